/* Frozen library modules: the Python part of a builtin module (monty/lib/NAME.py), compiled
 * at build time by monty/tools/freeze.c into static C tables, and run at import by
 * mt_module_exec_frozen (monty/frozen.c) without parsing or compiling.
 *
 * The tables are process-wide and read-only: instruction words, line numbers, names and
 * every constant (str, bytes, int, float, complex, tuple, None, ...) are static immortal
 * objects shared by every interpreter. Only what a run may change is made per import:
 * each code object's header, its inline caches and its constants array (which holds the
 * per-interpreter copies of nested code objects). See HACKING.md, "A module's Python
 * part". */
#ifndef MONTY_FROZEN_H
#define MONTY_FROZEN_H

#include "monty/vm.h"

/* One compiled code object as static data. The arrays have one spare entry at the end
 * (as the compiler's), so none is empty. */
typedef struct mt_frozen_code {
    const uint32_t *code; // ncode instruction words
    const int32_t *lines; // the source line of each instruction
    uint32_t ncode;
    mt_obj *const *consts; // nconsts constants; NULL where subcode has the entry
    const struct mt_frozen_code *const *subcode; // nested code objects by const index, or
                                                 // NULL when no constant is code
    uint32_t nconsts;
    mt_obj *const *names; // nnames str
    uint32_t nnames;
    mt_obj *const *localnames; // nlocals + ncells + nfree str
    const int *cell2arg;       // ncells entries
    int nlocals, ncells, nfree;
    int argcount, posonly, kwonly;
    int flags; // MT_CO_* as the compiler set them
    int stacksize;
    int firstline;
    mt_obj *name, *qualname, *filename; // str; filename is "<frozen NAME>"
} mt_frozen_code;

typedef struct mt_frozen_module {
    const char *name; // the module's name, as mt_module_exec_frozen is given it
    const mt_frozen_code *code;
} mt_frozen_module;

/* The frozen module `name`, or NULL. Generated with the tables (monty/frozen_lib.c in the
 * build directory, library libmontylib.a); the freeze tool itself links a stub. */
const mt_frozen_module *mt_frozen_find(const char *name);

/* Run the frozen module `name` into module's dict (an import's init): fresh code objects
 * over the shared tables, run once, then left to the functions and classes it made.
 * 0, or -1 with an exception pending. */
int mt_module_exec_frozen(mt_state *st, mt_obj *module, const char *name);

/* A module's __getattr__ over its frozen part `part` (monty/lib/MODULE._extra.py: the names
 * a module makes at their first use): the attribute `name` of the module `module` of this
 * interpreter's sys.modules, after running `part` into it once (the part sets _extra_done).
 * New reference, or NULL with an exception pending: AttributeError with CPython's text when
 * the module has no such name even then, TypeError when name is not a str, RuntimeError when
 * sys.modules no longer holds that module. */
mt_obj *mt_module_getattr_part(mt_state *st, const char *module, const char *part, mt_obj *name);

#endif
