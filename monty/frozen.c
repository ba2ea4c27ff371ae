/* The loader of frozen library modules (monty/frozen.h): an import of a builtin module
 * whose Python part lives in monty/lib/NAME.py runs the code compiled from it at build
 * time, with no parsing or compiling at run time.
 *
 * The shared tables never change and are never freed, and neither are the code objects made
 * over them: immortal, shared by every interpreter as the constants are (a script can read a
 * code object but never change it). What a run writes is its own: each code object's inline
 * caches (which point into this interpreter's dicts and types) in st->fz_cache, made when the
 * code first runs (vm.c), as for every code object (most of a library module's functions
 * never run in a given script), and every object the module body makes. So no state crosses
 * from one script to the next: each import builds a fresh module from the same code. */
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

static mt_obj **live_objs;   // by object number
static mt_code **live_codes; // by code number

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

// Code object i of the tables and everything it holds, made at its first use: immortal,
// its constants array in the same block (nested code objects among them); NULL out of
// memory.
static mt_code *
live_code(uint32_t i)
{
    if (i >= mt_fz_lib.ncodes) {
        return NULL;
    }
    if (live_codes[i]) {
        return live_codes[i];
    }
    const mt_fz_code *d = &mt_fz_lib.codes[i];
    mt_code *co = arena_alloc(sizeof *co + ((size_t)d->nconsts + 1) * sizeof(mt_obj *));
    mt_obj **names = live_refs(d->names, d->nnames);
    uint32_t nlocal = (uint32_t)(d->nlocals + d->ncells + d->nfree);
    mt_obj **locals = live_refs(d->locals, nlocal);
    int oom = !co || !names || !locals;
    mt_obj **consts = co ? (mt_obj **)(co + 1) : NULL;
    for (uint32_t k = 0; k < d->nconsts && !oom; k++) {
        uint32_t r = mt_fz_lib.refs[d->consts + k];
        if ((r & 7) == MT_FZ_REF_CODE) {
            consts[k] = (mt_obj *)live_code(r >> 3);
            oom = !consts[k];
        } else {
            consts[k] = live_ref(r, &oom);
        }
    }
    mt_obj *name = oom ? NULL : live_ref(d->name, &oom);
    mt_obj *qualname = oom ? NULL : live_ref(d->qualname, &oom);
    mt_obj *filename = oom ? NULL : live_ref(d->filename, &oom);
    if (oom) {
        return NULL; // what was cut for it stays in the arena, unused
    }
    consts[d->nconsts] = NULL;
    memset(co, 0, sizeof *co);
    co->ob = (mt_obj)MT_STATIC_HEAD(&mt_type_code);
    // never written, never freed: the tables' arrays are borrowed as they are
    co->flags = d->flags | MT_CO_FROZEN;
    co->code = (uint32_t *)(mt_fz_lib.words + d->code);
    co->lines = (int32_t *)(mt_fz_lib.lines + d->code);
    co->ncode = d->ncode;
    co->consts = consts;
    co->nconsts = d->nconsts;
    co->names = names;
    co->nnames = d->nnames;
    co->localnames = locals;
    co->cell2arg = (int *)(mt_fz_lib.cells + d->cells);
    co->nlocals = d->nlocals;
    co->ncells = d->ncells;
    co->nfree = d->nfree;
    co->argcount = d->argcount;
    co->posonly = d->posonly;
    co->kwonly = d->kwonly;
    co->stacksize = d->stacksize;
    co->firstline = d->firstline;
    co->name = name;
    co->qualname = qualname;
    co->filename = filename;
    co->fz_index = i; // co->cache stays NULL: each interpreter's are in its st->fz_cache
    live_codes[i] = co;
    return co;
}

mt_code *
mt_frozen_code_of(const mt_frozen_module *fm)
{
    if (!fm || live_arrays() < 0) {
        return NULL;
    }
    return live_code(fm->code);
}

// One frozen code object's caches in one interpreter, on the interpreter's list
// (st->fz_caches) for monty_free.
struct mt_fz_caches {
    struct mt_fz_caches *next;
    uint32_t index; // the code object's number
    mt_icache c[];
};

mt_icache *
mt_frozen_cache_make(mt_state *st, const mt_code *co)
{
    uint32_t i = co->fz_index;
    if (!(co->flags & MT_CO_FROZEN) || i >= mt_fz_lib.ncodes) {
        mt_raise(st, MT_EXC(SystemError), "no frozen code object"); // cannot happen
        return NULL;
    }
    size_t npages = (mt_fz_lib.ncodes + MT_FZ_PAGE - 1) / MT_FZ_PAGE;
    if (!st->fz_cache && !(st->fz_cache = cm_calloc(npages, sizeof *st->fz_cache))) {
        mt_nomem(st);
        return NULL;
    }
    mt_icache ***page = &st->fz_cache[i / MT_FZ_PAGE];
    if (!*page && !(*page = cm_calloc(MT_FZ_PAGE, sizeof **page))) {
        mt_nomem(st);
        return NULL;
    }
    mt_icache **slot = &(*page)[i % MT_FZ_PAGE];
    if (!*slot) {
        struct mt_fz_caches *b =
            cm_calloc(1, sizeof *b + ((size_t)co->ncode + 1) * sizeof(mt_icache));
        if (!b) {
            mt_nomem(st);
            return NULL;
        }
        b->index = i;
        b->next = st->fz_caches;
        st->fz_caches = b;
        *slot = b->c;
    }
    return *slot;
}

void
mt_frozen_caches_free(mt_state *st, int drop_refs)
{
    while (st->fz_caches) {
        struct mt_fz_caches *b = st->fz_caches;
        st->fz_caches = b->next;
        if (drop_refs) {
            mt_code_cache_drop(live_codes[b->index], b->c);
        }
        cm_free(b);
    }
    if (st->fz_cache) {
        for (size_t p = 0; p < (mt_fz_lib.ncodes + MT_FZ_PAGE - 1) / MT_FZ_PAGE; p++) {
            cm_free(st->fz_cache[p]);
        }
        cm_free(st->fz_cache);
        st->fz_cache = NULL;
    }
}

int
mt_module_exec_frozen(mt_state *st, mt_obj *module, const char *name)
{
    const mt_frozen_module *fm = mt_frozen_find(name);
    if (!fm) {
        mt_raise(st, MT_EXC(ImportError), "no frozen code for module '%s'", name);
        return -1;
    }
    mt_code *co = mt_frozen_code_of(fm);
    if (!co) {
        mt_nomem(st);
        return -1;
    }
    mt_obj *d = ((mt_module *)module)->dict;
    // room for the names the body binds (its names hold them, and the ones it only reads)
    if (mt_dict_reserve(st, d, co->nnames) < 0) {
        return -1;
    }
    mt_obj *r = mt_vm_run_code(st, co, d, d);
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
        // what the script set before the part ran stays (sys.unraisablehook = f, then the
        // first use of a name of sys's part)
        mt_obj *before = mt_dict_copy(st, d);
        int rc = before ? mt_module_exec_frozen(st, m, part) : -1;
        size_t pos = 0;
        mt_obj *k;
        mt_obj *v;
        while (rc == 0 && mt_dict_next(before, &pos, &k, &v)) {
            rc = mt_dict_set(st, d, k, v);
        }
        MT_XDECREF(before);
        if (rc < 0) {
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
