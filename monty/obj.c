/* Generic object operations: allocation, exceptions, attribute access, calls, operators. */
#include "config.h"

#include "monty/obj.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "common/alloc.h"
#include "common/hex.h"
#include "monty/vm.h"

void *
mt_mem(mt_state *st, size_t n)
{
    if (st->limits.max_alloc && n > st->limits.max_alloc) {
        mt_obj *e = mt_exc_new_msg(st, MT_EXC(MemoryError), "");
        if (e) {
            ((mt_exc *)e)->fatal = 1;
            mt_raise_obj(st, e);
            MT_DECREF(e);
        } else {
            mt_nomem(st);
        }
        return NULL;
    }
    void *p = cm_alloc(n);
    if (!p) {
        mt_nomem(st);
    }
    return p;
}

int
mt_size_check(mt_state *st, size_t n)
{
    if (st->limits.max_alloc && n > st->limits.max_alloc) {
        void *p = mt_mem(st, n); // raises the uncatchable MemoryError of the cap
        if (CM_NEVER(p)) {
            cm_free(p);
        }
        return -1;
    }
    return 0;
}

mt_obj *
mt_too_big(mt_state *st)
{
    if (mt_size_check(st, SIZE_MAX) == 0) {
        mt_nomem(st); // no cap: memory ran out
    }
    return NULL;
}

void
mt_buf_init(mt_state *st, cm_buf *b)
{
    cm_buf_init_sticky(b, st->limits.max_alloc ? st->limits.max_alloc : SIZE_MAX / 2);
}

void
mt_buf_add_name(cm_buf *b, size_t j, size_t cnt, const char *name)
{
    const char *sep = j == 0 ? "" : j + 1 < cnt ? ", " : cnt == 2 ? " and " : ", and ";
    (void)!cm_buf_printf(b, "%s'%s'", sep, name);
}

int
mt_buf_check(mt_state *st, cm_buf *b)
{
    if (!b->failed) {
        return 0;
    }
    cm_buf_free(b);
    if (!st->exc) {
        // the buffer's cap is the one-allocation limit: past it, the cap's MemoryError
        (void)mt_too_big(st);
    }
    return -1;
}

void *
mt_mem_realloc(mt_state *st, void *p, size_t n)
{
    if (st->limits.max_alloc && n > st->limits.max_alloc) {
        return mt_mem(st, n);
    }
    void *q = cm_realloc(p, n);
    if (!q) {
        mt_nomem(st);
    }
    return q;
}

#ifdef CM_DEBUG
mt_obj *
mt_alloc_at(mt_state *st, const mt_type *t, size_t size, const char *file, int line)
#else
mt_obj *
mt_alloc(mt_state *st, const mt_type *t, size_t size)
#endif
{
    mt_obj *o = mt_mem(st, size);
    if (!o) {
        return NULL;
    }
    memset(o, 0, size);
    o->type = t;
    o->refcnt = 1;
#ifdef CM_DEBUG
    o->alloc_file = file;
    o->alloc_line = line;
    const mt_code *co = st->frame ? st->frame->code : NULL;
    if (co && co->lines && co->ncode > 0) {
        uint32_t pos = st->frame->debug_ip;
        o->alloc_pyline = co->lines[pos < co->ncode ? pos : 0];
    }
#endif
    o->next = st->objects.next;
    o->prev = &st->objects;
    st->objects.next->prev = o;
    st->objects.next = o;
    if (t->flags & MT_TF_HEAP) {
        MT_INCREF(t);
    }
    return o;
}

/* Freeing is recursive (a list's clear drops its items), so a 10**6-deep list would
 * overflow the C stack when its last reference goes. Like CPython's trashcan, past
 * DEALLOC_NEST nested deallocations an object is parked on a list (linked through its
 * `next`, already off st->objects) and the outermost mt_dealloc frees the parked ones
 * one at a time, so the nesting never exceeds DEALLOC_NEST however deep the data. */
#define DEALLOC_NEST 64
static _Thread_local int dealloc_nest;
static _Thread_local mt_obj *dealloc_parked;

static void
dealloc_one(mt_obj *o)
{
    const mt_type *t = o->type;
    if (t->clear) {
        t->clear(o);
    }
    if (t->flags & MT_TF_HEAP) {
        MT_DECREF(t);
    }
    cm_free(o);
}

void
mt_dealloc(mt_obj *o)
{
    if (CM_UNLIKELY(o->type->flags & MT_TF_FINALIZE) && mt_gen_finalize(o)) {
        return; // queued for its close(), which owns it now
    }
    o->prev->next = o->next;
    o->next->prev = o->prev;
    o->refcnt = MT_IMMORTAL; // guard against re-entry while clearing
    if (dealloc_nest >= DEALLOC_NEST) {
        o->prev = NULL;
        o->next = dealloc_parked;
        dealloc_parked = o;
        return;
    }
    dealloc_nest++;
    dealloc_one(o);
    if (dealloc_nest == 1) {
        while (dealloc_parked) {
            mt_obj *p = dealloc_parked;
            dealloc_parked = p->next;
            dealloc_one(p);
        }
    }
    dealloc_nest--;
}

/* ---- The C recursion guard ---- */

// Below this much C stack left, a recursive path raises RecursionError instead of going
// deeper (a quarter of the stack when that is smaller).
#define STACK_MARGIN ((size_t)256 * 1024)

_Thread_local uintptr_t mt_stack_floor;

#if defined(__GLIBC__)
extern void *__libc_stack_end; // glibc: the stack pointer at the program's start
#endif

// The lowest address the main thread's stack can safely reach, from RLIMIT_STACK alone, or
// 0 when here is not on the main thread's stack or the limit is small. glibc's
// pthread_getattr_np answers for the main thread by reading /proc/self/maps (a file, a
// parse: start-up cost; and refused under the box's Landlock rules). The stack can grow to
// the limit below the top of its mapping; the top is above __libc_stack_end by the
// arguments and environment, which execve keeps under a quarter of the limit, and the
// auxiliary vector (64 KiB is far more than it takes), so the limit less those from
// __libc_stack_end is never below what the kernel allows.
static uintptr_t
main_stack_low(uintptr_t here, size_t *size)
{
#if defined(__GLIBC__)
    uintptr_t top = (uintptr_t)__libc_stack_end;
    struct rlimit rl;
    if (top == 0 || here >= top || getrlimit(RLIMIT_STACK, &rl) != 0) {
        return 0;
    }
    size_t lim = rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > ((rlim_t)64 << 20)
                     ? (size_t)64 << 20
                     : (size_t)rl.rlim_cur;
    if (lim < ((size_t)2 << 20)) {
        return 0; // a small stack: ask glibc for the exact bounds
    }
    size_t usable = lim - lim / 4 - ((size_t)64 << 10);
    if (top - here >= usable) {
        return 0; // not the main thread's stack (or already past the estimate)
    }
    *size = usable;
    return top - usable;
#else
    (void)here;
    (void)size;
    return 0;
#endif
}

void
mt_stack_find_floor(uintptr_t here)
{
    uintptr_t lo = 0;
    size_t size = 0;
    pthread_attr_t a;
    if ((lo = main_stack_low(here, &size)) != 0) {
        // the main thread: no /proc read
    } else if (pthread_getattr_np(pthread_self(), &a) == 0) {
        void *addr = NULL;
        if (pthread_attr_getstack(&a, &addr, &size) != 0) {
            size = 0;
        }
        lo = (uintptr_t)addr;
        pthread_attr_destroy(&a);
    }
    if (size == 0 || here < lo || here - lo > size) {
        // unknown: assume 1 MiB below the first guarded frame
        size = (size_t)1 << 20;
        lo = here > size ? here - size : 0;
    }
    size_t margin = size / 4 < STACK_MARGIN ? size / 4 : STACK_MARGIN;
    mt_stack_floor = lo + margin; // never 0: margin is
}

int
mt_stack_check(mt_state *st)
{
    if (CM_UNLIKELY(mt_stack_low())) {
        return mt_raisei(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    return 0;
}

int
mt_recur_enter(mt_state *st, const char *where)
{
    if (CM_UNLIKELY(st->depth >= st->limits.max_depth || mt_stack_low())) {
        return mt_raisei(st, MT_EXC(RecursionError), "maximum recursion depth exceeded%s", where);
    }
    st->depth++;
    return 0;
}

int
mt_repr_enter(mt_state *st, mt_obj *o)
{
    for (size_t i = 0; i < st->nrepr; i++) {
        if (st->repr_active[i] == o) {
            return 1;
        }
    }
    if (st->nrepr == st->caprepr) {
        size_t cap = st->caprepr ? st->caprepr * 2 : 16;
        mt_obj **p = mt_mem_realloc(st, st->repr_active, cap * sizeof(mt_obj *));
        if (!p) {
            return -1;
        }
        st->repr_active = p;
        st->caprepr = cap;
    }
    st->repr_active[st->nrepr++] = o;
    return 0;
}

void
mt_repr_leave(mt_state *st, mt_obj *o)
{
    // normally the last one; search back and remove only that entry
    for (size_t i = st->nrepr; i > 0; i--) {
        if (st->repr_active[i - 1] == o) {
            memmove(&st->repr_active[i - 1], &st->repr_active[i],
                    (st->nrepr - i) * sizeof(mt_obj *));
            st->nrepr--;
            return;
        }
    }
}

/* ---- Exceptions ---- */

mt_obj *
mt_out_of_budget(mt_state *st)
{
    if (st->exc && ((mt_exc *)st->exc)->fatal) {
        return NULL; // the run is ending already
    }
    char msg[128];
    snprintf(msg, sizeof msg,
             "the box's memory limit of %zu bytes ([box] memory_bytes) was reached",
             cm_alloc_limit());
    // the exception is a few hundred bytes past the limit the script has reached
    size_t cap = cm_alloc_limit();
    cm_alloc_set_limit(0);
    mt_obj *e = mt_exc_new_msg(st, MT_EXC(MemoryError), msg);
    cm_alloc_set_limit(cap);
    if (!e) {
        if (st->memerr) {
            mt_raise_obj(st, st->memerr);
        }
        return NULL;
    }
    ((mt_exc *)e)->fatal = 1;
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

mt_obj *
mt_nomem(mt_state *st)
{
    if (cm_alloc_refused()) {
        return mt_out_of_budget(st);
    }
    if (st->memerr) {
        mt_raise_obj(st, st->memerr);
    }
    return NULL;
}

static void
set_context(mt_state *st, mt_obj *exc)
{
    if (!st->handled || st->handled == exc || MT_TYPE(st->handled) == &mt_type_none) {
        return;
    }
    mt_exc *e = (mt_exc *)exc;
    if (!e->context) {
        // avoid cycles: the handled exception's chain must not contain exc
        for (mt_obj *c = st->handled; c; c = ((mt_exc *)c)->context) {
            if (c == exc) {
                return;
            }
        }
        MT_INCREF(st->handled);
        e->context = st->handled;
    }
}

mt_obj *
mt_raise_obj(mt_state *st, mt_obj *exc)
{
    MT_INCREF(exc);
    if (exc != st->memerr) {
        set_context(st, exc);
    }
    MT_SETREF(st->exc, exc);
    return NULL;
}

static void
fmt_obj(mt_state *st, cm_buf *b, mt_obj *o, char kind)
{
    mt_obj *s = NULL;
    if (kind == 'T') {
        (void)!cm_buf_adds(b, mt_type_name(o));
        return;
    }
    s = kind == 'R' ? mt_repr(st, o) : mt_tostr(st, o);
    if (!s) {
        mt_exc_clear(st);
        (void)!cm_buf_adds(b, "<?>");
        return;
    }
    (void)!cm_buf_add(b, mt_str_data(s), mt_str_len(s));
    MT_DECREF(s);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static mt_obj *
vformat(mt_state *st, const char *fmt, va_list ap)
{
    cm_buf b;
    mt_buf_init(st, &b);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            (void)!cm_buf_addc(&b, *p);
            continue;
        }
        p++;
        char spec[16];
        size_t k = 0;
        spec[k++] = '%';
        while (*p && strchr("-0123456789.lz", *p) && k < 12) {
            spec[k++] = *p++;
        }
        spec[k++] = *p;
        spec[k] = 0;
        switch (*p) {
        case 'S':
        case 'R':
        case 'T':
            fmt_obj(st, &b, va_arg(ap, mt_obj *), *p);
            break;
        case 'U': {
            mt_obj *o = va_arg(ap, mt_obj *);
            (void)!cm_buf_add(&b, mt_str_data(o), mt_str_len(o));
            break;
        }
        case 's':
            (void)!cm_buf_printf(&b, spec, va_arg(ap, const char *));
            break;
        case 'c':
            (void)!cm_buf_addc(&b, (char)va_arg(ap, int));
            break;
        case '%':
            (void)!cm_buf_addc(&b, '%');
            break;
        case 'd':
        case 'x':
        case 'u':
        case 'i':
            if (strstr(spec, "ll")) {
                (void)!cm_buf_printf(&b, spec, va_arg(ap, long long));
            } else if (strchr(spec, 'l')) {
                (void)!cm_buf_printf(&b, spec, va_arg(ap, long));
            } else if (strchr(spec, 'z')) {
                (void)!cm_buf_printf(&b, spec, va_arg(ap, size_t));
            } else {
                (void)!cm_buf_printf(&b, spec, va_arg(ap, int));
            }
            break;
        case 'g':
        case 'f':
            (void)!cm_buf_printf(&b, spec, va_arg(ap, double));
            break;
        case 'p':
            (void)!cm_buf_printf(&b, "0x%lx", (unsigned long)(uintptr_t)va_arg(ap, void *));
            break;
        default:
            if (!*p) {
                p--;
            }
            break;
        }
    }
    return mt_str_from_buf(st, &b);
}

#pragma GCC diagnostic pop

mt_obj *
mt_str_printf(mt_state *st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    mt_obj *s = vformat(st, fmt, ap);
    va_end(ap);
    return s;
}

static mt_obj *
vraise(mt_state *st, const mt_type *t, const char *fmt, va_list ap)
{
    mt_obj *msg = vformat(st, fmt, ap);
    if (!msg) {
        return NULL;
    }
    mt_obj *args = mt_tuple_pack(st, 1, msg);
    MT_DECREF(msg);
    if (!args) {
        return NULL;
    }
    mt_obj *e = mt_exc_new(st, t, args);
    MT_DECREF(args);
    if (!e) {
        return NULL;
    }
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

mt_obj *
mt_raise(mt_state *st, const mt_type *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vraise(st, t, fmt, ap);
    va_end(ap);
    return NULL;
}

int
mt_raisei(mt_state *st, const mt_type *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vraise(st, t, fmt, ap);
    va_end(ap);
    return -1;
}

mt_obj *
mt_raise_arg(mt_state *st, const mt_type *t, mt_obj *arg)
{
    mt_obj *args = mt_tuple_pack(st, 1, arg);
    if (!args) {
        return NULL;
    }
    mt_obj *e = mt_exc_new(st, t, args);
    MT_DECREF(args);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

int
mt_exc_matches(mt_state *st, const mt_type *t)
{
    // an uncatchable exception (a limit, the deadline) is never one a C caller may swallow
    return st->exc && !((mt_exc *)st->exc)->fatal && mt_isinst(st->exc, t);
}

void
mt_exc_clear(mt_state *st)
{
    MT_CLEAR(st->exc);
}

mt_obj *
mt_exc_fetch(mt_state *st)
{
    mt_obj *e = st->exc;
    st->exc = NULL;
    return e;
}

/* ---- Types ---- */

const char *
mt_type_name(mt_obj *o)
{
    return MT_TYPE(o)->name;
}

const char *
mt_arg_type_name(mt_obj *o)
{
    return o == MT_NONE ? "None" : MT_TYPE(o)->name;
}

int
mt_issubtype(const mt_type *a, const mt_type *b)
{
    if (a == b || b == &mt_type_object) {
        return 1;
    }
    if (a->mro) {
        mt_obj *m = a->mro;
        for (size_t i = 0; i < MT_TUPLE_N(m); i++) {
            if (MT_TUPLE_ITEM(m, i) == (mt_obj *)b) {
                return 1;
            }
        }
        return 0;
    }
    for (const mt_type *t = a; t; t = t->base) {
        if (t == b) {
            return 1;
        }
        if (t->base2 && mt_issubtype(t->base2, b)) {
            return 1;
        }
    }
    return 0;
}

static int
is_type(mt_obj *o)
{
    return mt_isinst(o, &mt_type_type);
}

static int isinstance_level(mt_state *st, mt_obj *o, mt_obj *cls);

int
mt_isinstance(mt_state *st, mt_obj *o, mt_obj *cls)
{
    if (mt_recur_enter(st, " in __instancecheck__") < 0) {
        return -1;
    }
    int r = isinstance_level(st, o, cls);
    mt_recur_leave(st);
    return r;
}

static int
isinstance_level(mt_state *st, mt_obj *o, mt_obj *cls)
{
    if (MT_TYPE(cls) == &mt_type_tuple) {
        for (size_t i = 0; i < MT_TUPLE_N(cls); i++) {
            int r = mt_isinstance(st, o, MT_TUPLE_ITEM(cls, i));
            if (r != 0) {
                return r;
            }
        }
        return 0;
    }
    if (MT_TYPE(cls) == &mt_type_union) { // int | str: any of its members
        mt_obj *args = mt_getattr_s(st, cls, "__args__");
        int r = args ? mt_isinstance(st, o, args) : -1;
        MT_XDECREF(args);
        return r;
    }
    if (!is_type(cls)) {
        if (MT_TYPE(cls) == &mt_type_genericalias) {
            return mt_raisei(st, MT_EXC(TypeError),
                             "isinstance() argument 2 cannot be a parameterized generic");
        }
        return mt_raisei(st, MT_EXC(TypeError),
                         "isinstance() arg 2 must be a type, a tuple of types, or a union");
    }
    return mt_isinst(o, (const mt_type *)cls);
}

/* ---- Generic protocol helpers for classes made by scripts ---- */

static mt_obj *
heap_call_dunder(mt_state *st, mt_obj *self, mt_obj *name, size_t n, mt_obj *const *args,
                 int *found)
{
    const mt_type *t = MT_TYPE(self);
    *found = 0;
    if (!(t->flags & MT_TF_HEAP)) {
        return NULL;
    }
    mt_obj *f = mt_type_heap_dunder(t, name);
    if (!f) {
        return NULL;
    }
    *found = 1;
    if (f == MT_NONE) {
        // `__len__ = None` and the like: calling it fails as CPython's slot call does (the
        // protocols that None switches off, __hash__, __iter__, __contains__ and
        // __reversed__, check for it before they get here)
        return mt_raise(st, MT_EXC(TypeError), "'NoneType' object is not callable");
    }
    mt_obj *argv[4];
    argv[0] = self;
    for (size_t i = 0; i < n; i++) {
        argv[i + 1] = args[i];
    }
    if (MT_TYPE(f) == &mt_type_function) {
        // f is borrowed from the class dict, which the call may change (a method that
        // deletes itself): held for the call
        MT_INCREF(f);
        mt_obj *r = mt_func_call(st, f, n + 1, argv, NULL);
        MT_DECREF(f);
        return r;
    }
    mt_obj *bound;
    if (MT_TYPE(f)->descr_get) {
        bound = MT_TYPE(f)->descr_get(st, f, self, (mt_obj *)t);
    } else {
        bound = f;
        MT_INCREF(f);
    }
    if (!bound) {
        return NULL;
    }
    mt_obj *r = mt_call(st, bound, n, args, NULL);
    MT_DECREF(bound);
    return r;
}

static const mt_type *
solid(const mt_type *t)
{
    return (t->flags & MT_TF_HEAP) ? t->solid : t;
}

static mt_obj *repr_level(mt_state *st, mt_obj *o);

mt_obj *
mt_repr(mt_state *st, mt_obj *o)
{
    if (mt_recur_enter(st, " while getting the repr of an object") < 0) {
        return NULL;
    }
    mt_obj *r = repr_level(st, o);
    mt_recur_leave(st);
    return r;
}

static mt_obj *
repr_level(mt_state *st, mt_obj *o)
{
    int found;
    mt_obj *r = heap_call_dunder(st, o, MT_NAME(__repr__), 0, NULL, &found);
    if (found) {
        if (r && MT_TYPE(r) != &mt_type_str && !mt_isinst(r, &mt_type_str)) {
            mt_raise(st, MT_EXC(TypeError), "__repr__ returned non-string (type %s)",
                     mt_type_name(r));
            MT_DECREF(r);
            return NULL;
        }
        return r;
    }
    const mt_type *t = solid(MT_TYPE(o));
    if (t->repr) {
        return t->repr(st, o);
    }
    const mt_type *ot = MT_TYPE(o);
    if (ot->flags & MT_TF_HEAP) {
        mt_obj *mod = mt_dict_get_borrow(st, ot->dict, MT_NAME(__module__));
        if (mod && MT_TYPE(mod) == &mt_type_str) {
            return mt_str_printf(st, "<%U.%U object at %p>", mod, ot->qualname, (void *)o);
        }
    }
    return mt_str_printf(st, "<%s object at %p>", ot->name, (void *)o);
}

static mt_obj *str_level(mt_state *st, mt_obj *o);

mt_obj *
mt_tostr(mt_state *st, mt_obj *o)
{
    if (MT_TYPE(o) == &mt_type_str) {
        MT_INCREF(o);
        return o;
    }
    if (mt_recur_enter(st, " while getting the str of an object") < 0) {
        return NULL;
    }
    mt_obj *r = str_level(st, o);
    mt_recur_leave(st);
    return r;
}

static mt_obj *
str_level(mt_state *st, mt_obj *o)
{
    int found;
    mt_obj *r = heap_call_dunder(st, o, MT_NAME(__str__), 0, NULL, &found);
    const mt_type *t = solid(MT_TYPE(o));
    // object.__str__ calls the type's repr slot: a class's __repr__, its result checked as
    // __str__'s (CPython's text); str and BaseException have a __str__ of their own
    if (!found && MT_TYPE(o)->flags & MT_TF_HEAP && !(t->flags & MT_TF_EXC) && t != &mt_type_str &&
        mt_type_heap_dunder(MT_TYPE(o), MT_NAME(__repr__))) {
        r = heap_call_dunder(st, o, MT_NAME(__repr__), 0, NULL, &found);
    }
    if (found) {
        if (r && !mt_isinst(r, &mt_type_str)) {
            mt_raise(st, MT_EXC(TypeError), "__str__ returned non-string (type %s)",
                     mt_type_name(r));
            MT_DECREF(r);
            return NULL;
        }
        return r;
    }
    if (t->str) {
        return t->str(st, o);
    }
    return mt_repr(st, o);
}

mt_obj *
mt_ascii(mt_state *st, mt_obj *o)
{
    mt_obj *r = mt_repr(st, o);
    if (!r) {
        return NULL;
    }
    const char *s0 = mt_str_data(r);
    size_t n0 = mt_str_len(r), i0 = 0;
    while (i0 < n0 && (unsigned char)s0[i0] < 0x80) {
        i0++;
    }
    if (i0 == n0) {
        return r; // all ASCII: the repr itself, a str subclass's instance too (CPython's rule)
    }
    cm_buf b;
    mt_buf_init(st, &b);
    const char *s = mt_str_data(r);
    size_t n = mt_str_len(r);
    for (size_t i = 0; i < n;) {
        uint32_t c = mt_utf8_get(s, &i);
        if (c < 0x80) {
            (void)!cm_buf_addc(&b, (char)c);
        } else {
            (void)!cm_buf_add_escape(&b, c);
        }
    }
    MT_DECREF(r);
    return mt_str_from_buf(st, &b);
}

static int64_t hash_level(mt_state *st, mt_obj *o);

int64_t
mt_hash(mt_state *st, mt_obj *o)
{
    if (MT_IS_SMALL(o)) {
        return mt_int_hash(o);
    }
    if (o->type == &mt_type_str) {
        return mt_str_hash(o);
    }
    // hashing a nested tuple or frozenset recurses in C; CPython does not count these
    // levels against the recursion limit, so only the C stack bounds them here too
    if (mt_stack_check(st) < 0) {
        return -1;
    }
    return hash_level(st, o);
}

static int64_t
hash_level(mt_state *st, mt_obj *o)
{
    const mt_type *t = o->type;
    if (t->flags & MT_TF_HEAP) {
        if (mt_type_heap_dunder(t, MT_NAME(__hash__)) == MT_NONE) {
            mt_raise(st, MT_EXC(TypeError), "unhashable type: '%s'", t->name);
            return -1;
        }
        int found;
        // a __hash__ that returns None is a bad result, unlike `__hash__ = None`
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__hash__), 0, NULL, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            if (!mt_int_check(r)) {
                MT_DECREF(r);
                mt_raise(st, MT_EXC(TypeError), "__hash__ method should return an integer");
                return -1;
            }
            // CPython's slot_tp_hash: the value itself when it fits a Py_ssize_t (so
            // hash(x) can equal the hash of the str or int x stands for), -1 made -2;
            // the int's own hash only past that
            int64_t h;
            if (MT_IS_SMALL(r)) {
                h = MT_SMALL_VAL(r);
            } else if (mt_int_as_i64(st, r, &h) < 0) {
                mt_exc_clear(st); // an OverflowError: past 64 bits
                h = mt_int_hash(r);
            }
            MT_DECREF(r);
            return h == -1 ? -2 : h;
        }
        if (mt_type_heap_dunder(t, MT_NAME(__eq__))) {
            mt_raise(st, MT_EXC(TypeError), "unhashable type: '%s'", t->name);
            return -1;
        }
        t = t->solid;
    }
    if (t->hash) {
        return t->hash(st, o);
    }
    int64_t h = (int64_t)(((uintptr_t)o) >> 4);
    return h == -1 ? -2 : h;
}

int64_t
mt_hash_unhashable(mt_state *st, mt_obj *o)
{
    mt_raise(st, MT_EXC(TypeError), "unhashable type: '%s'", mt_type_name(o));
    return -1;
}

int
mt_truth(mt_state *st, mt_obj *o)
{
    if (o == MT_TRUE) {
        return 1;
    }
    if (o == MT_FALSE || o == MT_NONE) {
        return 0;
    }
    if (MT_IS_SMALL(o)) {
        return MT_SMALL_VAL(o) != 0;
    }
    const mt_type *t = o->type;
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__bool__), 0, NULL, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            if (MT_TYPE(r) != &mt_type_bool) {
                mt_raise(st, MT_EXC(TypeError), "__bool__ should return bool, returned %s",
                         mt_type_name(r));
                MT_DECREF(r);
                return -1;
            }
            return r == MT_TRUE;
        }
        r = heap_call_dunder(st, o, MT_NAME(__len__), 0, NULL, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            int64_t v = 0;
            int rc = mt_index(st, r, &v);
            MT_DECREF(r);
            if (rc == 0 && v < 0) {
                return mt_raisei(st, MT_EXC(ValueError), "__len__() should return >= 0");
            }
            return rc < 0 ? -1 : v != 0;
        }
        t = t->solid;
    }
    if (t->truth) {
        return t->truth(st, o);
    }
    if (t->len) {
        ssize_t n = t->len(st, o);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

/* ---- Comparisons ---- */

static const int swapped_op[] = {MT_CMP_GT, MT_CMP_GE, MT_CMP_EQ, MT_CMP_NE, MT_CMP_LT, MT_CMP_LE};
static const char *const cmp_sym[] = {"<", "<=", "==", "!=", ">", ">="};
static mt_obj *const *cmp_names[6];

static mt_obj *
cmp_dunder_name(int op)
{
    switch (op) {
    case MT_CMP_LT:
        return MT_NAME(__lt__);
    case MT_CMP_LE:
        return MT_NAME(__le__);
    case MT_CMP_EQ:
        return MT_NAME(__eq__);
    case MT_CMP_NE:
        return MT_NAME(__ne__);
    case MT_CMP_GT:
        return MT_NAME(__gt__);
    default:
        return MT_NAME(__ge__);
    }
}

static mt_obj *
try_cmp(mt_state *st, const mt_type *t, mt_obj *a, mt_obj *b, int op)
{
    (void)cmp_names;
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, a, cmp_dunder_name(op), 1, &b, &found);
        if (found) {
            return r;
        }
        if (op == MT_CMP_NE) {
            r = heap_call_dunder(st, a, MT_NAME(__eq__), 1, &b, &found);
            if (found) {
                if (!r || r == MT_NOTIMPL) {
                    return r;
                }
                int v = mt_truth(st, r);
                MT_DECREF(r);
                return v < 0 ? NULL : MT_BOOL(!v);
            }
        }
        t = t->solid;
    }
    if (t->richcmp) {
        return t->richcmp(st, a, b, op);
    }
    return MT_NOTIMPL;
}

mt_obj *
mt_richcmp_own(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (mt_recur_enter(st, " in comparison") < 0) {
        return NULL;
    }
    mt_obj *r = try_cmp(st, MT_TYPE(a), a, b, op);
    mt_recur_leave(st);
    return r;
}

static mt_obj *richcmp_level(mt_state *st, mt_obj *a, mt_obj *b, int op);

mt_obj *
mt_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (mt_recur_enter(st, " in comparison") < 0) {
        return NULL;
    }
    mt_obj *r = richcmp_level(st, a, b, op);
    mt_recur_leave(st);
    return r;
}

static mt_obj *
richcmp_level(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    const mt_type *ta = MT_TYPE(a), *tb = MT_TYPE(b);
    mt_obj *r;
    int reflected_first = ta != tb && (tb->flags & MT_TF_HEAP) && mt_issubtype(tb, ta);
    if (reflected_first) {
        r = try_cmp(st, tb, b, a, swapped_op[op]);
        if (r != MT_NOTIMPL) {
            return r;
        }
    }
    r = try_cmp(st, ta, a, b, op);
    if (r != MT_NOTIMPL) {
        return r;
    }
    if (!reflected_first) {
        r = try_cmp(st, tb, b, a, swapped_op[op]);
        if (r != MT_NOTIMPL) {
            return r;
        }
    }
    if (op == MT_CMP_EQ) {
        return MT_BOOL(a == b);
    }
    if (op == MT_CMP_NE) {
        return MT_BOOL(a != b);
    }
    return mt_raise(st, MT_EXC(TypeError), "'%s' not supported between instances of '%s' and '%s'",
                    cmp_sym[op], ta->name, tb->name);
}

int
mt_eq(mt_state *st, mt_obj *a, mt_obj *b)
{
    if (a == b) {
        return 1;
    }
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        return 0;
    }
    const mt_type *ta = MT_TYPE(a);
    if (ta == &mt_type_str && MT_TYPE(b) == &mt_type_str) {
        return mt_str_eq(a, b);
    }
    mt_obj *r = mt_richcmp(st, a, b, MT_CMP_EQ);
    if (!r) {
        return -1;
    }
    int v = mt_truth(st, r);
    MT_DECREF(r);
    return v;
}

/* The comparisons a sort's keys need most, without the dispatch: pairs of small ints,
 * exact strs or exact floats, whose comparisons run no Python code. SIMPLE_NONE: some other
 * pair, which the full comparison decides. */
enum { SIMPLE_NONE = 2 };

static int
simple_type(mt_obj *a, mt_obj *b)
{
    return !MT_IS_SMALL(a) && !MT_IS_SMALL(b) && a->type == b->type &&
           (a->type == &mt_type_str || a->type == &mt_type_float);
}

static int
simple_lt(mt_obj *a, mt_obj *b)
{
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        return MT_SMALL_VAL(a) < MT_SMALL_VAL(b);
    }
    if (!simple_type(a, b)) {
        return SIMPLE_NONE;
    }
    if (a->type == &mt_type_str) {
        return mt_memcmp3(mt_str_data(a), mt_str_len(a), mt_str_data(b), mt_str_len(b)) < 0;
    }
    return mt_float_val(a) < mt_float_val(b);
}

static int
simple_eq(mt_obj *a, mt_obj *b)
{
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        return a == b;
    }
    if (!simple_type(a, b)) {
        return SIMPLE_NONE;
    }
    return a->type == &mt_type_str ? mt_str_eq(a, b) : mt_float_val(a) == mt_float_val(b);
}

// a < b for two exact tuples whose items up to the first unequal pair are simple pairs
// (tuples of ints and strs, the usual sort keys); SIMPLE_NONE otherwise. The items are only
// read, so falling back to the full comparison afterwards is unobservable.
static int
simple_tuple_lt(mt_obj *a, mt_obj *b)
{
    size_t na = MT_TUPLE_N(a), nb = MT_TUPLE_N(b);
    for (size_t i = 0; i < na && i < nb; i++) {
        mt_obj *x = MT_TUPLE_ITEM(a, i), *y = MT_TUPLE_ITEM(b, i);
        if (x == y) {
            continue; // tuples compare items by identity first, as CPython
        }
        int eq = simple_eq(x, y);
        if (eq != 1) {
            return eq == 0 ? simple_lt(x, y) : SIMPLE_NONE;
        }
    }
    return na < nb;
}

int
mt_lt(mt_state *st, mt_obj *a, mt_obj *b)
{
    int s = simple_lt(a, b);
    if (s != SIMPLE_NONE) {
        return s;
    }
    if (!MT_IS_SMALL(a) && !MT_IS_SMALL(b) && a->type == &mt_type_tuple &&
        b->type == &mt_type_tuple) {
        s = simple_tuple_lt(a, b);
        if (s != SIMPLE_NONE) {
            return s;
        }
    }
    mt_obj *r = mt_richcmp(st, a, b, MT_CMP_LT);
    if (!r) {
        return -1;
    }
    int v = r == MT_TRUE ? 1 : r == MT_FALSE ? 0 : mt_truth(st, r);
    MT_DECREF(r);
    return v;
}

/* ---- Arithmetic ---- */

static const char *const op_syms[] = {"",   "+",  "-",  "*", "@", "/", "%",
                                      "**", "<<", ">>", "|", "^", "&", "//"};

const char *
mt_op_symbol(int op)
{
    return op_syms[op & 0x3f];
}

static mt_obj *const *
op_names(int op)
{
    static mt_obj *const names[][3] = {
        {NULL, NULL, NULL},
        {MT_NAME(__add__), MT_NAME(__radd__), MT_NAME(__iadd__)},
        {MT_NAME(__sub__), MT_NAME(__rsub__), MT_NAME(__isub__)},
        {MT_NAME(__mul__), MT_NAME(__rmul__), MT_NAME(__imul__)},
        {MT_NAME(__matmul__), MT_NAME(__rmatmul__), MT_NAME(__imatmul__)},
        {MT_NAME(__truediv__), MT_NAME(__rtruediv__), MT_NAME(__itruediv__)},
        {MT_NAME(__mod__), MT_NAME(__rmod__), MT_NAME(__imod__)},
        {MT_NAME(__pow__), MT_NAME(__rpow__), MT_NAME(__ipow__)},
        {MT_NAME(__lshift__), MT_NAME(__rlshift__), MT_NAME(__ilshift__)},
        {MT_NAME(__rshift__), MT_NAME(__rrshift__), MT_NAME(__irshift__)},
        {MT_NAME(__or__), MT_NAME(__ror__), MT_NAME(__ior__)},
        {MT_NAME(__xor__), MT_NAME(__rxor__), MT_NAME(__ixor__)},
        {MT_NAME(__and__), MT_NAME(__rand__), MT_NAME(__iand__)},
        {MT_NAME(__floordiv__), MT_NAME(__rfloordiv__), MT_NAME(__ifloordiv__)},
    };
    return names[op & 0x3f];
}

/* A sequence's + is CPython's sq_concat, not a number slot: it is tried after both
 * operands' __add__/__radd__ (seq_concat), so the forward and reflected steps leave it. */
static int
concat_deferred(const mt_type *t, int op)
{
    return (op & 0x3f) == MT_OP_ADD && (t->flags & MT_TF_REPEAT);
}

static mt_obj *
try_forward(mt_state *st, const mt_type *t, mt_obj *a, mt_obj *b, int op)
{
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, a, op_names(op)[0], 1, &b, &found);
        if (found) {
            return r;
        }
        t = t->solid;
    }
    return t->binop && !concat_deferred(t, op) ? t->binop(st, a, b, op) : MT_NOTIMPL;
}

static mt_obj *
try_reflected(mt_state *st, const mt_type *t, mt_obj *a, mt_obj *b, int op)
{
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, b, op_names(op)[1], 1, &a, &found);
        if (found) {
            return r;
        }
        t = t->solid;
    }
    return t->binop && !concat_deferred(t, op) ? t->binop(st, a, b, op) : MT_NOTIMPL;
}

/* Does the left operand's type still have its sequence's concatenation (CPython's
 * sq_concat)? A script class defining __add__ clears it, so an override returning
 * NotImplemented makes + a TypeError rather than the base's concatenation. */
static int
has_seq_concat(const mt_type *t)
{
    return (solid(t)->flags & MT_TF_REPEAT) && !mt_type_heap_dunder(t, MT_NAME(__add__));
}

// CPython's sq_repeat: a script class defining __mul__ or __rmul__ clears it
static int
is_repeatable(const mt_type *t)
{
    return (solid(t)->flags & MT_TF_REPEAT) && !mt_type_heap_dunder(t, MT_NAME(__mul__)) &&
           !mt_type_heap_dunder(t, MT_NAME(__rmul__));
}

// CPython's sequence repeat, tried after __mul__ and __rmul__ declined: `seq * n` or
// `n * seq` with n an object with __index__, else "can't multiply sequence by non-int";
// MT_NOTIMPL when neither operand is a sequence.
static mt_obj *
seq_repeat(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    mt_obj *seq = is_repeatable(MT_TYPE(a)) ? a : is_repeatable(MT_TYPE(b)) ? b : NULL;
    if (!seq) {
        return MT_NOTIMPL;
    }
    mt_obj *cnt = seq == a ? b : a;
    const mt_type *tc = MT_TYPE(cnt);
    if (!(tc->flags & MT_TF_HEAP) || !mt_type_heap_dunder(tc, MT_NAME(__index__))) {
        return mt_raise(st, MT_EXC(TypeError), "can't multiply sequence by non-int of type '%s'",
                        tc->name);
    }
    int64_t k;
    if (mt_index_ssize(st, cnt, MT_EXC(OverflowError), &k) < 0) {
        return NULL;
    }
    mt_obj *n = mt_int_from_i64(st, k);
    if (!n) {
        return NULL;
    }
    const mt_type *s = solid(MT_TYPE(seq));
    int inplace = seq == a && (op & MT_OP_INPLACE) &&
                  (s == &mt_type_list || s == &mt_type_bytearray || (s->flags & MT_TF_INPLACE));
    mt_obj *r = s->binop(st, seq, n, inplace ? op : MT_OP_MUL);
    MT_DECREF(n);
    return r;
}

mt_obj *
mt_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    const mt_type *ta = MT_TYPE(a), *tb = MT_TYPE(b);
    mt_obj *r;
    int base = op & 0x3f;
    if (op & MT_OP_INPLACE) {
        if (ta->flags & MT_TF_HEAP) {
            int found;
            r = heap_call_dunder(st, a, op_names(base)[2], 1, &b, &found);
            if (found && r != MT_NOTIMPL) {
                return r;
            }
        }
        const mt_type *s = solid(ta);
        if (s == &mt_type_list || s == &mt_type_dict || s == &mt_type_set ||
            s == &mt_type_bytearray || (s->flags & MT_TF_INPLACE)) {
            r = s->binop(st, a, b, op);
            if (r != MT_NOTIMPL) {
                return r;
            }
        }
    }
    int reflected_first = ta != tb && (tb->flags & MT_TF_HEAP) && mt_issubtype(tb, ta);
    if (reflected_first) {
        r = try_reflected(st, tb, a, b, base);
        if (r != MT_NOTIMPL) {
            return r;
        }
    }
    r = try_forward(st, ta, a, b, base);
    if (r != MT_NOTIMPL) {
        return r;
    }
    if (!reflected_first && (ta != tb || (ta->flags & MT_TF_HEAP))) {
        if (ta != tb) {
            r = try_reflected(st, tb, a, b, base);
            if (r != MT_NOTIMPL) {
                return r;
            }
        }
    }
    if (base == MT_OP_MUL) {
        r = seq_repeat(st, a, b, op);
        if (r != MT_NOTIMPL) {
            return r;
        }
    }
    if (base == MT_OP_ADD && has_seq_concat(ta)) {
        // CPython's last resort is the left sequence's concatenation, which names the right type
        r = solid(ta)->binop(st, a, b, op);
        if (r != MT_NOTIMPL) {
            return r;
        }
        const char *seq = mt_isinst(a, &mt_type_str)                             ? "str"
                          : mt_isinst(a, &mt_type_tuple)                         ? "tuple"
                          : mt_isinst(a, &mt_type_list) && !(op & MT_OP_INPLACE) ? "list"
                                                                                 : NULL;
        if (seq) {
            return mt_raise(st, MT_EXC(TypeError), "can only concatenate %s (not \"%s\") to %s",
                            seq, mt_type_name(b), seq);
        }
    }
    if (base == MT_OP_POW && !(op & MT_OP_INPLACE)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "unsupported operand type(s) for ** or pow(): '%s' and '%s'", ta->name,
                        tb->name);
    }
    if (base == MT_OP_RSHIFT && MT_TYPE(a) == &mt_type_cfunc) {
        const mt_cfunc_obj *cf = (const mt_cfunc_obj *)a;
        if (strcmp(cf->m->name, "print") == 0) {
            return mt_raise(st, MT_EXC(TypeError),
                            "unsupported operand type(s) for >>: 'builtin_function_or_method' "
                            "and '%s'. Did you mean \"print(<message>, file=<output_stream>)\"?",
                            tb->name);
        }
    }
    return mt_raise(st, MT_EXC(TypeError), "unsupported operand type(s) for %s%s: '%s' and '%s'",
                    op_syms[base], (op & MT_OP_INPLACE) ? "=" : "", ta->name, tb->name);
}

mt_obj *
mt_unop(mt_state *st, mt_obj *a, int op)
{
    const mt_type *t = MT_TYPE(a);
    static const char *const syms[] = {"-", "+", "~"};
    if (t->flags & MT_TF_HEAP) {
        mt_obj *name = op == MT_UN_NEG   ? MT_NAME(__neg__)
                       : op == MT_UN_POS ? MT_NAME(__pos__)
                                         : MT_NAME(__invert__);
        int found;
        mt_obj *r = heap_call_dunder(st, a, name, 0, NULL, &found);
        if (found) {
            return r;
        }
        t = t->solid;
    }
    if (t->unop) {
        mt_obj *r = t->unop(st, a, op);
        if (r != MT_NOTIMPL) {
            return r;
        }
    }
    return mt_raise(st, MT_EXC(TypeError), "bad operand type for unary %s: '%s'", syms[op],
                    MT_TYPE(a)->name);
}

/* ---- Attributes ---- */

mt_obj **
mt_dictptr(mt_obj *o)
{
    if (MT_IS_SMALL(o)) {
        return NULL;
    }
    size_t off = o->type->dictoffset;
    if (!off) {
        return NULL;
    }
    if (o->type->flags & MT_TF_VARTAIL) {
        off += MT_TUPLE_N(o) * sizeof(mt_obj *); // a tuple subclass: after the items
    }
    return (mt_obj **)((char *)o + off);
}

static int
is_data_descr(mt_obj *o)
{
    if (MT_IS_SMALL(o)) {
        return 0;
    }
    const mt_type *t = o->type;
    if (t->flags & MT_TF_HEAP) {
        return mt_type_heap_dunder(t, MT_NAME(__set__)) != NULL ||
               mt_type_heap_dunder(t, MT_NAME(__delete__)) != NULL || t->solid->descr_set != NULL;
    }
    return t->descr_set != NULL;
}

static int
has_descr_get(mt_obj *o)
{
    if (MT_IS_SMALL(o)) {
        return 0;
    }
    const mt_type *t = o->type;
    if (t->flags & MT_TF_HEAP) {
        return mt_type_heap_dunder(t, MT_NAME(__get__)) != NULL || t->solid->descr_get != NULL;
    }
    return t->descr_get != NULL;
}

/* Call descriptor d's __get__ (heap or static). */
mt_obj *
mt_descr_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type)
{
    const mt_type *t = MT_TYPE(d);
    if (t->flags & MT_TF_HEAP) {
        mt_obj *g = mt_type_heap_dunder(t, MT_NAME(__get__));
        if (g) {
            mt_obj *argv[3] = {d, obj ? obj : MT_NONE, type ? type : MT_NONE};
            return mt_call(st, g, 3, argv, NULL);
        }
        t = t->solid;
    }
    if (t->descr_get) {
        return t->descr_get(st, d, obj, type);
    }
    MT_INCREF(d);
    return d;
}

static int
descr_set(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *v)
{
    const mt_type *t = MT_TYPE(d);
    if (t->flags & MT_TF_HEAP) {
        mt_obj *f = mt_type_heap_dunder(t, v ? MT_NAME(__set__) : MT_NAME(__delete__));
        if (f) {
            mt_obj *argv[3] = {d, obj, v};
            mt_obj *r = mt_call(st, f, v ? 3 : 2, argv, NULL);
            if (!r) {
                return -1;
            }
            MT_DECREF(r);
            return 0;
        }
        if (!t->solid->descr_set) {
            return mt_raisei(st, MT_EXC(AttributeError), "__%s__", v ? "set" : "delete");
        }
        t = t->solid;
    }
    return t->descr_set(st, d, obj, v);
}

// The attribute as object.__getattribute__ finds it. When it is not there at all and missing
// is given, *missing is set and NULL returned without an exception (a module's own
// __getattr__ answers here when hook is set).
static mt_obj *
generic_lookup(mt_state *st, mt_obj *o, mt_obj *name, int hook, int *missing)
{
    const mt_type *t = MT_TYPE(o);
    mt_attr a;
    mt_type_find(t, name, &a);
    if (a.kind == MT_ATTR_OBJ && is_data_descr(a.obj)) {
        return mt_descr_get(st, a.obj, o, (mt_obj *)t);
    }
    if (a.kind == MT_ATTR_GETSET) {
        return a.gs->get(st, o);
    }
    mt_obj **dp = mt_dictptr(o);
    if (dp && *dp) {
        // held: a key's __eq__ may set o.__dict__ to another dict, freeing this one
        mt_obj *d = *dp;
        MT_INCREF(d);
        mt_obj *v = mt_dict_get_borrow(st, d, name);
        MT_XINCREF(v);
        MT_DECREF(d);
        if (v) {
            return v;
        }
        if (st->exc) {
            return NULL;
        }
    }
    if (a.kind == MT_ATTR_OBJ && (MT_TYPE(a.obj)->flags & MT_TF_HEAP) && has_descr_get(a.obj)) {
        return mt_descr_get(st, a.obj, o, (mt_obj *)t);
    }
    if (a.kind != MT_ATTR_NONE) {
        return mt_attr_materialize(st, &a, o, t);
    }
    if (missing && t != &mt_type_module) {
        *missing = 1;
        return NULL;
    }
    if (t == &mt_type_module) {
        mt_module *m = (mt_module *)o;
        // a module's own __getattr__ answers the names it lacks (PEP 562)
        mt_obj *ga = hook && m->dict ? mt_dict_get_borrow(st, m->dict, MT_NAME(__getattr__)) : NULL;
        if (ga) {
            return mt_call1(st, ga, name);
        }
        if (st->exc) {
            return NULL;
        }
        return mt_raise(st, MT_EXC(AttributeError), "module '%U' has no attribute '%U'", m->name,
                        name);
    }
    return mt_raise(st, MT_EXC(AttributeError), "'%s' object has no attribute '%U'", t->name, name);
}

// object.__getattribute__, then (hook set) a script class's __getattr__ when the attribute is
// missing or reading it raised AttributeError (a property's getter too), as CPython's
// slot_tp_getattr_hook
static mt_obj *
generic_getattr(mt_state *st, mt_obj *o, mt_obj *name, int hook)
{
    const mt_type *t = MT_TYPE(o);
    int missing = 0;
    mt_obj *r = generic_lookup(st, o, name, hook, &missing);
    if (r || (!missing && !mt_exc_matches(st, MT_EXC(AttributeError)))) {
        return r;
    }
    mt_obj *ga =
        hook && (t->flags & MT_TF_HEAP) ? mt_type_heap_dunder(t, MT_NAME(__getattr__)) : NULL;
    if (ga) {
        if (!missing) {
            mt_exc_clear(st);
        }
        mt_obj *argv[2] = {o, name};
        return mt_call(st, ga, 2, argv, NULL);
    }
    if (missing) {
        return mt_raise(st, MT_EXC(AttributeError), "'%s' object has no attribute '%U'", t->name,
                        name);
    }
    return NULL;
}

mt_obj *
mt_generic_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    return generic_getattr(st, o, name, 1);
}

mt_obj *
mt_object_getattribute(mt_state *st, mt_obj *o, mt_obj *name)
{
    return generic_getattr(st, o, name, 0);
}

/* A script's __getattribute__, then its __getattr__ when that raised AttributeError. */
static mt_obj *
getattribute_hook(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *gab)
{
    mt_obj *argv[2] = {o, name};
    mt_obj *r = mt_call(st, gab, 2, argv, NULL);
    if (!r && mt_exc_matches(st, MT_EXC(AttributeError))) {
        mt_obj *ga = mt_type_heap_dunder(MT_TYPE(o), MT_NAME(__getattr__));
        if (ga) {
            mt_exc_clear(st);
            return mt_call(st, ga, 2, argv, NULL);
        }
    }
    return r;
}

static mt_obj *
getattr_noctx(mt_state *st, mt_obj *o, mt_obj *name)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        if (t->flags & MT_TF_GETATTRIBUTE) {
            mt_obj *gab = mt_type_heap_dunder(t, MT_NAME(__getattribute__));
            if (gab) {
                return getattribute_hook(st, o, name, gab);
            }
        }
        if (t->solid == &mt_type_type) {
            return mt_type_type.getattr(st, o, name);
        }
        return mt_generic_getattr(st, o, name);
    }
    if (t->getattr) {
        return t->getattr(st, o, name);
    }
    return mt_generic_getattr(st, o, name);
}

mt_obj *
mt_getattr(mt_state *st, mt_obj *o, mt_obj *name)
{
    mt_obj *r = getattr_noctx(st, o, name);
    if (!r) {
        mt_exc_attr_context(st, o, name);
    }
    return r;
}

mt_obj *
mt_getattr_s(mt_state *st, mt_obj *o, const char *name)
{
    mt_obj *n = mt_str_from_c(st, name);
    if (!n) {
        return NULL;
    }
    mt_obj *r = mt_getattr(st, o, n);
    MT_DECREF(n);
    return r;
}

mt_obj *
mt_getattr_opt(mt_state *st, mt_obj *o, mt_obj *name)
{
    mt_obj *r = getattr_noctx(st, o, name);
    if (!r && mt_exc_matches(st, MT_EXC(AttributeError))) {
        mt_exc_clear(st);
    }
    return r;
}

int
mt_generic_setattr(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *v)
{
    const mt_type *t = MT_TYPE(o);
    mt_attr a;
    mt_type_find(t, name, &a);
    if (a.kind == MT_ATTR_OBJ && is_data_descr(a.obj)) {
        return descr_set(st, a.obj, o, v);
    }
    if (a.kind == MT_ATTR_GETSET) {
        if (!a.gs->set) {
            if (t->flags & MT_TF_EXC || t == &mt_type_function) {
                return mt_raisei(st, MT_EXC(AttributeError),
                                 "attribute '%U' of '%s' objects is not writable", name, t->name);
            }
            return mt_raisei(st, MT_EXC(AttributeError),
                             "attribute '%U' of '%s' objects is not writable", name, t->name);
        }
        return a.gs->set(st, o, v);
    }
    mt_obj **dp = mt_dictptr(o);
    if (!dp) {
        if (a.kind == MT_ATTR_METHOD) {
            return mt_raisei(st, MT_EXC(AttributeError), "'%s' object attribute '%U' is read-only",
                             t->name, name);
        }
        return mt_raisei(st, MT_EXC(AttributeError), "'%s' object has no attribute '%U'", t->name,
                         name);
    }
    if (!*dp) {
        *dp = mt_dict_new(st);
        if (!*dp) {
            return -1;
        }
    }
    // held: a key's __eq__ may set o.__dict__ to another dict, freeing this one
    mt_obj *d = *dp;
    MT_INCREF(d);
    int r = v ? mt_dict_set(st, d, name, v) : mt_dict_del(st, d, name);
    MT_DECREF(d);
    if (!v && r == 0) {
        return mt_raisei(st, MT_EXC(AttributeError), "'%s' object has no attribute '%U'", t->name,
                         name);
    }
    return r < 0 ? -1 : 0;
}

int
mt_setattr(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *v)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        mt_obj *sa = mt_type_heap_dunder(t, v ? MT_NAME(__setattr__) : MT_NAME(__delattr__));
        if (sa) {
            mt_obj *argv[3] = {o, name, v};
            mt_obj *r = mt_call(st, sa, v ? 3 : 2, argv, NULL);
            if (!r) {
                return -1;
            }
            MT_DECREF(r);
            return 0;
        }
        if (t->solid == &mt_type_type || mt_issubtype(t, &mt_type_type)) {
            return mt_type_type.setattr(st, o, name, v);
        }
        return mt_generic_setattr(st, o, name, v);
    }
    if (t->setattr) {
        return t->setattr(st, o, name, v);
    }
    return mt_generic_setattr(st, o, name, v);
}

/* ---- Calls ---- */

int
mt_callable(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        return mt_type_heap_dunder(t, MT_NAME(__call__)) != NULL || t->solid->call != NULL;
    }
    return t->call != NULL;
}

mt_obj *
mt_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const mt_type *t = MT_TYPE(f);
    if (t == &mt_type_function) {
        return mt_func_call(st, f, n, args, kw);
    }
    if (t->flags & MT_TF_HEAP) {
        mt_obj *c = mt_type_heap_dunder(t, MT_NAME(__call__));
        if (c) {
            // __call__ may itself be an instance of a class with __call__ (even the very
            // object called): each level re-enters here in C with one more argument, so it
            // counts as a level of recursion, as CPython's call slot does.
            if (mt_recur_enter(st, " while calling a Python object") < 0) {
                return NULL;
            }
            size_t nk = kw ? MT_TUPLE_N(kw) : 0;
            mt_obj *small[8];
            mt_obj **argv = small;
            if (n + nk + 1 > 8) {
                argv = mt_mem(st, sizeof(mt_obj *) * (n + nk + 1));
                if (!argv) {
                    mt_recur_leave(st);
                    return NULL;
                }
            }
            argv[0] = f;
            if (n + nk) { // args may be NULL when there are none
                memcpy(argv + 1, args, sizeof(mt_obj *) * (n + nk));
            }
            mt_obj *r = mt_call(st, c, n + 1, argv, kw);
            if (argv != small) {
                cm_free(argv);
            }
            mt_recur_leave(st);
            return r;
        }
        t = t->solid;
    }
    if (t->call) {
        // C callables that call callables (partial(partial(...))) nest in C
        if (mt_stack_check(st) < 0) {
            return NULL;
        }
        return t->call(st, f, n, args, kw);
    }
    return mt_raise(st, MT_EXC(TypeError), "'%s' object is not callable", MT_TYPE(f)->name);
}

mt_obj *
mt_call0(mt_state *st, mt_obj *f)
{
    return mt_call(st, f, 0, NULL, NULL);
}

mt_obj *
mt_call1(mt_state *st, mt_obj *f, mt_obj *a)
{
    return mt_call(st, f, 1, &a, NULL);
}

mt_obj *
mt_alt_ctor_result(mt_state *st, mt_obj *cls, const mt_type *base, mt_obj *r)
{
    if (!r || cls == (mt_obj *)base || !mt_isinst(cls, &mt_type_type)) {
        return r;
    }
    mt_obj *s = mt_call1(st, cls, r);
    MT_DECREF(r);
    return s;
}

mt_obj *
mt_call2(mt_state *st, mt_obj *f, mt_obj *a, mt_obj *b)
{
    mt_obj *argv[2] = {a, b};
    return mt_call(st, f, 2, argv, NULL);
}

mt_obj *
mt_call_method(mt_state *st, mt_obj *o, mt_obj *name, size_t n, mt_obj *const *args)
{
    mt_obj *m = mt_getattr(st, o, name);
    if (!m) {
        return NULL;
    }
    mt_obj *r = mt_call(st, m, n, args, NULL);
    MT_DECREF(m);
    return r;
}

mt_obj *
mt_call_tuple_dict(mt_state *st, mt_obj *f, mt_obj *args, mt_obj *kwargs)
{
    size_t n = args ? MT_TUPLE_N(args) : 0;
    size_t nk = kwargs ? MT_DICT_LEN(kwargs) : 0;
    if (nk == 0) {
        return mt_call(st, f, n, n ? ((mt_tuple *)args)->items : NULL, NULL);
    }
    mt_obj **argv = mt_mem(st, sizeof(mt_obj *) * (n + nk));
    if (!argv) {
        return NULL;
    }
    mt_obj *names = mt_tuple_new(st, nk);
    if (!names) {
        cm_free(argv);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        argv[i] = MT_TUPLE_ITEM(args, i);
    }
    size_t pos = 0, k = 0;
    mt_obj *key, *val;
    while (mt_dict_next(kwargs, &pos, &key, &val)) {
        if (MT_TYPE(key) != &mt_type_str) {
            cm_free(argv);
            MT_DECREF(names);
            return mt_raise(st, MT_EXC(TypeError), "keywords must be strings");
        }
        MT_INCREF(key);
        MT_TUPLE_ITEM(names, k) = key;
        argv[n + k] = val;
        k++;
    }
    mt_obj *r = mt_call(st, f, n, argv, names);
    cm_free(argv);
    MT_DECREF(names);
    return r;
}

/* ---- Iteration and containers ---- */

/* mt_iter_self: see monty/obj.h. */
mt_obj *
mt_iter_self(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(o);
    return o;
}

mt_obj *
mt_iter(mt_state *st, mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        if (mt_type_heap_dunder(t, MT_NAME(__iter__)) == MT_NONE) {
            return mt_raise(st, MT_EXC(TypeError), "'%s' object is not iterable", t->name);
        }
        int found;
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__iter__), 0, NULL, &found);
        if (found) {
            if (r && !mt_callable(r) && MT_TYPE(r)->next == NULL &&
                !(MT_TYPE(r)->flags & MT_TF_HEAP &&
                  mt_type_heap_dunder(MT_TYPE(r), MT_NAME(__next__)))) {
                mt_raise(st, MT_EXC(TypeError), "iter() returned non-iterator of type '%s'",
                         mt_type_name(r));
                MT_DECREF(r);
                return NULL;
            }
            return r;
        }
        // an inherited C iterator wins over a script __getitem__ (CPython's tp_iter)
        if (!t->solid->iter && mt_type_heap_dunder(t, MT_NAME(__getitem__))) {
            return mt_seqiter_new(st, o);
        }
        t = t->solid;
    }
    if (t->iter) {
        return t->iter(st, o);
    }
    if (t->getitem && t != &mt_type_dict && t != &mt_type_type) {
        return mt_seqiter_new(st, o);
    }
    return mt_raise(st, MT_EXC(TypeError), "'%s' object is not iterable", MT_TYPE(o)->name);
}

// The next item of it, NULL at its end (no exception) or on an error. keep: a StopIteration
// raised under a builtin iterator's next (a map's or filter's function raising it) stays
// pending, for next() and yield from, which hand on its value; every other consumer ends the
// iteration there, as CPython's PyIter_Next does.
static mt_obj *
next_item(mt_state *st, mt_obj *it, int keep)
{
    // every C loop consuming an iterator goes through here: the deadline binds in them
    if (mt_tick(st) < 0) {
        return NULL;
    }
    const mt_type *t = MT_TYPE(it);
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, it, MT_NAME(__next__), 0, NULL, &found);
        if (found) {
            if (!r && mt_exc_matches(st, MT_EXC(StopIteration))) {
                mt_exc_clear(st);
            }
            return r;
        }
        t = t->solid;
    }
    if (t->next) {
        // iterators over iterators (map(f, map(f, ...))) nest in C
        if (mt_stack_check(st) < 0) {
            return NULL;
        }
        mt_obj *r = t->next(st, it);
        if (!r && !keep && st->exc && mt_exc_matches(st, MT_EXC(StopIteration))) {
            mt_exc_clear(st);
        }
        return r;
    }
    return mt_raise(st, MT_EXC(TypeError), "'%s' object is not an iterator", MT_TYPE(it)->name);
}

mt_obj *
mt_next(mt_state *st, mt_obj *it)
{
    return next_item(st, it, 0);
}

mt_obj *
mt_next_keep(mt_state *st, mt_obj *it)
{
    return next_item(st, it, 1);
}

mt_obj *
mt_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__getitem__), 1, &key, &found);
        if (found) {
            return r;
        }
        t = t->solid;
    }
    if (t->getitem) {
        return t->getitem(st, o, key);
    }
    if (mt_isinst(o, &mt_type_type)) {
        mt_obj *cg = mt_getattr_opt(st, o, MT_NAME(__class_getitem__));
        if (cg) {
            mt_obj *r = mt_call1(st, cg, key);
            MT_DECREF(cg);
            return r;
        }
        if (st->exc) {
            return NULL;
        }
        if (o == (mt_obj *)&mt_type_tuple || o == (mt_obj *)&mt_type_set ||
            o == (mt_obj *)&mt_type_frozenset || o == (mt_obj *)&mt_type_type) {
            mt_obj *argv[2] = {o, key}; // tuple[int, ...]: a types.GenericAlias
            return mt_call(st, (mt_obj *)&mt_type_genericalias, 2, argv, NULL);
        }
        return mt_raise(st, MT_EXC(TypeError), "type '%s' is not subscriptable",
                        ((const mt_type *)o)->name);
    }
    return mt_raise(st, MT_EXC(TypeError), "'%s' object is not subscriptable", MT_TYPE(o)->name);
}

int
mt_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *argv[2] = {key, v};
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__setitem__), 2, argv, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            MT_DECREF(r);
            return 0;
        }
        t = t->solid;
    }
    if (t->setitem) {
        return t->setitem(st, o, key, v);
    }
    return mt_raisei(st, MT_EXC(TypeError), "'%s' object does not support item assignment",
                     MT_TYPE(o)->name);
}

int
mt_delitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__delitem__), 1, &key, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            MT_DECREF(r);
            return 0;
        }
        t = t->solid;
    }
    if (t->setitem) {
        return t->setitem(st, o, key, NULL);
    }
    // CPython's two texts: an index on a type with sequence methods (every class, and the
    // builtins with a length, membership or subscript) fails in PySequence_DelItem
    const mt_type *ot = MT_TYPE(o);
    int seq = (ot->flags & MT_TF_HEAP) || t->len || t->contains || t->getitem;
    return mt_raisei(st, MT_EXC(TypeError),
                     seq && mt_has_index(key) ? "'%s' object doesn't support item deletion"
                                              : "'%s' object does not support item deletion",
                     ot->name);
}

ssize_t
mt_len(mt_state *st, mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        int found;
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__len__), 0, NULL, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            if (!mt_int_check(r)) {
                mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                         mt_type_name(r));
                MT_DECREF(r);
                return -1;
            }
            int64_t v = 0;
            int rc = mt_int_as_i64(st, r, &v);
            MT_DECREF(r);
            if (rc < 0) {
                return -1;
            }
            if (v < 0) {
                mt_raise(st, MT_EXC(ValueError), "__len__() should return >= 0");
                return -1;
            }
            return (ssize_t)v;
        }
        t = t->solid;
    }
    if (t->len) {
        return t->len(st, o);
    }
    mt_raise(st, MT_EXC(TypeError), "object of type '%s' has no len()", MT_TYPE(o)->name);
    return -1;
}

int
mt_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        if (mt_type_heap_dunder(t, MT_NAME(__contains__)) == MT_NONE) {
            return mt_raisei(st, MT_EXC(TypeError), "'%s' object is not a container", t->name);
        }
        int found;
        mt_obj *r = heap_call_dunder(st, o, MT_NAME(__contains__), 1, &v, &found);
        if (found) {
            if (!r) {
                return -1;
            }
            int b = mt_truth(st, r);
            MT_DECREF(r);
            return b;
        }
        if (!mt_type_heap_dunder(t, MT_NAME(__iter__)) &&
            !mt_type_heap_dunder(t, MT_NAME(__getitem__))) {
            t = t->solid;
        } else {
            t = NULL;
        }
    }
    if (t && t->contains) {
        return t->contains(st, o, v);
    }
    if (t && !t->iter && !t->getitem && !(MT_TYPE(o)->flags & MT_TF_HEAP)) {
        return mt_raisei(st, MT_EXC(TypeError), "argument of type '%s' is not iterable",
                         MT_TYPE(o)->name);
    }
    mt_obj *it = mt_iter(st, o);
    if (!it) {
        if (mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            return mt_raisei(st, MT_EXC(TypeError), "argument of type '%s' is not iterable",
                             MT_TYPE(o)->name);
        }
        return -1;
    }
    for (;;) {
        mt_obj *x = mt_next(st, it);
        if (!x) {
            MT_DECREF(it);
            return st->exc ? -1 : 0;
        }
        int eq = mt_eq(st, x, v);
        MT_DECREF(x);
        if (eq != 0) {
            MT_DECREF(it);
            return eq;
        }
    }
}

mt_obj *
mt_index_int(mt_state *st, mt_obj *o)
{
    if (MT_IS_SMALL(o) || MT_TYPE(o) == &mt_type_int) {
        MT_INCREF(o);
        return o;
    }
    if (mt_int_check(o)) {
        return mt_int_binop(st, o, MT_FROM_SMALL(0), MT_OP_ADD); // a bool or subclass: plain int
    }
    int found;
    mt_obj *r = heap_call_dunder(st, o, MT_NAME(__index__), 0, NULL, &found);
    if (found) {
        r = mt_int_result(st, r, "__index__");
        if (r && !MT_IS_SMALL(r) && MT_TYPE(r) != &mt_type_int) {
            MT_SETREF(r, mt_int_binop(st, r, MT_FROM_SMALL(0), MT_OP_ADD));
        }
        return r;
    }
    return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                    mt_type_name(o));
}

int
mt_has_index(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    return mt_int_check(o) ||
           ((t->flags & MT_TF_HEAP) && mt_type_heap_dunder(t, MT_NAME(__index__)) != NULL);
}

// o's index as an int64: 0; 1 when it does not fit (nothing raised; *neg set for a
// negative one); -1 with an exception from mt_index_int.
static int
index_fit(mt_state *st, mt_obj *o, int64_t *out, int *neg)
{
    if (MT_IS_SMALL(o)) {
        *out = MT_SMALL_VAL(o);
        return 0;
    }
    mt_obj *r = mt_index_int(st, o);
    if (!r) {
        return -1;
    }
    int rc = 0;
    if (mt_int_as_i64(st, r, out) < 0) {
        mt_exc_clear(st); // r is an int, so its only error is not fitting
        *neg = mt_int_sign(r) < 0;
        rc = 1;
    }
    MT_DECREF(r);
    return rc;
}

int
mt_index_ssize(mt_state *st, mt_obj *o, const mt_type *exc, int64_t *out)
{
    int neg = 0, rc = index_fit(st, o, out, &neg);
    if (rc == 1 && exc) {
        return mt_raisei(st, exc, "cannot fit '%s' into an index-sized integer", mt_type_name(o));
    }
    if (rc == 1) {
        *out = neg ? -MT_INDEX_CLAMP : MT_INDEX_CLAMP;
        return 0;
    }
    return rc;
}

int
mt_index(mt_state *st, mt_obj *o, int64_t *out)
{
    int neg = 0, rc = index_fit(st, o, out, &neg);
    if (rc == 1) {
        return mt_raisei(st, MT_EXC(OverflowError), "Python int too large to convert to C ssize_t");
    }
    return rc;
}

mt_obj *
mt_int_result(mt_state *st, mt_obj *r, const char *dunder)
{
    if (!r || mt_int_check(r)) {
        return r;
    }
    mt_raise(st, MT_EXC(TypeError), "%s returned non-int (type %s)", dunder, mt_type_name(r));
    MT_DECREF(r);
    return NULL;
}

mt_obj *
mt_list_from_iter(mt_state *st, mt_obj *iterable)
{
    mt_obj *l = mt_list_new(st, 0);
    if (!l) {
        return NULL;
    }
    if (mt_list_extend(st, l, iterable) < 0) {
        MT_DECREF(l);
        return NULL;
    }
    return l;
}

mt_obj *
mt_tuple_from_iter(mt_state *st, mt_obj *iterable)
{
    if (MT_TYPE(iterable) == &mt_type_tuple) {
        MT_INCREF(iterable);
        return iterable;
    }
    mt_obj *l = mt_list_from_iter(st, iterable);
    if (!l) {
        return NULL;
    }
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)l)->items, MT_LIST_N(l));
    MT_DECREF(l);
    return t;
}

/* ---- Argument parsing ---- */

int
mt_no_kw(mt_state *st, const char *fname, mt_obj *kw)
{
    if (kw && MT_TUPLE_N(kw) > 0) {
        return mt_raisei(st, MT_EXC(TypeError), "%s() takes no keyword arguments", fname);
    }
    return 0;
}

// The parameter keyword name gives (nspec: none; a positional-only parameter, required
// == 2, takes no keyword)
static size_t
kw_index(mt_obj *name, const mt_argspec *specs, size_t nspec)
{
    size_t i;
    for (i = 0; i < nspec; i++) {
        if (specs[i].required != 2 && mt_str_eq_c(name, specs[i].name)) {
            break;
        }
    }
    return i;
}

// The first keyword of kw that names no parameter, or NULL
static mt_obj *
unknown_keyword(mt_obj *kw, const mt_argspec *specs, size_t nspec)
{
    for (size_t k = 0; kw && k < MT_TUPLE_N(kw); k++) {
        if (kw_index(MT_TUPLE_ITEM(kw, k), specs, nspec) == nspec) {
            return MT_TUPLE_ITEM(kw, k);
        }
    }
    return NULL;
}

// A Python function's "takes N positional arguments but M were given" (CPython 3.11's
// ceval wording). A qualified fname (Random.randint, Path.read_text) names a method, whose
// counts include self, as CPython's do.
static int
py_too_many(mt_state *st, const char *fname, size_t n, const mt_argspec *specs, size_t npos)
{
    size_t self = strchr(fname, '.') ? 1 : 0;
    size_t req = self;
    for (size_t i = 0; i < npos; i++) {
        req += specs[i].required ? 1 : 0;
    }
    size_t most = npos + self;
    size_t given = n + self;
    const char *verb = given == 1 ? "was" : "were";
    if (req == most) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "%s() takes %zu positional argument%s but %zu %s given", fname, most,
                         most == 1 ? "" : "s", given, verb);
    }
    return mt_raisei(st, MT_EXC(TypeError),
                     "%s() takes from %zu to %zu positional arguments but %zu %s given", fname, req,
                     most, given, verb);
}

// A Python function's missing arguments, positional ones first (i < npos), then the
// keyword-only ones: "f() missing 2 required positional arguments: 'a' and 'b'". 0 when
// none is missing.
static int
py_missing(mt_state *st, const char *fname, const mt_argspec *specs, size_t nspec, size_t npos,
           mt_obj **out)
{
    for (int kwonly = 0; kwonly < 2; kwonly++) {
        size_t from = kwonly ? npos : 0;
        size_t to = kwonly ? nspec : npos;
        size_t k = 0;
        for (size_t i = from; i < to; i++) {
            k += specs[i].required && !out[i] ? 1 : 0;
        }
        if (k == 0) {
            continue;
        }
        cm_buf names;
        mt_buf_init(st, &names);
        size_t j = 0;
        for (size_t i = from; i < to; i++) {
            if (specs[i].required && !out[i]) {
                mt_buf_add_name(&names, j++, k, specs[i].name);
            }
        }
        if (mt_buf_check(st, &names) < 0) {
            return -1;
        }
        int r = mt_raisei(st, MT_EXC(TypeError), "%s() missing %zu required %s argument%s: %s",
                          fname, k, kwonly ? "keyword-only" : "positional", k == 1 ? "" : "s",
                          cm_buf_str(&names));
        cm_buf_free(&names);
        return r;
    }
    return 0;
}

static int
args_parse(mt_state *st, const char *fname, size_t n, mt_obj *const *args, mt_obj *kw,
           const mt_argspec *specs, size_t npos, mt_obj **out, int py_wording)
{
    size_t nspec = 0, minposonly = 0;
    while (specs[nspec].name) {
        out[nspec] = NULL;
        minposonly += specs[nspec].required == 2 ? 1 : 0;
        nspec++;
    }
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    // CPython 3.11's getargs and Argument Clinic (_PyArg_UnpackKeywords) check, in order: the
    // count of all arguments, the positional ones, the required ones, a name given twice, an
    // unknown keyword
    if (!py_wording && n + nk > nspec) {
        return mt_raisei(st, MT_EXC(TypeError), "%s() takes at most %zu %sargument%s (%zu given)",
                         fname, nspec, n == 0 ? "keyword " : "", nspec == 1 ? "" : "s", n + nk);
    }
    if (n > npos && py_wording) {
        return py_too_many(st, fname, n, specs, npos);
    }
    if (n > npos) {
        if (npos < nspec) { // keyword-only parameters follow
            if (npos == 0) {
                return mt_raisei(st, MT_EXC(TypeError), "%s() takes no positional arguments",
                                 fname);
            }
            return mt_raisei(st, MT_EXC(TypeError),
                             "%s() takes at most %zu positional argument%s (%zu given)", fname,
                             npos, npos == 1 ? "" : "s", n);
        }
        size_t req = 0;
        for (size_t i = 0; i < npos; i++) {
            req += specs[i].required ? 1 : 0;
        }
        if (req == npos) {
            return mt_raisei(st, MT_EXC(TypeError), "%s() takes exactly %zu argument%s (%zu given)",
                             fname, npos, npos == 1 ? "" : "s", n);
        }
        return mt_raisei(st, MT_EXC(TypeError), "%s() takes at most %zu argument%s (%zu given)",
                         fname, npos, npos == 1 ? "" : "s", n);
    }
    if (n < minposonly && !py_wording) {
        return mt_raisei(
            st, MT_EXC(TypeError), "%s() takes %s %zu positional argument%s (%zu given)", fname,
            minposonly < npos ? "at least" : "exactly", minposonly, minposonly == 1 ? "" : "s", n);
    }
    for (size_t i = 0; i < n; i++) {
        out[i] = args[i];
    }
    if (py_wording) { // a Python function: each keyword in its order, then the missing ones
        mt_obj *bad = unknown_keyword(kw, specs, nspec);
        if (bad) {
            return mt_raisei(st, MT_EXC(TypeError), "%s() got an unexpected keyword argument '%U'",
                             fname, bad);
        }
    }
    int twice = -1; // the first parameter given by position and by name
    for (size_t k = 0; k < nk; k++) {
        size_t i = kw_index(MT_TUPLE_ITEM(kw, k), specs, nspec);
        if (i == nspec) {
            continue; // reported after the missing ones
        }
        if (out[i]) {
            twice = twice < 0 ? (int)i : twice;
        } else {
            out[i] = args[n + k];
        }
    }
    if (py_wording && twice >= 0) {
        return mt_raisei(st, MT_EXC(TypeError), "%s() got multiple values for argument '%s'", fname,
                         specs[twice].name);
    }
    if (py_wording) {
        return py_missing(st, fname, specs, nspec, npos, out);
    }
    for (size_t i = 0; i < nspec; i++) {
        if (specs[i].required && !out[i]) {
            if (i < npos) {
                return mt_raisei(st, MT_EXC(TypeError),
                                 "%s() missing required argument '%s' (pos %zu)", fname,
                                 specs[i].name, i + 1);
            }
            return mt_raisei(st, MT_EXC(TypeError), "%s() missing required argument '%s'", fname,
                             specs[i].name);
        }
    }
    if (twice >= 0) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "argument for %s() given by name ('%s') and position (%d)", fname,
                         specs[twice].name, twice + 1);
    }
    mt_obj *bad = unknown_keyword(kw, specs, nspec);
    if (bad) {
        // CPython 3.11's getargs wording (3.12 says "got an unexpected keyword argument")
        return mt_raisei(st, MT_EXC(TypeError), "'%U' is an invalid keyword argument for %s()", bad,
                         fname);
    }
    return 0;
}

int
mt_args_parse(mt_state *st, const char *fname, size_t n, mt_obj *const *args, mt_obj *kw,
              const mt_argspec *specs, size_t npos, mt_obj **out)
{
    return args_parse(st, fname, n, args, kw, specs, npos, out, 0);
}

int
mt_args_parse_py(mt_state *st, const char *fname, size_t n, mt_obj *const *args, mt_obj *kw,
                 const mt_argspec *specs, size_t npos, mt_obj **out)
{
    return args_parse(st, fname, n, args, kw, specs, npos, out, 1);
}

/* ---- Output ---- */

int
mt_write_out(mt_state *st, int fd, const char *s, size_t n)
{
    if (!st->host.write_out) {
        return 0;
    }
    errno = 0;
    if (st->host.write_out(st->host.ctx, fd, s, n) < 0) {
        // a closed pipe gives BrokenPipeError, as in CPython
        mt_raise_errno(st, errno != 0 ? errno : EIO, NULL);
        return -1;
    }
    return 0;
}

/* mt_cmp_from3: see monty/obj.h. */
mt_obj *
mt_cmp_from3(int c, int op)
{
    switch (op) {
    case MT_CMP_LT:
        return MT_BOOL(c < 0);
    case MT_CMP_LE:
        return MT_BOOL(c <= 0);
    case MT_CMP_EQ:
        return MT_BOOL(c == 0);
    case MT_CMP_NE:
        return MT_BOOL(c != 0);
    case MT_CMP_GT:
        return MT_BOOL(c > 0);
    default:
        return MT_BOOL(c >= 0);
    }
}

/* mt_memcmp3: see monty/obj.h. */
int
mt_memcmp3(const char *a, size_t na, const char *b, size_t nb)
{
    size_t m = na < nb ? na : nb;
    int c = m ? memcmp(a, b, m) : 0;
    if (c == 0) {
        c = na < nb ? -1 : na > nb;
    }
    return c;
}

/* mt_memfind: see monty/obj.h. */
// The last occurrence of n in h by memmem on reversed copies; -1 when there is none (or
// when the copies cannot be made, which the callers' sizes make rare: then the slow
// scan's answer is still right, so fall back to it).
static ptrdiff_t
memfind_reversed(const char *h, size_t hl, const char *n, size_t nl)
{
    // windows that end at hl and double leftwards, each reversed and searched by memmem: a
    // call costs a multiple of the distance from hl back to its match, so that a caller
    // searching again left of each match (rsplit, rfind loops) stays linear (one copy of
    // the whole remaining text per call made rsplit quadratic)
    char *rn = cm_alloc(nl);
    ptrdiff_t at = -1;
    if (rn) {
        for (size_t i = 0; i < nl; i++) {
            rn[i] = n[nl - 1 - i];
        }
        size_t w = nl > SIZE_MAX / 8 ? hl : nl * 4 + 256;
        for (;;) {
            size_t len = w < hl ? w : hl; // the window h[hl - len .. hl)
            char *rh = cm_alloc(len);
            if (!rh) {
                break; // the scan below answers
            }
            const char *end = h + hl;
            for (size_t i = 0; i < len; i++) {
                rh[i] = end[-1 - (ptrdiff_t)i];
            }
            const char *p = memmem(rh, len, rn, nl);
            size_t q = p ? (size_t)(p - rh) : 0; // the match's offset in the reversed window
            cm_free(rh);
            if (p) {
                cm_free(rn);
                return (ptrdiff_t)(hl - q - nl);
            }
            if (len == hl) {
                cm_free(rn);
                return -1;
            }
            w = w > SIZE_MAX / 2 ? hl : w * 2;
        }
        cm_free(rn);
    }
    for (size_t i = hl - nl + 1; i-- > 0;) {
        if (memcmp(h + i, n, nl) == 0) {
            at = (ptrdiff_t)i;
            break;
        }
    }
    return at;
}

ptrdiff_t
mt_memfind(const char *h, size_t hl, const char *n, size_t nl, int right)
{
    if (nl > hl) {
        return -1;
    }
    if (nl == 0) {
        return right ? (ptrdiff_t)hl : 0;
    }
    if (!right) {
        // n's first byte by memchr and a compare at each candidate: glibc's memmem sets up
        // its two-way search on every call, which costs more than a short haystack's whole
        // scan. Once the compares pass a few times the bytes passed over (a needle that
        // almost matches everywhere), memmem finishes the search: a call costs a multiple
        // of the distance to its match, so that callers that search again from each match
        // (split, replace, count) stay linear.
        size_t at = 0, work = 0;
        while (hl - at >= nl) {
            const char *p = memchr(h + at, (unsigned char)n[0], hl - at - nl + 1);
            if (!p) {
                return -1;
            }
            if (memcmp(p + 1, n + 1, nl - 1) == 0) {
                return p - h;
            }
            at = (size_t)(p - h) + 1;
            work += nl;
            if (work > 4 * at + 256) {
                p = memmem(h + at, hl - at, n, nl);
                return p ? p - h : -1;
            }
        }
        return -1;
    }
    // the last candidate start is hl - nl: look for n's first byte leftwards from there.
    // Each candidate compares up to nl bytes; once those comparisons pass a few times the
    // haystack (a long needle that almost matches everywhere), the rest is searched as
    // memmem on reversed copies, which is linear.
    size_t lim = hl - nl + 1;
    size_t work = 0;
    while (lim > 0) {
        const char *p = memrchr(h, (unsigned char)n[0], lim);
        if (!p) {
            break;
        }
        if (memcmp(p + 1, n + 1, nl - 1) == 0) {
            return p - h;
        }
        lim = (size_t)(p - h);
        work += nl;
        // as the forward scan: the work so far against the distance covered (hl - nl + 1 -
        // lim), so that a call costs a multiple of the distance to its match
        if (work > 4 * (hl - nl + 1 - lim) + 8192 && lim > 0) {
            return memfind_reversed(h, lim + nl - 1, n, nl);
        }
    }
    return -1;
}

/* mt_memcount: see monty/obj.h. */
size_t
mt_memcount(const char *h, size_t hl, const char *n, size_t nl)
{
    if (nl == 0) {
        return hl + 1;
    }
    size_t c = 0, i = 0;
    if (nl == 1) {
        // one byte: eight at a time, each byte of x zero where h has it, and bit 7 of z
        // set exactly there (no carry crosses a byte)
        const uint64_t ones = 0x0101010101010101ull, low7 = 0x7f7f7f7f7f7f7f7full;
        uint64_t pat = ones * (unsigned char)n[0];
        for (; i + 8 <= hl; i += 8) {
            uint64_t w;
            memcpy(&w, h + i, 8);
            uint64_t x = w ^ pat;
            uint64_t z = ~(((x & low7) + low7) | x | low7);
            c += (size_t)(((z >> 7) * ones) >> 56);
        }
        for (; i < hl; i++) {
            c += h[i] == n[0];
        }
        return c;
    }
    while (hl - i >= nl) {
        ptrdiff_t k = mt_memfind(h + i, hl - i, n, nl, 0);
        if (k < 0) {
            break;
        }
        c++;
        i += (size_t)k + nl;
    }
    return c;
}
