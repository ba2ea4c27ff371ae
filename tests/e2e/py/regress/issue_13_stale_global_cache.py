# A code object's LOAD_GLOBAL cache keyed on a globals dict that was freed: a new dict made
# at the same address, with the same number of key changes, must not be read through it
# (it read entries past the end of the new dict's table, or a NULL table after clear()).
src = "def f():\n    return a\n"
seen = []
for attempt in range(300):
    d1 = {'a': attempt}
    exec(src, d1)
    f = d1['f']
    f()
    f()
    co = f.__code__
    d1.clear()
    del f, d1
    d2 = {'b': 1}
    exec("pass", d2)
    d2['c'] = None
    if attempt % 3 == 0:
        d2.clear()
    elif attempt % 3 == 1:
        del d2['b']
    try:
        r = exec(co, d2)
        seen.append(('value', r))
    except NameError as e:
        seen.append(('NameError', str(e)))
print(len(seen), sorted(set(seen)))

# the same through a function made again over the code with new globals
g1 = {'x': 1}
exec("def h():\n    return x + 1\n", g1)
h = g1['h']
print(h(), h())
code = h.__code__
g1.clear()
del h, g1
for n in range(50):
    g2 = {'y': n}
    g2['z'] = 0
    try:
        exec(code, g2)
    except NameError as e:
        last = str(e)
print(last)
