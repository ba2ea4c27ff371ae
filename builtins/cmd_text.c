/* Text utilities: head, tail, wc, sort, uniq. Files are read under fs:read read_content. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "common/alloc.h"

#define TEXT_MAX ((size_t)256 << 20)

// Open a file to read ("-" or NULL: stdin). An fd, or -1 printed.
static int
text_open(bi_ctx *ctx, const char *prog, const char *path)
{
    if (!path || strcmp(path, "-") == 0) {
        int fd = fcntl(ctx->in, F_DUPFD_CLOEXEC, 3);
        if (fd < 0) {
            bi_cmd_err(ctx, prog, "-: %s", strerror(errno));
        }
        return fd;
    }
    return bi_cmd_open(ctx, prog, path, POL_FS_READ, "read_content", O_RDONLY);
}

// Read a file ("-" or NULL: stdin) whole into b. 0, or -1 printed.
static int
slurp(bi_ctx *ctx, const char *prog, const char *path, cm_buf *b)
{
    int fd = text_open(ctx, prog, path);
    if (fd < 0) {
        return -1;
    }
    int r = bi_cmd_read_all(fd, b);
    int e = errno;
    close(fd);
    if (r < 0) {
        bi_cmd_err(ctx, prog, "%s: %s", path ? path : "-", strerror(e));
        return -1;
    }
    return 0;
}

// A count argument: "N", "-N" or "+N" (*sign set to 1 for +N, -1 for -N, else 0). -1 when
// not a number.
static long long
count_arg(const char *s, int *sign)
{
    *sign = 0;
    if (*s == '+' || *s == '-') {
        *sign = *s == '+' ? 1 : -1;
        s++;
    }
    if (!*s) {
        return -1;
    }
    char *end;
    long long v = strtoll(s, &end, 10);
    if (*end || v < 0) {
        return -1;
    }
    return v;
}

typedef struct lines_opts {
    long long n;
    int plus;  // tail +N: from line N
    int minus; // head -N: all but the last N
    int bytes; // -c
} lines_opts;

// head/tail option parsing: -n N, -nN, -N, -c N. Returns the index of the first file
// or -1 after printing.
static int
parse_lines_opts(bi_ctx *ctx, const char *prog, int argc, char **argv, lines_opts *o)
{
    int i = 1;
    o->n = 10;
    o->plus = 0;
    o->bytes = 0;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            return i + 1;
        }
        int sign = 0;
        if (a[1] >= '0' && a[1] <= '9') {
            o->n = count_arg(a + 1, &sign);
            o->plus = o->minus = 0;
            continue;
        }
        if (a[1] == 'n' || a[1] == 'c') {
            const char *v = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
            o->bytes = a[1] == 'c';
            if (!v) {
                bi_cmd_err(ctx, prog, "option requires an argument -- '%c'", a[1]);
                (void)bi_cmd_usage(ctx, prog);
                return -1;
            }
            if ((o->n = count_arg(v, &sign)) < 0) {
                bi_cmd_err(ctx, prog, "invalid number of %s: \u2018%s\u2019",
                           o->bytes ? "bytes" : "lines", v ? v : "");
                return -1;
            }
            o->plus = sign > 0;
            o->minus = sign < 0;
            continue;
        }
        if (a[1] == 'q' || a[1] == 'v') {
            continue;
        }
        return bi_cmd_bad_option(ctx, prog, a, a[1], -1);
    }
    return i;
}

// head of one input read as it comes, stopping once it has what it prints: a writer
// that never ends (`yes | head -n 1`) is not waited for, and gets SIGPIPE when the
// pipe closes. 0, or -1 with errno.
static int
head_stream(bi_out *out, int fd, const lines_opts *o)
{
    char buf[16384];
    long long left = o->n;
    while (left > 0) {
        ssize_t r = bi_cmd_read_some(fd, buf, sizeof buf);
        if (r <= 0) {
            return r < 0 ? -1 : 0;
        }
        size_t n = (size_t)r;
        size_t take = 0;
        if (o->bytes) {
            take = (unsigned long long)left < n ? (size_t)left : n;
            left -= (long long)take;
        }
        while (!o->bytes && take < n && left > 0) {
            const char *nl = memchr(buf + take, '\n', n - take);
            take = nl ? (size_t)(nl - buf) + 1 : n;
            left -= nl != NULL;
        }
        bi_out_add(out, buf, take);
        if (take < n) {
            // as GNU's head: a seekable input is left just after what was taken, so the
            // next reader of a shared stdin (the script's next command) goes on from there
            (void)lseek(fd, -(off_t)(n - take), SEEK_CUR);
        }
    }
    return 0;
}

// tail +N of one input read as it comes: the bytes (with -n, the lines) before the N-th
// are skipped and the rest passed through. 0, or -1 with errno.
static int
tail_from(bi_out *out, int fd, const lines_opts *o)
{
    char buf[16384];
    long long skip = o->n > 0 ? o->n - 1 : 0;
    ssize_t got;
    while ((got = bi_cmd_read_some(fd, buf, sizeof buf)) > 0) {
        size_t at = 0;
        size_t n = (size_t)got;
        if (o->bytes) {
            at = (unsigned long long)skip < n ? (size_t)skip : n;
            skip -= (long long)at;
        }
        while (!o->bytes && skip > 0 && at < n) {
            const char *nl = memchr(buf + at, '\n', n - at);
            at = nl ? (size_t)(nl - buf) + 1 : n;
            skip -= nl != NULL;
        }
        bi_out_add(out, buf + at, n - at);
    }
    return got < 0 ? -1 : 0;
}

// Where the last n lines of s[0, len) start (a last line without a newline counts).
static size_t
last_lines(const char *s, size_t len, long long n)
{
    size_t i = len > 0 && s[len - 1] == '\n' ? len - 1 : len;
    for (long long lines = 0; lines < n;) {
        const char *nl = i > 0 ? memrchr(s, '\n', i) : NULL;
        if (!nl) {
            return 0;
        }
        i = (size_t)(nl - s);
        if (++lines == n) {
            return i + 1;
        }
    }
    return len;
}

// Where the last N lines (bytes with -c) of s[0, len) start.
static size_t
last_part(const char *s, size_t len, const lines_opts *o)
{
    if (o->bytes) {
        return len > (size_t)o->n ? len - (size_t)o->n : 0;
    }
    return last_lines(s, len, o->n);
}

#define WINDOW_SLACK ((size_t)1 << 20)

// tail -n N / -c N and head -n -N / -c -N of one input read as it comes, through a
// window cut back to the last N lines (bytes) whenever it has doubled: what is cut off
// head passes on, tail drops. At the end tail prints the last N, head what is before
// them. Memory: about twice those N. 0, or -1 with errno.
static int
window(bi_out *out, int fd, const lines_opts *o, int head)
{
    char buf[16384];
    cm_buf keep;
    cm_buf_init(&keep, TEXT_MAX);
    size_t limit = WINDOW_SLACK;
    ssize_t got;
    while ((got = bi_cmd_read_some(fd, buf, sizeof buf)) > 0) {
        if (cm_buf_add(&keep, buf, (size_t)got) < 0) {
            errno = EFBIG;
            return -1;
        }
        if (keep.len > limit) {
            size_t start = last_part(keep.data, keep.len, o);
            if (head) {
                bi_out_add(out, keep.data, start);
            }
            memmove(keep.data, keep.data + start, keep.len - start);
            keep.len -= start;
            keep.data[keep.len] = 0;
            limit = 2 * keep.len + WINDOW_SLACK;
        }
    }
    int e = errno;
    if (got == 0 && keep.len > 0) {
        size_t start = last_part(keep.data, keep.len, o);
        if (head) {
            bi_out_add(out, keep.data, start);
        } else {
            bi_out_add(out, keep.data + start, keep.len - start);
        }
    }
    cm_buf_free(&keep);
    errno = e;
    return got < 0 ? -1 : 0;
}

static int
head_tail(bi_ctx *ctx, int argc, char **argv, int tail)
{
    const char *prog = tail ? "tail" : "head";
    lines_opts o;
    int i = parse_lines_opts(ctx, prog, argc, argv, &o);
    if (i < 0) {
        return 1;
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    int rc = 0;
    int nfiles = argc - i;
    for (int k = 0; k < (nfiles ? nfiles : 1); k++) {
        const char *path = nfiles ? argv[i + k] : NULL;
        if (!tail && !o.minus && (!path || strcmp(path, "-") == 0)) {
            if (nfiles > 1) {
                bi_out_printf(&out, "%s==> %s <==\n", k > 0 ? "\n" : "", "standard input");
            }
            if (head_stream(&out, ctx->in, &o) < 0) {
                bi_cmd_err(ctx, prog, "-: %s", strerror(errno));
                rc = 1;
            }
            continue;
        }
        bi_out_flush(&out); // the lines of the files before, then this one's error
        int fd = text_open(ctx, prog, path);
        if (fd >= 0 && tail && bi_cmd_not_output(ctx, prog, path ? path : "-", fd) < 0) {
            close(fd); // tail +N copies to the end
            fd = -1;
        }
        if (fd < 0) {
            rc = 1;
            continue;
        }
        if (nfiles > 1) {
            bi_out_printf(&out, "%s==> %s <==\n", k > 0 ? "\n" : "", path);
        }
        int r = tail ? (o.plus ? tail_from(&out, fd, &o) : window(&out, fd, &o, 0))
                     : (o.minus ? window(&out, fd, &o, 1) : head_stream(&out, fd, &o));
        if (r < 0) {
            bi_cmd_err(ctx, prog, "%s: %s", path ? path : "-", strerror(errno));
            rc = 1;
        }
        close(fd);
    }
    if (bi_out_done(&out) < 0) {
        rc = 1;
    }
    return rc;
}

/* head [-n N] [FILE...] */
int
bi_cmd_head(bi_ctx *ctx, int argc, char **argv)
{
    return head_tail(ctx, argc, argv, 0);
}

/* tail [-n N | -n +N] [FILE...] */
int
bi_cmd_tail(bi_ctx *ctx, int argc, char **argv)
{
    return head_tail(ctx, argc, argv, 1);
}

/* wc [-l] [-w] [-m] [-c] [-L] [FILE...] (-m: UTF-8 characters; -L: the longest line in
 * columns, a tab to the next multiple of 8, as GNU counts it for text of one width) */
int
bi_cmd_wc(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t flags;
    int i = bi_cmd_flags(ctx, "wc", argc, argv, "lwcmL", &flags);
    if (i < 0) {
        return 1;
    }
    int fl = (flags & BI_FLAG('l')) != 0;
    int fw = (flags & BI_FLAG('w')) != 0;
    int fm = (flags & BI_FLAG('m')) != 0;
    int fc = (flags & BI_FLAG('c')) != 0;
    int fL = (flags & BI_FLAG('L')) != 0;
    if (!fl && !fw && !fm && !fc && !fL) {
        fl = fw = fc = 1;
    }
    int nfiles = argc - i;
    int nin = nfiles ? nfiles : 1;
    long long *cnt = cm_calloc((size_t)nin * 5 + 5, sizeof(long long));
    int *ok = cm_calloc((size_t)nin, sizeof(int));
    int rc = 0;
    int nsel = fl + fw + fm + fc + fL;
    if (!cnt || !ok) {
        cm_free(cnt);
        cm_free(ok);
        return 1;
    }
    long long *tot = cnt + (size_t)nin * 5;
    for (int k = 0; k < nin; k++) {
        const char *path = nfiles ? argv[i + k] : NULL;
        int fd = text_open(ctx, "wc", path);
        if (fd < 0) {
            rc = 1;
            continue;
        }
        long long l = 0;
        long long w = 0;
        long long m = 0;
        long long bytes = 0;
        long long col = 0;
        long long longest = 0;
        int inword = 0;
        char buf[16384];
        ssize_t got;
        while ((got = bi_cmd_read_some(fd, buf, sizeof buf)) > 0) {
            for (ssize_t j = 0; j < got; j++) {
                char c = buf[j];
                m += ((unsigned char)c & 0xC0) != 0x80; // not a UTF-8 continuation byte
                if (c == '\n') {
                    l++;
                    longest = col > longest ? col : longest;
                    col = 0;
                } else if (c == '\t') {
                    col = (col / 8 + 1) * 8;
                } else if (((unsigned char)c & 0xC0) != 0x80 && (unsigned char)c >= ' ' &&
                           c != 0x7f) {
                    col++; // a printable character's first byte
                }
                int sp = c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
                if (!sp && !inword) {
                    w++;
                }
                inword = !sp;
            }
            bytes += got;
        }
        int e = errno;
        close(fd);
        if (got < 0) {
            bi_cmd_err(ctx, "wc", "%s: %s", path ? path : "-", strerror(e));
            rc = 1;
            continue;
        }
        longest = col > longest ? col : longest; // a last line without a newline
        cnt[k * 5] = l;
        cnt[k * 5 + 1] = w;
        cnt[k * 5 + 2] = m;
        cnt[k * 5 + 3] = bytes;
        cnt[k * 5 + 4] = longest;
        ok[k] = 1;
        for (int c = 0; c < 4; c++) {
            tot[c] += cnt[k * 5 + c];
        }
        tot[4] = longest > tot[4] ? longest : tot[4]; // the total's -L is the longest of all
    }
    // GNU's column width: 1 for one count of one input, 7 with stdin, else the digits
    // of the total byte count
    int width = 1;
    if (!(nsel == 1 && nin == 1)) {
        if (!nfiles) {
            width = 7;
        } else {
            for (long long t = tot[3]; t >= 10; t /= 10) {
                width++;
            }
        }
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    for (int k = 0; k <= nin; k++) {
        if (k == nin && nfiles < 2) {
            break;
        }
        if (k < nin && !ok[k]) {
            continue;
        }
        const long long *c = k < nin ? cnt + k * 5 : tot;
        const char *sep = "";
        const int sel[5] = {fl, fw, fm, fc, fL};
        for (int m = 0; m < 5; m++) {
            if (sel[m]) {
                bi_out_printf(&out, "%s%*lld", sep, width, c[m]);
                sep = " ";
            }
        }
        if (k == nin) {
            bi_out_adds(&out, " total");
        } else if (nfiles) {
            bi_out_printf(&out, " %s", argv[i + k]);
        }
        bi_out_add(&out, "\n", 1);
    }
    cm_free(cnt);
    cm_free(ok);
    if (bi_out_done(&out) < 0) {
        rc = 1;
    }
    return rc;
}

typedef struct line {
    const char *s;
    size_t n;
} line;

// Split b into lines (without their newlines). Returns a new array (cm_free) or NULL.
static line *
split_lines(const cm_buf *b, size_t *count)
{
    size_t cap = 64;
    size_t n = 0;
    line *v = cm_alloc(cap * sizeof(line));
    const char *s = b->data ? b->data : "";
    size_t i = 0;
    while (v && i < b->len) {
        const char *nl = memchr(s + i, '\n', b->len - i);
        size_t e = nl ? (size_t)(nl - s) : b->len;
        if (n == cap) {
            line *nv = cm_realloc(v, cap * 2 * sizeof(line));
            if (!nv) {
                cm_free(v);
                return NULL;
            }
            v = nv;
            cap *= 2;
        }
        v[n].s = s + i;
        v[n].n = e - i;
        n++;
        i = e + 1;
    }
    *count = n;
    return v;
}

#define SORT_KEYS 16

typedef struct sort_opts {
    bi_sort_key keys[SORT_KEYS];
    int nkeys;
    bi_sort_key global; // the flags given alone (-b -f -n -r -V), and the whole line as key
    int unique;
    int stable;
    int sep; // -t, -1: blanks
} sort_opts;

static int
is_blank(char c)
{
    return c == ' ' || c == '\t';
}

// Skip n fields from i: with a separator, past n separators; else n runs of blanks then
// non-blanks.
static size_t
skip_fields(const char *s, size_t len, size_t i, long n, int sep)
{
    for (long f = 0; f < n && i < len; f++) {
        if (sep >= 0) {
            const char *p = memchr(s + i, sep, len - i);
            i = p ? (size_t)(p - s) + 1 : len;
        } else {
            while (i < len && is_blank(s[i])) {
                i++;
            }
            while (i < len && !is_blank(s[i])) {
                i++;
            }
        }
    }
    return i;
}

// The part of l that key k selects, as GNU sort's begfield/limfield find it.
static void
key_span(const line *l, const bi_sort_key *k, int sep, const char **ks, size_t *kn)
{
    const char *s = l->s;
    size_t n = l->n;
    if (k->sword == 0) {
        *ks = s;
        *kn = n;
        return;
    }
    size_t b = skip_fields(s, n, 0, k->sword - 1, sep);
    if (k->blank_start) {
        while (b < n && is_blank(s[b])) {
            b++;
        }
    }
    b = b + (size_t)(k->schar - 1) < n ? b + (size_t)(k->schar - 1) : n;
    size_t e = n;
    if (k->eword > 0) {
        e = skip_fields(s, n, 0, k->eword - 1, sep);
        if (k->echar == 0) {
            // to the end of field eword
            if (sep >= 0) {
                const char *p = memchr(s + e, sep, n - e);
                e = p ? (size_t)(p - s) : n;
            } else {
                e = skip_fields(s, n, e, 1, sep);
            }
        } else {
            if (k->blank_end) {
                while (e < n && is_blank(s[e])) {
                    e++;
                }
            }
            e = e + (size_t)k->echar < n ? e + (size_t)k->echar : n;
        }
    }
    *ks = s + b;
    *kn = e > b ? e - b : 0;
}

static int
cmp_bytes(const char *a, size_t an, const char *b, size_t bn, int fold)
{
    size_t m = an < bn ? an : bn;
    for (size_t i = 0; i < m; i++) {
        unsigned char x = (unsigned char)a[i];
        unsigned char y = (unsigned char)b[i];
        if (fold) {
            x = (unsigned char)(x >= 'a' && x <= 'z' ? x - 32 : x);
            y = (unsigned char)(y >= 'a' && y <= 'z' ? y - 32 : y);
        }
        if (x != y) {
            return x < y ? -1 : 1;
        }
    }
    return an < bn ? -1 : an > bn ? 1 : 0;
}

static double
num_of(const char *s, size_t n)
{
    char buf[64];
    size_t i = 0;
    while (i < n && is_blank(s[i])) {
        i++;
    }
    size_t k = 0;
    while (i < n && k < sizeof(buf) - 1 &&
           ((s[i] >= '0' && s[i] <= '9') || s[i] == '.' || (k == 0 && s[i] == '-'))) {
        buf[k++] = s[i++];
    }
    buf[k] = 0;
    return k ? strtod(buf, NULL) : 0;
}

// Debian's version order of one character: '~' first, then the end, letters, others.
static int
ver_order(const char *s, size_t n, size_t i)
{
    if (i >= n || (s[i] >= '0' && s[i] <= '9')) {
        return 0;
    }
    unsigned char c = (unsigned char)s[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        return c;
    }
    return c == '~' ? -1 : c + 256;
}

/* bi_cmd_vercmp: see builtins/cmd.h. */
int
bi_cmd_vercmp(const char *a, size_t an, const char *b, size_t bn)
{
    size_t i = 0;
    size_t j = 0;
    while (i < an || j < bn) {
        // the non-digit parts, character by character
        while ((i < an && !(a[i] >= '0' && a[i] <= '9')) ||
               (j < bn && !(b[j] >= '0' && b[j] <= '9'))) {
            int x = ver_order(a, an, i);
            int y = ver_order(b, bn, j);
            if (x != y) {
                return x < y ? -1 : 1;
            }
            i++;
            j++;
        }
        // then the numbers: leading zeros dropped, longer is greater, else the first
        // digit that differs
        while (i < an && a[i] == '0') {
            i++;
        }
        while (j < bn && b[j] == '0') {
            j++;
        }
        int first = 0;
        while (i < an && a[i] >= '0' && a[i] <= '9' && j < bn && b[j] >= '0' && b[j] <= '9') {
            if (first == 0) {
                first = a[i] - b[j];
            }
            i++;
            j++;
        }
        if (i < an && a[i] >= '0' && a[i] <= '9') {
            return 1;
        }
        if (j < bn && b[j] >= '0' && b[j] <= '9') {
            return -1;
        }
        if (first != 0) {
            return first < 0 ? -1 : 1;
        }
    }
    return 0;
}

// The rank of a human size's unit (sort -h): 0 none, 1 K (or k), 2 M, 3 G, ... 8 Y.
static int
human_unit(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && is_blank(s[i])) {
        i++;
    }
    i += i < n && s[i] == '-';
    while (i < n && ((s[i] >= '0' && s[i] <= '9') || s[i] == '.')) {
        i++;
    }
    const char *units = "KMGTPEZY";
    const char *u = i < n && s[i] ? strchr(units, s[i] == 'k' ? 'K' : s[i]) : NULL;
    return u ? (int)(u - units) + 1 : 0;
}

static int
key_cmp(const sort_opts *o, const bi_sort_key *k, const line *a, const line *b)
{
    const char *as;
    const char *bs;
    size_t an;
    size_t bn;
    key_span(a, k, o->sep, &as, &an);
    key_span(b, k, o->sep, &bs, &bn);
    int c;
    if (k->blank_start && k->sword == 0) {
        while (an > 0 && is_blank(*as)) {
            as++;
            an--;
        }
        while (bn > 0 && is_blank(*bs)) {
            bs++;
            bn--;
        }
    }
    if (k->numeric) {
        double x = num_of(as, an);
        double y = num_of(bs, bn);
        // -h: GNU orders by the unit first (none, K, M, G...), a negative number's before
        int ux = k->numeric == 2 ? human_unit(as, an) : 0;
        int uy = k->numeric == 2 ? human_unit(bs, bn) : 0;
        ux = x < 0 ? -ux : ux;
        uy = y < 0 ? -uy : uy;
        c = ux != uy ? (ux < uy ? -1 : 1) : x < y ? -1 : x > y ? 1 : 0;
    } else if (k->version) {
        c = bi_cmd_vercmp(as, an, bs, bn);
    } else {
        c = cmp_bytes(as, an, bs, bn, k->fold);
    }
    return k->reverse ? -c : c;
}

// Compare by every key; 0 when all are equal (the -u notion of a duplicate).
static int
keys_cmp(const sort_opts *o, const line *a, const line *b)
{
    if (o->nkeys == 0) {
        return key_cmp(o, &o->global, a, b);
    }
    for (int k = 0; k < o->nkeys; k++) {
        int c = key_cmp(o, &o->keys[k], a, b);
        if (c != 0) {
            return c;
        }
    }
    return 0;
}

// The full order: the keys, then (without -s or -u) the whole lines' bytes, reversed by -r.
static int
line_cmp(const sort_opts *o, const line *a, const line *b)
{
    int c = keys_cmp(o, a, b);
    if (c == 0 && !o->unique && !o->stable) {
        c = cmp_bytes(a->s, a->n, b->s, b->n, 0);
        c = o->global.reverse ? -c : c;
    }
    return c;
}

// Stable merge sort of v[0..n) using tmp (n lines).
static void
merge_sort(const sort_opts *o, line *v, line *tmp, size_t n)
{
    if (n < 2) {
        return;
    }
    size_t h = n / 2;
    merge_sort(o, v, tmp, h);
    merge_sort(o, v + h, tmp, n - h);
    size_t i = 0;
    size_t j = h;
    size_t k = 0;
    while (i < h && j < n) {
        tmp[k++] = line_cmp(o, &v[j], &v[i]) < 0 ? v[j++] : v[i++];
    }
    while (i < h) {
        tmp[k++] = v[i++];
    }
    while (j < n) {
        tmp[k++] = v[j++];
    }
    memcpy(v, tmp, n * sizeof(line));
}

// Read the letters of a key's flags into k. Returns the rest, or NULL at a bad letter.
static const char *
key_flags(const char *p, bi_sort_key *k, int *any, int start)
{
    for (; *p && *p != ','; p++) {
        switch (*p) {
        case 'b':
            if (start) {
                k->blank_start = 1;
            } else {
                k->blank_end = 1;
            }
            break;
        case 'f':
            k->fold = 1;
            break;
        case 'n':
        case 'g':
            k->numeric = 1;
            break;
        case 'h':
            k->numeric = 2; // human: 2K before 1M
            break;
        case 'V':
            k->version = 1;
            break;
        case 'r':
            k->reverse = 1;
            break;
        default:
            return NULL;
        }
        *any = 1;
    }
    return p;
}

// A key position "F[.C]" at *p: field F >= 1, character C >= min_char. Moves *p past
// it. 0, or -1 when it is not one.
static int
key_pos(const char **p, long *field, long *chr, long min_char)
{
    char *end;
    *field = strtol(*p, &end, 10);
    if (end == *p || *field < 1) {
        return -1;
    }
    if (*end == '.') {
        const char *c = end + 1;
        *chr = strtol(c, &end, 10);
        if (end == c || *chr < min_char) {
            return -1;
        }
    }
    *p = end;
    return 0;
}

/* bi_cmd_sort_key: see builtins/cmd.h. */
int
bi_cmd_sort_key(const char *spec, bi_sort_key *k)
{
    int any = 0;
    memset(k, 0, sizeof(*k));
    k->schar = 1;
    const char *p = spec;
    if (key_pos(&p, &k->sword, &k->schar, 1) < 0) {
        return -1;
    }
    p = key_flags(p, k, &any, 1);
    if (!p) {
        return -1;
    }
    if (*p == ',') {
        p++;
        if (key_pos(&p, &k->eword, &k->echar, 0) < 0) {
            return -1;
        }
        p = key_flags(p, k, &any, 0);
        if (!p || *p) {
            return -1;
        }
    }
    return any;
}

/* sort [-nrufbsV] [-k POS1[,POS2]]... [-t SEP] [FILE...] */
int
bi_cmd_sort(bi_ctx *ctx, int argc, char **argv)
{
    sort_opts o;
    memset(&o, 0, sizeof(o));
    o.sep = -1;
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    const char *outfile = NULL; // -o FILE: opened once every input is read, as GNU's
    while ((c = bi_opt_next(ctx, "sort", "bfghnrsuVk:t:o:", &op)) != 0) {
        const char *v = op.arg;
        int any = 0;
        char one[2] = {(char)c, 0};
        if (c == '?') {
            return 2;
        } else if (c == 'u') {
            o.unique = 1;
        } else if (c == 's') {
            o.stable = 1;
        } else if (c == 'o') {
            outfile = v;
        } else if (c == 't') {
            if (strlen(v) != 1) {
                bi_cmd_err(ctx, "sort", "multi-character tab \u2018%s\u2019", v);
                return 2;
            }
            o.sep = (unsigned char)v[0];
        } else if (c == 'k') {
            int r = o.nkeys < SORT_KEYS ? bi_cmd_sort_key(v, &o.keys[o.nkeys]) : -1;
            if (r < 0) {
                // GNU's words (and quotes, as in a UTF-8 locale)
                bi_cmd_err(ctx, "sort", "%sinvalid field specification \u2018%s\u2019",
                           v[0] == '0' && strtol(v, NULL, 10) == 0 ? "field number is zero: " : "",
                           v);
                return 2;
            }
            o.keys[o.nkeys].own = r;
            o.nkeys++;
        } else {
            (void)key_flags(one, &o.global, &any, 1);
        }
    }
    int i = op.i;
    // keys without their own flags take the global ones
    for (int k = 0; k < o.nkeys; k++) {
        bi_sort_key *key = &o.keys[k];
        if (!key->own) {
            long sw = key->sword;
            long sc = key->schar;
            long ew = key->eword;
            long ec = key->echar;
            *key = o.global;
            key->blank_end = o.global.blank_start;
            key->sword = sw;
            key->schar = sc;
            key->eword = ew;
            key->echar = ec;
        }
    }
    cm_buf all;
    cm_buf_init(&all, TEXT_MAX);
    int rc = 0;
    int nfiles = argc - i;
    for (int k = 0; k < (nfiles ? nfiles : 1); k++) {
        size_t before = all.len;
        if (slurp(ctx, "sort", nfiles ? argv[i + k] : NULL, &all) < 0) {
            cm_buf_free(&all);
            return 2;
        }
        if (all.len > before && all.data[all.len - 1] != '\n' && cm_buf_addc(&all, '\n') < 0) {
            cm_buf_free(&all);
            return 2;
        }
    }
    size_t n;
    line *v = split_lines(&all, &n);
    line *tmp = v ? cm_alloc((n ? n : 1) * sizeof(line)) : NULL;
    if (!tmp) {
        cm_free(v);
        cm_buf_free(&all);
        bi_cmd_err(ctx, "sort", "out of memory");
        return 2;
    }
    merge_sort(&o, v, tmp, n);
    cm_free(tmp);
    int ofd = outfile ? bi_cmd_open(ctx, "sort", outfile, POL_FS_WRITE, "write_content",
                                    O_WRONLY | O_CREAT | O_TRUNC)
                      : ctx->out;
    if (ofd < 0) {
        cm_free(v);
        cm_buf_free(&all);
        return 2;
    }
    bi_out out;
    bi_out_init(&out, ofd);
    for (size_t k = 0; k < n; k++) {
        if (o.unique && k > 0 && keys_cmp(&o, &v[k - 1], &v[k]) == 0) {
            continue;
        }
        bi_out_add(&out, v[k].s, v[k].n);
        bi_out_add(&out, "\n", 1);
    }
    if (bi_out_done(&out) < 0) {
        rc = 2;
    }
    if (outfile) {
        close(ofd);
    }
    cm_free(v);
    cm_buf_free(&all);
    return rc;
}

// The part of l uniq compares: past -f fields and -s characters, at most -w characters.
static line
uniq_part(const line *l, long fields, long chars, long width)
{
    size_t i = skip_fields(l->s, l->n, 0, fields, -1);
    i = i + (size_t)chars < l->n ? i + (size_t)chars : l->n;
    line r = {l->s + i, l->n - i};
    if (width >= 0 && r.n > (size_t)width) {
        r.n = (size_t)width;
    }
    return r;
}

/* uniq [-c] [-d] [-u] [-i] [-f N] [-s N] [-w N] [INPUT] */
int
bi_cmd_uniq(bi_ctx *ctx, int argc, char **argv)
{
    int count = 0;
    int dups = 0;
    int uniques = 0;
    int fold = 0;
    long num[3] = {0, 0, -1}; // -f, -s, -w
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    while ((c = bi_opt_next(ctx, "uniq", "cdiuf:s:w:", &op)) != 0) {
        static const char letters[] = "fsw";
        const char *which = c ? strchr(letters, c) : NULL;
        if (c == '?') {
            return 1;
        }
        count |= c == 'c';
        dups |= c == 'd';
        uniques |= c == 'u';
        fold |= c == 'i';
        if (!which) {
            continue;
        }
        char *end;
        long n = strtol(op.arg, &end, 10);
        if (!*op.arg || *end || n < 0) {
            bi_cmd_err(ctx, "uniq", "%s: invalid number of %s", op.arg,
                       c == 'f'   ? "fields to skip"
                       : c == 's' ? "bytes to skip"
                                  : "bytes to compare");
            return 1;
        }
        num[which - letters] = n;
    }
    // uniq [INPUT [OUTPUT]] (POSIX): OUTPUT is written under fs:write
    if (argc - op.i > 2) {
        bi_cmd_err(ctx, "uniq", "extra operand \u2018%s\u2019", argv[op.i + 2]);
        return bi_cmd_usage(ctx, "uniq");
    }
    const char *path = op.i < argc ? argv[op.i] : NULL;
    const char *opath = op.i + 1 < argc && strcmp(argv[op.i + 1], "-") != 0 ? argv[op.i + 1] : NULL;
    int fd = text_open(ctx, "uniq", path);
    if (fd >= 0 && bi_cmd_not_output(ctx, "uniq", path ? path : "-", fd) < 0) {
        close(fd);
        return 1;
    }
    if (fd < 0) {
        return 1;
    }
    int ofd = opath ? bi_cmd_open(ctx, "uniq", opath, POL_FS_WRITE, "write_content",
                                  O_WRONLY | O_CREAT | O_TRUNC)
                    : ctx->out;
    if (ofd < 0) {
        close(fd);
        return 1;
    }
    bi_lines in;
    bi_lines_init(&in, fd);
    cm_buf first; // the first line of the run of equal ones being read
    cm_buf_init(&first, TEXT_MAX);
    size_t run = 0;
    bi_out out;
    bi_out_init(&out, ofd);
    const char *s;
    size_t n;
    int nl;
    int r;
    for (;;) {
        r = bi_lines_next(&in, &s, &n, &nl);
        if (r > 0 && bi_stop_pending()) {
            errno = EINTR;
            r = -1;
        }
        line held = {first.data ? first.data : "", first.len};
        if (r > 0 && run > 0) {
            line cur = {s, n};
            line a = uniq_part(&held, num[0], num[1], num[2]);
            line b = uniq_part(&cur, num[0], num[1], num[2]);
            if (cmp_bytes(a.s, a.n, b.s, b.n, fold) == 0) {
                run++;
                continue;
            }
        }
        // the run ends here: print its line when the flags keep it
        if (run > 0 && r >= 0 && (!dups || run > 1) && (!uniques || run == 1)) {
            if (count) {
                bi_out_printf(&out, "%7zu ", run);
            }
            bi_out_add(&out, held.s, held.n);
            bi_out_add(&out, "\n", 1);
        }
        if (r <= 0) {
            break;
        }
        cm_buf_reset(&first);
        if (cm_buf_add(&first, s, n) < 0) {
            errno = EFBIG;
            r = -1;
            break;
        }
        run = 1;
    }
    int rc = 0;
    if (r < 0) {
        bi_cmd_err(ctx, "uniq", "%s: %s", path ? path : "-", strerror(errno));
        rc = 1;
    }
    rc |= bi_out_done(&out) < 0;
    cm_buf_free(&first);
    bi_lines_free(&in);
    close(fd);
    if (opath) {
        close(ofd);
    }
    return rc;
}
