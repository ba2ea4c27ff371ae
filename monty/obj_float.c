/* float and complex: IEEE doubles with CPython's shortest round-trip repr. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <gmp.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

mt_obj *
mt_float_new(mt_state *st, double v)
{
    mt_float *f = (mt_float *)mt_alloc(st, &mt_type_float, sizeof(mt_float));
    if (!f) {
        return NULL;
    }
    f->v = v;
    return (mt_obj *)f;
}

int
mt_number_as_double(mt_state *st, mt_obj *o, double *out)
{
    if (MT_IS_SMALL(o)) {
        *out = (double)MT_SMALL_VAL(o);
        return 0;
    }
    if (mt_isinst(o, &mt_type_float)) {
        *out = mt_float_val(o);
        return 0;
    }
    if (mt_int_check(o)) {
        int ov;
        *out = mt_int_as_double(st, o, &ov);
        return ov ? -1 : 0;
    }
    mt_obj *m = mt_lookup_special(st, o, MT_NAME(__float__));
    if (m) {
        mt_obj *r = mt_call0(st, m);
        MT_DECREF(m);
        if (!r) {
            return -1;
        }
        if (!mt_isinst(r, &mt_type_float)) {
            mt_raise(st, MT_EXC(TypeError), "%s.__float__ returned non-float (type %s)",
                     mt_type_name(o), mt_type_name(r));
            MT_DECREF(r);
            return -1;
        }
        *out = mt_float_val(r);
        MT_DECREF(r);
        return 0;
    }
    if (st->exc) {
        return -1;
    }
    mt_obj *ix = mt_lookup_special(st, o, MT_NAME(__index__));
    if (ix) {
        mt_obj *r = mt_int_result(st, mt_call0(st, ix), "__index__");
        MT_DECREF(ix);
        if (!r) {
            return -1;
        }
        int rc = mt_number_as_double(st, r, out);
        MT_DECREF(r);
        return rc;
    }
    if (st->exc) {
        return -1;
    }
    return mt_raisei(st, MT_EXC(TypeError), "must be real number, not %s", mt_type_name(o));
}

// Add delta (+1 or -1) to the last digit of the decimal string d (no sign, no dot),
// carrying; d has room for one more digit. Returns 0, or -1 when it would go below zero.
static int
digits_step(char *d, int delta)
{
    int i = (int)strlen(d) - 1;
    for (; i >= 0; i--) {
        int v = d[i] - '0' + delta;
        if (v >= 0 && v <= 9) {
            d[i] = (char)('0' + v);
            return 0;
        }
        d[i] = delta > 0 ? '0' : '9';
    }
    if (delta < 0) {
        return -1;
    }
    memmove(d + 1, d, strlen(d) + 1); // 99..9 + 1 = 100..0
    d[0] = '1';
    return 0;
}

// 1 when the digits d times 10**exp read back as v.
static int
digits_roundtrip(const char *d, int exp, double v)
{
    char t[64];
    snprintf(t, sizeof t, "%se%d", d, exp);
    return strtod(t, NULL) == v;
}

/* Shortest digits that round-trip: digits (no dot) and the decimal exponent decpt such
 * that v = 0.DIGITS * 10**decpt (v > 0). At each length p the correctly rounded p digits
 * are tried first, then the neighbour one unit away on v's side, then the other: the
 * shortest string that reads back as v need not be the rounded prefix of v's exact
 * expansion (2.0**89 is 6.189700196426902e+26; its 16-digit rounding ends in ...901),
 * and CPython's repr (David Gay's shortest mode) takes the nearest such string. */
static void
shortest_digits(double v, char *digits, int *ndig, int *decpt)
{
    char buf[40];
    char d[48];
    int e = 0;
    for (int p = 1; p <= 17; p++) {
        snprintf(buf, sizeof buf, "%.*e", p - 1, v);
        // buf: d.ddde[+-]XX -> d = the p digits, e = the exponent of the last one
        int n = 0;
        const char *s = buf;
        for (; *s && *s != 'e'; s++) {
            if (*s != '.') {
                d[n++] = *s;
            }
        }
        d[n] = 0;
        e = atoi(s + 1) - (p - 1);
        if (p == 17 || digits_roundtrip(d, e, v)) {
            break;
        }
        char t[64];
        snprintf(t, sizeof t, "%se%d", d, e);
        int first = strtod(t, NULL) < v ? 1 : -1; // the neighbour on v's side first
        char up[48];
        int found = 0;
        for (int k = 0; k < 2 && !found; k++) {
            int delta = k == 0 ? first : -first;
            snprintf(up, sizeof up, "%s", d);
            if (digits_step(up, delta) == 0 && digits_roundtrip(up, e, v)) {
                snprintf(d, sizeof d, "%s", up);
                found = 1;
            }
        }
        if (found) {
            break;
        }
    }
    int n = (int)strlen(d);
    int lead = n; // digits before the exponent's unit: v = 0.d * 10**(e + n)
    while (n > 1 && d[n - 1] == '0') {
        n--;
    }
    d[n] = 0;
    memcpy(digits, d, (size_t)n + 1);
    *ndig = n;
    *decpt = e + lead;
}

void
mt_float_repr_buf(double v, char *buf, size_t size)
{
    if (isnan(v)) {
        snprintf(buf, size, "nan");
        return;
    }
    if (isinf(v)) {
        snprintf(buf, size, v > 0 ? "inf" : "-inf");
        return;
    }
    char digits[40];
    int n, decpt;
    cm_buf b;
    cm_buf_init(&b, 0);
    if (signbit(v)) {
        (void)!cm_buf_addc(&b, '-');
        v = -v;
    }
    if (v == 0) {
        (void)!cm_buf_adds(&b, "0.0");
    } else {
        shortest_digits(v, digits, &n, &decpt);
        if (decpt <= -4 || decpt > 16) {
            (void)!cm_buf_addc(&b, digits[0]);
            if (n > 1) {
                (void)!cm_buf_addc(&b, '.');
                (void)!cm_buf_add(&b, digits + 1, (size_t)n - 1);
            }
            (void)!cm_buf_printf(&b, "e%c%02d", decpt - 1 < 0 ? '-' : '+', abs(decpt - 1));
        } else if (decpt <= 0) {
            (void)!cm_buf_adds(&b, "0.");
            for (int i = 0; i < -decpt; i++) {
                (void)!cm_buf_addc(&b, '0');
            }
            (void)!cm_buf_add(&b, digits, (size_t)n);
        } else if (decpt >= n) {
            (void)!cm_buf_add(&b, digits, (size_t)n);
            for (int i = n; i < decpt; i++) {
                (void)!cm_buf_addc(&b, '0');
            }
            (void)!cm_buf_adds(&b, ".0");
        } else {
            (void)!cm_buf_add(&b, digits, (size_t)decpt);
            (void)!cm_buf_addc(&b, '.');
            (void)!cm_buf_add(&b, digits + decpt, (size_t)(n - decpt));
        }
    }
    snprintf(buf, size, "%s", cm_buf_str(&b));
    cm_buf_free(&b);
}

static mt_obj *
float_repr(mt_state *st, mt_obj *o)
{
    char buf[64];
    mt_float_repr_buf(mt_float_val(o), buf, sizeof buf);
    return mt_str_from_c(st, buf);
}

#define HASH_BITS 61
#define HASH_MOD  (((uint64_t)1 << HASH_BITS) - 1)

int64_t
mt_float_hash(double v)
{
    if (!isfinite(v)) {
        if (isinf(v)) {
            return v > 0 ? 314159 : -314159;
        }
        return 0;
    }
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & HASH_MOD) | x >> (HASH_BITS - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MOD) {
            x -= HASH_MOD;
        }
    }
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MOD) | x >> (HASH_BITS - e);
    int64_t h = (int64_t)x * sign;
    return h == -1 ? -2 : h;
}

static int64_t
float_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    double v = mt_float_val(o);
    if (isnan(v)) {
        return (int64_t)(((uintptr_t)o) >> 4);
    }
    return mt_float_hash(v);
}

/* Convert an operand for float arithmetic: 1 ok, 0 not a number type, -1 error. */
static int
as_double(mt_state *st, mt_obj *o, double *out)
{
    if (MT_IS_SMALL(o)) {
        *out = (double)MT_SMALL_VAL(o);
        return 1;
    }
    if (o->type == &mt_type_float || mt_isinst(o, &mt_type_float)) {
        *out = mt_float_val(o);
        return 1;
    }
    if (mt_int_check(o)) {
        int ov;
        *out = mt_int_as_double(st, o, &ov);
        return ov ? -1 : 1;
    }
    return 0;
}

// x ** y as CPython's float_pow: the special values first, in its order.
static mt_obj *
float_pow(mt_state *st, double x, double y)
{
    if (y == 0) {
        return mt_float_new(st, 1.0);
    }
    if (isnan(x)) {
        return mt_float_new(st, x);
    }
    if (isnan(y)) {
        return mt_float_new(st, x == 1.0 ? 1.0 : y);
    }
    int odd = isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
    if (isinf(y)) {
        double ax = fabs(x);
        if (ax == 1.0) {
            return mt_float_new(st, 1.0);
        }
        return mt_float_new(st, (y > 0) == (ax > 1.0) ? INFINITY : 0.0);
    }
    if (isinf(x)) {
        if (y > 0) {
            return mt_float_new(st, odd ? x : fabs(x));
        }
        return mt_float_new(st, odd ? copysign(0.0, x) : 0.0);
    }
    if (x == 0) {
        if (y < 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError),
                            "0.0 cannot be raised to a negative power");
        }
        return mt_float_new(st, odd ? x : 0.0);
    }
    int negate = 0;
    if (x < 0) {
        if (y != floor(y)) {
            // a negative base to a fractional power is complex: |x|**y * e**(i*pi*y)
            double r = pow(-x, y);
            double re = r * cos(M_PI * y), im = r * sin(M_PI * y);
            if (isinf(re) || isinf(im)) {
                return mt_raise(st, MT_EXC(OverflowError), "complex exponentiation");
            }
            return mt_complex_new(st, re, im);
        }
        x = -x;
        negate = odd;
    }
    double r = x == 1.0 ? 1.0 : pow(x, y);
    if (isinf(r)) {
        return mt_raise(st, MT_EXC(OverflowError), "(34, 'Numerical result out of range')");
    }
    return mt_float_new(st, negate ? -r : r);
}

static mt_obj *
float_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    double x, y;
    int ka = as_double(st, a, &x);
    if (ka <= 0) {
        return ka < 0 ? NULL : MT_NOTIMPL;
    }
    int kb = as_double(st, b, &y);
    if (kb <= 0) {
        return kb < 0 ? NULL : MT_NOTIMPL;
    }
    switch (op & 0x3f) {
    case MT_OP_ADD:
        return mt_float_new(st, x + y);
    case MT_OP_SUB:
        return mt_float_new(st, x - y);
    case MT_OP_MUL:
        return mt_float_new(st, x * y);
    case MT_OP_TRUEDIV:
        if (y == 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError), "float division by zero");
        }
        return mt_float_new(st, x / y);
    case MT_OP_FLOORDIV:
    case MT_OP_MOD: {
        if (y == 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError),
                            (op & 0x3f) == MT_OP_MOD ? "float modulo"
                                                     : "float floor division by zero");
        }
        double mod = fmod(x, y);
        double div = (x - mod) / y;
        if (mod) {
            if ((y < 0) != (mod < 0)) {
                mod += y;
                div -= 1.0;
            }
        } else {
            mod = copysign(0.0, y);
        }
        double fd;
        if (div) {
            fd = floor(div);
            if (div - fd > 0.5) {
                fd += 1.0;
            }
        } else {
            fd = copysign(0.0, x / y);
        }
        return mt_float_new(st, (op & 0x3f) == MT_OP_MOD ? mod : fd);
    }
    case MT_OP_POW:
        return float_pow(st, x, y);
    default:
        return MT_NOTIMPL;
    }
}

static mt_obj *
float_unop(mt_state *st, mt_obj *a, int op)
{
    double x = mt_float_val(a);
    if (op == MT_UN_NEG) {
        return mt_float_new(st, -x);
    }
    if (op == MT_UN_POS) {
        return mt_float_new(st, x);
    }
    return MT_NOTIMPL;
}

static mt_obj *
float_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    // a may be an int when called from int's richcmp
    double x, y;
    if (mt_int_check(a) && mt_isinst(b, &mt_type_float)) {
        // reflect: compare b (float) with a (int)
        static const int sw[] = {MT_CMP_GT, MT_CMP_GE, MT_CMP_EQ, MT_CMP_NE, MT_CMP_LT, MT_CMP_LE};
        return float_richcmp(st, b, a, sw[op]);
    }
    x = mt_float_val(a);
    if (mt_isinst(b, &mt_type_float)) {
        y = mt_float_val(b);
    } else if (mt_int_check(b)) {
        if (isnan(x)) {
            return MT_BOOL(op == MT_CMP_NE);
        }
        if (isinf(x)) {
            return mt_cmp_from3(x > 0 ? 1 : -1, op);
        }
        if (MT_IS_SMALL(b) && MT_SMALL_VAL(b) > -(1LL << 53) && MT_SMALL_VAL(b) < (1LL << 53)) {
            y = (double)MT_SMALL_VAL(b);
        } else {
            void *z = mt_int_to_mpz(st, b);
            if (!z) {
                return NULL;
            }
            int c = mpz_cmp_d((mpz_ptr)z, x);
            mt_mpz_free(z);
            return mt_cmp_from3(-c, op);
        }
    } else {
        return MT_NOTIMPL;
    }
    if (isnan(x) || isnan(y)) {
        return MT_BOOL(op == MT_CMP_NE);
    }
    return mt_cmp_from3(x < y ? -1 : x > y ? 1 : 0, op);
}

static int
float_truth(mt_state *st, mt_obj *o)
{
    (void)st;
    return mt_float_val(o) != 0;
}

mt_obj *
mt_float_from_str(mt_state *st, mt_obj *so)
{
    const char *s = mt_str_data(so);
    size_t len = mt_str_len(so);
    for (size_t u = 0; u < len; u++) {
        if ((unsigned char)s[u] >= 0x80) {
            // Unicode digits and white space read as CPython does; errors name the text
            mt_obj *a = mt_str_ascii_digits(st, so);
            mt_obj *r = a ? mt_float_from_str(st, a) : NULL;
            MT_XDECREF(a);
            if (!r && mt_exc_matches(st, MT_EXC(ValueError))) {
                mt_exc_clear(st);
                mt_raise(st, MT_EXC(ValueError), "could not convert string to float: %R", so);
            }
            return r;
        }
    }
    size_t i = 0, j = len;
    while (i < j && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))) {
        i++;
    }
    while (j > i && (s[j - 1] == ' ' || (s[j - 1] >= '\t' && s[j - 1] <= '\r'))) {
        j--;
    }
    char *buf = mt_mem(st, j - i + 1);
    if (!buf) {
        return NULL;
    }
    size_t k = 0;
    int ok = j > i;
    for (size_t p = i; p < j; p++) {
        if (s[p] == '_') {
            int prev = p > i && s[p - 1] >= '0' && s[p - 1] <= '9';
            int next = p + 1 < j && s[p + 1] >= '0' && s[p + 1] <= '9';
            if (!prev || !next) {
                ok = 0;
            }
            continue;
        }
        buf[k++] = s[p];
    }
    buf[k] = 0;
    double v = 0;
    if (ok) {
        const char *t = buf;
        int neg = 0;
        if (*t == '+' || *t == '-') {
            neg = *t == '-';
            t++;
        }
        if (strcasecmp(t, "inf") == 0 || strcasecmp(t, "infinity") == 0) {
            v = neg ? -INFINITY : INFINITY;
        } else if (strcasecmp(t, "nan") == 0) {
            v = neg ? -NAN : NAN;
        } else {
            // only decimal digits, '.', exponent allowed
            for (const char *c = t; *c; c++) {
                if (!strchr("0123456789.eE+-", *c)) {
                    ok = 0;
                }
            }
            if (!*t) {
                ok = 0;
            }
            char *end;
            v = strtod(buf, &end);
            if (*end || end == buf) {
                ok = 0;
            }
        }
    }
    cm_free(buf);
    if (!ok) {
        mt_obj *r = mt_repr(st, so);
        if (r) {
            mt_raise(st, MT_EXC(ValueError), "could not convert string to float: %U", r);
            MT_DECREF(r);
        }
        return NULL;
    }
    return mt_float_new(st, v);
}

static mt_obj *
float_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "float", kw) < 0) {
        return NULL;
    }
    if (n > 1) {
        return mt_raise(st, MT_EXC(TypeError), "float expected at most 1 argument, got %zu", n);
    }
    if (n == 0) {
        return mt_float_new(st, 0.0);
    }
    mt_obj *x = args[0];
    if (MT_TYPE(x) == &mt_type_float) {
        MT_INCREF(x);
        return x;
    }
    if (mt_isinst(x, &mt_type_str)) {
        return mt_float_from_str(st, x);
    }
    if (mt_bytes_check(x)) {
        mt_bytes *b = (mt_bytes *)x;
        mt_obj *s = mt_str_new(st, b->data, b->len);
        if (!s) {
            return NULL;
        }
        mt_obj *r = mt_float_from_str(st, s);
        MT_DECREF(s);
        return r;
    }
    double v;
    if (mt_int_check(x) || mt_isinst(x, &mt_type_float)) {
        if (mt_number_as_double(st, x, &v) < 0) {
            return NULL;
        }
        return mt_float_new(st, v);
    }
    if (mt_number_as_double(st, x, &v) < 0) {
        if (mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            return mt_raise(st, MT_EXC(TypeError),
                            "float() argument must be a string or a real number, not '%s'",
                            mt_type_name(x));
        }
        return NULL;
    }
    return mt_float_new(st, v);
}

static mt_obj *
float_is_integer(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    double v = mt_float_val(args[0]);
    return MT_BOOL(isfinite(v) && v == floor(v));
}

static mt_obj *
float_as_integer_ratio(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double v = mt_float_val(args[0]);
    if (isinf(v)) {
        return mt_raise(st, MT_EXC(OverflowError), "cannot convert Infinity to integer ratio");
    }
    if (isnan(v)) {
        return mt_raise(st, MT_EXC(ValueError), "cannot convert NaN to integer ratio");
    }
    int e;
    double m = frexp(v, &e);
    for (int i = 0; i < 300 && m != floor(m); i++) {
        m *= 2.0;
        e--;
    }
    mpz_ptr num = mt_mem(st, sizeof(__mpz_struct));
    mpz_ptr den = mt_mem(st, sizeof(__mpz_struct));
    if (!num || !den) {
        cm_free(num);
        cm_free(den);
        return NULL;
    }
    mpz_init_set_d(num, m);
    mpz_init_set_ui(den, 1);
    if (e > 0) {
        mpz_mul_2exp(num, num, (mp_bitcnt_t)e);
    } else {
        mpz_mul_2exp(den, den, (mp_bitcnt_t)-e);
    }
    mt_obj *a = mt_int_from_mpz_take(st, num);
    mt_obj *b = mt_int_from_mpz_take(st, den);
    if (!a || !b) {
        MT_XDECREF(a);
        MT_XDECREF(b);
        return NULL;
    }
    mt_obj *t = mt_tuple_pack(st, 2, a, b);
    MT_DECREF(a);
    MT_DECREF(b);
    return t;
}

static mt_obj *
float_conjugate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_float_new(st, mt_float_val(args[0]));
}

static mt_obj *
float_hex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double v = mt_float_val(args[0]);
    char buf[64];
    if (!isfinite(v)) {
        mt_float_repr_buf(v, buf, sizeof buf);
        return mt_str_from_c(st, buf);
    }
    if (v == 0) {
        return mt_str_from_c(st, signbit(v) ? "-0x0.0p+0" : "0x0.0p+0");
    }
    snprintf(buf, sizeof buf, "%a", v);
    // C gives 0x1.8p+1; CPython gives 0x1.8000000000000p+1
    char *p = strchr(buf, 'p');
    char *dot = strchr(buf, '.');
    char mant[32] = "";
    if (dot && dot < p) {
        snprintf(mant, sizeof mant, "%.*s", (int)(p - dot - 1), dot + 1);
    }
    while (strlen(mant) < 13) {
        strcat(mant, "0");
    }
    char out[80];
    const char *start = buf;
    int neg = *start == '-';
    if (neg) {
        start++;
    }
    snprintf(out, sizeof out, "%s0x%c.%sp%s", neg ? "-" : "", start[2], mant, p + 1);
    return mt_str_from_c(st, out);
}

// The whitespace float.fromhex strips from both ends: CPython's Py_ISSPACE, ASCII only.
static int
fromhex_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

static int
fromhex_word(const char *s, size_t n, const char *word)
{
    if (n != strlen(word)) {
        return 0;
    }
    for (size_t i = 0; i < n; i++) {
        if ((s[i] | 0x20) != word[i]) {
            return 0;
        }
    }
    return 1;
}

static size_t
fromhex_digits(const char *s, size_t i, size_t end, int (*is_digit)(int))
{
    while (i < end && is_digit((unsigned char)s[i])) {
        i++;
    }
    return i;
}

// float.fromhex: [sign] ['0x'] hexdigits ['.' hexdigits] ['p' [sign] digits], or inf, infinity,
// nan in any case, with ASCII whitespace around; the digits are hexadecimal whether or not
// '0x' is there. The checked text goes to strtod as a C hex float, which rounds correctly.
static mt_obj *
fromhex_float(mt_state *st, mt_obj *arg)
{
    if (!mt_isinst(arg, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "bad argument type for built-in operation");
    }
    const char *s = mt_str_data(arg);
    size_t i = 0, end = mt_str_len(arg);
    while (i < end && fromhex_space(s[i])) {
        i++;
    }
    while (end > i && fromhex_space(s[end - 1])) {
        end--;
    }
    int neg = i < end && s[i] == '-';
    if (i < end && (s[i] == '-' || s[i] == '+')) {
        i++;
    }
    if (fromhex_word(s + i, end - i, "inf") || fromhex_word(s + i, end - i, "infinity")) {
        return mt_float_new(st, neg ? -HUGE_VAL : HUGE_VAL);
    }
    if (fromhex_word(s + i, end - i, "nan")) {
        return mt_float_new(st, neg ? -NAN : NAN);
    }
    if (end - i >= 2 && s[i] == '0' && (s[i + 1] | 0x20) == 'x') {
        i += 2;
    }
    size_t mant = i, j = fromhex_digits(s, i, end, isxdigit);
    size_t ndigits = j - i;
    if (j < end && s[j] == '.') {
        size_t k = fromhex_digits(s, j + 1, end, isxdigit);
        ndigits += k - (j + 1);
        j = k;
    }
    if (j < end && (s[j] | 0x20) == 'p') {
        size_t k = j + 1 < end && (s[j + 1] == '+' || s[j + 1] == '-') ? j + 2 : j + 1;
        j = fromhex_digits(s, k, end, isdigit);
        if (j == k) {
            ndigits = 0;
        }
    }
    if (ndigits == 0 || j != end) {
        return mt_raise(st, MT_EXC(ValueError), "invalid hexadecimal floating-point string");
    }
    size_t blen = end - mant + 4;
    char *buf = mt_mem(st, blen);
    if (!buf) {
        return NULL;
    }
    snprintf(buf, blen, "%s0x%.*s", neg ? "-" : "", (int)(end - mant), s + mant);
    double v = strtod(buf, NULL);
    cm_free(buf);
    if (isinf(v)) {
        return mt_raise(st, MT_EXC(OverflowError),
                        "hexadecimal value too large to represent as a float");
    }
    return mt_float_new(st, v);
}

static mt_obj *
float_fromhex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_alt_ctor_result(st, args[0], &mt_type_float, fromhex_float(st, args[1]));
}

static mt_obj *
float_trunc(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_int_from_double(st, mt_float_val(args[0]));
}

static mt_obj *
float_real(mt_state *st, mt_obj *self)
{
    return mt_float_new(st, mt_float_val(self));
}

static mt_obj *
float_imag(mt_state *st, mt_obj *self)
{
    (void)self;
    return mt_float_new(st, 0.0);
}

// float.__round__(ndigits=None): what round() gives a float
static mt_obj *
float_round(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    return mt_round_number(st, args[0], n > 1 && args[1] != MT_NONE ? args[1] : NULL);
}

// float.__floor__() and __ceil__(): math.floor and math.ceil of a float, an int
static mt_obj *
float_floor(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_int_from_double(st, floor(mt_float_val(args[0])));
}

static mt_obj *
float_ceil(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_int_from_double(st, ceil(mt_float_val(args[0])));
}

static const mt_method float_methods[] = {
    {"is_integer", float_is_integer, MT_ARGS(0, 0)},
    {"as_integer_ratio", float_as_integer_ratio, MT_ARGS(0, 0)},
    {"conjugate", float_conjugate, MT_ARGS(0, 0)},
    {"hex", float_hex, MT_ARGS(0, 0)},
    {"fromhex", float_fromhex, MT_ARGS(1, 1) | MT_CLASSM},
    {"__trunc__", float_trunc, MT_ARGS(0, 0)},
    {"__int__", float_trunc, MT_ARGS(0, 0)},
    {"__round__", float_round, MT_ARGS(0, 1)},
    {"__floor__", float_floor, MT_ARGS(0, 0)},
    {"__ceil__", float_ceil, MT_ARGS(0, 0)},
    {NULL, NULL, 0}};

static const mt_getset float_getsets[] = {
    {"real", float_real, NULL}, {"imag", float_imag, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_float = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "float",
    .basicsize = sizeof(mt_float),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .repr = float_repr,
    .hash = float_hash,
    .richcmp = float_richcmp,
    .binop = float_binop,
    .unop = float_unop,
    .truth = float_truth,
    .tp_new = float_new,
    .methods = float_methods,
    .getsets = float_getsets,
};

/* ---- complex ---- */

mt_obj *
mt_complex_new(mt_state *st, double re, double im)
{
    mt_complex *c = (mt_complex *)mt_alloc(st, &mt_type_complex, sizeof(mt_complex));
    if (!c) {
        return NULL;
    }
    c->re = re;
    c->im = im;
    return (mt_obj *)c;
}

static void
fmt_part(cm_buf *b, double v)
{
    char buf[64];
    mt_float_repr_buf(v, buf, sizeof buf);
    size_t n = strlen(buf);
    if (n > 2 && strcmp(buf + n - 2, ".0") == 0) {
        buf[n - 2] = 0;
    }
    (void)!cm_buf_adds(b, buf);
}

static mt_obj *
complex_repr(mt_state *st, mt_obj *o)
{
    mt_complex *c = (mt_complex *)o;
    cm_buf b;
    mt_buf_init(st, &b);
    if (c->re == 0 && !signbit(c->re)) {
        fmt_part(&b, c->im);
        (void)!cm_buf_addc(&b, 'j');
    } else {
        (void)!cm_buf_addc(&b, '(');
        fmt_part(&b, c->re);
        if (!signbit(c->im) || isnan(c->im)) {
            (void)!cm_buf_addc(&b, '+');
        }
        fmt_part(&b, c->im);
        (void)!cm_buf_adds(&b, "j)");
    }
    return mt_str_from_buf(st, &b);
}

static int
as_complex(mt_state *st, mt_obj *o, double *re, double *im)
{
    if (MT_TYPE(o) == &mt_type_complex || mt_isinst(o, &mt_type_complex)) {
        *re = ((mt_complex *)o)->re;
        *im = ((mt_complex *)o)->im;
        return 1;
    }
    *im = 0;
    return as_double(st, o, re);
}

// (ar+ai*j) / (br+bi*j) by Smith's method, dividing through by the divisor's larger part
// so that neither a huge nor a tiny divisor overflows or underflows on the way (CPython's
// order of operations, hence its last bits): -1 for a zero divisor.
static int
complex_quot(double ar, double ai, double br, double bi, double *qr, double *qi)
{
    double abr = fabs(br), abi = fabs(bi);
    if (abr >= abi) {
        if (abr == 0) {
            return -1;
        }
        double ratio = bi / br, denom = br + bi * ratio;
        *qr = (ar + ai * ratio) / denom;
        *qi = (ai - ar * ratio) / denom;
    } else if (abi >= abr) {
        double ratio = br / bi, denom = br * ratio + bi;
        *qr = (ar * ratio + ai) / denom;
        *qi = (ai * ratio - ar) / denom;
    } else { // a NaN part
        *qr = *qi = NAN;
    }
    return 0;
}

// (ar+ai*j) ** n for an integer n (|n| <= 100) by squaring, as CPython's c_powi: 1 when
// a negative power of zero divides by zero (its ZeroDivisionError), else 0.
static int
complex_powi(double ar, double ai, int n, double *rr, double *ri)
{
    unsigned int e = (unsigned int)(n < 0 ? -n : n);
    double pr = ar, pi = ai, xr = 1, xi = 0;
    for (unsigned int mask = 1; mask > 0 && e >= mask; mask <<= 1) {
        if (e & mask) {
            double t = xr * pr - xi * pi;
            xi = xr * pi + xi * pr;
            xr = t;
        }
        double t = pr * pr - pi * pi;
        pi = pr * pi + pi * pr;
        pr = t;
    }
    if (n >= 0) {
        *rr = xr, *ri = xi;
        return 0;
    }
    return complex_quot(1, 0, xr, xi, rr, ri) < 0;
}

static mt_obj *
complex_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    double ar, ai, br, bi;
    int k = as_complex(st, a, &ar, &ai);
    if (k <= 0) {
        return k < 0 ? NULL : MT_NOTIMPL;
    }
    k = as_complex(st, b, &br, &bi);
    if (k <= 0) {
        return k < 0 ? NULL : MT_NOTIMPL;
    }
    switch (op & 0x3f) {
    case MT_OP_ADD:
        return mt_complex_new(st, ar + br, ai + bi);
    case MT_OP_SUB:
        return mt_complex_new(st, ar - br, ai - bi);
    case MT_OP_MUL:
        return mt_complex_new(st, ar * br - ai * bi, ar * bi + ai * br);
    case MT_OP_TRUEDIV: {
        double qr, qi;
        if (complex_quot(ar, ai, br, bi, &qr, &qi) < 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError), "complex division by zero");
        }
        return mt_complex_new(st, qr, qi);
    }
    case MT_OP_POW: {
        double rr, ri;
        int bad;
        if (bi == 0 && br == floor(br) && fabs(br) <= 100) {
            bad = complex_powi(ar, ai, (int)br, &rr, &ri);
        } else if (br == 0 && bi == 0) {
            rr = 1, ri = 0, bad = 0;
        } else if (ar == 0 && ai == 0) {
            rr = 0, ri = 0, bad = bi != 0 || br < 0;
        } else {
            double vabs = hypot(ar, ai), len = pow(vabs, br), at = atan2(ai, ar);
            double phase = at * br;
            if (bi != 0) {
                len /= exp(at * bi);
                phase += bi * log(vabs);
            }
            rr = len * cos(phase), ri = len * sin(phase), bad = 0;
        }
        if (bad) {
            return mt_raise(st, MT_EXC(ZeroDivisionError), "0.0 to a negative or complex power");
        }
        if (isinf(rr) || isinf(ri)) { // CPython's check of the result, whatever the operands
            return mt_raise(st, MT_EXC(OverflowError), "complex exponentiation");
        }
        return mt_complex_new(st, rr, ri);
    }
    default:
        return MT_NOTIMPL;
    }
}

static mt_obj *
complex_unop(mt_state *st, mt_obj *a, int op)
{
    mt_complex *c = (mt_complex *)a;
    if (op == MT_UN_NEG) {
        return mt_complex_new(st, -c->re, -c->im);
    }
    if (op == MT_UN_POS) {
        return mt_complex_new(st, c->re, c->im);
    }
    return MT_NOTIMPL;
}

static mt_obj *
complex_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    double ar, ai, br, bi;
    if (op != MT_CMP_EQ && op != MT_CMP_NE) {
        return MT_NOTIMPL;
    }
    // against an int, exactly (1j != 10**1000, where the int has no float), as CPython
    mt_obj *ci = mt_int_check(b) ? a : mt_int_check(a) ? b : NULL;
    if (ci && mt_isinst(ci, &mt_type_complex)) {
        mt_complex *c = (mt_complex *)ci;
        if (c->im != 0) {
            return MT_BOOL(op == MT_CMP_NE);
        }
        mt_obj *f = mt_float_new(st, c->re);
        if (!f) {
            return NULL;
        }
        mt_obj *r = mt_richcmp(st, f, ci == a ? b : a, op);
        MT_DECREF(f);
        return r;
    }
    int k = as_complex(st, a, &ar, &ai);
    if (k <= 0) {
        return k < 0 ? NULL : MT_NOTIMPL;
    }
    k = as_complex(st, b, &br, &bi);
    if (k <= 0) {
        return k < 0 ? NULL : MT_NOTIMPL;
    }
    int eq = ar == br && ai == bi;
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

static int64_t
complex_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    mt_complex *c = (mt_complex *)o;
    uint64_t h = (uint64_t)mt_float_hash(c->re) + 1000003ULL * (uint64_t)mt_float_hash(c->im);
    int64_t r = (int64_t)h;
    return r == -1 ? -2 : r;
}

static int
complex_truth(mt_state *st, mt_obj *o)
{
    (void)st;
    return ((mt_complex *)o)->re != 0 || ((mt_complex *)o)->im != 0;
}

// A float at *p (sign allowed; "inf", "infinity", "nan" too); 0 when there is none.
static int
cx_float(const char **p, double *v)
{
    const char *s = *p;
    const char *q = s + (*s == '+' || *s == '-');
    if (!((*q >= '0' && *q <= '9') || (*q == '.' && q[1] >= '0' && q[1] <= '9') ||
          strncasecmp(q, "inf", 3) == 0 || strncasecmp(q, "nan", 3) == 0)) {
        return 0;
    }
    char *end;
    *v = strtod(s, &end);
    for (const char *c = q; c < end; c++) {
        if (*c == 'x' || *c == 'X' || *c == '(') {
            return 0; // no hex floats or nan(payload)
        }
    }
    *p = end;
    return end > q;
}

// complex(str): "[ws][(][ws]<real>[+-<imag>j] | <imag>j[ws][)][ws]" like CPython.
static int
complex_from_str(mt_state *st, mt_obj *so, double *re, double *im)
{
    const char *src = mt_str_data(so);
    size_t len = mt_str_len(so);
    char *buf = mt_mem(st, len + 1);
    if (!buf) {
        return -1;
    }
    // drop '_' between digits (any other '_' is refused with CPython's other message)
    size_t k = 0;
    int ok = strlen(src) == len;
    for (size_t i = 0; i < len; i++) {
        if (src[i] == '_') {
            if (!(i > 0 && src[i - 1] >= '0' && src[i - 1] <= '9' && src[i + 1] >= '0' &&
                  src[i + 1] <= '9')) {
                cm_free(buf);
                mt_obj *r = mt_repr(st, so);
                if (r) {
                    mt_raise(st, MT_EXC(ValueError), "could not convert string to complex: %U", r);
                    MT_DECREF(r);
                }
                return -1;
            }
            continue;
        }
        buf[k++] = src[i];
    }
    buf[k] = 0;
    const char *p = buf;
    while (*p == ' ' || (*p >= '\t' && *p <= '\r')) {
        p++;
    }
    int paren = *p == '(';
    if (paren) {
        p++;
        while (*p == ' ' || (*p >= '\t' && *p <= '\r')) {
            p++;
        }
    }
    double x = 0, y = 0;
    *re = *im = 0;
    if (cx_float(&p, &x)) {
        if (*p == '+' || *p == '-') {
            // real part then imaginary part: "1+2j", "1-j"
            *re = x;
            if (!cx_float(&p, &y)) {
                y = *p == '-' ? -1.0 : 1.0;
                p++;
            }
            ok = ok && (*p == 'j' || *p == 'J');
            p++;
            *im = y;
        } else if (*p == 'j' || *p == 'J') {
            *im = x;
            p++;
        } else {
            *re = x;
        }
    } else {
        // "j", "+j", "-j"
        double sgn = 1.0;
        if (*p == '+' || *p == '-') {
            sgn = *p == '-' ? -1.0 : 1.0;
            p++;
        }
        ok = ok && (*p == 'j' || *p == 'J');
        p++;
        *im = sgn;
    }
    if (ok) {
        while (*p == ' ' || (*p >= '\t' && *p <= '\r')) {
            p++;
        }
        if (paren) {
            ok = *p == ')';
            p += ok;
            while (*p == ' ' || (*p >= '\t' && *p <= '\r')) {
                p++;
            }
        }
        ok = ok && *p == 0;
    }
    cm_free(buf);
    if (!ok) {
        mt_raise(st, MT_EXC(ValueError), "complex() arg is a malformed string");
        return -1;
    }
    return 0;
}

static mt_obj *
complex_new_t(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"real", 0}, {"imag", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "complex", n, args, kw, specs, 2, a) < 0) {
        return NULL;
    }
    // complex(z) of a complex (exactly) is z itself, as CPython's complex_new
    if (t == &mt_type_complex && a[0] && !a[1] && MT_TYPE(a[0]) == &mt_type_complex) {
        MT_INCREF(a[0]);
        return a[0];
    }
    double re = 0, im = 0, r2, i2;
    if (a[0]) {
        if (MT_TYPE(a[0]) == &mt_type_str) {
            if (complex_from_str(st, a[0], &re, &im) < 0) {
                return NULL;
            }
        } else if ((MT_TYPE(a[0])->flags & MT_TF_HEAP) &&
                   mt_type_heap_dunder(MT_TYPE(a[0]), MT_NAME(__complex__))) {
            mt_obj *m = mt_getattr(st, a[0], MT_NAME(__complex__));
            mt_obj *c = m ? mt_call0(st, m) : NULL;
            MT_XDECREF(m);
            if (!c) {
                return NULL;
            }
            if (!mt_isinst(c, &mt_type_complex)) {
                mt_raise(st, MT_EXC(TypeError), "__complex__ returned non-complex (type %s)",
                         mt_type_name(c));
                MT_DECREF(c);
                return NULL;
            }
            re = ((mt_complex *)c)->re;
            im = ((mt_complex *)c)->im;
            MT_DECREF(c);
        } else if (as_complex(st, a[0], &re, &im) <= 0) {
            return st->exc
                       ? NULL
                       : mt_raise(st, MT_EXC(TypeError),
                                  "complex() first argument must be a string or a number, not '%s'",
                                  mt_type_name(a[0]));
        }
    }
    if (a[1]) {
        if (a[0] && MT_TYPE(a[0]) == &mt_type_str) {
            return mt_raise(st, MT_EXC(TypeError),
                            "complex() can't take second arg if first is a string");
        }
        int k = as_complex(st, a[1], &r2, &i2);
        if (k <= 0) {
            return st->exc ? NULL
                           : mt_raise(st, MT_EXC(TypeError),
                                      "complex() second argument must be a number, not '%s'",
                                      mt_type_name(a[1]));
        }
        // as CPython: only a complex imag moves into re, and only a complex first argument
        // adds its imaginary part (complex(0, -0.0) keeps the -0.0)
        if (k == 1) {
            re -= i2;
        }
        int first_cx = a[0] && !mt_int_check(a[0]) && !mt_isinst(a[0], &mt_type_float);
        im = first_cx ? im + r2 : r2;
    }
    return mt_complex_new(st, re, im);
}

static mt_obj *
complex_real(mt_state *st, mt_obj *self)
{
    return mt_float_new(st, ((mt_complex *)self)->re);
}

static mt_obj *
complex_imag(mt_state *st, mt_obj *self)
{
    return mt_float_new(st, ((mt_complex *)self)->im);
}

static mt_obj *
complex_conjugate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_complex *c = (mt_complex *)args[0];
    return mt_complex_new(st, c->re, -c->im);
}

// __complex__: a plain complex of the value (of a subclass's instance too).
static mt_obj *
complex_complex(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_complex *c = (mt_complex *)args[0];
    if (MT_TYPE(args[0]) == &mt_type_complex) {
        MT_INCREF(args[0]);
        return args[0];
    }
    return mt_complex_new(st, c->re, c->im);
}

// __getnewargs__: (real, imag), what complex() rebuilds it from.
static mt_obj *
complex_getnewargs(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_complex *c = (mt_complex *)args[0];
    mt_obj *re = mt_float_new(st, c->re);
    mt_obj *im = re ? mt_float_new(st, c->im) : NULL;
    mt_obj *r = im ? mt_tuple_pack(st, 2, re, im) : NULL;
    MT_XDECREF(re);
    MT_XDECREF(im);
    return r;
}

static mt_obj *
complex_abs(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_complex *c = (mt_complex *)args[0];
    return mt_float_new(st, hypot(c->re, c->im));
}

static const mt_method complex_methods[] = {{"conjugate", complex_conjugate, MT_ARGS(0, 0)},
                                            {"__abs__", complex_abs, MT_ARGS(0, 0)},
                                            {"__complex__", complex_complex, MT_ARGS(0, 0)},
                                            {"__getnewargs__", complex_getnewargs, MT_ARGS(0, 0)},
                                            {NULL, NULL, 0}};
static const mt_getset complex_getsets[] = {
    {"real", complex_real, NULL}, {"imag", complex_imag, NULL}, {NULL, NULL, NULL}};

const mt_type mt_type_complex = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "complex",
    .basicsize = sizeof(mt_complex),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .repr = complex_repr,
    .hash = complex_hash,
    .richcmp = complex_richcmp,
    .binop = complex_binop,
    .unop = complex_unop,
    .truth = complex_truth,
    .tp_new = complex_new_t,
    .methods = complex_methods,
    .getsets = complex_getsets,
};

int
mt_float_divmod_zero(mt_state *st, mt_obj *a, mt_obj *b)
{
    if (!mt_isinst(a, &mt_type_float) && !mt_isinst(b, &mt_type_float)) {
        return 0;
    }
    if ((!mt_int_check(a) && !mt_isinst(a, &mt_type_float)) ||
        (!mt_int_check(b) && !mt_isinst(b, &mt_type_float))) {
        return 0; // the operation itself refuses this operand
    }
    // CPython converts both operands before it looks at the divisor, so an int past
    // double's range raises its OverflowError first
    double x, d;
    if (mt_number_as_double(st, a, &x) < 0 || mt_number_as_double(st, b, &d) < 0) {
        return -1;
    }
    if (d != 0.0) {
        return 0;
    }
    mt_raise(st, MT_EXC(ZeroDivisionError), "float divmod()");
    return -1;
}
