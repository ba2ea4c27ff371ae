/* The binascii module: hex, base64 and CRC-32 conversions with CPython's error messages
 * (binascii.Error is a ValueError), plus helpers used by the base64 module. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/modules/binascii.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

static const char b64chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

mt_obj *
mt_binascii_error(mt_state *st, const char *msg)
{
    mt_obj *name = mt_str_from_c(st, "binascii");
    if (!name) {
        return NULL;
    }
    mt_obj *m = mt_import(st, name);
    MT_DECREF(name);
    if (!m) {
        return NULL;
    }
    mt_obj *t = mt_dict_get_str_borrow(((mt_module *)m)->dict, "Error");
    MT_DECREF(m);
    if (!t) {
        return mt_raise(st, MT_EXC(ValueError), "%s", msg);
    }
    mt_obj *s = mt_str_from_c(st, msg);
    mt_obj *e = s ? mt_call1(st, t, s) : NULL;
    MT_XDECREF(s);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

int
mt_binascii_data(mt_state *st, mt_obj *o, int ascii_str, const char **data, size_t *len)
{
    if (mt_isinst(o, &mt_type_bytes) || mt_isinst(o, &mt_type_bytearray)) {
        *data = ((mt_bytes *)o)->data;
        *len = ((mt_bytes *)o)->len;
        return 0;
    }
    if (ascii_str && mt_isinst(o, &mt_type_str)) {
        if (((mt_str *)o)->nchars != mt_str_len(o)) {
            return mt_raisei(st, MT_EXC(ValueError),
                             "string argument should contain only ASCII characters");
        }
        *data = mt_str_data(o);
        *len = mt_str_len(o);
        return 0;
    }
    if (ascii_str) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "argument should be bytes, buffer or ASCII string, not '%s'",
                         mt_type_name(o));
    }
    return mt_raisei(st, MT_EXC(TypeError), "a bytes-like object is required, not '%s'",
                     mt_type_name(o));
}

mt_obj *
mt_b64_encode(mt_state *st, const char *data, size_t len, int nl)
{
    size_t outlen = (len + 2) / 3 * 4 + (nl ? 1 : 0);
    char *out = mt_mem(st, outlen + 1);
    if (!out) {
        return NULL;
    }
    const unsigned char *d = (const unsigned char *)data;
    size_t o = 0, i = 0;
    for (; i + 2 < len; i += 3) {
        uint32_t v = ((uint32_t)d[i] << 16) | ((uint32_t)d[i + 1] << 8) | d[i + 2];
        out[o++] = b64chars[v >> 18];
        out[o++] = b64chars[(v >> 12) & 63];
        out[o++] = b64chars[(v >> 6) & 63];
        out[o++] = b64chars[v & 63];
    }
    if (i < len) {
        uint32_t v = (uint32_t)d[i] << 16;
        if (i + 1 < len) {
            v |= (uint32_t)d[i + 1] << 8;
        }
        out[o++] = b64chars[v >> 18];
        out[o++] = b64chars[(v >> 12) & 63];
        out[o++] = i + 1 < len ? b64chars[(v >> 6) & 63] : '=';
        out[o++] = '=';
    }
    if (nl) {
        out[o++] = '\n';
    }
    mt_obj *r = mt_bytes_new(st, out, o);
    cm_free(out);
    return r;
}

static int
b64val(unsigned char c)
{
    if (c >= 'A' && c <= 'Z') {
        return c - 'A';
    }
    if (c >= 'a' && c <= 'z') {
        return c - 'a' + 26;
    }
    if (c >= '0' && c <= '9') {
        return c - '0' + 52;
    }
    if (c == '+') {
        return 62;
    }
    if (c == '/') {
        return 63;
    }
    return -1;
}

mt_obj *
mt_b64_decode(mt_state *st, const char *data, size_t len, int strict)
{
    const char *fail = NULL;
    if (strict && len > 0 && data[0] == '=') {
        return mt_binascii_error(st, "Leading padding not allowed");
    }
    char *out = mt_mem(st, len / 4 * 3 + 3);
    if (!out) {
        return NULL;
    }
    size_t o = 0;
    int quad = 0, pads = 0, padding_started = 0;
    unsigned left = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)data[i];
        if (c == '=') {
            padding_started = 1;
            if (quad >= 2 && quad + ++pads >= 4) {
                // the quad is complete: in strict mode nothing may follow
                if (strict && i + 1 < len) {
                    fail = "Excess data after padding";
                    break;
                }
                quad = 0;
                break;
            }
            continue;
        }
        int v = b64val(c);
        if (v < 0) {
            if (strict) {
                fail = "Only base64 data is allowed";
                break;
            }
            continue;
        }
        if (strict && padding_started) {
            fail = "Discontinuous padding not allowed";
            break;
        }
        pads = 0;
        switch (quad) {
        case 0:
            quad = 1;
            left = (unsigned)v;
            break;
        case 1:
            quad = 2;
            out[o++] = (char)((left << 2) | ((unsigned)v >> 4));
            left = (unsigned)v & 0x0f;
            break;
        case 2:
            quad = 3;
            out[o++] = (char)((left << 4) | ((unsigned)v >> 2));
            left = (unsigned)v & 0x03;
            break;
        default:
            quad = 0;
            out[o++] = (char)((left << 6) | (unsigned)v);
            left = 0;
            break;
        }
    }
    if (fail) {
        cm_free(out);
        return mt_binascii_error(st, fail);
    }
    if (quad != 0) {
        cm_free(out);
        if (quad == 1) {
            char msg[160];
            snprintf(msg, sizeof msg,
                     "Invalid base64-encoded string: number of data characters (%zu) cannot be 1 "
                     "more than a multiple of 4",
                     o / 3 * 4 + 1);
            return mt_binascii_error(st, msg);
        }
        return mt_binascii_error(st, "Incorrect padding");
    }
    mt_obj *r = mt_bytes_new(st, out, o);
    cm_free(out);
    return r;
}

mt_obj *
mt_hex_encode(mt_state *st, const char *data, size_t len, int upper)
{
    const char *digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char *out = mt_mem(st, len * 2 + 1);
    if (!out) {
        return NULL;
    }
    for (size_t i = 0; i < len; i++) {
        out[2 * i] = digits[(unsigned char)data[i] >> 4];
        out[2 * i + 1] = digits[(unsigned char)data[i] & 15];
    }
    mt_obj *r = mt_bytes_new(st, out, len * 2);
    cm_free(out);
    return r;
}

static int
hexval(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

mt_obj *
mt_hex_decode(mt_state *st, const char *data, size_t len)
{
    if (len % 2) {
        return mt_binascii_error(st, "Odd-length string");
    }
    char *out = mt_mem(st, len / 2 + 1);
    if (!out) {
        return NULL;
    }
    for (size_t i = 0; i < len; i += 2) {
        int a = hexval(data[i]), b = hexval(data[i + 1]);
        if (a < 0 || b < 0) {
            cm_free(out);
            return mt_binascii_error(st, "Non-hexadecimal digit found");
        }
        out[i / 2] = (char)(a * 16 + b);
    }
    mt_obj *r = mt_bytes_new(st, out, len / 2);
    cm_free(out);
    return r;
}

static mt_obj *
ba_hexlify(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"data", 1}, {"sep", 0}, {"bytes_per_sep", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse(st, "hexlify", n, args, kw, specs, 3, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 0, &d, &len) < 0) {
        return NULL;
    }
    if (v[1]) { // an explicit None is a separator too, refused for having no len()
        char sep[1];
        if (mt_hex_sep(st, v[1], 1, sep) < 0) {
            return NULL;
        }
        int64_t per = 1;
        if (v[2] && mt_index(st, v[2], &per) < 0) {
            return NULL;
        }
        static const char digits[] = "0123456789abcdef";
        size_t group = (size_t)(per < 0 ? -per : per);
        cm_buf b;
        mt_buf_init(st, &b);
        for (size_t i = 0; i < len; i++) {
            // positive: groups counted from the right; negative: from the left
            int boundary = group && i > 0 && (per > 0 ? (len - i) % group == 0 : i % group == 0);
            if ((boundary && cm_buf_addc(&b, sep[0]) < 0) ||
                cm_buf_addc(&b, digits[(unsigned char)d[i] >> 4]) < 0 ||
                cm_buf_addc(&b, digits[(unsigned char)d[i] & 15]) < 0) {
                return mt_nomem(st);
            }
        }
        mt_obj *r = mt_buf_check(st, &b) < 0 ? NULL : mt_bytes_new(st, cm_buf_str(&b), b.len);
        cm_buf_free(&b);
        return r;
    }
    return mt_hex_encode(st, d, len, 0);
}

static mt_obj *
ba_unhexlify(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    if (mt_binascii_data(st, args[0], 1, &d, &len) < 0) {
        return NULL;
    }
    return mt_hex_decode(st, d, len);
}

static uint32_t
crc32_update(uint32_t crc, const unsigned char *p, size_t n)
{
    static uint32_t table[256];
    static int ready;
    if (!ready) {
        for (uint32_t i = 0; i < 256; i++) {
            uint32_t c = i;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            }
            table[i] = c;
        }
        ready = 1;
    }
    crc = ~crc;
    for (size_t i = 0; i < n; i++) {
        crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
    }
    return ~crc;
}

// An int argument reduced modulo 2**32, as CPython's unsigned-int-mask converters do.
static int
masked_uint(mt_state *st, mt_obj *o, uint32_t *out)
{
    if (!mt_int_check(o)) {
        return mt_raisei(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                         mt_type_name(o));
    }
    mt_obj *masked = mt_binop(st, o, MT_FROM_SMALL(0xffffffffLL), MT_OP_AND);
    if (!masked) {
        return -1;
    }
    *out = (uint32_t)MT_SMALL_VAL(masked);
    MT_DECREF(masked);
    return 0;
}

static mt_obj *
ba_crc32(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    const char *d;
    size_t len;
    if (mt_binascii_data(st, args[0], 0, &d, &len) < 0) {
        return NULL;
    }
    uint32_t crc = 0;
    if (n > 1 && masked_uint(st, args[1], &crc) < 0) {
        return NULL;
    }
    return mt_int_from_u64(st, crc32_update(crc, (const unsigned char *)d, len));
}

// crc_hqx(data, value): CRC-CCITT (polynomial 0x1021, not reflected) from value & 0xffff.
static mt_obj *
ba_crc_hqx(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const char *d;
    size_t len;
    uint32_t crc;
    if (mt_binascii_data(st, args[0], 0, &d, &len) < 0 || masked_uint(st, args[1], &crc) < 0) {
        return NULL;
    }
    crc &= 0xffff;
    for (size_t i = 0; i < len; i++) {
        crc ^= (uint32_t)(unsigned char)d[i] << 8;
        for (int k = 0; k < 8; k++) {
            crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
        }
    }
    return MT_FROM_SMALL(crc);
}

#define QP_MAXLINE 76

// One soft line break of b2a_qp ("=" and the line end in use).
static int
qp_soft_break(cm_buf *b, int crlf)
{
    return cm_buf_adds(b, crlf ? "=\r\n" : "=\n");
}

static int
qp_hex(cm_buf *b, unsigned char c)
{
    static const char digits[] = "0123456789ABCDEF";
    char t[3] = {'=', digits[c >> 4], digits[c & 15]};
    return cm_buf_add(b, t, 3);
}

// b2a_qp(data, quotetabs=False, istext=True, header=False): quoted-printable lines of at
// most 76 characters, with the line ends of the first line (CRLF or LF) throughout.
static mt_obj *
ba_b2a_qp(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"data", 1}, {"quotetabs", 0}, {"istext", 0}, {"header", 0}, {NULL, 0}};
    mt_obj *v[4] = {0};
    if (mt_args_parse(st, "b2a_qp", n, args, kw, specs, 4, v) < 0) {
        return NULL;
    }
    const unsigned char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 0, (const char **)&d, &len) < 0) {
        return NULL;
    }
    int quotetabs = v[1] ? mt_truth(st, v[1]) : 0;
    int istext = v[2] ? mt_truth(st, v[2]) : 1;
    int header = v[3] ? mt_truth(st, v[3]) : 0;
    if (quotetabs < 0 || istext < 0 || header < 0) {
        return NULL;
    }
    const unsigned char *nl = memchr(d, '\n', len);
    int crlf = nl && nl > d && nl[-1] == '\r';
    cm_buf b;
    mt_buf_init(st, &b);
    size_t linelen = 0;
    int rc = 0;
    for (size_t i = 0; i < len && rc == 0;) {
        unsigned char c = d[i];
        int last = i + 1 == len;
        unsigned char next = last ? 0 : d[i + 1];
        int quote =
            c > 126 || c == '=' || (header && c == '_') ||
            (c == '.' && linelen == 0 && (last || next == '\n' || next == '\r' || next == 0)) ||
            (!istext && (c == '\r' || c == '\n')) || ((c == '\t' || c == ' ') && last) ||
            (c < 33 && c != '\r' && c != '\n' && (quotetabs || (c != '\t' && c != ' ')));
        if (quote) {
            if (linelen + 3 >= QP_MAXLINE) {
                rc = qp_soft_break(&b, crlf);
                linelen = 0;
            }
            rc = rc ? rc : qp_hex(&b, c);
            i++;
            linelen += 3;
        } else if (istext && (c == '\n' || (!last && c == '\r' && next == '\n'))) {
            linelen = 0;
            // whitespace before a line end is quoted
            if (b.len && (b.data[b.len - 1] == ' ' || b.data[b.len - 1] == '\t')) {
                unsigned char ws = (unsigned char)b.data[b.len - 1];
                b.len--;
                rc = qp_hex(&b, ws);
            }
            rc = rc ? rc : cm_buf_adds(&b, crlf ? "\r\n" : "\n");
            i += c == '\r' ? 2 : 1;
        } else {
            if (!last && next != '\n' && linelen + 1 >= QP_MAXLINE) {
                rc = qp_soft_break(&b, crlf);
                linelen = 0;
            }
            linelen++;
            rc = rc ? rc : cm_buf_addc(&b, header && c == ' ' ? '_' : (char)c);
            i++;
        }
    }
    if (rc < 0 || mt_buf_check(st, &b) < 0) {
        cm_buf_free(&b);
        return mt_nomem(st);
    }
    mt_obj *r = mt_bytes_new(st, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

// a2b_qp(data, header=False): =XX escapes, soft line breaks dropped, and with header
// underscores as spaces.
static mt_obj *
ba_a2b_qp(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"data", 1}, {"header", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse(st, "a2b_qp", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 1, &d, &len) < 0) {
        return NULL;
    }
    int header = v[1] ? mt_truth(st, v[1]) : 0;
    if (header < 0) {
        return NULL;
    }
    char *out = mt_mem(st, len + 1);
    if (!out) {
        return NULL;
    }
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        char c = d[i];
        if (c == '_' && header) {
            out[o++] = ' ';
            i++;
            continue;
        }
        if (c != '=') {
            out[o++] = c;
            i++;
            continue;
        }
        i++;
        if (i >= len) {
            break;
        }
        if (d[i] == '\n' || d[i] == '\r') {
            // a soft line break: skip to just after the line's newline
            while (i < len && d[i] != '\n') {
                i++;
            }
            if (i < len) {
                i++;
            }
        } else if (d[i] == '=') {
            out[o++] = '=';
            i++;
        } else if (i + 1 < len && hexval(d[i]) >= 0 && hexval(d[i + 1]) >= 0) {
            out[o++] = (char)(hexval(d[i]) * 16 + hexval(d[i + 1]));
            i += 2;
        } else {
            out[o++] = '=';
        }
    }
    mt_obj *r = mt_bytes_new(st, out, o);
    cm_free(out);
    return r;
}

static mt_obj *
ba_b2a_base64(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"data", 1}, {"newline", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse(st, "b2a_base64", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 0, &d, &len) < 0) {
        return NULL;
    }
    int nl = v[1] ? mt_truth(st, v[1]) : 1;
    return mt_b64_encode(st, d, len, nl);
}

static mt_obj *
ba_a2b_base64(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"data", 1}, {"strict_mode", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse(st, "a2b_base64", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    const char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 1, &d, &len) < 0) {
        return NULL;
    }
    int strict = v[1] ? mt_truth(st, v[1]) : 0;
    if (strict < 0) {
        return NULL;
    }
    return mt_b64_decode(st, d, len, strict);
}

// b2a_uu(data, *, backtick=False): one uuencoded line of at most 45 bytes.
static mt_obj *
ba_b2a_uu(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"data", 1}, {"backtick", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse(st, "b2a_uu", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    const unsigned char *d;
    size_t len;
    if (mt_binascii_data(st, v[0], 0, (const char **)&d, &len) < 0) {
        return NULL;
    }
    int backtick = v[1] ? mt_truth(st, v[1]) : 0;
    if (backtick < 0) {
        return NULL;
    }
    if (len > 45) {
        return mt_binascii_error(st, "At most 45 bytes at once");
    }
    char out[2 + 60 + 1];
    size_t o = 0;
    out[o++] = backtick && len == 0 ? '`' : (char)(' ' + len);
    for (size_t i = 0; i < len; i += 3) {
        uint32_t w = (uint32_t)d[i] << 16;
        w |= i + 1 < len ? (uint32_t)d[i + 1] << 8 : 0;
        w |= i + 2 < len ? d[i + 2] : 0;
        for (int k = 18; k >= 0; k -= 6) {
            unsigned c = (w >> k) & 0x3f;
            out[o++] = backtick && c == 0 ? '`' : (char)(' ' + c);
        }
    }
    out[o++] = '\n';
    return mt_bytes_new(st, out, o);
}

// a2b_uu(data): the bytes of one uuencoded line (its first character gives the count).
static mt_obj *
ba_a2b_uu(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const unsigned char *d;
    size_t len;
    if (mt_binascii_data(st, args[0], 1, (const char **)&d, &len) < 0) {
        return NULL;
    }
    // an empty line reads as the NUL after it: a count of 32
    size_t want = ((len ? d[0] : 0) - ' ') & 077;
    size_t i = len ? 1 : 0;
    unsigned char out[64];
    size_t o = 0;
    uint32_t acc = 0;
    int bits = 0;
    for (; o < want; i++) {
        unsigned c = i < len ? d[i] : 0;
        if (c == '\n' || c == '\r' || i >= len) {
            c = 0; // spaces eaten at the end of the line
        } else if (c < ' ' || c > ' ' + 64) {
            return mt_binascii_error(st, "Illegal char");
        } else {
            c = (c - ' ') & 077;
        }
        acc = (acc << 6) | c;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[o++] = (unsigned char)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    for (; i < len; i++) {
        if (d[i] != ' ' && d[i] != ' ' + 64 && d[i] != '\n' && d[i] != '\r') {
            return mt_binascii_error(st, "Trailing garbage");
        }
    }
    return mt_bytes_new(st, (const char *)out, o);
}

static const mt_method binascii_methods[] = {
    {"hexlify", ba_hexlify, MT_ARGS(1, 3) | MT_NOSELF | MT_KW},
    {"b2a_hex", ba_hexlify, MT_ARGS(1, 3) | MT_NOSELF | MT_KW},
    {"unhexlify", ba_unhexlify, MT_ARGS(1, 1) | MT_NOSELF},
    {"a2b_hex", ba_unhexlify, MT_ARGS(1, 1) | MT_NOSELF},
    {"crc32", ba_crc32, MT_ARGS(1, 2) | MT_NOSELF},
    {"crc_hqx", ba_crc_hqx, MT_ARGS(2, 2) | MT_NOSELF},
    {"b2a_qp", ba_b2a_qp, MT_ARGS(1, 4) | MT_NOSELF | MT_KW},
    {"a2b_qp", ba_a2b_qp, MT_ARGS(1, 2) | MT_NOSELF | MT_KW},
    {"b2a_uu", ba_b2a_uu, MT_ARGS(1, 1) | MT_NOSELF | MT_KW},
    {"a2b_uu", ba_a2b_uu, MT_ARGS(1, 1) | MT_NOSELF},
    {"b2a_base64", ba_b2a_base64, MT_ARGS(1, 1) | MT_NOSELF | MT_KW},
    {"a2b_base64", ba_a2b_base64, MT_ARGS(1, 1) | MT_NOSELF | MT_KW},
    {NULL, NULL, 0}};

static int
add_class(mt_state *st, mt_obj *d, const char *name, const mt_type *base)
{
    mt_obj *nm = mt_str_from_c(st, name);
    mt_obj *bases = mt_tuple_pack(st, 1, (mt_obj *)base);
    mt_obj *ns = mt_dict_new(st);
    mt_obj *mod = mt_str_from_c(st, "binascii");
    int rc = -1;
    if (nm && bases && ns && mod && mt_dict_set_str(st, ns, "__module__", mod) == 0) {
        mt_obj *t = mt_type_new_heap(st, nm, bases, ns, NULL);
        if (t) {
            rc = mt_dict_set_str(st, d, name, t);
            MT_DECREF(t);
        }
    }
    MT_XDECREF(nm);
    MT_XDECREF(bases);
    MT_XDECREF(ns);
    MT_XDECREF(mod);
    return rc;
}

static int
binascii_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (add_class(st, d, "Error", MT_EXC(ValueError)) < 0 ||
        add_class(st, d, "Incomplete", MT_EXC(Exception)) < 0) {
        return -1;
    }
    return 0;
}

const mt_module_def mt_module_binascii = {"binascii", binascii_methods, binascii_init};
