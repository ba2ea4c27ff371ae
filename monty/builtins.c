/* The builtins namespace: a static table of functions and types, found by name. */
#include "config.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/mod_fetch.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

#define ARGV mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw

/* ---- output ---- */

static int
stream_fd(mt_obj *f)
{
    if (MT_TYPE(f) == &mt_type_textstream) {
        return ((mt_textstream *)f)->fd;
    }
    return -1;
}

static mt_obj *
bi_print(ARGV)
{
    static const mt_argspec specs[] = {
        {"sep", 0}, {"end", 0}, {"file", 0}, {"flush", 0}, {NULL, 0}};
    mt_obj *a[4] = {NULL, NULL, NULL, NULL};
    size_t nk = kw ? MT_TUPLE_N(kw) : 0;
    for (size_t k = 0; k < nk; k++) {
        mt_obj *name = MT_TUPLE_ITEM(kw, k);
        size_t i;
        for (i = 0; specs[i].name; i++) {
            if (mt_str_eq_c(name, specs[i].name)) {
                a[i] = args[n + k];
                break;
            }
        }
        if (!specs[i].name) {
            return mt_raise(st, MT_EXC(TypeError),
                            "'%U' is an invalid keyword argument for print()", name);
        }
    }
    mt_obj *sep = a[0], *end = a[1], *file = a[2];
    if (sep && sep != MT_NONE && !mt_isinst(sep, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "sep must be None or a string, not %s",
                        mt_type_name(sep));
    }
    if (end && end != MT_NONE && !mt_isinst(end, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "end must be None or a string, not %s",
                        mt_type_name(end));
    }
    cm_buf b;
    mt_buf_init(st, &b);
    for (size_t i = 0; i < n; i++) {
        if (i) {
            if (sep && sep != MT_NONE) {
                (void)!cm_buf_add(&b, mt_str_data(sep), mt_str_len(sep));
            } else {
                (void)!cm_buf_addc(&b, ' ');
            }
        }
        mt_obj *s = mt_tostr(st, args[i]);
        if (!s) {
            cm_buf_free(&b);
            return NULL;
        }
        (void)!cm_buf_add(&b, mt_str_data(s), mt_str_len(s));
        MT_DECREF(s);
    }
    if (end && end != MT_NONE) {
        (void)!cm_buf_add(&b, mt_str_data(end), mt_str_len(end));
    } else {
        (void)!cm_buf_addc(&b, '\n');
    }
    int fd = 1;
    if (file && file != MT_NONE) {
        fd = stream_fd(file);
        if (fd < 0) {
            mt_obj *w = mt_getattr_opt(st, file, MT_NAME(write));
            if (!w) {
                cm_buf_free(&b);
                if (st->exc) {
                    return NULL;
                }
                return mt_raise(st, MT_EXC(AttributeError), "'%s' object has no attribute 'write'",
                                mt_type_name(file));
            }
            mt_obj *s = mt_str_from_buf(st, &b);
            mt_obj *r = s ? mt_call1(st, w, s) : NULL;
            MT_XDECREF(s);
            MT_DECREF(w);
            if (!r) {
                return NULL;
            }
            MT_DECREF(r);
            return MT_NONE;
        }
    }
    int rc = mt_write_out(st, fd, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return rc < 0 ? NULL : MT_NONE;
}

/* ---- simple functions ---- */

static mt_obj *
bi_len(ARGV)
{
    (void)n;
    (void)kw;
    ssize_t r = mt_len(st, args[0]);
    return r < 0 ? NULL : mt_int_from_i64(st, r);
}

static mt_obj *
bi_repr(ARGV)
{
    (void)n;
    (void)kw;
    return mt_repr(st, args[0]);
}

static mt_obj *
bi_ascii(ARGV)
{
    (void)n;
    (void)kw;
    return mt_ascii(st, args[0]);
}

static mt_obj *
bi_abs(ARGV)
{
    (void)n;
    (void)kw;
    mt_obj *x = args[0];
    if (mt_int_check(x)) {
        return mt_int_sign(x) < 0 ? mt_unop(st, x, MT_UN_NEG) : mt_unop(st, x, MT_UN_POS);
    }
    if (MT_TYPE(x) == &mt_type_float) {
        return mt_float_new(st, fabs(mt_float_val(x)));
    }
    mt_obj *m = mt_lookup_special(st, x, MT_NAME(__abs__));
    if (m) {
        mt_obj *r = mt_call0(st, m);
        MT_DECREF(m);
        return r;
    }
    if (st->exc) {
        return NULL;
    }
    return mt_raise(st, MT_EXC(TypeError), "bad operand type for abs(): '%s'", mt_type_name(x));
}

static mt_obj *
all_any(mt_state *st, mt_obj *iterable, int want_all)
{
    mt_obj *it = mt_iter(st, iterable);
    if (!it) {
        return NULL;
    }
    for (;;) {
        mt_obj *x = mt_next(st, it);
        if (!x) {
            MT_DECREF(it);
            return st->exc ? NULL : MT_BOOL(want_all);
        }
        int t = mt_truth(st, x);
        MT_DECREF(x);
        if (t < 0) {
            MT_DECREF(it);
            return NULL;
        }
        if (t != want_all) {
            MT_DECREF(it);
            return MT_BOOL(!want_all);
        }
    }
}

static mt_obj *
bi_all(ARGV)
{
    (void)n;
    (void)kw;
    return all_any(st, args[0], 1);
}

static mt_obj *
bi_any(ARGV)
{
    (void)n;
    (void)kw;
    return all_any(st, args[0], 0);
}

static mt_obj *
to_base(mt_state *st, mt_obj *x, int base)
{
    mt_obj *v = mt_index_int(st, x);
    if (!v) {
        return NULL;
    }
    mt_obj *r = mt_int_to_base(st, v, base, 1);
    MT_DECREF(v);
    return r;
}

static mt_obj *
bi_bin(ARGV)
{
    (void)n;
    (void)kw;
    return to_base(st, args[0], 2);
}

static mt_obj *
bi_oct(ARGV)
{
    (void)n;
    (void)kw;
    return to_base(st, args[0], 8);
}

static mt_obj *
bi_hex(ARGV)
{
    (void)n;
    (void)kw;
    return to_base(st, args[0], 16);
}

static mt_obj *
bi_callable(ARGV)
{
    (void)st;
    (void)n;
    (void)kw;
    return MT_BOOL(mt_callable(args[0]));
}

static mt_obj *
bi_chr(ARGV)
{
    (void)n;
    (void)kw;
    mt_obj *iv = mt_index_int(st, args[0]); // an int, or an object with __index__
    if (!iv) {
        return NULL;
    }
    int64_t c;
    int rc = mt_int_as_i64(st, iv, &c);
    MT_DECREF(iv);
    if (rc < 0) {
        return NULL;
    }
    if (c < 0 || c > 0x10ffff) {
        return mt_raise(st, MT_EXC(ValueError), "chr() arg not in range(0x110000)");
    }
    return mt_str_char(st, (uint32_t)c);
}

static mt_obj *
bi_ord(ARGV)
{
    (void)n;
    (void)kw;
    mt_obj *x = args[0];
    if (mt_isinst(x, &mt_type_str)) {
        size_t nc = ((mt_str *)x)->nchars;
        if (nc != 1) {
            return mt_raise(st, MT_EXC(TypeError),
                            "ord() expected a character, but string of length %zu found", nc);
        }
        size_t i = 0;
        return MT_FROM_SMALL(mt_utf8_get(mt_str_data(x), &i));
    }
    if (mt_bytes_check(x)) {
        mt_bytes *b = (mt_bytes *)x;
        if (b->len != 1) {
            return mt_raise(st, MT_EXC(TypeError),
                            "ord() expected a character, but string of length %zu found", b->len);
        }
        return MT_FROM_SMALL((unsigned char)b->data[0]);
    }
    return mt_raise(st, MT_EXC(TypeError), "ord() expected string of length 1, but %s found",
                    mt_type_name(x));
}

static mt_obj *
bi_divmod(ARGV)
{
    (void)n;
    (void)kw;
    mt_obj *a = args[0], *b = args[1];
    if ((MT_TYPE(a)->flags & MT_TF_HEAP) || (MT_TYPE(b)->flags & MT_TF_HEAP)) {
        mt_obj *m = mt_lookup_special(st, a, MT_NAME(__divmod__));
        if (m) {
            mt_obj *r = mt_call1(st, m, b);
            MT_DECREF(m);
            if (r != MT_NOTIMPL) {
                return r;
            }
            MT_DECREF(r);
        }
        mt_obj *rm = mt_lookup_special(st, b, MT_NAME(__rdivmod__));
        if (rm) {
            mt_obj *r = mt_call1(st, rm, a);
            MT_DECREF(rm);
            if (r != MT_NOTIMPL) {
                return r;
            }
            MT_DECREF(r);
        }
    }
    int numa = mt_int_check(a) || MT_TYPE(a) == &mt_type_float;
    int numb = mt_int_check(b) || MT_TYPE(b) == &mt_type_float;
    if (!numa || !numb) {
        return mt_raise(st, MT_EXC(TypeError),
                        "unsupported operand type(s) for divmod(): '%s' and '%s'", mt_type_name(a),
                        mt_type_name(b));
    }
    if (mt_float_divmod_zero(st, a, b) < 0) {
        return NULL;
    }
    mt_obj *q = mt_binop(st, a, b, MT_OP_FLOORDIV);
    if (!q) {
        return NULL;
    }
    mt_obj *r = mt_binop(st, a, b, MT_OP_MOD);
    if (!r) {
        MT_DECREF(q);
        return NULL;
    }
    mt_obj *t = mt_tuple_pack(st, 2, q, r);
    MT_DECREF(q);
    MT_DECREF(r);
    return t;
}

static mt_obj *
bi_pow(ARGV)
{
    static const mt_argspec specs[] = {{"base", 1}, {"exp", 1}, {"mod", 0}, {NULL, 0}};
    mt_obj *a[3];
    if (mt_args_parse(st, "pow", n, args, kw, specs, 3, a) < 0) {
        return NULL;
    }
    if (!a[2] || a[2] == MT_NONE) {
        return mt_binop(st, a[0], a[1], MT_OP_POW);
    }
    // three arguments: only the base's own __pow__(exp, mod) is asked (no __rpow__), as
    // CPython's ternary slot; other operands than numbers are unsupported
    if ((MT_TYPE(a[0])->flags & MT_TF_HEAP) &&
        mt_type_heap_dunder(MT_TYPE(a[0]), MT_NAME(__pow__))) {
        mt_obj *m = mt_lookup_special(st, a[0], MT_NAME(__pow__));
        if (!m && st->exc) {
            return NULL;
        }
        mt_obj *r = m ? mt_call2(st, m, a[1], a[2]) : MT_NOTIMPL;
        MT_XDECREF(m);
        if (r != MT_NOTIMPL) {
            return r;
        }
        MT_DECREF(r);
    }
    for (int i = 0; i < 3; i++) {
        if (!mt_int_check(a[i]) && !mt_isinst(a[i], &mt_type_float) &&
            !mt_isinst(a[i], &mt_type_complex)) {
            return mt_raise(st, MT_EXC(TypeError),
                            "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                            mt_type_name(a[0]), mt_type_name(a[1]), mt_type_name(a[2]));
        }
    }
    if (mt_isinst(a[0], &mt_type_complex) || mt_isinst(a[1], &mt_type_complex) ||
        mt_isinst(a[2], &mt_type_complex)) {
        return mt_raise(st, MT_EXC(ValueError), "complex modulo");
    }
    if (!mt_int_check(a[0]) || !mt_int_check(a[1]) || !mt_int_check(a[2])) {
        return mt_raise(st, MT_EXC(TypeError),
                        "pow() 3rd argument not allowed unless all arguments are integers");
    }
    if (mt_int_sign(a[2]) == 0) {
        return mt_raise(st, MT_EXC(ValueError), "pow() 3rd argument cannot be 0");
    }
    return mt_int_powmod(st, a[0], a[1], a[2]);
}

static mt_obj *
bi_round(ARGV)
{
    static const mt_argspec specs[] = {{"number", 1}, {"ndigits", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "round", n, args, kw, specs, 2, a) < 0) {
        return NULL;
    }
    mt_obj *x = a[0];
    mt_obj *nd = a[1] && a[1] != MT_NONE ? a[1] : NULL;
    // a subclass of int or float without its own __round__ rounds as its base
    int plain =
        !(MT_TYPE(x)->flags & MT_TF_HEAP) || !mt_type_heap_dunder(MT_TYPE(x), MT_NAME(__round__));
    if (plain && (mt_int_check(x) || mt_isinst(x, &mt_type_float))) {
        return mt_round_number(st, x, nd);
    }
    mt_obj *m = mt_lookup_special(st, x, MT_NAME(__round__));
    if (m) {
        mt_obj *r = nd ? mt_call1(st, m, nd) : mt_call0(st, m);
        MT_DECREF(m);
        return r;
    }
    if (st->exc) {
        return NULL;
    }
    return mt_raise(st, MT_EXC(TypeError), "type %s doesn't define __round__ method",
                    mt_type_name(x));
}

mt_obj *
mt_round_number(mt_state *st, mt_obj *x, mt_obj *nd)
{
    if (mt_int_check(x)) {
        if (!nd) {
            return mt_unop(st, x, MT_UN_POS);
        }
        // an ndigits past an index is clamped: it keeps x whole or rounds it to 0
        int64_t d;
        if (mt_index_ssize(st, nd, NULL, &d) < 0) {
            return NULL;
        }
        if (d >= 0) {
            return mt_unop(st, x, MT_UN_POS);
        }
        // |x| < 10**digits <= 10**-d / 10: x rounds to 0 without building 10**-d
        if ((uint64_t)-d > mt_int_decimal_digits_bound(x)) {
            return MT_FROM_SMALL(0);
        }
        // round half to even at 10**-d
        mt_obj *e = mt_int_from_i64(st, -d);
        mt_obj *p = e ? mt_binop(st, MT_FROM_SMALL(10), e, MT_OP_POW) : NULL;
        MT_XDECREF(e);
        if (!p) {
            return NULL;
        }
        mt_obj *q = mt_binop(st, x, p, MT_OP_FLOORDIV);
        mt_obj *r = q ? mt_binop(st, x, p, MT_OP_MOD) : NULL;
        if (!r) {
            MT_XDECREF(q);
            MT_DECREF(p);
            return NULL;
        }
        mt_obj *twice = mt_binop(st, r, MT_FROM_SMALL(2), MT_OP_MUL);
        int c = twice ? mt_int_cmp(twice, p) : 0;
        MT_XDECREF(twice);
        int odd = 0;
        mt_obj *qo = mt_binop(st, q, MT_FROM_SMALL(1), MT_OP_AND);
        if (qo) {
            odd = mt_int_sign(qo) != 0;
            MT_DECREF(qo);
        }
        if (c > 0 || (c == 0 && odd)) {
            mt_obj *q2 = mt_binop(st, q, MT_FROM_SMALL(1), MT_OP_ADD);
            MT_DECREF(q);
            q = q2;
        }
        MT_DECREF(r);
        mt_obj *res = q ? mt_binop(st, q, p, MT_OP_MUL) : NULL;
        MT_XDECREF(q);
        MT_DECREF(p);
        return res;
    }
    {
        double v = mt_float_val(x);
        if (!nd) {
            if (isnan(v)) {
                return mt_raise(st, MT_EXC(ValueError), "cannot convert float NaN to integer");
            }
            if (isinf(v)) {
                return mt_raise(st, MT_EXC(OverflowError),
                                "cannot convert float infinity to integer");
            }
            double r = nearbyint(v); // default rounding mode is half-to-even
            return mt_int_from_double(st, r);
        }
        int64_t d;
        if (mt_index_ssize(st, nd, NULL, &d) < 0) {
            return NULL;
        }
        if (!isfinite(v) || v == 0) {
            return mt_float_new(st, v);
        }
        if (d > 300) {
            return mt_float_new(st, v);
        }
        if (d < -308) {
            return mt_float_new(st, copysign(0.0, v));
        }
        // correctly rounded via decimal string (as CPython's _Py_dg_dtoa mode 3)
        char buf[400];
        if (d >= 0) {
            snprintf(buf, sizeof buf, "%.*f", (int)d, v);
            return mt_float_new(st, strtod(buf, NULL));
        }
        double p = pow(10.0, (double)-d);
        double y = v / p;
        double z = nearbyint(y);
        if (fabs(y - z) == 0.5) {
            z = 2.0 * nearbyint(y / 2.0);
        }
        return mt_float_new(st, z * p);
    }
}

static mt_obj *
bi_sum(ARGV)
{
    // sum(iterable, /, start=0)
    static const mt_argspec specs[] = {{"iterable", 2}, {"start", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (mt_args_parse(st, "sum", n, args, kw, specs, 2, a) < 0) {
        return NULL;
    }
    mt_obj *acc = a[1] ? a[1] : MT_FROM_SMALL(0);
    if (mt_isinst(acc, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "sum() can't sum strings [use ''.join(seq) instead]");
    }
    if (mt_bytes_check(acc)) {
        return mt_raise(st, MT_EXC(TypeError), "sum() can't sum bytes [use b''.join(seq) instead]");
    }
    MT_INCREF(acc);
    mt_obj *it = mt_iter(st, a[0]);
    if (!it) {
        MT_DECREF(acc);
        return NULL;
    }
    // float accumulation uses compensated summation like CPython 3.12? 3.11 is plain
    for (;;) {
        mt_obj *x = mt_next(st, it);
        if (!x) {
            break;
        }
        mt_obj *r;
        if (MT_IS_SMALL(acc) && MT_IS_SMALL(x)) {
            r = mt_int_from_i64(st, MT_SMALL_VAL(acc) + MT_SMALL_VAL(x));
        } else {
            r = mt_binop(st, acc, x, MT_OP_ADD);
        }
        MT_DECREF(x);
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

static mt_obj *
minmax(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, int is_max)
{
    const char *name = is_max ? "max" : "min";
    mt_obj *key = NULL, *dflt = NULL;
    if (n == 0) { // CPython counts the positional arguments before it reads a keyword
        return mt_raise(st, MT_EXC(TypeError), "%s expected at least 1 argument, got 0", name);
    }
    if (kw) {
        for (size_t k = 0; k < MT_TUPLE_N(kw); k++) {
            mt_obj *nm = MT_TUPLE_ITEM(kw, k);
            if (mt_str_eq_c(nm, "key")) {
                key = args[n + k];
            } else if (mt_str_eq_c(nm, "default")) {
                dflt = args[n + k];
            } else {
                return mt_raise(st, MT_EXC(TypeError),
                                "'%U' is an invalid keyword argument for %s()", nm, name);
            }
        }
    }
    if (key == MT_NONE) {
        key = NULL;
    }
    mt_obj *src;
    if (n == 1) {
        src = args[0];
        MT_INCREF(src);
    } else {
        if (dflt) {
            return mt_raise(st, MT_EXC(TypeError),
                            "Cannot specify a default for %s() with multiple positional arguments",
                            name);
        }
        src = mt_tuple_from_array(st, args, n);
        if (!src) {
            return NULL;
        }
    }
    mt_obj *it = mt_iter(st, src);
    MT_DECREF(src);
    if (!it) {
        return NULL;
    }
    mt_obj *best = NULL, *bestk = NULL;
    for (;;) {
        mt_obj *x = mt_next(st, it);
        if (!x) {
            break;
        }
        mt_obj *k = x;
        if (key) {
            k = mt_call1(st, key, x);
            if (!k) {
                MT_DECREF(x);
                break;
            }
        } else {
            MT_INCREF(k);
        }
        if (!best) {
            best = x;
            bestk = k;
            continue;
        }
        // the new item on the left, as CPython asks "k > best" (max) or "k < best" (min): that
        // decides which dunder runs and what an unorderable pair's TypeError says
        int better;
        if (is_max) {
            mt_obj *r = mt_richcmp(st, k, bestk, MT_CMP_GT);
            better = r ? mt_truth(st, r) : -1;
            MT_XDECREF(r);
        } else {
            better = mt_lt(st, k, bestk);
        }
        if (better < 0) {
            MT_DECREF(x);
            MT_DECREF(k);
            break;
        }
        if (better) {
            MT_DECREF(best);
            MT_DECREF(bestk);
            best = x;
            bestk = k;
        } else {
            MT_DECREF(x);
            MT_DECREF(k);
        }
    }
    MT_DECREF(it);
    MT_XDECREF(bestk);
    if (st->exc) {
        MT_XDECREF(best);
        return NULL;
    }
    if (!best) {
        if (dflt) {
            MT_INCREF(dflt);
            return dflt;
        }
        return mt_raise(st, MT_EXC(ValueError), "%s() arg is an empty sequence", name);
    }
    return best;
}

static mt_obj *
bi_min(ARGV)
{
    return minmax(st, n, args, kw, 0);
}

static mt_obj *
bi_max(ARGV)
{
    return minmax(st, n, args, kw, 1);
}

static mt_obj *
bi_sorted(ARGV)
{
    static const mt_argspec specs[] = {{"key", 0}, {"reverse", 0}, {NULL, 0}};
    mt_obj *a[2];
    if (n != 1) {
        return mt_raise(st, MT_EXC(TypeError), "sorted expected 1 argument, got %zu", n);
    }
    // the keywords are list.sort's, and CPython's errors for them name it
    if (mt_args_parse(st, "sort", 0, args + 1, kw, specs, 0, a) < 0) {
        return NULL;
    }
    mt_obj *l = mt_list_from_iter(st, args[0]);
    if (!l) {
        return NULL;
    }
    int rev = mt_sort_reverse(st, a[1]);
    if (rev < 0 || mt_list_sort(st, l, a[0], rev) < 0) {
        MT_DECREF(l);
        return NULL;
    }
    return l;
}

// A script metaclass's __instancecheck__ / __subclasscheck__ (an ABC's) for cls: 1 or 0, -1 on
// error, -2 when type(cls) has none (the plain check applies).
static int
meta_check(mt_state *st, mt_obj *cls, mt_obj *name, mt_obj *arg)
{
    const mt_type *meta = MT_TYPE(cls);
    mt_obj *hook = (meta->flags & MT_TF_HEAP) ? mt_type_heap_dunder(meta, name) : NULL;
    if (!hook) {
        return -2;
    }
    mt_obj *r;
    if (MT_TYPE(hook) == &mt_type_function) {
        mt_obj *argv[2] = {cls, arg};
        r = mt_call(st, hook, 2, argv, NULL);
    } else {
        r = mt_call_method(st, cls, name, 1, &arg);
    }
    if (!r) {
        return -1;
    }
    int t = mt_truth(st, r);
    MT_DECREF(r);
    return t;
}

static int
instance_check(mt_state *st, mt_obj *o, mt_obj *cls)
{
    if (MT_TYPE(cls) == &mt_type_tuple) {
        if (mt_recur_enter(st, " in __instancecheck__") < 0) {
            return -1;
        }
        int r = 0;
        for (size_t i = 0; i < MT_TUPLE_N(cls) && r == 0; i++) {
            r = instance_check(st, o, MT_TUPLE_ITEM(cls, i));
        }
        mt_recur_leave(st);
        return r;
    }
    if ((mt_obj *)MT_TYPE(o) != cls) { // an exact match never asks the metaclass
        int r = meta_check(st, cls, MT_NAME(__instancecheck__), o);
        if (r != -2) {
            return r;
        }
    }
    return mt_isinstance(st, o, cls);
}

static mt_obj *
bi_isinstance(ARGV)
{
    (void)n;
    (void)kw;
    int r = instance_check(st, args[0], args[1]);
    return r < 0 ? NULL : MT_BOOL(r);
}

static int
subclass_check(mt_state *st, mt_obj *c, mt_obj *cls)
{
    if (MT_TYPE(cls) == &mt_type_tuple) {
        if (mt_recur_enter(st, " in __subclasscheck__") < 0) {
            return -1;
        }
        int r = 0;
        for (size_t i = 0; i < MT_TUPLE_N(cls) && r == 0; i++) {
            r = subclass_check(st, c, MT_TUPLE_ITEM(cls, i));
        }
        mt_recur_leave(st);
        return r;
    }
    if (MT_TYPE(cls) == &mt_type_union) { // int | str: any of its members
        mt_obj *members = mt_getattr_s(st, cls, "__args__");
        int r = members ? subclass_check(st, c, members) : -1;
        MT_XDECREF(members);
        return r;
    }
    if (MT_TYPE(cls) == &mt_type_genericalias) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "issubclass() argument 2 cannot be a parameterized generic");
    }
    // type(cls).__subclasscheck__ first, as CPython: typing's aliases are not classes
    int h = meta_check(st, cls, MT_NAME(__subclasscheck__), c);
    if (h != -2) {
        return h;
    }
    // the plain check: only here must the first argument be a class (a hook takes anything,
    // and an empty tuple of classes matches nothing), as CPython's recursive_issubclass
    if (!mt_isinst(c, &mt_type_type)) {
        return mt_raisei(st, MT_EXC(TypeError), "issubclass() arg 1 must be a class");
    }
    if (!mt_isinst(cls, &mt_type_type)) {
        return mt_raisei(st, MT_EXC(TypeError),
                         "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    }
    return mt_issubtype((const mt_type *)c, (const mt_type *)cls);
}

static mt_obj *
bi_issubclass(ARGV)
{
    (void)n;
    (void)kw;
    int r = subclass_check(st, args[0], args[1]);
    return r < 0 ? NULL : MT_BOOL(r);
}

static int
want_name(mt_state *st, mt_obj *name, const char *fn)
{
    if (!mt_isinst(name, &mt_type_str)) {
        (void)fn;
        return mt_raisei(st, MT_EXC(TypeError), "attribute name must be string, not '%s'",
                         mt_type_name(name));
    }
    return 0;
}

static mt_obj *
bi_getattr(ARGV)
{
    (void)kw;
    if (want_name(st, args[1], "getattr") < 0) {
        return NULL;
    }
    mt_obj *r = mt_getattr(st, args[0], args[1]);
    if (!r && n > 2 && mt_exc_matches(st, MT_EXC(AttributeError))) {
        mt_exc_clear(st);
        MT_INCREF(args[2]);
        return args[2];
    }
    return r;
}

static mt_obj *
bi_setattr(ARGV)
{
    (void)n;
    (void)kw;
    if (want_name(st, args[1], "setattr") < 0) {
        return NULL;
    }
    return mt_setattr(st, args[0], args[1], args[2]) < 0 ? NULL : MT_NONE;
}

static mt_obj *
bi_delattr(ARGV)
{
    (void)n;
    (void)kw;
    if (want_name(st, args[1], "delattr") < 0) {
        return NULL;
    }
    return mt_setattr(st, args[0], args[1], NULL) < 0 ? NULL : MT_NONE;
}

static mt_obj *
bi_hasattr(ARGV)
{
    (void)n;
    (void)kw;
    if (want_name(st, args[1], "hasattr") < 0) {
        return NULL;
    }
    mt_obj *r = mt_getattr(st, args[0], args[1]);
    if (!r) {
        if (mt_exc_matches(st, MT_EXC(AttributeError))) {
            mt_exc_clear(st);
            return MT_FALSE;
        }
        return NULL;
    }
    MT_DECREF(r);
    return MT_TRUE;
}

static mt_obj *
bi_id(ARGV)
{
    (void)n;
    (void)kw;
    return mt_int_from_u64(st, (uint64_t)(uintptr_t)args[0] >> (MT_IS_SMALL(args[0]) ? 0 : 0));
}

static mt_obj *
bi_hash(ARGV)
{
    (void)n;
    (void)kw;
    int64_t h = mt_hash(st, args[0]);
    if (h == -1 && st->exc) {
        return NULL;
    }
    return mt_int_from_i64(st, h);
}

static mt_obj *
bi_iter(ARGV)
{
    (void)kw;
    if (n == 2) {
        if (!mt_callable(args[0])) {
            return mt_raise(st, MT_EXC(TypeError), "iter(v, w): v must be callable");
        }
        return mt_calliter_new(st, args[0], args[1]);
    }
    return mt_iter(st, args[0]);
}

static mt_obj *
bi_next(ARGV)
{
    (void)kw;
    mt_obj *it = args[0];
    const mt_type *t = MT_TYPE(it);
    if (!t->next && !((t->flags & MT_TF_HEAP) && mt_type_heap_dunder(t, MT_NAME(__next__)))) {
        return mt_raise(st, MT_EXC(TypeError), "'%s' object is not an iterator", t->name);
    }
    mt_obj *r;
    if (t == &mt_type_generator) {
        mt_obj *ret;
        r = mt_gen_resume(st, it, MT_NONE, &ret);
        if (!r && !st->exc) {
            if (n > 1) {
                MT_XDECREF(ret);
                MT_INCREF(args[1]);
                return args[1];
            }
            if (ret && ret != MT_NONE) {
                mt_raise_arg(st, MT_EXC(StopIteration), ret);
            } else {
                mt_raise(st, MT_EXC(StopIteration), "");
                if (st->exc) {
                    mt_obj *e = mt_exc_new(st, MT_EXC(StopIteration), NULL);
                    if (e) {
                        MT_SETREF(st->exc, e);
                    }
                }
            }
            MT_XDECREF(ret);
            return NULL;
        }
        MT_XDECREF(ret);
        return r;
    }
    if (t->flags & MT_TF_HEAP) {
        mt_obj *m = mt_type_heap_dunder(t, MT_NAME(__next__));
        r = mt_call1(st, m, it);
        if (!r && n > 1 && mt_exc_matches(st, MT_EXC(StopIteration))) {
            mt_exc_clear(st);
            MT_INCREF(args[1]);
            return args[1];
        }
        return r;
    }
    r = mt_next_keep(st, it);
    if (!r && n > 1 && st->exc && mt_exc_matches(st, MT_EXC(StopIteration))) {
        mt_exc_clear(st);
    }
    if (r || st->exc) {
        return r;
    }
    if (n > 1) {
        MT_INCREF(args[1]);
        return args[1];
    }
    mt_obj *e = mt_exc_new(st, MT_EXC(StopIteration), NULL);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

static mt_obj *
bi_format(ARGV)
{
    (void)kw;
    mt_obj *spec = n > 1 ? args[1] : NULL;
    if (spec && !mt_isinst(spec, &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "format() argument 2 must be str, not %s",
                        mt_arg_type_name(spec));
    }
    if (!spec) {
        spec = mt_str_new(st, "", 0);
        if (!spec) {
            return NULL;
        }
        mt_obj *r = mt_format(st, args[0], spec);
        MT_DECREF(spec);
        return r;
    }
    return mt_format(st, args[0], spec);
}

// The script's globals as a script sees them whole (globals(), vars(), dir()): with
// __builtins__, which the run leaves out until then (the builtins module costs more to make
// than most runs take). Returns d (new ref) or NULL.
static mt_obj *
with_builtins(mt_state *st, mt_obj *d)
{
    if (d == st->main_dict && !mt_dict_get_str_borrow(d, "__builtins__")) {
        mt_obj *bi = mt_builtins_module_borrow(st);
        if (!bi || mt_dict_set_str(st, d, "__builtins__", bi) < 0) {
            return NULL;
        }
    }
    MT_INCREF(d);
    return d;
}

static mt_obj *
frame_locals(mt_state *st)
{
    mt_frame *f = st->frame;
    if (!f) {
        return mt_dict_new(st);
    }
    if (f->locals) {
        return with_builtins(st, f->locals);
    }
    if (f->code->flags & MT_CO_MODULE) {
        return with_builtins(st, f->globals);
    }
    mt_obj *d = mt_dict_new(st);
    if (!d) {
        return NULL;
    }
    mt_code *co = f->code;
    int total = co->nlocals + co->ncells + co->nfree;
    for (int i = 0; i < total; i++) {
        mt_obj *v = f->fast[i];
        if (i >= co->nlocals && v) {
            v = ((mt_cell *)v)->v;
        }
        if (v && mt_dict_set(st, d, co->localnames[i], v) < 0) {
            MT_DECREF(d);
            return NULL;
        }
    }
    return d;
}

static mt_obj *
bi_globals(ARGV)
{
    (void)n;
    (void)args;
    (void)kw;
    return with_builtins(st, st->frame ? st->frame->globals : st->main_dict);
}

static mt_obj *
bi_locals(ARGV)
{
    (void)n;
    (void)args;
    (void)kw;
    return frame_locals(st);
}

static mt_obj *
bi_vars(ARGV)
{
    (void)kw;
    if (n == 0) {
        return frame_locals(st);
    }
    mt_obj *d = mt_getattr_opt(st, args[0], MT_NAME(__dict__));
    if (!d && !st->exc) {
        return mt_raise(st, MT_EXC(TypeError), "vars() argument must have __dict__ attribute");
    }
    return d;
}

static mt_obj *
bi_dir(ARGV)
{
    (void)kw;
    if (n == 0) {
        mt_obj *d = frame_locals(st);
        if (!d) {
            return NULL;
        }
        // a dict subclass given to eval/exec as locals answers through its keys(), as
        // CPython's PyMapping_Keys
        mt_obj *src =
            MT_TYPE(d) == &mt_type_dict ? d : mt_call_method(st, d, MT_NAME(keys), 0, NULL);
        mt_obj *l = src ? mt_list_from_iter(st, src) : NULL;
        if (src && src != d) {
            MT_DECREF(src);
        }
        MT_DECREF(d);
        if (l && mt_list_sort(st, l, NULL, 0) < 0) {
            MT_CLEAR(l);
        }
        return l;
    }
    mt_obj *r;
    mt_obj *mdir = mt_type_heap_dunder(MT_TYPE(args[0]), MT_NAME(__dir__));
    if (mt_isinst(args[0], &mt_type_type) && mdir && MT_TYPE(mdir) == &mt_type_function) {
        r = mt_call(st, mdir, 1, args, NULL); // a metaclass's __dir__
    } else if (mt_isinst(args[0], &mt_type_type)) {
        r = mt_type_dir(st, args[0]); // type.__dir__: the class and its bases
    } else {
        mt_obj *m = mt_getattr_opt(st, args[0], MT_NAME(__dir__));
        if (!m) {
            return st->exc ? NULL : mt_list_new(st, 0);
        }
        r = mt_call0(st, m);
        MT_DECREF(m);
    }
    if (!r) {
        return NULL;
    }
    mt_obj *l = mt_list_from_iter(st, r);
    MT_DECREF(r);
    if (l && mt_list_sort(st, l, NULL, 0) < 0) {
        MT_CLEAR(l);
    }
    return l;
}

// Whether t is a mapping by CPython's test: it has __getitem__.
static int
has_getitem(const mt_type *t)
{
    const mt_type *base = t->solid ? t->solid : t;
    return base->getitem || mt_type_heap_dunder(t, MT_NAME(__getitem__));
}

// PEP 263: a coding declaration is a comment on line 1, or on line 2 below a line that is
// blank or a comment, with `coding[:=]` then the name. Sets *name/*nlen to the name in data.
static int
coding_cookie(const char *d, size_t n, const char **name, size_t *nlen)
{
    size_t line = 0;
    for (int lineno = 0; lineno < 2 && line < n; lineno++) {
        size_t end = line;
        while (end < n && d[end] != '\n') {
            end++;
        }
        size_t i = line;
        while (i < end && (d[i] == ' ' || d[i] == '\t' || d[i] == '\f')) {
            i++;
        }
        if (i < end && d[i] == '#') {
            for (size_t j = i; j + 7 < end; j++) {
                if (memcmp(d + j, "coding", 6) == 0 && (d[j + 6] == ':' || d[j + 6] == '=')) {
                    size_t k = j + 7;
                    while (k < end && (d[k] == ' ' || d[k] == '\t')) {
                        k++;
                    }
                    size_t e = k;
                    while (e < end && (isalnum((unsigned char)d[e]) || d[e] == '-' || d[e] == '_' ||
                                       d[e] == '.')) {
                        e++;
                    }
                    if (e > k) {
                        *name = d + k;
                        *nlen = e - k;
                        return 1;
                    }
                }
            }
        } else if (i < end && d[i] != '\r') {
            return 0; // code on line 1: line 2 cannot declare the encoding
        }
        line = end + 1;
    }
    return 0;
}

// Source text from bytes given to compile/exec/eval: decoded with the codec its coding
// declaration names (UTF-8 without one, after a UTF-8 BOM); an unknown codec or undecodable
// bytes are a SyntaxError, as in CPython.
static mt_obj *
source_from_bytes(mt_state *st, const char *d, size_t n)
{
    if (n >= 3 && memcmp(d, "\xef\xbb\xbf", 3) == 0) {
        d += 3;
        n -= 3;
    }
    const char *name = "utf-8";
    size_t nlen = 5;
    (void)coding_cookie(d, n, &name, &nlen);
    mt_obj *enc = mt_str_new(st, name, nlen);
    if (!enc) {
        return NULL;
    }
    mt_obj *text = mt_codec_decode(st, d, n, enc, NULL);
    if (!text && mt_exc_matches(st, MT_EXC(LookupError))) {
        mt_exc_clear(st);
        mt_raise(st, MT_EXC(SyntaxError), "unknown encoding: %U", enc);
    } else if (!text && mt_exc_matches(st, MT_EXC(UnicodeDecodeError))) {
        mt_exc_clear(st);
        mt_raise(st, MT_EXC(SyntaxError), "source code cannot be decoded with '%U'", enc);
    }
    MT_DECREF(enc);
    return text;
}

static mt_obj *
run_source(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, int mode, const char *fname)
{
    (void)kw;
    mt_obj *src = args[0];
    mt_obj *globals = n > 1 && args[1] != MT_NONE ? args[1] : NULL;
    mt_obj *locals = n > 2 && args[2] != MT_NONE ? args[2] : NULL;
    if (globals && !mt_isinst(globals, &mt_type_dict)) {
        if (mode == MT_PARSE_EVAL) {
            return mt_raise(st, MT_EXC(TypeError),
                            has_getitem(MT_TYPE(globals))
                                ? "globals must be a real dict; try eval(expr, {}, mapping)"
                                : "globals must be a dict");
        }
        return mt_raise(st, MT_EXC(TypeError), "%s() globals must be a dict, not %s", fname,
                        mt_type_name(globals));
    }
    if (locals && !mt_isinst(locals, &mt_type_dict)) {
        // the VM reads names from a dict only, so another mapping is refused as well
        if (!has_getitem(MT_TYPE(locals))) {
            if (mode == MT_PARSE_EVAL) {
                return mt_raise(st, MT_EXC(TypeError), "locals must be a mapping");
            }
            return mt_raise(st, MT_EXC(TypeError), "locals must be a mapping or None, not %s",
                            mt_type_name(locals));
        }
        return mt_raise(st, MT_EXC(TypeError), "%s() locals must be a dict here, not %s", fname,
                        mt_type_name(locals));
    }
    if (MT_TYPE(src) == &mt_type_code) {
        mt_obj *g = globals ? globals : (st->frame ? st->frame->globals : st->main_dict);
        mt_obj *l =
            locals ? locals
                   : (globals ? globals : (st->frame && st->frame->locals ? st->frame->locals : g));
        return mt_vm_run_code(st, (mt_code *)src, g, l);
    }
    if (!mt_isinst(src, &mt_type_str)) {
        if (mt_bytes_check(src)) {
            mt_bytes *b = (mt_bytes *)src;
            mt_obj *s = source_from_bytes(st, b->data, b->len);
            if (!s) {
                return NULL;
            }
            mt_obj *argv[3] = {s, n > 1 ? args[1] : MT_NONE, n > 2 ? args[2] : MT_NONE};
            mt_obj *r = run_source(st, n, argv, NULL, mode, fname);
            MT_DECREF(s);
            return r;
        }
        return mt_raise(st, MT_EXC(TypeError), "%s() arg 1 must be a string, bytes or code object",
                        fname);
    }
    mt_obj *g = globals ? globals : (st->frame ? st->frame->globals : st->main_dict);
    mt_obj *l = locals;
    mt_obj *tmp = NULL;
    if (!l) {
        if (globals) {
            l = globals;
        } else {
            tmp = frame_locals(st);
            if (!tmp) {
                return NULL;
            }
            l = tmp;
        }
    }
    if (globals && !mt_dict_get_str_borrow(globals, "__builtins__")) {
        if (!mt_builtins_module_borrow(st)) {
            mt_exc_clear(st);
        }
        if (st->builtins_mod) { // CPython stores the builtins module's namespace
            (void)mt_dict_set_str(st, globals, "__builtins__",
                                  ((mt_module *)st->builtins_mod)->dict);
        }
    }
    const char *text = mt_str_data(src);
    size_t len = mt_str_len(src);
    if (mode == MT_PARSE_EVAL) {
        while (len && (*text == ' ' || *text == '\t')) {
            text++;
            len--;
        }
    }
    mt_code *co = mt_compile_source(st, text, len, "<string>", mode | MT_COMPILE_NAMES);
    if (!co) {
        MT_XDECREF(tmp);
        return NULL;
    }
    mt_obj *r = mt_vm_run_code(st, co, g, l);
    MT_DECREF(co);
    MT_XDECREF(tmp);
    if (r && mode != MT_PARSE_EVAL) {
        MT_DECREF(r);
        return MT_NONE;
    }
    return r;
}

static mt_obj *
bi_exec(ARGV)
{
    return run_source(st, n, args, kw, MT_PARSE_FILE, "exec");
}

static mt_obj *
bi_eval(ARGV)
{
    return run_source(st, n, args, kw, MT_PARSE_EVAL, "eval");
}

static mt_obj *compile_text(mt_state *st, mt_obj *src, mt_obj **a);

static mt_obj *
bi_compile(ARGV)
{
    static const mt_argspec specs[] = {{"source", 1}, {"filename", 1},     {"mode", 1},
                                       {"flags", 0},  {"dont_inherit", 0}, {"optimize", 0},
                                       {NULL, 0}};
    mt_obj *a[6];
    if (mt_args_parse(st, "compile", n, args, kw, specs, 6, a) < 0) {
        return NULL;
    }
    mt_obj *text = NULL;
    if (mt_bytes_check(a[0])) {
        text = source_from_bytes(st, ((mt_bytes *)a[0])->data, ((mt_bytes *)a[0])->len);
        if (!text) {
            return NULL;
        }
    } else if (!mt_isinst(a[0], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "compile() arg 1 must be a string, bytes or AST object");
    }
    mt_obj *r = compile_text(st, text ? text : a[0], a);
    MT_XDECREF(text);
    return r;
}

// compile() once the source is text: a[] are its parsed arguments.
static mt_obj *
compile_text(mt_state *st, mt_obj *src, mt_obj **a)
{
    if (!mt_isinst(a[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "expected str, bytes or os.PathLike object, not %s",
                        mt_type_name(a[1]));
    }
    if (!mt_isinst(a[2], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError), "compile() argument 'mode' must be str, not %s",
                        mt_arg_type_name(a[2]));
    }
    for (int i = 3; i < 6; i++) {
        int64_t ignored;
        if (a[i] && mt_index(st, a[i], &ignored) < 0) {
            return NULL;
        }
    }
    int mode;
    if (mt_str_eq_c(a[2], "exec")) {
        mode = MT_PARSE_FILE;
    } else if (mt_str_eq_c(a[2], "eval")) {
        mode = MT_PARSE_EVAL;
    } else if (mt_str_eq_c(a[2], "single")) {
        mode = MT_PARSE_SINGLE;
    } else if (mt_str_eq_c(a[2], "func_type")) {
        return mt_raise(st, MT_EXC(ValueError),
                        "compile() mode 'func_type' requires flag PyCF_ONLY_AST");
    } else {
        return mt_raise(st, MT_EXC(ValueError),
                        "compile() mode must be 'exec', 'eval' or 'single'");
    }
    return (mt_obj *)mt_compile_source(st, mt_str_data(src), mt_str_len(src), mt_str_data(a[1]),
                                       mode | MT_COMPILE_NAMES);
}

// CPython's resolve_bases: a base that is not a class but has __mro_entries__ is replaced by
// the tuple that method returns for the original bases. Sets *orig to a new reference to the
// original tuple when some base was replaced (NULL otherwise); the resolved tuple or NULL.
static mt_obj *
resolve_bases(mt_state *st, mt_obj *const *b, size_t nb, mt_obj **orig)
{
    *orig = NULL;
    mt_obj *given = mt_tuple_from_array(st, b, nb);
    mt_obj *out = NULL, *meth_name = NULL;
    if (!given) {
        return NULL;
    }
    for (size_t i = 0; i < nb; i++) {
        if (mt_isinst(b[i], &mt_type_type)) {
            if (out && mt_list_append(st, out, b[i]) < 0) {
                goto fail;
            }
            continue;
        }
        mt_obj *entries = NULL;
        if (MT_TYPE(b[i]) == &mt_type_genericalias) { // list[int] stands for list
            mt_obj *key = mt_str_from_c(st, "__origin__");
            mt_obj *origin = key ? mt_getattr(st, b[i], key) : NULL;
            MT_XDECREF(key);
            entries = origin ? mt_tuple_pack(st, 1, origin) : NULL;
            MT_XDECREF(origin);
        } else {
            if (!meth_name) {
                meth_name = mt_str_from_c(st, "__mro_entries__");
                if (!meth_name) {
                    goto fail;
                }
            }
            mt_obj *meth = mt_getattr_opt(st, b[i], meth_name);
            if (!meth) {
                if (st->exc) {
                    goto fail;
                }
                if (out && mt_list_append(st, out, b[i]) < 0) {
                    goto fail;
                }
                continue;
            }
            entries = mt_call1(st, meth, given);
            MT_DECREF(meth);
        }
        if (!entries) {
            goto fail;
        }
        if (MT_TYPE(entries) != &mt_type_tuple) {
            MT_DECREF(entries);
            (void)mt_raise(st, MT_EXC(TypeError), "__mro_entries__ must return a tuple");
            goto fail;
        }
        if (!out) {
            out = mt_list_new(st, 0);
            for (size_t j = 0; out && j < i; j++) {
                if (mt_list_append(st, out, b[j]) < 0) {
                    MT_CLEAR(out);
                }
            }
        }
        int rc = out ? mt_list_extend(st, out, entries) : -1;
        MT_DECREF(entries);
        if (rc < 0) {
            goto fail;
        }
    }
    MT_XDECREF(meth_name);
    if (!out) {
        return given;
    }
    *orig = given;
    mt_obj *r = mt_tuple_from_array(st, ((mt_list *)out)->items, MT_LIST_N(out));
    MT_DECREF(out);
    if (!r) {
        MT_CLEAR(*orig);
    }
    return r;
fail:
    MT_XDECREF(meth_name);
    MT_XDECREF(out);
    MT_DECREF(given);
    return NULL;
}

// meta.__prepare__(name, bases, **kwd) when the metaclass has one (new ref, or NULL with the
// error). CPython takes any mapping; the VM reads a class body's names from a dict, so a
// mapping that is not a dict (or a dict subclass) is refused with its own text.
static mt_obj *
prepare_namespace(mt_state *st, mt_obj *meta, mt_obj *name, mt_obj *bases, mt_obj *kwd)
{
    mt_obj *prep = mt_getattr_opt(st, meta, MT_NAME(__prepare__));
    if (!prep) {
        return st->exc ? NULL : mt_dict_new(st);
    }
    mt_obj *argv[2] = {name, bases};
    mt_obj *t = mt_tuple_from_array(st, argv, 2);
    mt_obj *ns = t ? mt_call_tuple_dict(st, prep, t, kwd) : NULL;
    MT_XDECREF(t);
    MT_DECREF(prep);
    if (!ns || mt_isinst(ns, &mt_type_dict)) {
        return ns;
    }
    mt_obj *mname = mt_isinst(meta, &mt_type_type) ? mt_getattr_s(st, meta, "__name__") : NULL;
    if (!mname || !mt_isinst(mname, &mt_type_str)) {
        MT_XDECREF(mname);
        mt_exc_clear(st);
        mname = mt_str_from_c(st, "<metaclass>");
    }
    if (!mname) {
        MT_DECREF(ns);
        return NULL;
    }
    if (!has_getitem(MT_TYPE(ns))) {
        mt_raise(st, MT_EXC(TypeError), "%U.__prepare__() must return a mapping, not %s", mname,
                 mt_type_name(ns));
    } else {
        mt_raise(st, MT_EXC(TypeError),
                 "%U.__prepare__() must return a dict here, not %s (Monty runs a class body in "
                 "a dict)",
                 mname, mt_type_name(ns));
    }
    MT_XDECREF(mname);
    MT_DECREF(ns);
    return NULL;
}

/* __build_class__(func, name, *bases, **kw) */
static mt_obj *
bi_build_class(ARGV)
{
    if (n < 2 || MT_TYPE(args[0]) != &mt_type_function) {
        return mt_raise(st, MT_EXC(TypeError), "__build_class__: func must be a function");
    }
    mt_obj *func = args[0], *name = args[1];
    mt_obj *orig_bases = NULL;
    mt_obj *bases = resolve_bases(st, args + 2, n - 2, &orig_bases);
    if (!bases) {
        return NULL;
    }
    mt_obj *meta = NULL;
    mt_obj *kwd = NULL;
    if (kw) {
        for (size_t k = 0; k < MT_TUPLE_N(kw); k++) {
            mt_obj *nm = MT_TUPLE_ITEM(kw, k);
            if (mt_str_eq_c(nm, "metaclass")) {
                meta = args[n + k];
                continue;
            }
            if (!kwd) {
                kwd = mt_dict_new(st);
                if (!kwd) {
                    MT_DECREF(bases);
                    MT_XDECREF(orig_bases);
                    return NULL;
                }
            }
            if (mt_dict_set(st, kwd, nm, args[n + k]) < 0) {
                MT_DECREF(bases);
                MT_XDECREF(orig_bases);
                MT_DECREF(kwd);
                return NULL;
            }
        }
    }
    if (!meta) {
        // the most derived metaclass among the bases
        for (size_t i = 0; i < MT_TUPLE_N(bases); i++) {
            mt_obj *mt = (mt_obj *)MT_TYPE(MT_TUPLE_ITEM(bases, i));
            if (mt != (mt_obj *)&mt_type_type && mt_isinst(mt, &mt_type_type)) {
                meta = mt;
            }
        }
    }
    if (meta == (mt_obj *)&mt_type_type) {
        meta = NULL;
    }
    // the namespace: the metaclass's __prepare__(name, bases, **kw), else a dict with room
    // for what the body binds (its code's names hold them, and the ones it only reads)
    mt_obj *ns = NULL;
    if (meta) {
        ns = prepare_namespace(st, meta, name, bases, kwd);
    } else {
        ns = mt_dict_new(st);
        if (ns && mt_dict_reserve(st, ns, ((mt_func *)func)->code->nnames) < 0) {
            MT_CLEAR(ns);
        }
    }
    if (!ns) {
        MT_XDECREF(ns);
        MT_DECREF(bases);
        MT_XDECREF(orig_bases);
        MT_XDECREF(kwd);
        return NULL;
    }
    mt_obj *cell = mt_vm_call_classbody(st, func, ns);
    if (cell && orig_bases) {
        mt_obj *key = mt_str_from_c(st, "__orig_bases__");
        if (!key || mt_dict_set(st, ns, key, orig_bases) < 0) {
            MT_CLEAR(cell);
        }
        MT_XDECREF(key);
    }
    mt_obj *cls = NULL;
    if (cell) {
        if (meta) {
            mt_obj *argv[3] = {name, bases, ns};
            cls = kwd ? NULL : mt_call(st, meta, 3, argv, NULL);
            if (kwd) {
                mt_obj *t = mt_tuple_from_array(st, argv, 3);
                cls = t ? mt_call_tuple_dict(st, meta, t, kwd) : NULL;
                MT_XDECREF(t);
            }
        } else {
            cls = mt_type_new_heap(st, name, bases, ns, kwd);
        }
        if (cls && MT_TYPE(cell) == &mt_type_cell) {
            MT_INCREF(cls);
            MT_SETREF(((mt_cell *)cell)->v, cls);
        }
        MT_DECREF(cell);
    }
    MT_DECREF(ns);
    MT_DECREF(bases);
    MT_XDECREF(orig_bases);
    MT_XDECREF(kwd);
    return cls;
}

static mt_obj *
bi_generic_alias(ARGV)
{
    (void)kw;
    return mt_call(st, (mt_obj *)&mt_type_genericalias, n, args, NULL);
}

static mt_obj *
bi_open(ARGV)
{
    return mt_file_open(st, n, args, kw);
}

static mt_obj *
bi_fetch(ARGV)
{
    return mt_fetch_call(st, n, args, kw);
}

/* ---- the table ---- */

#define BI(name, lo, hi, extra)                                                                    \
    static const mt_method m_##name = {#name, bi_##name, MT_ARGS(lo, hi) | MT_NOSELF | (extra)};   \
    static const mt_cfunc_obj o_##name = {MT_STATIC_HEAD(&mt_type_cfunc), &m_##name, NULL, NULL,   \
                                          NULL};

BI(print, 0, MT_VAR, MT_KW)
BI(len, 1, 1, 0)
BI(repr, 1, 1, 0)
BI(ascii, 1, 1, 0)
BI(abs, 1, 1, 0)
BI(all, 1, 1, 0)
BI(any, 1, 1, 0)
BI(bin, 1, 1, 0)
BI(oct, 1, 1, 0)
BI(hex, 1, 1, 0)
BI(callable, 1, 1, 0)
BI(chr, 1, 1, 0)
BI(ord, 1, 1, 0)
BI(divmod, 2, 2, 0)
BI(pow, 0, 3, MT_KW)
BI(round, 0, 2, MT_KW)
BI(sum, 0, 2, MT_KW)
BI(min, 0, MT_VAR, MT_KW)
BI(max, 0, MT_VAR, MT_KW)
BI(sorted, 0, MT_VAR, MT_KW)
BI(isinstance, 2, 2, 0)
BI(issubclass, 2, 2, 0)
BI(getattr, 2, 3, 0)
BI(setattr, 3, 3, 0)
BI(delattr, 2, 2, 0)
BI(hasattr, 2, 2, 0)
BI(id, 1, 1, 0)
BI(hash, 1, 1, 0)
BI(iter, 1, 2, 0)
BI(next, 1, 2, 0)
BI(format, 1, 2, 0)
BI(globals, 0, 0, 0)
BI(locals, 0, 0, 0)
BI(vars, 0, 1, 0)
BI(dir, 0, 1, 0)
BI(exec, 1, 3, 0)
BI(eval, 1, 3, 0)
BI(compile, 0, 6, MT_KW)
BI(open, 0, 8, MT_KW)
BI(fetch, 0, MT_VAR, MT_KW)

static const mt_method m_build_class = {"__build_class__", bi_build_class,
                                        MT_ARGS(2, MT_VAR) | MT_NOSELF | MT_KW};
static const mt_cfunc_obj o_build_class = {MT_STATIC_HEAD(&mt_type_cfunc), &m_build_class, NULL,
                                           NULL, NULL};
static const mt_method m_generic_alias = {"__generic_alias__", bi_generic_alias,
                                          MT_ARGS(2, 2) | MT_NOSELF};
static const mt_cfunc_obj o_generic_alias = {MT_STATIC_HEAD(&mt_type_cfunc), &m_generic_alias, NULL,
                                             NULL, NULL};

/* exit() and quit(): the site module's Quitter objects, which raise SystemExit(code). */
typedef struct bi_quitter {
    mt_obj ob;
    const char *name;
} bi_quitter;

static mt_obj *
quitter_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw)
{
    const char *name = ((bi_quitter *)f)->name;
    size_t nkw = kw ? MT_TUPLE_N(kw) : 0;
    if (nkw > 1 || (nkw == 1 && (n > 0 || strcmp(mt_str_data(MT_TUPLE_ITEM(kw, 0)), "code")))) {
        return mt_raise(st, MT_EXC(TypeError), "%s() got an unexpected keyword argument", name);
    }
    if (n + nkw > 1) {
        return mt_raise(st, MT_EXC(TypeError),
                        "Quitter.__call__() takes from 1 to 2 positional arguments but %d were "
                        "given",
                        (int)(n + nkw + 1));
    }
    mt_obj *code = n + nkw ? args[0] : MT_NONE;
    mt_obj *e = mt_call(st, (mt_obj *)MT_EXC(SystemExit), 1, &code, NULL);
    if (!e) {
        return NULL;
    }
    mt_raise_obj(st, e);
    MT_DECREF(e);
    return NULL;
}

static mt_obj *
quitter_repr(mt_state *st, mt_obj *o)
{
    return mt_str_printf(st, "Use %s() or Ctrl-D (i.e. EOF) to exit", ((bi_quitter *)o)->name);
}

static const mt_type bi_type_quitter = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "_sitebuiltins.Quitter",
    .basicsize = sizeof(bi_quitter),
    .base = &mt_type_object,
    .repr = quitter_repr,
    .call = quitter_call,
};
static const bi_quitter o_exit = {MT_STATIC_HEAD(&bi_type_quitter), "exit"};
static const bi_quitter o_quit = {MT_STATIC_HEAD(&bi_type_quitter), "quit"};

typedef struct bi_entry {
    const char *name;
    mt_obj *obj;
} bi_entry;

#define F(name)                                                                                    \
    {                                                                                              \
#name, (mt_obj *)&o_##name                                                                 \
    }
#define T(name, t)                                                                                 \
    {                                                                                              \
#name, (mt_obj *)&(t)                                                                      \
    }
#define E(name, base) {#name, (mt_obj *)&mt_exc_##name},

static const bi_entry table[] = {F(print),
                                 F(len),
                                 F(repr),
                                 F(ascii),
                                 F(abs),
                                 F(all),
                                 F(any),
                                 F(bin),
                                 F(oct),
                                 F(hex),
                                 F(callable),
                                 F(chr),
                                 F(ord),
                                 F(divmod),
                                 F(pow),
                                 F(round),
                                 F(sum),
                                 F(min),
                                 F(max),
                                 F(sorted),
                                 F(isinstance),
                                 F(issubclass),
                                 F(getattr),
                                 F(setattr),
                                 F(delattr),
                                 F(hasattr),
                                 F(id),
                                 F(hash),
                                 F(iter),
                                 F(next),
                                 F(format),
                                 F(globals),
                                 F(locals),
                                 F(vars),
                                 F(dir),
                                 F(exec),
                                 F(eval),
                                 F(compile),
                                 F(open),
                                 F(fetch),
                                 F(exit),
                                 F(quit),
                                 {"__build_class__", (mt_obj *)&o_build_class},
                                 {"__generic_alias__", (mt_obj *)&o_generic_alias},
                                 T(object, mt_type_object),
                                 T(type, mt_type_type),
                                 T(int, mt_type_int),
                                 T(float, mt_type_float),
                                 T(complex, mt_type_complex),
                                 T(bool, mt_type_bool),
                                 T(str, mt_type_str),
                                 T(bytes, mt_type_bytes),
                                 T(bytearray, mt_type_bytearray),
                                 T(list, mt_type_list),
                                 T(tuple, mt_type_tuple),
                                 T(dict, mt_type_dict),
                                 T(set, mt_type_set),
                                 T(frozenset, mt_type_frozenset),
                                 T(range, mt_type_range),
                                 T(slice, mt_type_slice),
                                 T(enumerate, mt_type_enumerate),
                                 T(zip, mt_type_zip),
                                 T(map, mt_type_map),
                                 T(filter, mt_type_filter),
                                 T(reversed, mt_type_reversed),
                                 T(property, mt_type_property),
                                 T(staticmethod, mt_type_staticmethod),
                                 T(classmethod, mt_type_classmethod),
                                 T(super, mt_type_super),
                                 {"NotImplemented", (mt_obj *)&mt_notimpl_obj},
                                 {"Ellipsis", (mt_obj *)&mt_ellipsis_obj},
                                 {"None", (mt_obj *)&mt_none_obj},
                                 {"True", (mt_obj *)&mt_true_obj},
                                 {"False", (mt_obj *)&mt_false_obj},
                                 {"aiter", (mt_obj *)&mt_vm_aiter_obj},
                                 {"anext", (mt_obj *)&mt_vm_anext_obj},
                                 {"EnvironmentError", (mt_obj *)MT_EXC(OSError)},
                                 {"IOError", (mt_obj *)MT_EXC(OSError)},
                                 MT_EXC_LIST(E){NULL, NULL}};

mt_obj *
mt_builtin_lookup_c(const char *name)
{
    for (const bi_entry *e = table; e->name; e++) {
        if (e->name[0] == name[0] && strcmp(e->name, name) == 0) {
            return e->obj;
        }
    }
    return NULL;
}

// An open-addressing index over table by name hash, built once per process
// (mt_builtins_index_init, from monty_new): LOAD_GLOBAL's first miss at each site looked
// through the whole table with strcmp. Slot k + 1 names table[k]; 0 is empty.
enum { BI_SLOTS = 512 };
static uint16_t bi_slot[BI_SLOTS];
static int64_t bi_index_hash[BI_SLOTS / 2];
static uint8_t bi_index_len[BI_SLOTS / 2];
static int bi_indexed;

void
mt_builtins_index_init(void)
{
    size_t n = 0;
    while (table[n].name) {
        n++;
    }
    if (n > BI_SLOTS / 2) {
        return; // the linear search stays
    }
    for (size_t k = 0; k < n; k++) {
        size_t len = strlen(table[k].name);
        if (len > UINT8_MAX) {
            return;
        }
        bi_index_len[k] = (uint8_t)len;
        bi_index_hash[k] = mt_str_hash_bytes(table[k].name, len);
        size_t i = (size_t)bi_index_hash[k] & (BI_SLOTS - 1);
        while (bi_slot[i]) {
            i = (i + 1) & (BI_SLOTS - 1);
        }
        bi_slot[i] = (uint16_t)(k + 1);
    }
    bi_indexed = 1;
}

mt_obj *
mt_builtin_lookup(mt_obj *name)
{
    if (!bi_indexed) {
        return mt_builtin_lookup_c(mt_str_data(name));
    }
    int64_t h = mt_str_hash(name);
    size_t len = ((mt_str *)name)->len;
    for (size_t i = (size_t)h & (BI_SLOTS - 1);; i = (i + 1) & (BI_SLOTS - 1)) {
        size_t k = bi_slot[i];
        if (!k) {
            return NULL;
        }
        k--;
        if (bi_index_hash[k] == h && bi_index_len[k] == len &&
            memcmp(table[k].name, mt_str_data(name), len) == 0) {
            return table[k].obj;
        }
    }
}

mt_obj *
mt_builtin_lookup_in(mt_state *st, mt_obj *globals, mt_obj *name, int *shared)
{
    *shared = 0;
    mt_obj *bdict = st->builtins_mod ? ((mt_module *)st->builtins_mod)->dict : NULL;
    mt_obj *bi = mt_dict_get_borrow(st, globals, MT_NAME(__builtins__));
    if (!bi && st->exc) {
        return NULL;
    }
    if (bi && MT_TYPE(bi) == &mt_type_module) {
        bi = ((mt_module *)bi)->dict;
    }
    if (bi && bi != bdict && mt_isinst(bi, &mt_type_dict)) {
        return mt_dict_get_borrow(st, bi, name); // a restricted or replaced namespace
    }
    mt_obj *v = mt_builtin_lookup(name);
    if (v) {
        *shared = 1;
        return v;
    }
    // names only the module has: __name__, __doc__, or ones a script added
    v = bdict ? mt_dict_get_borrow(st, bdict, name) : NULL;
    if (!v && !st->exc && !bi && mt_str_eq_c(name, "__builtins__")) {
        v = mt_builtins_module_borrow(st); // a script's globals name it without holding it
    }
    return v;
}

/* The `builtins` module. */
static int
builtins_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    for (const bi_entry *e = table; e->name; e++) {
        if (e->name[0] == '_' && e->name[1] == '_' && strcmp(e->name, "__build_class__") != 0) {
            continue;
        }
        if (mt_dict_set_str(st, d, e->name, e->obj) < 0) {
            return -1;
        }
    }
    return 0;
}

/* The builtins module (namespace of eval/exec's __builtins__), made once per state. It is
 * not in the registry and not in sys.modules: the spec's module list has no `builtins`,
 * so `import builtins` raises ModuleNotFoundError like any other unlisted module.
 * Returns a borrowed reference, or NULL with an exception. */
mt_obj *
mt_builtins_module_borrow(mt_state *st)
{
    if (st->builtins_mod) {
        return st->builtins_mod;
    }
    mt_obj *m = mt_module_new(st, "builtins");
    if (!m) {
        return NULL;
    }
    if (builtins_init(st, m) < 0) {
        MT_DECREF(m);
        return NULL;
    }
    st->builtins_mod = m;
    return m;
}
