/* Reach analysis: what a loaded policy could ever permit, over-approximated, for the
 * kernel ruleset (directory trees per fs action, shell:spawn, net:connect ports). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "policy/lang.h"
#include "policy/path.h"
#include "policy/policy.h"

// What values of context.input.<field> a condition can hold for: every value (all), or
// one of a list of atoms. Over-approximated: never fewer values than the condition.
#define MAX_ATOMS 256

typedef struct ratom {
    const char *s; // a string literal, or the literal prefix of a `like` pattern
    size_t n;
    int prefix; // 1: any value starting with s
    int64_t l;  // a Long literal (ports)
} ratom;

typedef struct rset {
    int all;
    size_t n;
    ratom a[MAX_ATOMS];
} rset;

static void
rset_add(rset *g, ratom x)
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

// context.input.<field>
static int
is_field(const pol_node *n, const char *field)
{
    size_t fl = strlen(field);
    return n && n->kind == PN_ATTR && n->namen == fl && memcmp(n->name, field, fl) == 0 && n->a &&
           n->a->kind == PN_ATTR && n->a->namen == 5 && memcmp(n->a->name, "input", 5) == 0 &&
           n->a->a && n->a->a->kind == PN_VAR && n->a->a->var == POL_VAR_CONTEXT;
}

static void
add_val(rset *g, const pol_val *v, int want_long)
{
    if (want_long && v->kind == PV_LONG) {
        rset_add(g, (ratom){NULL, 0, 0, v->u.l});
    } else if (!want_long && v->kind == PV_STR) {
        rset_add(g, (ratom){v->u.s.p, v->u.s.n, 0, 0});
    }
    // a value of another type never equals the field: it adds nothing
}

static void set_of(const pol_node *n, const char *field, int want_long, rset *out);

// `&&`: every operand holds, so the narrowest bounded operand bounds the whole.
static void
set_and(pol_node *const *items, size_t k, const char *field, int want_long, rset *out)
{
    rset *h = cm_alloc(sizeof(*h));
    out->all = 1;
    out->n = 0;
    for (size_t i = 0; h && i < k; i++) {
        set_of(items[i], field, want_long, h);
        if (!h->all && (out->all || h->n < out->n)) {
            *out = *h;
        }
    }
    cm_free(h);
}

// `||` (and both branches of `if`): the union of the operands.
static void
set_or(const pol_node *const *items, size_t k, const char *field, int want_long, rset *out)
{
    rset *h = cm_alloc(sizeof(*h));
    out->all = h == NULL;
    out->n = 0;
    for (size_t i = 0; h && i < k && !out->all; i++) {
        set_of(items[i], field, want_long, h);
        if (h->all) {
            out->all = 1;
        }
        for (size_t j = 0; j < h->n && !out->all; j++) {
            rset_add(out, h->a[j]);
        }
    }
    cm_free(h);
}

static void
set_of(const pol_node *n, const char *field, int want_long, rset *out)
{
    out->all = 1;
    out->n = 0;
    if (!n) {
        return;
    }
    switch (n->kind) {
    case PN_LIT:
        // `false` holds for no value at all
        out->all = !(n->val.kind == PV_BOOL && !n->val.u.b);
        return;
    case PN_AND:
        set_and(n->items, n->n, field, want_long, out);
        return;
    case PN_OR:
        set_or((const pol_node *const *)n->items, n->n, field, want_long, out);
        return;
    case PN_IF: {
        const pol_node *br[2] = {n->b, n->c};
        set_or(br, 2, field, want_long, out);
        return;
    }
    case PN_EQ: {
        const pol_node *v = is_field(n->a, field) ? n->b : is_field(n->b, field) ? n->a : NULL;
        if (v && v->kind == PN_LIT) {
            out->all = 0;
            add_val(out, &v->val, want_long);
        }
        return;
    }
    case PN_LIKE:
        if (!want_long && is_field(n->a, field) && n->pat && n->pat->nseg > 0) {
            out->all = 0;
            rset_add(out, (ratom){n->pat->seg[0], n->pat->segn[0], n->pat->nseg > 1, 0});
        }
        return;
    case PN_CONTAINS:
        if (is_field(n->b, field) && n->a && n->a->kind == PN_SET && n->a->pure == 2 &&
            n->a->val.kind == PV_SET) {
            out->all = 0;
            for (size_t i = 0; i < n->a->val.u.set.n; i++) {
                add_val(out, &n->a->val.u.set.v[i], want_long);
            }
        }
        return;
    default:
        return;
    }
}

// The values of field a permit can admit: its `when` bodies all hold, so the narrowest
// bounds it (`unless` bodies only narrow further and are left out).
static void
rule_set(const pol_rule *r, const char *field, int want_long, rset *out)
{
    rset *h = cm_alloc(sizeof(*h));
    out->all = 1;
    out->n = 0;
    for (size_t i = 0; h && i < r->nconds; i++) {
        if (r->conds[i].when) {
            set_of(r->conds[i].body, field, want_long, h);
            if (!h->all && (out->all || h->n < out->n)) {
                *out = *h;
            }
        }
    }
    cm_free(h);
}

/* ---- trees ---- */

static int
add_tree(pol_reach *r, int act, const char *abs)
{
    for (size_t i = 0; i < r->ntrees[act]; i++) {
        if (strcmp(r->trees[act][i], abs) == 0) {
            return 0;
        }
    }
    if (r->ntrees[act] == POL_REACH_MAX_TREES) {
        return 1; // too many: the caller widens to the floor
    }
    char *c = cm_strdup(abs);
    if (!c) {
        return -1;
    }
    r->trees[act][r->ntrees[act]++] = c;
    return 0;
}

// The floor's roots: operator home, agent home, workspace.
static size_t
floor_roots(const pol_box *b, const char *roots[3])
{
    size_t k = 0;
    const char *c[3] = {b->operator_home, b->agent_home, b->workspace};
    for (size_t i = 0; i < 3; i++) {
        int dup = !c[i] || !*c[i];
        for (size_t j = 0; j < k && !dup; j++) {
            dup = strcmp(roots[j], c[i]) == 0;
        }
        if (!dup) {
            roots[k++] = c[i];
        }
    }
    return k;
}

static int
add_floor(pol_reach *r, int act, const pol_box *b)
{
    const char *roots[3];
    size_t k = floor_roots(b, roots);
    r->widened[act] = 1;
    for (size_t i = 0; i < k; i++) {
        if (add_tree(r, act, roots[i]) < 0) {
            return -1;
        }
    }
    return 0;
}

// Add the tree abs, clipped to the floor: kept when inside a root, replaced by the roots
// it holds when above them, dropped when beside them all (the floor refuses it anyway).
static int
add_clipped(pol_reach *r, int act, const pol_box *b, const char *abs)
{
    const char *roots[3];
    size_t k = floor_roots(b, roots);
    for (size_t i = 0; i < k; i++) {
        if (pol_path_at_or_under(abs, roots[i])) {
            int rc = add_tree(r, act, abs);
            return rc > 0 ? add_floor(r, act, b) : rc;
        }
    }
    for (size_t i = 0; i < k; i++) {
        if (pol_path_at_or_under(roots[i], abs)) {
            int rc = add_tree(r, act, roots[i]);
            if (rc != 0) {
                return rc > 0 ? add_floor(r, act, b) : rc;
            }
        }
    }
    return 0;
}

// The tree an atom can reach: its absolute folded form in out, 1 when there is one, 0
// when no spelled path can match it (spelled paths are "~", "~/..." or absolute), -1
// when the analysis cannot bound it.
static int
atom_tree(const pol_box *b, const ratom *x, char *out, size_t cap)
{
    size_t n = x->n;
    if (x->prefix) {
        if (n == 0) {
            return -1; // `like "*..."`: anything
        }
        if (!(n == 1 && x->s[0] == '~')) {
            // the longest directory of the prefix: up to its last '/'
            while (n > 0 && x->s[n - 1] != '/') {
                n--;
            }
            if (n == 0) {
                return 0; // neither "~..." nor "/...": no spelled path starts so
            }
            if (n > 1) {
                n--; // drop the slash ("/" itself stays)
            }
        }
    }
    char tmp[2 * POL_PATH_MAX + 2];
    const char *home = b->operator_home ? b->operator_home : "/";
    if (n >= 1 && x->s[0] == '~') {
        if (n > 1 && x->s[1] != '/') {
            return 0; // "~user": never spelled
        }
        if (strlen(home) + n > POL_PATH_MAX) {
            return -1;
        }
        memcpy(tmp, home, strlen(home));
        memcpy(tmp + strlen(home), x->s + 1, n - 1);
        n = strlen(home) + n - 1;
    } else if (n >= 1 && x->s[0] == '/') {
        if (n > POL_PATH_MAX) {
            return -1;
        }
        memcpy(tmp, x->s, n);
    } else {
        return 0;
    }
    if (memchr(tmp, 0, n)) {
        return 0; // a spelled path never holds a NUL
    }
    return pol_path_fold(tmp, n, out, cap) < 0 ? -1 : 1;
}

// Drop every tree that lies inside another tree of the same action (trees are distinct).
static void
prune(pol_reach *r, int act)
{
    unsigned char drop[POL_REACH_MAX_TREES] = {0};
    size_t n = r->ntrees[act];
    for (size_t i = 0; i < n; i++) {
        for (size_t j = 0; j < n && !drop[i]; j++) {
            drop[i] = j != i && pol_path_at_or_under(r->trees[act][i], r->trees[act][j]);
        }
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (drop[i]) {
            cm_free(r->trees[act][i]);
        } else {
            r->trees[act][k++] = r->trees[act][i];
        }
    }
    r->ntrees[act] = k;
}

static int
reach_fs(pol_reach *r, const pol_rule *rule, int act, const pol_box *b)
{
    rset *s = cm_alloc(sizeof(*s));
    if (!s) {
        return -1;
    }
    rule_set(rule, "path", 0, s);
    int rc = 0;
    if (s->all) {
        rc = add_floor(r, act, b);
    }
    char abs[POL_PATH_MAX + 1];
    for (size_t i = 0; i < s->n && rc == 0 && !s->all; i++) {
        int t = atom_tree(b, &s->a[i], abs, sizeof abs);
        if (t < 0) {
            rc = add_floor(r, act, b);
        } else if (t > 0) {
            rc = add_clipped(r, act, b, abs);
        }
    }
    cm_free(s);
    return rc;
}

static int
reach_ports(pol_reach *r, const pol_rule *rule)
{
    rset *s = cm_alloc(sizeof(*s));
    if (!s) {
        return -1;
    }
    rule_set(rule, "port", 1, s);
    if (s->all) {
        r->net_any = 1;
    }
    for (size_t i = 0; i < s->n && !r->net_any; i++) {
        int64_t p = s->a[i].l;
        int seen = p < 0 || p > 65535; // a port no connection can have
        for (size_t j = 0; j < r->nports && !seen; j++) {
            seen = r->ports[j] == p;
        }
        if (seen) {
            continue;
        }
        if (r->nports == POL_REACH_MAX_PORTS) {
            r->net_any = 1;
        } else {
            r->ports[r->nports++] = p;
        }
    }
    cm_free(s);
    return 0;
}

/* pol_reach_compute: see policy.h. */
int
pol_reach_compute(const pol_engine *e, const pol_box *b, pol_reach *out)
{
    memset(out, 0, sizeof(*out));
    for (size_t i = 0;; i++) {
        const pol_rule *rule = pol_engine_rule(e, i);
        if (!rule) {
            break;
        }
        if (rule->forbid) {
            continue; // forbids only take away: an over-approximation leaves them out
        }
        for (int act = POL_FS_READ; act <= POL_FS_MOVE; act++) {
            if ((rule->actions & (1u << act)) && reach_fs(out, rule, act, b) < 0) {
                pol_reach_free(out);
                return -1;
            }
        }
        if (rule->actions & (1u << POL_SHELL_SPAWN)) {
            out->spawn = 1;
        }
        if ((rule->actions & (1u << POL_NET_CONNECT)) && reach_ports(out, rule) < 0) {
            pol_reach_free(out);
            return -1;
        }
    }
    for (int act = POL_FS_READ; act <= POL_FS_MOVE; act++) {
        prune(out, act);
    }
    if (out->net_any) {
        out->nports = 0;
    }
    return 0;
}

/* pol_reach_free: see policy.h. */
void
pol_reach_free(pol_reach *r)
{
    for (int act = 0; act < 4; act++) {
        for (size_t i = 0; i < r->ntrees[act]; i++) {
            cm_free(r->trees[act][i]);
        }
        r->ntrees[act] = 0;
    }
}
