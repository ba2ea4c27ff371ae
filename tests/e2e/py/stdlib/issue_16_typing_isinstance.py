# issue 16: isinstance/issubclass against typing's aliases of collections.abc and builtin classes
import typing
import typing
for name in ['Iterable', 'Iterator', 'Sized', 'Container', 'Collection', 'Callable', 'AbstractSet', 'MutableSet', 'Mapping', 'MutableMapping', 'Sequence', 'MutableSequence', 'Hashable', 'Reversible', 'Generator', 'Awaitable', 'List', 'Dict', 'Tuple', 'Set', 'FrozenSet', 'Type', 'Deque', 'DefaultDict', 'Counter', 'ChainMap', 'OrderedDict']:
    a = getattr(typing, name)
    print(name, [isinstance(x, a) for x in ([1], {1: 2}, (1,), {1}, frozenset(), 'ab', len, 3, iter([]), int, (i for i in []))], issubclass(list, a), issubclass(dict, a))

from typing import SupportsInt, SupportsIndex
print(SupportsInt, typing.SupportsFloat, isinstance(3, SupportsInt), isinstance('a', SupportsInt), isinstance(3.0, SupportsIndex), SupportsInt.__mro__, SupportsInt.__qualname__, typing.SupportsBytes is typing.SupportsBytes)
class MyInt(SupportsInt):
    def __int__(self): return 4
print(int(MyInt()), isinstance(MyInt(), SupportsInt))
