# valueerror_msgs_01: Monty language golden test
cases = [lambda: int('abc'), lambda: float('x'), lambda: [1].index(2), lambda: 'abc'.index('z'),
         lambda: chr(-5), lambda: range(0, 1, 0), lambda: 'a'.split(''), lambda: int('12', 1),
         lambda: list.remove([], 1), lambda: (1, 2).index(3), lambda: divmod(1, 0), lambda: [].pop(),
         lambda: {}.pop('k'), lambda: 'x' * -1 + 1, lambda: 10 ** 10 ** 10 if False else int('1e3')]
for c in cases:
    try:
        print(c())
    except (ValueError, ZeroDivisionError, IndexError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
