/* The policy evaluator: Cedar's semantics for one rule against one request (spec
 * section 4): values, equality, `like`, checked arithmetic, errors as values. */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "policy/lang.h"

/* ---- values ---- */

static int
set_has(const pol_val *set, const pol_val *x)
{
    for (size_t i = 0; i < set->u.set.n; i++) {
        if (pol_val_eq(&set->u.set.v[i], x)) {
            return 1;
        }
    }
    return 0;
}

static const pol_val *
rec_get(const pol_val *rec, const char *key, size_t keyn)
{
    for (size_t i = 0; i < rec->u.rec.n; i++) {
        const pol_field *f = &rec->u.rec.f[i];
        if (f->keyn == keyn && memcmp(f->key, key, keyn) == 0) {
            return &f->v;
        }
    }
    return NULL;
}

/* Structural equality; see lang.h. */
int
pol_val_eq(const pol_val *a, const pol_val *b)
{
    if (a->kind != b->kind) {
        return 0;
    }
    switch (a->kind) {
    case PV_BOOL:
        return !a->u.b == !b->u.b;
    case PV_LONG:
        return a->u.l == b->u.l;
    case PV_STR:
        return a->u.s.n == b->u.s.n && memcmp(a->u.s.p, b->u.s.p, a->u.s.n) == 0;
    case PV_ENT:
        return a->u.e.idn == b->u.e.idn && strcmp(a->u.e.type, b->u.e.type) == 0 &&
               memcmp(a->u.e.id, b->u.e.id, a->u.e.idn) == 0;
    case PV_SET:
        for (size_t i = 0; i < a->u.set.n; i++) {
            if (!set_has(b, &a->u.set.v[i])) {
                return 0;
            }
        }
        for (size_t i = 0; i < b->u.set.n; i++) {
            if (!set_has(a, &b->u.set.v[i])) {
                return 0;
            }
        }
        return 1;
    case PV_REC:
        if (a->u.rec.n != b->u.rec.n) {
            return 0;
        }
        for (size_t i = 0; i < a->u.rec.n; i++) {
            const pol_field *f = &a->u.rec.f[i];
            const pol_val *o = rec_get(b, f->key, f->keyn);
            if (!o || !pol_val_eq(&f->v, o)) {
                return 0;
            }
        }
        return 1;
    }
    return 0;
}

/* ---- like ---- */

/* Pattern match of section 4.4: prefix, suffix, then the middle segments leftmost. */
int
pol_like(const char *s, size_t n, const pol_pat *p)
{
    if (p->nseg == 1) {
        return n == p->segn[0] && memcmp(s, p->seg[0], n) == 0;
    }
    size_t first = p->segn[0];
    size_t lastn = p->segn[p->nseg - 1];
    if (n < first + lastn) {
        return 0;
    }
    if (memcmp(s, p->seg[0], first) != 0 ||
        memcmp(s + n - lastn, p->seg[p->nseg - 1], lastn) != 0) {
        return 0;
    }
    size_t pos = first;
    size_t end = n - lastn;
    for (size_t k = 1; k + 1 < p->nseg; k++) {
        size_t sn = p->segn[k];
        if (sn == 0) {
            continue;
        }
        if (end - pos < sn) {
            return 0;
        }
        const char *hit = memmem(s + pos, end - pos, p->seg[k], sn);
        if (!hit) {
            return 0;
        }
        pos = (size_t)(hit - s) + sn;
    }
    return 1;
}

/* ---- errors ---- */

static int fail(pol_env *env, const char *fmt, ...) CM_PRINTF(2, 3);

static int
fail(pol_env *env, const char *fmt, ...)
{
    if (env->err[0] == '\0') {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(env->err, sizeof(env->err), fmt, ap);
        va_end(ap);
    }
    return -1;
}

static const char *
tname(const pol_val *v, char *buf, size_t n)
{
    switch (v->kind) {
    case PV_BOOL:
        return "bool";
    case PV_LONG:
        return "long";
    case PV_STR:
        return "string";
    case PV_SET:
        return "set";
    case PV_REC:
        return "record";
    case PV_ENT:
        snprintf(buf, n, "(entity of type `%s`)", v->u.e.type);
        return buf;
    }
    return "value";
}

static int
type_error(pol_env *env, const char *want, const pol_val *got)
{
    char b[96];
    return fail(env, "type error: expected %s, got %s", want, tname(got, b, sizeof(b)));
}

/* ---- entities ---- */

static const pol_entity *
find_entity(const pol_env *env, const pol_val *uid)
{
    for (size_t i = 0; i < env->nstore; i++) {
        if (pol_val_eq(&env->store[i].uid, uid)) {
            return &env->store[i];
        }
    }
    return NULL;
}

// a in b for two entities: equal, or b is an ancestor of a in the store.
static int
entity_in(const pol_env *env, const pol_val *a, const pol_val *b)
{
    if (pol_val_eq(a, b)) {
        return 1;
    }
    if (env->nstore == 0) {
        return 0;
    }
    // Breadth-first over parents, bounded by the store size.
    const pol_val *frontier[64];
    size_t nf = 0;
    const pol_entity *e = find_entity(env, a);
    if (!e) {
        return 0;
    }
    for (size_t i = 0; i < e->nparents && nf < CM_ARRAY_LEN(frontier); i++) {
        frontier[nf++] = &e->parents[i];
    }
    for (size_t step = 0; step <= env->nstore && nf > 0; step++) {
        const pol_val *nextf[64];
        size_t nn = 0;
        for (size_t i = 0; i < nf; i++) {
            if (pol_val_eq(frontier[i], b)) {
                return 1;
            }
            const pol_entity *pe = find_entity(env, frontier[i]);
            for (size_t j = 0; pe && j < pe->nparents && nn < CM_ARRAY_LEN(nextf); j++) {
                nextf[nn++] = &pe->parents[j];
            }
        }
        memcpy(frontier, nextf, nn * sizeof(*nextf));
        nf = nn;
    }
    return 0;
}

/* ---- expressions ---- */

static int ev(const pol_node *n, pol_env *env, pol_val *out);

static int
ev_bool(const pol_node *n, pol_env *env, int *b)
{
    pol_val v;
    if (ev(n, env, &v) < 0) {
        return -1;
    }
    if (v.kind != PV_BOOL) {
        return type_error(env, "bool", &v);
    }
    *b = v.u.b;
    return 0;
}

static int
ev_long(const pol_node *n, pol_env *env, int64_t *l)
{
    pol_val v;
    if (ev(n, env, &v) < 0) {
        return -1;
    }
    if (v.kind != PV_LONG) {
        return type_error(env, "long", &v);
    }
    *l = v.u.l;
    return 0;
}

static int
ev_arith(const pol_node *n, pol_env *env, pol_val *out)
{
    int64_t a = 0;
    int64_t b = 0;
    int64_t r;
    if (ev_long(n->a, env, &a) < 0 || ev_long(n->b, env, &b) < 0) {
        return -1;
    }
    int ovf;
    const char *verb;
    if (n->kind == PN_ADD) {
        ovf = __builtin_add_overflow(a, b, &r);
        verb = "add";
    } else if (n->kind == PN_SUB) {
        ovf = __builtin_sub_overflow(a, b, &r);
        verb = "subtract";
    } else {
        ovf = __builtin_mul_overflow(a, b, &r);
        verb = "multiply";
    }
    if (ovf) {
        return fail(env,
                    "integer overflow while attempting to %s the values `%" PRId64 "` and `%" PRId64
                    "`",
                    verb, a, b);
    }
    out->kind = PV_LONG;
    out->u.l = r;
    return 0;
}

static int
ev_compare(const pol_node *n, pol_env *env, pol_val *out)
{
    pol_val a;
    pol_val b;
    if (ev(n->a, env, &a) < 0 || ev(n->b, env, &b) < 0) {
        return -1;
    }
    if (a.kind != PV_LONG) {
        return type_error(env, "one of [long, datetime, duration]", &a);
    }
    if (b.kind != PV_LONG) {
        return type_error(env, "one of [long, datetime, duration]", &b);
    }
    int r;
    switch (n->kind) {
    case PN_LT:
        r = a.u.l < b.u.l;
        break;
    case PN_LE:
        r = a.u.l <= b.u.l;
        break;
    case PN_GT:
        r = a.u.l > b.u.l;
        break;
    default:
        r = a.u.l >= b.u.l;
        break;
    }
    out->kind = PV_BOOL;
    out->u.b = r;
    return 0;
}

static int
ev_in(const pol_node *n, pol_env *env, pol_val *out)
{
    pol_val a;
    pol_val b;
    if (ev(n->a, env, &a) < 0 || ev(n->b, env, &b) < 0) {
        return -1;
    }
    if (a.kind != PV_ENT) {
        return type_error(env, "(entity of type `any_entity_type`)", &a);
    }
    out->kind = PV_BOOL;
    if (b.kind == PV_ENT) {
        out->u.b = entity_in(env, &a, &b);
        return 0;
    }
    if (b.kind != PV_SET) {
        return type_error(env, "one of [set, (entity of type `any_entity_type`)]", &b);
    }
    out->u.b = 0;
    for (size_t i = 0; i < b.u.set.n; i++) {
        if (b.u.set.v[i].kind != PV_ENT) {
            return type_error(env, "(entity of type `any_entity_type`)", &b.u.set.v[i]);
        }
        if (!out->u.b && entity_in(env, &a, &b.u.set.v[i])) {
            out->u.b = 1;
        }
    }
    return 0;
}

static void
ent_text(const pol_val *e, char *buf, size_t n)
{
    snprintf(buf, n, "%s::\"%.*s\"", e->u.e.type, (int)(e->u.e.idn > 60 ? 60 : e->u.e.idn),
             e->u.e.id);
}

static int
ev_attr(const pol_node *n, pol_env *env, pol_val *out, int has)
{
    pol_val r;
    if (ev(n->a, env, &r) < 0) {
        return -1;
    }
    const pol_val *rec = NULL;
    if (r.kind == PV_REC) {
        rec = &r;
    } else if (r.kind == PV_ENT) {
        const pol_entity *e = find_entity(env, &r);
        if (!e) {
            if (has) {
                out->kind = PV_BOOL;
                out->u.b = 0;
                return 0;
            }
            char b[128];
            ent_text(&r, b, sizeof(b));
            return fail(env, "entity `%s` does not exist", b);
        }
        rec = &e->attrs;
    } else {
        return type_error(env, "one of [record, (entity of type `any_entity_type`)]", &r);
    }
    const pol_val *v = rec->kind == PV_REC ? rec_get(rec, n->name, n->namen) : NULL;
    if (has) {
        out->kind = PV_BOOL;
        out->u.b = v != NULL;
        return 0;
    }
    if (!v) {
        if (r.kind == PV_ENT) {
            char b[128];
            ent_text(&r, b, sizeof(b));
            return fail(env, "`%s` does not have the attribute `%.*s`", b, (int)n->namen, n->name);
        }
        return fail(env, "record does not have the attribute `%.*s`", (int)n->namen, n->name);
    }
    *out = *v;
    return 0;
}

static int
ev_set_method(const pol_node *n, pol_env *env, pol_val *out)
{
    pol_val s;
    if (ev(n->a, env, &s) < 0) {
        return -1;
    }
    if (s.kind != PV_SET) {
        return type_error(env, "set", &s);
    }
    out->kind = PV_BOOL;
    if (n->kind == PN_IS_EMPTY) {
        out->u.b = s.u.set.n == 0;
        return 0;
    }
    pol_val x;
    if (ev(n->b, env, &x) < 0) {
        return -1;
    }
    if (n->kind == PN_CONTAINS) {
        out->u.b = set_has(&s, &x);
        return 0;
    }
    if (x.kind != PV_SET) {
        return type_error(env, "set", &x);
    }
    if (n->kind == PN_CONTAINS_ALL) {
        out->u.b = 1;
        for (size_t i = 0; i < x.u.set.n && out->u.b; i++) {
            out->u.b = set_has(&s, &x.u.set.v[i]);
        }
    } else {
        out->u.b = 0;
        for (size_t i = 0; i < x.u.set.n && !out->u.b; i++) {
            out->u.b = set_has(&s, &x.u.set.v[i]);
        }
    }
    return 0;
}

static int
ev_build(const pol_node *n, pol_env *env, pol_val *out)
{
    if (!env->scratch) {
        return fail(env, "no room to build a value");
    }
    if (n->kind == PN_SET) {
        pol_val *v = cm_arena_alloc(env->scratch, (n->n ? n->n : 1) * sizeof(*v));
        if (!v) {
            return fail(env, "out of memory");
        }
        for (size_t i = 0; i < n->n; i++) {
            if (ev(n->items[i], env, &v[i]) < 0) {
                return -1;
            }
        }
        out->kind = PV_SET;
        out->u.set.v = v;
        out->u.set.n = n->n;
        return 0;
    }
    pol_field *f = cm_arena_alloc(env->scratch, (n->n ? n->n : 1) * sizeof(*f));
    if (!f) {
        return fail(env, "out of memory");
    }
    for (size_t i = 0; i < n->n; i++) {
        f[i].key = n->keys[i];
        f[i].keyn = n->keyn[i];
        if (ev(n->items[i], env, &f[i].v) < 0) {
            return -1;
        }
    }
    out->kind = PV_REC;
    out->u.rec.f = f;
    out->u.rec.n = n->n;
    return 0;
}

static int
ev(const pol_node *n, pol_env *env, pol_val *out)
{
    switch (n->kind) {
    case PN_LIT:
        *out = n->val;
        return 0;
    case PN_VAR:
        *out = n->var == POL_VAR_PRINCIPAL  ? env->principal
               : n->var == POL_VAR_ACTION   ? env->action
               : n->var == POL_VAR_RESOURCE ? env->resource
                                            : env->context;
        return 0;
    case PN_AND:
    case PN_OR: {
        int stop = n->kind == PN_OR; // the value that ends the chain
        for (size_t i = 0; i < n->n; i++) {
            int b = 0;
            if (ev_bool(n->items[i], env, &b) < 0) {
                return -1;
            }
            if (!b == !stop) {
                out->kind = PV_BOOL;
                out->u.b = stop;
                return 0;
            }
        }
        out->kind = PV_BOOL;
        out->u.b = !stop;
        return 0;
    }
    case PN_NOT: {
        int b = 0;
        if (ev_bool(n->a, env, &b) < 0) {
            return -1;
        }
        out->kind = PV_BOOL;
        out->u.b = !b;
        return 0;
    }
    case PN_NEG: {
        int64_t l = 0;
        if (ev_long(n->a, env, &l) < 0) {
            return -1;
        }
        if (l == INT64_MIN) {
            return fail(env, "integer overflow while attempting to negate the value `%" PRId64 "`",
                        l);
        }
        out->kind = PV_LONG;
        out->u.l = -l;
        return 0;
    }
    case PN_IF: {
        int b = 0;
        if (ev_bool(n->a, env, &b) < 0) {
            return -1;
        }
        return ev(b ? n->b : n->c, env, out);
    }
    case PN_EQ:
    case PN_NE: {
        pol_val a;
        pol_val b;
        if (ev(n->a, env, &a) < 0 || ev(n->b, env, &b) < 0) {
            return -1;
        }
        out->kind = PV_BOOL;
        out->u.b = pol_val_eq(&a, &b) == (n->kind == PN_EQ);
        return 0;
    }
    case PN_LT:
    case PN_LE:
    case PN_GT:
    case PN_GE:
        return ev_compare(n, env, out);
    case PN_ADD:
    case PN_SUB:
    case PN_MUL:
        return ev_arith(n, env, out);
    case PN_IN:
        return ev_in(n, env, out);
    case PN_HAS:
        return ev_attr(n, env, out, 1);
    case PN_ATTR:
        return ev_attr(n, env, out, 0);
    case PN_LIKE: {
        pol_val s;
        if (ev(n->a, env, &s) < 0) {
            return -1;
        }
        if (s.kind != PV_STR) {
            return type_error(env, "string", &s);
        }
        out->kind = PV_BOOL;
        out->u.b = pol_like(s.u.s.p, s.u.s.n, n->pat);
        return 0;
    }
    case PN_IS: {
        pol_val e;
        if (ev(n->a, env, &e) < 0) {
            return -1;
        }
        if (e.kind != PV_ENT) {
            return type_error(env, "(entity of type `any_entity_type`)", &e);
        }
        out->kind = PV_BOOL;
        out->u.b = strcmp(e.u.e.type, n->name) == 0;
        return 0;
    }
    case PN_CONTAINS:
    case PN_CONTAINS_ALL:
    case PN_CONTAINS_ANY:
    case PN_IS_EMPTY:
        return ev_set_method(n, env, out);
    case PN_SET:
        if (n->pure == 2) {
            *out = n->val;
            return 0;
        }
        return ev_build(n, env, out);
    case PN_REC:
        return ev_build(n, env, out);
    case PN_EXT:
        return fail(env, "extension function `%s` is not supported by this box",
                    n->name ? n->name : "?");
    }
    return fail(env, "internal: unknown expression");
}

static int
scope_match(const pol_scope *sc, const pol_val *v, const pol_env *env)
{
    switch (sc->kind) {
    case POL_SC_ANY:
        return 1;
    case POL_SC_EQ:
        return pol_val_eq(v, &sc->ent);
    case POL_SC_IN:
        return v->kind == PV_ENT && entity_in(env, v, &sc->ent);
    case POL_SC_IS:
        return v->kind == PV_ENT && strcmp(v->u.e.type, sc->type) == 0;
    case POL_SC_IS_IN:
        return v->kind == PV_ENT && strcmp(v->u.e.type, sc->type) == 0 &&
               entity_in(env, v, &sc->ent);
    case POL_SC_IN_SET:
        for (size_t i = 0; i < sc->n; i++) {
            if (v->kind == PV_ENT && entity_in(env, v, &sc->set[i])) {
                return 1;
            }
        }
        return 0;
    }
    return 0;
}

/* Evaluate one rule; see lang.h. */
int
pol_eval_rule(const pol_rule *r, pol_env *env)
{
    if (!scope_match(&r->principal, &env->principal, env) ||
        (!env->indexed && !scope_match(&r->action, &env->action, env)) ||
        !scope_match(&r->resource, &env->resource, env)) {
        return POL_R_FALSE;
    }
    for (size_t i = 0; i < r->nconds; i++) {
        int b = 0;
        if (ev_bool(r->conds[i].body, env, &b) < 0) {
            return POL_R_ERROR;
        }
        if (b != r->conds[i].when) {
            return POL_R_FALSE;
        }
    }
    return POL_R_TRUE;
}
