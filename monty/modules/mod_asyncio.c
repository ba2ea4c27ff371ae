/* The asyncio module: a single-threaded event loop (ready queue + timers, sleeping through
 * the host) with Future, Task, run, sleep, gather, wait_for, Event, Lock, Queue. The loop
 * is written in the Python subset and run into the module on first import; C supplies the
 * clock and sleep primitives. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/parse.h"
#include "monty/vm.h"

static mt_obj *
aio_clock(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    double t = st->host.clock ? st->host.clock(st->host.ctx, MONTY_CLOCK_MONOTONIC) : 0.0;
    return mt_float_new(st, t);
}

static mt_obj *
aio_sleep(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double secs;
    if (mt_number_as_double(st, args[0], &secs) < 0) {
        return NULL;
    }
    if (!(secs > 0) || !st->host.sleep) {
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

// The module's __getattr__ (PEP 562): monty/lib/asyncio._extra.py is run into the module at
// the first name it does not otherwise have.
static mt_obj *
aio_getattr(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_module_getattr_part(st, "asyncio", "asyncio._extra", args[0]);
}

static const mt_method asyncio_methods[] = {{"_clock", aio_clock, MT_ARGS(0, 0) | MT_NOSELF},
                                            {"__getattr__", aio_getattr, MT_ARGS(1, 1) | MT_NOSELF},
                                            {"_sleep", aio_sleep, MT_ARGS(1, 1) | MT_NOSELF},
                                            {NULL, NULL, 0}};

// The Python part of asyncio is monty/lib/asyncio.py, frozen at build time (monty/frozen.h).

static int
asyncio_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (!mt_builtins_module_borrow(st)) {
        return -1;
    }
    if (mt_dict_set_str(st, d, "__builtins__", st->builtins_mod) < 0) {
        return -1;
    }
    return mt_module_exec_frozen(st, m, "asyncio");
}

const mt_module_def mt_module_asyncio = {"asyncio", asyncio_methods, asyncio_init};
