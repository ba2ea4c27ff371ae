/* Unit tests for common/io.c: cm_write_all and cm_read_all (issue 14). */
#include "config.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/io.h"

// The read tests' buffer and fd, released after each test.
static cm_buf b;
static int rfd = -1;
static int read_errno;

static void
teardown(void)
{
    if (rfd >= 0) {
        close(rfd);
        rfd = -1;
    }
    cm_buf_free(&b);
}

TestSuite(cm_io, .fini = teardown, .timeout = 60);

#define BIG (256 * 1024)

static char pattern[BIG];

static void
fill_pattern(void)
{
    for (size_t i = 0; i < sizeof pattern; i++) {
        pattern[i] = (char)(i * 7 + i / 251);
    }
}

// ---- signals: a handler without SA_RESTART, so a blocked call returns early ----

static volatile sig_atomic_t signals_seen;

static void
on_usr1(int sig)
{
    (void)sig;
    signals_seen++;
}

static void
catch_usr1(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; // no SA_RESTART
    cr_assert_eq(sigaction(SIGUSR1, &sa, NULL), 0);
    signals_seen = 0;
}

// Wait until thread tid is blocked in system call nr, as /proc/self/task/TID/syscall
// shows it. 0, or -1 when that file cannot be read (the test then skips) or 10 s pass.
static int
wait_in_syscall(long tid, long nr)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%ld/syscall", tid);
    for (int i = 0; i < 10000; i++) {
        FILE *f = fopen(path, "r");
        if (!f) {
            return -1;
        }
        long got = -1;
        int k = fscanf(f, "%ld", &got); // "running" while not in a system call
        fclose(f);
        if (k == 1 && got == nr) {
            return 0;
        }
        usleep(1000);
    }
    return -1;
}

// ---- a thread on the other end of a pipe ----

typedef struct peer {
    pthread_t t;
    pthread_t main;  // the thread to signal
    long main_tid;   // its kernel id, for wait_in_syscall
    int fd;          // the pipe end this thread uses
    size_t fill;     // write side: bytes the pipe holds when main is known to be blocked
    long wait_nr;    // read side: the system call main is known to be blocked in
    int signal_main; // send SIGUSR1 to main once it is blocked
    int wait_failed; // wait_in_syscall could not tell
    char *got;       // read side: what arrived (cm_alloc'd)
    size_t got_len;
    const char *send; // write side: what to send after the signal, then close
    size_t send_len;
} peer;

// Reader: once the pipe holds p->fill bytes (main is then inside a write it cannot
// finish), signal main; then read everything to EOF.
static void *
drain(void *arg)
{
    peer *p = arg;
    if (p->signal_main) {
        int n = 0;
        for (int i = 0; i < 10000 && (size_t)n < p->fill; i++) {
            if (ioctl(p->fd, FIONREAD, &n) != 0) {
                break;
            }
            usleep(1000);
        }
        if ((size_t)n < p->fill) {
            p->wait_failed = 1;
        } else if (p->wait_nr >= 0 && wait_in_syscall(p->main_tid, p->wait_nr) != 0) {
            p->wait_failed = 1;
        }
        pthread_kill(p->main, SIGUSR1);
    }
    p->got = cm_alloc(2 * BIG);
    p->got_len = 0;
    for (;;) {
        ssize_t n = read(p->fd, p->got + p->got_len, 2 * BIG - p->got_len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            break;
        }
        p->got_len += (size_t)n;
    }
    close(p->fd);
    return NULL;
}

// Writer: once main is blocked in read(2), signal it; then send p->send and close.
static void *
feed(void *arg)
{
    peer *p = arg;
    if (p->signal_main) {
        if (wait_in_syscall(p->main_tid, SYS_read) != 0) {
            p->wait_failed = 1;
        }
        pthread_kill(p->main, SIGUSR1);
    }
    size_t off = 0;
    while (off < p->send_len) {
        ssize_t n = write(p->fd, p->send + off, p->send_len - off);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            break;
        }
        off += (size_t)n;
    }
    close(p->fd);
    return NULL;
}

static void
start_peer(peer *p, void *(*fn)(void *), int fd)
{
    p->main = pthread_self();
    p->main_tid = (long)syscall(SYS_gettid);
    p->fd = fd;
    cr_assert_eq(pthread_create(&p->t, NULL, fn, p), 0);
}

// ---- cm_write_all ----

// A pipe that holds one page (its size returned), with SIGUSR1 caught and the pattern
// ready to send.
static size_t
small_pipe(int fds[2])
{
    fill_pattern();
    catch_usr1();
    cr_assert_eq(pipe(fds), 0);
    int size = fcntl(fds[1], F_SETPIPE_SZ, 4096);
    cr_assert_gt(size, 0);
    return (size_t)size;
}

// cm_write_all of n bytes of s into fds[1], with p draining fds[0]; once the reader has
// seen EOF, what it got must end with s (got_len - n bytes may come before).
static void
write_through(peer *p, int fds[2], const void *s, size_t n)
{
    start_peer(p, drain, fds[0]);
    cr_assert_eq(cm_write_all(fds[1], s, n), 0);
    close(fds[1]);
    pthread_join(p->t, NULL);
    cr_assert_geq(p->got_len, n);
    cr_assert_eq(memcmp(p->got + p->got_len - n, s, n), 0);
}

Test(cm_io, issue14_write_all_through_a_pipe)
{
    fill_pattern();
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    peer p = {.wait_nr = -1};
    write_through(&p, fds, pattern, sizeof pattern);
    cr_assert_eq(p.got_len, sizeof pattern);
    cm_free(p.got);
}

// A signal while write(2) has moved part of the buffer makes it return that part: the
// rest must follow.
Test(cm_io, issue14_write_all_goes_on_after_a_short_write)
{
    int fds[2];
    size_t size = small_pipe(fds);
    cr_assert_lt(size, sizeof pattern);
    peer p = {.signal_main = 1, .fill = size, .wait_nr = -1};
    write_through(&p, fds, pattern, sizeof pattern);
    cr_assert_eq(p.wait_failed, 0);
    cr_assert_eq(signals_seen, 1);
    cr_assert_eq(p.got_len, sizeof pattern);
    cm_free(p.got);
}

// A signal before write(2) has moved anything gives EINTR: it is retried.
Test(cm_io, issue14_write_all_retries_eintr)
{
    int fds[2];
    (void)small_pipe(fds);
    // fill the pipe first, so that the next write blocks with nothing written
    cr_assert_eq(fcntl(fds[1], F_SETFL, O_NONBLOCK), 0);
    size_t pre = 0;
    while (write(fds[1], pattern, 1) == 1) {
        pre++;
    }
    cr_assert_eq(fcntl(fds[1], F_SETFL, 0), 0);
    peer p = {.signal_main = 1, .fill = pre, .wait_nr = SYS_write};
    write_through(&p, fds, "tail", 4);
    cm_free(p.got);
    if (p.wait_failed) {
        cr_skip_test("/proc/self/task/TID/syscall cannot be read here");
    }
    cr_assert_eq(signals_seen, 1);
    cr_assert_eq(p.got_len, pre + 4);
}

Test(cm_io, issue14_write_all_nothing_is_not_a_write)
{
    cr_assert_eq(cm_write_all(-1, "", 0), 0);
}

Test(cm_io, issue14_write_all_reports_epipe)
{
    signal(SIGPIPE, SIG_IGN);
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    close(fds[0]);
    errno = 0;
    cr_assert_eq(cm_write_all(fds[1], "x", 1), -1);
    cr_assert_eq(errno, EPIPE);
    close(fds[1]);
}

// A full nonblocking fd is not waited on: EAGAIN, as documented.
Test(cm_io, issue14_write_all_eagain_on_a_full_nonblocking_pipe)
{
    fill_pattern();
    int fds[2];
    cr_assert_eq(pipe2(fds, O_NONBLOCK), 0);
    errno = 0;
    cr_assert_eq(cm_write_all(fds[1], pattern, sizeof pattern), -1);
    cr_assert_eq(errno, EAGAIN);
    close(fds[0]);
    close(fds[1]);
}

// ---- cm_read_all ----

// cm_read_all(rfd, &b, cap), where rfd is a pipe whose writer sent the n bytes of text
// and closed, and b (at most max bytes) first holds pre. Its errno goes to read_errno.
static int
read_from(const char *text, size_t n, size_t max, const char *pre, size_t cap)
{
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    cr_assert_eq(cm_write_all(fds[1], text, n), 0);
    close(fds[1]);
    rfd = fds[0];
    cm_buf_init(&b, max);
    if (pre[0]) {
        // skipped when empty, so that the OOM test fails cm_read_all's first allocation
        cr_assert_eq(cm_buf_adds(&b, pre), 0);
    }
    errno = 0;
    int rc = cm_read_all(rfd, &b, cap);
    read_errno = errno;
    return rc;
}

// The documented failure: -1, errno e, and b freed and marked failed.
static void
expect_failure(int rc, int e)
{
    cr_assert_eq(rc, -1);
    cr_assert_eq(read_errno, e, "errno %d, not %d", read_errno, e);
    cr_assert_eq(b.failed, 1);
    cr_assert_eq(b.len, 0);
    cr_assert_null(b.data);
}

Test(cm_io, issue14_read_all_appends_to_eof)
{
    cr_assert_eq(read_from("hello", 5, 0, "x:", SIZE_MAX), 0);
    cr_assert_str_eq(cm_buf_str(&b), "x:hello");
    cr_assert_eq(b.len, 7);
}

Test(cm_io, issue14_read_all_empty_input)
{
    cr_assert_eq(read_from("", 0, 0, "", 0), 0);
    cr_assert_eq(b.len, 0);
    cr_assert_str_eq(cm_buf_str(&b), "");
}

// More than one read(2) worth, from a regular file.
Test(cm_io, issue14_read_all_large_file)
{
    fill_pattern();
    FILE *f = tmpfile();
    cr_assert_not_null(f);
    int fd = fileno(f);
    cr_assert_eq(cm_write_all(fd, pattern, sizeof pattern), 0);
    cr_assert_eq(lseek(fd, 0, SEEK_SET), 0);
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_read_all(fd, &b, sizeof pattern), 0);
    cr_assert_eq(b.len, sizeof pattern);
    cr_assert_eq(memcmp(b.data, pattern, sizeof pattern), 0);
    fclose(f);
}

Test(cm_io, issue14_read_all_exactly_cap_is_fine)
{
    cr_assert_eq(read_from("0123456789", 10, 0, "", 10), 0);
    cr_assert_str_eq(cm_buf_str(&b), "0123456789");
}

// Past the cap: EFBIG, b freed with what it held before, and nothing taken from the
// pipe past the one byte that showed the excess.
Test(cm_io, issue14_read_all_cap_plus_one_is_efbig)
{
    expect_failure(read_from("0123456789A", 11, 0, "earlier", 10), EFBIG);
    char rest[4];
    cr_assert_eq(read(rfd, rest, sizeof rest), 0);
}

Test(cm_io, issue14_read_all_takes_at_most_cap_plus_one)
{
    expect_failure(read_from("0123456789ABCDEF", 16, 0, "", 10), EFBIG);
    char rest[16];
    cr_assert_eq(read(rfd, rest, sizeof rest), 5);
    cr_assert_eq(memcmp(rest, "BCDEF", 5), 0);
}

// The buffer's own max counts as a cap too, with the same errno.
Test(cm_io, issue14_read_all_buffer_max_is_efbig)
{
    expect_failure(read_from("0123456789", 10, 12, "abc", SIZE_MAX), EFBIG);
}

Test(cm_io, issue14_read_all_buffer_max_exactly_is_fine)
{
    cr_assert_eq(read_from("012345678", 9, 12, "abc", SIZE_MAX), 0);
    cr_assert_str_eq(cm_buf_str(&b), "abc012345678");
}

Test(cm_io, issue14_read_all_reports_read_errors)
{
    rfd = open(".", O_RDONLY | O_DIRECTORY);
    cr_assert_geq(rfd, 0);
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_buf_adds(&b, "earlier"), 0);
    int rc = cm_read_all(rfd, &b, SIZE_MAX);
    read_errno = errno;
    expect_failure(rc, EISDIR);
}

Test(cm_io, issue14_read_all_eagain_on_an_empty_nonblocking_pipe)
{
    int fds[2];
    cr_assert_eq(pipe2(fds, O_NONBLOCK), 0);
    cm_buf_init(&b, 0);
    int rc = cm_read_all(fds[0], &b, SIZE_MAX);
    read_errno = errno;
    close(fds[0]);
    close(fds[1]);
    expect_failure(rc, EAGAIN);
}

// A signal while read(2) waits with nothing read gives EINTR: it is retried.
Test(cm_io, issue14_read_all_retries_eintr)
{
    catch_usr1();
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    rfd = fds[0];
    peer p = {.signal_main = 1, .send = "late", .send_len = 4};
    start_peer(&p, feed, fds[1]);
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_read_all(rfd, &b, SIZE_MAX), 0);
    pthread_join(p.t, NULL);
    if (p.wait_failed) {
        cr_skip_test("/proc/self/task/TID/syscall cannot be read here");
    }
    cr_assert_eq(signals_seen, 1);
    cr_assert_str_eq(cm_buf_str(&b), "late");
}

#ifdef CM_DEBUG
Test(cm_io, issue14_read_all_out_of_memory_is_enomem)
{
    cm_alloc_fail_after(1);
    int rc = read_from("hello", 5, 0, "", SIZE_MAX);
    cm_alloc_fail_after(0);
    expect_failure(rc, ENOMEM);
}
#endif
