# issue 16: typing's module-level type variables, abstractmethod, GenericAlias, ABCMeta
import typing
from typing import Generic, T, KT, VT, T_co, V_co, VT_co, T_contra, CT_co

for tv in (T, KT, VT, T_co, V_co, VT_co, T_contra, CT_co):
    print(repr(tv), tv.__name__, tv.__module__, tv.__covariant__, tv.__contravariant__,
          tv.__bound__, tv.__constraints__, isinstance(tv, typing.TypeVar))
print(typing.T is T, typing.Dict[KT, VT], typing.List[T][int])


class Stack(Generic[T]):
    def __init__(self):
        self.items: list[T] = []


print(Stack[int], Stack.__parameters__)
print(T | None)

print(typing.GenericAlias is type(list[int]), typing.GenericAlias(list, (int,)))
print(isinstance(dict[str, int], typing.GenericAlias))


class Shape(metaclass=typing.ABCMeta):
    @typing.abstractmethod
    def area(self):
        ...


class Square(Shape):
    def area(self):
        return 4


print(Square().area(), sorted(Shape.__abstractmethods__), Shape.area.__isabstractmethod__)
try:
    Shape()
except TypeError as e:
    print('TypeError', e)
try:
    typing.NoSuchName
except AttributeError as e:
    print('AttributeError', e)
