/* The virtual machine: code and function objects, argument binding, the computed-goto
 * evaluation loop with inline caches, generators and imports. */
#include "config.h"

#include "monty/vm.h"
#include "monty/vmcall.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"

#define STACK_SLOTS ((size_t)1 << 19)

// For the cache fills and slow paths run_frame calls: inlined into its one large function
// they left too few registers for ip and sp, and every instruction paid for it.
#define VM_NOINLINE __attribute__((noinline))

/* ---- argument binding ---- */

// A failed call names the function by its __qualname__ (CPython 3.10+), which may differ
// from its code's (dataclasses and decorators set it).
static int
missing_args(mt_state *st, mt_code *co, mt_obj *qn, mt_obj **fast, int from, int to, int kwonly,
             mt_obj *defaults_check)
{
    (void)defaults_check;
    int cnt = 0;
    for (int i = from; i < to; i++) {
        if (!fast[i]) {
            cnt++;
        }
    }
    if (!cnt) {
        return 0;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    size_t k = 0;
    for (int i = from; i < to; i++) {
        if (!fast[i]) {
            mt_buf_add_name(&b, k++, (size_t)cnt, mt_str_data(co->localnames[i]));
        }
    }
    mt_raise(st, MT_EXC(TypeError), "%U() missing %d required %s argument%s: %s", qn, cnt,
             kwonly ? "keyword-only" : "positional", cnt == 1 ? "" : "s", cm_buf_str(&b));
    cm_buf_free(&b);
    return -1;
}

/* Fill fast[0..nlocals) from a vector call. */

/* CPython's TypeError for keywords that name positional-only parameters (when the function
   has no **kwargs): every such parameter the call names, in the parameters' order. 0 when
   the call names none. */
static int
posonly_as_keyword(mt_state *st, const mt_code *co, mt_obj *qn, mt_obj *kw, size_t nk)
{
    cm_buf names;
    mt_buf_init(st, &names);
    for (int j = 0; j < co->posonly; j++) {
        for (size_t k = 0; k < nk; k++) {
            if (mt_str_eq(co->localnames[j], MT_TUPLE_ITEM(kw, k))) {
                if (names.len) {
                    (void)!cm_buf_adds(&names, ", ");
                }
                (void)!cm_buf_add(&names, mt_str_data(co->localnames[j]),
                                  mt_str_len(co->localnames[j]));
                break;
            }
        }
    }
    if (mt_buf_check(st, &names) < 0) {
        return -1;
    }
    if (!names.len) {
        cm_buf_free(&names);
        return 0;
    }
    mt_raise(st, MT_EXC(TypeError),
             "%U() got some positional-only arguments passed as keyword arguments: '%s'", qn,
             cm_buf_str(&names));
    cm_buf_free(&names);
    return -1;
}

// TypeError for n positionals past func's argcount (no *args), counting the keyword-only
// parameters the keywords already bound, as CPython's too_many_positional does.
static int
too_many_positional(mt_state *st, mt_func *func, mt_obj *const *fast, size_t n)
{
    mt_code *co = func->code;
    mt_obj *qn = func->qualname;
    int argcount = co->argcount;
    int ndef = func->defaults ? (int)MT_TUPLE_N(func->defaults) : 0;
    int kwgiven = 0;
    for (int j = argcount; j < argcount + co->kwonly; j++) {
        kwgiven += fast[j] != NULL;
    }
    char extra[96] = "";
    if (kwgiven) {
        snprintf(extra, sizeof extra, " positional argument%s (and %d keyword-only argument%s)",
                 n == 1 ? "" : "s", kwgiven, kwgiven == 1 ? "" : "s");
    }
    if (ndef) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "%U() takes from %d to %d positional arguments but %zu%s %s given", qn,
                         argcount - ndef, argcount, n, extra, n == 1 && !kwgiven ? "was" : "were");
    }
    return mt_raisei(st, MT_EXC(TypeError),
                     "%U() takes %d positional argument%s but %zu%s %s given", qn, argcount,
                     argcount == 1 ? "" : "s", n, extra, n == 1 && !kwgiven ? "was" : "were");
}

int
mt_vm_bind_args(mt_state *st, mt_func *func, mt_obj **fast, size_t n, mt_obj *const *args,
                mt_obj *kw)
{
    mt_code *co = func->code;
    mt_obj *qn = func->qualname;
    int argcount = co->argcount, kwonly = co->kwonly;
    int total = argcount + kwonly;
    int va = (co->flags & MT_CO_VARARGS) ? total : -1;
    int vk = (co->flags & MT_CO_VARKW) ? total + (va >= 0 ? 1 : 0) : -1;
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    size_t npos = n < (size_t)argcount ? n : (size_t)argcount;
    for (size_t i = 0; i < npos; i++) {
        MT_INCREF(args[i]);
        fast[i] = args[i];
    }
    // too many positionals is reported after the keywords bind, as CPython does: a bad
    // keyword is the error named first
    int too_many = n > (size_t)argcount && va < 0;
    if (n > (size_t)argcount && !too_many) {
        mt_obj *t = mt_tuple_from_array(st, args + argcount, n - (size_t)argcount);
        if (!t) {
            return -1;
        }
        fast[va] = t;
    } else if (va >= 0) {
        fast[va] = MT_EMPTY_TUPLE;
    }
    if (vk >= 0) {
        fast[vk] = mt_dict_new(st);
        if (!fast[vk]) {
            return -1;
        }
    }
    for (size_t k = 0; k < nk; k++) {
        mt_obj *name = MT_TUPLE_ITEM(kw, k);
        mt_obj *val = args[n + k];
        int idx = -1;
        for (int j = co->posonly; j < total; j++) {
            if (co->localnames[j] == name) {
                idx = j;
                break;
            }
        }
        if (idx < 0) {
            for (int j = co->posonly; j < total; j++) {
                if (mt_str_eq(co->localnames[j], name)) {
                    idx = j;
                    break;
                }
            }
        }
        if (idx >= 0) {
            if (fast[idx]) {
                return mt_raisei(st, MT_EXC(TypeError),
                                 "%U() got multiple values for argument '%U'", qn, name);
            }
            MT_INCREF(val);
            fast[idx] = val;
            continue;
        }
        if (vk >= 0) {
            if (mt_dict_set(st, fast[vk], name, val) < 0) {
                return -1;
            }
            continue;
        }
        if (posonly_as_keyword(st, co, qn, kw, nk) < 0) {
            return -1;
        }
        return mt_raisei(st, MT_EXC(TypeError), "%U() got an unexpected keyword argument '%U'", qn,
                         name);
    }
    if (too_many) {
        return too_many_positional(st, func, fast, n);
    }
    if (npos < (size_t)argcount) {
        int ndef = func->defaults ? (int)MT_TUPLE_N(func->defaults) : 0;
        int first_def = argcount - ndef;
        for (int i = (int)npos; i < argcount; i++) {
            if (!fast[i] && i >= first_def) {
                mt_obj *d = MT_TUPLE_ITEM(func->defaults, i - first_def);
                MT_INCREF(d);
                fast[i] = d;
            }
        }
        if (missing_args(st, co, qn, fast, 0, argcount, 0, NULL) < 0) {
            return -1;
        }
    }
    if (kwonly) {
        for (int i = argcount; i < total; i++) {
            if (!fast[i] && func->kwdefaults) {
                mt_obj *d = mt_dict_lookup_str(func->kwdefaults, co->localnames[i]);
                if (d) {
                    MT_INCREF(d);
                    fast[i] = d;
                }
            }
        }
        if (missing_args(st, co, qn, fast, argcount, total, 1, NULL) < 0) {
            return -1;
        }
    }
    return 0;
}

int
mt_vm_init_cells(mt_state *st, mt_func *func, mt_obj **fast)
{
    mt_code *co = func->code;
    for (int i = 0; i < co->ncells; i++) {
        int a = co->cell2arg[i];
        mt_obj *c = mt_cell_new(st, a >= 0 ? fast[a] : NULL);
        if (!c) {
            return -1;
        }
        fast[co->nlocals + i] = c;
    }
    for (int i = 0; i < co->nfree; i++) {
        mt_obj *c = MT_TUPLE_ITEM(func->closure, i);
        MT_INCREF(c);
        fast[co->nlocals + co->ncells + i] = c;
    }
    return 0;
}

static int
ensure_stack(mt_state *st)
{
    if (st->stack) {
        return 0;
    }
    // not zeroed: every frame sets its fast slots and pushes before it pops; zeroing 4 MiB
    // was most of a one-line script's run time
    st->stack = cm_alloc(STACK_SLOTS * sizeof(mt_obj *));
    if (!st->stack) {
        mt_nomem(st);
        return -1;
    }
    st->stack_size = STACK_SLOTS;
    st->stack_top = st->stack;
    return 0;
}

mt_obj *
mt_func_call(mt_state *st, mt_obj *fo, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_func *func = (mt_func *)fo;
    mt_code *co = func->code;
    if (co->flags & (MT_CO_GENERATOR | MT_CO_COROUTINE)) {
        return mt_gen_new(st, func, n, args, kw);
    }
    if (mt_vm_enter_call(st) < 0) {
        return NULL;
    }
    if (CM_UNLIKELY(!st->stack) && ensure_stack(st) < 0) {
        st->depth--;
        return NULL;
    }
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize;
    mt_obj **base = st->stack_top;
    if (base + need > st->stack + st->stack_size) {
        st->depth--;
        return mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    st->stack_top = base + need;
    mt_obj *r = NULL;
    // fast path: exact positional arguments
    if (!kw && n == (size_t)co->argcount && !(co->flags & (MT_CO_VARARGS | MT_CO_VARKW)) &&
        co->kwonly == 0) {
        for (size_t i = 0; i < n; i++) {
            MT_INCREF(args[i]);
            base[i] = args[i];
        }
        for (size_t i = n; i < nfast; i++) {
            base[i] = NULL;
        }
    } else {
        for (size_t i = 0; i < nfast; i++) {
            base[i] = NULL;
        }
        if (mt_vm_bind_args(st, func, base, n, args, kw) < 0) {
            goto done;
        }
    }
    if ((co->ncells || co->nfree) && mt_vm_init_cells(st, func, base) < 0) {
        goto done;
    }
    {
        mt_frame f;
        f.code = co;
        f.func = func;
        f.globals = func->globals;
        f.locals = NULL;
        f.fast = base;
        f.stack = base + nfast;
        f.sp = f.stack;
        f.ip = 0;
        f.nblocks = 0;
        f.heap = 0;
        f.yielded = 0;
        f.gen = NULL;
        f.errline = 0;
        r = mt_vm_run_frame(st, &f, 0);
    }
done:
    for (size_t i = 0; i < nfast; i++) {
        MT_XDECREF(base[i]);
    }
    st->stack_top = base;
    st->depth--;
    return r;
}

// A name in a class body's or exec's namespace (new ref, or NULL: unbound, with an error
// pending only when the lookup raised). A dict subclass (a metaclass's __prepare__) is asked
// through its own __getitem__ (and so __missing__), as CPython's LOAD_NAME does; KeyError
// means unbound.
static mt_obj *
locals_get(mt_state *st, mt_obj *locals, mt_obj *name)
{
    if (MT_TYPE(locals) == &mt_type_dict) {
        mt_obj *v = mt_dict_get_borrow(st, locals, name);
        MT_XINCREF(v);
        return v;
    }
    mt_obj *v = mt_getitem(st, locals, name);
    if (!v && mt_exc_matches(st, MT_EXC(KeyError))) {
        mt_exc_clear(st);
    }
    return v;
}

mt_obj *
mt_vm_call_classbody(mt_state *st, mt_obj *fo, mt_obj *ns)
{
    mt_func *func = (mt_func *)fo;
    mt_code *co = func->code;
    if (mt_vm_enter_call(st) < 0) {
        return NULL;
    }
    if (!st->stack && ensure_stack(st) < 0) {
        st->depth--;
        return NULL;
    }
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize;
    mt_obj **base = st->stack_top;
    if (base + need > st->stack + st->stack_size) {
        st->depth--;
        return mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    st->stack_top = base + need;
    for (size_t i = 0; i < nfast; i++) {
        base[i] = NULL;
    }
    mt_obj *r = NULL;
    if (mt_vm_init_cells(st, func, base) == 0) {
        mt_frame f;
        memset(&f, 0, sizeof f);
        f.code = co;
        f.func = func;
        f.globals = func->globals;
        f.locals = ns;
        f.fast = base;
        f.stack = base + nfast;
        f.sp = f.stack;
        r = mt_vm_run_frame(st, &f, 0);
    }
    for (size_t i = 0; i < nfast; i++) {
        MT_XDECREF(base[i]);
    }
    st->stack_top = base;
    st->depth--;
    return r;
}

mt_obj *
mt_vm_run_code(mt_state *st, mt_code *co, mt_obj *globals, mt_obj *locals)
{
    if (mt_vm_enter_call(st) < 0) {
        return NULL;
    }
    if (!st->stack && ensure_stack(st) < 0) {
        st->depth--;
        return NULL;
    }
    size_t nfast = (size_t)(co->nlocals + co->ncells + co->nfree);
    size_t need = nfast + (size_t)co->stacksize;
    mt_obj **base = st->stack_top;
    if (base + need > st->stack + st->stack_size) {
        st->depth--;
        return mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
    }
    st->stack_top = base + need;
    for (size_t i = 0; i < nfast; i++) {
        base[i] = NULL;
    }
    mt_frame f;
    memset(&f, 0, sizeof f);
    f.code = co;
    f.globals = globals;
    f.locals = locals && locals != globals ? locals : NULL;
    f.fast = base;
    f.stack = base + nfast;
    f.sp = f.stack;
    mt_obj *r = mt_vm_run_frame(st, &f, 0);
    for (size_t i = 0; i < nfast; i++) {
        MT_XDECREF(base[i]);
    }
    st->stack_top = base;
    st->depth--;
    return r;
}

/* ---- imports ---- */

mt_obj *
mt_import(mt_state *st, mt_obj *name)
{
    if (!st->modules) {
        st->modules = mt_dict_new(st);
        if (!st->modules) {
            return NULL;
        }
    }
    mt_obj *m = mt_dict_get_borrow(st, st->modules, name);
    if (m) {
        MT_INCREF(m);
        return m;
    }
    if (st->exc) {
        return NULL;
    }
    const mt_module_def *def = mt_module_find(mt_str_data(name));
    if (!def) {
        mt_obj *e = mt_str_printf(st, "No module named %R", name);
        if (!e) {
            return NULL;
        }
        mt_obj *exc = mt_exc_new(st, MT_EXC(ModuleNotFoundError), NULL);
        if (exc) {
            mt_obj *args = mt_tuple_pack(st, 1, e);
            if (args) {
                MT_SETREF(((mt_exc *)exc)->args, args);
                mt_dict_set_str(st,
                                ((mt_exc *)exc)->dict ? ((mt_exc *)exc)->dict
                                                      : (((mt_exc *)exc)->dict = mt_dict_new(st)),
                                "name", name);
            }
            mt_raise_obj(st, exc);
            MT_DECREF(exc);
        }
        MT_DECREF(e);
        return NULL;
    }
    m = mt_module_new(st, def->name);
    if (!m) {
        return NULL;
    }
    mt_module *mod = (mt_module *)m;
    for (const mt_method *me = def->methods; me && me->name; me++) {
        mt_obj *f = mt_obj_new_cfunc(st, me, NULL, NULL);
        if (f) {
            ((mt_cfunc_obj *)f)->modname = def->name;
        }
        if (!f || mt_dict_set_str(st, mod->dict, me->name, f) < 0) {
            MT_XDECREF(f);
            MT_DECREF(m);
            return NULL;
        }
        MT_DECREF(f);
    }
    // register before init so init may import others (cycles see a partial module)
    if (mt_dict_set(st, st->modules, name, m) < 0) {
        MT_DECREF(m);
        return NULL;
    }
    if (def->init && def->init(st, m) < 0) {
        (void)mt_dict_del(st, st->modules, name);
        MT_DECREF(m);
        return NULL;
    }
    return m;
}

static mt_obj *
import_name(mt_state *st, mt_obj *name, mt_obj *fromlist)
{
    const char *s = mt_str_data(name);
    const char *dot = strchr(s, '.');
    mt_obj *m = mt_import(st, name);
    if (!m) {
        return NULL;
    }
    if (dot && fromlist == MT_NONE) {
        mt_obj *top = mt_str_new(st, s, (size_t)(dot - s));
        if (!top) {
            MT_DECREF(m);
            return NULL;
        }
        mt_obj *t = mt_import(st, top);
        MT_DECREF(top);
        MT_DECREF(m);
        return t;
    }
    return m;
}

/* ---- helpers for the loop ---- */

// "module.qualname()" (or "qualname()" for builtins) naming the callee of a failed call,
// the way CPython's call errors name it; NULL with no exception if it has no name.
static mt_obj *
func_str(mt_state *st, mt_obj *fn)
{
    mt_obj *q = mt_getattr_opt(st, fn, MT_NAME(__qualname__));
    if (!q || MT_TYPE(q) != &mt_type_str) {
        MT_XDECREF(q);
        mt_exc_clear(st);
        return NULL;
    }
    mt_obj *m = mt_getattr_opt(st, fn, MT_NAME(__module__));
    mt_exc_clear(st);
    mt_obj *r;
    if (m && MT_TYPE(m) == &mt_type_str && !mt_str_eq_c(m, "builtins")) {
        r = mt_str_printf(st, "%U.%U()", m, q);
    } else {
        r = mt_str_printf(st, "%U()", q);
    }
    MT_XDECREF(m);
    MT_DECREF(q);
    mt_exc_clear(st);
    return r;
}

// Raise TypeError "<callee> <msg>" (or "<msg>" when fn has no name), msg printf-style.
static void
call_error(mt_state *st, mt_obj *fn, const char *fmt, mt_obj *a)
{
    mt_obj *msg = mt_str_printf(st, fmt, a);
    if (!msg) {
        return;
    }
    mt_obj *who = func_str(st, fn);
    if (who) {
        mt_raise(st, MT_EXC(TypeError), "%U %U", who, msg);
        MT_DECREF(who);
    } else {
        mt_raise(st, MT_EXC(TypeError), "%U", msg);
    }
    MT_DECREF(msg);
}

// f(**m) for a mapping m that is not a dict: d gets m's items; keys must be new strings.
static int
merge_mapping(mt_state *st, mt_obj *d, mt_obj *m, mt_obj *fn)
{
    mt_obj *keys = mt_call_method(st, m, MT_NAME(keys), 0, NULL);
    mt_obj *it = keys ? mt_iter(st, keys) : NULL;
    MT_XDECREF(keys);
    if (!it) {
        return -1;
    }
    int rc = 0;
    mt_obj *k;
    while (rc == 0 && (k = mt_next(st, it)) != NULL) {
        if (!mt_isinst(k, &mt_type_str)) {
            mt_raise(st, MT_EXC(TypeError), "keywords must be strings");
            rc = -1;
        } else if (mt_dict_get_borrow(st, d, k)) {
            call_error(st, fn, "got multiple values for keyword argument '%U'", k);
            rc = -1;
        } else {
            mt_obj *v = mt_getitem(st, m, k);
            rc = v ? mt_dict_set(st, d, k, v) : -1;
            MT_XDECREF(v);
        }
        MT_DECREF(k);
    }
    MT_DECREF(it);
    return rc < 0 || st->exc ? -1 : 0;
}

static mt_obj *
format_value(mt_state *st, mt_obj *v, int conv, mt_obj *spec)
{
    mt_obj *c = NULL;
    if (MT_IS_SMALL(v) && conv <= 1 && (!spec || mt_str_len(spec) == 0)) {
        return mt_str_from_i64(st, MT_SMALL_VAL(v)); // f"{i}" and f"{i!s}" of an int
    }
    switch (conv) {
    case 1:
        c = mt_tostr(st, v);
        break;
    case 2:
        c = mt_repr(st, v);
        break;
    case 3:
        c = mt_ascii(st, v);
        break;
    default:
        MT_INCREF(v);
        c = v;
        break;
    }
    if (!c) {
        return NULL;
    }
    if (MT_TYPE(c) == &mt_type_str && (!spec || mt_str_len(spec) == 0)) {
        return c;
    }
    mt_obj *r = mt_format(st, c, spec ? spec : (mt_obj *)&mt_name___format__);
    MT_DECREF(c);
    return r;
}

static int
unpack(mt_state *st, mt_obj *seq, int before, int after, int star, mt_obj **out)
{
    // out receives items in reverse order (last first) as the stack wants
    mt_obj *const *items;
    size_t n;
    mt_obj *tmp = NULL;
    const mt_type *t = MT_TYPE(seq);
    if (t == &mt_type_tuple) {
        items = ((mt_tuple *)seq)->items;
        n = MT_TUPLE_N(seq);
    } else if (t == &mt_type_list) {
        items = ((mt_list *)seq)->items;
        n = MT_LIST_N(seq);
    } else {
        mt_obj *it = mt_iter(st, seq);
        if (!it) {
            // CPython rewords the error only for a type with neither __iter__ nor __getitem__
            if (mt_exc_matches(st, MT_EXC(TypeError)) &&
                (!(t->flags & MT_TF_HEAP) ||
                 (!mt_type_heap_dunder(t, MT_NAME(__iter__)) &&
                  !mt_type_heap_dunder(t, MT_NAME(__getitem__)) &&
                  !(t->solid && (t->solid->getitem || t->solid->iter))))) {
                mt_exc_clear(st);
                return mt_raisei(st, MT_EXC(TypeError), "cannot unpack non-iterable %s object",
                                 t->name);
            }
            return -1;
        }
        tmp = mt_list_new(st, 0);
        if (!tmp) {
            MT_DECREF(it);
            return -1;
        }
        size_t limit = star ? (size_t)-1 : (size_t)before + 1;
        while (MT_LIST_N(tmp) < limit) {
            mt_obj *x = mt_next(st, it);
            if (!x) {
                break;
            }
            if (mt_list_append_take(st, tmp, x) < 0) {
                break;
            }
        }
        MT_DECREF(it);
        if (st->exc) {
            MT_DECREF(tmp);
            return -1;
        }
        items = ((mt_list *)tmp)->items;
        n = MT_LIST_N(tmp);
    }
    if (!star) {
        if (n != (size_t)before) {
            MT_XDECREF(tmp);
            if (n < (size_t)before) {
                return mt_raisei(st, MT_EXC(ValueError),
                                 "not enough values to unpack (expected %d, got %zu)", before, n);
            }
            return mt_raisei(st, MT_EXC(ValueError), "too many values to unpack (expected %d)",
                             before);
        }
        for (size_t i = 0; i < n; i++) {
            MT_INCREF(items[i]);
            out[n - 1 - i] = items[i];
        }
        MT_XDECREF(tmp);
        return 0;
    }
    if (n < (size_t)(before + after)) {
        MT_XDECREF(tmp);
        return mt_raisei(st, MT_EXC(ValueError),
                         "not enough values to unpack (expected at least %d, got %zu)",
                         before + after, n);
    }
    int total = before + 1 + after;
    int k = total - 1;
    for (int i = 0; i < before; i++) {
        MT_INCREF(items[i]);
        out[k--] = items[i];
    }
    mt_obj *mid = mt_list_new(st, 0);
    if (!mid) {
        for (int i = total - 1; i > k; i--) {
            MT_DECREF(out[i]);
        }
        MT_XDECREF(tmp);
        return -1;
    }
    for (size_t i = (size_t)before; i < n - (size_t)after; i++) {
        (void)mt_list_append(st, mid, items[i]);
    }
    out[k--] = mid;
    for (size_t i = n - (size_t)after; i < n; i++) {
        MT_INCREF(items[i]);
        out[k--] = items[i];
    }
    MT_XDECREF(tmp);
    return 0;
}

// Is type (a class or a tuple of classes) one an except clause may name? star: except*,
// which may not name an exception group. 0, or -1 with CPython's TypeError.
static int
exc_type_valid(mt_state *st, mt_obj *type, int star)
{
    // a tuple is one level only, each item checked before any match (CPython); recursing
    // into a nested tuple would also let a deep one overflow the C stack
    size_t n = MT_TYPE(type) == &mt_type_tuple ? MT_TUPLE_N(type) : 1;
    mt_obj *const *items = MT_TYPE(type) == &mt_type_tuple ? &MT_TUPLE_ITEM(type, 0) : &type;
    for (size_t i = 0; i < n; i++) {
        if (!mt_isinst(items[i], &mt_type_type) ||
            !mt_issubtype((const mt_type *)items[i], MT_EXC(BaseException))) {
            return mt_raisei(
                st, MT_EXC(TypeError),
                "catching classes that do not inherit from BaseException is not allowed");
        }
    }
    for (size_t i = 0; star && i < n; i++) {
        if (mt_issubtype((const mt_type *)items[i], MT_EXC(BaseExceptionGroup))) {
            return mt_raisei(
                st, MT_EXC(TypeError),
                "catching ExceptionGroup with except* is not allowed. Use except instead.");
        }
    }
    return 0;
}

static int
exc_match(mt_state *st, mt_obj *exc, mt_obj *type)
{
    if (exc_type_valid(st, type, 0) < 0) {
        return -1;
    }
    size_t n = MT_TYPE(type) == &mt_type_tuple ? MT_TUPLE_N(type) : 1;
    mt_obj *const *items = MT_TYPE(type) == &mt_type_tuple ? &MT_TUPLE_ITEM(type, 0) : &type;
    for (size_t i = 0; i < n; i++) {
        if (mt_isinst(exc, (const mt_type *)items[i])) {
            return 1;
        }
    }
    return 0;
}

static mt_obj *
do_raise(mt_state *st, mt_obj *exc, mt_obj *cause)
{
    mt_obj *e;
    if (mt_isinst(exc, &mt_type_type) &&
        mt_issubtype((const mt_type *)exc, MT_EXC(BaseException))) {
        e = mt_call0(st, exc);
        if (!e) {
            return NULL;
        }
        if (!mt_isinst(e, MT_EXC(BaseException))) {
            mt_raise(st, MT_EXC(TypeError),
                     "calling %R should have returned an instance of BaseException, not %R", exc,
                     (mt_obj *)MT_TYPE(e));
            MT_DECREF(e);
            return NULL;
        }
    } else if (mt_isinst(exc, MT_EXC(BaseException))) {
        MT_INCREF(exc);
        e = exc;
    } else {
        return mt_raise(st, MT_EXC(TypeError), "exceptions must derive from BaseException");
    }
    if (cause) {
        mt_obj *c;
        if (cause == MT_NONE) {
            c = NULL;
        } else if (mt_isinst(cause, &mt_type_type) &&
                   mt_issubtype((const mt_type *)cause, MT_EXC(BaseException))) {
            c = mt_call0(st, cause);
            if (!c) {
                MT_DECREF(e);
                return NULL;
            }
            if (!mt_isinst(c, MT_EXC(BaseException))) {
                // CPython 3.11 would store it; the cause chain holds exceptions only here
                mt_raise(st, MT_EXC(TypeError),
                         "calling %R should have returned an instance of BaseException, not %R",
                         cause, (mt_obj *)MT_TYPE(c));
                MT_DECREF(c);
                MT_DECREF(e);
                return NULL;
            }
        } else if (mt_isinst(cause, MT_EXC(BaseException))) {
            MT_INCREF(cause);
            c = cause;
        } else {
            MT_DECREF(e);
            return mt_raise(st, MT_EXC(TypeError),
                            "exception causes must derive from BaseException");
        }
        MT_SETREF(((mt_exc *)e)->cause, c);
        ((mt_exc *)e)->suppress_context = 1;
    }
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

static mt_obj *
match_class(mt_state *st, mt_obj *subj, mt_obj *cls, size_t npos, mt_obj *names)
{
    if (!mt_isinst(cls, &mt_type_type)) {
        // 3.11's words (3.12 says "must be a class")
        return mt_raise(st, MT_EXC(TypeError), "called match pattern must be a type");
    }
    const mt_type *t = (const mt_type *)cls;
    if (!mt_isinst(subj, t)) {
        return MT_NONE;
    }
    size_t nk = MT_TUPLE_N(names);
    mt_obj *res = mt_tuple_new(st, npos + nk);
    if (!res) {
        return NULL;
    }
    for (size_t i = 0; i < npos + nk; i++) {
        MT_TUPLE_ITEM(res, i) = NULL;
    }
    mt_obj *seen = NULL;
    if (npos) {
        const mt_type *s = (t->flags & MT_TF_HEAP) ? t->solid : t;
        int self_match = !(t->flags & MT_TF_HEAP) &&
                         (s == &mt_type_bool || s == &mt_type_bytearray || s == &mt_type_bytes ||
                          s == &mt_type_dict || s == &mt_type_float || s == &mt_type_frozenset ||
                          s == &mt_type_int || s == &mt_type_list || s == &mt_type_set ||
                          s == &mt_type_str || s == &mt_type_tuple);
        mt_obj *ma = mt_getattr_opt(st, cls, MT_NAME(__match_args__));
        if (!ma && st->exc) {
            goto fail;
        }
        if (!ma && self_match) {
            if (npos > 1) {
                mt_raise(st, MT_EXC(TypeError), "%s() accepts 1 positional sub-pattern (%zu given)",
                         t->name, npos);
                goto fail;
            }
            MT_INCREF(subj);
            MT_TUPLE_ITEM(res, 0) = subj;
        } else {
            if (!ma || MT_TYPE(ma) != &mt_type_tuple) {
                if (ma && MT_TYPE(ma) != &mt_type_tuple) {
                    mt_raise(st, MT_EXC(TypeError), "%s.__match_args__ must be a tuple (got %s)",
                             t->name, mt_type_name(ma));
                    MT_DECREF(ma);
                    goto fail;
                }
                mt_raise(st, MT_EXC(TypeError),
                         "%s() accepts 0 positional sub-patterns (%zu given)", t->name, npos);
                goto fail;
            }
            if (MT_TUPLE_N(ma) < npos) {
                mt_raise(st, MT_EXC(TypeError),
                         "%s() accepts %zu positional sub-pattern%s (%zu given)", t->name,
                         MT_TUPLE_N(ma), MT_TUPLE_N(ma) == 1 ? "" : "s", npos);
                MT_DECREF(ma);
                goto fail;
            }
            for (size_t i = 0; i < npos; i++) {
                mt_obj *nm = MT_TUPLE_ITEM(ma, i);
                // each a str, none twice (CPython's order: before reading the attribute)
                if (!mt_isinst(nm, &mt_type_str)) {
                    mt_raise(st, MT_EXC(TypeError),
                             "__match_args__ elements must be strings (got %s)", mt_type_name(nm));
                    MT_DECREF(ma);
                    goto fail;
                }
                for (size_t j = 0; j < i; j++) {
                    if (mt_str_eq(MT_TUPLE_ITEM(ma, j), nm)) {
                        mt_raise(st, MT_EXC(TypeError),
                                 "%s() got multiple sub-patterns for attribute %R", t->name, nm);
                        MT_DECREF(ma);
                        goto fail;
                    }
                }
                mt_obj *v = mt_getattr_opt(st, subj, nm);
                if (!v) {
                    MT_DECREF(ma);
                    if (st->exc) {
                        goto fail;
                    }
                    goto nomatch;
                }
                MT_TUPLE_ITEM(res, i) = v;
            }
            seen = ma;
        }
    }
    for (size_t i = 0; i < nk; i++) {
        mt_obj *nm = MT_TUPLE_ITEM(names, i);
        if (seen) {
            for (size_t j = 0; j < npos; j++) {
                if (mt_str_eq(MT_TUPLE_ITEM(seen, j), nm)) {
                    mt_raise(st, MT_EXC(TypeError),
                             "%s() got multiple sub-patterns for attribute %R", t->name, nm);
                    MT_DECREF(seen);
                    goto fail;
                }
            }
        }
        mt_obj *v = mt_getattr_opt(st, subj, nm);
        if (!v) {
            MT_XDECREF(seen);
            if (st->exc) {
                goto fail;
            }
            goto nomatch;
        }
        MT_TUPLE_ITEM(res, npos + i) = v;
    }
    MT_XDECREF(seen);
    return res;
nomatch:
    for (size_t i = 0; i < npos + nk; i++) {
        if (!MT_TUPLE_ITEM(res, i)) {
            MT_TUPLE_ITEM(res, i) = MT_NONE;
        }
    }
    MT_DECREF(res);
    return MT_NONE;
fail:
    for (size_t i = 0; i < npos + nk; i++) {
        if (!MT_TUPLE_ITEM(res, i)) {
            MT_TUPLE_ITEM(res, i) = MT_NONE;
        }
    }
    MT_DECREF(res);
    return NULL;
}

static int
is_mapping(mt_obj *o)
{
    if (mt_isinst(o, &mt_type_dict)) {
        return 1;
    }
    const mt_type *t = MT_TYPE(o);
    return (t->flags & MT_TF_HEAP) && mt_type_heap_dunder(t, MT_NAME(__getitem__)) &&
           mt_type_heap_dunder(t, MT_NAME(keys));
}

static int
is_sequence(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        t = t->solid;
    }
    return t == &mt_type_list || t == &mt_type_tuple || t == &mt_type_range ||
           (t != &mt_type_str && t != &mt_type_bytes && t != &mt_type_bytearray && t->getitem &&
            t->len && t != &mt_type_dict && !mt_issubtype(t, &mt_type_dict));
}

// Raise a new KeyboardInterrupt: fatal 1 (the embedder's abort) or interrupted (Ctrl-C).
// Returns -1.
static int
raise_interrupt(mt_state *st, int fatal, int interrupted)
{
    mt_obj *e = mt_exc_new(st, MT_EXC(KeyboardInterrupt), NULL);
    if (e) {
        ((mt_exc *)e)->fatal = fatal;
        ((mt_exc *)e)->interrupted = interrupted;
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return -1;
}

int
mt_deadline_check(mt_state *st)
{
    int bits = atomic_load(&st->interrupt);
    if (bits & MT_INTR_ABORT) {
        // kept set: a C caller that swallows the exception meets it again at its next check
        return raise_interrupt(st, 1, 0);
    }
    if (bits & MT_INTR_KEYBOARD) {
        // Ctrl-C: one ordinary KeyboardInterrupt, which the script may catch (CPython)
        atomic_fetch_and(&st->interrupt, ~MT_INTR_KEYBOARD);
        return raise_interrupt(st, 0, 1);
    }
    if (CM_UNLIKELY(cm_alloc_refused())) {
        // a request was refused for the heap budget, maybe in a C path that went on
        // without it, or a library's block took the count past it (GMP)
        (void)mt_out_of_budget(st);
        return -1;
    }
    if (st->deadline > 0 && st->host.clock) {
        double now = st->host.clock(st->host.ctx, MONTY_CLOCK_MONOTONIC);
        if (now > st->deadline) {
            mt_obj *e = mt_exc_new_msg(st, MT_EXC(TimeoutError), "the script ran out of time");
            if (e) {
                ((mt_exc *)e)->fatal = 2;
                mt_raise_obj(st, e);
                MT_DECREF(e);
            }
            return -1;
        }
    }
    return 0;
}

/* ---- the evaluation loop ---- */

#define PUSH(v)  (*sp++ = (v))
#define POP()    (*--sp)
#define TOP()    (sp[-1])
#define SECOND() (sp[-2])
#define THIRD()  (sp[-3])
#define PEEK(n)  (sp[-(ptrdiff_t)(n)])

// The key version a LOAD_GLOBAL cache keeps for globals dict g. A dict's kver counts its
// key changes from 0, so a dict freed and another made at its address could show the same
// version to a cache that outlived the first (a code object run again with exec) and read
// its entries past their end. The first cache to key on g gives it a serial of this
// interpreter's in the high 32 bits, so no two dicts a cache has seen share a version.
static inline uint64_t
dict_cache_version(mt_state *st, mt_dict *g)
{
    if (!(g->kver >> 32)) {
        g->kver |= ++st->dict_serial << 32;
    }
    return g->kver;
}

// BINARY_OP's and COMPARE_OP's float fast paths: a and b are each a float or a small int,
// and not both small ints.
static inline int
float_operands(const mt_obj *a, const mt_obj *b)
{
    int fa = !MT_IS_SMALL(a) && a->type == &mt_type_float;
    int fb = !MT_IS_SMALL(b) && b->type == &mt_type_float;
    return (fa && (fb || MT_IS_SMALL(b))) || (fb && MT_IS_SMALL(a));
}

// Does a double hold o's value exactly (a float, or a small int of at most 53 bits)?
static inline int
float_exact(const mt_obj *o)
{
    if (!MT_IS_SMALL(o)) {
        return 1;
    }
    int64_t v = MT_SMALL_VAL(o);
    return v >= -((int64_t)1 << 53) && v <= ((int64_t)1 << 53);
}

// COMPARE_OP of a and b when they are floats, or a float and an int a double holds
// exactly, compare as C compares them, as CPython does (a NaN unequal to everything).
// MT_TRUE or MT_FALSE, or NULL (no exception) when an int is too large for that.
VM_NOINLINE static mt_obj *
float_compare(const mt_obj *a, const mt_obj *b, int op)
{
    if (!float_operands(a, b) || !float_exact(a) || !float_exact(b)) {
        return NULL;
    }
    double x = MT_IS_SMALL(a) ? (double)MT_SMALL_VAL(a) : ((const mt_float *)a)->v;
    double y = MT_IS_SMALL(b) ? (double)MT_SMALL_VAL(b) : ((const mt_float *)b)->v;
    int c = op == MT_CMP_LT   ? x < y
            : op == MT_CMP_LE ? x <= y
            : op == MT_CMP_EQ ? x == y
            : op == MT_CMP_NE ? x != y
            : op == MT_CMP_GT ? x > y
                              : x >= y;
    return MT_BOOL(c);
}

// Record what LOAD_ATTR or STORE_ATTR found for type t in c: two types per instruction, so
// that a method run on instances of a class and of its subclass (Particle.step reached
// from Bouncy through super()) keeps hitting. Both entries belong to one type epoch; a
// third type replaces the second.
static void
icache_attr_fill(mt_icache *c, mt_state *st, const mt_type *t, mt_attr_kind kind)
{
    if (c->ver == st->type_epoch && c->key) {
        c->key2 = t;
        c->kind2 = kind;
        return;
    }
    c->ver = st->type_epoch;
    c->key = t;
    c->kind = kind;
    c->key2 = NULL;
}

// icache_dict_entry's miss: the lookup (which calls no Python code), recording the entry
// it finds and its key object in c. NULL when d has no such key.
VM_NOINLINE static mt_dict_entry *
icache_dict_find(mt_icache *c, mt_dict *d, mt_obj *name)
{
    int64_t ix = mt_dict_lookup_str_index((mt_obj *)d, name);
    if (ix < 0) {
        return NULL;
    }
    mt_obj *k = d->entries[ix].key;
    MT_INCREF(k);
    MT_SETREF(c->val, k);
    c->hint = (size_t)ix;
    return &d->entries[ix];
}

// The entry of instance dict d that holds name, through LOAD_ATTR's cache c: the entry at
// c->hint when it still holds the very key object found there last (c->val, owned by the
// cache, so that no other string can come to its address), else a lookup. Instances of one
// class mostly get their attributes in one order, so one index serves them all.
static inline mt_dict_entry *
icache_dict_entry(mt_icache *c, mt_dict *d, mt_obj *name)
{
    size_t h = c->hint;
    if (CM_LIKELY(c->val && h < d->nentries && d->entries[h].key == c->val)) {
        return &d->entries[h];
    }
    return icache_dict_find(c, d, name);
}

// After STORE_ATTR set name in instance dict d the slow way, point its cache c at the entry:
// the last one when the store added the key (as an __init__ does for every instance), else
// wherever a lookup finds it. The callbacks a set may run (a non-str key's __eq__) can have
// changed d since, so the entry is looked up, never assumed.
VM_NOINLINE static void
icache_dict_stored(mt_icache *c, mt_dict *d, mt_obj *name)
{
    size_t last = d->nentries - 1;
    if (d->nentries && d->entries[last].key == name) {
        if (c->val != name) {
            MT_INCREF(name);
            MT_SETREF(c->val, name);
        }
        c->hint = last;
        return;
    }
    (void)icache_dict_entry(c, d, name);
}

// What CALL of class t may skip (the class's call, its __new__, a bound __init__): c->val is
// t's __init__ when it is a Python function and t an ordinary class with nothing else to run
// at instance creation (no __new__ of a script class, object as its solid base, not
// abstract), else NULL. Borrowed, as mt_type_heap_dunder's cache is: any change to a class
// attribute and every new class bump the epoch, so while it holds, t (alive on the caller's
// stack) still holds the function.
VM_NOINLINE static void
icache_init_fill(mt_icache *c, mt_state *st, const mt_type *t)
{
    c->key = t;
    c->ver = st->type_epoch;
    c->val = NULL;
    mt_obj *init = mt_type_heap_dunder(t, MT_NAME(__init__));
    if (init && MT_TYPE(init) == &mt_type_function && t->solid == &mt_type_object &&
        !(t->flags & (MT_TF_ABSTRACT | MT_TF_EXC)) && !mt_type_heap_dunder(t, MT_NAME(__new__)) &&
        !mt_dict_get_str_borrow(t->dict, "__abstractmethods__")) {
        c->val = init;
    }
}

// CALL of a class that icache_init_fill approved, with its arguments at args[0..n) and the
// class at args[-1]: a new instance, and init called on it in place, the instance standing
// in the class's stack slot for the call (so that no argument vector is built), as
// mt_type_call would call it.
VM_NOINLINE static mt_obj *
call_class_init(mt_state *st, mt_obj **args, size_t n, mt_obj *init)
{
    mt_obj *cls = args[-1];
    const mt_type *t = (const mt_type *)cls;
    mt_obj *self = mt_alloc(st, t, t->basicsize);
    if (!self) {
        return NULL;
    }
    MT_INCREF(init); // the class may drop it while it runs
    args[-1] = self;
    mt_obj *r = mt_func_call(st, init, n + 1, args - 1, NULL);
    args[-1] = cls;
    MT_DECREF(init);
    return mt_type_init_result(st, self, r);
}

// Record what LOAD_METHOD found on script class t for name in c, as icache_attr_fill does:
// two classes per instruction (p.step() over a list of a class and its subclass), both of
// one type epoch, each with the Python function the class holds for name (owned: c->val
// for c->key, c->val2 for c->key2) or NULL for anything else (the generic lookup). A
// static type's entry (kind MT_ATTR_METHOD, its m where val2 would be) is replaced.
// Returns the function for t, borrowed from c.
VM_NOINLINE static mt_obj *
icache_method_fill(mt_icache *c, mt_state *st, const mt_type *t, mt_obj *name)
{
    mt_attr a;
    mt_type_find(t, name, &a);
    mt_obj *fn = a.kind == MT_ATTR_OBJ && MT_TYPE(a.obj) == &mt_type_function ? a.obj : NULL;
    MT_XINCREF(fn);
    if (c->kind == MT_ATTR_METHOD) {
        c->key = NULL;
        c->val2 = NULL; // was m
    }
    if (c->ver == st->type_epoch && c->key && c->key != t) {
        c->key2 = t;
        MT_SETREF(c->val2, fn);
        c->kind2 = fn ? MT_ATTR_OBJ : MT_ATTR_NONE;
        return fn;
    }
    c->ver = st->type_epoch;
    c->key = t;
    c->kind = fn ? MT_ATTR_OBJ : MT_ATTR_NONE;
    MT_SETREF(c->val, fn);
    c->key2 = NULL;
    MT_CLEAR(c->val2);
    return fn;
}

// Does co get inline caches? A class body runs once per class statement, and a library
// module's body once per import: their caches would be zeroed for one use, so they run
// without (LOAD_GLOBAL through icache_scratch, the attribute caches on their generic path).
static int
code_wants_cache(const mt_code *co)
{
    return !(co->flags & MT_CO_CLASSBODY) &&
           (co->flags & (MT_CO_MODULE | MT_CO_FROZEN)) != (MT_CO_MODULE | MT_CO_FROZEN);
}

// The cache entry a LOAD_GLOBAL of code without caches fills and reads once: emptied, so it
// misses; its val is only ever borrowed.
static mt_icache *
icache_scratch(mt_state *st)
{
    st->icache_scratch.key = NULL;
    return &st->icache_scratch;
}

// Give co its inline caches, zeroed: at its first run, so that code that never runs (most
// of a library module's functions) costs no cache. A frozen module's code object is shared
// by every interpreter: its caches are this interpreter's entry of st->fz_cache. The caches,
// or NULL with MemoryError raised.
static mt_icache *
code_make_cache(mt_state *st, mt_code *co)
{
    if (co->flags & MT_CO_FROZEN) {
        return mt_frozen_cache_make(st, co);
    }
    co->cache = cm_calloc(co->ncode + 1, sizeof(mt_icache));
    if (!co->cache) {
        mt_nomem(st);
    }
    return co->cache;
}

mt_obj *
mt_vm_run_frame(mt_state *st, mt_frame *f, int throwing)
{
    static const void *const labels[MT_OPC__COUNT] = {
#define MT_OPC_LABEL(n, pops, pushes) &&L_##n,
        MT_OPCODES(MT_OPC_LABEL)
#undef MT_OPC_LABEL
    };
    mt_code *co = f->code;
    const uint32_t *code = co->code;
    const uint32_t *ip = code + f->ip;
    mt_obj **fast = f->fast;
    mt_obj **sp = f->sp;
    mt_obj *const *consts = co->consts;
    mt_obj *const *names = co->names;
    uint32_t w;
    uint32_t arg;
    mt_obj *retval = NULL;
#ifdef CM_DEBUG
    // a stack effect the compiler got wrong overruns the frame: STACK_GUARD catches it
    mt_obj **const stack_end = f->stack + co->stacksize;
#endif
    f->back = st->frame;
    st->frame = f;
    mt_icache *cache = co->cache; // NULL: code that runs without (code_wants_cache)
    if (CM_UNLIKELY(!cache) && code_wants_cache(co)) {
        if ((co->flags & MT_CO_FROZEN) && st->fz_cache) {
            mt_icache **page = st->fz_cache[co->fz_index / MT_FZ_PAGE];
            cache = page ? page[co->fz_index % MT_FZ_PAGE] : NULL;
        }
        if (!cache && !(cache = code_make_cache(st, co))) {
            goto error;
        }
    }
    if (throwing) {
        goto error;
    }

#ifdef CM_DEBUG
// and the instruction running, so that mt_alloc can record the script line
#define STACK_GUARD() ((void)CM_ALWAYS(sp <= stack_end), f->debug_ip = (uint32_t)(ip - code))
#else
#define STACK_GUARD() ((void)0)
#endif
#define DISPATCH()                                                                                 \
    do {                                                                                           \
        STACK_GUARD();                                                                             \
        w = *ip++;                                                                                 \
        arg = MT_ARG(w);                                                                           \
        goto *labels[MT_OP(w)];                                                                    \
    } while (0)
#define CHECK_TICK()                                                                               \
    do {                                                                                           \
        if (CM_UNLIKELY((++st->tick & 0xfff) == 0 ||                                               \
                        atomic_load_explicit(&st->interrupt, memory_order_relaxed))) {             \
            if (mt_deadline_check(st) < 0) {                                                       \
                goto error;                                                                        \
            }                                                                                      \
        }                                                                                          \
    } while (0)

// Drop the reference v as an instruction's last step: when that frees a generator that
// queued its close (obj_gen.c mt_gen_finalize), the close runs before the next instruction,
// as CPython's finalizer runs when the last reference goes. CLOSES_END: the same after an
// instruction that may have dropped anything (a call, a store through C). Only the path
// that freed something pays for the test.
#define DECREF_END(v)                                                                              \
    do {                                                                                           \
        mt_obj *dv_ = (v);                                                                         \
        if (!MT_IS_SMALL(dv_) && dv_->refcnt < MT_IMMORTAL && --dv_->refcnt == 0) {                \
            mt_dealloc(dv_);                                                                       \
            CLOSES_END();                                                                          \
        }                                                                                          \
    } while (0)
#define XDECREF_END(v)                                                                             \
    do {                                                                                           \
        if (v) {                                                                                   \
            DECREF_END(v);                                                                         \
        }                                                                                          \
    } while (0)
#define CLOSES_END()                                                                               \
    do {                                                                                           \
        if (CM_UNLIKELY(st->closes != NULL)) {                                                     \
            goto run_closes;                                                                       \
        }                                                                                          \
    } while (0)

    // Every call of Python code ticks here, at its frame's entry (CALL no longer ticks
    // after it returns, so a call costs one tick): a frame entered from C, such as a
    // __next__ or key function that a C loop calls, has no backward jump of its own. A
    // generator's resumption needs none: whoever resumes it ticks (FOR_ITER, mt_next,
    // the loop around a send).
    if (!f->gen) {
        CHECK_TICK();
    }
    DISPATCH();

// ---- the stack itself: pop, rotate, duplicate ----
L_POP_TOP : {
    mt_obj *v = POP();
    XDECREF_END(v);
    DISPATCH();
}
L_ROT_TWO : {
    mt_obj *a = TOP();
    TOP() = SECOND();
    SECOND() = a;
    DISPATCH();
}
L_ROT_THREE : {
    mt_obj *a = TOP();
    TOP() = SECOND();
    SECOND() = THIRD();
    THIRD() = a;
    DISPATCH();
}
L_DUP_TOP : {
    mt_obj *a = TOP();
    MT_INCREF(a);
    PUSH(a);
    DISPATCH();
}
L_DUP_TOP_TWO : {
    mt_obj *a = TOP(), *b = SECOND();
    MT_INCREF(a);
    MT_INCREF(b);
    PUSH(b);
    PUSH(a);
    DISPATCH();
}
// ---- constants, fast locals, cells, globals and names ----
// LOAD_GLOBAL keeps an inline cache per instruction (co->cache, indexed like the code):
// the globals dict and its key version (kver) when it last looked, and the entry index
// (or the builtin's value). A store that adds or removes a key bumps kver, so a hit is
// one compare; a miss does the dict lookup, then the builtins, and refills the cache.
L_LOAD_CONST : {
    mt_obj *v = consts[arg];
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_LOAD_FAST : {
    mt_obj *v = fast[arg];
    if (CM_UNLIKELY(!v)) {
        mt_raise(st, MT_EXC(UnboundLocalError),
                 "cannot access local variable '%U' where it is not associated with a value",
                 co->localnames[arg]);
        goto error;
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_FAST : {
    mt_obj *v = POP();
    mt_obj *old = fast[arg];
    fast[arg] = v;
    XDECREF_END(old);
    DISPATCH();
}
L_DELETE_FAST : {
    mt_obj *old = fast[arg];
    if (!old) {
        mt_raise(st, MT_EXC(UnboundLocalError),
                 "cannot access local variable '%U' where it is not associated with a value",
                 co->localnames[arg]);
        goto error;
    }
    fast[arg] = NULL;
    DECREF_END(old);
    DISPATCH();
}
L_LOAD_DEREF : {
    mt_obj *v = ((mt_cell *)fast[arg])->v;
    if (!v) {
        if ((int)arg < co->nlocals + co->ncells) {
            mt_raise(st, MT_EXC(UnboundLocalError),
                     "cannot access local variable '%U' where it is not associated with a value",
                     co->localnames[arg]);
        } else {
            mt_raise(
                st, MT_EXC(NameError),
                "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                co->localnames[arg]);
        }
        goto error;
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_DEREF : {
    mt_obj *v = POP();
    mt_cell *c = (mt_cell *)fast[arg];
    mt_obj *old = c->v;
    c->v = v;
    XDECREF_END(old);
    DISPATCH();
}
L_DELETE_DEREF : {
    mt_cell *c = (mt_cell *)fast[arg];
    if (!c->v) {
        mt_raise(
            st, MT_EXC(NameError),
            "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
            co->localnames[arg]);
        goto error;
    }
    mt_obj *old = c->v;
    c->v = NULL;
    DECREF_END(old);
    DISPATCH();
}
L_LOAD_CLOSURE : {
    mt_obj *c = fast[arg];
    MT_INCREF(c);
    PUSH(c);
    DISPATCH();
}
L_LOAD_CLASSDEREF : {
    uint32_t ix = arg & 0xfff, ni = arg >> 12;
    mt_obj *name = names[ni];
    mt_obj *v = f->locals ? locals_get(st, f->locals, name) : NULL; // a new reference
    if (!v && st->exc) {
        goto error;
    }
    if (!v) {
        v = ((mt_cell *)fast[ix])->v;
        if (!v) {
            mt_raise(
                st, MT_EXC(NameError),
                "cannot access free variable '%U' where it is not associated with a value in enclosing scope",
                name);
            goto error;
        }
        MT_INCREF(v);
    }
    PUSH(v);
    DISPATCH();
}
L_LOAD_GLOBAL : {
    mt_icache *c = CM_LIKELY(cache != NULL) ? &cache[ip - code - 1] : icache_scratch(st);
    mt_dict *g = (mt_dict *)f->globals;
    mt_obj *v;
    if (CM_LIKELY(c->key == g && c->ver == g->kver)) {
        v = c->idx >= 0 ? g->entries[c->idx].value : c->val;
    } else {
        mt_obj *name = names[arg];
        int64_t ix = mt_dict_lookup_index(st, f->globals, name, mt_str_hash(name));
        if (ix >= 0) {
            v = g->entries[ix].value;
            c->key = g;
            c->ver = dict_cache_version(st, g);
            c->idx = ix;
        } else {
            if (st->exc) {
                goto error;
            }
            int shared;
            v = mt_builtin_lookup_in(st, f->globals, name, &shared);
            if (!v) {
                if (!st->exc) {
                    mt_raise_name_error(st, name);
                }
                goto error;
            }
            if (shared) {
                c->key = g;
                c->ver = dict_cache_version(st, g);
                c->idx = -1;
                c->val = v;
            }
        }
    }
    MT_INCREF(v);
    PUSH(v);
    DISPATCH();
}
L_STORE_GLOBAL : {
    mt_obj *v = POP();
    int rc = mt_dict_set_take(st, f->globals, names[arg], v);
    if (rc < 0) {
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
L_DELETE_GLOBAL : {
    int rc = mt_dict_del(st, f->globals, names[arg]);
    if (rc <= 0) {
        if (rc == 0) {
            mt_raise_name_error(st, names[arg]);
        }
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
L_LOAD_NAME : {
    mt_obj *name = names[arg];
    mt_obj *v = NULL; // a new reference
    if (f->locals) {
        v = locals_get(st, f->locals, name);
        if (!v && st->exc) {
            goto error;
        }
    }
    if (!v) {
        v = mt_dict_get_borrow(st, f->globals, name);
        if (!v && st->exc) {
            goto error;
        }
        MT_XINCREF(v);
    }
    if (!v) {
        int shared;
        v = mt_builtin_lookup_in(st, f->globals, name, &shared);
        if (!v) {
            if (!st->exc) {
                mt_raise_name_error(st, name);
            }
            goto error;
        }
        MT_INCREF(v);
    }
    PUSH(v);
    DISPATCH();
}
L_STORE_NAME : {
    mt_obj *v = POP();
    mt_obj *ns = f->locals ? f->locals : f->globals;
    int rc = MT_TYPE(ns) == &mt_type_dict
                 ? mt_dict_set_take(st, ns, names[arg], v)
                 : (mt_setitem(st, ns, names[arg], v) < 0 ? (MT_DECREF(v), -1) : (MT_DECREF(v), 0));
    if (rc < 0) {
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
L_DELETE_NAME : {
    mt_obj *ns = f->locals ? f->locals : f->globals;
    int rc;
    if (MT_TYPE(ns) == &mt_type_dict) {
        rc = mt_dict_del(st, ns, names[arg]);
    } else {
        // a dict subclass (a metaclass's __prepare__): its own __delitem__, KeyError unbound
        rc = mt_delitem(st, ns, names[arg]) < 0 ? -1 : 1;
        if (rc < 0 && mt_exc_matches(st, MT_EXC(KeyError))) {
            mt_exc_clear(st);
            rc = 0;
        }
    }
    if (rc <= 0) {
        if (rc == 0) {
            mt_raise_name_error(st, names[arg]);
        }
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
// ---- attributes and method calls ----
// LOAD_ATTR, STORE_ATTR and LOAD_METHOD on instances of script classes cache, per
// instruction, what the MRO lookup found on the class (mt_type_find), keyed by the type and
// st->type_epoch; setting an attribute on a class or creating a class bumps the epoch, so
// every such cache misses after a class changes. What the class holds as a data descriptor
// (or a heap object that may be one) takes the slow path through mt_getattr.
L_LOAD_ATTR : {
    mt_obj *o = TOP();
    mt_obj *name = names[arg];
    mt_obj *v;
    const mt_type *t = MT_TYPE(o);
    if ((t->flags & (MT_TF_HEAP | MT_TF_SLOWATTR)) == MT_TF_HEAP && t->solid == &mt_type_object &&
        CM_LIKELY(cache != NULL)) {
        // instance attribute fast path: no data descriptor on the class
        mt_icache *c = &cache[ip - code - 1];
        mt_attr_kind kind;
        if (CM_LIKELY(c->ver == st->type_epoch && c->key == t)) {
            kind = c->kind;
        } else if (c->ver == st->type_epoch && c->key2 == t) {
            kind = c->kind2;
        } else {
            mt_attr a;
            mt_type_find(t, name, &a);
            kind = a.kind;
            if (a.kind == MT_ATTR_OBJ &&
                (MT_TYPE(a.obj)->descr_set || (MT_TYPE(a.obj)->flags & MT_TF_HEAP))) {
                kind = MT_ATTR_GETSET; // data descriptor: slow path
            }
            icache_attr_fill(c, st, t, kind);
        }
        if (kind == MT_ATTR_NONE || kind == MT_ATTR_OBJ) {
            mt_dict *d = *(mt_dict **)((char *)o + t->dictoffset);
            mt_dict_entry *e = d ? icache_dict_entry(c, d, name) : NULL;
            if (e) {
                v = e->value;
                MT_INCREF(v);
                MT_DECREF(o);
                TOP() = v;
                DISPATCH();
            }
        }
    }
    v = mt_getattr(st, o, name);
    if (!v) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = v;
    DISPATCH();
}
L_STORE_ATTR : {
    mt_obj *o = POP();
    mt_obj *v = POP();
    const mt_type *t = MT_TYPE(o);
    if ((t->flags & (MT_TF_HEAP | MT_TF_SLOWATTR)) == MT_TF_HEAP && t->solid == &mt_type_object &&
        CM_LIKELY(cache != NULL)) {
        // instance attribute fast path: no __setattr__ and no data descriptor
        mt_icache *c = &cache[ip - code - 1];
        mt_attr_kind kind;
        if (CM_LIKELY(c->ver == st->type_epoch && c->key == t)) {
            kind = c->kind;
        } else if (c->ver == st->type_epoch && c->key2 == t) {
            kind = c->kind2;
        } else {
            mt_attr a;
            mt_type_find(t, names[arg], &a);
            kind = (a.kind == MT_ATTR_NONE ||
                    (a.kind == MT_ATTR_OBJ && !(MT_TYPE(a.obj)->flags & MT_TF_HEAP) &&
                     !MT_TYPE(a.obj)->descr_set)) &&
                           !mt_type_heap_dunder(t, MT_NAME(__setattr__))
                       ? MT_ATTR_NONE
                       : MT_ATTR_GETSET;
            icache_attr_fill(c, st, t, kind);
        }
        mt_obj **dp = (mt_obj **)((char *)o + t->dictoffset);
        if (kind == MT_ATTR_NONE && (*dp || (*dp = mt_dict_new(st)) != NULL)) {
            mt_dict *d = (mt_dict *)*dp;
            size_t h = c->hint;
            if (CM_LIKELY(c->val && h < d->nentries && d->entries[h].key == c->val)) {
                // the name's entry where this store found it last: a new value in place
                mt_obj *old = d->entries[h].value;
                d->entries[h].value = v;
                MT_DECREF(o);
                DECREF_END(old);
                DISPATCH();
            }
            // d held: a key's __eq__ may set o.__dict__ to another dict, freeing this one
            MT_INCREF(d);
            int rc = mt_dict_set_take(st, (mt_obj *)d, names[arg], v);
            if (rc == 0 && *dp == (mt_obj *)d) {
                icache_dict_stored(c, d, names[arg]);
            }
            MT_DECREF(d);
            MT_DECREF(o);
            if (rc < 0) {
                goto error;
            }
            CLOSES_END();
            DISPATCH();
        }
    }
    int rc = mt_setattr(st, o, names[arg], v);
    MT_DECREF(o);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
L_DELETE_ATTR : {
    mt_obj *o = POP();
    int rc = mt_setattr(st, o, names[arg], NULL);
    MT_DECREF(o);
    if (rc < 0) {
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
L_LOAD_METHOD : {
    mt_obj *o = TOP();
    mt_obj *name = names[arg];
    const mt_type *t = MT_TYPE(o);
    mt_icache *c = CM_LIKELY(cache != NULL) ? &cache[ip - code - 1] : NULL;
    if (!c) {
        // code that runs without caches (code_wants_cache): the generic lookup below
    } else if ((t->flags & MT_TF_HEAP) && t->solid != &mt_type_type) { // not a metaclass's class
        mt_obj *fn;
        if (CM_LIKELY(c->ver == st->type_epoch && c->kind != MT_ATTR_METHOD && c->key == t)) {
            fn = c->val;
        } else if (c->ver == st->type_epoch && c->kind != MT_ATTR_METHOD && c->key2 == t) {
            fn = c->val2;
        } else {
            fn = icache_method_fill(c, st, t, name);
        }
        if (fn && !(t->flags & MT_TF_GETATTRIBUTE)) {
            mt_obj **dp = mt_dictptr(o);
            if (!dp || !*dp || !mt_dict_lookup_str(*dp, name)) {
                MT_INCREF(fn);
                TOP() = fn;
                PUSH(o);
                DISPATCH();
            }
        }
    } else if (t == &mt_type_super) {
        mt_obj *self;
        mt_obj *fn = mt_super_method(st, o, name, &self);
        if (fn) {
            MT_DECREF(o);
            TOP() = fn;
            PUSH(self);
            DISPATCH();
        }
        if (st->exc) {
            goto error;
        }
    } else if (!t->getattr && t != &mt_type_module && t != &mt_type_type) {
        if (!(c->key == t && c->kind == MT_ATTR_METHOD)) {
            mt_attr a;
            mt_type_find(t, name, &a);
            // emptied first: a script class's function in val2 dropped, where m goes
            if (c->kind != MT_ATTR_METHOD) {
                MT_CLEAR(c->val2);
            }
            c->m = NULL;
            c->key = NULL;
            c->key2 = NULL;
            c->kind = MT_ATTR_NONE;
            if (a.kind == MT_ATTR_METHOD && !(a.m->flags & (MT_CLASSM | MT_STATICM))) {
                mt_obj *d = mt_obj_new_cfunc(st, a.m, NULL, a.owner);
                if (!d) {
                    goto error;
                }
                MT_SETREF(c->val, d);
                c->key = t;
                c->m = a.m;
                c->kind = MT_ATTR_METHOD;
            }
        }
        if (c->kind == MT_ATTR_METHOD) {
            mt_obj *d = c->val;
            MT_INCREF(d);
            TOP() = d;
            PUSH(o);
            DISPATCH();
        }
    }
    mt_obj *v = mt_getattr(st, o, name);
    if (!v) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = v;
    PUSH(NULL);
    DISPATCH();
}
L_CALL_METHOD : {
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-2];
    mt_obj *self = args[-1];
    mt_obj *r;
    if (self) {
        mt_obj *cfn = fn;
        if (mt_is_cfunc(cfn)) {
            const mt_method *m = ((mt_cfunc_obj *)cfn)->m;
            uint32_t lo = m->flags & 0xff, hi = (m->flags >> 8) & 0xff;
            if (!((mt_cfunc_obj *)cfn)->self && arg >= lo && (hi == MT_VAR || arg <= hi) &&
                !(m->flags & (MT_CLASSM | MT_STATICM | MT_NOSELF))) {
                r = m->fn(st, arg + 1, args - 1, NULL);
                goto call_method_done;
            }
        }
        r = MT_TYPE(fn) == &mt_type_function ? mt_func_call(st, fn, arg + 1, args - 1, NULL)
                                             : mt_call(st, fn, arg + 1, args - 1, NULL);
    } else {
        r = mt_call(st, fn, arg, args, NULL);
    }
call_method_done:
    for (mt_obj **p = args - 2; p < sp; p++) {
        MT_XDECREF(*p);
    }
    sp = args - 2;
    if (!r) {
        goto error;
    }
    PUSH(r);
    CLOSES_END();
    DISPATCH();
}
L_CALL_METHOD_KW : {
    mt_obj *kwn = POP();
    size_t nk = MT_TUPLE_N(kwn);
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-2];
    mt_obj *self = args[-1];
    mt_obj *r;
    if (self) {
        r = mt_call(st, fn, arg - nk + 1, args - 1, kwn);
    } else {
        r = mt_call(st, fn, arg - nk, args, kwn);
    }
    MT_DECREF(kwn);
    for (mt_obj **p = args - 2; p < sp; p++) {
        MT_XDECREF(*p);
    }
    sp = args - 2;
    if (!r) {
        goto error;
    }
    PUSH(r);
    CLOSES_END();
    DISPATCH();
}
// ---- operators, comparisons and subscripts (small ints inline, the rest via obj.c) ----
L_BINARY_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    mt_obj *r;
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        int64_t x = MT_SMALL_VAL(a), y = MT_SMALL_VAL(b);
        switch (arg & 0x3f) {
        case MT_OP_ADD:
            r = mt_int_from_i64(st, x + y);
            goto binop_done;
        case MT_OP_SUB:
            r = mt_int_from_i64(st, x - y);
            goto binop_done;
        case MT_OP_AND:
            TOP() = MT_FROM_SMALL(x & y);
            DISPATCH();
        case MT_OP_OR:
            TOP() = MT_FROM_SMALL(x | y);
            DISPATCH();
        case MT_OP_XOR:
            TOP() = MT_FROM_SMALL(x ^ y);
            DISPATCH();
        case MT_OP_RSHIFT:
            if (y >= 0 && y < 63) {
                TOP() = MT_FROM_SMALL(x >> y);
                DISPATCH();
            }
            break;
        case MT_OP_MOD:
            if (y > 0 && x >= 0) {
                TOP() = MT_FROM_SMALL(x % y);
                DISPATCH();
            }
            break;
        case MT_OP_FLOORDIV:
            if (y > 0 && x >= 0) {
                TOP() = MT_FROM_SMALL(x / y);
                DISPATCH();
            }
            break;
        case MT_OP_MUL: {
            int64_t p;
            if (!__builtin_mul_overflow(x, y, &p) && MT_FITS_SMALL(p)) {
                TOP() = MT_FROM_SMALL(p);
                DISPATCH();
            }
            break;
        }
        case MT_OP_MATMUL: // int has no @: mt_binop raises the TypeError
            r = mt_binop(st, a, b, (int)arg);
            goto binop_done;
        default:
            break;
        }
        r = mt_int_binop(st, a, b, (int)arg);
    } else if ((arg & 0x3f) <= MT_OP_MUL && float_operands(a, b)) {
        // a float and a float or small int (exactly what float(x) gives for it, as
        // CPython's mixed arithmetic converts it)
        double x = MT_IS_SMALL(a) ? (double)MT_SMALL_VAL(a) : ((mt_float *)a)->v;
        double y = MT_IS_SMALL(b) ? (double)MT_SMALL_VAL(b) : ((mt_float *)b)->v;
        double z = (arg & 0x3f) == MT_OP_ADD ? x + y : (arg & 0x3f) == MT_OP_SUB ? x - y : x * y;
        if (!MT_IS_SMALL(a) && a->refcnt == 1 && (arg & MT_OP_INPLACE)) {
            ((mt_float *)a)->v = z;
            MT_DECREF(b);
            DISPATCH();
        } else {
            r = mt_float_new(st, z);
        }
    } else if (MT_TYPE(a) == &mt_type_str && MT_TYPE(b) == &mt_type_str &&
               (arg & 0x3f) == MT_OP_ADD) {
        r = mt_str_concat(st, a, b);
    } else {
        r = mt_binop(st, a, b, (int)arg);
    }
binop_done:
    MT_DECREF(a);
    MT_DECREF(b);
    if (!r) {
        sp--;
        goto error;
    }
    TOP() = r;
    DISPATCH();
}
L_UNARY_OP : {
    mt_obj *a = TOP();
    mt_obj *r = mt_unop(st, a, (int)arg);
    if (!r) {
        goto error;
    }
    MT_DECREF(a);
    TOP() = r;
    DISPATCH();
}
L_UNARY_NOT : {
    mt_obj *a = TOP();
    int t = mt_truth(st, a);
    if (t < 0) {
        goto error;
    }
    MT_DECREF(a);
    TOP() = MT_BOOL(!t);
    DISPATCH();
}
L_COMPARE_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    mt_obj *r;
    if (MT_IS_SMALL(a) && MT_IS_SMALL(b)) {
        int64_t x = MT_SMALL_VAL(a), y = MT_SMALL_VAL(b);
        int c;
        switch (arg) {
        case MT_CMP_LT:
            c = x < y;
            break;
        case MT_CMP_LE:
            c = x <= y;
            break;
        case MT_CMP_EQ:
            c = x == y;
            break;
        case MT_CMP_NE:
            c = x != y;
            break;
        case MT_CMP_GT:
            c = x > y;
            break;
        default:
            c = x >= y;
            break;
        }
        TOP() = MT_BOOL(c);
        DISPATCH();
    }
    r = float_compare(a, b, (int)arg);
    if (!r) {
        r = mt_richcmp(st, a, b, (int)arg);
    }
    MT_DECREF(a);
    MT_DECREF(b);
    if (!r) {
        sp--;
        goto error;
    }
    TOP() = r;
    DISPATCH();
}
L_IS_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    int r = (a == b) ^ (int)arg;
    MT_DECREF(a);
    MT_DECREF(b);
    TOP() = MT_BOOL(r);
    DISPATCH();
}
L_CONTAINS_OP : {
    mt_obj *b = POP();
    mt_obj *a = TOP();
    int r = mt_contains(st, b, a);
    MT_DECREF(a);
    MT_DECREF(b);
    if (r < 0) {
        sp--;
        goto error;
    }
    TOP() = MT_BOOL(r ^ (int)arg);
    DISPATCH();
}
L_BINARY_SUBSCR : {
    mt_obj *k = POP();
    mt_obj *o = TOP();
    mt_obj *r;
    if (MT_TYPE(o) == &mt_type_list && MT_IS_SMALL(k)) {
        int64_t i = MT_SMALL_VAL(k);
        mt_list *l = (mt_list *)o;
        if (i < 0) {
            i += (int64_t)l->n;
        }
        if (i >= 0 && i < (int64_t)l->n) {
            r = l->items[i];
            MT_INCREF(r);
            MT_DECREF(o);
            TOP() = r;
            DISPATCH();
        }
    }
    if (MT_TYPE(o) == &mt_type_dict && MT_TYPE(k) == &mt_type_str) {
        // row["name"]: an exact dict (no __missing__) and an exact str key, found in place
        r = mt_dict_get_str_fast(o, k);
        if (r) {
            MT_INCREF(r);
            MT_DECREF(k);
            MT_DECREF(o);
            TOP() = r;
            DISPATCH();
        }
    }
    r = mt_getitem(st, o, k);
    MT_DECREF(k);
    if (!r) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = r;
    DISPATCH();
}
L_STORE_SUBSCR : {
    mt_obj *k = POP();
    mt_obj *o = POP();
    mt_obj *v = POP();
    int rc = mt_setitem(st, o, k, v);
    MT_DECREF(k);
    MT_DECREF(o);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
L_DELETE_SUBSCR : {
    mt_obj *k = POP();
    mt_obj *o = POP();
    int rc = mt_delitem(st, o, k);
    MT_DECREF(k);
    MT_DECREF(o);
    if (rc < 0) {
        goto error;
    }
    CLOSES_END();
    DISPATCH();
}
// ---- building containers and strings; unpacking ----
L_BUILD_SLICE : {
    mt_obj *step = arg == 3 ? POP() : NULL;
    mt_obj *stop = POP();
    mt_obj *start = TOP();
    mt_obj *s = mt_slice_new(st, start, stop, step);
    MT_DECREF(start);
    MT_DECREF(stop);
    MT_XDECREF(step);
    if (!s) {
        sp--;
        goto error;
    }
    TOP() = s;
    DISPATCH();
}
L_BUILD_TUPLE : {
    mt_obj *t = mt_tuple_new(st, arg);
    if (!t) {
        goto error;
    }
    for (uint32_t i = 0; i < arg; i++) {
        MT_TUPLE_ITEM(t, i) = sp[(int)i - (int)arg];
    }
    sp -= arg;
    PUSH(t);
    DISPATCH();
}
L_BUILD_LIST : {
    mt_obj *l = mt_list_new(st, arg);
    if (!l) {
        goto error;
    }
    for (uint32_t i = 0; i < arg; i++) {
        MT_LIST_ITEM(l, i) = sp[(int)i - (int)arg];
    }
    sp -= arg;
    PUSH(l);
    DISPATCH();
}
L_BUILD_SET : {
    mt_obj *s = mt_set_new(st, &mt_type_set);
    if (!s) {
        goto error;
    }
    int rc = 0;
    for (uint32_t i = 0; i < arg; i++) {
        mt_obj *x = sp[(int)i - (int)arg];
        if (rc == 0 && mt_set_add(st, s, x) < 0) {
            rc = -1;
        }
        MT_DECREF(x);
    }
    sp -= arg;
    if (rc < 0) {
        MT_DECREF(s);
        goto error;
    }
    PUSH(s);
    DISPATCH();
}
L_BUILD_MAP : {
    mt_obj *d = mt_dict_new(st);
    if (!d) {
        goto error;
    }
    int rc = 0;
    for (uint32_t i = 0; i < arg; i++) {
        mt_obj *k = sp[2 * (int)i - 2 * (int)arg];
        mt_obj *v = sp[2 * (int)i - 2 * (int)arg + 1];
        if (rc == 0 && mt_dict_set(st, d, k, v) < 0) {
            rc = -1;
        }
        MT_DECREF(k);
        MT_DECREF(v);
    }
    sp -= 2 * arg;
    if (rc < 0) {
        MT_DECREF(d);
        goto error;
    }
    PUSH(d);
    DISPATCH();
}
L_LIST_APPEND : {
    mt_obj *v = POP();
    if (mt_list_append_take(st, PEEK(arg), v) < 0) {
        goto error;
    }
    DISPATCH();
}
L_SET_ADD : {
    mt_obj *v = POP();
    int rc = mt_set_add(st, PEEK(arg), v);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_MAP_ADD : {
    mt_obj *v = POP();
    mt_obj *k = POP();
    int rc = mt_dict_set_take(st, PEEK(arg), k, v);
    MT_DECREF(k);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LIST_EXTEND : {
    // arg: the list's depth; MT_EXTEND_CALL_STAR: f(*v) alone, the callee just below
    mt_obj *v = POP();
    uint32_t depth = arg & ~(uint32_t)MT_EXTEND_CALL_STAR;
    int rc = mt_list_extend(st, PEEK(depth), v);
    if (rc < 0 && mt_exc_matches(st, MT_EXC(TypeError)) && !(MT_TYPE(v)->flags & MT_TF_HEAP) &&
        !MT_TYPE(v)->iter) {
        mt_exc_clear(st);
        mt_obj *tn = mt_str_from_c(st, mt_type_name(v));
        if (tn && (arg & MT_EXTEND_CALL_STAR)) {
            call_error(st, PEEK(depth + 1), "argument after * must be an iterable, not %U", tn);
        } else if (tn) {
            mt_raise(st, MT_EXC(TypeError), "Value after * must be an iterable, not %U", tn);
        }
        MT_XDECREF(tn);
    }
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_SET_UPDATE : {
    mt_obj *v = POP();
    int rc = mt_set_update(st, PEEK(arg), v);
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DICT_UPDATE : {
    mt_obj *v = POP();
    int rc;
    mt_obj *keys = mt_isinst(v, &mt_type_dict) ? NULL : mt_getattr_opt(st, v, MT_NAME(keys));
    if (!mt_isinst(v, &mt_type_dict) && !keys) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(TypeError), "'%s' object is not a mapping", mt_type_name(v));
        }
        rc = -1;
    } else {
        MT_XDECREF(keys);
        rc = mt_dict_update(st, PEEK(arg), v);
    }
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_DICT_MERGE : {
    mt_obj *v = POP();
    mt_obj *d = PEEK(arg);
    int rc = 0;
    if (mt_isinst(v, &mt_type_dict)) {
        size_t pos = 0;
        mt_obj *k, *x;
        while (mt_dict_next(v, &pos, &k, &x)) {
            if (!mt_isinst(k, &mt_type_str)) {
                mt_raise(st, MT_EXC(TypeError), "keywords must be strings");
                rc = -1;
                break;
            }
            // a str subclass's __hash__/__eq__ may change v: hold k and x
            MT_INCREF(k);
            MT_INCREF(x);
            mt_obj *dup = mt_dict_get_borrow(st, d, k);
            if (dup || st->exc) {
                // the stack holds callee, positional tuple, this dict
                if (dup) {
                    call_error(st, PEEK(arg + 2), "got multiple values for keyword argument '%U'",
                               k);
                }
                MT_DECREF(k);
                MT_DECREF(x);
                rc = -1;
                break;
            }
            int src = mt_dict_set(st, d, k, x);
            MT_DECREF(k);
            MT_DECREF(x);
            if (src < 0) {
                rc = -1;
                break;
            }
        }
    } else {
        mt_obj *keys = mt_getattr_opt(st, v, MT_NAME(keys));
        if (!keys) {
            mt_obj *tn = st->exc ? NULL : mt_str_from_c(st, mt_type_name(v));
            if (tn) {
                call_error(st, PEEK(arg + 2), "argument after ** must be a mapping, not %U", tn);
                MT_DECREF(tn);
            }
            rc = -1;
        } else {
            MT_DECREF(keys);
            rc = merge_mapping(st, d, v, PEEK(arg + 2));
        }
    }
    MT_DECREF(v);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LIST_TO_TUPLE : {
    mt_obj *l = TOP();
    mt_obj *t = mt_tuple_from_array(st, ((mt_list *)l)->items, MT_LIST_N(l));
    if (!t) {
        goto error;
    }
    MT_DECREF(l);
    TOP() = t;
    DISPATCH();
}
L_BUILD_STRING : {
    // the pieces are strs (FORMAT_VALUE's results and constants): one allocation
    mt_obj *r = mt_str_concat_n(st, NULL, sp - arg, arg);
    for (uint32_t i = 0; i < arg; i++) {
        MT_DECREF(sp[(int)i - (int)arg]);
    }
    sp -= arg;
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
L_FORMAT_VALUE : {
    mt_obj *spec = (arg & 4) ? POP() : NULL;
    mt_obj *v = TOP();
    mt_obj *r = format_value(st, v, (int)(arg & 3), spec);
    MT_XDECREF(spec);
    if (!r) {
        goto error;
    }
    MT_DECREF(v);
    TOP() = r;
    DISPATCH();
}
L_UNPACK_SEQUENCE : {
    mt_obj *seq = POP();
    if (MT_TYPE(seq) == &mt_type_tuple && MT_TUPLE_N(seq) == arg) {
        for (uint32_t i = 0; i < arg; i++) {
            mt_obj *x = MT_TUPLE_ITEM(seq, arg - 1 - i);
            MT_INCREF(x);
            PUSH(x);
        }
        MT_DECREF(seq);
        DISPATCH();
    }
    if (unpack(st, seq, (int)arg, 0, 0, sp) < 0) {
        MT_DECREF(seq);
        goto error;
    }
    sp += arg;
    MT_DECREF(seq);
    DISPATCH();
}
L_UNPACK_EX : {
    mt_obj *seq = POP();
    int before = (int)(arg & 0xff), after = (int)(arg >> 8);
    if (unpack(st, seq, before, after, 1, sp) < 0) {
        MT_DECREF(seq);
        goto error;
    }
    sp += before + after + 1;
    MT_DECREF(seq);
    DISPATCH();
}
// ---- jumps and loops; backward jumps tick the deadline and interrupt check ----
L_JUMP:
    if (arg < (uint32_t)(ip - code)) {
        CHECK_TICK();
    }
    ip = code + arg;
    DISPATCH();
L_POP_JUMP_IF_FALSE : {
    mt_obj *v = POP();
    int t;
    if (v == MT_TRUE) {
        t = 1;
    } else if (v == MT_FALSE) {
        t = 0;
    } else {
        t = mt_truth(st, v);
        MT_DECREF(v);
        if (t < 0) {
            goto error;
        }
    }
    if (!t) {
        ip = code + arg;
    }
    DISPATCH();
}
L_POP_JUMP_IF_TRUE : {
    mt_obj *v = POP();
    int t;
    if (v == MT_TRUE) {
        t = 1;
    } else if (v == MT_FALSE) {
        t = 0;
    } else {
        t = mt_truth(st, v);
        MT_DECREF(v);
        if (t < 0) {
            goto error;
        }
    }
    if (t) {
        ip = code + arg;
    }
    DISPATCH();
}
L_JUMP_IF_FALSE_OR_POP : {
    mt_obj *v = TOP();
    int t = mt_truth(st, v);
    if (t < 0) {
        goto error;
    }
    if (!t) {
        ip = code + arg;
    } else {
        sp--;
        MT_DECREF(v);
    }
    DISPATCH();
}
L_JUMP_IF_TRUE_OR_POP : {
    mt_obj *v = TOP();
    int t = mt_truth(st, v);
    if (t < 0) {
        goto error;
    }
    if (t) {
        ip = code + arg;
    } else {
        sp--;
        MT_DECREF(v);
    }
    DISPATCH();
}
L_POP_JUMP_IF_NONE : {
    mt_obj *v = POP();
    if (v == MT_NONE) {
        ip = code + arg;
    }
    MT_DECREF(v);
    DISPATCH();
}
L_GET_ITER : {
    mt_obj *o = TOP();
    mt_obj *it = mt_iter(st, o);
    if (!it) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = it;
    DISPATCH();
}
L_FOR_ITER : {
    mt_obj *it = TOP();
    mt_obj *x;
    CHECK_TICK();
    if (!MT_IS_SMALL(it) && it->type == &mt_type_rangeiter) {
        struct {
            mt_obj ob;
            int64_t cur, step, left;
        } *r = (void *)it;
        if (r->left > 0) {
            x = MT_FROM_SMALL(r->cur);
            r->cur += r->step;
            r->left--;
            PUSH(x);
            DISPATCH();
        }
        x = NULL;
    } else if (!MT_IS_SMALL(it) && it->type == &mt_type_listiter) {
        struct {
            mt_obj ob;
            mt_obj *seq;
            size_t i;
        } *li = (void *)it;
        if (li->seq && li->i < MT_LIST_N(li->seq)) {
            x = MT_LIST_ITEM(li->seq, li->i++);
            MT_INCREF(x);
            PUSH(x);
            DISPATCH();
        }
        x = NULL;
    } else {
        x = mt_next(st, it);
    }
    if (x) {
        PUSH(x);
        DISPATCH();
    }
    if (st->exc) {
        goto error;
    }
    sp--;
    ip = code + arg;
    DECREF_END(it);
    DISPATCH();
}
// ---- calls (Python functions straight to mt_func_call), functions and classes ----
L_CALL : {
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-1];
    mt_obj *r;
    if (MT_TYPE(fn) == &mt_type_function) {
        r = mt_func_call(st, fn, arg, args, NULL);
    } else if (MT_TYPE(fn) == &mt_type_type && (((const mt_type *)fn)->flags & MT_TF_HEAP) &&
               CM_LIKELY(cache != NULL)) {
        mt_icache *c = &cache[ip - code - 1];
        if (!(c->key == fn && c->ver == st->type_epoch)) {
            icache_init_fill(c, st, (const mt_type *)fn);
        }
        r = c->val ? call_class_init(st, args, arg, c->val) : mt_call(st, fn, arg, args, NULL);
    } else {
        r = mt_call(st, fn, arg, args, NULL);
    }
    for (mt_obj **p = args - 1; p < sp; p++) {
        MT_DECREF(*p);
    }
    sp = args - 1;
    if (!r) {
        goto error;
    }
    PUSH(r);
    CLOSES_END();
    DISPATCH();
}
L_CALL_KW : {
    mt_obj *kwn = POP();
    size_t nk = MT_TUPLE_N(kwn);
    mt_obj **args = sp - arg;
    mt_obj *fn = args[-1];
    mt_obj *r = mt_call(st, fn, arg - nk, args, kwn);
    MT_DECREF(kwn);
    for (mt_obj **p = args - 1; p < sp; p++) {
        MT_DECREF(*p);
    }
    sp = args - 1;
    if (!r) {
        goto error;
    }
    PUSH(r);
    CLOSES_END();
    DISPATCH();
}
L_CALL_EX : {
    mt_obj *kwargs = (arg & 1) ? POP() : NULL;
    mt_obj *pargs = POP();
    mt_obj *fn = TOP();
    mt_obj *r = mt_call_tuple_dict(st, fn, pargs, kwargs);
    MT_XDECREF(kwargs);
    MT_DECREF(pargs);
    if (!r) {
        goto error;
    }
    MT_DECREF(fn);
    TOP() = r;
    CLOSES_END();
    DISPATCH();
}
L_MAKE_FUNCTION : {
    mt_obj *code_o = POP();
    mt_obj *closure = (arg & MT_MF_CLOSURE) ? POP() : NULL;
    mt_obj *ann = (arg & MT_MF_ANNOTATIONS) ? POP() : NULL;
    mt_obj *kwd = (arg & MT_MF_KWDEFAULTS) ? POP() : NULL;
    mt_obj *defs = (arg & MT_MF_DEFAULTS) ? POP() : NULL;
    mt_obj *fn = mt_func_new(st, (mt_code *)code_o, f->globals, NULL);
    MT_DECREF(code_o);
    if (!fn) {
        MT_XDECREF(closure);
        MT_XDECREF(ann);
        MT_XDECREF(kwd);
        MT_XDECREF(defs);
        goto error;
    }
    ((mt_func *)fn)->annotations = ann;
    ((mt_func *)fn)->closure = closure;
    ((mt_func *)fn)->kwdefaults = kwd;
    ((mt_func *)fn)->defaults = defs;
    PUSH(fn);
    DISPATCH();
}
L_LOAD_BUILD_CLASS : {
    mt_obj *b = mt_builtin_lookup_c("__build_class__");
    MT_INCREF(b);
    PUSH(b);
    DISPATCH();
}
L_RETURN_VALUE:
    retval = POP();
    goto exit_frame;
// ---- generators and coroutines: a yield saves ip and sp in the heap frame and returns
// with f->yielded set; obj_gen.c resumes the frame here ----
L_YIELD_VALUE:
    retval = POP();
    f->yielded = 1;
    f->ip = (uint32_t)(ip - code);
    f->sp = sp;
    st->frame = f->back;
    return retval;
L_GET_YIELD_FROM_ITER : {
    mt_obj *o = TOP();
    if (MT_TYPE(o) == &mt_type_coroutine && !(co->flags & MT_CO_COROUTINE)) {
        mt_raise(st, MT_EXC(TypeError),
                 "cannot 'yield from' a coroutine object in a non-coroutine generator");
        goto error;
    }
    if (MT_TYPE(o) != &mt_type_generator && MT_TYPE(o) != &mt_type_coroutine) {
        mt_obj *it = mt_iter(st, o);
        if (!it) {
            goto error;
        }
        MT_DECREF(o);
        TOP() = it;
    }
    DISPATCH();
}
L_GET_AWAITABLE : {
    mt_obj *o = TOP();
    if (MT_TYPE(o) != &mt_type_coroutine) {
        mt_obj *aw = mt_getattr_opt(st, o, MT_NAME(__await__));
        if (!aw) {
            if (!st->exc) {
                mt_raise(st, MT_EXC(TypeError), "object %s can't be used in 'await' expression",
                         mt_type_name(o));
            }
            goto error;
        }
        mt_obj *it = mt_call0(st, aw);
        MT_DECREF(aw);
        if (!it) {
            goto error;
        }
        MT_DECREF(o);
        TOP() = it;
    }
    DISPATCH();
}
L_YIELD_FROM : {
    mt_obj *v = POP();
    mt_obj *it = TOP();
    mt_obj *ret = NULL;
    mt_obj *r = mt_gen_await_step(st, it, v, &ret);
    MT_DECREF(v);
    if (r) {
        // suspend; resume re-executes YIELD_FROM with the sent value pushed
        f->yielded = 2;
        f->ip = (uint32_t)(ip - code - 1);
        f->sp = sp;
        st->frame = f->back;
        return r;
    }
    if (st->exc) {
        MT_XDECREF(ret);
        goto error;
    }
    MT_DECREF(it);
    TOP() = ret ? ret : MT_NONE;
    DISPATCH();
}
// ---- exception blocks: SETUP_* push a block (handler, stack level) on f->blocks; the
// error path below pops to the innermost block's level and jumps to its handler ----
L_SETUP_FINALLY:
L_SETUP_CLEANUP : {
    mt_block *b = &f->blocks[f->nblocks++];
    b->handler = (int)arg;
    b->level = (int)(sp - f->stack) - (MT_OP(w) == MT_OPC_SETUP_CLEANUP ? 1 : 0);
    DISPATCH();
}
L_POP_BLOCK:
    f->nblocks--;
    DISPATCH();
L_PUSH_EXC_INFO : {
    mt_obj *exc = TOP();
    mt_obj *prev = st->handled ? st->handled : MT_NONE;
    if (!st->handled) {
        MT_INCREF(prev);
    }
    st->handled = exc;
    MT_INCREF(exc);
    TOP() = prev;
    PUSH(exc);
    DISPATCH();
}
L_POP_EXCEPT : {
    mt_obj *prev = POP();
    mt_obj *old = st->handled;
    if (prev == MT_NONE) {
        st->handled = NULL;
        MT_DECREF(prev);
    } else {
        st->handled = prev;
    }
    MT_XDECREF(old);
    DISPATCH();
}
L_POP_EXCEPT_RERAISE : {
    mt_obj *exc = POP();
    mt_obj *prev = POP();
    mt_obj *old = st->handled;
    if (prev == MT_NONE) {
        st->handled = NULL;
        MT_DECREF(prev);
    } else {
        st->handled = prev;
    }
    MT_XDECREF(old);
    MT_SETREF(st->exc, exc);
    goto reraise;
}
L_RERAISE : {
    mt_obj *exc = POP();
    MT_SETREF(st->exc, exc);
    goto reraise;
}
L_RAISE_VARARGS : {
    if (arg == 0) {
        if (!st->handled) {
            mt_raise(st, MT_EXC(RuntimeError), "No active exception to reraise");
            goto error;
        }
        MT_INCREF(st->handled);
        MT_SETREF(st->exc, st->handled);
        goto reraise;
    }
    mt_obj *cause = arg == 2 ? POP() : NULL;
    mt_obj *exc = POP();
    do_raise(st, exc, cause);
    MT_DECREF(exc);
    MT_XDECREF(cause);
    goto error;
}
L_CHECK_EXC_MATCH : {
    mt_obj *t = POP();
    mt_obj *exc = TOP();
    int r = exc_match(st, exc, t);
    MT_DECREF(t);
    if (r < 0) {
        goto error;
    }
    PUSH(MT_BOOL(r));
    DISPATCH();
}
L_CHECK_EG_MATCH : {
    // except*: [cur, type] -> [rest-or-None, match-or-None]
    mt_obj *t = POP();
    mt_obj *exc = TOP();
    mt_obj *match = NULL, *rest = NULL;
    if (exc_type_valid(st, t, 1) < 0) {
        MT_DECREF(t);
        goto error;
    }
    if (exc == MT_NONE) {
        MT_DECREF(t);
        PUSH(MT_NONE);
        DISPATCH();
    }
    if (mt_isinst(exc, MT_EXC(BaseExceptionGroup))) {
        mt_obj *spl = mt_getattr_s(st, exc, "split");
        mt_obj *pair = spl ? mt_call1(st, spl, t) : NULL;
        MT_XDECREF(spl);
        if (!pair) {
            MT_DECREF(t);
            goto error;
        }
        match = MT_TUPLE_ITEM(pair, 0);
        rest = MT_TUPLE_ITEM(pair, 1);
        MT_INCREF(match);
        MT_INCREF(rest);
        MT_DECREF(pair);
    } else {
        int r = exc_match(st, exc, t);
        if (r < 0) {
            MT_DECREF(t);
            goto error;
        }
        if (r) {
            mt_obj *lst = mt_list_new(st, 0);
            mt_obj *empty = mt_str_from_c(st, "");
            if (!lst || !empty || mt_list_append(st, lst, exc) < 0) {
                MT_XDECREF(lst);
                MT_XDECREF(empty);
                MT_DECREF(t);
                goto error;
            }
            mt_obj *argv[2] = {empty, lst};
            match = mt_call(st, (mt_obj *)MT_EXC(ExceptionGroup), 2, argv, NULL);
            MT_DECREF(empty);
            MT_DECREF(lst);
            if (!match) {
                MT_DECREF(t);
                goto error;
            }
            rest = MT_NONE;
        } else {
            match = MT_NONE;
            rest = exc;
            MT_INCREF(rest);
        }
    }
    MT_DECREF(t);
    if (match != MT_NONE && st->handled) {
        MT_INCREF(match);
        MT_SETREF(st->handled, match);
    }
    MT_DECREF(exc);
    TOP() = rest;
    PUSH(match);
    DISPATCH();
}
L_BEFORE_WITH : {
    mt_obj *mgr = TOP();
    mt_obj *enter = mt_getattr_opt(st, mgr, arg ? MT_NAME(__aenter__) : MT_NAME(__enter__));
    if (!enter) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(TypeError),
                     "'%s' object does not support the %scontext manager protocol",
                     mt_type_name(mgr), arg ? "asynchronous " : "");
        }
        goto error;
    }
    mt_obj *exit = mt_getattr_opt(st, mgr, arg ? MT_NAME(__aexit__) : MT_NAME(__exit__));
    if (!exit) {
        MT_DECREF(enter);
        if (!st->exc) {
            mt_raise(
                st, MT_EXC(TypeError),
                "'%s' object does not support the %scontext manager protocol (missed %s method)",
                mt_type_name(mgr), arg ? "asynchronous " : "", arg ? "__aexit__" : "__exit__");
        }
        goto error;
    }
    mt_obj *res = mt_call0(st, enter);
    MT_DECREF(enter);
    if (!res) {
        MT_DECREF(exit);
        goto error;
    }
    MT_DECREF(mgr);
    TOP() = exit;
    PUSH(res);
    DISPATCH();
}
L_WITH_EXCEPT : {
    // stack: [exit, prev, exc]
    mt_obj *exc = TOP();
    mt_obj *exit = THIRD();
    mt_obj *argv[3] = {(mt_obj *)MT_TYPE(exc), exc, MT_NONE};
    mt_obj *r = mt_call(st, exit, 3, argv, NULL);
    if (!r) {
        goto error;
    }
    PUSH(r);
    DISPATCH();
}
// ---- imports (through mt_import and the module registry) ----
L_IMPORT_NAME : {
    mt_obj *fl = TOP();
    mt_obj *m = import_name(st, names[arg], fl);
    if (!m) {
        goto error;
    }
    MT_DECREF(fl);
    TOP() = m;
    DISPATCH();
}
L_IMPORT_FROM : {
    mt_obj *m = TOP();
    mt_obj *v = mt_getattr_opt(st, m, names[arg]);
    if (!v) {
        if (st->exc) {
            goto error;
        }
        mt_obj *mn = MT_TYPE(m) == &mt_type_module ? ((mt_module *)m)->name : NULL;
        if (mn) {
            // a submodule may be importable as name.attr
            mt_obj *full = mt_str_printf(st, "%U.%U", mn, names[arg]);
            if (full && mt_module_find(mt_str_data(full))) {
                v = mt_import(st, full);
                MT_DECREF(full);
                if (!v) {
                    goto error;
                }
                PUSH(v);
                DISPATCH();
            }
            MT_XDECREF(full);
            mt_raise(st, MT_EXC(ImportError),
                     "cannot import name '%U' from '%U' (unknown location)", names[arg], mn);
            if (st->exc) {
                (void)mt_exc_set_attr(st, st->exc, "name", mn);
            }
        } else {
            mt_raise(st, MT_EXC(ImportError), "cannot import name '%U'", names[arg]);
        }
        goto error;
    }
    PUSH(v);
    DISPATCH();
}
L_IMPORT_STAR : {
    mt_obj *m = POP();
    mt_obj *ns = f->locals ? f->locals : f->globals;
    mt_obj *d = MT_TYPE(m) == &mt_type_module ? ((mt_module *)m)->dict : NULL;
    int rc = 0;
    if (d) {
        mt_obj *all = mt_dict_get_str_borrow(d, "__all__");
        if (all) {
            mt_obj *it = mt_iter(st, all);
            mt_obj *k;
            while (it && (k = mt_next(st, it)) != NULL) {
                mt_obj *v = mt_dict_get_borrow(st, d, k);
                if (v) {
                    MT_INCREF(v);
                } else if (!st->exc) {
                    v = mt_getattr(st, m, k); // a name the module's __getattr__ makes
                }
                if (!v || mt_dict_set(st, ns, k, v) < 0) {
                    rc = -1;
                }
                MT_XDECREF(v);
                MT_DECREF(k);
                if (rc < 0) {
                    break;
                }
            }
            MT_XDECREF(it);
            if (st->exc) {
                rc = -1;
            }
        } else {
            size_t pos = 0;
            mt_obj *k, *v;
            while (mt_dict_next(d, &pos, &k, &v)) {
                if (MT_TYPE(k) == &mt_type_str && mt_str_data(k)[0] == '_') {
                    continue;
                }
                if (mt_dict_set(st, ns, k, v) < 0) {
                    rc = -1;
                    break;
                }
            }
        }
    }
    MT_DECREF(m);
    if (rc < 0) {
        goto error;
    }
    DISPATCH();
}
L_LOAD_ASSERTION_ERROR : {
    mt_obj *t = arg == 1 ? (mt_obj *)MT_EXC(ImportError) : (mt_obj *)MT_EXC(AssertionError);
    PUSH(t);
    DISPATCH();
}
// ---- match statements ----
L_MATCH_CLASS : {
    mt_obj *nm = POP();
    mt_obj *cls = POP();
    mt_obj *subj = TOP();
    mt_obj *r = match_class(st, subj, cls, arg, nm);
    MT_DECREF(nm);
    MT_DECREF(cls);
    if (!r) {
        goto error;
    }
    MT_DECREF(subj);
    TOP() = r;
    DISPATCH();
}
L_MATCH_MAPPING : {
    mt_obj *m = MT_BOOL(is_mapping(TOP()));
    PUSH(m);
    DISPATCH();
}
L_MATCH_SEQUENCE : {
    mt_obj *m = MT_BOOL(is_sequence(TOP()));
    PUSH(m);
    DISPATCH();
}
L_GET_LEN : {
    ssize_t n = mt_len(st, TOP());
    if (n < 0) {
        goto error;
    }
    PUSH(MT_FROM_SMALL(n));
    DISPATCH();
}
L_MATCH_KEYS : {
    mt_obj *keys = TOP();
    mt_obj *subj = SECOND();
    size_t n = MT_TUPLE_N(keys);
    mt_obj *vals = mt_tuple_new(st, n);
    if (!vals) {
        goto error;
    }
    int ok = 1;
    for (size_t i = 0; i < n; i++) {
        MT_TUPLE_ITEM(vals, i) = MT_NONE;
    }
    for (size_t i = 0; i < n && ok; i++) {
        mt_obj *k = MT_TUPLE_ITEM(keys, i);
        for (size_t j = 0; j < i; j++) {
            if (mt_eq(st, MT_TUPLE_ITEM(keys, j), k) > 0) {
                mt_raise(st, MT_EXC(ValueError), "mapping pattern checks duplicate key (%R)", k);
                MT_DECREF(vals);
                goto error;
            }
        }
        mt_obj *v;
        if (MT_TYPE(subj) == &mt_type_dict) {
            v = mt_dict_get_borrow(st, subj, k);
            if (v) {
                MT_INCREF(v);
            }
        } else {
            mt_obj *getm = mt_getattr_s(st, subj, "get");
            mt_obj *argv[2] = {k, (mt_obj *)&mt_type_notimpl};
            v = getm ? mt_call(st, getm, 2, argv, NULL) : NULL;
            MT_XDECREF(getm);
            if (v == (mt_obj *)&mt_type_notimpl) {
                MT_DECREF(v);
                v = NULL;
            }
        }
        if (!v) {
            if (st->exc) {
                MT_DECREF(vals);
                goto error;
            }
            ok = 0;
            break;
        }
        MT_TUPLE_ITEM(vals, i) = v;
    }
    if (!ok) {
        MT_DECREF(vals);
        PUSH(MT_NONE);
    } else {
        PUSH(vals);
    }
    DISPATCH();
}
L_COPY_DICT_WITHOUT_KEYS : {
    mt_obj *keys = TOP();
    mt_obj *subj = SECOND();
    mt_obj *d = mt_dict_new(st);
    if (!d || mt_dict_update(st, d, subj) < 0) {
        MT_XDECREF(d);
        goto error;
    }
    for (size_t i = 0; i < MT_TUPLE_N(keys); i++) {
        if (mt_dict_del(st, d, MT_TUPLE_ITEM(keys, i)) < 0) {
            MT_DECREF(d);
            goto error;
        }
    }
    MT_DECREF(keys);
    TOP() = d;
    DISPATCH();
}
L_SETUP_ANNOTATIONS : {
    mt_obj *ns = f->locals ? f->locals : f->globals;
    if (!mt_dict_get_str_borrow(ns, "__annotations__")) {
        mt_obj *d = mt_dict_new(st);
        if (!d || mt_dict_set_take(st, ns, MT_NAME(__annotations__), d) < 0) {
            goto error;
        }
    }
    DISPATCH();
}
// ---- async iteration ----
L_GET_AITER : {
    mt_obj *o = TOP();
    mt_obj *it = mt_gen_get_aiter(st, o, 1);
    if (!it) {
        goto error;
    }
    MT_DECREF(o);
    TOP() = it;
    DISPATCH();
}
L_GET_ANEXT : {
    mt_obj *aw = mt_gen_get_anext(st, TOP());
    if (!aw) {
        goto error;
    }
    PUSH(aw);
    DISPATCH();
}
L_PREP_RERAISE_STAR : {
    // except*'s end: [orig, list of what the clauses raised and the rest] -> [what to raise
    // or None]
    mt_obj *excs = POP();
    mt_obj *orig = TOP();
    mt_obj *r = mt_exc_prep_reraise_star(st, orig, excs);
    MT_DECREF(excs);
    if (!r) {
        goto error;
    }
    MT_DECREF(orig);
    TOP() = r;
    DISPATCH();
}
L_END_ASYNC_FOR : {
    // the handler of an async for's await: [aiter, exc]
    mt_obj *exc = POP();
    if (mt_isinst(exc, MT_EXC(StopAsyncIteration))) {
        MT_DECREF(exc);
        mt_obj *it = POP();
        MT_DECREF(it);
        DISPATCH();
    }
    MT_SETREF(st->exc, exc);
    goto reraise;
}

run_closes:
    if (mt_gen_run_closes(st) < 0) {
        goto error;
    }
    DISPATCH();

error : {
    // remember where the exception happened in this frame; like CPython, a new raise (not a
    // re-raise) adds this frame to the traceback even when a handler here catches it
    size_t pos = (size_t)(ip - code) - 1;
    f->errline = co->lines[pos < co->ncode ? pos : 0];
    if (st->exc) {
        (void)mt_exc_add_tb(st, st->exc, (mt_obj *)co, f->errline);
    }
}
reraise:
    if (!st->exc) {
        mt_raise(st, MT_EXC(SystemError), "error return without exception set");
    }
    if (!f->errline) {
        size_t pos = (size_t)(ip - code) - 1;
        f->errline = co->lines[pos < co->ncode ? pos : 0];
    }
    if (((mt_exc *)st->exc)->fatal) {
        st->closes_off = 1; // a limit ends the run: no generator's close may run now
        goto unwind_all;
    }
    if (f->nblocks > 0) {
        mt_block *b = &f->blocks[--f->nblocks];
        mt_obj **level = f->stack + b->level;
        while (sp > level) {
            mt_obj *v = POP();
            MT_XDECREF(v);
        }
        mt_obj *exc = st->exc;
        st->exc = NULL;
        PUSH(exc);
        ip = code + b->handler;
        DISPATCH();
    }
unwind_all:
    while (sp > f->stack) {
        mt_obj *v = POP();
        MT_XDECREF(v);
    }
    f->nblocks = 0;
    retval = NULL;
exit_frame:
    f->sp = sp;
    f->ip = (uint32_t)(ip - code);
    st->frame = f->back;
    return retval;
}
