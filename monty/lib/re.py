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


class error(Exception):
    """A pattern that does not compile: msg, pattern, pos, and where pos is (lineno, colno)."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            newline = '\n' if isinstance(pattern, str) else b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


error.__module__ = 're'

# ---- the syntax check run before a pattern reaches PCRE2: CPython's errors, texts and
# positions (its sre_parse rules, re-derived), and the flags the pattern turns on ----

_MAXREPEAT = 4294967295
_MAXGROUPS = 1073741823
_DIGITS = '0123456789'
_OCTDIGITS = '01234567'
_HEXDIGITS = '0123456789abcdefABCDEF'
_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
_SPACE = ' \t\n\r\v\f'
_SPECIAL = '.\\[{()*+?^$|'
_INLINE = {'i': 2, 'L': 4, 'm': 8, 's': 16, 'x': 64, 'a': 256, 't': 1, 'u': 32}
_TYPE_FLAGS = 4 | 32 | 256
_CATEGORY = 'AbBdDsSwWZ'   # \A \b ... : 'AbBZ' are positions
_CHAR_ESCAPES = 'abfnrtv\\'


class _Source:
    def __init__(self, pattern):
        self.pattern = pattern
        self.text = isinstance(pattern, str)
        self.s = pattern if self.text else str(pattern, 'latin1')
        self.index = 0
        self.next = None
        self._advance()

    def _advance(self):
        i = self.index
        if i >= len(self.s):
            self.next = None
            return
        c = self.s[i]
        if c == '\\':
            i += 1
            if i >= len(self.s):
                raise error('bad escape (end of pattern)', self.pattern, len(self.pattern) - 1)
            c += self.s[i]
        self.index = i + 1
        self.next = c

    def match(self, c):
        if c == self.next:
            self._advance()
            return True
        return False

    def get(self):
        c = self.next
        self._advance()
        return c

    def getwhile(self, n, chars):
        out = ''
        for _ in range(n):
            c = self.next
            if c is None or c not in chars:
                break
            out += c
            self._advance()
        return out

    def getuntil(self, end, name):
        out = ''
        while True:
            c = self.next
            self._advance()
            if c is None:
                if not out:
                    raise self.error('missing ' + name)
                raise self.error('missing %s, unterminated name' % end, len(out))
            if c == end:
                if not out:
                    raise self.error('missing ' + name, 1)
                return out
            out += c

    def tell(self):
        return self.index - len(self.next or '')

    def seek(self, i):
        self.index = i
        self._advance()

    def error(self, msg, offset=0):
        if not self.text:
            msg = msg.encode('ascii', 'backslashreplace').decode('ascii')
        return error(msg, self.pattern, self.tell() - offset)


class _State:
    def __init__(self, flags):
        self.flags = flags
        self.groupdict = {}
        self.closed = [True]   # per group number: closed yet
        self.lookbehind = None
        self.grouprefpos = {}

    def checkgroup(self, gid):
        return gid < len(self.closed) and self.closed[gid]

    def checklookbehind(self, gid, src):
        if self.lookbehind is not None:
            if not self.checkgroup(gid):
                raise src.error('cannot refer to an open group')
            if gid >= self.lookbehind:
                raise src.error('cannot refer to group defined in the same lookbehind subpattern')


def _fixed_escape(src, esc):
    # \x \u \U \N and octal escapes common to both contexts; None when esc is none of them
    c = esc[1:2]
    if c == 'x':
        esc += src.getwhile(2, _HEXDIGITS)
        if len(esc) != 4:
            raise src.error('incomplete escape %s' % esc, len(esc))
        return 'lit', int(esc[2:], 16)
    if c in 'uU' and src.text:
        size = 4 if c == 'u' else 8
        esc += src.getwhile(size, _HEXDIGITS)
        if len(esc) != size + 2:
            raise src.error('incomplete escape %s' % esc, len(esc))
        v = int(esc[2:], 16)
        if v > 0x10FFFF:
            raise src.error('bad escape %s' % esc, len(esc))
        return 'lit', v
    if c == 'N' and src.text:
        import unicodedata
        if not src.match('{'):
            raise src.error('missing {')
        name = src.getuntil('}', 'character name')
        try:
            return 'lit', ord(unicodedata.lookup(name))
        except (KeyError, TypeError):
            raise src.error('undefined character name %r' % name, len(name) + 4) from None
    return None


def _class_escape(src, esc):
    if esc[1] in _CHAR_ESCAPES:
        return 'lit', ord({'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
                           'v': '\v', '\\': '\\'}[esc[1]])
    if esc[1] in 'dDsSwW':
        return 'cat', esc
    code = _fixed_escape(src, esc)
    if code:
        return code
    c = esc[1]
    if c in _OCTDIGITS:
        esc += src.getwhile(2, _OCTDIGITS)
        v = int(esc[1:], 8)
        if v > 0o377:
            raise src.error('octal escape value %s outside of range 0-0o377' % esc, len(esc))
        return 'lit', v
    if c in _DIGITS or c in _LETTERS:
        raise src.error('bad escape %s' % esc, len(esc))
    return 'lit', ord(c)


def _escape(src, esc, state):
    c = esc[1]
    if c in _CATEGORY:
        return 'at' if c in 'AbBZ' else 'cat'
    if c in _CHAR_ESCAPES:
        return 'lit'
    if _fixed_escape(src, esc):
        return 'lit'
    if c == '0':
        src.getwhile(2, _OCTDIGITS)
        return 'lit'
    if c in _DIGITS:
        if src.next is not None and src.next in _DIGITS:
            esc += src.get()
            if esc[1] in _OCTDIGITS and esc[2] in _OCTDIGITS and src.next is not None \
                    and src.next in _OCTDIGITS:
                esc += src.get()
                if int(esc[1:], 8) > 0o377:
                    raise src.error('octal escape value %s outside of range 0-0o377' % esc,
                                    len(esc))
                return 'lit'
        group = int(esc[1:])
        if group < len(state.closed):
            if not state.checkgroup(group):
                raise src.error('cannot refer to an open group', len(esc))
            state.checklookbehind(group, src)
            return 'ref'
        raise src.error('invalid group reference %d' % group, len(esc) - 1)
    if c in _LETTERS:
        raise src.error('bad escape %s' % esc, len(esc))
    return 'lit'


def _parse_sub(src, state, verbose, nested):
    first = True
    while True:
        _parse(src, state, verbose, nested + 1, first and not nested)
        first = False
        if not src.match('|'):
            return


def _parse_set(src):
    here = src.tell() - 1
    src.match('^')
    items = 0
    while True:
        this = src.get()
        if this is None:
            raise src.error('unterminated character set', src.tell() - here)
        if this == ']' and items:
            return
        code1 = _class_escape(src, this) if this[0] == '\\' else ('lit', ord(this))
        items += 1
        if src.match('-'):
            that = src.get()
            if that is None:
                raise src.error('unterminated character set', src.tell() - here)
            if that == ']':
                return
            code2 = _class_escape(src, that) if that[0] == '\\' else ('lit', ord(that))
            if code1[0] != 'lit' or code2[0] != 'lit' or code2[1] < code1[1]:
                raise src.error('bad character range %s-%s' % (this, that),
                                len(this) + 1 + len(that))


def _parse_flags(src, state, char):
    add = dele = 0
    if char != '-':
        while True:
            flag = _INLINE[char]
            if src.text and char == 'L':
                raise src.error("bad inline flags: cannot use 'L' flag with a str pattern")
            if not src.text and char == 'u':
                raise src.error("bad inline flags: cannot use 'u' flag with a bytes pattern")
            add |= flag
            if (flag & _TYPE_FLAGS) and (add & _TYPE_FLAGS) != flag:
                raise src.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible")
            char = src.get()
            if char is None:
                raise src.error('missing -, : or )')
            if char in ')-:':
                break
            if char not in _INLINE:
                raise src.error('unknown flag' if char.isalpha() else 'missing -, : or )',
                                len(char))
    if char == ')':
        state.flags |= add
        return None
    if add & 1:
        raise src.error('bad inline flags: cannot turn on global flag', 1)
    if char == '-':
        char = src.get()
        if char is None:
            raise src.error('missing flag')
        if char not in _INLINE:
            raise src.error('unknown flag' if char.isalpha() else 'missing flag', len(char))
        while True:
            flag = _INLINE[char]
            if flag & _TYPE_FLAGS:
                raise src.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'")
            dele |= flag
            char = src.get()
            if char is None:
                raise src.error('missing :')
            if char == ':':
                break
            if char not in _INLINE:
                raise src.error('unknown flag' if char.isalpha() else 'missing :', len(char))
    if dele & 1:
        raise src.error('bad inline flags: cannot turn off global flag', 1)
    if add & dele:
        raise src.error('bad inline flags: flag turned on and off', 1)
    return add, dele


def _parse(src, state, verbose, nested, first):
    last = None   # the kind of the previous item: None, 'at', 'rep' or 'item'
    any_item = False
    while True:
        this = src.next
        if this is None or this in '|)':
            return
        src.get()
        if verbose:
            if this in _SPACE:
                continue
            if this == '#':
                while True:
                    this = src.get()
                    if this is None or this == '\n':
                        break
                continue
        if this[0] == '\\':
            kind = _escape(src, this, state)
            last = 'at' if kind == 'at' else 'item'
        elif this not in _SPECIAL:
            last = 'item'
        elif this == '[':
            _parse_set(src)
            last = 'item'
        elif this in '*+?{':
            here = src.tell()
            if this == '{':
                if src.next == '}':
                    last = 'item'
                    any_item = True
                    continue
                lo = hi = ''
                while src.next is not None and src.next in _DIGITS:
                    lo += src.get()
                if src.match(','):
                    while src.next is not None and src.next in _DIGITS:
                        hi += src.get()
                else:
                    hi = lo
                if not src.match('}'):
                    src.seek(here)
                    last = 'item'
                    any_item = True
                    continue
                if lo and int(lo) >= _MAXREPEAT or hi and int(hi) >= _MAXREPEAT:
                    raise OverflowError('the repetition number is too large')
                if hi and int(hi) < (int(lo) if lo else 0):
                    raise src.error('min repeat greater than max repeat', src.tell() - here)
            if last is None or last == 'at':
                raise src.error('nothing to repeat', src.tell() - here + len(this))
            if last == 'rep':
                raise src.error('multiple repeat', src.tell() - here + len(this))
            if not src.match('?'):
                src.match('+')
            last = 'rep'
        elif this in '.^$':
            last = 'item' if this == '.' else 'at'
        elif this == '(':
            start = src.tell() - 1
            capture = True
            name = None
            sub_verbose = verbose
            if src.match('?'):
                char = src.get()
                if char is None:
                    raise src.error('unexpected end of pattern')
                if char == 'P':
                    if src.match('<'):
                        name = src.getuntil('>', 'group name')
                        if not name.isidentifier():
                            raise src.error('bad character in group name %r' % name,
                                            len(name) + 1)
                    elif src.match('='):
                        name = src.getuntil(')', 'group name')
                        if not name.isidentifier():
                            raise src.error('bad character in group name %r' % name,
                                            len(name) + 1)
                        gid = state.groupdict.get(name)
                        if gid is None:
                            raise src.error('unknown group name %r' % name, len(name) + 1)
                        if not state.checkgroup(gid):
                            raise src.error('cannot refer to an open group', len(name) + 1)
                        state.checklookbehind(gid, src)
                        last = 'item'
                        any_item = True
                        continue
                    else:
                        char = src.get()
                        if char is None:
                            raise src.error('unexpected end of pattern')
                        raise src.error('unknown extension ?P' + char, len(char) + 2)
                elif char == ':':
                    capture = False
                elif char == '#':
                    while True:
                        if src.next is None:
                            raise src.error('missing ), unterminated comment',
                                            src.tell() - start)
                        if src.get() == ')':
                            break
                    continue
                elif char in '=!<':
                    behind = False
                    if char == '<':
                        char = src.get()
                        if char is None:
                            raise src.error('unexpected end of pattern')
                        if char not in '=!':
                            raise src.error('unknown extension ?<' + char, len(char) + 2)
                        behind = state.lookbehind is None
                        if behind:
                            state.lookbehind = len(state.closed)
                    _parse_sub(src, state, verbose, nested + 1)
                    if behind:
                        state.lookbehind = None
                    if not src.match(')'):
                        raise src.error('missing ), unterminated subpattern', src.tell() - start)
                    last = 'item'
                    any_item = True
                    continue
                elif char == '(':
                    cond = src.getuntil(')', 'group name')
                    if cond.isidentifier():
                        gid = state.groupdict.get(cond)
                        if gid is None:
                            raise src.error('unknown group name %r' % cond, len(cond) + 1)
                    else:
                        try:
                            gid = int(cond)
                            if gid < 0:
                                raise ValueError
                        except ValueError:
                            raise src.error('bad character in group name %r' % cond,
                                            len(cond) + 1) from None
                        if not gid:
                            raise src.error('bad group number', len(cond) + 1)
                        if gid >= _MAXGROUPS:
                            raise src.error('invalid group reference %d' % gid, len(cond) + 1)
                        if gid not in state.grouprefpos:
                            state.grouprefpos[gid] = src.tell() - len(cond) - 1
                    state.checklookbehind(gid, src)
                    _parse(src, state, verbose, nested + 1, False)
                    if src.match('|'):
                        _parse(src, state, verbose, nested + 1, False)
                        if src.next == '|':
                            raise src.error('conditional backref with more than two branches')
                    if not src.match(')'):
                        raise src.error('missing ), unterminated subpattern', src.tell() - start)
                    last = 'item'
                    any_item = True
                    continue
                elif char == '>':
                    capture = False
                elif char in _INLINE or char == '-':
                    flags = _parse_flags(src, state, char)
                    if flags is None:
                        if not first or any_item:
                            raise src.error('global flags not at the start of the expression',
                                            src.tell() - start)
                        verbose = state.flags & 64
                        continue
                    capture = False
                    sub_verbose = (verbose or flags[0] & 64) and not flags[1] & 64
                else:
                    raise src.error('unknown extension ?' + char, len(char) + 1)
            gid = None
            if capture:
                gid = len(state.closed)
                state.closed.append(False)
                if name is not None:
                    old = state.groupdict.get(name)
                    if old is not None:
                        raise src.error("redefinition of group name %r as group %d; was group %d"
                                        % (name, gid, old), len(name) + 1)
                    state.groupdict[name] = gid
            _parse_sub(src, state, sub_verbose, nested + 1)
            if not src.match(')'):
                raise src.error('missing ), unterminated subpattern', src.tell() - start)
            if gid is not None:
                state.closed[gid] = True
            last = 'item'
        any_item = True


def _validate(pattern, flags):
    """Check pattern as CPython 3.11 does; the flags it ends up with, or re.error."""
    src = _Source(pattern)
    state = _State(flags)
    _parse_sub(src, state, flags & 64, 0)
    flags = state.flags
    if isinstance(pattern, str):
        if flags & 4:
            raise ValueError('cannot use LOCALE flag with a str pattern')
        if not flags & 256:
            flags |= 32
        elif flags & 32:
            raise ValueError('ASCII and UNICODE flags are incompatible')
    else:
        if flags & 32:
            raise ValueError('cannot use UNICODE flag with a bytes pattern')
        if flags & 4 and flags & 256:
            raise ValueError('ASCII and LOCALE flags are incompatible')
    if src.next is not None:
        raise src.error('unbalanced parenthesis')
    for g, pos in state.grouprefpos.items():
        if g >= len(state.closed):
            raise error('invalid group reference %d' % g, pattern, pos)
    return flags
