# builtins_eval_exec_01: Monty language golden test
print(eval('1 + 2 * 3'), eval('x * 2', {'x': 21}), eval('y', {}, {'y': 'local'}))
ns = {}
exec('a = 5\nb = a * 2\ndef f():\n    return a + b', ns)
print(ns['a'], ns['b'], ns['f']())
exec('print("from exec", 1 + 1)')
g = {'val': 10}
exec('val += 1', g)
print(g['val'])
print(eval('[i * i for i in range(4)]'), eval('(lambda q: q + 1)(1)'))
try:
    eval('1 +')
except SyntaxError as e:
    print(type(e).__name__)
try:
    eval('undefined_name_q')
except NameError as e:
    print(type(e).__name__, e)
try:
    exec('raise ValueError("inside")')
except ValueError as e:
    print(type(e).__name__, e)
code = compile('3 * 3', '<s>', 'eval')
print(eval(code))
c2 = compile('z = 4', '<s>', 'exec')
d = {}
exec(c2, d)
print(d['z'])
