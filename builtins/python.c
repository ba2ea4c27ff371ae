/* python / python3: the shell builtin's argv forms, the alias route, and one fresh
 * Monty run per script under the box's limits and deadline. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "builtins/host.h"
#include "builtins/intr.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/io.h"
#include "common/utf8.h"
#include "monty/monty.h"

#define SCRIPT_MAX_BYTES 65536

static const char help_text[] =
    "Usage: python [-c SOURCE | SCRIPT]\n"
    "Run a Python script through this box's interpreter.\n"
    "\n"
    "This box's Python is Monty, a Python subset \xe2\x80\x94 not CPython. Two forms are "
    "supported:\n"
    "  python -c SOURCE     run SOURCE\n"
    "  python SCRIPT        run the script file SCRIPT\n"
    "\n"
    "-c and a script file are mutually exclusive, and nothing may follow the chosen\n"
    "one. Unlike a normal shell, this box forwards no arguments to the script, so a\n"
    "trailing token is refused rather than passed as argv: `python -c SOURCE --version`\n"
    "exits with an error here, where a normal shell would run SOURCE and print `1`.\n"
    "Put --version or --help before any program.\n"
    "\n"
    "Not supported: an interactive REPL, reading a script from stdin (a pipe or a\n"
    "heredoc), and `python -`. The subset, its modules and what it refuses:\n"
    "docs/python.md in the box's source (installed in share/doc/strands-box).\n";

// ---- output helpers --------------------------------------------------------------

static void say(int fd, const char *fmt, ...) CM_PRINTF(2, 3);

static void
say(int fd, const char *fmt, ...)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    va_list ap;
    va_start(ap, fmt);
    int rc = cm_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    // options and names in the message come from the caller: escaped, but the final
    // newline
    cm_buf shown;
    cm_buf_init(&shown, 0);
    int nl = rc == 0 && b.len > 0 && b.data[b.len - 1] == '\n';
    if (rc == 0 && cm_utf8_escape_display(&shown, b.data ? b.data : "", b.len - (size_t)nl) == 0 &&
        (!nl || cm_buf_addc(&shown, '\n') == 0)) {
        (void)cm_write_all(fd, shown.data ? shown.data : "", shown.len);
    }
    cm_buf_free(&shown);
    cm_buf_free(&b);
}

// ---- the deadline ------------------------------------------------------------------

// The run the deadline timer interrupts. One script runs at a time in a process.
static monty_state *volatile deadline_state;
static bi_host *volatile deadline_host;
static volatile sig_atomic_t deadline_fired;
static volatile sig_atomic_t deadline_err = 2; // the run's stderr
// What the backstop prints when it ends the process: deadline_seconds' line, or the
// shell's when the shell run's end ([shell] run_seconds) armed the timer. Made before the
// timer is armed: the handler only writes it.
static char backstop_msg[128];
static volatile size_t backstop_len;
static const char deadline_msg[] = "Python script exceeded its deadline\n";
// 1 in the child run_script forked for a contained run: the shell that waits for it says
// that its run ended, so the backstop armed for the shell run's end says nothing.
static int contained_child;

// How long past deadline_seconds one C operation may run on before the process ends.
#define DEADLINE_GRACE_SECONDS 2

static timer_t proc_timer;

static void
on_deadline(int sig)
{
    (void)sig;
    monty_state *st = deadline_state;
    if (deadline_fired && st) {
        // the interrupt was not taken: one C operation (a multiplication of two huge
        // ints, a divmod of them) runs on past the deadline and cannot be stopped inside.
        // The whole run ends, as the limit that fired says, with the process.
        (void)!write(deadline_err, backstop_msg, backstop_len);
        _exit(125);
    }
    deadline_fired = 1;
    bi_host *h = deadline_host;
    if (h) {
        h->stop = 1;
    }
    if (st) {
        monty_interrupt(st);
        // the backstop: the run must end within the grace, or the process does
        struct itimerspec its;
        memset(&its, 0, sizeof its);
        its.it_value.tv_sec = DEADLINE_GRACE_SECONDS;
        (void)timer_settime(proc_timer, 0, &its, NULL);
    }
}

typedef struct deadline {
    int armed;
    struct sigaction old;
} deadline;

// One timer per process, made at the first run and kept: timer_create and timer_delete,
// the unblocking of SIGALRM and the check for a signal left pending were seven of the
// thirteen system calls of each `python3 -c` in a running shell. A forked child has no
// timers (POSIX), so it makes its own at its first run (pthread_atfork).
static int proc_timer_made;
static int atfork_set;

static void
forget_timer(void)
{
    proc_timer_made = 0;
}

static int
timer_ready(void)
{
    if (!atfork_set) {
        if (pthread_atfork(NULL, NULL, forget_timer) != 0) {
            return -1;
        }
        atfork_set = 1;
    }
    if (!proc_timer_made) {
        struct sigevent sev;
        memset(&sev, 0, sizeof sev);
        sev.sigev_notify = SIGEV_SIGNAL;
        sev.sigev_signo = SIGALRM;
        if (timer_create(CLOCK_MONOTONIC, &sev, &proc_timer) != 0) {
            return -1;
        }
        // SIGALRM must reach this thread's handler while a script runs; nothing in the
        // process blocks it for longer than a fork (shell/jobs.c)
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGALRM);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        proc_timer_made = 1;
    }
    return 0;
}

// Arm the timer for seconds: deadline_seconds, or what is left of the shell's run when
// by_shell (then ctx names the shell's limit for the backstop's line).
static void
deadline_arm(deadline *d, monty_state *st, bi_host *h, double seconds, const bi_ctx *ctx,
             int by_shell)
{
    d->armed = 0;
    deadline_fired = 0;
    if (!(seconds > 0) || timer_ready() != 0) {
        return;
    }
    int k = 0;
    if (by_shell) {
        k = snprintf(backstop_msg, sizeof backstop_msg,
                     "strands-shell: shell run exceeded run_seconds (%g s)\n",
                     ctx->box ? ctx->box->box.limits.shell_run_seconds : 0.0);
    }
    if (by_shell && contained_child) {
        k = 0; // the waiting shell says it
    } else if (k <= 0 || (size_t)k >= sizeof backstop_msg) {
        memcpy(backstop_msg, deadline_msg, sizeof deadline_msg);
        k = (int)sizeof deadline_msg - 1;
    }
    backstop_len = (size_t)k;
    deadline_state = st;
    deadline_host = h;
    deadline_err = h->ctx ? h->ctx->err : 2;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_deadline;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGALRM, &sa, &d->old) != 0) {
        return;
    }
    struct itimerspec its;
    memset(&its, 0, sizeof its);
    double whole = seconds >= 1e9 ? 1e9 : (double)(long)seconds;
    its.it_value.tv_sec = (time_t)whole;
    its.it_value.tv_nsec = seconds >= 1e9 ? 0 : (long)((seconds - whole) * 1e9);
    if (its.it_value.tv_sec == 0 && its.it_value.tv_nsec == 0) {
        its.it_value.tv_nsec = 1;
    }
    if (timer_settime(proc_timer, 0, &its, NULL) != 0) {
        sigaction(SIGALRM, &d->old, NULL);
        return;
    }
    d->armed = 1;
}

static void
deadline_disarm(deadline *d)
{
    if (d->armed) {
        struct itimerspec zero;
        memset(&zero, 0, sizeof zero);
        (void)timer_settime(proc_timer, 0, &zero, NULL);
        // SIGALRM is not blocked in this thread, so a signal the timer raised before it
        // stopped was delivered to on_deadline before timer_settime returned: nothing is
        // left pending for the handler restored here
        sigaction(SIGALRM, &d->old, NULL);
    }
    deadline_state = NULL;
    deadline_host = NULL;
    d->armed = 0;
}

// ---- one run ---------------------------------------------------------------------

// Run source as filename in a fresh interpreter. Returns the exit status.
static int
run_here(bi_ctx *ctx, const char *source, size_t len, const char *filename)
{
    bi_host h;
    bi_host_init(&h, ctx);
    monty_host table;
    bi_host_table(&h, &table);
    monty_limits ml;
    monty_limits_default(&ml);
    ml.max_alloc = (size_t)h.limits.alloc_bytes;
    ml.run_seconds = h.limits.run_seconds;
    monty_state *st = monty_new(&table, &ml);
    if (!st) {
        say(ctx->err, "Python could not start: out of memory\n");
        bi_host_fini(&h);
        return 125;
    }
    // The shell's run ([shell] run_seconds, ctx->deadline) binds a script as it binds
    // every command: when it ends before deadline_seconds, the timer is armed for it, and
    // the run ends there without Python's line (the shell then says why, logs it and
    // exits 125). The tightest limit binds.
    double seconds = h.limits.deadline_seconds;
    int by_shell = 0;
    if (ctx->deadline > 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        double left = ctx->deadline - ((double)now.tv_sec + (double)now.tv_nsec / 1e9);
        if (!(seconds > 0) || left < seconds) {
            seconds = left > 1e-6 ? left : 1e-6;
            by_shell = 1;
        }
    }
    deadline d;
    deadline_arm(&d, st, &h, seconds, ctx, by_shell);
    monty_outcome outcome = MONTY_COMPLETED;
    // A script's PermissionError names the path as the script wrote it (behaviour.md
    // 14.1); the decision log keeps the ~/ spelling.
    int was_as_written = ctx->name_as_written;
    const char *was_caller = ctx->caller;
    ctx->name_as_written = 1;
    // the log names the script as the caller of its file operations, unless the route
    // named one for everything it runs (the MCP server: "mcp")
    ctx->caller = was_caller ? was_caller : "python";
    // A script's relative paths are rooted at the workspace (spec, File operations),
    // whatever directory the shell has changed to.
    char was_cwd[sizeof ctx->cwd];
    memcpy(was_cwd, ctx->cwd, sizeof was_cwd);
    const char *ws = ctx->box ? ctx->box->box.workspace : NULL;
    if (ws && strlen(ws) < sizeof ctx->cwd) {
        strcpy(ctx->cwd, ws);
    }
    // As CPython does, a script does not die of SIGPIPE: a write to a closed pipe fails
    // with EPIPE and raises BrokenPipeError.
    struct sigaction ign;
    struct sigaction was_pipe;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    sigemptyset(&ign.sa_mask);
    int pipe_saved = sigaction(SIGPIPE, &ign, &was_pipe) == 0;
    bi_intr_attach(st, &h.intr);
    int status = monty_run(st, source, len, filename, &outcome);
    deadline_state = NULL; // the run is over: the backstop has nothing to end
    bi_intr_detach();
    if (status != 130 && outcome != MONTY_ABORTED && bi_intr_pending()) {
        // the script caught its KeyboardInterrupt and ended on its own: the shell goes
        // on with its command list, as bash does after a program that handles SIGINT
        bi_intr_clear();
    }
    if (pipe_saved) {
        (void)sigaction(SIGPIPE, &was_pipe, NULL);
    }
    memcpy(ctx->cwd, was_cwd, sizeof was_cwd);
    ctx->name_as_written = was_as_written;
    ctx->caller = was_caller;
    int fired = deadline_fired;
    deadline_disarm(&d);
    monty_free(st);
    bi_host_fini(&h);
    if (fired) {
        if (!by_shell) {
            say(ctx->err, "Python script exceeded its deadline\n");
        }
        return 125;
    }
    if (outcome == MONTY_ABORTED) {
        return 125;
    }
    if (status < 0 || status > 255) {
        return 125;
    }
    return status;
}

// Run source as filename: here, or in a contained process (ctx->contained, the MCP
// server) in a forked child that this waits for, bounded by the run's limits and the
// backstop's grace (a child past them is killed), forwarding an interrupt to it. Returns
// the exit status.
static int
run_script(bi_ctx *ctx, const char *source, size_t len, const char *filename)
{
    if (!ctx->contained) {
        return run_here(ctx, source, len, filename);
    }
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double now = (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
    double limit = ctx->box ? now + ctx->box->box.limits.deadline_seconds : 0;
    if (ctx->deadline > 0 && (limit <= 0 || ctx->deadline < limit)) {
        limit = ctx->deadline;
    }
    pid_t pid = fork();
    if (pid < 0) {
        return run_here(ctx, source, len, filename);
    }
    if (pid == 0) {
        ctx->contained = 0;
        contained_child = 1;
        _exit(run_here(ctx, source, len, filename) & 0xff);
    }
    int forwarded = 0;
    long nap_ns = 1000000;
    for (;;) {
        int status;
        pid_t w = waitpid(pid, &status, WNOHANG);
        if (w == pid) {
            return WIFEXITED(status) ? WEXITSTATUS(status) : 125;
        }
        if (w < 0 && errno != EINTR) {
            return 125;
        }
        if (bi_intr_pending() && !forwarded) {
            (void)kill(pid, SIGINT); // the child's handler interrupts its script
            forwarded = 1;
        }
        clock_gettime(CLOCK_MONOTONIC, &ts);
        now = (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
        if (limit > 0 && now > limit + DEADLINE_GRACE_SECONDS + 1) {
            // the child's own backstop did not end it: it is ended here
            (void)kill(pid, SIGKILL);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
                // reap it
            }
            if (!(ctx->deadline > 0 && now >= ctx->deadline)) {
                say(ctx->err, "%s", deadline_msg);
            }
            return 125;
        }
        struct timespec nap = {0, nap_ns};
        nanosleep(&nap, NULL);
        nap_ns = nap_ns < 20000000 ? nap_ns * 2 : nap_ns;
    }
}

// ---- the shell route ----------------------------------------------------------------

// Read the script file under fs:read/read_content and the floor. Returns a cm_alloc'd
// NUL-terminated copy, or NULL with the error text in why.
static char *
read_script_gated(bi_ctx *ctx, const char *script, size_t *len, cm_buf *why)
{
    pol_path p;
    int kind = 0;
    if (bi_gate_fs(ctx, POL_FS_READ, "read_content", script, strlen(script), &p, why, &kind) != 0) {
        return NULL;
    }
    int fd = bi_fs_open(&p, O_RDONLY | O_CLOEXEC, 0);
    if (fd < 0) {
        if (cm_buf_printf(why, "%s: %s", script, strerror(errno)) != 0) {
            // out of memory: the text stays empty
        }
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        if (cm_buf_printf(why, "%s: %s", script, strerror(EISDIR)) != 0) {
            // out of memory: the text stays empty
        }
        return NULL;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    if (cm_read_all(fd, &b, SCRIPT_MAX_BYTES) < 0) {
        int e = errno;
        int rc;
        if (e == EFBIG) {
            off_t size = fstat(fd, &st) == 0 ? st.st_size : (off_t)SCRIPT_MAX_BYTES + 1;
            rc = cm_buf_printf(why, "%s: script is %lld bytes; maximum is %d", script,
                               (long long)size, SCRIPT_MAX_BYTES);
        } else {
            rc = cm_buf_printf(why, "%s: %s", script, strerror(e));
        }
        if (rc != 0) {
            // out of memory: the text stays empty
        }
        goto fail;
    }
    close(fd);
    *len = b.len;
    if (!b.data) {
        return cm_strdup("");
    }
    return cm_buf_take(&b);
fail:
    close(fd);
    cm_buf_free(&b);
    return NULL;
}

/* python / python3 in the shell: argv forms, script fs:read, one fresh Monty run. */
int
bi_python_main(bi_ctx *ctx, int argc, char **argv)
{
    const char *name = argc > 0 && argv[0] ? argv[0] : "python3";
    const char *source = NULL;
    const char *script = NULL;
    int options_done = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int is_word = options_done || a[0] != '-' || strcmp(a, "-") == 0;
        if (source || script) {
            if (script && is_word) {
                say(ctx->err, "python: only one script file may be given\n");
            } else {
                say(ctx->err, "python: no arguments are accepted after the script or -c source\n");
            }
            return 2;
        }
        if (is_word) {
            if (strcmp(a, "-") == 0) {
                say(ctx->err, "python: reading a script from stdin is not supported; use "
                              "`-c SOURCE` or a script file\n");
                return 2;
            }
            script = a;
            continue;
        }
        if (strcmp(a, "--") == 0) {
            options_done = 1;
            continue;
        }
        if (strcmp(a, "--version") == 0 || (a[1] == 'V')) {
            say(ctx->out, "%s\n", monty_version());
            return 0;
        }
        if (strcmp(a, "--help") == 0 || (a[1] == 'h')) {
            (void)cm_write_all(ctx->out, help_text, sizeof help_text - 1);
            return 0;
        }
        if (a[1] == 'c') {
            if (a[2] != '\0') {
                source = a + 2;
            } else if (i + 1 < argc) {
                source = argv[++i];
            } else {
                say(ctx->err, "strands-shell: %s: missing argument for option '-c'\n", name);
                return 1;
            }
            continue;
        }
        if (a[1] == '-') {
            say(ctx->err, "strands-shell: %s: invalid option '%s'\n", name, a);
        } else {
            say(ctx->err, "strands-shell: %s: invalid option '-%c'\n", name, a[1]);
        }
        return 1;
    }
    if (source) {
        return run_script(ctx, source, strlen(source), "<string>");
    }
    if (!script) {
        say(ctx->err, "python: no script given; this box's Python runs only `-c SOURCE` or a "
                      "script file (no REPL, pipe, or heredoc)\n");
        return 2;
    }
    cm_buf why;
    cm_buf_init(&why, 0);
    size_t len = 0;
    char *text = read_script_gated(ctx, script, &len, &why);
    if (!text) {
        say(ctx->err, "strands-shell: %s: %s\n", name, cm_buf_str(&why));
        cm_buf_free(&why);
        return 1;
    }
    cm_buf_free(&why);
    int status = run_script(ctx, text, len, script);
    cm_free(text);
    return status;
}

// ---- the alias route ----------------------------------------------------------------

static void
alias_os_error(const char *script, int e)
{
    say(2, "strands-box-sock-alias: read Shell script %s: %s (os error %d)\n", script, strerror(e),
        e);
}

/* bi_alias_script_read: see builtins.h. The grant is checked on the path as written
 * (joined with the caller's directory and folded) before anything is touched, so a
 * path outside [agent.filesystem] gets one answer whether or not a file is there; the
 * read then walks that path with O_NOFOLLOW, so no link leads it elsewhere. */
char *
bi_alias_script_read(bi_box *box, const char *script, size_t *len)
{
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) {
        alias_os_error(script, errno);
        return NULL;
    }
    pol_path p;
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = pol_path_spell(&box->box, cwd, script, strlen(script), &p, &err);
    cm_buf_free(&err);
    if (rc != 0) {
        alias_os_error(script, EINVAL);
        return NULL;
    }
    if (!pol_box_agent_may(&box->box, p.abs, "read")) {
        alias_os_error(script, EACCES);
        return NULL;
    }
    int fd = bi_fs_open(&p, O_RDONLY | O_CLOEXEC, 0);
    if (fd < 0) {
        alias_os_error(script, errno);
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
        int e = S_ISDIR(st.st_mode) ? EISDIR : errno;
        close(fd);
        alias_os_error(script, e);
        return NULL;
    }
    if (st.st_size > SCRIPT_MAX_BYTES) {
        close(fd);
        say(2, "strands-box-sock-alias: Shell script %s is %lld bytes; maximum is %d\n", script,
            (long long)st.st_size, SCRIPT_MAX_BYTES);
        return NULL;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    char chunk[8192];
    for (;;) {
        ssize_t k = read(fd, chunk, sizeof chunk);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k < 0) {
            int e = errno;
            close(fd);
            cm_buf_free(&b);
            alias_os_error(script, e);
            return NULL;
        }
        if (k == 0) {
            break;
        }
        if (b.len + (size_t)k > SCRIPT_MAX_BYTES || cm_buf_add(&b, chunk, (size_t)k) != 0) {
            size_t n = b.len + (size_t)k;
            close(fd);
            cm_buf_free(&b);
            say(2, "strands-box-sock-alias: Shell script %s is %zu bytes; maximum is %d\n", script,
                n, SCRIPT_MAX_BYTES);
            return NULL;
        }
    }
    close(fd);
    *len = b.len;
    return b.data ? cm_buf_take(&b) : cm_strdup("");
}

/* bi_python_alias_form: see builtins.h. */
int
bi_python_alias_form(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "-c") == 0) {
        return 0;
    }
    if (argc == 2 && argv[1][0] != '-' && argv[1][0] != '\0') {
        return 0;
    }
    say(2, "strands-box-sock-alias: Python alias accepts only -c SOURCE or SCRIPT\n");
    return -1;
}

/* The python3/python alias route: -c SOURCE or one SCRIPT. */
int
bi_python_alias_main(bi_box *box, int argc, char **argv)
{
    if (bi_python_alias_form(argc, argv) != 0) {
        return 125;
    }
    const char *source = argc == 3 ? argv[2] : NULL;
    const char *script = argc == 2 ? argv[1] : NULL;
    bi_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.box = box;
    ctx.in = 0;
    ctx.out = 1;
    ctx.err = 2;
    const char *ws = box->box.workspace;
    if (ws && strlen(ws) < sizeof ctx.cwd) {
        strcpy(ctx.cwd, ws);
    } else if (!getcwd(ctx.cwd, sizeof ctx.cwd)) {
        strcpy(ctx.cwd, "/");
    }
    if (source) {
        return run_script(&ctx, source, strlen(source), "<string>");
    }
    size_t len = 0;
    char *text = bi_alias_script_read(box, script, &len);
    if (!text) {
        return 125;
    }
    int status = run_script(&ctx, text, len, script);
    cm_free(text);
    return status;
}
