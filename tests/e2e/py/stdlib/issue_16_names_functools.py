# issue 16: functools.singledispatchmethod, recursive_repr, get_cache_token
import collections.abc
import functools
from functools import singledispatchmethod as sdm


class Fmt:
    @functools.singledispatchmethod
    def show(self, arg):
        return f'object {arg!r}'

    @show.register
    def _(self, arg: int):
        return f'int {arg}'

    @show.register(list)
    def _(self, arg):
        return 'list of ' + ', '.join(self.show(x) for x in arg)

    @functools.singledispatchmethod
    @classmethod
    def make(cls, arg):
        return (cls.__name__, 'default')

    @make.register(str)
    @classmethod
    def _(cls, arg):
        return (cls.__name__, 'str ' + arg)

    @functools.singledispatchmethod
    @staticmethod
    def kind(arg):
        return 'thing'

    @kind.register(float)
    @staticmethod
    def _(arg):
        return 'float'


class SubFmt(Fmt):
    pass


f = Fmt()
print(f.show(3), f.show('x'), f.show([1, 'a', True]))
print(Fmt.make(1), SubFmt.make('s'), SubFmt().make('t'))
print(Fmt.kind(1.5), f.kind(None))
print(Fmt.show.__name__, Fmt.__dict__['show'].__isabstractmethod__)
print(functools.singledispatchmethod, functools.singledispatchmethod.__qualname__)
print(type(Fmt.__dict__['show']).__name__, sorted(Fmt.__dict__['show'].dispatcher.registry, key=str))
try:
    f.show()
except IndexError as e:
    print('IndexError', e)
try:
    functools.singledispatchmethod(42)
except TypeError as e:
    print('TypeError', e)


class Node(list):
    @functools.recursive_repr()
    def __repr__(self):
        """the node's repr"""
        return 'Node(' + ', '.join(map(repr, self)) + ')'


class Box:
    def __init__(self):
        self.inner = self

    @functools.recursive_repr('<loop>')
    def __repr__(self):
        return f'Box({self.inner!r})'


n = Node([1, 2])
n.append(n)
print(repr(n), repr(Node()), repr(Box()))
print(Node.__repr__.__name__, Node.__repr__.__qualname__, Node.__repr__.__doc__)

t = functools.get_cache_token()
print(type(t).__name__, t == functools.get_cache_token())


class Thing:
    pass


collections.abc.Sized.register(Thing)
print(functools.get_cache_token() != t)
print(sdm is functools.singledispatchmethod)
