/* The shell's time limits: [shell] run_seconds for a whole run, command_seconds for one
 * host program (issue 12). */
#ifndef SHELL_LIMIT_H
#define SHELL_LIMIT_H

#include <sys/types.h>

#include "shell/state.h"

/* Whether the limits bind this shell: a box is open and the session is not
 * interactive (a person at a terminal is not timed). */
int sh_limit_applies(const sh_state *st);

/* Called before every command and loop iteration (sh_exec_node). The first call of
 * the process starts the run clock. Once the run is past run_seconds, or a limit has
 * stopped it, prints (once) "strands-shell: shell run exceeded run_seconds (N s)",
 * logs an enforcement record, sets st to exit 125 and returns 1; else 0. */
int sh_limit_run_over(sh_state *st);

/* Start a new run now, lasting seconds (the MCP server's calls, each a run of its own):
 * clears a stop left by an earlier run. */
void sh_limit_start_run(double seconds);

/* Wait for the host program pid (argv0 names it), bounded by command_seconds and the
 * rest of the run. Returns 0 with its wait status in *status, or 1 after killing its
 * process group (SIGKILL) when a limit passed: the message is printed, the record
 * logged, and the run stopped (every later command exits 125). -1 on a wait error.
 * A `timeout` running it (st->timeout) that ends first sends its signal instead, marks
 * itself fired, and the wait goes on (0 with the status the signal left). */
int sh_limit_wait(sh_state *st, pid_t pid, const char *argv0, int *status);

/* Wait for pid, a child the shell forked (a pipeline stage or a background job), bounded
 * by the rest of the run and a short grace (the child watches the same clock). Returns
 * 0 with its wait status in *status, 1 after sh_limit_child_over, -1 on a wait error. */
int sh_limit_wait_child(sh_state *st, pid_t pid, int *status);

/* The monotonic time (sh_limit_now) past which the shell kills a forked child that is
 * still running, or 0 when nothing bounds it (no box, or an interactive session). */
double sh_limit_child_deadline(const sh_state *st);

/* The monotonic time (sh_limit_now) at which the run's run_seconds end, or 0 when
 * nothing bounds it: what an own command that waits (sleep) is charged against. */
double sh_limit_run_deadline(const sh_state *st);

/* CLOCK_MONOTONIC in seconds. */
double sh_limit_now(void);

/* A forked child outlived the run: kill its process group and it (reaping it into
 * *status), report and log the run's end unless a limit already stopped the run, and
 * stop the run (st exits 125, every later command too). */
void sh_limit_child_over(sh_state *st, pid_t pid, int *status);

/* Print why (as "strands-shell: WHY") and log it as a refusal the box made of program
 * (a shell:exec record, cause enforcement, rule e.g. "enforcement:run-seconds"); without
 * a box, only prints. */
void sh_limit_refuse(sh_state *st, const char *program, const char *rule, const char *why);

/* Mark the start of one C call the shell cannot stop inside and that may run on without
 * bound (glibc's fnmatch with extglob and its regexec backtrack: one call took minutes):
 * should the call still run SH_LIMIT_C_GRACE seconds past run_seconds, a watchdog thread
 * prints "shell run exceeded run_seconds (N s)", logs enforcement:run-seconds and ends the
 * process with 125, as sh_limit_run_over would have. A call begun past that time ends the
 * process so at once (a C loop of many short calls). Returns the token for
 * sh_limit_c_end; nothing is marked when the limits do not apply. st must outlive the
 * call. */
int sh_limit_c_begin(sh_state *st);

/* The C call sh_limit_c_begin marked has returned. When the watchdog is already ending
 * the process, does not return. */
void sh_limit_c_end(int token);

/* Make this process one that must outlive its runs (the MCP server: each tool call is a
 * run, and the process serves the calls after it). From now on, a marked C call that
 * sh_limit_c_run is told may backtrack runs in a forked child, killed at the run's end
 * and grace, so that only that run ends. */
void sh_limit_contain(void);

/* The result of fn(arg, out), one C call the shell cannot stop inside (see
 * sh_limit_c_begin), with out_len bytes of out as fn left them. Marked with
 * sh_limit_c_begin/end, unless the process is contained (sh_limit_contain) and risky says
 * the call may backtrack without bound: then fn runs in a forked child and out is copied
 * back; should the run's end and its grace pass first, or an interrupt come, the child is
 * killed, the run is ended as sh_limit_run_over does (its line, its record, 125), or
 * stops with the interrupt, and -1 is returned with out unchanged. A failed fork runs fn
 * here, marked. */
int sh_limit_c_run(sh_state *st, int risky, int (*fn)(void *arg, void *out), void *arg, void *out,
                   size_t out_len);

/* Seconds past run_seconds one marked C call may run on before the process ends. */
#define SH_LIMIT_C_GRACE 1.0

/* Sleep *nap_ns (at most left seconds when left > 0), then double *nap_ns up to 20 ms:
 * the polling step of every bounded wait. */
void sh_limit_nap(long *nap_ns, double left);

#endif
