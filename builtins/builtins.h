/* The shell's own commands, the effect gate and the Monty host: the only builtins
 * header other folders include. */
#ifndef BUILTINS_BUILTINS_H
#define BUILTINS_BUILTINS_H

#include <dirent.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "common/attr.h"
#include "common/buf.h"
#include "policy/policy.h"

/* ---------------------------------------------------------------------------------
 * The box a process runs in (builtins/box.c): config, engine and log, loaded once.
 * ------------------------------------------------------------------------------- */

typedef struct bi_box {
    pol_box box;        // config, paths, limits (box.operator_home etc.)
    int have_config;    // 0: no --config given (empty engine, workspace = cwd)
    pol_engine *engine; // never NULL once opened
    pol_log *log;       // NULL when there is no box_dir
} bi_box;

/* Open the box named by config_path (NULL: no config: deny everything, workspace =
 * the current directory, home = $HOME). Loads box.toml, reads and loads the policy,
 * creates box_dir/private if needed and opens the decision log. caller names the
 * route in log records. Returns 0, or -1 with the error in err (nothing changed on
 * disk when the config or policy does not load). */
CM_MUST_CHECK int bi_box_open(const char *config_path, const char *caller, bi_box *out,
                              cm_buf *err);

/* Open the box of an alias in box_dir/bin: the box.toml, operator home and workspace
 * `strands-box init` recorded in box_dir/private/alias.toml, whatever the caller's
 * environment and current directory say. box_dir is absolute. Returns as bi_box_open;
 * -1 also when the record is missing or the config now names another box_dir. */
CM_MUST_CHECK int bi_box_open_alias(const char *box_dir, const char *caller, bi_box *out,
                                    cm_buf *err);
void bi_box_close(bi_box *b);

/* Confine this process to what box's policy could ever permit (builtins/confine.c),
 * after the config, the policy, the log and every descriptor the route needs are open:
 * Landlock filesystem rules from the reach analysis (pol_reach_compute) plus the system
 * trees host programs need, Landlock TCP rules (ABI >= 4) and scoping (ABI >= 6), and a
 * seccomp deny list. Nothing when [box] kernel_confinement = "off". The log's next
 * record says what was applied. Irreversible; inherited by every child. Returns 0, or
 * -1 with the reason in err: the caller must not start the box (fail closed). */
CM_MUST_CHECK int bi_confine(bi_box *box, cm_buf *err);

/* bi_confine, for the broker of `strands-box run` (issue 15, part 2): the same ruleset
 * plus reading box.toml, the policy and <box_dir>/private, which each call loads again. */
CM_MUST_CHECK int bi_confine_broker(bi_box *box, cm_buf *err);

/* Confine this process, before it execs the agent of `strands-box run`, to its
 * [agent.filesystem] lists (less `deny`, the box directory and the directories holding
 * box.toml and the policy), the system trees, and read and execute on <box_dir>/bin and
 * on exe (the program the aliases run). Returns 0 when confined, 1 when the kernel
 * offers no Landlock (nothing applied; the reason in err), -1 with the reason in err. */
CM_MUST_CHECK int bi_confine_agent(const bi_box *box, const char *exe, cm_buf *err);

/* Append the agent's ruleset (bi_confine_agent) to out, one "  agent: fs PATH RIGHTS
 * (why)" line per rule. Returns 0, or -1 out of memory. */
CM_MUST_CHECK int bi_confine_agent_describe(const bi_box *box, const char *exe, cm_buf *out);

/* Append the ruleset bi_confine would apply for box to out, one "  kernel: ..." line
 * per tree with its rights, then the network, exec and seccomp lines. Returns 0, or -1
 * out of memory. */
CM_MUST_CHECK int bi_confine_describe(const bi_box *box, cm_buf *out);

/* ---------------------------------------------------------------------------------
 * Per-command context, shared by the shell's own commands and the Monty host.
 * ------------------------------------------------------------------------------- */

#define BI_MAX_SUBST 8 // process substitutions alive at once (nested commands included)

typedef struct bi_ctx {
    bi_box *box;
    char cwd[4097]; // absolute current directory (starts at the workspace)
    int in;         // fds for this command
    int out;
    int err;
    char **env; // the command's environment, NULL-terminated ("NAME=value")
    // bi_gate_fs: 1 makes a policy denial name the path as the caller wrote it
    // ('notes.txt', as Monty reports it upstream); 0 (default) names the spelled path
    int name_as_written;
    // The decision log's caller for this command's file operations ("python" while a
    // script runs); NULL: the log's own caller ("shell")
    const char *caller;
    // CLOCK_MONOTONIC seconds at which the run's time budget ends ([shell] run_seconds):
    // an own command that waits (sleep) stops there. 0: no budget
    double deadline;
    // 1 in a process that must outlive its runs (the MCP server): a Python run goes in a
    // forked child, so that the end of one C operation past its limits (the deadline's
    // backstop) ends that run, not the process
    int contained;
    // The shell's process substitutions alive now, named "/dev/fd/N" in the arguments:
    // `cat <(list)`, a memory file the shell made and filled with the list's output, and
    // `tee >(list)` (subst_write[i] 1), an empty memory file the command writes and the
    // list then reads. bi_cmd_open opens such a name from this table only, never through
    // the file system, so no other descriptor can be reached by naming it.
    int subst_fd[BI_MAX_SUBST];
    unsigned char subst_write[BI_MAX_SUBST];
    unsigned n_subst;
    // Runs argv as the shell runs a typed command (decided under its own name, within the
    // run's limits) and returns its exit status, or -2 when argv[0] names no program (a
    // shell builtin such as exit): find -exec's way to its commands. NULL where no shell
    // runs the command (then -exec is refused).
    int (*run_argv)(void *arg, int argc, char **argv);
    void *run_arg;
} bi_ctx;

/* Print "<prog>: <message>" on ctx->err, as a GNU tool words its errors (the message is
 * shown escaped: it holds the script's words). The shell's program-like builtins
 * (timeout, nohup) use it too. */
void bi_cmd_err(bi_ctx *ctx, const char *prog, const char *fmt, ...) CM_PRINTF(3, 4);

/* Print GNU's second line after a usage error ("Try '<prog> --help' for more
 * information.") on ctx->err, after grep's synopsis line for grep. Returns 1, the usage
 * error's status. */
int bi_cmd_usage(bi_ctx *ctx, const char *prog);

/* A bad option, in GNU getopt's words: "unrecognized option '--name'" for a long word,
 * else "invalid option -- 'c'"; then bi_cmd_usage's lines.
 * Returns status, the caller's exit status for a usage error. */
int bi_cmd_bad_option(bi_ctx *ctx, const char *prog, const char *word, char c, int status);

/* ---------------------------------------------------------------------------------
 * Interrupts (builtins/intr.c): Ctrl-C and an MCP cancel. The shell's sh_intr_request
 * calls bi_intr_request; own commands' loops poll bi_stop_pending and end with 130.
 * ------------------------------------------------------------------------------- */

/* Mark an interrupt pending and deliver a KeyboardInterrupt to the Python script running
 * now, if any (a sleep in it wakes). Async-signal-safe and thread-safe. */
void bi_intr_request(void);

/* 1 while an interrupt is pending (until bi_intr_clear), else 0. Async-signal-safe. */
int bi_intr_pending(void);

/* Forget a pending interrupt (the shell is back at its prompt, or a script caught its
 * KeyboardInterrupt and went on). */
void bi_intr_clear(void);

/* What an own command's loop polls to end early (with 130, which the shell turns into
 * the run's end, 125, when the budget passed): 1 while an interrupt is pending, or once
 * the deadline bi_stop_set_deadline gave has passed (the clock is read every 64th call,
 * so a poll costs a counter), else 0. Every loop that runs as long as its input or its
 * arguments ask polls it: every limit binds inside C loops too. */
int bi_stop_pending(void);

/* read(2) of fd bounded by what bi_stop_pending watches: while a deadline is set it
 * waits (poll) for input no longer than the deadline, so a pipe or terminal whose writer
 * never writes nor closes cannot hold a command past the run's end. Returns read's
 * answer (EINTR retried), or -1 with errno EINTR once an interrupt is pending or the
 * deadline has passed. Every blocking read of an own command or the shell goes here. */
ssize_t bi_stop_read(int fd, void *buf, size_t size);

/* Wait until fd has input (or is at its end or in error): 1; 0 once the monotonic time
 * `until` (> 0; 0 for none) is reached first; -1 with errno EINTR once an interrupt is
 * pending or bi_stop_set_deadline's deadline has passed first. */
int bi_stop_wait(int fd, double until);

/* The CLOCK_MONOTONIC time at which bi_stop_pending turns 1 (0: none); returns the one it
 * replaces. The shell sets the run's end around each command it runs itself. */
double bi_stop_set_deadline(double at);

/* ---------------------------------------------------------------------------------
 * The gate (builtins/gate.c): the one road every file effect takes.
 * ------------------------------------------------------------------------------- */

/* Spell `written` (len bytes) against ctx->cwd, decide action/operation on the
 * spelling, log the decision, then run the floor (a floor refusal is logged as cause
 * enforcement, rule enforcement:reach-floor). Returns 0 with the approved path in
 * out, or -1 with the text the user sees in why: the policy denial text ("policy
 * denied this operation on '<spelled>' [default-deny]: No permit policy matched this
 * request."), the floor text ("<written>: outside this box's home ..."), or the
 * spelling error. *kind (may be NULL) is set to BI_GATE_DENIED, BI_GATE_FLOOR or
 * BI_GATE_BADPATH on failure. */
enum { BI_GATE_OK = 0, BI_GATE_DENIED, BI_GATE_FLOOR, BI_GATE_BADPATH };
CM_MUST_CHECK int bi_gate_fs(bi_ctx *ctx, pol_action action, const char *operation,
                             const char *written, size_t len, pol_path *out, cm_buf *why,
                             int *kind);

/* Decide a shell:exec or shell:spawn request and log it. Returns 0 when permitted,
 * or -1 with the denial text in why. */
CM_MUST_CHECK int bi_gate_exec(bi_ctx *ctx, const pol_request *req, cm_buf *why);

/* 1 when policy would permit the shell:spawn request req, else 0; nothing is logged.
 * Only for choosing among the candidates of a PATH lookup before any of them is
 * touched: the candidate the shell then acts on is decided again with bi_gate_exec. */
int bi_gate_exec_would_permit(bi_ctx *ctx, const pol_request *req);

/* Decide and log any other request (net:connect, http:request). Same contract. */
CM_MUST_CHECK int bi_gate_request(bi_ctx *ctx, const pol_request *req, cm_buf *why);

/* Log a refusal the box itself made for req, outside policy: a deny record with cause
 * enforcement, rule (borrowed, e.g. "enforcement:run-seconds") and why as its reason.
 * Nothing happens without a box log. */
void bi_gate_log_enforcement(bi_ctx *ctx, const pol_request *req, const char *rule,
                             const char *why);

/* ---------------------------------------------------------------------------------
 * Acting on an approved path (builtins/fsact.c): walk from "/" refusing a link at
 * every component (openat2 with RESOLVE_NO_SYMLINKS, or openat(..., O_NOFOLLOW) per
 * component); mutate through the parent's fd. All
 * return -1 with errno set on failure (ELOOP when a component became a symlink).
 * ------------------------------------------------------------------------------- */

/* Open the file at p. flags are open(2)'s, except that O_TRUNC is never passed to
 * open: it is done with ftruncate after fstat proves a regular file. FIFOs,
 * devices and sockets are refused (EACCES... see fsact.c). Returns an fd. */
CM_MUST_CHECK int bi_fs_open(const pol_path *p, int flags, mode_t mode);
CM_MUST_CHECK int bi_fs_stat(const pol_path *p, struct stat *st);
CM_MUST_CHECK int bi_fs_lstat(const pol_path *p, struct stat *st);
CM_MUST_CHECK DIR *bi_fs_opendir(const pol_path *p);
CM_MUST_CHECK int bi_fs_mkdir(const pol_path *p, mode_t mode);
CM_MUST_CHECK int bi_fs_unlink(const pol_path *p);
CM_MUST_CHECK int bi_fs_rmdir(const pol_path *p);
CM_MUST_CHECK int bi_fs_rename(const pol_path *from, const pol_path *to);
/* Whether the walks may ask the kernel to do them (openat2 with RESOLVE_NO_SYMLINKS,
 * one system call) rather than walk by hand (an openat per component); both refuse a
 * link at every component. On by default, and off for good once the kernel answers
 * ENOSYS; tests turn it off to cover the walk by hand. Returns the previous setting. */
int bi_fs_kernel_walk(int on);

/* ---------------------------------------------------------------------------------
 * Commands the shell runs itself that are not shell-state builtins: utilities
 * (cat, ls, grep, ...) and python/python3. Table in builtins/commands.c.
 * ------------------------------------------------------------------------------- */

typedef int (*bi_cmd_fn)(bi_ctx *ctx, int argc, char **argv);

typedef struct bi_command {
    const char *name;
    bi_cmd_fn fn;
    int flags;
    // GNU's argument order: NULL, or the command's options are found among its operands
    // (bi_cmd_permute); the short letters that take a value, then '|' and the long
    // options that take the next word as their value, comma-separated
    const char *permute;
} bi_command;

/* GNU getopt's permutation for an own command: argv[1..argc) into out[1..argc) with every
 * option word (and the word a value-taking option consumes) before the operands, each
 * in its order; "--" and what follows it stay last. spec is bi_command.permute. out[0]
 * is argv[0] and out[argc] NULL. */
void bi_cmd_permute(const char *spec, int argc, char *const *argv, char **out);

/* The command called name, or NULL. */
const bi_command *bi_command_find(const char *name);

/* The process substitution path names in ctx's table ("/dev/fd/N", N one of
 * ctx->subst_fd), or -1 when it names none. *writable (may be NULL) is 1 for an output
 * substitution >(list), which is written, 0 for <(list), which is read. */
int bi_subst_fd(const bi_ctx *ctx, const char *path, int *writable);

/* The i-th command of the table in name order, or NULL past the end (completion). */
const bi_command *bi_command_at(size_t i);

/* python / python3 in the shell (builtins/python.c): argv forms, script fs:read,
 * one fresh Monty run. Returns the exit status. shell:exec was already decided. */
int bi_python_main(bi_ctx *ctx, int argc, char **argv);

/* The python3/python alias route (<box_dir>/bin/python3): -c SOURCE or one SCRIPT,
 * script read with the agent's own access. Returns the exit status. */
int bi_python_alias_main(bi_box *box, int argc, char **argv);

/* The SCRIPT of an alias (python3 or zsh/bash/sh), read with the agent's own access:
 * [agent.filesystem] must grant `read` or `read_file` on it, at most 64 KiB. Returns
 * the text (NUL-terminated, *len bytes; cm_free it), or NULL after printing the alias's
 * one-line refusal (`read Shell script P: ...`) on stderr (the alias exits 125). */
char *bi_alias_script_read(bi_box *box, const char *script, size_t *len);

/* 0 when argv (argv[0] the alias name) is a form the python alias runs: exactly
 * `-c SOURCE` or one SCRIPT not starting with '-'. Otherwise prints the refusal on
 * stderr and returns -1 (the alias then exits 125). Touches nothing else. */
int bi_python_alias_form(int argc, char **argv);

/* The one fixed first argument of every alias wrapper in <box_dir>/bin, followed by
 * "NAME:BOX_DIR" (written by `strands-box init`, read by main()). */
#define BI_ALIAS_ENTRY "--alias="

/* ---------------------------------------------------------------------------------
 * strands-box (builtins/boxcli.c): init, check, explain, log.
 * ------------------------------------------------------------------------------- */

/* `strands-box SUBCOMMAND …`. Returns the exit status. */
int bi_box_main(int argc, char **argv);

/* `strands-box init --config BOX_TOML` (builtins/boxinit.c). argv starts at "init". */
int bi_box_init_main(int argc, char **argv);

#endif
