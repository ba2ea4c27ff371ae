for v in [[1], [1, 2, 3]]:
    try:
        a, b = v
    except ValueError as e:
        print(e)
try:
    a, b, *c = [1]
except ValueError as e:
    print(e)
