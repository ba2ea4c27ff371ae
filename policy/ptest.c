/* `strands-box test`: a POLICY_TESTS.toml of allow and deny examples (docs/policy-tests.md)
 * turned into explain's request format, with what each example expects. */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "policy/lang.h"
#include "policy/toml.h"

/* pol_json_string: see policy.h. */
int
pol_json_string(cm_buf *b, const char *s, size_t n)
{
    int rc = cm_buf_addc(b, '"');
    for (size_t i = 0; rc == 0 && i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            rc = cm_buf_printf(b, "\\%c", c);
        } else if (c < 0x20 || c == 0x7f) {
            rc = cm_buf_printf(b, "\\u%04x", c);
        } else {
            rc = cm_buf_addc(b, (char)c);
        }
    }
    return rc == 0 ? cm_buf_addc(b, '"') : rc;
}

typedef struct loader {
    const char *origin;
    pol_tests *t;
    cm_buf *err;
} loader;

static int fail(loader *l, int line, int col, const char *fmt, ...) CM_PRINTF(4, 5);

// Set the error "origin:line:col: ..." and return -1.
static int
fail(loader *l, int line, int col, const char *fmt, ...)
{
    cm_buf_reset(l->err);
    pol_ignore(cm_buf_printf(l->err, "%s:%d:%d: ", l->origin, line, col));
    va_list ap;
    va_start(ap, fmt);
    pol_ignore(cm_buf_vprintf(l->err, fmt, ap));
    va_end(ap);
    return -1;
}

// A TOML value as JSON (what explain reads); floats have no place in a request.
static int
value_json(loader *l, const pol_toml_value *v, cm_buf *out)
{
    switch (v->type) {
    case POL_TOML_STRING:
        return pol_json_string(out, v->str, v->str_len);
    case POL_TOML_INT:
        return cm_buf_printf(out, "%" PRId64, v->i);
    case POL_TOML_BOOL:
        return cm_buf_adds(out, v->b ? "true" : "false");
    case POL_TOML_FLOAT:
        return fail(l, v->line, v->col, "a request holds no floats; write an integer");
    case POL_TOML_ARRAY:
    case POL_TOML_TABLE: {
        int table = v->type == POL_TOML_TABLE;
        int rc = cm_buf_addc(out, table ? '{' : '[');
        for (const pol_toml_entry *e = v->first; rc == 0 && e; e = e->next) {
            rc = e != v->first ? cm_buf_addc(out, ',') : 0;
            if (rc == 0 && table) {
                rc = pol_json_string(out, e->key, strlen(e->key)) < 0 || cm_buf_addc(out, ':') < 0
                         ? -1
                         : 0;
            }
            rc = rc == 0 ? value_json(l, e->val, out) : rc;
        }
        return rc == 0 ? cm_buf_addc(out, table ? '}' : ']') : rc;
    }
    }
    return -1;
}

static const char *const test_keys[] = {"action",   "input", "context", "principal",
                                        "resource", "rule",  NULL};

// One example, [allow.NAME] or [deny.NAME], as a request object appended to the JSON.
static int
load_case(loader *l, const pol_toml_entry *e, int allow)
{
    const pol_toml_value *v = e->val;
    if (v->type != POL_TOML_TABLE) {
        return fail(l, e->line, e->col,
                    "%s.%s is a %s; an example is a table ([%s.%s] with action and input)",
                    allow ? "allow" : "deny", e->key, pol_toml_type_name(v->type),
                    allow ? "allow" : "deny", e->key);
    }
    pol_test_case *c = &l->t->cases[l->t->n];
    memset(c, 0, sizeof(*c));
    c->allow = allow;
    c->line = e->line;
    cm_buf name;
    cm_buf_init(&name, 0);
    pol_ignore(cm_buf_printf(&name, "%s.%s", allow ? "allow" : "deny", e->key));
    c->name = cm_arena_strndup(&l->t->arena, cm_buf_str(&name), name.len);
    cm_buf *j = &l->t->json;
    int rc = cm_buf_adds(j, l->t->n ? ",\n{\"name\":" : "\n{\"name\":");
    rc = rc == 0 ? pol_json_string(j, name.data, name.len) : rc;
    cm_buf_free(&name);
    if (rc < 0 || !c->name) {
        return fail(l, e->line, e->col, "out of memory");
    }
    int have_action = 0;
    for (const pol_toml_entry *k = v->first; k; k = k->next) {
        size_t which = 0;
        while (test_keys[which] && strcmp(test_keys[which], k->key) != 0) {
            which++;
        }
        if (!test_keys[which]) {
            return fail(l, k->line, k->col,
                        "unknown key \"%s\" in example %s; an example has action, input (or "
                        "context), principal, resource and rule",
                        k->key, c->name);
        }
        int is_str = k->val->type == POL_TOML_STRING;
        int is_table = k->val->type == POL_TOML_TABLE;
        int want_table = which == 1 || which == 2;
        if (want_table ? !is_table : !is_str) {
            return fail(l, k->line, k->col, "%s in example %s is a %s; it must be a %s", k->key,
                        c->name, pol_toml_type_name(k->val->type), want_table ? "table" : "string");
        }
        if (which == 5) {
            c->rule = cm_arena_strndup(&l->t->arena, k->val->str, k->val->str_len);
            if (!c->rule) {
                return fail(l, k->line, k->col, "out of memory");
            }
            continue;
        }
        have_action |= which == 0;
        if (cm_buf_addc(j, ',') < 0 || pol_json_string(j, k->key, strlen(k->key)) < 0 ||
            cm_buf_addc(j, ':') < 0 || value_json(l, k->val, j) < 0) {
            return l->err->len ? -1 : fail(l, k->line, k->col, "out of memory");
        }
    }
    if (!have_action) {
        return fail(l, e->line, e->col, "example %s names no action (action = \"fs:read\", ...)",
                    c->name);
    }
    l->t->n++;
    return cm_buf_addc(j, '}') < 0 ? fail(l, e->line, e->col, "out of memory") : 0;
}

/* pol_tests_load: see policy.h. */
int
pol_tests_load(const char *text, size_t len, const char *origin, pol_tests *out, cm_buf *err)
{
    memset(out, 0, sizeof(*out));
    cm_arena_init(&out->arena, 0);
    cm_buf_init(&out->json, 0);
    pol_toml_doc doc;
    if (pol_toml_parse(text, len, origin, &doc, err) < 0) {
        return -1;
    }
    loader l = {origin, out, err};
    int rc = 0;
    size_t count = 0;
    for (const pol_toml_entry *e = doc.root->first; e && rc == 0; e = e->next) {
        int table = e->val->type == POL_TOML_TABLE;
        if (strcmp(e->key, "policy") == 0 && e->val->type == POL_TOML_STRING) {
            out->policy = cm_arena_strndup(&out->arena, e->val->str, e->val->str_len);
        } else if ((strcmp(e->key, "allow") == 0 || strcmp(e->key, "deny") == 0) && table) {
            count += e->val->n;
        } else {
            rc = fail(&l, e->line, e->col,
                      "unknown key \"%s\" (or not of its type); a tests file has policy = "
                      "\"FILE\" and the tables [allow.NAME] and [deny.NAME]",
                      e->key);
        }
    }
    if (rc == 0 && count == 0) {
        rc = fail(&l, 1, 1, "no examples; write [allow.NAME] and [deny.NAME] tables");
    }
    out->cases = rc == 0 ? cm_arena_alloc(&out->arena, count * sizeof(*out->cases)) : NULL;
    if (rc == 0 && !out->cases) {
        rc = fail(&l, 1, 1, "out of memory");
    }
    if (rc == 0 &&
        (cm_buf_adds(&out->json, "{") < 0 ||
         (out->policy && (cm_buf_adds(&out->json, "\"policy\":") < 0 ||
                          pol_json_string(&out->json, out->policy, strlen(out->policy)) < 0 ||
                          cm_buf_addc(&out->json, ',') < 0)) ||
         cm_buf_adds(&out->json, "\"requests\":[") < 0)) {
        rc = fail(&l, 1, 1, "out of memory");
    }
    for (const pol_toml_entry *e = doc.root->first; e && rc == 0; e = e->next) {
        int allow = strcmp(e->key, "allow") == 0;
        if (!allow && strcmp(e->key, "deny") != 0) {
            continue;
        }
        for (const pol_toml_entry *c = e->val->first; c && rc == 0; c = c->next) {
            rc = load_case(&l, c, allow);
        }
    }
    if (rc == 0 && cm_buf_adds(&out->json, "\n]}\n") < 0) {
        rc = fail(&l, 1, 1, "out of memory");
    }
    pol_toml_free(&doc);
    if (rc < 0) {
        pol_tests_free(out);
    }
    return rc;
}

/* pol_tests_free: see policy.h. */
void
pol_tests_free(pol_tests *t)
{
    cm_arena_free(&t->arena);
    cm_buf_free(&t->json);
    memset(t, 0, sizeof(*t));
}
