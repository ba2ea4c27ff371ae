/* Unit tests for policy/check.c: strict schema validation, Box load rules, lints. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "policy/lang.h"

static char last_err[4096];
static char last_warn[4096];

// Load src under the schema with home /home/dev; 1 when it loads.
static int
loads(const char *src)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load(src, strlen(src), "p.dw", "/home/dev", &err);
    snprintf(last_err, sizeof(last_err), "%s", cm_buf_str(&err));
    snprintf(last_warn, sizeof(last_warn), "%s", e ? pol_engine_warnings(e) : "");
    cm_buf_free(&err);
    pol_engine_free(e);
    return e != NULL;
}

static int
refused_with(const char *src, const char *want)
{
    return !loads(src) && strstr(last_err, want) != NULL;
}

#define READ  "permit (principal, action == Box::Action::\"fs:read\", resource) "
#define EXEC  "permit (principal, action == Box::Action::\"shell:exec\", resource) "
#define CONN  "permit (principal, action == Box::Action::\"net:connect\", resource) "
#define PATHC "when { context.input.path like \"~/p/*\" } "

Test(pol_check, seed_policy_loads)
{
    cr_assert(
        loads(
            "@id(\"project_read\")\n" READ
            "when { context.input.path == \"~/src/project\" || context.input.path like \"~/src/project/*\" };\n"
            "@id(\"python_in_shell\")\n" EXEC
            "when { [\"python\", \"python3\"].contains(context.input.program) };"),
        "%s", last_err);
}

Test(pol_check, unknown_action_names_policy_and_scope)
{
    cr_assert(refused_with(
        "permit (principal, action == Box::Action::\"fs:raed\", resource);",
        "policy references unknown action: for policy `policy_0`, unrecognized action `Box::Action::\"fs:raed\"`; for policy `policy_0`, unable to find an applicable action given the policy scope constraints"));
    cr_assert(refused_with(READ "when { action == Box::Action::\"fs:other\" };",
                           "unrecognized action `Box::Action::\"fs:other\"`"));
}

Test(pol_check, unknown_attribute_and_entity_type)
{
    cr_assert(refused_with(
        READ "when { context.input.paht like \"~/p/*\" };",
        "policy fails schema validation: for policy `policy_0`, attribute `input.paht` in context for Box::Action::\"fs:read\" not found"));
    cr_assert(refused_with("permit (principal == Box::User::\"a\", action, resource);",
                           "unrecognized entity type `Box::User`"));
    cr_assert(refused_with(READ "when { principal.name == \"x\" };",
                           "attribute `name` on entity type `Box::Agent` not found"));
}

Test(pol_check, enum_values_are_checked)
{
    cr_assert(refused_with(
        READ "when { context.input.operation == Box::FsReadOperation::\"list\" };",
        "entity `Box::FsReadOperation::\"list\"` is of an enumerated entity type, but `\"list\"` is not declared as a valid eid"));
    // another action's enum loads, with the impossible-policy warning
    cr_assert(
        loads(READ PATHC
              "when { context.input.operation == Box::FsWriteOperation::\"write_content\" };"),
        "%s", last_err);
    cr_assert(strstr(last_warn, "policy is impossible"));
}

Test(pol_check, optional_attributes_need_a_dominating_guard)
{
    const char *want =
        "unable to guarantee safety of access to optional attribute `input.arg1` in context for Box::Action::\"shell:exec\"";
    cr_assert(refused_with(EXEC "when { context.input.arg1 == \"-rf\" };", want));
    cr_assert(
        refused_with(EXEC "when { context.input has arg1 || context.input.arg1 == \"x\" };", want));
    cr_assert(refused_with(
        EXEC "when { !(context.input has arg1) || context.input.arg1 == \"x\" };", want));
    cr_assert(refused_with(
        EXEC "unless { !(context.input has arg1) } when { context.input.arg1 == \"x\" };", want));
    cr_assert(loads(EXEC "when { context.input has arg1 && context.input.arg1 == \"x\" };"), "%s",
              last_err);
    cr_assert(loads(EXEC "when { context.input has arg2 } when { context.input.arg2 == \"x\" };"),
              "%s", last_err);
    cr_assert(
        loads(CONN
              "when { if context.input has ip then context.input.ip != \"1.2.3.4\" else true };"),
        "%s", last_err);
    cr_assert(
        loads(
            EXEC
            "when { (context.input has arg1 && context.input.arg1 == \"a\") || (context.input has arg1 && context.input.arg1 == \"b\") };"),
        "%s", last_err);
}

Test(pol_check, bare_action_guards_by_singleton_types)
{
    cr_assert(refused_with(
        "permit (principal, action, resource) when { context.input.path like \"~/p/*\" };",
        "attribute `input.path` in context for Box::Action::\"shell:exec\" not found"));
    cr_assert(
        loads(
            "permit (principal, action, resource) when { context.input has operation && context.input.path like \"~/p/*\" };"),
        "%s", last_err);
    cr_assert(
        loads(
            "permit (principal, action, resource) when { action == Box::Action::\"fs:write\" && context.input.path like \"~/p/*\" };"),
        "%s", last_err);
}

Test(pol_check, type_errors)
{
    cr_assert(refused_with(CONN "when { context.input.port == \"443\" };",
                           "the types Long and String are not compatible"));
    cr_assert(refused_with(CONN "when { context.input.port like \"44*\" };",
                           "unexpected type: expected String but saw Long"));
    cr_assert(
        refused_with(READ "when { context.input.path < \"b\" };",
                     "unexpected type: expected datetime, or duration, or Long but saw String"));
    cr_assert(refused_with(READ "when { context.input.path.contains(\"p\") };",
                           "unexpected type: expected Set<__cedar::internal::Any> but saw String"));
    cr_assert(
        refused_with(READ "when { context.input.path + 1 == 2 };", "expected Long but saw String"));
    cr_assert(refused_with(READ "when { 1 };", "unexpected type: expected Bool but saw Long"));
    cr_assert(refused_with(READ "when { [].contains(context.input.path) };",
                           "empty set literals are forbidden in policies"));
    cr_assert(refused_with(READ "when { [principal, resource].contains(principal) };",
                           "the types Box::Agent and Box::Resource are not compatible"));
    cr_assert(refused_with(READ "when { \"a\" in [\"a\"] };",
                           "expected __cedar::internal::AnyEntity but saw String"));
    cr_assert(refused_with(CONN
                           "when { context.input has ip && context.input.ip == ip(\"1.1.1.1\") };",
                           "extension functions and methods are not supported"));
}

Test(pol_check, literal_comparisons_load_as_constants)
{
    cr_assert(loads(READ PATHC "when { !(1 == \"1\") };"), "%s", last_err);
    cr_assert(refused_with(READ "when { principal == \"Box::Agent::\\\"self\\\"\" };",
                           "the types Box::Agent and String are not compatible"));
    cr_assert(loads(READ PATHC "when { 9223372036854775807 + 1 > 0 };"), "%s", last_err);
}

Test(pol_check, scope_that_applies_to_nothing_is_refused)
{
    cr_assert(
        refused_with("permit (principal, action, resource is Box::Agent);",
                     "unable to find an applicable action given the policy scope constraints"));
}

Test(pol_check, duplicate_id_is_refused)
{
    cr_assert(refused_with(
        "@id(\"a\") " READ PATHC ";\n@id(\"a\") " READ PATHC ";",
        "policy gives one @id to more than one rule: @id(\"a\") is on rules 1, 2; a denial and a telemetry record name a rule by its @id, so give each rule its own @id"));
    cr_assert(loads("@id(\"\") " READ PATHC ";\n@id(\" \") " READ PATHC ";"), "%s", last_err);
}

Test(pol_check, inert_literals_are_refused)
{
    cr_assert(refused_with(
        "@id(\"project_read\") " READ "when { context.input.path like \"/home/dev/project/*\" };",
        "policy compares an inert literal: rule @id(\"project_read\") compares context.input.path with the pattern \"/home/dev/project/*\", and a path under the operator home is spelled ~/…; write \"~/project/*\""));
    cr_assert(refused_with(
        "@id(\"project_read\") " READ "when { context.input.path like \"~/project/\" };",
        "compares context.input.path with the pattern \"~/project/\", and a directory is spelled without a trailing slash; write \"~/project\""));
    cr_assert(refused_with(
        READ "when { [\"~/a\", \"/home/dev/b\"].contains(context.input.path) };",
        "the permit rule with no @id (rule 1) compares context.input.path with \"/home/dev/b\""));
    cr_assert(
        loads(READ "when { context.input.path == \"/\" || context.input.path == \"/home/devx\" };"),
        "%s", last_err);
}

Test(pol_check, lints_are_warnings)
{
    cr_assert(loads("permit (principal, action == Box::Action::\"fs:read\", resource);"));
    cr_assert(strstr(last_warn, "no condition on context.input.path"));
    cr_assert(loads(
        "forbid (principal, action == Box::Action::\"fs:read\", resource) when { context.input.path like \"~/src/project*\" };"));
    cr_assert(strstr(last_warn, "no @description"));
    cr_assert(strstr(last_warn, "also matches siblings"));
    cr_assert(loads(EXEC "when { context.input.program == \"/bin/rm\" };"));
    cr_assert(strstr(last_warn, "compare context.input.program_path"));
    cr_assert(loads(READ "when { context.input.path like \"*/home/dev/x/*\" };"));
    cr_assert(strstr(last_warn, "names the operator home after a wildcard"));
}

Test(pol_check, suggestions_for_near_misses)
{
    cr_assert(refused_with("permit (principal, action == Box::Action::\"fs:raed\", resource);",
                           "; did you mean `Box::Action::\"fs:read\"`?"));
    cr_assert(refused_with(READ "when { context.input.paht like \"~/p/*\" };",
                           "not found (did you mean `input.path`?)"));
}
