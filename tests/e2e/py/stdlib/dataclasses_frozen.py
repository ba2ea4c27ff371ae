from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, hash(p) == hash(Point(1, 2)), {p: 'here'}[Point(1, 2)])
try:
    p.x = 5
except FrozenInstanceError as e:
    print('FrozenInstanceError', e, isinstance(e, AttributeError))
try:
    del p.y
except FrozenInstanceError as e:
    print('FrozenInstanceError', e)
print(p)
