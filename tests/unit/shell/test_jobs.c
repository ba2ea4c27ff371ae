/* Unit tests for shell/jobs.c: wait statuses, forked children, the job table and the
 * wait, jobs, kill and fg builtins (no box: a refusal is printed, nothing logged). */
#include "config.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "shell/builtin.h"
#include "shell/jobs.h"
#include "shell/state.h"

static sh_state st;
static int out_fd;

static void
setup(void)
{
    cr_assert_eq(sh_state_init(&st, NULL), 0);
    out_fd = memfd_create("test_jobs", 0);
    cr_assert_geq(out_fd, 0);
    st.ctx.out = out_fd;
    st.ctx.err = out_fd;
}

static void
teardown(void)
{
    sh_jobs_end_all();
    sh_state_free(&st);
    close(out_fd);
}

TestSuite(sh_jobs, .init = setup, .fini = teardown);

// What the builtins printed since the last call.
static const char *
printed(void)
{
    static char buf[4096];
    ssize_t n = pread(out_fd, buf, sizeof buf - 1, 0);
    buf[n > 0 ? n : 0] = 0;
    cr_assert_eq(ftruncate(out_fd, 0), 0);
    cr_assert_eq(lseek(out_fd, 0, SEEK_SET), 0);
    return buf;
}

static int
run(sh_builtin_fn fn, const char *a0, const char *a1, const char *a2)
{
    char *argv[4] = {(char *)a0, (char *)a1, (char *)a2, NULL};
    int argc = a1 ? (a2 ? 3 : 2) : 1;
    return fn(&st, argc, argv);
}

// A background job that exits with status, or waits for a signal when status < 0.
static pid_t
start_job(int status, const char *text)
{
    pid_t pid = sh_fork_child(&st, 1);
    cr_assert_geq(pid, 0);
    if (pid == 0) {
        if (status < 0) {
            for (;;) {
                pause();
            }
        }
        sh_child_exit(status);
    }
    cr_assert_eq(sh_job_add(&st, pid, text), 0);
    return pid;
}

Test(sh_jobs, wait_status_is_exit_or_128_plus_signal)
{
    cr_assert_eq(sh_wait_status(3 << 8), 3);
    cr_assert_eq(sh_wait_status(SIGTERM), 128 + SIGTERM);
}

Test(sh_jobs, wait_for_a_job_then_it_is_forgotten)
{
    cr_assert_eq(sh_job_last_pid(), 0);
    pid_t pid = start_job(5, "exit 5");
    cr_assert_eq(sh_job_last_pid(), pid);
    cr_assert_eq(run(sh_b_wait, "wait", "%1", NULL), 5);
    char spec[24];
    snprintf(spec, sizeof spec, "%ld", (long)pid);
    cr_assert_eq(run(sh_b_wait, "wait", spec, NULL), 127);
    cr_assert(strstr(printed(), "is not a child of this shell") != NULL);
}

Test(sh_jobs, wait_n_and_wait_all)
{
    cr_assert_eq(run(sh_b_wait, "wait", "-n", NULL), 127);
    start_job(2, "a");
    cr_assert_eq(run(sh_b_wait, "wait", "-n", NULL), 2);
    start_job(3, "b");
    start_job(4, "c");
    cr_assert_eq(run(sh_b_wait, "wait", NULL, NULL), 0);
    cr_assert_eq(run(sh_b_wait, "wait", "-n", NULL), 127);
}

Test(sh_jobs, wait_bad_arguments_fail_as_bash)
{
    cr_assert_eq(run(sh_b_wait, "wait", "-x", NULL), 2);
    cr_assert_str_eq(printed(), "strands-shell: wait: -x: invalid option\n"
                                "wait: usage: wait [-fn] [-p var] [id ...]\n");
    cr_assert_eq(run(sh_b_wait, "wait", "abc", NULL), 1);
    cr_assert_str_eq(printed(), "strands-shell: wait: `abc': not a pid or valid job spec\n");
    cr_assert_eq(run(sh_b_wait, "wait", "%3", NULL), 127);
    cr_assert_str_eq(printed(), "strands-shell: wait: %3: no such job\n");
    cr_assert_eq(run(sh_b_wait, "wait", "-p", NULL), 2);
}

Test(sh_jobs, jobs_lists_kill_signals_the_job)
{
    start_job(-1, "f");
    cr_assert_eq(run(sh_b_jobs, "jobs", NULL, NULL), 0);
    cr_assert_str_eq(printed(), "[1]+  Running                 f &\n");
    cr_assert_eq(run(sh_b_kill, "kill", "%1", NULL), 0);
    cr_assert_eq(run(sh_b_wait, "wait", "%1", NULL), 128 + SIGTERM);
    cr_assert_eq(run(sh_b_jobs, "jobs", NULL, NULL), 0);
    cr_assert_str_eq(printed(), "");
}

Test(sh_jobs, done_job_shown_once)
{
    pid_t pid = start_job(0, "true");
    // wait for the exit without reaping it, so the table still calls it running
    siginfo_t si;
    cr_assert_eq(waitid(P_PID, (id_t)pid, &si, WEXITED | WNOWAIT), 0);
    cr_assert_eq(run(sh_b_jobs, "jobs", NULL, NULL), 0);
    cr_assert_str_eq(printed(), "[1]+  Done                    true\n");
    cr_assert_eq(run(sh_b_jobs, "jobs", NULL, NULL), 0);
    cr_assert_str_eq(printed(), "");
}

Test(sh_jobs, kill_refuses_what_the_shell_did_not_start)
{
    char spec[24];
    snprintf(spec, sizeof spec, "%ld", (long)getppid());
    cr_assert_eq(run(sh_b_kill, "kill", "-0", spec), 1);
    char want[128];
    snprintf(want, sizeof want, "strands-shell: kill: (%s): not a process this shell started\n",
             spec);
    cr_assert_str_eq(printed(), want);
    cr_assert_eq(run(sh_b_kill, "kill", "-0", "-1"), 1);
    cr_assert_eq(run(sh_b_kill, "kill", "-0", "0"), 1);
    snprintf(spec, sizeof spec, "%ld", (long)getpid());
    cr_assert_eq(run(sh_b_kill, "kill", "-0", spec), 0);
    cr_assert_eq(run(sh_b_kill, "kill", "%2", NULL), 1);
    cr_assert_eq(run(sh_b_kill, "kill", "-FOO", "1"), 1);
    cr_assert_eq(run(sh_b_kill, "kill", NULL, NULL), 2);
}

Test(sh_jobs, kill_l_names_signals)
{
    cr_assert_eq(run(sh_b_kill, "kill", "-l", "9"), 0);
    cr_assert_str_eq(printed(), "KILL\n");
    cr_assert_eq(run(sh_b_kill, "kill", "-l", "143"), 0);
    cr_assert_str_eq(printed(), "TERM\n");
}

Test(sh_jobs, fg_needs_job_control)
{
    cr_assert_eq(run(sh_b_fg, "fg", NULL, NULL), 1);
    cr_assert_str_eq(printed(), "strands-shell: fg: no job control\n");
}

Test(sh_jobs, end_all_ends_running_jobs)
{
    pid_t pid = start_job(-1, "f");
    sh_jobs_end_all();
    cr_assert_eq(kill(pid, 0), -1);
    cr_assert_eq(errno, ESRCH);
}

Test(sh_jobs, at_most_64_children)
{
    for (int i = 0; i < SH_MAX_CHILDREN; i++) {
        start_job(-1, "f");
    }
    cr_assert_eq(sh_fork_child(&st, 1), -2);
    cr_assert(strstr(printed(), "too many processes") != NULL);
    // a reaped child frees its place
    cr_assert_eq(run(sh_b_kill, "kill", "%1", NULL), 0);
    cr_assert_eq(run(sh_b_wait, "wait", "%1", NULL), 128 + SIGTERM);
    pid_t again = start_job(0, "g");
    cr_assert_gt(again, 0);
}

Test(sh_jobs, ended_jobs_free_their_places)
{
    // more jobs than the cap, each ended (not waited for) before the next starts
    for (int i = 0; i < SH_MAX_CHILDREN + 6; i++) {
        pid_t pid = start_job(0, "true");
        siginfo_t si;
        cr_assert_eq(waitid(P_PID, (id_t)pid, &si, WEXITED | WNOWAIT), 0);
    }
    cr_assert_str_eq(printed(), "");
    cr_assert_eq(run(sh_b_wait, "wait", NULL, NULL), 0);
}
