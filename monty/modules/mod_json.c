/* The json module: a CPython-compatible encoder and a recursive-descent decoder whose
 * JSONDecodeError messages and positions match CPython's json.decoder. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

#define JSON_MAX_DEPTH 900

/* ---- encoder ---- */

typedef struct jenc {
    mt_state *st;
    cm_buf b;
    int ensure_ascii, allow_nan, sort_keys, skipkeys, check_circular;
    mt_obj *indent; // str or NULL
    mt_obj *item_sep, *key_sep;
    mt_obj *deflt;
    mt_obj *stack[JSON_MAX_DEPTH];
    int depth;
} jenc;

// The output buffer refused an append: past one allocation, the cap's MemoryError.
static int
oom(jenc *e)
{
    if (mt_buf_check(e->st, &e->b) == 0) {
        mt_nomem(e->st);
    }
    return -1;
}

static int
put(jenc *e, const char *s, size_t n)
{
    return cm_buf_add(&e->b, s, n) < 0 ? oom(e) : 0;
}

static int
puts_(jenc *e, const char *s)
{
    return put(e, s, strlen(s));
}

static int
put_uesc(jenc *e, uint32_t c)
{
    char tmp[16];
    snprintf(tmp, sizeof tmp, "\\u%04x", (unsigned)c);
    return put(e, tmp, 6);
}

// A JSON string literal for UTF-8 s.
static int
enc_string(jenc *e, const char *s, size_t len)
{
    if (put(e, "\"", 1) < 0) {
        return -1;
    }
    size_t i = 0;
    while (i < len) {
        // a run of characters written as they are, in one append
        size_t start = i;
        unsigned char b;
        while (i < len && (b = (unsigned char)s[i]) >= 0x20 && b != '"' && b != '\\' &&
               (b < 0x7f || !e->ensure_ascii)) {
            i++;
        }
        if (i > start && put(e, s + start, i - start) < 0) {
            return -1;
        }
        if (i >= len) {
            break;
        }
        start = i;
        uint32_t c = mt_utf8_get(s, &i);
        const char *esc = NULL;
        switch (c) {
        case '"':
            esc = "\\\"";
            break;
        case '\\':
            esc = "\\\\";
            break;
        case '\n':
            esc = "\\n";
            break;
        case '\r':
            esc = "\\r";
            break;
        case '\t':
            esc = "\\t";
            break;
        case '\b':
            esc = "\\b";
            break;
        case '\f':
            esc = "\\f";
            break;
        default:
            break;
        }
        int rc;
        if (esc) {
            rc = puts_(e, esc);
        } else if (c < 0x20 || (e->ensure_ascii && c > 0x7e)) {
            if (c >= 0x10000) {
                uint32_t v = c - 0x10000;
                rc = put_uesc(e, 0xd800 | (v >> 10));
                if (rc == 0) {
                    rc = put_uesc(e, 0xdc00 | (v & 0x3ff));
                }
            } else {
                rc = put_uesc(e, c);
            }
        } else {
            rc = put(e, s + start, i - start);
        }
        if (rc < 0) {
            return -1;
        }
    }
    return put(e, "\"", 1);
}

static int
enc_float(jenc *e, double v)
{
    if (isnan(v) || isinf(v)) {
        if (!e->allow_nan) {
            mt_obj *r = mt_float_new(e->st, v);
            if (r) {
                mt_raise(e->st, MT_EXC(ValueError),
                         "Out of range float values are not JSON compliant");
                MT_DECREF(r);
            }
            return -1;
        }
        return puts_(e, isnan(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity");
    }
    char buf[40];
    mt_float_repr_buf(v, buf, sizeof buf);
    return puts_(e, buf);
}

static int
enc_int(jenc *e, mt_obj *o)
{
    if (MT_IS_SMALL(o)) {
        char buf[MT_I64_DIGITS];
        size_t k = mt_fmt_i64(buf, MT_SMALL_VAL(o));
        return put(e, buf + k, sizeof buf - k);
    }
    mt_obj *r = mt_int_to_base(e->st, o, 10, 0);
    if (!r) {
        return -1;
    }
    int rc = put(e, mt_str_data(r), mt_str_len(r));
    MT_DECREF(r);
    return rc;
}

static int
newline_indent(jenc *e, int level)
{
    if (put(e, "\n", 1) < 0) {
        return -1;
    }
    for (int i = 0; i < level; i++) {
        if (put(e, mt_str_data(e->indent), mt_str_len(e->indent)) < 0) {
            return -1;
        }
    }
    return 0;
}

static int enc_value(jenc *e, mt_obj *o, int level);

static int
push(jenc *e, mt_obj *o)
{
    if (e->check_circular) {
        for (int i = 0; i < e->depth; i++) {
            if (e->stack[i] == o) {
                mt_raisei(e->st, MT_EXC(ValueError), "Circular reference detected");
                return -1;
            }
        }
    }
    // the level count, and the C stack itself (small thread stacks, big frames)
    if (e->depth >= JSON_MAX_DEPTH || mt_stack_low()) {
        mt_raisei(e->st, MT_EXC(RecursionError),
                  "maximum recursion depth exceeded while encoding a JSON object");
        return -1;
    }
    e->stack[e->depth++] = o;
    return 0;
}

static int
enc_list(jenc *e, mt_obj *o, int level)
{
    mt_obj *const *items;
    size_t n;
    if (mt_isinst(o, &mt_type_list)) {
        items = ((mt_list *)o)->items;
        n = MT_LIST_N(o);
    } else {
        items = ((mt_tuple *)o)->items;
        n = MT_TUPLE_N(o);
    }
    if (n == 0) {
        return puts_(e, "[]");
    }
    if (push(e, o) < 0 || put(e, "[", 1) < 0) {
        return -1;
    }
    if (e->indent && newline_indent(e, level + 1) < 0) {
        return -1;
    }
    // the list may change under a default() callback: re-read its length each time
    for (size_t i = 0; i < n; i++) {
        if (i > 0) {
            if (put(e, mt_str_data(e->item_sep), mt_str_len(e->item_sep)) < 0) {
                return -1;
            }
            if (e->indent && newline_indent(e, level + 1) < 0) {
                return -1;
            }
        }
        mt_obj *x = items[i];
        MT_INCREF(x);
        int rc = enc_value(e, x, level + 1);
        MT_DECREF(x);
        if (rc < 0) {
            return -1;
        }
        if (mt_isinst(o, &mt_type_list)) {
            items = ((mt_list *)o)->items;
            if (MT_LIST_N(o) < n) {
                n = MT_LIST_N(o);
            }
        }
    }
    if (e->indent && newline_indent(e, level) < 0) {
        return -1;
    }
    e->depth--;
    return put(e, "]", 1);
}

// The key of a dict item as a str (new ref), NULL+no exception: skip it.
static mt_obj *
key_str(jenc *e, mt_obj *k)
{
    mt_state *st = e->st;
    if (mt_isinst(k, &mt_type_str)) {
        MT_INCREF(k);
        return k;
    }
    if (k == MT_TRUE) {
        return mt_str_from_c(st, "true");
    }
    if (k == MT_FALSE) {
        return mt_str_from_c(st, "false");
    }
    if (k == MT_NONE) {
        return mt_str_from_c(st, "null");
    }
    if (mt_isinst(k, &mt_type_float)) {
        double v = mt_float_val(k);
        if (isnan(v) || isinf(v)) {
            if (!e->allow_nan) {
                return mt_raise(st, MT_EXC(ValueError),
                                "Out of range float values are not JSON compliant");
            }
            return mt_str_from_c(st, isnan(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity");
        }
        char buf[40];
        mt_float_repr_buf(v, buf, sizeof buf);
        return mt_str_from_c(st, buf);
    }
    if (mt_int_check(k)) {
        return mt_int_to_base(st, k, 10, 0);
    }
    if (e->skipkeys) {
        return NULL;
    }
    return mt_raise(st, MT_EXC(TypeError), "keys must be str, int, float, bool or None, not %s",
                    mt_type_name(k));
}

static int
enc_dict(jenc *e, mt_obj *o, int level)
{
    mt_state *st = e->st;
    if (MT_DICT_LEN(o) == 0) {
        return puts_(e, "{}");
    }
    if (push(e, o) < 0) {
        return -1;
    }
    mt_obj *items = mt_list_new(st, 0);
    if (!items) {
        return -1;
    }
    size_t pos = 0;
    mt_obj *k, *v;
    while (mt_dict_next(o, &pos, &k, &v)) {
        mt_obj *t = mt_tuple_pack(st, 2, k, v);
        if (!t || mt_list_append_take(st, items, t) < 0) {
            MT_DECREF(items);
            return -1;
        }
    }
    if (e->sort_keys && mt_list_sort(st, items, NULL, 0) < 0) {
        MT_DECREF(items);
        return -1;
    }
    if (put(e, "{", 1) < 0) {
        MT_DECREF(items);
        return -1;
    }
    if (e->indent && newline_indent(e, level + 1) < 0) {
        MT_DECREF(items);
        return -1;
    }
    int first = 1;
    for (size_t i = 0; i < MT_LIST_N(items); i++) {
        mt_obj *t = MT_LIST_ITEM(items, i);
        mt_obj *ks = key_str(e, MT_TUPLE_ITEM(t, 0));
        if (!ks) {
            if (st->exc) {
                MT_DECREF(items);
                return -1;
            }
            continue;
        }
        int rc = 0;
        if (!first) {
            rc = put(e, mt_str_data(e->item_sep), mt_str_len(e->item_sep));
            if (rc == 0 && e->indent) {
                rc = newline_indent(e, level + 1);
            }
        }
        first = 0;
        if (rc == 0) {
            rc = enc_string(e, mt_str_data(ks), mt_str_len(ks));
        }
        MT_DECREF(ks);
        if (rc == 0) {
            rc = put(e, mt_str_data(e->key_sep), mt_str_len(e->key_sep));
        }
        if (rc == 0) {
            rc = enc_value(e, MT_TUPLE_ITEM(t, 1), level + 1);
        }
        if (rc < 0) {
            MT_DECREF(items);
            return -1;
        }
    }
    MT_DECREF(items);
    if (e->indent && newline_indent(e, level) < 0) {
        return -1;
    }
    e->depth--;
    return put(e, "}", 1);
}

static int
enc_value(jenc *e, mt_obj *o, int level)
{
    mt_state *st = e->st;
    if (o == MT_NONE) {
        return puts_(e, "null");
    }
    if (o == MT_TRUE) {
        return puts_(e, "true");
    }
    if (o == MT_FALSE) {
        return puts_(e, "false");
    }
    if (mt_isinst(o, &mt_type_str)) {
        return enc_string(e, mt_str_data(o), mt_str_len(o));
    }
    if (mt_int_check(o)) {
        return enc_int(e, o);
    }
    if (mt_isinst(o, &mt_type_float)) {
        return enc_float(e, mt_float_val(o));
    }
    if (mt_isinst(o, &mt_type_list) || mt_isinst(o, &mt_type_tuple)) {
        return enc_list(e, o, level);
    }
    if (mt_isinst(o, &mt_type_dict)) {
        return enc_dict(e, o, level);
    }
    if (!e->deflt) {
        // the class's __name__, as CPython's JSONEncoder.default says it (no module part)
        const char *name = mt_type_name(o);
        const char *dot = strrchr(name, '.');
        return mt_raisei(st, MT_EXC(TypeError), "Object of type %s is not JSON serializable",
                         dot ? dot + 1 : name);
    }
    if (push(e, o) < 0) {
        return -1;
    }
    mt_obj *r = mt_call1(st, e->deflt, o);
    if (!r) {
        return -1;
    }
    int rc = enc_value(e, r, level);
    MT_DECREF(r);
    if (rc == 0) {
        e->depth--;
    }
    return rc;
}

static const mt_argspec dumps_specs[] = {
    {"obj", 1}, {"skipkeys", 0}, {"ensure_ascii", 0}, {"check_circular", 0}, {"allow_nan", 0},
    {"cls", 0}, {"indent", 0},   {"separators", 0},   {"default", 0},        {"sort_keys", 0},
    {NULL, 0}};

// dumps(obj, cls=C, ...): C(skipkeys=..., ..., sort_keys=...).encode(obj), as CPython does.
static mt_obj *
dumps_with_cls(mt_state *st, mt_obj **v)
{
    static const int idx[8] = {1, 2, 3, 4, 6, 7, 8, 9}; // dumps_specs without obj and cls
    mt_obj *dflt[10] = {NULL, MT_FALSE, MT_TRUE, MT_TRUE, MT_TRUE,
                        NULL, MT_NONE,  MT_NONE, MT_NONE, MT_FALSE};
    mt_obj *vals[8];
    mt_obj *names = mt_tuple_new(st, 8);
    if (!names) {
        return NULL;
    }
    for (int i = 0; i < 8; i++) {
        mt_obj *k = mt_str_from_c(st, dumps_specs[idx[i]].name);
        if (!k) {
            MT_DECREF(names);
            return NULL;
        }
        MT_TUPLE_ITEM(names, i) = k;
        vals[i] = v[idx[i]] ? v[idx[i]] : dflt[idx[i]];
    }
    mt_obj *enc = mt_call(st, v[5], 0, vals, names);
    MT_DECREF(names);
    if (!enc) {
        return NULL;
    }
    mt_obj *meth = mt_str_from_c(st, "encode");
    mt_obj *r = meth ? mt_call_method(st, enc, meth, 1, &v[0]) : NULL;
    MT_XDECREF(meth);
    MT_DECREF(enc);
    return r;
}

// Encode with the options in v (indices of dumps_specs); a new str.
static mt_obj *
do_dumps(mt_state *st, mt_obj **v)
{
    if (v[5] && v[5] != MT_NONE) {
        return dumps_with_cls(st, v);
    }
    jenc *e = mt_mem(st, sizeof(jenc));
    if (!e) {
        return NULL;
    }
    memset(e, 0, sizeof *e);
    e->st = st;
    mt_buf_init(st, &e->b);
    e->skipkeys = v[1] ? mt_truth(st, v[1]) : 0;
    e->ensure_ascii = v[2] ? mt_truth(st, v[2]) : 1;
    e->check_circular = v[3] ? mt_truth(st, v[3]) : 1;
    e->allow_nan = v[4] ? mt_truth(st, v[4]) : 1;
    e->sort_keys = v[9] ? mt_truth(st, v[9]) : 0;
    e->deflt = (v[8] && v[8] != MT_NONE) ? v[8] : NULL;
    mt_obj *r = NULL;
    mt_obj *ind = v[6];
    if (ind && ind != MT_NONE) {
        if (mt_isinst(ind, &mt_type_str)) {
            MT_INCREF(ind);
            e->indent = ind;
        } else {
            int64_t k;
            if (mt_index(st, ind, &k) < 0) {
                goto out;
            }
            cm_buf sp;
            mt_buf_init(st, &sp);
            if (k > 0 && ((uint64_t)k > SIZE_MAX || mt_size_check(st, (size_t)k) < 0)) {
                if (!st->exc) {
                    (void)mt_too_big(st);
                }
                goto out;
            }
            (void)!cm_buf_fill(&sp, ' ', k > 0 ? (size_t)k : 0);
            e->indent = mt_str_from_buf(st, &sp);
            if (!e->indent) {
                goto out;
            }
        }
    }
    if (v[7] && v[7] != MT_NONE) {
        mt_obj *t = mt_tuple_from_iter(st, v[7]);
        if (!t) {
            goto out;
        }
        if (MT_TUPLE_N(t) != 2) {
            if (MT_TUPLE_N(t) < 2) {
                mt_raise(st, MT_EXC(ValueError),
                         "not enough values to unpack (expected 2, got %zu)", MT_TUPLE_N(t));
            } else {
                mt_raise(st, MT_EXC(ValueError), "too many values to unpack (expected 2)");
            }
            MT_DECREF(t);
            goto out;
        }
        e->item_sep = MT_TUPLE_ITEM(t, 0);
        e->key_sep = MT_TUPLE_ITEM(t, 1);
        MT_INCREF(e->item_sep);
        MT_INCREF(e->key_sep);
        MT_DECREF(t);
        if (!mt_isinst(e->item_sep, &mt_type_str) || !mt_isinst(e->key_sep, &mt_type_str)) {
            mt_raise(
                st, MT_EXC(TypeError), "make_encoder() argument 6 must be str, not %s",
                mt_arg_type_name(mt_isinst(e->item_sep, &mt_type_str) ? e->key_sep : e->item_sep));
            goto out;
        }
    } else {
        e->item_sep = mt_str_from_c(st, e->indent ? "," : ", ");
        e->key_sep = mt_str_from_c(st, ": ");
        if (!e->item_sep || !e->key_sep) {
            goto out;
        }
    }
    if (st->exc) {
        goto out;
    }
    if (enc_value(e, v[0], 0) == 0) {
        r = mt_buf_check(st, &e->b) < 0 ? NULL : mt_str_new(st, cm_buf_str(&e->b), e->b.len);
    }
out:
    cm_buf_free(&e->b);
    MT_XDECREF(e->indent);
    MT_XDECREF(e->item_sep);
    MT_XDECREF(e->key_sep);
    cm_free(e);
    return r;
}

static mt_obj *
json_dumps(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_obj *v[10] = {0};
    if (mt_args_parse_py(st, "dumps", n, args, kw, dumps_specs, 1, v) < 0) {
        return NULL;
    }
    return do_dumps(st, v);
}

static mt_obj *
json_dump(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"obj", 1},       {"fp", 1},  {"skipkeys", 0}, {"ensure_ascii", 0}, {"check_circular", 0},
        {"allow_nan", 0}, {"cls", 0}, {"indent", 0},   {"separators", 0},   {"default", 0},
        {"sort_keys", 0}, {NULL, 0}};
    mt_obj *v[11] = {0};
    if (mt_args_parse_py(st, "dump", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    mt_obj *dv[10];
    dv[0] = v[0];
    for (int i = 1; i < 10; i++) {
        dv[i] = v[i + 1];
    }
    mt_obj *s = do_dumps(st, dv);
    if (!s) {
        return NULL;
    }
    mt_obj *r = mt_call_method(st, v[1], MT_NAME(write), 1, &s);
    MT_DECREF(s);
    if (!r) {
        return NULL;
    }
    MT_DECREF(r);
    return MT_NONE;
}

/* ---- decoder ---- */

typedef struct jdec {
    mt_state *st;
    const char *s;
    size_t len;
    mt_obj *doc; // the str being decoded (borrowed)
    mt_obj *object_hook, *pairs_hook, *parse_float, *parse_int, *parse_constant;
    int strict;
    int depth;
} jdec;

static mt_obj *
decode_error_type(mt_state *st)
{
    // as mod_random.c's default_inst: only a module in sys.modules["json"] is read
    mt_obj *m = st->modules ? mt_dict_get_str_borrow(st->modules, "json") : NULL;
    if (!m || MT_TYPE(m) != &mt_type_module) {
        return NULL;
    }
    return mt_dict_get_str_borrow(((mt_module *)m)->dict, "JSONDecodeError");
}

// Raise JSONDecodeError(msg, doc, pos) with pos a byte offset into d->s.
static mt_obj *
derr(jdec *d, const char *msg, size_t bpos)
{
    mt_state *st = d->st;
    size_t pos = mt_utf8_count(d->s, bpos);
    size_t lineno = 1, linestart = 0;
    for (size_t i = 0; i < bpos; i++) {
        if (d->s[i] == '\n') {
            lineno++;
            linestart = i + 1;
        }
    }
    size_t colno = mt_utf8_count(d->s + linestart, bpos - linestart) + 1;
    mt_obj *t = decode_error_type(st);
    if (!t) {
        return mt_raise(st, MT_EXC(ValueError), "%s: line %zu column %zu (char %zu)", msg, lineno,
                        colno, pos);
    }
    mt_obj *full = mt_str_printf(st, "%s: line %zu column %zu (char %zu)", msg, lineno, colno, pos);
    if (!full) {
        return NULL;
    }
    MT_INCREF(t); // borrowed from the module's dict, which the call may change
    mt_obj *e = mt_call1(st, t, full);
    MT_DECREF(t);
    MT_DECREF(full);
    if (!e) {
        return NULL;
    }
    mt_obj *vals[5] = {mt_str_from_c(st, msg), d->doc, mt_int_from_i64(st, (int64_t)pos),
                       mt_int_from_i64(st, (int64_t)lineno), mt_int_from_i64(st, (int64_t)colno)};
    static const char *const names[5] = {"msg", "doc", "pos", "lineno", "colno"};
    for (int i = 0; i < 5; i++) {
        if (!vals[i]) {
            break;
        }
        mt_obj *nm = mt_str_from_c(st, names[i]);
        if (!nm || mt_setattr(st, e, nm, vals[i]) < 0) {
            MT_XDECREF(nm);
            break;
        }
        MT_DECREF(nm);
    }
    MT_XDECREF(vals[0]);
    for (int i = 2; i < 5; i++) {
        MT_XDECREF(vals[i]);
    }
    if (!st->exc) {
        mt_raise_obj(st, e);
    }
    MT_DECREF(e);
    return NULL;
}

static size_t
skip_ws(jdec *d, size_t i)
{
    while (i < d->len &&
           (d->s[i] == ' ' || d->s[i] == '\t' || d->s[i] == '\n' || d->s[i] == '\r')) {
        i++;
    }
    return i;
}

static int
hex4(const char *p, uint32_t *out)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') {
            v |= (uint32_t)(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            v |= (uint32_t)(c - 'a' + 10);
        } else if (c >= 'A' && c <= 'F') {
            v |= (uint32_t)(c - 'A' + 10);
        } else {
            return -1;
        }
    }
    *out = v;
    return 0;
}

// A string whose opening quote is at i-1; *end gets the index after the closing quote.
static mt_obj *
dec_string(jdec *d, size_t i, size_t *end)
{
    size_t begin = i - 1;
    cm_buf b;
    mt_buf_init(d->st, &b);
    for (;;) {
        size_t run = i;
        while (i < d->len && d->s[i] != '"' && d->s[i] != '\\' &&
               !(d->strict && (unsigned char)d->s[i] < 0x20)) {
            i++;
        }
        if (i > run && cm_buf_add(&b, d->s + run, i - run) < 0) {
            return mt_nomem(d->st);
        }
        if (i >= d->len) {
            cm_buf_free(&b);
            return derr(d, "Unterminated string starting at", begin);
        }
        char c = d->s[i];
        if (c == '"') {
            *end = i + 1;
            return mt_str_from_buf(d->st, &b);
        }
        if (c != '\\') {
            cm_buf_free(&b);
            return derr(d, "Invalid control character at", i);
        }
        i++;
        if (i >= d->len) {
            cm_buf_free(&b);
            return derr(d, "Unterminated string starting at", begin);
        }
        c = d->s[i];
        char out = 0;
        switch (c) {
        case '"':
            out = '"';
            break;
        case '\\':
            out = '\\';
            break;
        case '/':
            out = '/';
            break;
        case 'b':
            out = '\b';
            break;
        case 'f':
            out = '\f';
            break;
        case 'n':
            out = '\n';
            break;
        case 'r':
            out = '\r';
            break;
        case 't':
            out = '\t';
            break;
        case 'u':
            break;
        default:
            cm_buf_free(&b);
            return derr(d, "Invalid \\escape", i - 1);
        }
        if (c != 'u') {
            if (cm_buf_addc(&b, out) < 0) {
                return mt_nomem(d->st);
            }
            i++;
            continue;
        }
        uint32_t u;
        if (i + 5 > d->len || hex4(d->s + i + 1, &u) < 0) {
            cm_buf_free(&b);
            return derr(d, "Invalid \\uXXXX escape", i);
        }
        i += 5;
        if (u >= 0xd800 && u <= 0xdbff && i + 6 <= d->len && d->s[i] == '\\' &&
            d->s[i + 1] == 'u') {
            uint32_t lo;
            if (hex4(d->s + i + 2, &lo) < 0) {
                cm_buf_free(&b);
                return derr(d, "Invalid \\uXXXX escape", i);
            }
            if (lo >= 0xdc00 && lo <= 0xdfff) {
                u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
                i += 6;
            }
        }
        // a lone surrogate stays one code point, as in CPython
        if (mt_utf8_put(&b, u) < 0) {
            return mt_nomem(d->st);
        }
    }
}

static mt_obj *dec_value(jdec *d, size_t i, size_t *end);

static mt_obj *
dec_number(jdec *d, size_t i, size_t *end)
{
    size_t start = i;
    const char *s = d->s;
    if (i < d->len && s[i] == '-') {
        i++;
    }
    if (i < d->len && s[i] == '0') {
        i++;
    } else if (i < d->len && s[i] >= '1' && s[i] <= '9') {
        while (i < d->len && s[i] >= '0' && s[i] <= '9') {
            i++;
        }
    } else {
        return derr(d, "Expecting value", start);
    }
    int is_float = 0;
    if (i + 1 < d->len && s[i] == '.' && s[i + 1] >= '0' && s[i + 1] <= '9') {
        i += 2;
        while (i < d->len && s[i] >= '0' && s[i] <= '9') {
            i++;
        }
        is_float = 1;
    }
    if (i < d->len && (s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1;
        if (j < d->len && (s[j] == '+' || s[j] == '-')) {
            j++;
        }
        if (j < d->len && s[j] >= '0' && s[j] <= '9') {
            while (j < d->len && s[j] >= '0' && s[j] <= '9') {
                j++;
            }
            i = j;
            is_float = 1;
        }
    }
    *end = i;
    mt_obj *hook = is_float ? d->parse_float : d->parse_int;
    if (hook) {
        mt_obj *txt = mt_str_new(d->st, s + start, i - start);
        if (!txt) {
            return NULL;
        }
        mt_obj *r = mt_call1(d->st, hook, txt);
        MT_DECREF(txt);
        return r;
    }
    if (is_float) {
        mt_obj *txt = mt_str_new(d->st, s + start, i - start);
        if (!txt) {
            return NULL;
        }
        mt_obj *r = mt_float_from_str(d->st, txt);
        MT_DECREF(txt);
        return r;
    }
    return mt_int_from_str(d->st, s + start, i - start, 10);
}

static mt_obj *
dec_array(jdec *d, size_t i, size_t *end)
{
    mt_obj *l = mt_list_new(d->st, 0);
    if (!l) {
        return NULL;
    }
    i = skip_ws(d, i);
    if (i < d->len && d->s[i] == ']') {
        *end = i + 1;
        return l;
    }
    for (;;) {
        size_t next;
        mt_obj *v = dec_value(d, i, &next);
        if (!v || mt_list_append_take(d->st, l, v) < 0) {
            MT_DECREF(l);
            return NULL;
        }
        i = skip_ws(d, next);
        if (i < d->len && d->s[i] == ']') {
            *end = i + 1;
            return l;
        }
        if (i >= d->len || d->s[i] != ',') {
            MT_DECREF(l);
            return derr(d, "Expecting ',' delimiter", i);
        }
        i = skip_ws(d, i + 1);
    }
}

static mt_obj *
dec_object(jdec *d, size_t i, size_t *end)
{
    mt_state *st = d->st;
    mt_obj *pairs = d->pairs_hook ? mt_list_new(st, 0) : NULL;
    mt_obj *obj = d->pairs_hook ? NULL : mt_dict_new(st);
    if (!pairs && !obj) {
        return NULL;
    }
    i = skip_ws(d, i);
    if (!(i < d->len && d->s[i] == '}')) {
        for (;;) {
            if (i >= d->len || d->s[i] != '"') {
                derr(d, "Expecting property name enclosed in double quotes", i);
                goto fail;
            }
            size_t next;
            mt_obj *k = dec_string(d, i + 1, &next);
            if (!k) {
                goto fail;
            }
            i = skip_ws(d, next);
            if (i >= d->len || d->s[i] != ':') {
                MT_DECREF(k);
                derr(d, "Expecting ':' delimiter", i);
                goto fail;
            }
            i = skip_ws(d, i + 1);
            mt_obj *v = dec_value(d, i, &next);
            if (!v) {
                MT_DECREF(k);
                goto fail;
            }
            int rc;
            if (pairs) {
                mt_obj *t = mt_tuple_pack(st, 2, k, v);
                rc = t ? mt_list_append_take(st, pairs, t) : -1;
                MT_DECREF(v);
            } else {
                rc = mt_dict_set_take(st, obj, k, v);
            }
            MT_DECREF(k);
            if (rc < 0) {
                goto fail;
            }
            i = skip_ws(d, next);
            if (i < d->len && d->s[i] == '}') {
                break;
            }
            if (i >= d->len || d->s[i] != ',') {
                derr(d, "Expecting ',' delimiter", i);
                goto fail;
            }
            i = skip_ws(d, i + 1);
        }
    }
    *end = i + 1;
    if (pairs) {
        mt_obj *r = mt_call1(st, d->pairs_hook, pairs);
        MT_DECREF(pairs);
        return r;
    }
    if (d->object_hook) {
        mt_obj *r = mt_call1(st, d->object_hook, obj);
        MT_DECREF(obj);
        return r;
    }
    return obj;
fail:
    MT_XDECREF(pairs);
    MT_XDECREF(obj);
    return NULL;
}

static int
word_at(jdec *d, size_t i, const char *w)
{
    size_t n = strlen(w);
    return i + n <= d->len && memcmp(d->s + i, w, n) == 0;
}

static mt_obj *
dec_value(jdec *d, size_t i, size_t *end)
{
    if (i >= d->len) {
        return derr(d, "Expecting value", i);
    }
    char c = d->s[i];
    if (c == '"') {
        return dec_string(d, i + 1, end);
    }
    if (c == '{' || c == '[') {
        if (d->depth >= JSON_MAX_DEPTH || mt_stack_low()) {
            return mt_raise(d->st, MT_EXC(RecursionError),
                            "maximum recursion depth exceeded while decoding a JSON %s from a "
                            "unicode string",
                            c == '{' ? "object" : "array");
        }
        d->depth++;
        mt_obj *r = c == '{' ? dec_object(d, i + 1, end) : dec_array(d, i + 1, end);
        d->depth--;
        return r;
    }
    if (c == 'n' && word_at(d, i, "null")) {
        *end = i + 4;
        return MT_NONE;
    }
    if (c == 't' && word_at(d, i, "true")) {
        *end = i + 4;
        return MT_TRUE;
    }
    if (c == 'f' && word_at(d, i, "false")) {
        *end = i + 5;
        return MT_FALSE;
    }
    static const struct {
        const char *word;
        double value;
    } constants[] = {{"NaN", NAN}, {"Infinity", INFINITY}, {"-Infinity", -INFINITY}};
    for (size_t k = 0; k < sizeof constants / sizeof constants[0]; k++) {
        if (c == constants[k].word[0] && word_at(d, i, constants[k].word)) {
            *end = i + strlen(constants[k].word);
            if (!d->parse_constant) {
                return mt_float_new(d->st, constants[k].value);
            }
            mt_obj *w = mt_str_from_c(d->st, constants[k].word);
            mt_obj *r = w ? mt_call1(d->st, d->parse_constant, w) : NULL;
            MT_XDECREF(w);
            return r;
        }
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
        return dec_number(d, i, end);
    }
    return derr(d, "Expecting value", i);
}

// bytes given to loads, decoded in the encoding json.detect_encoding names (its BOM or the
// pattern of zero bytes in the first four); a new str.
static mt_obj *
decode_detected(mt_state *st, mt_obj *o)
{
    const unsigned char *b = (const unsigned char *)((mt_bytes *)o)->data;
    size_t n = ((mt_bytes *)o)->len;
    const char *enc = "utf-8";
    if (n >= 4 && ((b[0] == 0 && b[1] == 0 && b[2] == 0xfe && b[3] == 0xff) ||
                   (b[0] == 0xff && b[1] == 0xfe && b[2] == 0 && b[3] == 0))) {
        enc = "utf-32";
    } else if (n >= 2 && ((b[0] == 0xfe && b[1] == 0xff) || (b[0] == 0xff && b[1] == 0xfe))) {
        enc = "utf-16";
    } else if (n >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf) {
        enc = "utf-8-sig";
    } else if (n >= 4 && b[0] == 0) {
        enc = b[1] ? "utf-16-be" : "utf-32-be";
    } else if (n >= 4 && b[1] == 0) {
        enc = b[2] || b[3] ? "utf-16-le" : "utf-32-le";
    } else if (n == 2 && b[0] == 0) {
        enc = "utf-16-be";
    } else if (n == 2 && b[1] == 0) {
        enc = "utf-16-le";
    }
    size_t skip = 0;
    mt_obj *name = NULL, *errors = NULL;
    if (strcmp(enc, "utf-8-sig") == 0) {
        skip = 3;
    } else if (strcmp(enc, "utf-8") != 0) {
        name = mt_str_from_c(st, enc);
        errors = mt_str_from_c(st, "surrogatepass");
        if (!name || !errors) {
            MT_XDECREF(name);
            MT_XDECREF(errors);
            return NULL;
        }
    }
    mt_obj *r = mt_codec_decode(st, (const char *)b + skip, n - skip, name, errors);
    MT_XDECREF(name);
    MT_XDECREF(errors);
    return r;
}

// loads(s, cls=C, ...): C(**the options given, None dropped).decode(s), as CPython does.
static mt_obj *
loads_with_cls(mt_state *st, mt_obj *s, mt_obj **v, const mt_argspec *specs)
{
    mt_obj *vals[6];
    size_t nk = 0;
    for (int i = 2; i < 8; i++) {
        if (v[i] && (v[i] != MT_NONE || i == 7)) {
            vals[nk++] = v[i];
        }
    }
    mt_obj *names = mt_tuple_new(st, nk);
    if (!names) {
        return NULL;
    }
    nk = 0;
    for (int i = 2; i < 8; i++) {
        if (v[i] && (v[i] != MT_NONE || i == 7)) {
            mt_obj *k = mt_str_from_c(st, specs[i].name);
            if (!k) {
                MT_DECREF(names);
                return NULL;
            }
            MT_TUPLE_ITEM(names, nk++) = k;
        }
    }
    mt_obj *dec = mt_call(st, v[1], 0, vals, names);
    MT_DECREF(names);
    if (!dec) {
        return NULL;
    }
    mt_obj *meth = mt_str_from_c(st, "decode");
    mt_obj *r = meth ? mt_call_method(st, dec, meth, 1, &s) : NULL;
    MT_XDECREF(meth);
    MT_DECREF(dec);
    return r;
}

static mt_obj *
json_loads(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1},
                                       {"cls", 0},
                                       {"object_hook", 0},
                                       {"parse_float", 0},
                                       {"parse_int", 0},
                                       {"parse_constant", 0},
                                       {"object_pairs_hook", 0},
                                       {"strict", 0},
                                       {NULL, 0}};
    mt_obj *v[8] = {0};
    if (mt_args_parse_py(st, "loads", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    mt_obj *s = v[0];
    mt_obj *owned = NULL;
    if (mt_isinst(s, &mt_type_bytes) || mt_isinst(s, &mt_type_bytearray)) {
        owned = decode_detected(st, s);
        if (!owned) {
            return NULL;
        }
        s = owned;
    } else if (!mt_isinst(s, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "the JSON object must be str, bytes or bytearray, not %s", mt_type_name(s));
    }
    if (v[1] && v[1] != MT_NONE) { // cls(**the hooks given).decode(s)
        mt_obj *r = loads_with_cls(st, s, v, specs);
        MT_XDECREF(owned);
        return r;
    }
    jdec d = {.st = st, .s = mt_str_data(s), .len = mt_str_len(s), .doc = s, .strict = 1};
#define HOOK(i) (v[i] && v[i] != MT_NONE ? v[i] : NULL)
    d.object_hook = HOOK(2);
    d.parse_float = HOOK(3);
    d.parse_int = HOOK(4);
    d.parse_constant = HOOK(5);
    d.pairs_hook = HOOK(6);
#undef HOOK
    if (v[7]) {
        d.strict = mt_truth(st, v[7]);
    }
    mt_obj *r = NULL;
    if (d.len >= 3 && memcmp(d.s, "\xef\xbb\xbf", 3) == 0) {
        derr(&d, "Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
        goto out;
    }
    size_t end;
    r = dec_value(&d, skip_ws(&d, 0), &end);
    if (r) {
        end = skip_ws(&d, end);
        if (end != d.len) {
            MT_CLEAR(r);
            derr(&d, "Extra data", end);
        }
    }
out:
    MT_XDECREF(owned);
    return r;
}

static mt_obj *
json_load(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (n < 1) {
        return mt_raise(st, MT_EXC(TypeError),
                        "load() missing 1 required positional argument: 'fp'");
    }
    mt_obj *txt = mt_call_method(st, args[0], MT_NAME(read), 0, NULL);
    if (!txt) {
        return NULL;
    }
    mt_obj *small[16];
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    if (n + nk > 16) {
        MT_DECREF(txt);
        return mt_raise(st, MT_EXC(TypeError), "load() got too many arguments");
    }
    small[0] = txt;
    for (size_t i = 1; i < n + nk; i++) {
        small[i] = args[i];
    }
    mt_obj *r = json_loads(st, n, small, kw);
    MT_DECREF(txt);
    return r;
}

// The Python part of json is monty/lib/json.py, frozen at build time (monty/frozen.h).

static const mt_method json_methods[] = {
    {"dumps", json_dumps, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"dump", json_dump, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"loads", json_loads, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"load", json_load, MT_ARGS(1, 1) | MT_NOSELF | MT_KW},
    {NULL, NULL, 0}};

static int
json_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_obj *name = mt_str_from_c(st, "JSONDecodeError");
    mt_obj *bases = mt_tuple_pack(st, 1, (mt_obj *)MT_EXC(ValueError));
    mt_obj *ns = mt_dict_new(st);
    mt_obj *mod = mt_str_from_c(st, "json.decoder");
    int rc = -1;
    if (name && bases && ns && mod && mt_dict_set_str(st, ns, "__module__", mod) == 0) {
        mt_obj *t = mt_type_new_heap(st, name, bases, ns, NULL);
        if (t) {
            rc = mt_dict_set_str(st, d, "JSONDecodeError", t);
            MT_DECREF(t);
        }
    }
    MT_XDECREF(name);
    MT_XDECREF(bases);
    MT_XDECREF(ns);
    MT_XDECREF(mod);
    if (rc < 0) {
        return -1;
    }
    return mt_module_exec_frozen(st, m, "json");
}

const mt_module_def mt_module_json = {"json", json_methods, json_init};
