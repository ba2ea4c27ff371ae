/* The interrupt flag of Ctrl-C and an MCP cancel: one process-wide request, set from a
 * signal handler or another thread, that the running script and the own commands'
 * loops see. Lock-free atomics only, so every entry point is async-signal-safe. */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "builtins/intr.h"
#include "common/io.h"

_Static_assert(ATOMIC_INT_LOCK_FREE == 2 && ATOMIC_POINTER_LOCK_FREE == 2,
               "the interrupt flag must be lock-free to be set in a signal handler");

static atomic_int pending;
static _Atomic(monty_state *) run;
static _Atomic(volatile sig_atomic_t *) run_wake;
// requests between reading `run` and using it: detach waits for 0 before the run is freed
static atomic_int users;

/* bi_intr_request: see builtins/builtins.h. */
void
bi_intr_request(void)
{
    atomic_store(&pending, 1);
    atomic_fetch_add(&users, 1);
    monty_state *st = atomic_load(&run);
    volatile sig_atomic_t *wake = atomic_load(&run_wake);
    if (st) {
        monty_keyboard_interrupt(st);
    }
    if (wake) {
        *wake = 1;
    }
    atomic_fetch_sub(&users, 1);
}

/* bi_intr_pending: see builtins/builtins.h. */
int
bi_intr_pending(void)
{
    return atomic_load(&pending);
}

/* bi_intr_clear: see builtins/builtins.h. */
void
bi_intr_clear(void)
{
    atomic_store(&pending, 0);
}

/* bi_intr_attach: see builtins/intr.h. */
void
bi_intr_attach(monty_state *st, volatile sig_atomic_t *wake)
{
    atomic_store(&run_wake, wake);
    atomic_store(&run, st);
    if (atomic_load(&pending)) {
        // requested before the run began (between two commands): the run gets it at once
        monty_keyboard_interrupt(st);
        if (wake) {
            *wake = 1;
        }
    }
}

/* bi_intr_detach: see builtins/intr.h. */
void
bi_intr_detach(void)
{
    atomic_store(&run, NULL);
    atomic_store(&run_wake, NULL);
    while (atomic_load(&users) > 0) {
        // a request in another thread is between its read and its use: a few
        // instructions; a handler on this thread cannot be (it returns before we resume)
        sched_yield();
    }
}

// The run's end for the command running now (main thread only: commands run there).
static double stop_deadline;
static unsigned stop_polls;
static int stop_passed;

static size_t write_wait(int fd);

static double
mono_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* bi_stop_set_deadline: see builtins/builtins.h. */
double
bi_stop_set_deadline(double at)
{
    double was = stop_deadline;
    cm_io_set_write_wait(write_wait); // the writes of every command the deadline binds
    stop_deadline = at;
    stop_passed = 0;
    stop_polls = 0;
    return was;
}

/* bi_stop_pending: see builtins/builtins.h. */
int
bi_stop_pending(void)
{
    if (atomic_load(&pending)) {
        return 1;
    }
    if (stop_deadline <= 0) {
        return 0;
    }
    if (!stop_passed && (stop_polls++ & 63) == 0) {
        stop_passed = mono_now() >= stop_deadline;
    }
    return stop_passed;
}

// Wait until fd is ready for events: 1 (or at its end, or in error); 0 once the monotonic
// time `until` (> 0; 0 none) comes first (a time already past: one look). With intr, also
// -1 with errno EINTR once the deadline has passed first or an interrupt is pending.
static int
wait_fd(int fd, short events, double until, int intr)
{
    if (fd < 0) {
        return 1; // poll would skip it and wait out the time: the read or write fails at once
    }
    for (;;) {
        if (intr && bi_stop_pending()) {
            errno = EINTR;
            return -1;
        }
        double end = intr ? stop_deadline : 0; // a write's caller gives its end as until
        if (until > 0 && (end <= 0 || until < end)) {
            end = until;
        }
        int ms = -1; // no end: wait for input (a signal still breaks the wait)
        if (end > 0) {
            double left = end - mono_now();
            if (left <= 0 && end != until) {
                stop_passed = 1;
                continue;
            }
            // at `until`: one look without waiting (read -t 0)
            ms = left <= 0 ? 0 : left > 60.0 ? 60000 : (int)(left * 1000.0) + 1;
        }
        struct pollfd pf = {.fd = fd, .events = events};
        int pr = poll(&pf, 1, ms);
        if (pr > 0 || (pr < 0 && errno != EINTR)) {
            return 1; // ready, at its end, or an error: the read or write says which
        }
        if (pr == 0 && ms == 0) {
            return 0;
        }
    }
}

/* bi_stop_wait: see builtins/builtins.h. */
int
bi_stop_wait(int fd, double until)
{
    return wait_fd(fd, POLLIN, until, 1);
}

// The wait cm_write_all makes (cm_io_set_write_wait): none without a deadline; with one,
// room for PIPE_BUF bytes (what a pipe or socket with room takes without blocking) before
// the deadline, 0 when none came. Past the deadline a write still goes out when there is
// room at once (the shell's message that the run ended); an interrupt stops no write.
static size_t
write_wait(int fd)
{
    struct stat sb;
    if (stop_deadline <= 0 || (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode))) {
        return SIZE_MAX; // a file takes a write whole: no wait, no 4 KiB steps
    }
    double left = stop_deadline - mono_now();
    return wait_fd(fd, POLLOUT, left > 0 ? stop_deadline : mono_now(), 0) > 0 ? PIPE_BUF : 0;
}

/* bi_stop_read: see builtins/builtins.h. */
ssize_t
bi_stop_read(int fd, void *buf, size_t size)
{
    for (;;) {
        // a pipe or terminal whose writer is silent: wait no longer than the run's end
        if (stop_deadline > 0 && bi_stop_wait(fd, 0) < 0) {
            return -1;
        }
        if (bi_stop_pending()) {
            errno = EINTR;
            return -1;
        }
        ssize_t n = read(fd, buf, size);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        return n;
    }
}
