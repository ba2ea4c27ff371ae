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

/* ---- H12, one test per lint ---- */

#define WRITE "permit (principal, action == Box::Action::\"fs:write\", resource) "

Test(pol_check, lint_fs_permit_without_path_condition)
{
    cr_assert(loads("@id(\"r\") " READ ";"));
    cr_assert_str_eq(
        last_warn,
        "p.dw:1:1: rule @id(\"r\") (rule 1) permits a file action with no condition on context.input.path; put a path condition on each fs:* permit [lint: fs-no-path]\n");
    cr_assert(loads("@id(\"r\") " READ PATHC ";"));
    cr_assert_null(strstr(last_warn, "no condition on context.input.path"));
}

Test(pol_check, lint_permit_with_bare_action)
{
    cr_assert(loads("@id(\"all\") permit (principal, action, resource);"));
    cr_assert(strstr(
        last_warn,
        "p.dw:1:1: rule @id(\"all\") (rule 1) permits every action (a bare `action` in the scope); name the actions it is for [lint: bare-action]\n"));
}

Test(pol_check, lint_forbid_without_description)
{
    cr_assert(
        loads("@id(\"f\") forbid (principal, action == Box::Action::\"shell:exec\", resource);"));
    cr_assert_str_eq(
        last_warn,
        "p.dw:1:1: rule @id(\"f\") (rule 1) is a forbid with no @description; its denial will name the rule but not say why [lint: forbid-no-description]\n");
    cr_assert(loads("@id(\"f\") @description(\"no\") forbid (principal, action == "
                    "Box::Action::\"shell:exec\", resource);"));
    cr_assert_str_eq(last_warn, "");
}

Test(pol_check, lint_directory_pattern_without_the_directory)
{
    cr_assert(loads("@id(\"r\") " READ "when { context.input.path like \"~/p/*\" };"));
    cr_assert(strstr(
        last_warn,
        "rule @id(\"r\") (rule 1) compares context.input.path with the pattern \"~/p/*\", which does not match the directory \"~/p\" itself; add context.input.path == \"~/p\" if it should [lint: dir-pattern]\n"));
    cr_assert(
        loads("@id(\"r\") " READ
              "when { context.input.path == \"~/p\" || context.input.path like \"~/p/*\" };"));
    cr_assert_str_eq(last_warn, "");
}

Test(pol_check, lint_pattern_star_without_slash)
{
    cr_assert(loads("@id(\"r\") " READ "when { context.input.path like \"~/src/project*\" };"));
    cr_assert_str_eq(
        last_warn,
        "p.dw:1:99: rule @id(\"r\") (rule 1) compares context.input.path with the pattern \"~/src/project*\", which also matches siblings that share the prefix (\"~/src/project-old\"); end a directory pattern with /* [lint: prefix-pattern]\n");
}

Test(pol_check, lint_program_literal_with_slash)
{
    cr_assert(loads("@id(\"x\") " EXEC
                    "when { [\"ls\", \"/bin/rm\"].contains(context.input.program) };"));
    cr_assert_str_eq(
        last_warn,
        "p.dw:1:90: rule @id(\"x\") (rule 1) compares context.input.program with \"/bin/rm\", which matches only a first word spelled that way; compare context.input.program_path to match the resolved binary [lint: program-slash]\n");
}

Test(pol_check, lint_impossible_by_type)
{
    // fs:read has no host: `has` is false for every valid request (Cedar's warning)
    cr_assert(loads("@id(\"h\") " READ
                    "when { context.input has host && context.input.path == \"~/a\" };"));
    cr_assert_str_eq(
        last_warn,
        "p.dw:1:1: rule @id(\"h\") (rule 1): policy is impossible: the policy expression evaluates to false for all valid requests [lint: impossible]\n");
}

Test(pol_check, lint_impossible_by_contradictory_literals)
{
    cr_assert(
        loads("@id(\"x\") " EXEC
              "when { context.input.program == \"ls\" && context.input.program == \"cat\" };"));
    cr_assert_str_eq(
        last_warn,
        "p.dw:1:138: rule @id(\"x\") (rule 1) is impossible: it requires context.input.program == \"ls\" and context.input.program == \"cat\" at once, so it never applies [lint: contradiction]\n");
    cr_assert(loads("@id(\"x\") " EXEC "when { [\"ls\", \"cat\"].contains(context.input.program) } "
                    "when { \"rm\" == context.input.program };"));
    cr_assert(strstr(last_warn, "it requires context.input.program in [\"ls\", \"cat\"] and "
                                "context.input.program == \"rm\" at once"),
              "%s", last_warn);
    cr_assert(loads("@id(\"x\") " EXEC "when { context.input.arg_count == 1 && "
                    "context.input.arg_count == 2 };"));
    cr_assert(strstr(last_warn, "context.input.arg_count == 1 and context.input.arg_count == 2"));
    // not contradictory: the same value, a shared member, different fields, an `||`
    cr_assert(
        loads("@id(\"x\") " EXEC "when { context.input.program == \"ls\" && "
              "[\"ls\", \"cat\"].contains(context.input.program) && context.input.cwd == "
              "\"~\" && (context.input.program == \"rm\" || context.input.program == \"ls\") };"));
    cr_assert_str_eq(last_warn, "");
}

static const char py_exec[] =
    "@id(\"py\") permit (principal, action == Box::Action::\"shell:exec\", resource)\n"
    "when { [\"python\", \"python3\"].contains(context.input.program) };\n";

Test(pol_check, lint_writable_script)
{
    char src[2048];
    snprintf(src, sizeof(src),
             "%s@id(\"rd\") " READ
             "when { context.input.path == \"~/p\" || context.input.path like \"~/p/*\" };\n"
             "@id(\"wr\") " WRITE "when { context.input.path like \"~/p/out/*\" };\n",
             py_exec);
    cr_assert(loads(src));
    cr_assert(
        strstr(
            last_warn,
            "p.dw:1:1: rule @id(\"py\") (rule 1) permits running python, and rule @id(\"wr\") (rule 3) permits writing \"~/p/out/*\", where rule @id(\"rd\") (rule 2) permits reading; a script written there can be run, and writing a script you may run is running it (the writable-script rule) [lint: writable-script]\n"),
        "%s", last_warn);
}

Test(pol_check, lint_writable_script_needs_all_three)
{
    char src[2048];
    // the write reaches nothing the shell may read: no warning
    snprintf(src, sizeof(src),
             "%s@id(\"rd\") " READ "when { context.input.path like \"~/src/*\" };\n"
             "@id(\"wr\") " WRITE "when { context.input.path like \"~/out/*\" || "
             "context.input.path == \"~/log.txt\" };\n",
             py_exec);
    cr_assert(loads(src));
    cr_assert_null(strstr(last_warn, "writable-script"), "%s", last_warn);
    // a rule that needs an attribute shell:exec lacks never runs python
    cr_assert(loads("@id(\"b\") permit (principal, action, resource) when { context.input has "
                    "path && context.input.path like \"~/p/*\" };\n"));
    cr_assert_null(strstr(last_warn, "writable-script"), "%s", last_warn);
    // no python permit: no warning
    cr_assert(loads("@id(\"ls\") " EXEC "when { context.input.program == \"ls\" };\n"
                    "@id(\"rw\") permit (principal, action in [Box::Action::\"fs:read\", "
                    "Box::Action::\"fs:write\"], resource) when { context.input.path like "
                    "\"~/p/*\" };\n"));
    cr_assert_null(strstr(last_warn, "writable-script"), "%s", last_warn);
}

Test(pol_check, lint_writable_script_conservative_cases)
{
    // an exec permit with no program test runs python too; one rule both reads and writes
    cr_assert(loads("@id(\"any\") " EXEC ";\n"
                    "@id(\"rw\") permit (principal, action in [Box::Action::\"fs:read\", "
                    "Box::Action::\"fs:write\"], resource) when { context.input.path like "
                    "\"~/p/*\" };\n"));
    cr_assert(
        strstr(
            last_warn,
            "rule @id(\"any\") (rule 1) permits running python, and rule @id(\"rw\") (rule 2) permits writing \"~/p/*\", where it also permits reading;"),
        "%s", last_warn);
    // a write permit with no path test writes any path
    char src[2048];
    snprintf(src, sizeof(src),
             "%s@id(\"rd\") " READ "when { context.input.path == \"~/a.py\" };\n"
             "@id(\"wr\") " WRITE ";\n",
             py_exec);
    cr_assert(loads(src));
    cr_assert(strstr(last_warn, "rule @id(\"wr\") (rule 3) permits writing any path, where rule "
                                "@id(\"rd\") (rule 2) permits reading"),
              "%s", last_warn);
    // literal against pattern, and two patterns whose fixed ends agree
    snprintf(src, sizeof(src),
             "%s@id(\"rd\") " READ "when { context.input.path like \"~/*.py\" };\n"
             "@id(\"wr\") " WRITE "when { context.input.path == \"~/tool.py\" };\n",
             py_exec);
    cr_assert(loads(src));
    cr_assert(strstr(last_warn, "permits writing \"~/tool.py\""), "%s", last_warn);
    snprintf(src, sizeof(src),
             "%s@id(\"rd\") " READ "when { context.input.path like \"~/*.py\" };\n"
             "@id(\"wr\") " WRITE "when { context.input.path like \"~/*.txt\" };\n",
             py_exec);
    cr_assert(loads(src));
    cr_assert_null(strstr(last_warn, "writable-script"), "%s", last_warn);
}

/* ---- issue 20: every error, named lints, @lint_allow, the new lints ---- */

#define SPAWN "permit (principal, action == Box::Action::\"shell:spawn\", resource) "

// pol_policy_check over src: the errors and the warnings, and the count of errors.
static size_t
check_all(const char *src, char *errs, size_t errsn, char *warns, size_t warnsn)
{
    cm_buf e;
    cm_buf w;
    cm_buf_init(&e, 0);
    cm_buf_init(&w, 0);
    size_t n = pol_policy_check(src, strlen(src), "p.dw", "/home/dev", &e, &w);
    snprintf(errs, errsn, "%s", cm_buf_str(&e));
    snprintf(warns, warnsn, "%s", cm_buf_str(&w));
    cm_buf_free(&e);
    cm_buf_free(&w);
    return n;
}

Test(pol_check, issue20_every_error_in_file_order)
{
    char e[8192];
    char w[4096];
    const char *src =
        "@id(\"a\") permit (principal, action == Box::Action::\"fs:raed\", resource);\n"
        "@id(\"b\") " READ "when { context.input.path == 1 };\n"
        "@id(\"c\") permit (principal action, resource);\n"
        "@id(\"d\") " READ "when { context.input.path $ \"~/x\" };\n"
        "@id(\"e\") " READ "when { context.input.path == \"~/x };\n";
    // the invalid token, and the parse error it leaves in its rule
    cr_assert_eq(check_all(src, e, sizeof e, w, sizeof w), 6, "%s", e);
    const char *a = strstr(e, "p.dw:1:");
    const char *b = strstr(e, "p.dw:2:");
    const char *c = strstr(e, "p.dw:3:");
    const char *d = strstr(e, "p.dw:4:");
    const char *u = strstr(e, "p.dw:5:");
    cr_assert(a && b && c && d && u && a < b && b < c && c < d && d < u, "%s", e);
    cr_assert(strstr(a, "fs:raed"));
    cr_assert(strstr(b, "not compatible"));
    cr_assert(strstr(d, "invalid token"));
    // the unclosed string is named at its opening quote
    int col = (int)strlen("@id(\"e\") " READ "when { context.input.path == ") + 1;
    char want[64];
    snprintf(want, sizeof want, "p.dw:5:%d: failed to parse policy source: unexpected end", col);
    cr_assert(strstr(e, want), "%s\nwant %s", e, want);
}

Test(pol_check, issue20_a_clean_policy_has_no_errors_and_the_engine_loads_it)
{
    char e[4096];
    char w[4096];
    const char *src = "@id(\"r\") " READ PATHC ";";
    cr_assert_eq(check_all(src, e, sizeof e, w, sizeof w), 0, "%s", e);
    cr_assert_str_eq(e, "");
    cr_assert(loads(src));
    cr_assert_str_eq(w, last_warn, "check and the engine warn alike");
}

Test(pol_check, issue20_lints_are_named_and_lint_allow_silences_one)
{
    cr_assert(loads("@id(\"all\") " READ ";"));
    cr_assert(strstr(last_warn, "[lint: fs-no-path]"), "%s", last_warn);
    cr_assert(loads("@id(\"all\") @lint_allow(\"fs-no-path\") " READ ";"));
    cr_assert_str_eq(last_warn, "");
    cr_assert(loads("@id(\"all\") @lint_allow(\"prefix-pattern, fs-no-path\") " READ ";"));
    cr_assert_str_eq(last_warn, "");
    // another lint's name silences nothing, and a name that is no lint is itself warned
    cr_assert(loads("@id(\"all\") @lint_allow(\"bare-action\") " READ ";"));
    cr_assert(strstr(last_warn, "[lint: fs-no-path]"), "%s", last_warn);
    cr_assert(loads("@id(\"all\") @lint_allow(\"fs-no-paht\") " READ ";"));
    cr_assert(strstr(last_warn, "\"fs-no-paht\", which is no lint"), "%s", last_warn);
}

Test(pol_check, issue20_empty_policy_and_unconditional_forbid)
{
    cr_assert(loads(""));
    cr_assert(strstr(last_warn, "p.dw:1:1: the policy has no rules, so it denies every request"),
              "%s", last_warn);
    cr_assert(strstr(last_warn, "[lint: empty-policy]"));
    cr_assert(loads("@id(\"r\") " READ PATHC
                    ";\n@id(\"all\") @description(\"x\") forbid (principal, "
                    "action, resource);"));
    cr_assert(strstr(last_warn, "p.dw:2:1: rule @id(\"all\") (rule 2) forbids every request"), "%s",
              last_warn);
    // a forbid with a scope or a condition is not unconditional
    cr_assert(loads("@id(\"r\") " READ PATHC ";\n@id(\"f\") @description(\"x\") forbid (principal, "
                    "action, resource) when { context has input };"));
    cr_assert_null(strstr(last_warn, "unconditional-forbid"), "%s", last_warn);
    cr_assert(loads("@id(\"r\") " READ PATHC ";\n@id(\"f\") @description(\"x\") forbid (principal, "
                    "action == Box::Action::\"fs:write\", resource);"));
    cr_assert_null(strstr(last_warn, "unconditional-forbid"), "%s", last_warn);
}

Test(pol_check, issue20_spawn_wrapper)
{
    static const char *const warned[] = {
        SPAWN ";",
        SPAWN "when { context.input.program == \"env\" };",
        SPAWN "when { [\"ls\", \"xargs\"].contains(context.input.program) };",
        SPAWN "when { context.input.program_path == \"/usr/bin/python3\" };",
        SPAWN "when { context.input.program_path like \"/usr/bin/*\" };",
        SPAWN "when { context.input.program like \"python*\" };",
        SPAWN "when { context.input.program == \"/bin/sh\" };",
        SPAWN "when { context.input.program == \"timeout\" || context.input.program == \"git\" };",
    };
    for (size_t i = 0; i < sizeof warned / sizeof warned[0]; i++) {
        char src[512];
        snprintf(src, sizeof src, "@id(\"s\") %s", warned[i]);
        cr_assert(loads(src), "%s: %s", src, last_err);
        cr_assert(strstr(last_warn, "[lint: spawn-wrapper]"), "%s\n%s", src, last_warn);
    }
    static const char *const quiet[] = {
        SPAWN "when { context.input.program == \"git\" };",
        SPAWN "when { context.input.program_path == \"/usr/bin/git\" };",
        SPAWN "when { [\"ls\", \"cat\"].contains(context.input.program) };",
        SPAWN "when { context.input.program_path like \"/opt/tools/*\" };",
        "@lint_allow(\"spawn-wrapper\") " SPAWN "when { context.input.program == \"env\" };",
    };
    for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
        char src[512];
        snprintf(src, sizeof src, "@id(\"s\") %s", quiet[i]);
        cr_assert(loads(src), "%s: %s", src, last_err);
        cr_assert_null(strstr(last_warn, "spawn-wrapper"), "%s\n%s", src, last_warn);
    }
}

Test(pol_check, issue20_closest_name)
{
    static const char *const names[] = {"check", "explain", "init", "log", "test"};
    cr_assert_str_eq(pol_closest("chek", names, 5), "check");
    cr_assert_str_eq(pol_closest("explian", names, 5), "explain");
    cr_assert_str_eq(pol_closest("lgo", names, 5), "log");
    cr_assert_null(pol_closest("frobnicate", names, 5));
}
