# Annotated assignments at module, class and function level.
count: int = 0
name: str
ratio: float = 0.5
items: list[int] = [1, 2]
mapping: dict[str, list[int]] = {}
print(count, ratio, items, mapping)
print(__annotations__)
try:
    print(name)
except NameError as e:
    print("NameError:", e)
class Settings:
    host: str = "localhost"
    port: int = 8080
    debug: bool
print(Settings.host, Settings.port, hasattr(Settings, "debug"))
print(Settings.__annotations__)
def compute(x: int, y: "float" = 1.0, *args: int, flag: bool = False, **kw: str) -> float:
    result: float = x * y
    local_only: int
    return result
print(compute(3, 2.5))
print(compute.__annotations__)
class Node:
    next: "Node | None" = None
    value: int = 0
n = Node()
n.value: int = 5
print(n.value, Node.__annotations__)
data = {}
data["k"]: int = 7
print(data)
