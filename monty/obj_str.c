/* str: immutable UTF-8 text with code-point indexing, its methods and the interned names. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unicode/ucasemap.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

#include "common/alloc.h"
#include "common/hex.h"
#include "common/utf8.h"
#include "monty/obj.h"
#include "monty/seqcore.h"

// Writable only for mt_str_names_init, which fills in their hashes once per process.
#define MT_DEFINE_NAME(n)                                                                          \
    mt_str mt_name_##n = {MT_STATIC_HEAD(&mt_type_str), sizeof(#n) - 1, sizeof(#n) - 1, -1, #n};
MT_NAME_LIST(MT_DEFINE_NAME)
#undef MT_DEFINE_NAME

static mt_str empty_str = {MT_STATIC_HEAD(&mt_type_str), 0, 0, -1, ""};

/* ---- UTF-8 ---- */

uint32_t
mt_utf8_get(const char *s, size_t *i)
{
    const unsigned char *p = (const unsigned char *)s + *i;
    uint32_t c = p[0];
    if (c < 0x80) {
        *i += 1;
        return c;
    }
    if (c < 0xe0) {
        *i += 2;
        return ((c & 0x1f) << 6) | (p[1] & 0x3f);
    }
    if (c < 0xf0) {
        *i += 3;
        return ((c & 0x0f) << 12) | ((uint32_t)(p[1] & 0x3f) << 6) | (p[2] & 0x3f);
    }
    *i += 4;
    return ((c & 0x07) << 18) | ((uint32_t)(p[1] & 0x3f) << 12) | ((uint32_t)(p[2] & 0x3f) << 6) |
           (p[3] & 0x3f);
}

int
mt_utf8_put(cm_buf *b, uint32_t c)
{
    char t[4];
    return cm_buf_add(b, t, cm_utf8_encode(c, t));
}

int
mt_utf8_put_n(cm_buf *b, uint32_t c, size_t n)
{
    // encoded in place: a buffer for it could fail to allocate, and the width then read as
    // 0 divided the cap check below by zero (CM_FAIL_ALLOC sweep, issue 13)
    char enc[4];
    size_t w = cm_utf8_encode(c, enc);
    if (w == 1) {
        return cm_buf_fill(b, enc[0], n);
    }
    size_t at = b->len;
    // one reservation for the whole run (a run past the cap fails here, before any work)
    if (n > SIZE_MAX / w || cm_buf_fill(b, 0, n * w) < 0) {
        if (n > SIZE_MAX / w) {
            (void)!cm_buf_fill(b, 0, SIZE_MAX); // fails, and marks b failed
        }
        return -1;
    }
    // then copy the pattern over itself in doubling chunks
    char *d = b->data + at;
    size_t have = n ? w : 0;
    if (n) {
        memcpy(d, enc, w);
    }
    while (have < n * w) {
        size_t k = have < n * w - have ? have : n * w - have;
        memcpy(d + have, d, k);
        have += k;
    }
    return 0;
}

size_t
mt_utf8_count(const char *s, size_t len)
{
    // a code point per byte that is not a continuation byte (10xxxxxx); eight bytes at a
    // time: in each byte, bit 7 set and bit 6 clear marks a continuation
    size_t n = len, i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        // bit 7 of each byte at most: the multiply sums the bytes' bits into the top byte
        uint64_t m = (w & ~(w << 1) & 0x8080808080808080ull) >> 7;
        n -= (size_t)((m * 0x0101010101010101ull) >> 56);
    }
    for (; i < len; i++) {
        n -= ((unsigned char)s[i] & 0xc0) == 0x80;
    }
    return n;
}

/* ---- Construction ---- */

mt_obj *
mt_str_alloc(mt_state *st, size_t len, size_t nchars)
{
    if (len == 0) {
        return (mt_obj *)&empty_str;
    }
    if (len > SIZE_MAX - sizeof(mt_str) - 1) {
        return mt_too_big(st); // a size summed by the caller, past what any object can have
    }
    mt_str *o = (mt_str *)mt_alloc(st, &mt_type_str, sizeof(mt_str) + len + 1);
    if (!o) {
        return NULL;
    }
    char *d = (char *)(o + 1);
    d[len] = 0;
    o->data = d;
    o->len = len;
    o->nchars = nchars;
    o->hash = -1;
    return (mt_obj *)o;
}

// The one-character ASCII strs, made once per process and shared by every interpreter
// as static objects are (immortal, never written after they are made), as CPython keeps
// its one-character strs: iterating, indexing or splitting a str into characters makes
// no object per character.
static mt_str ascii_strs[128];
static char ascii_text[256];
static int ascii_made;

static mt_obj *
ascii_char(unsigned char c)
{
    if (!ascii_made) {
        for (int k = 0; k < 128; k++) {
            ascii_text[2 * k] = (char)k;
            ascii_text[2 * k + 1] = '\0';
            ascii_strs[k].ob = (mt_obj)MT_STATIC_HEAD(&mt_type_str);
            ascii_strs[k].len = 1;
            ascii_strs[k].nchars = 1;
            ascii_strs[k].data = &ascii_text[2 * k];
            ascii_strs[k].hash = mt_str_hash_bytes(&ascii_text[2 * k], 1);
        }
        ascii_made = 1;
    }
    return (mt_obj *)&ascii_strs[c];
}

// A str of len bytes of s holding nchars code points (the caller knows them: a piece
// of an ASCII str has one per byte), or (size_t)-1 to count them.
static mt_obj *
str_new_n(mt_state *st, const char *s, size_t len, size_t nchars)
{
    if (len == 1 && (unsigned char)s[0] < 0x80) {
        return ascii_char((unsigned char)s[0]);
    }
    mt_obj *o = mt_str_alloc(st, len, nchars != (size_t)-1 ? nchars : mt_utf8_count(s, len));
    if (o && len) {
        memcpy((char *)mt_str_data(o), s, len);
    }
    return o;
}

size_t
mt_fmt_i64(char out[MT_I64_DIGITS], int64_t v)
{
    // the digits right to left at the end of out, two a division
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    size_t k = MT_I64_DIGITS;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    while (u >= 100) {
        k -= 2;
        memcpy(out + k, pairs + 2 * (u % 100), 2);
        u /= 100;
    }
    if (u >= 10) {
        k -= 2;
        memcpy(out + k, pairs + 2 * u, 2);
    } else {
        out[--k] = (char)('0' + u);
    }
    if (v < 0) {
        out[--k] = '-';
    }
    return k;
}

mt_obj *
mt_str_from_i64(mt_state *st, int64_t v)
{
    // the digits, then one allocation of their length
    char tmp[MT_I64_DIGITS];
    size_t k = mt_fmt_i64(tmp, v);
    return str_new_n(st, tmp + k, sizeof tmp - k, sizeof tmp - k);
}

mt_obj *
mt_str_new(mt_state *st, const char *s, size_t len)
{
    return str_new_n(st, s, len, (size_t)-1);
}

mt_obj *
mt_str_from_c(mt_state *st, const char *s)
{
    return mt_str_new(st, s, strlen(s));
}

mt_obj *
mt_str_from_buf(mt_state *st, cm_buf *b)
{
    if (mt_buf_check(st, b) < 0) {
        return NULL;
    }
    mt_obj *r = mt_str_new(st, cm_buf_str(b), b->len);
    cm_buf_free(b);
    return r;
}

mt_obj *
mt_str_intern(mt_state *st, const char *s, size_t len)
{
    return mt_str_new(st, s, len);
}

mt_obj *
mt_str_char(mt_state *st, uint32_t c)
{
    cm_buf b;
    mt_buf_init(st, &b);
    (void)mt_utf8_put(&b, c);
    return mt_str_from_buf(st, &b);
}

int
mt_str_eq(mt_obj *a, mt_obj *b)
{
    if (a == b) {
        return 1;
    }
    mt_str *x = (mt_str *)a, *y = (mt_str *)b;
    if (x->len != y->len) {
        return 0;
    }
    if (x->hash != -1 && y->hash != -1 && x->hash != y->hash) {
        return 0;
    }
    return memcmp(x->data, y->data, x->len) == 0;
}

int
mt_str_eq_c(mt_obj *a, const char *s)
{
    if (!mt_isinst(a, &mt_type_str)) {
        return 0;
    }
    size_t n = strlen(s);
    return mt_str_len(a) == n && memcmp(mt_str_data(a), s, n) == 0;
}

int64_t
mt_str_hash_bytes(const char *p, size_t n)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 1099511628211ULL;
    }
    int64_t r = (int64_t)(h >> 1);
    return r == -1 ? -2 : r;
}

int64_t
mt_str_hash(mt_obj *o)
{
    mt_str *s = (mt_str *)o;
    if (s->hash != -1) {
        return s->hash;
    }
    int64_t r = mt_str_hash_bytes(s->data, s->len);
    if (s->ob.refcnt < MT_IMMORTAL) {
        s->hash = r;
    }
    return r;
}

void
mt_str_names_init(void)
{
#define MT_HASH_NAME(n) mt_name_##n.hash = mt_str_hash_bytes(mt_name_##n.data, mt_name_##n.len);
    MT_NAME_LIST(MT_HASH_NAME)
#undef MT_HASH_NAME
    empty_str.hash = mt_str_hash_bytes("", 0);
}

static int64_t
str_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    return mt_str_hash(o);
}

mt_obj *
mt_str_concat(mt_state *st, mt_obj *a, mt_obj *b)
{
    size_t la = mt_str_len(a), lb = mt_str_len(b);
    if (lb == 0) {
        MT_INCREF(a);
        return a;
    }
    if (la == 0) {
        MT_INCREF(b);
        return b;
    }
    mt_obj *o = mt_str_alloc(st, la + lb, ((mt_str *)a)->nchars + ((mt_str *)b)->nchars);
    if (!o) {
        return NULL;
    }
    char *d = (char *)mt_str_data(o);
    memcpy(d, mt_str_data(a), la);
    memcpy(d + la, mt_str_data(b), lb);
    return o;
}

mt_obj *
mt_str_concat_n(mt_state *st, mt_obj *sep, mt_obj *const *items, size_t n)
{
    // Two passes, no Python code between them (the items may be a list's own array): the
    // sizes and the item types, then one allocation of the sum and the copies.
    size_t ls = sep ? mt_str_len(sep) : 0, cs = sep ? ((mt_str *)sep)->nchars : 0;
    size_t len = 0, nchars = 0;
    for (size_t i = 0; i < n; i++) {
        mt_obj *x = items[i];
        if (!mt_isinst(x, &mt_type_str)) {
            return mt_raise(st, MT_EXC(TypeError),
                            "sequence item %zu: expected str instance, %s found", i,
                            mt_type_name(x));
        }
        if (__builtin_add_overflow(len, mt_str_len(x), &len) ||
            (i && __builtin_add_overflow(len, ls, &len))) {
            return mt_too_big(st);
        }
        nchars += ((mt_str *)x)->nchars + (i ? cs : 0);
    }
    if (n == 1 && MT_TYPE(items[0]) == &mt_type_str) {
        MT_INCREF(items[0]);
        return items[0];
    }
    mt_obj *o = mt_str_alloc(st, len, nchars);
    if (!o || len == 0) {
        return o;
    }
    char *d = (char *)mt_str_data(o);
    for (size_t i = 0; i < n; i++) {
        if (i && ls) {
            memcpy(d, mt_str_data(sep), ls);
            d += ls;
        }
        size_t k = mt_str_len(items[i]);
        memcpy(d, mt_str_data(items[i]), k);
        d += k;
    }
    return o;
}

/* ---- repr ---- */

int
mt_str_repr_buf(cm_buf *b, const char *s, size_t len, int ascii)
{
    int has_sq = memchr(s, '\'', len) != NULL, has_dq = memchr(s, '"', len) != NULL;
    char q = has_sq && !has_dq ? '"' : '\'';
    (void)!cm_buf_addc(b, q);
    for (size_t i = 0; i < len;) {
        uint32_t c = mt_utf8_get(s, &i);
        if (c == (uint32_t)q || c == '\\') {
            (void)!cm_buf_addc(b, '\\');
            (void)!cm_buf_addc(b, (char)c);
        } else if (c == '\n') {
            (void)!cm_buf_adds(b, "\\n");
        } else if (c == '\r') {
            (void)!cm_buf_adds(b, "\\r");
        } else if (c == '\t') {
            (void)!cm_buf_adds(b, "\\t");
        } else if (c < 0x20 || c == 0x7f) {
            (void)!cm_buf_add_escape(b, c);
        } else if (c < 0x7f) {
            (void)!cm_buf_addc(b, (char)c);
        } else if (ascii || (c >= 0x80 && c < 0xa0) || c == 0xad || (c >= 0xd800 && c < 0xe000) ||
                   !u_isprint((UChar32)c) ||
                   (u_charType((UChar32)c) == U_SPACE_SEPARATOR && c != ' ') ||
                   u_charType((UChar32)c) == U_LINE_SEPARATOR ||
                   u_charType((UChar32)c) == U_PARAGRAPH_SEPARATOR ||
                   u_charType((UChar32)c) == U_FORMAT_CHAR ||
                   u_charType((UChar32)c) == U_UNASSIGNED ||
                   u_charType((UChar32)c) == U_PRIVATE_USE_CHAR) {
            (void)!cm_buf_add_escape(b, c);
        } else {
            (void)mt_utf8_put(b, c);
        }
    }
    return cm_buf_addc(b, q);
}

mt_obj *
mt_str_repr(mt_state *st, mt_obj *s)
{
    cm_buf b;
    mt_buf_init(st, &b);
    (void)mt_str_repr_buf(&b, mt_str_data(s), mt_str_len(s), 0);
    return mt_str_from_buf(st, &b);
}

static mt_obj *
str_str(mt_state *st, mt_obj *o)
{
    if (o->type == &mt_type_str) {
        MT_INCREF(o);
        return o;
    }
    return mt_str_new(st, mt_str_data(o), mt_str_len(o));
}

/* ---- Code points ---- */

static int
is_ascii(mt_obj *s)
{
    return ((mt_str *)s)->nchars == ((mt_str *)s)->len;
}

/* Decode into a cm_alloc'd array of code points. */
static uint32_t *
to_cps(mt_state *st, mt_obj *s, size_t *n)
{
    size_t nc = ((mt_str *)s)->nchars;
    uint32_t *cp = mt_mem(st, (nc + 1) * sizeof(uint32_t));
    if (!cp) {
        return NULL;
    }
    const char *d = mt_str_data(s);
    size_t i = 0, k = 0;
    while (i < mt_str_len(s)) {
        cp[k++] = mt_utf8_get(d, &i);
    }
    *n = k;
    return cp;
}

/* Byte offset of code point index ci. */
static size_t
byte_off(mt_obj *s, size_t ci)
{
    if (is_ascii(s)) {
        return ci;
    }
    const char *d = mt_str_data(s);
    size_t len = mt_str_len(s), i = 0, k = 0;
    while (i < len && k < ci) {
        i++;
        while (i < len && ((unsigned char)d[i] & 0xc0) == 0x80) {
            i++;
        }
        k++;
    }
    return i;
}

static size_t
char_index(mt_obj *s, size_t boff)
{
    return is_ascii(s) ? boff : mt_utf8_count(mt_str_data(s), boff);
}

static ssize_t
str_len(mt_state *st, mt_obj *o)
{
    (void)st;
    return (ssize_t)((mt_str *)o)->nchars;
}

static mt_obj *
str_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    int64_t n = (int64_t)((mt_str *)o)->nchars;
    if (MT_TYPE(key) == &mt_type_slice) {
        int64_t start, stop, step, cnt;
        if (mt_slice_indices(st, key, n, &start, &stop, &step, &cnt) < 0) {
            return NULL;
        }
        if (step == 1) {
            size_t b0 = byte_off(o, (size_t)start);
            size_t b1 = cnt > 0 ? byte_off(o, (size_t)stop) : b0;
            if (b0 == 0 && b1 == mt_str_len(o) && o->type == &mt_type_str) {
                MT_INCREF(o);
                return o;
            }
            return mt_str_new(st, mt_str_data(o) + b0, cnt > 0 ? b1 - b0 : 0);
        }
        if (((mt_str *)o)->nchars == mt_str_len(o)) {
            // ASCII: a character is a byte, picked straight into the new str (s[::-1]
            // went through an array of code points, 15 times CPython's time)
            mt_obj *r = mt_str_alloc(st, (size_t)cnt, (size_t)cnt);
            if (r) {
                const char *d = mt_str_data(o);
                char *w = (char *)mt_str_data(r);
                for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
                    w[i] = d[j];
                }
            }
            return r;
        }
        size_t nc;
        uint32_t *cp = to_cps(st, o, &nc);
        if (!cp) {
            return NULL;
        }
        cm_buf b;
        mt_buf_init(st, &b);
        for (int64_t i = 0, j = start; i < cnt; i++, j += step) {
            (void)mt_utf8_put(&b, cp[j]);
        }
        cm_free(cp);
        return mt_str_from_buf(st, &b);
    }
    int64_t i;
    if (!mt_has_index(key)) {
        return mt_raise(st, MT_EXC(TypeError), "string indices must be integers, not '%s'",
                        mt_type_name(key));
    }
    if (mt_index_ssize(st, key, MT_EXC(IndexError), &i) < 0) {
        return NULL;
    }
    if (i < 0) {
        i += n;
    }
    if (i < 0 || i >= n) {
        return mt_raise(st, MT_EXC(IndexError), "string index out of range");
    }
    size_t b0 = byte_off(o, (size_t)i);
    size_t b1 = b0 + 1;
    while (b1 < mt_str_len(o) && ((unsigned char)mt_str_data(o)[b1] & 0xc0) == 0x80) {
        b1++;
    }
    return mt_str_new(st, mt_str_data(o) + b0, b1 - b0);
}

static int
str_contains(mt_state *st, mt_obj *o, mt_obj *v)
{
    if (!mt_isinst(v, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "'in <string>' requires string as left operand, not %s", mt_type_name(v));
    }
    return mt_memfind(mt_str_data(o), mt_str_len(o), mt_str_data(v), mt_str_len(v), 0) >= 0;
}

static mt_obj *
str_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if (!mt_isinst(b, &mt_type_str)) {
        return MT_NOTIMPL;
    }
    if (op == MT_CMP_EQ || op == MT_CMP_NE) {
        int eq = mt_str_eq(a, b);
        return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
    }
    int c = mt_memcmp3(mt_str_data(a), mt_str_len(a), mt_str_data(b), mt_str_len(b));
    return mt_cmp_from3(c, op);
}

static mt_obj *
str_repeat(mt_state *st, mt_obj *s, mt_obj *n)
{
    int64_t k;
    if (mt_index_ssize(st, n, MT_EXC(OverflowError), &k) < 0) {
        return NULL;
    }
    if (k <= 0 || mt_str_len(s) == 0) {
        return (mt_obj *)&empty_str;
    }
    if (k == 1 && MT_TYPE(s) == &mt_type_str) { // CPython gives back the very str
        MT_INCREF(s);
        return s;
    }
    size_t len = mt_str_len(s);
    if ((uint64_t)k > ((size_t)1 << 40) / len) {
        return mt_nomem(st);
    }
    size_t total = len * (size_t)k;
    char *buf = mt_mem(st, total + 1);
    if (!buf) {
        return NULL;
    }
    for (int64_t i = 0; i < k; i++) {
        memcpy(buf + (size_t)i * len, mt_str_data(s), len);
    }
    mt_obj *r = mt_str_new(st, buf, total);
    cm_free(buf);
    return r;
}

static mt_obj *
str_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    op &= 0x3f;
    int sa = mt_isinst(a, &mt_type_str), sb = mt_isinst(b, &mt_type_str);
    if (op == MT_OP_ADD) {
        if (sa && sb) {
            return mt_str_concat(st, a, b);
        }
        if (sa && !(MT_TYPE(b)->flags & MT_TF_HEAP)) {
            return mt_raise(st, MT_EXC(TypeError), "can only concatenate str (not \"%s\") to str",
                            mt_type_name(b));
        }
        return MT_NOTIMPL;
    }
    if (op == MT_OP_MUL) {
        if (sa && mt_int_check(b)) {
            return str_repeat(st, a, b);
        }
        if (sb && mt_int_check(a)) {
            return str_repeat(st, b, a);
        }
        if (sa && !mt_int_check(b) && !(MT_TYPE(b)->flags & MT_TF_HEAP)) {
            return mt_raise(st, MT_EXC(TypeError),
                            "can't multiply sequence by non-int of type '%s'", mt_type_name(b));
        }
        return MT_NOTIMPL;
    }
    if (op == MT_OP_MOD && sa) {
        return mt_str_mod(st, a, b);
    }
    return MT_NOTIMPL;
}

/* ---- Iteration ---- */

typedef struct striter {
    mt_obj ob;
    mt_obj *s;
    size_t pos;
} striter;

static mt_obj *
str_iter(mt_state *st, mt_obj *o)
{
    striter *it = (striter *)mt_alloc(st, &mt_type_striter, sizeof(striter));
    if (!it) {
        return NULL;
    }
    MT_INCREF(o);
    it->s = o;
    return (mt_obj *)it;
}

static mt_obj *
striter_next(mt_state *st, mt_obj *o)
{
    striter *it = (striter *)o;
    if (!it->s || it->pos >= mt_str_len(it->s)) {
        return NULL;
    }
    const char *d = mt_str_data(it->s);
    size_t b0 = it->pos;
    size_t b1 = b0 + 1;
    while (b1 < mt_str_len(it->s) && ((unsigned char)d[b1] & 0xc0) == 0x80) {
        b1++;
    }
    it->pos = b1;
    return mt_str_new(st, d + b0, b1 - b0);
}

static void
striter_clear(mt_obj *o)
{
    MT_CLEAR(((striter *)o)->s);
}

// __length_hint__: the characters the iterator has still to give.
static mt_obj *
striter_hint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const striter *it = (const striter *)args[0];
    size_t left = 0;
    if (it->s && it->pos < mt_str_len(it->s)) {
        left = mt_utf8_count(mt_str_data(it->s) + it->pos, mt_str_len(it->s) - it->pos);
    }
    return mt_int_from_u64(st, left);
}

static const mt_method striter_methods[] = {{"__length_hint__", striter_hint, MT_ARGS(0, 0)},
                                            {NULL, NULL, 0}};

const mt_type mt_type_striter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "str_ascii_iterator",
    .basicsize = sizeof(striter),
    .base = &mt_type_object,
    .clear = striter_clear,
    .iter = mt_iter_self,
    .next = striter_next,
    .methods = striter_methods,
};

/* ---- Methods ---- */

#define SELF args[0]

static int
want_str(mt_state *st, mt_obj *o, const char *what)
{
    if (!mt_isinst(o, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError), "%s, not %s", what, mt_type_name(o));
    }
    return 0;
}

// want_str of an argument CPython's Argument Clinic converts: None is named "None"
static int
want_arg_str(mt_state *st, mt_obj *o, const char *what)
{
    if (!mt_isinst(o, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError), "%s, not %s", what, mt_arg_type_name(o));
    }
    return 0;
}

/* ---- Case mapping: CPython's rules (Unicode 14 data, full mappings) on ICU's tables ---- */

// CPython 3.11 ships Unicode 14: code points assigned later have no case there.
static int
uni14(uint32_t c)
{
    UVersionInfo v;
    u_charAge((UChar32)c, v);
    return v[0] < 15;
}

// Modifier letters that Unicode 15 (ICU) made Lowercase and Cased, but Unicode 14 had not.
static int
lower_since15(uint32_t c)
{
    return c == 0x10fc || (c >= 0xa7f2 && c <= 0xa7f4) || c == 0xab69;
}

static int
u_lowerp(uint32_t c)
{
    return c < 0x80
               ? (c >= 'a' && c <= 'z')
               : uni14(c) && !lower_since15(c) && u_hasBinaryProperty((UChar32)c, UCHAR_LOWERCASE);
}

static int
u_upperp(uint32_t c)
{
    return c < 0x80 ? (c >= 'A' && c <= 'Z')
                    : uni14(c) && u_hasBinaryProperty((UChar32)c, UCHAR_UPPERCASE);
}

static int
u_titlep(uint32_t c)
{
    return c >= 0x80 && uni14(c) && u_charType((UChar32)c) == U_TITLECASE_LETTER;
}

static int
u_casedp(uint32_t c)
{
    return c < 0x80 ? ((c | 32) >= 'a' && (c | 32) <= 'z')
                    : uni14(c) && !lower_since15(c) && u_hasBinaryProperty((UChar32)c, UCHAR_CASED);
}

static int
u_ignorablep(uint32_t c)
{
    if (c < 0x80) {
        return c == '\'' || c == '.' || c == ':' || c == '^' || c == '`';
    }
    return uni14(c) && u_hasBinaryProperty((UChar32)c, UCHAR_CASE_IGNORABLE);
}

enum { MAP_LOWER, MAP_UPPER, MAP_TITLE, MAP_FOLD };

/* Append the full case mapping `which` of c (one to three code points). MAP_TITLE
 * opens ICU's title-case map into *title_map on first need; the caller closes it. */
static void
put_mapped_icu(cm_buf *b, uint32_t c, int which, UCaseMap **title_map)
{
    if (c < 0x80) {
        if (which == MAP_UPPER || which == MAP_TITLE) {
            c = (c >= 'a' && c <= 'z') ? c - 32 : c;
        } else {
            c = (c >= 'A' && c <= 'Z') ? c + 32 : c;
        }
        (void)!cm_buf_addc(b, (char)c);
        return;
    }
    if (!uni14(c)) {
        (void)mt_utf8_put(b, c);
        return;
    }
    UChar src[2], dst[8];
    int32_t sl = 0, dl = 0;
    U16_APPEND_UNSAFE(src, sl, (UChar32)c);
    UErrorCode err = U_ZERO_ERROR;
    if (which == MAP_LOWER) {
        dl = u_strToLower(dst, 8, src, sl, "", &err);
    } else if (which == MAP_UPPER) {
        dl = u_strToUpper(dst, 8, src, sl, "", &err);
    } else if (which == MAP_FOLD) {
        dl = u_strFoldCase(dst, 8, src, sl, U_FOLD_CASE_DEFAULT, &err);
    } else {
        if (!*title_map) {
            // the first character as a whole, untouched otherwise (Python decides the words)
            *title_map = ucasemap_open("",
                                       U_TITLECASE_WHOLE_STRING | U_TITLECASE_NO_LOWERCASE |
                                           U_TITLECASE_NO_BREAK_ADJUSTMENT,
                                       &err);
        }
        dl = *title_map && U_SUCCESS(err) ? ucasemap_toTitle(*title_map, dst, 8, src, sl, &err) : 0;
    }
    if (U_FAILURE(err) || dl <= 0 || dl > 8) {
        (void)mt_utf8_put(b, c);
        return;
    }
    for (int32_t k = 0; k < dl;) {
        UChar32 x;
        U16_NEXT_UNSAFE(dst, k, x);
        (void)mt_utf8_put(b, (uint32_t)x);
    }
}

/* The mappings one case conversion has made (a non-ASCII character's mapping is some
 * hundreds of instructions in ICU), direct-mapped by character and mapping. */
enum { CASE_MEMO_SLOTS = 64, CASE_MEMO_TEXT = 15 };
typedef struct case_memo {
    uint32_t key[CASE_MEMO_SLOTS]; // which << 21 | c, plus one; 0: empty
    unsigned char len[CASE_MEMO_SLOTS];
    char text[CASE_MEMO_SLOTS][CASE_MEMO_TEXT];
} case_memo;

static void
put_mapped(cm_buf *b, uint32_t c, int which, UCaseMap **title_map, case_memo *memo)
{
    if (c < 0x80 || !memo || which == MAP_TITLE) {
        put_mapped_icu(b, c, which, title_map);
        return;
    }
    uint32_t key = ((uint32_t)which << 21 | c) + 1;
    size_t slot = (c ^ (c >> 6) ^ (uint32_t)which) % CASE_MEMO_SLOTS;
    if (memo->key[slot] == key) {
        (void)!cm_buf_add(b, memo->text[slot], memo->len[slot]);
        return;
    }
    size_t before = b->len;
    put_mapped_icu(b, c, which, title_map);
    if (!b->failed && b->len > before && b->len - before <= CASE_MEMO_TEXT) {
        memo->key[slot] = key;
        memo->len[slot] = (unsigned char)(b->len - before);
        memcpy(memo->text[slot], b->data + before, b->len - before);
    }
}

/* CPython's lower() of cp[i]: capital sigma becomes final sigma at the end of a cased word. */
static void
put_lower_at(cm_buf *b, const uint32_t *cp, size_t n, size_t i, case_memo *memo)
{
    if (cp[i] != 0x3a3) {
        put_mapped(b, cp[i], MAP_LOWER, NULL, memo);
        return;
    }
    size_t j = i;
    while (j > 0 && u_ignorablep(cp[j - 1])) {
        j--;
    }
    int final = j > 0 && u_casedp(cp[j - 1]);
    if (final) {
        j = i + 1;
        while (j < n && u_ignorablep(cp[j])) {
            j++;
        }
        final = j == n || !u_casedp(cp[j]);
    }
    (void)mt_utf8_put(b, final ? 0x3c2 : 0x3c3);
}

enum { CASE_LOWER, CASE_UPPER, CASE_FOLD, CASE_SWAP, CASE_CAPITALIZE, CASE_TITLE };

// The length of code point c in UTF-8.
static size_t
cp_bytes(uint32_t c)
{
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

/* Upper-case (upper) or lower-case the n ASCII bytes at d into out (which may be d):
 * the letters of the other case move by 32, eight bytes at a time. */
static void
ascii_case(char *out, const char *d, size_t n, int upper)
{
    const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
    unsigned lo = upper ? 'a' : 'A';
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, d + i, 8);
        // every byte is below 0x80, so no sum carries out of its byte: bit 7 of ge is set
        // from lo up, of gt from lo + 26 up
        uint64_t ge = w + ones * (0x80 - lo), gt = w + ones * (0x80 - lo - 26);
        w ^= (ge & ~gt & high) >> 2;
        memcpy(out + i, &w, 8);
    }
    for (; i < n; i++) {
        unsigned char c = (unsigned char)d[i];
        out[i] = (char)((unsigned char)(c - lo) < 26 ? c ^ 32 : c);
    }
}

static mt_obj *
case_convert(mt_state *st, mt_obj *s, int how)
{
    if (is_ascii(s)) {
        // one allocation of the known length; an ASCII character is cased exactly when it
        // is a letter (ICU's u_casedp agrees), so no ICU call per character
        size_t n = mt_str_len(s);
        if (n == 0) {
            return mt_str_new(st, "", 0);
        }
        mt_str *o = (mt_str *)mt_alloc(st, &mt_type_str, sizeof(mt_str) + n + 1);
        if (!o) {
            return NULL;
        }
        char *out = (char *)(o + 1);
        const char *d = mt_str_data(s);
        if (how == CASE_UPPER || how == CASE_LOWER || how == CASE_FOLD) {
            ascii_case(out, d, n, how == CASE_UPPER);
        } else {
            int prev_cased = 0;
            for (size_t i = 0; i < n; i++) {
                char c = d[i];
                int up = (how == CASE_SWAP && c >= 'a' && c <= 'z') ||
                         (how == CASE_CAPITALIZE && i == 0) || (how == CASE_TITLE && !prev_cased);
                int low = how == CASE_SWAP ? (c >= 'A' && c <= 'Z') : !up;
                prev_cased = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
                if (up && c >= 'a' && c <= 'z') {
                    c = (char)(c - 32);
                } else if (low && c >= 'A' && c <= 'Z') {
                    c = (char)(c + 32);
                }
                out[i] = c;
            }
        }
        out[n] = 0;
        o->data = out;
        o->len = n;
        o->nchars = n;
        o->hash = -1;
        return (mt_obj *)o;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    size_t n;
    uint32_t *cp = to_cps(st, s, &n);
    if (!cp) {
        cm_buf_free(&b);
        return NULL;
    }
    int prev_cased = 0;
    UCaseMap *tm = NULL; // opened by the first non-ASCII title-case mapping
    // a long str's memo (none when memory is short: every mapping is then ICU's)
    case_memo *memo = n >= 256 ? cm_alloc(sizeof *memo) : NULL;
    if (memo) {
        memset(memo->key, 0, sizeof memo->key);
    }
    const char *d = mt_str_data(s);
    size_t bi = 0; // the byte offset of cp[i] in d
    for (size_t i = 0; i < n; bi += cp_bytes(cp[i]), i++) {
        uint32_t c = cp[i];
        if (c < 0x80 && (how == CASE_UPPER || how == CASE_LOWER || how == CASE_FOLD)) {
            // a run of ASCII in one piece
            size_t j = i + 1;
            while (j < n && cp[j] < 0x80) {
                j++;
            }
            size_t at = b.len;
            if (cm_buf_add(&b, d + bi, j - i) == 0) {
                ascii_case(b.data + at, b.data + at, j - i, how == CASE_UPPER);
            }
            bi += j - 1 - i; // the loop's step adds the run's last byte
            i = j - 1;
            continue;
        }
        switch (how) {
        case CASE_LOWER:
            put_lower_at(&b, cp, n, i, memo);
            break;
        case CASE_UPPER:
            put_mapped(&b, c, MAP_UPPER, NULL, memo);
            break;
        case CASE_FOLD:
            put_mapped(&b, c, MAP_FOLD, NULL, memo);
            break;
        case CASE_SWAP:
            if (u_upperp(c)) {
                put_lower_at(&b, cp, n, i, memo);
            } else if (u_lowerp(c)) {
                put_mapped(&b, c, MAP_UPPER, NULL, memo);
            } else {
                (void)mt_utf8_put(&b, c);
            }
            break;
        case CASE_CAPITALIZE:
            if (i == 0) {
                put_mapped(&b, c, MAP_TITLE, &tm, NULL);
            } else {
                put_lower_at(&b, cp, n, i, memo);
            }
            break;
        default:
            if (prev_cased) {
                put_lower_at(&b, cp, n, i, memo);
            } else {
                put_mapped(&b, c, MAP_TITLE, &tm, NULL);
            }
            prev_cased = u_casedp(c);
            break;
        }
    }
    if (tm) {
        ucasemap_close(tm);
    }
    cm_free(memo);
    cm_free(cp);
    return mt_str_from_buf(st, &b);
}

#define CASE_METHOD(name, how)                                                                     \
    static mt_obj *name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                   \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return case_convert(st, SELF, how);                                                        \
    }
CASE_METHOD(str_upper, CASE_UPPER)
CASE_METHOD(str_lower, CASE_LOWER)
CASE_METHOD(str_casefold, CASE_FOLD)
CASE_METHOD(str_swapcase, CASE_SWAP)
CASE_METHOD(str_capitalize, CASE_CAPITALIZE)
CASE_METHOD(str_title, CASE_TITLE)

typedef int (*cpred)(uint32_t c);

static int
numeric_type(uint32_t c)
{
    return uni14(c) ? u_getIntPropertyValue((UChar32)c, UCHAR_NUMERIC_TYPE) : U_NT_NONE;
}

static int
p_digit(uint32_t c)
{
    if (c < 0x80) {
        return c >= '0' && c <= '9';
    }
    int t = numeric_type(c);
    return t == U_NT_DECIMAL || t == U_NT_DIGIT;
}

static int
p_decimal(uint32_t c)
{
    return c < 0x80 ? (c >= '0' && c <= '9') : numeric_type(c) == U_NT_DECIMAL;
}

static int
p_numeric(uint32_t c)
{
    return c < 0x80 ? (c >= '0' && c <= '9') : numeric_type(c) != U_NT_NONE;
}

static int
p_alpha(uint32_t c)
{
    return c < 0x80 ? ((c | 32) >= 'a' && (c | 32) <= 'z') : uni14(c) && u_isalpha((UChar32)c);
}

static int
p_alnum(uint32_t c)
{
    return p_alpha(c) || p_numeric(c);
}

static int
p_printable(uint32_t c)
{
    if (c < 0x80) {
        return c >= 0x20 && c < 0x7f;
    }
    if (!uni14(c)) {
        return 0;
    }
    int t = u_charType((UChar32)c);
    return !(t == U_CONTROL_CHAR || t == U_FORMAT_CHAR || t == U_SURROGATE ||
             t == U_PRIVATE_USE_CHAR || t == U_UNASSIGNED || t == U_LINE_SEPARATOR ||
             t == U_PARAGRAPH_SEPARATOR || (t == U_SPACE_SEPARATOR));
}

static int
p_ascii(uint32_t c)
{
    return c < 0x80;
}

mt_obj *
mt_str_ascii_digits(mt_state *st, mt_obj *s)
{
    const char *d = mt_str_data(s);
    size_t n = mt_str_len(s);
    cm_buf b;
    cm_buf_init(&b, n + 1);
    for (size_t i = 0; i < n;) {
        uint32_t c = mt_utf8_get(d, &i);
        int dec =
            c >= 0x80 && numeric_type(c) == U_NT_DECIMAL ? (int)u_getNumericValue((UChar32)c) : -1;
        char out = c < 0x7f            ? (char)c
                   : mt_seq_isspace(c) ? ' '
                   : dec >= 0          ? (char)('0' + dec)
                                       : '?';
        if (cm_buf_addc(&b, out) < 0) {
            cm_buf_free(&b);
            return mt_nomem(st);
        }
        if (out == '?' && c >= 0x7f) {
            break; // nothing after an unknown character matters
        }
    }
    return mt_str_from_buf(st, &b);
}

static mt_obj *
all_pred(mt_obj *s, cpred p, int empty_ok)
{
    const char *d = mt_str_data(s);
    size_t n = mt_str_len(s);
    if (n == 0) {
        return MT_BOOL(empty_ok);
    }
    for (size_t i = 0; i < n;) {
        if (!p(mt_utf8_get(d, &i))) {
            return MT_FALSE;
        }
    }
    return MT_TRUE;
}

#define PRED_METHOD(name, pred, empty)                                                             \
    static mt_obj *name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                   \
    {                                                                                              \
        (void)st;                                                                                  \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return all_pred(SELF, pred, empty);                                                        \
    }
PRED_METHOD(str_isdigit, p_digit, 0)
PRED_METHOD(str_isdecimal, p_decimal, 0)
PRED_METHOD(str_isnumeric, p_numeric, 0)
PRED_METHOD(str_isalpha, p_alpha, 0)
PRED_METHOD(str_isalnum, p_alnum, 0)
PRED_METHOD(str_isspace, mt_seq_isspace, 0)
PRED_METHOD(str_isprintable, p_printable, 1)
PRED_METHOD(str_isascii, p_ascii, 1)

static mt_obj *
str_isupper(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    int cased = 0;
    const char *d = mt_str_data(SELF);
    for (size_t i = 0; i < mt_str_len(SELF);) {
        uint32_t c = mt_utf8_get(d, &i);
        if (u_lowerp(c) || u_titlep(c)) {
            return MT_FALSE;
        }
        cased |= u_upperp(c);
    }
    return MT_BOOL(cased);
}

static mt_obj *
str_islower(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    int cased = 0;
    const char *d = mt_str_data(SELF);
    for (size_t i = 0; i < mt_str_len(SELF);) {
        uint32_t c = mt_utf8_get(d, &i);
        if (u_upperp(c) || u_titlep(c)) {
            return MT_FALSE;
        }
        cased |= u_lowerp(c);
    }
    return MT_BOOL(cased);
}

static mt_obj *
str_istitle(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    int cased = 0, prev = 0;
    const char *d = mt_str_data(SELF);
    for (size_t i = 0; i < mt_str_len(SELF);) {
        uint32_t c = mt_utf8_get(d, &i);
        if (u_upperp(c) || u_titlep(c)) {
            if (prev) {
                return MT_FALSE;
            }
            prev = 1;
            cased = 1;
        } else if (u_lowerp(c)) {
            if (!prev) {
                return MT_FALSE;
            }
            prev = 1;
            cased = 1;
        } else {
            prev = 0;
        }
    }
    return MT_BOOL(cased);
}

int
mt_str_isidentifier(mt_obj *s)
{
    const char *d = mt_str_data(s);
    size_t len = mt_str_len(s);
    if (len == 0) {
        return 0;
    }
    for (size_t i = 0; i < len;) {
        int first = i == 0;
        uint32_t c = mt_utf8_get(d, &i);
        int ok = c < 0x80 ? c == '_' || p_alpha(c) || (!first && c >= '0' && c <= '9')
                          : uni14(c) && u_hasBinaryProperty((UChar32)c, first ? UCHAR_XID_START
                                                                              : UCHAR_XID_CONTINUE);
        if (!ok) {
            return 0;
        }
    }
    return 1;
}

static mt_obj *
str_isidentifier(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_BOOL(mt_str_isidentifier(SELF));
}

/* strip family: which = 1 left, 2 right, 3 both. */
static mt_obj *
do_strip(mt_state *st, size_t n, mt_obj *const *args, int which)
{
    mt_obj *s = SELF;
    mt_obj *chars = n > 1 ? args[1] : MT_NONE;
    if (chars != MT_NONE && !mt_isinst(chars, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "%s arg must be None or str",
                        which == 1   ? "lstrip"
                        : which == 2 ? "rstrip"
                                     : "strip");
    }
    const char *set = chars != MT_NONE ? mt_str_data(chars) : NULL;
    size_t ns = chars != MT_NONE ? mt_str_len(chars) : 0;
    size_t len = mt_str_len(s), i, j;
    mt_seq_strip(1, mt_str_data(s), len, set, ns, which, &i, &j);
    if (i == 0 && j == len && s->type == &mt_type_str) {
        MT_INCREF(s);
        return s;
    }
    return mt_str_new(st, mt_str_data(s) + i, j - i);
}

static mt_obj *
str_strip(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_strip(st, n, args, 3);
}

static mt_obj *
str_lstrip(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_strip(st, n, args, 1);
}

static mt_obj *
str_rstrip(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_strip(st, n, args, 2);
}

static void
str_view(mt_obj *self, const char **d, size_t *n)
{
    *d = mt_str_data(self);
    *n = mt_str_len(self);
}

static mt_obj *
str_piece(mt_state *st, mt_obj *self, const char *d, size_t n)
{
    // a piece of an ASCII str is ASCII: no count
    return str_new_n(st, d, n, is_ascii(self) ? n : (size_t)-1);
}

static int
str_sep(mt_state *st, mt_obj *o, const char **d, size_t *n)
{
    if (want_str(st, o, "must be str or None") < 0) {
        return -1;
    }
    str_view(o, d, n);
    return 0;
}

static int
str_affix(mt_state *st, mt_obj *o, int in_tuple, const char *name, const char **d, size_t *n)
{
    if (!mt_isinst(o, &mt_type_str)) {
        if (in_tuple) {
            return mt_raisei(st, MT_EXC(TypeError), "tuple for %s must only contain str, not %s",
                             name, mt_type_name(o));
        }
        return mt_raisei(st, MT_EXC(TypeError),
                         "%s first arg must be str or a tuple of str, not %s", name,
                         mt_type_name(o));
    }
    str_view(o, d, n);
    return 0;
}

// What the str/bytes method core (seqcore.c) needs of str.
static const mt_seq_type str_seq = {1, str_piece, str_view, str_sep, str_affix};

static mt_obj *
str_split(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_seq_split(st, &str_seq, n, args, kw, 0);
}

static mt_obj *
str_rsplit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_seq_split(st, &str_seq, n, args, kw, 1);
}

static mt_obj *
str_splitlines(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_seq_splitlines(st, &str_seq, n, args, kw);
}

mt_obj *
mt_str_join(mt_state *st, mt_obj *sep, mt_obj *iterable)
{
    const mt_type *t = MT_TYPE(iterable);
    if (t == &mt_type_list) {
        return mt_str_concat_n(st, sep, ((mt_list *)iterable)->items, MT_LIST_N(iterable));
    }
    if (t == &mt_type_tuple) {
        return mt_str_concat_n(st, sep, ((mt_tuple *)iterable)->items, MT_TUPLE_N(iterable));
    }
    mt_obj *it = mt_iter(st, iterable);
    if (!it) {
        if (mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            mt_raise(st, MT_EXC(TypeError), "can only join an iterable");
        }
        return NULL;
    }
    mt_obj *items = mt_list_from_iter(st, it);
    MT_DECREF(it);
    if (!items) {
        return NULL;
    }
    mt_obj *r = mt_str_concat_n(st, sep, ((mt_list *)items)->items, MT_LIST_N(items));
    MT_DECREF(items);
    return r;
}

static mt_obj *
str_join(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_str_join(st, SELF, args[1]);
}

static mt_obj *
str_replace(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (want_arg_str(st, args[1], "replace() argument 1 must be str") < 0 ||
        want_arg_str(st, args[2], "replace() argument 2 must be str") < 0) {
        return NULL;
    }
    int64_t count = -1;
    if (n > 3 && mt_index(st, args[3], &count) < 0) {
        return NULL;
    }
    const char *d = mt_str_data(SELF), *od = mt_str_data(args[1]), *nd = mt_str_data(args[2]);
    size_t len = mt_str_len(SELF), on = mt_str_len(args[1]), nn = mt_str_len(args[2]);
    if (on == 0) {
        cm_buf b;
        mt_buf_init(st, &b);
        mt_seq_replace(&b, 1, d, len, od, on, nd, nn, count);
        return mt_str_from_buf(st, &b);
    }
    // a non-empty old: count the matches, then one allocation of the known size
    size_t k = 0;
    for (size_t i = 0; count < 0 || k < (uint64_t)count; k++) {
        ptrdiff_t at = mt_memfind(d + i, len - i, od, on, 0);
        if (at < 0) {
            break;
        }
        i += (size_t)at + on;
    }
    if (k == 0) {
        if (MT_TYPE(SELF) == &mt_type_str) {
            MT_INCREF(SELF); // as CPython: nothing replaced gives the str itself
            return SELF;
        }
        return str_new_n(st, d, len, ((mt_str *)SELF)->nchars);
    }
    size_t rlen;
    if (nn > on
            ? __builtin_mul_overflow(k, nn - on, &rlen) || __builtin_add_overflow(len, rlen, &rlen)
            : (rlen = len - k * (on - nn), 0)) {
        return mt_too_big(st);
    }
    // UTF-8 synchronises itself: a match is whole characters, old's nchars of them
    size_t nchars = ((mt_str *)SELF)->nchars - k * ((mt_str *)args[1])->nchars +
                    k * ((mt_str *)args[2])->nchars;
    mt_obj *r = mt_str_alloc(st, rlen, nchars);
    if (!r || rlen == 0) {
        return r;
    }
    char *out = (char *)mt_str_data(r);
    size_t i = 0;
    for (size_t j = 0; j < k; j++) {
        size_t at = (size_t)mt_memfind(d + i, len - i, od, on, 0);
        memcpy(out, d + i, at);
        memcpy(out + at, nd, nn);
        out += at + nn;
        i += at + on;
    }
    memcpy(out, d + i, len - i);
    return r;
}

/* Parse optional start/end (code point indices) into byte bounds. */
static int
bounds(mt_state *st, mt_obj *s, size_t n, mt_obj *const *args, size_t first, size_t *b0, size_t *b1,
       int64_t *c0)
{
    int64_t len = (int64_t)((mt_str *)s)->nchars;
    int64_t start = 0, end = len;
    if (n > first && args[first] != MT_NONE && mt_slice_bound(st, args[first], 1, &start) < 0) {
        return -1;
    }
    if (n > first + 1 && args[first + 1] != MT_NONE &&
        mt_slice_bound(st, args[first + 1], 1, &end) < 0) {
        return -1;
    }
    if (start < 0) {
        start += len;
        if (start < 0) {
            start = 0;
        }
    }
    if (end < 0) {
        end += len;
        if (end < 0) {
            end = 0;
        }
    }
    if (end > len) {
        end = len;
    }
    *c0 = start;
    if (start > end) {
        *b0 = 1;
        *b1 = 0;
        return 0;
    }
    // the whole str's ends need no walk over a non-ASCII str
    *b0 = start == 0 ? 0 : byte_off(s, (size_t)start);
    *b1 = end == len ? mt_str_len(s) : byte_off(s, (size_t)end);
    return 0;
}

static mt_obj *
do_find(mt_state *st, size_t n, mt_obj *const *args, int right, int raise, const char *name)
{
    (void)name;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "must be str, not %s", mt_type_name(args[1]));
    }
    size_t b0, b1;
    int64_t c0;
    if (bounds(st, SELF, n, args, 2, &b0, &b1, &c0) < 0) {
        return NULL;
    }
    const char *d = mt_str_data(SELF), *sd = mt_str_data(args[1]);
    size_t sl = mt_str_len(args[1]);
    int64_t res = -1;
    if (b0 <= b1) {
        ptrdiff_t k = mt_memfind(d + b0, b1 - b0, sd, sl, right);
        if (k >= 0) {
            res = (int64_t)char_index(SELF, b0 + (size_t)k);
        }
    }
    if (res < 0 && raise) {
        return mt_raise(st, MT_EXC(ValueError), "substring not found");
    }
    return MT_FROM_SMALL(res);
}

static mt_obj *
str_find(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_find(st, n, args, 0, 0, "find");
}

static mt_obj *
str_rfind(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_find(st, n, args, 1, 0, "rfind");
}

static mt_obj *
str_index(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_find(st, n, args, 0, 1, "index");
}

static mt_obj *
str_rindex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_find(st, n, args, 1, 1, "rindex");
}

static mt_obj *
str_count(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "must be str, not %s", mt_type_name(args[1]));
    }
    size_t b0, b1;
    int64_t c0;
    if (bounds(st, SELF, n, args, 2, &b0, &b1, &c0) < 0) {
        return NULL;
    }
    if (b0 > b1) {
        return MT_FROM_SMALL(0);
    }
    const char *d = mt_str_data(SELF), *sd = mt_str_data(args[1]);
    size_t sl = mt_str_len(args[1]);
    if (sl == 0) {
        return MT_FROM_SMALL((int64_t)mt_utf8_count(d + b0, b1 - b0) + 1);
    }
    return MT_FROM_SMALL((int64_t)mt_memcount(d + b0, b1 - b0, sd, sl));
}

static mt_obj *
do_startsend(mt_state *st, size_t n, mt_obj *const *args, int end, const char *name)
{
    size_t b0, b1;
    int64_t c0;
    if (n == 2 && MT_TYPE(args[1]) == &mt_type_str) {
        // s.endswith("x"): the whole str against one affix
        size_t len = mt_str_len(SELF), pl = mt_str_len(args[1]);
        const char *d = mt_str_data(SELF);
        return MT_BOOL(pl <= len && memcmp(end ? d + len - pl : d, mt_str_data(args[1]), pl) == 0);
    }
    if (bounds(st, SELF, n, args, 2, &b0, &b1, &c0) < 0) {
        return NULL;
    }
    return mt_seq_tailmatch(st, &str_seq, mt_str_data(SELF), b0, b1, args[1], end, name);
}

static mt_obj *
str_startswith(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_startsend(st, n, args, 0, "startswith");
}

static mt_obj *
str_endswith(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_startsend(st, n, args, 1, "endswith");
}

/* Append n copies of character c to b (a str result). The first call of a result passes
 * total, the number of copies it will append in all, and more, the other bytes it
 * holds: a result past one allocation raises the uncatchable MemoryError before
 * anything is built, as CPython's own size check refuses at once. -1 with an
 * exception. */
static int
put_n(mt_state *st, cm_buf *b, uint32_t c, int64_t n, int64_t total, size_t more)
{
    size_t w = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (total > 0 && ((uint64_t)total > (SIZE_MAX - more) / w ||
                      mt_size_check(st, (size_t)total * w + more) < 0)) {
        if (!st->exc) {
            (void)mt_too_big(st);
        }
        cm_buf_free(b);
        return -1;
    }
    if (n <= 0) {
        return 0;
    }
    if ((uint64_t)n > SIZE_MAX / w || mt_size_check(st, (size_t)n * w + b->len) < 0) {
        if (!st->exc) {
            (void)mt_too_big(st);
        }
        cm_buf_free(b);
        return -1;
    }
    (void)!mt_utf8_put_n(b, c, (size_t)n);
    return 0;
}

static mt_obj *
do_pad(mt_state *st, size_t n, mt_obj *const *args, int where)
{
    int64_t width;
    if (mt_index(st, args[1], &width) < 0) {
        return NULL;
    }
    uint32_t fill = ' ';
    if (n > 2) {
        if (!mt_isinst(args[2], &mt_type_str) || ((mt_str *)args[2])->nchars != 1) {
            return mt_raise(st, MT_EXC(TypeError),
                            "The fill character must be exactly one character long");
        }
        size_t i = 0;
        fill = mt_utf8_get(mt_str_data(args[2]), &i);
    }
    int64_t len = (int64_t)((mt_str *)SELF)->nchars;
    if (width <= len) {
        MT_INCREF(SELF);
        return SELF;
    }
    int64_t pad = width - len, left = mt_seq_pad_left(pad, width, where);
    cm_buf b;
    mt_buf_init(st, &b);
    if (put_n(st, &b, fill, left, pad, mt_str_len(SELF)) < 0) {
        return NULL;
    }
    (void)!cm_buf_add(&b, mt_str_data(SELF), mt_str_len(SELF));
    (void)put_n(st, &b, fill, pad - left, 0, 0);
    return mt_str_from_buf(st, &b);
}

static mt_obj *
str_ljust(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_pad(st, n, args, 0);
}

static mt_obj *
str_rjust(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_pad(st, n, args, 2);
}

static mt_obj *
str_center(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return do_pad(st, n, args, 1);
}

static mt_obj *
str_zfill(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t width;
    if (mt_index(st, args[1], &width) < 0) {
        return NULL;
    }
    int64_t len = (int64_t)((mt_str *)SELF)->nchars;
    if (width <= len) {
        MT_INCREF(SELF);
        return SELF;
    }
    const char *d = mt_str_data(SELF);
    cm_buf b;
    mt_buf_init(st, &b);
    size_t i = 0;
    if (len && (d[0] == '+' || d[0] == '-')) {
        (void)!cm_buf_addc(&b, d[0]);
        i = 1;
    }
    if (put_n(st, &b, '0', width - len, width - len, mt_str_len(SELF)) < 0) {
        return NULL;
    }
    (void)!cm_buf_add(&b, d + i, mt_str_len(SELF) - i);
    return mt_str_from_buf(st, &b);
}

static mt_obj *
str_expandtabs(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
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
    mt_seq_expandtabs(&b, 1, mt_str_data(SELF), mt_str_len(SELF), ts);
    return mt_str_from_buf(st, &b);
}

static mt_obj *
do_partition(mt_state *st, mt_obj *const *args, int right)
{
    if (want_str(st, args[1], "must be str") < 0) {
        return NULL;
    }
    const char *d = mt_str_data(SELF), *sd = mt_str_data(args[1]);
    size_t len = mt_str_len(SELF), sl = mt_str_len(args[1]);
    if (sl == 0) {
        return mt_raise(st, MT_EXC(ValueError), "empty separator");
    }
    ptrdiff_t k = mt_memfind(d, len, sd, sl, right);
    const char *hit = k >= 0 ? d + k : NULL;
    mt_obj *a, *b, *c;
    if (!hit) {
        mt_obj *e = (mt_obj *)&empty_str;
        if (right) {
            return mt_tuple_pack(st, 3, e, e, SELF);
        }
        return mt_tuple_pack(st, 3, SELF, e, e);
    }
    a = mt_str_new(st, d, (size_t)(hit - d));
    b = args[1];
    c = mt_str_new(st, hit + sl, len - (size_t)(hit - d) - sl);
    mt_obj *t = a && c ? mt_tuple_pack(st, 3, a, b, c) : NULL;
    MT_XDECREF(a);
    MT_XDECREF(c);
    return t;
}

static mt_obj *
str_partition(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return do_partition(st, args, 0);
}

static mt_obj *
str_rpartition(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return do_partition(st, args, 1);
}

static mt_obj *
str_removeprefix(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (want_arg_str(st, args[1], "removeprefix() argument must be str") < 0) {
        return NULL;
    }
    size_t pl = mt_str_len(args[1]), len = mt_str_len(SELF);
    if (pl <= len && memcmp(mt_str_data(SELF), mt_str_data(args[1]), pl) == 0) {
        return mt_str_new(st, mt_str_data(SELF) + pl, len - pl);
    }
    MT_INCREF(SELF);
    return SELF;
}

static mt_obj *
str_removesuffix(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (want_arg_str(st, args[1], "removesuffix() argument must be str") < 0) {
        return NULL;
    }
    size_t pl = mt_str_len(args[1]), len = mt_str_len(SELF);
    if (pl && pl <= len && memcmp(mt_str_data(SELF) + len - pl, mt_str_data(args[1]), pl) == 0) {
        return mt_str_new(st, mt_str_data(SELF), len - pl);
    }
    MT_INCREF(SELF);
    return SELF;
}

static mt_obj *
str_encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "encode", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    return mt_codec_encode(st, SELF, a[0], a[1]);
}

static mt_obj *
str_format(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return mt_str_format_method(st, SELF, n - 1, args + 1, kw);
}

static mt_obj *
str_format_map(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *d = args[1];
    // pass the mapping as the single "**kwargs" source
    mt_obj *argv[1] = {d};
    return mt_str_format_method(st, SELF, (size_t)-1, argv, NULL);
}

static mt_obj *
str_maketrans(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mt_obj *d = mt_dict_new(st);
    if (!d) {
        return NULL;
    }
    if (n == 1) {
        mt_obj *src = args[0];
        if (MT_TYPE(src) != &mt_type_dict) {
            MT_DECREF(d);
            return mt_raise(st, MT_EXC(TypeError),
                            "if you give only one argument to maketrans it must be a dict");
        }
        size_t pos = 0;
        mt_obj *k, *v;
        while (mt_dict_next(src, &pos, &k, &v)) {
            mt_obj *key = k;
            mt_obj *tmp = NULL;
            if (mt_isinst(k, &mt_type_str)) {
                if (((mt_str *)k)->nchars != 1) {
                    MT_DECREF(d);
                    return mt_raise(st, MT_EXC(ValueError),
                                    "string keys in translate table must be of length 1");
                }
                size_t i = 0;
                tmp = MT_FROM_SMALL(mt_utf8_get(mt_str_data(k), &i));
                key = tmp;
            }
            if (mt_dict_set(st, d, key, v) < 0) {
                MT_DECREF(d);
                return NULL;
            }
        }
        return d;
    }
    // CPython converts the second and third arguments first, then checks the first
    if (want_arg_str(st, args[1], "maketrans() argument 2 must be str") < 0 ||
        (n > 2 && want_arg_str(st, args[2], "maketrans() argument 3 must be str") < 0)) {
        MT_DECREF(d);
        return NULL;
    }
    if (!mt_isinst(args[0], &mt_type_str)) {
        MT_DECREF(d);
        return mt_raise(st, MT_EXC(TypeError),
                        "first maketrans argument must be a string if there is a second argument");
    }
    size_t na, nb;
    uint32_t *a = to_cps(st, args[0], &na);
    uint32_t *b = a ? to_cps(st, args[1], &nb) : NULL;
    if (!a || !b) {
        cm_free(a);
        MT_DECREF(d);
        return NULL;
    }
    if (na != nb) {
        cm_free(a);
        cm_free(b);
        MT_DECREF(d);
        return mt_raise(st, MT_EXC(ValueError),
                        "the first two maketrans arguments must have equal length");
    }
    for (size_t i = 0; i < na; i++) {
        if (mt_dict_set(st, d, MT_FROM_SMALL(a[i]), MT_FROM_SMALL(b[i])) < 0) {
            break;
        }
    }
    cm_free(a);
    cm_free(b);
    if (n > 2) {
        size_t nc;
        uint32_t *c = to_cps(st, args[2], &nc);
        if (c) {
            for (size_t i = 0; i < nc; i++) {
                (void)mt_dict_set(st, d, MT_FROM_SMALL(c[i]), MT_NONE);
            }
            cm_free(c);
        }
    }
    if (st->exc) {
        MT_DECREF(d);
        return NULL;
    }
    return d;
}

/* translate's look-up of c in table: 1 with *r (a new reference) when found, 0 when
 * the table has no entry (a LookupError), -1 on an error raised. */
static int
translate_lookup(mt_state *st, mt_obj *table, uint32_t c, mt_obj **r)
{
    if (MT_TYPE(table) == &mt_type_dict) {
        // a plain dict: a missing character is no KeyError raised and cleared (that
        // was most of translate's time: each miss made an exception)
        *r = mt_dict_get_borrow(st, table, MT_FROM_SMALL(c));
        if (!*r) {
            return st->exc ? -1 : 0;
        }
        MT_INCREF(*r);
        return 1;
    }
    *r = mt_getitem(st, table, MT_FROM_SMALL(c));
    if (*r) {
        return 1;
    }
    if (mt_exc_matches(st, MT_EXC(LookupError))) {
        mt_exc_clear(st);
        return 0;
    }
    return -1;
}

/* Check the value r that table gave for a character (CPython's checks and texts): 0 for
 * None, 1 for an int, whose code point goes to *cp, 2 for a str; -1 raised. */
static int
translate_value(mt_state *st, mt_obj *r, uint32_t *cp)
{
    if (r == MT_NONE) {
        return 0;
    }
    if (mt_int_check(r)) {
        int64_t v;
        if (mt_int_as_i64(st, r, &v) < 0 || v < 0 || v >= 0x110000) {
            mt_exc_clear(st);
            mt_raise(st, MT_EXC(ValueError), "character mapping must be in range(0x110000)");
            return -1;
        }
        *cp = (uint32_t)v;
        return 1;
    }
    if (mt_isinst(r, &mt_type_str)) {
        return 2;
    }
    mt_raise(st, MT_EXC(TypeError), "character mapping must return integer, None or str");
    return -1;
}

enum { TR_UNKNOWN = 0xff, TR_DELETE = 0xfe };

/* CPython's fast path for an ASCII str: each distinct character is looked up once and
 * its ASCII result (or deletion) kept in memo, written into out. Returns the input bytes
 * done: all n, or fewer where a character maps to something else (more than one
 * character, or past ASCII), which the general path looks up again from there, as
 * CPython's does; *outn is the bytes written. -1 raised. */
static ssize_t
translate_ascii(mt_state *st, mt_obj *table, const char *d, size_t n, char *out, size_t *outn)
{
    unsigned char memo[128];
    memset(memo, TR_UNKNOWN, sizeof memo);
    size_t o = 0, i = 0;
    for (; i < n; i++) {
        unsigned char c = (unsigned char)d[i];
        if (memo[c] == TR_UNKNOWN) {
            mt_obj *r;
            int found = translate_lookup(st, table, c, &r);
            if (found < 0) {
                return -1;
            }
            if (!found) {
                memo[c] = c;
            } else {
                uint32_t cp = 0;
                int kind = translate_value(st, r, &cp);
                if (kind == 2 && mt_str_len(r) == 1 && (unsigned char)mt_str_data(r)[0] < 0x80) {
                    cp = (unsigned char)mt_str_data(r)[0];
                    kind = 1;
                }
                MT_DECREF(r);
                if (kind < 0) {
                    return -1;
                }
                if (kind == 0) {
                    memo[c] = TR_DELETE;
                } else if (kind == 1 && cp < 0x80) {
                    memo[c] = (unsigned char)cp;
                } else {
                    break;
                }
            }
        }
        if (memo[c] != TR_DELETE) {
            out[o++] = (char)memo[c];
        }
    }
    *outn = o;
    return (ssize_t)i;
}

static mt_obj *
str_translate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *table = args[1];
    const char *d = mt_str_data(SELF);
    size_t len = mt_str_len(SELF), i = 0;
    cm_buf b;
    mt_buf_init(st, &b);
    if (is_ascii(SELF) && len) {
        mt_obj *o = mt_str_alloc(st, len, len);
        if (!o) {
            return NULL;
        }
        size_t outn = 0;
        ssize_t done = translate_ascii(st, table, d, len, (char *)mt_str_data(o), &outn);
        if (done < 0) {
            MT_DECREF(o);
            return NULL;
        }
        if ((size_t)done == len && outn == len) {
            return o;
        }
        if ((size_t)done == len) {
            mt_obj *r = str_new_n(st, mt_str_data(o), outn, outn);
            MT_DECREF(o);
            return r;
        }
        (void)!cm_buf_add(&b, mt_str_data(o), outn);
        MT_DECREF(o);
        i = (size_t)done;
    }
    while (i < len) {
        uint32_t c = mt_utf8_get(d, &i);
        mt_obj *r;
        int found = translate_lookup(st, table, c, &r);
        if (found < 0) {
            cm_buf_free(&b);
            return NULL;
        }
        if (!found) {
            (void)mt_utf8_put(&b, c);
            continue;
        }
        uint32_t cp = 0;
        int kind = translate_value(st, r, &cp);
        if (kind == 1) {
            (void)mt_utf8_put(&b, cp);
        } else if (kind == 2) {
            (void)!cm_buf_add(&b, mt_str_data(r), mt_str_len(r));
        }
        MT_DECREF(r);
        if (kind < 0) {
            cm_buf_free(&b);
            return NULL;
        }
    }
    return mt_str_from_buf(st, &b);
}

static mt_obj *
str_getnewargs(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_tuple_pack(st, 1, SELF);
}

static mt_obj *
str_format_dunder(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "__format__() argument must be str, not %s",
                        mt_arg_type_name(args[1]));
    }
    if (MT_TYPE(SELF) != &mt_type_str) {
        // a subclass: an empty spec is str(self) (its own __str__, as CPython's
        // format_obj), else the plain str value formatted
        if (mt_str_len(args[1]) == 0) {
            return mt_tostr(st, SELF);
        }
        mt_obj *plain = mt_str_new(st, mt_str_data(SELF), mt_str_len(SELF));
        mt_obj *r = plain ? mt_format(st, plain, args[1]) : NULL;
        MT_XDECREF(plain);
        return r;
    }
    return mt_format(st, SELF, args[1]);
}

static mt_obj *
str_sizeof(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    // CPython's compact layout: header plus one, two or four bytes per character and a NUL
    size_t nc = ((mt_str *)SELF)->nchars;
    uint32_t maxc = 0;
    const char *d = mt_str_data(SELF);
    for (size_t i = 0; !is_ascii(SELF) && i < mt_str_len(SELF);) {
        uint32_t c = mt_utf8_get(d, &i);
        maxc = c > maxc ? c : maxc;
    }
    size_t sz = maxc < 0x80      ? 49 + nc
                : maxc < 0x100   ? 73 + nc
                : maxc < 0x10000 ? 74 + 2 * nc
                                 : 76 + 4 * nc;
    return mt_int_from_i64(st, (int64_t)sz);
}

static mt_obj *
str_rmul(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_int_check(args[1]) && !(MT_TYPE(args[1])->flags & MT_TF_HEAP)) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                        mt_type_name(args[1]));
    }
    return str_repeat(st, SELF, args[1]);
}

static mt_obj *
str_rmod(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (!mt_isinst(args[1], &mt_type_str)) {
        return MT_NOTIMPL;
    }
    return mt_str_mod(st, args[1], SELF);
}

#define STR_CMP_METHOD(name, op)                                                                   \
    static mt_obj *name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)                   \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        return str_richcmp(st, SELF, args[1], op);                                                 \
    }
STR_CMP_METHOD(str_lt, MT_CMP_LT)
STR_CMP_METHOD(str_le, MT_CMP_LE)
STR_CMP_METHOD(str_gt, MT_CMP_GT)
STR_CMP_METHOD(str_ge, MT_CMP_GE)
STR_CMP_METHOD(str_eq, MT_CMP_EQ)
STR_CMP_METHOD(str_ne, MT_CMP_NE)

static const mt_method str_methods[] = {{"upper", str_upper, MT_ARGS(0, 0)},
                                        {"lower", str_lower, MT_ARGS(0, 0)},
                                        {"casefold", str_casefold, MT_ARGS(0, 0)},
                                        {"swapcase", str_swapcase, MT_ARGS(0, 0)},
                                        {"capitalize", str_capitalize, MT_ARGS(0, 0)},
                                        {"title", str_title, MT_ARGS(0, 0)},
                                        {"isdigit", str_isdigit, MT_ARGS(0, 0)},
                                        {"isdecimal", str_isdecimal, MT_ARGS(0, 0)},
                                        {"isnumeric", str_isnumeric, MT_ARGS(0, 0)},
                                        {"isalpha", str_isalpha, MT_ARGS(0, 0)},
                                        {"isalnum", str_isalnum, MT_ARGS(0, 0)},
                                        {"isspace", str_isspace, MT_ARGS(0, 0)},
                                        {"isprintable", str_isprintable, MT_ARGS(0, 0)},
                                        {"isascii", str_isascii, MT_ARGS(0, 0)},
                                        {"isupper", str_isupper, MT_ARGS(0, 0)},
                                        {"islower", str_islower, MT_ARGS(0, 0)},
                                        {"istitle", str_istitle, MT_ARGS(0, 0)},
                                        {"isidentifier", str_isidentifier, MT_ARGS(0, 0)},
                                        {"strip", str_strip, MT_ARGS(0, 1)},
                                        {"lstrip", str_lstrip, MT_ARGS(0, 1)},
                                        {"rstrip", str_rstrip, MT_ARGS(0, 1)},
                                        {"split", str_split, MT_ARGS(0, 2) | MT_KW},
                                        {"rsplit", str_rsplit, MT_ARGS(0, 2) | MT_KW},
                                        {"splitlines", str_splitlines, MT_ARGS(0, 1) | MT_KW},
                                        {"join", str_join, MT_ARGS(1, 1)},
                                        {"replace", str_replace, MT_ARGS(2, 3)},
                                        {"find", str_find, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"rfind", str_rfind, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"index", str_index, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"rindex", str_rindex, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"count", str_count, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"startswith", str_startswith, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"endswith", str_endswith, MT_ARGS(1, 3) | MT_PTUPLE},
                                        {"ljust", str_ljust, MT_ARGS(1, 2)},
                                        {"rjust", str_rjust, MT_ARGS(1, 2)},
                                        {"center", str_center, MT_ARGS(1, 2)},
                                        {"zfill", str_zfill, MT_ARGS(1, 1)},
                                        {"expandtabs", str_expandtabs, MT_ARGS(0, 1) | MT_KW},
                                        {"partition", str_partition, MT_ARGS(1, 1)},
                                        {"rpartition", str_rpartition, MT_ARGS(1, 1)},
                                        {"removeprefix", str_removeprefix, MT_ARGS(1, 1)},
                                        {"removesuffix", str_removesuffix, MT_ARGS(1, 1)},
                                        {"encode", str_encode, MT_ARGS(0, 2) | MT_KW},
                                        {"format", str_format, MT_ARGS(0, MT_VAR) | MT_KW},
                                        {"format_map", str_format_map, MT_ARGS(1, 1)},
                                        {"maketrans", str_maketrans, MT_ARGS(1, 3) | MT_STATICM},
                                        {"translate", str_translate, MT_ARGS(1, 1)},
                                        {"__getnewargs__", str_getnewargs, MT_ARGS(0, 0)},
                                        {"__format__", str_format_dunder, MT_ARGS(1, 1)},
                                        {"__sizeof__", str_sizeof, MT_ARGS(0, 0)},
                                        {"__rmul__", str_rmul, MT_ARGS(1, 1)},
                                        {"__rmod__", str_rmod, MT_ARGS(1, 1)},
                                        {"__lt__", str_lt, MT_ARGS(1, 1)},
                                        {"__le__", str_le, MT_ARGS(1, 1)},
                                        {"__gt__", str_gt, MT_ARGS(1, 1)},
                                        {"__ge__", str_ge, MT_ARGS(1, 1)},
                                        {"__eq__", str_eq, MT_ARGS(1, 1)},
                                        {"__ne__", str_ne, MT_ARGS(1, 1)},
                                        {NULL, NULL, 0}};

static mt_obj *
str_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"object", 0}, {"encoding", 0}, {"errors", 0}, {NULL, 0}};
    mt_obj *a[3];
    (void)t;
    if (mt_args_parse(st, "str", n, args, kw, specs, 3, a) < 0) {
        return NULL;
    }
    if (!a[0]) {
        return (mt_obj *)&empty_str;
    }
    if (a[1] || a[2]) {
        if (!mt_bytes_check(a[0])) {
            return mt_raise(st, MT_EXC(TypeError),
                            "decoding to str: need a bytes-like object, %s found",
                            mt_type_name(a[0]));
        }
        mt_obj *dec = mt_getattr_s(st, a[0], "decode");
        if (!dec) {
            return NULL;
        }
        mt_obj *argv[2] = {a[1] ? a[1] : (mt_obj *)&mt_name_strict,
                           a[2] ? a[2] : (mt_obj *)&mt_name_strict};
        if (!a[1]) {
            argv[0] = mt_str_from_c(st, "utf-8");
        } else {
            MT_INCREF(argv[0]);
        }
        mt_obj *r = mt_call(st, dec, a[2] ? 2 : 1, argv, NULL);
        MT_DECREF(argv[0]);
        MT_DECREF(dec);
        return r;
    }
    return mt_tostr(st, a[0]);
}

static mt_obj *
str_mod_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    return str_binop(st, a, b, op);
}

const mt_type mt_type_str = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "str",
    .basicsize = sizeof(mt_str),
    .flags = MT_TF_BASETYPE | MT_TF_REPEAT,
    .base = &mt_type_object,
    .repr = mt_str_repr,
    .str = str_str,
    .hash = str_hash,
    .richcmp = str_richcmp,
    .binop = str_mod_binop,
    .iter = str_iter,
    .getitem = str_getitem,
    .len = str_len,
    .contains = str_contains,
    .tp_new = str_new,
    .methods = str_methods,
};
