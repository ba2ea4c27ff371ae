/* Load-time checks: the Box schema, Cedar's strict type checker with capabilities
 * (spec 6.3), Box's load rules (duplicate @id, inert literals) and the lints of H12. */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "policy/lang.h"

/* ---- the schema ---- */

enum { F_STR, F_LONG, F_BOOL, F_OP };

typedef struct sfield {
    const char *name;
    int type;
    int optional;
} sfield;

typedef struct senum senum;

typedef struct saction {
    const char *name;
    const char *op_type;
    const sfield *fields;
    size_t n;
    const senum *ops; // the operation enum (op_type's), or NULL
} saction;

static const sfield f_fs[] = {{"path", F_STR, 0}, {"operation", F_OP, 0}};
static const sfield f_exec[] = {{"command", F_STR, 0}, {"program", F_STR, 0},    {"arg1", F_STR, 1},
                                {"arg2", F_STR, 1},    {"arg_count", F_LONG, 0}, {"cwd", F_STR, 0}};
static const sfield f_spawn[] = {
    {"command", F_STR, 0}, {"program", F_STR, 0},    {"program_path", F_STR, 0}, {"arg1", F_STR, 1},
    {"arg2", F_STR, 1},    {"arg_count", F_LONG, 0}, {"cwd", F_STR, 0}};
static const sfield f_connect[] = {{"host", F_STR, 0}, {"ip", F_STR, 1}, {"port", F_LONG, 0}};
static const sfield f_http[] = {{"host", F_STR, 0},        {"port", F_LONG, 0},
                                {"method", F_STR, 0},      {"path", F_STR, 0},
                                {"body_bytes", F_LONG, 0}, {"intercepted", F_BOOL, 0}};

struct senum {
    const char *type;
    const char *const *ids;
    size_t n;
};

static const char *const e_read[] = {"read_content", "read_metadata", "enumerate",
                                     "read_link",    "change_dir",    "exec"};
static const char *const e_write[] = {"write_content", "create_dir", "set_permissions", "symlink"};
static const char *const e_delete[] = {"remove_file", "remove_dir"};
static const char *const e_move[] = {"rename"};

static const senum enums[] = {
    {"Box::FsReadOperation", e_read, CM_ARRAY_LEN(e_read)},
    {"Box::FsWriteOperation", e_write, CM_ARRAY_LEN(e_write)},
    {"Box::FsDeleteOperation", e_delete, CM_ARRAY_LEN(e_delete)},
    {"Box::FsMoveOperation", e_move, CM_ARRAY_LEN(e_move)},
};

static const saction actions[POL_ACTION_COUNT] = {
    {"fs:read", "Box::FsReadOperation", f_fs, 2, &enums[0]},
    {"fs:write", "Box::FsWriteOperation", f_fs, 2, &enums[1]},
    {"fs:delete", "Box::FsDeleteOperation", f_fs, 2, &enums[2]},
    {"fs:move", "Box::FsMoveOperation", f_fs, 2, &enums[3]},
    {"shell:exec", NULL, f_exec, CM_ARRAY_LEN(f_exec), NULL},
    {"shell:spawn", NULL, f_spawn, CM_ARRAY_LEN(f_spawn), NULL},
    {"net:connect", NULL, f_connect, CM_ARRAY_LEN(f_connect), NULL},
    {"http:request", NULL, f_http, CM_ARRAY_LEN(f_http), NULL},
};

static int
eqn(const char *a, size_t an, const char *b)
{
    return strlen(b) == an && memcmp(a, b, an) == 0;
}

/* Action index for a name, or -1. */
int
pol_schema_action(const char *id, size_t n)
{
    for (int i = 0; i < POL_ACTION_COUNT; i++) {
        if (eqn(id, n, actions[i].name)) {
            return i;
        }
    }
    return -1;
}

/* The operation enum type of an fs action, or NULL. */
const char *
pol_schema_op_type(pol_action a)
{
    return (unsigned)a < POL_ACTION_COUNT ? actions[a].op_type : NULL;
}

static const senum *
find_enum(const char *type)
{
    for (size_t i = 0; i < CM_ARRAY_LEN(enums); i++) {
        if (strcmp(enums[i].type, type) == 0) {
            return &enums[i];
        }
    }
    return NULL;
}

/* 1 when id is a member of the operation enum of fs action a. */
int
pol_schema_op_valid(pol_action a, const char *id, size_t n)
{
    const senum *en = (unsigned)a < POL_ACTION_COUNT ? actions[a].ops : NULL;
    for (size_t i = 0; en && i < en->n; i++) {
        if (eqn(id, n, en->ids[i])) {
            return 1;
        }
    }
    return 0;
}

static int
declared_type(const char *t)
{
    return strcmp(t, "Box::Agent") == 0 || strcmp(t, "Box::Resource") == 0 ||
           strcmp(t, "Box::Action") == 0 || find_enum(t) != NULL;
}

// Edit distance of two short strings (0 when equal), capped at 9.
static size_t
distance(const char *a, size_t an, const char *b, size_t bn)
{
    if (an > 40 || bn > 40) {
        return 9;
    }
    size_t row[41];
    for (size_t j = 0; j <= bn; j++) {
        row[j] = j;
    }
    for (size_t i = 1; i <= an; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= bn; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] != b[j - 1]);
            if (row[j] + 1 < best) {
                best = row[j] + 1;
            }
            if (row[j - 1] + 1 < best) {
                best = row[j - 1] + 1;
            }
            row[j] = best;
            diag = up;
        }
    }
    return row[bn] > 9 ? 9 : row[bn];
}

// The closest name to (s, n) among names, when it is within two edits; else NULL.
static const char *
closest(const char *s, size_t n, const char *const *names, size_t count, size_t stride)
{
    const char *best = NULL;
    size_t bd = 3;
    for (size_t i = 0; i < count; i++) {
        const char *cand = *(const char *const *)(const void *)((const char *)names + i * stride);
        size_t d = distance(s, n, cand, strlen(cand));
        if (d < bd) {
            bd = d;
            best = cand;
        }
    }
    return best;
}

/* pol_closest: see policy.h. */
const char *
pol_closest(const char *s, const char *const *names, size_t count)
{
    return closest(s, strlen(s), names, count, sizeof(names[0]));
}

/* pol_schema_action_closest: see lang.h. */
const char *
pol_schema_action_closest(const char *id, size_t n)
{
    return closest(id, n, &actions[0].name, POL_ACTION_COUNT, sizeof(actions[0]));
}

/* pol_schema_op_closest: see lang.h. */
const char *
pol_schema_op_closest(pol_action a, const char *id, size_t n)
{
    const char *t = pol_schema_op_type(a);
    const senum *en = t ? find_enum(t) : NULL;
    return en ? closest(id, n, en->ids, en->n, sizeof(en->ids[0])) : NULL;
}

/* ---- types ---- */

typedef enum tyk { TY_BOOL, TY_LONG, TY_STR, TY_ENT, TY_SET, TY_REC } tyk;

enum { B_ANY, B_TRUE, B_FALSE };

typedef struct ty ty;
struct ty {
    tyk k;
    int b;             // TY_BOOL: B_ANY, B_TRUE, B_FALSE
    const char *etype; // TY_ENT
    const char *eid;   // TY_ENT with a known id (literal or the action), else NULL
    size_t eidn;
    const ty *elem;          // TY_SET
    int level;               // TY_REC: 1 context, 2 context.input, 0 a record literal
    const pol_node *recnode; // TY_REC level 0: the literal
    const ty *recvals;
};

typedef struct ck {
    const pol_rule *r;
    const char *origin;
    int act; // environment: action index
    cm_arena *a;
    cm_buf *err;
    int failed;
    size_t msg_off; // where the message starts in err (after position and class)
} ck;

static void ckerr(ck *c, const pol_node *at, const char *cls, const char *fmt, ...) CM_PRINTF(4, 5);

static void
ckerr(ck *c, const pol_node *at, const char *cls, const char *fmt, ...)
{
    if (c->failed) {
        return;
    }
    c->failed = 1;
    cm_buf_reset(c->err);
    int line = at ? at->line : c->r->line;
    int col = at ? at->col : c->r->col;
    va_list ap;
    va_start(ap, fmt);
    if (cm_buf_printf(c->err, "%s:%d:%d: %s", c->origin, line, col, cls) == 0) {
        c->msg_off = c->err->len;
        pol_ignore(cm_buf_vprintf(c->err, fmt, ap));
    }
    va_end(ap);
}

#define SCHEMA_ERR "policy fails schema validation: "

static const char *
tyname(const ty *t, char *buf, size_t n)
{
    switch (t->k) {
    case TY_BOOL:
        return t->b == B_TRUE    ? "__cedar::internal::True"
               : t->b == B_FALSE ? "__cedar::internal::False"
                                 : "Bool";
    case TY_LONG:
        return "Long";
    case TY_STR:
        return "String";
    case TY_ENT:
        return t->etype;
    case TY_SET: {
        char inner[96];
        snprintf(buf, n, "Set<%s>", tyname(t->elem, inner, sizeof(inner)));
        return buf;
    }
    case TY_REC:
        return t->level == 1 ? "{input}" : t->level == 2 ? "{...input}" : "{record}";
    }
    return "?";
}

static const ty *
ty_dup(ck *c, const ty *t)
{
    ty *p = cm_arena_alloc(c->a, sizeof(*p));
    if (p) {
        *p = *t;
    }
    return p;
}

static ty
mk(tyk k)
{
    ty t;
    memset(&t, 0, sizeof(t));
    t.k = k;
    return t;
}

static ty
mkbool(int b)
{
    ty t = mk(TY_BOOL);
    t.b = b;
    return t;
}

static const char *
policy_key(const ck *c, char *buf, size_t n)
{
    snprintf(buf, n, "policy_%zu", c->r->index);
    return buf;
}

// Compatible for == and set members (strict: entities only of one type when set_elem).
static int
compatible(const ty *x, const ty *y, int set_elem)
{
    if (x->k != y->k) {
        return 0;
    }
    switch (x->k) {
    case TY_ENT:
        return !set_elem || strcmp(x->etype, y->etype) == 0;
    case TY_SET:
        return compatible(x->elem, y->elem, set_elem);
    case TY_REC:
        if (x->level != y->level) {
            return 0;
        }
        if (x->level == 0) {
            const pol_node *a = x->recnode;
            const pol_node *b = y->recnode;
            if (a->n != b->n) {
                return 0;
            }
            for (size_t i = 0; i < a->n; i++) {
                size_t j = 0;
                while (j < b->n && !(a->keyn[i] == b->keyn[j] &&
                                     memcmp(a->keys[i], b->keys[j], a->keyn[i]) == 0)) {
                    j++;
                }
                if (j == b->n || !compatible(&x->recvals[i], &y->recvals[j], set_elem)) {
                    return 0;
                }
            }
        }
        return 1;
    default:
        return 1;
    }
}

static void
incompatible(ck *c, const pol_node *at, const ty *x, const ty *y)
{
    char k[32];
    char b1[128];
    char b2[128];
    ckerr(c, at, SCHEMA_ERR, "for policy `%s`, the types %s and %s are not compatible",
          policy_key(c, k, sizeof(k)), tyname(x, b1, sizeof(b1)), tyname(y, b2, sizeof(b2)));
}

static void
unexpected_type(ck *c, const pol_node *at, const char *want, const ty *got, const char *help)
{
    char k[32];
    char b[128];
    ckerr(c, at, SCHEMA_ERR, "for policy `%s`, unexpected type: expected %s but saw %s%s",
          policy_key(c, k, sizeof(k)), want, tyname(got, b, sizeof(b)), help ? help : "");
}

// An entity literal must name a declared type, an action of the schema, an enum member.
static int
check_entity(ck *c, const pol_node *at, const pol_val *v)
{
    char k[32];
    const char *t = v->u.e.type;
    if (strcmp(t, "Box::Action") == 0) {
        if (pol_schema_action(v->u.e.id, v->u.e.idn) < 0) {
            ckerr(c, at, "policy references unknown action: ",
                  "for policy `%s`, unrecognized action `Box::Action::\"%.*s\"`",
                  policy_key(c, k, sizeof(k)), (int)v->u.e.idn, v->u.e.id);
            return -1;
        }
        return 0;
    }
    const senum *en = find_enum(t);
    if (en) {
        for (size_t i = 0; i < en->n; i++) {
            if (eqn(v->u.e.id, v->u.e.idn, en->ids[i])) {
                return 0;
            }
        }
        ckerr(
            c, at, SCHEMA_ERR,
            "for policy `%s`: entity `%s::\"%.*s\"` is of an enumerated entity type, but `\"%.*s\"` is not declared as a valid eid",
            policy_key(c, k, sizeof(k)), t, (int)v->u.e.idn, v->u.e.id, (int)v->u.e.idn, v->u.e.id);
        return -1;
    }
    if (!declared_type(t)) {
        ckerr(c, at, SCHEMA_ERR, "for policy `%s`, unrecognized entity type `%s`",
              policy_key(c, k, sizeof(k)), t);
        return -1;
    }
    return 0;
}

static int tc(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt);

static int
tc_bool(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    if (tc(c, n, caps, out, capt) < 0) {
        return -1;
    }
    if (out->k != TY_BOOL) {
        unexpected_type(c, n, "Bool", out, NULL);
        return -1;
    }
    return 0;
}

static int
tc_long(ck *c, const pol_node *n, unsigned caps)
{
    ty t;
    unsigned ct;
    if (tc(c, n, caps, &t, &ct) < 0) {
        return -1;
    }
    if (t.k != TY_LONG) {
        unexpected_type(c, n, "Long", &t, NULL);
        return -1;
    }
    return 0;
}

static int
tc_attr(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt, int has)
{
    ty r;
    unsigned ct;
    char k[32];
    if (tc(c, n->a, caps, &r, &ct) < 0) {
        return -1;
    }
    *capt = caps;
    const saction *sa = &actions[c->act];
    if (r.k == TY_REC && r.level == 1) {
        if (eqn(n->name, n->namen, "input")) {
            if (has) {
                *out = mkbool(B_TRUE);
            } else {
                *out = mk(TY_REC);
                out->level = 2;
            }
            return 0;
        }
        if (has) {
            *out = mkbool(B_FALSE);
            return 0;
        }
        ckerr(c, n, SCHEMA_ERR,
              "for policy `%s`, attribute `%.*s` in context for Box::Action::\"%s\" not found",
              policy_key(c, k, sizeof(k)), (int)n->namen, n->name, sa->name);
        return -1;
    }
    if (r.k == TY_REC && r.level == 2) {
        for (size_t i = 0; i < sa->n; i++) {
            const sfield *f = &sa->fields[i];
            if (!eqn(n->name, n->namen, f->name)) {
                continue;
            }
            if (has) {
                *out = mkbool(f->optional ? B_ANY : B_TRUE);
                if (f->optional) {
                    *capt = caps | (1u << i);
                }
                return 0;
            }
            if (f->optional && !(caps & (1u << i))) {
                ckerr(
                    c, n, SCHEMA_ERR,
                    "for policy `%s`, unable to guarantee safety of access to optional attribute `input.%s` in context for Box::Action::\"%s\"",
                    policy_key(c, k, sizeof(k)), f->name, sa->name);
                return -1;
            }
            switch (f->type) {
            case F_STR:
                *out = mk(TY_STR);
                break;
            case F_LONG:
                *out = mk(TY_LONG);
                break;
            case F_BOOL:
                *out = mkbool(B_ANY);
                break;
            default:
                *out = mk(TY_ENT);
                out->etype = sa->op_type;
                break;
            }
            return 0;
        }
        if (has) {
            *out = mkbool(B_FALSE);
            return 0;
        }
        const char *near =
            closest(n->name, n->namen, &sa->fields[0].name, sa->n, sizeof(sa->fields[0]));
        ckerr(
            c, n, SCHEMA_ERR,
            "for policy `%s`, attribute `input.%.*s` in context for Box::Action::\"%s\" not found%s%s%s",
            policy_key(c, k, sizeof(k)), (int)n->namen, n->name, sa->name,
            near ? " (did you mean `input." : "", near ? near : "", near ? "`?)" : "");
        return -1;
    }
    if (r.k == TY_REC) {
        const pol_node *rn = r.recnode;
        for (size_t i = 0; i < rn->n; i++) {
            if (rn->keyn[i] == n->namen && memcmp(rn->keys[i], n->name, n->namen) == 0) {
                *out = has ? mkbool(B_TRUE) : r.recvals[i];
                return 0;
            }
        }
        if (has) {
            *out = mkbool(B_FALSE);
            return 0;
        }
        ckerr(c, n, SCHEMA_ERR, "for policy `%s`, attribute `%.*s` not found in the record",
              policy_key(c, k, sizeof(k)), (int)n->namen, n->name);
        return -1;
    }
    if (r.k == TY_ENT) {
        if (has) {
            *out = mkbool(B_FALSE);
            return 0;
        }
        ckerr(c, n, SCHEMA_ERR, "for policy `%s`, attribute `%.*s` on entity type `%s` not found",
              policy_key(c, k, sizeof(k)), (int)n->namen, n->name, r.etype);
        return -1;
    }
    unexpected_type(c, n->a, "__cedar::internal::AnyEntity, or __cedar::internal::OpenRecord{}", &r,
                    NULL);
    return -1;
}

static int
tc_eq(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    int ne = n->kind == PN_NE;
    *capt = caps;
    if (n->a->kind == PN_LIT && n->a->literal && n->b->kind == PN_LIT && n->b->literal) {
        if ((n->a->val.kind == PV_ENT && check_entity(c, n->a, &n->a->val) < 0) ||
            (n->b->val.kind == PV_ENT && check_entity(c, n->b, &n->b->val) < 0)) {
            return -1;
        }
        int eq = pol_val_eq(&n->a->val, &n->b->val);
        *out = mkbool(eq != ne ? B_TRUE : B_FALSE);
        return 0;
    }
    ty x;
    ty y;
    unsigned ct;
    if (tc(c, n->a, caps, &x, &ct) < 0 || tc(c, n->b, caps, &y, &ct) < 0) {
        return -1;
    }
    if (!compatible(&x, &y, 0)) {
        incompatible(c, n, &x, &y);
        return -1;
    }
    *out = mkbool(B_ANY);
    if (x.k == TY_ENT) {
        if (strcmp(x.etype, y.etype) != 0) {
            *out = mkbool(ne ? B_TRUE : B_FALSE);
        } else if (x.eid && y.eid) {
            int eq = x.eidn == y.eidn && memcmp(x.eid, y.eid, x.eidn) == 0;
            *out = mkbool(eq != ne ? B_TRUE : B_FALSE);
        }
    }
    return 0;
}

static int
tc_in(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    ty x;
    ty y;
    unsigned ct;
    *capt = caps;
    if (tc(c, n->a, caps, &x, &ct) < 0 || tc(c, n->b, caps, &y, &ct) < 0) {
        return -1;
    }
    if (x.k != TY_ENT) {
        unexpected_type(c, n->a, "__cedar::internal::AnyEntity", &x, NULL);
        return -1;
    }
    const ty *ye = y.k == TY_SET ? y.elem : &y;
    if (ye->k != TY_ENT) {
        unexpected_type(c, n->b, "__cedar::internal::AnyEntity", ye, NULL);
        return -1;
    }
    *out = mkbool(B_ANY);
    // No entity has parents under the Box schema: `in` is equality.
    if (y.k == TY_ENT) {
        if (strcmp(x.etype, y.etype) != 0) {
            *out = mkbool(B_FALSE);
        } else if (x.eid && y.eid) {
            int eq = x.eidn == y.eidn && memcmp(x.eid, y.eid, x.eidn) == 0;
            *out = mkbool(eq ? B_TRUE : B_FALSE);
        }
        return 0;
    }
    const pol_node *set = n->b;
    if (set->kind == PN_SET && set->pure == 2) {
        int any_same = 0;
        int known = x.eid != NULL;
        int hit = 0;
        for (size_t i = 0; i < set->val.u.set.n; i++) {
            const pol_val *m = &set->val.u.set.v[i];
            if (m->kind == PV_ENT && strcmp(m->u.e.type, x.etype) == 0) {
                any_same = 1;
                if (known && m->u.e.idn == x.eidn && memcmp(m->u.e.id, x.eid, x.eidn) == 0) {
                    hit = 1;
                }
            }
        }
        if (!any_same) {
            *out = mkbool(B_FALSE);
        } else if (known) {
            *out = mkbool(hit ? B_TRUE : B_FALSE);
        }
    } else if (strcmp(ye->etype, x.etype) != 0) {
        *out = mkbool(B_FALSE);
    }
    return 0;
}

static int
tc_set_method(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    ty s;
    unsigned ct;
    *capt = caps;
    if (tc(c, n->a, caps, &s, &ct) < 0) {
        return -1;
    }
    if (s.k != TY_SET) {
        unexpected_type(
            c, n->a, "Set<__cedar::internal::Any>", &s,
            s.k == TY_STR ? " (help: try using `like` to examine the contents of a string)" : NULL);
        return -1;
    }
    *out = mkbool(B_ANY);
    if (n->kind == PN_IS_EMPTY) {
        return 0;
    }
    ty x;
    if (tc(c, n->b, caps, &x, &ct) < 0) {
        return -1;
    }
    if (n->kind == PN_CONTAINS) {
        if (!compatible(s.elem, &x, 0)) {
            incompatible(c, n->b, s.elem, &x);
            return -1;
        }
        return 0;
    }
    if (x.k != TY_SET) {
        unexpected_type(c, n->b, "Set<__cedar::internal::Any>", &x, NULL);
        return -1;
    }
    if (!compatible(s.elem, x.elem, 0)) {
        incompatible(c, n->b, s.elem, x.elem);
        return -1;
    }
    return 0;
}

static int
tc_set(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    char k[32];
    *capt = caps;
    if (n->n == 0) {
        ckerr(c, n, SCHEMA_ERR, "for policy `%s`, empty set literals are forbidden in policies",
              policy_key(c, k, sizeof(k)));
        return -1;
    }
    ty first;
    unsigned ct;
    for (size_t i = 0; i < n->n; i++) {
        ty t;
        if (tc(c, n->items[i], caps, &t, &ct) < 0) {
            return -1;
        }
        if (t.k == TY_BOOL) {
            t.b = B_ANY;
        }
        if (t.k == TY_ENT) {
            t.eid = NULL;
        }
        if (i == 0) {
            first = t;
        } else if (!compatible(&first, &t, 1)) {
            incompatible(c, n->items[i], &first, &t);
            return -1;
        }
    }
    *out = mk(TY_SET);
    out->elem = ty_dup(c, &first);
    if (!out->elem) {
        ckerr(c, n, SCHEMA_ERR, "out of memory");
        return -1;
    }
    return 0;
}

static int
tc_rec(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    *capt = caps;
    ty *vals = cm_arena_alloc(c->a, (n->n ? n->n : 1) * sizeof(*vals));
    if (!vals) {
        ckerr(c, n, SCHEMA_ERR, "out of memory");
        return -1;
    }
    unsigned ct;
    for (size_t i = 0; i < n->n; i++) {
        if (tc(c, n->items[i], caps, &vals[i], &ct) < 0) {
            return -1;
        }
    }
    *out = mk(TY_REC);
    out->level = 0;
    out->recnode = n;
    out->recvals = vals;
    return 0;
}

static int
tc_if(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    ty cond;
    unsigned cc;
    if (tc_bool(c, n->a, caps, &cond, &cc) < 0) {
        return -1;
    }
    if (cond.b == B_TRUE) {
        return tc(c, n->b, cc, out, capt);
    }
    if (cond.b == B_FALSE) {
        return tc(c, n->c, caps, out, capt);
    }
    ty x;
    ty y;
    unsigned cx;
    unsigned cy;
    if (tc(c, n->b, cc, &x, &cx) < 0 || tc(c, n->c, caps, &y, &cy) < 0) {
        return -1;
    }
    if (x.k == TY_BOOL && y.k == TY_BOOL) {
        *out = mkbool(x.b == y.b ? x.b : B_ANY);
        *capt = cx & cy;
        return 0;
    }
    if (!compatible(&x, &y, 0)) {
        incompatible(c, n, &x, &y);
        return -1;
    }
    *out = x;
    *capt = caps;
    return 0;
}

static int
tc(ck *c, const pol_node *n, unsigned caps, ty *out, unsigned *capt)
{
    *capt = caps;
    switch (n->kind) {
    case PN_LIT:
        switch (n->val.kind) {
        case PV_BOOL:
            *out = mkbool(n->val.u.b ? B_TRUE : B_FALSE);
            return 0;
        case PV_LONG:
            *out = mk(TY_LONG);
            return 0;
        case PV_STR:
            *out = mk(TY_STR);
            return 0;
        case PV_ENT:
            if (check_entity(c, n, &n->val) < 0) {
                return -1;
            }
            *out = mk(TY_ENT);
            out->etype = n->val.u.e.type;
            out->eid = n->val.u.e.id;
            out->eidn = n->val.u.e.idn;
            return 0;
        default:
            ckerr(c, n, SCHEMA_ERR, "unexpected literal");
            return -1;
        }
    case PN_VAR:
        *out = mk(TY_ENT);
        switch (n->var) {
        case POL_VAR_PRINCIPAL:
            out->etype = "Box::Agent";
            return 0;
        case POL_VAR_RESOURCE:
            out->etype = "Box::Resource";
            return 0;
        case POL_VAR_ACTION:
            out->etype = "Box::Action";
            out->eid = actions[c->act].name;
            out->eidn = strlen(out->eid);
            return 0;
        default:
            *out = mk(TY_REC);
            out->level = 1;
            return 0;
        }
    case PN_AND: {
        int res = B_TRUE;
        unsigned cur = caps;
        for (size_t i = 0; i < n->n; i++) {
            ty t;
            unsigned ct;
            if (tc_bool(c, n->items[i], cur, &t, &ct) < 0) {
                return -1;
            }
            if (t.b == B_FALSE) {
                *out = mkbool(B_FALSE);
                *capt = caps;
                return 0;
            }
            if (t.b == B_ANY) {
                res = B_ANY;
            }
            cur = ct;
        }
        *out = mkbool(res);
        *capt = cur;
        return 0;
    }
    case PN_OR: {
        int res = B_FALSE;
        int have = 0;
        unsigned acc = caps;
        for (size_t i = 0; i < n->n; i++) {
            ty t;
            unsigned ct;
            if (tc_bool(c, n->items[i], caps, &t, &ct) < 0) {
                return -1;
            }
            if (t.b == B_TRUE) {
                *out = mkbool(B_TRUE);
                *capt = have ? acc & ct : ct;
                return 0;
            }
            if (t.b == B_ANY) {
                res = B_ANY;
                acc = have ? acc & ct : ct;
                have = 1;
            }
        }
        *out = mkbool(res);
        *capt = have ? acc : caps;
        return 0;
    }
    case PN_NOT: {
        ty t;
        unsigned ct;
        if (tc_bool(c, n->a, caps, &t, &ct) < 0) {
            return -1;
        }
        *out = mkbool(t.b == B_TRUE ? B_FALSE : t.b == B_FALSE ? B_TRUE : B_ANY);
        return 0;
    }
    case PN_NEG:
        if (tc_long(c, n->a, caps) < 0) {
            return -1;
        }
        *out = mk(TY_LONG);
        return 0;
    case PN_IF:
        return tc_if(c, n, caps, out, capt);
    case PN_EQ:
    case PN_NE:
        return tc_eq(c, n, caps, out, capt);
    case PN_LT:
    case PN_LE:
    case PN_GT:
    case PN_GE: {
        const pol_node *sides[2] = {n->a, n->b};
        for (int i = 0; i < 2; i++) {
            ty t;
            unsigned ct;
            if (tc(c, sides[i], caps, &t, &ct) < 0) {
                return -1;
            }
            if (t.k != TY_LONG) {
                unexpected_type(c, sides[i], "datetime, or duration, or Long", &t, NULL);
                return -1;
            }
        }
        *out = mkbool(B_ANY);
        return 0;
    }
    case PN_ADD:
    case PN_SUB:
    case PN_MUL:
        if (tc_long(c, n->a, caps) < 0 || tc_long(c, n->b, caps) < 0) {
            return -1;
        }
        *out = mk(TY_LONG);
        return 0;
    case PN_IN:
        return tc_in(c, n, caps, out, capt);
    case PN_HAS:
        return tc_attr(c, n, caps, out, capt, 1);
    case PN_ATTR:
        return tc_attr(c, n, caps, out, capt, 0);
    case PN_LIKE: {
        ty t;
        unsigned ct;
        if (tc(c, n->a, caps, &t, &ct) < 0) {
            return -1;
        }
        if (t.k != TY_STR) {
            unexpected_type(c, n->a, "String", &t, NULL);
            return -1;
        }
        *out = mkbool(B_ANY);
        return 0;
    }
    case PN_IS: {
        ty t;
        unsigned ct;
        char k[32];
        if (tc(c, n->a, caps, &t, &ct) < 0) {
            return -1;
        }
        if (t.k != TY_ENT) {
            unexpected_type(c, n->a, "__cedar::internal::AnyEntity", &t, NULL);
            return -1;
        }
        if (!declared_type(n->name)) {
            ckerr(c, n, SCHEMA_ERR, "for policy `%s`, unrecognized entity type `%s`",
                  policy_key(c, k, sizeof(k)), n->name);
            return -1;
        }
        *out = mkbool(strcmp(t.etype, n->name) == 0 ? B_TRUE : B_FALSE);
        return 0;
    }
    case PN_CONTAINS:
    case PN_CONTAINS_ALL:
    case PN_CONTAINS_ANY:
    case PN_IS_EMPTY:
        return tc_set_method(c, n, caps, out, capt);
    case PN_SET:
        return tc_set(c, n, caps, out, capt);
    case PN_REC:
        return tc_rec(c, n, caps, out, capt);
    case PN_EXT:
        ckerr(c, n, "failed to parse policy source: ",
              "extension functions and methods are not supported by this box: `%s`",
              n->name ? n->name : "?");
        return -1;
    }
    ckerr(c, n, SCHEMA_ERR, "internal: unknown expression");
    return -1;
}

/* ---- rule names ---- */

// "rule @id("x") (rule N)" or "the permit rule with no @id (rule N)"
static void
rule_name(const pol_rule *r, char *buf, size_t n, int with_number)
{
    if (!pol_blank(r->id)) {
        if (with_number) {
            snprintf(buf, n, "rule @id(\"%s\") (rule %zu)", r->id, r->index + 1);
        } else {
            snprintf(buf, n, "rule @id(\"%s\")", r->id);
        }
    } else {
        snprintf(buf, n, "the %s rule with no @id (rule %zu)", r->forbid ? "forbid" : "permit",
                 r->index + 1);
    }
}

/* ---- scope ---- */

// Check the scope's entities; returns the set of environments (action bits), or -1.
static long
check_scope(ck *c, const pol_rule *r)
{
    char k[32];
    unsigned envs = 0;
    int unknown = 0;
    const pol_scope *ac = &r->action;
    pol_node at = {0};
    at.line = ac->line ? ac->line : r->line;
    at.col = ac->col ? ac->col : r->col;
    cm_buf_reset(c->err);
    if (ac->kind == POL_SC_ANY) {
        envs = (1u << POL_ACTION_COUNT) - 1;
    } else {
        size_t n = ac->kind == POL_SC_IN_SET ? ac->n : 1;
        for (size_t i = 0; i < n; i++) {
            const pol_val *v = ac->kind == POL_SC_IN_SET ? &ac->set[i] : &ac->ent;
            int a = strcmp(v->u.e.type, "Box::Action") == 0
                        ? pol_schema_action(v->u.e.id, v->u.e.idn)
                        : -1;
            if (a < 0) {
                if (!unknown) {
                    pol_ignore(cm_buf_printf(c->err, "%s:%d:%d: policy references unknown action: ",
                                             c->origin, at.line, at.col));
                } else {
                    pol_ignore(cm_buf_adds(c->err, "; "));
                }
                unknown = 1;
                pol_ignore(cm_buf_printf(
                    c->err, "for policy `%s`, unrecognized action `%s::\"%.*s\"`",
                    policy_key(c, k, sizeof(k)), v->u.e.type, (int)v->u.e.idn, v->u.e.id));
                continue;
            }
            envs |= 1u << a;
        }
    }
    if (unknown) {
        if (envs == 0) {
            const pol_val *v = ac->kind == POL_SC_IN_SET ? &ac->set[0] : &ac->ent;
            const char *near = closest(v->u.e.id, v->u.e.idn, &actions[0].name, POL_ACTION_COUNT,
                                       sizeof(actions[0]));
            pol_ignore(cm_buf_printf(
                c->err,
                "; for policy `%s`, unable to find an applicable action given the policy scope constraints",
                policy_key(c, k, sizeof(k))));
            if (near) {
                pol_ignore(cm_buf_printf(c->err, "; did you mean `Box::Action::\"%s\"`?", near));
            }
        }
        c->failed = 1;
        return -1;
    }
    const pol_scope *sides[2] = {&r->principal, &r->resource};
    const char *want[2] = {"Box::Agent", "Box::Resource"};
    for (int s = 0; s < 2; s++) {
        const pol_scope *sc = sides[s];
        pol_node sat = {0};
        sat.line = sc->line ? sc->line : r->line;
        sat.col = sc->col ? sc->col : r->col;
        if (sc->kind == POL_SC_EQ || sc->kind == POL_SC_IN || sc->kind == POL_SC_IS_IN) {
            if (check_entity(c, &sat, &sc->ent) < 0) {
                return -1;
            }
            if (strcmp(sc->ent.u.e.type, want[s]) != 0) {
                envs = 0;
            }
        }
        if (sc->kind == POL_SC_IS || sc->kind == POL_SC_IS_IN) {
            if (!declared_type(sc->type)) {
                ckerr(c, &sat, SCHEMA_ERR, "for policy `%s`, unrecognized entity type `%s`",
                      policy_key(c, k, sizeof(k)), sc->type);
                return -1;
            }
            if (strcmp(sc->type, want[s]) != 0) {
                envs = 0;
            }
        }
    }
    if (envs == 0) {
        ckerr(
            c, &at, "policy references unknown action: ",
            "for policy `%s`, unable to find an applicable action given the policy scope constraints",
            policy_key(c, k, sizeof(k)));
        return -1;
    }
    return (long)envs;
}

/* ---- lints and inert literals ---- */

// 1 when n is context.input.<field> (dot or index form)
static int
is_input_field(const pol_node *n, const char *field)
{
    return n && n->kind == PN_ATTR && eqn(n->name, n->namen, field) && n->a &&
           n->a->kind == PN_ATTR && eqn(n->a->name, n->a->namen, "input") && n->a->a &&
           n->a->a->kind == PN_VAR && n->a->a->var == POL_VAR_CONTEXT;
}

typedef struct lint {
    const pol_rule *r;
    const char *origin;
    const char *home;
    int fs_only;
    int mentions_path;
    cm_buf *warn;
    cm_buf *err;
    int failed;
    const pol_node *root; // the condition being walked (for sibling checks)
} lint;

static int
has_path_eq(const pol_node *n, const char *s, size_t sn)
{
    if (!n) {
        return 0;
    }
    if (n->kind == PN_EQ &&
        ((is_input_field(n->a, "path") && n->b->kind == PN_LIT && n->b->val.kind == PV_STR &&
          n->b->val.u.s.n == sn && memcmp(n->b->val.u.s.p, s, sn) == 0) ||
         (is_input_field(n->b, "path") && n->a->kind == PN_LIT && n->a->val.kind == PV_STR &&
          n->a->val.u.s.n == sn && memcmp(n->a->val.u.s.p, s, sn) == 0))) {
        return 1;
    }
    if (has_path_eq(n->a, s, sn) || has_path_eq(n->b, s, sn) || has_path_eq(n->c, s, sn)) {
        return 1;
    }
    for (size_t i = 0; i < n->n; i++) {
        if (n->kind != PN_REC && has_path_eq(n->items[i], s, sn)) {
            return 1;
        }
    }
    if (n->kind == PN_SET && n->pure == 2) {
        for (size_t i = 0; i < n->val.u.set.n; i++) {
            const pol_val *v = &n->val.u.set.v[i];
            if (v->kind == PV_STR && v->u.s.n == sn && memcmp(v->u.s.p, s, sn) == 0) {
                return 1;
            }
        }
    }
    return 0;
}

/* The lints a rule may silence with @lint_allow("name, ..."), each with what it finds. */
static const char *const lint_names[] = {
    "bare-action",           // a permit with a bare `action`
    "contradiction",         // a rule pinning one input field to disjoint values
    "dir-pattern",           // "X/*" with no sibling == "X"
    "empty-policy",          // a policy with no rules denies everything
    "forbid-no-description", // a forbid with no @description
    "fs-no-path",            // an fs:* permit with no condition on the path
    "home-after-wildcard",   // a pattern naming the operator home after a wildcard
    "impossible",            // Cedar's impossible policy
    "prefix-pattern",        // a pattern ending in * without /
    "program-slash",         // a program literal with a /
    "spawn-wrapper",         // a shell:spawn permit that can admit a wrapper program
    "unconditional-forbid",  // forbid (principal, action, resource) with no condition
    "writable-script",       // 003's writable-script rule
};

// The next item of a comma- or space-separated list s (n bytes) at or after *i: its
// start, with its length in *len (0 at the end); *i moves past it.
static const char *
list_next(const char *s, size_t n, size_t *i, size_t *len)
{
    size_t k = *i;
    while (k < n && (s[k] == ',' || s[k] == ' ' || s[k] == '\t')) {
        k++;
    }
    size_t e = k;
    while (e < n && s[e] != ',' && s[e] != ' ' && s[e] != '\t') {
        e++;
    }
    *i = e;
    *len = e - k;
    return s + k;
}

// 1 when name is a whole item of the list s (n bytes).
static int
list_has(const char *s, size_t n, const char *name)
{
    size_t i = 0;
    size_t len;
    for (const char *item = list_next(s, n, &i, &len); len; item = list_next(s, n, &i, &len)) {
        if (eqn(item, len, name)) {
            return 1;
        }
    }
    return 0;
}

/* 1 when rule r (may be NULL) silences lint name with @lint_allow. */
int
pol_lint_allowed(const pol_rule *r, const char *name)
{
    for (size_t i = 0; r && i < r->nannots; i++) {
        if (strcmp(r->annots[i].key, "lint_allow") == 0 &&
            list_has(r->annots[i].val, r->annots[i].valn, name)) {
            return 1;
        }
    }
    return 0;
}

/* One lint finding (see lang.h): "origin:line:col: text [lint: name]", unless r
 * silences it. */
void
pol_lint_say(cm_buf *warn, const pol_rule *r, const char *origin, int line, int col,
             const char *name, const char *fmt, ...)
{
    if (pol_lint_allowed(r, name)) {
        return;
    }
    pol_ignore(cm_buf_printf(warn, "%s:%d:%d: ", origin, line, col));
    va_list ap;
    va_start(ap, fmt);
    pol_ignore(cm_buf_vprintf(warn, fmt, ap));
    va_end(ap);
    pol_ignore(cm_buf_printf(warn, " [lint: %s]\n", name));
}

// A finding at rule r: its name, then text.
static void
say_rule(cm_buf *warn, const pol_rule *r, const char *origin, const char *which, const char *text)
{
    char name[256];
    rule_name(r, name, sizeof(name), 1);
    pol_lint_say(warn, r, origin, r->line, r->col, which, "%s%s", name, text);
}

static void warnf(lint *l, const pol_node *at, const char *name, const char *fmt, ...)
    CM_PRINTF(4, 5);

// A finding about the rule being linted, named by the rule and placed at `at` (NULL:
// the rule).
static void
warnf(lint *l, const pol_node *at, const char *name, const char *fmt, ...)
{
    char rule[256];
    rule_name(l->r, rule, sizeof(rule), 1);
    cm_buf text;
    cm_buf_init(&text, 0);
    va_list ap;
    va_start(ap, fmt);
    pol_ignore(cm_buf_vprintf(&text, fmt, ap));
    va_end(ap);
    pol_lint_say(l->warn, l->r, l->origin, at ? at->line : l->r->line, at ? at->col : l->r->col,
                 name, "%s %s", rule, cm_buf_str(&text));
    cm_buf_free(&text);
}

// A path literal compared with context.input.path: the inert-literal refusals and lints.
static void
path_literal(lint *l, const pol_node *at, const char *s, size_t sn, int pattern)
{
    if (l->failed) {
        return;
    }
    const char *how = pattern ? "with the pattern " : "with ";
    size_t hn = l->home ? strlen(l->home) : 0;
    while (hn > 1 && l->home[hn - 1] == '/') {
        hn--;
    }
    // the part before the first wildcard decides where the literal points
    size_t lit = sn;
    if (pattern) {
        const char *star = memchr(s, '*', sn);
        lit = star ? (size_t)(star - s) : sn;
    }
    char name[256];
    rule_name(l->r, name, sizeof(name), 0);
    if (l->fs_only && hn > 1 &&
        ((lit >= hn && memcmp(s, l->home, hn) == 0 && (lit == hn || s[hn] == '/')))) {
        cm_buf_reset(l->err);
        pol_ignore(cm_buf_printf(
            l->err,
            "%s:%d:%d: policy compares an inert literal: %s compares context.input.path %s\"%.*s\", and a path under the operator home is spelled ~/…; write \"~%.*s\"",
            l->origin, at->line, at->col, name, how, (int)sn, s, (int)(sn - hn), s + hn));
        l->failed = 1;
        return;
    }
    if (l->fs_only && sn > 1 && s[sn - 1] == '/') {
        size_t k = sn;
        while (k > 1 && s[k - 1] == '/') {
            k--;
        }
        cm_buf_reset(l->err);
        pol_ignore(cm_buf_printf(
            l->err,
            "%s:%d:%d: policy compares an inert literal: %s compares context.input.path %s\"%.*s\", and a directory is spelled without a trailing slash; write \"%.*s\"",
            l->origin, at->line, at->col, name, how, (int)sn, s, (int)k, s));
        l->failed = 1;
        return;
    }
    if (!pattern) {
        return;
    }
    if (hn > 1 && lit < sn) {
        const char *hit = memmem(s + lit, sn - lit, l->home, hn);
        if (hit) {
            warnf(
                l, at, "home-after-wildcard",
                "compares context.input.path with the pattern \"%.*s\", which names the operator home after a wildcard; a path under the operator home is spelled ~/…, so the pattern may match nothing",
                (int)sn, s);
        }
    }
    if (sn >= 2 && s[sn - 1] == '*' && s[sn - 2] != '/' && s[sn - 2] != '*') {
        warnf(
            l, at, "prefix-pattern",
            "compares context.input.path with the pattern \"%.*s\", which also matches siblings that share the prefix (\"%.*s-old\"); end a directory pattern with /*",
            (int)sn, s, (int)(sn - 1), s);
    }
    if (sn >= 3 && s[sn - 1] == '*' && s[sn - 2] == '/' && memchr(s, '*', sn - 1) == NULL &&
        !has_path_eq(l->root, s, sn - 2)) {
        warnf(
            l, at, "dir-pattern",
            "compares context.input.path with the pattern \"%.*s\", which does not match the directory \"%.*s\" itself; add context.input.path == \"%.*s\" if it should",
            (int)sn, s, (int)(sn - 2), s, (int)(sn - 2), s);
    }
}

static void
walk(lint *l, const pol_node *n)
{
    if (!n || l->failed) {
        return;
    }
    if (is_input_field(n, "path")) {
        l->mentions_path = 1;
    }
    if ((n->kind == PN_EQ || n->kind == PN_NE)) {
        const pol_node *f = is_input_field(n->a, "path")   ? n->a
                            : is_input_field(n->b, "path") ? n->b
                                                           : NULL;
        const pol_node *v = f == n->a ? n->b : n->a;
        if (f && v->kind == PN_LIT && v->val.kind == PV_STR) {
            path_literal(l, v, v->val.u.s.p, v->val.u.s.n, 0);
        }
        const pol_node *p = is_input_field(n->a, "program")   ? n->a
                            : is_input_field(n->b, "program") ? n->b
                                                              : NULL;
        const pol_node *pv = p == n->a ? n->b : n->a;
        if (p && pv->kind == PN_LIT && pv->val.kind == PV_STR &&
            memchr(pv->val.u.s.p, '/', pv->val.u.s.n)) {
            warnf(
                l, pv, "program-slash",
                "compares context.input.program with \"%.*s\", which matches only a first word spelled that way; compare context.input.program_path to match the resolved binary",
                (int)pv->val.u.s.n, pv->val.u.s.p);
        }
    }
    if (n->kind == PN_LIKE && is_input_field(n->a, "path")) {
        path_literal(l, n, n->ptext, n->ptextn, 1);
    }
    if (n->kind == PN_CONTAINS && n->a->kind == PN_SET && n->a->pure == 2) {
        int path = is_input_field(n->b, "path");
        int prog = is_input_field(n->b, "program");
        for (size_t i = 0; i < n->a->val.u.set.n && (path || prog); i++) {
            const pol_val *v = &n->a->val.u.set.v[i];
            if (v->kind != PV_STR) {
                continue;
            }
            if (path) {
                path_literal(l, n->a->items[i], v->u.s.p, v->u.s.n, 0);
            } else if (memchr(v->u.s.p, '/', v->u.s.n)) {
                warnf(
                    l, n->a->items[i], "program-slash",
                    "compares context.input.program with \"%.*s\", which matches only a first word spelled that way; compare context.input.program_path to match the resolved binary",
                    (int)v->u.s.n, v->u.s.p);
            }
        }
    }
    walk(l, n->a);
    walk(l, n->b);
    walk(l, n->c);
    for (size_t i = 0; i < n->n; i++) {
        walk(l, n->items[i]);
    }
}

/* ---- contradictory literal tests (our part of "impossible policy") ---- */

// One conjunct that pins context.input.<field> to a finite set of literal values:
// `field == lit`, `lit == field` or `[lits].contains(field)`.
typedef struct pin {
    const pol_node *field; // the context.input.<field> node
    const pol_node *at;    // the conjunct (for the position)
    const pol_val *one;    // == : the one value
    const pol_val *set;    // contains: the values
    size_t n;
} pin;

#define MAX_PINS 64

static int
input_attr(const pol_node *n)
{
    return n && n->kind == PN_ATTR && n->a && n->a->kind == PN_ATTR &&
           eqn(n->a->name, n->a->namen, "input") && n->a->a && n->a->a->kind == PN_VAR &&
           n->a->a->var == POL_VAR_CONTEXT;
}

// Collect the pins among the top-level conjuncts of n.
static void
collect_pins(const pol_node *n, pin *p, size_t *np)
{
    if (!n || *np >= MAX_PINS) {
        return;
    }
    if (n->kind == PN_AND) {
        for (size_t i = 0; i < n->n; i++) {
            collect_pins(n->items[i], p, np);
        }
        return;
    }
    if (n->kind == PN_EQ) {
        const pol_node *f = input_attr(n->a) ? n->a : input_attr(n->b) ? n->b : NULL;
        const pol_node *v = f == n->a ? n->b : n->a;
        if (f && v->kind == PN_LIT && v->literal) {
            p[(*np)++] = (pin){f, n, &v->val, NULL, 0};
        }
    } else if (n->kind == PN_CONTAINS && input_attr(n->b) && n->a->kind == PN_SET &&
               n->a->pure == 2 && n->a->val.kind == PV_SET) {
        p[(*np)++] = (pin){n->b, n, NULL, n->a->val.u.set.v, n->a->val.u.set.n};
    }
}

static int
pin_has(const pin *p, const pol_val *v)
{
    if (p->one) {
        return pol_val_eq(p->one, v);
    }
    for (size_t i = 0; i < p->n; i++) {
        if (pol_val_eq(&p->set[i], v)) {
            return 1;
        }
    }
    return 0;
}

// 1 when no value satisfies both pins.
static int
pins_disjoint(const pin *x, const pin *y)
{
    if (x->one) {
        return !pin_has(y, x->one);
    }
    for (size_t i = 0; i < x->n; i++) {
        if (pin_has(y, &x->set[i])) {
            return 0;
        }
    }
    return 1;
}

static void
show_pin(cm_buf *b, const pin *p)
{
    pol_ignore(cm_buf_printf(b, "context.input.%.*s ", (int)p->field->namen, p->field->name));
    if (p->one && p->one->kind == PV_STR) {
        pol_ignore(cm_buf_printf(b, "== \"%.*s\"", (int)p->one->u.s.n, p->one->u.s.p));
    } else if (p->one && p->one->kind == PV_LONG) {
        pol_ignore(cm_buf_printf(b, "== %" PRId64, p->one->u.l));
    } else if (p->one && p->one->kind == PV_ENT) {
        pol_ignore(cm_buf_printf(b, "== %s::\"%.*s\"", p->one->u.e.type, (int)p->one->u.e.idn,
                                 p->one->u.e.id));
    } else if (p->one) {
        pol_ignore(cm_buf_adds(b, "== a literal"));
    } else {
        pol_ignore(cm_buf_adds(b, "in ["));
        for (size_t i = 0; i < p->n && i < 4; i++) {
            const pol_val *v = &p->set[i];
            pol_ignore(cm_buf_adds(b, i ? ", " : ""));
            if (v->kind == PV_STR) {
                pol_ignore(cm_buf_printf(b, "\"%.*s\"", (int)v->u.s.n, v->u.s.p));
            } else if (v->kind == PV_LONG) {
                pol_ignore(cm_buf_printf(b, "%" PRId64, v->u.l));
            } else {
                pol_ignore(cm_buf_adds(b, "..."));
            }
        }
        pol_ignore(cm_buf_adds(b, p->n > 4 ? ", ...]" : "]"));
    }
}

// Warn when the `when` conditions pin one input field to values no request can have at
// once (context.input.program == "ls" && context.input.program == "cat").
static void
lint_contradiction(lint *l)
{
    pin pins[MAX_PINS];
    size_t np = 0;
    for (size_t i = 0; i < l->r->nconds; i++) {
        if (l->r->conds[i].when) {
            collect_pins(l->r->conds[i].body, pins, &np);
        }
    }
    for (size_t i = 0; i < np; i++) {
        for (size_t j = i + 1; j < np; j++) {
            if (pins[i].field->namen == pins[j].field->namen &&
                memcmp(pins[i].field->name, pins[j].field->name, pins[i].field->namen) == 0 &&
                pins_disjoint(&pins[i], &pins[j])) {
                cm_buf a;
                cm_buf b;
                cm_buf_init(&a, 0);
                cm_buf_init(&b, 0);
                show_pin(&a, &pins[i]);
                show_pin(&b, &pins[j]);
                warnf(l, pins[j].at, "contradiction",
                      "is impossible: it requires %s and %s at once, so it never applies",
                      cm_buf_str(&a), cm_buf_str(&b));
                cm_buf_free(&a);
                cm_buf_free(&b);
                return;
            }
        }
    }
}

static int
lint_rule(const pol_rule *r, const char *origin, const char *home, unsigned envs, cm_buf *warn,
          cm_buf *err)
{
    unsigned fs = 0xFu;
    lint l = {r, origin, home, (envs & ~fs) == 0, 0, warn, err, 0, NULL};
    for (size_t i = 0; i < r->nconds; i++) {
        l.root = r->conds[i].body;
        walk(&l, r->conds[i].body);
        if (l.failed) {
            return -1;
        }
    }
    if (!r->forbid && r->action.kind == POL_SC_ANY) {
        warnf(&l, NULL, "bare-action",
              "permits every action (a bare `action` in the scope); name the actions it is for");
    } else if (!r->forbid && (envs & fs) && !l.mentions_path) {
        warnf(
            &l, NULL, "fs-no-path",
            "permits a file action with no condition on context.input.path; put a path condition on each fs:* permit");
    }
    if (r->forbid && pol_blank(r->description)) {
        warnf(&l, NULL, "forbid-no-description",
              "is a forbid with no @description; its denial will name the rule but not say why");
    }
    lint_contradiction(&l);
    return 0;
}

/* ---- the writable-script rule (H12) ---- */

// What values of one input field a rule can admit, over-approximated: every value
// (all), or one of a list of atoms (a literal or a `like` pattern). Never under: a rule
// admits only values in its region.
#define MAX_ATOMS 64

typedef struct atom {
    const char *s; // the literal, or the pattern's text (for the message)
    size_t n;
    const pol_pat *pat; // NULL for a literal
} atom;

typedef struct region {
    int all;
    size_t n;
    atom a[MAX_ATOMS];
} region;

static void
region_add(region *g, atom x)
{
    if (g->all) {
        return;
    }
    if (g->n == MAX_ATOMS) {
        g->all = 1;
        return;
    }
    g->a[g->n++] = x;
}

static void
region_union(region *g, const region *h)
{
    if (h->all) {
        g->all = 1;
    }
    for (size_t i = 0; i < h->n && !g->all; i++) {
        region_add(g, h->a[i]);
    }
}

// 1 when action act's context.input declares the attribute name.
static int
action_has_field(int act, const char *name, size_t namen)
{
    for (size_t i = 0; i < actions[act].n; i++) {
        if (eqn(name, namen, actions[act].fields[i].name)) {
            return 1;
        }
    }
    return 0;
}

// The region of `field` that a condition n can hold for, in a request of action act.
static void
region_of(const pol_node *n, const char *field, int act, region *out)
{
    out->all = 1;
    out->n = 0;
    if (!n) {
        return;
    }
    switch (n->kind) {
    case PN_LIT:
        // false holds for nothing
        out->all = !(n->val.kind == PV_BOOL && !n->val.u.b);
        return;
    case PN_HAS:
        // `context.input has x` holds for nothing when act has no x
        out->all = !(n->a && n->a->kind == PN_ATTR && eqn(n->a->name, n->a->namen, "input") &&
                     n->a->a && n->a->a->kind == PN_VAR && n->a->a->var == POL_VAR_CONTEXT &&
                     !action_has_field(act, n->name, n->namen));
        return;
    case PN_AND:
        // the intersection is inside any one operand: keep the first that says something
        for (size_t i = 0; i < n->n && out->all; i++) {
            region_of(n->items[i], field, act, out);
        }
        return;
    case PN_OR:
    case PN_IF: {
        // the union of the operands (of the two branches)
        region *h = cm_alloc(sizeof(*h));
        if (!h) {
            return; // all
        }
        size_t k = n->kind == PN_OR ? n->n : 2;
        out->all = 0;
        for (size_t i = 0; i < k && !out->all; i++) {
            region_of(n->kind == PN_OR ? n->items[i] : i == 0 ? n->b : n->c, field, act, h);
            region_union(out, h);
        }
        cm_free(h);
        return;
    }
    case PN_EQ: {
        const pol_node *v = is_input_field(n->a, field)   ? n->b
                            : is_input_field(n->b, field) ? n->a
                                                          : NULL;
        if (v && v->kind == PN_LIT && v->val.kind == PV_STR) {
            out->all = 0;
            region_add(out, (atom){v->val.u.s.p, v->val.u.s.n, NULL});
        }
        return;
    }
    case PN_LIKE:
        if (is_input_field(n->a, field) && n->pat) {
            out->all = 0;
            region_add(out, (atom){n->ptext, n->ptextn, n->pat});
        }
        return;
    case PN_CONTAINS:
        if (is_input_field(n->b, field) && n->a->kind == PN_SET && n->a->pure == 2 &&
            n->a->val.kind == PV_SET) {
            out->all = 0;
            for (size_t i = 0; i < n->a->val.u.set.n; i++) {
                const pol_val *v = &n->a->val.u.set.v[i];
                if (v->kind == PV_STR) {
                    region_add(out, (atom){v->u.s.p, v->u.s.n, NULL});
                }
            }
        }
        return;
    default:
        return;
    }
}

// The region of a rule: its `when` conditions all hold (unless clauses only narrow it,
// so they are left out).
static void
rule_region(const pol_rule *r, const char *field, int act, region *out)
{
    out->all = 1;
    out->n = 0;
    region *h = cm_alloc(sizeof(*h));
    for (size_t i = 0; i < r->nconds && h && out->all; i++) {
        if (r->conds[i].when) {
            region_of(r->conds[i].body, field, act, h);
            if (!h->all) {
                *out = *h;
            }
        }
    }
    cm_free(h);
}

// 1 when some string could match both atoms (patterns: their fixed prefix and suffix
// agree, an over-approximation).
static int
atoms_meet(const atom *x, const atom *y)
{
    if (!x->pat && !y->pat) {
        return x->n == y->n && memcmp(x->s, y->s, x->n) == 0;
    }
    if (!x->pat || !y->pat) {
        const atom *lit = x->pat ? y : x;
        const atom *pat = x->pat ? x : y;
        return pol_like(lit->s, lit->n, pat->pat);
    }
    const pol_pat *p = x->pat;
    const pol_pat *q = y->pat;
    size_t a = p->segn[0] < q->segn[0] ? p->segn[0] : q->segn[0];
    size_t pl = p->segn[p->nseg - 1];
    size_t ql = q->segn[q->nseg - 1];
    size_t b = pl < ql ? pl : ql;
    return memcmp(p->seg[0], q->seg[0], a) == 0 &&
           memcmp(p->seg[p->nseg - 1] + pl - b, q->seg[q->nseg - 1] + ql - b, b) == 0;
}

// 1 when the regions share a value; *shown is the atom of g to name (NULL: any path).
static int
regions_meet(const region *g, const region *h, const atom **shown)
{
    *shown = NULL;
    if (g->all || h->all) {
        if (!g->all && g->n) {
            *shown = &g->a[0];
        }
        return g->all ? (h->all || h->n > 0) : g->n > 0;
    }
    for (size_t i = 0; i < g->n; i++) {
        for (size_t j = 0; j < h->n; j++) {
            if (atoms_meet(&g->a[i], &h->a[j])) {
                *shown = &g->a[i];
                return 1;
            }
        }
    }
    return 0;
}

// The actions a rule's scope admits, as bits (what the checker already validated).
static unsigned
scope_bits(const pol_scope *sc)
{
    if (sc->kind == POL_SC_ANY) {
        return (1u << POL_ACTION_COUNT) - 1;
    }
    unsigned bits = 0;
    size_t n = sc->kind == POL_SC_IN_SET ? sc->n : 1;
    for (size_t i = 0; i < n; i++) {
        const pol_val *v = sc->kind == POL_SC_IN_SET ? &sc->set[i] : &sc->ent;
        int a = v->kind == PV_ENT ? pol_schema_action(v->u.e.id, v->u.e.idn) : -1;
        if (a >= 0) {
            bits |= 1u << a;
        }
    }
    return bits;
}

// 1 when a shell:exec permit can admit python or python3.
static int
runs_python(const pol_rule *r)
{
    if (r->forbid || !(scope_bits(&r->action) & (1u << POL_SHELL_EXEC))) {
        return 0;
    }
    region *g = cm_alloc(sizeof(*g));
    if (!g) {
        return 1;
    }
    rule_region(r, "program", POL_SHELL_EXEC, g);
    int yes = g->all;
    for (size_t i = 0; i < g->n && !yes; i++) {
        static const char *const names[] = {"python", "python3"};
        for (size_t k = 0; k < 2 && !yes; k++) {
            atom x = {names[k], strlen(names[k]), NULL};
            yes = atoms_meet(&x, &g->a[i]);
        }
    }
    cm_free(g);
    return yes;
}

/* 003's writable-script rule: writing a script you may run is running it. A script
 * runs when a shell:exec permit admits python/python3 and the shell may read the
 * script (fs:read read_content on it). So the lint looks, conservatively, for any path
 * that some fs:write permit and some fs:read permit may both allow, with a path region
 * per rule over-approximated from its `when` conditions (==, like, [..].contains, &&,
 * ||, if; a rule with no such test on the path allows every path). Forbids are not
 * subtracted and the write operation is not looked at, so the lint may warn where a
 * forbid closes the hole: it is a warning, never a refusal. One warning per python
 * permit, naming the first write/read pair in file order. */
static void
lint_writable_script(const pol_rule *rules, size_t n, const char *origin, cm_buf *warn)
{
    region *w = cm_alloc(sizeof(*w));
    region *rd = cm_alloc(sizeof(*rd));
    for (size_t p = 0; p < n && w && rd; p++) {
        if (!runs_python(&rules[p])) {
            continue;
        }
        int found = 0;
        for (size_t i = 0; i < n && !found; i++) {
            const pol_rule *wr = &rules[i];
            if (wr->forbid || !(scope_bits(&wr->action) & (1u << POL_FS_WRITE))) {
                continue;
            }
            rule_region(wr, "path", POL_FS_WRITE, w);
            for (size_t j = 0; j < n && !found; j++) {
                const pol_rule *re = &rules[j];
                if (re->forbid || !(scope_bits(&re->action) & (1u << POL_FS_READ))) {
                    continue;
                }
                rule_region(re, "path", POL_FS_READ, rd);
                const atom *shown;
                if (!regions_meet(w, rd, &shown)) {
                    continue;
                }
                found = 1;
                char pn[256];
                char wn[256];
                char rn[256];
                rule_name(&rules[p], pn, sizeof(pn), 1);
                rule_name(wr, wn, sizeof(wn), 1);
                rule_name(re, rn, sizeof(rn), 1);
                cm_buf what;
                cm_buf_init(&what, 0);
                if (shown) {
                    pol_ignore(
                        cm_buf_printf(&what, "permits writing \"%.*s\"", (int)shown->n, shown->s));
                } else {
                    pol_ignore(cm_buf_adds(&what, "permits writing any path"));
                }
                // any of the three rules may carry the @lint_allow
                if (!pol_lint_allowed(wr, "writable-script") &&
                    !pol_lint_allowed(re, "writable-script")) {
                    pol_lint_say(
                        warn, &rules[p], origin, rules[p].line, rules[p].col, "writable-script",
                        "%s permits running python, and %s %s, where %s permits reading; a script written there can be run, and writing a script you may run is running it (the writable-script rule)",
                        pn, wn, cm_buf_str(&what), re == wr ? "it also" : rn);
                }
                cm_buf_free(&what);
            }
        }
    }
    cm_free(w);
    cm_free(rd);
}

/* ---- wrappers under shell:spawn ---- */

// Programs that run another program named in their arguments (or in code they are
// given): the box decides only the wrapper's name, so a permit for one permits all.
static const char *const wrappers[] = {
    "bash",       "busybox", "chroot", "dash",    "doas",       "env",        "find",
    "flock",      "ionice",  "ksh",    "node",    "nice",       "nohup",      "parallel",
    "perl",       "php",     "python", "python3", "python3.10", "python3.11", "python3.12",
    "python3.13", "ruby",    "setsid", "sh",      "stdbuf",     "strace",     "su",
    "sudo",       "taskset", "time",   "timeout", "watch",      "xargs",      "zsh",
};

// Where a wrapper's binary usually lives: program_path candidates.
static const char *const bin_dirs[] = {"/usr/bin/", "/bin/", "/usr/local/bin/", "/usr/sbin/",
                                       "/sbin/"};

// 1 when region g may hold the literal s.
static int
region_has(const region *g, const char *s)
{
    if (g->all) {
        return 1;
    }
    atom x = {s, strlen(s), NULL};
    for (size_t i = 0; i < g->n; i++) {
        if (atoms_meet(&x, &g->a[i])) {
            return 1;
        }
    }
    return 0;
}

// 1 when a request for wrapper w (written bare or as one of its usual paths, resolved
// to one of those paths) may fall in the program and program_path regions.
static int
regions_admit_wrapper(const region *prog, const region *path, const char *w)
{
    int written = region_has(prog, w);
    int resolved = 0;
    for (size_t d = 0; d < CM_ARRAY_LEN(bin_dirs) && !(written && resolved); d++) {
        char full[64];
        snprintf(full, sizeof(full), "%s%s", bin_dirs[d], w);
        written |= region_has(prog, full);
        resolved |= region_has(path, full);
    }
    return written && resolved;
}

/* A shell:spawn permit whose program (as written, and as resolved) may be a wrapper:
 * `env`, `xargs`, `sh -c`, `python3 -c` ... run whatever their arguments name, and the
 * box decided only the wrapper, so the permit grants every program. The regions of
 * program and program_path come from the `when` conditions (a permit with neither
 * admits every wrapper), tried with each wrapper's name and its usual paths
 * (/usr/bin/env, ...): a warning, never a refusal. One finding per permit. */
static void
lint_spawn_wrapper(const pol_rule *r, const char *origin, cm_buf *warn)
{
    if (r->forbid || !(scope_bits(&r->action) & (1u << POL_SHELL_SPAWN))) {
        return;
    }
    region *prog = cm_alloc(sizeof(*prog));
    region *path = cm_alloc(sizeof(*path));
    if (prog && path) {
        rule_region(r, "program", POL_SHELL_SPAWN, prog);
        rule_region(r, "program_path", POL_SHELL_SPAWN, path);
        for (size_t i = 0; i < CM_ARRAY_LEN(wrappers); i++) {
            if (regions_admit_wrapper(prog, path, wrappers[i])) {
                char name[256];
                rule_name(r, name, sizeof(name), 1);
                pol_lint_say(
                    warn, r, origin, r->line, r->col, "spawn-wrapper",
                    "%s permits shell:spawn of %s\"%s\", a program that runs another program named in its arguments; the box decides only \"%s\", so this permit grants every program; permit the programs themselves",
                    name, prog->all && path->all ? "any program, including " : "", wrappers[i],
                    wrappers[i]);
                break;
            }
        }
    }
    cm_free(prog);
    cm_free(path);
}

/* ---- lints about the whole policy ---- */

// 1 when a scope admits anything of its kind.
static int
scope_any(const pol_scope *sc)
{
    return sc->kind == POL_SC_ANY;
}

/* The policy-level lints: an empty policy denies everything; an unconditional
 * `forbid (principal, action, resource)` makes every permit dead; a @lint_allow naming
 * no lint is a typo that silences nothing. */
static void
lint_policy(const pol_rule *rules, size_t n, const char *origin, cm_buf *warn)
{
    if (n == 0) {
        pol_lint_say(
            warn, NULL, origin, 1, 1, "empty-policy",
            "the policy has no rules, so it denies every request (a policy permits only what a permit names)");
    }
    for (size_t i = 0; i < n; i++) {
        const pol_rule *r = &rules[i];
        if (r->forbid && r->nconds == 0 && scope_any(&r->principal) && scope_any(&r->action) &&
            scope_any(&r->resource)) {
            say_rule(
                warn, r, origin, "unconditional-forbid",
                " forbids every request (no scope, no condition), so every permit is dead and the box denies everything");
        }
        lint_spawn_wrapper(r, origin, warn);
        for (size_t k = 0; k < r->nannots; k++) {
            const pol_annot *an = &r->annots[k];
            if (strcmp(an->key, "lint_allow") != 0) {
                continue;
            }
            size_t j = 0;
            size_t len;
            for (const char *item = list_next(an->val, an->valn, &j, &len); len;
                 item = list_next(an->val, an->valn, &j, &len)) {
                int known = 0;
                for (size_t m = 0; m < CM_ARRAY_LEN(lint_names) && !known; m++) {
                    known = eqn(item, len, lint_names[m]);
                }
                if (!known) {
                    pol_ignore(cm_buf_printf(
                        warn,
                        "%s:%d:%d: @lint_allow names \"%.*s\", which is no lint, so it silences nothing [lint: lint-allow]\n",
                        origin, an->line, an->col, (int)len, item));
                }
            }
        }
    }
}

/* ---- the whole policy ---- */

static int
check_one(const pol_rule *r, const char *origin, const char *home, cm_arena *a, cm_buf *warn,
          cm_buf *err)
{
    ck c = {r, origin, 0, a, err, 0, 0};
    long envs = check_scope(&c, r);
    if (envs < 0) {
        return -1;
    }
    int possible = 0;
    cm_buf all; // one finding per environment, joined as Cedar joins them
    cm_buf_init(&all, 0);
    for (int act = 0; act < POL_ACTION_COUNT; act++) {
        if (!(envs & (1L << act))) {
            continue;
        }
        c.act = act;
        c.failed = 0;
        unsigned caps = 0;
        int alive = 1;
        for (size_t i = 0; i < r->nconds && alive; i++) {
            ty t;
            unsigned ct;
            if (tc_bool(&c, r->conds[i].body, caps, &t, &ct) < 0) {
                if (all.len == 0) {
                    pol_ignore(cm_buf_add(&all, err->data, err->len));
                } else if (cm_buf_adds(&all, "; ") < 0 ||
                           cm_buf_add(&all, err->data + c.msg_off, err->len - c.msg_off) < 0) {
                    cm_buf_free(&all);
                    return -1;
                }
                alive = 0;
                break;
            }
            if (r->conds[i].when) {
                alive = t.b != B_FALSE;
                caps = ct;
            } else {
                alive = t.b != B_TRUE;
            }
        }
        possible |= alive;
    }
    if (all.len) {
        cm_buf_reset(err);
        pol_ignore(cm_buf_add(err, all.data, all.len));
        cm_buf_free(&all);
        return -1;
    }
    cm_buf_free(&all);
    if (!possible) {
        say_rule(
            warn, r, origin, "impossible",
            ": policy is impossible: the policy expression evaluates to false for all valid requests");
    }
    return lint_rule(r, origin, home, (unsigned)envs, warn, err);
}

static int
cmp_str(const void *x, const void *y)
{
    const pol_rule *const *a = x;
    const pol_rule *const *b = y;
    int c = strcmp((*a)->id, (*b)->id);
    if (c != 0) {
        return c;
    }
    return (*a)->index < (*b)->index ? -1 : 1;
}

static int
check_ids(pol_rule *rules, size_t n, const char *origin, cm_arena *a, cm_buf *err)
{
    const pol_rule **v = cm_arena_alloc(a, (n ? n : 1) * sizeof(*v));
    if (!v) {
        pol_ignore(cm_buf_adds(err, "out of memory"));
        return -1;
    }
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (!pol_blank(rules[i].id)) {
            v[m++] = &rules[i];
        }
    }
    qsort(v, m, sizeof(*v), cmp_str);
    int found = 0;
    for (size_t i = 0; i < m;) {
        size_t j = i + 1;
        while (j < m && strcmp(v[j]->id, v[i]->id) == 0) {
            j++;
        }
        if (j - i > 1) {
            if (!found) {
                cm_buf_reset(err);
                pol_ignore(cm_buf_printf(
                    err, "%s:%d:%d: policy gives one @id to more than one rule: ", origin,
                    v[i + 1]->line, v[i + 1]->col));
            } else {
                pol_ignore(cm_buf_adds(err, "; "));
            }
            found = 1;
            pol_ignore(cm_buf_printf(err, "@id(\"%s\") is on rules ", v[i]->id));
            for (size_t k = i; k < j; k++) {
                pol_ignore(cm_buf_printf(err, "%s%zu", k == i ? "" : ", ", v[k]->index + 1));
            }
        }
        i = j;
    }
    if (found) {
        pol_ignore(cm_buf_adds(
            err,
            "; a denial and a telemetry record name a rule by its @id, so give each rule its own @id"));
        return -1;
    }
    return 0;
}

/* Validate rules against the schema and run Box's load checks; see lang.h. */
int
pol_check_rules(pol_rule *rules, size_t nrules, const char *origin, const char *home, cm_arena *a,
                cm_buf *warn, cm_buf *err)
{
    cm_arena tmp;
    cm_arena_init(&tmp, 0);
    int rc = 0;
    for (size_t i = 0; i < nrules && rc == 0; i++) {
        rc = check_one(&rules[i], origin, home, &tmp, warn, err);
    }
    if (rc == 0) {
        rc = check_ids(rules, nrules, origin, &tmp, err);
    }
    if (rc == 0) {
        lint_writable_script(rules, nrules, origin, warn);
        lint_policy(rules, nrules, origin, warn);
    }
    cm_arena_free(&tmp);
    (void)a;
    return rc;
}

/* Validate every rule, going on after errors; see lang.h. */
size_t
pol_check_rules_all(pol_rule *rules, size_t nrules, const char *origin, const char *home,
                    cm_buf *warn, cm_buf *errs)
{
    cm_arena tmp;
    cm_arena_init(&tmp, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    size_t nerr = 0;
    for (size_t i = 0; i < nrules; i++) {
        cm_buf_reset(&err);
        if (check_one(&rules[i], origin, home, &tmp, warn, &err) < 0) {
            pol_ignore(cm_buf_printf(errs, "%s\n", cm_buf_str(&err)));
            nerr++;
        }
    }
    cm_buf_reset(&err);
    if (check_ids(rules, nrules, origin, &tmp, &err) < 0) {
        pol_ignore(cm_buf_printf(errs, "%s\n", cm_buf_str(&err)));
        nerr++;
    }
    lint_writable_script(rules, nrules, origin, warn);
    lint_policy(rules, nrules, origin, warn);
    cm_buf_free(&err);
    cm_arena_free(&tmp);
    return nerr;
}
