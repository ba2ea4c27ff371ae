/* The Python parser's string literals (monty/parse.c's grammar calls mt_parse_strings for
 * the atom STRING+; monty/parse_int.h is their shared interface). What lives here: prefixes
 * and quotes (str_info), escape decoding with CPython's unicode-error wording (\N{...}
 * through ICU's names plus the control-character aliases), raw literals and newline
 * translation, concatenation of adjacent literals, bytes, and f-strings split into literal
 * parts and replacement fields with their conversions and nested format specs. The
 * expression in a field goes back to the grammar through mt_parse_fstring_expr. */
#include "config.h"

#include "monty/parse_int.h"

#include "monty/obj.h"

#include <string.h>
#include <strings.h>

#include <unicode/uchar.h>

#include "common/hex.h"
#include "common/utf8.h"

typedef struct sbuf {
    char *d;
    size_t n, cap;
} sbuf;

static int
sb_grow(parser *p, sbuf *b, size_t more)
{
    if (b->n + more + 1 <= b->cap) {
        return 0;
    }
    size_t nc = b->cap ? b->cap * 2 : 64;
    while (nc < b->n + more + 1) {
        nc *= 2;
    }
    char *nd = cm_arena_alloc(p->a, nc);
    if (!nd) {
        mt_parse_oom(p);
        return -1;
    }
    if (b->n) {
        memcpy(nd, b->d, b->n);
    }
    b->d = nd;
    b->cap = nc;
    return 0;
}

static int
sb_add(parser *p, sbuf *b, const char *s, size_t n)
{
    if (sb_grow(p, b, n) < 0) {
        return -1;
    }
    memcpy(b->d + b->n, s, n);
    b->n += n;
    b->d[b->n] = 0;
    return 0;
}

static int
sb_utf8(parser *p, sbuf *b, uint32_t cp)
{
    char u[4];
    return sb_add(p, b, u, cm_utf8_encode(cp, u));
}

typedef struct strinfo {
    int raw, bytes, fstr, u;
    int body, body_end; // offsets of the text between the quotes
} strinfo;

static void
str_info(parser *p, const mt_token *t, strinfo *si)
{
    memset(si, 0, sizeof *si);
    int i = t->start;
    while (p->src[i] != '\'' && p->src[i] != '"') {
        switch (p->src[i]) {
        case 'r':
        case 'R':
            si->raw = 1;
            break;
        case 'b':
        case 'B':
            si->bytes = 1;
            break;
        case 'f':
        case 'F':
            si->fstr = 1;
            break;
        default:
            si->u = 1;
            break;
        }
        i++;
    }
    char q = p->src[i];
    int triple = i + 2 < t->end && p->src[i + 1] == q && p->src[i + 2] == q && t->end - i >= 6;
    int ql = triple ? 3 : 1;
    si->body = i + ql;
    si->body_end = t->end - ql;
}

// Control-character aliases \N{...} accepts that ICU does not look up.
static const struct {
    const char *name;
    int cp;
} control_aliases[] = {
    {"NULL", 0},
    {"NUL", 0},
    {"ALERT", 7},
    {"BEL", 7},
    {"BACKSPACE", 8},
    {"BS", 8},
    {"CHARACTER TABULATION", 9},
    {"HORIZONTAL TABULATION", 9},
    {"TAB", 9},
    {"HT", 9},
    {"LINE FEED", 10},
    {"NEW LINE", 10},
    {"END OF LINE", 10},
    {"LF", 10},
    {"NL", 10},
    {"EOL", 10},
    {"LINE TABULATION", 11},
    {"VERTICAL TABULATION", 11},
    {"VT", 11},
    {"FORM FEED", 12},
    {"FF", 12},
    {"CARRIAGE RETURN", 13},
    {"CR", 13},
    {"ESCAPE", 27},
    {"ESC", 27},
    {"DELETE", 127},
    {"DEL", 127},
};

static int
control_alias(const char *name)
{
    for (size_t i = 0; i < sizeof control_aliases / sizeof control_aliases[0]; i++) {
        if (strcasecmp(name, control_aliases[i].name) == 0) {
            return control_aliases[i].cp;
        }
    }
    return -1;
}

// The code point \\N{name} names (ICU's names and aliases, then the control-character
// aliases), or -1.
int32_t
mt_char_from_name(const char *name)
{
    if (strchr(name, '<')) {
        return -1;
    }
    UErrorCode ec = U_ZERO_ERROR;
    UChar32 u = u_charFromName(U_EXTENDED_CHAR_NAME, name, &ec);
    if (U_FAILURE(ec) || u < 0) {
        ec = U_ZERO_ERROR;
        u = u_charFromName(U_CHAR_NAME_ALIAS, name, &ec);
    }
    if (U_FAILURE(ec) || u < 0) {
        return control_alias(name);
    }
    return u;
}

// Decode the escapes of src[from, to) into b. Error at token t (CPython's unicode
// error wording). Returns 0 or -1.
static int
decode_escapes(parser *p, const mt_token *t, sbuf *b, int from, int to, int bytes)
{
    const char *s = p->src;
    int i = from;
    while (i < to) {
        int run = i;
        while (i < to && s[i] != '\\' && s[i] != '\r') {
            if (bytes && (unsigned char)s[i] >= 0x80) {
                mt_parse_err_tok(p, t, "bytes can only contain ASCII literal characters");
                return -1;
            }
            i++;
        }
        if (i > run && sb_add(p, b, s + run, (size_t)(i - run)) < 0) {
            return -1;
        }
        if (i >= to) {
            break;
        }
        if (s[i] == '\r') {
            // newlines inside strings are "\n", as CPython's universal newlines
            i++;
            if (i < to && s[i] == '\n') {
                i++;
            }
            if (sb_add(p, b, "\n", 1) < 0) {
                return -1;
            }
            continue;
        }
        int esc = i - from; // position for messages
        i++;
        if (i >= to) {
            if (sb_add(p, b, "\\", 1) < 0) {
                return -1;
            }
            break;
        }
        char c = s[i++];
        const char *what = NULL;
        uint32_t cp = 0;
        switch (c) {
        case '\n':
            continue;
        case '\r':
            if (i < to && s[i] == '\n') {
                i++;
            }
            continue;
        case '\\':
        case '\'':
        case '"':
            if (sb_add(p, b, &c, 1) < 0) {
                return -1;
            }
            continue;
        case 'a':
            cp = 7;
            break;
        case 'b':
            cp = 8;
            break;
        case 'f':
            cp = 12;
            break;
        case 'n':
            cp = 10;
            break;
        case 'r':
            cp = 13;
            break;
        case 't':
            cp = 9;
            break;
        case 'v':
            cp = 11;
            break;
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
            cp = (uint32_t)(c - '0');
            for (int k = 0; k < 2 && i < to && s[i] >= '0' && s[i] <= '7'; k++) {
                cp = cp * 8 + (uint32_t)(s[i++] - '0');
            }
            if (bytes) {
                char ch = (char)(cp & 0xFF);
                if (sb_add(p, b, &ch, 1) < 0) {
                    return -1;
                }
                continue;
            }
            break;
        case 'x':
        case 'u':
        case 'U': {
            if (bytes && c != 'x') {
                char two[2] = {'\\', c};
                if (sb_add(p, b, two, 2) < 0) {
                    return -1;
                }
                continue;
            }
            int nd = c == 'x' ? 2 : c == 'u' ? 4 : 8;
            int k = 0;
            for (; k < nd && i < to && cm_hexval((unsigned char)s[i]) >= 0; k++) {
                cp = cp * 16 + (uint32_t)cm_hexval((unsigned char)s[i++]);
            }
            if (k < nd) {
                what = c == 'x'   ? "truncated \\xXX escape"
                       : c == 'u' ? "truncated \\uXXXX escape"
                                  : "truncated \\UXXXXXXXX escape";
                if (bytes) {
                    mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                       "(value error) invalid \\x escape at position %d", esc);
                    return -1;
                }
                mt_parse_err_range(
                    p, t->end_line, t->end_col, t->end_line, t->end_col,
                    "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                    "%d-%d: %s",
                    esc, i - from - 1, what);
                return -1;
            }
            if (bytes) {
                char ch = (char)cp;
                if (sb_add(p, b, &ch, 1) < 0) {
                    return -1;
                }
                continue;
            }
            if (cp > 0x10FFFF) {
                mt_parse_err_range(
                    p, t->end_line, t->end_col, t->end_line, t->end_col,
                    "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                    "%d-%d: illegal Unicode character",
                    esc, i - from - 1);
                return -1;
            }
            break;
        }
        case 'N': {
            if (bytes) {
                char two[2] = {'\\', c};
                if (sb_add(p, b, two, 2) < 0) {
                    return -1;
                }
                continue;
            }
            int ok = 0;
            if (i < to && s[i] == '{') {
                int ns = i + 1;
                int ne = ns;
                while (ne < to && s[ne] != '}') {
                    ne++;
                }
                if (ne < to && ne > ns && ne - ns < 128) {
                    char name[128];
                    memcpy(name, s + ns, (size_t)(ne - ns));
                    name[ne - ns] = 0;
                    int32_t u = mt_char_from_name(name);
                    if (u >= 0) {
                        cp = (uint32_t)u;
                        ok = 1;
                        i = ne + 1;
                    } else {
                        mt_parse_err_range(
                            p, t->end_line, t->end_col, t->end_line, t->end_col,
                            "(unicode error) 'unicodeescape' codec can't decode bytes in "
                            "position %d-%d: unknown Unicode character name",
                            esc, ne - from);
                        return -1;
                    }
                }
            }
            if (!ok) {
                mt_parse_err_range(
                    p, t->end_line, t->end_col, t->end_line, t->end_col,
                    "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                    "%d-%d: malformed \\N character escape",
                    esc, i - from - 1);
                return -1;
            }
            break;
        }
        default: {
            // unknown escape: kept as written (a DeprecationWarning in CPython)
            char two[2] = {'\\', c};
            if (sb_add(p, b, two, 2) < 0) {
                return -1;
            }
            i--;
            i++;
            continue;
        }
        }
        if (bytes) {
            char ch = (char)cp;
            if (sb_add(p, b, &ch, 1) < 0) {
                return -1;
            }
        } else if (sb_utf8(p, b, cp) < 0) {
            return -1;
        }
    }
    return 0;
}

// Append the literal text src[from, to) (raw or with escapes) to b.
static int
add_literal(parser *p, const mt_token *t, sbuf *b, int from, int to, int raw, int bytes)
{
    if (raw) {
        for (int i = from; i < to; i++) {
            if (bytes && (unsigned char)p->src[i] >= 0x80) {
                mt_parse_err_tok(p, t, "bytes can only contain ASCII literal characters");
                return -1;
            }
        }
        // only newline translation
        int i = from;
        while (i < to) {
            int run = i;
            while (i < to && p->src[i] != '\r') {
                i++;
            }
            if (i > run && sb_add(p, b, p->src + run, (size_t)(i - run)) < 0) {
                return -1;
            }
            if (i < to) {
                i++;
                if (i < to && p->src[i] == '\n') {
                    i++;
                }
                if (sb_add(p, b, "\n", 1) < 0) {
                    return -1;
                }
            }
        }
        return 0;
    }
    return decode_escapes(p, t, b, from, to, bytes);
}

// Parts of a JoinedStr under construction.
typedef struct jparts {
    vec vals; // Constant / FormattedValue
    sbuf lit; // pending literal text
    int has_lit;
} jparts;

static int flush_lit(parser *p, jparts *jp, const mt_token *ts, const mt_token *te);

// Parse the f-string body src[from, to) of token t into jp; level 0 for the string
// itself, 1+ for format specs. Stops at a top-level '}' when level > 0; *endp gets
// where it stopped.
static int
fstring_body(parser *p, const mt_token *t, const mt_token *te, jparts *jp, int from, int to,
             int raw, int level, int *endp)
{
    const char *s = p->src;
    int i = from;
    while (i < to) {
        // literal text up to a brace
        int run = i;
        while (i < to && s[i] != '{' && s[i] != '}') {
            if (!raw && s[i] == '\\' && i + 1 < to) {
                // "\{" is not an escape of the brace; an escaped char never is a brace
                if (s[i + 1] == '{' || s[i + 1] == '}') {
                    i++;
                    break;
                }
                i += 2;
                continue;
            }
            i++;
        }
        if (i > run) {
            if (add_literal(p, t, &jp->lit, run, i, raw, 0) < 0) {
                return -1;
            }
            jp->has_lit = 1;
        }
        if (i >= to) {
            break;
        }
        if (s[i] == '}') {
            if (level > 0) {
                *endp = i;
                return 0;
            }
            if (i + 1 < to && s[i + 1] == '}') {
                if (sb_add(p, &jp->lit, "}", 1) < 0) {
                    return -1;
                }
                jp->has_lit = 1;
                i += 2;
                continue;
            }
            mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                               "f-string: single '}' is not allowed");
            return -1;
        }
        // '{'
        if (level == 0 && i + 1 < to && s[i + 1] == '{') {
            if (sb_add(p, &jp->lit, "{", 1) < 0) {
                return -1;
            }
            jp->has_lit = 1;
            i += 2;
            continue;
        }
        if (level >= 2) {
            mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                               "f-string: expressions nested too deeply");
            return -1;
        }
        // find the end of the expression
        int es = i + 1;
        int j = es;
        char stack[200];
        int depth = 0;
        char quote = 0;
        int qlen = 0;
        for (; j < to; j++) {
            char ch = s[j];
            if (ch == '\\') {
                mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                   "f-string expression part cannot include a backslash");
                return -1;
            }
            if (quote) {
                if (ch == quote) {
                    if (qlen == 3) {
                        if (j + 2 < to && s[j + 1] == quote && s[j + 2] == quote) {
                            j += 2;
                            quote = 0;
                        }
                    } else {
                        quote = 0;
                    }
                }
                continue;
            }
            if (ch == '\'' || ch == '"') {
                if (j + 2 < to && s[j + 1] == ch && s[j + 2] == ch) {
                    qlen = 3;
                    j += 2;
                } else {
                    qlen = 1;
                }
                quote = ch;
                continue;
            }
            if (ch == '[' || ch == '(' || ch == '{') {
                if (depth >= 200) {
                    mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                       "f-string: too many nested parenthesis");
                    return -1;
                }
                stack[depth++] = ch;
                continue;
            }
            if (ch == '#') {
                mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                   "f-string expression part cannot include '#'");
                return -1;
            }
            if (depth == 0 &&
                (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '<' || ch == '>')) {
                char nx = j + 1 < to ? s[j + 1] : 0;
                if ((ch == '!' || ch == '=' || ch == '<' || ch == '>') && nx == '=') {
                    j++;
                    continue;
                }
                if (ch == '<' || ch == '>') {
                    continue;
                }
                break;
            }
            if (ch == ']' || ch == ')' || ch == '}') {
                if (depth == 0) {
                    mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                       "f-string: unmatched '%c'", ch);
                    return -1;
                }
                char open = stack[--depth];
                if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') ||
                      (open == '{' && ch == '}'))) {
                    mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                       "f-string: closing parenthesis '%c' does not match opening "
                                       "parenthesis '%c'",
                                       ch, open);
                    return -1;
                }
            }
        }
        if (quote) {
            mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                               "f-string: unterminated string");
            return -1;
        }
        if (depth > 0) {
            mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                               "f-string: unmatched '%c'", stack[depth - 1]);
            return -1;
        }
        if (j >= to) {
            mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                               "f-string: expecting '}'");
            return -1;
        }
        int ee = j;
        // empty expression?
        int k = es;
        while (k < ee &&
               (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r' || s[k] == '\f')) {
            k++;
        }
        if (k == ee) {
            if (s[ee] == '}') {
                mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                   "f-string: empty expression not allowed");
            } else {
                mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                   "f-string: expression required before '%c'", s[ee]);
            }
            return -1;
        }
        mt_expr *value = mt_parse_fstring_expr(p, t, es, ee);
        if (!value) {
            return -1;
        }
        int conversion = MT_CONV_NONE;
        int debug = 0;
        if (s[j] == '=') {
            debug = 1;
            j++;
            // the text of the expression with the '=' and following spaces
            int ds = j;
            while (j < to && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\f')) {
                j++;
            }
            if (sb_add(p, &jp->lit, s + es, (size_t)(j - es)) < 0) {
                return -1;
            }
            (void)ds;
            jp->has_lit = 1;
        }
        if (j < to && s[j] == '!') {
            j++;
            if (j >= to) {
                mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                   "f-string: expecting '}'");
                return -1;
            }
            char cc = s[j];
            if (cc != 's' && cc != 'r' && cc != 'a') {
                mt_parse_err_range(
                    p, t->end_line, t->end_col, t->end_line, t->end_col,
                    "f-string: invalid conversion character: expected 's', 'r', or 'a'");
                return -1;
            }
            conversion = cc;
            j++;
            if (j >= to || (s[j] != ':' && s[j] != '}')) {
                mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                                   "f-string: expecting '}'");
                return -1;
            }
        }
        mt_expr *spec = NULL;
        if (j < to && s[j] == ':') {
            j++;
            jparts sub;
            memset(&sub, 0, sizeof sub);
            mt_parse_vec_init(&sub.vals);
            int send = to;
            if (fstring_body(p, t, te, &sub, j, to, raw, level + 1, &send) < 0) {
                return -1;
            }
            if (flush_lit(p, &sub, t, te) < 0) {
                return -1;
            }
            spec = mt_parse_new_expr(p, MT_EXPR_JOINEDSTR, t, te);
            if (!spec) {
                return -1;
            }
            SEQ(p, &sub.vals, spec->v.JoinedStr.values);
            j = send;
        }
        if (j >= to || s[j] != '}') {
            mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                               "f-string: expecting '}'");
            return -1;
        }
        j++;
        if (debug && conversion == MT_CONV_NONE && !spec) {
            conversion = MT_CONV_REPR;
        }
        if (flush_lit(p, jp, t, te) < 0) {
            return -1;
        }
        mt_expr *fv = mt_parse_new_expr(p, MT_EXPR_FORMATTEDVALUE, t, te);
        if (!fv) {
            return -1;
        }
        fv->v.FormattedValue.value = value;
        fv->v.FormattedValue.conversion = conversion;
        fv->v.FormattedValue.format_spec = spec;
        if (mt_parse_vec_push(p, &jp->vals, fv) < 0) {
            return -1;
        }
        i = j;
    }
    if (level > 0) {
        mt_parse_err_range(p, t->end_line, t->end_col, t->end_line, t->end_col,
                           "f-string: expecting '}'");
        return -1;
    }
    *endp = i;
    return 0;
}

// Turn pending literal text into a Constant part.
static int
flush_lit(parser *p, jparts *jp, const mt_token *ts, const mt_token *te)
{
    if (!jp->has_lit) {
        return 0;
    }
    jp->has_lit = 0;
    if (jp->lit.n == 0) {
        return 0;
    }
    mt_expr *c = mt_parse_new_expr(p, MT_EXPR_CONSTANT, ts, te);
    if (!c) {
        return -1;
    }
    c->v.Constant.kind = MT_CONST_STR;
    c->v.Constant.v.str.s = jp->lit.d;
    c->v.Constant.v.str.len = jp->lit.n;
    memset(&jp->lit, 0, sizeof jp->lit);
    return mt_parse_vec_push(p, &jp->vals, c);
}

// strings: STRING+ (adjacent literals concatenate; any f-string makes a JoinedStr)
mt_expr *
mt_parse_strings(parser *p)
{
    mt_token *first = mt_parse_cur(p);
    int any_f = 0, any_b = 0, any_s = 0;
    int i = p->pos;
    while (p->t[i].type == MT_T_STRING) {
        strinfo si;
        str_info(p, &p->t[i], &si);
        any_f |= si.fstr;
        if (si.bytes) {
            any_b = 1;
        } else {
            any_s = 1;
        }
        i++;
    }
    mt_token *last = &p->t[i - 1];
    if (any_b && any_s) {
        p->maxpos = i > p->maxpos ? i : p->maxpos;
        return mt_parse_err_tok(p, &p->t[i], "cannot mix bytes and nonbytes literals");
    }
    if (!any_f) {
        sbuf b = {0};
        strinfo si0;
        str_info(p, first, &si0);
        for (int k = p->pos; k < i; k++) {
            strinfo si;
            str_info(p, &p->t[k], &si);
            if (add_literal(p, &p->t[k], &b, si.body, si.body_end, si.raw, si.bytes) < 0) {
                return NULL;
            }
        }
        if (!b.d && sb_grow(p, &b, 0) < 0) {
            return NULL;
        }
        mt_expr *e = mt_parse_new_expr(p, MT_EXPR_CONSTANT, first, last);
        if (!e) {
            return NULL;
        }
        e->v.Constant.kind = any_b ? MT_CONST_BYTES : MT_CONST_STR;
        e->v.Constant.u_prefix = si0.u;
        e->v.Constant.v.str.s = b.d;
        e->v.Constant.v.str.len = b.n;
        p->pos = i;
        return e;
    }
    jparts jp;
    memset(&jp, 0, sizeof jp);
    mt_parse_vec_init(&jp.vals);
    for (int k = p->pos; k < i; k++) {
        mt_token *t = &p->t[k];
        strinfo si;
        str_info(p, t, &si);
        if (!si.fstr) {
            if (add_literal(p, t, &jp.lit, si.body, si.body_end, si.raw, 0) < 0) {
                return NULL;
            }
            jp.has_lit = 1;
            continue;
        }
        int endp = 0;
        if (fstring_body(p, t, t, &jp, si.body, si.body_end, si.raw, 0, &endp) < 0) {
            return NULL;
        }
    }
    if (flush_lit(p, &jp, first, last) < 0) {
        return NULL;
    }
    mt_expr *e = mt_parse_new_expr(p, MT_EXPR_JOINEDSTR, first, last);
    if (!e) {
        return NULL;
    }
    SEQ(p, &jp.vals, e->v.JoinedStr.values);
    // literal parts and FormattedValues take the position of the whole string
    for (int k = 0; k < e->v.JoinedStr.values.n; k++) {
        mt_expr *v = e->v.JoinedStr.values.v[k];
        NODE_POS(v, first, last);
    }
    p->pos = i;
    return e;
}
