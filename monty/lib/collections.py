# collections: namedtuple, OrderedDict, defaultdict, Counter, ChainMap, UserDict and friends
# (deque is C). The Python part of the module (monty/modules/mod_collections.c holds the C
# part). Compiled at build time into frozen tables (monty/tools/freeze.c) and run at import: see
# HACKING.md.

def _is_mapping(obj):
    return isinstance(obj, dict) or (hasattr(obj, 'keys') and hasattr(obj, '__getitem__'))


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        if n is None:
            return items
        # heapq.nlargest's steps, which CPython's most_common calls, in its order (so a bad n
        # fails with its error): n == 1, n at least the size, then range(0, -n, -1)
        if n == 1:
            return items[:1]
        if n >= len(items):
            return items[:n]
        return items[:len(range(0, -n, -1))]

    def elements(self):
        # CPython chains repeat(elem, count) over the items: a count is taken as a C ssize_t
        # (a float or an int out of its range fails), and one below 1 gives nothing
        from itertools import repeat
        for elem, count in list(self.items()):
            yield from repeat(elem, count)

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if _is_mapping(iterable):
                if self:
                    for elem in iterable.keys():
                        self[elem] = iterable[elem] + self.get(elem, 0)
                else:
                    for elem in iterable.keys():
                        dict.__setitem__(self, elem, iterable[elem])
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if _is_mapping(iterable):
                for elem in iterable.keys():
                    self[elem] = self.get(elem, 0) - iterable[elem]
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        if elem in self:
            dict.pop(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


# ids of the OrderedDicts being repr'd: a self-reference prints as ... (CPython's
# reprlib.recursive_repr)
_od_repr_running = set()


class OrderedDict(dict):
    def __init__(self, other=(), /, **kwds):
        dict.__init__(self)
        self.update(other, **kwds)

    def update(self, other=(), /, **kwds):
        if _is_mapping(other):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def move_to_end(self, key, last=True):
        if key not in self:
            raise KeyError(key)
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            for k, v in rest:
                dict.__setitem__(self, k, v)

    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        if last:
            return dict.popitem(self)
        key = next(iter(dict.keys(self)))
        value = dict.pop(self, key)
        return key, value

    def copy(self):
        return self.__class__(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        key = id(self)
        if key in _od_repr_running:
            return '...'
        _od_repr_running.add(key)
        try:
            return f'{self.__class__.__name__}({list(self.items())!r})'
        finally:
            _od_repr_running.discard(key)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self.keys()) == list(other.keys())
        return dict.__eq__(self, other)

    def __ne__(self, other):
        r = self.__eq__(other)
        if r is NotImplemented:
            return r
        return not r

    __hash__ = None

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self)
        new.update(other)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


class defaultdict(dict):
    def __init__(self, default_factory=None, /, *args, **kwds):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwds)
        self.default_factory = default_factory

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def __repr__(self):
        return f'{self.__class__.__name__}({self.default_factory!r}, {dict.__repr__(self)})'

    def copy(self):
        return self.__class__(self.default_factory, self)

    __copy__ = copy

    def __reduce__(self):
        return self.__class__, (self.default_factory,), None, None, iter(self.items())

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        # dict | defaultdict: a defaultdict with this one's factory, as CPython's defdict_or
        if not isinstance(other, dict):
            return NotImplemented
        new = self.__class__(self.default_factory, other)
        new.update(self)
        return new


def _nt_replace(self, /, **kwds):
    result = self._make([kwds.pop(name) if name in kwds else getattr(self, name)
                         for name in self._fields])
    if kwds:
        raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
    return result


def _nt_asdict(self):
    return dict(zip(self._fields, self))


_kwlist = ('False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',
           'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for',
           'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',
           'pass', 'raise', 'return', 'try', 'while', 'with', 'yield')


class _tuplegetter:
    # A namedtuple field: item i of the tuple, read-only.
    __slots__ = ('_i', '__doc__')

    def __init__(self, index, doc):
        self._i = index
        self.__doc__ = doc

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj[self._i]

    def __set__(self, obj, value):
        raise AttributeError("can't set attribute")

    def __delete__(self, obj):
        raise AttributeError("can't delete attribute")


_tuplegetter.__module__ = '_collections'


def _nt_repr(self):
    return self.__class__.__name__ + '(' + ', '.join(
        f'{name}={value!r}' for name, value in zip(self._fields, self)) + ')'


@classmethod
def _nt_make(cls, iterable):
    result = tuple.__new__(cls, iterable)
    if len(result) != len(cls._fields):
        raise TypeError(f'Expected {len(cls._fields)} arguments, got {len(result)}')
    return result


def _nt_getnewargs(self):
    return tuple(self)


def _nt_new(typename, fields, field_defaults, tuple_new):
    # A namedtuple's __new__(_cls, field, ...): tuple_new(_cls, (field, ...))
    ns = {'_tuple_new': tuple_new}
    arg_list = ', '.join(fields)
    if len(fields) == 1:
        arg_list += ','
    params = []
    for i, name in enumerate(fields):
        if name in field_defaults:
            ns[f'_d{i}'] = field_defaults[name]
            params.append(f'{name}=_d{i}')
        else:
            params.append(name)
    exec(f'def __new__(_cls, {", ".join(params)}):\n    return _tuple_new(_cls, ({arg_list}))\n',
         ns)
    new = ns['__new__']
    new.__qualname__ = f'{typename}.__new__'
    new.__doc__ = f'Create new instance of {typename}({", ".join(fields)})'
    return new


def _nt_namespace(typename, fields, field_defaults, module):
    # The class namespace of a namedtuple (a real tuple subclass) with these fields.
    new = _nt_new(typename, fields, field_defaults, tuple.__new__)
    cls_ns = {
        '__doc__': f'{typename}({", ".join(fields)})',
        '__slots__': (),
        '__module__': module,
        '_fields': fields,
        '_field_defaults': field_defaults,
        '__new__': new,
        '_make': _nt_make,
        '_replace': _nt_replace,
        '__repr__': _nt_repr,
        '_asdict': _nt_asdict,
        '__getnewargs__': _nt_getnewargs,
        '__match_args__': fields,
    }
    for index, name in enumerate(fields):
        cls_ns[name] = _tuplegetter(index, f'Alias for field number {index}')
    return cls_ns


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _kwlist or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if name in _kwlist:
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults)))))
    if module is None:
        module = '__main__'
    return type(typename, (tuple,),
                _nt_namespace(typename, tuple(field_names), field_defaults, module))


class ChainMap:
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            try:
                return mapping[key]
            except KeyError:
                pass
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            for k in mapping:
                d[k] = None
        return d

    def __len__(self):
        return len(self._merged())

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def keys(self):
        return self._merged().keys()

    def items(self):
        return [(k, self[k]) for k in self._merged()]

    def values(self):
        return [self[k] for k in self._merged()]

    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def __eq__(self, other):
        return dict(self.items()) == dict(other.items())

    def __or__(self, other):
        m = self.copy()
        m.maps[0].update(other)
        return m


def __getattr__(name):
    # collections.abc and the User* classes are made at first use (import stays cheap)
    if name == 'abc':
        import collections.abc as abc
        return abc
    if name in ('UserDict', 'UserList', 'UserString'):
        _make_user_classes()
        return globals()[name]
    raise AttributeError(f"module 'collections' has no attribute '{name}'")


def _make_user_classes():
    import collections.abc as abc
    g = globals()
    maxsize = (1 << 63) - 1

    class UserDict(abc.MutableMapping):
        def __init__(self, dict=None, /, **kwargs):
            self.data = {}
            if dict is not None:
                self.update(dict)
            if kwargs:
                self.update(kwargs)

        def __len__(self):
            return len(self.data)

        def __getitem__(self, key):
            if key in self.data:
                return self.data[key]
            if hasattr(self.__class__, '__missing__'):
                return self.__class__.__missing__(self, key)
            raise KeyError(key)

        def __setitem__(self, key, item):
            self.data[key] = item

        def __delitem__(self, key):
            del self.data[key]

        def __iter__(self):
            return iter(self.data)

        def __contains__(self, key):
            return key in self.data

        def __repr__(self):
            return repr(self.data)

        def __or__(self, other):
            if isinstance(other, UserDict):
                return self.__class__(self.data | other.data)
            if isinstance(other, dict):
                return self.__class__(self.data | other)
            return NotImplemented

        def __ror__(self, other):
            if isinstance(other, UserDict):
                return self.__class__(other.data | self.data)
            if isinstance(other, dict):
                return self.__class__(other | self.data)
            return NotImplemented

        def __ior__(self, other):
            if isinstance(other, UserDict):
                self.data |= other.data
            else:
                self.data |= other
            return self

        def __copy__(self):
            inst = self.__class__.__new__(self.__class__)
            inst.__dict__.update(self.__dict__)
            inst.__dict__['data'] = self.__dict__['data'].copy()
            return inst

        def copy(self):
            if self.__class__ is UserDict:
                return UserDict(self.data.copy())
            import copy
            data = self.data
            try:
                self.data = {}
                c = copy.copy(self)
            finally:
                self.data = data
            c.update(self)
            return c

        @classmethod
        def fromkeys(cls, iterable, value=None):
            d = cls()
            for key in iterable:
                d[key] = value
            return d

    class UserList(abc.MutableSequence):
        def __init__(self, initlist=None):
            self.data = []
            if initlist is not None:
                if type(initlist) == type(self.data):
                    self.data[:] = initlist
                elif isinstance(initlist, UserList):
                    self.data[:] = initlist.data[:]
                else:
                    self.data = list(initlist)

        def __repr__(self):
            return repr(self.data)

        def __lt__(self, other):
            return self.data < self.__cast(other)

        def __le__(self, other):
            return self.data <= self.__cast(other)

        def __eq__(self, other):
            return self.data == self.__cast(other)

        def __gt__(self, other):
            return self.data > self.__cast(other)

        def __ge__(self, other):
            return self.data >= self.__cast(other)

        def __cast(self, other):
            return other.data if isinstance(other, UserList) else other

        def __contains__(self, item):
            return item in self.data

        def __len__(self):
            return len(self.data)

        def __getitem__(self, i):
            if isinstance(i, slice):
                return self.__class__(self.data[i])
            return self.data[i]

        def __setitem__(self, i, item):
            self.data[i] = item

        def __delitem__(self, i):
            del self.data[i]

        def __add__(self, other):
            if isinstance(other, UserList):
                return self.__class__(self.data + other.data)
            if isinstance(other, type(self.data)):
                return self.__class__(self.data + other)
            return self.__class__(self.data + list(other))

        def __radd__(self, other):
            if isinstance(other, UserList):
                return self.__class__(other.data + self.data)
            if isinstance(other, type(self.data)):
                return self.__class__(other + self.data)
            return self.__class__(list(other) + self.data)

        def __iadd__(self, other):
            if isinstance(other, UserList):
                self.data += other.data
            elif isinstance(other, type(self.data)):
                self.data += other
            else:
                self.data += list(other)
            return self

        def __mul__(self, n):
            return self.__class__(self.data * n)

        __rmul__ = __mul__

        def __imul__(self, n):
            self.data *= n
            return self

        def __copy__(self):
            inst = self.__class__.__new__(self.__class__)
            inst.__dict__.update(self.__dict__)
            inst.__dict__['data'] = self.__dict__['data'][:]
            return inst

        def append(self, item):
            self.data.append(item)

        def insert(self, i, item):
            self.data.insert(i, item)

        def pop(self, i=-1):
            return self.data.pop(i)

        def remove(self, item):
            self.data.remove(item)

        def clear(self):
            self.data.clear()

        def copy(self):
            return self.__class__(self)

        def count(self, item):
            return self.data.count(item)

        def index(self, item, *args):
            return self.data.index(item, *args)

        def reverse(self):
            self.data.reverse()

        def sort(self, /, *args, **kwds):
            self.data.sort(*args, **kwds)

        def extend(self, other):
            if isinstance(other, UserList):
                self.data.extend(other.data)
            else:
                self.data.extend(other)

    class UserString(abc.Sequence):
        def __init__(self, seq):
            if isinstance(seq, str):
                self.data = seq
            elif isinstance(seq, UserString):
                self.data = seq.data[:]
            else:
                self.data = str(seq)

        def __str__(self):
            return str(self.data)

        def __repr__(self):
            return repr(self.data)

        def __int__(self):
            return int(self.data)

        def __float__(self):
            return float(self.data)

        def __complex__(self):
            return complex(self.data)

        def __hash__(self):
            return hash(self.data)

        def __getnewargs__(self):
            return (self.data[:],)

        def __eq__(self, string):
            if isinstance(string, UserString):
                return self.data == string.data
            return self.data == string

        def __lt__(self, string):
            if isinstance(string, UserString):
                return self.data < string.data
            return self.data < string

        def __le__(self, string):
            if isinstance(string, UserString):
                return self.data <= string.data
            return self.data <= string

        def __gt__(self, string):
            if isinstance(string, UserString):
                return self.data > string.data
            return self.data > string

        def __ge__(self, string):
            if isinstance(string, UserString):
                return self.data >= string.data
            return self.data >= string

        def __contains__(self, char):
            if isinstance(char, UserString):
                char = char.data
            return char in self.data

        def __len__(self):
            return len(self.data)

        def __getitem__(self, index):
            return self.__class__(self.data[index])

        def __add__(self, other):
            if isinstance(other, UserString):
                return self.__class__(self.data + other.data)
            if isinstance(other, str):
                return self.__class__(self.data + other)
            return self.__class__(self.data + str(other))

        def __radd__(self, other):
            if isinstance(other, str):
                return self.__class__(other + self.data)
            return self.__class__(str(other) + self.data)

        def __mul__(self, n):
            return self.__class__(self.data * n)

        __rmul__ = __mul__

        def __mod__(self, args):
            return self.__class__(self.data % args)

        def __rmod__(self, template):
            return self.__class__(str(template) % self)

        def capitalize(self):
            return self.__class__(self.data.capitalize())

        def casefold(self):
            return self.__class__(self.data.casefold())

        def center(self, width, *args):
            return self.__class__(self.data.center(width, *args))

        def count(self, sub, start=0, end=maxsize):
            if isinstance(sub, UserString):
                sub = sub.data
            return self.data.count(sub, start, end)

        def removeprefix(self, prefix, /):
            if isinstance(prefix, UserString):
                prefix = prefix.data
            return self.__class__(self.data.removeprefix(prefix))

        def removesuffix(self, suffix, /):
            if isinstance(suffix, UserString):
                suffix = suffix.data
            return self.__class__(self.data.removesuffix(suffix))

        def encode(self, encoding='utf-8', errors='strict'):
            return self.data.encode(encoding, errors)

        def endswith(self, suffix, start=0, end=maxsize):
            return self.data.endswith(suffix, start, end)

        def expandtabs(self, tabsize=8):
            return self.__class__(self.data.expandtabs(tabsize))

        def find(self, sub, start=0, end=maxsize):
            if isinstance(sub, UserString):
                sub = sub.data
            return self.data.find(sub, start, end)

        def format(self, /, *args, **kwds):
            return self.data.format(*args, **kwds)

        def format_map(self, mapping):
            return self.data.format_map(mapping)

        def index(self, sub, start=0, end=maxsize):
            return self.data.index(sub, start, end)

        def join(self, seq):
            return self.data.join(seq)

        def ljust(self, width, *args):
            return self.__class__(self.data.ljust(width, *args))

        def lower(self):
            return self.__class__(self.data.lower())

        def lstrip(self, chars=None):
            return self.__class__(self.data.lstrip(chars))

        maketrans = str.maketrans

        def partition(self, sep):
            return self.data.partition(sep)

        def replace(self, old, new, maxsplit=-1):
            if isinstance(old, UserString):
                old = old.data
            if isinstance(new, UserString):
                new = new.data
            return self.__class__(self.data.replace(old, new, maxsplit))

        def rfind(self, sub, start=0, end=maxsize):
            if isinstance(sub, UserString):
                sub = sub.data
            return self.data.rfind(sub, start, end)

        def rindex(self, sub, start=0, end=maxsize):
            return self.data.rindex(sub, start, end)

        def rjust(self, width, *args):
            return self.__class__(self.data.rjust(width, *args))

        def rpartition(self, sep):
            return self.data.rpartition(sep)

        def rstrip(self, chars=None):
            return self.__class__(self.data.rstrip(chars))

        def split(self, sep=None, maxsplit=-1):
            return self.data.split(sep, maxsplit)

        def rsplit(self, sep=None, maxsplit=-1):
            return self.data.rsplit(sep, maxsplit)

        def splitlines(self, keepends=False):
            return self.data.splitlines(keepends)

        def startswith(self, prefix, start=0, end=maxsize):
            return self.data.startswith(prefix, start, end)

        def strip(self, chars=None):
            return self.__class__(self.data.strip(chars))

        def swapcase(self):
            return self.__class__(self.data.swapcase())

        def title(self):
            return self.__class__(self.data.title())

        def translate(self, *args):
            return self.__class__(self.data.translate(*args))

        def upper(self):
            return self.__class__(self.data.upper())

        def zfill(self, width):
            return self.__class__(self.data.zfill(width))

    for name in ('isalpha', 'isalnum', 'isascii', 'isdecimal', 'isdigit', 'isidentifier',
                 'islower', 'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper'):
        setattr(UserString, name, _str_predicate(name))
    for cls in (UserDict, UserList, UserString):
        cls.__module__ = 'collections'
        cls.__qualname__ = cls.__name__
        g[cls.__name__] = cls


def _str_predicate(name):
    def pred(self):
        return getattr(self.data, name)()
    pred.__name__ = name
    return pred

# CPython's C types among this module's classes: their messages name them "module.name"
# (the loader, mt_type_qualify_names in monty/obj_type.c, reads and drops this tuple)
_c_type_names = ('OrderedDict', 'defaultdict')
