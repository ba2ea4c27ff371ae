# X | Y on types gives types.UnionType: repr, __args__, flattening, equality, isinstance.
class Foo: pass
u = int | None
print(u, type(u), type(u).__name__, u.__args__)
print(int | str | float, (int | str) | (float | int), int | int, None | int, list[int] | None)
print(int | Foo, isinstance(3, int | str), isinstance("a", int | None), isinstance(None, int | None))
print(issubclass(bool, int | str), issubclass(float, int | str), isinstance(2.5, (str, int | float)))
print((int | str) == (str | int), hash(int | str) == hash(str | int), (int | str) != (int | float))
print({int | str: "x"}[str | int], (int | str).__parameters__)
for f in [lambda: isinstance(3, int | list[int]), lambda: issubclass(int, list[int] | None),
          lambda: int | "str", lambda: int | 3, lambda: 3 | int, lambda: issubclass(3, int | str)]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
print(type.__or__(int, str), type.__or__(int, 3), type.__ror__(int, str))
def f(x: int | None = None) -> str | bytes:
    return x
print(f.__annotations__)
print(repr(dict[str, int] | list[int]), bool(int | str))
