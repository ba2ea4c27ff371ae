# exec() of generated code into a namespace: functions, classes, and imports inside it.
source = '''
import math

RATE = 3

def scale(v):
    return v * RATE

class Shape:
    sides = 0
    def describe(self):
        return f"{type(self).__name__} with {self.sides} sides"

class Square(Shape):
    sides = 4

result = [scale(i) for i in range(4)]
root = math.isqrt(50)
'''
ns = {}
exec(source, ns)
print(sorted(k for k in ns if not k.startswith("__")))
print(ns["result"], ns["root"], ns["scale"](10))
print(ns["Square"]().describe())
ns["RATE"] = 10
print(ns["scale"](10))
counter = {"n": 0}
exec("n = n + 1", {}, counter)
exec("n = n + 1", {}, counter)
print(counter)
g = {"items": []}
exec("for i in range(3):\n    items.append(i * i)", g)
print(g["items"])
print(exec("1 + 1"))
x = 5
exec("x = 99")
print("module x after exec at top level:", x)
def inside():
    y = 1
    exec("y = 2")
    return y
print("function y after exec:", inside())
