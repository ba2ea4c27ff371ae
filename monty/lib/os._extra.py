# os._extra: the names of CPython's os a script seldom uses (fsencode/fsdecode, strerror, the
# fixed process identity, get_terminal_size, removedirs/renames, the O_*/EX_* constants, times).
# Not a module of its own: os's __getattr__ (monty/lib/os.py) runs it into os's namespace through
# _load_extra (monty/modules/mod_os.c, mt_module_getattr_part) at the first name os does not
# otherwise have, so `import os` does not pay for it. Compiled at build time into frozen tables:
# see HACKING.md.

_extra_done = True


def fsencode(filename):
    # UTF-8 with surrogateescape: U+DC80..U+DCFF stand for the bytes 0x80..0xFF, any other
    # surrogate is the codec's UnicodeEncodeError (surrogates not allowed)
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename
    return filename.encode('utf-8', 'surrogateescape')


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


# glibc's messages (what CPython's os.strerror gives on Linux), errno 0 to 133
_ERRNO_TEXT = ('Success', 'Operation not permitted', 'No such file or directory',
               'No such process', 'Interrupted system call', 'Input/output error',
               'No such device or address', 'Argument list too long', 'Exec format error',
               'Bad file descriptor', 'No child processes', 'Resource temporarily unavailable',
               'Cannot allocate memory', 'Permission denied', 'Bad address',
               'Block device required', 'Device or resource busy', 'File exists',
               'Invalid cross-device link', 'No such device', 'Not a directory', 'Is a directory',
               'Invalid argument', 'Too many open files in system', 'Too many open files',
               'Inappropriate ioctl for device', 'Text file busy', 'File too large',
               'No space left on device', 'Illegal seek', 'Read-only file system',
               'Too many links', 'Broken pipe', 'Numerical argument out of domain',
               'Numerical result out of range', 'Resource deadlock avoided', 'File name too long',
               'No locks available', 'Function not implemented', 'Directory not empty',
               'Too many levels of symbolic links', 'Unknown error 41',
               'No message of desired type', 'Identifier removed', 'Channel number out of range',
               'Level 2 not synchronized', 'Level 3 halted', 'Level 3 reset',
               'Link number out of range', 'Protocol driver not attached',
               'No CSI structure available', 'Level 2 halted', 'Invalid exchange',
               'Invalid request descriptor', 'Exchange full', 'No anode', 'Invalid request code',
               'Invalid slot', 'Unknown error 58', 'Bad font file format', 'Device not a stream',
               'No data available', 'Timer expired', 'Out of streams resources',
               'Machine is not on the network', 'Package not installed', 'Object is remote',
               'Link has been severed', 'Advertise error', 'Srmount error',
               'Communication error on send', 'Protocol error', 'Multihop attempted',
               'RFS specific error', 'Bad message', 'Value too large for defined data type',
               'Name not unique on network', 'File descriptor in bad state',
               'Remote address changed', 'Can not access a needed shared library',
               'Accessing a corrupted shared library', '.lib section in a.out corrupted',
               'Attempting to link in too many shared libraries',
               'Cannot exec a shared library directly',
               'Invalid or incomplete multibyte or wide character',
               'Interrupted system call should be restarted', 'Streams pipe error',
               'Too many users', 'Socket operation on non-socket', 'Destination address required',
               'Message too long', 'Protocol wrong type for socket', 'Protocol not available',
               'Protocol not supported', 'Socket type not supported', 'Operation not supported',
               'Protocol family not supported', 'Address family not supported by protocol',
               'Address already in use', 'Cannot assign requested address', 'Network is down',
               'Network is unreachable', 'Network dropped connection on reset',
               'Software caused connection abort', 'Connection reset by peer',
               'No buffer space available', 'Transport endpoint is already connected',
               'Transport endpoint is not connected',
               'Cannot send after transport endpoint shutdown',
               'Too many references: cannot splice', 'Connection timed out', 'Connection refused',
               'Host is down', 'No route to host', 'Operation already in progress',
               'Operation now in progress', 'Stale file handle', 'Structure needs cleaning',
               'Not a XENIX named type file', 'No XENIX semaphores available',
               'Is a named type file', 'Remote I/O error', 'Disk quota exceeded',
               'No medium found', 'Wrong medium type', 'Operation canceled',
               'Required key not available', 'Key has expired', 'Key has been revoked',
               'Key was rejected by service', 'Owner died', 'State not recoverable',
               'Operation not possible due to RF-kill', 'Memory page has hardware error')


def strerror(code, /):
    if not isinstance(code, int):
        raise TypeError(f"'{type(code).__name__}' object cannot be interpreted as an integer")
    if 0 <= code < len(_ERRNO_TEXT):
        return _ERRNO_TEXT[code]
    return f'Unknown error {code}'


# The process identity the box shows (fixed, as os.uname()'s, documented in STATUS.md): the
# script is process 1 of its box, run by root (os.stat gives st_uid 0 and st_gid 0 too).
def getpid():
    return 1


def getppid():
    return 0


def getuid():
    return 0


def geteuid():
    return 0


def getgid():
    return 0


def getegid():
    return 0


def getlogin():
    return 'root'


class _structseq(tuple):
    # a struct sequence of CPython's: a tuple of n_fields with a name for each item
    __slots__ = ()

    def __new__(cls, sequence, dict=None):
        t = tuple(sequence)
        if len(t) != cls.n_fields:
            raise TypeError(f'{cls.__module__}.{cls.__name__}() takes a {cls.n_fields}-sequence '
                            f'({len(t)}-sequence given)')
        return tuple.__new__(cls, t)

    def __repr__(self):
        t = type(self)
        return f'{t.__module__}.{t.__name__}(' + ', '.join(
            f'{k}={v!r}' for k, v in zip(t.__match_args__, self)) + ')'

    def __reduce__(self):
        return (type(self), (tuple(self), {}))


def _structseq_type(name, module, fields):
    ns = {'__slots__': (), '__module__': module, '__match_args__': fields,
          'n_fields': len(fields), 'n_sequence_fields': len(fields), 'n_unnamed_fields': 0}
    for i, f in enumerate(fields):
        ns[f] = _item(i)
    return type(name, (_structseq,), ns)


terminal_size = _structseq_type('terminal_size', 'os', ('columns', 'lines'))


def get_terminal_size(fd=1, /):
    # a script's output is never a terminal (as CPython's without one)
    if not isinstance(fd, int):
        raise TypeError(f"'{type(fd).__name__}' object cannot be interpreted as an integer")
    raise OSError(25, 'Inappropriate ioctl for device')


def removedirs(name):
    # rmdir, then each parent while it is empty: every step is one rmdir decision
    rmdir(name)
    head, tail = _path.split(name)
    if not tail:
        head, tail = _path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = _path.split(head)


def renames(old, new):
    # makedirs, rename, removedirs: each step is the operation's own decision
    head, tail = _path.split(new)
    if head and tail and not _path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = _path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


times_result = _structseq_type('times_result', 'posix', ('user', 'system', 'children_user',
                                                         'children_system', 'elapsed'))


def times():
    # the script's CPU time (user and system together, in user) and the monotonic clock; a
    # script has no children
    import time
    return times_result((time.process_time(), 0.0, 0.0, 0.0, time.monotonic()))


# Linux's values
SEEK_DATA = 3
SEEK_HOLE = 4
O_RDONLY = 0
O_WRONLY = 1
O_RDWR = 2
O_ACCMODE = 3
O_CREAT = 64
O_EXCL = 128
O_NOCTTY = 256
O_TRUNC = 512
O_APPEND = 1024
O_NONBLOCK = O_NDELAY = 2048
O_DSYNC = 4096
O_ASYNC = 8192
O_DIRECT = 16384
O_LARGEFILE = 0
O_DIRECTORY = 65536
O_NOFOLLOW = 131072
O_NOATIME = 262144
O_CLOEXEC = 524288
O_SYNC = O_FSYNC = O_RSYNC = 1052672
O_PATH = 2097152
O_TMPFILE = 4259840
EX_OK = 0
EX_USAGE = 64
EX_DATAERR = 65
EX_NOINPUT = 66
EX_NOUSER = 67
EX_NOHOST = 68
EX_UNAVAILABLE = 69
EX_SOFTWARE = 70
EX_OSERR = 71
EX_OSFILE = 72
EX_CANTCREAT = 73
EX_IOERR = 74
EX_TEMPFAIL = 75
EX_PROTOCOL = 76
EX_NOPERM = 77
EX_CONFIG = 78
