/* Test fixture for the python section: a temporary box (home, workspace, box
 * directory, box.toml, policy.dw), opened with bi_box_open, and a Monty host on it. */
#ifndef TESTS_UNIT_BUILTINS_PYFIX_H
#define TESTS_UNIT_BUILTINS_PYFIX_H

#include <stddef.h>

#include "builtins/builtins.h"
#include "builtins/host.h"
#include "monty/monty.h"

typedef struct pyfix {
    char root[512];   // the temporary directory (canonical)
    char home[600];   // root/home: the operator home
    char ws[700];     // root/home/ws: the workspace
    char config[700]; // root/etc/box.toml
    char log[700];    // root/box/private/decisions.jsonl
    bi_box box;
    bi_ctx ctx;
    bi_host host;
    monty_host tbl;
    int opened;
    char *saved_home;
} pyfix;

extern pyfix F;

/* Make the box with policy text and extra box.toml lines after [agent] (may be NULL;
 * "@WS@" stands for the workspace path), open it, set
 * HOME, and prepare F.ctx (cwd = workspace, out/err = temporary files) and F.host. */
void pyfix_setup(const char *policy, const char *extra_toml);

/* Close everything and remove the temporary tree. Safe to call twice. */
void pyfix_teardown(void);

/* Write text to the file at rel (relative to the workspace, or absolute). */
void pyfix_write(const char *rel, const char *text);

/* The contents of the file at rel (cm_alloc'd, caller frees), or NULL. */
char *pyfix_read(const char *rel);

/* What the run wrote to F.ctx.out / F.ctx.err so far (cm_alloc'd). */
char *pyfix_out(void);
char *pyfix_err(void);

/* The decision log as "verdict action resource rule" lines (cm_alloc'd). */
char *pyfix_log(void);

/* One host fs call; err is initialised here and left for the caller to read and free
 * with pyfix_result_free. */
int pyfix_fs(const monty_fs_op *op, monty_fs_result *res, monty_error *err);
void pyfix_result_free(monty_fs_result *res, monty_error *err);

/* Standard policies: everything under the workspace for fs:*, plus shell:exec. */
extern const char pyfix_policy_ws[];

#endif
