# builtins_setattr_02: Monty language golden test
class Obj:
    pass
o = Obj()
for i, name in enumerate(['alpha', 'beta', 'gamma']):
    setattr(o, name, i)
print(sorted(vars(o).items()), [getattr(o, n) for n in ['alpha', 'gamma']])
print(hasattr(o, 'beta'), hasattr(Obj, 'beta'), getattr(Obj, '__name__'))
setattr(Obj, 'shared', 'cls')
print(o.shared, Obj().shared)
print(getattr([], 'append').__name__, getattr('abc', 'upper')())
try:
    setattr(5, 'x', 1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    delattr(o, 'missing')
except AttributeError as e:
    print(type(e).__name__, e)
