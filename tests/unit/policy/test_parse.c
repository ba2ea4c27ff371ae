/* Unit tests for policy/parse.c: the grammar, Dogwood's scope, parse refusals. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "policy/lang.h"

static char last_err[2048];

// Parse src; returns the rule count or -1 with the message in last_err.
static long
parse(const char *src, pol_rule **rules, cm_arena *a)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    size_t n = 0;
    int rc = pol_parse_policy(src, strlen(src), "p.dw", a, rules, &n, &err);
    snprintf(last_err, sizeof(last_err), "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    return rc < 0 ? -1 : (long)n;
}

// 1 when src is refused with a message containing want.
static int
refused_with(const char *src, const char *want)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    long n = parse(src, &r, &a);
    cm_arena_free(&a);
    if (n >= 0) {
        return 0;
    }
    return strstr(last_err, want) != NULL;
}

#define SCOPE "permit (principal, action, resource) "

Test(pol_parse, empty_file_has_no_rules)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(parse("// nothing\n", &r, &a), 0);
    cm_arena_free(&a);
}

Test(pol_parse, annotations_and_labels)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(parse("@id(\"x\") @description(\"d\") @reviewed permit(principal,action,resource);"
                       "@id(\" \") forbid(principal,action,resource);",
                       &r, &a),
                 2);
    cr_assert_str_eq(r[0].label, "x");
    cr_assert_str_eq(r[0].description, "d");
    cr_assert_eq(r[0].nannots, 3);
    cr_assert_str_eq(r[1].label, "policy_1");
    cr_assert(r[1].forbid);
    cm_arena_free(&a);
}

Test(pol_parse, blank_ids_are_unicode_blank_as_the_oracle_trims)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(
        parse("@id(\"\\u{a0}\") permit(principal,action,resource);"
              "@id(\" \\u{feff}\\u{2003}\\u{3000}\\u{2028}\\t\") permit(principal,action,resource);"
              "@id(\"\\u{85}\") permit(principal,action,resource);"
              "@id(\"\") permit(principal,action,resource);"
              "@id permit(principal,action,resource);"
              "@id(\"\\u{a0}x\") permit(principal,action,resource);",
              &r, &a),
        6);
    cr_assert_str_eq(r[0].label, "policy_0");
    cr_assert_str_eq(r[1].label, "policy_1");
    cr_assert_str_eq(r[2].label, "\xc2\x85"); // NEL is not white space to the oracle
    cr_assert_str_eq(r[3].label, "policy_3");
    cr_assert_str_eq(r[4].label, "policy_4");
    cr_assert_str_eq(r[5].label, "\xc2\xa0x");
    cm_arena_free(&a);
    cr_assert(pol_blank(NULL));
    cr_assert(pol_blank(""));
    cr_assert(pol_blank("\xe3\x80\x80\xef\xbb\xbf"));
    cr_assert_not(pol_blank("\xc2\x85"));
    cr_assert_not(pol_blank(" x "));
}

Test(pol_parse, entity_paths_from_tokens)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(
        parse("permit(principal is Box :: Agent, action == Box // c\n ::Action:: \"fs:read\","
              " resource in Box\t::\xc2\xa0Resource :: \"unused\");",
              &r, &a),
        1);
    cr_assert_str_eq(r[0].principal.type, "Box::Agent");
    cr_assert_str_eq(r[0].action.ent.u.e.type, "Box::Action");
    cr_assert_str_eq(r[0].action.ent.u.e.id, "fs:read");
    cr_assert_str_eq(r[0].resource.ent.u.e.type, "Box::Resource");
    cm_arena_free(&a);
    cr_assert(refused_with("permit(principal is Box :: __cedar, action, resource);",
                           "The name `Box::__cedar` contains `__cedar`"));
    // a mutation of the differential run: Cedar wants `Action` as the action's type
    cr_assert(
        refused_with("permit(principal, action in Box::unlessAction::\"fs:write\", resource);",
                     "expected an entity uid with type `Action` but got "
                     "`Box::unlessAction::\"fs:write\"`"));
    cr_assert(
        refused_with("permit(principal, action in [Box::Action::\"a\", Foo::\"x\"], resource);",
                     "but got `Foo::\"x\"`"));
    cr_assert(refused_with("@id(\"a\\0b\") permit(principal, action, resource);",
                           "holds a NUL character"));
}

Test(pol_parse, dogwood_scope_any_order_and_omitted)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(
        parse(
            "permit (action == Box::Action::\"fs:read\", principal);"
            "permit ( );"
            "permit (principal, action in [Box::Action::\"fs:read\", Box::Action::\"fs:write\",], resource,);",
            &r, &a),
        3);
    cr_assert_eq(r[0].action.kind, POL_SC_EQ);
    cr_assert_eq(r[0].resource.kind, POL_SC_ANY);
    cr_assert_eq(r[1].principal.kind, POL_SC_ANY);
    cr_assert_eq(r[2].action.kind, POL_SC_IN_SET);
    cr_assert_eq(r[2].action.n, 2);
    cm_arena_free(&a);
}

Test(pol_parse, scope_refusals)
{
    cr_assert(refused_with("permit (principal, principal);", "duplicate `principal` in scope"));
    cr_assert(refused_with("permit (principal, action is Box::Action, resource);",
                           "`is` cannot appear in the action scope"));
    cr_assert(refused_with("permit (principal, action == [Box::Action::\"fs:read\"], resource);",
                           "expected single entity uid, found set of entity uids"));
    cr_assert(refused_with("permit (principal in [Box::Agent::\"a\"], action, resource);",
                           "expected single entity uid or template slot"));
    cr_assert(
        refused_with("permit (principal in Box::Group::\"g\" is Box::Agent, action, resource);",
                     "when `is` and `in` are used together, `is` must come first"));
    cr_assert(refused_with("permit (principal : Box::Agent, action, resource);",
                           "type constraints using `:` are not supported"));
    cr_assert(
        refused_with("permit (principal == ?principal, action, resource);", "template slots"));
    cr_assert(refused_with("permit (user, action, resource);", "unexpected scope variable `user`"));
}

Test(pol_parse, effect_and_condition_words)
{
    cr_assert(refused_with("allow (principal, action, resource);", "invalid policy effect: allow"));
    cr_assert(refused_with(SCOPE "if { true };", "invalid policy condition: if"));
    cr_assert(refused_with(SCOPE "when { };", "`when` condition clause cannot be empty"));
    cr_assert(refused_with(SCOPE "when temporal { true };", "temporal clauses are not supported"));
    cr_assert(refused_with(
        SCOPE,
        "p.dw:1:38: failed to parse policy source: unexpected end of input; expected `;` to end the policy, or `when`/`unless` to add a condition"));
}

Test(pol_parse, operator_refusals)
{
    cr_assert(refused_with(SCOPE "when { 1 = 1 };", "'=' is not a valid operator in Cedar"));
    cr_assert(refused_with(SCOPE "when { 4 / 2 == 2 };", "division is not supported"));
    cr_assert(refused_with(SCOPE "when { 4 % 2 == 0 };", "remainder/modulo is not supported"));
    cr_assert(refused_with(SCOPE "when { 1 < 2 < 3 };", "multiple relational operators"));
    cr_assert(refused_with(SCOPE "when { context has a == true };", "unexpected token `==`"));
    cr_assert(refused_with(SCOPE "when { !!!!!true };", "too many occurrences of `!`"));
    cr_assert(refused_with(SCOPE "when { -----1 == 1 };", "too many occurrences of `-`"));
    cr_assert(refused_with(SCOPE "when { !-1 };", "unexpected token `-`"));
    cr_assert(refused_with("/* c */ " SCOPE ";", "unexpected token `/`"));
    cr_assert(
        refused_with(SCOPE "when { 1 + if true then 1 else 2 == 2 };", "unexpected token `if`"));
}

Test(pol_parse, literal_refusals)
{
    cr_assert(refused_with(SCOPE "when { 9223372036854775808 > 0 };",
                           "integer literal `9223372036854775808` is too large"));
    cr_assert(refused_with(SCOPE "when { \"a\\*b\" == \"x\" };",
                           "the input `\\*` is not a valid escape"));
    cr_assert(
        refused_with(SCOPE "when { \"\\q\" == \"x\" };", "the input `\\q` is not a valid escape"));
    cr_assert(refused_with(SCOPE "when { \"\\x80\" == \"x\" };", "is not a valid escape"));
    cr_assert(refused_with(SCOPE "when { \"\\u{d800}\" == \"x\" };", "is not a valid escape"));
    cr_assert(refused_with(SCOPE "when { {a: 1, a: 2} == {a: 1} };",
                           "duplicate key `a` in record literal"));
    cr_assert(refused_with(SCOPE "when { context has if };",
                           "this identifier is reserved and cannot be used: if"));
    cr_assert(refused_with(SCOPE "when { {if: 1} == {} };", "this identifier is reserved"));
    cr_assert(refused_with(SCOPE "when { __cedar::ip(\"1.1.1.1\") == 1 };",
                           "contains `__cedar`, which is reserved"));
    cr_assert(refused_with("@id(\"a\") @id(\"b\") " SCOPE ";", "duplicate annotation: @id"));
}

Test(pol_parse, call_refusals)
{
    cr_assert(refused_with(
        SCOPE "when { context.s like context.t };",
        "right hand side of a `like` expression must be a pattern literal, but got `context.t`"));
    cr_assert(refused_with(
        SCOPE "when { principal is \"T\" };",
        "right hand side of an `is` expression must be an entity type name, but got `\"T\"`"));
    cr_assert(refused_with(SCOPE "when { context[context.s] == 1 };",
                           "invalid string literal: context.s"));
    cr_assert(refused_with(SCOPE "when { [1].foo(1) };", "`foo` is not a valid method"));
    cr_assert(refused_with(SCOPE "when { foo(1) };", "`foo` is not a valid function"));
    cr_assert(refused_with(SCOPE "when { [1].contains(1, 2) };",
                           "call to `contains` requires exactly 1 argument, but got 2 arguments"));
}

Test(pol_parse, negative_literals_fold)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(parse(SCOPE "when { -9223372036854775808 < 0 && --1 == 1 };", &r, &a), 1);
    const pol_node *and = r[0].conds[0].body;
    cr_assert_eq(and->kind, PN_AND);
    const pol_node *lt = and->items[0];
    cr_assert_eq(lt->a->kind, PN_LIT);
    cr_assert_eq(lt->a->val.u.l, INT64_MIN);
    const pol_node *eq = and->items[1];
    cr_assert_eq(eq->a->kind, PN_NEG);
    cr_assert_eq(eq->a->a->val.u.l, -1);
    cm_arena_free(&a);
}

Test(pol_parse, has_dotted_desugars_to_and)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(parse(SCOPE "when { context has a.b };", &r, &a), 1);
    const pol_node *n = r[0].conds[0].body;
    cr_assert_eq(n->kind, PN_AND);
    cr_assert_eq(n->items[0]->kind, PN_HAS);
    cr_assert_eq(n->items[1]->kind, PN_HAS);
    cr_assert_eq(n->items[1]->a->kind, PN_ATTR);
    cm_arena_free(&a);
}

Test(pol_parse, like_pattern_segments)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(parse(SCOPE "when { context.p like \"a\\*b*c\\\\*\" };", &r, &a), 1);
    const pol_pat *p = r[0].conds[0].body->pat;
    cr_assert_eq(p->nseg, 3);
    cr_assert_eq(p->segn[0], 3);
    cr_assert(memcmp(p->seg[0], "a*b", 3) == 0);
    cr_assert_eq(p->segn[1], 2);
    cr_assert(memcmp(p->seg[1], "c\\", 2) == 0);
    cr_assert_eq(p->segn[2], 0);
    cm_arena_free(&a);
}

Test(pol_parse, nesting_deeper_than_64_is_refused)
{
    char src[1024];
    char *p = src;
    p += sprintf(p, SCOPE "when { ");
    for (int i = 0; i < 70; i++) {
        *p++ = '(';
    }
    *p++ = '1';
    for (int i = 0; i < 70; i++) {
        *p++ = ')';
    }
    sprintf(p, " == 1 };");
    cr_assert(refused_with(src, "nesting is deeper than 64"));
}

Test(pol_parse, long_or_chain_is_flat)
{
    static char src[200000];
    char *p = src;
    p += sprintf(p, SCOPE "when { ");
    for (int i = 0; i < 2000; i++) {
        p += sprintf(p, "%scontext.p == \"/x/%d\"", i ? " || " : "", i);
    }
    sprintf(p, " };");
    cm_arena a;
    cm_arena_init(&a, 0);
    pol_rule *r;
    cr_assert_eq(parse(src, &r, &a), 1, "%s", last_err);
    cr_assert_eq(r[0].conds[0].body->kind, PN_OR);
    cr_assert_eq(r[0].conds[0].body->n, 2000);
    cm_arena_free(&a);
}

Test(pol_parse, error_positions_are_line_and_column)
{
    cr_assert(refused_with("permit (principal, action, resource)\nwhen { context.a\n  ===  1 };",
                           "p.dw:3:5: failed to parse policy source:"));
}
