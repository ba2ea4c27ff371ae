# Issue 18: class creation's shortcuts keep CPython's behaviour: a class statement's
# namespace becomes the class's dict only when nothing else holds it, one base's MRO,
# property names set without a __set_name__ call, and object's __init_subclass__.
import datetime, collections, json, re, os, pathlib

# type() with a dict the caller keeps: the class gets a copy
ns = {'a': 1, '__module__': 'm', '__qualname__': 'Q.T'}
T = type('T', (), ns)
ns['a'] = 2
ns['b'] = 3
print(T.a, hasattr(T, 'b'), T.__qualname__, T.__module__, '__qualname__' in T.__dict__)
print(sorted(k for k in ns))

# a class body whose namespace escapes through locals()
kept = []
class C:
    x = 1
    kept.append(locals())
kept[0]['x'] = 99
kept[0]['y'] = 5
print(C.x, hasattr(C, 'y'), 'x' in kept[0])

# the dict the class statement gets
class D:
    """doc"""
    def __eq__(self, o):
        return True
print(D.__doc__, D.__hash__, list(D.__dict__)[:3])
class E:
    pass
print(E.__doc__, E.__module__, E.__qualname__, [k for k in E.__dict__ if k not in ('__dict__', '__weakref__')])

# one base, many bases, static bases
class F(E): pass
class G(F, collections.OrderedDict): pass
class H(tuple): pass
class I(Exception): pass
for k in (F, G, H, I):
    print(k.__name__, [c.__name__ for c in k.__mro__])
print([c.__name__ for c in datetime.datetime.__mro__], datetime.datetime.mro() == list(datetime.datetime.__mro__))
print(issubclass(datetime.datetime, datetime.date), isinstance(datetime.datetime(2020, 1, 1), datetime.date))
print([c.__name__ for c in pathlib.Path.__mro__][-1], json.JSONDecodeError.__mro__[1].__name__)

# subclassing library classes
class MyDate(datetime.date):
    def double(self):
        return self.day * 2
print(MyDate(2020, 5, 6).double(), type(MyDate(2020, 5, 6) + datetime.timedelta(1)).__name__)
class MyCounter(collections.Counter):
    pass
print(MyCounter('abca').most_common(1), MyCounter.__mro__[1] is collections.Counter)

# property names: set by __set_name__, as CPython's
class P:
    @property
    def size(self):
        return 3
    other = property(lambda self: 4)
print(P().size, P().other, P.size.__name__ if hasattr(P.size, '__name__') else '-')
try:
    P().size = 1
except AttributeError as e:
    print('AttributeError', e)

# a script descriptor's __set_name__ runs, and sees the class
class Named:
    def __set_name__(self, owner, name):
        self.where = (owner.__name__, name)
class Q:
    n = Named()
    m = Named()
print(Q.n.where, Q.m.where)

# __init_subclass__: object's refuses keywords; a base's runs with them
try:
    class R(kw=1):
        pass
except TypeError as e:
    print('TypeError', e)
class Base:
    seen = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        Base.seen.append((cls.__name__, tag))
class S(Base, tag='s'): pass
class U(S): pass
print(Base.seen)
try:
    class V(Base, tag='v', other=1):
        pass
except TypeError as e:
    print('TypeError', e)

# __slots__ and __new__/__init_subclass__/__class_getitem__ wrapped implicitly
class W:
    __slots__ = ('a', '__b')
    def __new__(cls):
        return super().__new__(cls)
    def __class_getitem__(cls, item):
        return (cls.__name__, item)
print(sorted(k for k in W.__dict__ if not k.startswith('__') or k == '__slots__' or k == '_W__b'), W[int], type(W.__dict__['__new__']).__name__)
