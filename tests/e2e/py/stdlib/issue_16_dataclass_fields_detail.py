# Issue 16: dataclasses as CPython 3.11's: MISSING is a _MISSING_TYPE, metadata a read-only
# mappingproxy, _field_type's repr _FIELD, and a default of any unhashable class is refused.
import dataclasses as d
from dataclasses import dataclass, field, fields
print(type(d.MISSING).__name__, d.MISSING is d.MISSING, type(d.KW_ONLY).__name__)
f = field(default=1, metadata={'a': 1})
print(type(f.metadata).__name__, f.metadata['a'], dict(f.metadata))
try: f.metadata['b'] = 2
except TypeError as e: print(e)
print(type(field().metadata).__name__, len(field().metadata))
@dataclass
class A:
    x: int = 0
    y: int = field(default=2, repr=False)
print(repr(fields(A)[0]._field_type), fields(A)[1].repr)
class Unh:
    __hash__ = None
for bad in ([], {}, set(), Unh()):
    try:
        @dataclass
        class B:
            a: object = bad
    except ValueError as e:
        print(e)
@dataclass
class C:
    a: tuple = ()
    b: frozenset = frozenset()
print(C())
print(str(fields(A)[0]).replace(repr(d.MISSING), 'M'))
