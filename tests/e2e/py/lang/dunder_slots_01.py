# dunder_slots_01: Monty language golden test
class P:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y, P.__slots__)
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__)
p.x = 10
print(p.x)
class Q(P):
    pass
q = Q(1, 2)
q.extra = 'ok'
print(q.extra)
class S:
    __slots__ = ['a']
s = S()
try:
    s.a
except AttributeError as e:
    print(type(e).__name__)
s.a = 5
print(s.a, hasattr(s, '__dict__'))
