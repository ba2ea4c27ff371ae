# X.__new__ of a builtin is T.__new__ bound to T, X's nearest builtin that makes instances
# (as CPython's tp_new_wrapper): T.__new__(S) wants a class S below T whose instances T's
# __new__ makes ("not a subtype", "not safe, use ..."); the usual idioms still work.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
class P:
    def __new__(cls, *a):
        o = super().__new__(cls)
        o.a = a
        return o
print(P(1, 2).a)
class Q:
    def __new__(cls):
        return object.__new__(cls)
print(type(Q()).__name__)
class MyInt(int):
    def __new__(cls, v):
        return int.__new__(cls, v * 2)
print(MyInt(4), type(MyInt(4)).__name__)
class MyInt2(int):
    def __new__(cls, v):
        return super().__new__(cls, v + 1)
print(MyInt2(4))
class MyStr(str):
    def __new__(cls, v):
        return str.__new__(cls, v.upper())
print(MyStr("ab"))
class MyTuple(tuple):
    def __new__(cls, *a):
        return tuple.__new__(cls, a)
print(MyTuple(1, 2))
class D(dict): pass
t(lambda: object.__new__(D))
t(lambda: dict.__new__(D))
t(lambda: object.__new__(int))
t(lambda: int.__new__(MyInt, 7))
t(lambda: int.__new__(str))
t(lambda: int.__new__(5))
t(lambda: int.__new__())
t(lambda: int.__new__(bool, 3))
t(lambda: type(object.__new__(P)).__name__)
t(lambda: P.__new__(P).a)
t(lambda: type(Q.__new__(Q)).__name__)
t(lambda: MyInt.__new__(MyInt, 3))
t(lambda: D.__new__(D))
t(lambda: D.__new__(dict))
t(lambda: type(D.__new__).__name__)
t(lambda: D.__new__.__self__)
t(lambda: int.__new__.__qualname__)
t(lambda: object.__new__.__qualname__)
t(lambda: D.__new__.__qualname__)
t(lambda: BaseException.__new__(ValueError, "x"))
t(lambda: Exception.__new__(KeyError, 1).args)
t(lambda: float.__new__(float, "1.5"))
t(lambda: list.__new__(list))
t(lambda: type(None).__new__(type(None)))
import copy
class C:
    def __init__(self):
        self.v = [1]
c2 = copy.deepcopy(C())
print(c2.v, copy.deepcopy(D(a=1)))
from dataclasses import dataclass
@dataclass(frozen=True)
class F:
    x: int
print(F(1), copy.copy(F(2)))
from collections import namedtuple, OrderedDict, Counter, defaultdict
N = namedtuple("N", "a b")
print(N(1, 2), N._make([3, 4]), copy.copy(N(5, 6)))
print(OrderedDict(a=1), Counter("aab"), defaultdict(int))
