/* Word expansion: quotes, parameters, substitutions, arithmetic, tilde, IFS splitting and
 * globbing, in POSIX order. */
#include "config.h"

#include <errno.h>
#include <fnmatch.h>
#include <limits.h>
#include <locale.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <time.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/arena.h"
#include "common/buf.h"
#include "common/io.h"
#include "common/utf8.h"
#include "shell/builtin.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/jobs.h"
#include "shell/limit.h"

#define XQ 1 // quoted: literal, never split or globbed
#define XS 2 // came from an unquoted expansion: split on IFS

enum { MODE_FIELDS, MODE_STRING, MODE_PATTERN, MODE_HEREDOC, MODE_ASSIGN, MODE_REGEX };

typedef struct xfield {
    cm_buf s;
    cm_buf m;    // one flag byte per byte of s
    int keep;    // quotes were seen: an empty field still counts
    size_t qpos; // 1 + the offset in s of the last quoted part (0: none), which makes a
                 // field of its own even when empty: $space"" is one empty field
} xfield;

// Quotes were seen at the end of f so far.
static void
mark_quoted(xfield *f)
{
    f->keep = 1;
    f->qpos = f->s.len + 1;
}

typedef struct xstate {
    sh_state *st;
    xfield *f;
    size_t n;
    size_t cap;
    int mode;
    int err;
    int depth;
    int split_words; // > 0 in the word of an unquoted ${v-word}: its text splits too
} xstate;

static void expand_text(xstate *x, const char *t, size_t len, int in_dq);

// An error message on the shell's stderr: bounded by the run's end like every write of a
// command (cm_write_all's wait), also between commands, so that a stderr nobody reads
// cannot hold a loop of failing commands past it.
static void
write_all(sh_state *st, const char *p, size_t n)
{
    double was = bi_stop_set_deadline(0);
    (void)bi_stop_set_deadline(was > 0 ? was : sh_limit_run_deadline(st));
    (void)cm_write_all(st->ctx.err, p, n);
    (void)bi_stop_set_deadline(was);
}

/* sh_errorf: see shell/expand.h. */
void
sh_errorf(sh_state *st, const char *fmt, ...)
{
    cm_buf b;
    cm_buf raw;
    va_list ap;
    va_list again;
    cm_buf_init(&b, 0);
    cm_buf_init(&raw, 0);
    va_start(ap, fmt);
    va_copy(again, ap);
    int r = cm_buf_adds(&b, "strands-shell: ");
    if (r == 0) {
        r = cm_buf_vprintf(&raw, fmt, ap);
    }
    va_end(ap);
    // words in the message come from the script: never raw to a terminal
    r = r == 0 ? cm_utf8_escape_display(&b, raw.data ? raw.data : "", raw.len) : r;
    cm_buf_free(&raw);
    // the heap budget ran out ([box] memory_bytes): say so where memory is the error
    char note[128] = "";
    if (cm_alloc_refused() && strstr(fmt, "out of memory")) {
        snprintf(note, sizeof note, " (the box's memory limit of %zu bytes, [box] memory_bytes)",
                 cm_alloc_limit());
        cm_alloc_clear_refused();
    }
    if (r == 0 && cm_buf_adds(&b, note) == 0 && cm_buf_addc(&b, '\n') == 0) {
        write_all(st, b.data, b.len);
    } else {
        // no memory for the message: a fixed buffer, every byte outside printable ASCII
        // shown as '?'
        char line[512];
        int k = snprintf(line, sizeof line, "strands-shell: ");
        int m = vsnprintf(line + k, sizeof line - (size_t)k, fmt, again);
        size_t n =
            (size_t)k + (m < 0                                 ? 0
                         : (size_t)m < sizeof line - (size_t)k ? (size_t)m
                                                               : sizeof line - (size_t)k - 1);
        for (size_t i = (size_t)k; i < n; i++) {
            if ((unsigned char)line[i] < 0x20 || (unsigned char)line[i] >= 0x7f) {
                line[i] = '?';
            }
        }
        write_all(st, line, n);
        write_all(st, note, strlen(note));
        write_all(st, "\n", 1);
    }
    va_end(again);
    cm_buf_free(&b);
}

/* sh_strv_push: see shell/expand.h. */
int
sh_strv_push(sh_state *st, sh_strv *v, char *s)
{
    if (v->n + 1 >= v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 8;
        char **nv = cm_arena_alloc(&st->tmp, nc * sizeof(char *));
        if (!nv) {
            return -1;
        }
        if (v->n) {
            memcpy(nv, v->v, v->n * sizeof(char *));
        }
        v->v = nv;
        v->cap = nc;
    }
    v->v[v->n++] = s;
    v->v[v->n] = NULL;
    return 0;
}

/* sh_extglob_ok: see shell/expand.h. */
int
sh_extglob_ok(const char *pattern)
{
    size_t groups = 0;
    for (const char *c = pattern; *c; c++) {
        if (*c == '\\' && c[1]) {
            c++;
        } else if (c[1] == '(' && strchr("?*+@!", *c) && ++groups > SH_EXTGLOB_MAX) {
            return 0;
        }
    }
    return 1;
}

// glibc's fnmatch also recurses once for each repetition an extglob group matches: a
// 6,000-byte value against +(0) overflowed the 8 MiB stack (~1.4 KiB a level). Past
// EXTGLOB_SHORT bytes such a match runs on a thread of its own whose stack is sized for
// the value (reserved, touched only as deep as the match goes); a value past
// SH_EXTGLOB_SUBJECT_MAX matches nothing.
#define EXTGLOB_SHORT          1024
#define EXTGLOB_STACK_PER_BYTE ((size_t)8 << 10)

// 1 when s has a byte past ASCII.
static int
has_non_ascii(const char *s)
{
    for (; *s; s++) {
        if ((unsigned char)*s >= 0x80) {
            return 1;
        }
    }
    return 0;
}

// Patterns match characters of UTF-8, as ${#s} counts them: '?' is one code point (bash
// in a UTF-8 locale). The shell keeps the C locale; each match switches this thread to a
// UTF-8 LC_CTYPE for the call only. A byte that starts no character matches as a byte.
static locale_t utf8_ctype;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void
utf8_ctype_init(void)
{
    utf8_ctype = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

static int
fnmatch_utf8(const char *pattern, const char *name, int flags)
{
    if (!has_non_ascii(pattern) && !has_non_ascii(name)) {
        return fnmatch(pattern, name, flags); // the same in every locale, and lighter
    }
    pthread_once(&utf8_once, utf8_ctype_init);
    locale_t old = utf8_ctype ? uselocale(utf8_ctype) : (locale_t)0;
    int r = fnmatch(pattern, name, flags);
    if (old) {
        uselocale(old);
    }
    return r;
}

typedef struct {
    const char *pattern, *name;
    int r;
} ext_match;

static void *
ext_match_main(void *arg)
{
    ext_match *m = arg;
    m->r = fnmatch_utf8(m->pattern, m->name, FNM_EXTMATCH);
    return NULL;
}

static int
has_extglob_group(const char *pattern)
{
    for (const char *c = pattern; *c; c++) {
        if (*c == '\\' && c[1]) {
            c++;
        } else if (c[1] == '(' && strchr("?*+@!", *c)) {
            return 1;
        }
    }
    return 0;
}

// fnmatch_utf8 of name against pattern, 1 on a match; a long name against an extglob group
// on a thread with a stack sized for it, and past SH_EXTGLOB_SUBJECT_MAX no match. The
// stack is mapped here, below it a guard page, and counted toward [box] memory_bytes
// while the thread runs: -1 (the refusal noted) when the budget cannot take it.
static int
match_long_aware(const char *pattern, const char *name)
{
    size_t n = strlen(name);
    if (n <= EXTGLOB_SHORT || !has_extglob_group(pattern)) {
        return fnmatch_utf8(pattern, name, FNM_EXTMATCH) == 0;
    }
    if (n > SH_EXTGLOB_SUBJECT_MAX) {
        return 0;
    }
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t size = ((size_t)1 << 20) + n * EXTGLOB_STACK_PER_BYTE;
    size = (size + page - 1) / page * page;
    if (cm_alloc_charge(size) < 0) {
        return -1;
    }
    ext_match m = {.pattern = pattern, .name = name, .r = FNM_NOMATCH};
    int ok = 0;
    char *map = mmap(NULL, size + page, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    pthread_attr_t a;
    if (map != MAP_FAILED && mprotect(map, page, PROT_NONE) == 0 && pthread_attr_init(&a) == 0) {
        pthread_t th;
        ok = pthread_attr_setstack(&a, map + page, size) == 0 &&
             pthread_create(&th, &a, ext_match_main, &m) == 0;
        pthread_attr_destroy(&a);
        if (ok) {
            pthread_join(th, NULL);
        }
    }
    if (map != MAP_FAILED) {
        munmap(map, size + page);
    }
    cm_alloc_uncharge(size);
    return ok && m.r == 0;
}

// match_long_aware as a marked C call (sh_limit_c_run): 1 on a match
static int
long_aware_call(void *arg, void *out)
{
    (void)out;
    const ext_match *m = arg;
    return match_long_aware(m->pattern, m->name);
}

// fnmatch_utf8 with m->r as its flags, as a marked C call: 1 on a match
static int
glob_call(void *arg, void *out)
{
    (void)out;
    const ext_match *m = arg;
    return fnmatch_utf8(m->pattern, m->name, m->r) == 0;
}

/* sh_pattern_match: see shell/expand.h. */
int
sh_pattern_match(sh_state *st, const char *pattern, const char *name)
{
    // ksh's ?(..) *(..) +(..) @(..) !(..) match here always: unquoted, they cannot stand
    // in a case pattern or ${x#...} any other way
    if (!sh_extglob_ok(pattern)) {
        return 0;
    }
    // one call may backtrack without bound (*(a|aa) against 40 a's ran for minutes): it is
    // bounded by the run's end (sh_limit_c_run: in the MCP server an extglob group runs in
    // a child, so that the run alone ends)
    ext_match m = {.pattern = pattern, .name = name, .r = 0};
    int r = sh_limit_c_run(st, has_extglob_group(pattern), long_aware_call, &m, NULL, 0);
    if (r < 0 && cm_alloc_refused()) {
        sh_errorf(st, "pattern match: out of memory for a %zu-byte value", strlen(name));
    }
    return r == 1;
}

static xfield *
cur(xstate *x)
{
    if (x->n == 0) {
        if (x->cap == 0) {
            x->f = cm_calloc(4, sizeof(xfield));
            if (!x->f) {
                x->err = 1;
                return NULL;
            }
            x->cap = 4;
        }
        memset(&x->f[0], 0, sizeof(xfield));
        cm_buf_init(&x->f[0].s, 0);
        cm_buf_init(&x->f[0].m, 0);
        x->n = 1;
    }
    return &x->f[x->n - 1];
}

static void
new_field(xstate *x)
{
    if (!cur(x)) {
        return;
    }
    if (x->n == x->cap) {
        xfield *nf = cm_realloc(x->f, x->cap * 2 * sizeof(xfield));
        if (!nf) {
            x->err = 1;
            return;
        }
        x->f = nf;
        x->cap *= 2;
    }
    memset(&x->f[x->n], 0, sizeof(xfield));
    cm_buf_init(&x->f[x->n].s, 0);
    cm_buf_init(&x->f[x->n].m, 0);
    x->n++;
}

static void
add(xstate *x, const char *s, size_t n, int flags)
{
    xfield *f = cur(x);
    if (!f || x->err) {
        return;
    }
    if (cm_buf_add(&f->s, s, n) < 0 || cm_buf_fill(&f->m, (char)flags, n) < 0) {
        x->err = 1;
    }
}

static void
xfree(xstate *x)
{
    for (size_t i = 0; i < x->n; i++) {
        cm_buf_free(&x->f[i].s);
        cm_buf_free(&x->f[i].m);
    }
    cm_free(x->f);
    x->f = NULL;
    x->n = x->cap = 0;
}

// Expand t into one plain string (st->tmp), in the given mode; NULL on error.
static char *
expand_to_string(sh_state *st, const char *t, size_t len, int mode, int in_dq)
{
    xstate y = {.st = st, .mode = mode};
    expand_text(&y, t, len, in_dq);
    char *r = NULL;
    if (!y.err) {
        cm_buf all;
        cm_buf_init(&all, 0);
        for (size_t i = 0; i < y.n && !y.err; i++) {
            if (i > 0 && cm_buf_addc(&all, ' ') < 0) {
                y.err = 1;
            }
            if (cm_buf_add(&all, y.f[i].s.data ? y.f[i].s.data : "", y.f[i].s.len) < 0) {
                y.err = 1;
            }
        }
        if (!y.err) {
            r = cm_arena_strndup(&st->tmp, cm_buf_str(&all), all.len);
            y.err = r ? 0 : 1;
        }
        cm_buf_free(&all);
    }
    if (y.err && y.err != 2) {
        sh_errorf(st, "out of memory during expansion");
    }
    xfree(&y);
    return r;
}

// Escape pattern characters of s (quoted text inside a pattern, or inside the regular
// expression of [[ =~ ]], where quoted text matches itself) into x's field.
static void
add_escaped(xstate *x, const char *s, size_t n, int flags)
{
    // patterns match with FNM_EXTMATCH: a quoted '(' or '|' must not open or split a group
    const char *special = x->mode == MODE_PATTERN ? "\\*?[]()|"
                          : x->mode == MODE_REGEX ? "\\.[]()*+?{}|^$"
                                                  : NULL;
    if (!special || !(flags & XQ)) {
        add(x, s, n, flags);
        return;
    }
    size_t from = 0; // runs with nothing to escape go in one piece
    for (size_t i = 0; i < n; i++) {
        if (s[i] && strchr(special, s[i])) {
            add(x, s + from, i - from, flags);
            add(x, "\\", 1, flags);
            from = i;
        }
    }
    add(x, s + from, n - from, flags);
}

/* ----- parameters ----- */

static char *
num_str(sh_state *st, long long v)
{
    char b[24];
    size_t k = sizeof b;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        b[--k] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0) {
        b[--k] = '-';
    }
    return cm_arena_strndup(&st->tmp, b + k, sizeof b - k);
}

// The shell's dynamic variables (bash): RANDOM (15 bits from the host's getrandom), SECONDS
// (since the shell started), LINENO, PPID, UID and EUID. NULL for any other name.
static const char *
dynamic_value(sh_state *st, const char *name)
{
    if (strcmp(name, "RANDOM") == 0) {
        unsigned short r = 0;
        if (getrandom(&r, sizeof(r), 0) != (ssize_t)sizeof(r)) {
            r = 0;
        }
        return num_str(st, r & 0x7fff);
    }
    if (strcmp(name, "SECONDS") == 0) {
        return num_str(st, (long long)(time(NULL) - st->start_time));
    }
    if (strcmp(name, "LINENO") == 0) {
        return num_str(st, st->lineno);
    }
    if (strcmp(name, "PPID") == 0) {
        return num_str(st, (long long)getppid());
    }
    if (strcmp(name, "UID") == 0) {
        return num_str(st, (long long)getuid());
    }
    if (strcmp(name, "EUID") == 0) {
        return num_str(st, (long long)geteuid());
    }
    return NULL;
}

// The value of parameter name (a name, digits or a special character); NULL = unset.
static const char *
param_value(sh_state *st, const char *name)
{
    if (strcmp(name, "?") == 0) {
        return num_str(st, st->status);
    }
    if (strcmp(name, "$") == 0) {
        return num_str(st, st->pid);
    }
    if (strcmp(name, "#") == 0) {
        return num_str(st, (long long)st->n_params);
    }
    if (strcmp(name, "!") == 0) {
        long pid = sh_job_last_pid(); // unset until a background job starts
        return pid > 0 ? num_str(st, pid) : NULL;
    }
    if (strcmp(name, "_") == 0) {
        return st->last_arg ? st->last_arg : "";
    }
    if (sh_lex_name_start((unsigned char)name[0]) && name[0] >= 'A' && name[0] <= 'Z') {
        const char *dyn = dynamic_value(st, name);
        if (dyn) {
            return dyn;
        }
    }
    if (strcmp(name, "-") == 0) {
        char b[32];
        size_t k = sh_option_letters(st, b, sizeof b);
        return cm_arena_strndup(&st->tmp, b, k);
    }
    if (strcmp(name, "@") == 0 || strcmp(name, "*") == 0) {
        cm_buf b;
        cm_buf_init(&b, 0);
        const char *ifs = sh_var_get(st, "IFS");
        char sep = strcmp(name, "*") == 0 && ifs ? ifs[0] : ' ';
        for (size_t i = 0; i < st->n_params; i++) {
            if (i > 0 && sep && cm_buf_addc(&b, sep) < 0) {
                break;
            }
            if (cm_buf_adds(&b, st->params[i]) < 0) {
                break;
            }
        }
        char *r = cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len);
        cm_buf_free(&b);
        return r;
    }
    if (name[0] >= '0' && name[0] <= '9') {
        long idx = strtol(name, NULL, 10);
        if (idx == 0) {
            return st->arg0;
        }
        if ((size_t)idx <= st->n_params) {
            return st->params[idx - 1];
        }
        return NULL;
    }
    return sh_var_get(st, name);
}

static int
is_special(int c)
{
    return c == '?' || c == '$' || c == '#' || c == '@' || c == '*' || c == '!' || c == '-' ||
           (c >= '0' && c <= '9');
}

// A list value: the positional parameters ("$@", "$*") or an array's elements
// ("${a[@]}", "${a[*]}").
typedef struct vlist {
    char **v;
    long long *idx; // the elements' indices (an array); NULL for the parameters
    size_t n;
    int star; // joined into one field by "$*" / "${a[*]}"
} vlist;

// The list's values joined by the first character of IFS (star) or a space.
static char *
list_join(sh_state *st, const vlist *l, int star)
{
    const char *ifs = sh_var_get(st, "IFS");
    char sep = star && ifs ? ifs[0] : ' ';
    cm_buf b;
    cm_buf_init(&b, 0);
    int bad = 0;
    for (size_t i = 0; i < l->n && !bad; i++) {
        bad = (i > 0 && sep && cm_buf_addc(&b, sep) < 0) || cm_buf_adds(&b, l->v[i]) < 0;
    }
    char *r = bad ? NULL : cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

// Fill l with the positional parameters (name "@" or "*") or the elements of the
// array name (a scalar is its element 0). Returns 0 or -1.
static int
get_list(sh_state *st, const char *name, int star, vlist *l)
{
    memset(l, 0, sizeof(*l));
    l->star = star;
    if (strcmp(name, "@") == 0 || strcmp(name, "*") == 0) {
        l->v = st->params;
        l->n = st->n_params;
        return 0;
    }
    const sh_var *v = sh_var_find(st, name);
    if (!v || (!v->array && !v->value)) {
        return 0;
    }
    size_t n = v->array ? v->n_elems : 1;
    l->v = cm_arena_alloc(&st->tmp, (n + 1) * sizeof(char *));
    l->idx = cm_arena_alloc(&st->tmp, (n + 1) * sizeof(long long));
    if (!l->v || !l->idx) {
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        l->v[i] = v->array ? v->elems[i].value : v->value;
        l->idx[i] = v->array ? v->elems[i].idx : 0;
    }
    l->n = n;
    return 0;
}

// Append a list: separate fields where "$@" would make them, else one joined string.
static void
add_list(xstate *x, const vlist *l, int in_dq)
{
    int fields = l->star ? !in_dq : (in_dq == 1 || x->mode == MODE_FIELDS);
    if (!fields || x->mode != MODE_FIELDS) {
        char *j = list_join(x->st, l, l->star);
        if (!j) {
            x->err = 1;
            return;
        }
        add_escaped(x, j, strlen(j), in_dq ? XQ : XS);
        return;
    }
    for (size_t i = 0; i < l->n; i++) {
        if (i > 0) {
            new_field(x);
            if (in_dq && x->n > 0) {
                mark_quoted(&x->f[x->n - 1]);
            }
        }
        add(x, l->v[i], strlen(l->v[i]), in_dq ? XQ : XS);
    }
}

// Append a parameter's value (l: it is a list).
static void
add_value(xstate *x, const vlist *l, const char *val, int in_dq)
{
    if (l) {
        add_list(x, l, in_dq);
        return;
    }
    add_escaped(x, val, strlen(val), in_dq ? XQ : XS);
}

// The number of characters in s (UTF-8; a byte that starts no character counts as one).
static size_t
char_count(const char *s, size_t n)
{
    size_t count = 0;
    for (size_t i = 0; i < n; count++) {
        uint32_t cp;
        size_t k = cm_utf8_decode((const unsigned char *)s + i, n - i, &cp);
        i += k ? k : 1;
    }
    return count;
}

// The byte offset of character number chars in s (n bytes), at most n.
static size_t
char_offset(const char *s, size_t n, size_t chars)
{
    size_t i = 0;
    for (size_t c = 0; c < chars && i < n; c++) {
        uint32_t cp;
        size_t k = cm_utf8_decode((const unsigned char *)s + i, n - i, &cp);
        i += k ? k : 1;
    }
    return i;
}

// A non-interactive shell exits after an unset-variable error (POSIX 2.8.1).
static void
fatal(sh_state *st)
{
    st->status = 1;
    if (!st->interactive) {
        st->flow = SH_FLOW_EXIT;
    }
}

static void
unbound(xstate *x, const char *name)
{
    sh_errorf(x->st, "%s: unbound variable", name);
    x->err = 2;
    fatal(x->st);
}

// The simple upper (or lower) case of code point c, as towupper gives it: ICU's full
// mapping of c when that is one code point, else c (ß stays ß).
static uint32_t
case_of(uint32_t c, int upper)
{
    if (c < 0x80) {
        return upper && c >= 'a' && c <= 'z' ? c - 32 : !upper && c >= 'A' && c <= 'Z' ? c + 32 : c;
    }
    UChar src[2];
    UChar dst[4];
    int32_t sl = 0;
    U16_APPEND_UNSAFE(src, sl, (UChar32)c);
    UErrorCode err = U_ZERO_ERROR;
    int32_t dl =
        upper ? u_strToUpper(dst, 4, src, sl, "", &err) : u_strToLower(dst, 4, src, sl, "", &err);
    if (U_FAILURE(err) || dl <= 0 || dl > 2) {
        return c;
    }
    int32_t k = 0;
    UChar32 x;
    U16_NEXT_UNSAFE(dst, k, x);
    return k == dl ? (uint32_t)x : c;
}

// bash's ${v^pat} ${v^^pat} ${v,pat} ${v,,pat}: the first character (every one, when
// all) that matches pat ("" matches any) in upper (or lower) case. A byte that is not
// UTF-8 is a character of its own and stays.
static char *
case_edit(sh_state *st, const char *val, const char *pat, int upper, int all)
{
    size_t n = strlen(val);
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = 0;
    size_t i = 0;
    for (int first = 1; i < n && rc == 0 && (all || first); first = 0) {
        uint32_t c;
        size_t k = cm_utf8_decode((const unsigned char *)val + i, n - i, &c);
        if (k == 0) {
            k = 1;
            c = UINT32_MAX; // not UTF-8: kept
        }
        char one[5];
        memcpy(one, val + i, k);
        one[k] = '\0';
        char enc[4];
        if (c != UINT32_MAX && (!pat[0] || sh_pattern_match(st, pat, one))) {
            uint32_t m = case_of(c, upper);
            rc = cm_buf_add(&b, enc, cm_utf8_encode(m, enc));
        } else {
            rc = cm_buf_add(&b, one, k);
        }
        i += k;
    }
    rc = rc == 0 ? cm_buf_add(&b, val + i, n - i) : rc;
    char *r = rc == 0 ? cm_arena_strndup(&st->tmp, b.data ? b.data : "", b.len) : NULL;
    cm_buf_free(&b);
    return r;
}

/* sh_case_all: see shell/expand.h. */
char *
sh_case_all(sh_state *st, const char *val, int upper)
{
    return case_edit(st, val, "", upper, 1);
}

// bash's ${v@Q}: v in single quotes, each ' as '\'' (input that gives v back).
static char *
quote_for_input(sh_state *st, const char *v)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int rc = cm_buf_addc(&b, '\'');
    for (const char *p = v; *p && rc == 0; p++) {
        rc = *p == '\'' ? cm_buf_adds(&b, "'\\''") : cm_buf_addc(&b, *p);
    }
    rc = rc == 0 ? cm_buf_addc(&b, '\'') : rc;
    char *r = rc == 0 ? cm_arena_strndup(&st->tmp, b.data, b.len) : NULL;
    cm_buf_free(&b);
    return r;
}

// 1 when s[i] (of n bytes) starts a character: a pattern splits the value only there.
static int
at_char(const char *s, size_t i, size_t n)
{
    return i == 0 || i >= n || ((unsigned char)s[i] & 0xC0) != 0x80;
}

// Remove the shortest/longest prefix or suffix matching pat.
static char *
trim(sh_state *st, const char *val, const char *pat, int suffix, int longest)
{
    size_t n = strlen(val);
    char *tmp = cm_arena_strndup(&st->tmp, val, n);
    if (!tmp) {
        return NULL;
    }
    if (!suffix) {
        for (size_t k = 0; k <= n; k++) {
            size_t i = longest ? n - k : k;
            if (!at_char(val, i, n)) {
                continue;
            }
            char save = tmp[i];
            tmp[i] = 0;
            int m = sh_pattern_match(st, pat, tmp);
            tmp[i] = save;
            if (m) {
                return tmp + i;
            }
        }
        return tmp;
    }
    for (size_t k = 0; k <= n; k++) {
        size_t i = longest ? k : n - k;
        if (at_char(val, i, n) && sh_pattern_match(st, pat, val + i)) {
            tmp[i] = 0;
            return tmp;
        }
    }
    return tmp;
}

// How many bytes every match of pat spans, when that is fixed: a pattern of literal bytes,
// '?' and bracket expressions (fnmatch here matches one byte for each); (size_t)-1 when
// it has a '*' or an extglob group.
static size_t
pattern_fixed_len(const char *pat)
{
    size_t n = 0;
    for (size_t i = 0; pat[i]; i++, n++) {
        char c = pat[i];
        if (c == '\\') {
            i += pat[i + 1] != 0;
        } else if (c == '*' || (strchr("?+@!", c) && pat[i + 1] == '(')) {
            return (size_t)-1;
        } else if (c == '[') {
            // the bracket's end as fnmatch finds it; without one, '[' is itself
            size_t j = i + 1;
            j += pat[j] == '!' || pat[j] == '^';
            j += pat[j] == ']';
            while (pat[j] && pat[j] != ']') {
                if (pat[j] == '[' &&
                    (pat[j + 1] == ':' || pat[j + 1] == '=' || pat[j + 1] == '.')) {
                    const char *e = strchr(pat + j + 2, pat[j + 1]);
                    if (!e || e[1] != ']') {
                        return (size_t)-1; // unusual: leave it to the general search
                    }
                    j = (size_t)(e - pat) + 2;
                } else {
                    j++;
                }
            }
            if (pat[j] == ']') {
                i = j;
            }
        }
    }
    return n;
}

// ${x/pat/rep} and ${x//pat/rep}: replace the first (or every) longest match; anchor '#'
// (${x/#pat/rep}) or '%' ties it to the start or the end.
static char *
substitute(sh_state *st, const char *val, const char *pat, const char *rep, int all, int anchor)
{
    cm_buf b;
    size_t n = strlen(val);
    char *tmp = cm_arena_strndup(&st->tmp, val, n);
    int anchor_start = anchor == '#';
    int anchor_end = anchor == '%';
    if (!tmp) {
        return NULL;
    }
    cm_buf_init(&b, 0);
    size_t i = 0;
    int done = 0;
    // then one try per place, not one per end ('?' may span bytes in a value past ASCII)
    size_t fixed = pattern_fixed_len(pat);
    if (fixed != (size_t)-1 && strpbrk(pat, "?[") && has_non_ascii(val)) {
        fixed = (size_t)-1;
    }
    // Otherwise, as bash does: no place is tried when "*pat*" does not match the value, and
    // no end at a place where "pat*" does not match what follows it.
    size_t pl = strlen(pat), bs = 0;
    while (bs < pl && pat[pl - 1 - bs] == '\\') {
        bs++;
    }
    char *starred = fixed == (size_t)-1 && bs % 2 == 0 ? cm_arena_alloc(&st->tmp, pl + 3) : NULL;
    if (starred) {
        starred[0] = '*';
        memcpy(starred + 1, pat, pl);
        memcpy(starred + 1 + pl, "*", 2);
        if (!anchor_start && !anchor_end && !sh_pattern_match(st, starred, tmp)) {
            done = 1; // nothing in the value matches
        }
    }
    while (i <= n) {
        size_t best = 0;
        int found = 0;
        if ((i & 1023) == 1023 && bi_stop_pending()) {
            cm_buf_free(&b);
            return NULL; // the run is over (the caller fails the expansion)
        }
        if (!done && (!anchor_start || i == 0) && fixed != (size_t)-1) {
            size_t e = i + fixed;
            if (e <= n && (!anchor_end || e == n) && (e > i || anchor_start || anchor_end)) {
                char save = tmp[e];
                tmp[e] = 0;
                found = sh_pattern_match(st, pat, tmp + i);
                tmp[e] = save;
                best = e;
            }
        } else if (!done && (!anchor_start || i == 0) && at_char(tmp, i, n) &&
                   (!starred || anchor_end || sh_pattern_match(st, starred + 1, tmp + i))) {
            for (size_t e = n; e >= i; e--) {
                if (anchor_end && e != n) {
                    break;
                }
                int whole = at_char(tmp, e, n);
                char save = tmp[e];
                tmp[e] = 0;
                // an anchored pattern may match the empty string: ${s/#/P} prefixes
                int m = whole && (e > i || anchor_start || anchor_end) &&
                        sh_pattern_match(st, pat, tmp + i);
                tmp[e] = save;
                if (m) {
                    best = e;
                    found = 1;
                    break;
                }
                if (e == 0) {
                    break;
                }
            }
        }
        if (found) {
            if (cm_buf_adds(&b, rep) < 0) {
                break;
            }
            done = !all || best == i; // an empty match is made once
            if (best == i) {
                if (i < n && cm_buf_addc(&b, val[i]) < 0) {
                    break;
                }
                i++;
            } else {
                i = best;
            }
            continue;
        }
        if (i < n && cm_buf_addc(&b, val[i]) < 0) {
            break;
        }
        i++;
    }
    char *r = cm_arena_strndup(&st->tmp, cm_buf_str(&b), b.len);
    cm_buf_free(&b);
    return r;
}

// Where the subscript opened at b[open] ('[') closes (its ']'), or len when it does not.
static size_t
subscript_close(const char *b, size_t len, size_t open)
{
    int depth = 0;
    for (size_t i = open; i < len; i++) {
        char c = b[i];
        if (c == '\\') {
            i++;
        } else if (c == '\'' || c == '"' || c == '`' || c == '$') {
            size_t e = sh_lex_skip(b, len, i);
            i = (e > len ? len : e) - 1;
        } else if (c == '[') {
            depth++;
        } else if (c == ']' && --depth == 0) {
            return i;
        }
    }
    return len;
}

/* sh_subscript: see shell/expand.h. */
int
sh_subscript(sh_state *st, const char *name, const char *sub, size_t len, long long *idx,
             const char **key)
{
    *idx = 0;
    *key = NULL;
    if (!sh_var_is_assoc(st, name)) {
        return sh_arith(st, sub, len, idx);
    }
    char *k = sh_expand_string(st, (sh_word){sub, len});
    if (!k) {
        st->status = 1;
        return -1;
    }
    if (!k[0]) {
        sh_errorf(st, "%s[%.*s]: bad array subscript", name, (int)len, sub);
        st->status = 1;
        return -1;
    }
    *key = k;
    return 0;
}

static void
bad_subst(xstate *x, const char *b, size_t len)
{
    sh_errorf(x->st, "${%.*s}: bad substitution", (int)len, b);
    x->err = 2;
}

static void expand_braced(xstate *x, const char *b, size_t len, int in_dq, int depth);

// ${!a[@]} (the indices) and ${!name} (the parameter that name's value names).
static void
expand_bang(xstate *x, const char *name, const char *sub, size_t sub_len, int in_dq, int depth)
{
    sh_state *st = x->st;
    if (sub) {
        vlist l;
        if (get_list(st, name, sub[0] == '*', &l) < 0) {
            x->err = 1;
            return;
        }
        const sh_var *v = sh_var_find(st, name);
        for (size_t i = 0; i < l.n; i++) {
            l.v[i] = v && v->assoc ? v->elems[i].key : num_str(st, l.idx[i]);
            if (!l.v[i]) {
                x->err = 1;
                return;
            }
        }
        add_list(x, &l, in_dq);
        return;
    }
    (void)sub_len;
    const char *target = param_value(st, name);
    if (!target || !*target) {
        sh_errorf(st, "%s: invalid indirect expansion", name);
        x->err = 2;
        return;
    }
    // the target names a parameter or an element; it never runs a command
    size_t tl = strlen(target);
    if (depth > 8 || strpbrk(target, "$`!#{}()") || tl == 0) {
        sh_errorf(st, "%s: invalid variable name", target);
        x->err = 2;
        return;
    }
    expand_braced(x, target, tl, in_dq, depth + 1);
}

static int
cmp_cstr(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

// ${!prefix*} / ${!prefix@} (bash): the names of the set variables that start with
// prefix, in order, as "$*" / "$@" give a list.
static void
expand_prefix_names(xstate *x, const char *prefix, int star, int in_dq)
{
    sh_state *st = x->st;
    size_t pl = strlen(prefix);
    vlist l;
    memset(&l, 0, sizeof l);
    l.star = star;
    l.v = cm_arena_alloc(&st->tmp, (st->n_vars + 1) * sizeof(char *));
    if (!l.v) {
        x->err = 1;
        return;
    }
    for (size_t k = 0; k < st->n_vars; k++) {
        const sh_var *v = &st->vars[k];
        if ((v->value || (v->array && v->n_elems > 0)) && strncmp(v->name, prefix, pl) == 0) {
            l.v[l.n++] = v->name;
        }
    }
    qsort(l.v, l.n, sizeof(char *), cmp_cstr);
    add_list(x, &l, in_dq);
}

// ${x:offset} / ${x:offset:length} of a string (in characters) or of a list (elements;
// for the parameters, offset 0 is $0).
static void
expand_slice(xstate *x, const vlist *l, const char *val, const char *spec_text, size_t spec_len,
             int in_dq)
{
    sh_state *st = x->st;
    char *spec = expand_to_string(st, spec_text, spec_len, MODE_STRING, 1);
    if (!spec) {
        x->err = 2;
        return;
    }
    char *colon2 = strchr(spec, ':');
    long long off = 0;
    long long cnt = -1;
    if (colon2) {
        *colon2 = 0;
    }
    if (sh_arith(st, spec, strlen(spec), &off) < 0 ||
        (colon2 && sh_arith(st, colon2 + 1, strlen(colon2 + 1), &cnt) < 0)) {
        x->err = 2;
        return;
    }
    if (l) {
        if (colon2 && cnt < 0) {
            sh_errorf(st, "%s: substring expression < 0", colon2 + 1);
            x->err = 2;
            return;
        }
        vlist out = *l;
        out.n = 0;
        out.v = cm_arena_alloc(&st->tmp, (l->n + 2) * sizeof(char *));
        if (!out.v) {
            x->err = 1;
            return;
        }
        if (!l->idx) {
            // the parameters: $0 is position 0
            long long total = (long long)l->n + 1;
            long long start = off < 0 ? total + off : off;
            for (long long k = start < 0 ? total : start; k < total; k++) {
                if (colon2 && (long long)out.n >= cnt) {
                    break;
                }
                out.v[out.n++] = k == 0 ? st->arg0 : l->v[k - 1];
            }
        } else {
            // wrapping at the ends, as bash does (an element at index 9223372036854775807)
            long long next = l->n ? (long long)((unsigned long long)l->idx[l->n - 1] + 1ULL) : 0;
            long long start =
                off < 0 ? (long long)((unsigned long long)next + (unsigned long long)off) : off;
            for (size_t k = 0; start >= 0 && k < l->n; k++) {
                if (colon2 && (long long)out.n >= cnt) {
                    break;
                }
                if (l->idx[k] >= start) {
                    out.v[out.n++] = l->v[k];
                }
            }
        }
        add_list(x, &out, in_dq);
        return;
    }
    const char *v = val ? val : "";
    size_t bytes = strlen(v);
    long long vl = (long long)char_count(v, bytes);
    if (off < 0 && vl + off < 0) {
        // counted back past the start: nothing, whatever the length (bash)
        off = vl;
        cnt = 0;
    } else if (off < 0) {
        off = vl + off;
    }
    if (off > vl) {
        off = vl;
    }
    if (cnt < 0 && colon2) {
        cnt = vl - off + cnt;
        if (cnt < 0) {
            sh_errorf(st, "%s: substring expression < 0", colon2 + 1);
            x->err = 2;
            return;
        }
    }
    if (cnt < 0 || cnt > vl - off) {
        cnt = vl - off;
    }
    size_t from = char_offset(v, bytes, (size_t)off);
    size_t to = from + char_offset(v + from, bytes - from, (size_t)cnt);
    add_escaped(x, v + from, to - from, in_dq ? XQ : XS);
}

// ${x#pat} ${x%pat} ${x/pat/rep}: applied to each element of a list.
static void
expand_edit(xstate *x, const vlist *l, const char *val, char o, const char *op, size_t rest,
            int in_dq)
{
    sh_state *st = x->st;
    char *pat;
    char *rep = NULL;
    int twice = rest > 1 && op[1] == o;
    int anchor = 0; // ${x/#pat/rep} ${x/%pat/rep}: as written, never from a quote or expansion
    if (o == '/') {
        const char *pp = op + 1 + twice;
        size_t pl = rest - 1 - twice;
        if (!twice && pl > 0 && (pp[0] == '#' || pp[0] == '%')) {
            anchor = pp[0];
            pp++;
            pl--;
        }
        size_t k = 0;
        while (k < pl && pp[k] != '/') {
            if (pp[k] == '\\') {
                k++;
            }
            k++;
        }
        if (k > pl) {
            k = pl;
        }
        pat = expand_to_string(st, pp, k, MODE_PATTERN, 0);
        // the replacement's quotes are removed inside double quotes too (bash)
        rep = k < pl ? expand_to_string(st, pp + k + 1, pl - k - 1, MODE_STRING, 0)
                     : cm_arena_strndup(&st->tmp, "", 0);
        if (!rep) {
            x->err = 2;
            return;
        }
    } else {
        pat = expand_to_string(st, op + 1 + twice, rest - 1 - twice, MODE_PATTERN, 0);
    }
    if (!pat) {
        x->err = 2;
        return;
    }
    vlist one = {.v = (char **)&val, .n = val ? 1 : 0};
    const vlist *in = l ? l : &one;
    vlist out = l ? *l : one;
    out.v = cm_arena_alloc(&st->tmp, (in->n + 1) * sizeof(char *));
    if (!out.v) {
        x->err = 1;
        return;
    }
    for (size_t i = 0; i < in->n; i++) {
        out.v[i] = o == '/'               ? substitute(st, in->v[i], pat, rep, twice, anchor)
                   : o == '^' || o == ',' ? case_edit(st, in->v[i], pat, o == '^', twice)
                                          : trim(st, in->v[i], pat, o == '%', twice);
        if (!out.v[i]) {
            x->err = 1;
            return;
        }
    }
    if (l) {
        add_list(x, &out, in_dq);
    } else if (out.n > 0) {
        add_escaped(x, out.v[0], strlen(out.v[0]), in_dq ? XQ : XS);
    }
}

// The word of ${v-word} / ${v+word}: expanded, and when the ${...} is unquoted its
// unquoted text is split on IFS as an expansion's result is (${u:-a b c} is three fields).
static void
operator_word(xstate *x, const char *word, size_t wlen, int in_dq)
{
    x->split_words += !in_dq;
    expand_text(x, word, wlen, in_dq);
    x->split_words -= !in_dq;
}

// ${NAME...} where NAME (b[ns..i), copied in name) is a nameref: name becomes what it
// stands for and 0 is returned, or the expansion is done here (${!NAME}: that name; a
// nameref to an element: the text again with the element written instead of NAME) and 1
// is returned; -1 when the chain is circular (warned: the caller reads NAME as unset).
static int
follow_nameref(xstate *x, const char *b, size_t len, size_t i, char name[256], int has_sub,
               int bang, int length, int in_dq, int depth)
{
    sh_state *st = x->st;
    const char *to = sh_nameref_follow(st, name);
    if (!to) {
        if (bang) {
            sh_errorf(st, "%s: invalid indirect expansion", name);
            x->err = 2;
            return 1;
        }
        sh_errorf(st, "warning: %s: circular name reference", name);
        return -1;
    }
    if (bang && !has_sub) {
        if (i != len) {
            bad_subst(x, b, len);
        } else {
            add_escaped(x, to, strlen(to), in_dq ? XQ : XS);
        }
        return 1;
    }
    size_t tl = strlen(to);
    if (!strchr(to, '[')) {
        memcpy(name, to, tl + 1); // sh_nameref_valid: shorter than 256 bytes
        return 0;
    }
    if (has_sub || bang || depth > 8) {
        bad_subst(x, b, len);
        return 1;
    }
    // ${#r} ${r:-w} ... as ${#a[1]} ${a[1]:-w}
    cm_buf t;
    cm_buf_init(&t, 0);
    if ((length && cm_buf_addc(&t, '#') < 0) || cm_buf_add(&t, to, tl) < 0 ||
        cm_buf_add(&t, b + i, len - i) < 0) {
        cm_buf_free(&t);
        x->err = 1;
        return 1;
    }
    expand_braced(x, cm_buf_str(&t), t.len, in_dq, depth + 1);
    cm_buf_free(&t);
    return 1;
}

// A string of st->tmp from b (NULL when b failed or memory ran out); frees b.
static char *
buf_to_tmp(sh_state *st, cm_buf *b, int bad)
{
    char *r = bad ? NULL : cm_arena_strndup(&st->tmp, cm_buf_str(b), b->len);
    cm_buf_free(b);
    return r;
}

// ${v@A} of one value: the assignment that gives it back, `declare -FLAGS ' before it
// when v (NULL for a parameter) has attributes; an element counts as the array's.
static char *
assignment_spelling(sh_state *st, const sh_var *v, const char *name, const char *val, int elem)
{
    char letters[12] = "";
    if (v) {
        sh_var_letters(v, letters);
    }
    if (elem && !letters[0]) {
        letters[0] = 'a';
        letters[1] = 0;
    }
    const char *q = quote_for_input(st, val);
    cm_buf b;
    cm_buf_init(&b, 0);
    int bad = !q || (letters[0] && cm_buf_printf(&b, "declare -%s ", letters) < 0) ||
              cm_buf_printf(&b, "%s=%s", name, q) < 0;
    return buf_to_tmp(st, &b, bad);
}

// ${v@A} ${v@K} ${v@k} of a whole array v into *out (in st->tmp): A the declare -p line
// as the words "declare" "-FLAGS" "NAME=(...)" (bash), K one value KEY "VALUE" ..., k
// each key and value a word. 0 or -1.
static int
array_transform(sh_state *st, char t, const sh_var *v, vlist *out)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    if (t == 'k') {
        out->v = cm_arena_alloc(&st->tmp, (2 * v->n_elems + 1) * sizeof(char *));
        for (size_t i = 0; out->v && i < v->n_elems; i++) {
            out->v[2 * i] = v->assoc ? v->elems[i].key : num_str(st, v->elems[i].idx);
            out->v[2 * i + 1] = v->elems[i].value;
            if (!out->v[2 * i]) {
                return -1;
            }
        }
        out->n = 2 * v->n_elems;
        return out->v ? 0 : -1;
    }
    int bad = t == 'A' ? sh_declare_spelling(&b, v) < 0 : sh_elems_spelling(&b, v, 1) < 0;
    char *s = buf_to_tmp(st, &b, bad);
    out->v = cm_arena_alloc(&st->tmp, 3 * sizeof(char *));
    if (!s || !out->v) {
        return -1;
    }
    out->n = 0;
    for (int part = 0; part < 2 && t == 'A'; part++) {
        char *sp = strchr(s, ' ');
        if (!sp) {
            break;
        }
        *sp = 0;
        out->v[out->n++] = s;
        s = sp + 1;
    }
    out->v[out->n++] = s;
    return 0;
}

// ${v@T} for T in Q U u L E A a K k (bash): in's values transformed (a list when is_list,
// else its one value); v is the variable (NULL for a parameter), elem 1 for one element.
static void
expand_transform(xstate *x, char t, const sh_var *v, int elem, const vlist *in, int is_list,
                 int in_dq)
{
    sh_state *st = x->st;
    vlist out = *in;
    if (is_list && v && v->array && strchr("AKk", t)) {
        if (array_transform(st, t, v, &out) < 0) {
            x->err = 1;
            return;
        }
        if (t == 'K') {
            add_escaped(x, out.v[0], strlen(out.v[0]), in_dq ? XQ : XS);
        } else {
            out.idx = NULL;
            add_list(x, &out, in_dq);
        }
        return;
    }
    size_t extra = is_list && !v && t == 'A' ? 2 : 0; // ${@@A}: set -- 'a' 'b'
    out.v = cm_arena_alloc(&st->tmp, (in->n + extra + 1) * sizeof(char *));
    if (!out.v) {
        x->err = 1;
        return;
    }
    if (extra) {
        out.v[0] = cm_arena_strndup(&st->tmp, "set", 3);
        out.v[1] = cm_arena_strndup(&st->tmp, "--", 2);
        out.idx = NULL;
        if (!out.v[0] || !out.v[1]) {
            x->err = 1;
            return;
        }
    }
    char letters[12] = "";
    if (v) {
        sh_var_letters(v, letters);
    }
    for (size_t k = 0; k < in->n; k++) {
        const char *e = in->v[k];
        char *r;
        if (t == 'Q' || t == 'K' || t == 'k' || (t == 'A' && extra)) {
            r = quote_for_input(st, e);
        } else if (t == 'A') {
            r = v ? assignment_spelling(st, v, v->name, e, elem) : NULL;
        } else if (t == 'a') {
            r = cm_arena_strndup(&st->tmp, letters, strlen(letters));
        } else if (t == 'E') {
            cm_buf b;
            cm_buf_init(&b, 0);
            r = buf_to_tmp(st, &b, sh_ansi_c_decode(&b, e, strlen(e)) < 0);
        } else {
            r = case_edit(st, e, "", t != 'L', t != 'u');
        }
        if (!r && t == 'A' && !v) {
            r = cm_arena_strndup(&st->tmp, "", 0); // ${1@A}: a parameter has no assignment
        }
        if (!r) {
            x->err = 1;
            return;
        }
        out.v[extra + k] = r;
    }
    out.n = in->n + extra;
    if (is_list) {
        add_list(x, &out, in_dq);
    } else {
        add_escaped(x, out.v[0], strlen(out.v[0]), in_dq ? XQ : XS);
    }
}

// ${ ... }: b is the text between the braces.
static void
expand_braced(xstate *x, const char *b, size_t len, int in_dq, int depth)
{
    sh_state *st = x->st;
    char name[256];
    size_t i = 0;
    int length = 0;
    int bang = 0;
    // ${#-word}, ${#?word}, ${#=word}, ${#+word}, ${##word}: $# and an operator (${#-} is
    // the length of $-)
    int hash_op = len > 2 && b[0] == '#' && strchr("-?=+#", b[1]);
    if (len >= 2 && b[0] == '#' && !hash_op &&
        (sh_lex_name_start((unsigned char)b[1]) || is_special((unsigned char)b[1]))) {
        length = 1;
        i = 1;
    } else if (len >= 2 && b[0] == '!' &&
               (sh_lex_name_start((unsigned char)b[1]) || (b[1] >= '0' && b[1] <= '9'))) {
        bang = 1;
        i = 1;
    }
    size_t ns = i;
    if (i < len && sh_lex_name_start((unsigned char)b[i])) {
        while (i < len && sh_lex_name_char((unsigned char)b[i])) {
            i++;
        }
    } else if (i < len && b[i] >= '0' && b[i] <= '9') {
        while (i < len && b[i] >= '0' && b[i] <= '9') {
            i++;
        }
    } else if (i < len && is_special((unsigned char)b[i])) {
        i++;
    }
    if (i == ns || i - ns >= sizeof(name)) {
        bad_subst(x, b, len);
        return;
    }
    memcpy(name, b + ns, i - ns);
    name[i - ns] = 0;
    // NAME[subscript]: one element, or every element for @ and *
    const char *sub = NULL;
    size_t sub_len = 0;
    if (i < len && b[i] == '[' && sh_is_name(name)) {
        size_t close = subscript_close(b, len, i);
        if (close >= len || close == i + 1) {
            bad_subst(x, b, len);
            return;
        }
        sub = b + i + 1;
        sub_len = close - i - 1;
        i = close + 1;
    }
    int sub_all = sub && sub_len == 1 && (sub[0] == '@' || sub[0] == '*');
    if (bang && !sub && i + 1 == len && (b[i] == '*' || b[i] == '@')) {
        expand_prefix_names(x, name, b[i] == '*', in_dq);
        return;
    }
    int circ = 0;      // a circular nameref: read as unset (bash)
    char written[256]; // errors name the nameref as written (bash)
    const char *shown = name;
    if (st->has_namerefs && sh_var_is_nameref(st, name)) {
        memcpy(written, name, sizeof(written));
        shown = written;
        int r = follow_nameref(x, b, len, i, name, sub != NULL, bang, length, in_dq, depth);
        if (r != 0) {
            circ = r < 0;
            if (r > 0) {
                return;
            }
        }
    }
    if (bang) {
        if (i != len || (sub && !sub_all)) {
            bad_subst(x, b, len);
            return;
        }
        expand_bang(x, name, sub_all ? sub : NULL, sub_len, in_dq, depth);
        return;
    }
    vlist list;
    vlist *l = NULL;
    const char *val;
    if (circ) {
        val = NULL;
    } else if (sub && !sub_all) {
        long long idx;
        const char *key;
        if (sh_subscript(st, name, sub, sub_len, &idx, &key) < 0) {
            x->err = 2;
            return;
        }
        val = sh_elem_get(st, name, idx, key);
    } else if (sub_all || strcmp(name, "@") == 0 || strcmp(name, "*") == 0) {
        int star = sub_all ? sub[0] == '*' : name[0] == '*';
        if (get_list(st, name, star, &list) < 0) {
            x->err = 1;
            return;
        }
        l = &list;
        val = list.n > 0 ? list_join(st, l, star) : NULL;
    } else {
        val = param_value(st, name);
    }
    // set -u names an element as written: a[$i]: unbound variable (bash)
    if (sub && !sub_all && !val && st->opt_nounset) {
        size_t tl = strlen(name) + sub_len + 3;
        char *t = cm_arena_alloc(&st->tmp, tl);
        if (t) {
            snprintf(t, tl, "%s[%.*s]", name, (int)sub_len, sub);
            shown = t;
        }
    }
    if (length) {
        if (i != len) {
            bad_subst(x, b, len);
            return;
        }
        if (!val && st->opt_nounset && !l) {
            unbound(x, shown);
            return;
        }
        long long n = l ? (long long)l->n : (long long)(val ? char_count(val, strlen(val)) : 0);
        char *s = num_str(st, n);
        if (s) {
            add(x, s, strlen(s), in_dq ? XQ : XS);
        }
        return;
    }
    if (i == len) {
        if (!val) {
            if (st->opt_nounset && !l) {
                unbound(x, shown);
            }
            return;
        }
        add_value(x, l, val, in_dq);
        return;
    }
    const char *op = b + i;
    size_t rest = len - i;
    int colon = op[0] == ':';
    char o = colon && rest > 1 ? op[1] : op[0];
    if (colon && !strchr("-=+?", o)) {
        expand_slice(x, l, val, op + 1, rest - 1, in_dq);
        return;
    }
    const char *word = op + (colon ? 2 : 1);
    size_t wlen = rest - (colon ? 2 : 1);
    int unset_or_null = !val || (colon && val[0] == 0);
    switch (o) {
    case '-':
        if (unset_or_null) {
            operator_word(x, word, wlen, in_dq);
        } else {
            add_value(x, l, val, in_dq);
        }
        return;
    case '+':
        if (!unset_or_null) {
            operator_word(x, word, wlen, in_dq);
        }
        return;
    case '=':
    case '?': {
        if (!unset_or_null) {
            add_value(x, l, val, in_dq);
            return;
        }
        char *w = expand_to_string(st, word, wlen, MODE_STRING, in_dq);
        if (!w) {
            x->err = 2;
            return;
        }
        if (o == '?') {
            sh_errorf(st, "%s: %s", shown, w[0] ? w : "parameter null or not set");
            x->err = 2;
            fatal(st);
            return;
        }
        if (!sh_is_name(name) || l) {
            sh_errorf(st, "$%s: cannot assign in this way", name);
            x->err = 2;
            return;
        }
        if (sub) {
            long long idx;
            const char *key;
            if (sh_subscript(st, name, sub, sub_len, &idx, &key) < 0 ||
                sh_elem_set(st, name, idx, key, w) < 0) {
                x->err = 2;
                return;
            }
        } else {
            int r = sh_var_set(st, name, w);
            if (r < 0) {
                x->err = r == -1 ? 1 : 2;
                return;
            }
        }
        add_escaped(x, w, strlen(w), in_dq ? XQ : XS);
        return;
    }
    case '#':
    case '%':
    case '/':
    case '^':
    case ',':
        if (!val && o != '/') {
            if (st->opt_nounset && !l) {
                unbound(x, shown);
            }
            return;
        }
        expand_edit(x, l, val ? val : (l ? NULL : ""), o, op, rest, in_dq);
        return;
    case '@': {
        char t = rest == 2 && !colon ? op[1] : 0;
        if (!t || !strchr("QUuLEAaKk", t)) {
            bad_subst(x, b, len);
            return;
        }
        const sh_var *v = sh_is_name(name) ? sh_var_find(st, name) : NULL;
        if (!val && !l && v && (t == 'A' || t == 'a') && !sub) {
            // declared without a value: its attributes (bash)
            char letters[12];
            if (sh_var_letters(v, letters) > 0) {
                cm_buf d;
                cm_buf_init(&d, 0);
                int bad = t == 'a' ? cm_buf_adds(&d, letters) < 0
                                   : cm_buf_printf(&d, "declare -%s %s", letters, name) < 0;
                add_escaped(x, cm_buf_str(&d), bad ? 0 : d.len, in_dq ? XQ : XS);
                cm_buf_free(&d);
            }
            return;
        }
        if (!val && !l && !(t == 'A' && v && v->array && sub_all)) {
            if (st->opt_nounset) {
                unbound(x, shown);
            }
            return;
        }
        vlist one = {.v = (char **)&val, .n = 1};
        expand_transform(x, t, v, sub && !sub_all, l ? l : &one, l != NULL, in_dq);
        return;
    }
    default:
        bad_subst(x, b, len);
        return;
    }
}

/* ----- substitutions ----- */

static void
add_command_output(xstate *x, const char *src, size_t len, int in_dq)
{
    cm_buf out;
    cm_buf_init(&out, SH_MAX_CAPTURE);
    int r = sh_exec_capture(x->st, src, len, &out);
    if (r < 0) {
        cm_buf_free(&out);
        x->err = 2;
        return;
    }
    size_t n = out.len;
    while (n > 0 && out.data[n - 1] == '\n') {
        n--;
    }
    add_escaped(x, out.data ? out.data : "", n, in_dq ? XQ : XS);
    cm_buf_free(&out);
}

// Backquoted text: \$, \`, \\ (and \" inside double quotes) lose their backslash.
static void
add_backquoted(xstate *x, const char *t, size_t len, int in_dq)
{
    cm_buf src;
    cm_buf_init(&src, 0);
    for (size_t i = 0; i < len; i++) {
        char c = t[i];
        if (c == '\\' && i + 1 < len &&
            (t[i + 1] == '$' || t[i + 1] == '`' || t[i + 1] == '\\' ||
             (in_dq && t[i + 1] == '"'))) {
            c = t[++i];
        }
        if (cm_buf_addc(&src, c) < 0) {
            x->err = 1;
            return;
        }
    }
    add_command_output(x, src.data ? src.data : "", src.len, in_dq);
    cm_buf_free(&src);
}

static void
add_arith(xstate *x, const char *t, size_t len, int in_dq)
{
    long long v;
    if (sh_arith(x->st, t, len, &v) < 0) {
        x->err = 2;
        fatal(x->st); // as in bash, a bad $((...)) ends a non-interactive shell
        return;
    }
    char *s = num_str(x->st, v);
    if (s) {
        add(x, s, strlen(s), in_dq ? XQ : XS);
    }
}

/* sh_ansi_c_decode: see shell/expand.h. */
int
sh_ansi_c_decode(cm_buf *b, const char *t, size_t len)
{
    int bad = 0;
    for (size_t i = 0; i < len && !bad; i++) {
        char c = t[i];
        if (c != '\\' || i + 1 >= len) {
            bad = cm_buf_addc(b, c) < 0;
            continue;
        }
        char e = t[++i];
        char out[4];
        size_t on = 1;
        switch (e) {
        case 'n':
            out[0] = '\n';
            break;
        case 't':
            out[0] = '\t';
            break;
        case 'r':
            out[0] = '\r';
            break;
        case 'a':
            out[0] = '\a';
            break;
        case 'b':
            out[0] = '\b';
            break;
        case 'e':
        case 'E':
            out[0] = 27;
            break;
        case 'f':
            out[0] = '\f';
            break;
        case 'v':
            out[0] = '\v';
            break;
        case 'x':
        case 'u':
        case 'U': {
            // \xHH (1-2 digits) is a byte; \uHHHH (1-4) and \UHHHHHHHH (1-8) a code
            // point written as UTF-8; with no digit the escape stays as written (bash)
            uint32_t v = 0;
            size_t k = 0, most = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            while (k < most && i + 1 < len && strchr("0123456789abcdefABCDEF", t[i + 1]) &&
                   t[i + 1]) {
                char h = t[++i];
                v = v * 16 + (uint32_t)(h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
                k++;
            }
            if (k == 0) {
                out[0] = '\\';
                out[1] = e;
                on = 2;
            } else if (e == 'x') {
                out[0] = (char)v;
            } else {
                on = cm_utf8_encode(v > 0x10FFFF ? 0xFFFD : v, out);
            }
            break;
        }
        case 'c':
            // \cX is the control character of X (bash's TOCTRL); '\c' at the end stays
            if (i + 1 < len) {
                char x = t[++i];
                out[0] = x == '?' ? 0x7f : (char)((x >= 'a' && x <= 'z' ? x - 32 : x) & 0x1f);
            } else {
                out[0] = '\\';
                out[1] = e;
                on = 2;
            }
            break;
        case '\\':
        case '\'':
        case '"':
        case '?':
            out[0] = e;
            break;
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            int v = e - '0';
            size_t k = 1;
            while (k < 3 && i + 1 < len && t[i + 1] >= '0' && t[i + 1] <= '7') {
                v = v * 8 + (t[++i] - '0');
                k++;
            }
            out[0] = (char)v;
            break;
        }
        default:
            // an unknown escape keeps its backslash, as bash does: $'\z' is \z
            out[0] = '\\';
            out[1] = e;
            on = 2;
            break;
        }
        bad = cm_buf_add(b, out, on) < 0;
    }
    return bad ? -1 : 0;
}

// $'...' escapes.
static void
add_ansi_c(xstate *x, const char *t, size_t len)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    if (sh_ansi_c_decode(&b, t, len) < 0) {
        x->err = 1;
    } else {
        add_escaped(x, cm_buf_str(&b), b.len, XQ);
    }
    cm_buf_free(&b);
}

// A '$' at t[i]; returns the index after the construct.
static size_t
expand_dollar(xstate *x, const char *t, size_t len, size_t i, int in_dq)
{
    if (i + 1 >= len) {
        add(x, "$", 1, in_dq ? XQ : 0);
        return i + 1;
    }
    char c = t[i + 1];
    if (c == '"' && !in_dq) {
        return i + 1; // $"..." (a translated string in bash) is "..." in the C locale
    }
    if (c == '\'' && !in_dq) {
        size_t e = sh_lex_skip(t, len, i);
        if (e > len) {
            e = len + 1;
        }
        xfield *f = cur(x);
        if (f) {
            mark_quoted(f);
        }
        add_ansi_c(x, t + i + 2, e - 1 - (i + 2));
        return e > len ? len : e;
    }
    if (c == '(') {
        size_t e = sh_lex_skip(t, len, i);
        if (e > len) {
            e = len;
        }
        if (i + 2 < len && t[i + 2] == '(' && e >= 2 && t[e - 2] == ')' && e - 2 > i + 3) {
            add_arith(x, t + i + 3, e - 2 - (i + 3), in_dq);
        } else {
            add_command_output(x, t + i + 2, e - 1 - (i + 2), in_dq);
        }
        return e;
    }
    if (c == '[') {
        // $[ EXPR ]: bash's (and zsh's) older spelling of $(( EXPR ))
        size_t e = sh_lex_skip(t, len, i);
        if (e > len) {
            e = len;
        }
        add_arith(x, t + i + 2, e >= i + 3 ? e - 1 - (i + 2) : 0, in_dq);
        return e;
    }
    if (c == '{') {
        size_t e = sh_lex_skip(t, len, i);
        if (e > len) {
            e = len;
        }
        const char *body = t + i + 2;
        size_t bl = e - 1 - (i + 2);
        if (in_dq == 1 && x->mode == MODE_FIELDS && bl == 1 && body[0] == '@' &&
            x->st->n_params == 0) {
            return e;
        }
        expand_braced(x, body, bl, in_dq, 0);
        return e;
    }
    if (sh_lex_name_start((unsigned char)c)) {
        size_t e = i + 1;
        char name[256];
        while (e < len && sh_lex_name_char((unsigned char)t[e])) {
            e++;
        }
        size_t nl = e - i - 1;
        if (nl >= sizeof(name)) {
            // never the value of a shorter name than the one written
            sh_errorf(x->st, "$%.*s: variable name longer than 255 bytes", (int)nl, t + i + 1);
            x->err = 2; // reported
            return e;
        }
        memcpy(name, t + i + 1, nl);
        name[nl] = 0;
        if (x->st->has_namerefs && sh_var_is_nameref(x->st, name)) {
            expand_braced(x, t + i + 1, nl, in_dq, 0); // as ${name}
            return e;
        }
        const char *v = param_value(x->st, name);
        if (!v) {
            if (x->st->opt_nounset) {
                unbound(x, name);
            }
            return e;
        }
        add_value(x, NULL, v, in_dq);
        return e;
    }
    if (is_special((unsigned char)c)) {
        char name[2] = {c, 0};
        if (c == '@' && x->st->n_params == 0) {
            return i + 2;
        }
        const char *v = param_value(x->st, name);
        if (!v) {
            if (x->st->opt_nounset && c >= '1' && c <= '9') {
                unbound(x, name);
            }
            return i + 2;
        }
        vlist l;
        if ((c == '@' || c == '*') && get_list(x->st, name, c == '*', &l) < 0) {
            x->err = 1;
            return i + 2;
        }
        add_value(x, c == '@' || c == '*' ? &l : NULL, v, in_dq);
        return i + 2;
    }
    add(x, "$", 1, in_dq ? XQ : 0);
    return i + 1;
}

// 1 when t[i] starts a tilde prefix that expands (word start or after ':' / '=' in
// assignments is left to the caller).
static size_t
expand_tilde(xstate *x, const char *t, size_t len)
{
    size_t e = 1;
    while (e < len && t[e] != '/' && !(x->mode == MODE_ASSIGN && t[e] == ':')) {
        if (t[e] == '\'' || t[e] == '"' || t[e] == '\\' || t[e] == '$' || t[e] == '`') {
            return 0;
        }
        e++;
    }
    const char *home = NULL;
    if (e == 1) {
        home = sh_var_get(x->st, "HOME");
    } else if (e == 2 && t[1] == '+') {
        home = x->st->ctx.cwd;
    }
    if (!home) {
        return 0;
    }
    add_escaped(x, home, strlen(home), XQ);
    return e;
}

// 1 when the text inside double quotes is only "$@", "${@}" or "${NAME[@]}" and that list
// is empty: then the quotes make no field.
static int
dq_empty_list(sh_state *st, const char *in, size_t il)
{
    if ((il == 2 && memcmp(in, "$@", 2) == 0) || (il == 4 && memcmp(in, "${@}", 4) == 0)) {
        return st->n_params == 0;
    }
    char name[256];
    if (il < 7 || il - 6 >= sizeof(name) || memcmp(in, "${", 2) != 0 ||
        memcmp(in + il - 4, "[@]}", 4) != 0) {
        return 0;
    }
    memcpy(name, in + 2, il - 6);
    name[il - 6] = 0;
    if (!sh_is_name(name)) {
        return 0;
    }
    const sh_var *v = sh_var_find(st, name);
    return !v || (v->array ? v->n_elems == 0 : !v->value);
}

static void
expand_text(xstate *x, const char *t, size_t len, int in_dq)
{
    size_t i = 0;
    if (++x->depth > 64) {
        sh_errorf(x->st, "expansion nested too deeply");
        x->err = 2;
        return;
    }
    if (!in_dq && len > 0 && t[0] == '~' && x->mode != MODE_REGEX) {
        i = expand_tilde(x, t, len);
    }
    while (i < len && !x->err) {
        char c = t[i];
        if (c == '\\') {
            if (i + 1 >= len) {
                add(x, "\\", 1, in_dq ? XQ : 0);
                i++;
                continue;
            }
            char nx = t[i + 1];
            if (nx == '\n') {
                i += 2;
                continue;
            }
            if (!in_dq) {
                add_escaped(x, &nx, 1, XQ);
                i += 2;
                continue;
            }
            if (nx == '$' || nx == '`' || nx == '\\' || (nx == '"' && in_dq == 1)) {
                add_escaped(x, &nx, 1, XQ);
            } else {
                add_escaped(x, t + i, 2, XQ);
            }
            i += 2;
            continue;
        }
        if (c == '\'' && !in_dq) {
            size_t e = i + 1;
            while (e < len && t[e] != '\'') {
                e++;
            }
            xfield *f = cur(x);
            if (f) {
                mark_quoted(f);
            }
            add_escaped(x, t + i + 1, e - i - 1, XQ);
            i = e + 1;
            continue;
        }
        // a double-quoted part: at the top, or nested in the word of a ${...} inside
        // double quotes ("${u-"b c"}" is b c, as in bash)
        if (c == '"' && in_dq != 2) {
            size_t e = sh_lex_skip(t, len, i);
            if (e > len) {
                e = len + 1;
            }
            const char *in = t + i + 1;
            size_t il = e - 1 - (i + 1);
            xfield *f = cur(x);
            if (f && !(x->mode == MODE_FIELDS && dq_empty_list(x->st, in, il))) {
                mark_quoted(f);
            }
            expand_text(x, in, il, 1);
            i = e;
            continue;
        }
        if (c == '$') {
            i = expand_dollar(x, t, len, i, in_dq);
            continue;
        }
        if (c == '`') {
            size_t e = sh_lex_skip(t, len, i);
            if (e > len) {
                e = len + 1;
            }
            add_backquoted(x, t + i + 1, e - 1 - (i + 1), in_dq);
            i = e;
            continue;
        }
        // a run of plain characters goes in one piece; it ends after a ':' that a '~'
        // follows in an assignment (PATH=$PATH:~/bin)
        int tilde = 0;
        size_t j = i;
        while (j < len && !tilde) {
            char d = t[j];
            if (d == '\\' || d == '$' || d == '`' || (!in_dq && d == '\'') ||
                (in_dq != 2 && d == '"')) {
                break;
            }
            j++;
            tilde = d == ':' && !in_dq && x->mode == MODE_ASSIGN && j < len && t[j] == '~';
        }
        add_escaped(x, t + i, j - i, in_dq ? XQ : x->split_words > 0 ? XS : 0);
        i = j;
        if (tilde) {
            i += expand_tilde(x, t + i, len - i);
        }
    }
    x->depth--;
}

/* ----- splitting and globbing ----- */

// A '[' opens a bracket expression only when an unquoted ']' follows it (bash's
// unquoted_glob_pattern_p): `[` of `[ 1 -lt 2 ]` and `a[b` are plain words, so that no
// directory is listed, nor a listing decided and logged, for them.
static int
has_glob(const char *s, const char *m, size_t n)
{
    int open = 0;
    for (size_t i = 0; i < n; i++) {
        if (m[i] & XQ) {
            continue;
        }
        if (s[i] == '*' || s[i] == '?' || (s[i] == ']' && open)) {
            return 1;
        }
        open |= s[i] == '[';
        if ((s[i] == '@' || s[i] == '+' || s[i] == '!') && i + 1 < n && s[i + 1] == '(' &&
            !(m[i + 1] & XQ)) {
            return 1; // an extglob group
        }
    }
    return 0;
}

static int
cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
comp_has_glob(const char *c)
{
    int open = 0; // as has_glob: '[' needs a ']' after it
    for (size_t i = 0; c[i]; i++) {
        if (c[i] == '\\' && c[i + 1]) {
            i++;
            continue;
        }
        if (c[i] == '*' || c[i] == '?' || (c[i] == ']' && open)) {
            return 1;
        }
        open |= c[i] == '[';
        if ((c[i] == '@' || c[i] == '+' || c[i] == '!') && c[i + 1] == '(') {
            return 1;
        }
    }
    return 0;
}

static char *
unescape(sh_state *st, const char *c)
{
    size_t n = strlen(c);
    char *r = cm_arena_alloc(&st->tmp, n + 1);
    size_t o = 0;
    if (!r) {
        return NULL;
    }
    for (size_t i = 0; i < n; i++) {
        if (c[i] == '\\' && i + 1 < n) {
            i++;
        }
        r[o++] = c[i];
    }
    r[o] = 0;
    return r;
}

static char *
join_path(sh_state *st, const char *base, const char *name)
{
    size_t bl = strlen(base);
    size_t nl = strlen(name);
    char *r = cm_arena_alloc(&st->tmp, bl + nl + 2);
    if (!r) {
        return NULL;
    }
    memcpy(r, base, bl);
    size_t o = bl;
    if (bl > 0 && base[bl - 1] != '/') {
        r[o++] = '/';
    }
    memcpy(r + o, name, nl + 1);
    return r;
}

#define GLOBSTAR_DEPTH 64
#define GLOBSTAR_MAX   100000

// Add what lies below dir to out: its subdirectories at every depth, and with files also
// every other entry. Each directory is listed through sh_list_dir (one fs:read enumerate
// decision) and each entry's type read through sh_fx_stat (read_metadata; the floor
// refuses a symbolic link, so ** never follows one). Names starting with '.' are skipped
// unless dotglob is on. Returns 0 or -1 (out of memory, or past GLOBSTAR_MAX paths).
static int
globstar_walk(sh_state *st, const char *dir, int files, int depth, sh_strv *out)
{
    sh_strv names = {0};
    cm_buf why;
    cm_buf_init(&why, 0);
    int listed = depth < GLOBSTAR_DEPTH ? sh_list_dir(st, dir, &names, &why) : -1;
    cm_buf_free(&why);
    if (listed < 0) {
        return 0; // unreadable or refused: nothing below it matches
    }
    for (size_t k = 0; k < names.n; k++) {
        if (names.v[k][0] == '.' && !st->opt_dotglob) {
            continue;
        }
        char *path = join_path(st, dir, names.v[k]);
        if (!path) {
            return -1;
        }
        struct stat sb;
        cm_buf_init(&why, 0);
        int is_dir = sh_fx_stat(st, path, &sb, &why) == 0 && S_ISDIR(sb.st_mode);
        cm_buf_free(&why);
        if (is_dir || files) {
            if (out->n >= GLOBSTAR_MAX) {
                sh_errorf(st, "**: more than %d paths", GLOBSTAR_MAX);
                return -1;
            }
            if (sh_strv_push(st, out, path) < 0) {
                return -1;
            }
        }
        if (is_dir && globstar_walk(st, path, files, depth + 1, out) < 0) {
            return -1;
        }
    }
    return 0;
}

// Glob pattern (escaped) into out (sorted); 0 matches is not an error.
static int
glob_expand(sh_state *st, const char *pattern, sh_strv *out)
{
    sh_strv cur_paths = {0};
    sh_strv next = {0};
    const char *p = pattern;
    char *start = cm_arena_strndup(&st->tmp, p[0] == '/' ? "/" : "", p[0] == '/' ? 1 : 0);
    if (!start || sh_strv_push(st, &cur_paths, start) < 0) {
        return -1;
    }
    while (*p == '/') {
        p++;
    }
    while (*p) {
        const char *e = strchr(p, '/');
        size_t cl = e ? (size_t)(e - p) : strlen(p);
        char *comp = cm_arena_strndup(&st->tmp, p, cl);
        if (!comp) {
            return -1;
        }
        int last = !e;
        next.n = 0;
        if (!comp_has_glob(comp)) {
            char *lit = unescape(st, comp);
            if (!lit) {
                return -1;
            }
            for (size_t i = 0; i < cur_paths.n; i++) {
                char *np = join_path(st, cur_paths.v[i], lit);
                if (!np || sh_strv_push(st, &next, np) < 0) {
                    return -1;
                }
            }
        } else if (st->opt_globstar && strcmp(comp, "**") == 0) {
            // ** (globstar): every directory below (and the start itself), or with ** last
            // every entry below; each directory listed under its own enumerate decision
            for (size_t i = 0; i < cur_paths.n; i++) {
                // the start itself: as a directory to go on from, or (** last) as "dir/"
                char *self =
                    last && cur_paths.v[i][0] ? join_path(st, cur_paths.v[i], "") : cur_paths.v[i];
                if (!self || ((!last || self[0]) && sh_strv_push(st, &next, self) < 0) ||
                    globstar_walk(st, cur_paths.v[i], last, 0, &next) < 0) {
                    return -1;
                }
            }
        } else {
            for (size_t i = 0; i < cur_paths.n; i++) {
                sh_strv names = {0};
                cm_buf why;
                cm_buf_init(&why, 0);
                if (sh_list_dir(st, cur_paths.v[i], &names, &why) < 0) {
                    if (why.len > 0 && errno != ENOENT && errno != ENOTDIR) {
                        sh_errorf(st, "%s", cm_buf_str(&why));
                    }
                    cm_buf_free(&why);
                    continue;
                }
                cm_buf_free(&why);
                for (size_t k = 0; k < names.n; k++) {
                    if (names.v[k][0] == '.' && comp[0] != '.' && !st->opt_dotglob) {
                        continue;
                    }
                    if (st->opt_extglob && !sh_extglob_ok(comp)) {
                        continue;
                    }
                    ext_match em = {.pattern = comp,
                                    .name = names.v[k],
                                    .r = (st->opt_dotglob ? 0 : FNM_PERIOD) |
                                         (st->opt_extglob ? FNM_EXTMATCH : 0)};
                    int m = sh_limit_c_run(st, st->opt_extglob && has_extglob_group(comp),
                                           glob_call, &em, NULL, 0) == 1;
                    if (!m) {
                        continue;
                    }
                    char *np = join_path(st, cur_paths.v[i], names.v[k]);
                    if (!np || sh_strv_push(st, &next, np) < 0) {
                        return -1;
                    }
                }
            }
        }
        sh_strv t = cur_paths;
        cur_paths = next;
        next = t;
        if (cur_paths.n == 0) {
            return 0;
        }
        p += cl;
        while (*p == '/') {
            p++;
        }
        if (last || !*p) {
            break;
        }
    }
    // literal components after the last glob must exist, and a pattern ending in '/'
    // matches directories only
    size_t plen = strlen(pattern);
    int dirs_only = plen > 0 && pattern[plen - 1] == '/';
    size_t kept = 0;
    for (size_t i = 0; i < cur_paths.n; i++) {
        struct stat sb;
        cm_buf why;
        cm_buf_init(&why, 0);
        int ok =
            sh_fx_stat(st, cur_paths.v[i], &sb, &why) == 0 && (!dirs_only || S_ISDIR(sb.st_mode));
        cm_buf_free(&why);
        if (ok) {
            cur_paths.v[kept++] = cur_paths.v[i];
        }
    }
    cur_paths.n = kept;
    if (kept > 1) {
        qsort(cur_paths.v, kept, sizeof(char *), cmp_str);
    }
    for (size_t i = 0; i < kept; i++) {
        char *r = cur_paths.v[i];
        if (plen > 0 && pattern[plen - 1] == '/') {
            r = join_path(st, r, "");
            if (!r) {
                return -1;
            }
        }
        if (sh_strv_push(st, out, r) < 0) {
            return -1;
        }
    }
    return 0;
}

// Emit one finished piece: glob it or add it literally.
static int
emit(xstate *x, const char *s, const char *m, size_t n, sh_strv *out)
{
    sh_state *st = x->st;
    if (!st->opt_noglob && has_glob(s, m, n)) {
        cm_buf pat;
        cm_buf_init(&pat, 0);
        for (size_t i = 0; i < n; i++) {
            if ((m[i] & XQ || s[i] == '\\') && strchr("\\*?[]", s[i]) &&
                cm_buf_addc(&pat, '\\') < 0) {
                return -1;
            }
            if (cm_buf_addc(&pat, s[i]) < 0) {
                return -1;
            }
        }
        size_t before = out->n;
        int r = glob_expand(st, cm_buf_str(&pat), out);
        cm_buf_free(&pat);
        if (r < 0) {
            return -1;
        }
        if (out->n > before) {
            return 0;
        }
        if (st->opt_nullglob) {
            return 0; // shopt -s nullglob: no match, no field
        }
    }
    char *lit = cm_arena_strndup(&st->tmp, s, n);
    if (!lit) {
        return -1;
    }
    return sh_strv_push(st, out, lit);
}

static int
split_field(xstate *x, xfield *f, sh_strv *out)
{
    const char *ifs = sh_var_get(x->st, "IFS");
    const char *s = f->s.data ? f->s.data : "";
    const char *m = f->m.data ? f->m.data : "";
    size_t n = f->s.len;
    if (!ifs) {
        ifs = " \t\n";
    }
    size_t start = 0;
    int have = 0;     // the current piece has content
    int quoted = 0;   // the current piece has quoted content
    int after_ws = 0; // the last separator was IFS whitespace that ended a field
    for (size_t i = 0; i < n; i++) {
        if (f->qpos == i + 1 && !have) {
            have = 1; // an empty quoted part begins a piece here
            start = i;
        }
        int sep = (m[i] & XS) && !(m[i] & XQ) && ifs[0] && strchr(ifs, s[i]);
        if (!sep) {
            if (!have) {
                start = i;
            }
            have = 1;
            quoted |= m[i] & XQ;
            continue;
        }
        int ws = s[i] == ' ' || s[i] == '\t' || s[i] == '\n';
        if (have) {
            if (emit(x, s + start, m + start, i - start, out) < 0) {
                return -1;
            }
            have = 0;
            quoted = 0;
            after_ws = ws;
            continue;
        }
        if (!ws) {
            if (!after_ws && emit(x, "", "", 0, out) < 0) {
                return -1;
            }
            after_ws = 0;
        }
    }
    if (have) {
        return emit(x, s + start, m + start, n - start, out);
    }
    if ((n == 0 && f->keep) || (f->qpos == n + 1 && n > 0)) {
        return emit(x, "", "", 0, out);
    }
    (void)quoted;
    return 0;
}

/* ----- brace expansion (bash and zsh): a{b,c}d and {1..5} ----- */

#define BRACE_MAX 100000

// Index just past a quoted or substituted construct at t[i], never beyond len.
static size_t
skip_construct(const char *t, size_t len, size_t i)
{
    size_t e = sh_lex_skip(t, len, i);
    return e > len ? len : e;
}

// One '{' the scan is inside: where it is, and what its body holds at its own level.
typedef struct {
    size_t at;
    int comma, dots; // a comma, or "..", outside any inner brace group
} brace_open;

// The leftmost brace group of t that expands: a list (a comma at the body's own level,
// kind 'l') or a sequence (".." there, kind 's'). One pass with a stack of open braces,
// quotes and substitutions skipped, so nested or unmatched braces cost O(len), not a scan
// of the rest of the text per '{'. 0 when there is none (or no memory for the stack).
static int
find_brace(const char *t, size_t len, size_t *open, size_t *close, int *kind)
{
    brace_open small[16], *stack = small;
    size_t n = 0, cap = sizeof small / sizeof small[0];
    int found = 0;
    for (size_t i = 0; i < len; i++) {
        char c = t[i];
        if (c == '\\') {
            i++;
        } else if (c == '\'' || c == '"' || c == '`' ||
                   (c == '$' && i + 1 < len && t[i + 1] != '}')) {
            i = skip_construct(t, len, i) - 1;
        } else if (c == '{') {
            if (n == cap) {
                brace_open *bigger =
                    cm_realloc(stack == small ? NULL : stack, cap * 2 * sizeof *stack);
                if (!bigger) {
                    found = 0;
                    break;
                }
                if (stack == small) {
                    memcpy(bigger, small, sizeof small);
                }
                stack = bigger;
                cap *= 2;
            }
            stack[n++] = (brace_open){.at = i, .comma = 0, .dots = 0};
        } else if (c == '}' && n > 0) {
            brace_open b = stack[--n];
            int k = b.comma ? 'l' : b.dots && i - b.at - 1 >= 4 ? 's' : 0;
            // an enclosing group, still open, starts further left: it wins if it expands
            if (k && (!found || b.at < *open)) {
                *open = b.at;
                *close = i;
                *kind = k;
                found = 1;
            }
            if (found && n == 0) {
                break;
            }
        } else if (n > 0 && c == ',') {
            stack[n - 1].comma = 1;
        } else if (n > 0 && c == '.' && i + 1 < len && t[i + 1] == '.') {
            stack[n - 1].dots = 1;
        }
    }
    if (stack != small) {
        cm_free(stack);
    }
    return found;
}

static int brace_expand(sh_state *st, const char *t, size_t len, sh_strv *out, int depth);

static int
brace_emit(sh_state *st, const char *pre, size_t pl, const char *mid, size_t ml, const char *suf,
           size_t sl, sh_strv *out, int depth)
{
    char *w = cm_arena_alloc(&st->tmp, pl + ml + sl + 1);
    if (!w) {
        return -1;
    }
    memcpy(w, pre, pl);
    memcpy(w + pl, mid, ml);
    memcpy(w + pl + ml, suf, sl);
    w[pl + ml + sl] = 0;
    return brace_expand(st, w, pl + ml + sl, out, depth + 1);
}

// 1 when the number s is written with a leading zero ("01", "-05").
static int
zero_led(const char *s)
{
    s += s[0] == '-';
    return s[0] == '0' && s[1] != 0;
}

// A sequence {a..b[..step]} of integers or single letters; 0 when b is not one.
static int
brace_seq(sh_state *st, const char *t, size_t open, size_t close, size_t len, sh_strv *out,
          int depth)
{
    char body[128];
    size_t bl = close - open - 1;
    if (bl >= sizeof(body)) {
        return 0;
    }
    memcpy(body, t + open + 1, bl);
    body[bl] = 0;
    char *d1 = strstr(body, "..");
    if (!d1) {
        return 0;
    }
    *d1 = 0;
    char *second = d1 + 2;
    char *d2 = strstr(second, "..");
    // the step's size and the distance in unsigned arithmetic: the ends and the step may
    // be any long long ({-9223372036854775808..9223372036854775807..9223372036854775807})
    unsigned long long step = 1;
    if (d2) {
        *d2 = 0;
        char *e;
        long long given = strtoll(d2 + 2, &e, 10);
        if (*e || given == 0 || given == LLONG_MIN) {
            return 0; // LLONG_MIN: no size (bash leaves it as written)
        }
        step = given < 0 ? 0 - (unsigned long long)given : (unsigned long long)given;
    }
    long long a;
    long long b;
    int letters = 0;
    char *e1;
    char *e2;
    a = strtoll(body, &e1, 10);
    b = strtoll(second, &e2, 10);
    if (*e1 || *e2 || !*body || !*second) {
        if (strlen(body) == 1 && strlen(second) == 1 && sh_lex_name_start((unsigned char)body[0]) &&
            sh_lex_name_start((unsigned char)second[0]) && body[0] != '_' && second[0] != '_') {
            letters = 1;
            a = (unsigned char)body[0];
            b = (unsigned char)second[0];
        } else {
            return 0;
        }
    }
    unsigned long long dist = b > a ? (unsigned long long)b - (unsigned long long)a
                                    : (unsigned long long)a - (unsigned long long)b;
    unsigned long long steps = dist / step;
    // ends further apart than a long long reaches (bash's bound: LLONG_MAX - 2) are left
    // as written, as bash does
    if (steps > BRACE_MAX || dist > LLONG_MAX - 2) {
        return 0;
    }
    // {01..10}: a leading zero pads every number to the wider end's width (bash)
    int width = 0;
    if (!letters && (zero_led(body) || zero_led(second))) {
        size_t w1 = strlen(body);
        size_t w2 = strlen(second);
        width = (int)(w1 > w2 ? w1 : w2);
    }
    for (unsigned long long k = 0; k <= steps; k++) {
        unsigned long long off = k * step; // at most the distance
        long long v =
            (long long)(a <= b ? (unsigned long long)a + off : (unsigned long long)a - off);
        char num[32];
        if (letters) {
            num[0] = (char)v;
            num[1] = 0;
        } else {
            snprintf(num, sizeof(num), "%0*lld", width, v);
        }
        if (brace_emit(st, t, open, num, strlen(num), t + close + 1, len - close - 1, out, depth) <
            0) {
            return -1;
        }
    }
    return 1;
}

static int
brace_expand(sh_state *st, const char *t, size_t len, sh_strv *out, int depth)
{
    size_t open;
    size_t close;
    int kind;
    if (depth > 32 || out->n > BRACE_MAX || !find_brace(t, len, &open, &close, &kind)) {
        char *w = cm_arena_strndup(&st->tmp, t, len);
        return w ? sh_strv_push(st, out, w) : -1;
    }
    if (kind == 's') {
        int r = brace_seq(st, t, open, close, len, out, depth);
        if (r != 0) {
            return r < 0 ? -1 : 0;
        }
        char *w = cm_arena_strndup(&st->tmp, t, len);
        return w ? sh_strv_push(st, out, w) : -1;
    }
    size_t start = open + 1;
    int d = 0;
    for (size_t i = open + 1; i <= close; i++) {
        char c = t[i];
        if (i < close && c == '\\') {
            i++;
            continue;
        }
        if (i < close && (c == '\'' || c == '"' || c == '`' || (c == '$' && t[i + 1] != '}'))) {
            i = skip_construct(t, close, i) - 1;
            continue;
        }
        if (i < close && c == '{') {
            d++;
            continue;
        }
        if (i < close && c == '}') {
            d--;
            continue;
        }
        if (i == close || (c == ',' && d == 0)) {
            if (brace_emit(st, t, open, t + start, i - start, t + close + 1, len - close - 1, out,
                           depth) < 0) {
                return -1;
            }
            start = i + 1;
        }
    }
    return 0;
}

/* sh_expand_fields: see shell/expand.h. */
int
sh_expand_fields(sh_state *st, const sh_word *w0, size_t n0, sh_strv *out)
{
    sh_strv braced = {0};
    for (size_t k = 0; k < n0; k++) {
        if (w0[k].len >= 3 && (w0[k].text[0] == '<' || w0[k].text[0] == '>') &&
            w0[k].text[1] == '(' && w0[k].text[w0[k].len - 1] == ')') {
            // the name is the shell's own: only a command of the shell's own can open it
            // (bi_subst_fd); the floor refuses /dev/fd/N to everything else
            int fd = sh_exec_subst_fd(st, w0[k].text + 2, w0[k].len - 3, w0[k].text[0] == '>');
            char *name = fd < 0 ? NULL : cm_arena_alloc(&st->tmp, 24);
            if (!name) {
                st->status = 1;
                return -1;
            }
            snprintf(name, 24, "/dev/fd/%d", fd);
            if (sh_strv_push(st, &braced, name) < 0) {
                st->status = 1;
                return -1;
            }
            continue;
        }
        if (memchr(w0[k].text, '{', w0[k].len) && w0[k].len > 2) {
            if (brace_expand(st, w0[k].text, w0[k].len, &braced, 0) < 0) {
                sh_errorf(st, "out of memory during expansion");
                st->status = 1;
                return -1;
            }
        } else {
            char *c = cm_arena_strndup(&st->tmp, w0[k].text, w0[k].len);
            if (!c || sh_strv_push(st, &braced, c) < 0) {
                st->status = 1;
                return -1;
            }
        }
    }
    for (size_t k = 0; k < braced.n; k++) {
        xstate x = {.st = st, .mode = MODE_FIELDS};
        expand_text(&x, braced.v[k], strlen(braced.v[k]), 0);
        for (size_t i = 0; i < x.n && !x.err; i++) {
            if (split_field(&x, &x.f[i], out) < 0) {
                x.err = 1;
            }
        }
        int err = x.err;
        xfree(&x);
        if (err) {
            if (err == 1) {
                sh_errorf(st, "out of memory during expansion");
            }
            st->status = 1;
            return -1;
        }
    }
    return 0;
}

// One word to one string in mode; NULL with st->status 1 after printing.
static char *
expand_word(sh_state *st, sh_word w, int mode)
{
    char *r = expand_to_string(st, w.text, w.len, mode, 0);
    if (!r) {
        st->status = 1;
    }
    return r;
}

/* sh_expand_string: see shell/expand.h. */
char *
sh_expand_string(sh_state *st, sh_word w)
{
    return expand_word(st, w, MODE_STRING);
}

/* sh_expand_assign: see shell/expand.h. */
char *
sh_expand_assign(sh_state *st, sh_word w)
{
    return expand_word(st, w, MODE_ASSIGN);
}

/* sh_expand_pattern: see shell/expand.h. */
char *
sh_expand_pattern(sh_state *st, sh_word w)
{
    return expand_word(st, w, MODE_PATTERN);
}

/* sh_expand_regex: see shell/expand.h. */
char *
sh_expand_regex(sh_state *st, sh_word w)
{
    return expand_word(st, w, MODE_REGEX);
}

/* sh_expand_heredoc: see shell/expand.h. */
char *
sh_expand_heredoc(sh_state *st, const char *body)
{
    char *r = expand_to_string(st, body, strlen(body), MODE_STRING, 2);
    if (!r) {
        st->status = 1;
    }
    return r;
}

/* ----- arithmetic ----- */

typedef struct arith {
    sh_state *st;
    const char *s;
    size_t i;
    size_t n;
    int err;
    int noeval; // inside the branch of && || ?: that is not taken
    int depth;  // levels of C recursion, counted on through variables and subscripts
    int vdepth; // variables whose values are expressions, evaluated one inside another
} arith;

static long long a_assign(arith *a);
static long long a_cond(arith *a);

static void
a_ws(arith *a)
{
    while (a->i < a->n && (a->s[a->i] == ' ' || a->s[a->i] == '\t' || a->s[a->i] == '\n')) {
        a->i++;
    }
}

static int
a_eat(arith *a, const char *op)
{
    a_ws(a);
    if (a->i >= a->n || a->s[a->i] != op[0]) {
        return 0; // the common case: another operator or an operand
    }
    size_t l = strlen(op);
    if (a->i + l <= a->n && memcmp(a->s + a->i, op, l) == 0) {
        // do not take '<' out of '<<' or '<=', and so on
        if (l == 1 && a->i + 1 < a->n) {
            char nx = a->s[a->i + 1];
            if ((op[0] == '<' || op[0] == '>') && (nx == op[0] || nx == '=')) {
                return 0;
            }
            if ((op[0] == '&' || op[0] == '|') && nx == op[0]) {
                return 0;
            }
            if ((op[0] == '=' || op[0] == '!') && nx == '=') {
                return 0;
            }
            if (strchr("+-*/%&|^", op[0]) && nx == '=') {
                return 0;
            }
            if ((op[0] == '+' || op[0] == '-' || op[0] == '*') && nx == op[0]) {
                return 0;
            }
        }
        if (l == 2 && a->i + 2 < a->n && a->s[a->i + 2] == '=' &&
            (strcmp(op, "<<") == 0 || strcmp(op, ">>") == 0)) {
            return 0;
        }
        a->i += l;
        return 1;
    }
    return 0;
}

static void
a_fail(arith *a, const char *msg)
{
    if (!a->err) {
        size_t k = 0; // bash shows the expression without its leading blanks
        while (k < a->n && strchr(" \t\n", a->s[k])) {
            k++;
        }
        sh_errorf(a->st, "%.*s: %s", (int)(a->n - k), a->s + k, msg);
    }
    a->err = 1;
}

// bash's "division by 0 (error token is "0")": the divisor from at to the text's end.
static void
division_by_zero(arith *a, size_t at)
{
    while (at < a->n && strchr(" \t\n", a->s[at])) {
        at++;
    }
    char msg[96];
    int tl = (int)(a->n - at > 64 ? 64 : a->n - at);
    snprintf(msg, sizeof msg, "division by 0 (error token is \"%.*s\")", tl, a->s + at);
    a_fail(a, msg);
}

static long long
a_var(arith *a, const char *name, int has_idx, long long idx, const char *key)
{
    const char *v = has_idx ? sh_elem_get(a->st, name, idx, key) : sh_var_get(a->st, name);
    if (!v || !*v) {
        if (!v && a->st->opt_nounset && !a->noeval) {
            sh_errorf(a->st, "%s: unbound variable", name);
            a->err = 1;
        }
        return 0;
    }
    if (a->vdepth > 32) {
        a_fail(a, "expression recursion level exceeded");
        return 0;
    }
    arith b = {.st = a->st, .s = v, .n = strlen(v), .depth = a->depth + 1, .vdepth = a->vdepth + 1};
    long long r = a_assign(&b);
    a_ws(&b);
    if (b.err || b.i != b.n) {
        if (!b.err) {
            sh_errorf(a->st, "%s: syntax error in expression", v);
        }
        a->err = 1;
    }
    return r;
}

static void
a_setvar(arith *a, const char *name, int has_idx, long long idx, const char *key, long long v)
{
    if (a->noeval) {
        return;
    }
    char b[32];
    snprintf(b, sizeof(b), "%lld", v);
    int r = has_idx ? sh_elem_set(a->st, name, idx, key, b) : sh_var_set(a->st, name, b);
    if (r < 0) {
        a->err = 1;
    }
}

// NAME[expr] after a name in an expression: *idx is expr's value, or for an associative
// array *key the text (in st->tmp). 0 when no '[' follows, 1 when read, -1 on an error.
static int
a_subscript(arith *a, const char *name, long long *idx, const char **key)
{
    *key = NULL;
    if (a->i >= a->n || a->s[a->i] != '[') {
        return 0;
    }
    int depth = 0;
    size_t e = a->i;
    for (; e < a->n; e++) {
        if (a->s[e] == '[') {
            depth++;
        } else if (a->s[e] == ']' && --depth == 0) {
            break;
        }
    }
    if (e >= a->n) {
        a_fail(a, "missing ']'");
        return -1;
    }
    if (sh_var_is_assoc(a->st, name)) {
        // a quoted key is the text inside its quotes, as in bash: (( A['x'] ))
        const char *k = a->s + a->i + 1;
        size_t kn = e - a->i - 1;
        if (kn >= 2 && (k[0] == '\'' || k[0] == '"') && k[kn - 1] == k[0] &&
            !memchr(k + 1, k[0], kn - 2)) {
            k++;
            kn -= 2;
        }
        *key = cm_arena_strndup(&a->st->tmp, k, kn);
        if (!*key) {
            a_fail(a, "out of memory");
            return -1;
        }
        a->i = e + 1;
        return 1;
    }
    arith b = {.st = a->st,
               .s = a->s + a->i + 1,
               .n = e - a->i - 1,
               .depth = a->depth + 1,
               .vdepth = a->vdepth,
               .noeval = a->noeval};
    *idx = a_assign(&b);
    a_ws(&b);
    if (b.err || b.i != b.n) {
        if (!b.err) {
            a_fail(a, "syntax error in array subscript");
        }
        a->err = 1;
        return -1;
    }
    a->i = e + 1;
    return 1;
}

// BASE#digits (bash): digits 0-9, then a-z, A-Z, @ and _ (letters of either case are
// 10-35 up to base 36). a->i is at the '#'.
static long long
a_based(arith *a, long long base)
{
    if (base < 2 || base > 64) {
        a_fail(a, "invalid arithmetic base");
        return 0;
    }
    a->i++;
    size_t start = a->i;
    unsigned long long v = 0;
    while (a->i < a->n) {
        char c = a->s[a->i];
        int d;
        if (c >= '0' && c <= '9') {
            d = c - '0';
        } else if (c >= 'a' && c <= 'z') {
            d = c - 'a' + 10;
        } else if (c >= 'A' && c <= 'Z') {
            d = c - 'A' + (base <= 36 ? 10 : 36);
        } else if (c == '@') {
            d = 62;
        } else if (c == '_') {
            d = 63;
        } else {
            break;
        }
        if (d >= base) {
            a_fail(a, "value too great for base");
            return 0;
        }
        v = v * (unsigned long long)base + (unsigned long long)d;
        a->i++;
    }
    if (a->i == start) {
        a_fail(a, "invalid number");
        return 0;
    }
    return (long long)v;
}

static long long
a_primary(arith *a)
{
    a_ws(a);
    if (a->i >= a->n) {
        a_fail(a, "syntax error: operand expected");
        return 0;
    }
    char c = a->s[a->i];
    if (c == '(') {
        a->i++;
        long long v = a_assign(a);
        if (!a_eat(a, ")")) {
            a_fail(a, "missing ')'");
        }
        return v;
    }
    if (c >= '0' && c <= '9') {
        char *end;
        long long v;
        const char *p = a->s + a->i;
        if (c == '0' && a->i + 1 < a->n && (p[1] == 'x' || p[1] == 'X')) {
            v = (long long)strtoull(p + 2, &end, 16);
        } else if (c == '0') {
            v = (long long)strtoull(p, &end, 8);
        } else {
            v = (long long)strtoull(p, &end, 10);
        }
        a->i = (size_t)(end - a->s);
        if (a->i < a->n && a->s[a->i] == '#' && c != '0') {
            return a_based(a, v);
        }
        if (a->i < a->n && sh_lex_name_char((unsigned char)a->s[a->i])) {
            a_fail(a, "value too great for base");
        }
        return v;
    }
    if (sh_lex_name_start((unsigned char)c)) {
        char name[256];
        size_t s = a->i;
        while (a->i < a->n && sh_lex_name_char((unsigned char)a->s[a->i])) {
            a->i++;
        }
        size_t l = a->i - s < sizeof(name) - 1 ? a->i - s : sizeof(name) - 1;
        if (a->i - s >= sizeof(name)) {
            a_fail(a, "variable name longer than 255 bytes");
            return 0;
        }
        memcpy(name, a->s + s, l);
        name[l] = 0;
        long long idx = 0;
        const char *key;
        int has_idx = a_subscript(a, name, &idx, &key);
        if (has_idx < 0) {
            return 0;
        }
        static const char *const aops[] = {
            "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", NULL};
        a_ws(a);
        if (a_eat(a, "++") || a_eat(a, "--")) {
            int inc = a->s[a->i - 1] == '+';
            long long v = a_var(a, name, has_idx, idx, key);
            // wraps at the ends, as every other operator does (bash)
            a_setvar(a, name, has_idx, idx, key,
                     (long long)((unsigned long long)v + (inc ? 1ULL : 0ULL - 1ULL)));
            return v;
        }
        for (size_t k = 0; aops[k]; k++) {
            size_t ol = strlen(aops[k]);
            if (a->i + ol <= a->n && memcmp(a->s + a->i, aops[k], ol) == 0 &&
                !(ol == 1 && a->i + 1 < a->n && a->s[a->i + 1] == '=')) {
                a->i += ol;
                size_t rhs_at = a->i;
                long long rhs = a_cond(a);
                long long v = ol == 1 ? rhs : a_var(a, name, has_idx, idx, key);
                switch (aops[k][0]) {
                case '+':
                    v = (long long)((unsigned long long)v + (unsigned long long)rhs);
                    break;
                case '-':
                    v = (long long)((unsigned long long)v - (unsigned long long)rhs);
                    break;
                case '*':
                    v = (long long)((unsigned long long)v * (unsigned long long)rhs);
                    break;
                case '/':
                case '%':
                    if (rhs == 0) {
                        division_by_zero(a, rhs_at);
                        return 0;
                    }
                    if (rhs == -1) {
                        v = aops[k][0] == '/' ? (long long)(0ULL - (unsigned long long)v) : 0;
                    } else {
                        v = aops[k][0] == '/' ? v / rhs : v % rhs;
                    }
                    break;
                case '<':
                    v = (long long)((unsigned long long)v << (rhs & 63));
                    break;
                case '>':
                    v = v >> (rhs & 63);
                    break;
                case '&':
                    v &= rhs;
                    break;
                case '|':
                    v |= rhs;
                    break;
                case '^':
                    v ^= rhs;
                    break;
                default:
                    break;
                }
                a_setvar(a, name, has_idx, idx, key, v);
                return v;
            }
        }
        return a_var(a, name, has_idx, idx, key);
    }
    a_fail(a, "syntax error: operand expected");
    return 0;
}

// Enter a level of the expression's C recursion (a unary operator, a parenthesis, an
// assignment's right side, a ?: branch, a ** exponent); 0 past 200 levels, with the error.
static int
a_enter(arith *a)
{
    if (++a->depth > 200) {
        a_fail(a, "expression nested too deeply");
        a->depth--;
        return 0;
    }
    return 1;
}

static long long
a_unary(arith *a)
{
    if (!a_enter(a)) {
        return 0;
    }
    long long r;
    a_ws(a);
    if (a_eat(a, "++") || a_eat(a, "--")) {
        int inc = a->s[a->i - 1] == '+';
        a_ws(a);
        size_t s = a->i;
        while (a->i < a->n && sh_lex_name_char((unsigned char)a->s[a->i])) {
            a->i++;
        }
        char name[256];
        size_t l = a->i - s < sizeof(name) - 1 ? a->i - s : sizeof(name) - 1;
        memcpy(name, a->s + s, l);
        name[l] = 0;
        if (a->i - s >= sizeof(name)) {
            a_fail(a, "variable name longer than 255 bytes");
            r = 0;
        } else if (l == 0 || !sh_is_name(name)) {
            a_fail(a, "syntax error: operand expected");
            r = 0;
        } else {
            long long idx = 0;
            const char *key;
            int has_idx = a_subscript(a, name, &idx, &key);
            r = has_idx < 0 ? 0
                            : (long long)((unsigned long long)a_var(a, name, has_idx, idx, key) +
                                          (inc ? 1ULL : 0ULL - 1ULL));
            if (has_idx >= 0) {
                a_setvar(a, name, has_idx, idx, key, r);
            }
        }
    } else if (a_eat(a, "-")) {
        r = (long long)(0ULL - (unsigned long long)a_unary(a));
    } else if (a_eat(a, "+")) {
        r = a_unary(a);
    } else if (a_eat(a, "!")) {
        r = !a_unary(a);
    } else if (a_eat(a, "~")) {
        r = ~a_unary(a);
    } else {
        r = a_primary(a);
    }
    a->depth--;
    return r;
}

static long long
a_pow(arith *a)
{
    long long b = a_unary(a);
    if (a_eat(a, "**")) {
        if (!a_enter(a)) {
            return 0;
        }
        long long e = a_pow(a);
        a->depth--;
        if (e < 0) {
            a_fail(a, "exponent less than 0");
            return 0;
        }
        // by squaring, wrapping at 64 bits as bash's repeated multiplication does
        unsigned long long r = 1, base = (unsigned long long)b;
        for (unsigned long long k = (unsigned long long)e; k; k >>= 1) {
            if (k & 1) {
                r *= base;
            }
            base *= base;
        }
        return (long long)r;
    }
    return b;
}

static long long
a_mul(arith *a)
{
    long long v = a_pow(a);
    for (;;) {
        int op = a_eat(a, "*") ? '*' : a_eat(a, "/") ? '/' : a_eat(a, "%") ? '%' : 0;
        if (!op) {
            return v;
        }
        size_t r_at = a->i;
        long long r = a_pow(a);
        if (op == '*') {
            v = (long long)((unsigned long long)v * (unsigned long long)r);
        } else if (r == 0) {
            if (!a->noeval) {
                division_by_zero(a, r_at);
            }
            v = 0;
        } else if (r == -1) {
            v = op == '/' ? (long long)(0ULL - (unsigned long long)v) : 0;
        } else {
            v = op == '/' ? v / r : v % r;
        }
    }
}

static long long
a_add(arith *a)
{
    long long v = a_mul(a);
    for (;;) {
        if (a_eat(a, "+")) {
            v = (long long)((unsigned long long)v + (unsigned long long)a_mul(a));
        } else if (a_eat(a, "-")) {
            v = (long long)((unsigned long long)v - (unsigned long long)a_mul(a));
        } else {
            return v;
        }
    }
}

static long long
a_shift(arith *a)
{
    long long v = a_add(a);
    for (;;) {
        if (a_eat(a, "<<")) {
            v = (long long)((unsigned long long)v << (a_add(a) & 63));
        } else if (a_eat(a, ">>")) {
            v = v >> (a_add(a) & 63);
        } else {
            return v;
        }
    }
}

static long long
a_rel(arith *a)
{
    long long v = a_shift(a);
    for (;;) {
        if (a_eat(a, "<=")) {
            v = v <= a_shift(a);
        } else if (a_eat(a, ">=")) {
            v = v >= a_shift(a);
        } else if (a_eat(a, "<")) {
            v = v < a_shift(a);
        } else if (a_eat(a, ">")) {
            v = v > a_shift(a);
        } else {
            return v;
        }
    }
}

static long long
a_eq(arith *a)
{
    long long v = a_rel(a);
    for (;;) {
        if (a_eat(a, "==")) {
            v = v == a_rel(a);
        } else if (a_eat(a, "!=")) {
            v = v != a_rel(a);
        } else {
            return v;
        }
    }
}

static long long
a_band(arith *a)
{
    long long v = a_eq(a);
    while (a_eat(a, "&")) {
        v &= a_eq(a);
    }
    return v;
}

static long long
a_bxor(arith *a)
{
    long long v = a_band(a);
    while (a_eat(a, "^")) {
        v ^= a_band(a);
    }
    return v;
}

static long long
a_bor(arith *a)
{
    long long v = a_bxor(a);
    while (a_eat(a, "|")) {
        v |= a_bxor(a);
    }
    return v;
}

static long long
a_land(arith *a)
{
    long long v = a_bor(a);
    while (a_eat(a, "&&")) {
        if (!v) {
            a->noeval++;
        }
        long long r = a_bor(a);
        if (!v) {
            a->noeval--;
        }
        v = v && r;
    }
    return v;
}

static long long
a_lor(arith *a)
{
    long long v = a_land(a);
    while (a_eat(a, "||")) {
        if (v) {
            a->noeval++;
        }
        long long r = a_land(a);
        if (v) {
            a->noeval--;
        }
        v = v || r;
    }
    return v;
}

static long long
a_cond(arith *a)
{
    long long c = a_lor(a);
    if (a_eat(a, "?")) {
        if (!c) {
            a->noeval++;
        }
        if (!a_enter(a)) {
            return 0;
        }
        long long t = a_assign(a);
        long long f = 0;
        if (!c) {
            a->noeval--;
        }
        if (!a_eat(a, ":")) {
            a_fail(a, "syntax error: ':' expected for conditional expression");
        } else {
            if (c) {
                a->noeval++;
            }
            f = a_cond(a);
            if (c) {
                a->noeval--;
            }
        }
        a->depth--;
        return c ? t : f;
    }
    return c;
}

static long long
a_assign(arith *a)
{
    long long v = a_cond(a);
    while (!a->err && a_eat(a, ",")) {
        v = a_cond(a);
    }
    return v;
}

/* sh_arith: see shell/expand.h. */
int
sh_arith(sh_state *st, const char *text, size_t len, long long *out)
{
    char *e = expand_to_string(st, text, len, MODE_STRING, 2);
    if (!e) {
        st->status = 1;
        return -1;
    }
    arith a = {.st = st, .s = e, .n = strlen(e)};
    a_ws(&a);
    if (a.i == a.n) {
        *out = 0;
        return 0;
    }
    *out = a_assign(&a);
    a_ws(&a);
    if (!a.err && a.i != a.n) {
        sh_errorf(st, "%s: syntax error in expression (error token is \"%s\")", e, e + a.i);
        a.err = 1;
    }
    if (a.err) {
        st->status = 1;
        return -1;
    }
    return 0;
}
