/* The re module: Python regular expressions translated to PCRE2 (UTF + UCP), with Match
 * and Pattern objects, sub/split/findall/finditer following CPython 3.11's semantics, and
 * a match limit so runaway patterns raise instead of hanging. */
#include "config.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

enum {
    RE_TEMPLATE = 1,
    RE_IGNORECASE = 2,
    RE_LOCALE = 4,
    RE_MULTILINE = 8,
    RE_DOTALL = 16,
    RE_UNICODE = 32,
    RE_VERBOSE = 64,
    RE_DEBUG = 128,
    RE_ASCII = 256,
};

#define RE_MATCH_LIMIT 20000000u
#define RE_DEPTH_LIMIT 100000u
// The JIT's stack (its backtracking memory) grows up to this, or limits.max_alloc when that
// is less; a match that needs more is run again by the interpreter, under the limits above.
#define RE_JIT_STACK_MAX (1024u * 1024u)
#define RE_JIT_STACK_MIN (32u * 1024u)
// A pattern is JIT-compiled once the interpreter has done this much work with it: the
// bytes of subject it was given plus RE_JIT_CALL per call (a compile costs about as much).
#define RE_JIT_WORK 16384u
#define RE_JIT_CALL 512u
// The cache of the module-level functions' patterns: RE_CACHE_SETS sets of RE_CACHE_WAYS.
#define RE_CACHE_SETS 128u
#define RE_CACHE_WAYS 4u

// The three ways a pattern runs: search, match (anchored at the start), fullmatch (at both).
enum { RE_KIND_SEARCH, RE_KIND_MATCH, RE_KIND_FULL, RE_KINDS };

typedef struct re_code {
    pcre2_code *code; // NULL until first needed (match and fullmatch forms)
    uint64_t work;    // the interpreter's work with it so far (RE_JIT_WORK)
    int jit;          // 0: not tried yet, 1: JIT-compiled, -1: the interpreter only
    int failed;       // an anchored form that did not compile: the search form is used
} re_code;

typedef struct re_ctx re_ctx;

typedef struct re_pattern {
    mt_obj ob;
    re_code codes[RE_KINDS];
    re_ctx *ctx;        // owned: the interpreter's shared match state
    char *src;          // the translated pattern (for the anchored forms), NUL-terminated
    size_t srclen;      //
    uint32_t opts;      // its compile options
    mt_obj *pattern;    // str
    mt_obj *groupindex; // dict name -> int
    mt_obj **names;     // per group number: str or NULL (ngroups + 1 entries)
    int64_t flags;
    uint32_t ngroups;
    int bytes; // a bytes pattern: it matches bytes
} re_pattern;

typedef struct re_centry {
    re_pattern *pat; // owned, or NULL for a free way
    int64_t flags;   // the flags argument it was compiled with
    uint64_t used;   // ctx->clock at its last use
} re_centry;

/* What the matches of one interpreter share: the match context (limits, JIT stack) and
 * one match data, which run_match uses only between pcre2_match and copying its ovector
 * out, with no Python code in between (so a callback that re-enters re never meets it
 * half used); and the cache of compiled patterns the module-level functions look up. It
 * lives in the module's dict as _ctx, and every Pattern holds a reference to its own. */
struct re_ctx {
    mt_obj ob;
    pcre2_match_context *mctx;
    pcre2_match_data *md;    // NULL until the first match
    uint32_t md_pairs;       // its ovector's size
    pcre2_jit_stack *jstack; // NULL until the first JIT match
    int jit_off;             // no JIT stack could be made: the interpreter only
    re_centry *cache;        // RE_CACHE_SETS * RE_CACHE_WAYS, or NULL until first used
    uint64_t clock;
};

typedef struct re_match {
    mt_obj ob;
    re_pattern *re; // owned
    mt_obj *string; // owned str
    size_t *ov;     // byte offsets, 2 * (ngroups + 1); PCRE2_UNSET when unmatched
    // a byte offset at or before ov[0] and its code point offset (byte_to_char's start)
    size_t hint_b;
    int64_t hint_c;
    int64_t pos, endpos;
} re_matchobj;

extern const mt_type re_type_pattern, re_type_match, re_type_ctx, re_type_scanner;

/* ---- helpers ---- */

/* The re module's attribute name (borrowed), or NULL. sys.modules["re"] may be anything a
 * script put there: only a module is read, and the lookup compares names without calling
 * any __eq__. */
static mt_obj *
re_module_attr(mt_state *st, const char *name)
{
    mt_obj *m = st->modules ? mt_dict_get_str_borrow(st->modules, "re") : NULL;
    if (!m || MT_TYPE(m) != &mt_type_module) {
        return NULL;
    }
    return mt_dict_get_str_borrow(((mt_module *)m)->dict, name);
}

// Raise re.error(msg).
static mt_obj *re_error(mt_state *st, const char *fmt, ...) CM_PRINTF(2, 3);

static mt_obj *
re_error(mt_state *st, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    mt_obj *t = re_module_attr(st, "error");
    if (!t) {
        return mt_raise(st, MT_EXC(ValueError), "%s", msg);
    }
    mt_obj *s = mt_str_from_c(st, msg);
    if (!s) {
        return NULL;
    }
    mt_obj *e = mt_call1(st, t, s);
    MT_DECREF(s);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

// Raise re.error(msg, pattern, pos) (re.py's class: it adds the position to the text).
static mt_obj *
re_error_at(mt_state *st, const char *msg, mt_obj *pattern, int64_t pos)
{
    mt_obj *t = re_module_attr(st, "error");
    if (!t) {
        return mt_raise(st, MT_EXC(ValueError), "%s", msg);
    }
    mt_obj *argv[3] = {mt_str_from_c(st, msg), pattern, mt_int_from_i64(st, pos)};
    mt_obj *e = argv[0] && argv[2] ? mt_call(st, t, pattern ? 3 : 1, argv, NULL) : NULL;
    MT_XDECREF(argv[0]);
    MT_XDECREF(argv[2]);
    if (e) {
        mt_raise_obj(st, e);
        MT_DECREF(e);
    }
    return NULL;
}

/* The text a pattern or a match works on: str, or bytes for a bytes pattern (a
 * bytearray subject is copied to bytes first, so a callback cannot move it). */
static int
is_bytes(mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    if (t == &mt_type_str || t == &mt_type_bytes) {
        return t == &mt_type_bytes;
    }
    return mt_isinst(o, &mt_type_bytes) || mt_isinst(o, &mt_type_bytearray);
}

static const char *
sdata(mt_obj *o)
{
    return is_bytes(o) ? ((mt_bytes *)o)->data : mt_str_data(o);
}

static size_t
slen(mt_obj *o)
{
    return is_bytes(o) ? ((mt_bytes *)o)->len : mt_str_len(o);
}

// Its length in characters (bytes for bytes).
static size_t
snchars(mt_obj *o)
{
    return is_bytes(o) ? ((mt_bytes *)o)->len : ((mt_str *)o)->nchars;
}

// A new str, or bytes when bytes.
static mt_obj *
snew(mt_state *st, int bytes, const char *d, size_t n)
{
    return bytes ? mt_bytes_new(st, d, n) : mt_str_new(st, d, n);
}

// The text built in b (freed), str or bytes.
static mt_obj *
sfrombuf(mt_state *st, int bytes, cm_buf *b)
{
    if (!bytes) {
        return mt_str_from_buf(st, b);
    }
    mt_obj *r = mt_buf_check(st, b) < 0 ? NULL : mt_bytes_new(st, cm_buf_str(b), b->len);
    cm_buf_free(b);
    return r;
}

// 1 when byte offsets into s are its character offsets: bytes, or an all-ASCII str.
static int
offsets_are_bytes(mt_obj *s)
{
    return is_bytes(s) || ((mt_str *)s)->nchars == mt_str_len(s);
}

static int64_t
byte_to_char(mt_obj *s, size_t b)
{
    if (offsets_are_bytes(s)) {
        return (int64_t)b;
    }
    return (int64_t)mt_utf8_count(mt_str_data(s), b);
}

static size_t
char_to_byte(mt_obj *s, int64_t c)
{
    size_t len = slen(s);
    if (c <= 0) {
        return 0;
    }
    if ((size_t)c >= snchars(s)) {
        return len;
    }
    if (offsets_are_bytes(s)) {
        return (size_t)c;
    }
    const char *d = mt_str_data(s);
    size_t i = 0;
    for (int64_t k = 0; k < c && i < len; k++) {
        (void)mt_utf8_get(d, &i);
    }
    return i;
}

/* ---- the interpreter's context: shared match state and the pattern cache ---- */

// Drop every cached pattern (the references are given up after the table is emptied).
static void
cache_clear(re_ctx *c)
{
    re_centry *cache = c->cache;
    c->cache = NULL;
    if (!cache) {
        return;
    }
    for (size_t i = 0; i < RE_CACHE_SETS * RE_CACHE_WAYS; i++) {
        MT_XDECREF(cache[i].pat);
    }
    cm_free(cache);
}

static void
ctx_release(mt_obj *o)
{
    re_ctx *c = (re_ctx *)o;
    if (c->md) {
        pcre2_match_data_free(c->md);
        c->md = NULL;
    }
    if (c->mctx) {
        pcre2_match_context_free(c->mctx);
        c->mctx = NULL;
    }
    if (c->jstack) {
        pcre2_jit_stack_free(c->jstack);
        c->jstack = NULL;
    }
    if (c->cache) {
        cm_free(c->cache);
        c->cache = NULL;
    }
}

static void
ctx_clear(mt_obj *o)
{
    cache_clear((re_ctx *)o);
    ctx_release(o);
}

const mt_type re_type_ctx = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "re._Context",
    .basicsize = sizeof(re_ctx),
    .base = &mt_type_object,
    .flags = MT_TF_ABSTRACT,
    .clear = ctx_clear,
    .release = ctx_release,
};

/* PCRE2's memory comes from the box's allocator, so that compiled code, match data, the
 * interpreter's backtracking frames and the JIT stack count toward [box] memory_bytes and
 * are refused past it (PCRE2 then reports PCRE2_ERROR_NOMEMORY or a failed create, and the
 * run ends with the budget's MemoryError). The contexts are made once per process and
 * never change after. The JIT's executable pages are mmap'd by PCRE2 and not counted. */
static pcre2_general_context *re_gctx;
static pcre2_compile_context *re_cctx;

static void
re_contexts_make(void)
{
    re_gctx = pcre2_general_context_create(cm_alloc_ud, cm_free_ud, NULL);
    re_cctx = re_gctx ? pcre2_compile_context_create(re_gctx) : NULL;
}

// The process's compile context, or NULL when it could not be made (the caller fails).
static pcre2_compile_context *
re_compile_ctx(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, re_contexts_make);
    return re_cctx;
}

// pcre2_compile through the counted context; NULL with *err set when it fails.
static pcre2_code *
pcre_compile_counted(const char *src, size_t len, uint32_t opts, int *err, PCRE2_SIZE *eoff)
{
    pcre2_compile_context *cc = re_compile_ctx();
    if (!cc) {
        *err = PCRE2_ERROR_HEAP_FAILED;
        *eoff = 0;
        return NULL;
    }
    return pcre2_compile((PCRE2_SPTR)src, len, opts, err, eoff, cc);
}

// The interpreter's context (a new reference): the module's _ctx, or a fresh one when a
// script replaced it (or re is still being imported); the second is never cached into.
static re_ctx *
ctx_get(mt_state *st, int *shared)
{
    mt_obj *c = re_module_attr(st, "_ctx");
    *shared = c && MT_TYPE(c) == &re_type_ctx;
    if (*shared) {
        MT_INCREF(c);
        return (re_ctx *)c;
    }
    return (re_ctx *)mt_alloc(st, &re_type_ctx, sizeof(re_ctx));
}

// The cache set of (pat, flags), pat an exact str or bytes.
static re_centry *
cache_set(re_ctx *c, mt_obj *pat, int64_t flags)
{
    uint64_t h = MT_TYPE(pat) == &mt_type_str
                     ? (uint64_t)mt_str_hash(pat)
                     : (uint64_t)mt_str_hash_bytes(sdata(pat), slen(pat)) ^ 0x9e3779b97f4a7c15u;
    h ^= (uint64_t)flags * 0xff51afd7ed558ccdu;
    h ^= h >> 29;
    return c->cache + (h % RE_CACHE_SETS) * RE_CACHE_WAYS;
}

// The cached pattern compiled from (pat, flags), borrowed, or NULL.
static re_pattern *
cache_get(re_ctx *c, mt_obj *pat, int64_t flags)
{
    if (!c->cache) {
        return NULL;
    }
    re_centry *set = cache_set(c, pat, flags);
    for (size_t w = 0; w < RE_CACHE_WAYS; w++) {
        re_pattern *p = set[w].pat;
        if (p && set[w].flags == flags && MT_TYPE(p->pattern) == MT_TYPE(pat) &&
            slen(p->pattern) == slen(pat) &&
            memcmp(sdata(p->pattern), sdata(pat), slen(pat)) == 0) {
            set[w].used = ++c->clock;
            return p;
        }
    }
    return NULL;
}

// Cache p (borrowed) as what (pat, flags) compiles to, in place of its set's least recently
// used; nothing happens when the table cannot be allocated.
static void
cache_put(re_ctx *c, mt_obj *pat, int64_t flags, re_pattern *p)
{
    if (!c->cache) {
        c->cache = cm_alloc(RE_CACHE_SETS * RE_CACHE_WAYS * sizeof(re_centry));
        if (!c->cache) {
            return;
        }
        memset(c->cache, 0, RE_CACHE_SETS * RE_CACHE_WAYS * sizeof(re_centry));
    }
    re_centry *set = cache_set(c, pat, flags);
    size_t victim = 0;
    for (size_t w = 0; w < RE_CACHE_WAYS; w++) {
        if (!set[w].pat) {
            victim = w;
            break;
        }
        if (set[w].used < set[victim].used) {
            victim = w;
        }
    }
    re_pattern *old = set[victim].pat;
    MT_INCREF(p);
    set[victim].pat = p;
    set[victim].flags = flags;
    set[victim].used = ++c->clock;
    MT_XDECREF(old);
}

/* ---- translation of Python syntax to PCRE2 ---- */

static int
is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// The code point unicodedata.lookup gives the name p[0:len]; 0, or -1 with an exception.
static int
named_char(mt_state *st, const char *p, size_t len, int64_t *cp)
{
    mt_obj *modname = mt_str_from_c(st, "unicodedata");
    mt_obj *m = modname ? mt_import(st, modname) : NULL;
    MT_XDECREF(modname);
    mt_obj *fn = m ? mt_dict_get_str_borrow(((mt_module *)m)->dict, "lookup") : NULL;
    mt_obj *name = fn ? mt_str_new(st, p, len) : NULL;
    mt_obj *ch = name ? mt_call1(st, fn, name) : NULL;
    MT_XDECREF(m);
    MT_XDECREF(name);
    if (!ch) {
        if (!st->exc) {
            mt_raise(st, MT_EXC(ImportError), "unicodedata is missing");
        }
        return -1;
    }
    size_t at = 0;
    *cp = mt_utf8_get(mt_str_data(ch), &at);
    MT_DECREF(ch);
    return 0;
}

static int
translate(mt_state *st, const char *p, size_t n, int bytes, cm_buf *out)
{
    int in_class = 0;
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        int rc = 0;
        if (c == '\\' && i + 1 < n) {
            char e = p[i + 1];
            if (e == 'Z' && !in_class) {
                rc = cm_buf_adds(out, "\\z");
                i++;
            } else if (!bytes && (e == 'u' || e == 'U')) {
                size_t k = e == 'u' ? 4 : 8;
                if (i + 2 + k > n) {
                    re_error(st, "incomplete escape \\%s at position %zu", e == 'u' ? "u" : "U", i);
                    return -1;
                }
                for (size_t j = 0; j < k; j++) {
                    if (!is_hex(p[i + 2 + j])) {
                        re_error(st, "incomplete escape \\%s at position %zu", e == 'u' ? "u" : "U",
                                 i);
                        return -1;
                    }
                }
                rc = cm_buf_adds(out, "\\x{");
                if (rc == 0) {
                    rc = cm_buf_add(out, p + i + 2, k);
                }
                if (rc == 0) {
                    rc = cm_buf_addc(out, '}');
                }
                i += 1 + k;
            } else if (!bytes && e == 'N' && i + 2 < n && p[i + 2] == '{') {
                // \N{name}: the code point unicodedata names (re.py checked it exists)
                const char *close = memchr(p + i + 3, '}', n - i - 3);
                if (!close) {
                    re_error(st, "missing }");
                    return -1;
                }
                int64_t cp;
                if (named_char(st, p + i + 3, (size_t)(close - p - i - 3), &cp) < 0) {
                    return -1;
                }
                char hex[24];
                snprintf(hex, sizeof hex, "\\x{%llx}", (long long)cp);
                rc = cm_buf_adds(out, hex);
                i = (size_t)(close - p);
            } else {
                rc = cm_buf_add(out, p + i, 2);
                i++;
            }
        } else if (!in_class && c == '(' && i + 2 < n && p[i + 1] == '?' &&
                   strchr("aiLmsuxt-", p[i + 2])) {
            // inline flags: PCRE2 knows i, m, s and x; a, u, L and t are the pattern's type,
            // applied to the whole pattern through its flags
            size_t j = i + 2;
            cm_buf fl;
            cm_buf_init(&fl, 0);
            while (j < n && p[j] && strchr("aiLmsuxt-", p[j])) {
                if (!strchr("auLt", p[j]) && cm_buf_addc(&fl, p[j]) < 0) {
                    cm_buf_free(&fl);
                    mt_nomem(st);
                    return -1;
                }
                j++;
            }
            int keep = fl.len > 0 && !(fl.len == 1 && fl.data[0] == '-');
            if (j < n && p[j] == ')' && !keep) {
                i = j; // a group of type flags only: nothing left to say
            } else {
                rc = cm_buf_adds(out, "(?");
                if (rc == 0 && keep) {
                    rc = cm_buf_add(out, fl.data, fl.len);
                }
                i = j - 1;
            }
            cm_buf_free(&fl);
        } else if (in_class) {
            if (c == ']') {
                in_class = 0;
            }
            // a '[' inside a set is literal in Python; PCRE2 would read "[:", "[." or "[="
            // as a POSIX class or collating element
            rc = c == '[' ? cm_buf_adds(out, "\\[") : cm_buf_addc(out, c);
        } else if (c == '[') {
            in_class = 1;
            rc = cm_buf_addc(out, c);
            // a ']' right after '[' or '[^' is literal
            if (i + 1 < n && p[i + 1] == '^') {
                rc = rc ? rc : cm_buf_addc(out, '^');
                i++;
            }
            if (i + 1 < n && p[i + 1] == ']') {
                rc = rc ? rc : cm_buf_adds(out, "\\]");
                i++;
            }
        } else if (c == '{' && i + 1 < n && p[i + 1] == ',') {
            // {,n} means {0,n}
            size_t j = i + 2;
            while (j < n && p[j] >= '0' && p[j] <= '9') {
                j++;
            }
            if (j < n && p[j] == '}' && j > i + 2) {
                rc = cm_buf_adds(out, "{0");
            } else {
                rc = cm_buf_addc(out, c);
            }
        } else {
            rc = cm_buf_addc(out, c);
        }
        if (rc < 0) {
            mt_nomem(st);
            return -1;
        }
    }
    if (cm_buf_add(out, "", 0) < 0) {
        mt_nomem(st);
        return -1;
    }
    return 0;
}

/* ---- Pattern ---- */

static void
pattern_release(mt_obj *o)
{
    re_pattern *p = (re_pattern *)o;
    for (int k = 0; k < RE_KINDS; k++) {
        if (p->codes[k].code) {
            pcre2_code_free(p->codes[k].code);
            p->codes[k].code = NULL;
        }
    }
    if (p->src) {
        cm_free(p->src);
        p->src = NULL;
    }
    if (p->names) {
        cm_free(p->names);
        p->names = NULL;
    }
}

static void
pattern_clear(mt_obj *o)
{
    re_pattern *p = (re_pattern *)o;
    if (p->names) {
        for (uint32_t i = 0; i <= p->ngroups; i++) {
            MT_XDECREF(p->names[i]);
        }
    }
    pattern_release(o);
    MT_CLEAR(p->pattern);
    MT_CLEAR(p->groupindex);
    MT_CLEAR(p->ctx);
}

// The PCRE2 compile options of a pattern of this kind with these (validated) flags.
static uint32_t
compile_opts(int bytes, int64_t flags)
{
    // bytes patterns: one code unit a byte, ASCII classes and case (PCRE2's C tables)
    uint32_t opts = bytes ? 0 : PCRE2_UTF | PCRE2_NO_UTF_CHECK;
    if (!bytes && !(flags & RE_ASCII)) {
        opts |= PCRE2_UCP;
    }
    if (flags & RE_IGNORECASE) {
        opts |= PCRE2_CASELESS;
    }
    if (flags & RE_MULTILINE) {
        opts |= PCRE2_MULTILINE;
    }
    if (flags & RE_DOTALL) {
        opts |= PCRE2_DOTALL;
    }
    if (flags & RE_VERBOSE) {
        opts |= PCRE2_EXTENDED;
    }
    return opts;
}

// Fill in p's group count, names and groupindex from its compiled code; -1 on error.
static int
pattern_groups(mt_state *st, re_pattern *p)
{
    pcre2_code *code = p->codes[RE_KIND_SEARCH].code;
    (void)pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &p->ngroups);
    p->names = mt_mem(st, (p->ngroups + 1) * sizeof(mt_obj *));
    if (!p->names) {
        return -1;
    }
    // zeroed at once: pattern_clear reads every entry when what follows fails
    memset(p->names, 0, (p->ngroups + 1) * sizeof(mt_obj *));
    p->groupindex = mt_dict_new(st);
    if (!p->groupindex) {
        return -1;
    }
    uint32_t namecount = 0, entsize = 0;
    PCRE2_SPTR table = NULL;
    (void)pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &namecount);
    (void)pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &entsize);
    (void)pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
    for (uint32_t i = 0; i < namecount; i++) {
        PCRE2_SPTR ent = table + i * entsize;
        uint32_t g = ((uint32_t)ent[0] << 8) | ent[1];
        if (g <= p->ngroups && !p->names[g]) {
            p->names[g] = mt_str_from_c(st, (const char *)ent + 2);
            if (!p->names[g]) {
                return -1;
            }
        }
    }
    for (uint32_t g = 1; g <= p->ngroups; g++) {
        if (p->names[g] && mt_dict_set(st, p->groupindex, p->names[g], MT_FROM_SMALL(g)) < 0) {
            return -1;
        }
    }
    return 0;
}

/* Compile pattern pat (str or bytes) with flags: a new Pattern, or pat itself when it is
 * one. The module-level functions share the interpreter's cache, keyed by the pattern's
 * type (exact str or bytes; a subclass is compiled each time), its text and flags. */
static mt_obj *
pattern_compile(mt_state *st, mt_obj *pat, int64_t flags)
{
    if (MT_TYPE(pat) == &re_type_pattern) {
        if (flags != 0) {
            return mt_raise(st, MT_EXC(ValueError),
                            "cannot process flags argument with a compiled pattern");
        }
        MT_INCREF(pat);
        return pat;
    }
    if (mt_isinst(pat, &mt_type_bytearray)) {
        return mt_raise(st, MT_EXC(TypeError), "unhashable type: '%s'", mt_type_name(pat));
    }
    if (!mt_isinst(pat, &mt_type_str) && !mt_isinst(pat, &mt_type_bytes)) {
        return mt_raise(st, MT_EXC(TypeError), "first argument must be string or compiled pattern");
    }
    int bytes = is_bytes(pat);
    int shared;
    re_ctx *ctx = ctx_get(st, &shared);
    if (!ctx) {
        return NULL;
    }
    int cacheable = shared && (MT_TYPE(pat) == &mt_type_str || MT_TYPE(pat) == &mt_type_bytes);
    re_pattern *hit = cacheable ? cache_get(ctx, pat, flags) : NULL;
    if (hit) {
        MT_INCREF(hit);
        MT_DECREF(ctx);
        return (mt_obj *)hit;
    }
    int64_t given = flags;
    // CPython's syntax errors, and the flags inline (?x) groups add, come from re.py
    mt_obj *check = re_module_attr(st, "_validate");
    if (check) {
        mt_obj *argv[2] = {pat, MT_FROM_SMALL(flags)};
        mt_obj *all = mt_call(st, check, 2, argv, NULL);
        if (!all || !mt_int_check(all) || mt_int_as_i64(st, all, &flags) < 0) {
            MT_XDECREF(all);
            MT_DECREF(ctx);
            return NULL;
        }
        MT_DECREF(all);
    }
    cm_buf tb;
    mt_buf_init(st, &tb);
    if (translate(st, sdata(pat), slen(pat), bytes, &tb) < 0) {
        cm_buf_free(&tb);
        MT_DECREF(ctx);
        return NULL;
    }
    uint32_t opts = compile_opts(bytes, flags);
    int err;
    PCRE2_SIZE eoff;
    pcre2_code *code = pcre_compile_counted(cm_buf_str(&tb), tb.len, opts, &err, &eoff);
    if (!code) {
        cm_buf_free(&tb);
        MT_DECREF(ctx);
        if (err == PCRE2_ERROR_HEAP_FAILED) {
            return mt_nomem(st);
        }
        PCRE2_UCHAR msg[256];
        pcre2_get_error_message(err, msg, sizeof msg);
        if (err == PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH) {
            return re_error_at(st, "look-behind requires fixed-width pattern", NULL, 0);
        }
        return re_error_at(st, (const char *)msg, pat, byte_to_char(pat, (size_t)eoff));
    }
    re_pattern *p = (re_pattern *)mt_alloc(st, &re_type_pattern, sizeof(re_pattern));
    if (!p) {
        pcre2_code_free(code);
        cm_buf_free(&tb);
        MT_DECREF(ctx);
        return NULL;
    }
    p->codes[RE_KIND_SEARCH].code = code;
    p->ctx = ctx; // the reference ctx_get gave
    p->bytes = bytes;
    MT_INCREF(pat);
    p->pattern = pat;
    p->flags = check ? flags : flags | ((flags & RE_ASCII) ? 0 : RE_UNICODE);
    p->opts = opts;
    p->srclen = tb.len;
    p->src = mt_mem(st, tb.len + 1);
    if (p->src) {
        memcpy(p->src, cm_buf_str(&tb), tb.len + 1);
    }
    cm_buf_free(&tb);
    if (!p->src || pattern_groups(st, p) < 0) {
        MT_DECREF(p);
        return NULL;
    }
    if (cacheable) {
        cache_put(ctx, pat, given, p);
    }
    return (mt_obj *)p;
}

/* The code that runs a match of this kind: the anchored forms are compiled on first use
 * (PCRE2's JIT takes no anchoring option at match time); a form that does not compile
 * falls back to the search form, with the match-time options added to *opts. */
static re_code *
code_for(re_pattern *p, int kind, uint32_t *opts)
{
    re_code *c = &p->codes[kind];
    uint32_t anchor = kind == RE_KIND_MATCH  ? PCRE2_ANCHORED
                      : kind == RE_KIND_FULL ? PCRE2_ANCHORED | PCRE2_ENDANCHORED
                                             : 0;
    if (anchor && !c->code && !c->failed) {
        int err;
        PCRE2_SIZE eoff;
        c->code = pcre_compile_counted(p->src, p->srclen, p->opts | anchor, &err, &eoff);
        c->failed = !c->code;
    }
    if (!c->code) {
        *opts |= anchor;
        return &p->codes[RE_KIND_SEARCH];
    }
    return c;
}

/* 1 when code c runs on the JIT for a subject of len bytes: it is JIT-compiled once the
 * interpreter's work with it reaches RE_JIT_WORK, and the context's JIT stack is made on
 * first use, at most RE_JIT_STACK_MAX and limits.max_alloc. 0: the interpreter. */
static int
jit_ready(mt_state *st, re_ctx *x, re_code *c, size_t len)
{
    if (c->jit == 0) {
        c->work += len + RE_JIT_CALL;
        if (c->work < RE_JIT_WORK) {
            return 0;
        }
        c->jit = !x->jit_off && pcre2_jit_compile(c->code, PCRE2_JIT_COMPLETE) == 0 ? 1 : -1;
    }
    if (c->jit < 0 || x->jit_off) {
        return 0;
    }
    if (!x->jstack) {
        size_t max = RE_JIT_STACK_MAX;
        if (st->limits.max_alloc && st->limits.max_alloc < max) {
            max = st->limits.max_alloc;
        }
        x->jstack =
            max >= RE_JIT_STACK_MIN ? pcre2_jit_stack_create(RE_JIT_STACK_MIN, max, re_gctx) : NULL;
        if (!x->jstack) {
            x->jit_off = 1;
            return 0;
        }
        pcre2_jit_stack_assign(x->mctx, NULL, x->jstack);
    }
    return 1;
}

/* Run the pattern's kind of match on s[bstart:] with the subject cut at bend; 1 match
 * (its byte offsets in ov, 2 * (ngroups + 1)), 0 none, -1 error. The context's match data
 * is used only inside this function and no Python code runs while it is: errors are
 * raised after the ovector has been copied out. */
static int
run_match(mt_state *st, re_pattern *p, int kind, mt_obj *s, size_t bstart, size_t bend,
          uint32_t opts, size_t *ov)
{
    // The run's deadline binds between matches (each is bounded by the limits below, so
    // a catastrophic pattern ends with re.error, and a loop of matches with the deadline).
    if (mt_deadline_check(st) < 0) {
        return -1;
    }
    re_ctx *x = p->ctx;
    if (!x->mctx) {
        x->mctx = pcre2_match_context_create(re_gctx);
        if (!x->mctx) {
            mt_nomem(st);
            return -1;
        }
        pcre2_set_match_limit(x->mctx, RE_MATCH_LIMIT);
        pcre2_set_depth_limit(x->mctx, RE_DEPTH_LIMIT);
    }
    uint32_t pairs = p->ngroups + 1;
    if (!x->md || x->md_pairs < pairs) {
        if (x->md) {
            pcre2_match_data_free(x->md);
            x->md = NULL;
        }
        x->md = pcre2_match_data_create(pairs < 16 ? 16 : pairs, re_gctx);
        if (!x->md) {
            mt_nomem(st);
            return -1;
        }
        x->md_pairs = pcre2_get_ovector_count(x->md);
    }
    // the interpreter's backtracking frames: no more than one allocation may be
    if (st->limits.max_alloc) {
        size_t kib = st->limits.max_alloc / 1024;
        pcre2_set_heap_limit(x->mctx, kib > UINT32_MAX ? UINT32_MAX : (uint32_t)(kib ? kib : 1));
    }
    re_code *c = code_for(p, kind, &opts);
    PCRE2_SPTR d = (PCRE2_SPTR)sdata(s);
    opts |= PCRE2_NO_UTF_CHECK;
    // pcre2_jit_match skips pcre2_match's checks: the subject is valid UTF-8 (a str) and
    // the options are the JIT's (anchoring at match time is not: the interpreter does it)
    int jit = !(opts & (PCRE2_ANCHORED | PCRE2_ENDANCHORED)) && jit_ready(st, x, c, bend - bstart);
    int rc = jit ? pcre2_jit_match(c->code, d, bend, bstart, opts, x->md, x->mctx)
                 : pcre2_match(c->code, d, bend, bstart, opts | PCRE2_NO_JIT, x->md, x->mctx);
    if (rc == PCRE2_ERROR_JIT_STACKLIMIT) {
        // more backtracking than the JIT's stack holds: the interpreter, under its limits
        rc = pcre2_match(c->code, d, bend, bstart, opts | PCRE2_NO_JIT, x->md, x->mctx);
    }
    if (rc >= 0) {
        PCRE2_SIZE *v = pcre2_get_ovector_pointer(x->md);
        uint32_t cnt = rc == 0 ? x->md_pairs : (uint32_t)rc;
        for (uint32_t g = 0; g < pairs; g++) {
            if (g < cnt) {
                ov[2 * g] = v[2 * g];
                ov[2 * g + 1] = v[2 * g + 1];
            } else {
                ov[2 * g] = PCRE2_UNSET;
                ov[2 * g + 1] = PCRE2_UNSET;
            }
        }
        return 1;
    }
    if (rc == PCRE2_ERROR_NOMATCH) {
        return 0;
    }
    if (rc == PCRE2_ERROR_NOMEMORY) {
        mt_nomem(st);
        return -1;
    }
    if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT ||
        rc == PCRE2_ERROR_HEAPLIMIT) {
        re_error(st, "regular expression is too complex (%s limit exceeded)",
                 rc == PCRE2_ERROR_MATCHLIMIT   ? "match"
                 : rc == PCRE2_ERROR_DEPTHLIMIT ? "depth"
                                                : "heap");
        return -1;
    }
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(rc, msg, sizeof msg);
    mt_raisei(st, MT_EXC(RuntimeError), "regular expression error: %s", (const char *)msg);
    return -1;
}

/* A new Match over s (owned by it) with byte offsets ov; hint_b is a byte offset at or
 * before ov[0] whose code point offset is hint_c (0, 0 will do). */
static mt_obj *
match_new(mt_state *st, re_pattern *p, mt_obj *s, const size_t *ov, int64_t pos, int64_t endpos,
          size_t hint_b, int64_t hint_c)
{
    size_t n = 2 * ((size_t)p->ngroups + 1);
    re_matchobj *m =
        (re_matchobj *)mt_alloc(st, &re_type_match, sizeof(re_matchobj) + n * sizeof(size_t));
    if (!m) {
        return NULL;
    }
    m->ov = (size_t *)(m + 1);
    memcpy(m->ov, ov, n * sizeof(size_t));
    MT_INCREF(p);
    m->re = p;
    MT_INCREF(s);
    m->string = s;
    m->pos = pos;
    m->endpos = endpos;
    m->hint_b = hint_b;
    m->hint_c = hint_c;
    return (mt_obj *)m;
}

/* The subject for pattern p: a new reference to s (a bytearray copied to bytes), or NULL
 * with CPython's TypeError when its kind is not the pattern's. */
static mt_obj *
subject_of(mt_state *st, re_pattern *p, mt_obj *s)
{
    if (!mt_isinst(s, &mt_type_str) && !is_bytes(s)) {
        return mt_raise(st, MT_EXC(TypeError), "expected string or bytes-like object, got '%s'",
                        mt_type_name(s));
    }
    if (is_bytes(s) != p->bytes) {
        return mt_raise(st, MT_EXC(TypeError),
                        p->bytes ? "cannot use a bytes pattern on a string-like object"
                                 : "cannot use a string pattern on a bytes-like object");
    }
    if (mt_isinst(s, &mt_type_bytearray)) {
        return mt_bytes_new(st, ((mt_bytes *)s)->data, ((mt_bytes *)s)->len);
    }
    MT_INCREF(s);
    return s;
}

// Parse (string, pos=0, endpos=None) of the matching methods; *s is a new reference.
static int
parse_span(mt_state *st, re_pattern *p, const char *fname, size_t n, mt_obj *const *args,
           mt_obj *kw, mt_obj **s, int64_t *pos, int64_t *endpos)
{
    static const mt_argspec specs[] = {{"string", 1}, {"pos", 0}, {"endpos", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (n == 1 && !kw) {
        v[0] = args[0]; // the common call, p.match(s), needs no parsing
    } else if (mt_args_parse(st, fname, n, args, kw, specs, 3, v) < 0) {
        return -1;
    }
    *pos = 0;
    if ((v[1] && mt_index(st, v[1], pos) < 0)) {
        return -1;
    }
    int64_t given_end = INT64_MAX;
    if (v[2] && v[2] != MT_NONE && mt_index(st, v[2], &given_end) < 0) {
        return -1;
    }
    *s = subject_of(st, p, v[0]);
    if (!*s) {
        return -1;
    }
    int64_t len = (int64_t)snchars(*s);
    *endpos = given_end < len ? given_end : len;
    if (*pos < 0) {
        *pos = 0;
    }
    if (*pos > len) {
        *pos = len;
    }
    if (*endpos < *pos) {
        *endpos = *pos;
    }
    return 0;
}

// Room for the offsets of a pattern's groups: buf when they fit, else allocated (ov_free).
#define RE_OV_STACK 32
static size_t *
ov_alloc(mt_state *st, re_pattern *p, size_t *buf)
{
    size_t n = 2 * ((size_t)p->ngroups + 1);
    return n <= RE_OV_STACK ? buf : mt_mem(st, n * sizeof(size_t));
}

static void
ov_free(size_t *ov, size_t *buf)
{
    if (ov && ov != buf) {
        cm_free(ov);
    }
}

static mt_obj *
pattern_do_match(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, const char *fname,
                 int kind)
{
    re_pattern *p = (re_pattern *)args[0];
    mt_obj *s;
    int64_t pos, endpos;
    if (parse_span(st, p, fname, n - 1, args + 1, kw, &s, &pos, &endpos) < 0) {
        return NULL;
    }
    size_t buf[RE_OV_STACK];
    size_t *ov = ov_alloc(st, p, buf);
    size_t bpos = char_to_byte(s, pos);
    int rc = !ov ? -1 : run_match(st, p, kind, s, bpos, char_to_byte(s, endpos), 0, ov);
    mt_obj *r = rc < 0 ? NULL : rc == 0 ? MT_NONE : match_new(st, p, s, ov, pos, endpos, bpos, pos);
    ov_free(ov, buf);
    MT_DECREF(s);
    return r;
}

static mt_obj *
pattern_match(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return pattern_do_match(st, n, args, kw, "match", RE_KIND_MATCH);
}

static mt_obj *
pattern_search(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return pattern_do_match(st, n, args, kw, "search", RE_KIND_SEARCH);
}

static mt_obj *
pattern_fullmatch(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return pattern_do_match(st, n, args, kw, "fullmatch", RE_KIND_FULL);
}

/* The state of a walk over the matches in s[bstart:bend] with CPython's empty-match rule.
 * (hb, hc) is a byte offset at or before the last match's start and its character
 * offset, kept up to date in one pass over a non-ASCII subject so that a Match's spans
 * cost no more than the text since the previous match. */
typedef struct re_scan {
    size_t at, bend, hb;
    int64_t hc;
    int must_advance, count_chars, done;
} re_scan;

// Start a walk; cstart is the character offset of bstart.
static void
scan_init(re_scan *sc, mt_obj *s, size_t bstart, int64_t cstart, size_t bend)
{
    memset(sc, 0, sizeof *sc);
    sc->at = sc->hb = bstart;
    sc->hc = cstart;
    sc->bend = bend;
    sc->count_chars = !offsets_are_bytes(s);
}

/* The walk's next match: 1 with its byte offsets in ov, 0 at the end, -1 on error (the
 * walk then ends too). s is the one scan_init was given, owned by the caller. */
static int
scan_next(mt_state *st, re_pattern *p, mt_obj *s, re_scan *sc, size_t *ov)
{
    if (sc->done || sc->at > sc->bend) {
        sc->done = 1;
        return 0;
    }
    int rc = run_match(st, p, RE_KIND_SEARCH, s, sc->at, sc->bend,
                       sc->must_advance ? PCRE2_NOTEMPTY_ATSTART : 0, ov);
    if (rc <= 0) {
        sc->done = 1;
        return rc;
    }
    if (sc->count_chars) {
        sc->hc += (int64_t)mt_utf8_count(sdata(s) + sc->hb, ov[0] - sc->hb);
    } else {
        sc->hc = (int64_t)ov[0];
    }
    sc->hb = ov[0];
    sc->must_advance = ov[1] == ov[0];
    sc->at = ov[1];
    return 1;
}

/* Walk the matches in s[bstart:bend] (cstart: the character offset of bstart); calls cb
 * for each and stops after max matches (0: all). -1 on error. cb gets the match's byte
 * offsets (ov, which it must not keep) and the walk's (hb, hc). s is owned by the caller
 * for the whole loop. */
typedef int (*match_cb)(mt_state *st, void *ctx, const size_t *ov, size_t hb, int64_t hc);

static int
each_match(mt_state *st, re_pattern *p, mt_obj *s, size_t bstart, int64_t cstart, size_t bend,
           int64_t max, match_cb cb, void *ctx)
{
    size_t buf[RE_OV_STACK];
    size_t *ov = ov_alloc(st, p, buf);
    if (!ov) {
        return -1;
    }
    re_scan sc;
    scan_init(&sc, s, bstart, cstart, bend);
    int64_t count = 0;
    int res = 0;
    while (max == 0 || count < max) {
        int rc = scan_next(st, p, s, &sc, ov);
        if (rc <= 0) {
            res = rc;
            break;
        }
        count++;
        if (cb(st, ctx, ov, sc.hb, sc.hc) < 0) {
            res = -1;
            break;
        }
    }
    ov_free(ov, buf);
    return res;
}

// A group's text (new str) or dflt (borrowed) when unmatched.
static mt_obj *
group_str(mt_state *st, mt_obj *s, const size_t *ov, uint32_t g, mt_obj *dflt)
{
    if (ov[2 * g] == PCRE2_UNSET) {
        MT_INCREF(dflt);
        return dflt;
    }
    return snew(st, is_bytes(s), sdata(s) + ov[2 * g], ov[2 * g + 1] - ov[2 * g]);
}

typedef struct list_ctx {
    re_pattern *p;
    mt_obj *s;
    mt_obj *list;
    int64_t pos, endpos;
} list_ctx;

static int
findall_cb(mt_state *st, void *vctx, const size_t *ov, size_t hb, int64_t hc)
{
    (void)hb;
    (void)hc;
    list_ctx *c = vctx;
    mt_obj *item;
    if (c->p->ngroups == 0) {
        item = group_str(st, c->s, ov, 0, MT_NONE);
    } else if (c->p->ngroups == 1) {
        mt_obj *empty = snew(st, c->p->bytes, "", 0);
        if (!empty) {
            return -1;
        }
        item = group_str(st, c->s, ov, 1, empty);
        MT_DECREF(empty);
    } else {
        item = mt_tuple_new(st, c->p->ngroups);
        mt_obj *empty = item ? snew(st, c->p->bytes, "", 0) : NULL;
        if (!empty) {
            MT_XDECREF(item);
            return -1;
        }
        for (uint32_t g = 1; g <= c->p->ngroups; g++) {
            mt_obj *x = group_str(st, c->s, ov, g, empty);
            if (!x) {
                MT_DECREF(item);
                MT_DECREF(empty);
                return -1;
            }
            ((mt_tuple *)item)->items[g - 1] = x;
        }
        MT_DECREF(empty);
    }
    if (!item) {
        return -1;
    }
    return mt_list_append_take(st, c->list, item);
}

static mt_obj *
pattern_findall(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    list_ctx c = {.p = (re_pattern *)args[0]};
    if (parse_span(st, c.p, "findall", n - 1, args + 1, kw, &c.s, &c.pos, &c.endpos) < 0) {
        return NULL;
    }
    c.list = mt_list_new(st, 0);
    if (!c.list || each_match(st, c.p, c.s, char_to_byte(c.s, c.pos), c.pos,
                              char_to_byte(c.s, c.endpos), 0, findall_cb, &c) < 0) {
        MT_XDECREF(c.list);
        MT_DECREF(c.s);
        return NULL;
    }
    MT_DECREF(c.s);
    return c.list;
}

/* finditer's iterator (CPython's callable_iterator): each next() finds one match, so a
 * loop that stops early does no more work, and an error comes where CPython raises it. */
typedef struct re_scanner {
    mt_obj ob;
    re_pattern *p; // owned; NULL once cleared
    mt_obj *s;     // owned subject
    int64_t pos, endpos;
    re_scan sc;
} re_scanner;

static void
scanner_clear(mt_obj *o)
{
    re_scanner *it = (re_scanner *)o;
    MT_CLEAR(it->p);
    MT_CLEAR(it->s);
}

static mt_obj *
scanner_next(mt_state *st, mt_obj *o)
{
    re_scanner *it = (re_scanner *)o;
    if (!it->p || it->sc.done) {
        return NULL;
    }
    size_t buf[RE_OV_STACK];
    size_t *ov = ov_alloc(st, it->p, buf);
    int rc = ov ? scan_next(st, it->p, it->s, &it->sc, ov) : -1;
    mt_obj *m =
        rc > 0 ? match_new(st, it->p, it->s, ov, it->pos, it->endpos, it->sc.hb, it->sc.hc) : NULL;
    ov_free(ov, buf);
    return m;
}

const mt_type re_type_scanner = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "callable_iterator",
    .basicsize = sizeof(re_scanner),
    .base = &mt_type_object,
    .flags = MT_TF_ABSTRACT,
    .clear = scanner_clear,
    .iter = mt_iter_self,
    .next = scanner_next,
};

static mt_obj *
pattern_finditer(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    re_pattern *p = (re_pattern *)args[0];
    mt_obj *s;
    int64_t pos, endpos;
    if (parse_span(st, p, "finditer", n - 1, args + 1, kw, &s, &pos, &endpos) < 0) {
        return NULL;
    }
    re_scanner *it = (re_scanner *)mt_alloc(st, &re_type_scanner, sizeof(re_scanner));
    if (!it) {
        MT_DECREF(s);
        return NULL;
    }
    MT_INCREF(p);
    it->p = p;
    it->s = s; // parse_span's reference
    it->pos = pos;
    it->endpos = endpos;
    scan_init(&it->sc, s, char_to_byte(s, pos), pos, char_to_byte(s, endpos));
    return (mt_obj *)it;
}

/* ---- templates (sub replacement strings and Match.expand) ---- */

// Resolve a group reference by name or number; -1 with re.error.
static int64_t
template_group(mt_state *st, re_pattern *p, const char *name, size_t len, size_t at)
{
    int digits = len > 0;
    for (size_t i = 0; i < len; i++) {
        if (name[i] < '0' || name[i] > '9') {
            digits = 0;
        }
    }
    char tmp[128];
    snprintf(tmp, sizeof tmp, "%.*s", (int)(len < 100 ? len : 100), name);
    if (digits) {
        int64_t g = strtoll(tmp, NULL, 10);
        if (g > (int64_t)p->ngroups) {
            re_error(st, "invalid group reference %s at position %zu", tmp, at);
            return -1;
        }
        return g;
    }
    for (uint32_t g = 1; g <= p->ngroups; g++) {
        if (p->names[g] && mt_str_len(p->names[g]) == len &&
            memcmp(mt_str_data(p->names[g]), name, len) == 0) {
            return g;
        }
    }
    if (len == 0) {
        re_error(st, "missing group name%s at position %zu", "", at);
        return -1;
    }
    mt_obj *nm = mt_str_new(st, name, len);
    if (nm) {
        mt_raise(st, MT_EXC(IndexError), "unknown group name %R", nm);
        MT_DECREF(nm);
    }
    return -1;
}

// Expand template tpl for a match with byte offsets ov on s into out.
static int
expand_template(mt_state *st, re_pattern *p, mt_obj *s, const size_t *ov, mt_obj *tpl, cm_buf *out)
{
    const char *t = sdata(tpl);
    size_t n = slen(tpl);
    for (size_t i = 0; i < n; i++) {
        char c = t[i];
        int rc = 0;
        if (c != '\\' || i + 1 >= n) {
            if (c == '\\') {
                re_error(st, "bad escape (end of pattern) at position %zu", i);
                return -1;
            }
            rc = cm_buf_addc(out, c);
        } else {
            char e = t[i + 1];
            int64_t g = -1;
            if (e == 'g') {
                if (i + 2 >= n || t[i + 2] != '<') {
                    re_error(st, "missing <%s at position %zu", "", i + 2);
                    return -1;
                }
                const char *close = memchr(t + i + 3, '>', n - (i + 3));
                if (!close) {
                    re_error(st, "missing >, unterminated name%s at position %zu", "", i + 3);
                    return -1;
                }
                size_t nl = (size_t)(close - (t + i + 3));
                g = template_group(st, p, t + i + 3, nl, i + 3);
                if (g < 0) {
                    return -1;
                }
                i = (size_t)(close - t);
            } else if (e >= '1' && e <= '9') {
                size_t j = i + 2;
                if (j < n && t[j] >= '0' && t[j] <= '9') {
                    j++;
                }
                g = template_group(st, p, t + i + 1, j - i - 1, i + 1);
                if (g < 0) {
                    return -1;
                }
                i = j - 1;
            } else if (e == '0') {
                // octal escape \0, \0o, \0oo
                size_t j = i + 2;
                unsigned v = 0;
                while (j < n && j < i + 4 && t[j] >= '0' && t[j] <= '7') {
                    v = v * 8 + (unsigned)(t[j] - '0');
                    j++;
                }
                rc = mt_utf8_put(out, v);
                i = j - 1;
            } else {
                const char *map = "a\ab\bf\fn\nr\rt\tv\v\\\\";
                const char *hit = NULL;
                for (const char *m = map; *m; m += 2) {
                    if (*m == e) {
                        hit = m;
                        break;
                    }
                }
                if (hit) {
                    rc = cm_buf_addc(out, hit[1]);
                } else if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z')) {
                    char esc[3] = {'\\', e, 0};
                    re_error(st, "bad escape %s at position %zu", esc, i);
                    return -1;
                } else {
                    rc = cm_buf_add(out, t + i, 2);
                }
                i++;
            }
            if (g >= 0 && ov[2 * g] != PCRE2_UNSET) {
                rc = cm_buf_add(out, sdata(s) + ov[2 * g], ov[2 * g + 1] - ov[2 * g]);
            }
        }
        if (rc < 0) {
            mt_nomem(st);
            return -1;
        }
    }
    return 0;
}

typedef struct sub_ctx {
    re_pattern *p;
    mt_obj *s;
    mt_obj *repl; // str template, or a callable
    int literal;  // repl has no backslash
    cm_buf out;
    size_t last;
    int64_t n;
    int64_t pieces; // items CPython's join would have seen (for its error message)
} sub_ctx;

// The TypeError of CPython's join of the pieces of a sub(), at item index.
static int
join_error(mt_state *st, re_pattern *p, int64_t index, mt_obj *item)
{
    return mt_raisei(st, MT_EXC(TypeError),
                     p->bytes ? "sequence item %lld: expected a bytes-like object, %s found"
                              : "sequence item %lld: expected str instance, %s found",
                     (long long)index, mt_type_name(item));
}

static int
sub_cb(mt_state *st, void *vctx, const size_t *ov, size_t hb, int64_t hc)
{
    sub_ctx *c = vctx;
    if (cm_buf_add(&c->out, sdata(c->s) + c->last, ov[0] - c->last) < 0) {
        mt_nomem(st);
        return -1;
    }
    if (ov[0] > c->last) {
        c->pieces++;
    }
    c->last = ov[1];
    c->n++;
    if (!mt_callable(c->repl)) {
        // a template of the other kind fails where CPython's join meets it
        if (is_bytes(c->repl) != c->p->bytes) {
            return join_error(st, c->p, c->pieces, c->repl);
        }
        c->pieces++;
        if (c->literal) {
            if (cm_buf_add(&c->out, sdata(c->repl), slen(c->repl)) < 0) {
                mt_nomem(st);
                return -1;
            }
            return 0;
        }
        return expand_template(st, c->p, c->s, ov, c->repl, &c->out);
    }
    mt_obj *m = match_new(st, c->p, c->s, ov, 0, (int64_t)snchars(c->s), hb, hc);
    if (!m) {
        return -1;
    }
    mt_obj *r = mt_call1(st, c->repl, m);
    MT_DECREF(m);
    if (!r) {
        return -1;
    }
    if (r == MT_NONE) {
        return 0;
    }
    if (c->p->bytes ? !is_bytes(r) : !mt_isinst(r, &mt_type_str)) {
        join_error(st, c->p, c->pieces, r);
        MT_DECREF(r);
        return -1;
    }
    c->pieces++;
    int rc = cm_buf_add(&c->out, sdata(r), slen(r));
    MT_DECREF(r);
    if (rc < 0) {
        mt_nomem(st);
    }
    return rc;
}

// A template that is neither text nor bytes: CPython 3.11 fails where it decodes it.
static mt_obj *
not_a_template(mt_state *st, mt_obj *t)
{
    return mt_raise(st, MT_EXC(TypeError), "decoding to str: need a bytes-like object, %s found",
                    mt_type_name(t));
}

static mt_obj *
do_sub(mt_state *st, re_pattern *p, mt_obj *repl, mt_obj *s, int64_t count, int want_n)
{
    int is_text = mt_isinst(repl, &mt_type_str) || is_bytes(repl);
    if (!is_text && !mt_callable(repl)) {
        return not_a_template(st, repl);
    }
    s = subject_of(st, p, s);
    if (!s) {
        return NULL;
    }
    mt_obj *r = NULL;
    sub_ctx c = {.p = p, .s = s, .repl = repl};
    c.literal = is_text && !memchr(sdata(repl), '\\', slen(repl));
    mt_buf_init(st, &c.out);
    if (is_text && !c.literal) {
        // validate the template once, even when nothing matches
        size_t *ov = mt_mem(st, 2 * (p->ngroups + 1) * sizeof(size_t));
        if (!ov) {
            goto done;
        }
        for (uint32_t g = 0; g <= p->ngroups; g++) {
            ov[2 * g] = ov[2 * g + 1] = PCRE2_UNSET;
        }
        cm_buf tmp;
        mt_buf_init(st, &tmp);
        int rc = expand_template(st, p, s, ov, repl, &tmp);
        cm_buf_free(&tmp);
        cm_free(ov);
        if (rc < 0) {
            goto done;
        }
    }
    // a negative count substitutes nothing (CPython's loop runs while n < count)
    if ((count >= 0 && each_match(st, p, s, 0, 0, slen(s), count, sub_cb, &c) < 0) ||
        cm_buf_add(&c.out, sdata(s) + c.last, slen(s) - c.last) < 0) {
        if (!st->exc) {
            mt_nomem(st);
        }
        goto done;
    }
    r = sfrombuf(st, p->bytes, &c.out);
    if (r && want_n) {
        mt_obj *t = mt_tuple_pack(st, 2, r, MT_FROM_SMALL(c.n));
        MT_DECREF(r);
        r = t;
    }
done:
    if (!r) {
        cm_buf_free(&c.out);
    }
    MT_DECREF(s);
    return r;
}

static int
count_arg(mt_state *st, mt_obj *o, int64_t *out)
{
    *out = 0;
    return o ? mt_index(st, o, out) : 0;
}

static mt_obj *
pattern_sub_common(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, int want_n)
{
    static const mt_argspec specs[] = {{"repl", 1}, {"string", 1}, {"count", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse(st, want_n ? "subn" : "sub", n - 1, args + 1, kw, specs, 3, v) < 0) {
        return NULL;
    }
    int64_t count;
    if (count_arg(st, v[2], &count) < 0) {
        return NULL;
    }
    return do_sub(st, (re_pattern *)args[0], v[0], v[1], count, want_n);
}

static mt_obj *
pattern_sub(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return pattern_sub_common(st, n, args, kw, 0);
}

static mt_obj *
pattern_subn(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return pattern_sub_common(st, n, args, kw, 1);
}

typedef struct split_ctx {
    re_pattern *p;
    mt_obj *s;
    mt_obj *list;
    size_t last;
} split_ctx;

static int
split_cb(mt_state *st, void *vctx, const size_t *ov, size_t hb, int64_t hc)
{
    (void)hb;
    (void)hc;
    split_ctx *c = vctx;
    mt_obj *piece = snew(st, c->p->bytes, sdata(c->s) + c->last, ov[0] - c->last);
    if (!piece || mt_list_append_take(st, c->list, piece) < 0) {
        return -1;
    }
    for (uint32_t g = 1; g <= c->p->ngroups; g++) {
        mt_obj *x = group_str(st, c->s, ov, g, MT_NONE);
        if (!x || mt_list_append_take(st, c->list, x) < 0) {
            return -1;
        }
    }
    c->last = ov[1];
    return 0;
}

static mt_obj *
do_split(mt_state *st, re_pattern *p, mt_obj *s, int64_t maxsplit)
{
    s = subject_of(st, p, s);
    if (!s) {
        return NULL;
    }
    split_ctx c = {.p = p, .s = s};
    c.list = mt_list_new(st, 0);
    // a negative maxsplit splits nothing
    if (!c.list ||
        (maxsplit >= 0 && each_match(st, p, s, 0, 0, slen(s), maxsplit, split_cb, &c) < 0)) {
        goto fail;
    }
    mt_obj *tail = snew(st, p->bytes, sdata(s) + c.last, slen(s) - c.last);
    if (!tail || mt_list_append_take(st, c.list, tail) < 0) {
        goto fail;
    }
    MT_DECREF(s);
    return c.list;
fail:
    MT_XDECREF(c.list);
    MT_DECREF(s);
    return NULL;
}

static mt_obj *
pattern_split(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"string", 1}, {"maxsplit", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse(st, "split", n - 1, args + 1, kw, specs, 2, v) < 0) {
        return NULL;
    }
    int64_t maxsplit;
    if (count_arg(st, v[1], &maxsplit) < 0) {
        return NULL;
    }
    return do_split(st, (re_pattern *)args[0], v[0], maxsplit);
}

static mt_obj *
flags_repr(mt_state *st, int64_t flags)
{
    static const struct {
        int64_t bit;
        const char *name;
    } names[] = {{RE_TEMPLATE, "re.TEMPLATE"}, {RE_IGNORECASE, "re.IGNORECASE"},
                 {RE_LOCALE, "re.LOCALE"},     {RE_MULTILINE, "re.MULTILINE"},
                 {RE_DOTALL, "re.DOTALL"},     {RE_UNICODE, "re.UNICODE"},
                 {RE_VERBOSE, "re.VERBOSE"},   {RE_DEBUG, "re.DEBUG"},
                 {RE_ASCII, "re.ASCII"}};
    cm_buf b;
    mt_buf_init(st, &b);
    int first = 1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (flags & names[i].bit) {
            if ((!first && cm_buf_adds(&b, "|") < 0) || cm_buf_adds(&b, names[i].name) < 0) {
                return mt_nomem(st);
            }
            first = 0;
            flags &= ~names[i].bit;
        }
    }
    if (flags && cm_buf_printf(&b, "%s0x%llx", first ? "" : "|", (unsigned long long)flags) < 0) {
        return mt_nomem(st);
    }
    return mt_str_from_buf(st, &b);
}

static mt_obj *
pattern_repr(mt_state *st, mt_obj *o)
{
    re_pattern *p = (re_pattern *)o;
    int64_t shown = p->flags & ~(int64_t)RE_UNICODE;
    if (shown == 0) {
        return mt_str_printf(st, "re.compile(%R)", p->pattern);
    }
    mt_obj *f = flags_repr(st, shown);
    if (!f) {
        return NULL;
    }
    mt_obj *r = mt_str_printf(st, "re.compile(%R, %S)", p->pattern, f);
    MT_DECREF(f);
    return r;
}

static mt_obj *
pattern_get_pattern(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((re_pattern *)o)->pattern);
    return ((re_pattern *)o)->pattern;
}

static mt_obj *
pattern_get_flags(mt_state *st, mt_obj *o)
{
    return mt_int_from_i64(st, ((re_pattern *)o)->flags);
}

static mt_obj *
pattern_get_groups(mt_state *st, mt_obj *o)
{
    return mt_int_from_i64(st, ((re_pattern *)o)->ngroups);
}

static mt_obj *
pattern_get_groupindex(mt_state *st, mt_obj *o)
{
    // CPython 3.11 hands out a read-only view of a copy
    mt_obj *copy = mt_dict_copy(st, ((re_pattern *)o)->groupindex);
    mt_obj *view = copy ? mt_mappingproxy_new(st, copy) : NULL;
    MT_XDECREF(copy);
    return view;
}

static mt_obj *
pattern_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op)
{
    (void)st;
    if ((op != MT_CMP_EQ && op != MT_CMP_NE) || MT_TYPE(b) != &re_type_pattern) {
        return MT_NOTIMPL;
    }
    re_pattern *x = (re_pattern *)a, *y = (re_pattern *)b;
    int eq = x->flags == y->flags && mt_str_eq(x->pattern, y->pattern);
    return MT_BOOL(op == MT_CMP_EQ ? eq : !eq);
}

static int64_t
pattern_hash(mt_state *st, mt_obj *o)
{
    (void)st;
    return mt_str_hash(((re_pattern *)o)->pattern) ^ ((re_pattern *)o)->flags;
}

// __copy__() and __deepcopy__(memo): Pattern and Match objects are immutable, so themselves.
static mt_obj *
re_same(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)st;
    (void)n;
    (void)kw;
    MT_INCREF(args[0]);
    return args[0];
}

static const mt_method pattern_methods[] = {{"__copy__", re_same, MT_ARGS(0, 0)},
                                            {"__deepcopy__", re_same, MT_ARGS(1, 1)},
                                            {"match", pattern_match, MT_ARGS(1, 3) | MT_KW},
                                            {"search", pattern_search, MT_ARGS(1, 3) | MT_KW},
                                            {"fullmatch", pattern_fullmatch, MT_ARGS(1, 3) | MT_KW},
                                            {"findall", pattern_findall, MT_ARGS(1, 3) | MT_KW},
                                            {"finditer", pattern_finditer, MT_ARGS(1, 3) | MT_KW},
                                            {"sub", pattern_sub, MT_ARGS(2, 3) | MT_KW},
                                            {"subn", pattern_subn, MT_ARGS(2, 3) | MT_KW},
                                            {"split", pattern_split, MT_ARGS(1, 2) | MT_KW},
                                            {NULL, NULL, 0}};

static const mt_getset pattern_getsets[] = {{"pattern", pattern_get_pattern, NULL},
                                            {"flags", pattern_get_flags, NULL},
                                            {"groups", pattern_get_groups, NULL},
                                            {"groupindex", pattern_get_groupindex, NULL},
                                            {NULL, NULL, NULL}};

const mt_type re_type_pattern = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "re.Pattern",
    .basicsize = sizeof(re_pattern),
    .base = &mt_type_object,
    .clear = pattern_clear,
    .release = pattern_release,
    .repr = pattern_repr,
    .richcmp = pattern_richcmp,
    .hash = pattern_hash,
    .methods = pattern_methods,
    .getsets = pattern_getsets,
};

/* ---- Match ---- */

static void
match_clear(mt_obj *o)
{
    re_matchobj *m = (re_matchobj *)o;
    MT_CLEAR(m->re);
    MT_CLEAR(m->string);
}

// The character offset of byte offset b (one of the match's) in its string.
static int64_t
match_char(re_matchobj *m, size_t b)
{
    if (offsets_are_bytes(m->string)) {
        return (int64_t)b;
    }
    if (b < m->hint_b) {
        return byte_to_char(m->string, b);
    }
    return m->hint_c + (int64_t)mt_utf8_count(mt_str_data(m->string) + m->hint_b, b - m->hint_b);
}

// The group number of a group argument (int or name); -1 with IndexError.
static int64_t
group_index(mt_state *st, re_matchobj *m, mt_obj *g)
{
    if (mt_int_check(g)) {
        int64_t i;
        if (mt_int_as_i64(st, g, &i) < 0) {
            mt_exc_clear(st);
            i = -1;
        }
        if (i >= 0 && i <= (int64_t)m->re->ngroups) {
            return i;
        }
    } else if (mt_isinst(g, &mt_type_str)) {
        mt_obj *v = mt_dict_lookup_str(m->re->groupindex, g);
        if (v) {
            return MT_SMALL_VAL(v);
        }
    }
    mt_raisei(st, MT_EXC(IndexError), "no such group");
    return -1;
}

static mt_obj *
match_group1(mt_state *st, re_matchobj *m, mt_obj *g, mt_obj *dflt)
{
    int64_t i = group_index(st, m, g);
    if (i < 0) {
        return NULL;
    }
    return group_str(st, m->string, m->ov, (uint32_t)i, dflt);
}

static mt_obj *
match_group(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    re_matchobj *m = (re_matchobj *)args[0];
    if (n == 1) {
        return group_str(st, m->string, m->ov, 0, MT_NONE);
    }
    if (n == 2) {
        return match_group1(st, m, args[1], MT_NONE);
    }
    mt_obj *t = mt_tuple_new(st, n - 1);
    if (!t) {
        return NULL;
    }
    for (size_t i = 1; i < n; i++) {
        mt_obj *x = match_group1(st, m, args[i], MT_NONE);
        if (!x) {
            MT_DECREF(t);
            return NULL;
        }
        ((mt_tuple *)t)->items[i - 1] = x;
    }
    return t;
}

static mt_obj *
match_getitem(mt_state *st, mt_obj *o, mt_obj *key)
{
    return match_group1(st, (re_matchobj *)o, key, MT_NONE);
}

static mt_obj *
match_groups(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"default", 0}, {NULL, 0}};
    mt_obj *v[1] = {0};
    if (mt_args_parse(st, "groups", n - 1, args + 1, kw, specs, 1, v) < 0) {
        return NULL;
    }
    re_matchobj *m = (re_matchobj *)args[0];
    mt_obj *t = mt_tuple_new(st, m->re->ngroups);
    if (!t) {
        return NULL;
    }
    for (uint32_t g = 1; g <= m->re->ngroups; g++) {
        mt_obj *x = group_str(st, m->string, m->ov, g, v[0] ? v[0] : MT_NONE);
        if (!x) {
            MT_DECREF(t);
            return NULL;
        }
        ((mt_tuple *)t)->items[g - 1] = x;
    }
    return t;
}

static mt_obj *
match_groupdict(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"default", 0}, {NULL, 0}};
    mt_obj *v[1] = {0};
    if (mt_args_parse(st, "groupdict", n - 1, args + 1, kw, specs, 1, v) < 0) {
        return NULL;
    }
    re_matchobj *m = (re_matchobj *)args[0];
    mt_obj *d = mt_dict_new(st);
    if (!d) {
        return NULL;
    }
    for (uint32_t g = 1; g <= m->re->ngroups; g++) {
        if (!m->re->names[g]) {
            continue;
        }
        mt_obj *x = group_str(st, m->string, m->ov, g, v[0] ? v[0] : MT_NONE);
        if (!x || mt_dict_set_take(st, d, m->re->names[g], x) < 0) {
            MT_DECREF(d);
            return NULL;
        }
    }
    return d;
}

static int
span_of(mt_state *st, size_t n, mt_obj *const *args, int64_t *a, int64_t *b)
{
    re_matchobj *m = (re_matchobj *)args[0];
    int64_t g = 0;
    if (n > 1) {
        g = group_index(st, m, args[1]);
        if (g < 0) {
            return -1;
        }
    }
    if (m->ov[2 * g] == PCRE2_UNSET) {
        *a = *b = -1;
        return 0;
    }
    *a = match_char(m, m->ov[2 * g]);
    *b = match_char(m, m->ov[2 * g + 1]);
    return 0;
}

static mt_obj *
match_start(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int64_t a, b;
    return span_of(st, n, args, &a, &b) < 0 ? NULL : mt_int_from_i64(st, a);
}

static mt_obj *
match_end(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int64_t a, b;
    return span_of(st, n, args, &a, &b) < 0 ? NULL : mt_int_from_i64(st, b);
}

static mt_obj *
match_span(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)kw;
    int64_t a, b;
    if (span_of(st, n, args, &a, &b) < 0) {
        return NULL;
    }
    return mt_tuple_pack(st, 2, MT_FROM_SMALL(a), MT_FROM_SMALL(b));
}

static mt_obj *
match_expand(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    re_matchobj *m = (re_matchobj *)args[0];
    if (!mt_isinst(args[1], &mt_type_str) && !is_bytes(args[1])) {
        return not_a_template(st, args[1]);
    }
    if (m->re->bytes ? !is_bytes(args[1]) : !mt_isinst(args[1], &mt_type_str)) {
        return mt_raise(st, MT_EXC(TypeError),
                        m->re->bytes ? "expected a bytes-like object, %s found"
                                     : "expected str instance, %s found",
                        mt_type_name(args[1]));
    }
    cm_buf b;
    mt_buf_init(st, &b);
    if (expand_template(st, m->re, m->string, m->ov, args[1], &b) < 0) {
        cm_buf_free(&b);
        return NULL;
    }
    return sfrombuf(st, m->re->bytes, &b);
}

static mt_obj *
match_repr(mt_state *st, mt_obj *o)
{
    re_matchobj *m = (re_matchobj *)o;
    mt_obj *g = group_str(st, m->string, m->ov, 0, MT_NONE);
    if (!g) {
        return NULL;
    }
    mt_obj *r =
        mt_str_printf(st, "<re.Match object; span=(%lld, %lld), match=%R>",
                      (long long)match_char(m, m->ov[0]), (long long)match_char(m, m->ov[1]), g);
    MT_DECREF(g);
    return r;
}

static mt_obj *
match_get_string(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((re_matchobj *)o)->string);
    return ((re_matchobj *)o)->string;
}

static mt_obj *
match_get_re(mt_state *st, mt_obj *o)
{
    (void)st;
    MT_INCREF(((re_matchobj *)o)->re);
    return (mt_obj *)((re_matchobj *)o)->re;
}

static mt_obj *
match_get_pos(mt_state *st, mt_obj *o)
{
    return mt_int_from_i64(st, ((re_matchobj *)o)->pos);
}

static mt_obj *
match_get_endpos(mt_state *st, mt_obj *o)
{
    return mt_int_from_i64(st, ((re_matchobj *)o)->endpos);
}

// The group that closed last: the greatest end, the outermost on ties.
static int64_t
lastindex(re_matchobj *m)
{
    int64_t best = -1;
    for (uint32_t g = 1; g <= m->re->ngroups; g++) {
        if (m->ov[2 * g] == PCRE2_UNSET) {
            continue;
        }
        if (best < 0 || m->ov[2 * g + 1] > m->ov[2 * best + 1]) {
            best = g;
        }
    }
    return best;
}

static mt_obj *
match_get_lastindex(mt_state *st, mt_obj *o)
{
    (void)st;
    int64_t g = lastindex((re_matchobj *)o);
    return g < 0 ? MT_NONE : MT_FROM_SMALL(g);
}

static mt_obj *
match_get_lastgroup(mt_state *st, mt_obj *o)
{
    (void)st;
    re_matchobj *m = (re_matchobj *)o;
    int64_t g = lastindex(m);
    if (g < 0 || !m->re->names[g]) {
        return MT_NONE;
    }
    MT_INCREF(m->re->names[g]);
    return m->re->names[g];
}

static mt_obj *
match_get_regs(mt_state *st, mt_obj *o)
{
    re_matchobj *m = (re_matchobj *)o;
    mt_obj *t = mt_tuple_new(st, m->re->ngroups + 1);
    if (!t) {
        return NULL;
    }
    for (uint32_t g = 0; g <= m->re->ngroups; g++) {
        int64_t a = -1, b = -1;
        if (m->ov[2 * g] != PCRE2_UNSET) {
            a = match_char(m, m->ov[2 * g]);
            b = match_char(m, m->ov[2 * g + 1]);
        }
        ((mt_tuple *)t)->items[g] = mt_tuple_pack(st, 2, MT_FROM_SMALL(a), MT_FROM_SMALL(b));
        if (!((mt_tuple *)t)->items[g]) {
            MT_DECREF(t);
            return NULL;
        }
    }
    return t;
}

static const mt_method match_methods[] = {{"__copy__", re_same, MT_ARGS(0, 0)},
                                          {"__deepcopy__", re_same, MT_ARGS(1, 1)},
                                          {"group", match_group, MT_ARGS(0, MT_VAR)},
                                          {"groups", match_groups, MT_ARGS(0, 1) | MT_KW},
                                          {"groupdict", match_groupdict, MT_ARGS(0, 1) | MT_KW},
                                          {"start", match_start, MT_ARGS(0, 1)},
                                          {"end", match_end, MT_ARGS(0, 1)},
                                          {"span", match_span, MT_ARGS(0, 1)},
                                          {"expand", match_expand, MT_ARGS(1, 1)},
                                          {NULL, NULL, 0}};

static const mt_getset match_getsets[] = {{"string", match_get_string, NULL},
                                          {"re", match_get_re, NULL},
                                          {"pos", match_get_pos, NULL},
                                          {"endpos", match_get_endpos, NULL},
                                          {"lastindex", match_get_lastindex, NULL},
                                          {"lastgroup", match_get_lastgroup, NULL},
                                          {"regs", match_get_regs, NULL},
                                          {NULL, NULL, NULL}};

const mt_type re_type_match = {
    .ob = MT_STATIC_HEAD(&mt_type_type),
    .name = "re.Match",
    .basicsize = sizeof(re_matchobj),
    .base = &mt_type_object,
    .clear = match_clear,
    .repr = match_repr,
    .getitem = match_getitem,
    .methods = match_methods,
    .getsets = match_getsets,
};

/* ---- module functions ---- */

static int
flags_arg(mt_state *st, mt_obj *o, int64_t *out)
{
    *out = 0;
    if (!o) {
        return 0;
    }
    if (!mt_int_check(o)) {
        // CPython's re._compile meets a non-int at its first "flags & T"
        return mt_raisei(st, MT_EXC(TypeError),
                         "unsupported operand type(s) for &: '%s' and 'RegexFlag'",
                         mt_type_name(o));
    }
    return mt_int_as_i64(st, o, out);
}

// re.<fn>(pattern, string, flags=0) through the Pattern method.
static mt_obj *
module_match3(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, const char *fname,
              mt_cfunc meth)
{
    static const mt_argspec specs[] = {{"pattern", 1}, {"string", 1}, {"flags", 0}, {NULL, 0}};
    mt_obj *v[3] = {0};
    if (mt_args_parse_py(st, fname, n, args, kw, specs, 3, v) < 0) {
        return NULL;
    }
    int64_t flags;
    if (flags_arg(st, v[2], &flags) < 0) {
        return NULL;
    }
    mt_obj *p = pattern_compile(st, v[0], flags);
    if (!p) {
        return NULL;
    }
    mt_obj *argv[2] = {p, v[1]};
    mt_obj *r = meth(st, 2, argv, NULL);
    MT_DECREF(p);
    return r;
}

#define MOD3(name)                                                                                 \
    static mt_obj *re_##name(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)              \
    {                                                                                              \
        return module_match3(st, n, args, kw, #name, pattern_##name);                              \
    }
MOD3(match)
MOD3(search)
MOD3(fullmatch)
MOD3(findall)
MOD3(finditer)

static mt_obj *
re_compile(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {{"pattern", 1}, {"flags", 0}, {NULL, 0}};
    mt_obj *v[2] = {0};
    if (mt_args_parse_py(st, "compile", n, args, kw, specs, 2, v) < 0) {
        return NULL;
    }
    int64_t flags;
    if (flags_arg(st, v[1], &flags) < 0) {
        return NULL;
    }
    return pattern_compile(st, v[0], flags);
}

static mt_obj *
re_sub_common(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw, int want_n)
{
    static const mt_argspec specs[] = {{"pattern", 1}, {"repl", 1},  {"string", 1},
                                       {"count", 0},   {"flags", 0}, {NULL, 0}};
    mt_obj *v[5] = {0};
    if (mt_args_parse_py(st, want_n ? "subn" : "sub", n, args, kw, specs, 5, v) < 0) {
        return NULL;
    }
    int64_t flags, count;
    if (flags_arg(st, v[4], &flags) < 0 || count_arg(st, v[3], &count) < 0) {
        return NULL;
    }
    mt_obj *p = pattern_compile(st, v[0], flags);
    if (!p) {
        return NULL;
    }
    mt_obj *r = do_sub(st, (re_pattern *)p, v[1], v[2], count, want_n);
    MT_DECREF(p);
    return r;
}

static mt_obj *
re_sub(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return re_sub_common(st, n, args, kw, 0);
}

static mt_obj *
re_subn(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    return re_sub_common(st, n, args, kw, 1);
}

static mt_obj *
re_split(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    static const mt_argspec specs[] = {
        {"pattern", 1}, {"string", 1}, {"maxsplit", 0}, {"flags", 0}, {NULL, 0}};
    mt_obj *v[4] = {0};
    if (mt_args_parse_py(st, "split", n, args, kw, specs, 4, v) < 0) {
        return NULL;
    }
    int64_t flags, maxsplit;
    if (flags_arg(st, v[3], &flags) < 0 || count_arg(st, v[2], &maxsplit) < 0) {
        return NULL;
    }
    mt_obj *p = pattern_compile(st, v[0], flags);
    if (!p) {
        return NULL;
    }
    mt_obj *r = do_split(st, (re_pattern *)p, v[1], maxsplit);
    MT_DECREF(p);
    return r;
}

static mt_obj *
re_escape(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    mt_obj *s = args[0];
    if (!mt_isinst(s, &mt_type_str) && !is_bytes(s)) {
        return mt_raise(st, MT_EXC(TypeError),
                        "decoding to str: need a bytes-like object, %s found", mt_type_name(s));
    }
    static const char special[] = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    cm_buf b;
    mt_buf_init(st, &b);
    const char *d = sdata(s);
    size_t len = slen(s);
    for (size_t i = 0; i < len; i++) {
        if ((d[i] && strchr(special, d[i]) && cm_buf_addc(&b, '\\') < 0) ||
            cm_buf_addc(&b, d[i]) < 0) {
            return mt_nomem(st);
        }
    }
    return sfrombuf(st, is_bytes(s), &b);
}

static mt_obj *
re_purge(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    mt_obj *c = re_module_attr(st, "_ctx");
    if (c && MT_TYPE(c) == &re_type_ctx) {
        MT_INCREF(c); // a dropped pattern may hold the last other reference
        cache_clear((re_ctx *)c);
        MT_DECREF(c);
    }
    return MT_NONE;
}

static const mt_method re_methods[] = {
    {"compile", re_compile, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"match", re_match, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"search", re_search, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"fullmatch", re_fullmatch, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"findall", re_findall, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"finditer", re_finditer, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"sub", re_sub, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"subn", re_subn, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {"split", re_split, MT_ARGS(0, MT_VAR) | MT_NOSELF | MT_KW},
    {MT_PYNAME("escape", "pattern"), re_escape, MT_ARGS(1, 1) | MT_NOSELF | MT_PYPARAMS},
    {"purge", re_purge, MT_ARGS(0, 0) | MT_NOSELF},
    {NULL, NULL, 0}};

// The Python part of re is monty/lib/re.py, frozen at build time (monty/frozen.h).

static int
re_init(mt_state *st, mt_obj *m)
{
    mt_obj *d = ((mt_module *)m)->dict;
    // before re.py's names, so that re_module_attr's scan meets it early
    mt_obj *ctx = mt_alloc(st, &re_type_ctx, sizeof(re_ctx));
    if (!ctx) {
        return -1;
    }
    int rc = mt_dict_set_str(st, d, "_ctx", ctx);
    MT_DECREF(ctx);
    if (rc < 0 || mt_module_exec_frozen(st, m, "re") < 0) {
        return -1;
    }
    if (mt_dict_set_str(st, d, "Pattern", (mt_obj *)&re_type_pattern) < 0 ||
        mt_dict_set_str(st, d, "Match", (mt_obj *)&re_type_match) < 0) {
        return -1;
    }
    return 0;
}

const mt_module_def mt_module_re = {"re", re_methods, re_init};
