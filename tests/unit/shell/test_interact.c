/* Unit tests for shell/interact.c: the prompt escapes and the completeness test that
 * the prompt (PS2) and stdin streaming share (issue 19). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "common/buf.h"
#include "shell/interact.h"
#include "shell/state.h"

static sh_state st;

static void
setup(void)
{
    cr_assert_eq(sh_state_init(&st, NULL), 0);
    cr_assert_eq(sh_var_set(&st, "HOME", "/home/ann"), 0);
    cr_assert_eq(sh_var_set(&st, "USER", "ann"), 0);
    strcpy(st.ctx.cwd, "/home/ann/src/project");
}

static void
teardown(void)
{
    sh_state_free(&st);
}

TestSuite(sh_interact, .init = setup, .fini = teardown);

static void
expect_prompt(const char *ps, const char *want)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(sh_interact_prompt(&st, ps, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), want, "PS %s", ps);
    cm_buf_free(&b);
}

Test(sh_interact, zsh_and_bash_escapes)
{
    const char *hash = geteuid() == 0 ? "#" : "%";
    const char *dollar = geteuid() == 0 ? "#" : "$";
    char want[64];
    expect_prompt("%~ %% ", "~/src/project % ");
    expect_prompt("\\w> ", "~/src/project> ");
    expect_prompt("\\W", "project");
    expect_prompt("%d|%/", "/home/ann/src/project|/home/ann/src/project");
    expect_prompt("\\u@%n", "ann@ann");
    snprintf(want, sizeof want, "[%s]", hash);
    expect_prompt("[%#]", want);
    snprintf(want, sizeof want, "[%s]", dollar);
    expect_prompt("[\\$]", want);
    expect_prompt("a\\\\b\\nc", "a\\b\nc");
    expect_prompt("%q\\q end%", "%q\\q end%"); // unknown escapes stay as written
}

Test(sh_interact, home_shown_as_tilde_only_at_a_component)
{
    strcpy(st.ctx.cwd, "/home/anne");
    expect_prompt("%~", "/home/anne");
    strcpy(st.ctx.cwd, "/home/ann");
    expect_prompt("%~", "~");
    strcpy(st.ctx.cwd, "/srv");
    expect_prompt("\\w", "/srv");
}

Test(sh_interact, incomplete_complete_and_syntax_errors)
{
    cr_assert_eq(sh_interact_incomplete(NULL, "echo hi\n", 8), 0);
    cr_assert_eq(sh_interact_incomplete(NULL, "if true; then\n", 14), 1);
    cr_assert_eq(sh_interact_incomplete(NULL, "if true; then\necho x\nfi\n", 24), 0);
    cr_assert_eq(sh_interact_incomplete(NULL, "echo 'open\n", 11), 1);
    cr_assert_eq(sh_interact_incomplete(NULL, "cat <<EOF\nline\n", 15), 1);
    cr_assert_eq(sh_interact_incomplete(NULL, "cat <<EOF\nline\nEOF\n", 19), 0);
    cr_assert_eq(sh_interact_incomplete(NULL, "fi\n", 3), -1);
}

Test(sh_interact, history_list_is_empty_outside_a_session)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(sh_interact_history_list(&b), 0);
    cr_assert_eq(b.len, 0);
    cm_buf_free(&b);
}
