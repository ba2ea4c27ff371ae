# Private names: __x inside a class body is _Class__x, for slots, attributes, methods,
# parameters, globals, nested classes and match captures, as CPython mangles them.
class C:
    __slots__ = ("__x", "y", "__z__")
    def __init__(self):
        self.__x = 1
        self.y = 2
        self.__z__ = 3
    def get(self):
        return self.__x
c = C()
print(c.get(), c._C__x, c.y, c.__z__, sorted(k for k in C.__dict__ if not k.startswith("__") or k == "__z__"))
print(C.__slots__, type(C.__dict__["_C__x"]).__name__)
try:
    c.__x
except AttributeError as e:
    print("AttributeError:", e)
class _Under:
    __slots__ = ["__p"]
    def __init__(self): self.__p = 5
print(_Under()._Under__p)
class __Dunder:
    __slots__ = "__q"
    def __init__(self): self.__q = 6
print(__Dunder()._Dunder__q)
class D(C):
    __slots__ = ("__x",)
    def __init__(self):
        super().__init__()
        self.__x = 10
d = D()
print(d._D__x, d._C__x, d.get())
try:
    class F:
        __slots__ = ("__x",)
        __x = 1
except ValueError as e:
    print("ValueError:", e)
class M:
    __k = 5
    def m(self, __a, *, __b=2): return __a, __b
    def n(self): return self.m(__a=1, __b=3)
    def __g(self): return "g"
    class __E:
        __v = 1
        def get(self): return self.__v
    def h(self):
        global __zz
        __zz = 1
        try:
            raise ValueError
        except ValueError as __e:
            return type(__e).__name__
    def k(self):
        return self.__g(), self.__E().get(), [__i for __i in range(2)], (lambda __l: __l)(3), self.__k
    def mm(self, v):
        match v:
            case {"a": __a, **__rest}: return __a, __rest
            case [__h, *__t]: return __h, __t
print(M.m.__code__.co_varnames, M().m(5, _M__b=4))
try:
    M().n()
except TypeError as e:
    print("TypeError:", e)
print(M._M__g.__name__, M._M__g.__qualname__, M._M__E.__name__, M._M__E.__qualname__, M().h(), _M__zz)
print(M().k(), M._M__E._E__v, M().mm({"a": 1, "b": 2}), M().mm([1, 2, 3]))
print(sorted(k for k in vars(M) if not k.startswith("__")), hasattr(M, "__k"))
class ___:
    __x = 1
print(sorted(k for k in vars(___) if "x" in k))
def outside():
    __local = 5
    return __local
print(outside())
try:
    M().__g()
except AttributeError as e:
    print("AttributeError:", e)
