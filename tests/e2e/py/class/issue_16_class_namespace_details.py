# Issue 16: class details as CPython 3.11: a __getattr__ also answers when a property or
# descriptor raises AttributeError; a class's namespace shows the __dict__/__weakref__
# descriptors its instances gain; __slots__ must be identifiers, name __dict__ once and
# stay empty under int/bytes/tuple; a class without a module shows its __name__.
class A:
    @property
    def p(self): raise AttributeError('inner')
    @property
    def q(self): return 'q'
    def __getattr__(self, n): return 'ga ' + n
a = A()
for _ in range(3):
    print(a.p, a.q, a.zz, getattr(a, 'p'), getattr(a, 'nope', 'd'), hasattr(a, 'p'))
class B:
    @property
    def p(self): raise AttributeError('inner')
try: B().p
except AttributeError as e: print('B', e)
print(hasattr(B(), 'p'), getattr(B(), 'p', 'dflt'))
class C:
    def __getattr__(self, n):
        raise AttributeError(f'no {n}')
try: C().x
except AttributeError as e: print(e)
class D:
    @property
    def p(self): raise KeyError('k')
    def __getattr__(self, n): return 'ga'
try: D().p
except KeyError as e: print('keyerror passes', e)
class E(A):
    pass
print(E().p, E().zz)
class Desc:
    def __get__(self, o, t): raise AttributeError('desc')
class F:
    d = Desc()
    def __getattr__(self, n): return 'F ' + n
print(F().d, F.__dict__['d'].__class__.__name__)
class G:
    __slots__ = ('s',)
    def __getattr__(self, n): return 'G ' + n
print(G().s)
class A:
    x = 1
    def m(self): pass
print(list(A.__dict__))
class B(A):
    y = 2
print(list(B.__dict__))
class S:
    __slots__ = ('a',)
print(list(S.__dict__))
class E(Exception): pass
print(list(E.__dict__))
class D(dict): pass
print(list(D.__dict__))
class N:
    "doc"
print(list(N.__dict__))
class B: pass
class D(B): pass
class S(set): pass
class F(frozenset): pass
class I(int): pass
class T(tuple): pass
class L(list): pass
class Sl:
    __slots__ = ('a', '__weakref__')
class Sl2(Sl): pass
class Sl3:
    __slots__ = ('__dict__',)
class M(type): pass
class MM(M): pass
class E(KeyError): pass
class E2(E): pass
for c in (B, D, S, F, I, T, L, Sl, Sl2, Sl3, M, MM, E, E2):
    print(c.__name__, [k for k in c.__dict__ if k in ('__dict__', '__weakref__')])
def t(src):
    try:
        exec(src, {'__name__': 'm'})
    except BaseException as e:
        print(type(e).__name__, '|', e)
    else: print('ok')
for s in ["('a', 'a')", "('1a',)", "('a b',)", "('__dict__', '__dict__')", "('__weakref__', '__weakref__')", "('é',)", "('',)", "'x'", "('__dict__',)", "[]", "('a', 1)", "{'a': 'doc'}"]:
    t("class A:\n  __slots__ = " + s)
for base in ['int', 'bool' if False else 'str', 'bytes', 'tuple', 'float', 'list', 'dict', 'object', 'Exception']:
    t(f"class A({base}):\n  __slots__ = ('x',)")
    t(f"class A({base}):\n  __slots__ = ()")
t("class A: pass\nclass B(A):\n  __slots__ = ('__dict__',)")
t("class A:\n  __slots__ = ('__dict__',)\nclass B(A):\n  __slots__ = ('__dict__',)")
t("class A:\n  __slots__ = ('x',)\nclass B(A):\n  __slots__ = ('__dict__',)\nb = B(); b.q = 1; print(b.q)")
ns = {"__name__": "m"}
exec("class A:\n  class B:\n    class C: pass\nprint(A.B.C, A.B.C.__qualname__)", {})
exec("class A: pass\nA.__name__ = \"B\"\nprint(A, A.__qualname__)", {})
exec("class A: pass\nA.__qualname__ = \"Q\"\nprint(A)", {})
