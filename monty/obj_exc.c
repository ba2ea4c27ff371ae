/* The exception hierarchy: BaseException and every builtin subclass, ExceptionGroup,
 * tracebacks, and the mapping of host errors (errno) to OSError subclasses. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"
#include "monty/vm.h"

static void
exc_clear(mt_obj *o)
{
    mt_exc *e = (mt_exc *)o;
    MT_CLEAR(e->dict);
    MT_CLEAR(e->args);
    MT_CLEAR(e->cause);
    MT_CLEAR(e->context);
    MT_CLEAR(e->notes);
    mt_tb_entry *tb = e->tb;
    size_t n = e->ntb;
    e->tb = NULL;
    e->ntb = e->captb = 0;
    for (size_t i = 0; i < n; i++) {
        MT_XDECREF(tb[i].code);
    }
    cm_free(tb);
}

static void
exc_release(mt_obj *o)
{
    mt_exc *e = (mt_exc *)o;
    cm_free(e->tb);
    e->tb = NULL;
}

int
mt_exc_add_tb(mt_state *st, mt_obj *exc, mt_obj *code, int line)
{
    mt_exc *e = (mt_exc *)exc;
    if (e->ntb >= 200) {
        return 0;
    }
    if (e->ntb == e->captb) {
        size_t cap = e->captb ? e->captb * 2 : 8;
        mt_tb_entry *p = cm_realloc(e->tb, cap * sizeof(mt_tb_entry));
        if (!p) {
            (void)st;
            return -1;
        }
        e->tb = p;
        e->captb = cap;
    }
    MT_INCREF(code);
    e->tb[e->ntb].code = code;
    e->tb[e->ntb].line = line;
    e->ntb++;
    return 0;
}

static int
set_attr(mt_state *st, mt_obj *o, const char *name, mt_obj *v)
{
    mt_exc *e = (mt_exc *)o;
    if (!e->dict) {
        e->dict = mt_dict_new(st);
        if (!e->dict) {
            return -1;
        }
    }
    return mt_dict_set_str(st, e->dict, name, v);
}

static mt_obj *
kwarg(mt_obj *kw, mt_obj *const *args, size_t n, const char *name)
{
    if (!kw) {
        return NULL;
    }
    for (size_t i = 0; i < MT_TUPLE_N(kw); i++) {
        if (mt_str_eq_c(MT_TUPLE_ITEM(kw, i), name)) {
            return args[n + i];
        }
    }
    return NULL;
}

// BaseExceptionGroup(message, exceptions)'s arguments checked as CPython's __new__ does
// (a str, then a sequence: not a dict or a set): the exceptions as a tuple (new ref).
static mt_obj *
group_items(mt_state *st, mt_obj *const *args)
{
    mt_attr a;
    if (!mt_isinst(args[0], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "BaseExceptionGroup.__new__() argument 1 must be str, not %s",
                        mt_arg_type_name(args[0]));
    }
    if (mt_isinst(args[1], &mt_type_dict) ||
        !mt_type_find(MT_TYPE(args[1]), MT_NAME(__getitem__), &a)) {
        return mt_raise(st, MT_EXC(TypeError), "second argument (exceptions) must be a sequence");
    }
    return mt_tuple_from_iter(st, args[1]);
}

static int
exc_init_fields(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_exc *e = (mt_exc *)self;
    mt_obj *a = mt_tuple_from_array(st, args, n);
    if (!a) {
        return -1;
    }
    MT_SETREF(e->args, a);
    const mt_type *t = self->type;
    if (t->flags & MT_TF_HEAP) {
        t = t->solid;
    }
    if (mt_issubtype(t, MT_EXC(StopIteration))) {
        return set_attr(st, self, "value", n ? args[0] : MT_NONE);
    }
    if (mt_issubtype(t, MT_EXC(SystemExit))) {
        return set_attr(st, self, "code", n == 0 ? MT_NONE : n == 1 ? args[0] : a);
    }
    if (mt_issubtype(t, MT_EXC(OSError))) {
        if (n >= 2 && n <= 5) {
            if (set_attr(st, self, "errno", args[0]) < 0 ||
                set_attr(st, self, "strerror", args[1]) < 0 ||
                set_attr(st, self, "filename", n > 2 ? args[2] : MT_NONE) < 0 ||
                set_attr(st, self, "filename2", n > 4 ? args[4] : MT_NONE) < 0) {
                return -1;
            }
            if (n > 2) {
                mt_obj *two = mt_tuple_pack(st, 2, args[0], args[1]);
                if (!two) {
                    return -1;
                }
                MT_SETREF(e->args, two);
            }
            return 0;
        }
        return set_attr(st, self, "errno", MT_NONE) < 0 ||
                       set_attr(st, self, "strerror", MT_NONE) < 0 ||
                       set_attr(st, self, "filename", MT_NONE) < 0 ||
                       set_attr(st, self, "filename2", MT_NONE) < 0
                   ? -1
                   : 0;
    }
    int translate = mt_issubtype(t, MT_EXC(UnicodeTranslateError));
    if (((mt_issubtype(t, MT_EXC(UnicodeDecodeError)) ||
          mt_issubtype(t, MT_EXC(UnicodeEncodeError))) &&
         n == 5) ||
        (translate && n == 4)) {
        // (encoding, object, start, end, reason); a translation has no codec
        static const char *const fields[] = {"encoding", "object", "start", "end", "reason"};
        for (size_t i = 0; i < 5; i++) {
            mt_obj *v = translate ? (i == 0 ? MT_NONE : args[i - 1]) : args[i];
            if (set_attr(st, self, fields[i], v) < 0) {
                return -1;
            }
        }
        return 0;
    }
    if (mt_issubtype(t, MT_EXC(ImportError))) {
        mt_obj *nm = kwarg(kw, args, n, "name");
        mt_obj *path = kwarg(kw, args, n, "path");
        return set_attr(st, self, "msg", n ? args[0] : MT_NONE) < 0 ||
                       set_attr(st, self, "name", nm ? nm : MT_NONE) < 0 ||
                       set_attr(st, self, "path", path ? path : MT_NONE) < 0
                   ? -1
                   : 0;
    }
    if (mt_issubtype(t, MT_EXC(NameError))) {
        mt_obj *nm = kwarg(kw, args, n, "name");
        return set_attr(st, self, "name", nm ? nm : MT_NONE);
    }
    if (mt_issubtype(t, MT_EXC(AttributeError))) {
        mt_obj *nm = kwarg(kw, args, n, "name");
        mt_obj *ob = kwarg(kw, args, n, "obj");
        return set_attr(st, self, "name", nm ? nm : MT_NONE) < 0 ||
                       set_attr(st, self, "obj", ob ? ob : MT_NONE) < 0
                   ? -1
                   : 0;
    }
    if (mt_issubtype(t, MT_EXC(SyntaxError))) {
        if (set_attr(st, self, "msg", n ? args[0] : MT_NONE) < 0) {
            return -1;
        }
        static const char *const fields[] = {"filename", "lineno",     "offset",
                                             "text",     "end_lineno", "end_offset"};
        mt_obj *info = n > 1 && MT_TYPE(args[1]) == &mt_type_tuple ? args[1] : NULL;
        for (size_t i = 0; i < 6; i++) {
            mt_obj *v = info && i < MT_TUPLE_N(info) ? MT_TUPLE_ITEM(info, i) : MT_NONE;
            if (set_attr(st, self, fields[i], v) < 0) {
                return -1;
            }
        }
        return set_attr(st, self, "print_file_and_line", MT_NONE);
    }
    if (mt_issubtype(t, MT_EXC(BaseExceptionGroup))) {
        if (n != 2) {
            return mt_raisei(st, MT_EXC(TypeError),
                             "BaseExceptionGroup.__new__() takes exactly 2 arguments (%zu given)",
                             n);
        }
        mt_obj *excs = group_items(st, args);
        if (!excs) {
            return -1;
        }
        if (MT_TUPLE_N(excs) == 0) {
            MT_DECREF(excs);
            return mt_raisei(st, MT_EXC(ValueError),
                             "second argument (exceptions) must be a non-empty sequence");
        }
        for (size_t i = 0; i < MT_TUPLE_N(excs); i++) {
            if (!mt_isinst(MT_TUPLE_ITEM(excs, i), MT_EXC(BaseException))) {
                MT_DECREF(excs);
                return mt_raisei(st, MT_EXC(ValueError),
                                 "Item %zu of second argument (exceptions) is not an exception", i);
            }
        }
        int rc =
            set_attr(st, self, "message", args[0]) < 0 || set_attr(st, self, "exceptions", excs) < 0
                ? -1
                : 0;
        MT_DECREF(excs);
        return rc;
    }
    return 0;
}

const mt_type *
mt_exc_for_errno(int err_no)
{
    switch (err_no) {
    case EAGAIN:
    case EALREADY:
    case EINPROGRESS:
        return MT_EXC(BlockingIOError);
    case ECHILD:
        return MT_EXC(ChildProcessError);
    case EPIPE:
    case ESHUTDOWN:
        return MT_EXC(BrokenPipeError);
    case ECONNABORTED:
        return MT_EXC(ConnectionAbortedError);
    case ECONNREFUSED:
        return MT_EXC(ConnectionRefusedError);
    case ECONNRESET:
        return MT_EXC(ConnectionResetError);
    case EEXIST:
        return MT_EXC(FileExistsError);
    case ENOENT:
        return MT_EXC(FileNotFoundError);
    case EISDIR:
        return MT_EXC(IsADirectoryError);
    case ENOTDIR:
        return MT_EXC(NotADirectoryError);
    case EINTR:
        return MT_EXC(InterruptedError);
    case EACCES:
    case EPERM:
        return MT_EXC(PermissionError);
    case ESRCH:
        return MT_EXC(ProcessLookupError);
    case ETIMEDOUT:
        return MT_EXC(TimeoutError);
    default:
        return MT_EXC(OSError);
    }
}

static mt_obj *
exc_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (t == MT_EXC(OSError) && n >= 2 && mt_int_check(args[0])) {
        int64_t en;
        if (mt_int_as_i64(st, args[0], &en) == 0) {
            t = mt_exc_for_errno((int)en);
        } else {
            mt_exc_clear(st);
        }
    }
    if (t == MT_EXC(BaseExceptionGroup) && n == 2) {
        // BaseExceptionGroup with only Exceptions becomes an ExceptionGroup
        mt_obj *excs = group_items(st, args);
        if (!excs) {
            return NULL;
        }
        int all = MT_TUPLE_N(excs) > 0;
        for (size_t i = 0; i < MT_TUPLE_N(excs); i++) {
            if (!mt_isinst(MT_TUPLE_ITEM(excs, i), MT_EXC(Exception))) {
                all = 0;
            }
        }
        MT_DECREF(excs);
        if (all) {
            t = MT_EXC(ExceptionGroup);
        }
    }
    if (mt_issubtype(t, MT_EXC(ExceptionGroup)) && n == 2) {
        mt_obj *excs = group_items(st, args);
        if (!excs) {
            return NULL;
        }
        for (size_t i = 0; i < MT_TUPLE_N(excs); i++) {
            mt_obj *x = MT_TUPLE_ITEM(excs, i);
            // an item that is no exception at all is __init__'s ValueError
            if (!mt_isinst(x, MT_EXC(Exception)) && mt_isinst(x, MT_EXC(BaseException))) {
                MT_DECREF(excs);
                return mt_raise(st, MT_EXC(TypeError),
                                "Cannot nest BaseExceptions in an ExceptionGroup");
            }
        }
        MT_DECREF(excs);
    }
    mt_obj *e = mt_instance_new(st, t);
    if (!e) {
        return NULL;
    }
    if (exc_init_fields(st, e, n, args, kw) < 0) {
        MT_DECREF(e);
        return NULL;
    }
    return e;
}

static int
exc_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *t = self->type->flags & MT_TF_HEAP ? self->type->solid : self->type;
    if (kw && MT_TUPLE_N(kw) && !mt_issubtype(t, MT_EXC(ImportError)) &&
        !mt_issubtype(t, MT_EXC(NameError)) && !mt_issubtype(t, MT_EXC(AttributeError))) {
        return mt_raisei(st, MT_EXC(TypeError), "%s() takes no keyword arguments",
                         self->type->name);
    }
    (void)n;
    (void)args;
    return 0;
}

mt_obj *
mt_exc_new(mt_state *st, const mt_type *t, mt_obj *args)
{
    size_t n = args ? MT_TUPLE_N(args) : 0;
    return exc_new(st, t, n, n ? ((mt_tuple *)args)->items : NULL, NULL);
}

mt_obj *
mt_exc_new_msg(mt_state *st, const mt_type *t, const char *msg)
{
    if (!*msg) {
        return mt_exc_new(st, t, NULL);
    }
    mt_obj *s = mt_str_from_c(st, msg);
    if (!s) {
        return NULL;
    }
    mt_obj *e = exc_new(st, t, 1, &s, NULL);
    MT_DECREF(s);
    return e;
}

mt_obj *
mt_raise_errno(mt_state *st, int err_no, const char *filename)
{
    return mt_raise_errno2(st, err_no, filename, NULL);
}

mt_obj *
mt_raise_errno2(mt_state *st, int err_no, const char *filename, const char *filename2)
{
    // (errno, strerror[, filename[, winerror, filename2]])
    mt_obj *argv[5];
    argv[0] = MT_FROM_SMALL(err_no);
    argv[1] = mt_str_from_c(st, strerror(err_no));
    argv[2] = filename ? mt_str_from_c(st, filename) : NULL;
    argv[3] = MT_NONE;
    argv[4] = filename && filename2 ? mt_str_from_c(st, filename2) : NULL;
    size_t n = argv[4] ? 5 : filename ? 3 : 2;
    if (!argv[1] || (filename && !argv[2]) || (filename && filename2 && !argv[4])) {
        MT_XDECREF(argv[1]);
        MT_XDECREF(argv[2]);
        MT_XDECREF(argv[4]);
        return NULL;
    }
    mt_obj *e = exc_new(st, mt_exc_for_errno(err_no), n, argv, NULL);
    MT_DECREF(argv[1]);
    MT_XDECREF(argv[2]);
    MT_XDECREF(argv[4]);
    if (!e) {
        return NULL;
    }
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

int
mt_exc_set_attr(mt_state *st, mt_obj *exc, const char *name, mt_obj *v)
{
    return set_attr(st, exc, name, v);
}

mt_obj *
mt_raise_name_error(mt_state *st, mt_obj *name)
{
    mt_raise(st, MT_EXC(NameError), "name '%U' is not defined", name);
    if (st->exc && MT_TYPE(st->exc) == MT_EXC(NameError)) {
        (void)set_attr(st, st->exc, "name", name);
    }
    return NULL;
}

void
mt_exc_attr_context(mt_state *st, mt_obj *o, mt_obj *name)
{
    mt_obj *e = st->exc;
    if (!e || !mt_isinst(e, MT_EXC(AttributeError))) {
        return;
    }
    mt_obj *dict = ((mt_exc *)e)->dict;
    mt_obj *nm = dict ? mt_dict_get_str_borrow(dict, "name") : NULL;
    mt_obj *ob = dict ? mt_dict_get_str_borrow(dict, "obj") : NULL;
    if ((nm && nm != MT_NONE) || (ob && ob != MT_NONE)) {
        return; // already said by whoever raised it
    }
    MT_INCREF(e); // set_attr may run a __hash__/__eq__: keep the exception alive
    (void)(set_attr(st, e, "name", name) < 0 || set_attr(st, e, "obj", o) < 0);
    MT_DECREF(e);
}

mt_obj *
mt_raise_unicode_error(mt_state *st, int decode, const char *encoding, mt_obj *object, size_t start,
                       size_t end, const char *reason)
{
    mt_obj *argv[5] = {mt_str_from_c(st, encoding), object, MT_FROM_SMALL((int64_t)start),
                       MT_FROM_SMALL((int64_t)end), mt_str_from_c(st, reason)};
    if (argv[0] && argv[4]) {
        mt_obj *e = exc_new(st, decode ? MT_EXC(UnicodeDecodeError) : MT_EXC(UnicodeEncodeError), 5,
                            argv, NULL);
        if (e) {
            mt_raise_obj(st, e);
            MT_DECREF(e);
        }
    }
    MT_XDECREF(argv[0]);
    MT_XDECREF(argv[4]);
    return NULL;
}

mt_obj *
mt_exc_from_host(mt_state *st, monty_error *err)
{
    const mt_type *t;
    const char *msg = cm_buf_str(&err->message);
    switch (err->kind) {
    case MONTY_EXC_OS:
        mt_raise_errno2(st, err->err_no, msg,
                        err->filename2_at > 0 && err->filename2_at < err->message.len
                            ? msg + err->filename2_at
                            : NULL);
        goto done;
    case MONTY_EXC_PERMISSION:
        t = MT_EXC(PermissionError);
        break;
    case MONTY_EXC_VALUE:
        t = MT_EXC(ValueError);
        break;
    case MONTY_EXC_TYPE:
        t = MT_EXC(TypeError);
        break;
    case MONTY_EXC_RUNTIME:
        t = MT_EXC(RuntimeError);
        break;
    case MONTY_EXC_TIMEOUT:
        t = MT_EXC(TimeoutError);
        break;
    case MONTY_EXC_MEMORY:
        t = MT_EXC(MemoryError);
        break;
    default:
        t = MT_EXC(OSError);
        break;
    }
    {
        mt_obj *e = mt_exc_new_msg(st, t, msg);
        if (e) {
            mt_raise_obj(st, e);
            MT_DECREF(e);
        }
    }
done:
    if (err->fatal && st->exc) {
        ((mt_exc *)st->exc)->fatal = 1;
    }
    cm_buf_free(&err->message);
    return NULL;
}

/* ---- str / repr ---- */

static mt_obj *
attr_of(mt_obj *o, const char *name)
{
    mt_exc *e = (mt_exc *)o;
    return e->dict ? mt_dict_get_str_borrow(e->dict, name) : NULL;
}

// str() of a UnicodeDecodeError/UnicodeEncodeError made with its five arguments (or a
// UnicodeTranslateError with its four: decode 2), as CPython words it; NULL without an
// exception when the fields are not there.
static mt_obj *
unicode_error_str(mt_state *st, mt_obj *o, int decode)
{
    mt_obj *enc = attr_of(o, "encoding"), *obj = attr_of(o, "object"), *so = attr_of(o, "start"),
           *eo = attr_of(o, "end"), *why = attr_of(o, "reason");
    if (!enc || !obj || !so || !eo || !why || !MT_IS_SMALL(so) || !MT_IS_SMALL(eo)) {
        return NULL;
    }
    int translate = decode == 2;
    if (translate) {
        decode = 0;
    }
    int64_t start = MT_SMALL_VAL(so), end = MT_SMALL_VAL(eo);
    if (decode && mt_bytes_check(obj) && end == start + 1 && start >= 0 &&
        (size_t)start < ((mt_bytes *)obj)->len) {
        unsigned b = (unsigned char)((mt_bytes *)obj)->data[start];
        return mt_str_printf(st, "'%S' codec can't decode byte 0x%02x in position %lld: %S", enc, b,
                             (long long)start, why);
    }
    if (!decode && end == start + 1) {
        mt_obj *ch = mt_getitem(st, obj, so);
        if (!ch) {
            return NULL;
        }
        // the character's code point, from its UTF-8 bytes
        const unsigned char *p = (const unsigned char *)mt_str_data(ch);
        uint32_t c = p[0] < 0x80   ? p[0]
                     : p[0] < 0xe0 ? ((p[0] & 0x1fu) << 6) | (p[1] & 0x3fu)
                     : p[0] < 0xf0 ? ((p[0] & 0x0fu) << 12) | ((p[1] & 0x3fu) << 6) | (p[2] & 0x3fu)
                                   : ((p[0] & 0x07u) << 18) | ((p[1] & 0x3fu) << 12) |
                                         ((p[2] & 0x3fu) << 6) | (p[3] & 0x3fu);
        MT_DECREF(ch);
        char code[16];
        if (c < 0x100) {
            snprintf(code, sizeof code, "\\x%02x", (unsigned)c);
        } else if (c < 0x10000) {
            snprintf(code, sizeof code, "\\u%04x", (unsigned)c);
        } else {
            snprintf(code, sizeof code, "\\U%08x", (unsigned)c);
        }
        if (translate) {
            return mt_str_printf(st, "can't translate character '%s' in position %lld: %S", code,
                                 (long long)start, why);
        }
        return mt_str_printf(st, "'%S' codec can't encode character '%s' in position %lld: %S", enc,
                             code, (long long)start, why);
    }
    if (translate) {
        return mt_str_printf(st, "can't translate characters in position %lld-%lld: %S",
                             (long long)start, (long long)(end - 1), why);
    }
    return mt_str_printf(st, "'%S' codec can't %s in position %lld-%lld: %S", enc,
                         decode ? "decode bytes" : "encode characters", (long long)start,
                         (long long)(end - 1), why);
}

mt_obj *
mt_exc_str(mt_state *st, mt_obj *o)
{
    return mt_tostr(st, o);
}

/* str() of the exception o as class t's __str__ gives it: the classes with a str of their
 * own (KeyError, OSError, the Unicode errors, SyntaxError, the groups) and their subclasses
 * use it, the rest BaseException's, which shows the arguments. t is o's own class for str(o),
 * the owner for an unbound call such as LookupError.__str__(key_error). */
static mt_obj *
exc_str_as(mt_state *st, mt_obj *o, const mt_type *t)
{
    mt_exc *e = (mt_exc *)o;
    size_t n = e->args ? MT_TUPLE_N(e->args) : 0;
    if (mt_issubtype(t, MT_EXC(KeyError)) && n == 1) {
        return mt_repr(st, MT_TUPLE_ITEM(e->args, 0));
    }
    if (mt_issubtype(t, MT_EXC(OSError))) {
        mt_obj *en = attr_of(o, "errno"), *se = attr_of(o, "strerror"),
               *fn = attr_of(o, "filename"), *fn2 = attr_of(o, "filename2");
        if (en && se && en != MT_NONE && se != MT_NONE) {
            if (fn && fn != MT_NONE) {
                if (fn2 && fn2 != MT_NONE) {
                    return mt_str_printf(st, "[Errno %S] %S: %R -> %R", en, se, fn, fn2);
                }
                return mt_str_printf(st, "[Errno %S] %S: %R", en, se, fn);
            }
            return mt_str_printf(st, "[Errno %S] %S", en, se);
        }
    }
    if (mt_issubtype(t, MT_EXC(UnicodeDecodeError)) ||
        mt_issubtype(t, MT_EXC(UnicodeEncodeError)) ||
        mt_issubtype(t, MT_EXC(UnicodeTranslateError))) {
        mt_obj *r = unicode_error_str(st, o,
                                      mt_issubtype(t, MT_EXC(UnicodeTranslateError))
                                          ? 2
                                          : mt_issubtype(t, MT_EXC(UnicodeDecodeError)));
        if (r || st->exc) {
            return r;
        }
    }
    if (mt_issubtype(t, MT_EXC(SyntaxError))) {
        mt_obj *msg = attr_of(o, "msg"), *fn = attr_of(o, "filename"), *ln = attr_of(o, "lineno");
        if (msg && msg != MT_NONE) {
            if (fn && fn != MT_NONE && ln && ln != MT_NONE) {
                return mt_str_printf(st, "%S (%S, line %S)", msg, fn, ln);
            }
            if (ln && ln != MT_NONE) {
                return mt_str_printf(st, "%S (line %S)", msg, ln);
            }
            return mt_tostr(st, msg);
        }
    }
    if (mt_issubtype(t, MT_EXC(BaseExceptionGroup))) {
        mt_obj *msg = attr_of(o, "message"), *ex = attr_of(o, "exceptions");
        if (msg && ex) {
            size_t k = MT_TUPLE_N(ex);
            return mt_str_printf(st, "%S (%zu sub-exception%s)", msg, k, k == 1 ? "" : "s");
        }
    }
    if (n == 0) {
        return mt_str_from_c(st, "");
    }
    if (n == 1) {
        return mt_tostr(st, MT_TUPLE_ITEM(e->args, 0));
    }
    return mt_tostr(st, e->args);
}

static mt_obj *
exc_str(mt_state *st, mt_obj *o)
{
    return exc_str_as(st, o, o->type->flags & MT_TF_HEAP ? o->type->solid : o->type);
}

static mt_obj *
exc_repr(mt_state *st, mt_obj *o)
{
    mt_exc *e = (mt_exc *)o;
    size_t n = e->args ? MT_TUPLE_N(e->args) : 0;
    const char *name = o->type->name;
    if (mt_issubtype(o->type, MT_EXC(BaseExceptionGroup))) {
        mt_obj *msg = attr_of(o, "message"), *ex = attr_of(o, "exceptions");
        if (msg && ex) {
            mt_obj *l = mt_list_from_iter(st, ex);
            if (!l) {
                return NULL;
            }
            mt_obj *r = mt_str_printf(st, "%s(%R, %R)", name, msg, l);
            MT_DECREF(l);
            return r;
        }
    }
    if (n == 0) {
        return mt_str_printf(st, "%s()", name);
    }
    // repr the arguments here, not through %R, which would hide a failure (a
    // RecursionError from deeply nested arguments) behind "<?>"
    mt_obj *r = mt_repr(st, n == 1 ? MT_TUPLE_ITEM(e->args, 0) : e->args);
    if (!r) {
        return NULL;
    }
    mt_obj *s = mt_str_printf(st, n == 1 ? "%s(%U)" : "%s%U", name, r);
    MT_DECREF(r);
    return s;
}

/* ---- attributes ---- */

static mt_obj *
exc_args_get(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *a = ((mt_exc *)o)->args;
    if (!a) {
        a = MT_EMPTY_TUPLE;
    }
    MT_INCREF(a);
    return a;
}

static int
exc_args_set(mt_state *st, mt_obj *o, mt_obj *v)
{
    if (!v) {
        return mt_raisei(st, MT_EXC(TypeError), "args may not be deleted");
    }
    mt_obj *t = mt_tuple_from_iter(st, v);
    if (!t) {
        return -1;
    }
    MT_SETREF(((mt_exc *)o)->args, t);
    return 0;
}

static mt_obj *
opt(mt_obj *v)
{
    if (!v) {
        v = MT_NONE;
    }
    MT_INCREF(v);
    return v;
}

static mt_obj *
exc_cause_get(mt_state *st, mt_obj *o)
{
    (void)st;
    return opt(((mt_exc *)o)->cause);
}

static int
exc_cause_set(mt_state *st, mt_obj *o, mt_obj *v)
{
    if (v && v != MT_NONE && !mt_isinst(v, MT_EXC(BaseException))) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "exception cause must be None or derive from BaseException");
    }
    mt_exc *e = (mt_exc *)o;
    mt_obj *nv = (v && v != MT_NONE) ? v : NULL;
    MT_XINCREF(nv);
    MT_SETREF(e->cause, nv);
    e->suppress_context = 1;
    return 0;
}

static mt_obj *
exc_context_get(mt_state *st, mt_obj *o)
{
    (void)st;
    return opt(((mt_exc *)o)->context);
}

static int
exc_context_set(mt_state *st, mt_obj *o, mt_obj *v)
{
    (void)st;
    mt_exc *e = (mt_exc *)o;
    if (v == MT_NONE) {
        v = NULL;
    }
    MT_XINCREF(v);
    MT_SETREF(e->context, v);
    return 0;
}

static mt_obj *
exc_suppress_get(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_BOOL(((mt_exc *)o)->suppress_context);
}

static int
exc_suppress_set(mt_state *st, mt_obj *o, mt_obj *v)
{
    int b = v ? mt_truth(st, v) : 0;
    if (b < 0) {
        return -1;
    }
    ((mt_exc *)o)->suppress_context = b;
    return 0;
}

static mt_obj *
exc_tb_get(mt_state *st, mt_obj *o)
{
    return mt_exc_traceback(st, o);
}

static int
exc_tb_set(mt_state *st, mt_obj *o, mt_obj *v)
{
    if (!v) {
        mt_raise(st, MT_EXC(TypeError), "__traceback__ may not be deleted");
        return -1;
    }
    return mt_exc_set_traceback(st, o, v);
}

static const mt_getset exc_getsets[] = {
    {"args", exc_args_get, exc_args_set},
    {"__cause__", exc_cause_get, exc_cause_set},
    {"__context__", exc_context_get, exc_context_set},
    {"__suppress_context__", exc_suppress_get, exc_suppress_set},
    {"__traceback__", exc_tb_get, exc_tb_set},
    {NULL, NULL, NULL}};

static mt_obj *
exc_with_traceback(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (mt_exc_set_traceback(st, args[0], args[1]) < 0) {
        return NULL;
    }
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
exc_add_note(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "note must be a str, not '%s'",
                        mt_type_name(args[1]));
    }
    mt_obj *notes = attr_of(args[0], "__notes__");
    if (!notes) {
        mt_obj *l = mt_list_new(st, 0);
        if (!l || set_attr(st, args[0], "__notes__", l) < 0) {
            MT_XDECREF(l);
            return NULL;
        }
        notes = l;
        MT_DECREF(l);
    }
    if (mt_list_append(st, notes, args[1]) < 0) {
        return NULL;
    }
    return MT_NONE;
}

// BaseException.__str__ and the __str__ of each class with a str of its own: an unbound
// call through one of them gives that class's str, not the instance's.
#define EXC_M_STR(fn, owner)                                                                       \
    static mt_obj *fn(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                     \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return exc_str_as(st, args[0], owner);                                                     \
    }
EXC_M_STR(exc_m_str, &mt_exc_BaseException)
EXC_M_STR(key_m_str, MT_EXC(KeyError))
EXC_M_STR(os_m_str, MT_EXC(OSError))
EXC_M_STR(syntax_m_str, MT_EXC(SyntaxError))
EXC_M_STR(decode_m_str, MT_EXC(UnicodeDecodeError))
EXC_M_STR(encode_m_str, MT_EXC(UnicodeEncodeError))
EXC_M_STR(translate_m_str, MT_EXC(UnicodeTranslateError))
EXC_M_STR(group_m_str, MT_EXC(BaseExceptionGroup))

static mt_obj *
exc_m_repr(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return exc_repr(st, args[0]);
}

static mt_obj *
exc_m_init(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (exc_init_fields(st, args[0], n - 1, args + 1, kw) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static const mt_method exc_methods[] = {{"with_traceback", exc_with_traceback, MT_ARGS(1, 1)},
                                        {"add_note", exc_add_note, MT_ARGS(1, 1)},
                                        {"__str__", exc_m_str, MT_ARGS(0, 0)},
                                        {"__repr__", exc_m_repr, MT_ARGS(0, 0)},
                                        {"__init__", exc_m_init, MT_ARGS(0, MT_VAR) | MT_KW},
                                        {NULL, NULL, 0}};

/* ---- ExceptionGroup methods ---- */

static mt_obj *
eg_derive(mt_state *st, mt_obj *self, mt_obj *excs)
{
    mt_obj *msg = attr_of(self, "message");
    mt_obj *argv[2] = {msg ? msg : MT_NONE, excs};
    mt_obj *d = mt_getattr_s(st, self, "derive");
    if (!d) {
        return NULL;
    }
    mt_obj *r = mt_call(st, d, 1, argv + 1, NULL);
    MT_DECREF(d);
    return r;
}

static mt_obj *
eg_m_derive(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *msg = attr_of(args[0], "message");
    mt_obj *argv[2] = {msg ? msg : MT_NONE, args[1]};
    return exc_new(st, MT_EXC(BaseExceptionGroup), 2, argv, NULL);
}

// What split() gives a derived part of group orig, as CPython's exceptiongroup_subset: the
// traceback, __cause__ (which sets __suppress_context__), __context__ and a copy of the notes.
// part: derive's result (new ref), or NULL. Returns part, or NULL with an exception.
static mt_obj *
eg_subset(mt_state *st, mt_obj *orig, mt_obj *part)
{
    if (!part) {
        return NULL;
    }
    if (!mt_isinst(part, MT_EXC(BaseExceptionGroup))) {
        MT_DECREF(part);
        return mt_raise(st, MT_EXC(TypeError),
                        "derive must return an instance of BaseExceptionGroup");
    }
    mt_exc *o = (mt_exc *)orig;
    mt_exc *e = (mt_exc *)part;
    for (size_t i = 0; i < o->ntb; i++) {
        if (mt_exc_add_tb(st, part, o->tb[i].code, o->tb[i].line) < 0) {
            MT_DECREF(part);
            return mt_nomem(st);
        }
    }
    MT_XINCREF(o->cause);
    MT_SETREF(e->cause, o->cause);
    e->suppress_context = 1;
    MT_XINCREF(o->context);
    MT_SETREF(e->context, o->context);
    // notes that are no sequence are left out (not an error here)
    mt_obj *notes = attr_of(orig, "__notes__");
    if (notes && (mt_isinst(notes, &mt_type_list) || mt_isinst(notes, &mt_type_tuple))) {
        mt_obj *copy = mt_list_from_iter(st, notes);
        int rc = copy ? set_attr(st, part, "__notes__", copy) : -1;
        MT_XDECREF(copy);
        if (rc < 0) {
            MT_DECREF(part);
            return NULL;
        }
    }
    return part;
}

/* Split self by predicate (a type, tuple of types or callable; or, ids not NULL, the leaves
 * whose id() is in the set ids). Returns (match, rest); rest NULL: only the match is made. */
static int
eg_split_impl(mt_state *st, mt_obj *self, mt_obj *pred, mt_obj *ids, mt_obj **match, mt_obj **rest)
{
    *match = NULL;
    if (rest) {
        *rest = NULL;
    }
    int m;
    if (ids) {
        mt_obj *id = mt_int_from_i64(st, (int64_t)(intptr_t)self);
        m = id ? mt_set_contains(st, ids, id) : -1;
        MT_XDECREF(id);
    } else if (mt_isinst(pred, &mt_type_type) || MT_TYPE(pred) == &mt_type_tuple) {
        m = mt_isinstance(st, self, pred);
    } else {
        mt_obj *r = mt_call1(st, pred, self);
        if (!r) {
            return -1;
        }
        m = mt_truth(st, r);
        MT_DECREF(r);
    }
    if (m < 0) {
        return -1;
    }
    if (m) {
        MT_INCREF(self);
        *match = self;
        return 0;
    }
    if (!mt_isinst(self, MT_EXC(BaseExceptionGroup))) {
        if (rest) {
            MT_INCREF(self);
            *rest = self;
        }
        return 0;
    }
    mt_obj *excs = attr_of(self, "exceptions");
    mt_obj *ml = mt_list_new(st, 0), *rl = mt_list_new(st, 0);
    if (!ml || !rl) {
        MT_XDECREF(ml);
        MT_XDECREF(rl);
        return -1;
    }
    // groups nest groups: one guarded level per group
    if (mt_recur_enter(st, " in exceptiongroup_split_recursive") < 0) {
        MT_DECREF(ml);
        MT_DECREF(rl);
        return -1;
    }
    for (size_t i = 0; i < MT_TUPLE_N(excs); i++) {
        mt_obj *sm, *sr;
        int rc = eg_split_impl(st, MT_TUPLE_ITEM(excs, i), pred, ids, &sm, rest ? &sr : NULL);
        if (rc < 0) {
            mt_recur_leave(st);
            MT_DECREF(ml);
            MT_DECREF(rl);
            return -1;
        }
        if (sm) {
            (void)mt_list_append_take(st, ml, sm);
        }
        if (rest && sr) {
            (void)mt_list_append_take(st, rl, sr);
        }
    }
    mt_recur_leave(st);
    if (MT_LIST_N(ml) && !st->exc) {
        *match = eg_subset(st, self, eg_derive(st, self, ml));
    }
    if (rest && MT_LIST_N(rl) && !st->exc) {
        *rest = eg_subset(st, self, eg_derive(st, self, rl));
    }
    MT_DECREF(ml);
    MT_DECREF(rl);
    if (st->exc) {
        MT_CLEAR(*match);
        if (rest) {
            MT_CLEAR(*rest);
        }
        return -1;
    }
    return 0;
}

static mt_obj *
eg_m_split(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *m, *r;
    if (eg_split_impl(st, args[0], args[1], NULL, &m, &r) < 0) {
        return NULL;
    }
    mt_obj *t = mt_tuple_pack(st, 2, m ? m : MT_NONE, r ? r : MT_NONE);
    MT_XDECREF(m);
    MT_XDECREF(r);
    return t;
}

static mt_obj *
eg_m_subgroup(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *m, *r;
    if (eg_split_impl(st, args[0], args[1], NULL, &m, &r) < 0) {
        return NULL;
    }
    MT_XDECREF(r);
    return m ? m : MT_NONE;
}

// Add the id() of every leaf of exception e (itself when it is no group) to set ids.
static int
leaf_ids(mt_state *st, mt_obj *e, mt_obj *ids)
{
    mt_obj *excs = mt_isinst(e, MT_EXC(BaseExceptionGroup)) ? attr_of(e, "exceptions") : NULL;
    if (!excs || MT_TYPE(excs) != &mt_type_tuple) {
        mt_obj *id = mt_int_from_i64(st, (int64_t)(intptr_t)e);
        int rc = id ? mt_set_add(st, ids, id) : -1;
        MT_XDECREF(id);
        return rc;
    }
    if (mt_recur_enter(st, " in collect_exception_group_leaf_ids") < 0) {
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < MT_TUPLE_N(excs); i++) {
        rc = leaf_ids(st, MT_TUPLE_ITEM(excs, i), ids);
    }
    mt_recur_leave(st);
    return rc;
}

// Do a and b carry the same traceback, cause and context (3.11 leaves the notes out)?
// CPython compares the objects; the traceback here is the entries a raise added, so equal
// entries stand for it.
static int
same_metadata(mt_obj *a, mt_obj *b)
{
    mt_exc *x = (mt_exc *)a;
    mt_exc *y = (mt_exc *)b;
    if (x->cause != y->cause || x->context != y->context || x->ntb != y->ntb) {
        return 0;
    }
    for (size_t i = 0; i < x->ntb; i++) {
        if (x->tb[i].code != y->tb[i].code || x->tb[i].line != y->tb[i].line) {
            return 0;
        }
    }
    return 1;
}

mt_obj *
mt_exc_prep_reraise_star(mt_state *st, mt_obj *orig, mt_obj *excs)
{
    size_t n = MT_LIST_N(excs);
    if (n == 0) {
        return MT_NONE;
    }
    if (!mt_isinst(orig, MT_EXC(BaseExceptionGroup))) {
        // a naked exception, caught wrapped: at most one clause ran
        mt_obj *e = MT_LIST_ITEM(excs, 0);
        MT_INCREF(e);
        return e;
    }
    mt_obj *raised = mt_list_new(st, 0);
    mt_obj *ids = mt_set_new(st, &mt_type_set);
    int rc = raised && ids ? 0 : -1;
    for (size_t i = 0; rc == 0 && i < MT_LIST_N(excs); i++) {
        mt_obj *e = MT_LIST_ITEM(excs, i);
        if (e == MT_NONE) {
            continue;
        }
        // re-raised (a bare raise, or the part no clause matched) or raised anew
        rc = same_metadata(e, orig) ? leaf_ids(st, e, ids) : mt_list_append(st, raised, e);
    }
    mt_obj *reraised = NULL;
    if (rc == 0 && ((mt_set *)ids)->used > 0) {
        rc = eg_split_impl(st, orig, NULL, ids, &reraised, NULL);
    }
    mt_obj *r = NULL;
    if (rc == 0 && MT_LIST_N(raised) == 0) {
        r = reraised ? reraised : MT_NONE;
        reraised = NULL;
    } else if (rc == 0 && (!reraised || mt_list_append(st, raised, reraised) == 0)) {
        mt_obj *msg = mt_str_from_c(st, "");
        mt_obj *argv[2] = {msg, raised};
        r = msg ? exc_new(st, MT_EXC(BaseExceptionGroup), 2, argv, NULL) : NULL;
        MT_XDECREF(msg);
    }
    MT_XDECREF(reraised);
    MT_XDECREF(raised);
    MT_XDECREF(ids);
    return r;
}

static const mt_method eg_methods[] = {{"derive", eg_m_derive, MT_ARGS(1, 1)},
                                       {"split", eg_m_split, MT_ARGS(1, 1)},
                                       {"subgroup", eg_m_subgroup, MT_ARGS(1, 1)},
                                       {"__str__", group_m_str, MT_ARGS(0, 0)},
                                       {NULL, NULL, 0}};

#define EXC_STR_METHODS(tab, fn)                                                                   \
    static const mt_method tab[] = {{"__str__", fn, MT_ARGS(0, 0)}, {NULL, NULL, 0}};
EXC_STR_METHODS(key_methods, key_m_str)
EXC_STR_METHODS(os_methods, os_m_str)
EXC_STR_METHODS(syntax_methods, syntax_m_str)
EXC_STR_METHODS(decode_methods, decode_m_str)
EXC_STR_METHODS(encode_methods, encode_m_str)
EXC_STR_METHODS(translate_methods, translate_m_str)

/* ---- The static tables ---- */

const mt_type mt_exc_BaseException = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "BaseException",
    .basicsize = sizeof(mt_exc),
    .flags = MT_TF_BASETYPE | MT_TF_EXC,
    .base = &mt_type_object,
    .dictoffset = offsetof(mt_exc, dict),
    .clear = exc_clear,
    .release = exc_release,
    .repr = exc_repr,
    .str = exc_str,
    .tp_new = exc_new,
    .tp_init = exc_init,
    .methods = exc_methods,
    .getsets = exc_getsets,
};

#define DEFINE_EXC(nm, basenm) DEFINE_EXC_M(nm, basenm, NULL)
#define DEFINE_EXC_M(nm, basenm, meths)                                                            \
    const mt_type mt_exc_##nm = {                                                                  \
        .ob = MT_STATIC_HEAD(&mt_type_type),                                                       \
        .name = #nm,                                                                               \
        .basicsize = sizeof(mt_exc),                                                               \
        .flags = MT_TF_BASETYPE | MT_TF_EXC,                                                       \
        .base = &mt_exc_##basenm,                                                                  \
        .dictoffset = offsetof(mt_exc, dict),                                                      \
        .clear = exc_clear,                                                                        \
        .release = exc_release,                                                                    \
        .repr = exc_repr,                                                                          \
        .str = exc_str,                                                                            \
        .tp_new = exc_new,                                                                         \
        .tp_init = exc_init,                                                                       \
        .methods = meths,                                                                          \
    };

const mt_type mt_exc_BaseExceptionGroup = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "BaseExceptionGroup",
    .basicsize = sizeof(mt_exc),
    .flags = MT_TF_BASETYPE | MT_TF_EXC,
    .base = &mt_exc_BaseException,
    .dictoffset = offsetof(mt_exc, dict),
    .clear = exc_clear,
    .release = exc_release,
    .repr = exc_repr,
    .str = exc_str,
    .tp_new = exc_new,
    .tp_init = exc_init,
    .methods = eg_methods,
};

const mt_type mt_exc_ExceptionGroup = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "ExceptionGroup",
    .basicsize = sizeof(mt_exc),
    .flags = MT_TF_BASETYPE | MT_TF_EXC,
    .base = &mt_exc_BaseExceptionGroup,
    .base2 = &mt_exc_Exception,
    .dictoffset = offsetof(mt_exc, dict),
    .clear = exc_clear,
    .release = exc_release,
    .repr = exc_repr,
    .str = exc_str,
    .tp_new = exc_new,
    .tp_init = exc_init,
};

DEFINE_EXC(GeneratorExit, BaseException)
DEFINE_EXC(KeyboardInterrupt, BaseException)
DEFINE_EXC(SystemExit, BaseException)
DEFINE_EXC(Exception, BaseException)
DEFINE_EXC(ArithmeticError, Exception)
DEFINE_EXC(FloatingPointError, ArithmeticError)
DEFINE_EXC(OverflowError, ArithmeticError)
DEFINE_EXC(ZeroDivisionError, ArithmeticError)
DEFINE_EXC(AssertionError, Exception)
DEFINE_EXC(AttributeError, Exception)
DEFINE_EXC(BufferError, Exception)
DEFINE_EXC(EOFError, Exception)
DEFINE_EXC(ImportError, Exception)
DEFINE_EXC(ModuleNotFoundError, ImportError)
DEFINE_EXC(LookupError, Exception)
DEFINE_EXC(IndexError, LookupError)
DEFINE_EXC_M(KeyError, LookupError, key_methods)
DEFINE_EXC(MemoryError, Exception)
DEFINE_EXC(NameError, Exception)
DEFINE_EXC(UnboundLocalError, NameError)
DEFINE_EXC_M(OSError, Exception, os_methods)
DEFINE_EXC(BlockingIOError, OSError)
DEFINE_EXC(ChildProcessError, OSError)
DEFINE_EXC(ConnectionError, OSError)
DEFINE_EXC(BrokenPipeError, ConnectionError)
DEFINE_EXC(ConnectionAbortedError, ConnectionError)
DEFINE_EXC(ConnectionRefusedError, ConnectionError)
DEFINE_EXC(ConnectionResetError, ConnectionError)
DEFINE_EXC(FileExistsError, OSError)
DEFINE_EXC(FileNotFoundError, OSError)
DEFINE_EXC(InterruptedError, OSError)
DEFINE_EXC(IsADirectoryError, OSError)
DEFINE_EXC(NotADirectoryError, OSError)
DEFINE_EXC(PermissionError, OSError)
DEFINE_EXC(ProcessLookupError, OSError)
DEFINE_EXC(TimeoutError, OSError)
DEFINE_EXC(ReferenceError, Exception)
DEFINE_EXC(RuntimeError, Exception)
DEFINE_EXC(NotImplementedError, RuntimeError)
DEFINE_EXC(RecursionError, RuntimeError)
DEFINE_EXC(StopAsyncIteration, Exception)
DEFINE_EXC(StopIteration, Exception)
DEFINE_EXC_M(SyntaxError, Exception, syntax_methods)
DEFINE_EXC(IndentationError, SyntaxError)
DEFINE_EXC(TabError, IndentationError)
DEFINE_EXC(SystemError, Exception)
DEFINE_EXC(TypeError, Exception)
DEFINE_EXC(ValueError, Exception)
DEFINE_EXC(UnicodeError, ValueError)
DEFINE_EXC_M(UnicodeDecodeError, UnicodeError, decode_methods)
DEFINE_EXC_M(UnicodeEncodeError, UnicodeError, encode_methods)
DEFINE_EXC_M(UnicodeTranslateError, UnicodeError, translate_methods)
DEFINE_EXC(Warning, Exception)
DEFINE_EXC(BytesWarning, Warning)
DEFINE_EXC(DeprecationWarning, Warning)
DEFINE_EXC(EncodingWarning, Warning)
DEFINE_EXC(FutureWarning, Warning)
DEFINE_EXC(ImportWarning, Warning)
DEFINE_EXC(PendingDeprecationWarning, Warning)
DEFINE_EXC(ResourceWarning, Warning)
DEFINE_EXC(RuntimeWarning, Warning)
DEFINE_EXC(SyntaxWarning, Warning)
DEFINE_EXC(UnicodeWarning, Warning)
DEFINE_EXC(UserWarning, Warning)

int
mt_exc_is_instance_of_type(mt_obj *exc, mt_obj *type)
{
    return mt_isinst(exc, (const mt_type *)type);
}
