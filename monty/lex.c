/* Python tokenizer: one linear pass from source bytes to an arena array of tokens. */
#include "config.h"

#include "monty/lex.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <unicode/uchar.h>

#include "common/utf8.h"

static const struct {
    const char *s;
    int type;
} keywords[] = {
    {"False", MT_T_FALSE},
    {"None", MT_T_NONE},
    {"True", MT_T_TRUE},
    {"and", MT_T_AND},
    {"as", MT_T_AS},
    {"assert", MT_T_ASSERT},
    {"async", MT_T_ASYNC},
    {"await", MT_T_AWAIT},
    {"break", MT_T_BREAK},
    {"class", MT_T_CLASS},
    {"continue", MT_T_CONTINUE},
    {"def", MT_T_DEF},
    {"del", MT_T_DEL},
    {"elif", MT_T_ELIF},
    {"else", MT_T_ELSE},
    {"except", MT_T_EXCEPT},
    {"finally", MT_T_FINALLY},
    {"for", MT_T_FOR},
    {"from", MT_T_FROM},
    {"global", MT_T_GLOBAL},
    {"if", MT_T_IF},
    {"import", MT_T_IMPORT},
    {"in", MT_T_IN},
    {"is", MT_T_IS},
    {"lambda", MT_T_LAMBDA},
    {"nonlocal", MT_T_NONLOCAL},
    {"not", MT_T_NOT},
    {"or", MT_T_OR},
    {"pass", MT_T_PASS},
    {"raise", MT_T_RAISE},
    {"return", MT_T_RETURN},
    {"try", MT_T_TRY},
    {"while", MT_T_WHILE},
    {"with", MT_T_WITH},
    {"yield", MT_T_YIELD},
};

static const char *const op_names[] = {
    [MT_T_LPAR] = "(",
    [MT_T_RPAR] = ")",
    [MT_T_LSQB] = "[",
    [MT_T_RSQB] = "]",
    [MT_T_LBRACE] = "{",
    [MT_T_RBRACE] = "}",
    [MT_T_COLON] = ":",
    [MT_T_COMMA] = ",",
    [MT_T_SEMI] = ";",
    [MT_T_PLUS] = "+",
    [MT_T_MINUS] = "-",
    [MT_T_STAR] = "*",
    [MT_T_SLASH] = "/",
    [MT_T_VBAR] = "|",
    [MT_T_AMPER] = "&",
    [MT_T_LESS] = "<",
    [MT_T_GREATER] = ">",
    [MT_T_EQUAL] = "=",
    [MT_T_DOT] = ".",
    [MT_T_PERCENT] = "%",
    [MT_T_EQEQUAL] = "==",
    [MT_T_NOTEQUAL] = "!=",
    [MT_T_LESSEQUAL] = "<=",
    [MT_T_GREATEREQUAL] = ">=",
    [MT_T_TILDE] = "~",
    [MT_T_CIRCUMFLEX] = "^",
    [MT_T_LEFTSHIFT] = "<<",
    [MT_T_RIGHTSHIFT] = ">>",
    [MT_T_DOUBLESTAR] = "**",
    [MT_T_PLUSEQUAL] = "+=",
    [MT_T_MINEQUAL] = "-=",
    [MT_T_STAREQUAL] = "*=",
    [MT_T_SLASHEQUAL] = "/=",
    [MT_T_PERCENTEQUAL] = "%=",
    [MT_T_AMPEREQUAL] = "&=",
    [MT_T_VBAREQUAL] = "|=",
    [MT_T_CIRCUMFLEXEQUAL] = "^=",
    [MT_T_LEFTSHIFTEQUAL] = "<<=",
    [MT_T_RIGHTSHIFTEQUAL] = ">>=",
    [MT_T_DOUBLESTAREQUAL] = "**=",
    [MT_T_DOUBLESLASH] = "//",
    [MT_T_DOUBLESLASHEQUAL] = "//=",
    [MT_T_AT] = "@",
    [MT_T_ATEQUAL] = "@=",
    [MT_T_RARROW] = "->",
    [MT_T_ELLIPSIS] = "...",
    [MT_T_COLONEQUAL] = ":=",
    [MT_T_EXCLAMATION] = "!",
};

/* See lex.h. */
const char *
mt_lex_tok_name(int type)
{
    static const char *const names[] = {"ENDMARKER", "NAME",   "NUMBER", "STRING",
                                        "NEWLINE",   "INDENT", "DEDENT", "ERRORTOKEN"};
    if (type >= 0 && type <= MT_T_ERROR) {
        return names[type];
    }
    if (type >= MT_T_LPAR && type <= MT_T_EXCLAMATION) {
        return op_names[type];
    }
    if (type == MT_T_OP) {
        return "OP";
    }
    if (type >= MT_T_FALSE && type < MT_T_COUNT) {
        return keywords[type - MT_T_FALSE].s;
    }
    return "?";
}

// ---- error reporting ----

static void verror(mt_lexer *lx, int type, int start, int end, const char *fmt, va_list ap)
    CM_PRINTF(5, 0);

// 1-based line of byte offset off and the offset of that line's first byte.
static void
locate(const char *src, int len, int off, int *line, int *line_start)
{
    int ln = 1;
    int ls = 0;
    if (off > len) {
        off = len;
    }
    for (int i = 0; i < off; i++) {
        if (src[i] == '\n') {
            ln++;
            ls = i + 1;
        } else if (src[i] == '\r') {
            if (i + 1 < len && src[i + 1] == '\n') {
                continue;
            }
            ln++;
            ls = i + 1;
        }
    }
    *line = ln;
    *line_start = ls;
}

// Characters (code points) in src[from, to): counts every byte that is not a
// UTF-8 continuation byte.
static int
char_count(const char *src, int from, int to)
{
    int n = 0;
    for (int i = from; i < to; i++) {
        if (((unsigned char)src[i] & 0xC0) != 0x80) {
            n++;
        }
    }
    return n;
}

/* See lex.h. */
int
mt_lex_error_at(mt_lexer *lx, int type, int start, int end, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verror(lx, type, start, end, fmt, ap);
    va_end(ap);
    return -1;
}

static void
verror(mt_lexer *lx, int type, int start, int end, const char *fmt, va_list ap)
{
    mt_syntax_error *e = lx->err;
    if (!e || e->type != MT_SYNERR_NONE) {
        return; // the first error wins
    }
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    e->type = type;
    e->filename = lx->filename;
    const char *src = lx->src;
    int len = lx->len;
    if (start > len) {
        start = len;
    }
    int line, ls;
    locate(src, len, start, &line, &ls);
    e->line = line;
    e->col = char_count(src, ls, start) + 1;
    if (end >= 0) {
        if (end < start) {
            end = start;
        }
        int eline, els;
        locate(src, len, end, &eline, &els);
        e->end_line = eline;
        e->end_col = char_count(src, els, end) + 1;
    } else {
        e->end_line = line;
        e->end_col = end == -1 ? -1 : 0;
    }
    // the source line, with its newline when it has one
    int le = ls;
    while (le < len && src[le] != '\n' && src[le] != '\r') {
        le++;
    }
    if (le < len) {
        le++;
    }
    e->text = lx->arena ? cm_arena_strndup(lx->arena, src + ls, (size_t)(le - ls)) : NULL;
}

// ---- the token array ----

static mt_token *
push(mt_lexer *lx, int type, int start, int end, int line, int col, int end_line, int end_col)
{
    if (lx->ntoks == lx->cap) {
        int ncap = lx->cap ? lx->cap * 2 : 16;
        mt_token *nt = cm_arena_alloc(lx->arena, (size_t)ncap * sizeof *nt);
        if (!nt) {
            return NULL;
        }
        if (lx->ntoks) {
            memcpy(nt, lx->toks, (size_t)lx->ntoks * sizeof *nt);
        }
        lx->toks = nt;
        lx->cap = ncap;
    }
    mt_token *t = &lx->toks[lx->ntoks++];
    t->type = type;
    t->start = start;
    t->end = end;
    t->line = line;
    t->col = col;
    t->end_line = end_line;
    t->end_col = end_col;
    return t;
}

// ---- scanning ----

typedef struct scan {
    mt_lexer *lx;
    const char *s;
    int pos, end;
    int line, line_start;
    int fexpr; // lexing an f-string replacement field
    int indstack[MT_LEX_MAXINDENT + 1], altstack[MT_LEX_MAXINDENT + 1];
    int indent; // top of indstack
} scan;

static int
is_id_start(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

static int
is_id_char(unsigned char c)
{
    return is_id_start(c) || (c >= '0' && c <= '9');
}

// Decode one UTF-8 code point at s[i] (i < end); returns its length, 0 when invalid.
static int
utf8_decode(const char *s, int i, int end, int32_t *cp)
{
    uint32_t v;
    size_t k = cm_utf8_decode((const unsigned char *)s + i, (size_t)(end - i), &v);
    if (k > 0) {
        *cp = (int32_t)v;
    }
    return (int)k;
}

// Push the ERROR token that ends the array; 1, or -1 when out of memory.
static int
error_push(scan *sc, int start)
{
    int line, ls;
    sc->lx->failed = 1;
    locate(sc->s, sc->lx->len, start, &line, &ls);
    if (!push(sc->lx, MT_T_ERROR, start, start, line, start - ls, line, start - ls)) {
        return -1;
    }
    return 1;
}

static int error_tok(scan *sc, int type, int start, int end, const char *fmt, ...) CM_PRINTF(5, 6);

// Report an error and push the ERROR token: returns 1 (or -1 when out of memory).
static int
error_tok(scan *sc, int type, int start, int end, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verror(sc->lx, type, start, end, fmt, ap);
    va_end(ap);
    return error_push(sc, start);
}

#define TOK_ERR(sc, start, end, ...)                                                               \
    return error_tok(sc, MT_SYNERR_SYNTAX, (start), (end), __VA_ARGS__)

static int
is_digit_of(int c, int base)
{
    switch (base) {
    case 2:
        return c == '0' || c == '1';
    case 8:
        return c >= '0' && c <= '7';
    case 10:
        return c >= '0' && c <= '9';
    default:
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}

static int
peekc(scan *sc, int i)
{
    return i < sc->end ? (unsigned char)sc->s[i] : -1;
}

// Digits with single underscores between them, from i; returns the index after them, or
// -1 when an underscore is not followed by a digit (*bad: where). Requires a first digit.
static int
scan_digits(scan *sc, int i, int base, int *bad)
{
    for (;;) {
        while (is_digit_of(peekc(sc, i), base)) {
            i++;
        }
        if (peekc(sc, i) != '_') {
            return i;
        }
        i++;
        if (!is_digit_of(peekc(sc, i), base)) {
            *bad = i;
            return -1;
        }
    }
}

// After a number: a letter right after it is an error, except the keywords CPython 3.11
// lets through (`1if x else y`).
static int
bad_number_end(scan *sc, int i)
{
    int c = peekc(sc, i);
    if (c < 0 || !is_id_char((unsigned char)c)) {
        return 0;
    }
    static const char *const ok[] = {"and", "else", "for", "if", "in", "is", "or", "not"};
    for (size_t k = 0; k < sizeof ok / sizeof ok[0]; k++) {
        size_t n = strlen(ok[k]);
        if ((size_t)(sc->end - i) >= n && memcmp(sc->s + i, ok[k], n) == 0) {
            return 0;
        }
    }
    return 1;
}

// A number starting at sc->pos: pushes NUMBER or an error. Returns 0, 1 (error), -1.
static int
lex_number(scan *sc, int *out_end)
{
    int st = sc->pos;
    int i = st;
    int bad = 0;
    int c = peekc(sc, i);
    if (c == '0') {
        int c2 = peekc(sc, i + 1);
        int base = 0;
        const char *kind = NULL;
        if (c2 == 'x' || c2 == 'X') {
            base = 16;
            kind = "hexadecimal";
        } else if (c2 == 'o' || c2 == 'O') {
            base = 8;
            kind = "octal";
        } else if (c2 == 'b' || c2 == 'B') {
            base = 2;
            kind = "binary";
        }
        if (base) {
            i += 2;
            if (peekc(sc, i) == '_') {
                i++;
            }
            if (!is_digit_of(peekc(sc, i), base)) {
                int d = peekc(sc, i);
                if (base != 16 && d >= '0' && d <= '9') {
                    TOK_ERR(sc, i, i, "invalid digit '%c' in %s literal", d, kind);
                }
                TOK_ERR(sc, i - 1, i - 1, "invalid %s literal", kind);
            }
            i = scan_digits(sc, i, base, &bad);
            if (i < 0) {
                TOK_ERR(sc, bad - 1, bad - 1, "invalid %s literal", kind);
            }
            int d = peekc(sc, i);
            if (base != 16 && d >= '0' && d <= '9') {
                TOK_ERR(sc, i, i, "invalid digit '%c' in %s literal", d, kind);
            }
            if (bad_number_end(sc, i)) {
                TOK_ERR(sc, i - 1, i - 1, "invalid %s literal", kind);
            }
            *out_end = i;
            return 0;
        }
    }
    int is_float = 0;
    if (c != '.') {
        i = scan_digits(sc, i, 10, &bad);
        if (i < 0) {
            TOK_ERR(sc, bad - 1, bad - 1, "invalid decimal literal");
        }
    }
    int int_end = i;
    if (peekc(sc, i) == '.') {
        is_float = 1;
        i++;
        if (is_digit_of(peekc(sc, i), 10)) {
            i = scan_digits(sc, i, 10, &bad);
            if (i < 0) {
                TOK_ERR(sc, bad - 1, bad - 1, "invalid decimal literal");
            }
        }
    }
    c = peekc(sc, i);
    if (c == 'e' || c == 'E') {
        int e = i + 1;
        int s = peekc(sc, e);
        if (s == '+' || s == '-') {
            e++;
            if (!is_digit_of(peekc(sc, e), 10)) {
                TOK_ERR(sc, e - 1, e - 1, "invalid decimal literal");
            }
        }
        if (is_digit_of(peekc(sc, e), 10)) {
            i = scan_digits(sc, e, 10, &bad);
            if (i < 0) {
                TOK_ERR(sc, bad - 1, bad - 1, "invalid decimal literal");
            }
            is_float = 1;
        } else if (e != i + 1 || bad_number_end(sc, i)) {
            TOK_ERR(sc, i - 1, i - 1, "invalid decimal literal");
        }
        // else an 'e' starting a keyword the number may touch (`1else`): the number ends
    }
    c = peekc(sc, i);
    int imag = 0;
    if (c == 'j' || c == 'J') {
        i++;
        imag = 1;
    }
    if (!is_float && !imag && sc->s[st] == '0') {
        // only zeros (and underscores) are allowed in an int starting with 0
        int zeros_end = st;
        while (zeros_end < int_end && (sc->s[zeros_end] == '0' || sc->s[zeros_end] == '_')) {
            zeros_end++;
        }
        for (int k = st; k < int_end; k++) {
            if (sc->s[k] != '0' && sc->s[k] != '_') {
                TOK_ERR(sc, st, zeros_end,
                        "leading zeros in decimal integer literals are not "
                        "permitted; use an 0o prefix for octal integers");
            }
        }
    }
    if (bad_number_end(sc, i)) {
        TOK_ERR(sc, i - 1, i - 1, "invalid %s literal", imag ? "imaginary" : "decimal");
    }
    *out_end = i;
    return 0;
}

static void
newline_at(scan *sc, int *i)
{
    // *i points at '\n' or '\r'; consume it (with "\r\n") and start a new line
    if (sc->s[*i] == '\r' && *i + 1 < sc->end && sc->s[*i + 1] == '\n') {
        (*i)++;
    }
    (*i)++;
    sc->line++;
    sc->line_start = *i;
}

// A string whose prefix starts at st and whose quote is at q. Returns 0 (pushed
// STRING), 1 (error pushed), -1 (memory).
static int
lex_string(scan *sc, int st, int q, int is_f)
{
    int line = sc->line;
    int col = st - sc->line_start;
    char quote = sc->s[q];
    int triple = q + 2 < sc->end && sc->s[q + 1] == quote && sc->s[q + 2] == quote;
    int i = q + (triple ? 3 : 1);
    for (;;) {
        if (i >= sc->end) {
            if (sc->fexpr) {
                TOK_ERR(sc, st, st, "f-string: expecting '}'");
            }
            if (triple) {
                int dl = sc->line;
                if (sc->end > 0 && sc->s[sc->end - 1] == '\n' && dl > line) {
                    dl--; // EOF right after a newline is still on the last line
                }
                TOK_ERR(sc, st, st,
                        "unterminated triple-quoted string literal (detected at line %d)", dl);
            }
            TOK_ERR(sc, st, st, "unterminated string literal (detected at line %d)", line);
        }
        char c = sc->s[i];
        if (c == quote) {
            if (!triple) {
                i++;
                break;
            }
            if (i + 2 < sc->end && sc->s[i + 1] == quote && sc->s[i + 2] == quote) {
                i += 3;
                break;
            }
            i++;
        } else if (c == '\\') {
            if (sc->fexpr) {
                TOK_ERR(sc, i, i, "f-string expression part cannot include a backslash");
            }
            i++;
            if (i < sc->end && (sc->s[i] == '\n' || sc->s[i] == '\r')) {
                newline_at(sc, &i);
            } else if (i < sc->end) {
                i++;
            }
        } else if (c == '\n' || c == '\r') {
            if (!triple) {
                TOK_ERR(sc, st, st, "unterminated string literal (detected at line %d)", line);
            }
            newline_at(sc, &i);
        } else {
            i++;
        }
    }
    (void)is_f;
    if (!push(sc->lx, MT_T_STRING, st, i, line, col, sc->line, i - sc->line_start)) {
        return -1;
    }
    sc->pos = i;
    return 0;
}

static int
op_token(scan *sc, int *len)
{
    const char *p = sc->s + sc->pos;
    int n = sc->end - sc->pos;
    int c0 = p[0];
    int c1 = n > 1 ? p[1] : 0;
    int c2 = n > 2 ? p[2] : 0;
    *len = 3;
    if (c0 == '.' && c1 == '.' && c2 == '.') {
        return MT_T_ELLIPSIS;
    }
    if (c0 == '*' && c1 == '*' && c2 == '=') {
        return MT_T_DOUBLESTAREQUAL;
    }
    if (c0 == '/' && c1 == '/' && c2 == '=') {
        return MT_T_DOUBLESLASHEQUAL;
    }
    if (c0 == '<' && c1 == '<' && c2 == '=') {
        return MT_T_LEFTSHIFTEQUAL;
    }
    if (c0 == '>' && c1 == '>' && c2 == '=') {
        return MT_T_RIGHTSHIFTEQUAL;
    }
    *len = 2;
    switch (c0) {
    case '=':
        if (c1 == '=') {
            return MT_T_EQEQUAL;
        }
        break;
    case '!':
        if (c1 == '=') {
            return MT_T_NOTEQUAL;
        }
        break;
    case '<':
        if (c1 == '=') {
            return MT_T_LESSEQUAL;
        }
        if (c1 == '<') {
            return MT_T_LEFTSHIFT;
        }
        if (c1 == '>') {
            return MT_T_NOTEQUAL; // "<>": the parser rejects it
        }
        break;
    case '>':
        if (c1 == '=') {
            return MT_T_GREATEREQUAL;
        }
        if (c1 == '>') {
            return MT_T_RIGHTSHIFT;
        }
        break;
    case '*':
        if (c1 == '*') {
            return MT_T_DOUBLESTAR;
        }
        if (c1 == '=') {
            return MT_T_STAREQUAL;
        }
        break;
    case '/':
        if (c1 == '/') {
            return MT_T_DOUBLESLASH;
        }
        if (c1 == '=') {
            return MT_T_SLASHEQUAL;
        }
        break;
    case '+':
        if (c1 == '=') {
            return MT_T_PLUSEQUAL;
        }
        break;
    case '-':
        if (c1 == '=') {
            return MT_T_MINEQUAL;
        }
        if (c1 == '>') {
            return MT_T_RARROW;
        }
        break;
    case '%':
        if (c1 == '=') {
            return MT_T_PERCENTEQUAL;
        }
        break;
    case '&':
        if (c1 == '=') {
            return MT_T_AMPEREQUAL;
        }
        break;
    case '|':
        if (c1 == '=') {
            return MT_T_VBAREQUAL;
        }
        break;
    case '^':
        if (c1 == '=') {
            return MT_T_CIRCUMFLEXEQUAL;
        }
        break;
    case '@':
        if (c1 == '=') {
            return MT_T_ATEQUAL;
        }
        break;
    case ':':
        if (c1 == '=') {
            return MT_T_COLONEQUAL;
        }
        break;
    default:
        break;
    }
    *len = 1;
    switch (c0) {
    case '(':
        return MT_T_LPAR;
    case ')':
        return MT_T_RPAR;
    case '[':
        return MT_T_LSQB;
    case ']':
        return MT_T_RSQB;
    case '{':
        return MT_T_LBRACE;
    case '}':
        return MT_T_RBRACE;
    case ':':
        return MT_T_COLON;
    case ',':
        return MT_T_COMMA;
    case ';':
        return MT_T_SEMI;
    case '+':
        return MT_T_PLUS;
    case '-':
        return MT_T_MINUS;
    case '*':
        return MT_T_STAR;
    case '/':
        return MT_T_SLASH;
    case '|':
        return MT_T_VBAR;
    case '&':
        return MT_T_AMPER;
    case '<':
        return MT_T_LESS;
    case '>':
        return MT_T_GREATER;
    case '=':
        return MT_T_EQUAL;
    case '.':
        return MT_T_DOT;
    case '%':
        return MT_T_PERCENT;
    case '~':
        return MT_T_TILDE;
    case '^':
        return MT_T_CIRCUMFLEX;
    case '@':
        return MT_T_AT;
    case '!':
        return MT_T_EXCLAMATION;
    default:
        return MT_T_OP;
    }
}

static int
keyword_type(const char *s, int n)
{
    if (n < 2 || n > 8 || s[0] < 'F' || s[0] > 'y') {
        return MT_T_NAME;
    }
    for (size_t k = 0; k < sizeof keywords / sizeof keywords[0]; k++) {
        if (keywords[k].s[0] == s[0] && (int)strlen(keywords[k].s) == n &&
            memcmp(keywords[k].s, s, (size_t)n) == 0) {
            return keywords[k].type;
        }
    }
    return MT_T_NAME;
}

// Check one non-ASCII identifier character; returns its byte length, or 0 after
// reporting the error.
static int
check_unicode_ident(scan *sc, int i, int first)
{
    int32_t cp;
    int n = utf8_decode(sc->s, i, sc->end, &cp);
    if (n == 0) {
        sc->lx->failed = 1;
        mt_lex_error_at(sc->lx, MT_SYNERR_SYNTAX, i, i,
                        "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position "
                        "%d: invalid start byte",
                        (unsigned char)sc->s[i], i - sc->line_start);
        return 0;
    }
    int ok = first ? u_hasBinaryProperty(cp, UCHAR_XID_START)
                   : u_hasBinaryProperty(cp, UCHAR_XID_CONTINUE);
    if (!ok) {
        sc->lx->failed = 1;
        char ch[5];
        memcpy(ch, sc->s + i, (size_t)n);
        ch[n] = 0;
        if (!u_isprint(cp) || cp == 0xA0) {
            mt_lex_error_at(sc->lx, MT_SYNERR_SYNTAX, i, i,
                            "invalid non-printable character U+%04X", (unsigned)cp);
        } else {
            mt_lex_error_at(sc->lx, MT_SYNERR_SYNTAX, i, i, "invalid character '%s' (U+%04X)", ch,
                            (unsigned)cp);
        }
        return 0;
    }
    return n;
}

static int
valid_prefix(const char *p, int n, int *is_f)
{
    int r = 0, b = 0, u = 0, f = 0;
    for (int k = 0; k < n; k++) {
        switch (p[k]) {
        case 'r':
        case 'R':
            r++;
            break;
        case 'b':
        case 'B':
            b++;
            break;
        case 'u':
        case 'U':
            u++;
            break;
        case 'f':
        case 'F':
            f++;
            break;
        default:
            return 0;
        }
    }
    *is_f = f;
    if (r > 1 || b > 1 || u > 1 || f > 1 || (u && n > 1) || (b && f)) {
        return 0;
    }
    return 1;
}

// Measure the indentation of the line at sc->pos. Returns 1 for a blank or comment-only
// line (to skip), 0 otherwise; *col / *alt are the two widths.
static int
measure_indent(scan *sc, int *col, int *alt)
{
    int c = 0, a = 0;
    int i = sc->pos;
    for (; i < sc->end; i++) {
        char ch = sc->s[i];
        if (ch == ' ') {
            c++;
            a++;
        } else if (ch == '\t') {
            c = (c / 8 + 1) * 8;
            a++;
        } else if (ch == '\f') {
            c = a = 0;
        } else {
            break;
        }
    }
    sc->pos = i;
    *col = c;
    *alt = a;
    if (i >= sc->end) {
        return 1;
    }
    char ch = sc->s[i];
    return ch == '#' || ch == '\n' || ch == '\r' || (ch == '\\' && 0);
}

static int
lex_all(scan *sc)
{
    mt_lexer *lx = sc->lx;
    int atbol = !sc->fexpr;
    int cont = 0; // the line continues a backslash-joined one
    int last_nl = 1;
    int comment_col = -1; // column of a comment that ends the line
    while (1) {
        if (atbol) {
            atbol = 0;
            int col, alt;
            int blank = measure_indent(sc, &col, &alt);
            if (!blank && !sc->fexpr && sc->pos + 1 < sc->end && sc->s[sc->pos] == '\\' &&
                sc->s[sc->pos + 1] != '\n' && sc->s[sc->pos + 1] != '\r') {
                // CPython checks this before it reports the indentation
                return error_tok(sc, MT_SYNERR_SYNTAX, sc->pos + 1, sc->pos + 1,
                                 "unexpected character after line continuation character");
            }
            if (blank || lx->level > 0 || cont) {
                // no indentation processing; blank lines are skipped below
                if (blank && !(lx->level > 0 || cont)) {
                    // skip comment and the newline
                    while (sc->pos < sc->end && sc->s[sc->pos] != '\n' && sc->s[sc->pos] != '\r') {
                        sc->pos++;
                    }
                    if (sc->pos < sc->end) {
                        newline_at(sc, &sc->pos);
                        atbol = 1;
                        continue;
                    }
                }
            } else {
                int top = sc->indstack[sc->indent];
                int atop = sc->altstack[sc->indent];
                int here = sc->pos - sc->line_start;
                if (col == top) {
                    if (alt != atop) {
                        return error_tok(sc, MT_SYNERR_TAB, sc->line_start, -2,
                                         "inconsistent use of tabs and spaces in indentation");
                    }
                } else if (col > top) {
                    if (sc->indent + 1 >= MT_LEX_MAXINDENT) { // CPython: level 100 is refused
                        return error_tok(sc, MT_SYNERR_INDENT, sc->pos, -1,
                                         "too many levels of indentation");
                    }
                    if (alt <= atop) {
                        return error_tok(sc, MT_SYNERR_TAB, sc->line_start, -2,
                                         "inconsistent use of tabs and spaces in indentation");
                    }
                    sc->indent++;
                    sc->indstack[sc->indent] = col;
                    sc->altstack[sc->indent] = alt;
                    if (!push(lx, MT_T_INDENT, sc->line_start, sc->pos, sc->line, 0, sc->line,
                              here)) {
                        return -1;
                    }
                } else {
                    while (sc->indent > 0 && col < sc->indstack[sc->indent]) {
                        sc->indent--;
                        if (!push(lx, MT_T_DEDENT, sc->pos, sc->pos, sc->line, here, sc->line,
                                  here)) {
                            return -1;
                        }
                    }
                    if (col != sc->indstack[sc->indent]) {
                        int le = sc->pos;
                        while (le < sc->end && sc->s[le] != '\n' && sc->s[le] != '\r') {
                            le++;
                        }
                        return error_tok(sc, MT_SYNERR_INDENT, le, -1,
                                         "unindent does not match any outer indentation "
                                         "level");
                    }
                    if (alt != sc->altstack[sc->indent]) {
                        return error_tok(sc, MT_SYNERR_TAB, sc->line_start, -2,
                                         "inconsistent use of tabs and spaces in indentation");
                    }
                }
            }
        }
        cont = 0;
        // skip spaces
        while (sc->pos < sc->end) {
            char ch = sc->s[sc->pos];
            if (ch == ' ' || ch == '\t' || ch == '\f') {
                sc->pos++;
            } else {
                break;
            }
        }
        if (sc->pos >= sc->end) {
            break;
        }
        int st = sc->pos;
        int col = st - sc->line_start;
        unsigned char c = (unsigned char)sc->s[st];
        if (c == '#') {
            if (sc->fexpr) {
                return error_tok(sc, MT_SYNERR_SYNTAX, st, st,
                                 "f-string expression part cannot include '#'");
            }
            while (sc->pos < sc->end && sc->s[sc->pos] != '\n' && sc->s[sc->pos] != '\r') {
                sc->pos++;
            }
            comment_col = col;
            continue;
        }
        if (c == '\n' || c == '\r') {
            int nl_start = sc->pos;
            if (comment_col >= 0) {
                col = comment_col; // CPython's NEWLINE token starts at the comment
            }
            newline_at(sc, &sc->pos);
            if (lx->level > 0 || sc->fexpr) {
                continue;
            }
            if (!push(lx, MT_T_NEWLINE, nl_start, nl_start + 1, sc->line - 1, col, sc->line - 1,
                      col)) {
                return -1;
            }
            last_nl = 1;
            atbol = 1;
            continue;
        }
        last_nl = 0;
        comment_col = -1;
        if (c == '\\') {
            if (sc->fexpr) {
                return error_tok(sc, MT_SYNERR_SYNTAX, st, st,
                                 "f-string expression part cannot include a backslash");
            }
            int n = st + 1;
            if (n < sc->end && (sc->s[n] == '\n' || sc->s[n] == '\r')) {
                newline_at(sc, &n);
                sc->pos = n;
                if (n >= sc->end) {
                    return error_tok(sc, MT_SYNERR_SYNTAX, n, n, "unexpected EOF while parsing");
                }
                cont = 1;
                atbol = 0;
                continue;
            }
            return error_tok(sc, MT_SYNERR_SYNTAX, n, n,
                             "unexpected character after line continuation character");
        }
        if (is_id_start(c)) {
            int i = st;
            int ascii = 1;
            while (i < sc->end && is_id_char((unsigned char)sc->s[i])) {
                if ((unsigned char)sc->s[i] >= 0x80) {
                    ascii = 0;
                    int n = check_unicode_ident(sc, i, i == st);
                    if (n == 0) {
                        return error_push(sc, i);
                    }
                    i += n;
                } else {
                    i++;
                }
            }
            int is_f = 0;
            if (ascii && i < sc->end && (sc->s[i] == '"' || sc->s[i] == '\'') &&
                valid_prefix(sc->s + st, i - st, &is_f)) {
                int r = lex_string(sc, st, i, is_f);
                if (r != 0) {
                    return r;
                }
                continue;
            }
            int type = ascii ? keyword_type(sc->s + st, i - st) : MT_T_NAME;
            if (!push(lx, type, st, i, sc->line, col, sc->line, i - sc->line_start)) {
                return -1;
            }
            sc->pos = i;
            continue;
        }
        if ((c >= '0' && c <= '9') || (c == '.' && is_digit_of(peekc(sc, st + 1), 10))) {
            int e = 0;
            int r = lex_number(sc, &e);
            if (r != 0) {
                return r;
            }
            if (!push(lx, MT_T_NUMBER, st, e, sc->line, col, sc->line, e - sc->line_start)) {
                return -1;
            }
            sc->pos = e;
            continue;
        }
        if (c == '"' || c == '\'') {
            int r = lex_string(sc, st, st, 0);
            if (r != 0) {
                return r;
            }
            continue;
        }
        int len = 1;
        int type = op_token(sc, &len);
        if (type == MT_T_OP && c < 0x80 && (c < 0x20 || c == 0x7f) && c != '\f') {
            if (c == 0) {
                return error_tok(sc, MT_SYNERR_SYNTAX, st, st,
                                 "source code cannot contain null bytes");
            }
            return error_tok(sc, MT_SYNERR_SYNTAX, st, st, "invalid non-printable character U+%04X",
                             c);
        }
        switch (type) {
        case MT_T_LPAR:
        case MT_T_LSQB:
        case MT_T_LBRACE:
            if (lx->level >= MT_LEX_MAXLEVEL) {
                return error_tok(sc, MT_SYNERR_SYNTAX, st, st, "too many nested parentheses");
            }
            lx->paren[lx->level] = (char)c;
            lx->paren_line[lx->level] = sc->line;
            lx->paren_col[lx->level] = st;
            lx->level++;
            break;
        case MT_T_RPAR:
        case MT_T_RSQB:
        case MT_T_RBRACE:
            if (lx->level == 0) {
                if (sc->fexpr) {
                    break; // the parser reports it in context
                }
                return error_tok(sc, MT_SYNERR_SYNTAX, st, st, "unmatched '%c'", c);
            } else {
                char open = lx->paren[lx->level - 1];
                if ((open == '(' && c != ')') || (open == '[' && c != ']') ||
                    (open == '{' && c != '}')) {
                    char cs[2] = {(char)c, 0};
                    char os[2] = {open, 0};
                    int oline = lx->paren_line[lx->level - 1];
                    lx->failed = 1;
                    if (oline != sc->line) {
                        mt_lex_error_at(lx, MT_SYNERR_SYNTAX, st, st,
                                        "closing parenthesis '%s' does not match opening "
                                        "parenthesis '%s' on line %d",
                                        cs, os, oline);
                    } else {
                        mt_lex_error_at(lx, MT_SYNERR_SYNTAX, st, st,
                                        "closing parenthesis '%s' does not match opening "
                                        "parenthesis '%s'",
                                        cs, os);
                    }
                    return error_push(sc, st);
                }
                lx->level--;
            }
            break;
        case MT_T_OP:
            if (c >= 0x80) {
                int n = check_unicode_ident(sc, st, 1);
                (void)n;
                return error_push(sc, st);
            }
            break;
        default:
            break;
        }
        if (!push(lx, type, st, st + len, sc->line, col, sc->line, col + len)) {
            return -1;
        }
        sc->pos = st + len;
    }
    // end of input: NEWLINE (when the last line lacks one), DEDENTs, ENDMARKER
    int col = sc->pos - sc->line_start;
    if (!sc->fexpr && lx->level == 0) {
        if (!last_nl) {
            if (comment_col >= 0) {
                col = comment_col;
            }
            if (!push(lx, MT_T_NEWLINE, sc->pos, sc->pos, sc->line, col, sc->line, col)) {
                return -1;
            }
        }
        while (sc->indent > 0) {
            sc->indent--;
            if (!push(lx, MT_T_DEDENT, sc->pos, sc->pos, sc->line, col, sc->line, col)) {
                return -1;
            }
        }
    }
    if (!push(lx, MT_T_ENDMARKER, sc->pos, sc->pos, sc->line, col, sc->line, col)) {
        return -1;
    }
    return 0;
}

/* See lex.h. */
int
mt_lex_run(mt_lexer *lx, cm_arena *a, const char *src, int start, int end, int line, int line_start,
           int fstring_expr, const char *filename, mt_syntax_error *err)
{
    // no memset of the whole struct: the bracket arrays are written before they are read
    lx->arena = a;
    lx->toks = NULL;
    lx->ntoks = 0;
    lx->cap = 0;
    lx->failed = 0;
    lx->level = 0;
    lx->src = src;
    lx->len = end;
    lx->filename = filename;
    lx->err = err;
    scan sc;
    sc.indent = 0;
    sc.indstack[0] = 0;
    sc.altstack[0] = 0;
    sc.lx = lx;
    sc.s = src;
    sc.pos = start;
    sc.end = end;
    sc.line = line;
    sc.line_start = line_start;
    sc.fexpr = fstring_expr;
    // a first guess that avoids most regrowth: about one token per 4 bytes
    int guess = fstring_expr ? 8 : (end - start) / 4 + 16;
    lx->toks = cm_arena_alloc(a, (size_t)guess * sizeof *lx->toks);
    lx->cap = lx->toks ? guess : 0;
    int r = lex_all(&sc);
    if (r < 0) {
        if (err) {
            err->type = MT_SYNERR_MEMORY;
            err->msg[0] = 0;
            err->filename = filename;
        }
        return -1;
    }
    return 0;
}
