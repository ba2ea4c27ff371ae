/* Word expansion: parameters, substitutions, arithmetic, tilde, splitting, globbing. */
#ifndef SHELL_EXPAND_H
#define SHELL_EXPAND_H

#include <stddef.h>

#include "common/attr.h"
#include "shell/parse.h"
#include "shell/state.h"

// A vector of strings living in st->tmp.
typedef struct sh_strv {
    char **v; // NULL-terminated when n > 0
    size_t n;
    size_t cap;
} sh_strv;

/* Append s (already in st->tmp or static) to v. Returns 0 or -1. */
CM_MUST_CHECK int sh_strv_push(sh_state *st, sh_strv *v, char *s);

/* Expand words into fields (splitting and globbing), appending to out. Returns 0, or
 * -1 after printing the error (st->status set). */
CM_MUST_CHECK int sh_expand_fields(sh_state *st, const sh_word *w, size_t n, sh_strv *out);

/* Expand one word to one string: no splitting, no globbing (assignments, redirection
 * targets, case subjects). Returns a string in st->tmp, or NULL after printing. */
char *sh_expand_string(sh_state *st, sh_word w);

/* Expand an assignment's value: as sh_expand_string, and a tilde after an unquoted ':'
 * expands too (PATH=$PATH:~/bin). NULL after printing an error. */
char *sh_expand_assign(sh_state *st, sh_word w);

/* Expand a word as a pattern for case and ${x#pat}: quoted characters come out
 * backslash-escaped. NULL after printing an error. */
char *sh_expand_pattern(sh_state *st, sh_word w);

/* Expand w as the regular expression after [[ ... =~: quoted characters (and ones a
 * backslash escapes) are preceded by a backslash where ERE gives them a meaning, so they
 * match themselves, as in bash. */
char *sh_expand_regex(sh_state *st, sh_word w);

/* Expand a here-document body ($, ` and \ only). NULL after printing an error. */
char *sh_expand_heredoc(sh_state *st, const char *body);

/* Evaluate an arithmetic expression (after expanding $ and ` in it). Returns 0 with
 * *out, or -1 after printing the error. */
CM_MUST_CHECK int sh_arith(sh_state *st, const char *text, size_t len, long long *out);

/* The subscript sub (len bytes, as written) of name: for an associative array a key,
 * sub expanded as one word (*key, in st->tmp), else an index, sub evaluated as
 * arithmetic (*idx; *key NULL). Returns 0, or -1 after printing the error. */
CM_MUST_CHECK int sh_subscript(sh_state *st, const char *name, const char *sub, size_t len,
                               long long *idx, const char **key);

/* The text of $'t' (t: len bytes between the quotes) with its escapes decoded, appended
 * to b. 0 or -1 when memory runs out. */
CM_MUST_CHECK int sh_ansi_c_decode(cm_buf *b, const char *t, size_t len);

/* val with every character in upper (or lower) case, in st->tmp; NULL when memory
 * runs out. */
char *sh_case_all(sh_state *st, const char *val, int upper);

/* Match name against a shell pattern (fnmatch without path rules), the call bounded by
 * st's run_seconds (sh_limit_c_begin). 1 on a match; a pattern sh_extglob_ok refuses
 * matches nothing, and so does a pattern with an extglob group against a name
 * longer than SH_EXTGLOB_SUBJECT_MAX bytes. */
int sh_pattern_match(sh_state *st, const char *pattern, const char *name);

/* The most ?(..) *(..) +(..) @(..) !(..) groups one pattern may hold. glibc's fnmatch
 * recurses once per group, nested or one after another, and reserves stack at each:
 * 5,000 of them overflowed the stack (a crash in the process the policy is in). */
#define SH_EXTGLOB_MAX 32

/* The longest value a pattern with an extglob group is matched against: glibc's fnmatch
 * also recurses once per repetition a group matches, so a long value runs on a thread
 * whose stack is sized for it (expand.c), and past this it matches nothing. */
#define SH_EXTGLOB_SUBJECT_MAX ((size_t)64 << 10)

/* 0 when pattern holds more than SH_EXTGLOB_MAX extglob groups (it is not given to
 * fnmatch with FNM_EXTMATCH), else 1. */
int sh_extglob_ok(const char *pattern);

/* Print "strands-shell: <msg>" on the shell's stderr. */
void sh_errorf(sh_state *st, const char *fmt, ...) CM_PRINTF(2, 3);

/* Run src (len bytes) in a subshell copy of st with its stdout captured into out
 * (trailing newlines kept). Returns the subshell's status, -1 on failure
 * (shell/exec.c). */
int sh_exec_capture(sh_state *st, const char *src, size_t len, cm_buf *out);

/* <(list) as an argument: run src (len bytes) as $(...) does, keep its output in a
 * memory file and enter that in st->ctx's process substitutions (the own commands read
 * it as "/dev/fd/N"); it is closed when the command that made it ends. output
 * (>(list)): an empty memory file the own commands write, and src runs on what they
 * wrote when the command ends, before it is closed. Returns the descriptor, or -1 after
 * printing (shell/exec.c). */
int sh_exec_subst_fd(sh_state *st, const char *src, size_t len, int output);

#endif
