/* set and frozenset: open-addressing tables probed as CPython's, so iteration order matches. */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

static const mt_obj dummy_obj = MT_STATIC_HEAD(&mt_type_object);
#define DUMMY ((mt_obj *)&dummy_obj)

static int
is_setlike(mt_obj *o)
{
    return mt_isinst(o, &mt_type_set) || mt_isinst(o, &mt_type_frozenset);
}

mt_obj *
mt_set_new(mt_state *st, const mt_type *t)
{
    mt_set *s =
        (mt_set *)mt_alloc(st, t, t->basicsize > sizeof(mt_set) ? t->basicsize : sizeof(mt_set));
    if (!s) {
        return NULL;
    }
    s->table = s->small;
    s->mask = 7;
    s->hash = -1;
    return (mt_obj *)s;
}

static void
set_clear_storage(mt_obj *o)
{
    mt_set *s = (mt_set *)o;
    mt_set_entry *t = s->table;
    size_t mask = s->mask;
    s->ver++;
    // the set is emptied before its keys are dropped (a key's release must find it
    // consistent), so an inline table's keys are taken out first: zeroing s->small below
    // used to lose them, and every small set leaked its members (F3)
    mt_set_entry smallcopy[CM_ARRAY_LEN(s->small)];
    if (t == s->small) {
        memcpy(smallcopy, s->small, sizeof smallcopy);
        t = smallcopy;
    }
    s->table = s->small;
    s->mask = 7;
    s->fill = s->used = 0;
    memset(s->small, 0, sizeof s->small);
    for (size_t i = 0; i <= mask; i++) {
        if (t[i].key && t[i].key != DUMMY) {
            MT_DECREF(t[i].key);
        }
    }
    if (t != smallcopy) {
        cm_free(t);
    }
}

static void
set_release(mt_obj *o)
{
    mt_set *s = (mt_set *)o;
    if (s->table && s->table != s->small) {
        cm_free(s->table);
    }
    s->table = s->small;
}

static void
insert_clean(mt_set_entry *table, size_t mask, mt_obj *key, int64_t hash)
{
    size_t perturb = (size_t)hash;
    size_t i = (size_t)hash & mask;
    for (;;) {
        mt_set_entry *e = &table[i];
        if (!e->key) {
            goto found;
        }
        if (i + LINEAR_PROBES <= mask) {
            for (int j = 0; j < LINEAR_PROBES; j++) {
                e++;
                if (!e->key) {
                    goto found;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
        continue;
    found:
        e->key = key;
        e->hash = hash;
        return;
    }
}

static int
table_resize(mt_state *st, mt_set *s, size_t minused)
{
    size_t newsize = 8;
    while (newsize <= minused) {
        newsize <<= 1;
    }
    mt_set_entry *old = s->table;
    size_t oldmask = s->mask;
    s->ver++;
    mt_set_entry smallcopy[8];
    if (old == s->small) {
        memcpy(smallcopy, s->small, sizeof smallcopy);
        old = smallcopy;
    }
    mt_set_entry *nt;
    if (newsize == 8) {
        nt = s->small;
    } else {
        nt = mt_mem(st, newsize * sizeof(mt_set_entry));
        if (!nt) {
            return -1;
        }
    }
    memset(nt, 0, newsize * sizeof(mt_set_entry));
    for (size_t i = 0; i <= oldmask; i++) {
        if (old[i].key && old[i].key != DUMMY) {
            insert_clean(nt, newsize - 1, old[i].key, old[i].hash);
        }
    }
    if (s->table != s->small) {
        cm_free(s->table);
    }
    s->table = nt;
    s->mask = newsize - 1;
    s->fill = s->used;
    return 0;
}

/* 1 added, 0 present, -1 error. key borrowed. */
static int
add_entry(mt_state *st, mt_set *s, mt_obj *key, int64_t hash)
{
    for (;;) {
        size_t mask = s->mask;
        size_t i = (size_t)hash & mask;
        size_t perturb = (size_t)hash;
        mt_set_entry *freeslot = NULL;
        int restart = 0;
        for (;;) {
            mt_set_entry *e = &s->table[i];
            size_t probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
            do {
                if (e->hash == 0 && e->key == NULL) {
                    goto unused;
                }
                if (e->key && e->key != DUMMY && e->hash == hash) {
                    if (e->key == key) {
                        return 0;
                    }
                    mt_obj *k = e->key;
                    mt_set_entry *tbl = s->table;
                    uint64_t ver = s->ver;
                    MT_INCREF(k);
                    int eq = mt_eq(st, k, key);
                    MT_DECREF(k);
                    if (eq < 0) {
                        return -1;
                    }
                    // __eq__ changed the set: e and freeslot may point at anything now
                    if (tbl != s->table || mask != s->mask || ver != s->ver) {
                        restart = 1;
                        break;
                    }
                    if (eq) {
                        return 0;
                    }
                } else if (e->key == DUMMY && !freeslot) {
                    freeslot = e;
                }
                e++;
            } while (probes--);
            if (restart) {
                break;
            }
            perturb >>= PERTURB_SHIFT;
            i = (i * 5 + 1 + perturb) & mask;
            continue;
        unused:
            MT_INCREF(key);
            s->ver++;
            if (freeslot) {
                freeslot->key = key;
                freeslot->hash = hash;
                s->used++;
                return 1;
            }
            e->key = key;
            e->hash = hash;
            s->fill++;
            s->used++;
            if (s->fill * 5 < mask * 3) {
                return 1;
            }
            return table_resize(st, s, s->used > 50000 ? s->used * 2 : s->used * 4) < 0 ? -1 : 1;
        }
    }
}

/* The entry of key, or NULL (with *err set on error). An __eq__ that changes the set
 * makes the probe start again on the table as it is now. */
static mt_set_entry *
find_entry(mt_state *st, mt_set *s, mt_obj *key, int64_t hash, int *err)
{
    *err = 0;
restart:;
    size_t mask = s->mask;
    size_t i = (size_t)hash & mask;
    size_t perturb = (size_t)hash;
    for (;;) {
        mt_set_entry *e = &s->table[i];
        size_t probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (e->hash == 0 && e->key == NULL) {
                return NULL;
            }
            if (e->key && e->key != DUMMY && e->hash == hash) {
                if (e->key == key) {
                    return e;
                }
                mt_obj *k = e->key;
                mt_set_entry *tbl = s->table;
                uint64_t ver = s->ver;
                MT_INCREF(k);
                int eq = mt_eq(st, k, key);
                MT_DECREF(k);
                if (eq < 0) {
                    *err = 1;
                    return NULL;
                }
                if (tbl != s->table || mask != s->mask || ver != s->ver) {
                    goto restart;
                }
                if (eq) {
                    return e;
                }
            }
            e++;
        } while (probes--);
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

static int64_t
key_hash(mt_state *st, mt_obj *key)
{
    int64_t h = mt_hash(st, key);
    return h;
}

int
mt_set_add(mt_state *st, mt_obj *s, mt_obj *key)
{
    int64_t h = key_hash(st, key);
    if (h == -1 && st->exc) {
        return -1;
    }
    return add_entry(st, (mt_set *)s, key, h) < 0 ? -1 : 0;
}

int
mt_set_contains(mt_state *st, mt_obj *s, mt_obj *key)
{
    int64_t h = mt_hash(st, key);
    if (h == -1 && st->exc) {
        if (is_setlike(key) && mt_exc_matches(st, MT_EXC(TypeError))) {
            // a set as a key is looked up as a frozenset
            mt_exc_clear(st);
            mt_obj *f = mt_call1(st, (mt_obj *)&mt_type_frozenset, key);
            if (!f) {
                return -1;
            }
            int r = mt_set_contains(st, s, f);
            MT_DECREF(f);
            return r;
        }
        return -1;
    }
    int err;
    mt_set_entry *e = find_entry(st, (mt_set *)s, key, h, &err);
    return err ? -1 : e != NULL;
}

static int
discard(mt_state *st, mt_obj *s, mt_obj *key)
{
    int64_t h = mt_hash(st, key);
    if (h == -1 && st->exc) {
        return -1;
    }
    int err;
    mt_set_entry *e = find_entry(st, (mt_set *)s, key, h, &err);
    if (err) {
        return -1;
    }
    if (!e) {
        return 0;
    }
    mt_obj *k = e->key;
    e->key = DUMMY;
    e->hash = -1;
    ((mt_set *)s)->used--;
    ((mt_set *)s)->ver++;
    MT_DECREF(k);
    return 1;
}

int
mt_set_next(mt_obj *o, size_t *pos, mt_obj **key)
{
    mt_set *s = (mt_set *)o;
    while (*pos <= s->mask) {
        mt_set_entry *e = &s->table[(*pos)++];
        if (e->key && e->key != DUMMY) {
            *key = e->key;
            return 1;
        }
    }
    return 0;
}

static int
set_merge(mt_state *st, mt_set *s, mt_set *o)
{
    if (o->used == 0) {
        return 0;
    }
    s->ver++;
    if ((s->fill + o->used) * 5 >= s->mask * 3) {
        if (table_resize(st, s, (s->used + o->used) * 2) < 0) {
            return -1;
        }
    }
    if (s->fill == 0 && s->mask == o->mask) {
        for (size_t i = 0; i <= o->mask; i++) {
            mt_obj *k = o->table[i].key;
            if (k && k != DUMMY) {
                MT_INCREF(k);
                s->table[i].key = k;
                s->table[i].hash = o->table[i].hash;
            }
        }
        s->fill = o->used;
        s->used = o->used;
        return 0;
    }
    if (s->fill == 0) {
        for (size_t i = 0; i <= o->mask; i++) {
            mt_obj *k = o->table[i].key;
            if (k && k != DUMMY) {
                MT_INCREF(k);
                insert_clean(s->table, s->mask, k, o->table[i].hash);
            }
        }
        s->fill = o->used;
        s->used = o->used;
        return 0;
    }
    // add_entry can call __eq__, which can change o: hold k, read o's table afresh
    for (size_t i = 0; i <= o->mask; i++) {
        mt_obj *k = o->table[i].key;
        if (k && k != DUMMY) {
            MT_INCREF(k);
            int rc = add_entry(st, s, k, o->table[i].hash);
            MT_DECREF(k);
            if (rc < 0) {
                return -1;
            }
        }
    }
    return 0;
}

int
mt_set_update(mt_state *st, mt_obj *so, mt_obj *iterable)
{
    mt_set *s = (mt_set *)so;
    if (is_setlike(iterable)) {
        return set_merge(st, s, (mt_set *)iterable);
    }
    if (MT_TYPE(iterable) == &mt_type_dict) {
        size_t dictsize = MT_DICT_LEN(iterable);
        if ((s->fill + dictsize) * 5 >= s->mask * 3) {
            if (table_resize(st, s, (s->used + dictsize) * 2) < 0) {
                return -1;
            }
        }
        size_t pos = 0;
        mt_obj *k;
        while (mt_dict_next(iterable, &pos, &k, NULL)) {
            MT_INCREF(k); // its __hash__/__eq__ may change the dict
            int rc = mt_set_add(st, so, k);
            MT_DECREF(k);
            if (rc < 0) {
                return -1;
            }
        }
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
        int rc = mt_set_add(st, so, x);
        MT_DECREF(x);
        if (rc < 0) {
            break;
        }
    }
    MT_DECREF(it);
    return st->exc ? -1 : 0;
}

static mt_obj *
copy_as(mt_state *st, mt_obj *s, const mt_type *t)
{
    mt_obj *r = mt_set_new(st, t);
    if (!r || mt_set_update(st, r, s) < 0) {
        MT_XDECREF(r);
        return NULL;
    }
    return r;
}

static const mt_type *
result_type(mt_obj *s)
{
    return mt_isinst(s, &mt_type_frozenset) ? &mt_type_frozenset : &mt_type_set;
}

/* ---- Slots ---- */

static mt_obj *
set_repr(mt_state *st, mt_obj *o)
{
    mt_set *s = (mt_set *)o;
    int frozen = mt_isinst(o, &mt_type_frozenset);
    if (s->used == 0) {
        return mt_str_printf(st, "%s()", MT_TYPE(o)->name);
    }
    int active = mt_repr_enter(st, o);
    if (active != 0) {
        return active < 0 ? NULL : mt_str_printf(st, "%s(...)", MT_TYPE(o)->name);
    }
    cm_buf b;
    mt_buf_init(st, &b);
    if (frozen || MT_TYPE(o) != &mt_type_set) {
        (void)!cm_buf_printf(&b, "%s(", MT_TYPE(o)->name);
    }
    (void)!cm_buf_addc(&b, '{');
    size_t pos = 0;
    mt_obj *k;
    int first = 1, rc = 0;
    while (mt_set_next(o, &pos, &k)) {
        if (!first) {
            (void)!cm_buf_adds(&b, ", ");
        }
        first = 0;
        MT_INCREF(k); // a __repr__ may empty the set
        mt_obj *r = mt_repr(st, k);
        MT_DECREF(k);
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
    (void)!cm_buf_addc(&b, '}');
    if (frozen || MT_TYPE(o) != &mt_type_set) {
        (void)!cm_buf_addc(&b, ')');
    }
    return mt_str_from_buf(st, &b);
}

static ssize_t
set_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)((mt_set *)o)->used;
}

static int
set_contains_slot(mt_state *st, mt_obj *o, mt_obj *v)
{
    return mt_set_contains(st, o, v);
}

static int
issubset(mt_state *st, mt_obj *a, mt_obj *b)
{
    if (((mt_set *)a)->used > ((mt_set *)b)->used) {
        return 0;
    }
    size_t pos = 0;
    mt_obj *k;
    while (mt_set_next(a, &pos, &k)) {
        MT_INCREF(k); // an __eq__ may change a
        int c = mt_set_contains(st, b, k);
        MT_DECREF(k);
        if (c <= 0) {
            return c;
        }
    }
    return 1;
}

static mt_obj *
set_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (!is_setlike(b) || !is_setlike(a)) {
        return MT_NOTIMPL;
    }
    size_t na = ((mt_set *)a)->used, nb = ((mt_set *)b)->used;
    int r;
    switch (op) {
    case MT_CMP_EQ:
    case MT_CMP_NE:
        r = na == nb ? issubset(st, a, b) : 0;
        if (r < 0) {
            return NULL;
        }
        return MT_BOOL(op == MT_CMP_EQ ? r : !r);
    case MT_CMP_LE:
        r = issubset(st, a, b);
        break;
    case MT_CMP_LT:
        r = na < nb ? issubset(st, a, b) : 0;
        break;
    case MT_CMP_GE:
        r = issubset(st, b, a);
        break;
    default:
        r = nb < na ? issubset(st, b, a) : 0;
        break;
    }
    return r < 0 ? NULL : MT_BOOL(r);
}

static mt_obj *
set_intersection2(mt_state *st, mt_obj *a, mt_obj *b, const mt_type *t)
{
    mt_obj *r = mt_set_new(st, t);
    if (!r) {
        return NULL;
    }
    if (is_setlike(b)) {
        mt_obj *x = a, *y = b;
        if (((mt_set *)y)->used > ((mt_set *)x)->used) {
            x = b;
            y = a;
        }
        // iterate the smaller (y), keep those in x
        size_t pos = 0;
        mt_obj *k;
        while (mt_set_next(y, &pos, &k)) {
            MT_INCREF(k); // an __eq__ may change y
            int c = mt_set_contains(st, x, k);
            if (c < 0 || (c && mt_set_add(st, r, k) < 0)) {
                MT_DECREF(k);
                MT_DECREF(r);
                return NULL;
            }
            MT_DECREF(k);
        }
        return r;
    }
    mt_obj *it = mt_iter(st, b);
    if (!it) {
        MT_DECREF(r);
        return NULL;
    }
    for (;;) {
        mt_obj *k = mt_next(st, it);
        if (!k) {
            break;
        }
        int c = mt_set_contains(st, a, k);
        if (c < 0 || (c && mt_set_add(st, r, k) < 0)) {
            MT_DECREF(k);
            break;
        }
        MT_DECREF(k);
    }
    MT_DECREF(it);
    if (st->exc) {
        MT_DECREF(r);
        return NULL;
    }
    return r;
}

static mt_obj *
set_difference2(mt_state *st, mt_obj *a, mt_obj *b, const mt_type *t)
{
    mt_obj *other = b;
    mt_obj *tmp = NULL;
    if (!is_setlike(b) && MT_TYPE(b) != &mt_type_dict) {
        tmp = copy_as(st, b, &mt_type_set);
        if (!tmp) {
            return NULL;
        }
        other = tmp;
    }
    mt_obj *r = mt_set_new(st, t);
    if (!r) {
        MT_XDECREF(tmp);
        return NULL;
    }
    size_t pos = 0;
    mt_obj *k;
    while (mt_set_next(a, &pos, &k)) {
        MT_INCREF(k); // an __eq__ may change a
        int c = MT_TYPE(other) == &mt_type_dict ? mt_contains(st, other, k)
                                                : mt_set_contains(st, other, k);
        if (c < 0 || (!c && mt_set_add(st, r, k) < 0)) {
            MT_DECREF(k);
            MT_DECREF(r);
            MT_XDECREF(tmp);
            return NULL;
        }
        MT_DECREF(k);
    }
    MT_XDECREF(tmp);
    return r;
}

static int
symdiff_update(mt_state *st, mt_obj *s, mt_obj *b)
{
    mt_obj *other = b;
    mt_obj *tmp = NULL;
    if (!is_setlike(b)) {
        tmp = copy_as(st, b, &mt_type_set);
        if (!tmp) {
            return -1;
        }
        other = tmp;
    }
    size_t pos = 0;
    mt_obj *k;
    int rc = 0;
    while (mt_set_next(other, &pos, &k)) {
        MT_INCREF(k);
        int d = discard(st, s, k);
        if (d < 0 || (d == 0 && mt_set_add(st, s, k) < 0)) {
            rc = -1;
        }
        MT_DECREF(k);
        if (rc < 0) {
            break;
        }
    }
    MT_XDECREF(tmp);
    return rc;
}

static mt_obj *
set_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    int inplace = op & MT_OP_INPLACE;
    op &= 0x3f;
    if (!is_setlike(a) || !is_setlike(b)) {
        return MT_NOTIMPL;
    }
    const mt_type *t = result_type(a);
    if (inplace && mt_isinst(a, &mt_type_set)) {
        mt_obj *r = NULL;
        switch (op) {
        case MT_OP_OR:
            if (mt_set_update(st, a, b) < 0) {
                return NULL;
            }
            MT_INCREF(a);
            return a;
        case MT_OP_XOR:
            if (symdiff_update(st, a, b) < 0) {
                return NULL;
            }
            MT_INCREF(a);
            return a;
        case MT_OP_AND:
            r = set_intersection2(st, a, b, &mt_type_set);
            break;
        case MT_OP_SUB:
            r = set_difference2(st, a, b, &mt_type_set);
            break;
        default:
            return MT_NOTIMPL;
        }
        if (!r) {
            return NULL;
        }
        // swap contents into a
        mt_set *x = (mt_set *)a, *y = (mt_set *)r;
        set_clear_storage(a);
        if (y->table == y->small) {
            memcpy(x->small, y->small, sizeof x->small);
            x->table = x->small;
        } else {
            x->table = y->table;
        }
        x->mask = y->mask;
        x->fill = y->fill;
        x->used = y->used;
        y->table = y->small;
        y->mask = 7;
        y->fill = y->used = 0;
        memset(y->small, 0, sizeof y->small);
        MT_DECREF(r);
        MT_INCREF(a);
        return a;
    }
    switch (op) {
    case MT_OP_OR: {
        mt_obj *r = copy_as(st, a, t);
        if (!r || mt_set_update(st, r, b) < 0) {
            MT_XDECREF(r);
            return NULL;
        }
        return r;
    }
    case MT_OP_AND:
        return set_intersection2(st, a, b, t);
    case MT_OP_SUB:
        return set_difference2(st, a, b, t);
    case MT_OP_XOR: {
        mt_obj *r = copy_as(st, a, t);
        if (!r || symdiff_update(st, r, b) < 0) {
            MT_XDECREF(r);
            return NULL;
        }
        return r;
    }
    default:
        return MT_NOTIMPL;
    }
}

static int64_t
frozenset_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_set *s = (mt_set *)o;
    if (s->hash != -1) {
        return s->hash;
    }
    uint64_t hash = 0;
    for (size_t i = 0; i <= s->mask; i++) {
        mt_set_entry *e = &s->table[i];
        if (e->key && e->key != DUMMY) {
            uint64_t h = (uint64_t)e->hash;
            hash ^= ((h ^ 89869747UL) ^ (h << 16)) * 3644798167UL;
        }
    }
    hash ^= ((uint64_t)s->used + 1) * 1927868237UL;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069U + 907133923UL;
    if (hash == (uint64_t)-1) {
        hash = 590923713UL;
    }
    s->hash = (int64_t)hash;
    return s->hash;
}

/* ---- Iterator ---- */

typedef struct setiter {
    mt_obj ob;
    mt_obj *s;
    size_t pos;
    size_t used;
    size_t left; // the items still to give (__length_hint__)
} setiter;

static mt_obj *
set_iter(mt_state *st, mt_obj *o)
{
    setiter *it = (setiter *)mt_alloc(st, &mt_type_setiter, sizeof(setiter));
    if (!it) {
        return NULL;
    }
    MT_INCREF(o);
    it->s = o;
    it->used = ((mt_set *)o)->used;
    it->left = it->used;
    return (mt_obj *)it;
}

static mt_obj *
setiter_next(mt_state *st, mt_obj *o)
{
    setiter *it = (setiter *)o;
    if (!it->s) {
        return NULL;
    }
    if (((mt_set *)it->s)->used != it->used) {
        it->used = (size_t)-1;
        return mt_raise(st, MT_EXC(RuntimeError), "Set changed size during iteration");
    }
    mt_obj *k;
    if (!mt_set_next(it->s, &it->pos, &k)) {
        MT_CLEAR(it->s);
        return NULL;
    }
    it->left--;
    MT_INCREF(k);
    return k;
}

static void
setiter_clear(mt_obj *o)
{
    MT_CLEAR(((setiter *)o)->s);
}

// __length_hint__: the items still to give; 0 once ended or after the set changed size
static mt_obj *
setiter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    setiter *it = (setiter *)args[0];
    size_t left = it->s && ((mt_set *)it->s)->used == it->used ? it->left : 0;
    return mt_int_from_u64(st, left);
}

static const mt_method setiter_methods[] = {{"__length_hint__", setiter_hint, MT_ARGS(0, 0)},
                                            {NULL, NULL, 0}};

const mt_type mt_type_setiter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "set_iterator",
    .basicsize = sizeof(setiter),
    .base = &mt_type_object,
    .clear = setiter_clear,
    .iter = mt_iter_self,
    .next = setiter_next,
    .methods = setiter_methods,
};

/* ---- Methods ---- */

#define SELF args[0]

static mt_obj *
set_add_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_set_add(st, SELF, args[1]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
set_discard_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return discard(st, SELF, args[1]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
set_remove_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int r = discard(st, SELF, args[1]);
    if (r < 0) {
        return NULL;
    }
    if (r == 0) {
        return mt_raise_arg(st, MT_EXC(KeyError), args[1]);
    }
    return MT_NONE;
}

static mt_obj *
set_pop_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_set *s = (mt_set *)SELF;
    if (s->used == 0) {
        return mt_raise(st, MT_EXC(KeyError), "pop from an empty set");
    }
    for (size_t i = 0; i <= s->mask; i++) {
        mt_set_entry *e = &s->table[i];
        if (e->key && e->key != DUMMY) {
            mt_obj *k = e->key;
            e->key = DUMMY;
            e->hash = -1;
            s->used--;
            s->ver++;
            return k;
        }
    }
    return mt_raise(st, MT_EXC(KeyError), "pop from an empty set");
}

static mt_obj *
set_clear_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    set_clear_storage(SELF);
    return MT_NONE;
}

static mt_obj *
set_copy_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (MT_TYPE(SELF) == &mt_type_frozenset) {
        MT_INCREF(SELF);
        return SELF;
    }
    return copy_as(st, SELF, result_type(SELF));
}

static mt_obj *
set_update_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    for (size_t i = 1; i < n; i++) {
        if (mt_set_update(st, SELF, args[i]) < 0) {
            return NULL;
        }
    }
    return MT_NONE;
}

static mt_obj *
set_union_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *r = copy_as(st, SELF, result_type(SELF));
    for (size_t i = 1; r && i < n; i++) {
        if (mt_set_update(st, r, args[i]) < 0) {
            MT_CLEAR(r);
        }
    }
    return r;
}

static mt_obj *
set_intersection_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *r = copy_as(st, SELF, result_type(SELF));
    for (size_t i = 1; r && i < n; i++) {
        mt_obj *t = set_intersection2(st, r, args[i], result_type(SELF));
        MT_DECREF(r);
        r = t;
    }
    return r;
}

static mt_obj *
set_difference_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *r = copy_as(st, SELF, result_type(SELF));
    for (size_t i = 1; r && i < n; i++) {
        mt_obj *t = set_difference2(st, r, args[i], result_type(SELF));
        MT_DECREF(r);
        r = t;
    }
    return r;
}

static mt_obj *
set_symdiff_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *r = copy_as(st, SELF, result_type(SELF));
    if (!r || symdiff_update(st, r, args[1]) < 0) {
        MT_XDECREF(r);
        return NULL;
    }
    return r;
}

static mt_obj *
inplace_via(mt_state *st, mt_obj *self, mt_obj *res)
{
    if (!res) {
        return NULL;
    }
    mt_obj *argv[2] = {self, res};
    set_clear_storage(self);
    int rc = mt_set_update(st, argv[0], res);
    MT_DECREF(res);
    return rc < 0 ? NULL : MT_NONE;
}

static mt_obj *
set_intersection_update_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return inplace_via(st, SELF, set_intersection_m(st, n, args, kw));
}

static mt_obj *
set_difference_update_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return inplace_via(st, SELF, set_difference_m(st, n, args, kw));
}

static mt_obj *
set_symdiff_update_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return symdiff_update(st, SELF, args[1]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
as_set_arg(mt_state *st, mt_obj *o)
{
    if (is_setlike(o)) {
        MT_INCREF(o);
        return o;
    }
    return copy_as(st, o, &mt_type_set);
}

static mt_obj *
set_issubset_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *o = as_set_arg(st, args[1]);
    if (!o) {
        return NULL;
    }
    int r = issubset(st, SELF, o);
    MT_DECREF(o);
    return r < 0 ? NULL : MT_BOOL(r);
}

static mt_obj *
set_issuperset_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *o = as_set_arg(st, args[1]);
    if (!o) {
        return NULL;
    }
    int r = issubset(st, o, SELF);
    MT_DECREF(o);
    return r < 0 ? NULL : MT_BOOL(r);
}

static mt_obj *
set_isdisjoint_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *o = as_set_arg(st, args[1]);
    if (!o) {
        return NULL;
    }
    size_t pos = 0;
    mt_obj *k;
    int r = 1;
    while (mt_set_next(SELF, &pos, &k)) {
        MT_INCREF(k); // an __eq__ may change the set
        int c = mt_set_contains(st, o, k);
        MT_DECREF(k);
        if (c != 0) {
            r = c < 0 ? -1 : 0;
            break;
        }
    }
    MT_DECREF(o);
    return r < 0 ? NULL : MT_BOOL(r);
}

static const mt_method set_methods[] = {
    {"add", set_add_m, MT_ARGS(1, 1)},
    {"discard", set_discard_m, MT_ARGS(1, 1)},
    {"remove", set_remove_m, MT_ARGS(1, 1)},
    {"pop", set_pop_m, MT_ARGS(0, 0)},
    {"clear", set_clear_m, MT_ARGS(0, 0)},
    {"copy", set_copy_m, MT_ARGS(0, 0)},
    {"update", set_update_m, MT_ARGS(0, MT_VAR)},
    {"union", set_union_m, MT_ARGS(0, MT_VAR)},
    {"intersection", set_intersection_m, MT_ARGS(0, MT_VAR)},
    {"difference", set_difference_m, MT_ARGS(0, MT_VAR)},
    {"symmetric_difference", set_symdiff_m, MT_ARGS(1, 1)},
    {"intersection_update", set_intersection_update_m, MT_ARGS(0, MT_VAR)},
    {"difference_update", set_difference_update_m, MT_ARGS(0, MT_VAR)},
    {"symmetric_difference_update", set_symdiff_update_m, MT_ARGS(1, 1)},
    {"issubset", set_issubset_m, MT_ARGS(1, 1)},
    {"issuperset", set_issuperset_m, MT_ARGS(1, 1)},
    {"isdisjoint", set_isdisjoint_m, MT_ARGS(1, 1)},
    {NULL, NULL, 0}};

static const mt_method frozenset_methods[] = {
    {"copy", set_copy_m, MT_ARGS(0, 0)},
    {"union", set_union_m, MT_ARGS(0, MT_VAR)},
    {"intersection", set_intersection_m, MT_ARGS(0, MT_VAR)},
    {"difference", set_difference_m, MT_ARGS(0, MT_VAR)},
    {"symmetric_difference", set_symdiff_m, MT_ARGS(1, 1)},
    {"issubset", set_issubset_m, MT_ARGS(1, 1)},
    {"issuperset", set_issuperset_m, MT_ARGS(1, 1)},
    {"isdisjoint", set_isdisjoint_m, MT_ARGS(1, 1)},
    {NULL, NULL, 0}};

static mt_obj *
set_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (t != &mt_type_set && !mt_issubtype(t, &mt_type_frozenset)) {
        // CPython's set.__new__ takes any arguments for a subclass: __init__ reads them
        return mt_set_new(st, t);
    }
    const char *name = mt_issubtype(t, &mt_type_frozenset) ? "frozenset" : "set";
    if (mt_no_kw(st, name, kw) < 0) {
        return NULL;
    }
    if (n > 1) {
        return mt_raise(st, MT_EXC(TypeError), "%s expected at most 1 argument, got %zu", t->name,
                        n);
    }
    if (t == &mt_type_frozenset && n == 1 && MT_TYPE(args[0]) == &mt_type_frozenset) {
        MT_INCREF(args[0]);
        return args[0];
    }
    mt_obj *s = mt_set_new(st, t);
    if (!s) {
        return NULL;
    }
    if (n == 1 && mt_set_update(st, s, args[0]) < 0) {
        MT_DECREF(s);
        return NULL;
    }
    return s;
}

static int
set_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (MT_TYPE(self) == &mt_type_set) {
        return 0; // set_new_t read the arguments
    }
    // a subclass's: set.__init__ empties the set and fills it from the one iterable
    if (mt_no_kw(st, "set", kw) < 0) {
        return -1;
    }
    if (n > 1) {
        return mt_raisei(st, MT_EXC(TypeError), "%s expected at most 1 argument, got %zu",
                         MT_TYPE(self)->name, n);
    }
    set_clear_storage(self);
    return n == 1 ? mt_set_update(st, self, args[0]) : 0;
}

const mt_type mt_type_set = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "set",
    .basicsize = sizeof(mt_set),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = set_clear_storage,
    .release = set_release,
    .repr = set_repr,
    .hash = mt_hash_unhashable,
    .richcmp = set_richcmp,
    .binop = set_binop,
    .iter = set_iter,
    .len = set_len,
    .contains = set_contains_slot,
    .tp_new = set_new_t,
    .tp_init = set_init,
    .methods = set_methods,
};

const mt_type mt_type_frozenset = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "frozenset",
    .basicsize = sizeof(mt_set),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = set_clear_storage,
    .release = set_release,
    .repr = set_repr,
    .hash = frozenset_hash,
    .richcmp = set_richcmp,
    .binop = set_binop,
    .iter = set_iter,
    .len = set_len,
    .contains = set_contains_slot,
    .tp_new = set_new_t,
    .methods = frozenset_methods,
};
