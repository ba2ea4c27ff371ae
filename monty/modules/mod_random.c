/* The random module: a Mersenne Twister (MT19937) that reproduces CPython's sequences bit
 * for bit (init_by_array seeding, SHA-512 for str/bytes seeds, _randbelow by rejection on
 * getrandbits), the Random class and module functions bound to a hidden instance. */
#include "config.h"

#include <gmp.h>
#include <math.h>
#include <string.h>

#include "common/alloc.h"
#include "common/sha512.h"
#include "monty/modules/registry.h"

#define MT_N 624
#define MT_M 397

typedef struct rnd {
    mt_obj ob;
    uint32_t mt[MT_N];
    int mti;
    int has_gauss;
    double gauss_next;
    // SystemRandom: words come from the host's urandom through a small pool; a failed
    // host call sets failed (its exception pending) and the method returns NULL.
    mt_state *sys;
    int failed;
    mt_obj *exc; // the failed host call's exception, raised when the method returns
    size_t pool_pos, pool_len;
    unsigned char pool[64];
} rnd;

extern const mt_type rnd_type;
extern const mt_type sysrnd_type;

// One host urandom call for n bytes into buf (the cap checked first, as os.urandom does).
static int
host_entropy(mt_state *st, void *buf, size_t n)
{
    if (st->host.urandom_max && n > st->host.urandom_max) {
        return mt_raisei(st, MT_EXC(ValueError),
                         "os.urandom: at most %zu bytes per call in this box",
                         st->host.urandom_max);
    }
    if (!st->host.urandom) {
        return mt_raisei(st, MT_EXC(NotImplementedError), "os.urandom is not available");
    }
    if (n == 0) {
        return 0;
    }
    monty_error err;
    memset(&err, 0, sizeof err);
    mt_buf_init(st, &err.message);
    if (st->host.urandom(st->host.ctx, buf, n, &err) < 0) {
        mt_exc_from_host(st, &err);
        return -1;
    }
    cm_buf_free(&err.message);
    return 0;
}

// The next 32 bits of a SystemRandom: from its pool, refilled by one host call.
static uint32_t
sys_word(rnd *r)
{
    if (r->failed) {
        return 0;
    }
    if (r->pool_pos + 4 > r->pool_len) {
        size_t want = sizeof r->pool;
        if (r->sys->host.urandom_max && r->sys->host.urandom_max < want) {
            want = r->sys->host.urandom_max & ~(size_t)3;
        }
        if (want < 4 || host_entropy(r->sys, r->pool, want) < 0) {
            if (want < 4) {
                mt_raisei(r->sys, MT_EXC(ValueError), "os.urandom: the box's cap is too small");
            }
            r->failed = 1;
            r->exc = mt_exc_fetch(r->sys);
            return 0;
        }
        r->pool_pos = 0;
        r->pool_len = want;
    }
    uint32_t v;
    memcpy(&v, r->pool + r->pool_pos, 4);
    r->pool_pos += 4;
    return v;
}

/* ---- the generator (the reference MT19937 algorithm) ---- */

static void
init_genrand(rnd *r, uint32_t s)
{
    r->mt[0] = s;
    for (int i = 1; i < MT_N; i++) {
        r->mt[i] = 1812433253u * (r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) + (uint32_t)i;
    }
    r->mti = MT_N;
}

static void
init_by_array(rnd *r, const uint32_t *key, size_t len)
{
    init_genrand(r, 19650218u);
    size_t i = 1, j = 0;
    size_t k = MT_N > len ? MT_N : len;
    for (; k; k--) {
        r->mt[i] =
            (r->mt[i] ^ ((r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            r->mt[0] = r->mt[MT_N - 1];
            i = 1;
        }
        if (j >= len) {
            j = 0;
        }
    }
    for (k = MT_N - 1; k; k--) {
        r->mt[i] = (r->mt[i] ^ ((r->mt[i - 1] ^ (r->mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            r->mt[0] = r->mt[MT_N - 1];
            i = 1;
        }
    }
    r->mt[0] = 0x80000000u;
    r->has_gauss = 0;
}

static uint32_t
genrand(rnd *r)
{
    static const uint32_t mag01[2] = {0, 0x9908b0dfu};
    uint32_t y;
    if (r->sys) {
        return sys_word(r);
    }
    if (r->mti >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (r->mt[kk] & 0x80000000u) | (r->mt[kk + 1] & 0x7fffffffu);
            r->mt[kk] = r->mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 1];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (r->mt[kk] & 0x80000000u) | (r->mt[kk + 1] & 0x7fffffffu);
            r->mt[kk] = r->mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1];
        }
        y = (r->mt[MT_N - 1] & 0x80000000u) | (r->mt[0] & 0x7fffffffu);
        r->mt[MT_N - 1] = r->mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1];
        r->mti = 0;
    }
    y = r->mt[r->mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
}

static double
rnd_double(rnd *r)
{
    uint32_t a = genrand(r) >> 5, b = genrand(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

// getrandbits(k) for k <= 64.
static uint64_t
bits64(rnd *r, unsigned k)
{
    if (k == 0) {
        return 0;
    }
    if (k <= 32) {
        return genrand(r) >> (32 - k);
    }
    uint64_t lo = genrand(r);
    uint64_t hi = genrand(r) >> (64 - k);
    return lo | (hi << 32);
}

// getrandbits(k) as an mpz (any k).
static mpz_ptr
bits_mpz(mt_state *st, rnd *r, size_t k)
{
    mpz_ptr z = mt_int_to_mpz(st, MT_FROM_SMALL(0));
    if (!z) {
        return NULL;
    }
    size_t words = (k + 31) / 32;
    uint32_t *w = mt_mem(st, (words ? words : 1) * sizeof(uint32_t));
    if (!w) {
        mt_mpz_free(z);
        return NULL;
    }
    for (size_t i = 0; i < words; i++, k -= 32) {
        uint32_t v = genrand(r);
        if (k < 32) {
            v >>= (32 - k);
        }
        w[i] = v;
        if (k < 32) {
            break;
        }
    }
    mpz_import(z, words, -1, sizeof(uint32_t), 0, 0, w);
    cm_free(w);
    return z;
}

// _randbelow(n) for an int n > 0; a new int.
static mt_obj *
randbelow(mt_state *st, rnd *r, mt_obj *n)
{
    int64_t v;
    if (MT_IS_SMALL(n) && (v = MT_SMALL_VAL(n)) > 0) {
        unsigned k = 0;
        for (uint64_t t = (uint64_t)v; t; t >>= 1) {
            k++;
        }
        uint64_t x = bits64(r, k);
        while (x >= (uint64_t)v && !r->failed) {
            x = bits64(r, k);
        }
        return mt_int_from_u64(st, x);
    }
    size_t k = mt_int_bit_length(n);
    mpz_ptr lim = mt_int_to_mpz(st, n);
    if (!lim) {
        return NULL;
    }
    mpz_ptr x;
    for (;;) {
        x = bits_mpz(st, r, k);
        if (!x || mpz_cmp(x, lim) < 0 || r->failed) {
            break;
        }
        mt_mpz_free(x);
    }
    mt_mpz_free(lim);
    return x ? mt_int_from_mpz_take(st, x) : NULL;
}

static size_t
randbelow_size(rnd *r, size_t n)
{
    unsigned k = 0;
    for (uint64_t t = n; t; t >>= 1) {
        k++;
    }
    uint64_t x = bits64(r, k);
    while (x >= n && !r->failed) {
        x = bits64(r, k);
    }
    return r->failed ? 0 : (size_t)x;
}

/* ---- seeding ---- */

static int
seed_int(mt_state *st, rnd *r, mt_obj *n)
{
    mpz_ptr z = mt_int_to_mpz(st, n);
    if (!z) {
        return -1;
    }
    mpz_abs(z, z);
    size_t words = (mpz_sizeinbase(z, 2) + 31) / 32;
    uint32_t *key = mt_mem(st, (words ? words : 1) * sizeof(uint32_t));
    if (!key) {
        mt_mpz_free(z);
        return -1;
    }
    size_t cnt = 0;
    if (mpz_sgn(z) != 0) {
        mpz_export(key, &cnt, -1, sizeof(uint32_t), 0, 0, z);
    }
    if (cnt == 0) {
        key[0] = 0;
        cnt = 1;
    }
    init_by_array(r, key, cnt);
    cm_free(key);
    mt_mpz_free(z);
    return 0;
}

static int
do_seed(mt_state *st, rnd *r, mt_obj *a)
{
    if (!a || a == MT_NONE) {
        // Entropy comes from the host, like every other effect: its urandom, or, in a
        // host without one, its clock. Never the OS directly.
        uint32_t key[MT_N];
        memset(key, 0, sizeof key);
        int words = MT_N;
        if (st->host.urandom) {
            // 256 bits (or the host's whole cap, if smaller) fill the head of the key
            size_t want = 32;
            if (st->host.urandom_max && st->host.urandom_max < want) {
                want = st->host.urandom_max;
            }
            monty_error err;
            memset(&err, 0, sizeof err);
            cm_buf_init(&err.message, 0);
            if (want && st->host.urandom(st->host.ctx, key, want, &err) < 0) {
                mt_exc_from_host(st, &err);
                return -1;
            }
            cm_buf_free(&err.message);
            words = want ? (int)((want + 3) / 4) : 1;
        } else {
            double t = st->host.clock ? st->host.clock(st->host.ctx, MONTY_CLOCK_REALTIME) : 0;
            uint64_t bits;
            memcpy(&bits, &t, sizeof bits);
            for (int i = 0; i < MT_N; i++) {
                key[i] = (uint32_t)(bits >> (i % 2 ? 32 : 0)) ^ (uint32_t)(uintptr_t)r ^
                         (uint32_t)i * 2654435761u;
            }
        }
        init_by_array(r, key, words);
        return 0;
    }
    if (mt_int_check(a)) {
        return seed_int(st, r, a);
    }
    if (mt_isinst(a, &mt_type_float)) {
        return seed_int(st, r, MT_FROM_SMALL(mt_float_hash(mt_float_val(a))));
    }
    const char *data;
    size_t len;
    if (mt_isinst(a, &mt_type_str)) {
        data = mt_str_data(a);
        len = mt_str_len(a);
    } else if (mt_isinst(a, &mt_type_bytes) || mt_isinst(a, &mt_type_bytearray)) {
        data = ((mt_bytes *)a)->data;
        len = ((mt_bytes *)a)->len;
    } else {
        return mt_raisei(st, MT_EXC(TypeError),
                         "The only supported seed types are: None,\nint, float, str, bytes, and "
                         "bytearray.");
    }
    // version 2: int.from_bytes(a + sha512(a).digest(), 'big')
    unsigned char *buf = mt_mem(st, len + CM_SHA512_LEN);
    if (!buf) {
        return -1;
    }
    if (len) {
        memcpy(buf, data, len);
    }
    cm_sha512(data, len, buf + len);
    mpz_ptr z = mt_int_to_mpz(st, MT_FROM_SMALL(0));
    if (!z) {
        cm_free(buf);
        return -1;
    }
    mpz_import(z, len + CM_SHA512_LEN, 1, 1, 0, 0, buf);
    cm_free(buf);
    mt_obj *n = mt_int_from_mpz_take(st, z);
    if (!n) {
        return -1;
    }
    int rc = seed_int(st, r, n);
    MT_DECREF(n);
    return rc;
}

/* ---- methods (args[0] is the Random instance) ---- */

#define SELF ((rnd *)args[0])

static mt_obj *
r_seed(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"a", 0}, {"version", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "Random.seed", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    return do_seed(st, SELF, v[0]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
r_random(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_float_new(st, rnd_double(SELF));
}

// A count argument of getrandbits/randbytes: an index, not negative.
static int
count_arg(mt_state *st, mt_obj *o, const char *negative, int64_t *k)
{
    if (mt_index(st, o, k) < 0) {
        return -1;
    }
    if (*k < 0) {
        return mt_raisei(st, MT_EXC(ValueError), "%s", negative);
    }
    return 0;
}

// SystemRandom.getrandbits(k): int.from_bytes(urandom((k + 7) // 8)) >> (the excess bits),
// one host call.
static mt_obj *
sys_bits(mt_state *st, int64_t k)
{
    size_t nbytes = (size_t)(k / 8 + (k % 8 != 0));
    unsigned char *buf = mt_size_check(st, nbytes) < 0 ? NULL : mt_mem(st, nbytes + 1);
    if (!buf) {
        return NULL;
    }
    mpz_ptr z = host_entropy(st, buf, nbytes) < 0 ? NULL : mt_int_to_mpz(st, MT_FROM_SMALL(0));
    if (z && nbytes) {
        mpz_import(z, nbytes, 1, 1, 0, 0, buf);
        mpz_fdiv_q_2exp(z, z, nbytes * 8 - (size_t)k);
    }
    cm_free(buf);
    return z ? mt_int_from_mpz_take(st, z) : NULL;
}

static mt_obj *
r_getrandbits(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t k;
    if (count_arg(st, args[1], "number of bits must be non-negative", &k) < 0) {
        return NULL;
    }
    if (SELF->sys) {
        return sys_bits(st, k);
    }
    if (k <= 64) {
        return mt_int_from_u64(st, bits64(SELF, (unsigned)k));
    }
    mpz_ptr z = bits_mpz(st, SELF, (size_t)k);
    return z ? mt_int_from_mpz_take(st, z) : NULL;
}

// An integer argument of randrange (CPython 3.11: floats with integral values pass).
static mt_obj *
int_arg(mt_state *st, mt_obj *o, int which)
{
    if (mt_int_check(o)) {
        MT_INCREF(o);
        return o;
    }
    if (mt_isinst(o, &mt_type_float)) {
        double d = mt_float_val(o);
        if (d == floor(d) && isfinite(d)) {
            return mt_int_from_double(st, d);
        }
        return mt_raise(st, MT_EXC(ValueError), "non-integer %s for randrange()",
                        which == 0   ? "arg 1"
                        : which == 1 ? "stop"
                                     : "step");
    }
    int64_t v;
    if (mt_index(st, o, &v) < 0) {
        return NULL;
    }
    return mt_int_from_i64(st, v);
}

static mt_obj *
randrange(mt_state *st, rnd *r, mt_obj *start, mt_obj *stop, mt_obj *step)
{
    mt_obj *a = int_arg(st, start, 0);
    if (!a) {
        return NULL;
    }
    if (!stop || stop == MT_NONE) {
        if (step && !(MT_IS_SMALL(step) && MT_SMALL_VAL(step) == 1)) {
            MT_DECREF(a);
            return mt_raise(st, MT_EXC(TypeError), "Missing a non-None stop argument");
        }
        if (mt_int_sign(a) > 0) {
            mt_obj *res = randbelow(st, r, a);
            MT_DECREF(a);
            return res;
        }
        MT_DECREF(a);
        return mt_raise(st, MT_EXC(ValueError), "empty range for randrange()");
    }
    mt_obj *b = int_arg(st, stop, 1);
    if (!b) {
        MT_DECREF(a);
        return NULL;
    }
    mt_obj *res = NULL, *width = NULL, *s = NULL, *cnt = NULL;
    width = mt_binop(st, b, a, MT_OP_SUB);
    if (!width) {
        goto out;
    }
    s = step ? int_arg(st, step, 2) : MT_FROM_SMALL(1);
    if (!s) {
        goto out;
    }
    if (MT_IS_SMALL(s) && MT_SMALL_VAL(s) == 1) {
        if (mt_int_sign(width) > 0) {
            mt_obj *x = randbelow(st, r, width);
            if (x) {
                res = mt_binop(st, a, x, MT_OP_ADD);
                MT_DECREF(x);
            }
        } else {
            mt_raise(st, MT_EXC(ValueError), "empty range for randrange() (%S, %S, %S)", a, b,
                     width);
        }
        goto out;
    }
    int sg = mt_int_sign(s);
    if (sg == 0) {
        mt_raise(st, MT_EXC(ValueError), "zero step for randrange()");
        goto out;
    }
    // n = (width + step - 1) // step, or (width + step + 1) // step for negative steps
    mt_obj *t1 = mt_binop(st, width, s, MT_OP_ADD);
    mt_obj *t2 = t1 ? mt_binop(st, t1, MT_FROM_SMALL(sg > 0 ? -1 : 1), MT_OP_ADD) : NULL;
    MT_XDECREF(t1);
    cnt = t2 ? mt_binop(st, t2, s, MT_OP_FLOORDIV) : NULL;
    MT_XDECREF(t2);
    if (!cnt) {
        goto out;
    }
    if (mt_int_sign(cnt) <= 0) {
        mt_raise(st, MT_EXC(ValueError), "empty range for randrange()");
        goto out;
    }
    mt_obj *x = randbelow(st, r, cnt);
    mt_obj *y = x ? mt_binop(st, s, x, MT_OP_MUL) : NULL;
    MT_XDECREF(x);
    if (y) {
        res = mt_binop(st, a, y, MT_OP_ADD);
        MT_DECREF(y);
    }
out:
    MT_DECREF(a);
    MT_DECREF(b);
    MT_XDECREF(width);
    MT_XDECREF(s);
    MT_XDECREF(cnt);
    return res;
}

static mt_obj *
r_randrange(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"start", 1}, {"stop", 0}, {"step", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse_py(st, "Random.randrange", n - 1, args + 1, kw, specs, 3, v) < 0) {
        return NULL;
    }
    return randrange(st, SELF, v[0], v[1], v[2]);
}

static mt_obj *
r_randint(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"a", 1}, {"b", 1}, {NULL, 0}};
    mt_obj *v[2];
    if (mt_args_parse_py(st, "Random.randint", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    mt_obj *b1 = mt_binop(st, v[1], MT_FROM_SMALL(1), MT_OP_ADD);
    if (!b1) {
        return NULL;
    }
    mt_obj *r = randrange(st, SELF, v[0], b1, NULL);
    MT_DECREF(b1);
    return r;
}

static mt_obj *
r_choice(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"seq", 1}, {NULL, 0}};
    mt_obj *seq;
    if (mt_args_parse_py(st, "Random.choice", n - 1, args + 1, kw, specs, 1, &seq) < 0) {
        return NULL;
    }
    ssize_t len = mt_len(st, seq);
    if (len < 0) {
        return NULL;
    }
    if (len == 0) {
        return mt_raise(st, MT_EXC(IndexError), "Cannot choose from an empty sequence");
    }
    mt_obj *i = randbelow(st, SELF, MT_FROM_SMALL(len));
    if (!i) {
        return NULL;
    }
    mt_obj *r = mt_getitem(st, seq, i);
    MT_DECREF(i);
    return r;
}

static mt_obj *
r_shuffle(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"x", 1}, {NULL, 0}};
    mt_obj *x;
    if (mt_args_parse_py(st, "Random.shuffle", n - 1, args + 1, kw, specs, 1, &x) < 0) {
        return NULL;
    }
    ssize_t len = mt_len(st, x);
    if (len < 0) {
        return NULL;
    }
    for (ssize_t i = len - 1; i > 0; i--) {
        size_t j = randbelow_size(SELF, (size_t)i + 1);
        mt_obj *a = mt_getitem(st, x, MT_FROM_SMALL(i));
        mt_obj *b = a ? mt_getitem(st, x, MT_FROM_SMALL((int64_t)j)) : NULL;
        int rc = b ? mt_setitem(st, x, MT_FROM_SMALL(i), b) : -1;
        if (rc == 0) {
            rc = mt_setitem(st, x, MT_FROM_SMALL((int64_t)j), a);
        }
        MT_XDECREF(a);
        MT_XDECREF(b);
        if (rc < 0) {
            return NULL;
        }
    }
    return MT_NONE;
}

// k distinct indices below n in CPython's sample() order: a pool of n when that is
// smaller than a k-set, else redraws against the set of those already chosen.
static int64_t *
sample_indices(mt_state *st, rnd *r, int64_t n, int64_t k)
{
    if (k < 0 || k > n) {
        mt_raise(st, MT_EXC(ValueError), "Sample larger than population or is negative");
        return NULL;
    }
    int64_t *out = mt_mem(st, (size_t)(k ? k : 1) * sizeof(int64_t));
    if (!out) {
        return NULL;
    }
    uint64_t setsize = 21;
    if (k > 5) {
        setsize += (uint64_t)pow(4.0, ceil(log((double)(k * 3)) / log(4.0)));
    }
    if ((uint64_t)n <= setsize) {
        int64_t *pool = mt_mem(st, (size_t)(n ? n : 1) * sizeof(int64_t));
        if (!pool) {
            cm_free(out);
            return NULL;
        }
        for (int64_t i = 0; i < n; i++) {
            pool[i] = i;
        }
        for (int64_t i = 0; i < k; i++) {
            size_t j = randbelow_size(r, (size_t)(n - i));
            out[i] = pool[j];
            pool[j] = pool[n - i - 1];
        }
        cm_free(pool);
        return out;
    }
    mt_obj *selected = mt_set_new(st, &mt_type_set);
    if (!selected) {
        cm_free(out);
        return NULL;
    }
    for (int64_t i = 0; i < k; i++) {
        int64_t j;
        for (;;) {
            if (mt_tick(st) < 0) {
                goto fail;
            }
            j = (int64_t)randbelow_size(r, (size_t)n);
            mt_obj *key = mt_int_from_i64(st, j);
            int c = key ? mt_set_contains(st, selected, key) : -1;
            if (c == 0) {
                c = mt_set_add(st, selected, key);
                MT_XDECREF(key);
                if (c < 0) {
                    goto fail;
                }
                break;
            }
            MT_XDECREF(key);
            if (c < 0) {
                goto fail;
            }
            if (r->failed) {
                break;
            }
        }
        out[i] = j;
    }
    MT_DECREF(selected);
    return out;
fail:
    MT_DECREF(selected);
    cm_free(out);
    return NULL;
}

// sample's counts=: the running totals (ints), their number checked against len.
static int64_t *
cum_counts(mt_state *st, mt_obj *counts, ssize_t len, int64_t *total)
{
    mt_obj *lst = mt_list_from_iter(st, counts);
    if (!lst) {
        return NULL;
    }
    int64_t *cum = NULL;
    size_t m = MT_LIST_N(lst);
    if ((ssize_t)m != len) {
        mt_raise(st, MT_EXC(ValueError), "The number of counts does not match the population");
        goto fail;
    }
    if (m == 0) {
        mt_raise(st, MT_EXC(IndexError), "pop from empty list");
        goto fail;
    }
    cum = mt_mem(st, m * sizeof(int64_t));
    if (!cum) {
        goto fail;
    }
    int64_t acc = 0;
    for (size_t i = 0; i < m && i < MT_LIST_N(lst); i++) {
        mt_obj *c = MT_LIST_ITEM(lst, i);
        if (!mt_int_check(c)) {
            mt_raise(st, MT_EXC(TypeError), "Counts must be integers");
            goto fail;
        }
        int64_t v;
        if (mt_int_as_i64(st, c, &v) < 0 || __builtin_add_overflow(acc, v, &acc)) {
            mt_exc_clear(st);
            mt_raise(st, MT_EXC(OverflowError), "Python int too large to convert to C ssize_t");
            goto fail;
        }
        cum[i] = acc;
    }
    if (acc <= 0) {
        mt_raise(st, MT_EXC(ValueError), "Total of counts must be greater than zero");
        goto fail;
    }
    *total = acc;
    MT_DECREF(lst);
    return cum;
fail:
    if (cum) {
        cm_free(cum);
    }
    MT_DECREF(lst);
    return NULL;
}

static mt_obj *
r_sample(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"population", 1}, {"k", 1}, {"counts", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse_py(st, "Random.sample", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    mt_obj *popu = v[0];
    if (mt_isinst(popu, &mt_type_set) || mt_isinst(popu, &mt_type_frozenset) ||
        mt_isinst(popu, &mt_type_dict)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "Population must be a sequence.  For dicts or sets, use sorted(d).");
    }
    ssize_t len = mt_len(st, popu);
    if (len < 0) {
        return NULL;
    }
    int64_t *cum = NULL, total = len;
    if (v[2] && v[2] != MT_NONE) {
        cum = cum_counts(st, v[2], len, &total);
        if (!cum) {
            return NULL;
        }
    }
    int64_t k;
    int64_t *idx = NULL;
    mt_obj *res = NULL;
    if (mt_index(st, v[1], &k) < 0) {
        goto done;
    }
    idx = sample_indices(st, SELF, total, k);
    if (!idx) {
        goto done;
    }
    res = mt_list_new(st, 0);
    for (int64_t i = 0; res && i < k; i++) {
        int64_t j = idx[i];
        if (cum) {
            // bisect_right(cum[:-1], j): the first running total above j
            size_t lo = 0, hi = (size_t)len - 1;
            while (lo < hi) {
                size_t mid = (lo + hi) / 2;
                if (j < cum[mid]) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            j = (int64_t)lo;
        }
        mt_obj *x = mt_tick(st) < 0 ? NULL : mt_getitem(st, popu, MT_FROM_SMALL(j));
        if (!x || mt_list_append_take(st, res, x) < 0) {
            MT_DECREF(res);
            res = NULL;
        }
    }
done:
    if (idx) {
        cm_free(idx);
    }
    if (cum) {
        cm_free(cum);
    }
    return res;
}

static mt_obj *
r_choices(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"population", 1}, {"weights", 0}, {"cum_weights", 0}, {"k", 0}, {NULL, 0}};
    mt_obj *v[4] = {0};
    if (mt_args_parse_py(st, "Random.choices", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    mt_obj *popu = v[0];
    ssize_t len = mt_len(st, popu);
    if (len < 0) {
        return NULL;
    }
    int64_t k = 1;
    if (v[3] && mt_index(st, v[3], &k) < 0) {
        return NULL;
    }
    mt_obj *w = v[1] && v[1] != MT_NONE ? v[1] : NULL;
    mt_obj *cw = v[2] && v[2] != MT_NONE ? v[2] : NULL;
    mt_obj *res = mt_list_new(st, 0);
    if (!res) {
        return NULL;
    }
    if (!w && !cw) {
        double nf = (double)len;
        for (int64_t i = 0; i < k; i++) {
            double x = floor(rnd_double(SELF) * nf);
            mt_obj *item = mt_tick(st) < 0 ? NULL : mt_getitem(st, popu, MT_FROM_SMALL((int64_t)x));
            if (!item || mt_list_append_take(st, res, item) < 0) {
                MT_DECREF(res);
                return NULL;
            }
        }
        return res;
    }
    if (w && cw) {
        MT_DECREF(res);
        return mt_raise(st, MT_EXC(TypeError),
                        "Cannot specify both weights and cumulative weights");
    }
    mt_obj *lst = mt_list_from_iter(st, w ? w : cw);
    if (!lst) {
        if (w && mt_int_check(w) && mt_exc_matches(st, MT_EXC(TypeError))) {
            mt_exc_clear(st);
            mt_raise(st, MT_EXC(TypeError),
                     "The number of choices must be a keyword argument: k=%R", w);
        }
        MT_DECREF(res);
        return NULL;
    }
    size_t m = MT_LIST_N(lst);
    double *cum = mt_mem(st, (m ? m : 1) * sizeof(double));
    if (!cum) {
        goto fail;
    }
    double acc = 0;
    for (size_t i = 0; i < m && i < MT_LIST_N(lst); i++) {
        double x;
        if (mt_number_as_double(st, MT_LIST_ITEM(lst, i), &x) < 0) {
            goto fail;
        }
        acc = w ? acc + x : x;
        cum[i] = acc;
    }
    if ((ssize_t)m != len) {
        mt_raise(st, MT_EXC(ValueError), "The number of weights does not match the population");
        goto fail;
    }
    double total = m ? cum[m - 1] : 0.0;
    if (m == 0) {
        mt_raise(st, MT_EXC(IndexError), "list index out of range");
        goto fail;
    }
    if (total <= 0.0) {
        mt_raise(st, MT_EXC(ValueError), "Total of weights must be greater than zero");
        goto fail;
    }
    if (!isfinite(total)) {
        mt_raise(st, MT_EXC(ValueError), "Total of weights must be finite");
        goto fail;
    }
    for (int64_t i = 0; i < k; i++) {
        double x = rnd_double(SELF) * total;
        // bisect_right(cum, x, 0, m - 1)
        size_t lo = 0, hi = m - 1;
        while (lo < hi) {
            size_t mid = (lo + hi) / 2;
            if (x < cum[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        mt_obj *item = mt_tick(st) < 0 ? NULL : mt_getitem(st, popu, MT_FROM_SMALL((int64_t)lo));
        if (!item || mt_list_append_take(st, res, item) < 0) {
            goto fail;
        }
    }
    cm_free(cum);
    MT_DECREF(lst);
    return res;
fail:
    if (cum) {
        cm_free(cum);
    }
    MT_DECREF(lst);
    MT_DECREF(res);
    return NULL;
}

static int
two_floats(mt_state *st, mt_obj *a, mt_obj *b, double *x, double *y)
{
    if (mt_number_as_double(st, a, x) < 0 || mt_number_as_double(st, b, y) < 0) {
        return -1;
    }
    return 0;
}

static mt_obj *
r_uniform(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"a", 1}, {"b", 1}, {NULL, 0}};
    mt_obj *v[2];
    if (mt_args_parse_py(st, "Random.uniform", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    mt_obj *lo = v[0], *hi = v[1];
    if ((mt_isinst(lo, &mt_type_int) || mt_isinst(lo, &mt_type_float)) &&
        (mt_isinst(hi, &mt_type_int) || mt_isinst(hi, &mt_type_float))) {
        double a, b;
        if (two_floats(st, lo, hi, &a, &b) == 0) {
            return mt_float_new(st, a + (b - a) * rnd_double(SELF));
        }
        mt_exc_clear(st); // an int past a double: the general path draws, then overflows
    }
    // anything else goes through its operators, as CPython's a + (b - a) * self.random()
    mt_obj *span = mt_binop(st, hi, lo, MT_OP_SUB);
    mt_obj *draw = span ? mt_float_new(st, rnd_double(SELF)) : NULL;
    mt_obj *step = draw ? mt_binop(st, span, draw, MT_OP_MUL) : NULL;
    mt_obj *res = step ? mt_binop(st, lo, step, MT_OP_ADD) : NULL;
    MT_XDECREF(span);
    MT_XDECREF(draw);
    MT_XDECREF(step);
    return res;
}

static mt_obj *
r_gauss(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"mu", 0}, {"sigma", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "Random.gauss", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    double mu = 0.0, sigma = 1.0;
    if ((v[0] && mt_number_as_double(st, v[0], &mu) < 0) ||
        (v[1] && mt_number_as_double(st, v[1], &sigma) < 0)) {
        return NULL;
    }
    rnd *r = SELF;
    double z;
    if (r->has_gauss) {
        z = r->gauss_next;
        r->has_gauss = 0;
    } else {
        double x2pi = rnd_double(r) * 2.0 * M_PI;
        double g2rad = sqrt(-2.0 * log(1.0 - rnd_double(r)));
        z = cos(x2pi) * g2rad;
        r->gauss_next = sin(x2pi) * g2rad;
        r->has_gauss = 1;
    }
    return mt_float_new(st, mu + z * sigma);
}

static double normal_draw(rnd *r);

static mt_obj *
r_normalvariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"mu", 0}, {"sigma", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "Random.normalvariate", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    double mu = 0.0, sigma = 1.0;
    if ((v[0] && mt_number_as_double(st, v[0], &mu) < 0) ||
        (v[1] && mt_number_as_double(st, v[1], &sigma) < 0)) {
        return NULL;
    }
    return mt_float_new(st, mu + normal_draw(SELF) * sigma);
}

static mt_obj *
r_expovariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"lambd", 1}, {NULL, 0}};
    mt_obj *lambd;
    if (mt_args_parse_py(st, "Random.expovariate", n - 1, args + 1, kw, specs, 1, &lambd) < 0) {
        return NULL;
    }
    double l;
    if (mt_number_as_double(st, lambd, &l) < 0) {
        return NULL;
    }
    if (l == 0) {
        return mt_raise(st, MT_EXC(ZeroDivisionError), "float division by zero");
    }
    return mt_float_new(st, -log(1.0 - rnd_double(SELF)) / l);
}

static mt_obj *
r_triangular(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"low", 0}, {"high", 0}, {"mode", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse_py(st, "Random.triangular", n - 1, args + 1, kw, specs, 3, v) < 0) {
        return NULL;
    }
    double low = 0.0, high = 1.0, mode = 0;
    if ((v[0] && mt_number_as_double(st, v[0], &low) < 0) ||
        (v[1] && mt_number_as_double(st, v[1], &high) < 0) ||
        (v[2] && v[2] != MT_NONE && mt_number_as_double(st, v[2], &mode) < 0)) {
        return NULL;
    }
    double u = rnd_double(SELF);
    if (high == low) {
        return mt_float_new(st, low);
    }
    double c = (!v[2] || v[2] == MT_NONE) ? 0.5 : (mode - low) / (high - low);
    if (u > c) {
        u = 1.0 - u;
        c = 1.0 - c;
        double t = low;
        low = high;
        high = t;
    }
    return mt_float_new(st, low + (high - low) * sqrt(u * c));
}

// Python's float x % y (the result takes the divisor's sign).
static double
py_fmod(double x, double y)
{
    double m = fmod(x, y);
    if (m != 0) {
        if ((y < 0) != (m < 0)) {
            m += y;
        }
    } else {
        m = copysign(0.0, y);
    }
    return m;
}

// x ** y for x >= 0 as CPython's float power (0.0 ** negative raises).
static mt_obj *
nonneg_pow(mt_state *st, double x, double y)
{
    if (x == 0 && y < 0) {
        return mt_raise(st, MT_EXC(ZeroDivisionError), "0.0 cannot be raised to a negative power");
    }
    double r = y == 0 ? 1.0 : pow(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y)) {
        return mt_raise(st, MT_EXC(OverflowError), "(34, 'Numerical result out of range')");
    }
    return mt_float_new(st, r);
}

static int
float_args(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, const char *name,
           const mt_argspec *specs, size_t nspec, double *out)
{
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, name, n - 1, args + 1, kw, specs, nspec, v) < 0) {
        return -1;
    }
    for (size_t i = 0; i < nspec; i++) {
        if (mt_number_as_double(st, v[i], &out[i]) < 0) {
            return -1;
        }
    }
    return 0;
}

// normalvariate's Kinderman-Monahan ratio method.
static double
normal_draw(rnd *r)
{
    const double magic = 4 * exp(-0.5) / sqrt(2.0);
    for (;;) {
        double u1 = rnd_double(r);
        double u2 = 1.0 - rnd_double(r);
        double z = magic * (u1 - 0.5) / u2;
        if (z * z / 4.0 <= -log(u2) || r->failed) {
            return z;
        }
    }
}

static mt_obj *
r_lognormvariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"mu", 1}, {"sigma", 1}, {NULL, 0}};
    double a[2];
    if (float_args(st, n, args, kw, "Random.lognormvariate", specs, 2, a) < 0) {
        return NULL;
    }
    double x = exp(a[0] + normal_draw(SELF) * a[1]);
    if (isinf(x)) {
        return mt_raise(st, MT_EXC(OverflowError), "math range error");
    }
    return mt_float_new(st, x);
}

static mt_obj *
r_vonmisesvariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"mu", 1}, {"kappa", 1}, {NULL, 0}};
    double a[2];
    if (float_args(st, n, args, kw, "Random.vonmisesvariate", specs, 2, a) < 0) {
        return NULL;
    }
    rnd *r = SELF;
    double mu = a[0], kappa = a[1];
    if (kappa <= 1e-6) {
        return mt_float_new(st, 2.0 * M_PI * rnd_double(r));
    }
    double s = 0.5 / kappa;
    double rr = s + sqrt(1.0 + s * s);
    double z;
    for (;;) {
        z = cos(M_PI * rnd_double(r));
        double d = z / (rr + z);
        double u2 = rnd_double(r);
        if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * exp(d) || r->failed) {
            break;
        }
    }
    double q = 1.0 / rr;
    double f = (q + z) / (1.0 + q * z);
    if (f < -1.0 || f > 1.0) {
        return mt_raise(st, MT_EXC(ValueError), "math domain error");
    }
    double theta = rnd_double(r) > 0.5 ? mu + acos(f) : mu - acos(f);
    return mt_float_new(st, py_fmod(theta, 2.0 * M_PI));
}

static mt_obj *
r_paretovariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"alpha", 1}, {NULL, 0}};
    double a[1];
    if (float_args(st, n, args, kw, "Random.paretovariate", specs, 1, a) < 0) {
        return NULL;
    }
    double u = 1.0 - rnd_double(SELF);
    if (a[0] == 0) {
        return mt_raise(st, MT_EXC(ZeroDivisionError), "float division by zero");
    }
    return nonneg_pow(st, u, -1.0 / a[0]);
}

static mt_obj *
r_weibullvariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"alpha", 1}, {"beta", 1}, {NULL, 0}};
    double a[2];
    if (float_args(st, n, args, kw, "Random.weibullvariate", specs, 2, a) < 0) {
        return NULL;
    }
    double u = 1.0 - rnd_double(SELF);
    if (a[1] == 0) {
        return mt_raise(st, MT_EXC(ZeroDivisionError), "float division by zero");
    }
    mt_obj *p = nonneg_pow(st, -log(u), 1.0 / a[1]);
    if (!p) {
        return NULL;
    }
    double x = a[0] * mt_float_val(p);
    MT_DECREF(p);
    return mt_float_new(st, x);
}

// gammavariate's draw: Cheng's method above alpha 1, an exponential at 1, Kennedy and
// Gentle's GS below (CPython's random.py algorithms).
static double
gamma_draw(rnd *r, double alpha)
{
    if (alpha > 1.0) {
        double ainv = sqrt(2.0 * alpha - 1.0);
        double bbb = alpha - log(4.0), ccc = alpha + ainv;
        for (;;) {
            double u1 = rnd_double(r);
            if (!(1e-7 < u1 && u1 < 0.9999999)) {
                if (r->failed) {
                    return 0.0;
                }
                continue;
            }
            double u2 = 1.0 - rnd_double(r);
            double v = log(u1 / (1.0 - u1)) / ainv;
            double x = alpha * exp(v);
            double z = u1 * u1 * u2;
            double rr = bbb + ccc * v - x;
            if (rr + (1.0 + log(4.5)) - 4.5 * z >= 0.0 || rr >= log(z) || r->failed) {
                return x;
            }
        }
    }
    if (alpha == 1.0) {
        return -log(1.0 - rnd_double(r));
    }
    for (;;) {
        double u = rnd_double(r);
        double b = (M_E + alpha) / M_E;
        double p = b * u;
        double x = p <= 1.0 ? pow(p, 1.0 / alpha) : -log((b - p) / alpha);
        double u1 = rnd_double(r);
        if (p > 1.0 ? u1 <= pow(x, alpha - 1.0) : u1 <= exp(-x)) {
            return x;
        }
        if (r->failed) {
            return 0.0;
        }
    }
}

static mt_obj *
r_gammavariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"alpha", 1}, {"beta", 1}, {NULL, 0}};
    double a[2];
    if (float_args(st, n, args, kw, "Random.gammavariate", specs, 2, a) < 0) {
        return NULL;
    }
    if (a[0] <= 0.0 || a[1] <= 0.0) {
        return mt_raise(st, MT_EXC(ValueError), "gammavariate: alpha and beta must be > 0.0");
    }
    return mt_float_new(st, gamma_draw(SELF, a[0]) * a[1]);
}

static mt_obj *
r_betavariate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"alpha", 1}, {"beta", 1}, {NULL, 0}};
    double a[2];
    if (float_args(st, n, args, kw, "Random.betavariate", specs, 2, a) < 0) {
        return NULL;
    }
    // gammavariate(alpha, 1.0), then gammavariate(beta, 1.0) when the first is not zero
    for (int i = 0; i < 2; i++) {
        if (a[i] <= 0.0) {
            return mt_raise(st, MT_EXC(ValueError), "gammavariate: alpha and beta must be > 0.0");
        }
        if (i == 0) {
            double y = gamma_draw(SELF, a[0]);
            if (y == 0.0) {
                return mt_float_new(st, 0.0);
            }
            a[0] = y;
        }
    }
    double y = a[0];
    return mt_float_new(st, y / (y + gamma_draw(SELF, a[1])));
}

static mt_obj *
r_getstate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    rnd *r = SELF;
    mt_obj *t = mt_tuple_new(st, MT_N + 1);
    if (!t) {
        return NULL;
    }
    for (int i = 0; i < MT_N; i++) {
        ((mt_tuple *)t)->items[i] = MT_FROM_SMALL(r->mt[i]);
    }
    ((mt_tuple *)t)->items[MT_N] = MT_FROM_SMALL(r->mti);
    mt_obj *g = r->has_gauss ? mt_float_new(st, r->gauss_next) : MT_NONE;
    mt_obj *res = g ? mt_tuple_pack(st, 3, MT_FROM_SMALL(3), t, g) : NULL;
    MT_DECREF(t);
    MT_XDECREF(g);
    return res;
}

static mt_obj *
r_setstate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    rnd *r = SELF;
    mt_obj *s = args[1];
    if (!mt_isinst(s, &mt_type_tuple) || MT_TUPLE_N(s) != 3 ||
        !mt_isinst(MT_TUPLE_ITEM(s, 1), &mt_type_tuple) ||
        MT_TUPLE_N(MT_TUPLE_ITEM(s, 1)) != MT_N + 1) {
        return mt_raise(st, MT_EXC(ValueError), "state vector is the wrong size");
    }
    mt_obj *t = MT_TUPLE_ITEM(s, 1);
    for (int i = 0; i <= MT_N; i++) {
        int64_t v;
        if (mt_int_as_i64(st, MT_TUPLE_ITEM(t, i), &v) < 0) {
            return NULL;
        }
        if (i < MT_N) {
            r->mt[i] = (uint32_t)v;
        } else {
            if (v < 0 || v > MT_N) {
                return mt_raise(st, MT_EXC(ValueError), "invalid state");
            }
            r->mti = (int)v;
        }
    }
    mt_obj *g = MT_TUPLE_ITEM(s, 2);
    r->has_gauss = g != MT_NONE;
    if (r->has_gauss && mt_number_as_double(st, g, &r->gauss_next) < 0) {
        return NULL;
    }
    return MT_NONE;
}

static mt_obj *
r_randbytes(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    int64_t k;
    if (count_arg(st, args[1],
                  SELF->sys ? "negative argument not allowed"
                            : "number of bits must be non-negative",
                  &k) < 0 ||
        mt_size_check(st, (size_t)k) < 0) {
        return NULL;
    }
    if (SELF->sys) {
        // SystemRandom.randbytes(n) is os.urandom(n)
        char *buf = mt_mem(st, (size_t)k + 1);
        mt_obj *r =
            !buf || host_entropy(st, buf, (size_t)k) < 0 ? NULL : mt_bytes_new(st, buf, (size_t)k);
        if (buf) {
            cm_free(buf);
        }
        return r;
    }
    // getrandbits(k * 8).to_bytes(k, 'little')
    mpz_ptr z = bits_mpz(st, SELF, (size_t)k * 8);
    if (!z) {
        return NULL;
    }
    char *buf = mt_mem(st, (size_t)k + 1);
    if (!buf) {
        mt_mpz_free(z);
        return NULL;
    }
    memset(buf, 0, (size_t)k + 1);
    size_t cnt = 0;
    if (mpz_sgn(z)) {
        mpz_export(buf, &cnt, -1, 1, 0, 0, z);
    }
    mt_mpz_free(z);
    mt_obj *r = mt_bytes_new(st, buf, (size_t)k);
    cm_free(buf);
    return r;
}

/* ---- SystemRandom: the host's urandom, no state ---- */

static mt_obj *
sys_seed(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)args;
    (void)kw;
    return MT_NONE;
}

static mt_obj *
sys_nostate(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_raise(st, MT_EXC(NotImplementedError), "System entropy source does not have state.");
}

// A method's result, or the exception of a SystemRandom host call that failed inside it
// (the words it drew after that were zeros, and the result is dropped).
static mt_obj *
checked(mt_state *st, mt_obj *self, mt_obj *res)
{
    rnd *r = (rnd *)self;
    if (!r->exc) {
        r->failed = 0;
        return res;
    }
    MT_XDECREF(res);
    mt_exc_clear(st);
    mt_obj *e = r->exc;
    r->exc = NULL;
    r->failed = 0;
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

#define CHECKED(name)                                                                              \
    static mt_obj *c_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)               \
    {                                                                                              \
        return checked(st, args[0], r_##name(st, n, args, kw));                                    \
    }
CHECKED(random)
CHECKED(randrange)
CHECKED(randint)
CHECKED(choice)
CHECKED(choices)
CHECKED(shuffle)
CHECKED(sample)
CHECKED(uniform)
CHECKED(gauss)
CHECKED(normalvariate)
CHECKED(lognormvariate)
CHECKED(vonmisesvariate)
CHECKED(paretovariate)
CHECKED(weibullvariate)
CHECKED(expovariate)
CHECKED(triangular)
CHECKED(gammavariate)
CHECKED(betavariate)

static const mt_method rnd_methods[] = {
    {"seed", r_seed, MT_ARGS(0, MT_VAR) | MT_KW},
    {"random", c_random, MT_ARGS(0, 0)},
    {"getrandbits", r_getrandbits, MT_ARGS(1, 1)},
    {"randrange", c_randrange, MT_ARGS(0, MT_VAR) | MT_KW},
    {"randint", c_randint, MT_ARGS(0, MT_VAR) | MT_KW},
    {"choice", c_choice, MT_ARGS(0, MT_VAR) | MT_KW},
    {"choices", c_choices, MT_ARGS(0, MT_VAR) | MT_KW},
    {"shuffle", c_shuffle, MT_ARGS(0, MT_VAR) | MT_KW},
    {"sample", c_sample, MT_ARGS(0, MT_VAR) | MT_KW},
    {"uniform", c_uniform, MT_ARGS(0, MT_VAR) | MT_KW},
    {"gauss", c_gauss, MT_ARGS(0, MT_VAR) | MT_KW},
    {"normalvariate", c_normalvariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"lognormvariate", c_lognormvariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"vonmisesvariate", c_vonmisesvariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"paretovariate", c_paretovariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"weibullvariate", c_weibullvariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"expovariate", c_expovariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"triangular", c_triangular, MT_ARGS(0, MT_VAR) | MT_KW},
    {"gammavariate", c_gammavariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"betavariate", c_betavariate, MT_ARGS(0, MT_VAR) | MT_KW},
    {"getstate", r_getstate, MT_ARGS(0, 0)},
    {"setstate", r_setstate, MT_ARGS(1, 1)},
    {"randbytes", r_randbytes, MT_ARGS(1, 1)},
    {NULL, NULL, 0}};

static const mt_method sysrnd_methods[] = {{"seed", sys_seed, MT_ARGS(0, MT_VAR) | MT_KW},
                                           {"getstate", sys_nostate, MT_ARGS(0, MT_VAR) | MT_KW},
                                           {"setstate", sys_nostate, MT_ARGS(0, MT_VAR) | MT_KW},
                                           {NULL, NULL, 0}};

static mt_obj *
rnd_new(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    // the arguments are __init__'s to check (a subclass may take others); a script's subclass may
    // add a __dict__ after the generator's fields
    rnd *r = (rnd *)mt_alloc(st, t, t->basicsize > sizeof(rnd) ? t->basicsize : sizeof(rnd));
    if (!r) {
        return NULL;
    }
    if (mt_issubtype(t, &sysrnd_type)) {
        r->sys = st; // SystemRandom(x) ignores x, as its seed() does
        return (mt_obj *)r;
    }
    // a valid state until __init__ seeds it (a subclass's own __init__ may not)
    init_genrand(r, 5489u);
    return (mt_obj *)r;
}

// Random.__init__(x=None): seed(x); also what a subclass's super().__init__(x) reaches.
static int
rnd_init(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"x", 0}, {NULL, 0}};
    mt_obj *v[1] = {0};
    if (n > 1) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "Random.__init__() takes from 1 to 2 positional arguments but %zu were "
                         "given",
                         n + 1);
    }
    if (mt_args_parse_py(st, "Random", n, args, kw, specs, 1, v) < 0) {
        return -1;
    }
    rnd *r = (rnd *)self;
    return r->sys ? 0 : do_seed(st, r, v[0]);
}

const mt_type rnd_type = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "random.Random",
    .flags = MT_TF_BASETYPE,
    .basicsize = sizeof(rnd),
    .base = &mt_type_object,
    .tp_new = rnd_new,
    .tp_init = rnd_init,
    .methods = rnd_methods,
};

const mt_type sysrnd_type = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "random.SystemRandom",
    .flags = MT_TF_BASETYPE,
    .basicsize = sizeof(rnd),
    .base = &rnd_type,
    .tp_new = rnd_new,
    .tp_init = rnd_init,
    .methods = sysrnd_methods,
};

/* ---- module functions: the methods of a hidden instance ---- */

static mt_obj *
default_inst(mt_state *st)
{
    // sys.modules["random"] may be anything a script put there: only a module is read,
    // by a lookup that compares names without calling a script's __eq__
    mt_obj *m = st->modules ? mt_dict_get_str_borrow(st->modules, "random") : NULL;
    mt_obj *r = m && MT_TYPE(m) == &mt_type_module
                    ? mt_dict_get_str_borrow(((mt_module *)m)->dict, "_inst")
                    : NULL;
    if (!r || MT_TYPE(r) != &rnd_type) {
        return mt_raise(st, MT_EXC(RuntimeError), "random: the default generator is missing");
    }
    return r;
}

static mt_obj *
call_on_default(mt_state *st, mt_cfunc fn, size_t n, mt_obj *const *args, mt_obj *kw)
{
    mt_obj *r = default_inst(st);
    if (!r) {
        return NULL;
    }
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    mt_obj *small[16];
    if (n + nk + 1 > 16) {
        return mt_raise(st, MT_EXC(TypeError), "too many arguments");
    }
    small[0] = r;
    for (size_t i = 0; i < n + nk; i++) {
        small[i + 1] = args[i];
    }
    return fn(st, n + 1, small, kw);
}

#define WRAP(name)                                                                                 \
    static mt_obj *m_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)               \
    {                                                                                              \
        return call_on_default(st, c_##name, n, args, kw);                                         \
    }
#define WRAPR(name)                                                                                \
    static mt_obj *m_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)               \
    {                                                                                              \
        return call_on_default(st, r_##name, n, args, kw);                                         \
    }
WRAPR(seed)
WRAP(random)
WRAPR(getrandbits)
WRAP(randrange)
WRAP(randint)
WRAP(choice)
WRAP(choices)
WRAP(shuffle)
WRAP(sample)
WRAP(uniform)
WRAP(gauss)
WRAP(normalvariate)
WRAP(expovariate)
WRAP(triangular)
WRAP(lognormvariate)
WRAP(vonmisesvariate)
WRAP(paretovariate)
WRAP(weibullvariate)
WRAP(gammavariate)
WRAP(betavariate)
WRAPR(getstate)
WRAPR(setstate)
WRAPR(randbytes)

// CPython's module constants, as random.py computes them (4*exp(-0.5)/sqrt(2.0), 2*pi,
// log(4.0), 1.0+log(4.5), 2**-53), written out so they are bit for bit the same.
static const struct {
    const char *name;
    double value;
} random_consts[] = {{"LOG4", 1.3862943611198906},
                     {"NV_MAGICCONST", 1.7155277699214135},
                     {"RECIP_BPF", 1.1102230246251565e-16},
                     {"SG_MAGICCONST", 2.504077396776274},
                     {"TWOPI", 6.283185307179586}};

// The module's __getattr__ (PEP 562): the constants are put in the module at the first use
// of one, so `import random` does not pay for them; one a script set or deleted is left as it
// is, and any other name is an AttributeError that changes nothing.
static mt_obj *
m___getattr__(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *name = args[0];
    if (!mt_isinst(name, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "attribute name must be string, not '%s'",
                        mt_type_name(name));
    }
    size_t nconsts = sizeof random_consts / sizeof random_consts[0];
    size_t want = 0;
    while (want < nconsts && !mt_str_eq_c(name, random_consts[want].name)) {
        want++;
    }
    if (want == nconsts) {
        if (mt_str_eq_c(name, "BPF")) {
            return MT_FROM_SMALL(53);
        }
        return mt_raise(st, MT_EXC(AttributeError), "module 'random' has no attribute '%s'",
                        mt_str_data(name));
    }
    mt_obj *m = mt_dict_get_str_borrow(st->modules, "random");
    mt_obj *d = m && MT_TYPE(m) == &mt_type_module ? ((mt_module *)m)->dict : NULL;
    if (d && !mt_dict_get_str_borrow(d, "BPF") &&
        mt_dict_set_str(st, d, "BPF", MT_FROM_SMALL(53)) < 0) {
        return NULL;
    }
    for (size_t i = 0; d && i < nconsts; i++) {
        if (i == want || mt_dict_get_str_borrow(d, random_consts[i].name)) {
            continue;
        }
        mt_obj *v = mt_float_new(st, random_consts[i].value);
        int rc = v ? mt_dict_set_str(st, d, random_consts[i].name, v) : -1;
        MT_XDECREF(v);
        if (rc < 0) {
            return NULL;
        }
    }
    // the one asked for was missing from the module (or the module is not in sys.modules)
    mt_obj *v = mt_float_new(st, random_consts[want].value);
    if (v && d && mt_dict_set_str(st, d, random_consts[want].name, v) < 0) {
        MT_DECREF(v);
        return NULL;
    }
    return v;
}

static const mt_method random_methods[] = {
    {"__getattr__", m___getattr__, MT_ARGS(1, 1) | MT_NOSELF},
    {"seed", m_seed, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"random", m_random, MT_ARGS(0, 0) | MT_NOSELF},
    {"getrandbits", m_getrandbits, MT_ARGS(1, 1) | MT_NOSELF},
    {"randrange", m_randrange, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"randint", m_randint, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"choice", m_choice, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"choices", m_choices, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"shuffle", m_shuffle, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"sample", m_sample, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"uniform", m_uniform, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"gauss", m_gauss, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"normalvariate", m_normalvariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"expovariate", m_expovariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"triangular", m_triangular, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"lognormvariate", m_lognormvariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"vonmisesvariate", m_vonmisesvariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"paretovariate", m_paretovariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"weibullvariate", m_weibullvariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"gammavariate", m_gammavariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"betavariate", m_betavariate, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"getstate", m_getstate, MT_ARGS(0, 0) | MT_NOSELF},
    {"setstate", m_setstate, MT_ARGS(1, 1) | MT_NOSELF},
    {"randbytes", m_randbytes, MT_ARGS(1, 1) | MT_NOSELF},
    {NULL, NULL, 0}};

static int
random_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    mt_obj *inst = rnd_new(st, &rnd_type, 0, NULL, NULL);
    if (!inst || rnd_init(st, inst, 0, NULL, NULL) < 0) {
        MT_XDECREF(inst);
        return -1;
    }
    int rc = mt_dict_set_str(st, d, "_inst", inst);
    MT_DECREF(inst);
    if (rc < 0 || mt_dict_set_str(st, d, "Random", (mt_obj *)&rnd_type) < 0 ||
        mt_dict_set_str(st, d, "SystemRandom", (mt_obj *)&sysrnd_type) < 0) {
        return -1;
    }
    return 0;
}

const mt_module_def mt_module_random = {"random", random_methods, random_init};
