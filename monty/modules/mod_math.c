/* The math module: float functions from libm, exact integer functions through GMP. */
#include "config.h"

#include <float.h>
#include <gmp.h>
#include <math.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/modules/registry.h"

// Convert a number argument to double (TypeError like CPython's for non-numbers).
static int
num(mt_state *st, mt_obj *o, double *out)
{
    if (mt_isinst(o, &mt_type_str) || mt_isinst(o, &mt_type_bytes) || o == MT_NONE ||
        mt_isinst(o, &mt_type_list) || mt_isinst(o, &mt_type_tuple) ||
        mt_isinst(o, &mt_type_dict)) {
        mt_raisei(st, MT_EXC(TypeError), "must be real number, not %s", mt_type_name(o));
        return -1;
    }
    if (mt_number_as_double(st, o, out) < 0) {
        if (mt_exc_matches(st, MT_EXC(OverflowError))) {
            mt_exc_clear(st);
            mt_raisei(st, MT_EXC(OverflowError), "int too large to convert to float");
        }
        return -1;
    }
    return 0;
}

static mt_obj *
domain(mt_state *st)
{
    return mt_raise(st, MT_EXC(ValueError), "math domain error");
}

static mt_obj *
range_err(mt_state *st)
{
    return mt_raise(st, MT_EXC(OverflowError), "math range error");
}

// Require an int argument (bool included).
static int
need_int(mt_state *st, mt_obj *o)
{
    if (!mt_int_check(o)) {
        mt_raisei(st, MT_EXC(TypeError), "'%s' object cannot be interpreted as an integer",
                  mt_type_name(o));
        return -1;
    }
    return 0;
}

// A float function of one argument with domain checks by the caller's predicate.
#define F1(pyname, expr, bad)                                                                      \
    static mt_obj *math_##pyname(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)          \
    {                                                                                              \
        (void)n;                                                                                   \
        (void)kw;                                                                                  \
        double x;                                                                                  \
        if (num(st, args[0], &x) < 0) {                                                            \
            return NULL;                                                                           \
        }                                                                                          \
        if (bad) {                                                                                 \
            return domain(st);                                                                     \
        }                                                                                          \
        double r = (expr);                                                                         \
        if (isinf(r) && isfinite(x)) {                                                             \
            return range_err(st);                                                                  \
        }                                                                                          \
        return mt_float_new(st, r);                                                                \
    }

F1(sin, sin(x), isinf(x))
F1(cos, cos(x), isinf(x))
F1(tan, tan(x), isinf(x))
F1(asin, asin(x), x<-1 || x> 1)
F1(acos, acos(x), x<-1 || x> 1)
F1(atan, atan(x), 0)
F1(sinh, sinh(x), 0)
F1(cosh, cosh(x), 0)
F1(tanh, tanh(x), 0)
F1(asinh, asinh(x), 0)
F1(acosh, acosh(x), x < 1)
F1(atanh, atanh(x), x <= -1 || x >= 1)
F1(exp, exp(x), 0)
F1(exp2, exp2(x), 0)
F1(expm1, expm1(x), 0)
F1(log1p, log1p(x), x <= -1)
F1(fabs, fabs(x), 0)
F1(sqrt, sqrt(x), x < 0)
F1(cbrt, cbrt(x), 0)
F1(erf, erf(x), 0)
F1(erfc, erfc(x), 0)
F1(gamma, tgamma(x), (x <= 0 && x == floor(x)) || (isinf(x) && x < 0))
F1(lgamma, lgamma(x), x <= 0 && x == floor(x))
F1(degrees, x *(180.0 / M_PI), 0)
F1(radians, x *(M_PI / 180.0), 0)

// log of any positive number; big ints through mpz_get_d_2exp.
static int
log_of(mt_state *st, mt_obj *o, double (*f)(double), double *out)
{
    if (mt_int_check(o) && !MT_IS_SMALL(o)) {
        if (mt_int_sign(o) <= 0) {
            domain(st);
            return -1;
        }
        mpz_ptr z = mt_int_to_mpz(st, o);
        if (!z) {
            return -1;
        }
        long e;
        double m = mpz_get_d_2exp(&e, z);
        mt_mpz_free(z);
        // f(m * 2^e) = f(m) + e * f(2)
        *out = f(m) + (double)e * f(2.0);
        return 0;
    }
    double x;
    if (num(st, o, &x) < 0) {
        return -1;
    }
    if (x <= 0 || isnan(x)) {
        if (isnan(x)) {
            *out = x;
            return 0;
        }
        domain(st);
        return -1;
    }
    *out = f(x);
    return 0;
}

static mt_obj *
math_log(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    double a;
    if (log_of(st, args[0], log, &a) < 0) {
        return NULL;
    }
    if (n == 2) {
        double b;
        if (log_of(st, args[1], log, &b) < 0) {
            return NULL;
        }
        if (b == 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError), "float division by zero");
        }
        a = a / b;
    }
    return mt_float_new(st, a);
}

static mt_obj *
math_log2(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double a;
    if (log_of(st, args[0], log2, &a) < 0) {
        return NULL;
    }
    return mt_float_new(st, a);
}

static mt_obj *
math_log10(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double a;
    if (log_of(st, args[0], log10, &a) < 0) {
        return NULL;
    }
    return mt_float_new(st, a);
}

// floor/ceil/trunc: ints pass through, floats become ints; objects may define the dunder.
static mt_obj *
rounding(mt_state *st, mt_obj *o, double (*f)(double), mt_obj *dunder)
{
    if (mt_int_check(o)) {
        if (MT_TYPE(o) == &mt_type_bool) {
            return MT_FROM_SMALL(o == MT_TRUE);
        }
        MT_INCREF(o);
        return o;
    }
    if (!mt_isinst(o, &mt_type_float)) {
        mt_obj *m = mt_getattr_opt(st, o, dunder);
        if (m) {
            mt_obj *r = mt_call0(st, m);
            MT_DECREF(m);
            return r;
        }
        if (st->exc) {
            return NULL;
        }
        if (dunder == MT_NAME(__trunc__)) {
            return mt_raise(st, MT_EXC(TypeError), "type %s doesn't define __trunc__ method",
                            mt_type_name(o));
        }
    }
    double x;
    if (num(st, o, &x) < 0) {
        return NULL;
    }
    return mt_int_from_double(st, f(x));
}

static mt_obj *
math_floor(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return rounding(st, args[0], floor, MT_NAME(__floor__));
}

static mt_obj *
math_ceil(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return rounding(st, args[0], ceil, MT_NAME(__ceil__));
}

static mt_obj *
math_trunc(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return rounding(st, args[0], trunc, MT_NAME(__trunc__));
}

// 1 when y is an odd integer (finite).
static int
odd_integer(double y)
{
    return isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
}

// math.pow: IEEE special values first (C99 Annex F), then libm for finite ** finite.
static mt_obj *
math_pow(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x, y;
    if (num(st, args[0], &x) < 0 || num(st, args[1], &y) < 0) {
        return NULL;
    }
    double r;
    if (isnan(x)) {
        r = y == 0 ? 1.0 : x;
    } else if (isnan(y)) {
        r = x == 1.0 ? 1.0 : y;
    } else if (isinf(x)) {
        if (y > 0) {
            r = odd_integer(y) ? x : fabs(x);
        } else if (y == 0) {
            r = 1.0;
        } else {
            r = odd_integer(y) ? copysign(0.0, x) : 0.0;
        }
    } else if (isinf(y)) {
        if (fabs(x) == 1.0) {
            r = 1.0;
        } else if ((y > 0) == (fabs(x) > 1.0)) {
            r = INFINITY;
        } else {
            r = 0.0;
        }
    } else {
        r = pow(x, y);
        if (isnan(r) || (isinf(r) && x == 0)) {
            return domain(st);
        }
        if (isinf(r)) {
            return range_err(st);
        }
    }
    return mt_float_new(st, r);
}

static mt_obj *
math_nextafter(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x, y;
    if (num(st, args[0], &x) < 0 || num(st, args[1], &y) < 0) {
        return NULL;
    }
    return mt_float_new(st, nextafter(x, y));
}

// The value of the least significant bit of x (CPython's math.ulp).
static mt_obj *
math_ulp(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x;
    if (num(st, args[0], &x) < 0) {
        return NULL;
    }
    if (isnan(x) || isinf(x)) {
        return mt_float_new(st, fabs(x));
    }
    x = fabs(x);
    double up = nextafter(x, INFINITY);
    if (isinf(up)) {
        return mt_float_new(st, x - nextafter(x, -INFINITY));
    }
    return mt_float_new(st, up - x);
}

static mt_obj *
math_atan2(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double y, x;
    if (num(st, args[0], &y) < 0 || num(st, args[1], &x) < 0) {
        return NULL;
    }
    return mt_float_new(st, atan2(y, x));
}

static mt_obj *
math_copysign(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x, y;
    if (num(st, args[0], &x) < 0 || num(st, args[1], &y) < 0) {
        return NULL;
    }
    return mt_float_new(st, copysign(x, y));
}

static mt_obj *
math_fmod(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x, y;
    if (num(st, args[0], &x) < 0 || num(st, args[1], &y) < 0) {
        return NULL;
    }
    if (y == 0 || isinf(x)) {
        if (!isnan(x) && !isnan(y)) {
            return domain(st);
        }
    }
    return mt_float_new(st, fmod(x, y));
}

static mt_obj *
math_remainder(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x, y;
    if (num(st, args[0], &x) < 0 || num(st, args[1], &y) < 0) {
        return NULL;
    }
    if ((y == 0 || isinf(x)) && !isnan(x) && !isnan(y)) {
        return domain(st);
    }
    if (!isfinite(x) || !isfinite(y)) {
        return mt_float_new(st, remainder(x, y));
    }
    // CPython's own rounding of finite values: the nearest multiple, ties to even, and the
    // result signed as x (libm may sign a zero otherwise)
    double ax = fabs(x), ay = fabs(y);
    double m = fmod(ax, ay), c = ay - m;
    double r = m < c ? m : m > c ? -c : m - 2.0 * fmod(0.5 * (ax - m), ay);
    return mt_float_new(st, copysign(1.0, x) * r);
}

static mt_obj *
math_modf(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x, ip;
    if (num(st, args[0], &x) < 0) {
        return NULL;
    }
    double fp = modf(x, &ip);
    if (isinf(x)) {
        fp = copysign(0.0, x);
    }
    mt_obj *a = mt_float_new(st, fp);
    mt_obj *b = a ? mt_float_new(st, ip) : NULL;
    mt_obj *t = b ? mt_tuple_pack(st, 2, a, b) : NULL;
    MT_XDECREF(a);
    MT_XDECREF(b);
    return t;
}

static mt_obj *
math_frexp(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x;
    if (num(st, args[0], &x) < 0) {
        return NULL;
    }
    int e = 0;
    double m = (isfinite(x) && x != 0) ? frexp(x, &e) : x;
    mt_obj *a = mt_float_new(st, m);
    mt_obj *t = a ? mt_tuple_pack(st, 2, a, MT_FROM_SMALL(e)) : NULL;
    MT_XDECREF(a);
    return t;
}

static mt_obj *
math_ldexp(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x;
    if (num(st, args[0], &x) < 0 || need_int(st, args[1]) < 0) {
        return NULL;
    }
    int64_t e;
    if (mt_int_as_i64(st, args[1], &e) < 0) {
        mt_exc_clear(st);
        e = mt_int_sign(args[1]) > 0 ? 100000 : -100000;
    }
    if (e > 100000) {
        e = 100000;
    } else if (e < -100000) {
        e = -100000;
    }
    double r = ldexp(x, (int)e);
    if (isinf(r) && isfinite(x)) {
        return range_err(st);
    }
    return mt_float_new(st, r);
}

static mt_obj *
math_isnan(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x;
    if (num(st, args[0], &x) < 0) {
        return NULL;
    }
    return MT_BOOL(isnan(x));
}

static mt_obj *
math_isinf(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x;
    if (num(st, args[0], &x) < 0) {
        return NULL;
    }
    return MT_BOOL(isinf(x));
}

static mt_obj *
math_isfinite(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    double x;
    if (num(st, args[0], &x) < 0) {
        return NULL;
    }
    return MT_BOOL(isfinite(x));
}

static mt_obj *
math_isclose(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"a", 1}, {"b", 1}, {"rel_tol", 0}, {"abs_tol", 0}, {NULL, 0}};
    mt_obj *v[4] = {0};
    if (mt_args_parse(st, "isclose", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    double a, b, rel = 1e-9, abs_tol = 0.0;
    if (num(st, v[0], &a) < 0 || num(st, v[1], &b) < 0 || (v[2] && num(st, v[2], &rel) < 0) ||
        (v[3] && num(st, v[3], &abs_tol) < 0)) {
        return NULL;
    }
    if (rel < 0 || abs_tol < 0) {
        return mt_raise(st, MT_EXC(ValueError), "tolerances must be non-negative");
    }
    if (a == b) {
        return MT_TRUE;
    }
    if (isinf(a) || isinf(b)) {
        return MT_FALSE;
    }
    double d = fabs(b - a);
    return MT_BOOL((d <= fabs(rel * b)) || (d <= fabs(rel * a)) || d <= abs_tol);
}

// x*y as an unevaluated sum hi + lo (exact: fma gives the rounding error).
static void
exact_mul(double x, double y, double *hi, double *lo)
{
    *hi = x * y;
    *lo = fma(x, y, -*hi);
}

// a + b as hi + lo, exact when |a| >= |b| (Dekker's fast two-sum).
static void
exact_sum(double a, double b, double *hi, double *lo)
{
    *hi = a + b;
    *lo = b - (*hi - a);
}

/* The Euclidean norm of the finite, non-negative v[0:n] whose largest is max, rounded as
 * CPython 3.11's vector_norm: scaled by a power of two, squares summed with their rounding
 * errors carried, then one correction of the square root. v is scaled in place. */
static double
vector_norm(size_t n, double *v, double max)
{
    if (max == 0.0 || n <= 1) {
        return max;
    }
    int max_e;
    frexp(max, &max_e);
    if (max_e < -1023) {
        // subnormals: scale them up to normals first
        for (size_t i = 0; i < n; i++) {
            v[i] /= DBL_MIN;
        }
        return DBL_MIN * vector_norm(n, v, max / DBL_MIN);
    }
    double scale = ldexp(1.0, -max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, hi, lo, shi, slo;
    for (size_t i = 0; i < n; i++) {
        double x = v[i] * scale;
        exact_mul(x, x, &hi, &lo);
        exact_sum(csum, hi, &shi, &slo);
        csum = shi;
        frac1 += lo;
        frac2 += slo;
    }
    double h = sqrt(csum - 1.0 + (frac1 + frac2));
    exact_mul(-h, h, &hi, &lo);
    exact_sum(csum, hi, &shi, &slo);
    csum = shi;
    frac1 += lo;
    frac2 += slo;
    double x = csum - 1.0 + (frac1 + frac2);
    h += x / (2.0 * h);
    return h / scale;
}

static mt_obj *
math_hypot(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int any_inf = 0, any_nan = 0;
    double maxv = 0.0;
    double vals[64];
    double *xs = vals;
    if (n > 64) {
        xs = mt_mem(st, n * sizeof(double));
        if (!xs) {
            return NULL;
        }
    }
    for (size_t i = 0; i < n; i++) {
        if (num(st, args[i], &xs[i]) < 0) {
            if (xs != vals) {
                cm_free(xs);
            }
            return NULL;
        }
        double a = fabs(xs[i]);
        any_inf |= isinf(a);
        any_nan |= isnan(a);
        if (a > maxv) {
            maxv = a;
        }
    }
    for (size_t i = 0; i < n; i++) {
        xs[i] = fabs(xs[i]);
    }
    double r = any_inf ? INFINITY : any_nan ? NAN : vector_norm(n, xs, maxv);
    if (xs != vals) {
        cm_free(xs);
    }
    return mt_float_new(st, r);
}

static mt_obj *
math_dist(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *p = mt_tuple_from_iter(st, args[0]);
    if (!p) {
        return NULL;
    }
    mt_obj *q = mt_tuple_from_iter(st, args[1]);
    if (!q) {
        MT_DECREF(p);
        return NULL;
    }
    mt_obj *r = NULL;
    size_t k = MT_TUPLE_N(p);
    if (k != MT_TUPLE_N(q)) {
        mt_raise(st, MT_EXC(ValueError), "both points must have the same number of dimensions");
        goto out;
    }
    mt_obj *diffs = mt_tuple_new(st, k);
    if (!diffs) {
        goto out;
    }
    for (size_t i = 0; i < k; i++) {
        double a, b;
        if (num(st, MT_TUPLE_ITEM(p, i), &a) < 0 || num(st, MT_TUPLE_ITEM(q, i), &b) < 0) {
            MT_DECREF(diffs);
            goto out;
        }
        ((mt_tuple *)diffs)->items[i] = mt_float_new(st, a - b);
        if (!((mt_tuple *)diffs)->items[i]) {
            MT_DECREF(diffs);
            goto out;
        }
    }
    r = math_hypot(st, k, ((mt_tuple *)diffs)->items, NULL);
    MT_DECREF(diffs);
out:
    MT_DECREF(p);
    MT_DECREF(q);
    return r;
}

// Shewchuk's exactly rounded sum of floats (the partials algorithm).
static mt_obj *
math_fsum(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *it = mt_iter(st, args[0]);
    if (!it) {
        return NULL;
    }
    size_t np = 0, cap = 32;
    double *p = mt_mem(st, cap * sizeof(double));
    if (!p) {
        MT_DECREF(it);
        return NULL;
    }
    double special = 0.0;
    int have_special = 0;
    mt_obj *o;
    while ((o = mt_next(st, it)) != NULL) {
        double x;
        int rc = num(st, o, &x);
        MT_DECREF(o);
        if (rc < 0) {
            goto fail;
        }
        if (!isfinite(x)) {
            special = have_special ? special + x : x;
            have_special = 1;
            continue;
        }
        size_t i = 0;
        for (size_t j = 0; j < np; j++) {
            double y = p[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y;
            double lo = y - (hi - x);
            if (lo != 0.0) {
                p[i++] = lo;
            }
            x = hi;
        }
        if (isinf(x)) {
            mt_raise(st, MT_EXC(OverflowError), "intermediate overflow in fsum");
            goto fail;
        }
        np = i;
        if (np == cap) {
            cap *= 2;
            double *q = mt_mem_realloc(st, p, cap * sizeof(double));
            if (!q) {
                goto fail;
            }
            p = q;
        }
        p[np++] = x;
    }
    if (st->exc) {
        goto fail;
    }
    MT_DECREF(it);
    if (have_special) {
        cm_free(p);
        if (isnan(special)) {
            return mt_raise(st, MT_EXC(ValueError), "-inf + inf in fsum");
        }
        return mt_float_new(st, special);
    }
    double hi = 0.0;
    if (np > 0) {
        size_t k = np - 1;
        hi = p[k];
        double lo = 0.0;
        while (k > 0) {
            double x = hi;
            double y = p[--k];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) {
                break;
            }
        }
        // round half to even across the remaining partials
        if (k > 0 && ((lo < 0.0 && p[k - 1] < 0.0) || (lo > 0.0 && p[k - 1] > 0.0))) {
            double y = lo * 2.0;
            double x = hi + y;
            double yr = x - hi;
            if (y == yr) {
                hi = x;
            }
        }
    }
    cm_free(p);
    return mt_float_new(st, hi);
fail:
    cm_free(p);
    MT_DECREF(it);
    return NULL;
}

static mt_obj *
math_prod(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"iterable", 1}, {"start", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse(st, "prod", n, args, kw, specs, 1, v) < 0) {
        return NULL;
    }
    mt_obj *acc = v[1] ? v[1] : MT_FROM_SMALL(1);
    MT_INCREF(acc);
    mt_obj *it = mt_iter(st, v[0]);
    if (!it) {
        MT_DECREF(acc);
        return NULL;
    }
    mt_obj *o;
    while ((o = mt_next(st, it)) != NULL) {
        mt_obj *r = mt_binop(st, acc, o, MT_OP_MUL);
        MT_DECREF(o);
        MT_DECREF(acc);
        acc = r;
        if (!acc) {
            break;
        }
    }
    MT_DECREF(it);
    if (st->exc) {
        MT_XDECREF(acc);
        return NULL;
    }
    return acc;
}

// ---- integer functions (GMP) ----

static mpz_ptr
zarg(mt_state *st, mt_obj *o)
{
    if (need_int(st, o) < 0) {
        return NULL;
    }
    return mt_int_to_mpz(st, o);
}

static mt_obj *
math_gcd(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mpz_ptr acc = mt_int_to_mpz(st, MT_FROM_SMALL(0));
    if (!acc) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        mpz_ptr z = zarg(st, args[i]);
        if (!z) {
            mt_mpz_free(acc);
            return NULL;
        }
        mpz_gcd(acc, acc, z);
        mt_mpz_free(z);
    }
    return mt_int_from_mpz_take(st, acc);
}

static mt_obj *
math_lcm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    mpz_ptr acc = mt_int_to_mpz(st, MT_FROM_SMALL(1));
    if (!acc) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        mpz_ptr z = zarg(st, args[i]);
        if (!z) {
            mt_mpz_free(acc);
            return NULL;
        }
        mpz_lcm(acc, acc, z);
        mt_mpz_free(z);
    }
    return mt_int_from_mpz_take(st, acc);
}

static mt_obj *
math_isqrt(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mpz_ptr z = zarg(st, args[0]);
    if (!z) {
        return NULL;
    }
    if (mpz_sgn(z) < 0) {
        mt_mpz_free(z);
        return mt_raise(st, MT_EXC(ValueError), "isqrt() argument must be nonnegative");
    }
    mpz_sqrt(z, z);
    return mt_int_from_mpz_take(st, z);
}

// A small non-negative int argument (n of factorial/comb/perm).
static int
small_nonneg(mt_state *st, mt_obj *o, const char *what, int64_t *out)
{
    if (need_int(st, o) < 0) {
        return -1;
    }
    if (mt_int_as_i64(st, o, out) < 0) {
        if (mt_int_sign(o) < 0) {
            mt_exc_clear(st);
            return mt_raisei(st, MT_EXC(ValueError), "%s must be a non-negative integer", what);
        }
        return -1;
    }
    if (*out < 0) {
        return mt_raisei(st, MT_EXC(ValueError), "%s must be a non-negative integer", what);
    }
    if (*out > 1000000) {
        return mt_raisei(st, MT_EXC(OverflowError), "%s too large", what);
    }
    return 0;
}

static mt_obj *
math_factorial(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    if (need_int(st, args[0]) < 0) {
        return NULL;
    }
    int64_t v;
    if (mt_int_as_i64(st, args[0], &v) < 0) {
        if (mt_int_sign(args[0]) < 0) {
            mt_exc_clear(st);
            return mt_raise(st, MT_EXC(ValueError), "factorial() not defined for negative values");
        }
        return NULL;
    }
    if (v < 0) {
        return mt_raise(st, MT_EXC(ValueError), "factorial() not defined for negative values");
    }
    if (v > 100000) {
        return mt_raise(st, MT_EXC(OverflowError), "factorial() argument should not exceed %ld",
                        (long)100000);
    }
    mpz_ptr z = mt_int_to_mpz(st, MT_FROM_SMALL(0));
    if (!z) {
        return NULL;
    }
    mpz_fac_ui(z, (unsigned long)v);
    return mt_int_from_mpz_take(st, z);
}

static mt_obj *
math_comb(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t a, b;
    if (small_nonneg(st, args[0], "n", &a) < 0 || small_nonneg(st, args[1], "k", &b) < 0) {
        return NULL;
    }
    mpz_ptr z = mt_int_to_mpz(st, MT_FROM_SMALL(0));
    if (!z) {
        return NULL;
    }
    if (b <= a) {
        mpz_bin_uiui(z, (unsigned long)a, (unsigned long)b);
    }
    return mt_int_from_mpz_take(st, z);
}

static mt_obj *
math_perm(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int64_t a, b;
    if (small_nonneg(st, args[0], "n", &a) < 0) {
        return NULL;
    }
    if (n < 2 || args[1] == MT_NONE) {
        b = a;
    } else if (small_nonneg(st, args[1], "k", &b) < 0) {
        return NULL;
    }
    mpz_ptr z = mt_int_to_mpz(st, MT_FROM_SMALL(b <= a ? 1 : 0));
    if (!z) {
        return NULL;
    }
    if (b <= a) {
        for (int64_t i = a - b + 1; i <= a; i++) {
            mpz_mul_ui(z, z, (unsigned long)i);
        }
    }
    return mt_int_from_mpz_take(st, z);
}

static const mt_method math_methods[] = {
    {"sin", math_sin, MT_ARGS(1, 1) | MT_NOSELF},
    {"cos", math_cos, MT_ARGS(1, 1) | MT_NOSELF},
    {"tan", math_tan, MT_ARGS(1, 1) | MT_NOSELF},
    {"asin", math_asin, MT_ARGS(1, 1) | MT_NOSELF},
    {"acos", math_acos, MT_ARGS(1, 1) | MT_NOSELF},
    {"atan", math_atan, MT_ARGS(1, 1) | MT_NOSELF},
    {"sinh", math_sinh, MT_ARGS(1, 1) | MT_NOSELF},
    {"cosh", math_cosh, MT_ARGS(1, 1) | MT_NOSELF},
    {"tanh", math_tanh, MT_ARGS(1, 1) | MT_NOSELF},
    {"asinh", math_asinh, MT_ARGS(1, 1) | MT_NOSELF},
    {"acosh", math_acosh, MT_ARGS(1, 1) | MT_NOSELF},
    {"atanh", math_atanh, MT_ARGS(1, 1) | MT_NOSELF},
    {"exp", math_exp, MT_ARGS(1, 1) | MT_NOSELF},
    {"exp2", math_exp2, MT_ARGS(1, 1) | MT_NOSELF},
    {"expm1", math_expm1, MT_ARGS(1, 1) | MT_NOSELF},
    {"log1p", math_log1p, MT_ARGS(1, 1) | MT_NOSELF},
    {"fabs", math_fabs, MT_ARGS(1, 1) | MT_NOSELF},
    {"sqrt", math_sqrt, MT_ARGS(1, 1) | MT_NOSELF},
    {"cbrt", math_cbrt, MT_ARGS(1, 1) | MT_NOSELF},
    {"erf", math_erf, MT_ARGS(1, 1) | MT_NOSELF},
    {"erfc", math_erfc, MT_ARGS(1, 1) | MT_NOSELF},
    {"gamma", math_gamma, MT_ARGS(1, 1) | MT_NOSELF},
    {"lgamma", math_lgamma, MT_ARGS(1, 1) | MT_NOSELF},
    {"degrees", math_degrees, MT_ARGS(1, 1) | MT_NOSELF},
    {"radians", math_radians, MT_ARGS(1, 1) | MT_NOSELF},
    {"log", math_log, MT_ARGS(1, 2) | MT_NOSELF},
    {"log2", math_log2, MT_ARGS(1, 1) | MT_NOSELF},
    {"log10", math_log10, MT_ARGS(1, 1) | MT_NOSELF},
    {"floor", math_floor, MT_ARGS(1, 1) | MT_NOSELF},
    {"ceil", math_ceil, MT_ARGS(1, 1) | MT_NOSELF},
    {"trunc", math_trunc, MT_ARGS(1, 1) | MT_NOSELF},
    {"pow", math_pow, MT_ARGS(2, 2) | MT_NOSELF},
    {"nextafter", math_nextafter, MT_ARGS(2, 2) | MT_NOSELF},
    {"ulp", math_ulp, MT_ARGS(1, 1) | MT_NOSELF},
    {"atan2", math_atan2, MT_ARGS(2, 2) | MT_NOSELF},
    {"copysign", math_copysign, MT_ARGS(2, 2) | MT_NOSELF},
    {"fmod", math_fmod, MT_ARGS(2, 2) | MT_NOSELF},
    {"remainder", math_remainder, MT_ARGS(2, 2) | MT_NOSELF},
    {"modf", math_modf, MT_ARGS(1, 1) | MT_NOSELF},
    {"frexp", math_frexp, MT_ARGS(1, 1) | MT_NOSELF},
    {"ldexp", math_ldexp, MT_ARGS(2, 2) | MT_NOSELF},
    {"isnan", math_isnan, MT_ARGS(1, 1) | MT_NOSELF},
    {"isinf", math_isinf, MT_ARGS(1, 1) | MT_NOSELF},
    {"isfinite", math_isfinite, MT_ARGS(1, 1) | MT_NOSELF},
    {"isclose", math_isclose, MT_ARGS(2, 2) | MT_NOSELF | MT_KW},
    {"hypot", math_hypot, MT_ARGS(0, MT_VAR) | MT_NOSELF},
    {"dist", math_dist, MT_ARGS(2, 2) | MT_NOSELF},
    {"fsum", math_fsum, MT_ARGS(1, 1) | MT_NOSELF},
    {"prod", math_prod, MT_ARGS(1, 1) | MT_NOSELF | MT_KW},
    {"gcd", math_gcd, MT_ARGS(0, MT_VAR) | MT_NOSELF},
    {"lcm", math_lcm, MT_ARGS(0, MT_VAR) | MT_NOSELF},
    {"isqrt", math_isqrt, MT_ARGS(1, 1) | MT_NOSELF},
    {"factorial", math_factorial, MT_ARGS(1, 1) | MT_NOSELF},
    {"comb", math_comb, MT_ARGS(2, 2) | MT_NOSELF},
    {"perm", math_perm, MT_ARGS(1, 2) | MT_NOSELF},
    {NULL, NULL, 0}};

static int
setf(mt_state *st, mt_obj *d, const char *k, double v)
{
    mt_obj *o = mt_float_new(st, v);
    if (!o) {
        return -1;
    }
    int rc = mt_dict_set_str(st, d, k, o);
    MT_DECREF(o);
    return rc;
}

static int
math_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    if (setf(st, d, "pi", M_PI) < 0 || setf(st, d, "e", M_E) < 0 ||
        setf(st, d, "tau", 2 * M_PI) < 0 || setf(st, d, "inf", INFINITY) < 0 ||
        setf(st, d, "nan", NAN) < 0) {
        return -1;
    }
    return 0;
}

const mt_module_def mt_module_math = {"math", math_methods, math_init};
