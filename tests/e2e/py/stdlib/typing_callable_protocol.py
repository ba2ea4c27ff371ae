from typing import Callable, Iterator, Generator, Iterable, Dict
def apply(f: Callable[[int], int], xs: Iterable[int]) -> Iterator[int]:
    for x in xs:
        yield f(x)
print(list(apply(lambda v: v * 3, [1, 2])))
def counter() -> Generator[int, None, str]:
    yield 1
    return 'done'
print(list(counter()))
Registry = Dict[str, Callable[..., None]]
r: Registry = {}
r['x'] = print
print(sorted(r), Registry)
