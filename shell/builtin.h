/* The shell's own state-changing commands (cd, export, set, ...), as a table. */
#ifndef SHELL_BUILTIN_H
#define SHELL_BUILTIN_H

#include "common/buf.h"
#include "shell/state.h"

typedef int (*sh_builtin_fn)(sh_state *st, int argc, char **argv);

typedef struct sh_builtin {
    const char *name;
    sh_builtin_fn fn;
    int flags;
} sh_builtin;

#define SH_SPECIAL 1 // POSIX special builtin: assignments before it stay
#define SH_PROGRAM 2 // a program elsewhere (xargs), run by the shell to decide each command
// a builtin that is a program on the host too (echo, printf, test, true, false, kill, pwd):
// find -exec and xargs may run it, as they run /usr/bin/echo; no other builtin (exit,
// cd, eval...) is a program they could run
#define SH_ALSO_PROGRAM 4

/* The builtin called name, or NULL. */
const sh_builtin *sh_builtin_find(const char *name);

/* The i-th builtin of the table in name order, or NULL past the end (completion). */
const sh_builtin *sh_builtin_at(size_t i);

/* v's attributes as declare -p's letters in its order (aA i n r x l u), NUL-terminated in
 * out; returns how many. */
size_t sh_var_letters(const sh_var *v, char out[12]);

/* v as `declare -p` shows it, without the newline, appended to b (${v[@]@A}). 0 or -1. */
int sh_declare_spelling(cm_buf *b, const sh_var *v);

/* The elements of the array v as declare -p shows them between the parentheses, or
 * (pairs) as ${v[@]@K} shows them: KEY "VALUE" ... 0 or -1. */
int sh_elems_spelling(cm_buf *b, const sh_var *v, int pairs);

/* The one-letter options that are on, as $- shows them, NUL-terminated in out (cap bytes);
 * returns how many. */
size_t sh_option_letters(sh_state *st, char *out, size_t cap);

/* Apply the invocation's option words (-abc, +abc, -o NAME, +o NAME) as `set` does.
 * Returns 0, or 2 after an error message for an unknown option. */
int sh_options_apply(sh_state *st, int n, char **words);

#endif
