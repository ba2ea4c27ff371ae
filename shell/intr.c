/* The interrupt of the foreground work: the flag lives in builtins/ (bi_intr_*), where
 * the running script and the own commands see it; this file adds the host program's
 * process group, the SIGINT handler and the shell's stop of its command list. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/wait.h>

#include "builtins/builtins.h"
#include "shell/intr.h"

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the foreground group is read in a signal handler");

static atomic_int foreground; // pgid of the host program waited for, 0 when none
static struct sigaction old_int;
static int installed;

/* sh_intr_request: see shell/intr.h. */
void
sh_intr_request(void)
{
    bi_intr_request();
    pid_t g = (pid_t)atomic_load(&foreground);
    if (g > 0) {
        (void)kill(-g, SIGINT);
    }
}

/* sh_intr_pending: see shell/intr.h. */
int
sh_intr_pending(void)
{
    return bi_intr_pending();
}

/* sh_intr_clear: see shell/intr.h. */
void
sh_intr_clear(void)
{
    bi_intr_clear();
}

static void
on_sigint(int sig)
{
    (void)sig;
    int saved = errno;
    sh_intr_request();
    errno = saved;
}

/* sh_intr_install: see shell/intr.h. */
int
sh_intr_install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; // no SA_RESTART: reads and waits return EINTR
    if (sigaction(SIGINT, &sa, installed ? NULL : &old_int) != 0) {
        return -1;
    }
    installed = 1;
    return 0;
}

/* sh_intr_uninstall: see shell/intr.h. */
void
sh_intr_uninstall(void)
{
    if (installed) {
        (void)sigaction(SIGINT, &old_int, NULL);
        installed = 0;
    }
}

/* sh_intr_foreground: see shell/intr.h. */
void
sh_intr_foreground(pid_t pgid)
{
    atomic_store(&foreground, (int)pgid);
}

/* sh_intr_program_done: see shell/intr.h. */
void
sh_intr_program_done(int ws)
{
    if (!(WIFSIGNALED(ws) && WTERMSIG(ws) == SIGINT)) {
        bi_intr_clear();
    }
}

/* sh_intr_stop: see shell/intr.h. */
int
sh_intr_stop(sh_state *st)
{
    if (st->flow == SH_FLOW_INTR) {
        return 1;
    }
    if (!bi_intr_pending()) {
        return 0;
    }
    st->status = 130;
    st->flow = SH_FLOW_INTR;
    return 1;
}

/* sh_intr_finish: see shell/intr.h. */
int
sh_intr_finish(sh_state *st)
{
    if (!bi_intr_pending() && st->flow != SH_FLOW_INTR) {
        return 0;
    }
    st->status = 130;
    if (st->flow == SH_FLOW_INTR) {
        st->flow = SH_FLOW_NONE;
    }
    bi_intr_clear();
    return 1;
}
