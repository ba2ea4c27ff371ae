# assign_annotated_01: Monty language golden test
x: int = 5
y: list[int] = [1, 2]
z: 'str'
print(x, y)
try:
    print(z)
except NameError as e:
    print(type(e).__name__, e)
print(__annotations__ if False else 'ann-ok')
def f(a: int, b: str = 'b') -> bool:
    return True
print(f.__annotations__)
class C:
    a: int
    b: str = 'hi'
print(C.b, C.__annotations__, hasattr(C, 'a'))
def g():
    v: int
    v = 3
    return v
print(g())
