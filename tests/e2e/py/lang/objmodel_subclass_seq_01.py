# objmodel_subclass_seq_01: subclasses of str, bytes and tuple
class Up(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
    def shout(self):
        return self + '!'
u = Up('hi')
print(u, repr(u), u.shout(), type(u.shout()).__name__, isinstance(u, str), len(u), u.lower())
print(u[0], u == 'HI', 'HI' == u, hash(u) == hash('HI'), {u: 2}['HI'], type(u).__name__)
print(u + 'x', 'x' + u, u * 2, u in 'xHIx', 'H' in u, '-'.join([u, u]), f'{u}!', '%s' % u)
print(str(u), type(str(u)).__name__, u.split('I'), f'{u:>5}', list(u), sorted(Up('ba')))
class Tag(str):
    def __repr__(self):
        return f'<{str(self)}>'
print(Tag('b'), [Tag('b')], str(Tag('b')), f'{Tag("b")}')
class Raw(bytes):
    pass
r = Raw(b'ab')
print(r, r.upper(), len(r), r == b'ab', r + b'c', isinstance(r, bytes), r[0], list(r), type(r).__name__)
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    def __repr__(self):
        return f'Point{tuple.__repr__(self)}'
pt = Point(1, 2)
print(pt, pt.x, len(pt), pt + (3,), type(pt + (3,)).__name__, pt == (1, 2), hash(pt) == hash((1, 2)))
a, b = pt
print(a, b, *pt, list(pt), pt[1:], pt.count(1), pt.index(2), tuple(pt), type(tuple(pt)).__name__)
pt.label = 'p'
print(pt.label, vars(pt), sorted([Point(2, 0), Point(1, 5)]))
class Pair(tuple):
    pass
print(Pair(), Pair([1, 2]), Pair('ab'), repr(Pair((1,))), Pair(range(3))[::-1])
