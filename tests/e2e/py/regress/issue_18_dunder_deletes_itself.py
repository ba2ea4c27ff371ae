import functools
# Issue 18 review: a special method that deletes itself (or another) from its class while
# it runs, for every kind of callable a class can hold there: nothing is read after free.
class A:
    def __add__(self, o):
        del A.__add__
        junk = [str(i) * 3 for i in range(2000)]
        return len(junk)
    def __getattr__(self, name):
        del A.__getattr__
        junk = [str(i) * 3 for i in range(2000)]
        return name
    def __setattr__(self, name, v):
        del A.__setattr__
        junk = [str(i) * 3 for i in range(2000)]
    def __call__(self):
        del A.__call__
        junk = [str(i) * 3 for i in range(2000)]
        return 7
    def __iter__(self):
        return self
    def __next__(self):
        del A.__next__
        junk = [str(i) * 3 for i in range(2000)]
        raise StopIteration
    def __dir__(self):
        del A.__dir__
        junk = [str(i) * 3 for i in range(2000)]
        return ['z']
class D:
    def __get__(self, obj, t=None):
        del D.__get__
        junk = [str(i) * 3 for i in range(2000)]
        return 5
    def __set__(self, obj, v):
        del D.__set__
        junk = [str(i) * 3 for i in range(2000)]
class B:
    d = D()
print(A() + A())
print(A().missing)
a = A(); a.x = 1; print('set ok')
print(A()())
print(list(A()))
print(dir(A()))
print(B().d)
b = B(); b.d = 3; print('dset ok')

def churn():
    return len([str(i) * 3 for i in range(3000)])
class K:
    def __call__(self, *a):
        del A.__add__, A.__sub__, A.__mul__, A.__call__
        return churn()
def plain(*a):
    del A.__mod__
    return churn()
class A:
    __add__ = K()
    __sub__ = staticmethod(lambda *a: (delattr(A, '__neg__'), churn())[1])
    __neg__ = staticmethod(lambda *a: (delattr(A, '__sub__'), churn())[1])
    __mul__ = functools.partial(lambda *a: (delattr(A, '__mul__'), churn())[1])
    __mod__ = plain
    __call__ = K()
print(A() + 1)
A.__add__ = K(); A.__sub__ = staticmethod(lambda *a: (delattr(A, '__sub__'), churn())[1])
print(A() - 1)
A.__mul__ = functools.partial(lambda *a: (delattr(A, '__mul__'), churn())[1])
print(A() * 2)
print(A() % 2)
A.__call__ = K(); A.__add__ = K(); A.__mul__ = K(); A.__sub__ = K()
print(A()())
