# os: the os functions written over the C helpers (_stat, _listdir, _fsop). The Python part of
# the module (monty/modules/mod_os.c holds the C part). Compiled at build time into frozen
# tables (monty/tools/freeze.c) and run at import: see HACKING.md.

from collections import _TupleBase, _nt_setup

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


class stat_result(_TupleBase):
    __slots__ = ('_ns',)

    def __repr__(self):
        return 'os.stat_result(' + ', '.join(
            f'{k}={v!r}' for k, v in zip(self._fields, self._t)) + ')'


_nt_setup(stat_result, 'stat_result', ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid',
                                       'st_gid', 'st_size', 'st_atime', 'st_mtime', 'st_ctime'), {})
stat_result.__module__ = 'os'
stat_result.st_atime = property(lambda self: self._ns[0] / 1e9)
stat_result.st_mtime = property(lambda self: self._ns[1] / 1e9)
stat_result.st_ctime = property(lambda self: self._ns[2] / 1e9)
stat_result.st_atime_ns = property(lambda self: self._ns[0])
stat_result.st_mtime_ns = property(lambda self: self._ns[1])
stat_result.st_ctime_ns = property(lambda self: self._ns[2])


def _make_stat(fields):
    mode, ino, dev, nlink, uid, gid, size, ans, mns, cns = fields
    r = object.__new__(stat_result)
    object.__setattr__(r, '_t', (mode, ino, dev, nlink, uid, gid, size,
                                 ans // 1000000000, mns // 1000000000, cns // 1000000000))
    object.__setattr__(r, '_ns', (ans, mns, cns))
    return r


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


# os.environ is refused when it is named, before any use (no decision is taken)
def __getattr__(name):
    if name == 'environ' or name == 'environb':
        _unsupported()
    raise AttributeError(f"module 'os' has no attribute '{name}'")


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


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as err:
        if onerror is not None:
            onerror(err)
        return
    dirs, nondirs = [], []
    for nm in names:
        if _path.isdir(_path.join(top, nm)):
            dirs.append(nm)
        else:
            nondirs.append(nm)
    if topdown:
        yield top, dirs, nondirs
        for d in dirs:
            yield from walk(_path.join(top, d), topdown, onerror, followlinks)
    else:
        for d in dirs:
            yield from walk(_path.join(top, d), topdown, onerror, followlinks)
        yield top, dirs, nondirs


def cpu_count():
    return 1


def getcwd():
    raise RuntimeError("'os.getcwd' is not supported in this environment")

