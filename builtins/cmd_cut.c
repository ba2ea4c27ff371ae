/* Column and character filters: cut (-f fields, -c/-b positions) and tr. Files are read
 * under fs:read read_content; tr reads only stdin. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "common/alloc.h"
#include "common/io.h"

/* bi_cmd_ranges: see builtins/cmd.h. */
int
bi_cmd_ranges(const char *list, bi_range *r, int max)
{
    int n = 0;
    const char *p = list;
    for (;;) {
        long lo = 1;
        long hi = 0; // 0: open end
        char *end;
        if (*p >= '0' && *p <= '9') {
            lo = strtol(p, &end, 10);
            p = end;
            hi = lo;
        }
        if (*p == '-') {
            p++;
            hi = 0;
            if (*p >= '0' && *p <= '9') {
                hi = strtol(p, &end, 10);
                p = end;
                if (hi == 0) {
                    return -2;
                }
            } else if (p == list + 1) {
                return -1; // "-" alone
            }
        } else if (p == list || p[-1] == ',') {
            return -1; // empty item
        }
        if (lo < 1) {
            return -2;
        }
        if (hi != 0 && hi < lo) {
            return -3;
        }
        if (n >= max) {
            return -1;
        }
        r[n].lo = lo;
        r[n].hi = hi;
        n++;
        if (*p == 0) {
            return n;
        }
        if (*p != ',') {
            return -1;
        }
        list = ++p;
    }
}

/* bi_cmd_in_ranges: see builtins/cmd.h. */
int
bi_cmd_in_ranges(const bi_range *r, int n, long i)
{
    for (int k = 0; k < n; k++) {
        if (i >= r[k].lo && (r[k].hi == 0 || i <= r[k].hi)) {
            return 1;
        }
    }
    return 0;
}

#define CUT_RANGES 64

typedef struct cut_opts {
    bi_range r[CUT_RANGES];
    int nr;
    int fields; // -f; else -c/-b
    char delim;
    int only_delimited; // -s
    const char *out_delim;
} cut_opts;

static void
cut_line(bi_out *out, const cut_opts *o, const char *s, size_t n)
{
    if (!o->fields) {
        for (size_t i = 0; i < n; i++) {
            if (bi_cmd_in_ranges(o->r, o->nr, (long)i + 1)) {
                bi_out_add(out, s + i, 1);
            }
        }
        bi_out_add(out, "\n", 1);
        return;
    }
    if (!memchr(s, o->delim, n)) {
        if (!o->only_delimited) {
            bi_out_add(out, s, n);
            bi_out_add(out, "\n", 1);
        }
        return;
    }
    long field = 1;
    int first = 1;
    size_t start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && s[i] != o->delim) {
            continue;
        }
        if (bi_cmd_in_ranges(o->r, o->nr, field)) {
            if (!first) {
                if (o->out_delim) {
                    bi_out_adds(out, o->out_delim);
                } else {
                    bi_out_add(out, &o->delim, 1);
                }
            }
            bi_out_add(out, s + start, i - start);
            first = 0;
        }
        field++;
        start = i + 1;
    }
    bi_out_add(out, "\n", 1);
}

static int
cut_fd(bi_ctx *ctx, bi_out *out, const cut_opts *o, int fd, const char *name)
{
    bi_lines in;
    bi_lines_init(&in, fd);
    const char *s;
    size_t n;
    int nl;
    int r;
    while ((r = bi_lines_next(&in, &s, &n, &nl)) > 0 && !bi_stop_pending()) {
        cut_line(out, o, s, n);
    }
    if (r < 0) {
        bi_cmd_err(ctx, "cut", "%s: %s", name, strerror(errno));
    }
    bi_lines_free(&in);
    return r < 0 ? -1 : 0;
}

/* cut -f LIST [-d DELIM] [-s] | -c LIST | -b LIST [--output-delimiter=S] [FILE...] */
int
bi_cmd_cut(bi_ctx *ctx, int argc, char **argv)
{
    cut_opts o;
    memset(&o, 0, sizeof(o));
    o.delim = '\t';
    const char *list = NULL;
    int kinds = 0;
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    while ((c = bi_opt_next(ctx, "cut", "-b:c:d:f:ns", &op)) != 0) {
        if (c == '?') {
            return 1;
        }
        if (c == '-') {
            if (strncmp(op.arg, "--output-delimiter=", 19) == 0) {
                o.out_delim = op.arg + 19;
                continue;
            }
            return bi_cmd_bad_option(ctx, "cut", op.arg, '-', 1);
        }
        if (c == 'b' || c == 'c' || c == 'f') {
            list = op.arg;
            o.fields = c == 'f';
            kinds++;
        } else if (c == 'd') {
            if (strlen(op.arg) > 1) {
                bi_cmd_err(ctx, "cut", "the delimiter must be a single character");
                return bi_cmd_usage(ctx, "cut");
            }
            o.delim = op.arg[0];
        } else if (c == 's') {
            o.only_delimited = 1;
        }
    }
    if (kinds == 0) {
        bi_cmd_err(ctx, "cut", "you must specify a list of bytes, characters, or fields");
        return bi_cmd_usage(ctx, "cut");
    }
    if (kinds > 1) {
        bi_cmd_err(ctx, "cut", "only one list may be specified");
        return bi_cmd_usage(ctx, "cut");
    }
    o.nr = bi_cmd_ranges(list, o.r, CUT_RANGES);
    if (o.nr < 0) {
        if (o.nr == -2) {
            bi_cmd_err(ctx, "cut", "%s are numbered from 1",
                       o.fields ? "fields" : "byte/character positions");
        } else if (o.nr == -3) {
            bi_cmd_err(ctx, "cut", "invalid decreasing range");
        } else {
            bi_cmd_err(ctx, "cut", "invalid field range: \u2018%s\u2019", list);
        }
        return bi_cmd_usage(ctx, "cut");
    }
    int i = op.i;
    bi_out out;
    bi_out_init(&out, ctx->out);
    int rc = 0;
    int nfiles = argc - i;
    for (int k = 0; k < (nfiles ? nfiles : 1); k++) {
        const char *path = nfiles ? argv[i + k] : "-";
        int fd = strcmp(path, "-") == 0
                     ? fcntl(ctx->in, F_DUPFD_CLOEXEC, 3)
                     : bi_cmd_open(ctx, "cut", path, POL_FS_READ, "read_content", O_RDONLY);
        if (fd >= 0 && bi_cmd_not_output(ctx, "cut", path, fd) < 0) {
            close(fd);
            fd = -1;
        }
        if (fd < 0) {
            rc = 1;
            continue;
        }
        if (cut_fd(ctx, &out, &o, fd, path) < 0) {
            rc = 1;
        }
        close(fd);
    }
    if (bi_out_done(&out) < 0 || bi_stop_pending()) {
        rc = bi_stop_pending() ? 130 : 1;
    }
    return rc;
}

/* ----- tr ----- */

#define TR_MAX 4096

// The characters of [:name:], in byte order, appended to set. -1 for an unknown class.
static int
tr_class(const char *name, size_t len, unsigned char *set, int *n)
{
    static const char *const names[] = {"alnum", "alpha", "blank", "digit", "lower",
                                        "punct", "space", "upper", "xdigit"};
    int which = -1;
    for (int k = 0; k < (int)(sizeof(names) / sizeof(names[0])); k++) {
        if (strlen(names[k]) == len && memcmp(names[k], name, len) == 0) {
            which = k;
        }
    }
    if (which < 0) {
        return -1;
    }
    for (int ch = 0; ch < 128; ch++) {
        int lo = ch >= 'a' && ch <= 'z';
        int up = ch >= 'A' && ch <= 'Z';
        int dg = ch >= '0' && ch <= '9';
        int sp = ch == ' ' || (ch >= '\t' && ch <= '\r');
        int pu = ch > ' ' && ch < 127 && !lo && !up && !dg;
        int xd = dg || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
        const int in[] = {
            lo || up || dg, lo || up, ch == ' ' || ch == '\t', dg, lo, pu, sp, up, xd};
        if (in[which] && *n < TR_MAX) {
            set[(*n)++] = (unsigned char)ch;
        }
    }
    return 0;
}

// One character of a set at s[*i], escapes read ("\n", "\\", "\101").
static unsigned char
tr_char(const char *s, size_t *i)
{
    if (s[*i] != '\\' || !s[*i + 1]) {
        return (unsigned char)s[(*i)++];
    }
    (*i)++;
    char c = s[(*i)++];
    if (c >= '0' && c <= '7') {
        int v = c - '0';
        for (int k = 0; k < 2 && s[*i] >= '0' && s[*i] <= '7'; k++) {
            v = v * 8 + (s[(*i)++] - '0');
        }
        return (unsigned char)v;
    }
    const char *from = "ntrfvab";
    const char *to = "\n\t\r\f\v\a\b";
    const char *at = strchr(from, c);
    return at ? (unsigned char)to[at - from] : (unsigned char)c;
}

/* bi_cmd_tr_set: see builtins/cmd.h. */
int
bi_cmd_tr_set(const char *s, unsigned char *set)
{
    int n = 0;
    size_t i = 0;
    while (s[i]) {
        if (s[i] == '[' && s[i + 1] == ':') {
            const char *close = strstr(s + i + 2, ":]");
            if (close && tr_class(s + i + 2, (size_t)(close - s - i - 2), set, &n) == 0) {
                i = (size_t)(close - s) + 2;
                continue;
            }
        }
        unsigned char lo = tr_char(s, &i);
        if (s[i] == '-' && s[i + 1]) {
            i++;
            unsigned char hi = tr_char(s, &i);
            if (hi < lo) {
                return -1;
            }
            for (int ch = lo; ch <= hi && n < TR_MAX; ch++) {
                set[n++] = (unsigned char)ch;
            }
            continue;
        }
        if (n < TR_MAX) {
            set[n++] = lo;
        }
    }
    return n;
}

/* tr [-cds] SET1 [SET2]: translate, delete (-d) or squeeze (-s) stdin's bytes. */
int
bi_cmd_tr(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "tr", argc, argv, "cdsC", &fl);
    if (i < 0) {
        return 1;
    }
    int del = (fl & BI_FLAG('d')) != 0;
    int squeeze = (fl & BI_FLAG('s')) != 0;
    int compl = (fl & (BI_FLAG('c') | BI_FLAG('C'))) != 0;
    int nsets = argc - i;
    int need = del == squeeze ? 2 : 1; // -d or -s alone take one set; -s may take two
    int most = del && !squeeze ? 1 : 2;
    if (nsets < need) {
        if (nsets == 0) {
            bi_cmd_err(ctx, "tr", "missing operand");
        } else {
            bi_cmd_err(ctx, "tr", "missing operand after \u2018%s\u2019", argv[argc - 1]);
            if (!del && !squeeze) {
                static const char two[] = "Two strings must be given when translating.\n";
                (void)cm_write_all(ctx->err, two, sizeof two - 1);
            }
        }
        return bi_cmd_usage(ctx, "tr");
    }
    if (nsets > most) {
        bi_cmd_err(ctx, "tr", "extra operand \u2018%s\u2019", argv[i + most]);
        return bi_cmd_usage(ctx, "tr");
    }
    unsigned char *s1 = cm_alloc(TR_MAX * 2);
    if (!s1) {
        return 1;
    }
    unsigned char *s2 = s1 + TR_MAX;
    int n1 = bi_cmd_tr_set(argv[i], s1);
    int n2 = nsets > 1 ? bi_cmd_tr_set(argv[i + 1], s2) : 0;
    if (n1 < 0 || n2 < 0) {
        bi_cmd_err(ctx, "tr", "range-endpoints are in reverse collating sequence order");
        cm_free(s1);
        return 1;
    }
    unsigned char in1[256] = {0};
    for (int k = 0; k < n1; k++) {
        in1[s1[k]] = 1;
    }
    if (compl ) {
        n1 = 0;
        for (int ch = 0; ch < 256; ch++) {
            if (!in1[ch]) {
                s1[n1++] = (unsigned char)ch;
            }
            in1[ch] = !in1[ch];
        }
    }
    unsigned char map[256];
    for (int ch = 0; ch < 256; ch++) {
        map[ch] = (unsigned char)ch;
    }
    int translate = !del && nsets == 2;
    if (translate && n2 == 0) {
        bi_cmd_err(ctx, "tr", "when not truncating set1, string2 must be non-empty");
        cm_free(s1);
        return 1;
    }
    for (int k = 0; translate && k < n1; k++) {
        map[s1[k]] = s2[k < n2 ? k : n2 - 1];
    }
    // the squeezed set: SET2 when there is one, else SET1
    unsigned char sq[256] = {0};
    for (int k = 0; squeeze && k < (nsets == 2 ? n2 : n1); k++) {
        sq[nsets == 2 ? s2[k] : s1[k]] = 1;
    }
    cm_free(s1);
    bi_out out;
    bi_out_init(&out, ctx->out);
    char buf[16384];
    int last = -1;
    int rc = 0;
    for (;;) {
        ssize_t r = bi_cmd_read_chunk(ctx, "tr", ctx->in, buf, sizeof buf);
        if (r <= 0) {
            rc = r == 0 ? rc : r == -2 ? 130 : 1;
            break;
        }
        for (ssize_t k = 0; k < r; k++) {
            unsigned char ch = (unsigned char)buf[k];
            if (del && in1[ch]) {
                continue;
            }
            ch = map[ch];
            if (squeeze && sq[ch] && last == ch) {
                continue;
            }
            last = ch;
            bi_out_add(&out, (const char *)&ch, 1);
        }
    }
    if (bi_out_done(&out) < 0 && rc == 0) {
        rc = 1;
    }
    return rc;
}
