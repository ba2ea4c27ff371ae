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
 * logged, and the run stopped (every later command exits 125). -1 on a wait error. */
int sh_limit_wait(sh_state *st, pid_t pid, const char *argv0, int *status);

#endif
