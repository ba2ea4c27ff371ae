# Comprehensions have their own scope: loop names do not leak, the first iterable is
# evaluated in the enclosing scope, class bodies are not visible inside.
x = "outer"
squares = [x * x for x in range(4)]
print(squares, x)
words = ["apple", "bob", "kayak", "tree"]
pal = {w: w == w[::-1] for w in words}
print(pal)
print(sorted({len(w) for w in words}))
gen = (w.upper() for w in words if len(w) > 3)
print(next(gen), list(gen))
class Config:
    factor = 3
    values = [1, 2, 3]
    scaled = [v * 2 for v in values]
    try:
        broken = [v * factor for v in values]
    except NameError as e:
        error = str(e)
print(Config.scaled, Config.error)
def make():
    n = 10
    return [lambda: n + i for i in range(3)]
print([f() for f in make()])
pairs = [(i, j) for i in range(3) for j in range(i) if (i + j) % 2]
print(pairs)
flat = [c for w in words for c in w if c in "aeiou"]
print("".join(flat))
matrix = [[r * 3 + c for c in range(3)] for r in range(3)]
print(matrix, [row[i] for i, row in enumerate(matrix)])
print([[y for y in range(x)] for x in range(4)])
try:
    print(i)
except NameError as e:
    print("NameError:", e)
