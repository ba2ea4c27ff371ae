from typing import NamedTuple
class Emp(NamedTuple):
    name: str
    id: int = 3
    def label(self):
        return f'{self.name}#{self.id}'
e = Emp('ann')
print(e, e.name, e.id, e[0], e.label(), Emp._fields, Emp('bob', 7))
print(e._replace(id=9), e._asdict(), list(e))
try:
    Emp()
except TypeError as e:
    print('TypeError')
