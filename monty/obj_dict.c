/* dict: insertion-ordered hash table (compact entries plus an index table), views. */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"
#include "monty/vm.h"

#define EMPTY (-1)
#define DUMMY (-2)

mt_obj *
mt_dict_new(mt_state *st)
{
    return mt_alloc(st, &mt_type_dict, sizeof(mt_dict));
}

// Free tables e and idx of d unless they are d's own small ones.
static void
free_tables(mt_dict *d, mt_dict_entry *e, int32_t *idx)
{
    if (e != d->small_entries) {
        cm_free(e);
        cm_free(idx);
    }
}

static void
dict_free_storage(mt_dict *d)
{
    free_tables(d, d->entries, d->index);
    d->entries = NULL;
    d->index = NULL;
    d->nentries = d->used = d->cap = 0;
    d->mask = 0;
}

static void
dict_clear(mt_obj *o)
{
    mt_dict *d = (mt_dict *)o;
    mt_dict_entry *e = d->entries;
    size_t n = d->nentries;
    int32_t *idx = d->index;
    mt_dict_entry own[MT_DICT_SMALL_KEYS];
    if (e == d->small_entries) {
        // the loop below reads a copy: were a DECREF ever to run code that fills the dict
        // again (a __del__), that would write into these small tables
        memcpy(own, e, n * sizeof *e);
        e = own;
        idx = NULL;
    }
    d->entries = NULL;
    d->index = NULL;
    d->nentries = d->used = d->cap = 0;
    d->mask = 0;
    d->kver++;
    for (size_t i = 0; i < n; i++) {
        if (e[i].key) {
            MT_DECREF(e[i].key);
            MT_DECREF(e[i].value);
        }
    }
    if (e != own) {
        cm_free(e);
        cm_free(idx);
    }
}

static void
dict_release(mt_obj *o)
{
    dict_free_storage((mt_dict *)o);
}

static int
key_eq(mt_state *st, mt_obj *a, mt_obj *b)
{
    if (a == b) {
        return 1;
    }
    if (MT_TYPE(a) == &mt_type_str && MT_TYPE(b) == &mt_type_str) {
        return mt_str_eq(a, b);
    }
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        return 0;
    }
    return mt_eq(st, a, b);
}

/* Find the entry index of key or -1; -2 on error. *slot gets the index-table slot.
 * A key's __eq__ may change the dict (clear it, add or drop keys, resize it): then the
 * probe starts again on the table as it is now (CPython's restart), so neither the
 * result nor *slot ever refers to a table or an entry the callback replaced. */
static int64_t
lookup(mt_state *st, mt_dict *d, mt_obj *key, int64_t hash, size_t *slot)
{
restart:
    if (!d->index) {
        return -1;
    }
    size_t mask = d->mask;
    size_t i = (size_t)hash & mask;
    size_t perturb = (size_t)hash;
    int64_t freeslot = -1;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == EMPTY) {
            if (slot) {
                *slot = freeslot >= 0 ? (size_t)freeslot : i;
            }
            return -1;
        }
        if (ix == DUMMY) {
            if (freeslot < 0) {
                freeslot = (int64_t)i;
            }
        } else {
            mt_dict_entry *e = &d->entries[ix];
            if (e->key == key) {
                if (slot) {
                    *slot = i;
                }
                return ix;
            }
            if (e->hash == hash) {
                mt_obj *k = e->key;
                const int32_t *index = d->index;
                uint64_t kver = d->kver;
                MT_INCREF(k);
                int eq = key_eq(st, k, key);
                int changed = d->index != index || d->mask != mask || d->kver != kver ||
                              (size_t)ix >= d->nentries || d->entries[ix].key != k;
                MT_DECREF(k);
                if (eq < 0) {
                    return -2;
                }
                if (changed) {
                    goto restart;
                }
                if (eq) {
                    if (slot) {
                        *slot = i;
                    }
                    return ix;
                }
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

// Put entry k, whose hash is hash, into the first empty slot of its probe sequence in a
// table of mask + 1 slots that has no entry with an equal key (no comparison needed).
static void
index_place(int32_t *idx, size_t mask, int64_t hash, size_t k)
{
    size_t j = (size_t)hash & mask;
    size_t perturb = (size_t)hash;
    while (idx[j] != EMPTY) {
        perturb >>= 5;
        j = (j * 5 + perturb + 1) & mask;
    }
    idx[j] = (int32_t)k;
}

static int
resize(mt_state *st, mt_dict *d, size_t minused)
{
    size_t size = 8;
    while (size < minused * 3 / 2 + 1) {
        size <<= 1;
    }
    size_t cap = size * 2 / 3;
    if (cap < d->used + 1) {
        cap = d->used + 1;
    }
    int32_t *idx;
    mt_dict_entry *ne;
    if (size == MT_DICT_SMALL_SLOTS && cap == MT_DICT_SMALL_KEYS &&
        d->entries != d->small_entries) {
        // the small tables; a dict that has them already moves out, so that the copy
        // below never reads what it writes
        idx = d->small_index;
        ne = d->small_entries;
    } else {
        idx = mt_mem(st, size * sizeof(int32_t));
        ne = idx ? mt_mem(st, cap * sizeof(mt_dict_entry)) : NULL;
        if (!ne) {
            cm_free(idx);
            return -1;
        }
    }
    memset(idx, 0xff, size * sizeof(int32_t));
    size_t k = 0;
    for (size_t i = 0; i < d->nentries; i++) {
        if (d->entries[i].key) {
            ne[k] = d->entries[i];
            index_place(idx, size - 1, ne[k].hash, k);
            k++;
        }
    }
    free_tables(d, d->entries, d->index);
    d->entries = ne;
    d->index = idx;
    d->mask = size - 1;
    d->nentries = k;
    d->cap = cap;
    return 0;
}

int
mt_dict_reserve(mt_state *st, mt_obj *o, size_t n)
{
    mt_dict *d = (mt_dict *)o;
    if (d->cap >= d->used + n) {
        return 0;
    }
    return resize(st, d, d->used + n); // raises as mt_mem does
}

int64_t
mt_dict_lookup_index(mt_state *st, mt_obj *o, mt_obj *key, int64_t hash)
{
    return lookup(st, (mt_dict *)o, key, hash, NULL);
}

static int
insert(mt_state *st, mt_dict *d, mt_obj *key, int64_t hash, mt_obj *v)
{
    // v: stolen reference; key borrowed
    size_t slot = 0;
    for (;;) {
        // the lookup after a resize can call __eq__ again, which can fill the dict
        // again: check the room each time, with no callback between check and store
        int64_t ix = lookup(st, d, key, hash, &slot);
        if (ix == -2) {
            MT_DECREF(v);
            return -1;
        }
        if (ix >= 0) {
            MT_SETREF(d->entries[ix].value, v);
            return 0;
        }
        if (d->index && d->nentries < d->cap) {
            break;
        }
        if (resize(st, d, d->used + 1) < 0) {
            MT_DECREF(v);
            return -1;
        }
    }
    MT_INCREF(key);
    mt_dict_entry *e = &d->entries[d->nentries];
    e->hash = hash;
    e->key = key;
    e->value = v;
    d->index[slot] = (int32_t)d->nentries;
    d->nentries++;
    d->used++;
    d->kver++;
    return 0;
}

int
mt_dict_set_take(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    int64_t h = mt_hash(st, key);
    if (h == -1 && st->exc) {
        MT_DECREF(v);
        return -1;
    }
    return insert(st, (mt_dict *)o, key, h, v);
}

int
mt_dict_set(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    MT_INCREF(v);
    return mt_dict_set_take(st, o, key, v);
}

int
mt_dict_set_str(mt_state *st, mt_obj *o, const char *key, mt_obj *v)
{
    mt_obj *k = mt_str_from_c(st, key);
    if (!k) {
        return -1;
    }
    int rc = mt_dict_set(st, o, k, v);
    MT_DECREF(k);
    return rc;
}

mt_obj *
mt_dict_get_borrow(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_dict *d = (mt_dict *)o;
    if (!d->used && (MT_IS_SMALL(key) || MT_TYPE(key) == &mt_type_str)) {
        return NULL;
    }
    // even an empty dict hashes the key: {}[[]] is "unhashable type: 'list'"
    int64_t h = mt_hash(st, key);
    if ((h == -1 && st->exc) || !d->used) {
        return NULL;
    }
    int64_t ix = lookup(st, d, key, h, NULL);
    return ix >= 0 ? d->entries[ix].value : NULL;
}

mt_obj *
mt_dict_get_str_borrow(mt_obj *o, const char *key)
{
    mt_dict *d = (mt_dict *)o;
    size_t n = strlen(key);
    for (size_t i = 0; i < d->nentries; i++) {
        mt_obj *k = d->entries[i].key;
        if (k && MT_TYPE(k) == &mt_type_str && mt_str_len(k) == n &&
            memcmp(mt_str_data(k), key, n) == 0) {
            return d->entries[i].value;
        }
    }
    return NULL;
}

int64_t
mt_dict_lookup_str_index(mt_obj *o, mt_obj *key)
{
    mt_dict *d = (mt_dict *)o;
    if (!d->used) {
        return -1;
    }
    int64_t hash = mt_str_hash(key);
    size_t mask = d->mask;
    size_t i = (size_t)hash & mask;
    size_t perturb = (size_t)hash;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == EMPTY) {
            return -1;
        }
        if (ix >= 0) {
            mt_dict_entry *e = &d->entries[ix];
            if (e->key == key ||
                (e->hash == hash && MT_TYPE(e->key) == &mt_type_str && mt_str_eq(e->key, key))) {
                return ix;
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

mt_obj *
mt_dict_get_str_fast(mt_obj *o, mt_obj *key)
{
    mt_dict *d = (mt_dict *)o;
    if (!d->used) {
        return NULL;
    }
    int64_t hash = mt_str_hash(key);
    size_t mask = d->mask;
    size_t i = (size_t)hash & mask;
    size_t perturb = (size_t)hash;
    for (;;) {
        int32_t ix = d->index[i];
        if (ix == EMPTY) {
            return NULL;
        }
        if (ix >= 0) {
            mt_dict_entry *e = &d->entries[ix];
            if (e->key == key) {
                return e->value;
            }
            if (e->hash == hash) {
                if (MT_TYPE(e->key) != &mt_type_str) {
                    return NULL; // that key's __eq__ has a say: the generic lookup asks it
                }
                if (mt_str_eq(e->key, key)) {
                    return e->value;
                }
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

mt_obj *
mt_dict_lookup_str(mt_obj *o, mt_obj *key)
{
    int64_t ix = mt_dict_lookup_str_index(o, key);
    return ix >= 0 ? ((mt_dict *)o)->entries[ix].value : NULL;
}

int
mt_dict_del(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_dict *d = (mt_dict *)o;
    int64_t h = mt_hash(st, key);
    if (h == -1 && st->exc) {
        return -1;
    }
    size_t slot;
    int64_t ix = lookup(st, d, key, h, &slot);
    if (ix == -2) {
        return -1;
    }
    if (ix < 0) {
        return 0;
    }
    mt_dict_entry *e = &d->entries[ix];
    mt_obj *k = e->key, *v = e->value;
    e->key = NULL;
    e->value = NULL;
    d->index[slot] = DUMMY;
    d->used--;
    d->kver++;
    MT_DECREF(k);
    MT_DECREF(v);
    return 1;
}

int
mt_dict_next(mt_obj *o, size_t *pos, mt_obj **key, mt_obj **value)
{
    mt_dict *d = (mt_dict *)o;
    while (*pos < d->nentries) {
        mt_dict_entry *e = &d->entries[(*pos)++];
        if (e->key) {
            if (key) {
                *key = e->key;
            }
            if (value) {
                *value = e->value;
            }
            return 1;
        }
    }
    return 0;
}

int
mt_dict_update(mt_state *st, mt_obj *d, mt_obj *other)
{
    if (mt_isinst(other, &mt_type_dict)) {
        size_t pos = 0;
        mt_obj *k, *v;
        while (mt_dict_next(other, &pos, &k, &v)) {
            // hashing and comparing k can call back and change other: hold k and v
            MT_INCREF(k);
            MT_INCREF(v);
            int rc = mt_dict_set_take(st, d, k, v);
            MT_DECREF(k);
            if (rc < 0) {
                return -1;
            }
        }
        return 0;
    }
    mt_obj *keys = mt_getattr_opt(st, other, MT_NAME(keys));
    if (keys) {
        mt_obj *kl = mt_call0(st, keys);
        MT_DECREF(keys);
        if (!kl) {
            return -1;
        }
        mt_obj *it = mt_iter(st, kl);
        MT_DECREF(kl);
        if (!it) {
            return -1;
        }
        for (;;) {
            mt_obj *k = mt_next(st, it);
            if (!k) {
                break;
            }
            mt_obj *v = mt_getitem(st, other, k);
            if (!v || mt_dict_set_take(st, d, k, v) < 0) {
                MT_DECREF(k);
                break;
            }
            MT_DECREF(k);
        }
        MT_DECREF(it);
        return st->exc ? -1 : 0;
    }
    if (st->exc) {
        return -1;
    }
    mt_obj *it = mt_iter(st, other);
    if (!it) {
        return -1;
    }
    size_t idx = 0;
    for (;; idx++) {
        mt_obj *item = mt_next(st, it);
        if (!item) {
            break;
        }
        mt_obj *seq = mt_list_from_iter(st, item);
        if (!seq) {
            if (mt_exc_matches(st, MT_EXC(TypeError))) {
                mt_exc_clear(st);
                mt_raise(st, MT_EXC(TypeError),
                         "cannot convert dictionary update sequence element #%zu to a sequence",
                         idx);
            }
            MT_DECREF(item);
            break;
        }
        MT_DECREF(item);
        if (MT_LIST_N(seq) != 2) {
            mt_raise(st, MT_EXC(ValueError),
                     "dictionary update sequence element #%zu has length %zu; 2 is required", idx,
                     MT_LIST_N(seq));
            MT_DECREF(seq);
            break;
        }
        int rc = mt_dict_set(st, d, MT_LIST_ITEM(seq, 0), MT_LIST_ITEM(seq, 1));
        MT_DECREF(seq);
        if (rc < 0) {
            break;
        }
    }
    MT_DECREF(it);
    return st->exc ? -1 : 0;
}

mt_obj *
mt_dict_copy(mt_state *st, mt_obj *o)
{
    if (MT_TYPE(o) == &mt_type_dict) {
        // a plain dict's keys are distinct and hashed already: copy the entries and place
        // them, with no hashing, comparing or callback (a class body's namespace, dict(d))
        mt_dict *src = (mt_dict *)o, *d = (mt_dict *)mt_dict_new(st);
        if (!d || (src->used && resize(st, d, src->used) < 0)) {
            MT_XDECREF(d);
            return NULL;
        }
        size_t k = 0;
        for (size_t i = 0; i < src->nentries; i++) {
            mt_dict_entry *e = &src->entries[i];
            if (e->key) {
                MT_INCREF(e->key);
                MT_INCREF(e->value);
                d->entries[k] = *e;
                index_place(d->index, d->mask, e->hash, k);
                k++;
            }
        }
        d->nentries = d->used = k;
        d->kver = k;
        return (mt_obj *)d;
    }
    mt_obj *d = mt_dict_new(st);
    if (!d || mt_dict_update(st, d, o) < 0) {
        MT_XDECREF(d);
        return NULL;
    }
    return d;
}

/* ---- Slots ---- */

static mt_obj *
dict_repr(mt_state *st, mt_obj *o)
{
    mt_dict *d = (mt_dict *)o;
    if (d->used == 0) {
        return mt_str_from_c(st, "{}");
    }
    int active = mt_repr_enter(st, o);
    if (active != 0) {
        return active < 0 ? NULL : mt_str_from_c(st, "{...}");
    }
    cm_buf b;
    mt_buf_init(st, &b);
    (void)!cm_buf_addc(&b, '{');
    size_t pos = 0;
    mt_obj *k, *v;
    int first = 1, rc = 0;
    while (mt_dict_next(o, &pos, &k, &v)) {
        if (!first) {
            (void)!cm_buf_adds(&b, ", ");
        }
        first = 0;
        MT_INCREF(k);
        MT_INCREF(v);
        mt_obj *rk = mt_repr(st, k);
        mt_obj *rv = rk ? mt_repr(st, v) : NULL;
        MT_DECREF(k);
        MT_DECREF(v);
        if (!rv) {
            MT_XDECREF(rk);
            rc = -1;
            break;
        }
        (void)!cm_buf_add(&b, mt_str_data(rk), mt_str_len(rk));
        (void)!cm_buf_adds(&b, ": ");
        (void)!cm_buf_add(&b, mt_str_data(rv), mt_str_len(rv));
        MT_DECREF(rk);
        MT_DECREF(rv);
    }
    mt_repr_leave(st, o);
    if (rc < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    (void)!cm_buf_addc(&b, '}');
    return mt_str_from_buf(st, &b);
}

static ssize_t
dict_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)((mt_dict *)o)->used;
}

static mt_obj *
dict_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_obj *v = mt_dict_get_borrow(st, o, key);
    if (v) {
        MT_INCREF(v);
        return v;
    }
    if (st->exc) {
        return NULL;
    }
    if (o->type != &mt_type_dict) {
        mt_obj *miss = mt_type_heap_dunder(o->type, MT_NAME(__missing__));
        if (miss) {
            mt_obj *argv[2] = {o, key};
            return mt_call(st, miss, 2, argv, NULL);
        }
    }
    return mt_raise_arg(st, MT_EXC(KeyError), key);
}

static int
dict_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    if (v) {
        return mt_dict_set(st, o, key, v);
    }
    int r = mt_dict_del(st, o, key);
    if (r == 0) {
        mt_raise_arg(st, MT_EXC(KeyError), key);
        return -1;
    }
    return r < 0 ? -1 : 0;
}

static int
dict_contains(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_obj *v = mt_dict_get_borrow(st, o, key);
    if (!v && st->exc) {
        return -1;
    }
    return v != NULL;
}

static mt_obj *
dict_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if ((op != MT_CMP_EQ && op != MT_CMP_NE) || !mt_isinst(b, &mt_type_dict) ||
        !mt_isinst(a, &mt_type_dict)) {
        return MT_NOTIMPL;
    }
    int eq = MT_DICT_LEN(a) == MT_DICT_LEN(b);
    size_t pos = 0;
    mt_obj *k, *v;
    while (eq && mt_dict_next(a, &pos, &k, &v)) {
        // the lookup in b can call __eq__, which can change a: hold its key and value
        MT_INCREF(k);
        MT_INCREF(v);
        mt_obj *w = mt_dict_get_borrow(st, b, k);
        MT_DECREF(k);
        if (!w) {
            MT_DECREF(v);
            if (st->exc) {
                return NULL;
            }
            eq = 0;
            break;
        }
        MT_INCREF(w);
        int e = mt_eq(st, v, w);
        MT_DECREF(v);
        MT_DECREF(w);
        if (e < 0) {
            return NULL;
        }
        eq = e;
    }
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

static mt_obj *
dict_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if ((op & 0x3f) != MT_OP_OR || !mt_isinst(a, &mt_type_dict)) {
        return MT_NOTIMPL;
    }
    if (op & MT_OP_INPLACE) {
        if (mt_dict_update(st, a, b) < 0) {
            return NULL;
        }
        MT_INCREF(a);
        return a;
    }
    if (!mt_isinst(b, &mt_type_dict)) {
        return MT_NOTIMPL;
    }
    mt_obj *r = mt_dict_copy(st, a);
    if (!r || mt_dict_update(st, r, b) < 0) {
        MT_XDECREF(r);
        return NULL;
    }
    return r;
}

/* ---- Iterators and views ---- */

typedef struct dictiter {
    mt_obj ob;
    mt_obj *d;
    size_t pos;
    size_t used;
    size_t left; // the entries still to give (__length_hint__)
    int kind;    // 0 keys, 1 values, 2 items
    int rev;
} dictiter;

typedef struct dictview {
    mt_obj ob;
    mt_obj *d;
} dictview;

static const mt_type dictiter_types[5];

static mt_obj *
make_iter(mt_state *st, mt_obj *d, int kind, int rev)
{
    int i = rev * 3 + kind; // kind 0 forwards: mt_type_dictiter, the others in the table
    const mt_type *t = i ? &dictiter_types[i - 1] : &mt_type_dictiter;
    dictiter *it = (dictiter *)mt_alloc(st, t, sizeof(dictiter));
    if (!it) {
        return NULL;
    }
    MT_INCREF(d);
    it->d = d;
    it->kind = kind;
    it->used = MT_DICT_LEN(d);
    it->left = it->used;
    it->rev = rev;
    it->pos = rev ? ((mt_dict *)d)->nentries : 0;
    return (mt_obj *)it;
}

static mt_obj *
dict_iter(mt_state *st, mt_obj *o)
{
    return make_iter(st, o, 0, 0);
}

static mt_obj *
dictiter_next(mt_state *st, mt_obj *o)
{
    dictiter *it = (dictiter *)o;
    if (!it->d) {
        return NULL;
    }
    mt_dict *d = (mt_dict *)it->d;
    if (d->used != it->used) {
        it->used = (size_t)-1;
        return mt_raise(st, MT_EXC(RuntimeError), "dictionary changed size during iteration");
    }
    mt_dict_entry *e = NULL;
    if (it->rev) {
        while (it->pos > 0) {
            mt_dict_entry *c = &d->entries[--it->pos];
            if (c->key) {
                e = c;
                break;
            }
        }
    } else {
        while (it->pos < d->nentries) {
            mt_dict_entry *c = &d->entries[it->pos++];
            if (c->key) {
                e = c;
                break;
            }
        }
    }
    if (!e) {
        MT_CLEAR(it->d);
        return NULL;
    }
    it->left--;
    if (it->kind == 0) {
        MT_INCREF(e->key);
        return e->key;
    }
    if (it->kind == 1) {
        MT_INCREF(e->value);
        return e->value;
    }
    return mt_tuple_pack(st, 2, e->key, e->value);
}

static void
dictiter_clear(mt_obj *o)
{
    MT_CLEAR(((dictiter *)o)->d);
}

// __length_hint__: the entries still to give; 0 once ended or after the dict changed size
static mt_obj *
dictiter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    dictiter *it = (dictiter *)args[0];
    size_t left = it->d && ((mt_dict *)it->d)->used == it->used ? it->left : 0;
    return mt_int_from_u64(st, left);
}

static const mt_method dictiter_methods[] = {{"__length_hint__", dictiter_hint, MT_ARGS(0, 0)},
                                             {NULL, NULL, 0}};

// One implementation under CPython's six names: keys, values or items, forwards or reversed
#define DICTITER_TYPE(tname)                                                                       \
    {                                                                                              \
        .ob = MT_STATIC_HEAD(&mt_type_type), .name = tname, .basicsize = sizeof(dictiter),         \
        .base = &mt_type_object, .clear = dictiter_clear, .iter = mt_iter_self,                    \
        .next = dictiter_next, .methods = dictiter_methods,                                        \
    }
const mt_type mt_type_dictiter = DICTITER_TYPE("dict_keyiterator");
static const mt_type dictiter_types[5] = {
    DICTITER_TYPE("dict_valueiterator"),       DICTITER_TYPE("dict_itemiterator"),
    DICTITER_TYPE("dict_reversekeyiterator"),  DICTITER_TYPE("dict_reversevalueiterator"),
    DICTITER_TYPE("dict_reverseitemiterator"),
};

static mt_obj *
make_view(mt_state *st, mt_obj *d, const mt_type *t)
{
    dictview *v = (dictview *)mt_alloc(st, t, sizeof(dictview));
    if (!v) {
        return NULL;
    }
    MT_INCREF(d);
    v->d = d;
    return (mt_obj *)v;
}

static void
view_clear(mt_obj *o)
{
    MT_CLEAR(((dictview *)o)->d);
}

static ssize_t
view_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)MT_DICT_LEN(((dictview *)o)->d);
}

static mt_obj *
view_iter(mt_state *st, mt_obj *o)
{
    const mt_type *t = o->type;
    int kind = t == &mt_type_dict_keys ? 0 : t == &mt_type_dict_values ? 1 : 2;
    return make_iter(st, ((dictview *)o)->d, kind, 0);
}

static mt_obj *
view_repr(mt_state *st, mt_obj *o)
{
    int active = mt_repr_enter(st, o);
    if (active != 0) {
        return active < 0 ? NULL : mt_str_from_c(st, "...");
    }
    mt_obj *l = mt_list_from_iter(st, o);
    mt_obj *r = l ? mt_repr(st, l) : NULL;
    mt_repr_leave(st, o);
    MT_XDECREF(l);
    if (!r) {
        return NULL;
    }
    mt_obj *s = mt_str_printf(st, "%s(%U)", o->type->name, r);
    MT_DECREF(r);
    return s;
}

static int
keys_contains(mt_state *st, mt_obj *o, mt_obj *k)
{
    return dict_contains(st, ((dictview *)o)->d, k);
}

static int
items_contains(mt_state *st, mt_obj *o, mt_obj *item)
{
    if (MT_TYPE(item) != &mt_type_tuple || MT_TUPLE_N(item) != 2) {
        return 0;
    }
    mt_obj *v = mt_dict_get_borrow(st, ((dictview *)o)->d, MT_TUPLE_ITEM(item, 0));
    if (!v) {
        return st->exc ? -1 : 0;
    }
    MT_INCREF(v); // its __eq__ may drop it from the dict
    int r = mt_eq(st, v, MT_TUPLE_ITEM(item, 1));
    MT_DECREF(v);
    return r;
}

static mt_obj *
view_setop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    op &= 0x3f;
    if (op != MT_OP_AND && op != MT_OP_OR && op != MT_OP_SUB && op != MT_OP_XOR) {
        return MT_NOTIMPL;
    }
    mt_obj *sa = mt_call1(st, (mt_obj *)&mt_type_set, a);
    if (!sa) {
        return NULL;
    }
    mt_obj *sb = mt_call1(st, (mt_obj *)&mt_type_set, b);
    if (!sb) {
        MT_DECREF(sa);
        return NULL;
    }
    mt_obj *r = mt_binop(st, sa, sb, op);
    MT_DECREF(sa);
    MT_DECREF(sb);
    return r;
}

static mt_obj *
view_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (a->type == &mt_type_dict_values) {
        return MT_NOTIMPL;
    }
    mt_obj *sa = mt_call1(st, (mt_obj *)&mt_type_set, a);
    if (!sa) {
        return NULL;
    }
    mt_obj *sb = mt_isinst(b, &mt_type_set) || mt_isinst(b, &mt_type_frozenset) ||
                         MT_TYPE(b) == &mt_type_dict_keys || MT_TYPE(b) == &mt_type_dict_items
                     ? mt_call1(st, (mt_obj *)&mt_type_set, b)
                     : NULL;
    if (!sb) {
        MT_DECREF(sa);
        return st->exc ? NULL : MT_NOTIMPL;
    }
    mt_obj *r = mt_richcmp(st, sa, sb, op);
    MT_DECREF(sa);
    MT_DECREF(sb);
    return r;
}

static mt_obj *
view_reversed(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const mt_type *t = args[0]->type;
    int kind = t == &mt_type_dict_keys ? 0 : t == &mt_type_dict_values ? 1 : 2;
    return make_iter(st, ((dictview *)args[0])->d, kind, 1);
}

// keys().isdisjoint / items().isdisjoint: CPython's walk, over the other iterable (or over
// the view when the other is a bigger set or view), asking the other side for each item
static mt_obj *
view_isdisjoint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *self = args[0], *other = args[1];
    ssize_t len = mt_len(st, self);
    if (len < 0) {
        return NULL;
    }
    if (other == self) {
        return MT_BOOL(len == 0);
    }
    mt_obj *walk = other, *in = self;
    if (mt_isinst(other, &mt_type_set) || mt_isinst(other, &mt_type_frozenset) ||
        MT_TYPE(other) == &mt_type_dict_keys || MT_TYPE(other) == &mt_type_dict_items) {
        ssize_t olen = mt_len(st, other);
        if (olen < 0) {
            return NULL;
        }
        if (olen > len) {
            walk = self;
            in = other;
        }
    }
    mt_obj *it = mt_iter(st, walk);
    if (!it) {
        return NULL;
    }
    mt_obj *x;
    while ((x = mt_next(st, it))) {
        int c = mt_contains(st, in, x);
        MT_DECREF(x);
        if (c != 0) {
            MT_DECREF(it);
            return c < 0 ? NULL : MT_BOOL(0);
        }
    }
    MT_DECREF(it);
    return st->exc ? NULL : MT_BOOL(1);
}

static const mt_method view_methods[] = {{"__reversed__", view_reversed, MT_ARGS(0, 0)},
                                         {NULL, NULL, 0}};

static const mt_method setview_methods[] = {{"__reversed__", view_reversed, MT_ARGS(0, 0)},
                                            {"isdisjoint", view_isdisjoint, MT_ARGS(1, 1)},
                                            {NULL, NULL, 0}};

const mt_type mt_type_dict_keys = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "dict_keys",
    .basicsize = sizeof(dictview),
    .base = &mt_type_object,
    .clear = view_clear,
    .repr = view_repr,
    .hash = mt_hash_unhashable,
    .richcmp = view_richcmp,
    .binop = view_setop,
    .iter = view_iter,
    .len = view_len,
    .contains = keys_contains,
    .methods = setview_methods,
};

const mt_type mt_type_dict_values = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "dict_values",
    .basicsize = sizeof(dictview),
    .base = &mt_type_object,
    .clear = view_clear,
    .repr = view_repr,
    .hash = mt_hash_unhashable,
    .iter = view_iter,
    .len = view_len,
    .methods = view_methods,
};

const mt_type mt_type_dict_items = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "dict_items",
    .basicsize = sizeof(dictview),
    .base = &mt_type_object,
    .clear = view_clear,
    .repr = view_repr,
    .hash = mt_hash_unhashable,
    .richcmp = view_richcmp,
    .binop = view_setop,
    .iter = view_iter,
    .len = view_len,
    .contains = items_contains,
    .methods = setview_methods,
};

/* ---- Methods ---- */

static mt_obj *
dict_keys(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return make_view(st, args[0], &mt_type_dict_keys);
}

static mt_obj *
dict_values(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return make_view(st, args[0], &mt_type_dict_values);
}

static mt_obj *
dict_items(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return make_view(st, args[0], &mt_type_dict_items);
}

static mt_obj *
dict_get(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *v = mt_dict_get_borrow(st, args[0], args[1]);
    if (!v) {
        if (st->exc) {
            return NULL;
        }
        v = n > 2 ? args[2] : MT_NONE;
    }
    MT_INCREF(v);
    return v;
}

static mt_obj *
dict_setdefault(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *v = mt_dict_get_borrow(st, args[0], args[1]);
    if (!v) {
        if (st->exc) {
            return NULL;
        }
        v = n > 2 ? args[2] : MT_NONE;
        if (mt_dict_set(st, args[0], args[1], v) < 0) {
            return NULL;
        }
    }
    MT_INCREF(v);
    return v;
}

static mt_obj *
dict_pop(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    // CPython's pop on an empty dict does not hash: {}.pop([]) is a KeyError
    mt_obj *v = MT_DICT_LEN(args[0]) ? mt_dict_get_borrow(st, args[0], args[1]) : NULL;
    if (!v) {
        if (st->exc) {
            return NULL;
        }
        if (n > 2) {
            MT_INCREF(args[2]);
            return args[2];
        }
        return mt_raise_arg(st, MT_EXC(KeyError), args[1]);
    }
    MT_INCREF(v);
    if (mt_dict_del(st, args[0], args[1]) < 0) {
        MT_DECREF(v);
        return NULL;
    }
    return v;
}

static mt_obj *
dict_popitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_dict *d = (mt_dict *)args[0];
    for (size_t i = d->nentries; i > 0; i--) {
        mt_dict_entry *e = &d->entries[i - 1];
        if (e->key) {
            mt_obj *t = mt_tuple_pack(st, 2, e->key, e->value);
            if (!t) {
                return NULL;
            }
            // find the index slot by entry number, not by key: a lookup could call an
            // __eq__ that changes the dict between here and the store below
            size_t mask = d->mask;
            size_t j = (size_t)e->hash & mask;
            size_t perturb = (size_t)e->hash;
            while (d->index[j] != (int32_t)(i - 1)) {
                perturb >>= 5;
                j = (j * 5 + perturb + 1) & mask;
            }
            d->index[j] = DUMMY;
            mt_obj *k = e->key, *v = e->value; // the tuple holds them too
            e->key = NULL;
            e->value = NULL;
            d->used--;
            d->kver++;
            d->nentries = i - 1;
            MT_DECREF(k);
            MT_DECREF(v);
            return t;
        }
    }
    return mt_raise(st, MT_EXC(KeyError), "popitem(): dictionary is empty");
}

static mt_obj *
dict_update_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (n > 2) {
        return mt_raise(st, MT_EXC(TypeError), "update expected at most 1 argument, got %zu",
                        n - 1);
    }
    if (n == 2 && mt_dict_update(st, args[0], args[1]) < 0) {
        return NULL;
    }
    if (kw) {
        for (size_t i = 0; i < MT_TUPLE_N(kw); i++) {
            if (mt_dict_set(st, args[0], MT_TUPLE_ITEM(kw, i), args[n + i]) < 0) {
                return NULL;
            }
        }
    }
    return MT_NONE;
}

static mt_obj *
dict_clear_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    dict_clear(args[0]);
    return MT_NONE;
}

static mt_obj *
dict_copy_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_dict_copy(st, args[0]);
}

static mt_obj *
dict_fromkeys(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *d = mt_call0(st, args[0]);
    if (!d) {
        return NULL;
    }
    mt_obj *v = n > 2 ? args[2] : MT_NONE;
    mt_obj *it = mt_iter(st, args[1]);
    if (!it) {
        MT_DECREF(d);
        return NULL;
    }
    for (;;) {
        mt_obj *k = mt_next(st, it);
        if (!k) {
            break;
        }
        int rc = mt_setitem(st, d, k, v);
        MT_DECREF(k);
        if (rc < 0) {
            break;
        }
    }
    MT_DECREF(it);
    if (st->exc) {
        MT_DECREF(d);
        return NULL;
    }
    return d;
}

static mt_obj *
dict_reversed(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return make_iter(st, args[0], 0, 1);
}

static mt_obj *
dict_class_getitem(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
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
dict_getitem_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return dict_getitem(st, args[0], args[1]);
}

static mt_obj *
dict_setitem_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_dict_set(st, args[0], args[1], args[2]) < 0 ? NULL : MT_NONE;
}

static const mt_method dict_methods[] = {
    {"keys", dict_keys, MT_ARGS(0, 0)},
    {"values", dict_values, MT_ARGS(0, 0)},
    {"items", dict_items, MT_ARGS(0, 0)},
    {"get", dict_get, MT_ARGS(1, 2)},
    {"setdefault", dict_setdefault, MT_ARGS(1, 2)},
    {"pop", dict_pop, MT_ARGS(1, 2)},
    {"popitem", dict_popitem, MT_ARGS(0, 0)},
    {"update", dict_update_m, MT_ARGS(0, 1) | MT_KW | MT_ANYKW},
    {"clear", dict_clear_m, MT_ARGS(0, 0)},
    {"copy", dict_copy_m, MT_ARGS(0, 0)},
    {"fromkeys", dict_fromkeys, MT_ARGS(1, 2) | MT_CLASSM},
    {"__reversed__", dict_reversed, MT_ARGS(0, 0)},
    {"__class_getitem__", dict_class_getitem, MT_ARGS(1, 1) | MT_CLASSM},
    {"__getitem__", dict_getitem_m, MT_ARGS(1, 1)},
    {"__setitem__", dict_setitem_m, MT_ARGS(2, 2)},
    {NULL, NULL, 0}};

static mt_obj *
dict_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    if (t == &mt_type_dict) {
        return mt_dict_new(st);
    }
    return mt_instance_new(st, t);
}

static int
dict_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (n > 1) {
        return mt_raisei(st, MT_EXC(TypeError), "dict expected at most 1 argument, got %zu", n);
    }
    if (n == 1 && mt_dict_update(st, self, args[0]) < 0) {
        return -1;
    }
    if (kw) {
        for (size_t i = 0; i < MT_TUPLE_N(kw); i++) {
            if (mt_dict_set(st, self, MT_TUPLE_ITEM(kw, i), args[n + i]) < 0) {
                return -1;
            }
        }
    }
    return 0;
}

const mt_type mt_type_dict = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "dict",
    .basicsize = sizeof(mt_dict),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = dict_clear,
    .release = dict_release,
    .repr = dict_repr,
    .hash = mt_hash_unhashable,
    .richcmp = dict_richcmp,
    .binop = dict_binop,
    .iter = dict_iter,
    .getitem = dict_getitem,
    .setitem = dict_setitem,
    .len = dict_len,
    .contains = dict_contains,
    .tp_new = dict_new,
    .tp_init = dict_init,
    .methods = dict_methods,
};

/* ---- mappingproxy: the read-only view a class's __dict__ is ---- */

typedef struct mproxy {
    mt_obj ob;
    mt_obj *m; // the mapping (a class's namespace dict)
} mproxy;

mt_obj *
mt_mappingproxy_new(mt_state *st, mt_obj *mapping)
{
    mproxy *p = (mproxy *)mt_alloc(st, &mt_type_mappingproxy, sizeof(mproxy));
    if (!p) {
        return NULL;
    }
    MT_INCREF(mapping);
    p->m = mapping;
    return (mt_obj *)p;
}

static void
mproxy_clear(mt_obj *o)
{
    MT_CLEAR(((mproxy *)o)->m);
}

#define MPROXY_M(o) (((mproxy *)(o))->m)

static mt_obj *
mproxy_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "mappingproxy(%R)", MPROXY_M(o));
}

static mt_obj *
mproxy_str(mt_state *st, mt_obj *o)
{
    return mt_tostr(st, MPROXY_M(o));
}

static mt_obj *
mproxy_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    return mt_richcmp(st, MPROXY_M(a), b, op);
}

// a | b with a proxy on either side is the same operation on its mapping (a new dict); a
// proxy never changes its mapping, so |= on one is refused
static mt_obj *
mproxy_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if ((op & 0x3f) != MT_OP_OR) {
        return MT_NOTIMPL;
    }
    if (op & MT_OP_INPLACE) {
        return mt_raise(st, MT_EXC(TypeError),
                        "'|=' is not supported by mappingproxy; use '|' instead");
    }
    mt_obj *x = MT_TYPE(a) == &mt_type_mappingproxy ? MPROXY_M(a) : a;
    mt_obj *y = MT_TYPE(b) == &mt_type_mappingproxy ? MPROXY_M(b) : b;
    return mt_binop(st, x, y, MT_OP_OR);
}

static mt_obj *
mproxy_iter(mt_state *st, mt_obj *o)
{
    return mt_iter(st, MPROXY_M(o));
}

static mt_obj *
mproxy_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    return mt_getitem(st, MPROXY_M(o), key);
}

static ssize_t
mproxy_len(mt_state *st, mt_obj *o)
{
    return mt_len(st, MPROXY_M(o));
}

static int
mproxy_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    return mt_contains(st, MPROXY_M(o), v);
}

// keys/values/items/copy/__reversed__: the mapping's own method of that name
#define MPROXY_FORWARD(fn, meth)                                                                   \
    static mt_obj *fn(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                     \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return mt_call_method(st, MPROXY_M(args[0]), MT_NAME(meth), 0, NULL);                      \
    }
MPROXY_FORWARD(mproxy_keys, keys)
MPROXY_FORWARD(mproxy_values, values)
MPROXY_FORWARD(mproxy_items, items)
MPROXY_FORWARD(mproxy_copy, copy)
MPROXY_FORWARD(mproxy_reversed, __reversed__)

static mt_obj *
mproxy_get(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *dflt = n > 2 ? args[2] : MT_NONE;
    mt_obj *m = MPROXY_M(args[0]);
    mt_obj *fwd[2] = {args[1], dflt};
    return mt_call_method(st, m, MT_NAME(get), 2, fwd);
}

// mappingproxy(mapping): any object with a subscript that is not a list or tuple
static mt_obj *
mproxy_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    static const mt_argspec specs[] = {{"mapping", 1}, {NULL, 0}};
    mt_obj *a[1] = {NULL};
    if (mt_args_parse(st, "mappingproxy", n, args, kw, specs, 1, a) < 0) {
        return NULL;
    }
    mt_obj *m = a[0];
    const mt_type *mt = MT_TYPE(m);
    int ok = mt_isinst(m, &mt_type_dict) ||
             (!mt_isinst(m, &mt_type_list) && !mt_isinst(m, &mt_type_tuple) &&
              (mt->getitem ||
               ((mt->flags & MT_TF_HEAP) && mt_type_heap_dunder(mt, MT_NAME(__getitem__)))));
    if (!ok) {
        return mt_raise(st, MT_EXC(TypeError), "mappingproxy() argument must be a mapping, not %s",
                        mt_type_name(m));
    }
    return mt_mappingproxy_new(st, m);
}

static const mt_method mproxy_methods[] = {{"get", mproxy_get, MT_ARGS(1, 2)},
                                           {"keys", mproxy_keys, MT_ARGS(0, 0)},
                                           {"values", mproxy_values, MT_ARGS(0, 0)},
                                           {"items", mproxy_items, MT_ARGS(0, 0)},
                                           {"copy", mproxy_copy, MT_ARGS(0, 0)},
                                           {"__reversed__", mproxy_reversed, MT_ARGS(0, 0)},
                                           {NULL, NULL, 0}};

const mt_type mt_type_mappingproxy = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "mappingproxy",
    .basicsize = sizeof(mproxy),
    .flags = MT_TF_INPLACE,
    .base = &mt_type_object,
    .clear = mproxy_clear,
    .repr = mproxy_repr,
    .str = mproxy_str,
    .hash = mt_hash_unhashable,
    .richcmp = mproxy_richcmp,
    .binop = mproxy_binop,
    .iter = mproxy_iter,
    .getitem = mproxy_getitem,
    .len = mproxy_len,
    .contains = mproxy_contains,
    .tp_new = mproxy_new,
    .methods = mproxy_methods,
};
