/* Annotation types: types.GenericAlias (list[int]) and types.UnionType (int | None). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

/* ---- types.GenericAlias (list[int]) ---- */

static mt_obj *union_binop(mt_state *st, mt_obj *a, mt_obj *b, int op);

typedef struct galias {
    mt_obj ob;
    mt_obj *origin, *args;
} galias;

static void
galias_clear(mt_obj *o)
{
    MT_CLEAR(((galias *)o)->origin);
    MT_CLEAR(((galias *)o)->args);
}

static mt_obj *
galias_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    (void)kw;
    if (n != 2) {
        return mt_raise(st, MT_EXC(TypeError), "GenericAlias expected 2 arguments");
    }
    galias *g = (galias *)mt_alloc(st, &mt_type_genericalias, sizeof(galias));
    if (!g) {
        return NULL;
    }
    MT_INCREF(args[0]);
    g->origin = args[0];
    if (MT_TYPE(args[1]) == &mt_type_tuple) {
        MT_INCREF(args[1]);
        g->args = args[1];
    } else {
        g->args = mt_tuple_pack(st, 1, args[1]);
        if (!g->args) {
            MT_DECREF(g);
            return NULL;
        }
    }
    return (mt_obj *)g;
}

static void
type_repr_into(mt_state *st, cm_buf *b, mt_obj *o)
{
    if (mt_isinst(o, &mt_type_type)) {
        const mt_type *t = (const mt_type *)o;
        mt_obj *mod =
            (t->flags & MT_TF_HEAP) ? mt_dict_get_str_borrow(t->dict, "__module__") : NULL;
        if (mod && mt_isinst(mod, &mt_type_str) && !mt_str_eq_c(mod, "builtins") && t->qualname) {
            // a class of a script or module: module.qualname, as CPython's repr
            (void)!cm_buf_add(b, mt_str_data(mod), mt_str_len(mod));
            (void)!cm_buf_addc(b, '.');
            (void)!cm_buf_add(b, mt_str_data(t->qualname), mt_str_len(t->qualname));
            return;
        }
        (void)!cm_buf_adds(b, t->name);
        return;
    }
    if (o == MT_ELLIPSIS) {
        (void)!cm_buf_adds(b, "...");
        return;
    }
    mt_obj *r = mt_repr(st, o);
    if (r) {
        (void)!cm_buf_add(b, mt_str_data(r), mt_str_len(r));
        MT_DECREF(r);
    } else {
        mt_exc_clear(st);
    }
}

static mt_obj *
galias_repr(mt_state *st, mt_obj *o)
{
    galias *g = (galias *)o;
    cm_buf b;
    mt_buf_init(st, &b);
    type_repr_into(st, &b, g->origin);
    (void)!cm_buf_addc(&b, '[');
    if (MT_TUPLE_N(g->args) == 0) {
        (void)!cm_buf_adds(&b, "()");
    }
    for (size_t i = 0; i < MT_TUPLE_N(g->args); i++) {
        if (i) {
            (void)!cm_buf_adds(&b, ", ");
        }
        type_repr_into(st, &b, MT_TUPLE_ITEM(g->args, i));
    }
    (void)!cm_buf_addc(&b, ']');
    return mt_str_from_buf(st, &b);
}

static mt_obj *
galias_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_call(st, ((galias *)f)->origin, n, args, kw);
}

static mt_obj *
galias_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    galias *g = (galias *)o;
    if (mt_str_eq_c(name, "__origin__")) {
        MT_INCREF(g->origin);
        return g->origin;
    }
    if (mt_str_eq_c(name, "__args__")) {
        MT_INCREF(g->args);
        return g->args;
    }
    return mt_getattr(st, g->origin, name);
}

static mt_obj *
galias_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    (void)key;
    MT_INCREF(o);
    (void)st;
    return o;
}

static mt_obj *
galias_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (MT_TYPE(b) != &mt_type_genericalias || (op != MT_CMP_EQ && op != MT_CMP_NE)) {
        return MT_NOTIMPL;
    }
    galias *x = (galias *)a, *y = (galias *)b;
    int eq = x->origin == y->origin;
    if (eq) {
        eq = mt_eq(st, x->args, y->args);
        if (eq < 0) {
            return NULL;
        }
    }
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

const mt_type mt_type_genericalias = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "types.GenericAlias",
    .basicsize = sizeof(galias),
    .base = &mt_type_object,
    .clear = galias_clear,
    .repr = galias_repr,
    .richcmp = galias_richcmp,
    .binop = union_binop,
    .call = galias_call,
    .getattr = galias_getattr,
    .getitem = galias_getitem,
    .tp_new = galias_new,
};

/* ---- types.UnionType (int | None) ---- */

typedef struct unionobj {
    mt_obj ob;
    mt_obj *args; // tuple of the member types, flattened, without repeats
} unionobj;

static void
union_clear(mt_obj *o)
{
    MT_CLEAR(((unionobj *)o)->args);
}

static int
unionable(mt_obj *o)
{
    return o == MT_NONE || mt_isinst(o, &mt_type_type) || MT_TYPE(o) == &mt_type_genericalias ||
           MT_TYPE(o) == &mt_type_union;
}

// Append o's members to l (None as NoneType, a union's own members), skipping repeats.
static int
union_collect(mt_state *st, mt_obj *l, mt_obj *o)
{
    if (MT_TYPE(o) == &mt_type_union) {
        mt_obj *a = ((unionobj *)o)->args;
        for (size_t i = 0; i < MT_TUPLE_N(a); i++) {
            if (union_collect(st, l, MT_TUPLE_ITEM(a, i)) < 0) {
                return -1;
            }
        }
        return 0;
    }
    if (o == MT_NONE) {
        o = (mt_obj *)&mt_type_none;
    }
    for (size_t i = 0; i < MT_LIST_N(l); i++) {
        int eq = mt_eq(st, MT_LIST_ITEM(l, i), o);
        if (eq) {
            return eq < 0 ? -1 : 0;
        }
    }
    return mt_list_append(st, l, o);
}

mt_obj *
mt_union_or(mt_state *st, mt_obj *a, mt_obj *b)
{
    if (!unionable(a) || !unionable(b)) {
        return MT_NOTIMPL;
    }
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    if (union_collect(st, l, a) < 0 || union_collect(st, l, b) < 0) {
        MT_DECREF(l);
        return NULL;
    }
    if (MT_LIST_N(l) == 1) { // int | int is int
        mt_obj *only = MT_LIST_ITEM(l, 0);
        MT_INCREF(only);
        MT_DECREF(l);
        return only;
    }
    mt_obj *args = mt_tuple_from_iter(st, l);
    MT_DECREF(l);
    if (!args) {
        return NULL;
    }
    unionobj *u = (unionobj *)mt_alloc(st, &mt_type_union, sizeof(unionobj));
    if (!u) {
        MT_DECREF(args);
        return NULL;
    }
    u->args = args;
    return (mt_obj *)u;
}

static mt_obj *
union_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    return (op & 0x3f) == MT_OP_OR ? mt_union_or(st, a, b) : MT_NOTIMPL;
}

// One member as CPython's union_repr_item writes it: None, a generic alias's repr, or the
// class's qualified name (with its module unless that is builtins).
static int
union_repr_item(mt_state *st, cm_buf *b, mt_obj *o)
{
    if (o == (mt_obj *)&mt_type_none) {
        return cm_buf_adds(b, "None") < 0 ? -1 : 0;
    }
    mt_obj *r = NULL;
    if (mt_isinst(o, &mt_type_type)) {
        mt_obj *mod = mt_getattr_s(st, o, "__module__");
        mt_obj *qn = mod ? mt_getattr_s(st, o, "__qualname__") : NULL;
        if (qn && mt_isinst(mod, &mt_type_str) && !mt_str_eq_c(mod, "builtins")) {
            r = mt_str_printf(st, "%S.%S", mod, qn);
        } else if (qn) {
            r = mt_tostr(st, qn);
        }
        MT_XDECREF(mod);
        MT_XDECREF(qn);
    } else {
        r = mt_repr(st, o);
    }
    if (!r) {
        return -1;
    }
    int rc = cm_buf_add(b, mt_str_data(r), mt_str_len(r)) < 0 ? -1 : 0;
    MT_DECREF(r);
    return rc;
}

static mt_obj *
union_repr(mt_state *st, mt_obj *o)
{
    mt_obj *a = ((unionobj *)o)->args;
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t i = 0; i < MT_TUPLE_N(a); i++) {
        if ((i && cm_buf_adds(&b, " | ") < 0) || union_repr_item(st, &b, MT_TUPLE_ITEM(a, i)) < 0) {
            cm_buf_free(&b);
            return st->exc ? NULL : mt_raise(st, MT_EXC(MemoryError), "");
        }
    }
    return mt_str_from_buf(st, &b);
}

static mt_obj *
union_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    if (mt_str_eq_c(name, "__args__")) {
        mt_obj *a = ((unionobj *)o)->args;
        MT_INCREF(a);
        return a;
    }
    if (mt_str_eq_c(name, "__parameters__")) {
        return mt_tuple_new(st, 0);
    }
    return mt_generic_getattr(st, o, name);
}

static mt_obj *
union_members(mt_state *st, mt_obj *o)
{
    return mt_call1(st, (mt_obj *)&mt_type_frozenset, ((unionobj *)o)->args);
}

static mt_obj *
union_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (MT_TYPE(b) != &mt_type_union || (op != MT_CMP_EQ && op != MT_CMP_NE)) {
        return MT_NOTIMPL;
    }
    mt_obj *x = union_members(st, a);
    mt_obj *y = x ? union_members(st, b) : NULL;
    mt_obj *r = y ? mt_richcmp(st, x, y, op) : NULL;
    MT_XDECREF(x);
    MT_XDECREF(y);
    return r;
}

static int64_t
union_hash(mt_state *st, mt_obj *o)
{
    mt_obj *m = union_members(st, o);
    if (!m) {
        return -1;
    }
    int64_t h = mt_hash(st, m);
    MT_DECREF(m);
    return h;
}

const mt_type mt_type_union = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "types.UnionType",
    .basicsize = sizeof(unionobj),
    .base = &mt_type_object,
    .clear = union_clear,
    .repr = union_repr,
    .hash = union_hash,
    .richcmp = union_richcmp,
    .binop = union_binop,
    .getattr = union_getattr,
};
