/* Scripts without "#!": a file the kernel would not run, run by the shell itself. */
#ifndef SHELL_SCRIPT_H
#define SHELL_SCRIPT_H

#include "shell/state.h"

/* Run path (argv[0] when it is written with a '/', else the file a PATH search found) as a
 * shell script when it is one the kernel would refuse (bash's answer to ENOEXEC): an
 * executable regular file that does not start with "#!" and holds no NUL byte in its
 * first 512 bytes. It is read under one fs:read read_content decision (as
 * `strands-shell FILE` and `.` read theirs) and runs in a subshell copy of st, $0 being
 * path (as bash) and argv[1..argc) the positional parameters; each command in it is
 * decided as it runs. Returns its status, or -2 when path is no such script: nothing ran
 * (a read decision may have been logged), and the caller runs it as a program. */
int sh_script_run(sh_state *st, const char *path, int argc, char **argv);

#endif
