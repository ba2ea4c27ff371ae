/* Children the shell forks (pipeline stages and background jobs) and the job builtins:
 * wait, jobs, kill, fg. */
#ifndef SHELL_JOBS_H
#define SHELL_JOBS_H

#include <sys/types.h>

#include "shell/state.h"

#define SH_MAX_CHILDREN 64 // forked stages and jobs of one run alive at once

/* Fork a child of the shell that goes on running shell code (a pipeline stage, or a
 * background job when background is 1). In the child (return 0): it dies with its
 * parent (PR_SET_PDEATHSIG), it holds no job of its parent, st is a subshell; a
 * background job also gets its own process group, ignores SIGINT and SIGQUIT, reads
 * /dev/null unless redirected, and is bound by the box's limits even when the session
 * is interactive. In the parent: the child's pid, -1 with errno when fork failed, or
 * -2 when the run already has SH_MAX_CHILDREN children alive (printed and logged as
 * an enforcement refusal). Whoever reaps the child calls sh_child_reaped. */
pid_t sh_fork_child(sh_state *st, int background);

/* pid, a child from sh_fork_child, was reaped: its slot is free. */
void sh_child_reaped(pid_t pid);

/* End a forked child: end its own jobs and _exit(status). */
CM_NORETURN void sh_child_exit(int status);

/* Record pid as a background job started by text (copied; NULL: "..."). $! is pid
 * from now on. Interactive sessions print "[N] PID" on the standard error. Returns 0,
 * or -1 out of memory (the child is then killed). */
CM_MUST_CHECK int sh_job_add(sh_state *st, pid_t pid, const char *text);

/* $!: the pid of the last background job, or 0 when none was started. */
long sh_job_last_pid(void);

/* Kill (SIGKILL, process group and process) and reap every job still running: the
 * shell is exiting. */
void sh_jobs_end_all(void);

/* A wait status as the shell's $?: the exit status, or 128 + the signal. */
int sh_wait_status(int ws);

/* The builtins: wait [-n] [-p VAR] [ID...], jobs [-lpnrs] [JOB...], kill [-s SIG | -n N |
 * -SIG] ID... / kill -l [N], fg [JOB]. */
int sh_b_wait(sh_state *st, int argc, char **argv);
int sh_b_jobs(sh_state *st, int argc, char **argv);
int sh_b_kill(sh_state *st, int argc, char **argv);
int sh_b_fg(sh_state *st, int argc, char **argv);

#endif
