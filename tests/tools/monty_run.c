/* Test-only driver: runs a .py file through monty_run with a host acting on the current
 * directory directly (no policy), writing stdout/stderr; exits with the script's status.
 * MONTY_RUN_SECONDS and MONTY_MAX_ALLOC override the default limits. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "monty/monty.h"

static char *
zpath(const char *p, size_t n)
{
    return cm_strndup(p, n);
}

static int
fail(monty_error *err, int e, const char *path, size_t n)
{
    err->kind = MONTY_EXC_OS;
    err->err_no = e;
    (void)!cm_buf_add(&err->message, path, n);
    return -1;
}

static int
read_fd_all(int fd, monty_fs_result *out)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    char tmp[65536];
    for (;;) {
        ssize_t r = read(fd, tmp, sizeof tmp);
        if (r < 0) {
            cm_buf_free(&b);
            return -1;
        }
        if (r == 0) {
            break;
        }
        if (cm_buf_add(&b, tmp, (size_t)r) < 0) {
            return -1;
        }
    }
    out->len = b.len;
    out->data = cm_buf_take(&b);
    if (!out->data) {
        out->data = cm_alloc(1);
    }
    return 0;
}

static int
cmpstr(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
host_fs(void *ctx, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    (void)ctx;
    char *p = op->path ? zpath(op->path, op->path_len) : NULL;
    if (op->path && !p) {
        return fail(err, ENOMEM, op->path, op->path_len); // CM_FAIL_ALLOC reached the copy
    }
    int rc = 0;
    switch (op->kind) {
    case MONTY_FS_READ_FILE: {
        int fd = open(p, O_RDONLY);
        struct stat sb;
        if (fd < 0 || fstat(fd, &sb) < 0) {
            rc = fail(err, errno, op->path, op->path_len);
            if (fd >= 0) {
                close(fd);
            }
            break;
        }
        if (S_ISDIR(sb.st_mode)) {
            close(fd);
            rc = fail(err, EISDIR, op->path, op->path_len);
            break;
        }
        if (read_fd_all(fd, out) < 0) {
            rc = fail(err, errno, op->path, op->path_len);
        }
        close(fd);
        break;
    }
    case MONTY_FS_WRITE_FILE: {
        int flags = O_WRONLY | O_CREAT | ((op->flags & MONTY_OPEN_APPEND) ? O_APPEND : O_TRUNC);
        int fd = open(p, flags, 0644);
        if (fd < 0) {
            rc = fail(err, errno, op->path, op->path_len);
            break;
        }
        if (write(fd, op->data, op->len) != (ssize_t)op->len) {
            rc = fail(err, errno, op->path, op->path_len);
        }
        out->len = op->len;
        close(fd);
        break;
    }
    case MONTY_FS_OPEN: {
        int flags = 0;
        int r = (op->flags & MONTY_OPEN_READ) != 0, w = (op->flags & MONTY_OPEN_WRITE) != 0;
        flags = r && w ? O_RDWR : w ? O_WRONLY : O_RDONLY;
        if (op->flags & MONTY_OPEN_APPEND) {
            flags |= O_APPEND;
        }
        if (op->flags & MONTY_OPEN_CREATE) {
            flags |= O_CREAT;
        }
        if (op->flags & MONTY_OPEN_TRUNCATE) {
            flags |= O_TRUNC;
        }
        if (op->flags & MONTY_OPEN_EXCLUSIVE) {
            flags |= O_EXCL;
        }
        int fd = open(p, flags, 0644);
        if (fd < 0) {
            rc = fail(err, errno, op->path, op->path_len);
            break;
        }
        struct stat sb;
        if (fstat(fd, &sb) == 0 && S_ISDIR(sb.st_mode)) {
            close(fd);
            rc = fail(err, EISDIR, op->path, op->path_len);
            break;
        }
        out->handle = fd;
        break;
    }
    case MONTY_FS_READ:
        if (read_fd_all((int)op->handle, out) < 0) {
            rc = fail(err, errno, op->path ? op->path : "", op->path ? op->path_len : 0);
        }
        break;
    case MONTY_FS_WRITE:
        if (write((int)op->handle, op->data, op->len) != (ssize_t)op->len) {
            rc = fail(err, errno, op->path ? op->path : "", op->path ? op->path_len : 0);
        }
        out->len = op->len;
        break;
    case MONTY_FS_CLOSE:
        close((int)op->handle);
        break;
    case MONTY_FS_STAT:
    case MONTY_FS_LSTAT: {
        struct stat sb;
        int r = op->kind == MONTY_FS_STAT ? stat(p, &sb) : lstat(p, &sb);
        if (r < 0) {
            if (errno == ENOENT || errno == ENOTDIR) {
                out->exists = 0;
                break;
            }
            rc = fail(err, errno, op->path, op->path_len);
            break;
        }
        out->exists = 1;
        out->st.mode = sb.st_mode;
        out->st.size = (uint64_t)sb.st_size;
        out->st.ino = sb.st_ino;
        out->st.dev = sb.st_dev;
        out->st.nlink = 1;
        out->st.mtime_ns = (int64_t)sb.st_mtim.tv_sec * 1000000000 + sb.st_mtim.tv_nsec;
        out->st.atime_ns = (int64_t)sb.st_atim.tv_sec * 1000000000 + sb.st_atim.tv_nsec;
        out->st.ctime_ns = (int64_t)sb.st_ctim.tv_sec * 1000000000 + sb.st_ctim.tv_nsec;
        break;
    }
    case MONTY_FS_LISTDIR: {
        DIR *d = opendir(p);
        if (!d) {
            rc = fail(err, errno, op->path, op->path_len);
            break;
        }
        size_t cap = 16, n = 0;
        char **names = cm_alloc(cap * sizeof(char *));
        struct dirent *de;
        while (names && (de = readdir(d)) != NULL) {
            if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0) {
                continue;
            }
            if (n == cap) {
                cap *= 2;
                char **nn = cm_realloc(names, cap * sizeof(char *));
                if (!nn) {
                    break;
                }
                names = nn;
            }
            names[n++] = cm_strdup(de->d_name);
        }
        closedir(d);
        if (names) {
            qsort(names, n, sizeof(char *), cmpstr);
        }
        out->names = names;
        out->n_names = n;
        break;
    }
    case MONTY_FS_MKDIR:
        if (mkdir(p, 0755) < 0) {
            rc = fail(err, errno, op->path, op->path_len);
        }
        break;
    case MONTY_FS_UNLINK:
        if (unlink(p) < 0) {
            rc = fail(err, errno, op->path, op->path_len);
        }
        break;
    case MONTY_FS_RMDIR:
        if (rmdir(p) < 0) {
            rc = fail(err, errno, op->path, op->path_len);
        }
        break;
    case MONTY_FS_RENAME: {
        char *q = zpath(op->path2, op->path2_len);
        if (!q) {
            rc = fail(err, ENOMEM, op->path, op->path_len);
        } else if (rename(p, q) < 0) {
            rc = fail(err, errno, op->path, op->path_len);
        }
        cm_free(q);
        break;
    }
    }
    cm_free(p);
    return rc;
}

static int
host_write(void *ctx, int fd, const char *buf, size_t n)
{
    (void)ctx;
    FILE *f = fd == 2 ? stderr : stdout;
    if (fd == 2) {
        fflush(stdout);
    }
    return fwrite(buf, 1, n, f) == n ? 0 : -1;
}

static double
host_clock(void *ctx, int which)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(which == MONTY_CLOCK_MONOTONIC ? CLOCK_MONOTONIC : CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
host_sleep(void *ctx, double seconds, monty_error *err)
{
    (void)ctx;
    (void)err;
    if (seconds > 0) {
        struct timespec ts = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
        nanosleep(&ts, NULL);
    }
    return 0;
}

static int
host_urandom(void *ctx, void *buf, size_t n, monty_error *err)
{
    (void)ctx;
    (void)err;
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd < 0) {
        return -1;
    }
    ssize_t r = read(fd, buf, n);
    close(fd);
    return r == (ssize_t)n ? 0 : -1;
}

// Run the script at path in a fresh interpreter; its exit status.
static int
run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 2;
    }
    cm_buf src;
    cm_buf_init(&src, 0);
    char tmp[65536];
    size_t r;
    while ((r = fread(tmp, 1, sizeof tmp, f)) > 0) {
        if (cm_buf_add(&src, tmp, r) < 0) {
            fclose(f);
            return 2;
        }
    }
    fclose(f);
    monty_host host = {0};
    host.fs = host_fs;
    host.write_out = host_write;
    host.clock = host_clock;
    host.sleep = host_sleep;
    host.urandom = host_urandom;
    monty_limits lim;
    monty_limits_default(&lim);
    // test-only knobs: the run-time and one-allocation limits
    const char *rs = getenv("MONTY_RUN_SECONDS");
    if (rs) {
        lim.run_seconds = atof(rs);
    }
    const char *ma = getenv("MONTY_MAX_ALLOC");
    if (ma) {
        lim.max_alloc = (size_t)strtoull(ma, NULL, 10);
    }
    monty_state *st = monty_new(&host, &lim);
    if (!st) {
        cm_buf_free(&src);
        return 2;
    }
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    monty_outcome oc;
    int status = monty_run(st, cm_buf_str(&src), src.len, name, &oc);
    monty_free(st);
    cm_buf_free(&src);
    fflush(stdout);
    return status;
}

// --batch SECONDS: read script paths from stdin, one a line; run each in a forked child
// with its stdout and stderr in PATH.out and PATH.err, killed past SECONDS; print one
// line for each: "exit N", "signal N" or "timeout". Saves the exec of a process per
// program in differential runs (tests/diff/run.py --batch).
static int
run_batch(double seconds)
{
    char line[8192];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        char out[8300], err[8300];
        snprintf(out, sizeof out, "%s.out", line);
        snprintf(err, sizeof err, "%s.err", line);
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0) {
            perror("fork");
            return 2;
        }
        if (pid == 0) {
            // The child ends itself when its time is up (SIGALRM's default action), so
            // the parent blocks in waitpid instead of polling it.
            struct itimerval it = {
                {0, 0},
                {(time_t)seconds, (suseconds_t)((seconds - (double)(time_t)seconds) * 1e6)}};
            int o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            int e = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            int n = open("/dev/null", O_RDONLY);
            if (o < 0 || e < 0 || n < 0 || dup2(o, 1) < 0 || dup2(e, 2) < 0 || dup2(n, 0) < 0 ||
                setitimer(ITIMER_REAL, &it, NULL) != 0) {
                _exit(2);
            }
            _exit(run_file(line));
        }
        int status = 0;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        int timed_out = WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM;
        if (timed_out) {
            printf("timeout\n");
        } else if (WIFSIGNALED(status)) {
            printf("signal %d\n", WTERMSIG(status));
        } else {
            printf("exit %d\n", WEXITSTATUS(status));
        }
        fflush(stdout);
    }
    return 0;
}

int
main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--batch") == 0) {
        return run_batch(atof(argv[2]));
    }
    if (argc != 2) {
        fprintf(stderr, "usage: monty_run SCRIPT.py | monty_run --batch SECONDS\n");
        return 2;
    }
    return run_file(argv[1]);
}
