/* The descriptor types scripts use to shape attribute access: staticmethod, classmethod
 * (a wrapped callable whose __get__ binds differently) and property (fget/fset/fdel with
 * getter/setter/deleter copies). Attribute lookup that calls their slots is in obj_type.c. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"
#include "monty/vm.h"

/* ---- staticmethod / classmethod ---- */

typedef struct wrapobj {
    mt_obj ob;
    mt_obj *func;
    mt_obj *dict;
} wrapobj;

static void
wrap_clear(mt_obj *o)
{
    MT_CLEAR(((wrapobj *)o)->func);
    MT_CLEAR(((wrapobj *)o)->dict);
}

static mt_obj *
wrap_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (mt_no_kw(st, t->name, kw) < 0) {
        return NULL;
    }
    if (n != 1) {
        return mt_raise(st, MT_EXC(TypeError), "%s expected 1 argument, got %zu", t->name, n);
    }
    wrapobj *w =
        (wrapobj *)mt_alloc(st, t, t->basicsize > sizeof(wrapobj) ? t->basicsize : sizeof(wrapobj));
    if (!w) {
        return NULL;
    }
    MT_INCREF(args[0]);
    w->func = args[0];
    return (mt_obj *)w;
}

static mt_obj *
staticmethod_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)st;
    (void)obj;
    (void)type;
    mt_obj *f = ((wrapobj *)d)->func;
    MT_INCREF(f);
    return f;
}

static mt_obj *
staticmethod_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_call(st, ((wrapobj *)f)->func, n, args, kw);
}

static mt_obj *
classmethod_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    if (!type) {
        type = (mt_obj *)MT_TYPE(obj);
    }
    return mt_boundmeth_new(st, ((wrapobj *)d)->func, type);
}

static mt_obj *
wrap_func_get(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((wrapobj *)o)->func);
    return ((wrapobj *)o)->func;
}

static mt_obj *
wrap_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    wrapobj *w = (wrapobj *)o;
    if (mt_str_eq_c(name, "__func__") || mt_str_eq_c(name, "__wrapped__")) {
        MT_INCREF(w->func);
        return w->func;
    }
    if (mt_str_eq_c(name, "__isabstractmethod__")) {
        mt_obj *r = mt_getattr_opt(st, w->func, name);
        if (!r && !st->exc) {
            return MT_FALSE;
        }
        return r;
    }
    mt_obj *r = mt_generic_getattr(st, o, name);
    if (!r && mt_exc_matches(st, MT_EXC(AttributeError))) {
        mt_exc_clear(st);
        return mt_getattr(st, w->func, name);
    }
    return r;
}

static const mt_getset wrap_getsets[] = {{"__func__", wrap_func_get, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_staticmethod = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "staticmethod",
    .basicsize = sizeof(wrapobj),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .dictoffset = offsetof(wrapobj, dict),
    .clear = wrap_clear,
    .call = staticmethod_call,
    .getattr = wrap_getattr,
    .descr_get = staticmethod_get,
    .tp_new = wrap_new,
    .getsets = wrap_getsets,
};

const mt_type mt_type_classmethod = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "classmethod",
    .basicsize = sizeof(wrapobj),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .dictoffset = offsetof(wrapobj, dict),
    .clear = wrap_clear,
    .getattr = wrap_getattr,
    .descr_get = classmethod_get,
    .tp_new = wrap_new,
    .getsets = wrap_getsets,
};

/* ---- property ---- */

typedef struct propobj {
    mt_obj ob;
    mt_obj *fget, *fset, *fdel, *doc, *name;
} propobj;

static void
prop_clear(mt_obj *o)
{
    propobj *p = (propobj *)o;
    MT_CLEAR(p->fget);
    MT_CLEAR(p->fset);
    MT_CLEAR(p->fdel);
    MT_CLEAR(p->doc);
    MT_CLEAR(p->name);
}

static mt_obj *
prop_make(mt_state *st, const mt_type *t, mt_obj *fget, mt_obj *fset, mt_obj *fdel, mt_obj *doc,
          mt_obj *name)
{
    propobj *p =
        (propobj *)mt_alloc(st, t, t->basicsize > sizeof(propobj) ? t->basicsize : sizeof(propobj));
    if (!p) {
        return NULL;
    }
    p->fget = fget && fget != MT_NONE ? fget : NULL;
    p->fset = fset && fset != MT_NONE ? fset : NULL;
    p->fdel = fdel && fdel != MT_NONE ? fdel : NULL;
    p->doc = doc && doc != MT_NONE ? doc : NULL;
    p->name = name;
    MT_XINCREF(p->fget);
    MT_XINCREF(p->fset);
    MT_XINCREF(p->fdel);
    MT_XINCREF(p->doc);
    MT_XINCREF(p->name);
    if (!p->doc && p->fget && MT_TYPE(p->fget) == &mt_type_function) {
        // what its __doc__ (a data descriptor) reads, without the lookup
        p->doc = ((mt_func *)p->fget)->doc;
        MT_XINCREF(p->doc);
    } else if (!p->doc && p->fget) {
        p->doc = mt_getattr_opt(st, p->fget, MT_NAME(__doc__));
        if (!p->doc && st->exc) {
            MT_DECREF(p);
            return NULL;
        }
    }
    return (mt_obj *)p;
}

static mt_obj *
prop_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"fget", 0}, {"fset", 0}, {"fdel", 0}, {"doc", 0}, {NULL, 0}};
    mt_obj *a[4];
    if (mt_args_parse(st, "property", n, args, kw, specs, 4, a) < 0) {
        return NULL;
    }
    return prop_make(st, t, a[0], a[1], a[2], a[3], NULL);
}

/* The AttributeError of a property without the function an access needs (what: "getter",
   "setter" or "deleter"), in CPython 3.11's words: the name __set_name__ gave the property,
   if any, and the qualified name of the object's class. */
static void
prop_missing(mt_state *st, propobj *p, mt_obj *obj, const char *what)
{
    const mt_type *t = MT_TYPE(obj);
    mt_obj *qn = t->qualname;
    if (qn && p->name) {
        mt_raise(st, MT_EXC(AttributeError), "property %R of %R object has no %s", p->name, qn,
                 what);
    } else if (qn) {
        mt_raise(st, MT_EXC(AttributeError), "property of %R object has no %s", qn, what);
    } else if (p->name) {
        mt_raise(st, MT_EXC(AttributeError), "property %R of '%s' object has no %s", p->name,
                 t->name, what);
    } else {
        mt_raise(st, MT_EXC(AttributeError), "property of '%s' object has no %s", t->name, what);
    }
}

static mt_obj *
prop_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)type;
    propobj *p = (propobj *)d;
    if (!obj) {
        MT_INCREF(d);
        return d;
    }
    if (!p->fget) {
        prop_missing(st, p, obj, "getter");
        return NULL;
    }
    return mt_call1(st, p->fget, obj);
}

static int
prop_set(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *v)
{
    propobj *p = (propobj *)d;
    mt_obj *f = v ? p->fset : p->fdel;
    if (!f) {
        prop_missing(st, p, obj, v ? "setter" : "deleter");
        return -1;
    }
    mt_obj *r = v ? mt_call2(st, f, obj, v) : mt_call1(st, f, obj);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return 0;
}

static mt_obj *
prop_copy_with(mt_state *st, mt_obj *self, int which, mt_obj *f)
{
    propobj *p = (propobj *)self;
    return prop_make(st, MT_TYPE(self), which == 0 ? f : p->fget, which == 1 ? f : p->fset,
                     which == 2 ? f : p->fdel, which == 0 ? NULL : p->doc, p->name);
}

static mt_obj *
prop_getter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return prop_copy_with(st, args[0], 0, args[1]);
}

static mt_obj *
prop_setter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return prop_copy_with(st, args[0], 1, args[1]);
}

static mt_obj *
prop_deleter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return prop_copy_with(st, args[0], 2, args[1]);
}

void
mt_property_set_name(mt_obj *prop, mt_obj *name)
{
    propobj *p = (propobj *)prop;
    MT_INCREF(name);
    MT_SETREF(p->name, name);
}

static mt_obj *
prop_set_name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    mt_property_set_name(args[0], args[2]);
    return MT_NONE;
}

static mt_obj *
prop_fget(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *f = ((propobj *)o)->fget;
    f = f ? f : MT_NONE;
    MT_INCREF(f);
    return f;
}

static mt_obj *
prop_fset(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *f = ((propobj *)o)->fset;
    f = f ? f : MT_NONE;
    MT_INCREF(f);
    return f;
}

static mt_obj *
prop_fdel(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *f = ((propobj *)o)->fdel;
    f = f ? f : MT_NONE;
    MT_INCREF(f);
    return f;
}

static mt_obj *
prop_doc(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *f = ((propobj *)o)->doc;
    f = f ? f : MT_NONE;
    MT_INCREF(f);
    return f;
}

static mt_obj *
prop_isabstract(mt_state *st, mt_obj *o)
{
    propobj *p = (propobj *)o;
    if (p->fget) {
        mt_obj *r = mt_getattr_s(st, p->fget, "__isabstractmethod__");
        if (r) {
            return r;
        }
        mt_exc_clear(st);
    }
    return MT_FALSE;
}

static const mt_method prop_methods[] = {{"getter", prop_getter, MT_ARGS(1, 1)},
                                         {"setter", prop_setter, MT_ARGS(1, 1)},
                                         {"deleter", prop_deleter, MT_ARGS(1, 1)},
                                         {"__set_name__", prop_set_name, MT_ARGS(2, 2)},
                                         {NULL, NULL, 0}};
static const mt_getset prop_getsets[] = {{"fget", prop_fget, NULL},
                                         {"fset", prop_fset, NULL},
                                         {"fdel", prop_fdel, NULL},
                                         {"__doc__", prop_doc, NULL},
                                         {"__isabstractmethod__", prop_isabstract, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_property = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "property",
    .basicsize = sizeof(propobj),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = prop_clear,
    .descr_get = prop_get,
    .descr_set = prop_set,
    .tp_new = prop_new,
    .methods = prop_methods,
    .getsets = prop_getsets,
};
