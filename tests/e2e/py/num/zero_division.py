for f in [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: 2 ** -1 / 0]:
    try:
        f()
    except ZeroDivisionError as e:
        print(type(e).__name__, e)
