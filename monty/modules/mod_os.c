/* The os module: stat, listdir, urandom through the host; os.path; getenv/environ refused (Python
 * part run at first import). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The module body, in Python: run once into the module dict on first import.
static const char os_src[] =
    "from collections import _TupleBase, _nt_setup\n"
    "\n"
    "name = 'posix'\n"
    "sep = '/'\n"
    "altsep = None\n"
    "extsep = '.'\n"
    "pathsep = ':'\n"
    "linesep = '\\n'\n"
    "curdir = '.'\n"
    "pardir = '..'\n"
    "defpath = '/bin:/usr/bin'\n"
    "devnull = '/dev/null'\n"
    "error = OSError\n"
    "F_OK = 0\n"
    "R_OK = 4\n"
    "W_OK = 2\n"
    "X_OK = 1\n"
    "SEEK_SET = 0\n"
    "SEEK_CUR = 1\n"
    "SEEK_END = 2\n"
    "\n"
    "\n"
    "class PathLike:\n"
    "    def __fspath__(self):\n"
    "        raise NotImplementedError\n"
    "\n"
    "\n"
    "def fspath(path):\n"
    "    if isinstance(path, (str, bytes)):\n"
    "        return path\n"
    "    path_type = type(path)\n"
    "    try:\n"
    "        path_repr = path_type.__fspath__(path)\n"
    "    except AttributeError:\n"
    "        if hasattr(path_type, '__fspath__'):\n"
    "            raise\n"
    "        raise TypeError('expected str, bytes or os.PathLike object, not ' + path_type.__name__) from None\n"
    "    if isinstance(path_repr, (str, bytes)):\n"
    "        return path_repr\n"
    "    raise TypeError(f'expected {path_type.__name__}.__fspath__() to return str or bytes, '\n"
    "                    f'not {type(path_repr).__name__}')\n"
    "\n"
    "\n"
    "def _str_path(path, fname):\n"
    "    if isinstance(path, int) and not isinstance(path, bool):\n"
    "        raise RuntimeError(f\"'os.{fname}' with a file descriptor is not supported in this environment\")\n"
    "    try:\n"
    "        p = fspath(path)\n"
    "    except TypeError:\n"
    "        raise TypeError(f'{fname}: path should be string, bytes or os.PathLike, not '\n"
    "                        f'{type(path).__name__}') from None\n"
    "    if isinstance(p, bytes):\n"
    "        p = p.decode()\n"
    "    return p\n"
    "\n"
    "\n"
    "class stat_result(_TupleBase):\n"
    "    __slots__ = ('_ns',)\n"
    "\n"
    "    def __repr__(self):\n"
    "        return 'os.stat_result(' + ', '.join(\n"
    "            f'{k}={v!r}' for k, v in zip(self._fields, self._t)) + ')'\n"
    "\n"
    "\n"
    "_nt_setup(stat_result, 'stat_result', ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid',\n"
    "                                       'st_gid', 'st_size', 'st_atime', 'st_mtime', 'st_ctime'), {})\n"
    "stat_result.__module__ = 'os'\n"
    "stat_result.st_atime = property(lambda self: self._ns[0] / 1e9)\n"
    "stat_result.st_mtime = property(lambda self: self._ns[1] / 1e9)\n"
    "stat_result.st_ctime = property(lambda self: self._ns[2] / 1e9)\n"
    "stat_result.st_atime_ns = property(lambda self: self._ns[0])\n"
    "stat_result.st_mtime_ns = property(lambda self: self._ns[1])\n"
    "stat_result.st_ctime_ns = property(lambda self: self._ns[2])\n"
    "\n"
    "\n"
    "def _make_stat(fields):\n"
    "    mode, ino, dev, nlink, uid, gid, size, ans, mns, cns = fields\n"
    "    r = object.__new__(stat_result)\n"
    "    object.__setattr__(r, '_t', (mode, ino, dev, nlink, uid, gid, size,\n"
    "                                 ans // 1000000000, mns // 1000000000, cns // 1000000000))\n"
    "    object.__setattr__(r, '_ns', (ans, mns, cns))\n"
    "    return r\n"
    "\n"
    "\n"
    "def stat(path, *, dir_fd=None, follow_symlinks=True):\n"
    "    p = _str_path(path, 'stat')\n"
    "    fields = _stat(p, follow_symlinks)\n"
    "    if fields is None:\n"
    "        raise FileNotFoundError(2, 'No such file or directory', p)\n"
    "    return _make_stat(fields)\n"
    "\n"
    "\n"
    "def lstat(path, *, dir_fd=None):\n"
    "    return stat(path, follow_symlinks=False)\n"
    "\n"
    "\n"
    "def listdir(path='.'):\n"
    "    return _listdir(_str_path(path, 'listdir'))\n"
    "\n"
    "\n"
    "def _unsupported(*args, **kwargs):\n"
    "    raise RuntimeError(\"'os.getenv' is not supported in this environment\")\n"
    "\n"
    "\n"
    "getenv = _unsupported\n"
    "putenv = _unsupported\n"
    "unsetenv = _unsupported\n"
    "\n"
    "\n"
    "# os.environ is refused when it is named, before any use (no decision is taken)\n"
    "def __getattr__(name):\n"
    "    if name == 'environ' or name == 'environb':\n"
    "        _unsupported()\n"
    "    raise AttributeError(f\"module 'os' has no attribute '{name}'\")\n"
    "\n"
    "\n"
    "def mkdir(path, mode=0o777, *, dir_fd=None):\n"
    "    _fsop('mkdir', _str_path(path, 'mkdir'))\n"
    "\n"
    "\n"
    "def makedirs(name, mode=0o777, exist_ok=False):\n"
    "    name = _str_path(name, 'makedirs')\n"
    "    head, tail = _path.split(name)\n"
    "    if not tail:\n"
    "        head, tail = _path.split(head)\n"
    "    if head and tail and not _path.exists(head):\n"
    "        try:\n"
    "            makedirs(head, exist_ok=exist_ok)\n"
    "        except FileExistsError:\n"
    "            pass\n"
    "    try:\n"
    "        mkdir(name, mode)\n"
    "    except OSError:\n"
    "        if not exist_ok or not _path.isdir(name):\n"
    "            raise\n"
    "\n"
    "\n"
    "def remove(path, *, dir_fd=None):\n"
    "    _fsop('unlink', _str_path(path, 'remove'))\n"
    "\n"
    "\n"
    "unlink = remove\n"
    "\n"
    "\n"
    "def rmdir(path, *, dir_fd=None):\n"
    "    _fsop('rmdir', _str_path(path, 'rmdir'))\n"
    "\n"
    "\n"
    "def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):\n"
    "    _fsop('rename', _str_path(src, 'rename'), _str_path(dst, 'rename'))\n"
    "\n"
    "\n"
    "replace = rename\n"
    "\n"
    "\n"
    "def walk(top, topdown=True, onerror=None, followlinks=False):\n"
    "    top = fspath(top)\n"
    "    try:\n"
    "        names = listdir(top)\n"
    "    except OSError as err:\n"
    "        if onerror is not None:\n"
    "            onerror(err)\n"
    "        return\n"
    "    dirs, nondirs = [], []\n"
    "    for nm in names:\n"
    "        if _path.isdir(_path.join(top, nm)):\n"
    "            dirs.append(nm)\n"
    "        else:\n"
    "            nondirs.append(nm)\n"
    "    if topdown:\n"
    "        yield top, dirs, nondirs\n"
    "        for d in dirs:\n"
    "            yield from walk(_path.join(top, d), topdown, onerror, followlinks)\n"
    "    else:\n"
    "        for d in dirs:\n"
    "            yield from walk(_path.join(top, d), topdown, onerror, followlinks)\n"
    "        yield top, dirs, nondirs\n"
    "\n"
    "\n"
    "def cpu_count():\n"
    "    return 1\n"
    "\n"
    "\n"
    "def getcwd():\n"
    "    raise RuntimeError(\"'os.getcwd' is not supported in this environment\")\n"
    "\n";

// Text of a str path argument (the Python layer has applied os.fspath already).
static int
path_arg(mt_state *st, mt_obj *o, monty_fs_op *op, monty_fs_kind kind)
{
    if (!mt_isinst(o, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "stat: path should be string, bytes, os.PathLike or integer, not %s",
                         mt_type_name(o));
    }
    memset(op, 0, sizeof *op);
    op->kind = kind;
    op->path = mt_str_data(o);
    op->path_len = mt_str_len(o);
    return 0;
}

// _stat(path, follow): a tuple of the stat fields, or None when the path does not exist.
static mt_obj *
os__stat(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    monty_fs_op op;
    monty_fs_result res;
    int follow = n < 2 || mt_truth(st, args[1]) > 0;
    if (path_arg(st, args[0], &op, follow ? MONTY_FS_STAT : MONTY_FS_LSTAT) < 0) {
        return NULL;
    }
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    cm_free(res.data);
    if (!res.exists) {
        return MT_NONE;
    }
    mt_obj *v[10] = {
        mt_int_from_u64(st, res.st.mode),     mt_int_from_u64(st, res.st.ino),
        mt_int_from_u64(st, res.st.dev),      mt_int_from_u64(st, res.st.nlink),
        mt_int_from_u64(st, res.st.uid),      mt_int_from_u64(st, res.st.gid),
        mt_int_from_u64(st, res.st.size),     mt_int_from_i64(st, res.st.atime_ns),
        mt_int_from_i64(st, res.st.mtime_ns), mt_int_from_i64(st, res.st.ctime_ns),
    };
    mt_obj *t = NULL;
    int ok = 1;
    for (size_t i = 0; i < 10; i++) {
        if (!v[i]) {
            ok = 0;
        }
    }
    if (ok) {
        t = mt_tuple_from_array(st, v, 10);
    }
    for (size_t i = 0; i < 10; i++) {
        MT_XDECREF(v[i]);
    }
    return t;
}

static mt_obj *
os__listdir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    monty_fs_op op;
    monty_fs_result res;
    if (path_arg(st, args[0], &op, MONTY_FS_LISTDIR) < 0) {
        return NULL;
    }
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    mt_obj *l = mt_list_new(st, 0);
    for (size_t i = 0; i < res.n_names; i++) {
        if (l) {
            mt_obj *nm = mt_str_from_c(st, res.names[i]);
            if (!nm || mt_list_append_take(st, l, nm) < 0) {
                MT_CLEAR(l);
            }
        }
        cm_free(res.names[i]);
    }
    cm_free(res.names);
    cm_free(res.data);
    return l;
}

// _fsop(kind, path[, dst]): one mkdir/unlink/rmdir/rename host call on the path exactly
// as the script spelled it (CPython's os calls keep "./x"; a Path would make it "x").
static mt_obj *
os__fsop(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    static const struct {
        const char *name;
        monty_fs_kind kind;
    } kinds[] = {{"mkdir", MONTY_FS_MKDIR},
                 {"unlink", MONTY_FS_UNLINK},
                 {"rmdir", MONTY_FS_RMDIR},
                 {"rename", MONTY_FS_RENAME}};
    const char *name = mt_isinst(args[0], &mt_type_str) ? mt_str_data(args[0]) : "";
    size_t k = 0;
    while (k < CM_ARRAY_LEN(kinds) && strcmp(kinds[k].name, name) != 0) {
        k++;
    }
    if (k == CM_ARRAY_LEN(kinds) || (kinds[k].kind == MONTY_FS_RENAME) != (n == 3)) {
        return mt_raise(st, MT_EXC(SystemError), "os._fsop: bad arguments");
    }
    monty_fs_op op;
    monty_fs_result res;
    if (path_arg(st, args[1], &op, kinds[k].kind) < 0) {
        return NULL;
    }
    if (n == 3) {
        if (!mt_isinst(args[2], &mt_type_str)) {
            return mt_raise(st, MT_EXC(TypeError), "rename: dst should be string, not %s",
                            mt_type_name(args[2]));
        }
        op.path2 = mt_str_data(args[2]);
        op.path2_len = mt_str_len(args[2]);
    }
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_NONE;
}

static mt_obj *
os_urandom(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t size;
    if (!mt_int_check(args[0])) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                        mt_type_name(args[0]));
    }
    if (mt_index(st, args[0], &size) < 0) {
        return NULL;
    }
    if (size < 0) {
        return mt_raise(st, MT_EXC(ValueError), "negative argument not allowed");
    }
    // The cap is the host's (the box's urandom_bytes), checked before allocating.
    if (st->host.urandom_max && (uint64_t)size > st->host.urandom_max) {
        return mt_raise(st, MT_EXC(ValueError),
                        "os.urandom: at most %zu bytes per call in this box", st->host.urandom_max);
    }
    if (!st->host.urandom) {
        return mt_raise(st, MT_EXC(NotImplementedError), "os.urandom is not available");
    }
    char *buf = mt_mem(st, (size_t)size + 1);
    if (!buf) {
        return NULL;
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    if (size > 0 && st->host.urandom(st->host.ctx, buf, (size_t)size, &err) < 0) {
        cm_free(buf);
        mt_exc_from_host(st, &err);
        return NULL;
    }
    cm_buf_free(&err.message);
    mt_obj *r = mt_bytes_new(st, buf, (size_t)size);
    cm_free(buf);
    return r;
}

static const mt_method os_methods[] = {{"_stat", os__stat, MT_ARGS(1, 2) | MT_NOSELF},
                                       {"_listdir", os__listdir, MT_ARGS(1, 1) | MT_NOSELF},
                                       {"_fsop", os__fsop, MT_ARGS(2, 3) | MT_NOSELF},
                                       {"urandom", os_urandom, MT_ARGS(1, 1) | MT_NOSELF},
                                       {NULL, NULL, 0}};
static const char ospath_src[] =
    "from os import fspath, stat, _stat, _str_path, sep, curdir, pardir, extsep, altsep, pathsep, devnull\n"
    "\n"
    "\n"
    "\n"
    "def join(a, *p):\n"
    "    a = fspath(a)\n"
    "    path = a\n"
    "    for b in map(fspath, p):\n"
    "        if type(b) is not type(a):\n"
    "            raise TypeError(\"Can't mix strings and bytes in path components\")\n"
    "        if b.startswith('/'):\n"
    "            path = b\n"
    "        elif not path or path.endswith('/'):\n"
    "            path += b\n"
    "        else:\n"
    "            path += '/' + b\n"
    "    return path\n"
    "\n"
    "\n"
    "def split(p):\n"
    "    p = fspath(p)\n"
    "    i = p.rfind('/') + 1\n"
    "    head, tail = p[:i], p[i:]\n"
    "    if head and head != '/' * len(head):\n"
    "        head = head.rstrip('/')\n"
    "    return head, tail\n"
    "\n"
    "\n"
    "def splitext(p):\n"
    "    p = fspath(p)\n"
    "    sep_index = p.rfind('/')\n"
    "    dot_index = p.rfind('.')\n"
    "    if dot_index > sep_index:\n"
    "        filename_index = sep_index + 1\n"
    "        while filename_index < dot_index:\n"
    "            if p[filename_index] != '.':\n"
    "                return p[:dot_index], p[dot_index:]\n"
    "            filename_index += 1\n"
    "    return p, p[:0]\n"
    "\n"
    "\n"
    "def basename(p):\n"
    "    p = fspath(p)\n"
    "    i = p.rfind('/') + 1\n"
    "    return p[i:]\n"
    "\n"
    "\n"
    "def dirname(p):\n"
    "    p = fspath(p)\n"
    "    i = p.rfind('/') + 1\n"
    "    head = p[:i]\n"
    "    if head and head != '/' * len(head):\n"
    "        head = head.rstrip('/')\n"
    "    return head\n"
    "\n"
    "\n"
    "def isabs(s):\n"
    "    return fspath(s).startswith('/')\n"
    "\n"
    "\n"
    "def normpath(path):\n"
    "    path = fspath(path)\n"
    "    if path == '':\n"
    "        return '.'\n"
    "    initial_slashes = 1 if path.startswith('/') else 0\n"
    "    if initial_slashes and path.startswith('//') and not path.startswith('///'):\n"
    "        initial_slashes = 2\n"
    "    comps = path.split('/')\n"
    "    new_comps = []\n"
    "    for comp in comps:\n"
    "        if comp in ('', '.'):\n"
    "            continue\n"
    "        if (comp != '..' or (not initial_slashes and not new_comps) or\n"
    "                (new_comps and new_comps[-1] == '..')):\n"
    "            new_comps.append(comp)\n"
    "        elif new_comps:\n"
    "            new_comps.pop()\n"
    "    path = '/'.join(new_comps)\n"
    "    if initial_slashes:\n"
    "        path = '/' * initial_slashes + path\n"
    "    return path or '.'\n"
    "\n"
    "\n"
    "def splitdrive(p):\n"
    "    p = fspath(p)\n"
    "    return p[:0], p\n"
    "\n"
    "\n"
    "def commonprefix(m):\n"
    "    if not m:\n"
    "        return ''\n"
    "    s1 = min(m)\n"
    "    s2 = max(m)\n"
    "    for i, c in enumerate(s1):\n"
    "        if c != s2[i]:\n"
    "            return s1[:i]\n"
    "    return s1\n"
    "\n"
    "\n"
    "def commonpath(paths):\n"
    "    if not paths:\n"
    "        raise ValueError('commonpath() arg is an empty sequence')\n"
    "    paths = [fspath(p) for p in paths]\n"
    "    split_paths = [p.split('/') for p in paths]\n"
    "    isabs_ = {p.startswith('/') for p in paths}\n"
    "    if len(isabs_) != 1:\n"
    "        raise ValueError(\"Can't mix absolute and relative paths\")\n"
    "    split_paths = [[c for c in s if c and c != '.'] for s in split_paths]\n"
    "    s1 = min(split_paths)\n"
    "    s2 = max(split_paths)\n"
    "    common = s1\n"
    "    for i, c in enumerate(s1):\n"
    "        if c != s2[i]:\n"
    "            common = s1[:i]\n"
    "            break\n"
    "    prefix = '/' if isabs_.pop() else ''\n"
    "    return prefix + '/'.join(common)\n"
    "\n"
    "\n"
    "def _stat_or_none(p, follow=True):\n"
    "    try:\n"
    "        p = _str_path(p, 'stat')\n"
    "        return _stat(p, follow)\n"
    "    except (OSError, ValueError, TypeError):\n"
    "        return None\n"
    "\n"
    "\n"
    "def exists(p):\n"
    "    return _stat_or_none(p) is not None\n"
    "\n"
    "\n"
    "def lexists(p):\n"
    "    return _stat_or_none(p, False) is not None\n"
    "\n"
    "\n"
    "def isfile(p):\n"
    "    s = _stat_or_none(p)\n"
    "    return s is not None and (s[0] & 0o170000) == 0o100000\n"
    "\n"
    "\n"
    "def isdir(p):\n"
    "    s = _stat_or_none(p)\n"
    "    return s is not None and (s[0] & 0o170000) == 0o040000\n"
    "\n"
    "\n"
    "def islink(p):\n"
    "    s = _stat_or_none(p, False)\n"
    "    return s is not None and (s[0] & 0o170000) == 0o120000\n"
    "\n"
    "\n"
    "def getsize(filename):\n"
    "    return stat(filename).st_size\n"
    "\n"
    "\n"
    "def getmtime(filename):\n"
    "    return stat(filename).st_mtime\n"
    "\n"
    "\n"
    "def expanduser(p):\n"
    "    return fspath(p)\n"
    "\n";

static int
ospath_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_code *co = mt_compile_source(st, ospath_src, sizeof ospath_src - 1, "<frozen posixpath>",
                                    MT_PARSE_FILE);
    if (!co) {
        return -1;
    }
    mt_obj *r = mt_vm_run_code(st, co, d, d);
    MT_DECREF(co);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return 0;
}

// os.path is its own module, os.path in sys.modules, imported when os is.
const mt_module_def mt_module_os_path = {"os.path", NULL, ospath_init};

static int
os_post_init(mt_state *st, mt_obj *d)
{
    mt_obj *name = mt_str_from_c(st, "os.path");
    if (!name) {
        return -1;
    }
    mt_obj *p = mt_import(st, name);
    MT_DECREF(name);
    if (!p) {
        return -1;
    }
    int rc =
        mt_dict_set_str(st, d, "path", p) < 0 || mt_dict_set_str(st, d, "_path", p) < 0 ? -1 : 0;
    MT_DECREF(p);
    return rc;
}

static int
os_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_code *co = mt_compile_source(st, os_src, sizeof os_src - 1, "<frozen os>", MT_PARSE_FILE);
    if (!co) {
        return -1;
    }
    mt_obj *r = mt_vm_run_code(st, co, d, d);
    MT_DECREF(co);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return os_post_init(st, d);
}

const mt_module_def mt_module_os = {"os", os_methods, os_init};
