# Calling an instance whose class's __call__ is an instance again (here the very
# object called) recurses through the call slot without a Python frame: it must
# end in RecursionError, not run until the memory limit.
class Selfish:
    pass


me = Selfish()
Selfish.__call__ = me
try:
    me()
except RecursionError as e:
    print("self:", e)


# A chain of two such objects calling each other.
class A:
    pass


class B:
    pass


a = A()
b = B()
A.__call__ = b
B.__call__ = a
try:
    a(1, 2, 3, 4, 5, 6, 7, 8, 9)
except RecursionError as e:
    print("pair:", e)


# An ordinary __call__ still works, and recursion through it still ends.
class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self, *args, **kw):
        self.n += 1
        return len(args) + len(kw)


c = Counter()
print(c(1, 2, x=3), c(), c.n)


class Deep:
    def __call__(self, n):
        return self(n + 1)


try:
    Deep()(0)
except RecursionError as e:
    print("deep:", e)
print("done")
