/* The bytecode compiler: scope analysis and code generation from the AST of monty/ast.h. */
#ifndef MONTY_COMPILE_H
#define MONTY_COMPILE_H

#include "monty/ast.h"
#include "monty/vm.h"

/* Compile a parsed module (or expression, for eval) into a code object (new reference).
 * Returns NULL with a SyntaxError (or MemoryError) pending. The AST is borrowed. */
mt_code *mt_compile(mt_state *st, mt_mod *mod, const char *filename);

/* MT_COMPILE_NAMES: module-level names use LOAD_NAME/STORE_NAME/DELETE_NAME, so the code
 * may run with a locals mapping apart from its globals (exec, eval, compile()). */
#define MT_COMPILE_NAMES 0x100
mt_code *mt_compile_flags(mt_state *st, mt_mod *mod, const char *filename, int flags);

/* Parse and compile source; NULL with SyntaxError pending. mode is MT_PARSE_*, or'ed
 * with MT_COMPILE_* flags. */
mt_code *mt_compile_source(mt_state *st, const char *src, size_t len, const char *filename,
                           int mode);

#endif
