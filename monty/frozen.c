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

_Static_assert(sizeof(mt_code) % _Alignof(mt_obj *) == 0,
               "the constants that follow an mt_code are aligned");

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
    mt_code *co = thaw(st, fm->code);
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
    return 0;
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
