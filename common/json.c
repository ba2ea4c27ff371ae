/* Strict JSON read (a grammar check, then jsmn's tokens) and JSON strings written. */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define JSMN_STRICT
#include <jsmn.h>

#include "common/alloc.h"
#include "common/json.h"
#include "common/utf8.h"

/* ---- the grammar check (RFC 8259) ---- */

typedef struct checker {
    const char *s;
    size_t n;
    size_t i;
    long values;
    cm_buf *why;
} checker;

static int
bad(checker *c, const char *what)
{
    if (c->why && cm_buf_printf(c->why, "at byte %zu: %s", c->i, what) < 0) {
        cm_buf_reset(c->why); // out of memory: the caller reports an empty reason
    }
    return -1;
}

static void
ws(checker *c)
{
    while (c->i < c->n &&
           (c->s[c->i] == ' ' || c->s[c->i] == '\t' || c->s[c->i] == '\n' || c->s[c->i] == '\r')) {
        c->i++;
    }
}

static int
is_digit(char ch)
{
    return ch >= '0' && ch <= '9';
}

static int
is_hex(char ch)
{
    return is_digit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}

// number = [ minus ] int [ frac ] [ exp ]
static int
check_number(checker *c)
{
    if (c->s[c->i] == '-') {
        c->i++;
    }
    if (c->i >= c->n || !is_digit(c->s[c->i])) {
        return bad(c, "expected a digit in a number");
    }
    if (c->s[c->i] == '0') {
        c->i++;
    } else {
        while (c->i < c->n && is_digit(c->s[c->i])) {
            c->i++;
        }
    }
    if (c->i < c->n && c->s[c->i] == '.') {
        c->i++;
        if (c->i >= c->n || !is_digit(c->s[c->i])) {
            return bad(c, "expected a digit after '.' in a number");
        }
        while (c->i < c->n && is_digit(c->s[c->i])) {
            c->i++;
        }
    }
    if (c->i < c->n && (c->s[c->i] == 'e' || c->s[c->i] == 'E')) {
        c->i++;
        if (c->i < c->n && (c->s[c->i] == '+' || c->s[c->i] == '-')) {
            c->i++;
        }
        if (c->i >= c->n || !is_digit(c->s[c->i])) {
            return bad(c, "expected a digit in a number's exponent");
        }
        while (c->i < c->n && is_digit(c->s[c->i])) {
            c->i++;
        }
    }
    return 0;
}

// string = quotation-mark *char quotation-mark, with escapes and well-formed UTF-8
static int
check_string(checker *c)
{
    c->i++; // the opening quote
    while (c->i < c->n) {
        unsigned char ch = (unsigned char)c->s[c->i];
        if (ch == '"') {
            c->i++;
            return 0;
        }
        if (ch < 0x20) {
            return bad(c, "control character inside a string (escape it)");
        }
        if (ch == '\\') {
            if (c->i + 1 >= c->n) {
                break;
            }
            char e = c->s[c->i + 1];
            if (e == 'u') {
                if (c->i + 6 > c->n || !is_hex(c->s[c->i + 2]) || !is_hex(c->s[c->i + 3]) ||
                    !is_hex(c->s[c->i + 4]) || !is_hex(c->s[c->i + 5])) {
                    return bad(c, "expected four hex digits after \\u");
                }
                c->i += 6;
                continue;
            }
            if (!strchr("\"\\/bfnrt", e) || e == 0) {
                return bad(c, "invalid escape in a string");
            }
            c->i += 2;
            continue;
        }
        if (ch >= 0x80) {
            uint32_t cp;
            size_t k = cm_utf8_decode((const unsigned char *)c->s + c->i, c->n - c->i, &cp);
            if (k == 0) {
                return bad(c, "a string is not well-formed UTF-8");
            }
            c->i += k;
            continue;
        }
        c->i++;
    }
    return bad(c, "unterminated string");
}

static int
check_literal(checker *c, const char *lit)
{
    size_t k = strlen(lit);
    if (c->n - c->i < k || memcmp(c->s + c->i, lit, k) != 0) {
        return bad(c, "expected a JSON value");
    }
    c->i += k;
    return 0;
}

// value = false / null / true / object / array / number / string
static int
check_value(checker *c, int depth)
{
    ws(c);
    if (c->i >= c->n) {
        return bad(c, "expected a JSON value, found the end of the text");
    }
    if (++c->values > CM_JSON_MAX_TOKENS) {
        return bad(c, "too many values in one JSON text");
    }
    char ch = c->s[c->i];
    if (ch == '{' || ch == '[') {
        char close = ch == '{' ? '}' : ']';
        if (depth >= CM_JSON_MAX_DEPTH) {
            return bad(c, "JSON nested too deeply");
        }
        c->i++;
        ws(c);
        if (c->i < c->n && c->s[c->i] == close) {
            c->i++;
            return 0;
        }
        for (;;) {
            if (ch == '{') {
                ws(c);
                if (c->i >= c->n || c->s[c->i] != '"') {
                    return bad(c, "expected a string as an object key");
                }
                if (++c->values > CM_JSON_MAX_TOKENS) {
                    return bad(c, "too many values in one JSON text");
                }
                if (check_string(c) < 0) {
                    return -1;
                }
                ws(c);
                if (c->i >= c->n || c->s[c->i] != ':') {
                    return bad(c, "expected ':' after an object key");
                }
                c->i++;
            }
            if (check_value(c, depth + 1) < 0) {
                return -1;
            }
            ws(c);
            if (c->i < c->n && c->s[c->i] == ',') {
                c->i++;
                continue;
            }
            if (c->i < c->n && c->s[c->i] == close) {
                c->i++;
                return 0;
            }
            return bad(c, ch == '{' ? "expected ',' or '}' in an object"
                                    : "expected ',' or ']' in an array");
        }
    }
    if (ch == '"') {
        return check_string(c);
    }
    if (ch == '-' || is_digit(ch)) {
        return check_number(c);
    }
    if (ch == 't') {
        return check_literal(c, "true");
    }
    if (ch == 'f') {
        return check_literal(c, "false");
    }
    if (ch == 'n') {
        return check_literal(c, "null");
    }
    return bad(c, "expected a JSON value");
}

/* cm_json_parse: see common/json.h. */
int
cm_json_parse(cm_json *d, const char *js, size_t len, cm_buf *why)
{
    memset(d, 0, sizeof *d);
    checker c = {js, len, 0, 0, why};
    if (len > (size_t)INT_MAX / 2) {
        return bad(&c, "JSON text too long");
    }
    if (check_value(&c, 0) < 0) {
        return -1;
    }
    ws(&c);
    if (c.i != len) {
        return bad(&c, "text after the JSON value");
    }
    jsmn_parser p;
    jsmn_init(&p);
    int nt = jsmn_parse(&p, js, len, NULL, 0);
    if (nt <= 0) {
        c.i = 0;
        return bad(&c, "the JSON text could not be tokenized");
    }
    jsmntok_t *raw = cm_alloc((size_t)nt * sizeof *raw);
    d->t = cm_alloc((size_t)nt * sizeof *d->t);
    if (!raw || !d->t) {
        cm_free(raw);
        cm_free(d->t);
        d->t = NULL;
        c.i = 0;
        return bad(&c, "out of memory");
    }
    jsmn_init(&p);
    int got = jsmn_parse(&p, js, len, raw, (unsigned)nt);
    if (got != nt) {
        cm_free(raw);
        cm_free(d->t);
        d->t = NULL;
        c.i = 0;
        return bad(&c, "the JSON text could not be tokenized");
    }
    for (int k = 0; k < nt; k++) {
        d->t[k].type = raw[k].type == JSMN_OBJECT   ? CM_JSON_OBJECT
                       : raw[k].type == JSMN_ARRAY  ? CM_JSON_ARRAY
                       : raw[k].type == JSMN_STRING ? CM_JSON_STRING
                                                    : CM_JSON_PRIMITIVE;
        d->t[k].start = raw[k].start;
        d->t[k].end = raw[k].end;
        d->t[k].size = raw[k].size;
    }
    cm_free(raw);
    d->js = js;
    d->len = len;
    d->n = nt;
    return 0;
}

/* cm_json_free: see common/json.h. */
void
cm_json_free(cm_json *d)
{
    cm_free(d->t);
    memset(d, 0, sizeof *d);
}

/* cm_json_skip: see common/json.h. */
int
cm_json_skip(const cm_json *d, int i)
{
    int pending = 1;
    while (pending > 0 && i < d->n) {
        const cm_json_tok *t = &d->t[i];
        // a key's size (1) counts its value; a container's counts its members or items
        pending += t->size - 1;
        i++;
    }
    return i;
}

static uint32_t
hex4(const char *s)
{
    uint32_t v = 0;
    for (int k = 0; k < 4; k++) {
        char ch = s[k];
        v = v * 16 + (uint32_t)(is_digit(ch)               ? ch - '0'
                                : (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10
                                                           : ch - 'A' + 10);
    }
    return v;
}

static int
not_escape(unsigned char c)
{
    return c != '\\';
}

// ASCII that a JSON string holds as it is
static int
plain_ascii(unsigned char c)
{
    return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
}

// Append s[k..] to b up to the first byte plain() refuses (or n). Returns that index, or
// SIZE_MAX out of memory.
static size_t
copy_plain(cm_buf *b, const char *s, size_t k, size_t n, int (*plain)(unsigned char))
{
    size_t run = k;
    while (run < n && plain((unsigned char)s[run])) {
        run++;
    }
    if (run > k && cm_buf_add(b, s + k, run - k) < 0) {
        return SIZE_MAX;
    }
    return run;
}

// Decode string token t into b (the grammar was checked). A lone surrogate escape
// becomes U+FFFD, as a string holding it cannot be well-formed UTF-8.
static int
decode(const cm_json *d, const cm_json_tok *t, cm_buf *b)
{
    const char *s = d->js + t->start;
    size_t n = (size_t)(t->end - t->start);
    // plain runs, each followed by one escape
    for (size_t k = copy_plain(b, s, 0, n, not_escape); k < n;
         k = copy_plain(b, s, k, n, not_escape)) {
        char e = s[k + 1];
        int rc = 0;
        if (e == 'u') {
            uint32_t cp = hex4(s + k + 2);
            k += 6;
            if (cp >= 0xD800 && cp < 0xDC00 && k + 6 <= n && s[k] == '\\' && s[k + 1] == 'u') {
                uint32_t lo = hex4(s + k + 2);
                if (lo >= 0xDC00 && lo < 0xE000) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    k += 6;
                }
            }
            if (cp >= 0xD800 && cp < 0xE000) {
                cp = 0xFFFD;
            }
            rc = cm_buf_add_utf8(b, cp);
        } else {
            static const char from[] = "\"\\/bfnrt";
            static const char to[] = "\"\\/\b\f\n\r\t";
            const char *at = strchr(from, e);
            rc = cm_buf_addc(b, at ? to[at - from] : e);
            k += 2;
        }
        if (rc < 0) {
            return -1;
        }
    }
    return b->failed ? -1 : 0; // copy_plain ran out of memory
}

// 1 when i is a token of d of the given type.
static int
tok_is(const cm_json *d, int i, int type)
{
    return i >= 0 && i < d->n && d->t[i].type == type;
}

/* cm_json_is: see common/json.h. */
int
cm_json_is(const cm_json *d, int i, const char *s)
{
    if (!tok_is(d, i, CM_JSON_STRING)) {
        return 0;
    }
    const cm_json_tok *t = &d->t[i];
    size_t n = (size_t)(t->end - t->start);
    const char *raw = d->js + t->start;
    if (!memchr(raw, '\\', n)) {
        return strlen(s) == n && memcmp(raw, s, n) == 0;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    int eq = decode(d, t, &b) == 0 && b.len == strlen(s) && memcmp(cm_buf_str(&b), s, b.len) == 0;
    cm_buf_free(&b);
    return eq;
}

/* cm_json_get: see common/json.h. */
int
cm_json_get(const cm_json *d, int i, const char *key)
{
    if (!tok_is(d, i, CM_JSON_OBJECT)) {
        return -1;
    }
    int found = -1;
    int k = i + 1;
    for (int m = 0; m < d->t[i].size && k < d->n; m++) {
        if (cm_json_is(d, k, key)) {
            found = k + 1;
        }
        k = cm_json_skip(d, k + 1);
    }
    return found;
}

/* cm_json_str: see common/json.h. */
char *
cm_json_str(const cm_json *d, int i, size_t *len)
{
    if (!tok_is(d, i, CM_JSON_STRING)) {
        return NULL;
    }
    cm_buf b;
    cm_buf_init(&b, d->len + 1);
    if (decode(d, &d->t[i], &b) < 0 || cm_buf_addc(&b, 0) < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    if (len) {
        *len = b.len - 1;
    }
    return cm_buf_take(&b);
}

static int
is_number(const cm_json *d, int i)
{
    if (!tok_is(d, i, CM_JSON_PRIMITIVE)) {
        return 0;
    }
    char ch = d->js[d->t[i].start];
    return ch == '-' || is_digit(ch);
}

// Copy the text of number token i into buf (size bytes, NUL-terminated). 0, or -1 when
// i is not a number or its text does not fit.
static int
number_text(const cm_json *d, int i, char *buf, size_t size)
{
    if (!is_number(d, i)) {
        return -1;
    }
    size_t n = (size_t)(d->t[i].end - d->t[i].start);
    if (n >= size) {
        return -1;
    }
    memcpy(buf, d->js + d->t[i].start, n);
    buf[n] = 0;
    return 0;
}

/* cm_json_int: see common/json.h. */
int
cm_json_int(const cm_json *d, int i, int64_t *out)
{
    char buf[32];
    if (number_text(d, i, buf, sizeof buf) < 0 || strpbrk(buf, ".eE")) {
        return -1;
    }
    errno = 0;
    char *end;
    long long v = strtoll(buf, &end, 10);
    if (errno != 0 || *end != 0) {
        return -1;
    }
    *out = (int64_t)v;
    return 0;
}

/* cm_json_num: see common/json.h. */
int
cm_json_num(const cm_json *d, int i, double *out)
{
    char buf[400];
    if (number_text(d, i, buf, sizeof buf) < 0) {
        return -1;
    }
    *out = strtod(buf, NULL);
    return 0;
}

/* cm_json_is_lit: see common/json.h. */
int
cm_json_is_lit(const cm_json *d, int i, const char *lit)
{
    if (!tok_is(d, i, CM_JSON_PRIMITIVE)) {
        return 0;
    }
    size_t n = (size_t)(d->t[i].end - d->t[i].start);
    return strlen(lit) == n && memcmp(d->js + d->t[i].start, lit, n) == 0;
}

/* cm_json_add_ascii_escape: see common/json.h. */
int
cm_json_add_ascii_escape(cm_buf *b, unsigned c)
{
    static const char from[] = "\"\\\n\t\r";
    static const char *const to[] = {"\\\"", "\\\\", "\\n", "\\t", "\\r"};
    const char *at = c ? strchr(from, (int)c) : NULL;
    if (at) {
        return cm_buf_adds(b, to[at - from]);
    }
    return cm_buf_printf(b, "\\u%04x", c);
}

/* cm_json_add_str: see common/json.h. */
int
cm_json_add_str(cm_buf *b, const char *s, size_t n)
{
    if (cm_buf_addc(b, '"') < 0) {
        return -1;
    }
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        i = copy_plain(b, s, i, n, plain_ascii);
        if (i == SIZE_MAX) {
            return -1;
        }
        if (i >= n) {
            break;
        }
        unsigned c = u[i];
        int rc;
        if (c >= 0x80) {
            uint32_t cp;
            size_t k = cm_utf8_decode(u + i, n - i, &cp);
            if (k == 0) {
                rc = cm_buf_adds(b, "\\ufffd");
                k = 1;
            } else if (cp == 0x2028 || cp == 0x2029) {
                rc = cm_buf_printf(b, "\\u%04x", (unsigned)cp);
            } else {
                rc = cm_buf_add(b, s + i, k);
            }
            i += k;
        } else {
            rc = cm_json_add_ascii_escape(b, c);
            i++;
        }
        if (rc < 0) {
            return -1;
        }
    }
    return cm_buf_addc(b, '"');
}

/* cm_json_add_cstr: see common/json.h. */
int
cm_json_add_cstr(cm_buf *b, const char *s)
{
    return cm_json_add_str(b, s, strlen(s));
}

/* cm_json_add_raw: see common/json.h. */
int
cm_json_add_raw(cm_buf *b, const cm_json *d, int i)
{
    const cm_json_tok *t = &d->t[i];
    int quoted = t->type == CM_JSON_STRING;
    return cm_buf_add(b, d->js + t->start - quoted, (size_t)(t->end - t->start + 2 * quoted));
}
