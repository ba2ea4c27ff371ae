/* A strict TOML subset parser for box.toml: every refusal names file:line:col. */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/hex.h"
#include "common/utf8.h"
#include "policy/toml.h"

// How a table came to exist: decides whether a later header or dotted key may add to it.
enum { HOW_ROOT, HOW_IMPLICIT, HOW_HEADER, HOW_DOTTED, HOW_INLINE };

#define MAX_KEY_PARTS 16
#define MAX_DEPTH     32

typedef struct pos {
    int line;
    int col;
} pos;

typedef struct parser {
    const char *s;
    size_t len;
    size_t i;
    int line;
    size_t line_start;
    const char *origin;
    cm_buf *err;
    cm_arena *arena;
    pol_toml_value *root;
    pol_toml_value *cur;
    int depth;
    int failed;
    size_t col_line_start; // column cache (see pos_at)
    size_t col_at;
    int col_val;
} parser;

typedef struct keypath {
    const char *parts[MAX_KEY_PARTS];
    pos where[MAX_KEY_PARTS];
    size_t n;
} keypath;

static pos
pos_at(parser *p, size_t at)
{
    // columns count characters; a cache of the last answer on this line keeps long
    // lines linear
    parser *m = p;
    pos r;
    r.line = p->line;
    size_t k = p->line_start;
    r.col = 1;
    if (m->col_line_start == p->line_start && m->col_at <= at && m->col_at >= k) {
        k = m->col_at;
        r.col = m->col_val;
    }
    for (; k < at && k < p->len; k++) {
        if (((unsigned char)p->s[k] & 0xC0) != 0x80) {
            r.col++;
        }
    }
    m->col_line_start = p->line_start;
    m->col_at = at;
    m->col_val = r.col;
    return r;
}

static pos
here(parser *p)
{
    return pos_at(p, p->i);
}

// Records the first error only; returns -1 so callers can `return fail(...)`.
static int fail(parser *p, pos w, const char *fmt, ...) CM_PRINTF(3, 4);

static int
fail(parser *p, pos w, const char *fmt, ...)
{
    if (p->failed) {
        return -1;
    }
    p->failed = 1;
    cm_buf_reset(p->err);
    va_list ap;
    va_start(ap, fmt);
    if (cm_buf_printf(p->err, "%s:%d:%d: ", p->origin, w.line, w.col) == 0) {
        if (cm_buf_vprintf(p->err, fmt, ap) != 0) {
            cm_buf_reset(p->err);
        }
    }
    va_end(ap);
    return -1;
}

static int
oom(parser *p)
{
    return fail(p, here(p), "out of memory");
}

static int
peek(const parser *p)
{
    return p->i < p->len ? (unsigned char)p->s[p->i] : -1;
}

static int
peek_at(const parser *p, size_t k)
{
    return p->i + k < p->len ? (unsigned char)p->s[p->i + k] : -1;
}

static void
newline(parser *p)
{
    // p->i is at '\n'
    p->i++;
    p->line++;
    p->line_start = p->i;
}

// Describe the character at the cursor for "found ..." messages.
static const char *
found(const parser *p, char *buf, size_t n)
{
    int c = peek(p);
    if (c < 0) {
        return "the end of the file";
    }
    if (c == '\n' || c == '\r') {
        return "the end of the line";
    }
    if (c < 0x80) {
        snprintf(buf, n, "`%c`", c);
        return buf;
    }
    return "a non-ASCII character";
}

static void
skip_ws(parser *p)
{
    while (peek(p) == ' ' || peek(p) == '\t') {
        p->i++;
    }
}

static void
skip_comment(parser *p)
{
    if (peek(p) == '#') {
        while (p->i < p->len && p->s[p->i] != '\n' && p->s[p->i] != '\r') {
            p->i++;
        }
    }
}

// True at '\n' or "\r\n" (a lone '\r' was refused by the pre-pass).
static int
at_newline(const parser *p)
{
    return peek(p) == '\n' || (peek(p) == '\r' && peek_at(p, 1) == '\n');
}

static void
eat_newline(parser *p)
{
    if (peek(p) == '\r') {
        p->i++;
    }
    newline(p);
}

// ws, comments and newlines (inside arrays).
static void
skip_all(parser *p)
{
    for (;;) {
        skip_ws(p);
        skip_comment(p);
        if (at_newline(p)) {
            eat_newline(p);
            continue;
        }
        return;
    }
}

// After a key/value pair or a header: only whitespace and a comment may follow.
static int
expect_eol(parser *p, const char *after)
{
    char b[8];
    skip_ws(p);
    skip_comment(p);
    if (peek(p) < 0) {
        return 0;
    }
    if (at_newline(p)) {
        eat_newline(p);
        return 0;
    }
    return fail(p, here(p), "expected the end of the line after %s, found %s", after,
                found(p, b, sizeof b));
}

// Whole-text checks: valid UTF-8, no control characters but tab and newline.
static int
prepass(parser *p)
{
    size_t k = 0;
    while (k < p->len) {
        unsigned char c = (unsigned char)p->s[k];
        if (c == '\n') {
            p->line++;
            p->line_start = k + 1;
            k++;
            continue;
        }
        if (c == '\r') {
            if (k + 1 < p->len && p->s[k + 1] == '\n') {
                k++;
                continue;
            }
            return fail(p, pos_at(p, k), "a carriage return must be followed by a newline");
        }
        if ((c < 0x20 && c != '\t') || c == 0x7f) {
            return fail(
                p, pos_at(p, k),
                "control character U+%04X is not allowed; write it as an escape in a string", c);
        }
        if (c < 0x80) {
            k++;
            continue;
        }
        size_t need;
        uint32_t cp;
        if (c >= 0xC2 && c <= 0xDF) {
            need = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            need = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            need = 3;
            cp = c & 0x07;
        } else {
            return fail(p, pos_at(p, k), "the file is not valid UTF-8");
        }
        if (k + need >= p->len) {
            return fail(p, pos_at(p, k), "the file is not valid UTF-8");
        }
        for (size_t j = 1; j <= need; j++) {
            unsigned char cc = (unsigned char)p->s[k + j];
            if ((cc & 0xC0) != 0x80) {
                return fail(p, pos_at(p, k), "the file is not valid UTF-8");
            }
            cp = (cp << 6) | (cc & 0x3F);
        }
        if ((need == 2 && cp < 0x800) || (need == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF)) {
            return fail(p, pos_at(p, k), "the file is not valid UTF-8");
        }
        k += need + 1;
    }
    p->line = 1;
    p->line_start = 0;
    return 0;
}

static pol_toml_value *
new_value(parser *p, pol_toml_type t, pos w)
{
    pol_toml_value *v = cm_arena_calloc(p->arena, sizeof *v);
    if (!v) {
        oom(p);
        return NULL;
    }
    v->type = t;
    v->line = w.line;
    v->col = w.col;
    return v;
}

static pol_toml_entry *
append(parser *p, pol_toml_value *t, const char *key, pos w, pol_toml_value *val)
{
    pol_toml_entry *e = cm_arena_calloc(p->arena, sizeof *e);
    if (!e) {
        oom(p);
        return NULL;
    }
    e->key = key;
    e->line = w.line;
    e->col = w.col;
    e->val = val;
    if (t->last) {
        t->last->next = e;
    } else {
        t->first = e;
    }
    t->last = e;
    t->n++;
    return e;
}

/* pol_toml_find: linear lookup by key. */
pol_toml_entry *
pol_toml_find(const pol_toml_value *t, const char *key)
{
    if (!t || t->type != POL_TOML_TABLE) {
        return NULL;
    }
    for (pol_toml_entry *e = t->first; e; e = e->next) {
        if (strcmp(e->key, key) == 0) {
            return e;
        }
    }
    return NULL;
}

/* pol_toml_type_name: the TOML word for a value type. */
const char *
pol_toml_type_name(pol_toml_type t)
{
    switch (t) {
    case POL_TOML_STRING:
        return "string";
    case POL_TOML_INT:
        return "integer";
    case POL_TOML_FLOAT:
        return "float";
    case POL_TOML_BOOL:
        return "boolean";
    case POL_TOML_ARRAY:
        return "array";
    case POL_TOML_TABLE:
        return "table";
    }
    return "value";
}

/* string = basic-string | literal-string (single line only)
 * basic-string = '"' { char | escape } '"'   literal-string = "'" { char } "'" */
static int
parse_string(parser *p, const char **out, size_t *out_len)
{
    pos start = here(p);
    int quote = peek(p);
    if (peek_at(p, 1) == quote && peek_at(p, 2) == quote) {
        return fail(p, start, "multi-line strings are not supported in box.toml");
    }
    p->i++;
    cm_buf b;
    cm_buf_init(&b, 0);
    for (;;) {
        int c = peek(p);
        if (c < 0 || c == '\n' || c == '\r') {
            cm_buf_free(&b);
            return fail(p, start, "unterminated string");
        }
        if (c == quote) {
            p->i++;
            break;
        }
        if (c == '\\' && quote == '"') {
            pos esc = here(p);
            int e = peek_at(p, 1);
            int r = 0;
            p->i += 2;
            switch (e) {
            case 'b':
                r = cm_buf_addc(&b, '\b');
                break;
            case 't':
                r = cm_buf_addc(&b, '\t');
                break;
            case 'n':
                r = cm_buf_addc(&b, '\n');
                break;
            case 'f':
                r = cm_buf_addc(&b, '\f');
                break;
            case 'r':
                r = cm_buf_addc(&b, '\r');
                break;
            case '"':
                r = cm_buf_addc(&b, '"');
                break;
            case '\\':
                r = cm_buf_addc(&b, '\\');
                break;
            case 'u':
            case 'U': {
                int digits = e == 'u' ? 4 : 8;
                uint32_t cp = 0;
                for (int k = 0; k < digits; k++) {
                    int h = cm_hexval(peek(p));
                    if (h < 0) {
                        cm_buf_free(&b);
                        return fail(p, esc, "the escape `\\%c` needs %d hex digits", e, digits);
                    }
                    cp = cp * 16 + (uint32_t)h;
                    p->i++;
                }
                if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                    cm_buf_free(&b);
                    return fail(p, esc, "the escape `\\%c%0*X` is not a Unicode scalar value", e,
                                digits, (unsigned)cp);
                }
                if (cp == 0) {
                    cm_buf_free(&b);
                    return fail(p, esc, "a NUL character is not allowed in a string");
                }
                r = cm_buf_add_utf8(&b, cp);
                break;
            }
            default:
                cm_buf_free(&b);
                if (e < 0x20 || e >= 0x7f) {
                    return fail(p, esc, "invalid escape in a string");
                }
                return fail(p, esc, "invalid escape `\\%c` in a string", e);
            }
            if (r != 0) {
                return oom(p);
            }
            continue;
        }
        if (cm_buf_addc(&b, (char)c) != 0) {
            return oom(p);
        }
        p->i++;
    }
    char *s = cm_arena_strndup(p->arena, cm_buf_str(&b), b.len);
    *out_len = b.len;
    cm_buf_free(&b);
    if (!s) {
        return oom(p);
    }
    *out = s;
    return 0;
}

static int
is_bare(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
}

/* key = simple-key { ws '.' ws simple-key }
 * simple-key = bare-key | basic-string | literal-string */
static int
parse_key(parser *p, keypath *k)
{
    char b[8];
    k->n = 0;
    for (;;) {
        skip_ws(p);
        if (k->n == MAX_KEY_PARTS) {
            return fail(p, here(p), "a key has more than %d parts", MAX_KEY_PARTS);
        }
        pos w = here(p);
        int c = peek(p);
        const char *part;
        if (c == '"' || c == '\'') {
            size_t n;
            if (parse_string(p, &part, &n) != 0) {
                return -1;
            }
        } else if (is_bare(c)) {
            size_t st = p->i;
            while (is_bare(peek(p))) {
                p->i++;
            }
            part = cm_arena_strndup(p->arena, p->s + st, p->i - st);
            if (!part) {
                return oom(p);
            }
        } else {
            return fail(p, w, "expected a key, found %s", found(p, b, sizeof b));
        }
        k->parts[k->n] = part;
        k->where[k->n] = w;
        k->n++;
        skip_ws(p);
        if (peek(p) != '.') {
            return 0;
        }
        p->i++;
    }
}

// "a.b.c" for messages (parts joined, first n parts).
static const char *
key_text(parser *p, const keypath *k, size_t n)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    for (size_t j = 0; j < n; j++) {
        if ((j > 0 && cm_buf_addc(&b, '.') != 0) || cm_buf_adds(&b, k->parts[j]) != 0) {
            cm_buf_free(&b);
            return "?";
        }
    }
    const char *s = cm_arena_strndup(p->arena, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return s ? s : "?";
}

static int parse_value(parser *p, pol_toml_value **out);

// Insert value at the dotted key k, relative to table t (dotted-key rules).
static int
insert_dotted(parser *p, pol_toml_value *t, const keypath *k, pol_toml_value *val)
{
    for (size_t j = 0; j + 1 < k->n; j++) {
        pol_toml_entry *e = pol_toml_find(t, k->parts[j]);
        if (!e) {
            pol_toml_value *sub = new_value(p, POL_TOML_TABLE, k->where[j]);
            if (!sub) {
                return -1;
            }
            sub->how = HOW_DOTTED;
            if (!append(p, t, k->parts[j], k->where[j], sub)) {
                return -1;
            }
            t = sub;
            continue;
        }
        if (e->val->type != POL_TOML_TABLE) {
            return fail(p, k->where[j], "`%s` is already a%s %s (line %d), not a table",
                        key_text(p, k, j + 1), e->val->type == POL_TOML_INT ? "n" : "",
                        pol_toml_type_name(e->val->type), e->line);
        }
        if (e->val->how == HOW_INLINE) {
            return fail(p, k->where[j],
                        "`%s` is an inline table (line %d), which cannot be extended",
                        key_text(p, k, j + 1), e->line);
        }
        if (e->val->how == HOW_HEADER || e->val->how == HOW_IMPLICIT) {
            return fail(p, k->where[j],
                        "`%s` is a table with its own [header] (line %d); add keys to it there",
                        key_text(p, k, j + 1), e->line);
        }
        t = e->val;
    }
    const char *last = k->parts[k->n - 1];
    pol_toml_entry *e = pol_toml_find(t, last);
    if (e) {
        return fail(p, k->where[k->n - 1], "duplicate key `%s` (first set at line %d)",
                    key_text(p, k, k->n), e->line);
    }
    return append(p, t, last, k->where[k->n - 1], val) ? 0 : -1;
}

/* keyval = key ws '=' ws value */
static int
parse_keyval(parser *p, pol_toml_value *t)
{
    char b[8];
    keypath k;
    if (parse_key(p, &k) != 0) {
        return -1;
    }
    skip_ws(p);
    if (peek(p) != '=') {
        return fail(p, here(p), "expected `=` after the key `%s`, found %s", key_text(p, &k, k.n),
                    found(p, b, sizeof b));
    }
    p->i++;
    skip_ws(p);
    pol_toml_value *v;
    if (parse_value(p, &v) != 0) {
        return -1;
    }
    return insert_dotted(p, t, &k, v);
}

/* array = '[' { ws-comment-newline value ws-comment-newline ',' } [ value ] ']' */
static int
parse_array(parser *p, pol_toml_value *arr)
{
    char b[8];
    p->i++;
    for (;;) {
        skip_all(p);
        if (peek(p) == ']') {
            p->i++;
            return 0;
        }
        if (peek(p) < 0) {
            return fail(p, here(p), "unterminated array (opened at line %d, column %d)", arr->line,
                        arr->col);
        }
        pos w = here(p);
        pol_toml_value *v;
        if (parse_value(p, &v) != 0) {
            return -1;
        }
        if (!append(p, arr, NULL, w, v)) {
            return -1;
        }
        skip_all(p);
        if (peek(p) == ',') {
            p->i++;
            continue;
        }
        if (peek(p) == ']') {
            p->i++;
            return 0;
        }
        if (peek(p) < 0) {
            return fail(p, pos_at(p, p->i), "unterminated array (opened at line %d, column %d)",
                        arr->line, arr->col);
        }
        return fail(p, here(p), "expected `,` or `]` in an array, found %s", found(p, b, sizeof b));
    }
}

/* inline-table = '{' ws [ keyval { ws ',' ws keyval } ] ws '}'   (one line) */
static int
parse_inline(parser *p, pol_toml_value *t)
{
    char b[8];
    t->how = HOW_DOTTED;
    p->i++;
    skip_ws(p);
    if (peek(p) == '}') {
        p->i++;
        t->how = HOW_INLINE;
        return 0;
    }
    for (;;) {
        skip_ws(p);
        if (peek(p) == '}') {
            return fail(p, here(p), "a trailing comma is not allowed in an inline table");
        }
        if (at_newline(p) || peek(p) < 0) {
            return fail(p, here(p), "an inline table must close on the line it opens");
        }
        if (parse_keyval(p, t) != 0) {
            return -1;
        }
        skip_ws(p);
        if (peek(p) == ',') {
            p->i++;
            continue;
        }
        if (peek(p) == '}') {
            p->i++;
            t->how = HOW_INLINE;
            return 0;
        }
        if (at_newline(p) || peek(p) < 0) {
            return fail(p, here(p), "an inline table must close on the line it opens");
        }
        return fail(p, here(p), "expected `,` or `}` in an inline table, found %s",
                    found(p, b, sizeof b));
    }
}

static int
digits_ok(const char *s, size_t n, int (*isd)(int))
{
    // digits with single underscores between them
    if (n == 0 || !isd((unsigned char)s[0]) || !isd((unsigned char)s[n - 1])) {
        return 0;
    }
    for (size_t k = 0; k < n; k++) {
        if (s[k] == '_') {
            if (!isd((unsigned char)s[k + 1])) {
                return 0;
            }
        } else if (!isd((unsigned char)s[k])) {
            return 0;
        }
    }
    return 1;
}

static int
isdec(int c)
{
    return c >= '0' && c <= '9';
}

static int
ishex(int c)
{
    return cm_hexval(c) >= 0;
}

static int
isoct(int c)
{
    return c >= '0' && c <= '7';
}

static int
isbin(int c)
{
    return c == '0' || c == '1';
}

// Copy without underscores into buf (which holds at least n + 1 bytes).
static void
strip_us(const char *s, size_t n, char *buf)
{
    size_t o = 0;
    for (size_t k = 0; k < n; k++) {
        if (s[k] != '_') {
            buf[o++] = s[k];
        }
    }
    buf[o] = 0;
}

/* integer | float | boolean (the token up to a delimiter) */
static int
parse_scalar(parser *p, pol_toml_value *v)
{
    pos w = here(p);
    size_t st = p->i;
    while (p->i < p->len) {
        int c = peek(p);
        if (is_bare(c) || c == '+' || c == '.' || c == ':') {
            p->i++;
            continue;
        }
        break;
    }
    const char *s = p->s + st;
    size_t n = p->i - st;
    if (n == 0) {
        char b[8];
        return fail(p, w, "expected a value, found %s", found(p, b, sizeof b));
    }
    if (n == 4 && memcmp(s, "true", 4) == 0) {
        v->type = POL_TOML_BOOL;
        v->b = 1;
        return 0;
    }
    if (n == 5 && memcmp(s, "false", 5) == 0) {
        v->type = POL_TOML_BOOL;
        v->b = 0;
        return 0;
    }
    if (n > 64) {
        return fail(p, w, "`%.*s...` is not a value", 16, s);
    }
    char tok[80];
    memcpy(tok, s, n);
    tok[n] = 0;
    if (strchr(tok, ':') || (n >= 5 && isdec(tok[0]) && isdec(tok[1]) && isdec(tok[2]) &&
                             isdec(tok[3]) && tok[4] == '-')) {
        return fail(p, w, "dates and times are not supported in box.toml");
    }
    const char *body = tok;
    int neg = 0;
    int sign = 0;
    if (*body == '+' || *body == '-') {
        neg = *body == '-';
        sign = 1;
        body++;
    }
    size_t bn = strlen(body);
    char clean[80];
    if (strcmp(body, "inf") == 0 || strcmp(body, "nan") == 0) {
        v->type = POL_TOML_FLOAT;
        v->f = body[0] == 'i' ? (neg ? -INFINITY : INFINITY) : NAN;
        return 0;
    }
    if (bn > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'o' || body[1] == 'b')) {
        int (*isd)(int) = body[1] == 'x' ? ishex : body[1] == 'o' ? isoct : isbin;
        int base = body[1] == 'x' ? 16 : body[1] == 'o' ? 8 : 2;
        if (sign || !digits_ok(body + 2, bn - 2, isd)) {
            return fail(p, w, "`%s` is not a valid integer", tok);
        }
        strip_us(body + 2, bn - 2, clean);
        errno = 0;
        unsigned long long u = strtoull(clean, NULL, base);
        if (errno != 0 || u > (unsigned long long)INT64_MAX) {
            return fail(p, w, "the integer `%s` is out of range", tok);
        }
        v->type = POL_TOML_INT;
        v->i = (int64_t)u;
        return 0;
    }
    // decimal: int-part [ '.' frac ] [ ('e'|'E') [sign] digits ]
    if (!isdec((unsigned char)body[0])) {
        return fail(p, w, "`%s` is not a valid value", tok);
    }
    const char *dot = strchr(body, '.');
    const char *exp = strpbrk(body, "eE");
    size_t int_len = dot ? (size_t)(dot - body) : exp ? (size_t)(exp - body) : bn;
    int is_float = dot || exp;
    if (!digits_ok(body, int_len, isdec) || (int_len > 1 && body[0] == '0')) {
        return fail(p, w, "`%s` is not a valid %s", tok, is_float ? "float" : "value");
    }
    if (dot) {
        size_t fl = exp ? (size_t)(exp - dot - 1) : strlen(dot + 1);
        if (exp && exp < dot) {
            return fail(p, w, "`%s` is not a valid float", tok);
        }
        if (!digits_ok(dot + 1, fl, isdec)) {
            return fail(p, w, "`%s` is not a valid float", tok);
        }
    }
    if (exp) {
        const char *e = exp + 1;
        if (*e == '+' || *e == '-') {
            e++;
        }
        if (!digits_ok(e, strlen(e), isdec)) {
            return fail(p, w, "`%s` is not a valid float", tok);
        }
    }
    strip_us(tok, n, clean);
    errno = 0;
    if (is_float) {
        double d = strtod(clean, NULL);
        if (errno == ERANGE && isinf(d)) {
            return fail(p, w, "the float `%s` is out of range", tok);
        }
        v->type = POL_TOML_FLOAT;
        v->f = d;
        return 0;
    }
    long long ll = strtoll(clean, NULL, 10);
    if (errno == ERANGE) {
        return fail(p, w, "the integer `%s` is out of range", tok);
    }
    v->type = POL_TOML_INT;
    v->i = ll;
    return 0;
}

/* value = string | boolean | array | inline-table | integer | float */
static int
parse_value(parser *p, pol_toml_value **out)
{
    pos w = here(p);
    int c = peek(p);
    if (c < 0 || at_newline(p) || c == '#') {
        return fail(p, w, "expected a value, found %s",
                    c == '#' ? "a comment"
                    : c < 0  ? "the end of the file"
                             : "the end of the line");
    }
    if (p->depth >= MAX_DEPTH) {
        return fail(p, w, "values nest deeper than %d levels", MAX_DEPTH);
    }
    pol_toml_value *v = new_value(p, POL_TOML_STRING, w);
    if (!v) {
        return -1;
    }
    int r;
    p->depth++;
    if (c == '"' || c == '\'') {
        r = parse_string(p, &v->str, &v->str_len);
    } else if (c == '[') {
        v->type = POL_TOML_ARRAY;
        r = parse_array(p, v);
    } else if (c == '{') {
        v->type = POL_TOML_TABLE;
        r = parse_inline(p, v);
    } else {
        r = parse_scalar(p, v);
    }
    p->depth--;
    if (r != 0) {
        return -1;
    }
    *out = v;
    return 0;
}

/* table-header = '[' ws key ws ']' */
static int
parse_header(parser *p)
{
    char b[8];
    pos open = here(p);
    if (peek_at(p, 1) == '[') {
        return fail(p, open, "arrays of tables ([[...]]) are not supported in box.toml");
    }
    p->i++;
    keypath k;
    if (parse_key(p, &k) != 0) {
        return -1;
    }
    skip_ws(p);
    if (peek(p) != ']') {
        return fail(p, here(p), "expected `]` to close the table header [%s, found %s",
                    key_text(p, &k, k.n), found(p, b, sizeof b));
    }
    p->i++;
    pol_toml_value *t = p->root;
    for (size_t j = 0; j < k.n; j++) {
        pol_toml_entry *e = pol_toml_find(t, k.parts[j]);
        int last = j + 1 == k.n;
        if (!e) {
            pol_toml_value *sub = new_value(p, POL_TOML_TABLE, last ? open : k.where[j]);
            if (!sub) {
                return -1;
            }
            sub->how = last ? HOW_HEADER : HOW_IMPLICIT;
            if (!append(p, t, k.parts[j], last ? open : k.where[j], sub)) {
                return -1;
            }
            t = sub;
            continue;
        }
        if (e->val->type != POL_TOML_TABLE) {
            return fail(p, k.where[j], "`%s` is already a%s %s (line %d), not a table",
                        key_text(p, &k, j + 1), e->val->type == POL_TOML_INT ? "n" : "",
                        pol_toml_type_name(e->val->type), e->line);
        }
        if (e->val->how == HOW_INLINE) {
            return fail(p, k.where[j],
                        "`%s` is an inline table (line %d), which cannot be extended",
                        key_text(p, &k, j + 1), e->line);
        }
        if (last) {
            if (e->val->how != HOW_IMPLICIT) {
                return fail(p, open, "table [%s] is defined twice (first at line %d)",
                            key_text(p, &k, k.n), e->line);
            }
            e->val->how = HOW_HEADER;
            e->val->line = open.line;
            e->val->col = open.col;
            e->line = open.line;
            e->col = open.col;
        }
        t = e->val;
    }
    p->cur = t;
    return expect_eol(p, "a table header");
}

static int
parse_doc(parser *p)
{
    if (prepass(p) != 0) {
        return -1;
    }
    pos origin = {1, 1};
    p->root = new_value(p, POL_TOML_TABLE, origin);
    if (!p->root) {
        return -1;
    }
    p->root->how = HOW_ROOT;
    p->cur = p->root;
    // a byte-order mark is allowed at the very start
    if (p->len >= 3 && memcmp(p->s, "\xEF\xBB\xBF", 3) == 0) {
        p->i = 3;
    }
    while (p->i < p->len) {
        skip_ws(p);
        skip_comment(p);
        if (peek(p) < 0) {
            break;
        }
        if (at_newline(p)) {
            eat_newline(p);
            continue;
        }
        if (peek(p) == '[') {
            if (parse_header(p) != 0) {
                return -1;
            }
            continue;
        }
        if (parse_keyval(p, p->cur) != 0) {
            return -1;
        }
        if (expect_eol(p, "a value") != 0) {
            return -1;
        }
    }
    return 0;
}

/* pol_toml_parse: see toml.h. */
int
pol_toml_parse(const char *text, size_t len, const char *origin, pol_toml_doc *doc, cm_buf *err)
{
    parser p;
    memset(&p, 0, sizeof p);
    p.col_val = 1;
    cm_arena_init(&doc->arena, 0);
    doc->root = NULL;
    p.s = text;
    p.len = len;
    p.line = 1;
    p.origin = origin;
    p.err = err;
    p.arena = &doc->arena;
    if (parse_doc(&p) != 0) {
        cm_arena_free(&doc->arena);
        return -1;
    }
    doc->root = p.root;
    return 0;
}

/* pol_toml_free: drops the whole tree. */
void
pol_toml_free(pol_toml_doc *doc)
{
    cm_arena_free(&doc->arena);
    doc->root = NULL;
}
