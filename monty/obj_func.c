/* Code objects (mt_type_code, what the compiler makes) and function objects
 * (mt_type_function: code plus globals, defaults, closure, annotations, __dict__). Calling
 * one is mt_func_call in vm.c, beside the evaluation loop. */
#include "config.h"

#include "monty/vm.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"

/* ---- code objects ---- */

void
mt_code_cache_drop(const mt_code *co, mt_icache *cache)
{
    for (size_t i = 0; i < co->ncode; i++) {
        uint32_t op = MT_OP(co->code[i]);
        if (op == MT_OPC_LOAD_METHOD || op == MT_OPC_LOAD_ATTR || op == MT_OPC_STORE_ATTR) {
            MT_XDECREF(cache[i].val);
        }
        if (op == MT_OPC_LOAD_METHOD && cache[i].kind != MT_ATTR_METHOD) {
            MT_XDECREF(cache[i].val2);
        }
    }
}

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
    if (c->cache && c->code) { // a code object whose making failed may have one, not both
        mt_code_cache_drop(c, c->cache);
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
code_posonlyargcount(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_FROM_SMALL(((mt_code *)o)->posonly);
}

static mt_obj *
code_kwonlyargcount(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_FROM_SMALL(((mt_code *)o)->kwonly);
}

static mt_obj *
code_qualname(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_code *c = (mt_code *)o;
    mt_obj *q = c->qualname ? c->qualname : c->name;
    MT_INCREF(q);
    return q;
}

// co_varnames: the parameters, then the locals that are no cells (CPython keeps a cell in
// co_cellvars only, unless it is a parameter)
static mt_obj *
code_varnames(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    int nparams = c->argcount + c->kwonly + ((c->flags & MT_CO_VARARGS) ? 1 : 0) +
                  ((c->flags & MT_CO_VARKW) ? 1 : 0);
    mt_obj *l = mt_list_new(st, 0);
    for (int i = 0; l && i < c->nlocals; i++) {
        int cell = 0;
        for (int j = 0; i >= nparams && j < c->ncells && !cell; j++) {
            cell = mt_str_eq(c->localnames[i], c->localnames[c->nlocals + j]);
        }
        if (!cell && mt_list_append(st, l, c->localnames[i]) < 0) {
            MT_CLEAR(l);
        }
    }
    return mt_tuple_from_list_take(st, l);
}

// names[0, n) as a tuple sorted as CPython's compiler orders cell and free names (new ref)
static mt_obj *
sorted_names(mt_state *st, mt_obj **names, size_t n)
{
    mt_obj *l = mt_list_new(st, 0);
    for (size_t i = 0; l && i < n; i++) {
        if (mt_list_append(st, l, names[i]) < 0) {
            MT_CLEAR(l);
        }
    }
    if (l && mt_list_sort(st, l, NULL, 0) < 0) {
        MT_CLEAR(l);
    }
    return mt_tuple_from_list_take(st, l);
}

// co_cellvars / co_freevars: the names after the locals (cells, then frees)
static mt_obj *
code_cellvars(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    return sorted_names(st, c->localnames + c->nlocals, (size_t)c->ncells);
}

static mt_obj *
code_freevars(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    return sorted_names(st, c->localnames + c->nlocals + c->ncells, (size_t)c->nfree);
}

// co_nlocals: as many as co_varnames holds
static mt_obj *
code_nlocals(mt_state *st, mt_obj *o)
{
    mt_obj *v = code_varnames(st, o);
    if (!v) {
        return NULL;
    }
    size_t n = MT_TUPLE_N(v);
    MT_DECREF(v);
    return MT_FROM_SMALL((int64_t)n);
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

static mt_obj *
code_consts(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    return mt_tuple_from_array(st, c->consts, c->nconsts);
}

// co_names: the names the code looks up by name (globals, attributes, imports), in the
// order the compiler first needs them
static mt_obj *
code_names(mt_state *st, mt_obj *o)
{
    mt_code *c = (mt_code *)o;
    return mt_tuple_from_array(st, c->names, c->nnames);
}

static const mt_getset code_getsets[] = {{"co_name", code_name, NULL},
                                         {"co_consts", code_consts, NULL},
                                         {"co_names", code_names, NULL},
                                         {"co_argcount", code_argcount, NULL},
                                         {"co_posonlyargcount", code_posonlyargcount, NULL},
                                         {"co_kwonlyargcount", code_kwonlyargcount, NULL},
                                         {"co_nlocals", code_nlocals, NULL},
                                         {"co_qualname", code_qualname, NULL},
                                         {"co_varnames", code_varnames, NULL},
                                         {"co_cellvars", code_cellvars, NULL},
                                         {"co_freevars", code_freevars, NULL},
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
    // a module's dict holds __name__ first (mt_module_new): seen there, no lookup
    mt_dict *g = (mt_dict *)globals;
    mt_obj *mod =
        MT_TYPE(globals) == &mt_type_dict && g->nentries && g->entries[0].key == MT_NAME(__name__)
            ? g->entries[0].value
            : mt_dict_lookup_str(globals, MT_NAME(__name__));
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

// A function attribute: want is the type a new value must have (NULL: any; None is allowed
// where none_ok), as CPython's setters check (a None __qualname__ crashed the repr)
#define FUNC_GETSET(field, want, none_ok, text)                                                    \
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
        const mt_type *w = (want);                                                                 \
        if (w && !(v && mt_isinst(v, w)) && !((none_ok) && (!v || v == MT_NONE))) {                \
            return mt_raisei(st, MT_EXC(TypeError), "%s", text);                                   \
        }                                                                                          \
        if (v == MT_NONE) {                                                                        \
            v = NULL;                                                                              \
        }                                                                                          \
        MT_XINCREF(v);                                                                             \
        MT_SETREF(((mt_func *)o)->field, v);                                                       \
        return 0;                                                                                  \
    }
FUNC_GETSET(name, &mt_type_str, 0, "__name__ must be set to a string object")
FUNC_GETSET(qualname, &mt_type_str, 0, "__qualname__ must be set to a string object")
FUNC_GETSET(doc, NULL, 1, "")
FUNC_GETSET(module, NULL, 1, "")
FUNC_GETSET(defaults, &mt_type_tuple, 1, "__defaults__ must be set to a tuple object")
FUNC_GETSET(kwdefaults, &mt_type_dict, 1, "__kwdefaults__ must be set to a dict object")

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
    {"__dict__", func_get_dict, mt_set_dict_attr},
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
