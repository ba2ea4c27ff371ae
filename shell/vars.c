/* Shell state: variables, the environment commands get, functions, aliases, parameters. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/arena.h"
#include "shell/expand.h"
#include "shell/state.h"
#include "shell/trap.h"

/* sh_is_name: see shell/state.h. */
int
sh_is_name(const char *s)
{
    if (!s || !sh_lex_name_start((unsigned char)s[0])) {
        return 0;
    }
    for (size_t i = 1; s[i]; i++) {
        if (!sh_lex_name_char((unsigned char)s[i])) {
            return 0;
        }
    }
    return 1;
}

/* sh_var_find: see shell/state.h. */
sh_var *
sh_var_find(const sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_vars; i++) {
        if (strcmp(st->vars[i].name, name) == 0) {
            return &st->vars[i];
        }
    }
    return NULL;
}

static sh_var *
var_add(sh_state *st, const char *name)
{
    if (st->n_vars == st->cap_vars) {
        size_t nc = st->cap_vars ? st->cap_vars * 2 : 32;
        sh_var *nv = cm_realloc(st->vars, nc * sizeof(*nv));
        if (!nv) {
            return NULL;
        }
        st->vars = nv;
        st->cap_vars = nc;
    }
    sh_var *v = &st->vars[st->n_vars];
    memset(v, 0, sizeof(*v));
    v->name = cm_strdup(name);
    if (!v->name) {
        return NULL;
    }
    st->n_vars++;
    return v;
}

// Drop v's value and elements (not its name or flags).
static void
var_clear_value(sh_var *v)
{
    cm_free(v->value);
    v->value = NULL;
    for (size_t i = 0; i < v->n_elems; i++) {
        cm_free(v->elems[i].value);
        cm_free(v->elems[i].key);
    }
    cm_free(v->elems);
    v->elems = NULL;
    v->n_elems = 0;
    cm_free(v->slots);
    v->slots = NULL;
    v->n_slots = 0;
}

static size_t
key_hash(const char *k)
{
    size_t h = 1469598103934665603ULL & SIZE_MAX;
    for (; *k; k++) {
        h = (h ^ (unsigned char)*k) * (1099511628211ULL & SIZE_MAX);
    }
    return h ^ (h >> 29);
}

// Rebuild v's slot table for its elements, at least twice their number. 0 or -1.
static int
slots_rebuild(sh_var *v, size_t want)
{
    size_t n = 16;
    while (n < 2 * want) {
        n *= 2;
    }
    unsigned *ns = cm_calloc(n, sizeof(unsigned));
    if (!ns) {
        return -1;
    }
    for (size_t i = 0; i < v->n_elems; i++) {
        size_t h = key_hash(v->elems[i].key) & (n - 1);
        while (ns[h]) {
            h = (h + 1) & (n - 1);
        }
        ns[h] = (unsigned)(i + 1);
    }
    cm_free(v->slots);
    v->slots = ns;
    v->n_slots = n;
    return 0;
}

// The position of key in the associative v's elements, or -1.
static long long
assoc_pos(const sh_var *v, const char *key)
{
    if (!v->slots) {
        return -1;
    }
    size_t h = key_hash(key) & (v->n_slots - 1);
    while (v->slots[h]) {
        size_t at = v->slots[h] - 1;
        if (strcmp(v->elems[at].key, key) == 0) {
            return (long long)at;
        }
        h = (h + 1) & (v->n_slots - 1);
    }
    return -1;
}

// A deep copy of src's value, elements and flags into dst (dst->name untouched).
// Returns 0 or -1 with dst holding no value.
static int
var_copy_value(sh_var *dst, const sh_var *src)
{
    dst->exported = src->exported;
    dst->readonly = src->readonly;
    dst->array = src->array;
    dst->assoc = src->assoc;
    dst->integer = src->integer;
    dst->lower = src->lower;
    dst->upper = src->upper;
    dst->nameref = src->nameref;
    dst->invisible = src->invisible;
    dst->value = NULL;
    dst->elems = NULL;
    dst->n_elems = 0;
    dst->slots = NULL;
    dst->n_slots = 0;
    if (src->value) {
        dst->value = cm_strdup(src->value);
        if (!dst->value) {
            return -1;
        }
    }
    if (src->n_elems > 0) {
        dst->elems = cm_calloc(src->n_elems, sizeof(sh_elem));
        if (!dst->elems) {
            var_clear_value(dst);
            return -1;
        }
        for (size_t i = 0; i < src->n_elems; i++) {
            dst->elems[i].idx = src->elems[i].idx;
            dst->elems[i].value = cm_strdup(src->elems[i].value);
            dst->elems[i].key = src->elems[i].key ? cm_strdup(src->elems[i].key) : NULL;
            dst->n_elems = i + 1;
            if (!dst->elems[i].value || (src->elems[i].key && !dst->elems[i].key)) {
                var_clear_value(dst);
                return -1;
            }
        }
        if (src->assoc && slots_rebuild(dst, dst->n_elems) < 0) {
            var_clear_value(dst);
            return -1;
        }
    }
    return 0;
}

static int
readonly_error(sh_state *st, const sh_var *v)
{
    sh_errorf(st, "%s: readonly variable", v->name);
    return SH_VAR_READONLY;
}

// 0 when v (called name, NULL when missing) may become a nameref (ref) or an array (!ref);
// else the readonly error or "NAME: reference variable cannot be an array" (printed).
static int
writable_as(sh_state *st, const sh_var *v, const char *name, int ref)
{
    if (v && v->readonly) {
        return readonly_error(st, v);
    }
    if (v && (ref ? v->array : v->nameref)) {
        sh_errorf(st, "%s: reference variable cannot be an array", name);
        return SH_VAR_ERROR;
    }
    return 0;
}

// The position of idx in v's elements, or where it would go (*found 0).
static size_t
elem_pos(const sh_var *v, long long idx, int *found)
{
    size_t lo = 0;
    size_t hi = v->n_elems;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v->elems[mid].idx < idx) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    *found = lo < v->n_elems && v->elems[lo].idx == idx;
    return lo;
}

// Set element idx of array v (idx already resolved, >= 0) to a copy of value.
static int
elem_set(sh_var *v, long long idx, const char *value)
{
    int found;
    size_t at = elem_pos(v, idx, &found);
    char *copy = cm_strdup(value ? value : "");
    if (!copy) {
        return -1;
    }
    v->invisible = 0;
    if (found) {
        cm_free(v->elems[at].value);
        v->elems[at].value = copy;
        return 0;
    }
    sh_elem *ne = cm_realloc(v->elems, (v->n_elems + 1) * sizeof(sh_elem));
    if (!ne) {
        cm_free(copy);
        return -1;
    }
    v->elems = ne;
    memmove(&ne[at + 1], &ne[at], (v->n_elems - at) * sizeof(sh_elem));
    ne[at].idx = idx;
    ne[at].value = copy;
    ne[at].key = NULL;
    v->n_elems++;
    return 0;
}

// A scalar v becomes an array whose element 0 is its value (if set).
static int
to_array(sh_var *v)
{
    if (v->array) {
        return 0;
    }
    if (v->value && elem_set(v, 0, v->value) < 0) {
        return -1;
    }
    cm_free(v->value);
    v->value = NULL;
    v->array = 1;
    return 0;
}

// idx < 0 counts back from one past the highest element; -1 when that is still < 0.
static long long
resolve_idx(const sh_var *v, long long idx)
{
    if (idx >= 0) {
        return idx;
    }
    // wrapping at the ends as bash does: a[9223372036854775807]=1; a+=(x) stores x at
    // -9223372036854775808
    long long next =
        v && v->array
            ? (v->n_elems ? (long long)((unsigned long long)v->elems[v->n_elems - 1].idx + 1ULL)
                          : 0)
            : (v && v->value ? 1 : 0);
    return (long long)((unsigned long long)next + (unsigned long long)idx);
}

// The value an assignment to name stores (bash's declare -i, -l, -u): value evaluated
// as arithmetic, lowercased or uppercased; *out is value itself or a string in st->tmp.
// Returns 0, -1 or SH_VAR_ERROR (printed). The evaluation may change the variables.
static int
assigned_value(sh_state *st, const char *name, const char *value, const char **out)
{
    const sh_var *v = sh_var_find(st, name);
    *out = value ? value : "";
    if (!v || !(v->integer || v->lower || v->upper)) {
        return 0;
    }
    int upper = v->upper;
    int lower = v->lower;
    if (v->integer) {
        long long n;
        if (sh_arith(st, *out, strlen(*out), &n) < 0) {
            return SH_VAR_ERROR;
        }
        char *t = cm_arena_alloc(&st->tmp, 24);
        if (!t) {
            return -1;
        }
        snprintf(t, 24, "%lld", n);
        *out = t;
        return 0;
    }
    *out = sh_case_all(st, *out, upper && !lower);
    return *out ? 0 : -1;
}

// Set key of the associative v to a copy of value.
static int
assoc_set(sh_var *v, const char *key, const char *value)
{
    long long at = assoc_pos(v, key);
    char *copy = cm_strdup(value);
    if (!copy) {
        return -1;
    }
    v->invisible = 0;
    if (at >= 0) {
        cm_free(v->elems[at].value);
        v->elems[at].value = copy;
        return 0;
    }
    char *kc = cm_strdup(key);
    sh_elem *ne = kc ? cm_realloc(v->elems, (v->n_elems + 1) * sizeof(sh_elem)) : NULL;
    if (!ne) {
        cm_free(kc);
        cm_free(copy);
        return -1;
    }
    v->elems = ne;
    ne[v->n_elems].idx = 0;
    ne[v->n_elems].key = kc;
    ne[v->n_elems].value = copy;
    v->n_elems++;
    if (2 * v->n_elems > v->n_slots) {
        if (slots_rebuild(v, v->n_elems) < 0) {
            v->n_elems--;
            cm_free(kc);
            cm_free(copy);
            return -1;
        }
        return 0;
    }
    size_t h = key_hash(kc) & (v->n_slots - 1);
    while (v->slots[h]) {
        h = (h + 1) & (v->n_slots - 1);
    }
    v->slots[h] = (unsigned)v->n_elems;
    return 0;
}

// An index as an associative array's key (bash: m=v sets m[0]).
static const char *
idx_key(char buf[24], long long idx)
{
    snprintf(buf, 24, "%lld", idx);
    return buf;
}

/* sh_nameref_follow: see shell/state.h. */
const char *
sh_nameref_follow(const sh_state *st, const char *name)
{
    if (!st->has_namerefs) {
        return name;
    }
    for (int hop = 0;; hop++) {
        const sh_var *v = sh_var_find(st, name);
        if (!v || !v->nameref || !v->value) {
            return name;
        }
        if (hop == SH_NAMEREF_MAX) {
            return NULL; // bash's limit too: a longer chain is taken as circular
        }
        name = v->value;
        if (strchr(name, '[')) {
            return name; // an element: no nameref
        }
    }
}

/* sh_var_is_nameref: see shell/state.h. */
int
sh_var_is_nameref(const sh_state *st, const char *name)
{
    const sh_var *v = st->has_namerefs ? sh_var_find(st, name) : NULL;
    return v && v->nameref;
}

/* sh_nameref_valid: see shell/state.h. */
int
sh_nameref_valid(const char *target)
{
    const char *br = strchr(target, '[');
    size_t nl = br ? (size_t)(br - target) : strlen(target);
    if (nl == 0 || nl >= 256 || !sh_lex_name_start((unsigned char)target[0])) {
        return 0;
    }
    for (size_t i = 1; i < nl; i++) {
        if (!sh_lex_name_char((unsigned char)target[i])) {
            return 0;
        }
    }
    if (!br) {
        return 1;
    }
    size_t tl = strlen(br);
    return tl >= 3 && tl < 256 && br[tl - 1] == ']';
}

// What a name stands for after its namerefs: the variable name, and for an element
// ("a[1]") its subscript text sub (both in buf); sub NULL for the whole variable.
typedef struct nref {
    const char *name;
    const char *sub;
    char buf[512];
} nref;

// Follow name into t. 0, or -1 when the chain is circular (nothing printed).
static int
target_of(const sh_state *st, const char *name, nref *t)
{
    t->sub = NULL;
    t->name = sh_nameref_follow(st, name);
    if (!t->name) {
        return -1;
    }
    const char *br = t->name == name ? NULL : strchr(t->name, '[');
    if (br) {
        // sh_nameref_valid held when the nameref was set: NAME[sub] with both < 256 bytes
        size_t nl = (size_t)(br - t->name);
        size_t sl = strlen(br + 1) - 1;
        memcpy(t->buf, t->name, nl);
        t->buf[nl] = 0;
        memcpy(t->buf + nl + 1, br + 1, sl);
        t->buf[nl + 1 + sl] = 0;
        t->name = t->buf;
        t->sub = t->buf + nl + 1;
    }
    return 0;
}

// The whole-variable name name stands for (an element's array), or NULL when circular.
static const char *
follow_var(const sh_state *st, const char *name, nref *t)
{
    if (!st->has_namerefs) {
        return name;
    }
    return target_of(st, name, t) < 0 ? NULL : t->name;
}

static int
circular(sh_state *st, const char *name)
{
    sh_errorf(st, "warning: %s: circular name reference", name);
    return SH_VAR_ERROR;
}

// A subscript written as a decimal number (possibly negative) into *idx: 1, else 0.
static int
literal_index(const char *s, long long *idx)
{
    const char *d = s + (s[0] == '-');
    if (!*d || d[strspn(d, "0123456789")] || strlen(d) > 18) {
        return 0;
    }
    *idx = strtoll(s, NULL, 10);
    return 1;
}

// The value of the element t names, read without evaluating: an associative array's
// key as written, or an index written as a number (any other subscript reads as unset
// here; an expansion of the nameref evaluates it).
static const char *
target_elem_get(const sh_state *st, const nref *t)
{
    long long idx;
    if (sh_var_is_assoc(st, t->name)) {
        return sh_assoc_get(st, t->name, t->sub);
    }
    return literal_index(t->sub, &idx) ? sh_arr_get(st, t->name, idx) : NULL;
}

// Set the element t names (its subscript evaluated as bash does) to value.
static int
target_elem_set(sh_state *st, const nref *t, const char *value)
{
    long long idx;
    const char *key;
    if (sh_subscript(st, t->name, t->sub, strlen(t->sub), &idx, &key) < 0) {
        return SH_VAR_ERROR;
    }
    return sh_elem_set(st, t->name, idx, key, value);
}

/* sh_var_get: see shell/state.h. */
const char *
sh_var_get(const sh_state *st, const char *name)
{
    nref t;
    if (st->has_namerefs) {
        if (target_of(st, name, &t) < 0) {
            return NULL;
        }
        if (t.sub) {
            return target_elem_get(st, &t);
        }
        name = t.name;
    }
    const sh_var *v = sh_var_find(st, name);
    if (v && v->array) {
        return sh_arr_get(st, name, 0);
    }
    if (!v && st->pipestatus && strcmp(name, "pipestatus") == 0) {
        return st->pipestatus;
    }
    if (!v && st->pipestatus && strcmp(name, "PIPESTATUS") == 0) {
        return st->pipestatus_first; // bash's $PIPESTATUS is ${PIPESTATUS[0]}
    }
    return v ? v->value : NULL;
}

/* sh_var_set: see shell/state.h. */
int
sh_var_set(sh_state *st, const char *name, const char *value)
{
    nref t;
    if (st->has_namerefs) {
        if (target_of(st, name, &t) < 0) {
            return circular(st, name);
        }
        if (t.sub) {
            return target_elem_set(st, &t, value);
        }
        name = t.name;
    }
    sh_var *v = sh_var_find(st, name);
    if (v && v->readonly) {
        return readonly_error(st, v);
    }
    if (v && v->nameref) {
        return sh_nameref_set(st, name, value); // a nameref without a target yet (bash)
    }
    if (v && v->array) {
        return sh_arr_set(st, name, 0, value);
    }
    int r = assigned_value(st, name, value, &value);
    if (r < 0) {
        return r;
    }
    char *copy = cm_strdup(value);
    if (!copy) {
        return -1;
    }
    v = sh_var_find(st, name);
    if (!v) {
        v = var_add(st, name);
        if (!v) {
            cm_free(copy);
            return -1;
        }
    }
    cm_free(v->value);
    v->value = copy;
    if (st->opt_allexport) {
        v->exported = 1;
    }
    return 0;
}

/* sh_arr_get: see shell/state.h. */
const char *
sh_arr_get(const sh_state *st, const char *name, long long idx)
{
    nref t;
    name = follow_var(st, name, &t);
    if (!name) {
        return NULL;
    }
    const sh_var *v = sh_var_find(st, name);
    if (!v) {
        return NULL;
    }
    if (v->assoc) {
        char kb[24];
        long long at = assoc_pos(v, idx_key(kb, idx));
        return at >= 0 ? v->elems[at].value : NULL;
    }
    idx = resolve_idx(v, idx);
    if (!v->array) {
        return idx == 0 ? v->value : NULL;
    }
    int found;
    size_t at = elem_pos(v, idx, &found);
    return found ? v->elems[at].value : NULL;
}

/* sh_var_is_assoc: see shell/state.h. */
int
sh_var_is_assoc(const sh_state *st, const char *name)
{
    nref t;
    name = follow_var(st, name, &t);
    if (!name) {
        return 0;
    }
    const sh_var *v = sh_var_find(st, name);
    return v && v->assoc;
}

/* sh_assoc_get: see shell/state.h. */
const char *
sh_assoc_get(const sh_state *st, const char *name, const char *key)
{
    nref t;
    name = follow_var(st, name, &t);
    if (!name) {
        return NULL;
    }
    const sh_var *v = sh_var_find(st, name);
    if (!v) {
        return NULL;
    }
    if (!v->assoc) {
        return sh_arr_get(st, name, strtoll(key, NULL, 10));
    }
    long long at = assoc_pos(v, key);
    return at >= 0 ? v->elems[at].value : NULL;
}

// v (found as name), or name added when v is NULL; its elements dropped when clear.
// NULL when memory runs out.
static sh_var *
var_for_array(sh_state *st, sh_var *v, const char *name, int clear)
{
    if (!v) {
        return var_add(st, name);
    }
    if (clear) {
        var_clear_value(v);
        v->invisible = 0; // NAME=(...) assigns it, empty or not
    }
    return v;
}

/* sh_elem_get: see shell/state.h. */
const char *
sh_elem_get(const sh_state *st, const char *name, long long idx, const char *key)
{
    return key ? sh_assoc_get(st, name, key) : sh_arr_get(st, name, idx);
}

/* sh_elem_set: see shell/state.h. */
int
sh_elem_set(sh_state *st, const char *name, long long idx, const char *key, const char *value)
{
    return key ? sh_assoc_set(st, name, key, value) : sh_arr_set(st, name, idx, value);
}

/* sh_elem_unset: see shell/state.h. */
int
sh_elem_unset(sh_state *st, const char *name, long long idx, const char *key)
{
    return key ? sh_assoc_unset(st, name, key) : sh_arr_unset(st, name, idx);
}

/* sh_assoc_make: see shell/state.h. */
int
sh_assoc_make(sh_state *st, const char *name, int clear)
{
    nref t;
    const char *written = name;
    name = follow_var(st, name, &t);
    if (!name) {
        return circular(st, written);
    }
    sh_var *v = sh_var_find(st, name);
    int r = writable_as(st, v, name, 0);
    if (r < 0) {
        return r;
    }
    if (v && v->array && !v->assoc) {
        sh_errorf(st, "%s: cannot convert indexed to associative array", name);
        return SH_VAR_ERROR;
    }
    v = var_for_array(st, v, name, clear);
    if (!v) {
        return -1;
    }
    if (!v->assoc) {
        char *old = v->value;
        v->value = NULL;
        v->array = 1;
        v->assoc = 1;
        r = old ? assoc_set(v, "0", old) : 0;
        cm_free(old);
        return r;
    }
    return 0;
}

/* sh_assoc_set: see shell/state.h. */
int
sh_assoc_set(sh_state *st, const char *name, const char *key, const char *value)
{
    nref t;
    const char *written = name;
    name = follow_var(st, name, &t);
    if (!name) {
        return circular(st, written);
    }
    sh_var *v = sh_var_find(st, name);
    if (v && v->readonly) {
        return readonly_error(st, v);
    }
    if (!v || !v->assoc) {
        return sh_arr_set(st, name, strtoll(key, NULL, 10), value);
    }
    int r = assigned_value(st, name, value, &value);
    if (r < 0) {
        return r;
    }
    v = sh_var_find(st, name);
    if (!v || !v->assoc) {
        return sh_assoc_make(st, name, 0) < 0 ? -1 : sh_assoc_set(st, name, key, value);
    }
    return assoc_set(v, key, value);
}

/* sh_assoc_unset: see shell/state.h. */
int
sh_assoc_unset(sh_state *st, const char *name, const char *key)
{
    nref t;
    const char *written = name;
    name = follow_var(st, name, &t);
    if (!name) {
        return circular(st, written);
    }
    sh_var *v = sh_var_find(st, name);
    if (!v) {
        return 0;
    }
    if (!v->assoc) {
        return sh_arr_unset(st, name, strtoll(key, NULL, 10));
    }
    if (v->readonly) {
        return readonly_error(st, v);
    }
    long long at = assoc_pos(v, key);
    if (at < 0) {
        return 0;
    }
    cm_free(v->elems[at].value);
    cm_free(v->elems[at].key);
    memmove(&v->elems[at], &v->elems[at + 1], (v->n_elems - (size_t)at - 1) * sizeof(sh_elem));
    v->n_elems--;
    // the positions after it moved: one pass over the slots (an unset is O(n), a set O(1))
    return slots_rebuild(v, v->n_elems) < 0 ? -1 : 0;
}

static int
bad_subscript(sh_state *st, const char *name, long long idx)
{
    sh_errorf(st, "%s[%lld]: bad array subscript", name, idx);
    return SH_VAR_BADSUB;
}

/* sh_arr_make: see shell/state.h. */
int
sh_arr_make(sh_state *st, const char *name, int clear)
{
    nref t;
    const char *written = name;
    name = follow_var(st, name, &t);
    if (!name) {
        return circular(st, written);
    }
    sh_var *v = sh_var_find(st, name);
    int r = writable_as(st, v, name, 0);
    if (r < 0) {
        return r;
    }
    v = var_for_array(st, v, name, clear);
    if (!v) {
        return -1;
    }
    return v->assoc ? 0 : to_array(v);
}

/* sh_arr_set: see shell/state.h. */
int
sh_arr_set(sh_state *st, const char *name, long long idx, const char *value)
{
    nref t;
    const char *written = name;
    name = follow_var(st, name, &t);
    if (!name) {
        return circular(st, written);
    }
    sh_var *v = sh_var_find(st, name);
    if (v && v->assoc) {
        char kb[24];
        return sh_assoc_set(st, name, idx_key(kb, idx), value);
    }
    long long at = resolve_idx(v, idx);
    if (at < 0) {
        return bad_subscript(st, name, idx);
    }
    int r = sh_arr_make(st, name, 0);
    if (r < 0) {
        return r;
    }
    r = assigned_value(st, name, value, &value);
    if (r < 0) {
        return r;
    }
    return elem_set(sh_var_find(st, name), at, value);
}

/* sh_arr_unset: see shell/state.h. */
int
sh_arr_unset(sh_state *st, const char *name, long long idx)
{
    nref t;
    const char *written = name;
    name = follow_var(st, name, &t);
    if (!name) {
        return circular(st, written);
    }
    sh_var *v = sh_var_find(st, name);
    if (!v) {
        return 0;
    }
    if (v->readonly) {
        return readonly_error(st, v);
    }
    if (v->assoc) {
        char kb[24];
        return sh_assoc_unset(st, name, idx_key(kb, idx));
    }
    long long at = resolve_idx(v, idx);
    if (at < 0) {
        return bad_subscript(st, name, idx);
    }
    if (!v->array) {
        if (at == 0) {
            cm_free(v->value);
            v->value = NULL;
        }
        return 0;
    }
    int found;
    size_t pos = elem_pos(v, at, &found);
    if (found) {
        cm_free(v->elems[pos].value);
        memmove(&v->elems[pos], &v->elems[pos + 1], (v->n_elems - pos - 1) * sizeof(sh_elem));
        v->n_elems--;
    }
    return 0;
}

/* sh_arr_next: see shell/state.h. */
long long
sh_arr_next(const sh_state *st, const char *name)
{
    nref t;
    name = follow_var(st, name, &t);
    return name ? (long long)((unsigned long long)resolve_idx(sh_var_find(st, name), -1) + 1ULL)
                : 0;
}

/* sh_set_last_arg: see shell/state.h. */
void
sh_set_last_arg(sh_state *st, const char *arg)
{
    char *c = cm_strdup(arg);
    if (c) {
        cm_free(st->last_arg);
        st->last_arg = c;
    }
}

/* sh_var_declare: see shell/state.h. */
sh_var *
sh_var_declare(sh_state *st, const char *name)
{
    sh_var *v = sh_var_find(st, name);
    return v ? v : var_add(st, name);
}

/* sh_var_export: see shell/state.h. */
int
sh_var_export(sh_state *st, const char *name)
{
    sh_var *v = sh_var_find(st, name);
    if (!v) {
        v = var_add(st, name);
        if (!v) {
            return -1;
        }
    }
    v->exported = 1;
    return 0;
}

// Remove name whatever its flags.
static void
var_remove(sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_vars; i++) {
        if (strcmp(st->vars[i].name, name) == 0) {
            cm_free(st->vars[i].name);
            var_clear_value(&st->vars[i]);
            st->vars[i] = st->vars[st->n_vars - 1];
            st->n_vars--;
            return;
        }
    }
}

/* sh_var_unset: see shell/state.h. */
int
sh_var_unset(sh_state *st, const char *name)
{
    nref t;
    if (st->has_namerefs) {
        if (target_of(st, name, &t) < 0) {
            circular(st, name);
            return sh_var_unset_ref(st, name); // the nameref itself goes (bash)
        }
        if (t.sub) {
            long long idx;
            const char *key;
            if (sh_subscript(st, t.name, t.sub, strlen(t.sub), &idx, &key) < 0) {
                return SH_VAR_ERROR;
            }
            return sh_elem_unset(st, t.name, idx, key);
        }
        name = t.name;
    }
    return sh_var_unset_ref(st, name);
}

/* sh_var_unset_ref: see shell/state.h. */
int
sh_var_unset_ref(sh_state *st, const char *name)
{
    const sh_var *v = sh_var_find(st, name);
    if (v && v->readonly) {
        sh_errorf(st, "unset: %s: cannot unset: readonly variable", name);
        return SH_VAR_READONLY;
    }
    var_remove(st, name);
    return 0;
}

static void
saved_free(sh_saved *s)
{
    cm_free(s->var.name);
    var_clear_value(&s->var);
    cm_free(s);
}

/* sh_nameref_set: see shell/state.h. */
int
sh_nameref_set(sh_state *st, const char *name, const char *target)
{
    if (!sh_nameref_valid(target)) {
        sh_errorf(st, "`%s': not a valid identifier", target);
        return SH_VAR_ERROR;
    }
    sh_var *v = sh_var_find(st, name);
    int r = writable_as(st, v, name, 1);
    if (r < 0) {
        return r;
    }
    char *copy = cm_strdup(target);
    if (!copy || (!v && !(v = var_add(st, name)))) {
        cm_free(copy);
        return -1;
    }
    cm_free(v->value);
    v->value = copy;
    v->nameref = 1;
    st->has_namerefs = 1;
    return 0;
}

/* sh_var_save_local: see shell/state.h. */
int
sh_var_save_local(sh_state *st, const char *name)
{
    for (sh_saved *s = st->locals; s && s != st->locals_base; s = s->next) {
        if (strcmp(s->var.name, name) == 0) {
            return 0; // already local in this frame
        }
    }
    sh_saved *s = cm_calloc(1, sizeof(*s));
    if (!s) {
        return -1;
    }
    s->var.name = cm_strdup(name);
    const sh_var *v = sh_var_find(st, name);
    if (!s->var.name || (v && var_copy_value(&s->var, v) < 0)) {
        saved_free(s);
        return -1;
    }
    s->existed = v != NULL;
    s->next = st->locals;
    st->locals = s;
    return 0;
}

/* sh_var_restore_locals: see shell/state.h. */
void
sh_var_restore_locals(sh_state *st, sh_saved *frame)
{
    while (st->locals && st->locals != frame) {
        sh_saved *s = st->locals;
        st->locals = s->next;
        var_remove(st, s->var.name);
        if (s->existed) {
            sh_var *v = var_add(st, s->var.name);
            if (v) {
                // the saved record's value, elements and flags move back into the variable
                char *name = v->name;
                char *saved_name = s->var.name;
                *v = s->var;
                v->name = name;
                memset(&s->var, 0, sizeof(s->var));
                s->var.name = saved_name;
            }
        }
        saved_free(s);
    }
}

/* sh_var_environ: see shell/state.h. */
char **
sh_var_environ(sh_state *st)
{
    size_t n = 0;
    for (size_t i = 0; i < st->n_vars; i++) {
        // an array has no value: as bash, no array is exported
        if (st->vars[i].exported && st->vars[i].value) {
            n++;
        }
    }
    char **env = cm_arena_alloc(&st->tmp, (n + 1) * sizeof(char *));
    if (!env) {
        return NULL;
    }
    size_t k = 0;
    for (size_t i = 0; i < st->n_vars; i++) {
        const sh_var *v = &st->vars[i];
        if (!v->exported || !v->value) {
            continue;
        }
        size_t ln = strlen(v->name);
        size_t lv = strlen(v->value);
        char *e = cm_arena_alloc(&st->tmp, ln + lv + 2);
        if (!e) {
            return NULL;
        }
        memcpy(e, v->name, ln);
        e[ln] = '=';
        memcpy(e + ln + 1, v->value, lv + 1);
        env[k++] = e;
    }
    env[k] = NULL;
    return env;
}

static void
free_params(sh_state *st)
{
    for (size_t i = 0; i < st->n_params; i++) {
        cm_free(st->params[i]);
    }
    cm_free(st->params);
    st->params = NULL;
    st->n_params = 0;
}

/* sh_params_set: see shell/state.h. */
int
sh_params_set(sh_state *st, char *const *argv, size_t n)
{
    char **np = cm_calloc(n + 1, sizeof(char *));
    if (!np) {
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        np[i] = cm_strdup(argv[i]);
        if (!np[i]) {
            for (size_t j = 0; j < i; j++) {
                cm_free(np[j]);
            }
            cm_free(np);
            return -1;
        }
    }
    free_params(st);
    st->params = np;
    st->n_params = n;
    return 0;
}

/* sh_func_find: see shell/state.h. */
const sh_func *
sh_func_find(const sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (strcmp(st->funcs[i].name, name) == 0) {
            return &st->funcs[i];
        }
    }
    return NULL;
}

/* sh_func_define: see shell/state.h. */
int
sh_func_define(sh_state *st, const char *name, sh_node *body)
{
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (strcmp(st->funcs[i].name, name) == 0) {
            st->funcs[i].body = body;
            return 0;
        }
    }
    sh_func *nf = cm_realloc(st->funcs, (st->n_funcs + 1) * sizeof(*nf));
    if (!nf) {
        return -1;
    }
    st->funcs = nf;
    nf[st->n_funcs].name = cm_strdup(name);
    if (!nf[st->n_funcs].name) {
        return -1;
    }
    nf[st->n_funcs].body = body;
    st->n_funcs++;
    return 0;
}

/* sh_func_remove: see shell/state.h. */
void
sh_func_remove(sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (strcmp(st->funcs[i].name, name) == 0) {
            cm_free(st->funcs[i].name);
            st->funcs[i] = st->funcs[st->n_funcs - 1];
            st->n_funcs--;
            return;
        }
    }
}

/* sh_alias_get: see shell/state.h. */
const char *
sh_alias_get(const sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (strcmp(st->aliases[i].name, name) == 0) {
            return st->aliases[i].value;
        }
    }
    return NULL;
}

/* sh_alias_set: see shell/state.h. */
int
sh_alias_set(sh_state *st, const char *name, const char *value)
{
    char *v = cm_strdup(value);
    if (!v) {
        return -1;
    }
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (strcmp(st->aliases[i].name, name) == 0) {
            cm_free(st->aliases[i].value);
            st->aliases[i].value = v;
            return 0;
        }
    }
    sh_alias *na = cm_realloc(st->aliases, (st->n_aliases + 1) * sizeof(*na));
    if (!na) {
        cm_free(v);
        return -1;
    }
    st->aliases = na;
    na[st->n_aliases].name = cm_strdup(name);
    if (!na[st->n_aliases].name) {
        cm_free(v);
        return -1;
    }
    na[st->n_aliases].value = v;
    st->n_aliases++;
    return 0;
}

/* sh_alias_remove: see shell/state.h. */
void
sh_alias_remove(sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (strcmp(st->aliases[i].name, name) == 0) {
            cm_free(st->aliases[i].name);
            cm_free(st->aliases[i].value);
            st->aliases[i] = st->aliases[st->n_aliases - 1];
            st->n_aliases--;
            return;
        }
    }
}

static int
set_exported(sh_state *st, const char *name, const char *value)
{
    if (sh_var_set(st, name, value) < 0 || sh_var_export(st, name) < 0) {
        return -1;
    }
    return 0;
}

/* sh_state_init: see shell/state.h. */
int
sh_state_init(sh_state *st, bi_box *box)
{
    memset(st, 0, sizeof(*st));
    st->box = box;
    st->ctx.box = box;
    st->ctx.in = 0;
    st->ctx.out = 1;
    st->ctx.err = 2;
    cm_arena_init(&st->code, 0);
    cm_arena_init(&st->tmp, 0);
    st->pid = (long)getpid();
    st->start_time = (long long)time(NULL);
    st->umask_at_copy = -1;
    st->exit_trap_status = -1;
    st->sig_trap_status = -1;
    st->capture_fd = -1;
    for (int i = 0; i < 10; i++) {
        st->fd_hi[i] = -1;
    }
    const char *ws = box && box->box.workspace ? box->box.workspace : NULL;
    if (ws) {
        snprintf(st->ctx.cwd, sizeof(st->ctx.cwd), "%s", ws);
    } else if (!getcwd(st->ctx.cwd, sizeof(st->ctx.cwd))) {
        snprintf(st->ctx.cwd, sizeof(st->ctx.cwd), "/");
    }
    const char *home = box && box->box.agent_home ? box->box.agent_home : getenv("HOME");
    const char *path = getenv("PATH");
    const char *lang = getenv("LANG");
    const char *term = getenv("TERM");
    st->arg0 = cm_strdup("strands-shell");
    if (!st->arg0 || set_exported(st, "HOME", home ? home : "/") < 0 ||
        set_exported(st, "PATH", path ? path : "/usr/local/bin:/usr/bin:/bin") < 0 ||
        set_exported(st, "PWD", st->ctx.cwd) < 0 ||
        set_exported(st, "LANG", lang ? lang : "C.UTF-8") < 0 ||
        set_exported(st, "TERM", term ? term : "dumb") < 0 || sh_var_set(st, "IFS", " \t\n") < 0 ||
        sh_var_set(st, "PS1", "$ ") < 0 || sh_var_set(st, "PS2", "> ") < 0 ||
        sh_var_set(st, "OPTIND", "1") < 0) {
        return -1;
    }
    if (box && box->box.env) {
        for (char **e = box->box.env; *e; e++) {
            const char *eq = strchr(*e, '=');
            if (!eq) {
                continue;
            }
            char name[256];
            size_t ln = (size_t)(eq - *e);
            if (ln == 0 || ln >= sizeof(name)) {
                continue;
            }
            memcpy(name, *e, ln);
            name[ln] = 0;
            if (set_exported(st, name, eq + 1) < 0) {
                return -1;
            }
        }
    }
    return 0;
}

/* sh_state_copy: see shell/state.h. */
int
sh_state_copy(const sh_state *st, sh_state *out)
{
    memset(out, 0, sizeof(*out));
    out->umask_at_copy = -1;
    out->box = st->box;
    out->ctx = st->ctx;
    memcpy(out->fd_hi, st->fd_hi, sizeof out->fd_hi);
    cm_arena_init(&out->code, 0);
    cm_arena_init(&out->tmp, 0);
    out->pid = st->pid;
    out->start_time = st->start_time;
    // the umask belongs to the process: a subshell's `umask` ends with the subshell
    mode_t mask = umask(0);
    umask(mask);
    out->umask_at_copy = (int)mask;
    out->lineno = st->lineno;
    out->last_arg = st->last_arg ? cm_strdup(st->last_arg) : NULL;
    out->status = st->status;
    out->opt_errexit = st->opt_errexit;
    out->opt_nounset = st->opt_nounset;
    out->opt_xtrace = st->opt_xtrace;
    out->opt_pipefail = st->opt_pipefail;
    out->opt_noglob = st->opt_noglob;
    out->opt_noclobber = st->opt_noclobber;
    out->opt_allexport = st->opt_allexport;
    out->opt_noexec = st->opt_noexec;
    out->opt_verbose = st->opt_verbose;
    out->opt_notify = st->opt_notify;
    out->opt_hashall = st->opt_hashall;
    out->opt_ignoreeof = st->opt_ignoreeof;
    out->opt_nullglob = st->opt_nullglob;
    out->opt_dotglob = st->opt_dotglob;
    out->opt_globstar = st->opt_globstar;
    out->opt_extglob = st->opt_extglob;
    out->has_namerefs = st->has_namerefs;
    out->no_errexit = st->no_errexit;
    out->func_depth = st->func_depth;
    out->subshell = st->subshell + 1;
    out->trap_parent = st;
    out->exit_trap_status = -1; // a subshell's bare exit takes the subshell's $?
    out->sig_trap_status = -1;
    out->capture_fd = st->capture_fd;
    out->arg0 = cm_strdup(st->arg0);
    if (!out->arg0) {
        return -1;
    }
    if (st->pipestatus && !(out->pipestatus = cm_strdup(st->pipestatus))) {
        return -1;
    }
    memcpy(out->pipestatus_first, st->pipestatus_first, sizeof out->pipestatus_first);
    for (size_t i = 0; i < st->n_vars; i++) {
        sh_var *v = var_add(out, st->vars[i].name);
        if (!v || var_copy_value(v, &st->vars[i]) < 0) {
            return -1;
        }
    }
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (sh_func_define(out, st->funcs[i].name, st->funcs[i].body) < 0) {
            return -1;
        }
    }
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (sh_alias_set(out, st->aliases[i].name, st->aliases[i].value) < 0) {
            return -1;
        }
    }
    if (sh_params_set(out, st->params, st->n_params) < 0) {
        return -1;
    }
    return 0;
}

/* sh_state_free: see shell/state.h. */
void
sh_state_free(sh_state *st)
{
    sh_var_restore_locals(st, NULL);
    for (size_t i = 0; i < st->n_vars; i++) {
        cm_free(st->vars[i].name);
        var_clear_value(&st->vars[i]);
    }
    cm_free(st->vars);
    for (size_t i = 0; i < st->n_funcs; i++) {
        cm_free(st->funcs[i].name);
    }
    cm_free(st->funcs);
    for (size_t i = 0; i < st->n_aliases; i++) {
        cm_free(st->aliases[i].name);
        cm_free(st->aliases[i].value);
    }
    cm_free(st->aliases);
    free_params(st);
    cm_free(st->arg0);
    cm_free(st->last_arg);
    if (st->umask_at_copy >= 0) {
        umask((mode_t)st->umask_at_copy);
    }
    cm_free(st->pipestatus);
    sh_trap_free(st);
    int held[10] = {st->ctx.in, st->ctx.out, st->ctx.err};
    for (int i = 0; i < 10; i++) {
        int fd = i < 3 ? held[i] : st->fd_hi[i];
        if (st->fd_owned[i] && fd >= 0) {
            close(fd);
        }
    }
    cm_arena_free(&st->code);
    cm_arena_free(&st->tmp);
    memset(st, 0, sizeof(*st));
}
