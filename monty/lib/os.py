# os: the os functions written over the C helpers (_stat, _listdir, _fsop, _hostpaths). The Python part of
# the module (monty/modules/mod_os.c holds the C part). Compiled at build time into frozen
# tables (monty/tools/freeze.c) and run at import: see HACKING.md.


name = 'posix'
sep = '/'
altsep = None
extsep = '.'
pathsep = ':'
linesep = '\n'
curdir = '.'
pardir = '..'
defpath = '/bin:/usr/bin'
devnull = '/dev/null'
error = OSError
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


class PathLike:
    def __fspath__(self):
        raise NotImplementedError


def fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    path_type = type(path)
    try:
        path_repr = path_type.__fspath__(path)
    except AttributeError:
        if hasattr(path_type, '__fspath__'):
            raise
        raise TypeError('expected str, bytes or os.PathLike object, not ' + path_type.__name__) from None
    if isinstance(path_repr, (str, bytes)):
        return path_repr
    raise TypeError(f'expected {path_type.__name__}.__fspath__() to return str or bytes, '
                    f'not {type(path_repr).__name__}')


def _str_path(path, fname):
    if isinstance(path, int) and not isinstance(path, bool):
        raise RuntimeError(f"'os.{fname}' with a file descriptor is not supported in this environment")
    try:
        p = fspath(path)
    except TypeError:
        raise TypeError(f'{fname}: path should be string, bytes or os.PathLike, not '
                        f'{type(path).__name__}') from None
    if isinstance(p, bytes):
        p = p.decode()
    return p


def _readonly(self, value=None):
    raise AttributeError('readonly attribute')


def _item(i):
    return property(lambda self: self[i], _readonly, _readonly)


_STAT_SEQ = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size',
             'st_atime', 'st_mtime', 'st_ctime')
_STAT_EXTRA = ('st_atime', 'st_mtime', 'st_ctime', 'st_atime_ns', 'st_mtime_ns', 'st_ctime_ns',
               'st_blksize', 'st_blocks', 'st_rdev')


class stat_result(tuple):
    # a struct sequence, as CPython's: ten items (the times as whole seconds), then the
    # float times, the nanosecond times and three fields the box does not report
    n_fields = 19
    n_sequence_fields = 10
    n_unnamed_fields = 3

    def __new__(cls, seq, dict=None):
        t = tuple(seq)
        if len(t) < 10:
            raise TypeError(f'os.stat_result() takes an at least 10-sequence ({len(t)}-sequence given)')
        if len(t) > 19:
            raise TypeError(f'os.stat_result() takes an at most 19-sequence ({len(t)}-sequence given)')
        self = tuple.__new__(cls, t[:10])
        extra = list(t[10:] + (None,) * (19 - len(t)))
        if dict:
            for x, name in enumerate(_STAT_EXTRA):
                if x >= len(t) - 10 and name in dict:
                    extra[x] = dict[name]
        self._extra = tuple(extra)
        return self

    def __repr__(self):
        return 'os.stat_result(' + ', '.join(f'{k}={v!r}' for k, v in zip(_STAT_SEQ, self)) + ')'

    def __reduce__(self):
        return (stat_result, (tuple(self), {k: getattr(self, k) for k in _STAT_EXTRA}))

    # the fields by name, written out (a loop of setattr calls cost every import a third
    # of os): the first seven are items; the float times fall back to items 7-9, their
    # whole seconds; the rest are past the sequence
    st_mode = property(lambda self: self[0], _readonly, _readonly)
    st_ino = property(lambda self: self[1], _readonly, _readonly)
    st_dev = property(lambda self: self[2], _readonly, _readonly)
    st_nlink = property(lambda self: self[3], _readonly, _readonly)
    st_uid = property(lambda self: self[4], _readonly, _readonly)
    st_gid = property(lambda self: self[5], _readonly, _readonly)
    st_size = property(lambda self: self[6], _readonly, _readonly)
    st_atime = property(lambda self: self[7] if self._extra[0] is None else self._extra[0],
                        _readonly, _readonly)
    st_mtime = property(lambda self: self[8] if self._extra[1] is None else self._extra[1],
                        _readonly, _readonly)
    st_ctime = property(lambda self: self[9] if self._extra[2] is None else self._extra[2],
                        _readonly, _readonly)
    st_atime_ns = property(lambda self: self._extra[3], _readonly, _readonly)
    st_mtime_ns = property(lambda self: self._extra[4], _readonly, _readonly)
    st_ctime_ns = property(lambda self: self._extra[5], _readonly, _readonly)
    st_blksize = property(lambda self: self._extra[6], _readonly, _readonly)
    st_blocks = property(lambda self: self._extra[7], _readonly, _readonly)
    st_rdev = property(lambda self: self._extra[8], _readonly, _readonly)


def _make_stat(fields):
    mode, ino, dev, nlink, uid, gid, size, ans, mns, cns = fields
    return stat_result((mode, ino, dev, nlink, uid, gid, size, ans // 1000000000,
                        mns // 1000000000, cns // 1000000000, ans / 1e9, mns / 1e9, cns / 1e9,
                        ans, mns, cns))


def stat(path, *, dir_fd=None, follow_symlinks=True):
    p = _str_path(path, 'stat')
    fields = _stat(p, follow_symlinks)
    if fields is None:
        raise FileNotFoundError(2, 'No such file or directory', p)
    return _make_stat(fields)


def lstat(path, *, dir_fd=None):
    return stat(path, follow_symlinks=False)


def listdir(path='.'):
    return _listdir(_str_path(path, 'listdir'))


def _unsupported(*args, **kwargs):
    raise RuntimeError("'os.getenv' is not supported in this environment")


getenv = _unsupported
putenv = _unsupported
unsetenv = _unsupported


# os.environ is refused when it is named, before any use (no decision is taken); the rest of
# CPython's names os offers are monty/lib/os._extra.py, run into this module at the first name
# it does not otherwise have
def __getattr__(name):
    if name == 'environ' or name == 'environb':
        _unsupported()
    return _load_extra(name)


def mkdir(path, mode=0o777, *, dir_fd=None):
    _fsop('mkdir', _str_path(path, 'mkdir'))


def makedirs(name, mode=0o777, exist_ok=False):
    name = _str_path(name, 'makedirs')
    head, tail = _path.split(name)
    if not tail:
        head, tail = _path.split(head)
    if head and tail and not _path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
    try:
        mkdir(name, mode)
    except OSError:
        if not exist_ok or not _path.isdir(name):
            raise


def remove(path, *, dir_fd=None):
    _fsop('unlink', _str_path(path, 'remove'))


unlink = remove


def rmdir(path, *, dir_fd=None):
    _fsop('rmdir', _str_path(path, 'rmdir'))


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _fsop('rename', _str_path(src, 'rename'), _str_path(dst, 'rename'))


replace = rename


# The MONTY_DT_* codes of _listdir(path, True): the entry's type as the listing gives it.
_DT_UNKNOWN, _DT_REG, _DT_DIR, _DT_LNK, _DT_OTHER = 0, 1, 2, 3, 4
_S_IFMT = 0o170000
_S_TYPES = {0o100000: _DT_REG, 0o040000: _DT_DIR, 0o120000: _DT_LNK}


class DirEntry:
    # One name of a scandir() listing. The type comes with the listing (its fs:read
    # enumerate decision); stat() and a type the listing did not give are each an fs:read
    # read_metadata decision on the entry's path, made once and kept, as CPython caches.
    __slots__ = ('name', 'path', '_type', '_stat', '_lstat')

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'posix.DirEntry' instances")

    def __repr__(self):
        return f'<DirEntry {self.name!r}>'

    def __fspath__(self):
        return self.path

    def _ltype(self):
        t = self._type
        if t == _DT_UNKNOWN:
            t = _S_TYPES.get(self.stat(follow_symlinks=False).st_mode & _S_IFMT, _DT_OTHER)
            self._type = t
        return t

    def _is(self, want, follow_symlinks):
        t = self._ltype()
        if t == _DT_LNK and follow_symlinks:
            try:
                st = self.stat()
            except FileNotFoundError:
                return False
            return _S_TYPES.get(st.st_mode & _S_IFMT) == want
        return t == want

    def is_dir(self, *, follow_symlinks=True):
        return self._is(_DT_DIR, follow_symlinks)

    def is_file(self, *, follow_symlinks=True):
        return self._is(_DT_REG, follow_symlinks)

    def is_symlink(self):
        return self._ltype() == _DT_LNK

    def stat(self, *, follow_symlinks=True):
        if not follow_symlinks:
            if self._lstat is None:
                self._lstat = stat(self.path, follow_symlinks=False)
            return self._lstat
        if self._stat is None:
            if self.is_symlink():
                self._stat = stat(self.path)
            else:
                self._stat = self.stat(follow_symlinks=False)
        return self._stat

    def inode(self):
        return self.stat(follow_symlinks=False).st_ino


DirEntry.__module__ = 'posix'


class _ScandirIterator:
    __slots__ = ('_entries', '_i')

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'posix.ScandirIterator' instances")

    def __iter__(self):
        return self

    def __next__(self):
        entries = self._entries
        if entries is None or self._i >= len(entries):
            self._entries = None
            raise StopIteration
        self._i += 1
        return entries[self._i - 1]

    def close(self):
        self._entries = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


_ScandirIterator.__name__ = 'ScandirIterator'
_ScandirIterator.__qualname__ = 'ScandirIterator'
_ScandirIterator.__module__ = 'posix'


def scandir(path=None):
    # One fs:read enumerate decision on the directory, as listdir.
    if path is None:
        path = '.'
    as_bytes = isinstance(path, bytes)
    p = _str_path(path, 'scandir')
    prefix = p if p.endswith('/') else p + '/'
    entries = []
    for name, t in _listdir(p, True):
        e = object.__new__(DirEntry)
        if as_bytes:
            e.name = name.encode()
            e.path = (prefix + name).encode()
        else:
            e.name = name
            e.path = prefix + name
        e._type = t
        e._stat = None
        e._lstat = None
        entries.append(e)
    it = object.__new__(_ScandirIterator)
    it._entries = entries
    it._i = 0
    return it


def walk(top, topdown=True, onerror=None, followlinks=False):
    return _walk(fspath(top), topdown, onerror, followlinks)


def _walk(top, topdown, onerror, followlinks):
    dirs = []
    nondirs = []
    walk_dirs = []
    real_dirs = set()  # names the listing gave as directories (not links): no lstat needed
    try:
        scandir_it = scandir(top)
    except OSError as error:
        if onerror is not None:
            onerror(error)
        return
    with scandir_it:
        for entry in scandir_it:
            try:
                is_dir = entry.is_dir()
            except OSError:
                is_dir = False
            if is_dir:
                dirs.append(entry.name)
            else:
                nondirs.append(entry.name)
            if is_dir:
                try:
                    is_symlink = entry.is_symlink()
                except OSError:
                    is_symlink = False
                if not is_symlink:
                    real_dirs.add(entry.name)
                if not topdown and (followlinks or not is_symlink):
                    walk_dirs.append(entry.path)
    if topdown:
        yield top, dirs, nondirs
        for dirname in dirs:
            new_path = _path.join(top, dirname)
            if followlinks or dirname in real_dirs or not _path.islink(new_path):
                yield from _walk(new_path, topdown, onerror, followlinks)
    else:
        for new_path in walk_dirs:
            yield from _walk(new_path, topdown, onerror, followlinks)
        yield top, dirs, nondirs


def cpu_count():
    return 1


def getcwd():
    # The directory the script's relative paths are rooted at: the workspace.
    cwd = _hostpaths()[0]
    if cwd is None:
        raise RuntimeError("'os.getcwd' is not supported in this environment")
    return cwd


def getcwdb():
    return getcwd().encode()


_UNAME_FIELDS = ('sysname', 'nodename', 'release', 'version', 'machine')


class uname_result(tuple):
    n_fields = 5
    n_sequence_fields = 5
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        t = tuple(seq)
        if len(t) != 5:
            raise TypeError(f'posix.uname_result() takes a 5-sequence ({len(t)}-sequence given)')
        return tuple.__new__(cls, t)

    def __repr__(self):
        return 'posix.uname_result(' + ', '.join(
            f'{k}={v!r}' for k, v in zip(_UNAME_FIELDS, self)) + ')'

    def __reduce__(self):
        return (uname_result, (tuple(self),))

    sysname = property(lambda self: self[0], _readonly, _readonly)
    nodename = property(lambda self: self[1], _readonly, _readonly)
    release = property(lambda self: self[2], _readonly, _readonly)
    version = property(lambda self: self[3], _readonly, _readonly)
    machine = property(lambda self: self[4], _readonly, _readonly)


uname_result.__module__ = 'posix'


def uname():
    # A fixed value: the box tells a script nothing of the machine it runs on but the
    # architecture it was built for.
    return uname_result(('Linux', 'strands-box', '0', 'Monty (Strands-Box Python subset)',
                          _machine))
