/* Text formatting: format() and the format-spec mini-language, str.format and %-formatting. */
#include "config.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

typedef struct fspec {
    uint32_t fill;
    char align; // 0, '<', '>', '^', '='
    char sign;  // 0, '+', '-', ' '
    int zcoerce;
    int alt;
    int zero;
    int64_t width; // -1 none
    char group;    // 0, ',', '_'
    int64_t prec;  // -1 none
    char type;     // 0 none
} fspec;

/* The decimal number at s[*i] (a width or a precision): any value up to CPython's
   Py_ssize_t, whose overflow is a ValueError. The result's size is judged where it is built. */
static int
spec_number(mt_state *st, const char *s, size_t n, size_t *i, int64_t *out)
{
    int64_t v = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9') {
        int d = s[(*i)++] - '0';
        if (v > (INT64_MAX - d) / 10) {
            return mt_raisei(st, MT_EXC(ValueError), "Too many decimal digits in format string");
        }
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}

/* Parse a format spec for an object of type tname (default alignment and type given). */
static int
parse_spec(mt_state *st, mt_obj *spec, fspec *f, const char *tname, char defalign, char deftype)
{
    const char *s = mt_str_data(spec);
    size_t n = mt_str_len(spec), i = 0;
    int fill_given = 0;
    memset(f, 0, sizeof *f);
    f->fill = ' ';
    f->width = -1;
    f->prec = -1;
    // fill and align
    if (n > 0) {
        size_t j = 0;
        uint32_t c = mt_utf8_get(s, &j);
        if (j < n && strchr("<>^=", s[j])) {
            f->fill = c;
            f->align = s[j];
            fill_given = 1;
            i = j + 1;
        } else if (strchr("<>^=", s[0])) {
            f->align = s[0];
            i = 1;
        }
    }
    if (i < n && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) {
        f->sign = s[i++];
    }
    if (i < n && s[i] == 'z') {
        f->zcoerce = 1;
        i++;
    }
    if (i < n && s[i] == '#') {
        f->alt = 1;
        i++;
    }
    if (!fill_given && i < n && s[i] == '0') {
        // the zero flag: fill with '0', and pad after the sign for right-aligned types
        f->zero = 1;
        f->fill = '0';
        if (!f->align && defalign == '>') {
            f->align = '=';
        }
        i++;
    }
    if (i < n && s[i] >= '0' && s[i] <= '9') {
        if (spec_number(st, s, n, &i, &f->width) < 0) {
            return -1;
        }
    } else if (f->zero) {
        f->width = 0;
    }
    if (i < n && (s[i] == ',' || s[i] == '_')) {
        f->group = s[i++];
        if (i < n && (s[i] == ',' || s[i] == '_')) {
            return mt_raisei(st, MT_EXC(ValueError), "Cannot specify both ',' and '_'.");
        }
    }
    if (i < n && s[i] == '.') {
        i++;
        if (i >= n || s[i] < '0' || s[i] > '9') {
            return mt_raisei(st, MT_EXC(ValueError), "Format specifier missing precision");
        }
        if (spec_number(st, s, n, &i, &f->prec) < 0) {
            return -1;
        }
    }
    if (i + 1 < n) {
        return mt_raisei(st, MT_EXC(ValueError),
                         "Invalid format specifier '%s' for object of type '%s'", s, tname);
    }
    if (i < n) {
        f->type = s[i++];
    }
    char t = f->type ? f->type : deftype;
    if (f->group && t && !strchr("defgEGF%", t) && !(f->group == '_' && strchr("boxX", t))) {
        if ((unsigned char)t > 32 && (unsigned char)t < 127) {
            return mt_raisei(st, MT_EXC(ValueError), "Cannot specify '%c' with '%c'.", f->group, t);
        }
        return mt_raisei(st, MT_EXC(ValueError), "Cannot specify '%c' with '\\x%x'.", f->group,
                         (unsigned char)t);
    }
    return 0;
}

/* Pad body (already including sign) into out per align; sign_len: chars of sign/prefix for '='. */
static void
pad(cm_buf *out, const fspec *f, const char *body, size_t blen, size_t sign_len, char defalign)
{
    size_t nchars = mt_utf8_count(body, blen);
    char align = f->align ? f->align : defalign;
    size_t width = f->width > 0 ? (size_t)f->width : 0;
    size_t padn = width > nchars ? width - nchars : 0;
    size_t left = 0, right = 0;
    if (align == '<') {
        right = padn;
    } else if (align == '>') {
        left = padn;
    } else if (align == '^') {
        left = padn / 2;
        right = padn - left;
    } else {
        (void)!cm_buf_add(out, body, sign_len);
        (void)mt_utf8_put_n(out, f->fill, padn);
        (void)!cm_buf_add(out, body + sign_len, blen - sign_len);
        return;
    }
    (void)mt_utf8_put_n(out, f->fill, left);
    (void)!cm_buf_add(out, body, blen);
    (void)mt_utf8_put_n(out, f->fill, right);
}

/* Insert grouping separators into a run of digits. */
static void
group_digits(cm_buf *out, const char *digits, size_t n, char sep, int every)
{
    for (size_t i = 0; i < n; i++) {
        (void)!cm_buf_addc(out, digits[i]);
        size_t rem = n - i - 1;
        if (sep && rem > 0 && rem % (size_t)every == 0) {
            (void)!cm_buf_addc(out, sep);
        }
    }
}

/* The n digits at ds grouped by sep every `every` digits, led by as many zeros as make the
   grouped run at least want characters long (zero padding with grouping pads the digits
   themselves). A run past the buffer's cap fails b before any work (want may be near
   INT64_MAX). */
static void
group_zero_padded(cm_buf *b, const char *ds, size_t n, int64_t want, char sep, int every)
{
    uint64_t nd = n;
    if (want > 0 && (uint64_t)want > n + (n ? (n - 1) / (size_t)every : 0)) {
        // the fewest digits d with d + (d - 1) / every >= want, from a close estimate
        uint64_t w = (uint64_t)want;
        nd = w - w / (uint64_t)(every + 1);
        while (nd > 1 && nd - 1 + (nd - 2) / (uint64_t)every >= w) {
            nd--;
        }
        while (nd + (nd - 1) / (uint64_t)every < w) {
            nd++;
        }
    }
    uint64_t total = nd + (nd ? (nd - 1) / (uint64_t)every : 0);
    if (total > b->max || b->len > b->max - total) {
        cm_buf_fail(b);
        return;
    }
    size_t zeros = (size_t)nd - n;
    for (size_t k = 0; k < (size_t)nd; k++) {
        (void)!cm_buf_addc(b, k < zeros ? '0' : ds[k - zeros]);
        size_t rem = (size_t)nd - k - 1;
        if (rem > 0 && rem % (size_t)every == 0) {
            (void)!cm_buf_addc(b, sep);
        }
    }
}

static mt_obj *
format_str(mt_state *st, mt_obj *s, fspec *f)
{
    if (f->type && f->type != 's') {
        return mt_raise(st, MT_EXC(ValueError), "Unknown format code '%c' for object of type 'str'",
                        f->type);
    }
    if (f->sign) {
        return mt_raise(st, MT_EXC(ValueError), "%s not allowed in string format specifier",
                        f->sign == ' ' ? "Space" : "Sign");
    }
    if (f->zcoerce) {
        return mt_raise(st, MT_EXC(ValueError),
                        "Negative zero coercion (z) not allowed in string format specifier");
    }
    if (f->alt) {
        return mt_raise(st, MT_EXC(ValueError),
                        "Alternate form (#) not allowed in string format specifier");
    }
    if (f->align == '=') {
        return mt_raise(st, MT_EXC(ValueError),
                        "'=' alignment not allowed in string format specifier");
    }
    if (f->group) {
        return mt_raise(st, MT_EXC(ValueError), "Cannot specify '%c' with 's'.", f->group);
    }
    const char *d = mt_str_data(s);
    size_t len = mt_str_len(s);
    if (f->prec >= 0) {
        size_t i = 0, k = 0;
        while (i < len && k < (size_t)f->prec) {
            (void)mt_utf8_get(d, &i);
            k++;
        }
        len = i;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    pad(&b, f, d, len, 0, '<');
    return mt_str_from_buf(st, &b);
}

static mt_obj *format_float_val(mt_state *st, double v, fspec *f, int from_int);

static mt_obj *
format_int(mt_state *st, mt_obj *v, fspec *f)
{
    char t = f->type ? f->type : 'd';
    if (strchr("eEfFgG%", t)) {
        int ov;
        double d = mt_int_as_double(st, v, &ov);
        if (ov) {
            return NULL;
        }
        return format_float_val(st, d, f, 1);
    }
    if (t == 'n') {
        t = 'd';
    }
    if (!strchr("bcdoxX", t)) {
        return mt_raise(st, MT_EXC(ValueError), "Unknown format code '%c' for object of type '%s'",
                        t, mt_type_name(v));
    }
    if (f->prec >= 0) {
        return mt_raise(st, MT_EXC(ValueError),
                        "Precision not allowed in integer format specifier");
    }
    if (f->zcoerce) {
        return mt_raise(st, MT_EXC(ValueError),
                        "Negative zero coercion (z) not allowed in integer format specifier");
    }
    cm_buf body;
    mt_buf_init(st, &body);
    int neg = mt_int_sign(v) < 0;
    size_t sign_len = 0;
    if (t == 'c') {
        if (f->sign) {
            cm_buf_free(&body);
            return mt_raise(st, MT_EXC(ValueError),
                            "Sign not allowed with integer format specifier 'c'");
        }
        if (f->alt) {
            cm_buf_free(&body);
            return mt_raise(st, MT_EXC(ValueError),
                            "Alternate form (#) not allowed with integer format specifier 'c'");
        }
        int64_t c;
        if (mt_int_as_i64(st, v, &c) < 0) {
            cm_buf_free(&body);
            return NULL;
        }
        if (c < 0 || c > 0x10ffff) {
            cm_buf_free(&body);
            return mt_raise(st, MT_EXC(OverflowError), "%%c arg not in range(0x110000)");
        }
        (void)mt_utf8_put(&body, (uint32_t)c);
    } else {
        int base = t == 'b' ? 2 : t == 'o' ? 8 : (t == 'x' || t == 'X') ? 16 : 10;
        mt_obj *absv = neg ? mt_unop(st, v, MT_UN_NEG) : (MT_INCREF(v), v);
        if (!absv) {
            cm_buf_free(&body);
            return NULL;
        }
        mt_obj *digits = mt_int_to_base(st, absv, base, 0);
        MT_DECREF(absv);
        if (!digits) {
            cm_buf_free(&body);
            return NULL;
        }
        if (neg) {
            (void)!cm_buf_addc(&body, '-');
        } else if (f->sign == '+') {
            (void)!cm_buf_addc(&body, '+');
        } else if (f->sign == ' ') {
            (void)!cm_buf_addc(&body, ' ');
        }
        if (f->alt && base != 10) {
            (void)!cm_buf_adds(&body, t == 'b' ? "0b" : t == 'o' ? "0o" : t == 'x' ? "0x" : "0X");
        }
        sign_len = body.len;
        const char *ds = mt_str_data(digits);
        size_t dn = mt_str_len(digits);
        char *up = NULL;
        if (t == 'X') {
            up = cm_strndup(ds, dn);
            if (up) {
                for (size_t i = 0; i < dn; i++) {
                    if (up[i] >= 'a' && up[i] <= 'f') {
                        up[i] = (char)(up[i] - 32);
                    }
                }
                ds = up;
            }
        }
        if (f->group) {
            if (f->group == ',' && base != 10) {
                cm_buf_free(&body);
                cm_free(up);
                MT_DECREF(digits);
                return mt_raise(st, MT_EXC(ValueError), "Cannot specify ',' with '%c'.", t);
            }
            int every = base == 10 ? 3 : 4;
            // zero padding with grouping pads the digits themselves
            if (f->align == '=' && f->fill == '0' && f->width > 0) {
                group_zero_padded(&body, ds, dn, f->width - (int64_t)sign_len, f->group, every);
            } else {
                group_digits(&body, ds, dn, f->group, every);
            }
        } else {
            (void)!cm_buf_add(&body, ds, dn);
        }
        cm_free(up);
        MT_DECREF(digits);
    }
    cm_buf out;
    mt_buf_init(st, &out);
    if (body.failed) {
        cm_buf_fail(&out);
    }
    pad(&out, f, cm_buf_str(&body), body.len, sign_len, '>');
    cm_buf_free(&body);
    return mt_str_from_buf(st, &out);
}

/* Drop trailing zeros (and a bare '.') from the mantissa of a %e or %f rendering. */
static void
strip_zeros(char *num)
{
    char *e = strchr(num, 'e');
    size_t mlen = e ? (size_t)(e - num) : strlen(num);
    if (!memchr(num, '.', mlen)) {
        return;
    }
    size_t k = mlen;
    while (k > 0 && num[k - 1] == '0') {
        k--;
    }
    if (k > 0 && num[k - 1] == '.') {
        k--;
    }
    memmove(num + k, num + mlen, strlen(num + mlen) + 1);
}

/* A float with a precision but no type: like 'g' (p significant digits), but the exponent form
   starts one digit earlier and a fixed result always keeps a ".0". */
static void
general_dot0(char *num, size_t cap, double a, int p, int alt)
{
    // the exponent after rounding to p digits: past 17 digits rounding no longer carries
    // into a new power of ten (no double's expansion starts with 17 nines), so 40 tell it
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.*e", p - 1 < 40 ? p - 1 : 40, a);
    const char *e = strchr(tmp, 'e');
    int x = e ? atoi(e + 1) : 0;
    if (x < -4 || x >= p - 1) {
        snprintf(num, cap, alt ? "%#.*e" : "%.*e", p - 1, a);
    } else {
        snprintf(num, cap, alt ? "%#.*f" : "%.*f", p - 1 - x, a);
    }
    if (!alt) {
        strip_zeros(num);
    }
    if (!strchr(num, '.') && !strchr(num, 'e') && strlen(num) + 3 <= cap) {
        strcat(num, ".0");
    }
}

// The most significant digits a general ('g', or no type) format of a double can show
#define GENERAL_PREC_MAX 1100

static mt_obj *
format_float_val(mt_state *st, double v, fspec *f, int from_int)
{
    char t = f->type;
    if (t && !strchr("eEfFgGn%", t)) {
        return mt_raise(st, MT_EXC(ValueError), "Unknown format code '%c' for object of type '%s'",
                        t, from_int ? "int" : "float");
    }
    if (t == 'n') {
        t = 'g';
    }
    if (f->prec > INT_MAX) {
        return mt_raise(st, MT_EXC(ValueError), "precision too big");
    }
    int prec = f->prec >= 0 ? (int)f->prec : 6;
    // a general format without '#' drops trailing zeros: a double has fewer than 800
    // significant digits, so a larger precision gives the same text (CPython 3.11 formats
    // f'{x:.2000000000g}'; the buffer below is sized by the precision)
    if ((t == 'g' || t == 'G' || t == 0) && !f->alt && prec > GENERAL_PREC_MAX) {
        prec = GENERAL_PREC_MAX;
    }
    // the digits of the largest double (309 of them, 311 as a percentage) and the precision's
    // (inf and nan have none)
    char stackbuf[512];
    size_t cap = sizeof stackbuf;
    char *num = stackbuf;
    if (isfinite(v) && (size_t)prec + 400 > cap) {
        cap = (size_t)prec + 400;
        if (!(num = mt_mem(st, cap))) {
            return NULL;
        }
    }
    cm_buf body;
    mt_buf_init(st, &body);
    int neg = signbit(v) && !isnan(v);
    double a = fabs(v);
    if (isinf(a) || isnan(a)) {
        const char *w = isnan(a) ? "nan" : "inf";
        snprintf(num, cap, "%s", w);
        if (t == 'E' || t == 'F' || t == 'G') {
            for (char *p = num; *p; p++) {
                *p = (char)(*p - 32);
            }
        }
        if (t == '%') {
            strcat(num, "%");
        }
    } else if (t == 0) {
        if (f->prec < 0) {
            mt_float_repr_buf(a, num, cap);
            char *e = strchr(num, 'e');
            if (f->alt && e && !memchr(num, '.', (size_t)(e - num)) && strlen(num) + 2 < cap) {
                memmove(e + 1, e, strlen(e) + 1);
                *e = '.';
            }
        } else {
            general_dot0(num, cap, a, prec == 0 ? 1 : prec, f->alt);
        }
    } else if (t == 'e' || t == 'E') {
        snprintf(num, cap, f->alt ? "%#.*e" : "%.*e", prec, a);
    } else if (t == 'f' || t == 'F') {
        snprintf(num, cap, f->alt ? "%#.*f" : "%.*f", prec, a);
    } else if (t == 'g' || t == 'G') {
        int p = prec == 0 ? 1 : prec;
        snprintf(num, cap, f->alt ? "%#.*g" : "%.*g", p, a);
    } else { // %
        snprintf(num, cap, f->alt ? "%#.*f%%" : "%.*f%%", prec, a * 100.0);
    }
    if (t == 'E' || t == 'G') {
        for (char *p = num; *p; p++) {
            if (*p == 'e') {
                *p = 'E';
            }
        }
    }
    if (f->zcoerce && neg && isfinite(a)) {
        // negative zero after rounding becomes positive
        int allzero = 1;
        for (char *p = num; *p && *p != 'e' && *p != 'E'; p++) {
            if (*p >= '1' && *p <= '9') {
                allzero = 0;
            }
        }
        if (allzero) {
            neg = 0;
        }
    }
    if (neg) {
        (void)!cm_buf_addc(&body, '-');
    } else if (f->sign == '+') {
        (void)!cm_buf_addc(&body, '+');
    } else if (f->sign == ' ') {
        (void)!cm_buf_addc(&body, ' ');
    }
    size_t sign_len = body.len;
    if (f->group && isfinite(a)) {
        size_t intlen = 0;
        while (num[intlen] >= '0' && num[intlen] <= '9') {
            intlen++;
        }
        if (f->align == '=' && f->fill == '0' && f->width > 0) {
            group_zero_padded(&body, num, intlen,
                              f->width - (int64_t)sign_len - (int64_t)(strlen(num) - intlen),
                              f->group, 3);
        } else {
            group_digits(&body, num, intlen, f->group, 3);
        }
        (void)!cm_buf_adds(&body, num + intlen);
    } else {
        (void)!cm_buf_adds(&body, num);
    }
    cm_buf out;
    mt_buf_init(st, &out);
    if (body.failed) {
        cm_buf_fail(&out);
    }
    pad(&out, f, cm_buf_str(&body), body.len, sign_len, '>');
    cm_buf_free(&body);
    if (num != stackbuf) {
        cm_free(num);
    }
    return mt_str_from_buf(st, &out);
}

/* One part of a complex number (sign handled by the caller). */
static void
complex_part(char *num, size_t cap, double a, char t, int prec, int alt)
{
    if (isnan(a) || isinf(a)) {
        snprintf(num, cap, "%s", isnan(a) ? "nan" : "inf");
        if (t == 'E' || t == 'F' || t == 'G') {
            for (char *p = num; *p; p++) {
                *p = (char)(*p - 32);
            }
        }
        return;
    }
    if (t == 'r') {
        // repr without the ".0" an integral value gets
        mt_float_repr_buf(a, num, cap);
        size_t l = strlen(num);
        if (l > 2 && strcmp(num + l - 2, ".0") == 0) {
            num[l - 2] = 0;
        }
        char *e = strchr(num, 'e');
        size_t ml = e ? (size_t)(e - num) : strlen(num);
        if (alt && !memchr(num, '.', ml) && strlen(num) + 2 < cap) {
            memmove(num + ml + 1, num + ml, strlen(num + ml) + 1);
            num[ml] = '.';
        }
        return;
    }
    int p = (t == 'g' || t == 'G') && prec == 0 ? 1 : prec;
    switch (t) {
    case 'e':
        snprintf(num, cap, alt ? "%#.*e" : "%.*e", p, a);
        break;
    case 'E':
        snprintf(num, cap, alt ? "%#.*E" : "%.*E", p, a);
        break;
    case 'f':
    case 'F':
        snprintf(num, cap, alt ? "%#.*f" : "%.*f", p, a);
        break;
    case 'G':
        snprintf(num, cap, alt ? "%#.*G" : "%.*G", p, a);
        break;
    default:
        snprintf(num, cap, alt ? "%#.*g" : "%.*g", p, a);
        break;
    }
}

// One formatted part of a complex number, its integer digits grouped as the spec asks.
static void
add_complex_part(cm_buf *b, const char *num, const fspec *f)
{
    size_t intlen = 0;
    while (num[intlen] >= '0' && num[intlen] <= '9') {
        intlen++;
    }
    if (f->group && intlen) {
        group_digits(b, num, intlen, f->group, 3);
        (void)!cm_buf_adds(b, num + intlen);
    } else {
        (void)!cm_buf_adds(b, num);
    }
}

static mt_obj *
format_complex(mt_state *st, double re, double im, fspec *f)
{
    char t = f->type;
    if (t && !strchr("eEfFgGn", t)) {
        return mt_raise(st, MT_EXC(ValueError),
                        "Unknown format code '%c' for object of type 'complex'", t);
    }
    if (f->fill == '0') {
        return mt_raise(st, MT_EXC(ValueError),
                        "Zero padding is not allowed in complex format specifier");
    }
    if (f->align == '=') {
        return mt_raise(st, MT_EXC(ValueError),
                        "'=' alignment flag is not allowed in complex format specifier");
    }
    if (f->prec > INT_MAX) {
        return mt_raise(st, MT_EXC(ValueError), "precision too big");
    }
    int skip_re = 0, parens = 0, prec = (int)f->prec;
    if (!t) {
        t = 'r';
        if (re == 0.0 && !signbit(re)) {
            skip_re = 1;
        } else {
            parens = 1;
        }
        if (prec >= 0) {
            t = 'g';
        }
    } else if (t == 'n') {
        t = 'g';
    }
    if (prec < 0) {
        prec = 6;
    }
    if (t == 'g' || t == 'G') {
        if (!f->alt && prec > GENERAL_PREC_MAX) {
            prec = GENERAL_PREC_MAX; // the same text (format_float_val)
        }
    }
    // each part: the digits of the largest double and the precision's (as format_float_val;
    // inf and nan parts have none)
    char stackbuf[1024];
    size_t cap = sizeof stackbuf / 2;
    char *rbuf = stackbuf;
    if ((isfinite(re) || isfinite(im)) && (size_t)prec + 400 > cap) {
        cap = (size_t)prec + 400;
        if (!(rbuf = mt_mem(st, 2 * cap))) {
            return NULL;
        }
    }
    char *ibuf = rbuf + cap;
    complex_part(rbuf, cap, fabs(re), t, prec, f->alt);
    complex_part(ibuf, cap, fabs(im), t, prec, f->alt);
    cm_buf body;
    mt_buf_init(st, &body);
    if (parens) {
        (void)!cm_buf_addc(&body, '(');
    }
    if (!skip_re) {
        if (signbit(re) && !isnan(re)) {
            (void)!cm_buf_addc(&body, '-');
        } else if (f->sign == '+' || f->sign == ' ') {
            (void)!cm_buf_addc(&body, f->sign);
        }
        add_complex_part(&body, rbuf, f);
    }
    if (signbit(im) && !isnan(im)) {
        (void)!cm_buf_addc(&body, '-');
    } else if (!skip_re) {
        (void)!cm_buf_addc(&body, '+');
    } else if (f->sign == '+' || f->sign == ' ') {
        (void)!cm_buf_addc(&body, f->sign);
    }
    add_complex_part(&body, ibuf, f);
    if (rbuf != stackbuf) {
        cm_free(rbuf);
    }
    (void)!cm_buf_addc(&body, 'j');
    if (parens) {
        (void)!cm_buf_addc(&body, ')');
    }
    cm_buf out;
    mt_buf_init(st, &out);
    if (body.failed) {
        cm_buf_fail(&out);
    }
    pad(&out, f, cm_buf_str(&body), body.len, 0, '>');
    cm_buf_free(&body);
    return mt_str_from_buf(st, &out);
}

mt_obj *
mt_format(mt_state *st, mt_obj *o, mt_obj *spec)
{
    if (spec == (mt_obj *)&mt_name___format__) {
        spec = mt_str_new(st, "", 0);
    } else {
        MT_INCREF(spec);
    }
    if (!spec) {
        return NULL;
    }
    mt_obj *r = NULL;
    const mt_type *t = MT_TYPE(o);
    if (t->flags & MT_TF_HEAP) {
        mt_obj *m = mt_getattr_opt(st, o, MT_NAME(__format__));
        if (m) {
            r = mt_call1(st, m, spec);
            MT_DECREF(m);
            if (r && !mt_isinst(r, &mt_type_str)) {
                mt_raise(st, MT_EXC(TypeError), "__format__ must return a str, not %s",
                         mt_type_name(r));
                MT_CLEAR(r);
            }
        }
        MT_DECREF(spec);
        return r;
    }
    fspec f;
    if (t == &mt_type_str || mt_int_check(o) || t == &mt_type_float) {
        if (mt_str_len(spec) == 0) {
            r = mt_tostr(st, o);
            MT_DECREF(spec);
            return r;
        }
        char defalign = t == &mt_type_str ? '<' : '>';
        char deftype = t == &mt_type_str ? 's' : t == &mt_type_float ? 0 : 'd';
        if (parse_spec(st, spec, &f, t->name, defalign, deftype) < 0) {
            MT_DECREF(spec);
            return NULL;
        }
        if (t == &mt_type_str) {
            r = format_str(st, o, &f);
        } else if (t == &mt_type_float) {
            r = format_float_val(st, mt_float_val(o), &f, 0);
        } else {
            r = format_int(st, o, &f);
        }
        MT_DECREF(spec);
        return r;
    }
    if (t == &mt_type_complex && mt_str_len(spec) != 0) {
        if (parse_spec(st, spec, &f, "complex", '>', 0) < 0) {
            MT_DECREF(spec);
            return NULL;
        }
        MT_DECREF(spec);
        return format_complex(st, ((mt_complex *)o)->re, ((mt_complex *)o)->im, &f);
    }
    if (mt_str_len(spec) == 0) {
        MT_DECREF(spec);
        return mt_tostr(st, o);
    }
    mt_obj *m = mt_getattr_opt(st, o, MT_NAME(__format__));
    if (m) {
        r = mt_call1(st, m, spec);
        MT_DECREF(m);
    } else if (!st->exc) {
        mt_raise(st, MT_EXC(TypeError), "unsupported format string passed to %s.__format__",
                 t->name);
    }
    MT_DECREF(spec);
    return r;
}

/* ---- str.format ---- */

/* The integer value of a field-name part made only of ASCII digits: -1 if it is not one, -2 (with
   ValueError set) if it does not fit. */
static int64_t
field_integer(mt_state *st, const char *s, size_t n)
{
    if (n == 0) {
        return -1;
    }
    int64_t acc = 0;
    for (size_t k = 0; k < n; k++) {
        if (s[k] < '0' || s[k] > '9') {
            return -1;
        }
        int d = s[k] - '0';
        if (acc > (INT64_MAX - d) / 10) {
            mt_raise(st, MT_EXC(ValueError), "Too many decimal digits in format string");
            return -2;
        }
        acc = acc * 10 + d;
    }
    return acc;
}

/* The object a field name (s, n) designates: the first part from args/kw/mapping, then each
   ".attr" and "[key]" applied in turn. */
static mt_obj *
lookup_field(mt_state *st, const char *s, size_t n, size_t npos, mt_obj *const *args, mt_obj *kw,
             mt_obj *mapping, int *autonum, size_t *nextauto)
{
    size_t i = 0;
    while (i < n && s[i] != '.' && s[i] != '[') {
        i++;
    }
    int64_t idx = field_integer(st, s, i);
    if (idx == -2) {
        return NULL;
    }
    int empty = i == 0;
    if (empty || idx >= 0) {
        if (*autonum < 0) {
            *autonum = empty ? 1 : 0;
        }
        if (*autonum == 0 && empty) {
            return mt_raise(
                st, MT_EXC(ValueError),
                "cannot switch from manual field specification to automatic field numbering");
        }
        if (*autonum == 1 && !empty) {
            return mt_raise(
                st, MT_EXC(ValueError),
                "cannot switch from automatic field numbering to manual field specification");
        }
        if (empty) {
            idx = (int64_t)(*nextauto)++;
        }
    }
    mt_obj *obj = NULL;
    if (idx < 0) {
        mt_obj *key = mt_str_new(st, s, i);
        if (!key) {
            return NULL;
        }
        if (mapping) {
            obj = mt_getitem(st, mapping, key);
        } else if (kw) {
            for (size_t k = 0; k < MT_TUPLE_N(kw); k++) {
                if (mt_str_eq(MT_TUPLE_ITEM(kw, k), key)) {
                    obj = args[npos + k];
                    MT_INCREF(obj);
                    break;
                }
            }
        }
        if (!obj && !st->exc) {
            mt_raise_arg(st, MT_EXC(KeyError), key);
        }
        MT_DECREF(key);
        if (!obj) {
            return NULL;
        }
    } else {
        if (mapping) {
            return mt_raise(st, MT_EXC(ValueError), "Format string contains positional fields");
        }
        if ((uint64_t)idx >= npos) {
            return mt_raise(st, MT_EXC(IndexError),
                            "Replacement index %lld out of range for positional args tuple",
                            (long long)idx);
        }
        obj = args[idx];
        MT_INCREF(obj);
    }
    while (i < n) {
        char c = s[i++];
        size_t j = i;
        int attr = c == '.';
        if (attr) {
            while (i < n && s[i] != '.' && s[i] != '[') {
                i++;
            }
        } else if (c == '[') {
            while (i < n && s[i] != ']') {
                i++;
            }
            if (i >= n) {
                MT_DECREF(obj);
                return mt_raise(st, MT_EXC(ValueError), "Missing ']' in format string");
            }
        } else {
            MT_DECREF(obj);
            return mt_raise(st, MT_EXC(ValueError),
                            "Only '.' or '[' may follow ']' in format field specifier");
        }
        size_t end = i;
        if (!attr) {
            i++; // the ']'
        }
        if (end == j) {
            MT_DECREF(obj);
            return mt_raise(st, MT_EXC(ValueError), "Empty attribute in format string");
        }
        mt_obj *v = NULL;
        if (attr) {
            mt_obj *name = mt_str_new(st, s + j, end - j);
            v = name ? mt_getattr(st, obj, name) : NULL;
            MT_XDECREF(name);
        } else {
            int64_t k = field_integer(st, s + j, end - j);
            mt_obj *key = k == -2  ? NULL
                          : k >= 0 ? mt_int_from_i64(st, k)
                                   : mt_str_new(st, s + j, end - j);
            v = key ? mt_getitem(st, obj, key) : NULL;
            MT_XDECREF(key);
        }
        MT_DECREF(obj);
        if (!v) {
            return NULL;
        }
        obj = v;
    }
    return obj;
}

/* Render one replacement field: name (s+name_at, name_len), conversion conv (0 for none), spec
   (s+spec_at, spec_len; expand when it holds nested fields). */
static int render_field(mt_state *st, cm_buf *out, const char *s, size_t name_at, size_t name_len,
                        uint32_t conv, int has_spec, size_t spec_at, size_t spec_len, int expand,
                        size_t npos, mt_obj *const *args, mt_obj *kw, mt_obj *mapping, int *autonum,
                        size_t *nextauto, int depth);

static int
vformat_into(mt_state *st, cm_buf *out, const char *s, size_t n, size_t npos, mt_obj *const *args,
             mt_obj *kw, mt_obj *mapping, int *autonum, size_t *nextauto, int depth)
{
    if (depth >= 2) {
        return mt_raisei(st, MT_EXC(ValueError), "Max string recursion exceeded");
    }
    size_t i = 0;
    while (i < n) {
        // literal text up to a brace
        size_t start = i;
        char c = 0;
        while (i < n) {
            c = s[i++];
            if (c == '{' || c == '}') {
                break;
            }
            c = 0;
        }
        if (!c) {
            (void)!cm_buf_add(out, s + start, i - start);
            break;
        }
        int at_end = i >= n;
        if (c == '}' && (at_end || s[i] != '}')) {
            return mt_raisei(st, MT_EXC(ValueError), "Single '}' encountered in format string");
        }
        if (c == '{' && at_end) {
            return mt_raisei(st, MT_EXC(ValueError), "Single '{' encountered in format string");
        }
        (void)!cm_buf_add(out, s + start, i - 1 - start);
        if (s[i] == c) {
            (void)!cm_buf_addc(out, c);
            i++;
            continue;
        }
        // a replacement field: its name ends at '}', ':' or '!' (brackets may hide them)
        size_t name_at = i;
        c = 0;
        while (i < n) {
            c = s[i++];
            if (c == '{') {
                return mt_raisei(st, MT_EXC(ValueError), "unexpected '{' in field name");
            }
            if (c == '[') {
                while (i < n && s[i] != ']') {
                    i++;
                }
                continue;
            }
            if (c == '}' || c == ':' || c == '!') {
                break;
            }
        }
        size_t name_len = i - 1 - name_at;
        uint32_t conv = 0;
        int has_spec = 0, expand = 0;
        size_t spec_at = 0, spec_len = 0;
        if (c == '!' || c == ':') {
            int done = 0;
            if (c == '!') {
                if (i >= n) {
                    return mt_raisei(st, MT_EXC(ValueError),
                                     "end of string while looking for conversion specifier");
                }
                conv = mt_utf8_get(s, &i);
                if (i < n) {
                    char c2 = s[i++];
                    if (c2 == '}') {
                        done = 1;
                    } else if (c2 != ':') {
                        return mt_raisei(st, MT_EXC(ValueError),
                                         "expected ':' after conversion specifier");
                    }
                }
            }
            if (!done) {
                spec_at = i;
                int count = 1;
                while (i < n) {
                    char d = s[i++];
                    if (d == '{') {
                        expand = 1;
                        count++;
                    } else if (d == '}' && --count == 0) {
                        break;
                    }
                }
                if (count != 0) {
                    return mt_raisei(st, MT_EXC(ValueError), "unmatched '{' in format spec");
                }
                has_spec = 1;
                spec_len = i - 1 - spec_at;
            }
        } else if (c != '}') {
            return mt_raisei(st, MT_EXC(ValueError), "expected '}' before end of string");
        }
        if (render_field(st, out, s, name_at, name_len, conv, has_spec, spec_at, spec_len, expand,
                         npos, args, kw, mapping, autonum, nextauto, depth) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
render_field(mt_state *st, cm_buf *out, const char *s, size_t name_at, size_t name_len,
             uint32_t conv, int has_spec, size_t spec_at, size_t spec_len, int expand, size_t npos,
             mt_obj *const *args, mt_obj *kw, mt_obj *mapping, int *autonum, size_t *nextauto,
             int depth)
{
    mt_obj *v = lookup_field(st, s + name_at, name_len, npos, args, kw, mapping, autonum, nextauto);
    if (!v) {
        return -1;
    }
    if (conv) {
        mt_obj *cv = NULL;
        if (conv == 'r') {
            cv = mt_repr(st, v);
        } else if (conv == 's') {
            cv = mt_tostr(st, v);
        } else if (conv == 'a') {
            cv = mt_ascii(st, v);
        } else if (conv > 32 && conv < 127) {
            mt_raise(st, MT_EXC(ValueError), "Unknown conversion specifier %c", (char)conv);
        } else {
            mt_raise(st, MT_EXC(ValueError), "Unknown conversion specifier \\x%x", (unsigned)conv);
        }
        MT_DECREF(v);
        if (!cv) {
            return -1;
        }
        v = cv;
    }
    cm_buf specb;
    mt_buf_init(st, &specb);
    if (has_spec) {
        if (expand) {
            if (vformat_into(st, &specb, s + spec_at, spec_len, npos, args, kw, mapping, autonum,
                             nextauto, depth + 1) < 0) {
                cm_buf_free(&specb);
                MT_DECREF(v);
                return -1;
            }
        } else {
            (void)!cm_buf_add(&specb, s + spec_at, spec_len);
        }
    }
    mt_obj *spec = mt_str_from_buf(st, &specb);
    mt_obj *r = spec ? mt_format(st, v, spec) : NULL;
    MT_XDECREF(spec);
    MT_DECREF(v);
    if (!r) {
        return -1;
    }
    (void)!cm_buf_add(out, mt_str_data(r), mt_str_len(r));
    MT_DECREF(r);
    return 0;
}

/* str.format (n positional args, kw names) or str.format_map (n == (size_t)-1). */
mt_obj *
mt_str_format_method(mt_state *st, mt_obj *fmt, size_t n, mt_obj *const *args, mt_obj *kw)
{
    cm_buf out;
    mt_buf_init(st, &out);
    int autonum = -1;
    size_t nextauto = 0;
    mt_obj *mapping = NULL;
    if (n == (size_t)-1) {
        mapping = args[0];
        n = 0;
    }
    if (vformat_into(st, &out, mt_str_data(fmt), mt_str_len(fmt), n, args, kw, mapping, &autonum,
                     &nextauto, 0) < 0) {
        cm_buf_free(&out);
        return NULL;
    }
    return mt_str_from_buf(st, &out);
}

/* ---- %-formatting ---- */

/* A bytes-like value as a latin-1 str (each byte one code point), or NULL. */
static mt_obj *
latin1_str(mt_state *st, const char *d, size_t n)
{
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t i = 0; i < n; i++) {
        (void)mt_utf8_put(&b, (unsigned char)d[i]);
    }
    return mt_str_from_buf(st, &b);
}

/* The bytes of a %s/%b argument of bytes formatting, as a latin-1 str. */
static mt_obj *
bytes_arg_str(mt_state *st, mt_obj *val)
{
    if (mt_bytes_check(val)) {
        return latin1_str(st, ((mt_bytes *)val)->data, ((mt_bytes *)val)->len);
    }
    if (!mt_isinst(val, &mt_type_str)) {
        mt_obj *m = mt_getattr_opt(st, val, MT_NAME(__bytes__));
        if (m) {
            mt_obj *b = mt_call0(st, m);
            MT_DECREF(m);
            if (!b) {
                return NULL;
            }
            if (!mt_isinst(b, &mt_type_bytes)) { // bytes or a subclass, as CPython's check
                // b may be its only reference: name its type before dropping it
                mt_raise(st, MT_EXC(TypeError), "__bytes__ returned non-bytes (type %s)",
                         mt_type_name(b));
                MT_DECREF(b);
                return NULL;
            }
            mt_obj *r = latin1_str(st, ((mt_bytes *)b)->data, ((mt_bytes *)b)->len);
            MT_DECREF(b);
            return r;
        }
        if (st->exc) {
            return NULL;
        }
    }
    return mt_raise(st, MT_EXC(TypeError),
                    "%%b requires a bytes-like object, or an object that implements __bytes__, "
                    "not '%s'",
                    mt_type_name(val));
}

/* The ValueError for the conversion character at byte i of the UTF-8 text s. */
static void
unsupported_char(mt_state *st, const char *s, size_t i, int bytes)
{
    // the index counts characters (bytes, for bytes formatting), not UTF-8 bytes
    size_t at = 0;
    for (size_t k = 0; k < i; k++) {
        at += ((unsigned char)s[k] & 0xc0) != 0x80;
    }
    size_t k = i;
    uint32_t cp = mt_utf8_get(s, &k);
    if (bytes && cp > 0x7f) {
        mt_raise(st, MT_EXC(ValueError), "%s", ""); // CPython 3.11's message is empty here
        return;
    }
    mt_raise(st, MT_EXC(ValueError), "unsupported format character '%c' (0x%x) at index %zu",
             cp >= 31 && cp <= 126 ? (char)cp : '?', (unsigned)cp, at);
}

/* %-formatting of the UTF-8 text s (n bytes); for bytes formatting (bytes != 0) the text holds
   the format's bytes as latin-1 and so does the result. */
static mt_obj *
percent_format(mt_state *st, const char *s, size_t n, mt_obj *args, int bytes)
{
    mt_obj *const *items;
    size_t nitems;
    mt_obj *mapping = NULL;
    if (mt_isinst(args, &mt_type_tuple)) {
        // a tuple subclass too, read as the tuple it is (CPython's PyTuple_Check): its own
        // __len__ or __getitem__ is not asked
        items = ((mt_tuple *)args)->items;
        nitems = MT_TUPLE_N(args);
    } else {
        items = &args;
        nitems = 1;
        // CPython's PyMapping_Check: anything subscriptable but a str (nor a bytes-like, for bytes
        // formatting) is a mapping, so a list or a range takes %(key)s and is no surplus argument
        const mt_type *t = MT_TYPE(args);
        int subscriptable = t->flags & MT_TF_HEAP
                                ? mt_type_heap_dunder(t, MT_NAME(__getitem__)) != NULL ||
                                      (t->solid && t->solid->getitem)
                                : t->getitem != NULL;
        if (subscriptable && !mt_isinst(args, &mt_type_str) && !(bytes && mt_bytes_check(args))) {
            mapping = args;
        }
    }
    size_t ai = 0;
    cm_buf out;
    mt_buf_init(st, &out);
    int used_mapping = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '%') {
            (void)!cm_buf_addc(&out, s[i]);
            continue;
        }
        size_t start = i;
        i++;
        if (i >= n) {
            cm_buf_free(&out);
            return mt_raise(st, MT_EXC(ValueError), "incomplete format");
        }
        if (s[i] == '%') {
            (void)!cm_buf_addc(&out, '%'); // only a bare "%%" is literal: "%5%" wants an argument
            continue;
        }
        mt_obj *val = NULL;
        if (s[i] == '(') {
            if (!mapping) {
                cm_buf_free(&out);
                return mt_raise(st, MT_EXC(TypeError), "format requires a mapping");
            }
            size_t j = i + 1;
            int lvl = 1;
            while (j < n && lvl) {
                if (s[j] == '(') {
                    lvl++;
                } else if (s[j] == ')') {
                    lvl--;
                }
                j++;
            }
            if (lvl) {
                cm_buf_free(&out);
                return mt_raise(st, MT_EXC(ValueError), "incomplete format key");
            }
            mt_obj *key = mt_str_new(st, s + i + 1, j - i - 2);
            if (key && bytes) {
                // back to the key's bytes
                cm_buf kb;
                mt_buf_init(st, &kb);
                for (size_t k = 0; k < mt_str_len(key);) {
                    (void)!cm_buf_addc(&kb, (char)mt_utf8_get(mt_str_data(key), &k));
                }
                MT_DECREF(key);
                key = mt_buf_check(st, &kb) < 0 ? NULL : mt_bytes_new(st, cm_buf_str(&kb), kb.len);
                cm_buf_free(&kb);
            }
            val = key ? mt_getitem(st, mapping, key) : NULL;
            MT_XDECREF(key);
            if (!val) {
                cm_buf_free(&out);
                return NULL;
            }
            used_mapping = 1;
            ai = nitems; // CPython: after a key, a conversion without one has no argument
            i = j;
        }
        fspec f;
        memset(&f, 0, sizeof f);
        f.fill = ' ';
        f.width = -1;
        f.prec = -1;
        int left = 0;
        while (i < n && strchr("-+ #0", s[i])) {
            if (s[i] == '-') {
                left = 1;
            } else if (s[i] == '+') {
                f.sign = '+';
            } else if (s[i] == ' ') {
                if (f.sign != '+') {
                    f.sign = ' ';
                }
            } else if (s[i] == '#') {
                f.alt = 1;
            } else {
                f.zero = 1;
            }
            i++;
        }
        if (i < n && s[i] == '*') {
            if (ai >= nitems) {
                MT_XDECREF(val);
                cm_buf_free(&out);
                return mt_raise(st, MT_EXC(TypeError), "not enough arguments for format string");
            }
            int64_t w;
            if (!mt_int_check(items[ai])) {
                MT_XDECREF(val);
                cm_buf_free(&out);
                return mt_raise(st, MT_EXC(TypeError), "* wants int");
            }
            if (mt_index(st, items[ai++], &w) < 0) {
                MT_XDECREF(val);
                cm_buf_free(&out);
                return NULL;
            }
            if (w < 0) {
                left = 1;
                w = w == INT64_MIN ? 0 : -w; // CPython's negation overflows to no width
            }
            f.width = w;
            i++;
        } else {
            while (i < n && s[i] >= '0' && s[i] <= '9') {
                int d = s[i++] - '0';
                int64_t w = f.width < 0 ? 0 : f.width;
                if (w > (INT64_MAX - d) / 10) {
                    MT_XDECREF(val);
                    cm_buf_free(&out);
                    return mt_raise(st, MT_EXC(ValueError), "width too big");
                }
                f.width = w * 10 + d;
            }
        }
        if (i < n && s[i] == '.') {
            i++;
            f.prec = 0;
            if (i < n && s[i] == '*') {
                int64_t p;
                if (ai < nitems && !mt_int_check(items[ai])) {
                    MT_XDECREF(val);
                    cm_buf_free(&out);
                    return mt_raise(st, MT_EXC(TypeError), "* wants int");
                }
                int rc = ai < nitems ? mt_index(st, items[ai++], &p) : -1;
                if (rc < 0 && !mt_exc_matches(st, MT_EXC(OverflowError))) {
                    MT_XDECREF(val);
                    cm_buf_free(&out);
                    return st->exc ? NULL
                                   : mt_raise(st, MT_EXC(TypeError),
                                              "not enough arguments for format string");
                }
                if (rc < 0 || p > INT_MAX || p < INT_MIN) {
                    mt_exc_clear(st); // past int64 too: the precision is a C int
                    MT_XDECREF(val);
                    cm_buf_free(&out);
                    return mt_raise(st, MT_EXC(OverflowError),
                                    "Python int too large to convert to C int");
                }
                f.prec = p < 0 ? 0 : p;
                i++;
            } else {
                while (i < n && s[i] >= '0' && s[i] <= '9') {
                    int d = s[i++] - '0';
                    if (f.prec > (INT_MAX - d) / 10) {
                        MT_XDECREF(val);
                        cm_buf_free(&out);
                        return mt_raise(st, MT_EXC(ValueError),
                                        bytes ? "prec too big" : "precision too big");
                    }
                    f.prec = f.prec * 10 + d;
                }
            }
        }
        if (i < n && (s[i] == 'l' || s[i] == 'h' || s[i] == 'L')) {
            i++; // one length modifier, as CPython skips; a second is an unsupported character
        }
        if (i >= n) {
            MT_XDECREF(val);
            cm_buf_free(&out);
            return mt_raise(st, MT_EXC(ValueError), "incomplete format");
        }
        char c = s[i];
        if (!val) {
            if (ai >= nitems) {
                cm_buf_free(&out);
                return mt_raise(st, MT_EXC(TypeError), "not enough arguments for format string");
            }
            val = items[ai++];
            MT_INCREF(val);
        }
        if (left) {
            f.align = '<';
        } else if (f.zero && strchr("diouxXeEfFgG", c)) {
            f.fill = '0';
            f.align = '=';
        } else {
            f.align = '>';
        }
        mt_obj *r = NULL;
        switch (c) {
        case 'b':
        case 's':
        case 'r':
        case 'a': {
            if (c == 'b' && !bytes) {
                unsupported_char(st, s, i, bytes);
                break;
            }
            mt_obj *sv = bytes && (c == 's' || c == 'b') ? bytes_arg_str(st, val)
                         : bytes                         ? mt_ascii(st, val)
                         : c == 's'                      ? mt_tostr(st, val)
                         : c == 'r'                      ? mt_repr(st, val)
                                                         : mt_ascii(st, val);
            if (sv) {
                fspec g = f;
                g.sign = 0;
                g.alt = 0;
                if (g.align == '=') {
                    g.align = '>';
                    g.fill = ' ';
                }
                r = format_str(st, sv, &g);
                MT_DECREF(sv);
            }
            break;
        }
        case 'd':
        case 'i':
        case 'u':
        case 'x':
        case 'X':
        case 'o': {
            mt_obj *iv = NULL;
            if (mt_int_check(val)) {
                iv = val;
                MT_INCREF(iv);
            } else if (MT_TYPE(val) == &mt_type_float && (c == 'd' || c == 'i' || c == 'u')) {
                iv = mt_int_from_double(st, mt_float_val(val));
            } else {
                mt_obj *m = mt_getattr_opt(st, val,
                                           c == 'd' || c == 'i' || c == 'u' ? MT_NAME(__int__)
                                                                            : MT_NAME(__index__));
                if (!m && !st->exc && (c == 'd' || c == 'i' || c == 'u')) {
                    m = mt_getattr_opt(st, val, MT_NAME(__index__)); // int()'s next resort
                }
                if (m) {
                    iv = mt_call0(st, m);
                    MT_DECREF(m);
                    if (iv && !mt_int_check(iv)) {
                        MT_CLEAR(iv); // what the dunder returned is no int: refused as CPython does
                    }
                }
                if (!iv && !st->exc) {
                    if (c == 'd' || c == 'i' || c == 'u') {
                        mt_raise(st, MT_EXC(TypeError),
                                 "%%%c format: a real number is required, not %s", c,
                                 mt_type_name(val));
                    } else {
                        mt_raise(st, MT_EXC(TypeError),
                                 "%%%c format: an integer is required, not %s", c,
                                 mt_type_name(val));
                    }
                }
            }
            if (iv && f.prec > INT_MAX - 3) {
                MT_CLEAR(iv); // CPython's _PyUnicode_FormatLong bound
                mt_raise(st, MT_EXC(OverflowError), "precision too large");
            }
            if (iv) {
                fspec g = f;
                g.type = c == 'i' || c == 'u' ? 'd' : c;
                if (f.prec >= 0) {
                    // precision = minimum digits
                    g.prec = -1;
                    mt_obj *digits = mt_int_to_base(st, iv,
                                                    c == 'o'                 ? 8
                                                    : (c == 'x' || c == 'X') ? 16
                                                                             : 10,
                                                    0);
                    if (digits) {
                        const char *ds = mt_str_data(digits);
                        int neg = ds[0] == '-';
                        size_t dl = mt_str_len(digits) - (size_t)neg;
                        cm_buf body;
                        mt_buf_init(st, &body);
                        if (neg) {
                            (void)!cm_buf_addc(&body, '-');
                        } else if (f.sign) {
                            (void)!cm_buf_addc(&body, f.sign);
                        }
                        if (f.alt && c != 'd' && c != 'i' && c != 'u') {
                            (void)!cm_buf_adds(&body, c == 'o' ? "0o" : c == 'x' ? "0x" : "0X");
                        }
                        size_t sl = body.len;
                        if ((int64_t)dl < f.prec) {
                            (void)!cm_buf_fill(&body, '0', (size_t)(f.prec - (int64_t)dl));
                        }
                        for (size_t k = 0; k < dl; k++) {
                            char d = ds[neg + k];
                            (void)!cm_buf_addc(&body, c == 'X' && d >= 'a' ? (char)(d - 32) : d);
                        }
                        cm_buf o2;
                        mt_buf_init(st, &o2);
                        if (mt_buf_check(st, &body) == 0) {
                            pad(&o2, &g, cm_buf_str(&body), body.len, sl, '>');
                            cm_buf_free(&body);
                            r = mt_str_from_buf(st, &o2);
                        } else {
                            cm_buf_free(&o2);
                        }
                        MT_DECREF(digits);
                    }
                } else {
                    r = format_int(st, iv, &g);
                }
                MT_DECREF(iv);
            }
            break;
        }
        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G': {
            double d;
            if (mt_number_as_double(st, val, &d) < 0) {
                // bytes formatting says this of every failed float(), an int too big included
                if (bytes || mt_exc_matches(st, MT_EXC(TypeError))) {
                    mt_exc_clear(st);
                    mt_raise(st, MT_EXC(TypeError),
                             bytes ? "float argument required, not %s"
                                   : "must be real number, not %s",
                             mt_type_name(val));
                }
                break;
            }
            fspec g = f;
            g.type = c;
            if (g.prec < 0) {
                g.prec = 6;
            }
            r = format_float_val(st, d, &g, 0);
            break;
        }
        case 'c': {
            if (bytes) {
                int64_t cp = -1;
                if (mt_bytes_check(val) && ((mt_bytes *)val)->len == 1) {
                    cp = (unsigned char)((mt_bytes *)val)->data[0];
                } else if (mt_has_index(val)) {
                    mt_obj *iv = mt_index_int(st, val); // an int, or an object with __index__
                    if (!iv) {
                        break;
                    }
                    int rc = mt_int_as_i64(st, iv, &cp);
                    MT_DECREF(iv);
                    if (rc < 0 || cp < 0 || cp > 255) {
                        if (st->exc) {
                            mt_exc_clear(st);
                        }
                        mt_raise(st, MT_EXC(OverflowError), "%%c arg not in range(256)");
                        break;
                    }
                } else {
                    mt_raise(st, MT_EXC(TypeError),
                             "%%c requires an integer in range(256) or a single byte");
                    break;
                }
                mt_obj *ch = mt_str_char(st, (uint32_t)cp);
                fspec g = f;
                g.sign = 0;
                r = ch ? format_str(st, ch, &g) : NULL;
                MT_XDECREF(ch);
                break;
            }
            if (mt_isinst(val, &mt_type_str)) {
                if (((mt_str *)val)->nchars != 1) {
                    mt_raise(st, MT_EXC(TypeError), "%%c requires int or char");
                    break;
                }
                fspec g = f;
                g.sign = 0;
                r = format_str(st, val, &g);
            } else if (mt_has_index(val)) {
                int64_t cp;
                mt_obj *iv = mt_index_int(st, val); // an int, or an object with __index__
                int rc = iv ? mt_int_as_i64(st, iv, &cp) : -1;
                MT_XDECREF(iv);
                if (rc < 0 && mt_exc_matches(st, MT_EXC(TypeError))) {
                    // __index__ gave no int: CPython's formatchar says what %c takes
                    mt_exc_clear(st);
                    mt_raise(st, MT_EXC(TypeError), "%%c requires int or char");
                    break;
                }
                if (rc == 0) {
                    if (cp < 0 || cp > 0x10ffff) {
                        mt_raise(st, MT_EXC(OverflowError), "%%c arg not in range(0x110000)");
                        break;
                    }
                    mt_obj *ch = mt_str_char(st, (uint32_t)cp);
                    fspec g = f;
                    g.sign = 0;
                    r = ch ? format_str(st, ch, &g) : NULL;
                    MT_XDECREF(ch);
                }
            } else {
                mt_raise(st, MT_EXC(TypeError), "%%c requires int or char");
            }
            break;
        }
        default:
            unsupported_char(st, s, i, bytes);
            break;
        }
        (void)start;
        MT_DECREF(val);
        if (!r) {
            cm_buf_free(&out);
            return NULL;
        }
        (void)!cm_buf_add(&out, mt_str_data(r), mt_str_len(r));
        MT_DECREF(r);
    }
    if (ai < nitems && !used_mapping && !mapping) {
        cm_buf_free(&out);
        return mt_raise(st, MT_EXC(TypeError), "not all arguments converted during %s formatting",
                        bytes ? "bytes" : "string");
    }
    return mt_str_from_buf(st, &out);
}

/* str % args. */
mt_obj *
mt_str_mod(mt_state *st, mt_obj *fmt, mt_obj *args)
{
    return percent_format(st, mt_str_data(fmt), mt_str_len(fmt), args, 0);
}

/* bytes % args (fmt bytes or bytearray; the result has fmt's type). */
mt_obj *
mt_bytes_mod(mt_state *st, mt_obj *fmt, mt_obj *args)
{
    mt_bytes *fb = (mt_bytes *)fmt;
    mt_obj *fs = latin1_str(st, fb->data, fb->len);
    if (!fs) {
        return NULL;
    }
    mt_obj *r = percent_format(st, mt_str_data(fs), mt_str_len(fs), args, 1);
    MT_DECREF(fs);
    if (!r) {
        return NULL;
    }
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t k = 0; k < mt_str_len(r);) {
        (void)!cm_buf_addc(&b, (char)mt_utf8_get(mt_str_data(r), &k));
    }
    MT_DECREF(r);
    mt_obj *res = mt_buf_check(st, &b) < 0             ? NULL
                  : mt_isinst(fmt, &mt_type_bytearray) ? mt_bytearray_new(st, cm_buf_str(&b), b.len)
                                                       : mt_bytes_new(st, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return res;
}
