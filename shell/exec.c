/* Running syntax trees: simple commands (functions, own commands, host programs),
 * redirections, pipelines (every stage but the last in a forked child, all at once,
 * through pipes), background jobs (forked children), subshells as copies of the state,
 * and the compound commands. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/arena.h"
#include "common/io.h"
#include "shell/assign.h"
#include "shell/builtin.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/intr.h"
#include "shell/jobs.h"
#include "shell/limit.h"
#include "shell/script.h"
#include "shell/trap.h"

#define MAX_FUNC_DEPTH 200
#define MAX_SUBSHELL   100

typedef struct fdtab {
    int fd[10];
    int owned[10];
} fdtab;

/* sh_mem_fd: see shell/exec.h. */
int
sh_mem_fd(void)
{
    int fd = memfd_create("strands-shell", MFD_CLOEXEC);
    if (fd < 0) {
        char tmpl[] = "/tmp/strands-shell-XXXXXX";
        fd = mkostemp(tmpl, O_CLOEXEC);
        if (fd >= 0) {
            unlink(tmpl);
        }
    }
    return fd;
}

static void
fdtab_init(sh_state *st, fdtab *t)
{
    for (int i = 0; i < 10; i++) {
        t->fd[i] = -1;
        t->owned[i] = 0;
    }
    t->fd[0] = st->ctx.in;
    t->fd[1] = st->ctx.out;
    t->fd[2] = st->ctx.err;
    for (int i = 3; i < 10; i++) {
        t->fd[i] = st->fd_hi[i];
    }
}

// The descriptors a command sees and which of them the state owns, saved around a
// command whose redirections change them (fds_enter ... fds_leave).
typedef struct fdsave {
    int fd[10];
    unsigned char owned[10];
} fdsave;

static int *
fd_slot(sh_state *st, int i)
{
    return i == 0 ? &st->ctx.in : i == 1 ? &st->ctx.out : i == 2 ? &st->ctx.err : &st->fd_hi[i];
}

// Set every descriptor the commands see to t's.
static void
use_fds(sh_state *st, const fdtab *t)
{
    for (int i = 0; i < 10; i++) {
        *fd_slot(st, i) = t->fd[i];
    }
}

// A command's redirections (t) take effect: the slots they change hold t's descriptors,
// which t owns, so the state owns none of them until an `exec` inside takes one over.
static void
fds_enter(sh_state *st, const fdtab *t, fdsave *s)
{
    for (int i = 0; i < 10; i++) {
        s->fd[i] = *fd_slot(st, i);
        s->owned[i] = st->fd_owned[i];
        if (t->fd[i] != s->fd[i]) {
            st->fd_owned[i] = 0;
        }
    }
    use_fds(st, t);
}

// The command is over: the slots its redirections changed go back (closing what an
// `exec` inside opened there, as bash does); the others keep what an `exec` inside set,
// so `{ exec 3>file; } 2>err` keeps its 3.
static void
fds_leave(sh_state *st, const fdsave *s, const fdtab *t)
{
    for (int i = 0; i < 10; i++) {
        if (t->fd[i] == s->fd[i]) {
            continue;
        }
        int *slot = fd_slot(st, i);
        if (st->fd_owned[i] && *slot >= 0) {
            close(*slot);
        }
        *slot = s->fd[i];
        st->fd_owned[i] = s->owned[i];
    }
}

static void
fdtab_close(fdtab *t)
{
    for (int i = 0; i < 10; i++) {
        if (t->owned[i] && t->fd[i] >= 0) {
            close(t->fd[i]);
        }
        t->owned[i] = 0;
    }
}

static void
fdtab_set(fdtab *t, int n, int fd, int owned)
{
    if (t->owned[n] && t->fd[n] >= 0) {
        close(t->fd[n]);
    }
    t->fd[n] = fd;
    t->owned[n] = owned;
}

// The shell's pseudo-files: /dev/null, /dev/std{in,out,err}, /dev/fd/N. Returns an fd
// (owned), -2 when path is not one, -1 on error.
static int
pseudo_file(fdtab *t, const char *given, int flags)
{
    int src = -1;
    // the names as spelled with extra slashes or "." components (//dev/null, /dev/./null)
    char path[32];
    size_t k = 0;
    for (const char *c = given; *c;) {
        if (*c == '/' && (c[1] == '/' || (c[1] == '.' && c[2] == '/'))) {
            c += c[1] == '/' ? 1 : 2;
            continue;
        }
        if (k + 1 >= sizeof path) {
            return -2; // longer than any pseudo-file's name
        }
        path[k++] = *c++;
    }
    path[k] = 0;
    if (strcmp(path, "/dev/null") == 0) {
        return open("/dev/null", flags | O_CLOEXEC);
    }
    if (strcmp(path, "/dev/stdin") == 0) {
        src = t->fd[0];
    } else if (strcmp(path, "/dev/stdout") == 0) {
        src = t->fd[1];
    } else if (strcmp(path, "/dev/stderr") == 0) {
        src = t->fd[2];
    } else if (strncmp(path, "/dev/fd/", 8) == 0 && path[8] >= '0' && path[8] <= '9' &&
               path[9] == 0) {
        src = t->fd[path[8] - '0'];
    } else {
        return -2;
    }
    if (src < 0) {
        errno = EBADF;
        return -1;
    }
    return fcntl(src, F_DUPFD_CLOEXEC, 10);
}

static int
fill_memfd(const char *s, size_t n)
{
    int fd = sh_mem_fd();
    if (fd < 0) {
        return -1;
    }
    if (cm_write_all(fd, s, n) < 0 || lseek(fd, 0, SEEK_SET) < 0) {
        close(fd);
        return -1;
    }
    return fd;
}

// A process substitution's list src (len bytes) run as $(...) is, every command in it
// decided, its output in a memory file read from the start. The fd, or -1 (printed).
static int
capture_memfd(sh_state *st, const char *src, size_t len)
{
    cm_buf out;
    cm_buf_init(&out, SH_MAX_CAPTURE);
    if (sh_exec_capture(st, src, len, &out) < 0) {
        cm_buf_free(&out);
        return -1;
    }
    int fd = fill_memfd(out.data ? out.data : "", out.len);
    cm_buf_free(&out);
    if (fd < 0) {
        sh_errorf(st, "process substitution: %s", strerror(errno));
    }
    return fd;
}

static int apply_redirs_to(sh_state *st, sh_redir *r, fdtab *t);

// Apply redirections to t. Returns 0, or -1 after printing (the command does not run).
// An error goes to the standard error as the redirections before it left it, as in
// bash: `2>/dev/null >&9` prints nothing.
static int
apply_redirs(sh_state *st, sh_redir *r, fdtab *t)
{
    int err = st->ctx.err;
    int rc = apply_redirs_to(st, r, t);
    st->ctx.err = err;
    return rc;
}

// The status of a command whose redirections failed: 1, or 125 when the failure was the
// run's end (apply_redirs stopped the run).
static int
redir_failed(const sh_state *st)
{
    return st->flow == SH_FLOW_EXIT && st->status == 125 ? 125 : 1;
}

// A word that is one process substitution, <(list) or >(list).
static int
is_proc_subst(sh_word w)
{
    return w.len >= 3 && (w.text[0] == '<' || w.text[0] == '>') && w.text[1] == '(' &&
           w.text[w.len - 1] == ')';
}

static int
apply_redirs_to(sh_state *st, sh_redir *r, fdtab *t)
{
    for (; r; r = r->next) {
        st->ctx.err = t->fd[2];
        if (r->fd < 0 || r->fd > 9) {
            sh_errorf(st, "%d: file descriptor out of range", r->fd);
            return -1;
        }
        if (r->kind == SH_R_HEREDOC || r->kind == SH_R_HERESTR) {
            const char *text;
            size_t tl;
            char *tmp = NULL;
            if (r->kind == SH_R_HEREDOC) {
                text = r->quoted ? r->body : sh_expand_heredoc(st, r->body ? r->body : "");
                if (!text) {
                    return -1;
                }
                tl = strlen(text);
            } else {
                char *w = sh_expand_string(st, r->target);
                if (!w) {
                    return -1;
                }
                tl = strlen(w);
                tmp = cm_arena_alloc(&st->tmp, tl + 2);
                if (!tmp) {
                    return -1;
                }
                memcpy(tmp, w, tl);
                tmp[tl++] = '\n';
                tmp[tl] = 0;
                text = tmp;
            }
            int fd = fill_memfd(text, tl);
            if (fd < 0) {
                sh_errorf(st, "here-document: %s", strerror(errno));
                return -1;
            }
            fdtab_set(t, r->fd, fd, 1);
            continue;
        }
        if (is_proc_subst(r->target)) {
            // `< <(list)`: the list's output, run to its end in a subshell copy as $(list)
            // is (every command in it decided), read from the start
            int output = r->target.text[0] == '>';
            if (output ? r->kind != SH_R_OUT && r->kind != SH_R_APPEND && r->kind != SH_R_CLOBBER
                       : r->kind != SH_R_IN) {
                sh_errorf(st,
                          "%.*s: a process substitution is redirected as < <(list) or "
                          "> >(list)",
                          (int)r->target.len, r->target.text);
                return -1;
            }
            // > >(list): the table's memory file (the list reads it when the command ends)
            int fd = output ? sh_exec_subst_fd(st, r->target.text + 2, r->target.len - 3, 1)
                            : capture_memfd(st, r->target.text + 2, r->target.len - 3);
            if (fd >= 0 && output) {
                fd = fcntl(fd, F_DUPFD_CLOEXEC, 10);
            }
            if (fd < 0) {
                return -1;
            }
            fdtab_set(t, r->fd, fd, 1);
            continue;
        }
        char *target = sh_expand_string(st, r->target);
        if (!target) {
            return -1;
        }
        // as for a command's words (sh_exec_argv): the expansion may have run past the
        // run's end, and no file is opened or made past it
        if (sh_limit_run_over(st)) {
            return -1;
        }
        if (r->kind == SH_R_DUPIN || r->kind == SH_R_DUPOUT) {
            if (strcmp(target, "-") == 0) {
                fdtab_set(t, r->fd, -1, 0);
                continue;
            }
            if (target[0] >= '0' && target[0] <= '9' && target[strspn(target, "0123456789")] == 0) {
                // A number names a descriptor, never a file: one the shell does not hold
                // (any past 9) is a bad descriptor, as in bash.
                const char *d = target;
                while (d[0] == '0' && d[1]) {
                    d++;
                }
                int src = d[1] == 0 ? t->fd[d[0] - '0'] : -1;
                if (src < 0) {
                    sh_errorf(st, "%s: bad file descriptor", target);
                    return -1;
                }
                int fd = fcntl(src, F_DUPFD_CLOEXEC, 10);
                if (fd < 0) {
                    sh_errorf(st, "%s: %s", target, strerror(errno));
                    return -1;
                }
                fdtab_set(t, r->fd, fd, 1);
                continue;
            }
            if (r->kind == SH_R_DUPIN) {
                sh_errorf(st, "%s: ambiguous redirect", target);
                return -1;
            }
            // >&word with a file name is &>word
        }
        int flags;
        int both = r->kind == SH_R_BOTH || r->kind == SH_R_BOTHAPP ||
                   (r->kind == SH_R_DUPOUT && r->fd == 1);
        pol_action act = POL_FS_WRITE;
        const char *op = "write_content";
        switch (r->kind) {
        case SH_R_IN:
            flags = O_RDONLY;
            act = POL_FS_READ;
            op = "read_content";
            break;
        case SH_R_RDWR:
            flags = O_RDWR | O_CREAT;
            break;
        case SH_R_APPEND:
        case SH_R_BOTHAPP:
            flags = O_WRONLY | O_CREAT | O_APPEND;
            break;
        default:
            flags = O_WRONLY | O_CREAT | O_TRUNC;
            // set -C: > and &> never replace an existing file (>| still does)
            if (st->opt_noclobber && (r->kind == SH_R_OUT || r->kind == SH_R_BOTH)) {
                flags = O_WRONLY | O_CREAT | O_EXCL;
            }
            break;
        }
        if (target[0] == 0) {
            sh_errorf(st, "ambiguous redirect");
            return -1;
        }
        int fd = pseudo_file(t, target, flags & ~O_EXCL); // never a regular file
        if (fd == -1) {
            sh_errorf(st, "%s: %s", target, strerror(errno));
            return -1;
        }
        if (fd == -2) {
            cm_buf why;
            cm_buf_init(&why, 0);
            if (r->kind == SH_R_RDWR) {
                int rfd = sh_fx_open(st, target, POL_FS_READ, "read_content", O_RDONLY, &why);
                if (rfd >= 0) {
                    close(rfd);
                } else if (errno == ENOENT) {
                    cm_buf_reset(&why); // read permitted, no file yet: <> makes it (POSIX)
                }
            }
            fd = why.len ? -1 : sh_fx_open(st, target, act, op, flags, &why);
            struct stat sb;
            cm_buf none;
            cm_buf_init(&none, 0);
            if (fd < 0 && (flags & O_EXCL) && sh_fx_stat(st, target, &sb, &none) == 0 &&
                S_ISREG(sb.st_mode)) {
                sh_errorf(st, "%s: cannot overwrite existing file", target);
                cm_buf_free(&none);
                cm_buf_free(&why);
                return -1;
            }
            cm_buf_free(&none);
            if (fd < 0) {
                sh_errorf(st, "%s", cm_buf_str(&why));
                cm_buf_free(&why);
                return -1;
            }
            cm_buf_free(&why);
        }
        if (both) {
            int fd2 = fcntl(fd, F_DUPFD_CLOEXEC, 10);
            if (fd2 < 0) {
                close(fd);
                sh_errorf(st, "%s: %s", target, strerror(errno));
                return -1;
            }
            fdtab_set(t, 1, fd, 1);
            fdtab_set(t, 2, fd2, 1);
        } else {
            fdtab_set(t, r->fd, fd, 1);
        }
    }
    return 0;
}

// `exec` with redirections only: they stay for the rest of the shell. The state takes
// over what t opened, and closes what it opened before and no longer uses.
static void
keep_fds(sh_state *st, fdtab *t)
{
    for (int i = 0; i < 10; i++) {
        int old = *fd_slot(st, i);
        if (t->fd[i] == old) {
            continue;
        }
        if (st->fd_owned[i] && old >= 0) {
            close(old);
        }
        st->fd_owned[i] = t->owned[i];
        t->owned[i] = 0;
    }
    use_fds(st, t);
}
/* ----- host programs ----- */

// One candidate for a host program: dir (dl bytes; relative to the current directory
// unless absolute) joined with name, folded lexically (as policy sees it). 0, or -1.
static int
candidate(sh_state *st, const char *dir, size_t dl, const char *name, char *out, size_t size)
{
    char joined[8400];
    int n = snprintf(joined, sizeof(joined), "%.*s%s%s", (int)dl, dir, dl ? "/" : "", name);
    if (n < 0 || (size_t)n >= sizeof(joined) || !st->box) {
        return -1;
    }
    pol_path pp;
    cm_buf err;
    cm_buf_init(&err, 0);
    int r = pol_path_spell(&st->box->box, st->ctx.cwd, joined, (size_t)n, &pp, &err);
    cm_buf_free(&err);
    if (r < 0 || strlen(pp.abs) >= size) {
        return -1;
    }
    snprintf(out, size, "%s", pp.abs);
    return 0;
}

// The host program argv[0] names, found without touching a path that policy would not
// let the shell spawn, so that whether a file exists outside what policy permits never
// shows. The candidates are the name itself when it holds a '/', else each PATH entry
// joined with it; each is asked of policy first (nothing logged), and only a permitted
// one is stat'ed. Returns 'p' with path set to a permitted existing regular file
// (executable, when found through PATH); 'd' when policy permits no candidate (path is
// then the first one, for the denial); 0 when permitted candidates exist but none is
// there.
static int
find_program(sh_state *st, int argc, char **argv, char *path, size_t size)
{
    const char *name = argv[0];
    int slash = strchr(name, '/') != NULL;
    const char *p = slash ? "" : sh_var_get(st, "PATH");
    if (!p) {
        p = st->path_fallback;
    }
    int permitted = 0;
    path[0] = 0;
    while (p) {
        const char *e = slash ? NULL : strchr(p, ':');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        char cand[4200];
        if ((slash || l > 0) && candidate(st, p, l, name, cand, sizeof(cand)) == 0) {
            if (!path[0]) {
                snprintf(path, size, "%s", cand);
            }
            if (sh_fx_spawn_permitted(st, argc, argv, cand)) {
                permitted = 1;
                struct stat sb;
                if (stat(cand, &sb) == 0 && S_ISREG(sb.st_mode) &&
                    (slash || access(cand, X_OK) == 0)) {
                    snprintf(path, size, "%s", cand);
                    return 'p';
                }
            }
        }
        p = e ? e + 1 : NULL;
    }
    return !permitted && path[0] ? 'd' : 0;
}

/* sh_exec_find_program: see shell/exec.h. */
int
sh_exec_find_program(sh_state *st, const char *name, char *path, size_t path_size)
{
    char *argv[2] = {(char *)name, NULL};
    return find_program(st, 1, argv, path, path_size) == 'p';
}

/* sh_exec_resolve: see shell/exec.h. */
int
sh_exec_resolve(sh_state *st, const char *name, char *path, size_t path_size)
{
    if (sh_func_find(st, name)) {
        return 'f';
    }
    if (sh_builtin_find(name)) {
        return 'b';
    }
    if (bi_command_find(name)) {
        return 'c';
    }
    return sh_exec_find_program(st, name, path, path_size) ? 'p' : 0;
}

static int
spawn(sh_state *st, const char *path, char **argv)
{
    char **env = sh_var_environ(st);
    if (!env) {
        sh_errorf(st, "out of memory");
        return 1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        sh_errorf(st, "%s: %s", argv[0], strerror(errno));
        return 126;
    }
    if (pid == 0) {
        // the program dies with the shell (or the stage or job that started it)
        (void)prctl(PR_SET_PDEATHSIG, SIGKILL);
        int src[3] = {st->ctx.in, st->ctx.out, st->ctx.err};
        int tmp[3];
        for (int i = 0; i < 3; i++) {
            tmp[i] = src[i] >= 0 ? fcntl(src[i], F_DUPFD, 10) : -1;
        }
        for (int i = 0; i < 3; i++) {
            if (tmp[i] >= 0) {
                dup2(tmp[i], i);
            } else {
                close(i);
            }
        }
        for (int fd = 3; fd < 1024; fd++) {
            close(fd);
        }
        if (st->capture_fd >= 0 && (src[1] == st->capture_fd || src[2] == st->capture_fd)) {
            // output captured in memory is bounded: past the cap the program gets SIGXFSZ
            struct rlimit rl = {SH_MAX_CAPTURE, SH_MAX_CAPTURE};
            (void)setrlimit(RLIMIT_FSIZE, &rl);
        }
        if (sh_limit_applies(st)) {
            (void)setpgid(0, 0); // its own group, so that a time limit kills it all
        }
        signal(SIGPIPE, SIG_DFL);
        signal(SIGINT, SIG_DFL);
        signal(SIGQUIT, SIG_DFL);
        if (chdir(st->ctx.cwd) < 0) {
            _exit(126);
        }
        execve(path, argv, env);
        int e = errno;
        const char *msg = strerror(e);
        if (cm_write_all(2, "strands-shell: ", 15) == 0 &&
            cm_write_all(2, argv[0], strlen(argv[0])) == 0 && cm_write_all(2, ": ", 2) == 0 &&
            cm_write_all(2, msg, strlen(msg)) == 0) {
            (void)cm_write_all(2, "\n", 1);
        }
        _exit(e == ENOENT ? 127 : 126);
    }
    if (sh_limit_applies(st)) {
        (void)setpgid(pid, pid); // the child does the same; whichever runs first
    }
    // an interrupt signals the program's own group (in the shell's group, a terminal's
    // Ctrl-C reaches it directly)
    sh_intr_foreground(sh_limit_applies(st) ? pid : 0);
    int status;
    int lim = sh_limit_wait(st, pid, argv[0], &status);
    sh_intr_foreground(0);
    if (lim != 0) {
        return lim > 0 ? 125 : 1;
    }
    sh_intr_program_done(status);
    return sh_wait_status(status);
}

/* ----- functions ----- */

// FUNCNAME (bash): the names of the running functions, innermost first, unset outside
// them. enter: name goes in front of the st->func_depth names held; else the first goes.
static void
funcname_update(sh_state *st, const char *name, int enter)
{
    long long n = st->func_depth;
    if (!enter && n <= 1) {
        sh_var_unset(st, "FUNCNAME");
        return;
    }
    for (long long k = enter ? n : 0; enter ? k > 0 : k < n - 1; k += enter ? -1 : 1) {
        const char *v = sh_arr_get(st, "FUNCNAME", enter ? k - 1 : k + 1);
        if (!v || sh_arr_set(st, "FUNCNAME", k, v) < 0) {
            return;
        }
    }
    if (!enter) {
        sh_arr_unset(st, "FUNCNAME", n - 1);
    } else if (sh_arr_set(st, "FUNCNAME", 0, name) < 0) {
        return; // out of memory: FUNCNAME lacks this name, nothing else reads it
    }
}

static int
call_function(sh_state *st, const sh_func *f, int argc, char **argv)
{
    if (st->func_depth >= MAX_FUNC_DEPTH) {
        sh_errorf(st, "%s: maximum function nesting level exceeded (%d)", argv[0], MAX_FUNC_DEPTH);
        return 1;
    }
    char **old_params = st->params;
    size_t old_n = st->n_params;
    st->params = NULL;
    st->n_params = 0;
    if (sh_params_set(st, argv + 1, (size_t)argc - 1) < 0) {
        st->params = old_params;
        st->n_params = old_n;
        sh_errorf(st, "out of memory");
        return 1;
    }
    sh_saved *old_base = st->locals_base;
    st->locals_base = st->locals;
    sh_node *body = f->body;
    funcname_update(st, f->name, 1);
    st->func_depth++;
    int line = st->lineno;
    int status = sh_exec_node(st, body);
    st->lineno = line; // the caller's line again ($LINENO in an ERR trap for the call)
    funcname_update(st, NULL, 0);
    st->func_depth--;
    if (st->flow == SH_FLOW_RETURN) {
        st->flow = SH_FLOW_NONE;
        status = st->status;
    }
    sh_var_restore_locals(st, st->locals_base);
    st->locals_base = old_base;
    for (size_t i = 0; i < st->n_params; i++) {
        cm_free(st->params[i]);
    }
    cm_free(st->params);
    st->params = old_params;
    st->n_params = old_n;
    return status;
}

/* sh_exec_argv: see shell/exec.h. */
int
sh_exec_argv(sh_state *st, int argc, char **argv, int skip_functions)
{
    const char *name = argv[0];
    const unsigned char *literal = st->argv_literal;
    st->argv_literal = NULL;
    int dbl = st->argv_dbl;
    st->argv_dbl = 0;
    // the run is checked before the words were expanded, and an expansion can be long
    // (${x//0/} of 30 MB took a second): no command starts past the run's end
    if (sh_limit_run_over(st)) {
        return 125;
    }
    const sh_builtin *special = sh_builtin_find(name);
    if (special && !(special->flags & SH_SPECIAL)) {
        special = NULL;
    }
    if (!skip_functions && !special) {
        // a POSIX special builtin is found before any function of its name
        const sh_func *f = sh_func_find(st, name);
        if (f) {
            return call_function(st, f, argc, argv);
        }
    }
    // [[ runs only as the keyword: from an expansion, `command` or `builtin` it is a name
    // like any other, and no command has it (bash)
    int own = dbl || strcmp(name, "[[") != 0 ? sh_exec_own(st, argc, argv, literal) : -2;
    if (own != -2) {
        return own;
    }
    char path[4200];
    int found = find_program(st, argc, argv, path, sizeof(path));
    if (found == 0) {
        sh_errorf(st, "command not found: %s", name);
        return 127;
    }
    // the program found, or (when policy permits no candidate) the first candidate,
    // whose denial is then what the command gets, whether or not a file is there
    cm_buf why;
    cm_buf_init(&why, 0);
    if (sh_fx_decide_command(st, argc, argv, literal, path, &why) < 0) {
        sh_errorf(st, "effect denied: %s", cm_buf_str(&why));
        cm_buf_free(&why);
        return 126;
    }
    cm_buf_free(&why);
    if (found != 'p') {
        sh_errorf(st, "command not found: %s", name);
        return 127;
    }
    // a permitted program file without "#!": bash runs it itself (where execve would
    // fail with ENOEXEC), reading it under its own fs:read decision; nothing is read
    // before the program's own decision
    int script = sh_script_run(st, strchr(name, '/') ? name : path, argc, argv);
    if (script != -2) {
        return script;
    }
    for (int i = 1; i < argc; i++) {
        if (bi_subst_fd(&st->ctx, argv[i], NULL) >= 0) {
            // the memory file is the shell's own: a host program gets no descriptor
            sh_errorf(st,
                      "%s: %s: a process substitution is given only to the shell's own "
                      "commands; use a pipe",
                      argv[0], argv[i]);
            return 1;
        }
    }
    return spawn(st, path, argv);
}

/* sh_exec_program: see shell/exec.h. */
int
sh_exec_program(sh_state *st, int argc, char **argv)
{
    const sh_builtin *b = sh_builtin_find(argv[0]);
    if (b && !(b->flags & (SH_PROGRAM | SH_ALSO_PROGRAM))) {
        return -2;
    }
    return sh_exec_argv(st, argc, argv, 1);
}

// bi_ctx.run_argv, for own commands that run commands (find -exec)
static int
run_argv(void *arg, int argc, char **argv)
{
    return sh_exec_program(arg, argc, argv);
}

/* sh_exec_own: see shell/exec.h. */
int
sh_exec_own(sh_state *st, int argc, char **argv, const unsigned char *literal)
{
    const sh_builtin *b = sh_builtin_find(argv[0]);
    const bi_command *c = b ? NULL : bi_command_find(argv[0]);
    if (!b && !c) {
        return -2;
    }
    // every own command is decided under its own name, whichever wrapper (builtin,
    // command, exec, eval, a trap) brought it here
    cm_buf why;
    cm_buf_init(&why, 0);
    if (sh_fx_decide_command(st, argc, argv, literal, NULL, &why) < 0) {
        sh_errorf(st, "effect denied: %s", cm_buf_str(&why));
        cm_buf_free(&why);
        return 126;
    }
    cm_buf_free(&why);
    // the loops of the command poll the run's end (bi_stop_pending), or a `timeout`'s
    // where that comes first; a command nested in this one (eval, xargs) sets it again
    // and gives it back
    double end = sh_limit_run_deadline(st);
    if (st->timeout.end > 0 && (end <= 0 || st->timeout.end < end)) {
        end = st->timeout.end;
    }
    double was = bi_stop_set_deadline(end);
    int r;
    if (b) {
        r = b->fn(st, argc, argv);
    } else {
        st->ctx.env = sh_var_environ(st);
        st->ctx.deadline = end;
        st->ctx.run_argv = run_argv;
        st->ctx.run_arg = st;
        // decided on the words as typed; the command reads its options first, as GNU's do
        char **av =
            c->permute ? cm_arena_alloc(&st->tmp, ((size_t)argc + 1) * sizeof(char *)) : NULL;
        if (av) {
            bi_cmd_permute(c->permute, argc, argv, av);
        }
        r = c->fn(&st->ctx, argc, av ? av : argv);
        st->ctx.env = NULL;
    }
    (void)bi_stop_set_deadline(was);
    // a command that ran or waited to the end of the budget (sleep, seq) ends the run here
    if (end > 0 && sh_limit_now() >= end && sh_limit_run_over(st)) {
        r = 125;
    }
    return r;
}

/* ----- simple commands ----- */

typedef struct saved_assign {
    char *name;
    char *value;
    int existed;
    int exported;
} saved_assign;

// Set name to v (NULL: unset it), exported, for one command; its old state in *sv, for
// temp_restore. -1 on failure (a readonly variable ends a non-interactive shell, as bash).
static int
temp_assign(sh_state *st, const char *name, const char *v, saved_assign *sv)
{
    sh_var *old = sh_var_find(st, name);
    sv->name = cm_arena_strndup(&st->tmp, name, strlen(name));
    sv->existed = old && old->value;
    sv->exported = old ? old->exported : 0;
    sv->value =
        old && old->value ? cm_arena_strndup(&st->tmp, old->value, strlen(old->value)) : NULL;
    int bad = !sv->name;
    if (!bad && v) {
        bad = sh_var_set(st, name, v) < 0 || sh_var_export(st, name) < 0;
    } else if (!bad && old) {
        bad = old->readonly;
        if (!bad) {
            sh_var_unset(st, name);
        }
    }
    if (bad) {
        if (!st->interactive && old && old->readonly) {
            st->status = 1; // as bash: assigning to a readonly variable ends the shell
            st->flow = SH_FLOW_EXIT;
        }
        sv->name = NULL;
        return -1;
    }
    return 0;
}

// Give the n variables temp_assign set their old states back, the last first.
static void
temp_restore(sh_state *st, const saved_assign *saved, size_t n)
{
    for (size_t i = n; i-- > 0;) {
        if (!saved[i].name) {
            continue;
        }
        if (!saved[i].existed) {
            sh_var_unset(st, saved[i].name);
            continue;
        }
        if (sh_var_set(st, saved[i].name, saved[i].value) == 0) {
            sh_var *v = sh_var_find(st, saved[i].name);
            if (v) {
                v->exported = saved[i].exported;
            }
        }
    }
}

/* sh_exec_program_env: see shell/exec.h. */
int
sh_exec_program_env(sh_state *st, char **set, size_t n_set, char **unset, size_t n_unset, int argc,
                    char **argv)
{
    size_t n = n_set + n_unset;
    saved_assign *saved = n ? cm_arena_calloc(&st->tmp, n * sizeof(*saved)) : NULL;
    if (n && !saved) {
        sh_errorf(st, "out of memory");
        return 1;
    }
    size_t done = 0;
    int bad = 0;
    for (size_t i = 0; i < n_unset && !bad; i++, done++) {
        bad = temp_assign(st, unset[i], NULL, &saved[done]) < 0;
    }
    for (size_t i = 0; i < n_set && !bad; i++, done++) {
        const char *eq = strchr(set[i], '=');
        char name[256];
        size_t nl = eq ? (size_t)(eq - set[i]) : 0;
        if (nl == 0 || nl >= sizeof name) {
            bad = 1;
            break;
        }
        memcpy(name, set[i], nl);
        name[nl] = 0;
        bad = temp_assign(st, name, eq + 1, &saved[done]) < 0;
    }
    int status = bad ? 125 : sh_exec_program(st, argc, argv);
    temp_restore(st, saved, done);
    return status;
}

// Split "NAME=value" / "NAME+=value": the name into name, *value_at the raw value.
static int
assign_parts(sh_word w, char *name, size_t size, sh_word *value, int *append)
{
    size_t i = 0;
    while (i < w.len && w.text[i] != '=' && w.text[i] != '+') {
        i++;
    }
    if (i >= size) {
        return -1;
    }
    memcpy(name, w.text, i);
    name[i] = 0;
    *append = w.text[i] == '+';
    size_t v = i + 1 + (size_t)*append;
    value->text = w.text + v;
    value->len = w.len - v;
    return 0;
}

static void
xtrace(sh_state *st, int argc, char **argv)
{
    static int in_ps4; // the commands PS4's expansion runs are not traced
    if (in_ps4) {
        return;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    const char *ps4 = sh_var_get(st, "PS4");
    if (ps4 && strpbrk(ps4, "$`")) {
        // PS4 is expanded as a double-quoted word each time (bash, POSIX)
        in_ps4 = 1;
        char *e = sh_expand_string(st, (sh_word){ps4, strlen(ps4)});
        in_ps4 = 0;
        ps4 = e ? e : ps4;
    }
    int ok = cm_buf_adds(&b, ps4 ? ps4 : "+ ") == 0;
    for (int i = 0; ok && i < argc; i++) {
        ok = (i == 0 || cm_buf_addc(&b, ' ') == 0) && cm_buf_adds(&b, argv[i]) == 0;
    }
    if (ok && cm_buf_addc(&b, '\n') == 0) {
        (void)cm_write_all(st->ctx.err, b.data, b.len);
    }
    cm_buf_free(&b);
}

// 1 when the word as written expands to itself (quotes and backslashes aside): no
// parameter, command or arithmetic substitution, no tilde and no glob character. Only
// such words may appear in the decision log; a conservative test (a '$' inside single
// quotes counts as an expansion).
static int
word_is_literal(sh_word w)
{
    for (size_t i = 0; i < w.len; i++) {
        if (strchr("$`~*?[", w.text[i])) {
            return 0;
        }
    }
    return 1;
}

// Expand n's words into argv, and into *literal (in st->tmp) one flag per field after
// the first: whether its word was written literally. *literal is NULL when unknown.
static int
expand_words(sh_state *st, sh_node *n, sh_strv *argv, unsigned char **literal)
{
    unsigned char *lit = cm_arena_calloc(&st->tmp, n->n_words + 1);
    size_t cap = n->n_words;
    int decl = 0;
    unsigned char *comp = NULL; // per field: a declaration's NAME=(...), spelled canonically
    size_t comp_n = 0;
    for (size_t k = 0; k < n->n_words; k++) {
        size_t before = argv->n;
        int compound = 0;
        int r = decl ? sh_assign_decl_arg(st, n->words[k], argv, &compound) : 0;
        if (r < 0) {
            return -1;
        }
        if (r > 0) {
            // a declaration's NAME=value: one field, not split or globbed (bash)
            if (compound) {
                size_t at = argv->n - 1;
                unsigned char *more = cm_arena_calloc(&st->tmp, at + 1);
                if (!more) {
                    return -1;
                }
                if (comp_n > 0) {
                    memcpy(more, comp, comp_n);
                }
                more[at] = 1;
                comp = more;
                comp_n = at + 1;
            }
        } else if (n->dbl) {
            const char *prev = k > 0 ? argv->v[k - 1] : "";
            int pat = strcmp(prev, "==") == 0 || strcmp(prev, "!=") == 0 || strcmp(prev, "=") == 0;
            char *s = pat                       ? sh_expand_pattern(st, n->words[k])
                      : strcmp(prev, "=~") == 0 ? sh_expand_regex(st, n->words[k])
                                                : sh_expand_string(st, n->words[k]);
            if (!s || sh_strv_push(st, argv, s) < 0) {
                return -1;
            }
        } else if (sh_expand_fields(st, &n->words[k], 1, argv) < 0) {
            return -1;
        }
        if (k == 0 && argv->n == 1 && word_is_literal(n->words[0])) {
            decl = sh_is_declaration(argv->v[0]);
        }
        // a word may give several fields (braces, splitting): grow the flags to match
        if (lit && argv->n > cap) {
            unsigned char *more = cm_arena_calloc(&st->tmp, argv->n * 2);
            if (more) {
                memcpy(more, lit, cap);
            }
            lit = more;
            cap = argv->n * 2;
        }
        for (size_t i = before; lit && i < argv->n; i++) {
            lit[i] = (unsigned char)word_is_literal(n->words[k]);
        }
    }
    *literal = lit && argv->n > 0 ? lit + 1 : NULL;
    st->argv_compound = comp;
    st->argv_compound_n = comp_n;
    return 0;
}

static int
exec_simple(sh_state *st, sh_node *n)
{
    sh_strv argv = {0};
    unsigned char *literal = NULL;
    fdtab t;
    int status;
    st->subst_status = -1;
    if (expand_words(st, n, &argv, &literal) < 0) {
        st->argv_compound = NULL;
        return 1;
    }
    const unsigned char *compound = st->argv_compound; // handed to a declaration builtin
    size_t compound_n = st->argv_compound_n;
    st->argv_compound = NULL;
    st->argv_compound_n = 0;
    if (n->aliased) {
        literal = NULL; // words of an alias's text came from an expansion (the log redacts)
    }
    fdtab_init(st, &t);
    if (argv.n == 0) {
        for (size_t i = 0; i < n->n_assigns; i++) {
            if (sh_assign_word(st, n->assigns[i]) != 0) {
                // as bash: a failed assignment (a readonly variable, a bad subscript)
                // ends a non-interactive shell
                st->status = 1;
                if (!st->interactive) {
                    st->flow = SH_FLOW_EXIT;
                }
                return 1;
            }
            if (st->opt_xtrace) {
                char *a[1] = {cm_arena_strndup(&st->tmp, n->assigns[i].text, n->assigns[i].len)};
                if (a[0]) {
                    xtrace(st, 1, a);
                }
            }
        }
        // the status of the last $(...) run, in the assignments or the redirections' words
        status = apply_redirs(st, n->redirs, &t) < 0 ? redir_failed(st)
                 : st->subst_status >= 0             ? st->subst_status
                                                     : 0;
        fdtab_close(&t);
        return status;
    }
    // POSIX special builtins (: . eval exec export set ...): their assignments stay, and a
    // redirection error ends a non-interactive shell (as bash --posix)
    const sh_builtin *b0 = sh_builtin_find(argv.v[0]);
    int special = b0 && (b0->flags & SH_SPECIAL);
    if (apply_redirs(st, n->redirs, &t) < 0) {
        fdtab_close(&t);
        int failed = redir_failed(st);
        if (special && !st->interactive) {
            st->status = failed;
            st->flow = SH_FLOW_EXIT;
        }
        return failed;
    }
    saved_assign *saved = NULL;
    if (n->n_assigns > 0) {
        saved = cm_arena_calloc(&st->tmp, n->n_assigns * sizeof(*saved));
        if (!saved) {
            fdtab_close(&t);
            return 1;
        }
    }
    for (size_t i = 0; i < n->n_assigns; i++) {
        char name[256];
        sh_word vw;
        int append;
        if (assign_parts(n->assigns[i], name, sizeof(name), &vw, &append) < 0) {
            sh_errorf(st, "variable name too long");
            fdtab_close(&t);
            return 1;
        }
        char *v = sh_expand_string(st, vw);
        if (!v) {
            fdtab_close(&t);
            return 1;
        }
        const char *to = sh_nameref_follow(st, name);
        if (to && to != name && !strchr(to, '[')) {
            snprintf(name, sizeof(name), "%s", to); // r=v cmd: what the nameref r names
        }
        if (temp_assign(st, name, v, &saved[i]) < 0) {
            fdtab_close(&t);
            return 1;
        }
    }
    // `exec` with no command: the redirections stay for the rest of the shell, and its
    // assignments too (a special builtin's)
    if ((argv.n == 1 && strcmp(argv.v[0], "exec") == 0) ||
        (argv.n == 2 && strcmp(argv.v[0], "command") == 0 && strcmp(argv.v[1], "exec") == 0)) {
        keep_fds(st, &t);
        fdtab_close(&t);
        return 0;
    }
    if (st->opt_xtrace) {
        xtrace(st, (int)argv.n, argv.v);
    }
    fdsave saved_fds;
    fds_enter(st, &t, &saved_fds);
    st->argv_literal = literal;
    st->argv_compound = compound;
    st->argv_compound_n = compound_n;
    st->argv_dbl = n->dbl;
    status = sh_exec_argv(st, (int)argv.n, argv.v, 0);
    st->argv_literal = NULL;
    st->argv_compound = NULL;
    st->argv_compound_n = 0;
    sh_set_last_arg(st, argv.v[argv.n - 1]);
    fds_leave(st, &saved_fds, &t);
    temp_restore(st, saved, special ? 0 : n->n_assigns);
    fdtab_close(&t);
    return status;
}

/* ----- pipelines, subshells, capture ----- */

static int
run_in_copy(sh_state *st, sh_node *n, int in, int out)
{
    sh_state sub;
    if (st->subshell >= MAX_SUBSHELL) {
        sh_errorf(st, "subshells nested too deeply");
        return 1;
    }
    if (sh_state_copy(st, &sub) < 0) {
        sh_state_free(&sub);
        sh_errorf(st, "out of memory");
        return 1;
    }
    sub.ctx.in = in;
    sub.ctx.out = out;
    int status = sh_exec_node(&sub, n);
    if (sub.flow == SH_FLOW_EXIT) {
        status = sub.status;
    }
    sub.status = status;
    sh_exec_exit_trap(&sub);
    status = sub.status; // an exit in the EXIT trap sets the status
    sh_state_free(&sub);
    return status;
}

// The decimal text of v in out (at least 12 bytes); returns its length.
static size_t
status_text(int v, char *out)
{
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    char digits[12];
    size_t k = 0, len = 0;
    do {
        digits[k++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0) {
        out[len++] = '-';
    }
    while (k) {
        out[len++] = digits[--k];
    }
    out[len] = 0;
    return len;
}

// $PIPESTATUS / $pipestatus: the statuses of the last pipeline's commands. PIPESTATUS is
// an indexed array as bash's (${PIPESTATUS[@]}, ${#PIPESTATUS[@]}; $PIPESTATUS is its
// first element); $pipestatus (zsh) is the whole text. A command of its own whose status
// is the one already recorded (every successful command in a loop) changes nothing: no
// printf and no allocation on that path.
static void
set_pipestatus(sh_state *st, const int *statuses, size_t n)
{
    char one[12];
    status_text(statuses[0], one);
    const sh_var *v = sh_var_find(st, "PIPESTATUS");
    if (n == 1 && st->pipestatus && strcmp(st->pipestatus, one) == 0 && v && v->array &&
        v->n_elems == 1 && v->elems[0].idx == 0 && strcmp(v->elems[0].value, one) == 0) {
        return;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    int ok = 1;
    for (size_t i = 0; ok && i < n; i++) {
        char t[12];
        size_t len = status_text(statuses[i], t);
        ok = (i == 0 || cm_buf_addc(&b, ' ') == 0) && cm_buf_add(&b, t, len) == 0;
    }
    char *text = ok ? cm_strdup(cm_buf_str(&b)) : NULL;
    cm_buf_free(&b);
    if (!text) {
        return; // out of memory: the last statuses stay
    }
    cm_free(st->pipestatus);
    st->pipestatus = text;
    memcpy(st->pipestatus_first, one, sizeof one);
    if (v && v->readonly) {
        return;
    }
    if (sh_arr_make(st, "PIPESTATUS", 1) < 0) {
        return;
    }
    for (size_t i = 0; i < n; i++) {
        char t[12];
        status_text(statuses[i], t);
        if (sh_arr_set(st, "PIPESTATUS", (long long)i, t) < 0) {
            return;
        }
    }
}

// Start stage n of a pipeline in a forked child reading in and writing out (the
// child closes unused, the read end of its own pipe). Returns the child's pid or -1.
static pid_t
start_stage(sh_state *st, sh_node *n, int in, int out, int unused)
{
    pid_t pid = sh_fork_child(st, 0);
    if (pid != 0) {
        return pid;
    }
    close(unused);
    sh_child_exit(run_in_copy(st, n, in, out));
}

// Every stage runs at once: each but the last in a forked child (which keeps the box's
// gate, log and limits: the log is appended whole lines from any process, the run's
// clock and stop are shared), the last in this shell (as zsh does: `echo x | read v`
// sets v). A stage writing to a reader that has gone gets SIGPIPE (Python:
// BrokenPipeError). The shell waits for every stage, bounded by the run's limits.
static int
exec_pipe(sh_state *st, sh_node *n)
{
    size_t k = n->n_kids;
    pid_t *pids = cm_arena_calloc(&st->tmp, k * sizeof(*pids));
    int *statuses = cm_arena_calloc(&st->tmp, k * sizeof(*statuses));
    if (!pids || !statuses) {
        sh_errorf(st, "out of memory");
        return 1;
    }
    if (n->bang) {
        st->no_errexit++;
    }
    int prev = -1;
    size_t started = 0;
    int failed = 0;
    for (size_t i = 0; i + 1 < k; i++) {
        int p[2];
        if (pipe2(p, O_CLOEXEC) < 0) {
            sh_errorf(st, "pipe: %s", strerror(errno));
            failed = 1;
            break;
        }
        pid_t pid = start_stage(st, n->kids[i], prev >= 0 ? prev : st->ctx.in, p[1], p[0]);
        close(p[1]);
        if (prev >= 0) {
            close(prev);
        }
        prev = p[0];
        if (pid < 0) {
            if (pid == -1) {
                sh_errorf(st, "fork: %s", strerror(errno));
            }
            failed = 1;
            break;
        }
        pids[started++] = pid;
    }
    int status = 1;
    if (!failed) {
        int save_in = st->ctx.in;
        if (prev >= 0) {
            st->ctx.in = prev;
        }
        // this process runs the last stage; the ERR trap is the whole pipeline's, once,
        // as the other stages' are their subshells' (bash)
        st->no_errtrap++;
        status = sh_exec_node(st, n->kids[k - 1]);
        st->no_errtrap--;
        st->ctx.in = save_in;
        statuses[k - 1] = status;
    }
    if (prev >= 0) {
        close(prev); // a stage still writing now gets SIGPIPE
    }
    for (size_t i = 0; i < started; i++) {
        int ws;
        int w = sh_limit_wait_child(st, pids[i], &ws);
        sh_child_reaped(pids[i]);
        statuses[i] = w == 0 ? sh_wait_status(ws) : w > 0 ? 125 : 1;
    }
    if (!failed) {
        set_pipestatus(st, statuses, k);
        for (size_t i = k; st->opt_pipefail && i-- > 0;) {
            if (statuses[i] != 0) {
                status = statuses[i]; // pipefail: the rightmost that failed
                break;
            }
        }
    }
    if (n->bang) {
        st->no_errexit--;
        status = !status;
    }
    return status;
}

// `cmd &`: cmd runs in a forked child, its own process group, with /dev/null as its
// standard input unless it redirects it (POSIX, without job control). $? is 0.
static int
exec_bg(sh_state *st, sh_node *n)
{
    pid_t pid = sh_fork_child(st, 1);
    if (pid < 0) {
        if (pid == -1) {
            sh_errorf(st, "fork: %s", strerror(errno));
        }
        return 1;
    }
    if (pid == 0) {
        int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
        sh_child_exit(run_in_copy(st, n->body, in, st->ctx.out));
    }
    char *text = cm_arena_strndup(&st->tmp, n->subject.text ? n->subject.text : "...",
                                  n->subject.text ? n->subject.len : 3);
    return sh_job_add(st, pid, text) < 0 ? 1 : 0;
}

/* sh_exec_subst_fd: see shell/expand.h. */
int
sh_exec_subst_fd(sh_state *st, const char *src, size_t len, int output)
{
    if (st->ctx.n_subst >= BI_MAX_SUBST) {
        sh_errorf(st, "%c(%.*s): more than %d process substitutions at once", output ? '>' : '<',
                  (int)len, src, BI_MAX_SUBST);
        return -1;
    }
    // >(list): an empty memory file; the list runs when the command ends (subst_close_to)
    int fd = output ? sh_mem_fd() : capture_memfd(st, src, len);
    if (fd < 0) {
        if (output) {
            sh_errorf(st, "process substitution: %s", strerror(errno));
        }
        return -1;
    }
    unsigned i = st->ctx.n_subst++;
    st->ctx.subst_fd[i] = fd;
    st->ctx.subst_write[i] = (unsigned char)(output != 0);
    st->subst_src[i] = output ? src : NULL;
    st->subst_len[i] = output ? len : 0;
    return fd;
}

// >(list) of table entry i: the list runs in a subshell copy (every command in it decided)
// reading what the command wrote, its output where the shell's goes now.
static void
run_output_subst(sh_state *st, unsigned i)
{
    int fd = st->ctx.subst_fd[i];
    const char *src = st->subst_src[i];
    size_t len = st->subst_len[i];
    struct stat sb;
    if (fstat(fd, &sb) == 0 && (size_t)sb.st_size > SH_MAX_CAPTURE) {
        sh_errorf(st, ">(%.*s): its input passed %zu bytes; not run", (int)len, src,
                  SH_MAX_CAPTURE);
        return;
    }
    sh_state sub;
    if (st->subshell >= MAX_SUBSHELL || lseek(fd, 0, SEEK_SET) < 0) {
        sh_errorf(st, ">(%.*s): not run: %s", (int)len, src,
                  st->subshell >= MAX_SUBSHELL ? "subshells nested too deeply" : strerror(errno));
        return;
    }
    if (sh_state_copy(st, &sub) < 0) {
        sh_state_free(&sub);
        sh_errorf(st, "out of memory");
        return;
    }
    sub.ctx.in = fd;
    sh_exec_text(&sub, src, len, ">(...)", &sub.code);
    sh_exec_exit_trap(&sub);
    sh_state_free(&sub);
}

// Close the process substitutions made since the table held n (the command that made
// them ended), after running each >(list) on what the command wrote, in the order they
// were written: their numbers leave the table before any could be reused.
static void
subst_close_to(sh_state *st, unsigned n)
{
    for (unsigned i = n; i < st->ctx.n_subst; i++) {
        if (st->ctx.subst_write[i] && st->flow != SH_FLOW_INTR) {
            run_output_subst(st, i);
        }
    }
    while (st->ctx.n_subst > n) {
        st->ctx.n_subst--;
        close(st->ctx.subst_fd[st->ctx.n_subst]);
        st->ctx.subst_write[st->ctx.n_subst] = 0;
    }
}

/* sh_exec_capture: see shell/exec.h. */
int
sh_exec_capture(sh_state *st, const char *src, size_t len, cm_buf *out)
{
    // $(<file): the file's contents, read under fs:read read_content
    size_t k = 0;
    while (k < len && (src[k] == ' ' || src[k] == '\t' || src[k] == '\n')) {
        k++;
    }
    if (k + 1 < len && src[k] == '<' && src[k + 1] != '<' && src[k + 1] != '&' &&
        src[k + 1] != '>') {
        size_t e = len;
        while (e > k + 1 && (src[e - 1] == ' ' || src[e - 1] == '\t' || src[e - 1] == '\n')) {
            e--;
        }
        size_t ws = k + 1;
        while (ws < e && (src[ws] == ' ' || src[ws] == '\t')) {
            ws++;
        }
        int bad = 0;
        if (ws < e && sh_lex_word_end(src, e, ws, &bad) == e && !bad) {
            sh_word w = {src + ws, e - ws};
            char *path = sh_expand_string(st, w);
            cm_buf why;
            cm_buf_init(&why, 0);
            int status = 0;
            if (!path) {
                status = 1;
            } else if (sh_fx_read_file(st, path, out, &why) < 0) {
                sh_errorf(st, "%s", cm_buf_str(&why));
                status = 1;
            }
            cm_buf_free(&why);
            st->subst_status = status;
            st->status = status;
            return status;
        }
    }
    sh_state sub;
    if (st->subshell >= MAX_SUBSHELL) {
        sh_errorf(st, "command substitutions nested too deeply");
        return -1;
    }
    if (sh_state_copy(st, &sub) < 0) {
        sh_state_free(&sub);
        sh_errorf(st, "out of memory");
        return -1;
    }
    int fd = sh_mem_fd();
    if (fd < 0) {
        sh_state_free(&sub);
        sh_errorf(st, "command substitution: %s", strerror(errno));
        return -1;
    }
    sub.ctx.out = fd;
    sub.capture_fd = fd;
    int status = sh_exec_text(&sub, src, len, "$(...)", &sub.code);
    if (sub.flow == SH_FLOW_EXIT) {
        status = sub.status;
    }
    sub.status = status;
    sh_exec_exit_trap(&sub);
    status = sub.status; // an exit in the EXIT trap sets the status
    sh_state_free(&sub);
    int rc = 0;
    // an unreadable capture leaves the output empty; only a full one is an error
    if (lseek(fd, 0, SEEK_SET) == 0 && cm_read_all(fd, out, SIZE_MAX) < 0 &&
        (errno == EFBIG || errno == ENOMEM)) {
        sh_errorf(st, "command substitution output is larger than %zu bytes", out->max);
        rc = -1;
    }
    close(fd);
    st->subst_status = status;
    st->status = status;
    return rc < 0 ? -1 : status;
}

/* ----- compound commands ----- */

// After a loop body: 1 to leave the loop, 0 to go on.
static int
loop_flow(sh_state *st)
{
    if (st->flow == SH_FLOW_BREAK) {
        if (--st->flow_n <= 0) {
            st->flow = SH_FLOW_NONE;
        }
        return 1;
    }
    if (st->flow == SH_FLOW_CONTINUE) {
        if (--st->flow_n <= 0) {
            st->flow = SH_FLOW_NONE;
            return 0;
        }
        st->flow = SH_FLOW_CONTINUE;
        return 1;
    }
    return st->flow != SH_FLOW_NONE;
}

static int
exec_loop(sh_state *st, sh_node *n)
{
    int status = 0;
    st->loop_depth++;
    for (;;) {
        st->no_errexit++;
        int c = sh_exec_node(st, n->cond);
        st->no_errexit--;
        if (st->flow != SH_FLOW_NONE) {
            if (loop_flow(st)) {
                break;
            }
            continue;
        }
        if ((c == 0) != (n->kind == SH_N_WHILE)) {
            break;
        }
        status = sh_exec_node(st, n->body);
        if (loop_flow(st)) {
            break;
        }
    }
    st->loop_depth--;
    return status;
}

static int
exec_for(sh_state *st, sh_node *n)
{
    sh_strv items = {0};
    int status = 0;
    if (n->have_in) {
        if (sh_expand_fields(st, n->words, n->n_words, &items) < 0) {
            return 1;
        }
    } else {
        for (size_t i = 0; i < st->n_params; i++) {
            char *c = cm_arena_strndup(&st->tmp, st->params[i], strlen(st->params[i]));
            if (!c || sh_strv_push(st, &items, c) < 0) {
                return 1;
            }
        }
    }
    st->loop_depth++;
    for (size_t i = 0; i < items.n; i++) {
        // a nameref loop variable names each word in turn (bash)
        int r = sh_var_is_nameref(st, n->name) ? sh_nameref_set(st, n->name, items.v[i])
                                               : sh_var_set(st, n->name, items.v[i]);
        if (r < 0) {
            status = 1;
            const sh_var *v = sh_var_find(st, n->name);
            if (!st->interactive && v && v->readonly) {
                st->status = 1; // as bash: a loop variable that is readonly ends the shell
                st->flow = SH_FLOW_EXIT;
            }
            break;
        }
        status = sh_exec_node(st, n->body);
        if (loop_flow(st)) {
            break;
        }
    }
    st->loop_depth--;
    return status;
}

// An empty expression of for (( ; ; )) is true.
static int
arith_part(sh_state *st, sh_word w, long long *v)
{
    size_t k = 0;
    while (k < w.len && strchr(" \t\n", w.text[k])) {
        k++;
    }
    if (k == w.len) {
        *v = 1;
        return 0;
    }
    return sh_arith(st, w.text, w.len, v);
}

static int
exec_arith_for(sh_state *st, sh_node *n)
{
    long long v;
    int status = 0;
    if (arith_part(st, n->words[0], &v) < 0) {
        return 1;
    }
    st->loop_depth++;
    for (;;) {
        if (sh_limit_run_over(st)) {
            status = 125;
            break;
        }
        if (arith_part(st, n->words[1], &v) < 0) {
            status = 1;
            break;
        }
        if (v == 0) {
            break;
        }
        status = sh_exec_node(st, n->body);
        if (loop_flow(st)) {
            break;
        }
        if (arith_part(st, n->words[2], &v) < 0) {
            status = 1;
            break;
        }
    }
    st->loop_depth--;
    return status;
}

static int
exec_case(sh_state *st, sh_node *n)
{
    char *subject = sh_expand_string(st, n->subject);
    if (!subject) {
        return 1;
    }
    int status = 0;
    int run = 0; // the previous item ended with ;& : run this body without testing
    for (sh_case_item *it = n->items; it; it = it->next) {
        for (size_t i = 0; i < it->n_pats && !run; i++) {
            char *pat = sh_expand_pattern(st, it->pats[i]);
            if (!pat) {
                return 1;
            }
            run = sh_pattern_match(st, pat, subject);
        }
        if (!run) {
            continue;
        }
        status = it->body ? sh_exec_node(st, it->body) : 0;
        if (it->end == SH_CASE_BREAK || st->flow != SH_FLOW_NONE) {
            break;
        }
        run = it->end == SH_CASE_FALL;
    }
    return status;
}

// Seconds of a struct timeval.
static double
tv_seconds(struct timeval t)
{
    return (double)t.tv_sec + (double)t.tv_usec / 1e6;
}

// One of bash's %3lR times: "1m2.345s".
static int
add_minutes(cm_buf *b, const char *name, double t)
{
    t = t < 0 ? 0 : t;
    long m = (long)(t / 60);
    return cm_buf_printf(b, "%s\t%ldm%.3fs\n", name, m, t - 60.0 * (double)m);
}

// `time [-p] pipeline`: its wall-clock time, and the user and system time the shell and
// its children spent while it ran, on the shell's stderr in bash's default format (-p:
// POSIX's "real 0.00" lines).
static int
exec_timed(sh_state *st, sh_node *n)
{
    struct timespec t0;
    struct timespec t1;
    struct rusage self0;
    struct rusage kids0;
    struct rusage self1;
    struct rusage kids1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    getrusage(RUSAGE_SELF, &self0);
    getrusage(RUSAGE_CHILDREN, &kids0);
    int status = exec_pipe(st, n);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    getrusage(RUSAGE_SELF, &self1);
    getrusage(RUSAGE_CHILDREN, &kids1);
    double real = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    double user = tv_seconds(self1.ru_utime) - tv_seconds(self0.ru_utime) +
                  tv_seconds(kids1.ru_utime) - tv_seconds(kids0.ru_utime);
    double sys = tv_seconds(self1.ru_stime) - tv_seconds(self0.ru_stime) +
                 tv_seconds(kids1.ru_stime) - tv_seconds(kids0.ru_stime);
    cm_buf b;
    cm_buf_init(&b, 0);
    int e;
    if (n->timed == 2) {
        e = cm_buf_printf(&b, "real %.2f\nuser %.2f\nsys %.2f\n", real, user, sys);
    } else {
        e = cm_buf_adds(&b, "\n");
        e = e == 0 ? add_minutes(&b, "real", real) : e;
        e = e == 0 ? add_minutes(&b, "user", user) : e;
        e = e == 0 ? add_minutes(&b, "sys", sys) : e;
    }
    if (e == 0) {
        (void)cm_write_all(st->ctx.err, b.data, b.len);
    }
    cm_buf_free(&b);
    return status;
}

static int
exec_inner(sh_state *st, sh_node *n)
{
    switch (n->kind) {
    case SH_N_SIMPLE:
        return exec_simple(st, n);
    case SH_N_PIPE:
        return n->timed ? exec_timed(st, n) : exec_pipe(st, n);
    case SH_N_AND:
    case SH_N_OR: {
        // a && b || c is left-nested, ((a && b) || c): the left spine is walked in a loop,
        // not by recursion (a chain of 300,000 terms overflowed the stack)
        size_t depth = 0;
        for (const sh_node *m = n; m->kind == SH_N_AND || m->kind == SH_N_OR; m = m->kids[0]) {
            depth++;
        }
        sh_node **spine = cm_arena_alloc(&st->tmp, depth * sizeof *spine);
        if (!spine) {
            sh_errorf(st, "out of memory");
            return 1;
        }
        sh_node *m = n;
        for (size_t i = 0; i < depth; i++, m = m->kids[0]) {
            spine[i] = m;
        }
        // everything but the top's right side is a left operand: set -e does not apply
        st->no_errexit++;
        int s = sh_exec_node(st, m);
        for (size_t i = depth; i-- > 0 && st->flow == SH_FLOW_NONE;) {
            if ((spine[i]->kind == SH_N_AND) != (s == 0)) {
                continue;
            }
            if (i == 0) {
                st->no_errexit--;
                return sh_exec_node(st, spine[0]->kids[1]);
            }
            s = sh_exec_node(st, spine[i]->kids[1]);
        }
        st->no_errexit--;
        return s;
    }
    case SH_N_SEQ: {
        int s = 0;
        for (size_t i = 0; i < n->n_kids; i++) {
            s = sh_exec_node(st, n->kids[i]);
            if (st->flow != SH_FLOW_NONE) {
                break;
            }
        }
        return s;
    }
    case SH_N_BG:
        return exec_bg(st, n);
    case SH_N_SUBSHELL:
        return run_in_copy(st, n->body, st->ctx.in, st->ctx.out);
    case SH_N_GROUP:
        return sh_exec_node(st, n->body);
    case SH_N_IF: {
        // an elif chain (an if in the alternative, with no redirection of its own) runs in
        // this loop, not by one recursion per elif
        for (;;) {
            st->no_errexit++;
            int c = sh_exec_node(st, n->cond);
            st->no_errexit--;
            if (st->flow != SH_FLOW_NONE) {
                return c;
            }
            if (c == 0) {
                return sh_exec_node(st, n->body);
            }
            if (!n->alt) {
                return 0;
            }
            if (n->alt->kind != SH_N_IF || n->alt->redirs) {
                return sh_exec_node(st, n->alt);
            }
            n = n->alt;
        }
    }
    case SH_N_WHILE:
    case SH_N_UNTIL:
        return exec_loop(st, n);
    case SH_N_FOR:
        return exec_for(st, n);
    case SH_N_ARITH_FOR:
        return exec_arith_for(st, n);
    case SH_N_CASE:
        return exec_case(st, n);
    case SH_N_FUNC:
        if (sh_func_define(st, n->name, n->body) < 0) {
            sh_errorf(st, "out of memory");
            return 1;
        }
        return 0;
    case SH_N_ARITH: {
        long long v;
        if (sh_arith(st, n->subject.text, n->subject.len, &v) < 0) {
            return 1;
        }
        return v != 0 ? 0 : 1;
    }
    }
    return 1;
}

/* sh_exec_node: see shell/exec.h. */
int
sh_exec_node(sh_state *st, sh_node *n)
{
    int status;
    if (!n) {
        return st->status = 0;
    }
    if (st->opt_noexec && !st->interactive) {
        return st->status; // set -n: commands are read and checked for syntax, not run
    }
    sh_trap_run_pending(st);
    if (st->flow == SH_FLOW_EXIT || st->flow == SH_FLOW_RETURN) {
        return st->status; // a trap's action ended the shell, or returned from a function
    }
    if (sh_limit_run_over(st)) {
        return 125; // every command and loop iteration passes here
    }
    if (sh_intr_stop(st)) {
        return st->status; // Ctrl-C or an MCP cancel: nothing more of the list runs
    }
    if (n->line > 0) {
        st->lineno = n->line;
    }
    cm_arena_mark mark = cm_arena_save(&st->tmp);
    unsigned substs = st->ctx.n_subst;
    if (n->redirs && n->kind != SH_N_SIMPLE) {
        fdtab t;
        fdtab_init(st, &t);
        if (apply_redirs(st, n->redirs, &t) < 0) {
            status = redir_failed(st);
        } else {
            fdsave saved_fds;
            fds_enter(st, &t, &saved_fds);
            status = exec_inner(st, n);
            fds_leave(st, &saved_fds, &t);
        }
        fdtab_close(&t);
    } else {
        status = exec_inner(st, n);
    }
    subst_close_to(st, substs);
    cm_arena_release(&st->tmp, mark);
    if (n->kind == SH_N_SIMPLE && st->capture_fd >= 0 && st->flow == SH_FLOW_NONE) {
        struct stat sb;
        if (fstat(st->capture_fd, &sb) == 0 && (size_t)sb.st_size > SH_MAX_CAPTURE) {
            sh_errorf(st, "output of a pipeline stage or $(...) passed %zu bytes; stopped",
                      SH_MAX_CAPTURE);
            st->status = 1;
            st->flow = SH_FLOW_EXIT;
            return 1;
        }
    }
    if (st->flow == SH_FLOW_EXIT || st->flow == SH_FLOW_INTR) {
        return st->status;
    }
    if (st->flow == SH_FLOW_RETURN) {
        return st->status;
    }
    st->status = status;
    if (n->kind == SH_N_SIMPLE || n->kind == SH_N_SUBSHELL || n->kind == SH_N_ARITH) {
        set_pipestatus(st, &status, 1); // a pipeline of one
    }
    if (status != 0 && st->no_errexit == 0 && st->flow == SH_FLOW_NONE &&
        (n->kind == SH_N_SIMPLE || (n->kind == SH_N_PIPE && !n->bang) || n->kind == SH_N_SUBSHELL ||
         n->kind == SH_N_ARITH)) {
        // bash runs the ERR trap where set -e would exit, before it exits
        sh_trap_run_err(st, status);
        if (st->opt_errexit && st->flow == SH_FLOW_NONE) {
            st->flow = SH_FLOW_EXIT;
        }
    }
    return status;
}

/* sh_exec_parser_alias: see shell/exec.h. */
const char *
sh_exec_parser_alias(void *ctx, const char *name)
{
    const sh_state *st = ctx;
    return st->n_aliases > 0 ? sh_alias_get(st, name) : NULL;
}

/* sh_exec_text: see shell/exec.h. */
int
sh_exec_text(sh_state *st, const char *src, size_t len, const char *origin, cm_arena *arena)
{
    cm_buf err;
    sh_parser p;
    char *copy = cm_arena_strndup(arena, src, len);
    if (!copy) {
        sh_errorf(st, "out of memory");
        return st->status = 1;
    }
    cm_buf_init(&err, 0);
    sh_parse_init(&p, copy, len, arena, origin, &err);
    p.alias_get = sh_exec_parser_alias;
    p.alias_ctx = st;
    if (st->next_text_line > 0) {
        p.line = st->next_text_line; // a script read in pieces: its lines count on
        st->next_text_line = 0;
    }
    for (;;) {
        sh_node *node;
        int r = sh_parse_next(&p, &node);
        if (r < 0) {
            sh_errorf(st, "%s", cm_buf_str(&err));
            st->text_commands++; // a syntax error's status stands
            st->status = 2;
            if (!st->interactive) {
                st->flow = SH_FLOW_EXIT; // in eval or . too: a syntax error ends the shell
            }
            break;
        }
        if (r == 0) {
            break;
        }
        st->text_commands++;
        sh_exec_node(st, node);
        if (st->flow == SH_FLOW_EXIT || st->flow == SH_FLOW_RETURN || st->flow == SH_FLOW_INTR) {
            break;
        }
        if ((st->flow == SH_FLOW_BREAK || st->flow == SH_FLOW_CONTINUE) && st->loop_depth > 0) {
            break; // eval or . inside a loop: the loop takes the break or continue
        }
        if (st->flow != SH_FLOW_NONE) {
            st->flow = SH_FLOW_NONE; // break/continue outside a loop
        }
    }
    cm_buf_free(&err);
    return st->status;
}

/* sh_exec_exit_trap: see shell/exec.h. */
void
sh_exec_exit_trap(sh_state *st)
{
    sh_trap_run_pending(st);
    char *trap = st->trap_exit;
    if (!trap) {
        return;
    }
    st->trap_exit = NULL;
    int status = st->status;
    int flow = st->flow;
    st->flow = SH_FLOW_NONE;
    int was = st->exit_trap_status;
    st->exit_trap_status = status;
    sh_exec_text(st, trap, strlen(trap), "trap", &st->code);
    st->exit_trap_status = was;
    cm_free(trap);
    if (st->flow != SH_FLOW_EXIT) {
        st->status = status; // an `exit N` in the trap sets the shell's status (POSIX)
    }
    st->flow = flow;
}
