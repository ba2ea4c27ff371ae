/* Small types: None, NotImplemented, Ellipsis, slice, range, cell, module and the builtin
 * iterators (enumerate, zip, map, filter, reversed, sequence and callable iterators). */
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
    (void)kw;
    if (n) {
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

const mt_type mt_type_notimpl = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "NotImplementedType",
    .basicsize = sizeof(mt_obj),
    .base = &mt_type_object,
    .repr = notimpl_repr,
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
};
const mt_obj mt_ellipsis_obj = MT_STATIC_HEAD(&mt_type_ellipsis);

/* ---- slice ---- */

mt_obj *
mt_slice_new(mt_state *st, mt_obj *start, mt_obj *stop, mt_obj *step)
{
    mt_slice *s = (mt_slice *)mt_alloc(st, &mt_type_slice, sizeof(mt_slice));
    if (!s) {
        return NULL;
    }
    s->start = start ? start : MT_NONE;
    s->stop = stop ? stop : MT_NONE;
    s->step = step ? step : MT_NONE;
    MT_INCREF(s->start);
    MT_INCREF(s->stop);
    MT_INCREF(s->step);
    return (mt_obj *)s;
}

static void
slice_clear(mt_obj *o)
{
    mt_slice *s = (mt_slice *)o;
    MT_CLEAR(s->start);
    MT_CLEAR(s->stop);
    MT_CLEAR(s->step);
}

static int
slice_int(mt_state *st, mt_obj *o, int64_t *out)
{
    if (MT_IS_SMALL(o)) {
        *out = MT_SMALL_VAL(o);
        return 0;
    }
    if (mt_int_check(o)) {
        if (mt_int_as_i64(st, o, out) < 0) {
            mt_exc_clear(st);
            *out = mt_int_sign(o) < 0 ? INT64_MIN / 2 : INT64_MAX / 2;
        }
        return 0;
    }
    if (mt_index(st, o, out) < 0) {
        if (mt_type_heap_dunder(MT_TYPE(o), MT_NAME(__index__))) {
            return -1; // the object's own __index__ failed: keep its error
        }
        mt_exc_clear(st);
        return mt_raisei(st, MT_EXC(TypeError),
                         "slice indices must be integers or None or have an __index__ method");
    }
    return 0;
}

int
mt_slice_unpack(mt_state *st, mt_obj *so, int64_t *pstart, int64_t *pstop, int64_t *pstep)
{
    mt_slice *s = (mt_slice *)so;
    int64_t step = 1, start, stop;
    if (s->step != MT_NONE) {
        if (slice_int(st, s->step, &step) < 0) {
            return -1;
        }
        if (step == 0) {
            return mt_raisei(st, MT_EXC(ValueError), "slice step cannot be zero");
        }
    }
    if (s->start == MT_NONE) {
        start = step < 0 ? INT64_MAX : 0;
    } else if (slice_int(st, s->start, &start) < 0) {
        return -1;
    }
    if (s->stop == MT_NONE) {
        stop = step < 0 ? INT64_MIN : INT64_MAX;
    } else if (slice_int(st, s->stop, &stop) < 0) {
        return -1;
    }
    *pstart = start;
    *pstop = stop;
    *pstep = step;
    return 0;
}

static int64_t
slice_clamp(int64_t i, int64_t len, int64_t step)
{
    if (i < 0) {
        i += len; // len >= 0, so this cannot overflow
        if (i < 0) {
            i = step < 0 ? -1 : 0;
        }
    } else if (i >= len) {
        i = step < 0 ? len - 1 : len;
    }
    return i;
}

int64_t
mt_slice_adjust(int64_t len, int64_t *pstart, int64_t *pstop, int64_t step)
{
    int64_t start = slice_clamp(*pstart, len, step);
    int64_t stop = slice_clamp(*pstop, len, step);
    int64_t count = 0;
    if (step < 0) {
        if (stop < start) {
            count = (start - stop - 1) / (-step) + 1;
        }
    } else if (start < stop) {
        count = (stop - start - 1) / step + 1;
    }
    *pstart = start;
    *pstop = stop;
    return count;
}

int
mt_slice_indices(mt_state *st, mt_obj *so, int64_t len, int64_t *pstart, int64_t *pstop,
                 int64_t *pstep, int64_t *pcount)
{
    if (mt_slice_unpack(st, so, pstart, pstop, pstep) < 0) {
        return -1;
    }
    *pcount = mt_slice_adjust(len, pstart, pstop, *pstep);
    return 0;
}

static mt_obj *
slice_repr(mt_state *st, mt_obj *o)
{
    mt_slice *s = (mt_slice *)o;
    return mt_str_printf(st, "slice(%R, %R, %R)", s->start, s->stop, s->step);
}

static mt_obj *
slice_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "slice", kw) < 0) {
        return NULL;
    }
    if (n == 0 || n > 3) {
        return mt_raise(st, MT_EXC(TypeError),
                        n ? "slice expected at most 3 arguments, got %zu"
                          : "slice expected at least 1 argument, got %zu",
                        n);
    }
    if (n == 1) {
        return mt_slice_new(st, NULL, args[0], NULL);
    }
    return mt_slice_new(st, args[0], args[1], n > 2 ? args[2] : NULL);
}

static mt_obj *
slice_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (MT_TYPE(b) != &mt_type_slice) {
        return MT_NOTIMPL;
    }
    mt_slice *x = (mt_slice *)a, *y = (mt_slice *)b;
    mt_obj *ia[3] = {x->start, x->stop, x->step}, *ib[3] = {y->start, y->stop, y->step};
    mt_obj **pa = ia, **pb = ib;
    const size_t three = 3;
    return mt_seq_richcmp(st, &pa, &three, &pb, &three, op);
}

static mt_obj *
slice_start(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_slice *)o)->start);
    return ((mt_slice *)o)->start;
}

static mt_obj *
slice_stop(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_slice *)o)->stop);
    return ((mt_slice *)o)->stop;
}

static mt_obj *
slice_step(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_slice *)o)->step);
    return ((mt_slice *)o)->step;
}

static mt_obj *
slice_indices_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t len, a, b, c, cnt;
    if (mt_index(st, args[1], &len) < 0) {
        return NULL;
    }
    if (mt_slice_indices(st, args[0], len, &a, &b, &c, &cnt) < 0) {
        return NULL;
    }
    return mt_tuple_pack(st, 3, MT_FROM_SMALL(a), MT_FROM_SMALL(b), MT_FROM_SMALL(c));
}

static const mt_getset slice_getsets[] = {{"start", slice_start, NULL},
                                          {"stop", slice_stop, NULL},
                                          {"step", slice_step, NULL},
                                          {NULL, NULL, NULL}};
static const mt_method slice_methods[] = {{"indices", slice_indices_m, MT_ARGS(1, 1)},
                                          {NULL, NULL, 0}};

const mt_type mt_type_slice = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "slice",
    .basicsize = sizeof(mt_slice),
    .base = &mt_type_object,
    .clear = slice_clear,
    .repr = slice_repr,
    .hash = mt_hash_unhashable,
    .richcmp = slice_richcmp,
    .tp_new = slice_new_t,
    .methods = slice_methods,
    .getsets = slice_getsets,
};

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

// an int from a slice field or index: ints as they are, others through __index__
static mt_obj *
index_obj(mt_state *st, mt_obj *o)
{
    if (o == MT_NONE || mt_int_check(o)) {
        MT_INCREF(o);
        return o;
    }
    int64_t v;
    if (mt_index(st, o, &v) < 0) {
        return NULL;
    }
    return mt_int_from_i64(st, v);
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

static int
range_arg(mt_state *st, mt_obj *o, int64_t *v, mt_obj **big)
{
    if (!mt_int_check(o) && !(MT_TYPE(o)->flags & MT_TF_HEAP)) {
        return mt_raisei(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                         mt_type_name(o));
    }
    if (mt_int_check(o) && !MT_IS_SMALL(o) && mt_int_as_i64(st, o, v) < 0) {
        mt_exc_clear(st);
        *big = o; // beyond int64
        return 0;
    }
    if (mt_index(st, o, v) < 0) {
        return -1;
    }
    if (*v > RANGE_SMALL || *v < -RANGE_SMALL) {
        *big = o;
    }
    return 0;
}

static mt_obj *
range_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "range", kw) < 0) {
        return NULL;
    }
    int64_t a = 0, b = 0, c = 1;
    mt_obj *big = NULL;
    if (n >= 1 && n <= 3) {
        if (n == 1 ? range_arg(st, args[0], &b, &big) < 0
                   : range_arg(st, args[0], &a, &big) < 0 || range_arg(st, args[1], &b, &big) < 0) {
            return NULL;
        }
        if (n == 3) {
            if (range_arg(st, args[2], &c, &big) < 0) {
                return NULL;
            }
            if (c == 0 && !big) {
                return mt_raise(st, MT_EXC(ValueError), "range() arg 3 must not be zero");
            }
        }
        if (big) {
            // the bounds as ints (an __index__ result beyond +-2**61 was read as int64)
            mt_obj *o[3] = {mt_int_from_i64(st, a), mt_int_from_i64(st, b), mt_int_from_i64(st, c)};
            for (size_t i = 0; i < n; i++) {
                size_t j = n == 1 ? 1 : i; // range(stop) fills the stop slot
                if (mt_int_check(args[i]) && o[j]) {
                    MT_INCREF(args[i]);
                    MT_SETREF(o[j], args[i]);
                }
            }
            mt_obj *r = NULL;
            if (o[0] && o[1] && o[2]) {
                if (mt_int_sign(o[2]) == 0) {
                    mt_raise(st, MT_EXC(ValueError), "range() arg 3 must not be zero");
                } else {
                    r = range_new_big(st, o[0], o[1], o[2]);
                }
            }
            for (int i = 0; i < 3; i++) {
                MT_XDECREF(o[i]);
            }
            return r;
        }
    } else if (n == 0) {
        return mt_raise(st, MT_EXC(TypeError), "range expected at least 1 argument, got 0");
    } else {
        return mt_raise(st, MT_EXC(TypeError), "range expected at most 3 arguments, got %zu", n);
    }
    return mt_range_new(st, a, b, c);
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
        if (!mt_int_check(key) && !(MT_TYPE(key)->flags & MT_TF_HEAP)) {
            return mt_raise(st, MT_EXC(TypeError),
                            "range indices must be integers or slices, not %s", mt_type_name(key));
        }
        mt_obj *k = index_obj(st, key);
        mt_obj *v = k ? range_big_item(st, r, k) : NULL;
        MT_XDECREF(k);
        return v;
    }
    if (MT_TYPE(key) == &mt_type_slice) {
        int64_t a, b, c, cnt;
        if (mt_slice_indices(st, key, r->len, &a, &b, &c, &cnt) < 0) {
            return NULL;
        }
        int64_t s0 = r->start + a * r->step;
        int64_t step = r->step * c;
        return mt_range_new(st, s0, s0 + cnt * step, step);
    }
    int64_t i;
    if (!mt_int_check(key) && !(MT_TYPE(key)->flags & MT_TF_HEAP)) {
        return mt_raise(st, MT_EXC(TypeError), "range indices must be integers or slices, not %s",
                        mt_type_name(key));
    }
    if (mt_index(st, key, &i) < 0) {
        return NULL;
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

const mt_type mt_type_rangeiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "range_iterator",
    .basicsize = sizeof(rangeiter),
    .base = &mt_type_object,
    .iter = mt_iter_self,
    .next = rangeiter_next,
};

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

static mt_obj *
enumerate_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"iterable", 1}, {"start", 0}, {NULL, 0}};
    mt_obj *a[2];
    (void)t;
    if (mt_args_parse(st, "enumerate", n, args, kw, specs, 2, a) < 0) {
        return NULL;
    }
    if (a[1] && !mt_int_check(a[1])) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                        mt_type_name(a[1]));
    }
    mt_obj *it = mt_iter(st, a[0]);
    if (!it) {
        return NULL;
    }
    enumobj *e = (enumobj *)mt_alloc(st, &mt_type_enumerate, sizeof(enumobj));
    if (!e) {
        MT_DECREF(it);
        return NULL;
    }
    e->it = it;
    e->count = a[1] ? a[1] : MT_FROM_SMALL(0);
    MT_INCREF(e->count);
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
    (void)t;
    int strict = 0;
    if (kw) {
        for (size_t i = 0; i < MT_TUPLE_N(kw); i++) {
            if (!mt_str_eq_c(MT_TUPLE_ITEM(kw, i), "strict")) {
                return mt_raise(st, MT_EXC(TypeError),
                                "zip() got an unexpected keyword argument '%U'",
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
        if (!it) {
            if (mt_exc_matches(st, MT_EXC(TypeError))) {
                mt_exc_clear(st);
                mt_raise(st, MT_EXC(TypeError), "zip argument #%zu must support iteration", i + 1);
            }
            for (size_t j = i; j < n; j++) {
                MT_TUPLE_ITEM(its, j) = MT_NONE;
            }
            MT_DECREF(its);
            return NULL;
        }
        MT_TUPLE_ITEM(its, i) = it;
    }
    zipobj *z = (zipobj *)mt_alloc(st, &mt_type_zip, sizeof(zipobj));
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
    (void)t;
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
    mapobj *m = (mapobj *)mt_alloc(st, &mt_type_map, sizeof(mapobj));
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
    .clear = map_clear,
    .iter = mt_iter_self,
    .next = map_next,
    .tp_new = map_new,
};

/* ---- filter ---- */

static mt_obj *
filter_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
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
    mapobj *m = (mapobj *)mt_alloc(st, &mt_type_filter, sizeof(mapobj));
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
        (void)!cm_buf_adds(b, ((const mt_type *)o)->name);
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
