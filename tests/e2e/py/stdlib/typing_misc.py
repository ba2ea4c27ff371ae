from typing import cast, TYPE_CHECKING, overload, Protocol, Any, NewType, get_type_hints, Union
print(cast(int, '3'), cast('list[int]', 1), TYPE_CHECKING)
if TYPE_CHECKING:
    print('never')
class Closer(Protocol):
    def close(self) -> None: ...
class F:
    def close(self) -> None:
        print('closed')
def shut(x: Closer) -> None:
    x.close()
shut(F())
UserId = NewType('UserId', int)
print(UserId(5), type(UserId(5)).__name__)
def f(a: int, b: 'str' = '') -> Union[int, None]:
    return a
print(f(1))
