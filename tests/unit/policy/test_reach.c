/* Unit tests for policy/reach.c: each rule of the reach analysis (issue 15). */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "common/alloc.h"
#include "policy/policy.h"

static pol_reach reach;

// The reach of policy text in a box whose home is /h and workspace /h/ws (or /w when
// ws_outside), as "read: /a /b | write: ... | delete: ... | move: ...".
static const char *
reach_of(const char *text, int ws_outside)
{
    static char out[4096];
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load(text, strlen(text), "t.dw", "/h", &err);
    cr_assert(e, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    pol_box b;
    memset(&b, 0, sizeof b);
    b.operator_home = (char *)"/h";
    b.agent_home = (char *)"/h";
    b.workspace = (char *)(ws_outside ? "/w" : "/h/ws");
    cr_assert_eq(pol_reach_compute(e, &b, &reach), 0);
    static const char *const names[4] = {"read", "write", "delete", "move"};
    out[0] = 0;
    for (int a = 0; a < 4; a++) {
        if (reach.ntrees[a] == 0) {
            continue;
        }
        if (out[0]) {
            strcat(out, " | ");
        }
        strcat(out, names[a]);
        strcat(out, ":");
        for (size_t i = 0; i < reach.ntrees[a]; i++) {
            strcat(out, " ");
            strcat(out, reach.trees[a][i]);
        }
    }
    pol_engine_free(e);
    return out;
}

TestSuite(pol_reach, .fini = NULL);

#define R(src) reach_of(src, 0)

Test(pol_reach, empty_policy_reaches_nothing)
{
    cr_assert_str_eq(R(""), "");
    cr_assert_eq(reach.spawn, 0);
    cr_assert_eq(reach.net_any, 0);
    cr_assert_eq(reach.nports, 0);
    pol_reach_free(&reach);
}

Test(pol_reach, eq_literal_gives_that_path)
{
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path == \"~/notes.txt\" };"),
                     "read: /h/notes.txt");
    pol_reach_free(&reach);
}

Test(pol_reach, like_prefix_gives_its_longest_directory)
{
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:write\", resource) "
                       "when { context.input.path like \"~/src/project/*\" };"),
                     "write: /h/src/project");
    pol_reach_free(&reach);
    // a prefix ending inside a name: the directory holding it
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:write\", resource) "
                       "when { context.input.path like \"~/src/proj*\" };"),
                     "write: /h/src");
    pol_reach_free(&reach);
    // a pattern without a star is a literal
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path like \"~/a.txt\" };"),
                     "read: /h/a.txt");
    pol_reach_free(&reach);
}

Test(pol_reach, contains_on_a_set_gives_each_member)
{
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:delete\", resource) "
                       "when { [\"~/a\", \"~/ws2/b\"].contains(context.input.path) };"),
                     "delete: /h/a /h/ws2/b");
    pol_reach_free(&reach);
}

Test(pol_reach, or_is_the_union_and_is_the_narrower_side)
{
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path == \"~/a\" || context.input.path like "
                       "\"~/d/*\" };"),
                     "read: /h/a /h/d");
    pol_reach_free(&reach);
    // one side unbounded: the union is unbounded (the floor)
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path == \"~/a\" || context.input.operation == "
                       "Box::FsReadOperation::\"read_metadata\" };"),
                     "read: /h");
    pol_reach_free(&reach);
    // && keeps the bounded side
    cr_assert_str_eq(
        R("permit (principal, action == Box::Action::\"fs:read\", resource) "
          "when { context.input.operation == Box::FsReadOperation::\"read_metadata\" && "
          "context.input.path like \"~/d/*\" };"),
        "read: /h/d");
    pol_reach_free(&reach);
}

Test(pol_reach, unbounded_gives_the_floor)
{
    cr_assert_str_eq(
        reach_of("permit (principal, action == Box::Action::\"fs:read\", resource);", 1),
        "read: /h /w");
    cr_assert_eq(reach.widened[POL_FS_READ], 1);
    pol_reach_free(&reach);
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path like \"*.txt\" };"),
                     "read: /h");
    pol_reach_free(&reach);
}

Test(pol_reach, clipped_to_the_floor)
{
    // above the floor: replaced by the roots it holds; beside it: dropped
    cr_assert_str_eq(reach_of("permit (principal, action == Box::Action::\"fs:read\", resource) "
                              "when { context.input.path like \"/*\" || context.input.path == "
                              "\"/etc/passwd\" };",
                              1),
                     "read: /h /w");
    pol_reach_free(&reach);
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path == \"/etc/shadow\" };"),
                     "");
    pol_reach_free(&reach);
}

Test(pol_reach, unless_and_forbid_are_ignored)
{
    cr_assert_str_eq(R("permit (principal, action == Box::Action::\"fs:read\", resource) "
                       "when { context.input.path like \"~/*\" } unless { context.input.path "
                       "like \"~/.ssh/*\" };\n"
                       "forbid (principal, action == Box::Action::\"fs:write\", resource);"),
                     "read: /h");
    pol_reach_free(&reach);
}

Test(pol_reach, nested_trees_are_pruned_and_actions_kept_apart)
{
    cr_assert_str_eq(R("permit (principal, action in [Box::Action::\"fs:read\", "
                       "Box::Action::\"fs:move\"], resource) when { context.input.path like "
                       "\"~/d/*\" || context.input.path == \"~/d/e/f\" };"),
                     "read: /h/d | move: /h/d");
    pol_reach_free(&reach);
}

Test(pol_reach, spawn_permit_is_seen)
{
    R("permit (principal, action == Box::Action::\"shell:exec\", resource);");
    cr_assert_eq(reach.spawn, 0);
    pol_reach_free(&reach);
    R("permit (principal, action == Box::Action::\"shell:spawn\", resource) when { "
      "context.input.program == \"head\" };");
    cr_assert_eq(reach.spawn, 1);
    pol_reach_free(&reach);
}

Test(pol_reach, ports_of_net_connect)
{
    R("permit (principal, action == Box::Action::\"net:connect\", resource) when { "
      "context.input.host == \"example.com\" && context.input.port == 443 };");
    cr_assert_eq(reach.net_any, 0);
    cr_assert_eq(reach.nports, 1);
    cr_assert_eq(reach.ports[0], 443);
    pol_reach_free(&reach);
    R("permit (principal, action == Box::Action::\"net:connect\", resource) when { "
      "[80, 443].contains(context.input.port) || context.input.port == 8080 };");
    cr_assert_eq(reach.net_any, 0);
    cr_assert_eq(reach.nports, 3);
    pol_reach_free(&reach);
    R("permit (principal, action == Box::Action::\"net:connect\", resource) when { "
      "context.input.host == \"example.com\" };");
    cr_assert_eq(reach.net_any, 1);
    pol_reach_free(&reach);
    // http:request alone permits no connection
    R("permit (principal, action == Box::Action::\"http:request\", resource);");
    cr_assert_eq(reach.net_any, 0);
    cr_assert_eq(reach.nports, 0);
    pol_reach_free(&reach);
}
