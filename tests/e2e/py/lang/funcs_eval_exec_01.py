# funcs_eval_exec_01: eval/exec with separate globals and locals mappings; __debug__
g = {'a': 1}
l = {'b': 2}
print(eval('a + b', g, l), eval('a', g, {'a': 'shadow'}))
exec('c = a + b\ndel b', g, l)
print(sorted(l), 'c' in g)
exec('global gg\ngg = 5', g, l)
print(g['gg'], 'gg' in l)
code = compile('x = y * 2', '<s>', 'exec')
ns_g, ns_l = {'y': 4}, {}
exec(code, ns_g, ns_l)
print(ns_l, 'x' in ns_g)
exec('def fn():\n    return a\nres = fn()', g, l)
print(l['res'])
class Mapping(dict):
    pass
print(eval('k * 3', {}, Mapping(k='ab')))
def inner():
    w = 10
    return eval('w + 1'), eval('[w]')
print(inner())
def no_leak():
    exec('leak = 1')
    return 'leak' in globals()
print(no_leak())
try:
    eval('missing', {}, {})
except NameError as e:
    print('NameError', e)
print(__debug__, eval('__debug__'), type(__debug__).__name__)
try:
    exec('del nothing_here', {}, {})
except NameError as e:
    print('NameError', e)
