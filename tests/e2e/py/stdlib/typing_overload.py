from typing import overload, Union
@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2
print(double(2), double('ab'))
@overload
def only(x: int) -> int: ...
try:
    only(1)
except NotImplementedError:
    print('NotImplementedError')
