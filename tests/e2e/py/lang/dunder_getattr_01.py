# dunder_getattr_01: Monty language golden test
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, '_t', target)
        object.__setattr__(self, 'log', [])
    def __getattr__(self, name):
        self.log.append(name)
        return getattr(self._t, name)
    def __setattr__(self, name, value):
        self.log.append('set ' + name)
        setattr(self._t, name, value)
class Obj:
    a = 1
p = Proxy(Obj())
print(p.a)
p.b = 2
print(p.b, p.log)
print(p._t.b)
class Dyn:
    x = 'real'
    def __getattr__(self, name):
        if name.startswith('auto_'):
            return name[5:]
        raise AttributeError(f'no {name}')
d = Dyn()
print(d.x, d.auto_thing, getattr(d, 'auto_q'), hasattr(d, 'zzz'))
try:
    d.zzz
except AttributeError as e:
    print(type(e).__name__, e)
