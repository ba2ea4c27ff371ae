/* The base64 module: standard, URL-safe, base32, base32hex, base16, Ascii85 and base85
 * encodings as in CPython 3.11's base64.py (its errors: binascii.Error, and ValueError for
 * the 85 codecs). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/modules/binascii.h"
#include "monty/modules/registry.h"

// base64.py's _bytes_from_decode_data: bytes-like, or an ASCII str.
static int
decode_data(mt_state *st, mt_obj *o, const char **d, size_t *len)
{
    if (!mt_isinst(o, &mt_type_str) && !mt_isinst(o, &mt_type_bytes) &&
        !mt_isinst(o, &mt_type_bytearray)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "argument should be a bytes-like object or ASCII string, not '%s'",
                         mt_type_name(o));
    }
    return mt_binascii_data(st, o, 1, d, len);
}

// The bytes of an encoder's argument (memoryview(b).tobytes() in base64.py).
static int
encode_data(mt_state *st, mt_obj *o, const char *who, const char **d, size_t *len)
{
    if (!mt_isinst(o, &mt_type_bytes) && !mt_isinst(o, &mt_type_bytearray)) {
        return mt_raisei(st, MT_EXC(TypeError), "%s: a bytes-like object is required, not '%s'",
                         who, mt_type_name(o));
    }
    return mt_binascii_data(st, o, 0, d, len);
}

// A copy of data with each byte in from[] replaced by the byte at the same index in to[].
static char *
translated(mt_state *st, const char *d, size_t len, const char *from, const char *to)
{
    char *c = mt_mem(st, len + 1);
    if (!c) {
        return NULL;
    }
    for (size_t i = 0; i < len; i++) {
        const char *p = d[i] ? strchr(from, d[i]) : NULL;
        c[i] = p ? to[p - from] : d[i];
    }
    return c;
}

static int
altchars_of(mt_state *st, mt_obj *alt, char out[3])
{
    const char *d;
    size_t len;
    if (decode_data(st, alt, &d, &len) < 0) {
        return -1;
    }
    if (len != 2) {
        mt_raisei(st, MT_EXC(AssertionError), "%R", alt);
        return -1;
    }
    out[0] = d[0];
    out[1] = d[1];
    out[2] = 0;
    return 0;
}

static mt_obj *
encode_with(mt_state *st, mt_obj *s, const char *alt)
{
    const char *d;
    size_t len;
    if (mt_binascii_data(st, s, 0, &d, &len) < 0) {
        return NULL;
    }
    mt_obj *r = mt_b64_encode(st, d, len, 0);
    if (!r || !alt) {
        return r;
    }
    mt_bytes *b = (mt_bytes *)r;
    for (size_t i = 0; i < b->len; i++) {
        if (b->data[i] == '+') {
            b->data[i] = alt[0];
        } else if (b->data[i] == '/') {
            b->data[i] = alt[1];
        }
    }
    return r;
}

static mt_obj *
decode_with(mt_state *st, mt_obj *s, const char *alt, int validate)
{
    const char *d;
    size_t len;
    if (decode_data(st, s, &d, &len) < 0) {
        return NULL;
    }
    char *c = NULL;
    if (alt) {
        char from[3] = {alt[0], alt[1], 0};
        c = translated(st, d, len, from, "+/");
        if (!c) {
            return NULL;
        }
        d = c;
    }
    mt_obj *r = mt_b64_decode(st, d, len, validate);
    if (c) {
        cm_free(c);
    }
    return r;
}

static mt_obj *
b64_b64encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1}, {"altchars", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "b64encode", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    char alt[3];
    if (v[1] && v[1] != MT_NONE && altchars_of(st, v[1], alt) < 0) {
        return NULL;
    }
    return encode_with(st, v[0], v[1] && v[1] != MT_NONE ? alt : NULL);
}

static mt_obj *
b64_b64decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1}, {"altchars", 0}, {"validate", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse_py(st, "b64decode", n, args, kw, specs, 3, v) < 0) {
        return NULL;
    }
    char alt[3];
    if (v[1] && v[1] != MT_NONE && altchars_of(st, v[1], alt) < 0) {
        return NULL;
    }
    int validate = v[2] ? mt_truth(st, v[2]) : 0;
    if (validate < 0) {
        return NULL;
    }
    return decode_with(st, v[0], v[1] && v[1] != MT_NONE ? alt : NULL, validate);
}

static mt_obj *
b64_standard_b64encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return encode_with(st, args[0], NULL);
}

static mt_obj *
b64_standard_b64decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return decode_with(st, args[0], NULL, 0);
}

static mt_obj *
b64_urlsafe_b64encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return encode_with(st, args[0], "-_");
}

static mt_obj *
b64_urlsafe_b64decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return decode_with(st, args[0], "-_", 0);
}

// base64.py's _input_type_check for encodebytes/decodebytes.
static int
legacy_data(mt_state *st, mt_obj *o, const char **d, size_t *len)
{
    if (!mt_isinst(o, &mt_type_bytes) && !mt_isinst(o, &mt_type_bytearray)) {
        return mt_raisei(st, MT_EXC(TypeError), "expected bytes-like object, not %s",
                         mt_type_name(o));
    }
    return mt_binascii_data(st, o, 0, d, len);
}

static mt_obj *
b64_encodebytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (legacy_data(st, args[0], &d, &len) < 0) {
        return NULL;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t i = 0; i < len; i += 57) {
        size_t k = len - i < 57 ? len - i : 57;
        mt_obj *line = mt_b64_encode(st, d + i, k, 1);
        if (!line) {
            cm_buf_free(&b);
            return NULL;
        }
        int rc = cm_buf_add(&b, ((mt_bytes *)line)->data, ((mt_bytes *)line)->len);
        MT_DECREF(line);
        if (rc < 0) {
            return mt_nomem(st);
        }
    }
    mt_obj *r = mt_buf_check(st, &b) < 0 ? NULL : mt_bytes_new(st, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

static mt_obj *
b64_decodebytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (legacy_data(st, args[0], &d, &len) < 0) {
        return NULL;
    }
    return mt_b64_decode(st, d, len, 0);
}

static const char b32alpha[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
static const char b32hexalpha[] = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

static mt_obj *
b32_encode(mt_state *st, mt_obj *s, const char *alpha)
{
    const char *d;
    size_t len;
    if (encode_data(st, s, "memoryview", &d, &len) < 0) {
        return NULL;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t i = 0; i < len; i += 5) {
        unsigned char q[5] = {0};
        size_t k = len - i < 5 ? len - i : 5;
        memcpy(q, d + i, k);
        uint64_t acc = 0;
        for (int j = 0; j < 5; j++) {
            acc = (acc << 8) | q[j];
        }
        char out[8];
        for (int j = 7; j >= 0; j--) {
            out[j] = alpha[acc & 31];
            acc >>= 5;
        }
        static const int keep[6] = {0, 2, 4, 5, 7, 8};
        for (int j = keep[k]; j < 8; j++) {
            out[j] = '=';
        }
        if (cm_buf_add(&b, out, 8) < 0) {
            return mt_nomem(st);
        }
    }
    mt_obj *r = mt_buf_check(st, &b) < 0 ? NULL : mt_bytes_new(st, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

// base64.py's _b32decode: length, then digits, then the padding count.
static mt_obj *
b32_decode(mt_state *st, mt_obj *s, const char *alpha, int casefold, mt_obj *map01)
{
    const char *d;
    size_t len;
    if (decode_data(st, s, &d, &len) < 0) {
        return NULL;
    }
    if (len % 8) {
        return mt_binascii_error(st, "Incorrect padding");
    }
    char map1 = 0;
    if (map01 && map01 != MT_NONE) {
        const char *m;
        size_t ml;
        if (decode_data(st, map01, &m, &ml) < 0) {
            return NULL;
        }
        if (ml != 1) {
            return mt_raise(st, MT_EXC(AssertionError), "%R", map01);
        }
        map1 = m[0];
    }
    size_t l = len;
    while (l > 0 && d[l - 1] == '=') {
        l--;
    }
    size_t padchars = len - l;
    cm_buf b;
    mt_buf_init(st, &b);
    uint64_t acc = 0;
    for (size_t i = 0; i < l; i += 8) {
        acc = 0;
        size_t end = i + 8 < l ? i + 8 : l;
        for (size_t j = i; j < end; j++) {
            char c = d[j];
            if (map1 && c == '0') {
                c = 'O';
            } else if (map1 && c == '1') {
                c = map1;
            }
            if (casefold && c >= 'a' && c <= 'z') {
                c = (char)(c - 32);
            }
            const char *p = c ? strchr(alpha, c) : NULL;
            if (!p) {
                cm_buf_free(&b);
                return mt_binascii_error(st, "Non-base32 digit found");
            }
            acc = (acc << 5) | (uint64_t)(p - alpha);
        }
        unsigned char out[5];
        uint64_t t = acc;
        for (int j = 4; j >= 0; j--) {
            out[j] = (unsigned char)(t & 0xff);
            t >>= 8;
        }
        if (cm_buf_add(&b, out, 5) < 0) {
            return mt_nomem(st);
        }
    }
    if (!(padchars == 0 || padchars == 1 || padchars == 3 || padchars == 4 || padchars == 6)) {
        cm_buf_free(&b);
        return mt_binascii_error(st, "Incorrect padding");
    }
    if (padchars && b.len) {
        acc <<= 5 * padchars;
        unsigned char last[5];
        for (int j = 4; j >= 0; j--) {
            last[j] = (unsigned char)(acc & 0xff);
            acc >>= 8;
        }
        size_t leftover = (43 - 5 * padchars) / 8;
        b.len -= 5;
        memcpy(b.data + b.len, last, leftover);
        b.len += leftover;
    }
    mt_obj *r = mt_buf_check(st, &b) < 0 ? NULL : mt_bytes_new(st, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

static mt_obj *
b64_b32encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return b32_encode(st, args[0], b32alpha);
}

static mt_obj *
b64_b32hexencode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return b32_encode(st, args[0], b32hexalpha);
}

static mt_obj *
b64_b32decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1}, {"casefold", 0}, {"map01", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse_py(st, "b32decode", n, args, kw, specs, 3, v) < 0) {
        return NULL;
    }
    int casefold = v[1] ? mt_truth(st, v[1]) : 0;
    return casefold < 0 ? NULL : b32_decode(st, v[0], b32alpha, casefold, v[2]);
}

static mt_obj *
b64_b32hexdecode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1}, {"casefold", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "b32hexdecode", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    int casefold = v[1] ? mt_truth(st, v[1]) : 0;
    return casefold < 0 ? NULL : b32_decode(st, v[0], b32hexalpha, casefold, NULL);
}

static mt_obj *
b64_b16encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (mt_binascii_data(st, args[0], 0, &d, &len) < 0) {
        return NULL;
    }
    return mt_hex_encode(st, d, len, 1);
}

static mt_obj *
b64_b16decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1}, {"casefold", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "b16decode", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (decode_data(st, v[0], &d, &len) < 0) {
        return NULL;
    }
    int casefold = v[1] ? mt_truth(st, v[1]) : 0;
    for (size_t i = 0; i < len; i++) {
        char c = d[i];
        if (casefold && c >= 'a' && c <= 'f') {
            continue;
        }
        if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'))) {
            return mt_binascii_error(st, "Non-base16 digit found");
        }
    }
    return mt_hex_decode(st, d, len);
}

/* ---- Ascii85 and base85 ---- */

static const char b85alpha[] =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

// base64.py's _85encode: each big-endian 32-bit word as five digits (alpha NULL: Ascii85,
// '!' + value), 'z' for a zero word (foldnuls), 'y' for four spaces (foldspaces); the
// padding of the last word is cut unless pad.
static int
enc85(cm_buf *b, const unsigned char *d, size_t len, const char *alpha, int pad, int foldnuls,
      int foldspaces)
{
    size_t padding = (4 - len % 4) % 4;
    int rc = 0;
    for (size_t i = 0; i < len && rc == 0; i += 4) {
        unsigned char q[4] = {0};
        size_t k = len - i < 4 ? len - i : 4;
        memcpy(q, d + i, k);
        uint32_t w = ((uint32_t)q[0] << 24) | ((uint32_t)q[1] << 16) | ((uint32_t)q[2] << 8) | q[3];
        int lastword = i + 4 >= len;
        if (foldnuls && w == 0 && !(lastword && padding && !pad)) {
            rc = cm_buf_addc(b, 'z');
            continue;
        }
        if (foldspaces && w == 0x20202020u) {
            rc = cm_buf_addc(b, 'y');
            continue;
        }
        char out[5];
        for (int j = 4; j >= 0; j--) {
            uint32_t digit = w % 85;
            out[j] = alpha ? alpha[digit] : (char)('!' + digit);
            w /= 85;
        }
        rc = cm_buf_add(b, out, lastword && padding && !pad ? 5 - padding : 5);
    }
    return rc;
}

static mt_obj *
bytes_of_buf(mt_state *st, cm_buf *b, int rc)
{
    if (rc < 0 || mt_buf_check(st, b) < 0) {
        cm_buf_free(b);
        return st->exc ? NULL : mt_nomem(st);
    }
    mt_obj *r = mt_bytes_new(st, cm_buf_str(b), b->len);
    cm_buf_free(b);
    return r;
}

static int
opt_truth(mt_state *st, mt_obj *o, int *out)
{
    *out = o ? mt_truth(st, o) : 0;
    return *out < 0 ? -1 : 0;
}

static mt_obj *
b64_a85encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"b", 1},   {"foldspaces", 0}, {"wrapcol", 0},
                                       {"pad", 0}, {"adobe", 0},      {NULL, 0}};
    mt_obj *v[5] = {0};
    if (mt_args_parse_py(st, "a85encode", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    int foldspaces, pad, adobe;
    int64_t wrapcol = 0;
    if (encode_data(st, v[0], "memoryview", &d, &len) < 0 || opt_truth(st, v[1], &foldspaces) < 0 ||
        opt_truth(st, v[3], &pad) < 0 || opt_truth(st, v[4], &adobe) < 0 ||
        (v[2] && mt_index(st, v[2], &wrapcol) < 0)) {
        return NULL;
    }
    cm_buf body;
    mt_buf_init(st, &body);
    int rc = adobe ? cm_buf_adds(&body, "<~") : 0;
    rc = rc ? rc : enc85(&body, (const unsigned char *)d, len, NULL, pad, 1, foldspaces);
    if (rc < 0 || wrapcol == 0) {
        rc = rc ? rc : adobe ? cm_buf_adds(&body, "~>") : 0;
        return bytes_of_buf(st, &body, rc);
    }
    // lines of wrapcol characters (2 at least with adobe, so "~>" fits on a line)
    size_t w = (size_t)(wrapcol < (adobe ? 2 : 1) ? (adobe ? 2 : 1) : wrapcol);
    cm_buf out;
    mt_buf_init(st, &out);
    size_t lastlen = 0;
    for (size_t i = 0; i < body.len && rc == 0; i += w) {
        lastlen = body.len - i < w ? body.len - i : w;
        rc = (i ? cm_buf_addc(&out, '\n') : 0) || cm_buf_add(&out, body.data + i, lastlen) ? -1 : 0;
    }
    cm_buf_free(&body);
    if (adobe && rc == 0) {
        rc = (lastlen + 2 > w ? cm_buf_addc(&out, '\n') : 0) || cm_buf_adds(&out, "~>") ? -1 : 0;
    }
    return bytes_of_buf(st, &out, rc);
}

static mt_obj *
b64_a85decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"b", 1}, {"foldspaces", 0}, {"adobe", 0}, {"ignorechars", 0}, {NULL, 0}};
    mt_obj *v[4] = {0};
    if (mt_args_parse_py(st, "a85decode", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    const char *d, *ign = " \t\n\r\v";
    size_t len, nign = 5;
    int foldspaces, adobe;
    if (decode_data(st, v[0], &d, &len) < 0 || opt_truth(st, v[1], &foldspaces) < 0 ||
        opt_truth(st, v[2], &adobe) < 0 ||
        (v[3] && mt_binascii_data(st, v[3], 0, &ign, &nign) < 0)) {
        return NULL;
    }
    if (adobe) {
        if (len < 2 || memcmp(d + len - 2, "~>", 2) != 0) {
            return mt_raise(st, MT_EXC(ValueError),
                            "Ascii85 encoded byte sequences must end with b'~>'");
        }
        len -= 2;
        if (len >= 2 && memcmp(d, "<~", 2) == 0) {
            d += 2;
            len -= 2;
        }
    }
    cm_buf b;
    mt_buf_init(st, &b);
    uint32_t acc = 0;
    int ndig = 0, rc = 0;
    // the input and then four 'u's, which complete a last partial group
    for (size_t i = 0; i < len + 4 && rc == 0; i++) {
        unsigned char c = i < len ? (unsigned char)d[i] : 'u';
        if (c >= '!' && c <= 'u') {
            uint64_t next = (uint64_t)acc * 85 + (c - '!');
            if (++ndig == 5) {
                if (next > 0xffffffffu) {
                    cm_buf_free(&b);
                    return mt_raise(st, MT_EXC(ValueError), "Ascii85 overflow");
                }
                unsigned char w[4] = {(unsigned char)(next >> 24), (unsigned char)(next >> 16),
                                      (unsigned char)(next >> 8), (unsigned char)next};
                rc = cm_buf_add(&b, w, 4);
                acc = 0;
                ndig = 0;
            } else {
                acc = (uint32_t)next;
            }
        } else if (c == 'z' || (foldspaces && c == 'y')) {
            if (ndig) {
                cm_buf_free(&b);
                return mt_raise(st, MT_EXC(ValueError), "%c inside Ascii85 5-tuple", c);
            }
            rc = cm_buf_add(&b, c == 'z' ? "\0\0\0\0" : "    ", 4);
        } else if (!memchr(ign, c, nign)) {
            cm_buf_free(&b);
            mt_obj *ch = mt_str_char(st, c);
            if (ch) {
                mt_raise(st, MT_EXC(ValueError), "Non-Ascii85 digit found: %S", ch);
                MT_DECREF(ch);
            }
            return NULL;
        }
    }
    // the digits still pending are the 'u's the input did not need
    size_t padding = 4 - (size_t)ndig;
    if (rc == 0 && padding) {
        b.len = b.len >= padding ? b.len - padding : 0;
    }
    return bytes_of_buf(st, &b, rc);
}

static mt_obj *
b64_b85encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"b", 1}, {"pad", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "b85encode", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    int pad;
    if (encode_data(st, v[0], "memoryview", &d, &len) < 0 || opt_truth(st, v[1], &pad) < 0) {
        return NULL;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    return bytes_of_buf(st, &b, enc85(&b, (const unsigned char *)d, len, b85alpha, pad, 0, 0));
}

static mt_obj *
b64_b85decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (decode_data(st, args[0], &d, &len) < 0) {
        return NULL;
    }
    size_t padding = (5 - len % 5) % 5;
    cm_buf b;
    mt_buf_init(st, &b);
    int rc = 0;
    for (size_t i = 0; i < len && rc == 0; i += 5) {
        uint64_t acc = 0;
        for (size_t j = i; j < i + 5; j++) {
            // the last group is padded with '~' (84)
            const char *p = j < len ? (d[j] ? strchr(b85alpha, d[j]) : NULL) : b85alpha + 84;
            if (!p) {
                cm_buf_free(&b);
                return mt_raise(st, MT_EXC(ValueError), "bad base85 character at position %zu", j);
            }
            acc = acc * 85 + (uint64_t)(p - b85alpha);
        }
        if (acc > 0xffffffffu) {
            cm_buf_free(&b);
            return mt_raise(st, MT_EXC(ValueError), "base85 overflow in hunk starting at byte %zu",
                            i);
        }
        unsigned char w[4] = {(unsigned char)(acc >> 24), (unsigned char)(acc >> 16),
                              (unsigned char)(acc >> 8), (unsigned char)acc};
        rc = cm_buf_add(&b, w, 4);
    }
    if (rc == 0) {
        b.len = b.len >= padding ? b.len - padding : 0;
    }
    return bytes_of_buf(st, &b, rc);
}

/* ---- the legacy file interface ---- */

// A method call o.name(arg) (arg NULL: no argument); a new reference.
static mt_obj *
call_named(mt_state *st, mt_obj *o, const char *name, mt_obj *arg)
{
    mt_obj *nm = mt_str_from_c(st, name);
    mt_obj *r = nm ? mt_call_method(st, o, nm, arg ? 1 : 0, arg ? &arg : NULL) : NULL;
    MT_XDECREF(nm);
    return r;
}

// A read()/readline() result that must be bytes; its length, or -1.
static ssize_t
chunk_len(mt_state *st, mt_obj *o)
{
    if (!o) {
        return -1;
    }
    if (!mt_isinst(o, &mt_type_bytes) && !mt_isinst(o, &mt_type_bytearray)) {
        return mt_raisei(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                         mt_type_name(o));
    }
    return (ssize_t)((mt_bytes *)o)->len;
}

// encode(input, output): input.read() in 57-byte pieces, each written as a base64 line.
static mt_obj *
b64_encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *want = MT_FROM_SMALL(57);
    for (;;) {
        mt_obj *s = call_named(st, args[0], "read", want);
        ssize_t len = chunk_len(st, s);
        cm_buf b;
        mt_buf_init(st, &b);
        int rc = len > 0 ? cm_buf_add(&b, ((mt_bytes *)s)->data, (size_t)len) : 0;
        MT_XDECREF(s);
        // a short read is topped up until the piece is whole or the input ends
        while (len > 0 && rc == 0 && b.len < 57) {
            mt_obj *more = mt_tick(st) < 0 ? NULL
                                           : call_named(st, args[0], "read",
                                                        MT_FROM_SMALL((int64_t)(57 - b.len)));
            ssize_t ml = chunk_len(st, more);
            if (ml <= 0) {
                MT_XDECREF(more);
                len = ml < 0 ? -1 : len;
                break;
            }
            rc = cm_buf_add(&b, ((mt_bytes *)more)->data, (size_t)ml);
            MT_DECREF(more);
        }
        if (len <= 0 || rc < 0 || b.len == 0) {
            cm_buf_free(&b);
            return len < 0 ? NULL : rc < 0 ? mt_nomem(st) : MT_NONE;
        }
        mt_obj *line = mt_b64_encode(st, b.data, b.len, 1);
        cm_buf_free(&b);
        mt_obj *w = line ? call_named(st, args[1], "write", line) : NULL;
        MT_XDECREF(line);
        if (!w) {
            return NULL;
        }
        MT_DECREF(w);
    }
}

// decode(input, output): each input.readline() decoded and written.
static mt_obj *
b64_decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    for (;;) {
        mt_obj *line = mt_tick(st) < 0 ? NULL : call_named(st, args[0], "readline", NULL);
        ssize_t len = chunk_len(st, line);
        if (len <= 0) {
            MT_XDECREF(line);
            return len < 0 ? NULL : MT_NONE;
        }
        mt_obj *s = mt_b64_decode(st, ((mt_bytes *)line)->data, (size_t)len, 0);
        MT_DECREF(line);
        mt_obj *w = s ? call_named(st, args[1], "write", s) : NULL;
        MT_XDECREF(s);
        if (!w) {
            return NULL;
        }
        MT_DECREF(w);
    }
}

static const mt_method base64_methods[] = {
    {"b64encode", b64_b64encode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"b64decode", b64_b64decode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {MT_PYNAME("standard_b64encode", "s"), b64_standard_b64encode,
     MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {MT_PYNAME("standard_b64decode", "s"), b64_standard_b64decode,
     MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {MT_PYNAME("urlsafe_b64encode", "s"), b64_urlsafe_b64encode,
     MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {MT_PYNAME("urlsafe_b64decode", "s"), b64_urlsafe_b64decode,
     MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {MT_PYNAME("encodebytes", "s"), b64_encodebytes, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {MT_PYNAME("decodebytes", "s"), b64_decodebytes, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {MT_PYNAME("b32encode", "s"), b64_b32encode, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {"b32decode", b64_b32decode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {MT_PYNAME("b32hexencode", "s"), b64_b32hexencode, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {"b32hexdecode", b64_b32hexdecode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {MT_PYNAME("b16encode", "s"), b64_b16encode, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {"b16decode", b64_b16decode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"a85encode", b64_a85encode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"a85decode", b64_a85decode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"b85encode", b64_b85encode, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {MT_PYNAME("b85decode", "b"), b64_b85decode, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {"encode", b64_encode, MT_ARGS(2, 2) | MT_NOSELF},
    {"decode", b64_decode, MT_ARGS(2, 2) | MT_NOSELF},
    {NULL, NULL, 0}};

static int
base64_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_obj *types = mt_tuple_pack(st, 2, (mt_obj *)&mt_type_bytes, (mt_obj *)&mt_type_bytearray);
    int rc = types ? mt_dict_set_str(st, d, "bytes_types", types) : -1;
    MT_XDECREF(types);
    if (rc < 0 || mt_dict_set_str(st, d, "MAXLINESIZE", MT_FROM_SMALL(76)) < 0 ||
        mt_dict_set_str(st, d, "MAXBINSIZE", MT_FROM_SMALL(57)) < 0) {
        return -1;
    }
    return 0;
}

const mt_module_def mt_module_base64 = {"base64", base64_methods, base64_init};
