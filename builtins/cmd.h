/* The shell's utilities (cat, ls, grep, ...) and the helpers they share. */
#ifndef BUILTINS_CMD_H
#define BUILTINS_CMD_H

#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "builtins/builtins.h"
#include "common/attr.h"
#include "common/buf.h"

/* Buffered output to one fd, flushed as it grows and at the end. */
typedef struct bi_out {
    int fd;
    cm_buf b;
    int failed;
} bi_out;

void bi_out_init(bi_out *o, int fd);
void bi_out_add(bi_out *o, const char *s, size_t n);
void bi_out_adds(bi_out *o, const char *s);
void bi_out_printf(bi_out *o, const char *fmt, ...) CM_PRINTF(2, 3);
/* Flush and release. Returns 0, or -1 when a write failed. */
int bi_out_done(bi_out *o);

/* Print "<prog>: <message>" on ctx->err. */
void bi_cmd_err(bi_ctx *ctx, const char *prog, const char *fmt, ...) CM_PRINTF(3, 4);

/* Parse the leading flag words of argv ("-rf", "-n"), stopping at "--" (skipped), at "-"
 * or at the first operand. known lists the accepted letters; each one seen sets
 * BI_FLAG(letter) in *set. Returns the index of the first operand, or -1 after printing
 * "<prog>: invalid option -- 'x'". */
#define BI_FLAG(c) ((uint64_t)1 << ((c) - 'A'))
CM_MUST_CHECK int bi_cmd_flags(bi_ctx *ctx, const char *prog, int argc, char **argv,
                               const char *known, uint64_t *set);

/* Open path after an fs:<action>/<op> decision and the floor. Returns an fd, or -1
 * after printing "<prog>: <denial>" or "<prog>: <path>: <OS error>". "-" with O_RDONLY
 * is stdin (a dup of ctx->in). */
CM_MUST_CHECK int bi_cmd_open(bi_ctx *ctx, const char *prog, const char *path, pol_action action,
                              const char *op, int flags);

/* Stat path under fs:read read_metadata. Returns 0, or -1 (printed unless quiet;
 * errno ENOENT for a missing path, EACCES for a refusal). */
CM_MUST_CHECK int bi_cmd_stat(bi_ctx *ctx, const char *prog, const char *path, struct stat *st,
                              int quiet);

/* Decide path for action/op and return the approved path in pp. 0, or -1 printed. */
CM_MUST_CHECK int bi_cmd_gate(bi_ctx *ctx, const char *prog, const char *path, pol_action action,
                              const char *op, pol_path *pp);

/* List a directory under fs:read enumerate: sorted names (no . and ..), each owned by
 * the caller (bi_cmd_free_names). NULL after printing; *n set. */
char **bi_cmd_list(bi_ctx *ctx, const char *prog, const char *path, size_t *n);
void bi_cmd_free_names(char **names, size_t n);

/* Read all of fd into b. Returns 0 or -1 (errno; EINTR when an interrupt is pending). */
CM_MUST_CHECK int bi_cmd_read_all(int fd, cm_buf *b);

/* path + "/" + name, owned by the caller (cm_free); NULL on out of memory. */
char *bi_cmd_join(const char *path, const char *name);

int bi_cmd_cat(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_ls(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_head(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_tail(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_wc(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_mkdir(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_rm(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_mv(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_cp(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_touch(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_grep(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_sort(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_uniq(bi_ctx *ctx, int argc, char **argv);

#endif
