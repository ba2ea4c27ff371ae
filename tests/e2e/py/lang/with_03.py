# with_03: Monty language golden test
class Tracker:
    depth = 0
    def __init__(self, tag):
        self.tag = tag
    def __enter__(self):
        Tracker.depth += 1
        print('  ' * Tracker.depth + 'enter ' + self.tag)
        return self
    def __exit__(self, et, ev, tb):
        print('  ' * Tracker.depth + 'exit ' + self.tag + (' ' + et.__name__ if et else ''))
        Tracker.depth -= 1
        return isinstance(ev, KeyError)
with Tracker('a'):
    with Tracker('b'), Tracker('c'):
        raise KeyError('x')
    print('after inner block')
try:
    with Tracker('d'):
        raise ValueError('not suppressed')
except ValueError as e:
    print('got', e)
def gen():
    with Tracker('gen'):
        yield 1
        yield 2
g = gen()
print(next(g))
g.close()
class ExitSwap:
    def __enter__(self): return self
    def __exit__(self, *a):
        raise RuntimeError('from exit')
try:
    with ExitSwap():
        raise ValueError('orig')
except RuntimeError as e:
    print(e, type(e.__context__).__name__)
