# Issue 16: subclasses of builtin types calling super() into them, the descriptor
# protocol, bytes() argument checks, a walrus in a comprehension assigning a global, and
# CPython 3.11's argument-count texts for builtin methods.
def show(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, type(e).__name__, e)
    else:
        print(label, repr(r))

class L(list):
    def append(self, x):
        super().append(x * 2)
    def __getitem__(self, i):
        return super().__getitem__(i) + 1
l = L([1, 2]); l.append(5); print(l, l[0], len(l), list(l))
class D(dict):
    def __missing__(self, k): return k * 3
    def __setitem__(self, k, v): super().__setitem__(k, v + 1)
d = D(); d['a'] = 1; print(d, d['zz'], d.get('q'))
class M(map):
    pass
print(list(M(str, [1, 2])))
class F(filter):
    def __next__(self):
        return super().__next__() * 10
print(list(F(None, [0, 1, 2])))
class Z(zip):
    def __new__(cls, *a):
        return super().__new__(cls, *a)
print(list(Z([1, 2], 'ab')))
class E(enumerate):
    def __next__(self):
        i, v = super().__next__()
        return (i + 100, v)
print(list(E('xy')))
class Desc:
    def __set_name__(self, owner, name):
        self.name = name
        print('set_name', owner.__name__, name)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return ('class access', objtype.__name__)
        return ('inst', self.name)
class ND:
    def __get__(self, obj, t=None): return 'nd'
class DD:
    def __get__(self, obj, t=None): return 'dd'
    def __set__(self, obj, v): print('DD set', v)
class C:
    x = Desc()
    nd = ND()
    dd = DD()
c = C()
print(C.x, c.x)
c.__dict__['nd'] = 'inst-nd'; c.__dict__['dd'] = 'inst-dd'
print(c.nd, c.dd)
c.dd = 5
class Base:
    def __init_subclass__(cls, flavor=None, **kw):
        super().__init_subclass__(**kw)
        cls.flavor = flavor
class Sub(Base, flavor='mint'):
    pass
print(Sub.flavor)
show('bytes2', lambda: bytes([1, 2], 1))
G = 0
def f():
    global G
    [G := i for i in range(3)]
f(); print(G)
show('get', lambda: {}.get())
show('pop', lambda: [].pop(1, 2))
show('insert', lambda: [].insert(1))
show('dict pop', lambda: {}.pop())
show('setdefault', lambda: {}.setdefault())
show('str.split', lambda: 'a'.split(1, 2, 3))
show('append', lambda: [].append())
show('count', lambda: [].count())
show('index', lambda: [].index())
show('isinstance', lambda: isinstance(1))
show('getattr', lambda: getattr(1))
show('len', lambda: len())
show('len2', lambda: len(1, 2))
show('sorted', lambda: sorted())
show('divmod', lambda: divmod(1))
show('round', lambda: round())
show('min', lambda: min())
show('str.join', lambda: ''.join())
show('set.add', lambda: set().add())
show('dict.update', lambda: {}.update(1, 2))
show('tuple.index', lambda: ().index())
show('str.replace', lambda: 'a'.replace('a'))
show('str.encode', lambda: 'a'.encode(1, 2, 3))


# A subclass that overrides __new__ still gets its base's __init__ (list fills there).
class NewList(list):
    def __new__(cls, *a):
        return super().__new__(cls)


class NewDict(dict):
    def __new__(cls, *a, **k):
        return super().__new__(cls)


print(NewList([1, 2]), NewDict(a=1), NewDict([(1, 2)]))
