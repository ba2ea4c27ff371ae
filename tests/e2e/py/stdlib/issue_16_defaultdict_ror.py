# dict | defaultdict gives a defaultdict with the right operand's factory (CPython's
# defdict_or serves both sides; outside suites' case); defaultdict | dict keeps the left.
from collections import defaultdict

right = defaultdict(list, a=[1])
merged = {'a': 0, 'b': 2} | right
print(type(merged).__name__, merged.default_factory, dict(merged), merged['new'])
merged = right | {'b': 2}
print(type(merged).__name__, merged.default_factory, dict(merged))
merged = defaultdict(int, x=1) | defaultdict(list, y=2)
print(merged.default_factory, dict(merged))
print(type({'k': 1} | {'j': 2}).__name__)
try:
    [1] | right
except TypeError as e:
    print('TypeError:', e)


class Sub(defaultdict):
    pass


merged = {'z': 9} | Sub(str, q=1)
print(type(merged).__name__, merged.default_factory, dict(merged))
