/* tuple: immutable arrays, plus the sequence comparison shared with list. */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

const mt_tuple mt_empty_tuple = {MT_STATIC_HEAD(&mt_type_tuple), 0};

mt_obj *
mt_tuple_new(mt_state *st, size_t n)
{
    if (n == 0) {
        return MT_EMPTY_TUPLE;
    }
    if (n > ((size_t)1 << 40)) {
        return mt_nomem(st);
    }
    mt_tuple *t = (mt_tuple *)mt_alloc(st, &mt_type_tuple, sizeof(mt_tuple) + n * sizeof(mt_obj *));
    if (!t) {
        return NULL;
    }
    t->n = n;
    return (mt_obj *)t;
}

mt_obj *
mt_tuple_pack(mt_state *st, size_t n, ...)
{
    mt_obj *t = mt_tuple_new(st, n);
    if (!t) {
        return NULL;
    }
    va_list ap;
    va_start(ap, n);
    for (size_t i = 0; i < n; i++) {
        mt_obj *o = va_arg(ap, mt_obj *);
        MT_INCREF(o);
        MT_TUPLE_ITEM(t, i) = o;
    }
    va_end(ap);
    return t;
}

/* The items of list l as a new tuple; takes the reference to l (NULL gives NULL). */
mt_obj *
mt_tuple_from_list_take(mt_state *st, mt_obj *l)
{
    if (!l) {
        return NULL;
    }
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)l)->items, MT_LIST_N(l));
    MT_DECREF(l);
    return t;
}

mt_obj *
mt_tuple_from_array(mt_state *st, mt_obj *const *items, size_t n)
{
    mt_obj *t = mt_tuple_new(st, n);
    if (!t) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        MT_INCREF(items[i]);
        MT_TUPLE_ITEM(t, i) = items[i];
    }
    return t;
}

static void
tuple_clear(mt_obj *o)
{
    mt_tuple *t = (mt_tuple *)o;
    // last first, as CPython's (list_clear)
    for (size_t i = t->n; i > 0; i--) {
        MT_XDECREF(t->items[i - 1]);
    }
}

static int
seq_repr(mt_state *st, cm_buf *b, mt_obj *const *items, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (i) {
            (void)!cm_buf_adds(b, ", ");
        }
        mt_obj *r = mt_repr(st, items[i]);
        if (!r) {
            return -1;
        }
        (void)!cm_buf_add(b, mt_str_data(r), mt_str_len(r));
        MT_DECREF(r);
    }
    return 0;
}

static mt_obj *
tuple_repr(mt_state *st, mt_obj *o)
{
    mt_tuple *t = (mt_tuple *)o;
    if (t->n == 0) {
        return mt_str_from_c(st, "()");
    }
    int active = mt_repr_enter(st, o);
    if (active != 0) {
        return active < 0 ? NULL : mt_str_from_c(st, "(...)");
    }
    cm_buf b;
    mt_buf_init(st, &b);
    (void)!cm_buf_addc(&b, '(');
    int rc = seq_repr(st, &b, t->items, t->n);
    mt_repr_leave(st, o);
    if (rc < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    if (t->n == 1) {
        (void)!cm_buf_addc(&b, ',');
    }
    (void)!cm_buf_addc(&b, ')');
    return mt_str_from_buf(st, &b);
}

static int64_t
tuple_hash(mt_state *st, mt_obj *o)
{
    // CPython's xxHash-based tuple hash
    mt_tuple *t = (mt_tuple *)o;
    const uint64_t P1 = 11400714785074694791ULL, P2 = 14029467366897019727ULL,
                   P5 = 2870177450012600261ULL;
    uint64_t acc = P5;
    for (size_t i = 0; i < t->n; i++) {
        int64_t h = mt_hash(st, t->items[i]);
        if (h == -1 && st->exc) {
            return -1;
        }
        acc += (uint64_t)h * P2;
        acc = (acc << 31) | (acc >> 33);
        acc *= P1;
    }
    acc += t->n ^ (P5 ^ 3527539UL);
    if (acc == (uint64_t)-1) {
        return 1546275796;
    }
    return (int64_t)acc;
}

/* mt_seq_richcmp: see monty/obj.h. */
mt_obj *
mt_seq_richcmp(mt_state *st, mt_obj **const *a, const size_t *na, mt_obj **const *b,
               const size_t *nb, int op)
{
    size_t i;
    // *a, *na, *b and *nb are read again after every call out: an __eq__ may resize a list
    for (i = 0; i < *na && i < *nb; i++) {
        mt_obj *x = (*a)[i], *y = (*b)[i];
        if (x == y) {
            continue;
        }
        MT_INCREF(x);
        MT_INCREF(y);
        int eq = mt_eq(st, x, y);
        MT_DECREF(x);
        MT_DECREF(y);
        if (eq < 0) {
            return NULL;
        }
        if (!eq) {
            break;
        }
    }
    if (i >= *na || i >= *nb) {
        return mt_cmp_from3(*na < *nb ? -1 : *na > *nb, op);
    }
    if (op == MT_CMP_EQ || op == MT_CMP_NE) {
        return MT_BOOL(op == MT_CMP_NE);
    }
    mt_obj *x = (*a)[i], *y = (*b)[i];
    MT_INCREF(x);
    MT_INCREF(y);
    mt_obj *r = mt_richcmp(st, x, y, op);
    MT_DECREF(x);
    MT_DECREF(y);
    return r;
}

static mt_obj *
tuple_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (!mt_isinst(b, &mt_type_tuple) || !mt_isinst(a, &mt_type_tuple)) {
        return MT_NOTIMPL;
    }
    mt_obj **ia = ((mt_tuple *)a)->items, **ib = ((mt_tuple *)b)->items;
    return mt_seq_richcmp(st, &ia, &MT_TUPLE_N(a), &ib, &MT_TUPLE_N(b), op);
}

static ssize_t
tuple_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)MT_TUPLE_N(o);
}

static mt_obj *
tuple_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    int64_t n = (int64_t)MT_TUPLE_N(o);
    if (MT_TYPE(key) == &mt_type_slice) {
        int64_t start, stop, step, cnt;
        if (mt_slice_indices(st, key, n, &start, &stop, &step, &cnt) < 0) {
            return NULL;
        }
        if (step == 1 && cnt == n && o->type == &mt_type_tuple) {
            MT_INCREF(o);
            return o;
        }
        mt_obj *t = mt_tuple_new(st, (size_t)cnt);
        if (!t) {
            return NULL;
        }
        for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
            mt_obj *x = MT_TUPLE_ITEM(o, j);
            MT_INCREF(x);
            MT_TUPLE_ITEM(t, i) = x;
        }
        return t;
    }
    int64_t i;
    if (!mt_has_index(key)) {
        return mt_raise(st, MT_EXC(TypeError), "tuple indices must be integers or slices, not %s",
                        mt_type_name(key));
    }
    if (mt_index_ssize(st, key, MT_EXC(IndexError), &i) < 0) {
        return NULL;
    }
    if (i < 0) {
        i += n;
    }
    if (i < 0 || i >= n) {
        return mt_raise(st, MT_EXC(IndexError), "tuple index out of range");
    }
    mt_obj *x = MT_TUPLE_ITEM(o, i);
    MT_INCREF(x);
    return x;
}

static int
tuple_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    for (size_t i = 0; i < MT_TUPLE_N(o); i++) {
        if (mt_tick(st) < 0) {
            return -1;
        }
        int eq = mt_eq(st, MT_TUPLE_ITEM(o, i), v);
        if (eq != 0) {
            return eq;
        }
    }
    return 0;
}

static mt_obj *
tuple_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    op &= 0x3f;
    if (op == MT_OP_ADD) {
        if (!mt_isinst(a, &mt_type_tuple)) {
            return MT_NOTIMPL;
        }
        if (!mt_isinst(b, &mt_type_tuple)) {
            if (MT_TYPE(b)->flags & MT_TF_HEAP) {
                return MT_NOTIMPL;
            }
            return mt_raise(st, MT_EXC(TypeError),
                            "can only concatenate tuple (not \"%s\") to tuple", mt_type_name(b));
        }
        size_t na = MT_TUPLE_N(a), nb = MT_TUPLE_N(b);
        mt_obj *t = mt_tuple_new(st, na + nb);
        if (!t) {
            return NULL;
        }
        for (size_t i = 0; i < na; i++) {
            MT_INCREF(MT_TUPLE_ITEM(a, i));
            MT_TUPLE_ITEM(t, i) = MT_TUPLE_ITEM(a, i);
        }
        for (size_t i = 0; i < nb; i++) {
            MT_INCREF(MT_TUPLE_ITEM(b, i));
            MT_TUPLE_ITEM(t, na + i) = MT_TUPLE_ITEM(b, i);
        }
        return t;
    }
    if (op == MT_OP_MUL) {
        mt_obj *seq = a, *cnt = b;
        if (!mt_isinst(seq, &mt_type_tuple)) {
            seq = b;
            cnt = a;
        }
        if (!mt_int_check(cnt)) {
            if (MT_TYPE(cnt)->flags & MT_TF_HEAP) {
                return MT_NOTIMPL;
            }
            return mt_raise(st, MT_EXC(TypeError),
                            "can't multiply sequence by non-int of type '%s'", mt_type_name(cnt));
        }
        int64_t k;
        if (mt_index_ssize(st, cnt, MT_EXC(OverflowError), &k) < 0) {
            return NULL;
        }
        if (k < 0) {
            k = 0;
        }
        size_t n = MT_TUPLE_N(seq);
        if ((k == 1 || n == 0) && MT_TYPE(seq) == &mt_type_tuple) { // as CPython: the same tuple
            MT_INCREF(seq);
            return seq;
        }
        if (n && (uint64_t)k > ((uint64_t)1 << 32) / n) {
            return mt_nomem(st);
        }
        mt_obj *t = mt_tuple_new(st, n * (size_t)k);
        if (!t) {
            return NULL;
        }
        for (int64_t r = 0; r < k; r++) {
            for (size_t i = 0; i < n; i++) {
                MT_INCREF(MT_TUPLE_ITEM(seq, i));
                MT_TUPLE_ITEM(t, (size_t)r * n + i) = MT_TUPLE_ITEM(seq, i);
            }
        }
        return t;
    }
    return MT_NOTIMPL;
}

static mt_obj *
tuple_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "tuple", kw) < 0) {
        return NULL;
    }
    if (n > 1) {
        return mt_raise(st, MT_EXC(TypeError), "tuple expected at most 1 argument, got %zu", n);
    }
    if (n == 0) {
        return MT_EMPTY_TUPLE;
    }
    return mt_tuple_from_iter(st, args[0]);
}

/* ---- Iterator ---- */

typedef struct seqit {
    mt_obj ob;
    mt_obj *seq;
    size_t i;
} seqit;

static mt_obj *
tuple_iter(mt_state *st, mt_obj *o)
{
    seqit *it = (seqit *)mt_alloc(st, &mt_type_tupleiter, sizeof(seqit));
    if (!it) {
        return NULL;
    }
    MT_INCREF(o);
    it->seq = o;
    return (mt_obj *)it;
}

static mt_obj *
tupleiter_next(mt_state *st, mt_obj *o)
{
    (void)st;
    seqit *it = (seqit *)o;
    if (!it->seq) {
        return NULL;
    }
    if (it->i >= MT_TUPLE_N(it->seq)) {
        MT_CLEAR(it->seq);
        return NULL;
    }
    mt_obj *x = MT_TUPLE_ITEM(it->seq, it->i++);
    MT_INCREF(x);
    return x;
}

static void
seqit_clear(mt_obj *o)
{
    MT_CLEAR(((seqit *)o)->seq);
}

// __length_hint__: the items the iterator has still to give (0 once it ended).
static mt_obj *
tupleiter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const seqit *it = (const seqit *)args[0];
    size_t left = it->seq && it->i < MT_TUPLE_N(it->seq) ? MT_TUPLE_N(it->seq) - it->i : 0;
    return mt_int_from_u64(st, left);
}

static const mt_method tupleiter_methods[] = {{"__length_hint__", tupleiter_hint, MT_ARGS(0, 0)},
                                              {NULL, NULL, 0}};

const mt_type mt_type_tupleiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "tuple_iterator",
    .basicsize = sizeof(seqit),
    .base = &mt_type_object,
    .clear = seqit_clear,
    .iter = mt_iter_self,
    .next = tupleiter_next,
    .methods = tupleiter_methods,
};

/* ---- Methods ---- */

static mt_obj *
tuple_count(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t c = 0;
    for (size_t i = 0; i < MT_TUPLE_N(args[0]); i++) {
        if (mt_tick(st) < 0) {
            return NULL;
        }
        int eq = mt_eq(st, MT_TUPLE_ITEM(args[0], i), args[1]);
        if (eq < 0) {
            return NULL;
        }
        c += eq;
    }
    return MT_FROM_SMALL(c);
}

static mt_obj *
tuple_index(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int64_t len = (int64_t)MT_TUPLE_N(args[0]), start = 0, stop = len;
    if (n > 2 && mt_slice_bound(st, args[2], 0, &start) < 0) {
        return NULL;
    }
    if (n > 3 && mt_slice_bound(st, args[3], 0, &stop) < 0) {
        return NULL;
    }
    if (start < 0) {
        start = start + len < 0 ? 0 : start + len;
    }
    if (stop < 0) {
        stop += len;
    }
    if (stop > len) {
        stop = len;
    }
    for (int64_t i = start; i < stop; i++) {
        if (mt_tick(st) < 0) {
            return NULL;
        }
        int eq = mt_eq(st, MT_TUPLE_ITEM(args[0], i), args[1]);
        if (eq < 0) {
            return NULL;
        }
        if (eq) {
            return MT_FROM_SMALL(i);
        }
    }
    return mt_raise(st, MT_EXC(ValueError), "tuple.index(x): x not in tuple");
}

static const mt_method tuple_methods[] = {
    {"count", tuple_count, MT_ARGS(1, 1)}, {"index", tuple_index, MT_ARGS(1, 3)}, {NULL, NULL, 0}};

const mt_type mt_type_tuple = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "tuple",
    .basicsize = sizeof(mt_tuple),
    .flags = MT_TF_BASETYPE | MT_TF_REPEAT,
    .base = &mt_type_object,
    .clear = tuple_clear,
    .repr = tuple_repr,
    .hash = tuple_hash,
    .richcmp = tuple_richcmp,
    .binop = tuple_binop,
    .iter = tuple_iter,
    .getitem = tuple_getitem,
    .len = tuple_len,
    .contains = tuple_contains,
    .tp_new = tuple_new,
    .methods = tuple_methods,
};
