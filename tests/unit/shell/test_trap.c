/* Unit tests for shell/trap.c: signal names, setting and listing traps, pending actions. */
#include "config.h"

#include <criterion/criterion.h>
#include <signal.h>
#include <string.h>

#include "common/buf.h"
#include "shell/state.h"
#include "shell/trap.h"

static sh_state st;

static void
setup(void)
{
    cr_assert_eq(sh_state_init(&st, NULL), 0);
}

static void
teardown(void)
{
    sh_state_free(&st);
}

TestSuite(sh_trap, .init = setup, .fini = teardown);

Test(sh_trap, signal_names_numbers_and_case)
{
    cr_assert_eq(sh_trap_signal("EXIT"), 0);
    cr_assert_eq(sh_trap_signal("0"), 0);
    cr_assert_eq(sh_trap_signal("USR1"), SIGUSR1);
    cr_assert_eq(sh_trap_signal("SIGUSR1"), SIGUSR1);
    cr_assert_eq(sh_trap_signal("sigterm"), SIGTERM);
    cr_assert_eq(sh_trap_signal("15"), SIGTERM);
    cr_assert_eq(sh_trap_signal("NOPE"), -1);
    cr_assert_eq(sh_trap_signal("99"), -1);
    cr_assert_eq(sh_trap_signal("-1"), -1);
    cr_assert_eq(sh_trap_signal("1x"), -1);
}

Test(sh_trap, list_quotes_and_resets)
{
    cr_assert_eq(sh_trap_set(&st, SIGUSR2, "echo it's"), 0);
    cr_assert_eq(sh_trap_set(&st, 0, "echo bye"), 0);
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(sh_trap_list(&st, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), "trap -- 'echo bye' EXIT\ntrap -- 'echo it'\\''s' USR2\n");
    cm_buf_free(&b);
    cr_assert_eq(sh_trap_set(&st, SIGUSR2, "-"), 0);
    cr_assert_null(st.trap_sig[SIGUSR2]);
    struct sigaction sa;
    cr_assert_eq(sigaction(SIGUSR2, NULL, &sa), 0);
    cr_assert_eq(sa.sa_handler, SIG_DFL);
}

Test(sh_trap, ignored_signal_is_ignored)
{
    cr_assert_eq(sh_trap_set(&st, SIGUSR1, ""), 0);
    struct sigaction sa;
    cr_assert_eq(sigaction(SIGUSR1, NULL, &sa), 0);
    cr_assert_eq(sa.sa_handler, SIG_IGN);
    cr_assert_eq(raise(SIGUSR1), 0); // survives
    cr_assert_eq(sh_trap_set(&st, SIGUSR1, "-"), 0);
}

Test(sh_trap, fault_signals_are_never_caught)
{
    cr_assert_eq(sh_trap_set(&st, SIGSEGV, "echo no"), 0);
    struct sigaction sa;
    cr_assert_eq(sigaction(SIGSEGV, NULL, &sa), 0);
    cr_assert_neq(sa.sa_handler, SIG_IGN);
    cr_assert_str_eq(st.trap_sig[SIGSEGV], "echo no");
}

Test(sh_trap, pending_action_runs_and_keeps_status)
{
    cr_assert_eq(sh_trap_set(&st, SIGUSR1, "x=ran"), 0);
    st.status = 7;
    cr_assert_eq(raise(SIGUSR1), 0);
    cr_assert_null(sh_var_get(&st, "x"));
    sh_trap_run_pending(&st);
    cr_assert_str_eq(sh_var_get(&st, "x"), "ran");
    cr_assert_eq(st.status, 7);
    cr_assert_eq(sh_trap_set(&st, SIGUSR1, "-"), 0);
}
