/* `strands-box explain`'s engine half: requests in the oracle's JSON format (one request,
 * a list, or {"requests": [...]}, with the argv/url shorthands) turned into policy
 * requests and decided; and the one-line description of a rule that `check` prints. */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JSMN_STATIC
#include <jsmn.h>

#include "common/alloc.h"
#include "common/arena.h"
#include "common/utf8.h"
#include "policy/lang.h"
#include "policy/policy.h"

/* ---- JSON input (jsmn tokens to policy values) ---- */

typedef struct jdoc {
    const char *js;
    jsmntok_t *t;
    int n;
    cm_arena *a;
} jdoc;

static int
jskip(const jdoc *d, int i)
{
    int pending = 1;
    while (pending > 0 && i < d->n) {
        pending += d->t[i].size - 1;
        i++;
    }
    return i;
}

static int
jis(const jdoc *d, int i, const char *s)
{
    size_t n = strlen(s);
    return d->t[i].type == JSMN_STRING && (size_t)(d->t[i].end - d->t[i].start) == n &&
           memcmp(d->js + d->t[i].start, s, n) == 0;
}

// Index of the value of key in the object at i, or -1.
static int
jget(const jdoc *d, int i, const char *key)
{
    if (i < 0 || d->t[i].type != JSMN_OBJECT) {
        return -1;
    }
    int k = i + 1;
    for (int m = 0; m < d->t[i].size; m++) {
        if (jis(d, k, key)) {
            return k + 1;
        }
        k = jskip(d, k + 1);
    }
    return -1;
}

static unsigned
hex4(const char *p)
{
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        v = v * 16 + (unsigned)(c >= '0' && c <= '9'   ? c - '0'
                                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                       : 0);
    }
    return v;
}

// Decode the JSON string token i into the arena (NUL-terminated).
static const char *
jstr(const jdoc *d, int i, size_t *outn)
{
    const char *s = d->js + d->t[i].start;
    size_t n = (size_t)(d->t[i].end - d->t[i].start);
    cm_buf b;
    cm_buf_init(&b, 0);
    for (size_t k = 0; k < n; k++) {
        if (s[k] != '\\' || k + 1 >= n) {
            pol_ignore(cm_buf_addc(&b, s[k]));
            continue;
        }
        char e = s[++k];
        switch (e) {
        case 'n':
            pol_ignore(cm_buf_addc(&b, '\n'));
            break;
        case 't':
            pol_ignore(cm_buf_addc(&b, '\t'));
            break;
        case 'r':
            pol_ignore(cm_buf_addc(&b, '\r'));
            break;
        case 'b':
            pol_ignore(cm_buf_addc(&b, '\b'));
            break;
        case 'f':
            pol_ignore(cm_buf_addc(&b, '\f'));
            break;
        case 'u':
            if (k + 4 < n) {
                uint32_t cp = hex4(s + k + 1);
                k += 4;
                if (cp >= 0xD800 && cp < 0xDC00 && k + 6 < n && s[k + 1] == '\\' &&
                    s[k + 2] == 'u') {
                    uint32_t lo = hex4(s + k + 3);
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    k += 6;
                }
                pol_ignore(cm_buf_add_utf8(&b, cp));
            }
            break;
        default:
            pol_ignore(cm_buf_addc(&b, e));
            break;
        }
    }
    char *o = cm_arena_strndup(d->a, b.data ? b.data : "", b.len);
    *outn = b.len;
    cm_buf_free(&b);
    return o;
}

// Parse `Type::"id"` (or a bare name with a default type) into an entity value.
static int
uid_from_text(const jdoc *d, const char *s, size_t n, const char *deftype, pol_val *out)
{
    const char *sep = NULL;
    for (size_t i = 0; i + 2 < n; i++) {
        if (s[i] == ':' && s[i + 1] == ':' && s[i + 2] == '"') {
            sep = s + i;
        }
    }
    out->kind = PV_ENT;
    if (sep && s[n - 1] == '"') {
        out->u.e.type = cm_arena_strndup(d->a, s, (size_t)(sep - s));
        out->u.e.id = cm_arena_strndup(d->a, sep + 3, (size_t)(s + n - 1 - (sep + 3)));
        out->u.e.idn = (size_t)(s + n - 1 - (sep + 3));
        return out->u.e.type && out->u.e.id ? 0 : -1;
    }
    if (!deftype) {
        return -1;
    }
    out->u.e.type = deftype;
    out->u.e.id = s;
    out->u.e.idn = n;
    return 0;
}

// {"type": T, "id": I} or {"__entity": {...}} or `T::"id"` text.
static int
juid(const jdoc *d, int i, const char *deftype, pol_val *out)
{
    if (i < 0) {
        return -1;
    }
    if (d->t[i].type == JSMN_STRING) {
        size_t n;
        const char *s = jstr(d, i, &n);
        return s ? uid_from_text(d, s, n, deftype, out) : -1;
    }
    int inner = jget(d, i, "__entity");
    if (inner < 0) {
        inner = i;
    }
    int ti = jget(d, inner, "type");
    int ii = jget(d, inner, "id");
    if (ti < 0 || ii < 0 || d->t[ti].type != JSMN_STRING || d->t[ii].type != JSMN_STRING) {
        return -1;
    }
    size_t tn;
    out->kind = PV_ENT;
    out->u.e.type = jstr(d, ti, &tn);
    out->u.e.id = jstr(d, ii, &out->u.e.idn);
    return out->u.e.type && out->u.e.id ? 0 : -1;
}

// Convert the JSON value at i to a policy value; returns the next index or -1.
static int
jval(const jdoc *d, int i, pol_val *out)
{
    const jsmntok_t *t = &d->t[i];
    if (t->type == JSMN_STRING) {
        out->kind = PV_STR;
        out->u.s.p = jstr(d, i, &out->u.s.n);
        return out->u.s.p ? i + 1 : -1;
    }
    if (t->type == JSMN_PRIMITIVE) {
        const char *s = d->js + t->start;
        if (*s == 't' || *s == 'f') {
            out->kind = PV_BOOL;
            out->u.b = *s == 't';
            return i + 1;
        }
        if (*s == 'n') {
            return -1;
        }
        char num[32];
        size_t n = (size_t)(t->end - t->start);
        if (n >= sizeof(num)) {
            return -1;
        }
        memcpy(num, s, n);
        num[n] = '\0';
        char *end;
        errno = 0;
        long long v = strtoll(num, &end, 10);
        if (*end || errno) {
            return -1;
        }
        out->kind = PV_LONG;
        out->u.l = v;
        return i + 1;
    }
    if (t->type == JSMN_ARRAY) {
        pol_val *v = cm_arena_alloc(d->a, (size_t)(t->size ? t->size : 1) * sizeof(*v));
        if (!v) {
            return -1;
        }
        int k = i + 1;
        for (int m = 0; m < t->size; m++) {
            k = jval(d, k, &v[m]);
            if (k < 0) {
                return -1;
            }
        }
        out->kind = PV_SET;
        out->u.set.v = v;
        out->u.set.n = (size_t)t->size;
        return k;
    }
    if (t->type == JSMN_OBJECT) {
        if (t->size == 1 && jis(d, i + 1, "__entity")) {
            if (juid(d, i, NULL, out) < 0) {
                return -1;
            }
            return jskip(d, i);
        }
        pol_field *f = cm_arena_alloc(d->a, (size_t)(t->size ? t->size : 1) * sizeof(*f));
        if (!f) {
            return -1;
        }
        int k = i + 1;
        for (int m = 0; m < t->size; m++) {
            f[m].key = jstr(d, k, &f[m].keyn);
            k = jval(d, k + 1, &f[m].v);
            if (k < 0 || !f[m].key) {
                return -1;
            }
        }
        out->kind = PV_REC;
        out->u.rec.f = f;
        out->u.rec.n = (size_t)t->size;
        return k;
    }
    return -1;
}

/* ---- requests ---- */

typedef struct fields {
    pol_field *f;
    size_t n;
    size_t cap;
} fields;

static pol_val *
fget(fields *fs, const char *key)
{
    for (size_t i = 0; i < fs->n; i++) {
        if (fs->f[i].keyn == strlen(key) && memcmp(fs->f[i].key, key, fs->f[i].keyn) == 0) {
            return &fs->f[i].v;
        }
    }
    return NULL;
}

static void
fset(fields *fs, const char *key, pol_val v)
{
    if (fget(fs, key) || fs->n == fs->cap) {
        return;
    }
    fs->f[fs->n].key = key;
    fs->f[fs->n].keyn = strlen(key);
    fs->f[fs->n].v = v;
    fs->n++;
}

static pol_val
vstr(const char *s, size_t n)
{
    pol_val v;
    v.kind = PV_STR;
    v.u.s.p = s;
    v.u.s.n = n;
    return v;
}

static pol_val
vlong(int64_t l)
{
    pol_val v;
    v.kind = PV_LONG;
    v.u.l = l;
    return v;
}

static void
expand_url(jdoc *d, fields *fs, int http, const char *url)
{
    const char *p = strstr(url, "://");
    if (!p) {
        return;
    }
    int https = (size_t)(p - url) == 5 && strncmp(url, "https", 5) == 0;
    const char *h = p + 3;
    const char *at = NULL;
    const char *end = h + strcspn(h, "/?#");
    for (const char *q = h; q < end; q++) {
        if (*q == '@') {
            at = q;
        }
    }
    if (at) {
        h = at + 1;
    }
    const char *hend = end;
    const char *colon = NULL;
    if (*h == '[') {
        const char *rb = memchr(h, ']', (size_t)(end - h));
        hend = rb ? rb + 1 : end;
        if (hend < end && *hend == ':') {
            colon = hend;
        }
    } else {
        colon = memchr(h, ':', (size_t)(end - h));
        if (colon) {
            hend = colon;
        }
    }
    char *host = cm_arena_strndup(d->a, h, (size_t)(hend - h));
    if (!host) {
        return;
    }
    for (char *c = host; *c; c++) {
        if (*c >= 'A' && *c <= 'Z') {
            *c = (char)(*c - 'A' + 'a');
        }
    }
    int64_t port = https                                                      ? 443
                   : ((size_t)(p - url) == 4 && strncmp(url, "http", 4) == 0) ? 80
                                                                              : 443;
    if (colon && colon + 1 < end) {
        port = strtoll(colon + 1, NULL, 10);
    }
    fset(fs, "host", vstr(host, strlen(host)));
    fset(fs, "port", vlong(port));
    if (!http) {
        return;
    }
    size_t pn = strcspn(end, "?#");
    const char *path = pn ? cm_arena_strndup(d->a, end, pn) : "/";
    fset(fs, "method", vstr("GET", 3));
    fset(fs, "path", vstr(path ? path : "/", path ? strlen(path) : 1));
    fset(fs, "body_bytes", vlong(0));
    pol_val b;
    b.kind = PV_BOOL;
    b.u.b = https;
    fset(fs, "intercepted", b);
}

// The oracle's input shorthands: operation strings, argv, url.
static int
expand_input(jdoc *d, const char *action, const pol_val *in, fields *fs)
{
    fs->cap = in->u.rec.n + 12;
    fs->f = cm_arena_alloc(d->a, fs->cap * sizeof(*fs->f));
    if (!fs->f) {
        return -1;
    }
    fs->n = 0;
    const pol_val *argv = NULL;
    const pol_val *url = NULL;
    for (size_t i = 0; i < in->u.rec.n; i++) {
        const pol_field *f = &in->u.rec.f[i];
        if (f->keyn == 4 && memcmp(f->key, "argv", 4) == 0 &&
            (strcmp(action, "shell:exec") == 0 || strcmp(action, "shell:spawn") == 0) &&
            f->v.kind == PV_SET) {
            argv = &f->v;
            continue;
        }
        if (f->keyn == 3 && memcmp(f->key, "url", 3) == 0 && f->v.kind == PV_STR &&
            (strcmp(action, "net:connect") == 0 || strcmp(action, "http:request") == 0)) {
            url = &f->v;
            continue;
        }
        fs->f[fs->n++] = *f;
    }
    int a = pol_schema_action(action, strlen(action));
    const char *optype = a >= 0 ? pol_schema_op_type((pol_action)a) : NULL;
    pol_val *op = fget(fs, "operation");
    if (optype && op && op->kind == PV_STR) {
        const char *id = op->u.s.p;
        size_t idn = op->u.s.n;
        op->kind = PV_ENT;
        op->u.e.type = optype;
        op->u.e.id = id;
        op->u.e.idn = idn;
    }
    if (argv && argv->u.set.n > 0) {
        cm_buf cmd;
        cm_buf_init(&cmd, 0);
        for (size_t i = 0; i < argv->u.set.n; i++) {
            const pol_val *w = &argv->u.set.v[i];
            if (w->kind != PV_STR) {
                cm_buf_free(&cmd);
                return -1;
            }
            pol_ignore(cm_buf_printf(&cmd, "%s%.*s", i ? " " : "", (int)w->u.s.n, w->u.s.p));
        }
        const char *c = cm_arena_strndup(d->a, cmd.data ? cmd.data : "", cmd.len);
        size_t cn = cmd.len;
        cm_buf_free(&cmd);
        if (!c) {
            return -1;
        }
        if (strcmp(action, "shell:spawn") == 0) {
            fset(fs, "program_path", argv->u.set.v[0]);
        }
        fset(fs, "command", vstr(c, cn));
        fset(fs, "program", argv->u.set.v[0]);
        if (argv->u.set.n > 1) {
            fset(fs, "arg1", argv->u.set.v[1]);
        }
        if (argv->u.set.n > 2) {
            fset(fs, "arg2", argv->u.set.v[2]);
        }
        fset(fs, "arg_count", vlong((int64_t)argv->u.set.n - 1));
        fset(fs, "cwd", vstr("~", 1));
    }
    if (url) {
        expand_url(d, fs, strcmp(action, "http:request") == 0, url->u.s.p);
    }
    return 0;
}

// v as JavaScript's String(v) writes it (the oracle builds its labels with template
// strings, so a mistyped field still shows: `true`, `1,2`, `[object Object]`).
static void
js_string(cm_buf *b, const pol_val *v)
{
    switch (v->kind) {
    case PV_BOOL:
        pol_ignore(cm_buf_adds(b, v->u.b ? "true" : "false"));
        break;
    case PV_LONG:
        pol_ignore(cm_buf_printf(b, "%" PRId64, v->u.l));
        break;
    case PV_STR:
        pol_ignore(cm_buf_add(b, v->u.s.p, v->u.s.n));
        break;
    case PV_SET:
        for (size_t i = 0; i < v->u.set.n; i++) {
            pol_ignore(cm_buf_adds(b, i ? "," : ""));
            js_string(b, &v->u.set.v[i]);
        }
        break;
    default:
        pol_ignore(cm_buf_adds(b, "[object Object]"));
        break;
    }
}

// 1 when v is falsy in JavaScript (false, 0, "").
static int
js_falsy(const pol_val *v)
{
    return (v->kind == PV_BOOL && !v->u.b) || (v->kind == PV_LONG && v->u.l == 0) ||
           (v->kind == PV_STR && v->u.s.n == 0);
}

// The oracle's resource label from the (expanded) input.
static const char *
resource_label(jdoc *d, const char *action, fields *fs)
{
    pol_val *v;
    if (strncmp(action, "fs:", 3) == 0) {
        v = fget(fs, "path");
        return v && v->kind == PV_STR ? v->u.s.p : "";
    }
    if (strcmp(action, "shell:exec") == 0 || strcmp(action, "shell:spawn") == 0) {
        v = fget(fs, "program");
        return v && v->kind == PV_STR ? v->u.s.p : "";
    }
    if (strcmp(action, "net:connect") == 0 || strcmp(action, "http:request") == 0) {
        pol_val *h = fget(fs, "host");
        pol_val *p = fget(fs, "port");
        pol_val *u = fget(fs, "path");
        if (!h) {
            return "";
        }
        cm_buf b;
        cm_buf_init(&b, 0);
        js_string(&b, h);
        pol_ignore(cm_buf_adds(&b, ":"));
        if (p) {
            js_string(&b, p);
        } else {
            pol_ignore(cm_buf_adds(&b, "undefined"));
        }
        if (strcmp(action, "http:request") == 0 && u && !js_falsy(u)) {
            js_string(&b, u);
        }
        const char *s = cm_arena_strndup(d->a, b.data ? b.data : "", b.len);
        cm_buf_free(&b);
        return s ? s : "";
    }
    return "";
}

// Fill a pol_request from the expanded input; returns 0, or -1 when the input does not
// fit the action's schema (what the request gate refuses).
static int
to_request(const char *action, fields *fs, pol_request *q)
{
    memset(q, 0, sizeof(*q));
    int a = pol_schema_action(action, strlen(action));
    if (a < 0) {
        return -1;
    }
    q->action = (pol_action)a;
    static const struct {
        const char *name;
        int kind; // 0 string, 1 long, 2 bool, 3 operation
        size_t off;
        unsigned actions; // bit per action
        int optional;
    } spec[] = {
        {"path", 0, offsetof(pol_request, path), 0x0F, 0},
        {"operation", 3, offsetof(pol_request, operation), 0x0F, 0},
        {"command", 0, offsetof(pol_request, command), 0x30, 0},
        {"program", 0, offsetof(pol_request, program), 0x30, 0},
        {"program_path", 0, offsetof(pol_request, program_path), 0x20, 0},
        {"arg1", 0, offsetof(pol_request, arg1), 0x30, 1},
        {"arg2", 0, offsetof(pol_request, arg2), 0x30, 1},
        {"arg_count", 1, offsetof(pol_request, arg_count), 0x30, 0},
        {"cwd", 0, offsetof(pol_request, cwd), 0x30, 0},
        {"host", 0, offsetof(pol_request, host), 0xC0, 0},
        {"ip", 0, offsetof(pol_request, ip), 0x40, 1},
        {"port", 1, offsetof(pol_request, port), 0xC0, 0},
        {"method", 0, offsetof(pol_request, method), 0x80, 0},
        {"path", 0, offsetof(pol_request, url_path), 0x80, 0},
        {"body_bytes", 1, offsetof(pol_request, body_bytes), 0x80, 0},
        {"intercepted", 2, offsetof(pol_request, intercepted), 0x80, 0},
    };
    int bad = 0;
    size_t matched = 0;
    for (size_t k = 0; k < CM_ARRAY_LEN(spec); k++) {
        if (!(spec[k].actions & (1u << a))) {
            continue;
        }
        pol_val *v = fget(fs, spec[k].name);
        char *base = (char *)q + spec[k].off;
        if (!v) {
            bad |= !spec[k].optional;
            continue;
        }
        matched++;
        switch (spec[k].kind) {
        case 0:
            if (v->kind != PV_STR || memchr(v->u.s.p, '\0', v->u.s.n)) {
                bad = 1;
            } else {
                *(const char **)(void *)base = v->u.s.p;
            }
            break;
        case 1:
            if (v->kind != PV_LONG) {
                bad = 1;
            } else {
                *(int64_t *)(void *)base = v->u.l;
            }
            break;
        case 2:
            if (v->kind != PV_BOOL) {
                bad = 1;
            } else {
                *(int *)(void *)base = v->u.b;
            }
            break;
        default:
            if (v->kind != PV_ENT || strcmp(v->u.e.type, pol_schema_op_type(q->action)) != 0) {
                bad = 1;
            } else {
                *(const char **)(void *)base = v->u.e.id;
            }
            break;
        }
    }
    if (matched != fs->n) {
        bad = 1; // an extra field
    }
    return bad ? -1 : 0;
}

static int
parse_entities(jdoc *d, int i, pol_entity **out, size_t *n)
{
    *out = NULL;
    *n = 0;
    if (i < 0 || d->t[i].type != JSMN_ARRAY) {
        return 0;
    }
    pol_entity *es = cm_arena_calloc(d->a, (size_t)(d->t[i].size + 1) * sizeof(*es));
    if (!es) {
        return -1;
    }
    int k = i + 1;
    for (int m = 0; m < d->t[i].size; m++) {
        pol_entity *e = &es[m];
        if (juid(d, jget(d, k, "uid"), NULL, &e->uid) < 0) {
            return -1;
        }
        int at = jget(d, k, "attrs");
        e->attrs.kind = PV_REC;
        if (at >= 0 && jval(d, at, &e->attrs) < 0) {
            return -1;
        }
        int pi = jget(d, k, "parents");
        if (pi >= 0 && d->t[pi].type == JSMN_ARRAY) {
            pol_val *ps = cm_arena_alloc(d->a, (size_t)(d->t[pi].size + 1) * sizeof(*ps));
            if (!ps) {
                return -1;
            }
            int q = pi + 1;
            for (int j = 0; j < d->t[pi].size; j++) {
                if (juid(d, q, NULL, &ps[j]) < 0) {
                    return -1;
                }
                q = jskip(d, q);
            }
            e->parents = ps;
            e->nparents = (size_t)d->t[pi].size;
        }
        k = jskip(d, k);
    }
    *out = es;
    *n = (size_t)d->t[i].size;
    return 0;
}

/* ---- explain ---- */

// Parse text into d's token array. Returns 0, or -1 when it is not JSON.
static int
tokenize(jdoc *d, size_t len)
{
    jsmn_parser p;
    jsmn_init(&p);
    int nt = jsmn_parse(&p, d->js, len, NULL, 0);
    if (nt <= 0) {
        return -1;
    }
    d->t = cm_arena_alloc(d->a, (size_t)nt * sizeof(*d->t));
    if (!d->t) {
        return -1;
    }
    jsmn_init(&p);
    d->n = jsmn_parse(&p, d->js, len, d->t, (unsigned)nt);
    return d->n > 0 ? 0 : -1;
}

// Decide request k (the m-th, from 0) of d with engine e and hand it to sink. Returns 0,
// or -1 with the reason in err.
static int
explain_one(jdoc *d, int k, int m, const pol_engine *e, int schema, const pol_explain_io *io,
            pol_decision *dec, cm_buf *errs, cm_buf *err)
{
    size_t n;
    int ni = jget(d, k, "name");
    const char *name = ni >= 0 && d->t[ni].type == JSMN_STRING ? jstr(d, ni, &n) : "";
    pol_val action;
    pol_val principal;
    pol_val resource;
    if (juid(d, jget(d, k, "action"), "Box::Action", &action) < 0) {
        pol_ignore(cm_buf_printf(err, "request %d: \"action\" is required", m + 1));
        return -1;
    }
    if (juid(d, jget(d, k, "principal"), NULL, &principal) < 0) {
        principal.kind = PV_ENT;
        principal.u.e.type = "Box::Agent";
        principal.u.e.id = "self";
        principal.u.e.idn = 4;
    }
    if (juid(d, jget(d, k, "resource"), NULL, &resource) < 0) {
        resource.kind = PV_ENT;
        resource.u.e.type = "Box::Resource";
        resource.u.e.id = "unused";
        resource.u.e.idn = 6;
    }
    const char *aname = strcmp(action.u.e.type, "Box::Action") == 0 ? action.u.e.id : "";
    fields fs = {NULL, 0, 0};
    pol_val input;
    input.kind = PV_REC;
    input.u.rec.f = NULL;
    input.u.rec.n = 0;
    int ii = jget(d, k, "input");
    int ci = jget(d, k, "context");
    pol_val context;
    int bad = 0;
    if (ii >= 0) {
        if (jval(d, ii, &input) < 0 || input.kind != PV_REC) {
            bad = 1;
            input.kind = PV_REC;
            input.u.rec.n = 0;
        }
    } else if (ci >= 0) {
        if (jval(d, ci, &context) < 0 || context.kind != PV_REC) {
            bad = 1;
            context.kind = PV_REC;
            context.u.rec.n = 0;
        }
        for (size_t j = 0; j < context.u.rec.n; j++) {
            if (context.u.rec.f[j].keyn == 5 && memcmp(context.u.rec.f[j].key, "input", 5) == 0 &&
                context.u.rec.f[j].v.kind == PV_REC) {
                input = context.u.rec.f[j].v;
            }
        }
    }
    if (expand_input(d, aname, &input, &fs) < 0) {
        bad = 1;
    }
    if (ii >= 0 || ci < 0) {
        pol_field *cf = cm_arena_alloc(d->a, sizeof(*cf));
        if (!cf) {
            pol_ignore(cm_buf_adds(err, "out of memory"));
            return -1;
        }
        cf->key = "input";
        cf->keyn = 5;
        cf->v.kind = PV_REC;
        cf->v.u.rec.f = fs.f;
        cf->v.u.rec.n = fs.n;
        context.kind = PV_REC;
        context.u.rec.f = cf;
        context.u.rec.n = ii >= 0 ? 1 : 0;
    }
    const char *res = resource_label(d, aname, &fs);
    cm_buf_reset(errs);
    if (schema) {
        // The schema admits any principal of type Box::Agent and any resource of type
        // Box::Resource (the oracle evaluates them); a verbatim context must be exactly
        // {input: {...}}.
        pol_request q;
        int fit = !bad && (ci < 0 || context.u.rec.n == 1) && to_request(aname, &fs, &q) == 0 &&
                  strcmp(principal.u.e.type, "Box::Agent") == 0 &&
                  strcmp(resource.u.e.type, "Box::Resource") == 0;
        if (fit) {
            pol_decide_explain_as(e, &q, principal.u.e.id, principal.u.e.idn, resource.u.e.id,
                                  resource.u.e.idn, dec, errs);
        } else {
            // the request gate: deny as an internal fault, naming the resource
            pol_generic_request g = {principal, action, resource, context, NULL, 0, res};
            pol_decide_generic(NULL, &g, dec, NULL);
            pol_ignore(cm_buf_adds(errs, "request: the request does not fit the action's schema"));
        }
    } else {
        pol_entity *store;
        size_t nstore;
        if (parse_entities(d, jget(d, k, "entities"), &store, &nstore) < 0) {
            pol_ignore(cm_buf_printf(err, "request %d: bad entities", m + 1));
            return -1;
        }
        pol_generic_request g = {principal, action, resource, context, store, nstore, res};
        pol_decide_generic(e, &g, dec, errs);
    }
    char abuf[300];
    if (*aname) {
        snprintf(abuf, sizeof(abuf), "%s", aname);
    } else {
        snprintf(abuf, sizeof(abuf), "%s::\"%.*s\"", action.u.e.type, (int)action.u.e.idn,
                 action.u.e.id);
    }
    pol_explained r = {m + 1, name ? name : "", abuf, res, dec, cm_buf_str(errs)};
    io->sink(io->ctx, &r);
    return 0;
}

/* pol_explain_json: see policy/policy.h. */
int
pol_explain_json(const char *text, size_t len, int schema, const pol_explain_io *io, cm_buf *err)
{
    cm_arena arena;
    cm_arena_init(&arena, 0);
    jdoc d = {text, NULL, 0, &arena};
    int rc = -1;
    pol_engine *e = NULL;
    pol_decision dec;
    pol_decision_init(&dec);
    cm_buf errs;
    cm_buf_init(&errs, 0);
    if (tokenize(&d, len) < 0) {
        pol_ignore(cm_buf_adds(err, "not valid JSON"));
        goto done;
    }
    int list = 0;
    if (d.t[0].type == JSMN_ARRAY) {
        list = 0;
    } else if ((list = jget(&d, 0, "requests")) < 0) {
        list = -1; // one request
    }
    // The suite form names its policy (relative to the file) and its mode.
    const char *policy = NULL;
    int pi = jget(&d, 0, "policy");
    int mi = jget(&d, 0, "mode");
    if (mi >= 0 && jis(&d, mi, "no-schema")) {
        schema = 0;
    }
    if (pi >= 0 && d.t[pi].type == JSMN_STRING) {
        size_t n;
        policy = jstr(&d, pi, &n);
    }
    e = io->load(io->ctx, policy, schema);
    if (!e) {
        goto done; // the loader said why
    }
    int first = list < 0 ? 0 : list + 1;
    int count = list < 0 ? 1 : d.t[list].size;
    int k = first;
    for (int m = 0; m < count; m++, k = jskip(&d, k)) {
        if (explain_one(&d, k, m, e, schema, io, &dec, &errs, err) < 0) {
            goto done;
        }
    }
    rc = 0;
done:
    pol_engine_free(e);
    pol_decision_free(&dec);
    cm_buf_free(&errs);
    cm_arena_free(&arena);
    return rc;
}

/* ---- check ---- */

/* pol_engine_rule_describe: see policy/policy.h. */
int
pol_engine_rule_describe(const pol_engine *e, size_t i, cm_buf *out)
{
    const pol_rule *r = pol_engine_rule(e, i);
    if (!r) {
        return -1;
    }
    int rc = cm_buf_printf(out, "policy_%zu", i);
    if (rc == 0 && r->id && r->label == r->id) {
        rc = cm_buf_adds(out, " @id(\"");
        rc = rc == 0 ? pol_msg_escape_annotation(out, r->label, strlen(r->label)) : rc;
        rc = rc == 0 ? cm_buf_adds(out, "\")") : rc;
    }
    rc = rc == 0 ? cm_buf_adds(out, r->forbid ? " forbid " : " permit ") : rc;
    if (r->action.kind == POL_SC_ANY) {
        return rc == 0 ? cm_buf_adds(out, "every action") : rc;
    }
    int first = 1;
    for (int a = 0; rc == 0 && a < POL_ACTION_COUNT; a++) {
        if (r->actions & (1u << a)) {
            rc = cm_buf_printf(out, "%s%s", first ? "" : ", ", pol_action_name((pol_action)a));
            first = 0;
        }
    }
    return rc;
}

/* ---- log ---- */

/* pol_log_format_line: see policy/policy.h. */
int
pol_log_format_line(const char *line, size_t len, cm_buf *out)
{
    jsmntok_t t[256];
    jsmn_parser p;
    jsmn_init(&p);
    int n = jsmn_parse(&p, line, len, t, (unsigned)(sizeof t / sizeof t[0]));
    if (n <= 0 || t[0].type != JSMN_OBJECT) {
        return 1;
    }
    cm_arena a;
    cm_arena_init(&a, 0);
    jdoc d = {line, t, n, &a};
    static const char *const keys[] = {"verdict", "action", "resource", "rule"};
    int rc = 0;
    for (int k = 0; rc == 0 && k < 4; k++) {
        int i = jget(&d, 0, keys[k]);
        size_t sn = 0;
        const char *s = i >= 0 && t[i].type == JSMN_STRING ? jstr(&d, i, &sn) : "";
        // one record on one line, and nothing a file name holds reaches the terminal raw
        rc = s ? cm_utf8_escape_display(out, s, sn) : 0;
        rc = rc == 0 ? cm_buf_addc(out, k == 3 ? '\n' : '\t') : rc;
    }
    cm_arena_free(&a);
    return rc;
}
