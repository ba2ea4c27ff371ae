from functools import cmp_to_key, total_ordering
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: cmp(b, a))))
print(sorted(['bb', 'a', 'ccc'], key=cmp_to_key(lambda a, b: len(a) - len(b))))
@total_ordering
class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
print(V(1) <= V(1), V(2) > V(1), V(1) >= V(2), V(3) > V(3))
@total_ordering
class G:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __gt__(self, o):
        return self.n > o.n
print(G(1) < G(2), G(2) <= G(1), max([G(1), G(5), G(2)]).n)
try:
    total_ordering(type('X', (), {}))
except ValueError as e:
    print('ValueError', e)
