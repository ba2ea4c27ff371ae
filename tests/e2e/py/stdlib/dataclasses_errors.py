from dataclasses import dataclass, field
try:
    @dataclass
    class A:
        x: int = 0
        y: int
except TypeError as e:
    print('TypeError', e)
try:
    @dataclass
    class B:
        x: list = []
except ValueError as e:
    print('ValueError', e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print('ValueError', e)
@dataclass
class C:
    x: int
try:
    C()
except TypeError:
    print('TypeError missing')
try:
    C(1, 2)
except TypeError:
    print('TypeError extra')
