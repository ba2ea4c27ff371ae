/* The loader of frozen library modules (monty/frozen.h): an import of a builtin module
 * whose Python part lives in monty/lib/NAME.py runs the code compiled from it at build
 * time, with no parsing or compiling at run time.
 *
 * The shared tables never change and are never freed. What a run writes is made here,
 * per import and owned by the interpreter: an mt_code header per code object, marked
 * MT_CO_FROZEN so that obj_func.c's code_clear/code_release leave the borrowed arrays
 * alone, and its constants array, where nested code objects are this import's own copies.
 * Its inline caches (which point into this interpreter's dicts and types) are made when
 * the code first runs (vm.c), as for every code object: most of a library module's
 * functions never run in a given script. So no state crosses from one script to the next:
 * each import builds a fresh module from the same tables. */
#include "config.h"

#include "monty/frozen.h"

#include <string.h>

#include "common/alloc.h"

_Static_assert(sizeof(mt_code) % _Alignof(mt_obj *) == 0,
               "the constants that follow an mt_code are aligned");

/* ---- The tables made live: once per process, at a module's first import ----
 *
 * The generated tables are numbers only (frozen.h). What they describe is made here on
 * first need and kept for the life of the process, shared by every interpreter as static
 * objects would be: immortal (never counted, never written, never freed), outside any
 * interpreter's allocation limit. Only the main thread runs interpreters; a forked child
 * keeps what its parent made. Out of memory leaves nothing half made: an entry is
 * published only once complete; what was made for it before the failure stays in the arena
 * (objects that were completed stay published for the next attempt). */

static mt_obj **live_objs;          // by object number
static mt_frozen_code **live_codes; // by code number

// Where the live objects and code descriptions are made: chunks that are never freed, cut
// in order (an import makes hundreds of small blocks; one malloc each cost more than the
// import's own run).
#define ARENA_CHUNK ((size_t)64 * 1024)
static char *arena_at, *arena_end;

// n bytes (not zeroed: every maker below sets each field), aligned for any object; NULL
// out of memory.
static void *
arena_alloc(size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if ((size_t)(arena_end - arena_at) < n) {
        size_t size = n > ARENA_CHUNK / 4 ? n : ARENA_CHUNK; // a big block gets its own
        char *c = cm_alloc(size);
        if (!c) {
            return NULL;
        }
        if (size != n) {
            arena_at = c;
            arena_end = c + size;
        } else {
            return c;
        }
    }
    void *p = arena_at;
    arena_at += n;
    return p;
}

static int
live_arrays(void)
{
    if (!live_objs) {
        live_objs = cm_calloc(mt_fz_lib.nobjs + 1, sizeof *live_objs);
    }
    if (!live_codes) {
        live_codes = cm_calloc(mt_fz_lib.ncodes + 1, sizeof *live_codes);
    }
    return live_objs && live_codes ? 0 : -1;
}

static mt_obj *live_ref(uint32_t r, int *oom);

// Object i of the tables, made at its first use; NULL out of memory.
static mt_obj *
live_obj(uint32_t i)
{
    if (i >= mt_fz_lib.nobjs) {
        return NULL; // cannot happen: the generator numbers what it writes
    }
    if (live_objs[i]) {
        return live_objs[i];
    }
    const mt_fz_obj *d = &mt_fz_lib.objs[i];
    mt_obj *o = NULL;
    switch (d->kind) {
    case MT_FZ_STR: {
        mt_str *s = arena_alloc(sizeof *s);
        if (s) {
            s->ob = (mt_obj)MT_STATIC_HEAD(&mt_type_str);
            s->len = d->b;
            s->nchars = (size_t)d->c;
            s->hash = d->h;
            s->data = mt_fz_lib.text + d->a;
        }
        o = (mt_obj *)s;
        break;
    }
    case MT_FZ_BYTES: {
        mt_bytes *b = arena_alloc(sizeof *b);
        if (b) {
            b->ob = (mt_obj)MT_STATIC_HEAD(&mt_type_bytes);
            b->len = d->b;
            b->cap = 0;
            b->hash = d->h;
            b->data = (char *)(mt_fz_lib.text + d->a); // never written: immortal bytes
        }
        o = (mt_obj *)b;
        break;
    }
    case MT_FZ_INT:
        o = MT_FROM_SMALL(d->h);
        break;
    case MT_FZ_FLOAT: {
        mt_float *f = arena_alloc(sizeof *f);
        if (f) {
            f->ob = (mt_obj)MT_STATIC_HEAD(&mt_type_float);
            f->v = d->x;
        }
        o = (mt_obj *)f;
        break;
    }
    case MT_FZ_COMPLEX: {
        mt_complex *c = arena_alloc(sizeof *c);
        if (c) {
            c->ob = (mt_obj)MT_STATIC_HEAD(&mt_type_complex);
            c->re = d->x;
            c->im = d->y;
        }
        o = (mt_obj *)c;
        break;
    }
    case MT_FZ_TUPLE: {
        mt_tuple *t = arena_alloc(sizeof *t + (size_t)d->b * sizeof(mt_obj *));
        if (!t) {
            break;
        }
        t->ob = (mt_obj)MT_STATIC_HEAD(&mt_type_tuple);
        t->n = d->b;
        int oom = 0;
        for (uint32_t k = 0; k < d->b && !oom; k++) {
            t->items[k] = live_ref(mt_fz_lib.refs[d->a + k], &oom);
        }
        if (oom) {
            return NULL; // the block stays in the arena, unused
        }
        o = (mt_obj *)t;
        break;
    }
    default:
        break;
    }
    live_objs[i] = o;
    return o;
}

// What reference r names (a borrowed immortal object, or NULL for NULL and for code,
// which live_code makes); *oom set out of memory.
static mt_obj *
live_ref(uint32_t r, int *oom)
{
    static mt_obj *const ones[5] = {MT_NONE, MT_TRUE, MT_FALSE, MT_ELLIPSIS, MT_EMPTY_TUPLE};
    switch (r & 7) {
    case MT_FZ_REF_OBJ: {
        mt_obj *o = live_obj(r >> 3);
        if (!o) {
            *oom = 1;
        }
        return o;
    }
    case MT_FZ_REF_ONE:
        return (r >> 3) < 5 ? ones[r >> 3] : NULL;
    default:
        return NULL;
    }
}

// n references at refs[at] as a new array of n + 1 objects (the last NULL), or NULL.
static mt_obj **
live_refs(uint32_t at, uint32_t n)
{
    mt_obj **v = arena_alloc(((size_t)n + 1) * sizeof *v);
    int oom = !v;
    for (uint32_t k = 0; k < n && !oom; k++) {
        v[k] = live_ref(mt_fz_lib.refs[at + k], &oom);
    }
    if (oom) {
        return NULL;
    }
    v[n] = NULL;
    return v;
}

// Code object i of the tables and everything it holds, made at its first use; NULL out of
// memory.
static const mt_frozen_code *
live_code(uint32_t i)
{
    if (i >= mt_fz_lib.ncodes) {
        return NULL;
    }
    if (live_codes[i]) {
        return live_codes[i];
    }
    const mt_fz_code *d = &mt_fz_lib.codes[i];
    mt_frozen_code *fc = arena_alloc(sizeof *fc);
    mt_obj **consts = live_refs(d->consts, d->nconsts);
    mt_obj **names = live_refs(d->names, d->nnames);
    uint32_t nlocal = (uint32_t)(d->nlocals + d->ncells + d->nfree);
    mt_obj **locals = live_refs(d->locals, nlocal);
    const mt_frozen_code **sub = NULL;
    int bad = !fc || !consts || !names || !locals;
    for (uint32_t k = 0; k < d->nconsts && !bad; k++) {
        uint32_t r = mt_fz_lib.refs[d->consts + k];
        if ((r & 7) != MT_FZ_REF_CODE) {
            continue;
        }
        if (!sub) {
            size_t size = ((size_t)d->nconsts + 1) * sizeof *sub;
            if (!(sub = arena_alloc(size))) {
                bad = 1;
                break;
            }
            memset((void *)sub, 0, size);
        }
        if (!(sub[k] = live_code(r >> 3))) {
            bad = 1;
        }
    }
    int oom = 0;
    mt_obj *name = bad ? NULL : live_ref(d->name, &oom);
    mt_obj *qualname = bad ? NULL : live_ref(d->qualname, &oom);
    mt_obj *filename = bad ? NULL : live_ref(d->filename, &oom);
    if (bad || oom) {
        return NULL; // what was cut for it stays in the arena, unused
    }
    fc->code = mt_fz_lib.words + d->code;
    fc->lines = mt_fz_lib.lines + d->code;
    fc->ncode = d->ncode;
    fc->consts = consts;
    fc->subcode = sub;
    fc->nconsts = d->nconsts;
    fc->names = names;
    fc->nnames = d->nnames;
    fc->localnames = locals;
    fc->cell2arg = mt_fz_lib.cells + d->cells;
    fc->nlocals = d->nlocals;
    fc->ncells = d->ncells;
    fc->nfree = d->nfree;
    fc->argcount = d->argcount;
    fc->posonly = d->posonly;
    fc->kwonly = d->kwonly;
    fc->flags = d->flags;
    fc->stacksize = d->stacksize;
    fc->firstline = d->firstline;
    fc->name = name;
    fc->qualname = qualname;
    fc->filename = filename;
    live_codes[i] = fc;
    return fc;
}

const mt_frozen_code *
mt_frozen_code_of(const mt_frozen_module *fm)
{
    if (!fm || live_arrays() < 0) {
        return NULL;
    }
    return live_code(fm->code);
}

// A code object of this interpreter over the frozen tables of fc (new reference), its
// nested code objects made the same way; NULL with an exception pending. One allocation
// holds the header and the constants array.
static mt_code *
thaw(mt_state *st, const mt_frozen_code *fc)
{
    size_t nconsts = (size_t)fc->nconsts + 1;
    mt_code *co =
        (mt_code *)mt_alloc(st, &mt_type_code, sizeof(mt_code) + nconsts * sizeof(mt_obj *));
    if (!co) {
        return NULL;
    }
    // the tables (vm.h, MT_CO_FROZEN): never written, never freed
    co->flags = fc->flags | MT_CO_FROZEN;
    co->code = (uint32_t *)fc->code;
    co->lines = (int32_t *)fc->lines;
    co->ncode = fc->ncode;
    co->names = (mt_obj **)fc->names;
    co->nnames = fc->nnames;
    co->localnames = (mt_obj **)fc->localnames;
    co->cell2arg = (int *)fc->cell2arg;
    co->nlocals = fc->nlocals;
    co->ncells = fc->ncells;
    co->nfree = fc->nfree;
    co->argcount = fc->argcount;
    co->posonly = fc->posonly;
    co->kwonly = fc->kwonly;
    co->stacksize = fc->stacksize;
    co->firstline = fc->firstline;
    co->name = fc->name; // immortal: no reference to take
    co->qualname = fc->qualname;
    co->filename = fc->filename;
    // this interpreter's: the constants (nested code objects its own); the caches come
    // at the first run (co->cache NULL, zeroed by mt_alloc)
    co->consts = (mt_obj **)(co + 1);
    co->nconsts = fc->nconsts;
    for (uint32_t i = 0; i < fc->nconsts; i++) {
        if (fc->subcode && fc->subcode[i]) {
            co->consts[i] = (mt_obj *)thaw(st, fc->subcode[i]);
            if (!co->consts[i]) {
                MT_DECREF(co);
                return NULL;
            }
        } else {
            co->consts[i] = fc->consts[i]; // immortal
        }
    }
    return co;
}

int
mt_module_exec_frozen(mt_state *st, mt_obj *module, const char *name)
{
    const mt_frozen_module *fm = mt_frozen_find(name);
    if (!fm) {
        mt_raise(st, MT_EXC(ImportError), "no frozen code for module '%s'", name);
        return -1;
    }
    const mt_frozen_code *fc = mt_frozen_code_of(fm);
    if (!fc) {
        mt_nomem(st);
        return -1;
    }
    mt_code *co = thaw(st, fc);
    if (!co) {
        return -1;
    }
    mt_obj *d = ((mt_module *)module)->dict;
    mt_obj *r = mt_vm_run_code(st, co, d, d);
    MT_DECREF(co);
    if (!r) {
        return -1;
    }
    MT_DECREF(r);
    return mt_type_qualify_names(st, d, name);
}

mt_obj *
mt_module_getattr_part(mt_state *st, const char *module, const char *part, mt_obj *name)
{
    if (!mt_isinst(name, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "attribute name must be string, not '%s'",
                        mt_type_name(name));
    }
    mt_obj *m = mt_dict_get_str_borrow(st->modules, module);
    if (!m || MT_TYPE(m) != &mt_type_module) {
        return mt_raise(st, MT_EXC(RuntimeError), "lost sys.modules['%s']", module);
    }
    MT_INCREF(m); // the run may replace sys.modules[module]; m keeps its dict
    mt_obj *d = ((mt_module *)m)->dict;
    mt_obj *r = NULL;
    if (!mt_dict_get_str_borrow(d, "_extra_done")) {
        if (mt_module_exec_frozen(st, m, part) < 0) {
            goto done;
        }
        r = mt_dict_get_borrow(st, d, name); // a str subclass's __eq__ may run
        if (st->exc) {
            r = NULL;
            goto done;
        }
        MT_XINCREF(r);
    }
    if (!r) {
        mt_raise(st, MT_EXC(AttributeError), "module '%s' has no attribute '%s'", module,
                 mt_str_data(name));
    }
done:
    MT_DECREF(m);
    return r;
}
