/* Unit tests for builtins/confine.c: the agent's ruleset of `strands-box run` (issue 15,
 * part 2), read through bi_confine_agent_describe (applying it is irreversible: the e2e
 * cases in tests/e2e/confine apply it in a child). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "tests/unit/policy/box_fixture.h"

static bi_box box;

static void
setup(void)
{
    fx_setup();
    fx_write("home/cfg/policy.dw", "");
    fx_mkdir("home/src/project/keep");
    fx_mkdir("home/src/project/secret/deep");
    fx_write("home/src/project/secret/deep/key", "k");
    fx_write("home/src/project/keep/a", "a");
}

static void
teardown(void)
{
    bi_box_close(&box);
    fx_teardown();
}

TestSuite(bi_confine, .init = setup, .fini = teardown);

static const char *
describe(const char *extra)
{
    cm_buf t;
    cm_buf_init(&t, 0);
    cr_assert_eq(cm_buf_printf(&t,
                               "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"policy.dw\"\n"
                               "[agent]\nworkspace = \"@H@/src/project\"\n%s",
                               extra),
                 0);
    fx_write("home/cfg/box.toml", cm_buf_str(&t));
    cm_buf_free(&t);
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(bi_box_open("home/cfg/box.toml", "broker", &box, &err), 0, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    static cm_buf out;
    cm_buf_free(&out);
    cm_buf_init(&out, 0);
    cr_assert_eq(bi_confine_agent_describe(&box, "/usr/bin/true", &out), 0);
    return cm_buf_str(&out);
}

// the "  WHO: fs PATH " line of text, or NULL
static const char *
rule_line(const char *text, const char *who, const char *path)
{
    static char want[4200];
    snprintf(want, sizeof want, "  %s: fs %s ", who, path);
    return strstr(text, want);
}

// the agent's line for path, or NULL
static const char *
line_of(const char *text, const char *path)
{
    return rule_line(text, "agent", path);
}

Test(bi_confine, issue15_agent_lists_become_rules)
{
    const char *t = describe("[agent.filesystem]\nread = [\"@H@/src/project\"]\n"
                             "write = [\"@H@/src/project/out\"]\n");
    cr_assert_not_null(line_of(t, fx_sub("@H@/src/project")), "%s", t);
    cr_assert_not_null(strstr(t, fx_sub("  agent: fs @H@/src/project read_file,read_dir  "
                                        "([agent.filesystem])")),
                       "%s", t);
    const char *w = line_of(t, fx_sub("@H@/src/project/out"));
    cr_assert_not_null(w, "%s", t);
    cr_assert_not_null(strstr(w, "write_file"), "%s", w);
    cr_assert_not_null(line_of(t, fx_sub("@H@/boxes/b1/bin")), "the aliases: %s", t);
    cr_assert_not_null(line_of(t, "/usr/bin/true"), "the program: %s", t);
    cr_assert_not_null(line_of(t, "/usr"), "the system trees: %s", t);
    cr_assert_null(line_of(t, fx_sub("@H@/boxes/b1")), "never the box directory: %s", t);
}

Test(bi_confine, issue15_deny_is_cut_out_of_a_grant)
{
    const char *t = describe("[agent.filesystem]\nread = [\"@H@/src/project\"]\n"
                             "deny = [\"@H@/src/project/secret\"]\n");
    // the grant is split around the denied tree: its siblings get the rights, it none
    cr_assert_null(line_of(t, fx_sub("@H@/src/project")), "%s", t);
    cr_assert_not_null(line_of(t, fx_sub("@H@/src/project/keep")), "%s", t);
    cr_assert_not_null(line_of(t, fx_sub("@H@/src/project/notes.txt")), "%s", t);
    cr_assert_null(strstr(t, "/secret"), "%s", t);
}

Test(bi_confine, issue15_home_grant_leaves_out_the_box_and_its_config)
{
    const char *t = describe("[agent.filesystem]\nread = [\"@H@\"]\n");
    cr_assert_null(line_of(t, fx_sub("@H@")), "%s", t);
    cr_assert_not_null(line_of(t, fx_sub("@H@/src")), "%s", t);
    cr_assert_null(line_of(t, fx_sub("@H@/cfg")), "the config's directory: %s", t);
    cr_assert_null(line_of(t, fx_sub("@H@/boxes/b1/private")), "%s", t);
    cr_assert_not_null(line_of(t, fx_sub("@H@/boxes/b1/bin")), "%s", t);
}

/* The box's own ruleset (bi_confine_describe): system paths by what the policy can permit. */

static const char *
describe_box(const char *policy)
{
    fx_write("home/cfg/policy.dw", policy);
    fx_write("home/cfg/box.toml", fx_sub("name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n"
                                         "policy = \"policy.dw\"\n[agent]\n"
                                         "workspace = \"@H@/src/project\"\n"));
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(bi_box_open("home/cfg/box.toml", "shell", &box, &err), 0, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    static cm_buf out;
    cm_buf_free(&out);
    cm_buf_init(&out, 0);
    cr_assert_eq(bi_confine_describe(&box, &out), 0);
    return cm_buf_str(&out);
}

// the box's line for path, or NULL
static const char *
kernel_line(const char *text, const char *path)
{
    return rule_line(text, "kernel", path);
}

static int
exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

#define READ_WS                                                                                    \
    "permit (principal, action == Box::Action::\"fs:read\", resource)\n"                           \
    "when { context.input.path like \"~/src/project/*\" };\n"

Test(bi_confine, issue15_system_paths_only_as_the_policy_needs)
{
    const char *t = describe_box(READ_WS);
    cr_assert_not_null(kernel_line(t, "/usr"), "%s", t);
    cr_assert_not_null(kernel_line(t, "/dev/null"), "%s", t);
    // no host program can run and nothing can connect: no name resolution, users, devices
    static const char *const unused[] = {"/etc/resolv.conf", "/etc/hosts", "/etc/ssl",
                                         "/etc/passwd",      "/etc/group", "/dev/urandom",
                                         "/dev/zero"};
    for (size_t i = 0; i < sizeof unused / sizeof unused[0]; i++) {
        cr_assert_null(kernel_line(t, unused[i]), "%s: %s", unused[i], t);
    }
}

Test(bi_confine, issue15_spawn_adds_what_host_programs_read)
{
    const char *t =
        describe_box(READ_WS "permit (principal, action == Box::Action::\"shell:spawn\","
                             " resource);\n");
    static const char *const used[] = {"/etc/passwd", "/etc/group", "/etc/resolv.conf",
                                       "/dev/urandom", "/dev/zero"};
    for (size_t i = 0; i < sizeof used / sizeof used[0]; i++) {
        if (exists(used[i])) {
            cr_assert_not_null(kernel_line(t, used[i]), "%s: %s", used[i], t);
        }
    }
}

Test(bi_confine, issue15_net_adds_name_resolution_only)
{
    const char *t =
        describe_box(READ_WS "permit (principal, action == Box::Action::\"net:connect\","
                             " resource);\n");
    if (exists("/etc/resolv.conf")) {
        cr_assert_not_null(kernel_line(t, "/etc/resolv.conf"), "%s", t);
    }
    cr_assert_null(kernel_line(t, "/etc/group"), "%s", t);
    cr_assert_null(kernel_line(t, "/dev/urandom"), "%s", t);
}

Test(bi_confine, issue15_usr_links_are_not_rules_of_their_own)
{
    const char *t = describe_box(READ_WS);
    static const char *const links[] = {"/bin", "/sbin", "/lib", "/lib64"};
    for (size_t i = 0; i < sizeof links / sizeof links[0]; i++) {
        char target[256];
        ssize_t n = readlink(links[i], target, sizeof target - 1);
        if (n > 0) {
            target[n] = 0;
            if (strncmp(target, "usr/", 4) == 0 || strncmp(target, "/usr/", 5) == 0) {
                cr_assert_null(kernel_line(t, links[i]), "%s -> %s: %s", links[i], target, t);
            }
        } else if (exists(links[i])) {
            cr_assert_not_null(kernel_line(t, links[i]), "%s is a directory: %s", links[i], t);
        }
    }
}
