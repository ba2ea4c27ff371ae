/* The sys module: argv, exit, stdout/stderr streams through the host, version facts. */
#include "config.h"

#include <limits.h>
#include <string.h>

#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

static mt_obj *
stream_write(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_textstream *s = (mt_textstream *)args[0];
    if (s->fd == 0) {
        return mt_raise(st, MT_EXC(OSError), "not writable");
    }
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "write() argument must be str, not %s",
                        mt_arg_type_name(args[1]));
    }
    if (mt_write_out(st, s->fd, mt_str_data(args[1]), mt_str_len(args[1])) < 0) {
        return NULL;
    }
    return MT_FROM_SMALL(((mt_str *)args[1])->nchars);
}

static mt_obj *
stream_flush(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)args;
    (void)kw;
    return MT_NONE;
}

static mt_obj *
stream_writelines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
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
        mt_obj *r = stream_write(st, 2, argv, NULL);
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
stream_fileno(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_FROM_SMALL(((mt_textstream *)args[0])->fd);
}

static mt_obj *
stream_isatty(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)args;
    (void)kw;
    return MT_FALSE;
}

// Scripts get no stdin: every read of sys.stdin sees end of file.
static int
stream_want_read(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args)
{
    if (((mt_textstream *)self)->fd != 0) {
        return mt_raisei(st, MT_EXC(OSError), "not readable");
    }
    for (size_t i = 0; i < n; i++) {
        if (args[i] != MT_NONE && !mt_int_check(args[i])) {
            return mt_raisei(st, MT_EXC(TypeError), "argument should be integer or None, not '%s'",
                             mt_type_name(args[i]));
        }
    }
    return 0;
}

static mt_obj *
stream_read(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (stream_want_read(st, args[0], n - 1, args + 1) < 0) {
        return NULL;
    }
    return mt_str_from_c(st, "");
}

static mt_obj *
stream_readlines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (stream_want_read(st, args[0], n - 1, args + 1) < 0) {
        return NULL;
    }
    return mt_list_new(st, 0);
}

static mt_obj *
stream_false(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)args;
    (void)kw;
    return MT_FALSE;
}

static mt_obj *
stream_readable(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_BOOL(((mt_textstream *)args[0])->fd == 0);
}

static mt_obj *
stream_writable(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_BOOL(((mt_textstream *)args[0])->fd != 0);
}

static mt_obj *
stream_iter(mt_state *st, mt_obj *o)
{
    if (((mt_textstream *)o)->fd != 0) {
        return mt_raise(st, MT_EXC(OSError), "not readable");
    }
    MT_INCREF(o);
    return o;
}

static mt_obj *
stream_next(mt_state *st, mt_obj *o)
{
    (void)st;
    (void)o;
    return NULL; // at end of file at once
}

static const char *
stream_name(mt_obj *o)
{
    int fd = ((mt_textstream *)o)->fd;
    return fd == 2 ? "<stderr>" : fd == 1 ? "<stdout>" : "<stdin>";
}

static mt_obj *
stream_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "<_io.TextIOWrapper name='%s' mode='%s' encoding='utf-8'>",
                         stream_name(o), ((mt_textstream *)o)->fd == 0 ? "r" : "w");
}

static mt_obj *
stream_get_name(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, stream_name(o));
}

static mt_obj *
stream_get_mode(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, ((mt_textstream *)o)->fd == 0 ? "r" : "w");
}

static mt_obj *
stream_get_encoding(mt_state *st, mt_obj *o)
{
    (void)o;
    return mt_str_from_c(st, "utf-8");
}

static mt_obj *
stream_get_errors(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, ((mt_textstream *)o)->fd == 2 ? "backslashreplace" : "strict");
}

static mt_obj *
stream_get_closed(mt_state *st, mt_obj *o)
{
    (void)st;
    (void)o;
    return MT_FALSE;
}

/* ---- sys.stdout.buffer and friends: the same descriptors taking bytes ---- */

static mt_obj *
bstream_write(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_textstream *s = (mt_textstream *)args[0];
    if (s->fd == 0) {
        return mt_raise(st, MT_EXC(OSError), "not writable");
    }
    if (!mt_bytes_check(args[1])) {
        return mt_raise(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                        mt_type_name(args[1]));
    }
    mt_bytes *b = (mt_bytes *)args[1];
    size_t len = b->len; // text writes are not buffered here, so the order is kept
    if (mt_write_out(st, s->fd, b->data, len) < 0) {
        return NULL;
    }
    return mt_int_from_u64(st, len);
}

static mt_obj *
bstream_read(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (stream_want_read(st, args[0], n - 1, args + 1) < 0) {
        return NULL;
    }
    return mt_bytes_new(st, "", 0);
}

static mt_obj *
bstream_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "<_io.%s name='%s'>",
                         ((mt_textstream *)o)->fd == 0 ? "BufferedReader" : "BufferedWriter",
                         stream_name(o));
}

static mt_obj *
bstream_get_mode(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, ((mt_textstream *)o)->fd == 0 ? "rb" : "wb");
}

static const mt_getset bstream_getsets[] = {{"name", stream_get_name, NULL},
                                            {"mode", bstream_get_mode, NULL},
                                            {"closed", stream_get_closed, NULL},
                                            {NULL, NULL, NULL}};

static const mt_method bstream_methods[] = {
    {"write", bstream_write, MT_ARGS(1, 1)},      {"flush", stream_flush, MT_ARGS(0, 0)},
    {"fileno", stream_fileno, MT_ARGS(0, 0)},     {"isatty", stream_isatty, MT_ARGS(0, 0)},
    {"read", bstream_read, MT_ARGS(0, 1)},        {"readline", bstream_read, MT_ARGS(0, 1)},
    {"readable", stream_readable, MT_ARGS(0, 0)}, {"writable", stream_writable, MT_ARGS(0, 0)},
    {"seekable", stream_false, MT_ARGS(0, 0)},    {NULL, NULL, 0}};

static const mt_type mt_type_binstream = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_io.BufferedWriter",
    .basicsize = sizeof(mt_textstream),
    .base = &mt_type_object,
    .repr = bstream_repr,
    .methods = bstream_methods,
    .getsets = bstream_getsets,
};

static const mt_textstream s_stdout_buffer = {MT_STATIC_HEAD(&mt_type_binstream), 1};
static const mt_textstream s_stderr_buffer = {MT_STATIC_HEAD(&mt_type_binstream), 2};
static const mt_textstream s_stdin_buffer = {MT_STATIC_HEAD(&mt_type_binstream), 0};

static mt_obj *
stream_get_buffer(mt_state *st, mt_obj *o)
{
    (void)st;
    int fd = ((mt_textstream *)o)->fd;
    const mt_textstream *b = fd == 1   ? &s_stdout_buffer
                             : fd == 2 ? &s_stderr_buffer
                                       : &s_stdin_buffer;
    MT_INCREF((mt_obj *)b);
    return (mt_obj *)b;
}

static const mt_getset stream_getsets[] = {{"name", stream_get_name, NULL},
                                           {"mode", stream_get_mode, NULL},
                                           {"encoding", stream_get_encoding, NULL},
                                           {"errors", stream_get_errors, NULL},
                                           {"closed", stream_get_closed, NULL},
                                           {"buffer", stream_get_buffer, NULL},
                                           {NULL, NULL, NULL}};

static const mt_method stream_methods[] = {{"write", stream_write, MT_ARGS(1, 1)},
                                           {"flush", stream_flush, MT_ARGS(0, 0)},
                                           {"writelines", stream_writelines, MT_ARGS(1, 1)},
                                           {"fileno", stream_fileno, MT_ARGS(0, 0)},
                                           {"isatty", stream_isatty, MT_ARGS(0, 0)},
                                           {"read", stream_read, MT_ARGS(0, 1)},
                                           {"readline", stream_read, MT_ARGS(0, 1)},
                                           {"readlines", stream_readlines, MT_ARGS(0, 1)},
                                           {"readable", stream_readable, MT_ARGS(0, 0)},
                                           {"writable", stream_writable, MT_ARGS(0, 0)},
                                           {"seekable", stream_false, MT_ARGS(0, 0)},
                                           {NULL, NULL, 0}};

const mt_type mt_type_textstream = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_io.TextIOWrapper",
    .basicsize = sizeof(mt_textstream),
    .base = &mt_type_object,
    .repr = stream_repr,
    .iter = stream_iter,
    .next = stream_next,
    .methods = stream_methods,
    .getsets = stream_getsets,
};

static const mt_textstream s_stdout = {MT_STATIC_HEAD(&mt_type_textstream), 1};
static const mt_textstream s_stderr = {MT_STATIC_HEAD(&mt_type_textstream), 2};
static const mt_textstream s_stdin = {MT_STATIC_HEAD(&mt_type_textstream), 0};

static mt_obj *
sys_exit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *e = mt_exc_new(st, MT_EXC(SystemExit), NULL);
    if (!e) {
        return NULL;
    }
    mt_obj *a = mt_tuple_from_array(st, args, n);
    if (!a) {
        MT_DECREF(e);
        return NULL;
    }
    mt_obj *argv[1] = {n ? args[0] : MT_NONE};
    MT_DECREF(e);
    e = mt_call(st, (mt_obj *)MT_EXC(SystemExit), n, argv, NULL);
    MT_DECREF(a);
    if (!e) {
        return NULL;
    }
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

static mt_obj *
sys_getrecursionlimit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return MT_FROM_SMALL(st->recursion_limit ? st->recursion_limit : st->limits.max_depth);
}

static mt_obj *
sys_setrecursionlimit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t v;
    if (mt_index(st, args[0], &v) < 0) {
        return NULL;
    }
    if (v < 1) {
        return mt_raise(st, MT_EXC(ValueError), "recursion limit must be greater or equal than 1");
    }
    if (v > INT_MAX) {
        return mt_raise(st, MT_EXC(OverflowError), "Python int too large to convert to C int");
    }
    if (v <= st->depth) {
        return mt_raise(st, MT_EXC(RecursionError),
                        "cannot set the recursion limit to %d at the recursion depth %d: the "
                        "limit is too low",
                        (int)v, st->depth);
    }
    // As in CPython, the limit may be raised past the default: what protects the C stack
    // is the stack check every recursive path makes beside the depth (mt_recur_enter,
    // the Python call's entry: RecursionError when the thread's stack runs low), and the
    // frames' memory is held to the heap budget.
    st->recursion_limit = (int)v;
    st->limits.max_depth = (int)v;
    return MT_NONE;
}

static mt_obj *
sys_exc_info(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    mt_obj *e = st->handled;
    if (!e) {
        return mt_tuple_pack(st, 3, MT_NONE, MT_NONE, MT_NONE);
    }
    mt_obj *tb = mt_exc_traceback(st, e);
    if (!tb) {
        return NULL;
    }
    mt_obj *r = mt_tuple_pack(st, 3, (mt_obj *)MT_TYPE(e), e, tb);
    MT_DECREF(tb);
    return r;
}

static mt_obj *
sys_exception(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    mt_obj *e = st->handled ? st->handled : MT_NONE;
    MT_INCREF(e);
    return e;
}

static mt_obj *
sys_getsizeof(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    // CPython: the object's own __sizeof__ (a script class may define it), plus the GC
    // header; with a default, any TypeError (the call's, a result not an int) returns it
    mt_obj *r = mt_call_method(st, args[0], MT_NAME(__sizeof__), 0, NULL);
    int64_t v = -1;
    if (r) {
        if (!mt_int_check(r)) {
            mt_raise(st, MT_EXC(TypeError), "an integer is required");
        } else if (mt_int_as_i64(st, r, &v) == 0 && v < 0) {
            mt_raise(st, MT_EXC(ValueError), "__sizeof__() should return >= 0");
        }
        MT_DECREF(r);
    }
    if (st->exc) {
        if (n > 1 && mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            MT_INCREF(args[1]);
            return args[1];
        }
        return NULL;
    }
    return mt_int_from_i64(st, v + mt_object_gc_overhead(args[0]));
}

static mt_obj *
sys_intern(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

// sys.set_int_max_str_digits(maxdigits): 0 (no limit) or at least 640, as CPython's
static mt_obj *
sys_set_int_max_str_digits(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"maxdigits", 1}, {NULL, 0}};
    mt_obj *a[1] = {NULL};
    if (mt_args_parse(st, "set_int_max_str_digits", n, args, kw, specs, 1, a) < 0) {
        return NULL;
    }
    if (!mt_int_check(a[0])) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                        mt_type_name(a[0]));
    }
    int64_t v;
    if (mt_index(st, a[0], &v) < 0) {
        return NULL;
    }
    if (v != 0 && v < 640) {
        return mt_raise(st, MT_EXC(ValueError), "maxdigits must be 0 or larger than 640");
    }
    st->int_max_str_digits = (size_t)v + 1;
    return MT_NONE;
}

static mt_obj *
sys_get_int_max_str_digits(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_int_from_u64(st, mt_int_max_str_digits(st));
}

// The object's reference count, the argument's own reference included (as CPython's). An
// immortal object (None, a tagged small int, a static type) reports 2**32 - 1, as CPython 3.12
// does for its immortals (3.11's count for None is some large number too).
static mt_obj *
sys_getrefcount(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *o = args[0];
    if (MT_IS_SMALL(o) || o->refcnt >= MT_IMMORTAL) {
        return mt_int_from_i64(st, 4294967295);
    }
    return mt_int_from_u64(st, o->refcnt);
}

// The number of heap objects alive in this interpreter (CPython counts pymalloc blocks).
static mt_obj *
sys_getallocatedblocks(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    uint64_t count = 0;
    for (mt_obj *o = st->objects.next; o && o != &st->objects; o = o->next) {
        count++;
    }
    return mt_int_from_u64(st, count);
}

static int
set(mt_state *st, mt_obj *d, const char *k, mt_obj *v)
{
    if (!v) {
        return -1;
    }
    int rc = mt_dict_set_str(st, d, k, v);
    MT_DECREF(v);
    return rc;
}

// sys.argv[0]: the script's name; CPython's is '-c' for source given with -c (run as
// "<string>").
static const char *
script_argv0(mt_state *st)
{
    const char *a0 = st->filename ? st->filename : "";
    return strcmp(a0, "<string>") == 0 ? "-c" : a0;
}

// The C functions that come with sys._extra.py's names.
static const mt_method sys_extra_methods[] = {
    {"getallocatedblocks", sys_getallocatedblocks, MT_ARGS(0, 0) | MT_NOSELF},
    {"getrefcount", sys_getrefcount, MT_ARGS(1, 1) | MT_NOSELF},
    {NULL, NULL, 0}};

// _load_extra(name): sys.py's __getattr__ past the struct sequences. At the first name sys
// does not otherwise have, sys_extra_methods, orig_argv and __stdin__ are added to this
// interpreter's sys module and monty/lib/sys._extra.py is run into it.
static mt_obj *
sys__load_extra(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *m = mt_dict_get_str_borrow(st->modules, "sys");
    mt_obj *d = m && MT_TYPE(m) == &mt_type_module ? ((mt_module *)m)->dict : NULL;
    if (d && mt_dict_get_str_borrow(d, "_extra_done")) {
        d = NULL; // added already
    }
    if (d) {
        // orig_argv as CPython's for `python3 script.py`: the interpreter, then the script's
        // argv as it started (the script may have changed sys.argv since); __stdin__ the
        // stream sys.stdin started as
        mt_obj *v[2] = {mt_str_from_c(st, "python3"), mt_str_from_c(st, script_argv0(st))};
        mt_obj *l = v[0] && v[1] ? mt_list_new(st, 0) : NULL;
        for (size_t i = 0; i < 2; i++) {
            if (l && mt_list_append_take(st, l, v[i]) < 0) {
                MT_CLEAR(l);
            } else if (!l) {
                MT_XDECREF(v[i]);
            }
        }
        if (set(st, d, "orig_argv", l) < 0 ||
            set(st, d, "__stdin__", (MT_INCREF(&s_stdin), (mt_obj *)&s_stdin)) < 0) {
            return NULL;
        }
    }
    for (const mt_method *me = sys_extra_methods; d && me->name; me++) {
        mt_obj *f = mt_obj_new_cfunc(st, me, NULL, NULL);
        if (f) {
            ((mt_cfunc_obj *)f)->modname = "sys";
        }
        int rc = f ? mt_dict_set_str(st, d, me->name, f) : -1;
        MT_XDECREF(f);
        if (rc < 0) {
            return NULL;
        }
    }
    return mt_module_getattr_part(st, "sys", "sys._extra", args[0]);
}

static const mt_method sys_methods[] = {
    {"_load_extra", sys__load_extra, MT_ARGS(1, 1) | MT_NOSELF},
    {"exit", sys_exit, MT_ARGS(0, 1) | MT_NOSELF},
    {"getrecursionlimit", sys_getrecursionlimit, MT_ARGS(0, 0) | MT_NOSELF},
    {"setrecursionlimit", sys_setrecursionlimit, MT_ARGS(1, 1) | MT_NOSELF},
    {"exc_info", sys_exc_info, MT_ARGS(0, 0) | MT_NOSELF},
    {"exception", sys_exception, MT_ARGS(0, 0) | MT_NOSELF},
    {"getsizeof", sys_getsizeof, MT_ARGS(1, 2) | MT_NOSELF},
    {"intern", sys_intern, MT_ARGS(1, 1) | MT_NOSELF},
    {"set_int_max_str_digits", sys_set_int_max_str_digits, MT_ARGS(0, 1) | MT_NOSELF | MT_KW},
    {"get_int_max_str_digits", sys_get_int_max_str_digits, MT_ARGS(0, 0) | MT_NOSELF},
    {NULL, NULL, 0}};

// The Python part of sys is monty/lib/sys.py, frozen at build time (monty/frozen.h).

static int
sys_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    MT_INCREF(&s_stdout);
    MT_INCREF(&s_stderr);
    MT_INCREF(&s_stdin);
    if (set(st, d, "stdout", (mt_obj *)&s_stdout) < 0 ||
        set(st, d, "stderr", (mt_obj *)&s_stderr) < 0 ||
        set(st, d, "stdin", (mt_obj *)&s_stdin) < 0 ||
        set(st, d, "__stdout__", (MT_INCREF(&s_stdout), (mt_obj *)&s_stdout)) < 0 ||
        set(st, d, "__stderr__", (MT_INCREF(&s_stderr), (mt_obj *)&s_stderr)) < 0) {
        return -1;
    }
    mt_obj *argv = mt_list_new(st, 0);
    if (!argv) {
        return -1;
    }
    mt_obj *fn = mt_str_from_c(st, script_argv0(st));
    if (!fn || mt_list_append_take(st, argv, fn) < 0) {
        MT_DECREF(argv);
        return -1;
    }
    if (set(st, d, "argv", argv) < 0 || set(st, d, "platform", mt_str_from_c(st, "linux")) < 0 ||
        set(st, d, "version", mt_str_from_c(st, "3.11.7 (Monty, Strands-Box Python subset)")) < 0 ||
        set(st, d, "maxsize", mt_int_from_i64(st, INT64_MAX)) < 0 ||
        set(st, d, "byteorder", mt_str_from_c(st, "little")) < 0 ||
        set(st, d, "maxunicode", MT_FROM_SMALL(0x10FFFF)) < 0 ||
        set(st, d, "path", mt_list_new(st, 0)) < 0 ||
        set(st, d, "modules", (MT_INCREF(st->modules), st->modules)) < 0 ||
        set(st, d, "executable", mt_str_from_c(st, "python3")) < 0) {
        return -1;
    }
    return mt_module_exec_frozen(st, m, "sys");
}

const mt_module_def mt_module_sys = {"sys", sys_methods, sys_init};
