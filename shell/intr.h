/* Interrupting the foreground work (Ctrl-C, an MCP cancel): a running Python script
 * gets KeyboardInterrupt, a host program's process group gets SIGINT, own commands'
 * loops stop, and the command list stops as bash's does. */
#ifndef SHELL_INTR_H
#define SHELL_INTR_H

#include <sys/types.h>

#include "shell/state.h"

/* Interrupt the foreground work: mark the interrupt pending, deliver KeyboardInterrupt
 * to the running script (bi_intr_request) and send SIGINT to the process group of the
 * host program being waited for, when it has a group of its own (a program in the
 * shell's group at a terminal already got the terminal's SIGINT). Async-signal-safe
 * and thread-safe: the SIGINT handler and an MCP reader thread both call it. */
void sh_intr_request(void);

/* 1 while an interrupt is pending, else 0. */
int sh_intr_pending(void);

/* Forget a pending interrupt (a new prompt, a new MCP call). */
void sh_intr_clear(void);

/* Install the SIGINT handler that calls sh_intr_request (no SA_RESTART, so a blocking
 * read returns EINTR). Returns 0 or -1 (errno). sh_intr_uninstall restores what was. */
int sh_intr_install(void);
void sh_intr_uninstall(void);

/* The host program the shell now waits for: pgid > 0 when it leads a process group of
 * its own (sh_intr_request signals the group), 0 when it shares the shell's group or
 * has ended. Called around the wait in exec.c. */
void sh_intr_foreground(pid_t pgid);

/* After a host program ended with wait status ws: when it did not die of SIGINT (it
 * caught or ignored the interrupt), the interrupt is over and the list goes on, as in
 * bash. */
void sh_intr_program_done(int ws);

/* The check before every command (sh_exec_node): with an interrupt pending, sets $? to
 * 130, st->flow to SH_FLOW_INTR (which unwinds loops, functions and lists) and returns
 * 1; else 0. */
int sh_intr_stop(sh_state *st);

/* After a complete command of the prompt or an MCP call: with an interrupt pending or
 * SH_FLOW_INTR set, $? becomes 130, the flow and the request are cleared and 1 is
 * returned; else 0. */
int sh_intr_finish(sh_state *st);

#endif
