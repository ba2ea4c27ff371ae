/* The shell's state: variables, functions, positional parameters, options, flow. */
#ifndef SHELL_STATE_H
#define SHELL_STATE_H

#include <stddef.h>

#include "builtins/builtins.h"
#include "common/arena.h"
#include "common/attr.h"
#include "shell/parse.h"

// One element of an array: an indexed array's idx, or an associative array's key.
typedef struct sh_elem {
    long long idx; // unused in an associative array
    char *value;
    char *key; // NULL in an indexed array
} sh_elem;

typedef struct sh_var {
    char *name;
    char *value; // NULL: declared (local/export) but unset; always NULL for an array
    int exported;
    int readonly;
    int array;      // an array (bash's semantics): its elements are elems
    int assoc;      // (with array) an associative array: elems carry keys
    int integer;    // declare -i: an assignment's value is evaluated as arithmetic
    int lower;      // declare -l: an assignment's value is lowercased
    int upper;      // declare -u: an assignment's value is uppercased
    int nameref;    // declare -n: value is the name (NAME or NAME[sub]) it stands for
    int invisible;  // an array declared (declare -a NAME) but never assigned: no "=()"
    sh_elem *elems; // indexed: sorted by idx, no two alike; associative: in insertion order
    size_t n_elems;
    // Associative: an open-addressing table of positions in elems (+1; 0 is empty), its
    // size a power of two at least twice n_elems; NULL while empty.
    unsigned *slots;
    size_t n_slots;
} sh_var;

typedef struct sh_func {
    char *name;
    sh_node *body;
} sh_func;

typedef struct sh_alias {
    char *name;
    char *value;
} sh_alias;

// One saved variable for `local`, restored when the function returns.
typedef struct sh_saved {
    sh_var var; // a deep copy of the variable as it was (var.name is its name)
    int existed;
    struct sh_saved *next;
} sh_saved;

// SH_FLOW_INTR: an interrupt (Ctrl-C, an MCP cancel) unwinds the whole command list
// (shell/intr.h); the prompt or the MCP call that ran it clears it.
enum {
    SH_FLOW_NONE = 0,
    SH_FLOW_BREAK,
    SH_FLOW_CONTINUE,
    SH_FLOW_RETURN,
    SH_FLOW_EXIT,
    SH_FLOW_INTR
};

#define SH_NSIG        65 // signal numbers 1..64; trap_sig[0] is unused (EXIT is trap_exit)
#define SH_MAX_CAPTURE ((size_t)64 << 20) // one pipeline stage or $(...) output

// The innermost `timeout` running (sh_state.timeout).
typedef struct sh_timeout {
    double end;        // sh_limit_now seconds; 0: none
    int sig;           // what a host program gets at the end
    double kill_after; // then SIGKILL this much later; 0: never
    int fired;         // 1 once it ended its command
} sh_timeout;

typedef struct sh_state {
    bi_box *box; // may be NULL in unit tests: every effect is then refused
    bi_ctx ctx;  // cwd and the fds commands use now
    sh_var *vars;
    size_t n_vars;
    size_t cap_vars;
    sh_func *funcs;
    size_t n_funcs;
    sh_alias *aliases;
    size_t n_aliases;
    char *arg0;
    char **params;
    size_t n_params;
    int status; // $?
    int opt_errexit;
    int opt_nounset;
    int opt_xtrace;
    int opt_pipefail;
    int opt_errtrace; // set -E / -o errtrace (bash): functions run the ERR trap too
    int no_errtrap;   // > 0 in a pipeline's last stage: the pipeline runs the ERR trap
    int opt_noglob;
    int opt_noclobber;
    int opt_allexport; // set -a: every variable assigned is exported
    int opt_noexec;    // set -n: commands are read, not run (ignored when interactive)
    int opt_verbose;   // set -v: the input is written to stderr as it is read
    int opt_notify;    // set -b: accepted, no effect (no job reports)
    int opt_hashall;   // set -h: accepted, no effect (no command hash table)
    int opt_ignoreeof; // set -o ignoreeof: accepted, no effect here
    int opt_nullglob;  // shopt (bash): a pattern that matches nothing is removed
    int opt_dotglob;   // patterns match names starting with '.'
    int opt_globstar;  // ** walks directories (each listed under fs:read enumerate)
    int opt_extglob;   // ?(..) *(..) +(..) @(..) !(..) in patterns
    int has_namerefs;  // 1 once a declare -n ran: names are then followed (sh_nameref_follow)
    int flow;          // SH_FLOW_*
    int flow_n;
    int loop_depth;
    int func_depth;
    int no_errexit;  // > 0 inside a condition, where set -e does not apply
    int interactive; // errors spare the shell (a terminal session, or -i)
    int session;     // a person at a terminal (sh_interact_run): run_seconds does not apply
    int subshell;
    int eval_depth;
    unsigned long text_commands; // commands sh_exec_text ran or refused (eval, . of none)
    int source_depth;
    sh_saved *locals;      // saved variables of every active function, innermost first
    sh_saved *locals_base; // where the innermost function's saved variables end
    cm_arena code;         // syntax trees that stay (functions defined by the main text)
    cm_arena tmp;          // expansion results, released after each command
    long pid;
    long long start_time; // time(NULL) when the shell started ($SECONDS)
    int lineno;           // the line of the command running now ($LINENO)
    int next_text_line;   // > 0: the line sh_exec_text's next text starts at (stdin's chunks)
    // The innermost `timeout` running: its end (sh_limit_now seconds; 0: none), the signal
    // it sends a host program, how long after that a SIGKILL follows (0: none), and 1
    // once it ended its command. It only ever tightens the box's own limits.
    sh_timeout timeout;
    int via_command;           // > 0 while `command` runs a builtin: a special one's error goes on
    int argv_dbl;              // the next sh_exec_argv runs a [[ ]] node (else [[ is no command)
    const char *path_fallback; // commands are looked up here while PATH is unset (env -i)
    int exit_trap_status;      // in the EXIT trap's own text: $? before it (a bare exit's); else -1
    int sig_trap_status;       // in a signal trap's action: $? before it (a bare return's); else -1
    char *last_arg;            // the last argument of the previous simple command ($_)
    int umask_at_copy;         // a subshell copy: the process umask to restore when it ends; -1
    int subst_status;          // status of the last $(...) in this command, -1 when none
    // Per argument after the program, for the next sh_exec_argv only: 1 when the word was
    // written literally (the decision log may show it), 0 when it came from an expansion.
    const unsigned char *argv_literal;
    // Per field of the next declaration builtin's argv (st->tmp): 1 where it is an array
    // value NAME=(...) spelled by sh_assign_decl_arg; NULL when none is.
    const unsigned char *argv_compound;
    size_t argv_compound_n;
    char *trap_exit;         // `trap CMD EXIT`
    char *trap_sig[SH_NSIG]; // `trap CMD SIG`, by signal number; "" = ignored
    char *trap_err;          // `trap CMD ERR` (bash): after a command that fails as set -e sees it
    int trap_err_depth;      // the function depth at which trap_err was set
    const struct sh_state *trap_parent; // a subshell copy: the shell whose traps `trap` lists
                                        // until the copy sets one of its own (POSIX)
    int capture_fd; // the memory file of this pipeline stage or $(...), -1 when none
    // Descriptors 3..9 as the shell holds them (`exec 3>file`), -1 when closed; 0..2 are
    // ctx.in/out/err. fd_owned[i] is 1 where this state opened descriptor i with exec
    // and closes it when exec replaces it or the state ends (a subshell copy owns none).
    int fd_hi[10];
    unsigned char fd_owned[10];
    // The statuses of the last pipeline's commands ("0 141 0"; a simple command is a
    // pipeline of one), NULL before the first: $pipestatus (zsh) is the whole text,
    // $PIPESTATUS (bash, ${PIPESTATUS[0]}) the first. See sh_var_get.
    char *pipestatus;
    char pipestatus_first[12];
    // >(list) entries of ctx's process substitutions: the list's text (in st->tmp, alive
    // until the command that made it ends), NULL for <(list)
    const char *subst_src[BI_MAX_SUBST];
    size_t subst_len[BI_MAX_SUBST];
} sh_state;

/* Initialise st for a run in box (which may be NULL). cwd starts at the workspace
 * (or the current directory without a box); the variables are the minimal
 * environment. Returns 0 or -1 when memory runs out. */
CM_MUST_CHECK int sh_state_init(sh_state *st, bi_box *box);

/* Copy st into out for a subshell: variables, functions, parameters, options, cwd.
 * Returns 0 or -1. The copy is released with sh_state_free. */
CM_MUST_CHECK int sh_state_copy(const sh_state *st, sh_state *out);

void sh_state_free(sh_state *st);

/* Namerefs (bash's declare -n). The name the variable name stands for after following
 * its namerefs, at most SH_NAMEREF_MAX of them: name itself when it is no nameref (or one
 * without a value yet), else the last one's value, which may name an element ("a[1]").
 * NULL when the chain is circular or longer. Borrowed until the variables change. */
#define SH_NAMEREF_MAX 8
const char *sh_nameref_follow(const sh_state *st, const char *name);

/* 1 when name is itself a nameref (not followed). */
int sh_var_is_nameref(const sh_state *st, const char *name);

/* 1 when target may be a nameref's value: a name, or NAME[subscript]. */
int sh_nameref_valid(const char *target);

/* Make name a nameref to target (the variable itself, not followed). Returns 0, -1, or
 * an SH_VAR_* after printing "`T': not a valid identifier", "NAME: reference variable
 * cannot be an array" or the readonly error. */
CM_MUST_CHECK int sh_nameref_set(sh_state *st, const char *name, const char *target);

/* The getters and setters below follow namerefs (sh_nameref_follow); a setter given a
 * circular chain prints "warning: NAME: circular name reference" and returns
 * SH_VAR_ERROR, a getter reads it as unset. sh_var_find and sh_var_declare do not.
 *
 * The value of name, or NULL when unset. Borrowed until the variable changes. Unless the
 * script set a variable of that name, PIPESTATUS and pipestatus read st->pipestatus. */
const char *sh_var_get(const sh_state *st, const char *name);

/* The variable record called name, or NULL. */
sh_var *sh_var_find(const sh_state *st, const char *name);

// What the setters return besides 0 and -1 (out of memory): the error was printed.
#define SH_VAR_READONLY (-2) // "NAME: readonly variable"
#define SH_VAR_BADSUB   (-3) // "NAME[N]: bad array subscript"
#define SH_VAR_ERROR    (-4) // another error (a declare -i value that is no expression)

/* Set name to value (copied); for an array, its element 0 (as bash). Returns 0, -1 when
 * memory runs out, or SH_VAR_READONLY after printing the error. */
CM_MUST_CHECK int sh_var_set(sh_state *st, const char *name, const char *value);

/* Indexed arrays. An index below 0 counts back from one past the highest element
 * (bash); a scalar is an array of its element 0.
 *
 * sh_arr_get: the element's value (borrowed until the variable changes), or NULL. */
const char *sh_arr_get(const sh_state *st, const char *name, long long idx);

/* Set element idx of name to value (copied), making name an array. Returns 0, -1 (out
 * of memory), or SH_VAR_READONLY / SH_VAR_BADSUB after printing the error. */
CM_MUST_CHECK int sh_arr_set(sh_state *st, const char *name, long long idx, const char *value);

/* Make name an array (a scalar value becomes element 0, an unset name an empty array);
 * clear: drop every element first. Returns 0, -1 or SH_VAR_READONLY (printed). */
CM_MUST_CHECK int sh_arr_make(sh_state *st, const char *name, int clear);

/* Remove element idx of name (nothing when it has none). Returns 0 or SH_VAR_READONLY /
 * SH_VAR_BADSUB (printed). */
int sh_arr_unset(sh_state *st, const char *name, long long idx);

/* Associative arrays (bash's declare -A). The elements keep the order they were first
 * set in. sh_assoc_make: make name an associative array (clear: drop every element
 * first); an indexed array cannot become one (printed). Returns 0, -1 or an SH_VAR_*. */
CM_MUST_CHECK int sh_assoc_make(sh_state *st, const char *name, int clear);

/* The value of key in name, or NULL; an indexed array or scalar reads key as a number. */
const char *sh_assoc_get(const sh_state *st, const char *name, const char *key);

/* Set key of the associative array name to value (copied). 0, -1 or an SH_VAR_*. */
CM_MUST_CHECK int sh_assoc_set(sh_state *st, const char *name, const char *key, const char *value);

/* Remove key from name. 0 or SH_VAR_READONLY (printed). */
int sh_assoc_unset(sh_state *st, const char *name, const char *key);

/* An element of name by what sh_subscript gave: key when not NULL, else idx. */
const char *sh_elem_get(const sh_state *st, const char *name, long long idx, const char *key);
CM_MUST_CHECK int sh_elem_set(sh_state *st, const char *name, long long idx, const char *key,
                              const char *value);
int sh_elem_unset(sh_state *st, const char *name, long long idx, const char *key);

/* 1 when name is an associative array. */
int sh_var_is_assoc(const sh_state *st, const char *name);

/* One past the highest index of name (0 when it has no element). */
long long sh_arr_next(const sh_state *st, const char *name);

/* The variable called name, created (unset) when missing; NULL when memory runs out. */
sh_var *sh_var_declare(sh_state *st, const char *name);

/* Mark name exported (creating it unset when missing). Returns 0 or -1. */
CM_MUST_CHECK int sh_var_export(sh_state *st, const char *name);

/* Remove name (what its namerefs stand for: an element of an array when they name one).
 * Returns 0, or SH_VAR_READONLY / SH_VAR_ERROR after printing the error. */
int sh_var_unset(sh_state *st, const char *name);

/* Remove the variable name itself, a nameref not followed (unset -n, local). */
int sh_var_unset_ref(sh_state *st, const char *name);

/* Save name's current value in the innermost function frame (`local`). 0 or -1. */
CM_MUST_CHECK int sh_var_save_local(sh_state *st, const char *name);

/* Restore the variables saved since frame began, freeing the records. */
void sh_var_restore_locals(sh_state *st, sh_saved *frame);

/* Build the environment of a command ("NAME=value", NULL-terminated) from the
 * exported variables, in st->tmp. Returns NULL when memory runs out. */
char **sh_var_environ(sh_state *st);

/* Replace the positional parameters with argv[0..n) (copied). Returns 0 or -1. */
CM_MUST_CHECK int sh_params_set(sh_state *st, char *const *argv, size_t n);

/* Functions. */
const sh_func *sh_func_find(const sh_state *st, const char *name);
CM_MUST_CHECK int sh_func_define(sh_state *st, const char *name, sh_node *body);
void sh_func_remove(sh_state *st, const char *name);

/* Aliases. */
const char *sh_alias_get(const sh_state *st, const char *name);
CM_MUST_CHECK int sh_alias_set(sh_state *st, const char *name, const char *value);
void sh_alias_remove(sh_state *st, const char *name);

/* Remember arg (copied) as $_; kept unchanged when memory runs out. */
void sh_set_last_arg(sh_state *st, const char *arg);

/* 1 when s is a valid variable name. */
int sh_is_name(const char *s);

#endif
