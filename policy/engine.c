/* The engine: load a policy (parse, check, index by action), decide requests with
 * deny-overrides and fail-closed rules, and build the denial texts of spec section 7. */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>

#include "common/alloc.h"
#include "common/utf8.h"
#include "policy/lang.h"

#define MESSAGE_LIMIT  4096
#define RESOURCE_LIMIT 1024
#define MAX_SATISFIED  256

// A bit set over the positions of an action's rule list.
#define BITS_WORDS(n) (((n) + 63) / 64)
#define MAX_WORDS     BITS_WORDS(POL_MAX_RULES)

// The rules of one action whose prefilter (see build_prefilter) is on one input slot, by
// prefix: a request's value of that slot finds the rules that may hold in one pass over
// its bytes, without looking at the others.
typedef struct pf_key {
    const char *p; // a prefix
    size_t n;
    uint64_t h;     // its hash (fnv)
    uint32_t first; // its rules: pos[first .. first + count)
    uint32_t count;
} pf_key;

typedef struct pf_table {
    int slot;
    pf_key *keys;
    size_t nkeys;
    uint32_t *hash; // open addressing, a power of two: 1 + index into keys, 0 empty
    size_t mask;
    uint32_t *pos; // positions in the action's rule list
    size_t *lens;  // the distinct prefix lengths, ascending
    size_t nlens;
    uint64_t *all; // every rule of the table, for a value that is not a string
} pf_table;

// An action's rules: their list, and when it is long, the prefix tables over it.
typedef struct act_index {
    uint32_t *idx; // rule numbers, in file order
    size_t n;
    uint64_t *always; // rules no table holds: evaluated for every request (NULL: no tables)
    pf_table *tabs;
    size_t ntabs;
} act_index;

struct pol_engine {
    cm_arena arena;
    pol_rule *rules;
    size_t nrules;
    int schema;
    act_index act[POL_ACTION_COUNT];
    char sha[65];
    cm_buf warnings;
};

static const char *const action_names[POL_ACTION_COUNT] = {
    "fs:read",    "fs:write",    "fs:delete",   "fs:move",
    "shell:exec", "shell:spawn", "net:connect", "http:request",
};

/* The action's name ("fs:read"), or NULL out of range. */
const char *
pol_action_name(pol_action a)
{
    if ((unsigned)a >= POL_ACTION_COUNT) {
        return NULL;
    }
    return action_names[a];
}

/* The cause's name ("permitted", ...). */
const char *
pol_cause_name(pol_cause c)
{
    switch (c) {
    case POL_PERMITTED:
        return "permitted";
    case POL_FORBIDDEN:
        return "forbidden";
    case POL_NO_MATCH:
        return "no_match";
    case POL_INTERNAL_FAULT:
        return "internal_fault";
    case POL_ENFORCEMENT:
        return "enforcement";
    }
    return "internal_fault";
}

/* ---- loading ---- */

static pol_engine *
engine_new(void)
{
    pol_engine *e = cm_calloc(1, sizeof(*e));
    if (!e) {
        return NULL;
    }
    cm_arena_init(&e->arena, 0);
    cm_buf_init(&e->warnings, 0);
    return e;
}

// The bit set of actions a rule's action scope admits (schema mode).
static unsigned
scope_actions(const pol_scope *sc)
{
    unsigned m = 0;
    if (sc->kind == POL_SC_ANY) {
        return (1u << POL_ACTION_COUNT) - 1;
    }
    if (sc->kind == POL_SC_EQ || sc->kind == POL_SC_IN) {
        int a = pol_schema_action(sc->ent.u.e.id, sc->ent.u.e.idn);
        if (a >= 0 && strcmp(sc->ent.u.e.type, "Box::Action") == 0) {
            m |= 1u << a;
        }
    }
    for (size_t i = 0; sc->kind == POL_SC_IN_SET && i < sc->n; i++) {
        int a = pol_schema_action(sc->set[i].u.e.id, sc->set[i].u.e.idn);
        if (a >= 0 && strcmp(sc->set[i].u.e.type, "Box::Action") == 0) {
            m |= 1u << a;
        }
    }
    return m;
}

/* ---- prefilters ---- */

#define NSLOTS 15

static const char *const slot_names[NSLOTS] = {
    "path", "operation", "command",   "program",    "program_path",
    "arg1", "arg2",      "arg_count", "cwd",        "host",
    "ip",   "port",      "method",    "body_bytes", "intercepted"};

static int
slot_of(const char *key, size_t n)
{
    for (int i = 0; i < NSLOTS; i++) {
        if (strlen(slot_names[i]) == n && memcmp(slot_names[i], key, n) == 0) {
            return i;
        }
    }
    return -1;
}

// The slot of context.input.<field>, or -1.
static int
input_slot(const pol_node *n)
{
    if (n && n->kind == PN_ATTR && n->a && n->a->kind == PN_ATTR && n->a->namen == 5 &&
        memcmp(n->a->name, "input", 5) == 0 && n->a->a && n->a->a->kind == PN_VAR &&
        n->a->a->var == POL_VAR_CONTEXT) {
        return slot_of(n->name, n->namen);
    }
    return -1;
}

#define MAX_PREFIXES 256

// Prefixes one disjunct can only hold under; -1 when it gives no filter.
static int
pf_item(const pol_node *n, pol_prefix *out, size_t *k)
{
    int slot;
    if (n->kind == PN_EQ) {
        const pol_node *lit = n->b;
        slot = input_slot(n->a);
        if (slot < 0) {
            slot = input_slot(n->b);
            lit = n->a;
        }
        if (slot < 0 || lit->kind != PN_LIT || lit->val.kind != PV_STR || *k >= MAX_PREFIXES) {
            return -1;
        }
        out[(*k)++] = (pol_prefix){slot, lit->val.u.s.p, lit->val.u.s.n};
        return 0;
    }
    if (n->kind == PN_LIKE) {
        slot = input_slot(n->a);
        if (slot < 0 || n->pat->segn[0] == 0 || *k >= MAX_PREFIXES) {
            return -1;
        }
        out[(*k)++] = (pol_prefix){slot, n->pat->seg[0], n->pat->segn[0]};
        return 0;
    }
    if (n->kind == PN_CONTAINS && n->a->kind == PN_SET && n->a->pure == 2) {
        slot = input_slot(n->b);
        if (slot < 0) {
            return -1;
        }
        for (size_t i = 0; i < n->a->val.u.set.n; i++) {
            const pol_val *v = &n->a->val.u.set.v[i];
            if (v->kind != PV_STR || *k >= MAX_PREFIXES) {
                return -1;
            }
            out[(*k)++] = (pol_prefix){slot, v->u.s.p, v->u.s.n};
        }
        return 0;
    }
    return -1;
}

// A rule's first condition, when it is `when { C && ... }` or `when { C }` with C a
// disjunction of field comparisons, holds only if a field starts with a prefix: the
// rule can be skipped (it is false, and nothing in it could have erred) otherwise.
static int
build_prefilter(pol_engine *e, pol_rule *r)
{
    if (r->nconds == 0 || !r->conds[0].when) {
        return 0;
    }
    const pol_node *c = r->conds[0].body;
    if (c->kind == PN_AND) {
        c = c->items[0];
    }
    pol_prefix tmp[MAX_PREFIXES];
    size_t k = 0;
    if (c->kind == PN_OR) {
        for (size_t i = 0; i < c->n; i++) {
            if (pf_item(c->items[i], tmp, &k) < 0) {
                return 0;
            }
        }
    } else if (pf_item(c, tmp, &k) < 0) {
        return 0;
    }
    pol_prefix *pf = cm_arena_alloc(&e->arena, k * sizeof(*pf));
    if (!pf) {
        return -1;
    }
    memcpy(pf, tmp, k * sizeof(*pf));
    r->pf = pf;
    r->npf = k;
    return 0;
}

// 0 when the prefilter proves the rule false; 1 when it must be evaluated.
static int
prefilter_pass(const pol_rule *r, const pol_val *const *sv)
{
    for (size_t i = 0; i < r->npf; i++) {
        const pol_val *v = sv[r->pf[i].slot];
        if (!v || v->kind != PV_STR) {
            return 1;
        }
        if (v->u.s.n >= r->pf[i].n && memcmp(v->u.s.p, r->pf[i].p, r->pf[i].n) == 0) {
            return 1;
        }
    }
    return 0;
}

#define FNV_OFFSET 14695981039346656037u
#define FNV_PRIME  1099511628211u

// Below this many rules an action's rules are scanned: the tables would not pay. (A
// build with -DPOL_INDEX_MIN_RULES=1 indexes every action, for differential testing.)
#ifdef POL_INDEX_MIN_RULES
#define INDEX_MIN_RULES POL_INDEX_MIN_RULES
#else
#define INDEX_MIN_RULES 16
#endif

// The one slot all of a rule's prefilter entries are on, or -1 (none, or several).
static int
pf_slot(const pol_rule *r)
{
    if (r->npf == 0) {
        return -1;
    }
    for (size_t i = 1; i < r->npf; i++) {
        if (r->pf[i].slot != r->pf[0].slot) {
            return -1;
        }
    }
    return r->pf[0].slot;
}

static uint64_t
fnv(const char *p, size_t n)
{
    uint64_t h = FNV_OFFSET;
    for (size_t i = 0; i < n; i++) {
        h = (h ^ (unsigned char)p[i]) * FNV_PRIME;
    }
    return h;
}

// One prefilter entry of a table being built: a prefix and its rule's position.
typedef struct pf_ent {
    const char *p;
    size_t n;
    uint32_t pos;
} pf_ent;

static int
cmp_ent(const void *x, const void *y)
{
    const pf_ent *a = x;
    const pf_ent *b = y;
    if (a->n != b->n) {
        return a->n < b->n ? -1 : 1;
    }
    int c = memcmp(a->p, b->p, a->n);
    if (c != 0) {
        return c;
    }
    return a->pos < b->pos ? -1 : a->pos > b->pos;
}

// The table of slot for action index ai (whose rules are keyed on it: keyed[k] == slot).
static int
build_table(pol_engine *e, act_index *ai, const int *keyed, int slot, pf_table *t)
{
    size_t ne = 0;
    size_t nw = BITS_WORDS(ai->n);
    for (size_t k = 0; k < ai->n; k++) {
        ne += keyed[k] == slot ? e->rules[ai->idx[k]].npf : 0;
    }
    pf_ent *ent = cm_arena_alloc(&e->arena, ne * sizeof(*ent));
    t->pos = cm_arena_alloc(&e->arena, ne * sizeof(*t->pos));
    t->keys = cm_arena_alloc(&e->arena, ne * sizeof(*t->keys));
    t->lens = cm_arena_alloc(&e->arena, ne * sizeof(*t->lens));
    t->all = cm_arena_alloc(&e->arena, nw * sizeof(*t->all));
    size_t hn = 4;
    while (hn < 2 * ne) {
        hn *= 2;
    }
    t->hash = cm_arena_alloc(&e->arena, hn * sizeof(*t->hash));
    if (!ent || !t->pos || !t->keys || !t->lens || !t->all || !t->hash) {
        return -1;
    }
    t->slot = slot;
    t->mask = hn - 1;
    memset(t->all, 0, nw * sizeof(*t->all));
    memset(t->hash, 0, hn * sizeof(*t->hash));
    size_t m = 0;
    for (size_t k = 0; k < ai->n; k++) {
        if (keyed[k] != slot) {
            continue;
        }
        t->all[k / 64] |= (uint64_t)1 << (k % 64);
        const pol_rule *r = &e->rules[ai->idx[k]];
        for (size_t i = 0; i < r->npf; i++) {
            ent[m++] = (pf_ent){r->pf[i].p, r->pf[i].n, (uint32_t)k};
        }
    }
    qsort(ent, ne, sizeof(*ent), cmp_ent);
    t->nkeys = 0;
    t->nlens = 0;
    for (size_t i = 0; i < ne; i++) {
        t->pos[i] = ent[i].pos;
        pf_key *last = t->nkeys ? &t->keys[t->nkeys - 1] : NULL;
        if (last && last->n == ent[i].n && memcmp(last->p, ent[i].p, ent[i].n) == 0) {
            last->count++;
            continue;
        }
        pf_key *key = &t->keys[t->nkeys++];
        *key = (pf_key){ent[i].p, ent[i].n, fnv(ent[i].p, ent[i].n), (uint32_t)i, 1};
        if (t->nlens == 0 || t->lens[t->nlens - 1] != ent[i].n) {
            t->lens[t->nlens++] = ent[i].n; // sorted by length first: ascending
        }
        size_t h = (size_t)key->h & t->mask;
        while (t->hash[h]) {
            h = (h + 1) & t->mask;
        }
        t->hash[h] = (uint32_t)t->nkeys;
    }
    return 0;
}

// The prefix tables of an action's rules: one per input slot that prefilters key on.
static int
build_tables(pol_engine *e, act_index *ai)
{
    if (!e->schema || ai->n < INDEX_MIN_RULES || BITS_WORDS(ai->n) > MAX_WORDS) {
        return 0;
    }
    size_t nw = BITS_WORDS(ai->n);
    int *keyed = cm_arena_alloc(&e->arena, ai->n * sizeof(*keyed));
    ai->always = cm_arena_alloc(&e->arena, nw * sizeof(*ai->always));
    ai->tabs = cm_arena_alloc(&e->arena, NSLOTS * sizeof(*ai->tabs));
    if (!keyed || !ai->always || !ai->tabs) {
        return -1;
    }
    memset(ai->always, 0, nw * sizeof(*ai->always));
    int used[NSLOTS] = {0};
    for (size_t k = 0; k < ai->n; k++) {
        keyed[k] = pf_slot(&e->rules[ai->idx[k]]);
        if (keyed[k] < 0) {
            ai->always[k / 64] |= (uint64_t)1 << (k % 64);
        } else {
            used[keyed[k]] = 1;
        }
    }
    ai->ntabs = 0;
    for (int slot = 0; slot < NSLOTS; slot++) {
        if (used[slot] && build_table(e, ai, keyed, slot, &ai->tabs[ai->ntabs++]) < 0) {
            return -1;
        }
    }
    return 0;
}

// Mark in bits the rules of t that may hold for the value v of its slot: those with a
// prefix that v starts with, or all of them when v is not a string (as prefilter_pass).
static void
table_mark(const pf_table *t, const pol_val *v, uint64_t *bits, size_t nw)
{
    if (!v || v->kind != PV_STR) {
        for (size_t w = 0; w < nw; w++) {
            bits[w] |= t->all[w];
        }
        return;
    }
    const unsigned char *s = (const unsigned char *)v->u.s.p;
    uint64_t h = FNV_OFFSET;
    size_t at = 0;
    for (size_t li = 0; li < t->nlens && t->lens[li] <= v->u.s.n; li++) {
        size_t n = t->lens[li];
        while (at < n) {
            h = (h ^ s[at]) * FNV_PRIME;
            at++;
        }
        for (size_t i = (size_t)h & t->mask; t->hash[i]; i = (i + 1) & t->mask) {
            const pf_key *key = &t->keys[t->hash[i] - 1];
            if (key->h == h && key->n == n && memcmp(key->p, s, n) == 0) {
                for (uint32_t j = 0; j < key->count; j++) {
                    uint32_t k = t->pos[key->first + j];
                    bits[k / 64] |= (uint64_t)1 << (k % 64);
                }
                break;
            }
        }
    }
}

static int
build_index(pol_engine *e)
{
    for (size_t i = 0; e->schema && i < e->nrules; i++) {
        if (build_prefilter(e, &e->rules[i]) < 0) {
            return -1;
        }
    }
    for (size_t i = 0; i < e->nrules; i++) {
        e->rules[i].actions = scope_actions(&e->rules[i].action);
        for (int a = 0; a < POL_ACTION_COUNT; a++) {
            if (e->rules[i].actions & (1u << a)) {
                e->act[a].n++;
            }
        }
    }
    for (int a = 0; a < POL_ACTION_COUNT; a++) {
        act_index *ai = &e->act[a];
        ai->idx = cm_arena_alloc(&e->arena, (ai->n ? ai->n : 1) * sizeof(uint32_t));
        if (!ai->idx) {
            return -1;
        }
        ai->n = 0;
    }
    for (size_t i = 0; i < e->nrules; i++) {
        for (int a = 0; a < POL_ACTION_COUNT; a++) {
            if (e->rules[i].actions & (1u << a)) {
                e->act[a].idx[e->act[a].n++] = (uint32_t)i;
            }
        }
    }
    for (int a = 0; a < POL_ACTION_COUNT; a++) {
        if (build_tables(e, &e->act[a]) < 0) {
            return -1;
        }
    }
    return 0;
}

// The JSON text of s (n bytes) as a log record holds it, in the engine's arena.
static const char *
log_text(pol_engine *e, const char *s, size_t n, size_t *lenp)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    const char *t = NULL;
    if (pol_log_json_string(&b, s, n) == 0) {
        t = cm_arena_strndup(&e->arena, b.data, b.len);
        *lenp = b.len;
    }
    cm_buf_free(&b);
    return t;
}

// Each rule's label and description as the log writes them, made once here so that a
// record copies them (issue 18). Returns 0, or -1 when out of memory.
static int
make_log_texts(pol_engine *e)
{
    for (size_t i = 0; i < e->nrules; i++) {
        pol_rule *r = &e->rules[i];
        r->label_json = log_text(e, r->label, strlen(r->label), &r->label_json_len);
        if (r->description) {
            r->description_json =
                log_text(e, r->description, strlen(r->description), &r->description_json_len);
        } else {
            r->description_json = "null";
            r->description_json_len = 4;
        }
        if (!r->label_json || !r->description_json) {
            return -1;
        }
    }
    return 0;
}

/* Load with or without the schema; see lang.h. */
pol_engine *
pol_engine_load_mode(const char *text, size_t len, const char *origin, const char *home, int schema,
                     cm_buf *err)
{
    pol_engine *e = engine_new();
    if (!e) {
        pol_ignore(cm_buf_adds(err, "out of memory"));
        return NULL;
    }
    if (!origin) {
        origin = "policy";
    }
    e->schema = schema;
    if (pol_parse_policy(text ? text : "", text ? len : 0, origin, &e->arena, &e->rules, &e->nrules,
                         err) < 0) {
        pol_engine_free(e);
        return NULL;
    }
    if (schema &&
        pol_check_rules(e->rules, e->nrules, origin, home, &e->arena, &e->warnings, err) < 0) {
        pol_engine_free(e);
        return NULL;
    }
    if (build_index(e) < 0 || make_log_texts(e) < 0) {
        cm_buf_reset(err);
        pol_ignore(cm_buf_adds(err, "out of memory"));
        pol_engine_free(e);
        return NULL;
    }
    pol_sha256_hex(text ? text : "", text ? len : 0, e->sha);
    return e;
}

// One line of a findings text, with its place for sorting.
typedef struct placed {
    const char *s;
    size_t n;
    long line;
    long col;
    size_t order;
} placed;

static int
cmp_placed(const void *x, const void *y)
{
    const placed *a = x;
    const placed *b = y;
    if (a->line != b->line) {
        return a->line < b->line ? -1 : 1;
    }
    if (a->col != b->col) {
        return a->col < b->col ? -1 : 1;
    }
    return a->order < b->order ? -1 : a->order > b->order;
}

// Sort the lines of b from byte `from` on by their "origin:line:col:" place (file order),
// keeping the order of lines at one place. Left as it is when out of memory.
static void
sort_findings(cm_buf *b, size_t from, const char *origin)
{
    size_t on = strlen(origin);
    size_t count = 0;
    for (size_t i = from; i < b->len; i++) {
        count += b->data[i] == '\n';
    }
    placed *v = count > 1 ? cm_calloc(count, sizeof(*v)) : NULL;
    char *copy = v ? cm_alloc(b->len - from) : NULL;
    if (!copy) {
        cm_free(v);
        return;
    }
    memcpy(copy, b->data + from, b->len - from);
    size_t k = 0;
    for (size_t i = 0; i < b->len - from && k < count;) {
        char *nl = memchr(copy + i, '\n', b->len - from - i);
        size_t n = nl ? (size_t)(nl - (copy + i)) + 1 : b->len - from - i;
        placed *p = &v[k];
        *p = (placed){copy + i, n, 0, 0, k};
        if (n > on + 1 && memcmp(p->s, origin, on) == 0 && p->s[on] == ':') {
            char *end;
            p->line = strtol(p->s + on + 1, &end, 10);
            p->col = *end == ':' ? strtol(end + 1, NULL, 10) : 0;
        }
        k++;
        i += n;
    }
    qsort(v, k, sizeof(*v), cmp_placed);
    b->len = from;
    for (size_t i = 0; i < k; i++) {
        pol_ignore(cm_buf_add(b, v[i].s, v[i].n));
    }
    cm_free(copy);
    cm_free(v);
}

/* Every error and lint of a policy text; see policy.h. */
size_t
pol_policy_check(const char *text, size_t len, const char *origin, const char *home, cm_buf *errs,
                 cm_buf *warns)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    size_t before = errs->len;
    size_t wbefore = warns->len;
    pol_rule *rules = NULL;
    size_t n = 0;
    if (pol_parse_policy_all(text ? text : "", text ? len : 0, origin ? origin : "policy", &a,
                             &rules, &n, errs) == 0) {
        pol_ignore(
            (int)pol_check_rules_all(rules, n, origin ? origin : "policy", home, warns, errs));
    }
    cm_arena_free(&a);
    sort_findings(errs, before, origin ? origin : "policy");
    sort_findings(warns, wbefore, origin ? origin : "policy");
    size_t count = 0;
    for (size_t i = before; i < errs->len; i++) {
        count += errs->data[i] == '\n';
    }
    return count;
}

/* Parse and validate a policy; see policy.h. */
pol_engine *
pol_engine_load(const char *text, size_t len, const char *origin, const char *home, cm_buf *err)
{
    return pol_engine_load_mode(text, len, origin, home, 1, err);
}

/* An engine with no rules; see policy.h. */
pol_engine *
pol_engine_empty(void)
{
    pol_engine *e = engine_new();
    if (!e) {
        return NULL;
    }
    e->schema = 1;
    if (build_index(e) < 0) {
        pol_engine_free(e);
        return NULL;
    }
    pol_sha256_hex("", 0, e->sha);
    return e;
}

/* Free an engine (NULL is ignored). */
void
pol_engine_free(pol_engine *e)
{
    if (!e) {
        return;
    }
    cm_arena_free(&e->arena);
    cm_buf_free(&e->warnings);
    cm_free(e);
}

/* The policy text's SHA-256 in hex; borrowed. */
const char *
pol_engine_sha256(const pol_engine *e)
{
    return e ? e->sha : "";
}

/* Load warnings, one per line; borrowed. */
const char *
pol_engine_warnings(const pol_engine *e)
{
    return e ? cm_buf_str(&e->warnings) : "";
}

/* Number of rules (for `check`). */
size_t
pol_engine_rule_count(const pol_engine *e)
{
    return e ? e->nrules : 0;
}

/* Rule i, borrowed (for `check`). */
const pol_rule *
pol_engine_rule(const pol_engine *e, size_t i)
{
    return e && i < e->nrules ? &e->rules[i] : NULL;
}

/* ---- decisions ---- */

/* Prepare an empty decision. */
void
pol_decision_init(pol_decision *d)
{
    memset(d, 0, sizeof(*d));
    cm_buf_init(&d->message, MESSAGE_LIMIT + 16);
    cm_buf_init(&d->errors, (POL_MAX_DETERMINING + 1) * 256);
    d->rule = "<default-deny>";
    d->cause = POL_INTERNAL_FAULT;
}

/* Release a decision's message. */
void
pol_decision_free(pol_decision *d)
{
    cm_buf_free(&d->message);
    cm_buf_free(&d->errors);
}

/* The evaluation error of an erroring rule; see policy.h. */
const char *
pol_decision_error(const pol_decision *d, size_t i)
{
    if (!d || i >= d->n_erroring || !d->errors.data) {
        return "";
    }
    return d->errors.data + d->error_off[i];
}

// Record an erroring rule and its message (at most POL_MAX_DETERMINING of them).
static void
add_error(pol_decision *d, const char *label, const char *msg)
{
    if (d->n_erroring >= POL_MAX_DETERMINING) {
        return;
    }
    size_t off = d->errors.len;
    if (cm_buf_add(&d->errors, msg, strlen(msg) + 1) < 0) {
        return;
    }
    d->erroring[d->n_erroring] = label;
    d->error_off[d->n_erroring] = off;
    d->n_erroring++;
}

static void
clear_errors(pol_decision *d)
{
    d->n_erroring = 0;
    cm_buf_reset(&d->errors);
}

// Appending bounded text to the message: at most MESSAGE_LIMIT - 3 bytes, then "...".
// The text is built on the stack and goes into the decision's buffer in one append
// (issue 18: not a cm_buf_add a piece).
typedef struct msgw {
    char *p; // MESSAGE_LIMIT bytes
    size_t len;
    int full;
} msgw;

static size_t
utf8_len(unsigned char c)
{
    return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

static void
mw_add(msgw *w, const char *s, size_t n)
{
    if (w->full) {
        return;
    }
    size_t room = MESSAGE_LIMIT - 3; // w->len never passes it before full
    if (n <= room - w->len) {
        memcpy(w->p + w->len, s, n);
        w->len += n;
        return;
    }
    size_t i = 0;
    while (i < n) {
        size_t k = utf8_len((unsigned char)s[i]);
        if (k > n - i) {
            k = n - i;
        }
        if (w->len + k > room) {
            break;
        }
        memcpy(w->p + w->len, s + i, k);
        w->len += k;
        i += k;
    }
    memcpy(w->p + w->len, "...", 3);
    w->len += 3;
    w->full = 1;
}

#define MW_LIT(w, s) mw_add((w), (s), sizeof(s) - 1)

static uint32_t
decode(const unsigned char *s, size_t n, size_t *k)
{
    *k = utf8_len(s[0]);
    if (*k > n) {
        *k = 1;
        return 0xFFFD;
    }
    switch (*k) {
    case 1:
        return s[0];
    case 2:
        return ((uint32_t)(s[0] & 0x1F) << 6) | (s[1] & 0x3F);
    case 3:
        return ((uint32_t)(s[0] & 0x0F) << 12) | ((uint32_t)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
    default:
        return ((uint32_t)(s[0] & 0x07) << 18) | ((uint32_t)(s[1] & 0x3F) << 12) |
               ((uint32_t)(s[2] & 0x3F) << 6) | (s[3] & 0x3F);
    }
}

// One character as Rust's char::escape_debug writes it (as the oracle does).
static size_t
escape_char(uint32_t c, const char *raw, size_t rawn, char *out)
{
    switch (c) {
    case 0:
        memcpy(out, "\\0", 2);
        return 2;
    case '\t':
        memcpy(out, "\\t", 2);
        return 2;
    case '\r':
        memcpy(out, "\\r", 2);
        return 2;
    case '\n':
        memcpy(out, "\\n", 2);
        return 2;
    case '\\':
        memcpy(out, "\\\\", 2);
        return 2;
    case '\'':
        memcpy(out, "\\'", 2);
        return 2;
    case '"':
        memcpy(out, "\\\"", 2);
        return 2;
    case ' ':
        out[0] = ' ';
        return 1;
    default:
        break;
    }
    int escape;
    if (c >= 0x21 && c < 0x7F) {
        escape = 0;
    } else {
        int8_t cat = u_charType((UChar32)c);
        escape = cat == U_CONTROL_CHAR || cat == U_FORMAT_CHAR || cat == U_SURROGATE ||
                 cat == U_PRIVATE_USE_CHAR || cat == U_UNASSIGNED || cat == U_LINE_SEPARATOR ||
                 cat == U_PARAGRAPH_SEPARATOR || cat == U_SPACE_SEPARATOR ||
                 u_hasBinaryProperty((UChar32)c, UCHAR_GRAPHEME_EXTEND);
    }
    if (escape) {
        return (size_t)snprintf(out, 16, "\\u{%" PRIx32 "}", c);
    }
    memcpy(out, raw, rawn);
    return rawn;
}

typedef pol_part part;

// The quoted resource: escaped, at most RESOURCE_LIMIT bytes of escapes, then "...".
static void
mw_resource(msgw *w, const part *parts, size_t nparts)
{
    size_t budget = RESOURCE_LIMIT;
    for (size_t j = 0; j < nparts; j++) {
        const unsigned char *s = (const unsigned char *)parts[j].p;
        size_t n = parts[j].n;
        size_t i = 0;
        while (i < n) {
            // a run of printable ASCII that needs no escape goes in one piece
            size_t run = i;
            while (run < n && run - i < budget && s[run] >= 0x20 && s[run] < 0x7F &&
                   s[run] != '\'' && s[run] != '"' && s[run] != '\\') {
                run++;
            }
            if (run > i) {
                mw_add(w, (const char *)s + i, run - i);
                budget -= run - i;
                i = run;
                continue;
            }
            size_t k;
            uint32_t c = decode(s + i, n - i, &k);
            char e[16];
            size_t en = escape_char(c, (const char *)s + i, k, e);
            if (en > budget) {
                MW_LIT(w, "...");
                return;
            }
            budget -= en;
            mw_add(w, e, en);
            i += k;
        }
    }
}

static int
is_bidi(uint32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x2028 && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

static size_t
escape_annot_char(uint32_t c, const char *raw, size_t rawn, char *out)
{
    if (c == '\\') {
        memcpy(out, "\\\\", 2);
        return 2;
    }
    if (c == '\t' || c == '\r' || c == '\n') {
        out[0] = '\\';
        out[1] = c == '\t' ? 't' : c == '\r' ? 'r' : 'n';
        return 2;
    }
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || is_bidi(c)) {
        return (size_t)snprintf(out, 16, "\\u{%" PRIx32 "}", c);
    }
    memcpy(out, raw, rawn);
    return rawn;
}

static void
mw_annot(msgw *w, const char *s)
{
    size_t n = strlen(s);
    size_t i = 0;
    while (i < n) {
        // a run of printable ASCII but '\\' goes in one piece (issue 18: not a call a byte)
        size_t run = i;
        while (run < n && s[run] >= 0x20 && s[run] < 0x7F && s[run] != '\\') {
            run++;
        }
        if (run > i) {
            mw_add(w, s + i, run - i);
            i = run;
            continue;
        }
        size_t k;
        uint32_t c = decode((const unsigned char *)s + i, n - i, &k);
        char e[16];
        size_t en = escape_annot_char(c, s + i, k, e);
        mw_add(w, e, en);
        i += k;
    }
}

/* Escape a resource as the denial text does (budget bytes, then "..."). */
int
pol_msg_escape_resource(cm_buf *out, const char *s, size_t n, size_t budget)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        size_t k;
        uint32_t c = decode(u + i, n - i, &k);
        char e[16];
        size_t en = escape_char(c, s + i, k, e);
        if (en > budget) {
            return cm_buf_adds(out, "...");
        }
        budget -= en;
        if (cm_buf_add(out, e, en) < 0) {
            return -1;
        }
        i += k;
    }
    return 0;
}

/* Escape annotation text (control and bidi characters, backslash). */
int
pol_msg_escape_annotation(cm_buf *out, const char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        size_t k;
        uint32_t c = decode((const unsigned char *)s + i, n - i, &k);
        char e[16];
        size_t en = escape_annot_char(c, s + i, k, e);
        if (cm_buf_add(out, e, en) < 0) {
            return -1;
        }
        i += k;
    }
    return 0;
}

static void
render(pol_decision *d, const part *res, size_t nres, const pol_rule *const *forbids, size_t nf)
{
    cm_buf_reset(&d->message);
    if (d->allow && d->no_permit_text) {
        return; // policy.h: nobody reads it
    }
    char text[MESSAGE_LIMIT];
    msgw w = {text, 0, 0};
    if (d->allow) {
        MW_LIT(&w, "policy permitted this operation");
    } else {
        MW_LIT(&w, "policy denied this operation");
    }
    // as the oracle: a resource that is empty or only white space is not shown
    int shown = 0;
    for (size_t i = 0; i < nres; i++) {
        shown |= !pol_blank_n(res[i].p, res[i].n);
    }
    if (shown) {
        MW_LIT(&w, " on '");
        mw_resource(&w, res, nres);
        MW_LIT(&w, "'");
    }
    switch (d->cause) {
    case POL_PERMITTED:
        MW_LIT(&w, ".");
        break;
    case POL_NO_MATCH:
        MW_LIT(&w, " [default-deny]: No permit policy matched this request.");
        break;
    case POL_FORBIDDEN: {
        for (size_t i = 0; i < nf; i++) {
            if (i == 0) {
                MW_LIT(&w, " [policy: ");
            } else {
                MW_LIT(&w, "; [policy: ");
            }
            mw_annot(&w, forbids[i]->label);
            MW_LIT(&w, "]");
            if (!pol_blank(forbids[i]->description)) {
                MW_LIT(&w, ": ");
                mw_annot(&w, forbids[i]->description);
            }
        }
        char last = w.len ? text[w.len - 1] : '\0';
        if (last != '.' && last != '!' && last != '?') {
            MW_LIT(&w, ".");
        }
        break;
    }
    default:
        MW_LIT(&w, " because the request could not be evaluated.");
        break;
    }
    if (cm_buf_add(&d->message, text, w.len) < 0) {
        cm_buf_reset(&d->message);
    }
}

static void
set_fault(pol_decision *d)
{
    d->allow = 0;
    d->cause = POL_INTERNAL_FAULT;
    d->rule = "<default-deny>";
    d->rule_r = NULL;
    d->description = NULL;
    d->n_determining = 0;
    clear_errors(d);
}

// Evaluate the candidate rules (idx, or all when idx is NULL; of those only the ones
// set in cand when it is not NULL) and fill d.
static void
decide_rules(const pol_engine *e, const uint32_t *idx, size_t n, const uint64_t *cand, pol_env *env,
             pol_decision *d, const part *res, size_t nres, cm_buf *erroring,
             const pol_val *const *sv)
{
    const pol_rule *forbids[MAX_SATISFIED];
    const pol_rule *permits[POL_MAX_DETERMINING];
    size_t nf = 0;
    size_t np = 0;
    int errors = 0;
    clear_errors(d);
    for (size_t k = 0; k < n; k++) {
        if (cand) {
            uint64_t w = cand[k / 64] >> (k % 64);
            if (w == 0) {
                k |= 63; // none in the rest of this word
                continue;
            }
            if ((w & 1) == 0) {
                continue;
            }
        }
        const pol_rule *r = idx ? &e->rules[idx[k]] : &e->rules[k];
        if (sv && r->npf && !prefilter_pass(r, sv)) {
            continue;
        }
        env->err[0] = '\0';
        int v = pol_eval_rule(r, env);
        if (v == POL_R_ERROR) {
            errors++;
            add_error(d, r->label, env->err);
            if (erroring) {
                if (erroring->len) {
                    pol_ignore(cm_buf_adds(erroring, "\n"));
                }
                pol_ignore(cm_buf_printf(erroring, "%s: %s", r->label, env->err));
            }
            continue;
        }
        if (v != POL_R_TRUE) {
            continue;
        }
        if (r->forbid) {
            if (nf < MAX_SATISFIED) {
                forbids[nf++] = r;
            }
        } else if (np < POL_MAX_DETERMINING) {
            permits[np++] = r;
        }
    }
    d->n_determining = 0;
    d->description = NULL;
    const pol_rule *const *det = nf ? forbids : permits;
    size_t ndet = nf ? nf : np;
    for (size_t i = 0; i < ndet && i < POL_MAX_DETERMINING; i++) {
        d->determining_r[d->n_determining] = det[i];
        d->determining[d->n_determining++] = det[i]->label;
    }
    d->rule_r = NULL;
    if (errors) {
        d->allow = 0;
        d->cause = POL_INTERNAL_FAULT;
        d->rule = "<default-deny>";
    } else if (nf) {
        d->allow = 0;
        d->cause = POL_FORBIDDEN;
        d->rule = forbids[0]->label;
        d->rule_r = forbids[0];
        d->description = forbids[0]->description;
    } else if (np) {
        d->allow = 1;
        d->cause = POL_PERMITTED;
        d->rule = permits[0]->label;
        d->rule_r = permits[0];
        d->description = permits[0]->description;
    } else {
        d->allow = 0;
        d->cause = POL_NO_MATCH;
        d->rule = "<default-deny>";
    }
    render(d, res, nres, forbids, nf);
}

static const pol_val agent = {PV_ENT, {.e = {"Box::Agent", "self", 4}}};
static const pol_val unused = {PV_ENT, {.e = {"Box::Resource", "unused", 6}}};

// Does s fit: present, at most max bytes, and text? A request's strings are UTF-8, or,
// in the copy decide_fsescaped makes of a request whose bytes are not, the lossless text
// of those bytes (lone surrogates U+DC80..U+DCFF for the bytes that are not UTF-8).
static int
str_ok(const char *s, size_t max, size_t *n, int escaped)
{
    if (!s) {
        return 0;
    }
    *n = strnlen(s, max + 1);
    if (*n > max) {
        return 0;
    }
    // ASCII (most requests' strings) is UTF-8 and the lossless text alike: eight bytes
    // at a time, the last eight read again, before any decoding (issue 18)
    uint64_t acc = 0;
    size_t i = 0;
    for (; i + 8 <= *n; i += 8) {
        uint64_t x;
        memcpy(&x, s + i, sizeof x);
        acc |= x;
    }
    if (*n >= 8) {
        uint64_t x;
        memcpy(&x, s + *n - 8, sizeof x);
        acc |= x;
    } else {
        for (; i < *n; i++) {
            acc |= (unsigned char)s[i];
        }
    }
    if ((acc & 0x8080808080808080u) == 0) {
        return 1;
    }
    return escaped ? cm_utf8_valid_fsescaped(s, *n) : pol_utf8_valid(s, *n);
}

// Why a request string does not fit: "input.path is missing" and so on.
static void
str_why(char *why, size_t whyn, const char *key, const char *s, size_t max)
{
    size_t n = s ? strnlen(s, max + 1) : 0;
    if (!s) {
        snprintf(why, whyn, "the request does not fit the schema: input.%s is missing", key);
    } else if (n > max) {
        snprintf(why, whyn,
                 "the request does not fit the schema: input.%s is longer than %zu bytes", key,
                 max);
    } else {
        snprintf(why, whyn, "the request does not fit the schema: input.%s is not valid UTF-8",
                 key);
    }
}

// The request being read into fields: where its strings fail only for not being UTF-8,
// not_text is set, and the request is decided again on their lossless text.
typedef struct input_ctx {
    int escaped; // the strings are cm_buf_add_fsescape's text
    int not_text;
} input_ctx;

static int
add_str(pol_field *f, size_t *k, const char *key, const char *s, size_t max, char *why, size_t whyn,
        input_ctx *ic)
{
    size_t n;
    if (!str_ok(s, max, &n, ic->escaped)) {
        str_why(why, whyn, key, s, max);
        if (s && n <= max && !ic->escaped) {
            ic->not_text = 1;
        }
        return -1;
    }
    f[*k].key = key;
    f[*k].keyn = strlen(key);
    f[*k].v.kind = PV_STR;
    f[*k].v.u.s.p = s;
    f[*k].v.u.s.n = n;
    (*k)++;
    return 0;
}

static void
add_long(pol_field *f, size_t *k, const char *key, int64_t l)
{
    f[*k].key = key;
    f[*k].keyn = strlen(key);
    f[*k].v.kind = PV_LONG;
    f[*k].v.u.l = l;
    (*k)++;
}

// Fill the context.input record from a request: the request gate of section 6.4.
// Returns the field count, or -1 when the request does not fit its action's schema.
static long
build_input(const pol_request *q, pol_field *f, char *why, size_t whyn, input_ctx *ic)
{
    size_t k = 0;
    const size_t big = POL_MAX_STRING_BYTES;
    switch (q->action) {
    case POL_FS_READ:
    case POL_FS_WRITE:
    case POL_FS_DELETE:
    case POL_FS_MOVE: {
        if (add_str(f, &k, slot_names[0], q->path, POL_MAX_PATH_BYTES, why, whyn, ic) < 0) {
            return -1;
        }
        // a path of at most POL_MAX_PATH_SEGMENTS bytes has no more '/' than that
        size_t pn = f[k - 1].v.u.s.n;
        size_t segs = 0;
        if (pn > POL_MAX_PATH_SEGMENTS) {
            const char *end = q->path + pn;
            for (const char *p = memchr(q->path, '/', pn); p;
                 p = memchr(p + 1, '/', (size_t)(end - p - 1))) {
                segs++;
            }
        }
        size_t on;
        if (segs > POL_MAX_PATH_SEGMENTS) {
            snprintf(why, whyn,
                     "the request does not fit the schema: input.path has more than %d components",
                     POL_MAX_PATH_SEGMENTS);
            return -1;
        }
        if (!str_ok(q->operation, 64, &on, 0) ||
            !pol_schema_op_valid(q->action, q->operation, on)) {
            snprintf(why, whyn,
                     "the request does not fit the schema: input.operation is not a declared %s",
                     pol_schema_op_type(q->action));
            return -1;
        }
        f[k].key = slot_names[1];
        f[k].keyn = 9;
        f[k].v.kind = PV_ENT;
        f[k].v.u.e.type = pol_schema_op_type(q->action);
        f[k].v.u.e.id = q->operation;
        f[k].v.u.e.idn = on;
        k++;
        return (long)k;
    }
    case POL_SHELL_EXEC:
    case POL_SHELL_SPAWN:
        if (add_str(f, &k, slot_names[2], q->command, big, why, whyn, ic) < 0 ||
            add_str(f, &k, slot_names[3], q->program, big, why, whyn, ic) < 0 ||
            (q->action == POL_SHELL_SPAWN &&
             add_str(f, &k, slot_names[4], q->program_path, big, why, whyn, ic) < 0) ||
            (q->arg1 && add_str(f, &k, slot_names[5], q->arg1, big, why, whyn, ic) < 0) ||
            (q->arg2 && add_str(f, &k, slot_names[6], q->arg2, big, why, whyn, ic) < 0)) {
            return -1;
        }
        add_long(f, &k, slot_names[7], q->arg_count);
        if (add_str(f, &k, slot_names[8], q->cwd, POL_MAX_PATH_BYTES, why, whyn, ic) < 0) {
            return -1;
        }
        return (long)k;
    case POL_NET_CONNECT:
        if (add_str(f, &k, slot_names[9], q->host, big, why, whyn, ic) < 0 ||
            (q->ip && add_str(f, &k, slot_names[10], q->ip, big, why, whyn, ic) < 0)) {
            return -1;
        }
        add_long(f, &k, slot_names[11], q->port);
        return (long)k;
    case POL_HTTP_REQUEST:
        if (add_str(f, &k, slot_names[9], q->host, big, why, whyn, ic) < 0) {
            return -1;
        }
        add_long(f, &k, slot_names[11], q->port);
        if (add_str(f, &k, slot_names[12], q->method, big, why, whyn, ic) < 0 ||
            add_str(f, &k, slot_names[0], q->url_path, big, why, whyn, ic) < 0) {
            return -1;
        }
        add_long(f, &k, slot_names[13], q->body_bytes);
        f[k].key = slot_names[14];
        f[k].keyn = 11;
        f[k].v.kind = PV_BOOL;
        f[k].v.u.b = q->intercepted != 0;
        k++;
        return (long)k;
    default:
        snprintf(why, whyn, "the request does not fit the schema: unknown action");
        return -1;
    }
}

// ":<port>" as snprintf's ":%" PRId64 writes it, in buf of portn bytes (21 digits and
// a sign fit in 23); its length. No snprintf: ~700 instructions a request (issue 18).
static size_t
port_text(int64_t port, char *buf, size_t portn)
{
    char t[24];
    size_t i = sizeof t;
    uint64_t v = port < 0 ? (uint64_t)0 - (uint64_t)port : (uint64_t)port;
    do {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    if (port < 0) {
        t[--i] = '-';
    }
    t[--i] = ':';
    size_t n = sizeof t - i;
    if (n >= portn) {
        return 0;
    }
    memcpy(buf, t + i, n);
    buf[n] = '\0';
    return n;
}

// The resource text as parts (no allocation); port digits go in portbuf.
static size_t
resource_parts(const pol_request *q, part *p, char *portbuf, size_t portn)
{
    switch (q->action) {
    case POL_FS_READ:
    case POL_FS_WRITE:
    case POL_FS_DELETE:
    case POL_FS_MOVE:
        p[0] = (part){q->path ? q->path : "", q->path ? strlen(q->path) : 0};
        return 1;
    case POL_SHELL_EXEC:
    case POL_SHELL_SPAWN:
        p[0] = (part){q->program ? q->program : "", q->program ? strlen(q->program) : 0};
        return 1;
    case POL_NET_CONNECT:
    case POL_HTTP_REQUEST: {
        if (!q->host) {
            return 0;
        }
        p[0] = (part){q->host, strlen(q->host)};
        p[1] = (part){portbuf, port_text(q->port, portbuf, portn)};
        if (q->action == POL_NET_CONNECT) {
            return 2;
        }
        // the resource never shows a query string or fragment, even if a caller passed one
        p[2] = (part){q->url_path ? q->url_path : "", q->url_path ? strcspn(q->url_path, "?#") : 0};
        return 3;
    }
    default:
        return 0;
    }
}

/* The resource text of a request as parts; see lang.h. */
size_t
pol_request_resource_parts(const pol_request *req, pol_part p[3], char *portbuf, size_t portn)
{
    return resource_parts(req, p, portbuf, portn);
}

/* The resource text of a request; see policy.h. */
int
pol_request_resource(const pol_request *req, cm_buf *out)
{
    part p[3];
    char port[32];
    size_t n = resource_parts(req, p, port, sizeof(port));
    for (size_t i = 0; i < n; i++) {
        if (cm_buf_add(out, p[i].p, p[i].n) < 0) {
            return -1;
        }
    }
    return 0;
}

/* Decide one request; see policy.h. */
int
pol_decide(const pol_engine *e, const pol_request *req, pol_decision *d)
{
    return pol_decide_explain(e, req, d, NULL);
}

/* pol_decide that also reports erroring rules; see lang.h. */
int
pol_decide_explain(const pol_engine *e, const pol_request *req, pol_decision *d, cm_buf *erroring)
{
    return pol_decide_explain_as(e, req, NULL, 0, NULL, 0, d, erroring);
}

static int decide_as(const pol_engine *e, const pol_request *req, const char *principal_id,
                     size_t principal_idn, const char *resource_id, size_t resource_idn,
                     pol_decision *d, cm_buf *erroring, int escaped);

// The request's strings that hold bytes which are not UTF-8 (a shell word, a file name)
// are decided on their lossless text (cm_buf_add_fsescape: U+DC80..U+DCFF for each such
// byte), so that a permitted command runs, and two different byte strings never share a
// decision. Only a request that failed for this comes here: the common case costs nothing.
static int
decide_fsescaped(const pol_engine *e, const pol_request *req, const char *principal_id,
                 size_t principal_idn, const char *resource_id, size_t resource_idn,
                 pol_decision *d, cm_buf *erroring)
{
    pol_request q = *req;
    const char **fields[] = {&q.path, &q.command, &q.program, &q.program_path, &q.arg1,    &q.arg2,
                             &q.cwd,  &q.host,    &q.ip,      &q.method,       &q.url_path};
    enum { NFIELDS = sizeof fields / sizeof fields[0] };
    cm_buf text[NFIELDS];
    int oom = 0;
    for (size_t i = 0; i < NFIELDS; i++) {
        cm_buf_init(&text[i], 0);
        const char *v = *fields[i];
        if (v && !pol_utf8_valid(v, strlen(v))) {
            oom |= cm_buf_add_fsescape(&text[i], v, strlen(v)) != 0;
            *fields[i] = cm_buf_str(&text[i]);
        }
    }
    int allow = 0;
    if (oom) {
        set_fault(d); // fail closed
        add_error(d, "<request>", "out of memory");
        render(d, NULL, 0, NULL, 0);
    } else {
        allow = decide_as(e, &q, principal_id, principal_idn, resource_id, resource_idn, d,
                          erroring, 1);
    }
    for (size_t i = 0; i < NFIELDS; i++) {
        cm_buf_free(&text[i]);
    }
    return allow;
}

/* pol_decide_explain for a named principal and resource; see lang.h. */
int
pol_decide_explain_as(const pol_engine *e, const pol_request *req, const char *principal_id,
                      size_t principal_idn, const char *resource_id, size_t resource_idn,
                      pol_decision *d, cm_buf *erroring)
{
    return decide_as(e, req, principal_id, principal_idn, resource_id, resource_idn, d, erroring,
                     0);
}

static int
decide_as(const pol_engine *e, const pol_request *req, const char *principal_id,
          size_t principal_idn, const char *resource_id, size_t resource_idn, pol_decision *d,
          cm_buf *erroring, int escaped)
{
    pol_field in[8];
    char why[160];
    why[0] = '\0';
    input_ctx ic = {escaped, 0};
    long nin = req ? build_input(req, in, why, sizeof(why), &ic) : -1;
    if (nin < 0 && ic.not_text) {
        return decide_fsescaped(e, req, principal_id, principal_idn, resource_id, resource_idn, d,
                                erroring);
    }
    part res[3];
    char port[32];
    size_t nres = req ? resource_parts(req, res, port, sizeof(port)) : 0;
    if (!e || nin < 0) {
        set_fault(d);
        add_error(d, "<request>", !req ? "no request" : nin < 0 ? why : "no policy is loaded");
        render(d, res, nres, NULL, 0);
        return 0;
    }
    pol_field ctxf = {"input", 5, {PV_REC, {.rec = {in, (size_t)nin}}}};
    pol_env env;
    env.principal = agent;
    env.resource = unused;
    if (principal_id) {
        env.principal.u.e.id = principal_id;
        env.principal.u.e.idn = principal_idn;
    }
    if (resource_id) {
        env.resource.u.e.id = resource_id;
        env.resource.u.e.idn = resource_idn;
    }
    env.action.kind = PV_ENT;
    env.action.u.e.type = "Box::Action";
    env.action.u.e.id = action_names[req->action];
    env.action.u.e.idn = strlen(action_names[req->action]);
    env.context.kind = PV_REC;
    env.context.u.rec.f = &ctxf;
    env.context.u.rec.n = 1;
    env.store = NULL;
    env.nstore = 0;
    cm_arena scratch;
    cm_arena_init(&scratch, (size_t)16 << 20);
    env.scratch = &scratch;
    env.indexed = 1;
    env.err[0] = '\0';
    const pol_val *sv[NSLOTS];
    memset(sv, 0, sizeof(sv));
    for (long k = 0; k < nin; k++) {
        for (int slot = 0; slot < NSLOTS; slot++) {
            if (in[k].key == slot_names[slot]) {
                sv[slot] = &in[k].v;
                break;
            }
        }
    }
    const act_index *ai = &e->act[req->action];
    uint64_t cand[MAX_WORDS];
    if (ai->always) {
        size_t nw = BITS_WORDS(ai->n);
        memcpy(cand, ai->always, nw * sizeof(*cand));
        for (size_t t = 0; t < ai->ntabs; t++) {
            table_mark(&ai->tabs[t], sv[ai->tabs[t].slot], cand, nw);
        }
    }
    decide_rules(e, ai->idx, ai->n, ai->always ? cand : NULL, &env, d, res, nres, erroring, sv);
    cm_arena_free(&scratch);
    return d->allow;
}

/* Decide a request given as generic values; see lang.h. */
int
pol_decide_generic(const pol_engine *e, const pol_generic_request *req, pol_decision *d,
                   cm_buf *erroring)
{
    part res[1] = {{req->resource_text ? req->resource_text : "",
                    req->resource_text ? strlen(req->resource_text) : 0}};
    if (!e) {
        set_fault(d);
        render(d, res, 1, NULL, 0);
        return 0;
    }
    pol_env env;
    env.principal = req->principal;
    env.action = req->action;
    env.resource = req->resource;
    env.context = req->context;
    env.store = req->store;
    env.nstore = req->nstore;
    cm_arena scratch;
    cm_arena_init(&scratch, (size_t)16 << 20);
    env.scratch = &scratch;
    env.indexed = 0;
    env.err[0] = '\0';
    decide_rules(e, NULL, e->nrules, NULL, &env, d, res, 1, erroring, NULL);
    cm_arena_free(&scratch);
    return d->allow;
}
