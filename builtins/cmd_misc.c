/* Small utilities: tee (each file opened under fs:write write_content), basename,
 * dirname, seq, sleep, env (print only) and date (UTC) (no files). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "common/alloc.h"
#include "common/io.h"

/* tee [-a] [FILE...]: copy stdin to stdout and to each FILE. */
int
bi_cmd_tee(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "tee", argc, argv, "ai", &fl);
    if (i < 0) {
        return 1;
    }
    int flags = O_WRONLY | O_CREAT | ((fl & BI_FLAG('a')) ? O_APPEND : O_TRUNC);
    int nfiles = argc - i;
    int *fds = cm_calloc((size_t)nfiles + 1, sizeof(int));
    if (!fds) {
        return 1;
    }
    int rc = 0;
    for (int k = 0; k < nfiles; k++) {
        fds[k] = bi_cmd_open(ctx, "tee", argv[i + k], POL_FS_WRITE, "write_content", flags);
        rc |= fds[k] < 0;
    }
    char buf[16384];
    for (;;) {
        ssize_t r = bi_cmd_read_chunk(ctx, "tee", ctx->in, buf, sizeof buf);
        if (r <= 0) {
            rc = r == 0 ? rc : r == -2 ? 130 : 1;
            break;
        }
        if (cm_write_all(ctx->out, buf, (size_t)r) < 0) {
            bi_cmd_err(ctx, "tee", "standard output: %s", strerror(errno));
            rc = 1;
            break;
        }
        for (int k = 0; k < nfiles; k++) {
            if (fds[k] >= 0 && cm_write_all(fds[k], buf, (size_t)r) < 0) {
                bi_cmd_err(ctx, "tee", "%s: %s", argv[i + k], strerror(errno));
                close(fds[k]);
                fds[k] = -1;
                rc = 1;
            }
        }
    }
    for (int k = 0; k < nfiles; k++) {
        if (fds[k] >= 0) {
            close(fds[k]);
        }
    }
    cm_free(fds);
    return rc;
}

// The length of p without its trailing slashes (at least 1 for "/").
static size_t
trimmed_len(const char *p)
{
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') {
        n--;
    }
    return n;
}

/* basename NAME [SUFFIX] | basename -a [-s SUFFIX] NAME... */
int
bi_cmd_basename(bi_ctx *ctx, int argc, char **argv)
{
    const char *suffix = NULL;
    int multi = 0;
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    while ((c = bi_opt_next(ctx, "basename", "as:z", &op)) != 0) {
        if (c == '?') {
            return 1;
        }
        if (c == 's') {
            suffix = op.arg;
            multi = 1;
        }
        multi |= c == 'a';
    }
    int i = op.i;
    if (i >= argc) {
        bi_cmd_err(ctx, "basename", "missing operand");
        return bi_cmd_usage(ctx, "basename");
    }
    if (!multi && argc - i > 2) {
        bi_cmd_err(ctx, "basename", "extra operand \u2018%s\u2019", argv[i + 2]);
        return bi_cmd_usage(ctx, "basename");
    }
    if (!multi && argc - i == 2) {
        suffix = argv[i + 1];
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    for (int k = i; k < (multi ? argc : i + 1); k++) {
        const char *p = argv[k];
        size_t n = trimmed_len(p);
        size_t start = n;
        while (start > 0 && p[start - 1] != '/') {
            start--;
        }
        if (n == 1 && p[0] == '/') {
            start = 0;
        }
        size_t len = n - start;
        size_t sl = suffix ? strlen(suffix) : 0;
        if (sl > 0 && sl < len && memcmp(p + start + len - sl, suffix, sl) == 0) {
            len -= sl;
        }
        bi_out_add(&out, p + start, len);
        bi_out_add(&out, "\n", 1);
    }
    return bi_out_done(&out) < 0;
}

/* dirname NAME... */
int
bi_cmd_dirname(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "dirname", argc, argv, "z", &fl);
    if (i < 0) {
        return 1;
    }
    if (i >= argc) {
        bi_cmd_err(ctx, "dirname", "missing operand");
        return bi_cmd_usage(ctx, "dirname");
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    for (; i < argc; i++) {
        const char *p = argv[i];
        size_t n = trimmed_len(p);
        while (n > 0 && p[n - 1] != '/') {
            n--; // drop the last name
        }
        while (n > 1 && p[n - 1] == '/') {
            n--; // and the slashes before it
        }
        if (n == 0) {
            bi_out_adds(&out, ".");
        } else {
            bi_out_add(&out, p, n);
        }
        bi_out_add(&out, "\n", 1);
    }
    return bi_out_done(&out) < 0;
}

// The digits after the point in a seq operand ("1.50" -> 2), 0 for an integer.
static int
decimals(const char *s)
{
    const char *dot = strchr(s, '.');
    if (!dot) {
        return 0;
    }
    size_t n = strspn(dot + 1, "0123456789");
    return n > 9 ? 9 : (int)n;
}

// "-1", "-.5": a negative number, an operand of seq rather than a flag.
static int
is_number_word(const char *a)
{
    return a[0] == '-' && ((a[1] >= '0' && a[1] <= '9') || a[1] == '.');
}

/* seq [-s SEP] [-w] [FIRST [INCREMENT]] LAST */
int
bi_cmd_seq(bi_ctx *ctx, int argc, char **argv)
{
    const char *sep = "\n";
    int wide = 0;
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c = 0;
    while (op.i < argc && !is_number_word(argv[op.i]) &&
           (c = bi_opt_next(ctx, "seq", "s:w", &op)) != 0) {
        if (c == '?') {
            return 1;
        }
        if (c == 's') {
            sep = op.arg;
        }
        wide |= c == 'w';
    }
    int i = op.i;
    int n = argc - i;
    if (n < 1 || n > 3) {
        bi_cmd_err(ctx, "seq", n < 1 ? "missing operand" : "extra operand \u2018%s\u2019",
                   n < 1 ? "" : argv[i + 3]);
        return bi_cmd_usage(ctx, "seq");
    }
    double v[3] = {1, 1, 0};
    int prec = 0;
    for (int k = 0; k < n; k++) {
        const char *a = argv[i + k];
        char *end;
        errno = 0;
        double x = strtod(a, &end);
        if (!*a || *end || errno || isnan(x)) {
            bi_cmd_err(ctx, "seq", "invalid floating point argument: \u2018%s\u2019", a);
            return bi_cmd_usage(ctx, "seq");
        }
        int slot = n == 1 ? 2 : n == 2 ? (k == 0 ? 0 : 2) : k;
        v[slot] = x;
        if (slot != 2 && decimals(a) > prec) {
            prec = decimals(a);
        }
    }
    if (v[1] == 0) {
        bi_cmd_err(ctx, "seq", "invalid Zero increment value: \u2018%s\u2019", argv[i + 1]);
        return bi_cmd_usage(ctx, "seq");
    }
    int width = 0;
    if (wide) {
        char tmp[64];
        int a = snprintf(tmp, sizeof tmp, "%.*f", prec, v[0]);
        int b = snprintf(tmp, sizeof tmp, "%.*f", prec, v[2]);
        width = a > b ? a : b;
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    int rc = 0;
    for (long long k = 0;; k++) {
        double x = v[0] + (double)k * v[1];
        if ((v[1] > 0 && x > v[2]) || (v[1] < 0 && x < v[2])) {
            break;
        }
        if (bi_stop_pending()) {
            rc = 130;
            break;
        }
        if (k > 0) {
            bi_out_adds(&out, sep);
        }
        if (wide) {
            bi_out_printf(&out, "%0*.*f", width, prec, x);
        } else {
            bi_out_printf(&out, "%.*f", prec, x);
        }
    }
    if (!(v[1] > 0 ? v[0] > v[2] : v[0] < v[2])) {
        bi_out_add(&out, "\n", 1);
    }
    if (bi_out_done(&out) < 0 && rc == 0) {
        rc = 1;
    }
    return rc;
}

static double
mono_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* sleep NUMBER[smhd]...: wait the sum, in steps that watch Ctrl-C (130) and the run's
 * budget (ctx->deadline: the wait ends there, and the shell then stops the run). */
int
bi_cmd_sleep(bi_ctx *ctx, int argc, char **argv)
{
    int i = argc > 1 && strcmp(argv[1], "--") == 0 ? 2 : 1;
    if (i >= argc) {
        bi_cmd_err(ctx, "sleep", "missing operand");
        return bi_cmd_usage(ctx, "sleep");
    }
    double total = 0;
    for (; i < argc; i++) {
        char *end;
        errno = 0;
        double v = strtod(argv[i], &end);
        const char *units = "smhd";
        const double scale[] = {1, 60, 3600, 86400};
        const char *u = *end ? strchr(units, *end) : units;
        if (end == argv[i] || errno || v < 0 || isnan(v) || !u || (*end && end[1])) {
            bi_cmd_err(ctx, "sleep", "invalid time interval \u2018%s\u2019", argv[i]);
            return bi_cmd_usage(ctx, "sleep");
        }
        total += v * scale[u - units];
    }
    double until = mono_now() + total;
    for (;;) {
        if (bi_stop_pending()) {
            return 130;
        }
        double now = mono_now();
        double end = ctx->deadline > 0 && ctx->deadline < until ? ctx->deadline : until;
        if (now >= end) {
            return 0;
        }
        double step = end - now < 0.05 ? end - now : 0.05;
        struct timespec ts = {(time_t)step, (long)((step - (double)(time_t)step) * 1e9)};
        nanosleep(&ts, NULL);
    }
}

// n digits at s as a number, or -1.
static int
digits_at(const char *s, int n)
{
    int v = 0;
    for (int k = 0; k < n; k++) {
        if (s[k] < '0' || s[k] > '9') {
            return -1;
        }
        v = v * 10 + (s[k] - '0');
    }
    return v;
}

// One or two digits at *s as a number, *s moved past them; -1 (unmoved) when none.
static int
one_or_two(const char **s)
{
    const char *p = *s;
    if (*p < '0' || *p > '9') {
        return -1;
    }
    int v = *p++ - '0';
    if (*p >= '0' && *p <= '9') {
        v = v * 10 + (*p++ - '0');
    }
    *s = p;
    return v;
}

// The UTC time of the calendar fields, checked (a 31st of February is no date). -1 if not.
static int
utc_of(int y, int mo, int d, int h, int mi, int sec, time_t *out)
{
    static const int days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (mo < 1 || mo > 12 || d < 1 || d > days[mo - 1] || (mo == 2 && d == 29 && !leap) || h > 23 ||
        mi > 59 || sec > 60 || y < 1 || y > 9999) {
        return -1;
    }
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = sec;
    *out = timegm(&tm);
    return 0;
}

/* bi_cmd_parse_time: see builtins/cmd.h. */
int
bi_cmd_parse_time(const char *s, int stamp, time_t *out)
{
    size_t n = strlen(s);
    if (stamp) {
        // [[CC]YY]MMDDhhmm[.ss]
        const char *dot = strchr(s, '.');
        size_t m = dot ? (size_t)(dot - s) : n;
        int sec = dot ? (strlen(dot + 1) == 2 ? digits_at(dot + 1, 2) : -1) : 0;
        if ((m != 8 && m != 10 && m != 12) || sec < 0) {
            return -1;
        }
        time_t now = time(NULL);
        struct tm tm;
        int y = gmtime_r(&now, &tm) ? tm.tm_year + 1900 : 1970;
        const char *p = s;
        if (m == 12) {
            y = digits_at(p, 4);
            p += 4;
        } else if (m == 10) {
            int yy = digits_at(p, 2);
            y = yy < 0 ? -1 : (yy < 69 ? 2000 : 1900) + yy; // POSIX's century rule
            p += 2;
        }
        int mo = digits_at(p, 2);
        int d = digits_at(p + 2, 2);
        int h = digits_at(p + 4, 2);
        int mi = digits_at(p + 6, 2);
        if (y < 0 || mo < 0 || d < 0 || h < 0 || mi < 0) {
            return -1;
        }
        return utc_of(y, mo, d, h, mi, sec, out);
    }
    if (s[0] == '@') {
        char *end;
        errno = 0;
        long long v = strtoll(s + 1, &end, 10);
        if (end == s + 1 || *end || errno) {
            return -1;
        }
        *out = (time_t)v;
        return 0;
    }
    // YYYY-MM-DD, then optionally a time of day, then optionally Z or " UTC"
    if (n < 10 || s[4] != '-' || s[7] != '-') {
        return -1;
    }
    int y = digits_at(s, 4);
    int mo = digits_at(s + 5, 2);
    int d = digits_at(s + 8, 2);
    int h = 0;
    int mi = 0;
    int sec = 0;
    const char *p = s + 10;
    // [T ]H[H]:M[M][:S[S]], as GNU's date takes them; each step reads only past what it
    // has seen, never beyond the string's end
    if (*p == ' ' || *p == 'T') {
        const char *q = p + 1;
        if ((h = one_or_two(&q)) >= 0 && *q == ':') {
            q++;
            if ((mi = one_or_two(&q)) < 0) {
                return -1;
            }
            if (*q == ':') {
                q++;
                if ((sec = one_or_two(&q)) < 0) {
                    return -1;
                }
            }
            p = q;
        } else {
            h = 0;
        }
    }
    if (strcmp(p, "Z") == 0 || strcmp(p, " UTC") == 0 || strcmp(p, " Z") == 0) {
        p += strlen(p);
    }
    if (*p || y < 0 || mo < 0 || d < 0 || h < 0 || mi < 0 || sec < 0) {
        return -1;
    }
    return utc_of(y, mo, d, h, mi, sec, out);
}

/* env [-i] [-u NAME]... [NAME=VALUE]...: print the environment (running a command is
 * left to the shell: `NAME=VALUE cmd`). */
int
bi_cmd_env(bi_ctx *ctx, int argc, char **argv)
{
    int empty = 0;
    const char *unset[32];
    int nunset = 0;
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    while ((c = bi_opt_next(ctx, "env", "iu:", &op)) != 0) {
        if (c == '?') {
            return 125;
        }
        empty |= c == 'i';
        if (c == 'u' && nunset < 32) {
            unset[nunset++] = op.arg;
        }
    }
    int i = op.i;
    if (i < argc && strcmp(argv[i], "-") == 0) {
        empty = 1;
        i++;
    }
    for (int k = i; k < argc; k++) {
        if (!strchr(argv[k], '=')) {
            bi_cmd_err(ctx, "env",
                       "running a command is not supported: run \u2018%s\u2019 directly", argv[k]);
            return 125;
        }
    }
    bi_out out;
    bi_out_init(&out, ctx->out);
    for (char **e = ctx->env; e && *e && !empty; e++) {
        size_t nl = strcspn(*e, "=");
        int drop = 0;
        for (int k = 0; k < nunset; k++) {
            drop |= strlen(unset[k]) == nl && strncmp(unset[k], *e, nl) == 0;
        }
        for (int k = i; k < argc; k++) {
            drop |= strncmp(argv[k], *e, nl + 1) == 0; // NAME=VALUE given again
        }
        if (!drop) {
            bi_out_adds(&out, *e);
            bi_out_add(&out, "\n", 1);
        }
    }
    for (int k = i; k < argc; k++) {
        bi_out_adds(&out, argv[k]);
        bi_out_add(&out, "\n", 1);
    }
    return bi_out_done(&out) < 0;
}

/* date [-u] [-d @SECONDS] [-I] [+FORMAT]: the time, always in UTC. */
int
bi_cmd_date(bi_ctx *ctx, int argc, char **argv)
{
    const char *fmt = "%a %b %e %H:%M:%S %Z %Y";
    const char *when = NULL;
    const char *ref = NULL; // -r FILE: the file's modification time (fs:read metadata)
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    while ((c = bi_opt_next(ctx, "date", "uIRd:r:", &op)) != 0) {
        if (c == '?') {
            return 1;
        }
        if (c == 'd') {
            when = op.arg;
        } else if (c == 'r') {
            ref = op.arg;
        } else if (c == 'I') {
            fmt = "%Y-%m-%d";
        } else if (c == 'R') {
            fmt = "%a, %d %b %Y %H:%M:%S +0000";
        }
    }
    int i = op.i;
    if (i < argc && argv[i][0] == '+') {
        fmt = argv[i++] + 1;
    }
    if (i < argc) {
        bi_cmd_err(ctx, "date", "extra operand \u2018%s\u2019", argv[i]);
        return bi_cmd_usage(ctx, "date");
    }
    time_t t = time(NULL);
    if (when && ref) {
        bi_cmd_err(ctx, "date",
                   "the options to specify dates for printing are mutually "
                   "exclusive");
        return bi_cmd_usage(ctx, "date");
    }
    struct stat rs;
    if (ref) {
        if (bi_cmd_stat(ctx, "date", ref, &rs, 0) < 0) {
            return 1;
        }
        t = rs.st_mtime;
    }
    if (when && bi_cmd_parse_time(when, 0, &t) < 0) {
        bi_cmd_err(ctx, "date", "invalid date \u2018%s\u2019", when);
        return 1;
    }
    struct tm tm;
    if (!gmtime_r(&t, &tm)) {
        bi_cmd_err(ctx, "date", "time out of range");
        return 1;
    }
    tm.tm_zone = "UTC";
    char buf[1024];
    // the format is the script's: strftime only reads it (no argument list to mismatch)
    size_t (*format_time)(char *, size_t, const char *, const struct tm *) = strftime;
    size_t n = fmt[0] ? format_time(buf, sizeof buf, fmt, &tm) : 0;
    bi_out out;
    bi_out_init(&out, ctx->out);
    bi_out_add(&out, buf, n);
    bi_out_add(&out, "\n", 1);
    return bi_out_done(&out) < 0;
}
