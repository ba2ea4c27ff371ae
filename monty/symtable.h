/* The compiler's private interface between its two passes (monty/symtable.c, the scope
 * analysis, and monty/compile.c, the code generator): the scope tree, the compile context
 * both passes share, and the helpers the code generator calls back. Included only by those
 * two files and the code generator's assembler (monty/emit.h, monty/emit.c). */
#ifndef MONTY_SYMTABLE_H
#define MONTY_SYMTABLE_H

#include "common/arena.h"
#include "common/attr.h"
#include "monty/ast.h"
#include "monty/vm.h"

enum { SK_MODULE, SK_FUNCTION, SK_CLASS };

#define DEF_LOCAL      1
#define DEF_PARAM      2
#define DEF_GLOBAL     4
#define DEF_NONLOCAL   8
#define USE            16
#define DEF_FREE_CLASS 32 // a class's own (or global) name that its methods use as free

enum { SC_NONE, SC_LOCAL, SC_GLOBAL_EXPLICIT, SC_GLOBAL_IMPLICIT, SC_FREE, SC_CELL };

typedef struct sym {
    const char *name;
    int flags;
    int scope;
    int decl_line, decl_col, decl_end_line, decl_end_col; // its nonlocal statement's span
} sym;

/* An index from a name (or, with by_ptr set, a pointer) to an int, in a compile's arena:
 * open addressing, so that a lookup costs the same among 100,000 names as among ten (a
 * list walked per lookup made a scope of n names cost n^2). Zeroed is empty. */
typedef struct mt_nameix {
    const void **key;
    int *val; // -1: removed (the key stays, so that the probes past it go on)
    int cap, used;
    int by_ptr; // keys compare as pointers, not as strings
} mt_nameix;

typedef struct scope scope;
struct scope {
    int kind;
    const void *node;
    const char *name;
    sym *syms;
    int nsyms, capsyms;
    mt_nameix symix; // name -> index in syms
    scope *parent;
    scope **kids;
    int nkids, capkids;
    int generator, coroutine, comprehension, lambda;
    int uses_class; // references super or __class__
    int class_cell; // class: a method needs __class__
    int comp_iter;  // inside a comprehension's iterable expression (no walrus there)
    int has_annotations;
    int line;
    // parameters in order
    const char **params;
    int nparams;
    int argcount, posonly, kwonly, varargs, varkw;
};

typedef struct cc {
    mt_state *st;
    cm_arena arena;
    const char *filename;
    scope *top;
    scope **all;
    int nall, capall;
    mt_nameix scopeix; // the node a scope opened -> index in all
    int err;
    int module_names; // MT_COMPILE_NAMES: module-level names through the *_NAME ops
    int depth;        // expression nesting in the walk under way (see too_deep)
    // private names rewritten in the caller's tree, and the originals to put back
    const char ***mslots;
    const char **mold;
    int nmangled, capmangled;
} cc;

/* Pass 1 and 2 of the compiler over a parsed module: rewrite private names (`__x` inside
 * a class), walk the tree recording every name's uses and bindings per scope, then resolve
 * each symbol to local, global, free or cell. c must be zeroed with st, filename, arena and
 * module_names set; the scopes live in c->arena, c->top is the module's. Returns 0, or -1
 * with a SyntaxError (or MemoryError, RecursionError) pending and c->err set. The tree is
 * borrowed but its identifiers may be rewritten until mt_symtable_restore_mangled. */
int mt_symtable_build(cc *c, mt_mod *mod);

/* Put back the identifiers the private-name pass rewrote in the caller's tree. */
void mt_symtable_restore_mangled(cc *c);

/* Raise SyntaxError at line:col (0-based col) unless an error is already pending in this
 * compile; sets c->err. Always returns -1. */
int mt_symtable_synerr(cc *c, int line, int col, const char *fmt, ...) CM_PRINTF(4, 5);
/* The same with the error's end (CPython's end_lineno, end_offset - 1): a node's span. */
int mt_symtable_synerr_span(cc *c, int line, int col, int end_line, int end_col, const char *fmt,
                            ...) CM_PRINTF(6, 7);

/* Zeroed memory from c->arena (freed with it), or NULL with MemoryError raised. */
void *mt_symtable_alloc(cc *c, size_t n);

/* The value ix maps key to, or -1 when it maps nothing (or key was removed). */
int mt_symtable_ix_get(const mt_nameix *ix, const void *key);

/* Map key (borrowed: it must outlive ix) to val, replacing what it mapped; val -1 removes
 * it. Grows in c->arena. 0, or -1 with MemoryError raised and c->err set. */
CM_MUST_CHECK int mt_symtable_ix_set(cc *c, mt_nameix *ix, const void *key, int val);

/* Enter one level of expression nesting (the caller decrements c->depth on leaving):
 * 0, or -1 with RecursionError raised past MT_COMPILE_MAXDEPTH, or with the run-ending
 * exception once the run's time limits passed (mt_tick; c->depth is then unchanged). */
int mt_symtable_depth_enter(cc *c);

/* The scope a FunctionDef/ClassDef/Lambda/comprehension node opened (borrowed), or NULL. */
scope *mt_symtable_scope_of(cc *c, const void *node);

/* The symbol name in s (borrowed), or NULL. */
sym *mt_symtable_find(scope *s, const char *name);

/* name as seen in a scope whose innermost enclosing class is cls (NULL: none): `__x`
 * becomes `_cls__x`; the result is name itself or arena memory. */
const char *mt_symtable_mangled(cc *c, const char *cls, const char *name);

/* The name of the innermost class scope at or above s, or NULL. */
const char *mt_symtable_class_private(const scope *s);

#endif
