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
    // each may be past a small int's range (a step of 2**100 is clamped to INT64_MAX)
    mt_obj *v[3] = {mt_int_from_i64(st, a), mt_int_from_i64(st, b), mt_int_from_i64(st, c)};
    mt_obj *r = v[0] && v[1] && v[2] ? mt_tuple_from_array(st, v, 3) : NULL;
    for (int i = 0; i < 3; i++) {
        MT_XDECREF(v[i]);
    }
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
