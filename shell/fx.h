/* The shell's effects: every file it opens and every command it runs, through the gate. */
#ifndef SHELL_FX_H
#define SHELL_FX_H

#include <stddef.h>
#include <sys/stat.h>

#include "builtins/builtins.h"
#include "common/attr.h"
#include "common/buf.h"
#include "shell/expand.h"
#include "shell/state.h"

/* Open the path written (as the user typed it) after an fs:<action>/<operation>
 * decision and the floor. Returns an fd, or -1 with the denial or "<written>: <OS
 * error>" in why; errno is then EACCES for a denial, else the open's own error. */
CM_MUST_CHECK int sh_fx_open(sh_state *st, const char *written, pol_action action,
                             const char *operation, int flags, cm_buf *why);

/* Stat the path written under fs:read read_metadata (following nothing: the floor
 * refuses symlinks). Returns 0, or -1 with why. */
CM_MUST_CHECK int sh_fx_stat(sh_state *st, const char *written, struct stat *out, cm_buf *why);

/* Decide fs:read change_dir on written and return its approved absolute path in abs
 * (a directory). Returns 0, or -1 with why. */
CM_MUST_CHECK int sh_fx_chdir(sh_state *st, const char *written, char *abs, size_t abs_size,
                              cm_buf *why);

/* List the directory written ("" is the current directory) under fs:read enumerate:
 * names sorted, without "." and "..", strings in st->tmp. 0, or -1 with why. */
CM_MUST_CHECK int sh_list_dir(sh_state *st, const char *written, sh_strv *names, cm_buf *why);

/* sh_list_dir, with '/' after the name of each entry that is a directory (as the
 * directory reports it: no stat, no further decision). For completion. */
CM_MUST_CHECK int sh_list_dir_marked(sh_state *st, const char *written, sh_strv *names,
                                     cm_buf *why);

/* 1 when the path written exists (fs:read read_metadata; a denial counts as missing). */
int sh_path_exists(sh_state *st, const char *written);

/* Decide shell:exec (program_path NULL) or shell:spawn for argv. literal (NULL: none)
 * marks, per argument after the program, the words written literally, which the decision
 * log may show; the others are redacted there. Returns 0 when permitted, or -1 with the
 * denial text in why. */
CM_MUST_CHECK int sh_fx_decide_command(sh_state *st, int argc, char **argv,
                                       const unsigned char *literal, const char *program_path,
                                       cm_buf *why);

/* 1 when policy would permit shell:spawn of argv as program_path, else 0 (also with
 * no box). Logs nothing and touches no file: a PATH lookup asks this of each candidate
 * before it may stat one, then decides the one it runs with sh_fx_decide_command. */
int sh_fx_spawn_permitted(sh_state *st, int argc, char **argv, const char *program_path);

/* Read the whole file written under fs:read read_content into out (capped by out's
 * max); /dev/null, the pseudo-file a redirection opens without a decision, reads empty.
 * Returns 0, or -1 with why. */
CM_MUST_CHECK int sh_fx_read_file(sh_state *st, const char *written, cm_buf *out, cm_buf *why);

#endif
