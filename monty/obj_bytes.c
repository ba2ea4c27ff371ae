/* bytes and bytearray: byte strings with the common methods. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "common/hex.h"
#include "common/utf8.h"
#include "monty/obj.h"
#include "monty/seqcore.h"

#include <unicode/uidna.h>
#include <unicode/ustring.h>

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
        if (s) {
            memcpy(b->data, s, len);
        } else {
            memset(b->data, 0, len); // a count: len zero bytes
        }
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
    mt_buf_init(st, &b);
    (void)!cm_buf_adds(&b, prefix);
    int sq = memchr(d, '\'', len) != NULL, dq = memchr(d, '"', len) != NULL;
    char q = sq && !dq ? '"' : '\'';
    (void)!cm_buf_addc(&b, q);
    // bytearray's repr (a suffix) escapes ' even inside "..." (CPython's bytearray_repr)
    int esc_sq = *suffix != 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)d[i];
        if (c == (unsigned char)q || c == '\\' || (esc_sq && c == '\'')) {
            (void)!cm_buf_addc(&b, '\\');
            (void)!cm_buf_addc(&b, (char)c);
        } else if (c == '\n') {
            (void)!cm_buf_adds(&b, "\\n");
        } else if (c == '\r') {
            (void)!cm_buf_adds(&b, "\\r");
        } else if (c == '\t') {
            (void)!cm_buf_adds(&b, "\\t");
        } else if (c < 0x20 || c >= 0x7f) {
            (void)!cm_buf_add_escape(&b, c);
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
        // CPython names the object's own type: a subclass's repr is "Sub(b'...')"
        char prefix[96];
        snprintf(prefix, sizeof prefix, "%s(b", mt_type_name(o));
        return mt_bytes_repr_prefixed(st, b->data, b->len, prefix, ")");
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
        int64_t start, stop, step;
        if (mt_slice_unpack(st, key, &start, &stop, &step) < 0) {
            return NULL;
        }
        // clipped after the __index__ calls, which may have resized a bytearray
        int64_t cnt = mt_slice_adjust((int64_t)b->len, &start, &stop, step);
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
    int ba = mt_isinst(o, &mt_type_bytearray);
    if (!mt_has_index(key)) {
        return mt_raise(st, MT_EXC(TypeError), "%s indices must be integers or slices, not %s",
                        ba ? "bytearray" : "byte", mt_type_name(key));
    }
    if (mt_index_ssize(st, key, MT_EXC(IndexError), &i) < 0) {
        return NULL;
    }
    if (i < 0) {
        i += (int64_t)b->len;
    }
    if (i < 0 || i >= (int64_t)b->len) {
        return mt_raise(st, MT_EXC(IndexError), "%sindex out of range", ba ? "bytearray " : "");
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
    // an int, or an object with __index__ (CPython's _getbytevalue); the callers read the
    // bytearray's length only after this, since __index__ may change it
    mt_obj *iv = mt_index_int(st, v);
    if (!iv) {
        return -1;
    }
    int rc = mt_int_as_i64(st, iv, &x);
    MT_DECREF(iv);
    if (rc < 0) {
        if (mt_exc_matches(st, MT_EXC(OverflowError))) {
            mt_exc_clear(st);
            return mt_raisei(st, MT_EXC(ValueError), "byte must be in range(0, 256)");
        }
        return -1;
    }
    if (x < 0 || x > 255) {
        return mt_raisei(st, MT_EXC(ValueError), "byte must be in range(0, 256)");
    }
    *out = (unsigned char)x;
    return 0;
}

static char *bytes_of_value(mt_state *st, mt_obj *v, size_t *n, const char *what);
static int ba_resize_at(mt_state *st, mt_bytes *b, size_t at, size_t oldn, const char *src,
                        size_t newn);

/* ba[slice] = v, or del ba[slice] when v is NULL. */
static int
bytearray_setslice(mt_state *st, mt_bytes *b, mt_obj *key, mt_obj *v)
{
    int64_t start, stop, step;
    if (mt_slice_unpack(st, key, &start, &stop, &step) < 0) {
        return -1;
    }
    size_t nv = 0;
    char *src = NULL;
    if (v) {
        // a copy: v may be b itself, or an iterator that resizes b
        src = bytes_of_value(
            st, v, &nv, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        if (!src) {
            return -1;
        }
    }
    int64_t cnt = mt_slice_adjust((int64_t)b->len, &start, &stop, step);
    int rc = 0;
    if (step == 1) {
        if (stop < start) {
            stop = start;
        }
        rc = ba_resize_at(st, b, (size_t)start, (size_t)(stop - start), src, nv);
    } else if (v) {
        if ((int64_t)nv != cnt) {
            rc = mt_raisei(st, MT_EXC(ValueError),
                           "attempt to assign bytes of size %zu to extended slice of size %lld", nv,
                           (long long)cnt);
        } else {
            for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
                b->data[j] = src[i];
            }
        }
    } else {
        // delete every step-th byte: keep the others in order
        size_t w = 0;
        for (int64_t r = 0; r < (int64_t)b->len; r++) {
            int gone = step > 0 ? (r >= start && r < stop && (r - start) % step == 0)
                                : (r <= start && r > stop && (start - r) % (-step) == 0);
            if (!gone) {
                b->data[w++] = b->data[r];
            }
        }
        b->len = w;
        b->data[w] = 0;
    }
    cm_free(src);
    return rc;
}

static int
bytearray_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v)
{
    mt_bytes *b = (mt_bytes *)o;
    if (MT_TYPE(key) == &mt_type_slice) {
        return bytearray_setslice(st, b, key, v);
    }
    if (!mt_has_index(key)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "bytearray indices must be integers or slices, not %s", mt_type_name(key));
    }
    int64_t i;
    if (mt_index_ssize(st, key, MT_EXC(IndexError), &i) < 0) {
        return -1;
    }
    // the value first (CPython's order): its __index__ may change the length read below
    unsigned char c = 0;
    if (v && byte_value(st, v, &c) < 0) {
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
    b->data[i] = (char)c;
    return 0;
}

static int
bytes_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    mt_bytes *b = (mt_bytes *)o;
    if (mt_has_index(v)) {
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
    return mt_memfind(b->data, b->len, n->data, n->len, 0) >= 0;
}

static mt_obj *
bytes_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (!mt_bytes_check(b) || !mt_bytes_check(a)) {
        return MT_NOTIMPL;
    }
    mt_bytes *x = (mt_bytes *)a, *y = (mt_bytes *)b;
    return mt_cmp_from3(mt_memcmp3(x->data, x->len, y->data, y->len), op);
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
            if (a == b && x->len > 0) {
                // CPython exports b's buffer to itself and then cannot resize it
                return mt_raise(st, MT_EXC(BufferError),
                                "Existing exports of data: object cannot be re-sized");
            }
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
            new_of(st, mt_isinst(a, &mt_type_bytearray) ? &mt_type_bytearray : &mt_type_bytes,
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
    if (op == MT_OP_MOD && mt_bytes_check(a)) {
        return mt_bytes_mod(st, a, b);
    }
    if (op == MT_OP_MUL) {
        mt_obj *seq = mt_bytes_check(a) ? a : b, *cnt = seq == a ? b : a;
        if (!mt_bytes_check(seq) || !mt_int_check(cnt)) {
            if (mt_bytes_check(seq) && !(MT_TYPE(cnt)->flags & MT_TF_HEAP)) {
                return mt_raise(st, MT_EXC(TypeError),
                                "can't multiply sequence by non-int of type '%s'",
                                mt_type_name(cnt));
            }
            return MT_NOTIMPL;
        }
        int64_t k;
        if (mt_index_ssize(st, cnt, MT_EXC(OverflowError), &k) < 0) {
            return NULL;
        }
        if (k < 0) {
            k = 0;
        }
        mt_bytes *x = (mt_bytes *)seq;
        if (k == 1 && MT_TYPE(seq) == &mt_type_bytes) { // as CPython: the same bytes
            MT_INCREF(seq);
            return seq;
        }
        size_t total = x->len * (size_t)k;
        if (inplace && seq == a && mt_isinst(a, &mt_type_bytearray)) {
            if (ensure_cap(st, x, total) < 0) {
                return NULL;
            }
            for (int64_t i = 1; i < k; i++) {
                memcpy(x->data + (size_t)i * x->len, x->data, x->len);
            }
            x->len = total;
            x->data[total] = 0;
            MT_INCREF(a);
            return a;
        }
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

// o (when given) must be a str: CPython's "bad argument" text, which names None as None.
static int
arg_str(mt_state *st, mt_obj *o, const char *fn, const char *arg)
{
    if (o && !mt_isinst(o, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError), "%s() argument '%s' must be str, not %s", fn, arg,
                         mt_arg_type_name(o));
    }
    return 0;
}

static mt_obj *
bytes_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"source", 0}, {"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[3];
    if (t != &mt_type_bytearray && mt_issubtype(t, &mt_type_bytearray)) {
        // CPython's bytearray.__new__ makes an empty instance of the subclass whatever the
        // arguments: __init__ (its own, maybe of another signature, or bytearray_init)
        // reads them
        return new_of(st, t, "", 0);
    }
    if (mt_args_parse(st, t == &mt_type_bytes ? "bytes" : "bytearray", n, args, kw, specs, 3, a) <
        0) {
        return NULL;
    }
    const mt_type *rt = mt_issubtype(t, &mt_type_bytearray) ? &mt_type_bytearray : &mt_type_bytes;
    const char *fn = rt == &mt_type_bytes ? "bytes" : "bytearray";
    if (arg_str(st, a[1], fn, "encoding") < 0 || arg_str(st, a[2], fn, "errors") < 0) {
        return NULL;
    }
    mt_obj *src = a[0];
    if (!src || !mt_isinst(src, &mt_type_str)) {
        if (a[1] || a[2]) {
            return mt_raise(st, MT_EXC(TypeError), "%s without a string argument",
                            a[1] ? "encoding" : "errors");
        }
    }
    if (!src) {
        return new_of(st, rt, "", 0);
    }
    if (t == &mt_type_bytes && MT_TYPE(src) == &mt_type_bytes) { // bytes(b) is b, as CPython
        MT_INCREF(src);
        return src;
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
    const mt_type *st_src = MT_TYPE(src);
    if (rt == &mt_type_bytes && (st_src->flags & MT_TF_HEAP) &&
        mt_type_heap_dunder(st_src, MT_NAME(__bytes__))) {
        // bytes(x) asks x.__bytes__() first, as CPython does (bytearray(x) does not)
        mt_obj *m = mt_getattr(st, src, MT_NAME(__bytes__));
        mt_obj *r = m ? mt_call0(st, m) : NULL;
        MT_XDECREF(m);
        if (r && !mt_isinst(r, &mt_type_bytes)) {
            mt_raise(st, MT_EXC(TypeError), "__bytes__ returned non-bytes (type %s)",
                     mt_type_name(r));
            MT_CLEAR(r);
        }
        return r;
    }
    int64_t k = 0;
    int counted = mt_int_check(src);
    if (!counted && (MT_TYPE(src)->flags & MT_TF_HEAP) && !mt_bytes_check(src) &&
        mt_type_heap_dunder(MT_TYPE(src), MT_NAME(__index__))) {
        // an object with __index__ is a count, tried before iterating as CPython does; a
        // TypeError from it falls through to iteration (and its "cannot convert" error)
        counted = mt_index_ssize(st, src, MT_EXC(OverflowError), &k) == 0 ? 2 : 0;
        if (!counted && !mt_exc_matches(st, MT_EXC(TypeError))) {
            return NULL;
        }
        if (!counted) {
            mt_exc_clear(st);
        }
    }
    if (counted) {
        if (counted == 1 && mt_index_ssize(st, src, MT_EXC(OverflowError), &k) < 0) {
            return NULL;
        }
        if (k < 0) {
            return mt_raise(st, MT_EXC(ValueError), "negative count");
        }
        // zero-filled in place, through the one-allocation cap (no uncapped temporary)
        return new_of(st, rt, NULL, (size_t)k);
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
            if (rt == &mt_type_bytes && mt_exc_matches(st, MT_EXC(ValueError))) {
                mt_exc_clear(st);
                mt_raise(st, MT_EXC(ValueError), "bytes must be in range(0, 256)");
            }
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

/* ---- Codecs: utf-8, ascii, latin-1, utf-16 and utf-32 with CPython's error handlers ---- */

enum {
    C_UTF8 = 1,
    C_ASCII,
    C_LATIN1,
    C_UTF16,
    C_UTF16LE,
    C_UTF16BE,
    C_UTF32,
    C_UTF32LE,
    C_UTF32BE,
    C_UNIESC,
    C_RAWUNIESC,
    C_IDNA
};
enum {
    H_STRICT,
    H_IGNORE,
    H_REPLACE,
    H_BACKSLASH,
    H_XMLREF,
    H_SURROGATEESCAPE,
    H_SURROGATEPASS,
    H_UNKNOWN
};

static int
codec_id(mt_state *st, mt_obj *name)
{
    if (!name) {
        return C_UTF8;
    }
    char norm[32];
    size_t k = 0;
    const char *s = mt_str_data(name);
    for (size_t i = 0; s[i]; i++) {
        char c = s[i];
        if (c == '-' || c == '_' || c == ' ') {
            continue;
        }
        if (k + 1 >= sizeof norm) {
            k = 0;
            break;
        }
        norm[k++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    norm[k] = 0;
    static const struct {
        const char *name;
        int id;
    } names[] = {{"utf8", C_UTF8},
                 {"u8", C_UTF8},
                 {"utf", C_UTF8},
                 {"cp65001", C_UTF8},
                 {"ascii", C_ASCII},
                 {"usascii", C_ASCII},
                 {"646", C_ASCII},
                 {"us", C_ASCII},
                 {"latin1", C_LATIN1},
                 {"latin", C_LATIN1},
                 {"l1", C_LATIN1},
                 {"iso88591", C_LATIN1},
                 {"8859", C_LATIN1},
                 {"cp819", C_LATIN1},
                 {"iso885911987", C_LATIN1},
                 {"utf16", C_UTF16},
                 {"u16", C_UTF16},
                 {"utf16le", C_UTF16LE},
                 {"utf16be", C_UTF16BE},
                 {"utf32", C_UTF32},
                 {"u32", C_UTF32},
                 {"utf32le", C_UTF32LE},
                 {"utf32be", C_UTF32BE},
                 {"unicodeescape", C_UNIESC},
                 {"rawunicodeescape", C_RAWUNIESC},
                 {"idna", C_IDNA}};
    for (size_t i = 0; k && i < sizeof names / sizeof names[0]; i++) {
        if (strcmp(norm, names[i].name) == 0) {
            return names[i].id;
        }
    }
    return mt_raisei(st, MT_EXC(LookupError), "unknown encoding: %s", s);
}

static int
handler_id(mt_obj *errors)
{
    if (!errors || mt_str_eq_c(errors, "strict")) {
        return H_STRICT;
    }
    static const char *const hs[] = {"ignore",           "replace",
                                     "backslashreplace", "xmlcharrefreplace",
                                     "surrogateescape",  "surrogatepass"};
    for (int i = 0; i < 6; i++) {
        if (mt_str_eq_c(errors, hs[i])) {
            return H_IGNORE + i;
        }
    }
    return H_UNKNOWN;
}

/* Handle the undecodable bytes d[start, end): 0 when handled, -1 with an exception. */
static int
decode_error(mt_state *st, cm_buf *out, int h, mt_obj *errors, const char *codec,
             const unsigned char *d, size_t n, size_t start, size_t end, const char *reason)
{
    switch (h) {
    case H_IGNORE:
        return 0;
    case H_REPLACE:
        (void)mt_utf8_put(out, 0xfffd);
        return 0;
    case H_BACKSLASH:
        for (size_t i = start; i < end; i++) {
            (void)!cm_buf_add_escape(out, (unsigned char)d[i]);
        }
        return 0;
    case H_SURROGATEESCAPE: {
        int ok = 1;
        for (size_t i = start; i < end; i++) {
            ok &= d[i] >= 0x80;
        }
        if (ok) {
            for (size_t i = start; i < end; i++) {
                (void)mt_utf8_put(out, 0xdc00u + d[i]);
            }
            return 0;
        }
        break;
    }
    case H_UNKNOWN:
        return mt_raisei(st, MT_EXC(LookupError), "unknown error handler name '%s'",
                         mt_str_data(errors));
    case H_XMLREF:
        return mt_raisei(st, MT_EXC(TypeError),
                         "don't know how to handle UnicodeDecodeError in error callback");
    default:
        break;
    }
    mt_obj *obj = mt_bytes_new(st, (const char *)d, n);
    if (!obj) {
        return -1;
    }
    mt_raise_unicode_error(st, 1, codec, obj, start, end, reason);
    MT_DECREF(obj);
    return -1;
}

static int
decode_utf8(mt_state *st, cm_buf *out, const unsigned char *d, size_t n, int h, mt_obj *errors)
{
    if (cm_utf8_valid((const char *)d, n)) {
        (void)!cm_buf_add(out, d, n); // well-formed: the text is the bytes (a full buffer
        return 0;                     // is the caller's MemoryError)
    }
    size_t i = 0;
    while (i < n) {
        unsigned c = d[i];
        if (c < 0x80) {
            size_t j = i + 1; // a run of ASCII in one piece
            while (j < n && d[j] < 0x80) {
                j++;
            }
            (void)!cm_buf_add(out, d + i, j - i);
            i = j;
            continue;
        }
        if (c < 0xc2 || c > 0xf4) {
            if (decode_error(st, out, h, errors, "utf-8", d, n, i, i + 1, "invalid start byte") <
                0) {
                return -1;
            }
            i++;
            continue;
        }
        if (h == H_SURROGATEPASS && c == 0xed && i + 2 < n && d[i + 1] >= 0xa0 &&
            d[i + 1] <= 0xbf && (d[i + 2] & 0xc0) == 0x80) {
            // surrogatepass: an encoded surrogate is the lone surrogate it spells
            (void)!cm_buf_add(out, d + i, 3);
            i += 3;
            continue;
        }
        size_t need = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        unsigned lo = c == 0xe0 ? 0xa0 : c == 0xf0 ? 0x90 : 0x80;
        unsigned hi = c == 0xed ? 0x9f : c == 0xf4 ? 0x8f : 0xbf;
        size_t k = 1;
        const char *why = NULL;
        for (; k < need; k++) {
            if (i + k >= n) {
                why = "unexpected end of data";
                break;
            }
            unsigned b = d[i + k];
            if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xbf)) {
                why = "invalid continuation byte";
                break;
            }
        }
        if (why) {
            if (decode_error(st, out, h, errors, "utf-8", d, n, i, i + k, why) < 0) {
                return -1;
            }
            i += k;
            continue;
        }
        (void)!cm_buf_add(out, (const char *)d + i, need);
        i += need;
    }
    return 0;
}

static int
decode_wide(mt_state *st, cm_buf *out, const unsigned char *d, size_t n, int id, int h,
            mt_obj *errors)
{
    int wide32 = id >= C_UTF32;
    int unit = wide32 ? 4 : 2;
    int be = id == C_UTF16BE || id == C_UTF32BE;
    size_t i = 0;
    if (id == C_UTF16 && n >= 2 &&
        ((d[0] == 0xff && d[1] == 0xfe) || (d[0] == 0xfe && d[1] == 0xff))) {
        be = d[0] == 0xfe;
        i = 2;
    } else if (id == C_UTF32 && n >= 4 &&
               ((d[0] == 0xff && d[1] == 0xfe && !d[2] && !d[3]) ||
                (!d[0] && !d[1] && d[2] == 0xfe && d[3] == 0xff))) {
        be = d[0] == 0;
        i = 4;
    }
    const char *codec =
        wide32 ? (be ? "utf-32-be" : "utf-32-le") : (be ? "utf-16-be" : "utf-16-le");
    while (i < n) {
        if (n - i < (size_t)unit) {
            return decode_error(st, out, h, errors, codec, d, n, i, n, "truncated data");
        }
        uint32_t u = 0;
        for (int k = 0; k < unit; k++) {
            u |= (uint32_t)d[i + (size_t)(be ? unit - 1 - k : k)] << (8 * k);
        }
        if (wide32) {
            const char *why = u > 0x10ffff ? "code point not in range(0x110000)"
                              : u >= 0xd800 && u < 0xe000
                                  ? "code point in surrogate code point range(0xd800, 0xe000)"
                                  : NULL;
            if (why) {
                if (decode_error(st, out, h, errors, codec, d, n, i, i + 4, why) < 0) {
                    return -1;
                }
            } else {
                (void)mt_utf8_put(out, u);
            }
            i += 4;
            continue;
        }
        if (u < 0xd800 || u > 0xdfff) {
            (void)mt_utf8_put(out, u);
            i += 2;
            continue;
        }
        const char *why = NULL;
        if (u >= 0xdc00) {
            why = "illegal encoding";
        } else if (n - i < 4) {
            why = "unexpected end of data";
        } else {
            uint32_t lo =
                be ? ((uint32_t)d[i + 2] << 8 | d[i + 3]) : ((uint32_t)d[i + 3] << 8 | d[i + 2]);
            if (lo < 0xdc00 || lo > 0xdfff) {
                why = "illegal UTF-16 surrogate";
            } else {
                (void)mt_utf8_put(out, 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00));
                i += 4;
                continue;
            }
        }
        if (decode_error(st, out, h, errors, codec, d, n, i, i + 2, why) < 0) {
            return -1;
        }
        i += 2;
    }
    return 0;
}

// The value of the hex digits d[i, i + count), or -1 when d ends or a digit is not hex first;
// *stop is where reading stopped.
static int64_t
escape_hex(const unsigned char *d, size_t n, size_t i, int count, size_t *stop)
{
    int64_t v = 0;
    for (int k = 0; k < count; k++, i++) {
        int x = i < n ? cm_hexval(d[i]) : -1;
        if (x < 0) {
            *stop = i;
            return -1;
        }
        v = v * 16 + x;
    }
    *stop = i;
    return v;
}

// unicode_escape (raw: raw_unicode_escape) decoding: bytes are Latin-1 characters, and a
// backslash starts an escape as in a str literal (raw: only \uXXXX and \UXXXXXXXX, after an
// odd number of backslashes).
static int
decode_escape(mt_state *st, cm_buf *out, const unsigned char *d, size_t n, int h, mt_obj *errors,
              int raw)
{
    const char *codec = raw ? "rawunicodeescape" : "unicodeescape";
    size_t i = 0;
    while (i < n) {
        if (d[i] != '\\') {
            (void)mt_utf8_put(out, d[i++]);
            continue;
        }
        size_t start = i;
        if (raw) {
            while (i < n && d[i] == '\\') {
                (void)!cm_buf_addc(out, '\\');
                i++;
            }
            if (((i - start) & 1) == 0 || i >= n || (d[i] != 'u' && d[i] != 'U')) {
                continue;
            }
            out->len--; // the backslash that starts the escape
        } else if (++i >= n) {
            if (decode_error(st, out, h, errors, codec, d, n, start, n, "\\ at end of string") <
                0) {
                return -1;
            }
            break;
        }
        unsigned char e = d[i++];
        const char *why = NULL;
        int64_t cp = -1;
        size_t stop = i;
        static const char simple[] = "\\\\''\"\"a\ab\bf\fn\nr\rt\tv\v";
        const char *hit = raw ? NULL : memchr(simple, e, sizeof simple - 1);
        if (hit && ((hit - simple) & 1) == 0) {
            cp = (unsigned char)hit[1];
        } else if (!raw && e == '\n') {
            continue;
        } else if (!raw && e >= '0' && e <= '7') {
            cp = e - '0';
            for (int k = 0; k < 2 && i < n && d[i] >= '0' && d[i] <= '7'; k++) {
                cp = cp * 8 + (d[i++] - '0');
            }
        } else if ((!raw && e == 'x') || e == 'u' || e == 'U') {
            int count = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            cp = escape_hex(d, n, i, count, &stop);
            why = cp < 0          ? (e == 'x'   ? "truncated \\xXX escape"
                                     : e == 'u' ? "truncated \\uXXXX escape"
                                                : "truncated \\UXXXXXXXX escape")
                  : cp > 0x10ffff ? (raw ? "\\Uxxxxxxxx out of range" : "illegal Unicode character")
                                  : NULL;
            i = stop;
        } else if (!raw && e == 'N') {
            // CPython's reach: to the end on a missing '}', to an empty name's '}', past a
            // name's '}'
            why = "malformed \\N character escape";
            if (i < n && d[i] == '{') {
                const unsigned char *open = d + i + 1;
                const unsigned char *close = memchr(open, '}', n - i - 1);
                i = close ? (size_t)(close - d) : n;
                if (close && close > open) {
                    char name[128];
                    size_t len = (size_t)(close - open);
                    if (len < sizeof name) { // no character's name is that long
                        memcpy(name, open, len);
                        name[len] = 0;
                        cp = mt_char_from_name(name);
                    }
                    why = cp < 0 ? "unknown Unicode character name" : NULL;
                    i++;
                }
            }
        } else {
            (void)!cm_buf_addc(out, '\\'); // not an escape: kept as written
            cp = e;
        }
        if (why) {
            if (decode_error(st, out, h, errors, codec, d, n, start, i, why) < 0) {
                return -1;
            }
        } else {
            (void)mt_utf8_put(out, (uint32_t)cp);
        }
    }
    return 0;
}

/* ---- idna: CPython's encodings.idna (IDNA 2003), label by label, ICU's UTS #46 doing the
   nameprep and punycode of a label that needs them ---- */

// Raises UnicodeError as CPython 3.11 reports an idna failure; returns -1.
static int
idna_fail(mt_state *st, int encoding, const char *why)
{
    return mt_raisei(st, MT_EXC(UnicodeError), "%s with 'idna' codec failed (UnicodeError: %s)",
                     encoding ? "encoding" : "decoding", why);
}

// Appends the label lab[0, n) converted by ICU (to_ascii: to its ACE form, else back to
// Unicode) to out.
static int
idna_label(mt_state *st, const char *lab, size_t n, int to_ascii, cm_buf *out)
{
    UChar src[256], dst[512];
    char utf8[1024];
    int32_t sn = 0, dn = 0, un = 0;
    UErrorCode ec = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    if (n == 0 || n > 200) { // ACE labels are at most 63 bytes: no valid label is that long
        return idna_fail(st, to_ascii, "label empty or too long");
    }
    UIDNA *u = uidna_openUTS46(UIDNA_DEFAULT, &ec);
    u_strFromUTF8(src, 256, &sn, lab, (int32_t)n, &ec);
    if (U_SUCCESS(ec)) {
        dn = to_ascii ? uidna_labelToASCII(u, src, sn, dst, 512, &info, &ec)
                      : uidna_labelToUnicode(u, src, sn, dst, 512, &info, &ec);
    }
    if (U_SUCCESS(ec)) {
        u_strToUTF8(utf8, (int32_t)sizeof utf8, &un, dst, dn, &ec);
    }
    uidna_close(u);
    if (U_FAILURE(ec) || info.errors) {
        int length = info.errors & (UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG);
        return idna_fail(st, to_ascii,
                         length || U_FAILURE(ec) ? "label empty or too long" : "invalid label");
    }
    if (to_ascii && un >= 64) {
        return idna_fail(st, 1, "label empty or too long");
    }
    (void)!cm_buf_add(out, utf8, (size_t)un);
    return 0;
}

// The length of the label separator at s[i, n): '.', or U+3002, U+FF0E, U+FF61 when dots
// counts them; 0 when there is none.
static size_t
idna_dot(const char *s, size_t i, size_t n, int dots)
{
    if (s[i] == '.') {
        return 1;
    }
    static const char *const wide[] = {"\xe3\x80\x82", "\xef\xbc\x8e", "\xef\xbd\xa1"};
    for (int k = 0; dots && k < 3; k++) {
        if (n - i >= 3 && memcmp(s + i, wide[k], 3) == 0) {
            return 3;
        }
    }
    return 0;
}

// Converts the domain s[0, n) label by label into out: encoding, a non-ASCII label becomes
// its ACE form and the others must be 1..63 bytes; decoding, an 'xn--' label becomes its
// Unicode form and the others stay as they are. A final empty label is the trailing dot.
static int
idna_convert(mt_state *st, const char *s, size_t n, int encoding, cm_buf *out)
{
    size_t i = 0;
    while (i <= n) {
        size_t j = i, sep = 0;
        int ascii = 1;
        while (j < n && !(sep = idna_dot(s, j, n, encoding))) {
            ascii &= (unsigned char)s[j] < 0x80;
            j++;
        }
        if (i > 0) {
            (void)!cm_buf_addc(out, '.');
        }
        if (j == n && i == n && i > 0) {
            break; // the trailing dot
        }
        int ace = j - i >= 4 && memcmp(s + i, "xn--", 4) == 0;
        if (encoding ? !ascii : ace) {
            if (idna_label(st, s + i, j - i, encoding, out) < 0) {
                return -1;
            }
        } else if (encoding && (j == i || j - i >= 64)) {
            return idna_fail(st, encoding, "label empty or too long");
        } else {
            (void)!cm_buf_add(out, s + i, j - i);
        }
        i = j + (sep ? sep : 1);
    }
    return 0;
}

static mt_obj *
encode_idna(mt_state *st, const char *d, size_t len, int h, mt_obj *errors)
{
    if (h != H_STRICT) {
        return mt_raise(st, MT_EXC(UnicodeError), "unsupported error handling %s",
                        mt_str_data(errors));
    }
    cm_buf out;
    mt_buf_init(st, &out);
    mt_obj *r = NULL;
    if (len == 0 || idna_convert(st, d, len, 1, &out) == 0) {
        r = mt_buf_check(st, &out) < 0 ? NULL
                                       : mt_bytes_new(st, out.len ? cm_buf_str(&out) : "", out.len);
    }
    cm_buf_free(&out);
    return r;
}

static int
decode_idna(mt_state *st, cm_buf *out, const unsigned char *d, size_t n, int h, mt_obj *errors)
{
    if (h != H_STRICT) {
        return mt_raisei(st, MT_EXC(UnicodeError), "Unsupported error handling %s",
                         mt_str_data(errors));
    }
    for (size_t i = 0; i < n; i++) {
        if (d[i] >= 0x80) {
            return decode_error(st, out, H_STRICT, errors, "ascii", d, n, i, i + 1,
                                "ordinal not in range(128)");
        }
    }
    return n ? idna_convert(st, (const char *)d, n, 0, out) : 0;
}

/* Decode n bytes at d with the codec named by encoding (NULL: utf-8) and the error handler named
   by errors (NULL: strict). */
mt_obj *
mt_codec_decode(mt_state *st, const char *data, size_t n, mt_obj *encoding, mt_obj *errors)
{
    if (arg_str(st, encoding, "decode", "encoding") < 0 ||
        arg_str(st, errors, "decode", "errors") < 0) {
        return NULL;
    }
    int id = codec_id(st, encoding);
    if (id < 0) {
        return NULL;
    }
    int h = handler_id(errors);
    const unsigned char *d = (const unsigned char *)data;
    size_t nchars = id == C_UTF8 ? cm_utf8_check(data, n) : (size_t)-1;
    if (nchars != (size_t)-1) {
        // well-formed: the text is the bytes, in one allocation of the known size
        mt_obj *o = mt_str_alloc(st, n, nchars);
        if (o && n) {
            memcpy((char *)mt_str_data(o), data, n);
        }
        return o;
    }
    cm_buf out;
    mt_buf_init(st, &out);
    int rc = 0;
    if (id == C_UTF8) {
        rc = decode_utf8(st, &out, d, n, h, errors);
    } else if (id == C_LATIN1 || id == C_ASCII) {
        for (size_t i = 0; rc == 0 && i < n; i++) {
            if (id == C_ASCII && d[i] >= 0x80) {
                rc = decode_error(st, &out, h, errors, "ascii", d, n, i, i + 1,
                                  "ordinal not in range(128)");
            } else {
                (void)mt_utf8_put(&out, d[i]);
            }
        }
    } else if (id == C_UNIESC || id == C_RAWUNIESC) {
        rc = decode_escape(st, &out, d, n, h, errors, id == C_RAWUNIESC);
    } else if (id == C_IDNA) {
        rc = decode_idna(st, &out, d, n, h, errors);
    } else {
        rc = decode_wide(st, &out, d, n, id, h, errors);
    }
    if (rc < 0) {
        cm_buf_free(&out);
        return NULL;
    }
    return mt_str_from_buf(st, &out);
}

static void
put_char_repr(cm_buf *b, uint32_t c)
{
    (void)!cm_buf_add_escape(b, c);
}

static void
put_unit(cm_buf *b, uint32_t u, int size, int be)
{
    for (int k = 0; k < size; k++) {
        int shift = 8 * (be ? size - 1 - k : k);
        (void)!cm_buf_addc(b, (char)((u >> shift) & 0xff));
    }
}

// What encode's error handler h (not strict) writes for the character c it could not
// encode; raw is c's own UTF-8 form (surrogatepass writes it, and only UTF-8 allows that).
static void
put_handled(cm_buf *out, int h, uint32_t c, const char *raw, size_t rawn)
{
    if (h == H_REPLACE) {
        (void)!cm_buf_addc(out, '?');
    } else if (h == H_BACKSLASH) {
        put_char_repr(out, c);
    } else if (h == H_XMLREF) {
        (void)!cm_buf_printf(out, "&#%u;", c);
    } else if (h == H_SURROGATEESCAPE) {
        (void)!cm_buf_addc(out, (char)(c - 0xdc00));
    } else if (h == H_SURROGATEPASS && raw) {
        (void)!cm_buf_add(out, raw, rawn);
    }
}

// UTF-8 of a str: its own bytes, unless it holds lone surrogates (a str may, as in
// CPython: '\udcff', os.listdir's names), which UTF-8 cannot encode: each run of them goes
// to the error handler as CPython's encoder does ("surrogates not allowed"; surrogateescape
// gives back the byte U+DC80..U+DCFF stands for, surrogatepass the 3-byte form).
static mt_obj *
encode_utf8(mt_state *st, mt_obj *s, const char *d, size_t len, int h, mt_obj *errors)
{
    const unsigned char *u = (const unsigned char *)d;
    // a surrogate's UTF-8 form begins 0xed 0xa0..0xbf: an ASCII str has none, and memchr
    // finds the candidates in any other
    const unsigned char *e = ((mt_str *)s)->nchars == len ? NULL : memchr(u, 0xed, len);
    while (e && !(e + 2 < u + len && e[1] >= 0xa0)) {
        e = e + 1 < u + len ? memchr(e + 1, 0xed, (size_t)(u + len - e - 1)) : NULL;
    }
    if (!e) {
        return mt_bytes_new(st, d, len); // no surrogate: the common case
    }
    if (h == H_UNKNOWN) {
        return mt_raise(st, MT_EXC(LookupError), "unknown error handler name '%s'",
                        mt_str_data(errors));
    }
    cm_buf out;
    mt_buf_init(st, &out);
    size_t ci = 0; // code point index of i
    for (size_t i = 0; i < len;) {
        if (!(u[i] == 0xed && i + 2 < len && u[i + 1] >= 0xa0)) {
            size_t k = i;
            (void)mt_utf8_get(d, &k);
            (void)!cm_buf_add(&out, d + i, k - i);
            i = k;
            ci++;
            continue;
        }
        // the run of surrogates at i
        size_t j = i, rs = ci, re = ci;
        int escapable = 1;
        while (j + 2 < len && u[j] == 0xed && u[j + 1] >= 0xa0) {
            size_t t = j;
            uint32_t c = mt_utf8_get(d, &t);
            escapable &= c >= 0xdc80 && c <= 0xdcff;
            j = t;
            re++;
        }
        if (h == H_STRICT || (h == H_SURROGATEESCAPE && !escapable)) {
            cm_buf_free(&out);
            return mt_raise_unicode_error(st, 0, "utf-8", s, rs, re, "surrogates not allowed");
        }
        for (size_t p = i; p < j;) {
            size_t q = p;
            uint32_t c = mt_utf8_get(d, &q);
            put_handled(&out, h, c, d + p, q - p);
            p = q;
        }
        i = j;
        ci = re;
    }
    mt_obj *r = mt_buf_check(st, &out) < 0
                    ? NULL
                    : mt_bytes_new(st, out.len ? cm_buf_str(&out) : "", out.len);
    cm_buf_free(&out);
    return r;
}

// unicode_escape (raw: raw_unicode_escape) encoding: printable ASCII as itself (raw: all of
// Latin-1), the rest as \\t \\n \\r \\\\ \\xXX \\uXXXX \\UXXXXXXXX; a lone surrogate is one
// \\uXXXX of its own.
static mt_obj *
encode_escape(mt_state *st, const char *d, size_t len, int raw)
{
    cm_buf out;
    mt_buf_init(st, &out);
    for (size_t i = 0; i < len;) {
        uint32_t c = mt_utf8_get(d, &i);
        const char *named = raw         ? NULL
                            : c == '\\' ? "\\\\"
                            : c == '\t' ? "\\t"
                            : c == '\n' ? "\\n"
                            : c == '\r' ? "\\r"
                                        : NULL;
        if (named) {
            (void)!cm_buf_add(&out, named, 2);
        } else if (raw ? c < 0x100 : c >= 0x20 && c < 0x7f) {
            (void)!cm_buf_addc(&out, (char)c);
        } else {
            (void)!cm_buf_add_escape(&out, c);
        }
    }
    mt_obj *r = mt_buf_check(st, &out) < 0
                    ? NULL
                    : mt_bytes_new(st, out.len ? cm_buf_str(&out) : "", out.len);
    cm_buf_free(&out);
    return r;
}

/* Encode the str s with the codec named by encoding (NULL: utf-8) and the error handler named by
   errors (NULL: strict). */
mt_obj *
mt_codec_encode(mt_state *st, mt_obj *s, mt_obj *encoding, mt_obj *errors)
{
    if (arg_str(st, encoding, "encode", "encoding") < 0 ||
        arg_str(st, errors, "encode", "errors") < 0) {
        return NULL;
    }
    int id = codec_id(st, encoding);
    if (id < 0) {
        return NULL;
    }
    const char *d = mt_str_data(s);
    size_t len = mt_str_len(s);
    int h = handler_id(errors);
    if (id == C_UTF8) {
        return encode_utf8(st, s, d, len, h, errors);
    }
    if (id == C_UNIESC || id == C_RAWUNIESC) {
        return encode_escape(st, d, len, id == C_RAWUNIESC);
    }
    if (id == C_IDNA) {
        return encode_idna(st, d, len, h, errors);
    }
    cm_buf out;
    mt_buf_init(st, &out);
    if (id >= C_UTF16) {
        int size = id >= C_UTF32 ? 4 : 2;
        int be = id == C_UTF16BE || id == C_UTF32BE;
        if (id == C_UTF16 || id == C_UTF32) {
            put_unit(&out, 0xfeff, size, 0);
        }
        for (size_t i = 0; i < len;) {
            uint32_t c = mt_utf8_get(d, &i);
            if (size == 2 && c >= 0x10000) {
                put_unit(&out, 0xd800 + ((c - 0x10000) >> 10), 2, be);
                put_unit(&out, 0xdc00 + ((c - 0x10000) & 0x3ff), 2, be);
            } else {
                put_unit(&out, c, size, be);
            }
        }
        mt_obj *r = mt_buf_check(st, &out) < 0
                        ? NULL
                        : mt_bytes_new(st, out.len ? cm_buf_str(&out) : "", out.len);
        cm_buf_free(&out);
        return r;
    }
    uint32_t limit = id == C_ASCII ? 0x80 : 0x100;
    const char *codec = id == C_ASCII ? "ascii" : "latin-1";
    size_t ci = 0;
    for (size_t i = 0; i < len;) {
        uint32_t c = mt_utf8_get(d, &i);
        if (c < limit) {
            (void)!cm_buf_addc(&out, (char)c);
            ci++;
            continue;
        }
        // the run of characters the codec cannot take
        size_t rs = ci, re = ci + 1, j = i;
        int escapable = c >= 0xdc80 && c <= 0xdcff;
        while (j < len) {
            size_t t = j;
            uint32_t c2 = mt_utf8_get(d, &t);
            if (c2 < limit) {
                break;
            }
            escapable &= c2 >= 0xdc80 && c2 <= 0xdcff;
            j = t;
            re++;
        }
        if (h == H_UNKNOWN) {
            cm_buf_free(&out);
            return mt_raise(st, MT_EXC(LookupError), "unknown error handler name '%s'",
                            mt_str_data(errors));
        }
        // surrogatepass passes surrogates through UTF-8 only: here it fails as strict does
        if (h == H_STRICT || h == H_SURROGATEPASS || (h == H_SURROGATEESCAPE && !escapable)) {
            cm_buf_free(&out);
            return mt_raise_unicode_error(st, 0, codec, s, rs, re,
                                          limit == 0x80 ? "ordinal not in range(128)"
                                                        : "ordinal not in range(256)");
        }
        // replay the run with the handler
        size_t p = i;
        uint32_t x = c;
        for (size_t r = rs; r < re; r++) {
            if (r > rs) {
                x = mt_utf8_get(d, &p);
            }
            put_handled(&out, h, x, NULL, 0);
        }
        i = j;
        ci = re;
    }
    mt_obj *r = mt_buf_check(st, &out) < 0
                    ? NULL
                    : mt_bytes_new(st, out.len ? cm_buf_str(&out) : "", out.len);
    cm_buf_free(&out);
    return r;
}

#define SELFB ((mt_bytes *)args[0])

/* ---- Helpers for the methods ---- */

static const mt_type *
rtype(mt_obj *self)
{
    return mt_isinst(self, &mt_type_bytearray) ? &mt_type_bytearray : &mt_type_bytes;
}

static mt_obj *
mk(mt_state *st, mt_obj *self, const char *d, size_t n)
{
    return new_of(st, rtype(self), d, n);
}

static mt_obj *
mk_buf(mt_state *st, mt_obj *self, cm_buf *b)
{
    if (mt_buf_check(st, b) < 0) {
        return NULL;
    }
    mt_obj *r = new_of(st, rtype(self), b->len ? cm_buf_str(b) : "", b->len);
    cm_buf_free(b);
    return r;
}

/* The bytes of a bytes-like argument; TypeError otherwise. */
static int
view(mt_state *st, mt_obj *o, const char **d, size_t *n)
{
    *d = NULL;
    *n = 0;
    if (!mt_bytes_check(o)) {
        return mt_raisei(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                         mt_type_name(o));
    }
    *d = ((mt_bytes *)o)->data;
    *n = ((mt_bytes *)o)->len;
    return 0;
}

static void
self_view(mt_obj *self, const char **d, size_t *n)
{
    *d = ((mt_bytes *)self)->data;
    *n = ((mt_bytes *)self)->len;
}

static int
affix(mt_state *st, mt_obj *o, int in_tuple, const char *name, const char **d, size_t *n)
{
    if (mt_bytes_check(o)) {
        self_view(o, d, n);
        return 0;
    }
    if (in_tuple) {
        return view(st, o, d, n);
    }
    return mt_raisei(st, MT_EXC(TypeError),
                     "%s first arg must be bytes or a tuple of bytes, not %s", name,
                     mt_type_name(o));
}

// What the str/bytes method core (seqcore.c) needs of bytes and bytearray.
static const mt_seq_type bytes_seq = {0, mk, self_view, view, affix};

static int
b_space(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static int
b_lower(unsigned char c)
{
    return c >= 'a' && c <= 'z';
}

static int
b_upper(unsigned char c)
{
    return c >= 'A' && c <= 'Z';
}

static int
b_alpha(unsigned char c)
{
    return b_lower(c) || b_upper(c);
}

static int
b_digit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

static int
b_alnum(unsigned char c)
{
    return b_alpha(c) || b_digit(c);
}

static char
to_up(char c)
{
    return b_lower((unsigned char)c) ? (char)(c - 32) : c;
}

static char
to_low(char c)
{
    return b_upper((unsigned char)c) ? (char)(c + 32) : c;
}

/* Normalise optional start/end arguments (args[first], args[first+1]; None allowed) against
   the length of self (args[0]) the way slices do. Their __index__ may run a script and change
   a bytearray, so the length is read after both are converted, and a caller reads the data
   of self and of any other argument only after this returns. */
static int
sub_bounds(mt_state *st, size_t n, mt_obj *const *args, size_t first, int64_t *b0, int64_t *b1)
{
    int64_t v[2] = {0, INT64_MAX};
    for (int k = 0; k < 2; k++) {
        size_t ai = first + (size_t)k;
        if (ai < n && args[ai] != MT_NONE && mt_slice_bound(st, args[ai], 1, &v[k]) < 0) {
            return -1;
        }
    }
    int64_t len = (int64_t)SELFB->len;
    for (int k = 0; k < 2; k++) {
        if (v[k] < 0) {
            v[k] += len;
            if (v[k] < 0) {
                v[k] = 0;
            }
        } else if (k == 1 && v[k] > len) {
            v[k] = len;
        }
    }
    *b0 = v[0];
    *b1 = v[1];
    return 0;
}

/* The needle of find/count/index: bytes-like or an int in range(256). */
static int
needle(mt_state *st, mt_obj *o, const char **d, size_t *n, char *one)
{
    *d = NULL;
    *n = 0;
    if (mt_has_index(o)) {
        unsigned char c;
        if (byte_value(st, o, &c) < 0) {
            return -1;
        }
        *one = (char)c;
        *d = one;
        *n = 1;
        return 0;
    }
    if (!mt_bytes_check(o)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "argument should be integer or bytes-like object, not '%s'",
                         mt_type_name(o));
    }
    *d = ((mt_bytes *)o)->data;
    *n = ((mt_bytes *)o)->len;
    return 0;
}

// The offset in h of nd within h[b0, b1) (the last with right set), or -1.
static int64_t
find_in(const char *h, int64_t b0, int64_t b1, const char *nd, size_t nn, int right)
{
    if (b1 - b0 < (int64_t)nn) {
        return -1;
    }
    ptrdiff_t k = mt_memfind(h + b0, (size_t)(b1 - b0), nd, nn, right);
    return k < 0 ? -1 : b0 + k;
}

/* ---- Case and classification ---- */

enum { B_UPPER, B_LOWER, B_SWAP, B_TITLE, B_CAPITALIZE };

static mt_obj *
case_map(mt_state *st, mt_obj *self, int how)
{
    mt_bytes *b = (mt_bytes *)self;
    char *tmp = mt_mem(st, b->len + 1);
    if (!tmp) {
        return NULL;
    }
    int prev = 0;
    for (size_t i = 0; i < b->len; i++) {
        char c = b->data[i];
        switch (how) {
        case B_UPPER:
            c = to_up(c);
            break;
        case B_LOWER:
            c = to_low(c);
            break;
        case B_SWAP:
            c = b_lower((unsigned char)c) ? to_up(c) : to_low(c);
            break;
        case B_CAPITALIZE:
            c = i == 0 ? to_up(c) : to_low(c);
            break;
        default:
            c = prev ? to_low(c) : to_up(c);
            prev = b_alpha((unsigned char)c);
            break;
        }
        tmp[i] = c;
    }
    mt_obj *r = mk(st, self, tmp, b->len);
    cm_free(tmp);
    return r;
}

#define BCASE(name, how)                                                                           \
    static mt_obj *bytes_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)           \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return case_map(st, args[0], how);                                                         \
    }
BCASE(upper, B_UPPER)
BCASE(lower, B_LOWER)
BCASE(swapcase, B_SWAP)
BCASE(title, B_TITLE)
BCASE(capitalize, B_CAPITALIZE)

static mt_obj *
all_bytes(mt_obj *self, int (*p)(unsigned char))
{
    mt_bytes *b = (mt_bytes *)self;
    if (b->len == 0) {
        return MT_FALSE;
    }
    for (size_t i = 0; i < b->len; i++) {
        if (!p((unsigned char)b->data[i])) {
            return MT_FALSE;
        }
    }
    return MT_TRUE;
}

#define BPRED(name, pred)                                                                          \
    static mt_obj *bytes_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)           \
    {                                                                                              \
        (void)st;                                                                                  \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return all_bytes(args[0], pred);                                                           \
    }
BPRED(isalnum, b_alnum)
BPRED(isalpha, b_alpha)
BPRED(isdigit, b_digit)
BPRED(isspace, b_space)

static mt_obj *
bytes_isascii(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    for (size_t i = 0; i < SELFB->len; i++) {
        if ((unsigned char)SELFB->data[i] >= 0x80) {
            return MT_FALSE;
        }
    }
    return MT_TRUE;
}

static mt_obj *
cased_pred(mt_obj *self, int want_upper)
{
    mt_bytes *b = (mt_bytes *)self;
    int cased = 0;
    for (size_t i = 0; i < b->len; i++) {
        unsigned char c = (unsigned char)b->data[i];
        if (want_upper ? b_lower(c) : b_upper(c)) {
            return MT_FALSE;
        }
        cased |= want_upper ? b_upper(c) : b_lower(c);
    }
    return MT_BOOL(cased);
}

static mt_obj *
bytes_isupper(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return cased_pred(args[0], 1);
}

static mt_obj *
bytes_islower(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return cased_pred(args[0], 0);
}

static mt_obj *
bytes_istitle(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    int cased = 0, prev = 0;
    for (size_t i = 0; i < SELFB->len; i++) {
        unsigned char c = (unsigned char)SELFB->data[i];
        if (b_upper(c)) {
            if (prev) {
                return MT_FALSE;
            }
            prev = cased = 1;
        } else if (b_lower(c)) {
            if (!prev) {
                return MT_FALSE;
            }
            prev = cased = 1;
        } else {
            prev = 0;
        }
    }
    return MT_BOOL(cased);
}

/* ---- Searching ---- */

enum { F_FIND, F_RFIND, F_INDEX, F_RINDEX, F_COUNT };

static mt_obj *
do_search(mt_state *st, size_t n, mt_obj *const *args, int how)
{
    const char *nd;
    size_t nn;
    char one;
    int64_t b0, b1;
    // the bounds first (as CPython parses them): their __index__ may change the needle
    if (sub_bounds(st, n, args, 2, &b0, &b1) < 0 || needle(st, args[1], &nd, &nn, &one) < 0) {
        return NULL;
    }
    const char *h = SELFB->data;
    if (how == F_COUNT) {
        if (b0 > b1) {
            return MT_FROM_SMALL(0);
        }
        return mt_int_from_i64(st, (int64_t)mt_memcount(h + b0, (size_t)(b1 - b0), nd, nn));
    }
    int64_t r = find_in(h, b0, b1, nd, nn, how == F_RFIND || how == F_RINDEX);
    if (r < 0 && (how == F_INDEX || how == F_RINDEX)) {
        return mt_raise(st, MT_EXC(ValueError), "subsection not found");
    }
    return mt_int_from_i64(st, r);
}

#define BSEARCH(name, how)                                                                         \
    static mt_obj *bytes_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)           \
    {                                                                                              \
        (void)kw;                                                                                  \
        return do_search(st, n, args, how);                                                        \
    }
BSEARCH(find, F_FIND)
BSEARCH(rfind, F_RFIND)
BSEARCH(index, F_INDEX)
BSEARCH(rindex, F_RINDEX)
BSEARCH(count, F_COUNT)

static mt_obj *
do_tailmatch(mt_state *st, size_t n, mt_obj *const *args, int end, const char *name)
{
    int64_t b0, b1;
    if (sub_bounds(st, n, args, 2, &b0, &b1) < 0) {
        return NULL;
    }
    return mt_seq_tailmatch(st, &bytes_seq, SELFB->data, (size_t)b0, (size_t)b1, args[1], end,
                            name);
}

static mt_obj *
bytes_startswith(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_tailmatch(st, n, args, 0, "startswith");
}

static mt_obj *
bytes_endswith(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_tailmatch(st, n, args, 1, "endswith");
}

/* ---- Stripping, splitting, joining ---- */

static mt_obj *
do_strip(mt_state *st, size_t n, mt_obj *const *args, int which)
{
    const char *set = NULL;
    size_t ns = 0;
    if (n > 1 && args[1] != MT_NONE && view(st, args[1], &set, &ns) < 0) {
        return NULL;
    }
    size_t i, j;
    mt_seq_strip(0, SELFB->data, SELFB->len, set, ns, which, &i, &j);
    return mk(st, args[0], SELFB->data + i, j - i);
}

static mt_obj *
bytes_strip(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_strip(st, n, args, 3);
}

static mt_obj *
bytes_lstrip(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_strip(st, n, args, 1);
}

static mt_obj *
bytes_rstrip(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_strip(st, n, args, 2);
}

static mt_obj *
bytes_split(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_seq_split(st, &bytes_seq, n, args, kw, 0);
}

static mt_obj *
bytes_rsplit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_seq_split(st, &bytes_seq, n, args, kw, 1);
}

static mt_obj *
bytes_splitlines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_seq_splitlines(st, &bytes_seq, n, args, kw);
}

static mt_obj *
do_partition(mt_state *st, mt_obj *const *args, int right)
{
    const char *sep;
    size_t ns;
    if (view(st, args[1], &sep, &ns) < 0) {
        return NULL;
    }
    if (ns == 0) {
        return mt_raise(st, MT_EXC(ValueError), "empty separator");
    }
    const char *d = SELFB->data;
    size_t len = SELFB->len;
    int64_t k = find_in(d, 0, (int64_t)len, sep, ns, right);
    mt_obj *parts[3];
    if (k < 0) {
        parts[right ? 2 : 0] = mk(st, args[0], d, len);
        parts[1] = mk(st, args[0], "", 0);
        parts[right ? 0 : 2] = mk(st, args[0], "", 0);
    } else {
        parts[0] = mk(st, args[0], d, (size_t)k);
        if (mt_isinst(args[0], &mt_type_bytearray)) {
            parts[1] = mk(st, args[0], sep, ns);
        } else {
            // bytes gives back the separator object it was given (a bytearray stays one)
            MT_INCREF(args[1]);
            parts[1] = args[1];
        }
        parts[2] = mk(st, args[0], d + k + ns, len - (size_t)k - ns);
    }
    mt_obj *t = parts[0] && parts[1] && parts[2] ? mt_tuple_new(st, 3) : NULL;
    for (int i = 0; i < 3; i++) {
        if (t) {
            MT_TUPLE_ITEM(t, i) = parts[i];
        } else {
            MT_XDECREF(parts[i]);
        }
    }
    return t;
}

static mt_obj *
bytes_partition(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return do_partition(st, args, 0);
}

static mt_obj *
bytes_rpartition(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return do_partition(st, args, 1);
}

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
    mt_buf_init(st, &b);
    for (size_t i = 0; i < MT_LIST_N(items); i++) {
        mt_obj *x = MT_LIST_ITEM(items, i);
        if (!mt_bytes_check(x)) {
            // the list holds the only reference to x: name its type before dropping it
            mt_raise(st, MT_EXC(TypeError),
                     "sequence item %zu: expected a bytes-like object, %s found", i,
                     mt_type_name(x));
            cm_buf_free(&b);
            MT_DECREF(items);
            return NULL;
        }
        if (i) {
            (void)!cm_buf_add(&b, SELFB->data, SELFB->len);
        }
        (void)!cm_buf_add(&b, ((mt_bytes *)x)->data, ((mt_bytes *)x)->len);
    }
    MT_DECREF(items);
    return mk_buf(st, args[0], &b);
}

/* ---- Replacing, padding, prefixes ---- */

static mt_obj *
bytes_replace(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    const char *od, *nd;
    size_t on, nn;
    int64_t count = -1;
    if (view(st, args[1], &od, &on) < 0 || view(st, args[2], &nd, &nn) < 0 ||
        (n > 3 && mt_index(st, args[3], &count) < 0)) {
        return NULL;
    }
    if (n > 3) {
        // count's __index__ may have changed old or new (bytearrays): look at them again
        (void)view(st, args[1], &od, &on);
        (void)view(st, args[2], &nd, &nn);
    }
    cm_buf b;
    mt_buf_init(st, &b);
    mt_seq_replace(&b, 0, SELFB->data, SELFB->len, od, on, nd, nn, count);
    return mk_buf(st, args[0], &b);
}

static mt_obj *
do_pad(mt_state *st, size_t n, mt_obj *const *args, int where, const char *name)
{
    int64_t width;
    if (mt_index(st, args[1], &width) < 0) {
        return NULL;
    }
    char fill = ' ';
    if (n > 2) {
        mt_obj *f = args[2];
        if (!mt_bytes_check(f) || ((mt_bytes *)f)->len != 1) {
            return mt_raise(st, MT_EXC(TypeError),
                            "%s() argument 2 must be a byte string of length 1, not %s", name,
                            mt_arg_type_name(f));
        }
        fill = ((mt_bytes *)f)->data[0];
    }
    size_t len = SELFB->len;
    if (width <= (int64_t)len) {
        return mk(st, args[0], SELFB->data, len);
    }
    int64_t pad = width - (int64_t)len, left = mt_seq_pad_left(pad, width, where);
    char *tmp = mt_mem(st, (size_t)width + 1);
    if (!tmp) {
        return NULL;
    }
    memset(tmp, fill, (size_t)width);
    memcpy(tmp + left, SELFB->data, len);
    mt_obj *r = mk(st, args[0], tmp, (size_t)width);
    cm_free(tmp);
    return r;
}

static mt_obj *
bytes_ljust(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_pad(st, n, args, 0, "ljust");
}

static mt_obj *
bytes_center(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_pad(st, n, args, 1, "center");
}

static mt_obj *
bytes_rjust(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_pad(st, n, args, 2, "rjust");
}

static mt_obj *
bytes_zfill(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t width;
    if (mt_index(st, args[1], &width) < 0) {
        return NULL;
    }
    size_t len = SELFB->len;
    if (width <= (int64_t)len) {
        return mk(st, args[0], SELFB->data, len);
    }
    char *tmp = mt_mem(st, (size_t)width + 1);
    if (!tmp) {
        return NULL;
    }
    size_t fill = (size_t)width - len;
    memset(tmp, '0', fill);
    memcpy(tmp + fill, SELFB->data, len);
    if (len && (tmp[fill] == '+' || tmp[fill] == '-')) {
        tmp[0] = tmp[fill];
        tmp[fill] = '0';
    }
    mt_obj *r = mk(st, args[0], tmp, (size_t)width);
    cm_free(tmp);
    return r;
}

static mt_obj *
bytes_expandtabs(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"tabsize", 0}, {NULL, 0}};
    mt_obj *a[1];
    if (mt_args_parse(st, "expandtabs", n - 1, args + 1, kw, specs, 1, a) < 0) {
        return NULL;
    }
    int64_t ts = 8;
    if (a[0] && mt_index(st, a[0], &ts) < 0) {
        return NULL;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    mt_seq_expandtabs(&b, 0, SELFB->data, SELFB->len, ts);
    return mk_buf(st, args[0], &b);
}

static mt_obj *
do_remove_affix(mt_state *st, mt_obj *const *args, int suffix)
{
    const char *p;
    size_t np;
    if (view(st, args[1], &p, &np) < 0) {
        return NULL;
    }
    const char *d = SELFB->data;
    size_t len = SELFB->len;
    if (np <= len && memcmp(suffix ? d + len - np : d, p, np) == 0) {
        return mk(st, args[0], suffix ? d : d + np, len - np);
    }
    return mk(st, args[0], d, len);
}

static mt_obj *
bytes_removeprefix(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return do_remove_affix(st, args, 0);
}

static mt_obj *
bytes_removesuffix(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return do_remove_affix(st, args, 1);
}

/* ---- translate, maketrans, hex ---- */

static mt_obj *
bytes_translate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"table", 0}, {"delete", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "translate", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    const char *table = NULL, *del = NULL;
    size_t nt = 0, nd = 0;
    if (!a[0]) {
        return mt_raise(st, MT_EXC(TypeError), "translate() missing required argument 'table'");
    }
    if (a[0] != MT_NONE) {
        if (view(st, a[0], &table, &nt) < 0) {
            return NULL;
        }
        if (nt != 256) {
            return mt_raise(st, MT_EXC(ValueError),
                            "translation table must be 256 characters long");
        }
    }
    if (a[1] && view(st, a[1], &del, &nd) < 0) {
        return NULL;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t i = 0; i < SELFB->len; i++) {
        unsigned char c = (unsigned char)SELFB->data[i];
        if (del && memchr(del, c, nd)) {
            continue;
        }
        (void)!cm_buf_addc(&b, table ? table[c] : (char)c);
    }
    return mk_buf(st, args[0], &b);
}

static mt_obj *
bytes_maketrans(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *f, *t;
    size_t nf, nt;
    if (view(st, args[0], &f, &nf) < 0 || view(st, args[1], &t, &nt) < 0) {
        return NULL;
    }
    if (nf != nt) {
        return mt_raise(st, MT_EXC(ValueError), "maketrans arguments must have same length");
    }
    char table[256];
    for (int i = 0; i < 256; i++) {
        table[i] = (char)i;
    }
    for (size_t i = 0; i < nf; i++) {
        table[(unsigned char)f[i]] = t[i];
    }
    return mt_bytes_new(st, table, 256);
}

int
mt_hex_sep(mt_state *st, mt_obj *sep, int to_bytes, char *out)
{
    uint32_t c;
    if (mt_isinst(sep, &mt_type_str)) {
        if (((mt_str *)sep)->nchars != 1) {
            mt_raise(st, MT_EXC(ValueError), "sep must be length 1.");
            return -1;
        }
        const char *sd = mt_str_data(sep);
        cm_utf8_decode((const unsigned char *)sd, mt_str_len(sep), &c);
        if (c > 0xFF) { // a str's characters past Latin-1 never make a byte
            mt_raise(st, MT_EXC(ValueError), "sep must be ASCII.");
            return -1;
        }
    } else if (mt_bytes_check(sep)) {
        if (((mt_bytes *)sep)->len != 1) {
            mt_raise(st, MT_EXC(ValueError), "sep must be length 1.");
            return -1;
        }
        if (!mt_isinst(sep, &mt_type_bytes)) { // a bytearray has a length, but is refused
            mt_raise(st, MT_EXC(TypeError), "sep must be str or bytes.");
            return -1;
        }
        c = (unsigned char)((mt_bytes *)sep)->data[0];
    } else {
        mt_raise(st, MT_EXC(TypeError), "object of type '%s' has no len()", mt_type_name(sep));
        return -1;
    }
    if (!to_bytes && c >= 0x80) {
        mt_raise(st, MT_EXC(ValueError), "sep must be ASCII.");
        return -1;
    }
    *out = (char)c;
    return 0;
}

static mt_obj *
bytes_hex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"sep", 0}, {"bytes_per_sep", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "hex", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    char sep = 0;
    if (a[0] && mt_hex_sep(st, a[0], 0, &sep) < 0) {
        return NULL;
    }
    int64_t per = 1;
    if (a[1] && mt_index(st, a[1], &per) < 0) {
        return NULL;
    }
    if (per < INT32_MIN || per > INT32_MAX) {
        // CPython's bytes_per_sep_group is a C int
        return mt_raise(st, MT_EXC(OverflowError), "Python int too large to convert to C int");
    }
    size_t len = SELFB->len;
    uint64_t group = per < 0 ? (uint64_t)(-per) : (uint64_t)per;
    cm_buf b;
    mt_buf_init(st, &b);
    // digits go out through a block on the stack, a few KiB per buffer call (a printf per
    // byte made hex() 55 times slower than CPython's)
    static const char digits[] = "0123456789abcdef";
    char block[4096];
    size_t k = 0;
    const unsigned char *d = (const unsigned char *)SELFB->data;
    for (size_t i = 0; i < len; i++) {
        if (k > sizeof block - 3) {
            (void)!cm_buf_add(&b, block, k);
            k = 0;
        }
        if (sep && group && i > 0) {
            // groups count from the right for a positive bytes_per_sep, else from the left
            uint64_t pos = per > 0 ? (uint64_t)(len - i) : (uint64_t)i;
            if (pos % group == 0) {
                block[k++] = sep;
            }
        }
        block[k++] = digits[d[i] >> 4];
        block[k++] = digits[d[i] & 15];
    }
    (void)!cm_buf_add(&b, block, k);
    return mt_str_from_buf(st, &b);
}

static mt_obj *
bytes_fromhex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "fromhex() argument must be str, not %s",
                        mt_arg_type_name(args[1]));
    }
    const char *s = mt_str_data(args[1]);
    size_t len = mt_str_len(args[1]);
    cm_buf b;
    mt_buf_init(st, &b);
    size_t ci = 0; // character position for the error
    for (size_t i = 0; i < len;) {
        if (b_space((unsigned char)s[i])) {
            i++;
            ci++;
            continue;
        }
        int hi = cm_hexval(s[i]);
        int lo = i + 1 < len ? cm_hexval(s[i + 1]) : -1;
        if (hi < 0 || lo < 0) {
            cm_buf_free(&b);
            size_t at = hi < 0 ? ci : ci + 1;
            return mt_raise(st, MT_EXC(ValueError),
                            "non-hexadecimal number found in fromhex() arg at position %zu", at);
        }
        (void)!cm_buf_addc(&b, (char)(hi * 16 + lo));
        i += 2;
        ci += 2;
    }
    const mt_type *base = mt_isinst(args[0], &mt_type_type) &&
                                  mt_issubtype((const mt_type *)args[0], &mt_type_bytearray)
                              ? &mt_type_bytearray
                              : &mt_type_bytes;
    if (mt_buf_check(st, &b) < 0) {
        return NULL;
    }
    // a subclass is called with the bytes (CPython: even bytearray's)
    const mt_type *t =
        args[0] == (mt_obj *)&mt_type_bytearray ? &mt_type_bytearray : &mt_type_bytes;
    mt_obj *r = new_of(st, t, b.len ? cm_buf_str(&b) : "", b.len);
    cm_buf_free(&b);
    return mt_alt_ctor_result(st, args[0], base, r);
}

/* ---- bytearray mutation ---- */

static int
ba_resize_at(mt_state *st, mt_bytes *b, size_t at, size_t oldn, const char *src, size_t newn)
{
    // replace b[at:at+oldn] with newn bytes of src (src must not alias b's storage)
    size_t len = b->len - oldn + newn;
    if (ensure_cap(st, b, len) < 0) {
        return -1;
    }
    memmove(b->data + at + newn, b->data + at + oldn, b->len - at - oldn);
    if (newn) {
        memcpy(b->data + at, src, newn);
    }
    b->len = len;
    b->data[len] = 0;
    return 0;
}

/* The bytes an assignment or extend() takes from v: bytes-like or an iterable of ints. */
static char *
bytes_of_value(mt_state *st, mt_obj *v, size_t *n, const char *what)
{
    *n = 0;
    if (mt_bytes_check(v)) {
        mt_bytes *vb = (mt_bytes *)v;
        char *t = mt_mem(st, vb->len + 1);
        if (t) {
            memcpy(t, vb->data, vb->len);
            *n = vb->len;
        }
        return t;
    }
    if (mt_int_check(v) || mt_isinst(v, &mt_type_str)) {
        if (what) {
            mt_raise(st, MT_EXC(TypeError), "%s", what);
        } else if (mt_isinst(v, &mt_type_str)) {
            mt_raise(st, MT_EXC(TypeError), "'str' object cannot be interpreted as an integer");
        } else {
            mt_raise(st, MT_EXC(TypeError), "can't extend bytearray with %s", mt_type_name(v));
        }
        return NULL;
    }
    mt_obj *l = mt_list_from_iter(st, v);
    if (!l) {
        if (what && mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            mt_raise(st, MT_EXC(TypeError), "%s", what);
        }
        return NULL;
    }
    size_t cnt = MT_LIST_N(l);
    char *t = mt_mem(st, cnt + 1);
    for (size_t i = 0; t && i < cnt; i++) {
        unsigned char c;
        if (byte_value(st, MT_LIST_ITEM(l, i), &c) < 0) {
            cm_free(t);
            t = NULL;
            break;
        }
        t[i] = (char)c;
    }
    MT_DECREF(l);
    *n = cnt;
    return t;
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
    size_t k;
    char *t = bytes_of_value(st, args[1], &k, NULL);
    if (!t) {
        return NULL;
    }
    int rc = ba_resize_at(st, SELFB, SELFB->len, 0, t, k);
    cm_free(t);
    return rc < 0 ? NULL : MT_NONE;
}

static mt_obj *
ba_insert(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t i;
    unsigned char c;
    if (mt_index(st, args[1], &i) < 0 || byte_value(st, args[2], &c) < 0) {
        return NULL;
    }
    int64_t len = (int64_t)SELFB->len;
    if (i < 0) {
        i += len;
        if (i < 0) {
            i = 0;
        }
    } else if (i > len) {
        i = len;
    }
    char ch = (char)c;
    return ba_resize_at(st, SELFB, (size_t)i, 0, &ch, 1) < 0 ? NULL : MT_NONE;
}

static mt_obj *
ba_pop(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int64_t i = -1;
    if (n > 1 && mt_index(st, args[1], &i) < 0) {
        return NULL;
    }
    int64_t len = (int64_t)SELFB->len;
    if (len == 0) {
        return mt_raise(st, MT_EXC(IndexError), "pop from empty bytearray");
    }
    if (i < 0) {
        i += len;
    }
    if (i < 0 || i >= len) {
        return mt_raise(st, MT_EXC(IndexError), "pop index out of range");
    }
    unsigned char c = (unsigned char)SELFB->data[i];
    (void)ba_resize_at(st, SELFB, (size_t)i, 1, NULL, 0);
    return MT_FROM_SMALL(c);
}

static mt_obj *
ba_remove(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    unsigned char c;
    if (byte_value(st, args[1], &c) < 0) {
        return NULL;
    }
    char *p = memchr(SELFB->data, c, SELFB->len);
    if (!p) {
        return mt_raise(st, MT_EXC(ValueError), "value not found in bytearray");
    }
    (void)ba_resize_at(st, SELFB, (size_t)(p - SELFB->data), 1, NULL, 0);
    return MT_NONE;
}

static mt_obj *
ba_reverse(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    char *d = SELFB->data;
    for (size_t i = 0, j = SELFB->len; i + 1 < j; i++, j--) {
        char t = d[i];
        d[i] = d[j - 1];
        d[j - 1] = t;
    }
    return MT_NONE;
}

static mt_obj *
ba_clear(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    SELFB->len = 0;
    SELFB->data[0] = 0;
    return MT_NONE;
}

static mt_obj *
ba_copy(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return new_of(st, &mt_type_bytearray, SELFB->data, SELFB->len);
}

static mt_obj *
bytes_decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "decode", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    return mt_codec_decode(st, SELFB->data, SELFB->len, a[0], a[1]);
}

#define COMMON_METHODS                                                                             \
    {"decode", bytes_decode, MT_ARGS(0, 2) | MT_KW}, {"hex", bytes_hex, MT_ARGS(0, 2) | MT_KW},    \
        {"fromhex", bytes_fromhex, MT_ARGS(1, 1) | MT_CLASSM},                                     \
        {"maketrans", bytes_maketrans, MT_ARGS(2, 2) | MT_STATICM},                                \
        {"upper", bytes_upper, MT_ARGS(0, 0)}, {"lower", bytes_lower, MT_ARGS(0, 0)},              \
        {"swapcase", bytes_swapcase, MT_ARGS(0, 0)}, {"title", bytes_title, MT_ARGS(0, 0)},        \
        {"capitalize", bytes_capitalize, MT_ARGS(0, 0)},                                           \
        {"isalnum", bytes_isalnum, MT_ARGS(0, 0)}, {"isalpha", bytes_isalpha, MT_ARGS(0, 0)},      \
        {"isdigit", bytes_isdigit, MT_ARGS(0, 0)}, {"isspace", bytes_isspace, MT_ARGS(0, 0)},      \
        {"isascii", bytes_isascii, MT_ARGS(0, 0)}, {"isupper", bytes_isupper, MT_ARGS(0, 0)},      \
        {"islower", bytes_islower, MT_ARGS(0, 0)}, {"istitle", bytes_istitle, MT_ARGS(0, 0)},      \
        {"find", bytes_find, MT_ARGS(1, 3) | MT_PTUPLE},                                           \
        {"rfind", bytes_rfind, MT_ARGS(1, 3) | MT_PTUPLE},                                         \
        {"index", bytes_index, MT_ARGS(1, 3) | MT_PTUPLE},                                         \
        {"rindex", bytes_rindex, MT_ARGS(1, 3) | MT_PTUPLE},                                       \
        {"count", bytes_count, MT_ARGS(1, 3) | MT_PTUPLE},                                         \
        {"startswith", bytes_startswith, MT_ARGS(1, 3) | MT_PTUPLE},                               \
        {"endswith", bytes_endswith, MT_ARGS(1, 3) | MT_PTUPLE},                                   \
        {"strip", bytes_strip, MT_ARGS(0, 1)}, {"lstrip", bytes_lstrip, MT_ARGS(0, 1)},            \
        {"rstrip", bytes_rstrip, MT_ARGS(0, 1)}, {"split", bytes_split, MT_ARGS(0, 2) | MT_KW},    \
        {"rsplit", bytes_rsplit, MT_ARGS(0, 2) | MT_KW},                                           \
        {"splitlines", bytes_splitlines, MT_ARGS(0, 1) | MT_KW},                                   \
        {"partition", bytes_partition, MT_ARGS(1, 1)},                                             \
        {"rpartition", bytes_rpartition, MT_ARGS(1, 1)}, {"join", bytes_join, MT_ARGS(1, 1)},      \
        {"replace", bytes_replace, MT_ARGS(2, 3)}, {"center", bytes_center, MT_ARGS(1, 2)},        \
        {"ljust", bytes_ljust, MT_ARGS(1, 2)}, {"rjust", bytes_rjust, MT_ARGS(1, 2)},              \
        {"zfill", bytes_zfill, MT_ARGS(1, 1)},                                                     \
        {"expandtabs", bytes_expandtabs, MT_ARGS(0, 1) | MT_KW},                                   \
        {"removeprefix", bytes_removeprefix, MT_ARGS(1, 1)},                                       \
        {"removesuffix", bytes_removesuffix, MT_ARGS(1, 1)},                                       \
    {                                                                                              \
        "translate", bytes_translate, MT_ARGS(1, 2) | MT_KW                                        \
    }

static mt_obj *
ba_iadd(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return bytes_binop(st, args[0], args[1], MT_OP_ADD | MT_OP_INPLACE);
}

static mt_obj *
ba_imul(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return bytes_binop(st, args[0], args[1], MT_OP_MUL | MT_OP_INPLACE);
}

// bytes.__bytes__() (CPython 3.11): the value as an exact bytes, the object itself when it is
static mt_obj *
bytes_dunder_bytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (MT_TYPE(args[0]) == &mt_type_bytes) {
        MT_INCREF(args[0]);
        return args[0];
    }
    return new_of(st, &mt_type_bytes, SELFB->data, SELFB->len);
}

static const mt_method bytes_methods[] = {
    COMMON_METHODS, {"__bytes__", bytes_dunder_bytes, MT_ARGS(0, 0)}, {NULL, NULL, 0}};
static const mt_method bytearray_methods[] = {COMMON_METHODS,
                                              {"append", ba_append, MT_ARGS(1, 1)},
                                              {"extend", ba_extend, MT_ARGS(1, 1)},
                                              {"insert", ba_insert, MT_ARGS(2, 2)},
                                              {"pop", ba_pop, MT_ARGS(0, 1)},
                                              {"remove", ba_remove, MT_ARGS(1, 1)},
                                              {"reverse", ba_reverse, MT_ARGS(0, 0)},
                                              {"clear", ba_clear, MT_ARGS(0, 0)},
                                              {"copy", ba_copy, MT_ARGS(0, 0)},
                                              {"__iadd__", ba_iadd, MT_ARGS(1, 1)},
                                              {"__imul__", ba_imul, MT_ARGS(1, 1)},
                                              {NULL, NULL, 0}};

const mt_type mt_type_bytes = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "bytes",
    .basicsize = sizeof(mt_bytes),
    .flags = MT_TF_BASETYPE | MT_TF_REPEAT,
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

/* bytearray.__init__ of a subclass instance (bytes_new_t read the arguments of a plain
   bytearray): the contents the arguments make, in place of the object's. */
static int
bytearray_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    if (MT_TYPE(self) == &mt_type_bytearray) {
        return 0;
    }
    mt_obj *made = bytes_new_t(st, &mt_type_bytearray, n, args, kw);
    if (!made) {
        return -1;
    }
    mt_bytes *a = (mt_bytes *)self, *b = (mt_bytes *)made;
    char *data = a->data;
    size_t len = a->len, cap = a->cap;
    a->data = b->data;
    a->len = b->len;
    a->cap = b->cap;
    b->data = data;
    b->len = len;
    b->cap = cap;
    MT_DECREF(made);
    return 0;
}

const mt_type mt_type_bytearray = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "bytearray",
    .basicsize = sizeof(mt_bytes),
    .flags = MT_TF_BASETYPE | MT_TF_REPEAT,
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
    .tp_init = bytearray_init,
    .methods = bytearray_methods,
};
