/* The policy lexer: Cedar's tokens, "//" comments, Unicode white space, positions. */
#include "config.h"

#include <string.h>

#include "common/utf8.h"
#include "policy/lang.h"

// Decode one UTF-8 sequence at s (n bytes left); returns its length (1 for a bad byte)
// and the code point in *cp (0xFFFD for a bad sequence).
static size_t
utf8_next(const unsigned char *s, size_t n, uint32_t *cp)
{
    size_t k = cm_utf8_decode(s, n, cp);
    if (k == 0) {
        *cp = 0xFFFD;
        return 1;
    }
    return k;
}

/* 1 when s (n bytes) is well-formed UTF-8. */
int
pol_utf8_valid(const char *s, size_t n)
{
    return cm_utf8_valid(s, n);
}

static int
is_space(uint32_t c)
{
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

/* pol_blank: see lang.h. */
int
pol_blank(const char *s)
{
    return !s || pol_blank_n(s, strlen(s));
}

/* pol_blank_n: see lang.h. */
int
pol_blank_n(const char *s, size_t n)
{
    if (n > 0 && (unsigned char)s[0] > 0x20 && (unsigned char)s[0] < 0x80) {
        return 0; // printable ASCII is no space: the common answer without decoding
    }
    for (size_t i = 0; i < n;) {
        uint32_t c;
        i += utf8_next((const unsigned char *)s + i, n - i, &c);
        int js_space = (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0xA0 || c == 0x1680 ||
                       (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
                       c == 0x205F || c == 0x3000 || c == 0xFEFF;
        if (!js_space) {
            return 0;
        }
    }
    return 1;
}

static int
is_ident_start(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

static int
is_ident_char(int c)
{
    return is_ident_start(c) || (c >= '0' && c <= '9');
}

typedef struct lexer {
    const char *text;
    size_t len;
    size_t i;
    int line;
    int col;
} lexer;

// Advance over n bytes that hold one character (columns count characters).
static void
advance(lexer *lx, size_t n)
{
    if (lx->text[lx->i] == '\n') {
        lx->line++;
        lx->col = 1;
    } else {
        lx->col++;
    }
    lx->i += n;
}

static void
skip_space(lexer *lx)
{
    while (lx->i < lx->len) {
        unsigned char c = (unsigned char)lx->text[lx->i];
        if (c == '/' && lx->i + 1 < lx->len && lx->text[lx->i + 1] == '/') {
            while (lx->i < lx->len && lx->text[lx->i] != '\n' && lx->text[lx->i] != '\r') {
                uint32_t cp;
                advance(lx,
                        utf8_next((const unsigned char *)lx->text + lx->i, lx->len - lx->i, &cp));
            }
            continue;
        }
        uint32_t cp;
        size_t k = utf8_next((const unsigned char *)lx->text + lx->i, lx->len - lx->i, &cp);
        if (!is_space(cp)) {
            return;
        }
        advance(lx, k);
    }
}

typedef struct punct {
    const char *s;
    pol_tk k;
} punct;

static const punct puncts[] = {
    {"::", PT_DCOLON}, {"==", PT_EQ},    {"!=", PT_NE},      {"<=", PT_LE},    {">=", PT_GE},
    {"&&", PT_AND},    {"||", PT_OR},    {"@", PT_AT},       {"(", PT_LPAREN}, {")", PT_RPAREN},
    {"{", PT_LBRACE},  {"}", PT_RBRACE}, {"[", PT_LBRACK},   {"]", PT_RBRACK}, {",", PT_COMMA},
    {";", PT_SEMI},    {":", PT_COLON},  {".", PT_DOT},      {"<", PT_LT},     {">", PT_GT},
    {"!", PT_NOT},     {"-", PT_MINUS},  {"+", PT_PLUS},     {"*", PT_STAR},   {"/", PT_SLASH},
    {"%", PT_PERCENT}, {"=", PT_ASSIGN}, {"?", PT_QUESTION}, {"&", PT_AMP},    {"|", PT_PIPE},
};

// Scan one token at the current position into t. Returns 0 or -1 (message in err).
static int
scan(lexer *lx, pol_token *t, cm_buf *err)
{
    t->off = lx->i;
    t->p = lx->text + lx->i;
    t->line = lx->line;
    t->col = lx->col;
    if (lx->i >= lx->len) {
        t->kind = PT_EOF;
        t->n = 0;
        return 0;
    }
    unsigned char c = (unsigned char)lx->text[lx->i];
    if (is_ident_start(c)) {
        size_t j = lx->i;
        while (j < lx->len && is_ident_char((unsigned char)lx->text[j])) {
            j++;
        }
        t->kind = PT_IDENT;
        t->n = j - lx->i;
        lx->col += (int)t->n;
        lx->i = j;
        return 0;
    }
    if (c >= '0' && c <= '9') {
        size_t j = lx->i;
        while (j < lx->len && lx->text[j] >= '0' && lx->text[j] <= '9') {
            j++;
        }
        t->kind = PT_INT;
        t->n = j - lx->i;
        lx->col += (int)t->n;
        lx->i = j;
        return 0;
    }
    if (c == '"') {
        advance(lx, 1);
        while (lx->i < lx->len && lx->text[lx->i] != '"') {
            if (lx->text[lx->i] == '\\' && lx->i + 1 < lx->len) {
                advance(lx, 1);
            }
            uint32_t cp;
            advance(lx, utf8_next((const unsigned char *)lx->text + lx->i, lx->len - lx->i, &cp));
        }
        if (lx->i >= lx->len) {
            pol_ignore(cm_buf_adds(err, "unexpected end of input; a string literal is not closed"));
            return -1;
        }
        advance(lx, 1);
        t->kind = PT_STR;
        t->n = (size_t)(lx->text + lx->i - t->p);
        return 0;
    }
    for (size_t k = 0; k < CM_ARRAY_LEN(puncts); k++) {
        size_t pn = strlen(puncts[k].s);
        if (lx->len - lx->i >= pn && memcmp(lx->text + lx->i, puncts[k].s, pn) == 0) {
            t->kind = puncts[k].k;
            t->n = pn;
            lx->i += pn;
            lx->col += (int)pn;
            return 0;
        }
    }
    pol_ignore(cm_buf_adds(err, "invalid token"));
    return -1;
}

// Tokenize text. With errs NULL, stop at the first bad token (-1, message in err at
// *eline:*ecol). With errs, append each bad token to errs as a whole load error line
// ("origin:line:col: failed to parse policy source: ...\n"), skip an invalid character
// and go on; an unclosed string ends the tokens there (*truncated = 1).
static long
lex_all(const char *text, size_t len, cm_arena *a, pol_token **out, int *eline, int *ecol,
        cm_buf *err, const char *origin, cm_buf *errs, int *truncated)
{
    lexer lx = {text, len, 0, 1, 1};
    size_t cap = 64;
    size_t n = 0;
    pol_token *toks = cm_arena_alloc(a, cap * sizeof(*toks));
    if (!toks) {
        pol_ignore(cm_buf_adds(err, "out of memory"));
        return -1;
    }
    for (;;) {
        skip_space(&lx);
        if (n == cap) {
            pol_token *bigger = cm_arena_alloc(a, 2 * cap * sizeof(*toks));
            if (!bigger) {
                pol_ignore(cm_buf_adds(err, "out of memory"));
                return -1;
            }
            memcpy(bigger, toks, n * sizeof(*toks));
            toks = bigger;
            cap *= 2;
        }
        pol_token *t = &toks[n];
        memset(t, 0, sizeof(*t));
        if (scan(&lx, t, err) < 0) {
            // the token's start: an unclosed string is shown at its opening quote
            *eline = t->line ? t->line : lx.line;
            *ecol = t->line ? t->col : lx.col;
            if (!errs) {
                return -1;
            }
            pol_ignore(cm_buf_printf(errs, "%s:%d:%d: failed to parse policy source: %s\n", origin,
                                     *eline, *ecol, cm_buf_str(err)));
            cm_buf_reset(err);
            if (t->p[0] == '"') {
                *truncated = 1;
                t->kind = PT_EOF;
                t->n = 0;
                n++;
                break;
            }
            uint32_t cp;
            advance(&lx, utf8_next((const unsigned char *)lx.text + lx.i, lx.len - lx.i, &cp));
            continue;
        }
        n++;
        if (t->kind == PT_EOF) {
            break;
        }
    }
    *out = toks;
    return (long)n;
}

/* Tokenize text; see lang.h. */
long
pol_lex_run(const char *text, size_t len, cm_arena *a, pol_token **out, int *eline, int *ecol,
            cm_buf *err)
{
    return lex_all(text, len, a, out, eline, ecol, err, NULL, NULL, NULL);
}

/* Tokenize text, going on after bad tokens; see lang.h. */
long
pol_lex_run_all(const char *text, size_t len, cm_arena *a, pol_token **out, const char *origin,
                cm_buf *errs, int *truncated)
{
    int eline = 1;
    int ecol = 1;
    cm_buf err;
    cm_buf_init(&err, 4096);
    *truncated = 0;
    long n = lex_all(text, len, a, out, &eline, &ecol, &err, origin, errs, truncated);
    if (n < 0) {
        pol_ignore(cm_buf_printf(errs, "%s:%d:%d: failed to parse policy source: %s\n", origin,
                                 eline, ecol, cm_buf_str(&err)));
    }
    cm_buf_free(&err);
    return n;
}
