/* Where an interrupt lands inside builtins/: the one Monty run in progress. */
#ifndef BUILTINS_INTR_H
#define BUILTINS_INTR_H

#include <signal.h>

#include "monty/monty.h"

/* Make st the run that bi_intr_request interrupts (monty_keyboard_interrupt) and wake
 * the flag a blocking host call watches (set to 1; may be NULL). A request already
 * pending reaches st at its first safe point. Both are borrowed until bi_intr_detach.
 * One run at a time per process. */
void bi_intr_attach(monty_state *st, volatile sig_atomic_t *wake);

/* Forget the attached run. On return no bi_intr_request (in a signal handler or another
 * thread) still uses it, so the caller may free it. */
void bi_intr_detach(void);

#endif
