/* Acting on an approved path: a walk from "/" (openat2, or openat per component) that
 * never follows a link. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "builtins/builtins.h"

#ifdef O_PATH
#define WALK_FLAGS (O_PATH | O_NOFOLLOW | O_CLOEXEC)
#else
#define WALK_FLAGS (O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
#endif

// Debug builds only: CM_TEST_ACT_DELAY_MS widens the window between the decision and
// the walk, so a test can swap a directory for a link in between.
static void
test_delay(void)
{
#ifdef CM_DEBUG
    const char *ms = getenv("CM_TEST_ACT_DELAY_MS");
    if (ms && *ms) {
        long v = strtol(ms, NULL, 10);
        if (v > 0 && v < 60000) {
            struct timespec ts = {v / 1000, (v % 1000) * 1000000L};
            while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
            }
        }
    }
#endif
}

static void
close_keep_errno(int fd)
{
    int e = errno;
    close(fd);
    errno = e;
}

static int walk_parent(const pol_path *p, const char **leaf);

// "x/../y" was folded to "y", but the kernel would walk through x: it must be a
// directory (never a link), or the effect fails as Linux fails it. 0 when p->must_dir is
// empty or a directory; -1 with errno (ENOTDIR, ELOOP, ENOENT) otherwise.
static int
check_must_dir(const pol_path *p)
{
    if (!p->must_dir[0]) {
        return 0;
    }
    pol_path q;
    memset(&q, 0, sizeof q);
    memcpy(q.abs, p->must_dir, sizeof q.abs);
    const char *leaf;
    int dfd = walk_parent(&q, &leaf);
    if (dfd < 0) {
        return -1;
    }
    struct stat st;
    int r = fstatat(dfd, leaf, &st, AT_SYMLINK_NOFOLLOW);
    close_keep_errno(dfd);
    if (r != 0) {
        return -1;
    }
    if (!S_ISDIR(st.st_mode)) {
        errno = S_ISLNK(st.st_mode) ? ELOOP : ENOTDIR;
        return -1;
    }
    return 0;
}

// A component opened by the walk was not a directory (openat's ENOTDIR under
// O_DIRECTORY): ELOOP when it is a link, else ENOTDIR, as fstat of it would say. Only
// on this failure path is the entry looked at again; if it changed meanwhile, the
// first answer (ENOTDIR) stands.
static void
classify_not_dir(int dfd, const char *comp)
{
    struct stat st;
    if (fstatat(dfd, comp, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode)) {
        errno = ELOOP;
        return;
    }
    errno = ENOTDIR;
}

/* The walk by hand: "/" then each component up to last with openat(O_NOFOLLOW |
 * O_DIRECTORY), closing each parent. O_DIRECTORY makes a link or a non-directory fail
 * in the openat itself, so no fstat per component is needed. */
static int
walk_by_hand(const char *abs, const char *last)
{
    int fd = open("/", WALK_FLAGS | O_DIRECTORY);
    if (fd < 0) {
        return -1;
    }
    const char *c = abs + 1;
    char comp[256];
    while (c < last) {
        const char *e = strchr(c, '/');
        size_t n = (size_t)(e - c);
        if (n == 0 || n >= sizeof comp) {
            close(fd);
            errno = n == 0 ? EINVAL : ENAMETOOLONG;
            return -1;
        }
        memcpy(comp, c, n);
        comp[n] = 0;
        int nfd = openat(fd, comp, WALK_FLAGS | O_DIRECTORY);
        if (nfd < 0) {
            if (errno == ENOTDIR) {
                classify_not_dir(fd, comp);
            }
            close_keep_errno(fd);
            return -1;
        }
        close(fd);
        fd = nfd;
        c = e + 1;
    }
    return fd;
}

// Walks may use openat2 (0 once the kernel said ENOSYS, or a test asked for the walk
// by hand).
static int kernel_walk = 1;

/* bi_fs_kernel_walk: see builtins.h. */
int
bi_fs_kernel_walk(int on)
{
    int was = kernel_walk;
    kernel_walk = on != 0;
    return was;
}

#if defined(SYS_openat2) && defined(O_PATH) && defined(RESOLVE_NO_SYMLINKS)
#define HAVE_KERNEL_WALK 1
// openat2 of path with oflags (and mode with O_CREAT) under RESOLVE_NO_SYMLINKS: the
// fd, -1 with errno, or -2 when the walk by hand must answer instead (no openat2 here,
// or an answer that may mean "not supported": the walk by hand then gives its own).
static int
kernel_open(const char *path, int oflags, mode_t mode)
{
    if (!kernel_walk) {
        return -2;
    }
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (uint64_t)oflags;
    how.mode = (oflags & O_CREAT) ? mode : 0; // openat2 refuses a mode without O_CREAT
    how.resolve = RESOLVE_NO_SYMLINKS;
    long fd = syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how);
    if (fd >= 0) {
        return (int)fd;
    }
    if (errno == ENOSYS) {
        kernel_walk = 0; // an older kernel, or valgrind: by hand from now on
        return -2;
    }
    if (errno == EPERM || errno == EINVAL || errno == E2BIG || errno == EAGAIN) {
        // a seccomp filter of the host's, or flags this kernel reads otherwise
        return -2;
    }
    return -1;
}
#endif

/* The walk done by the kernel: openat2 of p->abs[0..plen) with RESOLVE_NO_SYMLINKS
 * refuses a link at every component, the last included (ELOOP), and a non-directory
 * (ENOTDIR), as the walk by hand does, in one system call instead of one per
 * component. It is as race-free: each component is looked up in the directory the
 * previous one resolved to, as openat from that fd does, and a link swapped in at any
 * moment is refused, never followed. Returns the fd, -1 with errno, or -2 (the caller
 * walks by hand). */
static int
walk_by_kernel(const pol_path *p, size_t plen)
{
#ifdef HAVE_KERNEL_WALK
    char parent[sizeof p->abs];
    if (plen >= sizeof parent) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(parent, p->abs, plen);
    parent[plen] = 0;
    return kernel_open(parent, O_PATH | O_DIRECTORY | O_CLOEXEC, 0);
#else
    (void)p;
    (void)plen;
    return -2;
#endif
}

// What every walk does first: p->abs must be absolute, and a component a ".." stepped
// back over (p->must_dir) must be a directory. 0, or -1 with errno.
static int
walk_begin(const pol_path *p)
{
    if (p->abs[0] != '/') {
        errno = EINVAL;
        return -1;
    }
    if (check_must_dir(p) != 0) {
        return -1;
    }
    test_delay();
    return 0;
}

// walk_parent after walk_begin.
static int
walk_to_parent(const pol_path *p, const char **leaf)
{
    const char *abs = p->abs;
    const char *last = strrchr(abs, '/');
    if (last[1] == 0) {
        *leaf = "."; // the root itself
        return open("/", WALK_FLAGS | O_DIRECTORY);
    }
    *leaf = last + 1;
    if (last == abs) {
        return open("/", WALK_FLAGS | O_DIRECTORY);
    }
    int fd = walk_by_kernel(p, (size_t)(last - abs));
    if (fd == -2) {
        fd = walk_by_hand(abs, last);
    }
    return fd;
}

/* Walk every component of p->abs but the last, refusing links. Returns the parent
 * directory's fd (caller closes) and points *leaf at the last component ("." for "/"),
 * or -1 with errno (ELOOP when a component is a link, ENOTDIR when not a directory).
 * A component a ".." stepped back over (p->must_dir) is checked first. */
static int
walk_parent(const pol_path *p, const char **leaf)
{
    if (walk_begin(p) != 0) {
        return -1;
    }
    return walk_to_parent(p, leaf);
}

// The entry at p itself opened with oflags, which hold O_NOFOLLOW (a link there is
// ELOOP): openat2 of the whole path when the kernel walks, else openat in the parent
// the walk by hand opened. An fd, or -1 with errno.
static int
open_leaf(const pol_path *p, int oflags, mode_t mode)
{
    if (walk_begin(p) != 0) {
        return -1;
    }
#ifdef HAVE_KERNEL_WALK
    if (p->abs[1] != 0) {
        int fd = kernel_open(p->abs, oflags, mode);
        if (fd != -2) {
            return fd;
        }
    }
#endif
    const char *leaf;
    int dfd = walk_to_parent(p, &leaf);
    if (dfd < 0) {
        return -1;
    }
    int fd = openat(dfd, leaf, oflags, mode);
    close_keep_errno(dfd);
    return fd;
}

// A path written with a final "/" (dir_only) names a directory, as the kernel reads it:
// anything else there is ENOTDIR (a link is never followed: ELOOP). 0 when p may be
// acted on; -1 with errno otherwise (ENOENT when nothing is there).
static int
check_dir_only(const pol_path *p)
{
    if (!p->dir_only) {
        return 0;
    }
    const char *leaf;
    int dfd = walk_parent(p, &leaf);
    if (dfd < 0) {
        return -1;
    }
    struct stat st;
    int r = fstatat(dfd, leaf, &st, AT_SYMLINK_NOFOLLOW);
    close_keep_errno(dfd);
    if (r != 0) {
        return -1;
    }
    if (!S_ISDIR(st.st_mode)) {
        errno = S_ISLNK(st.st_mode) ? ELOOP : ENOTDIR;
        return -1;
    }
    return 0;
}

/* bi_fs_open: see builtins.h. A FIFO, device or socket gives EACCES; a directory gives
 * EISDIR unless O_DIRECTORY was asked for. */
int
bi_fs_open(const pol_path *p, int flags, mode_t mode)
{
    int trunc = (flags & O_TRUNC) != 0;
    flags &= ~O_TRUNC;
    if (p->dir_only && (flags & O_CREAT)) {
        errno = EISDIR; // Linux: creating "name/" is never a file
        return -1;
    }
    int fd = open_leaf(p, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, mode);
    if (fd < 0) {
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        close_keep_errno(fd);
        return -1;
    }
    if (p->dir_only && !S_ISDIR(st.st_mode)) {
        close(fd);
        errno = ENOTDIR;
        return -1;
    }
    if (S_ISDIR(st.st_mode) && !(flags & O_DIRECTORY)) {
        close(fd);
        errno = EISDIR;
        return -1;
    }
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
        close(fd);
        errno = EACCES;
        return -1;
    }
    if (!(flags & O_NONBLOCK)) {
        // F_SETFL sets only the status flags (O_APPEND, O_ASYNC, O_DIRECT, O_NOATIME,
        // O_NONBLOCK) and ignores the rest; the open set exactly those of flags plus
        // O_NONBLOCK, so flags is F_GETFL's answer without O_NONBLOCK: no F_GETFL call
        if (fcntl(fd, F_SETFL, flags) != 0) {
            close_keep_errno(fd);
            return -1;
        }
    }
    if (trunc && S_ISREG(st.st_mode) && ftruncate(fd, 0) != 0) {
        close_keep_errno(fd);
        return -1;
    }
    return fd;
}

/* bi_fs_lstat: the entry itself, never following a link. */
int
bi_fs_lstat(const pol_path *p, struct stat *st)
{
    const char *leaf;
    int dfd = walk_parent(p, &leaf);
    if (dfd < 0) {
        return -1;
    }
    int r = fstatat(dfd, leaf, st, AT_SYMLINK_NOFOLLOW);
    close_keep_errno(dfd);
    if (r == 0 && p->dir_only && !S_ISDIR(st->st_mode)) {
        errno = S_ISLNK(st->st_mode) ? ELOOP : ENOTDIR;
        return -1;
    }
    return r;
}

/* bi_fs_stat: like bi_fs_lstat, but a link at the end is ELOOP (never followed). */
int
bi_fs_stat(const pol_path *p, struct stat *st)
{
    if (bi_fs_lstat(p, st) != 0) {
        return -1;
    }
    if (S_ISLNK(st->st_mode)) {
        errno = ELOOP;
        return -1;
    }
    return 0;
}

/* bi_fs_opendir: a directory stream for p (closedir releases it). */
DIR *
bi_fs_opendir(const pol_path *p)
{
    int fd = open_leaf(p, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0);
    if (fd < 0) {
        return NULL;
    }
    DIR *d = fdopendir(fd);
    if (!d) {
        close_keep_errno(fd);
    }
    return d;
}

/* bi_fs_mkdir: mkdirat through the parent's fd. */
int
bi_fs_mkdir(const pol_path *p, mode_t mode)
{
    const char *leaf;
    int dfd = walk_parent(p, &leaf);
    if (dfd < 0) {
        return -1;
    }
    int r = mkdirat(dfd, leaf, mode);
    close_keep_errno(dfd);
    return r;
}

static int
remove_at(const pol_path *p, int flags)
{
    const char *leaf;
    int dfd = walk_parent(p, &leaf);
    if (dfd < 0) {
        return -1;
    }
    int r = unlinkat(dfd, leaf, flags);
    close_keep_errno(dfd);
    return r;
}

/* bi_fs_unlink: unlinkat through the parent's fd (a link is removed, never followed).
 * "name/" is never unlinked: a directory is EISDIR, anything else ENOTDIR. */
int
bi_fs_unlink(const pol_path *p)
{
    if (p->dir_only) {
        if (check_dir_only(p) == 0) {
            errno = EISDIR;
        }
        return -1;
    }
    return remove_at(p, 0);
}

/* bi_fs_rmdir: unlinkat(AT_REMOVEDIR) through the parent's fd. */
int
bi_fs_rmdir(const pol_path *p)
{
    return remove_at(p, AT_REMOVEDIR);
}

/* bi_fs_rename: renameat between the two parents' fds. */
int
bi_fs_rename(const pol_path *from, const pol_path *to)
{
    const char *fl;
    const char *tl;
    // "a/" as either name: a must be a directory (Linux gives ENOTDIR otherwise).
    if (from->dir_only || to->dir_only) {
        pol_path probe = *from;
        probe.dir_only = 1;
        if (check_dir_only(&probe) != 0) {
            return -1;
        }
    }
    int ffd = walk_parent(from, &fl);
    if (ffd < 0) {
        return -1;
    }
    int tfd = walk_parent(to, &tl);
    if (tfd < 0) {
        close_keep_errno(ffd);
        return -1;
    }
    int r = renameat(ffd, fl, tfd, tl);
    close_keep_errno(ffd);
    close_keep_errno(tfd);
    return r;
}
