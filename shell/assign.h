/* Assignments: NAME=value, NAME+=value, NAME[sub]=value and arrays NAME=(...), as words
 * before a command and as arguments of the declaration builtins. */
#ifndef SHELL_ASSIGN_H
#define SHELL_ASSIGN_H

#include <stddef.h>

#include "common/attr.h"
#include "shell/expand.h"
#include "shell/parse.h"
#include "shell/state.h"

/* Run the assignment word w as written (st->tmp holds the temporaries): a value is
 * expanded without splitting or globbing (a tilde after '=' or an unquoted ':' is
 * expanded); the values of NAME=(...) are expanded into fields, each "[sub]=value" one
 * element at that index. Returns 0, or 1 after printing the error. */
CM_MUST_CHECK int sh_assign_word(sh_state *st, sh_word w);

/* Expand w, an argument of a declaration builtin (declare, local, export, readonly,
 * typeset), into argv. An assignment word becomes one field "NAME=value" (value not split
 * or globbed; a subscript evaluated to "NAME[N]=", or for an associative array -
 * an option before it has -A, or the variable is one - expanded to "NAME['key']="), and
 * NAME=(...) becomes "NAME=(v ...)" with every value single-quoted and every index a
 * number (or every key single-quoted), with *compound set. Returns 1 when w was an assignment
 * (pushed), 0 when it was not (nothing pushed), -1 after printing an error. */
CM_MUST_CHECK int sh_assign_decl_arg(sh_state *st, sh_word w, sh_strv *argv, int *compound);

/* Split a declaration builtin's argument "NAME", "NAME=value", "NAME+=value",
 * "NAME[N]=value" (N a decimal number, possibly negative) or "NAME['key']=value" (a key
 * single-quoted as sh_assign_decl_arg spells it; for an associative array also NAME[key]
 * as it stands): the name into name (size bytes), *idx (-1 and *has_idx 0 without a
 * subscript) or *key (in st->tmp; NULL for an index), *append, and *value (NULL without
 * '='; borrowed from arg). Returns 0, or -1 when arg is not of that form. */
CM_MUST_CHECK int sh_assign_split(sh_state *st, const char *arg, char *name, size_t size,
                                  int *has_idx, long long *idx, const char **key, int *append,
                                  const char **value);

/* Assign value (as is, no expansion) to name, or to its element idx (or key, when not
 * NULL) when has_idx, or append to it (append). When compound, value is the "(...)" that
 * sh_assign_decl_arg wrote, and name becomes that array (appended to when append).
 * Returns 0, or 1 after printing the error. */
CM_MUST_CHECK int sh_assign_value(sh_state *st, const char *name, int has_idx, long long idx,
                                  const char *key, int append, const char *value, int compound);

#endif
