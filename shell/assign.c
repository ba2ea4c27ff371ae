/* Assignments: scalar values, array elements and whole arrays (bash's indexed arrays,
 * 0-based, which zsh's KSH_ARRAYS option also gives), from assignment words and from the
 * arguments of the declaration builtins. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/arena.h"
#include "common/buf.h"
#include "shell/assign.h"

#define NO_IDX (-1)

// The values of a NAME=(...): each with its index, or has_idx 0 for "the next one"; for
// an associative array each with its key.
typedef struct elems {
    char **val;
    long long *idx;
    const char **key;
    unsigned char *has_idx;
    size_t n;
    size_t cap;
} elems;

static int
elems_push(sh_state *st, elems *e, int has_idx, long long idx, const char *key, char *val)
{
    if (e->n == e->cap) {
        size_t nc = e->cap ? e->cap * 2 : 8;
        char **nv = cm_arena_alloc(&st->tmp, nc * sizeof(char *));
        long long *ni = cm_arena_alloc(&st->tmp, nc * sizeof(long long));
        const char **nk = cm_arena_alloc(&st->tmp, nc * sizeof(char *));
        unsigned char *nh = cm_arena_alloc(&st->tmp, nc);
        if (!nv || !ni || !nk || !nh) {
            return -1;
        }
        if (e->n > 0) {
            memcpy(nv, e->val, e->n * sizeof(char *));
            memcpy(ni, e->idx, e->n * sizeof(long long));
            memcpy(nk, e->key, e->n * sizeof(char *));
            memcpy(nh, e->has_idx, e->n);
        }
        e->val = nv;
        e->idx = ni;
        e->key = nk;
        e->has_idx = nh;
        e->cap = nc;
    }
    e->val[e->n] = val;
    e->idx[e->n] = idx;
    e->key[e->n] = key;
    e->has_idx[e->n] = (unsigned char)has_idx;
    e->n++;
    return 0;
}

static int
oom(sh_state *st)
{
    sh_errorf(st, "out of memory");
    return 1;
}

// The status for a setter's result (errors other than memory were printed).
static int
set_status(sh_state *st, int r)
{
    if (r == -1) {
        return oom(st);
    }
    return r < 0 ? 1 : 0;
}

// Evaluate the raw subscript text of name (a key, or expanded then arithmetic). 0 or 1
// (printed).
static int
eval_subscript(sh_state *st, const char *name, int assoc, const char *t, size_t len, long long *out,
               const char **key)
{
    if (assoc) {
        // a declaration's -A: the variable may not be associative yet
        char *k = sh_expand_string(st, (sh_word){t, len});
        if (k && !k[0]) {
            sh_errorf(st, "%s[%.*s]: bad array subscript", name, (int)len, t);
            k = NULL;
        }
        *key = k;
        *out = 0;
        return k ? 0 : 1;
    }
    return sh_subscript(st, name, t, len, out, key) < 0 ? 1 : 0;
}

// Expand the words of a compound value (the text inside the parentheses) into e; for an
// associative array (assoc) each [key]=value, or words taken in pairs key value.
static int
expand_compound(sh_state *st, const char *name, int assoc, const char *t, size_t len, elems *e)
{
    int keyed = -1;             // associative: 1 when the first value has a subscript, 0 for pairs
    const char *pending = NULL; // associative pairs: a key waiting for its value
    size_t i = 0;
    while (i < len) {
        char c = t[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            i++;
            continue;
        }
        if (c == '#') {
            while (i < len && t[i] != '\n') {
                i++;
            }
            continue;
        }
        int bad;
        size_t end = sh_lex_word_end(t, len, i, &bad);
        if (end == i) {
            end = i + 1;
        }
        sh_word w = {t + i, end - i};
        size_t close = c == '[' ? sh_lex_subscript_end(t, end, i) : end;
        int sub = close + 1 < end && t[close + 1] == '=';
        if (keyed < 0) {
            keyed = sub;
        }
        if (sub) {
            long long idx;
            const char *key = NULL;
            if (eval_subscript(st, name, assoc, t + i + 1, close - i - 1, &idx, &key) != 0) {
                return 1;
            }
            sh_word vw = {t + close + 2, end - close - 2};
            char *v = sh_expand_assign(st, vw);
            if (!v) {
                return 1;
            }
            if (elems_push(st, e, 1, idx, key, v) < 0) {
                return oom(st);
            }
        } else {
            sh_strv fields = {0};
            if (sh_expand_fields(st, &w, 1, &fields) < 0) {
                return 1;
            }
            for (size_t k = 0; k < fields.n; k++) {
                if (assoc && keyed) {
                    sh_errorf(st, "%s: '%s': must use subscript when assigning associative array",
                              name, fields.v[k]);
                } else if (assoc && !pending) {
                    pending = fields.v[k];
                } else if (elems_push(st, e, assoc, NO_IDX, pending, fields.v[k]) < 0) {
                    return oom(st);
                } else {
                    pending = NULL;
                }
            }
        }
        i = end;
    }
    char *none = pending ? cm_arena_strndup(&st->tmp, "", 0) : NULL;
    if (pending && (!none || elems_push(st, e, 1, NO_IDX, pending, none) < 0)) {
        return oom(st);
    }
    return 0;
}

// Give name the values in e (after what it holds when append).
static int
apply_elems(sh_state *st, const char *name, int append, const elems *e)
{
    if (sh_var_is_assoc(st, name)) {
        int r = sh_assoc_make(st, name, !append);
        for (size_t k = 0; k < e->n && r >= 0; k++) {
            r = e->key[k] ? sh_assoc_set(st, name, e->key[k], e->val[k]) : 0;
        }
        return set_status(st, r < 0 ? r : 0);
    }
    int r = sh_arr_make(st, name, !append);
    if (r < 0) {
        return set_status(st, r);
    }
    const char *to = sh_nameref_follow(st, name);
    sh_var *v = to ? sh_var_find(st, to) : NULL;
    if (v) {
        v->invisible = 0; // NAME+=() assigns it too
    }
    long long next = sh_arr_next(st, name);
    for (size_t k = 0; k < e->n; k++) {
        long long idx = e->has_idx[k] ? e->idx[k] : next;
        if (e->has_idx[k] && idx < 0) {
            // as bash: counts back from the end (wrapping, as bash)
            idx = (long long)((unsigned long long)idx + (unsigned long long)next);
        }
        r = sh_arr_set(st, name, idx, e->val[k]);
        if (r < 0) {
            return set_status(st, r);
        }
        next = (long long)((unsigned long long)idx + 1ULL);
    }
    return 0;
}

// Read a single-quoted run ('a'\''b') at value[*i] (before end) into b. 0 or -1.
static int
read_quoted(cm_buf *b, const char *value, size_t *i, size_t end)
{
    while (*i < end && value[*i] == '\'') {
        size_t s = ++*i;
        while (*i < end && value[*i] != '\'') {
            ++*i;
        }
        if (cm_buf_add(b, value + s, *i - s) < 0) {
            return -1;
        }
        ++*i;
        if (*i + 1 < end && value[*i] == '\\' && value[*i + 1] == '\'') {
            if (cm_buf_addc(b, '\'') < 0) {
                return -1;
            }
            *i += 2;
        }
    }
    return 0;
}

/* sh_assign_value: see shell/assign.h. */
int
sh_assign_value(sh_state *st, const char *name, int has_idx, long long idx, const char *key,
                int append, const char *value, int compound)
{
    if (compound) {
        elems e = {0};
        size_t n = strlen(value);
        if (n < 2 || value[0] != '(' || value[n - 1] != ')') {
            sh_errorf(st, "%s: malformed array value", name);
            return 1;
        }
        // the canonical spelling: [N]='v' or 'v', quotes as '\''
        size_t i = 1;
        while (i < n - 1) {
            if (value[i] == ' ') {
                i++;
                continue;
            }
            int hi = 0;
            long long at = NO_IDX;
            char *k = NULL;
            cm_buf b;
            cm_buf_init(&b, 0);
            if (value[i] == '[' && value[i + 1] == '\'') {
                i++;
                if (read_quoted(&b, value, &i, n - 1) < 0 ||
                    !(k = cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len))) {
                    cm_buf_free(&b);
                    return oom(st);
                }
                if (value[i] != ']' || value[i + 1] != '=') {
                    cm_buf_free(&b);
                    sh_errorf(st, "%s: malformed array value", name);
                    return 1;
                }
                cm_buf_reset(&b);
                hi = 1;
                i += 2;
            } else if (value[i] == '[') {
                char *end;
                at = strtoll(value + i + 1, &end, 10);
                if (*end != ']' || end[1] != '=') {
                    cm_buf_free(&b);
                    sh_errorf(st, "%s: malformed array value", name);
                    return 1;
                }
                hi = 1;
                i = (size_t)(end + 2 - value);
            }
            if (read_quoted(&b, value, &i, n - 1) < 0) {
                cm_buf_free(&b);
                return oom(st);
            }
            char *v = cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len);
            cm_buf_free(&b);
            if (!v || elems_push(st, &e, hi, at, k, v) < 0) {
                return oom(st);
            }
        }
        return apply_elems(st, name, append, &e);
    }
    if (append) {
        const char *old = has_idx ? sh_elem_get(st, name, idx, key) : sh_var_get(st, name);
        const sh_var *var = sh_var_find(st, name);
        if (var && var->integer && old) {
            // declare -i: += adds (bash)
            long long a = strtoll(old, NULL, 10);
            long long d;
            if (sh_arith(st, value, strlen(value), &d) < 0) {
                return 1;
            }
            char *nv = cm_arena_alloc(&st->tmp, 24);
            if (!nv) {
                return oom(st);
            }
            snprintf(nv, 24, "%lld", (long long)((unsigned long long)a + (unsigned long long)d));
            old = NULL;
            value = nv;
        }
        size_t ol = old ? strlen(old) : 0;
        size_t vl = strlen(value);
        char *nv = cm_arena_alloc(&st->tmp, ol + vl + 1);
        if (!nv) {
            return oom(st);
        }
        memcpy(nv, old ? old : "", ol);
        memcpy(nv + ol, value, vl + 1);
        value = nv;
    }
    int r = has_idx ? sh_elem_set(st, name, idx, key, value) : sh_var_set(st, name, value);
    return set_status(st, r);
}

// The parts of a raw assignment word: name, subscript span, append, value span.
typedef struct parts {
    char name[256];
    const char *sub;
    size_t sub_len;
    int append;
    sh_word value;
} parts;

// cmd: the declaration builtin the word is an argument of (its errors name it), or NULL.
static int
split_word(sh_state *st, sh_word w, parts *p, const char *cmd)
{
    size_t i = 0;
    while (i < w.len && sh_lex_name_char((unsigned char)w.text[i])) {
        i++;
    }
    if (i >= sizeof(p->name)) {
        if (cmd) {
            sh_errorf(st, "%s: `%.*s': variable name longer than 255 bytes", cmd, (int)i, w.text);
        } else {
            sh_errorf(st, "%.*s: variable name longer than 255 bytes", (int)i, w.text);
        }
        return 1;
    }
    memcpy(p->name, w.text, i);
    p->name[i] = 0;
    p->sub = NULL;
    p->sub_len = 0;
    if (i < w.len && w.text[i] == '[') {
        size_t close = sh_lex_subscript_end(w.text, w.len, i);
        p->sub = w.text + i + 1;
        p->sub_len = close - i - 1;
        i = close + 1;
    }
    p->append = i < w.len && w.text[i] == '+';
    i += (size_t)p->append + 1;
    if (i > w.len) {
        i = w.len;
    }
    p->value.text = w.text + i;
    p->value.len = w.len - i;
    return 0;
}

static int
is_compound(sh_word v)
{
    return v.len >= 2 && v.text[0] == '(' && v.text[v.len - 1] == ')';
}

/* sh_assign_word: see shell/assign.h. */
int
sh_assign_word(sh_state *st, sh_word w)
{
    parts p;
    if (split_word(st, w, &p, NULL) != 0) {
        return 1;
    }
    int assoc = sh_var_is_assoc(st, p.name);
    if (p.sub == NULL && is_compound(p.value)) {
        elems e = {0};
        if (expand_compound(st, p.name, assoc, p.value.text + 1, p.value.len - 2, &e) != 0) {
            return 1;
        }
        return apply_elems(st, p.name, p.append, &e);
    }
    long long idx = 0;
    const char *key = NULL;
    if (p.sub && eval_subscript(st, p.name, assoc, p.sub, p.sub_len, &idx, &key) != 0) {
        return 1;
    }
    char *v = sh_expand_assign(st, p.value);
    if (!v) {
        return 1;
    }
    return sh_assign_value(st, p.name, p.sub != NULL, idx, key, p.append, v, 0);
}

// Append v single-quoted ('\'' for a quote).
static int
add_quoted(cm_buf *b, const char *v)
{
    if (cm_buf_addc(b, '\'') < 0) {
        return -1;
    }
    for (size_t i = 0; v[i]; i++) {
        if (v[i] == '\'' ? cm_buf_adds(b, "'\\''") < 0 : cm_buf_addc(b, v[i]) < 0) {
            return -1;
        }
    }
    return cm_buf_addc(b, '\'');
}

/* sh_assign_decl_arg: see shell/assign.h. */
int
sh_assign_decl_arg(sh_state *st, sh_word w, sh_strv *argv, int *compound)
{
    *compound = 0;
    if (!sh_assign_is_word(w)) {
        return 0;
    }
    parts p;
    if (split_word(st, w, &p, argv->n > 0 ? argv->v[0] : NULL) != 0) {
        return -1;
    }
    // associative when an option before it says -A, or the variable is one
    int assoc = sh_var_is_assoc(st, p.name);
    for (size_t k = 1; k < argv->n && !assoc; k++) {
        assoc = argv->v[k][0] == '-' && strchr(argv->v[k], 'A') != NULL;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    int bad = cm_buf_adds(&b, p.name) < 0;
    if (p.sub) {
        long long idx;
        const char *key = NULL;
        if (eval_subscript(st, p.name, assoc, p.sub, p.sub_len, &idx, &key) != 0) {
            cm_buf_free(&b);
            return -1;
        }
        if (key) {
            bad |= cm_buf_addc(&b, '[') < 0 || add_quoted(&b, key) < 0 || cm_buf_addc(&b, ']') < 0;
        } else {
            bad |= cm_buf_printf(&b, "[%lld]", idx) < 0;
        }
    }
    bad |= cm_buf_adds(&b, p.append ? "+=" : "=") < 0;
    if (p.sub == NULL && is_compound(p.value)) {
        elems e = {0};
        if (expand_compound(st, p.name, assoc, p.value.text + 1, p.value.len - 2, &e) != 0) {
            cm_buf_free(&b);
            return -1;
        }
        bad |= cm_buf_addc(&b, '(') < 0;
        for (size_t k = 0; k < e.n && !bad; k++) {
            if (k > 0) {
                bad |= cm_buf_addc(&b, ' ') < 0;
            }
            if (e.key[k]) {
                bad |= cm_buf_addc(&b, '[') < 0 || add_quoted(&b, e.key[k]) < 0 ||
                       cm_buf_adds(&b, "]=") < 0;
            } else if (e.has_idx[k]) {
                bad |= cm_buf_printf(&b, "[%lld]=", e.idx[k]) < 0;
            }
            bad |= add_quoted(&b, e.val[k]) < 0;
        }
        bad |= cm_buf_addc(&b, ')') < 0;
        *compound = 1;
    } else {
        char *v = sh_expand_assign(st, p.value);
        if (!v) {
            cm_buf_free(&b);
            return -1;
        }
        bad |= cm_buf_adds(&b, v) < 0;
    }
    char *arg = bad ? NULL : cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    if (!arg || sh_strv_push(st, argv, arg) < 0) {
        oom(st);
        return -1;
    }
    return 1;
}

/* sh_assign_split: see shell/assign.h. */
int
sh_assign_split(sh_state *st, const char *arg, char *name, size_t size, int *has_idx,
                long long *idx, const char **key, int *append, const char **value)
{
    size_t i = 0;
    while (arg[i] && sh_lex_name_char((unsigned char)arg[i])) {
        i++;
    }
    if (i == 0 || i >= size || !sh_lex_name_start((unsigned char)arg[0])) {
        return -1;
    }
    memcpy(name, arg, i);
    name[i] = 0;
    *has_idx = 0;
    *idx = NO_IDX;
    *key = NULL;
    *append = 0;
    *value = NULL;
    if (arg[i] == '[' && arg[i + 1] == '\'') {
        // a key as sh_assign_decl_arg spells it: single-quoted
        cm_buf b;
        cm_buf_init(&b, 0);
        i++;
        int bad = read_quoted(&b, arg, &i, strlen(arg)) < 0;
        *key = bad ? NULL : cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len);
        cm_buf_free(&b);
        if (!*key || arg[i] != ']') {
            return -1;
        }
        *has_idx = 1;
        i++;
    } else if (arg[i] == '[' && sh_var_is_assoc(st, name)) {
        // an expanded NAME[key] (printf -v, read): the key as it stands, up to the last ']'
        const char *eq = strchr(arg + i, '=');
        size_t e = eq ? (size_t)(eq - arg) : strlen(arg);
        if (e > i && arg[e - 1] == '+') {
            e--;
        }
        if (e < i + 3 || arg[e - 1] != ']') {
            return -1;
        }
        *key = cm_arena_strndup(&st->tmp, arg + i + 1, e - i - 2);
        if (!*key) {
            return -1;
        }
        *has_idx = 1;
        i = e;
    } else if (arg[i] == '[') {
        // only a number: a subscript from an expansion is never evaluated
        size_t s = i + 1;
        size_t k = s + (arg[s] == '-');
        while (arg[k] >= '0' && arg[k] <= '9') {
            k++;
        }
        if (arg[k] != ']' || k == s + (arg[s] == '-')) {
            return -1;
        }
        *idx = strtoll(arg + s, NULL, 10);
        *has_idx = 1;
        i = k + 1;
    }
    if (arg[i] == '+' && arg[i + 1] == '=') {
        *append = 1;
        i++;
    }
    if (arg[i] == '=') {
        *value = arg + i + 1;
        return 0;
    }
    return arg[i] || *append ? -1 : 0;
}
