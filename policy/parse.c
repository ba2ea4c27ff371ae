/* The policy parser: Cedar's grammar (spec section 2) with Dogwood's relaxed scope,
 * building rules and expression trees in an arena. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/hex.h"
#include "common/utf8.h"
#include "policy/lang.h"

typedef struct parser {
    const pol_token *t;
    size_t n;
    size_t i;
    cm_arena *a;
    const char *origin;
    cm_buf *err;
    int failed;
    int depth;
} parser;

static void perr_at(parser *ps, int line, int col, const char *fmt, ...) CM_PRINTF(4, 5);

static void
perr_at(parser *ps, int line, int col, const char *fmt, ...)
{
    if (ps->failed) {
        return;
    }
    ps->failed = 1;
    cm_buf_reset(ps->err);
    va_list ap;
    va_start(ap, fmt);
    if (cm_buf_printf(ps->err, "%s:%d:%d: failed to parse policy source: ", ps->origin, line,
                      col) == 0) {
        pol_ignore(cm_buf_vprintf(ps->err, fmt, ap));
    }
    va_end(ap);
}

#define PERR(ps, tok, ...) perr_at((ps), (tok)->line, (tok)->col, __VA_ARGS__)

static const pol_token *
peek(const parser *ps)
{
    return &ps->t[ps->i];
}

static const pol_token *
peek2(const parser *ps)
{
    return ps->i + 1 < ps->n ? &ps->t[ps->i + 1] : &ps->t[ps->n - 1];
}

static const pol_token *
next(parser *ps)
{
    const pol_token *t = &ps->t[ps->i];
    if (t->kind != PT_EOF) {
        ps->i++;
    }
    return t;
}

static int
is_word(const pol_token *t, const char *w)
{
    size_t n = strlen(w);
    return t->kind == PT_IDENT && t->n == n && memcmp(t->p, w, n) == 0;
}

static int
is_reserved(const char *p, size_t n)
{
    static const char *const words[] = {"true", "false", "if",  "then", "else",
                                        "in",   "like",  "has", "is",   "__cedar"};
    for (size_t i = 0; i < CM_ARRAY_LEN(words); i++) {
        if (strlen(words[i]) == n && memcmp(words[i], p, n) == 0) {
            return 1;
        }
    }
    return 0;
}

// Report "unexpected token `x`; expected <what>" at t.
static void
unexpected(parser *ps, const pol_token *t, const char *what)
{
    if (t->kind == PT_EOF) {
        PERR(ps, t, "unexpected end of input; expected %s", what);
    } else {
        PERR(ps, t, "unexpected token `%.*s`; expected %s", (int)(t->n > 40 ? 40 : t->n), t->p,
             what);
    }
}

static int
expect(parser *ps, pol_tk k, const char *what)
{
    if (peek(ps)->kind != k) {
        unexpected(ps, peek(ps), what);
        return -1;
    }
    next(ps);
    return 0;
}

static pol_node *
node(parser *ps, pol_nk kind, const pol_token *at)
{
    pol_node *nd = cm_arena_calloc(ps->a, sizeof(*nd));
    if (!nd) {
        PERR(ps, at, "out of memory");
        return NULL;
    }
    nd->kind = kind;
    nd->line = at->line;
    nd->col = at->col;
    return nd;
}

static char *
dup(parser *ps, const char *p, size_t n)
{
    char *s = cm_arena_strndup(ps->a, p, n);
    if (!s) {
        ps->failed = 1;
        cm_buf_reset(ps->err);
        pol_ignore(cm_buf_adds(ps->err, "out of memory"));
    }
    return s;
}

// Source text from token index i0 up to (not including) the current token.
static void
span(const parser *ps, size_t i0, const char **p, int *n)
{
    size_t i1 = ps->i > i0 ? ps->i - 1 : i0;
    *p = ps->t[i0].p;
    *n = (int)(ps->t[i1].p + ps->t[i1].n - ps->t[i0].p);
    if (*n > 200) {
        *n = 200;
    }
}

/* ---- strings ---- */

/* Decode a string literal token; see lang.h. */
int
pol_parse_string(const pol_token *tok, int pattern, cm_arena *a, const char **out, size_t *outn,
                 pol_pat **pat, cm_buf *err)
{
    const char *s = tok->p + 1;
    size_t n = tok->n - 2;
    cm_buf text; // decoded text, stars written as literal stars (for lints and messages)
    cm_buf seg;  // current pattern segment
    cm_buf segs; // segment offsets/lengths as size_t pairs into segtext
    cm_buf segtext;
    cm_buf_init(&text, POL_MAX_STRING_BYTES);
    cm_buf_init(&seg, 0);
    cm_buf_init(&segs, 0);
    cm_buf_init(&segtext, 0);
    int rc = -1;
    size_t i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c == '*' && pattern) {
            size_t off[2] = {segtext.len, seg.len};
            if (cm_buf_add(&segtext, seg.data ? seg.data : "", seg.len) < 0 ||
                cm_buf_add(&segs, off, sizeof(off)) < 0 || cm_buf_addc(&text, '*') < 0) {
                goto oom;
            }
            cm_buf_reset(&seg);
            i++;
            continue;
        }
        if (c != '\\') {
            if (cm_buf_addc(&text, (char)c) < 0 || (pattern && cm_buf_addc(&seg, (char)c) < 0)) {
                goto oom;
            }
            i++;
            continue;
        }
        size_t start = i;
        i++;
        char e = i < n ? s[i] : '\0';
        uint32_t cp = 0;
        int ok = 1;
        switch (e) {
        case 'n':
            cp = '\n';
            i++;
            break;
        case 'r':
            cp = '\r';
            i++;
            break;
        case 't':
            cp = '\t';
            i++;
            break;
        case '\\':
            cp = '\\';
            i++;
            break;
        case '0':
            cp = 0;
            i++;
            break;
        case '\'':
            cp = '\'';
            i++;
            break;
        case '"':
            cp = '"';
            i++;
            break;
        case '*':
            i++;
            if (!pattern) {
                ok = 0;
            }
            cp = '*';
            break;
        case 'x': {
            i++;
            int h1 = i < n ? cm_hexval((unsigned char)s[i]) : -1;
            int h2 = i + 1 < n ? cm_hexval((unsigned char)s[i + 1]) : -1;
            if (h1 < 0 || h2 < 0) {
                ok = 0;
                break;
            }
            i += 2;
            cp = (uint32_t)(h1 * 16 + h2);
            if (cp > 0x7F) {
                ok = 0;
            }
            break;
        }
        case 'u': {
            i++;
            if (i >= n || s[i] != '{') {
                ok = 0;
                break;
            }
            i++;
            size_t digits = 0;
            while (i < n && cm_hexval((unsigned char)s[i]) >= 0 && digits < 7) {
                cp = cp * 16 + (uint32_t)cm_hexval((unsigned char)s[i]);
                i++;
                digits++;
            }
            if (digits == 0 || digits > 6 || i >= n || s[i] != '}') {
                ok = 0;
                break;
            }
            i++;
            if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                ok = 0;
            }
            break;
        }
        default:
            ok = 0;
            if (i < n) {
                i++;
            }
            break;
        }
        if (!ok) {
            size_t end = i > n ? n : i;
            cm_buf_reset(err);
            pol_ignore(cm_buf_printf(err, "the input `%.*s` is not a valid escape",
                                     (int)(end - start), s + start));
            goto done;
        }
        if (cm_buf_add_utf8(&text, cp) < 0 || (pattern && cm_buf_add_utf8(&seg, cp) < 0)) {
            goto oom;
        }
    }
    if (pattern && text.len > POL_MAX_PATTERN_BYTES) {
        cm_buf_reset(err);
        pol_ignore(
            cm_buf_printf(err, "a `like` pattern is longer than %d bytes", POL_MAX_PATTERN_BYTES));
        goto done;
    }
    char *o = cm_arena_alloc(a, text.len + 1);
    if (!o) {
        goto oom;
    }
    memcpy(o, text.data ? text.data : "", text.len);
    o[text.len] = '\0';
    *out = o;
    *outn = text.len;
    if (pattern) {
        size_t off[2] = {segtext.len, seg.len};
        if (cm_buf_add(&segtext, seg.data ? seg.data : "", seg.len) < 0 ||
            cm_buf_add(&segs, off, sizeof(off)) < 0) {
            goto oom;
        }
        size_t nseg = segs.len / sizeof(off);
        pol_pat *pp = cm_arena_alloc(a, sizeof(*pp));
        const char *base = cm_arena_strndup(a, segtext.data ? segtext.data : "", segtext.len);
        const char **sp = cm_arena_alloc(a, nseg * sizeof(*sp));
        size_t *sn = cm_arena_alloc(a, nseg * sizeof(*sn));
        if (!pp || !base || !sp || !sn) {
            goto oom;
        }
        const size_t *offs = (const size_t *)(const void *)segs.data;
        for (size_t k = 0; k < nseg; k++) {
            sp[k] = base + offs[2 * k];
            sn[k] = offs[2 * k + 1];
        }
        pp->nseg = nseg;
        pp->seg = sp;
        pp->segn = sn;
        *pat = pp;
    }
    rc = 0;
    goto done;
oom:
    cm_buf_reset(err);
    pol_ignore(cm_buf_adds(err, text.len >= POL_MAX_STRING_BYTES
                                    ? "a string literal is longer than 65536 bytes"
                                    : "out of memory"));
done:
    cm_buf_free(&text);
    cm_buf_free(&seg);
    cm_buf_free(&segs);
    cm_buf_free(&segtext);
    return rc;
}

static int
string_tok(parser *ps, const pol_token *t, int pattern, const char **out, size_t *outn,
           pol_pat **pat)
{
    cm_buf e;
    cm_buf_init(&e, 4096);
    int rc = pol_parse_string(t, pattern, ps->a, out, outn, pat, &e);
    if (rc < 0) {
        PERR(ps, t, "%s", cm_buf_str(&e));
    }
    cm_buf_free(&e);
    return rc;
}

/* ---- names and entities ---- */

// path = IDENT { "::" IDENT }, optionally followed by "::" STR (an entity). Stops
// before a "::" that is not followed by an identifier or a string.
static int
parse_path(parser *ps, const char **type, pol_val *ent, int *is_entity)
{
    const pol_token *first = peek(ps);
    if (first->kind != PT_IDENT) {
        unexpected(ps, first, "an entity type name");
        return -1;
    }
    size_t i0 = ps->i;
    next(ps);
    *is_entity = 0;
    while (peek(ps)->kind == PT_DCOLON) {
        const pol_token *after = peek2(ps);
        if (after->kind == PT_IDENT) {
            next(ps);
            next(ps);
            continue;
        }
        if (after->kind == PT_STR) {
            *is_entity = 1;
        }
        break;
    }
    // The name is its identifiers joined by "::": white space and comments may sit
    // between the tokens (`Box :: Action`), as in Cedar, and are not part of it.
    cm_buf name;
    cm_buf_init(&name, 0);
    int rc = 0;
    for (size_t k = i0; rc == 0 && k < ps->i; k += 2) {
        rc = cm_buf_printf(&name, "%s%.*s", k > i0 ? "::" : "", (int)ps->t[k].n, ps->t[k].p);
    }
    char *ty = rc == 0 ? dup(ps, name.data ? name.data : "", name.len) : NULL;
    cm_buf_free(&name);
    if (!ty) {
        if (rc != 0) {
            PERR(ps, first, "out of memory");
        }
        return -1;
    }
    for (size_t k = i0; k < ps->i; k += 2) {
        if (is_word(&ps->t[k], "__cedar")) {
            PERR(ps, first, "The name `%s` contains `__cedar`, which is reserved", ty);
            return -1;
        }
    }
    *type = ty;
    if (*is_entity) {
        next(ps); // ::
        const pol_token *st = next(ps);
        const char *id;
        size_t idn;
        if (string_tok(ps, st, 0, &id, &idn, NULL) < 0) {
            return -1;
        }
        ent->kind = PV_ENT;
        ent->u.e.type = ty;
        ent->u.e.id = id;
        ent->u.e.idn = idn;
    }
    return 0;
}

static int
parse_entity(parser *ps, pol_val *ent)
{
    const pol_token *at = peek(ps);
    const char *type;
    int is_ent;
    if (at->kind == PT_QUESTION) {
        PERR(ps, at, "template slots (?principal, ?resource) are not supported in a box policy");
        return -1;
    }
    if (parse_path(ps, &type, ent, &is_ent) < 0) {
        return -1;
    }
    if (!is_ent) {
        PERR(ps, at, "expected an entity uid such as `%s::\"id\"`, found `%s`", type, type);
        return -1;
    }
    return 0;
}

/* ---- expressions ---- */

static pol_node *parse_expr(parser *ps);
static pol_node *parse_add(parser *ps);

static pol_node *
lit_node(parser *ps, const pol_token *at, pol_val v)
{
    pol_node *nd = node(ps, PN_LIT, at);
    if (nd) {
        nd->val = v;
        nd->literal = 1;
        nd->pure = 1;
    }
    return nd;
}

static pol_node *
bin(parser *ps, pol_nk k, const pol_token *at, pol_node *l, pol_node *r)
{
    if (k == PN_AND) {
        pol_node **items = cm_arena_alloc(ps->a, 2 * sizeof(*items));
        pol_node *nd = items ? node(ps, PN_AND, at) : NULL;
        if (!nd) {
            return NULL;
        }
        items[0] = l;
        items[1] = r;
        nd->items = items;
        nd->n = 2;
        nd->pure = l->pure && r->pure;
        return nd;
    }
    pol_node *nd = node(ps, k, at);
    if (nd) {
        nd->a = l;
        nd->b = r;
        nd->pure = l->pure && r->pure;
    }
    return nd;
}

// expr_list = expr { "," expr } [","], up to the closing token `close`.
static int
parse_list(parser *ps, pol_tk close, pol_node ***items, size_t *n)
{
    size_t cap = 4;
    pol_node **v = cm_arena_alloc(ps->a, cap * sizeof(*v));
    *n = 0;
    if (!v) {
        PERR(ps, peek(ps), "out of memory");
        return -1;
    }
    while (peek(ps)->kind != close) {
        if (*n >= POL_MAX_SET_ITEMS) {
            PERR(ps, peek(ps), "a list has more than %d elements", POL_MAX_SET_ITEMS);
            return -1;
        }
        pol_node *e = parse_expr(ps);
        if (!e) {
            return -1;
        }
        if (*n == cap) {
            pol_node **w = cm_arena_alloc(ps->a, 2 * cap * sizeof(*w));
            if (!w) {
                PERR(ps, peek(ps), "out of memory");
                return -1;
            }
            memcpy(w, v, cap * sizeof(*w));
            v = w;
            cap *= 2;
        }
        v[(*n)++] = e;
        if (peek(ps)->kind == PT_COMMA) {
            next(ps);
            continue;
        }
        if (peek(ps)->kind != close) {
            unexpected(ps, peek(ps), close == PT_RBRACK ? "`,` or `]`" : "`,` or `)`");
            return -1;
        }
    }
    next(ps);
    *items = v;
    return 0;
}

// Fold a set literal whose elements are all constants into a value.
static void
fold_set(parser *ps, pol_node *nd)
{
    for (size_t i = 0; i < nd->n; i++) {
        if (nd->items[i]->kind != PN_LIT) {
            return;
        }
    }
    pol_val *vals = cm_arena_alloc(ps->a, (nd->n ? nd->n : 1) * sizeof(*vals));
    if (!vals) {
        return;
    }
    for (size_t i = 0; i < nd->n; i++) {
        vals[i] = nd->items[i]->val;
    }
    nd->val.kind = PV_SET;
    nd->val.u.set.v = vals;
    nd->val.u.set.n = nd->n;
    nd->pure = 2; // 2: val holds the folded value
}

static const struct method {
    const char *name;
    pol_nk kind;
    int args;
} methods[] = {
    {"contains", PN_CONTAINS, 1},
    {"containsAll", PN_CONTAINS_ALL, 1},
    {"containsAny", PN_CONTAINS_ANY, 1},
    {"isEmpty", PN_IS_EMPTY, 0},
    {"isIpv4", PN_EXT, 0},
    {"isIpv6", PN_EXT, 0},
    {"isLoopback", PN_EXT, 0},
    {"isMulticast", PN_EXT, 0},
    {"isInRange", PN_EXT, 1},
    {"lessThan", PN_EXT, 1},
    {"lessThanOrEqual", PN_EXT, 1},
    {"greaterThan", PN_EXT, 1},
    {"greaterThanOrEqual", PN_EXT, 1},
};

static const char *const refused_methods[] = {
    "getTag",         "hasTag",    "offset",    "durationSince", "toDate", "toTime",
    "toMilliseconds", "toSeconds", "toMinutes", "toHours",       "toDays",
};

// access = "." IDENT [ "(" args ")" ] | "[" STR "]"
static pol_node *
parse_access(parser *ps, pol_node *recv)
{
    const pol_token *at = next(ps);
    if (at->kind == PT_LBRACK) {
        const pol_token *st = peek(ps);
        if (st->kind == PT_STR && peek2(ps)->kind == PT_RBRACK) {
            next(ps);
            next(ps);
            pol_node *nd = node(ps, PN_ATTR, at);
            if (!nd || string_tok(ps, st, 0, &nd->name, &nd->namen, NULL) < 0) {
                return NULL;
            }
            nd->a = recv;
            return nd;
        }
        size_t i0 = ps->i;
        pol_node *inner = parse_expr(ps);
        if (!inner) {
            return NULL;
        }
        const char *p;
        int n;
        span(ps, i0, &p, &n);
        PERR(ps, st, "invalid string literal: %.*s", n, p);
        return NULL;
    }
    const pol_token *id = next(ps);
    if (id->kind != PT_IDENT) {
        unexpected(ps, id, "an attribute or method name after `.`");
        return NULL;
    }
    if (peek(ps)->kind != PT_LPAREN) {
        if (is_reserved(id->p, id->n)) {
            PERR(ps, id, "this identifier is reserved and cannot be used: %.*s", (int)id->n, id->p);
            return NULL;
        }
        pol_node *nd = node(ps, PN_ATTR, id);
        if (!nd) {
            return NULL;
        }
        nd->name = dup(ps, id->p, id->n);
        nd->namen = id->n;
        nd->a = recv;
        return nd->name ? nd : NULL;
    }
    next(ps); // (
    pol_node **args;
    size_t nargs;
    if (parse_list(ps, PT_RPAREN, &args, &nargs) < 0) {
        return NULL;
    }
    const struct method *m = NULL;
    for (size_t k = 0; k < CM_ARRAY_LEN(methods); k++) {
        if (strlen(methods[k].name) == id->n && memcmp(methods[k].name, id->p, id->n) == 0) {
            m = &methods[k];
        }
    }
    if (!m) {
        for (size_t k = 0; k < CM_ARRAY_LEN(refused_methods); k++) {
            if (strlen(refused_methods[k]) == id->n &&
                memcmp(refused_methods[k], id->p, id->n) == 0) {
                PERR(ps, id,
                     "`%.*s` is not supported by this box (no datetime, duration or entity tags)",
                     (int)id->n, id->p);
                return NULL;
            }
        }
        PERR(ps, id, "`%.*s` is not a valid method", (int)id->n, id->p);
        return NULL;
    }
    if ((int)nargs != m->args) {
        PERR(ps, id, "call to `%s` requires exactly %d argument%s, but got %zu argument%s", m->name,
             m->args, m->args == 1 ? "" : "s", nargs, nargs == 1 ? "" : "s");
        return NULL;
    }
    pol_node *nd = node(ps, m->kind, id);
    if (!nd) {
        return NULL;
    }
    nd->a = recv;
    nd->b = nargs ? args[0] : NULL;
    nd->name = m->name;
    nd->namen = strlen(m->name);
    nd->pure = recv->pure && (!nd->b || nd->b->pure);
    return nd;
}

// rec_init = (IDENT | STR) ":" expr
static pol_node *
parse_record(parser *ps, const pol_token *at)
{
    pol_node *nd = node(ps, PN_REC, at);
    if (!nd) {
        return NULL;
    }
    size_t cap = 4;
    nd->items = cm_arena_alloc(ps->a, cap * sizeof(*nd->items));
    nd->keys = cm_arena_alloc(ps->a, cap * sizeof(*nd->keys));
    nd->keyn = cm_arena_alloc(ps->a, cap * sizeof(*nd->keyn));
    if (!nd->items || !nd->keys || !nd->keyn) {
        PERR(ps, at, "out of memory");
        return NULL;
    }
    nd->pure = 1;
    while (peek(ps)->kind != PT_RBRACE) {
        const pol_token *k = next(ps);
        const char *key;
        size_t keyn;
        if (k->kind == PT_IDENT) {
            if (is_reserved(k->p, k->n)) {
                PERR(ps, k, "this identifier is reserved and cannot be used: %.*s", (int)k->n,
                     k->p);
                return NULL;
            }
            key = dup(ps, k->p, k->n);
            keyn = k->n;
            if (!key) {
                return NULL;
            }
        } else if (k->kind == PT_STR) {
            if (string_tok(ps, k, 0, &key, &keyn, NULL) < 0) {
                return NULL;
            }
        } else {
            unexpected(ps, k, "a record key (an identifier or a string)");
            return NULL;
        }
        for (size_t j = 0; j < nd->n; j++) {
            if (nd->keyn[j] == keyn && memcmp(nd->keys[j], key, keyn) == 0) {
                PERR(ps, k, "duplicate key `%s` in record literal", key);
                return NULL;
            }
        }
        if (expect(ps, PT_COLON, "`:` after a record key") < 0) {
            return NULL;
        }
        pol_node *v = parse_expr(ps);
        if (!v) {
            return NULL;
        }
        if (nd->n == cap) {
            pol_node **ni = cm_arena_alloc(ps->a, 2 * cap * sizeof(*ni));
            const char **nk = cm_arena_alloc(ps->a, 2 * cap * sizeof(*nk));
            size_t *nn = cm_arena_alloc(ps->a, 2 * cap * sizeof(*nn));
            if (!ni || !nk || !nn) {
                PERR(ps, at, "out of memory");
                return NULL;
            }
            memcpy(ni, nd->items, cap * sizeof(*ni));
            memcpy(nk, nd->keys, cap * sizeof(*nk));
            memcpy(nn, nd->keyn, cap * sizeof(*nn));
            nd->items = ni;
            nd->keys = nk;
            nd->keyn = nn;
            cap *= 2;
        }
        nd->items[nd->n] = v;
        nd->keys[nd->n] = key;
        nd->keyn[nd->n] = keyn;
        nd->n++;
        nd->pure = nd->pure && v->pure;
        if (peek(ps)->kind == PT_COMMA) {
            next(ps);
        } else if (peek(ps)->kind != PT_RBRACE) {
            unexpected(ps, peek(ps), "`,` or `}`");
            return NULL;
        }
    }
    next(ps);
    return nd;
}

// Parse an unsigned integer literal. Sets *big when it is exactly 2^63.
static int
int_literal(parser *ps, const pol_token *t, int64_t *v, int *big)
{
    uint64_t acc = 0;
    *big = 0;
    for (size_t k = 0; k < t->n; k++) {
        uint64_t d = (uint64_t)(t->p[k] - '0');
        if (acc > (UINT64_MAX - d) / 10) {
            acc = UINT64_MAX;
            break;
        }
        acc = acc * 10 + d;
    }
    if (acc > (uint64_t)INT64_MAX + 1) {
        PERR(ps, t, "integer literal `%.*s` is too large", (int)t->n, t->p);
        return -1;
    }
    if (acc == (uint64_t)INT64_MAX + 1) {
        *big = 1;
        *v = INT64_MIN;
    } else {
        *v = (int64_t)acc;
    }
    return 0;
}

/* primary = int | string | true | false | var | entity | fn "(" args ")" | "(" expr ")"
 *         | "[" [expr_list] "]" | "{" [rec_init {"," rec_init} [","]] "}" */
static pol_node *
parse_primary(parser *ps, int *big)
{
    const pol_token *t = peek(ps);
    pol_val v;
    memset(&v, 0, sizeof(v));
    switch (t->kind) {
    case PT_INT:
        next(ps);
        v.kind = PV_LONG;
        if (int_literal(ps, t, &v.u.l, big) < 0) {
            return NULL;
        }
        return lit_node(ps, t, v);
    case PT_STR:
        next(ps);
        v.kind = PV_STR;
        if (string_tok(ps, t, 0, &v.u.s.p, &v.u.s.n, NULL) < 0) {
            return NULL;
        }
        return lit_node(ps, t, v);
    case PT_LPAREN: {
        next(ps);
        pol_node *e = parse_expr(ps);
        if (!e || expect(ps, PT_RPAREN, "`)`") < 0) {
            return NULL;
        }
        return e;
    }
    case PT_LBRACK: {
        next(ps);
        pol_node *nd = node(ps, PN_SET, t);
        if (!nd || parse_list(ps, PT_RBRACK, &nd->items, &nd->n) < 0) {
            return NULL;
        }
        nd->pure = 1;
        for (size_t i = 0; i < nd->n; i++) {
            nd->pure = nd->pure && nd->items[i]->pure;
        }
        fold_set(ps, nd);
        return nd;
    }
    case PT_LBRACE:
        next(ps);
        return parse_record(ps, t);
    case PT_QUESTION:
        PERR(ps, t, "template slots (?principal, ?resource) are not supported in a box policy");
        return NULL;
    case PT_IDENT:
        break;
    default:
        unexpected(ps, t, "an expression");
        return NULL;
    }
    if (is_word(t, "true") || is_word(t, "false")) {
        next(ps);
        v.kind = PV_BOOL;
        v.u.b = is_word(t, "true");
        return lit_node(ps, t, v);
    }
    static const char *const vars[] = {"principal", "action", "resource", "context"};
    for (int k = 0; k < 4; k++) {
        if (is_word(t, vars[k]) && peek2(ps)->kind != PT_DCOLON) {
            next(ps);
            pol_node *nd = node(ps, PN_VAR, t);
            if (nd) {
                nd->var = k;
            }
            return nd;
        }
    }
    if (is_reserved(t->p, t->n) && peek2(ps)->kind != PT_DCOLON) {
        unexpected(ps, t, "an expression (wrap `if` in parentheses)");
        return NULL;
    }
    const char *type;
    int is_ent;
    if (parse_path(ps, &type, &v, &is_ent) < 0) {
        return NULL;
    }
    if (is_ent) {
        return lit_node(ps, t, v);
    }
    if (peek(ps)->kind == PT_LPAREN) {
        next(ps);
        pol_node *nd = node(ps, PN_EXT, t);
        if (!nd || parse_list(ps, PT_RPAREN, &nd->items, &nd->n) < 0) {
            return NULL;
        }
        static const char *const fns[] = {"ip", "decimal", "datetime", "duration"};
        for (size_t k = 0; k < CM_ARRAY_LEN(fns); k++) {
            if (strcmp(fns[k], type) == 0) {
                nd->name = type;
                nd->namen = strlen(type);
                if (nd->n != 1) {
                    PERR(ps, t, "call to `%s` requires exactly 1 argument, but got %zu arguments",
                         type, nd->n);
                    return NULL;
                }
                return nd;
            }
        }
        PERR(ps, t, "`%s` is not a valid function", type);
        return NULL;
    }
    PERR(ps, t, "unknown variable `%s`; expected `principal`, `action`, `resource` or `context`",
         type);
    return NULL;
}

// member = primary { access }
static pol_node *
parse_member(parser *ps, int *big)
{
    pol_node *e = parse_primary(ps, big);
    while (e && (peek(ps)->kind == PT_DOT || peek(ps)->kind == PT_LBRACK)) {
        if (*big) {
            PERR(ps, peek(ps), "integer literal `9223372036854775808` is too large");
            return NULL;
        }
        e = parse_access(ps, e);
    }
    return e;
}

// unary = [ "!" {"!"} | "-" {"-"} ] member   (at most four)
static pol_node *
parse_unary(parser *ps)
{
    const pol_token *t = peek(ps);
    if (t->kind != PT_NOT && t->kind != PT_MINUS) {
        int big = 0;
        pol_node *e = parse_member(ps, &big);
        if (e && big) {
            PERR(ps, t, "integer literal `9223372036854775808` is too large");
            return NULL;
        }
        return e;
    }
    pol_tk op = t->kind;
    const pol_token *ops[5];
    int count = 0;
    while (peek(ps)->kind == op) {
        if (count == 4) {
            PERR(ps, peek(ps), "too many occurrences of `%s`", op == PT_NOT ? "!" : "-");
            return NULL;
        }
        ops[count++] = next(ps);
    }
    int big = 0;
    const pol_token *mt = peek(ps);
    pol_node *e = parse_member(ps, &big);
    if (!e) {
        return NULL;
    }
    if (op == PT_MINUS && mt->kind == PT_INT && e->kind == PN_LIT && e->val.kind == PV_LONG &&
        ps->i > 0 && &ps->t[ps->i - 1] == mt) {
        // `-` right before an integer literal folds into a negative literal
        e->val.u.l = big ? INT64_MIN : -e->val.u.l;
        e->line = ops[count - 1]->line;
        e->col = ops[count - 1]->col;
        count--;
        big = 0;
    }
    if (big) {
        PERR(ps, mt, "integer literal `9223372036854775808` is too large");
        return NULL;
    }
    while (count > 0) {
        pol_node *u = node(ps, op == PT_NOT ? PN_NOT : PN_NEG, ops[--count]);
        if (!u) {
            return NULL;
        }
        u->a = e;
        u->pure = e->pure;
        e = u;
    }
    return e;
}

// mult = unary { "*" unary }
static pol_node *
parse_mult(parser *ps)
{
    pol_node *l = parse_unary(ps);
    while (l) {
        const pol_token *t = peek(ps);
        if (t->kind == PT_SLASH) {
            PERR(ps, t, "division is not supported");
            return NULL;
        }
        if (t->kind == PT_PERCENT) {
            PERR(ps, t, "remainder/modulo is not supported");
            return NULL;
        }
        if (t->kind != PT_STAR) {
            break;
        }
        next(ps);
        pol_node *r = parse_unary(ps);
        if (!r) {
            return NULL;
        }
        l = bin(ps, PN_MUL, t, l, r);
    }
    return l;
}

// add = mult { ("+" | "-") mult }
static pol_node *
parse_add(parser *ps)
{
    pol_node *l = parse_mult(ps);
    while (l) {
        const pol_token *t = peek(ps);
        if (t->kind != PT_PLUS && t->kind != PT_MINUS) {
            break;
        }
        next(ps);
        pol_node *r = parse_mult(ps);
        if (!r) {
            return NULL;
        }
        l = bin(ps, t->kind == PT_PLUS ? PN_ADD : PN_SUB, t, l, r);
    }
    return l;
}

static int
relop(const pol_token *t, pol_nk *k)
{
    switch (t->kind) {
    case PT_LT:
        *k = PN_LT;
        return 1;
    case PT_LE:
        *k = PN_LE;
        return 1;
    case PT_GT:
        *k = PN_GT;
        return 1;
    case PT_GE:
        *k = PN_GE;
        return 1;
    case PT_EQ:
        *k = PN_EQ;
        return 1;
    case PT_NE:
        *k = PN_NE;
        return 1;
    default:
        if (is_word(t, "in")) {
            *k = PN_IN;
            return 1;
        }
        return 0;
    }
}

// After `has`, `like` or `is`: a following relational operator needs parentheses.
static int
no_relop_after(parser *ps)
{
    pol_nk k;
    const pol_token *t = peek(ps);
    if (relop(t, &k) || is_word(t, "has") || is_word(t, "like") || is_word(t, "is")) {
        PERR(ps, t, "unexpected token `%.*s`", (int)t->n, t->p);
        return -1;
    }
    return 0;
}

// attribute name after `has`: IDENT (not reserved)
static int
has_name(parser *ps, const pol_token *t, const char **name, size_t *n)
{
    if (t->kind != PT_IDENT) {
        unexpected(ps, t, "an attribute name");
        return -1;
    }
    if (is_reserved(t->p, t->n)) {
        PERR(ps, t, "this identifier is reserved and cannot be used: %.*s", (int)t->n, t->p);
        return -1;
    }
    *name = dup(ps, t->p, t->n);
    *n = t->n;
    return *name ? 0 : -1;
}

/* relation = add [relop add] | add "has" (IDENT {"." IDENT} | STR) | add "like" pattern
 *          | add "is" path ["in" add] */
static pol_node *
parse_relation(parser *ps)
{
    pol_node *l = parse_add(ps);
    if (!l) {
        return NULL;
    }
    const pol_token *t = peek(ps);
    pol_nk k;
    if (t->kind == PT_ASSIGN) {
        PERR(ps, t, "'=' is not a valid operator in Cedar (help: try using '==')");
        return NULL;
    }
    if (relop(t, &k)) {
        next(ps);
        pol_node *r = parse_add(ps);
        if (!r) {
            return NULL;
        }
        pol_nk k2;
        if (relop(peek(ps), &k2)) {
            PERR(
                ps, peek(ps),
                "multiple relational operators (>, ==, in, etc.) must be used with parentheses to make ordering explicit");
            return NULL;
        }
        if (peek(ps)->kind == PT_ASSIGN) {
            PERR(ps, peek(ps), "'=' is not a valid operator in Cedar (help: try using '==')");
            return NULL;
        }
        return bin(ps, k, t, l, r);
    }
    if (is_word(t, "has")) {
        next(ps);
        const pol_token *a = next(ps);
        pol_node *nd = node(ps, PN_HAS, t);
        if (!nd) {
            return NULL;
        }
        nd->a = l;
        nd->pure = l->pure;
        if (a->kind == PT_STR) {
            if (string_tok(ps, a, 0, &nd->name, &nd->namen, NULL) < 0) {
                return NULL;
            }
        } else if (has_name(ps, a, &nd->name, &nd->namen) < 0) {
            return NULL;
        }
        // a has b.c means a has b && a.b has c
        pol_node *cur = nd;
        pol_node *base = l;
        const char *prev = nd->name;
        size_t prevn = nd->namen;
        while (a->kind == PT_IDENT && peek(ps)->kind == PT_DOT) {
            next(ps);
            const pol_token *b = next(ps);
            pol_node *acc = node(ps, PN_ATTR, b);
            pol_node *h = node(ps, PN_HAS, b);
            if (!acc || !h || has_name(ps, b, &h->name, &h->namen) < 0) {
                return NULL;
            }
            acc->a = base;
            acc->name = prev;
            acc->namen = prevn;
            acc->pure = base->pure;
            h->a = acc;
            h->pure = acc->pure;
            cur = bin(ps, PN_AND, t, cur, h);
            if (!cur) {
                return NULL;
            }
            base = acc;
            prev = h->name;
            prevn = h->namen;
        }
        return no_relop_after(ps) < 0 ? NULL : cur;
    }
    if (is_word(t, "like")) {
        next(ps);
        const pol_token *pt = peek(ps);
        if (pt->kind != PT_STR) {
            size_t i0 = ps->i;
            if (!parse_add(ps)) {
                return NULL;
            }
            const char *p;
            int n;
            span(ps, i0, &p, &n);
            PERR(ps, pt,
                 "right hand side of a `like` expression must be a pattern literal, but got `%.*s`",
                 n, p);
            return NULL;
        }
        next(ps);
        pol_node *nd = node(ps, PN_LIKE, t);
        if (!nd || string_tok(ps, pt, 1, &nd->ptext, &nd->ptextn, &nd->pat) < 0) {
            return NULL;
        }
        nd->a = l;
        nd->pure = l->pure;
        return no_relop_after(ps) < 0 ? NULL : nd;
    }
    if (is_word(t, "is")) {
        next(ps);
        const pol_token *pt = peek(ps);
        if (pt->kind != PT_IDENT) {
            size_t i0 = ps->i;
            if (!parse_add(ps)) {
                return NULL;
            }
            const char *p;
            int n;
            span(ps, i0, &p, &n);
            PERR(
                ps, pt,
                "right hand side of an `is` expression must be an entity type name, but got `%.*s`",
                n, p);
            return NULL;
        }
        pol_node *nd = node(ps, PN_IS, t);
        pol_val dummy;
        int is_ent;
        if (!nd || parse_path(ps, &nd->name, &dummy, &is_ent) < 0) {
            return NULL;
        }
        if (is_ent) {
            PERR(
                ps, pt,
                "right hand side of an `is` expression must be an entity type name, but got an entity");
            return NULL;
        }
        nd->namen = strlen(nd->name);
        nd->a = l;
        nd->pure = l->pure;
        if (is_word(peek(ps), "in")) {
            const pol_token *it = next(ps);
            pol_node *r = parse_add(ps);
            if (!r) {
                return NULL;
            }
            pol_node *in = bin(ps, PN_IN, it, l, r);
            if (!in) {
                return NULL;
            }
            nd = bin(ps, PN_AND, t, nd, in);
        }
        return (nd && no_relop_after(ps) == 0) ? nd : NULL;
    }
    return l;
}

// Collect a run of operands joined by `op` into one n-ary node (no deep spine).
static pol_node *
parse_chain(parser *ps, pol_tk op, pol_nk kind, pol_node *(*sub)(parser *))
{
    const pol_token *at = peek(ps);
    pol_node *first = sub(ps);
    if (!first || peek(ps)->kind != op) {
        return first;
    }
    size_t cap = 4;
    size_t n = 0;
    pol_node **items = cm_arena_alloc(ps->a, cap * sizeof(*items));
    if (!items) {
        PERR(ps, at, "out of memory");
        return NULL;
    }
    items[n++] = first;
    while (peek(ps)->kind == op) {
        next(ps);
        pol_node *r = sub(ps);
        if (!r) {
            return NULL;
        }
        if (n == cap) {
            pol_node **w = cm_arena_alloc(ps->a, 2 * cap * sizeof(*w));
            if (!w) {
                PERR(ps, at, "out of memory");
                return NULL;
            }
            memcpy(w, items, n * sizeof(*w));
            items = w;
            cap *= 2;
        }
        items[n++] = r;
    }
    pol_node *nd = node(ps, kind, at);
    if (!nd) {
        return NULL;
    }
    nd->items = items;
    nd->n = n;
    nd->pure = 1;
    for (size_t i = 0; i < n; i++) {
        nd->pure = nd->pure && items[i]->pure;
    }
    return nd;
}

// and_e = relation { "&&" relation }
static pol_node *
parse_and(parser *ps)
{
    return parse_chain(ps, PT_AND, PN_AND, parse_relation);
}

// or_e = and_e { "||" and_e }
static pol_node *
parse_or(parser *ps)
{
    return parse_chain(ps, PT_OR, PN_OR, parse_and);
}

// expr = or_e | "if" expr "then" expr "else" expr
static pol_node *
parse_expr(parser *ps)
{
    if (++ps->depth > POL_MAX_DEPTH) {
        PERR(ps, peek(ps), "expression nesting is deeper than %d", POL_MAX_DEPTH);
        return NULL;
    }
    pol_node *e;
    const pol_token *t = peek(ps);
    if (is_word(t, "if")) {
        next(ps);
        e = node(ps, PN_IF, t);
        if (e) {
            e->a = parse_expr(ps);
            if (e->a && is_word(peek(ps), "then")) {
                next(ps);
                e->b = parse_expr(ps);
            } else if (e->a) {
                unexpected(ps, peek(ps), "`then`");
            }
            if (e->b && is_word(peek(ps), "else")) {
                next(ps);
                e->c = parse_expr(ps);
            } else if (e->b) {
                unexpected(ps, peek(ps), "`else`");
            }
            if (!e->c) {
                e = NULL;
            } else {
                e->pure = e->a->pure && e->b->pure && e->c->pure;
            }
        }
    } else {
        e = parse_or(ps);
    }
    ps->depth--;
    return ps->failed ? NULL : e;
}

/* ---- rules ---- */

// 1 when the tree is nested deeper than POL_MAX_DEPTH (recursion stops there).
static int
too_deep(const pol_node *n, int d)
{
    if (!n) {
        return 0;
    }
    if (d > POL_MAX_DEPTH) {
        return 1;
    }
    if (too_deep(n->a, d + 1) || too_deep(n->b, d + 1) || too_deep(n->c, d + 1)) {
        return 1;
    }
    for (size_t i = 0; i < n->n; i++) {
        if (too_deep(n->items[i], d + 1)) {
            return 1;
        }
    }
    return 0;
}

static int
scope_var(const pol_token *t)
{
    if (is_word(t, "principal")) {
        return POL_VAR_PRINCIPAL;
    }
    if (is_word(t, "action")) {
        return POL_VAR_ACTION;
    }
    if (is_word(t, "resource")) {
        return POL_VAR_RESOURCE;
    }
    return -1;
}

// An entity of the action scope: as Cedar, its type must be `Action` in some namespace.
static int
parse_action_entity(parser *ps, int var, pol_val *ent)
{
    const pol_token *at = peek(ps);
    if (parse_entity(ps, ent) < 0) {
        return -1;
    }
    const char *ty = ent->u.e.type;
    size_t tn = strlen(ty);
    if (var == POL_VAR_ACTION &&
        !(strcmp(ty, "Action") == 0 || (tn > 8 && strcmp(ty + tn - 8, "::Action") == 0))) {
        PERR(ps, at,
             "expected an entity uid with type `Action` but got `%s::\"%.*s\"` (action entities "
             "must have type `Action`, optionally in a namespace)",
             ty, (int)ent->u.e.idn, ent->u.e.id);
        return -1;
    }
    return 0;
}

// principal_c / action_c / resource_c after the variable name
static int
parse_constraint(parser *ps, int var, pol_scope *sc)
{
    const pol_token *t = peek(ps);
    sc->line = t->line;
    sc->col = t->col;
    if (t->kind == PT_EQ) {
        next(ps);
        if (peek(ps)->kind == PT_LBRACK) {
            PERR(ps, peek(ps), "expected single entity uid, found set of entity uids");
            return -1;
        }
        if (parse_action_entity(ps, var, &sc->ent) < 0) {
            return -1;
        }
        sc->kind = POL_SC_EQ;
        if (is_word(peek(ps), "is")) {
            PERR(ps, peek(ps),
                 "expected an entity uid or matching template slot, found an `is` expression");
            return -1;
        }
        return 0;
    }
    if (is_word(t, "in")) {
        next(ps);
        if (peek(ps)->kind == PT_LBRACK) {
            if (var != POL_VAR_ACTION) {
                PERR(ps, peek(ps),
                     "expected single entity uid or template slot, found set of entity uids");
                return -1;
            }
            next(ps);
            size_t cap = 8;
            sc->set = cm_arena_alloc(ps->a, cap * sizeof(*sc->set));
            if (!sc->set) {
                PERR(ps, t, "out of memory");
                return -1;
            }
            while (peek(ps)->kind != PT_RBRACK) {
                if (sc->n == cap) {
                    pol_val *w = cm_arena_alloc(ps->a, 2 * cap * sizeof(*w));
                    if (!w || sc->n >= POL_MAX_SET_ITEMS) {
                        PERR(ps, t, "too many actions in the scope");
                        return -1;
                    }
                    memcpy(w, sc->set, cap * sizeof(*w));
                    sc->set = w;
                    cap *= 2;
                }
                if (parse_action_entity(ps, var, &sc->set[sc->n]) < 0) {
                    return -1;
                }
                sc->n++;
                if (peek(ps)->kind == PT_COMMA) {
                    next(ps);
                } else if (peek(ps)->kind != PT_RBRACK) {
                    unexpected(ps, peek(ps), "`,` or `]`");
                    return -1;
                }
            }
            next(ps);
            sc->kind = POL_SC_IN_SET;
            return 0;
        }
        if (parse_action_entity(ps, var, &sc->ent) < 0) {
            return -1;
        }
        sc->kind = POL_SC_IN;
        if (is_word(peek(ps), "is")) {
            PERR(ps, peek(ps), "when `is` and `in` are used together, `is` must come first");
            return -1;
        }
        return 0;
    }
    if (is_word(t, "is")) {
        if (var == POL_VAR_ACTION) {
            PERR(ps, t, "`is` cannot appear in the action scope");
            return -1;
        }
        next(ps);
        pol_val dummy;
        int is_ent;
        if (parse_path(ps, &sc->type, &dummy, &is_ent) < 0) {
            return -1;
        }
        if (is_ent) {
            PERR(
                ps, t,
                "right hand side of an `is` expression must be an entity type name, but got an entity");
            return -1;
        }
        sc->kind = POL_SC_IS;
        if (is_word(peek(ps), "in")) {
            next(ps);
            if (peek(ps)->kind == PT_LBRACK) {
                PERR(ps, peek(ps),
                     "expected single entity uid or template slot, found set of entity uids");
                return -1;
            }
            if (parse_entity(ps, &sc->ent) < 0) {
                return -1;
            }
            sc->kind = POL_SC_IS_IN;
        }
        return 0;
    }
    if (t->kind == PT_COLON) {
        PERR(ps, t, "type constraints using `:` are not supported (help: try using `is`)");
        return -1;
    }
    if (t->kind == PT_ASSIGN) {
        PERR(ps, t, "'=' is not a valid operator in Cedar (help: try using '==')");
        return -1;
    }
    sc->kind = POL_SC_ANY;
    return 0;
}

// scope = "(" [ var_c { "," var_c } [","] ] ")"   (Dogwood: any order, each at most once)
static int
parse_scope(parser *ps, pol_rule *r)
{
    if (expect(ps, PT_LPAREN, "`(` to open the scope") < 0) {
        return -1;
    }
    int seen[3] = {0, 0, 0};
    while (peek(ps)->kind != PT_RPAREN) {
        const pol_token *t = next(ps);
        if (t->kind == PT_QUESTION) {
            PERR(ps, t, "template slots (?principal, ?resource) are not supported in a box policy");
            return -1;
        }
        int var = scope_var(t);
        if (var < 0) {
            if (t->kind == PT_IDENT) {
                PERR(
                    ps, t,
                    "unexpected scope variable `%.*s`; expected `principal`, `action`, or `resource`",
                    (int)t->n, t->p);
            } else {
                unexpected(ps, t, "`principal`, `action`, `resource` or `)`");
            }
            return -1;
        }
        if (seen[var]) {
            PERR(ps, t, "duplicate `%.*s` in scope", (int)t->n, t->p);
            return -1;
        }
        seen[var] = 1;
        pol_scope *sc = var == POL_VAR_PRINCIPAL ? &r->principal
                        : var == POL_VAR_ACTION  ? &r->action
                                                 : &r->resource;
        if (parse_constraint(ps, var, sc) < 0) {
            return -1;
        }
        if (peek(ps)->kind == PT_COMMA) {
            next(ps);
        } else if (peek(ps)->kind != PT_RPAREN) {
            unexpected(ps, peek(ps), "`,` or `)` in the scope");
            return -1;
        }
    }
    next(ps);
    return 0;
}

// policy = { annotation } effect scope { condition } ";"
static int
parse_rule(parser *ps, pol_rule *r)
{
    size_t cap = 4;
    r->annots = cm_arena_alloc(ps->a, cap * sizeof(*r->annots));
    if (!r->annots) {
        PERR(ps, peek(ps), "out of memory");
        return -1;
    }
    r->line = peek(ps)->line;
    r->col = peek(ps)->col;
    while (peek(ps)->kind == PT_AT) {
        next(ps);
        const pol_token *k = next(ps);
        if (k->kind != PT_IDENT) {
            unexpected(ps, k, "an annotation name after `@`");
            return -1;
        }
        pol_annot an = {NULL, "", 0, k->line, k->col};
        an.key = dup(ps, k->p, k->n);
        if (!an.key) {
            return -1;
        }
        for (size_t j = 0; j < r->nannots; j++) {
            if (strcmp(r->annots[j].key, an.key) == 0) {
                PERR(ps, k, "duplicate annotation: @%s", an.key);
                return -1;
            }
        }
        if (peek(ps)->kind == PT_LPAREN) {
            next(ps);
            const pol_token *v = next(ps);
            if (v->kind != PT_STR) {
                unexpected(ps, v, "a string as the annotation's value");
                return -1;
            }
            if (string_tok(ps, v, 0, &an.val, &an.valn, NULL) < 0 ||
                expect(ps, PT_RPAREN, "`)` after the annotation's value") < 0) {
                return -1;
            }
            // Cedar names the rule by the whole value; ours are C strings, so a NUL would
            // cut the name short (and could make two @ids one): refuse it (fail closed)
            if ((strcmp(an.key, "id") == 0 || strcmp(an.key, "description") == 0) &&
                memchr(an.val, '\0', an.valn)) {
                PERR(ps, v,
                     "the value of @%s holds a NUL character (\\0); a denial and the "
                     "decision log name a rule by it, so remove it",
                     an.key);
                return -1;
            }
        }
        if (r->nannots == cap) {
            pol_annot *w = cm_arena_alloc(ps->a, 2 * cap * sizeof(*w));
            if (!w) {
                PERR(ps, k, "out of memory");
                return -1;
            }
            memcpy(w, r->annots, cap * sizeof(*w));
            r->annots = w;
            cap *= 2;
        }
        r->annots[r->nannots++] = an;
        if (strcmp(an.key, "id") == 0) {
            r->id = an.val;
        } else if (strcmp(an.key, "description") == 0) {
            r->description = an.val;
        }
    }
    const pol_token *eff = next(ps);
    if (is_word(eff, "permit")) {
        r->forbid = 0;
    } else if (is_word(eff, "forbid")) {
        r->forbid = 1;
    } else if (is_word(eff, "guardrails")) {
        PERR(ps, eff, "guardrails are not supported by this box");
        return -1;
    } else if (is_word(eff, "def")) {
        PERR(ps, eff, "macros (`def`) are not supported by this box");
        return -1;
    } else if (eff->kind == PT_IDENT) {
        PERR(ps, eff,
             "invalid policy effect: %.*s (help: effect must be either `permit` or `forbid`)",
             (int)eff->n, eff->p);
        return -1;
    } else {
        unexpected(ps, eff, "`permit`, `forbid` or an annotation");
        return -1;
    }
    if (parse_scope(ps, r) < 0) {
        return -1;
    }
    size_t ccap = 2;
    r->conds = cm_arena_alloc(ps->a, ccap * sizeof(*r->conds));
    if (!r->conds) {
        PERR(ps, eff, "out of memory");
        return -1;
    }
    for (;;) {
        const pol_token *t = peek(ps);
        if (t->kind == PT_SEMI) {
            next(ps);
            return 0;
        }
        if (t->kind == PT_EOF) {
            PERR(
                ps, t,
                "unexpected end of input; expected `;` to end the policy, or `when`/`unless` to add a condition");
            return -1;
        }
        if (t->kind != PT_IDENT) {
            unexpected(ps, t, "`;` to end the policy, or `when`/`unless` to add a condition");
            return -1;
        }
        int when = is_word(t, "when");
        if (!when && !is_word(t, "unless")) {
            PERR(ps, t, "invalid policy condition: %.*s", (int)t->n, t->p);
            return -1;
        }
        next(ps);
        if (is_word(peek(ps), "temporal")) {
            PERR(ps, peek(ps), "temporal clauses are not supported by this box");
            return -1;
        }
        if (expect(ps, PT_LBRACE, when ? "`{` after `when`" : "`{` after `unless`") < 0) {
            return -1;
        }
        if (peek(ps)->kind == PT_RBRACE) {
            PERR(ps, t, "`%s` condition clause cannot be empty", when ? "when" : "unless");
            return -1;
        }
        pol_node *body = parse_expr(ps);
        if (!body || expect(ps, PT_RBRACE, "`}` to close the condition") < 0) {
            return -1;
        }
        if (too_deep(body, 1)) {
            PERR(ps, t, "expression nesting is deeper than %d", POL_MAX_DEPTH);
            return -1;
        }
        if (r->nconds == ccap) {
            pol_cond *w = cm_arena_alloc(ps->a, 2 * ccap * sizeof(*w));
            if (!w) {
                PERR(ps, t, "out of memory");
                return -1;
            }
            memcpy(w, r->conds, ccap * sizeof(*w));
            r->conds = w;
            ccap *= 2;
        }
        r->conds[r->nconds++] = (pol_cond){when, body, t->line, t->col};
    }
}

// Skip the rest of a rule that failed to parse, from the token it started at: to just
// after the next `;`, or to the next `@` or `permit (`/`forbid (` that starts a rule,
// always past at least the rule's first token.
static void
skip_rule(parser *ps, size_t start)
{
    if (ps->i <= start) {
        ps->i = start;
        next(ps);
    }
    while (peek(ps)->kind != PT_EOF) {
        const pol_token *t = peek(ps);
        if (t->kind == PT_SEMI) {
            next(ps);
            return;
        }
        if (t->kind == PT_AT ||
            ((is_word(t, "permit") || is_word(t, "forbid")) && peek2(ps)->kind == PT_LPAREN)) {
            return;
        }
        next(ps);
    }
}

// Parse the tokens into rules. errs NULL: stop at the first error (in ps->err). errs:
// append each rule's error as a line and go on with the next rule; an error at the end
// of tokens the lexer cut short (truncated) is the lexer's, already reported.
static int
parse_rules(parser *ps, pol_rule **rules, size_t *nrules, cm_buf *errs, int truncated)
{
    cm_arena *a = ps->a;
    size_t cap = 16;
    size_t n = 0;
    pol_rule *rs = cm_arena_calloc(a, cap * sizeof(*rs));
    if (!rs) {
        pol_ignore(cm_buf_adds(ps->err, "out of memory"));
        return -1;
    }
    while (peek(ps)->kind != PT_EOF) {
        if (n == POL_MAX_RULES) {
            PERR(ps, peek(ps), "the policy has more than %d rules", POL_MAX_RULES);
            return -1;
        }
        if (n == cap) {
            pol_rule *w = cm_arena_calloc(a, 2 * cap * sizeof(*w));
            if (!w) {
                PERR(ps, peek(ps), "out of memory");
                return -1;
            }
            memcpy(w, rs, cap * sizeof(*w));
            rs = w;
            cap *= 2;
        }
        pol_rule *r = &rs[n];
        memset(r, 0, sizeof(*r));
        r->index = n;
        size_t start = ps->i;
        if (parse_rule(ps, r) < 0) {
            if (!errs) {
                return -1;
            }
            if (!(truncated && peek(ps)->kind == PT_EOF)) {
                pol_ignore(cm_buf_add(errs, ps->err->data, ps->err->len));
                pol_ignore(cm_buf_addc(errs, '\n'));
            }
            cm_buf_reset(ps->err);
            ps->failed = 0;
            ps->depth = 0;
            skip_rule(ps, start);
            continue;
        }
        char label[32];
        snprintf(label, sizeof(label), "policy_%zu", n);
        r->label = pol_blank(r->id) ? cm_arena_strndup(a, label, strlen(label)) : r->id;
        if (!r->label) {
            PERR(ps, peek(ps), "out of memory");
            return -1;
        }
        n++;
    }
    *rules = rs;
    *nrules = n;
    return 0;
}

// The file-level refusals (size, UTF-8): 0, or -1 with the error in err.
static int
check_text(const char *text, size_t len, const char *origin, cm_buf *err)
{
    if (len > POL_MAX_POLICY_BYTES) {
        cm_buf_reset(err);
        pol_ignore(cm_buf_printf(
            err, "%s:1:1: failed to parse policy source: the policy is %zu bytes; the limit is %zu",
            origin, len, POL_MAX_POLICY_BYTES));
        return -1;
    }
    if (!pol_utf8_valid(text, len) || memchr(text, '\0', len)) {
        cm_buf_reset(err);
        pol_ignore(cm_buf_printf(
            err, "%s:1:1: failed to parse policy source: the policy is not valid UTF-8 text",
            origin));
        return -1;
    }
    return 0;
}

/* Parse a whole policy file; see lang.h. */
int
pol_parse_policy(const char *text, size_t len, const char *origin, cm_arena *a, pol_rule **rules,
                 size_t *nrules, cm_buf *err)
{
    if (check_text(text, len, origin, err) < 0) {
        return -1;
    }
    pol_token *toks;
    int eline = 1;
    int ecol = 1;
    cm_buf lerr;
    cm_buf_init(&lerr, 4096);
    long nt = pol_lex_run(text, len, a, &toks, &eline, &ecol, &lerr);
    if (nt < 0) {
        cm_buf_reset(err);
        pol_ignore(cm_buf_printf(err, "%s:%d:%d: failed to parse policy source: %s", origin, eline,
                                 ecol, cm_buf_str(&lerr)));
        cm_buf_free(&lerr);
        return -1;
    }
    cm_buf_free(&lerr);
    parser ps = {toks, (size_t)nt, 0, a, origin, err, 0, 0};
    return parse_rules(&ps, rules, nrules, NULL, 0);
}

/* Parse a whole policy file, going on after errors; see lang.h. */
int
pol_parse_policy_all(const char *text, size_t len, const char *origin, cm_arena *a,
                     pol_rule **rules, size_t *nrules, cm_buf *errs)
{
    *rules = NULL;
    *nrules = 0;
    cm_buf err;
    cm_buf_init(&err, 0);
    if (check_text(text, len, origin, &err) < 0) {
        pol_ignore(cm_buf_printf(errs, "%s\n", cm_buf_str(&err)));
        cm_buf_free(&err);
        return -1;
    }
    pol_token *toks;
    int truncated = 0;
    long nt = pol_lex_run_all(text, len, a, &toks, origin, errs, &truncated);
    if (nt < 0) {
        cm_buf_free(&err);
        return -1;
    }
    parser ps = {toks, (size_t)nt, 0, a, origin, &err, 0, 0};
    int rc = parse_rules(&ps, rules, nrules, errs, truncated);
    if (rc < 0) {
        pol_ignore(cm_buf_printf(errs, "%s\n", cm_buf_str(&err)));
    }
    cm_buf_free(&err);
    return rc;
}
