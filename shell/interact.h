/* The interactive session (readline, loaded at first use): banner, zsh-style prompt,
 * history in <box_dir>/private/history, completion through the gate, Ctrl-C and Ctrl-D;
 * and the completeness test that stdin streaming shares with it. */
#ifndef SHELL_INTERACT_H
#define SHELL_INTERACT_H

#include <stddef.h>

#include "builtins/builtins.h"
#include "common/buf.h"
#include "shell/state.h"

/* Open <box_dir>/private/history (read and append; created 0600 if missing) for an
 * interactive session. Called before the box confines itself, so the session keeps the
 * descriptor while scripts and commands, which go through the gate and the floor, can
 * never name the file. Returns the fd (close-on-exec), or -1 when box has no box_dir or
 * the file cannot be opened (the session then keeps its history in memory only). */
int sh_interact_history_open(const bi_box *box);

/* Run the interactive session on the terminal at stdin: print the banner, then read
 * commands with PS1/PS2 until Ctrl-D on an empty line or `exit`. hist_fd (-1: none) is
 * the history file, owned and closed here. Returns the exit status. */
int sh_interact_run(sh_state *st, int hist_fd);

/* Append the session's history as `history` prints it ("%5zu  line\n" each) to out.
 * Returns 0, or -1 out of memory. */
CM_MUST_CHECK int sh_interact_history_list(cm_buf *out);

/* Expand the prompt string ps into out: \w %~ (cwd, $HOME as ~), \W (its last part),
 * %d %/ (cwd), \u %n (user), \h %m (host), \$ (# for root, else $), %# (# for root, else
 * %), \\ %% and \n. Returns 0 or -1 out of memory. */
CM_MUST_CHECK int sh_interact_prompt(sh_state *st, const char *ps, cm_buf *out);

/* 1 when text (len bytes) is an incomplete command that more lines may finish (an open
 * quote, if, here-document, ...), else 0 (complete, or a syntax error more text cannot
 * fix). st's aliases are substituted as the run will (st may be NULL: none). */
int sh_interact_incomplete(sh_state *st, const char *text, size_t len);

#endif
