/* libFuzzer target over Monty's execution: arbitrary bytes in, compiled and run as a
 * Python script in a fresh interpreter under small limits.
 *
 * Not built by make. Build (and run) with tests/fuzz/build-monty-fuzz.sh BUILD exec,
 * which compiles every Monty and common source with clang
 * -fsanitize=fuzzer,address,undefined; make fuzz-smoke runs it for 60 s.
 *
 * The host refuses every file and fetch call (PermissionError), so a script can reach
 * nothing outside the process. Its clock is virtual on top of the monotonic one: sleep
 * returns at once but advances the clock, so sleeping counts against the run-time limit.
 * urandom is a generator seeded the same way for each input, so a crash reproduces.
 * Output is counted and dropped; past FZ_MAX_WRITES writes or FZ_MAX_OUT bytes, or
 * FZ_MAX_HOST other host calls, the call fails as an I/O error the script sees.
 *
 * What must hold: monty_run returns one of its documented statuses, and (in the
 * -DCM_DEBUG build) monty_free's ownership check finds no leaked reference. ASan,
 * UBSan and libFuzzer's -timeout/-rss_limit_mb catch the rest. */
#include "config.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/buf.h"
#include "monty/monty.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum {
    FZ_MAX_WRITES = 100000,         // write_out calls per run
    FZ_MAX_OUT = 4 * 1024 * 1024,   // bytes written per run
    FZ_MAX_HOST = 10000,            // other host calls per run
    FZ_MAX_ALLOC = 16 * 1024 * 1024 // one allocation
};

typedef struct fz_host {
    size_t writes;
    size_t out_bytes;
    size_t calls;
    double slept; // seconds of virtual sleep, added to the clock
    uint64_t rng;
} fz_host;

static int
refuse(monty_error *err, const char *what)
{
    err->kind = MONTY_EXC_PERMISSION;
    (void)!cm_buf_add(&err->message, what, strlen(what));
    return -1;
}

// One more host call, or -1 (filled as a RuntimeError) past the budget.
static int
charge(fz_host *h, monty_error *err)
{
    h->calls++;
    if (h->calls > FZ_MAX_HOST) {
        err->kind = MONTY_EXC_RUNTIME;
        (void)!cm_buf_add(&err->message, "fuzz: host call budget spent", 28);
        return -1;
    }
    return 0;
}

static int
fz_fs(void *ctx, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    (void)op;
    (void)out;
    if (charge(ctx, err) < 0) {
        return -1;
    }
    return refuse(err, "fuzz: no file access");
}

static int
fz_fetch(void *ctx, const monty_fetch_req *req, monty_fetch_resp *out, monty_error *err)
{
    (void)req;
    (void)out;
    if (charge(ctx, err) < 0) {
        return -1;
    }
    return refuse(err, "fuzz: no network access");
}

static int
fz_write_out(void *ctx, int fd, const char *buf, size_t n)
{
    fz_host *h = ctx;
    (void)fd;
    (void)buf;
    h->writes++;
    h->out_bytes += n;
    if (h->writes > FZ_MAX_WRITES || h->out_bytes > FZ_MAX_OUT) {
        errno = EIO;
        return -1;
    }
    return 0;
}

static double
fz_clock(void *ctx, int which)
{
    fz_host *h = ctx;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double t = (double)ts.tv_sec + (double)ts.tv_nsec / 1e9 + h->slept;
    // REALTIME: a plausible epoch (late 2023) moving with the monotonic clock
    return which == MONTY_CLOCK_REALTIME ? 1.7e9 + t : t;
}

static int
fz_sleep(void *ctx, double seconds, monty_error *err)
{
    fz_host *h = ctx;
    if (charge(h, err) < 0) {
        return -1;
    }
    if (seconds > 0 && seconds < 1e6) {
        h->slept += seconds;
    } else if (seconds >= 1e6) {
        h->slept += 1e6; // far past any deadline
    }
    return 0;
}

static int
fz_urandom(void *ctx, void *buf, size_t n, monty_error *err)
{
    fz_host *h = ctx;
    if (charge(h, err) < 0) {
        return -1;
    }
    unsigned char *p = buf;
    for (size_t i = 0; i < n; i++) {
        // xorshift64: the same bytes for the same input, run after run
        h->rng ^= h->rng << 13;
        h->rng ^= h->rng >> 7;
        h->rng ^= h->rng << 17;
        p[i] = (unsigned char)h->rng;
    }
    return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_host ctx = {0};
    ctx.rng = 0x9e3779b97f4a7c15u;
    monty_host host = {0};
    host.ctx = &ctx;
    host.fs = fz_fs;
    host.fetch = fz_fetch;
    host.write_out = fz_write_out;
    host.clock = fz_clock;
    host.sleep = fz_sleep;
    host.urandom = fz_urandom;
    monty_limits lim;
    monty_limits_default(&lim);
    lim.max_alloc = FZ_MAX_ALLOC;
    lim.max_depth = 200;
    lim.run_seconds = 2.0;
    monty_state *st = monty_new(&host, &lim);
    if (!st) {
        return 0; // out of memory before the script ran: nothing to test
    }
    monty_outcome oc = MONTY_COMPLETED;
    int status = monty_run(st, (const char *)data, size, "<fuzz>", &oc);
    switch (oc) {
    case MONTY_COMPLETED:
        if (status != 0) {
            __builtin_trap(); // completed means status 0
        }
        break;
    case MONTY_RAISED:
        if (status != 1) {
            __builtin_trap();
        }
        break;
    case MONTY_ABORTED:
        if (status != 125) {
            __builtin_trap();
        }
        break;
    case MONTY_EXITED:
        break;
    default:
        __builtin_trap(); // not an outcome monty.h documents
    }
    monty_free(st);
    return 0;
}
