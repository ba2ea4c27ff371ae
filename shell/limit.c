/* The shell's time limits: the run clock, checked at every command, and the bounded
 * wait for a host program, which kills its process group past command_seconds. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

#include "builtins/builtins.h"
#include "common/buf.h"
#include "shell/expand.h"
#include "shell/limit.h"

// One run per process: subshells and pipeline stages are copies in this process, so
// the clock and the stop are process-wide.
static double run_deadline; // CLOCK_MONOTONIC seconds; 0 until the first command
static int run_stopped;     // a limit passed: every later command exits 125

static double
now_mono(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* sh_limit_applies: see shell/limit.h. */
int
sh_limit_applies(const sh_state *st)
{
    return st->box && !st->interactive;
}

// Print why and log it as an enforcement refusal of program (rule names the limit).
static void
report(sh_state *st, const char *program, const char *rule, const char *why)
{
    sh_errorf(st, "%s", why);
    pol_request req;
    memset(&req, 0, sizeof req);
    req.action = POL_SHELL_EXEC;
    req.program = program;
    req.command = program;
    req.caller = st->ctx.caller;
    bi_gate_log_enforcement(&st->ctx, &req, rule, why);
}

static void
stop(sh_state *st)
{
    run_stopped = 1;
    st->status = 125;
    st->flow = SH_FLOW_EXIT;
}

/* sh_limit_start_run: see shell/limit.h. */
void
sh_limit_start_run(double seconds)
{
    run_deadline = now_mono() + seconds;
    run_stopped = 0;
}

/* sh_limit_run_over: see shell/limit.h. */
int
sh_limit_run_over(sh_state *st)
{
    if (!sh_limit_applies(st)) {
        return 0;
    }
    if (!run_stopped) {
        double now = now_mono();
        if (run_deadline == 0) {
            run_deadline = now + st->box->box.limits.shell_run_seconds;
            return 0;
        }
        if (now < run_deadline) {
            return 0;
        }
        cm_buf why;
        cm_buf_init(&why, 0);
        if (cm_buf_printf(&why, "shell run exceeded run_seconds (%g s)",
                          st->box->box.limits.shell_run_seconds) == 0) {
            report(st, "strands-shell", "enforcement:run-seconds", cm_buf_str(&why));
        }
        cm_buf_free(&why);
    }
    stop(st);
    return 1;
}

/* sh_limit_wait: see shell/limit.h. */
int
sh_limit_wait(sh_state *st, pid_t pid, const char *argv0, int *status)
{
    if (!sh_limit_applies(st)) {
        while (waitpid(pid, status, 0) < 0) {
            if (errno != EINTR) {
                return -1;
            }
        }
        return 0;
    }
    double cmd = st->box->box.limits.shell_command_seconds;
    double start = now_mono();
    double limit = start + cmd;
    int by_run = 0;
    if (run_deadline > 0 && run_deadline < limit) {
        limit = run_deadline;
        by_run = 1;
    }
    long nap_ns = 100000; // 0.1 ms, doubling to 20 ms: short programs return at once
    for (;;) {
        pid_t r = waitpid(pid, status, WNOHANG);
        if (r == pid) {
            return 0;
        }
        if (r < 0 && errno != EINTR) {
            return -1;
        }
        double now = now_mono();
        if (now >= limit) {
            break;
        }
        double left = limit - now;
        long ns = nap_ns;
        if ((double)ns / 1e9 > left) {
            ns = (long)(left * 1e9) + 1;
        }
        struct timespec ts = {0, ns};
        nanosleep(&ts, NULL);
        if (nap_ns < 20000000) {
            nap_ns *= 2;
        }
    }
    // The program and everything it started share its process group.
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    while (waitpid(pid, status, 0) < 0 && errno == EINTR) {
    }
    cm_buf why;
    cm_buf_init(&why, 0);
    int rc;
    if (by_run) {
        rc = cm_buf_printf(&why, "shell run exceeded run_seconds (%g s); %s was killed",
                           st->box->box.limits.shell_run_seconds, argv0);
    } else {
        rc = cm_buf_printf(&why, "%s exceeded command_seconds (%g s) and was killed", argv0, cmd);
    }
    if (rc == 0) {
        report(st, argv0, by_run ? "enforcement:run-seconds" : "enforcement:command-seconds",
               cm_buf_str(&why));
    }
    cm_buf_free(&why);
    stop(st);
    return 1;
}
