/* File objects from open(): every operation is one host call (open, read, write, close). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/modules/registry.h"
#include "monty/obj.h"

int
mt_host_fs(mt_state *st, monty_fs_op *op, monty_fs_result *res)
{
    memset(res, 0, sizeof *res);
    if (op->path && memchr(op->path, 0, op->path_len)) {
        return mt_raisei(st, MT_EXC(ValueError), "embedded null byte");
    }
    if (!st->host.fs) {
        return mt_raisei(st, MT_EXC(PermissionError), "file access is not available");
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    if (st->host.fs(st->host.ctx, op, res, &err) < 0) {
        mt_exc_from_host(st, &err);
        return -1;
    }
    cm_buf_free(&err.message);
    return 0;
}

typedef struct fileobj {
    mt_obj ob;
    int64_t handle;
    int readable, writable, binary, closed;
    mt_obj *name, *mode;
    mt_obj *encoding, *errors; // text mode's codec and error handler; NULL: utf-8, strict
    char *buf;                 // bytes read from the host and not yet returned: buf[pos..len)
    size_t len, pos;
} fileobj;

extern const mt_type mt_type_file;

static void
file_release(mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    cm_free(f->buf);
    f->buf = NULL;
}

static void
file_clear(mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    MT_CLEAR(f->name);
    MT_CLEAR(f->mode);
    MT_CLEAR(f->encoding);
    MT_CLEAR(f->errors);
    file_release(o);
}

mt_obj *
mt_file_open(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"file", 1},     {"mode", 0},   {"buffering", 0},
                                       {"encoding", 0}, {"errors", 0}, {"newline", 0},
                                       {"closefd", 0},  {"opener", 0}, {NULL, 0}};
    mt_obj *a[8];
    if (mt_args_parse(st, "open", n, args, kw, specs, 8, a) < 0) {
        return NULL;
    }
    mt_obj *path = a[0];
    mt_obj *pstr = NULL;
    if (!mt_isinst(path, &mt_type_str)) {
        mt_obj *fs = mt_getattr_opt(st, path, MT_NAME(__fspath__));
        if (!fs) {
            if (st->exc) {
                return NULL;
            }
            return mt_raise(st, MT_EXC(TypeError),
                            "expected str, bytes or os.PathLike object, not %s",
                            mt_type_name(path));
        }
        pstr = mt_call0(st, fs);
        MT_DECREF(fs);
        if (!pstr) {
            return NULL;
        }
        path = pstr;
    } else {
        MT_INCREF(path);
        pstr = path;
    }
    const char *mode = a[1] ? mt_str_data(a[1]) : "r";
    int r = 0, w = 0, ap = 0, x = 0, b = 0, plus = 0, t = 0;
    for (const char *p = mode; *p; p++) {
        switch (*p) {
        case 'r':
            r++;
            break;
        case 'w':
            w++;
            break;
        case 'a':
            ap++;
            break;
        case 'x':
            x++;
            break;
        case 'b':
            b++;
            break;
        case 't':
            t++;
            break;
        case '+':
            plus++;
            break;
        default:
            MT_DECREF(pstr);
            return mt_raise(st, MT_EXC(ValueError), "invalid mode: '%s'", mode);
        }
    }
    if (r + w + ap + x != 1 || b + t > 1 || plus > 1 || (b && t)) {
        MT_DECREF(pstr);
        if (b && t) {
            return mt_raise(st, MT_EXC(ValueError), "can't have text and binary mode at once");
        }
        return mt_raise(st, MT_EXC(ValueError),
                        "must have exactly one of create/read/write/append mode");
    }
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_OPEN;
    op.path = mt_str_data(path);
    op.path_len = mt_str_len(path);
    op.flags = (r || plus ? MONTY_OPEN_READ : 0) | (w || ap || x || plus ? MONTY_OPEN_WRITE : 0) |
               (ap ? MONTY_OPEN_APPEND : 0) | (w || ap || x ? MONTY_OPEN_CREATE : 0) |
               (w ? MONTY_OPEN_TRUNCATE : 0) | (x ? MONTY_OPEN_EXCLUSIVE : 0);
    monty_fs_result res;
    if (mt_host_fs(st, &op, &res) < 0) {
        MT_DECREF(pstr);
        return NULL;
    }
    cm_free(res.data);
    fileobj *f = (fileobj *)mt_alloc(st, &mt_type_file, sizeof(fileobj));
    if (!f) {
        MT_DECREF(pstr);
        return NULL;
    }
    f->handle = res.handle;
    f->readable = r || plus;
    f->writable = w || ap || x || plus;
    f->binary = b;
    f->name = pstr;
    f->mode = mt_str_from_c(st, mode);
    for (int k = 0; k < 2; k++) {
        mt_obj *v = a[3 + k];
        if (v && v != MT_NONE) {
            MT_INCREF(v);
            *(k == 0 ? &f->encoding : &f->errors) = v;
        }
    }
    return (mt_obj *)f;
}

static int
check_open(mt_state *st, fileobj *f)
{
    if (f->closed) {
        return mt_raisei(st, MT_EXC(ValueError), "I/O operation on closed file.");
    }
    return 0;
}

static int
check_readable(mt_state *st, fileobj *f)
{
    if (check_open(st, f) < 0) {
        return -1;
    }
    if (!f->readable) {
        // io.UnsupportedOperation is an OSError subclass
        return mt_raisei(st, MT_EXC(OSError), "not readable");
    }
    return 0;
}

/* One host read of at most want bytes (SIZE_MAX: to the end), appended to the
 * unconsumed bytes f->buf[pos..len). Each call is one host call, so one decision.
 * Returns the count read (0 at the end of the file) or -1. */
static int64_t
read_more(mt_state *st, fileobj *f, size_t want)
{
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_READ;
    op.handle = f->handle;
    op.len = want;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    monty_fs_result res;
    memset(&res, 0, sizeof res);
    if (mt_host_fs(st, &op, &res) < 0) {
        return -1;
    }
    if (res.len == 0) {
        cm_free(res.data);
        return 0;
    }
    size_t keep = f->len - f->pos;
    if (keep == 0) {
        cm_free(f->buf);
        f->buf = res.data;
        f->len = res.len;
        f->pos = 0;
        return (int64_t)res.len;
    }
    char *nb = cm_alloc(keep + res.len);
    if (!nb) {
        cm_free(res.data);
        (void)mt_nomem(st);
        return -1;
    }
    memcpy(nb, f->buf + f->pos, keep);
    memcpy(nb + keep, res.data, res.len);
    cm_free(res.data);
    cm_free(f->buf);
    f->buf = nb;
    f->len = keep + res.len;
    f->pos = 0;
    return (int64_t)res.len;
}

static mt_obj *
make_result(mt_state *st, fileobj *f, const char *p, size_t n)
{
    // Text is decoded, never taken as it is: a file's bytes need not be UTF-8.
    return f->binary ? mt_bytes_new(st, p, n) : mt_codec_decode(st, p, n, f->encoding, f->errors);
}

// Bytes from pos that hold at most k whole code points of the unconsumed text.
static size_t
utf8_span(const fileobj *f, size_t k)
{
    size_t i = f->pos, c = 0;
    while (i < f->len && c < k) {
        i++;
        while (i < f->len && ((unsigned char)f->buf[i] & 0xc0) == 0x80) {
            i++;
        }
        c++;
    }
    return i - f->pos;
}

#define SELFF ((fileobj *)args[0])

static mt_obj *
file_read(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    fileobj *f = SELFF;
    if (check_readable(st, f) < 0) {
        return NULL;
    }
    int64_t want = -1;
    if (n > 1 && args[1] != MT_NONE && mt_index(st, args[1], &want) < 0) {
        return NULL;
    }
    size_t avail = f->len - f->pos;
    size_t take;
    if (want < 0) {
        if (read_more(st, f, SIZE_MAX) < 0) {
            return NULL;
        }
        take = f->len - f->pos;
    } else if (f->binary) {
        if ((size_t)want > avail && read_more(st, f, (size_t)want - avail) < 0) {
            return NULL;
        }
        avail = f->len - f->pos;
        take = (size_t)want < avail ? (size_t)want : avail;
    } else {
        // k code points need at most 4k bytes; what is left over waits for the next read
        if (want > 0 && utf8_span(f, (size_t)want) == avail &&
            read_more(st, f, (size_t)want * 4) < 0) {
            return NULL;
        }
        take = utf8_span(f, (size_t)want);
    }
    mt_obj *r = make_result(st, f, f->buf ? f->buf + f->pos : "", take);
    f->pos += take;
    return r;
}

enum { LINE_CHUNK = 8192 };

static mt_obj *
file_readline(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    fileobj *f = SELFF;
    if (check_readable(st, f) < 0) {
        return NULL;
    }
    size_t i = f->pos;
    for (;;) {
        while (i < f->len && f->buf[i] != '\n') {
            i++;
        }
        if (i < f->len) {
            i++;
            break;
        }
        // no newline yet: one more chunk, one host call
        size_t seen = i - f->pos;
        int64_t got = read_more(st, f, LINE_CHUNK);
        if (got < 0) {
            return NULL;
        }
        i = f->pos + seen;
        if (got == 0) {
            break;
        }
    }
    mt_obj *r = make_result(st, f, f->buf ? f->buf + f->pos : "", i - f->pos);
    f->pos = i;
    return r;
}

static mt_obj *
file_readlines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    for (;;) {
        mt_obj *line = file_readline(st, n, args, kw);
        if (!line) {
            MT_DECREF(l);
            return NULL;
        }
        size_t len = MT_TYPE(line) == &mt_type_str ? mt_str_len(line) : ((mt_bytes *)line)->len;
        if (len == 0) {
            MT_DECREF(line);
            return l;
        }
        if (mt_list_append_take(st, l, line) < 0) {
            MT_DECREF(l);
            return NULL;
        }
    }
}

static mt_obj *
file_write(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    fileobj *f = SELFF;
    if (check_open(st, f) < 0) {
        return NULL;
    }
    if (!f->writable) {
        return mt_raise(st, MT_EXC(OSError), "not writable");
    }
    mt_obj *data = args[1];
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_WRITE;
    op.handle = f->handle;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    int64_t count;
    if (f->binary) {
        if (!mt_bytes_check(data)) {
            return mt_raise(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                            mt_type_name(data));
        }
        op.data = ((mt_bytes *)data)->data;
        op.len = ((mt_bytes *)data)->len;
        count = (int64_t)op.len;
    } else {
        if (!mt_isinst(data, &mt_type_str)) {
            return mt_raise(st, MT_EXC(TypeError), "write() argument must be str, not %s",
                            mt_type_name(data));
        }
        op.data = mt_str_data(data);
        op.len = mt_str_len(data);
        count = (int64_t)((mt_str *)data)->nchars;
    }
    monty_fs_result res;
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_FROM_SMALL(count);
}

static mt_obj *
file_writelines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *it = mt_iter(st, args[1]);
    if (!it) {
        return NULL;
    }
    mt_obj *x;
    while ((x = mt_next(st, it)) != NULL) {
        mt_obj *argv[2] = {args[0], x};
        mt_obj *r = file_write(st, 2, argv, NULL);
        MT_DECREF(x);
        if (!r) {
            break;
        }
        MT_DECREF(r);
    }
    MT_DECREF(it);
    return st->exc ? NULL : MT_NONE;
}

static mt_obj *
file_close(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    fileobj *f = SELFF;
    if (f->closed) {
        return MT_NONE;
    }
    f->closed = 1;
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = MONTY_FS_CLOSE;
    op.handle = f->handle;
    op.path = mt_str_data(f->name);
    op.path_len = mt_str_len(f->name);
    monty_fs_result res;
    if (mt_host_fs(st, &op, &res) < 0) {
        return NULL;
    }
    cm_free(res.data);
    return MT_NONE;
}

static mt_obj *
file_enter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0) {
        return NULL;
    }
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
file_exit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    mt_obj *r = file_close(st, 1, args, kw);
    if (!r) {
        return NULL;
    }
    return MT_FALSE;
}

static mt_obj *
file_flush(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (check_open(st, SELFF) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static mt_obj *
file_iter(mt_state *st, mt_obj *o)
{
    if (check_open(st, (fileobj *)o) < 0) {
        return NULL;
    }
    MT_INCREF(o);
    return o;
}

static mt_obj *
file_next(mt_state *st, mt_obj *o)
{
    mt_obj *argv[1] = {o};
    mt_obj *line = file_readline(st, 1, argv, NULL);
    if (!line) {
        return NULL;
    }
    size_t len = MT_TYPE(line) == &mt_type_str ? mt_str_len(line) : ((mt_bytes *)line)->len;
    if (len == 0) {
        MT_DECREF(line);
        return NULL;
    }
    return line;
}

static mt_obj *
file_repr(mt_state *st, mt_obj *o)
{
    fileobj *f = (fileobj *)o;
    if (f->binary) {
        return mt_str_printf(st, "<_io.BufferedReader name=%R>", f->name);
    }
    return mt_str_printf(st, "<_io.TextIOWrapper name=%R mode=%R encoding='UTF-8'>", f->name,
                         f->mode);
}

static mt_obj *
file_closed_get(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_BOOL(((fileobj *)o)->closed);
}

static mt_obj *
file_name_get(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((fileobj *)o)->name);
    return ((fileobj *)o)->name;
}

static mt_obj *
file_mode_get(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((fileobj *)o)->mode);
    return ((fileobj *)o)->mode;
}

static const mt_method file_methods[] = {{"read", file_read, MT_ARGS(0, 1)},
                                         {"readline", file_readline, MT_ARGS(0, 1)},
                                         {"readlines", file_readlines, MT_ARGS(0, 1)},
                                         {"write", file_write, MT_ARGS(1, 1)},
                                         {"writelines", file_writelines, MT_ARGS(1, 1)},
                                         {"close", file_close, MT_ARGS(0, 0)},
                                         {"flush", file_flush, MT_ARGS(0, 0)},
                                         {"__enter__", file_enter, MT_ARGS(0, 0)},
                                         {"__exit__", file_exit, MT_ARGS(0, 3)},
                                         {NULL, NULL, 0}};
static const mt_getset file_getsets[] = {{"closed", file_closed_get, NULL},
                                         {"name", file_name_get, NULL},
                                         {"mode", file_mode_get, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_file = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_io.TextIOWrapper",
    .basicsize = sizeof(fileobj),
    .base = &mt_type_object,
    .clear = file_clear,
    .release = file_release,
    .repr = file_repr,
    .iter = file_iter,
    .next = file_next,
    .methods = file_methods,
    .getsets = file_getsets,
};
