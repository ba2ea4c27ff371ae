/* The collections module: deque (a C ring buffer), and Counter, defaultdict, OrderedDict,
 * namedtuple, ChainMap (Python source run at first import). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

/* ---- deque: a ring buffer of object pointers ---- */

extern const mt_type mt_type_deque, mt_type_dequeiter, mt_type_dequereviter;

typedef struct deque {
    mt_obj ob;
    mt_obj **buf;   // cap slots; item i lives at buf[(head + i) & (cap - 1)]
    size_t cap;     // 0 or a power of two
    size_t head;    // slot of item 0
    size_t n;       // items held
    size_t maxlen;  // the bound, when bounded
    int bounded;    // 0: no maxlen (a zeroed subclass instance is unbounded)
    uint64_t state; // bumped by every change of length or order (iterators check it)
} deque;

#define DQ(o)       ((deque *)(o))
#define DQ_AT(d, i) ((d)->buf[((d)->head + (i)) & ((d)->cap - 1)])
#define DQ_MINCAP   8

static const char mutated_msg[] = "deque mutated during iteration";

// Move the items to a fresh buffer of newcap slots (a power of two >= n); on failure the
// deque is unchanged and -1 returns, with MemoryError pending when st is given.
static int
relayout(mt_state *st, deque *d, size_t newcap)
{
    mt_obj **nb = st ? mt_mem(st, newcap * sizeof(mt_obj *)) : cm_alloc(newcap * sizeof(mt_obj *));
    if (!nb) {
        return -1;
    }
    if (d->n) {
        size_t first = d->cap - d->head;
        if (first > d->n) {
            first = d->n;
        }
        memcpy(nb, d->buf + d->head, first * sizeof(mt_obj *));
        memcpy(nb + first, d->buf, (d->n - first) * sizeof(mt_obj *));
    }
    cm_free(d->buf);
    d->buf = nb;
    d->cap = newcap;
    d->head = 0;
    return 0;
}

// Make room for extra more items.
static int
reserve(mt_state *st, deque *d, size_t extra)
{
    if (d->n + extra <= d->cap) {
        return 0;
    }
    if (extra > ((size_t)1 << 40) - d->n) {
        return mt_nomem(st) ? 0 : -1;
    }
    size_t cap = d->cap ? d->cap : DQ_MINCAP;
    while (cap < d->n + extra) {
        cap *= 2;
    }
    return relayout(st, d, cap);
}

// Give memory back when a big buffer is mostly empty (a failure keeps the old buffer).
static void
maybe_shrink(deque *d)
{
    if (d->cap > 64 && d->n < d->cap / 4) {
        (void)relayout(NULL, d, d->cap / 2);
    }
}

// Append v (stolen) on the right, dropping the leftmost item when the deque is full.
static int
push_back_take(mt_state *st, deque *d, mt_obj *v)
{
    d->state++;
    if (d->bounded && d->n >= d->maxlen) {
        if (d->maxlen == 0) {
            MT_DECREF(v);
            return 0;
        }
        mt_obj *old = d->buf[d->head];
        d->head = (d->head + 1) & (d->cap - 1);
        DQ_AT(d, d->n - 1) = v;
        MT_DECREF(old);
        return 0;
    }
    if (d->n == d->cap && reserve(st, d, 1) < 0) {
        MT_DECREF(v);
        return -1;
    }
    DQ_AT(d, d->n) = v;
    d->n++;
    return 0;
}

// Append v (stolen) on the left, dropping the rightmost item when the deque is full.
static int
push_front_take(mt_state *st, deque *d, mt_obj *v)
{
    d->state++;
    if (d->bounded && d->n >= d->maxlen) {
        if (d->maxlen == 0) {
            MT_DECREF(v);
            return 0;
        }
        mt_obj *old = DQ_AT(d, d->n - 1);
        d->head = (d->head - 1) & (d->cap - 1);
        d->buf[d->head] = v;
        MT_DECREF(old);
        return 0;
    }
    if (d->n == d->cap && reserve(st, d, 1) < 0) {
        MT_DECREF(v);
        return -1;
    }
    d->head = (d->head - 1) & (d->cap - 1);
    d->buf[d->head] = v;
    d->n++;
    return 0;
}

// Remove and return (new reference) the rightmost item; the deque must not be empty.
static mt_obj *
take_back(deque *d)
{
    mt_obj *v = DQ_AT(d, d->n - 1);
    d->n--;
    d->state++;
    maybe_shrink(d);
    return v;
}

// Remove and return (new reference) the leftmost item; the deque must not be empty.
static mt_obj *
take_front(deque *d)
{
    mt_obj *v = d->buf[d->head];
    d->head = (d->head + 1) & (d->cap - 1);
    d->n--;
    d->state++;
    maybe_shrink(d);
    return v;
}

// Remove the item at position i (< n), moving the shorter side.
static void
del_at(deque *d, size_t i)
{
    mt_obj *x = DQ_AT(d, i);
    if (i < d->n / 2) {
        for (size_t j = i; j > 0; j--) {
            DQ_AT(d, j) = DQ_AT(d, j - 1);
        }
        d->head = (d->head + 1) & (d->cap - 1);
    } else {
        for (size_t j = i; j + 1 < d->n; j++) {
            DQ_AT(d, j) = DQ_AT(d, j + 1);
        }
    }
    d->n--;
    d->state++;
    MT_DECREF(x);
    maybe_shrink(d);
}

// Insert v (borrowed) before position i (<= n), moving the shorter side.
static int
insert_at(mt_state *st, deque *d, size_t i, mt_obj *v)
{
    if (reserve(st, d, 1) < 0) {
        return -1;
    }
    if (i < d->n / 2) {
        d->head = (d->head - 1) & (d->cap - 1);
        for (size_t j = 0; j < i; j++) {
            DQ_AT(d, j) = DQ_AT(d, j + 1);
        }
    } else {
        for (size_t j = d->n; j > i; j--) {
            DQ_AT(d, j) = DQ_AT(d, j - 1);
        }
    }
    MT_INCREF(v);
    DQ_AT(d, i) = v;
    d->n++;
    d->state++;
    return 0;
}

// Rotate right by k (any sign): one move per step, on the shorter way round.
static void
rotate_by(deque *d, int64_t k)
{
    if (d->n <= 1) {
        return;
    }
    d->state++;
    int64_t len = (int64_t)d->n;
    k %= len;
    if (k < 0) {
        k += len;
    }
    size_t mask = d->cap - 1;
    if (k <= len / 2) {
        for (int64_t j = 0; j < k; j++) {
            d->head = (d->head - 1) & mask;
            d->buf[d->head] = d->buf[(d->head + d->n) & mask];
        }
    } else {
        for (int64_t j = 0; j < len - k; j++) {
            d->buf[(d->head + d->n) & mask] = d->buf[d->head];
            d->head = (d->head + 1) & mask;
        }
    }
}

// Drop every item (the deque stays usable).
static void
clear_items(deque *d)
{
    mt_obj **buf = d->buf;
    size_t n = d->n, head = d->head, mask = d->cap - 1;
    if (n) {
        d->state++;
    }
    d->buf = NULL;
    d->cap = d->n = d->head = 0;
    for (size_t i = 0; i < n; i++) {
        MT_DECREF(buf[(head + i) & mask]);
    }
    cm_free(buf);
}

static void
deque_clear_slot(mt_obj *o)
{
    clear_items(DQ(o));
}

static void
deque_release(mt_obj *o)
{
    cm_free(DQ(o)->buf);
    DQ(o)->buf = NULL;
}

// A new list of the items (new references).
static mt_obj *
to_list(mt_state *st, deque *d)
{
    mt_obj *l = mt_list_new(st, d->n);
    if (!l) {
        return NULL;
    }
    for (size_t i = 0; i < d->n; i++) {
        mt_obj *x = DQ_AT(d, i);
        MT_INCREF(x);
        MT_LIST_ITEM(l, i) = x;
    }
    return l;
}

static int
extend_impl(mt_state *st, deque *d, mt_obj *iterable, int left)
{
    if (iterable == (mt_obj *)d) {
        mt_obj *l = to_list(st, d);
        if (!l) {
            return -1;
        }
        int rc = extend_impl(st, d, l, left);
        MT_DECREF(l);
        return rc;
    }
    const mt_type *t = MT_TYPE(iterable);
    if (t == &mt_type_list || t == &mt_type_tuple) {
        // no Python code runs below, so the sequence cannot change under us
        size_t n = t == &mt_type_list ? MT_LIST_N(iterable) : MT_TUPLE_N(iterable);
        mt_obj **src =
            t == &mt_type_list ? ((mt_list *)iterable)->items : ((mt_tuple *)iterable)->items;
        if (d->bounded && d->maxlen == 0) {
            return 0;
        }
        if (!d->bounded && reserve(st, d, n) < 0) {
            return -1;
        }
        for (size_t i = 0; i < n; i++) {
            MT_INCREF(src[i]);
            if ((left ? push_front_take(st, d, src[i]) : push_back_take(st, d, src[i])) < 0) {
                return -1;
            }
        }
        return 0;
    }
    mt_obj *it = mt_iter(st, iterable);
    if (!it) {
        return -1;
    }
    int bounded0 = d->bounded && d->maxlen == 0;
    for (;;) {
        mt_obj *x = mt_next(st, it);
        if (!x) {
            break;
        }
        if (bounded0) {
            MT_DECREF(x); // maxlen=0: CPython only consumes the iterator
            continue;
        }
        if ((left ? push_front_take(st, d, x) : push_back_take(st, d, x)) < 0) {
            break;
        }
    }
    MT_DECREF(it);
    return st->exc ? -1 : 0;
}

/* ---- argument checks, worded as CPython's ---- */

static int
no_kw(mt_state *st, const char *name, mt_obj *kw)
{
    if (kw && MT_TUPLE_N(kw)) {
        return mt_raisei(st, MT_EXC(TypeError), "deque.%s() takes no keyword arguments", name);
    }
    return 0;
}

// n counts self.
static int
want_noargs(mt_state *st, const char *name, size_t n, mt_obj *kw)
{
    if (no_kw(st, name, kw) < 0) {
        return -1;
    }
    if (n != 1) {
        return mt_raisei(st, MT_EXC(TypeError), "deque.%s() takes no arguments (%zu given)", name,
                         n - 1);
    }
    return 0;
}

static int
want_one(mt_state *st, const char *name, size_t n, mt_obj *kw)
{
    if (no_kw(st, name, kw) < 0) {
        return -1;
    }
    if (n != 2) {
        return mt_raisei(st, MT_EXC(TypeError), "deque.%s() takes exactly one argument (%zu given)",
                         name, n - 1);
    }
    return 0;
}

// An int argument converted like CPython's "n" format (a C ssize_t).
static int
ssize_arg(mt_state *st, mt_obj *o, int64_t *out)
{
    if (mt_index(st, o, out) < 0) {
        if (mt_exc_matches(st, MT_EXC(OverflowError))) {
            mt_exc_clear(st);
            return mt_raisei(st, MT_EXC(OverflowError),
                             "Python int too large to convert to C ssize_t");
        }
        return -1;
    }
    return 0;
}

// A start/stop argument of index(): clamped when huge, like a slice index.
static int
slice_arg(mt_state *st, mt_obj *o, int64_t *out)
{
    int ok = mt_int_check(o) || ((MT_TYPE(o)->flags & MT_TF_HEAP) &&
                                 mt_type_heap_dunder(MT_TYPE(o), MT_NAME(__index__)));
    if (!ok) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "slice indices must be integers or have an __index__ method");
    }
    if (mt_index(st, o, out) < 0) {
        if (!mt_exc_matches(st, MT_EXC(OverflowError))) {
            return -1;
        }
        mt_exc_clear(st);
        *out = mt_int_check(o) && mt_int_sign(o) < 0 ? INT64_MIN / 2 : INT64_MAX / 2;
    }
    return 0;
}

// The position of d[key]: 0, or -1 with CPython's error.
static int
item_index(mt_state *st, mt_obj *key, size_t n, size_t *out)
{
    int64_t i;
    if (MT_IS_SMALL(key)) {
        i = MT_SMALL_VAL(key);
    } else {
        const mt_type *t = MT_TYPE(key);
        if (!mt_int_check(key) &&
            !((t->flags & MT_TF_HEAP) && mt_type_heap_dunder(t, MT_NAME(__index__)))) {
            return mt_raisei(st, MT_EXC(TypeError), "sequence index must be integer, not '%s'",
                             mt_type_name(key));
        }
        if (mt_index(st, key, &i) < 0) {
            if (mt_exc_matches(st, MT_EXC(OverflowError))) {
                mt_exc_clear(st);
                return mt_raisei(st, MT_EXC(IndexError),
                                 "cannot fit 'int' into an index-sized integer");
            }
            return -1;
        }
    }
    if (i < 0) {
        i += (int64_t)n;
    }
    if (i < 0 || i >= (int64_t)n) {
        return mt_raisei(st, MT_EXC(IndexError), "deque index out of range");
    }
    *out = (size_t)i;
    return 0;
}

// ValueError "<repr> is not in deque".
static mt_obj *
not_in_deque(mt_state *st, mt_obj *x)
{
    mt_obj *r = mt_repr(st, x);
    if (!r) {
        return NULL;
    }
    mt_raise(st, MT_EXC(ValueError), "%U is not in deque", r);
    MT_DECREF(r);
    return NULL;
}

// Compare item i with x while watching for mutation: 1 equal, 0 not, -1 error (the
// mutation error is raised as type t).
static int
item_eq(mt_state *st, deque *d, size_t i, mt_obj *x, const mt_type *t)
{
    uint64_t state = d->state;
    mt_obj *item = DQ_AT(d, i);
    MT_INCREF(item);
    int eq = mt_eq(st, item, x);
    MT_DECREF(item);
    if (eq < 0) {
        return -1;
    }
    if (d->state != state) {
        return mt_raisei(st, t, "%s", mutated_msg);
    }
    return eq;
}

/* ---- construction and copies ---- */

static mt_obj *
deque_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_instance_new(st, t);
}

static int
deque_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    if (n + nk > 2) {
        return mt_raisei(st, MT_EXC(TypeError), "deque() takes at most 2 %sarguments (%zu given)",
                         n == 0 ? "keyword " : "", n + nk);
    }
    mt_obj *iterable = n > 0 ? args[0] : NULL;
    mt_obj *maxlenobj = n > 1 ? args[1] : NULL;
    static const char *const names[2] = {"iterable", "maxlen"};
    for (size_t p = 0; p < 2; p++) {
        for (size_t k = 0; k < nk; k++) {
            if (mt_str_eq_c(MT_TUPLE_ITEM(kw, k), names[p])) {
                if (p < n) {
                    return mt_raisei(st, MT_EXC(TypeError),
                                     "argument for deque() given by name ('%s') and position (%zu)",
                                     names[p], p + 1);
                }
                if (p == 0) {
                    iterable = args[n + k];
                } else {
                    maxlenobj = args[n + k];
                }
            }
        }
    }
    for (size_t k = 0; k < nk; k++) {
        mt_obj *name = MT_TUPLE_ITEM(kw, k);
        if (!mt_str_eq_c(name, "iterable") && !mt_str_eq_c(name, "maxlen")) {
            return mt_raisei(st, MT_EXC(TypeError),
                             "'%U' is an invalid keyword argument for deque()", name);
        }
    }
    deque *d = DQ(self);
    int bounded = 0;
    int64_t maxlen = 0;
    if (maxlenobj && maxlenobj != MT_NONE) {
        if (!mt_int_check(maxlenobj)) {
            return mt_raisei(st, MT_EXC(TypeError), "an integer is required");
        }
        if (mt_int_as_i64(st, maxlenobj, &maxlen) < 0) {
            mt_exc_clear(st);
            return mt_raisei(st, MT_EXC(OverflowError),
                             "Python int too large to convert to C ssize_t");
        }
        if (maxlen < 0) {
            return mt_raisei(st, MT_EXC(ValueError), "maxlen must be non-negative");
        }
        bounded = 1;
    }
    d->bounded = bounded;
    d->maxlen = (size_t)maxlen;
    if (d->n > 0) {
        clear_items(d);
    }
    if (iterable) {
        return extend_impl(st, d, iterable, 0);
    }
    return 0;
}

// copy(): an exact deque copies its buffer; a subclass is called as type(d)(d[, maxlen]).
static mt_obj *
copy_of(mt_state *st, mt_obj *self)
{
    deque *d = DQ(self);
    const mt_type *t = MT_TYPE(self);
    if (t == &mt_type_deque) {
        deque *r = (deque *)mt_instance_new(st, t);
        if (!r) {
            return NULL;
        }
        r->bounded = d->bounded;
        r->maxlen = d->maxlen;
        if (reserve(st, r, d->n) < 0) {
            MT_DECREF(r);
            return NULL;
        }
        for (size_t i = 0; i < d->n; i++) {
            mt_obj *x = DQ_AT(d, i);
            MT_INCREF(x);
            r->buf[i] = x;
        }
        r->n = d->n;
        return (mt_obj *)r;
    }
    mt_obj *r;
    if (d->bounded) {
        mt_obj *ml = mt_int_from_u64(st, d->maxlen);
        if (!ml) {
            return NULL;
        }
        mt_obj *argv[2] = {self, ml};
        r = mt_call(st, (mt_obj *)t, 2, argv, NULL);
        MT_DECREF(ml);
    } else {
        r = mt_call1(st, (mt_obj *)t, self);
    }
    if (r && !mt_isinst(r, &mt_type_deque)) {
        mt_raise(st, MT_EXC(TypeError), "%s() must return a deque, not %s", t->name,
                 mt_type_name(r));
        MT_DECREF(r);
        return NULL;
    }
    return r;
}

// d *= k in place.
static int
repeat_inplace(mt_state *st, deque *d, int64_t k)
{
    size_t size = d->n;
    if (size == 0 || k == 1) {
        return 0;
    }
    if (k <= 0) {
        clear_items(d);
        return 0;
    }
    if (d->bounded && (uint64_t)k > d->maxlen / size) {
        k = (int64_t)((d->maxlen + size - 1) / size); // the last maxlen items are the same
    }
    if (!d->bounded && (uint64_t)k > ((uint64_t)1 << 31) / size) {
        mt_nomem(st);
        return -1;
    }
    mt_obj *snap = to_list(st, d);
    if (!snap) {
        return -1;
    }
    int rc = 0;
    if (!d->bounded && reserve(st, d, size * (size_t)(k - 1)) < 0) {
        rc = -1;
    }
    for (int64_t r = 1; r < k && rc == 0; r++) {
        for (size_t j = 0; j < size; j++) {
            mt_obj *x = MT_LIST_ITEM(snap, j);
            MT_INCREF(x);
            if (push_back_take(st, d, x) < 0) {
                rc = -1;
                break;
            }
        }
    }
    MT_DECREF(snap);
    return rc;
}

/* ---- slots ---- */

static mt_obj *
deque_repr(mt_state *st, mt_obj *o)
{
    deque *d = DQ(o);
    int active = mt_repr_enter(st, o);
    if (active != 0) {
        return active < 0 ? NULL : mt_str_from_c(st, "[...]");
    }
    mt_obj *l = to_list(st, d);
    mt_obj *r = l ? mt_repr(st, l) : NULL;
    mt_repr_leave(st, o);
    MT_XDECREF(l);
    if (!r) {
        return NULL;
    }
    const mt_type *t = MT_TYPE(o);
    const char *name = (t->flags & MT_TF_HEAP) ? t->name : "deque";
    mt_obj *s;
    if (d->bounded) {
        s = mt_str_printf(st, "%s(%U, maxlen=%zu)", name, r, d->maxlen);
    } else {
        s = mt_str_printf(st, "%s(%U)", name, r);
    }
    MT_DECREF(r);
    return s;
}

static mt_obj *
deque_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (!mt_isinst(a, &mt_type_deque) || !mt_isinst(b, &mt_type_deque)) {
        return MT_NOTIMPL;
    }
    if (op == MT_CMP_EQ || op == MT_CMP_NE) {
        int same = a == b ? 1 : DQ(a)->n != DQ(b)->n ? 0 : -1;
        if (same >= 0) {
            return MT_BOOL((op == MT_CMP_EQ) == same);
        }
    }
    // compare snapshots: the items stay alive whatever the comparisons do
    mt_obj *la = to_list(st, DQ(a));
    mt_obj *lb = la ? to_list(st, DQ(b)) : NULL;
    mt_obj *r = NULL;
    if (lb) {
        mt_list *x = (mt_list *)la, *y = (mt_list *)lb;
        r = mt_seq_richcmp(st, &x->items, &x->n, &y->items, &y->n, op);
    }
    MT_XDECREF(la);
    MT_XDECREF(lb);
    return r;
}

static mt_obj *
deque_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    int inplace = op & MT_OP_INPLACE;
    op &= 0x3f;
    if (op == MT_OP_ADD) {
        if (!mt_isinst(a, &mt_type_deque)) {
            return MT_NOTIMPL;
        }
        if (inplace) {
            if (extend_impl(st, DQ(a), b, 0) < 0) {
                return NULL;
            }
            MT_INCREF(a);
            return a;
        }
        if (!mt_isinst(b, &mt_type_deque)) {
            if (MT_TYPE(b)->flags & MT_TF_HEAP) {
                return MT_NOTIMPL;
            }
            return mt_raise(st, MT_EXC(TypeError),
                            "can only concatenate deque (not \"%s\") to deque", mt_type_name(b));
        }
        mt_obj *r = copy_of(st, a);
        if (r && extend_impl(st, DQ(r), b, 0) < 0) {
            MT_CLEAR(r);
        }
        return r;
    }
    if (op == MT_OP_MUL) {
        mt_obj *seq = a, *cnt = b;
        if (!mt_isinst(seq, &mt_type_deque)) {
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
        if (mt_int_as_i64(st, cnt, &k) < 0) {
            mt_exc_clear(st);
            return mt_raise(st, MT_EXC(OverflowError),
                            "cannot fit 'int' into an index-sized integer");
        }
        mt_obj *r;
        if (inplace && seq == a) {
            MT_INCREF(a);
            r = a;
        } else {
            r = copy_of(st, seq);
        }
        if (r && repeat_inplace(st, DQ(r), k) < 0) {
            MT_CLEAR(r);
        }
        return r;
    }
    return MT_NOTIMPL;
}

static ssize_t
deque_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)DQ(o)->n;
}

static mt_obj *
deque_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    deque *d = DQ(o);
    size_t i;
    if (item_index(st, key, d->n, &i) < 0) {
        return NULL;
    }
    mt_obj *x = DQ_AT(d, i);
    MT_INCREF(x);
    return x;
}

static int
deque_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    deque *d = DQ(o);
    size_t i;
    if (item_index(st, key, d->n, &i) < 0) {
        return -1;
    }
    if (!v) {
        del_at(d, i);
        return 0;
    }
    MT_INCREF(v);
    MT_SETREF(DQ_AT(d, i), v);
    return 0;
}

static int
deque_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    deque *d = DQ(o);
    for (size_t i = 0; i < d->n; i++) {
        int eq = item_eq(st, d, i, v, MT_EXC(RuntimeError));
        if (eq != 0) {
            return eq;
        }
    }
    return 0;
}

/* ---- iterators ---- */

typedef struct dequeit {
    mt_obj ob;
    mt_obj *d;
    size_t index;   // the next position
    size_t counter; // items left
    uint64_t state; // the deque's state when the iterator was made
} dequeit;

static mt_obj *
iter_new(mt_state *st, mt_obj *o, const mt_type *t)
{
    dequeit *it = (dequeit *)mt_alloc(st, t, sizeof(dequeit));
    if (!it) {
        return NULL;
    }
    MT_INCREF(o);
    it->d = o;
    it->counter = DQ(o)->n;
    it->index = t == &mt_type_dequeiter ? 0 : DQ(o)->n - 1;
    it->state = DQ(o)->state;
    return (mt_obj *)it;
}

static mt_obj *
deque_iter(mt_state *st, mt_obj *o)
{
    return iter_new(st, o, &mt_type_dequeiter);
}

static mt_obj *
dequeit_next(mt_state *st, mt_obj *o)
{
    dequeit *it = (dequeit *)o;
    deque *d = DQ(it->d);
    // As CPython 3.11: the forward iterator checks for a change first; the reverse one
    // ends quietly once it has nothing left, mutated or not.
    int reverse = o->type != &mt_type_dequeiter;
    if (reverse && it->counter == 0) {
        return NULL;
    }
    if (d->state != it->state) {
        it->counter = 0;
        return mt_raise(st, MT_EXC(RuntimeError), "%s", mutated_msg);
    }
    if (it->counter == 0) {
        return NULL;
    }
    mt_obj *x = DQ_AT(d, it->index);
    if (!reverse) {
        it->index++;
    } else {
        it->index--;
    }
    it->counter--;
    MT_INCREF(x);
    return x;
}

static void
dequeit_clear(mt_obj *o)
{
    MT_CLEAR(((dequeit *)o)->d);
}

const mt_type mt_type_dequeiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_collections._deque_iterator",
    .basicsize = sizeof(dequeit),
    .base = &mt_type_object,
    .clear = dequeit_clear,
    .iter = mt_iter_self,
    .next = dequeit_next,
};

const mt_type mt_type_dequereviter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_collections._deque_reverse_iterator",
    .basicsize = sizeof(dequeit),
    .base = &mt_type_object,
    .clear = dequeit_clear,
    .iter = mt_iter_self,
    .next = dequeit_next,
};

/* ---- methods (n counts self; every method checks its own arguments) ---- */

#define SELF DQ(args[0])

static mt_obj *
deque_append(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "append", n, kw) < 0) {
        return NULL;
    }
    MT_INCREF(args[1]);
    return push_back_take(st, SELF, args[1]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
deque_appendleft(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "appendleft", n, kw) < 0) {
        return NULL;
    }
    MT_INCREF(args[1]);
    return push_front_take(st, SELF, args[1]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
deque_pop(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "pop", n, kw) < 0) {
        return NULL;
    }
    if (SELF->n == 0) {
        return mt_raise(st, MT_EXC(IndexError), "pop from an empty deque");
    }
    return take_back(SELF);
}

static mt_obj *
deque_popleft(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "popleft", n, kw) < 0) {
        return NULL;
    }
    if (SELF->n == 0) {
        return mt_raise(st, MT_EXC(IndexError), "pop from an empty deque");
    }
    return take_front(SELF);
}

static mt_obj *
deque_extend(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "extend", n, kw) < 0) {
        return NULL;
    }
    return extend_impl(st, SELF, args[1], 0) < 0 ? NULL : MT_NONE;
}

static mt_obj *
deque_extendleft(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "extendleft", n, kw) < 0) {
        return NULL;
    }
    return extend_impl(st, SELF, args[1], 1) < 0 ? NULL : MT_NONE;
}

static mt_obj *
deque_clear(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "clear", n, kw) < 0) {
        return NULL;
    }
    clear_items(SELF);
    return MT_NONE;
}

static mt_obj *
deque_copy(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "copy", n, kw) < 0) {
        return NULL;
    }
    return copy_of(st, args[0]);
}

static mt_obj *
deque_copy_dunder(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "__copy__", n, kw) < 0) {
        return NULL;
    }
    return copy_of(st, args[0]);
}

static mt_obj *
deque_count(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "count", n, kw) < 0) {
        return NULL;
    }
    deque *d = SELF;
    int64_t c = 0;
    for (size_t i = 0; i < d->n; i++) {
        int eq = item_eq(st, d, i, args[1], MT_EXC(RuntimeError));
        if (eq < 0) {
            return NULL;
        }
        c += eq;
    }
    return MT_FROM_SMALL(c);
}

static mt_obj *
deque_index(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (no_kw(st, "index", kw) < 0) {
        return NULL;
    }
    if (n < 2) {
        return mt_raise(st, MT_EXC(TypeError), "index() takes at least 1 argument (%zu given)",
                        n - 1);
    }
    if (n > 4) {
        return mt_raise(st, MT_EXC(TypeError), "index() takes at most 3 arguments (%zu given)",
                        n - 1);
    }
    deque *d = SELF;
    int64_t start = 0, stop = (int64_t)d->n;
    if (n > 2 && slice_arg(st, args[2], &start) < 0) {
        return NULL;
    }
    if (n > 3 && slice_arg(st, args[3], &stop) < 0) {
        return NULL;
    }
    int64_t len = (int64_t)d->n;
    if (start < 0) {
        start = start + len < 0 ? 0 : start + len;
    }
    if (stop < 0) {
        stop = stop + len < 0 ? 0 : stop + len;
    }
    if (stop > len) {
        stop = len;
    }
    for (int64_t i = start; i < stop; i++) {
        int eq = item_eq(st, d, (size_t)i, args[1], MT_EXC(RuntimeError));
        if (eq < 0) {
            return NULL;
        }
        if (eq) {
            return MT_FROM_SMALL(i);
        }
    }
    return not_in_deque(st, args[1]);
}

static mt_obj *
deque_insert(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (no_kw(st, "insert", kw) < 0) {
        return NULL;
    }
    if (n != 3) {
        return mt_raise(st, MT_EXC(TypeError), "insert() takes exactly 2 arguments (%zu given)",
                        n - 1);
    }
    int64_t i;
    if (ssize_arg(st, args[1], &i) < 0) {
        return NULL;
    }
    deque *d = SELF;
    if (d->bounded && d->n >= d->maxlen) {
        return mt_raise(st, MT_EXC(IndexError), "deque already at its maximum size");
    }
    int64_t len = (int64_t)d->n;
    if (i < 0) {
        i = i + len < 0 ? 0 : i + len;
    }
    if (i > len) {
        i = len;
    }
    return insert_at(st, d, (size_t)i, args[2]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
deque_remove(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "remove", n, kw) < 0) {
        return NULL;
    }
    deque *d = SELF;
    for (size_t i = 0; i < d->n; i++) {
        int eq = item_eq(st, d, i, args[1], MT_EXC(IndexError));
        if (eq < 0) {
            return NULL;
        }
        if (eq) {
            del_at(d, i);
            return MT_NONE;
        }
    }
    return not_in_deque(st, args[1]);
}

static mt_obj *
deque_reverse(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "reverse", n, kw) < 0) {
        return NULL;
    }
    deque *d = SELF;
    for (size_t i = 0, j = d->n; i + 1 < j; i++, j--) {
        mt_obj *t = DQ_AT(d, i);
        DQ_AT(d, i) = DQ_AT(d, j - 1);
        DQ_AT(d, j - 1) = t;
    }
    return MT_NONE;
}

static mt_obj *
deque_rotate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (no_kw(st, "rotate", kw) < 0) {
        return NULL;
    }
    if (n > 2) {
        return mt_raise(st, MT_EXC(TypeError), "deque.rotate expected at most 1 argument, got %zu",
                        n - 1);
    }
    int64_t k = 1;
    if (n == 2 && ssize_arg(st, args[1], &k) < 0) {
        return NULL;
    }
    rotate_by(SELF, k);
    return MT_NONE;
}

static mt_obj *
deque_reversed(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "__reversed__", n, kw) < 0) {
        return NULL;
    }
    return iter_new(st, args[0], &mt_type_dequereviter);
}

// (type(d), () or ((), maxlen), __dict__ or None, iter(d)), as CPython's.
static mt_obj *
deque_reduce(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_noargs(st, "__reduce__", n, kw) < 0) {
        return NULL;
    }
    deque *d = SELF;
    mt_obj *cargs = NULL, *dict = NULL, *it = NULL, *r = NULL;
    if (d->bounded) {
        mt_obj *ml = mt_int_from_u64(st, d->maxlen);
        cargs = ml ? mt_tuple_pack(st, 2, MT_EMPTY_TUPLE, ml) : NULL;
        MT_XDECREF(ml);
    } else {
        cargs = MT_EMPTY_TUPLE;
    }
    if (!cargs) {
        goto fail;
    }
    dict = mt_getattr_opt(st, args[0], MT_NAME(__dict__));
    if (!dict) {
        if (st->exc) {
            goto fail;
        }
        dict = MT_NONE;
    }
    it = deque_iter(st, args[0]);
    if (it) {
        r = mt_tuple_pack(st, 4, (mt_obj *)MT_TYPE(args[0]), cargs, dict, it);
    }
fail:
    MT_XDECREF(cargs);
    MT_XDECREF(dict);
    MT_XDECREF(it);
    return r;
}

// copy.deepcopy(d, memo): what copy._reconstruct does with __reduce__'s answer.
static mt_obj *
deque_deepcopy(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "__deepcopy__", n, kw) < 0) {
        return NULL;
    }
    mt_obj *self = args[0], *memo = args[1];
    deque *d = SELF;
    mt_obj *name = NULL, *mod = NULL, *deepcopy = NULL, *y = NULL, *key = NULL, *dict = NULL;
    mt_obj *items = NULL, *r = NULL;
    name = mt_str_from_c(st, "copy");
    mod = name ? mt_import(st, name) : NULL;
    deepcopy = mod ? mt_getattr_s(st, mod, "deepcopy") : NULL;
    if (!deepcopy) {
        goto fail;
    }
    if (d->bounded) {
        mt_obj *ml = mt_int_from_u64(st, d->maxlen);
        if (!ml) {
            goto fail;
        }
        mt_obj *argv[2] = {MT_EMPTY_TUPLE, ml};
        y = mt_call(st, (mt_obj *)MT_TYPE(self), 2, argv, NULL);
        MT_DECREF(ml);
    } else {
        y = mt_call0(st, (mt_obj *)MT_TYPE(self));
    }
    if (!y) {
        goto fail;
    }
    if (memo != MT_NONE) {
        key = mt_call1(st, mt_builtin_lookup_c("id"), self);
        if (!key || mt_setitem(st, memo, key, y) < 0) {
            goto fail;
        }
    }
    dict = mt_getattr_opt(st, self, MT_NAME(__dict__));
    if (!dict && st->exc) {
        goto fail;
    }
    if (dict && mt_isinst(dict, &mt_type_dict) && MT_DICT_LEN(dict) > 0) {
        mt_obj *state = mt_call2(st, deepcopy, dict, memo);
        mt_obj *ydict = state ? mt_getattr(st, y, MT_NAME(__dict__)) : NULL;
        mt_obj *u = ydict ? mt_call_method(st, ydict, MT_NAME(update), 1, &state) : NULL;
        MT_XDECREF(state);
        MT_XDECREF(ydict);
        if (!u) {
            goto fail;
        }
        MT_DECREF(u);
    }
    items = to_list(st, d);
    if (!items) {
        goto fail;
    }
    for (size_t i = 0; i < MT_LIST_N(items); i++) {
        mt_obj *c = mt_call2(st, deepcopy, MT_LIST_ITEM(items, i), memo);
        mt_obj *u = c ? mt_call_method(st, y, MT_NAME(append), 1, &c) : NULL;
        MT_XDECREF(c);
        if (!u) {
            goto fail;
        }
        MT_DECREF(u);
    }
    r = y;
    y = NULL;
fail:
    MT_XDECREF(name);
    MT_XDECREF(mod);
    MT_XDECREF(deepcopy);
    MT_XDECREF(y);
    MT_XDECREF(key);
    MT_XDECREF(dict);
    MT_XDECREF(items);
    return r;
}

static mt_obj *
deque_iadd(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "__iadd__", n, kw) < 0) {
        return NULL;
    }
    return deque_binop(st, args[0], args[1], MT_OP_ADD | MT_OP_INPLACE);
}

static mt_obj *
deque_imul(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "__imul__", n, kw) < 0) {
        return NULL;
    }
    return deque_binop(st, args[0], args[1], MT_OP_MUL | MT_OP_INPLACE);
}

static mt_obj *
deque_class_getitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (want_one(st, "__class_getitem__", n, kw) < 0) {
        return NULL;
    }
    mt_obj *ga = mt_builtin_lookup_c("__generic_alias__");
    if (!ga) {
        MT_INCREF(args[0]);
        return args[0];
    }
    return mt_call2(st, ga, args[0], args[1]);
}

#undef SELF

#define DQ_ANY (MT_ARGS(0, MT_VAR) | MT_KW)
static const mt_method deque_methods[] = {
    {"append", deque_append, DQ_ANY},
    {"appendleft", deque_appendleft, DQ_ANY},
    {"pop", deque_pop, DQ_ANY},
    {"popleft", deque_popleft, DQ_ANY},
    {"extend", deque_extend, DQ_ANY},
    {"extendleft", deque_extendleft, DQ_ANY},
    {"clear", deque_clear, DQ_ANY},
    {"copy", deque_copy, DQ_ANY},
    {"__copy__", deque_copy_dunder, DQ_ANY},
    {"count", deque_count, DQ_ANY},
    {"index", deque_index, DQ_ANY},
    {"insert", deque_insert, DQ_ANY},
    {"remove", deque_remove, DQ_ANY},
    {"reverse", deque_reverse, DQ_ANY},
    {"rotate", deque_rotate, DQ_ANY},
    {"__reversed__", deque_reversed, DQ_ANY},
    {"__reduce__", deque_reduce, DQ_ANY},
    {"__deepcopy__", deque_deepcopy, DQ_ANY},
    {"__iadd__", deque_iadd, DQ_ANY},
    {"__imul__", deque_imul, DQ_ANY},
    {"__class_getitem__", deque_class_getitem, DQ_ANY | MT_CLASSM},
    {NULL, NULL, 0}};
#undef DQ_ANY

static mt_obj *
deque_maxlen_get(mt_state *st, mt_obj *self)
{
    if (!DQ(self)->bounded) {
        return MT_NONE;
    }
    return mt_int_from_u64(st, DQ(self)->maxlen);
}

static const mt_getset deque_getsets[] = {{"maxlen", deque_maxlen_get, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_deque = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "collections.deque",
    .basicsize = sizeof(deque),
    .flags = MT_TF_BASETYPE | MT_TF_INPLACE,
    .base = &mt_type_object,
    .clear = deque_clear_slot,
    .release = deque_release,
    .repr = deque_repr,
    .hash = mt_hash_unhashable,
    .richcmp = deque_richcmp,
    .binop = deque_binop,
    .iter = deque_iter,
    .getitem = deque_getitem,
    .setitem = deque_setitem,
    .len = deque_len,
    .contains = deque_contains,
    .tp_new = deque_new,
    .tp_init = deque_init,
    .methods = deque_methods,
    .getsets = deque_getsets,
};

// The module body, in Python: run once into the module dict on first import.
static const char collections_src[] =
    "def _is_mapping(obj):\n"
    "    return isinstance(obj, dict) or (hasattr(obj, 'keys') and hasattr(obj, '__getitem__'))\n"
    "\n"
    "\n"
    "class Counter(dict):\n"
    "    def __init__(self, iterable=None, /, **kwds):\n"
    "        dict.__init__(self)\n"
    "        self.update(iterable, **kwds)\n"
    "\n"
    "    def __missing__(self, key):\n"
    "        return 0\n"
    "\n"
    "    def total(self):\n"
    "        return sum(self.values())\n"
    "\n"
    "    def most_common(self, n=None):\n"
    "        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)\n"
    "        if n is None:\n"
    "            return items\n"
    "        if n < 0:\n"
    "            n = 0\n"
    "        return items[:n]\n"
    "\n"
    "    def elements(self):\n"
    "        for elem, count in list(self.items()):\n"
    "            for _ in range(count):\n"
    "                yield elem\n"
    "\n"
    "    @classmethod\n"
    "    def fromkeys(cls, iterable, v=None):\n"
    "        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')\n"
    "\n"
    "    def update(self, iterable=None, /, **kwds):\n"
    "        if iterable is not None:\n"
    "            if _is_mapping(iterable):\n"
    "                if self:\n"
    "                    for elem in iterable.keys():\n"
    "                        self[elem] = iterable[elem] + self.get(elem, 0)\n"
    "                else:\n"
    "                    for elem in iterable.keys():\n"
    "                        dict.__setitem__(self, elem, iterable[elem])\n"
    "            else:\n"
    "                for elem in iterable:\n"
    "                    self[elem] = self.get(elem, 0) + 1\n"
    "        if kwds:\n"
    "            self.update(kwds)\n"
    "\n"
    "    def subtract(self, iterable=None, /, **kwds):\n"
    "        if iterable is not None:\n"
    "            if _is_mapping(iterable):\n"
    "                for elem in iterable.keys():\n"
    "                    self[elem] = self.get(elem, 0) - iterable[elem]\n"
    "            else:\n"
    "                for elem in iterable:\n"
    "                    self[elem] = self.get(elem, 0) - 1\n"
    "        if kwds:\n"
    "            self.subtract(kwds)\n"
    "\n"
    "    def copy(self):\n"
    "        return self.__class__(self)\n"
    "\n"
    "    def __reduce__(self):\n"
    "        return self.__class__, (dict(self),)\n"
    "\n"
    "    def __delitem__(self, elem):\n"
    "        if elem in self:\n"
    "            dict.pop(self, elem)\n"
    "\n"
    "    def __repr__(self):\n"
    "        if not self:\n"
    "            return f'{self.__class__.__name__}()'\n"
    "        try:\n"
    "            d = dict(self.most_common())\n"
    "        except TypeError:\n"
    "            d = dict(self)\n"
    "        return f'{self.__class__.__name__}({d!r})'\n"
    "\n"
    "    def __eq__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        return all(self[e] == other[e] for c in (self, other) for e in c)\n"
    "\n"
    "    def __ne__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        return not self == other\n"
    "\n"
    "    def __le__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        return all(self[e] <= other[e] for c in (self, other) for e in c)\n"
    "\n"
    "    def __lt__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        return self <= other and self != other\n"
    "\n"
    "    def __ge__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        return all(self[e] >= other[e] for c in (self, other) for e in c)\n"
    "\n"
    "    def __gt__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        return self >= other and self != other\n"
    "\n"
    "    __hash__ = None\n"
    "\n"
    "    def __add__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        result = Counter()\n"
    "        for elem, count in self.items():\n"
    "            newcount = count + other[elem]\n"
    "            if newcount > 0:\n"
    "                result[elem] = newcount\n"
    "        for elem, count in other.items():\n"
    "            if elem not in self and count > 0:\n"
    "                result[elem] = count\n"
    "        return result\n"
    "\n"
    "    def __sub__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        result = Counter()\n"
    "        for elem, count in self.items():\n"
    "            newcount = count - other[elem]\n"
    "            if newcount > 0:\n"
    "                result[elem] = newcount\n"
    "        for elem, count in other.items():\n"
    "            if elem not in self and count < 0:\n"
    "                result[elem] = 0 - count\n"
    "        return result\n"
    "\n"
    "    def __or__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        result = Counter()\n"
    "        for elem, count in self.items():\n"
    "            other_count = other[elem]\n"
    "            newcount = other_count if count < other_count else count\n"
    "            if newcount > 0:\n"
    "                result[elem] = newcount\n"
    "        for elem, count in other.items():\n"
    "            if elem not in self and count > 0:\n"
    "                result[elem] = count\n"
    "        return result\n"
    "\n"
    "    def __and__(self, other):\n"
    "        if not isinstance(other, Counter):\n"
    "            return NotImplemented\n"
    "        result = Counter()\n"
    "        for elem, count in self.items():\n"
    "            other_count = other[elem]\n"
    "            newcount = count if count < other_count else other_count\n"
    "            if newcount > 0:\n"
    "                result[elem] = newcount\n"
    "        return result\n"
    "\n"
    "    def __pos__(self):\n"
    "        result = Counter()\n"
    "        for elem, count in self.items():\n"
    "            if count > 0:\n"
    "                result[elem] = count\n"
    "        return result\n"
    "\n"
    "    def __neg__(self):\n"
    "        result = Counter()\n"
    "        for elem, count in self.items():\n"
    "            if count < 0:\n"
    "                result[elem] = 0 - count\n"
    "        return result\n"
    "\n"
    "    def _keep_positive(self):\n"
    "        nonpositive = [elem for elem, count in self.items() if not count > 0]\n"
    "        for elem in nonpositive:\n"
    "            del self[elem]\n"
    "        return self\n"
    "\n"
    "    def __iadd__(self, other):\n"
    "        for elem, count in other.items():\n"
    "            self[elem] += count\n"
    "        return self._keep_positive()\n"
    "\n"
    "    def __isub__(self, other):\n"
    "        for elem, count in other.items():\n"
    "            self[elem] -= count\n"
    "        return self._keep_positive()\n"
    "\n"
    "    def __ior__(self, other):\n"
    "        for elem, other_count in other.items():\n"
    "            count = self[elem]\n"
    "            if other_count > count:\n"
    "                self[elem] = other_count\n"
    "        return self._keep_positive()\n"
    "\n"
    "    def __iand__(self, other):\n"
    "        for elem, count in list(self.items()):\n"
    "            other_count = other[elem]\n"
    "            if other_count < count:\n"
    "                self[elem] = other_count\n"
    "        return self._keep_positive()\n"
    "\n"
    "\n"
    "# ids of the OrderedDicts being repr'd: a self-reference prints as ... (CPython's\n"
    "# reprlib.recursive_repr)\n"
    "_od_repr_running = set()\n"
    "\n"
    "\n"
    "class OrderedDict(dict):\n"
    "    def __init__(self, other=(), /, **kwds):\n"
    "        dict.__init__(self)\n"
    "        self.update(other, **kwds)\n"
    "\n"
    "    def update(self, other=(), /, **kwds):\n"
    "        if _is_mapping(other):\n"
    "            for key in other.keys():\n"
    "                self[key] = other[key]\n"
    "        else:\n"
    "            for key, value in other:\n"
    "                self[key] = value\n"
    "        for key, value in kwds.items():\n"
    "            self[key] = value\n"
    "\n"
    "    def move_to_end(self, key, last=True):\n"
    "        if key not in self:\n"
    "            raise KeyError(key)\n"
    "        value = dict.pop(self, key)\n"
    "        if last:\n"
    "            dict.__setitem__(self, key, value)\n"
    "        else:\n"
    "            rest = list(dict.items(self))\n"
    "            dict.clear(self)\n"
    "            dict.__setitem__(self, key, value)\n"
    "            for k, v in rest:\n"
    "                dict.__setitem__(self, k, v)\n"
    "\n"
    "    def popitem(self, last=True):\n"
    "        if not self:\n"
    "            raise KeyError('dictionary is empty')\n"
    "        if last:\n"
    "            return dict.popitem(self)\n"
    "        key = next(iter(dict.keys(self)))\n"
    "        value = dict.pop(self, key)\n"
    "        return key, value\n"
    "\n"
    "    def copy(self):\n"
    "        return self.__class__(self)\n"
    "\n"
    "    @classmethod\n"
    "    def fromkeys(cls, iterable, value=None):\n"
    "        self = cls()\n"
    "        for key in iterable:\n"
    "            self[key] = value\n"
    "        return self\n"
    "\n"
    "    def __repr__(self):\n"
    "        if not self:\n"
    "            return f'{self.__class__.__name__}()'\n"
    "        key = id(self)\n"
    "        if key in _od_repr_running:\n"
    "            return '...'\n"
    "        _od_repr_running.add(key)\n"
    "        try:\n"
    "            return f'{self.__class__.__name__}({list(self.items())!r})'\n"
    "        finally:\n"
    "            _od_repr_running.discard(key)\n"
    "\n"
    "    def __eq__(self, other):\n"
    "        if isinstance(other, OrderedDict):\n"
    "            return dict.__eq__(self, other) and list(self.keys()) == list(other.keys())\n"
    "        return dict.__eq__(self, other)\n"
    "\n"
    "    def __ne__(self, other):\n"
    "        r = self.__eq__(other)\n"
    "        if r is NotImplemented:\n"
    "            return r\n"
    "        return not r\n"
    "\n"
    "    __hash__ = None\n"
    "\n"
    "    def __reversed__(self):\n"
    "        return reversed(list(dict.keys(self)))\n"
    "\n"
    "    def __or__(self, other):\n"
    "        if not isinstance(other, dict):\n"
    "            return NotImplemented\n"
    "        new = self.__class__(self)\n"
    "        new.update(other)\n"
    "        return new\n"
    "\n"
    "    def __ior__(self, other):\n"
    "        self.update(other)\n"
    "        return self\n"
    "\n"
    "\n"
    "class defaultdict(dict):\n"
    "    def __init__(self, default_factory=None, /, *args, **kwds):\n"
    "        if default_factory is not None and not callable(default_factory):\n"
    "            raise TypeError('first argument must be callable or None')\n"
    "        dict.__init__(self, *args, **kwds)\n"
    "        self.default_factory = default_factory\n"
    "\n"
    "    def __missing__(self, key):\n"
    "        if self.default_factory is None:\n"
    "            raise KeyError(key)\n"
    "        value = self.default_factory()\n"
    "        self[key] = value\n"
    "        return value\n"
    "\n"
    "    def __repr__(self):\n"
    "        return f'{self.__class__.__name__}({self.default_factory!r}, {dict.__repr__(self)})'\n"
    "\n"
    "    def copy(self):\n"
    "        return self.__class__(self.default_factory, self)\n"
    "\n"
    "    __copy__ = copy\n"
    "\n"
    "    def __reduce__(self):\n"
    "        return self.__class__, (self.default_factory,), None, None, iter(self.items())\n"
    "\n"
    "    def __or__(self, other):\n"
    "        if not isinstance(other, dict):\n"
    "            return NotImplemented\n"
    "        new = self.copy()\n"
    "        new.update(other)\n"
    "        return new\n"
    "\n"
    "\n"
    "class _TupleBase:\n"
    "    # Monty cannot subclass tuple: a namedtuple keeps its values in a real tuple, _t.\n"
    "    __slots__ = ('_t',)\n"
    "\n"
    "    def __init__(self, *args, **kwds):\n"
    "        pass\n"
    "\n"
    "    def __setattr__(self, name, value):\n"
    "        if name in self._fields:\n"
    "            raise AttributeError(\"can't set attribute\")\n"
    "        raise AttributeError(f\"{type(self).__name__!r} object has no attribute {name!r}\")\n"
    "\n"
    "    def __delattr__(self, name):\n"
    "        raise AttributeError(\"can't delete attribute\")\n"
    "\n"
    "    def __len__(self):\n"
    "        return len(self._t)\n"
    "\n"
    "    def __iter__(self):\n"
    "        return iter(self._t)\n"
    "\n"
    "    def __reversed__(self):\n"
    "        return reversed(self._t)\n"
    "\n"
    "    def __getitem__(self, i):\n"
    "        return self._t[i]\n"
    "\n"
    "    def __contains__(self, x):\n"
    "        return x in self._t\n"
    "\n"
    "    def __hash__(self):\n"
    "        return hash(self._t)\n"
    "\n"
    "    def __eq__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t == other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t == other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __ne__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t != other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t != other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __lt__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t < other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t < other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __le__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t <= other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t <= other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __gt__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t > other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t > other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __ge__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t >= other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t >= other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __add__(self, other):\n"
    "        if isinstance(other, _TupleBase):\n"
    "            return self._t + other._t\n"
    "        if isinstance(other, tuple):\n"
    "            return self._t + other\n"
    "        return NotImplemented\n"
    "\n"
    "    def __radd__(self, other):\n"
    "        if isinstance(other, tuple):\n"
    "            return other + self._t\n"
    "        return NotImplemented\n"
    "\n"
    "    def __mul__(self, n):\n"
    "        return self._t * n\n"
    "\n"
    "    __rmul__ = __mul__\n"
    "\n"
    "    def count(self, x):\n"
    "        return self._t.count(x)\n"
    "\n"
    "    def index(self, x, *args):\n"
    "        return self._t.index(x, *args)\n"
    "\n"
    "    def __repr__(self):\n"
    "        return self.__class__.__name__ + '(' + ', '.join(\n"
    "            f'{name}={value!r}' for name, value in zip(self._fields, self._t)) + ')'\n"
    "\n"
    "    @classmethod\n"
    "    def _make(cls, iterable):\n"
    "        t = tuple(iterable)\n"
    "        if len(t) != len(cls._fields):\n"
    "            raise TypeError(f'Expected {len(cls._fields)} arguments, got {len(t)}')\n"
    "        return _tuple_new(cls, t)\n"
    "\n"
    "    def _replace(self, /, **kwds):\n"
    "        result = self._make([kwds.pop(name) if name in kwds else getattr(self, name)\n"
    "                             for name in self._fields])\n"
    "        if kwds:\n"
    "            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')\n"
    "        return result\n"
    "\n"
    "    def _asdict(self):\n"
    "        return dict(zip(self._fields, self._t))\n"
    "\n"
    "    def __getnewargs__(self):\n"
    "        return self._t\n"
    "\n"
    "    def __copy__(self):\n"
    "        return self\n"
    "\n"
    "    def __deepcopy__(self, memo):\n"
    "        import copy\n"
    "        return _tuple_new(type(self), copy.deepcopy(self._t, memo))\n"
    "\n"
    "\n"
    "def _tuple_new(cls, t):\n"
    "    self = object.__new__(cls)\n"
    "    object.__setattr__(self, '_t', t)\n"
    "    return self\n"
    "\n"
    "\n"
    "_kwlist = ('False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break',\n"
    "           'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for',\n"
    "           'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',\n"
    "           'pass', 'raise', 'return', 'try', 'while', 'with', 'yield')\n"
    "\n"
    "\n"
    "def _nt_setup(cls, typename, fields, field_defaults):\n"
    "    # Give cls (a _TupleBase subclass) the namedtuple machinery for fields.\n"
    "    params = []\n"
    "    ns = {'_tuple_new': _tuple_new}\n"
    "    for i, name in enumerate(fields):\n"
    "        if name in field_defaults:\n"
    "            ns[f'_d{i}'] = field_defaults[name]\n"
    "            params.append(f'{name}=_d{i}')\n"
    "        else:\n"
    "            params.append(name)\n"
    "    arg_list = ', '.join(fields)\n"
    "    if len(fields) == 1:\n"
    "        arg_list += ','\n"
    "    src = f'def __new__(_cls, {\", \".join(params)}):\\n    return _tuple_new(_cls, ({arg_list}))\\n'\n"
    "    exec(src, ns)\n"
    "    new = ns['__new__']\n"
    "    new.__qualname__ = f'{typename}.__new__'\n"
    "    new.__doc__ = f'Create new instance of {typename}({\", \".join(fields)})'\n"
    "    type.__setattr__(cls, '__new__', staticmethod(new))\n"
    "    type.__setattr__(cls, '_fields', fields)\n"
    "    type.__setattr__(cls, '_field_defaults', field_defaults)\n"
    "    type.__setattr__(cls, '__match_args__', fields)\n"
    "    for index, name in enumerate(fields):\n"
    "        type.__setattr__(cls, name, property(lambda self, _i=index: self._t[_i],\n"
    "                                             doc=f'Alias for field number {index}'))\n"
    "    return cls\n"
    "\n"
    "\n"
    "def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):\n"
    "    if isinstance(field_names, str):\n"
    "        field_names = field_names.replace(',', ' ').split()\n"
    "    field_names = list(map(str, field_names))\n"
    "    typename = str(typename)\n"
    "    if rename:\n"
    "        seen = set()\n"
    "        for index, name in enumerate(field_names):\n"
    "            if (not name.isidentifier() or name in _kwlist or name.startswith('_')\n"
    "                    or name in seen):\n"
    "                field_names[index] = f'_{index}'\n"
    "            seen.add(name)\n"
    "    for name in [typename] + field_names:\n"
    "        if type(name) is not str:\n"
    "            raise TypeError('Type names and field names must be strings')\n"
    "        if not name.isidentifier():\n"
    "            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')\n"
    "        if name in _kwlist:\n"
    "            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')\n"
    "    seen = set()\n"
    "    for name in field_names:\n"
    "        if name.startswith('_') and not rename:\n"
    "            raise ValueError(f'Field names cannot start with an underscore: {name!r}')\n"
    "        if name in seen:\n"
    "            raise ValueError(f'Encountered duplicate field name: {name!r}')\n"
    "        seen.add(name)\n"
    "    field_defaults = {}\n"
    "    if defaults is not None:\n"
    "        defaults = tuple(defaults)\n"
    "        if len(defaults) > len(field_names):\n"
    "            raise TypeError('Got more default values than field names')\n"
    "        field_defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults)))))\n"
    "    fields = tuple(field_names)\n"
    "    if module is None:\n"
    "        module = '__main__'\n"
    "    cls = type(typename, (_TupleBase,), {\n"
    "        '__doc__': f'{typename}({\", \".join(fields)})',\n"
    "        '__slots__': (),\n"
    "        '__module__': module,\n"
    "    })\n"
    "    return _nt_setup(cls, typename, fields, field_defaults)\n"
    "\n"
    "\n"
    "class ChainMap:\n"
    "    def __init__(self, *maps):\n"
    "        self.maps = list(maps) or [{}]\n"
    "\n"
    "    def __missing__(self, key):\n"
    "        raise KeyError(key)\n"
    "\n"
    "    def __getitem__(self, key):\n"
    "        for mapping in self.maps:\n"
    "            try:\n"
    "                return mapping[key]\n"
    "            except KeyError:\n"
    "                pass\n"
    "        return self.__missing__(key)\n"
    "\n"
    "    def get(self, key, default=None):\n"
    "        return self[key] if key in self else default\n"
    "\n"
    "    def _merged(self):\n"
    "        d = {}\n"
    "        for mapping in reversed(self.maps):\n"
    "            for k in mapping:\n"
    "                d[k] = None\n"
    "        return d\n"
    "\n"
    "    def __len__(self):\n"
    "        return len(self._merged())\n"
    "\n"
    "    def __iter__(self):\n"
    "        return iter(self._merged())\n"
    "\n"
    "    def __contains__(self, key):\n"
    "        return any(key in m for m in self.maps)\n"
    "\n"
    "    def __bool__(self):\n"
    "        return any(self.maps)\n"
    "\n"
    "    def keys(self):\n"
    "        return self._merged().keys()\n"
    "\n"
    "    def items(self):\n"
    "        return [(k, self[k]) for k in self._merged()]\n"
    "\n"
    "    def values(self):\n"
    "        return [self[k] for k in self._merged()]\n"
    "\n"
    "    def __repr__(self):\n"
    "        return f'{self.__class__.__name__}({\", \".join(map(repr, self.maps))})'\n"
    "\n"
    "    @classmethod\n"
    "    def fromkeys(cls, iterable, *args):\n"
    "        return cls(dict.fromkeys(iterable, *args))\n"
    "\n"
    "    def copy(self):\n"
    "        return self.__class__(self.maps[0].copy(), *self.maps[1:])\n"
    "\n"
    "    __copy__ = copy\n"
    "\n"
    "    def new_child(self, m=None, **kwargs):\n"
    "        if m is None:\n"
    "            m = kwargs\n"
    "        elif kwargs:\n"
    "            m.update(kwargs)\n"
    "        return self.__class__(m, *self.maps)\n"
    "\n"
    "    @property\n"
    "    def parents(self):\n"
    "        return self.__class__(*self.maps[1:])\n"
    "\n"
    "    def __setitem__(self, key, value):\n"
    "        self.maps[0][key] = value\n"
    "\n"
    "    def __delitem__(self, key):\n"
    "        try:\n"
    "            del self.maps[0][key]\n"
    "        except KeyError:\n"
    "            raise KeyError(f'Key not found in the first mapping: {key!r}')\n"
    "\n"
    "    def popitem(self):\n"
    "        try:\n"
    "            return self.maps[0].popitem()\n"
    "        except KeyError:\n"
    "            raise KeyError('No keys found in the first mapping.')\n"
    "\n"
    "    def pop(self, key, *args):\n"
    "        try:\n"
    "            return self.maps[0].pop(key, *args)\n"
    "        except KeyError:\n"
    "            raise KeyError(f'Key not found in the first mapping: {key!r}')\n"
    "\n"
    "    def clear(self):\n"
    "        self.maps[0].clear()\n"
    "\n"
    "    def __eq__(self, other):\n"
    "        return dict(self.items()) == dict(other.items())\n"
    "\n"
    "    def __or__(self, other):\n"
    "        m = self.copy()\n"
    "        m.maps[0].update(other)\n"
    "        return m\n";

static int
collections_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (mt_dict_set_str(st, d, "deque", (mt_obj *)&mt_type_deque) < 0) {
        return -1;
    }
    mt_code *co = mt_compile_source(st, collections_src, sizeof collections_src - 1,
                                    "<frozen collections>", MT_PARSE_FILE);
    if (!co) {
        return -1;
    }
    mt_obj *r = mt_vm_run_code(st, co, d, d);
    MT_DECREF(co);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    // collections.abc imported first: link it as collections.abc now
    mt_obj *sub = mt_dict_get_str_borrow(st->modules, "collections.abc");
    return sub ? mt_dict_set_str(st, d, "abc", sub) : 0;
}

// collections.abc is loaded at first use: `import collections; collections.abc.Mapping` works.
static mt_obj *
collections_getattr(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (mt_isinst(args[0], &mt_type_str) && strcmp(mt_str_data(args[0]), "abc") == 0) {
        mt_obj *name = mt_str_from_c(st, "collections.abc");
        mt_obj *m = name ? mt_import(st, name) : NULL;
        MT_XDECREF(name);
        return m;
    }
    return mt_raise(st, MT_EXC(AttributeError), "module 'collections' has no attribute '%S'",
                    args[0]);
}

static const mt_method collections_methods[] = {
    {"__getattr__", collections_getattr, MT_ARGS(1, 1) | MT_NOSELF}, {NULL, NULL, 0}};

const mt_module_def mt_module_collections = {"collections", collections_methods, collections_init};

/* ---- collections.abc: ABCMeta and the abstract base classes (Python source) ---- */

// The body of collections.abc, run once into its dict at first import.
static const char abc_src[] =
    "__all__ = ['Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator',\n"
    "           'Hashable', 'Iterable', 'Iterator', 'Generator', 'Reversible', 'Sized', 'Container',\n"
    "           'Callable', 'Collection', 'Set', 'MutableSet', 'Mapping', 'MutableMapping',\n"
    "           'MappingView', 'KeysView', 'ItemsView', 'ValuesView', 'Sequence', 'MutableSequence',\n"
    "           'ByteString']\n"
    "\n"
    "# register() bumps this: every negative cache made before it is stale.\n"
    "_epoch = [0]\n"
    "\n"
    "\n"
    "class _AbcData:\n"
    "    def __init__(self):\n"
    "        self.registry = []\n"
    "        self.cache = set()\n"
    "        self.neg = set()\n"
    "        self.negver = _epoch[0]\n"
    "        self.subs = []\n"
    "\n"
    "\n"
    "def _abstract(f):\n"
    "    f.__isabstractmethod__ = True\n"
    "    return f\n"
    "\n"
    "\n"
    "class ABCMeta(type):\n"
    "    def __new__(mcls, name, bases, namespace, /, **kwargs):\n"
    "        cls = super().__new__(mcls, name, bases, namespace, **kwargs)\n"
    "        abstracts = {k for k, v in namespace.items() if getattr(v, '__isabstractmethod__', False)}\n"
    "        for base in bases:\n"
    "            for k in getattr(base, '__abstractmethods__', ()):\n"
    "                if getattr(getattr(cls, k, None), '__isabstractmethod__', False):\n"
    "                    abstracts.add(k)\n"
    "        cls.__abstractmethods__ = frozenset(abstracts)\n"
    "        cls._abc_impl = _AbcData()\n"
    "        for base in bases:\n"
    "            if isinstance(base, ABCMeta):\n"
    "                base._abc_impl.subs.append(cls)\n"
    "        return cls\n"
    "\n"
    "    def __call__(cls, *args, **kwargs):\n"
    "        names = cls.__abstractmethods__\n"
    "        if names:\n"
    "            names = sorted(names)\n"
    "            raise TypeError(f\"Can't instantiate abstract class {cls.__name__} with abstract \"\n"
    "                            f\"method{'s' if len(names) > 1 else ''} {', '.join(names)}\")\n"
    "        return super().__call__(*args, **kwargs)\n"
    "\n"
    "    def register(cls, subclass):\n"
    "        if not isinstance(subclass, type):\n"
    "            raise TypeError('Can only register classes')\n"
    "        if issubclass(subclass, cls):\n"
    "            return subclass\n"
    "        if issubclass(cls, subclass):\n"
    "            raise RuntimeError('Refusing to create an inheritance cycle')\n"
    "        cls._abc_impl.registry.append(subclass)\n"
    "        _epoch[0] += 1\n"
    "        return subclass\n"
    "\n"
    "    def __instancecheck__(cls, instance):\n"
    "        subclass = instance.__class__\n"
    "        d = cls._abc_impl\n"
    "        if subclass in d.cache:\n"
    "            return True\n"
    "        subtype = type(instance)\n"
    "        if subtype is subclass:\n"
    "            if d.negver == _epoch[0] and subclass in d.neg:\n"
    "                return False\n"
    "            return type(cls).__subclasscheck__(cls, subclass)\n"
    "        return (type(cls).__subclasscheck__(cls, subclass) or\n"
    "                type(cls).__subclasscheck__(cls, subtype))\n"
    "\n"
    "    def __subclasscheck__(cls, subclass):\n"
    "        if not isinstance(subclass, type):\n"
    "            raise TypeError('issubclass() arg 1 must be a class')\n"
    "        d = cls._abc_impl\n"
    "        if subclass in d.cache:\n"
    "            return True\n"
    "        if d.negver < _epoch[0]:\n"
    "            d.neg = set()\n"
    "            d.negver = _epoch[0]\n"
    "        elif subclass in d.neg:\n"
    "            return False\n"
    "        hook = getattr(cls, '__subclasshook__', None)\n"
    "        ok = hook(subclass) if hook is not None else NotImplemented\n"
    "        if ok is not NotImplemented:\n"
    "            if ok:\n"
    "                d.cache.add(subclass)\n"
    "            else:\n"
    "                d.neg.add(subclass)\n"
    "            return ok\n"
    "        if cls in subclass.__mro__:\n"
    "            d.cache.add(subclass)\n"
    "            return True\n"
    "        for rcls in d.registry:\n"
    "            if issubclass(subclass, rcls):\n"
    "                d.cache.add(subclass)\n"
    "                return True\n"
    "        for scls in d.subs:\n"
    "            if issubclass(subclass, scls):\n"
    "                d.cache.add(subclass)\n"
    "                return True\n"
    "        d.neg.add(subclass)\n"
    "        return False\n"
    "\n"
    "\n"
    "def _class_getitem(cls, item):\n"
    "    return __generic_alias__(cls, item)\n"
    "\n"
    "\n"
    "def _hook(name, *methods):\n"
    "    def __subclasshook__(cls, C):\n"
    "        if cls is globals()[name]:\n"
    "            return _check_methods(C, *methods)\n"
    "        return NotImplemented\n"
    "    return classmethod(__subclasshook__)\n"
    "\n"
    "\n"
    "# ---- one-trick ponies ----\n"
    "\n"
    "class Hashable(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __hash__(self):\n"
    "        return 0\n"
    "\n"
    "    __subclasshook__ = _hook('Hashable', '__hash__')\n"
    "\n"
    "\n"
    "class Awaitable(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __await__(self):\n"
    "        yield\n"
    "\n"
    "    __subclasshook__ = _hook('Awaitable', '__await__')\n"
    "    __class_getitem__ = classmethod(_class_getitem)\n"
    "\n"
    "\n"
    "class Coroutine(Awaitable):\n"
    "    @_abstract\n"
    "    def send(self, value):\n"
    "        raise StopIteration\n"
    "\n"
    "    @_abstract\n"
    "    def throw(self, typ, val=None, tb=None):\n"
    "        if val is None:\n"
    "            if tb is None:\n"
    "                raise typ\n"
    "            val = typ()\n"
    "        if tb is not None:\n"
    "            val = val.with_traceback(tb)\n"
    "        raise val\n"
    "\n"
    "    def close(self):\n"
    "        try:\n"
    "            self.throw(GeneratorExit)\n"
    "        except (GeneratorExit, StopIteration):\n"
    "            pass\n"
    "        else:\n"
    "            raise RuntimeError('coroutine ignored GeneratorExit')\n"
    "\n"
    "    __subclasshook__ = _hook('Coroutine', '__await__', 'send', 'throw', 'close')\n"
    "\n"
    "\n"
    "class AsyncIterable(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __aiter__(self):\n"
    "        return AsyncIterator()\n"
    "\n"
    "    __subclasshook__ = _hook('AsyncIterable', '__aiter__')\n"
    "    __class_getitem__ = classmethod(_class_getitem)\n"
    "\n"
    "\n"
    "class AsyncIterator(AsyncIterable):\n"
    "    @_abstract\n"
    "    async def __anext__(self):\n"
    "        raise StopAsyncIteration\n"
    "\n"
    "    def __aiter__(self):\n"
    "        return self\n"
    "\n"
    "    __subclasshook__ = _hook('AsyncIterator', '__anext__', '__aiter__')\n"
    "\n"
    "\n"
    "class AsyncGenerator(AsyncIterator):\n"
    "    async def __anext__(self):\n"
    "        return await self.asend(None)\n"
    "\n"
    "    @_abstract\n"
    "    async def asend(self, value):\n"
    "        raise StopAsyncIteration\n"
    "\n"
    "    @_abstract\n"
    "    async def athrow(self, typ, val=None, tb=None):\n"
    "        if val is None:\n"
    "            if tb is None:\n"
    "                raise typ\n"
    "            val = typ()\n"
    "        if tb is not None:\n"
    "            val = val.with_traceback(tb)\n"
    "        raise val\n"
    "\n"
    "    async def aclose(self):\n"
    "        try:\n"
    "            await self.athrow(GeneratorExit)\n"
    "        except (GeneratorExit, StopAsyncIteration):\n"
    "            pass\n"
    "        else:\n"
    "            raise RuntimeError('asynchronous generator ignored GeneratorExit')\n"
    "\n"
    "    __subclasshook__ = _hook('AsyncGenerator', '__aiter__', '__anext__', 'asend', 'athrow',\n"
    "                             'aclose')\n"
    "\n"
    "\n"
    "class Iterable(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __iter__(self):\n"
    "        while False:\n"
    "            yield None\n"
    "\n"
    "    __subclasshook__ = _hook('Iterable', '__iter__')\n"
    "    __class_getitem__ = classmethod(_class_getitem)\n"
    "\n"
    "\n"
    "class Iterator(Iterable):\n"
    "    @_abstract\n"
    "    def __next__(self):\n"
    "        raise StopIteration\n"
    "\n"
    "    def __iter__(self):\n"
    "        return self\n"
    "\n"
    "    __subclasshook__ = _hook('Iterator', '__iter__', '__next__')\n"
    "\n"
    "\n"
    "class Reversible(Iterable):\n"
    "    @_abstract\n"
    "    def __reversed__(self):\n"
    "        while False:\n"
    "            yield None\n"
    "\n"
    "    __subclasshook__ = _hook('Reversible', '__reversed__', '__iter__')\n"
    "\n"
    "\n"
    "class Generator(Iterator):\n"
    "    def __next__(self):\n"
    "        return self.send(None)\n"
    "\n"
    "    @_abstract\n"
    "    def send(self, value):\n"
    "        raise StopIteration\n"
    "\n"
    "    @_abstract\n"
    "    def throw(self, typ, val=None, tb=None):\n"
    "        if val is None:\n"
    "            if tb is None:\n"
    "                raise typ\n"
    "            val = typ()\n"
    "        if tb is not None:\n"
    "            val = val.with_traceback(tb)\n"
    "        raise val\n"
    "\n"
    "    def close(self):\n"
    "        try:\n"
    "            self.throw(GeneratorExit)\n"
    "        except (GeneratorExit, StopIteration):\n"
    "            pass\n"
    "        else:\n"
    "            raise RuntimeError('generator ignored GeneratorExit')\n"
    "\n"
    "    __subclasshook__ = _hook('Generator', '__iter__', '__next__', 'send', 'throw', 'close')\n"
    "\n"
    "\n"
    "class Sized(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __len__(self):\n"
    "        return 0\n"
    "\n"
    "    __subclasshook__ = _hook('Sized', '__len__')\n"
    "\n"
    "\n"
    "class Container(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __contains__(self, x):\n"
    "        return False\n"
    "\n"
    "    __subclasshook__ = _hook('Container', '__contains__')\n"
    "    __class_getitem__ = classmethod(_class_getitem)\n"
    "\n"
    "\n"
    "class Collection(Sized, Iterable, Container):\n"
    "    __subclasshook__ = _hook('Collection', '__len__', '__iter__', '__contains__')\n"
    "\n"
    "\n"
    "class Callable(metaclass=ABCMeta):\n"
    "    @_abstract\n"
    "    def __call__(self, *args, **kwds):\n"
    "        return False\n"
    "\n"
    "    __subclasshook__ = _hook('Callable', '__call__')\n"
    "    __class_getitem__ = classmethod(_class_getitem)\n"
    "\n"
    "\n"
    "# ---- sets ----\n"
    "\n"
    "class Set(Collection):\n"
    "    def __le__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            return NotImplemented\n"
    "        if len(self) > len(other):\n"
    "            return False\n"
    "        for elem in self:\n"
    "            if elem not in other:\n"
    "                return False\n"
    "        return True\n"
    "\n"
    "    def __lt__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            return NotImplemented\n"
    "        return len(self) < len(other) and self.__le__(other)\n"
    "\n"
    "    def __gt__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            return NotImplemented\n"
    "        return len(self) > len(other) and self.__ge__(other)\n"
    "\n"
    "    def __ge__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            return NotImplemented\n"
    "        if len(self) < len(other):\n"
    "            return False\n"
    "        for elem in other:\n"
    "            if elem not in self:\n"
    "                return False\n"
    "        return True\n"
    "\n"
    "    def __eq__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            return NotImplemented\n"
    "        return len(self) == len(other) and self.__le__(other)\n"
    "\n"
    "    __hash__ = None\n"
    "\n"
    "    @classmethod\n"
    "    def _from_iterable(cls, it):\n"
    "        return cls(it)\n"
    "\n"
    "    def __and__(self, other):\n"
    "        if not isinstance(other, Iterable):\n"
    "            return NotImplemented\n"
    "        return self._from_iterable(value for value in other if value in self)\n"
    "\n"
    "    __rand__ = __and__\n"
    "\n"
    "    def isdisjoint(self, other):\n"
    "        for value in other:\n"
    "            if value in self:\n"
    "                return False\n"
    "        return True\n"
    "\n"
    "    def __or__(self, other):\n"
    "        if not isinstance(other, Iterable):\n"
    "            return NotImplemented\n"
    "        return self._from_iterable([e for s in (self, other) for e in s])\n"
    "\n"
    "    __ror__ = __or__\n"
    "\n"
    "    def __sub__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            if not isinstance(other, Iterable):\n"
    "                return NotImplemented\n"
    "            other = self._from_iterable(other)\n"
    "        return self._from_iterable(value for value in self if value not in other)\n"
    "\n"
    "    def __rsub__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            if not isinstance(other, Iterable):\n"
    "                return NotImplemented\n"
    "            other = self._from_iterable(other)\n"
    "        return self._from_iterable(value for value in other if value not in self)\n"
    "\n"
    "    def __xor__(self, other):\n"
    "        if not isinstance(other, Set):\n"
    "            if not isinstance(other, Iterable):\n"
    "                return NotImplemented\n"
    "            other = self._from_iterable(other)\n"
    "        return (self - other) | (other - self)\n"
    "\n"
    "    __rxor__ = __xor__\n"
    "\n"
    "    def _hash(self):\n"
    "        h = 0\n"
    "        for x in self:\n"
    "            h ^= hash(x)\n"
    "        return h\n"
    "\n"
    "\n"
    "class MutableSet(Set):\n"
    "    @_abstract\n"
    "    def add(self, value):\n"
    "        raise NotImplementedError\n"
    "\n"
    "    @_abstract\n"
    "    def discard(self, value):\n"
    "        raise NotImplementedError\n"
    "\n"
    "    def remove(self, value):\n"
    "        if value not in self:\n"
    "            raise KeyError(value)\n"
    "        self.discard(value)\n"
    "\n"
    "    def pop(self):\n"
    "        it = iter(self)\n"
    "        try:\n"
    "            value = next(it)\n"
    "        except StopIteration:\n"
    "            raise KeyError from None\n"
    "        self.discard(value)\n"
    "        return value\n"
    "\n"
    "    def clear(self):\n"
    "        try:\n"
    "            while True:\n"
    "                self.pop()\n"
    "        except KeyError:\n"
    "            pass\n"
    "\n"
    "    def __ior__(self, it):\n"
    "        for value in it:\n"
    "            self.add(value)\n"
    "        return self\n"
    "\n"
    "    def __iand__(self, it):\n"
    "        for value in (self - it):\n"
    "            self.discard(value)\n"
    "        return self\n"
    "\n"
    "    def __ixor__(self, it):\n"
    "        if it is self:\n"
    "            self.clear()\n"
    "        else:\n"
    "            if not isinstance(it, Set):\n"
    "                it = self._from_iterable(it)\n"
    "            for value in it:\n"
    "                if value in self:\n"
    "                    self.discard(value)\n"
    "                else:\n"
    "                    self.add(value)\n"
    "        return self\n"
    "\n"
    "    def __isub__(self, it):\n"
    "        if it is self:\n"
    "            self.clear()\n"
    "        else:\n"
    "            for value in it:\n"
    "                self.discard(value)\n"
    "        return self\n"
    "\n"
    "\n"
    "# ---- mappings ----\n"
    "\n"
    "class Mapping(Collection):\n"
    "    @_abstract\n"
    "    def __getitem__(self, key):\n"
    "        raise KeyError\n"
    "\n"
    "    def get(self, key, default=None):\n"
    "        try:\n"
    "            return self[key]\n"
    "        except KeyError:\n"
    "            return default\n"
    "\n"
    "    def __contains__(self, key):\n"
    "        try:\n"
    "            self[key]\n"
    "        except KeyError:\n"
    "            return False\n"
    "        else:\n"
    "            return True\n"
    "\n"
    "    def keys(self):\n"
    "        return KeysView(self)\n"
    "\n"
    "    def items(self):\n"
    "        return ItemsView(self)\n"
    "\n"
    "    def values(self):\n"
    "        return ValuesView(self)\n"
    "\n"
    "    def __eq__(self, other):\n"
    "        if not isinstance(other, Mapping):\n"
    "            return NotImplemented\n"
    "        return dict(self.items()) == dict(other.items())\n"
    "\n"
    "    __hash__ = None\n"
    "    __reversed__ = None\n"
    "\n"
    "\n"
    "class MappingView(Sized):\n"
    "    def __init__(self, mapping):\n"
    "        self._mapping = mapping\n"
    "\n"
    "    def __len__(self):\n"
    "        return len(self._mapping)\n"
    "\n"
    "    def __repr__(self):\n"
    "        return f'{self.__class__.__name__}({self._mapping!r})'\n"
    "\n"
    "    __class_getitem__ = classmethod(_class_getitem)\n"
    "\n"
    "\n"
    "class KeysView(MappingView, Set):\n"
    "    @classmethod\n"
    "    def _from_iterable(cls, it):\n"
    "        return set(it)\n"
    "\n"
    "    def __contains__(self, key):\n"
    "        return key in self._mapping\n"
    "\n"
    "    def __iter__(self):\n"
    "        yield from self._mapping\n"
    "\n"
    "\n"
    "class ItemsView(MappingView, Set):\n"
    "    @classmethod\n"
    "    def _from_iterable(cls, it):\n"
    "        return set(it)\n"
    "\n"
    "    def __contains__(self, item):\n"
    "        key, value = item\n"
    "        try:\n"
    "            v = self._mapping[key]\n"
    "        except KeyError:\n"
    "            return False\n"
    "        else:\n"
    "            return v is value or v == value\n"
    "\n"
    "    def __iter__(self):\n"
    "        for key in self._mapping:\n"
    "            yield (key, self._mapping[key])\n"
    "\n"
    "\n"
    "class ValuesView(MappingView, Collection):\n"
    "    def __contains__(self, value):\n"
    "        for key in self._mapping:\n"
    "            v = self._mapping[key]\n"
    "            if v is value or v == value:\n"
    "                return True\n"
    "        return False\n"
    "\n"
    "    def __iter__(self):\n"
    "        for key in self._mapping:\n"
    "            yield self._mapping[key]\n"
    "\n"
    "\n"
    "_marker = object()\n"
    "\n"
    "\n"
    "class MutableMapping(Mapping):\n"
    "    @_abstract\n"
    "    def __setitem__(self, key, value):\n"
    "        raise KeyError\n"
    "\n"
    "    @_abstract\n"
    "    def __delitem__(self, key):\n"
    "        raise KeyError\n"
    "\n"
    "    def pop(self, key, default=_marker):\n"
    "        try:\n"
    "            value = self[key]\n"
    "        except KeyError:\n"
    "            if default is _marker:\n"
    "                raise\n"
    "            return default\n"
    "        else:\n"
    "            del self[key]\n"
    "            return value\n"
    "\n"
    "    def popitem(self):\n"
    "        try:\n"
    "            key = next(iter(self))\n"
    "        except StopIteration:\n"
    "            raise KeyError from None\n"
    "        value = self[key]\n"
    "        del self[key]\n"
    "        return key, value\n"
    "\n"
    "    def clear(self):\n"
    "        try:\n"
    "            while True:\n"
    "                self.popitem()\n"
    "        except KeyError:\n"
    "            pass\n"
    "\n"
    "    def update(self, other=(), /, **kwds):\n"
    "        if isinstance(other, Mapping):\n"
    "            for key in other:\n"
    "                self[key] = other[key]\n"
    "        elif hasattr(other, 'keys'):\n"
    "            for key in other.keys():\n"
    "                self[key] = other[key]\n"
    "        else:\n"
    "            for key, value in other:\n"
    "                self[key] = value\n"
    "        for key, value in kwds.items():\n"
    "            self[key] = value\n"
    "\n"
    "    def setdefault(self, key, default=None):\n"
    "        try:\n"
    "            return self[key]\n"
    "        except KeyError:\n"
    "            self[key] = default\n"
    "        return default\n"
    "\n"
    "\n"
    "# ---- sequences ----\n"
    "\n"
    "class Sequence(Reversible, Collection):\n"
    "    @_abstract\n"
    "    def __getitem__(self, index):\n"
    "        raise IndexError\n"
    "\n"
    "    def __iter__(self):\n"
    "        i = 0\n"
    "        try:\n"
    "            while True:\n"
    "                v = self[i]\n"
    "                yield v\n"
    "                i += 1\n"
    "        except IndexError:\n"
    "            return\n"
    "\n"
    "    def __contains__(self, value):\n"
    "        for v in self:\n"
    "            if v is value or v == value:\n"
    "                return True\n"
    "        return False\n"
    "\n"
    "    def __reversed__(self):\n"
    "        for i in reversed(range(len(self))):\n"
    "            yield self[i]\n"
    "\n"
    "    def index(self, value, start=0, stop=None):\n"
    "        if start is not None and start < 0:\n"
    "            start = max(len(self) + start, 0)\n"
    "        if stop is not None and stop < 0:\n"
    "            stop += len(self)\n"
    "        i = start\n"
    "        while stop is None or i < stop:\n"
    "            try:\n"
    "                v = self[i]\n"
    "            except IndexError:\n"
    "                break\n"
    "            if v is value or v == value:\n"
    "                return i\n"
    "            i += 1\n"
    "        raise ValueError\n"
    "\n"
    "    def count(self, value):\n"
    "        return sum(1 for v in self if v is value or v == value)\n"
    "\n"
    "\n"
    "class ByteString(Sequence):\n"
    "    pass\n"
    "\n"
    "\n"
    "class MutableSequence(Sequence):\n"
    "    @_abstract\n"
    "    def __setitem__(self, index, value):\n"
    "        raise IndexError\n"
    "\n"
    "    @_abstract\n"
    "    def __delitem__(self, index):\n"
    "        raise IndexError\n"
    "\n"
    "    @_abstract\n"
    "    def insert(self, index, value):\n"
    "        raise IndexError\n"
    "\n"
    "    def append(self, value):\n"
    "        self.insert(len(self), value)\n"
    "\n"
    "    def clear(self):\n"
    "        try:\n"
    "            while True:\n"
    "                self.pop()\n"
    "        except IndexError:\n"
    "            pass\n"
    "\n"
    "    def reverse(self):\n"
    "        n = len(self)\n"
    "        for i in range(n // 2):\n"
    "            self[i], self[n - i - 1] = self[n - i - 1], self[i]\n"
    "\n"
    "    def extend(self, values):\n"
    "        if values is self:\n"
    "            values = list(values)\n"
    "        for v in values:\n"
    "            self.append(v)\n"
    "\n"
    "    def pop(self, index=-1):\n"
    "        v = self[index]\n"
    "        del self[index]\n"
    "        return v\n"
    "\n"
    "    def remove(self, value):\n"
    "        del self[self.index(value)]\n"
    "\n"
    "    def __iadd__(self, values):\n"
    "        self.extend(values)\n"
    "        return self\n"
    "\n"
    "\n"
    "def _gen():\n"
    "    yield\n"
    "\n"
    "\n"
    "async def _coro():\n"
    "    pass\n"
    "\n"
    "\n"
    "async def _agen():\n"
    "    yield\n"
    "\n"
    "\n"
    "_g = _gen()\n"
    "_c = _coro()\n"
    "_a = _agen()\n"
    "Generator.register(type(_g))\n"
    "Coroutine.register(type(_c))\n"
    "AsyncGenerator.register(type(_a))\n"
    "_c.close()\n"
    "Sequence.register(tuple)\n"
    "Sequence.register(str)\n"
    "Sequence.register(range)\n"
    "MutableSequence.register(list)\n"
    "MutableSequence.register(bytearray)\n"
    "MutableSequence.register(_deque)\n"
    "ByteString.register(bytes)\n"
    "ByteString.register(bytearray)\n"
    "Set.register(frozenset)\n"
    "MutableSet.register(set)\n"
    "MutableMapping.register(dict)\n"
    "KeysView.register(type({}.keys()))\n"
    "ItemsView.register(type({}.items()))\n"
    "ValuesView.register(type({}.values()))\n"
    "for _t in (type(iter(b'')), type(iter(bytearray())), type(iter({})), type(iter({}.values())),\n"
    "           type(iter({}.items())), type(iter([])), type(reversed([])), type(iter(range(0))),\n"
    "           type(iter(set())), type(iter('')), type(iter(())), type(zip())):\n"
    "    Iterator.register(_t)\n"
    "del _t, _g, _c, _a, _gen, _coro, _agen, _deque\n";

// Does static type t (alone, not its bases) provide method name? 1 yes, 0 no, -1 blocked
// (an unhashable type's __hash__).
static int
abc_static_has(const mt_type *t, const char *name)
{
    if (strcmp(name, "__hash__") == 0) {
        if (t->hash == mt_hash_unhashable) {
            return -1;
        }
        return t->hash || t == &mt_type_object; // object: the identity hash
    }
    int slot = 0;
    if (strcmp(name, "__iter__") == 0) {
        slot = t->iter != NULL;
    } else if (strcmp(name, "__next__") == 0) {
        slot = t->next != NULL;
    } else if (strcmp(name, "__len__") == 0) {
        slot = t->len != NULL;
    } else if (strcmp(name, "__contains__") == 0) {
        slot = t->contains != NULL;
    } else if (strcmp(name, "__getitem__") == 0) {
        slot = t->getitem != NULL;
    } else if (strcmp(name, "__setitem__") == 0 || strcmp(name, "__delitem__") == 0) {
        slot = t->setitem != NULL;
    } else if (strcmp(name, "__call__") == 0) {
        slot = t->call != NULL;
    }
    if (slot) {
        return 1;
    }
    for (const mt_method *m = t->methods; m && m->name; m++) {
        if (strcmp(m->name, name) == 0) {
            return 1;
        }
    }
    return 0;
}

// One class of an MRO: 1 defines name, 0 does not, -1 sets it to None.
static int
abc_class_has(mt_state *st, const mt_type *t, mt_obj *name)
{
    if (!(t->flags & MT_TF_HEAP)) {
        return abc_static_has(t, mt_str_data(name));
    }
    mt_obj *v = mt_dict_get_borrow(st, t->dict, name);
    if (!v) {
        return st->exc ? -2 : 0;
    }
    return v == MT_NONE ? -1 : 1;
}

// _check_methods(C, *names): True when C's MRO defines every name (not as None), else
// NotImplemented (the ABCs' __subclasshook__ helper).
static mt_obj *
abc_check_methods(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (!mt_isinst(args[0], &mt_type_type)) {
        return mt_raise(st, MT_EXC(TypeError), "issubclass() arg 1 must be a class");
    }
    const mt_type *c = (const mt_type *)args[0];
    for (size_t i = 1; i < n; i++) {
        if (!mt_isinst(args[i], &mt_type_str)) {
            return mt_raise(st, MT_EXC(TypeError), "method names must be str");
        }
        int found = 0;
        if (c->flags & MT_TF_HEAP) {
            for (size_t k = 0; k < MT_TUPLE_N(c->mro) && !found; k++) {
                found = abc_class_has(st, (const mt_type *)MT_TUPLE_ITEM(c->mro, k), args[i]);
            }
        } else {
            for (const mt_type *b = c; b && !found; b = b->base) {
                found = abc_class_has(st, b, args[i]);
                if (!found && b->base2) {
                    found = abc_class_has(st, b->base2, args[i]);
                }
            }
        }
        if (found == -2) {
            return NULL;
        }
        if (found != 1) {
            MT_INCREF(MT_NOTIMPL);
            return MT_NOTIMPL;
        }
    }
    return MT_TRUE;
}

static const mt_method abc_methods[] = {
    {"_check_methods", abc_check_methods, MT_ARGS(1, MT_VAR) | MT_NOSELF}, {NULL, NULL, 0}};

// Make sub the attribute `attr` of the module named parent, when that one is loaded.
static int
abc_link_parent(mt_state *st, const char *parent, const char *attr, mt_obj *sub)
{
    mt_obj *p = st->modules ? mt_dict_get_str_borrow(st->modules, parent) : NULL;
    if (!p || MT_TYPE(p) != &mt_type_module) {
        return 0;
    }
    return mt_dict_set_str(st, ((mt_module *)p)->dict, attr, sub);
}

static int
abc_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (mt_dict_set_str(st, d, "_deque", (mt_obj *)&mt_type_deque) < 0) {
        return -1;
    }
    mt_code *co = mt_compile_source(st, abc_src, sizeof abc_src - 1, "<frozen collections.abc>",
                                    MT_PARSE_FILE);
    if (!co) {
        return -1;
    }
    mt_obj *r = mt_vm_run_code(st, co, d, d);
    MT_DECREF(co);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return abc_link_parent(st, "collections", "abc", m);
}

const mt_module_def mt_module_collections_abc = {"collections.abc", abc_methods, abc_init};
