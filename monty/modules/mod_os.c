/* The os module: stat, listdir, urandom through the host; os.path; getenv/environ refused (Python
 * part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of os is monty/lib/os.py, frozen at build time (monty/frozen.h).

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

// One listed name, or with typed its (name, MONTY_DT_*) pair.
static mt_obj *
list_item(mt_state *st, const char *name, const unsigned char *types, size_t i, int typed)
{
    mt_obj *nm = mt_str_from_c(st, name);
    if (!nm || !typed) {
        return nm;
    }
    mt_obj *v[2] = {nm, MT_FROM_SMALL(types ? types[i] : MONTY_DT_UNKNOWN)};
    mt_obj *t = mt_tuple_from_array(st, v, 2);
    MT_DECREF(nm);
    return t;
}

// _listdir(path[, typed]): the names in directory order; typed: (name, type) pairs, the
// type as the listing gives it (os.DirEntry), MONTY_DT_UNKNOWN where it gives none.
static mt_obj *
os__listdir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    monty_fs_op op;
    monty_fs_result res;
    int typed = n > 1 && mt_truth(st, args[1]) > 0;
    if (path_arg(st, args[0], &op, MONTY_FS_LISTDIR) < 0) {
        return NULL;
    }
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    mt_obj *l = mt_list_new(st, 0);
    for (size_t i = 0; i < res.n_names; i++) {
        if (l) {
            mt_obj *it = list_item(st, res.names[i], res.types, i, typed);
            if (!it || mt_list_append_take(st, l, it) < 0) {
                MT_CLEAR(l);
            }
        }
        cm_free(res.names[i]);
    }
    cm_free(res.names);
    cm_free(res.types);
    cm_free(res.data);
    return l;
}

// _hostpaths(): (cwd, home), the host's values (None where it gives none).
static mt_obj *
os__hostpaths(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    const char *c[2] = {st->host.cwd, st->host.home};
    mt_obj *v[2] = {MT_NONE, MT_NONE};
    for (size_t i = 0; i < 2; i++) {
        if (c[i]) {
            v[i] = mt_str_from_c(st, c[i]);
            if (!v[i]) {
                if (i > 0) {
                    MT_XDECREF(v[0]);
                }
                return NULL;
            }
        }
    }
    mt_obj *t = mt_tuple_from_array(st, v, 2);
    MT_DECREF(v[0]);
    MT_DECREF(v[1]);
    return t;
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

// _load_extra(name): os.py's __getattr__ past os.environ: monty/lib/os._extra.py is run into
// the module at the first name it does not otherwise have.
static mt_obj *
os__load_extra(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_module_getattr_part(st, "os", "os._extra", args[0]);
}

static const mt_method os_methods[] = {{"_stat", os__stat, MT_ARGS(1, 2) | MT_NOSELF},
                                       {"_load_extra", os__load_extra, MT_ARGS(1, 1) | MT_NOSELF},
                                       {"_listdir", os__listdir, MT_ARGS(1, 2) | MT_NOSELF},
                                       {"_hostpaths", os__hostpaths, MT_ARGS(0, 0) | MT_NOSELF},
                                       {"_fsop", os__fsop, MT_ARGS(2, 3) | MT_NOSELF},
                                       {"urandom", os_urandom, MT_ARGS(1, 1) | MT_NOSELF},
                                       {NULL, NULL, 0}};
// The Python part of posixpath is monty/lib/posixpath.py, frozen at build time (monty/frozen.h).

static int
ospath_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "posixpath");
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

// The machine os.uname() names: the one this box was built for (a constant, no host call).
#if defined(__x86_64__)
#define OS_MACHINE "x86_64"
#elif defined(__aarch64__)
#define OS_MACHINE "aarch64"
#elif defined(__i386__)
#define OS_MACHINE "i686"
#else
#define OS_MACHINE "unknown"
#endif

static int
os_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_obj *machine = mt_str_from_c(st, OS_MACHINE);
    int rc = machine ? mt_dict_set_str(st, d, "_machine", machine) : -1;
    MT_XDECREF(machine);
    if (rc < 0) {
        return -1;
    }
    if (mt_module_exec_frozen(st, m, "os") < 0) {
        return -1;
    }
    return os_post_init(st, d);
}

const mt_module_def mt_module_os = {"os", os_methods, os_init};
