from collections import namedtuple
P = namedtuple('P', 'x y')
tests = [lambda: namedtuple('X', 'a a'), lambda: namedtuple('X', '_a'),
         lambda: namedtuple('X', 'class'), lambda: namedtuple('1X', 'a'),
         lambda: P(1, 2)._replace(z=1), lambda: P._make([1])]
for f in tests:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    P(1, 2).x = 5
except AttributeError as e:
    print('AttributeError', e)
