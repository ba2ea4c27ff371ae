/* cat: copy files (or stdin) to stdout, each file read under fs:read read_content. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "builtins/cmd.h"

// GNU cat's line options: -n / -b number (every / every nonblank line), -s squeezes
// repeated empty lines, -E marks line ends '$', -T shows tabs as ^I, -v shows other
// control and high bytes as ^X and M-X (-A is -vET, -e -vE, -t -vT).
typedef struct cat_opts {
    int number; // 'n', 'b' or 0
    int squeeze;
    int ends;
    int tabs;
    int nonprint;
    long line;     // the last line number given
    int at_start;  // the next byte starts a line
    int blank_run; // empty lines just written, one after another (-s)
} cat_opts;

static void
cat_byte(bi_out *o, cat_opts *c, unsigned char b)
{
    if (c->at_start) {
        int empty = b == '\n';
        if (empty && c->squeeze && c->blank_run > 0) {
            return; // -s: one empty line stands for the run
        }
        c->blank_run = empty ? c->blank_run + 1 : 0;
        if (c->number == 'n' || (c->number == 'b' && !empty)) {
            bi_out_printf(o, "%6ld\t", ++c->line);
        }
        c->at_start = 0;
    }
    if (b == '\n') {
        if (c->ends) {
            bi_out_add(o, "$", 1);
        }
        bi_out_add(o, "\n", 1);
        c->at_start = 1;
        return;
    }
    if (b == '\t') {
        bi_out_add(o, c->tabs ? "^I" : "\t", c->tabs ? 2 : 1);
        return;
    }
    if (c->nonprint) {
        if (b >= 128) {
            bi_out_add(o, "M-", 2);
            b -= 128;
        }
        if (b < 32 || b == 127) {
            char t[2] = {'^', b == 127 ? '?' : (char)(b + 64)};
            bi_out_add(o, t, 2);
            return;
        }
    }
    bi_out_add(o, (const char *)&b, 1);
}

static int
copy_fd(int fd, bi_out *o, cat_opts *c)
{
    char buf[16384];
    int plain = !c->number && !c->squeeze && !c->ends && !c->tabs && !c->nonprint;
    for (;;) {
        if (bi_stop_pending()) {
            return -2; // Ctrl-C: stop quietly
        }
        ssize_t n = bi_stop_read(fd, buf, sizeof(buf));
        if (n < 0 && errno == EINTR) {
            return -2; // Ctrl-C or the run's end while waiting for input
        }
        if (n < 0) {
            return -1;
        }
        if (n == 0) {
            return 0;
        }
        if (plain) {
            bi_out_add(o, buf, (size_t)n);
            continue;
        }
        for (ssize_t i = 0; i < n; i++) {
            cat_byte(o, c, (unsigned char)buf[i]);
        }
    }
}

/* cat [-AbeEnstTuv] [FILE...] */
int
bi_cmd_cat(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "cat", argc, argv, "AbeEnstTuv", &fl);
    if (i < 0) {
        return 1; // GNU cat's status for a bad option
    }
    cat_opts c = {.at_start = 1};
    c.number = fl & BI_FLAG('b') ? 'b' : fl & BI_FLAG('n') ? 'n' : 0;
    c.squeeze = (fl & BI_FLAG('s')) != 0;
    c.ends = (fl & (BI_FLAG('A') | BI_FLAG('e') | BI_FLAG('E'))) != 0;
    c.tabs = (fl & (BI_FLAG('A') | BI_FLAG('t') | BI_FLAG('T'))) != 0;
    c.nonprint = (fl & (BI_FLAG('A') | BI_FLAG('e') | BI_FLAG('t') | BI_FLAG('v'))) != 0;
    bi_out o;
    bi_out_init(&o, ctx->out);
    int rc = 0;
    if (i >= argc) {
        if (bi_cmd_not_output(ctx, "cat", "-", ctx->in) < 0) {
            return 1;
        }
        int r = copy_fd(ctx->in, &o, &c);
        if (r == -1) {
            bi_cmd_err(ctx, "cat", "-: %s", strerror(errno));
        }
        rc = r == -2 ? 130 : r < 0 ? 1 : 0;
    }
    for (; i < argc && rc != 130; i++) {
        int fd = bi_cmd_open(ctx, "cat", argv[i], POL_FS_READ, "read_content", O_RDONLY);
        if (fd >= 0 && bi_cmd_not_output(ctx, "cat", argv[i], fd) < 0) {
            close(fd);
            fd = -1;
        }
        if (fd < 0) {
            rc = 1;
            continue;
        }
        int r = copy_fd(fd, &o, &c);
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
