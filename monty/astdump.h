/* AST printer in the format of CPython's ast.dump(), for tests and debugging. */
#ifndef MONTY_ASTDUMP_H
#define MONTY_ASTDUMP_H

#include "common/buf.h"
#include "monty/ast.h"

/* Append to out the text CPython's `ast.dump(tree)` prints for the same source (or,
 * with include_attributes, `ast.dump(tree, include_attributes=True)`). Returns 0, or -1
 * when the buffer ran out (out is then emptied, per cm_buf). */
int mt_ast_dump(const mt_mod *m, int include_attributes, cm_buf *out);

/* Same for a single expression node. */
int mt_ast_dump_expr(const mt_expr *e, int include_attributes, cm_buf *out);

#endif
