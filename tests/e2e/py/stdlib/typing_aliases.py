from typing import Any, Optional, Union, List, Dict, Tuple, Set, Callable, Iterable, Iterator, Generator, FrozenSet, Type
print(Any, Optional[int], Union[int, str], Union[int, None], Union[int, str, None])
print(List[int], Dict[str, List[int]], Tuple[int, ...], Tuple[()], Set[bytes], FrozenSet[int])
print(Callable[[int, str], bool], Callable[..., int], Iterable[str], Iterator[int], Generator[int, None, None])
print(List, Dict, Type[int], Union[int])
print(Optional[int] == Union[None, int], Union[int, str] == Union[str, int])
