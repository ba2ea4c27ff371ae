from dataclasses import dataclass, field, fields
@dataclass
class C:
    a: int
    b: int = field(default=2, repr=False)
    c: int = field(default=3, compare=False)
    d: dict = field(default_factory=dict, metadata={'unit': 'm'})
print(C(1), C(1, 5) == C(1, 5, 9), C(1) == C(2))
f = fields(C)
print([x.name for x in f], f[3].metadata['unit'], f[1].default, f[1].repr)
