# builtins_globals_locals_01: Monty language golden test
gx = 'global value'
print('gx' in globals(), globals()['gx'], globals()['__name__'])
def f(a, b=2):
    c = a + b
    return sorted(locals().items())
print(f(1))
globals()['made'] = 'via globals'
print(made)
def g():
    x = 1
    loc = locals()
    return 'x' in loc and 'g' not in loc
print(g())
print(type(globals()).__name__, type(locals()).__name__)
