# issue 16: functions CPython writes in Python (random's methods, re, json, base64,
# pathlib) take their arguments by name, and word a wrong call as a Python function does:
# "missing 1 required positional argument: 'b'", "takes 3 positional arguments but 4 were
# given" (a method counts self), "got multiple values for argument 'a'".
import random, re, json, base64, pathlib

random.seed(7)
print(random.randint(a=1, b=6), random.randint(1, b=6))
print(random.choice(seq="xyz"))
v = [1, 2, 3, 4]
random.shuffle(x=v)
print(v)
print(round(random.uniform(a=2, b=3), 6), round(random.expovariate(lambd=2), 6))
print(random.sample(population=range(10), k=3), random.choices("ab", k=3))
print(round(random.gauss(mu=1, sigma=0), 6), random.randrange(start=1, stop=9, step=3))
r = random.Random(5)
print(r.randint(b=9, a=3), r.choice(seq=[4, 5]))
print(re.sub(pattern="a", repl="b", string="aa", count=1), json.dumps(obj=[1], indent=None))
print(base64.b64encode(s=b"hi"), pathlib.PurePosixPath("a/b.txt").name)


def show(f):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)


show(lambda: random.randint(1))
show(lambda: random.randint())
show(lambda: random.randint(1, 2, 3))
show(lambda: random.randint(1, a=2))
show(lambda: random.randint(1, c=2))
show(lambda: random.choice())
show(lambda: random.shuffle([], 1))
show(lambda: random.uniform(1))
show(lambda: random.randrange())
show(lambda: random.randrange(1, 2, 3, 4))
show(lambda: random.sample([1]))
show(lambda: random.sample())
show(lambda: r.triangular(1, 2, 3, 4))
show(lambda: r.betavariate(1))
show(lambda: r.gauss(1, 2, 3))
show(lambda: re.sub("a"))
show(lambda: re.sub("a", "b"))
show(lambda: re.sub("a", "b", "c", 0, 0, 0))
show(lambda: json.dumps())
show(lambda: json.loads())
show(lambda: base64.b64encode())
import os.path
print(os.path.exists(path="."), os.path.lexists(path="."), os.path.isfile(path="."),
      os.path.isdir(s="."), os.path.islink(path="."))

# MT_PYPARAMS: one-parameter functions CPython writes in Python, by name
P = pathlib.PurePosixPath("a/b.txt")
print(P.with_suffix(suffix=".py"), P.with_name(name="c.txt"), P.with_stem(stem="d"))
print(re.escape(pattern="a.b"), base64.b32encode(s=b"hi"), base64.urlsafe_b64encode(s=b"\xff"),
      base64.b16encode(s=b"hi"), base64.standard_b64decode(s=b"aGk="), base64.b85decode(b=b"Xk~0"))
pathlib.Path("k.txt").write_bytes(data=b"x")
print(pathlib.Path("k.txt").rename(target="k2.txt"), pathlib.Path("k2.txt").replace(target="k3.txt"))
pathlib.Path("k3.txt").unlink()
def show2(f):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
show2(lambda: P.with_suffix())
show2(lambda: P.with_suffix(".a", ".b"))
show2(lambda: P.with_suffix(sufix=".a"))
show2(lambda: P.with_suffix(".a", suffix=".b"))
show2(lambda: re.escape())
show2(lambda: re.escape("a", "b"))
show2(lambda: base64.b32encode())
show2(lambda: base64.b16encode(b"", x=1))
show2(lambda: pathlib.Path("x").rename())

# three names and more are listed "'a', 'b', and 'c'", in C and in Python functions alike
def three(a, b, c, *, d, e):
    pass


show2(lambda: re.sub())
show2(lambda: three())
show2(lambda: three(1, 2, 3))
