/* Scripts without "#!": read under one decision, run in a subshell copy of the state. */
#include "config.h"

#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "common/io.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/script.h"

#define SCRIPT_MAX      ((size_t)16 << 20)
#define SCRIPT_NUL_SCAN 512 // a NUL byte this early: a binary, never a script (bash)

// 1 when text (n bytes) is a shell script for us: no "#!" and no early NUL byte.
static int
is_plain_script(const char *text, size_t n)
{
    if (n >= 2 && text[0] == '#' && text[1] == '!') {
        return 0;
    }
    return memchr(text, 0, n < SCRIPT_NUL_SCAN ? n : SCRIPT_NUL_SCAN) == NULL;
}

/* sh_script_run: see shell/script.h. */
int
sh_script_run(sh_state *st, const char *path, int argc, char **argv)
{
    if (!strchr(path, '/')) {
        return -2;
    }
    cm_buf why;
    cm_buf_init(&why, 0);
    int fd = sh_fx_open(st, path, POL_FS_READ, "read_content", O_RDONLY, &why);
    cm_buf_free(&why);
    if (fd < 0) {
        return -2; // the program path decides and reports
    }
    struct stat sb;
    cm_buf text;
    cm_buf_init(&text, SCRIPT_MAX);
    if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) || !(sb.st_mode & 0111) ||
        cm_read_all(fd, &text, SIZE_MAX) < 0 || !is_plain_script(cm_buf_str(&text), text.len)) {
        close(fd);
        cm_buf_free(&text);
        return -2;
    }
    close(fd);
    sh_state sub;
    if (sh_state_copy(st, &sub) < 0 || sh_params_set(&sub, argv + 1, (size_t)argc - 1) < 0) {
        sh_state_free(&sub);
        cm_buf_free(&text);
        sh_errorf(st, "out of memory");
        return 1;
    }
    char *name = cm_strdup(path);
    if (!name) {
        sh_state_free(&sub);
        cm_buf_free(&text);
        sh_errorf(st, "out of memory");
        return 1;
    }
    cm_free(sub.arg0);
    sub.arg0 = name;
    // a script is a new shell: no function frame, no loop, no local variables of ours,
    // none of our traps to list
    sub.func_depth = 0;
    sub.trap_parent = NULL;
    int status = sh_exec_text(&sub, cm_buf_str(&text), text.len, path, &sub.code);
    if (sub.flow == SH_FLOW_EXIT) {
        status = sub.status;
    }
    sub.status = status;
    sh_exec_exit_trap(&sub);
    status = sub.status; // an exit in the EXIT trap sets the status
    sh_state_free(&sub);
    cm_buf_free(&text);
    return status;
}
