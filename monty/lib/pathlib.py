# pathlib: the Path methods written in Python (glob, rglob, match, stat, touch, samefile,
# expanduser, ...). The Python part of the module (monty/modules/mod_pathlib.c holds the
# Path types; each of those methods calls the function _p_<name> here, self first).
# Compiled at build time into frozen tables (monty/tools/freeze.c): see HACKING.md.

import os
from os import _listdir, _stat, _DT_UNKNOWN, _DT_DIR
from os.path import _refused

# ---- one name against one pattern part, as fnmatch.fnmatchcase decides --------------

_STAR = None  # a token: '*' (any run); True: '?'; a str: itself; a tuple: a set


def _set_text(pat, i, j):
    # The class pat[i:j] as the regular expression class fnmatch.translate makes of it
    # ('' matches nothing, '!' any character), ranges that run backwards dropped.
    stuff = pat[i:j]
    if '-' not in stuff:
        stuff = stuff.replace('\\', '\\\\')
    else:
        chunks = []
        k = i + 2 if pat[i] == '!' else i + 1
        while True:
            k = pat.find('-', k, j)
            if k < 0:
                break
            chunks.append(pat[i:k])
            i = k + 1
            k = k + 3
        chunk = pat[i:j]
        if chunk:
            chunks.append(chunk)
        else:
            chunks[-1] += '-'
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        stuff = '-'.join(s.replace('\\', '\\\\').replace('-', '\\-') for s in chunks)
    out = []
    for c in stuff:
        out.append('\\' + c if c in '&~|' else c)
    stuff = ''.join(out)
    if stuff and stuff != '!':
        if stuff[0] == '!':
            stuff = '^' + stuff[1:]
        elif stuff[0] in '^[':
            stuff = '\\' + stuff
    return stuff


def _set_token(stuff):
    # (negated, ranges) from the class text, read as the regular expression engine reads it
    if not stuff:
        return (False, ())
    if stuff == '!':
        return True
    neg = stuff[0] == '^'
    i = 1 if neg else 0
    n = len(stuff)
    ranges = []
    while i < n:
        c = stuff[i]
        if c == '\\' and i + 1 < n:
            i += 1
            c = stuff[i]
        i += 1
        if i + 1 < n and stuff[i] == '-':
            d = stuff[i + 1]
            i += 2
            if d == '\\' and i < n:
                d = stuff[i]
                i += 1
            ranges.append((c, d))
        else:
            ranges.append((c, c))
    return (neg, tuple(ranges))


_compiled = {}


def _compile(pat):
    toks = _compiled.get(pat)
    if toks is not None:
        return toks
    toks = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not toks or toks[-1] is not _STAR:
                toks.append(_STAR)
        elif c == '?':
            toks.append(True)
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                toks.append('[')
            else:
                toks.append(_set_token(_set_text(pat, i, j)))
                i = j + 1
        else:
            toks.append(c)
    _compiled[pat] = toks
    return toks


def _one(tok, ch):
    if tok is True:
        return True
    if isinstance(tok, str):
        return tok == ch
    neg, ranges = tok
    for lo, hi in ranges:
        if lo <= ch <= hi:
            return not neg
    return neg


def _fnmatch(name, pat):
    toks = _compile(pat)
    ti = si = 0
    star = -1
    mark = 0
    nt, ns = len(toks), len(name)
    while si < ns:
        if ti < nt:
            tok = toks[ti]
            if tok is _STAR:
                star = ti
                mark = si
                ti += 1
                continue
            if _one(tok, name[si]):
                ti += 1
                si += 1
                continue
        if star < 0:
            return False
        ti = star + 1
        mark += 1
        si = mark
    while ti < nt and toks[ti] is _STAR:
        ti += 1
    return ti == nt


def _pattern_parts(pattern):
    # The pattern's parts as a path parses them; (root, parts).
    return pattern.startswith('/'), [p for p in pattern.split('/') if p and p != '.']


def _p_match(self, path_pattern):
    # 3.11: a relative pattern matches from the right, an absolute one the whole path
    if not isinstance(path_pattern, str):
        raise TypeError(f"'{type(path_pattern).__name__}' object is not subscriptable")
    root, pat_parts = _pattern_parts(path_pattern)
    if not pat_parts and not root:
        raise ValueError('empty pattern')
    parts = self.parts
    if root:
        if not self.root or len(pat_parts) + 1 != len(parts):
            return False
    elif len(pat_parts) > len(parts):
        return False
    for part, pat in zip(reversed(parts), reversed(pat_parts)):
        if not _fnmatch(part, pat):
            return False
    return True


# bytes, not a frozenset: a constant, where the set cost every import a loop over its bytes
_URI_SAFE = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/'


def _p___bytes__(self):
    return str(self).encode('utf-8', 'surrogateescape')


def _p_as_uri(self):
    if not self.root:
        raise ValueError("relative path can't be expressed as a file URI")
    out = []
    for b in _p___bytes__(self):
        out.append(chr(b) if b in _URI_SAFE else '%%%02X' % b)
    return 'file://' + ''.join(out)


def _p_is_reserved(self):
    return False


# ---- glob and rglob ----------------------------------------------------------------
# Each directory is listed under its own fs:read enumerate decision, at most once in one
# call; a listing the policy or the floor refuses (PermissionError) is skipped, as
# CPython skips a directory it may not read. The type of an entry is the listing's: a
# symbolic link is never followed (the floor refuses every path through one), and only an
# entry the listing gives no type for is asked with an lstat (read_metadata).


class _Glob:
    __slots__ = ('listings',)

    def __init__(self):
        self.listings = {}

    def entries(self, path):
        key = str(path)
        got = self.listings.get(key)
        if got is None:
            try:
                got = _listdir(key, True)
            except (PermissionError, FileNotFoundError, NotADirectoryError):
                got = []
            self.listings[key] = got
        return got

    def is_dir(self, path, t):
        if t == _DT_UNKNOWN:
            try:
                st = _stat(str(path), False)
            except (PermissionError, NotADirectoryError):
                return False
            return st is not None and (st[0] & 0o170000) == 0o040000
        return t == _DT_DIR

    def dirs(self, path):
        yield path
        for name, t in self.entries(path):
            child = path / name
            if self.is_dir(child, t):
                yield from self.dirs(child)

    def select(self, parts, i, parent):
        if i == len(parts) or not parts[i]:
            yield parent
            return
        pat = parts[i]
        dironly = i + 1 < len(parts)
        if pat == '**':
            yielded = set()
            for start in self.dirs(parent):
                for p in self.select(parts, i + 1, start):
                    if p not in yielded:
                        yielded.add(p)
                        yield p
        elif '*' in pat or '?' in pat or '[' in pat:
            for name, t in self.entries(parent):
                if _fnmatch(name, pat):
                    child = parent / name
                    if not dironly or self.is_dir(child, t):
                        yield from self.select(parts, i + 1, child)
        else:
            path = parent / pat
            try:
                ok = path.is_dir() if dironly else path.exists()
            except PermissionError:
                return
            if ok:
                yield from self.select(parts, i + 1, path)


def _glob_parts(pattern, lead):
    root, parts = _pattern_parts(pattern)
    if root:
        raise NotImplementedError('Non-relative patterns are unsupported')
    parts = lead + parts
    if pattern and pattern[-1] == '/':
        parts.append('')
    for p in parts:
        if p != '**' and '**' in p:
            raise ValueError("Invalid pattern: '**' can only be an entire path component")
    return parts


def _p_glob(self, pattern):
    if not pattern:
        raise ValueError(f'Unacceptable pattern: {pattern!r}')
    parts = _glob_parts(pattern, [])
    yield from _Glob().select(parts, 0, self)


def _p_rglob(self, pattern):
    parts = _glob_parts(pattern, ['**'])
    yield from _Glob().select(parts, 0, self)


# ---- other effects -----------------------------------------------------------------


def _p_stat(self, *, follow_symlinks=True):
    # os.stat's decision (fs:read read_metadata) and normalisation
    return os.stat(str(self), follow_symlinks=follow_symlinks)


def _p_lstat(self):
    return os.stat(str(self), follow_symlinks=False)


def _p_touch(self, mode=0o666, exist_ok=True):
    # open() for appending (or exclusive creation) and close: one fs:write write_content
    # decision, as open() in a mode that writes; the mode is the box's, as for mkdir
    try:
        f = open(str(self), 'a' if exist_ok else 'x')
    except IsADirectoryError:
        if exist_ok:
            return
        raise
    f.close()


def _p_samefile(self, other_path):
    st = self.stat()
    try:
        other_st = other_path.stat()
    except AttributeError:
        other_st = type(self)(other_path).stat()
    return os.path.samestat(st, other_st)


def _p_owner(self):
    # refused as resolve() is: the box's stat names no owner (st_uid is 0)
    _refused('Path.owner')


def _p_group(self):
    _refused('Path.group')


def _p_expanduser(self):
    parts = self.parts
    if not self.root and parts and parts[0][:1] == '~':
        homedir = os.path.expanduser(parts[0])
        if homedir[:1] == '~':
            raise RuntimeError('Could not determine home directory.')
        return type(self)(homedir, *parts[1:])
    return self


def _p_home(cls):
    return cls('~').expanduser()


def _p_cwd(cls):
    return cls(os.getcwd())


def _mode_is(self, fmt):
    try:
        st = _stat(str(self), True)
    except (ValueError, NotADirectoryError):
        return False
    return st is not None and (st[0] & 0o170000) == fmt


def _p_is_fifo(self):
    return _mode_is(self, 0o010000)


def _p_is_socket(self):
    return _mode_is(self, 0o140000)


def _p_is_block_device(self):
    return _mode_is(self, 0o060000)


def _p_is_char_device(self):
    return _mode_is(self, 0o020000)


_PURE = (_p___bytes__, _p_as_uri, _p_is_reserved, _p_match)
for _f in _PURE + (_p_glob, _p_rglob, _p_stat, _p_lstat, _p_touch, _p_samefile, _p_owner,
                   _p_group, _p_expanduser, _p_home, _p_cwd, _p_is_fifo, _p_is_socket,
                   _p_is_block_device, _p_is_char_device):
    _f.__name__ = _f.__name__[3:]
    _f.__qualname__ = ('PurePath.' if _f in _PURE else 'Path.') + _f.__name__
del _f
