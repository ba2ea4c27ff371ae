# set_01: Monty language golden test
s = {3, 1, 2}
s.add(4); s.discard(10); s.remove(1)
print(sorted(s), len(s), 2 in s, 9 not in s)
a, b = {1, 2, 3}, {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(sorted(a.union(b, [9])), sorted(a.intersection([1, 2])), sorted(a.difference({1})), sorted(a.symmetric_difference([3, 5])))
print(a <= {1, 2, 3, 4}, a < a, a.issubset(a), a.issuperset({1}), a.isdisjoint({7}))
c = set(a); c |= {10}; c &= {1, 10}; c -= {1}; c ^= {11}
print(sorted(c))
c.update([5], (6,)); c.intersection_update({5, 6, 10, 11}); c.difference_update({5}); c.symmetric_difference_update({6, 7})
print(sorted(c), c.pop() in {10, 11, 7}, len(c))
print(set(), set('aab') == {'a', 'b'}, {1, 2} == {2, 1}, set([1, 1, 2]) == {1, 2}, sorted({x % 3 for x in range(9)}))
try:
    set().pop()
except KeyError as e:
    print(type(e).__name__, e)
try:
    {1}.remove(5)
except KeyError as e:
    print(type(e).__name__, e)
try:
    {[1]}
except TypeError as e:
    print(type(e).__name__, e)
print(repr({1}), repr(set()), repr(frozenset()), repr(frozenset({2})))
