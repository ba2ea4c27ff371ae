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

// Read a file ("-" or NULL: stdin) whole into b. 0, or -1 printed.
static int
slurp(bi_ctx *ctx, const char *prog, const char *path, cm_buf *b)
{
    int fd;
    if (!path || strcmp(path, "-") == 0) {
        fd = fcntl(ctx->in, F_DUPFD_CLOEXEC, 3);
        if (fd < 0) {
            bi_cmd_err(ctx, prog, "-: %s", strerror(errno));
            return -1;
        }
    } else {
        fd = bi_cmd_open(ctx, prog, path, POL_FS_READ, "read_content", O_RDONLY);
        if (fd < 0) {
            return -1;
        }
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

// A count argument: "N", "-N" or "+N" (*plus set for +N). -1 when not a number.
static long long
count_arg(const char *s, int *plus)
{
    *plus = 0;
    if (*s == '+') {
        *plus = 1;
        s++;
    } else if (*s == '-') {
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
        if (a[1] >= '0' && a[1] <= '9') {
            o->n = count_arg(a, &o->plus);
            continue;
        }
        if (a[1] == 'n' || a[1] == 'c') {
            const char *v = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
            o->bytes = a[1] == 'c';
            if (!v || (o->n = count_arg(v, &o->plus)) < 0) {
                bi_cmd_err(ctx, prog, "invalid number of %s: '%s'", o->bytes ? "bytes" : "lines",
                           v ? v : "");
                return -1;
            }
            continue;
        }
        if (a[1] == 'q' || a[1] == 'v') {
            continue;
        }
        bi_cmd_err(ctx, prog, "invalid option -- '%c'", a[1]);
        return -1;
    }
    return i;
}

static void
head_one(bi_out *out, const cm_buf *b, const lines_opts *o)
{
    const char *s = b->data ? b->data : "";
    size_t n = b->len;
    if (o->bytes) {
        bi_out_add(out, s, (size_t)o->n < n ? (size_t)o->n : n);
        return;
    }
    size_t end = 0;
    long long lines = 0;
    while (end < n && lines < o->n) {
        const char *nl = memchr(s + end, '\n', n - end);
        end = nl ? (size_t)(nl - s) + 1 : n;
        lines++;
    }
    bi_out_add(out, s, end);
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
        ssize_t r = read(fd, buf, sizeof buf);
        if (r < 0 && errno == EINTR) {
            continue;
        }
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
    }
    return 0;
}

static void
tail_one(bi_out *out, const cm_buf *b, const lines_opts *o)
{
    const char *s = b->data ? b->data : "";
    size_t n = b->len;
    if (o->bytes) {
        size_t start =
            o->plus ? (o->n > 0 ? (size_t)o->n - 1 : 0) : (n > (size_t)o->n ? n - (size_t)o->n : 0);
        if (start < n) {
            bi_out_add(out, s + start, n - start);
        }
        return;
    }
    size_t start;
    if (o->plus) {
        start = 0;
        for (long long k = 1; k < o->n && start < n; k++) {
            const char *nl = memchr(s + start, '\n', n - start);
            start = nl ? (size_t)(nl - s) + 1 : n;
        }
    } else {
        start = n;
        long long lines = 0;
        size_t i = n;
        if (i > 0 && s[i - 1] == '\n') {
            i--;
        }
        while (i > 0) {
            if (s[i - 1] == '\n') {
                lines++;
                if (lines == o->n) {
                    break;
                }
            }
            i--;
        }
        start = o->n == 0 ? n : i;
    }
    bi_out_add(out, s + start, n - start);
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
        if (!tail && (!path || strcmp(path, "-") == 0)) {
            if (nfiles > 1) {
                bi_out_printf(&out, "%s==> %s <==\n", k > 0 ? "\n" : "", "standard input");
            }
            if (head_stream(&out, ctx->in, &o) < 0) {
                bi_cmd_err(ctx, prog, "-: %s", strerror(errno));
                rc = 1;
            }
            continue;
        }
        cm_buf b;
        cm_buf_init(&b, TEXT_MAX);
        if (slurp(ctx, prog, path, &b) < 0) {
            rc = 1;
            cm_buf_free(&b);
            continue;
        }
        if (nfiles > 1) {
            bi_out_printf(&out, "%s==> %s <==\n", k > 0 ? "\n" : "", path);
        }
        if (tail) {
            tail_one(&out, &b, &o);
        } else {
            head_one(&out, &b, &o);
        }
        cm_buf_free(&b);
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

/* wc [-l] [-w] [-c] [FILE...] */
int
bi_cmd_wc(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t flags;
    int i = bi_cmd_flags(ctx, "wc", argc, argv, "lwcm", &flags);
    if (i < 0) {
        return 1;
    }
    int fl = (flags & BI_FLAG('l')) != 0;
    int fw = (flags & BI_FLAG('w')) != 0;
    int fc = (flags & (BI_FLAG('c') | BI_FLAG('m'))) != 0;
    if (!fl && !fw && !fc) {
        fl = fw = fc = 1;
    }
    int nfiles = argc - i;
    int nin = nfiles ? nfiles : 1;
    long long *cnt = cm_calloc((size_t)nin * 3 + 3, sizeof(long long));
    int *ok = cm_calloc((size_t)nin, sizeof(int));
    int rc = 0;
    int nsel = fl + fw + fc;
    if (!cnt || !ok) {
        cm_free(cnt);
        cm_free(ok);
        return 1;
    }
    long long *tot = cnt + (size_t)nin * 3;
    for (int k = 0; k < nin; k++) {
        const char *path = nfiles ? argv[i + k] : NULL;
        cm_buf b;
        cm_buf_init(&b, TEXT_MAX);
        if (slurp(ctx, "wc", path, &b) < 0) {
            rc = 1;
            cm_buf_free(&b);
            continue;
        }
        long long l = 0;
        long long w = 0;
        int inword = 0;
        for (size_t j = 0; j < b.len; j++) {
            char c = b.data[j];
            if (c == '\n') {
                l++;
            }
            int sp = c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
            if (!sp && !inword) {
                w++;
            }
            inword = !sp;
        }
        cnt[k * 3] = l;
        cnt[k * 3 + 1] = w;
        cnt[k * 3 + 2] = (long long)b.len;
        ok[k] = 1;
        for (int m = 0; m < 3; m++) {
            tot[m] += cnt[k * 3 + m];
        }
        cm_buf_free(&b);
    }
    // GNU's column width: 1 for one count of one input, 7 with stdin, else the digits
    // of the total byte count
    int width = 1;
    if (!(nsel == 1 && nin == 1)) {
        if (!nfiles) {
            width = 7;
        } else {
            for (long long t = tot[2]; t >= 10; t /= 10) {
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
        const long long *c = k < nin ? cnt + k * 3 : tot;
        const char *sep = "";
        const int sel[3] = {fl, fw, fc};
        for (int m = 0; m < 3; m++) {
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

typedef struct sort_opts {
    int numeric;
    int reverse;
    int unique;
    int fold;
    int key; // 1-based field, 0: whole line
    int key_end;
    char sep; // -t, 0: blanks
} sort_opts;

static sort_opts g_sort; // qsort has no context argument; one sort runs at a time

// The key of l per g_sort: [*ks, *ke).
static void
sort_key(const line *l, const char **ks, size_t *kn)
{
    const char *s = l->s;
    size_t n = l->n;
    if (g_sort.key <= 0) {
        *ks = s;
        *kn = n;
        return;
    }
    size_t i = 0;
    int field = 1;
    size_t start = 0;
    int found = 0;
    size_t end = n;
    while (1) {
        if (field == g_sort.key && !found) {
            start = i;
            found = 1;
        }
        if (i >= n) {
            break;
        }
        if (g_sort.sep) {
            if (s[i] == g_sort.sep) {
                if (found && field >= (g_sort.key_end ? g_sort.key_end : INT32_MAX)) {
                    end = i;
                    break;
                }
                field++;
                i++;
                continue;
            }
            i++;
        } else {
            // blank-separated: a field is leading blanks then non-blanks
            size_t j = i;
            while (j < n && (s[j] == ' ' || s[j] == '\t')) {
                j++;
            }
            while (j < n && s[j] != ' ' && s[j] != '\t') {
                j++;
            }
            if (found && field >= (g_sort.key_end ? g_sort.key_end : INT32_MAX)) {
                end = j;
                break;
            }
            if (j >= n) {
                i = n;
                if (!found) {
                    field++;
                }
                continue;
            }
            i = j;
            field++;
        }
    }
    if (!found) {
        *ks = s + n;
        *kn = 0;
        return;
    }
    *ks = s + start;
    *kn = end > start ? end - start : 0;
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
    while (i < n && (s[i] == ' ' || s[i] == '\t')) {
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

static int
key_cmp(const line *a, const line *b)
{
    const char *as;
    const char *bs;
    size_t an;
    size_t bn;
    sort_key(a, &as, &an);
    sort_key(b, &bs, &bn);
    if (g_sort.numeric) {
        double x = num_of(as, an);
        double y = num_of(bs, bn);
        if (x != y) {
            return x < y ? -1 : 1;
        }
        return 0;
    }
    return cmp_bytes(as, an, bs, bn, g_sort.fold);
}

static int
line_cmp(const void *pa, const void *pb)
{
    const line *a = pa;
    const line *b = pb;
    int c = key_cmp(a, b);
    if (c == 0 && !g_sort.unique) {
        c = cmp_bytes(a->s, a->n, b->s, b->n, 0); // last resort: whole line
        if (g_sort.key <= 0 && !g_sort.numeric) {
            c = 0;
        }
    }
    return g_sort.reverse ? -c : c;
}

/* sort [-n] [-r] [-u] [-f] [-k N[,M]] [-t SEP] [FILE...] */
int
bi_cmd_sort(bi_ctx *ctx, int argc, char **argv)
{
    sort_opts o;
    memset(&o, 0, sizeof(o));
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        for (size_t k = 1; a[k]; k++) {
            char c = a[k];
            if (c == 'n' || c == 'g' || c == 'h') {
                o.numeric = 1;
            } else if (c == 'r') {
                o.reverse = 1;
            } else if (c == 'u') {
                o.unique = 1;
            } else if (c == 'f') {
                o.fold = 1;
            } else if (c == 'b' || c == 's') {
                continue;
            } else if (c == 'k' || c == 't') {
                const char *v = a[k + 1] ? a + k + 1 : (i + 1 < argc ? argv[++i] : NULL);
                if (!v) {
                    bi_cmd_err(ctx, "sort", "option requires an argument -- '%c'", c);
                    return 2;
                }
                if (c == 't') {
                    o.sep = v[0];
                } else {
                    char *end;
                    o.key = (int)strtol(v, &end, 10);
                    while (*end && *end != ',') {
                        if (*end == 'n') {
                            o.numeric = 1;
                        } else if (*end == 'r') {
                            o.reverse = 1;
                        }
                        end++;
                    }
                    if (*end == ',') {
                        o.key_end = (int)strtol(end + 1, &end, 10);
                        while (*end) {
                            if (*end == 'n') {
                                o.numeric = 1;
                            } else if (*end == 'r') {
                                o.reverse = 1;
                            }
                            end++;
                        }
                    }
                    if (o.key < 1) {
                        bi_cmd_err(ctx, "sort", "invalid key: '%s'", v);
                        return 2;
                    }
                }
                break;
            } else {
                bi_cmd_err(ctx, "sort", "invalid option -- '%c'", c);
                return 2;
            }
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
    if (!v) {
        cm_buf_free(&all);
        bi_cmd_err(ctx, "sort", "out of memory");
        return 2;
    }
    g_sort = o;
    // stable: qsort is not, so ties fall back to input order through the index
    qsort(v, n, sizeof(line), line_cmp);
    bi_out out;
    bi_out_init(&out, ctx->out);
    for (size_t k = 0; k < n; k++) {
        if (o.unique && k > 0 && key_cmp(&v[k - 1], &v[k]) == 0) {
            continue;
        }
        bi_out_add(&out, v[k].s, v[k].n);
        bi_out_add(&out, "\n", 1);
    }
    if (bi_out_done(&out) < 0) {
        rc = 2;
    }
    cm_free(v);
    cm_buf_free(&all);
    return rc;
}

/* uniq [-c] [-d] [-u] [-i] [INPUT] */
int
bi_cmd_uniq(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "uniq", argc, argv, "cdui", &fl);
    if (i < 0) {
        return 1;
    }
    int count = (fl & BI_FLAG('c')) != 0;
    int dups = (fl & BI_FLAG('d')) != 0;
    int uniques = (fl & BI_FLAG('u')) != 0;
    int fold = (fl & BI_FLAG('i')) != 0;
    cm_buf all;
    cm_buf_init(&all, TEXT_MAX);
    if (slurp(ctx, "uniq", i < argc ? argv[i] : NULL, &all) < 0) {
        cm_buf_free(&all);
        return 1;
    }
    size_t n;
    line *v = split_lines(&all, &n);
    if (!v) {
        cm_buf_free(&all);
        return 1;
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    size_t k = 0;
    while (k < n) {
        size_t j = k + 1;
        while (j < n && cmp_bytes(v[k].s, v[k].n, v[j].s, v[j].n, fold) == 0) {
            j++;
        }
        size_t c = j - k;
        if ((!dups || c > 1) && (!uniques || c == 1)) {
            if (count) {
                bi_out_printf(&out, "%7zu ", c);
            }
            bi_out_add(&out, v[k].s, v[k].n);
            bi_out_add(&out, "\n", 1);
        }
        k = j;
    }
    int rc = bi_out_done(&out) < 0;
    cm_free(v);
    cm_buf_free(&all);
    return rc;
}
