/* Unit tests for shell/intr.c (with builtins/intr.c): the interrupt of Ctrl-C and an MCP
 * cancel, requested from a signal handler or another thread (issue 19). */
#include "config.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "shell/exec.h"
#include "shell/intr.h"
#include "shell/state.h"
#include "tests/unit/builtins/pyfix.h"

// shell:exec for everything, so own commands and python run.
static const char policy[] = "@id(\"ws_files\")\n"
                             "permit (principal, action == Box::Action::\"fs:read\", resource)\n"
                             "when { context.input.path like \"~/ws*\" };\n"
                             "@id(\"exec_all\")\n"
                             "permit (principal, action == Box::Action::\"shell:exec\", "
                             "resource);\n";

static sh_state st;

static void
setup(void)
{
    sh_intr_clear();
    pyfix_setup(policy, NULL);
    cr_assert_eq(sh_state_init(&st, &F.box), 0);
    st.ctx.out = F.ctx.out;
    st.ctx.err = F.ctx.err;
}

static void
teardown(void)
{
    sh_state_free(&st);
    pyfix_teardown();
    sh_intr_clear();
}

TestSuite(sh_intr, .init = setup, .fini = teardown, .timeout = 60);

static int
run(const char *text)
{
    st.flow = SH_FLOW_NONE;
    sh_exec_text(&st, text, strlen(text), "t", &st.code);
    sh_intr_finish(&st);
    return st.status;
}

// A thread that calls sh_intr_request after a pause, as the MCP reader does on a cancel.
typedef struct requester {
    pthread_t t;
    long delay_ms;
    int write_fd; // > 0: written one byte after the request (wakes a blocked read)
} requester;

static void *
request_later(void *arg)
{
    requester *r = arg;
    struct timespec ts = {r->delay_ms / 1000, (r->delay_ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
    sh_intr_request();
    if (r->write_fd > 0) {
        (void)!write(r->write_fd, "x", 1);
    }
    return NULL;
}

static void
start(requester *r, long delay_ms, int write_fd)
{
    r->delay_ms = delay_ms;
    r->write_fd = write_fd;
    cr_assert_eq(pthread_create(&r->t, NULL, request_later, r), 0);
}

static void
join(requester *r)
{
    pthread_join(r->t, NULL);
}

Test(sh_intr, request_marks_pending_and_clear_forgets)
{
    cr_assert_eq(sh_intr_pending(), 0);
    sh_intr_request();
    cr_assert_eq(sh_intr_pending(), 1);
    cr_assert_eq(bi_intr_pending(), 1);
    sh_intr_clear();
    cr_assert_eq(sh_intr_pending(), 0);
}

Test(sh_intr, stop_sets_130_and_unwinds)
{
    st.status = 0;
    cr_assert_eq(sh_intr_stop(&st), 0);
    cr_assert_eq(st.flow, SH_FLOW_NONE);
    sh_intr_request();
    cr_assert_eq(sh_intr_stop(&st), 1);
    cr_assert_eq(st.status, 130);
    cr_assert_eq(st.flow, SH_FLOW_INTR);
    cr_assert_eq(sh_intr_finish(&st), 1);
    cr_assert_eq(st.flow, SH_FLOW_NONE);
    cr_assert_eq(sh_intr_pending(), 0);
    cr_assert_eq(sh_intr_finish(&st), 0);
}

Test(sh_intr, sigint_handler_requests_and_uninstall_restores)
{
    struct sigaction before;
    struct sigaction after;
    sigaction(SIGINT, NULL, &before);
    cr_assert_eq(sh_intr_install(), 0);
    raise(SIGINT);
    cr_assert_eq(sh_intr_pending(), 1);
    sh_intr_uninstall();
    sigaction(SIGINT, NULL, &after);
    cr_assert(before.sa_handler == after.sa_handler);
}

Test(sh_intr, signals_the_foreground_group)
{
    // the child says when SIGINT is at its default (a request sent before that would be
    // lost and leave it paused); alarm() ends it even if the test goes wrong, so no
    // process outlives the test holding the harness's pipe open
    int ready[2];
    cr_assert_eq(pipe(ready), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        close(ready[0]);
        setpgid(0, 0);
        signal(SIGINT, SIG_DFL);
        alarm(20);
        (void)!write(ready[1], "r", 1);
        for (;;) {
            pause();
        }
    }
    close(ready[1]);
    char c;
    cr_assert_eq(read(ready[0], &c, 1), 1);
    close(ready[0]);
    setpgid(pid, pid);
    sh_intr_foreground(pid);
    sh_intr_request();
    sh_intr_foreground(0);
    int ws = 0;
    cr_assert_eq(waitpid(pid, &ws, 0), pid);
    cr_assert(WIFSIGNALED(ws) && WTERMSIG(ws) == SIGINT);
    sh_intr_program_done(ws);
    cr_assert_eq(sh_intr_pending(), 1, "a program killed by SIGINT leaves the list stopping");
}

Test(sh_intr, a_program_that_handles_it_lets_the_list_go_on)
{
    sh_intr_request();
    sh_intr_program_done(0); // exited 0: it caught SIGINT
    cr_assert_eq(sh_intr_pending(), 0);
}

Test(sh_intr, a_shell_loop_stops_from_another_thread)
{
    requester r;
    start(&r, 200, 0);
    int status = run("while :; do :; done; echo never");
    join(&r);
    cr_assert_eq(status, 130);
    char *out = pyfix_out();
    cr_assert_str_eq(out, "");
    cm_free(out);
    cr_assert_eq(sh_intr_pending(), 0);
    // the next command runs as usual
    cr_assert_eq(run("echo next"), 0);
    out = pyfix_out();
    cr_assert_str_eq(out, "next\n");
    cm_free(out);
}

Test(sh_intr, a_python_script_gets_keyboard_interrupt_and_the_list_stops)
{
    requester r;
    start(&r, 300, 0);
    int status = run("python3 -c 'while True: pass'; echo never");
    join(&r);
    cr_assert_eq(status, 130);
    char *out = pyfix_out();
    char *err = pyfix_err();
    cr_assert_str_eq(out, "");
    cr_assert(strstr(err, "KeyboardInterrupt") != NULL, "%s", err);
    cm_free(out);
    cm_free(err);
}

Test(sh_intr, a_script_that_catches_it_goes_on_and_so_does_the_list)
{
    requester r;
    start(&r, 300, 0);
    int status = run("python3 -c '\ntry:\n    while True: pass\nexcept KeyboardInterrupt:\n"
                     "    print(\"caught\")\n'; echo after");
    join(&r);
    cr_assert_eq(status, 0);
    char *out = pyfix_out();
    cr_assert_str_eq(out, "caught\nafter\n");
    cm_free(out);
}

Test(sh_intr, a_sleeping_script_wakes)
{
    requester r;
    start(&r, 300, 0);
    time_t t0 = time(NULL);
    int status = run("python3 -c 'import time\ntime.sleep(30)\nprint(\"never\")'");
    join(&r);
    cr_assert_eq(status, 130);
    cr_assert(time(NULL) - t0 < 20, "the sleep was not cut short");
    char *out = pyfix_out();
    cr_assert_str_eq(out, "");
    cm_free(out);
}

Test(sh_intr, own_cat_stops_with_130)
{
    int p[2];
    cr_assert_eq(pipe(p), 0);
    st.ctx.in = p[0];
    requester r;
    start(&r, 200, p[1]); // the byte wakes cat's read; its loop then sees the request
    int status = run("cat; echo never");
    join(&r);
    close(p[0]);
    close(p[1]);
    cr_assert_eq(status, 130);
    char *out = pyfix_out();
    cr_assert(strstr(out, "never") == NULL, "%s", out);
    cm_free(out);
}
