/* The shell's effects through the gate: opening, listing and stat-ing files, and the
 * shell:exec / shell:spawn decision for each command. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/arena.h"
#include "common/io.h"
#include "shell/builtin.h"
#include "shell/fx.h"

static void
set_why(cm_buf *why, const char *a, const char *b)
{
    cm_buf_reset(why);
    if (cm_buf_adds(why, a) < 0 || (b && (cm_buf_adds(why, ": ") < 0 || cm_buf_adds(why, b) < 0))) {
        cm_buf_reset(why);
    }
}

static int
gate(sh_state *st, pol_action action, const char *op, const char *written, pol_path *pp,
     cm_buf *why)
{
    if (!st->box) {
        set_why(why, written, "no box is open, so every effect is refused");
        return -1;
    }
    const char *w = written[0] ? written : ".";
    return bi_gate_fs(&st->ctx, action, op, w, strlen(w), pp, why, NULL);
}

/* sh_fx_open: see shell/fx.h. */
int
sh_fx_open(sh_state *st, const char *written, pol_action action, const char *operation, int flags,
           cm_buf *why)
{
    pol_path pp;
    if (gate(st, action, operation, written, &pp, why) < 0) {
        errno = EACCES;
        return -1;
    }
    int fd = bi_fs_open(&pp, flags | O_CLOEXEC, 0666);
    if (fd < 0) {
        set_why(why, written, strerror(errno));
        return -1;
    }
    return fd;
}

/* sh_fx_stat: see shell/fx.h. */
int
sh_fx_stat(sh_state *st, const char *written, struct stat *out, cm_buf *why)
{
    pol_path pp;
    if (gate(st, POL_FS_READ, "read_metadata", written, &pp, why) < 0) {
        return -1;
    }
    if (bi_fs_stat(&pp, out) < 0) {
        set_why(why, written, strerror(errno));
        return -1;
    }
    return 0;
}

/* sh_fx_chdir: see shell/fx.h. */
int
sh_fx_chdir(sh_state *st, const char *written, char *abs, size_t abs_size, cm_buf *why)
{
    pol_path pp;
    struct stat sb;
    if (gate(st, POL_FS_READ, "change_dir", written, &pp, why) < 0) {
        return -1;
    }
    if (bi_fs_stat(&pp, &sb) < 0) {
        set_why(why, written, strerror(errno));
        return -1;
    }
    if (!S_ISDIR(sb.st_mode)) {
        set_why(why, written, "Not a directory");
        return -1;
    }
    snprintf(abs, abs_size, "%s", pp.abs);
    return 0;
}

static int
cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

// sh_list_dir, with '/' after each directory's name when mark is 1 (d_type: no stat).
static int
list_dir(sh_state *st, const char *written, sh_strv *names, cm_buf *why, int mark)
{
    pol_path pp;
    if (gate(st, POL_FS_READ, "enumerate", written, &pp, why) < 0) {
        errno = EACCES;
        return -1;
    }
    DIR *d = bi_fs_opendir(&pp);
    if (!d) {
        int e = errno;
        set_why(why, written[0] ? written : ".", strerror(e));
        errno = e;
        return -1;
    }
    struct dirent *e;
    int rc = 0;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }
        size_t len = strlen(e->d_name);
        int slash = mark && e->d_type == DT_DIR;
        char *n = cm_arena_alloc(&st->tmp, len + 2);
        if (n) {
            memcpy(n, e->d_name, len);
            n[len] = '/';
            n[len + (size_t)slash] = 0;
        }
        if (!n || sh_strv_push(st, names, n) < 0) {
            set_why(why, "out of memory", NULL);
            rc = -1;
            break;
        }
    }
    closedir(d);
    if (rc == 0 && names->n > 1) {
        qsort(names->v, names->n, sizeof(char *), cmp_name);
    }
    return rc;
}

/* sh_list_dir: see shell/fx.h. */
int
sh_list_dir(sh_state *st, const char *written, sh_strv *names, cm_buf *why)
{
    return list_dir(st, written, names, why, 0);
}

/* sh_list_dir_marked: see shell/fx.h. */
int
sh_list_dir_marked(sh_state *st, const char *written, sh_strv *names, cm_buf *why)
{
    return list_dir(st, written, names, why, 1);
}

/* sh_path_exists: see shell/fx.h. */
int
sh_path_exists(sh_state *st, const char *written)
{
    struct stat sb;
    cm_buf why;
    cm_buf_init(&why, 0);
    int r = sh_fx_stat(st, written, &sb, &why);
    cm_buf_free(&why);
    return r == 0;
}

// 1 when a host program found at path (or where it resolves) lies in a tree whose files
// an effect of the box may have written: the operator's home, the agent's home, the
// workspace.
static int
agent_writable_tree(const pol_box *b, const char *path)
{
    char real[PATH_MAX];
    const char *roots[3] = {b->operator_home, b->agent_home, b->workspace};
    const char *at[2] = {path, realpath(path, real) ? real : NULL};
    for (int i = 0; i < 2; i++) {
        for (int r = 0; at[i] && r < 3; r++) {
            if (pol_path_at_or_under(at[i], roots[r])) {
                return 1;
            }
        }
    }
    return 0;
}

// The shell:exec / shell:spawn request for argv into req (cmd, cwd and prog hold its
// text).
//
// `program` is the first word as typed, except for a bare name that PATH (the agent's
// variable) resolved into a tree the box's effects may write: then it is where the program
// was found, spelled as a path is (`~/src/project/bin/tac`), as if typed with its '/'. A
// permit for `program == "tac"` must not admit a `tac` the agent wrote and put first on
// PATH; a permit naming the path (or `program_path`) still admits it.
static int
command_request(sh_state *st, int argc, char **argv, const unsigned char *literal,
                const char *program_path, cm_buf *cmd, pol_path *cwd, pol_path *prog,
                pol_request *req)
{
    for (int i = 0; i < argc; i++) {
        if ((i > 0 && cm_buf_addc(cmd, ' ') < 0) || cm_buf_adds(cmd, argv[i]) < 0) {
            return -1;
        }
    }
    cm_buf err;
    cm_buf_init(&err, 0);
    const char *cwd_spelled = st->ctx.cwd;
    if (pol_path_spell(&st->box->box, NULL, st->ctx.cwd, strlen(st->ctx.cwd), cwd, &err) == 0) {
        cwd_spelled = cwd->spelled;
    }
    cm_buf_free(&err);
    memset(req, 0, sizeof(*req));
    req->action = program_path ? POL_SHELL_SPAWN : POL_SHELL_EXEC;
    req->program = argv[0];
    if (program_path && !strchr(argv[0], '/') && agent_writable_tree(&st->box->box, program_path)) {
        cm_buf perr;
        cm_buf_init(&perr, 0);
        int spelled = pol_path_spell(&st->box->box, NULL, program_path, strlen(program_path), prog,
                                     &perr) == 0;
        cm_buf_free(&perr);
        req->program = spelled ? prog->spelled : program_path;
    }
    req->program_path = program_path;
    req->command = cm_buf_str(cmd);
    req->arg1 = argc > 1 ? argv[1] : NULL;
    req->arg2 = argc > 2 ? argv[2] : NULL;
    req->arg_count = argc > 0 ? argc - 1 : 0;
    req->args = argc > 1 ? (const char *const *)argv + 1 : NULL;
    req->args_literal = literal;
    req->cwd = cwd_spelled;
    return 0;
}

/* sh_fx_decide_command: see shell/fx.h. */
int
sh_fx_decide_command(sh_state *st, int argc, char **argv, const unsigned char *literal,
                     const char *program_path, cm_buf *why)
{
    if (!st->box) {
        set_why(why, "no box is open, so every command is refused", NULL);
        return -1;
    }
    cm_buf cmd;
    cm_buf_init(&cmd, 0);
    pol_path cwd;
    pol_path prog;
    pol_request req;
    if (command_request(st, argc, argv, literal, program_path, &cmd, &cwd, &prog, &req) < 0) {
        cm_buf_free(&cmd);
        set_why(why, "out of memory", NULL);
        return -1;
    }
    int r = bi_gate_exec(&st->ctx, &req, why);
    cm_buf_free(&cmd);
    if (r < 0 && st->interactive && strncmp(cm_buf_str(why), "policy denied", 13) == 0) {
        // at the prompt, a denial says what to permit (issue 19), still on one line; a
        // hint that does not fit is left out
        int hint;
        if (program_path) {
            hint = cm_buf_printf(why, " To run it, permit shell:spawn with program_path \"%s\".",
                                 program_path);
        } else if (bi_command_find(argv[0]) || sh_builtin_find(argv[0])) {
            hint =
                cm_buf_printf(why, " To run it, permit shell:exec with program \"%s\".", argv[0]);
        } else {
            hint = cm_buf_printf(why,
                                 " '%s' is not one of the shell's own commands: to run a host "
                                 "program, permit shell:spawn on its program_path.",
                                 argv[0]);
        }
        (void)hint;
    }
    return r;
}

/* sh_fx_spawn_permitted: see shell/fx.h. */
int
sh_fx_spawn_permitted(sh_state *st, int argc, char **argv, const char *program_path)
{
    if (!st->box) {
        return 0;
    }
    cm_buf cmd;
    cm_buf_init(&cmd, 0);
    pol_path cwd;
    pol_path prog;
    pol_request req;
    int r = command_request(st, argc, argv, NULL, program_path, &cmd, &cwd, &prog, &req) < 0
                ? 0
                : bi_gate_exec_would_permit(&st->ctx, &req);
    cm_buf_free(&cmd);
    return r;
}

/* sh_fx_read_file: see shell/fx.h. */
int
sh_fx_read_file(sh_state *st, const char *written, cm_buf *out, cm_buf *why)
{
    if (strcmp(written, "/dev/null") == 0) {
        return 0;
    }
    int fd = sh_fx_open(st, written, POL_FS_READ, "read_content", O_RDONLY, why);
    if (fd < 0) {
        return -1;
    }
    if (cm_read_all(fd, out, SIZE_MAX) < 0) {
        // past the cap, or out of memory on the way there
        int big = errno == EFBIG || errno == ENOMEM;
        set_why(why, written, big ? "file too large" : strerror(errno));
        close(fd);
        return -1;
    }
    close(fd);
    return 0;
}
