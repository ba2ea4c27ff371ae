/* The shell's time limits: the run clock, checked at every command, and the bounded
 * wait for a host program, which kills its process group past command_seconds. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/io.h"
#include "shell/expand.h"
#include "shell/limit.h"

// One run: subshells are copies in this process, and pipeline stages and background
// jobs are forked children, which inherit the clock. The stop is in memory shared with
// them, so that a limit passing in any of them stops the whole run.
static double run_deadline; // CLOCK_MONOTONIC seconds; 0 until the first command
static int run_stopped_local;
static int *run_stopped_shared; // mapped by the first sh_limit_run_over, before any fork

// Seconds past the run's end a forked child gets to notice the end itself (it checks
// the same clock before every command) before the shell kills it.
#define CHILD_GRACE 2.0

static int *
stopped_flag(void)
{
    if (!run_stopped_shared) {
        void *m =
            mmap(NULL, sizeof(int), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        run_stopped_shared = m == MAP_FAILED ? &run_stopped_local : m;
    }
    return run_stopped_shared;
}

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
    return st->box && !st->session;
}

/* sh_limit_refuse: see shell/limit.h. */
void
sh_limit_refuse(sh_state *st, const char *program, const char *rule, const char *why)
{
    sh_errorf(st, "%s", why);
    if (!st->ctx.box) {
        return; // no box (unit tests): no log
    }
    pol_request req;
    memset(&req, 0, sizeof req);
    req.action = POL_SHELL_EXEC;
    req.program = program;
    req.command = program;
    req.caller = st->ctx.caller;
    bi_gate_log_enforcement(&st->ctx, &req, rule, why);
}

// The run is past run_seconds: say so (with what, e.g. what was killed) and log it.
static void
report_run_end(sh_state *st, const char *what)
{
    cm_buf why;
    cm_buf_init(&why, 0);
    if (cm_buf_printf(&why, "shell run exceeded run_seconds (%g s)%s",
                      st->box->box.limits.shell_run_seconds, what) == 0) {
        sh_limit_refuse(st, "strands-shell", "enforcement:run-seconds", cm_buf_str(&why));
    }
    cm_buf_free(&why);
}

static void
stop(sh_state *st)
{
    __atomic_store_n(stopped_flag(), 1, __ATOMIC_SEQ_CST);
    st->status = 125;
    st->flow = SH_FLOW_EXIT;
}

/* sh_limit_start_run: see shell/limit.h. */
void
sh_limit_start_run(double seconds)
{
    run_deadline = now_mono() + seconds;
    __atomic_store_n(stopped_flag(), 0, __ATOMIC_SEQ_CST);
}

/* sh_limit_run_over: see shell/limit.h. */
int
sh_limit_run_over(sh_state *st)
{
    int *stopped = stopped_flag();
    if (!sh_limit_applies(st)) {
        return 0;
    }
    if (!__atomic_load_n(stopped, __ATOMIC_SEQ_CST)) {
        double now = now_mono();
        if (run_deadline == 0) {
            run_deadline = now + st->box->box.limits.shell_run_seconds;
            return 0;
        }
        if (now < run_deadline) {
            return 0;
        }
        // the stages and jobs of the run reach the end together: one of them says so
        if (!__atomic_exchange_n(stopped, 1, __ATOMIC_SEQ_CST)) {
            report_run_end(st, "");
        }
    }
    stop(st);
    return 1;
}

// Wait for pid until the monotonic time limit (0: no limit). Returns 0 with its wait
// status, 1 when the limit passed first (pid still runs), or -1 on a wait error.
static int
wait_until(pid_t pid, int *status, double limit)
{
    if (limit <= 0) {
        while (waitpid(pid, status, 0) < 0) {
            if (errno != EINTR) {
                return -1;
            }
        }
        return 0;
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
            return 1;
        }
        sh_limit_nap(&nap_ns, limit - now);
    }
}

/* sh_limit_nap: see shell/limit.h. */
void
sh_limit_nap(long *nap_ns, double left)
{
    long ns = *nap_ns;
    if (left > 0 && (double)ns / 1e9 > left) {
        ns = (long)(left * 1e9) + 1;
    }
    struct timespec ts = {ns / 1000000000L, ns % 1000000000L};
    nanosleep(&ts, NULL);
    if (*nap_ns < 20000000) {
        *nap_ns *= 2;
    }
}

// Kill pid and its process group, and reap it.
static void
kill_reap(pid_t pid, int *status)
{
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    while (waitpid(pid, status, 0) < 0 && errno == EINTR) {
    }
}

// A `timeout` around the program (st->timeout) whose end comes before limit (0: none):
// wait to that end, then send its signal to the program's group, and SIGKILL after its
// kill_after. Returns 1 when the program has ended (*status set), 0 when the box's own
// limit is still to be waited for, -1 on a wait error.
static int
wait_timeout(sh_state *st, pid_t pid, int *status, double limit)
{
    double end = st->timeout.end;
    if (end <= 0 || (limit > 0 && end >= limit)) {
        return 0;
    }
    int w = wait_until(pid, status, end);
    if (w <= 0) {
        return w < 0 ? -1 : 1;
    }
    st->timeout.fired = 1;
    kill(-pid, st->timeout.sig);
    kill(pid, st->timeout.sig);
    double at = st->timeout.kill_after > 0 ? now_mono() + st->timeout.kill_after : 0;
    if (at <= 0 || (limit > 0 && at >= limit)) {
        return 0;
    }
    w = wait_until(pid, status, at);
    if (w <= 0) {
        return w < 0 ? -1 : 1;
    }
    kill_reap(pid, status);
    return 1;
}

/* sh_limit_wait: see shell/limit.h. */
int
sh_limit_wait(sh_state *st, pid_t pid, const char *argv0, int *status)
{
    if (!sh_limit_applies(st)) {
        int t = wait_timeout(st, pid, status, 0);
        return t != 0 ? (t > 0 ? 0 : -1) : wait_until(pid, status, 0);
    }
    double cmd = st->box->box.limits.shell_command_seconds;
    double start = now_mono();
    double limit = start + cmd;
    int by_run = 0;
    if (run_deadline > 0 && run_deadline < limit) {
        limit = run_deadline;
        by_run = 1;
    }
    int t = wait_timeout(st, pid, status, limit);
    if (t != 0) {
        return t > 0 ? 0 : -1;
    }
    int w = wait_until(pid, status, limit);
    if (w <= 0) {
        return w;
    }
    // The program and everything it started share its process group.
    kill_reap(pid, status);
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
        sh_limit_refuse(st, argv0,
                        by_run ? "enforcement:run-seconds" : "enforcement:command-seconds",
                        cm_buf_str(&why));
    }
    cm_buf_free(&why);
    stop(st);
    return 1;
}

/* sh_limit_child_deadline: see shell/limit.h. */
double
sh_limit_child_deadline(const sh_state *st)
{
    if (!sh_limit_applies(st) || run_deadline <= 0) {
        return 0;
    }
    return run_deadline + CHILD_GRACE;
}

/* sh_limit_run_deadline: see shell/limit.h. */
double
sh_limit_run_deadline(const sh_state *st)
{
    return sh_limit_applies(st) && run_deadline > 0 ? run_deadline : 0;
}

/* sh_limit_now: see shell/limit.h. */
double
sh_limit_now(void)
{
    return now_mono();
}

/* sh_limit_child_over: see shell/limit.h. */
void
sh_limit_child_over(sh_state *st, pid_t pid, int *status)
{
    kill_reap(pid, status);
    if (!__atomic_exchange_n(stopped_flag(), 1, __ATOMIC_SEQ_CST)) {
        report_run_end(st, "; a stage or job was killed");
    }
    stop(st);
}

/* sh_limit_wait_child: see shell/limit.h. */
int
sh_limit_wait_child(sh_state *st, pid_t pid, int *status)
{
    int w = wait_until(pid, status, sh_limit_child_deadline(st));
    if (w <= 0) {
        return w;
    }
    sh_limit_child_over(st, pid, status);
    return 1;
}

// ---- the backstop for one C call ---------------------------------------------------
//
// The shell checks the run clock between commands; a single glibc call (fnmatch with
// extglob, regexec with back-references) backtracks for minutes inside. Such a call is
// marked (sh_limit_c_begin/end) and a watchdog thread, made at the first marked call of
// each process, waits for the run's end and its grace. Then, if the call still runs, the
// thread ends the process. The main thread is then inside the call (which touches only
// its own strings) or waits in sh_limit_c_end, so the thread alone reports and logs.

enum { C_OUT, C_IN, C_ENDED };

static int c_state;         // C_OUT, C_IN or C_ENDED (the run is being ended): atomic
static sh_state *c_st;      // the shell of the marked call, set before C_IN
static int c_fired;         // the watchdog found the armed time passed: atomic
static double watch_armed;  // the run_deadline the watchdog was armed for (main thread)
static double watch_target; // the time the watchdog waits for, 0 none (watch_mu)
static int watch_made;      // this process has its watchdog (not a forked child)
static int watch_atfork;
static pthread_mutex_t watch_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watch_cv;

// The run is past its end and grace with a marked call running: say so, log it, end.
CM_NORETURN static void
end_run_now(sh_state *st)
{
    if (!__atomic_exchange_n(stopped_flag(), 1, __ATOMIC_SEQ_CST)) {
        report_run_end(st, "");
    }
    _exit(125);
}

// The watchdog is ending the process: wait for it.
CM_NORETURN static void
wait_for_end(void)
{
    for (;;) {
        pause();
    }
}

static void *
watchdog(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&watch_mu);
    for (;;) {
        double t = watch_target;
        double now = now_mono();
        if (t <= 0) {
            pthread_cond_wait(&watch_cv, &watch_mu);
            continue;
        }
        if (now < t) {
            struct timespec ts;
            ts.tv_sec = (time_t)t;
            ts.tv_nsec = (long)((t - (double)ts.tv_sec) * 1e9);
            (void)pthread_cond_timedwait(&watch_cv, &watch_mu, &ts);
            continue;
        }
        // past the end and grace: under watch_mu no new run can be armed, so a call
        // in progress is one of the run that ended
        watch_target = 0;
        __atomic_store_n(&c_fired, 1, __ATOMIC_SEQ_CST);
        int in = C_IN;
        if (__atomic_compare_exchange_n(&c_state, &in, C_ENDED, 0, __ATOMIC_SEQ_CST,
                                        __ATOMIC_SEQ_CST)) {
            end_run_now(c_st);
        }
    }
    return NULL;
}

// A forked child has no threads (POSIX): it makes its own watchdog at its first call.
static void
watch_forget(void)
{
    pthread_mutex_t fresh = PTHREAD_MUTEX_INITIALIZER;
    watch_mu = fresh;
    watch_made = 0;
    watch_armed = 0;
    watch_target = 0;
    c_state = C_OUT;
    c_fired = 0;
}

// Make this process's watchdog; 0, or -1 when it cannot be made.
static int
watch_make(void)
{
    if (!watch_atfork) {
        if (pthread_atfork(NULL, NULL, watch_forget) != 0) {
            return -1;
        }
        watch_atfork = 1;
    }
    pthread_condattr_t ca;
    if (pthread_condattr_init(&ca) != 0) {
        return -1;
    }
    int rc = pthread_condattr_setclock(&ca, CLOCK_MONOTONIC) == 0 &&
                     pthread_cond_init(&watch_cv, &ca) == 0
                 ? 0
                 : -1;
    pthread_condattr_destroy(&ca);
    if (rc != 0) {
        return -1;
    }
    // every signal stays with the main thread (SIGCHLD, SIGINT, Python's SIGALRM)
    sigset_t all;
    sigset_t was;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &was);
    pthread_attr_t at;
    pthread_t t;
    rc = -1;
    if (pthread_attr_init(&at) == 0) {
        if (pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED) == 0 &&
            pthread_create(&t, &at, watchdog, NULL) == 0) {
            rc = 0;
        }
        pthread_attr_destroy(&at);
    }
    pthread_sigmask(SIG_SETMASK, &was, NULL);
    if (rc != 0) {
        pthread_cond_destroy(&watch_cv);
        return -1;
    }
    watch_made = 1;
    return 0;
}

/* sh_limit_c_begin: see shell/limit.h. */
int
sh_limit_c_begin(sh_state *st)
{
    if (!sh_limit_applies(st) || run_deadline <= 0) {
        return 0;
    }
    double limit = run_deadline + SH_LIMIT_C_GRACE;
    if (watch_armed != run_deadline) {
        // once per run: (re)arm the watchdog for this run's end
        watch_armed = run_deadline;
        if (watch_made || watch_make() == 0) {
            pthread_mutex_lock(&watch_mu);
            watch_target = limit;
            __atomic_store_n(&c_fired, 0, __ATOMIC_SEQ_CST);
            pthread_cond_signal(&watch_cv);
            pthread_mutex_unlock(&watch_mu);
        }
    }
    c_st = st;
    __atomic_store_n(&c_state, C_IN, __ATOMIC_SEQ_CST);
    // past the end and grace already (or no watchdog): a call now ends the run here
    if ((!watch_made || __atomic_load_n(&c_fired, __ATOMIC_SEQ_CST)) && now_mono() >= limit) {
        int in = C_IN;
        if (__atomic_compare_exchange_n(&c_state, &in, C_ENDED, 0, __ATOMIC_SEQ_CST,
                                        __ATOMIC_SEQ_CST)) {
            end_run_now(st);
        }
        wait_for_end();
    }
    return 1;
}

/* sh_limit_c_end: see shell/limit.h. */
void
sh_limit_c_end(int token)
{
    if (!token) {
        return;
    }
    int in = C_IN;
    if (!__atomic_compare_exchange_n(&c_state, &in, C_OUT, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
        wait_for_end();
    }
}

// ---- a contained process: a long C call in a child ---------------------------------

static int contained;

/* sh_limit_contain: see shell/limit.h. */
void
sh_limit_contain(void)
{
    contained = 1;
}

// Read n bytes of fd into p before the monotonic time limit (an interrupt also ends the
// wait): 0 when all came, 1 when the limit passed, 2 on an interrupt, -1 when the child
// ended short (it died).
static int
read_until(int fd, char *p, size_t n, double limit)
{
    size_t got = 0;
    while (got < n) {
        if (bi_intr_pending()) {
            return 2;
        }
        double left = limit - now_mono();
        if (left <= 0) {
            return 1;
        }
        struct pollfd pf = {.fd = fd, .events = POLLIN};
        int ms = left > 0.05 ? 50 : (int)(left * 1000) + 1; // short, to see an interrupt
        int pr = poll(&pf, 1, ms);
        if (pr < 0 && errno != EINTR) {
            return -1;
        }
        if (pr <= 0) {
            continue;
        }
        ssize_t r = read(fd, p + got, n - got);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            return -1;
        }
        got += (size_t)r;
    }
    return 0;
}

/* sh_limit_c_run: see shell/limit.h. */
int
sh_limit_c_run(sh_state *st, int risky, int (*fn)(void *arg, void *out), void *arg, void *out,
               size_t out_len)
{
    int fds[2] = {-1, -1};
    pid_t pid = -1;
    if (contained && risky && sh_limit_applies(st) && run_deadline > 0 &&
        pipe2(fds, O_CLOEXEC) == 0) {
        pid = fork();
        if (pid < 0) {
            close(fds[0]);
            close(fds[1]);
        }
    }
    if (pid < 0) {
        int token = sh_limit_c_begin(st);
        int r = fn(arg, out);
        sh_limit_c_end(token);
        return r;
    }
    if (pid == 0) {
        // the child: the call, its result and out to the parent, then gone (no atexit
        // handler of the shell runs here)
        close(fds[0]);
        int r = fn(arg, out);
        if (cm_write_all(fds[1], (const char *)&r, sizeof r) < 0 ||
            (out_len > 0 && cm_write_all(fds[1], out, out_len) < 0)) {
            _exit(1);
        }
        _exit(0);
    }
    close(fds[1]);
    int r = -1;
    char *back = out_len > 0 ? cm_alloc(out_len) : NULL;
    int w = read_until(fds[0], (char *)&r, sizeof r, run_deadline + SH_LIMIT_C_GRACE);
    if (w == 0 && out_len > 0) {
        w = back ? read_until(fds[0], back, out_len, run_deadline + SH_LIMIT_C_GRACE) : -1;
    }
    close(fds[0]);
    if (w != 0) {
        (void)kill(pid, SIGKILL);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        // the child is gone or going: reap it
    }
    if (w == 0) {
        if (out_len > 0) {
            memcpy(out, back, out_len);
        }
        cm_free(back);
        return r;
    }
    cm_free(back);
    if (w == 1 || (w < 0 && now_mono() >= run_deadline)) {
        // the run's end passed inside the call: this run ends, the process goes on
        if (!__atomic_exchange_n(stopped_flag(), 1, __ATOMIC_SEQ_CST)) {
            report_run_end(st, "");
        }
        stop(st);
    }
    return -1;
}
