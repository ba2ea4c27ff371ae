/* Unit tests for policy/eval.c: Cedar's evaluation rules (spec 4 and the corner table). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "policy/lang.h"

static pol_val
str(const char *s)
{
    pol_val v;
    v.kind = PV_STR;
    v.u.s.p = s;
    v.u.s.n = strlen(s);
    return v;
}

static pol_val
lng(int64_t l)
{
    pol_val v;
    v.kind = PV_LONG;
    v.u.l = l;
    return v;
}

static pol_val
ent(const char *type, const char *id)
{
    pol_val v;
    v.kind = PV_ENT;
    v.u.e.type = type;
    v.u.e.id = id;
    v.u.e.idn = strlen(id);
    return v;
}

// context = {p: "...", n: 2, s: "str", flag: false, tags: ["a","b"]}
static pol_field ctx_fields[5];
static pol_val tags_items[2];

static pol_val
context(const char *p)
{
    tags_items[0] = str("a");
    tags_items[1] = str("b");
    ctx_fields[0] = (pol_field){"p", 1, str(p)};
    ctx_fields[1] = (pol_field){"n", 1, lng(2)};
    ctx_fields[2] = (pol_field){"s", 1, str("str")};
    ctx_fields[3] = (pol_field){"flag", 4, {PV_BOOL, {.b = 0}}};
    ctx_fields[4] = (pol_field){"tags", 4, {PV_SET, {.set = {tags_items, 2}}}};
    pol_val c;
    c.kind = PV_REC;
    c.u.rec.f = ctx_fields;
    c.u.rec.n = 5;
    return c;
}

// 1 true, 0 false, -1 error, -2 does not load: `when { expr }` in plain Cedar.
static int
eval_with(const char *expr, const char *p, const pol_entity *store, size_t nstore)
{
    char src[4096];
    snprintf(src, sizeof(src), "permit (principal, action, resource) when { %s };", expr);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load_mode(src, strlen(src), "t.dw", NULL, 0, &err);
    cm_buf_free(&err);
    if (!e) {
        return -2;
    }
    pol_generic_request g = {ent("Box::Agent", "self"),
                             ent("Box::Action", "fs:read"),
                             ent("Box::Resource", "unused"),
                             context(p),
                             store,
                             nstore,
                             "r"};
    pol_decision d;
    pol_decision_init(&d);
    pol_decide_generic(e, &g, &d, NULL);
    int r = d.cause == POL_PERMITTED ? 1 : d.cause == POL_NO_MATCH ? 0 : -1;
    pol_decision_free(&d);
    pol_engine_free(e);
    return r;
}

static int
ev(const char *expr)
{
    return eval_with(expr, "", NULL, 0);
}

Test(pol_eval, like_truth_table)
{
    cr_assert_eq(eval_with("context.p like \"a\\*b\"", "a*b", NULL, 0), 1);
    cr_assert_eq(eval_with("context.p like \"a\\*b\"", "axb", NULL, 0), 0);
    cr_assert_eq(eval_with("context.p like \"a\\\\*b\"", "a\\xb", NULL, 0), 1);
    cr_assert_eq(eval_with("context.p like \"~/src/project/*\"", "~/src/project", NULL, 0), 0);
    cr_assert_eq(eval_with("context.p like \"~/src/project/*\"", "~/src/project/", NULL, 0), 1);
    cr_assert_eq(eval_with("context.p like \"a*a\"", "a", NULL, 0), 0);
    cr_assert_eq(eval_with("context.p like \"a*a\"", "aa", NULL, 0), 1);
    cr_assert_eq(eval_with("context.p like \"\"", "", NULL, 0), 1);
    cr_assert_eq(eval_with("context.p like \"*\"", "", NULL, 0), 1);
    cr_assert_eq(eval_with("context.p like \"\"", "x", NULL, 0), 0);
    cr_assert_eq(eval_with("context.p like \"a?c\"", "abc", NULL, 0), 0);
    cr_assert_eq(eval_with("context.p like \"abc\"", "ABC", NULL, 0), 0);
    cr_assert_eq(eval_with("context.p like \"caf\\u{e9}\"", "caf\xc3\xa9", NULL, 0), 1);
    cr_assert_eq(ev("context.n like \"1\""), -1);
}

Test(pol_eval, like_is_linear_on_many_stars)
{
    // a naive backtracking matcher takes exponential time here
    char subject[4001];
    memset(subject, 'a', 4000);
    subject[4000] = '\0';
    cr_assert_eq(eval_with("context.p like \"*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*c\"", subject,
                           NULL, 0),
                 0);
}

Test(pol_eval, has_and_attribute_access)
{
    cr_assert_eq(ev("context has nope"), 0);
    cr_assert_eq(ev("context.nope == 1"), -1);
    cr_assert_eq(ev("context has nope.x"), 0);
    cr_assert_eq(ev("context.nope has x"), -1);
    cr_assert_eq(ev("context has n.b"), -1);
    cr_assert_eq(ev("context.s has x"), -1);
    cr_assert_eq(ev("Box::Agent::\"ghost\" has x"), 0);
    cr_assert_eq(ev("Box::Agent::\"ghost\".x == 1"), -1);
    cr_assert_eq(ev("context[\"n\"] == 2"), 1);
}

Test(pol_eval, arithmetic_overflows_are_errors)
{
    cr_assert_eq(ev("9223372036854775807 + 1 > 0"), -1);
    cr_assert_eq(ev("-9223372036854775808 < 0"), 1);
    cr_assert_eq(ev("--9223372036854775808 != 0"), -1);
    cr_assert_eq(ev("4611686018427387904 * 2 > 0"), -1);
    cr_assert_eq(ev("-9223372036854775807 - 2 < 0"), -1);
    cr_assert_eq(ev("context.n * context.n == 4"), 1);
    cr_assert_eq(ev("007 == 7 && 1 + 2 * 3 == 7 && -1 * -1 == 1"), 1);
    cr_assert_eq(ev("context.s + 1 == 2"), -1);
}

Test(pol_eval, short_circuit_and_if)
{
    cr_assert_eq(ev("false && context.missing"), 0);
    cr_assert_eq(ev("true && context.missing"), -1);
    cr_assert_eq(ev("true || context.missing"), 1);
    cr_assert_eq(ev("false || \"x\""), -1);
    cr_assert_eq(ev("false && 1"), 0);
    cr_assert_eq(ev("true && 1"), -1);
    cr_assert_eq(ev("if true then true else context.missing"), 1);
    cr_assert_eq(ev("if 1 then true else false"), -1);
    cr_assert_eq(ev("!1"), -1);
    cr_assert_eq(ev("\"a\" < \"b\""), -1);
}

Test(pol_eval, conditions_run_in_order)
{
    cr_assert_eq(ev("false } when { context.missing"), 0);
    cr_assert_eq(ev("context.missing } when { false"), -1);
    cr_assert_eq(ev("true } unless { context.missing"), -1);
}

Test(pol_eval, equality_never_errors)
{
    cr_assert_eq(ev("!(1 == \"1\") && !(true == 1)"), 1);
    cr_assert_eq(ev("[1, 1, 2] == [2, 1]"), 1);
    cr_assert_eq(ev("{a: 1, b: \"x\"} == {b: \"x\", a: 1}"), 1);
    cr_assert_eq(ev("!(\"\\u{e9}\" == \"e\\u{301}\")"), 1);
    cr_assert_eq(ev("\"\\x41\\u{42}\\t\\\"\\\\\\0\" == \"AB\\u{9}\\\"\\\\\\u{0}\""), 1);
    cr_assert_eq(ev("principal == Box::Agent::\"self\""), 1);
    cr_assert_eq(ev("!(Box::FsReadOperation::\"exec\" == Box::FsWriteOperation::\"exec\")"), 1);
}

Test(pol_eval, sets_and_in)
{
    cr_assert_eq(ev("[\"python\", \"python3\"].contains(\"python3\")"), 1);
    cr_assert_eq(ev("\"python3\".contains(\"py\")"), -1);
    cr_assert_eq(ev("[1].containsAll([]) && !([1].containsAny([])) && [].isEmpty()"), 1);
    cr_assert_eq(ev("context.tags.containsAll([\"a\"]) && context.tags == [\"b\", \"a\", \"a\"]"),
                 1);
    cr_assert_eq(ev("[context.n, 3].contains(2)"), 1);
    cr_assert_eq(ev("principal in principal"), 1);
    cr_assert_eq(ev("\"a\" in [\"a\", \"b\"]"), -1);
    cr_assert_eq(ev("Box::Agent::\"ghost\" in Box::Group::\"g\""), 0);
    cr_assert_eq(ev("action in [Box::Action::\"fs:read\", Box::Action::\"fs:write\"]"), 1);
    cr_assert_eq(ev("principal is Box::Agent && !(principal is Box::Resource)"), 1);
}

Test(pol_eval, in_follows_the_entity_store)
{
    pol_val g = ent("Box::Group", "g");
    pol_val top = ent("Box::Group", "top");
    pol_entity store[2];
    memset(store, 0, sizeof(store));
    store[0].uid = ent("Box::Agent", "self");
    store[0].attrs.kind = PV_REC;
    store[0].parents = &g;
    store[0].nparents = 1;
    store[1].uid = g;
    store[1].attrs.kind = PV_REC;
    store[1].parents = &top;
    store[1].nparents = 1;
    cr_assert_eq(eval_with("principal in Box::Group::\"g\"", "", store, 2), 1);
    cr_assert_eq(eval_with("principal in Box::Group::\"top\"", "", store, 2), 1);
    cr_assert_eq(eval_with("principal in [Box::Group::\"nope\", Box::Group::\"g\"]", "", store, 2),
                 1);
    cr_assert_eq(eval_with("principal in Box::Group::\"other\"", "", store, 2), 0);
}

Test(pol_eval, pol_like_direct)
{
    pol_pat p;
    const char *segs[3] = {"a", "b", "c"};
    size_t ns[3] = {1, 1, 1};
    p.nseg = 3;
    p.seg = segs;
    p.segn = ns;
    cr_assert(pol_like("aXbYc", 5, &p));
    cr_assert(pol_like("abc", 3, &p));
    cr_assert_not(pol_like("acb", 3, &p));
    cr_assert_not(pol_like("ac", 2, &p));
}
