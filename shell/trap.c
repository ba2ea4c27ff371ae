/* Signal traps: the handler marks the signal pending and nothing more; the shell runs
 * the action at its next command (sh_exec_node) or when it exits. */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common/alloc.h"
#include "shell/exec.h"
#include "shell/trap.h"

static const struct {
    const char *name;
    int sig;
} signal_names[] = {
    {"HUP", SIGHUP},       {"INT", SIGINT},   {"QUIT", SIGQUIT},   {"ILL", SIGILL},
    {"TRAP", SIGTRAP},     {"ABRT", SIGABRT}, {"BUS", SIGBUS},     {"FPE", SIGFPE},
    {"KILL", SIGKILL},     {"USR1", SIGUSR1}, {"SEGV", SIGSEGV},   {"USR2", SIGUSR2},
    {"PIPE", SIGPIPE},     {"ALRM", SIGALRM}, {"TERM", SIGTERM},   {"CHLD", SIGCHLD},
    {"CONT", SIGCONT},     {"STOP", SIGSTOP}, {"TSTP", SIGTSTP},   {"TTIN", SIGTTIN},
    {"TTOU", SIGTTOU},     {"URG", SIGURG},   {"XCPU", SIGXCPU},   {"XFSZ", SIGXFSZ},
    {"VTALRM", SIGVTALRM}, {"PROF", SIGPROF}, {"WINCH", SIGWINCH}, {"IO", SIGIO},
    {"SYS", SIGSYS},
};

static unsigned char ignored_at_entry[SH_NSIG]; // see sh_trap_note_entry
static volatile sig_atomic_t pending[SH_NSIG];
static volatile sig_atomic_t any_pending;
static struct sigaction original[SH_NSIG];
static unsigned char saved_original[SH_NSIG];

static void
on_signal(int sig)
{
    if (sig > 0 && sig < SH_NSIG) {
        pending[sig] = 1;
        any_pending = 1;
    }
}

static const char *
signal_name(int sig)
{
    for (size_t i = 0; i < sizeof signal_names / sizeof signal_names[0]; i++) {
        if (signal_names[i].sig == sig) {
            return signal_names[i].name;
        }
    }
    return NULL;
}

/* sh_trap_signal: see shell/trap.h. */
int
sh_trap_signal(const char *spec)
{
    if (spec[0] >= '0' && spec[0] <= '9') {
        char *end;
        long n = strtol(spec, &end, 10);
        if (*end || n < 0 || n >= SH_NSIG || (n > 0 && !signal_name((int)n))) {
            return -1;
        }
        return (int)n;
    }
    if (strcasecmp(spec, "EXIT") == 0) {
        return 0;
    }
    if (strcmp(spec, "ERR") == 0) {
        return SH_TRAP_ERR;
    }
    if (strncasecmp(spec, "SIG", 3) == 0) {
        spec += 3;
    }
    for (size_t i = 0; i < sizeof signal_names / sizeof signal_names[0]; i++) {
        if (strcasecmp(spec, signal_names[i].name) == 0) {
            return signal_names[i].sig;
        }
    }
    return -1;
}

// Whether the shell may catch sig. A fault raised by the shell itself must end it (the
// alias reports the crash), and KILL and STOP cannot be caught at all; their actions are
// kept for `trap` to show but never installed.
static int
catchable(int sig)
{
    return sig != SIGKILL && sig != SIGSTOP && sig != SIGSEGV && sig != SIGBUS && sig != SIGILL &&
           sig != SIGFPE && sig != SIGTRAP && sig != SIGSYS && sig != SIGABRT;
}

static void
dispose(int sig, const char *action)
{
    if (!catchable(sig)) {
        return;
    }
    if (!saved_original[sig]) {
        if (sigaction(sig, NULL, &original[sig]) != 0) {
            return;
        }
        saved_original[sig] = 1;
    }
    if (!action) {
        (void)sigaction(sig, &original[sig], NULL);
        return;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sa.sa_handler = action[0] ? on_signal : SIG_IGN;
    (void)sigaction(sig, &sa, NULL);
}

/* sh_trap_note_entry: see shell/trap.h. */
void
sh_trap_note_entry(void)
{
    for (int sig = 1; sig < SH_NSIG; sig++) {
        struct sigaction sa;
        if (sigaction(sig, NULL, &sa) == 0 && sa.sa_handler == SIG_IGN) {
            ignored_at_entry[sig] = 1;
        }
    }
}

/* sh_trap_set: see shell/trap.h. */
int
sh_trap_set(sh_state *st, int sig, const char *action)
{
    if (sig > 0 && sig < SH_NSIG && ignored_at_entry[sig] && !st->interactive) {
        return 0; // ignored when the shell started: it stays so (POSIX, bash)
    }
    char **slot = sig == 0             ? &st->trap_exit
                  : sig == SH_TRAP_ERR ? &st->trap_err
                                       : &st->trap_sig[sig];
    char *copy = NULL;
    if (strcmp(action, "-") != 0) {
        copy = cm_strdup(action);
        if (!copy) {
            return -1;
        }
    }
    cm_free(*slot);
    *slot = copy;
    if (sig == SH_TRAP_ERR) {
        st->trap_err_depth = st->func_depth; // the function that set it sees it too
    }
    if (sig > 0 && sig < SH_NSIG) {
        pending[sig] = 0;
        dispose(sig, copy);
    }
    return 0;
}

static int
list_one(cm_buf *out, const char *action, const char *name)
{
    if (cm_buf_adds(out, "trap -- '") < 0) {
        return -1;
    }
    for (const char *p = action; *p; p++) {
        if (*p == '\'' ? cm_buf_adds(out, "'\\''") < 0 : cm_buf_addc(out, *p) < 0) {
            return -1;
        }
    }
    return cm_buf_printf(out, "' %s\n", name);
}

/* sh_trap_list: see shell/trap.h. */
int
sh_trap_list(const sh_state *st, cm_buf *out)
{
    // a subshell that set no trap lists its shell's ($(trap) saves them, POSIX); the
    // shells it was copied from outlive it (a forked job holds their copies)
    while (st->trap_parent) {
        int own = st->trap_exit || st->trap_err;
        for (int sig = 1; sig < SH_NSIG && !own; sig++) {
            own = st->trap_sig[sig] != NULL;
        }
        if (own) {
            break;
        }
        st = st->trap_parent;
    }
    if (st->trap_exit && list_one(out, st->trap_exit, "EXIT") < 0) {
        return -1;
    }
    for (int sig = 1; sig < SH_NSIG; sig++) {
        if (st->trap_sig[sig] && list_one(out, st->trap_sig[sig], signal_name(sig)) < 0) {
            return -1;
        }
    }
    if (st->trap_err && list_one(out, st->trap_err, "ERR") < 0) {
        return -1;
    }
    return 0;
}

/* sh_trap_run_pending: see shell/trap.h. */
void
sh_trap_run_pending(sh_state *st)
{
    static int running; // an action's own commands do not start another action
    if (!any_pending || running) {
        return;
    }
    any_pending = 0;
    running = 1;
    for (int sig = 1; sig < SH_NSIG; sig++) {
        if (!pending[sig]) {
            continue;
        }
        const char *action = st->trap_sig[sig];
        if (!action || !action[0]) {
            any_pending = 1; // a subshell copy holds no traps: its parent runs this one
            continue;
        }
        pending[sig] = 0;
        // The text is copied: the action may replace its own trap while it runs.
        char *text = cm_strdup(action);
        if (!text) {
            continue;
        }
        int status = st->status;
        int flow = st->flow;
        st->flow = SH_FLOW_NONE;
        int was = st->sig_trap_status;
        st->sig_trap_status = status;
        sh_exec_text(st, text, strlen(text), "trap", &st->code);
        st->sig_trap_status = was;
        cm_free(text);
        // exit ends the shell; return (in a function) returns from the function running
        if (st->flow != SH_FLOW_EXIT && !(st->flow == SH_FLOW_RETURN && st->func_depth > 0)) {
            st->status = status;
            st->flow = flow;
        }
    }
    running = 0;
}

/* sh_trap_run_err: see shell/trap.h. */
void
sh_trap_run_err(sh_state *st, int status)
{
    static int running; // a failure inside the action does not run it again
    // not inherited by functions without set -E (errtrace), as bash: it runs at the top
    // level and in the function that set it
    if (!st->trap_err || !st->trap_err[0] || running || st->no_errtrap > 0 ||
        (st->func_depth > 0 && st->func_depth != st->trap_err_depth && !st->opt_errtrace)) {
        return;
    }
    char *text = cm_strdup(st->trap_err); // the action may replace its own trap
    if (!text) {
        return;
    }
    running = 1;
    int flow = st->flow;
    st->flow = SH_FLOW_NONE;
    st->status = status;
    // the action's lines count from the failed command's, as bash's $LINENO shows them
    int line = st->lineno;
    st->next_text_line = line > 0 ? line : 0;
    sh_exec_text(st, text, strlen(text), "trap", &st->code);
    st->lineno = line;
    cm_free(text);
    running = 0;
    if (st->flow != SH_FLOW_EXIT) {
        st->status = status;
        st->flow = flow;
    }
}

/* sh_trap_free: see shell/trap.h. */
void
sh_trap_free(sh_state *st)
{
    cm_free(st->trap_exit);
    st->trap_exit = NULL;
    cm_free(st->trap_err);
    st->trap_err = NULL;
    for (int sig = 1; sig < SH_NSIG; sig++) {
        cm_free(st->trap_sig[sig]);
        st->trap_sig[sig] = NULL;
    }
}
