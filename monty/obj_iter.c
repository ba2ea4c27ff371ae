/* The builtin iterator types: the sequence iterator (old-style __getitem__ protocol),
 * iter(callable, sentinel), enumerate, zip, map, filter and reversed. */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

/* ---- Sequence iterator (old-style __getitem__ protocol) ---- */

typedef struct seqiter {
    mt_obj ob;
    mt_obj *seq;
    int64_t i;
} seqiter;

mt_obj *
mt_seqiter_new(mt_state *st, mt_obj *seq)
{
    seqiter *it = (seqiter *)mt_alloc(st, &mt_type_seqiter, sizeof(seqiter));
    if (!it) {
        return NULL;
    }
    MT_INCREF(seq);
    it->seq = seq;
    return (mt_obj *)it;
}

static mt_obj *
seqiter_next(mt_state *st, mt_obj *o)
{
    seqiter *it = (seqiter *)o;
    if (!it->seq) {
        return NULL;
    }
    mt_obj *r = mt_getitem(st, it->seq, MT_FROM_SMALL(it->i));
    if (!r) {
        if (mt_exc_matches(st, MT_EXC(IndexError)) || mt_exc_matches(st, MT_EXC(StopIteration))) {
            mt_exc_clear(st);
            MT_CLEAR(it->seq);
        }
        return NULL;
    }
    it->i++;
    return r;
}

static void
seqiter_clear(mt_obj *o)
{
    MT_CLEAR(((seqiter *)o)->seq);
}

const mt_type mt_type_seqiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "iterator",
    .basicsize = sizeof(seqiter),
    .base = &mt_type_object,
    .clear = seqiter_clear,
    .iter = mt_iter_self,
    .next = seqiter_next,
};

/* ---- iter(callable, sentinel) ---- */

typedef struct calliter {
    mt_obj ob;
    mt_obj *fn, *sentinel;
} calliter;

mt_obj *
mt_calliter_new(mt_state *st, mt_obj *fn, mt_obj *sentinel)
{
    calliter *it = (calliter *)mt_alloc(st, &mt_type_calliter, sizeof(calliter));
    if (!it) {
        return NULL;
    }
    MT_INCREF(fn);
    MT_INCREF(sentinel);
    it->fn = fn;
    it->sentinel = sentinel;
    return (mt_obj *)it;
}

static mt_obj *
calliter_next(mt_state *st, mt_obj *o)
{
    calliter *it = (calliter *)o;
    if (!it->fn) {
        return NULL;
    }
    mt_obj *r = mt_call0(st, it->fn);
    if (!r) {
        if (mt_exc_matches(st, MT_EXC(StopIteration))) {
            mt_exc_clear(st);
        }
        return NULL;
    }
    int eq = mt_eq(st, r, it->sentinel);
    if (eq != 0) {
        MT_DECREF(r);
        if (eq > 0) {
            MT_CLEAR(it->fn);
        }
        return NULL;
    }
    return r;
}

static void
calliter_clear(mt_obj *o)
{
    MT_CLEAR(((calliter *)o)->fn);
    MT_CLEAR(((calliter *)o)->sentinel);
}

const mt_type mt_type_calliter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "callable_iterator",
    .basicsize = sizeof(calliter),
    .base = &mt_type_object,
    .clear = calliter_clear,
    .iter = mt_iter_self,
    .next = calliter_next,
};

/* ---- enumerate ---- */

typedef struct enumobj {
    mt_obj ob;
    mt_obj *it;
    mt_obj *count; // int
} enumobj;

// enumerate(iterable, start=0) called as CPython 3.11's enum_vectorcall parses it: by the
// count of all arguments first, each keyword checked against its place
static int
enumerate_args(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, mt_obj **a)
{
    size_t nk = kw ? MT_TUPLE_N(kw) : 0, all = n + nk;
    a[0] = a[1] = NULL;
    if (all == 0) {
        return mt_raisei(st, MT_EXC(TypeError), "enumerate() missing required argument 'iterable'");
    }
    if (all > 2) {
        return mt_raisei(st, MT_EXC(TypeError), "enumerate() takes at most 2 arguments (%zu given)",
                         all);
    }
    // the names expected at the keywords' places (both keywords: either order)
    const char *want[2] = {"iterable", "start"};
    size_t at[2] = {0, 1};
    if (nk == 2 && mt_str_eq_c(MT_TUPLE_ITEM(kw, 0), "start")) {
        want[0] = "start";
        want[1] = "iterable";
        at[0] = 1;
        at[1] = 0;
    }
    for (size_t i = 0; i < all; i++) {
        if (i >= n) {
            mt_obj *name = MT_TUPLE_ITEM(kw, i - n);
            size_t w = nk == 2 ? i - n : i;
            if (!mt_str_eq_c(name, want[w])) {
                return mt_raisei(st, MT_EXC(TypeError),
                                 "'%U' is an invalid keyword argument for enumerate()", name);
            }
            a[nk == 2 ? at[w] : i] = args[i];
        } else {
            a[i] = args[i];
        }
    }
    return 0;
}

static mt_obj *
enumerate_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"iterable", 1}, {"start", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (t == &mt_type_enumerate ? enumerate_args(st, n, args, kw, a) < 0
                                : mt_args_parse(st, "enumerate", n, args, kw, specs, 2, a) < 0) {
        return NULL;
    }
    // start: an int or an object with __index__ (CPython's PyNumber_Index)
    mt_obj *start = a[1] ? mt_index_int(st, a[1]) : MT_FROM_SMALL(0);
    if (!start) {
        return NULL;
    }
    if (!a[1]) {
        MT_INCREF(start);
    }
    mt_obj *it = mt_iter(st, a[0]);
    if (!it) {
        MT_DECREF(start);
        return NULL;
    }
    enumobj *e = (enumobj *)mt_alloc(st, t, t->basicsize);
    if (!e) {
        MT_DECREF(it);
        MT_DECREF(start);
        return NULL;
    }
    e->it = it;
    e->count = start;
    return (mt_obj *)e;
}

static mt_obj *
enumerate_next(mt_state *st, mt_obj *o)
{
    enumobj *e = (enumobj *)o;
    mt_obj *x = mt_next(st, e->it);
    if (!x) {
        return NULL;
    }
    mt_obj *t = mt_tuple_new(st, 2);
    if (!t) {
        MT_DECREF(x);
        return NULL;
    }
    MT_TUPLE_ITEM(t, 0) = e->count;
    MT_TUPLE_ITEM(t, 1) = x;
    mt_obj *next = mt_binop(st, e->count, MT_FROM_SMALL(1), MT_OP_ADD);
    if (!next) {
        e->count = MT_FROM_SMALL(0);
        MT_DECREF(t);
        return NULL;
    }
    e->count = next;
    return t;
}

static void
enumerate_clear(mt_obj *o)
{
    MT_CLEAR(((enumobj *)o)->it);
    MT_CLEAR(((enumobj *)o)->count);
}

const mt_type mt_type_enumerate = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "enumerate",
    .basicsize = sizeof(enumobj),
    .base = &mt_type_object,
    .flags = MT_TF_BASETYPE,
    .clear = enumerate_clear,
    .iter = mt_iter_self,
    .next = enumerate_next,
    .tp_new = enumerate_new,
};

/* ---- zip ---- */

typedef struct zipobj {
    mt_obj ob;
    mt_obj *its; // tuple of iterators
    int strict;
} zipobj;

static mt_obj *
zip_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    int strict = 0;
    if (kw) {
        for (size_t i = 0; i < MT_TUPLE_N(kw); i++) {
            if (!mt_str_eq_c(MT_TUPLE_ITEM(kw, i), "strict")) {
                return mt_raise(st, MT_EXC(TypeError),
                                "'%U' is an invalid keyword argument for zip()",
                                MT_TUPLE_ITEM(kw, i));
            }
            strict = mt_truth(st, args[n + i]);
        }
    }
    mt_obj *its = mt_tuple_new(st, n);
    if (!its) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        mt_obj *it = mt_iter(st, args[i]);
        if (!it) { // iter()'s own TypeError, as CPython 3.11's zip gives it
            for (size_t j = i; j < n; j++) {
                MT_TUPLE_ITEM(its, j) = MT_NONE;
            }
            MT_DECREF(its);
            return NULL;
        }
        MT_TUPLE_ITEM(its, i) = it;
    }
    zipobj *z = (zipobj *)mt_alloc(st, t, t->basicsize);
    if (!z) {
        MT_DECREF(its);
        return NULL;
    }
    z->its = its;
    z->strict = strict;
    return (mt_obj *)z;
}

static mt_obj *
zip_next(mt_state *st, mt_obj *o)
{
    zipobj *z = (zipobj *)o;
    size_t n = MT_TUPLE_N(z->its);
    if (n == 0) {
        return NULL;
    }
    mt_obj *t = mt_tuple_new(st, n);
    if (!t) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        mt_obj *x = mt_next(st, MT_TUPLE_ITEM(z->its, i));
        if (!x) {
            for (size_t j = i; j < n; j++) {
                MT_TUPLE_ITEM(t, j) = MT_NONE;
            }
            MT_DECREF(t);
            if (z->strict && !st->exc) {
                if (i > 0) {
                    return mt_raise(st, MT_EXC(ValueError),
                                    "zip() argument %zu is shorter than argument%s%zu", i + 1,
                                    i == 1 ? " " : "s 1-", i);
                }
                for (size_t j = 1; j < n; j++) {
                    mt_obj *y = mt_next(st, MT_TUPLE_ITEM(z->its, j));
                    if (y) {
                        MT_DECREF(y);
                        return mt_raise(st, MT_EXC(ValueError),
                                        "zip() argument %zu is longer than argument%s%zu", j + 1,
                                        j == 1 ? " " : "s 1-", j);
                    }
                    if (st->exc) {
                        return NULL;
                    }
                }
            }
            return NULL;
        }
        MT_TUPLE_ITEM(t, i) = x;
    }
    return t;
}

static void
zip_clear(mt_obj *o)
{
    MT_CLEAR(((zipobj *)o)->its);
}

const mt_type mt_type_zip = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "zip",
    .basicsize = sizeof(zipobj),
    .base = &mt_type_object,
    .flags = MT_TF_BASETYPE,
    .clear = zip_clear,
    .iter = mt_iter_self,
    .next = zip_next,
    .tp_new = zip_new,
};

/* ---- map ---- */

typedef struct mapobj {
    mt_obj ob;
    mt_obj *fn;
    mt_obj *its;
} mapobj;

static mt_obj *
map_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (mt_no_kw(st, "map", kw) < 0) {
        return NULL;
    }
    if (n < 2) {
        return mt_raise(st, MT_EXC(TypeError), "map() must have at least two arguments.");
    }
    mt_obj *its = mt_tuple_new(st, n - 1);
    if (!its) {
        return NULL;
    }
    for (size_t i = 1; i < n; i++) {
        mt_obj *it = mt_iter(st, args[i]);
        if (!it) {
            for (size_t j = i; j < n; j++) {
                MT_TUPLE_ITEM(its, j - 1) = MT_NONE;
            }
            MT_DECREF(its);
            return NULL;
        }
        MT_TUPLE_ITEM(its, i - 1) = it;
    }
    mapobj *m = (mapobj *)mt_alloc(st, t, t->basicsize);
    if (!m) {
        MT_DECREF(its);
        return NULL;
    }
    MT_INCREF(args[0]);
    m->fn = args[0];
    m->its = its;
    return (mt_obj *)m;
}

static mt_obj *
map_next(mt_state *st, mt_obj *o)
{
    mapobj *m = (mapobj *)o;
    size_t n = MT_TUPLE_N(m->its);
    mt_obj *argv[8];
    mt_obj **av = argv;
    if (n > 8) {
        av = mt_mem(st, n * sizeof(mt_obj *));
        if (!av) {
            return NULL;
        }
    }
    size_t got = 0;
    mt_obj *r = NULL;
    for (; got < n; got++) {
        av[got] = mt_next(st, MT_TUPLE_ITEM(m->its, got));
        if (!av[got]) {
            goto done;
        }
    }
    r = mt_call(st, m->fn, n, av, NULL);
done:
    for (size_t i = 0; i < got; i++) {
        MT_DECREF(av[i]);
    }
    if (av != argv) {
        cm_free(av);
    }
    return r;
}

static void
map_clear(mt_obj *o)
{
    MT_CLEAR(((mapobj *)o)->fn);
    MT_CLEAR(((mapobj *)o)->its);
}

const mt_type mt_type_map = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "map",
    .basicsize = sizeof(mapobj),
    .base = &mt_type_object,
    .flags = MT_TF_BASETYPE,
    .clear = map_clear,
    .iter = mt_iter_self,
    .next = map_next,
    .tp_new = map_new,
};

/* ---- filter ---- */

static mt_obj *
filter_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (mt_no_kw(st, "filter", kw) < 0) {
        return NULL;
    }
    if (n != 2) {
        return mt_raise(st, MT_EXC(TypeError), "filter expected 2 arguments, got %zu", n);
    }
    mt_obj *it = mt_iter(st, args[1]);
    if (!it) {
        return NULL;
    }
    mapobj *m = (mapobj *)mt_alloc(st, t, t->basicsize);
    if (!m) {
        MT_DECREF(it);
        return NULL;
    }
    MT_INCREF(args[0]);
    m->fn = args[0];
    m->its = it;
    return (mt_obj *)m;
}

static mt_obj *
filter_next(mt_state *st, mt_obj *o)
{
    mapobj *m = (mapobj *)o;
    for (;;) {
        mt_obj *x = mt_next(st, m->its);
        if (!x) {
            return NULL;
        }
        int ok;
        if (m->fn == MT_NONE || m->fn == (mt_obj *)&mt_type_bool) {
            ok = mt_truth(st, x);
        } else {
            mt_obj *r = mt_call1(st, m->fn, x);
            if (!r) {
                MT_DECREF(x);
                return NULL;
            }
            ok = mt_truth(st, r);
            MT_DECREF(r);
        }
        if (ok < 0) {
            MT_DECREF(x);
            return NULL;
        }
        if (ok) {
            return x;
        }
        MT_DECREF(x);
    }
}

const mt_type mt_type_filter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "filter",
    .basicsize = sizeof(mapobj),
    .base = &mt_type_object,
    .flags = MT_TF_BASETYPE,
    .clear = map_clear,
    .iter = mt_iter_self,
    .next = filter_next,
    .tp_new = filter_new,
};

/* ---- reversed ---- */

typedef struct revobj {
    mt_obj ob;
    mt_obj *seq;
    int64_t i;
} revobj;

static mt_obj *
reversed_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "reversed", kw) < 0) {
        return NULL;
    }
    if (n != 1) {
        return mt_raise(st, MT_EXC(TypeError), "reversed expected 1 argument, got %zu", n);
    }
    mt_obj *seq = args[0];
    if ((MT_TYPE(seq)->flags & MT_TF_HEAP) &&
        mt_type_heap_dunder(MT_TYPE(seq), MT_NAME(__reversed__)) == MT_NONE) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object is not reversible", MT_TYPE(seq)->name);
    }
    mt_obj *m = mt_getattr_opt(st, seq, MT_NAME(__reversed__));
    if (m) {
        mt_obj *r = mt_call0(st, m);
        MT_DECREF(m);
        return r;
    }
    if (st->exc) {
        return NULL;
    }
    const mt_type *tp = MT_TYPE(seq);
    int has_getitem = tp->getitem != NULL ||
                      ((tp->flags & MT_TF_HEAP) && mt_type_heap_dunder(tp, MT_NAME(__getitem__)));
    if (!has_getitem || tp == &mt_type_dict || tp == &mt_type_set) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object is not reversible", tp->name);
    }
    ssize_t len = mt_len(st, seq);
    if (len < 0) {
        return NULL;
    }
    revobj *r = (revobj *)mt_alloc(st, &mt_type_reversed, sizeof(revobj));
    if (!r) {
        return NULL;
    }
    MT_INCREF(seq);
    r->seq = seq;
    r->i = len - 1;
    return (mt_obj *)r;
}

static mt_obj *
reversed_next(mt_state *st, mt_obj *o)
{
    revobj *r = (revobj *)o;
    if (!r->seq || r->i < 0) {
        MT_CLEAR(r->seq);
        return NULL;
    }
    mt_obj *x = mt_getitem(st, r->seq, MT_FROM_SMALL(r->i));
    r->i--;
    return x;
}

static void
reversed_clear(mt_obj *o)
{
    MT_CLEAR(((revobj *)o)->seq);
}

const mt_type mt_type_reversed = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "reversed",
    .basicsize = sizeof(revobj),
    .base = &mt_type_object,
    .clear = reversed_clear,
    .iter = mt_iter_self,
    .next = reversed_next,
    .tp_new = reversed_new,
};
