# itertools' integer arguments are C ssize_t values in CPython: an int outside that range
# is an OverflowError (not a huge allocation), as Counter.elements' counts are
import itertools
from collections import Counter


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


big, low = 2**63, -(2**63) - 1
show('repeat big', lambda: list(itertools.repeat('a', big)))
show('repeat low', lambda: list(itertools.repeat('a', low)))
show('repeat edge', lambda: itertools.repeat('a', 2**63 - 1).__length_hint__())
show('repeat neg', lambda: list(itertools.repeat('a', -(2**63))))
show('repeat float', lambda: list(itertools.repeat('a', 2.0)))
show('tee', lambda: itertools.tee([1], big))
show('product', lambda: list(itertools.product([1], repeat=big)))
show('combinations', lambda: list(itertools.combinations([1], big)))
show('cwr', lambda: list(itertools.combinations_with_replacement([1], low)))
show('permutations', lambda: list(itertools.permutations([1], big)))
show('permutations low', lambda: list(itertools.permutations([1], low)))
show('permutations neg', lambda: list(itertools.permutations([1], -1)))

for count in (3, 0, -2, big, low, 2**70, 1.5, True):
    show(f'elements {count!r}', lambda: list(Counter({'k': count, 'z': 1}).elements()))
