from dataclasses import dataclass
@dataclass(unsafe_hash=True)
class H:
    a: int
    b: str
print(hash(H(1, 'x')) == hash(H(1, 'x')), len({H(1, 'x'), H(1, 'x'), H(2, 'y')}))
@dataclass
class Explicit:
    a: int
    def __hash__(self):
        return 7
print(hash(Explicit(1)))
@dataclass
class WithRepr:
    a: int
    def __repr__(self):
        return 'custom'
print(WithRepr(1), WithRepr(1) == WithRepr(1))
