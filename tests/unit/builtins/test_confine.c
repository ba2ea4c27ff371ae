/* Unit tests for builtins/confine.c: the agent's ruleset of `strands-box run` (issue 15,
 * part 2), read through bi_confine_agent_describe (applying it is irreversible: the e2e
 * cases in tests/e2e/confine apply it in a child). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

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

// the line for path, or NULL
static const char *
line_of(const char *text, const char *path)
{
    static char want[4200];
    snprintf(want, sizeof want, "  agent: fs %s ", path);
    return strstr(text, want);
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
