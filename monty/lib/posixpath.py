# os.path: os.path (posixpath) over os._stat. The Python part of the module
# (monty/modules/mod_os.c holds the C part). Compiled at build time into frozen tables
# (monty/tools/freeze.c) and run at import: see HACKING.md.

from os import fspath, stat, _stat, _str_path, _hostpaths, sep, curdir, pardir, extsep, altsep, \
    pathsep, devnull

supports_unicode_filenames = False



def join(a, *p):
    a = fspath(a)
    path = a
    for b in map(fspath, p):
        if type(b) is not type(a):
            raise TypeError("Can't mix strings and bytes in path components")
        if b.startswith('/'):
            path = b
        elif not path or path.endswith('/'):
            path += b
        else:
            path += '/' + b
    return path


def split(p):
    p = fspath(p)
    i = p.rfind('/') + 1
    head, tail = p[:i], p[i:]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head, tail


def splitext(p):
    p = fspath(p)
    sep_index = p.rfind('/')
    dot_index = p.rfind('.')
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index] != '.':
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def basename(p):
    p = fspath(p)
    i = p.rfind('/') + 1
    return p[i:]


def dirname(p):
    p = fspath(p)
    i = p.rfind('/') + 1
    head = p[:i]
    if head and head != '/' * len(head):
        head = head.rstrip('/')
    return head


def isabs(s):
    return fspath(s).startswith('/')


def normpath(path):
    path = fspath(path)
    if path == '':
        return '.'
    initial_slashes = 1 if path.startswith('/') else 0
    if initial_slashes and path.startswith('//') and not path.startswith('///'):
        initial_slashes = 2
    comps = path.split('/')
    new_comps = []
    for comp in comps:
        if comp in ('', '.'):
            continue
        if (comp != '..' or (not initial_slashes and not new_comps) or
                (new_comps and new_comps[-1] == '..')):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    path = '/'.join(new_comps)
    if initial_slashes:
        path = '/' * initial_slashes + path
    return path or '.'


def splitdrive(p):
    p = fspath(p)
    return p[:0], p


def commonprefix(m):
    if not m:
        return ''
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = [fspath(p) for p in paths]
    split_paths = [p.split('/') for p in paths]
    isabs_ = {p.startswith('/') for p in paths}
    if len(isabs_) != 1:
        raise ValueError("Can't mix absolute and relative paths")
    split_paths = [[c for c in s if c and c != '.'] for s in split_paths]
    s1 = min(split_paths)
    s2 = max(split_paths)
    common = s1
    for i, c in enumerate(s1):
        if c != s2[i]:
            common = s1[:i]
            break
    prefix = '/' if isabs_.pop() else ''
    return prefix + '/'.join(common)


def _stat_or_none(p, follow=True):
    try:
        p = _str_path(p, 'stat')
        return _stat(p, follow)
    except (OSError, ValueError, TypeError):
        return None


def exists(path):
    return _stat_or_none(path) is not None


def lexists(path):
    return _stat_or_none(path, False) is not None


def isfile(path):
    st = _stat_or_none(path)
    return st is not None and (st[0] & 0o170000) == 0o100000


def isdir(s):
    st = _stat_or_none(s)
    return st is not None and (st[0] & 0o170000) == 0o040000


def islink(path):
    st = _stat_or_none(path, False)
    return st is not None and (st[0] & 0o170000) == 0o120000


def getsize(filename):
    return stat(filename).st_size


def getmtime(filename):
    return stat(filename).st_mtime


def getatime(filename):
    return stat(filename).st_atime


def getctime(filename):
    return stat(filename).st_ctime


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    # two fs:read read_metadata decisions, one on each path
    return samestat(stat(f1), stat(f2))


def normcase(s):
    return fspath(s)


def expanduser(path):
    # '~' is the operator home, the directory policy spells '~/' (host value); '~user'
    # names a user the box has no database of, and stays as written, as CPython leaves
    # a user it cannot find.
    path = fspath(path)
    if isinstance(path, bytes):
        if not path.startswith(b'~'):
            return path
        return expanduser(path.decode()).encode()
    if not path.startswith('~'):
        return path
    i = path.find('/', 1)
    if i < 0:
        i = len(path)
    home = _hostpaths()[1]
    if i != 1 or home is None:
        return path
    home = home.rstrip('/')
    return (home + path[i:]) or '/'


def expandvars(path):
    # the variables are the environment's, which the box does not show a script
    path = fspath(path)
    if ('$' if isinstance(path, str) else b'$') not in path:
        return path
    raise RuntimeError("'os.getenv' is not supported in this environment")


def _refused(name):
    raise RuntimeError(f"{name}: not supported by this box's Python (Monty)")


def abspath(path):
    # refused as Path.resolve() is: the path as written is the one policy judges
    _refused('os.path.abspath')


def realpath(path, *, strict=False):
    _refused('os.path.realpath')


def _lexical_abs(path):
    # path rooted at the run's directory and folded, for relpath's arithmetic only
    if not path.startswith('/'):
        cwd = _hostpaths()[0]
        path = join(cwd if cwd is not None else '/', path)
    return normpath(path)


def relpath(path, start=None):
    if not path:
        raise ValueError('no path specified')
    path = fspath(path)
    if isinstance(path, bytes):
        if start is not None:
            start = fspath(start)
            if not isinstance(start, bytes):
                raise TypeError("Can't mix strings and bytes in path components")
            start = start.decode()
        return relpath(path.decode(), start).encode()
    if start is None:
        start = curdir
    else:
        start = fspath(start)
        if not isinstance(start, str):
            raise TypeError("Can't mix strings and bytes in path components")
    start_list = [x for x in _lexical_abs(start).split('/') if x]
    path_list = [x for x in _lexical_abs(path).split('/') if x]
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir
    return join(*rel_list)

