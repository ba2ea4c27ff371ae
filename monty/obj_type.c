/* object and type: attribute lookup along the MRO, classes made by scripts (C3 MRO),
 * super(), builtin functions and bound methods. The descriptors staticmethod, classmethod
 * and property are in obj_descr.c. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/modules/registry.h"
#include "monty/obj.h"
#include "monty/vm.h"

// Is a, a method table's name (never empty), the text s? The first three bytes inline:
// most candidates differ there (every dunder starts with "__", so one byte tells little).
static inline int
same_name(const char *a, const char *s)
{
    if (a[0] != s[0] || a[1] != s[1]) {
        return 0;
    }
    if (!a[1]) {
        return 1;
    }
    return a[2] == s[2] && (!a[2] || strcmp(a + 3, s + 3) == 0);
}

static const mt_method *
find_method(const mt_type *t, mt_obj *name)
{
    if (!t->methods) {
        return NULL;
    }
    const char *s = mt_str_data(name);
    for (const mt_method *m = t->methods; m->name; m++) {
        if (same_name(m->name, s)) {
            return m;
        }
    }
    return NULL;
}

static const mt_getset *
find_getset(const mt_type *t, mt_obj *name)
{
    if (!t->getsets) {
        return NULL;
    }
    const char *s = mt_str_data(name);
    for (const mt_getset *g = t->getsets; g->name; g++) {
        if (same_name(g->name, s)) {
            return g;
        }
    }
    return NULL;
}

/* ---- slot wrappers: dunder methods of static types backed by their slots ---- */

// The static type whose slots serve a slot wrapper called on o: o's own type, or for an
// instance of a script class its solid base, so that super().__getitem__(k) in an override
// reaches list's own item and never comes back to the override.
static const mt_type *
slot_type(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    return (t->flags & MT_TF_HEAP) ? t->solid : t;
}

static mt_obj *
sw_len(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = slot_type(args[0]);
    ssize_t r = t->len ? t->len(st, args[0]) : mt_len(st, args[0]);
    return r < 0 ? NULL : mt_int_from_i64(st, r);
}

static mt_obj *
sw_iter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = slot_type(args[0]);
    return t->iter ? t->iter(st, args[0]) : mt_iter(st, args[0]);
}

static mt_obj *
sw_next(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = slot_type(args[0]);
    mt_obj *r = t->next ? t->next(st, args[0]) : mt_next(st, args[0]);
    if (!r && !st->exc) {
        mt_obj *e = mt_exc_new(st, MT_EXC(StopIteration), NULL);
        if (e) {
            mt_raise_obj(st, e);
            MT_DECREF(e);
        }
    }
    return r;
}

static mt_obj *
sw_getitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = slot_type(args[0]);
    return t->getitem ? t->getitem(st, args[0], args[1]) : mt_getitem(st, args[0], args[1]);
}

// o[key] = v, or del o[key] when v is NULL, through the static type's own slot.
static mt_obj *
sw_store(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    const mt_type *t = slot_type(o);
    int r = t->setitem  ? t->setitem(st, o, key, v)
            : v != NULL ? mt_setitem(st, o, key, v)
                        : mt_delitem(st, o, key);
    return r < 0 ? NULL : MT_NONE;
}

static mt_obj *
sw_setitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return sw_store(st, args[0], args[1], args[2]);
}

static mt_obj *
sw_delitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return sw_store(st, args[0], args[1], NULL);
}

static mt_obj *
sw_contains(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = slot_type(args[0]);
    int r = t->contains ? t->contains(st, args[0], args[1]) : mt_contains(st, args[0], args[1]);
    return r < 0 ? NULL : MT_BOOL(r);
}

static mt_obj *
sw_bool(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = slot_type(args[0]);
    int r = t->truth ? t->truth(st, args[0]) : mt_truth(st, args[0]);
    return r < 0 ? NULL : MT_BOOL(r);
}

static mt_obj *
sw_call(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *t = slot_type(args[0]);
    return t->call ? t->call(st, args[0], n - 1, args + 1, kw)
                   : mt_call(st, args[0], n - 1, args + 1, kw);
}

#define SW_BINOP(nm, op)                                                                           \
    static mt_obj *sw_##nm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        const mt_type *t = slot_type(args[0]);                                                     \
        return t->binop ? t->binop(st, args[0], args[1], op) : MT_NOTIMPL;                         \
    }
SW_BINOP(add, MT_OP_ADD)
SW_BINOP(sub, MT_OP_SUB)
SW_BINOP(mul, MT_OP_MUL)
SW_BINOP(truediv, MT_OP_TRUEDIV)
SW_BINOP(floordiv, MT_OP_FLOORDIV)
SW_BINOP(mod, MT_OP_MOD)
SW_BINOP(pow, MT_OP_POW)
SW_BINOP(and, MT_OP_AND)
SW_BINOP(or, MT_OP_OR)
SW_BINOP(xor, MT_OP_XOR)
SW_BINOP(lshift, MT_OP_LSHIFT)
SW_BINOP(rshift, MT_OP_RSHIFT)

// The reflected forms: other OP self, by self's type (as the VM's reflected try does:
// a binop slot takes operands of any type).
#define SW_RBINOP(nm, op)                                                                          \
    static mt_obj *sw_r##nm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)               \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        const mt_type *t = slot_type(args[0]);                                                     \
        return t->binop ? t->binop(st, args[1], args[0], op) : MT_NOTIMPL;                         \
    }
SW_RBINOP(add, MT_OP_ADD)
SW_RBINOP(sub, MT_OP_SUB)
SW_RBINOP(mul, MT_OP_MUL)
SW_RBINOP(truediv, MT_OP_TRUEDIV)
SW_RBINOP(floordiv, MT_OP_FLOORDIV)
SW_RBINOP(mod, MT_OP_MOD)
SW_RBINOP(pow, MT_OP_POW)
SW_RBINOP(and, MT_OP_AND)
SW_RBINOP(or, MT_OP_OR)
SW_RBINOP(xor, MT_OP_XOR)
SW_RBINOP(lshift, MT_OP_LSHIFT)
SW_RBINOP(rshift, MT_OP_RSHIFT)

// The in-place forms the builtins with an in-place operator of their own show (set's |= &= ^=
// -=, dict's |=; list, bytearray and deque have theirs in their own tables).
#define SW_IBINOP(nm, op)                                                                          \
    static mt_obj *sw_i##nm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)               \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        const mt_type *t = slot_type(args[0]);                                                     \
        return t->binop ? t->binop(st, args[0], args[1], (op) | MT_OP_INPLACE) : MT_NOTIMPL;       \
    }
SW_IBINOP(or, MT_OP_OR)
SW_IBINOP(and, MT_OP_AND)
SW_IBINOP(xor, MT_OP_XOR)
SW_IBINOP(sub, MT_OP_SUB)

// divmod by the type's floor division and modulo: (a // b, a % b).
static mt_obj *
divmod_by(mt_state *st, const mt_type *t, mt_obj *a, mt_obj *b)
{
    if (!t->binop) {
        return MT_NOTIMPL;
    }
    if (mt_float_divmod_zero(st, a, b) < 0) {
        return NULL;
    }
    mt_obj *q = t->binop(st, a, b, MT_OP_FLOORDIV);
    if (!q || q == MT_NOTIMPL) {
        return q;
    }
    mt_obj *r = t->binop(st, a, b, MT_OP_MOD);
    if (!r || r == MT_NOTIMPL) {
        MT_DECREF(q);
        return r;
    }
    mt_obj *pair[2] = {q, r};
    mt_obj *tup = mt_tuple_from_array(st, pair, 2);
    MT_DECREF(q);
    MT_DECREF(r);
    return tup;
}

static mt_obj *
sw_divmod(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return divmod_by(st, slot_type(args[0]), args[0], args[1]);
}

static mt_obj *
sw_rdivmod(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return divmod_by(st, slot_type(args[0]), args[1], args[0]);
}

#define SW_UNOP(nm, op)                                                                            \
    static mt_obj *sw_##nm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        const mt_type *t = slot_type(args[0]);                                                     \
        return t->unop ? t->unop(st, args[0], op) : MT_NOTIMPL;                                    \
    }
SW_UNOP(neg, MT_UN_NEG)
SW_UNOP(pos, MT_UN_POS)
SW_UNOP(invert, MT_UN_INVERT)

// int.__float__ / float.__float__: a plain float of the value.
static mt_obj *
sw_float(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *x = args[0];
    if (mt_int_check(x)) {
        int overflow = 0;
        double d = mt_int_as_double(st, x, &overflow);
        if (overflow) {
            return mt_raise(st, MT_EXC(OverflowError), "int too large to convert to float");
        }
        return mt_float_new(st, d);
    }
    if (mt_isinst(x, &mt_type_float)) {
        return mt_float_new(st, mt_float_val(x));
    }
    return MT_NOTIMPL;
}

// int.__int__ / float.__int__: a plain int of the value (a float truncated).
static mt_obj *
sw_int(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *x = args[0];
    if (mt_int_check(x)) {
        return mt_unop(st, x, MT_UN_POS); // an int subclass or bool gives a plain int
    }
    if (mt_isinst(x, &mt_type_float)) {
        return mt_int_from_double(st, mt_float_val(x));
    }
    return MT_NOTIMPL;
}

static mt_obj *
sw_abs(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *x = args[0];
    if (mt_int_check(x)) {
        return mt_unop(st, x, mt_int_sign(x) < 0 ? MT_UN_NEG : MT_UN_POS);
    }
    if (mt_isinst(x, &mt_type_float)) {
        return mt_float_new(st, fabs(mt_float_val(x)));
    }
    return mt_raise(st, MT_EXC(TypeError), "bad operand type for abs(): '%s'", mt_type_name(x));
}

static const mt_method slot_wrappers[] = {{"__len__", sw_len, MT_ARGS(0, 0)},
                                          {"__iter__", sw_iter, MT_ARGS(0, 0)},
                                          {"__next__", sw_next, MT_ARGS(0, 0)},
                                          {"__getitem__", sw_getitem, MT_ARGS(1, 1)},
                                          {"__setitem__", sw_setitem, MT_ARGS(2, 2)},
                                          {"__delitem__", sw_delitem, MT_ARGS(1, 1)},
                                          {"__contains__", sw_contains, MT_ARGS(1, 1)},
                                          {"__bool__", sw_bool, MT_ARGS(0, 0)},
                                          {"__call__", sw_call, MT_ARGS(0, MT_VAR) | MT_KW},
                                          {"__add__", sw_add, MT_ARGS(1, 1)},
                                          {"__sub__", sw_sub, MT_ARGS(1, 1)},
                                          {"__mul__", sw_mul, MT_ARGS(1, 1)},
                                          {"__truediv__", sw_truediv, MT_ARGS(1, 1)},
                                          {"__floordiv__", sw_floordiv, MT_ARGS(1, 1)},
                                          {"__mod__", sw_mod, MT_ARGS(1, 1)},
                                          {"__pow__", sw_pow, MT_ARGS(1, 1)},
                                          {"__and__", sw_and, MT_ARGS(1, 1)},
                                          {"__or__", sw_or, MT_ARGS(1, 1)},
                                          {"__xor__", sw_xor, MT_ARGS(1, 1)},
                                          {"__lshift__", sw_lshift, MT_ARGS(1, 1)},
                                          {"__rshift__", sw_rshift, MT_ARGS(1, 1)},
                                          {"__radd__", sw_radd, MT_ARGS(1, 1)},
                                          {"__rsub__", sw_rsub, MT_ARGS(1, 1)},
                                          {"__rmul__", sw_rmul, MT_ARGS(1, 1)},
                                          {"__rtruediv__", sw_rtruediv, MT_ARGS(1, 1)},
                                          {"__rfloordiv__", sw_rfloordiv, MT_ARGS(1, 1)},
                                          {"__rmod__", sw_rmod, MT_ARGS(1, 1)},
                                          {"__rpow__", sw_rpow, MT_ARGS(1, 1)},
                                          {"__rand__", sw_rand, MT_ARGS(1, 1)},
                                          {"__ror__", sw_ror, MT_ARGS(1, 1)},
                                          {"__rxor__", sw_rxor, MT_ARGS(1, 1)},
                                          {"__rlshift__", sw_rlshift, MT_ARGS(1, 1)},
                                          {"__rrshift__", sw_rrshift, MT_ARGS(1, 1)},
                                          {"__ior__", sw_ior, MT_ARGS(1, 1)},
                                          {"__iand__", sw_iand, MT_ARGS(1, 1)},
                                          {"__ixor__", sw_ixor, MT_ARGS(1, 1)},
                                          {"__isub__", sw_isub, MT_ARGS(1, 1)},
                                          {"__divmod__", sw_divmod, MT_ARGS(1, 1)},
                                          {"__rdivmod__", sw_rdivmod, MT_ARGS(1, 1)},
                                          {"__neg__", sw_neg, MT_ARGS(0, 0)},
                                          {"__pos__", sw_pos, MT_ARGS(0, 0)},
                                          {"__invert__", sw_invert, MT_ARGS(0, 0)},
                                          {"__abs__", sw_abs, MT_ARGS(0, 0)},
                                          {"__float__", sw_float, MT_ARGS(0, 0)},
                                          {"__int__", sw_int, MT_ARGS(0, 0)},
                                          {NULL, NULL, 0}};

/* Does the builtin c show the operator wrapper w (its name without the leading "__")? The
 * numbers, sequences, sets and dicts show those CPython's do (no str.__sub__, no
 * float.__lshift__, no complex.__mod__), other types with a binop all. */
static int
binop_shown(const mt_type *c, const char *w)
{
    static const struct {
        const char *name;
        int op;
    } ops[] = {
        {"add__", MT_OP_ADD},         {"sub__", MT_OP_SUB},           {"mul__", MT_OP_MUL},
        {"truediv__", MT_OP_TRUEDIV}, {"floordiv__", MT_OP_FLOORDIV}, {"mod__", MT_OP_MOD},
        {"pow__", MT_OP_POW},         {"and__", MT_OP_AND},           {"or__", MT_OP_OR},
        {"xor__", MT_OP_XOR},         {"lshift__", MT_OP_LSHIFT},     {"rshift__", MT_OP_RSHIFT},
        {"divmod__", MT_OP_COUNT}};
    int op = -1, refl = 0;
    for (int pass = 0; pass < 2 && op < 0; pass++) {
        const char *x = w + pass; // the reflected form has an 'r' first
        if (pass && w[0] != 'r') {
            break;
        }
        for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
            if (strcmp(x, ops[i].name) == 0) {
                op = ops[i].op;
                refl = pass;
                break;
            }
        }
    }
    if (op < 0) {
        return 1;
    }
    unsigned bit = 1u << op, fwd, rev;
    unsigned num =
        1u << MT_OP_ADD | 1u << MT_OP_SUB | 1u << MT_OP_MUL | 1u << MT_OP_TRUEDIV | 1u << MT_OP_POW;
    unsigned setops = 1u << MT_OP_SUB | 1u << MT_OP_AND | 1u << MT_OP_OR | 1u << MT_OP_XOR;
    if (c == &mt_type_float) {
        fwd = rev = num | 1u << MT_OP_FLOORDIV | 1u << MT_OP_MOD | 1u << MT_OP_COUNT;
    } else if (c == &mt_type_complex) {
        fwd = rev = num;
    } else if (c == &mt_type_str || c == &mt_type_bytes || c == &mt_type_bytearray) {
        fwd = 1u << MT_OP_ADD | 1u << MT_OP_MUL | 1u << MT_OP_MOD;
        rev = 1u << MT_OP_MUL | 1u << MT_OP_MOD;
    } else if (c == &mt_type_list || c == &mt_type_tuple) {
        fwd = 1u << MT_OP_ADD | 1u << MT_OP_MUL;
        rev = 1u << MT_OP_MUL;
    } else if (c == &mt_type_set || c == &mt_type_frozenset || c == &mt_type_dict_keys ||
               c == &mt_type_dict_items) {
        fwd = rev = setops;
    } else if (c == &mt_type_dict || c == &mt_type_type) {
        fwd = rev = 1u << MT_OP_OR; // type: int | None
    } else {
        return 1;
    }
    return ((refl ? rev : fwd) & bit) != 0;
}

static const mt_method *
find_slot_wrapper(const mt_type *c, mt_obj *name)
{
    const char *s = mt_str_data(name);
    if (s[0] != '_' || s[1] != '_') {
        return NULL;
    }
    for (const mt_method *m = slot_wrappers; m->name; m++) {
        if (!same_name(m->name, s)) {
            continue;
        }
        // which slot of c the wrapper needs (by the whole name: '__len__' and '__lshift__'
        // share their third letter)
        const char *w = m->name + 2;
        int has;
        if (strcmp(w, "len__") == 0) {
            has = c->len != NULL;
        } else if (strcmp(w, "iter__") == 0) {
            // bytes and bytearray iterate through their items (sw_iter's mt_iter)
            has = c->iter != NULL || c == &mt_type_bytes || c == &mt_type_bytearray;
        } else if (strcmp(w, "next__") == 0) {
            has = c->next != NULL;
        } else if (strcmp(w, "getitem__") == 0) {
            has = c->getitem != NULL;
        } else if (strcmp(w, "setitem__") == 0 || strcmp(w, "delitem__") == 0) {
            has = c->getitem != NULL && c->setitem != NULL;
        } else if (strcmp(w, "contains__") == 0) {
            has = c->contains != NULL;
        } else if (strcmp(w, "call__") == 0) {
            has = c->call != NULL;
        } else if (strcmp(w, "bool__") == 0) {
            has = c->truth != NULL;
        } else if (strcmp(w, "invert__") == 0) {
            has = c->unop != NULL && c != &mt_type_float && c != &mt_type_complex;
        } else if (strcmp(w, "neg__") == 0 || strcmp(w, "pos__") == 0) {
            has = c->unop != NULL;
        } else if (strcmp(w, "abs__") == 0 || strcmp(w, "float__") == 0 ||
                   strcmp(w, "int__") == 0) {
            has = c == &mt_type_int || c == &mt_type_float || c == &mt_type_bool;
        } else if (w[0] == 'i' && strcmp(w, "int__") != 0 && strcmp(w, "invert__") != 0) {
            has = c == &mt_type_set || (c == &mt_type_dict && strcmp(w, "ior__") == 0);
        } else {
            // the operators and their reflected forms, divmod
            has = c->binop != NULL && binop_shown(c, w);
        }
        return has ? m : NULL;
    }
    return NULL;
}

// The operators and protocols the slots of static type c serve (list.__add__, int.__neg__)
// added to d: as names to the set d (names), else to the dict d as slot wrappers unless a
// method of the same name is there.
static int
add_slot_wrappers(mt_state *st, const mt_type *c, mt_obj *d, int names)
{
    for (const mt_method *m = slot_wrappers; m->name; m++) {
        mt_obj *name = mt_str_from_c(st, m->name);
        mt_obj *f = NULL;
        int rc = name ? 0 : -1;
        if (name && find_slot_wrapper(c, name)) {
            if (names) {
                rc = mt_set_add(st, d, name);
            } else if (!mt_dict_lookup_str(d, name)) {
                f = mt_unbound_method(st, m, c);
                rc = f ? mt_dict_set(st, d, name, f) : -1;
            }
        }
        MT_XDECREF(f);
        MT_XDECREF(name);
        if (rc < 0) {
            return -1;
        }
    }
    return 0;
}

// What find_in found on a static type for an immortal name, remembered for the process:
// a static type's tables never change, and an immortal str is never freed or changed, so
// the pair always has the same answer (interpreters run on the main thread only). Direct
// mapped; m and gs both NULL: not there.
typedef struct static_found {
    const mt_type *t;
    const mt_obj *name;
    const mt_method *m;
    const mt_getset *gs;
} static_found;
#define STATIC_FOUND_SLOTS 512
static static_found static_memo[STATIC_FOUND_SLOTS];

static int
find_in(const mt_type *c, mt_obj *name, mt_attr *out)
{
    if (c->flags & MT_TF_HEAP) {
        mt_obj *v = mt_dict_lookup_str(c->dict, name);
        if (v) {
            out->kind = MT_ATTR_OBJ;
            out->obj = v;
            out->owner = c;
            return 1;
        }
        return 0;
    }
    if (c->hash == mt_hash_unhashable && mt_str_eq_c(name, "__hash__")) {
        out->kind = MT_ATTR_OBJ; // list.__hash__ is None, as CPython's unhashable types
        out->obj = MT_NONE;
        out->owner = c;
        return 1;
    }
    static_found *sf = NULL;
    if (name->refcnt >= MT_IMMORTAL && MT_TYPE(name) == &mt_type_str) {
        uintptr_t h = ((uintptr_t)c >> 4) * 31 + ((uintptr_t)name >> 4);
        sf = &static_memo[h % STATIC_FOUND_SLOTS];
        if (sf->t == c && sf->name == name) {
            if (!sf->m && !sf->gs) {
                return 0;
            }
            out->kind = sf->m ? MT_ATTR_METHOD : MT_ATTR_GETSET;
            out->m = sf->m;
            out->gs = sf->gs;
            out->owner = c;
            return 1;
        }
    }
    const mt_method *m = find_method(c, name);
    const mt_getset *g = m ? NULL : find_getset(c, name);
    if (!m && !g) {
        m = find_slot_wrapper(c, name);
    }
    if (sf) {
        sf->t = c;
        sf->name = name;
        sf->m = m;
        sf->gs = g;
    }
    if (m) {
        out->kind = MT_ATTR_METHOD;
        out->m = m;
        out->owner = c;
        return 1;
    }
    if (g) {
        out->kind = MT_ATTR_GETSET;
        out->gs = g;
        out->owner = c;
        return 1;
    }
    return 0;
}

static int
find_static_chain(const mt_type *t, mt_obj *name, mt_attr *out)
{
    for (const mt_type *c = t; c; c = c->base) {
        if (find_in(c, name, out)) {
            return 1;
        }
        if (c->base2 && find_static_chain(c->base2, name, out)) {
            return 1;
        }
    }
    return 0;
}

int
mt_type_find(const mt_type *t, mt_obj *name, mt_attr *out)
{
    out->kind = MT_ATTR_NONE;
    out->obj = NULL;
    out->m = NULL;
    out->gs = NULL;
    out->owner = NULL;
    if (t->mro) {
        mt_obj *m = t->mro;
        for (size_t i = 0; i < MT_TUPLE_N(m); i++) {
            if (find_in((const mt_type *)MT_TUPLE_ITEM(m, i), name, out)) {
                return 1;
            }
        }
        return 0;
    }
    return find_static_chain(t, name, out);
}

static mt_obj dc_missing = MT_STATIC_HEAD(&mt_type_object);

mt_obj *
mt_type_heap_dunder(const mt_type *t, mt_obj *name)
{
    if (!(t->flags & MT_TF_HEAP)) {
        return NULL;
    }
    mt_type *mt = (mt_type *)t; // a heap type: its cache is mutable
    if (mt->epoch_src && mt->dc_epoch == *mt->epoch_src) {
        for (int i = 0; i < 8; i++) {
            if (mt->dc_key[i] == name) {
                return mt->dc_val[i] == &dc_missing ? NULL : mt->dc_val[i];
            }
        }
    } else if (mt->epoch_src) {
        memset(mt->dc_key, 0, sizeof mt->dc_key);
        mt->dc_epoch = *mt->epoch_src;
    }
    mt_obj *found = NULL;
    mt_obj *m = t->mro;
    for (size_t i = 0; i < MT_TUPLE_N(m); i++) {
        const mt_type *c = (const mt_type *)MT_TUPLE_ITEM(m, i);
        if (!(c->flags & MT_TF_HEAP)) {
            break;
        }
        mt_obj *v = mt_dict_lookup_str(c->dict, name);
        if (v) {
            found = v;
            break;
        }
    }
    if (mt->epoch_src && MT_TYPE(name) == &mt_type_str && name->refcnt >= MT_IMMORTAL) {
        unsigned k = mt->dc_next++ & 7;
        mt->dc_key[k] = name;
        mt->dc_val[k] = found ? found : &dc_missing;
    }
    return found;
}

static mt_obj *
new_cfunc_typed(mt_state *st, const mt_type *t, const mt_method *m, mt_obj *self,
                const mt_type *owner)
{
    mt_cfunc_obj *f = (mt_cfunc_obj *)mt_alloc(st, t, sizeof(mt_cfunc_obj));
    if (!f) {
        return NULL;
    }
    f->m = m;
    MT_XINCREF(self);
    f->self = self;
    f->owner = owner;
    f->modname = NULL;
    return (mt_obj *)f;
}

static int slot_name(const char *name);

// Is m of owner one of CPython's type slots (a slot wrapper)? list and dict give
// __getitem__, dict and the sets __contains__ as plain methods besides the slot.
static int
slot_method(const mt_method *m, const mt_type *owner)
{
    if (!slot_name(m->name)) {
        return 0;
    }
    if (strcmp(m->name, "__getitem__") == 0) {
        return owner != &mt_type_list && owner != &mt_type_dict;
    }
    if (strcmp(m->name, "__contains__") == 0) {
        return owner != &mt_type_dict && owner != &mt_type_set && owner != &mt_type_frozenset;
    }
    return 1;
}

mt_obj *
mt_obj_new_cfunc(mt_state *st, const mt_method *m, mt_obj *self, const mt_type *owner)
{
    // a type slot bound to its object is CPython's method-wrapper ((1).__add__)
    int wrapper = self && owner && !(m->flags & (MT_CLASSM | MT_STATICM | MT_NOSELF)) &&
                  slot_method(m, owner);
    return new_cfunc_typed(st, wrapper ? &mt_type_methwrapper : &mt_type_cfunc, m, self, owner);
}

mt_obj *
mt_unbound_method(mt_state *st, const mt_method *m, const mt_type *owner)
{
    if (m->flags & MT_STATICM) {
        owner = NULL; // the plain function, as a staticmethod gives it
    }
    if (!st->method_descrs) {
        st->method_descrs = mt_dict_new(st);
        if (!st->method_descrs) {
            return NULL;
        }
    }
    mt_obj *key = MT_FROM_SMALL((int64_t)((uintptr_t)m >> 1));
    mt_obj *f = mt_dict_get_borrow(st, st->method_descrs, key);
    if (f && ((mt_cfunc_obj *)f)->owner == owner) {
        MT_INCREF(f);
        return f;
    }
    if (!f && st->exc) {
        return NULL;
    }
    // a builtin type's method read from the class is CPython's method_descriptor (list.append,
    // str.join, int.__format__), a type slot its wrapper_descriptor (int.__add__); class and
    // static methods stay builtin functions
    const mt_type *dt = &mt_type_cfunc;
    if (owner && !(m->flags & (MT_CLASSM | MT_STATICM))) {
        dt = slot_method(m, owner) ? &mt_type_slotwrapper : &mt_type_method_descr;
    }
    mt_obj *nf = new_cfunc_typed(st, dt, m, NULL, owner);
    if (nf && !f && mt_dict_set(st, st->method_descrs, key, nf) < 0) {
        MT_CLEAR(nf);
    }
    return nf; // a table shared by two types caches the first owner's
}

mt_obj *
mt_attr_materialize(mt_state *st, const mt_attr *a, mt_obj *self, const mt_type *t)
{
    switch (a->kind) {
    case MT_ATTR_OBJ: {
        mt_obj *o = a->obj;
        const mt_type *ot = MT_TYPE(o);
        if (ot->descr_get && (self || ot == &mt_type_classmethod || ot == &mt_type_staticmethod)) {
            return ot->descr_get(st, o, self, (mt_obj *)t);
        }
        MT_INCREF(o);
        return o;
    }
    case MT_ATTR_METHOD:
        if (a->m->flags & MT_CLASSM) {
            return mt_obj_new_cfunc(st, a->m, (mt_obj *)t, a->owner);
        }
        if (a->m->flags & MT_STATICM) {
            return mt_unbound_method(st, a->m, NULL);
        }
        if (!self) {
            return mt_unbound_method(st, a->m, a->owner);
        }
        return mt_obj_new_cfunc(st, a->m, self, a->owner);
    case MT_ATTR_GETSET:
        if (self) {
            return a->gs->get(st, self);
        }
        return mt_raise(st, MT_EXC(AttributeError), "getset descriptor '%s' is not readable",
                        a->gs->name);
    default:
        return NULL;
    }
}

mt_obj *
mt_lookup_special(mt_state *st, mt_obj *o, mt_obj *name)
{
    const mt_type *t = MT_TYPE(o);
    mt_attr a;
    if (!mt_type_find(t, name, &a)) {
        return NULL;
    }
    return mt_attr_materialize(st, &a, o, t);
}

mt_obj *
mt_boundmeth_new(mt_state *st, mt_obj *func, mt_obj *self)
{
    mt_boundmeth *b = (mt_boundmeth *)mt_alloc(st, &mt_type_boundmeth, sizeof(mt_boundmeth));
    if (!b) {
        return NULL;
    }
    MT_INCREF(func);
    MT_INCREF(self);
    b->func = func;
    b->self = self;
    return (mt_obj *)b;
}

/* ---- MRO ---- */

static int
static_mro_fill(const mt_type *t, const mt_type **out, size_t *n, size_t cap)
{
    for (const mt_type *c = t; c; c = c->base) {
        if (c->base2) {
            // ExceptionGroup: (ExceptionGroup, BaseExceptionGroup, Exception, BaseException,
            // object)
            if (*n < cap) {
                out[(*n)++] = c;
            }
            const mt_type *b1 = c->base, *b2 = c->base2;
            if (*n < cap) {
                out[(*n)++] = b1;
            }
            if (*n < cap) {
                out[(*n)++] = b2;
            }
            for (const mt_type *d = b2->base; d; d = d->base) {
                if (*n < cap) {
                    out[(*n)++] = d;
                }
            }
            return 0;
        }
        if (*n < cap) {
            out[(*n)++] = c;
        }
    }
    return 0;
}

mt_obj *
mt_type_mro(mt_state *st, const mt_type *t)
{
    if (t->mro) {
        MT_INCREF(t->mro);
        return t->mro;
    }
    const mt_type *buf[32];
    size_t n = 0;
    static_mro_fill(t, buf, &n, 32);
    mt_obj *r = mt_tuple_new(st, n);
    if (!r) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        MT_TUPLE_ITEM(r, i) = (mt_obj *)buf[i];
    }
    return r;
}

static mt_obj *
c3_mro(mt_state *st, mt_obj *cls, mt_obj *bases)
{
    size_t nb = MT_TUPLE_N(bases);
    if (nb == 1) {
        // the merge of one base's MRO and (base,) is that MRO
        mt_obj *bm = mt_type_mro(st, (const mt_type *)MT_TUPLE_ITEM(bases, 0));
        mt_obj *t = bm ? mt_tuple_new(st, MT_TUPLE_N(bm) + 1) : NULL;
        if (t) {
            MT_INCREF(cls);
            MT_TUPLE_ITEM(t, 0) = cls;
            for (size_t i = 0; i < MT_TUPLE_N(bm); i++) {
                MT_INCREF(MT_TUPLE_ITEM(bm, i));
                MT_TUPLE_ITEM(t, i + 1) = MT_TUPLE_ITEM(bm, i);
            }
        }
        MT_XDECREF(bm);
        return t;
    }
    size_t nseq = nb + 1;
    mt_obj **seqs = mt_mem(st, nseq * sizeof(mt_obj *));
    size_t *pos = mt_mem(st, nseq * sizeof(size_t));
    mt_obj *res = mt_list_new(st, 0);
    if (!seqs || !pos || !res) {
        cm_free(seqs);
        cm_free(pos);
        MT_XDECREF(res);
        return NULL;
    }
    size_t made = 0;
    for (size_t i = 0; i < nb; i++) {
        seqs[i] = mt_type_mro(st, (const mt_type *)MT_TUPLE_ITEM(bases, i));
        if (!seqs[i]) {
            goto fail;
        }
        made++;
        pos[i] = 0;
    }
    seqs[nb] = bases;
    MT_INCREF(bases);
    made++;
    pos[nb] = 0;
    if (mt_list_append(st, res, cls) < 0) {
        goto fail;
    }
    for (;;) {
        int any = 0;
        mt_obj *cand = NULL;
        for (size_t i = 0; i < nseq; i++) {
            if (pos[i] >= MT_TUPLE_N(seqs[i])) {
                continue;
            }
            any = 1;
            cand = MT_TUPLE_ITEM(seqs[i], pos[i]);
            int intail = 0;
            for (size_t j = 0; j < nseq && !intail; j++) {
                for (size_t k = pos[j] + 1; k < MT_TUPLE_N(seqs[j]); k++) {
                    if (MT_TUPLE_ITEM(seqs[j], k) == cand) {
                        intail = 1;
                        break;
                    }
                }
            }
            if (!intail) {
                break;
            }
            cand = NULL;
        }
        if (!any) {
            break;
        }
        if (!cand) {
            // CPython names the distinct heads of the sequences left to merge
            cm_buf b;
            mt_buf_init(st, &b);
            size_t named = 0;
            for (size_t i = 0; i < nseq; i++) {
                if (pos[i] >= MT_TUPLE_N(seqs[i])) {
                    continue;
                }
                mt_obj *h = MT_TUPLE_ITEM(seqs[i], pos[i]);
                int dup = 0;
                for (size_t j = 0; j < i && !dup; j++) {
                    dup = pos[j] < MT_TUPLE_N(seqs[j]) && MT_TUPLE_ITEM(seqs[j], pos[j]) == h;
                }
                if (!dup) {
                    (void)!cm_buf_printf(&b, "%s%s", named++ ? ", " : "",
                                         ((const mt_type *)h)->name);
                }
            }
            mt_raise(st, MT_EXC(TypeError),
                     "Cannot create a consistent method resolution\norder (MRO) for bases %s",
                     cm_buf_str(&b));
            cm_buf_free(&b);
            goto fail;
        }
        if (mt_list_append(st, res, cand) < 0) {
            goto fail;
        }
        for (size_t i = 0; i < nseq; i++) {
            if (pos[i] < MT_TUPLE_N(seqs[i]) && MT_TUPLE_ITEM(seqs[i], pos[i]) == cand) {
                pos[i]++;
            }
        }
    }
    for (size_t i = 0; i < made; i++) {
        MT_DECREF(seqs[i]);
    }
    cm_free(seqs);
    cm_free(pos);
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)res)->items, MT_LIST_N(res));
    MT_DECREF(res);
    return t;
fail:
    for (size_t i = 0; i < made; i++) {
        MT_DECREF(seqs[i]);
    }
    cm_free(seqs);
    cm_free(pos);
    MT_DECREF(res);
    return NULL;
}

/* ---- Instances of script classes ---- */

#define ALIGN_PTR(n) (((n) + sizeof(void *) - 1) & ~(sizeof(void *) - 1))

/* The fields a script class adds after its static base's layout (__dict__, slots). */
static mt_obj **
inst_extras(mt_obj *o)
{
    const mt_type *t = o->type;
    if (t->flags & MT_TF_VARTAIL) {
        return (mt_obj **)((char *)o + sizeof(mt_tuple) + MT_TUPLE_N(o) * sizeof(mt_obj *));
    }
    return (mt_obj **)((char *)o + ALIGN_PTR(t->solid->basicsize));
}

static size_t
heap_nextras(const mt_type *t)
{
    return (t->basicsize - ALIGN_PTR(t->solid->basicsize)) / sizeof(mt_obj *);
}

static void
heap_inst_clear(mt_obj *o)
{
    const mt_type *t = o->type;
    const mt_type *s = t->solid;
    mt_obj **ex = inst_extras(o);
    for (size_t i = 0, n = heap_nextras(t); i < n; i++) {
        MT_CLEAR(ex[i]);
    }
    if (s == &mt_type_int) {
        mt_mpz_free(((mt_bigint *)o)->z);
        ((mt_bigint *)o)->z = NULL;
    } else if (s->clear) {
        s->clear(o);
    }
}

/* ---- subclasses of immutable builtins (int, float, complex, str, bytes, tuple) ---- */

static int
is_value_type(const mt_type *s)
{
    return s == &mt_type_int || s == &mt_type_float || s == &mt_type_complex || s == &mt_type_str ||
           s == &mt_type_bytes || s == &mt_type_tuple;
}

/* A new instance of heap type t holding the value of v, an instance of t->solid. */
static mt_obj *
value_as(mt_state *st, const mt_type *t, mt_obj *v)
{
    const mt_type *s = t->solid;
    size_t extra = 0;
    if (s == &mt_type_str) {
        extra = mt_str_len(v) + 1;
    } else if (s == &mt_type_tuple) {
        extra = MT_TUPLE_N(v) * sizeof(mt_obj *);
    }
    mt_obj *o = mt_alloc(st, t, t->basicsize + extra);
    if (!o) {
        return NULL;
    }
    if (s == &mt_type_int) {
        void *z = mt_int_to_mpz(st, v);
        if (!z) {
            MT_DECREF(o);
            return NULL;
        }
        ((mt_bigint *)o)->z = z;
    } else if (s == &mt_type_float) {
        ((mt_float *)o)->v = mt_float_val(v);
    } else if (s == &mt_type_complex) {
        ((mt_complex *)o)->re = ((mt_complex *)v)->re;
        ((mt_complex *)o)->im = ((mt_complex *)v)->im;
    } else if (s == &mt_type_str) {
        mt_str *d = (mt_str *)o;
        char *p = (char *)o + t->basicsize;
        memcpy(p, mt_str_data(v), mt_str_len(v) + 1);
        d->data = p;
        d->len = mt_str_len(v);
        d->nchars = ((mt_str *)v)->nchars;
        d->hash = -1;
    } else if (s == &mt_type_bytes) {
        mt_bytes *d = (mt_bytes *)o, *src = (mt_bytes *)v;
        d->data = mt_mem(st, src->len + 1);
        if (!d->data) {
            MT_DECREF(o);
            return NULL;
        }
        memcpy(d->data, src->data, src->len + 1);
        d->len = src->len;
        d->cap = src->len + 1;
        d->hash = -1;
    } else if (s == &mt_type_tuple) {
        mt_tuple *d = (mt_tuple *)o;
        d->n = MT_TUPLE_N(v);
        for (size_t i = 0; i < d->n; i++) {
            d->items[i] = MT_TUPLE_ITEM(v, i);
            MT_INCREF(d->items[i]);
        }
    }
    return o;
}

/* The value of o, an instance of a subclass of an immutable builtin, as an instance of
 * that builtin (new ref). */
static mt_obj *
value_of(mt_state *st, mt_obj *o)
{
    const mt_type *s = MT_TYPE(o)->solid;
    if (s == &mt_type_int) {
        return mt_int_from_mpz_take(st, mt_int_to_mpz(st, o));
    }
    if (s == &mt_type_float) {
        return mt_float_new(st, mt_float_val(o));
    }
    if (s == &mt_type_complex) {
        return mt_complex_new(st, ((mt_complex *)o)->re, ((mt_complex *)o)->im);
    }
    if (s == &mt_type_str) {
        return mt_str_new(st, mt_str_data(o), mt_str_len(o));
    }
    if (s == &mt_type_bytes) {
        return mt_bytes_new(st, ((mt_bytes *)o)->data, ((mt_bytes *)o)->len);
    }
    return mt_tuple_from_array(st, ((mt_tuple *)o)->items, MT_TUPLE_N(o));
}

/* The static base's __new__ for an instance of t (a heap type or a static one). */
static mt_obj *
solid_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if (s == t || !is_value_type(s)) {
        return s->tp_new(st, t, n, args, kw);
    }
    mt_obj *v = s->tp_new(st, s, n, args, kw);
    if (!v || !mt_isinst(v, s)) {
        return v;
    }
    mt_obj *r = value_as(st, t, v);
    MT_DECREF(v);
    return r;
}

/* ---- __slots__: member descriptors ---- */

typedef struct memberobj {
    mt_obj ob;
    mt_obj *name;
    const mt_type *owner; // borrowed: the class's namespace holds the member
    size_t index;         // among the instance's extra fields
} memberobj;

static void
member_clear(mt_obj *o)
{
    MT_CLEAR(((memberobj *)o)->name);
}

static int
member_check(mt_state *st, memberobj *m, mt_obj *obj)
{
    if (!mt_isinst(obj, m->owner)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "descriptor '%U' for '%s' objects doesn't apply to a '%s' object", m->name,
                         m->owner->name, mt_type_name(obj));
    }
    return 0;
}

static mt_obj *
member_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)type;
    memberobj *m = (memberobj *)d;
    if (!obj || obj == MT_NONE) {
        MT_INCREF(d);
        return d;
    }
    if (member_check(st, m, obj) < 0) {
        return NULL;
    }
    mt_obj *v = inst_extras(obj)[m->index];
    if (!v) {
        return mt_raise(st, MT_EXC(AttributeError), "'%s' object has no attribute '%U'",
                        mt_type_name(obj), m->name);
    }
    MT_INCREF(v);
    return v;
}

static int
member_set(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *v)
{
    memberobj *m = (memberobj *)d;
    if (member_check(st, m, obj) < 0) {
        return -1;
    }
    mt_obj **slot = &inst_extras(obj)[m->index];
    if (!v && !*slot) {
        return mt_raisei(st, MT_EXC(AttributeError), "%U", m->name); // as CPython 3.11
    }
    MT_XINCREF(v);
    MT_SETREF(*slot, v);
    return 0;
}

static mt_obj *
member_repr(mt_state *st, mt_obj *o)
{
    memberobj *m = (memberobj *)o;
    return mt_str_printf(st, "<member '%U' of '%s' objects>", m->name, m->owner->name);
}

static mt_obj *
member_name(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((memberobj *)o)->name);
    return ((memberobj *)o)->name;
}

static const mt_getset member_getsets[] = {{"__name__", member_name, NULL}, {NULL, NULL, NULL}};

// __get__, __set__ and __delete__ of the builtin descriptors (member, getset): their slots.
static mt_obj *
descr_m_get(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return MT_TYPE(args[0])->descr_get(st, args[0], args[1], n > 2 ? args[2] : NULL);
}

static mt_obj *
descr_m_set(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int rc = MT_TYPE(args[0])->descr_set(st, args[0], args[1], n > 2 ? args[2] : NULL);
    return rc < 0 ? NULL : MT_NONE;
}

static const mt_method descr_methods[] = {{"__get__", descr_m_get, MT_ARGS(1, 2)},
                                          {"__set__", descr_m_set, MT_ARGS(2, 2)},
                                          {"__delete__", descr_m_set, MT_ARGS(1, 1)},
                                          {NULL, NULL, 0}};

static const mt_type mt_type_member = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "member_descriptor",
    .basicsize = sizeof(memberobj),
    .base = &mt_type_object,
    .clear = member_clear,
    .repr = member_repr,
    .descr_get = member_get,
    .descr_set = member_set,
    .methods = descr_methods,
    .getsets = member_getsets,
};

/* ---- getset_descriptor: a builtin's computed attribute (int.real, Exception.args) as the
 * class shows it ---- */

typedef struct getsetobj {
    mt_obj ob;
    const mt_getset *gs;
    const mt_type *owner; // held (a script class's __dict__/__weakref__ names its class)
} getsetobj;

static const mt_type mt_type_getset_descr;

static mt_obj *
getset_descr_new(mt_state *st, const mt_getset *gs, const mt_type *owner)
{
    getsetobj *d = (getsetobj *)mt_alloc(st, &mt_type_getset_descr, sizeof(getsetobj));
    if (d) {
        d->gs = gs;
        MT_INCREF(owner);
        d->owner = owner;
    }
    return (mt_obj *)d;
}

static void
getset_clear(mt_obj *o)
{
    getsetobj *g = (getsetobj *)o;
    if (g->owner) {
        mt_obj *t = (mt_obj *)g->owner;
        g->owner = NULL;
        MT_DECREF(t);
    }
}

static int
getset_check(mt_state *st, const getsetobj *g, mt_obj *obj)
{
    if (!mt_isinst(obj, g->owner)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                         g->gs->name, g->owner->name, mt_type_name(obj));
    }
    return 0;
}

static mt_obj *
getset_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)type;
    const getsetobj *g = (const getsetobj *)d;
    if (!obj || obj == MT_NONE) {
        MT_INCREF(d);
        return d;
    }
    if (getset_check(st, g, obj) < 0) {
        return NULL;
    }
    return g->gs->get(st, obj);
}

static int
getset_set(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *v)
{
    const getsetobj *g = (const getsetobj *)d;
    if (getset_check(st, g, obj) < 0) {
        return -1;
    }
    if (!g->gs->set) {
        return mt_raisei(st, MT_EXC(AttributeError),
                         "attribute '%s' of '%s' objects is not writable", g->gs->name,
                         g->owner->name);
    }
    return g->gs->set(st, obj, v);
}

static mt_obj *
getset_repr(mt_state *st, mt_obj *o)
{
    const getsetobj *g = (const getsetobj *)o;
    return mt_str_printf(st, "<attribute '%s' of '%s' objects>", g->gs->name, g->owner->name);
}

static mt_obj *
getset_name(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, ((const getsetobj *)o)->gs->name);
}

static mt_obj *
getset_qualname(mt_state *st, mt_obj *o)
{
    const getsetobj *g = (const getsetobj *)o;
    return mt_str_printf(st, "%s.%s", g->owner->name, g->gs->name);
}

static mt_obj *
getset_objclass(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *t = (mt_obj *)((const getsetobj *)o)->owner;
    MT_INCREF(t);
    return t;
}

static const mt_getset getset_getsets[] = {{"__name__", getset_name, NULL},
                                           {"__qualname__", getset_qualname, NULL},
                                           {"__objclass__", getset_objclass, NULL},
                                           {NULL, NULL, NULL}};

static const mt_type mt_type_getset_descr = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "getset_descriptor",
    .basicsize = sizeof(getsetobj),
    .base = &mt_type_object,
    .clear = getset_clear,
    .repr = getset_repr,
    .descr_get = getset_get,
    .descr_set = getset_set,
    .methods = descr_methods,
    .getsets = getset_getsets,
};

static void
heap_inst_release(mt_obj *o)
{
    const mt_type *s = o->type->solid;
    if (s == &mt_type_int) {
        mt_mpz_free(((mt_bigint *)o)->z);
        ((mt_bigint *)o)->z = NULL;
    } else if (s->release) {
        s->release(o);
    }
}

mt_obj *
mt_instance_new(mt_state *st, const mt_type *t)
{
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if (s == &mt_type_set || s == &mt_type_frozenset) {
        return mt_set_new(st, t);
    }
    if (t->flags & MT_TF_EXC || s->flags & MT_TF_EXC) {
        mt_obj *e = mt_alloc(st, t, t->basicsize);
        if (!e) {
            return NULL;
        }
        ((mt_exc *)e)->args = MT_EMPTY_TUPLE;
        return e;
    }
    return mt_alloc(st, t, t->basicsize);
}

/* ---- object ---- */

static mt_obj *
object_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    if (t->flags & MT_TF_ABSTRACT) {
        return mt_raise(st, MT_EXC(TypeError), "cannot create '%s' instances", t->name);
    }
    if (t->flags & MT_TF_HEAP) {
        mt_obj *abstract = mt_dict_lookup_str(t->dict, MT_NAME(__abstractmethods__));
        if (abstract && mt_truth(st, abstract) > 0) {
            mt_obj *l = mt_call1(st, mt_builtin_lookup_c("sorted"), abstract);
            if (!l) {
                return NULL;
            }
            // CPython 3.11's words: the names sorted, joined by ", "
            size_t cnt = MT_TYPE(l) == &mt_type_list ? MT_LIST_N(l) : 0;
            mt_obj *sep = mt_str_from_c(st, ", ");
            mt_obj *j = sep ? mt_str_join(st, sep, l) : NULL;
            MT_XDECREF(sep);
            MT_DECREF(l);
            if (!j) {
                return NULL;
            }
            mt_raise(st, MT_EXC(TypeError),
                     "Can't instantiate abstract class %s with abstract method%s %U", t->name,
                     cnt > 1 ? "s" : "", j);
            MT_DECREF(j);
            return NULL;
        }
    }
    return mt_instance_new(st, t);
}

static mt_obj *
object_repr_default(mt_state *st, mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        mt_obj *mod = mt_dict_lookup_str(t->dict, MT_NAME(__module__));
        if (mod && MT_TYPE(mod) == &mt_type_str && !mt_str_eq_c(mod, "builtins")) {
            return mt_str_printf(st, "<%U.%U object at %p>", mod, t->qualname, (void *)o);
        }
    }
    return mt_str_printf(st, "<%s object at %p>", t->name, (void *)o);
}

static mt_obj *
object_m_init(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *t = MT_TYPE(args[0]);
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if (s->tp_init && s != &mt_type_object) {
        return s->tp_init(st, args[0], n - 1, args + 1, kw) < 0 ? NULL : MT_NONE;
    }
    if (s->flags & MT_TF_EXC) {
        mt_obj *a = mt_tuple_from_array(st, args + 1, n - 1);
        if (!a) {
            return NULL;
        }
        MT_SETREF(((mt_exc *)args[0])->args, a);
        return MT_NONE;
    }
    // CPython's object_init: extra arguments are an error when the class has its own
    // __init__ (they reached object's), or when it has neither __init__ nor __new__; a class
    // with only a __new__ took them there, and so did a built-in base's own __new__ (int,
    // str, tuple...: `(5).__init__(6)` is a no-op)
    if (n > 1 || (kw && MT_TUPLE_N(kw))) {
        int heap = (t->flags & MT_TF_HEAP) != 0;
        if (heap && mt_type_heap_dunder(t, MT_NAME(__init__))) {
            return mt_raise(
                st, MT_EXC(TypeError),
                "object.__init__() takes exactly one argument (the instance to initialize)");
        }
        if (s == &mt_type_object && (!heap || !mt_type_heap_dunder(t, MT_NAME(__new__)))) {
            return mt_raise(st, MT_EXC(TypeError),
                            "%s.__init__() takes exactly one argument (the instance to initialize)",
                            t->name);
        }
    }
    return MT_NONE;
}

static mt_obj *
object_m_new(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (n < 1 || !mt_isinst(args[0], &mt_type_type)) {
        return mt_raise(st, MT_EXC(TypeError), "object.__new__(X): X is not a type object");
    }
    const mt_type *t = (const mt_type *)args[0];
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if (s->tp_new && s != &mt_type_object) {
        return solid_new(st, t, n - 1, args + 1, kw);
    }
    // a builtin type with no maker of its own (a function, a method, an iterator, ...): its
    // instances carry fields only its own code fills, so a blank one is refused, as CPython's
    // tp_new_wrapper refuses it
    if (s != &mt_type_object && !(s->flags & MT_TF_EXC) && s != &mt_type_set &&
        s != &mt_type_frozenset) {
        return mt_raise(st, MT_EXC(TypeError), "object.__new__(%s) is not safe, use %s.__new__()",
                        t->name, s->name);
    }
    // CPython's object_new: extra arguments are an error when the class has its own __new__
    // (they reached object's), or when it has neither __new__ nor __init__
    if (n > 1 || (kw && MT_TUPLE_N(kw))) {
        int heap = (t->flags & MT_TF_HEAP) != 0;
        if (heap && mt_type_heap_dunder(t, MT_NAME(__new__))) {
            return mt_raise(
                st, MT_EXC(TypeError),
                "object.__new__() takes exactly one argument (the type to instantiate)");
        }
        if (!heap || !mt_type_heap_dunder(t, MT_NAME(__init__))) {
            return mt_raise(st, MT_EXC(TypeError), "%s() takes no arguments", t->name);
        }
    }
    return object_new(st, t, 0, NULL, NULL);
}

static mt_obj *
object_m_repr(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = MT_TYPE(args[0]);
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if (s->repr) {
        return s->repr(st, args[0]);
    }
    return object_repr_default(st, args[0]);
}

static mt_obj *
object_m_str(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = MT_TYPE(args[0]);
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if (s->str) {
        return s->str(st, args[0]);
    }
    return mt_repr(st, args[0]);
}

// The comparison a's builtin does itself, as its __eq__, __lt__, ... methods give it: int's
// compares ints only ((1).__eq__(1.0) is NotImplemented, the == operator then asking float);
// NotImplemented when it has none.
static mt_obj *
builtin_cmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    const mt_type *t = MT_TYPE(a);
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    if ((s == &mt_type_int || s == &mt_type_bool) && !mt_int_check(b)) {
        return MT_NOTIMPL;
    }
    return s->richcmp ? s->richcmp(st, a, b, op) : MT_NOTIMPL;
}

static mt_obj *
object_m_eq(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *r = builtin_cmp(st, args[0], args[1], MT_CMP_EQ);
    if (r == MT_NOTIMPL && args[0] == args[1]) {
        return MT_TRUE;
    }
    return r;
}

// object.__ne__, which the builtins without a __ne__ of their own reach too: a builtin's own
// comparison ({1}.__ne__(1) is NotImplemented, as in CPython), else the class's __eq__
// inverted unless NotImplemented; never the reflected operand's nor the identity fallback
// of the != operator.
static mt_obj *
object_m_ne(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *a = args[0], *b = args[1];
    const mt_type *t = MT_TYPE(a);
    if (!(t->flags & MT_TF_HEAP)) {
        mt_obj *r = builtin_cmp(st, a, b, MT_CMP_NE);
        return r == MT_NOTIMPL && a == b ? MT_FALSE : r;
    }
    mt_obj *r = mt_richcmp_own(st, a, b, MT_CMP_EQ);
    if (!r) {
        return NULL;
    }
    if (r == MT_NOTIMPL) {
        return a == b ? MT_FALSE : MT_NOTIMPL;
    }
    int v = mt_truth(st, r);
    MT_DECREF(r);
    return v < 0 ? NULL : MT_BOOL(!v);
}

// object.__lt__ and the others, reached by a type with no method of its own: the type's
// own comparison when it has one ((2).__lt__(3) is True), else NotImplemented.
#define OBJECT_CMP(nm, op)                                                                         \
    static mt_obj *object_m_##nm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)          \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return builtin_cmp(st, args[0], args[1], op);                                              \
    }
OBJECT_CMP(lt, MT_CMP_LT)
OBJECT_CMP(le, MT_CMP_LE)
OBJECT_CMP(gt, MT_CMP_GT)
OBJECT_CMP(ge, MT_CMP_GE)

static mt_obj *
object_m_hash(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = MT_TYPE(args[0]);
    const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
    int64_t h = s->hash ? s->hash(st, args[0]) : (int64_t)(((uintptr_t)args[0]) >> 4);
    if (h == -1 && st->exc) {
        return NULL;
    }
    return mt_int_from_i64(st, h);
}

static mt_obj *
object_m_setattr(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "attribute name must be string, not '%s'",
                        mt_type_name(args[1]));
    }
    if (mt_isinst(args[0], &mt_type_type)) {
        return mt_type_type.setattr(st, args[0], args[1], args[2]) < 0 ? NULL : MT_NONE;
    }
    return mt_generic_setattr(st, args[0], args[1], args[2]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
object_m_delattr(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "attribute name must be string, not '%s'",
                        mt_type_name(args[1]));
    }
    if (mt_isinst(args[0], &mt_type_type)) {
        return mt_type_type.setattr(st, args[0], args[1], NULL) < 0 ? NULL : MT_NONE;
    }
    return mt_generic_setattr(st, args[0], args[1], NULL) < 0 ? NULL : MT_NONE;
}

static mt_obj *
object_m_getattribute(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "attribute name must be string, not '%s'",
                        mt_type_name(args[1]));
    }
    if (mt_isinst(args[0], &mt_type_type)) {
        return mt_getattr(st, args[0], args[1]);
    }
    return mt_object_getattribute(st, args[0], args[1]);
}

static mt_obj *
object_m_init_subclass(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    if (kw && MT_TUPLE_N(kw)) {
        return mt_raise(st, MT_EXC(TypeError), "%s.__init_subclass__() takes no keyword arguments",
                        ((const mt_type *)args[0])->name);
    }
    return MT_NONE;
}

// object.__subclasshook__(C): NotImplemented, the "no opinion" an ABC's own hook overrides.
static mt_obj *
object_m_subclasshook(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)args;
    (void)kw;
    return MT_NOTIMPL;
}

static mt_obj *
object_m_format(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "__format__() argument must be str, not %s",
                        mt_arg_type_name(args[1]));
    }
    const mt_type *t = MT_TYPE(args[0]);
    if (mt_str_len(args[1]) > 0 && !(t->flags & MT_TF_HEAP) && is_value_type(t)) {
        return mt_format(st, args[0], args[1]); // (3).__format__('05d')
    }
    if (mt_str_len(args[1]) > 0 && (t->flags & MT_TF_HEAP) && is_value_type(t->solid)) {
        // int.__format__, str.__format__, ... of a subclass: format the plain value
        mt_obj *v = value_of(st, args[0]);
        mt_obj *r = v ? mt_format(st, v, args[1]) : NULL;
        MT_XDECREF(v);
        return r;
    }
    if (mt_str_len(args[1]) > 0) {
        return mt_raise(st, MT_EXC(TypeError), "unsupported format string passed to %s.__format__",
                        mt_type_name(args[0]));
    }
    return mt_tostr(st, args[0]);
}

// Does a class's __slots__ name __weakref__? Read without running any code: a str is one
// name, a tuple or list a sequence of them (class creation checked that they are strs;
// anything else put there later is not the name); another container names none here.
static int
slots_name_weakref(mt_obj *slots)
{
    if (MT_TYPE(slots) == &mt_type_str) {
        return mt_str_eq_c(slots, "__weakref__");
    }
    size_t n = 0;
    mt_obj *const *items = NULL;
    if (MT_TYPE(slots) == &mt_type_tuple) {
        n = MT_TUPLE_N(slots);
        items = ((mt_tuple *)slots)->items;
    } else if (MT_TYPE(slots) == &mt_type_list) {
        n = MT_LIST_N(slots);
        items = ((mt_list *)slots)->items;
    }
    for (size_t i = 0; i < n; i++) {
        if (MT_TYPE(items[i]) == &mt_type_str && mt_str_eq_c(items[i], "__weakref__")) {
            return 1;
        }
    }
    return 0;
}

// The __dict__ and __weakref__ descriptors CPython's dir() shows: __dict__ where instances
// have one (a class without __slots__, an exception; a module lists its namespace only),
// __weakref__ on classes without __slots__ (or naming it) whose builtin base has room for
// one (not int, bytes, tuple, set, frozenset or type, as CPython's layouts).
static void
dict_weak_of(const mt_type *t, int *dictp, int *weakp)
{
    int dict = t->dictoffset != 0 && t != &mt_type_module;
    int weak = 0;
    if (t->flags & MT_TF_HEAP) {
        const mt_type *s = t->solid;
        int room = s != &mt_type_int && s != &mt_type_bytes && s != &mt_type_tuple &&
                   s != &mt_type_set && s != &mt_type_frozenset && s != &mt_type_type;
        for (const mt_type *c = t; room && c && (c->flags & MT_TF_HEAP); c = c->base) {
            mt_obj *slots = mt_dict_get_str_borrow(c->dict, "__slots__");
            if (!slots) {
                weak = 1;
                break;
            }
            if (slots_name_weakref(slots)) {
                weak = 1;
                break;
            }
        }
    }
    *dictp = dict;
    *weakp = weak;
}

static int
dir_add_dict_weakref(mt_state *st, mt_obj *names, const mt_type *t)
{
    int dict, weak;
    dict_weak_of(t, &dict, &weak);
    const char *want[2] = {dict ? "__dict__" : NULL, weak ? "__weakref__" : NULL};
    for (int i = 0; i < 2; i++) {
        mt_obj *s = want[i] ? mt_str_from_c(st, want[i]) : NULL;
        if (want[i] && (!s || mt_set_add(st, names, s) < 0)) {
            MT_XDECREF(s);
            return -1;
        }
        MT_XDECREF(s);
    }
    return 0;
}

static mt_obj *
weakref_get(mt_state *st, mt_obj *o)
{
    (void)st;
    (void)o;
    return MT_NONE; // no weak references are made here
}

static const mt_getset heap_weakref_gs = {"__weakref__", weakref_get, NULL};

// A new class whose instances gain a __dict__ or a __weakref__ that none of its bases' have
// shows them in its namespace as getset descriptors, as CPython's (A.__dict__['__dict__'])
static int
add_dict_weakref_descrs(mt_state *st, mt_type *t)
{
    int dict, weak;
    dict_weak_of(t, &dict, &weak);
    // compared with the bases on its layout's line (CPython's best base): class C(B, dict)
    // gains both even when B has them
    for (size_t i = 0; i < MT_TUPLE_N(t->bases) && (dict || weak); i++) {
        const mt_type *b = (const mt_type *)MT_TUPLE_ITEM(t->bases, i);
        int bd, bw;
        if (b->flags & MT_TF_HEAP) {
            if (b->solid != t->solid) {
                continue;
            }
            dict_weak_of(b, &bd, &bw);
        } else {
            // type's instances have both, sets a weak reference list
            bd = b->dictoffset != 0 || b == &mt_type_type;
            bw = b == &mt_type_type || b == &mt_type_set || b == &mt_type_frozenset;
        }
        dict &= !bd;
        weak &= !bw;
    }
    const mt_getset *gs[2] = {dict ? find_getset(&mt_type_object, MT_NAME(__dict__)) : NULL,
                              weak ? &heap_weakref_gs : NULL};
    for (int i = 0; i < 2; i++) {
        if (!gs[i] || mt_dict_get_str_borrow(t->dict, gs[i]->name)) {
            continue;
        }
        mt_obj *d = getset_descr_new(st, gs[i], t);
        int rc = d ? mt_dict_set_str(st, t->dict, gs[i]->name, d) : -1;
        MT_XDECREF(d);
        if (rc < 0) {
            return -1;
        }
    }
    return 0;
}

static mt_obj *
object_m_dir(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *names = mt_set_new(st, &mt_type_set);
    if (!names) {
        return NULL;
    }
    mt_obj **dp = mt_dictptr(args[0]);
    if (dp && *dp) {
        mt_obj *d = *dp; // held: a key's __hash__ may set the object's __dict__ to another
        MT_INCREF(d);
        int rc = mt_set_update(st, names, d);
        MT_DECREF(d);
        if (rc < 0) {
            MT_DECREF(names);
            return NULL;
        }
    }
    if (MT_TYPE(args[0]) == &mt_type_module) {
        // a module's dir() is its namespace (CPython's module.__dir__)
        mt_obj *l = mt_list_from_iter(st, names);
        MT_DECREF(names);
        if (l && mt_list_sort(st, l, NULL, 0) < 0) {
            MT_CLEAR(l);
        }
        return l;
    }
    const mt_type *t =
        mt_isinst(args[0], &mt_type_type) ? (const mt_type *)args[0] : MT_TYPE(args[0]);
    mt_obj *mro = mt_type_mro(st, t);
    if (!mro) {
        MT_DECREF(names);
        return NULL;
    }
    for (size_t i = 0; i < MT_TUPLE_N(mro); i++) {
        const mt_type *c = (const mt_type *)MT_TUPLE_ITEM(mro, i);
        if (c->flags & MT_TF_HEAP) {
            (void)mt_set_update(st, names, c->dict);
            continue;
        }
        for (const mt_method *m = c->methods; m && m->name; m++) {
            mt_obj *s = mt_str_from_c(st, m->name);
            if (s) {
                (void)mt_set_add(st, names, s);
                MT_DECREF(s);
            }
        }
        // a static type's slots and its __doc__, as its __dict__ shows them
        mt_obj *doc = mt_str_from_c(st, "__doc__");
        if (!doc || mt_set_add(st, names, doc) < 0 || add_slot_wrappers(st, c, names, 1) < 0) {
            MT_XDECREF(doc);
            MT_DECREF(mro);
            MT_DECREF(names);
            return NULL;
        }
        MT_DECREF(doc);
        for (const mt_getset *g = c->getsets; g && g->name; g++) {
            if (c == &mt_type_object && strcmp(g->name, "__dict__") == 0) {
                continue; // object's instances have none: listed below where they have one
            }
            mt_obj *s = mt_str_from_c(st, g->name);
            if (s) {
                (void)mt_set_add(st, names, s);
                MT_DECREF(s);
            }
        }
    }
    MT_DECREF(mro);
    if (dir_add_dict_weakref(st, names, t) < 0) {
        MT_DECREF(names);
        return NULL;
    }
    mt_obj *l = mt_list_from_iter(st, names);
    MT_DECREF(names);
    if (l && mt_list_sort(st, l, NULL, 0) < 0) {
        MT_CLEAR(l);
    }
    return l;
}

mt_obj *
mt_type_dir(mt_state *st, mt_obj *t)
{
    return object_m_dir(st, 1, &t, NULL);
}

static mt_obj *
object_m_reduce_ex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    (void)args;
    return mt_raise(st, MT_EXC(TypeError), "cannot pickle '%s' object", mt_type_name(args[0]));
}

/* CPython 3.11's list allocation after n appends from empty (list_resize's growth). */
static size_t
cpython_list_alloc(size_t n)
{
    size_t cap = 0;
    while (cap < n) {
        size_t want = cap + 1;
        cap = (want + (want >> 3) + 6) & ~(size_t)3;
    }
    return cap;
}

/* object.__sizeof__: the size CPython 3.11 (64-bit) reports for the object's layout, without
   the garbage collector's header sys.getsizeof adds. Exact for the scalar types, str, bytes
   and tuple; a list as if built by appends, a dict and a set by their table sizes. */
int64_t
mt_object_sizeof(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    const mt_type *solid = (t->flags & MT_TF_HEAP) && t->solid ? t->solid : t;
    if (mt_issubtype(t, &mt_type_type)) {
        return (((const mt_type *)o)->flags & MT_TF_HEAP) ? 1672 : 408;
    }
    if (mt_int_check(o)) {
        size_t bits = mt_int_bit_length(o);
        size_t digits = bits ? (bits + 29) / 30 : 1;
        return 24 + 4 * (int64_t)digits;
    }
    if (solid == &mt_type_float) {
        return 24;
    }
    if (solid == &mt_type_complex) {
        return 32;
    }
    if (solid == &mt_type_bytes) {
        return 33 + (int64_t)((mt_bytes *)o)->len;
    }
    if (solid == &mt_type_bytearray) {
        size_t len = ((mt_bytes *)o)->len;
        return 56 + (int64_t)(len ? len + 1 : 0);
    }
    if (solid == &mt_type_tuple) {
        return 24 + 8 * (int64_t)((mt_tuple *)o)->n;
    }
    if (solid == &mt_type_list) {
        return 40 + 8 * (int64_t)cpython_list_alloc(((mt_list *)o)->n);
    }
    if (solid == &mt_type_dict) {
        mt_dict *d = (mt_dict *)o;
        if (d->nentries == 0) {
            return 48; // the shared empty keys
        }
        int64_t size = (int64_t)d->mask + 1;
        int64_t index = size <= 0x80 ? 1 : size <= 0x8000 ? 2 : size <= 0x80000000LL ? 4 : 8;
        int64_t entry = 16; // str keys only: hash and key live in the str
        for (size_t i = 0; i < d->nentries; i++) {
            if (d->entries[i].key && MT_TYPE(d->entries[i].key) != &mt_type_str) {
                entry = 24;
                break;
            }
        }
        return 48 + 32 + size * index + size * 2 / 3 * entry;
    }
    if (solid == &mt_type_set || solid == &mt_type_frozenset) {
        size_t size = ((mt_set *)o)->mask + 1;
        return 200 + (size > 8 ? 16 * (int64_t)size : 0);
    }
    if (solid == &mt_type_none || solid == &mt_type_ellipsis || solid == &mt_type_notimpl) {
        return 16;
    }
    if (solid == &mt_type_range) {
        return 48;
    }
    if (solid == &mt_type_slice) {
        return 40;
    }
    if (solid == &mt_type_object) {
        if (t->flags & MT_TF_NODICT) {
            // the header and a pointer per slot
            return 16 + (int64_t)(t->basicsize - mt_type_object.basicsize);
        }
        return t == &mt_type_object ? 16 : 24; // a script class: the weakref pointer too
    }
    return (int64_t)solid->basicsize;
}

/* sys.getsizeof's addition to __sizeof__: CPython's GC header for the types it tracks (all
   but the atomic builtins), and a script instance's managed-dict pointers. */
int64_t
mt_object_gc_overhead(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (!(t->flags & MT_TF_HEAP)) {
        return t == &mt_type_int || t == &mt_type_bool || t == &mt_type_float ||
                       t == &mt_type_complex || t == &mt_type_str || t == &mt_type_bytes ||
                       t == &mt_type_bytearray || t == &mt_type_range || t == &mt_type_none ||
                       t == &mt_type_ellipsis || t == &mt_type_notimpl || t == &mt_type_object
                   ? 0
                   : 16;
    }
    return t->solid == &mt_type_object && !(t->flags & MT_TF_NODICT) ? 32 : 16;
}

static mt_obj *
object_m_sizeof(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_int_from_i64(st, mt_object_sizeof(args[0]));
}

const mt_method mt_object_methods[] = {
    {"__init__", object_m_init, MT_ARGS(0, MT_VAR) | MT_KW},
    {"__new__", object_m_new, MT_ARGS(0, MT_VAR) | MT_KW | MT_STATICM},
    {"__repr__", object_m_repr, MT_ARGS(0, 0)},
    {"__str__", object_m_str, MT_ARGS(0, 0)},
    {"__eq__", object_m_eq, MT_ARGS(1, 1)},
    {"__ne__", object_m_ne, MT_ARGS(1, 1)},
    {"__lt__", object_m_lt, MT_ARGS(1, 1)},
    {"__le__", object_m_le, MT_ARGS(1, 1)},
    {"__gt__", object_m_gt, MT_ARGS(1, 1)},
    {"__ge__", object_m_ge, MT_ARGS(1, 1)},
    {"__hash__", object_m_hash, MT_ARGS(0, 0)},
    {"__setattr__", object_m_setattr, MT_ARGS(2, 2)},
    {"__delattr__", object_m_delattr, MT_ARGS(1, 1)},
    {"__getattribute__", object_m_getattribute, MT_ARGS(1, 1)},
    {"__init_subclass__", object_m_init_subclass, MT_ARGS(0, 0) | MT_KW | MT_CLASSM},
    {"__subclasshook__", object_m_subclasshook, MT_ARGS(0, MT_VAR) | MT_CLASSM},
    {"__format__", object_m_format, MT_ARGS(1, 1)},
    {"__dir__", object_m_dir, MT_ARGS(0, 0)},
    {"__reduce_ex__", object_m_reduce_ex, MT_ARGS(1, 1)},
    {"__sizeof__", object_m_sizeof, MT_ARGS(0, 0)},
    {NULL, NULL, 0}};

static mt_obj *
object_get_class(mt_state *st, mt_obj *self)
{
    (void)st;
    mt_obj *t = (mt_obj *)MT_TYPE(self);
    MT_INCREF(t);
    return t;
}

static mt_obj *
object_get_dict(mt_state *st, mt_obj *self)
{
    mt_obj **dp = mt_dictptr(self);
    if (!dp) {
        return mt_raise(st, MT_EXC(AttributeError), "'%s' object has no attribute '__dict__'",
                        mt_type_name(self));
    }
    if (!*dp) {
        *dp = mt_dict_new(st);
        if (!*dp) {
            return NULL;
        }
    }
    MT_INCREF(*dp);
    return *dp;
}

// The name of the slot at extra field i of t's instances (a heap type's), NULL when none
// (the field holds the __dict__, or t has no such field).
static mt_obj *
slot_name_at(const mt_type *t, size_t i)
{
    for (size_t k = 0; t->mro && k < MT_TUPLE_N(t->mro); k++) {
        const mt_type *c = (const mt_type *)MT_TUPLE_ITEM(t->mro, k);
        if (!(c->flags & MT_TF_HEAP) || !c->dict) {
            continue;
        }
        size_t pos = 0;
        mt_obj *key, *val;
        while (mt_dict_next(c->dict, &pos, &key, &val)) {
            if (MT_TYPE(val) == &mt_type_member && ((memberobj *)val)->owner == c &&
                ((memberobj *)val)->index == i) {
                return ((memberobj *)val)->name;
            }
        }
    }
    return NULL;
}

// obj.__class__ = C: another script class whose instances are laid out as obj's is (the
// same builtin base, size, __dict__ and slots by name), as CPython's rule; the object then
// is an instance of C.
static int
object_set_class(mt_state *st, mt_obj *self, mt_obj *v)
{
    if (!v) {
        return mt_raisei(st, MT_EXC(TypeError), "can't delete __class__ attribute");
    }
    if (!mt_isinst(v, &mt_type_type)) {
        return mt_raisei(st, MT_EXC(TypeError), "__class__ must be set to a class, not '%s' object",
                         mt_type_name(v));
    }
    mt_type *nt = (mt_type *)v;
    const mt_type *ot = MT_TYPE(self);
    if (!(nt->flags & MT_TF_HEAP) || !(ot->flags & MT_TF_HEAP)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "__class__ assignment only supported for mutable types or ModuleType "
                         "subclasses");
    }
    // not the variable-sized int, bytes and tuple, whose instances CPython never re-classes
    const mt_type *sb = ot->solid;
    int same = nt->solid == sb && sb != &mt_type_int && sb != &mt_type_bool &&
               sb != &mt_type_bytes && sb != &mt_type_tuple && nt->basicsize == ot->basicsize &&
               nt->dictoffset == ot->dictoffset &&
               (nt->flags & MT_TF_NODICT) == (ot->flags & MT_TF_NODICT);
    for (size_t i = 0; same && i < heap_nextras(ot); i++) {
        mt_obj *a = slot_name_at(ot, i), *b = slot_name_at(nt, i);
        same = a == b || (a && b && mt_str_eq(a, b));
    }
    if (!same) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "__class__ assignment: '%s' object layout differs from '%s'", nt->name,
                         ot->name);
    }
    MT_INCREF(nt);
    self->type = nt;
    MT_DECREF(ot);
    return 0;
}

// obj.__dict__ = d (an instance's, a function's) replaces the instance's namespace with d (a dict);
// del obj.__dict__ drops it, a new empty one coming with the next attribute set or __dict__ read
// (as in CPython).
int
mt_set_dict_attr(mt_state *st, mt_obj *self, mt_obj *v)
{
    mt_obj **dp = mt_dictptr(self);
    if (!dp) {
        return mt_raisei(st, MT_EXC(AttributeError), "'%s' object has no attribute '__dict__'",
                         mt_type_name(self));
    }
    if (!v && MT_TYPE(self) == &mt_type_function) {
        return mt_raisei(st, MT_EXC(TypeError), "cannot delete __dict__");
    }
    if (v && !mt_isinst(v, &mt_type_dict)) {
        return mt_raisei(st, MT_EXC(TypeError), "__dict__ must be set to a dictionary, not a '%s'",
                         mt_type_name(v));
    }
    mt_obj *old = *dp;
    MT_XINCREF(v);
    *dp = v;
    MT_XDECREF(old);
    return 0;
}

static const mt_getset object_getsets[] = {{"__class__", object_get_class, object_set_class},
                                           {"__dict__", object_get_dict, mt_set_dict_attr},
                                           {NULL, NULL, NULL}};

const mt_type mt_type_object = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "object",
    .basicsize = sizeof(mt_obj),
    .flags = MT_TF_BASETYPE,
    .repr = object_repr_default,
    .tp_new = object_new,
    .methods = mt_object_methods,
    .getsets = object_getsets,
};

/* ---- type ---- */

static const mt_type *
solid_of(const mt_type *t)
{
    return (t->flags & MT_TF_HEAP) ? t->solid : t;
}

static void
type_clear(mt_obj *o)
{
    mt_type *t = (mt_type *)o;
    MT_CLEAR(t->dict);
    MT_CLEAR(t->mro);
    MT_CLEAR(t->bases);
    MT_CLEAR(t->name_obj);
    MT_CLEAR(t->tp_name_obj);
    MT_CLEAR(t->qualname);
}

int
mt_type_qualify_names(mt_state *st, mt_obj *d, const char *module)
{
    mt_obj *names = mt_dict_get_str_borrow(d, "_c_type_names");
    if (!names || MT_TYPE(names) != &mt_type_tuple) {
        return 0;
    }
    MT_INCREF(names); // deleted from d below
    int rc = 0;
    for (size_t i = 0; i < MT_TUPLE_N(names); i++) {
        mt_obj *n = MT_TUPLE_ITEM(names, i);
        mt_obj *c = MT_TYPE(n) == &mt_type_str ? mt_dict_get_borrow(st, d, n) : NULL;
        if (!c || !mt_isinst(c, &mt_type_type) || !(((mt_type *)c)->flags & MT_TF_HEAP)) {
            continue;
        }
        mt_obj *q = mt_str_printf(st, "%s.%U", module, n);
        if (!q) {
            rc = -1;
            break;
        }
        mt_type *t = (mt_type *)c;
        mt_obj *old = t->tp_name_obj;
        t->tp_name_obj = q;
        t->name = mt_str_data(q);
        MT_XDECREF(old);
    }
    mt_obj *key = rc == 0 ? mt_str_from_c(st, "_c_type_names") : NULL;
    if (key) {
        rc = mt_dict_del(st, d, key) < 0 ? -1 : 0;
        MT_DECREF(key);
    } else {
        rc = -1;
    }
    MT_DECREF(names);
    return rc;
}

static mt_obj *
type_repr(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    if (t->flags & MT_TF_HEAP) {
        mt_obj *mod = mt_dict_lookup_str(t->dict, MT_NAME(__module__));
        if (mod && MT_TYPE(mod) == &mt_type_str && !mt_str_eq_c(mod, "builtins")) {
            return mt_str_printf(st, "<class '%U.%U'>", mod, t->qualname);
        }
        // no module (exec with bare globals) or builtins: CPython shows the type's __name__
        return mt_str_printf(st, "<class '%U'>", t->name_obj);
    }
    return mt_str_printf(st, "<class '%s'>", t->name);
}

mt_obj *
mt_type_init_result(mt_state *st, mt_obj *self, mt_obj *r)
{
    if (r == MT_NONE) {
        return self;
    }
    if (r) {
        mt_raise(st, MT_EXC(TypeError), "__init__() should return None, not '%s'", mt_type_name(r));
        MT_DECREF(r);
    }
    MT_DECREF(self);
    return NULL;
}

static mt_obj *type_call_with(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args,
                              mt_obj *kw, mt_obj *newf, mt_obj *initf);

mt_obj *
mt_type_call(mt_state *st, mt_obj *callable, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *t = (const mt_type *)callable;
    if (t == &mt_type_type) {
        size_t nk = kw ? MT_TUPLE_N(kw) : 0;
        if (n == 1) {
            if (nk) {
                return mt_raise(st, MT_EXC(TypeError), "type() takes no keyword arguments");
            }
            mt_obj *r = (mt_obj *)MT_TYPE(args[0]);
            MT_INCREF(r);
            return r;
        }
        if (n != 3) {
            return mt_raise(st, MT_EXC(TypeError), "type() takes 1 or 3 arguments");
        }
        // keywords go to the new class's __init_subclass__, as a class statement's do
        mt_obj *kwd = nk ? mt_dict_new(st) : NULL;
        if (nk && !kwd) {
            return NULL;
        }
        for (size_t i = 0; i < nk; i++) {
            if (mt_dict_set(st, kwd, MT_TUPLE_ITEM(kw, i), args[n + i]) < 0) {
                MT_DECREF(kwd);
                return NULL;
            }
        }
        mt_obj *r = mt_type_new_heap(st, args[0], args[1], args[2], kwd);
        MT_XDECREF(kwd);
        return r;
    }
    mt_obj *newf = (t->flags & MT_TF_HEAP) ? mt_type_heap_dunder(t, MT_NAME(__new__)) : NULL;
    mt_obj *initf = (t->flags & MT_TF_HEAP) ? mt_type_heap_dunder(t, MT_NAME(__init__)) : NULL;
    // borrowed from the class's namespace, which the calls may change (an __init__ that
    // deletes itself from its class): held until the instance is made
    MT_XINCREF(newf);
    MT_XINCREF(initf);
    mt_obj *r = type_call_with(st, t, n, args, kw, newf, initf);
    MT_XDECREF(newf);
    MT_XDECREF(initf);
    return r;
}

// mt_type_call of a class other than type, with its __new__ and __init__ of a script class
// (or NULL) found.
static mt_obj *
type_call_with(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw,
               mt_obj *newf, mt_obj *initf)
{
    mt_obj *callable = (mt_obj *)t;
    const mt_type *s = solid_of(t);
    mt_obj *self;
    if (newf) {
        mt_obj *fn = newf;
        if (MT_TYPE(fn) == &mt_type_staticmethod) {
            fn = *(mt_obj **)((char *)fn + sizeof(mt_obj));
        }
        size_t nk = kw ? MT_TUPLE_N(kw) : 0;
        mt_obj **argv = mt_mem(st, (n + nk + 1) * sizeof(mt_obj *));
        if (!argv) {
            return NULL;
        }
        argv[0] = callable;
        if (n + nk) {
            memcpy(argv + 1, args, (n + nk) * sizeof(mt_obj *));
        }
        self = mt_call(st, fn, n + 1, argv, kw);
        cm_free(argv);
    } else {
        if (!s->tp_new) {
            return mt_raise(st, MT_EXC(TypeError), "cannot create '%s' instances", t->name);
        }
        if (s == &mt_type_object && !initf && (n > 0 || (kw && MT_TUPLE_N(kw)))) {
            return mt_raise(st, MT_EXC(TypeError), "%s() takes no arguments", t->name);
        }
        self = solid_new(st, t, n, args, kw);
    }
    if (!self) {
        return NULL;
    }
    if (t == s && is_value_type(t) && MT_TYPE(self) != t && (MT_TYPE(self)->flags & MT_TF_HEAP) &&
        MT_TYPE(self)->solid == t && (t != &mt_type_str || (n == 1 && self == args[0]))) {
        // int(x), str(x), ... of a subclass instance: the plain value (a str subclass's
        // instance a __str__ or __repr__ returned is str()'s value as it is, as in CPython)
        mt_obj *v = value_of(st, self);
        MT_DECREF(self);
        return v;
    }
    if (!mt_isinst(self, t)) {
        return self;
    }
    if (initf && MT_TYPE(initf) != &mt_type_function) {
        // CPython looks __init__ up as a method: only a descriptor binds the instance (a
        // builtin, a bound method or a class as __init__ gets the arguments alone)
        mt_obj *bound = mt_descr_get(st, initf, self, (mt_obj *)t);
        if (!bound) {
            MT_DECREF(self);
            return NULL;
        }
        mt_obj *r = mt_call(st, bound, n, args, kw);
        MT_DECREF(bound);
        return mt_type_init_result(st, self, r);
    }
    if (initf) {
        size_t nk = kw ? MT_TUPLE_N(kw) : 0;
        mt_obj *small[8];
        mt_obj **argv = small;
        if (n + nk + 1 > 8) {
            argv = mt_mem(st, (n + nk + 1) * sizeof(mt_obj *));
            if (!argv) {
                MT_DECREF(self);
                return NULL;
            }
        }
        argv[0] = self;
        if (n + nk) { // args may be NULL when there are none
            memcpy(argv + 1, args, (n + nk) * sizeof(mt_obj *));
        }
        mt_obj *r = mt_call(st, initf, n + 1, argv, kw);
        if (argv != small) {
            cm_free(argv);
        }
        return mt_type_init_result(st, self, r);
    }
    if (s->tp_init) {
        if (s->tp_init(st, self, n, args, kw) < 0) {
            MT_DECREF(self);
            return NULL;
        }
    }
    return self;
}

static mt_obj *heap_new(mt_state *st, const mt_type *meta, mt_obj *name, mt_obj *bases, mt_obj *ns,
                        mt_obj *kw);

static mt_obj *
type_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (t == &mt_type_type || !mt_issubtype(t, &mt_type_type)) {
        return mt_type_call(st, (mt_obj *)&mt_type_type, n, args, kw);
    }
    // a metaclass's instance: a class whose type is t
    if (n != 3) {
        return mt_raise(st, MT_EXC(TypeError),
                        "type.__new__() takes exactly 3 arguments (%zu given)", n);
    }
    mt_obj *kwd = NULL;
    if (kw && MT_TUPLE_N(kw)) {
        kwd = mt_dict_new(st);
        for (size_t i = 0; kwd && i < MT_TUPLE_N(kw); i++) {
            if (mt_dict_set(st, kwd, MT_TUPLE_ITEM(kw, i), args[n + i]) < 0) {
                MT_CLEAR(kwd);
            }
        }
        if (!kwd) {
            return NULL;
        }
    }
    mt_obj *r = heap_new(st, t, args[0], args[1], args[2], kwd);
    MT_XDECREF(kwd);
    return r;
}

// The builtin __new__ a class's X.__new__ is: T.__new__(S, ...) for T the nearest builtin of
// the class that makes instances, bound to it (as CPython's tp_new_wrapper), so that S must
// be a subclass of T whose instances T's __new__ makes.
static const mt_type *
new_owner(const mt_type *t)
{
    for (const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t; s; s = s->base) {
        if (s->tp_new) {
            return s;
        }
    }
    return &mt_type_object;
}

static mt_obj *
new_wrapper_call(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *t = (const mt_type *)args[0];
    if (n < 2) {
        return mt_raise(st, MT_EXC(TypeError), "%s.__new__(): not enough arguments", t->name);
    }
    mt_obj *x = args[1];
    if (!mt_isinst(x, &mt_type_type)) {
        return mt_raise(st, MT_EXC(TypeError), "%s.__new__(X): X is not a type object (%s)",
                        t->name, mt_type_name(x));
    }
    const mt_type *sub = (const mt_type *)x;
    if (!mt_issubtype(sub, t)) {
        return mt_raise(st, MT_EXC(TypeError), "%s.__new__(%s): %s is not a subtype of %s", t->name,
                        sub->name, sub->name, t->name);
    }
    // the class whose instances sub's are made as: past the classes with a __new__ of
    // their own, the first that has none
    const mt_type *sb = sub;
    while ((sb->flags & MT_TF_HEAP) && mt_dict_lookup_str(sb->dict, MT_NAME(__new__)) && sb->base) {
        sb = sb->base;
    }
    if (new_owner(sb)->tp_new != t->tp_new) { // the same maker (an exception's is its base's)
        return mt_raise(st, MT_EXC(TypeError), "%s.__new__(%s) is not safe, use %s.__new__()",
                        t->name, sub->name, sb->name);
    }
    return object_m_new(st, n - 1, args + 1, kw);
}

static const mt_method new_wrapper = {"__new__", new_wrapper_call, MT_ARGS(0, MT_VAR) | MT_KW};

static mt_obj *
type_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    const mt_type *t = (const mt_type *)o;
    // the metatype's data descriptors (__name__, __mro__, ...)
    const mt_getset *g = find_getset(&mt_type_type, name);
    if (g) {
        return g->get(st, o);
    }
    if (name == MT_NAME(__class__) || mt_str_eq_c(name, "__class__")) {
        return object_get_class(st, o);
    }
    // a script's metaclass: its data descriptors come first, its other attributes last
    const mt_type *meta = MT_TYPE(o);
    mt_attr ma = {0};
    if ((meta->flags & MT_TF_HEAP) && mt_type_heap_dunder(meta, name)) {
        mt_type_find(meta, name, &ma);
        if (ma.kind == MT_ATTR_OBJ &&
            (MT_TYPE(ma.obj) == &mt_type_property || MT_TYPE(ma.obj)->descr_set)) {
            return mt_descr_get(st, ma.obj, o, (mt_obj *)meta);
        }
    }
    mt_attr a;
    if (mt_type_find(t, name, &a)) {
        switch (a.kind) {
        case MT_ATTR_OBJ: {
            const mt_type *ot = MT_TYPE(a.obj);
            if (ot->flags & MT_TF_HEAP) {
                return mt_descr_get(st, a.obj, NULL, o);
            }
            if (ot->descr_get && ot != &mt_type_function && ot != &mt_type_property) {
                return ot->descr_get(st, a.obj, NULL, o);
            }
            MT_INCREF(a.obj);
            return a.obj;
        }
        case MT_ATTR_METHOD:
            if (a.m->flags & MT_CLASSM) {
                return mt_obj_new_cfunc(st, a.m, o, a.owner);
            }
            if (a.m->fn == object_m_new) {
                const mt_type *nt = new_owner(t);
                return mt_obj_new_cfunc(st, &new_wrapper, (mt_obj *)nt, nt);
            }
            return mt_unbound_method(st, a.m, (a.m->flags & MT_STATICM) ? NULL : a.owner);
        case MT_ATTR_GETSET:
            return getset_descr_new(st, a.gs, a.owner ? a.owner : t);
        default:
            break;
        }
    }
    if (ma.kind == MT_ATTR_OBJ) {
        return mt_descr_get(st, ma.obj, o, (mt_obj *)meta); // a metaclass method, bound
    }
    const mt_method *m = find_method(&mt_type_type, name);
    if (m) {
        return mt_obj_new_cfunc(st, m, o, &mt_type_type);
    }
    return mt_raise(st, MT_EXC(AttributeError), "type object '%s' has no attribute '%U'", t->name,
                    name);
}

// __getattribute__ set on class t after its creation reaches every class with t in its MRO:
// flag them all, so that their instances' attribute access (the VM's caches too) takes the
// path that looks the hook up. Rare enough to walk the heap for.
static void
mark_getattribute(mt_state *st, mt_type *t)
{
    t->flags |= MT_TF_GETATTRIBUTE;
    for (mt_obj *o = st->objects.next; o != &st->objects; o = o->next) {
        if (o->refcnt > 0 && mt_issubtype(MT_TYPE(o), &mt_type_type) &&
            (((mt_type *)o)->flags & MT_TF_HEAP) && mt_issubtype((const mt_type *)o, t)) {
            ((mt_type *)o)->flags |= MT_TF_GETATTRIBUTE;
        }
    }
}

static int has_slot_fields(const mt_type *t);

/* Is the tuple v of classes one t's instances can take as its new __bases__? The same static
 * base (solid) and no class with slot fields t does not have already: its member
 * descriptors would read fields t's instances do not lay out there. 0 or -1. */
static int
bases_fit(mt_state *st, const mt_type *t, mt_obj *v)
{
    const mt_type *solid = &mt_type_object, *best = NULL; // best: the base it came with
    for (size_t i = 0; i < MT_TUPLE_N(v); i++) {
        mt_obj *x = MT_TUPLE_ITEM(v, i);
        if (!mt_isinst(x, &mt_type_type)) {
            return mt_raisei(st, MT_EXC(TypeError),
                             "%s.__bases__ must be tuple of classes, not '%s'", t->name,
                             mt_type_name(x));
        }
        const mt_type *bt = (const mt_type *)x;
        if (mt_issubtype(bt, t)) {
            return mt_raisei(st, MT_EXC(TypeError), "a __bases__ item causes an inheritance cycle");
        }
        for (size_t j = 0; j < i; j++) {
            if (MT_TUPLE_ITEM(v, j) == x) {
                return mt_raisei(st, MT_EXC(TypeError), "duplicate base class %s", bt->name);
            }
        }
        if (!(bt->flags & (MT_TF_BASETYPE | MT_TF_HEAP)) && !(bt->flags & MT_TF_EXC)) {
            return mt_raisei(st, MT_EXC(TypeError), "type '%s' is not an acceptable base type",
                             bt->name);
        }
        const mt_type *bs = solid_of(bt);
        if (!best || (bs != solid && mt_issubtype(bs, solid))) {
            solid = bs;
            best = bt;
        }
        mt_obj *m = mt_type_mro(st, bt);
        if (!m) {
            return -1;
        }
        for (size_t k = 0; k < MT_TUPLE_N(m); k++) {
            const mt_type *h = (const mt_type *)MT_TUPLE_ITEM(m, k);
            if ((h->flags & MT_TF_HEAP) && has_slot_fields(h) && !mt_issubtype(t, h)) {
                MT_DECREF(m);
                return mt_raisei(st, MT_EXC(TypeError),
                                 "__bases__ assignment: '%s' object layout differs from '%s'",
                                 bt->name, t->base->name);
            }
        }
        MT_DECREF(m);
    }
    if (solid != t->solid) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "__bases__ assignment: '%s' object layout differs from '%s'", best->name,
                         t->base->name);
    }
    return 0;
}

typedef struct mro_change {
    mt_type *t;
    mt_obj *old; // its MRO before the change
} mro_change;

/* C.__bases__ = v: the class and every class below it take the MRO the new bases give,
 * each after its bases (in the order of their old MROs' lengths: a class's is longer than
 * each of its bases'); a conflict anywhere (TypeError from the C3 merge) leaves them all as
 * they were. 0 or -1. */
static int
type_set_bases(mt_state *st, mt_type *t, mt_obj *v)
{
    if (!v) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "cannot delete '__bases__' attribute of immutable type '%s'", t->name);
    }
    if (MT_TYPE(v) != &mt_type_tuple) {
        return mt_raisei(st, MT_EXC(TypeError), "can only assign tuple to %s.__bases__, not %s",
                         t->name, mt_type_name(v));
    }
    if (MT_TUPLE_N(v) == 0) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "can only assign non-empty tuple to %s.__bases__, not ()", t->name);
    }
    if (bases_fit(st, t, v) < 0) {
        return -1;
    }
    size_t n = 0, cap = 8;
    mro_change *ch = mt_mem(st, cap * sizeof *ch);
    if (!ch) {
        return -1;
    }
    ch[n++] = (mro_change){t, t->mro};
    for (mt_obj *o = st->objects.next; o != &st->objects; o = o->next) {
        if (o == (mt_obj *)t || o->refcnt <= 0 || !mt_issubtype(MT_TYPE(o), &mt_type_type) ||
            !(((mt_type *)o)->flags & MT_TF_HEAP) || !mt_issubtype((const mt_type *)o, t)) {
            continue;
        }
        if (n == cap) {
            mro_change *bigger = mt_mem_realloc(st, ch, 2 * cap * sizeof *ch);
            if (!bigger) {
                cm_free(ch);
                return -1;
            }
            ch = bigger;
            cap *= 2;
        }
        ch[n++] = (mro_change){(mt_type *)o, ((mt_type *)o)->mro};
    }
    for (size_t i = 2; i < n; i++) { // by old MRO length; ch[0] (t) is the shortest
        mro_change x = ch[i];
        size_t j = i;
        while (j > 1 && MT_TUPLE_N(ch[j - 1].old) > MT_TUPLE_N(x.old)) {
            ch[j] = ch[j - 1];
            j--;
        }
        ch[j] = x;
    }
    mt_obj *old_bases = t->bases;
    const mt_type *old_base = t->base;
    MT_INCREF(v);
    t->bases = v;
    t->base = (const mt_type *)MT_TUPLE_ITEM(v, 0);
    size_t done = 0;
    for (; done < n; done++) {
        mt_obj *m = c3_mro(st, (mt_obj *)ch[done].t, ch[done].t->bases);
        if (!m) {
            break;
        }
        ch[done].t->mro = m;
    }
    int ok = done == n;
    for (size_t i = 0; i < done; i++) {
        if (ok) {
            MT_DECREF(ch[i].old);
        } else {
            MT_DECREF(ch[i].t->mro);
            ch[i].t->mro = ch[i].old;
        }
    }
    if (ok) {
        MT_DECREF(old_bases);
    } else {
        MT_DECREF(v);
        t->bases = old_bases;
        t->base = old_base;
    }
    st->type_epoch++;
    for (size_t i = 0; ok && i < n; i++) {
        if (mt_type_heap_dunder(ch[i].t, MT_NAME(__getattribute__))) {
            ch[i].t->flags |= MT_TF_GETATTRIBUTE;
        } else {
            ch[i].t->flags &= ~MT_TF_GETATTRIBUTE;
        }
    }
    cm_free(ch);
    return ok ? 0 : -1;
}

static int
type_setattr(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *v)
{
    mt_type *t = (mt_type *)o;
    if (!(t->flags & MT_TF_HEAP)) {
        return mt_raisei(st, MT_EXC(TypeError), "cannot set '%U' attribute of immutable type '%s'",
                         name, t->name);
    }
    st->type_epoch++;
    const char *s = mt_str_data(name);
    int dunder = s[0] == '_' && s[1] == '_'; // the names below are; most set are not
    if (dunder && v && mt_str_eq_c(name, "__getattribute__")) {
        mark_getattribute(st, t);
    }
    if (dunder && mt_str_eq_c(name, "__bases__")) {
        return type_set_bases(st, t, v);
    }
    // the type's own read-only attributes, not names for the class's namespace
    if (dunder && mt_str_eq_c(name, "__dict__")) {
        return mt_raisei(st, MT_EXC(AttributeError),
                         "attribute '__dict__' of 'type' objects is not writable");
    }
    if (dunder && (mt_str_eq_c(name, "__mro__") || mt_str_eq_c(name, "__base__"))) {
        return mt_raisei(st, MT_EXC(AttributeError), "readonly attribute");
    }
    if (dunder && (mt_str_eq_c(name, "__name__") || mt_str_eq_c(name, "__qualname__"))) {
        if (!v) {
            return mt_raisei(st, MT_EXC(TypeError),
                             "cannot delete '%U' attribute of immutable type '%s'", name, t->name);
        }
        if (!mt_isinst(v, &mt_type_str)) {
            return mt_raisei(st, MT_EXC(TypeError), "can only assign string to %s.%U, not '%s'",
                             t->name, name, mt_type_name(v));
        }
        if (mt_str_eq_c(name, "__name__")) {
            MT_INCREF(v);
            MT_SETREF(t->name_obj, v);
            t->name = mt_str_data(v);
            MT_CLEAR(t->tp_name_obj); // name no longer points into it
        } else {
            MT_INCREF(v);
            MT_SETREF(t->qualname, v);
        }
        return 0;
    }
    if (!v) {
        int r = mt_dict_del(st, t->dict, name);
        if (r == 0) {
            return mt_raisei(st, MT_EXC(AttributeError), "type object '%s' has no attribute '%U'",
                             t->name, name);
        }
        return r < 0 ? -1 : 0;
    }
    return mt_dict_set(st, t->dict, name, v);
}

static mt_obj *
type_name_get(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    if (t->name_obj) {
        MT_INCREF(t->name_obj);
        return t->name_obj;
    }
    const char *dot = strrchr(t->name, '.');
    return mt_str_from_c(st, dot ? dot + 1 : t->name);
}

static mt_obj *
type_qualname_get(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    if (t->qualname) {
        MT_INCREF(t->qualname);
        return t->qualname;
    }
    return type_name_get(st, o);
}

static mt_obj *
type_module_get(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    if (t->flags & MT_TF_HEAP) {
        mt_obj *m = mt_dict_lookup_str(t->dict, MT_NAME(__module__));
        if (m) {
            MT_INCREF(m);
            return m;
        }
    } else if (strchr(t->name, '.')) {
        // a static type named "module.name" (CPython's tp_name rule)
        return mt_str_new(st, t->name, (size_t)(strrchr(t->name, '.') - t->name));
    }
    return mt_str_from_c(st, "builtins");
}

static mt_obj *
type_mro_get(mt_state *st, mt_obj *o)
{
    return mt_type_mro(st, (const mt_type *)o);
}

static mt_obj *
type_bases_get(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    if (t->bases) {
        MT_INCREF(t->bases);
        return t->bases;
    }
    if (!t->base) {
        return MT_EMPTY_TUPLE;
    }
    if (t->base2) {
        return mt_tuple_pack(st, 2, (mt_obj *)t->base, (mt_obj *)t->base2);
    }
    return mt_tuple_pack(st, 1, (mt_obj *)t->base);
}

static mt_obj *
type_base_get(mt_state *st, mt_obj *o)
{
    (void)st;
    const mt_type *t = (const mt_type *)o;
    mt_obj *b = t->base ? (mt_obj *)t->base : MT_NONE;
    MT_INCREF(b);
    return b;
}

static mt_obj *
type_dict_get(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    // a read-only view of the namespace itself, as CPython's mappingproxy: writes go through
    // setattr (which keeps the type's caches right)
    if (t->dict) {
        return mt_mappingproxy_new(st, t->dict);
    }
    // a static type has no namespace dict: a view of one made of its methods
    mt_obj *d = mt_dict_new(st);
    if (!d) {
        return NULL;
    }
    for (const mt_method *m = t->methods; m && m->name; m++) {
        // class methods as classmethod_descriptor, static ones inside a staticmethod
        mt_obj *f = (m->flags & MT_CLASSM) ? new_cfunc_typed(st, &mt_type_classmdescr, m, NULL, t)
                                           : mt_unbound_method(st, m, t);
        if (f && (m->flags & MT_STATICM)) {
            mt_obj *w = mt_call1(st, (mt_obj *)&mt_type_staticmethod, f);
            MT_DECREF(f);
            f = w;
        }
        if (!f || mt_dict_set_str(st, d, m->name, f) < 0) {
            MT_XDECREF(f);
            MT_DECREF(d);
            return NULL;
        }
        MT_DECREF(f);
    }
    if (add_slot_wrappers(st, t, d, 0) < 0) {
        MT_DECREF(d);
        return NULL;
    }
    if (t->hash == mt_hash_unhashable && mt_dict_set_str(st, d, "__hash__", MT_NONE) < 0) {
        MT_DECREF(d);
        return NULL;
    }
    // computed attributes as getset_descriptor (int.real, type.__name__)
    for (const mt_getset *g = t->getsets; g && g->name; g++) {
        mt_obj *gd = getset_descr_new(st, g, t);
        if (!gd || mt_dict_set_str(st, d, g->name, gd) < 0) {
            MT_XDECREF(gd);
            MT_DECREF(d);
            return NULL;
        }
        MT_DECREF(gd);
    }
    mt_obj *p = mt_mappingproxy_new(st, d);
    MT_DECREF(d);
    return p;
}

static mt_obj *
type_doc_get(mt_state *st, mt_obj *o)
{
    const mt_type *t = (const mt_type *)o;
    if (t->flags & MT_TF_HEAP) {
        mt_obj *d = mt_dict_lookup_str(t->dict, MT_NAME(__doc__));
        if (d) {
            MT_INCREF(d);
            return d;
        }
    }
    if (t == &mt_type_object) {
        return mt_str_from_c(st, "The base class of the class hierarchy.\n\nWhen called, it "
                                 "accepts no arguments and returns a new featureless\ninstance "
                                 "that has no instance attributes and cannot be given any.\n");
    }
    if (t == &mt_type_type) {
        return mt_str_from_c(st, "type(object) -> the object's type\ntype(name, bases, dict, "
                                 "**kwds) -> a new type");
    }
    return MT_NONE;
}

static const mt_getset type_getsets[] = {{"__name__", type_name_get, NULL},
                                         {"__qualname__", type_qualname_get, NULL},
                                         {"__module__", type_module_get, NULL},
                                         {"__mro__", type_mro_get, NULL},
                                         {"__bases__", type_bases_get, NULL},
                                         {"__base__", type_base_get, NULL},
                                         {"__dict__", type_dict_get, NULL},
                                         {"__doc__", type_doc_get, NULL},
                                         {NULL, NULL, NULL}};

static mt_obj *
type_m_mro(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *t = mt_type_mro(st, (const mt_type *)args[0]);
    if (!t) {
        return NULL;
    }
    mt_obj *l = mt_list_from_iter(st, t);
    MT_DECREF(t);
    return l;
}

static mt_obj *
type_m_subclasses(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    for (mt_obj *o = st->objects.next; o != &st->objects; o = o->next) {
        if (o->refcnt > 0 && mt_issubtype(o->type, &mt_type_type)) { // classes, any metaclass
            const mt_type *t = (const mt_type *)o;
            if (t->bases) {
                for (size_t i = 0; i < MT_TUPLE_N(t->bases); i++) {
                    if (MT_TUPLE_ITEM(t->bases, i) == args[0]) {
                        (void)mt_list_append(st, l, o);
                    }
                }
            }
        }
    }
    mt_obj *rev = mt_list_new(st, 0);
    if (rev) {
        for (size_t i = MT_LIST_N(l); i > 0; i--) {
            (void)mt_list_append(st, rev, MT_LIST_ITEM(l, i - 1));
        }
    }
    MT_DECREF(l);
    return rev;
}

static mt_obj *
type_m_instancecheck(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int r = mt_isinstance(st, args[1], args[0]);
    return r < 0 ? NULL : MT_BOOL(r);
}

static mt_obj *
type_m_subclasscheck(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_BOOL(mt_issubtype((const mt_type *)args[1], (const mt_type *)args[0]));
}

static mt_obj *
type_m_or(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_union_or(st, args[0], args[1]);
}

// type.__init__(cls, name, bases, ns): nothing left to do once __new__ made the class
static mt_obj *
type_m_init(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)args;
    (void)kw;
    if (n != 2 && n != 4) {
        return mt_raise(st, MT_EXC(TypeError), "type.__init__() takes 1 or 3 arguments");
    }
    return MT_NONE;
}

// type.__call__(cls, ...): what calling the class does (a metaclass's super().__call__)
static mt_obj *
type_m_call(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (!mt_isinst(args[0], &mt_type_type)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "descriptor '__call__' requires a 'type' object but received a '%s'",
                        mt_type_name(args[0]));
    }
    return mt_type_call(st, args[0], n - 1, args + 1, kw);
}

static mt_obj *
type_m_ror(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_union_or(st, args[1], args[0]);
}

// type.__prepare__(name, bases, **kwds): the class body's namespace, a new dict
static mt_obj *
type_m_prepare(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_dict_new(st);
}

static const mt_method type_methods[] = {
    {"mro", type_m_mro, MT_ARGS(0, 0)},
    {"__prepare__", type_m_prepare, MT_ARGS(0, MT_VAR) | MT_KW | MT_ANYKW | MT_CLASSM},
    {"__subclasses__", type_m_subclasses, MT_ARGS(0, 0)},
    {"__instancecheck__", type_m_instancecheck, MT_ARGS(1, 1)},
    {"__subclasscheck__", type_m_subclasscheck, MT_ARGS(1, 1)},
    {"__or__", type_m_or, MT_ARGS(1, 1)},
    {"__ror__", type_m_ror, MT_ARGS(1, 1)},
    {"__init__", type_m_init, MT_ARGS(0, MT_VAR) | MT_KW},
    {"__call__", type_m_call, MT_ARGS(0, MT_VAR) | MT_KW},
    {NULL, NULL, 0}};

static mt_obj *
type_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (op == MT_CMP_EQ) {
        return MT_BOOL(a == b);
    }
    if (op == MT_CMP_NE) {
        return MT_BOOL(a != b);
    }
    return MT_NOTIMPL;
}

static mt_obj *
type_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if ((op & 0x3f) == MT_OP_OR) {
        return mt_union_or(st, a, b); // types.UnionType
    }
    return MT_NOTIMPL;
}

static void
type_release(mt_obj *o)
{
    (void)o;
}

const mt_type mt_type_type = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "type",
    .basicsize = sizeof(mt_type),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = type_clear,
    .release = type_release,
    .repr = type_repr,
    .richcmp = type_richcmp,
    .binop = type_binop,
    .call = mt_type_call,
    .getattr = type_getattr,
    .setattr = type_setattr,
    .tp_new = type_new_t,
    .methods = type_methods,
    .getsets = type_getsets,
};

/* ---- Class creation ---- */

static int
wrap_implicit(mt_state *st, mt_obj *ns, mt_obj *name, const mt_type *wrapper)
{
    mt_obj *v = mt_dict_lookup_str(ns, name);
    if (v && MT_TYPE(v) == &mt_type_function) {
        mt_obj *w = mt_call1(st, (mt_obj *)wrapper, v);
        if (!w) {
            return -1;
        }
        int rc = mt_dict_set(st, ns, name, w);
        MT_DECREF(w);
        return rc;
    }
    return 0;
}

/* The names of a class's __slots__ without __dict__ and __weakref__ (a new list; *want_dict
 * set when __dict__ is among them). NULL with an exception on error. */
// A private name `__x` in class `_C` as the compiler spells it, `_C__x` (new ref): CPython's
// _Py_Mangle. Dunder names, dotted names and classes named only by underscores keep it.
static mt_obj *
mangle_private(mt_state *st, mt_obj *name, mt_obj *cls)
{
    const char *s = mt_str_data(name), *c = cls ? mt_str_data(cls) : "";
    size_t n = mt_str_len(name);
    while (*c == '_') {
        c++;
    }
    if (n < 3 || s[0] != '_' || s[1] != '_' || (s[n - 1] == '_' && s[n - 2] == '_') ||
        strchr(s, '.') || !*c) {
        MT_INCREF(name);
        return name;
    }
    return mt_str_printf(st, "_%s%U", c, name);
}

static mt_obj *
slot_names(mt_state *st, mt_obj *slots, mt_obj *ns, mt_obj *cls, int *want_dict)
{
    mt_obj *all;
    if (mt_isinst(slots, &mt_type_str)) {
        all = mt_list_new(st, 0);
        if (all && mt_list_append(st, all, slots) < 0) {
            MT_CLEAR(all);
        }
    } else {
        all = mt_list_from_iter(st, slots);
    }
    if (!all) {
        return NULL;
    }
    mt_obj *l = mt_list_new(st, 0);
    int weak = 0;
    for (size_t i = 0; l && i < MT_LIST_N(all); i++) {
        mt_obj *x = MT_LIST_ITEM(all, i);
        if (!mt_isinst(x, &mt_type_str)) {
            mt_raise(st, MT_EXC(TypeError), "__slots__ items must be strings, not '%s'",
                     mt_type_name(x));
            MT_CLEAR(l);
        } else if (!mt_str_isidentifier(x)) {
            mt_raise(st, MT_EXC(TypeError), "__slots__ must be identifiers");
            MT_CLEAR(l);
        } else if (mt_str_eq_c(x, "__dict__")) {
            if (*want_dict) {
                mt_raise(st, MT_EXC(TypeError), "__dict__ slot disallowed: we already got one");
                MT_CLEAR(l);
            }
            *want_dict = 1;
        } else if (mt_str_eq_c(x, "__weakref__")) {
            if (weak++) {
                mt_raise(st, MT_EXC(TypeError),
                         "__weakref__ slot disallowed: either we already "
                         "got one, or __itemsize__ != 0");
                MT_CLEAR(l);
            }
        } else {
            mt_obj *mx = mangle_private(st, x, cls);
            if (!mx) {
                MT_CLEAR(l);
            } else if (mt_dict_lookup_str(ns, mx)) {
                mt_raise(st, MT_EXC(ValueError), "%R in __slots__ conflicts with class variable",
                         mx);
                MT_CLEAR(l);
            } else if (mt_list_append(st, l, mx) < 0) {
                MT_CLEAR(l);
            }
            MT_XDECREF(mx);
        }
    }
    MT_DECREF(all);
    return l;
}

/* 1 when the heap type t keeps slots among its extra fields (not just a __dict__). */
static int
has_slot_fields(const mt_type *t)
{
    size_t own_dict = !(t->flags & MT_TF_NODICT) && !t->solid->dictoffset;
    return heap_nextras(t) > own_dict;
}

/* Lay out the instances of the new class t (bases and solid set): the fields of the base
 * with the most of them, then a __dict__ if one is needed, then the new slots (*slotsp: a
 * list of their names or NULL, the first at extra field *first). 0 or -1. */
static int
heap_layout(mt_state *st, mt_type *t, mt_obj *ns, mt_obj **slotsp, size_t *first)
{
    const mt_type *solid = t->solid;
    mt_obj *slots = mt_dict_lookup_str(ns, MT_NAME(__slots__));
    int want_dict = slots == NULL;
    mt_obj *names = NULL;
    if (slots) {
        names = slot_names(st, slots, ns, t->name_obj, &want_dict);
        if (!names) {
            return -1;
        }
    }
    const mt_type *lay = NULL;
    int base_dict = solid->dictoffset != 0;
    for (size_t i = 0; i < MT_TUPLE_N(t->bases); i++) {
        const mt_type *bt = (const mt_type *)MT_TUPLE_ITEM(t->bases, i);
        if (!(bt->flags & MT_TF_HEAP)) {
            continue;
        }
        base_dict |= !(bt->flags & MT_TF_NODICT);
        if (!lay || heap_nextras(bt) > heap_nextras(lay)) {
            lay = bt;
        }
    }
    if (slots && want_dict && base_dict) {
        MT_XDECREF(names);
        return mt_raisei(st, MT_EXC(TypeError), "__dict__ slot disallowed: we already got one");
    }
    // the variable-size builtins (CPython's tp_itemsize) take no slots in a subclass
    if (names && MT_LIST_N(names) > 0 &&
        (solid == &mt_type_int || solid == &mt_type_bool || solid == &mt_type_bytes ||
         solid == &mt_type_tuple)) {
        MT_XDECREF(names);
        return mt_raisei(st, MT_EXC(TypeError),
                         "nonempty __slots__ not supported for subtype of '%s'", solid->name);
    }
    for (size_t i = 0; i < MT_TUPLE_N(t->bases); i++) {
        const mt_type *bt = (const mt_type *)MT_TUPLE_ITEM(t->bases, i);
        if ((bt->flags & MT_TF_HEAP) && bt != lay && has_slot_fields(bt) &&
            !mt_issubtype(lay, bt)) {
            MT_XDECREF(names);
            return mt_raisei(st, MT_EXC(TypeError),
                             "multiple bases have instance lay-out conflict");
        }
    }
    size_t start = ALIGN_PTR(solid->basicsize);
    size_t nex = lay ? heap_nextras(lay) : 0;
    size_t dict_idx = (size_t)-1;
    if (lay && !solid->dictoffset && !(lay->flags & MT_TF_NODICT) && !lay->solid->dictoffset) {
        dict_idx = (lay->dictoffset - ALIGN_PTR(lay->solid->basicsize)) / sizeof(mt_obj *);
    }
    int has_dict = want_dict || base_dict;
    if (has_dict && !solid->dictoffset && dict_idx == (size_t)-1) {
        dict_idx = nex++;
    }
    *first = nex;
    nex += names ? MT_LIST_N(names) : 0;
    t->basicsize = start + nex * sizeof(mt_obj *);
    if (solid->dictoffset) {
        t->dictoffset = solid->dictoffset;
    } else {
        t->dictoffset = dict_idx == (size_t)-1 ? 0 : start + dict_idx * sizeof(mt_obj *);
    }
    if (!has_dict) {
        t->flags |= MT_TF_NODICT;
    }
    if (solid == &mt_type_tuple) {
        t->flags |= MT_TF_VARTAIL;
    }
    *slotsp = names;
    return 0;
}

/* Put a member descriptor for each new slot into t's namespace. */
static int
add_members(mt_state *st, mt_type *t, mt_obj *names, size_t first)
{
    for (size_t i = 0; i < MT_LIST_N(names); i++) {
        memberobj *m = (memberobj *)mt_alloc(st, &mt_type_member, sizeof(memberobj));
        if (!m) {
            return -1;
        }
        m->name = MT_LIST_ITEM(names, i);
        MT_INCREF(m->name);
        m->owner = t;
        m->index = first + i;
        int rc = mt_dict_set(st, t->dict, m->name, (mt_obj *)m);
        MT_DECREF(m);
        if (rc < 0) {
            return -1;
        }
    }
    return 0;
}

mt_obj *
mt_type_new_heap(mt_state *st, mt_obj *name, mt_obj *bases, mt_obj *ns, mt_obj *kw)
{
    return heap_new(st, &mt_type_type, name, bases, ns, kw);
}

// A new class of metatype meta (type or a script's subclass of it; the most derived
// metatype among the bases wins, as in CPython).
// CPython 3.11 wraps what a __set_name__ raised in a RuntimeError naming the descriptor,
// with the original as its __cause__ and __context__ (3.12 adds a note instead); a run's
// limit is not wrapped.
static void
set_name_failed(mt_state *st, mt_obj *v, mt_obj *k, const mt_type *t)
{
    if (!st->exc || ((mt_exc *)st->exc)->fatal) {
        return;
    }
    mt_obj *orig = mt_exc_fetch(st);
    mt_obj *msg = mt_str_printf(st, "Error calling __set_name__ on '%s' instance %R in '%s'",
                                mt_type_name(v), k, t->name);
    mt_obj *args = msg ? mt_tuple_pack(st, 1, msg) : NULL;
    mt_obj *e = args ? mt_exc_new(st, MT_EXC(RuntimeError), args) : NULL;
    MT_XDECREF(args);
    MT_XDECREF(msg);
    if (!e) {
        MT_DECREF(orig); // the error making it is pending instead
        return;
    }
    mt_exc *x = (mt_exc *)e;
    MT_INCREF(orig);
    MT_SETREF(x->cause, orig);
    MT_SETREF(x->context, orig);
    x->suppress_context = 1;
    mt_raise_obj(st, e);
    MT_DECREF(e);
}

static mt_obj *
heap_new(mt_state *st, const mt_type *meta, mt_obj *name, mt_obj *bases, mt_obj *ns, mt_obj *kw)
{
    if (!mt_isinst(name, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "type.__new__() argument 1 must be str, not %s",
                        mt_arg_type_name(name));
    }
    if (MT_TYPE(bases) != &mt_type_tuple) {
        return mt_raise(st, MT_EXC(TypeError), "type.__new__() argument 2 must be tuple, not %s",
                        mt_arg_type_name(bases));
    }
    if (!mt_isinst(ns, &mt_type_dict)) {
        return mt_raise(st, MT_EXC(TypeError), "type.__new__() argument 3 must be dict, not %s",
                        mt_arg_type_name(ns));
    }
    mt_obj *b = bases;
    if (MT_TUPLE_N(b) == 0) {
        b = mt_tuple_pack(st, 1, (mt_obj *)&mt_type_object);
    } else {
        MT_INCREF(b);
    }
    if (!b) {
        return NULL;
    }
    const mt_type *solid = &mt_type_object;
    for (size_t i = 0; i < MT_TUPLE_N(b); i++) {
        mt_obj *x = MT_TUPLE_ITEM(b, i);
        if (!mt_isinst(x, &mt_type_type)) {
            MT_DECREF(b);
            return mt_raise(st, MT_EXC(TypeError), "bases must be types");
        }
        const mt_type *bt = (const mt_type *)x;
        for (size_t j = 0; j < i; j++) {
            if (MT_TUPLE_ITEM(b, j) == x) {
                MT_DECREF(b);
                return mt_raise(st, MT_EXC(TypeError), "duplicate base class %s", bt->name);
            }
        }
        if (!(bt->flags & (MT_TF_BASETYPE | MT_TF_HEAP)) && !(bt->flags & MT_TF_EXC)) {
            MT_DECREF(b);
            return mt_raise(st, MT_EXC(TypeError), "type '%s' is not an acceptable base type",
                            bt->name);
        }
        const mt_type *bs = solid_of(bt);
        if (mt_issubtype(bs, solid)) {
            solid = bs;
        } else if (!mt_issubtype(solid, bs)) {
            if (!(solid->flags & MT_TF_EXC && bs->flags & MT_TF_EXC)) {
                MT_DECREF(b);
                return mt_raise(st, MT_EXC(TypeError),
                                "multiple bases have instance lay-out conflict");
            }
        }
    }
    for (size_t i = 0; i < MT_TUPLE_N(b); i++) {
        const mt_type *bm = MT_TYPE(MT_TUPLE_ITEM(b, i));
        if (mt_issubtype(bm, meta)) {
            meta = bm;
        } else if (!mt_issubtype(meta, bm)) {
            MT_DECREF(b);
            return mt_raise(st, MT_EXC(TypeError),
                            "metaclass conflict: the metaclass of a derived class must be a "
                            "(non-strict) subclass of the metaclasses of all its bases");
        }
    }
    // a script's metatype may add a __dict__ or slots after the type's own fields
    size_t size = meta->basicsize > sizeof(mt_type) ? meta->basicsize : sizeof(mt_type);
    mt_type *t = (mt_type *)mt_alloc(st, meta, size);
    if (!t) {
        MT_DECREF(b);
        return NULL;
    }
    t->bases = b;
    MT_INCREF(name);
    t->name_obj = name;
    t->name = mt_str_data(name);
    t->flags = MT_TF_HEAP | MT_TF_BASETYPE | (solid->flags & MT_TF_EXC);
    t->base = (const mt_type *)MT_TUPLE_ITEM(b, 0);
    t->solid = solid;
    t->clear = heap_inst_clear;
    t->release = heap_inst_release;
    t->epoch_src = &st->type_epoch;
    mt_obj *slots = NULL;
    size_t first_slot = 0;
    if (heap_layout(st, t, ns, &slots, &first_slot) < 0) {
        MT_DECREF(t);
        return NULL;
    }
    if (MT_TYPE(ns) == &mt_type_dict && ns->refcnt == 1) {
        // the caller's is the only reference (a class statement's namespace): no one can
        // see the class's dict is that one rather than a copy
        MT_INCREF(ns);
        t->dict = ns;
    } else {
        t->dict = mt_dict_copy(st, ns);
    }
    if (!t->dict || (slots && add_members(st, t, slots, first_slot) < 0)) {
        MT_XDECREF(slots);
        MT_DECREF(t);
        return NULL;
    }
    MT_XDECREF(slots);
    // type(name, bases, ns) without __module__ takes the caller's __name__, as CPython's does
    if (!mt_dict_lookup_str(t->dict, MT_NAME(__module__)) && st->frame && st->frame->globals) {
        mt_obj *mod = mt_dict_get_str_borrow(st->frame->globals, "__name__");
        if (mod && mt_dict_set(st, t->dict, MT_NAME(__module__), mod) < 0) {
            MT_DECREF(t);
            return NULL;
        }
    }
    mt_obj *qn = mt_dict_lookup_str(t->dict, MT_NAME(__qualname__));
    if (qn && mt_isinst(qn, &mt_type_str)) {
        MT_INCREF(qn);
        t->qualname = qn;
        (void)mt_dict_del(st, t->dict, MT_NAME(__qualname__));
    } else {
        MT_INCREF(name);
        t->qualname = name;
    }
    if (wrap_implicit(st, t->dict, MT_NAME(__init_subclass__), &mt_type_classmethod) < 0 ||
        wrap_implicit(st, t->dict, MT_NAME(__class_getitem__), &mt_type_classmethod) < 0 ||
        wrap_implicit(st, t->dict, MT_NAME(__new__), &mt_type_staticmethod) < 0) {
        MT_DECREF(t);
        return NULL;
    }
    // a class that defines __eq__ but not __hash__ is unhashable
    if (mt_dict_lookup_str(t->dict, MT_NAME(__eq__)) &&
        !mt_dict_lookup_str(t->dict, MT_NAME(__hash__)) &&
        mt_dict_set(st, t->dict, MT_NAME(__hash__), MT_NONE) < 0) {
        MT_DECREF(t);
        return NULL;
    }
    if (add_dict_weakref_descrs(st, t) < 0 ||
        (!mt_dict_lookup_str(t->dict, MT_NAME(__doc__)) &&
         mt_dict_set(st, t->dict, MT_NAME(__doc__), MT_NONE) < 0)) {
        MT_DECREF(t);
        return NULL;
    }
    t->mro = c3_mro(st, (mt_obj *)t, b);
    if (!t->mro) {
        MT_DECREF(t);
        return NULL;
    }
    st->type_epoch++;
    if (mt_type_heap_dunder(t, MT_NAME(__getattribute__))) {
        t->flags |= MT_TF_GETATTRIBUTE;
    }
    // __set_name__ of each value in the namespace that has one (a script's descriptor, a
    // property), over a copy as CPython's: a callback may change the class's dict (no copy
    // when no value may have one)
    size_t pos = 0;
    mt_obj *k, *v;
    int any = 0;
    while (!any && mt_dict_next(t->dict, &pos, &k, &v)) {
        any = (MT_TYPE(v)->flags & MT_TF_HEAP) || MT_TYPE(v) == &mt_type_property;
    }
    mt_obj *names = any ? mt_dict_copy(st, t->dict) : NULL;
    if (any && !names) {
        MT_DECREF(t);
        return NULL;
    }
    pos = 0;
    while (names && mt_dict_next(names, &pos, &k, &v)) {
        if (MT_TYPE(v) == &mt_type_property) {
            mt_property_set_name(v, k); // what its __set_name__ does, without the call
        } else if (MT_TYPE(v)->flags & MT_TF_HEAP) {
            mt_obj *sn = mt_getattr_opt(st, v, MT_NAME(__set_name__));
            if (sn) {
                mt_obj *r = mt_call2(st, sn, (mt_obj *)t, k);
                MT_DECREF(sn);
                if (!r) {
                    set_name_failed(st, v, k, t);
                    MT_DECREF(names);
                    MT_DECREF(t);
                    return NULL;
                }
                MT_DECREF(r);
            } else if (st->exc) {
                MT_DECREF(names);
                MT_DECREF(t);
                return NULL;
            }
        }
    }
    MT_XDECREF(names);
    // __init_subclass__ of the parent
    mt_obj *sup_args[2] = {(mt_obj *)&mt_type_super, (mt_obj *)t};
    (void)sup_args;
    mt_obj *mro = t->mro;
    size_t nk = kw ? MT_DICT_LEN(kw) : 0;
    for (size_t i = 1; i < MT_TUPLE_N(mro); i++) {
        const mt_type *c = (const mt_type *)MT_TUPLE_ITEM(mro, i);
        if (!(c->flags & MT_TF_HEAP) && (c != &mt_type_object || !nk)) {
            // of the static types only object has one, which does nothing but refuse
            // keywords: no call (and no search of the method tables)
            if (c == &mt_type_object) {
                break;
            }
            continue;
        }
        mt_attr a;
        if (find_in(c, MT_NAME(__init_subclass__), &a)) {
            mt_obj *f = mt_attr_materialize(st, &a, (mt_obj *)t, t);
            if (a.kind == MT_ATTR_OBJ && MT_TYPE(a.obj) == &mt_type_classmethod) {
                MT_XDECREF(f);
                f = MT_TYPE(a.obj)->descr_get(st, a.obj, NULL, (mt_obj *)t);
            }
            if (!f) {
                MT_DECREF(t);
                return NULL;
            }
            mt_obj *r;
            if (nk) {
                r = mt_call_tuple_dict(st, f, MT_EMPTY_TUPLE, kw);
            } else {
                r = a.kind == MT_ATTR_METHOD ? mt_call(st, f, 0, NULL, NULL) : mt_call0(st, f);
            }
            MT_DECREF(f);
            if (!r) {
                MT_DECREF(t);
                return NULL;
            }
            MT_DECREF(r);
            break;
        }
    }
    return (mt_obj *)t;
}

/* ---- builtin function / method objects ---- */

static void
cfunc_clear(mt_obj *o)
{
    MT_CLEAR(((mt_cfunc_obj *)o)->self);
}

// The name an argument error gives the C function c ("type.name" for a method, else the
// bare name), written into qn. Only the error paths format it: a call must not pay for it.
static const char *
cfunc_argname(const mt_cfunc_obj *c, char qn[96])
{
    if (c->owner && !(c->m->flags & MT_NOSELF)) {
        snprintf(qn, 96, "%s.%s", c->owner->name, c->m->name);
    } else if (!c->owner && c->modname && strcmp(c->modname, "builtins") != 0) {
        // a module's function as CPython 3.11's _PyObject_FunctionStr names it: math.floor
        snprintf(qn, 96, "%s.%s", c->modname, c->m->name);
    } else {
        snprintf(qn, 96, "%s", c->m->name);
    }
    return qn;
}

// The arguments of a function CPython writes in Python (MT_PYPARAMS): given positional ones
// and the keywords kw names, into out by position; their count, or -1 after a TypeError in
// a Python function's words (the name a method's, so its counts include self).
static size_t
cfunc_params(mt_state *st, const mt_cfunc_obj *c, int has_self, size_t given, mt_obj *const *args,
             mt_obj *kw, mt_obj **out)
{
    const mt_method *m = c->m;
    char names[8][32];
    mt_argspec specs[9];
    size_t np = 0;
    const char *p = m->name + strlen(m->name) + 1;
    char qn[96];
    const char *fname = has_self ? cfunc_argname(c, qn) : m->name;
    const char *colon = strchr(p, ':');
    if (colon) {
        snprintf(qn, sizeof qn, "%.*s", (int)(colon - p), p); // PurePath.with_suffix
        fname = qn;
        p = colon + 1;
    }
    for (; *p && np < 8; np++) {
        size_t len = strcspn(p, ",");
        snprintf(names[np], sizeof names[np], "%.*s", (int)len, p);
        specs[np].name = names[np];
        specs[np].required = np < (m->flags & 0xff);
        p += len + (p[len] == ',');
    }
    specs[np].name = NULL;
    specs[np].required = 0;
    mt_obj *v[8];
    if (mt_args_parse_py(st, fname, given, args, kw, specs, np, v) < 0) {
        return (size_t)-1;
    }
    size_t k = 0;
    while (k < np && v[k]) {
        out[k] = v[k];
        k++;
    }
    return k; // at most the last parameter is optional: nothing is given after a gap
}

static mt_obj *
cfunc_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_cfunc_obj *c = (mt_cfunc_obj *)f;
    const mt_method *m = c->m;
    uint32_t lo = m->flags & 0xff, hi = (m->flags >> 8) & 0xff;
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    int has_self = c->self != NULL || (c->owner && !(m->flags & (MT_NOSELF | MT_STATICM)));
    size_t given = n;
    char qn[96];
    if (has_self && !c->self) {
        // unbound descriptor: first arg is self
        if (n == 0) {
            return mt_raise(st, MT_EXC(TypeError), "unbound method %s() needs an argument",
                            cfunc_argname(c, qn));
        }
        if (c->owner && !(m->flags & MT_CLASSM) && !mt_isinst(args[0], c->owner)) {
            // a slot wrapper (list.__len__) words it as CPython's wrapper_descriptor does
            return mt_raise(st, MT_EXC(TypeError),
                            slot_name(m->name)
                                ? "descriptor '%s' requires a '%s' object but received a '%s'"
                                : "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                            m->name, c->owner->name, mt_type_name(args[0]));
        }
        given = n - 1;
    }
    mt_obj *named[9]; // a Python-coded function's arguments by position (MT_PYPARAMS)
    if (m->flags & MT_PYPARAMS) {
        size_t off = n - given; // the self of an unbound call
        size_t k = cfunc_params(st, c, has_self, given, args + off, kw, named + off);
        if (k == (size_t)-1) {
            return NULL;
        }
        if (off) {
            named[0] = args[0];
        }
        args = named;
        n = off + k;
        given = k;
        kw = NULL;
        nk = 0;
    }
    if (nk && !(m->flags & MT_KW)) {
        return mt_raise(st, MT_EXC(TypeError), "%s() takes no keyword arguments",
                        cfunc_argname(c, qn));
    }
    if (!(m->flags & MT_KW) || nk == 0) {
        if (given < lo || (hi != MT_VAR && given > hi)) {
            (void)cfunc_argname(c, qn);
            if (hi == 0 && (m->flags & MT_KW)) { // keyword-only parameters (list.sort)
                return mt_raise(st, MT_EXC(TypeError), "%s() takes no positional arguments",
                                m->name);
            }
            if (hi == 0) {
                return mt_raise(st, MT_EXC(TypeError), "%s() takes no arguments (%zu given)", qn,
                                given);
            }
            if (lo == 1 && hi == 1) {
                return mt_raise(st, MT_EXC(TypeError),
                                "%s() takes exactly one argument (%zu given)", qn, given);
            }
            // CPython 3.11's texts: a method taking keywords counts its arguments as
            // "name() takes at most N arguments (M given)"; the others as Argument Clinic's
            // "name expected [at least |at most ]N arguments, got M", where the methods of
            // builtins types give the bare name and module types (deque) the qualified one
            const char *nm = !c->owner || !strchr(c->owner->name, '.') ? m->name : qn;
            unsigned want = given < lo ? lo : hi;
            if (m->flags & MT_PTUPLE) {
                return mt_raise(st, MT_EXC(TypeError), "%s() takes %s %u argument%s (%zu given)",
                                m->name,
                                lo == hi     ? "exactly"
                                : given < lo ? "at least"
                                             : "at most",
                                want, want == 1 ? "" : "s", given);
            }
            if ((m->flags & (MT_KW | MT_ANYKW)) == MT_KW && given > hi) {
                return mt_raise(st, MT_EXC(TypeError), "%s() takes %s %u argument%s (%zu given)",
                                m->name, lo == hi ? "exactly" : "at most", hi, hi == 1 ? "" : "s",
                                given);
            }
            return mt_raise(st, MT_EXC(TypeError), "%s expected %s%u argument%s, got %zu", nm,
                            lo == hi     ? ""
                            : given < lo ? "at least "
                                         : "at most ",
                            want, want == 1 ? "" : "s", given);
        }
    }
    if (has_self && c->self) {
        mt_obj *small[8];
        mt_obj **argv = small;
        if (n + nk + 1 > 8) {
            argv = mt_mem(st, (n + nk + 1) * sizeof(mt_obj *));
            if (!argv) {
                return NULL;
            }
        }
        argv[0] = c->self;
        if (n + nk) {
            memcpy(argv + 1, args, (n + nk) * sizeof(mt_obj *));
        }
        mt_obj *r = m->fn(st, n + 1, argv, kw);
        if (argv != small) {
            cm_free(argv);
        }
        return r;
    }
    return m->fn(st, n, args, kw);
}

// Is name one of CPython's type slots (shown as "slot wrapper" and "method-wrapper")?
static int
slot_name(const char *name)
{
    static const char *const slots[] = {
        "__repr__",      "__str__",      "__hash__",     "__call__",     "__getattribute__",
        "__setattr__",   "__delattr__",  "__lt__",       "__le__",       "__eq__",
        "__ne__",        "__gt__",       "__ge__",       "__iter__",     "__next__",
        "__get__",       "__set__",      "__delete__",   "__init__",     "__len__",
        "__getitem__",   "__setitem__",  "__delitem__",  "__contains__", "__bool__",
        "__int__",       "__float__",    "__index__",    "__neg__",      "__pos__",
        "__abs__",       "__invert__",   "__add__",      "__radd__",     "__sub__",
        "__rsub__",      "__mul__",      "__rmul__",     "__mod__",      "__rmod__",
        "__divmod__",    "__rdivmod__",  "__pow__",      "__rpow__",     "__lshift__",
        "__rlshift__",   "__rshift__",   "__rrshift__",  "__and__",      "__rand__",
        "__xor__",       "__rxor__",     "__or__",       "__ror__",      "__floordiv__",
        "__rfloordiv__", "__truediv__",  "__rtruediv__", "__matmul__",   "__rmatmul__",
        "__iadd__",      "__isub__",     "__imul__",     "__imod__",     "__ipow__",
        "__ilshift__",   "__irshift__",  "__iand__",     "__ixor__",     "__ior__",
        "__ifloordiv__", "__itruediv__", "__imatmul__",  "__await__",    "__aiter__",
        "__anext__"};
    if (name[0] != '_' || name[1] != '_') {
        return 0;
    }
    for (size_t i = 0; i < sizeof slots / sizeof slots[0]; i++) {
        if (strcmp(name, slots[i]) == 0) {
            return 1;
        }
    }
    return 0;
}

static mt_obj *
cfunc_repr(mt_state *st, mt_obj *o)
{
    mt_cfunc_obj *c = (mt_cfunc_obj *)o;
    if (c->m->flags & MT_NOSELF || !c->owner) {
        return mt_str_printf(st, "<built-in function %s>", c->m->name);
    }
    int slot = MT_TYPE(o) == &mt_type_slotwrapper || MT_TYPE(o) == &mt_type_methwrapper;
    if (c->self) {
        return mt_str_printf(st,
                             slot ? "<method-wrapper '%s' of %s object at %p>"
                                  : "<built-in method %s of %s object at %p>",
                             c->m->name, mt_type_name(c->self), (void *)c->self);
    }
    return mt_str_printf(
        st, slot ? "<slot wrapper '%s' of '%s' objects>" : "<method '%s' of '%s' objects>",
        c->m->name, c->owner->name);
}

static mt_obj *
cfunc_descr_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)type;
    mt_cfunc_obj *c = (mt_cfunc_obj *)d;
    if (!obj || c->self || (c->m->flags & (MT_NOSELF | MT_STATICM))) {
        MT_INCREF(d);
        return d;
    }
    return mt_obj_new_cfunc(st, c->m, obj, c->owner);
}

static mt_obj *
cfunc_name(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, ((mt_cfunc_obj *)o)->m->name);
}

static mt_obj *
cfunc_qualname(mt_state *st, mt_obj *o)
{
    mt_cfunc_obj *c = (mt_cfunc_obj *)o;
    if (c->owner && !(c->m->flags & MT_NOSELF)) {
        return mt_str_printf(st, "%s.%s", c->owner->name, c->m->name);
    }
    return mt_str_from_c(st, c->m->name);
}

static mt_obj *
cfunc_self(mt_state *st, mt_obj *o)
{
    const mt_cfunc_obj *c = (const mt_cfunc_obj *)o;
    mt_obj *s = c->self;
    if (!s && !c->owner && !c->modname && (c->m->flags & MT_NOSELF)) {
        s = mt_builtins_module_borrow(st); // len.__self__: the builtins module
        if (!s) {
            return NULL;
        }
    }
    if (!s) {
        s = MT_NONE;
    }
    MT_INCREF(s);
    return s;
}

// __module__: a module function's module name ('builtins' for the builtins), None for a
// method of a type, as CPython's
static mt_obj *
cfunc_module(mt_state *st, mt_obj *o)
{
    mt_cfunc_obj *c = (mt_cfunc_obj *)o;
    if (!(c->m->flags & MT_NOSELF) || c->owner) {
        return MT_NONE;
    }
    return mt_str_from_c(st, c->modname ? c->modname : "builtins");
}

static mt_obj *
cfunc_doc(mt_state *st, mt_obj *o)
{
    (void)st;
    (void)o;
    return MT_NONE;
}

static const mt_getset cfunc_getsets[] = {
    {"__name__", cfunc_name, NULL},     {"__qualname__", cfunc_qualname, NULL},
    {"__self__", cfunc_self, NULL},     {"__doc__", cfunc_doc, NULL},
    {"__module__", cfunc_module, NULL}, {NULL, NULL, NULL}};

static int64_t
cfunc_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_cfunc_obj *c = (mt_cfunc_obj *)o;
    return (int64_t)(((uintptr_t)c->m >> 4) ^ ((uintptr_t)c->self >> 4));
}

static mt_obj *
cfunc_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (!mt_is_cfunc(b) || (op != MT_CMP_EQ && op != MT_CMP_NE)) {
        return MT_NOTIMPL;
    }
    mt_cfunc_obj *x = (mt_cfunc_obj *)a, *y = (mt_cfunc_obj *)b;
    int eq = x->m == y->m && x->self == y->self;
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

// builtin_function_or_method and method_descriptor: one implementation, two names
#define CFUNC_TYPE(tname, meths, gets)                                                             \
    {                                                                                              \
        .ob = MT_STATIC_HEAD(&mt_type_type), .name = tname, .basicsize = sizeof(mt_cfunc_obj),     \
        .base = &mt_type_object, .clear = cfunc_clear, .repr = cfunc_repr, .hash = cfunc_hash,     \
        .richcmp = cfunc_richcmp, .call = cfunc_call, .descr_get = cfunc_descr_get,                \
        .methods = meths, .getsets = gets,                                                         \
    }

const mt_type mt_type_cfunc = CFUNC_TYPE("builtin_function_or_method", NULL, cfunc_getsets);

static mt_obj *
mdescr_objclass(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *t = (mt_obj *)((mt_cfunc_obj *)o)->owner;
    MT_INCREF(t);
    return t;
}

// list.append.__get__(obj[, type]): the method bound to obj (obj None: the descriptor)
static mt_obj *
mdescr_m_get(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_cfunc_obj *c = (mt_cfunc_obj *)args[0];
    mt_obj *obj = args[1] == MT_NONE ? NULL : args[1];
    if (!obj && (n < 3 || args[2] == MT_NONE)) {
        return mt_raise(st, MT_EXC(TypeError), "__get__(None, None) is invalid");
    }
    if (obj && !mt_isinst(obj, c->owner)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                        c->m->name, c->owner->name, mt_type_name(obj));
    }
    return cfunc_descr_get(st, args[0], obj, NULL);
}

static const mt_getset mdescr_getsets[] = {{"__name__", cfunc_name, NULL},
                                           {"__qualname__", cfunc_qualname, NULL},
                                           {"__doc__", cfunc_doc, NULL},
                                           {"__objclass__", mdescr_objclass, NULL},
                                           {NULL, NULL, NULL}};
static const mt_method mdescr_methods[] = {{"__get__", mdescr_m_get, MT_ARGS(1, 2)},
                                           {NULL, NULL, 0}};

// The same object read from a builtin type's class (mt_unbound_method), under CPython's names
const mt_type mt_type_method_descr =
    CFUNC_TYPE("method_descriptor", mdescr_methods, mdescr_getsets);
const mt_type mt_type_slotwrapper =
    CFUNC_TYPE("wrapper_descriptor", mdescr_methods, mdescr_getsets);
// a type slot bound to its object ((1).__add__)
const mt_type mt_type_methwrapper = CFUNC_TYPE("method-wrapper", NULL, cfunc_getsets);

// dict.__dict__['fromkeys']: a class method as the class's namespace holds it; reading it
// through the class or an instance binds it to the class
static mt_obj *
cmdescr_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    mt_cfunc_obj *c = (mt_cfunc_obj *)d;
    mt_obj *cls = type && type != MT_NONE ? type : obj ? (mt_obj *)MT_TYPE(obj) : NULL;
    if (!cls) {
        MT_INCREF(d);
        return d;
    }
    return mt_obj_new_cfunc(st, c->m, cls, c->owner);
}

// dict.__dict__['fromkeys'].__get__(obj[, type])
static mt_obj *
cmdescr_m_get(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *obj = args[1] == MT_NONE ? NULL : args[1];
    mt_obj *type = n > 2 && args[2] != MT_NONE ? args[2] : NULL;
    if (!obj && !type) {
        return mt_raise(st, MT_EXC(TypeError), "__get__(None, None) is invalid");
    }
    return cmdescr_get(st, args[0], obj, type);
}

static const mt_method cmdescr_methods[] = {{"__get__", cmdescr_m_get, MT_ARGS(1, 2)},
                                            {NULL, NULL, 0}};

static mt_obj *
cmdescr_repr(mt_state *st, mt_obj *o)
{
    mt_cfunc_obj *c = (mt_cfunc_obj *)o;
    return mt_str_printf(st, "<method '%s' of '%s' objects>", c->m->name, c->owner->name);
}

const mt_type mt_type_classmdescr = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "classmethod_descriptor",
    .basicsize = sizeof(mt_cfunc_obj),
    .base = &mt_type_object,
    .clear = cfunc_clear,
    .repr = cmdescr_repr,
    .hash = cfunc_hash,
    .richcmp = cfunc_richcmp,
    .call = cfunc_call,
    .descr_get = cmdescr_get,
    .methods = cmdescr_methods,
    .getsets = mdescr_getsets,
};

/* ---- bound methods ---- */

static void
boundmeth_clear(mt_obj *o)
{
    MT_CLEAR(((mt_boundmeth *)o)->func);
    MT_CLEAR(((mt_boundmeth *)o)->self);
}

static mt_obj *
boundmeth_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_boundmeth *b = (mt_boundmeth *)f;
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    mt_obj *small[8];
    mt_obj **argv = small;
    if (n + nk + 1 > 8) {
        argv = mt_mem(st, (n + nk + 1) * sizeof(mt_obj *));
        if (!argv) {
            return NULL;
        }
    }
    argv[0] = b->self;
    if (n + nk) {
        memcpy(argv + 1, args, (n + nk) * sizeof(mt_obj *));
    }
    mt_obj *r = mt_call(st, b->func, n + 1, argv, kw);
    if (argv != small) {
        cm_free(argv);
    }
    return r;
}

static mt_obj *
boundmeth_repr(mt_state *st, mt_obj *o)
{
    mt_boundmeth *b = (mt_boundmeth *)o;
    mt_obj *qn = mt_getattr_opt(st, b->func, MT_NAME(__qualname__));
    if (!qn) {
        if (st->exc) {
            return NULL;
        }
        qn = mt_str_from_c(st, "?");
        if (!qn) {
            return NULL;
        }
    }
    mt_obj *r = mt_repr(st, b->self);
    if (!r) {
        MT_DECREF(qn);
        return NULL;
    }
    mt_obj *s = mt_str_printf(st, "<bound method %S of %U>", qn, r);
    MT_DECREF(qn);
    MT_DECREF(r);
    return s;
}

static mt_obj *
boundmeth_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    mt_boundmeth *b = (mt_boundmeth *)o;
    if (mt_str_eq_c(name, "__self__")) {
        MT_INCREF(b->self);
        return b->self;
    }
    if (mt_str_eq_c(name, "__func__")) {
        MT_INCREF(b->func);
        return b->func;
    }
    if (mt_str_eq_c(name, "__class__")) {
        MT_INCREF(&mt_type_boundmeth);
        return (mt_obj *)&mt_type_boundmeth;
    }
    return mt_getattr(st, b->func, name);
}

static mt_obj *
boundmeth_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (MT_TYPE(b) != &mt_type_boundmeth || (op != MT_CMP_EQ && op != MT_CMP_NE)) {
        return MT_NOTIMPL;
    }
    mt_boundmeth *x = (mt_boundmeth *)a, *y = (mt_boundmeth *)b;
    int eq = x->func == y->func && x->self == y->self;
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

static int64_t
boundmeth_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_boundmeth *b = (mt_boundmeth *)o;
    return (int64_t)(((uintptr_t)b->func >> 4) ^ ((uintptr_t)b->self >> 4));
}

const mt_type mt_type_boundmeth = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "method",
    .basicsize = sizeof(mt_boundmeth),
    .base = &mt_type_object,
    .clear = boundmeth_clear,
    .repr = boundmeth_repr,
    .hash = boundmeth_hash,
    .richcmp = boundmeth_richcmp,
    .call = boundmeth_call,
    .getattr = boundmeth_getattr,
};

/* ---- super ---- */

typedef struct superobj {
    mt_obj ob;
    mt_obj *type;    // the class after which lookup starts
    mt_obj *obj;     // the instance or class
    mt_obj *objtype; // type of obj (or obj itself when a class)
} superobj;

static void
super_clear(mt_obj *o)
{
    superobj *s = (superobj *)o;
    MT_CLEAR(s->type);
    MT_CLEAR(s->obj);
    MT_CLEAR(s->objtype);
}

mt_obj *
mt_super_new(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (mt_no_kw(st, "super", kw) < 0) {
        return NULL;
    }
    mt_obj *type = NULL, *obj = NULL;
    if (n == 0) {
        mt_frame *f = st->frame;
        if (!f || !f->code || f->code->argcount == 0) {
            return mt_raise(st, MT_EXC(RuntimeError), "super(): no arguments");
        }
        mt_code *c = f->code;
        obj = f->fast[0];
        // the first argument may live in a cell
        int total = c->nlocals + c->ncells + c->nfree;
        for (int i = 0; i < c->ncells; i++) {
            if (c->cell2arg && c->cell2arg[i] == 0) {
                mt_obj *cell = f->fast[c->nlocals + i];
                obj = cell ? ((mt_cell *)cell)->v : NULL;
            }
        }
        if (!obj) {
            return mt_raise(st, MT_EXC(RuntimeError), "super(): arg[0] deleted");
        }
        for (int i = c->nlocals + c->ncells; i < total; i++) {
            if (mt_str_eq(c->localnames[i], MT_NAME(__class__))) {
                mt_obj *cell = f->fast[i];
                type = cell ? ((mt_cell *)cell)->v : NULL;
                break;
            }
        }
        if (!type) {
            return mt_raise(st, MT_EXC(RuntimeError), "super(): __class__ cell not found");
        }
    } else if (n == 2) {
        type = args[0];
        obj = args[1] == MT_NONE ? NULL : args[1]; // super(T, None) is unbound, as CPython's
    } else if (n == 1) {
        type = args[0];
        obj = NULL;
    } else {
        return mt_raise(st, MT_EXC(TypeError), "super() takes at most 2 arguments (%zu given)", n);
    }
    if (!mt_isinst(type, &mt_type_type)) {
        return mt_raise(st, MT_EXC(TypeError), "super() argument 1 must be a type, not %s",
                        mt_type_name(type));
    }
    mt_obj *objtype = NULL;
    if (obj) {
        if (mt_isinst(obj, &mt_type_type) &&
            mt_issubtype((const mt_type *)obj, (const mt_type *)type)) {
            objtype = obj;
        } else if (mt_isinst(obj, (const mt_type *)type)) {
            objtype = (mt_obj *)MT_TYPE(obj);
        } else {
            return mt_raise(st, MT_EXC(TypeError),
                            "super(type, obj): obj must be an instance or subtype of type");
        }
    }
    superobj *s = (superobj *)mt_alloc(st, &mt_type_super, sizeof(superobj));
    if (!s) {
        return NULL;
    }
    MT_INCREF(type);
    s->type = type;
    MT_XINCREF(obj);
    s->obj = obj;
    MT_XINCREF(objtype);
    s->objtype = objtype;
    return (mt_obj *)s;
}

static mt_obj *
super_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    return mt_super_new(st, n, args, kw);
}

// What super object s finds for name along its object's MRO after s->type: 1 with *a set
// (borrowed from the class it was found in), 0 when the generic lookup on s itself decides
// (no object, __class__, or nothing found), -1 with an exception.
static int
super_find(mt_state *st, superobj *s, mt_obj *name, mt_attr *a)
{
    if (!s->objtype || mt_str_eq(name, MT_NAME(__class__))) {
        return 0;
    }
    mt_obj *mro = mt_type_mro(st, (const mt_type *)s->objtype);
    if (!mro) {
        return -1;
    }
    size_t i = 0;
    while (i < MT_TUPLE_N(mro) && MT_TUPLE_ITEM(mro, i) != s->type) {
        i++;
    }
    for (i++; i < MT_TUPLE_N(mro); i++) {
        if (find_in((const mt_type *)MT_TUPLE_ITEM(mro, i), name, a)) {
            MT_DECREF(mro); // a class in s->objtype's MRO, alive while s is
            return 1;
        }
    }
    MT_DECREF(mro);
    return 0;
}

static mt_obj *
super_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    superobj *s = (superobj *)o;
    mt_attr a;
    int rc = super_find(st, s, name, &a);
    if (rc < 0) {
        return NULL;
    }
    if (rc == 0) {
        return mt_generic_getattr(st, o, name);
    }
    int is_class = s->obj == s->objtype;
    if (a.kind == MT_ATTR_OBJ) {
        const mt_type *ot = MT_TYPE(a.obj);
        if (ot->descr_get) {
            return ot->descr_get(st, a.obj, is_class ? NULL : s->obj, s->objtype);
        }
        MT_INCREF(a.obj);
        return a.obj;
    }
    if (a.kind == MT_ATTR_METHOD && (a.m->flags & MT_CLASSM)) {
        return mt_obj_new_cfunc(st, a.m, s->objtype, a.owner);
    }
    if (a.kind == MT_ATTR_METHOD && (a.m->flags & MT_STATICM)) {
        return mt_obj_new_cfunc(st, a.m, NULL, a.owner);
    }
    return mt_attr_materialize(st, &a, is_class ? NULL : s->obj, (const mt_type *)s->objtype);
}

mt_obj *
mt_super_method(mt_state *st, mt_obj *o, mt_obj *name, mt_obj **self)
{
    superobj *s = (superobj *)o;
    mt_attr a;
    *self = NULL;
    if (s->obj == s->objtype || super_find(st, s, name, &a) <= 0 || a.kind != MT_ATTR_OBJ ||
        MT_TYPE(a.obj) != &mt_type_function) {
        return NULL;
    }
    MT_INCREF(a.obj);
    MT_INCREF(s->obj);
    *self = s->obj;
    return a.obj;
}

static mt_obj *
super_repr(mt_state *st, mt_obj *o)
{
    superobj *s = (superobj *)o;
    if (s->objtype) {
        return mt_str_printf(st, "<super: <class '%s'>, <%s object>>",
                             ((const mt_type *)s->type)->name, ((const mt_type *)s->objtype)->name);
    }
    return mt_str_printf(st, "<super: <class '%s'>, NULL>", ((const mt_type *)s->type)->name);
}

static mt_obj *
super_get_thisclass(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *v = ((superobj *)o)->type;
    MT_INCREF(v);
    return v;
}

static mt_obj *
super_get_self(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *v = ((superobj *)o)->obj ? ((superobj *)o)->obj : MT_NONE;
    MT_INCREF(v);
    return v;
}

static mt_obj *
super_get_self_class(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *v = ((superobj *)o)->objtype ? ((superobj *)o)->objtype : MT_NONE;
    MT_INCREF(v);
    return v;
}

// super(T).__get__(obj): an unbound super binds to obj (a super subclass is called again);
// a bound one, or no object, gives itself
static mt_obj *
super_descr_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    (void)type;
    superobj *s = (superobj *)d;
    if (!obj || obj == MT_NONE || s->obj) {
        MT_INCREF(d);
        return d;
    }
    mt_obj *argv[2] = {s->type, obj};
    if (MT_TYPE(d) != &mt_type_super) {
        return mt_call(st, (mt_obj *)MT_TYPE(d), 2, argv, NULL);
    }
    return mt_super_new(st, 2, argv, NULL);
}

static mt_obj *
super_m_get(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *type = n > 2 && args[2] != MT_NONE ? args[2] : NULL;
    if (args[1] == MT_NONE && !type) {
        return mt_raise(st, MT_EXC(TypeError), "__get__(None, None) is invalid");
    }
    return super_descr_get(st, args[0], args[1], type);
}

static const mt_method super_methods[] = {{"__get__", super_m_get, MT_ARGS(1, 2)}, {NULL, NULL, 0}};

static const mt_getset super_getsets[] = {{"__thisclass__", super_get_thisclass, NULL},
                                          {"__self__", super_get_self, NULL},
                                          {"__self_class__", super_get_self_class, NULL},
                                          {NULL, NULL, NULL}};

const mt_type mt_type_super = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "super",
    .basicsize = sizeof(superobj),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = super_clear,
    .repr = super_repr,
    .getattr = super_getattr,
    .descr_get = super_descr_get,
    .tp_new = super_new_t,
    .methods = super_methods,
    .getsets = super_getsets,
};
