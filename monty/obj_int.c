/* int and bool: tagged machine-word ints with a GMP-backed big form beyond 62 bits. */
#include "config.h"

#include <gmp.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/obj.h"

#define MAX_STR_DIGITS 4300 // CPython's default limit

size_t
mt_int_max_str_digits(mt_state *st)
{
    return st->int_max_str_digits ? st->int_max_str_digits - 1 : MAX_STR_DIGITS;
}

// the limit as a bound to compare against (no limit: the largest size)
static size_t
digits_limit(mt_state *st)
{
    size_t lim = mt_int_max_str_digits(st);
    return lim ? lim : SIZE_MAX - 2;
}

_Static_assert(GMP_NUMB_BITS == 64, "a small int's magnitude is one limb");

/* An exact int's mpz lives in the object itself, after the mt_bigint its z points at;
 * an instance of a subclass of int keeps a cm_alloc'd one (obj_type.c). */
typedef struct big_inline {
    mt_bigint b;
    __mpz_struct zs;
    mp_limb_t limbs[]; // zs's limbs when it is a read-only view of them (int_from_scratch)
} big_inline;

// GMP's blocks (the limbs of big ints and its temporaries) count toward the process's
// heap budget (common/alloc.h). GMP cannot take a failed allocation, so these never fail
// for the budget (a pass is noted, and the script ends at its next check) and end the
// process as GMP's own would when memory is out.
static void *
gmp_block(void *p)
{
    if (!p) {
        fputs("GNU MP: Cannot allocate memory\n", stderr);
        abort();
    }
    return p;
}

static void *
gmp_alloc(size_t n)
{
    return gmp_block(cm_lib_alloc(n));
}

static void *
gmp_realloc(void *p, size_t old, size_t n)
{
    (void)old;
    return gmp_block(cm_lib_realloc(p, n));
}

static void
gmp_free(void *p, size_t n)
{
    (void)n;
    cm_lib_free(p);
}

void
mt_int_statics_init(void)
{
    mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
}

static mpz_ptr
big_z(mt_obj *o)
{
    return (mpz_ptr)((mt_bigint *)o)->z;
}

/* A read-only mpz over a small value, for GMP's inputs: no allocation, no copy. It
 * lives as long as the zview; GMP must never write to or clear it. */
typedef struct zview {
    __mpz_struct s;
    mp_limb_t limb;
} zview;

static mpz_srcptr
small_view(zview *t, int64_t v)
{
    t->limb = v < 0 ? (mp_limb_t)0 - (mp_limb_t)v : (mp_limb_t)v;
    mpz_t z = MPZ_ROINIT_N(&t->limb, v < 0 ? -1 : v > 0); // normalised: 0 has no limb
    t->s = z[0];
    return &t->s;
}

/* The value of an int (k: what ival gave, v its small value) as a GMP input. */
static mpz_srcptr
int_view(zview *t, mt_obj *o, int k, int64_t v)
{
    return k == 1 ? small_view(t, v) : big_z(o);
}

/* |z| as a read-only view sharing z's limbs. */
static mpz_srcptr
abs_view(zview *t, mpz_srcptr z)
{
    return mpz_roinit_n(&t->s, mpz_limbs_read(z), (mp_size_t)mpz_size(z));
}

/* 1: small (value in *v); 0: big; -1: not an int. */
static int
ival(mt_obj *o, int64_t *v)
{
    if (MT_IS_SMALL(o)) {
        *v = MT_SMALL_VAL(o);
        return 1;
    }
    if (o->type == &mt_type_int) {
        return 0;
    }
    if (o->type == &mt_type_bool) {
        *v = ((mt_boolobj *)o)->v;
        return 1;
    }
    if ((o->type->flags & MT_TF_HEAP) && o->type->solid == &mt_type_int) {
        // an instance of a subclass of int always holds an mpz
        mpz_ptr z = big_z(o);
        if (mpz_fits_slong_p(z) && MT_FITS_SMALL((int64_t)mpz_get_si(z))) {
            *v = (int64_t)mpz_get_si(z);
            return 1;
        }
        return 0;
    }
    return -1;
}

int
mt_int_check(mt_obj *o)
{
    return MT_IS_SMALL(o) || o->type == &mt_type_int || o->type == &mt_type_bool ||
           ((o->type->flags & MT_TF_HEAP) && o->type->solid == &mt_type_int);
}

void
mt_mpz_free(void *z)
{
    if (z) {
        mpz_clear((mpz_ptr)z);
        cm_free(z);
    }
}

static mpz_ptr
new_mpz(mt_state *st)
{
    mpz_ptr z = mt_mem(st, sizeof(__mpz_struct));
    if (z) {
        mpz_init(z);
    }
    return z;
}

/* 1 and the value in *v when z fits a small int. */
static int
z_small(mpz_srcptr z, int64_t *v)
{
    if (mpz_size(z) > 1) {
        return 0;
    }
    mp_limb_t m = mpz_getlimbn(z, 0);
    // *v only once the magnitude is known to fit: -(int64_t)(m - 1) of a limb past 2**63
    // would negate INT64_MIN (undefined; fuzz-smoke's exec target found it)
    if (mpz_sgn(z) >= 0) {
        if (m > (mp_limb_t)MT_SMALL_MAX) {
            return 0;
        }
        *v = (int64_t)m;
        return 1;
    }
    if (m > (mp_limb_t)MT_SMALL_MAX + 1) {
        return 0;
    }
    *v = -(int64_t)(m - 1) - 1;
    return 1;
}

/* The int of *z, an initialised mpz whose limbs this takes in every case: a small int
 * (z cleared), or a new exact int the struct moves into (z left to be forgotten, never
 * cleared again). */
static mt_obj *
int_from_local(mt_state *st, mpz_ptr z)
{
    int64_t v;
    if (z_small(z, &v)) {
        mpz_clear(z);
        return MT_FROM_SMALL(v);
    }
    big_inline *b = (big_inline *)mt_alloc(st, &mt_type_int, sizeof(big_inline));
    if (!b) {
        mpz_clear(z);
        return NULL;
    }
    b->zs = *z;
    b->b.z = &b->zs;
    return (mt_obj *)b;
}

/* Each thread's scratch mpz, where a big result of at most SCRATCH_LIMBS limbs is built
 * before int_from_scratch copies it into the new int's own limbs: one allocation per
 * result instead of three (object, limbs, and GMP's growing them). Larger results are
 * built in a local mpz the int takes over, and the scratch is shrunk back when an
 * operation grew it further, so a thread keeps at most a few KiB here. */
enum { SCRATCH_LIMBS = 512 };
static _Thread_local __mpz_struct scratch;
static _Thread_local int scratch_ready;

static mpz_ptr
scratch_z(void)
{
    if (!scratch_ready) {
        mpz_init2(&scratch, 64 * 64);
        scratch_ready = 1;
    }
    return &scratch;
}

/* The int of the scratch mpz's value: a small int, or a new exact int holding a copy
 * of its limbs as a read-only mpz (mpz_roinit_n), which GMP never writes or frees. */
static mt_obj *
int_from_scratch(mt_state *st, mpz_srcptr z)
{
    int64_t v;
    if (z_small(z, &v)) {
        return MT_FROM_SMALL(v);
    }
    size_t n = mpz_size(z);
    big_inline *b =
        (big_inline *)mt_alloc(st, &mt_type_int, sizeof(big_inline) + n * sizeof(mp_limb_t));
    if (!b) {
        return NULL;
    }
    memcpy(b->limbs, mpz_limbs_read(z), n * sizeof(mp_limb_t));
    mpz_t view = MPZ_ROINIT_N(b->limbs, mpz_sgn(z) < 0 ? -(mp_size_t)n : (mp_size_t)n);
    b->zs = view[0]; // n limbs, the top one nonzero: normalised as the view must be
    b->b.z = &b->zs;
    return (mt_obj *)b;
}

// After the scratch is read: give back what an operation grew it to past the bound.
static void
scratch_trim(void)
{
    if (scratch._mp_alloc > 2 * SCRATCH_LIMBS) {
        mpz_realloc2(&scratch, 64 * SCRATCH_LIMBS); // its value is gone (read already)
    }
}

mt_obj *
mt_int_from_mpz_take(mt_state *st, void *zp)
{
    mpz_ptr z = zp;
    if (!z) {
        return NULL;
    }
    mt_obj *r = int_from_local(st, z);
    cm_free(z); // the struct only: its limbs went to r or were freed
    return r;
}

mt_obj *
mt_int_from_i64(mt_state *st, int64_t v)
{
    if (MT_FITS_SMALL(v)) {
        return MT_FROM_SMALL(v);
    }
    mpz_ptr z = new_mpz(st);
    if (!z) {
        return NULL;
    }
    mpz_set_si(z, (long)v);
    return mt_int_from_mpz_take(st, z);
}

mt_obj *
mt_int_from_u64(mt_state *st, uint64_t v)
{
    if (v <= (uint64_t)MT_SMALL_MAX) {
        return MT_FROM_SMALL((int64_t)v);
    }
    mpz_ptr z = new_mpz(st);
    if (!z) {
        return NULL;
    }
    mpz_set_ui(z, (unsigned long)v);
    return mt_int_from_mpz_take(st, z);
}

void *
mt_int_to_mpz(mt_state *st, mt_obj *o)
{
    mpz_ptr z = new_mpz(st);
    if (!z) {
        return NULL;
    }
    int64_t v;
    if (ival(o, &v) == 1) {
        mpz_set_si(z, (long)v);
    } else {
        mpz_set(z, big_z(o));
    }
    return z;
}

// r = a**e mod m (e >= 0, m > 0). A long exponent goes in 64-bit pieces from the top
// (r = r**(2**64) * a**piece mod m), with the run's deadline checked between pieces:
// GMP's one call could otherwise run for minutes where the script's limits cannot see.
static int
powm_ticking(mt_state *st, mpz_ptr r, mpz_srcptr a, mpz_srcptr e, mpz_srcptr m)
{
    enum { PIECE = 64 };
    size_t bits = mpz_sizeinbase(e, 2);
    if (bits <= 4 * PIECE) {
        mpz_powm(r, a, e, m);
        return 0;
    }
    mpz_t piece, t, shift;
    mpz_inits(piece, t, shift, NULL);
    mpz_set_ui(shift, 1);
    mpz_mul_2exp(shift, shift, PIECE);
    mpz_set_ui(r, 1);
    mpz_mod(r, r, m);
    int rc = 0;
    for (size_t top = (bits + PIECE - 1) / PIECE; top-- > 0;) {
        if (mt_deadline_check(st) < 0) { // each piece is costly: read the clock every time
            rc = -1;
            break;
        }
        mpz_powm(r, r, shift, m); // r**(2**64): the pieces above move up one place
        mpz_fdiv_q_2exp(piece, e, top * PIECE);
        mpz_fdiv_r_2exp(piece, piece, PIECE);
        mpz_powm(t, a, piece, m);
        mpz_mul(r, r, t);
        mpz_mod(r, r, m);
    }
    mpz_clears(piece, t, shift, NULL);
    return rc;
}

/* pow(a, e, m) for ints, m != 0, with Python's sign rules: the result takes m's sign; a
 * negative e uses the inverse of a (ValueError when there is none). */
mt_obj *
mt_int_powmod(mt_state *st, mt_obj *a, mt_obj *e, mt_obj *m)
{
    int64_t x = 0, y = 0, w = 0;
    int ka = ival(a, &x), ke = ival(e, &y), km = ival(m, &w);
    if (ka < 0 || ke < 0 || km < 0) { // not reached: bi_pow checks the types
        return mt_raise(st, MT_EXC(TypeError), "pow() arguments must be integers");
    }
    zview va, ve, vm, vabs;
    mpz_srcptr za = int_view(&va, a, ka, x), ze = int_view(&ve, e, ke, y);
    mpz_srcptr zm = int_view(&vm, m, km, w);
    int neg_mod = mpz_sgn(zm) < 0;
    zm = abs_view(&vabs, zm);
    mpz_t r, inv, pos;
    mpz_inits(r, inv, pos, NULL);
    mt_obj *res = NULL;
    if (mpz_sgn(ze) < 0) {
        if (!mpz_invert(inv, za, zm)) {
            mt_raise(st, MT_EXC(ValueError), "base is not invertible for the given modulus");
            goto done;
        }
        za = inv;
        mpz_neg(pos, ze);
        ze = pos;
    }
    if (powm_ticking(st, r, za, ze, zm) < 0) { // 0 <= r < |m|
        goto done;
    }
    if (neg_mod && mpz_sgn(r) != 0) {
        mpz_sub(r, r, zm);
    }
    res = int_from_local(st, r); // takes r's limbs
    mpz_clears(inv, pos, NULL);
    return res;
done:
    mpz_clears(r, inv, pos, NULL);
    return res;
}

int
mt_int_as_i64(mt_state *st, mt_obj *o, int64_t *out)
{
    int k = ival(o, out);
    if (k == 1) {
        return 0;
    }
    if (k == 0 && mpz_fits_slong_p(big_z(o))) {
        *out = mpz_get_si(big_z(o));
        return 0;
    }
    if (k < 0) {
        return mt_index(st, o, out);
    }
    return mt_raisei(st, MT_EXC(OverflowError), "Python int too large to convert to C long");
}

double
mt_int_as_double(mt_state *st, mt_obj *o, int *overflow)
{
    int64_t v;
    *overflow = 0;
    if (ival(o, &v) == 1) {
        return (double)v;
    }
    mpz_ptr z = big_z(o);
    if (mpz_sizeinbase(z, 2) > 1024) {
        *overflow = 1;
        mt_raise(st, MT_EXC(OverflowError), "int too large to convert to float");
        return -1;
    }
    // correctly rounded: use mpz_get_d_2exp on the top bits plus ldexp
    long exp;
    double d = mpz_get_d_2exp(&exp, z);
    size_t bits = mpz_sizeinbase(z, 2);
    if (bits > 53) {
        // round half to even on the bits beyond 53
        mpz_t t;
        mpz_init(t);
        mpz_abs(t, z);
        mpz_tdiv_q_2exp(t, t, bits - 54);
        unsigned long low = mpz_get_ui(t) & 1; // the 54th bit
        int sticky = mpz_scan1(z, 0) < bits - 54;
        mpz_tdiv_q_2exp(t, t, 1);
        if (low && (sticky || (mpz_get_ui(t) & 1))) {
            mpz_add_ui(t, t, 1);
        }
        d = ldexp(mpz_get_d(t), (int)(bits - 53));
        mpz_clear(t);
        if (mpz_sgn(z) < 0) {
            d = -d;
        }
        if (isinf(d)) {
            *overflow = 1;
            mt_raise(st, MT_EXC(OverflowError), "int too large to convert to float");
            return -1;
        }
        return d;
    }
    return ldexp(d, (int)exp);
}

int
mt_int_sign(mt_obj *o)
{
    int64_t v;
    if (ival(o, &v) == 1) {
        return v > 0 ? 1 : v < 0 ? -1 : 0;
    }
    return mpz_sgn(big_z(o));
}

int
mt_int_cmp(mt_obj *a, mt_obj *b)
{
    int64_t x, y;
    int ka = ival(a, &x), kb = ival(b, &y);
    if (ka == 1 && kb == 1) {
        return x < y ? -1 : x > y;
    }
    if (ka == 1) {
        int c = mpz_cmp_si(big_z(b), (long)x);
        return c > 0 ? -1 : c < 0 ? 1 : 0;
    }
    if (kb == 1) {
        int c = mpz_cmp_si(big_z(a), (long)y);
        return c < 0 ? -1 : c > 0;
    }
    int c = mpz_cmp(big_z(a), big_z(b));
    return c < 0 ? -1 : c > 0;
}

#define HASH_MOD (((uint64_t)1 << 61) - 1)

int64_t
mt_int_hash(mt_obj *o)
{
    int64_t v;
    if (ival(o, &v) == 1) {
        int64_t h;
        if (v >= 0) {
            h = (int64_t)((uint64_t)v % HASH_MOD);
        } else {
            h = -(int64_t)((uint64_t)(-v) % HASH_MOD);
        }
        return h == -1 ? -2 : h;
    }
    zview va;
    unsigned long r = mpz_fdiv_ui(abs_view(&va, big_z(o)), (unsigned long)HASH_MOD);
    int64_t h = mpz_sgn(big_z(o)) < 0 ? -(int64_t)r : (int64_t)r;
    return h == -1 ? -2 : h;
}

size_t
mt_int_bit_length(mt_obj *o)
{
    int64_t v;
    if (ival(o, &v) == 1) {
        uint64_t u = v < 0 ? (uint64_t)(-v) : (uint64_t)v;
        size_t n = 0;
        while (u) {
            n++;
            u >>= 1;
        }
        return n;
    }
    return mpz_sizeinbase(big_z(o), 2);
}

size_t
mt_int_decimal_digits_bound(mt_obj *o)
{
    return (size_t)((double)mt_int_bit_length(o) * 0.30103) + 1;
}

mt_obj *
mt_int_to_base(mt_state *st, mt_obj *o, int base, int prefix)
{
    int64_t v;
    char small[80];
    const char *pfx = base == 16 ? "0x" : base == 8 ? "0o" : base == 2 ? "0b" : "";
    if (!prefix) {
        pfx = "";
    }
    if (ival(o, &v) == 1) {
        uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        char tmp[70];
        size_t k = 0;
        if (base == 10) {
            // str() of a small int, the common case: a division by a constant, no printf
            do {
                tmp[k++] = (char)('0' + u % 10);
                u /= 10;
            } while (u);
        } else {
            do {
                tmp[k++] = "0123456789abcdef"[u % (uint64_t)base];
                u /= (uint64_t)base;
            } while (u);
        }
        size_t j = 0;
        if (v < 0) {
            small[j++] = '-';
        }
        for (const char *p = pfx; *p; p++) {
            small[j++] = *p;
        }
        while (k) {
            small[j++] = tmp[--k];
        }
        return mt_str_new(st, small, j);
    }
    mpz_ptr z = big_z(o);
    size_t lim = digits_limit(st);
    if (base == 10 && mt_int_decimal_digits_bound(o) > lim + 1) {
        size_t n = mpz_sizeinbase(z, 10);
        if (n > lim) {
            return mt_raise(st, MT_EXC(ValueError),
                            "Exceeds the limit (%zu digits) for integer string conversion; use "
                            "sys.set_int_max_str_digits() to increase the limit",
                            lim);
        }
    }
    size_t n = mpz_sizeinbase(z, base) + 4 + strlen(pfx);
    char *buf = mt_mem(st, n);
    if (!buf) {
        return NULL;
    }
    size_t j = 0;
    if (mpz_sgn(z) < 0) {
        buf[j++] = '-';
    }
    for (const char *p = pfx; *p; p++) {
        buf[j++] = *p;
    }
    zview va;
    mpz_get_str(buf + j, base, abs_view(&va, z)); // GMP's conversion, no copy of z
    size_t nd = strlen(buf + j);
    if (base == 10 && nd > lim) {
        cm_free(buf);
        return mt_raise(st, MT_EXC(ValueError),
                        "Exceeds the limit (%zu digits) for integer string conversion; use "
                        "sys.set_int_max_str_digits() to increase the limit",
                        lim);
    }
    mt_obj *s = mt_str_new(st, buf, j + nd);
    cm_free(buf);
    return s;
}

static mt_obj *
int_repr(mt_state *st, mt_obj *o)
{
    return mt_int_to_base(st, o, 10, 0);
}

mt_obj *
mt_int_from_str(mt_state *st, const char *s, size_t len, int base)
{
    const char *orig = s;
    size_t olen = len;
    while (len && (*s == ' ' || (*s >= '\t' && *s <= '\r'))) {
        s++;
        len--;
    }
    while (len && (s[len - 1] == ' ' || (s[len - 1] >= '\t' && s[len - 1] <= '\r'))) {
        len--;
    }
    int neg = 0;
    if (len && (*s == '+' || *s == '-')) {
        neg = *s == '-';
        s++;
        len--;
    }
    if (len >= 2 && s[0] == '0') {
        char c = (char)(s[1] | 0x20);
        int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
        if (pb && (base == 0 || base == pb)) {
            base = pb;
            s += 2;
            len -= 2;
            if (len && *s == '_') {
                s++;
                len--;
            }
        }
    }
    int was_zero_base = base == 0;
    if (base == 0) {
        base = 10;
    }
    char *digits = mt_mem(st, len + 2);
    if (!digits) {
        return NULL;
    }
    size_t k = 0;
    int ok = len > 0;
    for (size_t i = 0; i < len && ok; i++) {
        char c = s[i];
        if (c == '_') {
            if (i == 0 || i + 1 == len || s[i + 1] == '_') {
                ok = 0;
            }
            continue;
        }
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'z' ? c - 'a' + 10
                : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                                       : 99;
        if (d >= base) {
            ok = 0;
            break;
        }
        digits[k++] = c;
    }
    digits[k] = 0;
    if (ok && was_zero_base && base == 10 && k > 1 && digits[0] == '0') {
        for (size_t i = 0; i < k; i++) {
            if (digits[i] != '0') {
                ok = 0;
            }
        }
    }
    if (!ok) {
        cm_free(digits);
        mt_obj *r = mt_str_new(st, orig, olen);
        if (!r) {
            return NULL;
        }
        mt_obj *rep = mt_repr(st, r);
        MT_DECREF(r);
        if (!rep) {
            return NULL;
        }
        mt_raise(st, MT_EXC(ValueError), "invalid literal for int() with base %d: %U",
                 was_zero_base ? 0 : base, rep);
        MT_DECREF(rep);
        return NULL;
    }
    if (base == 10 && k > digits_limit(st)) {
        cm_free(digits);
        return mt_raise(st, MT_EXC(ValueError),
                        "Exceeds the limit (%zu digits) for integer string conversion: value has "
                        "%zu digits; use sys.set_int_max_str_digits() to increase the limit",
                        mt_int_max_str_digits(st), k);
    }
    if (k <= 15 && base <= 16) {
        int64_t v = strtoll(digits, NULL, base);
        cm_free(digits);
        return mt_int_from_i64(st, neg ? -v : v);
    }
    mpz_ptr z = new_mpz(st);
    if (!z) {
        cm_free(digits);
        return NULL;
    }
    mpz_set_str(z, digits, base);
    cm_free(digits);
    if (neg) {
        mpz_neg(z, z);
    }
    return mt_int_from_mpz_take(st, z);
}

// int() of a str: Unicode digits and white space read as CPython does, errors naming the
// text as written.
static mt_obj *
int_from_text(mt_state *st, mt_obj *x, int base)
{
    const char *d = mt_str_data(x);
    size_t n = mt_str_len(x), i = 0;
    while (i < n && !((unsigned char)d[i] & 0x80)) {
        i++;
    }
    if (i == n) {
        return mt_int_from_str(st, d, n, base);
    }
    mt_obj *a = mt_str_ascii_digits(st, x);
    if (!a) {
        return NULL;
    }
    mt_obj *r = mt_int_from_str(st, mt_str_data(a), mt_str_len(a), base);
    MT_DECREF(a);
    if (!r && mt_exc_matches(st, MT_EXC(ValueError))) {
        mt_exc_clear(st);
        mt_raise(st, MT_EXC(ValueError), "invalid literal for int() with base %d: %R", base, x);
    }
    return r;
}

mt_obj *
mt_int_from_double(mt_state *st, double d)
{
    if (isinf(d)) {
        return mt_raise(st, MT_EXC(OverflowError), "cannot convert float infinity to integer");
    }
    if (isnan(d)) {
        return mt_raise(st, MT_EXC(ValueError), "cannot convert float NaN to integer");
    }
    d = trunc(d);
    if (d > -4e18 && d < 4e18) {
        return mt_int_from_i64(st, (int64_t)d);
    }
    mpz_ptr z = new_mpz(st);
    if (!z) {
        return NULL;
    }
    mpz_set_d(z, d);
    return mt_int_from_mpz_take(st, z);
}

/* ---- Arithmetic ---- */

// Raise CPython 3.11's error for x << n (x nonzero) past what this box computes: it splits
// n into 30-bit digits plus a remainder, and a result of more digits than a Py_ssize_t size
// can describe is OverflowError "too many digits in integer"; a smaller one is an
// allocation that fails, a plain (catchable) MemoryError. We refuse past 2**31 bits.
static void
shift_too_big(mt_state *st, const mpz_t x, const mpz_t n)
{
    // CPython's MAX_LONG_DIGITS: (PY_SSIZE_T_MAX - offsetof(PyLongObject, ob_digit)) / 4
    const unsigned long long max_digits = ((1ULL << 63) - 1 - 24) / 4;
    mpz_t words;
    mpz_init(words);
    mpz_fdiv_q_ui(words, n, 30);
    mpz_add_ui(words, words, (mpz_sizeinbase(x, 2) + 29) / 30 + 1);
    int too_many = mpz_cmp_ui(words, max_digits) > 0;
    mpz_clear(words);
    if (too_many) {
        mt_raise(st, MT_EXC(OverflowError), "too many digits in integer");
    } else {
        mt_nomem(st);
    }
}

/* r = x op y (x and y: GMP's inputs only, an operand's own mpz or a view): 0, or -1
 * with an exception raised, or 1 when op is not one of int's. */
static int
big_arith(mt_state *st, mpz_ptr r, mpz_srcptr x, mpz_srcptr y, int op)
{
    switch (op) {
    case MT_OP_ADD:
        mpz_add(r, x, y);
        break;
    case MT_OP_SUB:
        mpz_sub(r, x, y);
        break;
    case MT_OP_MUL:
        mpz_mul(r, x, y);
        break;
    case MT_OP_FLOORDIV:
    case MT_OP_MOD:
        if (mpz_sgn(y) == 0) {
            mt_raise(st, MT_EXC(ZeroDivisionError),
                     op == MT_OP_MOD ? "integer modulo by zero"
                                     : "integer division or modulo by zero");
            return -1;
        }
        if (op == MT_OP_FLOORDIV) {
            mpz_fdiv_q(r, x, y);
        } else {
            mpz_fdiv_r(r, x, y);
        }
        break;
    case MT_OP_AND:
        mpz_and(r, x, y);
        break;
    case MT_OP_OR:
        mpz_ior(r, x, y);
        break;
    case MT_OP_XOR:
        mpz_xor(r, x, y);
        break;
    case MT_OP_LSHIFT:
    case MT_OP_RSHIFT:
        if (mpz_sgn(y) < 0) {
            mt_raise(st, MT_EXC(ValueError), "negative shift count");
            return -1;
        }
        if (op == MT_OP_RSHIFT && !mpz_fits_ulong_p(y)) {
            mpz_set_si(r, mpz_sgn(x) < 0 ? -1 : 0);
            break;
        }
        if (op == MT_OP_LSHIFT && mpz_sgn(x) == 0) {
            mpz_set_ui(r, 0); // 0 << n is 0 for any n
            break;
        }
        if (op == MT_OP_LSHIFT) {
            // sh alone first: sh + the bits of x can wrap past 2**64 (sh = 2**64 - 1), and
            // GMP aborts the process on a result it cannot size
            if (!mpz_fits_ulong_p(y) || mpz_get_ui(y) > (size_t)1 << 31 ||
                mpz_get_ui(y) + mpz_sizeinbase(x, 2) > (size_t)1 << 31) {
                shift_too_big(st, x, y);
                return -1;
            }
            mpz_mul_2exp(r, x, mpz_get_ui(y));
        } else {
            mpz_fdiv_q_2exp(r, x, mpz_get_ui(y));
        }
        break;
    case MT_OP_POW:
        if (!mpz_fits_ulong_p(y)) {
            if (mpz_cmp_si(x, 1) == 0 || mpz_sgn(x) == 0) {
                mpz_set(r, x);
                break;
            }
            if (mpz_cmp_si(x, -1) == 0) {
                mpz_set_si(r, mpz_odd_p(y) ? -1 : 1);
                break;
            }
            mt_raise(st, MT_EXC(OverflowError), "exponent too large");
            return -1;
        }
        if (mpz_sgn(x) != 0 && mpz_cmpabs_ui(x, 1) != 0 &&
            (double)mpz_get_ui(y) * (double)mpz_sizeinbase(x, 2) > 4e9) {
            mt_raise(st, MT_EXC(MemoryError), "");
            return -1;
        }
        mpz_pow_ui(r, x, mpz_get_ui(y));
        break;
    default:
        return 1;
    }
    return 0;
}

/* A new exact int with room for n limbs, its mpz a view of none yet (view_set fills it). */
static big_inline *
big_alloc(mt_state *st, size_t n)
{
    if (n > (SIZE_MAX - sizeof(big_inline)) / sizeof(mp_limb_t)) {
        mt_nomem(st);
        return NULL;
    }
    big_inline *b =
        (big_inline *)mt_alloc(st, &mt_type_int, sizeof(big_inline) + n * sizeof(mp_limb_t));
    if (b) {
        mpz_t none = MPZ_ROINIT_N(b->limbs, 0);
        b->zs = none[0];
        b->b.z = &b->zs;
    }
    return b;
}

/* Exchanges two mpn operands (limbs and sizes). */
static void
swap_limbs(const mp_limb_t **ap, mp_size_t *an, const mp_limb_t **bp, mp_size_t *bn)
{
    const mp_limb_t *tp = *ap;
    *ap = *bp;
    *bp = tp;
    mp_size_t tn = *an;
    *an = *bn;
    *bn = tn;
}

/* x + y, or x - y when sub, for nonzero x and y: the magnitudes added or subtracted with
 * mpn straight into the new int's limbs, no scratch and no copy. */
static mt_obj *
big_addsub(mt_state *st, mpz_srcptr x, mpz_srcptr y, int sub)
{
    mp_size_t an = (mp_size_t)mpz_size(x), bn = (mp_size_t)mpz_size(y);
    const mp_limb_t *ap = mpz_limbs_read(x), *bp = mpz_limbs_read(y);
    int as = mpz_sgn(x), bs = sub ? -mpz_sgn(y) : mpz_sgn(y);
    int cmp = an != bn ? (an > bn ? 1 : -1) : mpn_cmp(ap, bp, an);
    if (cmp < 0) { // |a| >= |b| from here on: mpn_add and mpn_sub want the longer first
        swap_limbs(&ap, &an, &bp, &bn);
        int ts = as;
        as = bs;
        bs = ts;
    }
    if (as != bs && cmp == 0) {
        return MT_FROM_SMALL(0);
    }
    big_inline *b = big_alloc(st, (size_t)an + 1);
    if (!b) {
        return NULL;
    }
    mp_size_t rn = an;
    if (as == bs) {
        b->limbs[an] = mpn_add(b->limbs, ap, an, bp, bn);
        rn += b->limbs[an] != 0;
    } else {
        mpn_sub(b->limbs, ap, an, bp, bn); // |a| > |b|: no borrow out
        while (rn > 0 && b->limbs[rn - 1] == 0) {
            rn--;
        }
    }
    mpz_t view = MPZ_ROINIT_N(b->limbs, as < 0 ? -rn : rn); // rn limbs, top one nonzero
    int64_t v;
    if (z_small(view, &v)) { // as -(2**62) - 1 + 1 gives: the object goes unused
        MT_DECREF((mt_obj *)b);
        return MT_FROM_SMALL(v);
    }
    b->zs = view[0];
    return (mt_obj *)b;
}

/* x * y for nonzero x and y: mpn_mul straight into the new int's limbs. */
static mt_obj *
big_mul(mt_state *st, mpz_srcptr x, mpz_srcptr y)
{
    mp_size_t an = (mp_size_t)mpz_size(x), bn = (mp_size_t)mpz_size(y);
    const mp_limb_t *ap = mpz_limbs_read(x), *bp = mpz_limbs_read(y);
    if (an < bn) { // mpn_mul wants the longer first
        swap_limbs(&ap, &an, &bp, &bn);
    }
    big_inline *b = big_alloc(st, (size_t)an + (size_t)bn);
    if (!b) {
        return NULL;
    }
    mp_size_t rn = an + bn;
    if (bn == 1) { // a big int times a word, as in a factorial's loop
        b->limbs[an] = mpn_mul_1(b->limbs, ap, an, bp[0]);
    } else {
        mpn_mul(b->limbs, ap, an, bp, bn);
    }
    rn -= b->limbs[rn - 1] == 0;
    int neg = (mpz_sgn(x) < 0) != (mpz_sgn(y) < 0);
    mpz_t view = MPZ_ROINIT_N(b->limbs, neg ? -rn : rn); // rn limbs, top one nonzero
    int64_t v;
    if (z_small(view, &v)) { // 2**62 * -1 is the small -(2**62)
        MT_DECREF((mt_obj *)b);
        return MT_FROM_SMALL(v);
    }
    b->zs = view[0];
    return (mt_obj *)b;
}

/* x op y for ints past the small fast path. A result of at most SCRATCH_LIMBS limbs (the
 * sizes below bound it) is written into the new int's limbs (+, -, *) or built in the
 * scratch and copied out; a larger one in a local mpz the new int takes over. */
static mt_obj *
big_binop(mt_state *st, mpz_srcptr x, mpz_srcptr y, int op)
{
    size_t sx = mpz_size(x), sy = mpz_size(y), bound;
    switch (op) {
    case MT_OP_ADD:
    case MT_OP_SUB:
    case MT_OP_MOD: // |x % y| < |y|, or x + y when the signs differ
    case MT_OP_AND:
    case MT_OP_OR:
    case MT_OP_XOR:
        bound = (sx > sy ? sx : sy) + 1;
        break;
    case MT_OP_MUL:
        bound = sx + sy;
        break;
    case MT_OP_FLOORDIV:
        bound = sx + 1;
        break;
    default:
        bound = SIZE_MAX;
        break;
    }
    mt_obj *res;
    int rc;
    if (bound <= SCRATCH_LIMBS) {
        // the same bound keeps larger results on GMP's own allocation, as they were
        if ((op == MT_OP_ADD || op == MT_OP_SUB) && mpz_sgn(x) != 0 && mpz_sgn(y) != 0) {
            return big_addsub(st, x, y, op == MT_OP_SUB);
        }
        if (op == MT_OP_MUL && mpz_sgn(x) != 0 && mpz_sgn(y) != 0) {
            return big_mul(st, x, y);
        }
        mpz_ptr r = scratch_z();
        rc = big_arith(st, r, x, y, op);
        res = rc == 0 ? int_from_scratch(st, r) : NULL;
        scratch_trim();
    } else {
        mpz_t r;
        mpz_init(r); // allocates nothing until the result is written
        rc = big_arith(st, r, x, y, op);
        if (rc == 0) {
            res = int_from_local(st, r); // takes r's limbs
        } else {
            mpz_clear(r);
            res = NULL;
        }
    }
    return rc > 0 ? MT_NOTIMPL : res;
}

static mt_obj *
int_truediv(mt_state *st, mt_obj *a, mt_obj *b)
{
    int64_t x, y;
    if (ival(a, &x) == 1 && ival(b, &y) == 1) {
        if (y == 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError), "division by zero");
        }
        if (x > -(1LL << 53) && x < (1LL << 53) && y > -(1LL << 53) && y < (1LL << 53)) {
            return mt_float_new(st, (double)x / (double)y);
        }
    }
    if (mt_int_sign(b) == 0) {
        return mt_raise(st, MT_EXC(ZeroDivisionError), "division by zero");
    }
    // correctly rounded via mpq -> scaled mpz division
    mpz_ptr n = mt_int_to_mpz(st, a), d = mt_int_to_mpz(st, b);
    if (!n || !d) {
        mt_mpz_free(n);
        mt_mpz_free(d);
        return NULL;
    }
    int neg = (mpz_sgn(n) < 0) != (mpz_sgn(d) < 0);
    mpz_abs(n, n);
    mpz_abs(d, d);
    long shift = (long)mpz_sizeinbase(d, 2) - (long)mpz_sizeinbase(n, 2) + 55;
    if (shift > 0) {
        mpz_mul_2exp(n, n, (unsigned long)shift);
    } else {
        mpz_mul_2exp(d, d, (unsigned long)-shift);
    }
    mpz_t q, r;
    mpz_init(q);
    mpz_init(r);
    mpz_tdiv_qr(q, r, n, d);
    if (mpz_sgn(r) != 0) {
        mpz_setbit(q, 0); // sticky bit
    }
    // q has 55 or 56 significant bits; round to 53 with half-even using doubles
    size_t qb = mpz_sizeinbase(q, 2);
    size_t drop = qb > 53 ? qb - 53 : 0;
    mpz_t hi;
    mpz_init(hi);
    mpz_tdiv_q_2exp(hi, q, drop);
    if (drop) {
        int halfbit = mpz_tstbit(q, drop - 1);
        int rest = mpz_scan1(q, 0) < drop - 1;
        if (halfbit && (rest || mpz_odd_p(hi))) {
            mpz_add_ui(hi, hi, 1);
        }
    }
    double res = ldexp(mpz_get_d(hi), (int)drop - (int)shift);
    mpz_clear(hi);
    mpz_clear(q);
    mpz_clear(r);
    mt_mpz_free(n);
    mt_mpz_free(d);
    if (isinf(res)) {
        return mt_raise(st, MT_EXC(OverflowError), "integer division result too large for a float");
    }
    return mt_float_new(st, neg ? -res : res);
}

static mt_obj *
small_pow(mt_state *st, int64_t x, int64_t y)
{
    int64_t r = 1, base = x;
    int64_t e = y;
    while (e) {
        if (e & 1) {
            if (__builtin_mul_overflow(r, base, &r)) {
                goto big;
            }
        }
        e >>= 1;
        if (e && __builtin_mul_overflow(base, base, &base)) {
            goto big;
        }
    }
    return mt_int_from_i64(st, r);
big:;
    mpz_ptr z = new_mpz(st);
    if (!z) {
        return NULL;
    }
    if (y > 100000000 && x != 0 && x != 1 && x != -1) {
        mt_mpz_free(z);
        return mt_raise(st, MT_EXC(MemoryError), "");
    }
    mpz_set_si(z, (long)x);
    mpz_pow_ui(z, z, (unsigned long)y);
    return mt_int_from_mpz_take(st, z);
}

mt_obj *
mt_int_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    int64_t x = 0, y = 0, r;
    int ka = ival(a, &x), kb = ival(b, &y);
    if (ka < 0 || kb < 0) {
        if (op == MT_OP_MUL && (ka >= 0 || kb >= 0)) {
            return MT_NOTIMPL;
        }
        return MT_NOTIMPL;
    }
    op &= 0x3f;
    if (op == MT_OP_TRUEDIV) {
        return int_truediv(st, a, b);
    }
    if (op == MT_OP_POW && mt_int_sign(b) < 0) {
        double fx, fy;
        int ov;
        fx = mt_int_as_double(st, a, &ov);
        if (ov) {
            return NULL;
        }
        fy = mt_int_as_double(st, b, &ov);
        if (ov) {
            return NULL;
        }
        if (fx == 0) {
            return mt_raise(st, MT_EXC(ZeroDivisionError),
                            "0.0 cannot be raised to a negative power");
        }
        return mt_float_new(st, pow(fx, fy));
    }
    if (ka == 1 && kb == 1) {
        switch (op) {
        case MT_OP_ADD:
            return mt_int_from_i64(st, x + y);
        case MT_OP_SUB:
            return mt_int_from_i64(st, x - y);
        case MT_OP_MUL:
            if (!__builtin_mul_overflow(x, y, &r)) {
                return mt_int_from_i64(st, r);
            }
            break;
        case MT_OP_FLOORDIV:
        case MT_OP_MOD: {
            if (y == 0) {
                return mt_raise(st, MT_EXC(ZeroDivisionError),
                                op == MT_OP_MOD ? "integer modulo by zero"
                                                : "integer division or modulo by zero");
            }
            int64_t q = x / y, m = x % y;
            if (m != 0 && ((m < 0) != (y < 0))) {
                q--;
                m += y;
            }
            return mt_int_from_i64(st, op == MT_OP_MOD ? m : q);
        }
        case MT_OP_AND:
            return MT_FROM_SMALL(x & y);
        case MT_OP_OR:
            return MT_FROM_SMALL(x | y);
        case MT_OP_XOR:
            return MT_FROM_SMALL(x ^ y);
        case MT_OP_LSHIFT:
            if (y < 0) {
                return mt_raise(st, MT_EXC(ValueError), "negative shift count");
            }
            if (y < 62) {
                int64_t t = x * ((int64_t)1 << y);
                if ((t >> y) == x && MT_FITS_SMALL(t)) {
                    return MT_FROM_SMALL(t);
                }
            }
            break;
        case MT_OP_RSHIFT:
            if (y < 0) {
                return mt_raise(st, MT_EXC(ValueError), "negative shift count");
            }
            return MT_FROM_SMALL(y >= 63 ? (x < 0 ? -1 : 0) : (x >> y));
        case MT_OP_POW:
            return small_pow(st, x, y);
        case MT_OP_MATMUL:
            return MT_NOTIMPL;
        default:
            break;
        }
    }
    if (op == MT_OP_MATMUL) {
        return MT_NOTIMPL;
    }
    zview va, vb;
    return big_binop(st, int_view(&va, a, ka, x), int_view(&vb, b, kb, y), op);
}

static mt_obj *
int_unop(mt_state *st, mt_obj *a, int op)
{
    int64_t x;
    if (ival(a, &x) == 1) {
        switch (op) {
        case MT_UN_NEG:
            return mt_int_from_i64(st, -x);
        case MT_UN_POS:
            return MT_FROM_SMALL(x);
        default:
            return MT_FROM_SMALL(~x);
        }
    }
    if (op == MT_UN_POS && a->type == &mt_type_int) {
        MT_INCREF(a);
        return a;
    }
    mpz_t z;
    mpz_init(z);
    if (op == MT_UN_NEG) {
        mpz_neg(z, big_z(a));
    } else if (op == MT_UN_INVERT) {
        mpz_com(z, big_z(a));
    } else {
        mpz_set(z, big_z(a));
    }
    return int_from_local(st, z);
}

static mt_obj *
int_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    if (!mt_int_check(b)) {
        if (MT_TYPE(b) == &mt_type_float) {
            return mt_type_float.richcmp(st, a, b, op);
        }
        return MT_NOTIMPL;
    }
    (void)st;
    return mt_cmp_from3(mt_int_cmp(a, b), op);
}

static int64_t
int_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    return mt_int_hash(o);
}

static int
int_truth(mt_state *st, mt_obj *o)
{
    (void)st;
    return mt_int_sign(o) != 0;
}

static void
int_release(mt_obj *o)
{
    if (o->type == &mt_type_int) {
        mt_bigint *b = (mt_bigint *)o;
        big_inline *bi = (big_inline *)o;
        if ((uintptr_t)b->z == (uintptr_t)o + offsetof(big_inline, zs)) {
            if (mpz_limbs_read(&bi->zs) != bi->limbs) {
                mpz_clear(b->z); // moved in by int_from_local; a view owns nothing
            }
        } else {
            mt_mpz_free(b->z);
        }
        b->z = NULL;
    }
}

// int(b'...'[, base]): as from a str, but an invalid literal is shown as the bytes' repr
// (CPython: "invalid literal for int() with base 10: b'x'")
static mt_obj *
int_from_bytes_text(mt_state *st, mt_obj *x, int base)
{
    mt_bytes *bs = (mt_bytes *)x;
    mt_obj *r = mt_int_from_str(st, bs->data, bs->len, base);
    if (r || !mt_exc_matches(st, MT_EXC(ValueError))) {
        return r;
    }
    mt_obj *args = ((mt_exc *)st->exc)->args;
    mt_obj *msg = args && MT_TUPLE_N(args) == 1 ? MT_TUPLE_ITEM(args, 0) : NULL;
    if (!msg || MT_TYPE(msg) != &mt_type_str ||
        strncmp(mt_str_data(msg), "invalid literal", 15) != 0) {
        return NULL; // the digit limit's error stays as it is
    }
    mt_exc_clear(st);
    mt_obj *b = mt_bytes_new(st, bs->data, bs->len); // a bytearray shows as bytes too
    mt_obj *rep = b ? mt_repr(st, b) : NULL;
    MT_XDECREF(b);
    if (rep) {
        mt_raise(st, MT_EXC(ValueError), "invalid literal for int() with base %d: %U", base, rep);
        MT_DECREF(rep);
    }
    return NULL;
}

static mt_obj *
int_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"", 0}, {"base", 0}, {NULL, 0}};
    mt_obj *a[2];
    (void)t;
    if (mt_args_parse(st, "int", n, args, kw, specs, 2, a) < 0) {
        return NULL;
    }
    mt_obj *x = a[0];
    if (!x) {
        if (a[1]) {
            return mt_raise(st, MT_EXC(TypeError), "int() missing string argument");
        }
        return MT_FROM_SMALL(0);
    }
    if (a[1]) {
        int64_t base;
        if (mt_index(st, a[1], &base) < 0) {
            return NULL;
        }
        if (base != 0 && (base < 2 || base > 36)) {
            return mt_raise(st, MT_EXC(ValueError), "int() base must be >= 2 and <= 36, or 0");
        }
        if (MT_TYPE(x) == &mt_type_str) {
            return int_from_text(st, x, (int)base);
        }
        if (mt_bytes_check(x)) {
            return int_from_bytes_text(st, x, (int)base);
        }
        return mt_raise(st, MT_EXC(TypeError), "int() can't convert non-string with explicit base");
    }
    // an int subclass's own __int__ decides (CPython's nb_int); builtins ints are themselves
    if (mt_int_check(x) &&
        !((MT_TYPE(x)->flags & MT_TF_HEAP) && mt_type_heap_dunder(MT_TYPE(x), MT_NAME(__int__)))) {
        if (MT_TYPE(x) == &mt_type_bool) {
            return MT_FROM_SMALL(((mt_boolobj *)x)->v);
        }
        MT_INCREF(x);
        return x;
    }
    if (MT_TYPE(x) == &mt_type_float) {
        return mt_int_from_double(st, mt_float_val(x));
    }
    if (mt_isinst(x, &mt_type_str)) {
        return int_from_text(st, x, 10);
    }
    if (mt_bytes_check(x)) {
        return int_from_bytes_text(st, x, 10);
    }
    static mt_obj *const tries[] = {MT_NAME(__int__), MT_NAME(__index__), MT_NAME(__trunc__)};
    for (size_t i = 0; i < 3; i++) {
        mt_obj *m = mt_lookup_special(st, x, tries[i]);
        if (m) {
            mt_obj *r = mt_call0(st, m);
            MT_DECREF(m);
            if (r && !mt_int_check(r) && i == 2) {
                mt_raise(st, MT_EXC(TypeError), "__trunc__ returned non-Integral (type %s)",
                         mt_type_name(r));
                MT_DECREF(r);
                return NULL;
            }
            return mt_int_result(st, r, i == 0 ? "__int__" : "__index__");
        }
        if (st->exc) {
            return NULL;
        }
    }
    return mt_raise(
        st, MT_EXC(TypeError),
        "int() argument must be a string, a bytes-like object or a real number, not '%s'",
        mt_type_name(x));
}

/* ---- Methods ---- */

static mt_obj *
int_bit_length(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_int_from_u64(st, mt_int_bit_length(args[0]));
}

static mt_obj *
int_bit_count(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mpz_ptr z = mt_int_to_mpz(st, args[0]);
    if (!z) {
        return NULL;
    }
    mpz_abs(z, z);
    uint64_t c = mpz_popcount(z);
    mt_mpz_free(z);
    return mt_int_from_u64(st, c);
}

static mt_obj *
int_conjugate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return int_unop(st, args[0], MT_UN_POS);
}

static mt_obj *
int_as_integer_ratio(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *v = int_unop(st, args[0], MT_UN_POS);
    if (!v) {
        return NULL;
    }
    mt_obj *t = mt_tuple_pack(st, 2, v, MT_FROM_SMALL(1));
    MT_DECREF(v);
    return t;
}

// The byteorder argument of to_bytes and from_bytes (fn): 1 for 'little', 0 for 'big'
// or none given, -1 with the error raised.
static int
byteorder_arg(mt_state *st, const char *fn, mt_obj *o)
{
    if (!o) {
        return 0;
    }
    if (!mt_isinst(o, &mt_type_str)) {
        return mt_raisei(st, MT_EXC(TypeError), "%s() argument 'byteorder' must be str, not %s", fn,
                         mt_type_name(o));
    }
    if (mt_str_eq_c(o, "little")) {
        return 1;
    }
    if (mt_str_eq_c(o, "big")) {
        return 0;
    }
    return mt_raisei(st, MT_EXC(ValueError), "byteorder must be either 'little' or 'big'");
}

static mt_obj *
int_to_bytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"length", 0}, {"byteorder", 0}, {"signed", 0}, {NULL, 0}};
    mt_obj *a[3];
    if (mt_args_parse(st, "to_bytes", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    int64_t len = 1;
    if (a[0] && mt_index(st, a[0], &len) < 0) {
        return NULL;
    }
    int little = byteorder_arg(st, "to_bytes", a[1]);
    if (little < 0) {
        return NULL;
    }
    int sgn = a[2] ? mt_truth(st, a[2]) : 0;
    if (len < 0) {
        return mt_raise(st, MT_EXC(ValueError), "length argument must be non-negative");
    }
    // the result is one allocation of len bytes: past the cap before any 8 * len below
    if (mt_size_check(st, (size_t)len + 1) < 0) {
        return NULL;
    }
    mpz_ptr z = mt_int_to_mpz(st, args[0]);
    if (!z) {
        return NULL;
    }
    if (mpz_sgn(z) < 0) {
        if (!sgn) {
            mt_mpz_free(z);
            return mt_raise(st, MT_EXC(OverflowError), "can't convert negative int to unsigned");
        }
        mpz_t m;
        mpz_init_set_ui(m, 1);
        mpz_mul_2exp(m, m, (unsigned long)(8 * len));
        mpz_add(z, z, m);
        mpz_clear(m);
        if (mpz_sgn(z) < 0 || (len > 0 && !mpz_tstbit(z, (mp_bitcnt_t)(8 * len - 1)))) {
            mt_mpz_free(z);
            return mt_raise(st, MT_EXC(OverflowError), "int too big to convert");
        }
    } else if (mpz_sizeinbase(z, 2) + (sgn ? 1 : 0) > (size_t)(8 * len) && mpz_sgn(z) != 0) {
        mt_mpz_free(z);
        return mt_raise(st, MT_EXC(OverflowError), "int too big to convert");
    }
    char *buf = mt_mem(st, (size_t)len + 1);
    if (!buf) {
        mt_mpz_free(z);
        return NULL;
    }
    memset(buf, 0, (size_t)len + 1);
    size_t cnt = 0;
    if (len > 0) {
        unsigned char *tmp = mpz_export(NULL, &cnt, -1, 1, 0, 0, z);
        for (size_t i = 0; i < cnt && i < (size_t)len; i++) {
            buf[little ? i : (size_t)len - 1 - i] = (char)tmp[i];
        }
        void (*freef)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &freef);
        freef(tmp, cnt);
    }
    mt_mpz_free(z);
    mt_obj *r = mt_bytes_new(st, buf, (size_t)len);
    cm_free(buf);
    return r;
}

static mt_obj *
int_from_bytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"bytes", 1}, {"byteorder", 0}, {"signed", 0}, {NULL, 0}};
    mt_obj *a[3];
    if (mt_args_parse(st, "from_bytes", n - 1, args + 1, kw, specs, 2, a) < 0) {
        return NULL;
    }
    int little = byteorder_arg(st, "from_bytes", a[1]);
    if (little < 0) {
        return NULL;
    }
    mt_obj *bo = a[0];
    mt_obj *tmp = NULL;
    if (!mt_bytes_check(bo)) {
        tmp = mt_call1(st, (mt_obj *)&mt_type_bytes, bo);
        if (!tmp) {
            return NULL;
        }
        bo = tmp;
    }
    int sgn = a[2] ? mt_truth(st, a[2]) : 0;
    mt_bytes *b = (mt_bytes *)bo;
    mpz_ptr z = new_mpz(st);
    if (!z) {
        MT_XDECREF(tmp);
        return NULL;
    }
    if (b->len) {
        mpz_import(z, b->len, little ? -1 : 1, 1, 0, 0, b->data);
        if (sgn && mpz_tstbit(z, b->len * 8 - 1)) {
            mpz_t m;
            mpz_init_set_ui(m, 1);
            mpz_mul_2exp(m, m, b->len * 8);
            mpz_sub(z, z, m);
            mpz_clear(m);
        }
    }
    MT_XDECREF(tmp);
    return mt_alt_ctor_result(st, args[0], &mt_type_int, mt_int_from_mpz_take(st, z));
}

static mt_obj *
int_index_m(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return int_unop(st, args[0], MT_UN_POS);
}

// int.__round__(ndigits=None): what round() gives an int
static mt_obj *
int_round(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    // unlike round() and float.__round__, int.__round__ takes no None: its ndigits is an
    // index ('NoneType' object cannot be interpreted as an integer)
    if (n > 1 && args[1] == MT_NONE) {
        return mt_raise(st, MT_EXC(TypeError),
                        "'NoneType' object cannot be interpreted as an integer");
    }
    return mt_round_number(st, args[0], n > 1 ? args[1] : NULL);
}

static mt_obj *
int_real(mt_state *st, mt_obj *self)
{
    return int_unop(st, self, MT_UN_POS);
}

static mt_obj *
int_imag(mt_state *st, mt_obj *self)
{
    (void)st;
    (void)self;
    return MT_FROM_SMALL(0);
}

static mt_obj *
int_one(mt_state *st, mt_obj *self)
{
    (void)st;
    (void)self;
    return MT_FROM_SMALL(1);
}

static const mt_method int_methods[] = {
    {"bit_length", int_bit_length, MT_ARGS(0, 0)},
    {"bit_count", int_bit_count, MT_ARGS(0, 0)},
    {"conjugate", int_conjugate, MT_ARGS(0, 0)},
    {"as_integer_ratio", int_as_integer_ratio, MT_ARGS(0, 0)},
    {"to_bytes", int_to_bytes, MT_ARGS(0, 3) | MT_KW},
    {"from_bytes", int_from_bytes, MT_ARGS(0, 3) | MT_KW | MT_CLASSM},
    {"__index__", int_index_m, MT_ARGS(0, 0)},
    {"__int__", int_index_m, MT_ARGS(0, 0)},
    {"__trunc__", int_index_m, MT_ARGS(0, 0)},
    {"__floor__", int_index_m, MT_ARGS(0, 0)},
    {"__ceil__", int_index_m, MT_ARGS(0, 0)},
    {"__round__", int_round, MT_ARGS(0, 1)},
    {NULL, NULL, 0}};

static const mt_getset int_getsets[] = {{"real", int_real, NULL},
                                        {"imag", int_imag, NULL},
                                        {"numerator", int_real, NULL},
                                        {"denominator", int_one, NULL},
                                        {NULL, NULL, NULL}};

const mt_type mt_type_int = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "int",
    .basicsize = sizeof(mt_bigint),
    .flags = MT_TF_BASETYPE,
    .base = &mt_type_object,
    .release = int_release,
    .clear = int_release,
    .repr = int_repr,
    .hash = int_hash,
    .richcmp = int_richcmp,
    .binop = mt_int_binop,
    .unop = int_unop,
    .truth = int_truth,
    .tp_new = int_new,
    .methods = int_methods,
    .getsets = int_getsets,
};

/* ---- bool ---- */

static mt_obj *
bool_repr(mt_state *st, mt_obj *o)
{
    return mt_str_from_c(st, ((mt_boolobj *)o)->v ? "True" : "False");
}

static mt_obj *
bool_binop(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    int base = op & 0x3f;
    if ((base == MT_OP_AND || base == MT_OP_OR || base == MT_OP_XOR) &&
        MT_TYPE(a) == &mt_type_bool && MT_TYPE(b) == &mt_type_bool) {
        int x = ((mt_boolobj *)a)->v, y = ((mt_boolobj *)b)->v;
        return MT_BOOL(base == MT_OP_AND ? (x & y) : base == MT_OP_OR ? (x | y) : (x ^ y));
    }
    return mt_int_binop(st, a, b, op);
}

static mt_obj *
bool_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)t;
    if (mt_no_kw(st, "bool", kw) < 0) {
        return NULL;
    }
    if (n > 1) {
        return mt_raise(st, MT_EXC(TypeError), "bool expected at most 1 argument, got %zu", n);
    }
    if (n == 0) {
        return MT_FALSE;
    }
    int v = mt_truth(st, args[0]);
    return v < 0 ? NULL : MT_BOOL(v);
}

const mt_type mt_type_bool = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "bool",
    .basicsize = sizeof(mt_boolobj),
    .base = &mt_type_int,
    .repr = bool_repr,
    .hash = int_hash,
    .richcmp = int_richcmp,
    .binop = bool_binop,
    .unop = int_unop,
    .truth = int_truth,
    .tp_new = bool_new,
    .methods = int_methods,
    .getsets = int_getsets,
};

const mt_boolobj mt_true_obj = {MT_STATIC_HEAD(&mt_type_bool), 1};
const mt_boolobj mt_false_obj = {MT_STATIC_HEAD(&mt_type_bool), 0};
