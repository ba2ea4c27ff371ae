# dunder_class_getitem_01: Monty language golden test
class Box:
    def __class_getitem__(cls, item):
        return f'Box[{item.__name__ if isinstance(item, type) else item}]'
print(Box[int], Box['x'])
print(list[int], dict[str, int], tuple[int, ...])
print(type(list[int]).__name__ if False else 'alias ok')
def f(x: list[int]) -> dict[str, list[int]]:
    return {'x': x}
print(f([1]))
x: set[frozenset[int]] = set()
print(x)
print(list[int]([1, 2]))
