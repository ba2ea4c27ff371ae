# sys: the struct sequences (version_info, float_info, ...) and implementation. The Python part
# of the module (monty/modules/mod_sys.c holds the C part). Compiled at build time into frozen
# tables (monty/tools/freeze.c) and run at import: see HACKING.md.

class _structseq(tuple):
    __slots__ = ()

    def __repr__(self):
        t = type(self)
        mod = '' if t.__module__ == 'builtins' else t.__module__ + '.'
        return f'{mod}{t.__name__}(' + ', '.join(
            f'{k}={v!r}' for k, v in zip(t.__match_args__, self)) + ')'

    def __reduce__(self):
        return type(self), (tuple(self),)


def _structseq_make(name, fields, values, module='sys'):
    fields = tuple(fields.split())
    ns = {'__slots__': (), '__module__': module, '__match_args__': fields,
          'n_fields': len(fields), 'n_sequence_fields': len(fields), 'n_unnamed_fields': 0}
    for i, f in enumerate(fields):
        ns[f] = property(lambda self, _i=i: tuple.__getitem__(self, _i))
    return type(name, (_structseq,), ns)(values)


class _namespace:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __repr__(self):
        return 'namespace(' + ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items()) + ')'

    def __eq__(self, other):
        if isinstance(other, _namespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


hexversion = 0x030B07F0


# The struct sequences and sys.implementation are built at their first use (PEP 562's module
# __getattr__), then kept in the module: `import sys` costs every script that runs it.
def _version_info():
    return _structseq_make('version_info', 'major minor micro releaselevel serial',
                           (3, 11, 7, 'final', 0))


def _float_info():
    return _structseq_make(
        'float_info', 'max max_exp max_10_exp min min_exp min_10_exp dig mant_dig epsilon radix '
        'rounds', (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15,
                   53, 2.220446049250313e-16, 2, 1))


def _int_info():
    return _structseq_make(
        'int_info', 'bits_per_digit sizeof_digit default_max_str_digits '
        'str_digits_check_threshold', (30, 4, 4300, 640))


def _flags():
    return _structseq_make(
        'flags', 'debug inspect interactive optimize dont_write_bytecode no_user_site no_site '
        'ignore_environment verbose bytes_warning quiet hash_randomization isolated dev_mode '
        'utf8_mode warn_default_encoding safe_path int_max_str_digits',
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, False, 0, 0, False, -1))


def _implementation():
    return _namespace(name='monty', cache_tag=None, version=__getattr__('version_info'),
                      hexversion=hexversion)


_LAZY = {'version_info': _version_info, 'float_info': _float_info, 'int_info': _int_info,
         'flags': _flags, 'implementation': _implementation}


def __getattr__(name):
    make = _LAZY.get(name)
    if make is not None:
        value = globals()[name] = make()
        return value
    # the rest of CPython's names (fixed facts, hooks, tracing) are monty/lib/sys._extra.py,
    # run into this module at the first name it does not otherwise have
    return _load_extra(name)


def getdefaultencoding():
    return 'utf-8'


def getfilesystemencoding():
    return 'utf-8'

