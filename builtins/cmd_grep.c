/* grep: search lines with PCRE2 (basic regexes translated, -E extended, -F fixed); files
 * read under fs:read read_content, -r directories listed under enumerate. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "builtins/cmd_re.h"
#include "common/alloc.h"

#define MAX_DEPTH 64

typedef struct grep_opts {
    int number;
    int ignore;
    int invert;
    int count;
    int list;
    int list_missing;
    int recursive;
    int only;
    int quiet;
    int words;
    int line_x;
    int names;  // 1: prefix file names, 0: never, -1: decide by file count
    int mode;   // 'G' basic, 'E' extended, 'F' fixed
    int silent; // -s: no message for a missing or unreadable file
    long long max;
    long long after;             // -A / -C: lines of context after a selected line
    long long before;            // -B / -C: lines of context before it
    const char *include[16];     // --include=GLOB (base names of files searched)
    const char *exclude[16];     // --exclude=GLOB
    const char *exclude_dir[16]; // --exclude-dir=GLOB (directories not entered)
    int ninclude;
    int nexclude;
    int nexclude_dir;
} grep_opts;

typedef struct grep_run {
    bi_ctx *ctx;
    grep_opts o;
    bi_re re;
    pcre2_match_data *md;
    bi_out out;
    int matched;
    int error;
    int printed; // a line was printed: the next group of context starts with "--"
} grep_run;

/* bi_cmd_re_to_pcre: see builtins/cmd.h. */
int
bi_cmd_re_to_pcre(const char *p, int ere, cm_buf *out)
{
    int r = 0;
    int in_bracket = 0;
    for (size_t i = 0; p[i] && r == 0; i++) {
        char c = p[i];
        if (in_bracket) {
            if (c == ']' && in_bracket > 1) {
                in_bracket = 0;
            } else {
                in_bracket++;
            }
            if (c == '\\' && !ere) {
                r = cm_buf_adds(out, "\\\\");
                continue;
            }
            if (c == '\\' && p[i + 1]) {
                // PCRE2's escape inside a class (an extended regex): both bytes as they are
                r = cm_buf_addc(out, c);
                c = p[++i];
            }
            r |= cm_buf_addc(out, c);
            continue;
        }
        if (c == '[') {
            in_bracket = 1;
            r = cm_buf_addc(out, c);
            if (p[i + 1] == '^') {
                r |= cm_buf_addc(out, '^');
                i++;
            }
            if (p[i + 1] == ']') {
                r |= cm_buf_adds(out, "\\]");
                i++;
                in_bracket = 2;
            }
            continue;
        }
        if (c == '\\' && p[i + 1]) {
            char n = p[++i];
            if (n == 'C' || (!ere && strchr("(){}|+?", n))) {
                r = cm_buf_addc(out, n);
            } else {
                r = cm_buf_addc(out, '\\');
                r |= cm_buf_addc(out, n);
            }
            continue;
        }
        if (!ere && strchr("(){}|+?", c)) {
            r = cm_buf_addc(out, '\\');
            r |= cm_buf_addc(out, c);
            continue;
        }
        if (!ere && c == '*' && (i == 0 || (i == 1 && p[0] == '^'))) {
            r = cm_buf_adds(out, "\\*");
            continue;
        }
        r = cm_buf_addc(out, c);
    }
    return r;
}

static int
add_pattern(const grep_opts *o, const char *pat, cm_buf *re)
{
    // one -e may hold several newline-separated patterns
    const char *s = pat;
    int first = re->len == 0;
    for (;;) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        char one[8192];
        if (n >= sizeof(one)) {
            return -1;
        }
        memcpy(one, s, n);
        one[n] = 0;
        if (!first && cm_buf_addc(re, '|') < 0) {
            return -1;
        }
        first = 0;
        if (cm_buf_adds(re, "(?:") < 0) {
            return -1;
        }
        int r;
        if (o->mode == 'F') {
            r = cm_buf_adds(re, "\\Q");
            for (size_t k = 0; r == 0 && k < n; k++) {
                if (one[k] == '\\' && one[k + 1] == 'E') {
                    r = cm_buf_adds(re, "\\E\\\\E\\Q");
                    k++;
                    continue;
                }
                r = cm_buf_addc(re, one[k]);
            }
            if (r == 0) {
                r = cm_buf_adds(re, "\\E");
            }
        } else {
            r = bi_cmd_re_to_pcre(one, o->mode == 'E', re);
        }
        if (r < 0 || cm_buf_addc(re, ')') < 0) {
            return -1;
        }
        if (!nl) {
            break;
        }
        s = nl + 1;
    }
    return 0;
}

// One output line: "NAME<sep>LINENO<sep>TEXT", sep ':' for a selected line and '-' for
// context; "--" first when it does not follow the last line printed (GNU's groups).
static void
grep_print(grep_run *g, const char *name, long long lineno, long long *last, const char *line,
           size_t ll, char sep)
{
    if ((g->o.after > 0 || g->o.before > 0) && g->printed && lineno != *last + 1) {
        bi_out_adds(&g->out, "--\n");
    }
    if (g->o.names == 1) {
        bi_out_printf(&g->out, "%s%c", name, sep);
    }
    if (g->o.number) {
        bi_out_printf(&g->out, "%lld%c", lineno, sep);
    }
    bi_out_add(&g->out, line, ll);
    bi_out_add(&g->out, "\n", 1);
    *last = lineno;
    g->printed = 1;
}

// The -B lines held in before (the ones just before lineno) not printed yet.
static void
grep_before(grep_run *g, const char *name, const bi_ring *before, long long lineno, long long *last)
{
    for (size_t k = 0; k < before->count; k++) {
        long long at = lineno - (long long)before->count + (long long)k;
        if (at > *last) {
            const bi_ring_line *l = bi_ring_at(before, k);
            grep_print(g, name, at, last, l->s, l->n, '-');
        }
    }
}

static void
grep_only(grep_run *g, const char *name, long long lineno, const char *line, size_t ll, int *utf)
{
    size_t off = 0;
    // one long line holds many matches, each costing up to the line's length (PCRE2 checks
    // the UTF-8 from the offset on): Ctrl-C and the run's end bind here, and the line loop
    // then stops
    while (off <= ll && !bi_stop_pending()) {
        int r2 = bi_re_match(&g->re, line, ll, off, g->md, utf);
        if (r2 < PCRE2_ERROR_NOMATCH) {
            char msg[160];
            bi_cmd_err(g->ctx, "grep", "%s: %s", name, bi_re_error(r2, msg, sizeof msg));
            g->error = 1;
            break;
        }
        if (r2 < 0) {
            break;
        }
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(g->md);
        if (ov[1] > ov[0]) {
            if (g->o.names == 1) {
                bi_out_printf(&g->out, "%s:", name);
            }
            if (g->o.number) {
                bi_out_printf(&g->out, "%lld:", lineno);
            }
            bi_out_add(&g->out, line + ov[0], ov[1] - ov[0]);
            bi_out_add(&g->out, "\n", 1);
            off = ov[1];
        } else {
            off = ov[0] + 1;
        }
    }
}

// Search the lines of fd as they come. A NUL byte read marks a binary file: from then on
// a match is reported ("Binary file NAME matches") instead of printed, as the file ends.
static void
grep_fd(grep_run *g, const char *name, int fd)
{
    bi_lines in;
    bi_ring before; // the last -B lines read
    bi_lines_init(&in, fd);
    bi_ring_init(&before, (size_t)g->o.before);
    long long count = 0;
    long long lineno = 0;
    long long last = -1; // number of the last line printed of this file
    long long after = 0; // context lines still to print after a selected one
    int quiet = g->o.quiet || g->o.list || g->o.list_missing;
    int lines = !quiet && !g->o.count;
    int done = 0; // -m reached: only the trailing context is left
    const char *line;
    size_t ll;
    int nl;
    int r;
    while ((r = bi_lines_next(&in, &line, &ll, &nl)) > 0) {
        if (bi_stop_pending()) {
            g->error = 1;
            goto out;
        }
        int binary = in.nul && !g->o.count && !g->o.list && !g->o.quiet;
        lineno++;
        int utf = -1;
        int rc = done ? PCRE2_ERROR_NOMATCH : bi_re_match(&g->re, line, ll, 0, g->md, &utf);
        if (rc < PCRE2_ERROR_NOMATCH) {
            char msg[160];
            bi_cmd_err(g->ctx, "grep", "%s: %s", name, bi_re_error(rc, msg, sizeof msg));
            g->error = 1;
            goto out;
        }
        int hit = rc >= 0;
        if (!done && hit != g->o.invert) {
            count++;
            g->matched = 1;
            if (quiet || binary) {
                if (g->o.list) {
                    bi_out_printf(&g->out, "%s\n", name);
                } else if (binary) {
                    bi_out_printf(&g->out, "Binary file %s matches\n", name);
                }
                goto out;
            }
            if (lines && g->o.only) {
                if (!g->o.invert) {
                    grep_only(g, name, lineno, line, ll, &utf);
                }
            } else if (lines) {
                grep_before(g, name, &before, lineno, &last);
                grep_print(g, name, lineno, &last, line, ll, ':');
            }
            after = g->o.after;
            if (g->o.max >= 0 && count >= g->o.max) {
                done = 1;
            }
        } else if (lines && !binary && after > 0) {
            if (!g->o.only) {
                grep_print(g, name, lineno, &last, line, ll, '-');
            }
            after--;
        } else if (done) {
            break;
        }
        if (lines && bi_ring_push(&before, line, ll, nl) < 0) {
            r = -1;
            errno = ENOMEM;
            break;
        }
    }
    if (r < 0) {
        bi_cmd_err(g->ctx, "grep", "%s: %s", name, strerror(errno));
        g->error = 1;
        goto out;
    }
    if (g->o.count) {
        if (g->o.names == 1) {
            bi_out_printf(&g->out, "%s:", name);
        }
        bi_out_printf(&g->out, "%lld\n", count);
    }
    if (g->o.list_missing && count == 0) {
        bi_out_printf(&g->out, "%s\n", name);
    }
out:
    bi_ring_free(&before);
    bi_lines_free(&in);
}

// 1 when the base name of path matches one of the n globs.
static int
glob_any(const char *const *globs, int n, const char *path)
{
    const char *base = strrchr(path, '/');
    base = base && base[1] ? base + 1 : path;
    for (int k = 0; k < n; k++) {
        if (fnmatch(globs[k], base, 0) == 0 || fnmatch(globs[k], path, 0) == 0) {
            return 1;
        }
    }
    return 0;
}

// 1 when --include/--exclude leave the file path out of the search.
static int
grep_skipped(const grep_opts *o, const char *path)
{
    if (o->ninclude > 0 && !glob_any(o->include, o->ninclude, path)) {
        return 1;
    }
    return glob_any(o->exclude, o->nexclude, path);
}

// bi_cmd_stat / bi_cmd_open, their messages dropped under -s (GNU's --no-messages: the
// exit status still says 2).
static int
grep_stat(grep_run *g, const char *path, struct stat *sb)
{
    int save = g->ctx->err;
    if (g->o.silent) {
        g->ctx->err = -1;
    }
    int r = bi_cmd_stat(g->ctx, "grep", path, sb, 0);
    g->ctx->err = save;
    return r;
}

static int
grep_open(grep_run *g, const char *path)
{
    int save = g->ctx->err;
    if (g->o.silent) {
        g->ctx->err = -1;
    }
    int fd = bi_cmd_open(g->ctx, "grep", path, POL_FS_READ, "read_content", O_RDONLY);
    if (fd >= 0 && bi_cmd_not_output(g->ctx, "grep", path, fd) < 0) {
        close(fd);
        fd = -1;
    }
    g->ctx->err = save;
    return fd;
}

static void
grep_path(grep_run *g, const char *path, int depth)
{
    if (g->o.recursive) {
        struct stat sb;
        if (grep_stat(g, path[0] ? path : ".", &sb) < 0) {
            g->error = 1;
            return;
        }
        if (S_ISDIR(sb.st_mode)) {
            if (depth > MAX_DEPTH ||
                (depth > 0 && glob_any(g->o.exclude_dir, g->o.nexclude_dir, path))) {
                return;
            }
            size_t n;
            char **names = bi_cmd_list(g->ctx, "grep", path[0] ? path : ".", &n);
            if (!names) {
                g->error = 1;
                return;
            }
            for (size_t i = 0; i < n && !bi_stop_pending(); i++) {
                char *p = path[0] ? bi_cmd_join(path, names[i]) : cm_strdup(names[i]);
                if (p) {
                    grep_path(g, p, depth + 1);
                    cm_free(p);
                }
            }
            bi_cmd_free_names(names, n);
            return;
        }
        if (!S_ISREG(sb.st_mode)) {
            return;
        }
    }
    if (strcmp(path, "-") != 0 && grep_skipped(&g->o, path)) {
        return;
    }
    int fd = grep_open(g, path);
    if (fd < 0) {
        g->error = 1;
        return;
    }
    grep_fd(g, strcmp(path, "-") == 0 ? "(standard input)" : path, fd);
    close(fd);
}

// A context length (-A, -B, -C): a decimal number. -1 when it is not one.
static long long
context_arg(const char *v)
{
    char *end;
    errno = 0;
    long long n = strtoll(v, &end, 10);
    if (!*v || *end || n < 0 || errno) {
        return -1;
    }
    return n;
}

// A long option with a glob: "--NAME=GLOB" or "--NAME GLOB". Adds it to globs (at most
// 16) and returns 1 when a names it, 0 when not, -1 when its value is missing.
static int
glob_opt(const char *name, int argc, char **argv, int *i, const char **globs, int *n)
{
    const char *a = argv[*i] + 2;
    size_t len = strlen(name);
    if (strncmp(a, name, len) != 0 || (a[len] != '=' && a[len] != 0)) {
        return 0;
    }
    const char *v = a[len] == '=' ? a + len + 1 : (*i + 1 < argc ? argv[++*i] : NULL);
    if (!v) {
        return -1;
    }
    if (*n < 16) {
        globs[(*n)++] = v;
    }
    return 1;
}

/* grep [-nivclLrRoqswxhHEFG] [-m N] [-A N] [-B N] [-C N] [-e PATTERN]...
 *      [--include=GLOB] [--exclude=GLOB] [--exclude-dir=GLOB] PATTERN [FILE...] */
int
bi_cmd_grep(bi_ctx *ctx, int argc, char **argv)
{
    grep_run g;
    memset(&g, 0, sizeof(g));
    g.ctx = ctx;
    g.o.mode = 'G';
    g.o.names = -1;
    g.o.max = -1;
    cm_buf re;
    cm_buf_init(&re, 0);
    int have_pat = 0;
    const char *pats[64];
    int npats = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) {
            i++;
            break;
        }
        if (strncmp(a, "--", 2) == 0) {
            int gl = glob_opt("include", argc, argv, &i, g.o.include, &g.o.ninclude);
            if (gl == 0) {
                gl = glob_opt("exclude", argc, argv, &i, g.o.exclude, &g.o.nexclude);
            }
            if (gl == 0) {
                gl = glob_opt("exclude-dir", argc, argv, &i, g.o.exclude_dir, &g.o.nexclude_dir);
            }
            if (gl < 0) {
                bi_cmd_err(ctx, "grep", "option '%s' requires an argument", a);
                cm_buf_free(&re);
                return 2;
            }
            if (gl > 0) {
                continue;
            }
            if (strcmp(a, "--recursive") == 0) {
                g.o.recursive = 1;
            } else if (strcmp(a, "--ignore-case") == 0) {
                g.o.ignore = 1;
            } else if (strcmp(a, "--no-messages") == 0) {
                g.o.silent = 1;
            } else if (strcmp(a, "--color=never") == 0 || strcmp(a, "--color") == 0) {
                continue;
            } else {
                cm_buf_free(&re);
                return bi_cmd_bad_option(ctx, "grep", a, '-', 2);
            }
            continue;
        }
        for (size_t k = 1; a[k]; k++) {
            char c = a[k];
            switch (c) {
            case 'n':
                g.o.number = 1;
                break;
            case 'i':
                g.o.ignore = 1;
                break;
            case 'v':
                g.o.invert = 1;
                break;
            case 'c':
                g.o.count = 1;
                break;
            case 'l':
                g.o.list = 1;
                break;
            case 'L':
                g.o.list_missing = 1;
                break;
            case 'r':
            case 'R':
                g.o.recursive = 1;
                break;
            case 'o':
                g.o.only = 1;
                break;
            case 'q':
                g.o.quiet = 1;
                break;
            case 's':
                g.o.silent = 1;
                break;
            case 'w':
                g.o.words = 1;
                break;
            case 'x':
                g.o.line_x = 1;
                break;
            case 'h':
                g.o.names = 0;
                break;
            case 'H':
                g.o.names = 1;
                break;
            case 'E':
            case 'F':
            case 'G':
                g.o.mode = c;
                break;
            case 'P':
                g.o.mode = 'E';
                break;
            case 'I':
            case 'a':
                break;
            case 'A':
            case 'B':
            case 'C':
            case 'e':
            case 'm': {
                const char *v = a[k + 1] ? a + k + 1 : (i + 1 < argc ? argv[++i] : NULL);
                if (!v) {
                    bi_cmd_err(ctx, "grep", "option requires an argument -- '%c'", c);
                    cm_buf_free(&re);
                    return 2;
                }
                if (c == 'A' || c == 'B' || c == 'C') {
                    long long ctxn = context_arg(v);
                    if (ctxn < 0) {
                        bi_cmd_err(ctx, "grep", "%s: invalid context length argument", v);
                        cm_buf_free(&re);
                        return 2;
                    }
                    g.o.after = c == 'B' ? g.o.after : ctxn;
                    g.o.before = c == 'A' ? g.o.before : ctxn;
                } else if (c == 'm') {
                    g.o.max = strtoll(v, NULL, 10);
                } else if (npats < 64) {
                    pats[npats++] = v;
                }
                k = strlen(a) - 1;
                break;
            }
            default:
                cm_buf_free(&re);
                return bi_cmd_bad_option(ctx, "grep", NULL, c, 2);
            }
        }
    }
    if (npats == 0) {
        if (i >= argc) {
            cm_buf_free(&re);
            (void)bi_cmd_usage(ctx, "grep");
            return 2;
        }
        pats[npats++] = argv[i++];
    }
    for (int k = 0; k < npats; k++) {
        if (add_pattern(&g.o, pats[k], &re) < 0) {
            bi_cmd_err(ctx, "grep", "pattern too long");
            cm_buf_free(&re);
            return 2;
        }
        have_pat = 1;
    }
    (void)have_pat;
    cm_buf full;
    cm_buf_init(&full, 0);
    int r = cm_buf_adds(&full, g.o.line_x ? "^(?:" : g.o.words ? "\\b(?:" : "(?:");
    r |= cm_buf_add(&full, re.data ? re.data : "", re.len);
    r |= cm_buf_adds(&full, g.o.line_x ? ")$" : g.o.words ? ")\\b" : ")");
    cm_buf_free(&re);
    if (r < 0) {
        cm_buf_free(&full);
        return 2;
    }
    int errcode;
    PCRE2_SIZE erroff;
    uint32_t flags = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF;
    if (g.o.ignore) {
        flags |= PCRE2_CASELESS;
    }
    if (bi_re_compile(&g.re, full.data, full.len, flags, &errcode, &erroff) != 0) {
        PCRE2_UCHAR msg[256];
        pcre2_get_error_message(errcode, msg, sizeof(msg));
        bi_cmd_err(ctx, "grep", "invalid regular expression: %s", (const char *)msg);
        cm_buf_free(&full);
        return 2;
    }
    cm_buf_free(&full);
    g.md = bi_re_match_data(&g.re, 0);
    if (!g.md) {
        bi_re_free(&g.re);
        return 2;
    }
    bi_out_init(&g.out, ctx->out);
    int nfiles = argc - i;
    if (g.o.names < 0) {
        g.o.names = nfiles > 1 || g.o.recursive;
    }
    if (nfiles == 0) {
        if (g.o.recursive) {
            grep_path(&g, "", 0);
        } else {
            int fd = fcntl(ctx->in, F_DUPFD_CLOEXEC, 3);
            if (fd >= 0) {
                grep_fd(&g, "(standard input)", fd);
                close(fd);
            }
        }
    }
    for (; i < argc; i++) {
        grep_path(&g, argv[i], 0);
    }
    int wr = bi_out_done(&g.out);
    pcre2_match_data_free(g.md);
    bi_re_free(&g.re);
    if (g.o.quiet && g.matched) {
        return 0;
    }
    if (g.error || wr < 0) {
        return 2;
    }
    return g.matched ? 0 : 1;
}
