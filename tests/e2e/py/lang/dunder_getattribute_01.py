# dunder_getattribute_01: Monty language golden test
class Logged:
    def __init__(self):
        self.v = 1
    def __getattribute__(self, name):
        if name == 'secret':
            return 'intercepted'
        return object.__getattribute__(self, name)
    def __delattr__(self, name):
        print('delattr', name)
        object.__delattr__(self, name)
l = Logged()
print(l.v, l.secret)
del l.v
print(hasattr(l, 'v'))
class Frozen:
    def __init__(self, x):
        object.__setattr__(self, 'x', x)
    def __setattr__(self, k, v):
        raise AttributeError(f'frozen: {k}')
f = Frozen(3)
try:
    f.x = 4
except AttributeError as e:
    print(e, f.x)
