/* list: growable arrays, slicing, sorting (stable merge sort). */
#include "config.h"

#include <limits.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"
#include "monty/vm.h"

mt_obj *
mt_list_new(mt_state *st, size_t n)
{
    mt_list *l = (mt_list *)mt_alloc(st, &mt_type_list, sizeof(mt_list));
    if (!l) {
        return NULL;
    }
    if (n) {
        l->items = mt_mem(st, n * sizeof(mt_obj *));
        if (!l->items) {
            MT_DECREF(l);
            return NULL;
        }
        memset(l->items, 0, n * sizeof(mt_obj *));
        l->cap = n;
        l->n = n;
    }
    return (mt_obj *)l;
}

static int
reserve(mt_state *st, mt_list *l, size_t extra)
{
    if (l->n + extra <= l->cap) {
        return 0;
    }
    size_t cap = l->cap ? l->cap : 4;
    while (cap < l->n + extra) {
        cap = cap + (cap >> 1) + 4;
    }
    mt_obj **p = mt_mem_realloc(st, l->items, cap * sizeof(mt_obj *));
    if (!p) {
        return -1;
    }
    l->items = p;
    l->cap = cap;
    return 0;
}

int
mt_list_append_take(mt_state *st, mt_obj *lo, mt_obj *v)
{
    mt_list *l = (mt_list *)lo;
    if (l->n == l->cap && reserve(st, l, 1) < 0) {
        MT_DECREF(v);
        return -1;
    }
    l->items[l->n++] = v;
    return 0;
}

int
mt_list_append(mt_state *st, mt_obj *l, mt_obj *v)
{
    MT_INCREF(v);
    return mt_list_append_take(st, l, v);
}

int
mt_list_extend(mt_state *st, mt_obj *lo, mt_obj *iterable)
{
    mt_list *l = (mt_list *)lo;
    const mt_type *t = MT_TYPE(iterable);
    if (t == &mt_type_list || t == &mt_type_tuple) {
        size_t n = t == &mt_type_list ? MT_LIST_N(iterable) : MT_TUPLE_N(iterable);
        if (reserve(st, l, n) < 0) {
            return -1;
        }
        // read the source only after the resize: it may be this list (`l += l`)
        mt_obj **src =
            t == &mt_type_list ? ((mt_list *)iterable)->items : ((mt_tuple *)iterable)->items;
        for (size_t i = 0; i < n; i++) {
            MT_INCREF(src[i]);
            l->items[l->n + i] = src[i];
        }
        l->n += n;
        return 0;
    }
    mt_obj *it = mt_iter(st, iterable);
    if (!it) {
        return -1;
    }
    for (;;) {
        mt_obj *x = mt_next(st, it);
        if (!x) {
            break;
        }
        if (mt_list_append_take(st, lo, x) < 0) {
            break;
        }
    }
    MT_DECREF(it);
    return st->exc ? -1 : 0;
}

static void
list_clear(mt_obj *o)
{
    mt_list *l = (mt_list *)o;
    mt_obj **items = l->items;
    size_t n = l->n;
    l->items = NULL;
    l->n = l->cap = 0;
    // last first, as CPython's: the order generators dropped with the list are closed in
    while (n > 0) {
        n--;
        MT_XDECREF(items[n]);
    }
    cm_free(items);
}

static void
list_release(mt_obj *o)
{
    cm_free(((mt_list *)o)->items);
    ((mt_list *)o)->items = NULL;
}

static mt_obj *
list_repr(mt_state *st, mt_obj *o)
{
    mt_list *l = (mt_list *)o;
    if (l->n == 0) {
        return mt_str_from_c(st, "[]");
    }
    int active = mt_repr_enter(st, o);
    if (active != 0) {
        return active < 0 ? NULL : mt_str_from_c(st, "[...]");
    }
    cm_buf b;
    mt_buf_init(st, &b);
    (void)!cm_buf_addc(&b, '[');
    int rc = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (i) {
            (void)!cm_buf_adds(&b, ", ");
        }
        mt_obj *x = l->items[i];
        MT_INCREF(x);
        mt_obj *r = mt_repr(st, x);
        MT_DECREF(x);
        if (!r) {
            rc = -1;
            break;
        }
        (void)!cm_buf_add(&b, mt_str_data(r), mt_str_len(r));
        MT_DECREF(r);
    }
    mt_repr_leave(st, o);
    if (rc < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    (void)!cm_buf_addc(&b, ']');
    return mt_str_from_buf(st, &b);
}

static mt_obj *
list_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (!mt_isinst(b, &mt_type_list) || !mt_isinst(a, &mt_type_list)) {
        return MT_NOTIMPL;
    }
    mt_list *x = (mt_list *)a, *y = (mt_list *)b;
    if (x->n != y->n && (op == MT_CMP_EQ || op == MT_CMP_NE)) {
        // lists of different lengths are unequal without a look at the items (CPython)
        return MT_BOOL(op == MT_CMP_NE);
    }
    return mt_seq_richcmp(st, &x->items, &x->n, &y->items, &y->n, op);
}

static ssize_t
list_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)MT_LIST_N(o);
}

static int
norm_index(mt_state *st, mt_obj *key, const mt_list *l, int64_t *out, const char *what)
{
    if (!mt_has_index(key)) {
        return mt_raisei(st, MT_EXC(TypeError), "list indices must be integers or slices, not %s",
                         mt_type_name(key));
    }
    int64_t i;
    if (mt_index_ssize(st, key, MT_EXC(IndexError), &i) < 0) {
        return -1;
    }
    // the length after the conversion: an __index__ may have shrunk or cleared the list
    int64_t n = (int64_t)l->n;
    if (i < 0) {
        i += n;
    }
    if (i < 0 || i >= n) {
        return mt_raisei(st, MT_EXC(IndexError), "%s", what);
    }
    *out = i;
    return 0;
}

static mt_obj *
list_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_list *l = (mt_list *)o;
    if (MT_IS_SMALL(key)) {
        int64_t i = MT_SMALL_VAL(key);
        if (i < 0) {
            i += (int64_t)l->n;
        }
        if (i >= 0 && i < (int64_t)l->n) {
            mt_obj *x = l->items[i];
            MT_INCREF(x);
            return x;
        }
        return mt_raise(st, MT_EXC(IndexError), "list index out of range");
    }
    if (MT_TYPE(key) == &mt_type_slice) {
        int64_t start, stop, step;
        if (mt_slice_unpack(st, key, &start, &stop, &step) < 0) {
            return NULL;
        }
        // an __index__ of the slice may have resized the list: clip to its length now
        int64_t cnt = mt_slice_adjust((int64_t)l->n, &start, &stop, step);
        mt_obj *r = mt_list_new(st, (size_t)cnt);
        if (!r) {
            return NULL;
        }
        for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
            MT_INCREF(l->items[j]);
            MT_LIST_ITEM(r, i) = l->items[j];
        }
        return r;
    }
    int64_t i;
    if (norm_index(st, key, l, &i, "list index out of range") < 0) {
        return NULL;
    }
    MT_INCREF(l->items[i]);
    return l->items[i];
}

static int
list_ass_slice(mt_state *st, mt_list *l, mt_obj *key, mt_obj *v)
{
    int64_t start, stop, step;
    if (mt_slice_unpack(st, key, &start, &stop, &step) < 0) {
        return -1;
    }
    // CPython sizes an extended slice before it reads the value: that size is in the message
    int64_t start0 = start, stop0 = stop;
    int64_t cnt0 = mt_slice_adjust((int64_t)l->n, &start0, &stop0, step);
    mt_obj *seq = NULL;
    if (v) {
        // a copy first: v may be this list, or an iterator that changes it
        seq = mt_list_from_iter(st, v);
        if (!seq) {
            if (mt_exc_matches(st, MT_EXC(TypeError))) {
                mt_exc_clear(st);
                return mt_raisei(st, MT_EXC(TypeError), "must assign iterable to extended slice");
            }
            return -1;
        }
    }
    // no call back into Python from here on, so the clipped bounds stay valid
    int64_t cnt = mt_slice_adjust((int64_t)l->n, &start, &stop, step);
    if (!v) {
        if (cnt == 0) {
            return 0;
        }
        if (step < 0) {
            start = start + (cnt - 1) * step;
            step = -step;
        }
        mt_obj **dead = mt_mem(st, (size_t)cnt * sizeof(mt_obj *));
        if (!dead) {
            return -1;
        }
        size_t w = (size_t)start, k = 0;
        for (size_t r = (size_t)start; r < l->n; r++) {
            if (k < (size_t)cnt && r == (size_t)(start + (int64_t)k * step)) {
                dead[k++] = l->items[r];
            } else {
                l->items[w++] = l->items[r];
            }
        }
        l->n = w;
        for (size_t i = 0; i < k; i++) {
            MT_DECREF(dead[i]);
        }
        cm_free(dead);
        return 0;
    }
    size_t m = MT_LIST_N(seq);
    if (step == 1) {
        size_t lo = (size_t)start, hi = (size_t)(stop < start ? start : stop);
        size_t old = hi - lo;
        if (m > old && reserve(st, l, m - old) < 0) {
            MT_DECREF(seq);
            return -1;
        }
        mt_obj **dead = old ? mt_mem(st, old * sizeof(mt_obj *)) : NULL;
        if (old && !dead) {
            MT_DECREF(seq);
            return -1;
        }
        if (old) {
            memcpy(dead, l->items + lo, old * sizeof(mt_obj *));
        }
        if (l->n > hi) {
            memmove(l->items + lo + m, l->items + hi, (l->n - hi) * sizeof(mt_obj *));
        }
        for (size_t i = 0; i < m; i++) {
            MT_INCREF(MT_LIST_ITEM(seq, i));
            l->items[lo + i] = MT_LIST_ITEM(seq, i);
        }
        l->n = l->n - old + m;
        for (size_t i = 0; i < old; i++) {
            MT_DECREF(dead[i]);
        }
        cm_free(dead);
        MT_DECREF(seq);
        return 0;
    }
    if ((int64_t)m != cnt0 || (int64_t)m != cnt) {
        cnt = (int64_t)m != cnt0 ? cnt0 : cnt;
        MT_DECREF(seq);
        return mt_raisei(st, MT_EXC(ValueError),
                         "attempt to assign sequence of size %zu to extended slice of size %lld", m,
                         (long long)cnt);
    }
    for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
        mt_obj *x = MT_LIST_ITEM(seq, i);
        MT_INCREF(x);
        MT_SETREF(l->items[j], x);
    }
    MT_DECREF(seq);
    return 0;
}

static int
list_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    mt_list *l = (mt_list *)o;
    if (MT_TYPE(key) == &mt_type_slice) {
        return list_ass_slice(st, l, key, v);
    }
    int64_t i;
    if (norm_index(st, key, l, &i,
                   v ? "list assignment index out of range"
                     : "list assignment index out of range") < 0) {
        return -1;
    }
    if (!v) {
        mt_obj *x = l->items[i];
        memmove(l->items + i, l->items + i + 1, (l->n - (size_t)i - 1) * sizeof(mt_obj *));
        l->n--;
        MT_DECREF(x);
        return 0;
    }
    MT_INCREF(v);
    MT_SETREF(l->items[i], v);
    return 0;
}

// Compares item i with v holding a reference, since an __eq__ may shrink or clear the list
// and drop the item while it runs: 1, 0 or -1.
static int
item_eq(mt_state *st, mt_list *l, size_t i, mt_obj *v)
{
    mt_obj *x = l->items[i];
    MT_INCREF(x);
    int eq = mt_eq(st, x, v);
    MT_DECREF(x);
    return eq;
}

static int
list_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    mt_list *l = (mt_list *)o;
    for (size_t i = 0; i < l->n; i++) {
        if (mt_tick(st) < 0) {
            return -1;
        }
        int eq = item_eq(st, l, i, v);
        if (eq != 0) {
            return eq;
        }
    }
    return 0;
}

static mt_obj *
list_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    int inplace = op & MT_OP_INPLACE;
    op &= 0x3f;
    if (op == MT_OP_ADD) {
        if (!mt_isinst(a, &mt_type_list)) {
            return MT_NOTIMPL;
        }
        if (inplace) {
            if (mt_list_extend(st, a, b) < 0) {
                return NULL;
            }
            MT_INCREF(a);
            return a;
        }
        if (!mt_isinst(b, &mt_type_list)) {
            if (MT_TYPE(b)->flags & MT_TF_HEAP) {
                return MT_NOTIMPL;
            }
            return mt_raise(st, MT_EXC(TypeError), "can only concatenate list (not \"%s\") to list",
                            mt_type_name(b));
        }
        mt_obj *r = mt_list_new(st, 0);
        if (!r || mt_list_extend(st, r, a) < 0 || mt_list_extend(st, r, b) < 0) {
            MT_XDECREF(r);
            return NULL;
        }
        return r;
    }
    if (op == MT_OP_MUL) {
        mt_obj *seq = a, *cnt = b;
        if (!mt_isinst(seq, &mt_type_list)) {
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
        size_t n = MT_LIST_N(seq);
        if (n && (uint64_t)k > ((uint64_t)1 << 31) / n) {
            return mt_nomem(st);
        }
        mt_obj *src = mt_list_from_iter(st, seq);
        if (!src) {
            return NULL;
        }
        mt_obj *r = inplace && seq == a ? a : mt_list_new(st, 0);
        if (!r) {
            MT_DECREF(src);
            return NULL;
        }
        if (r == a) {
            MT_INCREF(a);
            list_clear(a);
        }
        if (reserve(st, (mt_list *)r, n * (size_t)k) < 0) {
            MT_DECREF(src);
            MT_DECREF(r);
            return NULL;
        }
        for (int64_t i = 0; i < k; i++) {
            for (size_t j = 0; j < n; j++) {
                (void)mt_list_append(st, r, MT_LIST_ITEM(src, j));
            }
        }
        MT_DECREF(src);
        return r;
    }
    return MT_NOTIMPL;
}

/* ---- Iterators ---- */

typedef struct listit {
    mt_obj ob;
    mt_obj *seq;
    size_t i;
} listit;

static mt_obj *
list_iter(mt_state *st, mt_obj *o)
{
    listit *it = (listit *)mt_alloc(st, &mt_type_listiter, sizeof(listit));
    if (!it) {
        return NULL;
    }
    MT_INCREF(o);
    it->seq = o;
    return (mt_obj *)it;
}

static mt_obj *
listiter_next(mt_state *st, mt_obj *o)
{
    (void)st;
    listit *it = (listit *)o;
    if (!it->seq) {
        return NULL;
    }
    if (it->i >= MT_LIST_N(it->seq)) {
        MT_CLEAR(it->seq);
        return NULL;
    }
    mt_obj *x = MT_LIST_ITEM(it->seq, it->i++);
    MT_INCREF(x);
    return x;
}

static mt_obj *
listreviter_next(mt_state *st, mt_obj *o)
{
    (void)st;
    listit *it = (listit *)o;
    if (!it->seq) {
        return NULL;
    }
    if (it->i == 0 || it->i > MT_LIST_N(it->seq)) {
        MT_CLEAR(it->seq);
        return NULL;
    }
    mt_obj *x = MT_LIST_ITEM(it->seq, --it->i);
    MT_INCREF(x);
    return x;
}

static void
listit_clear(mt_obj *o)
{
    MT_CLEAR(((listit *)o)->seq);
}

// __length_hint__: the items the iterator has still to give (0 once it ended).
static mt_obj *
listiter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const listit *it = (const listit *)args[0];
    size_t left = it->seq && it->i < MT_LIST_N(it->seq) ? MT_LIST_N(it->seq) - it->i : 0;
    return mt_int_from_u64(st, left);
}

static mt_obj *
listreviter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const listit *it = (const listit *)args[0];
    return mt_int_from_u64(st, it->seq && it->i <= MT_LIST_N(it->seq) ? it->i : 0);
}

static const mt_method listiter_methods[] = {{"__length_hint__", listiter_hint, MT_ARGS(0, 0)},
                                             {NULL, NULL, 0}};
static const mt_method listreviter_methods[] = {
    {"__length_hint__", listreviter_hint, MT_ARGS(0, 0)}, {NULL, NULL, 0}};

const mt_type mt_type_listiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "list_iterator",
    .basicsize = sizeof(listit),
    .base = &mt_type_object,
    .clear = listit_clear,
    .iter = mt_iter_self,
    .next = listiter_next,
    .methods = listiter_methods,
};

const mt_type mt_type_listreviter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "list_reverseiterator",
    .basicsize = sizeof(listit),
    .base = &mt_type_object,
    .clear = listit_clear,
    .iter = mt_iter_self,
    .next = listreviter_next,
    .methods = listreviter_methods,
};

/* ---- Sorting ---- */

typedef struct sitem {
    mt_obj *key;
    mt_obj *val;
} sitem;

static int
merge_sort(mt_state *st, sitem *a, sitem *tmp, size_t n)
{
    if (n < 2) {
        return 0;
    }
    if (mt_tick(st) < 0) { // the run's time limits bind in a long sort
        return -1;
    }
    if (n <= 8) {
        for (size_t i = 1; i < n; i++) {
            sitem x = a[i];
            size_t j = i;
            while (j > 0) {
                int lt = mt_lt(st, x.key, a[j - 1].key);
                if (lt < 0) {
                    a[j] = x; // fill the hole: the run stays a permutation
                    return -1;
                }
                if (!lt) {
                    break;
                }
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
        return 0;
    }
    size_t h = n / 2;
    if (merge_sort(st, a, tmp, h) < 0 || merge_sort(st, a + h, tmp, n - h) < 0) {
        return -1;
    }
    int lt = mt_lt(st, a[h].key, a[h - 1].key);
    if (lt < 0) {
        return -1;
    }
    if (!lt) {
        return 0;
    }
    memcpy(tmp, a, h * sizeof(sitem));
    size_t i = 0, j = h, k = 0;
    while (i < h && j < n) {
        lt = mt_lt(st, a[j].key, tmp[i].key);
        if (lt < 0) {
            while (i < h) {
                a[k++] = tmp[i++];
            }
            return -1;
        }
        if (lt) {
            a[k++] = a[j++];
        } else {
            a[k++] = tmp[i++];
        }
    }
    while (i < h) {
        a[k++] = tmp[i++];
    }
    return 0;
}

int
mt_list_sort(mt_state *st, mt_obj *lo, mt_obj *key, int reverse)
{
    mt_list *l = (mt_list *)lo;
    size_t n = l->n;
    if (n == 0 || (n == 1 && (!key || key == MT_NONE))) {
        return 0; // one item still meets its key function, as in CPython
    }
    sitem *a = mt_mem(st, n * sizeof(sitem) * 2);
    if (!a) {
        return -1;
    }
    // detach the items while sorting (CPython empties the list)
    mt_obj **items = l->items;
    l->items = NULL;
    l->n = l->cap = 0;
    size_t cap = n;
    int rc = 0;
    size_t nk = 0;
    for (size_t i = 0; i < n; i++) {
        a[i].val = items[reverse ? n - 1 - i : i];
        if (key && key != MT_NONE) {
            a[i].key = mt_call1(st, key, a[i].val);
            if (!a[i].key) {
                rc = -1;
                break;
            }
            nk++;
        } else {
            a[i].key = a[i].val;
        }
    }
    if (rc == 0) {
        // on failure merge_sort leaves a permutation, which goes back into the list
        rc = merge_sort(st, a, a + n, n);
        for (size_t i = 0; i < n; i++) {
            items[i] = a[reverse ? n - 1 - i : i].val;
        }
    } // else a key raised before every slot of a was filled, and items is untouched
    if (key && key != MT_NONE) {
        for (size_t i = 0; i < nk; i++) {
            MT_DECREF(a[i].key);
        }
    }
    cm_free(a);
    // restore; anything appended meanwhile is dropped as CPython reports an error. A list
    // that was given storage meanwhile was modified, even if it is empty again (CPython).
    mt_obj **extra = l->items;
    size_t nextra = l->n;
    int modified = extra != NULL;
    l->items = items;
    l->n = n;
    l->cap = cap;
    for (size_t i = 0; i < nextra; i++) {
        MT_DECREF(extra[i]);
    }
    cm_free(extra);
    if (modified && rc == 0) {
        return mt_raisei(st, MT_EXC(ValueError), "list modified during sort");
    }
    return rc;
}

/* ---- Methods ---- */

#define SELF ((mt_list *)args[0])

static mt_obj *
list_append_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (mt_list_append(st, args[0], args[1]) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static mt_obj *
list_extend_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (mt_list_extend(st, args[0], args[1]) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static mt_obj *
list_insert(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t i;
    if (mt_index(st, args[1], &i) < 0) {
        return NULL;
    }
    mt_list *l = SELF;
    int64_t len = (int64_t)l->n;
    if (i < 0) {
        i += len;
        if (i < 0) {
            i = 0;
        }
    }
    if (i > len) {
        i = len;
    }
    if (reserve(st, l, 1) < 0) {
        return NULL;
    }
    memmove(l->items + i + 1, l->items + i, (size_t)(len - i) * sizeof(mt_obj *));
    MT_INCREF(args[2]);
    l->items[i] = args[2];
    l->n++;
    return MT_NONE;
}

static mt_obj *
list_pop(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_list *l = SELF;
    if (l->n == 0) {
        return mt_raise(st, MT_EXC(IndexError), "pop from empty list");
    }
    int64_t i = (int64_t)l->n - 1;
    if (n > 1) {
        if (mt_index(st, args[1], &i) < 0) {
            return NULL;
        }
        if (l->n == 0) {
            return mt_raise(st, MT_EXC(IndexError), "pop from empty list");
        }
        if (i < 0) {
            i += (int64_t)l->n;
        }
        if (i < 0 || i >= (int64_t)l->n) {
            return mt_raise(st, MT_EXC(IndexError), "pop index out of range");
        }
    }
    mt_obj *x = l->items[i];
    memmove(l->items + i, l->items + i + 1, (l->n - (size_t)i - 1) * sizeof(mt_obj *));
    l->n--;
    return x;
}

static mt_obj *
list_remove(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_list *l = SELF;
    for (size_t i = 0; i < l->n; i++) {
        if (mt_tick(st) < 0) {
            return NULL;
        }
        int eq = item_eq(st, l, i, args[1]);
        if (eq < 0) {
            return NULL;
        }
        if (eq) {
            if (i >= l->n) {
                return MT_NONE; // __eq__ shrank the list: nothing left to delete (CPython)
            }
            mt_obj *x = l->items[i];
            memmove(l->items + i, l->items + i + 1, (l->n - i - 1) * sizeof(mt_obj *));
            l->n--;
            MT_DECREF(x);
            return MT_NONE;
        }
    }
    return mt_raise(st, MT_EXC(ValueError), "list.remove(x): x not in list");
}

static mt_obj *
list_index(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_list *l = SELF;
    int64_t len = (int64_t)l->n, start = 0, stop = len;
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
    for (int64_t i = start; i < stop && i < (int64_t)l->n; i++) {
        if (mt_tick(st) < 0) {
            return NULL;
        }
        int eq = item_eq(st, l, (size_t)i, args[1]);
        if (eq < 0) {
            return NULL;
        }
        if (eq) {
            return MT_FROM_SMALL(i);
        }
    }
    mt_obj *r = mt_repr(st, args[1]);
    if (!r) {
        return NULL;
    }
    mt_raise(st, MT_EXC(ValueError), "%U is not in list", r);
    MT_DECREF(r);
    return NULL;
}

static mt_obj *
list_count(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_list *l = SELF;
    int64_t c = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (mt_tick(st) < 0) {
            return NULL;
        }
        int eq = item_eq(st, l, i, args[1]);
        if (eq < 0) {
            return NULL;
        }
        c += eq;
    }
    return MT_FROM_SMALL(c);
}

static mt_obj *
list_clear_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    list_clear(args[0]);
    return MT_NONE;
}

static mt_obj *
list_copy(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *r = mt_list_new(st, 0);
    if (!r || mt_list_extend(st, r, args[0]) < 0) {
        MT_XDECREF(r);
        return NULL;
    }
    return r;
}

static mt_obj *
list_reverse(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    mt_list *l = SELF;
    for (size_t i = 0, j = l->n ? l->n - 1 : 0; i < j; i++, j--) {
        mt_obj *t = l->items[i];
        l->items[i] = l->items[j];
        l->items[j] = t;
    }
    return MT_NONE;
}

/* sort's reverse= as CPython's clinic reads it: a C int through __index__ (None or a float is
 * a TypeError), true when nonzero. 0 or 1, -1 on error. */
int
mt_sort_reverse(mt_state *st, mt_obj *o)
{
    if (!o) {
        return 0;
    }
    mt_obj *i = mt_index_int(st, o);
    if (!i) {
        return -1;
    }
    int64_t v = 0;
    int rc = mt_int_as_i64(st, i, &v);
    MT_DECREF(i);
    if (rc < 0 || v > INT_MAX || v < INT_MIN) {
        if (rc < 0) {
            mt_exc_clear(st);
        }
        return mt_raisei(st, MT_EXC(OverflowError), "Python int too large to convert to C int");
    }
    return v != 0;
}

static mt_obj *
list_sort_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"key", 0}, {"reverse", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (n > 1) {
        return mt_raise(st, MT_EXC(TypeError), "sort() takes no positional arguments");
    }
    if (mt_args_parse(st, "sort", 0, args + 1, kw, specs, 0, a) < 0) {
        return NULL;
    }
    int rev = mt_sort_reverse(st, a[1]);
    if (rev < 0 || mt_list_sort(st, args[0], a[0], rev) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static mt_obj *
list_reversed_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    listit *it = (listit *)mt_alloc(st, &mt_type_listreviter, sizeof(listit));
    if (!it) {
        return NULL;
    }
    MT_INCREF(args[0]);
    it->seq = args[0];
    it->i = MT_LIST_N(args[0]);
    return (mt_obj *)it;
}

static mt_obj *list_class_getitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw);

// l.__iadd__(x) and l.__imul__(n) by name, as CPython's slot wrappers (the count through
// __index__ first)
static mt_obj *
list_iadd_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return list_binop(st, args[0], args[1], MT_OP_ADD | MT_OP_INPLACE);
}

static mt_obj *
list_imul_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *k = mt_index_int(st, args[1]);
    mt_obj *r = k ? list_binop(st, args[0], k, MT_OP_MUL | MT_OP_INPLACE) : NULL;
    MT_XDECREF(k);
    return r;
}

static const mt_method list_methods[] = {
    {"append", list_append_m, MT_ARGS(1, 1)},
    {"extend", list_extend_m, MT_ARGS(1, 1)},
    {"insert", list_insert, MT_ARGS(2, 2)},
    {"pop", list_pop, MT_ARGS(0, 1)},
    {"remove", list_remove, MT_ARGS(1, 1)},
    {"index", list_index, MT_ARGS(1, 3)},
    {"count", list_count, MT_ARGS(1, 1)},
    {"clear", list_clear_m, MT_ARGS(0, 0)},
    {"copy", list_copy, MT_ARGS(0, 0)},
    {"reverse", list_reverse, MT_ARGS(0, 0)},
    {"sort", list_sort_m, MT_ARGS(0, 0) | MT_KW},
    {"__reversed__", list_reversed_m, MT_ARGS(0, 0)},
    {"__iadd__", list_iadd_m, MT_ARGS(1, 1)},
    {"__imul__", list_imul_m, MT_ARGS(1, 1)},
    {"__class_getitem__", list_class_getitem, MT_ARGS(1, 1) | MT_CLASSM},
    {NULL, NULL, 0}};

static mt_obj *
list_class_getitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *ga = mt_builtin_lookup_c("__generic_alias__");
    if (!ga) {
        MT_INCREF(args[0]);
        return args[0];
    }
    return mt_call2(st, ga, args[0], args[1]);
}

static mt_obj *
list_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (t != &mt_type_list) {
        // CPython's list.__new__ takes any arguments: __init__ (list's, or a subclass's own
        // with another signature) is the one that reads them
        return mt_instance_new(st, t);
    }
    if (mt_no_kw(st, "list", kw) < 0) {
        return NULL;
    }
    if (n > 1) {
        return mt_raise(st, MT_EXC(TypeError), "list expected at most 1 argument, got %zu", n);
    }
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    if (n == 1 && mt_list_extend(st, l, args[0]) < 0) {
        MT_DECREF(l);
        return NULL;
    }
    return l;
}

static int
list_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (self->type != &mt_type_list) {
        if (mt_no_kw(st, "list", kw) < 0) {
            return -1;
        }
        if (n > 1) {
            return mt_raisei(st, MT_EXC(TypeError), "list expected at most 1 argument, got %zu", n);
        }
        list_clear(self);
        if (n == 1) {
            return mt_list_extend(st, self, args[0]);
        }
    }
    return 0;
}

const mt_type mt_type_list = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "list",
    .basicsize = sizeof(mt_list),
    .flags = MT_TF_BASETYPE | MT_TF_REPEAT,
    .base = &mt_type_object,
    .clear = list_clear,
    .release = list_release,
    .repr = list_repr,
    .hash = mt_hash_unhashable,
    .richcmp = list_richcmp,
    .binop = list_binop,
    .iter = list_iter,
    .getitem = list_getitem,
    .setitem = list_setitem,
    .len = list_len,
    .contains = list_contains,
    .tp_new = list_new,
    .tp_init = list_init,
    .methods = list_methods,
};
