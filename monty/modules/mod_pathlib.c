/* pathlib: Path objects whose file operations are host calls (read_text, write_text, ...);
 * the methods easier written in Python (glob, match, stat, touch, ...) are in
 * monty/lib/pathlib.py, frozen, and reached through py_method below. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

typedef struct pathobj {
    mt_obj ob;
    mt_obj *s; // normalised path text
} pathobj;

extern const mt_type mt_type_path;
extern const mt_type mt_type_purepath;

// Path and PurePosixPath share the object layout; Path adds the file operations.
static int
is_path(mt_obj *o)
{
    return MT_TYPE(o) == &mt_type_path || MT_TYPE(o) == &mt_type_purepath;
}

/* Normalise like pathlib: collapse '//' and '/./', drop trailing '/', '' -> '.'. */
static mt_obj *
normalise(mt_state *st, const char *s, size_t n)
{
    cm_buf b;
    mt_buf_init(st, &b);
    size_t i = 0;
    if (n > 0 && s[0] == '/') {
        (void)!cm_buf_addc(&b, '/');
        i = 1;
        if (n > 1 && s[1] == '/' && (n == 2 || s[2] != '/')) {
            (void)!cm_buf_addc(&b, '/');
            i = 2;
        }
    }
    while (i < n) {
        size_t j = i;
        while (j < n && s[j] != '/') {
            j++;
        }
        size_t len = j - i;
        if (len > 0 && !(len == 1 && s[i] == '.')) {
            if (b.len > 0 && cm_buf_str(&b)[b.len - 1] != '/') {
                (void)!cm_buf_addc(&b, '/');
            }
            (void)!cm_buf_add(&b, s + i, len);
        }
        i = j + 1;
    }
    if (b.len == 0) {
        (void)!cm_buf_addc(&b, '.');
    }
    return mt_str_from_buf(st, &b);
}

// A new path of type t (Path or PurePosixPath) from the text s[0..n).
static mt_obj *
path_make(mt_state *st, const mt_type *t, const char *s, size_t n)
{
    mt_obj *norm = normalise(st, s, n);
    if (!norm) {
        return NULL;
    }
    pathobj *p = (pathobj *)mt_alloc(st, t, sizeof(pathobj));
    if (!p) {
        MT_DECREF(norm);
        return NULL;
    }
    p->s = norm;
    return (mt_obj *)p;
}

static mt_obj *
path_from_str(mt_state *st, const char *s, size_t n)
{
    return path_make(st, &mt_type_path, s, n);
}

// A new path of the same type as self.
static mt_obj *
path_like(mt_state *st, mt_obj *self, const char *s, size_t n)
{
    return path_make(st, MT_TYPE(self), s, n);
}

static int
path_text(mt_state *st, mt_obj *o, const char **s, size_t *n)
{
    if (is_path(o)) {
        *s = mt_str_data(((pathobj *)o)->s);
        *n = mt_str_len(((pathobj *)o)->s);
        return 0;
    }
    if (mt_isinst(o, &mt_type_str)) {
        *s = mt_str_data(o);
        *n = mt_str_len(o);
        return 0;
    }
    if (mt_bytes_check(o)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "argument should be a str object or an os.PathLike object returning str, "
                         "not <class 'bytes'>");
    }
    return mt_raisei(st, MT_EXC(TypeError), "expected str, bytes or os.PathLike object, not %s",
                     mt_type_name(o));
}

static mt_obj *
join2(mt_state *st, mt_obj *a, mt_obj *b)
{
    const char *sa, *sb;
    size_t na, nb;
    if (path_text(st, a, &sa, &na) < 0 || path_text(st, b, &sb, &nb) < 0) {
        return NULL;
    }
    const mt_type *t = is_path(a) ? MT_TYPE(a) : MT_TYPE(b);
    if (nb > 0 && sb[0] == '/') {
        return path_make(st, t, sb, nb);
    }
    cm_buf buf;
    mt_buf_init(st, &buf);
    if (!(na == 1 && sa[0] == '.')) {
        (void)!cm_buf_add(&buf, sa, na);
        (void)!cm_buf_addc(&buf, '/');
    }
    (void)!cm_buf_add(&buf, sb, nb);
    mt_obj *r = path_make(st, t, cm_buf_str(&buf), buf.len);
    cm_buf_free(&buf);
    return r;
}

static mt_obj *
path_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    t = t == &mt_type_purepath ? t : &mt_type_path;
    if (mt_no_kw(st, t->name, kw) < 0) {
        return NULL;
    }
    if (n == 0) {
        return path_make(st, t, ".", 1);
    }
    mt_obj *acc = NULL;
    for (size_t i = 0; i < n; i++) {
        if (!acc) {
            const char *s;
            size_t len;
            if (path_text(st, args[i], &s, &len) < 0) {
                return NULL;
            }
            acc = path_make(st, t, s, len);
        } else {
            mt_obj *nx = join2(st, acc, args[i]);
            MT_DECREF(acc);
            acc = nx;
        }
        if (!acc) {
            return NULL;
        }
    }
    return acc;
}

static void
path_clear(mt_obj *o)
{
    MT_CLEAR(((pathobj *)o)->s);
}

static mt_obj *
path_str(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((pathobj *)o)->s);
    return ((pathobj *)o)->s;
}

static mt_obj *
path_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "%s(%R)", MT_TYPE(o)->name, ((pathobj *)o)->s);
}

static mt_obj *
path_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if ((op & 0x3f) != MT_OP_TRUEDIV) {
        return MT_NOTIMPL;
    }
    if (is_path(a) && (is_path(b) || mt_isinst(b, &mt_type_str))) {
        return join2(st, a, b);
    }
    if (is_path(b) && mt_isinst(a, &mt_type_str)) {
        return join2(st, a, b);
    }
    return MT_NOTIMPL;
}

static mt_obj *
path_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (!is_path(b)) {
        return MT_NOTIMPL;
    }
    mt_obj *sa = ((pathobj *)a)->s, *sb = ((pathobj *)b)->s;
    if (op == MT_CMP_EQ || op == MT_CMP_NE) {
        return mt_richcmp(st, sa, sb, op);
    }
    // Paths order by their parts: compare the texts with '/' below every other byte.
    const unsigned char *x = (const unsigned char *)mt_str_data(sa);
    const unsigned char *y = (const unsigned char *)mt_str_data(sb);
    size_t nx = mt_str_len(sa), ny = mt_str_len(sb), i = 0;
    while (i < nx && i < ny && x[i] == y[i]) {
        i++;
    }
    int c;
    if (i == nx || i == ny) {
        c = (nx > i) - (ny > i);
    } else {
        unsigned cx = x[i] == '/' ? 0 : x[i], cy = y[i] == '/' ? 0 : y[i];
        c = cx < cy ? -1 : 1;
    }
    return mt_cmp_from3(c, op);
}

static int64_t
path_hash(mt_state *st, mt_obj *o)
{
    return mt_hash(st, ((pathobj *)o)->s);
}

#define SELFP ((pathobj *)args[0])

static void
fs_op_init(monty_fs_op *op, monty_fs_kind kind, mt_obj *path)
{
    memset(op, 0, sizeof *op);
    op->kind = kind;
    op->path = mt_str_data(path);
    op->path_len = mt_str_len(path);
}

// The whole file as bytes, or (text) decoded with encoding and errors (NULL: utf-8,
// strict) with \r\n and \r read as \n, as CPython's read_text does (no newline= in 3.11).
static mt_obj *
read_all(mt_state *st, mt_obj *self, int text, mt_obj *encoding, mt_obj *errors)
{
    monty_fs_op op;
    monty_fs_result res;
    fs_op_init(&op, MONTY_FS_READ_FILE, ((pathobj *)self)->s);
    op.len = SIZE_MAX;
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    const char *data = res.data ? res.data : "";
    if (!text) {
        mt_obj *r = mt_bytes_new(st, data, res.len);
        cm_free(res.data);
        return r;
    }
    mt_obj *r = mt_text_decode(st, data, res.len, MT_NL_TRANSLATE, encoding, errors);
    cm_free(res.data);
    return r;
}

static mt_obj *
path_read_text(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (n > 3) {
        return mt_raise(st, MT_EXC(TypeError),
                        "Path.read_text() takes from 1 to 3 positional arguments but %zu were "
                        "given",
                        n);
    }
    if (mt_args_parse_py(st, "Path.read_text", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    return read_all(st, args[0], 1, a[0] == MT_NONE ? NULL : a[0], a[1] == MT_NONE ? NULL : a[1]);
}

static mt_obj *
path_read_bytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return read_all(st, args[0], 0, NULL, NULL);
}

// newline: write_text's MT_NL_* (each \n written as the newline string asked for).
static mt_obj *
write_all(mt_state *st, mt_obj *self, mt_obj *data, int text, int append, int newline)
{
    monty_fs_op op;
    monty_fs_result res;
    cm_buf b;
    cm_buf_init(&b, SIZE_MAX / 2); // no cap of its own: the file decides
    if (text && !mt_isinst(data, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "data must be str, not %s", mt_type_name(data));
    }
    if (!text && !mt_bytes_check(data)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "memoryview: a bytes-like object is required, not '%s'",
                        mt_type_name(data));
    }
    fs_op_init(&op, MONTY_FS_WRITE_FILE, ((pathobj *)self)->s);
    op.flags = append ? MONTY_OPEN_APPEND : 0;
    if (text) {
        op.data = mt_str_data(data);
        op.len = mt_str_len(data);
        if (newline == MT_NL_CR || newline == MT_NL_CRLF) {
            if (mt_newline_encode(&b, op.data, op.len, newline) != 0) {
                cm_buf_free(&b);
                return mt_nomem(st);
            }
            op.data = cm_buf_str(&b);
            op.len = b.len;
        }
    } else {
        op.data = ((mt_bytes *)data)->data;
        op.len = ((mt_bytes *)data)->len;
    }
    int rc = mt_host_fs(st, &op, &res);
    cm_buf_free(&b);
    if (rc < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_FROM_SMALL(text ? (int64_t)((mt_str *)data)->nchars : (int64_t)op.len);
}

static mt_obj *
path_write_text(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"data", 1}, {"encoding", 0}, {"errors", 0}, {"newline", 0}, {NULL, 0}};
    mt_obj *a[4];
    if (mt_args_parse_py(st, "Path.write_text", n - 1, args + 1, kw, specs, 4, a) < 0) {
        return NULL;
    }
    if (!mt_isinst(a[0], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "data must be str, not %s", mt_type_name(a[0]));
    }
    int nl = mt_newline_mode(st, a[3]);
    if (nl < 0) {
        // CPython opens (and so empties) the file before its text layer refuses newline=
        if (!mt_exc_matches(st, MT_EXC(ValueError))) {
            return NULL;
        }
        mt_obj *exc = mt_exc_fetch(st);
        mt_obj *empty = mt_str_from_c(st, "");
        mt_obj *r = empty ? write_all(st, args[0], empty, 1, 0, MT_NL_LF) : NULL;
        MT_XDECREF(empty);
        if (!r) {
            MT_XDECREF(exc);
            return NULL;
        }
        MT_DECREF(r);
        mt_raise_obj(st, exc);
        MT_DECREF(exc);
        return NULL;
    }
    return write_all(st, args[0], a[0], 1, 0, nl);
}

static mt_obj *
path_write_bytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return write_all(st, args[0], args[1], 0, 0, MT_NL_LF);
}

static int
do_stat(mt_state *st, mt_obj *self, monty_fs_kind kind, monty_fs_result *res)
{
    monty_fs_op op;
    fs_op_init(&op, kind, ((pathobj *)self)->s);
    memset(res, 0, sizeof *res);
    if (mt_host_fs(st, &op, res) < 0) {
        // the predicates answer False where a part of the path is not a directory, as
        // CPython's ignore ENOTDIR (and ENOENT, which the host gives as not existing)
        if (!mt_exc_matches(st, MT_EXC(NotADirectoryError))) {
            return -1;
        }
        mt_exc_clear(st);
        memset(res, 0, sizeof *res);
    }
    return 0;
}

static mt_obj *
path_exists(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    monty_fs_result res;
    if (do_stat(st, args[0], MONTY_FS_STAT, &res) < 0) {
        return NULL;
    }
    return MT_BOOL(res.exists);
}

static mt_obj *
path_is_file(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    monty_fs_result res;
    if (do_stat(st, args[0], MONTY_FS_STAT, &res) < 0) {
        return NULL;
    }
    return MT_BOOL(res.exists && S_ISREG(res.st.mode));
}

static mt_obj *
path_is_dir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    monty_fs_result res;
    if (do_stat(st, args[0], MONTY_FS_STAT, &res) < 0) {
        return NULL;
    }
    return MT_BOOL(res.exists && S_ISDIR(res.st.mode));
}

static mt_obj *
simple_op(mt_state *st, mt_obj *self, monty_fs_kind kind)
{
    monty_fs_op op;
    monty_fs_result res;
    fs_op_init(&op, kind, ((pathobj *)self)->s);
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_NONE;
}

static mt_obj *
path_unlink(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"missing_ok", 0}, {NULL, 0}};
    mt_obj *a[1];
    if (mt_args_parse_py(st, "Path.unlink", n - 1, args + 1, kw, specs, 1, a) < 0) {
        return NULL;
    }
    mt_obj *r = simple_op(st, args[0], MONTY_FS_UNLINK);
    if (!r && a[0] && mt_truth(st, a[0]) > 0 && mt_exc_matches(st, MT_EXC(FileNotFoundError))) {
        mt_exc_clear(st);
        return MT_NONE;
    }
    return r;
}

static mt_obj *
path_rmdir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return simple_op(st, args[0], MONTY_FS_RMDIR);
}

static mt_obj *path_parent_get(mt_state *st, mt_obj *o);

static mt_obj *
path_mkdir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"mode", 0}, {"parents", 0}, {"exist_ok", 0}, {NULL, 0}};
    mt_obj *a[3];
    if (mt_args_parse_py(st, "Path.mkdir", n - 1, args + 1, kw, specs, 3, a) < 0) {
        return NULL;
    }
    int parents = a[1] ? mt_truth(st, a[1]) : 0;
    int exist_ok = a[2] ? mt_truth(st, a[2]) : 0;
    if (parents < 0 || exist_ok < 0) {
        return NULL;
    }
    if (parents) {
        // the spec: refused whatever the policy says, with no host call and no decision
        return mt_raise(st, MT_EXC(PermissionError), "Permission denied: '%s'",
                        mt_str_data(SELFP->s));
    }
    mt_obj *r = simple_op(st, args[0], MONTY_FS_MKDIR);
    if (!r && exist_ok && mt_exc_matches(st, MT_EXC(FileExistsError))) {
        mt_exc_clear(st);
        monty_fs_result res;
        if (do_stat(st, args[0], MONTY_FS_STAT, &res) < 0) {
            return NULL;
        }
        if (res.exists && S_ISDIR(res.st.mode)) {
            return MT_NONE;
        }
        return mt_raise_errno(st, 17, mt_str_data(SELFP->s));
    }
    return r;
}

static mt_obj *
path_is_symlink(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    monty_fs_result res;
    if (do_stat(st, args[0], MONTY_FS_LSTAT, &res) < 0) {
        return NULL;
    }
    return MT_BOOL(res.exists && S_ISLNK(res.st.mode));
}

static mt_obj *
path_rename(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *dst;
    size_t dst_len;
    if (path_text(st, args[1], &dst, &dst_len) < 0) {
        return NULL;
    }
    mt_obj *target = path_from_str(st, dst, dst_len);
    if (!target) {
        return NULL;
    }
    monty_fs_op op;
    monty_fs_result res;
    fs_op_init(&op, MONTY_FS_RENAME, SELFP->s);
    op.path2 = dst;
    op.path2_len = dst_len;
    memset(&res, 0, sizeof res);
    if (mt_host_fs(st, &op, &res) < 0) {
        MT_DECREF(target);
        return NULL;
    }
    cm_free(res.data);
    return target;
}

static mt_obj *
path_iterdir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    monty_fs_op op;
    monty_fs_result res;
    fs_op_init(&op, MONTY_FS_LISTDIR, SELFP->s);
    memset(&res, 0, sizeof res);
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    mt_obj *l = mt_list_new(st, 0);
    for (size_t i = 0; i < res.n_names; i++) {
        if (l) {
            mt_obj *nm = mt_str_from_c(st, res.names[i]);
            mt_obj *p = nm ? join2(st, args[0], nm) : NULL;
            MT_XDECREF(nm);
            if (!p || mt_list_append_take(st, l, p) < 0) {
                MT_CLEAR(l);
            }
        }
        cm_free(res.names[i]);
    }
    cm_free(res.names);
    cm_free(res.types);
    if (!l) {
        return NULL;
    }
    mt_obj *it = mt_iter(st, l);
    MT_DECREF(l);
    return it;
}

static const char *
last_part(mt_obj *s, size_t *len)
{
    const char *d = mt_str_data(s);
    size_t n = mt_str_len(s);
    const char *slash = memrchr(d, '/', n);
    const char *name = slash ? slash + 1 : d;
    *len = n - (size_t)(name - d);
    if (*len == 1 && name[0] == '.') {
        *len = 0;
    }
    return name;
}

static mt_obj *
path_name_get(mt_state *st, mt_obj *o)
{
    size_t len;
    const char *nm = last_part(((pathobj *)o)->s, &len);
    return mt_str_new(st, nm, len);
}

static size_t
suffix_at(const char *nm, size_t len)
{
    const char *dot = memrchr(nm, '.', len);
    if (!dot || dot == nm || (size_t)(dot - nm) == len - 1) {
        return len;
    }
    return (size_t)(dot - nm);
}

static mt_obj *
path_suffix_get(mt_state *st, mt_obj *o)
{
    size_t len;
    const char *nm = last_part(((pathobj *)o)->s, &len);
    size_t at = suffix_at(nm, len);
    return mt_str_new(st, nm + at, len - at);
}

static mt_obj *
path_stem_get(mt_state *st, mt_obj *o)
{
    size_t len;
    const char *nm = last_part(((pathobj *)o)->s, &len);
    return mt_str_new(st, nm, suffix_at(nm, len));
}

static mt_obj *
path_parent_get(mt_state *st, mt_obj *o)
{
    mt_obj *s = ((pathobj *)o)->s;
    const char *d = mt_str_data(s);
    size_t n = mt_str_len(s);
    const char *slash = memrchr(d, '/', n);
    if (!slash) {
        return path_like(st, o, ".", 1);
    }
    size_t root = (n >= 2 && d[0] == '/' && d[1] == '/') ? 2 : (d[0] == '/');
    size_t at = (size_t)(slash - d);
    return path_like(st, o, d, at < root ? root : at);
}

static mt_obj *
path_suffixes_get(mt_state *st, mt_obj *o)
{
    size_t len;
    const char *nm = last_part(((pathobj *)o)->s, &len);
    mt_obj *l = mt_list_new(st, 0);
    if (!l || len == 0 || nm[len - 1] == '.') {
        return l;
    }
    size_t i = 0;
    while (i < len && nm[i] == '.') {
        i++;
    }
    const char *dot = memchr(nm + i, '.', len - i);
    while (dot) {
        const char *next = memchr(dot + 1, '.', len - (size_t)(dot + 1 - nm));
        size_t k = (size_t)((next ? next : nm + len) - dot);
        mt_obj *x = mt_str_new(st, dot, k);
        if (!x || mt_list_append_take(st, l, x) < 0) {
            MT_DECREF(l);
            return NULL;
        }
        dot = next;
    }
    return l;
}

// The logical ancestors, nearest first ('a/b' -> 'a', '.'; '/a' -> '/'), as a tuple.
static mt_obj *
path_parents_get(mt_state *st, mt_obj *o)
{
    mt_obj *l = mt_list_new(st, 0);
    mt_obj *cur = o;
    MT_INCREF(cur);
    while (l) {
        mt_obj *par = path_parent_get(st, cur);
        if (!par) {
            MT_CLEAR(l);
            break;
        }
        mt_obj *ps = ((pathobj *)par)->s, *cs = ((pathobj *)cur)->s;
        if (mt_str_len(ps) == mt_str_len(cs) &&
            memcmp(mt_str_data(ps), mt_str_data(cs), mt_str_len(ps)) == 0) {
            MT_DECREF(par); // '.' and '/' are their own parents
            break;
        }
        MT_DECREF(cur);
        cur = par;
        MT_INCREF(par);
        if (mt_list_append_take(st, l, par) < 0) {
            MT_CLEAR(l);
        }
    }
    MT_DECREF(cur);
    if (!l) {
        return NULL;
    }
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)l)->items, MT_LIST_N(l));
    MT_DECREF(l);
    return t;
}

static mt_obj *
path_root_get(mt_state *st, mt_obj *o)
{
    mt_obj *s = ((pathobj *)o)->s;
    size_t n = mt_str_len(s);
    const char *d = mt_str_data(s);
    size_t k = (n >= 2 && d[0] == '/' && d[1] == '/') ? 2 : (n >= 1 && d[0] == '/');
    return mt_str_new(st, d, k);
}

static mt_obj *
path_drive_get(mt_state *st, mt_obj *o)
{
    (void)o;
    return mt_str_new(st, "", 0);
}

static mt_obj *
path_parts_get(mt_state *st, mt_obj *o)
{
    mt_obj *s = ((pathobj *)o)->s;
    const char *d = mt_str_data(s);
    size_t n = mt_str_len(s);
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    size_t i = 0;
    if (n && d[0] == '/') {
        mt_obj *root = mt_str_from_c(st, "/");
        if (!root || mt_list_append_take(st, l, root) < 0) {
            MT_DECREF(l);
            return NULL;
        }
        i = 1;
    }
    while (i < n) {
        size_t j = i;
        while (j < n && d[j] != '/') {
            j++;
        }
        if (j > i && !(j - i == 1 && d[i] == '.')) {
            mt_obj *p = mt_str_new(st, d + i, j - i);
            if (!p || mt_list_append_take(st, l, p) < 0) {
                MT_DECREF(l);
                return NULL;
            }
        }
        i = j + 1;
    }
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)l)->items, MT_LIST_N(l));
    MT_DECREF(l);
    return t;
}

static mt_obj *
path_joinpath(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *acc = args[0];
    MT_INCREF(acc);
    for (size_t i = 1; i < n; i++) {
        mt_obj *nx = join2(st, acc, args[i]);
        MT_DECREF(acc);
        acc = nx;
        if (!acc) {
            return NULL;
        }
    }
    return acc;
}

static mt_obj *
path_with_suffix(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "suffix must be str");
    }
    mt_obj *s = SELFP->s;
    const char *sx = mt_str_data(args[1]);
    size_t sn = mt_str_len(args[1]);
    if (memchr(sx, '/', sn) || (sn > 0 && (sx[0] != '.' || sn == 1))) {
        return mt_raise(st, MT_EXC(ValueError), "Invalid suffix %R", args[1]);
    }
    size_t len;
    const char *nm = last_part(s, &len);
    if (len == 0) {
        return mt_raise(st, MT_EXC(ValueError), "%R has an empty name", args[0]);
    }
    size_t at = suffix_at(nm, len);
    cm_buf b;
    mt_buf_init(st, &b);
    (void)!cm_buf_add(&b, mt_str_data(s), (size_t)(nm - mt_str_data(s)) + at);
    (void)!cm_buf_add(&b, sx, sn);
    mt_obj *r = path_like(st, args[0], cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

// self with its last part replaced by the str name.
static mt_obj *
with_name(mt_state *st, mt_obj *self, mt_obj *name)
{
    if (!mt_isinst(name, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object is not subscriptable",
                        mt_type_name(name));
    }
    size_t len;
    last_part(((pathobj *)self)->s, &len);
    if (len == 0) {
        return mt_raise(st, MT_EXC(ValueError), "%R has an empty name", self);
    }
    const char *nm = mt_str_data(name);
    size_t nn = mt_str_len(name);
    if (nn == 0 || memchr(nm, '/', nn) || (nn == 1 && nm[0] == '.')) {
        return mt_raise(st, MT_EXC(ValueError), "Invalid name %R", name);
    }
    mt_obj *par = path_parent_get(st, self);
    if (!par) {
        return NULL;
    }
    mt_obj *r = join2(st, par, name);
    MT_DECREF(par);
    return r;
}

static mt_obj *
path_with_name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return with_name(st, args[0], args[1]);
}

static mt_obj *
path_with_stem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "can only concatenate str (not \"%s\") to str",
                        mt_type_name(args[1]));
    }
    mt_obj *suf = path_suffix_get(st, args[0]);
    mt_obj *nm = suf ? mt_binop(st, args[1], suf, MT_OP_ADD) : NULL;
    MT_XDECREF(suf);
    if (!nm) {
        return NULL;
    }
    mt_obj *r = with_name(st, args[0], nm);
    MT_DECREF(nm);
    return r;
}

// How many leading bytes of self's text the path base covers, or -1 when base is not
// one of self's ancestors (or self itself).
static long
under_base(mt_obj *self, const char *b, size_t bn)
{
    const char *d = mt_str_data(((pathobj *)self)->s);
    size_t n = mt_str_len(((pathobj *)self)->s);
    if (bn == 1 && b[0] == '.') {
        return d[0] == '/' ? -1 : 0;
    }
    if (bn > n || memcmp(d, b, bn) != 0) {
        return -1;
    }
    if (bn == n || b[bn - 1] == '/') {
        return (long)bn;
    }
    return d[bn] == '/' ? (long)bn + 1 : -1;
}

// The path made by joining args[1..n) (relative_to's and is_relative_to's argument).
static mt_obj *
joined_args(mt_state *st, size_t n, mt_obj *const *args)
{
    if (n < 2) {
        return mt_raise(st, MT_EXC(TypeError), "need at least one argument");
    }
    const char *s;
    size_t len;
    if (path_text(st, args[1], &s, &len) < 0) {
        return NULL;
    }
    mt_obj *acc = path_like(st, args[0], s, len);
    for (size_t i = 2; acc && i < n; i++) {
        mt_obj *nx = join2(st, acc, args[i]);
        MT_DECREF(acc);
        acc = nx;
    }
    return acc;
}

static mt_obj *
path_relative_to(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *base = joined_args(st, n, args);
    if (!base) {
        return NULL;
    }
    mt_obj *bs = ((pathobj *)base)->s;
    long at = under_base(args[0], mt_str_data(bs), mt_str_len(bs));
    if (at < 0) {
        mt_obj *r = mt_raise(st, MT_EXC(ValueError),
                             "%R is not in the subpath of %R OR one path is relative and the "
                             "other is absolute.",
                             SELFP->s, bs);
        MT_DECREF(base);
        return r;
    }
    MT_DECREF(base);
    const char *d = mt_str_data(SELFP->s);
    size_t len = mt_str_len(SELFP->s);
    return path_like(st, args[0], d + at, len - (size_t)at);
}

static mt_obj *
path_is_relative_to(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *base = joined_args(st, n, args);
    if (!base) {
        return NULL;
    }
    mt_obj *bs = ((pathobj *)base)->s;
    long at = under_base(args[0], mt_str_data(bs), mt_str_len(bs));
    MT_DECREF(base);
    return MT_BOOL(at >= 0);
}

static mt_obj *
path_fspath(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return path_str(st, args[0]);
}

static mt_obj *
path_unsupported(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_raise(st, MT_EXC(RuntimeError),
                    "Path.resolve: not supported by this box's Python (Monty)");
}

static mt_obj *
path_is_absolute(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_BOOL(mt_str_data(SELFP->s)[0] == '/');
}

static mt_obj *
path_open(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_obj *argv[8];
    if (n > 7) {
        return mt_raise(st, MT_EXC(TypeError), "open() takes too many arguments");
    }
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    argv[0] = SELFP->s;
    for (size_t i = 1; i < n + nk && i < 8; i++) {
        argv[i] = args[i];
    }
    return mt_file_open(st, n, argv, kw);
}

// The method written in Python as _p_<name> in pathlib's own module (monty/lib/pathlib.py),
// called with self (or the class) and the arguments as given. The module is looked up as
// any object (a script may have put anything in sys.modules): every effect is still a
// host call of its own.
static mt_obj *
py_method(mt_state *st, const char *name, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_obj *modname = mt_str_from_c(st, "pathlib");
    mt_obj *m = modname ? mt_import(st, modname) : NULL;
    MT_XDECREF(modname);
    if (!m) {
        return NULL;
    }
    char key[40];
    snprintf(key, sizeof key, "_p_%s", name);
    mt_obj *f = mt_getattr_s(st, m, key);
    MT_DECREF(m);
    if (!f) {
        return NULL;
    }
    mt_obj *r = mt_call(st, f, n, args, kw);
    MT_DECREF(f);
    return r;
}

#define PY_METHOD(name)                                                                            \
    static mt_obj *path_py_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)         \
    {                                                                                              \
        return py_method(st, #name, n, args, kw);                                                  \
    }

PY_METHOD(__bytes__)
PY_METHOD(as_uri)
PY_METHOD(is_reserved)
PY_METHOD(match)
PY_METHOD(glob)
PY_METHOD(rglob)
PY_METHOD(stat)
PY_METHOD(lstat)
PY_METHOD(touch)
PY_METHOD(samefile)
PY_METHOD(owner)
PY_METHOD(group)
PY_METHOD(expanduser)
PY_METHOD(home)
PY_METHOD(cwd)
PY_METHOD(is_fifo)
PY_METHOD(is_socket)
PY_METHOD(is_block_device)
PY_METHOD(is_char_device)

// Every argument goes to the Python function, which checks them as CPython's does.
#define PY_ARGS (MT_ARGS(0, MT_VAR) | MT_KW)

static const mt_method purepath_methods[] = {
    {"joinpath", path_joinpath, MT_ARGS(0, MT_VAR)},
    {MT_PYNAME("with_suffix", "PurePath.with_suffix:suffix"), path_with_suffix,
     MT_ARGS(1, 1) | MT_PYPARAMS},
    {MT_PYNAME("with_name", "PurePath.with_name:name"), path_with_name,
     MT_ARGS(1, 1) | MT_PYPARAMS},
    {MT_PYNAME("with_stem", "PurePath.with_stem:stem"), path_with_stem,
     MT_ARGS(1, 1) | MT_PYPARAMS},
    {"relative_to", path_relative_to, MT_ARGS(0, MT_VAR)},
    {"is_relative_to", path_is_relative_to, MT_ARGS(0, MT_VAR)},
    {"as_posix", path_fspath, MT_ARGS(0, 0)},
    {"__fspath__", path_fspath, MT_ARGS(0, 0)},
    {"is_absolute", path_is_absolute, MT_ARGS(0, 0)},
    {"match", path_py_match, PY_ARGS},
    {"__bytes__", path_py___bytes__, PY_ARGS},
    {"as_uri", path_py_as_uri, PY_ARGS},
    {"is_reserved", path_py_is_reserved, PY_ARGS},
    {NULL, NULL, 0}};

static const mt_getset purepath_getsets[] = {{"name", path_name_get, NULL},
                                             {"suffix", path_suffix_get, NULL},
                                             {"suffixes", path_suffixes_get, NULL},
                                             {"stem", path_stem_get, NULL},
                                             {"parent", path_parent_get, NULL},
                                             {"parents", path_parents_get, NULL},
                                             {"parts", path_parts_get, NULL},
                                             {"root", path_root_get, NULL},
                                             {"anchor", path_root_get, NULL},
                                             {"drive", path_drive_get, NULL},
                                             {NULL, NULL, NULL}};

const mt_type mt_type_purepath = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "PurePosixPath",
    .basicsize = sizeof(pathobj),
    .base = &mt_type_object,
    .clear = path_clear,
    .repr = path_repr,
    .str = path_str,
    .hash = path_hash,
    .richcmp = path_richcmp,
    .binop = path_binop,
    .tp_new = path_new,
    .methods = purepath_methods,
    .getsets = purepath_getsets,
};

// Path adds the file operations, each one a host call.
static const mt_method path_methods[] = {
    {"read_text", path_read_text, MT_ARGS(0, MT_VAR) | MT_KW},
    {"read_bytes", path_read_bytes, MT_ARGS(0, 0)},
    {"write_text", path_write_text, MT_ARGS(0, MT_VAR) | MT_KW},
    {MT_PYNAME("write_bytes", "Path.write_bytes:data"), path_write_bytes,
     MT_ARGS(1, 1) | MT_PYPARAMS},
    {"exists", path_exists, MT_ARGS(0, 0)},
    {"is_file", path_is_file, MT_ARGS(0, 0)},
    {"is_dir", path_is_dir, MT_ARGS(0, 0)},
    {"is_symlink", path_is_symlink, MT_ARGS(0, 0)},
    {MT_PYNAME("rename", "Path.rename:target"), path_rename, MT_ARGS(1, 1) | MT_PYPARAMS},
    {MT_PYNAME("replace", "Path.replace:target"), path_rename, MT_ARGS(1, 1) | MT_PYPARAMS},
    {"unlink", path_unlink, MT_ARGS(0, MT_VAR) | MT_KW},
    {"rmdir", path_rmdir, MT_ARGS(0, 0)},
    {"mkdir", path_mkdir, MT_ARGS(0, MT_VAR) | MT_KW},
    {"iterdir", path_iterdir, MT_ARGS(0, 0)},
    {"resolve", path_unsupported, MT_ARGS(0, 1) | MT_KW},
    {"absolute", path_unsupported, MT_ARGS(0, 0)},
    {"open", path_open, MT_ARGS(0, 6) | MT_KW},
    {"glob", path_py_glob, PY_ARGS},
    {"rglob", path_py_rglob, PY_ARGS},
    {"stat", path_py_stat, PY_ARGS},
    {"lstat", path_py_lstat, PY_ARGS},
    {"touch", path_py_touch, PY_ARGS},
    {"samefile", path_py_samefile, PY_ARGS},
    {"owner", path_py_owner, PY_ARGS},
    {"group", path_py_group, PY_ARGS},
    {"expanduser", path_py_expanduser, PY_ARGS},
    {"home", path_py_home, PY_ARGS | MT_CLASSM},
    {"cwd", path_py_cwd, PY_ARGS | MT_CLASSM},
    {"is_fifo", path_py_is_fifo, PY_ARGS},
    {"is_socket", path_py_is_socket, PY_ARGS},
    {"is_block_device", path_py_is_block_device, PY_ARGS},
    {"is_char_device", path_py_is_char_device, PY_ARGS},
    {NULL, NULL, 0}};

const mt_type mt_type_path = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "PosixPath",
    .basicsize = sizeof(pathobj),
    .base = &mt_type_purepath,
    .clear = path_clear,
    .repr = path_repr,
    .str = path_str,
    .hash = path_hash,
    .richcmp = path_richcmp,
    .binop = path_binop,
    .tp_new = path_new,
    .methods = path_methods,
};

static int
pathlib_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (mt_dict_set_str(st, d, "Path", (mt_obj *)&mt_type_path) < 0 ||
        mt_dict_set_str(st, d, "PosixPath", (mt_obj *)&mt_type_path) < 0 ||
        mt_dict_set_str(st, d, "PurePath", (mt_obj *)&mt_type_purepath) < 0 ||
        mt_dict_set_str(st, d, "PurePosixPath", (mt_obj *)&mt_type_purepath) < 0) {
        return -1;
    }
    return mt_module_exec_frozen(st, m, "pathlib");
}

const mt_module_def mt_module_pathlib = {"pathlib", NULL, pathlib_init};
