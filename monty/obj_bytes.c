/* bytes and bytearray: byte strings with the common methods. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

static mt_obj *
new_of(mt_state *st, const mt_type *t, const char *s, size_t len)
{
    mt_bytes *b = (mt_bytes *)mt_alloc(
        st, t, t->basicsize > sizeof(mt_bytes) ? t->basicsize : sizeof(mt_bytes));
    if (!b) {
        return NULL;
    }
    b->data = mt_mem(st, len + 1);
    if (!b->data) {
        MT_DECREF(b);
        return NULL;
    }
    if (len) {
        memcpy(b->data, s, len);
    }
    b->data[len] = 0;
    b->len = len;
    b->cap = len + 1;
    b->hash = -1;
    return (mt_obj *)b;
}

mt_obj *
mt_bytes_new(mt_state *st, const char *s, size_t len)
{
    return new_of(st, &mt_type_bytes, s, len);
}

mt_obj *
mt_bytearray_new(mt_state *st, const char *s, size_t len)
{
    return new_of(st, &mt_type_bytearray, s, len);
}

int
mt_bytes_check(mt_obj *o)
{
    return mt_isinst(o, &mt_type_bytes) || mt_isinst(o, &mt_type_bytearray);
}

static void
bytes_release(mt_obj *o)
{
    cm_free(((mt_bytes *)o)->data);
    ((mt_bytes *)o)->data = NULL;
}

mt_obj *
mt_bytes_repr_prefixed(mt_state *st, const char *d, size_t len, const char *prefix,
                       const char *suffix)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    (void)!cm_buf_adds(&b, prefix);
    int sq = memchr(d, '\'', len) != NULL, dq = memchr(d, '"', len) != NULL;
    char q = sq && !dq ? '"' : '\'';
    (void)!cm_buf_addc(&b, q);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)d[i];
        if (c == (unsigned char)q || c == '\\') {
            (void)!cm_buf_addc(&b, '\\');
            (void)!cm_buf_addc(&b, (char)c);
        } else if (c == '\n') {
            (void)!cm_buf_adds(&b, "\\n");
        } else if (c == '\r') {
            (void)!cm_buf_adds(&b, "\\r");
        } else if (c == '\t') {
            (void)!cm_buf_adds(&b, "\\t");
        } else if (c < 0x20 || c >= 0x7f) {
            (void)!cm_buf_printf(&b, "\\x%02x", c);
        } else {
            (void)!cm_buf_addc(&b, (char)c);
        }
    }
    (void)!cm_buf_addc(&b, q);
    (void)!cm_buf_adds(&b, suffix);
    return mt_str_from_buf(st, &b);
}

static mt_obj *
bytes_repr(mt_state *st, mt_obj *o)
{
    mt_bytes *b = (mt_bytes *)o;
    if (mt_isinst(o, &mt_type_bytearray)) {
        return mt_bytes_repr_prefixed(st, b->data, b->len, "bytearray(b", ")");
    }
    return mt_bytes_repr_prefixed(st, b->data, b->len, "b", "");
}

static int64_t
bytes_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_bytes *b = (mt_bytes *)o;
    if (b->hash != -1) {
        return b->hash;
    }
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < b->len; i++) {
        h ^= (unsigned char)b->data[i];
        h *= 1099511628211ULL;
    }
    int64_t r = (int64_t)(h >> 1);
    b->hash = r == -1 ? -2 : r;
    return b->hash;
}

static ssize_t
bytes_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)((mt_bytes *)o)->len;
}

static mt_obj *
bytes_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    mt_bytes *b = (mt_bytes *)o;
    if (MT_TYPE(key) == &mt_type_slice) {
        int64_t start, stop, step, cnt;
        if (mt_slice_indices(st, key, (int64_t)b->len, &start, &stop, &step, &cnt) < 0) {
            return NULL;
        }
        char *tmp = mt_mem(st, (size_t)cnt + 1);
        if (!tmp) {
            return NULL;
        }
        for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
            tmp[i] = b->data[j];
        }
        mt_obj *r =
            new_of(st, mt_isinst(o, &mt_type_bytearray) ? &mt_type_bytearray : &mt_type_bytes, tmp,
                   (size_t)cnt);
        cm_free(tmp);
        return r;
    }
    int64_t i;
    if (!mt_int_check(key)) {
        return mt_raise(st, MT_EXC(TypeError), "byte indices must be integers or slices, not %s",
                        mt_type_name(key));
    }
    if (mt_index(st, key, &i) < 0) {
        return NULL;
    }
    if (i < 0) {
        i += (int64_t)b->len;
    }
    if (i < 0 || i >= (int64_t)b->len) {
        return mt_raise(st, MT_EXC(IndexError), "%s index out of range",
                        mt_isinst(o, &mt_type_bytearray) ? "bytearray" : "index");
    }
    return MT_FROM_SMALL((unsigned char)b->data[i]);
}

static int
ensure_cap(mt_state *st, mt_bytes *b, size_t need)
{
    if (need + 1 <= b->cap) {
        return 0;
    }
    size_t cap = b->cap ? b->cap * 2 : 16;
    while (cap < need + 1) {
        cap *= 2;
    }
    char *p = mt_mem_realloc(st, b->data, cap);
    if (!p) {
        return -1;
    }
    b->data = p;
    b->cap = cap;
    return 0;
}

static int
byte_value(mt_state *st, mt_obj *v, unsigned char *out)
{
    int64_t x;
    if (!mt_int_check(v)) {
        return mt_raisei(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                         mt_type_name(v));
    }
    if (mt_int_as_i64(st, v, &x) < 0) {
        return -1;
    }
    if (x < 0 || x > 255) {
        return mt_raisei(st, MT_EXC(ValueError), "byte must be in range(0, 256)");
    }
    *out = (unsigned char)x;
    return 0;
}

static int
bytearray_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    mt_bytes *b = (mt_bytes *)o;
    if (MT_TYPE(key) == &mt_type_slice) {
        return mt_raisei(st, MT_EXC(TypeError), "bytearray slice assignment is not supported");
    }
    int64_t i;
    if (mt_index(st, key, &i) < 0) {
        return -1;
    }
    if (i < 0) {
        i += (int64_t)b->len;
    }
    if (i < 0 || i >= (int64_t)b->len) {
        return mt_raisei(st, MT_EXC(IndexError), "bytearray index out of range");
    }
    if (!v) {
        memmove(b->data + i, b->data + i + 1, b->len - (size_t)i);
        b->len--;
        return 0;
    }
    unsigned char c;
    if (byte_value(st, v, &c) < 0) {
        return -1;
    }
    b->data[i] = (char)c;
    return 0;
}

static int
bytes_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    mt_bytes *b = (mt_bytes *)o;
    if (mt_int_check(v)) {
        unsigned char c;
        if (byte_value(st, v, &c) < 0) {
            return -1;
        }
        return memchr(b->data, c, b->len) != NULL;
    }
    if (!mt_bytes_check(v)) {
        return mt_raisei(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                         mt_type_name(v));
    }
    mt_bytes *n = (mt_bytes *)v;
    if (n->len == 0) {
        return 1;
    }
    return memmem(b->data, b->len, n->data, n->len) != NULL;
}

static mt_obj *
bytes_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (!mt_bytes_check(b) || !mt_bytes_check(a)) {
        return MT_NOTIMPL;
    }
    mt_bytes *x = (mt_bytes *)a, *y = (mt_bytes *)b;
    size_t m = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->data, y->data, m);
    if (c == 0) {
        c = x->len < y->len ? -1 : x->len > y->len;
    }
    switch (op) {
    case MT_CMP_LT:
        return MT_BOOL(c < 0);
    case MT_CMP_LE:
        return MT_BOOL(c <= 0);
    case MT_CMP_EQ:
        return MT_BOOL(c == 0);
    case MT_CMP_NE:
        return MT_BOOL(c != 0);
    case MT_CMP_GT:
        return MT_BOOL(c > 0);
    default:
        return MT_BOOL(c >= 0);
    }
}

static mt_obj *
bytes_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    int inplace = op & MT_OP_INPLACE;
    op &= 0x3f;
    if (op == MT_OP_ADD && mt_bytes_check(a)) {
        if (!mt_bytes_check(b)) {
            return mt_raise(st, MT_EXC(TypeError), "can't concat %s to %s", mt_type_name(b),
                            mt_type_name(a));
        }
        mt_bytes *x = (mt_bytes *)a, *y = (mt_bytes *)b;
        if (inplace && mt_isinst(a, &mt_type_bytearray)) {
            if (ensure_cap(st, x, x->len + y->len) < 0) {
                return NULL;
            }
            memmove(x->data + x->len, y->data, y->len);
            x->len += y->len;
            x->data[x->len] = 0;
            MT_INCREF(a);
            return a;
        }
        mt_obj *r =
            new_of(st, MT_TYPE(a) == &mt_type_bytearray ? &mt_type_bytearray : &mt_type_bytes,
                   x->data, x->len);
        if (!r) {
            return NULL;
        }
        mt_bytes *rb = (mt_bytes *)r;
        if (ensure_cap(st, rb, x->len + y->len) < 0) {
            MT_DECREF(r);
            return NULL;
        }
        memcpy(rb->data + x->len, y->data, y->len);
        rb->len = x->len + y->len;
        rb->data[rb->len] = 0;
        return r;
    }
    if (op == MT_OP_MUL) {
        mt_obj *seq = mt_bytes_check(a) ? a : b, *cnt = seq == a ? b : a;
        if (!mt_bytes_check(seq) || !mt_int_check(cnt)) {
            return MT_NOTIMPL;
        }
        int64_t k;
        if (mt_int_as_i64(st, cnt, &k) < 0) {
            return NULL;
        }
        if (k < 0) {
            k = 0;
        }
        mt_bytes *x = (mt_bytes *)seq;
        size_t total = x->len * (size_t)k;
        char *tmp = mt_mem(st, total + 1);
        if (!tmp) {
            return NULL;
        }
        for (int64_t i = 0; i < k; i++) {
            memcpy(tmp + (size_t)i * x->len, x->data, x->len);
        }
        mt_obj *r =
            new_of(st, MT_TYPE(seq) == &mt_type_bytearray ? &mt_type_bytearray : &mt_type_bytes,
                   tmp, total);
        cm_free(tmp);
        return r;
    }
    return MT_NOTIMPL;
}

static mt_obj *
bytes_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"source", 0}, {"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[3];
    if (mt_args_parse(st, t == &mt_type_bytes ? "bytes" : "bytearray", n, args, kw, specs, 3, a) <
        0) {
        return NULL;
    }
    const mt_type *rt = mt_issubtype(t, &mt_type_bytearray) ? &mt_type_bytearray : &mt_type_bytes;
    mt_obj *src = a[0];
    if (!src) {
        return new_of(st, rt, "", 0);
    }
    if (mt_isinst(src, &mt_type_str)) {
        if (!a[1]) {
            return mt_raise(st, MT_EXC(TypeError), "string argument without an encoding");
        }
        mt_obj *m = mt_getattr_s(st, src, "encode");
        if (!m) {
            return NULL;
        }
        mt_obj *argv[2] = {a[1], a[2] ? a[2] : (mt_obj *)&mt_name_strict};
        mt_obj *r = mt_call(st, m, 2, argv, NULL);
        MT_DECREF(m);
        if (!r || rt == &mt_type_bytes) {
            return r;
        }
        mt_obj *ba = new_of(st, rt, ((mt_bytes *)r)->data, ((mt_bytes *)r)->len);
        MT_DECREF(r);
        return ba;
    }
    if (mt_int_check(src)) {
        int64_t k;
        if (mt_int_as_i64(st, src, &k) < 0) {
            return NULL;
        }
        if (k < 0) {
            return mt_raise(st, MT_EXC(ValueError), "negative count");
        }
        char *tmp = cm_calloc((size_t)k + 1, 1);
        if (!tmp) {
            return mt_nomem(st);
        }
        mt_obj *r = new_of(st, rt, tmp, (size_t)k);
        cm_free(tmp);
        return r;
    }
    if (mt_bytes_check(src)) {
        return new_of(st, rt, ((mt_bytes *)src)->data, ((mt_bytes *)src)->len);
    }
    mt_obj *l = mt_list_from_iter(st, src);
    if (!l) {
        if (mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            return mt_raise(st, MT_EXC(TypeError), "cannot convert '%s' object to %s",
                            mt_type_name(src), rt->name);
        }
        return NULL;
    }
    size_t cnt = MT_LIST_N(l);
    char *tmp = mt_mem(st, cnt + 1);
    if (!tmp) {
        MT_DECREF(l);
        return NULL;
    }
    for (size_t i = 0; i < cnt; i++) {
        unsigned char c;
        if (byte_value(st, MT_LIST_ITEM(l, i), &c) < 0) {
            cm_free(tmp);
            MT_DECREF(l);
            return NULL;
        }
        tmp[i] = (char)c;
    }
    MT_DECREF(l);
    mt_obj *r = new_of(st, rt, tmp, cnt);
    cm_free(tmp);
    return r;
}

#define SELFB ((mt_bytes *)args[0])

static mt_obj *
bytes_decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "decode", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    mt_bytes *b = SELFB;
    const char *enc = a[0] ? mt_str_data(a[0]) : "utf-8";
    int latin = strcasecmp(enc, "latin-1") == 0 || strcasecmp(enc, "latin1") == 0 ||
                strcasecmp(enc, "iso-8859-1") == 0;
    int ascii = strcasecmp(enc, "ascii") == 0;
    int replace = a[1] && mt_str_eq_c(a[1], "replace");
    int ignore = a[1] && mt_str_eq_c(a[1], "ignore");
    if (!latin && !ascii && strcasecmp(enc, "utf-8") != 0 && strcasecmp(enc, "utf8") != 0) {
        return mt_raise(st, MT_EXC(LookupError), "unknown encoding: %s", enc);
    }
    cm_buf out;
    cm_buf_init(&out, 0);
    const unsigned char *d = (const unsigned char *)b->data;
    size_t i = 0;
    while (i < b->len) {
        unsigned c = d[i];
        if (latin) {
            (void)mt_utf8_put(&out, c);
            i++;
            continue;
        }
        size_t need = c < 0x80         ? 1
                      : (c >> 5) == 6  ? 2
                      : (c >> 4) == 14 ? 3
                      : (c >> 3) == 30 ? 4
                                       : 0;
        int ok = need > 0 && i + need <= b->len && !(ascii && c >= 0x80);
        for (size_t k = 1; ok && k < need; k++) {
            if ((d[i + k] & 0xc0) != 0x80) {
                ok = 0;
            }
        }
        if (ok && need > 1) {
            size_t t = i;
            uint32_t cp = mt_utf8_get((const char *)d, &t);
            if ((need == 2 && cp < 0x80) ||
                (need == 3 && (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000))) ||
                (need == 4 && (cp < 0x10000 || cp > 0x10ffff))) {
                ok = 0;
            }
        }
        if (!ok) {
            if (replace) {
                (void)mt_utf8_put(&out, 0xfffd);
                i++;
                continue;
            }
            if (ignore) {
                i++;
                continue;
            }
            cm_buf_free(&out);
            if (ascii) {
                return mt_raise(
                    st, MT_EXC(UnicodeDecodeError),
                    "'ascii' codec can't decode byte 0x%02x in position %zu: ordinal not in range(128)",
                    c, i);
            }
            return mt_raise(st, MT_EXC(UnicodeDecodeError),
                            "'utf-8' codec can't decode byte 0x%02x in position %zu: %s", c, i,
                            need == 0 ? "invalid start byte" : "invalid continuation byte");
        }
        (void)!cm_buf_add(&out, (const char *)d + i, need);
        i += need;
    }
    return mt_str_from_buf(st, &out);
}

static mt_obj *
bytes_hex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_bytes *b = SELFB;
    const char *sep = n > 1 && mt_isinst(args[1], &mt_type_str) ? mt_str_data(args[1]) : NULL;
    cm_buf out;
    cm_buf_init(&out, 0);
    for (size_t i = 0; i < b->len; i++) {
        if (sep && i) {
            (void)!cm_buf_adds(&out, sep);
        }
        (void)!cm_buf_printf(&out, "%02x", (unsigned char)b->data[i]);
    }
    return mt_str_from_buf(st, &out);
}

static mt_obj *
bytes_fromhex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "fromhex() argument must be str, not %s",
                        mt_type_name(args[1]));
    }
    const char *s = mt_str_data(args[1]);
    size_t len = mt_str_len(args[1]);
    char *tmp = mt_mem(st, len / 2 + 1);
    if (!tmp) {
        return NULL;
    }
    size_t k = 0;
    for (size_t i = 0; i < len;) {
        if (s[i] == ' ') {
            i++;
            continue;
        }
        int hi = -1, lo = -1;
        char c1 = s[i], c2 = i + 1 < len ? s[i + 1] : 0;
        hi = c1 >= '0' && c1 <= '9'                 ? c1 - '0'
             : (c1 | 32) >= 'a' && (c1 | 32) <= 'f' ? (c1 | 32) - 'a' + 10
                                                    : -1;
        lo = c2 >= '0' && c2 <= '9'                 ? c2 - '0'
             : (c2 | 32) >= 'a' && (c2 | 32) <= 'f' ? (c2 | 32) - 'a' + 10
                                                    : -1;
        if (hi < 0 || lo < 0) {
            cm_free(tmp);
            return mt_raise(st, MT_EXC(ValueError),
                            "non-hexadecimal number found in fromhex() arg at position %zu",
                            hi < 0 ? i : i + 1);
        }
        tmp[k++] = (char)(hi * 16 + lo);
        i += 2;
    }
    const mt_type *t = mt_isinst(args[0], &mt_type_type) &&
                               mt_issubtype((const mt_type *)args[0], &mt_type_bytearray)
                           ? &mt_type_bytearray
                           : &mt_type_bytes;
    mt_obj *r = new_of(st, t, tmp, k);
    cm_free(tmp);
    return r;
}

static mt_obj *
via_str(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, const char *meth)
{
    // run the str method on a latin-1 view and convert back (ASCII-safe methods)
    mt_bytes *b = SELFB;
    cm_buf tmp;
    cm_buf_init(&tmp, 0);
    for (size_t i = 0; i < b->len; i++) {
        (void)mt_utf8_put(&tmp, (unsigned char)b->data[i]);
    }
    mt_obj *s = mt_str_from_buf(st, &tmp);
    if (!s) {
        return NULL;
    }
    mt_obj *argv[8];
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    if (n + nk > 8) {
        MT_DECREF(s);
        return mt_raise(st, MT_EXC(TypeError), "too many arguments");
    }
    mt_obj *conv[8] = {NULL};
    for (size_t i = 1; i < n + nk; i++) {
        mt_obj *x = args[i];
        if (mt_bytes_check(x)) {
            cm_buf t2;
            cm_buf_init(&t2, 0);
            mt_bytes *xb = (mt_bytes *)x;
            for (size_t k = 0; k < xb->len; k++) {
                (void)mt_utf8_put(&t2, (unsigned char)xb->data[k]);
            }
            conv[i] = mt_str_from_buf(st, &t2);
            x = conv[i];
        } else if (MT_TYPE(x) == &mt_type_tuple) {
            x = args[i];
        }
        argv[i - 1] = x;
    }
    mt_obj *m = mt_getattr_s(st, s, meth);
    mt_obj *r = m ? mt_call(st, m, n - 1, argv, kw) : NULL;
    MT_XDECREF(m);
    MT_DECREF(s);
    for (size_t i = 0; i < 8; i++) {
        MT_XDECREF(conv[i]);
    }
    if (!r) {
        return NULL;
    }
    const mt_type *rt =
        MT_TYPE(args[0]) == &mt_type_bytearray ? &mt_type_bytearray : &mt_type_bytes;
    mt_obj *res = NULL;
    if (mt_isinst(r, &mt_type_str)) {
        cm_buf o;
        cm_buf_init(&o, 0);
        const char *d = mt_str_data(r);
        for (size_t i = 0; i < mt_str_len(r);) {
            (void)!cm_buf_addc(&o, (char)mt_utf8_get(d, &i));
        }
        res = new_of(st, rt, cm_buf_str(&o), o.len);
        cm_buf_free(&o);
        MT_DECREF(r);
        return res;
    }
    if (MT_TYPE(r) == &mt_type_list || MT_TYPE(r) == &mt_type_tuple) {
        int is_list = MT_TYPE(r) == &mt_type_list;
        size_t cnt = is_list ? MT_LIST_N(r) : MT_TUPLE_N(r);
        mt_obj *out = is_list ? mt_list_new(st, 0) : mt_tuple_new(st, cnt);
        for (size_t i = 0; out && i < cnt; i++) {
            mt_obj *x = is_list ? MT_LIST_ITEM(r, i) : MT_TUPLE_ITEM(r, i);
            cm_buf o;
            cm_buf_init(&o, 0);
            const char *d = mt_str_data(x);
            for (size_t k = 0; k < mt_str_len(x);) {
                (void)!cm_buf_addc(&o, (char)mt_utf8_get(d, &k));
            }
            mt_obj *bx = new_of(st, rt, cm_buf_str(&o), o.len);
            cm_buf_free(&o);
            if (!bx) {
                MT_CLEAR(out);
                break;
            }
            if (is_list) {
                (void)mt_list_append_take(st, out, bx);
            } else {
                MT_TUPLE_ITEM(out, i) = bx;
            }
        }
        MT_DECREF(r);
        return out;
    }
    return r;
}

#define VIA(name)                                                                                  \
    static mt_obj *bytes_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)           \
    {                                                                                              \
        return via_str(st, n, args, kw, #name);                                                    \
    }
VIA(upper)
VIA(lower)
VIA(strip)
VIA(lstrip)
VIA(rstrip)
VIA(split)
VIA(rsplit)
VIA(replace)
VIA(find)
VIA(rfind)
VIA(index)
VIA(count)
VIA(startswith)
VIA(endswith)
VIA(splitlines)
VIA(partition)
VIA(isdigit)
VIA(isalpha)
VIA(isspace)
VIA(title)
VIA(capitalize)
VIA(center)
VIA(ljust)
VIA(rjust)
VIA(zfill)

static mt_obj *
bytes_join(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *items = mt_list_from_iter(st, args[1]);
    if (!items) {
        return NULL;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    for (size_t i = 0; i < MT_LIST_N(items); i++) {
        mt_obj *x = MT_LIST_ITEM(items, i);
        if (!mt_bytes_check(x)) {
            cm_buf_free(&b);
            MT_DECREF(items);
            return mt_raise(st, MT_EXC(TypeError),
                            "sequence item %zu: expected a bytes-like object, %s found", i,
                            mt_type_name(x));
        }
        if (i) {
            (void)!cm_buf_add(&b, SELFB->data, SELFB->len);
        }
        (void)!cm_buf_add(&b, ((mt_bytes *)x)->data, ((mt_bytes *)x)->len);
    }
    MT_DECREF(items);
    mt_obj *r =
        new_of(st, MT_TYPE(args[0]) == &mt_type_bytearray ? &mt_type_bytearray : &mt_type_bytes,
               cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

static mt_obj *
ba_append(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    unsigned char c;
    if (byte_value(st, args[1], &c) < 0 || ensure_cap(st, SELFB, SELFB->len + 1) < 0) {
        return NULL;
    }
    SELFB->data[SELFB->len++] = (char)c;
    SELFB->data[SELFB->len] = 0;
    return MT_NONE;
}

static mt_obj *
ba_extend(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *tmp = bytes_new_t(st, &mt_type_bytes, 1, args + 1, NULL);
    if (!tmp) {
        return NULL;
    }
    mt_obj *r = bytes_binop(st, args[0], tmp, MT_OP_ADD | MT_OP_INPLACE);
    MT_DECREF(tmp);
    if (!r) {
        return NULL;
    }
    MT_DECREF(r);
    return MT_NONE;
}

static mt_obj *
ba_pop(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (SELFB->len == 0) {
        return mt_raise(st, MT_EXC(IndexError), "pop from empty bytearray");
    }
    unsigned char c = (unsigned char)SELFB->data[--SELFB->len];
    return MT_FROM_SMALL(c);
}

static mt_obj *
ba_clear(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    SELFB->len = 0;
    return MT_NONE;
}

#define COMMON_METHODS                                                                             \
    {"decode", bytes_decode, MT_ARGS(0, 2) | MT_KW}, {"hex", bytes_hex, MT_ARGS(0, 2)},            \
        {"fromhex", bytes_fromhex, MT_ARGS(1, 1) | MT_CLASSM},                                     \
        {"upper", bytes_upper, MT_ARGS(0, 0)}, {"lower", bytes_lower, MT_ARGS(0, 0)},              \
        {"strip", bytes_strip, MT_ARGS(0, 1)}, {"lstrip", bytes_lstrip, MT_ARGS(0, 1)},            \
        {"rstrip", bytes_rstrip, MT_ARGS(0, 1)}, {"split", bytes_split, MT_ARGS(0, 2) | MT_KW},    \
        {"rsplit", bytes_rsplit, MT_ARGS(0, 2) | MT_KW},                                           \
        {"replace", bytes_replace, MT_ARGS(2, 3)}, {"find", bytes_find, MT_ARGS(1, 3)},            \
        {"rfind", bytes_rfind, MT_ARGS(1, 3)}, {"index", bytes_index, MT_ARGS(1, 3)},              \
        {"count", bytes_count, MT_ARGS(1, 3)}, {"startswith", bytes_startswith, MT_ARGS(1, 3)},    \
        {"endswith", bytes_endswith, MT_ARGS(1, 3)}, {"join", bytes_join, MT_ARGS(1, 1)},          \
        {"splitlines", bytes_splitlines, MT_ARGS(0, 1) | MT_KW},                                   \
        {"partition", bytes_partition, MT_ARGS(1, 1)}, {"isdigit", bytes_isdigit, MT_ARGS(0, 0)},  \
        {"isalpha", bytes_isalpha, MT_ARGS(0, 0)}, {"isspace", bytes_isspace, MT_ARGS(0, 0)},      \
        {"title", bytes_title, MT_ARGS(0, 0)}, {"capitalize", bytes_capitalize, MT_ARGS(0, 0)},    \
        {"center", bytes_center, MT_ARGS(1, 2)}, {"ljust", bytes_ljust, MT_ARGS(1, 2)},            \
        {"rjust", bytes_rjust, MT_ARGS(1, 2)},                                                     \
    {                                                                                              \
        "zfill", bytes_zfill, MT_ARGS(1, 1)                                                        \
    }

static const mt_method bytes_methods[] = {COMMON_METHODS, {NULL, NULL, 0}};
static const mt_method bytearray_methods[] = {COMMON_METHODS,
                                              {"append", ba_append, MT_ARGS(1, 1)},
                                              {"extend", ba_extend, MT_ARGS(1, 1)},
                                              {"pop", ba_pop, MT_ARGS(0, 0)},
                                              {"clear", ba_clear, MT_ARGS(0, 0)},
                                              {NULL, NULL, 0}};

const mt_type mt_type_bytes = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "bytes",
    .basicsize = sizeof(mt_bytes),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = bytes_release,
    .release = bytes_release,
    .repr = bytes_repr,
    .hash = bytes_hash,
    .richcmp = bytes_richcmp,
    .binop = bytes_binop,
    .getitem = bytes_getitem,
    .len = bytes_len,
    .contains = bytes_contains,
    .tp_new = bytes_new_t,
    .methods = bytes_methods,
};

const mt_type mt_type_bytearray = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "bytearray",
    .basicsize = sizeof(mt_bytes),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .clear = bytes_release,
    .release = bytes_release,
    .repr = bytes_repr,
    .hash = mt_hash_unhashable,
    .richcmp = bytes_richcmp,
    .binop = bytes_binop,
    .getitem = bytes_getitem,
    .setitem = bytearray_setitem,
    .len = bytes_len,
    .contains = bytes_contains,
    .tp_new = bytes_new_t,
    .methods = bytearray_methods,
};
