# Built-in generic aliases for annotations (list[int], dict[str, ...]) and __class_getitem__.
def total(values: list[int]) -> int:
    return sum(values)
def index(words: list[str]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i, w in enumerate(words):
        out.setdefault(w, []).append(i)
    return out
print(total([1, 2, 3]), index(["a", "b", "a"]))
print(list[int], dict[str, int], tuple[int, ...], set[str], frozenset[int], type[int])
alias = list[int]
print(alias.__origin__, alias.__args__, alias([1, 2]), type(alias([1])).__name__)
print(dict[str, list[int]].__args__, tuple[int, str].__origin__ is tuple)
class Registry:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item}]"
print(Registry[int], Registry["x"])
def first(items: "list[str]") -> "str | None":
    return items[0] if items else None
print(first(["q"]), first([]), int | None, isinstance(3, int | str))
