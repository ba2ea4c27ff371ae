# class_dunder_repr_01: Monty language golden test
class V:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return f'V({self.x!r})'
    def __str__(self):
        return f'<{self.x}>'
v = V('a')
print(v, repr(v), str(v), [v], (v,), {'k': v}, f'{v} {v!r}')
class OnlyRepr:
    def __repr__(self):
        return 'OR'
print(OnlyRepr(), str(OnlyRepr()), '%s %r' % (OnlyRepr(), OnlyRepr()))
class Fmt:
    def __format__(self, spec):
        return f'[{spec}]'
print(format(Fmt(), 'xyz'), f'{Fmt():>5}', '{:q}'.format(Fmt()))
class Plain:
    pass
print(repr(Plain()).startswith('<__main__.Plain object at 0x'))
class BadRepr:
    def __repr__(self):
        return 5
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
