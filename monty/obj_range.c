/* range and its iterator (mt_type_range, mt_type_rangeiter): small-int ranges with
 * machine-word arithmetic, and ranges over big ints that keep every bound as an int object. */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

/* ---- range ---- */

mt_obj *
mt_range_new(mt_state *st, int64_t start, int64_t stop, int64_t step)
{
    mt_range *r = (mt_range *)mt_alloc(st, &mt_type_range, sizeof(mt_range));
    if (!r) {
        return NULL;
    }
    r->start = start;
    r->stop = stop;
    r->step = step;
    int64_t len = 0;
    if (step > 0 && start < stop) {
        len = (stop - start - 1) / step + 1;
    } else if (step < 0 && start > stop) {
        len = (start - stop - 1) / (-step) + 1;
    }
    r->len = len;
    return (mt_obj *)r;
}

/* ---- ranges over big ints: every bound kept as an int object ---- */

#define RANGE_SMALL ((int64_t)1 << 61)

// a op b for ints (new reference, or NULL)
static mt_obj *
iop(mt_state *st, mt_obj *a, int op, mt_obj *b)
{
    return mt_int_binop(st, a, b, op);
}

static mt_obj *
range_new_big(mt_state *st, mt_obj *start, mt_obj *stop, mt_obj *step)
{
    int up = mt_int_sign(step) > 0;
    mt_obj *lo = up ? start : stop, *hi = up ? stop : start;
    mt_obj *len;
    if (mt_int_cmp(lo, hi) < 0) {
        // (hi - lo - 1) // |step| + 1
        mt_obj *d = iop(st, hi, MT_OP_SUB, lo);
        mt_obj *d1 = d ? iop(st, d, MT_OP_SUB, MT_FROM_SMALL(1)) : NULL;
        mt_obj *as = up ? (MT_INCREF(step), step) : iop(st, MT_FROM_SMALL(0), MT_OP_SUB, step);
        mt_obj *q = d1 && as ? iop(st, d1, MT_OP_FLOORDIV, as) : NULL;
        len = q ? iop(st, q, MT_OP_ADD, MT_FROM_SMALL(1)) : NULL;
        MT_XDECREF(d);
        MT_XDECREF(d1);
        MT_XDECREF(as);
        MT_XDECREF(q);
        if (!len) {
            return NULL;
        }
    } else {
        len = MT_FROM_SMALL(0);
    }
    mt_obj *t = mt_tuple_pack(st, 4, start, stop, step, len);
    MT_DECREF(len);
    if (!t) {
        return NULL;
    }
    mt_range *r = (mt_range *)mt_alloc(st, &mt_type_range, sizeof(mt_range));
    if (!r) {
        MT_DECREF(t);
        return NULL;
    }
    r->big = t;
    return (mt_obj *)r;
}

#define RB(r, i) MT_TUPLE_ITEM((r)->big, i) // 0 start, 1 stop, 2 step, 3 len

// A range from three ints: the int64 form when every bound is small.
static mt_obj *
range_from_objs(mt_state *st, mt_obj *a, mt_obj *b, mt_obj *c)
{
    int64_t x, y, z;
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b) && MT_IS_SMALL(c)) {
        x = MT_SMALL_VAL(a), y = MT_SMALL_VAL(b), z = MT_SMALL_VAL(c);
        if (x <= RANGE_SMALL && x >= -RANGE_SMALL && y <= RANGE_SMALL && y >= -RANGE_SMALL &&
            z <= RANGE_SMALL && z >= -RANGE_SMALL) {
            return mt_range_new(st, x, y, z);
        }
    }
    return range_new_big(st, a, b, c);
}

// r[i] for a big range, i an int (negative counts from the end)
static mt_obj *
range_big_item(mt_state *st, mt_range *r, mt_obj *i)
{
    mt_obj *k = NULL;
    if (mt_int_sign(i) < 0) {
        k = iop(st, i, MT_OP_ADD, RB(r, 3));
    } else {
        MT_INCREF(i);
        k = i;
    }
    if (!k) {
        return NULL;
    }
    if (mt_int_sign(k) < 0 || mt_int_cmp(k, RB(r, 3)) >= 0) {
        MT_DECREF(k);
        return mt_raise(st, MT_EXC(IndexError), "range object index out of range");
    }
    mt_obj *off = iop(st, k, MT_OP_MUL, RB(r, 2));
    MT_DECREF(k);
    mt_obj *v = off ? iop(st, RB(r, 0), MT_OP_ADD, off) : NULL;
    MT_XDECREF(off);
    return v;
}

// One bound of a slice of a big range, clamped as CPython's slice.indices() does.
static mt_obj *
range_big_bound(mt_state *st, mt_obj *v, mt_obj *len, int neg, int is_start)
{
    mt_obj *lower = neg ? MT_FROM_SMALL(-1) : MT_FROM_SMALL(0);
    mt_obj *upper = neg ? iop(st, len, MT_OP_SUB, MT_FROM_SMALL(1)) : (MT_INCREF(len), len);
    if (!upper) {
        return NULL;
    }
    if (v == MT_NONE) {
        if (is_start == neg) {
            return upper;
        }
        MT_DECREF(upper);
        return lower;
    }
    mt_obj *x;
    if (mt_int_sign(v) < 0) {
        x = iop(st, v, MT_OP_ADD, len);
        if (x && mt_int_cmp(x, lower) < 0) {
            MT_DECREF(x);
            x = lower;
        }
    } else if (mt_int_cmp(v, upper) > 0) {
        MT_INCREF(upper);
        x = upper;
    } else {
        MT_INCREF(v);
        x = v;
    }
    MT_DECREF(upper);
    return x;
}

// an int from a slice field: None as it is, others through __index__
static mt_obj *
index_obj(mt_state *st, mt_obj *o)
{
    if (o == MT_NONE) {
        MT_INCREF(o);
        return o;
    }
    if (!mt_has_index(o)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "slice indices must be integers or None or have an __index__ method");
    }
    return mt_index_int(st, o);
}

static mt_obj *
range_big_slice(mt_state *st, mt_range *r, mt_obj *key)
{
    mt_slice *sl = (mt_slice *)key;
    mt_obj *s0 = index_obj(st, sl->start), *s1 = index_obj(st, sl->stop),
           *s2 = index_obj(st, sl->step);
    mt_obj *res = NULL, *a = NULL, *b = NULL, *na = NULL, *nb = NULL, *nc = NULL, *t = NULL;
    if (!s0 || !s1 || !s2) {
        goto done;
    }
    if (s2 == MT_NONE) {
        MT_SETREF(s2, MT_FROM_SMALL(1));
    } else if (mt_int_sign(s2) == 0) {
        mt_raise(st, MT_EXC(ValueError), "slice step cannot be zero");
        goto done;
    }
    int neg = mt_int_sign(s2) < 0;
    a = range_big_bound(st, s0, RB(r, 3), neg, 1);
    b = a ? range_big_bound(st, s1, RB(r, 3), neg, 0) : NULL;
    if (!b) {
        goto done;
    }
    // start + a*step, start + b*step, step*s2
    t = iop(st, a, MT_OP_MUL, RB(r, 2));
    na = t ? iop(st, RB(r, 0), MT_OP_ADD, t) : NULL;
    MT_XDECREF(t);
    t = na ? iop(st, b, MT_OP_MUL, RB(r, 2)) : NULL;
    nb = t ? iop(st, RB(r, 0), MT_OP_ADD, t) : NULL;
    nc = nb ? iop(st, RB(r, 2), MT_OP_MUL, s2) : NULL;
    if (nc) {
        res = range_from_objs(st, na, nb, nc);
    }
done:
    MT_XDECREF(t);
    MT_XDECREF(s0);
    MT_XDECREF(s1);
    MT_XDECREF(s2);
    MT_XDECREF(a);
    MT_XDECREF(b);
    MT_XDECREF(na);
    MT_XDECREF(nb);
    MT_XDECREF(nc);
    return res;
}

// 1 when the int x is in the big range r
static int
range_big_has(mt_state *st, mt_range *r, mt_obj *x)
{
    int up = mt_int_sign(RB(r, 2)) > 0;
    if (up ? (mt_int_cmp(x, RB(r, 0)) < 0 || mt_int_cmp(x, RB(r, 1)) >= 0)
           : (mt_int_cmp(x, RB(r, 0)) > 0 || mt_int_cmp(x, RB(r, 1)) <= 0)) {
        return 0;
    }
    mt_obj *d = iop(st, x, MT_OP_SUB, RB(r, 0));
    mt_obj *m = d ? iop(st, d, MT_OP_MOD, RB(r, 2)) : NULL;
    MT_XDECREF(d);
    if (!m) {
        return -1;
    }
    int in = mt_int_sign(m) == 0;
    MT_DECREF(m);
    return in;
}

// iterator over a big range: the next value, the step and how many are left, as ints
typedef struct bigrangeiter {
    mt_obj ob;
    mt_obj *cur, *step, *left;
} bigrangeiter;

static void
bigrangeiter_clear(mt_obj *o)
{
    bigrangeiter *it = (bigrangeiter *)o;
    MT_CLEAR(it->cur);
    MT_CLEAR(it->step);
    MT_CLEAR(it->left);
}

static mt_obj *
bigrangeiter_next(mt_state *st, mt_obj *o)
{
    bigrangeiter *it = (bigrangeiter *)o;
    if (mt_int_sign(it->left) <= 0) {
        return NULL;
    }
    mt_obj *nx = iop(st, it->cur, MT_OP_ADD, it->step);
    mt_obj *nl = nx ? iop(st, it->left, MT_OP_SUB, MT_FROM_SMALL(1)) : NULL;
    if (!nl) {
        MT_XDECREF(nx);
        return NULL;
    }
    mt_obj *v = it->cur;
    it->cur = nx;
    MT_SETREF(it->left, nl);
    return v;
}

static const mt_type mt_type_bigrangeiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "longrange_iterator",
    .basicsize = sizeof(bigrangeiter),
    .base = &mt_type_object,
    .clear = bigrangeiter_clear,
    .iter = mt_iter_self,
    .next = bigrangeiter_next,
};

static mt_obj *
range_big_iter(mt_state *st, mt_range *r, int reverse)
{
    mt_obj *cur, *step;
    if (reverse) {
        // start + (len - 1) * step, going by -step
        mt_obj *l1 = iop(st, RB(r, 3), MT_OP_SUB, MT_FROM_SMALL(1));
        mt_obj *off = l1 ? iop(st, l1, MT_OP_MUL, RB(r, 2)) : NULL;
        cur = off ? iop(st, RB(r, 0), MT_OP_ADD, off) : NULL;
        step = cur ? iop(st, MT_FROM_SMALL(0), MT_OP_SUB, RB(r, 2)) : NULL;
        MT_XDECREF(l1);
        MT_XDECREF(off);
    } else {
        cur = RB(r, 0);
        step = RB(r, 2);
        MT_INCREF(cur);
        MT_INCREF(step);
    }
    bigrangeiter *it =
        step ? (bigrangeiter *)mt_alloc(st, &mt_type_bigrangeiter, sizeof(bigrangeiter)) : NULL;
    if (!it) {
        MT_XDECREF(cur);
        MT_XDECREF(step);
        return NULL;
    }
    it->cur = cur;
    it->step = step;
    it->left = RB(r, 3);
    MT_INCREF(it->left);
    return (mt_obj *)it;
}

static void
range_clear(mt_obj *o)
{
    MT_CLEAR(((mt_range *)o)->big);
}

static mt_obj *
range_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "range", kw) < 0) {
        return NULL;
    }
    if (n == 0) {
        return mt_raise(st, MT_EXC(TypeError), "range expected at least 1 argument, got 0");
    }
    if (n > 3) {
        return mt_raise(st, MT_EXC(TypeError), "range expected at most 3 arguments, got %zu", n);
    }
    // each argument as the int it stands for (its __index__), in order; range(stop) fills the
    // stop slot
    mt_obj *o[3] = {MT_FROM_SMALL(0), NULL, MT_FROM_SMALL(1)};
    mt_obj *r = NULL;
    for (size_t i = 0; i < n; i++) {
        mt_obj *v = mt_index_int(st, args[i]);
        if (!v) {
            goto done;
        }
        size_t slot = n == 1 ? 1 : i;
        MT_XDECREF(o[slot]);
        o[slot] = v;
    }
    if (mt_int_sign(o[2]) == 0) {
        mt_raise(st, MT_EXC(ValueError), "range() arg 3 must not be zero");
        goto done;
    }
    r = range_from_objs(st, o[0], o[1], o[2]);
done:
    for (int i = 0; i < 3; i++) {
        MT_XDECREF(o[i]);
    }
    return r;
}

static mt_obj *
range_repr(mt_state *st, mt_obj *o)
{
    mt_range *r = (mt_range *)o;
    if (r->big) {
        if (MT_IS_SMALL(RB(r, 2)) && MT_SMALL_VAL(RB(r, 2)) == 1) {
            return mt_str_printf(st, "range(%S, %S)", RB(r, 0), RB(r, 1));
        }
        return mt_str_printf(st, "range(%S, %S, %S)", RB(r, 0), RB(r, 1), RB(r, 2));
    }
    if (r->step == 1) {
        return mt_str_printf(st, "range(%lld, %lld)", (long long)r->start, (long long)r->stop);
    }
    return mt_str_printf(st, "range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop,
                         (long long)r->step);
}

static ssize_t
range_len(mt_state *st, mt_obj *o)
{
    mt_range *r = (mt_range *)o;
    if (r->big) {
        int64_t n;
        if (mt_int_as_i64(st, RB(r, 3), &n) < 0) {
            mt_exc_clear(st);
            return mt_raisei(st, MT_EXC(OverflowError),
                             "Python int too large to convert to C ssize_t");
        }
        return (ssize_t)n;
    }
    return (ssize_t)r->len;
}

static mt_obj *
range_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_range *r = (mt_range *)o;
    if (r->big) {
        if (MT_TYPE(key) == &mt_type_slice) {
            return range_big_slice(st, r, key);
        }
        if (!mt_has_index(key)) {
            return mt_raise(st, MT_EXC(TypeError),
                            "range indices must be integers or slices, not %s", mt_type_name(key));
        }
        mt_obj *k = mt_index_int(st, key);
        mt_obj *v = k ? range_big_item(st, r, k) : NULL;
        MT_XDECREF(k);
        return v;
    }
    if (MT_TYPE(key) == &mt_type_slice) {
        // CPython's: each bound of the adjusted slice mapped through the range. Plain small
        // bounds are done in int64; others (__index__, huge values) and any product past
        // int64 are done on ints, as a big range's slice is.
        mt_slice *sl = (mt_slice *)key;
        int plain = (sl->start == MT_NONE || MT_IS_SMALL(sl->start)) &&
                    (sl->stop == MT_NONE || MT_IS_SMALL(sl->stop)) &&
                    (sl->step == MT_NONE || MT_IS_SMALL(sl->step));
        int64_t a, b, c, cnt, x, y, z;
        if (plain) {
            if (mt_slice_indices(st, key, r->len, &a, &b, &c, &cnt) < 0) {
                return NULL;
            }
            if (!__builtin_mul_overflow(a, r->step, &x) &&
                !__builtin_add_overflow(x, r->start, &x) &&
                !__builtin_mul_overflow(b, r->step, &y) &&
                !__builtin_add_overflow(y, r->start, &y) &&
                !__builtin_mul_overflow(c, r->step, &z)) {
                mt_obj *b3[3] = {mt_int_from_i64(st, x), mt_int_from_i64(st, y),
                                 mt_int_from_i64(st, z)};
                mt_obj *res =
                    b3[0] && b3[1] && b3[2] ? range_from_objs(st, b3[0], b3[1], b3[2]) : NULL;
                for (int k = 0; k < 3; k++) {
                    MT_XDECREF(b3[k]);
                }
                return res;
            }
        }
        mt_obj *b3[3] = {mt_int_from_i64(st, r->start), mt_int_from_i64(st, r->stop),
                         mt_int_from_i64(st, r->step)};
        mt_obj *wide = b3[0] && b3[1] && b3[2] ? range_new_big(st, b3[0], b3[1], b3[2]) : NULL;
        for (int k = 0; k < 3; k++) {
            MT_XDECREF(b3[k]);
        }
        mt_obj *res = wide ? range_big_slice(st, (mt_range *)wide, key) : NULL;
        MT_XDECREF(wide);
        return res;
    }
    int64_t i;
    if (!mt_has_index(key)) {
        return mt_raise(st, MT_EXC(TypeError), "range indices must be integers or slices, not %s",
                        mt_type_name(key));
    }
    if (mt_index_ssize(st, key, NULL, &i) < 0) {
        return NULL; // a huge index is clamped, so it is out of range below
    }
    if (i < 0) {
        i += r->len;
    }
    if (i < 0 || i >= r->len) {
        return mt_raise(st, MT_EXC(IndexError), "range object index out of range");
    }
    return mt_int_from_i64(st, r->start + i * r->step);
}

static int
range_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    mt_range *r = (mt_range *)o;
    if (r->big) {
        // (a non-int is compared with each item by CPython; a big range has too many)
        return mt_int_check(v) ? range_big_has(st, r, v) : 0;
    }
    if (!mt_int_check(v)) {
        for (int64_t i = 0; i < r->len; i++) {
            int eq = mt_eq(st, MT_FROM_SMALL(r->start + i * r->step), v);
            if (eq != 0) {
                return eq;
            }
        }
        return 0;
    }
    int64_t x;
    if (mt_int_as_i64(st, v, &x) < 0) {
        mt_exc_clear(st);
        return 0;
    }
    if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop)) {
        return 0;
    }
    return (x - r->start) % r->step == 0;
}

// (start, stop, step, len) of any range as ints
static mt_obj *
range_as_tuple(mt_state *st, mt_range *r)
{
    if (r->big) {
        MT_INCREF(r->big);
        return r->big;
    }
    mt_obj *v[4] = {mt_int_from_i64(st, r->start), mt_int_from_i64(st, r->stop),
                    mt_int_from_i64(st, r->step), mt_int_from_i64(st, r->len)};
    mt_obj *t = v[0] && v[1] && v[2] && v[3] ? mt_tuple_pack(st, 4, v[0], v[1], v[2], v[3]) : NULL;
    for (int i = 0; i < 4; i++) {
        MT_XDECREF(v[i]);
    }
    return t;
}

// ranges are equal when they give the same items: same length, and (if any) same start,
// and (if more than one) same step
static int
range_tuples_eq(mt_obj *x, mt_obj *y)
{
    mt_obj *lx = MT_TUPLE_ITEM(x, 3);
    if (mt_int_cmp(lx, MT_TUPLE_ITEM(y, 3)) != 0) {
        return 0;
    }
    if (mt_int_sign(lx) == 0) {
        return 1;
    }
    if (mt_int_cmp(MT_TUPLE_ITEM(x, 0), MT_TUPLE_ITEM(y, 0)) != 0) {
        return 0;
    }
    return mt_int_cmp(lx, MT_FROM_SMALL(1)) == 0 ||
           mt_int_cmp(MT_TUPLE_ITEM(x, 2), MT_TUPLE_ITEM(y, 2)) == 0;
}

static mt_obj *
range_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (MT_TYPE(b) != &mt_type_range || (op != MT_CMP_EQ && op != MT_CMP_NE)) {
        return MT_NOTIMPL;
    }
    mt_range *x = (mt_range *)a, *y = (mt_range *)b;
    if (x->big || y->big) {
        mt_obj *tx = range_as_tuple(st, x), *ty = tx ? range_as_tuple(st, y) : NULL;
        int e = ty ? range_tuples_eq(tx, ty) : -1;
        MT_XDECREF(tx);
        MT_XDECREF(ty);
        if (e < 0) {
            return NULL;
        }
        return MT_BOOL(op == MT_CMP_EQ ? e : !e);
    }
    int eq = x->len == y->len &&
             (x->len == 0 || (x->start == y->start && (x->len == 1 || x->step == y->step)));
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

static int64_t
range_hash(mt_state *st, mt_obj *o)
{
    mt_range *r = (mt_range *)o;
    // as CPython: hash((len, start, step)) with None for what equality ignores
    mt_obj *v = range_as_tuple(st, r);
    if (!v) {
        return -1;
    }
    mt_obj *len = MT_TUPLE_ITEM(v, 3);
    int many = mt_int_cmp(len, MT_FROM_SMALL(1)) > 0;
    mt_obj *t = mt_tuple_pack(st, 3, len, mt_int_sign(len) ? MT_TUPLE_ITEM(v, 0) : MT_NONE,
                              many ? MT_TUPLE_ITEM(v, 2) : MT_NONE);
    MT_DECREF(v);
    if (!t) {
        return -1;
    }
    int64_t h = mt_hash(st, t);
    MT_DECREF(t);
    return h;
}

typedef struct rangeiter {
    mt_obj ob;
    int64_t cur, step, left;
} rangeiter;

static mt_obj *
range_iter(mt_state *st, mt_obj *o)
{
    mt_range *r = (mt_range *)o;
    if (r->big) {
        return range_big_iter(st, r, 0);
    }
    rangeiter *it = (rangeiter *)mt_alloc(st, &mt_type_rangeiter, sizeof(rangeiter));
    if (!it) {
        return NULL;
    }
    it->cur = r->start;
    it->step = r->step;
    it->left = r->len;
    return (mt_obj *)it;
}

static mt_obj *
rangeiter_next(mt_state *st, mt_obj *o)
{
    (void)st;
    rangeiter *it = (rangeiter *)o;
    if (it->left <= 0) {
        return NULL;
    }
    int64_t v = it->cur;
    it->cur += it->step;
    it->left--;
    return MT_FROM_SMALL(v);
}

static mt_obj *
range_reversed(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_range *r = (mt_range *)args[0];
    if (r->big) {
        return range_big_iter(st, r, 1);
    }
    rangeiter *it = (rangeiter *)mt_alloc(st, &mt_type_rangeiter, sizeof(rangeiter));
    if (!it) {
        return NULL;
    }
    it->cur = r->start + (r->len - 1) * r->step;
    it->step = -r->step;
    it->left = r->len;
    return (mt_obj *)it;
}

static mt_obj *
range_index(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_range *r = (mt_range *)args[0];
    int c = range_contains(st, args[0], args[1]);
    if (c < 0) {
        return NULL;
    }
    if (!c) {
        mt_obj *rep = mt_repr(st, args[1]);
        if (rep) {
            mt_raise(st, MT_EXC(ValueError), "%U is not in range", rep);
            MT_DECREF(rep);
        }
        return NULL;
    }
    if (r->big) {
        mt_obj *d = iop(st, args[1], MT_OP_SUB, RB(r, 0));
        mt_obj *q = d ? iop(st, d, MT_OP_FLOORDIV, RB(r, 2)) : NULL;
        MT_XDECREF(d);
        return q;
    }
    int64_t x;
    (void)mt_int_as_i64(st, args[1], &x);
    return MT_FROM_SMALL((x - r->start) / r->step);
}

static mt_obj *
range_count(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int c = range_contains(st, args[0], args[1]);
    return c < 0 ? NULL : MT_FROM_SMALL(c);
}

static mt_obj *
range_start(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_range *r = (mt_range *)o;
    if (r->big) {
        MT_INCREF(RB(r, 0));
        return RB(r, 0);
    }
    return MT_FROM_SMALL(r->start);
}

static mt_obj *
range_stop(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_range *r = (mt_range *)o;
    if (r->big) {
        MT_INCREF(RB(r, 1));
        return RB(r, 1);
    }
    return MT_FROM_SMALL(r->stop);
}

static mt_obj *
range_step(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_range *r = (mt_range *)o;
    if (r->big) {
        MT_INCREF(RB(r, 2));
        return RB(r, 2);
    }
    return MT_FROM_SMALL(r->step);
}

static const mt_method range_methods[] = {{"__reversed__", range_reversed, MT_ARGS(0, 0)},
                                          {"index", range_index, MT_ARGS(1, 1)},
                                          {"count", range_count, MT_ARGS(1, 1)},
                                          {NULL, NULL, 0}};
static const mt_getset range_getsets[] = {{"start", range_start, NULL},
                                          {"stop", range_stop, NULL},
                                          {"step", range_step, NULL},
                                          {NULL, NULL, NULL}};

static int
range_truth(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_range *r = (mt_range *)o;
    return r->big ? mt_int_sign(RB(r, 3)) > 0 : r->len > 0;
}

const mt_type mt_type_range = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "range",
    .basicsize = sizeof(mt_range),
    .base = &mt_type_object,
    .clear = range_clear,
    .repr = range_repr,
    .hash = range_hash,
    .richcmp = range_richcmp,
    .truth = range_truth,
    .iter = range_iter,
    .getitem = range_getitem,
    .len = range_len,
    .contains = range_contains,
    .tp_new = range_new_t,
    .methods = range_methods,
    .getsets = range_getsets,
};

// __length_hint__: the values the iterator has still to give.
static mt_obj *
rangeiter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const rangeiter *it = (const rangeiter *)args[0];
    return mt_int_from_i64(st, it->left > 0 ? it->left : 0);
}

static const mt_method rangeiter_methods[] = {{"__length_hint__", rangeiter_hint, MT_ARGS(0, 0)},
                                              {NULL, NULL, 0}};

const mt_type mt_type_rangeiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "range_iterator",
    .basicsize = sizeof(rangeiter),
    .base = &mt_type_object,
    .iter = mt_iter_self,
    .next = rangeiter_next,
    .methods = rangeiter_methods,
};
