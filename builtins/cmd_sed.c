/* sed: the stream editor's common part (s///, p, d, q, =, addresses and ranges, -n, -e,
 * -E, -i). Files are read under fs:read read_content; -i writes each back under fs:write
 * write_content. Regexes are PCRE2 (basic ones translated, as grep's). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "builtins/cmd_re.h"
#include "common/alloc.h"

#define SED_MAX  ((size_t)256 << 20)
#define SED_CMDS 64

typedef struct sed_addr {
    int kind; // 0 none, 'n' line number, '$' last line, '/' regex
    long line;
    bi_re re;
} sed_addr;

typedef struct sed_cmd {
    sed_addr a1, a2;
    int negate; // addr!cmd
    int active; // inside the range a1,a2
    char op;    // s p d q = a i c y
    bi_re re;
    char *repl; // s: the replacement text (cm_alloc), escapes kept; a i c: the text;
                // y: 256 bytes, each byte's replacement
    int global; // s///g
    long nth;   // s///N
    int print;  // s///p
    int end;    // {: the index of its }
    int code;   // q: the exit status
} sed_cmd;

typedef struct sed_prog {
    sed_cmd cmds[SED_CMDS];
    int n;
    int extended;       // -E
    int quiet;          // -n
    const char *script; // the script being parsed (error positions count from it)
    int open[16];       // the { not yet closed
    int nopen;
    int status; // set by q N
    int dollar; // a $ address: each line is known to be the last only by reading the next
    pcre2_match_data *md;
    int match_error; // a match that failed (a PCRE2 error below NOMATCH), 0 when none
    cm_buf scratch;  // s/// builds the new pattern space here
} sed_prog;

static void
sed_free(sed_prog *p)
{
    for (int k = 0; k < p->n; k++) {
        bi_re_free(&p->cmds[k].a1.re);
        bi_re_free(&p->cmds[k].a2.re);
        bi_re_free(&p->cmds[k].re);
        cm_free(p->cmds[k].repl);
    }
    pcre2_match_data_free(p->md);
    cm_buf_free(&p->scratch);
}

// Compile the regex text [s, s + n) (escaped delimiters already plain). NULL after
// printing.
// The pattern [s, s + n) into *code: 0, or -1 after printing sed's error.
static int
sed_regex(bi_ctx *ctx, const sed_prog *p, const char *s, size_t n, int caseless, bi_re *code)
{
    cm_buf raw;
    cm_buf re;
    cm_buf_init(&raw, 0);
    cm_buf_init(&re, 0);
    int rc = -1;
    if (cm_buf_add(&raw, s, n) == 0 && cm_buf_addc(&raw, 0) == 0 &&
        bi_cmd_re_to_pcre(raw.data, p->extended, &re) == 0) {
        int err;
        PCRE2_SIZE off;
        uint32_t fl = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | (caseless ? PCRE2_CASELESS : 0);
        rc = bi_re_compile(code, re.data ? re.data : "", re.len, fl, &err, &off);
        if (rc != 0) {
            PCRE2_UCHAR msg[256];
            pcre2_get_error_message(err, msg, sizeof(msg));
            bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: %s", n, (const char *)msg);
        }
    }
    cm_buf_free(&raw);
    cm_buf_free(&re);
    return rc;
}

// Read text up to the unescaped delimiter d from *sp into out (a "\d" becomes d, other
// escapes stay). Moves *sp past the delimiter. -1 when it is missing.
static int
delimited(const char **sp, char d, cm_buf *out)
{
    const char *s = *sp;
    while (*s && *s != d) {
        if (*s == '\\' && s[1]) {
            if (s[1] != d && cm_buf_addc(out, '\\') < 0) {
                return -1;
            }
            s++;
        }
        if (cm_buf_addc(out, *s++) < 0) {
            return -1;
        }
    }
    if (*s != d) {
        *sp = s; // where it stopped, for the error's position
        return -1;
    }
    *sp = s + 1;
    return 0;
}

// An address at *sp: N, $ or /RE/ (or \cREc). 0 (a->kind 0 when there is none), -1 printed.
static int
sed_address(bi_ctx *ctx, sed_prog *p, const char **sp, sed_addr *a)
{
    const char *s = *sp;
    memset(a, 0, sizeof(*a));
    if (*s >= '0' && *s <= '9') {
        char *end;
        a->kind = 'n';
        a->line = strtol(s, &end, 10);
        *sp = end;
        return 0;
    }
    if (*s == '$') {
        a->kind = '$';
        p->dollar = 1;
        *sp = s + 1;
        return 0;
    }
    if (*s != '/' && !(*s == '\\' && s[1])) {
        return 0;
    }
    char d = *s == '/' ? '/' : s[1];
    s += *s == '/' ? 1 : 2;
    cm_buf re;
    cm_buf_init(&re, 0);
    if (delimited(&s, d, &re) < 0) {
        cm_buf_free(&re);
        bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unterminated address regex",
                   (size_t)(s - p->script));
        return -1;
    }
    int caseless = *s == 'I';
    s += caseless;
    a->kind = '/';
    int rc = sed_regex(ctx, p, re.data ? re.data : "", re.len, caseless, &a->re);
    cm_buf_free(&re);
    *sp = s;
    return rc;
}

// s/RE/REPL/FLAGS at *sp (just past the 's').
static int
sed_subst(bi_ctx *ctx, sed_prog *p, const char **sp, sed_cmd *c)
{
    const char *s = *sp;
    char d = *s;
    if (!d || d == '\n' || d == '\\') {
        bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unterminated `s' command",
                   (size_t)(s - p->script));
        return -1;
    }
    s++;
    cm_buf re;
    cm_buf repl;
    cm_buf_init(&re, 0);
    cm_buf_init(&repl, 0);
    int r = delimited(&s, d, &re);
    if (r == 0) {
        r = delimited(&s, d, &repl);
    }
    int caseless = 0;
    for (; r == 0 && *s && *s != ';' && *s != '\n' && *s != '}'; s++) {
        if (*s == 'g') {
            c->global = 1;
        } else if (*s == 'p') {
            c->print = 1;
        } else if (*s == 'i' || *s == 'I') {
            caseless = 1;
        } else if (*s >= '1' && *s <= '9') {
            char *end;
            c->nth = strtol(s, &end, 10);
            s = end - 1;
        } else if (*s != ' ') {
            bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unknown option to `s'",
                       (size_t)(s + 1 - p->script));
            r = -2;
        }
    }
    if (r == -1) {
        bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unterminated `s' command",
                   (size_t)(s - p->script));
    }
    if (r == 0) {
        r = sed_regex(ctx, p, re.data ? re.data : "", re.len, caseless, &c->re);
        c->repl = r == 0 ? cm_strdup(repl.data ? repl.data : "") : NULL;
        r = r == 0 && c->repl ? 0 : -1;
    }
    cm_buf_free(&re);
    cm_buf_free(&repl);
    *sp = s;
    return r < 0 ? -1 : 0;
}

/* Parse one script (an -e or the first operand) into p: commands separated by ';' or
 * newlines, each [ADDR[,ADDR]][!]CMD. 0, or -1 printed. */
// The text of a, i or c at *s: "\" then a newline then the text (GNU also takes the text
// right after "\" or after blanks); a line ending in "\" goes on to the next, and "\X"
// is X. It ends at an unescaped newline. 0, or -1 printed.
static int
sed_text(bi_ctx *ctx, const sed_prog *p, const char **sp, sed_cmd *c)
{
    const char *s = *sp;
    while (*s == ' ' || *s == '\t') {
        s++;
    }
    if (*s == '\\') {
        s++;
        s += *s == '\n';
    }
    cm_buf t;
    cm_buf_init(&t, SED_MAX);
    int e = 0;
    for (; *s && *s != '\n' && e == 0; s++) {
        if (*s == '\\' && s[1]) {
            s++;
        }
        e = cm_buf_addc(&t, *s);
    }
    if (e < 0 || (!t.data && cm_buf_addc(&t, 0) < 0)) {
        cm_buf_free(&t);
        bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: out of memory",
                   (size_t)(s - p->script));
        return -1;
    }
    c->repl = t.data;
    *sp = s;
    return 0;
}

// One character of y's lists at *s: "\\", "\n" and "\DELIM" are escapes.
// Returns the byte, moving *s past it; -1 at the end of the script.
static int
translit_char(const char **s)
{
    const char *p = *s;
    if (!*p) {
        return -1;
    }
    int ch = (unsigned char)*p++;
    if (ch == '\\' && *p) {
        ch = *p == 'n' ? '\n' : (unsigned char)*p;
        p++;
    }
    *s = p;
    return ch;
}

// y/SOURCE/DEST/ at *s (after the y): each byte of SOURCE becomes the byte of DEST at the
// same place; the two must be as long. 0, or -1 printed.
static int
sed_translit(bi_ctx *ctx, const sed_prog *p, const char **sp, sed_cmd *c)
{
    const char *s = *sp;
    char delim = *s;
    if (!delim || delim == '\n' || delim == '\\') {
        bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unterminated `y' command",
                   (size_t)(s - p->script));
        return -1;
    }
    s++;
    unsigned char src[256];
    unsigned char dst[256];
    size_t ns = 0;
    size_t nd = 0;
    for (int part = 0; part < 2; part++) {
        unsigned char *to = part ? dst : src;
        size_t *n = part ? &nd : &ns;
        while (*s && *s != delim) {
            int ch = translit_char(&s);
            if (ch < 0 || *n >= sizeof src) {
                break;
            }
            to[(*n)++] = (unsigned char)ch;
        }
        if (*s != delim) {
            bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unterminated `y' command",
                       (size_t)(s - p->script));
            return -1;
        }
        s++;
    }
    if (ns != nd) {
        bi_cmd_err(ctx, "sed",
                   "-e expression #1, char %zu: strings for `y' command are different lengths",
                   (size_t)(s - p->script));
        return -1;
    }
    c->repl = cm_alloc(256);
    if (!c->repl) {
        bi_cmd_err(ctx, "sed", "out of memory");
        return -1;
    }
    for (int b = 0; b < 256; b++) {
        c->repl[b] = (char)b;
    }
    for (size_t k = 0; k < ns; k++) {
        c->repl[src[k]] = (char)dst[k];
    }
    *sp = s;
    return 0;
}

static int
sed_parse(bi_ctx *ctx, sed_prog *p, const char *s)
{
    p->script = s;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == ';' || *s == '\n') {
            s++;
        }
        if (!*s && p->nopen > 0) {
            bi_cmd_err(ctx, "sed", "-e expression #1, char 0: unmatched `{'");
            return -1;
        }
        if (!*s) {
            return 0;
        }
        if (p->n >= SED_CMDS) {
            bi_cmd_err(ctx, "sed", "too many commands");
            return -1;
        }
        sed_cmd *c = &p->cmds[p->n++];
        memset(c, 0, sizeof(*c));
        if (sed_address(ctx, p, &s, &c->a1) < 0) {
            return -1;
        }
        if (c->a1.kind && *s == ',') {
            s++;
            if (sed_address(ctx, p, &s, &c->a2) < 0) {
                return -1;
            }
            if (!c->a2.kind) {
                bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unexpected `,'",
                           (size_t)(s - p->script));
                return -1;
            }
        }
        while (*s == ' ') {
            s++;
        }
        if (*s == '!') {
            c->negate = 1;
            s++;
        }
        c->op = *s;
        if (*s) {
            s++;
        }
        if (c->op == 's') {
            if (sed_subst(ctx, p, &s, c) < 0) {
                return -1;
            }
        } else if (c->op == 'a' || c->op == 'i' || c->op == 'c') {
            if (sed_text(ctx, p, &s, c) < 0) {
                return -1;
            }
        } else if (c->op == 'y') {
            if (sed_translit(ctx, p, &s, c) < 0) {
                return -1;
            }
        } else if (c->op == 'q' && *s >= '0' && *s <= '9') {
            char *end;
            c->code = (int)strtol(s, &end, 10);
            s = end;
        } else if (c->op == '{') {
            if (p->nopen >= 16) {
                bi_cmd_err(ctx, "sed", "too many nested blocks");
                return -1;
            }
            p->open[p->nopen++] = p->n - 1;
            continue;
        } else if (c->op == '}') {
            if (p->nopen == 0 || c->a1.kind) {
                bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unexpected `}'",
                           (size_t)(s - p->script));
                return -1;
            }
            p->cmds[p->open[--p->nopen]].end = p->n - 1;
        } else if (!c->op || !strchr("pdq=aicy", c->op)) {
            if (c->op) {
                bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: unknown command: `%c'",
                           (size_t)(s - p->script), c->op);
            } else {
                bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: missing command",
                           (size_t)(s - p->script));
            }
            return -1;
        }
        while (*s == ' ' || *s == '\t') {
            s++;
        }
        if (*s && *s != ';' && *s != '\n' && *s != '}') {
            bi_cmd_err(ctx, "sed", "-e expression #1, char %zu: extra characters after command",
                       (size_t)(s + 1 - p->script));
            return -1;
        }
    }
}

static int
addr_hit(sed_prog *p, const sed_addr *a, long lineno, int last, const char *ln, size_t n)
{
    if (a->kind == 'n') {
        return lineno == a->line;
    }
    if (a->kind == '$') {
        return last;
    }
    int utf = -1;
    int rc = bi_re_match(&a->re, ln, n, 0, p->md, &utf);
    if (rc < PCRE2_ERROR_NOMATCH) {
        p->match_error = rc;
    }
    return rc >= 0;
}

// Whether command c applies to this line (ranges keep their state in c).
static int
selected(sed_prog *p, sed_cmd *c, long lineno, int last, const char *ln, size_t n)
{
    int hit;
    if (!c->a1.kind) {
        hit = 1;
    } else if (!c->a2.kind) {
        hit = addr_hit(p, &c->a1, lineno, last, ln, n);
    } else if (c->active) {
        hit = 1;
        if (c->a2.kind == 'n' ? lineno >= c->a2.line : addr_hit(p, &c->a2, lineno, last, ln, n)) {
            c->active = 0;
        }
    } else {
        hit = addr_hit(p, &c->a1, lineno, last, ln, n);
        // a line-number end at or before the start closes the range at once
        c->active =
            hit && !(c->a2.kind == 'n' && c->a2.line <= lineno) && !(c->a2.kind == '$' && last);
    }
    return hit != c->negate;
}

// Append the replacement of one match (& the match, \1..\9 groups, \n a newline).
// 0, or -1 when out failed (freed).
static int
add_repl(cm_buf *out, const char *repl, const char *ln, const PCRE2_SIZE *ov, int groups)
{
    int e = 0;
    for (const char *r = repl; *r && e == 0; r++) {
        if (*r == '&') {
            e = cm_buf_add(out, ln + ov[0], ov[1] - ov[0]);
        } else if (*r == '\\' && r[1] >= '0' && r[1] <= '9') {
            int g = *++r - '0';
            if (g < groups && ov[2 * g] != PCRE2_UNSET) {
                e = cm_buf_add(out, ln + ov[2 * g], ov[2 * g + 1] - ov[2 * g]);
            }
        } else if (*r == '\\' && r[1]) {
            r++;
            e = cm_buf_addc(out, *r == 'n' ? '\n' : *r == 't' ? '\t' : *r);
        } else {
            e = cm_buf_addc(out, *r);
        }
    }
    return e;
}

// Run s/// on the pattern space ps. 1 when it replaced something, 0 when not, -1 out of
// memory (ps untouched).
static int
substitute(sed_prog *p, const sed_cmd *c, cm_buf *ps)
{
    cm_buf *out = &p->scratch;
    cm_buf_reset(out);
    const char *ln = ps->data ? ps->data : "";
    size_t n = ps->len;
    size_t off = 0;
    size_t copied = 0;
    long count = 0;
    int done = 0;
    int e = 0;
    int utf = -1;              // checked at the first match, then kept for the line's later ones
    size_t after = (size_t)-1; // where the last non-empty match ended
    while (off <= n && e == 0) {
        // one long line holds many matches, and each match costs up to the line's length
        // (PCRE2 checks the UTF-8 from the offset on): Ctrl-C and the run's end bind here
        if (bi_stop_pending()) {
            return 0; // sed_run stops before it prints the line
        }
        int rc = bi_re_match(&c->re, ln, n, off, p->md, &utf);
        if (rc < PCRE2_ERROR_NOMATCH) {
            p->match_error = rc;
            return -1;
        }
        if (rc < 0) {
            break;
        }
        PCRE2_SIZE *ov = pcre2_get_ovector_pointer(p->md);
        if (ov[0] == ov[1] && ov[0] == after) {
            // an empty match where the last one ended is no match (GNU sed: 'baaac' with
            // s/a*/x/g is xbxcx)
            off = ov[0] + 1;
            continue;
        }
        after = ov[1] > ov[0] ? ov[1] : (size_t)-1;
        count++;
        if (count >= (c->nth ? c->nth : 1)) {
            e = cm_buf_add(out, ln + copied, ov[0] - copied);
            e = e == 0 ? add_repl(out, c->repl, ln, ov, rc) : e;
            copied = ov[1];
            done = 1;
            if (!c->global) {
                break;
            }
        }
        off = ov[1] > ov[0] ? ov[1] : ov[0] + 1;
    }
    if (e == 0 && done) {
        e = cm_buf_add(out, ln + copied, n - copied);
    }
    if (e < 0) {
        return -1;
    }
    if (done) {
        cm_buf t = *ps;
        *ps = *out;
        *out = t;
        return 1;
    }
    return 0;
}

// The input of a run: the files' lines as one stream (line numbers and $ run across
// them; a last line without a newline gains one when another file follows).
typedef struct sed_in {
    bi_ctx *ctx;
    char **paths;
    int npaths;
    int next;     // the next file to open
    int fd;       // the file being read, -1 between files
    int in_place; // -i: a read error is worded "sed: FILE: ERROR"
    int rc;       // 2 after a file could not be opened or read
    bi_lines lines;
} sed_in;

static void
sed_in_init(sed_in *in, bi_ctx *ctx, char **paths, int npaths, int in_place)
{
    memset(in, 0, sizeof(*in));
    in->ctx = ctx;
    in->paths = paths;
    in->npaths = npaths;
    in->fd = -1;
    in->in_place = in_place;
}

static void
sed_in_close(sed_in *in)
{
    if (in->fd >= 0) {
        bi_lines_free(&in->lines);
        close(in->fd);
        in->fd = -1;
    }
}

// The next line into ps (replacing it); *nl 1 when a newline follows it. 1, or 0 at the
// end of the last file (errors printed on the way, in->rc set).
static int
sed_in_next(sed_in *in, cm_buf *ps, int *nl)
{
    for (;;) {
        if (in->fd < 0) {
            if (in->next >= in->npaths) {
                return 0;
            }
            const char *path = in->paths[in->next++];
            in->fd = bi_cmd_open(in->ctx, "sed", path, POL_FS_READ, "read_content", O_RDONLY);
            if (in->fd >= 0 && !in->in_place &&
                bi_cmd_not_output(in->ctx, "sed", path, in->fd) < 0) {
                close(in->fd);
                in->fd = -1;
            }
            if (in->fd < 0) {
                in->rc = 2;
                continue;
            }
            bi_lines_init(&in->lines, in->fd);
        }
        const char *s;
        size_t n;
        int r = bi_lines_next(&in->lines, &s, &n, nl);
        if (r > 0) {
            cm_buf_reset(ps);
            if (cm_buf_add(ps, s, n) < 0) {
                errno = EFBIG;
                r = -1;
            } else {
                *nl |= in->next < in->npaths;
                return 1;
            }
        }
        if (r < 0) {
            const char *path = in->paths[in->next - 1];
            if (in->in_place) {
                bi_cmd_err(in->ctx, "sed", "%s: %s", path, strerror(errno));
            } else {
                bi_cmd_err(in->ctx, "sed", "read error on %s: %s", path, strerror(errno));
            }
            in->rc = 2;
            if (errno == EINTR) {
                in->next = in->npaths; // Ctrl-C: no more files
            }
        }
        sed_in_close(in);
    }
}

// Run the program over the lines of in, output to o. Returns 1 after q or Ctrl-C, 0 at
// the end, -1 out of memory.
static int
sed_run(sed_prog *p, sed_in *in, bi_out *o)
{
    cm_buf ps;       // the pattern space
    cm_buf ahead;    // the line after it, read early for a $ address
    cm_buf appended; // the text of a commands, written at the end of the cycle
    cm_buf_init(&ps, SED_MAX);
    cm_buf_init(&ahead, SED_MAX);
    cm_buf_init(&appended, SED_MAX);
    long lineno = 0;
    int nl;
    int ahead_nl = 0;
    int more = sed_in_next(in, &ps, &nl);
    int ret = 0;
    while (more > 0 && ret == 0) {
        if (bi_stop_pending()) {
            ret = 1;
            break;
        }
        int last = 0;
        int next_more = 0;
        if (p->dollar) {
            next_more = sed_in_next(in, &ahead, &ahead_nl);
            last = !next_more;
        }
        ++lineno;
        int deleted = 0;
        int quit = 0;
        int e = 0;
        for (int k = 0; k < p->n && !deleted && !quit && e == 0; k++) {
            sed_cmd *c = &p->cmds[k];
            if (!selected(p, c, lineno, last, ps.data ? ps.data : "", ps.len)) {
                k = c->op == '{' ? c->end : k; // past the block
                continue;
            }
            switch (c->op) {
            case 'p':
                bi_out_add(o, ps.data ? ps.data : "", ps.len);
                bi_out_add(o, "\n", 1);
                break;
            case 'd':
                deleted = 1;
                break;
            case 'q':
                quit = 1;
                p->status = c->code;
                break;
            case '{':
            case '}':
                break;
            case '=':
                bi_out_printf(o, "%ld\n", lineno);
                break;
            case 'i':
                bi_out_adds(o, c->repl);
                bi_out_add(o, "\n", 1);
                break;
            case 'a':
                e = cm_buf_adds(&appended, c->repl) < 0 || cm_buf_addc(&appended, '\n') < 0 ? -1
                                                                                            : 0;
                break;
            case 'c':
                // at the end of a range (or on each line without one) the text, and the
                // line goes; inside a range the lines go without it
                if (!c->a2.kind || !c->active || c->negate) {
                    bi_out_adds(o, c->repl);
                    bi_out_add(o, "\n", 1);
                }
                deleted = 1;
                break;
            case 'y':
                for (size_t b = 0; b < ps.len; b++) {
                    ps.data[b] = c->repl[(unsigned char)ps.data[b]];
                }
                break;
            default:
                e = substitute(p, c, &ps);
                if (e > 0 && c->print) {
                    bi_out_add(o, ps.data ? ps.data : "", ps.len);
                    bi_out_add(o, "\n", 1);
                }
                e = e > 0 ? 0 : e;
                break;
            }
        }
        if (p->match_error) {
            e = -1; // an address's match failed (selected() cannot say so)
        }
        if (bi_stop_pending()) {
            ret = 1; // stopped inside the line's commands: nothing more is printed
            break;
        }
        if (e == 0 && !deleted && !p->quiet) {
            bi_out_add(o, ps.data ? ps.data : "", ps.len);
            bi_out_add(o, "\n", (size_t)nl);
        }
        if (appended.len > 0) {
            bi_out_add(o, appended.data, appended.len); // a's text, at the end of the cycle
            appended.len = 0;
        }
        ret = e < 0 ? -1 : quit;
        if (p->dollar) {
            cm_buf t = ps;
            ps = ahead;
            ahead = t;
            nl = ahead_nl;
            more = next_more;
        } else if (ret == 0) {
            more = sed_in_next(in, &ps, &nl);
        }
    }
    cm_buf_free(&ps);
    cm_buf_free(&ahead);
    cm_buf_free(&appended);
    return ret;
}

// Why sed_run failed: a match's PCRE2 error (memory, match limit) or an output past its cap.
static const char *
run_error(const sed_prog *p, char *msg, size_t size)
{
    if (p->match_error) {
        return bi_re_error(p->match_error, msg, size);
    }
    return strerror(EFBIG);
}

// -i's backup name: path with suffix, or suffix with each '*' the file's name (GNU).
static char *
backup_name(const char *path, const char *suffix)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int e = 0;
    if (!strchr(suffix, '*')) {
        e = cm_buf_adds(&b, path);
        e = e == 0 ? cm_buf_adds(&b, suffix) : e;
    } else {
        const char *slash = strrchr(path, '/');
        const char *base = slash ? slash + 1 : path;
        if (!strchr(suffix, '/') && slash) {
            e = cm_buf_add(&b, path, (size_t)(base - path)); // beside the file
        }
        for (const char *c = suffix; *c && e == 0; c++) {
            e = *c == '*' ? cm_buf_adds(&b, base) : cm_buf_addc(&b, *c);
        }
    }
    if (e < 0 || !b.data) {
        cm_buf_free(&b);
        return NULL;
    }
    return b.data;
}

// sed -i on one file: read it, run, write it back (a copy of the old content at its
// backup name first, with -iSUFFIX). 0; -2 printed when the file could not be read, -1
// printed for any other failure.
static int
sed_in_place(bi_ctx *ctx, sed_prog *p, char *path, const char *suffix)
{
    for (int k = 0; k < p->n; k++) {
        p->cmds[k].active = 0;
    }
    sed_in in;
    sed_in_init(&in, ctx, &path, 1, 1);
    bi_out w; // held whole: the file is written once it has been read
    bi_out_init(&w, -1);
    int r = sed_run(p, &in, &w);
    sed_in_close(&in);
    if (in.rc != 0 || bi_stop_pending()) { // never a file cut short by Ctrl-C
        (void)bi_out_done(&w);
        return in.rc != 0 ? -2 : -1;
    }
    if (r < 0 || w.failed) {
        char msg[160];
        bi_cmd_err(ctx, "sed", "%s: %s", path, run_error(p, msg, sizeof msg));
        (void)bi_out_done(&w);
        return -1;
    }
    if (suffix && *suffix) {
        char *bak = backup_name(path, suffix);
        int c = bak ? bi_cmd_copy_file(ctx, "sed", path, bak) : -1;
        if (!bak) {
            bi_cmd_err(ctx, "sed", "%s: %s", path, strerror(ENOMEM));
        }
        cm_free(bak);
        if (c < 0) {
            (void)bi_out_done(&w); // the file stays as it was
            return -1;
        }
    }
    int out =
        bi_cmd_open(ctx, "sed", path, POL_FS_WRITE, "write_content", O_WRONLY | O_CREAT | O_TRUNC);
    if (out < 0) {
        (void)bi_out_done(&w);
        return -1;
    }
    w.fd = out;
    r = bi_out_done(&w);
    if (r < 0) {
        bi_cmd_err(ctx, "sed", "couldn't write %s: %s", path, strerror(errno));
    }
    close(out);
    return r;
}

/* sed [-n] [-E|-r] [-i[SUFFIX]] [-e SCRIPT]... [SCRIPT] [FILE...] */
int
bi_cmd_sed(bi_ctx *ctx, int argc, char **argv)
{
    sed_prog p;
    memset(&p, 0, sizeof(p));
    int in_place = 0;
    int scripts = 0;
    int rc = 0;
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    const char *es[SED_CMDS];
    const char *suffix = NULL;
    while ((c = bi_opt_next(ctx, "sed", "-nEri::sue:", &op)) != 0) {
        if (c == '?') {
            return 1;
        }
        if (c == '-') {
            // GNU's long names of the letters above
            const char *l = op.arg + 2;
            if (strcmp(l, "in-place") == 0 || strncmp(l, "in-place=", 9) == 0) {
                c = 'i';
                op.arg = l[8] ? l + 9 : NULL;
            } else if (strcmp(l, "quiet") == 0 || strcmp(l, "silent") == 0) {
                c = 'n';
            } else if (strcmp(l, "regexp-extended") == 0) {
                c = 'E';
            } else if (strncmp(l, "expression=", 11) == 0) {
                c = 'e';
                op.arg = l + 11;
            } else {
                bi_cmd_err(ctx, "sed", "unrecognized option '--%s'", l);
                return bi_cmd_usage(ctx, "sed");
            }
        }
        p.quiet |= c == 'n';
        p.extended |= c == 'E' || c == 'r';
        in_place |= c == 'i';
        suffix = c == 'i' ? op.arg : suffix;
        if (c == 'e' && scripts < SED_CMDS) {
            es[scripts++] = op.arg;
        }
    }
    int i = op.i;
    if (scripts == 0) {
        if (i >= argc) {
            bi_cmd_err(ctx, "sed", "no script specified");
            return bi_cmd_usage(ctx, "sed");
        }
        es[scripts++] = argv[i++];
    }
    for (int k = 0; k < scripts; k++) {
        if (sed_parse(ctx, &p, es[k]) < 0) {
            sed_free(&p);
            return 1;
        }
    }
    cm_buf_init(&p.scratch, SED_MAX);
    p.md = bi_re_match_data(NULL, 10);
    if (!p.md) {
        sed_free(&p);
        return 4;
    }
    if (in_place) {
        if (i >= argc) {
            bi_cmd_err(ctx, "sed", "no input files");
            sed_free(&p);
            return 1;
        }
        int unread = 0;
        for (; i < argc; i++) {
            int r = sed_in_place(ctx, &p, argv[i], suffix);
            unread |= r == -2;
            rc |= r == -1;
        }
        sed_free(&p);
        return rc ? 4 : unread ? 2 : 0; // GNU: 2 an input not read, 4 an I/O error
    }
    // the files read as one stream, the output written as it comes
    static char stdin_name[] = "-";
    char *stdin_only[1] = {stdin_name};
    int nfiles = argc - i;
    sed_in in;
    sed_in_init(&in, ctx, nfiles ? argv + i : stdin_only, nfiles ? nfiles : 1, 0);
    bi_out out;
    bi_out_init(&out, ctx->out);
    if (sed_run(&p, &in, &out) < 0) {
        char msg[160];
        bi_cmd_err(ctx, "sed", "%s", run_error(&p, msg, sizeof msg));
        rc = 4;
    }
    sed_in_close(&in);
    rc = rc ? rc : in.rc;
    sed_free(&p);
    if (bi_out_done(&out) < 0 && rc == 0) {
        rc = 4;
    }
    return bi_stop_pending() ? 130 : rc ? rc : p.status;
}
