# re: RegexFlag: an int subclass whose members print as re.IGNORECASE|re.MULTILINE. The Python
# part of the module (monty/modules/mod_re.c holds the C part). Compiled at build time into
# frozen tables (monty/tools/freeze.c) and run at import: see HACKING.md.

_FLAG_NAMES = (('ASCII', 'A', 256), ('IGNORECASE', 'I', 2), ('LOCALE', 'L', 4),
               ('UNICODE', 'U', 32), ('MULTILINE', 'M', 8), ('DOTALL', 'S', 16),
               ('VERBOSE', 'X', 64), ('TEMPLATE', 'T', 1), ('DEBUG', None, 128))


class RegexFlag(int):
    __slots__ = ()

    def __new__(cls, value=0):
        for m in cls._members:
            if int(m) == value:
                return m
        return int.__new__(cls, value)

    def _names(self):
        v = int(self)
        if v == 0:
            return ['NOFLAG']
        out = []
        for name, _, bit in _FLAG_NAMES:
            if v & bit:
                out.append(name)
                v &= ~bit
        if v:
            out.append(hex(v))
        return out

    @property
    def name(self):
        names = self._names()
        return None if names[-1].startswith('0x') else '|'.join(names)

    @property
    def value(self):
        return int(self)

    def __repr__(self):
        return '|'.join(n if n.startswith('0x') else 're.' + n for n in self._names())

    __str__ = __repr__

    def __format__(self, spec):
        if not spec:
            return str(self)
        return format(int(self), spec)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(511 & ~int(self))

    def __reduce__(self):
        return RegexFlag, (int(self),)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


RegexFlag.__module__ = 're'
RegexFlag._members = []
NOFLAG = int.__new__(RegexFlag, 0)
RegexFlag._members.append(NOFLAG)
RegexFlag.NOFLAG = NOFLAG
for _n, _a, _v in _FLAG_NAMES:
    _f = int.__new__(RegexFlag, _v)
    RegexFlag._members.append(_f)
    globals()[_n] = _f
    setattr(RegexFlag, _n, _f)
    if _a:
        globals()[_a] = _f
        setattr(RegexFlag, _a, _f)
del _n, _a, _v, _f
