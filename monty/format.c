/* Text formatting: format() and the format-spec mini-language, str.format and %-formatting. */
#include "config.h"

#include <math.h>
#include <stdio.h>
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

static int
parse_spec(mt_state *st, mt_obj *spec, fspec *f)
{
    const char *s = mt_str_data(spec);
    size_t n = mt_str_len(spec), i = 0;
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
    if (i < n && s[i] == '0') {
        f->zero = 1;
        i++;
    }
    if (i < n && s[i] >= '0' && s[i] <= '9') {
        f->width = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            f->width = f->width * 10 + (s[i++] - '0');
            if (f->width > 100000000) {
                return mt_raisei(st, MT_EXC(ValueError),
                                 "Too many decimal digits in format string");
            }
        }
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
        f->prec = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            f->prec = f->prec * 10 + (s[i++] - '0');
            if (f->prec > 100000000) {
                return mt_raisei(st, MT_EXC(ValueError),
                                 "Too many decimal digits in format string");
            }
        }
    }
    if (i < n) {
        f->type = s[i++];
    }
    if (i < n) {
        return mt_raisei(st, MT_EXC(ValueError), "Invalid format specifier");
    }
    if (f->zero && !f->align) {
        f->fill = '0';
        f->align = '=';
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
        for (size_t i = 0; i < padn; i++) {
            (void)mt_utf8_put(out, f->fill);
        }
        (void)!cm_buf_add(out, body + sign_len, blen - sign_len);
        return;
    }
    for (size_t i = 0; i < left; i++) {
        (void)mt_utf8_put(out, f->fill);
    }
    (void)!cm_buf_add(out, body, blen);
    for (size_t i = 0; i < right; i++) {
        (void)mt_utf8_put(out, f->fill);
    }
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

static mt_obj *
format_str(mt_state *st, mt_obj *s, fspec *f)
{
    if (f->type && f->type != 's') {
        return mt_raise(st, MT_EXC(ValueError), "Unknown format code '%c' for object of type 'str'",
                        f->type);
    }
    if (f->sign) {
        return mt_raise(st, MT_EXC(ValueError), "Sign not allowed in string format specifier");
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
    cm_buf_init(&b, 0);
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
    cm_buf body;
    cm_buf_init(&body, 0);
    int neg = mt_int_sign(v) < 0;
    size_t sign_len = 0;
    if (t == 'c') {
        if (f->sign) {
            cm_buf_free(&body);
            return mt_raise(st, MT_EXC(ValueError),
                            "Sign not allowed with integer format specifier 'c'");
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
                int64_t want = f->width - (int64_t)sign_len;
                size_t nd = dn;
                while ((int64_t)(nd + (nd - 1) / (size_t)every) < want) {
                    nd++;
                }
                char *z = cm_alloc(nd + 1);
                if (z) {
                    memset(z, '0', nd - dn);
                    memcpy(z + nd - dn, ds, dn);
                    group_digits(&body, z, nd, f->group, every);
                    cm_free(z);
                }
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
    cm_buf_init(&out, 0);
    pad(&out, f, cm_buf_str(&body), body.len, sign_len, '>');
    cm_buf_free(&body);
    return mt_str_from_buf(st, &out);
}

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
    cm_buf body;
    cm_buf_init(&body, 0);
    int neg = signbit(v) && !isnan(v);
    double a = fabs(v);
    char num[512];
    int prec = f->prec >= 0 ? (int)f->prec : 6;
    if (isinf(a) || isnan(a)) {
        const char *w = isnan(a) ? "nan" : "inf";
        snprintf(num, sizeof num, "%s", w);
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
            mt_float_repr_buf(a, num, sizeof num);
            if (from_int) {
                // format(int, '') never reaches here; keep repr
            }
        } else {
            int p = prec == 0 ? 1 : prec;
            snprintf(num, sizeof num, f->alt ? "%#.*g" : "%.*g", p, a);
            if (!strchr(num, '.') && !strchr(num, 'e') && !strchr(num, 'n') && !strchr(num, 'i')) {
                strcat(num, ".0");
            }
            // CPython switches to exponent when exp >= precision (like %g), fine
        }
    } else if (t == 'e' || t == 'E') {
        snprintf(num, sizeof num, f->alt ? "%#.*e" : "%.*e", prec, a);
    } else if (t == 'f' || t == 'F') {
        snprintf(num, sizeof num, f->alt ? "%#.*f" : "%.*f", prec, a);
    } else if (t == 'g' || t == 'G') {
        int p = prec == 0 ? 1 : prec;
        snprintf(num, sizeof num, f->alt ? "%#.*g" : "%.*g", p, a);
    } else { // %
        snprintf(num, sizeof num, f->alt ? "%#.*f%%" : "%.*f%%", prec, a * 100.0);
    }
    if (t == 'E' || t == 'G') {
        for (char *p = num; *p; p++) {
            if (*p == 'e') {
                *p = 'E';
            }
        }
    }
    if (f->zcoerce && neg) {
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
            int64_t want = f->width - (int64_t)sign_len - (int64_t)(strlen(num) - intlen);
            size_t nd = intlen;
            while ((int64_t)(nd + (nd - 1) / 3) < want) {
                nd++;
            }
            char *z = cm_alloc(nd + 1);
            if (z) {
                memset(z, '0', nd - intlen);
                memcpy(z + nd - intlen, num, intlen);
                group_digits(&body, z, nd, f->group, 3);
                cm_free(z);
            }
        } else {
            group_digits(&body, num, intlen, f->group, 3);
        }
        (void)!cm_buf_adds(&body, num + intlen);
    } else {
        (void)!cm_buf_adds(&body, num);
    }
    cm_buf out;
    cm_buf_init(&out, 0);
    fspec g = *f;
    if (!isfinite(a) && g.fill == '0' && g.align == '=' && f->zero) {
        g.fill = ' ';
    }
    pad(&out, &g, cm_buf_str(&body), body.len, sign_len, '>');
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
        if (parse_spec(st, spec, &f) < 0) {
            MT_DECREF(spec);
            return NULL;
        }
        if (t == &mt_type_str) {
            r = format_str(st, o, &f);
        } else if (t == &mt_type_float) {
            r = format_float_val(st, mt_float_val(o), &f, 0);
        } else if (t == &mt_type_bool && !f.type) {
            mt_obj *s = mt_tostr(st, o);
            r = s ? format_str(st, s, &f) : NULL;
            MT_XDECREF(s);
        } else {
            r = format_int(st, o, &f);
        }
        MT_DECREF(spec);
        return r;
    }
    if (t == &mt_type_complex && mt_str_len(spec) == 0) {
        MT_DECREF(spec);
        return mt_tostr(st, o);
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

static mt_obj *
lookup_field(mt_state *st, const char *s, size_t n, size_t npos, mt_obj *const *args, mt_obj *kw,
             mt_obj *mapping, int *autonum, size_t *nextauto)
{
    size_t i = 0;
    while (i < n && s[i] != '.' && s[i] != '[') {
        i++;
    }
    mt_obj *obj;
    if (i == 0 || (s[0] >= '0' && s[0] <= '9')) {
        size_t idx;
        if (i == 0) {
            if (*autonum == 0) {
                return mt_raise(
                    st, MT_EXC(ValueError),
                    "cannot switch from manual field specification to automatic field numbering");
            }
            *autonum = 1;
            idx = (*nextauto)++;
        } else {
            if (*autonum == 1) {
                return mt_raise(
                    st, MT_EXC(ValueError),
                    "cannot switch from automatic field numbering to manual field specification");
            }
            *autonum = 0;
            idx = 0;
            for (size_t k = 0; k < i; k++) {
                if (s[k] < '0' || s[k] > '9') {
                    goto named;
                }
                idx = idx * 10 + (size_t)(s[k] - '0');
            }
        }
        if (mapping || idx >= npos) {
            return mt_raise(st, MT_EXC(IndexError),
                            "Replacement index %zu out of range for positional args tuple", idx);
        }
        obj = args[idx];
        MT_INCREF(obj);
    } else {
    named:;
        mt_obj *key = mt_str_new(st, s, i);
        if (!key) {
            return NULL;
        }
        obj = NULL;
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
        if (!obj) {
            if (!st->exc) {
                mt_raise_arg(st, MT_EXC(KeyError), key);
            }
            MT_DECREF(key);
            return NULL;
        }
        MT_DECREF(key);
    }
    while (i < n) {
        if (s[i] == '.') {
            size_t j = ++i;
            while (i < n && s[i] != '.' && s[i] != '[') {
                i++;
            }
            mt_obj *name = mt_str_new(st, s + j, i - j);
            mt_obj *v = name ? mt_getattr(st, obj, name) : NULL;
            MT_XDECREF(name);
            MT_DECREF(obj);
            if (!v) {
                return NULL;
            }
            obj = v;
        } else if (s[i] == '[') {
            size_t j = ++i;
            while (i < n && s[i] != ']') {
                i++;
            }
            if (i >= n) {
                MT_DECREF(obj);
                return mt_raise(st, MT_EXC(ValueError), "Missing ']' in format string");
            }
            mt_obj *key;
            int digits = i > j;
            for (size_t k = j; k < i; k++) {
                if (s[k] < '0' || s[k] > '9') {
                    digits = 0;
                }
            }
            if (digits) {
                key = mt_int_from_str(st, s + j, i - j, 10);
            } else {
                key = mt_str_new(st, s + j, i - j);
            }
            i++;
            mt_obj *v = key ? mt_getitem(st, obj, key) : NULL;
            MT_XDECREF(key);
            MT_DECREF(obj);
            if (!v) {
                return NULL;
            }
            obj = v;
        } else {
            MT_DECREF(obj);
            return mt_raise(st, MT_EXC(ValueError),
                            "Only '.' or '[' may follow ']' in format field specifier");
        }
    }
    return obj;
}

static int
vformat_into(mt_state *st, cm_buf *out, const char *s, size_t n, size_t npos, mt_obj *const *args,
             mt_obj *kw, mt_obj *mapping, int *autonum, size_t *nextauto, int depth)
{
    if (depth > 2) {
        return mt_raisei(st, MT_EXC(ValueError), "Max string recursion exceeded");
    }
    size_t i = 0;
    while (i < n) {
        char c = s[i];
        if (c == '}') {
            if (i + 1 < n && s[i + 1] == '}') {
                (void)!cm_buf_addc(out, '}');
                i += 2;
                continue;
            }
            return mt_raisei(st, MT_EXC(ValueError), "Single '}' encountered in format string");
        }
        if (c != '{') {
            (void)!cm_buf_addc(out, c);
            i++;
            continue;
        }
        if (i + 1 < n && s[i + 1] == '{') {
            (void)!cm_buf_addc(out, '{');
            i += 2;
            continue;
        }
        // parse a field up to the matching '}'
        size_t j = i + 1, lvl = 1;
        size_t fend = 0, conv_at = 0, spec_at = 0;
        int in_brackets = 0;
        while (j < n) {
            if (s[j] == '[' && !spec_at) {
                in_brackets = 1;
            } else if (s[j] == ']' && !spec_at) {
                in_brackets = 0;
            } else if (!in_brackets && s[j] == '{') {
                lvl++;
            } else if (!in_brackets && s[j] == '}') {
                lvl--;
                if (lvl == 0) {
                    break;
                }
            } else if (!in_brackets && lvl == 1 && s[j] == '!' && !conv_at && !spec_at) {
                conv_at = j;
            } else if (!in_brackets && lvl == 1 && s[j] == ':' && !spec_at) {
                spec_at = j;
            }
            j++;
        }
        if (j >= n) {
            return mt_raisei(st, MT_EXC(ValueError), "expected '}' before end of string");
        }
        fend = conv_at ? conv_at : spec_at ? spec_at : j;
        char conv = 0;
        if (conv_at) {
            size_t ce = spec_at ? spec_at : j;
            if (ce != conv_at + 2) {
                return mt_raisei(st, MT_EXC(ValueError), "expected ':' after conversion specifier");
            }
            conv = s[conv_at + 1];
            if (conv != 'r' && conv != 's' && conv != 'a') {
                return mt_raisei(st, MT_EXC(ValueError), "Unknown conversion specifier %c", conv);
            }
        }
        mt_obj *v =
            lookup_field(st, s + i + 1, fend - i - 1, npos, args, kw, mapping, autonum, nextauto);
        if (!v) {
            return -1;
        }
        if (conv) {
            mt_obj *cv = conv == 'r'   ? mt_repr(st, v)
                         : conv == 's' ? mt_tostr(st, v)
                                       : mt_ascii(st, v);
            MT_DECREF(v);
            if (!cv) {
                return -1;
            }
            v = cv;
        }
        cm_buf specb;
        cm_buf_init(&specb, 0);
        if (spec_at) {
            if (vformat_into(st, &specb, s + spec_at + 1, j - spec_at - 1, npos, args, kw, mapping,
                             autonum, nextauto, depth + 1) < 0) {
                cm_buf_free(&specb);
                MT_DECREF(v);
                return -1;
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
        i = j + 1;
    }
    return 0;
}

mt_obj *
mt_str_format_method(mt_state *st, mt_obj *fmt, size_t n, mt_obj *const *args, mt_obj *kw)
{
    cm_buf out;
    cm_buf_init(&out, 0);
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

mt_obj *
mt_str_mod(mt_state *st, mt_obj *fmt, mt_obj *args)
{
    const char *s = mt_str_data(fmt);
    size_t n = mt_str_len(fmt);
    mt_obj *const *items;
    size_t nitems;
    mt_obj *mapping = NULL;
    if (MT_TYPE(args) == &mt_type_tuple) {
        items = ((mt_tuple *)args)->items;
        nitems = MT_TUPLE_N(args);
    } else {
        items = &args;
        nitems = 1;
        if (MT_TYPE(args) == &mt_type_dict ||
            (MT_TYPE(args)->flags & MT_TF_HEAP &&
             mt_type_heap_dunder(MT_TYPE(args), MT_NAME(__getitem__)) &&
             !mt_isinst(args, &mt_type_str))) {
            mapping = args;
        }
    }
    size_t ai = 0;
    cm_buf out;
    cm_buf_init(&out, 0);
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
            val = key ? mt_getitem(st, mapping, key) : NULL;
            MT_XDECREF(key);
            if (!val) {
                cm_buf_free(&out);
                return NULL;
            }
            used_mapping = 1;
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
            if (mt_index(st, items[ai++], &w) < 0) {
                MT_XDECREF(val);
                cm_buf_free(&out);
                return NULL;
            }
            if (w < 0) {
                left = 1;
                w = -w;
            }
            f.width = w;
            i++;
        } else {
            while (i < n && s[i] >= '0' && s[i] <= '9') {
                f.width = (f.width < 0 ? 0 : f.width) * 10 + (s[i] - '0');
                i++;
            }
        }
        if (i < n && s[i] == '.') {
            i++;
            f.prec = 0;
            if (i < n && s[i] == '*') {
                int64_t p;
                if (ai >= nitems || mt_index(st, items[ai++], &p) < 0) {
                    MT_XDECREF(val);
                    cm_buf_free(&out);
                    return st->exc ? NULL
                                   : mt_raise(st, MT_EXC(TypeError),
                                              "not enough arguments for format string");
                }
                f.prec = p < 0 ? 0 : p;
                i++;
            } else {
                while (i < n && s[i] >= '0' && s[i] <= '9') {
                    f.prec = f.prec * 10 + (s[i] - '0');
                    i++;
                }
            }
        }
        while (i < n && (s[i] == 'l' || s[i] == 'h' || s[i] == 'L')) {
            i++;
        }
        if (i >= n) {
            MT_XDECREF(val);
            cm_buf_free(&out);
            return mt_raise(st, MT_EXC(ValueError), "incomplete format");
        }
        char c = s[i];
        if (c == '%' && !val) {
            (void)!cm_buf_addc(&out, '%');
            continue;
        }
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
        case 's':
        case 'r':
        case 'a': {
            mt_obj *sv = c == 's'   ? mt_tostr(st, val)
                         : c == 'r' ? mt_repr(st, val)
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
            } else if (MT_TYPE(val) == &mt_type_float) {
                iv = mt_int_from_double(st, mt_float_val(val));
            } else {
                mt_obj *m = mt_getattr_opt(st, val,
                                           c == 'd' || c == 'i' || c == 'u' ? MT_NAME(__int__)
                                                                            : MT_NAME(__index__));
                if (m) {
                    iv = mt_call0(st, m);
                    MT_DECREF(m);
                } else if (!st->exc) {
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
                        cm_buf_init(&body, 0);
                        if (neg) {
                            (void)!cm_buf_addc(&body, '-');
                        } else if (f.sign) {
                            (void)!cm_buf_addc(&body, f.sign);
                        }
                        if (f.alt && c != 'd' && c != 'i' && c != 'u') {
                            (void)!cm_buf_adds(&body, c == 'o' ? "0o" : c == 'x' ? "0x" : "0X");
                        }
                        size_t sl = body.len;
                        for (int64_t k = (int64_t)dl; k < f.prec; k++) {
                            (void)!cm_buf_addc(&body, '0');
                        }
                        for (size_t k = 0; k < dl; k++) {
                            char d = ds[neg + k];
                            (void)!cm_buf_addc(&body, c == 'X' && d >= 'a' ? (char)(d - 32) : d);
                        }
                        cm_buf o2;
                        cm_buf_init(&o2, 0);
                        pad(&o2, &g, cm_buf_str(&body), body.len, sl, '>');
                        cm_buf_free(&body);
                        r = mt_str_from_buf(st, &o2);
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
                if (mt_exc_matches(st, MT_EXC(TypeError))) {
                    mt_exc_clear(st);
                    mt_raise(st, MT_EXC(TypeError), "must be real number, not %s",
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
            if (mt_isinst(val, &mt_type_str)) {
                if (((mt_str *)val)->nchars != 1) {
                    mt_raise(st, MT_EXC(TypeError), "%%c requires int or char");
                    break;
                }
                fspec g = f;
                g.sign = 0;
                r = format_str(st, val, &g);
            } else if (mt_int_check(val)) {
                int64_t cp;
                if (mt_int_as_i64(st, val, &cp) == 0) {
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
            mt_raise(st, MT_EXC(ValueError),
                     "unsupported format character '%c' (0x%x) at index %zu", c,
                     (unsigned)(unsigned char)c, i);
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
        return mt_raise(st, MT_EXC(TypeError),
                        "not all arguments converted during string formatting");
    }
    return mt_str_from_buf(st, &out);
}
