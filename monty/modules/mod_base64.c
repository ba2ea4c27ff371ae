/* The base64 module: standard, URL-safe, base32 and base16 encodings as in CPython's
 * base64.py (errors are binascii.Error). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/modules/binascii.h"
#include "monty/modules/registry.h"

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
    if (mt_binascii_data(st, alt, 1, &d, &len) < 0) {
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
    if (mt_binascii_data(st, s, 1, &d, &len) < 0) {
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
    if (validate) {
        size_t i = 0, pads = 0;
        while (i < len && ((d[i] >= 'A' && d[i] <= 'Z') || (d[i] >= 'a' && d[i] <= 'z') ||
                           (d[i] >= '0' && d[i] <= '9') || d[i] == '+' || d[i] == '/')) {
            i++;
        }
        while (i < len && d[i] == '=' && pads < 2) {
            i++;
            pads++;
        }
        if (i != len) {
            if (c) {
                cm_free(c);
            }
            return mt_binascii_error(st, "Only base64 data is allowed");
        }
    }
    mt_obj *r = mt_b64_decode(st, d, len);
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
    if (mt_args_parse(st, "b64encode", n, args, kw, specs, 2, v) < 0) {
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
    if (mt_args_parse(st, "b64decode", n, args, kw, specs, 3, v) < 0) {
        return NULL;
    }
    char alt[3];
    if (v[1] && v[1] != MT_NONE && altchars_of(st, v[1], alt) < 0) {
        return NULL;
    }
    int validate = v[2] ? mt_truth(st, v[2]) : 0;
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

static mt_obj *
b64_encodebytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (mt_binascii_data(st, args[0], 0, &d, &len) < 0) {
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
    if (mt_binascii_data(st, args[0], 0, &d, &len) < 0) {
        return NULL;
    }
    return mt_b64_decode(st, d, len);
}

static const char b32alpha[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

static mt_obj *
b64_b32encode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (mt_binascii_data(st, args[0], 0, &d, &len) < 0) {
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
            out[j] = b32alpha[acc & 31];
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

static mt_obj *
b64_b32decode(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"s", 1}, {"casefold", 0}, {"map01", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse(st, "b32decode", n, args, kw, specs, 3, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 1, &d, &len) < 0) {
        return NULL;
    }
    if (len % 8) {
        return mt_binascii_error(st, "Incorrect padding");
    }
    int casefold = v[1] ? mt_truth(st, v[1]) : 0;
    char map1 = 0;
    if (v[2] && v[2] != MT_NONE) {
        const char *m;
        size_t ml;
        if (mt_binascii_data(st, v[2], 1, &m, &ml) < 0) {
            return NULL;
        }
        if (ml != 1) {
            return mt_raise(st, MT_EXC(AssertionError), "%R", v[2]);
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
            const char *p = c ? strchr(b32alpha, c) : NULL;
            if (!p) {
                cm_buf_free(&b);
                return mt_binascii_error(st, "Non-base32 digit found");
            }
            acc = (acc << 5) | (uint64_t)(p - b32alpha);
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
    if (mt_args_parse(st, "b16decode", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 1, &d, &len) < 0) {
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

static const mt_method base64_methods[] = {
    {"b64encode", b64_b64encode, MT_ARGS(1, 2) | MT_NOSELF | MT_KW},
    {"b64decode", b64_b64decode, MT_ARGS(1, 3) | MT_NOSELF | MT_KW},
    {"standard_b64encode", b64_standard_b64encode, MT_ARGS(1, 1) | MT_NOSELF},
    {"standard_b64decode", b64_standard_b64decode, MT_ARGS(1, 1) | MT_NOSELF},
    {"urlsafe_b64encode", b64_urlsafe_b64encode, MT_ARGS(1, 1) | MT_NOSELF},
    {"urlsafe_b64decode", b64_urlsafe_b64decode, MT_ARGS(1, 1) | MT_NOSELF},
    {"encodebytes", b64_encodebytes, MT_ARGS(1, 1) | MT_NOSELF},
    {"decodebytes", b64_decodebytes, MT_ARGS(1, 1) | MT_NOSELF},
    {"b32encode", b64_b32encode, MT_ARGS(1, 1) | MT_NOSELF},
    {"b32decode", b64_b32decode, MT_ARGS(1, 3) | MT_NOSELF | MT_KW},
    {"b16encode", b64_b16encode, MT_ARGS(1, 1) | MT_NOSELF},
    {"b16decode", b64_b16decode, MT_ARGS(1, 2) | MT_NOSELF | MT_KW},
    {NULL, NULL, 0}};

const mt_module_def mt_module_base64 = {"base64", base64_methods, NULL};
