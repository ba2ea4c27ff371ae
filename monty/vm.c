/* The virtual machine: code and function objects, argument binding, the computed-goto
 * evaluation loop with inline caches, generators and imports. */
#include "config.h"

#include "monty/vm.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/modules/registry.h"

#define STACK_SLOTS ((size_t)1 << 19)

/* ---- code objects ---- */

static void
code_clear(mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    if (c->consts) {
        for (size_t i = 0; i < c->nconsts; i++) {
            MT_XDECREF(c->consts[i]);
        }
    }
    if (c->names) {
        for (size_t i = 0; i < c->nnames; i++) {
            MT_XDECREF(c->names[i]);
        }
    }
    int total = c->nlocals + c->ncells + c->nfree;
    if (c->localnames) {
        for (int i = 0; i < total; i++) {
            MT_XDECREF(c->localnames[i]);
        }
    }
    if (c->cache) {
        for (size_t i = 0; i < c->ncode; i++) {
            if (MT_OP(c->code[i]) == MT_OPC_LOAD_METHOD) {
                MT_XDECREF(c->cache[i].val);
            }
        }
    }
    MT_CLEAR(c->name);
    MT_CLEAR(c->qualname);
    MT_CLEAR(c->filename);
    cm_free(c->code);
    cm_free(c->lines);
    cm_free(c->consts);
    cm_free(c->names);
    cm_free(c->localnames);
    cm_free(c->cell2arg);
    cm_free(c->cache);
    c->code = NULL;
    c->lines = NULL;
    c->consts = NULL;
    c->names = NULL;
    c->localnames = NULL;
    c->cell2arg = NULL;
    c->cache = NULL;
}

static void
code_release(mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    cm_free(c->code);
    cm_free(c->lines);
    cm_free(c->consts);
    cm_free(c->names);
    cm_free(c->localnames);
    cm_free(c->cell2arg);
    cm_free(c->cache);
    c->code = NULL;
}

static mt_obj *
code_repr(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    return mt_str_printf(st, "<code object %U at %p, file \"%U\", line %d>", c->name, (void *)o,
                         c->filename, c->firstline);
}

static mt_obj *
code_name(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_code *)o)->name);
    return ((mt_code *)o)->name;
}

static mt_obj *
code_argcount(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_FROM_SMALL(((mt_code *)o)->argcount);
}

static mt_obj *
code_varnames(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    return mt_tuple_from_array(st, c->localnames, (size_t)c->nlocals);
}

static mt_obj *
code_filename(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_code *)o)->filename);
    return ((mt_code *)o)->filename;
}

static mt_obj *
code_firstlineno(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_FROM_SMALL(((mt_code *)o)->firstline);
}

static mt_obj *
code_flags(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_code *c = (mt_code *)o;
    int f = 0;
    if (c->flags & MT_CO_VARARGS) {
        f |= 4;
    }
    if (c->flags & MT_CO_VARKW) {
        f |= 8;
    }
    if ((c->flags & (MT_CO_GENERATOR | MT_CO_COROUTINE)) == (MT_CO_GENERATOR | MT_CO_COROUTINE)) {
        f |= 512; // CO_ASYNC_GENERATOR
    } else if (c->flags & MT_CO_GENERATOR) {
        f |= 32;
    } else if (c->flags & MT_CO_COROUTINE) {
        f |= 128;
    }
    return MT_FROM_SMALL(f);
}

static const mt_getset code_getsets[] = {{"co_name", code_name, NULL},
                                         {"co_argcount", code_argcount, NULL},
                                         {"co_varnames", code_varnames, NULL},
                                         {"co_filename", code_filename, NULL},
                                         {"co_firstlineno", code_firstlineno, NULL},
                                         {"co_flags", code_flags, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_code = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "code",
    .basicsize = sizeof(mt_code),
    .base = &mt_type_object,
    .clear = code_clear,
    .release = code_release,
    .repr = code_repr,
    .getsets = code_getsets,
};

/* ---- function objects ---- */

mt_obj *
mt_func_new(mt_state *st, mt_code *code, mt_obj *globals, mt_obj *qualname)
{
    mt_func *f = (mt_func *)mt_alloc(st, &mt_type_function, sizeof(mt_func));
    if (!f) {
        return NULL;
    }
    MT_INCREF(code);
    f->code = code;
    MT_INCREF(globals);
    f->globals = globals;
    MT_INCREF(code->name);
    f->name = code->name;
    f->qualname = qualname ? qualname : code->qualname;
    MT_INCREF(f->qualname);
    mt_obj *doc = code->nconsts > 0 && !(code->flags & (MT_CO_MODULE | MT_CO_CLASSBODY))
                      ? code->consts[0]
                      : MT_NONE;
    if (MT_TYPE(doc) != &mt_type_str) {
        doc = MT_NONE;
    }
    MT_INCREF(doc);
    f->doc = doc;
    mt_obj *mod = mt_dict_lookup_str(globals, MT_NAME(__name__));
    f->module = mod ? mod : MT_NONE;
    MT_INCREF(f->module);
    return (mt_obj *)f;
}

static void
func_clear(mt_obj *o)
{
    mt_func *f = (mt_func *)o;
    MT_CLEAR(f->code);
    MT_CLEAR(f->globals);
    MT_CLEAR(f->defaults);
    MT_CLEAR(f->kwdefaults);
    MT_CLEAR(f->closure);
    MT_CLEAR(f->name);
    MT_CLEAR(f->qualname);
    MT_CLEAR(f->doc);
    MT_CLEAR(f->dict);
    MT_CLEAR(f->module);
    MT_CLEAR(f->annotations);
}

static mt_obj *
func_repr(mt_state *st, mt_obj *o)
{
    mt_func *f = (mt_func *)o;
    return mt_str_printf(st, "<function %U at %p>", f->qualname, (void *)o);
}

static mt_obj *
func_descr_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)type;
    if (!obj) {
        MT_INCREF(d);
        return d;
    }
    return mt_boundmeth_new(st, d, obj);
}

#define FUNC_GETSET(field)                                                                         \
    static mt_obj *func_get_##field(mt_state *st, mt_obj *o)                                       \
    {                                                                                              \
        (void)st;                                                                                  \
        mt_obj *v = ((mt_func *)o)->field;                                                         \
        if (!v) {                                                                                  \
            v = MT_NONE;                                                                           \
        }                                                                                          \
        MT_INCREF(v);                                                                              \
        return v;                                                                                  \
    }                                                                                              \
    static int func_set_##field(mt_state *st, mt_obj *o, mt_obj *v)                                \
    {                                                                                              \
        (void)st;                                                                                  \
        if (v == MT_NONE) {                                                                        \
            v = NULL;                                                                              \
        }                                                                                          \
        MT_XINCREF(v);                                                                             \
        MT_SETREF(((mt_func *)o)->field, v);                                                       \
        return 0;                                                                                  \
    }
FUNC_GETSET(name)
FUNC_GETSET(qualname)
FUNC_GETSET(doc)
FUNC_GETSET(module)
FUNC_GETSET(defaults)
FUNC_GETSET(kwdefaults)

static mt_obj *
func_get_code(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_func *)o)->code);
    return (mt_obj *)((mt_func *)o)->code;
}

static mt_obj *
func_get_globals(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_func *)o)->globals);
    return ((mt_func *)o)->globals;
}

static mt_obj *
func_get_closure(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *c = ((mt_func *)o)->closure;
    c = c ? c : MT_NONE;
    MT_INCREF(c);
    return c;
}

static mt_obj *
func_get_annotations(mt_state *st, mt_obj *o)
{
    mt_func *f = (mt_func *)o;
    if (!f->annotations) {
        f->annotations = mt_dict_new(st);
        if (!f->annotations) {
            return NULL;
        }
    }
    MT_INCREF(f->annotations);
    return f->annotations;
}

static int
func_set_annotations(mt_state *st, mt_obj *o, mt_obj *v)
{
    (void)st;
    MT_XINCREF(v);
    MT_SETREF(((mt_func *)o)->annotations, v);
    return 0;
}

static mt_obj *
func_get_dict(mt_state *st, mt_obj *o)
{
    mt_func *f = (mt_func *)o;
    if (!f->dict) {
        f->dict = mt_dict_new(st);
        if (!f->dict) {
            return NULL;
        }
    }
    MT_INCREF(f->dict);
    return f->dict;
}

static const mt_getset func_getsets[] = {
    {"__name__", func_get_name, func_set_name},
    {"__qualname__", func_get_qualname, func_set_qualname},
    {"__doc__", func_get_doc, func_set_doc},
    {"__module__", func_get_module, func_set_module},
    {"__defaults__", func_get_defaults, func_set_defaults},
    {"__kwdefaults__", func_get_kwdefaults, func_set_kwdefaults},
    {"__code__", func_get_code, NULL},
    {"__globals__", func_get_globals, NULL},
    {"__closure__", func_get_closure, NULL},
    {"__annotations__", func_get_annotations, func_set_annotations},
    {"__dict__", func_get_dict, NULL},
    {NULL, NULL, NULL}};

const mt_type mt_type_function = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "function",
    .basicsize = sizeof(mt_func),
    .base = &mt_type_object,
    .dictoffset = offsetof(mt_func, dict),
    .clear = func_clear,
    .repr = func_repr,
    .call = mt_func_call,
    .descr_get = func_descr_get,
    .getsets = func_getsets,
};

/* ---- argument binding ---- */

// A failed call names the function by its __qualname__ (CPython 3.10+), which may differ
// from its code's (dataclasses and decorators set it).
static int
missing_args(mt_state *st, mt_code *co, mt_obj *qn, mt_obj **fast, int from, int to, int kwonly,
             mt_obj *defaults_check)
{
    (void)defaults_check;
    int cnt = 0;
    for (int i = from; i < to; i++) {
        if (!fast[i]) {
            cnt++;
        }
    }
    if (!cnt) {
        return 0;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    int k = 0;
    for (int i = from; i < to; i++) {
        if (fast[i]) {
            continue;
        }
        if (k > 0) {
            if (cnt == 2) {
                (void)!cm_buf_adds(&b, " and ");
            } else if (k == cnt - 1) {
                (void)!cm_buf_adds(&b, ", and ");
            } else {
                (void)!cm_buf_adds(&b, ", ");
            }
        }
        (void)!cm_buf_printf(&b, "'%s'", mt_str_data(co->localnames[i]));
        k++;
    }
    mt_raise(st, MT_EXC(TypeError), "%U() missing %d required %s argument%s: %s", qn, cnt,
             kwonly ? "keyword-only" : "positional", cnt == 1 ? "" : "s", cm_buf_str(&b));
    cm_buf_free(&b);
    return -1;
}

/* Fill fast[0..nlocals) from a vector call. */
static int
bind_args(mt_state *st, mt_func *func, mt_obj **fast, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_code *co = func->code;
    mt_obj *qn = func->qualname;
    int argcount = co->argcount, kwonly = co->kwonly;
    int total = argcount + kwonly;
    int va = (co->flags & MT_CO_VARARGS) ? total : -1;
    int vk = (co->flags & MT_CO_VARKW) ? total + (va >= 0 ? 1 : 0) : -1;
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    size_t npos = n < (size_t)argcount ? n : (size_t)argcount;
    for (size_t i = 0; i < npos; i++) {
        MT_INCREF(args[i]);
        fast[i] = args[i];
    }
    if (n > (size_t)argcount) {
        if (va < 0) {
            int ndef = func->defaults ? (int)MT_TUPLE_N(func->defaults) : 0;
            int kwgiven = 0;
            for (size_t k = 0; k < nk; k++) {
                for (int j = argcount; j < total; j++) {
                    if (mt_str_eq(MT_TUPLE_ITEM(kw, k), co->localnames[j])) {
                        kwgiven++;
                    }
                }
            }
            char extra[96] = "";
            if (kwgiven) {
                snprintf(extra, sizeof extra,
                         " positional argument%s (and %d keyword-only argument%s)",
                         n == 1 ? "" : "s", kwgiven, kwgiven == 1 ? "" : "s");
            }
            if (ndef) {
                return mt_raisei(st, MT_EXC(TypeError),
                                 "%U() takes from %d to %d positional arguments but %zu%s %s given",
                                 qn, argcount - ndef, argcount, n, extra,
                                 n == 1 && !kwgiven ? "was" : "were");
            }
            return mt_raisei(
                st, MT_EXC(TypeError), "%U() takes %d positional argument%s but %zu%s %s given", qn,
                argcount, argcount == 1 ? "" : "s", n, extra, n == 1 && !kwgiven ? "was" : "were");
        }
        mt_obj *t = mt_tuple_from_array(st, args + argcount, n - (size_t)argcount);
        if (!t) {
            return -1;
        }
        fast[va] = t;
    } else if (va >= 0) {
        fast[va] = MT_EMPTY_TUPLE;
    }
    if (vk >= 0) {
        fast[vk] = mt_dict_new(st);
        if (!fast[vk]) {
            return -1;
        }
    }
    for (size_t k = 0; k < nk; k++) {
        mt_obj *name = MT_TUPLE_ITEM(kw, k);
        mt_obj *val = args[n + k];
        int idx = -1;
        for (int j = co->posonly; j < total; j++) {
            if (co->localnames[j] == name) {
                idx = j;
                break;
            }
        }
        if (idx < 0) {
            for (int j = co->posonly; j < total; j++) {
                if (mt_str_eq(co->localnames[j], name)) {
                    idx = j;
                    break;
                }
            }
        }
        if (idx >= 0) {
            if (fast[idx]) {
                return mt_raisei(st, MT_EXC(TypeError),
                                 "%U() got multiple values for argument '%U'", qn, name);
            }
            MT_INCREF(val);
            fast[idx] = val;
            continue;
        }
        if (vk >= 0) {
            if (mt_dict_set(st, fast[vk], name, val) < 0) {
                return -1;
            }
            continue;
        }
        for (int j = 0; j < co->posonly; j++) {
            if (mt_str_eq(co->localnames[j], name)) {
                return mt_raisei(st, MT_EXC(TypeError),
                                 "%U() got some positional-only arguments passed as keyword "
                                 "arguments: '%U'",
                                 qn, name);
            }
        }
        return mt_raisei(st, MT_EXC(TypeError), "%U() got an unexpected keyword argument '%U'", qn,
                         name);
    }
    if (npos < (size_t)argcount) {
        int ndef = func->defaults ? (int)MT_TUPLE_N(func->defaults) : 0;
        int first_def = argcount - ndef;
        for (int i = (int)npos; i < argcount; i++) {
            if (!fast[i] && i >= first_def) {
                mt_obj *d = MT_TUPLE_ITEM(func->defaults, i - first_def);
                MT_INCREF(d);
                fast[i] = d;
            }
        }
        if (missing_args(st, co, qn, fast, 0, argcount, 0, NULL) < 0) {
            return -1;
        }
    }
    if (kwonly) {
        for (int i = argcount; i < total; i++) {
            if (!fast[i] && func->kwdefaults) {
                mt_obj *d = mt_dict_lookup_str(func->kwdefaults, co->localnames[i]);
                if (d) {
                    MT_INCREF(d);
                    fast[i] = d;
                }
            }
        }
        if (missing_args(st, co, qn, fast, argcount, total, 1, NULL) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
init_cells(mt_state *st, mt_func *func, mt_obj **fast)
{
    mt_code *co = func->code;
    for (int i = 0; i < co->ncells; i++) {
        int a = co->cell2arg[i];
        mt_obj *c = mt_cell_new(st, a >= 0 ? fast[a] : NULL);
        if (!c) {
            return -1;
        }
        fast[co->nlocals + i] = c;
    }
    for (int i = 0; i < co->nfree; i++) {
        mt_obj *c = MT_TUPLE_ITEM(func->closure, i);
        MT_INCREF(c);
        fast[co->nlocals + co->ncells + i] = c;
    }
    return 0;
}

static mt_obj *run_frame(mt_state *st, mt_frame *f, int throwing);
static mt_obj *gen_new(mt_state *st, mt_func *func, size_t n, mt_obj *const *args, mt_obj *kw);

static int
enter_call(mt_state *st)
{
    if (st->depth >= st->limits.max_depth || mt_stack_low()) {
        mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
        return -1;
    }
    st->depth++;
    return 0;
}

static int
ensure_stack(mt_state *st)
{
    if (st->stack) {
        return 0;
    }
    // not zeroed: every frame sets its fast slots and pushes before it pops; zeroing 4 MiB
    // was most of a one-line script's run time
    st->stack = cm_alloc(STACK_SLOTS * sizeof(mt_obj *));
    if (!st->stack) {
        mt_nomem(st);
        return -1;
    }
    st->stack_size = STACK_SLOTS;
    st->stack_top = st->stack;
    return 0;
}

mt_obj *
mt_func_call(mt_state *st, mt_obj *fo, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_func *func = (mt_func *)fo;
    mt_code *co = func->code;
    if (co->flags & (MT_CO_GENERATOR | MT_CO_COROUTINE)) {
        return gen_new(st, func, n, args, kw);
    }
    if (enter_call(st) < 0) {
        return NULL;
    }
    if (CM_UNLIKELY(!st->stack) && ensure_stack(st) < 0) {
        st->depth--;
        return NULL;
    }
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize;
    mt_obj **base = st->stack_top;
    if (base + need > st->stack + st->stack_size) {
        st->depth--;
        return mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    st->stack_top = base + need;
    mt_obj *r = NULL;
    // fast path: exact positional arguments
    if (!kw && n == (size_t)co->argcount && !(co->flags & (MT_CO_VARARGS | MT_CO_VARKW)) &&
        co->kwonly == 0) {
        for (size_t i = 0; i < n; i++) {
            MT_INCREF(args[i]);
            base[i] = args[i];
        }
        for (size_t i = n; i < nfast; i++) {
            base[i] = NULL;
        }
    } else {
        for (size_t i = 0; i < nfast; i++) {
            base[i] = NULL;
        }
        if (bind_args(st, func, base, n, args, kw) < 0) {
            goto done;
        }
    }
    if ((co->ncells || co->nfree) && init_cells(st, func, base) < 0) {
        goto done;
    }
    {
        mt_frame f;
        f.code = co;
        f.func = func;
        f.globals = func->globals;
        f.locals = NULL;
        f.fast = base;
        f.stack = base + nfast;
        f.sp = f.stack;
        f.ip = 0;
        f.nblocks = 0;
        f.heap = 0;
        f.yielded = 0;
        f.gen = NULL;
        f.errline = 0;
        r = run_frame(st, &f, 0);
    }
done:
    for (size_t i = 0; i < nfast; i++) {
        MT_XDECREF(base[i]);
    }
    st->stack_top = base;
    st->depth--;
    return r;
}

mt_obj *
mt_vm_call_classbody(mt_state *st, mt_obj *fo, mt_obj *ns)
{
    mt_func *func = (mt_func *)fo;
    mt_code *co = func->code;
    if (enter_call(st) < 0) {
        return NULL;
    }
    if (!st->stack && ensure_stack(st) < 0) {
        st->depth--;
        return NULL;
    }
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize;
    mt_obj **base = st->stack_top;
    if (base + need > st->stack + st->stack_size) {
        st->depth--;
        return mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    st->stack_top = base + need;
    for (size_t i = 0; i < nfast; i++) {
        base[i] = NULL;
    }
    mt_obj *r = NULL;
    if (init_cells(st, func, base) == 0) {
        mt_frame f;
        memset(&f, 0, sizeof f);
        f.code = co;
        f.func = func;
        f.globals = func->globals;
        f.locals = ns;
        f.fast = base;
        f.stack = base + nfast;
        f.sp = f.stack;
        r = run_frame(st, &f, 0);
    }
    for (size_t i = 0; i < nfast; i++) {
        MT_XDECREF(base[i]);
    }
    st->stack_top = base;
    st->depth--;
    return r;
}

mt_obj *
mt_vm_run_code(mt_state *st, mt_code *co, mt_obj *globals, mt_obj *locals)
{
    if (enter_call(st) < 0) {
        return NULL;
    }
    if (!st->stack && ensure_stack(st) < 0) {
        st->depth--;
        return NULL;
    }
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize;
    mt_obj **base = st->stack_top;
    if (base + need > st->stack + st->stack_size) {
        st->depth--;
        return mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    st->stack_top = base + need;
    for (size_t i = 0; i < nfast; i++) {
        base[i] = NULL;
    }
    mt_frame f;
    memset(&f, 0, sizeof f);
    f.code = co;
    f.globals = globals;
    f.locals = locals && locals != globals ? locals : NULL;
    f.fast = base;
    f.stack = base + nfast;
    f.sp = f.stack;
    mt_obj *r = run_frame(st, &f, 0);
    for (size_t i = 0; i < nfast; i++) {
        MT_XDECREF(base[i]);
    }
    st->stack_top = base;
    st->depth--;
    return r;
}

/* ---- generators ---- */

// "generator", "coroutine" or "async generator", for messages
static const char *
gen_kind(mt_obj *go)
{
    if (go->type == &mt_type_coroutine) {
        return "coroutine";
    }
    return go->type == &mt_type_async_generator ? "async generator" : "generator";
}

static void
gen_clear(mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    if (g->mem) {
        mt_frame *f = &g->frame;
        mt_code *co = f->code;
        size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
        for (size_t i = 0; i < nfast; i++) {
            MT_XDECREF(f->fast[i]);
        }
        for (mt_obj **p = f->stack; p < f->sp; p++) {
            MT_XDECREF(*p);
        }
        cm_free(g->mem);
        g->mem = NULL;
    }
    MT_CLEAR(g->frame.func);
    MT_CLEAR(g->name);
    MT_CLEAR(g->qualname);
}

static void
gen_release(mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    cm_free(g->mem);
    g->mem = NULL;
}

static mt_obj *
gen_new(mt_state *st, mt_func *func, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_code *co = func->code;
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize + 1;
    mt_obj **mem = cm_calloc(need, sizeof(mt_obj *));
    if (!mem) {
        return mt_nomem(st);
    }
    if (bind_args(st, func, mem, n, args, kw) < 0 ||
        ((co->ncells || co->nfree) && init_cells(st, func, mem) < 0)) {
        for (size_t i = 0; i < nfast; i++) {
            MT_XDECREF(mem[i]);
        }
        cm_free(mem);
        return NULL;
    }
    const mt_type *t = &mt_type_generator;
    if (co->flags & MT_CO_COROUTINE) {
        t = (co->flags & MT_CO_GENERATOR) ? &mt_type_async_generator : &mt_type_coroutine;
    }
    mt_gen *g = (mt_gen *)mt_alloc(st, t, sizeof(mt_gen));
    if (!g) {
        for (size_t i = 0; i < nfast; i++) {
            MT_XDECREF(mem[i]);
        }
        cm_free(mem);
        return NULL;
    }
    g->mem = mem;
    mt_frame *f = &g->frame;
    f->code = co;
    MT_INCREF(func);
    f->func = func;
    f->globals = func->globals;
    f->fast = mem;
    f->stack = mem + nfast;
    f->sp = f->stack;
    f->heap = 1;
    f->gen = (mt_obj *)g;
    MT_INCREF(func->name);
    g->name = func->name;
    MT_INCREF(func->qualname);
    g->qualname = func->qualname;
    return (mt_obj *)g;
}

mt_obj *
mt_gen_resume(mt_state *st, mt_obj *go, mt_obj *v, mt_obj **retval)
{
    mt_gen *g = (mt_gen *)go;
    *retval = NULL;
    int throwing = v == NULL;
    if (g->running) {
        return mt_raise(st, MT_EXC(ValueError), "%s already executing", gen_kind(go));
    }
    if (g->finished) {
        if (go->type == &mt_type_coroutine && !throwing) {
            return mt_raise(st, MT_EXC(RuntimeError), "cannot reuse already awaited coroutine");
        }
        return NULL; // exhausted (a pending thrown exception stays pending)
    }
    if (!g->started && !throwing && v != MT_NONE) {
        return mt_raise(st, MT_EXC(TypeError), "can't send non-None value to a just-started %s",
                        gen_kind(go));
    }
    if (enter_call(st) < 0) {
        return NULL;
    }
    if (g->started && !throwing) {
        MT_INCREF(v);
        *g->frame.sp++ = v;
    }
    g->started = 1;
    g->running = 1;
    g->frame.yielded = 0;
    MT_INCREF(go);
    mt_obj *r = run_frame(st, &g->frame, throwing);
    g->running = 0;
    st->depth--;
    if (r && g->frame.yielded) {
        MT_DECREF(go);
        return r;
    }
    g->finished = 1;
    if (r) {
        *retval = r;
        MT_DECREF(go);
        return NULL;
    }
    // exception: StopIteration escaping a generator (StopAsyncIteration escaping an async
    // generator) becomes RuntimeError
    int stopasync =
        go->type == &mt_type_async_generator && mt_exc_matches(st, MT_EXC(StopAsyncIteration));
    if (stopasync || mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_obj *cause = mt_exc_fetch(st);
        mt_raise(st, MT_EXC(RuntimeError), "%s raised %s", gen_kind(go),
                 stopasync ? "StopAsyncIteration" : "StopIteration");
        if (st->exc) {
            ((mt_exc *)st->exc)->cause = cause;
            ((mt_exc *)st->exc)->suppress_context = 1;
        } else {
            MT_DECREF(cause);
        }
    }
    MT_DECREF(go);
    return NULL;
}

mt_obj *
mt_gen_send(mt_state *st, mt_obj *gen, mt_obj *v)
{
    mt_obj *ret;
    mt_obj *r = mt_gen_resume(st, gen, v, &ret);
    if (r || st->exc) {
        return r;
    }
    mt_raise_arg(st, MT_EXC(StopIteration), ret ? ret : MT_NONE);
    MT_XDECREF(ret);
    return NULL;
}

static mt_obj *
gen_iternext(mt_state *st, mt_obj *o)
{
    mt_obj *ret;
    mt_obj *r = mt_gen_resume(st, o, MT_NONE, &ret);
    MT_XDECREF(ret);
    return r;
}

static mt_obj *
gen_m_send(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_gen_send(st, args[0], args[1]);
}

static mt_obj *gen_throw_into(mt_state *st, mt_obj *go);

/* Step the iterator that an await or a yield from delegates to: send v (borrowed; NULL:
 * throw the pending exception into it). Returns the value it yields, or NULL: finished (no
 * exception; *ret holds its result, new ref, or NULL for None) or raised. */
static mt_obj *
aw_step(mt_state *st, mt_obj *it, mt_obj *v, mt_obj **ret)
{
    const mt_type *t = MT_TYPE(it);
    mt_obj *r;
    *ret = NULL;
    if (t == &mt_type_generator || t == &mt_type_coroutine) {
        if (v) {
            return mt_gen_resume(st, it, v, ret);
        }
        r = gen_throw_into(st, it); // finishing raises StopIteration(value)
    } else if (t == &mt_type_agen_asend || t == &mt_type_agen_athrow ||
               t == &mt_type_anext_awaitable) {
        return mt_agen_op_resume(st, it, v, ret);
    } else if (!v) {
        mt_obj *e = mt_exc_fetch(st);
        mt_obj *m = mt_getattr_opt(st, it, MT_NAME(throw));
        if (!m) {
            if (!st->exc) {
                mt_raise_obj(st, e);
            }
            MT_DECREF(e);
            return NULL;
        }
        r = mt_call1(st, m, e);
        MT_DECREF(m);
        MT_DECREF(e);
    } else if (v != MT_NONE) {
        r = mt_call_method(st, it, MT_NAME(send), 1, &v);
    } else {
        // a class's own __next__ keeps the value of the StopIteration it raises
        mt_obj *m = (t->flags & MT_TF_HEAP) ? mt_getattr_opt(st, it, MT_NAME(__next__)) : NULL;
        if (m) {
            r = mt_call0(st, m);
            MT_DECREF(m);
        } else {
            r = st->exc ? NULL : mt_next(st, it);
        }
    }
    if (!r && mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_obj *e = mt_exc_fetch(st);
        *ret = mt_getattr_opt(st, e, MT_NAME(value));
        MT_DECREF(e);
    }
    return r;
}

/* If the generator is suspended in yield from (or await), throw into the delegate first. */
static mt_obj *
gen_throw_into(mt_state *st, mt_obj *go)
{
    mt_gen *g = (mt_gen *)go;
    mt_frame *f = &g->frame;
    if (g->started && !g->finished && f->ip < f->code->ncode &&
        MT_OP(f->code->code[f->ip]) == MT_OPC_YIELD_FROM && f->sp > f->stack) {
        mt_obj *sub = f->sp[-1];
        if (mt_exc_matches(st, MT_EXC(GeneratorExit))) {
            // close the delegate first; an error from its close() replaces GeneratorExit
            mt_obj *e = mt_exc_fetch(st);
            mt_obj *cl = mt_getattr_opt(st, sub, MT_NAME(close));
            mt_obj *cr = cl ? mt_call0(st, cl) : NULL;
            MT_XDECREF(cl);
            if (cr || !st->exc) {
                MT_XDECREF(cr);
                mt_raise_obj(st, e);
            }
            MT_DECREF(e);
        } else {
            mt_obj *ret;
            g->running = 1;
            mt_obj *r = aw_step(st, sub, NULL, &ret);
            g->running = 0;
            if (r) {
                return r;
            }
            if (!st->exc) {
                // delegate finished: resume ourselves with its value
                f->sp--;
                MT_DECREF(sub);
                f->ip++;
                mt_obj *v = ret ? ret : MT_NONE;
                if (!ret) {
                    MT_INCREF(v);
                }
                mt_obj *ret2;
                // push the value as the result of yield from
                *f->sp++ = v;
                g->running = 0;
                // resume without pushing (value already on the stack)
                g->frame.yielded = 0;
                g->running = 1;
                if (enter_call(st) < 0) {
                    g->running = 0;
                    return NULL;
                }
                MT_INCREF(go);
                mt_obj *res = run_frame(st, f, 0);
                g->running = 0;
                st->depth--;
                if (res && f->yielded) {
                    MT_DECREF(go);
                    return res;
                }
                g->finished = 1;
                ret2 = res;
                MT_DECREF(go);
                if (ret2) {
                    mt_raise_arg(st, MT_EXC(StopIteration), ret2);
                    MT_DECREF(ret2);
                }
                return NULL;
            }
        }
    }
    mt_obj *ret;
    mt_obj *r = mt_gen_resume(st, go, NULL, &ret);
    if (!r && !st->exc) {
        mt_raise_arg(st, MT_EXC(StopIteration), ret ? ret : MT_NONE);
    }
    MT_XDECREF(ret);
    return r;
}

mt_obj *
mt_gen_throw_pending(mt_state *st, mt_obj *gen)
{
    return gen_throw_into(st, gen);
}

// The exception throw(typ[, val]) raises (new ref), or NULL with an exception pending; then
// *made is 1 when the arguments were valid and creating the instance failed (CPython raises
// that failure inside the generator).
static mt_obj *
throw_exc_made(mt_state *st, mt_obj *typ, mt_obj *val, int *made)
{
    mt_obj *exc;
    *made = 0;
    if (mt_isinst(typ, &mt_type_type) &&
        mt_issubtype((const mt_type *)typ, MT_EXC(BaseException))) {
        *made = 1;
        exc = val && val != MT_NONE
                  ? (mt_isinst(val, (const mt_type *)typ) ? (MT_INCREF(val), val)
                                                          : mt_call1(st, typ, val))
                  : mt_call0(st, typ);
        if (!exc) {
            return NULL;
        }
        if (!mt_isinst(exc, MT_EXC(BaseException))) {
            // a __new__ may return anything
            mt_raise(st, MT_EXC(TypeError),
                     "calling %R should have returned an instance of BaseException, not %s", typ,
                     mt_type_name(exc));
            MT_DECREF(exc);
            return NULL;
        }
    } else if (mt_isinst(typ, MT_EXC(BaseException))) {
        if (val && val != MT_NONE) {
            return mt_raise(st, MT_EXC(TypeError),
                            "instance exception may not have a separate value");
        }
        MT_INCREF(typ);
        exc = typ;
    } else {
        return mt_raise(
            st, MT_EXC(TypeError),
            "exceptions must be classes or instances deriving from BaseException, not %s",
            mt_type_name(typ));
    }
    return exc;
}

static mt_obj *
throw_exc(mt_state *st, mt_obj *typ, mt_obj *val)
{
    int made;
    return throw_exc_made(st, typ, val, &made);
}

static mt_obj *
gen_m_throw(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (n > 3 && args[3] != MT_NONE && MT_TYPE(args[3]) != &mt_type_traceback) {
        return mt_raise(st, MT_EXC(TypeError), "throw() third argument must be a traceback object");
    }
    int made;
    mt_obj *exc = throw_exc_made(st, args[1], n > 2 ? args[2] : NULL, &made);
    if (!exc && !made) {
        return NULL;
    }
    mt_gen *g = (mt_gen *)args[0];
    if (exc) {
        mt_raise_obj(st, exc);
        MT_DECREF(exc);
    } // else the failure to make the instance is what the generator receives
    if (!g->started || g->finished) {
        g->finished = 1;
        return NULL;
    }
    return gen_throw_into(st, args[0]);
}

static mt_obj *
gen_m_close(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_gen *g = (mt_gen *)args[0];
    if (!g->started || g->finished) {
        g->finished = 1;
        return MT_NONE;
    }
    mt_obj *e = mt_exc_new(st, MT_EXC(GeneratorExit), NULL);
    if (!e) {
        return NULL;
    }
    mt_obj *saved = st->exc;
    st->exc = NULL;
    mt_raise_obj(st, e);
    MT_DECREF(e);
    mt_obj *r = gen_throw_into(st, args[0]);
    if (r) {
        MT_DECREF(r);
        MT_XDECREF(saved);
        return mt_raise(st, MT_EXC(RuntimeError), "%s ignored GeneratorExit", gen_kind(args[0]));
    }
    if (mt_exc_matches(st, MT_EXC(GeneratorExit)) || mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_exc_clear(st);
        st->exc = saved;
        return MT_NONE;
    }
    MT_XDECREF(saved);
    return NULL;
}

static mt_obj *
gen_repr(mt_state *st, mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    return mt_str_printf(st, "<%s object %U at %p>",
                         o->type == &mt_type_coroutine ? "coroutine" : "generator", g->qualname,
                         (void *)o);
}

static mt_obj *
gen_get_name(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_gen *)o)->name);
    return ((mt_gen *)o)->name;
}

static mt_obj *
gen_get_qualname(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_gen *)o)->qualname);
    return ((mt_gen *)o)->qualname;
}

static mt_obj *
gen_get_running(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_BOOL(((mt_gen *)o)->running);
}

static mt_obj *
gen_get_frame(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_gen *g = (mt_gen *)o;
    return g->finished ? MT_NONE : MT_TRUE;
}

static const mt_method gen_methods[] = {{"send", gen_m_send, MT_ARGS(1, 1)},
                                        {"throw", gen_m_throw, MT_ARGS(1, 3)},
                                        {"close", gen_m_close, MT_ARGS(0, 0)},
                                        {NULL, NULL, 0}};
static const mt_getset gen_getsets[] = {{"__name__", gen_get_name, NULL},
                                        {"__qualname__", gen_get_qualname, NULL},
                                        {"gi_running", gen_get_running, NULL},
                                        {"gi_frame", gen_get_frame, NULL},
                                        {NULL, NULL, NULL}};

const mt_type mt_type_generator = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "generator",
    .basicsize = sizeof(mt_gen),
    .base = &mt_type_object,
    .clear = gen_clear,
    .release = gen_release,
    .repr = gen_repr,
    .iter = mt_iter_self,
    .next = gen_iternext,
    .methods = gen_methods,
    .getsets = gen_getsets,
};

static mt_obj *
coro_await(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static const mt_method coro_methods[] = {{"send", gen_m_send, MT_ARGS(1, 1)},
                                         {"throw", gen_m_throw, MT_ARGS(1, 3)},
                                         {"close", gen_m_close, MT_ARGS(0, 0)},
                                         {"__await__", coro_await, MT_ARGS(0, 0)},
                                         {NULL, NULL, 0}};

const mt_type mt_type_coroutine = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "coroutine",
    .basicsize = sizeof(mt_gen),
    .base = &mt_type_object,
    .clear = gen_clear,
    .release = gen_release,
    .repr = gen_repr,
    .methods = coro_methods,
    .getsets = gen_getsets,
};

/* ---- async generators ---- */

enum { AOP_SEND, AOP_THROW, AOP_CLOSE, AOP_DEFAULT };
enum { AOP_INIT, AOP_ITER, AOP_DONE };

// The awaitable of __anext__/asend (async_generator_asend), athrow/aclose
// (async_generator_athrow) and anext(it, default) (anext_awaitable).
typedef struct agen_op {
    mt_obj ob;
    mt_obj *gen;  // the async generator; AOP_DEFAULT: the awaitable (then its iterator)
    mt_obj *val;  // AOP_SEND: the value sent first; AOP_THROW: throw()'s type; AOP_DEFAULT:
                  // the default
    mt_obj *val2; // AOP_THROW: throw()'s value or NULL
    int kind;
    int state;
} agen_op;

static void
aop_clear(mt_obj *o)
{
    agen_op *op = (agen_op *)o;
    MT_CLEAR(op->gen);
    MT_CLEAR(op->val);
    MT_CLEAR(op->val2);
}

// On an async generator's first __anext__/asend/athrow/aclose, hand it to asyncio (when
// imported) so that asyncio.run can aclose it at the end, as CPython's loop does.
static int
agen_firstiter(mt_state *st, mt_obj *gen)
{
    mt_gen *g = (mt_gen *)gen;
    if (g->hooked) {
        return 0;
    }
    g->hooked = 1;
    mt_obj *m = st->modules ? mt_dict_get_str_borrow(st->modules, "asyncio") : NULL;
    mt_obj *hook = m && MT_TYPE(m) == &mt_type_module
                       ? mt_dict_get_str_borrow(((mt_module *)m)->dict, "_asyncgen_firstiter")
                       : NULL;
    if (!hook) {
        return 0;
    }
    mt_obj *r = mt_call1(st, hook, gen);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return 0;
}

static mt_obj *
aop_new(mt_state *st, const mt_type *t, mt_obj *gen, mt_obj *val, int kind)
{
    if (kind != AOP_DEFAULT && agen_firstiter(st, gen) < 0) {
        return NULL;
    }
    agen_op *op = (agen_op *)mt_alloc(st, t, sizeof(agen_op));
    if (!op) {
        return NULL;
    }
    MT_INCREF(gen);
    op->gen = gen;
    MT_XINCREF(val);
    op->val = val;
    op->kind = kind;
    return (mt_obj *)op;
}

// Resume async generator go with v (borrowed; NULL: throw the pending exception). Returns what
// it yields (a value when frame.yielded is 1, something to pass up when 2), or NULL: finished
// (no exception) or raised.
static mt_obj *
agen_step(mt_state *st, mt_obj *go, mt_obj *v)
{
    mt_gen *g = (mt_gen *)go;
    if (v) {
        mt_obj *ret;
        mt_obj *r = mt_gen_resume(st, go, v, &ret);
        MT_XDECREF(ret);
        return r;
    }
    if (!g->started || g->finished) {
        g->finished = 1;
        return NULL; // the exception stays pending
    }
    mt_obj *r = gen_throw_into(st, go);
    if (!r && mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_exc_clear(st); // returned
    }
    return r;
}

static mt_obj *
raise_none(mt_state *st, const mt_type *t)
{
    mt_obj *e = mt_exc_new(st, t, NULL);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

// anext(it, default): step the awaitable; StopAsyncIteration becomes the default.
static mt_obj *
adflt_resume(mt_state *st, agen_op *op, mt_obj *v, mt_obj **retval)
{
    if (op->state == AOP_DONE) {
        if (!v) {
            mt_exc_clear(st);
        }
        return mt_raise(st, MT_EXC(RuntimeError), "cannot reuse already awaited anext()");
    }
    if (op->state == AOP_INIT) {
        op->state = AOP_ITER;
        const mt_type *t = MT_TYPE(op->gen);
        if (t != &mt_type_coroutine && t != &mt_type_agen_asend && t != &mt_type_agen_athrow &&
            t != &mt_type_anext_awaitable) {
            mt_obj *aw = mt_getattr_opt(st, op->gen, MT_NAME(__await__));
            mt_obj *it = aw ? mt_call0(st, aw) : NULL;
            MT_XDECREF(aw);
            if (!it) {
                op->state = AOP_DONE;
                if (!st->exc) {
                    mt_raise(st, MT_EXC(TypeError), "'%s' object can't be awaited",
                             mt_type_name(op->gen));
                }
                return NULL;
            }
            MT_SETREF(op->gen, it);
        }
    }
    mt_obj *r = aw_step(st, op->gen, v, retval);
    if (r) {
        return r;
    }
    op->state = AOP_DONE;
    if (mt_exc_matches(st, MT_EXC(StopAsyncIteration))) {
        mt_exc_clear(st);
        MT_INCREF(op->val);
        *retval = op->val;
    }
    return NULL;
}

mt_obj *
mt_agen_op_resume(mt_state *st, mt_obj *o, mt_obj *v, mt_obj **retval)
{
    agen_op *op = (agen_op *)o;
    *retval = NULL;
    if (op->kind == AOP_DEFAULT) {
        return adflt_resume(st, op, v, retval);
    }
    mt_gen *g = (mt_gen *)op->gen;
    if (op->state == AOP_DONE) {
        if (!v) {
            mt_exc_clear(st);
        }
        return mt_raise(st, MT_EXC(RuntimeError), "cannot reuse already awaited %s",
                        op->kind == AOP_SEND ? "__anext__()/asend()" : "aclose()/athrow()");
    }
    mt_obj *r;
    if (op->state == AOP_INIT) {
        if (g->running_async) {
            if (!v) {
                mt_exc_clear(st);
            }
            op->state = AOP_DONE;
            return mt_raise(st, MT_EXC(RuntimeError),
                            "%s(): asynchronous generator is already running",
                            op->kind == AOP_SEND    ? "anext"
                            : op->kind == AOP_THROW ? "athrow"
                                                    : "aclose");
        }
        if (op->kind != AOP_SEND && (g->closed || g->finished)) {
            if (!v) {
                mt_exc_clear(st);
            }
            op->state = AOP_DONE;
            return NULL; // a closed generator: done at once, with None
        }
        if (op->kind != AOP_SEND && v && v != MT_NONE) {
            return mt_raise(st, MT_EXC(RuntimeError),
                            "can't send non-None value to a just-started coroutine");
        }
        op->state = AOP_ITER;
        g->running_async = 1;
        if (op->kind == AOP_SEND) {
            r = agen_step(st, op->gen, v && v == MT_NONE ? op->val : v);
        } else {
            if (v) {
                mt_obj *e = op->kind == AOP_THROW ? throw_exc(st, op->val, op->val2)
                                                  : mt_exc_new(st, MT_EXC(GeneratorExit), NULL);
                if (!e) {
                    g->running_async = 0;
                    op->state = AOP_DONE;
                    return NULL;
                }
                mt_raise_obj(st, e);
                MT_DECREF(e);
            }
            if (op->kind == AOP_CLOSE) {
                g->closed = 1;
            }
            r = agen_step(st, op->gen, NULL);
        }
    } else {
        r = agen_step(st, op->gen, v);
    }
    if (r && g->frame.yielded == 2) {
        return r; // an await inside the generator: pass it up to the event loop
    }
    op->state = AOP_DONE;
    g->running_async = 0;
    if (r) {
        // the generator yielded a value: this awaitable is done with it
        if (op->kind == AOP_CLOSE) {
            MT_DECREF(r);
            return mt_raise(st, MT_EXC(RuntimeError), "async generator ignored GeneratorExit");
        }
        *retval = r;
        return NULL;
    }
    if (!st->exc) {
        g->closed = 1;
        return op->kind == AOP_CLOSE ? NULL : raise_none(st, MT_EXC(StopAsyncIteration));
    }
    if (mt_exc_matches(st, MT_EXC(StopAsyncIteration)) ||
        mt_exc_matches(st, MT_EXC(GeneratorExit))) {
        g->closed = 1;
        if (op->kind == AOP_CLOSE) {
            mt_exc_clear(st);
        }
    }
    return NULL;
}

static mt_obj *
aop_send(mt_state *st, mt_obj *o, mt_obj *v)
{
    mt_obj *ret;
    mt_obj *r = mt_agen_op_resume(st, o, v, &ret);
    if (r || st->exc) {
        return r;
    }
    mt_raise_arg(st, MT_EXC(StopIteration), ret ? ret : MT_NONE);
    MT_XDECREF(ret);
    return NULL;
}

static mt_obj *
aop_iternext(mt_state *st, mt_obj *o)
{
    return aop_send(st, o, MT_NONE);
}

static mt_obj *
aop_m_send(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_send(st, args[0], args[1]);
}

static mt_obj *
aop_m_throw(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *exc = throw_exc(st, args[1], n > 2 ? args[2] : NULL);
    if (!exc) {
        return NULL;
    }
    mt_raise_obj(st, exc);
    MT_DECREF(exc);
    return aop_send(st, args[0], NULL);
}

static mt_obj *
aop_m_close(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    agen_op *op = (agen_op *)args[0];
    if (op->kind != AOP_DEFAULT && op->state == AOP_ITER) {
        ((mt_gen *)op->gen)->running_async = 0;
    }
    op->state = AOP_DONE;
    return MT_NONE;
}

static mt_obj *
aop_m_await(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
aop_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "<%s object at %p>", o->type->name, (void *)o);
}

static const mt_method aop_methods[] = {{"send", aop_m_send, MT_ARGS(1, 1)},
                                        {"throw", aop_m_throw, MT_ARGS(1, 3)},
                                        {"close", aop_m_close, MT_ARGS(0, 0)},
                                        {"__await__", aop_m_await, MT_ARGS(0, 0)},
                                        {NULL, NULL, 0}};

const mt_type mt_type_agen_asend = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "async_generator_asend",
    .basicsize = sizeof(agen_op),
    .base = &mt_type_object,
    .clear = aop_clear,
    .repr = aop_repr,
    .iter = mt_iter_self,
    .next = aop_iternext,
    .methods = aop_methods,
};

const mt_type mt_type_agen_athrow = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "async_generator_athrow",
    .basicsize = sizeof(agen_op),
    .base = &mt_type_object,
    .clear = aop_clear,
    .repr = aop_repr,
    .iter = mt_iter_self,
    .next = aop_iternext,
    .methods = aop_methods,
};

const mt_type mt_type_anext_awaitable = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "anext_awaitable",
    .basicsize = sizeof(agen_op),
    .base = &mt_type_object,
    .clear = aop_clear,
    .repr = aop_repr,
    .iter = mt_iter_self,
    .next = aop_iternext,
    .methods = aop_methods,
};

static mt_obj *
agen_m_anext(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_new(st, &mt_type_agen_asend, args[0], MT_NONE, AOP_SEND);
}

static mt_obj *
agen_m_asend(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_new(st, &mt_type_agen_asend, args[0], args[1], AOP_SEND);
}

static mt_obj *
agen_m_athrow(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    // like CPython, the arguments are checked when the awaitable runs
    mt_obj *r = aop_new(st, &mt_type_agen_athrow, args[0], args[1], AOP_THROW);
    if (r && n > 2) {
        MT_INCREF(args[2]);
        ((agen_op *)r)->val2 = args[2];
    }
    return r;
}

static mt_obj *
agen_m_aclose(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_new(st, &mt_type_agen_athrow, args[0], NULL, AOP_CLOSE);
}

static mt_obj *
agen_m_aiter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
agen_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "<async_generator object %U at %p>", ((mt_gen *)o)->qualname,
                         (void *)o);
}

static const mt_method agen_methods[] = {
    {"__aiter__", agen_m_aiter, MT_ARGS(0, 0)}, {"__anext__", agen_m_anext, MT_ARGS(0, 0)},
    {"asend", agen_m_asend, MT_ARGS(1, 1)},     {"athrow", agen_m_athrow, MT_ARGS(1, 3)},
    {"aclose", agen_m_aclose, MT_ARGS(0, 0)},   {NULL, NULL, 0}};
static const mt_getset agen_getsets[] = {{"__name__", gen_get_name, NULL},
                                         {"__qualname__", gen_get_qualname, NULL},
                                         {"ag_running", gen_get_running, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_async_generator = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "async_generator",
    .basicsize = sizeof(mt_gen),
    .base = &mt_type_object,
    .clear = gen_clear,
    .release = gen_release,
    .repr = agen_repr,
    .methods = agen_methods,
    .getsets = agen_getsets,
};

// The iterator `async for` (stmt) or aiter() (!stmt) gets from o (new ref).
static mt_obj *
get_aiter(mt_state *st, mt_obj *o, int stmt)
{
    if (MT_TYPE(o) == &mt_type_async_generator) {
        MT_INCREF(o);
        return o;
    }
    mt_obj *m = mt_getattr_opt(st, o, MT_NAME(__aiter__));
    if (!m) {
        if (st->exc) {
            return NULL;
        }
        return stmt ? mt_raise(st, MT_EXC(TypeError),
                               "'async for' requires an object with __aiter__ method, got %s",
                               mt_type_name(o))
                    : mt_raise(st, MT_EXC(TypeError), "'%s' object is not an async iterable",
                               mt_type_name(o));
    }
    mt_obj *it = mt_call0(st, m);
    MT_DECREF(m);
    if (!it || MT_TYPE(it) == &mt_type_async_generator) {
        return it;
    }
    mt_obj *nx = mt_getattr_opt(st, it, MT_NAME(__anext__));
    if (!nx) {
        if (!st->exc) {
            if (stmt) {
                mt_raise(st, MT_EXC(TypeError),
                         "'async for' received an object from __aiter__ that does not implement "
                         "__anext__: %s",
                         mt_type_name(it));
            } else {
                mt_raise(st, MT_EXC(TypeError),
                         "aiter() returned not an async iterator of type '%s'", mt_type_name(it));
            }
        }
        MT_DECREF(it);
        return NULL;
    }
    MT_DECREF(nx);
    return it;
}

// What `async for` awaits for the next item of it (new ref): __anext__'s awaitable, made an
// iterator (its __await__) unless it is a coroutine or an async generator's awaitable.
static mt_obj *
get_anext(mt_state *st, mt_obj *it)
{
    if (MT_TYPE(it) == &mt_type_async_generator) {
        return aop_new(st, &mt_type_agen_asend, it, MT_NONE, AOP_SEND);
    }
    mt_obj *a = mt_call_method(st, it, MT_NAME(__anext__), 0, NULL);
    if (!a) {
        return NULL;
    }
    const mt_type *t = MT_TYPE(a);
    if (t == &mt_type_coroutine || t == &mt_type_agen_asend || t == &mt_type_agen_athrow ||
        t == &mt_type_anext_awaitable) {
        return a;
    }
    mt_obj *aw = mt_getattr_opt(st, a, MT_NAME(__await__));
    if (!aw) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(TypeError),
                     "'async for' received an invalid object from __anext__: %s", mt_type_name(a));
        }
        MT_DECREF(a);
        return NULL;
    }
    MT_DECREF(a);
    mt_obj *r = mt_call0(st, aw);
    MT_DECREF(aw);
    return r;
}

static mt_obj *
bi_aiter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return get_aiter(st, args[0], 0);
}

static mt_obj *
bi_anext(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *it = args[0];
    mt_obj *a;
    if (MT_TYPE(it) == &mt_type_async_generator) {
        a = aop_new(st, &mt_type_agen_asend, it, MT_NONE, AOP_SEND);
    } else {
        mt_obj *m = mt_getattr_opt(st, it, MT_NAME(__anext__));
        if (!m) {
            return st->exc ? NULL
                           : mt_raise(st, MT_EXC(TypeError), "'%s' object is not an async iterator",
                                      mt_type_name(it));
        }
        a = mt_call0(st, m);
        MT_DECREF(m);
    }
    if (!a || n < 2) {
        return a;
    }
    mt_obj *r = aop_new(st, &mt_type_anext_awaitable, a, args[1], AOP_DEFAULT);
    MT_DECREF(a);
    return r;
}

static const mt_method m_aiter = {"aiter", bi_aiter, MT_ARGS(1, 1) | MT_NOSELF};
static const mt_method m_anext = {"anext", bi_anext, MT_ARGS(1, 2) | MT_NOSELF};
const mt_cfunc_obj mt_vm_aiter_obj = {MT_STATIC_HEAD(&mt_type_cfunc), &m_aiter, NULL, NULL};
const mt_cfunc_obj mt_vm_anext_obj = {MT_STATIC_HEAD(&mt_type_cfunc), &m_anext, NULL, NULL};

/* ---- imports ---- */

mt_obj *
mt_import(mt_state *st, mt_obj *name)
{
    if (!st->modules) {
        st->modules = mt_dict_new(st);
        if (!st->modules) {
            return NULL;
        }
    }
    mt_obj *m = mt_dict_get_borrow(st, st->modules, name);
    if (m) {
        MT_INCREF(m);
        return m;
    }
    if (st->exc) {
        return NULL;
    }
    const mt_module_def *def = mt_module_find(mt_str_data(name));
    if (!def) {
        mt_obj *e = mt_str_printf(st, "No module named %R", name);
        if (!e) {
            return NULL;
        }
        mt_obj *exc = mt_exc_new(st, MT_EXC(ModuleNotFoundError), NULL);
        if (exc) {
            mt_obj *args = mt_tuple_pack(st, 1, e);
            if (args) {
                MT_SETREF(((mt_exc *)exc)->args, args);
                mt_dict_set_str(st,
                                ((mt_exc *)exc)->dict ? ((mt_exc *)exc)->dict
                                                      : (((mt_exc *)exc)->dict = mt_dict_new(st)),
                                "name", name);
            }
            mt_raise_obj(st, exc);
            MT_DECREF(exc);
        }
        MT_DECREF(e);
        return NULL;
    }
    m = mt_module_new(st, def->name);
    if (!m) {
        return NULL;
    }
    mt_module *mod = (mt_module *)m;
    for (const mt_method *me = def->methods; me && me->name; me++) {
        mt_obj *f = mt_obj_new_cfunc(st, me, NULL, NULL);
        if (!f || mt_dict_set_str(st, mod->dict, me->name, f) < 0) {
            MT_XDECREF(f);
            MT_DECREF(m);
            return NULL;
        }
        MT_DECREF(f);
    }
    // register before init so init may import others (cycles see a partial module)
    if (mt_dict_set(st, st->modules, name, m) < 0) {
        MT_DECREF(m);
        return NULL;
    }
    if (def->init && def->init(st, m) < 0) {
        (void)mt_dict_del(st, st->modules, name);
        MT_DECREF(m);
        return NULL;
    }
    return m;
}

static mt_obj *
import_name(mt_state *st, mt_obj *name, mt_obj *fromlist)
{
    const char *s = mt_str_data(name);
    const char *dot = strchr(s, '.');
    mt_obj *m = mt_import(st, name);
    if (!m) {
        return NULL;
    }
    if (dot && fromlist == MT_NONE) {
        mt_obj *top = mt_str_new(st, s, (size_t)(dot - s));
        if (!top) {
            MT_DECREF(m);
            return NULL;
        }
        mt_obj *t = mt_import(st, top);
        MT_DECREF(top);
        MT_DECREF(m);
        return t;
    }
    return m;
}

/* ---- helpers for the loop ---- */

// "module.qualname()" (or "qualname()" for builtins) naming the callee of a failed call,
// the way CPython's call errors name it; NULL with no exception if it has no name.
static mt_obj *
func_str(mt_state *st, mt_obj *fn)
{
    mt_obj *q = mt_getattr_opt(st, fn, MT_NAME(__qualname__));
    if (!q || MT_TYPE(q) != &mt_type_str) {
        MT_XDECREF(q);
        mt_exc_clear(st);
        return NULL;
    }
    mt_obj *m = mt_getattr_opt(st, fn, MT_NAME(__module__));
    mt_exc_clear(st);
    mt_obj *r;
    if (m && MT_TYPE(m) == &mt_type_str && !mt_str_eq_c(m, "builtins")) {
        r = mt_str_printf(st, "%U.%U()", m, q);
    } else {
        r = mt_str_printf(st, "%U()", q);
    }
    MT_XDECREF(m);
    MT_DECREF(q);
    mt_exc_clear(st);
    return r;
}

// Raise TypeError "<callee> <msg>" (or "<msg>" when fn has no name), msg printf-style.
static void
call_error(mt_state *st, mt_obj *fn, const char *fmt, mt_obj *a)
{
    mt_obj *msg = mt_str_printf(st, fmt, a);
    if (!msg) {
        return;
    }
    mt_obj *who = func_str(st, fn);
    if (who) {
        mt_raise(st, MT_EXC(TypeError), "%U %U", who, msg);
        MT_DECREF(who);
    } else {
        mt_raise(st, MT_EXC(TypeError), "%U", msg);
    }
    MT_DECREF(msg);
}

// f(**m) for a mapping m that is not a dict: d gets m's items; keys must be new strings.
static int
merge_mapping(mt_state *st, mt_obj *d, mt_obj *m, mt_obj *fn)
{
    mt_obj *keys = mt_call_method(st, m, MT_NAME(keys), 0, NULL);
    mt_obj *it = keys ? mt_iter(st, keys) : NULL;
    MT_XDECREF(keys);
    if (!it) {
        return -1;
    }
    int rc = 0;
    mt_obj *k;
    while (rc == 0 && (k = mt_next(st, it)) != NULL) {
        if (!mt_isinst(k, &mt_type_str)) {
            mt_raise(st, MT_EXC(TypeError), "keywords must be strings");
            rc = -1;
        } else if (mt_dict_get_borrow(st, d, k)) {
            call_error(st, fn, "got multiple values for keyword argument '%U'", k);
            rc = -1;
        } else {
            mt_obj *v = mt_getitem(st, m, k);
            rc = v ? mt_dict_set(st, d, k, v) : -1;
            MT_XDECREF(v);
        }
        MT_DECREF(k);
    }
    MT_DECREF(it);
    return rc < 0 || st->exc ? -1 : 0;
}

static mt_obj *
format_value(mt_state *st, mt_obj *v, int conv, mt_obj *spec)
{
    mt_obj *c = NULL;
    switch (conv) {
    case 1:
        c = mt_tostr(st, v);
        break;
    case 2:
        c = mt_repr(st, v);
        break;
    case 3:
        c = mt_ascii(st, v);
        break;
    default:
        MT_INCREF(v);
        c = v;
        break;
    }
    if (!c) {
        return NULL;
    }
    if (MT_TYPE(c) == &mt_type_str && (!spec || mt_str_len(spec) == 0)) {
        return c;
    }
    mt_obj *r = mt_format(st, c, spec ? spec : (mt_obj *)&mt_name___format__);
    MT_DECREF(c);
    return r;
}

static int
unpack(mt_state *st, mt_obj *seq, int before, int after, int star, mt_obj **out)
{
    // out receives items in reverse order (last first) as the stack wants
    mt_obj *const *items;
    size_t n;
    mt_obj *tmp = NULL;
    const mt_type *t = MT_TYPE(seq);
    if (t == &mt_type_tuple) {
        items = ((mt_tuple *)seq)->items;
        n = MT_TUPLE_N(seq);
    } else if (t == &mt_type_list) {
        items = ((mt_list *)seq)->items;
        n = MT_LIST_N(seq);
    } else {
        mt_obj *it = mt_iter(st, seq);
        if (!it) {
            if (mt_exc_matches(st, MT_EXC(TypeError)) && !(t->flags & MT_TF_HEAP)) {
                mt_exc_clear(st);
                return mt_raisei(st, MT_EXC(TypeError), "cannot unpack non-iterable %s object",
                                 t->name);
            }
            return -1;
        }
        tmp = mt_list_new(st, 0);
        if (!tmp) {
            MT_DECREF(it);
            return -1;
        }
        size_t limit = star ? (size_t)-1 : (size_t)before + 1;
        while (MT_LIST_N(tmp) < limit) {
            mt_obj *x = mt_next(st, it);
            if (!x) {
                break;
            }
            if (mt_list_append_take(st, tmp, x) < 0) {
                break;
            }
        }
        MT_DECREF(it);
        if (st->exc) {
            MT_DECREF(tmp);
            return -1;
        }
        items = ((mt_list *)tmp)->items;
        n = MT_LIST_N(tmp);
    }
    if (!star) {
        if (n != (size_t)before) {
            MT_XDECREF(tmp);
            if (n < (size_t)before) {
                return mt_raisei(st, MT_EXC(ValueError),
                                 "not enough values to unpack (expected %d, got %zu)", before, n);
            }
            return mt_raisei(st, MT_EXC(ValueError), "too many values to unpack (expected %d)",
                             before);
        }
        for (size_t i = 0; i < n; i++) {
            MT_INCREF(items[i]);
            out[n - 1 - i] = items[i];
        }
        MT_XDECREF(tmp);
        return 0;
    }
    if (n < (size_t)(before + after)) {
        MT_XDECREF(tmp);
        return mt_raisei(st, MT_EXC(ValueError),
                         "not enough values to unpack (expected at least %d, got %zu)",
                         before + after, n);
    }
    int total = before + 1 + after;
    int k = total - 1;
    for (int i = 0; i < before; i++) {
        MT_INCREF(items[i]);
        out[k--] = items[i];
    }
    mt_obj *mid = mt_list_new(st, 0);
    if (!mid) {
        for (int i = total - 1; i > k; i--) {
            MT_DECREF(out[i]);
        }
        MT_XDECREF(tmp);
        return -1;
    }
    for (size_t i = (size_t)before; i < n - (size_t)after; i++) {
        (void)mt_list_append(st, mid, items[i]);
    }
    out[k--] = mid;
    for (size_t i = n - (size_t)after; i < n; i++) {
        MT_INCREF(items[i]);
        out[k--] = items[i];
    }
    MT_XDECREF(tmp);
    return 0;
}

static int
exc_match(mt_state *st, mt_obj *exc, mt_obj *type)
{
    // a tuple is one level only, each item checked before any match (CPython); recursing
    // into a nested tuple would also let a deep one overflow the C stack
    size_t n = MT_TYPE(type) == &mt_type_tuple ? MT_TUPLE_N(type) : 1;
    mt_obj *const *items = MT_TYPE(type) == &mt_type_tuple ? &MT_TUPLE_ITEM(type, 0) : &type;
    for (size_t i = 0; i < n; i++) {
        if (!mt_isinst(items[i], &mt_type_type) ||
            !mt_issubtype((const mt_type *)items[i], MT_EXC(BaseException))) {
            return mt_raisei(
                st, MT_EXC(TypeError),
                "catching classes that do not inherit from BaseException is not allowed");
        }
    }
    for (size_t i = 0; i < n; i++) {
        if (mt_isinst(exc, (const mt_type *)items[i])) {
            return 1;
        }
    }
    return 0;
}

static mt_obj *
do_raise(mt_state *st, mt_obj *exc, mt_obj *cause)
{
    mt_obj *e;
    if (mt_isinst(exc, &mt_type_type) &&
        mt_issubtype((const mt_type *)exc, MT_EXC(BaseException))) {
        e = mt_call0(st, exc);
        if (!e) {
            return NULL;
        }
        if (!mt_isinst(e, MT_EXC(BaseException))) {
            mt_raise(st, MT_EXC(TypeError),
                     "calling %R should have returned an instance of BaseException, not %R", exc,
                     (mt_obj *)MT_TYPE(e));
            MT_DECREF(e);
            return NULL;
        }
    } else if (mt_isinst(exc, MT_EXC(BaseException))) {
        MT_INCREF(exc);
        e = exc;
    } else {
        return mt_raise(st, MT_EXC(TypeError), "exceptions must derive from BaseException");
    }
    if (cause) {
        mt_obj *c;
        if (cause == MT_NONE) {
            c = NULL;
        } else if (mt_isinst(cause, &mt_type_type) &&
                   mt_issubtype((const mt_type *)cause, MT_EXC(BaseException))) {
            c = mt_call0(st, cause);
            if (!c) {
                MT_DECREF(e);
                return NULL;
            }
            if (!mt_isinst(c, MT_EXC(BaseException))) {
                // CPython 3.11 would store it; the cause chain holds exceptions only here
                mt_raise(st, MT_EXC(TypeError),
                         "calling %R should have returned an instance of BaseException, not %R",
                         cause, (mt_obj *)MT_TYPE(c));
                MT_DECREF(c);
                MT_DECREF(e);
                return NULL;
            }
        } else if (mt_isinst(cause, MT_EXC(BaseException))) {
            MT_INCREF(cause);
            c = cause;
        } else {
            MT_DECREF(e);
            return mt_raise(st, MT_EXC(TypeError),
                            "exception causes must derive from BaseException");
        }
        MT_SETREF(((mt_exc *)e)->cause, c);
        ((mt_exc *)e)->suppress_context = 1;
    }
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

static mt_obj *
match_class(mt_state *st, mt_obj *subj, mt_obj *cls, size_t npos, mt_obj *names)
{
    if (!mt_isinst(cls, &mt_type_type)) {
        return mt_raise(st, MT_EXC(TypeError), "called match pattern must be a class");
    }
    const mt_type *t = (const mt_type *)cls;
    if (!mt_isinst(subj, t)) {
        return MT_NONE;
    }
    size_t nk = MT_TUPLE_N(names);
    mt_obj *res = mt_tuple_new(st, npos + nk);
    if (!res) {
        return NULL;
    }
    for (size_t i = 0; i < npos + nk; i++) {
        MT_TUPLE_ITEM(res, i) = NULL;
    }
    mt_obj *seen = NULL;
    if (npos) {
        const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
        int self_match = !(t->flags & MT_TF_HEAP) &&
                         (s == &mt_type_bool || s == &mt_type_bytearray || s == &mt_type_bytes ||
                          s == &mt_type_dict || s == &mt_type_float || s == &mt_type_frozenset ||
                          s == &mt_type_int || s == &mt_type_list || s == &mt_type_set ||
                          s == &mt_type_str || s == &mt_type_tuple);
        mt_obj *ma = mt_getattr_opt(st, cls, MT_NAME(__match_args__));
        if (!ma && st->exc) {
            goto fail;
        }
        if (!ma && self_match) {
            if (npos > 1) {
                mt_raise(st, MT_EXC(TypeError), "%s() accepts 1 positional sub-pattern (%zu given)",
                         t->name, npos);
                goto fail;
            }
            MT_INCREF(subj);
            MT_TUPLE_ITEM(res, 0) = subj;
        } else {
            if (!ma || MT_TYPE(ma) != &mt_type_tuple) {
                if (ma && MT_TYPE(ma) != &mt_type_tuple) {
                    mt_raise(st, MT_EXC(TypeError), "%s.__match_args__ must be a tuple (got %s)",
                             t->name, mt_type_name(ma));
                    MT_DECREF(ma);
                    goto fail;
                }
                mt_raise(st, MT_EXC(TypeError),
                         "%s() accepts 0 positional sub-patterns (%zu given)", t->name, npos);
                goto fail;
            }
            if (MT_TUPLE_N(ma) < npos) {
                mt_raise(st, MT_EXC(TypeError),
                         "%s() accepts %zu positional sub-pattern%s (%zu given)", t->name,
                         MT_TUPLE_N(ma), MT_TUPLE_N(ma) == 1 ? "" : "s", npos);
                MT_DECREF(ma);
                goto fail;
            }
            for (size_t i = 0; i < npos; i++) {
                mt_obj *nm = MT_TUPLE_ITEM(ma, i);
                mt_obj *v = mt_getattr_opt(st, subj, nm);
                if (!v) {
                    MT_DECREF(ma);
                    if (st->exc) {
                        goto fail;
                    }
                    goto nomatch;
                }
                MT_TUPLE_ITEM(res, i) = v;
            }
            seen = ma;
        }
    }
    for (size_t i = 0; i < nk; i++) {
        mt_obj *nm = MT_TUPLE_ITEM(names, i);
        if (seen) {
            for (size_t j = 0; j < npos; j++) {
                if (mt_str_eq(MT_TUPLE_ITEM(seen, j), nm)) {
                    mt_raise(st, MT_EXC(TypeError),
                             "%s() got multiple sub-patterns for attribute %R", t->name, nm);
                    MT_DECREF(seen);
                    goto fail;
                }
            }
        }
        mt_obj *v = mt_getattr_opt(st, subj, nm);
        if (!v) {
            MT_XDECREF(seen);
            if (st->exc) {
                goto fail;
            }
            goto nomatch;
        }
        MT_TUPLE_ITEM(res, npos + i) = v;
    }
    MT_XDECREF(seen);
    return res;
nomatch:
    for (size_t i = 0; i < npos + nk; i++) {
        if (!MT_TUPLE_ITEM(res, i)) {
            MT_TUPLE_ITEM(res, i) = MT_NONE;
        }
    }
    MT_DECREF(res);
    return MT_NONE;
fail:
    for (size_t i = 0; i < npos + nk; i++) {
        if (!MT_TUPLE_ITEM(res, i)) {
            MT_TUPLE_ITEM(res, i) = MT_NONE;
        }
    }
    MT_DECREF(res);
    return NULL;
}

static int
is_mapping(mt_obj *o)
{
    if (mt_isinst(o, &mt_type_dict)) {
        return 1;
    }
    const mt_type *t = MT_TYPE(o);
    return (t->flags & MT_TF_HEAP) && mt_type_heap_dunder(t, MT_NAME(__getitem__)) &&
           mt_type_heap_dunder(t, MT_NAME(keys));
}

static int
is_sequence(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        t = t->solid;
    }
    return t == &mt_type_list || t == &mt_type_tuple || t == &mt_type_range ||
           (t != &mt_type_str && t != &mt_type_bytes && t != &mt_type_bytearray && t->getitem &&
            t->len && t != &mt_type_dict && !mt_issubtype(t, &mt_type_dict));
}

// Raise a new KeyboardInterrupt: fatal 1 (the embedder's abort) or interrupted (Ctrl-C).
// Returns -1.
static int
raise_interrupt(mt_state *st, int fatal, int interrupted)
{
    mt_obj *e = mt_exc_new(st, MT_EXC(KeyboardInterrupt), NULL);
    if (e) {
        ((mt_exc *)e)->fatal = fatal;
        ((mt_exc *)e)->interrupted = interrupted;
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return -1;
}

int
mt_deadline_check(mt_state *st)
{
    int bits = atomic_load(&st->interrupt);
    if (bits & MT_INTR_ABORT) {
        // kept set: a C caller that swallows the exception meets it again at its next check
        return raise_interrupt(st, 1, 0);
    }
    if (bits & MT_INTR_KEYBOARD) {
        // Ctrl-C: one ordinary KeyboardInterrupt, which the script may catch (CPython)
        atomic_fetch_and(&st->interrupt, ~MT_INTR_KEYBOARD);
        return raise_interrupt(st, 0, 1);
    }
    if (st->deadline > 0 && st->host.clock) {
        double now = st->host.clock(st->host.ctx, MONTY_CLOCK_MONOTONIC);
        if (now > st->deadline) {
            mt_obj *e = mt_exc_new_msg(st, MT_EXC(TimeoutError), "the script ran out of time");
            if (e) {
                ((mt_exc *)e)->fatal = 2;
                mt_raise_obj(st, e);
                MT_DECREF(e);
            }
            return -1;
        }
    }
    return 0;
}

/* ---- the evaluation loop ---- */

#define PUSH(v)  (*sp++ = (v))
#define POP()    (*--sp)
#define TOP()    (sp[-1])
#define SECOND() (sp[-2])
#define THIRD()  (sp[-3])
#define PEEK(n)  (sp[-(ptrdiff_t)(n)])

static mt_obj *
run_frame(mt_state *st, mt_frame *f, int throwing)
{
    static const void *const labels[MT_OPC__COUNT] = {
#define MT_OPC_LABEL(n) &&L_##n,
        MT_OPCODES(MT_OPC_LABEL)
#undef MT_OPC_LABEL
    };
    mt_code *co = f->code;
    const uint32_t *code = co->code;
    const uint32_t *ip = code + f->ip;
    mt_obj **fast = f->fast;
    mt_obj **sp = f->sp;
    mt_obj *const *consts = co->consts;
    mt_obj *const *names = co->names;
    uint32_t w;
    uint32_t arg;
    mt_obj *retval = NULL;
#ifdef CM_DEBUG
    // a stack effect the compiler got wrong overruns the frame: STACK_GUARD catches it
    mt_obj **const stack_end = f->stack + co->stacksize;
#endif
    f->back = st->frame;
    st->frame = f;
    if (throwing) {
        goto error;
    }

#ifdef CM_DEBUG
// and the instruction running, so that mt_alloc can record the script line
#define STACK_GUARD() ((void)CM_ALWAYS(sp <= stack_end), f->debug_ip = (uint32_t)(ip - code))
#else
#define STACK_GUARD() ((void)0)
#endif
#define DISPATCH()                                                                                 \
    do {                                                                                           \
        STACK_GUARD();                                                                             \
        w = *ip++;                                                                                 \
        arg = MT_ARG(w);                                                                           \
        goto *labels[MT_OP(w)];                                                                    \
    } while (0)
#define CHECK_TICK()                                                                               \
    do {                                                                                           \
        if (CM_UNLIKELY((++st->tick & 0xfff) == 0 ||                                               \
                        atomic_load_explicit(&st->interrupt, memory_order_relaxed))) {             \
            if (mt_deadline_check(st) < 0) {                                                       \
                goto error;                                                                        \
            }                                                                                      \
        }                                                                                          \
    } while (0)

    // Every call of Python code ticks here, at its frame's entry (CALL no longer ticks
    // after it returns, so a call costs one tick): a frame entered from C, such as a
    // __next__ or key function that a C loop calls, has no backward jump of its own. A
    // generator's resumption needs none: whoever resumes it ticks (FOR_ITER, mt_next,
    // the loop around a send).
    if (!f->gen) {
        CHECK_TICK();
    }
    DISPATCH();

L_NOP:
    DISPATCH();
L_POP_TOP : {
    mt_obj *v = POP();
    MT_XDECREF(v);
    DISPATCH();
}
L_ROT_TWO : {
    mt_obj *a = TOP();
    TOP() = SECOND();
    SECOND() = a;
    DISPATCH();
}
L_ROT_THREE : {
    mt_obj *a = TOP();
    TOP() = SECOND();
    SECOND() = THIRD();
    THIRD() = a;
    DISPATCH();
}
L_ROT_FOUR : {
    mt_obj *a = TOP();
    TOP() = SECOND();
    SECOND() = THIRD();
    THIRD() = PEEK(4);
    PEEK(4) = a;
    DISPATCH();
}
L_DUP_TOP : {
    mt_obj *a = TOP();
    MT_INCREF(a);
    PUSH(a);
    DISPATCH();
}
L_DUP_TOP_TWO : {
    mt_obj *a = TOP(), *b = SECOND();
    MT_INCREF(a);
    MT_INCREF(b);
    PUSH(b);
    PUSH(a);
    DISPATCH();
}
L_COPY : {
    mt_obj *a = PEEK(arg);
    MT_INCREF(a);
    PUSH(a);
    DISPATCH();
}
L_SWAP : {
    mt_obj *a = TOP();
    TOP() = PEEK(arg);
    PEEK(arg) = a;
    DISPATCH();
}
L_LOAD_CONST : {
    mt_obj *v = consts[arg];
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_LOAD_FAST : {
    mt_obj *v = fast[arg];
    if (CM_UNLIKELY(!v)) {
        mt_raise(st, MT_EXC(UnboundLocalError),
                 "cannot access local variable '%U' where it is not associated with a value",
                 co->localnames[arg]);
        goto error;
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_FAST : {
    mt_obj *v = POP();
    mt_obj *old = fast[arg];
    fast[arg] = v;
    MT_XDECREF(old);
    DISPATCH();
}
L_DELETE_FAST : {
    mt_obj *old = fast[arg];
    if (!old) {
        mt_raise(st, MT_EXC(UnboundLocalError),
                 "cannot access local variable '%U' where it is not associated with a value",
                 co->localnames[arg]);
        goto error;
    }
    fast[arg] = NULL;
    MT_DECREF(old);
    DISPATCH();
}
L_LOAD_DEREF : {
    mt_obj *v = ((mt_cell *)fast[arg])->v;
    if (!v) {
        if ((int)arg < co->nlocals + co->ncells) {
            mt_raise(st, MT_EXC(UnboundLocalError),
                     "cannot access local variable '%U' where it is not associated with a value",
                     co->localnames[arg]);
        } else {
            mt_raise(
                st, MT_EXC(NameError),
                "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                co->localnames[arg]);
        }
        goto error;
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_DEREF : {
    mt_obj *v = POP();
    mt_cell *c = (mt_cell *)fast[arg];
    mt_obj *old = c->v;
    c->v = v;
    MT_XDECREF(old);
    DISPATCH();
}
L_DELETE_DEREF : {
    mt_cell *c = (mt_cell *)fast[arg];
    if (!c->v) {
        mt_raise(
            st, MT_EXC(NameError),
            "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
            co->localnames[arg]);
        goto error;
    }
    MT_CLEAR(c->v);
    DISPATCH();
}
L_LOAD_CLOSURE : {
    mt_obj *c = fast[arg];
    MT_INCREF(c);
    PUSH(c);
    DISPATCH();
}
L_LOAD_CLASSDEREF : {
    uint32_t ix = arg & 0xfff, ni = arg >> 12;
    mt_obj *name = names[ni];
    mt_obj *v = f->locals ? mt_dict_get_borrow(st, f->locals, name) : NULL;
    if (!v && st->exc) {
        goto error;
    }
    if (!v) {
        v = ((mt_cell *)fast[ix])->v;
        if (!v) {
            mt_raise(
                st, MT_EXC(NameError),
                "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                name);
            goto error;
        }
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_LOAD_GLOBAL : {
    mt_icache *c = &co->cache[ip - code - 1];
    mt_dict *g = (mt_dict *)f->globals;
    mt_obj *v;
    if (CM_LIKELY(c->key == g && c->ver == g->kver)) {
        v = c->idx >= 0 ? g->entries[c->idx].value : c->val;
    } else {
        mt_obj *name = names[arg];
        int64_t ix = mt_dict_lookup_index(st, f->globals, name, mt_str_hash(name));
        if (ix >= 0) {
            v = g->entries[ix].value;
            c->key = g;
            c->ver = g->kver;
            c->idx = ix;
        } else {
            if (st->exc) {
                goto error;
            }
            int shared;
            v = mt_builtin_lookup_in(st, f->globals, name, &shared);
            if (!v) {
                if (!st->exc) {
                    mt_raise_name_error(st, name);
                }
                goto error;
            }
            if (shared) {
                c->key = g;
                c->ver = g->kver;
                c->idx = -1;
                c->val = v;
            }
        }
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_GLOBAL : {
    mt_obj *v = POP();
    int rc = mt_dict_set_take(st, f->globals, names[arg], v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DELETE_GLOBAL : {
    int rc = mt_dict_del(st, f->globals, names[arg]);
    if (rc <= 0) {
        if (rc == 0) {
            mt_raise_name_error(st, names[arg]);
        }
        goto error;
    }
    DISPATCH();
}
L_LOAD_NAME : {
    mt_obj *name = names[arg];
    mt_obj *v = NULL;
    if (f->locals) {
        v = mt_dict_get_borrow(st, f->locals, name);
        if (!v && st->exc) {
            goto error;
        }
    }
    if (!v) {
        v = mt_dict_get_borrow(st, f->globals, name);
        if (!v && st->exc) {
            goto error;
        }
    }
    if (!v) {
        int shared;
        v = mt_builtin_lookup_in(st, f->globals, name, &shared);
        if (!v) {
            if (!st->exc) {
                mt_raise_name_error(st, name);
            }
            goto error;
        }
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_NAME : {
    mt_obj *v = POP();
    mt_obj *ns = f->locals ? f->locals : f->globals;
    int rc = MT_TYPE(ns) == &mt_type_dict
                 ? mt_dict_set_take(st, ns, names[arg], v)
                 : (mt_setitem(st, ns, names[arg], v) < 0 ? (MT_DECREF(v), -1) : (MT_DECREF(v), 0));
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DELETE_NAME : {
    mt_obj *ns = f->locals ? f->locals : f->globals;
    int rc = mt_dict_del(st, ns, names[arg]);
    if (rc <= 0) {
        if (rc == 0) {
            mt_raise_name_error(st, names[arg]);
        }
        goto error;
    }
    DISPATCH();
}
L_LOAD_ATTR : {
    mt_obj *o = TOP();
    mt_obj *name = names[arg];
    mt_obj *v;
    const mt_type *t = MT_TYPE(o);
    if ((t->flags & (MT_TF_HEAP | MT_TF_SLOWATTR)) == MT_TF_HEAP && t->solid == &mt_type_object) {
        // instance attribute fast path: no data descriptor on the class
        mt_icache *c = &co->cache[ip - code - 1];
        if (!(c->key == t && c->ver == st->type_epoch)) {
            mt_attr a;
            mt_type_find(t, name, &a);
            c->key = t;
            c->ver = st->type_epoch;
            c->kind = a.kind;
            c->val = a.obj;
            c->m = NULL;
            if (a.kind == MT_ATTR_OBJ &&
                (MT_TYPE(a.obj)->descr_set || (MT_TYPE(a.obj)->flags & MT_TF_HEAP))) {
                c->kind = MT_ATTR_GETSET; // data descriptor: slow path
            }
        }
        if (c->kind == MT_ATTR_NONE || c->kind == MT_ATTR_OBJ) {
            mt_obj *d = *(mt_obj **)((char *)o + t->dictoffset);
            if (d) {
                v = mt_dict_lookup_str(d, name);
                if (v) {
                    MT_INCREF(v);
                    MT_DECREF(o);
                    TOP() = v;
                    DISPATCH();
                }
            }
        }
    }
    v = mt_getattr(st, o, name);
    if (!v) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = v;
    DISPATCH();
}
L_STORE_ATTR : {
    mt_obj *o = POP();
    mt_obj *v = POP();
    const mt_type *t = MT_TYPE(o);
    if ((t->flags & (MT_TF_HEAP | MT_TF_SLOWATTR)) == MT_TF_HEAP && t->solid == &mt_type_object) {
        // instance attribute fast path: no __setattr__ and no data descriptor
        mt_icache *c = &co->cache[ip - code - 1];
        if (!(c->key == t && c->ver == st->type_epoch)) {
            mt_attr a;
            mt_type_find(t, names[arg], &a);
            c->key = t;
            c->ver = st->type_epoch;
            c->kind = (a.kind == MT_ATTR_NONE ||
                       (a.kind == MT_ATTR_OBJ && !(MT_TYPE(a.obj)->flags & MT_TF_HEAP) &&
                        !MT_TYPE(a.obj)->descr_set)) &&
                              !mt_type_heap_dunder(t, MT_NAME(__setattr__))
                          ? MT_ATTR_NONE
                          : MT_ATTR_GETSET;
        }
        mt_obj **dp = (mt_obj **)((char *)o + t->dictoffset);
        if (c->kind == MT_ATTR_NONE && (*dp || (*dp = mt_dict_new(st)) != NULL)) {
            int rc = mt_dict_set_take(st, *dp, names[arg], v);
            MT_DECREF(o);
            if (rc < 0) {
                goto error;
            }
            DISPATCH();
        }
    }
    int rc = mt_setattr(st, o, names[arg], v);
    MT_DECREF(o);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DELETE_ATTR : {
    mt_obj *o = POP();
    int rc = mt_setattr(st, o, names[arg], NULL);
    MT_DECREF(o);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LOAD_METHOD : {
    mt_obj *o = TOP();
    mt_obj *name = names[arg];
    const mt_type *t = MT_TYPE(o);
    mt_icache *c = &co->cache[ip - code - 1];
    if ((t->flags & MT_TF_HEAP) && t->solid != &mt_type_type) { // not a metaclass's class
        if (!(c->key == t && c->ver == st->type_epoch && c->m == NULL)) {
            mt_attr a;
            mt_type_find(t, name, &a);
            MT_CLEAR(c->val);
            c->key = t;
            c->ver = st->type_epoch;
            c->kind = a.kind;
            c->m = NULL;
            if (a.kind == MT_ATTR_OBJ && MT_TYPE(a.obj) == &mt_type_function) {
                MT_INCREF(a.obj);
                c->val = a.obj;
            } else {
                c->kind = MT_ATTR_NONE;
            }
        }
        if (c->kind == MT_ATTR_OBJ && !(t->flags & MT_TF_GETATTRIBUTE)) {
            mt_obj **dp = mt_dictptr(o);
            if (!dp || !*dp || !mt_dict_lookup_str(*dp, name)) {
                mt_obj *fn = c->val;
                MT_INCREF(fn);
                TOP() = fn;
                PUSH(o);
                DISPATCH();
            }
        }
    } else if (!t->getattr && t != &mt_type_module && t != &mt_type_type) {
        if (!(c->key == t && c->m)) {
            mt_attr a;
            mt_type_find(t, name, &a);
            if (a.kind == MT_ATTR_METHOD && !(a.m->flags & (MT_CLASSM | MT_STATICM))) {
                mt_obj *d = mt_obj_new_cfunc(st, a.m, NULL, a.owner);
                if (!d) {
                    goto error;
                }
                MT_SETREF(c->val, d);
                c->key = t;
                c->m = a.m;
            } else {
                c->key = NULL;
                c->m = NULL;
            }
        }
        if (c->m) {
            mt_obj *d = c->val;
            MT_INCREF(d);
            TOP() = d;
            PUSH(o);
            DISPATCH();
        }
    }
    mt_obj *v = mt_getattr(st, o, name);
    if (!v) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = v;
    PUSH(NULL);
    DISPATCH();
}
L_CALL_METHOD : {
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-2];
    mt_obj *self = args[-1];
    mt_obj *r;
    if (self) {
        mt_obj *cfn = fn;
        if (MT_TYPE(cfn) == &mt_type_cfunc) {
            const mt_method *m = ((mt_cfunc_obj *)cfn)->m;
            uint32_t lo = m->flags & 0xff, hi = (m->flags >> 8) & 0xff;
            if (!((mt_cfunc_obj *)cfn)->self && arg >= lo && (hi == MT_VAR || arg <= hi) &&
                !(m->flags & (MT_CLASSM | MT_STATICM | MT_NOSELF))) {
                r = m->fn(st, arg + 1, args - 1, NULL);
                goto call_method_done;
            }
        }
        r = mt_call(st, fn, arg + 1, args - 1, NULL);
    } else {
        r = mt_call(st, fn, arg, args, NULL);
    }
call_method_done:
    for (mt_obj **p = args - 2; p < sp; p++) {
        MT_XDECREF(*p);
    }
    sp = args - 2;
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_CALL_METHOD_KW : {
    mt_obj *kwn = POP();
    size_t nk = MT_TUPLE_N(kwn);
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-2];
    mt_obj *self = args[-1];
    mt_obj *r;
    if (self) {
        r = mt_call(st, fn, arg - nk + 1, args - 1, kwn);
    } else {
        r = mt_call(st, fn, arg - nk, args, kwn);
    }
    MT_DECREF(kwn);
    for (mt_obj **p = args - 2; p < sp; p++) {
        MT_XDECREF(*p);
    }
    sp = args - 2;
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_BINARY_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    mt_obj *r;
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        int64_t x = MT_SMALL_VAL(a), y = MT_SMALL_VAL(b);
        switch (arg & 0x3f) {
        case MT_OP_ADD:
            r = mt_int_from_i64(st, x + y);
            goto binop_done;
        case MT_OP_SUB:
            r = mt_int_from_i64(st, x - y);
            goto binop_done;
        case MT_OP_AND:
            TOP() = MT_FROM_SMALL(x & y);
            DISPATCH();
        case MT_OP_OR:
            TOP() = MT_FROM_SMALL(x | y);
            DISPATCH();
        case MT_OP_XOR:
            TOP() = MT_FROM_SMALL(x ^ y);
            DISPATCH();
        case MT_OP_RSHIFT:
            if (y >= 0 && y < 63) {
                TOP() = MT_FROM_SMALL(x >> y);
                DISPATCH();
            }
            break;
        case MT_OP_MOD:
            if (y > 0 && x >= 0) {
                TOP() = MT_FROM_SMALL(x % y);
                DISPATCH();
            }
            break;
        case MT_OP_FLOORDIV:
            if (y > 0 && x >= 0) {
                TOP() = MT_FROM_SMALL(x / y);
                DISPATCH();
            }
            break;
        case MT_OP_MUL: {
            int64_t p;
            if (!__builtin_mul_overflow(x, y, &p) && MT_FITS_SMALL(p)) {
                TOP() = MT_FROM_SMALL(p);
                DISPATCH();
            }
            break;
        }
        default:
            break;
        }
        r = mt_int_binop(st, a, b, (int)arg);
    } else if (!MT_IS_SMALL(a) && !MT_IS_SMALL(b) && a->type == &mt_type_float &&
               b->type == &mt_type_float && (arg & 0x3f) <= MT_OP_MUL) {
        double x = ((mt_float *)a)->v, y = ((mt_float *)b)->v;
        double z = (arg & 0x3f) == MT_OP_ADD ? x + y : (arg & 0x3f) == MT_OP_SUB ? x - y : x * y;
        if ((arg & 0x3f) == MT_OP_MATMUL) {
            r = mt_binop(st, a, b, (int)arg);
        } else if (a->refcnt == 1 && (arg & MT_OP_INPLACE)) {
            ((mt_float *)a)->v = z;
            MT_DECREF(b);
            DISPATCH();
        } else {
            r = mt_float_new(st, z);
        }
    } else if (MT_TYPE(a) == &mt_type_str && MT_TYPE(b) == &mt_type_str &&
               (arg & 0x3f) == MT_OP_ADD) {
        r = mt_str_concat(st, a, b);
    } else {
        r = mt_binop(st, a, b, (int)arg);
    }
binop_done:
    MT_DECREF(a);
    MT_DECREF(b);
    if (!r) {
        sp--;
        goto error;
    }
    TOP() = r;
    DISPATCH();
}
L_UNARY_OP : {
    mt_obj *a = TOP();
    mt_obj *r = mt_unop(st, a, (int)arg);
    if (!r) {
        goto error;
    }
    MT_DECREF(a);
    TOP() = r;
    DISPATCH();
}
L_UNARY_NOT : {
    mt_obj *a = TOP();
    int t = mt_truth(st, a);
    if (t < 0) {
        goto error;
    }
    MT_DECREF(a);
    TOP() = MT_BOOL(!t);
    DISPATCH();
}
L_COMPARE_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    mt_obj *r;
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        int64_t x = MT_SMALL_VAL(a), y = MT_SMALL_VAL(b);
        int c;
        switch (arg) {
        case MT_CMP_LT:
            c = x < y;
            break;
        case MT_CMP_LE:
            c = x <= y;
            break;
        case MT_CMP_EQ:
            c = x == y;
            break;
        case MT_CMP_NE:
            c = x != y;
            break;
        case MT_CMP_GT:
            c = x > y;
            break;
        default:
            c = x >= y;
            break;
        }
        TOP() = MT_BOOL(c);
        DISPATCH();
    }
    r = mt_richcmp(st, a, b, (int)arg);
    MT_DECREF(a);
    MT_DECREF(b);
    if (!r) {
        sp--;
        goto error;
    }
    TOP() = r;
    DISPATCH();
}
L_IS_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    int r = (a == b) ^ (int)arg;
    MT_DECREF(a);
    MT_DECREF(b);
    TOP() = MT_BOOL(r);
    DISPATCH();
}
L_CONTAINS_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    int r = mt_contains(st, b, a);
    MT_DECREF(a);
    MT_DECREF(b);
    if (r < 0) {
        sp--;
        goto error;
    }
    TOP() = MT_BOOL(r ^ (int)arg);
    DISPATCH();
}
L_BINARY_SUBSCR : {
    mt_obj *k = POP();
    mt_obj *o = TOP();
    mt_obj *r;
    if (MT_TYPE(o) == &mt_type_list && MT_IS_SMALL(k)) {
        int64_t i = MT_SMALL_VAL(k);
        mt_list *l = (mt_list *)o;
        if (i < 0) {
            i += (int64_t)l->n;
        }
        if (i >= 0 && i < (int64_t)l->n) {
            r = l->items[i];
            MT_INCREF(r);
            MT_DECREF(o);
            TOP() = r;
            DISPATCH();
        }
    }
    r = mt_getitem(st, o, k);
    MT_DECREF(k);
    if (!r) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = r;
    DISPATCH();
}
L_STORE_SUBSCR : {
    mt_obj *k = POP();
    mt_obj *o = POP();
    mt_obj *v = POP();
    int rc = mt_setitem(st, o, k, v);
    MT_DECREF(k);
    MT_DECREF(o);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DELETE_SUBSCR : {
    mt_obj *k = POP();
    mt_obj *o = POP();
    int rc = mt_delitem(st, o, k);
    MT_DECREF(k);
    MT_DECREF(o);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_BUILD_SLICE : {
    mt_obj *step = arg == 3 ? POP() : NULL;
    mt_obj *stop = POP();
    mt_obj *start = TOP();
    mt_obj *s = mt_slice_new(st, start, stop, step);
    MT_DECREF(start);
    MT_DECREF(stop);
    MT_XDECREF(step);
    if (!s) {
        sp--;
        goto error;
    }
    TOP() = s;
    DISPATCH();
}
L_BUILD_TUPLE : {
    mt_obj *t = mt_tuple_new(st, arg);
    if (!t) {
        goto error;
    }
    for (uint32_t i = 0; i < arg; i++) {
        MT_TUPLE_ITEM(t, i) = sp[(int)i - (int)arg];
    }
    sp -= arg;
    PUSH(t);
    DISPATCH();
}
L_BUILD_LIST : {
    mt_obj *l = mt_list_new(st, arg);
    if (!l) {
        goto error;
    }
    for (uint32_t i = 0; i < arg; i++) {
        MT_LIST_ITEM(l, i) = sp[(int)i - (int)arg];
    }
    sp -= arg;
    PUSH(l);
    DISPATCH();
}
L_BUILD_SET : {
    mt_obj *s = mt_set_new(st, &mt_type_set);
    if (!s) {
        goto error;
    }
    int rc = 0;
    for (uint32_t i = 0; i < arg; i++) {
        mt_obj *x = sp[(int)i - (int)arg];
        if (rc == 0 && mt_set_add(st, s, x) < 0) {
            rc = -1;
        }
        MT_DECREF(x);
    }
    sp -= arg;
    if (rc < 0) {
        MT_DECREF(s);
        goto error;
    }
    PUSH(s);
    DISPATCH();
}
L_BUILD_MAP : {
    mt_obj *d = mt_dict_new(st);
    if (!d) {
        goto error;
    }
    int rc = 0;
    for (uint32_t i = 0; i < arg; i++) {
        mt_obj *k = sp[2 * (int)i - 2 * (int)arg];
        mt_obj *v = sp[2 * (int)i - 2 * (int)arg + 1];
        if (rc == 0 && mt_dict_set(st, d, k, v) < 0) {
            rc = -1;
        }
        MT_DECREF(k);
        MT_DECREF(v);
    }
    sp -= 2 * arg;
    if (rc < 0) {
        MT_DECREF(d);
        goto error;
    }
    PUSH(d);
    DISPATCH();
}
L_BUILD_CONST_KEY_MAP:
    goto error;
L_LIST_APPEND : {
    mt_obj *v = POP();
    if (mt_list_append_take(st, PEEK(arg), v) < 0) {
        goto error;
    }
    DISPATCH();
}
L_SET_ADD : {
    mt_obj *v = POP();
    int rc = mt_set_add(st, PEEK(arg), v);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_MAP_ADD : {
    mt_obj *v = POP();
    mt_obj *k = POP();
    int rc = mt_dict_set_take(st, PEEK(arg), k, v);
    MT_DECREF(k);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LIST_EXTEND : {
    // arg: the list's depth; MT_EXTEND_CALL_STAR: f(*v) alone, the callee just below
    mt_obj *v = POP();
    uint32_t depth = arg & ~(uint32_t)MT_EXTEND_CALL_STAR;
    int rc = mt_list_extend(st, PEEK(depth), v);
    if (rc < 0 && mt_exc_matches(st, MT_EXC(TypeError)) && !(MT_TYPE(v)->flags & MT_TF_HEAP) &&
        !MT_TYPE(v)->iter) {
        mt_exc_clear(st);
        mt_obj *tn = mt_str_from_c(st, mt_type_name(v));
        if (tn && (arg & MT_EXTEND_CALL_STAR)) {
            call_error(st, PEEK(depth + 1), "argument after * must be an iterable, not %U", tn);
        } else if (tn) {
            mt_raise(st, MT_EXC(TypeError), "Value after * must be an iterable, not %U", tn);
        }
        MT_XDECREF(tn);
    }
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_SET_UPDATE : {
    mt_obj *v = POP();
    int rc = mt_set_update(st, PEEK(arg), v);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DICT_UPDATE : {
    mt_obj *v = POP();
    int rc;
    mt_obj *keys = mt_isinst(v, &mt_type_dict) ? NULL : mt_getattr_opt(st, v, MT_NAME(keys));
    if (!mt_isinst(v, &mt_type_dict) && !keys) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(TypeError), "'%s' object is not a mapping", mt_type_name(v));
        }
        rc = -1;
    } else {
        MT_XDECREF(keys);
        rc = mt_dict_update(st, PEEK(arg), v);
    }
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DICT_MERGE : {
    mt_obj *v = POP();
    mt_obj *d = PEEK(arg);
    int rc = 0;
    if (mt_isinst(v, &mt_type_dict)) {
        size_t pos = 0;
        mt_obj *k, *x;
        while (mt_dict_next(v, &pos, &k, &x)) {
            if (!mt_isinst(k, &mt_type_str)) {
                mt_raise(st, MT_EXC(TypeError), "keywords must be strings");
                rc = -1;
                break;
            }
            // a str subclass's __hash__/__eq__ may change v: hold k and x
            MT_INCREF(k);
            MT_INCREF(x);
            mt_obj *dup = mt_dict_get_borrow(st, d, k);
            if (dup || st->exc) {
                // the stack holds callee, positional tuple, this dict
                if (dup) {
                    call_error(st, PEEK(arg + 2), "got multiple values for keyword argument '%U'",
                               k);
                }
                MT_DECREF(k);
                MT_DECREF(x);
                rc = -1;
                break;
            }
            int src = mt_dict_set(st, d, k, x);
            MT_DECREF(k);
            MT_DECREF(x);
            if (src < 0) {
                rc = -1;
                break;
            }
        }
    } else {
        mt_obj *keys = mt_getattr_opt(st, v, MT_NAME(keys));
        if (!keys) {
            mt_obj *tn = st->exc ? NULL : mt_str_from_c(st, mt_type_name(v));
            if (tn) {
                call_error(st, PEEK(arg + 2), "argument after ** must be a mapping, not %U", tn);
                MT_DECREF(tn);
            }
            rc = -1;
        } else {
            MT_DECREF(keys);
            rc = merge_mapping(st, d, v, PEEK(arg + 2));
        }
    }
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LIST_TO_TUPLE : {
    mt_obj *l = TOP();
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)l)->items, MT_LIST_N(l));
    if (!t) {
        goto error;
    }
    MT_DECREF(l);
    TOP() = t;
    DISPATCH();
}
L_BUILD_STRING : {
    cm_buf b;
    mt_buf_init(st, &b);
    for (uint32_t i = 0; i < arg; i++) {
        mt_obj *s = sp[(int)i - (int)arg];
        (void)!cm_buf_add(&b, mt_str_data(s), mt_str_len(s));
        MT_DECREF(s);
    }
    sp -= arg;
    mt_obj *r = mt_str_from_buf(st, &b);
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_FORMAT_VALUE : {
    mt_obj *spec = (arg & 4) ? POP() : NULL;
    mt_obj *v = TOP();
    mt_obj *r = format_value(st, v, (int)(arg & 3), spec);
    MT_XDECREF(spec);
    if (!r) {
        goto error;
    }
    MT_DECREF(v);
    TOP() = r;
    DISPATCH();
}
L_UNPACK_SEQUENCE : {
    mt_obj *seq = POP();
    if (MT_TYPE(seq) == &mt_type_tuple && MT_TUPLE_N(seq) == arg) {
        for (uint32_t i = 0; i < arg; i++) {
            mt_obj *x = MT_TUPLE_ITEM(seq, arg - 1 - i);
            MT_INCREF(x);
            PUSH(x);
        }
        MT_DECREF(seq);
        DISPATCH();
    }
    if (unpack(st, seq, (int)arg, 0, 0, sp) < 0) {
        MT_DECREF(seq);
        goto error;
    }
    sp += arg;
    MT_DECREF(seq);
    DISPATCH();
}
L_UNPACK_EX : {
    mt_obj *seq = POP();
    int before = (int)(arg & 0xff), after = (int)(arg >> 8);
    if (unpack(st, seq, before, after, 1, sp) < 0) {
        MT_DECREF(seq);
        goto error;
    }
    sp += before + after + 1;
    MT_DECREF(seq);
    DISPATCH();
}
L_JUMP:
    if (arg < (uint32_t)(ip - code)) {
        CHECK_TICK();
    }
    ip = code + arg;
    DISPATCH();
L_POP_JUMP_IF_FALSE : {
    mt_obj *v = POP();
    int t;
    if (v == MT_TRUE) {
        t = 1;
    } else if (v == MT_FALSE) {
        t = 0;
    } else {
        t = mt_truth(st, v);
        MT_DECREF(v);
        if (t < 0) {
            goto error;
        }
    }
    if (!t) {
        ip = code + arg;
    }
    DISPATCH();
}
L_POP_JUMP_IF_TRUE : {
    mt_obj *v = POP();
    int t;
    if (v == MT_TRUE) {
        t = 1;
    } else if (v == MT_FALSE) {
        t = 0;
    } else {
        t = mt_truth(st, v);
        MT_DECREF(v);
        if (t < 0) {
            goto error;
        }
    }
    if (t) {
        ip = code + arg;
    }
    DISPATCH();
}
L_JUMP_IF_FALSE_OR_POP : {
    mt_obj *v = TOP();
    int t = mt_truth(st, v);
    if (t < 0) {
        goto error;
    }
    if (!t) {
        ip = code + arg;
    } else {
        sp--;
        MT_DECREF(v);
    }
    DISPATCH();
}
L_JUMP_IF_TRUE_OR_POP : {
    mt_obj *v = TOP();
    int t = mt_truth(st, v);
    if (t < 0) {
        goto error;
    }
    if (t) {
        ip = code + arg;
    } else {
        sp--;
        MT_DECREF(v);
    }
    DISPATCH();
}
L_POP_JUMP_IF_NONE : {
    mt_obj *v = POP();
    if (v == MT_NONE) {
        ip = code + arg;
    }
    MT_DECREF(v);
    DISPATCH();
}
L_POP_JUMP_IF_NOT_NONE : {
    mt_obj *v = POP();
    if (v != MT_NONE) {
        ip = code + arg;
    }
    MT_DECREF(v);
    DISPATCH();
}
L_GET_ITER : {
    mt_obj *o = TOP();
    mt_obj *it = mt_iter(st, o);
    if (!it) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = it;
    DISPATCH();
}
L_FOR_ITER : {
    mt_obj *it = TOP();
    mt_obj *x;
    CHECK_TICK();
    if (!MT_IS_SMALL(it) && it->type == &mt_type_rangeiter) {
        struct {
            mt_obj ob;
            int64_t cur, step, left;
        } *r = (void *)it;
        if (r->left > 0) {
            x = MT_FROM_SMALL(r->cur);
            r->cur += r->step;
            r->left--;
            PUSH(x);
            DISPATCH();
        }
        x = NULL;
    } else if (!MT_IS_SMALL(it) && it->type == &mt_type_listiter) {
        struct {
            mt_obj ob;
            mt_obj *seq;
            size_t i;
        } *li = (void *)it;
        if (li->seq && li->i < MT_LIST_N(li->seq)) {
            x = MT_LIST_ITEM(li->seq, li->i++);
            MT_INCREF(x);
            PUSH(x);
            DISPATCH();
        }
        x = NULL;
    } else {
        x = mt_next(st, it);
    }
    if (x) {
        PUSH(x);
        DISPATCH();
    }
    if (st->exc) {
        goto error;
    }
    sp--;
    MT_DECREF(it);
    ip = code + arg;
    DISPATCH();
}
L_CALL : {
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-1];
    mt_obj *r;
    if (MT_TYPE(fn) == &mt_type_function) {
        r = mt_func_call(st, fn, arg, args, NULL);
    } else {
        r = mt_call(st, fn, arg, args, NULL);
    }
    for (mt_obj **p = args - 1; p < sp; p++) {
        MT_DECREF(*p);
    }
    sp = args - 1;
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_CALL_KW : {
    mt_obj *kwn = POP();
    size_t nk = MT_TUPLE_N(kwn);
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-1];
    mt_obj *r = mt_call(st, fn, arg - nk, args, kwn);
    MT_DECREF(kwn);
    for (mt_obj **p = args - 1; p < sp; p++) {
        MT_DECREF(*p);
    }
    sp = args - 1;
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_CALL_EX : {
    mt_obj *kwargs = (arg & 1) ? POP() : NULL;
    mt_obj *pargs = POP();
    mt_obj *fn = TOP();
    mt_obj *r = mt_call_tuple_dict(st, fn, pargs, kwargs);
    MT_XDECREF(kwargs);
    MT_DECREF(pargs);
    if (!r) {
        goto error;
    }
    MT_DECREF(fn);
    TOP() = r;
    DISPATCH();
}
L_MAKE_FUNCTION : {
    mt_obj *code_o = POP();
    mt_obj *closure = (arg & MT_MF_CLOSURE) ? POP() : NULL;
    mt_obj *ann = (arg & MT_MF_ANNOTATIONS) ? POP() : NULL;
    mt_obj *kwd = (arg & MT_MF_KWDEFAULTS) ? POP() : NULL;
    mt_obj *defs = (arg & MT_MF_DEFAULTS) ? POP() : NULL;
    mt_obj *fn = mt_func_new(st, (mt_code *)code_o, f->globals, NULL);
    MT_DECREF(code_o);
    if (!fn) {
        MT_XDECREF(closure);
        MT_XDECREF(ann);
        MT_XDECREF(kwd);
        MT_XDECREF(defs);
        goto error;
    }
    ((mt_func *)fn)->annotations = ann;
    ((mt_func *)fn)->closure = closure;
    ((mt_func *)fn)->kwdefaults = kwd;
    ((mt_func *)fn)->defaults = defs;
    PUSH(fn);
    DISPATCH();
}
L_LOAD_BUILD_CLASS : {
    mt_obj *b = mt_builtin_lookup_c("__build_class__");
    MT_INCREF(b);
    PUSH(b);
    DISPATCH();
}
L_RETURN_VALUE:
    retval = POP();
    goto exit_frame;
L_YIELD_VALUE:
    retval = POP();
    f->yielded = 1;
    f->ip = (uint32_t)(ip - code);
    f->sp = sp;
    st->frame = f->back;
    return retval;
L_GET_YIELD_FROM_ITER : {
    mt_obj *o = TOP();
    if (MT_TYPE(o) == &mt_type_coroutine && !(co->flags & MT_CO_COROUTINE)) {
        mt_raise(st, MT_EXC(TypeError),
                 "cannot 'yield from' a coroutine object in a non-coroutine generator");
        goto error;
    }
    if (MT_TYPE(o) != &mt_type_generator && MT_TYPE(o) != &mt_type_coroutine) {
        mt_obj *it = mt_iter(st, o);
        if (!it) {
            goto error;
        }
        MT_DECREF(o);
        TOP() = it;
    }
    DISPATCH();
}
L_GET_AWAITABLE : {
    mt_obj *o = TOP();
    if (MT_TYPE(o) != &mt_type_coroutine) {
        mt_obj *aw = mt_getattr_opt(st, o, MT_NAME(__await__));
        if (!aw) {
            if (!st->exc) {
                mt_raise(st, MT_EXC(TypeError), "object %s can't be used in 'await' expression",
                         mt_type_name(o));
            }
            goto error;
        }
        mt_obj *it = mt_call0(st, aw);
        MT_DECREF(aw);
        if (!it) {
            goto error;
        }
        MT_DECREF(o);
        TOP() = it;
    }
    DISPATCH();
}
L_YIELD_FROM : {
    mt_obj *v = POP();
    mt_obj *it = TOP();
    mt_obj *ret = NULL;
    mt_obj *r = aw_step(st, it, v, &ret);
    MT_DECREF(v);
    if (r) {
        // suspend; resume re-executes YIELD_FROM with the sent value pushed
        f->yielded = 2;
        f->ip = (uint32_t)(ip - code - 1);
        f->sp = sp;
        st->frame = f->back;
        return r;
    }
    if (st->exc) {
        MT_XDECREF(ret);
        goto error;
    }
    MT_DECREF(it);
    TOP() = ret ? ret : MT_NONE;
    DISPATCH();
}
L_SETUP_FINALLY:
L_SETUP_CLEANUP : {
    mt_block *b = &f->blocks[f->nblocks++];
    b->handler = (int)arg;
    b->level = (int)(sp - f->stack) - (MT_OP(w) == MT_OPC_SETUP_CLEANUP ? 1 : 0);
    DISPATCH();
}
L_POP_BLOCK:
    f->nblocks--;
    DISPATCH();
L_PUSH_EXC_INFO : {
    mt_obj *exc = TOP();
    mt_obj *prev = st->handled ? st->handled : MT_NONE;
    if (!st->handled) {
        MT_INCREF(prev);
    }
    st->handled = exc;
    MT_INCREF(exc);
    TOP() = prev;
    PUSH(exc);
    DISPATCH();
}
L_POP_EXCEPT : {
    mt_obj *prev = POP();
    mt_obj *old = st->handled;
    if (prev == MT_NONE) {
        st->handled = NULL;
        MT_DECREF(prev);
    } else {
        st->handled = prev;
    }
    MT_XDECREF(old);
    DISPATCH();
}
L_POP_EXCEPT_RERAISE : {
    mt_obj *exc = POP();
    mt_obj *prev = POP();
    mt_obj *old = st->handled;
    if (prev == MT_NONE) {
        st->handled = NULL;
        MT_DECREF(prev);
    } else {
        st->handled = prev;
    }
    MT_XDECREF(old);
    MT_SETREF(st->exc, exc);
    goto reraise;
}
L_RERAISE : {
    mt_obj *exc = POP();
    MT_SETREF(st->exc, exc);
    goto reraise;
}
L_RAISE_VARARGS : {
    if (arg == 0) {
        if (!st->handled) {
            mt_raise(st, MT_EXC(RuntimeError), "No active exception to reraise");
            goto error;
        }
        MT_INCREF(st->handled);
        MT_SETREF(st->exc, st->handled);
        goto reraise;
    }
    mt_obj *cause = arg == 2 ? POP() : NULL;
    mt_obj *exc = POP();
    do_raise(st, exc, cause);
    MT_DECREF(exc);
    MT_XDECREF(cause);
    goto error;
}
L_CHECK_EXC_MATCH : {
    mt_obj *t = POP();
    mt_obj *exc = TOP();
    int r = exc_match(st, exc, t);
    MT_DECREF(t);
    if (r < 0) {
        goto error;
    }
    PUSH(MT_BOOL(r));
    DISPATCH();
}
L_CHECK_EG_MATCH : {
    // except*: [cur, type] -> [rest-or-None, match-or-None]
    mt_obj *t = POP();
    mt_obj *exc = TOP();
    mt_obj *match = NULL, *rest = NULL;
    if (exc == MT_NONE) {
        MT_DECREF(t);
        PUSH(MT_NONE);
        DISPATCH();
    }
    if (mt_isinst(exc, MT_EXC(BaseExceptionGroup))) {
        mt_obj *spl = mt_getattr_s(st, exc, "split");
        mt_obj *pair = spl ? mt_call1(st, spl, t) : NULL;
        MT_XDECREF(spl);
        if (!pair) {
            MT_DECREF(t);
            goto error;
        }
        match = MT_TUPLE_ITEM(pair, 0);
        rest = MT_TUPLE_ITEM(pair, 1);
        MT_INCREF(match);
        MT_INCREF(rest);
        MT_DECREF(pair);
    } else {
        int r = exc_match(st, exc, t);
        if (r < 0) {
            MT_DECREF(t);
            goto error;
        }
        if (r) {
            mt_obj *lst = mt_list_new(st, 0);
            mt_obj *empty = mt_str_from_c(st, "");
            if (!lst || !empty || mt_list_append(st, lst, exc) < 0) {
                MT_XDECREF(lst);
                MT_XDECREF(empty);
                MT_DECREF(t);
                goto error;
            }
            mt_obj *argv[2] = {empty, lst};
            match = mt_call(st, (mt_obj *)MT_EXC(ExceptionGroup), 2, argv, NULL);
            MT_DECREF(empty);
            MT_DECREF(lst);
            if (!match) {
                MT_DECREF(t);
                goto error;
            }
            rest = MT_NONE;
        } else {
            match = MT_NONE;
            rest = exc;
            MT_INCREF(rest);
        }
    }
    MT_DECREF(t);
    if (match != MT_NONE && st->handled) {
        MT_INCREF(match);
        MT_SETREF(st->handled, match);
    }
    MT_DECREF(exc);
    TOP() = rest;
    PUSH(match);
    DISPATCH();
}
L_BEFORE_WITH : {
    mt_obj *mgr = TOP();
    mt_obj *enter = mt_getattr_opt(st, mgr, arg ? MT_NAME(__aenter__) : MT_NAME(__enter__));
    if (!enter) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(TypeError),
                     "'%s' object does not support the %scontext manager protocol",
                     mt_type_name(mgr), arg ? "asynchronous " : "");
        }
        goto error;
    }
    mt_obj *exit = mt_getattr_opt(st, mgr, arg ? MT_NAME(__aexit__) : MT_NAME(__exit__));
    if (!exit) {
        MT_DECREF(enter);
        if (!st->exc) {
            mt_raise(
                st, MT_EXC(TypeError),
                "'%s' object does not support the %scontext manager protocol (missed %s method)",
                mt_type_name(mgr), arg ? "asynchronous " : "", arg ? "__aexit__" : "__exit__");
        }
        goto error;
    }
    mt_obj *res = mt_call0(st, enter);
    MT_DECREF(enter);
    if (!res) {
        MT_DECREF(exit);
        goto error;
    }
    MT_DECREF(mgr);
    TOP() = exit;
    PUSH(res);
    DISPATCH();
}
L_WITH_EXCEPT : {
    // stack: [exit, prev, exc]
    mt_obj *exc = TOP();
    mt_obj *exit = THIRD();
    mt_obj *argv[3] = {(mt_obj *)MT_TYPE(exc), exc, MT_NONE};
    mt_obj *r = mt_call(st, exit, 3, argv, NULL);
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_IMPORT_NAME : {
    mt_obj *fl = TOP();
    mt_obj *m = import_name(st, names[arg], fl);
    if (!m) {
        goto error;
    }
    MT_DECREF(fl);
    TOP() = m;
    DISPATCH();
}
L_IMPORT_FROM : {
    mt_obj *m = TOP();
    mt_obj *v = mt_getattr_opt(st, m, names[arg]);
    if (!v) {
        if (st->exc) {
            goto error;
        }
        mt_obj *mn = MT_TYPE(m) == &mt_type_module ? ((mt_module *)m)->name : NULL;
        if (mn) {
            // a submodule may be importable as name.attr
            mt_obj *full = mt_str_printf(st, "%U.%U", mn, names[arg]);
            if (full && mt_module_find(mt_str_data(full))) {
                v = mt_import(st, full);
                MT_DECREF(full);
                if (!v) {
                    goto error;
                }
                PUSH(v);
                DISPATCH();
            }
            MT_XDECREF(full);
            mt_raise(st, MT_EXC(ImportError),
                     "cannot import name '%U' from '%U' (unknown location)", names[arg], mn);
            if (st->exc) {
                (void)mt_exc_set_attr(st, st->exc, "name", mn);
            }
        } else {
            mt_raise(st, MT_EXC(ImportError), "cannot import name '%U'", names[arg]);
        }
        goto error;
    }
    PUSH(v);
    DISPATCH();
}
L_IMPORT_STAR : {
    mt_obj *m = POP();
    mt_obj *ns = f->locals ? f->locals : f->globals;
    mt_obj *d = MT_TYPE(m) == &mt_type_module ? ((mt_module *)m)->dict : NULL;
    int rc = 0;
    if (d) {
        mt_obj *all = mt_dict_get_str_borrow(d, "__all__");
        if (all) {
            mt_obj *it = mt_iter(st, all);
            mt_obj *k;
            while (it && (k = mt_next(st, it)) != NULL) {
                mt_obj *v = mt_dict_get_borrow(st, d, k);
                if (v && mt_dict_set(st, ns, k, v) < 0) {
                    rc = -1;
                }
                MT_DECREF(k);
            }
            MT_XDECREF(it);
            if (st->exc) {
                rc = -1;
            }
        } else {
            size_t pos = 0;
            mt_obj *k, *v;
            while (mt_dict_next(d, &pos, &k, &v)) {
                if (MT_TYPE(k) == &mt_type_str && mt_str_data(k)[0] == '_') {
                    continue;
                }
                if (mt_dict_set(st, ns, k, v) < 0) {
                    rc = -1;
                    break;
                }
            }
        }
    }
    MT_DECREF(m);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LOAD_ASSERTION_ERROR : {
    mt_obj *t = arg == 1 ? (mt_obj *)MT_EXC(ImportError) : (mt_obj *)MT_EXC(AssertionError);
    PUSH(t);
    DISPATCH();
}
L_MATCH_CLASS : {
    mt_obj *nm = POP();
    mt_obj *cls = POP();
    mt_obj *subj = TOP();
    mt_obj *r = match_class(st, subj, cls, arg, nm);
    MT_DECREF(nm);
    MT_DECREF(cls);
    if (!r) {
        goto error;
    }
    MT_DECREF(subj);
    TOP() = r;
    DISPATCH();
}
L_MATCH_MAPPING : {
    mt_obj *m = MT_BOOL(is_mapping(TOP()));
    PUSH(m);
    DISPATCH();
}
L_MATCH_SEQUENCE : {
    mt_obj *m = MT_BOOL(is_sequence(TOP()));
    PUSH(m);
    DISPATCH();
}
L_GET_LEN : {
    ssize_t n = mt_len(st, TOP());
    if (n < 0) {
        goto error;
    }
    PUSH(MT_FROM_SMALL(n));
    DISPATCH();
}
L_MATCH_KEYS : {
    mt_obj *keys = TOP();
    mt_obj *subj = SECOND();
    size_t n = MT_TUPLE_N(keys);
    mt_obj *vals = mt_tuple_new(st, n);
    if (!vals) {
        goto error;
    }
    int ok = 1;
    for (size_t i = 0; i < n; i++) {
        MT_TUPLE_ITEM(vals, i) = MT_NONE;
    }
    for (size_t i = 0; i < n && ok; i++) {
        mt_obj *k = MT_TUPLE_ITEM(keys, i);
        for (size_t j = 0; j < i; j++) {
            if (mt_eq(st, MT_TUPLE_ITEM(keys, j), k) > 0) {
                mt_raise(st, MT_EXC(ValueError), "mapping pattern checks duplicate key (%R)", k);
                MT_DECREF(vals);
                goto error;
            }
        }
        mt_obj *v;
        if (MT_TYPE(subj) == &mt_type_dict) {
            v = mt_dict_get_borrow(st, subj, k);
            if (v) {
                MT_INCREF(v);
            }
        } else {
            mt_obj *getm = mt_getattr_s(st, subj, "get");
            mt_obj *argv[2] = {k, (mt_obj *)&mt_type_notimpl};
            v = getm ? mt_call(st, getm, 2, argv, NULL) : NULL;
            MT_XDECREF(getm);
            if (v == (mt_obj *)&mt_type_notimpl) {
                MT_DECREF(v);
                v = NULL;
            }
        }
        if (!v) {
            if (st->exc) {
                MT_DECREF(vals);
                goto error;
            }
            ok = 0;
            break;
        }
        MT_TUPLE_ITEM(vals, i) = v;
    }
    if (!ok) {
        MT_DECREF(vals);
        PUSH(MT_NONE);
    } else {
        PUSH(vals);
    }
    DISPATCH();
}
L_COPY_DICT_WITHOUT_KEYS : {
    mt_obj *keys = TOP();
    mt_obj *subj = SECOND();
    mt_obj *d = mt_dict_new(st);
    if (!d || mt_dict_update(st, d, subj) < 0) {
        MT_XDECREF(d);
        goto error;
    }
    for (size_t i = 0; i < MT_TUPLE_N(keys); i++) {
        if (mt_dict_del(st, d, MT_TUPLE_ITEM(keys, i)) < 0) {
            MT_DECREF(d);
            goto error;
        }
    }
    MT_DECREF(keys);
    TOP() = d;
    DISPATCH();
}
L_SETUP_ANNOTATIONS : {
    mt_obj *ns = f->locals ? f->locals : f->globals;
    if (!mt_dict_get_str_borrow(ns, "__annotations__")) {
        mt_obj *d = mt_dict_new(st);
        if (!d || mt_dict_set_take(st, ns, MT_NAME(__annotations__), d) < 0) {
            goto error;
        }
    }
    DISPATCH();
}
L_GET_AITER : {
    mt_obj *o = TOP();
    mt_obj *it = get_aiter(st, o, 1);
    if (!it) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = it;
    DISPATCH();
}
L_GET_ANEXT : {
    mt_obj *aw = get_anext(st, TOP());
    if (!aw) {
        goto error;
    }
    PUSH(aw);
    DISPATCH();
}
L_END_ASYNC_FOR : {
    // the handler of an async for's await: [aiter, exc]
    mt_obj *exc = POP();
    if (mt_isinst(exc, MT_EXC(StopAsyncIteration))) {
        MT_DECREF(exc);
        mt_obj *it = POP();
        MT_DECREF(it);
        DISPATCH();
    }
    MT_SETREF(st->exc, exc);
    goto reraise;
}
L_RETURN_GENERATOR:
L_PRINT_EXPR:
L_LOAD_LOCALS_DICT:
L_FOR_RANGE:
L_EXC_STOPITER_CHECK:
    mt_raise(st, MT_EXC(SystemError), "unknown opcode %d", (int)MT_OP(w));
    goto error;

error : {
    // remember where the exception happened in this frame; like CPython, a new raise (not a
    // re-raise) adds this frame to the traceback even when a handler here catches it
    size_t pos = (size_t)(ip - code) - 1;
    f->errline = co->lines[pos < co->ncode ? pos : 0];
    if (st->exc) {
        (void)mt_exc_add_tb(st, st->exc, (mt_obj *)co, f->errline);
    }
}
reraise:
    if (!st->exc) {
        mt_raise(st, MT_EXC(SystemError), "error return without exception set");
    }
    if (!f->errline) {
        size_t pos = (size_t)(ip - code) - 1;
        f->errline = co->lines[pos < co->ncode ? pos : 0];
    }
    if (((mt_exc *)st->exc)->fatal) {
        goto unwind_all;
    }
    if (f->nblocks > 0) {
        mt_block *b = &f->blocks[--f->nblocks];
        mt_obj **level = f->stack + b->level;
        while (sp > level) {
            mt_obj *v = POP();
            MT_XDECREF(v);
        }
        mt_obj *exc = st->exc;
        st->exc = NULL;
        PUSH(exc);
        ip = code + b->handler;
        DISPATCH();
    }
unwind_all:
    while (sp > f->stack) {
        mt_obj *v = POP();
        MT_XDECREF(v);
    }
    f->nblocks = 0;
    retval = NULL;
exit_frame:
    f->sp = sp;
    f->ip = (uint32_t)(ip - code);
    st->frame = f->back;
    return retval;
}
