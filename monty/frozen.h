/* Frozen library modules: the Python part of a builtin module (monty/lib/NAME.py), compiled
 * at build time by monty/tools/freeze.c into static C tables, and run at import by
 * mt_module_exec_frozen (monty/frozen.c) without parsing or compiling.
 *
 * The tables are process-wide and read-only: instruction words, line numbers, names and
 * every constant (str, bytes, int, float, complex, tuple, None, ...), made into immortal
 * objects at a module's first import in the process and shared by every interpreter, code
 * objects included (issue 18: a script cannot change a code object). Only what a run may
 * change is per interpreter: the inline caches of each code object (st->fz_cache, by code
 * number) and every object the module body makes. See HACKING.md, "A module's Python
 * part". */
#ifndef MONTY_FROZEN_H
#define MONTY_FROZEN_H

#include "monty/vm.h"

/* The generated tables hold no pointers (so the loader relocates nothing at start-up: a
 * position-independent program would otherwise write, and so copy, every page of them in
 * every process, whether or not it imports a module). Objects, code objects and references
 * are numbers; mt_frozen_code_of makes a module's objects and code descriptions, once per
 * process, at its first import (see monty/frozen.c). */

/* A reference (uint32_t): 0 is NULL; (i << 3) | MT_FZ_REF_OBJ is object i;
 * (i << 3) | MT_FZ_REF_CODE is code object i; (i << 3) | MT_FZ_REF_ONE is None, True,
 * False, Ellipsis or the empty tuple for i = 0..4. */
enum { MT_FZ_REF_OBJ = 1, MT_FZ_REF_CODE = 2, MT_FZ_REF_ONE = 3 };

enum { MT_FZ_STR = 1, MT_FZ_BYTES, MT_FZ_INT, MT_FZ_FLOAT, MT_FZ_COMPLEX, MT_FZ_TUPLE };

/* A constant: str and bytes are text[a .. a + b) (NUL-terminated there) with c code points
 * (str) and hash h; an int is h (small: tagged); a float x; a complex x + yj; a tuple the
 * b references at refs[a]. */
typedef struct mt_fz_obj {
    uint32_t kind;
    uint32_t a, b;
    uint64_t c;
    int64_t h;
    double x, y;
} mt_fz_obj;

/* A code object: ncode instruction words at words[code] and their lines at lines[code]
 * (each with one spare entry, as the compiler's); its constants, names and local names
 * (nlocals + ncells + nfree) as references at refs[consts], refs[names], refs[locals]
 * (each followed by a 0); cell2arg at cells[cells] (ncells, and a spare). */
typedef struct mt_fz_code {
    uint32_t code, ncode;
    uint32_t consts, nconsts;
    uint32_t names, nnames;
    uint32_t locals;
    uint32_t cells;
    int nlocals, ncells, nfree;
    int argcount, posonly, kwonly;
    int flags; // MT_CO_* as the compiler set them
    int stacksize;
    int firstline;
    uint32_t name, qualname, filename; // references to str; filename is "<frozen NAME>"
} mt_fz_code;

/* The whole of the generated tables. */
typedef struct mt_fz_tables {
    const char *text;
    const mt_fz_obj *objs;
    uint32_t nobjs;
    const uint32_t *refs;
    const uint32_t *words;
    const int32_t *lines;
    const int *cells;
    const mt_fz_code *codes;
    uint32_t ncodes;
} mt_fz_tables;

extern const mt_fz_tables mt_fz_lib; // generated (monty/frozen_lib.c)

typedef struct mt_frozen_module {
    const char *name; // the module's name, as mt_module_exec_frozen is given it
    uint32_t code;    // its top code object in mt_fz_lib.codes
} mt_frozen_module;

/* The frozen module `name`, or NULL. Generated with the tables (monty/frozen_lib.c in the
 * build directory, library libmontylib.a); the freeze tool itself links a stub. */
const mt_frozen_module *mt_frozen_find(const char *name);

/* The top code object of fm, made from the tables at its first use in this process (with
 * everything it holds, nested code objects included): immortal, shared by every interpreter,
 * never written (MT_CO_FROZEN; its fz_index numbers its caches in st->fz_cache). NULL out of
 * memory. Main thread only, as every interpreter. */
mt_code *mt_frozen_code_of(const mt_frozen_module *fm);

/* This interpreter's inline caches for the frozen code object co (zeroed, made at its first
 * run: vm.c), or NULL with MemoryError raised. */
mt_icache *mt_frozen_cache_make(mt_state *st, const mt_code *co);

/* Free this interpreter's caches of frozen code (monty_free), first dropping the references
 * they own when drop_refs is set (the debug build's ownership check: the state's roots). */
void mt_frozen_caches_free(mt_state *st, int drop_refs);

/* Run the frozen module `name` into module's dict (an import's init): its shared code object,
 * run once, leaving the functions and classes it made. 0, or -1 with an exception pending. */
int mt_module_exec_frozen(mt_state *st, mt_obj *module, const char *name);

/* A module's __getattr__ over its frozen part `part` (monty/lib/MODULE._extra.py: the names
 * a module makes at their first use): the attribute `name` of the module `module` of this
 * interpreter's sys.modules, after running `part` into it once (the part sets _extra_done).
 * New reference, or NULL with an exception pending: AttributeError with CPython's text when
 * the module has no such name even then, TypeError when name is not a str, RuntimeError when
 * sys.modules no longer holds that module. */
mt_obj *mt_module_getattr_part(mt_state *st, const char *module, const char *part, mt_obj *name);

#endif
