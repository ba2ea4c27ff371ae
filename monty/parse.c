/* Python parser: recursive descent over the token array, building the AST of ast.h. The
 * string-literal and f-string part is parse_str.c, which shares the parser state and
 * helpers through monty/parse_int.h and calls back into the grammar
 * (mt_parse_fstring_expr) for an f-string's fields.
 *
 * Over 3,000 lines: the grammar is one set of mutually recursive rules over one parser
 * state (expressions, statements, parameters and match patterns call one another through
 * expression() and statement()), with error reporting shaped after CPython's messages
 * threaded through all of them, so splitting it further would trade one file for a wide
 * private header. */
#include "config.h"

#include "monty/parse.h"
#include "monty/parse_int.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>

#include "common/utf8.h"
#include "monty/lex.h"

// ---- tokens ----

mt_token *
mt_parse_cur(parser *p)
{
    if (p->pos > p->maxpos) {
        p->maxpos = p->pos;
    }
    return &p->t[p->pos];
}

static int
at(parser *p, int type)
{
    return mt_parse_cur(p)->type == type;
}

static mt_token *
peek(parser *p, int k)
{
    int i = p->pos;
    while (k > 0 && p->t[i].type != MT_T_ENDMARKER && p->t[i].type != MT_T_ERROR) {
        i++;
        k--;
    }
    if (i > p->maxpos) {
        p->maxpos = i;
    }
    return &p->t[i];
}

static mt_token *
prev(parser *p)
{
    return &p->t[p->pos > 0 ? p->pos - 1 : 0];
}

static mt_token *
advance(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    if (t->type != MT_T_ENDMARKER && t->type != MT_T_ERROR) {
        p->pos++;
    }
    return t;
}

static int
accept(parser *p, int type)
{
    if (at(p, type)) {
        advance(p);
        return 1;
    }
    return 0;
}

// Is the current token the NAME (soft keyword) s?
static int
at_name(parser *p, const char *s)
{
    mt_token *t = mt_parse_cur(p);
    size_t n = strlen(s);
    return t->type == MT_T_NAME && (size_t)(t->end - t->start) == n &&
           memcmp(p->src + t->start, s, n) == 0;
}

static int
tok_is_name(parser *p, const mt_token *t, const char *s)
{
    size_t n = strlen(s);
    return t->type == MT_T_NAME && (size_t)(t->end - t->start) == n &&
           memcmp(p->src + t->start, s, n) == 0;
}

// ---- errors ----

static void verr(parser *p, int type, int sline, int scol, int eline, int ecol, const char *fmt,
                 va_list ap) CM_PRINTF(7, 0);

static int
line_start_of(parser *p, int off)
{
    while (off > 0 && p->src[off - 1] != '\n' && p->src[off - 1] != '\r') {
        off--;
    }
    return off;
}

// Characters in src[from, to).
static int
nchars(parser *p, int from, int to)
{
    int n = 0;
    for (int i = from; i < to && i < p->len; i++) {
        if (((unsigned char)p->src[i] & 0xC0) != 0x80) {
            n++;
        }
    }
    return n;
}

// Byte offset of (line, byte col), searching from a known offset near it.
static int
offset_of(parser *p, int line, int col, int hint_off, int hint_line)
{
    int off = hint_off;
    int ln = hint_line;
    off = line_start_of(p, off);
    while (ln < line && off < p->len) {
        while (off < p->len && p->src[off] != '\n' && p->src[off] != '\r') {
            off++;
        }
        if (off < p->len && p->src[off] == '\r' && off + 1 < p->len && p->src[off + 1] == '\n') {
            off++;
        }
        off++;
        ln++;
    }
    return off + col;
}

// Record an error at positions given as (line, 0-based byte col); ecol < 0 means
// CPython's "no end" (-1), ecol == INT_MIN gives 0.
static void
verr(parser *p, int type, int sline, int scol, int eline, int ecol, const char *fmt, va_list ap)
{
    if (p->failed) {
        return;
    }
    p->failed = 1;
    mt_syntax_error *e = &p->perr;
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    if (p->in_fstring) {
        char tmp[sizeof e->msg];
        snprintf(tmp, sizeof tmp, "f-string: %.240s", e->msg);
        memcpy(e->msg, tmp, sizeof tmp);
    }
    e->type = type;
    e->filename = p->filename;
    // find the line's start offset by walking from the closest token
    mt_token *ref = &p->t[p->pos];
    int soff = offset_of(p, sline, 0, sline >= ref->line ? ref->start : 0,
                         sline >= ref->line ? ref->line : 1);
    if (sline < ref->line) {
        soff = offset_of(p, sline, 0, 0, 1);
    }
    int ls = soff;
    e->line = sline;
    e->col = scol < 0 ? 0 : nchars(p, ls, ls + scol) + 1;
    if (ecol >= 0) {
        int els = offset_of(p, eline, 0, ls, sline);
        e->end_line = eline;
        e->end_col = nchars(p, els, els + ecol) + 1;
    } else {
        e->end_line = sline;
        e->end_col = ecol == INT_MIN ? 0 : -1;
    }
    int le = ls;
    while (le < p->len && p->src[le] != '\n' && p->src[le] != '\r') {
        le++;
    }
    char *text = cm_arena_alloc(p->a, (size_t)(le - ls) + 2);
    if (text) {
        memcpy(text, p->src + ls, (size_t)(le - ls));
        text[le - ls] = '\n';
        text[le - ls + 1] = 0;
    }
    e->text = text;
}

static void *err_node(parser *p, const mt_expr *n, const char *fmt, ...) CM_PRINTF(3, 4);
static void *err_indent(parser *p, const mt_token *t, const char *fmt, ...) CM_PRINTF(3, 4);

void *
mt_parse_err_range(parser *p, int sline, int scol, int eline, int ecol, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr(p, MT_SYNERR_SYNTAX, sline, scol, eline, ecol, fmt, ap);
    va_end(ap);
    return NULL;
}

void *
mt_parse_err_tok(parser *p, const mt_token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr(p, MT_SYNERR_SYNTAX, t->line, t->col, t->end_line, t->end_col, fmt, ap);
    va_end(ap);
    return NULL;
}

static void *
err_node(parser *p, const mt_expr *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verr(p, MT_SYNERR_SYNTAX, n->line, n->col, n->end_line, n->end_col, fmt, ap);
    va_end(ap);
    return NULL;
}

// IndentationError at token t (CPython's conventions for INDENT and others).
static void *
err_indent(parser *p, const mt_token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (t->type == MT_T_INDENT) {
        verr(p, MT_SYNERR_INDENT, t->line, t->end_col - 1, t->line, -1, fmt, ap);
    } else if (t->type == MT_T_DEDENT) {
        verr(p, MT_SYNERR_INDENT, t->line, t->col - 1, t->line, -1, fmt, ap);
    } else {
        verr(p, MT_SYNERR_INDENT, t->line, t->col, t->end_line, t->end_col, fmt, ap);
    }
    va_end(ap);
    return NULL;
}

void *
mt_parse_oom(parser *p)
{
    if (!p->failed) {
        p->failed = 1;
        p->oom = 1;
    }
    return NULL;
}

// ---- allocation ----

static void *
alloc(parser *p, size_t n)
{
    void *r = cm_arena_calloc(p->a, n);
    if (!r) {
        return mt_parse_oom(p);
    }
    return r;
}

mt_expr *
mt_parse_new_expr(parser *p, int kind, const mt_token *ts, const mt_token *te)
{
    mt_expr *e = alloc(p, sizeof *e);
    if (!e) {
        return NULL;
    }
    e->kind = kind;
    NODE_POS(e, ts, te);
    return e;
}

// An expression spanning from node a's start to node b's end.
static mt_expr *
new_expr_span(parser *p, int kind, const mt_expr *a, const mt_expr *b)
{
    mt_expr *e = alloc(p, sizeof *e);
    if (!e) {
        return NULL;
    }
    e->kind = kind;
    e->line = a->line;
    e->col = a->col;
    e->end_line = b->end_line;
    e->end_col = b->end_col;
    return e;
}

// An expression from token st to the last token consumed.
static mt_expr *
new_expr_at(parser *p, int kind, const mt_token *st)
{
    return mt_parse_new_expr(p, kind, st, prev(p));
}

static mt_stmt *
new_stmt(parser *p, int kind, const mt_token *ts)
{
    mt_stmt *s = alloc(p, sizeof *s);
    if (!s) {
        return NULL;
    }
    s->kind = kind;
    s->line = ts->line;
    s->col = ts->col;
    s->end_line = ts->end_line;
    s->end_col = ts->end_col;
    return s;
}

// The last token before the current one that is not NEWLINE, INDENT or DEDENT.
static mt_token *
last_real(parser *p)
{
    int i = p->pos - 1;
    while (i > 0 && (p->t[i].type == MT_T_NEWLINE || p->t[i].type == MT_T_INDENT ||
                     p->t[i].type == MT_T_DEDENT)) {
        i--;
    }
    return &p->t[i < 0 ? 0 : i];
}

// Set a statement's end to the previous real token's end.
static void
stmt_end(parser *p, mt_stmt *s)
{
    mt_token *t = last_real(p);
    s->end_line = t->end_line;
    s->end_col = t->end_col;
}

static void
expr_end(parser *p, mt_expr *e)
{
    mt_token *t = prev(p);
    e->end_line = t->end_line;
    e->end_col = t->end_col;
}

static char *
strndup_a(parser *p, const char *s, size_t n)
{
    char *r = cm_arena_strndup(p->a, s, n);
    if (!r) {
        return mt_parse_oom(p);
    }
    return r;
}

void
mt_parse_vec_init(vec *x)
{
    x->v = x->inl;
    x->n = 0;
    x->cap = 8;
}

int
mt_parse_vec_push(parser *p, vec *x, void *e)
{
    if (x->n == x->cap) {
        if (x->cap > INT_MAX / 4) {
            mt_parse_oom(p);
            return -1;
        }
        void **nv = cm_arena_alloc(p->a, (size_t)x->cap * 2 * sizeof *nv);
        if (!nv) {
            mt_parse_oom(p);
            return -1;
        }
        memcpy(nv, x->v, (size_t)x->n * sizeof *nv);
        x->v = nv;
        x->cap *= 2;
    }
    x->v[x->n++] = e;
    return 0;
}

// Copy the list into the arena; returns its array (NULL for an empty list) and sets *n.
void **
mt_parse_vec_done(parser *p, vec *x, int *n)
{
    *n = x->n;
    if (x->n == 0) {
        return NULL;
    }
    void **r = cm_arena_alloc(p->a, (size_t)x->n * sizeof *r);
    if (!r) {
        *n = 0;
        return mt_parse_oom(p);
    }
    memcpy(r, x->v, (size_t)x->n * sizeof *r);
    return r;
}

static mt_expr *
one_expr_seq(parser *p, mt_expr_seq *s, mt_expr *e)
{
    s->v = alloc(p, sizeof *s->v);
    if (!s->v) {
        return NULL;
    }
    s->v[0] = e;
    s->n = 1;
    return e;
}

// ---- depth ----

static int
enter(parser *p)
{
    if (++p->depth > MT_PARSE_MAXDEPTH) {
        p->depth--;
        if (!p->failed) {
            p->failed = 1;
            p->perr.type = MT_SYNERR_RECURSION;
            snprintf(p->perr.msg, sizeof p->perr.msg,
                     "maximum recursion depth exceeded during compilation");
            p->perr.filename = p->filename;
            p->perr.line = mt_parse_cur(p)->line;
            p->perr.col = mt_parse_cur(p)->col + 1;
        }
        return -1;
    }
    return 0;
}

static void
leave(parser *p)
{
    p->depth--;
}

// ---- names ----

static const char *
tok_ident(parser *p, const mt_token *t)
{
    const char *s = p->src + t->start;
    size_t n = (size_t)(t->end - t->start);
    int ascii = 1;
    for (size_t i = 0; i < n; i++) {
        if ((unsigned char)s[i] >= 0x80) {
            ascii = 0;
            break;
        }
    }
    if (ascii) {
        return strndup_a(p, s, n);
    }
    // NFKC-normalise a non-ASCII identifier, as CPython does
    UErrorCode ec = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&ec);
    UChar buf[256], out[512];
    int32_t ulen = 0;
    // decode UTF-8 to UTF-16 by hand
    for (size_t i = 0; i < n && ulen < 250;) {
        unsigned c = (unsigned char)s[i];
        int32_t cp;
        int k;
        if (c < 0x80) {
            cp = (int32_t)c;
            k = 1;
        } else if (c < 0xE0) {
            cp = (int32_t)(c & 0x1F);
            k = 2;
        } else if (c < 0xF0) {
            cp = (int32_t)(c & 0x0F);
            k = 3;
        } else {
            cp = (int32_t)(c & 0x07);
            k = 4;
        }
        for (int j = 1; j < k && i + (size_t)j < n; j++) {
            cp = (cp << 6) | ((unsigned char)s[i + (size_t)j] & 0x3F);
        }
        i += (size_t)k;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            buf[ulen++] = (UChar)(0xD800 + (cp >> 10));
            buf[ulen++] = (UChar)(0xDC00 + (cp & 0x3FF));
        } else {
            buf[ulen++] = (UChar)cp;
        }
    }
    if (U_FAILURE(ec) || n > 500) {
        return strndup_a(p, s, n);
    }
    int32_t olen = unorm2_normalize(nfkc, buf, ulen, out, 512, &ec);
    if (U_FAILURE(ec)) {
        return strndup_a(p, s, n);
    }
    char *r = cm_arena_alloc(p->a, (size_t)olen * 3 + 1);
    if (!r) {
        return mt_parse_oom(p);
    }
    size_t w = 0;
    for (int32_t i = 0; i < olen; i++) {
        uint32_t cp = out[i];
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < olen) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (out[i + 1] - 0xDC00u);
            i++;
        }
        w += cm_utf8_encode(cp, r + w);
    }
    r[w] = 0;
    return r;
}

// NAME -> identifier (advancing), or NULL with an error.
static const char *
expect_name(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    if (t->type != MT_T_NAME) {
        return mt_parse_err_tok(p, t, "invalid syntax");
    }
    advance(p);
    return tok_ident(p, t);
}

static mt_expr *
name_expr(parser *p, const mt_token *t, int ctx)
{
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_NAME, t, t);
    if (!e) {
        return NULL;
    }
    e->v.Name.id = tok_ident(p, t);
    e->v.Name.ctx = ctx;
    return e->v.Name.id ? e : NULL;
}

// Generic failure: "invalid syntax" at the current token (the rest is decided at the top).
static void *
fail(parser *p)
{
    if (!p->failed) {
        mt_token *t = mt_parse_cur(p);
        mt_parse_err_tok(p, t, "invalid syntax");
        p->perr.type = MT_SYNERR_NONE; // marks a generic error, decided at the end
        p->failed = 2;
    }
    return NULL;
}

static int
expect(parser *p, int type)
{
    if (accept(p, type)) {
        return 0;
    }
    fail(p);
    return -1;
}

static int
expect_msg(parser *p, int type, const char *msg)
{
    if (accept(p, type)) {
        return 0;
    }
    if (!p->failed) {
        mt_token *t = mt_parse_cur(p);
        // CPython points at the last token it read; for a NEWLINE that is the newline
        mt_parse_err_tok(p, t, "%s", msg);
    }
    return -1;
}

// ---- numbers ----

// NUMBER token -> Constant.
static mt_expr *
number(parser *p, const mt_token *t)
{
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_CONSTANT, t, t);
    if (!e) {
        return NULL;
    }
    const char *s = p->src + t->start;
    int n = t->end - t->start;
    char sbuf[128];
    char *buf = sbuf;
    if (n + 1 > (int)sizeof sbuf) {
        buf = cm_arena_alloc(p->a, (size_t)n + 1);
        if (!buf) {
            return mt_parse_oom(p);
        }
    }
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] != '_') {
            buf[m++] = s[i];
        }
    }
    buf[m] = 0;
    char last = buf[m - 1];
    int base = 10;
    const char *digits = buf;
    if (m > 1 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) {
        base = 16;
    } else if (m > 1 && buf[0] == '0' && (buf[1] == 'o' || buf[1] == 'O')) {
        base = 8;
    } else if (m > 1 && buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B')) {
        base = 2;
    }
    if (base != 10) {
        digits = buf + 2;
    }
    if (last == 'j' || last == 'J') {
        buf[m - 1] = 0;
        e->v.Constant.kind = MT_CONST_COMPLEX;
        e->v.Constant.v.f = strtod(buf, NULL);
        return e;
    }
    if (base == 10 && (strchr(buf, '.') || strchr(buf, 'e') || strchr(buf, 'E'))) {
        e->v.Constant.kind = MT_CONST_FLOAT;
        e->v.Constant.v.f = strtod(buf, NULL);
        return e;
    }
    // integer: skip leading zeros, then accumulate with an overflow check
    while (digits[0] == '0' && digits[1]) {
        digits++;
    }
    uint64_t v = 0;
    int big = 0;
    for (const char *d = digits; *d; d++) {
        int c = *d;
        int dv = c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0';
        if (v > (UINT64_MAX - (uint64_t)dv) / (uint64_t)base) {
            big = 1;
            break;
        }
        v = v * (uint64_t)base + (uint64_t)dv;
    }
    if (!big && v <= (uint64_t)INT64_MAX) {
        e->v.Constant.kind = MT_CONST_INT;
        e->v.Constant.v.i = (int64_t)v;
        return e;
    }
    e->v.Constant.kind = MT_CONST_BIGINT;
    e->v.Constant.v.big.digits = strndup_a(p, digits, strlen(digits));
    e->v.Constant.v.big.base = base;
    return e->v.Constant.v.big.digits ? e : NULL;
}

// ---- expressions ----

static mt_expr *expression(parser *p);
static mt_expr *named_expression(parser *p);
static mt_expr *named_expression_hint(parser *p);
static mt_expr *star_expressions(parser *p);
static mt_expr *bitwise_or(parser *p);
static mt_expr *disjunction(parser *p);
static mt_expr *primary(parser *p);
static mt_expr *yield_expr(parser *p);
static mt_arguments *params(parser *p, int closer, int lambda);
static int comp_for(parser *p, mt_comprehension_seq *gens);
static int set_context(parser *p, mt_expr *e, int ctx, const char *kind);
static mt_expr *atom(parser *p);

// Can token type start an expression (used for the "forgot a comma" hint)?
static int
starts_expr(int type)
{
    switch (type) {
    case MT_T_NAME:
    case MT_T_NUMBER:
    case MT_T_STRING:
    case MT_T_LPAR:
    case MT_T_LSQB:
    case MT_T_LBRACE:
    case MT_T_TRUE:
    case MT_T_FALSE:
    case MT_T_NONE:
    case MT_T_ELLIPSIS:
    case MT_T_LAMBDA:
    case MT_T_NOT:
    case MT_T_TILDE:
    case MT_T_AWAIT:
        return 1;
    default:
        return 0;
    }
}

static const char *
expr_name(const mt_expr *e)
{
    switch (e->kind) {
    case MT_EXPR_ATTRIBUTE:
        return "attribute";
    case MT_EXPR_SUBSCRIPT:
        return "subscript";
    case MT_EXPR_STARRED:
        return "starred";
    case MT_EXPR_NAME:
        return "name";
    case MT_EXPR_LIST:
        return "list";
    case MT_EXPR_TUPLE:
        return "tuple";
    case MT_EXPR_LAMBDA:
        return "lambda";
    case MT_EXPR_CALL:
        return "function call";
    case MT_EXPR_BOOLOP:
    case MT_EXPR_BINOP:
    case MT_EXPR_UNARYOP:
        return "expression";
    case MT_EXPR_GENERATOREXP:
        return "generator expression";
    case MT_EXPR_YIELD:
    case MT_EXPR_YIELDFROM:
        return "yield expression";
    case MT_EXPR_AWAIT:
        return "await expression";
    case MT_EXPR_LISTCOMP:
        return "list comprehension";
    case MT_EXPR_SETCOMP:
        return "set comprehension";
    case MT_EXPR_DICTCOMP:
        return "dict comprehension";
    case MT_EXPR_DICT:
        return "dict literal";
    case MT_EXPR_SET:
        return "set display";
    case MT_EXPR_JOINEDSTR:
    case MT_EXPR_FORMATTEDVALUE:
        return "f-string expression";
    case MT_EXPR_CONSTANT:
        switch (e->v.Constant.kind) {
        case MT_CONST_NONE:
            return "None";
        case MT_CONST_TRUE:
            return "True";
        case MT_CONST_FALSE:
            return "False";
        case MT_CONST_ELLIPSIS:
            return "ellipsis";
        default:
            return "literal";
        }
    case MT_EXPR_COMPARE:
        return "comparison";
    case MT_EXPR_IFEXP:
        return "conditional expression";
    case MT_EXPR_NAMEDEXPR:
        return "named expression";
    case MT_EXPR_SLICE:
        return "slice";
    }
    return "expression";
}

// After an expression inside brackets: another expression right after it is the
// "Perhaps you forgot a comma?" mistake. Returns NULL after reporting it, else e.
static mt_expr *
check_comma(parser *p, mt_expr *e)
{
    if (!e || p->failed) {
        return e;
    }
    mt_token *t = mt_parse_cur(p);
    if (!starts_expr(t->type)) {
        return e;
    }
    // `print "x"`-like NAME STRING pairs and soft keywords are left to other rules
    if (e->kind == MT_EXPR_NAME && t->type == MT_T_STRING) {
        return e;
    }
    int save = p->pos;
    int saved_maxpos = p->maxpos;
    mt_expr *b = expression(p);
    if (b && !p->failed) {
        return mt_parse_err_range(p, e->line, e->col, b->end_line, b->end_col,
                                  "invalid syntax. Perhaps you forgot a comma?");
    }
    if (p->oom || p->perr.type == MT_SYNERR_RECURSION) {
        return NULL;
    }
    // not an expression after all: forget that attempt
    p->failed = 0;
    memset(&p->perr, 0, sizeof p->perr);
    p->pos = save;
    p->maxpos = saved_maxpos;
    return e;
}

// NUMBER | STRING+ | NAME | True | False | None | '...' | tuple/group/genexp | list |
// listcomp | dict | set | dictcomp | setcomp
static mt_expr *
atom(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    mt_expr *e;
    switch (t->type) {
    case MT_T_NAME:
        advance(p);
        return name_expr(p, t, MT_LOAD);
    case MT_T_NUMBER:
        advance(p);
        return number(p, t);
    case MT_T_STRING:
        return mt_parse_strings(p);
    case MT_T_TRUE:
    case MT_T_FALSE:
    case MT_T_NONE:
    case MT_T_ELLIPSIS:
        advance(p);
        e = mt_parse_new_expr(p, MT_EXPR_CONSTANT, t, t);
        if (e) {
            e->v.Constant.kind = t->type == MT_T_TRUE    ? MT_CONST_TRUE
                                 : t->type == MT_T_FALSE ? MT_CONST_FALSE
                                 : t->type == MT_T_NONE  ? MT_CONST_NONE
                                                         : MT_CONST_ELLIPSIS;
        }
        return e;
    case MT_T_LPAR: {
        // '(' [yield_expr | named_expression] ')' | tuple | genexp
        advance(p);
        if (accept(p, MT_T_RPAR)) {
            e = mt_parse_new_expr(p, MT_EXPR_TUPLE, t, prev(p));
            if (e) {
                e->v.Tuple.ctx = MT_LOAD;
            }
            return e;
        }
        if (at(p, MT_T_YIELD)) {
            e = yield_expr(p);
            if (!e || expect(p, MT_T_RPAR) < 0) {
                return NULL;
            }
            return e;
        }
        mt_expr *first;
        if (at(p, MT_T_STAR)) {
            mt_token *st = advance(p);
            mt_expr *v = bitwise_or(p);
            if (!v) {
                return NULL;
            }
            first = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
            if (!first) {
                return NULL;
            }
            first->v.Starred.value = v;
            first->v.Starred.ctx = MT_LOAD;
            expr_end(p, first);
        } else {
            first = named_expression_hint(p);
        }
        if (!first) {
            return NULL;
        }
        if (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR)) {
            if (first->kind == MT_EXPR_STARRED) {
                return err_node(p, first, "iterable unpacking cannot be used in comprehension");
            }
            e = mt_parse_new_expr(p, MT_EXPR_GENERATOREXP, t, t);
            if (!e) {
                return NULL;
            }
            e->v.ListComp.elt = first;
            if (comp_for(p, &e->v.ListComp.generators) < 0) {
                return NULL;
            }
            if (expect(p, MT_T_RPAR) < 0) {
                return NULL;
            }
            expr_end(p, e);
            return e;
        }
        if (!check_comma(p, first)) {
            return NULL;
        }
        if (accept(p, MT_T_RPAR)) {
            if (first->kind == MT_EXPR_STARRED) {
                return err_node(p, first, "cannot use starred expression here");
            }
            return first; // a group keeps its inner positions
        }
        if (!at(p, MT_T_COMMA)) {
            if (at(p, MT_T_COLONEQUAL) && first->kind != MT_EXPR_NAME) {
                return err_node(p, first, "cannot use assignment expressions with %s",
                                expr_name(first));
            }
            return fail(p);
        }
        vec x;
        mt_parse_vec_init(&x);
        if (mt_parse_vec_push(p, &x, first) < 0) {
            return NULL;
        }
        while (accept(p, MT_T_COMMA)) {
            if (at(p, MT_T_RPAR)) {
                break;
            }
            mt_expr *it;
            if (at(p, MT_T_STAR)) {
                mt_token *st = advance(p);
                mt_expr *v = bitwise_or(p);
                if (!v) {
                    return NULL;
                }
                it = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
                if (!it) {
                    return NULL;
                }
                it->v.Starred.value = v;
                it->v.Starred.ctx = MT_LOAD;
                expr_end(p, it);
            } else {
                it = named_expression_hint(p);
            }
            if (!check_comma(p, it) || mt_parse_vec_push(p, &x, it) < 0) {
                return NULL;
            }
        }
        if (expect(p, MT_T_RPAR) < 0) {
            return NULL;
        }
        e = mt_parse_new_expr(p, MT_EXPR_TUPLE, t, prev(p));
        if (!e) {
            return NULL;
        }
        SEQ(p, &x, e->v.Tuple.elts);
        e->v.Tuple.ctx = MT_LOAD;
        return e;
    }
    case MT_T_LSQB: {
        advance(p);
        vec x;
        mt_parse_vec_init(&x);
        int first = 1;
        while (!at(p, MT_T_RSQB)) {
            mt_expr *it;
            if (at(p, MT_T_STAR)) {
                mt_token *st = advance(p);
                mt_expr *v = bitwise_or(p);
                if (!v) {
                    return NULL;
                }
                it = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
                if (!it) {
                    return NULL;
                }
                it->v.Starred.value = v;
                it->v.Starred.ctx = MT_LOAD;
                expr_end(p, it);
            } else {
                it = named_expression_hint(p);
            }
            if (!it) {
                return NULL;
            }
            if (first && (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR))) {
                if (it->kind == MT_EXPR_STARRED) {
                    return err_node(p, it, "iterable unpacking cannot be used in comprehension");
                }
                e = mt_parse_new_expr(p, MT_EXPR_LISTCOMP, t, t);
                if (!e) {
                    return NULL;
                }
                e->v.ListComp.elt = it;
                if (comp_for(p, &e->v.ListComp.generators) < 0 || expect(p, MT_T_RSQB) < 0) {
                    return NULL;
                }
                expr_end(p, e);
                return e;
            }
            first = 0;
            if (!check_comma(p, it) || mt_parse_vec_push(p, &x, it) < 0) {
                return NULL;
            }
            if (!accept(p, MT_T_COMMA)) {
                break;
            }
        }
        if (expect(p, MT_T_RSQB) < 0) {
            return NULL;
        }
        e = mt_parse_new_expr(p, MT_EXPR_LIST, t, prev(p));
        if (!e) {
            return NULL;
        }
        SEQ(p, &x, e->v.List.elts);
        e->v.List.ctx = MT_LOAD;
        return e;
    }
    case MT_T_LBRACE: {
        advance(p);
        if (accept(p, MT_T_RBRACE)) {
            return mt_parse_new_expr(p, MT_EXPR_DICT, t, prev(p));
        }
        vec keys, vals;
        mt_parse_vec_init(&keys);
        mt_parse_vec_init(&vals);
        int is_dict = -1;
        int first = 1;
        while (!at(p, MT_T_RBRACE)) {
            if (at(p, MT_T_DOUBLESTAR)) {
                if (is_dict == 0) {
                    return fail(p);
                }
                is_dict = 1;
                mt_token *ds = advance(p);
                mt_expr *v = bitwise_or(p);
                if (v && first && (at(p, MT_T_FOR) || at(p, MT_T_ASYNC))) {
                    return mt_parse_err_tok(p, ds,
                                            "dict unpacking cannot be used in dict comprehension"),
                           NULL;
                }
                if (!v || mt_parse_vec_push(p, &keys, NULL) < 0 ||
                    mt_parse_vec_push(p, &vals, v) < 0) {
                    return NULL;
                }
            } else if (at(p, MT_T_STAR)) {
                if (is_dict == 1) {
                    return fail(p);
                }
                is_dict = 0;
                mt_token *st = advance(p);
                mt_expr *v = bitwise_or(p);
                if (!v) {
                    return NULL;
                }
                mt_expr *it = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
                if (!it) {
                    return NULL;
                }
                it->v.Starred.value = v;
                it->v.Starred.ctx = MT_LOAD;
                expr_end(p, it);
                if (mt_parse_vec_push(p, &keys, it) < 0) {
                    return NULL;
                }
            } else {
                mt_expr *k = is_dict == 1 ? expression(p) : named_expression_hint(p);
                if (!k) {
                    return NULL;
                }
                if (is_dict != 0 && at(p, MT_T_COLON)) {
                    is_dict = 1;
                    advance(p);
                    mt_expr *v = expression(p);
                    if (!v || mt_parse_vec_push(p, &keys, k) < 0 ||
                        mt_parse_vec_push(p, &vals, v) < 0) {
                        return NULL;
                    }
                    if (first &&
                        (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR))) {
                        e = mt_parse_new_expr(p, MT_EXPR_DICTCOMP, t, t);
                        if (!e) {
                            return NULL;
                        }
                        e->v.DictComp.key = k;
                        e->v.DictComp.value = v;
                        if (comp_for(p, &e->v.DictComp.generators) < 0 ||
                            expect(p, MT_T_RBRACE) < 0) {
                            return NULL;
                        }
                        expr_end(p, e);
                        return e;
                    }
                    if (!check_comma(p, v)) {
                        return NULL;
                    }
                } else if (is_dict == 1) {
                    if (at(p, MT_T_COMMA) || at(p, MT_T_RBRACE)) {
                        return mt_parse_err_range(p, k->line, k->col, k->end_line, INT_MIN,
                                                  "':' expected after dictionary key");
                    }
                    return fail(p);
                } else {
                    is_dict = 0;
                    if (first &&
                        (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR))) {
                        e = mt_parse_new_expr(p, MT_EXPR_SETCOMP, t, t);
                        if (!e) {
                            return NULL;
                        }
                        e->v.ListComp.elt = k;
                        if (comp_for(p, &e->v.ListComp.generators) < 0 ||
                            expect(p, MT_T_RBRACE) < 0) {
                            return NULL;
                        }
                        expr_end(p, e);
                        return e;
                    }
                    if (!check_comma(p, k) || mt_parse_vec_push(p, &keys, k) < 0) {
                        return NULL;
                    }
                }
            }
            first = 0;
            if (!accept(p, MT_T_COMMA)) {
                break;
            }
        }
        if (expect(p, MT_T_RBRACE) < 0) {
            return NULL;
        }
        if (is_dict == 1) {
            e = mt_parse_new_expr(p, MT_EXPR_DICT, t, prev(p));
            if (!e) {
                return NULL;
            }
            SEQ(p, &keys, e->v.Dict.keys);
            SEQ(p, &vals, e->v.Dict.values);
            return e;
        }
        e = mt_parse_new_expr(p, MT_EXPR_SET, t, prev(p));
        if (!e) {
            return NULL;
        }
        SEQ(p, &keys, e->v.Set.elts);
        return e;
    }
    case MT_T_ERROR:
        return fail(p);
    default:
        return fail(p);
    }
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
static mt_expr *
slice(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    mt_expr *lower = NULL;
    if (!at(p, MT_T_COLON)) {
        if (at(p, MT_T_STAR)) {
            mt_token *st = advance(p);
            mt_expr *v = bitwise_or(p);
            if (!v) {
                return NULL;
            }
            mt_expr *s = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
            if (!s) {
                return NULL;
            }
            s->v.Starred.value = v;
            s->v.Starred.ctx = MT_LOAD;
            expr_end(p, s);
            return s;
        }
        lower = named_expression_hint(p);
        if (!lower) {
            return NULL;
        }
        if (!at(p, MT_T_COLON)) {
            return lower;
        }
        if (lower->kind == MT_EXPR_NAMEDEXPR) {
            // CPython's slice rule takes `expression` before ':'
            return fail(p);
        }
    }
    advance(p); // ':'
    mt_expr *s = mt_parse_new_expr(p, MT_EXPR_SLICE, t, t);
    if (!s) {
        return NULL;
    }
    s->v.Slice.lower = lower;
    if (!at(p, MT_T_COLON) && !at(p, MT_T_COMMA) && !at(p, MT_T_RSQB)) {
        s->v.Slice.upper = expression(p);
        if (!s->v.Slice.upper) {
            return NULL;
        }
    }
    if (accept(p, MT_T_COLON)) {
        if (!at(p, MT_T_COMMA) && !at(p, MT_T_RSQB)) {
            s->v.Slice.step = expression(p);
            if (!s->v.Slice.step) {
                return NULL;
            }
        }
    }
    expr_end(p, s);
    return s;
}

// slices: slice !',' | ','.(slice | starred_expression)+ [',']
static mt_expr *
slices(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    mt_expr *first = slice(p);
    if (!first) {
        return NULL;
    }
    if (!at(p, MT_T_COMMA)) {
        if (first->kind == MT_EXPR_STARRED) {
            // a[*b] is a one-element tuple
            mt_expr *tup = mt_parse_new_expr(p, MT_EXPR_TUPLE, t, prev(p));
            if (!tup || !one_expr_seq(p, &tup->v.Tuple.elts, first)) {
                return NULL;
            }
            tup->v.Tuple.ctx = MT_LOAD;
            return tup;
        }
        return check_comma(p, first);
    }
    vec x;
    mt_parse_vec_init(&x);
    if (mt_parse_vec_push(p, &x, first) < 0) {
        return NULL;
    }
    while (accept(p, MT_T_COMMA)) {
        if (at(p, MT_T_RSQB)) {
            break;
        }
        mt_expr *s = slice(p);
        if (!s || mt_parse_vec_push(p, &x, s) < 0) {
            return NULL;
        }
    }
    mt_expr *tup = mt_parse_new_expr(p, MT_EXPR_TUPLE, t, prev(p));
    if (!tup) {
        return NULL;
    }
    SEQ(p, &x, tup->v.Tuple.elts);
    tup->v.Tuple.ctx = MT_LOAD;
    return tup;
}

// arguments: args [','] &')'
// args: ','.(starred_expression | (assignment_expression | expression !':=') !'=')+
//       [',' kwargs] | kwargs
static int
call_args(parser *p, mt_expr_seq *args, mt_keyword_seq *kws, const mt_token *open)
{
    vec a, k;
    mt_parse_vec_init(&a);
    mt_parse_vec_init(&k);
    int seen_kw = 0;    // a keyword argument was seen
    int seen_dstar = 0; // a **kwargs was seen
    const mt_keyword *dstar = NULL;
    int n = 0;
    while (!at(p, MT_T_RPAR)) {
        mt_token *t = mt_parse_cur(p);
        if (at(p, MT_T_STAR)) {
            advance(p);
            mt_expr *v = expression(p);
            if (!v) {
                return -1;
            }
            if (dstar) { // placed at the **kwargs, as CPython's
                return mt_parse_err_range(p, dstar->line, dstar->col, dstar->end_line,
                                          dstar->end_col,
                                          "iterable argument unpacking follows keyword argument "
                                          "unpacking"),
                       -1;
            }
            mt_expr *s = mt_parse_new_expr(p, MT_EXPR_STARRED, t, t);
            if (!s) {
                return -1;
            }
            s->v.Starred.value = v;
            s->v.Starred.ctx = MT_LOAD;
            expr_end(p, s);
            if (open && (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR))) {
                return err_node(p, s, "iterable unpacking cannot be used in comprehension"), -1;
            }
            if (mt_parse_vec_push(p, &a, s) < 0) {
                return -1;
            }
        } else if (at(p, MT_T_DOUBLESTAR)) {
            advance(p);
            mt_expr *v = expression(p);
            if (!v) {
                return -1;
            }
            mt_keyword *kw = alloc(p, sizeof *kw);
            if (!kw) {
                return -1;
            }
            kw->value = v;
            kw->line = t->line;
            kw->col = t->col;
            kw->end_line = prev(p)->end_line;
            kw->end_col = prev(p)->end_col;
            seen_dstar = 1;
            if (!dstar) {
                dstar = kw;
            }
            if (mt_parse_vec_push(p, &k, kw) < 0) {
                return -1;
            }
        } else if (t->type == MT_T_NAME && peek(p, 1)->type == MT_T_EQUAL) {
            advance(p);
            advance(p);
            mt_expr *v = expression(p);
            if (!v) {
                return -1;
            }
            mt_keyword *kw = alloc(p, sizeof *kw);
            if (!kw) {
                return -1;
            }
            kw->arg = tok_ident(p, t);
            kw->value = v;
            kw->line = t->line;
            kw->col = t->col;
            kw->end_line = prev(p)->end_line;
            kw->end_col = prev(p)->end_col;
            seen_kw = 1;
            if (mt_parse_vec_push(p, &k, kw) < 0) {
                return -1;
            }
        } else {
            mt_expr *v = named_expression(p);
            if (!v) {
                return -1;
            }
            if (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR)) {
                if (!open) {
                    fail(p); // class bases take no bare generator expression
                    return -1;
                }
                mt_expr *g = new_expr_span(p, MT_EXPR_GENERATOREXP, v, v);
                if (!g) {
                    return -1;
                }
                g->v.ListComp.elt = v;
                if (comp_for(p, &g->v.ListComp.generators) < 0) {
                    return -1;
                }
                expr_end(p, g);
                int only = n == 0 && at(p, MT_T_RPAR);
                if (only) {
                    // f(x for x in y): the genexp spans the call's parentheses
                    g->line = open->line;
                    g->col = open->col;
                    g->end_line = mt_parse_cur(p)->end_line;
                    g->end_col = mt_parse_cur(p)->end_col;
                } else {
                    return err_node(p, g, "Generator expression must be parenthesized"), -1;
                }
                v = g;
            }
            if (at(p, MT_T_EQUAL)) {
                mt_token *eq = mt_parse_cur(p);
                if (v->kind == MT_EXPR_CONSTANT &&
                    (v->v.Constant.kind == MT_CONST_TRUE || v->v.Constant.kind == MT_CONST_FALSE ||
                     v->v.Constant.kind == MT_CONST_NONE)) {
                    return mt_parse_err_range(p, v->line, v->col, eq->end_line, eq->end_col,
                                              "cannot assign to %s", expr_name(v)),
                           -1;
                }
                return mt_parse_err_range(p, v->line, v->col, eq->end_line, eq->end_col,
                                          "expression cannot contain assignment, perhaps you meant "
                                          "\"==\"?"),
                       -1;
            }
            if (seen_dstar) {
                return mt_parse_err_tok(p, mt_parse_cur(p),
                                        "positional argument follows keyword argument unpacking"),
                       -1;
            }
            if (seen_kw) {
                return mt_parse_err_tok(p, mt_parse_cur(p),
                                        "positional argument follows keyword argument"),
                       -1;
            }
            if (!check_comma(p, v)) {
                return -1;
            }
            if (mt_parse_vec_push(p, &a, v) < 0) {
                return -1;
            }
        }
        n++;
        if (!accept(p, MT_T_COMMA)) {
            break;
        }
    }
    if (!at(p, MT_T_RPAR)) {
        fail(p);
        return -1;
    }
    advance(p);
    SEQ(p, &a, *args);
    SEQ(p, &k, *kws);
    return p->failed ? -1 : 0;
}

// primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')' |
//          primary '[' slices ']' | atom
static mt_expr *
primary(parser *p)
{
    mt_token *st = mt_parse_cur(p);
    mt_expr *e = atom(p);
    while (e) {
        mt_token *t = mt_parse_cur(p);
        if (t->type == MT_T_DOT) {
            advance(p);
            mt_token *nt = mt_parse_cur(p);
            if (nt->type != MT_T_NAME) {
                return fail(p);
            }
            advance(p);
            mt_expr *a = new_expr_at(p, MT_EXPR_ATTRIBUTE, st);
            if (!a) {
                return NULL;
            }
            a->v.Attribute.value = e;
            a->v.Attribute.attr = tok_ident(p, nt);
            a->v.Attribute.ctx = MT_LOAD;
            e = a;
        } else if (t->type == MT_T_LPAR) {
            advance(p);
            mt_expr *c = new_expr_at(p, MT_EXPR_CALL, st);
            if (!c) {
                return NULL;
            }
            c->v.Call.func = e;
            if (call_args(p, &c->v.Call.args, &c->v.Call.keywords, t) < 0) {
                return NULL;
            }
            expr_end(p, c);
            e = c;
        } else if (t->type == MT_T_LSQB) {
            advance(p);
            mt_expr *s = new_expr_at(p, MT_EXPR_SUBSCRIPT, st);
            if (!s) {
                return NULL;
            }
            s->v.Subscript.value = e;
            s->v.Subscript.slice = slices(p);
            if (!s->v.Subscript.slice || expect(p, MT_T_RSQB) < 0) {
                return NULL;
            }
            s->v.Subscript.ctx = MT_LOAD;
            expr_end(p, s);
            e = s;
        } else {
            break;
        }
    }
    return e;
}

// await_primary: AWAIT primary | primary
// power: await_primary '**' factor | await_primary
static mt_expr *factor(parser *p);

static mt_expr *
power(parser *p)
{
    mt_expr *e;
    mt_token *st = mt_parse_cur(p);
    if (at(p, MT_T_AWAIT)) {
        mt_token *t = advance(p);
        mt_expr *v = primary(p);
        if (!v) {
            return NULL;
        }
        e = mt_parse_new_expr(p, MT_EXPR_AWAIT, t, t);
        if (!e) {
            return NULL;
        }
        e->v.Await.value = v;
        expr_end(p, e);
    } else {
        e = primary(p);
    }
    if (e && at(p, MT_T_DOUBLESTAR)) {
        // 1 ** 1 ** ... recurses once per operator: 100,000 of them overflowed the stack
        if (enter(p) < 0) {
            return NULL;
        }
        advance(p);
        mt_expr *r = factor(p);
        leave(p);
        if (!r) {
            return NULL;
        }
        mt_expr *b = new_expr_at(p, MT_EXPR_BINOP, st);
        if (!b) {
            return NULL;
        }
        b->v.BinOp.left = e;
        b->v.BinOp.op = MT_POW;
        b->v.BinOp.right = r;
        e = b;
    }
    return e;
}

// factor: '+' factor | '-' factor | '~' factor | power
static mt_expr *
factor(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    int op = t->type == MT_T_PLUS    ? MT_UADD
             : t->type == MT_T_MINUS ? MT_USUB
             : t->type == MT_T_TILDE ? MT_INVERT
                                     : 0;
    if (!op) {
        return power(p);
    }
    if (enter(p) < 0) {
        return NULL;
    }
    advance(p);
    mt_expr *v = factor(p);
    leave(p);
    if (!v) {
        return NULL;
    }
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_UNARYOP, t, t);
    if (!e) {
        return NULL;
    }
    e->v.UnaryOp.op = op;
    e->v.UnaryOp.operand = v;
    expr_end(p, e);
    return e;
}

// Left-associative binary levels, from the tightest: term, sum, shift, &, ^, |.
static int
binop_of(int level, int type)
{
    switch (level) {
    case 0: // term
        switch (type) {
        case MT_T_STAR:
            return MT_MULT;
        case MT_T_SLASH:
            return MT_DIV;
        case MT_T_DOUBLESLASH:
            return MT_FLOORDIV;
        case MT_T_PERCENT:
            return MT_MOD;
        case MT_T_AT:
            return MT_MATMULT;
        default:
            return 0;
        }
    case 1:
        return type == MT_T_PLUS ? MT_ADD : type == MT_T_MINUS ? MT_SUB : 0;
    case 2:
        return type == MT_T_LEFTSHIFT ? MT_LSHIFT : type == MT_T_RIGHTSHIFT ? MT_RSHIFT : 0;
    case 3:
        return type == MT_T_AMPER ? MT_BITAND : 0;
    case 4:
        return type == MT_T_CIRCUMFLEX ? MT_BITXOR : 0;
    default:
        return type == MT_T_VBAR ? MT_BITOR : 0;
    }
}

static mt_expr *
binary(parser *p, int level)
{
    mt_token *st = mt_parse_cur(p);
    mt_expr *e = level == 0 ? factor(p) : binary(p, level - 1);
    while (e) {
        int op = binop_of(level, mt_parse_cur(p)->type);
        if (!op) {
            break;
        }
        advance(p);
        mt_expr *r = level == 0 ? factor(p) : binary(p, level - 1);
        if (!r) {
            return NULL;
        }
        mt_expr *b = new_expr_at(p, MT_EXPR_BINOP, st);
        if (!b) {
            return NULL;
        }
        b->v.BinOp.left = e;
        b->v.BinOp.op = op;
        b->v.BinOp.right = r;
        e = b;
    }
    return e;
}

// bitwise_or: bitwise_or '|' bitwise_xor | bitwise_xor (and the levels below)
static mt_expr *
bitwise_or(parser *p)
{
    return binary(p, 5);
}

// comparison: bitwise_or (compare_op bitwise_or)*
static mt_expr *
comparison(parser *p)
{
    mt_token *st = mt_parse_cur(p);
    mt_expr *e = bitwise_or(p);
    if (!e) {
        return NULL;
    }
    vec ops, rhs;
    mt_parse_vec_init(&ops);
    mt_parse_vec_init(&rhs);
    for (;;) {
        mt_token *t = mt_parse_cur(p);
        int op = 0;
        switch (t->type) {
        case MT_T_EQEQUAL:
            op = MT_EQ;
            break;
        case MT_T_NOTEQUAL:
            if (p->src[t->start] == '<') {
                return mt_parse_err_tok(p, t, "invalid syntax");
            }
            op = MT_NOTEQ;
            break;
        case MT_T_LESS:
            op = MT_LT;
            break;
        case MT_T_LESSEQUAL:
            op = MT_LTE;
            break;
        case MT_T_GREATER:
            op = MT_GT;
            break;
        case MT_T_GREATEREQUAL:
            op = MT_GTE;
            break;
        case MT_T_IN:
            op = MT_IN;
            break;
        case MT_T_IS:
            op = peek(p, 1)->type == MT_T_NOT ? MT_ISNOT : MT_IS;
            break;
        case MT_T_NOT:
            if (peek(p, 1)->type == MT_T_IN) {
                op = MT_NOTIN;
            }
            break;
        default:
            break;
        }
        if (!op) {
            break;
        }
        advance(p);
        if (op == MT_ISNOT || op == MT_NOTIN) {
            advance(p);
        }
        mt_expr *r = bitwise_or(p);
        if (!r) {
            return NULL;
        }
        if (mt_parse_vec_push(p, &ops, (void *)(intptr_t)op) < 0 ||
            mt_parse_vec_push(p, &rhs, r) < 0) {
            return NULL;
        }
    }
    if (ops.n == 0) {
        return e;
    }
    mt_expr *c = new_expr_at(p, MT_EXPR_COMPARE, st);
    if (!c) {
        return NULL;
    }
    c->v.Compare.left = e;
    c->v.Compare.n = ops.n;
    c->v.Compare.ops = alloc(p, (size_t)ops.n * sizeof(mt_cmpop));
    if (!c->v.Compare.ops) {
        return NULL;
    }
    for (int i = 0; i < ops.n; i++) {
        c->v.Compare.ops[i] = (mt_cmpop)(intptr_t)ops.v[i];
    }
    SEQ(p, &rhs, c->v.Compare.comparators);
    return c;
}

// inversion: 'not' inversion | comparison
static mt_expr *
inversion(parser *p)
{
    if (!at(p, MT_T_NOT)) {
        return comparison(p);
    }
    mt_token *t = advance(p);
    if (enter(p) < 0) {
        return NULL;
    }
    mt_expr *v = inversion(p);
    leave(p);
    if (!v) {
        return NULL;
    }
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_UNARYOP, t, t);
    if (!e) {
        return NULL;
    }
    e->v.UnaryOp.op = MT_NOT;
    e->v.UnaryOp.operand = v;
    expr_end(p, e);
    return e;
}

// conjunction: inversion ('and' inversion)+ | inversion
// disjunction: conjunction ('or' conjunction)+ | conjunction
static mt_expr *
boolop(parser *p, int is_or)
{
    mt_token *st = mt_parse_cur(p);
    mt_expr *e = is_or ? boolop(p, 0) : inversion(p);
    int tok = is_or ? MT_T_OR : MT_T_AND;
    if (!e || !at(p, tok)) {
        return e;
    }
    vec x;
    mt_parse_vec_init(&x);
    if (mt_parse_vec_push(p, &x, e) < 0) {
        return NULL;
    }
    while (accept(p, tok)) {
        mt_expr *r = is_or ? boolop(p, 0) : inversion(p);
        if (!r || mt_parse_vec_push(p, &x, r) < 0) {
            return NULL;
        }
    }
    mt_expr *b = new_expr_at(p, MT_EXPR_BOOLOP, st);
    if (!b) {
        return NULL;
    }
    b->v.BoolOp.op = is_or ? MT_OR : MT_AND;
    SEQ(p, &x, b->v.BoolOp.values);
    return b;
}

static mt_expr *
disjunction(parser *p)
{
    return boolop(p, 1);
}

// lambdef: 'lambda' [lambda_params] ':' expression
static mt_expr *
lambdef(parser *p)
{
    mt_token *t = advance(p);
    mt_arguments *args = params(p, MT_T_COLON, 1);
    if (!args) {
        return NULL;
    }
    if (expect(p, MT_T_COLON) < 0) {
        return NULL;
    }
    mt_expr *body = expression(p);
    if (!body) {
        return NULL;
    }
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_LAMBDA, t, t);
    if (!e) {
        return NULL;
    }
    e->v.Lambda.args = args;
    e->v.Lambda.body = body;
    expr_end(p, e);
    return e;
}

// expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
static mt_expr *
expression(parser *p)
{
    if (enter(p) < 0) {
        return NULL;
    }
    mt_expr *e;
    if (at(p, MT_T_LAMBDA)) {
        e = lambdef(p);
        leave(p);
        return e;
    }
    mt_token *st = mt_parse_cur(p);
    e = disjunction(p);
    if (e && at(p, MT_T_IF)) {
        advance(p);
        mt_expr *test = disjunction(p);
        if (!test) {
            leave(p);
            return NULL;
        }
        if (!at(p, MT_T_ELSE)) {
            leave(p);
            if (p->failed) {
                return NULL;
            }
            return mt_parse_err_range(p, e->line, e->col, test->end_line, test->end_col,
                                      "expected 'else' after 'if' expression");
        }
        advance(p);
        mt_expr *orelse = expression(p);
        if (!orelse) {
            leave(p);
            return NULL;
        }
        mt_expr *c = new_expr_at(p, MT_EXPR_IFEXP, st);
        if (!c) {
            leave(p);
            return NULL;
        }
        c->v.IfExp.test = test;
        c->v.IfExp.body = e;
        c->v.IfExp.orelse = orelse;
        e = c;
    }
    leave(p);
    return e;
}

// named_expression: NAME ':=' expression | expression !':='
static mt_expr *
named_expression(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    if (t->type == MT_T_NAME && peek(p, 1)->type == MT_T_COLONEQUAL) {
        advance(p);
        advance(p);
        mt_expr *v = expression(p);
        if (!v) {
            return NULL;
        }
        mt_expr *target = name_expr(p, t, MT_STORE);
        if (!target) {
            return NULL;
        }
        mt_expr *e = new_expr_at(p, MT_EXPR_NAMEDEXPR, t);
        if (!e) {
            return NULL;
        }
        e->v.NamedExpr.target = target;
        e->v.NamedExpr.value = v;
        return e;
    }
    mt_expr *e = expression(p);
    if (e && at(p, MT_T_COLONEQUAL) && e->kind != MT_EXPR_NAME) {
        return err_node(p, e, "cannot use assignment expressions with %s", expr_name(e));
    }
    return e;
}

// named_expression, with CPython's hints for `if x = 1:` (invalid_named_expression)
static mt_expr *
named_expression_hint(parser *p)
{
    mt_expr *e = named_expression(p);
    if (!e || !at(p, MT_T_EQUAL)) {
        return e;
    }
    int save = p->pos;
    int smax = p->maxpos;
    advance(p);
    mt_expr *b = bitwise_or(p);
    if (b && !p->failed && !at(p, MT_T_EQUAL) && !at(p, MT_T_COLONEQUAL)) {
        if (e->kind == MT_EXPR_NAME) {
            return mt_parse_err_range(
                p, e->line, e->col, b->end_line, b->end_col,
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        }
        if (e->kind != MT_EXPR_LIST && e->kind != MT_EXPR_TUPLE &&
            e->kind != MT_EXPR_GENERATOREXP && e->kind != MT_EXPR_COMPARE &&
            e->kind != MT_EXPR_BOOLOP && e->kind != MT_EXPR_IFEXP && e->kind != MT_EXPR_LAMBDA &&
            !(e->kind == MT_EXPR_UNARYOP && e->v.UnaryOp.op == MT_NOT) &&
            !(e->kind == MT_EXPR_CONSTANT &&
              (e->v.Constant.kind == MT_CONST_TRUE || e->v.Constant.kind == MT_CONST_FALSE ||
               e->v.Constant.kind == MT_CONST_NONE))) {
            return err_node(p, e, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                            expr_name(e));
        }
    }
    if (p->oom || p->perr.type == MT_SYNERR_RECURSION) {
        return NULL;
    }
    p->failed = 0;
    memset(&p->perr, 0, sizeof p->perr);
    p->pos = save;
    p->maxpos = smax;
    return e;
}

// star_expression: '*' bitwise_or | expression
static mt_expr *
star_expression(parser *p)
{
    if (!at(p, MT_T_STAR)) {
        return expression(p);
    }
    mt_token *t = advance(p);
    mt_expr *v = bitwise_or(p);
    if (!v) {
        return NULL;
    }
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_STARRED, t, t);
    if (!e) {
        return NULL;
    }
    e->v.Starred.value = v;
    e->v.Starred.ctx = MT_LOAD;
    expr_end(p, e);
    return e;
}

// Tokens that can follow an expression list and end it.
static int
ends_list(int type)
{
    switch (type) {
    case MT_T_NEWLINE:
    case MT_T_SEMI:
    case MT_T_EQUAL:
    case MT_T_COLON:
    case MT_T_RPAR:
    case MT_T_RSQB:
    case MT_T_RBRACE:
    case MT_T_ENDMARKER:
    case MT_T_IN:
    case MT_T_PLUSEQUAL:
    case MT_T_MINEQUAL:
    case MT_T_STAREQUAL:
    case MT_T_SLASHEQUAL:
    case MT_T_PERCENTEQUAL:
    case MT_T_AMPEREQUAL:
    case MT_T_VBAREQUAL:
    case MT_T_CIRCUMFLEXEQUAL:
    case MT_T_LEFTSHIFTEQUAL:
    case MT_T_RIGHTSHIFTEQUAL:
    case MT_T_DOUBLESTAREQUAL:
    case MT_T_DOUBLESLASHEQUAL:
    case MT_T_ATEQUAL:
    case MT_T_COLONEQUAL:
        return 1;
    default:
        return 0;
    }
}

// star_expressions: star_expression (',' star_expression)* [','] (a Tuple with a comma)
// With `item` = bitwise_or when parsing targets (`for` and comprehension targets).
static mt_expr *
expr_list(parser *p, int targets)
{
    mt_token *t = mt_parse_cur(p);
    mt_expr *first;
    if (targets) {
        if (at(p, MT_T_STAR)) {
            mt_token *st = advance(p);
            mt_expr *v = bitwise_or(p);
            if (!v) {
                return NULL;
            }
            first = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
            if (!first) {
                return NULL;
            }
            first->v.Starred.value = v;
            first->v.Starred.ctx = MT_LOAD;
            expr_end(p, first);
        } else {
            first = bitwise_or(p);
        }
    } else {
        first = star_expression(p);
    }
    if (!first) {
        return NULL;
    }
    if (!at(p, MT_T_COMMA)) {
        return first;
    }
    vec x;
    mt_parse_vec_init(&x);
    if (mt_parse_vec_push(p, &x, first) < 0) {
        return NULL;
    }
    while (accept(p, MT_T_COMMA)) {
        if (ends_list(mt_parse_cur(p)->type)) {
            break;
        }
        mt_expr *e;
        if (targets) {
            if (at(p, MT_T_STAR)) {
                mt_token *st = advance(p);
                mt_expr *v = bitwise_or(p);
                if (!v) {
                    return NULL;
                }
                e = mt_parse_new_expr(p, MT_EXPR_STARRED, st, st);
                if (!e) {
                    return NULL;
                }
                e->v.Starred.value = v;
                e->v.Starred.ctx = MT_LOAD;
                expr_end(p, e);
            } else {
                e = bitwise_or(p);
            }
        } else {
            e = star_expression(p);
        }
        if (!e || mt_parse_vec_push(p, &x, e) < 0) {
            return NULL;
        }
    }
    mt_expr *tup = mt_parse_new_expr(p, MT_EXPR_TUPLE, t, prev(p));
    if (!tup) {
        return NULL;
    }
    SEQ(p, &x, tup->v.Tuple.elts);
    tup->v.Tuple.ctx = MT_LOAD;
    return tup;
}

static mt_expr *
star_expressions(parser *p)
{
    return expr_list(p, 0);
}

// yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
static mt_expr *
yield_expr(parser *p)
{
    mt_token *t = advance(p);
    if (accept(p, MT_T_FROM)) {
        mt_expr *v = expression(p);
        if (!v) {
            return NULL;
        }
        mt_expr *e = mt_parse_new_expr(p, MT_EXPR_YIELDFROM, t, t);
        if (!e) {
            return NULL;
        }
        e->v.YieldFrom.value = v;
        expr_end(p, e);
        return e;
    }
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_YIELD, t, t);
    if (!e) {
        return NULL;
    }
    if (!ends_list(mt_parse_cur(p)->type)) {
        e->v.Yield.value = star_expressions(p);
        if (!e->v.Yield.value) {
            return NULL;
        }
    }
    expr_end(p, e);
    return e;
}

// for_if_clauses: (['async'] 'for' star_targets 'in' disjunction ('if' disjunction)*)+
static int
comp_for(parser *p, mt_comprehension_seq *gens)
{
    vec g;
    mt_parse_vec_init(&g);
    while (at(p, MT_T_FOR) || (at(p, MT_T_ASYNC) && peek(p, 1)->type == MT_T_FOR)) {
        mt_comprehension *c = alloc(p, sizeof *c);
        if (!c) {
            return -1;
        }
        if (accept(p, MT_T_ASYNC)) {
            c->is_async = 1;
        }
        advance(p); // for
        c->target = expr_list(p, 1);
        if (!c->target) {
            return -1;
        }
        if (set_context(p, c->target, MT_STORE, "assign to") < 0) {
            return -1;
        }
        if (!at(p, MT_T_IN)) {
            fail(p);
            return -1;
        }
        advance(p);
        c->iter = disjunction(p);
        if (!c->iter) {
            return -1;
        }
        vec ifs;
        mt_parse_vec_init(&ifs);
        while (accept(p, MT_T_IF)) {
            mt_expr *cond = disjunction(p);
            if (!cond || mt_parse_vec_push(p, &ifs, cond) < 0) {
                return -1;
            }
        }
        SEQ(p, &ifs, c->ifs);
        if (mt_parse_vec_push(p, &g, c) < 0) {
            return -1;
        }
    }
    SEQ(p, &g, *gens);
    return p->failed ? -1 : 0;
}

// The first invalid part of a target (NULL when it is valid), as CPython's
// _PyPegen_get_invalid_target.
static mt_expr *
invalid_target(mt_expr *e, int ctx)
{
    switch (e->kind) {
    case MT_EXPR_NAME:
    case MT_EXPR_ATTRIBUTE:
    case MT_EXPR_SUBSCRIPT:
        return NULL;
    case MT_EXPR_STARRED:
        if (ctx == MT_DEL) {
            return e;
        }
        return invalid_target(e->v.Starred.value, ctx);
    case MT_EXPR_LIST:
    case MT_EXPR_TUPLE: {
        mt_expr_seq *s = e->kind == MT_EXPR_LIST ? &e->v.List.elts : &e->v.Tuple.elts;
        for (int i = 0; i < s->n; i++) {
            mt_expr *bad = invalid_target(s->v[i], ctx);
            if (bad) {
                return bad;
            }
        }
        return NULL;
    }
    default:
        return e;
    }
}

// Set the context of a target tree; reports "cannot <kind> <what>" for an invalid one.
static void
apply_ctx(mt_expr *e, int ctx)
{
    switch (e->kind) {
    case MT_EXPR_NAME:
        e->v.Name.ctx = ctx;
        break;
    case MT_EXPR_ATTRIBUTE:
        e->v.Attribute.ctx = ctx;
        break;
    case MT_EXPR_SUBSCRIPT:
        e->v.Subscript.ctx = ctx;
        break;
    case MT_EXPR_STARRED:
        e->v.Starred.ctx = ctx;
        apply_ctx(e->v.Starred.value, ctx);
        break;
    case MT_EXPR_LIST:
        e->v.List.ctx = ctx;
        for (int i = 0; i < e->v.List.elts.n; i++) {
            apply_ctx(e->v.List.elts.v[i], ctx);
        }
        break;
    case MT_EXPR_TUPLE:
        e->v.Tuple.ctx = ctx;
        for (int i = 0; i < e->v.Tuple.elts.n; i++) {
            apply_ctx(e->v.Tuple.elts.v[i], ctx);
        }
        break;
    default:
        break;
    }
}

static int
set_context(parser *p, mt_expr *e, int ctx, const char *kind)
{
    mt_expr *bad = invalid_target(e, ctx);
    if (bad) {
        if (bad->kind == MT_EXPR_COMPARE && ctx == MT_STORE && !strcmp(kind, "assign to") &&
            bad->v.Compare.ops[0] == MT_IN) {
            // `for x in y in z` style: blame the left side
            mt_expr *l = invalid_target(bad->v.Compare.left, ctx);
            if (l) {
                bad = l;
            }
        }
        err_node(p, bad, "cannot %s %s", kind, expr_name(bad));
        return -1;
    }
    apply_ctx(e, ctx);
    return 0;
}

// CPython 3.11 reports errors inside a replacement field relative to the text
// "(expr)" it parses, not to the file: rewrite the position and text that way.
static void
fstring_error_pos(parser *p, int from, int to, int line, int ls)
{
    mt_syntax_error *e = &p->perr;
    if (e->line <= 0) {
        return;
    }
    int skip = nchars(p, ls, from);
    if (e->line == line) {
        e->col = e->col - skip + 1;
    }
    if (e->end_line == line && e->end_col > 0) {
        e->end_col = e->end_col - skip + 1;
    }
    e->line = e->line - line + 1;
    if (e->end_line > 0) {
        e->end_line = e->end_line - line + 1;
    }
    // the line of "(expr)" holding the error
    int k = 1;
    int i = from;
    while (k < e->line && i < to) {
        if (p->src[i++] == '\n') {
            k++;
        }
    }
    int j = i;
    while (j < to && p->src[j] != '\n') {
        j++;
    }
    int lead = e->line == 1;
    int trail = j >= to;
    char *text = cm_arena_alloc(p->a, (size_t)(j - i) + 4);
    if (text) {
        size_t w = 0;
        if (lead) {
            text[w++] = '(';
        }
        memcpy(text + w, p->src + i, (size_t)(j - i));
        w += (size_t)(j - i);
        if (trail) {
            text[w++] = ')';
        }
        text[w++] = '\n';
        text[w] = 0;
    }
    e->text = text;
}

// A number literal's error, which CPython 3.11's tokenizer raises itself: inside an
// f-string field it keeps its text without the "f-string: " prefix.
static int
number_literal_error(const char *msg)
{
    static const char *const texts[] = {"invalid digit ",         "invalid decimal literal",
                                        "invalid hexadecimal",    "invalid octal literal",
                                        "invalid binary literal", "leading zeros in decimal"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        if (strncmp(msg, texts[i], strlen(texts[i])) == 0) {
            return 1;
        }
    }
    return 0;
}

// Parse an f-string replacement field src[from, to) of token t as `(expr)`.
mt_expr *
mt_parse_fstring_expr(parser *p, const mt_token *t, int from, int to)
{
    // the line and line start of `from`
    int line = t->line;
    int ls = t->start - t->col;
    int scan = t->start;
    if (p->fs_tline == t->line && p->fs_start == t->start && p->fs_tcol == t->col &&
        p->fs_pos <= from) {
        scan = p->fs_pos; // an earlier field of this token: go on from there
        line = p->fs_line;
        ls = p->fs_ls;
    }
    for (; scan < from; scan++) {
        if (p->src[scan] == '\n' ||
            (p->src[scan] == '\r' && !(scan + 1 < to && p->src[scan + 1] == '\n'))) {
            line++;
            ls = scan + 1;
        }
    }
    if (from < to) {
        p->fs_start = t->start;
        p->fs_tline = t->line;
        p->fs_tcol = t->col;
        p->fs_pos = from;
        p->fs_line = line;
        p->fs_ls = ls;
    }
    mt_lexer lxs;
    mt_lexer *lx = &lxs;
    mt_syntax_error lerrs;
    mt_syntax_error *lerr = &lerrs;
    lerr->type = MT_SYNERR_NONE;
    if (mt_lex_run(lx, p->a, p->src, from, to, line, ls, 1, p->filename, lerr) < 0) {
        return mt_parse_oom(p);
    }
    parser sub = *p;
    sub.lx = lx;
    sub.t = lx->toks;
    sub.pos = 0;
    sub.maxpos = 0;
    sub.failed = 0;
    sub.in_fstring = 1;
    memset(&sub.perr, 0, sizeof sub.perr);
    mt_expr *e = NULL;
    if (!lx->failed) {
        if (at(&sub, MT_T_DOUBLESTAR)) {
            e = mt_parse_err_tok(&sub, mt_parse_cur(&sub),
                                 "cannot use double starred expression here");
        } else {
            e = at(&sub, MT_T_YIELD) ? yield_expr(&sub) : star_expressions(&sub);
        }
        if (e && !sub.failed && e->kind != MT_EXPR_TUPLE &&
            (at(&sub, MT_T_FOR) || (at(&sub, MT_T_ASYNC) && peek(&sub, 1)->type == MT_T_FOR))) {
            // `{x for x in y}` is the generator expression `(x for x in y)`
            mt_expr *g = new_expr_span(&sub, MT_EXPR_GENERATOREXP, e, e);
            if (g) {
                g->v.ListComp.elt = e;
                if (comp_for(&sub, &g->v.ListComp.generators) < 0) {
                    g = NULL;
                } else {
                    expr_end(&sub, g);
                }
            }
            e = g;
        }
        if (e && e->kind == MT_EXPR_TUPLE && sub.t[0].type != MT_T_LPAR) {
            // the field is parsed as "(expr)": a bare tuple spans the braces
            e->line = t->line;
            e->col = from - 1 - ls;
            if (e->col < 0) {
                e->col = 0;
            }
            int eline = line;
            int els = ls;
            for (int i = from; i < to; i++) {
                if (p->src[i] == '\n') {
                    eline++;
                    els = i + 1;
                }
            }
            e->line = line;
            e->end_line = eline;
            e->end_col = to + 1 - els;
        }
        if (e && !sub.failed && e->kind == MT_EXPR_STARRED) {
            // `{*a}` alone (3.11: a starred item needs a tuple around it)
            e = mt_parse_err_range(&sub, e->line, e->col, e->end_line, e->end_col,
                                   "cannot use starred expression here");
        }
        if (e && !sub.failed && !at(&sub, MT_T_ENDMARKER) &&
            starts_expr(mt_parse_cur(&sub)->type)) {
            e = check_comma(&sub, e); // the field is parenthesized: `{a b}`
        }
        if (e && !sub.failed && !at(&sub, MT_T_ENDMARKER)) {
            if (at(&sub, MT_T_RPAR) || at(&sub, MT_T_RSQB) || at(&sub, MT_T_RBRACE)) {
                mt_token *bt = mt_parse_cur(&sub);
                e = mt_parse_err_tok(&sub, bt, "unmatched '%c'", p->src[bt->start]);
            } else {
                e = fail(&sub);
            }
        }
    }
    p->depth = sub.depth;
    if (e && !sub.failed) {
        return e;
    }
    if (sub.oom) {
        return mt_parse_oom(p);
    }
    if (p->failed) {
        return NULL;
    }
    p->failed = 1;
    if (lx->failed) {
        p->perr = *lerr;
        if (strncmp(p->perr.msg, "f-string", 8) != 0 && !number_literal_error(p->perr.msg)) {
            char tmp[sizeof p->perr.msg];
            snprintf(tmp, sizeof tmp, "f-string: %.240s", lerr->msg);
            memcpy(p->perr.msg, tmp, sizeof tmp);
        }
    } else if (sub.failed == 2) {
        // generic: invalid syntax at the furthest token
        mt_token *bt = &sub.t[sub.maxpos];
        p->failed = 0;
        p->in_fstring = 1;
        mt_parse_err_tok(p, bt, "invalid syntax");
        p->in_fstring = 0;
    } else {
        p->perr = sub.perr;
    }
    p->perr.type = p->perr.type == MT_SYNERR_NONE ? MT_SYNERR_SYNTAX : p->perr.type;
    fstring_error_pos(p, from, to, line, ls);
    return NULL;
}

// ---- function parameters ----

static mt_arg *
new_arg(parser *p, const mt_token *t)
{
    mt_arg *a = alloc(p, sizeof *a);
    if (!a) {
        return NULL;
    }
    a->arg = tok_ident(p, t);
    a->line = t->line;
    a->col = t->col;
    a->end_line = t->end_line;
    a->end_col = t->end_col;
    return a->arg ? a : NULL;
}

// param: NAME [':' expression] (no annotation in a lambda); star annotations `*a: *b`
// are 3.11-only for *args and not supported
static mt_arg *
param(parser *p, int lambda)
{
    mt_token *t = mt_parse_cur(p);
    if (t->type != MT_T_NAME) {
        return fail(p);
    }
    advance(p);
    mt_arg *a = new_arg(p, t);
    if (!a) {
        return NULL;
    }
    if (!lambda && accept(p, MT_T_COLON)) {
        a->annotation = expression(p);
        if (!a->annotation) {
            return NULL;
        }
        a->end_line = prev(p)->end_line;
        a->end_col = prev(p)->end_col;
    }
    return a;
}

// parameters: slash_no_default / slash_with_default / param_no_default* ...
//   ['*' [param] (',' param ['=' default])*] ['**' param] [',']
static mt_arguments *
params(parser *p, int closer, int lambda)
{
    mt_arguments *args = alloc(p, sizeof *args);
    if (!args) {
        return NULL;
    }
    vec pos, kwo, kwd, defs;
    mt_parse_vec_init(&pos);
    mt_parse_vec_init(&kwo);
    mt_parse_vec_init(&kwd);
    mt_parse_vec_init(&defs);
    int nposonly = -1;
    int star = 0; // after '*'
    int seen_default = 0;
    while (!at(p, closer)) {
        mt_token *t = mt_parse_cur(p);
        if (t->type == MT_T_SLASH) {
            if (star || nposonly >= 0) {
                if (star) {
                    return mt_parse_err_tok(p, t, "/ must be ahead of *");
                }
                return mt_parse_err_tok(p, t, "/ may appear only once");
            }
            if (pos.n == 0) {
                if (peek(p, 1)->type != MT_T_COMMA) {
                    return mt_parse_err_tok(p, t, "invalid syntax");
                }
                return mt_parse_err_tok(p, t, "at least one argument must precede /");
            }
            advance(p);
            nposonly = pos.n;
        } else if (t->type == MT_T_STAR) {
            if (star) {
                return mt_parse_err_tok(p, t, "* argument may appear only once");
            }
            advance(p);
            star = 1;
            if (at(p, MT_T_NAME)) {
                args->vararg = param(p, lambda);
                if (!args->vararg) {
                    return NULL;
                }
            } else if (at(p, MT_T_COMMA)) {
                if (peek(p, 1)->type == closer || peek(p, 1)->type == MT_T_DOUBLESTAR) {
                    return mt_parse_err_tok(p, t, "named arguments must follow bare *");
                }
            } else {
                if (at(p, closer)) {
                    return mt_parse_err_tok(p, t, "named arguments must follow bare *");
                }
                return fail(p);
            }
        } else if (t->type == MT_T_DOUBLESTAR) {
            advance(p);
            args->kwarg = param(p, lambda);
            if (!args->kwarg) {
                return NULL;
            }
            if (at(p, MT_T_EQUAL)) {
                return mt_parse_err_tok(p, mt_parse_cur(p),
                                        "var-keyword argument cannot have default value");
            }
            accept(p, MT_T_COMMA);
            if (!at(p, closer)) {
                if (at(p, MT_T_NAME) || at(p, MT_T_STAR) || at(p, MT_T_DOUBLESTAR) ||
                    at(p, MT_T_SLASH)) {
                    return mt_parse_err_tok(p, mt_parse_cur(p),
                                            "arguments cannot follow var-keyword argument");
                }
                return fail(p);
            }
            break;
        } else {
            mt_arg *a = param(p, lambda);
            if (!a) {
                return NULL;
            }
            mt_expr *d = NULL;
            if (accept(p, MT_T_EQUAL)) {
                d = expression(p);
                if (!d) {
                    return NULL;
                }
            }
            if (star) {
                if (mt_parse_vec_push(p, &kwo, a) < 0 || mt_parse_vec_push(p, &kwd, d) < 0) {
                    return NULL;
                }
            } else {
                if (d) {
                    seen_default = 1;
                    if (mt_parse_vec_push(p, &defs, d) < 0) {
                        return NULL;
                    }
                } else if (seen_default) {
                    if (!at(p, MT_T_COMMA) && !at(p, closer)) {
                        return fail(p);
                    }
                    return mt_parse_err_range(p, a->line, a->col, a->end_line, a->end_col,
                                              "non-default argument follows default argument");
                }
                if (mt_parse_vec_push(p, &pos, a) < 0) {
                    return NULL;
                }
            }
        }
        if (!accept(p, MT_T_COMMA)) {
            break;
        }
    }
    if (star && !args->vararg && kwo.n == 0 && !p->failed) {
        return mt_parse_err_tok(p, prev(p), "named arguments must follow bare *");
    }
    if (nposonly < 0) {
        nposonly = 0;
    }
    // split pos into posonlyargs and args
    args->posonlyargs.n = nposonly;
    args->args.n = pos.n - nposonly;
    mt_arg **all = (mt_arg **)mt_parse_vec_done(p, &pos, &pos.n);
    if (pos.n && !all) {
        return NULL;
    }
    args->posonlyargs.v = nposonly ? all : NULL;
    args->args.v = args->args.n ? all + nposonly : NULL;
    SEQ(p, &kwo, args->kwonlyargs);
    SEQ(p, &kwd, args->kw_defaults);
    SEQ(p, &defs, args->defaults);
    return p->failed ? NULL : args;
}

// ---- statements ----

static int statements_until(parser *p, mt_stmt_seq *body, int end_type);
static int block(parser *p, mt_stmt_seq *body, const char *what, const mt_token *kw);
static int statement(parser *p, vec *out);

// Checks an expression as the target of an annotated or augmented assignment.
static int
single_target_ok(const mt_expr *e)
{
    return e->kind == MT_EXPR_NAME || e->kind == MT_EXPR_ATTRIBUTE || e->kind == MT_EXPR_SUBSCRIPT;
}

static int
augop(int type)
{
    switch (type) {
    case MT_T_PLUSEQUAL:
        return MT_ADD;
    case MT_T_MINEQUAL:
        return MT_SUB;
    case MT_T_STAREQUAL:
        return MT_MULT;
    case MT_T_ATEQUAL:
        return MT_MATMULT;
    case MT_T_SLASHEQUAL:
        return MT_DIV;
    case MT_T_PERCENTEQUAL:
        return MT_MOD;
    case MT_T_AMPEREQUAL:
        return MT_BITAND;
    case MT_T_VBAREQUAL:
        return MT_BITOR;
    case MT_T_CIRCUMFLEXEQUAL:
        return MT_BITXOR;
    case MT_T_LEFTSHIFTEQUAL:
        return MT_LSHIFT;
    case MT_T_RIGHTSHIFTEQUAL:
        return MT_RSHIFT;
    case MT_T_DOUBLESTAREQUAL:
        return MT_POW;
    case MT_T_DOUBLESLASHEQUAL:
        return MT_FLOORDIV;
    default:
        return 0;
    }
}

static mt_expr *
rhs(parser *p)
{
    return at(p, MT_T_YIELD) ? yield_expr(p) : star_expressions(p);
}

// Is the bad target one that gets the "Maybe you meant '=='" hint (CPython's
// invalid_named_expression: a bitwise_or that is not a tuple, list, genexp or keyword
// constant)?
static int
hint_target(const mt_expr *e)
{
    switch (e->kind) {
    case MT_EXPR_TUPLE:
    case MT_EXPR_LIST:
    case MT_EXPR_GENERATOREXP:
    case MT_EXPR_COMPARE:
    case MT_EXPR_BOOLOP:
    case MT_EXPR_IFEXP:
    case MT_EXPR_LAMBDA:
    case MT_EXPR_NAMEDEXPR:
    case MT_EXPR_STARRED:
    case MT_EXPR_YIELD:
    case MT_EXPR_YIELDFROM:
        return 0;
    case MT_EXPR_UNARYOP:
        return e->v.UnaryOp.op != MT_NOT;
    case MT_EXPR_CONSTANT:
        return e->v.Constant.kind != MT_CONST_TRUE && e->v.Constant.kind != MT_CONST_FALSE &&
               e->v.Constant.kind != MT_CONST_NONE;
    default:
        return 1;
    }
}

// A tuple written without brackets: it starts at its first element or ends at its last.
static int
bare_tuple(const mt_expr *e)
{
    if (e->kind != MT_EXPR_TUPLE || e->v.Tuple.elts.n == 0) {
        return 0;
    }
    const mt_expr *a = e->v.Tuple.elts.v[0], *z = e->v.Tuple.elts.v[e->v.Tuple.elts.n - 1];
    return (a->line == e->line && a->col == e->col) ||
           (z->end_line == e->end_line && z->end_col == e->end_col);
}

// The longest bitwise_or expression e starts with (NULL when it starts with `not`, a
// lambda or a walrus).
static mt_expr *
bitwise_prefix(mt_expr *e)
{
    switch (e->kind) {
    case MT_EXPR_IFEXP:
        return bitwise_prefix(e->v.IfExp.body);
    case MT_EXPR_COMPARE:
        return e->v.Compare.left;
    case MT_EXPR_BOOLOP:
        return bitwise_prefix(e->v.BoolOp.values.v[0]);
    case MT_EXPR_UNARYOP:
        return e->v.UnaryOp.op == MT_NOT ? NULL : e;
    case MT_EXPR_LAMBDA:
    case MT_EXPR_NAMEDEXPR:
    case MT_EXPR_STARRED:
    case MT_EXPR_YIELD:
    case MT_EXPR_YIELDFROM:
        return NULL;
    default:
        return e;
    }
}

// expression statement, assignment, annotated or augmented assignment
static mt_stmt *
expr_stmt(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    int parenthesized = t->type == MT_T_LPAR;
    mt_expr *first = rhs(p);
    if (!first) {
        return NULL;
    }
    mt_token *op = mt_parse_cur(p);
    if (op->type == MT_T_COLONEQUAL && first->kind != MT_EXPR_NAME) {
        return err_node(p, first, "cannot use assignment expressions with %s", expr_name(first));
    }
    if (op->type == MT_T_COLON) {
        // annotated assignment
        if (!single_target_ok(first) && !starts_expr(peek(p, 1)->type) &&
            peek(p, 1)->type != MT_T_MINUS && peek(p, 1)->type != MT_T_PLUS) {
            return mt_parse_err_tok(p, op, "invalid syntax");
        }
        if (!single_target_ok(first)) {
            if (first->kind == MT_EXPR_TUPLE) {
                return err_node(p, first, "only single target (not tuple) can be annotated");
            }
            if (first->kind == MT_EXPR_LIST) {
                return err_node(p, first, "only single target (not list) can be annotated");
            }
            return err_node(p, first, "illegal target for annotation");
        }
        advance(p);
        mt_stmt *s = new_stmt(p, MT_STMT_ANNASSIGN, t);
        if (!s) {
            return NULL;
        }
        apply_ctx(first, MT_STORE);
        s->v.AnnAssign.target = first;
        s->v.AnnAssign.simple = first->kind == MT_EXPR_NAME && !parenthesized;
        s->v.AnnAssign.annotation = expression(p);
        if (!s->v.AnnAssign.annotation) {
            return NULL;
        }
        if (accept(p, MT_T_EQUAL)) {
            s->v.AnnAssign.value = rhs(p);
            if (!s->v.AnnAssign.value) {
                return NULL;
            }
        }
        stmt_end(p, s);
        return s;
    }
    int aug = augop(op->type);
    if (aug) {
        if (!single_target_ok(first)) {
            return err_node(p, first, "'%s' is an illegal expression for augmented assignment",
                            expr_name(first));
        }
        advance(p);
        mt_stmt *s = new_stmt(p, MT_STMT_AUGASSIGN, t);
        if (!s) {
            return NULL;
        }
        apply_ctx(first, MT_STORE);
        s->v.AugAssign.target = first;
        s->v.AugAssign.op = aug;
        s->v.AugAssign.value = rhs(p);
        if (!s->v.AugAssign.value) {
            return NULL;
        }
        stmt_end(p, s);
        return s;
    }
    if (op->type != MT_T_EQUAL) {
        if (first->kind == MT_EXPR_NAME && !p->failed &&
            (!strcmp(first->v.Name.id, "print") || !strcmp(first->v.Name.id, "exec")) &&
            starts_expr(op->type) && op->type != MT_T_LPAR) {
            int save = p->pos;
            mt_expr *arg = star_expressions(p);
            if (arg) {
                return mt_parse_err_range(
                    p, first->line, first->col, arg->end_line, arg->end_col,
                    "Missing parentheses in call to '%s'. Did you mean %s(...)?", first->v.Name.id,
                    first->v.Name.id);
            }
            p->pos = save;
        }
        mt_stmt *s = new_stmt(p, MT_STMT_EXPR, t);
        if (!s) {
            return NULL;
        }
        s->v.Expr.value = first;
        stmt_end(p, s);
        return s;
    }
    // assignment: (star_targets '=')+ (yield_expr | star_expressions)
    vec targets;
    mt_parse_vec_init(&targets);
    mt_expr *value = first;
    int eq0 = -1; // the first '=' token
    while (accept(p, MT_T_EQUAL)) {
        if (eq0 < 0) {
            eq0 = p->pos - 1;
        }
        if (mt_parse_vec_push(p, &targets, value) < 0) {
            return NULL;
        }
        value = rhs(p);
        if (!value) {
            return NULL;
        }
    }
    if (targets.n >= 2 && invalid_target(targets.v[1], MT_STORE) == targets.v[1]) {
        // CPython's invalid_named_expression: `a = b <not '='>` read as an expression
        mt_expr *a0 = targets.v[0];
        mt_expr *b = bitwise_prefix(targets.v[1]);
        if (b && b != targets.v[1]) {
            if (a0->kind == MT_EXPR_NAME) {
                return mt_parse_err_range(
                    p, a0->line, a0->col, b->end_line, b->end_col,
                    "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
            }
            if (hint_target(a0)) {
                return err_node(p, a0,
                                "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                                expr_name(a0));
            }
        }
    }
    mt_expr *next = targets.n >= 2 ? targets.v[1] : value;
    if (targets.n && p->t[eq0 - 1].type != MT_T_COMMA &&
        (bare_tuple(targets.v[0]) || bare_tuple(next))) {
        // `a, 1 = 2, 3` or `x = 1, a = 2`: CPython reads the last element before the first
        // '=' and the first one after it as a misspelt comparison (invalid_named_expression)
        // when some target is bad
        int bad = 0;
        for (int i = 0; i < targets.n && !bad; i++) {
            bad = invalid_target(targets.v[i], MT_STORE) != NULL;
        }
        mt_expr *t0 = targets.v[0];
        mt_expr *last = bare_tuple(t0) ? t0->v.Tuple.elts.v[t0->v.Tuple.elts.n - 1] : t0;
        mt_expr *b = bitwise_prefix(bare_tuple(next) ? next->v.Tuple.elts.v[0] : next);
        if (bad && b && (b != next || targets.n < 2) && hint_target(last)) {
            if (last->kind == MT_EXPR_NAME) {
                return mt_parse_err_range(
                    p, last->line, last->col, b->end_line, b->end_col,
                    "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
            }
            return err_node(p, last,
                            "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                            expr_name(last));
        }
    }
    for (int i = 0; i < targets.n; i++) {
        mt_expr *tg = targets.v[i];
        if ((tg->kind == MT_EXPR_YIELD || tg->kind == MT_EXPR_YIELDFROM) &&
            !(i == 0 && t->type == MT_T_LPAR)) {
            return err_node(p, tg, "assignment to yield expression not possible");
        }
        mt_expr *bad = invalid_target(tg, MT_STORE);
        if (bad) {
            // the value must start with a bitwise_or (`1 = not x` gets no hint)
            int bitwise_value = bitwise_prefix(value) || p->t[eq0 + 1].type == MT_T_LPAR;
            if (i == 0 && targets.n == 1 && bad == tg && bitwise_value &&
                (hint_target(tg) || (t->type == MT_T_LPAR && (tg->kind == MT_EXPR_YIELD ||
                                                              tg->kind == MT_EXPR_YIELDFROM)))) {
                return err_node(p, bad,
                                "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                                expr_name(bad));
            }
            return err_node(p, bad, "cannot assign to %s", expr_name(bad));
        }
        apply_ctx(tg, MT_STORE);
    }
    mt_stmt *s = new_stmt(p, MT_STMT_ASSIGN, t);
    if (!s) {
        return NULL;
    }
    SEQ(p, &targets, s->v.Assign.targets);
    s->v.Assign.value = value;
    stmt_end(p, s);
    return s;
}

// dotted_name: dotted_name '.' NAME | NAME
static const char *
dotted_name(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    if (t->type != MT_T_NAME) {
        return fail(p);
    }
    int start = p->pos;
    advance(p);
    while (at(p, MT_T_DOT) && peek(p, 1)->type == MT_T_NAME) {
        advance(p);
        advance(p);
    }
    if (p->pos - start == 1) {
        return tok_ident(p, t);
    }
    // join the parts without spaces
    size_t n = 0;
    for (int i = start; i < p->pos; i++) {
        n += (size_t)(p->t[i].end - p->t[i].start);
    }
    char *r = cm_arena_alloc(p->a, n + 1);
    if (!r) {
        return mt_parse_oom(p);
    }
    size_t w = 0;
    for (int i = start; i < p->pos; i++) {
        if (p->t[i].type == MT_T_DOT) {
            r[w++] = '.';
        } else {
            const char *id = tok_ident(p, &p->t[i]);
            if (!id) {
                return NULL;
            }
            size_t k = strlen(id);
            if (w + k > n) {
                k = n - w;
            }
            memcpy(r + w, id, k);
            w += k;
        }
    }
    r[w] = 0;
    return r;
}

static mt_alias *
alias(parser *p, int dotted)
{
    mt_token *t = mt_parse_cur(p);
    mt_alias *a = alloc(p, sizeof *a);
    if (!a) {
        return NULL;
    }
    a->name = dotted ? dotted_name(p) : expect_name(p);
    if (!a->name) {
        return NULL;
    }
    if (accept(p, MT_T_AS)) {
        a->asname = expect_name(p);
        if (!a->asname) {
            return NULL;
        }
    }
    a->line = t->line;
    a->col = t->col;
    a->end_line = prev(p)->end_line;
    a->end_col = prev(p)->end_col;
    return a;
}

// import_name: 'import' dotted_as_names
// import_from: 'from' ('.' | '...')* dotted_name 'import' import_from_targets
static mt_stmt *
import_stmt(parser *p)
{
    mt_token *t = advance(p);
    if (t->type == MT_T_IMPORT) {
        mt_stmt *s = new_stmt(p, MT_STMT_IMPORT, t);
        if (!s) {
            return NULL;
        }
        vec x;
        mt_parse_vec_init(&x);
        do {
            mt_alias *a = alias(p, 1);
            if (!a || mt_parse_vec_push(p, &x, a) < 0) {
                return NULL;
            }
        } while (accept(p, MT_T_COMMA));
        SEQ(p, &x, s->v.Import.names);
        stmt_end(p, s);
        return s;
    }
    mt_stmt *s = new_stmt(p, MT_STMT_IMPORTFROM, t);
    if (!s) {
        return NULL;
    }
    int level = 0;
    for (;;) {
        if (accept(p, MT_T_DOT)) {
            level++;
        } else if (accept(p, MT_T_ELLIPSIS)) {
            level += 3;
        } else {
            break;
        }
    }
    s->v.ImportFrom.level = level;
    if (!at(p, MT_T_IMPORT) || level == 0) {
        s->v.ImportFrom.module = dotted_name(p);
        if (!s->v.ImportFrom.module) {
            return NULL;
        }
    }
    if (expect(p, MT_T_IMPORT) < 0) {
        return NULL;
    }
    vec x;
    mt_parse_vec_init(&x);
    if (at(p, MT_T_STAR)) {
        mt_token *st = advance(p);
        mt_alias *a = alloc(p, sizeof *a);
        if (!a) {
            return NULL;
        }
        a->name = "*";
        a->line = st->line;
        a->col = st->col;
        a->end_line = st->end_line;
        a->end_col = st->end_col;
        if (mt_parse_vec_push(p, &x, a) < 0) {
            return NULL;
        }
    } else {
        int paren = accept(p, MT_T_LPAR);
        do {
            if (paren && at(p, MT_T_RPAR)) {
                break;
            }
            mt_alias *a = alias(p, 0);
            if (!a || mt_parse_vec_push(p, &x, a) < 0) {
                return NULL;
            }
        } while (accept(p, MT_T_COMMA) && (paren || !at(p, MT_T_NEWLINE) ||
                                           (mt_parse_err_tok(p, mt_parse_cur(p),
                                                             "trailing comma not allowed "
                                                             "without surrounding parentheses"),
                                            0)));
        if (p->failed) {
            return NULL;
        }
        if (paren && expect(p, MT_T_RPAR) < 0) {
            return NULL;
        }
    }
    SEQ(p, &x, s->v.ImportFrom.names);
    stmt_end(p, s);
    return s;
}

// del_stmt: 'del' del_targets &(';' | NEWLINE)
static mt_stmt *
del_stmt(parser *p)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, MT_STMT_DELETE, t);
    if (!s) {
        return NULL;
    }
    vec x;
    mt_parse_vec_init(&x);
    do {
        if (at(p, MT_T_NEWLINE) || at(p, MT_T_SEMI)) {
            break;
        }
        mt_expr *e = at(p, MT_T_STAR) ? star_expression(p) : bitwise_or(p);
        if (!e) {
            return NULL;
        }
        if (set_context(p, e, MT_DEL, "delete") < 0) {
            return NULL;
        }
        if (mt_parse_vec_push(p, &x, e) < 0) {
            return NULL;
        }
    } while (accept(p, MT_T_COMMA));
    if (x.n == 0) {
        return fail(p);
    }
    SEQ(p, &x, s->v.Delete.targets);
    stmt_end(p, s);
    return s;
}

// simple_stmt: assignment | star_expressions | return_stmt | import_stmt | raise_stmt |
//   'pass' | del_stmt | yield_stmt | assert_stmt | 'break' | 'continue' | global_stmt |
//   nonlocal_stmt
static mt_stmt *
simple_stmt(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    mt_stmt *s;
    switch (t->type) {
    case MT_T_PASS:
    case MT_T_BREAK:
    case MT_T_CONTINUE:
        advance(p);
        return new_stmt(p,
                        t->type == MT_T_PASS    ? MT_STMT_PASS
                        : t->type == MT_T_BREAK ? MT_STMT_BREAK
                                                : MT_STMT_CONTINUE,
                        t);
    case MT_T_RETURN:
        advance(p);
        s = new_stmt(p, MT_STMT_RETURN, t);
        if (!s) {
            return NULL;
        }
        if (!at(p, MT_T_NEWLINE) && !at(p, MT_T_SEMI)) {
            s->v.Return.value = star_expressions(p);
            if (!s->v.Return.value) {
                return NULL;
            }
        }
        stmt_end(p, s);
        return s;
    case MT_T_RAISE:
        advance(p);
        s = new_stmt(p, MT_STMT_RAISE, t);
        if (!s) {
            return NULL;
        }
        if (!at(p, MT_T_NEWLINE) && !at(p, MT_T_SEMI)) {
            s->v.Raise.exc = expression(p);
            if (!s->v.Raise.exc) {
                return NULL;
            }
            if (accept(p, MT_T_FROM)) {
                s->v.Raise.cause = expression(p);
                if (!s->v.Raise.cause) {
                    return NULL;
                }
            }
        }
        stmt_end(p, s);
        return s;
    case MT_T_GLOBAL:
    case MT_T_NONLOCAL: {
        advance(p);
        s = new_stmt(p, t->type == MT_T_GLOBAL ? MT_STMT_GLOBAL : MT_STMT_NONLOCAL, t);
        if (!s) {
            return NULL;
        }
        vec x;
        mt_parse_vec_init(&x);
        do {
            const char *n = expect_name(p);
            if (!n || mt_parse_vec_push(p, &x, (void *)n) < 0) {
                return NULL;
            }
        } while (accept(p, MT_T_COMMA));
        mt_ident_seq *names = t->type == MT_T_GLOBAL ? &s->v.Global.names : &s->v.Nonlocal.names;
        names->v = (const char **)mt_parse_vec_done(p, &x, &names->n);
        stmt_end(p, s);
        return s;
    }
    case MT_T_ASSERT:
        advance(p);
        s = new_stmt(p, MT_STMT_ASSERT, t);
        if (!s) {
            return NULL;
        }
        s->v.Assert.test = expression(p);
        if (!s->v.Assert.test) {
            return NULL;
        }
        if (accept(p, MT_T_COMMA)) {
            s->v.Assert.msg = expression(p);
            if (!s->v.Assert.msg) {
                return NULL;
            }
        }
        stmt_end(p, s);
        return s;
    case MT_T_DEL:
        return del_stmt(p);
    case MT_T_IMPORT:
    case MT_T_FROM:
        return import_stmt(p);
    default:
        return expr_stmt(p);
    }
}

// simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE
static int
simple_stmts(parser *p, vec *out)
{
    for (;;) {
        mt_stmt *s = simple_stmt(p);
        if (!s || mt_parse_vec_push(p, out, s) < 0) {
            return -1;
        }
        if (!accept(p, MT_T_SEMI)) {
            break;
        }
        if (at(p, MT_T_NEWLINE)) {
            break;
        }
    }
    if (!at(p, MT_T_NEWLINE)) {
        if (!p->failed && starts_expr(mt_parse_cur(p)->type)) {
            // read on as CPython's invalid_expression rule would, to learn whether the
            // input runs into an unclosed bracket at its end
            int save = p->pos;
            int smax = p->maxpos;
            mt_expr *x = expression(p);
            (void)x;
            if (p->maxpos > p->reach) {
                p->reach = p->maxpos;
            }
            if (p->oom || p->perr.type == MT_SYNERR_RECURSION) {
                return -1;
            }
            p->failed = 0;
            memset(&p->perr, 0, sizeof p->perr);
            p->pos = save;
            p->maxpos = smax;
        }
        fail(p);
        return -1;
    }
    advance(p);
    return 0;
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts
static int
block(parser *p, mt_stmt_seq *body, const char *what, const mt_token *kw)
{
    vec x;
    mt_parse_vec_init(&x);
    if (!at(p, MT_T_NEWLINE)) {
        if (simple_stmts(p, &x) < 0) {
            return -1;
        }
        SEQ(p, &x, *body);
        return p->failed ? -1 : 0;
    }
    advance(p);
    if (!at(p, MT_T_INDENT)) {
        if (at(p, MT_T_ERROR)) {
            fail(p);
            return -1;
        }
        err_indent(p, mt_parse_cur(p), "expected an indented block after %s on line %d", what,
                   kw->line);
        return -1;
    }
    advance(p);
    if (enter(p) < 0) {
        return -1;
    }
    while (!at(p, MT_T_DEDENT)) {
        if (at(p, MT_T_ENDMARKER) || at(p, MT_T_ERROR)) {
            fail(p);
            leave(p);
            return -1;
        }
        if (statement(p, &x) < 0) {
            leave(p);
            return -1;
        }
    }
    leave(p);
    advance(p);
    SEQ(p, &x, *body);
    return p->failed ? -1 : 0;
}

// The ':' of def, try, else and finally: "expected ':'" whatever follows.
static int
expect_colon(parser *p)
{
    return expect_msg(p, MT_T_COLON, "expected ':'");
}

// The ':' of if, while, for, with, class, except and case: "expected ':'" only before
// the end of the line, "invalid syntax" otherwise (CPython's invalid_*_stmt rules).
static int
expect_colon_soft(parser *p)
{
    if (at(p, MT_T_NEWLINE)) {
        return expect_msg(p, MT_T_COLON, "expected ':'");
    }
    return expect(p, MT_T_COLON);
}

// if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
static mt_stmt *
if_stmt(parser *p)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, MT_STMT_IF, t);
    if (!s) {
        return NULL;
    }
    s->v.If.test = named_expression_hint(p);
    if (!s->v.If.test || expect_colon_soft(p) < 0) {
        return NULL;
    }
    if (block(p, &s->v.If.body, t->type == MT_T_IF ? "'if' statement" : "'elif' statement", t) <
        0) {
        return NULL;
    }
    if (at(p, MT_T_ELIF)) {
        mt_stmt *e = if_stmt(p);
        if (!e) {
            return NULL;
        }
        s->v.If.orelse.v = alloc(p, sizeof(mt_stmt *));
        if (!s->v.If.orelse.v) {
            return NULL;
        }
        s->v.If.orelse.v[0] = e;
        s->v.If.orelse.n = 1;
    } else if (at(p, MT_T_ELSE)) {
        mt_token *et = advance(p);
        if (expect_colon(p) < 0 || block(p, &s->v.If.orelse, "'else' statement", et) < 0) {
            return NULL;
        }
    }
    stmt_end(p, s);
    return s;
}

// while_stmt: 'while' named_expression ':' block [else_block]
static mt_stmt *
while_stmt(parser *p)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, MT_STMT_WHILE, t);
    if (!s) {
        return NULL;
    }
    s->v.While.test = named_expression_hint(p);
    if (!s->v.While.test || expect_colon_soft(p) < 0 ||
        block(p, &s->v.While.body, "'while' statement", t) < 0) {
        return NULL;
    }
    if (at(p, MT_T_ELSE)) {
        mt_token *et = advance(p);
        if (expect_colon(p) < 0 || block(p, &s->v.While.orelse, "'else' statement", et) < 0) {
            return NULL;
        }
    }
    stmt_end(p, s);
    return s;
}

// for_stmt: ['async'] 'for' star_targets 'in' ~ star_expressions ':' block [else_block]
static mt_stmt *
for_stmt(parser *p, const mt_token *start, int is_async)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, is_async ? MT_STMT_ASYNCFOR : MT_STMT_FOR, start);
    if (!s) {
        return NULL;
    }
    s->v.For.target = expr_list(p, 1);
    if (!s->v.For.target || set_context(p, s->v.For.target, MT_STORE, "assign to") < 0) {
        return NULL;
    }
    if (!at(p, MT_T_IN)) {
        return fail(p);
    }
    advance(p);
    s->v.For.iter = star_expressions(p);
    if (!s->v.For.iter || expect_colon_soft(p) < 0 ||
        block(p, &s->v.For.body, "'for' statement", t) < 0) {
        return NULL;
    }
    if (at(p, MT_T_ELSE)) {
        mt_token *et = advance(p);
        if (expect_colon(p) < 0 || block(p, &s->v.For.orelse, "'else' statement", et) < 0) {
            return NULL;
        }
    }
    stmt_end(p, s);
    return s;
}

// with_item: expression 'as' star_target &(',' | ')' | ':') | expression
static mt_withitem *
with_item(parser *p)
{
    mt_withitem *w = alloc(p, sizeof *w);
    if (!w) {
        return NULL;
    }
    w->context_expr = expression(p);
    if (!w->context_expr) {
        return NULL;
    }
    if (accept(p, MT_T_AS)) {
        w->optional_vars = bitwise_or(p);
        if (!w->optional_vars) {
            return NULL;
        }
        if (!at(p, MT_T_COMMA) && !at(p, MT_T_RPAR) && !at(p, MT_T_COLON)) {
            return fail(p);
        }
        if (set_context(p, w->optional_vars, MT_STORE, "assign to") < 0) {
            return NULL;
        }
    }
    return w;
}

// with_stmt: ['async'] 'with' '(' ','.with_item+ ','? ')' ':' block
//          | ['async'] 'with' ','.with_item+ ':' block
static mt_stmt *
with_stmt(parser *p, const mt_token *start, int is_async)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, is_async ? MT_STMT_ASYNCWITH : MT_STMT_WITH, start);
    if (!s) {
        return NULL;
    }
    vec x;
    mt_parse_vec_init(&x);
    if (at(p, MT_T_LPAR)) {
        // try the parenthesised form first
        int save = p->pos;
        int smax = p->maxpos;
        advance(p);
        int ok = 1;
        while (!at(p, MT_T_RPAR)) {
            mt_withitem *w = with_item(p);
            if (!w || mt_parse_vec_push(p, &x, w) < 0) {
                ok = 0;
                break;
            }
            if (!accept(p, MT_T_COMMA)) {
                break;
            }
        }
        if (ok && x.n > 0 && accept(p, MT_T_RPAR) && at(p, MT_T_COLON)) {
            goto body;
        }
        if (p->oom || p->perr.type == MT_SYNERR_RECURSION) {
            return NULL;
        }
        p->failed = 0;
        memset(&p->perr, 0, sizeof p->perr);
        p->pos = save;
        p->maxpos = smax;
        mt_parse_vec_init(&x);
    }
    do {
        mt_token *it = mt_parse_cur(p);
        mt_withitem *w = alloc(p, sizeof *w);
        if (!w) {
            return NULL;
        }
        w->context_expr = expression(p);
        if (!w->context_expr) {
            return NULL;
        }
        if (accept(p, MT_T_AS)) {
            mt_token *tt = mt_parse_cur(p);
            if (tt->type == MT_T_STAR) {
                return fail(p);
            }
            w->optional_vars = bitwise_or(p);
            if (!w->optional_vars) {
                return NULL;
            }
            if (set_context(p, w->optional_vars, MT_STORE, "assign to") < 0) {
                return NULL;
            }
        }
        (void)it;
        if (mt_parse_vec_push(p, &x, w) < 0) {
            return NULL;
        }
    } while (accept(p, MT_T_COMMA));
body:
    SEQ(p, &x, s->v.With.items);
    if (expect_colon_soft(p) < 0 || block(p, &s->v.With.body, "'with' statement", t) < 0) {
        return NULL;
    }
    stmt_end(p, s);
    return s;
}

// try_stmt: 'try' ':' block finally_block | 'try' ':' block except_block+ [else_block]
//   [finally_block] | 'try' ':' block except_star_block+ [else_block] [finally_block]
static mt_stmt *
try_stmt(parser *p)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, MT_STMT_TRY, t);
    if (!s) {
        return NULL;
    }
    if (expect_colon(p) < 0 || block(p, &s->v.Try.body, "'try' statement", t) < 0) {
        return NULL;
    }
    vec h;
    mt_parse_vec_init(&h);
    int star = -1;
    while (at(p, MT_T_EXCEPT)) {
        mt_token *et = advance(p);
        int is_star = 0;
        if (at(p, MT_T_STAR)) {
            advance(p);
            is_star = 1;
        }
        if (star >= 0 && star != is_star) {
            return mt_parse_err_range(p, et->line, et->col, prev(p)->end_line, prev(p)->end_col + 0,
                                      "cannot have both 'except' and 'except*' on the same 'try'");
        }
        star = is_star;
        mt_excepthandler *eh = alloc(p, sizeof *eh);
        if (!eh) {
            return NULL;
        }
        eh->line = et->line;
        eh->col = et->col;
        if (!at(p, MT_T_COLON)) {
            eh->type = expression(p);
            if (!eh->type) {
                return NULL;
            }
            if (at(p, MT_T_COMMA)) {
                return mt_parse_err_range(p, eh->type->line, eh->type->col, eh->type->end_line, -1,
                                          "multiple exception types must be parenthesized");
            }
            if (accept(p, MT_T_AS)) {
                eh->name = expect_name(p);
                if (!eh->name) {
                    return NULL;
                }
            }
        } else if (is_star) {
            return mt_parse_err_tok(p, mt_parse_cur(p), "expected one or more exception types");
        }
        if (expect_colon_soft(p) < 0 ||
            block(p, &eh->body, is_star ? "'except*' statement" : "'except' statement", et) < 0) {
            return NULL;
        }
        eh->end_line = last_real(p)->end_line;
        eh->end_col = last_real(p)->end_col;
        if (eh->body.n) {
            mt_stmt *last = eh->body.v[eh->body.n - 1];
            eh->end_line = last->end_line;
            eh->end_col = last->end_col;
        }
        if (mt_parse_vec_push(p, &h, eh) < 0) {
            return NULL;
        }
    }
    if (star == 1) {
        s->kind = MT_STMT_TRYSTAR;
    }
    SEQ(p, &h, s->v.Try.handlers);
    if (h.n && at(p, MT_T_ELSE)) {
        mt_token *et = advance(p);
        if (expect_colon(p) < 0 || block(p, &s->v.Try.orelse, "'else' statement", et) < 0) {
            return NULL;
        }
    }
    if (at(p, MT_T_FINALLY)) {
        mt_token *ft = advance(p);
        if (expect_colon(p) < 0 || block(p, &s->v.Try.finalbody, "'finally' statement", ft) < 0) {
            return NULL;
        }
    }
    if (h.n == 0 && s->v.Try.finalbody.n == 0) {
        int i = p->pos - 1;
        while (i > 0 && p->t[i].type == MT_T_DEDENT) {
            i--;
        }
        mt_token *bt = &p->t[i];
        return mt_parse_err_range(p, bt->line, bt->col, bt->end_line, -1,
                                  "expected 'except' or 'finally' block");
    }
    stmt_end(p, s);
    return s;
}

// decorators: ('@' named_expression NEWLINE)*
// function_def: decorators ['async'] 'def' NAME '(' [params] ')' ['->' expression] ':' block
static mt_stmt *
funcdef(parser *p, vec *decos, const mt_token *start, int is_async)
{
    mt_token *t = advance(p); // def
    mt_stmt *s = new_stmt(p, is_async ? MT_STMT_ASYNCFUNCTIONDEF : MT_STMT_FUNCTIONDEF, start);
    if (!s) {
        return NULL;
    }
    s->v.FunctionDef.name = expect_name(p);
    if (!s->v.FunctionDef.name) {
        return NULL;
    }
    if (expect_msg(p, MT_T_LPAR, "expected '('") < 0) {
        return NULL;
    }
    s->v.FunctionDef.args = params(p, MT_T_RPAR, 0);
    if (!s->v.FunctionDef.args || expect(p, MT_T_RPAR) < 0) {
        return NULL;
    }
    if (at(p, MT_T_RARROW)) {
        int save = p->pos;
        int smax = p->maxpos;
        advance(p);
        s->v.FunctionDef.returns = expression(p);
        if (!s->v.FunctionDef.returns) {
            if (p->oom || p->perr.type == MT_SYNERR_RECURSION) {
                return NULL;
            }
            // CPython: the optional annotation fails, then ':' is expected at '->'
            p->failed = 0;
            memset(&p->perr, 0, sizeof p->perr);
            p->pos = save;
            p->maxpos = smax;
        }
    }
    if (expect_colon(p) < 0 || block(p, &s->v.FunctionDef.body, "function definition", t) < 0) {
        return NULL;
    }
    SEQ(p, decos, s->v.FunctionDef.decorator_list);
    stmt_end(p, s);
    return s;
}

// class_def: decorators 'class' NAME ['(' [arguments] ')'] ':' block
static mt_stmt *
classdef(parser *p, vec *decos)
{
    mt_token *t = advance(p);
    mt_stmt *s = new_stmt(p, MT_STMT_CLASSDEF, t);
    if (!s) {
        return NULL;
    }
    s->v.ClassDef.name = expect_name(p);
    if (!s->v.ClassDef.name) {
        return NULL;
    }
    if (at(p, MT_T_LPAR)) {
        advance(p);
        if (call_args(p, &s->v.ClassDef.bases, &s->v.ClassDef.keywords, NULL) < 0) {
            return NULL;
        }
    }
    if (expect_colon_soft(p) < 0 || block(p, &s->v.ClassDef.body, "class definition", t) < 0) {
        return NULL;
    }
    SEQ(p, decos, s->v.ClassDef.decorator_list);
    stmt_end(p, s);
    return s;
}

// ---- match statement ----

static mt_pattern *pattern(parser *p);
static mt_pattern *closed_pattern(parser *p);

static mt_pattern *
new_pat(parser *p, int kind, const mt_token *ts)
{
    mt_pattern *q = alloc(p, sizeof *q);
    if (!q) {
        return NULL;
    }
    q->kind = kind;
    q->line = ts->line;
    q->col = ts->col;
    q->end_line = ts->end_line;
    q->end_col = ts->end_col;
    return q;
}

static void
pat_end(parser *p, mt_pattern *q)
{
    mt_token *t = prev(p);
    q->end_line = t->end_line;
    q->end_col = t->end_col;
}

// signed_number: NUMBER | '-' NUMBER; complex_number: signed_real ('+'|'-') imaginary
static mt_expr *
literal_number(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    mt_expr *e;
    if (at(p, MT_T_MINUS)) {
        advance(p);
        mt_token *nt = mt_parse_cur(p);
        if (nt->type != MT_T_NUMBER) {
            return fail(p);
        }
        advance(p);
        mt_expr *n = number(p, nt);
        if (!n) {
            return NULL;
        }
        e = mt_parse_new_expr(p, MT_EXPR_UNARYOP, t, nt);
        if (!e) {
            return NULL;
        }
        e->v.UnaryOp.op = MT_USUB;
        e->v.UnaryOp.operand = n;
    } else {
        if (t->type != MT_T_NUMBER) {
            return fail(p);
        }
        advance(p);
        e = number(p, t);
        if (!e) {
            return NULL;
        }
    }
    if (at(p, MT_T_PLUS) || at(p, MT_T_MINUS)) {
        int op = at(p, MT_T_PLUS) ? MT_ADD : MT_SUB;
        advance(p);
        mt_token *it = mt_parse_cur(p);
        if (it->type != MT_T_NUMBER) {
            return fail(p);
        }
        advance(p);
        mt_expr *im = number(p, it);
        if (!im) {
            return NULL;
        }
        if (im->v.Constant.kind != MT_CONST_COMPLEX) {
            return err_node(p, im, "imaginary number required in complex literal");
        }
        mt_expr *b = new_expr_span(p, MT_EXPR_BINOP, e, im);
        if (!b) {
            return NULL;
        }
        b->v.BinOp.left = e;
        b->v.BinOp.op = op;
        b->v.BinOp.right = im;
        e = b;
    }
    return e;
}

// name_or_attr: attr | NAME (attr: name_or_attr '.' NAME)
static mt_expr *
name_or_attr(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    advance(p);
    mt_expr *e = name_expr(p, t, MT_LOAD);
    while (e && at(p, MT_T_DOT)) {
        advance(p);
        mt_token *nt = mt_parse_cur(p);
        if (nt->type != MT_T_NAME) {
            return fail(p);
        }
        advance(p);
        mt_expr *a = new_expr_span(p, MT_EXPR_ATTRIBUTE, e, e);
        if (!a) {
            return NULL;
        }
        a->v.Attribute.value = e;
        a->v.Attribute.attr = tok_ident(p, nt);
        a->v.Attribute.ctx = MT_LOAD;
        a->end_line = nt->end_line;
        a->end_col = nt->end_col;
        e = a;
    }
    return e;
}

// A sequence of patterns up to `closer`; star patterns allowed.
static int
pattern_list(parser *p, int closer, vec *x, int *trailing_comma)
{
    *trailing_comma = 0;
    while (!at(p, closer)) {
        mt_pattern *q;
        if (at(p, MT_T_STAR)) {
            mt_token *st = advance(p);
            mt_token *nt = mt_parse_cur(p);
            if (nt->type != MT_T_NAME) {
                fail(p);
                return -1;
            }
            advance(p);
            q = new_pat(p, MT_PAT_MATCHSTAR, st);
            if (!q) {
                return -1;
            }
            if (!tok_is_name(p, nt, "_")) {
                q->v.MatchStar.name = tok_ident(p, nt);
            }
            pat_end(p, q);
        } else {
            q = pattern(p);
        }
        if (!q || mt_parse_vec_push(p, x, q) < 0) {
            return -1;
        }
        *trailing_comma = 0;
        if (!accept(p, MT_T_COMMA)) {
            break;
        }
        *trailing_comma = 1;
    }
    return 0;
}

// closed_pattern: literal_pattern | capture_pattern | wildcard_pattern | value_pattern |
//   group_pattern | sequence_pattern | mapping_pattern | class_pattern
static mt_pattern *
closed_pattern(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    mt_pattern *q;
    switch (t->type) {
    case MT_T_NUMBER:
    case MT_T_MINUS: {
        mt_expr *v = literal_number(p);
        if (!v) {
            return NULL;
        }
        q = new_pat(p, MT_PAT_MATCHVALUE, t);
        if (!q) {
            return NULL;
        }
        q->v.MatchValue.value = v;
        pat_end(p, q);
        return q;
    }
    case MT_T_STRING: {
        mt_expr *v = mt_parse_strings(p);
        if (!v) {
            return NULL;
        }
        if (v->kind == MT_EXPR_JOINEDSTR) {
            return err_node(p, v, "patterns may only match literals and attribute lookups");
        }
        q = new_pat(p, MT_PAT_MATCHVALUE, t);
        if (!q) {
            return NULL;
        }
        q->v.MatchValue.value = v;
        pat_end(p, q);
        return q;
    }
    case MT_T_NONE:
    case MT_T_TRUE:
    case MT_T_FALSE:
        advance(p);
        q = new_pat(p, MT_PAT_MATCHSINGLETON, t);
        if (!q) {
            return NULL;
        }
        q->v.MatchSingleton.value = t->type == MT_T_NONE   ? MT_CONST_NONE
                                    : t->type == MT_T_TRUE ? MT_CONST_TRUE
                                                           : MT_CONST_FALSE;
        return q;
    case MT_T_NAME: {
        mt_token *n1 = peek(p, 1);
        if (n1->type != MT_T_DOT && n1->type != MT_T_LPAR) {
            advance(p);
            q = new_pat(p, MT_PAT_MATCHAS, t);
            if (!q) {
                return NULL;
            }
            if (!tok_is_name(p, t, "_")) {
                q->v.MatchAs.name = tok_ident(p, t);
            }
            return q;
        }
        mt_expr *cls = name_or_attr(p);
        if (!cls) {
            return NULL;
        }
        if (!at(p, MT_T_LPAR)) {
            q = new_pat(p, MT_PAT_MATCHVALUE, t);
            if (!q) {
                return NULL;
            }
            q->v.MatchValue.value = cls;
            pat_end(p, q);
            return q;
        }
        advance(p);
        q = new_pat(p, MT_PAT_MATCHCLASS, t);
        if (!q) {
            return NULL;
        }
        q->v.MatchClass.cls = cls;
        vec pats, names, kpats;
        mt_parse_vec_init(&pats);
        mt_parse_vec_init(&names);
        mt_parse_vec_init(&kpats);
        while (!at(p, MT_T_RPAR)) {
            mt_token *kt = mt_parse_cur(p);
            if (kt->type == MT_T_NAME && peek(p, 1)->type == MT_T_EQUAL) {
                advance(p);
                advance(p);
                mt_pattern *kp = pattern(p);
                const char *kn = tok_ident(p, kt);
                if (!kp || !kn || mt_parse_vec_push(p, &names, (void *)kn) < 0 ||
                    mt_parse_vec_push(p, &kpats, kp) < 0) {
                    return NULL;
                }
            } else {
                mt_pattern *pp = pattern(p);
                if (!pp) {
                    return NULL;
                }
                if (names.n) {
                    return mt_parse_err_range(p, pp->line, pp->col, pp->end_line, pp->end_col,
                                              "positional patterns follow keyword patterns");
                }
                if (mt_parse_vec_push(p, &pats, pp) < 0) {
                    return NULL;
                }
            }
            if (!accept(p, MT_T_COMMA)) {
                break;
            }
        }
        if (expect(p, MT_T_RPAR) < 0) {
            return NULL;
        }
        SEQ(p, &pats, q->v.MatchClass.patterns);
        q->v.MatchClass.kwd_attrs.v =
            (const char **)mt_parse_vec_done(p, &names, &q->v.MatchClass.kwd_attrs.n);
        SEQ(p, &kpats, q->v.MatchClass.kwd_patterns);
        pat_end(p, q);
        return q;
    }
    case MT_T_LPAR:
    case MT_T_LSQB: {
        int closer = t->type == MT_T_LPAR ? MT_T_RPAR : MT_T_RSQB;
        advance(p);
        vec x;
        mt_parse_vec_init(&x);
        int trailing = 0;
        if (pattern_list(p, closer, &x, &trailing) < 0) {
            return NULL;
        }
        if (expect(p, closer) < 0) {
            return NULL;
        }
        if (t->type == MT_T_LPAR && x.n == 1 && !trailing &&
            ((mt_pattern *)x.v[0])->kind != MT_PAT_MATCHSTAR) {
            return x.v[0]; // a group pattern
        }
        q = new_pat(p, MT_PAT_MATCHSEQUENCE, t);
        if (!q) {
            return NULL;
        }
        SEQ(p, &x, q->v.MatchSequence.patterns);
        pat_end(p, q);
        return q;
    }
    case MT_T_LBRACE: {
        advance(p);
        q = new_pat(p, MT_PAT_MATCHMAPPING, t);
        if (!q) {
            return NULL;
        }
        vec keys, pats;
        mt_parse_vec_init(&keys);
        mt_parse_vec_init(&pats);
        while (!at(p, MT_T_RBRACE)) {
            if (at(p, MT_T_DOUBLESTAR)) {
                advance(p);
                mt_token *nt = mt_parse_cur(p);
                if (nt->type != MT_T_NAME) {
                    return fail(p);
                }
                advance(p);
                q->v.MatchMapping.rest = tok_ident(p, nt);
                accept(p, MT_T_COMMA);
                if (!at(p, MT_T_RBRACE)) {
                    return fail(p);
                }
                break;
            }
            mt_token *kt = mt_parse_cur(p);
            mt_expr *k;
            if (kt->type == MT_T_NUMBER || kt->type == MT_T_MINUS) {
                k = literal_number(p);
            } else if (kt->type == MT_T_STRING) {
                k = mt_parse_strings(p);
                if (k && k->kind == MT_EXPR_JOINEDSTR) {
                    return err_node(p, k,
                                    "patterns may only match literals and attribute "
                                    "lookups");
                }
            } else if (kt->type == MT_T_NONE || kt->type == MT_T_TRUE || kt->type == MT_T_FALSE) {
                k = atom(p);
            } else if (kt->type == MT_T_NAME && peek(p, 1)->type == MT_T_DOT) {
                k = name_or_attr(p);
            } else {
                return fail(p);
            }
            if (!k) {
                return NULL;
            }
            if (expect(p, MT_T_COLON) < 0) {
                return NULL;
            }
            mt_pattern *v = pattern(p);
            if (!v || mt_parse_vec_push(p, &keys, k) < 0 || mt_parse_vec_push(p, &pats, v) < 0) {
                return NULL;
            }
            if (!accept(p, MT_T_COMMA)) {
                break;
            }
        }
        if (expect(p, MT_T_RBRACE) < 0) {
            return NULL;
        }
        SEQ(p, &keys, q->v.MatchMapping.keys);
        SEQ(p, &pats, q->v.MatchMapping.patterns);
        pat_end(p, q);
        return q;
    }
    default:
        return fail(p);
    }
}

// or_pattern: '|'.closed_pattern+
// as_pattern: or_pattern 'as' pattern_capture_target
static mt_pattern *
pattern(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    if (enter(p) < 0) {
        return NULL;
    }
    mt_pattern *q = closed_pattern(p);
    if (q && at(p, MT_T_VBAR)) {
        vec x;
        mt_parse_vec_init(&x);
        if (mt_parse_vec_push(p, &x, q) < 0) {
            leave(p);
            return NULL;
        }
        while (accept(p, MT_T_VBAR)) {
            mt_pattern *r = closed_pattern(p);
            if (!r || mt_parse_vec_push(p, &x, r) < 0) {
                leave(p);
                return NULL;
            }
        }
        q = new_pat(p, MT_PAT_MATCHOR, t);
        if (!q) {
            leave(p);
            return NULL;
        }
        SEQ(p, &x, q->v.MatchOr.patterns);
        pat_end(p, q);
    }
    if (q && at(p, MT_T_AS)) {
        advance(p);
        mt_token *nt = mt_parse_cur(p);
        if (nt->type != MT_T_NAME) {
            leave(p);
            return fail(p);
        }
        if (tok_is_name(p, nt, "_")) {
            leave(p);
            return mt_parse_err_tok(p, nt, "cannot use '_' as a target");
        }
        advance(p);
        mt_pattern *as = new_pat(p, MT_PAT_MATCHAS, t);
        if (!as) {
            leave(p);
            return NULL;
        }
        as->v.MatchAs.pattern = q;
        as->v.MatchAs.name = tok_ident(p, nt);
        pat_end(p, as);
        q = as;
    }
    leave(p);
    return q;
}

// patterns: open_sequence_pattern | pattern
static mt_pattern *
patterns(parser *p)
{
    mt_token *t = mt_parse_cur(p);
    vec x;
    mt_parse_vec_init(&x);
    int trailing = 0;
    // an open sequence ends at 'if' or ':'
    while (!at(p, MT_T_COLON) && !at(p, MT_T_IF)) {
        mt_pattern *q;
        if (at(p, MT_T_STAR)) {
            mt_token *st = advance(p);
            mt_token *nt = mt_parse_cur(p);
            if (nt->type != MT_T_NAME) {
                return fail(p);
            }
            advance(p);
            q = new_pat(p, MT_PAT_MATCHSTAR, st);
            if (!q) {
                return NULL;
            }
            if (!tok_is_name(p, nt, "_")) {
                q->v.MatchStar.name = tok_ident(p, nt);
            }
            pat_end(p, q);
        } else {
            q = pattern(p);
        }
        if (!q || mt_parse_vec_push(p, &x, q) < 0) {
            return NULL;
        }
        trailing = 0;
        if (!accept(p, MT_T_COMMA)) {
            break;
        }
        trailing = 1;
    }
    if (x.n == 0) {
        return fail(p);
    }
    if (x.n == 1 && !trailing && ((mt_pattern *)x.v[0])->kind != MT_PAT_MATCHSTAR) {
        return x.v[0];
    }
    mt_pattern *q = new_pat(p, MT_PAT_MATCHSEQUENCE, t);
    if (!q) {
        return NULL;
    }
    SEQ(p, &x, q->v.MatchSequence.patterns);
    pat_end(p, q);
    return q;
}

// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
// Returns NULL without an error (and the position unchanged) when this is not a match
// statement after all.
static mt_stmt *
match_stmt(parser *p, int *not_match)
{
    int save = p->pos;
    int smax = p->maxpos;
    mt_token *t = advance(p);
    *not_match = 0;
    // subject_expr: star_named_expression ',' star_named_expressions? | named_expression
    mt_expr *subject = NULL;
    if (!at(p, MT_T_COLON) && !at(p, MT_T_NEWLINE) && !at(p, MT_T_EQUAL)) {
        mt_token *st = mt_parse_cur(p);
        vec x;
        mt_parse_vec_init(&x);
        int tuple = 0;
        for (;;) {
            mt_expr *e = at(p, MT_T_STAR) ? star_expression(p) : named_expression(p);
            if (!e || mt_parse_vec_push(p, &x, e) < 0) {
                break;
            }
            if (!accept(p, MT_T_COMMA)) {
                break;
            }
            tuple = 1;
            if (at(p, MT_T_COLON)) {
                break;
            }
        }
        if (!p->failed) {
            if (tuple) {
                subject = mt_parse_new_expr(p, MT_EXPR_TUPLE, st, prev(p));
                if (subject) {
                    SEQ(p, &x, subject->v.Tuple.elts);
                    subject->v.Tuple.ctx = MT_LOAD;
                }
            } else if (x.n == 1) {
                subject = x.v[0];
            }
        }
    }
    if (!subject || p->failed || !at(p, MT_T_COLON) || peek(p, 1)->type != MT_T_NEWLINE) {
        if (p->oom || p->perr.type == MT_SYNERR_RECURSION) {
            return NULL;
        }
        p->failed = 0;
        memset(&p->perr, 0, sizeof p->perr);
        p->pos = save;
        p->maxpos = smax;
        *not_match = 1;
        return NULL;
    }
    advance(p); // ':'
    advance(p); // NEWLINE
    if (!at(p, MT_T_INDENT)) {
        return err_indent(p, mt_parse_cur(p),
                          "expected an indented block after 'match' statement on "
                          "line %d",
                          t->line);
    }
    advance(p);
    mt_stmt *s = new_stmt(p, MT_STMT_MATCH, t);
    if (!s) {
        return NULL;
    }
    s->v.Match.subject = subject;
    vec cases;
    mt_parse_vec_init(&cases);
    while (!at(p, MT_T_DEDENT)) {
        mt_token *ct = mt_parse_cur(p);
        if (!at_name(p, "case")) {
            return fail(p);
        }
        advance(p);
        mt_match_case *mc = alloc(p, sizeof *mc);
        if (!mc) {
            return NULL;
        }
        mc->pattern = patterns(p);
        if (!mc->pattern) {
            return NULL;
        }
        if (accept(p, MT_T_IF)) {
            mc->guard = named_expression(p);
            if (!mc->guard) {
                return NULL;
            }
        }
        if (expect_colon_soft(p) < 0 || block(p, &mc->body, "'case' statement", ct) < 0) {
            return NULL;
        }
        if (mt_parse_vec_push(p, &cases, mc) < 0) {
            return NULL;
        }
    }
    advance(p);
    if (cases.n == 0) {
        return fail(p);
    }
    SEQ(p, &cases, s->v.Match.cases);
    stmt_end(p, s);
    return s;
}

// statement: compound_stmt | simple_stmts
static int
statement(parser *p, vec *out)
{
    mt_token *t = mt_parse_cur(p);
    mt_stmt *s = NULL;
    switch (t->type) {
    case MT_T_IF:
        s = if_stmt(p);
        break;
    case MT_T_WHILE:
        s = while_stmt(p);
        break;
    case MT_T_FOR:
        s = for_stmt(p, t, 0);
        break;
    case MT_T_WITH:
        s = with_stmt(p, t, 0);
        break;
    case MT_T_TRY:
        s = try_stmt(p);
        break;
    case MT_T_DEF:
    case MT_T_CLASS:
    case MT_T_AT: {
        vec decos;
        mt_parse_vec_init(&decos);
        while (at(p, MT_T_AT)) {
            advance(p);
            mt_expr *d = named_expression(p);
            if (!d || mt_parse_vec_push(p, &decos, d) < 0) {
                return -1;
            }
            if (!at(p, MT_T_NEWLINE)) {
                fail(p);
                return -1;
            }
            advance(p);
        }
        mt_token *dt = mt_parse_cur(p);
        if (dt->type == MT_T_DEF) {
            s = funcdef(p, &decos, dt, 0);
        } else if (dt->type == MT_T_CLASS) {
            s = classdef(p, &decos);
        } else if (dt->type == MT_T_ASYNC && peek(p, 1)->type == MT_T_DEF) {
            advance(p);
            s = funcdef(p, &decos, dt, 1);
        } else {
            fail(p);
            return -1;
        }
        break;
    }
    case MT_T_ASYNC: {
        mt_token *n = peek(p, 1);
        advance(p);
        if (n->type == MT_T_DEF) {
            vec decos;
            mt_parse_vec_init(&decos);
            s = funcdef(p, &decos, t, 1);
        } else if (n->type == MT_T_FOR) {
            s = for_stmt(p, t, 1);
        } else if (n->type == MT_T_WITH) {
            s = with_stmt(p, t, 1);
        } else {
            fail(p);
            return -1;
        }
        break;
    }
    case MT_T_INDENT:
        err_indent(p, t, "unexpected indent");
        return -1;
    default:
        if (t->type == MT_T_NAME && at_name(p, "match")) {
            int not_match = 0;
            s = match_stmt(p, &not_match);
            if (!not_match) {
                break;
            }
        }
        return simple_stmts(p, out);
    }
    if (!s || mt_parse_vec_push(p, out, s) < 0) {
        return -1;
    }
    return 0;
}

// statements until the end type (ENDMARKER)
static int
statements_until(parser *p, mt_stmt_seq *body, int end_type)
{
    vec x;
    mt_parse_vec_init(&x);
    while (!at(p, end_type)) {
        if (at(p, MT_T_NEWLINE)) {
            advance(p);
            continue;
        }
        if (at(p, MT_T_ERROR)) {
            fail(p);
            return -1;
        }
        if (statement(p, &x) < 0) {
            return -1;
        }
    }
    SEQ(p, &x, *body);
    return p->failed ? -1 : 0;
}

// ---- entry ----

// Offset of the first byte of src[start, len) that is not valid UTF-8, or -1.
static int
bad_utf8(const char *src, int start, int len)
{
    const unsigned char *s = (const unsigned char *)src;
    int i = start;
    while (i < len) {
        unsigned c = s[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        int n;
        unsigned lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            if (c == 0xE0) {
                lo = 0xA0;
            } else if (c == 0xED) {
                hi = 0x9F; // no surrogates
            }
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            if (c == 0xF0) {
                lo = 0x90;
            } else if (c == 0xF4) {
                hi = 0x8F;
            }
        } else {
            return i;
        }
        if (i + n >= len) {
            return i;
        }
        if (s[i + 1] < lo || s[i + 1] > hi) {
            return i;
        }
        for (int k = 2; k <= n; k++) {
            if ((s[i + k] & 0xC0) != 0x80) {
                return i;
            }
        }
        i += n + 1;
    }
    return -1;
}

// Decide the final error after a failed parse (CPython's _PyPegen_set_syntax_error).
static void
final_error(parser *p, mt_lexer *lx, mt_syntax_error *err)
{
    if (p->oom) {
        memset(err, 0, sizeof *err);
        err->type = MT_SYNERR_MEMORY;
        err->filename = p->filename;
        return;
    }
    if (p->perr.type == MT_SYNERR_RECURSION) {
        *err = p->perr;
        return;
    }
    mt_token *last = &p->t[p->maxpos];
    // tokenizer errors win over the parser's, except an unexpected indent found first
    // (CPython raises that one without reading further)
    int indent_first =
        (p->failed == 2 && (last->type == MT_T_INDENT || last->type == MT_T_DEDENT)) ||
        (p->perr.type == MT_SYNERR_INDENT && strncmp(p->perr.msg, "unexpected", 10) == 0);
    int lexer_reached = p->maxpos >= lx->ntoks - 1 || err->type == MT_SYNERR_SYNTAX;
    if (lx->failed && !indent_first && lexer_reached) {
        return; // err already holds the lexer's error
    }
    // an unclosed bracket wins when the parser stopped past it
    int unclosed = 0;
    if (lx->level > 0 && !indent_first) {
        mt_token *far = &p->t[p->reach > p->maxpos ? p->reach : p->maxpos];
        unclosed = far->type == MT_T_ENDMARKER || far->line > lx->paren_line[lx->level - 1];
    }
    if (unclosed) {
        int i = lx->level - 1;
        int off = lx->paren_col[i];
        char c[2] = {lx->paren[i], 0};
        p->failed = 0;
        memset(&p->perr, 0, sizeof p->perr);
        mt_parse_err_range(p, lx->paren_line[i], off - line_start_of(p, off), lx->paren_line[i],
                           INT_MIN, "'%s' was never closed", c);
    } else if (p->failed == 2) {
        // generic: look at the furthest token read
        p->failed = 0;
        memset(&p->perr, 0, sizeof p->perr);
        if (last->type == MT_T_INDENT) {
            err_indent(p, last, "unexpected indent");
        } else if (last->type == MT_T_DEDENT) {
            err_indent(p, last, "unexpected unindent");
        } else {
            mt_parse_err_tok(p, last, "invalid syntax");
        }
    }
    *err = p->perr;
    if (err->type == MT_SYNERR_NONE) {
        err->type = MT_SYNERR_SYNTAX;
    }
}

/* See ast.h. */
mt_mod *
mt_parse(cm_arena *a, const char *src, size_t len, const char *filename, int mode,
         mt_syntax_error *err)
{
    memset(err, 0, sizeof *err);
    err->filename = filename;
    if (len >= (size_t)INT_MAX / 2) {
        err->type = MT_SYNERR_MEMORY;
        return NULL;
    }
    int start = 0;
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0) {
        start = 3;
    }
    int bad = bad_utf8(src, start, (int)len);
    if (bad >= 0) {
        int line = 1;
        int ls = 0;
        for (int i = 0; i < bad; i++) {
            if (src[i] == '\n') {
                line++;
                ls = i + 1;
            }
        }
        err->type = MT_SYNERR_SYNTAX;
        if (filename && filename[0] != '<') {
            snprintf(err->msg, sizeof err->msg,
                     "Non-UTF-8 code starting with '\\x%02x' in file %.100s on line %d, but no "
                     "encoding declared; see https://peps.python.org/pep-0263/ for details",
                     (unsigned char)src[bad], filename, line);
        } else {
            snprintf(err->msg, sizeof err->msg,
                     "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %d: "
                     "invalid start byte",
                     (unsigned char)src[bad], bad - ls);
            err->line = line;
            err->col = bad - ls + 1;
        }
        return NULL;
    }
    mt_lexer lx;
    if (mt_lex_run(&lx, a, src, start, (int)len, 1, start, 0, filename, err) < 0) {
        return NULL;
    }
    parser p;
    memset(&p, 0, sizeof p);
    p.a = a;
    p.src = src;
    p.len = (int)len;
    p.filename = filename;
    p.lx = &lx;
    p.t = lx.toks;
    p.err = err;
    mt_mod *m = alloc(&p, sizeof *m);
    if (m) {
        if (mode == MT_PARSE_EVAL) {
            m->kind = MT_MOD_EXPRESSION;
            while (at(&p, MT_T_NEWLINE)) {
                advance(&p);
            }
            m->v.Expression.body = star_expressions(&p);
            if (m->v.Expression.body) {
                while (at(&p, MT_T_NEWLINE)) {
                    advance(&p);
                }
                if (!at(&p, MT_T_ENDMARKER)) {
                    fail(&p);
                }
            }
        } else {
            m->kind = mode == MT_PARSE_SINGLE ? MT_MOD_INTERACTIVE : MT_MOD_MODULE;
            statements_until(&p, &m->v.Module.body, MT_T_ENDMARKER);
        }
    }
    if (!p.failed && !lx.failed && m) {
        return m;
    }
    if (!p.failed) {
        fail(&p);
    }
    final_error(&p, &lx, err);
    return NULL;
}
