# Issue 16: eval/exec with a dict subclass as locals read names through its __getitem__
# (and __missing__) and dir() answers through its keys(), as CPython (RustPython's
# builtin_dir.py: eval("dir()", {}, A()) == [5, 6]).


class A(dict):
    def __getitem__(self, x):
        return dir

    def keys(self):
        yield 6
        yield 5


print(eval("dir()", {}, A()))


class Defaulting(dict):
    def __missing__(self, key):
        return "<" + key + ">"


ns = Defaulting(a=1)
print(eval("(a, b, len)", {}, ns))
exec("c = a + 1\nd = undefined_name", {}, ns)
print(sorted(ns.items()))


class Logging(dict):
    def __getitem__(self, key):
        print("get", key)
        return super().__getitem__(key)

    def __delitem__(self, key):
        print("del", key)
        super().__delitem__(key)


lg = Logging(x=5)
exec("y = x * 2\ndel x", {}, lg)
print(sorted(lg.items()))
try:
    exec("del never", {}, Logging())
except NameError as e:
    print("NameError", e)


def f():
    y = 1
    return dir()


print(f())
