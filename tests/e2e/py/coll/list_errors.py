for f in [lambda: [][0], lambda: [1].remove(2), lambda: [].pop(), lambda: [1, 2].index(5)]:
    try:
        f()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
