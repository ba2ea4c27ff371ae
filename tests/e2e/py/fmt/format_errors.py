for spec in ["d", "x"]:
    try:
        format(1.5, spec)
    except ValueError as e:
        print(e)
try:
    format("s", "d")
except ValueError as e:
    print(e)
