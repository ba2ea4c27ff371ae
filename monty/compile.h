/* The bytecode compiler: scope analysis and code generation from the AST of monty/ast.h. */
#ifndef MONTY_COMPILE_H
#define MONTY_COMPILE_H

#include "monty/ast.h"
#include "monty/vm.h"

/* Compile a parsed module (or expression, for eval) into a code object (new reference).
 * Returns NULL with a SyntaxError (or MemoryError) pending. The AST is borrowed. */
mt_code *mt_compile(mt_state *st, mt_mod *mod, const char *filename);

/* Parse and compile source; NULL with SyntaxError pending. mode is MT_PARSE_*. */
mt_code *mt_compile_source(mt_state *st, const char *src, size_t len, const char *filename,
                           int mode);

#endif
