# itertools: the iterator building blocks. The Python part of the module
# (monty/modules/mod_itertools.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

class count:
    def __init__(self, start=0, step=1):
        for v in (start, step):
            if not isinstance(v, (int, float, complex)):
                raise TypeError('a number is required')
        self._n = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        if self._step == 1 and type(self._step) is int:
            return f'count({self._n!r})'
        return f'count({self._n!r}, {self._step!r})'


class repeat:
    def __init__(self, object, times=None):
        self._obj = object
        if times is not None:
            times = _index_arg(times)
            if times < 0:
                times = 0
        self._times = times

    def __iter__(self):
        return self

    def __next__(self):
        if self._times is None:
            return self._obj
        if self._times <= 0:
            raise StopIteration
        self._times -= 1
        return self._obj

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return f'repeat({self._obj!r})'
        return f'repeat({self._obj!r}, {self._times})'


class chain:
    def __init__(self, *iterables):
        self._its = iter(iterables)
        self._cur = None

    @classmethod
    def from_iterable(cls, iterable):
        self = cls()
        self._its = iter(iterable)
        return self

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            if self._cur is None:
                if self._its is None:
                    raise StopIteration
                try:
                    nxt = next(self._its)
                except StopIteration:
                    self._its = None
                    raise
                self._cur = iter(nxt)
            try:
                return next(self._cur)
            except StopIteration:
                self._cur = None


def _cycle(saved, it):
    for x in it:
        saved.append(x)
        yield x
    if not saved:
        return
    while True:
        for x in saved:
            yield x


def cycle(iterable):
    return _cycle([], iter(iterable))


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for x in it:
        total = total + x if func is None else func(total, x)
        yield total


def accumulate(iterable, func=None, *, initial=None):
    return _accumulate(iter(iterable), func, initial)


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def compress(data, selectors):
    return _compress(iter(data), iter(selectors))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def dropwhile(predicate, iterable):
    return _dropwhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break


def takewhile(predicate, iterable):
    return _takewhile(predicate, iter(iterable))


def _filterfalse(predicate, it):
    if predicate is None:
        predicate = bool
    for x in it:
        if not predicate(x):
            yield x


def filterfalse(function, iterable):
    return _filterfalse(function, iter(iterable))


class _grouper:
    def __init__(self, parent, tgtkey):
        self._parent = parent
        self._tgtkey = tgtkey

    def __iter__(self):
        return self

    def __next__(self):
        p = self._parent
        if p._grouper is not self:
            raise StopIteration
        if p._currvalue is p._marker:
            p._step()
            if p._currvalue is p._marker:
                raise StopIteration
        # CPython compares keys with PyObject_RichCompareBool: identity first
        if not (p._currkey is self._tgtkey or p._currkey == self._tgtkey):
            raise StopIteration
        v = p._currvalue
        p._currvalue = p._marker
        return v


class groupby:
    def __init__(self, iterable, key=None):
        self._it = iter(iterable)
        self._keyfunc = key
        self._marker = object()
        self._tgtkey = self._marker
        self._currkey = self._marker
        self._currvalue = self._marker
        self._grouper = None
        self._done = False

    def _step(self):
        if self._done:
            return
        try:
            v = next(self._it)
        except StopIteration:
            self._done = True
            self._currvalue = self._marker
            return
        self._currvalue = v
        self._currkey = v if self._keyfunc is None else self._keyfunc(v)

    def __iter__(self):
        return self

    def __next__(self):
        self._grouper = None
        while True:
            if self._currvalue is self._marker:
                self._step()
                if self._currvalue is self._marker:
                    raise StopIteration
            if self._tgtkey is self._marker or not (
                self._currkey is self._tgtkey or self._currkey == self._tgtkey
            ):
                break
            self._currvalue = self._marker
        self._tgtkey = self._currkey
        grouper = _grouper(self, self._tgtkey)
        self._grouper = grouper
        return (self._currkey, grouper)


def _islice(it, start, stop, step):
    i = 0
    nexti = start
    if stop is not None and start >= stop:
        for _ in range(stop):
            try:
                next(it)
            except StopIteration:
                return
        return
    for x in it:
        if i == nexti:
            yield x
            nexti += step
            if stop is not None and nexti >= stop:
                nexti = stop
        i += 1
        if stop is not None and i >= stop:
            return


_SSIZE_END = 1 << 63  # past the largest C ssize_t


def _index_arg(x):
    # an integer argument as CPython's Py_ssize_t converter takes it: an int, or what the
    # object's own __index__ gives, that fits a C ssize_t
    if isinstance(x, int):
        r = x
    else:
        f = getattr(type(x), '__index__', None)
        if f is None:
            raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")
        r = f(x)
        if not isinstance(r, int):
            raise TypeError(f'__index__ returned non-int (type {type(r).__name__})')
    if not -_SSIZE_END <= r < _SSIZE_END:
        raise OverflowError('Python int too large to convert to C ssize_t')
    return r


def _as_index(x):
    # an int, or what an object's own __index__ gives (CPython's PyNumber_AsSsize_t);
    # None when it has none
    if isinstance(x, int):
        return x
    f = getattr(type(x), '__index__', None)
    if f is None:
        return None
    r = f(x)
    return r if isinstance(r, int) else None


def islice(iterable, *args):
    if len(args) == 0:
        raise TypeError('islice expected at least 2 arguments, got 1')
    if len(args) > 3:
        raise TypeError(f'islice expected at most 4 arguments, got {len(args) + 1}')
    if len(args) == 1:
        start, stop, step = None, args[0], None
    elif len(args) == 2:
        start, stop, step = args[0], args[1], None
    else:
        start, stop, step = args
    if stop is not None:
        stop = _as_index(stop)
        if stop is None or stop < 0:
            raise ValueError('Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if start is None:
        start = 0
    else:
        start = _as_index(start)
        if start is None or start < 0:
            raise ValueError('Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if step is None:
        step = 1
    else:
        step = _as_index(step)
        if step is None or step <= 0:
            raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(iterable), start, stop, step)


def _starmap(function, it):
    for args in it:
        yield function(*args)


def starmap(function, iterable):
    return _starmap(function, iter(iterable))


class _TeeLink:
    def __init__(self, it):
        self.it = it
        self.buf = []
        self.base = 0
        self.pos = []


class _tee:
    def __init__(self, link, idx):
        self._link = link
        self._idx = idx

    def __iter__(self):
        return self

    def __next__(self):
        link = self._link
        p = link.pos[self._idx]
        off = p - link.base
        if off < len(link.buf):
            v = link.buf[off]
        else:
            v = next(link.it)
            link.buf.append(v)
        link.pos[self._idx] = p + 1
        lo = min(link.pos)
        if lo > link.base:
            del link.buf[:lo - link.base]
            link.base = lo
        return v

    def __copy__(self):
        link = self._link
        link.pos.append(link.pos[self._idx])
        return _tee(link, len(link.pos) - 1)


def tee(iterable, n=2):
    n = _index_arg(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    link = _TeeLink(iter(iterable))
    link.pos = [0] * n
    return tuple(_tee(link, i) for i in range(n))


def _zip_longest(its, fillvalue):
    num_active = len(its)
    if not num_active:
        return
    active = [True] * num_active
    while True:
        values = []
        for i, it in enumerate(its):
            if not active[i]:
                values.append(fillvalue)
                continue
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                active[i] = False
                value = fillvalue
            values.append(value)
        yield tuple(values)


def zip_longest(*iterables, **kwargs):
    fillvalue = kwargs.pop('fillvalue', None)
    if kwargs:  # CPython 3.11's text names no keyword
        raise TypeError('zip_longest() got an unexpected keyword argument')
    return _zip_longest([iter(x) for x in iterables], fillvalue)


def _product(pools):
    result = [()]
    for pool in pools:
        result = [x + (y,) for x in result for y in pool]
    for prod in result:
        yield prod


def product(*iterables, repeat=1):
    repeat = _index_arg(repeat)
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def permutations(iterable, r=None):
    pool = tuple(iterable)
    if r is None:
        r = len(pool)
    elif not isinstance(r, int):
        raise TypeError('Expected int as r')
    elif _index_arg(r) < 0:
        raise ValueError('r must be non-negative')
    return _permutations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations(iterable, r):
    r = _index_arg(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(tuple(iterable), r)


def _cwr(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    r = _index_arg(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _cwr(tuple(iterable), r)


def _pairwise(it):
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


def pairwise(iterable):
    return _pairwise(iter(iterable))

# CPython's C types among this module's classes: their messages name them "module.name"
# (the loader, mt_type_qualify_names in monty/obj_type.c, reads and drops this tuple)
_c_type_names = ('count', 'repeat', 'chain', 'groupby')
