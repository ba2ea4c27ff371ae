/* Monty start-up benchmark: the time to create a fresh state, compile and run a one-line
 * script, and free the state, in-process with a minimal host (output to a null sink).
 * Issue 7's bar is 5 us per one-line script. Figures only. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "monty/monty.h"

typedef struct sink {
    size_t bytes; // written to fd 1 and 2, thrown away
} sink;

static int
sink_write(void *ctx, int fd, const char *buf, size_t n)
{
    (void)fd;
    (void)buf;
    ((sink *)ctx)->bytes += n;
    return 0;
}

// Every other effect is refused: the benchmark scripts make none.
static int
no_fs(void *ctx, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    (void)ctx;
    (void)op;
    (void)out;
    err->kind = MONTY_EXC_PERMISSION;
    (void)!cm_buf_adds(&err->message, "no file system in the benchmark");
    return -1;
}

static int
no_fetch(void *ctx, const monty_fetch_req *req, monty_fetch_resp *out, monty_error *err)
{
    (void)ctx;
    (void)req;
    (void)out;
    err->kind = MONTY_EXC_PERMISSION;
    return -1;
}

static double
host_clock(void *ctx, int which)
{
    (void)ctx;
    struct timespec ts;
    clock_gettime(which == MONTY_CLOCK_REALTIME ? CLOCK_REALTIME : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
no_sleep(void *ctx, double seconds, monty_error *err)
{
    (void)ctx;
    (void)seconds;
    (void)err;
    return 0;
}

static int
zero_urandom(void *ctx, void *buf, size_t n, monty_error *err)
{
    (void)ctx;
    (void)err;
    memset(buf, 0, n);
    return 0;
}

static double
now(void)
{
    return host_clock(NULL, MONTY_CLOCK_MONOTONIC);
}

static int
cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

// One iteration: new state, run src (NULL: none), free. Returns the exit status, or -1
// when the state could not be made.
static int
once(const monty_host *host, const char *src)
{
    monty_state *st = monty_new(host, NULL);
    if (!st) {
        return -1;
    }
    int status = src ? monty_run(st, src, strlen(src), "<string>", NULL) : 0;
    monty_free(st);
    return status;
}

// Time iters iterations one by one and print the median, mean and 90th percentile.
static int
bench(const monty_host *host, const char *label, const char *src, long iters, double *t)
{
    for (long i = 0; i < iters / 20 + 1; i++) { // warm the caches and the allocator
        if (once(host, src) != 0) {
            fprintf(stderr, "monty-bench: %s does not run cleanly\n", label);
            return -1;
        }
    }
    double total0 = now();
    for (long i = 0; i < iters; i++) {
        double t0 = now();
        (void)once(host, src);
        t[i] = now() - t0;
    }
    double total = now() - total0;
    qsort(t, (size_t)iters, sizeof *t, cmp_double);
    printf("%-26s median %7.2f us  mean %7.2f us  p90 %7.2f us  (%ld runs)\n", label,
           t[iters / 2] * 1e6, total * 1e6 / (double)iters, t[iters * 9 / 10] * 1e6, iters);
    return 0;
}

/* Run the benchmark; argv[1] may give the iteration count (default 20,000), and argv[2] a
 * label prefix that selects the cases to run (for a profiler). */
int
main(int argc, char **argv)
{
    long iters = argc > 1 ? atol(argv[1]) : 20000;
    if (iters < 1) {
        iters = 1;
    }
    sink out = {0};
    monty_host host = {
        .ctx = &out,
        .fs = no_fs,
        .fetch = no_fetch,
        .write_out = sink_write,
        .clock = host_clock,
        .sleep = no_sleep,
        .urandom = zero_urandom,
    };
    double *t = cm_alloc((size_t)iters * sizeof *t);
    if (!t) {
        fprintf(stderr, "monty-bench: out of memory\n");
        return 1;
    }
    static const struct {
        const char *label, *src;
    } cases[] = {
        {"new + free (no script)", NULL},
        {"pass", "pass\n"},
        {"x = 1 + 2", "x = 1 + 2\n"},
        {"print('hi')", "print('hi')\n"},
        {"import sys; sys.argv", "import sys; sys.argv\n"},
        // issue 14: library modules whose Python part is frozen at build time
        {"import datetime", "import datetime\n"},
        {"import json, re, os, sys, ...", "import json, re, os, sys, pathlib, collections\n"},
    };
    printf("one-line scripts in-process: monty_new + monty_run + monty_free (bar: 5 us)\n");
    int rc = 0;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        if (argc > 2 && strncmp(cases[k].label, argv[2], strlen(argv[2])) != 0) {
            continue;
        }
        if (bench(&host, cases[k].label, cases[k].src, iters, t) < 0) {
            rc = 1;
        }
    }
    cm_free(t);
    return rc;
}
