/* Generators, coroutines and async generators (mt_type_generator, mt_type_coroutine,
 * mt_type_async_generator and the asend/athrow awaitables), the await/yield-from step they
 * share with the evaluation loop, and the builtins aiter() and anext(). A generator owns a
 * heap frame that mt_vm_run_frame (vm.c) suspends at each yield and resumes here. */
#include "config.h"

#include "monty/vm.h"
#include "monty/vmcall.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"

/* ---- generators ---- */

// "generator", "coroutine" or "async generator", for messages
static const char *
gen_kind(mt_obj *go)
{
    if (go->type == &mt_type_coroutine) {
        return "coroutine";
    }
    return go->type == &mt_type_async_generator ? "async generator" : "generator";
}

static void
gen_clear(mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    if (g->mem) {
        mt_frame *f = &g->frame;
        mt_code *co = f->code;
        size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
        for (size_t i = 0; i < nfast; i++) {
            MT_XDECREF(f->fast[i]);
        }
        for (mt_obj **p = f->stack; p < f->sp; p++) {
            MT_XDECREF(*p);
        }
        cm_free(g->mem);
        g->mem = NULL;
    }
    MT_CLEAR(g->frame.func);
    MT_CLEAR(g->name);
    MT_CLEAR(g->qualname);
}

static void
gen_release(mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    cm_free(g->mem);
    g->mem = NULL;
}

mt_obj *
mt_gen_new(mt_state *st, mt_func *func, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_code *co = func->code;
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize + 1;
    mt_obj **mem = cm_calloc(need, sizeof(mt_obj *));
    if (!mem) {
        return mt_nomem(st);
    }
    if (mt_vm_bind_args(st, func, mem, n, args, kw) < 0 ||
        ((co->ncells || co->nfree) && mt_vm_init_cells(st, func, mem) < 0)) {
        for (size_t i = 0; i < nfast; i++) {
            MT_XDECREF(mem[i]);
        }
        cm_free(mem);
        return NULL;
    }
    const mt_type *t = &mt_type_generator;
    if (co->flags & MT_CO_COROUTINE) {
        t = (co->flags & MT_CO_GENERATOR) ? &mt_type_async_generator : &mt_type_coroutine;
    }
    mt_gen *g = (mt_gen *)mt_alloc(st, t, sizeof(mt_gen));
    if (!g) {
        for (size_t i = 0; i < nfast; i++) {
            MT_XDECREF(mem[i]);
        }
        cm_free(mem);
        return NULL;
    }
    g->mem = mem;
    mt_frame *f = &g->frame;
    f->code = co;
    MT_INCREF(func);
    f->func = func;
    f->globals = func->globals;
    f->fast = mem;
    f->stack = mem + nfast;
    f->sp = f->stack;
    f->heap = 1;
    f->gen = (mt_obj *)g;
    g->st = st;
    st->gens_made = 1;
    MT_INCREF(func->name);
    g->name = func->name;
    MT_INCREF(func->qualname);
    g->qualname = func->qualname;
    return (mt_obj *)g;
}

mt_obj *
mt_gen_resume(mt_state *st, mt_obj *go, mt_obj *v, mt_obj **retval)
{
    mt_gen *g = (mt_gen *)go;
    *retval = NULL;
    int throwing = v == NULL;
    if (g->running) {
        return mt_raise(st, MT_EXC(ValueError), "%s already executing", gen_kind(go));
    }
    if (g->finished) {
        if (go->type == &mt_type_coroutine && !throwing) {
            return mt_raise(st, MT_EXC(RuntimeError), "cannot reuse already awaited coroutine");
        }
        return NULL; // exhausted (a pending thrown exception stays pending)
    }
    if (!g->started && !throwing && v != MT_NONE) {
        return mt_raise(st, MT_EXC(TypeError), "can't send non-None value to a just-started %s",
                        gen_kind(go));
    }
    if (mt_vm_enter_call(st) < 0) {
        return NULL;
    }
    if (g->started && !throwing) {
        MT_INCREF(v);
        *g->frame.sp++ = v;
    }
    g->started = 1;
    g->running = 1;
    g->frame.yielded = 0;
    MT_INCREF(go);
    mt_obj *r = mt_vm_run_frame(st, &g->frame, throwing);
    g->running = 0;
    st->depth--;
    if (r && g->frame.yielded) {
        MT_DECREF(go);
        return r;
    }
    g->finished = 1;
    if (r) {
        *retval = r;
        MT_DECREF(go);
        return NULL;
    }
    // exception: StopIteration escaping a generator (StopAsyncIteration escaping an async
    // generator) becomes RuntimeError
    int stopasync =
        go->type == &mt_type_async_generator && mt_exc_matches(st, MT_EXC(StopAsyncIteration));
    if (stopasync || mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_obj *cause = mt_exc_fetch(st);
        mt_raise(st, MT_EXC(RuntimeError), "%s raised %s", gen_kind(go),
                 stopasync ? "StopAsyncIteration" : "StopIteration");
        if (st->exc) {
            ((mt_exc *)st->exc)->cause = cause;
            ((mt_exc *)st->exc)->suppress_context = 1;
        } else {
            MT_DECREF(cause);
        }
    }
    MT_DECREF(go);
    return NULL;
}

mt_obj *
mt_gen_send(mt_state *st, mt_obj *gen, mt_obj *v)
{
    mt_obj *ret;
    mt_obj *r = mt_gen_resume(st, gen, v, &ret);
    if (r || st->exc) {
        return r;
    }
    mt_raise_arg(st, MT_EXC(StopIteration), ret ? ret : MT_NONE);
    MT_XDECREF(ret);
    return NULL;
}

static mt_obj *
gen_iternext(mt_state *st, mt_obj *o)
{
    mt_obj *ret;
    mt_obj *r = mt_gen_resume(st, o, MT_NONE, &ret);
    MT_XDECREF(ret);
    return r;
}

static mt_obj *
gen_m_send(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_gen_send(st, args[0], args[1]);
}

static mt_obj *gen_throw_into(mt_state *st, mt_obj *go);

/* Step the iterator that an await or a yield from delegates to: send v (borrowed; NULL:
 * throw the pending exception into it). Returns the value it yields, or NULL: finished (no
 * exception; *ret holds its result, new ref, or NULL for None) or raised. */
mt_obj *
mt_gen_await_step(mt_state *st, mt_obj *it, mt_obj *v, mt_obj **ret)
{
    const mt_type *t = MT_TYPE(it);
    mt_obj *r;
    *ret = NULL;
    if (t == &mt_type_generator || t == &mt_type_coroutine) {
        if (v) {
            return mt_gen_resume(st, it, v, ret);
        }
        r = gen_throw_into(st, it); // finishing raises StopIteration(value)
    } else if (t == &mt_type_agen_asend || t == &mt_type_agen_athrow ||
               t == &mt_type_anext_awaitable) {
        return mt_agen_op_resume(st, it, v, ret);
    } else if (!v) {
        mt_obj *e = mt_exc_fetch(st);
        mt_obj *m = mt_getattr_opt(st, it, MT_NAME(throw));
        if (!m) {
            if (!st->exc) {
                mt_raise_obj(st, e);
            }
            MT_DECREF(e);
            return NULL;
        }
        r = mt_call1(st, m, e);
        MT_DECREF(m);
        MT_DECREF(e);
    } else if (v != MT_NONE) {
        r = mt_call_method(st, it, MT_NAME(send), 1, &v);
    } else {
        // a class's own __next__ keeps the value of the StopIteration it raises
        mt_obj *m = (t->flags & MT_TF_HEAP) ? mt_getattr_opt(st, it, MT_NAME(__next__)) : NULL;
        if (m) {
            r = mt_call0(st, m);
            MT_DECREF(m);
        } else {
            r = st->exc ? NULL : mt_next_keep(st, it);
        }
    }
    if (!r && mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_obj *e = mt_exc_fetch(st);
        *ret = mt_getattr_opt(st, e, MT_NAME(value));
        MT_DECREF(e);
    }
    return r;
}

/* If the generator is suspended in yield from (or await), throw into the delegate first. */
static mt_obj *
gen_throw_into(mt_state *st, mt_obj *go)
{
    mt_gen *g = (mt_gen *)go;
    mt_frame *f = &g->frame;
    if (g->started && !g->finished && f->ip < f->code->ncode &&
        MT_OP(f->code->code[f->ip]) == MT_OPC_YIELD_FROM && f->sp > f->stack) {
        mt_obj *sub = f->sp[-1];
        if (mt_exc_matches(st, MT_EXC(GeneratorExit))) {
            // close the delegate first; an error from its close() replaces GeneratorExit
            mt_obj *e = mt_exc_fetch(st);
            mt_obj *cl = mt_getattr_opt(st, sub, MT_NAME(close));
            mt_obj *cr = cl ? mt_call0(st, cl) : NULL;
            MT_XDECREF(cl);
            if (cr || !st->exc) {
                MT_XDECREF(cr);
                mt_raise_obj(st, e);
            }
            MT_DECREF(e);
        } else {
            mt_obj *ret;
            g->running = 1;
            mt_obj *r = mt_gen_await_step(st, sub, NULL, &ret);
            g->running = 0;
            if (r) {
                return r;
            }
            if (!st->exc) {
                // delegate finished: resume ourselves with its value
                f->sp--;
                MT_DECREF(sub);
                f->ip++;
                mt_obj *v = ret ? ret : MT_NONE;
                if (!ret) {
                    MT_INCREF(v);
                }
                mt_obj *ret2;
                // push the value as the result of yield from
                *f->sp++ = v;
                g->running = 0;
                // resume without pushing (value already on the stack)
                g->frame.yielded = 0;
                g->running = 1;
                if (mt_vm_enter_call(st) < 0) {
                    g->running = 0;
                    return NULL;
                }
                MT_INCREF(go);
                mt_obj *res = mt_vm_run_frame(st, f, 0);
                g->running = 0;
                st->depth--;
                if (res && f->yielded) {
                    MT_DECREF(go);
                    return res;
                }
                g->finished = 1;
                ret2 = res;
                MT_DECREF(go);
                if (ret2) {
                    mt_raise_arg(st, MT_EXC(StopIteration), ret2);
                    MT_DECREF(ret2);
                }
                return NULL;
            }
        }
    }
    mt_obj *ret;
    mt_obj *r = mt_gen_resume(st, go, NULL, &ret);
    if (!r && !st->exc) {
        mt_raise_arg(st, MT_EXC(StopIteration), ret ? ret : MT_NONE);
    }
    MT_XDECREF(ret);
    return r;
}

mt_obj *
mt_gen_throw_pending(mt_state *st, mt_obj *gen)
{
    return gen_throw_into(st, gen);
}

// The exception throw(typ[, val]) raises (new ref), or NULL with an exception pending; then
// *made is 1 when the arguments were valid and creating the instance failed (CPython raises
// that failure inside the generator).
static mt_obj *
throw_exc_made(mt_state *st, mt_obj *typ, mt_obj *val, int *made)
{
    mt_obj *exc;
    *made = 0;
    if (mt_isinst(typ, &mt_type_type) &&
        mt_issubtype((const mt_type *)typ, MT_EXC(BaseException))) {
        *made = 1;
        exc = val && val != MT_NONE
                  ? (mt_isinst(val, (const mt_type *)typ) ? (MT_INCREF(val), val)
                                                          : mt_call1(st, typ, val))
                  : mt_call0(st, typ);
        if (!exc) {
            return NULL;
        }
        if (!mt_isinst(exc, MT_EXC(BaseException))) {
            // a __new__ may return anything
            mt_raise(st, MT_EXC(TypeError),
                     "calling %R should have returned an instance of BaseException, not %s", typ,
                     mt_type_name(exc));
            MT_DECREF(exc);
            return NULL;
        }
    } else if (mt_isinst(typ, MT_EXC(BaseException))) {
        if (val && val != MT_NONE) {
            return mt_raise(st, MT_EXC(TypeError),
                            "instance exception may not have a separate value");
        }
        MT_INCREF(typ);
        exc = typ;
    } else {
        return mt_raise(
            st, MT_EXC(TypeError),
            "exceptions must be classes or instances deriving from BaseException, not %s",
            mt_type_name(typ));
    }
    return exc;
}

static mt_obj *
throw_exc(mt_state *st, mt_obj *typ, mt_obj *val)
{
    int made;
    return throw_exc_made(st, typ, val, &made);
}

static mt_obj *
gen_m_throw(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (n > 3 && args[3] != MT_NONE && MT_TYPE(args[3]) != &mt_type_traceback) {
        return mt_raise(st, MT_EXC(TypeError), "throw() third argument must be a traceback object");
    }
    int made;
    mt_obj *exc = throw_exc_made(st, args[1], n > 2 ? args[2] : NULL, &made);
    if (!exc && !made) {
        return NULL;
    }
    mt_gen *g = (mt_gen *)args[0];
    if (exc) {
        mt_raise_obj(st, exc);
        MT_DECREF(exc);
    } // else the failure to make the instance is what the generator receives
    if (!g->started || g->finished) {
        g->finished = 1;
        return NULL;
    }
    return gen_throw_into(st, args[0]);
}

static mt_obj *
gen_m_close(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_gen *g = (mt_gen *)args[0];
    if (!g->started || g->finished) {
        g->finished = 1;
        return MT_NONE;
    }
    mt_obj *e = mt_exc_new(st, MT_EXC(GeneratorExit), NULL);
    if (!e) {
        return NULL;
    }
    mt_obj *saved = st->exc;
    st->exc = NULL;
    mt_raise_obj(st, e);
    MT_DECREF(e);
    mt_obj *r = gen_throw_into(st, args[0]);
    if (r) {
        MT_DECREF(r);
        MT_XDECREF(saved);
        return mt_raise(st, MT_EXC(RuntimeError), "%s ignored GeneratorExit", gen_kind(args[0]));
    }
    if (mt_exc_matches(st, MT_EXC(GeneratorExit)) || mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_exc_clear(st);
        st->exc = saved;
        return MT_NONE;
    }
    MT_XDECREF(saved);
    return NULL;
}

/* ---- closing generators that die suspended (see vm.h) ---- */

int
mt_gen_finalize(mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    mt_state *st = g->st;
    // a frame in no try or with, and not in a yield from (whose delegate's close() runs
    // first), has nothing to run: GeneratorExit would only unwind it
    if (!st || st->closes_off || g->finalized || !g->started || g->finished || g->running ||
        (g->frame.nblocks == 0 && g->frame.yielded != 2)) {
        return 0;
    }
    g->finalized = 1;
    o->refcnt = 1; // the queue's
    g->close_next = NULL;
    if (st->closes_tail) {
        ((mt_gen *)st->closes_tail)->close_next = o;
    } else {
        st->closes = o;
    }
    st->closes_tail = o;
    return 1;
}

#define UNRAISABLE_HEADROOM 50

// Report the pending exception as one raised where nothing can catch it, in obj:
// sys._unraisable (monty/lib/sys._extra.py) hands it to sys.unraisablehook. A fatal
// exception (a limit ending the run) stays pending; any other is cleared.
static void
write_unraisable(mt_state *st, mt_obj *obj)
{
    if (((mt_exc *)st->exc)->fatal) {
        return;
    }
    mt_obj *exc = mt_exc_fetch(st);
    // the report of a RecursionError needs a few frames past the limit it reached (CPython
    // also reports it); the C stack's guard still holds
    int depth = st->limits.max_depth;
    st->limits.max_depth = depth + UNRAISABLE_HEADROOM;
    mt_obj *name = mt_str_from_c(st, "sys");
    mt_obj *sys = name ? mt_import(st, name) : NULL;
    mt_obj *fn = sys ? mt_getattr_s(st, sys, "_unraisable") : NULL;
    mt_obj *r = fn ? mt_call2(st, fn, exc, obj) : NULL;
    if (st->limits.max_depth == depth + UNRAISABLE_HEADROOM) {
        st->limits.max_depth = depth; // unless the hook set a limit of its own
    }
    MT_XDECREF(r);
    MT_XDECREF(fn);
    MT_XDECREF(sys);
    MT_XDECREF(name);
    MT_DECREF(exc);
    if (!r && st->exc && !((mt_exc *)st->exc)->fatal) {
        mt_exc_clear(st); // the report itself failed: nothing is left to tell it to
    }
}

// Close generator go as CPython's finalizer does: errors are unraisable. Leaves only a
// fatal exception pending.
static void
close_dying(mt_state *st, mt_obj *go)
{
    mt_obj *self = go;
    mt_obj *r = gen_m_close(st, 0, &self, NULL);
    if (r) {
        MT_DECREF(r);
    } else if (st->exc) {
        write_unraisable(st, go);
    }
}

void
mt_gen_closes_off(mt_state *st)
{
    st->closes_off = 1;
    while (st->closes) {
        mt_obj *go = st->closes;
        st->closes = ((mt_gen *)go)->close_next;
        MT_DECREF(go);
    }
    st->closes_tail = NULL;
}

// Before each close: 0, or -1 once a limit ended the run (then no close runs any more) or
// with a KeyboardInterrupt to deliver.
static int
may_close(mt_state *st)
{
    if (mt_tick(st) == 0) {
        return 0;
    }
    if (((mt_exc *)st->exc)->fatal) {
        mt_gen_closes_off(st);
    }
    return -1;
}

int
mt_gen_run_closes(mt_state *st)
{
    while (st->closes) {
        if (st->closes_off) {
            mt_gen_closes_off(st);
            return 0;
        }
        if (may_close(st) < 0) {
            return -1;
        }
        mt_obj *go = st->closes;
        mt_gen *g = (mt_gen *)go;
        st->closes = g->close_next;
        if (!st->closes) {
            st->closes_tail = NULL;
        }
        g->close_next = NULL;
        close_dying(st, go);
        MT_DECREF(go); // may queue more: its frame held them
        if (st->exc) {
            mt_gen_closes_off(st);
            return -1;
        }
    }
    return 0;
}

// Is o a generator that dying now would close?
static int
suspended(mt_obj *o)
{
    if (!(o->type->flags & MT_TF_FINALIZE)) {
        return 0;
    }
    mt_gen *g = (mt_gen *)o;
    return !g->finalized && g->started && !g->finished && !g->running &&
           (g->frame.nblocks > 0 || g->frame.yielded == 2);
}

int
mt_gen_close_all(mt_state *st)
{
    if (st->closes_off) {
        mt_gen_closes_off(st);
        return 0;
    }
    if (mt_gen_run_closes(st) < 0) {
        return -1;
    }
    if (!st->gens_made) {
        return 0;
    }
    size_t n = 0;
    for (mt_obj *o = st->objects.next; o != &st->objects; o = o->next) {
        n += (size_t)suspended(o);
    }
    mt_obj **gens = n ? cm_alloc(n * sizeof(mt_obj *)) : NULL;
    if (!gens) {
        return 0; // none, or no memory even for the list: they stay unclosed
    }
    // the globals' first, in their order (as CPython's shutdown clears __main__), then the
    // rest oldest first; each taken is marked finalized, so that it is taken once
    size_t k = 0;
    size_t pos = 0;
    mt_obj *key;
    mt_obj *v;
    while (st->main_dict && k < n && mt_dict_next(st->main_dict, &pos, &key, &v)) {
        if (!MT_IS_SMALL(v) && suspended(v)) {
            ((mt_gen *)v)->finalized = 1;
            MT_INCREF(v);
            gens[k++] = v;
        }
    }
    for (mt_obj *o = st->objects.prev; o != &st->objects && k < n; o = o->prev) {
        if (suspended(o)) {
            ((mt_gen *)o)->finalized = 1;
            MT_INCREF(o);
            gens[k++] = o;
        }
    }
    int rc = 0;
    for (size_t i = 0; i < k; i++) {
        if (rc == 0 && !st->closes_off && may_close(st) == 0) {
            close_dying(st, gens[i]);
        }
        MT_DECREF(gens[i]);
        if (rc == 0 && (st->exc || mt_gen_run_closes(st) < 0)) {
            mt_gen_closes_off(st);
            rc = -1;
        }
    }
    cm_free(gens);
    return rc;
}

static mt_obj *
gen_repr(mt_state *st, mt_obj *o)
{
    mt_gen *g = (mt_gen *)o;
    return mt_str_printf(st, "<%s object %U at %p>",
                         o->type == &mt_type_coroutine ? "coroutine" : "generator", g->qualname,
                         (void *)o);
}

static mt_obj *
gen_get_name(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_gen *)o)->name);
    return ((mt_gen *)o)->name;
}

static mt_obj *
gen_get_qualname(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((mt_gen *)o)->qualname);
    return ((mt_gen *)o)->qualname;
}

static mt_obj *
gen_get_running(mt_state *st, mt_obj *o)
{
    (void)st;
    return MT_BOOL(((mt_gen *)o)->running);
}

static mt_obj *
gen_get_frame(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_gen *g = (mt_gen *)o;
    if (g->finished) {
        return MT_NONE;
    }
    // where it stands: its first line before it starts, else the instruction it ran last
    const mt_code *co = g->frame.code;
    int line = co->firstline;
    if (g->started && g->frame.ip > 0 && g->frame.ip <= co->ncode) {
        line = co->lines[g->frame.ip - 1];
    }
    return mt_frame_new(st, (mt_obj *)co, line);
}

// gi_yieldfrom / cr_await: the iterator a suspended yield from (or await) delegates to
static mt_obj *
gen_get_yieldfrom(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_gen *g = (mt_gen *)o;
    mt_frame *f = &g->frame;
    mt_obj *sub = MT_NONE;
    if (g->started && !g->finished && !g->running && f->ip < f->code->ncode &&
        MT_OP(f->code->code[f->ip]) == MT_OPC_YIELD_FROM && f->sp > f->stack) {
        sub = f->sp[-1];
    }
    MT_INCREF(sub);
    return sub;
}

static mt_obj *
gen_get_code(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_obj *code = (mt_obj *)((mt_gen *)o)->frame.code;
    MT_INCREF(code);
    return code;
}

// gi_suspended (3.11): paused at a yield
static mt_obj *
gen_get_suspended(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_gen *g = (mt_gen *)o;
    return MT_BOOL(g->started && !g->finished && !g->running);
}

static const mt_method gen_methods[] = {{"send", gen_m_send, MT_ARGS(1, 1)},
                                        {"throw", gen_m_throw, MT_ARGS(1, 3)},
                                        {"close", gen_m_close, MT_ARGS(0, 0)},
                                        {NULL, NULL, 0}};
static const mt_getset gen_getsets[] = {
    {"__name__", gen_get_name, NULL},          {"__qualname__", gen_get_qualname, NULL},
    {"gi_running", gen_get_running, NULL},     {"gi_frame", gen_get_frame, NULL},
    {"gi_yieldfrom", gen_get_yieldfrom, NULL}, {"gi_code", gen_get_code, NULL},
    {"gi_suspended", gen_get_suspended, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_generator = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "generator",
    .flags = MT_TF_FINALIZE,
    .basicsize = sizeof(mt_gen),
    .base = &mt_type_object,
    .clear = gen_clear,
    .release = gen_release,
    .repr = gen_repr,
    .iter = mt_iter_self,
    .next = gen_iternext,
    .methods = gen_methods,
    .getsets = gen_getsets,
};

static mt_obj *
coro_await(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static const mt_method coro_methods[] = {{"send", gen_m_send, MT_ARGS(1, 1)},
                                         {"throw", gen_m_throw, MT_ARGS(1, 3)},
                                         {"close", gen_m_close, MT_ARGS(0, 0)},
                                         {"__await__", coro_await, MT_ARGS(0, 0)},
                                         {NULL, NULL, 0}};

static const mt_getset coro_getsets[] = {
    {"__name__", gen_get_name, NULL},          {"__qualname__", gen_get_qualname, NULL},
    {"cr_running", gen_get_running, NULL},     {"cr_frame", gen_get_frame, NULL},
    {"cr_await", gen_get_yieldfrom, NULL},     {"cr_code", gen_get_code, NULL},
    {"cr_suspended", gen_get_suspended, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_coroutine = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "coroutine",
    .flags = MT_TF_FINALIZE,
    .basicsize = sizeof(mt_gen),
    .base = &mt_type_object,
    .clear = gen_clear,
    .release = gen_release,
    .repr = gen_repr,
    .methods = coro_methods,
    .getsets = coro_getsets,
};

/* ---- async generators ---- */

enum { AOP_SEND, AOP_THROW, AOP_CLOSE, AOP_DEFAULT };
enum { AOP_INIT, AOP_ITER, AOP_DONE };

// The awaitable of __anext__/asend (async_generator_asend), athrow/aclose
// (async_generator_athrow) and anext(it, default) (anext_awaitable).
typedef struct agen_op {
    mt_obj ob;
    mt_obj *gen;  // the async generator; AOP_DEFAULT: the awaitable (then its iterator)
    mt_obj *val;  // AOP_SEND: the value sent first; AOP_THROW: throw()'s type; AOP_DEFAULT:
                  // the default
    mt_obj *val2; // AOP_THROW: throw()'s value or NULL
    int kind;
    int state;
} agen_op;

static void
aop_clear(mt_obj *o)
{
    agen_op *op = (agen_op *)o;
    MT_CLEAR(op->gen);
    MT_CLEAR(op->val);
    MT_CLEAR(op->val2);
}

// On an async generator's first __anext__/asend/athrow/aclose, hand it to asyncio (when
// imported) so that asyncio.run can aclose it at the end, as CPython's loop does.
static int
agen_firstiter(mt_state *st, mt_obj *gen)
{
    mt_gen *g = (mt_gen *)gen;
    if (g->hooked) {
        return 0;
    }
    g->hooked = 1;
    mt_obj *m = st->modules ? mt_dict_get_str_borrow(st->modules, "asyncio") : NULL;
    mt_obj *hook = m && MT_TYPE(m) == &mt_type_module
                       ? mt_dict_get_str_borrow(((mt_module *)m)->dict, "_asyncgen_firstiter")
                       : NULL;
    if (!hook) {
        return 0;
    }
    mt_obj *r = mt_call1(st, hook, gen);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return 0;
}

static mt_obj *
aop_new(mt_state *st, const mt_type *t, mt_obj *gen, mt_obj *val, int kind)
{
    if (kind != AOP_DEFAULT && agen_firstiter(st, gen) < 0) {
        return NULL;
    }
    agen_op *op = (agen_op *)mt_alloc(st, t, sizeof(agen_op));
    if (!op) {
        return NULL;
    }
    MT_INCREF(gen);
    op->gen = gen;
    MT_XINCREF(val);
    op->val = val;
    op->kind = kind;
    return (mt_obj *)op;
}

// Resume async generator go with v (borrowed; NULL: throw the pending exception). Returns what
// it yields (a value when frame.yielded is 1, something to pass up when 2), or NULL: finished
// (no exception) or raised.
static mt_obj *
agen_step(mt_state *st, mt_obj *go, mt_obj *v)
{
    mt_gen *g = (mt_gen *)go;
    if (v) {
        mt_obj *ret;
        mt_obj *r = mt_gen_resume(st, go, v, &ret);
        MT_XDECREF(ret);
        return r;
    }
    if (!g->started || g->finished) {
        g->finished = 1;
        return NULL; // the exception stays pending
    }
    mt_obj *r = gen_throw_into(st, go);
    if (!r && mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_exc_clear(st); // returned
    }
    return r;
}

static mt_obj *
raise_none(mt_state *st, const mt_type *t)
{
    mt_obj *e = mt_exc_new(st, t, NULL);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

// anext(it, default): step the awaitable; StopAsyncIteration becomes the default.
static mt_obj *
adflt_resume(mt_state *st, agen_op *op, mt_obj *v, mt_obj **retval)
{
    if (op->state == AOP_DONE) {
        if (!v) {
            mt_exc_clear(st);
        }
        return mt_raise(st, MT_EXC(RuntimeError), "cannot reuse already awaited anext()");
    }
    if (op->state == AOP_INIT) {
        op->state = AOP_ITER;
        const mt_type *t = MT_TYPE(op->gen);
        if (t != &mt_type_coroutine && t != &mt_type_agen_asend && t != &mt_type_agen_athrow &&
            t != &mt_type_anext_awaitable) {
            mt_obj *aw = mt_getattr_opt(st, op->gen, MT_NAME(__await__));
            mt_obj *it = aw ? mt_call0(st, aw) : NULL;
            MT_XDECREF(aw);
            if (!it) {
                op->state = AOP_DONE;
                if (!st->exc) {
                    mt_raise(st, MT_EXC(TypeError), "'%s' object can't be awaited",
                             mt_type_name(op->gen));
                }
                return NULL;
            }
            MT_SETREF(op->gen, it);
        }
    }
    mt_obj *r = mt_gen_await_step(st, op->gen, v, retval);
    if (r) {
        return r;
    }
    op->state = AOP_DONE;
    if (mt_exc_matches(st, MT_EXC(StopAsyncIteration))) {
        mt_exc_clear(st);
        MT_INCREF(op->val);
        *retval = op->val;
    }
    return NULL;
}

mt_obj *
mt_agen_op_resume(mt_state *st, mt_obj *o, mt_obj *v, mt_obj **retval)
{
    agen_op *op = (agen_op *)o;
    *retval = NULL;
    if (op->kind == AOP_DEFAULT) {
        return adflt_resume(st, op, v, retval);
    }
    mt_gen *g = (mt_gen *)op->gen;
    if (op->state == AOP_DONE) {
        if (!v) {
            mt_exc_clear(st);
        }
        return mt_raise(st, MT_EXC(RuntimeError), "cannot reuse already awaited %s",
                        op->kind == AOP_SEND ? "__anext__()/asend()" : "aclose()/athrow()");
    }
    mt_obj *r;
    if (op->state == AOP_INIT) {
        if (g->running_async) {
            if (!v) {
                mt_exc_clear(st);
            }
            op->state = AOP_DONE;
            return mt_raise(st, MT_EXC(RuntimeError),
                            "%s(): asynchronous generator is already running",
                            op->kind == AOP_SEND    ? "anext"
                            : op->kind == AOP_THROW ? "athrow"
                                                    : "aclose");
        }
        if (op->kind != AOP_SEND && (g->closed || g->finished)) {
            if (!v) {
                mt_exc_clear(st);
            }
            op->state = AOP_DONE;
            return NULL; // a closed generator: done at once, with None
        }
        if (op->kind != AOP_SEND && v && v != MT_NONE) {
            return mt_raise(st, MT_EXC(RuntimeError),
                            "can't send non-None value to a just-started coroutine");
        }
        op->state = AOP_ITER;
        g->running_async = 1;
        if (op->kind == AOP_SEND) {
            r = agen_step(st, op->gen, v && v == MT_NONE ? op->val : v);
        } else {
            if (v) {
                mt_obj *e = op->kind == AOP_THROW ? throw_exc(st, op->val, op->val2)
                                                  : mt_exc_new(st, MT_EXC(GeneratorExit), NULL);
                if (!e) {
                    g->running_async = 0;
                    op->state = AOP_DONE;
                    return NULL;
                }
                mt_raise_obj(st, e);
                MT_DECREF(e);
            }
            if (op->kind == AOP_CLOSE) {
                g->closed = 1;
            }
            r = agen_step(st, op->gen, NULL);
        }
    } else {
        r = agen_step(st, op->gen, v);
    }
    if (r && g->frame.yielded == 2) {
        return r; // an await inside the generator: pass it up to the event loop
    }
    op->state = AOP_DONE;
    g->running_async = 0;
    if (r) {
        // the generator yielded a value: this awaitable is done with it
        if (op->kind == AOP_CLOSE) {
            MT_DECREF(r);
            return mt_raise(st, MT_EXC(RuntimeError), "async generator ignored GeneratorExit");
        }
        *retval = r;
        return NULL;
    }
    if (!st->exc) {
        g->closed = 1;
        return op->kind == AOP_CLOSE ? NULL : raise_none(st, MT_EXC(StopAsyncIteration));
    }
    if (mt_exc_matches(st, MT_EXC(StopAsyncIteration)) ||
        mt_exc_matches(st, MT_EXC(GeneratorExit))) {
        g->closed = 1;
        if (op->kind == AOP_CLOSE) {
            mt_exc_clear(st);
        }
    }
    return NULL;
}

static mt_obj *
aop_send(mt_state *st, mt_obj *o, mt_obj *v)
{
    mt_obj *ret;
    mt_obj *r = mt_agen_op_resume(st, o, v, &ret);
    if (r || st->exc) {
        return r;
    }
    mt_raise_arg(st, MT_EXC(StopIteration), ret ? ret : MT_NONE);
    MT_XDECREF(ret);
    return NULL;
}

static mt_obj *
aop_iternext(mt_state *st, mt_obj *o)
{
    return aop_send(st, o, MT_NONE);
}

static mt_obj *
aop_m_send(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_send(st, args[0], args[1]);
}

static mt_obj *
aop_m_throw(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *exc = throw_exc(st, args[1], n > 2 ? args[2] : NULL);
    if (!exc) {
        return NULL;
    }
    mt_raise_obj(st, exc);
    MT_DECREF(exc);
    return aop_send(st, args[0], NULL);
}

static mt_obj *
aop_m_close(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    agen_op *op = (agen_op *)args[0];
    if (op->kind != AOP_DEFAULT && op->state == AOP_ITER) {
        ((mt_gen *)op->gen)->running_async = 0;
    }
    op->state = AOP_DONE;
    return MT_NONE;
}

static mt_obj *
aop_m_await(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
aop_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "<%s object at %p>", o->type->name, (void *)o);
}

static const mt_method aop_methods[] = {{"send", aop_m_send, MT_ARGS(1, 1)},
                                        {"throw", aop_m_throw, MT_ARGS(1, 3)},
                                        {"close", aop_m_close, MT_ARGS(0, 0)},
                                        {"__await__", aop_m_await, MT_ARGS(0, 0)},
                                        {NULL, NULL, 0}};

const mt_type mt_type_agen_asend = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "async_generator_asend",
    .basicsize = sizeof(agen_op),
    .base = &mt_type_object,
    .clear = aop_clear,
    .repr = aop_repr,
    .iter = mt_iter_self,
    .next = aop_iternext,
    .methods = aop_methods,
};

const mt_type mt_type_agen_athrow = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "async_generator_athrow",
    .basicsize = sizeof(agen_op),
    .base = &mt_type_object,
    .clear = aop_clear,
    .repr = aop_repr,
    .iter = mt_iter_self,
    .next = aop_iternext,
    .methods = aop_methods,
};

const mt_type mt_type_anext_awaitable = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "anext_awaitable",
    .basicsize = sizeof(agen_op),
    .base = &mt_type_object,
    .clear = aop_clear,
    .repr = aop_repr,
    .iter = mt_iter_self,
    .next = aop_iternext,
    .methods = aop_methods,
};

static mt_obj *
agen_m_anext(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_new(st, &mt_type_agen_asend, args[0], MT_NONE, AOP_SEND);
}

static mt_obj *
agen_m_asend(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_new(st, &mt_type_agen_asend, args[0], args[1], AOP_SEND);
}

static mt_obj *
agen_m_athrow(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    // like CPython, the arguments are checked when the awaitable runs
    mt_obj *r = aop_new(st, &mt_type_agen_athrow, args[0], args[1], AOP_THROW);
    if (r && n > 2) {
        MT_INCREF(args[2]);
        ((agen_op *)r)->val2 = args[2];
    }
    return r;
}

static mt_obj *
agen_m_aclose(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return aop_new(st, &mt_type_agen_athrow, args[0], NULL, AOP_CLOSE);
}

static mt_obj *
agen_m_aiter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static mt_obj *
agen_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "<async_generator object %U at %p>", ((mt_gen *)o)->qualname,
                         (void *)o);
}

static const mt_method agen_methods[] = {
    {"__aiter__", agen_m_aiter, MT_ARGS(0, 0)}, {"__anext__", agen_m_anext, MT_ARGS(0, 0)},
    {"asend", agen_m_asend, MT_ARGS(1, 1)},     {"athrow", agen_m_athrow, MT_ARGS(1, 3)},
    {"aclose", agen_m_aclose, MT_ARGS(0, 0)},   {NULL, NULL, 0}};
static const mt_getset agen_getsets[] = {{"__name__", gen_get_name, NULL},
                                         {"__qualname__", gen_get_qualname, NULL},
                                         {"ag_running", gen_get_running, NULL},
                                         {"ag_frame", gen_get_frame, NULL},
                                         {"ag_await", gen_get_yieldfrom, NULL},
                                         {"ag_code", gen_get_code, NULL},
                                         {NULL, NULL, NULL}};

const mt_type mt_type_async_generator = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "async_generator",
    .flags = MT_TF_FINALIZE,
    .basicsize = sizeof(mt_gen),
    .base = &mt_type_object,
    .clear = gen_clear,
    .release = gen_release,
    .repr = agen_repr,
    .methods = agen_methods,
    .getsets = agen_getsets,
};

// The iterator `async for` (stmt) or aiter() (!stmt) gets from o (new ref).
mt_obj *
mt_gen_get_aiter(mt_state *st, mt_obj *o, int stmt)
{
    if (MT_TYPE(o) == &mt_type_async_generator) {
        MT_INCREF(o);
        return o;
    }
    mt_obj *m = mt_getattr_opt(st, o, MT_NAME(__aiter__));
    if (!m) {
        if (st->exc) {
            return NULL;
        }
        return stmt ? mt_raise(st, MT_EXC(TypeError),
                               "'async for' requires an object with __aiter__ method, got %s",
                               mt_type_name(o))
                    : mt_raise(st, MT_EXC(TypeError), "'%s' object is not an async iterable",
                               mt_type_name(o));
    }
    mt_obj *it = mt_call0(st, m);
    MT_DECREF(m);
    if (!it || MT_TYPE(it) == &mt_type_async_generator) {
        return it;
    }
    mt_obj *nx = mt_getattr_opt(st, it, MT_NAME(__anext__));
    if (!nx) {
        if (!st->exc) {
            if (stmt) {
                mt_raise(st, MT_EXC(TypeError),
                         "'async for' received an object from __aiter__ that does not implement "
                         "__anext__: %s",
                         mt_type_name(it));
            } else {
                mt_raise(st, MT_EXC(TypeError),
                         "aiter() returned not an async iterator of type '%s'", mt_type_name(it));
            }
        }
        MT_DECREF(it);
        return NULL;
    }
    MT_DECREF(nx);
    return it;
}

// What `async for` awaits for the next item of it (new ref): __anext__'s awaitable, made an
// iterator (its __await__) unless it is a coroutine or an async generator's awaitable.
mt_obj *
mt_gen_get_anext(mt_state *st, mt_obj *it)
{
    if (MT_TYPE(it) == &mt_type_async_generator) {
        return aop_new(st, &mt_type_agen_asend, it, MT_NONE, AOP_SEND);
    }
    mt_obj *a = mt_call_method(st, it, MT_NAME(__anext__), 0, NULL);
    if (!a) {
        return NULL;
    }
    const mt_type *t = MT_TYPE(a);
    if (t == &mt_type_coroutine || t == &mt_type_agen_asend || t == &mt_type_agen_athrow ||
        t == &mt_type_anext_awaitable) {
        return a;
    }
    mt_obj *aw = mt_getattr_opt(st, a, MT_NAME(__await__));
    if (!aw) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(TypeError),
                     "'async for' received an invalid object from __anext__: %s", mt_type_name(a));
        }
        MT_DECREF(a);
        return NULL;
    }
    MT_DECREF(a);
    mt_obj *r = mt_call0(st, aw);
    MT_DECREF(aw);
    return r;
}

static mt_obj *
bi_aiter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_gen_get_aiter(st, args[0], 0);
}

static mt_obj *
bi_anext(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *it = args[0];
    mt_obj *a;
    if (MT_TYPE(it) == &mt_type_async_generator) {
        a = aop_new(st, &mt_type_agen_asend, it, MT_NONE, AOP_SEND);
    } else {
        mt_obj *m = mt_getattr_opt(st, it, MT_NAME(__anext__));
        if (!m) {
            return st->exc ? NULL
                           : mt_raise(st, MT_EXC(TypeError), "'%s' object is not an async iterator",
                                      mt_type_name(it));
        }
        a = mt_call0(st, m);
        MT_DECREF(m);
    }
    if (!a || n < 2) {
        return a;
    }
    mt_obj *r = aop_new(st, &mt_type_anext_awaitable, a, args[1], AOP_DEFAULT);
    MT_DECREF(a);
    return r;
}

static const mt_method m_aiter = {"aiter", bi_aiter, MT_ARGS(1, 1) | MT_NOSELF};
static const mt_method m_anext = {"anext", bi_anext, MT_ARGS(1, 2) | MT_NOSELF};
const mt_cfunc_obj mt_vm_aiter_obj = {MT_STATIC_HEAD(&mt_type_cfunc), &m_aiter, NULL, NULL, NULL};
const mt_cfunc_obj mt_vm_anext_obj = {MT_STATIC_HEAD(&mt_type_cfunc), &m_anext, NULL, NULL, NULL};
