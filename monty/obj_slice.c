/* slice objects (mt_type_slice): construction, indices(), and mt_slice_indices, which
 * every sequence type uses to clamp a slice to its length. */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

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

/* mt_slice_bound: see monty/obj.h. */
int
mt_slice_bound(mt_state *st, mt_obj *o, int none_ok, int64_t *out)
{
    if (!mt_has_index(o)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "slice indices must be integers%s have an __index__ method",
                         none_ok ? " or None or" : " or");
    }
    return mt_index_ssize(st, o, NULL, out);
}

int
mt_slice_unpack(mt_state *st, mt_obj *so, int64_t *pstart, int64_t *pstop, int64_t *pstep)
{
    mt_slice *s = (mt_slice *)so;
    int64_t step = 1, start, stop;
    if (s->step != MT_NONE) {
        if (mt_slice_bound(st, s->step, 1, &step) < 0) {
            return -1;
        }
        if (step == 0) {
            return mt_raisei(st, MT_EXC(ValueError), "slice step cannot be zero");
        }
        if (step < -INT64_MAX) {
            step = -INT64_MAX; // as CPython's PySlice_Unpack: every -step stays representable
        }
    }
    if (s->start == MT_NONE) {
        start = step < 0 ? INT64_MAX : 0;
    } else if (mt_slice_bound(st, s->start, 1, &start) < 0) {
        return -1;
    }
    if (s->stop == MT_NONE) {
        stop = step < 0 ? INT64_MIN : INT64_MAX;
    } else if (mt_slice_bound(st, s->stop, 1, &stop) < 0) {
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

// A bound of slice.indices(len) as CPython's _PySlice_GetLongIndices, in ints of any size:
// None gives dflt; a negative bound counts from len; the result is clamped to [lower,
// upper]. A new reference, or NULL.
static mt_obj *
long_bound(mt_state *st, mt_obj *o, mt_obj *len, mt_obj *lower, mt_obj *upper, mt_obj *dflt)
{
    if (o == MT_NONE) {
        MT_INCREF(dflt);
        return dflt;
    }
    if (!mt_has_index(o)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "slice indices must be integers or None or have an __index__ method");
    }
    mt_obj *v = mt_index_int(st, o);
    if (v && mt_int_sign(v) < 0) {
        MT_SETREF(v, mt_int_binop(st, v, len, MT_OP_ADD));
    }
    if (!v) {
        return NULL;
    }
    mt_obj *clamp = mt_int_cmp(v, lower) < 0 ? lower : mt_int_cmp(v, upper) > 0 ? upper : NULL;
    if (clamp) {
        MT_INCREF(clamp);
        MT_SETREF(v, clamp);
    }
    return v;
}

static mt_obj *
slice_indices_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_slice *s = (mt_slice *)args[0];
    mt_obj *len = mt_index_int(st, args[1]);
    if (!len) {
        return NULL;
    }
    mt_obj *v[3] = {NULL, NULL, NULL}; // start, stop, step
    mt_obj *lower = NULL;
    mt_obj *upper = NULL;
    mt_obj *r = NULL;
    if (mt_int_sign(len) < 0) {
        mt_raise(st, MT_EXC(ValueError), "length should not be negative");
        goto done;
    }
    if (s->step == MT_NONE) {
        v[2] = MT_FROM_SMALL(1);
    } else if (!mt_has_index(s->step)) {
        mt_raise(st, MT_EXC(TypeError),
                 "slice indices must be integers or None or have an __index__ method");
        goto done;
    } else if (!(v[2] = mt_index_int(st, s->step))) {
        goto done;
    } else if (mt_int_sign(v[2]) == 0) {
        mt_raise(st, MT_EXC(ValueError), "slice step cannot be zero");
        goto done;
    }
    int back = mt_int_sign(v[2]) < 0;
    // a negative step: from len - 1 down to -1; else from 0 up to len
    lower = MT_FROM_SMALL(back ? -1 : 0);
    upper = back ? mt_int_binop(st, len, lower, MT_OP_ADD) : (MT_INCREF(len), len);
    if (!upper || !(v[0] = long_bound(st, s->start, len, lower, upper, back ? upper : lower)) ||
        !(v[1] = long_bound(st, s->stop, len, lower, upper, back ? lower : upper))) {
        goto done;
    }
    r = mt_tuple_from_array(st, v, 3);
done:
    for (int i = 0; i < 3; i++) {
        MT_XDECREF(v[i]);
    }
    MT_XDECREF(upper);
    MT_DECREF(len);
    return r;
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
