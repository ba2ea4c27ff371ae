# del_01: Monty language golden test
x = 1
del x
try:
    x
except NameError as e:
    print(type(e).__name__, e)
l = [0, 1, 2, 3, 4]
del l[0]
print(l)
del l[-1], l[0]
print(l)
d = {'a': 1, 'b': 2}
del d['a']
print(d)
try:
    del d['zz']
except KeyError as e:
    print(type(e).__name__, e)
class C: pass
c = C()
c.attr = 1
del c.attr
print(hasattr(c, 'attr'))
try:
    del c.attr
except AttributeError as e:
    print(type(e).__name__, e)
a, b = 1, 2
del a, b
print('a' in dir(), 'b' in dir())
def f():
    v = 1
    del v
    try:
        return v
    except UnboundLocalError as e:
        return type(e).__name__ + ': ' + str(e)
print(f())
