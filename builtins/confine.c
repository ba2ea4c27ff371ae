/* Kernel confinement of a box process: Landlock filesystem, network and scope rules
 * from the policy's reach, and a seccomp deny list (issue 15, part 1). */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <netinet/in.h>
#include <sched.h>
#include <stddef.h>
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

#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif

// The kernel's structures and constants of ABI 4 and 6, defined here because the C
// library's <linux/landlock.h> may predate them (the layout is the kernel's uapi).
typedef struct ll_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net; // ABI >= 4
    uint64_t scoped;             // ABI >= 6
} ll_ruleset_attr;

typedef struct ll_net_port_attr {
    uint64_t allowed_access;
    uint64_t port;
} ll_net_port_attr;

#define LL_RULE_NET_PORT              2
#define LL_ACCESS_NET_BIND_TCP        (1ULL << 0)
#define LL_ACCESS_NET_CONNECT_TCP     (1ULL << 1)
#define LL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define LL_SCOPE_SIGNAL               (1ULL << 1)

#define FS_R  (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR)
#define FS_X  LANDLOCK_ACCESS_FS_EXECUTE
#define FS_RX (FS_R | FS_X)
// read on a path that is a file (a directory there would get read_file beneath, not its
// listing): the rule is taken as planned, with no second try with the file rights
#define FS_RF LANDLOCK_ACCESS_FS_READ_FILE
// read_file too: a writing handle opened "r+"/"w+" is O_RDWR in the kernel, and policy
// decides its reads in user space (see SECURITY.md)
#define FS_W                                                                                       \
    (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_TRUNCATE |  \
     LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_DIR)
#define FS_D (LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR)
#define FS_MAKE_ALL                                                                                \
    (LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |    \
     LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK | \
     LANDLOCK_ACCESS_FS_MAKE_SYM)
#define FS_M (FS_MAKE_ALL | FS_D | LANDLOCK_ACCESS_FS_REFER)
// the rights a rule on a file (not a directory) may carry
#define FS_FILE_RIGHTS                                                                             \
    (LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE |   \
     LANDLOCK_ACCESS_FS_TRUNCATE)
#define FS_DEVRW                                                                                   \
    (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_TRUNCATE)

/* ---- the plan: one line per tree with its rights ---- */

#define MAX_ENTRIES 320

typedef struct entry {
    char *path; // what the rule is put on (a path that exists, or one to skip); owned
    uint64_t rights;
    const char *why;
    int follow; // system paths follow links; reach paths never do
    int merged; // another reason added rights here (a path not there yet, say)
} entry;

typedef struct plan {
    entry e[MAX_ENTRIES];
    size_t n;
    pol_reach reach;
    int need_abi;
    const char *need_why;
    int probe; // describing: look at the disk now; applying: the apply step looks once
    int oom;   // an entry could not be stored: the plan is incomplete and must not be used
} plan;

// Frees p with its entries and reach (NULL is ignored).
static void
plan_free(plan *p)
{
    if (!p) {
        return;
    }
    for (size_t i = 0; i < p->n; i++) {
        cm_free(p->e[i].path);
    }
    pol_reach_free(&p->reach);
    cm_free(p);
}

// The nearest existing ancestor of abs (abs itself when it exists), in out.
static void
nearest_existing(const char *abs, char *out, size_t cap)
{
    snprintf(out, cap, "%s", abs);
    struct stat st;
    while (lstat(out, &st) != 0 && strcmp(out, "/") != 0) {
        char *s = strrchr(out, '/');
        if (s == out) {
            out[1] = 0;
        } else if (s) {
            *s = 0;
        } else {
            break;
        }
    }
}

static void
plan_add(plan *p, const char *path, uint64_t rights, const char *why, int follow)
{
    char at[4097];
    // a path already planned as it is spelled is its own nearest existing ancestor (or
    // followed as asked): no lstat walk again (the reach gives each tree once per action)
    int planned = 0;
    for (size_t i = 0; i < p->n && !planned; i++) {
        planned = p->e[i].follow == follow && strcmp(p->e[i].path, path) == 0;
    }
    if (follow || planned) {
        snprintf(at, sizeof at, "%s", path);
    } else {
        nearest_existing(path, at, sizeof at);
    }
    for (size_t i = 0; i < p->n; i++) {
        if (strcmp(p->e[i].path, at) == 0) {
            p->e[i].merged |= strcmp(p->e[i].why, why) != 0;
            p->e[i].rights |= rights;
            return;
        }
    }
    if (p->n == MAX_ENTRIES) {
        return; // cannot happen: the reach holds at most 4 x 64 trees
    }
    struct stat st;
    if (p->probe && (follow ? stat(at, &st) : lstat(at, &st)) == 0 && !S_ISDIR(st.st_mode)) {
        rights &= FS_FILE_RIGHTS; // a rule on a file carries only the file rights
    }
    char *copy = cm_strdup(at);
    if (!copy) {
        p->oom = 1;
        return;
    }
    entry *e = &p->e[p->n++];
    e->path = copy;
    e->rights = rights;
    e->why = why;
    e->follow = follow;
    e->merged = 0;
}

// Read and execute for the system trees host programs and lazy dlopen (libcurl, ICU,
// readline) need; read for the few /etc files the C library, libcurl and name resolution
// read; the character devices a shell redirects to. SECURITY.md lists each with its reason.
// `need` says when the box's own process needs the path (start-up: each rule is an open, an
// add_rule and a close): SYS_ALWAYS always; SYS_SPAWN when a shell:spawn permit can match
// (host programs read it); SYS_NET when fetch() can connect (or a host program can run);
// SYS_TTY on a terminal (readline) or for host programs; SYS_USRLINK always, except when the
// path is a link into /usr (merged /usr), which /usr's rule already covers.
enum { SYS_ALWAYS = 0, SYS_SPAWN = 1, SYS_NET = 2, SYS_TTY = 4, SYS_USRLINK = 8 };
static const struct {
    const char *path;
    uint64_t rights;
    const char *why;
    int need;
} system_paths[] = {
    {"/usr", FS_RX, "programs, shared libraries, locale and ICU data, terminfo", SYS_ALWAYS},
    {"/bin", FS_RX, "programs", SYS_USRLINK},
    {"/sbin", FS_RX, "programs", SYS_USRLINK},
    {"/lib", FS_RX, "shared libraries and the dynamic loader", SYS_USRLINK},
    {"/lib32", FS_RX, "shared libraries", SYS_USRLINK},
    {"/lib64", FS_RX, "the dynamic loader", SYS_USRLINK},
    {"/libx32", FS_RX, "shared libraries", SYS_USRLINK},
    {"/etc/ld.so.cache", FS_RF, "the dynamic loader's library index", SYS_ALWAYS},
    {"/etc/ld.so.preload", FS_RF, "the dynamic loader", SYS_ALWAYS},
    {"/etc/nsswitch.conf", FS_RF, "name service switch (libcurl's resolver, getpwuid)",
     SYS_SPAWN | SYS_NET | SYS_TTY},
    {"/etc/resolv.conf", FS_RF, "name resolution", SYS_SPAWN | SYS_NET},
    {"/etc/hosts", FS_RF, "name resolution", SYS_SPAWN | SYS_NET},
    {"/etc/host.conf", FS_RF, "name resolution", SYS_SPAWN | SYS_NET},
    {"/etc/gai.conf", FS_RF, "getaddrinfo's address order", SYS_SPAWN | SYS_NET},
    {"/etc/services", FS_RF, "port names", SYS_SPAWN | SYS_NET},
    {"/etc/protocols", FS_RF, "protocol names", SYS_SPAWN | SYS_NET},
    {"/etc/passwd", FS_RF, "user names (host programs, the prompt's getpwuid)",
     SYS_SPAWN | SYS_TTY},
    {"/etc/group", FS_RF, "group names (host programs)", SYS_SPAWN},
    {"/etc/localtime", FS_RF, "the local time zone", SYS_ALWAYS},
    {"/etc/ssl", FS_R, "libcurl's CA certificates", SYS_SPAWN | SYS_NET},
    {"/etc/ca-certificates", FS_R, "libcurl's CA certificates", SYS_SPAWN | SYS_NET},
    {"/etc/inputrc", FS_RF, "readline's settings", SYS_SPAWN | SYS_TTY},
    {"/etc/terminfo", FS_R, "terminal descriptions", SYS_SPAWN | SYS_TTY},
    {"/dev/null", FS_DEVRW, "redirections", SYS_ALWAYS},
    {"/dev/zero", FS_DEVRW, "host programs", SYS_SPAWN},
    {"/dev/full", FS_DEVRW, "host programs", SYS_SPAWN},
    {"/dev/random", FS_DEVRW, "host programs", SYS_SPAWN},
    {"/dev/urandom", FS_DEVRW, "host programs", SYS_SPAWN},
    {"/dev/tty", FS_DEVRW, "the controlling terminal", SYS_ALWAYS},
#if defined(__SANITIZE_ADDRESS__)
    // sanitizer builds only: ASan/LSan read /proc/self/maps and /proc/self/task of
    // every (forked) process at exit; release builds grant nothing under /proc
    {"/proc", FS_R, "AddressSanitizer/LeakSanitizer (sanitizer builds only)", SYS_ALWAYS},
#endif
};

// Whether path is a symbolic link whose target stays under /usr (merged /usr: /bin ->
// usr/bin), so that /usr's rule already grants what a rule on it would. One readlink
// instead of an open, an add_rule and a close.
static int
links_into_usr(const char *path)
{
    char t[256];
    ssize_t n = readlink(path, t, sizeof t - 1);
    if (n <= 0) {
        return 0; // not a link (or not there: landlock_apply skips what is missing)
    }
    t[n] = 0;
    const char *rest = strncmp(t, "/usr/", 5) == 0  ? t + 5
                       : strncmp(t, "usr/", 4) == 0 ? t + 4
                                                    : NULL;
    // a target that climbs or names a link of its own is not known to stay under /usr
    return rest && *rest && strstr(t, "..") == NULL && strchr(rest, '/') == NULL;
}

// Adds the system paths this box needs: all of them for the agent of `strands-box run`
// (agent), else by need as the policy's reach and the terminal say.
static void
plan_add_system(plan *p, int agent)
{
    const pol_reach *r = &p->reach;
    int have = SYS_ALWAYS | SYS_USRLINK;
    if (agent || r->spawn) {
        have |= SYS_SPAWN;
    }
    if (agent || r->net_any || r->nports > 0) {
        have |= SYS_NET;
    }
    if (agent || isatty(STDIN_FILENO)) {
        have |= SYS_TTY;
    }
    for (size_t i = 0; i < sizeof system_paths / sizeof system_paths[0]; i++) {
        int need = system_paths[i].need;
        if (need != SYS_ALWAYS && !(need & have)) {
            continue;
        }
        if ((need & SYS_USRLINK) && links_into_usr(system_paths[i].path)) {
            continue;
        }
        struct stat st;
        if (!p->probe || stat(system_paths[i].path, &st) == 0) {
            plan_add(p, system_paths[i].path, system_paths[i].rights, system_paths[i].why, 1);
        }
    }
}

// What the kernel must offer for this policy (the Landlock ABI), and why.
static void
plan_need(plan *p)
{
    p->need_abi = 1;
    p->need_why = "filesystem rules";
    if (p->reach.ntrees[POL_FS_MOVE] > 0) {
        p->need_abi = 2;
        p->need_why = "renames the policy can permit (LANDLOCK_ACCESS_FS_REFER)";
    }
    if (!p->reach.net_any && p->reach.nports > 0) {
        p->need_abi = 4;
        p->need_why = "net:connect permits limited to some ports (Landlock TCP rules)";
    }
}

// probe: stat what the plan names, so that the text shows only what exists with the
// rights a file can carry (check, init); applying leaves that to landlock_apply, which
// opens each path once anyway (start-up cost: two stat calls per system path saved).
static int
plan_build(plan *p, const bi_box *box, int probe)
{
    const pol_box *b = &box->box;
    p->n = 0;
    p->probe = probe;
    if (pol_reach_compute(box->engine, b, &p->reach) != 0) {
        return -1;
    }
    const pol_reach *r = &p->reach;
    static const uint64_t act_rights[4] = {FS_R, FS_W, FS_D, FS_M};
    static const char *const act_why[4] = {"fs:read reach", "fs:write reach", "fs:delete reach",
                                           "fs:move reach"};
    for (int act = POL_FS_READ; act <= POL_FS_MOVE; act++) {
        for (size_t i = 0; i < r->ntrees[act]; i++) {
            uint64_t rights = act_rights[act];
            if (act == POL_FS_READ && r->spawn) {
                rights |= FS_X; // a permitted spawn may run a program it can read
            }
            plan_add(p, r->trees[act][i], rights, act_why[act], 0);
        }
    }
    // the python alias reads its script with the agent's own access
    for (size_t i = 0; i < b->n_grants; i++) {
        const char *l = b->grants[i].list;
        if (strcmp(l, "read") == 0 || strcmp(l, "read_file") == 0) {
            plan_add(p, b->grants[i].abs, FS_R, "[agent.filesystem] read (the alias's script)", 0);
        }
    }
    // the decision log: rotation links and reopens it
    if (b->box_dir) {
        char priv[4200];
        snprintf(priv, sizeof priv, "%s/private", b->box_dir);
        plan_add(p, priv,
                 LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_MAKE_REG |
                     LANDLOCK_ACCESS_FS_REMOVE_FILE,
                 "the decision log (rotation reopens it)", 1);
    }
    // the CA bundle an operator gave fetch() instead of the system store
    if (b->ca_file) {
        plan_add(p, b->ca_file, FS_RF, "[egress] ca_file (fetch()'s CA bundle)", 1);
    }
    plan_add_system(p, 0);
    plan_need(p);
    return 0;
}

static const struct {
    uint64_t bit;
    const char *name;
} right_names[] = {
    {LANDLOCK_ACCESS_FS_READ_FILE, "read_file"},
    {LANDLOCK_ACCESS_FS_READ_DIR, "read_dir"},
    {LANDLOCK_ACCESS_FS_EXECUTE, "execute"},
    {LANDLOCK_ACCESS_FS_WRITE_FILE, "write_file"},
    {LANDLOCK_ACCESS_FS_TRUNCATE, "truncate"},
    {LANDLOCK_ACCESS_FS_MAKE_REG, "make_reg"},
    {LANDLOCK_ACCESS_FS_MAKE_DIR, "make_dir"},
    {LANDLOCK_ACCESS_FS_MAKE_SYM, "make_sym"},
    {LANDLOCK_ACCESS_FS_MAKE_FIFO, "make_fifo"},
    {LANDLOCK_ACCESS_FS_MAKE_SOCK, "make_sock"},
    {LANDLOCK_ACCESS_FS_MAKE_CHAR, "make_char"},
    {LANDLOCK_ACCESS_FS_MAKE_BLOCK, "make_block"},
    {LANDLOCK_ACCESS_FS_REMOVE_FILE, "remove_file"},
    {LANDLOCK_ACCESS_FS_REMOVE_DIR, "remove_dir"},
    {LANDLOCK_ACCESS_FS_REFER, "refer"},
};

static int
rights_text(cm_buf *out, uint64_t rights)
{
    int first = 1;
    for (size_t i = 0; i < sizeof right_names / sizeof right_names[0]; i++) {
        if (rights & right_names[i].bit) {
            if (cm_buf_printf(out, "%s%s", first ? "" : ",", right_names[i].name) != 0) {
                return -1;
            }
            first = 0;
        }
    }
    return 0;
}

static int
plan_text(const plan *p, cm_buf *out)
{
    const pol_reach *r = &p->reach;
    for (size_t i = 0; i < p->n; i++) {
        if (cm_buf_printf(out, "  kernel: fs %s ", p->e[i].path) != 0 ||
            rights_text(out, p->e[i].rights) != 0 ||
            cm_buf_printf(out, "  (%s%s)\n", p->e[i].why, p->e[i].merged ? ", and more" : "") !=
                0) {
            return -1;
        }
    }
    for (int act = POL_FS_READ; act <= POL_FS_MOVE; act++) {
        if (r->widened[act] &&
            cm_buf_printf(out, "  kernel: note: %s could not be bounded; widened to the floor\n",
                          pol_action_name((pol_action)act)) != 0) {
            return -1;
        }
    }
    if (cm_buf_adds(out, "  kernel: net tcp connect ") != 0) {
        return -1;
    }
    if (r->net_any) {
        if (cm_buf_adds(out, "any port") != 0) {
            return -1;
        }
    } else if (r->nports == 0) {
        if (cm_buf_adds(out, "none (and socket(AF_INET*) fails)") != 0) {
            return -1;
        }
    } else {
        for (size_t i = 0; i < r->nports; i++) {
            if (cm_buf_printf(out, "%s%lld", i ? "," : "port ", (long long)r->ports[i]) != 0) {
                return -1;
            }
        }
    }
    if (cm_buf_printf(out, "; tcp bind none\n  kernel: exec %s\n",
                      r->spawn ? "allowed (a shell:spawn permit can match)"
                               : "denied by seccomp (no shell:spawn permit)") != 0 ||
        cm_buf_adds(out, "  kernel: scope signals and abstract unix sockets to the box (ABI 6)\n"
                         "  kernel: seccomp denies ptrace, process_vm_*, io_uring_*, bpf, "
                         "perf_event_open, userfaultfd, keyctl, mount and namespace calls, "
                         "personality\n") != 0 ||
        cm_buf_printf(out, "  kernel: needs Landlock ABI %d (%s)\n", p->need_abi, p->need_why) !=
            0) {
        return -1;
    }
    return 0;
}

/* ---- Landlock ---- */

static int
landlock_abi(void)
{
    long v = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return v < 0 ? 0 : (int)v;
}

// The kernel's Landlock ABI; debug builds only: STRANDS_CONFINE_TEST_ABI pretends the
// kernel offers an older one (tests of the refusal).
static int
effective_abi(void)
{
    int abi = landlock_abi();
#ifdef CM_DEBUG
    const char *fake = getenv("STRANDS_CONFINE_TEST_ABI");
    if (fake && *fake >= '0' && *fake <= '9' && atoi(fake) < abi) {
        abi = atoi(fake);
    }
#endif
    return abi;
}

static uint64_t
handled_fs(int abi)
{
    uint64_t h = (LANDLOCK_ACCESS_FS_MAKE_SYM << 1) - 1; // ABI 1: bits 0..12
    if (abi >= 2) {
        h |= LANDLOCK_ACCESS_FS_REFER;
    }
    if (abi >= 3) {
        h |= LANDLOCK_ACCESS_FS_TRUNCATE;
    }
    // LANDLOCK_ACCESS_FS_IOCTL_DEV (ABI 5) is not handled: see SECURITY.md
    return h;
}

static int
set_errno_msg(cm_buf *err, const char *what, const char *path)
{
    int e = errno;
    cm_buf_reset(err);
    if (cm_buf_printf(err, "kernel confinement failed: %s%s%s: %s", what, path ? " " : "",
                      path ? path : "", strerror(e)) != 0) {
        cm_buf_reset(err);
    }
    return -1;
}

static int
landlock_apply(const plan *p, int abi, cm_buf *err)
{
    ll_ruleset_attr attr;
    memset(&attr, 0, sizeof attr);
    size_t size = offsetof(ll_ruleset_attr, handled_access_net);
    attr.handled_access_fs = handled_fs(abi);
    const pol_reach *r = &p->reach;
    if (abi >= 4) {
        size = offsetof(ll_ruleset_attr, scoped);
        attr.handled_access_net = LL_ACCESS_NET_BIND_TCP;
        if (!r->net_any) {
            attr.handled_access_net |= LL_ACCESS_NET_CONNECT_TCP;
        }
    }
    if (abi >= 6) {
        size = sizeof attr;
        attr.scoped = LL_SCOPE_ABSTRACT_UNIX_SOCKET | LL_SCOPE_SIGNAL;
    }
    int rs = (int)syscall(SYS_landlock_create_ruleset, &attr, size, 0);
    if (rs < 0) {
        return set_errno_msg(err, "landlock_create_ruleset", NULL);
    }
    int rc = 0;
    for (size_t i = 0; i < p->n && rc == 0; i++) {
        const entry *e = &p->e[i];
        int fd = open(e->path, O_PATH | O_CLOEXEC | (e->follow ? 0 : O_NOFOLLOW));
        if (fd < 0) {
            continue; // not there (or gone since the plan): nothing to grant
        }
        uint64_t rights = e->rights & attr.handled_access_fs;
        struct stat st;
        if (!e->follow) {
            // a reach path is opened without following: a link there is refused by the
            // floor, and the kernel grants nothing on it
            if (fstat(fd, &st) != 0 || S_ISLNK(st.st_mode)) {
                close(fd);
                continue;
            }
            if (!S_ISDIR(st.st_mode)) {
                rights &= FS_FILE_RIGHTS;
            }
        }
        struct landlock_path_beneath_attr pb;
        memset(&pb, 0, sizeof pb);
        pb.parent_fd = fd;
        pb.allowed_access = rights;
        long added =
            rights ? syscall(SYS_landlock_add_rule, rs, LANDLOCK_RULE_PATH_BENEATH, &pb, 0) : 0;
        if (added != 0 && errno == EINVAL && e->follow && (rights & ~FS_FILE_RIGHTS) &&
            fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) {
            // a followed path that is a file: the kernel takes only the file rights on it
            // (asked first with the plan's rights, which saves an fstat per directory)
            pb.allowed_access = rights & FS_FILE_RIGHTS;
            added = pb.allowed_access
                        ? syscall(SYS_landlock_add_rule, rs, LANDLOCK_RULE_PATH_BENEATH, &pb, 0)
                        : 0;
        }
        if (added != 0) {
            rc = set_errno_msg(err, "landlock_add_rule", e->path);
        }
        close(fd);
    }
    for (size_t i = 0; rc == 0 && abi >= 4 && !r->net_any && i < r->nports; i++) {
        ll_net_port_attr np;
        memset(&np, 0, sizeof np);
        np.allowed_access = LL_ACCESS_NET_CONNECT_TCP;
        np.port = (uint64_t)r->ports[i];
        if (syscall(SYS_landlock_add_rule, rs, LL_RULE_NET_PORT, &np, 0) != 0) {
            rc = set_errno_msg(err, "landlock_add_rule", "(tcp port)");
        }
    }
    if (rc == 0 && syscall(SYS_landlock_restrict_self, rs, 0) != 0) {
        rc = set_errno_msg(err, "landlock_restrict_self", NULL);
    }
    close(rs);
    return rc;
}

/* ---- seccomp: a deny list in classic BPF ---- */

#if defined(__x86_64__)
#define SC_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define SC_ARCH AUDIT_ARCH_AARCH64
#endif

#define SC_MAX 128

typedef struct sc_prog {
    struct sock_filter f[SC_MAX];
    size_t n;
} sc_prog;

static void
sc_emit(sc_prog *g, struct sock_filter ins)
{
    if (g->n < SC_MAX) {
        g->f[g->n++] = ins;
    } else {
        g->n = SC_MAX + 1; // overflow: refused in seccomp_apply
    }
}

#define SC_RET_ERRNO(e) BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ((e)&SECCOMP_RET_DATA))
#define SC_LD_NR        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr))
#define SC_LD_ARG0_LO   BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]))

// if nr == n: return errno e (the accumulator holds nr before and after)
static void
sc_deny(sc_prog *g, long nr, int e)
{
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 1));
    sc_emit(g, (struct sock_filter)SC_RET_ERRNO(e));
}

typedef struct sc_rule {
    unsigned nr;
    int err;
} sc_rule;

static int
sc_rule_cmp(const void *a, const void *b)
{
    unsigned x = ((const sc_rule *)a)->nr, y = ((const sc_rule *)b)->nr;
    return x < y ? -1 : x > y;
}

/* A binary search over rules[0..n) (sorted by nr, the accumulator holding nr): a match
 * returns its errno, any other number jumps past the search with the accumulator unchanged
 * (the jumps to patch are listed in fix). The kernel runs a new filter over every system
 * call number when it is installed (its action cache), so a search of ~7 tests instead of a
 * chain of ~35 makes seccomp() itself about three times cheaper: box start-up. */
static void
sc_search(sc_prog *g, const sc_rule *rules, size_t n, size_t *fix, size_t *nfix)
{
    if (n <= 3) {
        for (size_t i = 0; i < n; i++) {
            sc_deny(g, rules[i].nr, rules[i].err);
        }
        fix[(*nfix)++] = g->n;
        sc_emit(g, (struct sock_filter)BPF_STMT(BPF_JMP | BPF_JA, 0));
        return;
    }
    size_t mid = n / 2, at = g->n;
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, rules[mid].nr, 0, 0));
    sc_search(g, rules, mid, fix, nfix);
    if (at < SC_MAX && g->n <= SC_MAX) {
        g->f[at].jt = (uint8_t)(g->n - at - 1); // <= SC_MAX: fits the 8-bit offset
    }
    sc_search(g, rules + mid, n - mid, fix, nfix);
}

static int
seccomp_apply(const pol_reach *r, cm_buf *err)
{
#ifndef SC_ARCH
    (void)r;
    errno = ENOSYS;
    return set_errno_msg(err, "seccomp: this architecture has no filter", NULL);
#else
    sc_prog *g = cm_calloc(1, sizeof(*g));
    if (!g) {
        errno = ENOMEM;
        return set_errno_msg(err, "seccomp", NULL);
    }
    // another architecture's calls (32-bit entry points) are refused outright
    sc_emit(g, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
                                            offsetof(struct seccomp_data, arch)));
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SC_ARCH, 1, 0));
    sc_emit(g, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    sc_emit(g, (struct sock_filter)SC_LD_NR);
#if defined(__x86_64__)
    // x32 system calls (bit 30) are another ABI with the same numbers: refuse them all
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));
    sc_emit(g, (struct sock_filter)SC_RET_ERRNO(EPERM));
#endif
    static const long always[] = {
#if !defined(__SANITIZE_ADDRESS__)
        // sanitizer builds only leave ptrace alone: LeakSanitizer stops the process's
        // own threads with it at exit (Landlock still limits it to the box's domain)
        SYS_ptrace,
#endif
        SYS_process_vm_readv,
        SYS_process_vm_writev,
        SYS_bpf,
        SYS_perf_event_open,
        SYS_userfaultfd,
        SYS_keyctl,
        SYS_add_key,
        SYS_request_key,
        SYS_mount,
        SYS_umount2,
        SYS_pivot_root,
        SYS_chroot,
        SYS_unshare,
        SYS_setns,
#ifdef SYS_io_uring_setup
        SYS_io_uring_setup,
        SYS_io_uring_enter,
        SYS_io_uring_register,
#endif
#ifdef SYS_open_tree
        SYS_open_tree,
        SYS_move_mount,
        SYS_fsopen,
        SYS_fsconfig,
        SYS_fsmount,
        SYS_fspick,
#endif
#ifdef SYS_mount_setattr
        SYS_mount_setattr,
#endif
    };
    sc_rule rules[sizeof always / sizeof always[0] + 3];
    size_t nrules = 0;
    for (size_t i = 0; i < sizeof always / sizeof always[0]; i++) {
        rules[nrules++] = (sc_rule){(unsigned)always[i], EPERM};
    }
    // clone3 passes its flags in memory, which a filter cannot read: ENOSYS makes the C
    // library fall back to clone, whose flags it can
    rules[nrules++] = (sc_rule){(unsigned)SYS_clone3, ENOSYS};
    if (!r->spawn) {
        rules[nrules++] = (sc_rule){(unsigned)SYS_execve, EPERM};
        rules[nrules++] = (sc_rule){(unsigned)SYS_execveat, EPERM};
    }
    qsort(rules, nrules, sizeof rules[0], sc_rule_cmp);
    size_t fix[sizeof rules / sizeof rules[0]], nfix = 0;
    sc_search(g, rules, nrules, fix, &nfix);
    for (size_t i = 0; i < nfix && g->n <= SC_MAX; i++) {
        g->f[fix[i]].k = (uint32_t)(g->n - fix[i] - 1);
    }
    // clone with a new namespace (arg 0 holds the flags on x86_64 and aarch64)
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4));
    sc_emit(g, (struct sock_filter)SC_LD_ARG0_LO);
    sc_emit(g,
            (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K,
                                         CLONE_NEWNS | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET |
                                             CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWCGROUP,
                                         0, 1));
    sc_emit(g, (struct sock_filter)SC_RET_ERRNO(EPERM));
    sc_emit(g, (struct sock_filter)SC_LD_NR);
    // personality: only the query (0xffffffff) the C library and sanitizers make
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_personality, 0, 4));
    sc_emit(g, (struct sock_filter)SC_LD_ARG0_LO);
    sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0xffffffffu, 1, 0));
    sc_emit(g, (struct sock_filter)SC_RET_ERRNO(EPERM));
    sc_emit(g, (struct sock_filter)SC_LD_NR);
    if (!r->net_any && r->nports == 0) {
        // socket(AF_INET or AF_INET6, ...): no net:connect permit can match
        sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 5));
        sc_emit(g, (struct sock_filter)SC_LD_ARG0_LO);
        sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET, 1, 0));
        sc_emit(g, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, 0, 1));
        sc_emit(g, (struct sock_filter)SC_RET_ERRNO(EPERM));
        sc_emit(g, (struct sock_filter)SC_LD_NR);
    }
    sc_emit(g, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    int rc = 0;
    if (g->n > SC_MAX) {
        errno = E2BIG;
        rc = set_errno_msg(err, "seccomp: filter too long", NULL);
    } else {
        struct sock_fprog prog = {(unsigned short)g->n, g->f};
        if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog) != 0) {
            rc = set_errno_msg(err, "seccomp", NULL);
        }
    }
    cm_free(g);
    return rc;
#endif
}

/* ---- the debug build's test hook ---- */

#ifdef CM_DEBUG
// STRANDS_CONFINE_TEST=open:PATH | exec:PATH | connect:PORT | sys:NR, after confinement: a raw
// system call, its result on stderr ("confine-test: open PATH: ok" or the error).
static void
test_hook(void)
{
    const char *t = getenv("STRANDS_CONFINE_TEST");
    if (!t) {
        return;
    }
    int rc = -1;
    errno = 0;
    if (strncmp(t, "open:", 5) == 0) {
        int fd = open(t + 5, O_RDONLY | O_CLOEXEC);
        rc = fd < 0 ? -1 : 0;
        if (fd >= 0) {
            close(fd);
        }
    } else if (strncmp(t, "exec:", 5) == 0) {
        char *const argv[] = {(char *)(t + 5), NULL};
        char *const envp[] = {NULL};
        fflush(NULL);
        pid_t pid = fork();
        if (pid == 0) {
            execve(t + 5, argv, envp);
            fprintf(stderr, "confine-test: %s: %s\n", t, strerror(errno));
            _exit(126);
        }
        int st = 0;
        rc = pid < 0 ? -1 : 0;
        while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR) {
        }
        if (pid > 0 && !(WIFEXITED(st) && WEXITSTATUS(st) == 0)) {
            errno = EPERM;
            rc = -1;
        }
    } else if (strncmp(t, "sys:", 4) == 0) {
        // a raw system call by number with zero arguments, in a forked child (unshare(0),
        // say, must not change the shell): its errno comes back as the exit status
        fflush(NULL);
        pid_t pid = fork();
        if (pid == 0) {
            long r = syscall(atol(t + 4), 0L, 0L, 0L, 0L, 0L, 0L);
            _exit(r < 0 ? (errno & 0xff) : 0);
        }
        int st = 0;
        rc = pid < 0 ? -1 : 0;
        while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR) {
        }
        if (pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) != 0) {
            errno = WEXITSTATUS(st);
            rc = -1;
        } else if (pid > 0 && !WIFEXITED(st)) {
            errno = EINTR; // killed: reported, never mistaken for ok or a refusal
            rc = -1;
        }
    } else if (strncmp(t, "connect:", 8) == 0) {
        int s = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (s >= 0) {
            struct sockaddr_in a;
            memset(&a, 0, sizeof a);
            a.sin_family = AF_INET;
            a.sin_port = htons((uint16_t)atoi(t + 8));
            a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            rc = connect(s, (struct sockaddr *)&a, sizeof a);
            int e = errno;
            close(s);
            errno = e;
        }
    }
    if (rc == 0) {
        fprintf(stderr, "confine-test: %s: ok\n", t);
    } else {
        fprintf(stderr, "confine-test: %s: %s\n", t, strerror(errno));
    }
}
#endif

/* ---- strands-box run: the broker's and the agent's rulesets (part 2) ---- */

// The broker loads the box again for each call, as an alias does outside `run`: it
// reads box.toml, the policy and <box_dir>/private (alias.toml) besides the reach.
static void
plan_add_broker(plan *p, const bi_box *box)
{
    const pol_box *b = &box->box;
    if (b->config_path) {
        plan_add(p, b->config_path, LANDLOCK_ACCESS_FS_READ_FILE, "box.toml (loaded per call)", 1);
    }
    if (b->policy_path) {
        plan_add(p, b->policy_path, LANDLOCK_ACCESS_FS_READ_FILE, "the policy (loaded per call)",
                 1);
    }
    if (b->box_dir) {
        char priv[4200];
        snprintf(priv, sizeof priv, "%s/private", b->box_dir);
        plan_add(p, priv, FS_R, "alias.toml (loaded per call)", 1);
    }
}

// 2 when path is one of ex, 1 when one of ex lies below path, else 0.
static int
excluded(const char *path, const char *const *ex, size_t nex)
{
    size_t n = strlen(path);
    int k = 0;
    for (size_t i = 0; i < nex; i++) {
        if (!ex[i]) {
            continue;
        }
        if (strcmp(ex[i], path) == 0) {
            return 2;
        }
        if (strncmp(ex[i], path, n) == 0 && (ex[i][n] == '/' || (n == 1 && path[0] == '/'))) {
            k = 1;
        }
    }
    return k;
}

// Grant rights on the tree at path except the trees in ex: Landlock can only add, so a
// tree holding an excluded one is granted child by child around it (entries made there
// later are not granted: narrower, never wider).
static void
plan_add_except(plan *p, const char *path, uint64_t rights, const char *why, const char *const *ex,
                size_t nex, int depth)
{
    int k = excluded(path, ex, nex);
    if (k == 2) {
        return;
    }
    if (k == 0) {
        plan_add(p, path, rights, why, 0);
        return;
    }
    DIR *d = depth < 64 ? opendir(path) : NULL;
    if (!d) {
        return;
    }
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0) {
            continue;
        }
        char child[4097];
        int w = snprintf(child, sizeof child, "%s%s%s", path, strcmp(path, "/") == 0 ? "" : "/",
                         de->d_name);
        if (w > 0 && (size_t)w < sizeof child) {
            plan_add_except(p, child, rights, why, ex, nex, depth + 1);
        }
    }
    closedir(d);
}

// The rights each [agent.filesystem] list gives the agent's own system calls. `metadata`
// gives none: Landlock does not govern stat(2), which every process may do.
static uint64_t
agent_list_rights(const char *list)
{
    static const struct {
        const char *list;
        uint64_t rights;
    } lists[] = {
        {"read", FS_R},
        {"write", FS_R | FS_W | FS_D | FS_M},
        {"read_file", LANDLOCK_ACCESS_FS_READ_FILE},
        {"write_file", FS_DEVRW},
        {"list", LANDLOCK_ACCESS_FS_READ_DIR},
        {"exec", FS_X | LANDLOCK_ACCESS_FS_READ_FILE},
    };
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        if (strcmp(lists[i].list, list) == 0) {
            return lists[i].rights;
        }
    }
    return 0;
}

static void
dir_of(const char *path, char *out, size_t cap)
{
    snprintf(out, cap, "%s", path ? path : "");
    char *s = strrchr(out, '/');
    if (s && s != out) {
        *s = 0;
    } else if (s) {
        out[1] = 0;
    }
}

// The agent's ruleset: its [agent.filesystem] lists less `deny`, the box directory and
// the directories holding box.toml and the policy; the system trees; read and execute
// on the box's bin/ and on this program (the aliases run it).
static void
plan_build_agent(plan *p, const bi_box *box, const char *exe, int probe)
{
    p->probe = probe; // as plan_build's
    const pol_box *b = &box->box;
    p->n = 0;
    memset(&p->reach, 0, sizeof p->reach);
    p->reach.net_any = 1; // the agent's own network is not the box's to decide
    char cfg_dir[4097], pol_dir[4097];
    dir_of(b->config_path, cfg_dir, sizeof cfg_dir);
    dir_of(b->policy_path, pol_dir, sizeof pol_dir);
    const char **ex = cm_calloc(b->n_grants + 3, sizeof(*ex));
    size_t nex = 0;
    if (ex) {
        ex[nex++] = b->box_dir;
        ex[nex++] = b->config_path ? cfg_dir : NULL;
        ex[nex++] = b->policy_path ? pol_dir : NULL;
        for (size_t i = 0; i < b->n_grants; i++) {
            if (strcmp(b->grants[i].list, "deny") == 0) {
                ex[nex++] = b->grants[i].abs;
            }
        }
        for (size_t i = 0; i < b->n_grants; i++) {
            uint64_t rights = agent_list_rights(b->grants[i].list);
            if (rights) {
                plan_add_except(p, b->grants[i].abs, rights, "[agent.filesystem]", ex, nex, 0);
            }
        }
        cm_free(ex);
    } // out of memory: the agent gets no list at all (narrower, never wider)
    if (b->box_dir) {
        char bin[4200];
        snprintf(bin, sizeof bin, "%s/bin", b->box_dir);
        plan_add(p, bin, FS_RX, "the box's aliases", 1);
    }
    if (exe) {
        plan_add(p, exe, FS_X | LANDLOCK_ACCESS_FS_READ_FILE, "the program the aliases run", 1);
    }
    // the CA bundle an operator gave fetch() instead of the system store
    if (b->ca_file) {
        plan_add(p, b->ca_file, FS_RF, "[egress] ca_file (fetch()'s CA bundle)", 1);
    }
    plan_add_system(p, 1);
    p->need_abi = 1;
    p->need_why = "filesystem rules";
}

/* bi_confine_agent: see builtins.h. */
int
bi_confine_agent(const bi_box *box, const char *exe, cm_buf *err)
{
    int abi = effective_abi();
    if (abi < 1) {
        cm_buf_reset(err);
        if (cm_buf_adds(err, "this kernel offers no Landlock: the agent cannot be confined") != 0) {
            cm_buf_reset(err);
        }
        return 1;
    }
    plan *p = cm_calloc(1, sizeof(*p));
    if (!p) {
        errno = ENOMEM;
        return set_errno_msg(err, "planning the agent's ruleset", NULL);
    }
    plan_build_agent(p, box, exe, 0);
    int rc = 0;
    if (p->oom) {
        errno = ENOMEM;
        rc = set_errno_msg(err, "planning the agent's ruleset", NULL);
    }
    if (rc == 0 && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        rc = set_errno_msg(err, "PR_SET_NO_NEW_PRIVS", NULL);
    }
    if (rc == 0) {
        rc = landlock_apply(p, abi, err);
    }
    plan_free(p);
    return rc;
}

/* bi_confine_agent_describe: see builtins.h. */
int
bi_confine_agent_describe(const bi_box *box, const char *exe, cm_buf *out)
{
    plan *p = cm_calloc(1, sizeof(*p));
    if (!p) {
        return -1;
    }
    plan_build_agent(p, box, exe, 1);
    int rc = p->oom ? -1 : 0;
    for (size_t i = 0; i < p->n && rc == 0; i++) {
        if (cm_buf_printf(out, "  agent: fs %s ", p->e[i].path) != 0 ||
            rights_text(out, p->e[i].rights) != 0 ||
            cm_buf_printf(out, "  (%s)\n", p->e[i].why) != 0) {
            rc = -1;
        }
    }
    plan_free(p);
    return rc;
}

/* ---- entry points ---- */

/* bi_confine_describe: see builtins.h. */
int
bi_confine_describe(const bi_box *box, cm_buf *out)
{
    if (!box->box.kernel_confinement) {
        return cm_buf_adds(out, "  kernel: off ([box] kernel_confinement = \"off\")\n");
    }
    plan *p = cm_calloc(1, sizeof(*p));
    if (!p) {
        return -1;
    }
    int rc = plan_build(p, box, 1);
    if (rc == 0 && p->oom) {
        rc = -1;
    }
    if (rc == 0) {
        rc = plan_text(p, out);
        if (rc == 0) {
            int abi = landlock_abi();
            rc = cm_buf_printf(out, "  kernel: this kernel offers Landlock ABI %d%s\n", abi,
                               abi < p->need_abi ? " (too old: the box will not start)" : "");
        }
    }
    plan_free(p);
    return rc;
}

static int
confine_as(bi_box *box, int broker, cm_buf *err)
{
    char note[160];
    if (!box->box.kernel_confinement) {
        if (box->log) {
            pol_log_set_kernel(box->log, "{\"confinement\":\"off\",\"landlock_abi\":0,"
                                         "\"seccomp\":false}");
        }
#ifdef CM_DEBUG
        test_hook(); // the tests' control: the same raw call without the kernel layer
#endif
        return 0;
    }
    int abi = effective_abi();
    plan *p = cm_calloc(1, sizeof(*p));
    if (!p) {
        errno = ENOMEM;
        return set_errno_msg(err, "planning the ruleset", NULL);
    }
    int rc = plan_build(p, box, 0);
    if (rc == 0 && broker) {
        plan_add_broker(p, box);
    }
    if (rc != 0 || p->oom) {
        plan_free(p);
        errno = ENOMEM;
        return set_errno_msg(err, "planning the ruleset", NULL);
    }
    if (abi < p->need_abi) {
        cm_buf_reset(err);
        if (cm_buf_printf(err,
                          "kernel confinement is required ([box] kernel_confinement = "
                          "\"required\" in %s) but this kernel offers Landlock ABI %d and the "
                          "policy needs ABI %d for %s; upgrade the kernel or set "
                          "kernel_confinement = \"off\"",
                          box->box.config_path ? box->box.config_path : "box.toml", abi,
                          p->need_abi, p->need_why) != 0) {
            cm_buf_reset(err);
        }
        rc = -1;
    }
    if (rc == 0 && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        rc = set_errno_msg(err, "PR_SET_NO_NEW_PRIVS", NULL);
    }
    if (rc == 0) {
        rc = landlock_apply(p, abi, err);
    }
    if (rc == 0) {
        rc = seccomp_apply(&p->reach, err);
    }
    if (rc == 0 && box->log) {
        snprintf(note, sizeof note,
                 "{\"confinement\":\"required\",\"landlock_abi\":%d,\"scoped\":%s,"
                 "\"seccomp\":true}",
                 abi, abi >= 6 ? "true" : "false");
        pol_log_set_kernel(box->log, note);
    }
    plan_free(p);
#ifdef CM_DEBUG
    if (rc == 0) {
        test_hook();
    }
#endif
    return rc;
}

/* bi_confine: see builtins.h. */
int
bi_confine(bi_box *box, cm_buf *err)
{
    return confine_as(box, 0, err);
}

/* bi_confine_broker: see builtins.h. */
int
bi_confine_broker(bi_box *box, cm_buf *err)
{
    return confine_as(box, 1, err);
}
