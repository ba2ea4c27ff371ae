def a():
    try:
        return "try"
    finally:
        print("fin a")
def b():
    try:
        raise ValueError
    finally:
        return "finally wins"
def c():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print("fin", i)
    return "c"
print(a(), b(), c())
