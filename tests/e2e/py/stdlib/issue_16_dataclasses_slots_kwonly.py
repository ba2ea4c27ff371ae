# issue 16: dataclass(slots=True) with __slots__ visible, kw_only and the KW_ONLY sentinel, __match_args__
from dataclasses import *
from collections import namedtuple
import dataclasses
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, 'EXC', type(e).__name__, e)
@dataclass(slots=True)
class A:
    x: int
    y: int = 2
    z: list = field(default_factory=list)
t('slots', lambda: (A.__slots__, A(1), A(1, 3, [4])))
t('slots default attr', lambda: (hasattr(A, 'y'), A.y if hasattr(A, 'y') else None))
t('slots nodict', lambda: hasattr(A(1), '__dict__'))
def setz():
    a = A(1); a.w = 3
t('slots set', setz)
t('slots name', lambda: (A.__name__, A.__qualname__, A.__module__))
t('slots fields', lambda: [f.name for f in fields(A)])
t('slots asdict', lambda: asdict(A(1)))
t('slots replace', lambda: replace(A(1), y=9))
t('slots isdc', lambda: is_dataclass(A))
@dataclass(slots=True)
class B(A):
    w: int = 0
t('slots inh', lambda: (B.__slots__, B(1, w=5)))
class Plain:
    pass
@dataclass(slots=True)
class C(Plain):
    a: int
t('slots plain base', lambda: (C.__slots__, hasattr(C(1), '__dict__')))
def already():
    @dataclass(slots=True)
    class D:
        __slots__ = ('a',)
        a: int
t('already', already)
t('weakref no slots', lambda: dataclass(weakref_slot=True)(type('E', (), {'__annotations__': {'a': int}})))
@dataclass(slots=True, frozen=True)
class F:
    a: int
    b: str = 'x'
t('frozen slots', lambda: (F(1), hash(F(1)) == hash(F(1)), F.__slots__, F(1).__getstate__()))
def setf():
    f = F(1); f.a = 2
t('frozen slots set', setf)
import copy
t('frozen slots copy', lambda: (copy.copy(F(3)), copy.deepcopy(F(4, 'q'))))
@dataclass(slots=True)
class G:
    a: int
    def double(self):
        return self.a * 2
    @property
    def neg(self):
        return -self.a
    @classmethod
    def make(cls):
        return cls(7)
t('methods', lambda: (G(2).double(), G(3).neg, G.make()))
@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int = 2
t('kw', lambda: (K(0), K(0, b=5, c=6), K.__match_args__))
t('kw err', lambda: K(0, 1))
t('kw fields', lambda: [(f.name, f.kw_only) for f in fields(K)])
@dataclass(kw_only=True)
class L:
    a: int
    b: int = 0
t('kw all', lambda: (L(a=1), L.__match_args__))
t('kw all err', lambda: L(1))
@dataclass
class M(L):
    c: int
t('kw inh', lambda: (M(5, a=1), M.__match_args__))
@dataclass
class N:
    a: int = field(kw_only=True)
    b: int
t('kw field', lambda: (N(2, a=1), N.__match_args__))
@dataclass
class O:
    a: int
    b: int = 5
    _: KW_ONLY
    c: int
t('kw no default after default', lambda: O(1, c=2))
t('KW_ONLY type', lambda: type(KW_ONLY).__name__)
def m():
    for v in (K(1), L(a=2), G(3)):
        match v:
            case K(a):
                print('K', a)
            case G(a):
                print('G', a)
            case L(a=a):
                print('L', a)
t('match', m)
def m2():
    match L(a=2):
        case L(a):
            return a
t('match L pos', m2)
