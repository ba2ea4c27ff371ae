# Issue 16: code objects' co_cellvars and co_freevars (sorted, as CPython's compiler orders
# them); co_varnames keeps a cell only when it is a parameter, co_nlocals counts co_varnames.
def outer(a, b):
    x = 1
    y = 2
    def inner():
        return x + a
    def other():
        nonlocal y
        y += 1
    return inner, other
i, o = outer(1, 2)
print(outer.__code__.co_cellvars, outer.__code__.co_freevars, outer.__code__.co_varnames)
print(i.__code__.co_freevars, i.__code__.co_cellvars, o.__code__.co_freevars)
class K:
    def m(self): return __class__
print(K.m.__code__.co_freevars)
def plain(p): return p
print(plain.__code__.co_cellvars, plain.__code__.co_freevars)
print(outer.__code__.co_nlocals, i.__code__.co_nlocals, plain.__code__.co_nlocals)
