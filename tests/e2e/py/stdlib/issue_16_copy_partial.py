# copy and deepcopy of functools.partial rebuild a partial from its reduction, as CPython's
import copy
from functools import partial


def show(*args, **kw):
    return args, sorted(kw.items())


data = [1]
p = partial(show, data, tag=['t'])
s = copy.copy(p)
print(s is p, s.func is show, s.args[0] is data, s.keywords['tag'] is p.keywords['tag'])
data.append(2)
print(s())

d = copy.deepcopy(p)
data.append(3)
print(d(), d.args[0] is data, d.func is show)

# the memo keeps shared values shared, and a cycle through the partial closes
box = []
q = partial(show, box)
box.append(q)
qc = copy.deepcopy(q)
print(qc.args[0][0] is qc, qc.args[0] is not box)

# nested partials flatten, and the copy keeps the flattened form
f = copy.deepcopy(partial(partial(show, 1), 2, k=3))
print(f.func is show, f.args, f.keywords, f())

# extra attributes travel with the state
p.note = 'n'
print(copy.copy(p).note, copy.deepcopy(p).note)

print(p.__reduce__()[0] is partial, p.__reduce__()[1] == (show,))
