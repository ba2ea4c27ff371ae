from dataclasses import dataclass, field, KW_ONLY
@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3
print(K(1), K(1, c=9), K(a=0, b=1))
try:
    K(1, 2)
except TypeError:
    print('TypeError')
@dataclass(kw_only=True)
class Q:
    x: int
    y: int = 0
print(Q(x=1), Q(y=2, x=3))
