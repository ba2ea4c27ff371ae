/* Signal traps (`trap ACTION SIGNAL...`): a caught signal only marks itself pending;
 * the shell runs its action between commands, as bash does after the foreground
 * command ends. */
#ifndef SHELL_TRAP_H
#define SHELL_TRAP_H

#include "common/buf.h"
#include "shell/state.h"

/* The pseudo-signal of `trap CMD ERR` (bash), past every signal number. */
#define SH_TRAP_ERR SH_NSIG

/* The number SPEC names: EXIT or 0 gives 0; ERR gives SH_TRAP_ERR; HUP, SIGHUP, hup or 1
 * give SIGHUP; -1 for a name or number this shell does not know. */
int sh_trap_signal(const char *spec);

/* Note the signals ignored when the shell started (call it first): a non-interactive
 * shell keeps them ignored, whatever trap says (POSIX). */
void sh_trap_note_entry(void);

/* Set the action of sig (0 = EXIT, SH_TRAP_ERR = ERR): "-" restores the default, "" ignores the
 * signal, anything else is run when it arrives. Returns 0, or -1 when memory runs out. */
CM_MUST_CHECK int sh_trap_set(sh_state *st, int sig, const char *action);

/* Append `trap -- 'ACTION' NAME` lines for every trap st holds. Returns 0 or -1. */
CM_MUST_CHECK int sh_trap_list(const sh_state *st, cm_buf *out);

/* Run the actions of the signals that arrived since the last call. $? is kept unless
 * an action exits the shell. */
void sh_trap_run_pending(sh_state *st);

/* Run the ERR trap, if one is set, after a command that ended with status (bash: where
 * set -e would exit, and not inside a function, unless set -o errtrace). $? is status
 * while it runs and after it, unless it exits the shell. */
void sh_trap_run_err(sh_state *st, int status);

/* Release the actions st holds (its signals go back to their dispositions). */
void sh_trap_free(sh_state *st);

#endif
