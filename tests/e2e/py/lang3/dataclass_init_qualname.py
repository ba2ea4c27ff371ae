# A dataclass __init__'s error message names Class.__init__() like CPython 3.11.
from dataclasses import dataclass
@dataclass
class Item:
    name: str
    price: float
try:
    Item()
except TypeError as e:
    print(e)
print(Item.__init__.__qualname__)


# a decorator that renames: the error follows __qualname__, not the code's name
def renamed(fn):
    fn.__qualname__ = 'Other.thing'
    return fn


@renamed
def g(a, b):
    return a + b


for call in (lambda: g(1), lambda: g(1, 2, 3), lambda: g(1, 2, a=1)):
    try:
        call()
    except TypeError as e:
        print(e)
