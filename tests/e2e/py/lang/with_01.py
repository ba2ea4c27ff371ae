# with_01: Monty language golden test
class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print('enter', self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None, ev)
        return self.suppress
with CM('a') as x:
    print('body', x)
with CM('a') as x, CM('b') as y:
    print('body2', x, y)
with CM('s', True):
    raise ValueError('boom')
print('suppressed')
try:
    with CM('n'):
        raise KeyError('k')
except KeyError as e:
    print('propagated', e)
with CM('outer'), CM('inner', True):
    1 / 0
print('after')
def f():
    with CM('ret'):
        return 'returned'
print(f())
