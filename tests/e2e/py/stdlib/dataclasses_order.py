from dataclasses import dataclass
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
vs = [Version(1, 10), Version(1, 2), Version(0, 9)]
print(sorted(vs), max(vs), Version(1, 2) < Version(1, 3), Version(2) >= Version(1, 9))
try:
    Version(1) < 3
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass(order=True, eq=False)
    class Bad:
        x: int
except ValueError as e:
    print('ValueError', e)
