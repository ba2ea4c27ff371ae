/* cat: copy files (or stdin) to stdout, each file read under fs:read read_content. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "builtins/cmd.h"

static int
copy_fd(bi_ctx *ctx, int fd, bi_out *o, int number, long *line, int *at_start)
{
    char buf[16384];
    for (;;) {
        if (bi_stop_pending()) {
            return -2; // Ctrl-C: stop quietly
        }
        ssize_t n = read(fd, buf, sizeof(buf));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            return -1;
        }
        if (n == 0) {
            return 0;
        }
        if (!number) {
            bi_out_add(o, buf, (size_t)n);
            continue;
        }
        for (ssize_t i = 0; i < n; i++) {
            if (*at_start) {
                bi_out_printf(o, "%6ld\t", ++*line);
                *at_start = 0;
            }
            bi_out_add(o, buf + i, 1);
            if (buf[i] == '\n') {
                *at_start = 1;
            }
        }
        (void)ctx;
    }
}

/* cat [-n] [FILE...] */
int
bi_cmd_cat(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "cat", argc, argv, "nusv", &fl);
    if (i < 0) {
        return 1; // GNU cat's status for a bad option
    }
    int number = (fl & BI_FLAG('n')) != 0;
    bi_out o;
    bi_out_init(&o, ctx->out);
    int rc = 0;
    long line = 0;
    int at_start = 1;
    if (i >= argc) {
        int r = copy_fd(ctx, ctx->in, &o, number, &line, &at_start);
        if (r == -1) {
            bi_cmd_err(ctx, "cat", "-: %s", strerror(errno));
        }
        rc = r == -2 ? 130 : r < 0 ? 1 : 0;
    }
    for (; i < argc && rc != 130; i++) {
        int fd = bi_cmd_open(ctx, "cat", argv[i], POL_FS_READ, "read_content", O_RDONLY);
        if (fd < 0) {
            rc = 1;
            continue;
        }
        int r = copy_fd(ctx, fd, &o, number, &line, &at_start);
        if (r == -1) {
            bi_cmd_err(ctx, "cat", "%s: %s", argv[i], strerror(errno));
            rc = 1;
        }
        if (r == -2) {
            rc = 130;
        }
        close(fd);
    }
    if (bi_out_done(&o) < 0) {
        bi_cmd_err(ctx, "cat", "write error: %s", strerror(errno));
        rc = 1;
    }
    return rc;
}
