# sys._extra: the names of CPython's sys a script seldom uses (hash_info, the fixed prefixes, the
# hooks, tracing, switch interval and the rest). Not a module of its own: sys's __getattr__
# (monty/lib/sys.py) runs it into sys's namespace through _load_extra (monty/modules/mod_sys.c) at
# the first name sys does not otherwise have, so `import sys` does not pay for it. Compiled at
# build time into frozen tables: see HACKING.md.

_extra_done = True

hash_info = _structseq_make(
    'hash_info', 'width modulus inf nan imag algorithm hash_bits seed_bits cutoff',
    (64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))

# a box script has one thread; CPython's Linux names, the library version unknown
thread_info = _structseq_make('thread_info', 'name lock version', ('pthread', 'semaphore', None))

# The modules the box offers (spec: python-in-a-box): every one is compiled into Monty, so
# they are both the builtin and the standard library module names.
builtin_module_names = ('asyncio', 'base64', 'binascii', 'collections', 'copy', 'dataclasses',
                        'datetime', 'functools', 'itertools', 'json', 'math', 'os', 'pathlib',
                        'random', 're', 'sys', 'time', 'typing', 'unicodedata')
stdlib_module_names = frozenset(builtin_module_names)

# orig_argv (the script's argv as it started) and __stdin__ are set by _load_extra
# (monty/modules/mod_sys.c)
meta_path = []
path_hooks = []
path_importer_cache = {}
warnoptions = []

# The box has no installation prefix of its own: these are Debian's CPython's. It never
# writes bytecode.
prefix = exec_prefix = base_prefix = base_exec_prefix = '/usr'
platlibdir = 'lib'
pycache_prefix = None
dont_write_bytecode = True
float_repr_style = 'short'
abiflags = ''
api_version = 1013
copyright = ('Copyright (c) 2001-2023 Python Software Foundation.\nAll Rights Reserved.\n\n'
             'Copyright (c) 2000 BeOpen.com.\nAll Rights Reserved.\n\n'
             'Copyright (c) 1995-2001 Corporation for National Research Initiatives.\n'
             'All Rights Reserved.\n\n'
             'Copyright (c) 1991-1995 Stichting Mathematisch Centrum, Amsterdam.\n'
             'All Rights Reserved.')

_hooks = {'switch': 0.005, 'depth': 0, 'firstiter': None, 'finalizer': None, 'audit': []}


def _refuse(name):
    raise RuntimeError(f"'sys.{name}' is not supported in this environment")


def _exc_line(exc):
    t = type(exc)
    name = t.__qualname__
    if t.__module__ not in ('builtins', '__main__'):
        name = t.__module__ + '.' + name
    msg = str(exc)
    return name + ': ' + msg if msg else name


def excepthook(exctype, value, traceback, /):
    # the exception's last line, as an uncaught exception's report ends (no frames)
    stderr.write(_exc_line(value) + '\n')


def displayhook(value, /):
    # CPython also sets builtins._, which Monty's scripts cannot reach
    if value is not None:
        stdout.write(repr(value) + '\n')


def unraisablehook(unraisable, /):
    obj = getattr(unraisable, 'object', None)
    err = getattr(unraisable, 'err_msg', None) or 'Exception ignored in'
    stderr.write(f'{err}: {obj!r}\n' if obj is not None else err + '\n')
    exc = getattr(unraisable, 'exc_value', None)
    if exc is not None:
        stderr.write(_exc_line(exc) + '\n')


def _unraisable(exc, obj):
    # Monty's C code reports here an exception raised where nothing can catch it (a generator's
    # close when it dies), as CPython's PyErr_WriteUnraisable calls sys.unraisablehook
    hook = unraisablehook
    try:
        hook(_structseq_make('UnraisableHookArgs',
                             'exc_type exc_value exc_traceback err_msg object',
                             (type(exc), exc, exc.__traceback__, None, obj)))
    except BaseException as e:
        __unraisablehook__(_structseq_make(
            'UnraisableHookArgs', 'exc_type exc_value exc_traceback err_msg object',
            (type(e), e, e.__traceback__, 'Exception ignored in sys.unraisablehook', hook)))


def breakpointhook(*args, **kws):
    # no debugger in the box: as CPython with PYTHONBREAKPOINT=0
    return None


__excepthook__ = excepthook
__displayhook__ = displayhook
__unraisablehook__ = unraisablehook
__breakpointhook__ = breakpointhook


def gettrace():
    return None


def getprofile():
    return None


def settrace(function, /):
    if function is not None:
        _refuse('settrace')


def setprofile(function, /):
    if function is not None:
        _refuse('setprofile')


def getswitchinterval():
    return _hooks['switch']


def setswitchinterval(interval, /):
    if not isinstance(interval, (int, float)):
        raise TypeError(f'must be real number, not {type(interval).__name__}')
    if interval <= 0:
        raise ValueError('switch interval must be strictly positive')
    _hooks['switch'] = float(interval)


def is_finalizing():
    return False


def getfilesystemencodeerrors():
    return 'surrogateescape'


def get_asyncgen_hooks():
    return _structseq_make('asyncgen_hooks', 'firstiter finalizer',
                           (_hooks['firstiter'], _hooks['finalizer']), 'builtins')


def set_asyncgen_hooks(firstiter=_hooks, finalizer=_hooks):
    # kept and given back; Monty's asyncio does not call them
    for k, v in (('finalizer', finalizer), ('firstiter', firstiter)):
        if v is not _hooks and v is not None and not callable(v):
            raise TypeError(f'callable {k} expected, got {type(v).__name__}')
    if firstiter is not _hooks:
        _hooks['firstiter'] = firstiter
    if finalizer is not _hooks:
        _hooks['finalizer'] = finalizer


def get_coroutine_origin_tracking_depth():
    return _hooks['depth']


def set_coroutine_origin_tracking_depth(depth):
    if not isinstance(depth, int):
        raise TypeError(f"'{type(depth).__name__}' object cannot be interpreted as an integer")
    if depth < 0:
        raise ValueError('depth must be >= 0')
    _hooks['depth'] = depth


def call_tracing(func, args, /):
    if not isinstance(args, tuple):
        raise TypeError(f'call_tracing() argument 2 must be tuple, not {type(args).__name__}')
    return func(*args)


def addaudithook(hook):
    _hooks['audit'].append(hook)


def audit(event, /, *args):
    if not isinstance(event, str):
        raise TypeError(f"expected str for argument 'event', not {type(event).__name__}")
    for hook in _hooks['audit']:
        hook(event, args)
