/* A function's definition printed back from its syntax tree, as bash's declare -f and
 * type show it. */
#ifndef SHELL_PRINT_H
#define SHELL_PRINT_H

#include "common/attr.h"
#include "common/buf.h"
#include "shell/parse.h"

/* Append "NAME () \n{ \n    BODY\n}\n" to b: bash's layout (four spaces a level, ';' at
 * each line's end where bash writes one, a compound body's redirections after the '}').
 * Words are printed as written. Returns 0, or -1 when memory runs out or the tree is
 * nested deeper than the printer follows (a message in b's place is the caller's). */
CM_MUST_CHECK int sh_print_function(cm_buf *b, const char *name, const sh_node *body);

#endif
