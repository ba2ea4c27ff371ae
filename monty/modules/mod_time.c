/* The time module: time, monotonic, perf_counter, sleep through the host; gmtime, strftime,
 * struct_time (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of time is monty/lib/time.py, frozen at build time (monty/frozen.h).

static double
host_clock(mt_state *st, int which)
{
    if (!st->host.clock) {
        return 0.0;
    }
    return st->host.clock(st->host.ctx, which);
}

static mt_obj *
time_time(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_float_new(st, host_clock(st, MONTY_CLOCK_REALTIME));
}

static mt_obj *
time_time_ns(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_int_from_i64(st, (int64_t)(host_clock(st, MONTY_CLOCK_REALTIME) * 1e9));
}

static mt_obj *
time_monotonic(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_float_new(st, host_clock(st, MONTY_CLOCK_MONOTONIC));
}

static mt_obj *
time_monotonic_ns(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_int_from_i64(st, (int64_t)(host_clock(st, MONTY_CLOCK_MONOTONIC) * 1e9));
}

static mt_obj *
time_sleep(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double secs;
    if (!mt_int_check(args[0]) && !mt_isinst(args[0], &mt_type_float)) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                        mt_type_name(args[0]));
    }
    if (mt_number_as_double(st, args[0], &secs) < 0) {
        return NULL;
    }
    if (secs != secs) {
        return mt_raise(st, MT_EXC(ValueError), "Invalid value NaN (not a number)");
    }
    if (secs < 0) {
        return mt_raise(st, MT_EXC(ValueError), "sleep length must be non-negative");
    }
    if (!st->host.sleep) {
        return MT_NONE;
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    if (st->host.sleep(st->host.ctx, secs, &err) < 0) {
        mt_exc_from_host(st, &err);
        return NULL;
    }
    cm_buf_free(&err.message);
    // a sleep cut short by Ctrl-C raises its KeyboardInterrupt here, as CPython's does
    if (atomic_load(&st->interrupt) && mt_deadline_check(st) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static const mt_method time_methods[] = {
    {"time", time_time, MT_ARGS(0, 0) | MT_NOSELF},
    {"time_ns", time_time_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"monotonic", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"monotonic_ns", time_monotonic_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"perf_counter", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"perf_counter_ns", time_monotonic_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"process_time", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"process_time_ns", time_monotonic_ns, MT_ARGS(0, 0) | MT_NOSELF},
    {"thread_time", time_monotonic, MT_ARGS(0, 0) | MT_NOSELF},
    {"sleep", time_sleep, MT_ARGS(1, 1) | MT_NOSELF},
    {NULL, NULL, 0}};

static int
time_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "time");
}

const mt_module_def mt_module_time = {"time", time_methods, time_init};
