/* The unicodedata module through ICU: names, categories, numeric values, normalization,
 * widths and other character properties, with CPython's errors. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include "common/alloc.h"
#include "monty/modules/registry.h"

// The single character of a one-character str argument; -1 with TypeError.
static int
one_char(mt_state *st, const char *fname, mt_obj *o, UChar32 *out)
{
    if (!mt_isinst(o, &mt_type_str) || ((mt_str *)o)->nchars != 1) {
        // functions of one argument say "argument", the others "argument 1"
        int one = strcmp(fname, "name") && strcmp(fname, "numeric") && strcmp(fname, "decimal") &&
                  strcmp(fname, "digit");
        return mt_raisei(st, MT_EXC(TypeError),
                         "%s() argument%s must be a unicode character, not %s", fname,
                         one ? "" : " 1", mt_arg_type_name(o));
    }
    size_t i = 0;
    *out = (UChar32)mt_utf8_get(mt_str_data(o), &i);
    return 0;
}

static mt_obj *
dflt_or(mt_state *st, size_t n, mt_obj *const *args, const mt_type *t, const char *msg)
{
    if (n > 1) {
        MT_INCREF(args[1]);
        return args[1];
    }
    return mt_raise(st, t, "%s", msg);
}

static mt_obj *
ud_name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    UChar32 c;
    if (one_char(st, "name", args[0], &c) < 0) {
        return NULL;
    }
    char buf[256];
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = u_charName(c, U_UNICODE_CHAR_NAME, buf, sizeof buf, &err);
    if (U_FAILURE(err) || len <= 0) {
        return dflt_or(st, n, args, MT_EXC(ValueError), "no such name");
    }
    return mt_str_new(st, buf, (size_t)len);
}

static mt_obj *
ud_lookup(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *s = args[0];
    if (!mt_isinst(s, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "lookup() argument must be str, not %s",
                        mt_type_name(s));
    }
    UErrorCode err = U_ZERO_ERROR;
    UChar32 c = u_charFromName(U_UNICODE_CHAR_NAME, mt_str_data(s), &err);
    if (U_FAILURE(err)) {
        err = U_ZERO_ERROR;
        c = u_charFromName(U_CHAR_NAME_ALIAS, mt_str_data(s), &err);
    }
    if (U_FAILURE(err)) {
        return mt_raise(st, MT_EXC(KeyError), "undefined character name '%s'", mt_str_data(s));
    }
    return mt_str_char(st, (uint32_t)c);
}

static const char *const categories[] = {
    "Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp",
    "Cc", "Cf", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf"};

static mt_obj *
ud_category(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    UChar32 c;
    if (one_char(st, "category", args[0], &c) < 0) {
        return NULL;
    }
    int8_t t = u_charType(c);
    if (t < 0 || (size_t)t >= sizeof categories / sizeof categories[0]) {
        t = 0;
    }
    return mt_str_from_c(st, categories[t]);
}

static mt_obj *
ud_numeric(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    UChar32 c;
    if (one_char(st, "numeric", args[0], &c) < 0) {
        return NULL;
    }
    double v = u_getNumericValue(c);
    if (v == U_NO_NUMERIC_VALUE) {
        return dflt_or(st, n, args, MT_EXC(ValueError), "not a numeric character");
    }
    return mt_float_new(st, v);
}

static mt_obj *
ud_decimal(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    UChar32 c;
    if (one_char(st, "decimal", args[0], &c) < 0) {
        return NULL;
    }
    if (u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE) != U_NT_DECIMAL) {
        return dflt_or(st, n, args, MT_EXC(ValueError), "not a decimal");
    }
    return MT_FROM_SMALL((int64_t)u_getNumericValue(c));
}

static mt_obj *
ud_digit(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    UChar32 c;
    if (one_char(st, "digit", args[0], &c) < 0) {
        return NULL;
    }
    int32_t t = u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE);
    if (t != U_NT_DECIMAL && t != U_NT_DIGIT) {
        return dflt_or(st, n, args, MT_EXC(ValueError), "not a digit");
    }
    return MT_FROM_SMALL((int64_t)u_getNumericValue(c));
}

static mt_obj *
ud_combining(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    UChar32 c;
    if (one_char(st, "combining", args[0], &c) < 0) {
        return NULL;
    }
    return MT_FROM_SMALL(u_getCombiningClass(c));
}

static mt_obj *
ud_mirrored(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    UChar32 c;
    if (one_char(st, "mirrored", args[0], &c) < 0) {
        return NULL;
    }
    return MT_FROM_SMALL(u_isMirrored(c) ? 1 : 0);
}

static mt_obj *
ud_east_asian_width(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    UChar32 c;
    if (one_char(st, "east_asian_width", args[0], &c) < 0) {
        return NULL;
    }
    static const char *const names[] = {"N", "A", "H", "F", "Na", "W"};
    int32_t w = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (w < 0 || w > 5) {
        w = 0;
    }
    return mt_str_from_c(st, names[w]);
}

static mt_obj *
ud_bidirectional(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    UChar32 c;
    if (one_char(st, "bidirectional", args[0], &c) < 0) {
        return NULL;
    }
    static const char *const names[] = {"L",   "R",   "EN", "ES",  "ET",  "AN",  "CS",  "B",
                                        "S",   "WS",  "ON", "LRE", "LRO", "AL",  "RLE", "RLO",
                                        "PDF", "NSM", "BN", "FSI", "LRI", "RLI", "PDI"};
    if (u_charType(c) == U_UNASSIGNED) {
        return mt_str_from_c(st, "");
    }
    int d = (int)u_charDirection(c);
    if (d < 0 || (size_t)d >= sizeof names / sizeof names[0]) {
        return mt_str_from_c(st, "");
    }
    return mt_str_from_c(st, names[d]);
}

static const UNormalizer2 *
normalizer(mt_state *st, mt_obj *form)
{
    if (!mt_isinst(form, &mt_type_str)) {
        mt_raise(st, MT_EXC(TypeError), "normalize() argument 1 must be str, not %s",
                 mt_arg_type_name(form));
        return NULL;
    }
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *nz = NULL;
    if (mt_str_eq_c(form, "NFC")) {
        nz = unorm2_getNFCInstance(&err);
    } else if (mt_str_eq_c(form, "NFD")) {
        nz = unorm2_getNFDInstance(&err);
    } else if (mt_str_eq_c(form, "NFKC")) {
        nz = unorm2_getNFKCInstance(&err);
    } else if (mt_str_eq_c(form, "NFKD")) {
        nz = unorm2_getNFKDInstance(&err);
    } else {
        mt_raise(st, MT_EXC(ValueError), "invalid normalization form");
        return NULL;
    }
    if (U_FAILURE(err) || !nz) {
        mt_raise(st, MT_EXC(RuntimeError), "ICU normalizer unavailable");
        return NULL;
    }
    return nz;
}

// UTF-8 str -> UTF-16 buffer (cm_alloc'd); NULL with an exception.
static UChar *
to_utf16(mt_state *st, mt_obj *s, int32_t *len)
{
    UErrorCode err = U_ZERO_ERROR;
    int32_t need = 0;
    u_strFromUTF8(NULL, 0, &need, mt_str_data(s), (int32_t)mt_str_len(s), &err);
    err = U_ZERO_ERROR;
    UChar *u = mt_mem(st, ((size_t)need + 1) * sizeof(UChar));
    if (!u) {
        return NULL;
    }
    u_strFromUTF8(u, need + 1, len, mt_str_data(s), (int32_t)mt_str_len(s), &err);
    if (U_FAILURE(err)) {
        cm_free(u);
        mt_raise(st, MT_EXC(ValueError), "invalid string");
        return NULL;
    }
    return u;
}

static mt_obj *
from_utf16(mt_state *st, const UChar *u, int32_t len)
{
    UErrorCode err = U_ZERO_ERROR;
    int32_t need = 0;
    u_strToUTF8(NULL, 0, &need, u, len, &err);
    err = U_ZERO_ERROR;
    char *b = mt_mem(st, (size_t)need + 1);
    if (!b) {
        return NULL;
    }
    int32_t got = 0;
    u_strToUTF8(b, need + 1, &got, u, len, &err);
    mt_obj *r = U_FAILURE(err) ? mt_raise(st, MT_EXC(ValueError), "invalid string")
                               : mt_str_new(st, b, (size_t)got);
    cm_free(b);
    return r;
}

static mt_obj *
ud_normalize(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const UNormalizer2 *nz = normalizer(st, args[0]);
    if (!nz) {
        return NULL;
    }
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "normalize() argument 2 must be str, not %s",
                        mt_arg_type_name(args[1]));
    }
    int32_t len;
    UChar *u = to_utf16(st, args[1], &len);
    if (!u) {
        return NULL;
    }
    UErrorCode err = U_ZERO_ERROR;
    int32_t need = unorm2_normalize(nz, u, len, NULL, 0, &err);
    err = U_ZERO_ERROR;
    UChar *out = mt_mem(st, ((size_t)need + 1) * sizeof(UChar));
    if (!out) {
        cm_free(u);
        return NULL;
    }
    int32_t got = unorm2_normalize(nz, u, len, out, need + 1, &err);
    cm_free(u);
    mt_obj *r = U_FAILURE(err) ? mt_raise(st, MT_EXC(ValueError), "normalization failed")
                               : from_utf16(st, out, got);
    cm_free(out);
    return r;
}

static mt_obj *
ud_is_normalized(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    const UNormalizer2 *nz = normalizer(st, args[0]);
    if (!nz) {
        return NULL;
    }
    if (!mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "is_normalized() argument 2 must be str, not %s",
                        mt_arg_type_name(args[1]));
    }
    int32_t len;
    UChar *u = to_utf16(st, args[1], &len);
    if (!u) {
        return NULL;
    }
    UErrorCode err = U_ZERO_ERROR;
    UBool ok = unorm2_isNormalized(nz, u, len, &err);
    cm_free(u);
    return MT_BOOL(ok && !U_FAILURE(err));
}

static mt_obj *
ud_decomposition(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    UChar32 c;
    if (one_char(st, "decomposition", args[0], &c) < 0) {
        return NULL;
    }
    UErrorCode err = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&err);
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&err);
    if (U_FAILURE(err)) {
        return mt_raise(st, MT_EXC(RuntimeError), "ICU normalizer unavailable");
    }
    UChar buf[64];
    int compat = 0;
    int32_t len = unorm2_getRawDecomposition(nfc, c, buf, 64, &err);
    if (len < 0 || U_FAILURE(err)) {
        err = U_ZERO_ERROR;
        len = unorm2_getRawDecomposition(nfkc, c, buf, 64, &err);
        compat = 1;
    }
    if (len < 0 || U_FAILURE(err)) {
        return mt_str_from_c(st, "");
    }
    cm_buf b;
    mt_buf_init(st, &b);
    if (compat && cm_buf_adds(&b, "<compat>") < 0) {
        return mt_nomem(st);
    }
    for (int32_t i = 0; i < len;) {
        UChar32 x;
        U16_NEXT(buf, i, len, x);
        if (cm_buf_printf(&b, "%s%04X", b.len ? " " : "", (unsigned)x) < 0) {
            return mt_nomem(st);
        }
    }
    return mt_str_from_buf(st, &b);
}

static const mt_method ud_methods[] = {
    {"name", ud_name, MT_ARGS(1, 2) | MT_NOSELF},
    {"lookup", ud_lookup, MT_ARGS(1, 1) | MT_NOSELF},
    {"category", ud_category, MT_ARGS(1, 1) | MT_NOSELF},
    {"numeric", ud_numeric, MT_ARGS(1, 2) | MT_NOSELF},
    {"decimal", ud_decimal, MT_ARGS(1, 2) | MT_NOSELF},
    {"digit", ud_digit, MT_ARGS(1, 2) | MT_NOSELF},
    {"combining", ud_combining, MT_ARGS(1, 1) | MT_NOSELF},
    {"mirrored", ud_mirrored, MT_ARGS(1, 1) | MT_NOSELF},
    {"east_asian_width", ud_east_asian_width, MT_ARGS(1, 1) | MT_NOSELF},
    {"bidirectional", ud_bidirectional, MT_ARGS(1, 1) | MT_NOSELF},
    {"normalize", ud_normalize, MT_ARGS(2, 2) | MT_NOSELF},
    {"is_normalized", ud_is_normalized, MT_ARGS(2, 2) | MT_NOSELF},
    {"decomposition", ud_decomposition, MT_ARGS(1, 1) | MT_NOSELF},
    {NULL, NULL, 0}};

static int
ud_init(mt_state *st, mt_obj *m)
{
    mt_obj *v = mt_str_from_c(st, "14.0.0"); // CPython 3.11's Unicode database version
    if (!v) {
        return -1;
    }
    int rc = mt_dict_set_str(st, ((mt_module *)m)->dict, "unidata_version", v);
    MT_DECREF(v);
    return rc;
}

const mt_module_def mt_module_unicodedata = {"unicodedata", ud_methods, ud_init};
