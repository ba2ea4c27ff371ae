/* `strands-box run` (issue 15, part 2): the agent runs confined to its [agent.filesystem]
 * lists, and its aliases reach the box through a broker that stays outside the agent's
 * domain.
 *
 * The broker is this process after it has started the agent. It holds one end of a
 * socket pair; the agent inherits the other end, named by STRANDS_BOX_BROKER_FD, and no
 * path names it, so nothing else can connect. An alias call goes:
 *
 *   alias                                      broker
 *   socketpair(call, mine)
 *   "c" + SCM_RIGHTS(call) on the inherited fd  -> fork a worker for the call
 *   frame + SCM_RIGHTS(stdin, stdout, stderr)   -> worker: stdio, cwd, then the alias
 *      on mine                                      route of today (sh_alias_main) in a
 *                                                   child it watches
 *   4 bytes: the exit status                   <-
 *
 * The frame is a 4-byte length, then NAME\0 CWD\0 and each argument\0. A worker whose
 * caller hangs up kills the call. The broker confines itself with the box's own ruleset
 * (bi_confine_broker) once the agent has started, and every worker loads the box again
 * per call, as an alias does outside `run`, so each call's semantics, exit statuses and
 * texts are today's. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/io.h"
#include "common/utf8.h"
#include "shell/sh.h"

#define BROKER_ENV     "STRANDS_BOX_BROKER_FD"
#define FRAME_MAX      (4u << 20) // argv and cwd of one call
#define ALIAS_FAILED   "strands-box-sock-alias: "
#define RUN_USAGE      "usage: strands-box run --config BOX_TOML [--unconfined] [-- COMMAND [ARG...]]\n"
#define RUN_DISCLOSURE "strands-box: [agent] runs %s with no policy decision over these paths:\n"

/* ---- the wire ---- */

// Send buf with up to 3 descriptors; 0 or -1.
static int
send_with_fds(int sock, const void *buf, size_t len, const int *fds, int nfds)
{
    union {
        char buf[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } ctl;
    memset(&ctl, 0, sizeof ctl);
    struct iovec iov = {(void *)buf, len};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    if (nfds > 0) {
        m.msg_control = ctl.buf;
        m.msg_controllen = CMSG_SPACE((size_t)nfds * sizeof(int));
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN((size_t)nfds * sizeof(int));
        memcpy(CMSG_DATA(c), fds, (size_t)nfds * sizeof(int));
    }
    ssize_t n;
    do {
        n = sendmsg(sock, &m, MSG_NOSIGNAL);
    } while (n < 0 && errno == EINTR);
    return n == (ssize_t)len ? 0 : -1;
}

// Receive up to cap bytes and up to want descriptors (the rest -1); the byte count, or
// -1. Descriptors beyond want are closed.
static ssize_t
recv_with_fds(int sock, void *buf, size_t cap, int *fds, int want)
{
    union {
        char buf[CMSG_SPACE(8 * sizeof(int))];
        struct cmsghdr align;
    } ctl;
    struct iovec iov = {buf, cap};
    struct msghdr m;
    memset(&m, 0, sizeof m);
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    m.msg_control = ctl.buf;
    m.msg_controllen = sizeof ctl.buf;
    for (int i = 0; i < want; i++) {
        fds[i] = -1;
    }
    ssize_t n;
    do {
        n = recvmsg(sock, &m, MSG_CMSG_CLOEXEC);
    } while (n < 0 && errno == EINTR);
    int got = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); n >= 0 && c; c = CMSG_NXTHDR(&m, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) {
            continue;
        }
        size_t k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t i = 0; i < k; i++) {
            int fd;
            memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
            if (got < want) {
                fds[got++] = fd;
            } else {
                close(fd);
            }
        }
    }
    return n;
}

static int
read_full(int fd, void *buf, size_t len)
{
    char *p = buf;
    while (len > 0) {
        ssize_t n = read(fd, p, len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return -1;
        }
        p += n;
        len -= (size_t)n;
    }
    return 0;
}

/* ---- the alias's side ---- */

/* sh_broker_call: see shell/sh.h. */
int
sh_broker_call(const char *name, int argc, char **argv)
{
    const char *v = getenv(BROKER_ENV);
    if (!v) {
        return -1;
    }
    char *end = NULL;
    long fd = strtol(v, &end, 10);
    struct stat st;
    if (!*v || *end || fd < 0 || fd > 65535 || fstat((int)fd, &st) != 0 || !S_ISSOCK(st.st_mode)) {
        fprintf(stderr, ALIAS_FAILED "the box's broker is unreachable (%s=%s is not its socket)\n",
                BROKER_ENV, v);
        return 125;
    }
    cm_buf frame;
    cm_buf_init(&frame, 0);
    char cwd[4097];
    if (!getcwd(cwd, sizeof cwd)) {
        cwd[0] = 0;
    }
    uint32_t len = 0;
    int rc = cm_buf_add(&frame, &len, sizeof len) != 0 ||
             cm_buf_add(&frame, name, strlen(name) + 1) != 0 ||
             cm_buf_add(&frame, cwd, strlen(cwd) + 1) != 0;
    for (int i = 1; !rc && i < argc; i++) {
        rc = cm_buf_add(&frame, argv[i], strlen(argv[i]) + 1) != 0;
    }
    if (rc || frame.len > FRAME_MAX) {
        cm_buf_free(&frame);
        fprintf(stderr, ALIAS_FAILED "the arguments are too long for the box's broker\n");
        return 125;
    }
    len = (uint32_t)(frame.len - sizeof len);
    memcpy(frame.data, &len, sizeof len);
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        cm_buf_free(&frame);
        fprintf(stderr, ALIAS_FAILED "cannot reach the box's broker: %s\n", strerror(errno));
        return 125;
    }
    int stdio[3] = {0, 1, 2};
    int status = 125;
    unsigned char st4[4];
    if (send_with_fds((int)fd, "c", 1, &sv[1], 1) != 0) {
        fprintf(stderr, ALIAS_FAILED "the box's broker is unreachable: %s\n", strerror(errno));
    } else {
        close(sv[1]);
        sv[1] = -1;
        if (send_with_fds(sv[0], frame.data, frame.len, stdio, 3) != 0) {
            fprintf(stderr, ALIAS_FAILED "the box's broker dropped the call: %s\n",
                    strerror(errno));
        } else if (read_full(sv[0], st4, sizeof st4) != 0) {
            fprintf(stderr, ALIAS_FAILED "the box's broker ended the call without a status\n");
        } else {
            status = st4[0];
        }
    }
    if (sv[1] >= 0) {
        close(sv[1]);
    }
    close(sv[0]);
    cm_buf_free(&frame);
    return status;
}

/* ---- the broker ---- */

static volatile sig_atomic_t child_pending;
static int child_pipe[2] = {-1, -1};

static void
on_child(int sig)
{
    (void)sig;
    int e = errno;
    child_pending = 1;
    if (child_pipe[1] >= 0) {
        ssize_t w = write(child_pipe[1], "x", 1);
        (void)w;
    }
    errno = e;
}

static int
status_of(int w)
{
    if (WIFEXITED(w)) {
        return WEXITSTATUS(w);
    }
    return WIFSIGNALED(w) ? 128 + WTERMSIG(w) : 125;
}

// One call, in a worker (a child of the broker): read the frame and the caller's stdio
// from cfd, run the alias route in a child, and answer with its status; a caller that
// hangs up ends the call.
static void
serve_call(int cfd, const char *box_dir)
{
    uint32_t len = 0;
    int fds[3];
    ssize_t n = recv_with_fds(cfd, &len, sizeof len, fds, 3);
    char *frame = NULL;
    if (n != (ssize_t)sizeof len || fds[2] < 0 || len == 0 || len > FRAME_MAX ||
        !(frame = cm_alloc((size_t)len + 1)) || read_full(cfd, frame, len) != 0) {
        _exit(125);
    }
    frame[len] = 0;
    if (frame[len - 1] != 0) {
        _exit(125);
    }
    size_t nargs = 0;
    for (uint32_t i = 0; i < len; i++) {
        nargs += frame[i] == 0;
    }
    if (nargs < 2) {
        _exit(125);
    }
    // NAME, CWD, then the arguments: argv = NAME ARG...
    char **argv = cm_calloc(nargs + 1, sizeof(*argv));
    if (!argv) {
        _exit(125);
    }
    const char *cwd = frame + strlen(frame) + 1;
    argv[0] = frame;
    int argc = 1;
    for (const char *a = cwd + strlen(cwd) + 1; a < frame + len; a += strlen(a) + 1) {
        argv[argc++] = (char *)a;
    }
    for (int k = 0; k < 3; k++) {
        if (dup2(fds[k], k) < 0) {
            _exit(125);
        }
        if (fds[k] > 2) {
            close(fds[k]);
        }
    }
    if (!*cwd || chdir(cwd) != 0) {
        (void)chdir("/");
    }
    pid_t pid = fork();
    if (pid < 0) {
        _exit(125);
    }
    if (pid == 0) {
        close(cfd);
        (void)prctl(PR_SET_PDEATHSIG, SIGKILL);
        signal(SIGCHLD, SIG_DFL);
        // the frame's name is the alias's name or nothing: never a part of the box's path
        _exit(sh_alias_run(frame, box_dir, argc, argv) & 0xff);
    }
    int pfd = (int)syscall(SYS_pidfd_open, pid, 0);
    int w = 0;
    for (;;) {
        struct pollfd pf[2] = {{pfd, POLLIN, 0}, {cfd, POLLIN | POLLRDHUP, 0}};
        int r = pfd >= 0 ? poll(pf, 2, -1) : 0;
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r > 0 && (pf[1].revents & (POLLIN | POLLHUP | POLLRDHUP | POLLERR)) &&
            !(pf[0].revents & POLLIN)) {
            kill(pid, SIGKILL); // the caller gave up: the call ends with it
        }
        while (waitpid(pid, &w, 0) < 0 && errno == EINTR) {
        }
        break;
    }
    unsigned char st4[4] = {(unsigned char)status_of(w), 0, 0, 0};
    (void)cm_write_all(cfd, st4, sizeof st4); // a caller that left gets nothing
    _exit(0);
}

// Append the entry "NAME=v1v2" to env (owned by env); -1 when out of memory.
static int
env_add(char **env, size_t *k, const char *name, const char *v1, const char *v2)
{
    cm_buf v;
    cm_buf_init(&v, 0);
    if (cm_buf_printf(&v, "%s=%s%s", name, v1, v2) != 0) {
        cm_buf_free(&v);
        return -1;
    }
    env[*k] = cm_buf_take(&v);
    if (!env[*k]) {
        return -1;
    }
    (*k)++;
    return 0;
}

// The agent's environment: PATH with the box's bin/ first, HOME the agent home, the
// broker's descriptor, TERM and LANG when set, and [agent] env (borrowed from the box).
// NULL when out of memory, with nothing left allocated.
static char **
agent_env(const bi_box *box, int afd)
{
    const pol_box *b = &box->box;
    size_t n = 0;
    while (b->env && b->env[n]) {
        n++;
    }
    char **env = cm_calloc(n + 6, sizeof(*env));
    if (!env) {
        return NULL;
    }
    size_t k = 0;
    char fd[24];
    snprintf(fd, sizeof fd, "%d", afd);
    int bad = env_add(env, &k, "PATH", b->box_dir, "/bin:/usr/local/bin:/usr/bin:/bin") ||
              env_add(env, &k, "HOME", b->agent_home, "") || env_add(env, &k, BROKER_ENV, fd, "");
    static const char *const kept[] = {"TERM", "LANG"};
    for (size_t i = 0; i < 2 && !bad; i++) {
        const char *val = getenv(kept[i]);
        bad = val && env_add(env, &k, kept[i], val, "");
    }
    if (bad) {
        for (size_t i = 0; i < k; i++) {
            cm_free(env[i]);
        }
        cm_free(env);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        // [agent] env may not name PATH or the broker's variable (the loader refuses
        // names Box sets); HOME there is the agent home already
        if (strncmp(b->env[i], "HOME=", 5) != 0) {
            env[k++] = b->env[i];
        }
    }
    return env;
}

// The first word of the command, found on the agent's PATH when it has no '/'.
static const char *
agent_program(char **env, const char *word, cm_buf *out)
{
    if (strchr(word, '/')) {
        return word;
    }
    const char *path = env[0] + 5;
    while (*path) {
        size_t n = strcspn(path, ":");
        cm_buf_reset(out);
        if (cm_buf_add(out, path, n) == 0 && cm_buf_printf(out, "/%s", word) == 0 &&
            access(cm_buf_str(out), X_OK) == 0) {
            return cm_buf_str(out);
        }
        path += n + (path[n] == ':');
    }
    return word;
}

static int
run_usage(const char *why)
{
    if (why) {
        fprintf(stderr, "strands-box: run: %s\n", why);
    }
    fputs(RUN_USAGE, why ? stderr : stdout);
    return why ? 2 : 0;
}

/* sh_box_run: see shell/sh.h. */
int
sh_box_run(int argc, char **argv)
{
    const char *config = NULL;
    int unconfined = 0;
    int i = 1;
    unsetenv(BROKER_ENV); // the broker's own calls run in-process
    for (; i < argc; i++) {
        if (strcmp(argv[i], "--config") == 0 && i + 1 < argc) {
            config = argv[++i];
        } else if (strcmp(argv[i], "--unconfined") == 0) {
            unconfined = 1;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            return run_usage(NULL);
        } else if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        } else {
            return run_usage("unknown argument; the agent's command goes after --");
        }
    }
    if (!config) {
        return run_usage("--config BOX_TOML is required");
    }
    bi_box box;
    cm_buf err;
    cm_buf_init(&err, 0);
    if (bi_box_open(config, "broker", &box, &err) != 0) {
        cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
        cm_buf_free(&err);
        return 1;
    }
    char **cmd = i < argc ? argv + i : box.box.command;
    int rc = 0;
    cm_buf p;
    cm_buf_init(&p, 0);
    if (!cmd || !cmd[0]) {
        fprintf(stderr,
                "strands-box: error: no command: give one after -- or set [agent] "
                "command in %s\n",
                box.box.config_path);
        rc = 2;
    } else if (cm_buf_printf(&p, "%s/bin/python3", box.box.box_dir) != 0 ||
               access(cm_buf_str(&p), X_OK) != 0) {
        cm_utf8_eprintf("strands-box: error: the box has no aliases in %s/bin; run "
                        "`strands-box init --config %s` first\n",
                        box.box.box_dir, box.box.config_path);
        rc = 1;
    }
    char exe[4097];
    ssize_t en = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[en > 0 ? en : 0] = 0;
    int sv[2] = {-1, -1};
    if (rc == 0 && socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0) {
        fprintf(stderr, "strands-box: error: socketpair: %s\n", strerror(errno));
        rc = 1;
    }
    if (rc == 0 && pipe2(child_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        fprintf(stderr, "strands-box: error: pipe: %s\n", strerror(errno));
        rc = 1;
    }
    if (rc != 0) {
        cm_buf_free(&p);
        cm_buf_free(&err);
        bi_box_close(&box);
        return rc;
    }
    // the start-up disclosure (behaviour.md 11): what the agent reaches with no decision
    fprintf(stderr, RUN_DISCLOSURE, cmd[0]);
    for (size_t k = 0; k < box.box.n_grants; k++) {
        cm_utf8_eprintf("  %s  %s\n", box.box.grants[k].list, box.box.grants[k].path);
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_child;
    sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigemptyset(&sa.sa_mask);
    (void)sigaction(SIGCHLD, &sa, NULL);
    fflush(NULL);
    pid_t agent = fork();
    if (agent < 0) {
        fprintf(stderr, "strands-box: error: cannot start the agent: %s\n", strerror(errno));
        return 1;
    }
    if (agent == 0) {
        close(sv[0]);
        signal(SIGCHLD, SIG_DFL);
        int fl = fcntl(sv[1], F_GETFD);
        char **env = agent_env(&box, sv[1]);
        if (fl < 0 || fcntl(sv[1], F_SETFD, fl & ~FD_CLOEXEC) != 0 || !env ||
            chdir(box.box.workspace) != 0) {
            fprintf(stderr, "strands-box: error: cannot prepare the agent: %s\n", strerror(errno));
            _exit(125);
        }
        int c = bi_confine_agent(&box, exe, &err);
        if (c < 0 || (c == 1 && !unconfined)) {
            cm_utf8_eprintf("strands-box: error: %s%s\n", cm_buf_str(&err),
                            c == 1 ? "; give --unconfined to run it anyway" : "");
            _exit(125);
        }
        if (c == 1) {
            cm_utf8_eprintf("strands-box: warning: %s; running it UNCONFINED (--unconfined)\n",
                            cm_buf_str(&err));
        }
        cm_buf prog;
        cm_buf_init(&prog, 0);
        execve(agent_program(env, cmd[0], &prog), cmd, env);
        cm_utf8_eprintf("strands-box: error: cannot run %s: %s\n", cmd[0], strerror(errno));
        _exit(127);
    }
    close(sv[1]);
    // the broker: confined by the box's own ruleset (part 1), plus the files each call
    // loads again
    if (bi_confine_broker(&box, &err) != 0) {
        cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
        kill(agent, SIGKILL);
        return 125;
    }
    int agent_status = -1;
    int bfd = sv[0];
    while (agent_status < 0) {
        struct pollfd pf[2] = {{child_pipe[0], POLLIN, 0}, {bfd, POLLIN, 0}};
        int r = poll(pf, bfd >= 0 ? 2 : 1, -1);
        if (r < 0 && errno != EINTR) {
            break;
        }
        if (child_pending) {
            char drain[64];
            while (read(child_pipe[0], drain, sizeof drain) > 0) {
            }
            child_pending = 0;
            int w;
            pid_t pid;
            while ((pid = waitpid(-1, &w, WNOHANG)) > 0) {
                if (pid == agent) {
                    agent_status = status_of(w);
                }
            }
        }
        if (r > 0 && bfd >= 0 && (pf[1].revents & (POLLIN | POLLHUP | POLLERR))) {
            char c;
            int cfd;
            ssize_t n = recv_with_fds(bfd, &c, 1, &cfd, 1);
            if (n <= 0) {
                close(bfd); // no process holds the agent's end any more
                bfd = -1;
                if (cfd >= 0) {
                    close(cfd);
                }
                continue;
            }
            if (cfd < 0) {
                continue;
            }
            fflush(NULL);
            pid_t w = fork();
            if (w == 0) {
                close(bfd);
                close(child_pipe[0]);
                close(child_pipe[1]);
                (void)prctl(PR_SET_PDEATHSIG, SIGKILL);
                signal(SIGCHLD, SIG_DFL);
                serve_call(cfd, box.box.box_dir);
            }
            close(cfd);
        }
    }
    cm_buf_free(&p);
    cm_buf_free(&err);
    bi_box_close(&box);
    return agent_status < 0 ? 125 : agent_status;
}
