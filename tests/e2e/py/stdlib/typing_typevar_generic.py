from typing import TypeVar, Generic, Sequence, Optional, List
T = TypeVar('T')
K = TypeVar('K', covariant=True)
print(T, K, T.__name__)
def first(xs: Sequence[T]) -> Optional[T]:
    return xs[0] if xs else None
print(first([3, 4]), first([]))
class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item
    def get(self) -> T:
        return self.item
b: Box[int] = Box(5)
print(b.get(), List[T])
class Pair(Generic[T]):
    pass
print(type(Pair()).__name__)
