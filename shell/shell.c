/* Strands Shell's invocation forms: -c, a script, stdin, the zsh/bash/sh alias rules and
 * the interactive readline loop. */
#include "config.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/dl.h"
#include "common/io.h"
#include "common/utf8.h"
#include "shell/builtin.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/interact.h"
#include "shell/jobs.h"
#include "shell/limit.h"
#include "shell/mcp.h"
#include "shell/parse.h"
#include "shell/sh.h"
#include "shell/state.h"
#include "shell/trap.h"

// The options given at invocation: -e -x -u -C (set -o errexit, xtrace, nounset, noclobber).
#define SH_MAIN_OPTS 64 // option words of the invocation (-e, +x, -o NAME, ...)

#define ALIAS_USAGE                                                                                \
    "strands-box-sock-alias: Shell alias accepts only -c COMMAND, -lc COMMAND, -c -l COMMAND, "    \
    "or SCRIPT"

static int
run_text(sh_state *st, const char *text, size_t len, const char *origin)
{
    if (st->opt_verbose) {
        (void)cm_write_all(st->ctx.err, text, len); // set -v: the text as read, all at once
    }
    sh_exec_text(st, text, len, origin, &st->code);
    sh_exec_exit_trap(st);
    return st->status;
}

static int
set_args(sh_state *st, const char *arg0, char **args, int n)
{
    if (arg0) {
        char *a = cm_strdup(arg0);
        if (!a) {
            return -1;
        }
        cm_free(st->arg0);
        st->arg0 = a;
    }
    return sh_params_set(st, args, n > 0 ? (size_t)n : 0);
}

// strands-shell SCRIPT: read under an fs:read decision.
static int
run_script(sh_state *st, const char *path, char **args, int n)
{
    cm_buf text;
    cm_buf why;
    cm_buf_init(&text, 16 << 20);
    cm_buf_init(&why, 0);
    if (sh_fx_read_file(st, path, &text, &why) < 0) {
        sh_errorf(st, "%s", cm_buf_str(&why));
        int missing = strstr(cm_buf_str(&why), "No such file") != NULL;
        cm_buf_free(&text);
        cm_buf_free(&why);
        return missing ? 127 : 126;
    }
    cm_buf_free(&why);
    int r = set_args(st, path, args, n) < 0 ? 1 : run_text(st, cm_buf_str(&text), text.len, path);
    cm_buf_free(&text);
    return r;
}

// The alias's SCRIPT: read with the agent's own access, at most 64 KiB.
static int
run_alias_script(sh_state *st, const char *path)
{
    size_t len = 0;
    char *text = bi_alias_script_read(st->box, path, &len);
    if (!text) {
        return 125;
    }
    int r = set_args(st, path, NULL, 0) < 0 ? 1 : run_text(st, text, len, path);
    cm_free(text);
    return r;
}

// Run the complete command in text, if it is one: 0 when more lines are needed or it
// ran and the run goes on, 1 when the run ends (exit, a syntax error, a stopped run).
static int
stream_command(sh_state *st, cm_buf *text, int at_eof, int *line)
{
    int r = sh_interact_incomplete(st, text->data ? text->data : "", text->len);
    if (r == 1 && !at_eof) {
        return 0;
    }
    st->flow = SH_FLOW_NONE;
    if (st->opt_verbose && text->len > 0) {
        (void)cm_write_all(st->ctx.err, text->data, text->len); // set -v: the input as read
    }
    st->next_text_line = *line;
    sh_exec_text(st, text->data ? text->data : "", text->len, "stdin", &st->code);
    for (size_t i = 0; i < text->len; i++) {
        *line += text->data[i] == '\n';
    }
    cm_buf_reset(text);
    if ((r != 0 && !st->interactive) || st->flow == SH_FLOW_EXIT || st->flow == SH_FLOW_RETURN) {
        return 1; // a syntax error ends the run (not an interactive one: bash -i)
    }
    st->flow = SH_FLOW_NONE;
    return 0;
}

// stdin that is not a terminal, run command by command as its lines arrive (bash): a
// harness that keeps the shell open and writes lines gets each result as it goes. As in
// bash, the script's commands read the same stdin, so the reader never takes more than
// the command it runs: a pipe is read a byte at a time, and a file a block at a time
// with the offset put back to the end of each line before a command runs (a command that
// reads, such as `read x` or a host program, gets the lines after its own).
static int
run_stdin(sh_state *st)
{
    cm_buf text;
    cm_buf_init(&text, 16 << 20);
    off_t base = 0;   // the offset of buf[0] (set before each read)
    int seekable = 1; // until an lseek says otherwise
    char buf[8192];
    int done = 0;
    int line = 1; // where the next command's text starts ($LINENO, syntax errors)
    while (!done) {
        if (seekable) {
            base = lseek(0, 0, SEEK_CUR);
            seekable = base >= 0;
        }
        // the run's clock binds the wait for the next line too (a writer that neither
        // writes nor closes): the first wait starts it, as a first command would
        if (sh_limit_run_over(st)) {
            break;
        }
        double end = sh_limit_run_deadline(st);
        if (end > 0) {
            double was = bi_stop_set_deadline(end);
            int w = bi_stop_wait(0, 0);
            (void)bi_stop_set_deadline(was);
            if (w < 0 && sh_limit_run_over(st)) {
                break;
            }
        }
        ssize_t n = read(0, buf, seekable ? sizeof(buf) : 1);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            sh_errorf(st, "stdin: %s", strerror(errno));
            st->status = 1;
            break;
        }
        if (n == 0) {
            if (text.len > 0) {
                (void)stream_command(st, &text, 1, &line);
            }
            break;
        }
        ssize_t from = 0;
        int moved = 0; // a command read stdin: the rest of buf is stale
        for (ssize_t i = 0; i < n && !done && !moved; i++) {
            if (buf[i] != '\n') {
                continue;
            }
            if (cm_buf_add(&text, buf + from, (size_t)(i + 1 - from)) < 0) {
                break;
            }
            from = i + 1;
            off_t at = base + (off_t)from;
            if (seekable && from < n && lseek(0, at, SEEK_SET) != at) {
                seekable = 0;
            }
            done = stream_command(st, &text, 0, &line);
            if (seekable && from < n) {
                // left where the line ended unless a command read on: then read from there
                moved = lseek(0, 0, SEEK_CUR) != at;
                if (!moved && lseek(0, base + n, SEEK_SET) != base + n) {
                    seekable = 0;
                    moved = 1;
                }
            }
        }
        if (!done && !moved && from < n && cm_buf_add(&text, buf + from, (size_t)(n - from)) < 0) {
            from = -1;
        }
        if (!done && (from < 0 || text.failed)) {
            sh_errorf(st, "stdin: a command longer than %zu bytes", (size_t)16 << 20);
            st->status = 1;
            done = 1;
        }
    }
    sh_exec_exit_trap(st);
    cm_buf_free(&text);
    return st->status;
}

// The alias forms: -c CMD, -lc CMD, -c -l CMD, -l -c CMD, SCRIPT. Sets *cmd or
// *script; returns 0, 1 for interactive, or -1 for any other form.
static int
alias_form(int argc, char **argv, const char **cmd, const char **script)
{
    *cmd = NULL;
    *script = NULL;
    if (argc == 1) {
        return isatty(0) ? 1 : -1;
    }
    if (argc == 3 && (strcmp(argv[1], "-c") == 0 || strcmp(argv[1], "-lc") == 0)) {
        *cmd = argv[2];
        return 0;
    }
    if (argc == 4 && ((strcmp(argv[1], "-c") == 0 && strcmp(argv[2], "-l") == 0) ||
                      (strcmp(argv[1], "-l") == 0 && strcmp(argv[2], "-c") == 0))) {
        *cmd = argv[3];
        return 0;
    }
    if (argc == 2 && argv[1][0] != '-') {
        *script = argv[1];
        return 0;
    }
    return -1;
}

// The alias's box, from the record `strands-box init` wrote; 125 on failure.
static int
open_alias_box(const char *box_dir, const char *caller, bi_box *box, int *hist_fd)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    if (bi_box_open_alias(box_dir, caller, box, &err) < 0) {
        // A box that does not load does not start (issue 4): through an alias that is
        // 125 ("Box failed").
        cm_utf8_eprintf("strands-box-sock-alias: %s\n", cm_buf_str(&err));
        cm_buf_free(&err);
        return 125;
    }
    if (hist_fd) {
        *hist_fd = sh_interact_history_open(box); // before confinement shuts box_dir
    }
    if (bi_confine(box, &err) < 0) {
        // fail closed: a box that cannot confine itself does not start
        cm_utf8_eprintf("strands-box-sock-alias: %s\n", cm_buf_str(&err));
        cm_buf_free(&err);
        return 125;
    }
    cm_buf_free(&err);
    return 0;
}

// Run a shell text, script or interactive session in box; the status.
//
// inter: a terminal session; force_i (-i): interactive semantics without a terminal
// (errors and syntax errors spare the shell, $- has i), still bound by the box's limits.
static int
run_shell(bi_box *box, const char *name, int alias, const char *cmd, const char *script, int inter,
          int force_i, int hist_fd, char **argv, int first, int argc, int nopts, char **opts)
{
    sh_state st;
    int status;
    if (sh_state_init(&st, box) < 0) {
        fprintf(stderr, "strands-shell: out of memory\n");
        sh_state_free(&st);
        if (hist_fd >= 0) {
            close(hist_fd);
        }
        return 125;
    }
    st.interactive = force_i;
    if (sh_options_apply(&st, nopts, opts) != 0) {
        status = 2;
    } else if (cmd) {
        const char *arg0 = !alias && first < argc ? argv[first] : name;
        int nargs = !alias && first + 1 < argc ? argc - first - 1 : 0;
        if (set_args(&st, arg0, argv + first + 1, nargs) < 0) {
            status = 125;
        } else {
            status = run_text(&st, cmd, strlen(cmd), "-c");
        }
    } else if (script) {
        if (alias) {
            status = run_alias_script(&st, script);
        } else {
            status = run_script(&st, script, argv + first, argc - first);
        }
    } else if (!alias && first < argc && set_args(&st, name, argv + first, argc - first) < 0) {
        status = 125; // -s: the operands are the positional parameters
    } else if (inter) {
        status = sh_interact_run(&st, hist_fd);
        hist_fd = -1; // closed there
    } else {
        status = run_stdin(&st);
    }
    sh_jobs_end_all(); // no job outlives the shell
    sh_state_free(&st);
    if (hist_fd >= 0) {
        close(hist_fd);
    }
    return status;
}

// ---- the alias's supervisor --------------------------------------------------------
// The box runs in a child; this process only waits, forwards the signals other
// processes send it, and reports how the box ended. A crash or a fatal signal of the
// box is "Box failed" (125), never 128+N, whatever killed it (SIGKILL included).

static volatile pid_t box_child;

#define BOX_FAILED "strands-box-sock-alias: Box failed: "

static void
supervisor_signal(int sig, siginfo_t *si, void *uc)
{
    (void)uc;
    int fault = sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE;
    if (fault && si && si->si_code > 0 && si->si_code != SI_KERNEL) {
        // this process itself faulted: say so with async-signal-safe calls only
        static const char msg[] = BOX_FAILED "the alias's supervisor crashed\n";
        (void)!write(2, msg, sizeof msg - 1);
        if (box_child > 0) {
            kill(box_child, SIGKILL);
        }
        _exit(125);
    }
    // from another process: pass it on (a terminal's signal reached the child already)
    if (box_child > 0 && si && si->si_code <= 0) {
        kill(box_child, sig);
    }
}

static const int forwarded_signals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGTERM, SIGUSR1,   SIGUSR2,
                                        SIGALRM, SIGSEGV, SIGBUS,  SIGILL,  SIGFPE,    SIGABRT,
                                        SIGTRAP, SIGSYS,  SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF};

// Fork the box. Returns -1 in the child (which goes on to run the box), or the exit
// status of the alias in this process.
static int
supervise(void)
{
    fflush(NULL);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, BOX_FAILED "cannot start the box process: %s\n", strerror(errno));
        return 125;
    }
    if (pid == 0) {
        // the box dies with its alias, so nothing runs on when the caller gives up
        (void)prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) {
            _exit(125);
        }
        return -1;
    }
    box_child = pid;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = supervisor_signal;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (size_t k = 0; k < sizeof forwarded_signals / sizeof forwarded_signals[0]; k++) {
        (void)sigaction(forwarded_signals[k], &sa, NULL);
    }
    (void)signal(SIGPIPE, SIG_IGN);
    int status;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, BOX_FAILED "lost the box process: %s\n", strerror(errno));
            return 125;
        }
    }
    if (WIFEXITED(status)) {
        return WEXITSTATUS(status);
    }
    int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    fprintf(stderr, BOX_FAILED "the box process ended on signal %d (%s)%s\n", sig, strsignal(sig),
            WIFSIGNALED(status) && WCOREDUMP(status) ? ", core dumped" : "");
    return 125;
}

// The alias names, each the only spelling of itself: a name is taken whole or not at all.
static const char *const alias_names[] = {"zsh", "bash", "sh", "python3", "python"};

// The alias name spelled by the n bytes at s, or NULL.
static const char *
alias_name(const char *s, size_t n)
{
    for (size_t k = 0; k < sizeof alias_names / sizeof alias_names[0]; k++) {
        if (strlen(alias_names[k]) == n && memcmp(s, alias_names[k], n) == 0) {
            return alias_names[k];
        }
    }
    return NULL;
}

/* sh_alias_main: see shell/sh.h. */
int
sh_alias_main(const char *spec, int argc, char **argv)
{
    const char *colon = strchr(spec, ':');
    const char *name = colon ? alias_name(spec, (size_t)(colon - spec)) : NULL;
    if (!name) {
        fprintf(stderr,
                BOX_FAILED "this alias names no box (%s); run `strands-box init "
                           "--config BOX_TOML` again\n",
                spec);
        return 125;
    }
    return sh_alias_run(name, colon + 1, argc, argv);
}

/* sh_alias_run: see shell/sh.h. */
int
sh_alias_run(const char *alias, const char *box_dir, int argc, char **argv)
{
    const char *name = alias_name(alias, strlen(alias));
    if (!name || box_dir[0] != '/') {
        cm_utf8_eprintf(BOX_FAILED "this alias names no box (%s:%s); run `strands-box init "
                                   "--config BOX_TOML` again\n",
                        alias, box_dir);
        return 125;
    }
    argv[0] = (char *)name;
    int python = strcmp(name, "python3") == 0 || strcmp(name, "python") == 0;
    const char *cmd = NULL;
    const char *script = NULL;
    int inter = 0;
    // the form first: a refused form touches nothing, not even the box
    if (python) {
        if (bi_python_alias_form(argc, argv) != 0) {
            return 125;
        }
    } else {
        int f = alias_form(argc, argv, &cmd, &script);
        if (f < 0) {
            fprintf(stderr, "%s\n", ALIAS_USAGE);
            return 125;
        }
        inter = f == 1;
    }
    // under `strands-box run` the box is the broker's, outside the agent's reach
    int r = sh_broker_call(name, argc, argv);
    if (r >= 0) {
        return r;
    }
    r = supervise();
    if (r >= 0) {
        return r;
    }
    bi_box box;
    memset(&box, 0, sizeof(box));
    int hist_fd = -1;
    r = open_alias_box(box_dir, python ? "alias" : "shell", &box, inter ? &hist_fd : NULL);
    if (r == 0) {
        r = python
                ? bi_python_alias_main(&box, argc, argv)
                : run_shell(&box, name, 1, cmd, script, inter, 0, hist_fd, argv, 1, argc, 0, NULL);
    } else if (hist_fd >= 0) {
        close(hist_fd);
    }
    bi_box_close(&box);
    return r;
}

/* sh_main: see shell/sh.h. */
int
sh_main(const char *config, int argc, char **argv)
{
    const char *name = "strands-shell";
    const char *cmd = NULL;
    const char *script = NULL;
    int inter = 0;
    int first = 1;
    char *opts[SH_MAIN_OPTS];
    int nopts = 0;
    int mcp = 0;
    int from_stdin = 0;
    int force_i = 0;
    sh_trap_note_entry();
    {
        // strands-shell [-euxCl...] -c CMD [NAME [ARG...]] | [-euxCl...] SCRIPT [ARG...]
        // | -s [ARG...]; +e +x +u +C turn an option off (POSIX sh's invocation)
        while (first < argc && (argv[first][0] == '-' || argv[first][0] == '+') && argv[first][1]) {
            const char *a = argv[first];
            int on = a[0] == '-';
            if (strcmp(a, "--") == 0) {
                first++;
                break;
            }
            if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
                printf("usage: strands-shell [--config BOX_TOML] [-euxC] [-c COMMAND [NAME "
                       "[ARG...]] | -s [ARG...] | SCRIPT [ARG...]]\n"
                       "       strands-shell --mcp --config BOX_TOML\n"
                       "       strands-shell --version\n"
                       "With neither -c nor SCRIPT, commands are read from standard input "
                       "(interactive on a terminal).\n--mcp serves the box as MCP tools "
                       "(shell, python, read_file, write_file, list_dir) over stdio.\n"
                       "Every command, file operation and network request is decided by "
                       "the box's policy.\n");
                return 0;
            }
            if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) {
                printf("strands-shell %s\n", PACKAGE_VERSION);
                return 0;
            }
            if (strcmp(a, "--mcp") == 0) {
                mcp = 1;
                first++;
                continue;
            }
            if (mcp && strcmp(a, "--config") == 0 && first + 1 < argc) {
                config = argv[first + 1]; // --mcp --config FILE (the last one wins)
                first += 2;
                continue;
            }
            if (strcmp(a + 1, "o") == 0) {
                // -o NAME / +o NAME: checked when the shell applies it, as set -o is
                if (first + 1 >= argc || nopts + 2 > SH_MAIN_OPTS) {
                    fprintf(stderr, "strands-shell: %s: option requires an argument\n", a);
                    return 2;
                }
                opts[nopts++] = argv[first];
                opts[nopts++] = argv[first + 1];
                first += 2;
                continue;
            }
            int want_c = 0;
            int set_word = 0; // a word of options that set takes too
            for (size_t k = 1; a[k]; k++) {
                switch (a[k]) {
                case 'c':
                    want_c = on;
                    break;
                case 'a':
                case 'b':
                case 'e':
                case 'f':
                case 'h':
                case 'n':
                case 'u':
                case 'v':
                case 'x':
                case 'C':
                case 'E':
                    set_word = 1;
                    break;
                case 's':
                    from_stdin = on;
                    break;
                case 'l':
                    break;
                case 'i':
                    force_i = on; // errors spare the shell, as at a terminal
                    break;
                case 'm':
                    if (on) {
                        fprintf(stderr, "strands-shell: -m: job control is not supported\n");
                        return 2;
                    }
                    set_word = 1; // +m: no job control, the only mode here
                    break;
                default:
                    fprintf(stderr, "strands-shell: %c%c: invalid option\n", a[0], a[k]);
                    fprintf(stderr, "usage: strands-shell [--config BOX_TOML] [-c COMMAND [NAME "
                                    "[ARG...]] | SCRIPT [ARG...]]\n");
                    return 2;
                }
            }
            if (set_word && nopts < SH_MAIN_OPTS) {
                opts[nopts++] = argv[first]; // its other letters (c s l i) set nothing there
            }
            first++;
            if (!on && (want_c || a[1] == 'c' || a[1] == 'l')) {
                fprintf(stderr, "strands-shell: %s: invalid option\n", a);
                return 2;
            }
            if (want_c) {
                if (first >= argc) {
                    fprintf(stderr, "strands-shell: -c: option requires an argument\n");
                    return 2;
                }
                cmd = argv[first++];
                break;
            }
        }
        if (!cmd && !from_stdin && first < argc) {
            script = argv[first++];
        }
        if (!cmd && !script) {
            inter = isatty(0);
        }
    }
    if (mcp && (cmd || script || first < argc || nopts > 0)) {
        fprintf(stderr, "strands-shell: --mcp takes only --config BOX_TOML\n");
        return 2;
    }
    if (mcp && !config) {
        fprintf(stderr, "strands-shell: --mcp needs --config BOX_TOML: the box it serves\n");
        return 2;
    }
    bi_box box;
    cm_buf err;
    cm_buf_init(&err, 0);
    memset(&box, 0, sizeof(box));
    if (bi_box_open(config, mcp ? "mcp" : "shell", &box, &err) < 0) {
        // A box that does not load does not start (issue 4): exit 1.
        cm_utf8_eprintf("strands-shell: %s\n", cm_buf_str(&err));
        cm_buf_free(&err);
        return 1;
    }
    // the history file is opened before confinement shuts box_dir to this process
    int hist_fd = inter ? sh_interact_history_open(&box) : -1;
    if (mcp && sh_mcp_take_stdio() < 0) {
        fprintf(stderr, "strands-shell: --mcp: cannot set up stdio: %s\n", strerror(errno));
        cm_buf_free(&err);
        bi_box_close(&box);
        return 1;
    }
    if (bi_confine(&box, &err) < 0) {
        // fail closed: a box that cannot confine itself does not start
        cm_utf8_eprintf("strands-shell: %s\n", cm_buf_str(&err));
        cm_buf_free(&err);
        if (hist_fd >= 0) {
            close(hist_fd);
        }
        bi_box_close(&box);
        return 1;
    }
    cm_buf_free(&err);
    if (mcp) {
        int st = sh_mcp_serve(&box);
        bi_box_close(&box);
        return st;
    }
    int status = run_shell(&box, name, 0, cmd, script, inter, force_i, hist_fd, argv, first, argc,
                           nopts, opts);
    bi_box_close(&box);
    return status;
}
