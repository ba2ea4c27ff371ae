/* Running syntax trees: commands, pipelines, redirections, compound commands. */
#ifndef SHELL_EXEC_H
#define SHELL_EXEC_H

#include <stddef.h>

#include "common/attr.h"
#include "shell/parse.h"
#include "shell/state.h"

/* Run one tree in st. Returns the exit status (also left in st->status). */
int sh_exec_node(sh_state *st, sh_node *n);

/* Parse and run src one complete command at a time (a syntax error stops the run
 * with status 2). Trees are kept in arena (functions may refer to them). Returns the
 * status of the last command. */
int sh_exec_text(sh_state *st, const char *src, size_t len, const char *origin, cm_arena *arena);

/* The parser's alias look-up (sh_parser.alias_get, ctx the sh_state): the shell's aliases
 * as they are when a command is read (POSIX substitutes them at parse time). */
const char *sh_exec_parser_alias(void *ctx, const char *name);

/* Run argv as a command (functions, own commands, host programs), with the shell's
 * current fds. skip_functions: `command NAME`. Returns the status. */
int sh_exec_argv(sh_state *st, int argc, char **argv, int skip_functions);

/* Run argv as a program runs one (find -exec, xargs): as typed with no shell function in
 * the way, but -2, running nothing, when argv[0] is a builtin that no program could be
 * (exit, cd, eval, return...: GNU's tools cannot run them). */
int sh_exec_program(sh_state *st, int argc, char **argv);

/* sh_exec_program with the variables set[] ("NAME=VALUE", exported) and unset[] (names)
 * changed for that one command, as `env` runs one; the old values come back after it.
 * 125 when one could not be changed (a readonly name, a name too long), running nothing. */
int sh_exec_program_env(sh_state *st, char **set, size_t n_set, char **unset, size_t n_unset,
                        int argc, char **argv);

/* Run argv as one of the shell's own commands (a builtin or an own utility), after its
 * own shell:exec decision (logged; literal as for sh_fx_decide_command): the one place
 * an own command runs. Returns its status, 126 when denied, or -2 when argv[0] names
 * no own command (nothing decided or run). */
int sh_exec_own(sh_state *st, int argc, char **argv, const unsigned char *literal);

/* What name resolves to: 'f' function, 'b' shell builtin, 'c' own utility, 'p' host
 * program (path copied to path), 0 not found. A host program is found only at a path
 * policy would let the shell spawn (nothing else is stat'ed, nothing is logged). */
int sh_exec_resolve(sh_state *st, const char *name, char *path, size_t path_size);

/* A new anonymous file in memory (memfd, else an unlinked file in /tmp), close-on-exec,
 * for output captured by the shell. Returns the fd, or -1 with errno. */
int sh_mem_fd(void);

/* 1 when name is a host program the shell may start, its path copied to path (as for
 * sh_exec_resolve, but past functions and the shell's own commands); else 0. */
int sh_exec_find_program(sh_state *st, const char *name, char *path, size_t path_size);

/* Run the EXIT trap (once) if one is set. */
void sh_exec_exit_trap(sh_state *st);

#endif
