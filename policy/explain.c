/* `strands-box explain`'s engine half: requests in the oracle's JSON format (one request,
 * a list, or {"requests": [...]}, with the argv/url shorthands) turned into policy
 * requests and decided; and the one-line description of a rule that `check` prints. */
#include "config.h"

#include <errno.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

// The URL path p (n bytes) as the WHATWG URL parser the oracle uses writes it: "." and
// ".." segments resolved, and controls, space, `"<>`{}` and non-ASCII bytes
// percent-encoded (upper-case hex). An empty path is "/".
static const char *
url_path(jdoc *d, const char *p, size_t n)
{
    cm_buf out;
    cm_buf_init(&out, 0);
    size_t i = 0;
    while (i < n) {
        size_t j = i + 1; // p[i] is the segment's '/'
        while (j < n && p[j] != '/') {
            j++;
        }
        const char *seg = p + i + 1;
        size_t sn = j - i - 1;
        int last = j >= n;
        if (sn == 1 && seg[0] == '.') {
            if (last) {
                pol_ignore(cm_buf_addc(&out, '/'));
            }
        } else if (sn == 2 && seg[0] == '.' && seg[1] == '.') {
            while (out.len > 0 && out.data[out.len - 1] != '/') {
                out.len--;
            }
            if (out.len > 0) {
                out.len--; // the '/' before the dropped segment
            }
            if (last) {
                pol_ignore(cm_buf_addc(&out, '/'));
            }
        } else {
            pol_ignore(cm_buf_addc(&out, '/'));
            for (size_t k = 0; k < sn; k++) {
                unsigned char c = (unsigned char)seg[k];
                if (c <= 0x20 || c >= 0x7F || strchr("\"<>`{}", c)) {
                    pol_ignore(cm_buf_printf(&out, "%%%02X", c));
                } else {
                    pol_ignore(cm_buf_addc(&out, (char)c));
                }
            }
        }
        i = j;
    }
    if (out.len == 0) {
        pol_ignore(cm_buf_addc(&out, '/'));
    }
    const char *s = cm_arena_strndup(d->a, out.data ? out.data : "/", out.len ? out.len : 1);
    cm_buf_free(&out);
    return s;
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
    const char *path = url_path(d, end, strcspn(end, "?#"));
    fset(fs, "method", vstr("GET", 3));
    fset(fs, "path", vstr(path ? path : "/", path ? strlen(path) : 1));
    fset(fs, "body_bytes", vlong(0));
    pol_val b;
    b.kind = PV_BOOL;
    b.u.b = https;
    fset(fs, "intercepted", b);
}

static void js_string(cm_buf *b, const pol_val *v);

// The oracle's input shorthands: operation strings, argv, url. shorthands 0 (a verbatim
// context): copy the fields as they are.
static int
expand_input(jdoc *d, const char *action, const pol_val *in, int shorthands, fields *fs)
{
    fs->cap = in->u.rec.n + 12;
    fs->f = cm_arena_alloc(d->a, fs->cap * sizeof(*fs->f));
    if (!fs->f) {
        return -1;
    }
    fs->n = 0;
    const pol_val *argv = NULL;
    const pol_val *url = NULL;
    if (!shorthands) {
        for (size_t i = 0; i < in->u.rec.n; i++) {
            fs->f[fs->n++] = in->u.rec.f[i];
        }
        return 0;
    }
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
        // each word as the oracle's String(word): 1 is "1", true is "true"
        pol_val *words = cm_arena_alloc(d->a, argv->u.set.n * sizeof(*words));
        if (!words) {
            return -1;
        }
        for (size_t i = 0; i < argv->u.set.n; i++) {
            words[i] = argv->u.set.v[i];
            if (words[i].kind != PV_STR) {
                cm_buf w;
                cm_buf_init(&w, 0);
                js_string(&w, &argv->u.set.v[i]);
                words[i] = vstr(cm_arena_strndup(d->a, w.data ? w.data : "", w.len), w.len);
                cm_buf_free(&w);
                if (!words[i].u.s.p) {
                    return -1;
                }
            }
        }
        pol_val wordset = *argv;
        wordset.u.set.v = words;
        argv = &wordset;
        cm_buf cmd;
        cm_buf_init(&cmd, 0);
        for (size_t i = 0; i < argv->u.set.n; i++) {
            const pol_val *w = &argv->u.set.v[i];
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

// v for a message: a string quoted and bounded, a number, or what kind of value it is.
static void
show_val(cm_buf *b, const pol_val *v)
{
    switch (v->kind) {
    case PV_STR:
        pol_ignore(cm_buf_printf(b, "\"%.*s%s\"", (int)(v->u.s.n > 80 ? 80 : v->u.s.n), v->u.s.p,
                                 v->u.s.n > 80 ? "..." : ""));
        break;
    case PV_LONG:
        pol_ignore(cm_buf_printf(b, "%" PRId64, v->u.l));
        break;
    case PV_BOOL:
        pol_ignore(cm_buf_adds(b, v->u.b ? "true" : "false"));
        break;
    case PV_SET:
        pol_ignore(cm_buf_adds(b, "a list"));
        break;
    case PV_ENT:
        pol_ignore(
            cm_buf_printf(b, "the entity %s::\"%.*s\"", v->u.e.type, (int)v->u.e.idn, v->u.e.id));
        break;
    default:
        pol_ignore(cm_buf_adds(b, "an object"));
        break;
    }
}

// Fill a pol_request from the expanded input; returns 0, or -1 when the input does not
// fit the action's schema (what the request gate refuses), with the field and the
// reason in why.
static int
to_request(const char *action, fields *fs, pol_request *q, cm_buf *why)
{
    memset(q, 0, sizeof(*q));
    int a = pol_schema_action(action, strlen(action));
    if (a < 0) {
        const char *near = pol_schema_action_closest(action, strlen(action));
        pol_ignore(cm_buf_printf(why, "\"action\": \"%s\" is not a Box action%s%s%s", action,
                                 near ? "; did you mean \"" : "", near ? near : "",
                                 near ? "\"?" : ""));
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
    static const char *const kind_names[] = {"a String", "a Long", "a Bool", NULL};
    size_t matched = 0;
    for (size_t k = 0; k < CM_ARRAY_LEN(spec); k++) {
        if (!(spec[k].actions & (1u << a))) {
            continue;
        }
        pol_val *v = fget(fs, spec[k].name);
        char *base = (char *)q + spec[k].off;
        if (!v) {
            if (!spec[k].optional) {
                pol_ignore(cm_buf_printf(why, "\"input\" has no \"%s\", which %s requires",
                                         spec[k].name, action));
                return -1;
            }
            continue;
        }
        matched++;
        int ok;
        switch (spec[k].kind) {
        case 0:
            // the box hands the engine C strings: an embedded NUL cannot be one
            ok = v->kind == PV_STR && !memchr(v->u.s.p, '\0', v->u.s.n);
            if (ok) {
                *(const char **)(void *)base = v->u.s.p;
            }
            break;
        case 1:
            ok = v->kind == PV_LONG;
            if (ok) {
                *(int64_t *)(void *)base = v->u.l;
            }
            break;
        case 2:
            ok = v->kind == PV_BOOL;
            if (ok) {
                *(int *)(void *)base = v->u.b;
            }
            break;
        default: {
            const char *ot = pol_schema_op_type(q->action);
            ok = v->kind == PV_ENT && strcmp(v->u.e.type, ot) == 0 &&
                 pol_schema_op_valid(q->action, v->u.e.id, v->u.e.idn);
            if (ok) {
                *(const char **)(void *)base = v->u.e.id;
                break;
            }
            const char *near =
                v->kind == PV_ENT ? pol_schema_op_closest(q->action, v->u.e.id, v->u.e.idn) : NULL;
            pol_ignore(cm_buf_printf(why, "\"operation\": "));
            if (v->kind == PV_ENT && strcmp(v->u.e.type, ot) == 0) {
                pol_ignore(cm_buf_printf(why, "\"%.*s\"", (int)v->u.e.idn, v->u.e.id));
            } else {
                show_val(why, v);
            }
            pol_ignore(cm_buf_printf(why, " is not a %s%s%s%s", ot, near ? "; did you mean \"" : "",
                                     near ? near : "", near ? "\"?" : ""));
            return -1;
        }
        }
        if (!ok) {
            pol_ignore(cm_buf_printf(why, "\"%s\": ", spec[k].name));
            show_val(why, v);
            if (spec[k].kind == 0 && v->kind == PV_STR) {
                pol_ignore(cm_buf_adds(why, " holds a NUL character, which the box never passes"));
            } else {
                pol_ignore(cm_buf_printf(why, " is not %s", kind_names[spec[k].kind]));
            }
            return -1;
        }
    }
    if (matched != fs->n) {
        for (size_t i = 0; i < fs->n; i++) {
            int known = 0;
            for (size_t k = 0; k < CM_ARRAY_LEN(spec); k++) {
                known |= (spec[k].actions & (1u << a)) && fs->f[i].keyn == strlen(spec[k].name) &&
                         memcmp(fs->f[i].key, spec[k].name, fs->f[i].keyn) == 0;
            }
            if (!known) {
                pol_ignore(cm_buf_printf(why, "\"input\" has \"%.*s\", which %s does not declare",
                                         (int)fs->f[i].keyn, fs->f[i].key, action));
                break;
            }
        }
        return -1;
    }
    return 0;
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

// The JSON text of token i, bounded, for a message.
static void
show_tok(const jdoc *d, int i, cm_buf *b)
{
    int n = d->t[i].end - d->t[i].start;
    int quote = d->t[i].type == JSMN_STRING;
    pol_ignore(cm_buf_printf(b, "%s%.*s%s%s", quote ? "\"" : "", n > 80 ? 80 : n,
                             d->js + d->t[i].start, n > 80 ? "..." : "", quote ? "\"" : ""));
}

// Why the JSON value at i (inside "input" or "context") has no policy value: the first
// field that is null or not a whole number. Appends `"key": VALUE is ...` to why.
static void
why_value(jdoc *d, int i, const char *key, size_t keyn, cm_buf *why)
{
    const jsmntok_t *t = &d->t[i];
    if (t->type == JSMN_OBJECT) {
        int k = i + 1;
        for (int m = 0; m < t->size; m++) {
            pol_val v;
            if (jval(d, k + 1, &v) < 0) {
                why_value(d, k + 1, d->js + d->t[k].start, (size_t)(d->t[k].end - d->t[k].start),
                          why);
                return;
            }
            k = jskip(d, k + 1);
        }
    }
    if (t->type == JSMN_ARRAY) {
        int k = i + 1;
        for (int m = 0; m < t->size; m++) {
            pol_val v;
            if (jval(d, k, &v) < 0) {
                why_value(d, k, key, keyn, why);
                return;
            }
            k = jskip(d, k);
        }
    }
    pol_ignore(cm_buf_printf(why, "\"%.*s\": ", (int)keyn, key));
    show_tok(d, i, why);
    pol_ignore(cm_buf_adds(why, t->type == JSMN_PRIMITIVE && d->js[t->start] == 'n'
                                    ? " is null, which a request cannot hold"
                                    : " is not a whole number from -2^63 to 2^63-1"));
}

// Report request `where` as malformed: "WHERE: WHY" to the caller.
static void
malformed(const pol_explain_io *io, const char *where, const cm_buf *why)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    pol_ignore(cm_buf_printf(&b, "%s: %s", where, why->len ? cm_buf_str(why) : "malformed"));
    if (io->bad) {
        io->bad(io->ctx, cm_buf_str(&b));
    }
    cm_buf_free(&b);
}

// One principal or resource of a request: absent (the default), or a uid. Returns 0,
// or -1 after reporting a malformed one.
static int
request_uid(jdoc *d, int k, const char *key, const char *deftype, const char *defid,
            const char *where, const pol_explain_io *io, pol_val *out)
{
    int i = jget(d, k, key);
    if (i < 0) {
        out->kind = PV_ENT;
        out->u.e.type = deftype;
        out->u.e.id = defid;
        out->u.e.idn = strlen(defid);
        return 0;
    }
    if (juid(d, i, NULL, out) == 0) {
        return 0;
    }
    cm_buf why;
    cm_buf_init(&why, 0);
    pol_ignore(cm_buf_printf(&why, "\"%s\": ", key));
    show_tok(d, i, &why);
    pol_ignore(cm_buf_printf(&why,
                             " is not an entity uid (write %s::\"%s\" or {\"type\": "
                             "\"%s\", \"id\": \"%s\"})",
                             deftype, defid, deftype, defid));
    malformed(io, where, &why);
    cm_buf_free(&why);
    return -1;
}

// Decide request k (the m-th, from 0) of d with engine e and hand it to sink. A request
// the oracle cannot build (no action, "input" and "context" both, an empty argv, a url
// without a scheme) is reported as malformed and gets no answer; one the schema does
// not admit is reported as malformed and denied as the request gate denies it.
// Returns 0, or -1 on running out of memory (err says so).
static int
explain_one(jdoc *d, int k, int m, int single, const pol_engine *e, int schema,
            const pol_explain_io *io, pol_decision *dec, cm_buf *errs, cm_buf *err)
{
    char where[40];
    if (single) {
        snprintf(where, sizeof(where), "request");
    } else {
        snprintf(where, sizeof(where), "requests[%d]", m);
    }
    cm_buf why;
    cm_buf_init(&why, 0);
    int rc = 0;
    if (d->t[k].type != JSMN_OBJECT) {
        pol_ignore(cm_buf_adds(&why, "a request is a JSON object"));
        goto bad;
    }
    size_t n;
    int ni = jget(d, k, "name");
    const char *name = ni >= 0 && d->t[ni].type == JSMN_STRING ? jstr(d, ni, &n) : "";
    pol_val action;
    pol_val principal;
    pol_val resource;
    int ai = jget(d, k, "action");
    if (ai < 0 || juid(d, ai, "Box::Action", &action) < 0) {
        if (ai < 0) {
            pol_ignore(cm_buf_adds(&why, "\"action\" is required (e.g. \"fs:read\")"));
        } else {
            pol_ignore(cm_buf_adds(&why, "\"action\": "));
            show_tok(d, ai, &why);
            pol_ignore(cm_buf_adds(&why, " is not an action (write \"fs:read\" or Type::\"id\")"));
        }
        goto bad;
    }
    if (request_uid(d, k, "principal", "Box::Agent", "self", where, io, &principal) < 0 ||
        request_uid(d, k, "resource", "Box::Resource", "unused", where, io, &resource) < 0) {
        goto out;
    }
    const char *aname = strcmp(action.u.e.type, "Box::Action") == 0 ? action.u.e.id : "";
    fields fs = {NULL, 0, 0};
    pol_val input;
    input.kind = PV_REC;
    input.u.rec.f = NULL;
    input.u.rec.n = 0;
    int ii = jget(d, k, "input");
    int ci = jget(d, k, "context");
    if (ii >= 0 && ci >= 0) {
        pol_ignore(cm_buf_adds(&why, "give \"input\" or \"context\", not both"));
        goto bad;
    }
    pol_val context;
    int bad = 0;
    if (ii >= 0) {
        if (jval(d, ii, &input) < 0 || input.kind != PV_REC) {
            bad = 1;
            if (d->t[ii].type == JSMN_OBJECT) {
                why_value(d, ii, "input", 5, &why);
            } else {
                pol_ignore(cm_buf_adds(&why, "\"input\" is not an object"));
            }
            input.kind = PV_REC;
            input.u.rec.n = 0;
        }
    } else if (ci >= 0) {
        if (jval(d, ci, &context) < 0 || context.kind != PV_REC) {
            bad = 1;
            if (d->t[ci].type == JSMN_OBJECT) {
                why_value(d, ci, "context", 7, &why);
            } else {
                pol_ignore(cm_buf_adds(&why, "\"context\" is not an object"));
            }
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
    for (size_t j = 0; ii >= 0 && j < input.u.rec.n; j++) {
        const pol_field *f = &input.u.rec.f[j];
        if (f->keyn == 4 && memcmp(f->key, "argv", 4) == 0 && f->v.kind == PV_SET &&
            f->v.u.set.n == 0 &&
            (strcmp(aname, "shell:exec") == 0 || strcmp(aname, "shell:spawn") == 0)) {
            pol_ignore(cm_buf_adds(&why, "\"argv\" is empty; it needs the program at least"));
            goto bad;
        }
        if (f->keyn == 3 && memcmp(f->key, "url", 3) == 0 && f->v.kind == PV_STR &&
            !strstr(f->v.u.s.p, "://") &&
            (strcmp(aname, "net:connect") == 0 || strcmp(aname, "http:request") == 0)) {
            pol_ignore(cm_buf_printf(&why, "\"url\": \"%s\" is not a URL (scheme://host/path)",
                                     f->v.u.s.p));
            goto bad;
        }
    }
    if (expand_input(d, aname, &input, ii >= 0, &fs) < 0) {
        pol_ignore(cm_buf_adds(err, "out of memory"));
        rc = -1;
        goto out;
    }
    if (ii >= 0 || ci < 0) {
        pol_field *cf = cm_arena_alloc(d->a, sizeof(*cf));
        if (!cf) {
            pol_ignore(cm_buf_adds(err, "out of memory"));
            rc = -1;
            goto out;
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
    pol_request q;
    int fit = !bad;
    if (schema && fit) {
        // The schema admits any principal of type Box::Agent and any resource of type
        // Box::Resource (the oracle evaluates them); a verbatim context must be exactly
        // {input: {...}}.
        if (ci >= 0 && (context.u.rec.n != 1 || context.u.rec.f[0].keyn != 5 ||
                        memcmp(context.u.rec.f[0].key, "input", 5) != 0 ||
                        context.u.rec.f[0].v.kind != PV_REC)) {
            pol_ignore(cm_buf_adds(&why, "\"context\" must be exactly {\"input\": {...}}"));
            fit = 0;
        } else if (to_request(aname, &fs, &q, &why) < 0) {
            fit = 0;
        } else if (strcmp(principal.u.e.type, "Box::Agent") != 0) {
            pol_ignore(cm_buf_printf(&why, "\"principal\": %s::\"%.*s\" is not a Box::Agent",
                                     principal.u.e.type, (int)principal.u.e.idn, principal.u.e.id));
            fit = 0;
        } else if (strcmp(resource.u.e.type, "Box::Resource") != 0) {
            pol_ignore(cm_buf_printf(&why, "\"resource\": %s::\"%.*s\" is not a Box::Resource",
                                     resource.u.e.type, (int)resource.u.e.idn, resource.u.e.id));
            fit = 0;
        }
    }
    if (fit && schema) {
        pol_decide_explain_as(e, &q, principal.u.e.id, principal.u.e.idn, resource.u.e.id,
                              resource.u.e.idn, dec, errs);
        if (dec->n_erroring == 1 && strcmp(dec->erroring[0], "<request>") == 0) {
            // the engine's own gate (a path over its limits, text that is not UTF-8)
            pol_ignore(cm_buf_adds(&why, pol_decision_error(dec, 0)));
            malformed(io, where, &why);
        }
    } else if (fit) {
        pol_entity *store;
        size_t nstore;
        if (parse_entities(d, jget(d, k, "entities"), &store, &nstore) < 0) {
            pol_ignore(cm_buf_adds(&why, "\"entities\" is not a list of Cedar entities"));
            goto bad;
        }
        pol_generic_request g = {principal, action, resource, context, store, nstore, res};
        pol_decide_generic(e, &g, dec, errs);
    } else {
        // the request gate: deny as an internal fault, naming the resource
        malformed(io, where, &why);
        pol_generic_request g = {principal, action, resource, context, NULL, 0, res};
        pol_decide_generic(NULL, &g, dec, NULL);
        pol_ignore(cm_buf_adds(errs, "request: the request does not fit the action's schema"));
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
    goto out;
bad:
    malformed(io, where, &why);
out:
    cm_buf_free(&why);
    return rc;
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
    } else if (d.t[0].type != JSMN_OBJECT) {
        pol_ignore(cm_buf_adds(err, "expected a request, a list of requests, or "
                                    "{\"requests\": [...]}"));
        goto done;
    } else if ((list = jget(&d, 0, "requests")) < 0) {
        list = -1; // one request
    } else if (d.t[list].type != JSMN_ARRAY) {
        pol_ignore(cm_buf_adds(err, "\"requests\" is not a list"));
        goto done;
    }
    // The suite form names its policy (relative to the file) and its mode.
    const char *policy = NULL;
    int pi = list != 0 ? jget(&d, 0, "policy") : -1;
    int mi = list != 0 ? jget(&d, 0, "mode") : -1;
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
        if (explain_one(&d, k, m, list < 0, e, schema, io, &dec, &errs, err) < 0) {
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

// One parsed log record: its tokens over the line.
typedef struct logrec {
    jsmntok_t t[256];
    jdoc d;
    cm_arena a;
} logrec;

// Parse a record; 0, or -1 when the line is not one (rec->a is then freed).
static int
logrec_parse(logrec *rec, const char *line, size_t len)
{
    jsmn_parser p;
    jsmn_init(&p);
    int n = jsmn_parse(&p, line, len, rec->t, (unsigned)(sizeof rec->t / sizeof rec->t[0]));
    cm_arena_init(&rec->a, 0);
    rec->d = (jdoc){line, rec->t, n, &rec->a};
    if (n <= 0 || rec->t[0].type != JSMN_OBJECT) {
        cm_arena_free(&rec->a);
        return -1;
    }
    return 0;
}

// The string field key of a record (decoded, arena-owned), or NULL when it is absent
// or not a string.
static const char *
logrec_str(logrec *rec, const char *key, size_t *n)
{
    int i = jget(&rec->d, 0, key);
    *n = 0;
    if (i < 0 || rec->t[i].type != JSMN_STRING) {
        return NULL;
    }
    return jstr(&rec->d, i, n);
}

/* pol_log_format_line: see policy/policy.h. */
int
pol_log_format_line(const char *line, size_t len, cm_buf *out)
{
    logrec *rec = cm_alloc(sizeof(*rec));
    if (!rec) {
        return -1;
    }
    if (logrec_parse(rec, line, len) < 0) {
        cm_free(rec);
        return 1;
    }
    static const char *const keys[] = {"ts",     "run",      "caller", "verdict",
                                       "action", "resource", "rule",   "reason"};
    int rc = 0;
    for (size_t k = 0; rc == 0 && k < CM_ARRAY_LEN(keys); k++) {
        size_t sn = 0;
        const char *s = logrec_str(rec, keys[k], &sn);
        if (k + 1 == CM_ARRAY_LEN(keys) && !s) {
            break; // a permit has no reason
        }
        rc = k ? cm_buf_addc(out, '\t') : 0;
        // one record on one line, and nothing a file name holds reaches the terminal raw
        rc = rc == 0 ? (s ? cm_utf8_escape_display(out, s, sn) : cm_buf_addc(out, '-')) : rc;
    }
    rc = rc == 0 ? cm_buf_addc(out, '\n') : rc;
    cm_arena_free(&rec->a);
    cm_free(rec);
    return rc;
}

// Milliseconds since the epoch of a UTC time "YYYY-MM-DD[THH:MM:SS[.mmm]][Z]", or -1.
static int64_t
utc_ms(const char *s, size_t n)
{
    char buf[40];
    if (n >= sizeof buf) {
        return -1;
    }
    memcpy(buf, s, n);
    buf[n] = '\0';
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    int ms = 0;
    int used = 0;
    if (sscanf(buf, "%4d-%2d-%2d%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &used) != 3) {
        return -1;
    }
    const char *rest = buf + used;
    if (*rest == 'T') {
        int more = 0;
        if (sscanf(rest, "T%2d:%2d:%2d%n", &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &more) != 3) {
            return -1;
        }
        rest += more;
        if (*rest == '.') {
            int digits = 0;
            if (sscanf(rest, ".%3d%n", &ms, &digits) != 1 || digits != 4) {
                return -1;
            }
            rest += digits;
        }
    }
    if (*rest == 'Z') {
        rest++;
    }
    if (*rest || tm.tm_mon < 1 || tm.tm_mon > 12 || tm.tm_mday < 1 || tm.tm_mday > 31 ||
        tm.tm_hour > 23 || tm.tm_min > 59 || tm.tm_sec > 60) {
        return -1;
    }
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    time_t t = timegm(&tm);
    return t == (time_t)-1 ? -1 : (int64_t)t * 1000 + ms;
}

/* pol_log_parse_since: see policy/policy.h. */
int
pol_log_parse_since(const char *s, int64_t now_ms, int64_t *out_ms)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (end > s && s[0] >= '0' && s[0] <= '9' && errno == 0 && end[0] && !end[1]) {
        int64_t unit = end[0] == 's'   ? 1000
                       : end[0] == 'm' ? 60000
                       : end[0] == 'h' ? 3600000
                       : end[0] == 'd' ? 86400000
                                       : 0;
        if (unit && v <= INT64_MAX / unit / 2) {
            *out_ms = now_ms - (int64_t)v * unit;
            return 0;
        }
        return -1;
    }
    int64_t t = utc_ms(s, strlen(s));
    if (t < 0) {
        return -1;
    }
    *out_ms = t;
    return 0;
}

// 1 when the record's field key equals want (n bytes of the record), else 0.
static int
field_is(logrec *rec, const char *key, const char *want)
{
    size_t n;
    const char *s = logrec_str(rec, key, &n);
    return s && strlen(want) == n && memcmp(s, want, n) == 0;
}

/* pol_log_match: see policy/policy.h. */
int
pol_log_match(const char *line, size_t len, const pol_log_filter *f)
{
    logrec *rec = cm_alloc(sizeof(*rec));
    if (!rec) {
        return -1;
    }
    if (logrec_parse(rec, line, len) < 0) {
        cm_free(rec);
        return -1;
    }
    int ok = 1;
    if (f->verdict) {
        ok = field_is(rec, "verdict", f->verdict > 0 ? "permit" : "deny");
    }
    if (ok && f->rule) {
        ok = field_is(rec, "rule", f->rule);
    }
    if (ok && f->caller) {
        ok = field_is(rec, "caller", f->caller);
    }
    size_t n;
    if (ok && f->action) {
        const char *s = logrec_str(rec, "action", &n);
        ok = s && strlen(s) == n && fnmatch(f->action, s, 0) == 0;
    }
    if (ok && f->run) {
        const char *s = logrec_str(rec, "run", &n);
        size_t k = strlen(f->run);
        ok = s && k >= 4 && k <= n && memcmp(s, f->run, k) == 0;
    }
    if (ok && f->since_ms) {
        const char *s = logrec_str(rec, "ts", &n);
        int64_t t = s ? utc_ms(s, n) : -1;
        ok = t >= f->since_ms;
    }
    cm_arena_free(&rec->a);
    cm_free(rec);
    return ok;
}
