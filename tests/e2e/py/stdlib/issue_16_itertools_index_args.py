# itertools' integer arguments take any object with __index__, as CPython's Py_ssize_t
# converter does (outside suites' case: repeat(x, Idx())): repeat's times, tee's n,
# product's repeat, combinations' and combinations_with_replacement's r. permutations'
# r stays an int only, as in CPython.
import itertools


def Index(v):
    # an instance of a fresh class whose __index__ gives v
    return type('Index', (), {'__index__': lambda self: v})()


def BadIndex():
    return Index('x')


cases = [
    ('repeat', lambda: list(itertools.repeat('a', Index(3)))),
    ('repeat negative', lambda: list(itertools.repeat('a', Index(-2)))),
    ('repeat bool', lambda: list(itertools.repeat('a', True))),
    ('repeat float', lambda: list(itertools.repeat('a', 2.0))),
    ('repeat bad', lambda: list(itertools.repeat('a', BadIndex()))),
    ('repeat repr', lambda: repr(itertools.repeat('a', Index(2)))),
    ('tee', lambda: [list(t) for t in itertools.tee([1, 2], Index(3))]),
    ('tee float', lambda: itertools.tee([1], 1.5)),
    ('tee negative', lambda: itertools.tee([1], Index(-1))),
    ('product', lambda: list(itertools.product('ab', repeat=Index(2)))),
    ('product str', lambda: list(itertools.product('ab', repeat='x'))),
    ('combinations', lambda: list(itertools.combinations('abc', Index(2)))),
    ('cwr', lambda: list(itertools.combinations_with_replacement('ab', Index(2)))),
    ('combinations bad', lambda: list(itertools.combinations('abc', BadIndex()))),
    ('combinations negative', lambda: list(itertools.combinations('abc', Index(-1)))),
    ('permutations', lambda: list(itertools.permutations('abc', Index(2)))),
    ('permutations int', lambda: list(itertools.permutations('abc', 2))),
]
for label, f in cases:
    try:
        print(label, f())
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)
