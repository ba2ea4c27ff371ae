/* The interrupt flag of Ctrl-C and an MCP cancel: one process-wide request, set from a
 * signal handler or another thread, that the running script and the own commands'
 * loops see. Lock-free atomics only, so every entry point is async-signal-safe. */
#include "config.h"

#include <sched.h>
#include <stdatomic.h>
#include <stddef.h>
#include <time.h>

#include "builtins/builtins.h"
#include "builtins/intr.h"

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

/* bi_stop_set_deadline: see builtins/builtins.h. */
double
bi_stop_set_deadline(double at)
{
    double was = stop_deadline;
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
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        stop_passed = (double)ts.tv_sec + (double)ts.tv_nsec / 1e9 >= stop_deadline;
    }
    return stop_passed;
}
