/* The compiler's assembler (monty/emit.c), private to the code generator (monty/compile.c):
 * the unit a scope's code is built in, and the helpers that append instructions, jumps to
 * labels, constants and names to it and finally turn it into an mt_code. Included only by
 * those two files. */
#ifndef MONTY_EMIT_H
#define MONTY_EMIT_H

#include <stddef.h>
#include <stdint.h>

#include "monty/ast.h"
#include "monty/symtable.h"
#include "monty/vm.h"

// The kinds of fblock: the statements a break, continue or return must unwind.
enum {
    FB_WHILE,
    FB_FOR,
    FB_TRY_EXCEPT,
    FB_FINALLY_TRY,
    FB_FINALLY_END,
    FB_HANDLER,
    FB_WITH,
    FB_POP_VALUE
};

typedef struct fblock {
    int type;
    int l_continue, l_break;
    mt_stmt *node;    // FINALLY_TRY: the try statement (for its finalbody)
    const char *name; // HANDLER: the bound name or NULL
    int async;
} fblock;

#define MAX_FB 32

// One scope's code object under construction (code, line table, constants, names,
// localsplus names, labels, fblocks); units stack through up as scopes nest.
typedef struct unit {
    scope *sc;
    uint32_t *code;
    int32_t *lines;
    size_t n, cap;
    mt_obj *consts;     // list
    mt_obj *names;      // list
    mt_obj *namemap;    // dict str -> index
    const char **local; // localsplus names
    int nlocals, ncells, nfree;
    mt_nameix localix; // a name -> its first slot in local
    mt_nameix derefix; // a name -> its first cell or free slot in local
    mt_nameix constix; // a constant object (by identity) -> its index in consts
    mt_obj *strconsts; // dict: a str constant -> its index in consts
    int *label_pos;
    int nlabels, caplabels;
    fblock fb[MAX_FB];
    int nfb;
    int line;
    int firstline;
    const char *qualname;
    struct unit *up;
} unit;

// The code generator's state: the compile context, the innermost unit, the interpreter.
typedef struct comp {
    cc *c;
    unit *u;
    mt_state *st;
} comp;

/* Mark the compile failed with a MemoryError pending (unless an error is pending already).
 * Always returns -1. */
int mt_emit_oom(comp *k);

/* Append instruction op with argument arg (below 2^24) at the unit's current line; a jump's
 * arg is a label from mt_emit_new_label. Returns 0, or -1 with MemoryError or SyntaxError
 * ("too many constants or names") pending. */
int mt_emit(comp *k, int op, uint32_t arg);

/* A new unbound label of the current unit, or 0 with MemoryError pending (check
 * k->c->err). */
int mt_emit_new_label(comp *k);

/* Bind label l to the next instruction of the current unit. */
static inline void
mt_emit_bind_label(comp *k, int l)
{
    k->u->label_pos[l] = (int)k->u->n;
}

/* Append jump op to label; mt_emit_unit_finish puts in the target. Returns as mt_emit. */
static inline int
mt_emit_jump(comp *k, int op, int label)
{
    return mt_emit(k, op, (uint32_t)label);
}

/* The index of v (stolen; NULL means MemoryError) among the unit's constants, added
 * unless the same object or an equal str is there. Returns the index, or -1 with
 * MemoryError pending. */
int mt_emit_add_const_take(comp *k, mt_obj *v);

/* mt_emit_add_const_take then LOAD_CONST of it: 0, or -1 with an error pending. */
int mt_emit_load_const_take(comp *k, mt_obj *v);

/* The index of name (borrowed) in the unit's names, added if new; or -1 with MemoryError
 * pending. */
int mt_emit_name_index(comp *k, const char *name);

/* Open a unit for scope s (borrowed, from the symtable) whose code starts at firstline, and
 * make it k->u (the enclosing one is kept in up). qualname is borrowed and may be NULL.
 * Its localsplus names are laid out as the VM expects: parameters, other locals, cells,
 * frees. Returns 0, or -1 with an error pending; a failure after the unit was allocated
 * leaves it current (k->u->sc == s) for the caller to drop. */
int mt_emit_unit_enter(comp *k, scope *s, const char *qualname, int firstline);

/* Free the current unit and make its enclosing one current. */
void mt_emit_unit_drop(comp *k);

/* Resolve the current unit's jumps, compute its stack depth and build its code object
 * named name, with MT_CO_* flags added to those the scope implies. Returns a new
 * reference, or NULL with an error pending; the unit stays current either way. */
mt_code *mt_emit_unit_finish(comp *k, const char *name, int flags);

#endif
