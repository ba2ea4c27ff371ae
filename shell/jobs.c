/* Forked children and background jobs. Every child the shell forks for shell code dies
 * with its parent (PR_SET_PDEATHSIG), so no stage or job outlives the shell, and the
 * shell ends its jobs itself when it exits. `kill` signals only what this shell started
 * (its jobs, and the shell itself): anything else is refused and logged. */
#define _GNU_SOURCE 1 // sigabbrev_np
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "common/io.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/jobs.h"
#include "shell/limit.h"
#include "shell/trap.h"

typedef struct job {
    int id;      // %N
    pid_t pid;   // also its process group
    char *text;  // the command as written
    int running; // 0 once reaped
    int status;  // $? once reaped
    long order;  // start order: the highest is the current job (+)
    int level;   // the subshell level that started it: only that level waits for it
    int parents; // 1 in a forked child: its parent's job, which `jobs` shows and nothing
                 // else touches (the child can neither wait for it nor know its pid free)
} job;

static job *jobs;
static size_t n_jobs;
static size_t cap_jobs;
static long last_pid;
static long next_order;

// 1 when job i is st's own (wait, kill and fg reach it); with all, also when `jobs` in
// st shows it (a job of an enclosing shell).
static int
visible(const sh_state *st, size_t i, int all)
{
    if (all) {
        return jobs[i].level <= st->subshell;
    }
    return jobs[i].level == st->subshell && !jobs[i].parents;
}

// The processes a run forks for shell code, at most SH_MAX_CHILDREN alive at once
// across all of them (a recursive `f() { f | f; }` would otherwise fork without end):
// a table of pids in memory shared by every process of the run; 0 is a free slot, -1 a
// slot taken for a fork under way. A slot is freed when its process is reaped; one
// whose process died unreaped (its parent was killed first) is taken back once the pid
// is gone.
static pid_t *slots;

static pid_t *
slot_table(void)
{
    if (!slots) {
        void *m = mmap(NULL, SH_MAX_CHILDREN * sizeof(pid_t), PROT_READ | PROT_WRITE,
                       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
        slots = m == MAP_FAILED ? NULL : m;
    }
    return slots;
}

// A free slot (now -1), or -1 when every slot holds a live process.
static int
slot_take(void)
{
    pid_t *t = slot_table();
    if (!t) {
        return -1;
    }
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < SH_MAX_CHILDREN; i++) {
            pid_t want = 0;
            if (pass == 1) {
                want = __atomic_load_n(&t[i], __ATOMIC_SEQ_CST);
                if (want <= 0 || kill(want, 0) == 0 || errno != ESRCH) {
                    continue;
                }
            }
            if (__atomic_compare_exchange_n(&t[i], &want, -1, 0, __ATOMIC_SEQ_CST,
                                            __ATOMIC_SEQ_CST)) {
                return i;
            }
        }
    }
    return -1;
}

/* sh_child_reaped: see shell/jobs.h. */
void
sh_child_reaped(pid_t pid)
{
    pid_t *t = slots;
    for (int i = 0; t && pid > 0 && i < SH_MAX_CHILDREN; i++) {
        pid_t want = pid;
        if (__atomic_compare_exchange_n(&t[i], &want, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            return;
        }
    }
}

/* sh_wait_status: see shell/jobs.h. */
int
sh_wait_status(int ws)
{
    if (WIFEXITED(ws)) {
        return WEXITSTATUS(ws);
    }
    if (WIFSIGNALED(ws)) {
        return 128 + WTERMSIG(ws);
    }
    return 1;
}

static int job_poll(size_t i);

/* sh_fork_child: see shell/jobs.h. */
pid_t
sh_fork_child(sh_state *st, int background)
{
    // jobs that have ended free their places (a loop of `cmd &` never waited for)
    for (size_t i = 0; i < n_jobs; i++) {
        (void)job_poll(i);
    }
    int slot = slot_take();
    if (slot < 0) {
        char why[96];
        snprintf(why, sizeof why,
                 "too many processes: a run has at most %d pipeline stages and jobs at once",
                 SH_MAX_CHILDREN);
        sh_limit_refuse(st, "strands-shell", "enforcement:processes", why);
        errno = EAGAIN;
        return -2;
    }
    pid_t parent = getpid();
    // Signals wait until the child has its own dispositions: a `kill %1` right after
    // `cmd &` must not reach the child while it still holds the parent's trap handler.
    sigset_t all;
    sigset_t was;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &was);
    pid_t pid = fork();
    if (pid != 0) {
        sigprocmask(SIG_SETMASK, &was, NULL);
        __atomic_store_n(&slots[slot], pid > 0 ? pid : 0, __ATOMIC_SEQ_CST);
        if (pid > 0 && background) {
            (void)setpgid(pid, pid); // the child does the same; whichever runs first
        }
        return pid;
    }
    (void)prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) {
        _exit(125); // the parent is already gone
    }
    // as in bash, a trapped signal goes back to its default in a subshell (an ignored
    // one stays ignored)
    for (int sig = 1; sig < SH_NSIG; sig++) {
        if (st->trap_sig[sig] && st->trap_sig[sig][0]) {
            signal(sig, SIG_DFL);
        }
    }
    // nor does the ERR trap reach a subshell, unless set -o errtrace
    if (!st->opt_errtrace) {
        cm_free(st->trap_err);
        st->trap_err = NULL;
    }
    // the parent's jobs are not this child's: `jobs` lists them, as in bash, but it can
    // neither wait for them, signal them nor end them
    for (size_t i = 0; i < n_jobs; i++) {
        jobs[i].parents = 1;
    }
    if (background) {
        (void)setpgid(0, 0);
        signal(SIGINT, SIG_IGN);
        signal(SIGQUIT, SIG_IGN);
        // bound by the box's limits like any run: the clock starts at its first command
        st->interactive = 0;
        st->session = 0;
    }
    sigprocmask(SIG_SETMASK, &was, NULL);
    return 0;
}

/* sh_child_exit: see shell/jobs.h. */
void
sh_child_exit(int status)
{
    sh_jobs_end_all();
    _exit(status & 0xff);
}

/* sh_job_last_pid: see shell/jobs.h. */
long
sh_job_last_pid(void)
{
    return last_pid;
}

/* sh_job_add: see shell/jobs.h. */
int
sh_job_add(sh_state *st, pid_t pid, const char *text)
{
    last_pid = pid;
    if (n_jobs == cap_jobs) {
        size_t nc = cap_jobs ? cap_jobs * 2 : 8;
        job *nj = cm_realloc(jobs, nc * sizeof(*nj));
        if (!nj) {
            goto oom;
        }
        jobs = nj;
        cap_jobs = nc;
    }
    char *copy = cm_strdup(text ? text : "...");
    if (!copy) {
        goto oom;
    }
    job *j = &jobs[n_jobs++];
    // ids grow past the highest one in use, as bash numbers them
    int top = 0;
    for (size_t i = 0; i + 1 < n_jobs; i++) {
        top = jobs[i].id > top ? jobs[i].id : top;
    }
    j->id = top + 1;
    j->pid = pid;
    j->text = copy;
    j->running = 1;
    j->status = 0;
    j->order = ++next_order;
    j->parents = 0;
    j->level = st->subshell;
    if (st->interactive) {
        char line[64];
        int n = snprintf(line, sizeof line, "[%d] %ld\n", j->id, (long)pid);
        (void)cm_write_all(st->ctx.err, line, (size_t)n);
    }
    return 0;
oom:
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {
    }
    sh_child_reaped(pid);
    sh_errorf(st, "out of memory");
    return -1;
}

static void
job_remove(size_t i)
{
    cm_free(jobs[i].text);
    memmove(&jobs[i], &jobs[i + 1], (n_jobs - i - 1) * sizeof(*jobs));
    n_jobs--;
    if (n_jobs == 0) {
        cm_free(jobs);
        jobs = NULL;
        cap_jobs = 0;
    }
}

// Reap job i if it has ended. Returns 1 when it is (now or already) done.
static int
job_poll(size_t i)
{
    if (!jobs[i].running || jobs[i].parents) {
        return !jobs[i].running;
    }
    int ws;
    pid_t r = waitpid(jobs[i].pid, &ws, WNOHANG);
    if (r == jobs[i].pid) {
        sh_child_reaped(r);
        jobs[i].running = 0;
        jobs[i].status = sh_wait_status(ws);
        return 1;
    }
    if (r < 0 && errno == ECHILD) {
        jobs[i].running = 0; // not ours any more (cannot happen; never wait on it again)
        jobs[i].status = 127;
        return 1;
    }
    return 0;
}

/* sh_jobs_end_all: see shell/jobs.h. */
void
sh_jobs_end_all(void)
{
    for (size_t i = 0; i < n_jobs; i++) {
        if (jobs[i].running && !jobs[i].parents && !job_poll(i)) {
            kill(-jobs[i].pid, SIGKILL);
            kill(jobs[i].pid, SIGKILL);
            while (waitpid(jobs[i].pid, NULL, 0) < 0 && errno == EINTR) {
            }
            sh_child_reaped(jobs[i].pid);
        }
        cm_free(jobs[i].text);
    }
    cm_free(jobs);
    jobs = NULL;
    n_jobs = 0;
    cap_jobs = 0;
}

// The job an argument names: %N, %%, %+, %-, %STRING (text starts with), %?STRING
// (text holds), or a pid; a job of the parent's only when all is 1. Returns its index,
// -1 when no job matches, -2 when the argument is neither a job spec nor a number.
static long
find_job(const sh_state *st, const char *a, int all)
{
    if (a[0] != '%') {
        char *end;
        errno = 0;
        long pid = strtol(a, &end, 10);
        if (!a[0] || *end || errno || pid <= 0) {
            return -2;
        }
        for (size_t i = 0; i < n_jobs; i++) {
            if (jobs[i].pid == (pid_t)pid && visible(st, i, all)) {
                return (long)i;
            }
        }
        return -1;
    }
    const char *s = a + 1;
    long best = -1;
    long second = -1;
    for (size_t i = 0; i < n_jobs; i++) {
        if (!visible(st, i, all)) {
            continue;
        }
        if (best < 0 || jobs[i].order > jobs[best].order) {
            second = best;
            best = (long)i;
        } else if (second < 0 || jobs[i].order > jobs[second].order) {
            second = (long)i;
        }
    }
    if (!*s || strcmp(s, "%") == 0 || strcmp(s, "+") == 0) {
        return best;
    }
    if (strcmp(s, "-") == 0) {
        return second >= 0 ? second : best;
    }
    if (*s >= '0' && *s <= '9') {
        char *end;
        long id = strtol(s, &end, 10);
        for (size_t i = 0; !*end && i < n_jobs; i++) {
            if (jobs[i].id == id && visible(st, i, all)) {
                return (long)i;
            }
        }
        return -1;
    }
    long found = -1;
    for (size_t i = 0; i < n_jobs; i++) {
        int hit = *s == '?' ? strstr(jobs[i].text, s + 1) != NULL
                            : strncmp(jobs[i].text, s, strlen(s)) == 0;
        if (hit && visible(st, i, all) && (found < 0 || jobs[i].order > jobs[found].order)) {
            found = (long)i;
        }
    }
    return found;
}

// ---- wait ----------------------------------------------------------------------------

// Wait until job i (or, with i < 0, any running job) is done, bounded by the run's
// limits. Returns the index of a done job, -1 when none is running (any), or -2 when a
// limit ended the run (every job is then killed).
static long
wait_jobs(sh_state *st, long i)
{
    double limit = sh_limit_child_deadline(st);
    long nap_ns = 100000;
    for (;;) {
        int any = 0;
        for (size_t k = 0; k < n_jobs; k++) {
            if ((i >= 0 && (size_t)i != k) || !visible(st, k, 0)) {
                continue;
            }
            if (job_poll(k)) {
                return (long)k;
            }
            any = 1;
        }
        if (!any) {
            return -1;
        }
        double now = sh_limit_now();
        if (limit > 0 && now >= limit) {
            int ws;
            size_t k = i >= 0 ? (size_t)i : 0;
            sh_limit_child_over(st, jobs[k].pid, &ws);
            sh_child_reaped(jobs[k].pid);
            jobs[k].running = 0;
            sh_jobs_end_all();
            return -2;
        }
        sh_limit_nap(&nap_ns, limit > 0 ? limit - now : 0);
    }
}

// The next option letter of argv (from index *a, inside word *o, NULL at first), or 0
// at the first operand, whose index *a then is ("--" is skipped). A caller taking the
// rest of the word, or the next word, as an option's value sets *o to "" after.
static int
opt_next(int argc, char **argv, int *a, const char **o)
{
    if (!*o || !**o) {
        if (*o) {
            (*a)++;
        }
        *o = NULL;
        if (*a >= argc || argv[*a][0] != '-' || !argv[*a][1]) {
            return 0;
        }
        if (strcmp(argv[*a], "--") == 0) {
            (*a)++;
            return 0;
        }
        *o = argv[*a] + 1;
    }
    return *(*o)++;
}

// "CMD: OPT: PROBLEM", then the usage line; status 2.
static int
usage_error(sh_state *st, const char *usage, const char *cmd, const char *opt, const char *problem)
{
    sh_errorf(st, "%s: %s: %s", cmd, opt, problem);
    if (usage) {
        char line[160];
        int n = snprintf(line, sizeof line, "%s\n", usage);
        (void)cm_write_all(st->ctx.err, line, (size_t)n);
    }
    return 2;
}

// Wait for job i (any job when i < 0), forget it, and return its status (127 when no
// job runs, 125 when a limit ended the run). -p's variable (pvar, may be NULL) gets
// its pid.
static int
wait_one(sh_state *st, long i, const char *pvar)
{
    long done = wait_jobs(st, i);
    if (done < 0) {
        return done == -2 ? 125 : 127;
    }
    int status = jobs[done].status;
    if (pvar) {
        char b[24];
        snprintf(b, sizeof b, "%ld", (long)jobs[done].pid);
        if (sh_var_set(st, pvar, b) < 0) {
            return 1;
        }
    }
    job_remove((size_t)done);
    return status;
}

#define WAIT_USAGE "wait: usage: wait [-fn] [-p var] [id ...]"

/* sh_b_wait: see shell/jobs.h. */
int
sh_b_wait(sh_state *st, int argc, char **argv)
{
    int any = 0;
    const char *pvar = NULL;
    int a = 1;
    const char *o = NULL;
    for (int c; (c = opt_next(argc, argv, &a, &o)) != 0;) {
        if (c == 'n') {
            any = 1;
        } else if (c == 'p') {
            if (*o) {
                pvar = o;
            } else if (a + 1 < argc) {
                pvar = argv[++a];
            } else {
                return usage_error(st, WAIT_USAGE, "wait", "-p", "option requires an argument");
            }
            o = "";
        } else if (c != 'f') { // -f: without job control, as plain wait
            char opt[3] = {'-', (char)c, 0};
            return usage_error(st, WAIT_USAGE, "wait", opt, "invalid option");
        }
    }
    if (pvar && !sh_is_name(pvar)) {
        sh_errorf(st, "wait: `%s': not a valid identifier", pvar);
        return 2;
    }
    if (pvar) {
        sh_var_unset(st, pvar);
    }
    int status = 0;
    if (any) {
        // -n: the first job to end, among the ones named, or among all
        long pick = -1;
        if (a < argc) {
            for (int k = a; k < argc && pick < 0; k++) {
                long j = find_job(st, argv[k], 0);
                if (j < 0) {
                    sh_errorf(st, "wait: %s: no such job", argv[k]);
                    continue;
                }
                pick = j;
            }
            if (pick < 0) {
                return 127;
            }
        }
        return wait_one(st, pick, pvar);
    }
    if (a >= argc) {
        // every job; the status is 0, and every job is forgotten
        while (n_jobs > 0) {
            long done = wait_jobs(st, -1);
            if (done < 0) {
                return done == -2 ? 125 : 0;
            }
            job_remove((size_t)done);
        }
        return 0;
    }
    for (int k = a; k < argc; k++) {
        long j = find_job(st, argv[k], 0);
        if (j == -2) {
            sh_errorf(st, "wait: `%s': not a pid or valid job spec", argv[k]);
            status = 1;
            continue;
        }
        if (j == -1) {
            if (argv[k][0] == '%') {
                sh_errorf(st, "wait: %s: no such job", argv[k]);
            } else {
                sh_errorf(st, "wait: pid %s is not a child of this shell", argv[k]);
            }
            status = 127;
            continue;
        }
        status = wait_one(st, j, pvar);
        if (status == 125 && st->flow == SH_FLOW_EXIT) {
            return status; // a limit ended the run
        }
    }
    return status;
}

// ---- jobs ----------------------------------------------------------------------------

// How `jobs` shows job i's state: "Running", "Done", "Exit N", or the signal's name.
static void
state_text(size_t i, char *out, size_t size)
{
    if (jobs[i].running) {
        snprintf(out, size, "Running");
    } else if (jobs[i].status == 0) {
        snprintf(out, size, "Done");
    } else if (jobs[i].status > 128) {
        int sig = jobs[i].status - 128;
        const char *d = sig == SIGTERM   ? "Terminated"
                        : sig == SIGKILL ? "Killed"
                        : sig == SIGINT  ? "Interrupt"
                        : sig == SIGHUP  ? "Hangup"
                                         : strsignal(sig);
        snprintf(out, size, "%s", d ? d : "Signal");
    } else {
        snprintf(out, size, "Exit %d", jobs[i].status);
    }
}

static char
job_mark(const sh_state *st, size_t i)
{
    long cur = find_job(st, "%+", 1);
    long prev = find_job(st, "%-", 1);
    return (long)i == cur ? '+' : (long)i == prev && prev != cur ? '-' : ' ';
}

// Print job i as `jobs` does (long: with its pid; pid_only: the pid alone).
static int
print_job(sh_state *st, size_t i, int lng, int pid_only)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    char state[64];
    state_text(i, state, sizeof state);
    int r;
    if (pid_only) {
        r = cm_buf_printf(&b, "%ld\n", (long)jobs[i].pid);
    } else if (lng) {
        r = cm_buf_printf(&b, "[%d]%c %ld %-24s%s%s\n", jobs[i].id, job_mark(st, i),
                          (long)jobs[i].pid, state, jobs[i].text, jobs[i].running ? " &" : "");
    } else {
        r = cm_buf_printf(&b, "[%d]%c  %-24s%s%s\n", jobs[i].id, job_mark(st, i), state,
                          jobs[i].text, jobs[i].running ? " &" : "");
    }
    int rc = r == 0 ? cm_write_all(st->ctx.out, b.data, b.len) : -1;
    cm_buf_free(&b);
    return rc;
}

/* sh_b_jobs: see shell/jobs.h. */
int
sh_b_jobs(sh_state *st, int argc, char **argv)
{
    int lng = 0;
    int pid_only = 0;
    int only_running = 0;
    int only_stopped = 0;
    int a = 1;
    const char *o = NULL;
    for (int c; (c = opt_next(argc, argv, &a, &o)) != 0;) {
        if (c == 'l') {
            lng = 1;
        } else if (c == 'p') {
            pid_only = 1;
        } else if (c == 'r') {
            only_running = 1;
        } else if (c == 's') {
            only_stopped = 1;
        } else if (c != 'n') {
            char opt[3] = {'-', (char)c, 0};
            return usage_error(st,
                               "jobs: usage: jobs [-lnprs] [jobspec ...] or jobs -x command [args]",
                               "jobs", opt, "invalid option");
        }
    }
    for (size_t i = 0; i < n_jobs; i++) {
        (void)job_poll(i);
    }
    int status = 0;
    if (a < argc) {
        for (int k = a; k < argc; k++) {
            long j = find_job(st, argv[k], 1);
            if (j < 0) {
                sh_errorf(st, "jobs: %s: no such job", argv[k]);
                status = 1;
                continue;
            }
            if (print_job(st, (size_t)j, lng, pid_only) < 0) {
                return 1;
            }
        }
        return status;
    }
    for (size_t i = 0; i < n_jobs; i++) {
        if (!visible(st, i, 1) || only_stopped || (only_running && !jobs[i].running)) {
            continue;
        }
        if (print_job(st, i, lng, pid_only) < 0) {
            return 1;
        }
    }
    // a job reported done is forgotten, as bash does
    for (size_t i = n_jobs; i-- > 0;) {
        if (visible(st, i, 0) && !jobs[i].running && !only_running && !only_stopped) {
            job_remove(i);
        }
    }
    return 0;
}

// ---- kill ----------------------------------------------------------------------------

#define KILL_USAGE                                                                                 \
    "kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l "          \
    "[sigspec]"

// The signal spec names (a name with or without SIG, any case, or a number), or -1.
static int
signal_number(const char *spec)
{
    int sig = sh_trap_signal(spec);
    if (sig == SH_TRAP_ERR) {
        return -1; // ERR names a trap, not a signal
    }
    if (sig < 0 && strncasecmp(spec, "SIG", 3) != 0) {
        return -1;
    }
    return sig;
}

static int
kill_list(sh_state *st, int argc, char **argv, int a)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int status = 0;
    if (a >= argc) {
        for (int s = 1; s < 32; s++) {
            const char *n = sigabbrev_np(s);
            if (n && cm_buf_printf(&b, "%2d) SIG%s%s", s, n, s % 5 == 0 ? "\n" : "\t") < 0) {
                status = 1;
            }
        }
        if (cm_buf_addc(&b, '\n') < 0) {
            status = 1;
        }
    }
    for (int k = a; k < argc; k++) {
        char *end;
        long n = strtol(argv[k], &end, 10);
        if (argv[k][0] && !*end) {
            // a number: its name (an exit status 128+N names signal N)
            const char *name = sigabbrev_np((int)(n > 128 ? n - 128 : n));
            if (!name || n <= 0) {
                sh_errorf(st, "kill: %s: invalid signal specification", argv[k]);
                status = 1;
                continue;
            }
            status |= cm_buf_printf(&b, "%s\n", name) < 0;
            continue;
        }
        int sig = signal_number(argv[k]);
        if (sig <= 0) {
            sh_errorf(st, "kill: %s: invalid signal specification", argv[k]);
            status = 1;
            continue;
        }
        status |= cm_buf_printf(&b, "%d\n", sig) < 0;
    }
    if (cm_write_all(st->ctx.out, b.data, b.len) < 0) {
        status = 1;
    }
    cm_buf_free(&b);
    return status;
}

// Refuse to signal what this shell did not start: an error, and a log record.
static void
refuse_kill(sh_state *st, const char *arg)
{
    cm_buf why;
    cm_buf_init(&why, 0);
    if (cm_buf_printf(&why, "kill: (%s): not a process this shell started", arg) == 0) {
        sh_limit_refuse(st, "kill", "enforcement:kill-foreign", cm_buf_str(&why));
    }
    cm_buf_free(&why);
}

// Signal what arg names. Returns 0 or 1.
static int
kill_one(sh_state *st, const char *arg, int sig)
{
    long j = find_job(st, arg, 0);
    if (j >= 0) {
        (void)job_poll((size_t)j);
        if (!jobs[j].running) {
            // reaped: the number may belong to another process by now
            sh_errorf(st, arg[0] == '%' ? "kill: %s: no such job" : "kill: (%s) - No such process",
                      arg);
            return 1;
        }
        pid_t pid = jobs[j].pid;
        // the job's process group holds what it started; the job itself may not have
        // made it its group yet (it does at once after fork)
        if (kill(-pid, sig) < 0 && kill(pid, sig) < 0) {
            sh_errorf(st, "kill: (%ld) - %s", (long)pid, strerror(errno));
            return 1;
        }
        return 0;
    }
    if (arg[0] == '%') {
        sh_errorf(st, "kill: %s: no such job", arg);
        return 1;
    }
    char *end;
    errno = 0;
    long pid = strtol(arg, &end, 10);
    if (!arg[0] || *end || errno) {
        sh_errorf(st, "kill: %s: arguments must be process or job IDs", arg);
        return 1;
    }
    // the shell itself ($$, or this subshell's process) is the only other process the
    // box started that a script may signal
    if (pid > 0 && (pid == st->pid || pid == (long)getpid())) {
        if (pid == (long)getpid() &&
            (sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU)) {
            // Stopping this very process: nothing of the box could resume it, and a stopped
            // process meets no deadline. A subshell runs in the shell's process, whose caller
            // waits for it anyway: as with a forked subshell that continues its parent, the
            // signal has no effect to see.
            if (st->subshell) {
                return 0;
            }
            sh_errorf(st,
                      "kill: (%ld) - stopping the shell itself is refused: nothing could "
                      "resume it",
                      pid);
            return 1;
        }
        if (kill((pid_t)pid, sig) < 0) {
            sh_errorf(st, "kill: (%ld) - %s", pid, strerror(errno));
            return 1;
        }
        return 0;
    }
    refuse_kill(st, arg);
    return 1;
}

/* sh_b_kill: see shell/jobs.h. */
int
sh_b_kill(sh_state *st, int argc, char **argv)
{
    int sig = SIGTERM;
    int a = 1;
    if (a < argc && (strcmp(argv[a], "-l") == 0 || strcmp(argv[a], "-L") == 0)) {
        return kill_list(st, argc, argv, a + 1);
    }
    if (a < argc && (strcmp(argv[a], "-s") == 0 || strcmp(argv[a], "-n") == 0)) {
        if (a + 1 >= argc) {
            sh_errorf(st, "kill: %s: option requires an argument", argv[a]);
            return 1;
        }
        sig = signal_number(argv[a + 1]);
        if (sig < 0) {
            sh_errorf(st, "kill: %s: invalid signal specification", argv[a + 1]);
            return 1;
        }
        a += 2;
    } else if (a < argc && argv[a][0] == '-' && argv[a][1] && strcmp(argv[a], "--") != 0) {
        sig = signal_number(argv[a] + 1);
        if (sig < 0) {
            sh_errorf(st, "kill: %s: invalid signal specification", argv[a] + 1);
            return 1;
        }
        a++;
    }
    if (a < argc && strcmp(argv[a], "--") == 0) {
        a++;
    }
    if (a >= argc) {
        (void)cm_write_all(st->ctx.err, KILL_USAGE "\n", strlen(KILL_USAGE) + 1);
        return 2;
    }
    int status = 0;
    for (int k = a; k < argc; k++) {
        status |= kill_one(st, argv[k], sig);
    }
    return status;
}

// ---- fg ------------------------------------------------------------------------------

/* sh_b_fg: see shell/jobs.h. */
int
sh_b_fg(sh_state *st, int argc, char **argv)
{
    if (!st->interactive || st->subshell) {
        sh_errorf(st, "fg: no job control");
        return 1;
    }
    const char *spec = argc > 1 ? argv[1] : "%+";
    long j = find_job(st, spec, 0);
    if (j < 0) {
        sh_errorf(st, argc > 1 ? "fg: %s: no such job" : "fg: %s: no current job",
                  argc > 1 ? spec : "current");
        return 1;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    if (cm_buf_printf(&b, "%s\n", jobs[j].text) == 0) {
        (void)cm_write_all(st->ctx.out, b.data, b.len);
    }
    cm_buf_free(&b);
    // The terminal goes to the job's process group while it runs in the foreground, so
    // that the keyboard's signals reach it, and comes back after.
    int tty = isatty(st->ctx.in) && tcgetpgrp(st->ctx.in) == getpgrp() ? st->ctx.in : -1;
    void (*was_ttou)(int) = SIG_DFL;
    if (tty >= 0) {
        was_ttou = signal(SIGTTOU, SIG_IGN);
        (void)tcsetpgrp(tty, jobs[j].pid);
        kill(-jobs[j].pid, SIGCONT);
    }
    long done = wait_jobs(st, j);
    if (tty >= 0) {
        (void)tcsetpgrp(tty, getpgrp());
        signal(SIGTTOU, was_ttou);
    }
    if (done < 0) {
        return 125;
    }
    int status = jobs[done].status;
    job_remove((size_t)done);
    return status;
}
