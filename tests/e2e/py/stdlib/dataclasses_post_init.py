from dataclasses import dataclass, field
from typing import ClassVar
@dataclass
class R:
    w: int
    h: int = 1
    area: int = field(init=False, repr=False)
    count: ClassVar[int] = 0
    def __post_init__(self):
        self.area = self.w * self.h
        R.count += 1
r = R(3, 4)
print(r, r.area, R.count, R(2).area, R.count)
@dataclass
class Sub(R):
    d: int = 5
print(Sub(1, 2, 3), Sub(1).area)
@dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1), hash(NoEq(1)) != 0)
@dataclass
class Unhash:
    a: int
try:
    hash(Unhash(1))
except TypeError as e:
    print('TypeError', e)
