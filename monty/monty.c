/* The public interface (monty.h): states, running a script, reporting its end. */
#include "config.h"

#include "monty/monty.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

void
monty_limits_default(monty_limits *l)
{
    l->max_alloc = (size_t)128 << 20;
    l->max_depth = 1000;
    l->run_seconds = 120;
}

// The process-wide tables every interpreter shares, filled once before the first runs.
static void
statics_init(void)
{
    mt_str_names_init();
    mt_builtins_index_init();
    mt_int_statics_init();
}

monty_state *
monty_new(const monty_host *host, const monty_limits *limits)
{
    static pthread_once_t statics_once = PTHREAD_ONCE_INIT;
    (void)pthread_once(&statics_once, statics_init);
    mt_state *st = cm_calloc(1, sizeof(mt_state));
    if (!st) {
        return NULL;
    }
    if (host) {
        st->host = *host;
    }
    if (limits) {
        st->limits = *limits;
    } else {
        monty_limits_default(&st->limits);
    }
    if (st->limits.max_depth <= 0) {
        st->limits.max_depth = 1000;
    }
    st->objects.next = &st->objects;
    st->objects.prev = &st->objects;
    st->objects.refcnt = MT_IMMORTAL;
    return st;
}

void
monty_interrupt(monty_state *st)
{
    atomic_fetch_or(&st->interrupt, MT_INTR_ABORT);
}

void
monty_keyboard_interrupt(monty_state *st)
{
    atomic_fetch_or(&st->interrupt, MT_INTR_KEYBOARD);
}

#ifdef CM_DEBUG
/* The ownership check of debug builds (issue 13). At monty_free every reference to an
 * object must be held by the state's roots or by another object on the list, so that
 * only cycles are left for the sweep. The check proves it without a traverse slot:
 * it adds one guard reference to every object (so nothing is freed meanwhile), drops
 * the roots, then clears every object (each type's clear drops all it holds, as
 * mt_dealloc relies on) and drops each instance's reference to its heap class. What is
 * left above the guard was held by nobody: a leaked reference, and the object a leak
 * in ordinary runs. Below the guard, someone released a reference it did not own. The
 * cleared objects are then freed without their release hooks (clear already freed
 * their buffers). By default a finding aborts the process after the report on stderr;
 * MONTY_LEAK_CHECK=warn reports without failing, MONTY_LEAK_CHECK=0 skips the check, and
 * MONTY_LEAK_LOG=FILE appends the report to FILE instead, without failing (how CI runs
 * the check while known leaks wait for their fix). */
static int
is_class(mt_obj *o)
{
    return o->type == &mt_type_type || mt_issubtype(o->type, &mt_type_type);
}

static void
report_object(FILE *out, mt_state *st, mt_obj *o, long extra)
{
    const char *name = o->type ? o->type->name : "?";
    fprintf(out, "monty: %s: a %s (%ld %s) allocated at %s:%d", extra > 0 ? "leak" : "over-release",
            name, extra > 0 ? extra : -extra,
            extra > 0 ? "reference(s) owned by nobody" : "reference(s) too few", o->alloc_file,
            o->alloc_line);
    if (o->alloc_pyline > 0) {
        fprintf(out, ", script %s line %d", st->debug_filename, o->alloc_pyline);
    }
    fputc('\n', out);
}

// The number of objects whose count disagrees with their owners, after reporting them.
static size_t
ownership_check(FILE *out, mt_state *st)
{
    mt_obj *end = &st->objects;
    mt_obj *first = st->objects.next;
    for (mt_obj *o = first; o != end; o = o->next) {
        o->refcnt++;
        o->check_mark = 0;
    }
    // the roots: what the state itself owns
    mt_gen_closes_off(st);
    for (mt_obj **p = st->stack; st->stack && p < st->stack_top; p++) {
        MT_CLEAR(*p);
    }
    st->stack_top = st->stack;
    mt_obj **roots[] = {&st->exc,          &st->handled,     &st->modules,      &st->main_dict,
                        &st->builtins_mod, &st->memerr,      &st->filename_obj, &st->stdout_obj,
                        &st->stderr_obj,   &st->kw_interned, &st->method_descrs};
    for (size_t i = 0; i < sizeof roots / sizeof roots[0]; i++) {
        MT_CLEAR(*roots[i]);
    }
    mt_frozen_caches_free(st, 1);
    // classes last: an instance's clear may read its class
    for (int pass = 0; pass < 2; pass++) {
        for (mt_obj *o = first; o != end; o = o->next) {
            if (o->check_mark || (pass == 0 && is_class(o))) {
                continue;
            }
            o->check_mark = 1;
            if (o->type->clear) {
                o->type->clear(o);
            }
        }
    }
    for (mt_obj *o = first; o != end; o = o->next) {
        if (o->type->flags & MT_TF_HEAP) {
            MT_DECREF(o->type);
        }
    }
    size_t bad = 0;
    for (mt_obj *o = first; o != end; o = o->next) {
        if (o->refcnt >= MT_IMMORTAL / 2 || o->refcnt == 1) {
            continue;
        }
        if (bad < 20) {
            report_object(out, st, o, (long)o->refcnt - 1);
        }
        bad++;
    }
    if (bad > 0) {
        fprintf(out,
                "monty: ownership check: %zu object(s) with unowned or missing references (%s)\n",
                bad, st->debug_filename[0] ? st->debug_filename : "no script");
    }
    return bad;
}

static void
free_checked(mt_state *st)
{
    const char *mode = getenv("MONTY_LEAK_CHECK"); // check-src: allow(host) debug only
    if (st->frame || (mode && strcmp(mode, "0") == 0)) {
        return; // a run in progress (or the check is off): the plain sweep below
    }
    const char *log = getenv("MONTY_LEAK_LOG");       // check-src: allow(host) debug only
    FILE *out = log && *log ? fopen(log, "a") : NULL; // check-src: allow(host) debug only
    mt_obj *first = st->objects.next;
    size_t bad = ownership_check(out ? out : stderr, st);
    if (out) {
        fclose(out);
    } else if (bad > 0 && !(mode && strcmp(mode, "warn") == 0)) {
        abort();
    }
    // cleared objects need no release; anything made during the check is swept below
    mt_obj *o = first;
    while (o != &st->objects) {
        mt_obj *next = o->next;
        o->prev->next = next;
        next->prev = o->prev;
        cm_free(o);
        o = next;
    }
}
#endif

void
monty_free(monty_state *st)
{
    if (!st) {
        return;
    }
#ifdef CM_DEBUG
    free_checked(st);
#endif
    // every object of the script: release own buffers, then free (cycles included)
    for (mt_obj *o = st->objects.next; o != &st->objects; o = o->next) {
        if (o->type->release) {
            o->type->release(o);
        } else if ((o->type->flags & MT_TF_HEAP) && o->type->solid && o->type->solid->release) {
            o->type->solid->release(o);
        }
    }
    mt_obj *o = st->objects.next;
    while (o != &st->objects) {
        mt_obj *next = o->next;
        cm_free(o);
        o = next;
    }
    mt_frozen_caches_free(st, 0);
    cm_free(st->stack);
    cm_free(st->repr_active);
    cm_free(st);
}

static void
out(mt_state *st, const char *s, size_t n)
{
    if (st->host.write_out) {
        (void)st->host.write_out(st->host.ctx, 2, s, n);
    }
}

// An int field of a SyntaxError (lineno, offset, ...), or 0 when it is not an int.
static int64_t
syntax_field(mt_state *st, mt_exc *e, const char *name)
{
    mt_obj *v = mt_dict_get_str_borrow(e->dict, name);
    int64_t r = 0;
    if (!v || !mt_int_check(v) || mt_int_as_i64(st, v, &r) < 0) {
        mt_exc_clear(st);
        return 0;
    }
    return r;
}

// Code points in s[0, n) (UTF-8).
static size_t
utf8_chars(const char *s, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        k += ((unsigned char)s[i] & 0xC0) != 0x80;
    }
    return k;
}

// Where a SyntaxError is, close to CPython: `  File "x.py", line 3, column 5` (the
// column is the 1-based `offset`, which CPython shows only by its caret), then the
// source line without its indent and carets under the offending span.
static void
report_syntax(mt_state *st, cm_buf *b, mt_exc *e)
{
    mt_obj *fn = mt_dict_get_str_borrow(e->dict, "filename");
    int64_t line = syntax_field(st, e, "lineno");
    if (!fn || MT_TYPE(fn) != &mt_type_str || line <= 0) {
        return;
    }
    int64_t col = syntax_field(st, e, "offset");
    int64_t end_line = syntax_field(st, e, "end_lineno");
    int64_t end_col = syntax_field(st, e, "end_offset");
    (void)!cm_buf_printf(b, "  File \"%s\", line %lld", mt_str_data(fn), (long long)line);
    if (col > 0) {
        (void)!cm_buf_printf(b, ", column %lld", (long long)col);
    }
    (void)!cm_buf_addc(b, '\n');
    mt_obj *text = mt_dict_get_str_borrow(e->dict, "text");
    if (!text || MT_TYPE(text) != &mt_type_str) {
        return;
    }
    const char *s = mt_str_data(text);
    size_t n = mt_str_len(text);
    // 0-based code-point columns into s; the indent is not shown
    int64_t at = col - 1;
    int64_t end = end_line == line && end_col > col ? end_col - 1 : at + 1;
    while (n > 0 && (*s == ' ' || *s == '\t' || *s == '\f')) {
        s++;
        n--;
        at--;
        end--;
    }
    // a text of several lines (a multi-line token): show the line the column is on
    for (;;) {
        const char *nl = memchr(s, '\n', n);
        if (!nl || nl + 1 == s + n) {
            break;
        }
        int64_t k = (int64_t)utf8_chars(s, (size_t)(nl - s));
        if (k >= at) {
            break;
        }
        n -= (size_t)(nl + 1 - s);
        s = nl + 1;
        at -= k + 1;
        end -= k + 1;
    }
    const char *nl = memchr(s, '\n', n);
    size_t len = nl ? (size_t)(nl - s) : n;
    if (len > 0 && s[len - 1] == '\r') {
        len--;
    }
    (void)!cm_buf_adds(b, "    ");
    (void)!cm_buf_add(b, s, len);
    (void)!cm_buf_addc(b, '\n');
    if (col <= 0 || at < 0) {
        return;
    }
    int64_t width = (int64_t)utf8_chars(s, len);
    if (at > width) {
        at = width;
    }
    if (end > width + 1) {
        end = width + 1;
    }
    if (end <= at) {
        end = at + 1;
    }
    (void)!cm_buf_adds(b, "    ");
    for (int64_t i = 0; i < at; i++) {
        (void)!cm_buf_addc(b, ' ');
    }
    for (int64_t i = at; i < end; i++) {
        (void)!cm_buf_addc(b, '^');
    }
    (void)!cm_buf_addc(b, '\n');
}

// An uncaught exception's line shows at most this many bytes of its type name and of its
// message; the rest is counted, not printed (a 40 MiB message is one short line).
#define REPORT_HEAD 4096

// Append s[0:n], or its first REPORT_HEAD bytes (cut at a character boundary) followed
// by "…(N bytes)" with N the whole length.
static void
add_bounded(cm_buf *b, const char *s, size_t n)
{
    if (n <= REPORT_HEAD) {
        (void)!cm_buf_add(b, s, n);
        return;
    }
    size_t k = REPORT_HEAD;
    while (k > 0 && ((unsigned char)s[k] & 0xc0) == 0x80) {
        k--;
    }
    (void)!cm_buf_add(b, s, k);
    (void)!cm_buf_printf(b, "\xe2\x80\xa6(%zu bytes)", n);
}

/* ---- "Did you mean" for an uncaught NameError or AttributeError, as CPython 3.11 prints
 * it after the message. The distance is CPython's: insertions, deletions and substitutions
 * cost 2, a substitution that only flips a letter's case 1; names longer than 40 bytes (after
 * the common prefix and suffix) or lists of 750 and more are not searched. ---- */

#define SUGGEST_MAX_NAMES 750
#define SUGGEST_MAX_LEN   40
#define SUGGEST_MOVE      2

static size_t
suggest_subst(char x, char y)
{
    if (x == y) {
        return 0;
    }
    char lx = (x >= 'A' && x <= 'Z') ? (char)(x - 'A' + 'a') : x;
    char ly = (y >= 'A' && y <= 'Z') ? (char)(y - 'A' + 'a') : y;
    return lx == ly ? 1 : SUGGEST_MOVE;
}

// The edit distance of a and b, or limit + 1 once it must exceed limit.
static size_t
suggest_distance(const char *a, size_t na, const char *b, size_t nb, size_t limit)
{
    while (na && nb && *a == *b) {
        a++;
        b++;
        na--;
        nb--;
    }
    while (na && nb && a[na - 1] == b[nb - 1]) {
        na--;
        nb--;
    }
    if (!na || !nb) {
        return (na + nb) * SUGGEST_MOVE;
    }
    if (na > SUGGEST_MAX_LEN || nb > SUGGEST_MAX_LEN) {
        return limit + 1;
    }
    if (nb < na) { // the row follows the shorter name
        const char *t = a;
        a = b;
        b = t;
        size_t tn = na;
        na = nb;
        nb = tn;
    }
    if ((nb - na) * SUGGEST_MOVE > limit) {
        return limit + 1;
    }
    size_t row[SUGGEST_MAX_LEN];
    for (size_t i = 0; i < na; i++) {
        row[i] = (i + 1) * SUGGEST_MOVE; // a[:i+1] against nothing of b
    }
    size_t cur = 0;
    for (size_t j = 0; j < nb; j++) {
        size_t diag = j * SUGGEST_MOVE; // a[:0] against b[:j]
        size_t left = (j + 1) * SUGGEST_MOVE;
        size_t best = (size_t)-1;
        for (size_t i = 0; i < na; i++) {
            size_t up = row[i];
            size_t sub = diag + suggest_subst(b[j], a[i]);
            size_t ins = (left < up ? left : up) + SUGGEST_MOVE;
            cur = sub < ins ? sub : ins;
            row[i] = cur;
            diag = up;
            left = cur;
            if (cur < best) {
                best = cur;
            }
        }
        if (best > limit) {
            return limit + 1;
        }
    }
    return cur;
}

// The closest of names (an iterable of str, or a dict's keys) to name, or NULL (borrowed from
// names' items while they live: the caller holds names).
static mt_obj *
suggest_from(mt_state *st, mt_obj *names, mt_obj *name)
{
    mt_obj *l = mt_list_from_iter(st, names);
    if (!l) {
        mt_exc_clear(st);
        return NULL;
    }
    mt_obj *found = NULL;
    size_t n = MT_LIST_N(l), found_d = (size_t)-1;
    const char *s = mt_str_data(name);
    size_t ns = mt_str_len(name);
    for (size_t i = 0; n < SUGGEST_MAX_NAMES && i < n; i++) {
        mt_obj *c = MT_LIST_ITEM(l, i);
        if (MT_TYPE(c) != &mt_type_str || mt_str_eq(c, name)) {
            continue;
        }
        size_t nc = mt_str_len(c);
        // at most a third of the characters involved may change, and it must beat the best
        size_t limit = (ns + nc + 3) * SUGGEST_MOVE / 6;
        if (found && found_d - 1 < limit) {
            limit = found_d - 1;
        }
        size_t d = suggest_distance(s, ns, mt_str_data(c), nc, limit);
        if (d <= limit && (!found || d < found_d)) {
            found = c;
            found_d = d;
        }
    }
    if (found) {
        MT_INCREF(found);
    }
    MT_DECREF(l);
    return found;
}

// CPython 3.11's suggestion for exc (new ref), or NULL: an AttributeError's name among
// dir(obj), a NameError's among the innermost frame's local names, then the script's globals,
// then the builtins. A class of the script with its own __dir__ is not asked.
static mt_obj *
suggest(mt_state *st, mt_obj *exc)
{
    int attr = mt_isinst(exc, MT_EXC(AttributeError));
    if (!attr && !mt_isinst(exc, MT_EXC(NameError))) {
        return NULL;
    }
    mt_exc *e = (mt_exc *)exc;
    mt_obj *name = e->dict ? mt_dict_get_str_borrow(e->dict, "name") : NULL;
    if (!name || MT_TYPE(name) != &mt_type_str) {
        return NULL;
    }
    MT_INCREF(name);
    mt_obj *r = NULL;
    if (attr) {
        mt_obj *obj = mt_dict_get_str_borrow(e->dict, "obj");
        mt_obj *dirf = mt_builtin_lookup_c("dir");
        if (obj && dirf && !mt_type_heap_dunder(MT_TYPE(obj), MT_NAME(__dir__))) {
            MT_INCREF(obj);
            mt_obj *names = mt_call1(st, dirf, obj);
            MT_DECREF(obj);
            if (names) {
                r = suggest_from(st, names, name);
                MT_DECREF(names);
            }
        }
    } else if (e->ntb > 0) {
        mt_code *co = (mt_code *)e->tb[0].code; // the innermost frame
        int total = co->nlocals + co->ncells + co->nfree;
        mt_obj *locals = mt_tuple_from_array(st, co->localnames, (size_t)(total > 0 ? total : 0));
        if (locals) {
            r = suggest_from(st, locals, name);
            MT_DECREF(locals);
        }
        mt_obj *g = st->main_dict;
        if (!r && g) {
            MT_INCREF(g);
            r = suggest_from(st, g, name);
            MT_DECREF(g);
        }
        mt_obj *bm = r ? NULL : mt_builtins_module_borrow(st);
        if (bm) {
            mt_obj *bd = ((mt_module *)bm)->dict;
            MT_INCREF(bd);
            r = suggest_from(st, bd, name);
            MT_DECREF(bd);
        }
    }
    if (st->exc) {
        mt_exc_clear(st);
    }
    MT_DECREF(name);
    return r;
}

static void
report(mt_state *st, mt_obj *exc)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    const mt_type *t = MT_TYPE(exc);
    if (t->flags & MT_TF_HEAP) {
        mt_obj *mod = mt_dict_lookup_str(t->dict, MT_NAME(__module__));
        if (mod && MT_TYPE(mod) == &mt_type_str && !mt_str_eq_c(mod, "__main__") &&
            !mt_str_eq_c(mod, "builtins")) {
            add_bounded(&b, mt_str_data(mod), mt_str_len(mod));
            (void)!cm_buf_addc(&b, '.');
        }
        add_bounded(&b, mt_str_data(t->qualname), mt_str_len(t->qualname));
    } else {
        (void)!cm_buf_adds(&b, t->name);
    }
    mt_obj *msg;
    if (mt_isinst(exc, MT_EXC(SyntaxError))) {
        mt_exc *e = (mt_exc *)exc;
        msg = e->dict ? mt_dict_get_str_borrow(e->dict, "msg") : NULL;
        if (msg && MT_TYPE(msg) == &mt_type_str) {
            MT_INCREF(msg);
        } else {
            msg = mt_tostr(st, exc);
        }
    } else {
        msg = mt_tostr(st, exc);
    }
    if (!msg) {
        mt_exc_clear(st);
        (void)!cm_buf_adds(&b, ": <exception str() failed>");
    } else if (mt_str_len(msg) > 0) {
        (void)!cm_buf_adds(&b, ": ");
        add_bounded(&b, mt_str_data(msg), mt_str_len(msg));
    }
    MT_XDECREF(msg);
    (void)!cm_buf_addc(&b, '\n');
    mt_obj *hint = suggest(st, exc);
    // The summary is line 1 (what the spec promises a reader of stderr's first line);
    // after the frames it is repeated as the last line, where CPython puts it.
    char *summary = cm_strndup(cm_buf_str(&b), b.len);
    size_t head = b.len;
    mt_exc *e = (mt_exc *)exc;
    if (mt_isinst(exc, MT_EXC(SyntaxError)) && e->dict) {
        report_syntax(st, &b, e);
    }
    for (size_t i = 0; i < e->ntb && i < 20; i++) {
        mt_code *co = (mt_code *)e->tb[i].code;
        (void)!cm_buf_printf(&b, "  File \"%s\", line %d, in %s\n", mt_str_data(co->filename),
                             e->tb[i].line, mt_str_data(co->name));
    }
    if (summary && b.len > head) {
        // the last line as CPython prints it: with its "Did you mean" when there is one
        if (hint) {
            (void)!cm_buf_add(&b, summary, strlen(summary) - 1);
            (void)!cm_buf_adds(&b, ". Did you mean: '");
            add_bounded(&b, mt_str_data(hint), mt_str_len(hint));
            (void)!cm_buf_adds(&b, "'?\n");
        } else {
            (void)!cm_buf_adds(&b, summary);
        }
    }
    MT_XDECREF(hint);
    cm_free(summary);
    if (b.len > 0) {
        out(st, cm_buf_str(&b), b.len);
    } else {
        // memory is out (even for the report): the type's name alone, from no allocation
        const char *name = t->name ? t->name : "Exception";
        out(st, name, strlen(name));
        out(st, "\n", 1);
    }
    cm_buf_free(&b);
}

// A SyntaxError the compiler found after parsing has no text: give it the script's line,
// so that the report can show it as the parser's errors are shown.
static void
syntax_add_text(mt_state *st, const char *source, size_t len, const char *filename)
{
    mt_exc *e = (mt_exc *)st->exc;
    if (!e || !mt_isinst(st->exc, MT_EXC(SyntaxError)) || !e->dict) {
        return;
    }
    mt_obj *fn = mt_dict_get_str_borrow(e->dict, "filename");
    mt_obj *text = mt_dict_get_str_borrow(e->dict, "text");
    mt_obj *ln = mt_dict_get_str_borrow(e->dict, "lineno");
    int64_t line = 0;
    if (!fn || MT_TYPE(fn) != &mt_type_str || !mt_str_eq_c(fn, filename) ||
        (text && text != MT_NONE) || !ln || !mt_int_check(ln) || mt_int_as_i64(st, ln, &line) < 0 ||
        line <= 0) {
        return;
    }
    const char *p = source;
    const char *end = source + len;
    for (int64_t i = 1; i < line && p < end; i++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    if (p >= end) {
        return;
    }
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    // set it without disturbing the pending exception
    mt_obj *pending = st->exc;
    st->exc = NULL;
    mt_obj *s = mt_str_new(st, p, n);
    if (!s || mt_dict_set_str(st, e->dict, "text", s) < 0) {
        mt_exc_clear(st);
    }
    MT_XDECREF(s);
    st->exc = pending;
}

// The script's globals: the dict of a module __main__, which sys.modules holds as CPython's
// does (typing.get_type_hints finds a class's globals there).
static mt_obj *
main_globals(mt_state *st, const char *filename)
{
    mt_obj *m = mt_module_new(st, "__main__");
    if (!m) {
        return NULL;
    }
    if (!st->modules) {
        st->modules = mt_dict_new(st);
    }
    mt_obj *g = ((mt_module *)m)->dict;
    MT_INCREF(g);
    mt_obj *fn = mt_str_from_c(st, filename);
    mt_obj *ann = NULL;
    if (!fn || !st->modules || mt_dict_set_str(st, g, "__file__", fn) < 0 ||
        mt_dict_set_str(st, g, "__doc__", MT_NONE) < 0 ||
        // a script run as python3 FILE: no package, spec or cached file (CPython's values)
        mt_dict_set_str(st, g, "__package__", MT_NONE) < 0 ||
        mt_dict_set_str(st, g, "__spec__", MT_NONE) < 0 ||
        mt_dict_set_str(st, g, "__cached__", MT_NONE) < 0 ||
        // no importer object here; __builtins__ is found by name (mt_builtin_lookup_in) so
        // that a run that never names it does not build the builtins module
        mt_dict_set_str(st, g, "__loader__", MT_NONE) < 0 || !(ann = mt_dict_new(st)) ||
        mt_dict_set_take(st, g, MT_NAME(__annotations__), ann) < 0 ||
        mt_dict_set_str(st, st->modules, "__main__", m) < 0) {
        MT_XDECREF(fn);
        MT_DECREF(m);
        MT_DECREF(g);
        return NULL;
    }
    MT_DECREF(fn);
    MT_DECREF(m);
    return g;
}

// The end of a run that raised (st->exc, or the memory error when none is pending): the
// exception reported as the run's end and *status set; returns the outcome.
static monty_outcome
end_raised(mt_state *st, int *status)
{
    monty_outcome oc = MONTY_COMPLETED; // sys.exit() and sys.exit(None)
    mt_obj *exc = mt_exc_fetch(st);
    if (!exc) {
        exc = st->memerr;
        MT_XINCREF(exc);
    }
    if (exc && mt_isinst(exc, MT_EXC(SystemExit))) {
        mt_exc *e = (mt_exc *)exc;
        mt_obj *code = e->dict ? mt_dict_get_str_borrow(e->dict, "code") : NULL;
        if (!code || code == MT_NONE) {
            *status = 0;
        } else if (mt_int_check(code)) {
            int64_t v = 0;
            if (mt_int_as_i64(st, code, &v) < 0) {
                mt_exc_clear(st);
                v = 1;
            }
            *status = (int)(v & 0xff);
            oc = *status ? MONTY_EXITED : MONTY_COMPLETED;
        } else {
            mt_obj *s = mt_tostr(st, code);
            if (s) {
                out(st, mt_str_data(s), mt_str_len(s));
                out(st, "\n", 1);
                MT_DECREF(s);
            } else {
                mt_exc_clear(st);
            }
            *status = 1;
            oc = MONTY_EXITED;
        }
    } else if (exc) {
        // monty_interrupt raises an uncatchable KeyboardInterrupt; one the script
        // raised itself is an uncaught exception like any other (status 1)
        int aborted = ((mt_exc *)exc)->fatal == 2 ||
                      (((mt_exc *)exc)->fatal && mt_isinst(exc, MT_EXC(KeyboardInterrupt)));
        if (((mt_exc *)exc)->fatal == 2) {
            // the run-time limit: one line, no frames (the spec's status 125)
            char line[96];
            int k =
                snprintf(line, sizeof line, "Python script exceeded its run time of %g seconds\n",
                         st->limits.run_seconds);
            out(st, line, k > 0 && (size_t)k < sizeof line ? (size_t)k : 0);
        } else if (!aborted) {
            // past the heap budget the module's objects still hold it: the report's
            // few KiB may go past it, so that the script's end is always told
            size_t cap = cm_alloc_limit();
            int lift = cm_alloc_refused();
            if (lift) {
                cm_alloc_set_limit(0);
            }
            report(st, exc);
            if (lift) {
                cm_alloc_set_limit(cap);
            }
        }
        // monty_interrupt: the embedder that interrupted says why, in its one line;
        // a KeyboardInterrupt delivered by Ctrl-C ends 130 as CPython's SIGINT death
        int by_keyboard =
            !aborted && ((mt_exc *)exc)->interrupted && mt_isinst(exc, MT_EXC(KeyboardInterrupt));
        *status = aborted ? 125 : by_keyboard ? 130 : 1;
        oc = aborted ? MONTY_ABORTED : MONTY_RAISED;
    } else {
        *status = 1;
        oc = MONTY_RAISED;
    }
    if (exc && ((mt_exc *)exc)->fatal) {
        st->closes_off = 1; // a limit ended the run: no generator's close runs
    }
    MT_XDECREF(exc);
    return oc;
}

int
monty_run(monty_state *st, const char *source, size_t len, const char *filename,
          monty_outcome *outcome)
{
    monty_outcome oc = MONTY_COMPLETED;
    int status = 0;
    st->filename = filename;
#ifdef CM_DEBUG
    snprintf(st->debug_filename, sizeof st->debug_filename, "%s", filename ? filename : "?");
#endif
    if (!st->memerr) {
        st->memerr = mt_exc_new(st, MT_EXC(MemoryError), NULL);
    }
    cm_alloc_clear_refused(); // a refusal before this run is not this run's
    st->closes_off = 0;
    if (st->limits.run_seconds > 0 && st->host.clock) {
        st->deadline = st->host.clock(st->host.ctx, MONTY_CLOCK_MONOTONIC) + st->limits.run_seconds;
    }
    mt_obj *r = NULL;
    mt_code *co = mt_compile_source(st, source, len, filename, MT_PARSE_FILE);
    if (co) {
        if (!st->main_dict) {
            st->main_dict = main_globals(st, filename);
        }
        if (st->main_dict) {
            r = mt_vm_run_code(st, co, st->main_dict, st->main_dict);
        }
        MT_DECREF(co);
    } else {
        syntax_add_text(st, source, len, filename);
    }
    if (r) {
        MT_DECREF(r);
    } else {
        oc = end_raised(st, &status);
    }
    // the script's end: the generators still suspended run their finally blocks and with
    // exits, as CPython's shutdown closes them (not after a limit ended the run); a limit
    // reached meanwhile ends the run as it would have in the script
    if (oc != MONTY_ABORTED && mt_gen_close_all(st) < 0) {
        oc = end_raised(st, &status);
    }
    mt_gen_closes_off(st);
    mt_file_flush_all(st, oc == MONTY_ABORTED);
    MT_CLEAR(st->handled);
    if (outcome) {
        *outcome = oc;
    }
    return status;
}
