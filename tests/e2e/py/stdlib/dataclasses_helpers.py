from dataclasses import dataclass, field, asdict, astuple, fields, replace, is_dataclass
@dataclass
class Inner:
    v: int
@dataclass
class Outer:
    name: str
    inner: Inner
    items: list = field(default_factory=list)
o = Outer('o', Inner(1), [Inner(2)])
print(asdict(o))
print(astuple(o))
print([f.name for f in fields(o)], [f.name for f in fields(Outer)])
r = replace(o, name='r')
print(r, r.inner is o.inner)
print(is_dataclass(o), is_dataclass(Outer), is_dataclass(3))
for fn in (lambda: asdict(3), lambda: fields(3), lambda: replace(3)):
    try:
        fn()
    except TypeError as e:
        print('TypeError', e)
