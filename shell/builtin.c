/* The shell's own commands that read or change its state: cd, echo, printf, test,
 * export, set, read, eval, source, type, command, alias, trap and the rest. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/arena.h"
#include "common/buf.h"
#include "common/io.h"
#include "common/utf8.h"
#include "shell/assign.h"
#include "shell/builtin.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/interact.h"
#include "shell/jobs.h"
#include "shell/limit.h"
#include "shell/print.h"
#include "shell/trap.h"

static int
out_buf(sh_state *st, const cm_buf *b)
{
    if (b->len == 0) {
        return 0;
    }
    return cm_write_all(st->ctx.out, b->data, b->len);
}

// The leading options of argv ("-ab", "--" ends them): *seen gets bit n for each letter
// valid[n] given. Returns the index of the first operand, or -1 after printing the error
// for a letter not in valid.
static int
parse_opts(sh_state *st, int argc, char **argv, const char *valid, unsigned *seen)
{
    int i = 1;
    *seen = 0;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            return i + 1;
        }
        for (const char *o = argv[i] + 1; *o; o++) {
            const char *at = strchr(valid, *o);
            if (!at) {
                sh_errorf(st, "%s: -%c: invalid option", argv[0], *o);
                return -1;
            }
            *seen |= 1u << (at - valid);
        }
    }
    return i;
}

// A POSIX special builtin's error ends a non-interactive shell with status rc (bash
// --posix), unless `command` runs it. Returns rc.
static int
special_error(sh_state *st, int rc)
{
    if (rc && !st->interactive && !st->via_command) {
        st->status = rc;
        st->flow = SH_FLOW_EXIT;
    }
    return rc;
}

// A special builtin's usage error (an unknown option, a missing operand), after its
// message: bash's usage line, and the special builtin's error with status 2.
static int
special_usage(sh_state *st, const char *name)
{
    static const struct {
        const char *name;
        const char *synopsis;
    } usage[] = {
        {".", ". filename [arguments]"},
        {"eval", "eval [arg ...]"},
        {"exec", "exec [-cl] [-a name] [command [argument ...]] [redirection ...]"},
        {"export", "export [-fn] [name[=value] ...] or export -p"},
        {"readonly", "readonly [-aAf] [name[=value] ...] or readonly -p"},
        {"set", "set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]"},
        {"source", "source filename [arguments]"},
        {"times", "times"},
        {"trap", "trap [-lp] [[arg] signal_spec ...]"},
        {"unset", "unset [-f] [-v] [-n] [name ...]"},
    };
    for (size_t i = 0; i < CM_ARRAY_LEN(usage); i++) {
        if (strcmp(usage[i].name, name) == 0) {
            cm_buf b;
            cm_buf_init(&b, 0);
            if (cm_buf_printf(&b, "%s: usage: %s\n", name, usage[i].synopsis) == 0) {
                (void)cm_write_all(st->ctx.err, b.data, b.len);
            }
            cm_buf_free(&b);
            break;
        }
    }
    return special_error(st, 2);
}

// The leading options of a special builtin that takes none but "--" (eval, exec, times):
// the index of its first operand, or -1 after the usage error for an option.
static int
special_no_opts(sh_state *st, int argc, char **argv)
{
    if (argc < 2 || argv[1][0] != '-' || !argv[1][1]) {
        return 1;
    }
    if (strcmp(argv[1], "--") == 0) {
        return 2;
    }
    sh_errorf(st, "%s: -%c: invalid option", argv[0], argv[1][1]);
    (void)special_usage(st, argv[0]);
    return -1;
}

static int
parse_int(const char *s, long long *out)
{
    char *end;
    errno = 0;
    while (*s == ' ' || *s == '\t') {
        s++;
    }
    if (!*s) {
        return -1;
    }
    long long v = strtoll(s, &end, 10);
    while (*end == ' ' || *end == '\t') {
        end++;
    }
    if (errno || *end) {
        return -1;
    }
    *out = v;
    return 0;
}

/* ----- true, false, :, pwd, echo ----- */

static int
b_true(sh_state *st, int argc, char **argv)
{
    (void)st;
    (void)argc;
    (void)argv;
    return 0;
}

static int
b_false(sh_state *st, int argc, char **argv)
{
    (void)st;
    (void)argc;
    (void)argv;
    return 1;
}

static int
b_pwd(sh_state *st, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    cm_buf b;
    cm_buf_init(&b, 0);
    int r = cm_buf_printf(&b, "%s\n", st->ctx.cwd) < 0 || out_buf(st, &b) < 0;
    cm_buf_free(&b);
    return r;
}

// Append s with echo -e / printf %b escapes; *stop set on \c.
static int
add_escapes(cm_buf *b, const char *s, int *stop)
{
    for (size_t i = 0; s[i]; i++) {
        char c = s[i];
        if (c != '\\' || !s[i + 1]) {
            if (cm_buf_addc(b, c) < 0) {
                return -1;
            }
            continue;
        }
        char e = s[++i];
        int v;
        switch (e) {
        case 'n':
            c = '\n';
            break;
        case 't':
            c = '\t';
            break;
        case 'r':
            c = '\r';
            break;
        case 'a':
            c = '\a';
            break;
        case 'b':
            c = '\b';
            break;
        case 'f':
            c = '\f';
            break;
        case 'v':
            c = '\v';
            break;
        case 'e':
            c = 27;
            break;
        case '\\':
            c = '\\';
            break;
        case 'c':
            *stop = 1;
            return 0;
        case '0':
            v = 0;
            for (int k = 0; k < 3 && s[i + 1] >= '0' && s[i + 1] <= '7'; k++) {
                v = v * 8 + (s[++i] - '0');
            }
            c = (char)v;
            break;
        case 'x': {
            v = 0;
            int k = 0;
            for (; k < 2 && s[i + 1] && strchr("0123456789abcdefABCDEF", s[i + 1]); k++) {
                char h = s[++i];
                v = v * 16 + (h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
            }
            if (k == 0 && cm_buf_addc(b, '\\') < 0) { // \x with no digit stays (bash)
                return -1;
            }
            c = k == 0 ? 'x' : (char)v;
            break;
        }
        case 'u':
        case 'U': {
            // \uHHHH and \UHHHHHHHH: a character, written in UTF-8
            uint32_t cp = 0;
            int k = 0;
            for (; k < (e == 'u' ? 4 : 8) && s[i + 1] && strchr("0123456789abcdefABCDEF", s[i + 1]);
                 k++) {
                char h = s[++i];
                cp = cp * 16 + (uint32_t)(h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
            }
            if (k == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                if (cm_buf_addc(b, '\\') < 0 || cm_buf_addc(b, e) < 0) {
                    return -1;
                }
                continue;
            }
            if (cm_buf_add_utf8(b, cp) < 0) {
                return -1;
            }
            continue;
        }
        default:
            if (cm_buf_addc(b, '\\') < 0) {
                return -1;
            }
            c = e;
            break;
        }
        if (cm_buf_addc(b, c) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
b_echo(sh_state *st, int argc, char **argv)
{
    int newline = 1;
    int esc = 0;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || !a[1] || strspn(a + 1, "neE") != strlen(a + 1)) {
            break;
        }
        for (size_t k = 1; a[k]; k++) {
            if (a[k] == 'n') {
                newline = 0;
            } else if (a[k] == 'e') {
                esc = 1;
            } else {
                esc = 0;
            }
        }
    }
    cm_buf b;
    int stop = 0;
    int bad = 0;
    cm_buf_init(&b, 0);
    for (int k = i; k < argc && !stop && !bad; k++) {
        if (k > i && cm_buf_addc(&b, ' ') < 0) {
            bad = 1;
        }
        if (esc) {
            bad |= add_escapes(&b, argv[k], &stop) < 0;
        } else if (cm_buf_adds(&b, argv[k]) < 0) {
            bad = 1;
        }
    }
    if (newline && !stop && cm_buf_addc(&b, '\n') < 0) {
        bad = 1;
    }
    if (bad) {
        cm_buf_free(&b);
        sh_errorf(st, "echo: out of memory");
        return 1;
    }
    int r = out_buf(st, &b);
    cm_buf_free(&b);
    if (r < 0) {
        sh_errorf(st, "echo: write error: %s", strerror(errno));
        return 1;
    }
    return 0;
}

/* ----- printf ----- */

static long long
printf_num(sh_state *st, const char *a, int *bad)
{
    if (a[0] == '\'' || a[0] == '"') {
        return (unsigned char)a[1];
    }
    char *end;
    errno = 0;
    long long v = strtoll(a, &end, 0);
    if (*a == 0) {
        return 0;
    }
    if (errno || *end) {
        sh_errorf(st, "printf: %s: invalid number", a);
        *bad = 1;
    }
    return v;
}

typedef struct pspec {
    int left;
    int zero;
    int plus;
    int space;
    int alt;
    long long width; // -1: none
    long long prec;  // -1: none
} pspec;

// The most bytes one printf may produce (its buffer's cap): a field or precision past
// it is an error with a message, never a short result.
#define PRINTF_MAX CM_BUF_DEFAULT_MAX

// Add prefix + body padded to the field width.
static int
pad(cm_buf *b, const pspec *ps, const char *prefix, const char *body, size_t len)
{
    size_t pl = strlen(prefix);
    size_t total = pl + len;
    size_t fill = ps->width > 0 && (size_t)ps->width > total ? (size_t)ps->width - total : 0;
    int r = 0;
    if (!ps->left && !ps->zero) {
        for (size_t k = 0; k < fill && r == 0; k++) {
            r = cm_buf_addc(b, ' ');
        }
    }
    if (r == 0) {
        r = cm_buf_add(b, prefix, pl);
    }
    if (!ps->left && ps->zero) {
        for (size_t k = 0; k < fill && r == 0; k++) {
            r = cm_buf_addc(b, '0');
        }
    }
    if (r == 0) {
        r = cm_buf_add(b, body, len);
    }
    if (ps->left) {
        for (size_t k = 0; k < fill && r == 0; k++) {
            r = cm_buf_addc(b, ' ');
        }
    }
    return r;
}

static int
fmt_int(cm_buf *b, const pspec *in, char conv, long long v)
{
    pspec ps = *in;
    char digits[80];
    cm_buf body;
    cm_buf_init(&body, PRINTF_MAX);
    const char *prefix = "";
    unsigned long long u;
    int neg = 0;
    if (conv == 'd' || conv == 'i') {
        neg = v < 0;
        u = neg ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    } else {
        u = (unsigned long long)v;
    }
    unsigned base = conv == 'o' ? 8 : (conv == 'x' || conv == 'X') ? 16 : 10;
    const char *dig = conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    size_t n = 0;
    do {
        digits[n++] = dig[u % base];
        u /= base;
    } while (u && n < sizeof(digits));
    if (ps.prec == 0 && v == 0) {
        n = 0;
    }
    size_t zeros = ps.prec > 0 && (size_t)ps.prec > n ? (size_t)ps.prec - n : 0;
    if (conv == 'o' && ps.alt && zeros == 0 && (n == 0 || digits[n - 1] != '0')) {
        zeros = 1;
    }
    int r = 0;
    for (size_t k = 0; k < zeros && r == 0; k++) {
        r = cm_buf_addc(&body, '0');
    }
    while (n > 0 && r == 0) {
        r = cm_buf_addc(&body, digits[--n]);
    }
    if (neg) {
        prefix = "-";
    } else if ((conv == 'd' || conv == 'i') && ps.plus) {
        prefix = "+";
    } else if ((conv == 'd' || conv == 'i') && ps.space) {
        prefix = " ";
    } else if (ps.alt && v != 0 && conv == 'x') {
        prefix = "0x";
    } else if (ps.alt && v != 0 && conv == 'X') {
        prefix = "0X";
    }
    if (ps.prec >= 0) {
        ps.zero = 0;
    }
    if (r == 0) {
        r = pad(b, &ps, prefix, cm_buf_str(&body), body.len);
    }
    cm_buf_free(&body);
    return r;
}

static int
fmt_float(cm_buf *b, const pspec *in, char conv, double d)
{
    pspec ps = *in;
    int prec = ps.prec < 0 ? 6 : (int)ps.prec; // b_printf keeps it under PRINTF_MAX
    int neg = signbit(d) != 0;
    double a = neg ? -d : d;
    cm_buf body;
    cm_buf_init(&body, PRINTF_MAX);
    int r;
    switch (conv) {
    case 'f':
    case 'F':
        r = cm_buf_printf(&body, "%.*f", prec, a);
        break;
    case 'e':
        r = cm_buf_printf(&body, "%.*e", prec, a);
        break;
    case 'E':
        r = cm_buf_printf(&body, "%.*E", prec, a);
        break;
    case 'g':
        r = ps.alt ? cm_buf_printf(&body, "%#.*g", prec, a) : cm_buf_printf(&body, "%.*g", prec, a);
        break;
    default:
        r = ps.alt ? cm_buf_printf(&body, "%#.*G", prec, a) : cm_buf_printf(&body, "%.*G", prec, a);
        break;
    }
    const char *prefix = neg ? "-" : ps.plus ? "+" : ps.space ? " " : "";
    if (!isfinite(d)) {
        ps.zero = 0;
    }
    if (r == 0) {
        r = pad(b, &ps, prefix, cm_buf_str(&body), body.len);
    }
    cm_buf_free(&body);
    return r;
}

// printf %q: s quoted so the shell reads it back as one word (bash's forms: '' for the
// empty string, $'...' when a control character is in it, else backslashes).
static int
shell_quote(cm_buf *b, const char *s)
{
    if (!*s) {
        return cm_buf_adds(b, "''");
    }
    int ctl = 0;
    for (size_t i = 0; s[i]; i++) {
        ctl |= (unsigned char)s[i] < 0x20 || s[i] == 0x7f;
    }
    if (ctl) {
        int bad = cm_buf_adds(b, "$'") < 0;
        for (size_t i = 0; s[i] && !bad; i++) {
            unsigned char c = (unsigned char)s[i];
            const char *e = c == '\n'   ? "\\n"
                            : c == '\t' ? "\\t"
                            : c == '\r' ? "\\r"
                            : c == 27   ? "\\E"
                            : c == '\a' ? "\\a"
                            : c == '\b' ? "\\b"
                            : c == '\f' ? "\\f"
                            : c == '\v' ? "\\v"
                            : c == '\'' ? "\\'"
                            : c == '\\' ? "\\\\"
                                        : NULL;
            if (e) {
                bad = cm_buf_adds(b, e) < 0;
            } else if (c < 0x20 || c == 0x7f) {
                bad = cm_buf_printf(b, "\\%03o", c) < 0;
            } else {
                bad = cm_buf_addc(b, (char)c) < 0;
            }
        }
        return bad || cm_buf_addc(b, '\'') < 0 ? -1 : 0;
    }
    for (size_t i = 0; s[i]; i++) {
        char c = s[i];
        int special = strchr(" \t'\"\\|&;()<>!{}*[?]^$`,", c) != NULL ||
                      ((c == '~' || c == '#') && i == 0) || (c == '=' && i == 0);
        if ((special && cm_buf_addc(b, '\\') < 0) || cm_buf_addc(b, c) < 0) {
            return -1;
        }
    }
    return 0;
}

// printf %(fmt)T: strftime of the time arg names, in UTC, padded as %s would be.
static int
fmt_time(sh_state *st, cm_buf *b, const pspec *ps, const char *f, size_t fl, const char *arg)
{
    long long t = -1;
    if (arg && *arg) {
        int bad = 0;
        t = printf_num(st, arg, &bad);
        if (bad) {
            return -1;
        }
    }
    time_t when = t == -1 ? time(NULL) : t == -2 ? (time_t)st->start_time : (time_t)t;
    struct tm tm;
    char fmtz[256];
    char out[1024];
    if (fl >= sizeof(fmtz) || !gmtime_r(&when, &tm)) {
        sh_errorf(st, "printf: %%(...)T: time format too long or time out of range");
        return -1;
    }
    memcpy(fmtz, f, fl);
    fmtz[fl] = 0;
    // the format is the script's: strftime only reads it (no argument list to mismatch)
    size_t (*format_time)(char *, size_t, const char *, const struct tm *) = strftime;
    size_t n = format_time(out, sizeof(out), fl == 0 ? "%X" : fmtz, &tm);
    pspec p = *ps;
    p.zero = 0;
    return pad(b, &p, "", out, n);
}

static int
b_printf(sh_state *st, int argc, char **argv)
{
    int ai = 1;
    const char *var = NULL; // printf -v NAME: the output goes to NAME (or NAME[N])
    char vname[256];
    int v_has_idx = 0;
    long long v_idx = 0;
    const char *v_key = NULL;
    if (ai + 1 < argc && strcmp(argv[ai], "-v") == 0) {
        var = argv[ai + 1];
        ai += 2;
        int append;
        const char *value;
        if (sh_assign_split(st, var, vname, sizeof(vname), &v_has_idx, &v_idx, &v_key, &append,
                            &value) < 0 ||
            append || value) {
            sh_errorf(st, "printf: `%s': not a valid identifier", var);
            return 2;
        }
    }
    if (ai < argc && strcmp(argv[ai], "--") == 0) {
        ai++;
    }
    if (ai >= argc) {
        sh_errorf(st, "printf: usage: printf format [arguments]");
        return 2;
    }
    const char *fmt = argv[ai++];
    cm_buf b;
    cm_buf_init(&b, PRINTF_MAX);
    int bad = 0;
    int full = 0; // the output passed PRINTF_MAX
    int stop = 0;
    int first = 1;
    while (!stop && (first || ai < argc)) {
        int used = 0;
        first = 0;
        for (size_t i = 0; fmt[i] && !stop; i++) {
            char c = fmt[i];
            if (c == '\\') {
                char one[12] = {0};
                size_t k = 0;
                one[k++] = c;
                if (fmt[i + 1]) {
                    one[k++] = fmt[++i];
                    if (one[1] == 'u' || one[1] == 'U') {
                        size_t most = one[1] == 'u' ? 6 : 10;
                        while (k < most && fmt[i + 1] &&
                               strchr("0123456789abcdefABCDEF", fmt[i + 1])) {
                            one[k++] = fmt[++i];
                        }
                    } else if (one[1] == '0' || one[1] == 'x') {
                        while (k < 5 && fmt[i + 1] &&
                               strchr(one[1] == 'x' ? "0123456789abcdefABCDEF" : "01234567",
                                      fmt[i + 1])) {
                            one[k++] = fmt[++i];
                        }
                    } else if (one[1] >= '1' && one[1] <= '7') {
                        // \NNN octal without a leading zero
                        char oct[6] = {'\\', '0', one[1], 0};
                        size_t ok = 3;
                        while (ok < 5 && fmt[i + 1] >= '0' && fmt[i + 1] <= '7') {
                            oct[ok++] = fmt[++i];
                        }
                        oct[ok] = 0;
                        memcpy(one, oct, sizeof(oct));
                    }
                }
                if (add_escapes(&b, one, &stop) < 0) {
                    full = 1;
                }
                continue;
            }
            if (c != '%') {
                if (cm_buf_addc(&b, c) < 0) {
                    full = 1;
                }
                continue;
            }
            if (fmt[i + 1] == '%') {
                i++;
                if (cm_buf_addc(&b, '%') < 0) {
                    full = 1;
                }
                continue;
            }
            // %[flags][width][.precision]conv
            pspec ps = {0, 0, 0, 0, 0, -1, -1};
            i++;
            while (fmt[i] && strchr("-+ #0", fmt[i])) {
                ps.left |= fmt[i] == '-';
                ps.plus |= fmt[i] == '+';
                ps.space |= fmt[i] == ' ';
                ps.alt |= fmt[i] == '#';
                ps.zero |= fmt[i] == '0';
                i++;
            }
            if (fmt[i] == '*') {
                long long w = ai < argc ? printf_num(st, argv[ai++], &bad) : 0;
                used = 1;
                if (w < 0) {
                    ps.left = 1;
                    w = w == LLONG_MIN ? LLONG_MAX : -w;
                }
                ps.width = w;
                i++;
            }
            while (fmt[i] >= '0' && fmt[i] <= '9') {
                long long d = fmt[i++] - '0';
                long long wv = ps.width < 0 ? 0 : ps.width;
                ps.width = wv > (LLONG_MAX - d) / 10 ? LLONG_MAX : wv * 10 + d;
            }
            if (fmt[i] == '.') {
                i++;
                ps.prec = 0;
                if (fmt[i] == '*') {
                    long long pr = ai < argc ? printf_num(st, argv[ai++], &bad) : 0;
                    used = 1;
                    ps.prec = pr < 0 ? -1 : pr;
                    i++;
                }
                while (fmt[i] >= '0' && fmt[i] <= '9') {
                    long long d = fmt[i++] - '0';
                    ps.prec = ps.prec > (LLONG_MAX - d) / 10 ? LLONG_MAX : ps.prec * 10 + d;
                }
            }
            if (ps.width > (long long)PRINTF_MAX || ps.prec > (long long)PRINTF_MAX) {
                sh_errorf(st, "printf: field %s %lld is larger than the output limit (%zu bytes)",
                          ps.width > (long long)PRINTF_MAX ? "width" : "precision",
                          ps.width > (long long)PRINTF_MAX ? ps.width : ps.prec,
                          (size_t)PRINTF_MAX);
                cm_buf_free(&b);
                return 1;
            }
            if (fmt[i] == '(') {
                // %(strftime format)T: the argument is seconds since the epoch (-1 or
                // empty: now, -2: when the shell started), in UTC
                const char *close = strstr(fmt + i, ")T");
                if (!close) {
                    sh_errorf(st, "printf: `(': missing closing `)T'");
                    bad = 1;
                    break;
                }
                const char *arg = ai < argc ? argv[ai++] : NULL;
                used |= arg != NULL;
                if (fmt_time(st, &b, &ps, fmt + i + 1, (size_t)(close - fmt - i - 1), arg) < 0) {
                    bad = 1;
                }
                i = (size_t)(close + 1 - fmt);
                continue;
            }
            while (fmt[i] && strchr("hlLjzt", fmt[i])) {
                i++;
            }
            char conv = fmt[i];
            if (!conv) {
                sh_errorf(st, "printf: %s: invalid format", fmt);
                bad = 1;
                break;
            }
            const char *arg = ai < argc ? argv[ai++] : NULL;
            if (arg) {
                used = 1;
            }
            int r = 0;
            switch (conv) {
            case 'q': {
                cm_buf q;
                cm_buf_init(&q, 0);
                r = shell_quote(&q, arg ? arg : "");
                ps.zero = 0;
                if (r == 0) {
                    r = pad(&b, &ps, "", cm_buf_str(&q), q.len);
                }
                cm_buf_free(&q);
                break;
            }
            case 's': {
                const char *v = arg ? arg : "";
                size_t l = strlen(v);
                if (ps.prec >= 0 && (size_t)ps.prec < l) {
                    l = (size_t)ps.prec;
                }
                ps.zero = 0;
                r = pad(&b, &ps, "", v, l);
                break;
            }
            case 'b': {
                cm_buf e;
                cm_buf_init(&e, 0);
                r = add_escapes(&e, arg ? arg : "", &stop);
                ps.zero = 0;
                if (r == 0) {
                    r = pad(&b, &ps, "", cm_buf_str(&e), e.len);
                }
                cm_buf_free(&e);
                break;
            }
            case 'c':
                ps.zero = 0;
                r = pad(&b, &ps, "", arg ? arg : "", arg && arg[0] ? 1 : 0);
                break;
            case 'd':
            case 'i':
            case 'u':
            case 'x':
            case 'X':
            case 'o':
                r = fmt_int(&b, &ps, conv, arg ? printf_num(st, arg, &bad) : 0);
                break;
            case 'f':
            case 'F':
            case 'e':
            case 'E':
            case 'g':
            case 'G': {
                double d = 0;
                if (arg && *arg) {
                    char *end;
                    d = strtod(arg, &end);
                    if (*end) {
                        sh_errorf(st, "printf: %s: invalid number", arg);
                        bad = 1;
                    }
                }
                r = fmt_float(&b, &ps, conv, d);
                break;
            }
            default:
                sh_errorf(st, "printf: %%%c: invalid directive", conv);
                bad = 1;
                break;
            }
            if (r < 0) {
                full = 1;
            }
            if (full) {
                break;
            }
        }
        if (!used || full) {
            break;
        }
    }
    if (full) {
        // the buffer freed itself: say so rather than print a short result
        sh_errorf(st, "printf: output longer than %zu bytes", (size_t)PRINTF_MAX);
        cm_buf_free(&b);
        return 1;
    }
    int w;
    if (var) {
        w = sh_assign_value(st, vname, v_has_idx, v_idx, v_key, 0, cm_buf_str(&b), 0) != 0 ? -1 : 0;
    } else {
        w = out_buf(st, &b);
    }
    cm_buf_free(&b);
    return bad || w < 0 ? 1 : 0;
}

/* ----- test / [ ----- */

typedef struct tst {
    sh_state *st;
    char **a;
    int n;
    int i;
    int err;
    int depth; // the ! and ( being evaluated
} tst;

// How deep test's and [[ ]]'s ! and ( (and [[ ]]'s && and ||) may nest: each is a level
// of C recursion, and 30,000 `!` overflowed the stack.
enum { TEST_MAX_DEPTH = 1000 };

static int t_or(tst *t);

static int *option_flag(sh_state *st, const char *name);

// The subscript of an argument NAME[SUB] after expansion (test -v, unset), expanded
// again as bash does ('a[$i]'): an associative array's key, else arithmetic. A command
// substitution there is refused: the text may come from data. 0 or -1 (printed).
static int
arg_subscript(sh_state *st, const char *name, const char *sub, size_t len, long long *idx,
              const char **key)
{
    for (size_t i = 0; i < len; i++) {
        if (sub[i] == '`' || (sub[i] == '$' && i + 1 < len && sub[i + 1] == '(')) {
            sh_errorf(st, "%s[%.*s]: command substitution in a subscript", name, (int)len, sub);
            return -1;
        }
    }
    return sh_subscript(st, name, sub, len, idx, key);
}

// test -v NAME (bash): a set variable, or a set element for NAME[SUB].
static int
var_is_set(sh_state *st, const char *name)
{
    const char *open = strchr(name, '[');
    size_t l = strlen(name);
    if (open && l > 0 && name[l - 1] == ']') {
        char base[256];
        size_t bl = (size_t)(open - name);
        if (bl == 0 || bl >= sizeof base) {
            return 0;
        }
        memcpy(base, name, bl);
        base[bl] = '\0';
        long long idx;
        const char *key;
        if (arg_subscript(st, base, open + 1, l - bl - 2, &idx, &key) < 0) {
            return 0;
        }
        return sh_elem_get(st, base, idx, key) != NULL;
    }
    return sh_var_get(st, name) != NULL;
}

// test -o OPTION (bash): the set -o option is on.
static int
shell_option_on(sh_state *st, const char *name)
{
    if (!name[0] || !name[1]) {
        return 0; // a one-letter name is not an option name here
    }
    int *f = option_flag(st, name);
    return f && *f;
}

static int
t_file(tst *t, const char *op, const char *path)
{
    struct stat sb;
    cm_buf why;
    cm_buf_init(&why, 0);
    if (path[0] == 0) {
        cm_buf_free(&why);
        return 0;
    }
    // the pseudo-files a redirection opens without a decision: /dev/null, and the shell's
    // own standard streams (a stat of the path itself would be refused by the floor)
    int pseudo = strcmp(path, "/dev/null") == 0     ? stat(path, &sb)
                 : strcmp(path, "/dev/stdin") == 0  ? fstat(t->st->ctx.in, &sb)
                 : strcmp(path, "/dev/stdout") == 0 ? fstat(t->st->ctx.out, &sb)
                 : strcmp(path, "/dev/stderr") == 0 ? fstat(t->st->ctx.err, &sb)
                                                    : 1;
    if (pseudo < 0) {
        cm_buf_free(&why);
        return 0;
    }
    if (pseudo == 1 && sh_fx_stat(t->st, path, &sb, &why) < 0) {
        if (errno != ENOENT && errno != ENOTDIR && why.len > 0 &&
            strstr(cm_buf_str(&why), "No such file") == NULL && op[1] != 'L' && op[1] != 'h') {
            sh_errorf(t->st, "%s", cm_buf_str(&why));
            t->err = 1;
        }
        cm_buf_free(&why);
        return 0;
    }
    cm_buf_free(&why);
    switch (op[1]) {
    case 'e':
    case 'a':
        return 1;
    case 'O':
        return sb.st_uid == geteuid();
    case 'G':
        return sb.st_gid == getegid();
    case 'u':
        return (sb.st_mode & S_ISUID) != 0;
    case 'g':
        return (sb.st_mode & S_ISGID) != 0;
    case 'k':
        return (sb.st_mode & S_ISVTX) != 0;
    case 'N':
        return sb.st_mtime > sb.st_atime;
    case 'f':
        return S_ISREG(sb.st_mode);
    case 'd':
        return S_ISDIR(sb.st_mode);
    case 's':
        return sb.st_size > 0;
    case 'r':
        return (sb.st_mode & (S_IRUSR | S_IRGRP | S_IROTH)) != 0;
    case 'w':
        return (sb.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) != 0;
    case 'x':
        return (sb.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH)) != 0;
    case 'b':
        return S_ISBLK(sb.st_mode);
    case 'c':
        return S_ISCHR(sb.st_mode);
    case 'p':
        return S_ISFIFO(sb.st_mode);
    case 'S':
        return S_ISSOCK(sb.st_mode);
    case 'L':
    case 'h':
        return S_ISLNK(sb.st_mode);
    default:
        return 0;
    }
}

static int
is_unary_op(const char *s)
{
    return s[0] == '-' && s[1] && !s[2] && strchr("efdsrwxbcpSLhzntvaoOGgkuN", s[1]);
}

static int
is_binary_op(const char *s)
{
    static const char *const ops[] = {"=",   "==",  "!=",  "<",   ">",   "-eq", "-ne", "-lt",
                                      "-le", "-gt", "-ge", "-nt", "-ot", "-ef", NULL};
    for (size_t i = 0; ops[i]; i++) {
        if (strcmp(s, ops[i]) == 0) {
            return 1;
        }
    }
    return 0;
}

static int
t_binary(tst *t, const char *l, const char *op, const char *r)
{
    if (strcmp(op, "=") == 0 || strcmp(op, "==") == 0) {
        return strcmp(l, r) == 0;
    }
    if (strcmp(op, "!=") == 0) {
        return strcmp(l, r) != 0;
    }
    if (strcmp(op, "<") == 0) {
        return strcmp(l, r) < 0;
    }
    if (strcmp(op, ">") == 0) {
        return strcmp(l, r) > 0;
    }
    if (strcmp(op, "-nt") == 0 || strcmp(op, "-ot") == 0 || strcmp(op, "-ef") == 0) {
        struct stat a;
        struct stat b;
        cm_buf why;
        cm_buf_init(&why, 0);
        int ha = sh_fx_stat(t->st, l, &a, &why) == 0;
        int hb = sh_fx_stat(t->st, r, &b, &why) == 0;
        cm_buf_free(&why);
        if (op[1] == 'e') {
            return ha && hb && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
        }
        if (op[1] == 'n') {
            return ha && (!hb || a.st_mtime > b.st_mtime);
        }
        return hb && (!ha || a.st_mtime < b.st_mtime);
    }
    long long x;
    long long y;
    if (parse_int(l, &x) < 0) {
        sh_errorf(t->st, "test: %s: integer expression expected", l);
        t->err = 1;
        return 0;
    }
    if (parse_int(r, &y) < 0) {
        sh_errorf(t->st, "test: %s: integer expression expected", r);
        t->err = 1;
        return 0;
    }
    if (strcmp(op, "-eq") == 0) {
        return x == y;
    }
    if (strcmp(op, "-ne") == 0) {
        return x != y;
    }
    if (strcmp(op, "-lt") == 0) {
        return x < y;
    }
    if (strcmp(op, "-le") == 0) {
        return x <= y;
    }
    if (strcmp(op, "-gt") == 0) {
        return x > y;
    }
    return x >= y;
}

static int
t_primary(tst *t)
{
    if (t->i >= t->n) {
        sh_errorf(t->st, "test: argument expected");
        t->err = 1;
        return 0;
    }
    const char *a = t->a[t->i];
    if ((strcmp(a, "!") == 0 || strcmp(a, "(") == 0) && t->i + 1 < t->n &&
        t->depth >= TEST_MAX_DEPTH) {
        sh_errorf(t->st, "test: expression nested too deeply (more than %d levels)",
                  TEST_MAX_DEPTH);
        t->err = 1;
        return 0;
    }
    if (strcmp(a, "!") == 0 && t->i + 1 < t->n) {
        t->i++;
        t->depth++;
        int v = !t_primary(t);
        t->depth--;
        return v;
    }
    if (strcmp(a, "(") == 0 && t->i + 1 < t->n) {
        t->i++;
        t->depth++;
        int v = t_or(t);
        t->depth--;
        if (t->err) {
            return 0; // said once, where it went wrong
        }
        if (t->i >= t->n || strcmp(t->a[t->i], ")") != 0) {
            sh_errorf(t->st, "test: ')' expected");
            t->err = 1;
            return 0;
        }
        t->i++;
        return v;
    }
    if (t->i + 2 < t->n + 0 && is_binary_op(t->a[t->i + 1])) {
        const char *l = a;
        const char *op = t->a[t->i + 1];
        const char *r = t->a[t->i + 2];
        t->i += 3;
        return t_binary(t, l, op, r);
    }
    if (is_unary_op(a) && t->i + 1 < t->n) {
        const char *v = t->a[t->i + 1];
        t->i += 2;
        if (a[1] == 'z') {
            return v[0] == 0;
        }
        if (a[1] == 'n') {
            return v[0] != 0;
        }
        if (a[1] == 'v') {
            return var_is_set(t->st, v);
        }
        if (a[1] == 'o') {
            return shell_option_on(t->st, v);
        }
        if (a[1] == 't') {
            long long fd;
            return parse_int(v, &fd) == 0 && fd >= 0 && fd <= 2 &&
                   isatty(fd == 0   ? t->st->ctx.in
                          : fd == 1 ? t->st->ctx.out
                                    : t->st->ctx.err);
        }
        return t_file(t, a, v);
    }
    t->i++;
    return a[0] != 0;
}

static int
t_and(tst *t)
{
    int v = t_primary(t);
    while (t->i < t->n && strcmp(t->a[t->i], "-a") == 0) {
        t->i++;
        int r = t_primary(t);
        v = v && r;
    }
    return v;
}

static int
t_or(tst *t)
{
    int v = t_and(t);
    while (t->i < t->n && strcmp(t->a[t->i], "-o") == 0) {
        t->i++;
        int r = t_and(t);
        v = v || r;
    }
    return v;
}

static int
run_test(sh_state *st, char **a, int n)
{
    tst t = {st, a, n, 0, 0, 0};
    if (n == 0) {
        return 1;
    }
    int v;
    // POSIX rules by argument count keep `[ "$x" = "!" ]` and friends right
    if (n == 4 && strcmp(a[0], "!") == 0) {
        int r = run_test(st, a + 1, 3); // ! then the three-argument test, negated
        return r == 2 ? 2 : !r;
    }
    if (n == 4 && strcmp(a[0], "(") == 0 && strcmp(a[3], ")") == 0) {
        return run_test(st, a + 1, 2); // ( then the two-argument test )
    }
    if (n == 1) {
        v = a[0][0] != 0;
        t.i = 1;
    } else if (n == 2 && strcmp(a[0], "!") == 0) {
        v = a[1][0] == 0;
        t.i = 2;
    } else if (n == 3 && is_binary_op(a[1])) {
        v = t_binary(&t, a[0], a[1], a[2]);
        t.i = 3;
    } else if (n == 3 && strcmp(a[0], "!") == 0) {
        t.i = 1;
        v = !t_primary(&t);
    } else {
        v = t_or(&t);
    }
    if (!t.err && t.i < n) {
        sh_errorf(st, "test: %s: unexpected argument", a[t.i]);
        t.err = 1;
    }
    return t.err ? 2 : !v;
}

static int
b_test(sh_state *st, int argc, char **argv)
{
    if (strcmp(argv[0], "[") == 0) {
        if (strcmp(argv[argc - 1], "]") != 0) {
            sh_errorf(st, "[: missing ']'");
            return 2;
        }
        argc--;
    }
    return run_test(st, argv + 1, argc - 1);
}

// One regexec of [[ =~ ]] as a marked C call (sh_limit_c_run): 1 on a match, the groups
// in out (ng regmatch_t).
typedef struct ere_call {
    const regex_t *re;
    const char *subject;
    size_t ng;
} ere_call;

static int
ere_exec(void *arg, void *out)
{
    const ere_call *c = arg;
    return regexec(c->re, c->subject, c->ng, out, 0) == 0;
}

// 1 when the ERE p holds a back-reference (\1 to \9): glibc's matcher then backtracks.
static int
ere_may_backtrack(const char *p)
{
    for (; *p; p++) {
        if (*p == '\\' && p[1]) {
            if (p[1] >= '1' && p[1] <= '9') {
                return 1;
            }
            p++;
        }
    }
    return 0;
}

// [[ ... ]]: like test, with == / != matching a pattern, =~ a regex, && and ||.
static int dbl_expr(sh_state *st, char **a, int n, int *err, int depth);

// What [[ =~ ]] gives glibc's regcomp: parentheses nested at most ERE_MAX_DEPTH deep and
// at most ERE_MAX_COPIES atoms once every {m,n} has copied what it follows. regcomp
// parses by recursion (20,000 nested groups overflowed the stack) and builds and closes
// every copy with the C library's malloc, out of the box's count: ((a{1,1000}){1,1000})
// took 17 GB.
enum { ERE_MAX_DEPTH = 64, ERE_MAX_COPIES = 1024 };

// 1 when the ERE p stays within those bounds.
static int
ere_bounded(const char *p)
{
    size_t sum[ERE_MAX_DEPTH + 1] = {0}; // the atoms of each open group so far
    size_t last = 0;                     // the atoms of the last atom (what {m,n} copies)
    int depth = 0;
    for (const char *c = p; *c; c++) {
        size_t atom = 1;
        if (*c == '(') {
            if (++depth > ERE_MAX_DEPTH) {
                return 0;
            }
            sum[depth] = 0;
            last = 0;
            continue;
        } else if (*c == ')' && depth > 0) {
            atom = sum[depth--] + 1;
        } else if (*c == '{' && last > 0) {
            char *e;
            unsigned long m = strtoul(c + 1, &e, 10);
            unsigned long n = m;
            if (e > c + 1 && *e == ',') {
                n = e[1] == '}' ? m + 1 : strtoul(e + 1, &e, 10);
                e = *e == ',' ? e + 1 : e;
            }
            if (e > c + 1 && *e == '}') {
                // the atom stands n times in all: n - 1 more copies of it
                size_t times = n > ERE_MAX_COPIES ? ERE_MAX_COPIES + 1 : (n ? n : 1);
                sum[depth] += last * (times - 1);
                if (sum[depth] > ERE_MAX_COPIES) {
                    return 0;
                }
                last *= times;
                c = e;
                continue;
            }
        } else if (*c == '*' || *c == '+' || *c == '?' || *c == '|' || *c == '^' || *c == '$') {
            continue;
        } else if (*c == '\\' && c[1]) {
            c++;
        } else if (*c == '[') {
            // a bracket expression is one atom: ']' first (after '^') is a member
            const char *e = c + 1 + (c[1] == '^');
            e += *e == ']';
            while (*e && *e != ']') {
                e +=
                    e[0] == '[' && (e[1] == ':' || e[1] == '.' || e[1] == '=') && strchr(e + 2, ']')
                        ? strchr(e + 2, ']') - e + 1
                        : 1;
            }
            c = *e ? e : c;
        }
        sum[depth] += atom;
        last = atom;
        if (sum[depth] > ERE_MAX_COPIES) {
            return 0;
        }
    }
    return 1;
}

static int
dbl_primary(sh_state *st, char **a, int n, int *err, int depth)
{
    // three words around a binary operator compare, also when the first is "!" (the
    // words arrive expanded: [[ '!' == ! ]] compares the string "!")
    int binary = n == 3 && (is_binary_op(a[1]) || strcmp(a[1], "=~") == 0);
    if (!binary && n >= 1 && strcmp(a[0], "!") == 0) {
        return !dbl_expr(st, a + 1, n - 1, err, depth + 1);
    }
    if (n >= 2 && strcmp(a[0], "(") == 0 && strcmp(a[n - 1], ")") == 0) {
        return dbl_expr(st, a + 1, n - 2, err, depth + 1);
    }
    if (n == 3 && (strcmp(a[1], "==") == 0 || strcmp(a[1], "=") == 0)) {
        return sh_pattern_match(st, a[2], a[0]);
    }
    if (n == 3 && strcmp(a[1], "!=") == 0) {
        return !sh_pattern_match(st, a[2], a[0]);
    }
    static const char *const arith_ops[] = {"-eq", "-ne", "-lt", "-le", "-gt", "-ge"};
    for (size_t k = 0; n == 3 && k < 6; k++) {
        // [[ ]]'s integer comparisons read each side as an arithmetic expression (bash):
        // [[ 1+2 -eq 3 ]], [[ 017 -eq 15 ]], and '' or an unset name is 0
        long long x, y;
        if (strcmp(a[1], arith_ops[k]) != 0) {
            continue;
        }
        if (sh_arith(st, a[0], strlen(a[0]), &x) < 0 || sh_arith(st, a[2], strlen(a[2]), &y) < 0) {
            return 0; // reported; false, as in bash (status 1)
        }
        int r[] = {x == y, x != y, x<y, x <= y, x> y, x >= y};
        return r[k];
    }
    if (n == 3 && strcmp(a[1], "=~") == 0) {
        regex_t re;
        if (!ere_bounded(a[2])) {
            sh_errorf(st,
                      "[[: %s: regular expression too large (more than %d atoms once "
                      "repeated, or groups more than %d deep)",
                      a[2], ERE_MAX_COPIES, ERE_MAX_DEPTH);
            *err = 1;
            return 0;
        }
        if (regcomp(&re, a[2], REG_EXTENDED) != 0) {
            sh_errorf(st, "[[: %s: invalid regular expression", a[2]);
            *err = 1;
            return 0;
        }
        // BASH_REMATCH: the whole match, then each group ("" for one that took no part);
        // emptied when nothing matches, as bash does
        enum { MAX_GROUPS = 64 };
        regmatch_t g[MAX_GROUPS];
        size_t ng = re.re_nsub + 1 < MAX_GROUPS ? re.re_nsub + 1 : MAX_GROUPS;
        // back-references backtrack without bound inside the one call (in the MCP server
        // such a call, or one over a long subject, runs in a child: sh_limit_c_run)
        ere_call call = {.re = &re, .subject = a[0], .ng = ng};
        int m = sh_limit_c_run(st, ere_may_backtrack(a[2]) || strlen(a[0]) > 65536, ere_exec, &call,
                               g, sizeof g) == 1;
        regfree(&re);
        if (sh_arr_make(st, "BASH_REMATCH", 1) < 0) {
            *err = 1;
            return 0;
        }
        for (size_t k = 0; m && k < ng; k++) {
            const char *from = g[k].rm_so >= 0 ? a[0] + g[k].rm_so : "";
            size_t len = g[k].rm_so >= 0 ? (size_t)(g[k].rm_eo - g[k].rm_so) : 0;
            char *v = cm_arena_strndup(&st->tmp, from, len);
            if (!v || sh_arr_set(st, "BASH_REMATCH", (long long)k, v) < 0) {
                *err = 1;
                return 0;
            }
        }
        return m;
    }
    int r = run_test(st, a, n);
    if (r == 2) {
        *err = 1;
    }
    return r == 0;
}

// depth: the levels of C recursion above this one (TEST_MAX_DEPTH)
static int
dbl_expr(sh_state *st, char **a, int n, int *err, int depth)
{
    if (depth >= TEST_MAX_DEPTH) {
        if (!*err) {
            sh_errorf(st, "[[: expression nested too deeply (more than %d levels)", TEST_MAX_DEPTH);
        }
        *err = 1;
        return 0;
    }
    int parens = 0;
    for (int i = n - 1; i >= 0; i--) {
        if (strcmp(a[i], ")") == 0) {
            parens++;
        } else if (strcmp(a[i], "(") == 0) {
            parens--;
        } else if (parens == 0 && strcmp(a[i], "||") == 0) {
            return dbl_expr(st, a, i, err, depth + 1) ||
                   dbl_expr(st, a + i + 1, n - i - 1, err, depth + 1);
        }
    }
    for (int i = n - 1; i >= 0; i--) {
        if (strcmp(a[i], ")") == 0) {
            parens++;
        } else if (strcmp(a[i], "(") == 0) {
            parens--;
        } else if (parens == 0 && strcmp(a[i], "&&") == 0) {
            return dbl_expr(st, a, i, err, depth + 1) &&
                   dbl_expr(st, a + i + 1, n - i - 1, err, depth + 1);
        }
    }
    return dbl_primary(st, a, n, err, depth);
}

static int
b_dbltest(sh_state *st, int argc, char **argv)
{
    if (strcmp(argv[argc - 1], "]]") != 0) {
        sh_errorf(st, "[[: missing ']]'");
        return 2;
    }
    int err = 0;
    int v = dbl_expr(st, argv + 1, argc - 2, &err, 0);
    return err ? 2 : !v;
}

/* ----- cd ----- */

// CDPATH (POSIX cd, step 5): a relative operand that does not start with . or .. is
// tried under each CDPATH entry in turn (an empty entry is the current directory); the
// first directory found is the target, printed when a non-empty entry found it. 1 found
// (abs set), 0 not found (cd goes on with the operand as written), -1 out of memory.
static int
cd_path_search(sh_state *st, const char *target, char *abs, size_t cap, int *print)
{
    const char *cdpath = sh_var_get(st, "CDPATH");
    if (!cdpath || !*cdpath || target[0] == '/' || target[0] == '\0' ||
        (target[0] == '.' && (target[1] == '\0' || target[1] == '/' ||
                              (target[1] == '.' && (target[2] == '\0' || target[2] == '/'))))) {
        return 0;
    }
    for (const char *p = cdpath;;) {
        const char *e = strchr(p, ':');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        cm_buf cand;
        cm_buf_init(&cand, 0);
        int rc = n == 0 ? cm_buf_printf(&cand, "./%s", target)
                        : cm_buf_printf(&cand, "%.*s%s%s", (int)n, p, p[n - 1] == '/' ? "" : "/",
                                        target);
        if (rc < 0) {
            cm_buf_free(&cand);
            return -1;
        }
        cm_buf why;
        cm_buf_init(&why, 0);
        int ok = sh_fx_chdir(st, cm_buf_str(&cand), abs, cap, &why) == 0;
        cm_buf_free(&why);
        cm_buf_free(&cand);
        if (ok) {
            *print |= n > 0;
            return 1;
        }
        if (!e) {
            return 0;
        }
        p = e + 1;
    }
}

static int
b_cd(sh_state *st, int argc, char **argv)
{
    int i = 1;
    while (i < argc && (strcmp(argv[i], "-P") == 0 || strcmp(argv[i], "-L") == 0)) {
        i++;
    }
    if (i < argc && strcmp(argv[i], "--") == 0) {
        i++;
    }
    const char *target;
    int print = 0;
    if (i >= argc) {
        target = sh_var_get(st, "HOME");
        if (!target) {
            sh_errorf(st, "cd: HOME not set");
            return 1;
        }
    } else if (i + 1 < argc) {
        sh_errorf(st, "cd: too many arguments");
        return 1;
    } else if (strcmp(argv[i], "-") == 0) {
        target = sh_var_get(st, "OLDPWD");
        if (!target) {
            sh_errorf(st, "cd: OLDPWD not set");
            return 1;
        }
        print = 1;
    } else {
        target = argv[i];
    }
    char abs[sizeof(st->ctx.cwd)];
    cm_buf why;
    cm_buf_init(&why, 0);
    int found = cd_path_search(st, target, abs, sizeof(abs), &print);
    if (found < 0) {
        cm_buf_free(&why);
        return 1;
    }
    if (!found && sh_fx_chdir(st, target, abs, sizeof(abs), &why) < 0) {
        sh_errorf(st, "cd: %s", cm_buf_str(&why));
        cm_buf_free(&why);
        return 1;
    }
    cm_buf_free(&why);
    if (sh_var_set(st, "OLDPWD", st->ctx.cwd) < 0) {
        return 1;
    }
    snprintf(st->ctx.cwd, sizeof(st->ctx.cwd), "%s", abs);
    if (sh_var_set(st, "PWD", abs) < 0) {
        return 1;
    }
    if (print) {
        cm_buf b;
        cm_buf_init(&b, 0);
        if (cm_buf_printf(&b, "%s\n", abs) == 0) {
            (void)out_buf(st, &b);
        }
        cm_buf_free(&b);
    }
    return 0;
}

/* ----- variables ----- */

static int
quote_value(cm_buf *b, const char *v)
{
    if (cm_buf_addc(b, '\'') < 0) {
        return -1;
    }
    for (size_t i = 0; v[i]; i++) {
        if (v[i] == '\'') {
            if (cm_buf_adds(b, "'\\''") < 0) {
                return -1;
            }
        } else if (cm_buf_addc(b, v[i]) < 0) {
            return -1;
        }
    }
    return cm_buf_addc(b, '\'');
}

static int
cmp_var(const void *a, const void *b)
{
    return strcmp(((const sh_var *)a)->name, ((const sh_var *)b)->name);
}

// bash's declare -p spelling of a value: double quotes, with \ " $ ` escaped.
static int
dquote_value(cm_buf *b, const char *v)
{
    int bad = cm_buf_addc(b, '"') < 0;
    for (size_t i = 0; v[i] && !bad; i++) {
        if (strchr("\\\"$`", v[i])) {
            bad = cm_buf_addc(b, '\\') < 0;
        }
        bad = bad || cm_buf_addc(b, v[i]) < 0;
    }
    return bad || cm_buf_addc(b, '"') < 0 ? -1 : 0;
}

// 1 when s holds a character the shell gives a meaning, or starts with ~ or # (bash's
// sh_contains_shell_metas): declare -p and set quote it then.
static int
has_shell_meta(const char *s)
{
    return s[0] == '~' || s[0] == '#' || s[strcspn(s, " \t\n'\"\\|&;()<>!{}*[]?^$`")];
}

// An associative array's key as bash's declare -p spells it: bare, in double quotes, or
// $'...' when it holds a control character.
static int
key_spelling(cm_buf *b, const char *k)
{
    for (size_t i = 0; k[i]; i++) {
        if ((unsigned char)k[i] < 0x20 || k[i] == 0x7f) {
            return shell_quote(b, k);
        }
    }
    return has_shell_meta(k) ? dquote_value(b, k) : cm_buf_adds(b, k);
}

/* sh_var_letters: see shell/builtin.h. */
size_t
sh_var_letters(const sh_var *v, char out[12])
{
    size_t k = 0;
    if (v->array) {
        out[k++] = v->assoc ? 'A' : 'a';
    }
    if (v->integer) {
        out[k++] = 'i';
    }
    if (v->nameref) {
        out[k++] = 'n';
    }
    if (v->readonly) {
        out[k++] = 'r';
    }
    if (v->exported) {
        out[k++] = 'x';
    }
    if (v->lower) {
        out[k++] = 'l';
    }
    if (v->upper) {
        out[k++] = 'u';
    }
    out[k] = 0;
    return k;
}

/* sh_elems_spelling: see shell/builtin.h. */
int
sh_elems_spelling(cm_buf *b, const sh_var *v, int pairs)
{
    int bad = 0;
    for (size_t i = 0; i < v->n_elems && !bad; i++) {
        if (v->assoc) {
            // bash: a space after each element
            bad = (!pairs && cm_buf_addc(b, '[') < 0) || key_spelling(b, v->elems[i].key) < 0 ||
                  cm_buf_adds(b, pairs ? " " : "]=") < 0 ||
                  dquote_value(b, v->elems[i].value) < 0 || cm_buf_addc(b, ' ') < 0;
        } else {
            bad = cm_buf_printf(b, pairs ? "%s%lld " : "%s[%lld]=", i ? " " : "", v->elems[i].idx) <
                      0 ||
                  dquote_value(b, v->elems[i].value) < 0;
        }
    }
    return bad ? -1 : 0;
}

// One variable as `declare -p` shows it, without the newline: declare -FLAGS NAME="value"
// / NAME=([0]="x"). cmd "readonly" or "export": as bash --posix's readonly -p and export -p
// show it, that command's own flag left out (and no "--"); "": as set shows an array,
// NAME=(...).
static int
declare_text(cm_buf *b, const sh_var *v, const char *cmd)
{
    char all[12];
    char flags[12];
    size_t k = 0;
    sh_var_letters(v, all);
    for (const char *f = all; *f; f++) {
        if (!(*f == 'r' && cmd[0] == 'r') && !(*f == 'x' && cmd[0] == 'e')) {
            flags[k++] = *f;
        }
    }
    if (k == 0 && cmd[0] == 'd') {
        flags[k++] = '-';
    }
    flags[k] = 0;
    int bad = cmd[0] ? cm_buf_printf(b, "%s%s%s %s", cmd, k ? " -" : "", flags, v->name) < 0
                     : cm_buf_adds(b, v->name) < 0; // set: NAME=(...) alone
    if (v->array && v->invisible && v->n_elems == 0) {
        // declared, never assigned: bash shows no value
    } else if (v->array) {
        bad = bad || cm_buf_adds(b, "=(") < 0 || sh_elems_spelling(b, v, 0) < 0 ||
              cm_buf_addc(b, ')') < 0;
    } else if (v->value) {
        bad = bad || cm_buf_addc(b, '=') < 0 || dquote_value(b, v->value) < 0;
    }
    return bad ? -1 : 0;
}

/* sh_declare_spelling: see shell/builtin.h. */
int
sh_declare_spelling(cm_buf *b, const sh_var *v)
{
    return declare_text(b, v, "declare");
}

// declare_text and a newline.
static int
declare_line(cm_buf *b, const sh_var *v, const char *cmd)
{
    return declare_text(b, v, cmd) < 0 || cm_buf_addc(b, '\n') < 0 ? -1 : 0;
}

// A value as bash's set shows it: bare, or single-quoted when it holds a character the
// shell gives a meaning.
static int
set_value(cm_buf *b, const char *v)
{
    return has_shell_meta(v) ? quote_value(b, v) : cm_buf_adds(b, v);
}

#define DECL_EXPORT   1
#define DECL_LOCAL    2
#define DECL_READONLY 4
#define DECL_ARRAY    8
#define DECL_ASSOC    16
#define DECL_INT      32  // declare -i
#define DECL_LOWER    64  // declare -l
#define DECL_UPPER    128 // declare -u
#define DECL_NAMEREF  256 // declare -n
// flags << DECL_OFF: the attribute taken away (declare +x, +i, +l, +u, +n)
#define DECL_OFF 16
// The DECL_* flags that are attributes a listing can select by.
#define DECL_ATTRS                                                                                 \
    (DECL_EXPORT | DECL_READONLY | DECL_ARRAY | DECL_ASSOC | DECL_INT | DECL_LOWER | DECL_UPPER |  \
     DECL_NAMEREF)

// v's attributes as DECL_* flags.
static int
var_attrs(const sh_var *v)
{
    return (v->exported ? DECL_EXPORT : 0) | (v->readonly ? DECL_READONLY : 0) |
           (v->array && !v->assoc ? DECL_ARRAY : 0) | (v->assoc ? DECL_ASSOC : 0) |
           (v->integer ? DECL_INT : 0) | (v->lower ? DECL_LOWER : 0) | (v->upper ? DECL_UPPER : 0) |
           (v->nameref ? DECL_NAMEREF : 0);
}

// A copy of the variable records (names and values shared) sorted by name, or NULL.
static sh_var *
sorted_vars(const sh_state *st)
{
    sh_var *copy = cm_calloc(st->n_vars + 1, sizeof(sh_var));
    if (copy) {
        memcpy(copy, st->vars, st->n_vars * sizeof(sh_var));
        qsort(copy, st->n_vars, sizeof(sh_var), cmp_var);
    }
    return copy;
}

// Every variable by name with all the attributes in attrs (DECL_*): as cmd's -p shows
// it ("export": export -p; "declare": declare -n and the like), or with cmd NULL as set
// and declare with no argument show them (NAME=value).
static int
print_vars(sh_state *st, int attrs, const char *cmd)
{
    sh_var *copy = sorted_vars(st);
    if (!copy) {
        return 1;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    int bad = 0;
    for (size_t i = 0; i < st->n_vars && !bad; i++) {
        if ((var_attrs(&copy[i]) & attrs) != attrs) {
            continue;
        }
        if (copy[i].array || cmd) {
            bad |= declare_line(&b, &copy[i], cmd ? cmd : "") < 0;
            continue;
        }
        if (copy[i].value) {
            bad |= cm_buf_printf(&b, "%s=", copy[i].name) < 0 || set_value(&b, copy[i].value) < 0 ||
                   cm_buf_addc(&b, '\n') < 0;
        }
    }
    cm_free(copy);
    if (!bad) {
        bad = out_buf(st, &b) < 0;
    }
    cm_buf_free(&b);
    return bad;
}

// Give the variable name the attributes in flags (and take away those in flags >> DECL_OFF)
// that come before its value: -i -l -u (-l and -u exclude each other, as bash).
static int
decl_attrs(sh_state *st, const char *name, int flags)
{
    int off = flags >> DECL_OFF;
    if (!((flags | off) & (DECL_INT | DECL_LOWER | DECL_UPPER | DECL_EXPORT))) {
        return 0;
    }
    sh_var *v = sh_var_declare(st, name);
    if (!v) {
        return -1;
    }
    if (flags & DECL_INT) {
        v->integer = 1;
    }
    if (flags & (DECL_LOWER | DECL_UPPER)) {
        v->lower = (flags & DECL_LOWER) != 0;
        v->upper = (flags & DECL_UPPER) != 0;
    }
    v->integer &= !(off & DECL_INT);
    v->lower &= !(off & DECL_LOWER);
    v->upper &= !(off & DECL_UPPER);
    v->exported &= !(off & DECL_EXPORT);
    return 0;
}

// declare -n NAME[=TARGET]: NAME itself becomes a nameref (never followed), then takes
// the other attributes in flags.
static int
nameref_arg(sh_state *st, const char *cmd, const char *arg, const char *name, int has_idx,
            const char *value, int compound, int flags)
{
    sh_var *v = sh_var_find(st, name);
    if (has_idx || compound || (v && v->array)) {
        int shown = has_idx ? (int)strcspn(arg, "+=") : (int)strlen(name);
        sh_errorf(st, "%s: %.*s: reference variable cannot be an array", cmd, shown, arg);
        return 1;
    }
    const char *target = value ? value : v ? v->value : NULL;
    if (target && !sh_nameref_valid(target)) {
        sh_errorf(st, "%s: `%s': %s", cmd, target,
                  target[0] ? "invalid variable name for name reference"
                            : "not a valid identifier");
        return 1;
    }
    if (target && strcmp(target, name) == 0 && !(flags & DECL_LOCAL)) {
        sh_errorf(st, "%s: %s: nameref variable self references not allowed", cmd, name);
        return 1;
    }
    if ((flags & DECL_LOCAL) && sh_var_save_local(st, name) < 0) {
        return 1;
    }
    if ((flags & DECL_LOCAL) && sh_var_unset_ref(st, name) < 0) {
        return 1;
    }
    if (target) {
        if (sh_nameref_set(st, name, target) < 0) {
            return 1;
        }
    } else {
        v = sh_var_declare(st, name);
        if (!v) {
            return 1;
        }
        v->nameref = 1;
        st->has_namerefs = 1;
    }
    if (decl_attrs(st, name, flags & ~DECL_NAMEREF) < 0) {
        return 1;
    }
    v = sh_var_find(st, name);
    if (v) {
        v->readonly |= (flags & DECL_READONLY) != 0;
        v->exported |= (flags & DECL_EXPORT) != 0;
    }
    return 0;
}

// What assign_arg returns for an argument that is no name: as bash --posix, only the
// other errors (a readonly variable) end the shell for export and readonly. Any other
// error is 1; callers OR the results, and a status is 1 when any bit is set.
#define ASSIGN_BAD_NAME 2

// A declaration builtin's argument NAME, NAME=value, NAME[N]=value or NAME=(...) (when
// compound: spelled by sh_assign_decl_arg): set it, then apply the DECL_* flags. Outside
// `local`, NAME stands for what its namerefs name.
static int
assign_arg(sh_state *st, const char *cmd, const char *arg, int compound, int flags)
{
    char name[256];
    int has_idx;
    long long idx;
    const char *key;
    int append;
    const char *value;
    size_t nl = strcspn(arg, "=[+");
    if (nl >= sizeof(name)) {
        // never a shorter name than the one written
        sh_errorf(st, "%s: `%.*s': variable name longer than 255 bytes", cmd, (int)nl, arg);
        return ASSIGN_BAD_NAME;
    }
    if (sh_assign_split(st, arg, name, sizeof(name), &has_idx, &idx, &key, &append, &value) < 0) {
        sh_errorf(st, "%s: `%s': not a valid identifier", cmd, arg);
        return ASSIGN_BAD_NAME;
    }
    if (flags & DECL_NAMEREF) {
        return nameref_arg(st, cmd, arg, name, has_idx, value, compound, flags);
    }
    char written[256];
    memcpy(written, name, sizeof(name));
    if (!(flags & DECL_LOCAL) && sh_var_is_nameref(st, name)) {
        const char *to = sh_nameref_follow(st, name);
        if (!to) {
            sh_errorf(st, "warning: %s: circular name reference", name);
        } else if (!strchr(to, '[')) {
            snprintf(name, sizeof(name), "%s", to); // an element: the setters follow it
        }
    }
    if ((flags & DECL_LOCAL) && sh_var_save_local(st, name) < 0) {
        return 1;
    }
    if ((flags & DECL_LOCAL) && sh_var_is_nameref(st, name) && sh_var_unset_ref(st, name) < 0) {
        return 1; // a new local, not what an outer nameref names (bash)
    }
    if (!value && (flags & DECL_LOCAL) && !(flags & DECL_EXPORT) && sh_var_unset(st, name) < 0) {
        return 1;
    }
    const sh_var *before = sh_var_find(st, name);
    int was_unset = !before || (!before->array && !before->value);
    if ((flags & DECL_ASSOC) && sh_assoc_make(st, name, 0) < 0) {
        return 1;
    }
    if ((flags & DECL_ARRAY) && !(flags & DECL_ASSOC) && !compound) {
        int r = sh_arr_make(st, name, 0);
        if (r < 0) {
            return 1;
        }
    }
    if (!value && was_unset && (flags & (DECL_ARRAY | DECL_ASSOC))) {
        sh_var *v = sh_var_find(st, name);
        if (v && v->array && v->n_elems == 0) {
            v->invisible = 1; // declare -p shows `declare -a NAME' until it is assigned
        }
    }
    if (decl_attrs(st, name, flags & ~DECL_EXPORT) < 0) {
        return 1;
    }
    if (value && sh_assign_value(st, name, has_idx, idx, key, append, value, compound) != 0) {
        return 1;
    }
    if ((flags & DECL_EXPORT) && sh_var_export(st, name) < 0) {
        return 1;
    }
    if (((flags >> DECL_OFF) & DECL_EXPORT) && decl_attrs(st, name, flags) < 0) {
        return 1;
    }
    if (flags & DECL_READONLY) {
        sh_var *v = sh_var_declare(st, name);
        if (!v) {
            return 1;
        }
        v->readonly = 1;
    }
    if ((flags >> DECL_OFF) & DECL_NAMEREF) {
        sh_var *v = sh_var_find(st, written);
        if (v) {
            v->nameref = 0;
        }
    }
    return 0;
}

// 1 when argument i of the running declaration builtin is a NAME=(...).
static int
arg_compound(const sh_state *st, int i)
{
    return st->argv_compound && (size_t)i < st->argv_compound_n && st->argv_compound[i];
}

static int
b_export(sh_state *st, int argc, char **argv)
{
    int i = 1;
    int unexport = 0;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (strcmp(argv[i], "-p") == 0) {
            continue;
        }
        if (strcmp(argv[i], "-n") == 0) {
            unexport = 1;
            continue;
        }
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        sh_errorf(st, "export: %s: invalid option", argv[i]);
        return special_usage(st, "export");
    }
    if (i >= argc) {
        return print_vars(st, DECL_EXPORT, "export");
    }
    int rc = 0;
    for (; i < argc; i++) {
        if (unexport) {
            sh_var *v = sh_var_find(st, argv[i]);
            if (v) {
                v->exported = 0;
            }
            continue;
        }
        rc |= assign_arg(st, "export", argv[i], arg_compound(st, i), DECL_EXPORT);
    }
    (void)special_error(st, rc & 1); // a readonly variable; a bad name goes on (bash --posix)
    return rc != 0;
}

// Print `declare -p` lines for argv[i..argc) (every variable when none is named).
static int
declare_print(sh_state *st, int argc, char **argv, int i, int readonly_only)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    int bad = 0;
    if (i >= argc) {
        for (size_t k = 0; k < st->n_vars && !bad; k++) {
            if (!readonly_only || st->vars[k].readonly) {
                bad = declare_line(&b, &st->vars[k], readonly_only ? "readonly" : "declare") < 0;
            }
        }
    }
    for (; i < argc && !bad; i++) {
        const sh_var *v = sh_var_find(st, argv[i]);
        if (!v) {
            // the lines so far first, as bash writes them
            bad = out_buf(st, &b) < 0;
            cm_buf_reset(&b);
            sh_errorf(st, "declare: %s: not found", argv[i]);
            rc = 1;
            continue;
        }
        bad = declare_line(&b, v, "declare") < 0;
    }
    if (bad || out_buf(st, &b) < 0) {
        rc = 1;
    }
    cm_buf_free(&b);
    return rc;
}

static int
b_readonly(sh_state *st, int argc, char **argv)
{
    int rc = 0;
    unsigned seen;
    int i = parse_opts(st, argc, argv, "ap", &seen);
    if (i < 0) {
        return strcmp(argv[0], "readonly") == 0 ? special_usage(st, "readonly") : 2;
    }
    int flags = DECL_READONLY | (seen & 1 ? DECL_ARRAY : 0);
    if (i >= argc) {
        return declare_print(st, argc, argv, i, 1);
    }
    for (; i < argc; i++) {
        rc |= assign_arg(st, argv[0], argv[i], arg_compound(st, i), flags);
    }
    if (strcmp(argv[0], "readonly") == 0) {
        (void)special_error(st, rc & 1); // as export's
    }
    return rc != 0;
}

static int
cmp_func(const void *a, const void *b)
{
    return strcmp(((const sh_func *)a)->name, ((const sh_func *)b)->name);
}

// One function: its name (declare -F), or (bodies) its definition as bash prints it
// (declare -f, type). 0, or 1 after printing why not.
static int
func_text(sh_state *st, cm_buf *b, const sh_func *f, int bodies)
{
    if (!bodies) {
        return cm_buf_printf(b, "%s\n", f->name) < 0;
    }
    if (sh_print_function(b, f->name, f->body) < 0) {
        sh_errorf(st, "%s: cannot print the function: out of memory or nested too deeply", f->name);
        return 1;
    }
    return 0;
}

// declare -F: "declare -f NAME" for every function, by name; with names, each that is a
// function (status 1 when one is not). bodies (declare -f): their definitions instead.
static int
declare_funcs(sh_state *st, int argc, char **argv, int i, int bodies)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    int bad = 0;
    if (i >= argc && st->n_funcs > 0) {
        sh_func *copy = cm_calloc(st->n_funcs, sizeof(sh_func));
        if (!copy) {
            cm_buf_free(&b);
            return 1;
        }
        memcpy(copy, st->funcs, st->n_funcs * sizeof(sh_func));
        qsort(copy, st->n_funcs, sizeof(sh_func), cmp_func);
        for (size_t k = 0; k < st->n_funcs && !bad; k++) {
            bad = bodies ? func_text(st, &b, &copy[k], 1)
                         : cm_buf_printf(&b, "declare -f %s\n", copy[k].name) < 0;
        }
        cm_free(copy);
    }
    for (; i < argc && !bad; i++) {
        const sh_func *f = sh_func_find(st, argv[i]);
        if (f) {
            bad = func_text(st, &b, f, bodies);
        } else {
            rc = 1;
        }
    }
    if (bad || out_buf(st, &b) < 0) {
        rc = 1;
    }
    cm_buf_free(&b);
    return rc;
}

static int
b_local(sh_state *st, int argc, char **argv)
{
    int flags = 0;
    int print = 0;
    int func_names = 0;
    int func_bodies = 0;
    int global = strcmp(argv[0], "local") != 0 && st->func_depth == 0;
    if (strcmp(argv[0], "local") == 0 && st->func_depth == 0) {
        sh_errorf(st, "local: can only be used in a function");
        return 1;
    }
    int rc = 0;
    int i = 1;
    for (; i < argc && (argv[i][0] == '-' || argv[i][0] == '+') && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        int shift = argv[i][0] == '+' ? DECL_OFF : 0; // +x: take the attribute away
        for (const char *o = argv[i] + 1; *o; o++) {
            switch (*o) {
            case 'x':
                flags |= DECL_EXPORT << shift;
                break;
            case 'g':
                global = 1;
                break;
            case 'a':
                flags |= shift ? 0 : DECL_ARRAY;
                break;
            case 'r':
                flags |= shift ? 0 : DECL_READONLY;
                break;
            case 'p':
                print = 1;
                break;
            case 'F':
                func_names = 1;
                break;
            case 'f':
                func_bodies = strcmp(argv[0], "local") != 0;
                break;
            case 'A':
                flags |= shift ? 0 : DECL_ASSOC;
                break;
            case 'i':
                flags |= DECL_INT << shift;
                break;
            case 'l':
                flags |= DECL_LOWER << shift;
                break;
            case 'u':
                flags |= DECL_UPPER << shift;
                break;
            case 'n':
                flags |= DECL_NAMEREF << shift;
                break;
            default:
                sh_errorf(st, "%s: -%c: invalid option", argv[0], *o);
                return 2;
            }
        }
    }
    if ((func_names || func_bodies) && strcmp(argv[0], "local") != 0) {
        return declare_funcs(st, argc, argv, i, !func_names);
    }
    if (print) {
        return declare_print(st, argc, argv, i, 0);
    }
    if (i >= argc && (flags & DECL_ATTRS)) {
        return print_vars(st, flags & DECL_ATTRS, "declare");
    }
    if (i >= argc && strcmp(argv[0], "local") != 0) {
        return print_vars(st, 0, NULL);
    }
    for (; i < argc; i++) {
        rc |= assign_arg(st, argv[0], argv[i], arg_compound(st, i),
                         flags | (global ? 0 : DECL_LOCAL));
    }
    return rc != 0;
}

static int
b_unset(sh_state *st, int argc, char **argv)
{
    int funcs = 0;
    int ref = 0;       // unset -n: a nameref itself (bash: any other name is left alone)
    int only_vars = 0; // -v given last: a name that is no identifier is an error
    int i = 1;
    int rc = 0;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        for (const char *o = argv[i] + 1; *o; o++) {
            if (*o == 'f' || *o == 'v') {
                funcs = *o == 'f';
                only_vars = *o == 'v';
            } else if (*o == 'n') {
                ref = 1;
            } else {
                sh_errorf(st, "unset: -%c: invalid option", *o);
                return special_usage(st, "unset");
            }
        }
    }
    for (; i < argc; i++) {
        const char *br = strchr(argv[i], '[');
        if (!funcs && !br && !sh_is_name(argv[i])) {
            if (only_vars) {
                sh_errorf(st, "unset: `%s': not a valid identifier", argv[i]);
                rc = 1; // not fatal (bash --posix)
            } else {
                sh_func_remove(st, argv[i]); // no variable has that name: a function may
            }
            continue;
        }
        size_t al = strlen(argv[i]);
        if (funcs) {
            sh_func_remove(st, argv[i]);
        } else if (ref && !br) {
            if (sh_var_is_nameref(st, argv[i]) && sh_var_unset_ref(st, argv[i]) < 0) {
                rc = 1;
            }
        } else if (br && al > 0 && argv[i][al - 1] == ']') {
            // unset 'a[N]': one element; the subscript is arithmetic, as bash
            char name[256];
            size_t nl = (size_t)(br - argv[i]);
            long long idx;
            if (nl >= sizeof(name)) {
                rc = 1;
                continue;
            }
            memcpy(name, argv[i], nl);
            name[nl] = 0;
            if (!sh_is_name(name) || strstr(br, "$(") || strchr(br, '`')) {
                // a command substitution in the subscript never runs: the text may be data
                sh_errorf(st, "unset: `%s': not a valid identifier", argv[i]);
                rc = 1;
                continue;
            }
            const char *key;
            if (arg_subscript(st, name, br + 1, al - nl - 2, &idx, &key) < 0 ||
                sh_elem_unset(st, name, idx, key) < 0) {
                rc = 1;
            }
        } else if (sh_var_unset(st, argv[i]) < 0) {
            rc = 1;
        }
    }
    return rc;
}

// The options set and set -o name, in name order (set -o lists them so); letter 0 has only
// its long name. Which field of sh_state each one is.
static const struct {
    const char *name;
    char letter;
    size_t field;
} options[] = {
    {"allexport", 'a', offsetof(sh_state, opt_allexport)},
    {"errexit", 'e', offsetof(sh_state, opt_errexit)},
    {"errtrace", 'E', offsetof(sh_state, opt_errtrace)},
    {"hashall", 'h', offsetof(sh_state, opt_hashall)},
    {"ignoreeof", 0, offsetof(sh_state, opt_ignoreeof)},
    {"noclobber", 'C', offsetof(sh_state, opt_noclobber)},
    {"noexec", 'n', offsetof(sh_state, opt_noexec)},
    {"noglob", 'f', offsetof(sh_state, opt_noglob)},
    {"notify", 'b', offsetof(sh_state, opt_notify)},
    {"nounset", 'u', offsetof(sh_state, opt_nounset)},
    {"pipefail", 0, offsetof(sh_state, opt_pipefail)},
    {"verbose", 'v', offsetof(sh_state, opt_verbose)},
    {"xtrace", 'x', offsetof(sh_state, opt_xtrace)},
};

// The flag of the option a one-letter name or a long name names, or NULL.
static int *
option_flag(sh_state *st, const char *name)
{
    for (size_t i = 0; i < CM_ARRAY_LEN(options); i++) {
        if ((name[1] == 0 && options[i].letter == name[0] && name[0]) ||
            (name[1] != 0 && strcmp(name, options[i].name) == 0)) {
            return (int *)(void *)((char *)st + options[i].field);
        }
    }
    return NULL;
}

/* sh_option_letters: see shell/builtin.h. */
size_t
sh_option_letters(sh_state *st, char *out, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < CM_ARRAY_LEN(options) && k + 1 < cap; i++) {
        char one[2] = {options[i].letter, 0};
        if (one[0] && *option_flag(st, one)) {
            out[k++] = one[0];
        }
    }
    if (st->interactive && k + 1 < cap) {
        out[k++] = 'i';
    }
    out[k] = 0;
    return k;
}

// set -o (reusable 0: a table) or set +o (reusable 1: commands that set them back).
static int
print_options(sh_state *st, int reusable)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    for (size_t k = 0; k < CM_ARRAY_LEN(options); k++) {
        int on = *(int *)(void *)((char *)st + options[k].field);
        int r = reusable ? cm_buf_printf(&b, "set %co %s\n", on ? '-' : '+', options[k].name)
                         : cm_buf_printf(&b, "%-15s\t%s\n", options[k].name, on ? "on" : "off");
        if (r < 0) {
            break;
        }
    }
    int rc = out_buf(st, &b) < 0;
    cm_buf_free(&b);
    return rc;
}

/* sh_options_apply: see shell/builtin.h. */
int
sh_options_apply(sh_state *st, int n, char **words)
{
    for (int i = 0; i < n; i++) {
        int on = words[i][0] == '-';
        if (strcmp(words[i] + 1, "o") == 0 && i + 1 < n) {
            int *f = option_flag(st, words[++i]);
            if (!f) {
                sh_errorf(st, "%s: invalid option name", words[i]);
                return 2;
            }
            *f = on;
            continue;
        }
        for (size_t k = 1; words[i][k]; k++) {
            char one[2] = {words[i][k], 0};
            int *f = option_flag(st, one);
            if (strchr("cslim", one[0])) {
                continue; // the invocation's own: -c, -s, -l, -i, +m
            }
            if (!f) {
                sh_errorf(st, "%c%c: invalid option", words[i][0], one[0]);
                return 2;
            }
            *f = on;
        }
    }
    return 0;
}

static int
b_set(sh_state *st, int argc, char **argv)
{
    if (argc == 1) {
        return print_vars(st, 0, NULL);
    }
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            return sh_params_set(st, argv + i, (size_t)(argc - i)) < 0;
        }
        if ((a[0] != '-' && a[0] != '+') || !a[1]) {
            if (strcmp(a, "-") == 0) {
                i++;
            }
            break;
        }
        int on = a[0] == '-';
        for (size_t k = 1; a[k]; k++) {
            if (a[k] == 'o') {
                // in a cluster too, each o takes the next word as its name (set -euo
                // pipefail); none left prints the options, as a lone -o does
                if (i + 1 >= argc) {
                    return print_options(st, !on);
                }
                int *f = option_flag(st, argv[++i]);
                if (!f) {
                    sh_errorf(st, "set: %s: invalid option name", argv[i]);
                    return special_error(st, 2);
                }
                *f = on;
                continue;
            }
            char one[2] = {a[k], 0};
            int *f = option_flag(st, one);
            if (!f) {
                if (a[k] == 'm' && !on) {
                    continue; // +m: no job control, the only mode here
                }
                if (a[k] == 'm' || a[k] == 'i') {
                    sh_errorf(st, "set: -%c: job control and interactive mode are not supported",
                              a[k]);
                    return 2;
                }
                if (strchr("kBHPT", a[k])) {
                    continue; // accepted, no effect here
                }
                sh_errorf(st, "set: -%c: invalid option", a[k]);
                return special_usage(st, "set");
            }
            *f = on;
        }
    }
    if (i < argc) {
        return sh_params_set(st, argv + i, (size_t)(argc - i)) < 0;
    }
    return 0;
}

static int
b_shift(sh_state *st, int argc, char **argv)
{
    long long n = 1;
    if (argc > 1 && parse_int(argv[1], &n) < 0) {
        sh_errorf(st, "shift: %s: numeric argument required", argv[1]);
        return 1;
    }
    if (n < 0 || (size_t)n > st->n_params) {
        sh_errorf(st, "shift: %lld: shift count out of range", n);
        return 1;
    }
    if (n == 0) {
        return 0; // nothing moves (and with no parameters there is no array to touch)
    }
    for (long long i = 0; i < n; i++) {
        cm_free(st->params[i]);
    }
    memmove(st->params, st->params + n, (st->n_params - (size_t)n) * sizeof(char *));
    st->n_params -= (size_t)n;
    st->params[st->n_params] = NULL;
    return 0;
}

#define READ_LINE_MAX ((size_t)16 << 20) // one line `read` takes into variables

// The input `read` takes bytes from: one descriptor the shell holds, a deadline (-t),
// and for a seekable file a block read ahead and given back at the end.
typedef struct rd_in {
    int fd;
    int seekable;
    double deadline; // seconds on the monotonic clock; < 0 none
    char blk[4096];
    size_t len;
    size_t pos;
    int timed_out;
} rd_in;

// One byte into *c: 1, 0 at the end of the input (or the deadline: in->timed_out), -1.
static int
rd_byte(rd_in *in, char *c)
{
    if (in->pos < in->len) {
        *c = in->blk[in->pos++];
        return 1;
    }
    for (;;) {
        if (in->deadline >= 0) {
            // -t: the input's deadline, or the run's end first (Ctrl-C too)
            int pr = bi_stop_wait(in->fd, in->deadline);
            if (pr < 0) {
                return -1; // `read` fails, and the command list stops
            }
            if (pr == 0) {
                in->timed_out = 1;
                return 0;
            }
        }
        ssize_t n = in->seekable ? bi_stop_read(in->fd, in->blk, sizeof(in->blk))
                                 : bi_stop_read(in->fd, c, 1);
        if (n < 0 && errno == EINTR) {
            return -1; // Ctrl-C or the run's end: `read` fails, and the command list stops
        }
        if (n <= 0) {
            return n < 0 ? -1 : 0;
        }
        if (in->seekable) {
            in->len = (size_t)n;
            in->pos = 1;
            *c = in->blk[0];
        }
        return 1;
    }
}

// How many bytes the UTF-8 character led by c takes (1 for a byte that leads none).
static size_t
utf8_len(unsigned char c)
{
    return c >= 0xF0 && c < 0xF8 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
}

// Set the variable a builtin's argument names (read NAME, read 'm[key]', as bash) to
// val. 0, or 1 after printing the error.
static int
set_named(sh_state *st, const char *cmd, const char *name, const char *val)
{
    if (sh_is_name(name)) {
        return sh_var_set(st, name, val) < 0 ? 1 : 0;
    }
    char base[256];
    int has_idx;
    long long idx;
    const char *key;
    int append;
    const char *value;
    if (sh_assign_split(st, name, base, sizeof(base), &has_idx, &idx, &key, &append, &value) < 0 ||
        !has_idx || append || value) {
        sh_errorf(st, "%s: `%s': not a valid identifier", cmd, name);
        return 1;
    }
    return sh_assign_value(st, base, 1, idx, key, 0, val, 0);
}

static int
b_read(sh_state *st, int argc, char **argv)
{
    int raw = 0;
    int i = 1;
    char delim = '\n';
    const char *prompt = NULL;
    const char *array = NULL; // -a NAME
    long long nchars = -1;    // -n / -N
    int exact = 0;            // -N: delimiters are data, no splitting
    int fd_num = 0;           // -u
    double timeout = -1;      // -t
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        for (size_t k = 1; a[k]; k++) {
            if (a[k] == 'r') {
                raw = 1;
            } else if (a[k] == 's') {
                continue;
            } else if (strchr("pdtnNua", a[k])) {
                const char *v = a[k + 1] ? a + k + 1 : (i + 1 < argc ? argv[++i] : NULL);
                if (!v) {
                    sh_errorf(st, "read: -%c: option requires an argument", a[k]);
                    return 2;
                }
                char *end = NULL;
                if (a[k] == 'p') {
                    prompt = v;
                } else if (a[k] == 'd') {
                    delim = v[0];
                } else if (a[k] == 'a') {
                    array = v;
                } else if (a[k] == 't') {
                    timeout = strtod(v, &end);
                } else {
                    long long nv = strtoll(v, &end, 10);
                    if (a[k] == 'u') {
                        fd_num = (int)(nv >= 0 && nv <= 9 ? nv : -1);
                    } else {
                        nchars = nv;
                        exact = a[k] == 'N';
                    }
                }
                if (end && (*end || end == v || (a[k] != 't' && strtoll(v, NULL, 10) < 0) ||
                            (a[k] == 't' && timeout < 0))) {
                    sh_errorf(st, "read: %s: invalid %s", v,
                              a[k] == 'u'   ? "file descriptor specification"
                              : a[k] == 't' ? "timeout specification"
                                            : "number");
                    return 2;
                }
                break;
            } else {
                sh_errorf(st, "read: -%c: invalid option", a[k]);
                return 2;
            }
        }
    }
    // -u reads only a descriptor the shell holds (opened through the gate, as by
    // `exec 3<file`): never one the host left open
    int *slots[10] = {&st->ctx.in, &st->ctx.out, &st->ctx.err};
    int fd = -1;
    if (fd_num >= 0 && fd_num <= 9) {
        fd = fd_num < 3 ? *slots[fd_num] : st->fd_hi[fd_num];
    }
    if (fd < 0) {
        sh_errorf(st, "read: %d: invalid file descriptor: Bad file descriptor", fd_num);
        return 1;
    }
    if (prompt && isatty(fd)) {
        (void)cm_write_all(st->ctx.err, prompt, strlen(prompt));
    }
    if (array && !sh_is_name(array)) {
        sh_errorf(st, "read: `%s': not a valid identifier", array);
        return 1;
    }
    rd_in *in = cm_calloc(1, sizeof(*in));
    if (!in) {
        sh_errorf(st, "out of memory");
        return 1;
    }
    in->fd = fd;
    in->seekable = lseek(fd, 0, SEEK_CUR) >= 0;
    in->deadline = timeout >= 0 ? sh_limit_now() + timeout : -1;
    cm_buf line;
    cm_buf mask; // 1 for an escaped byte (never a separator)
    cm_buf_init(&line, READ_LINE_MAX);
    cm_buf_init(&mask, READ_LINE_MAX);
    int got = 0;
    int eof = 0;
    int too_long = 0; // the line passed READ_LINE_MAX: an error, never a short value
    long long chars = 0;
    if (timeout == 0) {
        // -t 0: only whether input is waiting; nothing is read
        struct pollfd pf = {.fd = fd, .events = POLLIN};
        int ready = poll(&pf, 1, 0) > 0;
        cm_free(in);
        return ready ? 0 : 1;
    }
    while (nchars < 0 || chars < nchars) {
        char c;
        int n = rd_byte(in, &c);
        if (n <= 0) {
            eof = 1;
            break;
        }
        got = 1;
        if (c == delim && !exact) {
            break;
        }
        int escaped = 0;
        if (c == '\\' && !raw) {
            n = rd_byte(in, &c);
            if (n <= 0) {
                eof = 1;
                break;
            }
            if (c == '\n') {
                continue;
            }
            escaped = 1;
        }
        chars++;
        int bad = cm_buf_addc(&line, c) < 0 || cm_buf_addc(&mask, (char)escaped) < 0;
        // -n / -N count characters: the rest of a UTF-8 character comes with its lead
        for (size_t more = nchars >= 0 ? utf8_len((unsigned char)c) - 1 : 0; more > 0 && !bad;
             more--) {
            if (rd_byte(in, &c) <= 0) {
                break;
            }
            bad = cm_buf_addc(&line, c) < 0 || cm_buf_addc(&mask, (char)escaped) < 0;
        }
        if (bad) {
            too_long = 1;
            break;
        }
    }
    if (in->seekable && in->pos < in->len) {
        (void)lseek(fd, -(off_t)(in->len - in->pos), SEEK_CUR);
    }
    int timed_out = in->timed_out;
    cm_free(in);
    if (too_long) {
        sh_errorf(st, "read: line longer than %zu bytes", (size_t)READ_LINE_MAX);
        cm_buf_free(&line);
        cm_buf_free(&mask);
        return 1;
    }
    const char *ifs = sh_var_get(st, "IFS");
    if (!ifs) {
        ifs = " \t\n";
    }
    const char *s = cm_buf_str(&line);
    const char *m = mask.data ? mask.data : "";
    size_t n = line.len;
    size_t pos = 0;
    int nvars = argc - i;
    char *const *names = argv + i;
    const char *def[1] = {"REPLY"};
    if (nvars == 0 || array) {
        names = (char *const *)def;
        nvars = 1;
        if (!array) {
            ifs = "";
        }
    }
    if (exact) {
        ifs = "";
    }
    int rc = 0;
#define IS_SEP(k) (!m[k] && ifs[0] && strchr(ifs, s[k]))
#define IS_WS(k)  (IS_SEP(k) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n'))
    while (pos < n && IS_WS(pos)) {
        pos++;
    }
    if (array) {
        // -a NAME: every field is one element, from 0
        long long idx = 0;
        int r = sh_arr_make(st, array, 1);
        while (r == 0 && pos < n) {
            size_t start = pos;
            while (pos < n && !IS_SEP(pos)) {
                pos++;
            }
            char *val = cm_arena_strndup(&st->tmp, s + start, pos - start);
            r = val ? sh_arr_set(st, array, idx++, val) : -1;
            while (pos < n && IS_WS(pos)) {
                pos++;
            }
            if (pos < n && IS_SEP(pos)) {
                pos++;
                while (pos < n && IS_WS(pos)) {
                    pos++;
                }
            }
        }
        rc = r < 0;
        nvars = 0;
    }
    for (int v = 0; v < nvars; v++) {
        size_t start = pos;
        size_t end;
        if (v == nvars - 1) {
            end = n;
            while (end > start && IS_WS(end - 1)) {
                end--;
            }
            // one field and then only its delimiter: the delimiter goes too (POSIX, bash:
            // IFS=' -' read a b <<< 'A-B -' gives b=B)
            size_t f = start;
            while (f < end && !IS_SEP(f)) {
                f++;
            }
            size_t k = f;
            while (k < end && IS_WS(k)) {
                k++;
            }
            if (k < end && IS_SEP(k)) {
                k++;
            }
            if (f < end && k >= end) {
                end = f;
            }
            pos = n;
        } else {
            while (pos < n && !IS_SEP(pos)) {
                pos++;
            }
            end = pos;
            while (pos < n && IS_WS(pos)) {
                pos++;
            }
            if (pos < n && IS_SEP(pos)) {
                pos++;
                while (pos < n && IS_WS(pos)) {
                    pos++;
                }
            }
        }
        char *val = cm_arena_strndup(&st->tmp, s + start, end - start);
        if (!val || set_named(st, "read", names[v], val) != 0) {
            rc = 1;
        }
    }
#undef IS_SEP
#undef IS_WS
    cm_buf_free(&line);
    cm_buf_free(&mask);
    if (timed_out) {
        return 142; // as bash: 128 + SIGALRM
    }
    if (nchars >= 0 && chars >= nchars) {
        return rc;
    }
    if (eof && (!got || n == 0)) {
        return 1;
    }
    return eof ? 1 : rc;
}

static int
b_exit(sh_state *st, int argc, char **argv)
{
    long long n = st->exit_trap_status >= 0 ? st->exit_trap_status : st->status;
    if (argc > 1 && parse_int(argv[1], &n) < 0) {
        sh_errorf(st, "exit: %s: numeric argument required", argv[1]);
        n = 2;
    }
    st->status = (int)(n & 255);
    st->flow = SH_FLOW_EXIT;
    return st->status;
}

static int
b_return(sh_state *st, int argc, char **argv)
{
    // a bare return in a signal trap's action (or a function it calls) gives $? of before
    // the trap (POSIX, bash)
    long long n = st->sig_trap_status >= 0 ? st->sig_trap_status : st->status;
    if (st->func_depth == 0 && st->source_depth == 0) {
        sh_errorf(st, "return: can only `return' from a function or sourced script");
        return special_error(st, 2); // bash's usage status
    }
    if (argc > 1 && parse_int(argv[1], &n) < 0) {
        sh_errorf(st, "return: %s: numeric argument required", argv[1]);
        n = 2;
    }
    st->status = (int)(n & 255);
    st->flow = SH_FLOW_RETURN;
    return st->status;
}

/* break/continue [N], as bash: a non-numeric N is fatal (the shell exits 128, so a loop
 * can never spin on a bad argument); N < 1 reports and leaves every loop with status 1;
 * more than one argument is fatal with status 1. */
static int
b_break(sh_state *st, int argc, char **argv)
{
    long long n = 1;
    if (st->loop_depth == 0) {
        sh_errorf(st, "%s: only meaningful in a `for', `while', or `until' loop", argv[0]);
        return 0;
    }
    if (argc > 2) {
        sh_errorf(st, "%s: too many arguments", argv[0]);
        st->status = 1;
        st->flow = SH_FLOW_EXIT;
        return 1;
    }
    if (argc > 1 && parse_int(argv[1], &n) < 0) {
        sh_errorf(st, "%s: %s: numeric argument required", argv[0], argv[1]);
        st->status = 128;
        st->flow = SH_FLOW_EXIT;
        return 128;
    }
    if (n < 1) {
        sh_errorf(st, "%s: %s: loop count out of range", argv[0], argv[1]);
        st->flow = SH_FLOW_BREAK;
        st->flow_n = st->loop_depth;
        return 1;
    }
    if (n > st->loop_depth) {
        n = st->loop_depth;
    }
    st->flow = strcmp(argv[0], "break") == 0 ? SH_FLOW_BREAK : SH_FLOW_CONTINUE;
    st->flow_n = (int)n;
    return 0;
}

static int
b_eval(sh_state *st, int argc, char **argv)
{
    int first = special_no_opts(st, argc, argv);
    if (first < 0) {
        return 2;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    for (int i = first; i < argc; i++) {
        if ((i > first && cm_buf_addc(&b, ' ') < 0) || cm_buf_adds(&b, argv[i]) < 0) {
            cm_buf_free(&b);
            return 1;
        }
    }
    if (st->eval_depth > 100) {
        cm_buf_free(&b);
        sh_errorf(st, "eval: nested too deeply");
        return 1;
    }
    st->eval_depth++;
    // the text sees $? of before; a text of no command is status 0 (POSIX)
    unsigned long ran = st->text_commands;
    int r = sh_exec_text(st, cm_buf_str(&b), b.len, "eval", &st->code);
    if (ran == st->text_commands) {
        r = st->status = 0;
    }
    st->eval_depth--;
    cm_buf_free(&b);
    return r;
}

static int
b_source(sh_state *st, int argc, char **argv)
{
    if (argc < 2) {
        sh_errorf(st, "%s: filename argument required", argv[0]);
        return special_usage(st, argv[0]);
    }
    cm_buf text;
    cm_buf why;
    cm_buf_init(&text, 16 << 20);
    cm_buf_init(&why, 0);
    if (sh_fx_read_file(st, argv[1], &text, &why) < 0) {
        sh_errorf(st, "%s: %s", argv[0], cm_buf_str(&why));
        cm_buf_free(&text);
        cm_buf_free(&why);
        return special_error(st, 1);
    }
    cm_buf_free(&why);
    char **old = NULL;
    size_t old_n = 0;
    if (argc > 2) {
        old = st->params;
        old_n = st->n_params;
        st->params = NULL;
        st->n_params = 0;
        if (sh_params_set(st, argv + 2, (size_t)argc - 2) < 0) {
            st->params = old;
            st->n_params = old_n;
            cm_buf_free(&text);
            return 1;
        }
    }
    if (st->source_depth > 50) {
        sh_errorf(st, "%s: nested too deeply", argv[0]);
        cm_buf_free(&text);
        return 1;
    }
    st->source_depth++;
    // the script sees $? of before; a script of no command is status 0 (POSIX)
    unsigned long ran = st->text_commands;
    int r = sh_exec_text(st, cm_buf_str(&text), text.len, argv[1], &st->code);
    if (ran == st->text_commands && st->flow == SH_FLOW_NONE) {
        r = st->status = 0;
    }
    st->source_depth--;
    if (st->flow == SH_FLOW_RETURN) {
        // a return of the script's own (a function it calls takes its own returns), also
        // when a function runs the script: the script ends, the function goes on
        st->flow = SH_FLOW_NONE;
        r = st->status;
    }
    if (argc > 2) {
        for (size_t i = 0; i < st->n_params; i++) {
            cm_free(st->params[i]);
        }
        cm_free(st->params);
        st->params = old;
        st->n_params = old_n;
    }
    cm_buf_free(&text);
    return r;
}

static const char *const keywords[] = {"if",   "then", "else",     "elif",  "fi",  "do",   "done",
                                       "case", "esac", "while",    "until", "for", "in",   "{",
                                       "}",    "!",    "function", "[[",    "]]",  "time", NULL};

static int
is_keyword(const char *s)
{
    for (size_t i = 0; keywords[i]; i++) {
        if (strcmp(s, keywords[i]) == 0) {
            return 1;
        }
    }
    return 0;
}

// How type and command -V describe a command of the shell's own (ls, cat, grep).
#define OWN_COMMAND_TEXT "%s is the shell's own command %s\n"

// type / command -v / command -V for one name. Returns 0 when found.
static int
describe(sh_state *st, const char *name, int style, cm_buf *b)
{
    char path[4200];
    int k;
    if (is_keyword(name)) {
        k = 'k';
    } else {
        k = sh_exec_resolve(st, name, path, sizeof(path));
    }
    const sh_builtin *bi = k == 'b' ? sh_builtin_find(name) : NULL;
    if (bi && (bi->flags & SH_PROGRAM)) {
        k = 'c';
    }
    if (!k && sh_alias_get(st, name)) {
        k = 'a';
    }
    if (sh_alias_get(st, name)) {
        k = 'a';
    }
    if (!k) {
        if (style != 'v') {
            sh_errorf(st, "%s: %s: not found", style == 't' ? "type" : "command", name);
        }
        return 1;
    }
    int r = 0;
    if (style == 'v') {
        if (k == 'a') {
            r = cm_buf_printf(b, "alias %s=", name) < 0 ||
                quote_value(b, sh_alias_get(st, name)) < 0 || cm_buf_addc(b, '\n') < 0;
        } else {
            r = cm_buf_printf(b, "%s\n", k == 'p' ? path : name) < 0;
        }
        return r;
    }
    switch (k) {
    case 'a':
        r = cm_buf_printf(b, "%s is an alias for %s\n", name, sh_alias_get(st, name));
        break;
    case 'k':
        r = cm_buf_printf(b, "%s is a shell keyword\n", name);
        break;
    case 'f':
        r = cm_buf_printf(b, "%s is a function\n", name) < 0 ||
            func_text(st, b, sh_func_find(st, name), 1) != 0;
        break;
    case 'b':
        r = cm_buf_printf(b, "%s is a shell builtin\n", name);
        break;
    case 'c':
        r = cm_buf_printf(b, OWN_COMMAND_TEXT, name, name);
        break;
    default:
        r = cm_buf_printf(b, "%s is %s\n", name, path);
        break;
    }
    return r < 0;
}

// type -t: one word for what name is; type -a: every meaning it has, in the order the
// shell tries them.
static int
describe_all(sh_state *st, const char *name, int word, int all, int path_only, cm_buf *b)
{
    char path[4200];
    int found = 0;
    int r = 0;
    const char *alias = path_only ? NULL : sh_alias_get(st, name);
    if (alias) {
        found = 1;
        r |= word ? cm_buf_adds(b, "alias\n") < 0
                  : cm_buf_printf(b, "%s is an alias for %s\n", name, alias) < 0;
    }
    if (!path_only && (all || !found) && is_keyword(name)) {
        found = 1;
        r |= cm_buf_printf(b, word ? "keyword\n" : "%s is a shell keyword\n", name) < 0;
    }
    if (!path_only && (all || !found) && sh_func_find(st, name)) {
        found = 1;
        r |= word ? cm_buf_adds(b, "function\n") < 0
                  : cm_buf_printf(b, "%s is a function\n", name) < 0 ||
                        func_text(st, b, sh_func_find(st, name), 1) != 0;
    }
    const sh_builtin *bi = sh_builtin_find(name);
    if (!path_only && (all || !found) && bi && !(bi->flags & SH_PROGRAM)) {
        found = 1;
        r |= cm_buf_printf(b, word ? "builtin\n" : "%s is a shell builtin\n", name) < 0;
    } else if (!path_only && (all || !found) && (bi || bi_command_find(name))) {
        // a program to scripts (bash and zsh say "file" for ls), though it runs inside
        // the shell: no host path is named, since that path would run the host program
        found = 1;
        r |= word ? cm_buf_adds(b, "file\n") < 0
                  : cm_buf_printf(b, OWN_COMMAND_TEXT, name, name) < 0;
    }
    if ((all || !found) && sh_exec_find_program(st, name, path, sizeof(path))) {
        found = 1;
        r |= path_only ? cm_buf_printf(b, "%s\n", path) < 0
             : word    ? cm_buf_adds(b, "file\n") < 0
                       : cm_buf_printf(b, "%s is %s\n", name, path) < 0;
    }
    return r ? -1 : found;
}

static int
b_type(sh_state *st, int argc, char **argv)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    unsigned seen;
    int i = parse_opts(st, argc, argv, "tapPf", &seen);
    if (i < 0) {
        cm_buf_free(&b);
        return 2;
    }
    int word = (seen & 1) != 0;
    int all = (seen & 2) != 0;
    int path_only = (seen & 12) != 0;
    for (; i < argc; i++) {
        int f = describe_all(st, argv[i], word, all, path_only, &b);
        if (f == 0 && !word && !path_only) {
            sh_errorf(st, "type: %s: not found", argv[i]);
        }
        rc |= f <= 0;
    }
    (void)out_buf(st, &b);
    cm_buf_free(&b);
    return rc;
}

static int
b_command(sh_state *st, int argc, char **argv)
{
    int i = 1;
    int style = 0;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        // -p -v -V, also grouped (-pv, -pV)
        for (size_t k = 1; argv[i][k]; k++) {
            char c = argv[i][k];
            if (c == 'v' || c == 'V') {
                style = c;
            } else if (c != 'p') {
                sh_errorf(st, "command: -%c: invalid option", c);
                return 2;
            }
        }
    }
    if (i >= argc) {
        return 0;
    }
    if (style) {
        cm_buf b;
        cm_buf_init(&b, 0);
        int rc = 0;
        for (; i < argc; i++) {
            rc |= describe(st, argv[i], style, &b);
        }
        (void)out_buf(st, &b);
        cm_buf_free(&b);
        return rc;
    }
    st->via_command++;
    int r = sh_exec_argv(st, argc - i, argv + i, 1);
    st->via_command--;
    return r;
}

static int
b_builtin(sh_state *st, int argc, char **argv)
{
    if (argc < 2) {
        return 0;
    }
    // decided under its own name, as when typed alone; [[ is a keyword, not a builtin
    int r = strcmp(argv[1], "[[") != 0 ? sh_exec_own(st, argc - 1, argv + 1, NULL) : -2;
    if (r == -2) {
        sh_errorf(st, "builtin: %s: not a shell builtin", argv[1]);
        return 1;
    }
    return r;
}

// xargs' items: NUL-separated (-0), whole lines (-I), else blank-separated words with
// '…', "…" and \ quoting. Each item is appended to items as a NUL-terminated string.
static int
xargs_split(const char *s, size_t n, int mode, cm_buf *items, size_t *count)
{
    size_t i = 0;
    int r = 0;
    while (i < n && r == 0) {
        if (mode == '0' || mode == 'I') {
            char sep = mode == '0' ? 0 : '\n';
            while (mode == 'I' && i < n && (s[i] == ' ' || s[i] == '\t')) {
                i++;
            }
            const char *e = memchr(s + i, sep, n - i);
            size_t end = e ? (size_t)(e - s) : n;
            if (end > i || mode == '0') {
                r = cm_buf_add(items, s + i, end - i);
                r = r == 0 ? cm_buf_addc(items, 0) : r;
                ++*count;
            }
            i = end + 1;
            continue;
        }
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n')) {
            i++;
        }
        if (i >= n) {
            break;
        }
        char q = 0;
        while (i < n && r == 0 && (q || (s[i] != ' ' && s[i] != '\t' && s[i] != '\n'))) {
            char c = s[i++];
            if (!q && (c == '\'' || c == '"')) {
                q = c;
            } else if (q && c == q) {
                q = 0;
            } else if (!q && c == '\\' && i < n) {
                r = cm_buf_addc(items, s[i++]);
            } else {
                r = cm_buf_addc(items, c);
            }
        }
        if (q) {
            return -2;
        }
        r = r == 0 ? cm_buf_addc(items, 0) : r;
        ++*count;
    }
    return r;
}

// All of fd's input, up to 64 MiB (what is past the cap is left unread), into in (to be
// freed by the caller). -1, with in freed, when an interrupt or the run's end stops it.
static int
read_input(int fd, cm_buf *in)
{
    cm_buf_init(in, (size_t)64 << 20);
    char chunk[16384];
    for (;;) {
        if (bi_stop_pending()) {
            cm_buf_free(in);
            return -1;
        }
        ssize_t r = bi_stop_read(fd, chunk, sizeof chunk);
        if (r < 0 && errno == EINTR) {
            cm_buf_free(in); // Ctrl-C or the run's end while waiting for input
            return -1;
        }
        if (r <= 0 || cm_buf_add(in, chunk, (size_t)r) < 0) {
            return 0;
        }
    }
}

/* mapfile / readarray [-t] [-n COUNT] [-O ORIGIN] [-s COUNT] [-d DELIM] [-u FD] [ARRAY]
 * (bash): the lines of the input into ARRAY (MAPFILE), each with its delimiter unless
 * -t; the array is emptied first unless -O is given. */
static int
b_mapfile(sh_state *st, int argc, char **argv)
{
    const char *me = argv[0];
    int strip = 0;
    long long count = 0;
    long long origin = -1;
    long long skip = 0;
    char delim = '\n';
    int fd_num = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        for (const char *o = argv[i] + 1; *o; o++) {
            if (*o == 't') {
                strip = 1;
                continue;
            }
            if (!strchr("nOsdu", *o)) {
                sh_errorf(st, "%s: -%c: invalid option", me, *o);
                return 2;
            }
            const char *v = o[1] ? o + 1 : i + 1 < argc ? argv[++i] : NULL;
            if (!v) {
                sh_errorf(st, "%s: -%c: option requires an argument", me, *o);
                return 2;
            }
            if (*o == 'd') {
                delim = v[0]; // "" is the NUL byte, as in bash
            } else {
                char *end;
                errno = 0;
                long long n = strtoll(v, &end, 10);
                if (end == v || *end || errno || n < 0 || (*o == 'u' && n > 9)) {
                    sh_errorf(st, "%s: %s: invalid %s", me, v,
                              *o == 'u'   ? "file descriptor specification"
                              : *o == 'O' ? "array origin"
                                          : "line count");
                    return 1;
                }
                if (*o == 'u') {
                    fd_num = (int)n;
                } else {
                    *(*o == 'n' ? &count : *o == 'O' ? &origin : &skip) = n;
                }
            }
            break;
        }
    }
    const char *name = i < argc ? argv[i] : "MAPFILE";
    if (!sh_is_name(name)) {
        sh_errorf(st, "%s: `%s': not a valid identifier", me, name);
        return 1;
    }
    int fd = fd_num == 0 ? st->ctx.in : fd_num < 3 ? -1 : st->fd_hi[fd_num];
    if (fd < 0) {
        sh_errorf(st, "%s: %d: invalid file descriptor: Bad file descriptor", me, fd_num);
        return 1;
    }
    cm_buf in;
    if (read_input(fd, &in) < 0) {
        return 130;
    }
    if (sh_arr_make(st, name, origin < 0) < 0) {
        cm_buf_free(&in);
        return 1;
    }
    long long at = origin < 0 ? 0 : origin;
    long long taken = 0;
    size_t pos = 0;
    int rc = 0;
    while (pos < in.len && (count == 0 || taken < count) && rc == 0) {
        const char *p = in.data + pos;
        const char *e = memchr(p, delim, in.len - pos);
        size_t line = e ? (size_t)(e - p) + 1 : in.len - pos;
        pos += line;
        if (skip > 0) {
            skip--;
            continue;
        }
        size_t keep = strip && e ? line - 1 : line;
        char *v = cm_arena_strndup(&st->tmp, p, keep);
        rc = !v || sh_arr_set(st, name, at++, v) < 0;
        taken++;
    }
    cm_buf_free(&in);
    return rc;
}

// A GNU duration: a number with an optional s, m, h or d. -1 when it is not one.
static double
duration_arg(const char *v)
{
    char *end;
    errno = 0;
    double d = strtod(v, &end);
    if (end == v || errno || d < 0 || isnan(d)) {
        return -1;
    }
    double unit = 1;
    if (*end && !end[1]) {
        const char *units = "smhd";
        const double scale[] = {1, 60, 3600, 86400};
        const char *u = strchr(units, *end);
        if (!u) {
            return -1;
        }
        unit = scale[u - units];
        end++;
    }
    return *end ? -1 : d * unit;
}

// A wrapper's usage error (timeout, nohup): msg (when not empty) and GNU's hint, 125.
static int
wrapper_usage(sh_state *st, const char *prog, const char *msg)
{
    if (*msg) {
        bi_cmd_err(&st->ctx, prog, "%s", msg);
    }
    (void)bi_cmd_usage(&st->ctx, prog);
    return 125;
}

// timeout [-s SIG] [-k DURATION] [--preserve-status] [--foreground] [-v] DURATION
// COMMAND [ARG...]: run COMMAND as typed (decided under its own name) and end it when
// DURATION passes: a host program gets SIG (TERM) and, with -k, SIGKILL after that; an
// own command and python3 stop at the end as at the run's end. 124 when it was ended (--preserve-
// status: the command's own). Run as the shell's, so that python3 is the box's Python,
// not the host's; it only ever tightens the box's own limits.
static int
b_timeout(sh_state *st, int argc, char **argv)
{
    int sig = SIGTERM;
    double kill_after = 0;
    int preserve = 0;
    int verbose = 0;
    char msg[256];
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        if (strcmp(a, "--preserve-status") == 0 || strcmp(a, "--foreground") == 0) {
            preserve |= a[2] == 'p';
            continue;
        }
        if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
            verbose = 1;
            continue;
        }
        const char *v = NULL;
        char which = 0;
        if (strncmp(a, "--signal=", 9) == 0 || strncmp(a, "--kill-after=", 13) == 0) {
            which = a[2] == 's' ? 's' : 'k';
            v = strchr(a, '=') + 1;
        } else if (a[1] == 's' || a[1] == 'k') {
            which = a[1];
            v = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
            if (!v) {
                snprintf(msg, sizeof msg, "option requires an argument -- '%c'", which);
                return wrapper_usage(st, "timeout", msg);
            }
        } else {
            if (a[1] == '-') {
                snprintf(msg, sizeof msg, "unrecognized option '%s'", a);
            } else {
                snprintf(msg, sizeof msg, "invalid option -- '%c'", a[1]);
            }
            return wrapper_usage(st, "timeout", msg);
        }
        if (which == 's') {
            sig = sh_trap_signal(v);
            if (sig <= 0 || sig >= SH_NSIG) {
                snprintf(msg, sizeof msg, "\u2018%s\u2019: invalid signal", v);
                return wrapper_usage(st, "timeout", msg);
            }
        } else if ((kill_after = duration_arg(v)) < 0) {
            snprintf(msg, sizeof msg, "invalid time interval \u2018%s\u2019", v);
            return wrapper_usage(st, "timeout", msg);
        }
    }
    if (i >= argc) {
        return wrapper_usage(st, "timeout", ""); // GNU says only "Try ..."
    }
    double secs = duration_arg(argv[i]);
    if (secs < 0) {
        snprintf(msg, sizeof msg, "invalid time interval \u2018%s\u2019", argv[i]);
        return wrapper_usage(st, "timeout", msg);
    }
    if (++i >= argc) {
        return wrapper_usage(st, "timeout", "");
    }
    double end = secs > 0 ? sh_limit_now() + secs : 0;
    sh_timeout was = st->timeout;
    if (end > 0 && (was.end <= 0 || end < was.end)) {
        st->timeout.end = end;
        st->timeout.sig = sig;
        st->timeout.kill_after = kill_after;
    }
    st->timeout.fired = 0;
    int s = sh_exec_program(st, argc - i, argv + i);
    int by_signal = st->timeout.fired; // a host program got the signal
    int fired = by_signal || (end > 0 && sh_limit_now() >= end);
    st->timeout = was;
    if (s == -2) {
        bi_cmd_err(&st->ctx, "timeout",
                   "failed to run command \u2018%s\u2019: No such file or directory", argv[i]);
        return 127;
    }
    if (!fired || (s == 125 && st->flow == SH_FLOW_EXIT) || s == 128 + SIGKILL) {
        return s; // the box's own limit ended the run, and says so; 137: GNU's for KILL
    }
    if (!by_signal && sig == SIGKILL) {
        return 128 + SIGKILL; // an own command stopped at the end, as KILL ends a program
    }
    if (verbose) {
        bi_cmd_err(&st->ctx, "timeout", "sending signal %s to command \u2018%s\u2019",
                   sig == SIGTERM ? "TERM" : "the given", argv[i]);
    }
    return !preserve ? 124 : by_signal ? s : 128 + sig;
}

// env [-i] [-u NAME]... [NAME=VALUE]... [COMMAND [ARG...]]: with a COMMAND, run it as
// typed (decided under its own name, python3 the box's Python) with those variables set
// or unset for it; without one, the own command env prints the environment. -i unsets
// every exported variable for the command (PATH too: while it is unset, a command is found
// in glibc's default path, as GNU env's execvp finds it).
static int
b_env(sh_state *st, int argc, char **argv)
{
    int i = 1;
    int empty = 0;
    size_t n_unset = 0;
    char **unset = cm_arena_alloc(&st->tmp, (size_t)argc * sizeof(char *));
    if (!unset) {
        sh_errorf(st, "out of memory");
        return 125;
    }
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        if (strcmp(a, "-") == 0 || strcmp(a, "-i") == 0 || strcmp(a, "--ignore-environment") == 0) {
            empty = 1;
        } else if (strcmp(a, "-u") == 0 && i + 1 < argc) {
            unset[n_unset++] = argv[++i];
        } else {
            break; // the own command words the rest of the errors
        }
    }
    int first = i;
    while (i < argc && strchr(argv[i], '=')) {
        i++;
    }
    if (i >= argc || argv[i][0] == '-') {
        const bi_command *c = bi_command_find("env");
        st->ctx.env = sh_var_environ(st); // what sh_exec_own gives an own command
        int r = c ? c->fn(&st->ctx, argc, argv) : 127;
        st->ctx.env = NULL;
        return r;
    }
    if (empty) {
        // -i: every exported variable is unset for the command too
        char **env = sh_var_environ(st);
        size_t n_env = 0;
        while (env && env[n_env]) {
            n_env++;
        }
        char **more = env ? cm_arena_alloc(&st->tmp, (n_unset + n_env) * sizeof(char *) + 1) : NULL;
        if (!more) {
            sh_errorf(st, "out of memory");
            return 125;
        }
        memcpy(more, unset, n_unset * sizeof(char *));
        for (size_t k = 0; k < n_env; k++) {
            char *name = cm_arena_strndup(&st->tmp, env[k], strcspn(env[k], "="));
            if (!name) {
                sh_errorf(st, "out of memory");
                return 125;
            }
            more[n_unset++] = name;
        }
        unset = more;
    }
    const char *was = st->path_fallback;
    if (empty) {
        st->path_fallback = "/bin:/usr/bin"; // glibc's default path, which execvp takes
    }
    int s = sh_exec_program_env(st, argv + first, (size_t)(i - first), unset, n_unset, argc - i,
                                argv + i);
    st->path_fallback = was;
    if (s == -2) {
        bi_cmd_err(&st->ctx, "env", "\u2018%s\u2019: No such file or directory", argv[i]);
        return 127;
    }
    return s;
}

// nohup COMMAND [ARG...]: COMMAND as typed. No session here hangs up on it, so nothing
// else is needed; it is the shell's so that python3 is the box's Python.
static int
b_nohup(sh_state *st, int argc, char **argv)
{
    int i = argc > 1 && strcmp(argv[1], "--") == 0 ? 2 : 1;
    if (i >= argc) {
        return wrapper_usage(st, "nohup", "missing operand");
    }
    int s = sh_exec_program(st, argc - i, argv + i);
    if (s == -2) {
        bi_cmd_err(&st->ctx, "nohup",
                   "failed to run command \u2018%s\u2019: No such file or directory", argv[i]);
        return 127;
    }
    return s;
}

// xargs [-0] [-r] [-n N] [-I REPL] [COMMAND [ARG...]]: run COMMAND (echo) with the
// items of stdin, each run decided as a command typed with those arguments.
static int
b_xargs(sh_state *st, int argc, char **argv)
{
    int mode = 0;
    long per = 0;
    int skip_empty = 0;
    const char *repl = NULL;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        if (strcmp(a, "-0") == 0 || strcmp(a, "-r") == 0) {
            mode = a[1] == '0' ? '0' : mode;
            skip_empty |= a[1] == 'r';
            continue;
        }
        if (a[1] != 'n' && a[1] != 'I') {
            sh_errorf(st, "xargs: invalid option -- '%c'", a[1]);
            return 1;
        }
        const char *v = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
        if (!v || (a[1] == 'n' && (per = strtol(v, NULL, 10)) < 1)) {
            sh_errorf(st, "xargs: option -%c needs a value", a[1]);
            return 1;
        }
        if (a[1] == 'I') {
            repl = v;
            mode = mode ? mode : 'I';
            per = 1;
        }
    }
    cm_buf in;
    if (read_input(st->ctx.in, &in) < 0) {
        return 130;
    }
    cm_buf items;
    cm_buf_init(&items, (size_t)64 << 20);
    size_t n = 0;
    int sr = xargs_split(in.data ? in.data : "", in.len, mode, &items, &n);
    cm_buf_free(&in);
    if (sr < 0) {
        sh_errorf(st, sr == -2 ? "xargs: unmatched quote" : "xargs: input too long");
        cm_buf_free(&items);
        return 1;
    }
    char *echo[] = {(char *)"echo", NULL};
    char **cmd = i < argc ? argv + i : echo;
    int ncmd = i < argc ? argc - i : 1;
    size_t batch = per > 0 ? (size_t)per : (n ? n : 1);
    char **args = cm_calloc((size_t)ncmd + batch + 1, sizeof(char *));
    cm_buf subst;
    cm_buf_init(&subst, 0);
    int rc = 0;
    const char *item = items.data;
    size_t done = 0;
    while (args && (done < n || (done == 0 && !skip_empty && !repl)) && rc < 124) {
        size_t take = n - done < batch ? n - done : batch;
        int k = 0;
        cm_buf_free(&subst);
        // -I: REPL in each word of the command becomes the item (offsets, then strings)
        size_t offs[64];
        for (int w = 0; w < ncmd; w++) {
            const char *at = repl && *repl ? strstr(cmd[w], repl) : NULL;
            if (!at || w >= 64) {
                args[k++] = cmd[w];
                continue;
            }
            offs[w] = subst.len;
            const char *p = cmd[w];
            int e = 0;
            for (; at && e == 0; at = strstr(p, repl)) {
                e = cm_buf_add(&subst, p, (size_t)(at - p));
                e = e == 0 ? cm_buf_adds(&subst, item) : e;
                p = at + strlen(repl);
            }
            e = e == 0 ? cm_buf_adds(&subst, p) : e;
            e = e == 0 ? cm_buf_addc(&subst, 0) : e;
            if (e < 0) {
                sh_errorf(st, "xargs: out of memory");
                rc = 1;
                break;
            }
            args[k++] = NULL; // filled below, once subst stops moving
        }
        if (rc == 1) {
            break;
        }
        for (int w = 0; repl && w < ncmd && w < 64; w++) {
            if (!args[w]) {
                args[w] = subst.data ? subst.data + offs[w] : (char *)"";
            }
        }
        for (size_t t = 0; !repl && t < take; t++) {
            args[k++] = (char *)item;
            item += strlen(item) + 1;
        }
        if (repl) {
            item += strlen(item) + 1;
        }
        args[k] = NULL;
        done += take ? take : 1;
        int s = sh_exec_program(st, k, args);
        if (s == -2) {
            sh_errorf(st, "xargs: %s: No such file or directory", args[0]);
            s = 127;
        }
        if (s == 126 || s == 127 || s == 130) {
            rc = s;
        } else if (s == 255) {
            rc = 124;
        } else if (s != 0) {
            rc = 123;
        }
    }
    cm_buf_free(&subst);
    cm_free(args);
    cm_buf_free(&items);
    return rc;
}

static int
b_alias(sh_state *st, int argc, char **argv)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    int first = 1;
    int with_alias = 0;
    for (; first < argc && argv[first][0] == '-' && argv[first][1]; first++) {
        if (strcmp(argv[first], "--") == 0) {
            first++;
            break;
        }
        if (strcmp(argv[first], "-p") != 0) {
            sh_errorf(st, "alias: %s: invalid option", argv[first]);
            cm_buf_free(&b);
            return 2;
        }
        with_alias = 1; // -p: each as `alias NAME='VALUE'`
    }
    if (first == argc || with_alias) {
        // NAME='VALUE' without the "alias " bash adds outside its POSIX mode (as export -p)
        for (size_t i = 0; i < st->n_aliases; i++) {
            if ((with_alias && cm_buf_adds(&b, "alias ") < 0) ||
                cm_buf_printf(&b, "%s=", st->aliases[i].name) < 0 ||
                quote_value(&b, st->aliases[i].value) < 0 || cm_buf_addc(&b, '\n') < 0) {
                rc = 1;
                break;
            }
        }
    }
    for (int i = first; i < argc; i++) {
        const char *eq = strchr(argv[i], '=');
        if (!eq) {
            const char *v = sh_alias_get(st, argv[i]);
            if (!v) {
                sh_errorf(st, "alias: %s: not found", argv[i]);
                rc = 1;
                continue;
            }
            if (cm_buf_printf(&b, "%s=", argv[i]) < 0 || quote_value(&b, v) < 0 ||
                cm_buf_addc(&b, '\n') < 0) {
                rc = 1;
            }
            continue;
        }
        char name[256];
        size_t nl = (size_t)(eq - argv[i]);
        if (nl == 0 || nl >= sizeof(name)) {
            sh_errorf(st, "alias: `%s': invalid alias name", argv[i]);
            rc = 1;
            continue;
        }
        memcpy(name, argv[i], nl);
        name[nl] = 0;
        if (sh_alias_set(st, name, eq + 1) < 0) {
            rc = 1;
        }
    }
    (void)out_buf(st, &b);
    cm_buf_free(&b);
    return rc;
}

static int
b_unalias(sh_state *st, int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-a") == 0) {
            while (st->n_aliases > 0) {
                sh_alias_remove(st, st->aliases[0].name);
            }
            continue;
        }
        if (!sh_alias_get(st, argv[i])) {
            sh_errorf(st, "unalias: %s: not found", argv[i]);
            return 1;
        }
        sh_alias_remove(st, argv[i]);
    }
    return 0;
}

static int
b_trap(sh_state *st, int argc, char **argv)
{
    int i = 1;
    if (i < argc && strcmp(argv[i], "-p") == 0) {
        i++;
    }
    if (i < argc && strcmp(argv[i], "--") == 0) {
        i++;
    } else if (i < argc && argv[i][0] == '-' && argv[i][1]) {
        sh_errorf(st, "trap: -%c: invalid option", argv[i][1]); // `-` alone is an action
        return special_usage(st, "trap");
    }
    if (i >= argc) {
        cm_buf b;
        cm_buf_init(&b, 0);
        int r = sh_trap_list(st, &b) == 0 ? out_buf(st, &b) : 1;
        cm_buf_free(&b);
        return r;
    }
    const char *action = argv[i++];
    if (action[0] && strspn(action, "0123456789") == strlen(action)) {
        // `trap 2 QUIT`: a first operand that is a number is a condition: all are reset
        i--;
        action = "-";
    } else if (i == argc) {
        // `trap SIG`: one operand that names a signal resets it, as POSIX says
        if (sh_trap_signal(action) < 0) {
            sh_errorf(st, "trap: %s: invalid signal specification", action);
            return 1;
        }
        i--;
        action = "-";
    }
    int rc = 0;
    for (; i < argc; i++) {
        int sig = sh_trap_signal(argv[i]);
        if (sig < 0) {
            sh_errorf(st, "trap: %s: invalid signal specification", argv[i]);
            rc = 1;
            continue;
        }
        if (sh_trap_set(st, sig, action) < 0) {
            sh_errorf(st, "trap: out of memory");
            return 1;
        }
    }
    return rc;
}

// One "MmS.SSSs" of times.
static int
times_pair(cm_buf *b, const struct rusage *ru)
{
    const struct timeval *tv[2] = {&ru->ru_utime, &ru->ru_stime};
    for (int k = 0; k < 2; k++) {
        long ms = (long)tv[k]->tv_usec / 1000;
        if (cm_buf_printf(b, "%ldm%ld.%03lds%c", (long)tv[k]->tv_sec / 60, (long)tv[k]->tv_sec % 60,
                          ms, k == 0 ? ' ' : '\n') < 0) {
            return -1;
        }
    }
    return 0;
}

// times: the user and system time of the shell, then of the processes it waited for.
static int
b_times(sh_state *st, int argc, char **argv)
{
    if (special_no_opts(st, argc, argv) < 0) {
        return 2;
    }
    struct rusage self;
    struct rusage children;
    if (getrusage(RUSAGE_SELF, &self) < 0 || getrusage(RUSAGE_CHILDREN, &children) < 0) {
        sh_errorf(st, "times: %s", strerror(errno));
        return 1;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = times_pair(&b, &self) < 0 || times_pair(&b, &children) < 0 || out_buf(st, &b) < 0;
    cm_buf_free(&b);
    return rc;
}

static int
b_exec(sh_state *st, int argc, char **argv)
{
    int k = special_no_opts(st, argc, argv);
    if (k < 0) {
        return 2;
    }
    if (argc <= k) {
        return 0;
    }
    int r = sh_exec_argv(st, argc - k, argv + k, 1);
    st->status = r;
    st->flow = SH_FLOW_EXIT;
    return r;
}

static int
b_let(sh_state *st, int argc, char **argv)
{
    long long v = 0;
    for (int i = 1; i < argc; i++) {
        if (sh_arith(st, argv[i], strlen(argv[i]), &v) < 0) {
            return 1;
        }
    }
    return v != 0 ? 0 : 1;
}

// hash: the shell remembers no paths (each command is looked up and decided when it
// runs), so the table is always empty; a name is still looked up.
static int
b_hash(sh_state *st, int argc, char **argv)
{
    int rc = 0;
    unsigned seen;
    int i = parse_opts(st, argc, argv, "r", &seen);
    if (i < 0) {
        return 2;
    }
    if (i >= argc) {
        return 0; // bash --posix prints nothing for the empty table
    }
    for (; i < argc; i++) {
        char path[4200];
        if (!sh_exec_resolve(st, argv[i], path, sizeof(path))) {
            sh_errorf(st, "hash: %s: not found", argv[i]);
            rc = 1;
        }
    }
    return rc;
}

// shopt: the handful of bash options agents set.
static int
b_shopt(sh_state *st, int argc, char **argv)
{
    static const char *const names[] = {"dotglob", "extglob", "globstar", "nullglob", NULL};
    int *flags[] = {&st->opt_dotglob, &st->opt_extglob, &st->opt_globstar, &st->opt_nullglob};
    unsigned seen;
    int i = parse_opts(st, argc, argv, "suqp", &seen);
    if (i < 0) {
        return 2;
    }
    int set = seen & 1 ? 1 : seen & 2 ? 0 : -1; // -s 1, -u 0, neither -1
    int quiet = (seen & 4) != 0;
    int print = (seen & 8) != 0;
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    int bad = 0;
    // in the order named (every option when none is)
    int count = i >= argc ? (int)CM_ARRAY_LEN(flags) : argc - i;
    for (int j = 0; j < count; j++) {
        size_t k = 0;
        if (i < argc) {
            while (names[k] && strcmp(argv[i + j], names[k]) != 0) {
                k++;
            }
            if (!names[k]) {
                continue;
            }
        } else {
            k = (size_t)j;
        }
        if (set >= 0 && i < argc) {
            *flags[k] = set;
            continue;
        }
        if (set >= 0 && *flags[k] != set) {
            continue; // `shopt -s` lists the options that are on
        }
        rc |= !*flags[k];
        if (quiet) {
            continue;
        }
        bad |= print ? cm_buf_printf(&b, "shopt %s %s\n", *flags[k] ? "-s" : "-u", names[k]) < 0
                     : cm_buf_printf(&b, "%-15s\t%s\n", names[k], *flags[k] ? "on" : "off") < 0;
    }
    for (int j = i; j < argc; j++) {
        int known = 0;
        for (size_t k = 0; names[k]; k++) {
            known |= strcmp(argv[j], names[k]) == 0;
        }
        if (!known) {
            sh_errorf(st, "shopt: %s: invalid shell option name", argv[j]);
            rc = 1;
        }
    }
    if (!bad) {
        bad = out_buf(st, &b) < 0;
    }
    cm_buf_free(&b);
    return rc || bad;
}

// ulimit: the limits are the box's; they can be read, never raised or lowered here.
static int
b_ulimit(sh_state *st, int argc, char **argv)
{
    static const struct {
        char opt;
        int res;
        const char *desc;
        int unit;
    } lims[] = {
        {'c', RLIMIT_CORE, "core file size              (blocks, -c)", 512},
        {'d', RLIMIT_DATA, "data seg size               (kbytes, -d)", 1024},
        {'f', RLIMIT_FSIZE, "file size                   (blocks, -f)", 512},
        {'n', RLIMIT_NOFILE, "open files                          (-n)", 1},
        {'s', RLIMIT_STACK, "stack size                  (kbytes, -s)", 1024},
        {'t', RLIMIT_CPU, "cpu time                   (seconds, -t)", 1},
        {'u', RLIMIT_NPROC, "max user processes                  (-u)", 1},
        {'v', RLIMIT_AS, "virtual memory              (kbytes, -v)", 1024},
    };
    int all = 0;
    int hard = 0;
    char want = 'f';
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] != '-') {
            sh_errorf(st, "ulimit: %s: limits are the box's and cannot be changed here", argv[i]);
            return 1;
        }
        for (const char *o = argv[i] + 1; *o; o++) {
            if (*o == 'a') {
                all = 1;
            } else if (*o == 'H') {
                hard = 1;
            } else if (*o == 'S') {
                hard = 0;
            } else {
                want = *o;
            }
        }
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    int found = 0;
    int bad = 0;
    for (size_t k = 0; k < CM_ARRAY_LEN(lims); k++) {
        if (!all && lims[k].opt != want) {
            continue;
        }
        found = 1;
        struct rlimit rl;
        if (getrlimit(lims[k].res, &rl) != 0) {
            continue;
        }
        rlim_t v = hard ? rl.rlim_max : rl.rlim_cur;
        if (all) {
            bad |= cm_buf_printf(&b, "%s ", lims[k].desc) < 0;
        }
        bad |=
            v == RLIM_INFINITY
                ? cm_buf_adds(&b, "unlimited\n") < 0
                : cm_buf_printf(&b, "%llu\n", (unsigned long long)(v / (rlim_t)lims[k].unit)) < 0;
    }
    if (!found) {
        sh_errorf(st, "ulimit: -%c: invalid option", want);
        cm_buf_free(&b);
        return 2;
    }
    if (!bad) {
        bad = out_buf(st, &b) < 0;
    }
    cm_buf_free(&b);
    return bad;
}

static int
b_nojobs(sh_state *st, int argc, char **argv)
{
    (void)argc;
    sh_errorf(st, "%s: job control is not supported in this shell", argv[0]);
    return 1;
}

// A symbolic umask change ("u=rwx,g=rx,o=", "go-w", "a+r") applied to mask; -1 if bad.
static int
umask_symbolic(const char *spec, mode_t *mask)
{
    mode_t allowed = (mode_t)(~*mask & 0777);
    const char *p = spec;
    while (*p) {
        mode_t who = 0;
        for (; *p && strchr("ugoa", *p); p++) {
            who |= *p == 'u' ? 0700 : *p == 'g' ? 070 : *p == 'o' ? 07 : 0777;
        }
        if (who == 0) {
            who = 0777;
        }
        char op = *p;
        if (op != '=' && op != '+' && op != '-') {
            return -1;
        }
        p++;
        mode_t perm = 0;
        for (; *p && strchr("rwx", *p); p++) {
            perm |= *p == 'r' ? 0444 : *p == 'w' ? 0222 : 0111;
        }
        perm &= who;
        if (op == '=') {
            allowed = (allowed & ~who) | perm;
        } else if (op == '+') {
            allowed |= perm;
        } else {
            allowed &= ~perm;
        }
        if (*p == ',') {
            p++;
        } else if (*p) {
            return -1;
        }
    }
    *mask = (mode_t)(~allowed & 0777);
    return 0;
}

// umask: the file mode mask of everything the shell creates and every program it starts.
// Floor: others never get write permission (0002 stays in the mask).
static int
b_umask(sh_state *st, int argc, char **argv)
{
    unsigned seen;
    int i = parse_opts(st, argc, argv, "Sp", &seen);
    if (i < 0) {
        return 2;
    }
    int symbolic = (seen & 1) != 0;
    mode_t mask = umask(0);
    umask(mask);
    if (i >= argc) {
        cm_buf b;
        cm_buf_init(&b, 0);
        int r;
        if (symbolic) {
            char part[3][4];
            for (int k = 0; k < 3; k++) {
                mode_t bits = (mode_t)(~mask >> (6 - 3 * k)) & 7;
                size_t n = 0;
                if (bits & 4) {
                    part[k][n++] = 'r';
                }
                if (bits & 2) {
                    part[k][n++] = 'w';
                }
                if (bits & 1) {
                    part[k][n++] = 'x';
                }
                part[k][n] = 0;
            }
            r = cm_buf_printf(&b, "u=%s,g=%s,o=%s\n", part[0], part[1], part[2]);
        } else {
            r = cm_buf_printf(&b, "%04o\n", (unsigned)mask);
        }
        r = r < 0 || out_buf(st, &b) < 0;
        cm_buf_free(&b);
        return r;
    }
    const char *spec = argv[i];
    if (spec[0] >= '0' && spec[0] <= '7') {
        char *end;
        unsigned long v = strtoul(spec, &end, 8);
        if (*end || v > 0777) {
            sh_errorf(st, "umask: %s: octal number out of range", spec);
            return 1;
        }
        mask = (mode_t)v;
    } else if (umask_symbolic(spec, &mask) < 0) {
        sh_errorf(st, "umask: `%s': invalid symbolic mode", spec);
        return 1;
    }
    if (!(mask & 02)) {
        sh_errorf(st, "umask: others may not write what this box creates: 0002 stays masked");
        mask |= 02;
    }
    umask(mask);
    return 0;
}

static void
setv(sh_state *st, const char *name, const char *value)
{
    if (sh_var_set(st, name, value) == -1) {
        sh_errorf(st, "out of memory");
    }
}

static int
b_getopts(sh_state *st, int argc, char **argv)
{
    if (argc < 3) {
        sh_errorf(st, "getopts: usage: getopts optstring name [arg ...]");
        return 2;
    }
    const char *opts = argv[1];
    const char *var = argv[2];
    char **args = argc > 3 ? argv + 3 : st->params;
    size_t nargs = argc > 3 ? (size_t)argc - 3 : st->n_params;
    const char *oi = sh_var_get(st, "OPTIND");
    long long optind = 1;
    if (oi && parse_int(oi, &optind) < 0) {
        optind = 1;
    }
    const char *sp = sh_var_get(st, "_GETOPTS_POS");
    long long pos = 1;
    if (sp && parse_int(sp, &pos) < 0) {
        pos = 1;
    }
    int silent = opts[0] == ':';
    char buf[32];
    if (optind < 1 || (size_t)optind > nargs || args[optind - 1][0] != '-' ||
        args[optind - 1][1] == 0 || strcmp(args[optind - 1], "--") == 0) {
        if (optind >= 1 && (size_t)optind <= nargs && strcmp(args[optind - 1], "--") == 0) {
            optind++;
        }
        snprintf(buf, sizeof(buf), "%lld", optind);
        setv(st, "OPTIND", buf);
        setv(st, var, "?");
        sh_var_unset(st, "_GETOPTS_POS");
        return 1;
    }
    const char *arg = args[optind - 1];
    if (pos < 1 || (size_t)pos >= strlen(arg)) {
        pos = 1;
    }
    char c = arg[pos];
    const char *spec = strchr(opts + silent, c);
    int rc = 0;
    pos++;
    int advance = arg[pos] == 0;
    char one[2] = {c, 0};
    if (!spec || c == ':') {
        if (!silent) {
            sh_errorf(st, "illegal option -- %c", c);
            sh_var_unset(st, "OPTARG");
        } else {
            setv(st, "OPTARG", one);
        }
        setv(st, var, "?");
    } else if (spec[1] == ':') {
        if (arg[pos]) {
            setv(st, "OPTARG", arg + pos);
            advance = 1;
        } else if ((size_t)optind < nargs) {
            setv(st, "OPTARG", args[optind]);
            optind++;
            advance = 1;
        } else {
            if (!silent) {
                sh_errorf(st, "option requires an argument -- %c", c);
                setv(st, var, "?");
            } else {
                setv(st, var, ":");
                setv(st, "OPTARG", one);
            }
            advance = 1;
            optind += 0;
            goto done;
        }
        setv(st, var, one);
    } else {
        setv(st, var, one);
        sh_var_unset(st, "OPTARG");
    }
done:
    if (advance) {
        optind++;
        pos = 1;
    }
    snprintf(buf, sizeof(buf), "%lld", optind);
    setv(st, "OPTIND", buf);
    snprintf(buf, sizeof(buf), "%lld", pos);
    setv(st, "_GETOPTS_POS", buf);
    return rc;
}

// history: the interactive session's list, numbered as `!n` takes it.
static int
b_history(sh_state *st, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    if (sh_interact_history_list(&b) < 0) {
        sh_errorf(st, "history: out of memory");
        rc = 1;
    } else if (cm_write_all(st->ctx.out, b.data ? b.data : "", b.len) < 0) {
        rc = 1;
    }
    cm_buf_free(&b);
    return rc;
}

static const sh_builtin builtins[] = {
    {".", b_source, SH_SPECIAL},
    {":", b_true, SH_SPECIAL},
    {"[", b_test, 0},
    {"[[", b_dbltest, 0},
    {"alias", b_alias, 0},
    {"bg", b_nojobs, 0},
    {"break", b_break, SH_SPECIAL},
    {"builtin", b_builtin, 0},
    {"cd", b_cd, 0},
    {"command", b_command, 0},
    {"continue", b_break, SH_SPECIAL},
    {"declare", b_local, 0},
    {"disown", b_nojobs, 0},
    {"echo", b_echo, SH_ALSO_PROGRAM},
    {"env", b_env, SH_PROGRAM},
    {"eval", b_eval, SH_SPECIAL},
    {"exec", b_exec, SH_SPECIAL},
    {"exit", b_exit, SH_SPECIAL},
    {"export", b_export, SH_SPECIAL},
    {"false", b_false, SH_ALSO_PROGRAM},
    {"fg", sh_b_fg, 0},
    {"getopts", b_getopts, 0},
    {"hash", b_hash, 0},
    {"history", b_history, 0},
    {"jobs", sh_b_jobs, 0},
    {"kill", sh_b_kill, SH_ALSO_PROGRAM},
    {"let", b_let, 0},
    {"local", b_local, 0},
    {"mapfile", b_mapfile, 0},
    {"nohup", b_nohup, SH_PROGRAM},
    {"printf", b_printf, SH_ALSO_PROGRAM},
    {"pwd", b_pwd, SH_ALSO_PROGRAM},
    {"read", b_read, 0},
    {"readarray", b_mapfile, 0},
    {"readonly", b_readonly, SH_SPECIAL},
    {"return", b_return, SH_SPECIAL},
    {"set", b_set, SH_SPECIAL},
    {"shift", b_shift, SH_SPECIAL},
    {"shopt", b_shopt, 0},
    {"source", b_source, SH_SPECIAL},
    {"test", b_test, SH_ALSO_PROGRAM},
    {"timeout", b_timeout, SH_PROGRAM},
    {"times", b_times, SH_SPECIAL},
    {"trap", b_trap, SH_SPECIAL},
    {"true", b_true, SH_ALSO_PROGRAM},
    {"type", b_type, 0},
    {"typeset", b_local, 0},
    {"ulimit", b_ulimit, 0},
    {"umask", b_umask, 0},
    {"unalias", b_unalias, 0},
    {"unset", b_unset, SH_SPECIAL},
    {"wait", sh_b_wait, 0},
    {"xargs", b_xargs, SH_PROGRAM},
};

/* sh_builtin_at: see shell/builtin.h. */
const sh_builtin *
sh_builtin_at(size_t i)
{
    return i < CM_ARRAY_LEN(builtins) ? &builtins[i] : NULL;
}

/* sh_builtin_find: see shell/builtin.h. */
const sh_builtin *
sh_builtin_find(const char *name)
{
    size_t lo = 0;
    size_t hi = CM_ARRAY_LEN(builtins);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(name, builtins[mid].name);
        if (c == 0) {
            return &builtins[mid];
        }
        if (c < 0) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    return NULL;
}
