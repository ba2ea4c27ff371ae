/* The collections module: deque (a C ring buffer), and Counter, defaultdict, OrderedDict,
 * namedtuple, ChainMap (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
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

// The position of d[key]: 0, or -1 with CPython's error.
static int
item_index(mt_state *st, mt_obj *key, const deque *d, size_t *out)
{
    int64_t i;
    if (MT_IS_SMALL(key)) {
        i = MT_SMALL_VAL(key);
    } else {
        if (!mt_has_index(key)) {
            return mt_raisei(st, MT_EXC(TypeError), "sequence index must be integer, not '%s'",
                             mt_type_name(key));
        }
        if (mt_index_ssize(st, key, MT_EXC(IndexError), &i) < 0) {
            return -1;
        }
    }
    // the length after the conversion: an __index__ may have cleared the deque
    size_t n = d->n;
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
        if (mt_index_ssize(st, cnt, MT_EXC(OverflowError), &k) < 0) {
            return NULL;
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
    if (item_index(st, key, d, &i) < 0) {
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
    if (item_index(st, key, d, &i) < 0) {
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
    if (n > 2 && mt_slice_bound(st, args[2], 0, &start) < 0) {
        return NULL;
    }
    if (n > 3 && mt_slice_bound(st, args[3], 0, &stop) < 0) {
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
    if (mt_index(st, args[1], &i) < 0) {
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
    if (n == 2 && mt_index(st, args[1], &k) < 0) {
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
    // the items through the deque's own iterator, as _reconstruct walks __reduce__'s: a copy
    // hook that mutates the deque stops the walk with CPython's RuntimeError
    items = deque_iter(st, self);
    if (!items) {
        goto fail;
    }
    for (;;) {
        mt_obj *x = mt_next(st, items);
        if (!x) {
            if (st->exc) {
                goto fail;
            }
            break;
        }
        mt_obj *c = mt_call2(st, deepcopy, x, memo);
        MT_DECREF(x);
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
    .flags = MT_TF_BASETYPE | MT_TF_INPLACE | MT_TF_REPEAT,
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

// The Python part of collections is monty/lib/collections.py, frozen at build time
// (monty/frozen.h).

static int
collections_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (mt_dict_set_str(st, d, "deque", (mt_obj *)&mt_type_deque) < 0) {
        return -1;
    }
    if (mt_module_exec_frozen(st, m, "collections") < 0) {
        return -1;
    }
    // collections.abc imported first: link it as collections.abc now
    mt_obj *sub = mt_dict_get_str_borrow(st->modules, "collections.abc");
    return sub ? mt_dict_set_str(st, d, "abc", sub) : 0;
}

// collections.abc and the User* classes are loaded at first use by the Python part's module
// __getattr__.
const mt_module_def mt_module_collections = {"collections", NULL, collections_init};

/* ---- collections.abc: ABCMeta and the abstract base classes (Python source) ---- */

// The Python part of collections.abc is monty/lib/collections.abc.py, frozen at build time
// (monty/frozen.h).

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
    if (mt_module_exec_frozen(st, m, "collections.abc") < 0) {
        return -1;
    }
    return abc_link_parent(st, "collections", "abc", m);
}

const mt_module_def mt_module_collections_abc = {"collections.abc", abc_methods, abc_init};
