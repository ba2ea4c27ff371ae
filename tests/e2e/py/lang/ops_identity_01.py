# ops_identity_01: Monty language golden test
a = [1]
b = a
c = [1]
print(a is b, a is c, a == c, a is not c)
print(None is None, True is True, type(None) is type(None))
x = ()
print(x == (), ... is Ellipsis, NotImplemented is NotImplemented)
def f(): pass
print(f is f, f == f)
print(int is type(3), type(type) is type)
