/* AST printer in the format of CPython's ast.dump(), for tests and debugging. */
#include "config.h"

#include "monty/astdump.h"

#include "common/alloc.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>

typedef struct dumper {
    cm_buf *b;
    int attrs;
    int fail;
} dumper;

static void
put(dumper *d, const char *s)
{
    if (!d->fail && cm_buf_adds(d->b, s) < 0) {
        d->fail = 1;
    }
}

static void putf(dumper *d, const char *fmt, ...) CM_PRINTF(2, 3);

static void
putf(dumper *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (!d->fail && cm_buf_vprintf(d->b, fmt, ap) < 0) {
        d->fail = 1;
    }
    va_end(ap);
}

// Node printing: "Name(" then fields separated by ", ".
typedef struct node {
    dumper *d;
    int n; // fields printed
} node;

static void
open_node(node *nd, dumper *d, const char *name)
{
    nd->d = d;
    nd->n = 0;
    put(d, name);
    put(d, "(");
}

static void
field(node *nd, const char *name)
{
    if (nd->n++) {
        put(nd->d, ", ");
    }
    put(nd->d, name);
    put(nd->d, "=");
}

static void
close_node(node *nd, int line, int col, int end_line, int end_col, int has_pos)
{
    if (nd->d->attrs && has_pos) {
        if (nd->n++) {
            put(nd->d, ", ");
        }
        putf(nd->d, "lineno=%d, col_offset=%d, end_lineno=%d, end_col_offset=%d", line, col,
             end_line, end_col);
    }
    put(nd->d, ")");
}

// Python's repr of a UTF-8 str.
static void
repr_str(dumper *d, const char *s, size_t n)
{
    int has_sq = memchr(s, '\'', n) != NULL;
    int has_dq = memchr(s, '"', n) != NULL;
    char q = has_sq && !has_dq ? '"' : '\'';
    char qs[2] = {q, 0};
    put(d, qs);
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x80) {
            i++;
            if (c == (unsigned char)q || c == '\\') {
                putf(d, "\\%c", c);
            } else if (c == '\n') {
                put(d, "\\n");
            } else if (c == '\r') {
                put(d, "\\r");
            } else if (c == '\t') {
                put(d, "\\t");
            } else if (c < 0x20 || c == 0x7f) {
                putf(d, "\\x%02x", c);
            } else {
                putf(d, "%c", c);
            }
            continue;
        }
        int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        uint32_t cp = c & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
        for (int k = 1; k < len && i + (size_t)k < n; k++) {
            cp = (cp << 6) | ((unsigned char)s[i + (size_t)k] & 0x3F);
        }
        int8_t ct = u_charType((UChar32)cp);
        int printable =
            !(ct == U_CONTROL_CHAR || ct == U_FORMAT_CHAR || ct == U_SURROGATE ||
              ct == U_PRIVATE_USE_CHAR || ct == U_UNASSIGNED || ct == U_LINE_SEPARATOR ||
              ct == U_PARAGRAPH_SEPARATOR || ct == U_SPACE_SEPARATOR);
        if (printable) {
            char tmp[5];
            memcpy(tmp, s + i, (size_t)len);
            tmp[len] = 0;
            put(d, tmp);
        } else if (cp < 0x100) {
            putf(d, "\\x%02x", cp);
        } else if (cp < 0x10000) {
            putf(d, "\\u%04x", cp);
        } else {
            putf(d, "\\U%08x", cp);
        }
        i += (size_t)len;
    }
    put(d, qs);
}

static void
repr_bytes(dumper *d, const char *s, size_t n)
{
    int has_sq = memchr(s, '\'', n) != NULL;
    int has_dq = memchr(s, '"', n) != NULL;
    char q = has_sq && !has_dq ? '"' : '\'';
    putf(d, "b%c", q);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == (unsigned char)q || c == '\\') {
            putf(d, "\\%c", c);
        } else if (c == '\n') {
            put(d, "\\n");
        } else if (c == '\r') {
            put(d, "\\r");
        } else if (c == '\t') {
            put(d, "\\t");
        } else if (c < 0x20 || c >= 0x7f) {
            putf(d, "\\x%02x", c);
        } else {
            putf(d, "%c", c);
        }
    }
    putf(d, "%c", q);
}

// Python's repr of a float (shortest round-trip digits); complex_part drops ".0".
static void
repr_float(dumper *d, double v, int complex_part)
{
    if (isinf(v)) {
        put(d, v > 0 ? "inf" : "-inf");
        return;
    }
    if (isnan(v)) {
        put(d, "nan");
        return;
    }
    char buf[64];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
        if (strtod(buf, NULL) == v) {
            break;
        }
    }
    // buf is d.ddde[+-]XX: rebuild in Python's style
    char mant[32];
    int exp10 = 0;
    char *e = strchr(buf, 'e');
    exp10 = atoi(e + 1);
    size_t m = 0;
    int neg = buf[0] == '-';
    for (char *c = buf + neg; c < e; c++) {
        if (*c != '.') {
            mant[m++] = *c;
        }
    }
    while (m > 1 && mant[m - 1] == '0') {
        m--;
    }
    mant[m] = 0;
    char out[64];
    size_t w = 0;
    if (neg) {
        out[w++] = '-';
    }
    if (exp10 < -4 || exp10 >= 16) {
        out[w++] = mant[0];
        if (m > 1) {
            out[w++] = '.';
            memcpy(out + w, mant + 1, m - 1);
            w += m - 1;
        }
        w += (size_t)snprintf(out + w, sizeof out - w, "e%c%02d", exp10 < 0 ? '-' : '+',
                              exp10 < 0 ? -exp10 : exp10);
    } else if (exp10 < 0) {
        out[w++] = '0';
        out[w++] = '.';
        for (int k = 0; k < -exp10 - 1; k++) {
            out[w++] = '0';
        }
        memcpy(out + w, mant, m);
        w += m;
    } else {
        for (int k = 0; k <= exp10; k++) {
            out[w++] = (size_t)k < m ? mant[k] : '0';
        }
        if ((size_t)exp10 + 1 < m) {
            out[w++] = '.';
            memcpy(out + w, mant + exp10 + 1, m - (size_t)exp10 - 1);
            w += m - (size_t)exp10 - 1;
        } else if (!complex_part) {
            out[w++] = '.';
            out[w++] = '0';
        }
    }
    out[w] = 0;
    put(d, out);
}

// Decimal text of a big integer given in some base (schoolbook; tests only).
static void
repr_big(dumper *d, const char *digits, int base)
{
    size_t n = strlen(digits);
    size_t cap = n * 2 + 2;
    unsigned char *dec = cm_calloc(cap, 1); // little-endian decimal digits
    if (!dec) {
        d->fail = 1;
        return;
    }
    size_t len = 1;
    for (size_t i = 0; i < n; i++) {
        int c = digits[i];
        int v = c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0';
        int carry = v;
        for (size_t k = 0; k < len; k++) {
            int x = dec[k] * base + carry;
            dec[k] = (unsigned char)(x % 10);
            carry = x / 10;
        }
        while (carry && len < cap) {
            dec[len++] = (unsigned char)(carry % 10);
            carry /= 10;
        }
    }
    while (len > 1 && dec[len - 1] == 0) {
        len--;
    }
    for (size_t k = len; k-- > 0;) {
        putf(d, "%c", '0' + dec[k]);
    }
    cm_free(dec);
}

static const char *const op_names[] = {"",      "Add",    "Sub",    "Mult",    "MatMult",
                                       "Div",   "Mod",    "Pow",    "LShift",  "RShift",
                                       "BitOr", "BitXor", "BitAnd", "FloorDiv"};
static const char *const unop_names[] = {"", "Invert", "Not", "UAdd", "USub"};
static const char *const cmp_names[] = {"",    "Eq", "NotEq", "Lt", "LtE",  "Gt",
                                        "GtE", "Is", "IsNot", "In", "NotIn"};
static const char *const ctx_names[] = {"", "Load()", "Store()", "Del()"};

static void expr(dumper *d, const mt_expr *e);
static void stmts(dumper *d, const mt_stmt_seq *s);
static void pattern(dumper *d, const mt_pattern *p);

static void
exprs(dumper *d, const mt_expr_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        if (i) {
            put(d, ", ");
        }
        if (s->v[i]) {
            expr(d, s->v[i]);
        } else {
            put(d, "None");
        }
    }
    put(d, "]");
}

static void
idents(dumper *d, const mt_ident_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        if (i) {
            put(d, ", ");
        }
        repr_str(d, s->v[i], strlen(s->v[i]));
    }
    put(d, "]");
}

static void
ident(node *nd, const char *name, const char *v)
{
    if (v) {
        field(nd, name);
        repr_str(nd->d, v, strlen(v));
    }
}

static void
opt_expr(node *nd, const char *name, const mt_expr *e)
{
    if (e) {
        field(nd, name);
        expr(nd->d, e);
    }
}

static void
arg(dumper *d, const mt_arg *a)
{
    node nd;
    open_node(&nd, d, "arg");
    ident(&nd, "arg", a->arg);
    opt_expr(&nd, "annotation", a->annotation);
    close_node(&nd, a->line, a->col, a->end_line, a->end_col, 1);
}

static void
args_seq(dumper *d, const mt_arg_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        if (i) {
            put(d, ", ");
        }
        arg(d, s->v[i]);
    }
    put(d, "]");
}

static void
arguments(dumper *d, const mt_arguments *a)
{
    node nd;
    open_node(&nd, d, "arguments");
    field(&nd, "posonlyargs");
    args_seq(d, &a->posonlyargs);
    field(&nd, "args");
    args_seq(d, &a->args);
    if (a->vararg) {
        field(&nd, "vararg");
        arg(d, a->vararg);
    }
    field(&nd, "kwonlyargs");
    args_seq(d, &a->kwonlyargs);
    field(&nd, "kw_defaults");
    exprs(d, &a->kw_defaults);
    if (a->kwarg) {
        field(&nd, "kwarg");
        arg(d, a->kwarg);
    }
    field(&nd, "defaults");
    exprs(d, &a->defaults);
    close_node(&nd, 0, 0, 0, 0, 0);
}

static void
keywords(dumper *d, const mt_keyword_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        const mt_keyword *k = s->v[i];
        if (i) {
            put(d, ", ");
        }
        node nd;
        open_node(&nd, d, "keyword");
        ident(&nd, "arg", k->arg);
        field(&nd, "value");
        expr(d, k->value);
        close_node(&nd, k->line, k->col, k->end_line, k->end_col, 1);
    }
    put(d, "]");
}

static void
comprehensions(dumper *d, const mt_comprehension_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        const mt_comprehension *c = s->v[i];
        if (i) {
            put(d, ", ");
        }
        node nd;
        open_node(&nd, d, "comprehension");
        field(&nd, "target");
        expr(d, c->target);
        field(&nd, "iter");
        expr(d, c->iter);
        field(&nd, "ifs");
        exprs(d, &c->ifs);
        field(&nd, "is_async");
        putf(d, "%d", c->is_async);
        close_node(&nd, 0, 0, 0, 0, 0);
    }
    put(d, "]");
}

static void
constant(dumper *d, const mt_constant *c)
{
    switch (c->kind) {
    case MT_CONST_NONE:
        put(d, "None");
        break;
    case MT_CONST_TRUE:
        put(d, "True");
        break;
    case MT_CONST_FALSE:
        put(d, "False");
        break;
    case MT_CONST_ELLIPSIS:
        put(d, "Ellipsis");
        break;
    case MT_CONST_INT:
        putf(d, "%lld", (long long)c->v.i);
        break;
    case MT_CONST_BIGINT:
        repr_big(d, c->v.big.digits, c->v.big.base);
        break;
    case MT_CONST_FLOAT:
        repr_float(d, c->v.f, 0);
        break;
    case MT_CONST_COMPLEX:
        repr_float(d, c->v.f, 1);
        put(d, "j");
        break;
    case MT_CONST_STR:
        repr_str(d, c->v.str.s, c->v.str.len);
        break;
    case MT_CONST_BYTES:
        repr_bytes(d, c->v.str.s, c->v.str.len);
        break;
    }
}

static void
expr(dumper *d, const mt_expr *e)
{
    node nd;
    switch (e->kind) {
    case MT_EXPR_BOOLOP:
        open_node(&nd, d, "BoolOp");
        field(&nd, "op");
        put(d, e->v.BoolOp.op == MT_AND ? "And()" : "Or()");
        field(&nd, "values");
        exprs(d, &e->v.BoolOp.values);
        break;
    case MT_EXPR_NAMEDEXPR:
        open_node(&nd, d, "NamedExpr");
        opt_expr(&nd, "target", e->v.NamedExpr.target);
        opt_expr(&nd, "value", e->v.NamedExpr.value);
        break;
    case MT_EXPR_BINOP:
        open_node(&nd, d, "BinOp");
        opt_expr(&nd, "left", e->v.BinOp.left);
        field(&nd, "op");
        putf(d, "%s()", op_names[e->v.BinOp.op]);
        opt_expr(&nd, "right", e->v.BinOp.right);
        break;
    case MT_EXPR_UNARYOP:
        open_node(&nd, d, "UnaryOp");
        field(&nd, "op");
        putf(d, "%s()", unop_names[e->v.UnaryOp.op]);
        opt_expr(&nd, "operand", e->v.UnaryOp.operand);
        break;
    case MT_EXPR_LAMBDA:
        open_node(&nd, d, "Lambda");
        field(&nd, "args");
        arguments(d, e->v.Lambda.args);
        opt_expr(&nd, "body", e->v.Lambda.body);
        break;
    case MT_EXPR_IFEXP:
        open_node(&nd, d, "IfExp");
        opt_expr(&nd, "test", e->v.IfExp.test);
        opt_expr(&nd, "body", e->v.IfExp.body);
        opt_expr(&nd, "orelse", e->v.IfExp.orelse);
        break;
    case MT_EXPR_DICT:
        open_node(&nd, d, "Dict");
        field(&nd, "keys");
        exprs(d, &e->v.Dict.keys);
        field(&nd, "values");
        exprs(d, &e->v.Dict.values);
        break;
    case MT_EXPR_SET:
        open_node(&nd, d, "Set");
        field(&nd, "elts");
        exprs(d, &e->v.Set.elts);
        break;
    case MT_EXPR_LISTCOMP:
    case MT_EXPR_SETCOMP:
    case MT_EXPR_GENERATOREXP:
        open_node(&nd, d,
                  e->kind == MT_EXPR_LISTCOMP  ? "ListComp"
                  : e->kind == MT_EXPR_SETCOMP ? "SetComp"
                                               : "GeneratorExp");
        opt_expr(&nd, "elt", e->v.ListComp.elt);
        field(&nd, "generators");
        comprehensions(d, &e->v.ListComp.generators);
        break;
    case MT_EXPR_DICTCOMP:
        open_node(&nd, d, "DictComp");
        opt_expr(&nd, "key", e->v.DictComp.key);
        opt_expr(&nd, "value", e->v.DictComp.value);
        field(&nd, "generators");
        comprehensions(d, &e->v.DictComp.generators);
        break;
    case MT_EXPR_AWAIT:
        open_node(&nd, d, "Await");
        opt_expr(&nd, "value", e->v.Await.value);
        break;
    case MT_EXPR_YIELD:
        open_node(&nd, d, "Yield");
        opt_expr(&nd, "value", e->v.Yield.value);
        break;
    case MT_EXPR_YIELDFROM:
        open_node(&nd, d, "YieldFrom");
        opt_expr(&nd, "value", e->v.YieldFrom.value);
        break;
    case MT_EXPR_COMPARE:
        open_node(&nd, d, "Compare");
        opt_expr(&nd, "left", e->v.Compare.left);
        field(&nd, "ops");
        put(d, "[");
        for (int i = 0; i < e->v.Compare.n; i++) {
            putf(d, "%s%s()", i ? ", " : "", cmp_names[e->v.Compare.ops[i]]);
        }
        put(d, "]");
        field(&nd, "comparators");
        exprs(d, &e->v.Compare.comparators);
        break;
    case MT_EXPR_CALL:
        open_node(&nd, d, "Call");
        opt_expr(&nd, "func", e->v.Call.func);
        field(&nd, "args");
        exprs(d, &e->v.Call.args);
        field(&nd, "keywords");
        keywords(d, &e->v.Call.keywords);
        break;
    case MT_EXPR_FORMATTEDVALUE:
        open_node(&nd, d, "FormattedValue");
        opt_expr(&nd, "value", e->v.FormattedValue.value);
        field(&nd, "conversion");
        putf(d, "%d", e->v.FormattedValue.conversion);
        opt_expr(&nd, "format_spec", e->v.FormattedValue.format_spec);
        break;
    case MT_EXPR_JOINEDSTR:
        open_node(&nd, d, "JoinedStr");
        field(&nd, "values");
        exprs(d, &e->v.JoinedStr.values);
        break;
    case MT_EXPR_CONSTANT:
        open_node(&nd, d, "Constant");
        field(&nd, "value");
        constant(d, &e->v.Constant);
        if (e->v.Constant.u_prefix) {
            field(&nd, "kind");
            put(d, "'u'");
        }
        break;
    case MT_EXPR_ATTRIBUTE:
        open_node(&nd, d, "Attribute");
        opt_expr(&nd, "value", e->v.Attribute.value);
        ident(&nd, "attr", e->v.Attribute.attr);
        field(&nd, "ctx");
        put(d, ctx_names[e->v.Attribute.ctx]);
        break;
    case MT_EXPR_SUBSCRIPT:
        open_node(&nd, d, "Subscript");
        opt_expr(&nd, "value", e->v.Subscript.value);
        opt_expr(&nd, "slice", e->v.Subscript.slice);
        field(&nd, "ctx");
        put(d, ctx_names[e->v.Subscript.ctx]);
        break;
    case MT_EXPR_STARRED:
        open_node(&nd, d, "Starred");
        opt_expr(&nd, "value", e->v.Starred.value);
        field(&nd, "ctx");
        put(d, ctx_names[e->v.Starred.ctx]);
        break;
    case MT_EXPR_NAME:
        open_node(&nd, d, "Name");
        ident(&nd, "id", e->v.Name.id);
        field(&nd, "ctx");
        put(d, ctx_names[e->v.Name.ctx]);
        break;
    case MT_EXPR_LIST:
    case MT_EXPR_TUPLE:
        open_node(&nd, d, e->kind == MT_EXPR_LIST ? "List" : "Tuple");
        field(&nd, "elts");
        exprs(d, e->kind == MT_EXPR_LIST ? &e->v.List.elts : &e->v.Tuple.elts);
        field(&nd, "ctx");
        put(d, ctx_names[e->kind == MT_EXPR_LIST ? e->v.List.ctx : e->v.Tuple.ctx]);
        break;
    case MT_EXPR_SLICE:
        open_node(&nd, d, "Slice");
        opt_expr(&nd, "lower", e->v.Slice.lower);
        opt_expr(&nd, "upper", e->v.Slice.upper);
        opt_expr(&nd, "step", e->v.Slice.step);
        break;
    default:
        open_node(&nd, d, "?");
        break;
    }
    close_node(&nd, e->line, e->col, e->end_line, e->end_col, 1);
}

static void
patterns(dumper *d, const mt_pattern_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        if (i) {
            put(d, ", ");
        }
        pattern(d, s->v[i]);
    }
    put(d, "]");
}

static void
pattern(dumper *d, const mt_pattern *p)
{
    node nd;
    switch (p->kind) {
    case MT_PAT_MATCHVALUE:
        open_node(&nd, d, "MatchValue");
        opt_expr(&nd, "value", p->v.MatchValue.value);
        break;
    case MT_PAT_MATCHSINGLETON:
        open_node(&nd, d, "MatchSingleton");
        field(&nd, "value");
        put(d, p->v.MatchSingleton.value == MT_CONST_NONE   ? "None"
               : p->v.MatchSingleton.value == MT_CONST_TRUE ? "True"
                                                            : "False");
        break;
    case MT_PAT_MATCHSEQUENCE:
        open_node(&nd, d, "MatchSequence");
        field(&nd, "patterns");
        patterns(d, &p->v.MatchSequence.patterns);
        break;
    case MT_PAT_MATCHMAPPING:
        open_node(&nd, d, "MatchMapping");
        field(&nd, "keys");
        exprs(d, &p->v.MatchMapping.keys);
        field(&nd, "patterns");
        patterns(d, &p->v.MatchMapping.patterns);
        ident(&nd, "rest", p->v.MatchMapping.rest);
        break;
    case MT_PAT_MATCHCLASS:
        open_node(&nd, d, "MatchClass");
        opt_expr(&nd, "cls", p->v.MatchClass.cls);
        field(&nd, "patterns");
        patterns(d, &p->v.MatchClass.patterns);
        field(&nd, "kwd_attrs");
        idents(d, &p->v.MatchClass.kwd_attrs);
        field(&nd, "kwd_patterns");
        patterns(d, &p->v.MatchClass.kwd_patterns);
        break;
    case MT_PAT_MATCHSTAR:
        open_node(&nd, d, "MatchStar");
        ident(&nd, "name", p->v.MatchStar.name);
        break;
    case MT_PAT_MATCHAS:
        open_node(&nd, d, "MatchAs");
        if (p->v.MatchAs.pattern) {
            field(&nd, "pattern");
            pattern(d, p->v.MatchAs.pattern);
        }
        ident(&nd, "name", p->v.MatchAs.name);
        break;
    case MT_PAT_MATCHOR:
        open_node(&nd, d, "MatchOr");
        field(&nd, "patterns");
        patterns(d, &p->v.MatchOr.patterns);
        break;
    default:
        open_node(&nd, d, "?");
        break;
    }
    close_node(&nd, p->line, p->col, p->end_line, p->end_col, 1);
}

static void
stmt(dumper *d, const mt_stmt *s)
{
    node nd;
    switch (s->kind) {
    case MT_STMT_FUNCTIONDEF:
    case MT_STMT_ASYNCFUNCTIONDEF:
        open_node(&nd, d, s->kind == MT_STMT_FUNCTIONDEF ? "FunctionDef" : "AsyncFunctionDef");
        ident(&nd, "name", s->v.FunctionDef.name);
        field(&nd, "args");
        arguments(d, s->v.FunctionDef.args);
        field(&nd, "body");
        stmts(d, &s->v.FunctionDef.body);
        field(&nd, "decorator_list");
        exprs(d, &s->v.FunctionDef.decorator_list);
        opt_expr(&nd, "returns", s->v.FunctionDef.returns);
        break;
    case MT_STMT_CLASSDEF:
        open_node(&nd, d, "ClassDef");
        ident(&nd, "name", s->v.ClassDef.name);
        field(&nd, "bases");
        exprs(d, &s->v.ClassDef.bases);
        field(&nd, "keywords");
        keywords(d, &s->v.ClassDef.keywords);
        field(&nd, "body");
        stmts(d, &s->v.ClassDef.body);
        field(&nd, "decorator_list");
        exprs(d, &s->v.ClassDef.decorator_list);
        break;
    case MT_STMT_RETURN:
        open_node(&nd, d, "Return");
        opt_expr(&nd, "value", s->v.Return.value);
        break;
    case MT_STMT_DELETE:
        open_node(&nd, d, "Delete");
        field(&nd, "targets");
        exprs(d, &s->v.Delete.targets);
        break;
    case MT_STMT_ASSIGN:
        open_node(&nd, d, "Assign");
        field(&nd, "targets");
        exprs(d, &s->v.Assign.targets);
        opt_expr(&nd, "value", s->v.Assign.value);
        break;
    case MT_STMT_AUGASSIGN:
        open_node(&nd, d, "AugAssign");
        opt_expr(&nd, "target", s->v.AugAssign.target);
        field(&nd, "op");
        putf(d, "%s()", op_names[s->v.AugAssign.op]);
        opt_expr(&nd, "value", s->v.AugAssign.value);
        break;
    case MT_STMT_ANNASSIGN:
        open_node(&nd, d, "AnnAssign");
        opt_expr(&nd, "target", s->v.AnnAssign.target);
        opt_expr(&nd, "annotation", s->v.AnnAssign.annotation);
        opt_expr(&nd, "value", s->v.AnnAssign.value);
        field(&nd, "simple");
        putf(d, "%d", s->v.AnnAssign.simple);
        break;
    case MT_STMT_FOR:
    case MT_STMT_ASYNCFOR:
        open_node(&nd, d, s->kind == MT_STMT_FOR ? "For" : "AsyncFor");
        opt_expr(&nd, "target", s->v.For.target);
        opt_expr(&nd, "iter", s->v.For.iter);
        field(&nd, "body");
        stmts(d, &s->v.For.body);
        field(&nd, "orelse");
        stmts(d, &s->v.For.orelse);
        break;
    case MT_STMT_WHILE:
        open_node(&nd, d, "While");
        opt_expr(&nd, "test", s->v.While.test);
        field(&nd, "body");
        stmts(d, &s->v.While.body);
        field(&nd, "orelse");
        stmts(d, &s->v.While.orelse);
        break;
    case MT_STMT_IF:
        open_node(&nd, d, "If");
        opt_expr(&nd, "test", s->v.If.test);
        field(&nd, "body");
        stmts(d, &s->v.If.body);
        field(&nd, "orelse");
        stmts(d, &s->v.If.orelse);
        break;
    case MT_STMT_WITH:
    case MT_STMT_ASYNCWITH:
        open_node(&nd, d, s->kind == MT_STMT_WITH ? "With" : "AsyncWith");
        field(&nd, "items");
        put(d, "[");
        for (int i = 0; i < s->v.With.items.n; i++) {
            const mt_withitem *w = s->v.With.items.v[i];
            node wn;
            if (i) {
                put(d, ", ");
            }
            open_node(&wn, d, "withitem");
            opt_expr(&wn, "context_expr", w->context_expr);
            opt_expr(&wn, "optional_vars", w->optional_vars);
            close_node(&wn, 0, 0, 0, 0, 0);
        }
        put(d, "]");
        field(&nd, "body");
        stmts(d, &s->v.With.body);
        break;
    case MT_STMT_MATCH:
        open_node(&nd, d, "Match");
        opt_expr(&nd, "subject", s->v.Match.subject);
        field(&nd, "cases");
        put(d, "[");
        for (int i = 0; i < s->v.Match.cases.n; i++) {
            const mt_match_case *c = s->v.Match.cases.v[i];
            node cn;
            if (i) {
                put(d, ", ");
            }
            open_node(&cn, d, "match_case");
            field(&cn, "pattern");
            pattern(d, c->pattern);
            opt_expr(&cn, "guard", c->guard);
            field(&cn, "body");
            stmts(d, &c->body);
            close_node(&cn, 0, 0, 0, 0, 0);
        }
        put(d, "]");
        break;
    case MT_STMT_RAISE:
        open_node(&nd, d, "Raise");
        opt_expr(&nd, "exc", s->v.Raise.exc);
        opt_expr(&nd, "cause", s->v.Raise.cause);
        break;
    case MT_STMT_TRY:
    case MT_STMT_TRYSTAR:
        open_node(&nd, d, s->kind == MT_STMT_TRY ? "Try" : "TryStar");
        field(&nd, "body");
        stmts(d, &s->v.Try.body);
        field(&nd, "handlers");
        put(d, "[");
        for (int i = 0; i < s->v.Try.handlers.n; i++) {
            const mt_excepthandler *h = s->v.Try.handlers.v[i];
            node hn;
            if (i) {
                put(d, ", ");
            }
            open_node(&hn, d, "ExceptHandler");
            opt_expr(&hn, "type", h->type);
            ident(&hn, "name", h->name);
            field(&hn, "body");
            stmts(d, &h->body);
            close_node(&hn, h->line, h->col, h->end_line, h->end_col, 1);
        }
        put(d, "]");
        field(&nd, "orelse");
        stmts(d, &s->v.Try.orelse);
        field(&nd, "finalbody");
        stmts(d, &s->v.Try.finalbody);
        break;
    case MT_STMT_ASSERT:
        open_node(&nd, d, "Assert");
        opt_expr(&nd, "test", s->v.Assert.test);
        opt_expr(&nd, "msg", s->v.Assert.msg);
        break;
    case MT_STMT_IMPORT:
    case MT_STMT_IMPORTFROM: {
        const mt_alias_seq *names;
        if (s->kind == MT_STMT_IMPORT) {
            open_node(&nd, d, "Import");
            names = &s->v.Import.names;
        } else {
            open_node(&nd, d, "ImportFrom");
            ident(&nd, "module", s->v.ImportFrom.module);
            names = &s->v.ImportFrom.names;
        }
        field(&nd, "names");
        put(d, "[");
        for (int i = 0; i < names->n; i++) {
            const mt_alias *a = names->v[i];
            node an;
            if (i) {
                put(d, ", ");
            }
            open_node(&an, d, "alias");
            ident(&an, "name", a->name);
            ident(&an, "asname", a->asname);
            close_node(&an, a->line, a->col, a->end_line, a->end_col, 1);
        }
        put(d, "]");
        if (s->kind == MT_STMT_IMPORTFROM) {
            field(&nd, "level");
            putf(d, "%d", s->v.ImportFrom.level);
        }
        break;
    }
    case MT_STMT_GLOBAL:
    case MT_STMT_NONLOCAL:
        open_node(&nd, d, s->kind == MT_STMT_GLOBAL ? "Global" : "Nonlocal");
        field(&nd, "names");
        idents(d, s->kind == MT_STMT_GLOBAL ? &s->v.Global.names : &s->v.Nonlocal.names);
        break;
    case MT_STMT_EXPR:
        open_node(&nd, d, "Expr");
        opt_expr(&nd, "value", s->v.Expr.value);
        break;
    case MT_STMT_PASS:
        open_node(&nd, d, "Pass");
        break;
    case MT_STMT_BREAK:
        open_node(&nd, d, "Break");
        break;
    case MT_STMT_CONTINUE:
        open_node(&nd, d, "Continue");
        break;
    default:
        open_node(&nd, d, "?");
        break;
    }
    close_node(&nd, s->line, s->col, s->end_line, s->end_col, 1);
}

static void
stmts(dumper *d, const mt_stmt_seq *s)
{
    put(d, "[");
    for (int i = 0; i < s->n; i++) {
        if (i) {
            put(d, ", ");
        }
        stmt(d, s->v[i]);
    }
    put(d, "]");
}

/* See astdump.h. */
int
mt_ast_dump(const mt_mod *m, int include_attributes, cm_buf *out)
{
    dumper d = {out, include_attributes, 0};
    switch (m->kind) {
    case MT_MOD_MODULE:
        put(&d, "Module(body=");
        stmts(&d, &m->v.Module.body);
        put(&d, ", type_ignores=[])");
        break;
    case MT_MOD_INTERACTIVE:
        put(&d, "Interactive(body=");
        stmts(&d, &m->v.Interactive.body);
        put(&d, ")");
        break;
    default:
        put(&d, "Expression(body=");
        expr(&d, m->v.Expression.body);
        put(&d, ")");
        break;
    }
    return d.fail ? -1 : 0;
}

/* See astdump.h. */
int
mt_ast_dump_expr(const mt_expr *e, int include_attributes, cm_buf *out)
{
    dumper d = {out, include_attributes, 0};
    expr(&d, e);
    return d.fail ? -1 : 0;
}
