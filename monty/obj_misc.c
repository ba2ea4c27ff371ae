/* Small types: None, NotImplemented, Ellipsis, cell, module, traceback and frame. Slices,
 * ranges, the builtin iterators and the annotation types have files of their own
 * (obj_slice.c, obj_range.c, obj_iter.c, obj_alias.c). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

/* ---- None, NotImplemented, Ellipsis ---- */

static mt_obj *
none_repr(mt_state *st, mt_obj *o)
{
    (void)o;
    return mt_str_from_c(st, "None");
}

static int
none_truth(mt_state *st, mt_obj *o)
{
    (void)st;
    (void)o;
    return 0;
}

static mt_obj *
none_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    (void)args;
    if (n || (kw && MT_TUPLE_N(kw))) {
        return mt_raise(st, MT_EXC(TypeError), "NoneType takes no arguments");
    }
    return MT_NONE;
}

const mt_type mt_type_none = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "NoneType",
    .basicsize = sizeof(mt_obj),
    .base = &mt_type_object,
    .repr = none_repr,
    .truth = none_truth,
    .tp_new = none_new,
};
const mt_obj mt_none_obj = MT_STATIC_HEAD(&mt_type_none);

static mt_obj *
notimpl_repr(mt_state *st, mt_obj *o)
{
    (void)o;
    return mt_str_from_c(st, "NotImplemented");
}

// NotImplementedType() and type(...)(): the singleton, as CPython's; __reduce__ its name.
static mt_obj *
singleton_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)args;
    int ell = t == &mt_type_ellipsis;
    if (n || (kw && MT_TUPLE_N(kw))) {
        return mt_raise(st, MT_EXC(TypeError), "%s takes no arguments",
                        ell ? "EllipsisType" : "NotImplementedType");
    }
    return ell ? MT_ELLIPSIS : MT_NOTIMPL;
}

static mt_obj *
singleton_reduce(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_repr(st, args[0]);
}

static const mt_method singleton_methods[] = {{"__reduce__", singleton_reduce, MT_ARGS(0, 0)},
                                              {NULL, NULL, 0}};

const mt_type mt_type_notimpl = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "NotImplementedType",
    .basicsize = sizeof(mt_obj),
    .base = &mt_type_object,
    .repr = notimpl_repr,
    .tp_new = singleton_new,
    .methods = singleton_methods,
};
const mt_obj mt_notimpl_obj = MT_STATIC_HEAD(&mt_type_notimpl);

static mt_obj *
ellipsis_repr(mt_state *st, mt_obj *o)
{
    (void)o;
    return mt_str_from_c(st, "Ellipsis");
}

const mt_type mt_type_ellipsis = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "ellipsis",
    .basicsize = sizeof(mt_obj),
    .base = &mt_type_object,
    .repr = ellipsis_repr,
    .tp_new = singleton_new,
    .methods = singleton_methods,
};
const mt_obj mt_ellipsis_obj = MT_STATIC_HEAD(&mt_type_ellipsis);

/* ---- cell ---- */

mt_obj *
mt_cell_new(mt_state *st, mt_obj *v)
{
    mt_cell *c = (mt_cell *)mt_alloc(st, &mt_type_cell, sizeof(mt_cell));
    if (!c) {
        return NULL;
    }
    MT_XINCREF(v);
    c->v = v;
    return (mt_obj *)c;
}

static void
cell_clear(mt_obj *o)
{
    MT_CLEAR(((mt_cell *)o)->v);
}

static mt_obj *
cell_contents(mt_state *st, mt_obj *o)
{
    mt_cell *c = (mt_cell *)o;
    if (!c->v) {
        return mt_raise(st, MT_EXC(ValueError), "Cell is empty");
    }
    MT_INCREF(c->v);
    return c->v;
}

static const mt_getset cell_getsets[] = {{"cell_contents", cell_contents, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_cell = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "cell",
    .basicsize = sizeof(mt_cell),
    .base = &mt_type_object,
    .clear = cell_clear,
    .getsets = cell_getsets,
};

/* ---- module ---- */

mt_obj *
mt_module_new(mt_state *st, const char *name)
{
    mt_module *m = (mt_module *)mt_alloc(st, &mt_type_module, sizeof(mt_module));
    if (!m) {
        return NULL;
    }
    m->name = mt_str_from_c(st, name);
    m->dict = mt_dict_new(st);
    if (!m->name || !m->dict || mt_dict_set(st, m->dict, MT_NAME(__name__), m->name) < 0) {
        MT_DECREF(m);
        return NULL;
    }
    return (mt_obj *)m;
}

static void
module_clear(mt_obj *o)
{
    mt_module *m = (mt_module *)o;
    MT_CLEAR(m->dict);
    MT_CLEAR(m->name);
}

static mt_obj *
module_repr(mt_state *st, mt_obj *o)
{
    mt_module *m = (mt_module *)o;
    return mt_str_printf(st, "<module '%U' (built-in)>", m->name);
}

static mt_obj *
module_dict(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_module *)o)->dict);
    return ((mt_module *)o)->dict;
}

static const mt_getset module_getsets[] = {{"__dict__", module_dict, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_module = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "module",
    .basicsize = sizeof(mt_module),
    .base = &mt_type_object,
    .dictoffset = offsetof(mt_module, dict),
    .clear = module_clear,
    .repr = module_repr,
    .getsets = module_getsets,
};

/* ---- traceback and frame (exc.__traceback__, sys.exc_info()[2]) ---- */

// One level of a traceback, built on demand from an exception's frame entries. tb_frame
// is a small frame object with f_code and f_lineno only.
typedef struct tbobj {
    mt_obj ob;
    mt_obj *next; // traceback or NULL
    mt_obj *code; // the frame's code object
    int line;
} tbobj;

static void
tb_clear(mt_obj *o)
{
    tbobj *t = (tbobj *)o;
    MT_CLEAR(t->next);
    MT_CLEAR(t->code);
}

static mt_obj *
tb_lineno(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_FROM_SMALL(((tbobj *)o)->line);
}

static mt_obj *
tb_next(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *n = ((tbobj *)o)->next ? ((tbobj *)o)->next : MT_NONE;
    MT_INCREF(n);
    return n;
}

static mt_obj *
tb_lasti(mt_state *st, mt_obj *o)
{
    (void)st;
    (void)o;
    return MT_FROM_SMALL(-1);
}

static mt_obj *tb_frame(mt_state *st, mt_obj *o);

static const mt_getset tb_getsets[] = {{"tb_lineno", tb_lineno, NULL},
                                       {"tb_next", tb_next, NULL},
                                       {"tb_frame", tb_frame, NULL},
                                       {"tb_lasti", tb_lasti, NULL},
                                       {NULL, NULL, NULL}};

const mt_type mt_type_traceback = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "traceback",
    .basicsize = sizeof(tbobj),
    .base = &mt_type_object,
    .clear = tb_clear,
    .getsets = tb_getsets,
};

static mt_obj *
frame_code(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *c = ((tbobj *)o)->code;
    MT_INCREF(c);
    return c;
}

static const mt_getset frame_getsets[] = {
    {"f_code", frame_code, NULL}, {"f_lineno", tb_lineno, NULL}, {NULL, NULL, NULL}};

// a frame shares the traceback's layout (next unused)
static const mt_type mt_type_frameobj = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "frame",
    .basicsize = sizeof(tbobj),
    .base = &mt_type_object,
    .clear = tb_clear,
    .getsets = frame_getsets,
};

static mt_obj *
tb_new(mt_state *st, const mt_type *t, mt_obj *code, int line, mt_obj *next)
{
    tbobj *tb = (tbobj *)mt_alloc(st, t, sizeof(tbobj));
    if (!tb) {
        return NULL;
    }
    MT_INCREF(code);
    tb->code = code;
    tb->line = line;
    MT_XINCREF(next);
    tb->next = next;
    return (mt_obj *)tb;
}

static mt_obj *
tb_frame(mt_state *st, mt_obj *o)
{
    tbobj *t = (tbobj *)o;
    return tb_new(st, &mt_type_frameobj, t->code, t->line, NULL);
}

/* A frame object of code at line (new ref): a generator's gi_frame. */
mt_obj *
mt_frame_new(mt_state *st, mt_obj *code, int line)
{
    return tb_new(st, &mt_type_frameobj, code, line, NULL);
}

/* A new traceback chain for exc (outermost frame first), or None when it was never raised. */
mt_obj *
mt_exc_traceback(mt_state *st, mt_obj *exc)
{
    mt_exc *e = (mt_exc *)exc;
    mt_obj *next = NULL;
    // entries run innermost first: build from the inside out
    for (size_t i = 0; i < e->ntb; i++) {
        mt_obj *tb = tb_new(st, &mt_type_traceback, e->tb[i].code, e->tb[i].line, next);
        MT_XDECREF(next);
        if (!tb) {
            return NULL;
        }
        next = tb;
    }
    if (!next) {
        return MT_NONE;
    }
    return next;
}

/* exc.__traceback__ = tb (None or a traceback): replace exc's frame entries; -1 on error. */
int
mt_exc_set_traceback(mt_state *st, mt_obj *exc, mt_obj *tb)
{
    if (tb != MT_NONE && MT_TYPE(tb) != &mt_type_traceback) {
        mt_raise(st, MT_EXC(TypeError), "__traceback__ must be a traceback or None");
        return -1;
    }
    size_t n = 0;
    for (mt_obj *t = tb; t != MT_NONE && t; t = ((tbobj *)t)->next) {
        n++;
    }
    mt_tb_entry *v = n ? cm_alloc(n * sizeof(mt_tb_entry)) : NULL;
    if (n && !v) {
        mt_nomem(st);
        return -1;
    }
    size_t i = n;
    for (mt_obj *t = tb; t != MT_NONE && t; t = ((tbobj *)t)->next) {
        i--;
        MT_INCREF(((tbobj *)t)->code);
        v[i].code = ((tbobj *)t)->code;
        v[i].line = ((tbobj *)t)->line;
    }
    mt_exc *e = (mt_exc *)exc;
    mt_tb_entry *old = e->tb;
    size_t nold = e->ntb;
    e->tb = v;
    e->ntb = e->captb = n;
    for (size_t k = 0; k < nold; k++) {
        MT_XDECREF(old[k].code);
    }
    cm_free(old);
    return 0;
}
