# __sizeof__ by name on every object (object.__sizeof__, CPython 3.11's layout sizes) and
# sys.getsizeof as __sizeof__ plus the GC header, with a script class's own __sizeof__
# and the default for a TypeError.
import sys
class A: pass
class S:
    __slots__=("a","b")
class Z:
    def __sizeof__(self): return 100
class Neg:
    def __sizeof__(self): return -1
class Bad:
    def __sizeof__(self): return "x"
class Y(int): pass
vals=[0,1,-1,2**30-1,2**30,2**60,2**90,-2**200,True,False,1.5,1j,"", "abc","é","€","😀",b"",b"abc",bytearray(),bytearray(b"abc"),(),(1,),(1,2,3),[],[1,2,3],{}, {"a":1}, {1: 2}, dict.fromkeys("abcdef"), set(),{1},frozenset(), set(range(5)), set(range(20)),None,A(),S(),range(5),slice(1),object(), Ellipsis, NotImplemented, Z(), Y(5)]
for v in vals:
    try: s=v.__sizeof__()
    except Exception as e: s=type(e).__name__
    print(type(v).__name__, repr(v)[:20], sys.getsizeof(v), s)
l=[]
for i in range(20): l.append(i); print(sys.getsizeof(l), end=" ")
print()
print(int.__sizeof__(5), float.__sizeof__(2.0), (2**100).__sizeof__(), (1.5).__sizeof__(), True.__sizeof__(), sys.getsizeof(1, 2), sys.getsizeof(Bad(), 7))
for b in [Neg(), Bad()]:
    try: print(sys.getsizeof(b))
    except Exception as e: print(type(e).__name__, e)
d = {}
for i in range(30): d[str(i)] = i; print(sys.getsizeof(d), end=" ")
print()
