/* monty-freeze: the build-time tool that turns the library's Python files (monty/lib/NAME.py)
 * into frozen modules (monty/frozen.h). It compiles each file with Monty's own compiler,
 * exactly as an import used to at run time, and writes the code objects as static C
 * tables: one C file for every module, compiled into libmontylib.a.
 *
 *     monty-freeze OUT.c DIR/NAME.py...   (module NAME, e.g. monty/lib/collections.abc.py)
 *
 * Every constant becomes a static immortal object (str and bytes with their hash worked
 * out here, tuples, floats, complex numbers; small ints stay tagged), equal strings are
 * written once, and each code object becomes an mt_frozen_code whose nested code objects
 * are named by index. A SyntaxError, or a constant the tables cannot hold, fails the
 * build with the file and line. Not linked into the box: it reads and writes files with
 * stdio. */
#include "config.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/frozen.h"

typedef struct freezer {
    mt_state *st;
    FILE *out;
    mt_obj *strs; // dict: each str written so far -> its number
    long next;    // the next number of a written object
    const char *path;
} freezer;

/* The tool compiles; it never imports a frozen module (libmontylib.a is what it makes). */
const mt_frozen_module *
mt_frozen_find(const char *name)
{
    (void)name;
    return NULL;
}

static int
fail(freezer *fz, const char *what)
{
    fprintf(stderr, "monty-freeze: %s: %s\n", fz->path, what);
    return -1;
}

// Write s[0..n) as the inside of a C string literal: printable ASCII as itself, the rest
// as three-digit octal escapes (never a trigraph, never a greedy \x).
static void
put_cstr(FILE *f, const char *s, size_t n)
{
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\' || c == '?') {
            fprintf(f, "\\%c", c);
        } else if (c >= 0x20 && c < 0x7f) {
            fputc(c, f);
        } else {
            fprintf(f, "\\%03o", c);
        }
        if (c == '\n' && i + 1 < n) {
            fputs("\"\n    \"", f); // one source line per line, for a reader of the output
        }
    }
    fputc('"', f);
}

static int ref(freezer *fz, mt_obj *o, char *expr, size_t cap);

// A str constant or name: the static object it is written as (once per distinct text).
static int
ref_str(freezer *fz, mt_obj *o, char *expr, size_t cap)
{
    mt_obj *seen = mt_dict_get_borrow(fz->st, fz->strs, o);
    long id;
    if (seen) {
        id = (long)MT_SMALL_VAL(seen);
    } else {
        if (fz->st->exc) {
            return fail(fz, "a string could not be looked up");
        }
        id = fz->next++;
        mt_str *s = (mt_str *)o;
        fprintf(fz->out,
                "static const mt_str fz_s%ld = {MT_STATIC_HEAD(&mt_type_str), %zu, %zu, %" PRId64
                ", ",
                id, s->len, s->nchars, mt_str_hash(o));
        put_cstr(fz->out, s->data, s->len);
        fputs("};\n", fz->out);
        if (mt_dict_set(fz->st, fz->strs, o, MT_FROM_SMALL(id)) < 0) {
            return fail(fz, "out of memory");
        }
    }
    snprintf(expr, cap, "(mt_obj *)&fz_s%ld", id);
    return 0;
}

static int
ref_float(double v, char *out, size_t cap)
{
    if (isnan(v)) {
        return -1;
    }
    if (isinf(v)) {
        snprintf(out, cap, "%sHUGE_VAL", v < 0 ? "-" : "");
    } else {
        snprintf(out, cap, "%a", v); // exact: a hexadecimal floating constant
    }
    return 0;
}

static int
ref_tuple(freezer *fz, mt_obj *o, char *expr, size_t cap)
{
    size_t n = MT_TUPLE_N(o);
    if (n == 0) {
        snprintf(expr, cap, "MT_EMPTY_TUPLE");
        return 0;
    }
    char(*items)[64] = cm_alloc(n * sizeof *items);
    if (!items) {
        return fail(fz, "out of memory");
    }
    for (size_t i = 0; i < n; i++) {
        if (ref(fz, MT_TUPLE_ITEM(o, i), items[i], sizeof items[i]) < 0) {
            cm_free(items);
            return -1;
        }
    }
    long id = fz->next++;
    // the layout of mt_tuple with its items sized, so that it can be initialised
    fprintf(fz->out,
            "static const struct {\n    mt_obj ob;\n    size_t n;\n    mt_obj *items[%zu];\n} "
            "fz_t%ld = {MT_STATIC_HEAD(&mt_type_tuple), %zu, {",
            n, id, n);
    for (size_t i = 0; i < n; i++) {
        fprintf(fz->out, "%s%s", i ? ", " : "", items[i]);
    }
    fputs("}};\n", fz->out);
    cm_free(items);
    snprintf(expr, cap, "(mt_obj *)&fz_t%ld", id);
    return 0;
}

// The C expression for constant o in expr, after writing the static object it names.
static int
ref(freezer *fz, mt_obj *o, char *expr, size_t cap)
{
    if (MT_IS_SMALL(o)) {
        snprintf(expr, cap, "MT_FROM_SMALL(INT64_C(%" PRId64 "))", MT_SMALL_VAL(o));
        return 0;
    }
    const mt_type *t = MT_TYPE(o);
    static const struct {
        mt_obj *o;
        const char *expr;
    } singletons[] = {{MT_NONE, "MT_NONE"},
                      {MT_TRUE, "MT_TRUE"},
                      {MT_FALSE, "MT_FALSE"},
                      {MT_ELLIPSIS, "MT_ELLIPSIS"}};
    for (size_t i = 0; i < sizeof singletons / sizeof singletons[0]; i++) {
        if (o == singletons[i].o) {
            snprintf(expr, cap, "%s", singletons[i].expr);
            return 0;
        }
    }
    if (t == &mt_type_str) {
        return ref_str(fz, o, expr, cap);
    }
    if (t == &mt_type_tuple) {
        return ref_tuple(fz, o, expr, cap);
    }
    long id = fz->next++;
    if (t == &mt_type_bytes) {
        mt_bytes *b = (mt_bytes *)o;
        int64_t h = mt_hash(fz->st, o); // written now, so the shared object is never written
        fprintf(fz->out,
                "static const mt_bytes fz_b%ld = {MT_STATIC_HEAD(&mt_type_bytes), %zu, 0, %" PRId64
                ", (char *)",
                id, b->len, h);
        put_cstr(fz->out, b->data, b->len);
        fputs("};\n", fz->out);
        snprintf(expr, cap, "(mt_obj *)&fz_b%ld", id);
        return 0;
    }
    char re[48], im[48];
    if (t == &mt_type_float) {
        if (ref_float(((mt_float *)o)->v, re, sizeof re) < 0) {
            return fail(fz, "a NaN constant cannot be frozen");
        }
        fprintf(fz->out, "static const mt_float fz_f%ld = {MT_STATIC_HEAD(&mt_type_float), %s};\n",
                id, re);
        snprintf(expr, cap, "(mt_obj *)&fz_f%ld", id);
        return 0;
    }
    if (t == &mt_type_complex) {
        mt_complex *c = (mt_complex *)o;
        if (ref_float(c->re, re, sizeof re) < 0 || ref_float(c->im, im, sizeof im) < 0) {
            return fail(fz, "a NaN constant cannot be frozen");
        }
        fprintf(fz->out,
                "static const mt_complex fz_j%ld = {MT_STATIC_HEAD(&mt_type_complex), %s, %s};\n",
                id, re, im);
        snprintf(expr, cap, "(mt_obj *)&fz_j%ld", id);
        return 0;
    }
    char what[160];
    snprintf(what, sizeof what,
             "a constant of type %s cannot be frozen (only str, bytes, "
             "small int, float, complex, tuple and code)",
             t->name);
    return fail(fz, what);
}

// Write an array of names (str objects) as "static mt_obj *const NAME[] = {...};".
static int
put_names(freezer *fz, const char *cname, mt_obj *const *v, size_t n)
{
    char(*items)[64] = cm_alloc((n + 1) * sizeof *items);
    if (!items) {
        return fail(fz, "out of memory");
    }
    for (size_t i = 0; i < n; i++) {
        if (ref(fz, v[i], items[i], sizeof items[i]) < 0) {
            cm_free(items);
            return -1;
        }
    }
    fprintf(fz->out, "static mt_obj *const %s[] = {", cname);
    for (size_t i = 0; i < n; i++) {
        fprintf(fz->out, "%s%s", items[i], (i + 1) % 4 ? ", " : ",\n    ");
    }
    fputs("NULL};\n", fz->out);
    cm_free(items);
    return 0;
}

// Write code object co and everything it holds; *id is the number of its mt_frozen_code.
static int
put_code(freezer *fz, mt_code *co, long *id)
{
    size_t nc = co->nconsts;
    char(*consts)[64] = cm_alloc((nc + 1) * sizeof *consts);
    long *sub = cm_alloc((nc + 1) * sizeof *sub);
    if (!consts || !sub) {
        cm_free(consts);
        cm_free(sub);
        return fail(fz, "out of memory");
    }
    int has_sub = 0, rc = 0;
    for (size_t i = 0; i < nc && rc == 0; i++) {
        sub[i] = -1;
        if (MT_TYPE(co->consts[i]) == &mt_type_code) {
            rc = put_code(fz, (mt_code *)co->consts[i], &sub[i]);
            snprintf(consts[i], sizeof consts[i], "NULL");
            has_sub = 1;
        } else {
            rc = ref(fz, co->consts[i], consts[i], sizeof consts[i]);
        }
    }
    long me = fz->next++;
    char cname[32], name[64], qualname[64], filename[64];
    snprintf(cname, sizeof cname, "fz_n%ld", me);
    if (rc == 0) {
        rc = put_names(fz, cname, co->names, co->nnames);
    }
    snprintf(cname, sizeof cname, "fz_v%ld", me);
    if (rc == 0) {
        rc = put_names(fz, cname, co->localnames, (size_t)(co->nlocals + co->ncells + co->nfree));
    }
    if (rc == 0 && (ref(fz, co->name, name, sizeof name) < 0 ||
                    ref(fz, co->qualname, qualname, sizeof qualname) < 0 ||
                    ref(fz, co->filename, filename, sizeof filename) < 0)) {
        rc = -1;
    }
    if (rc < 0) {
        cm_free(consts);
        cm_free(sub);
        return -1;
    }
    FILE *f = fz->out;
    char subname[32] = "NULL";
    if (has_sub) {
        snprintf(subname, sizeof subname, "fz_sub%ld", me);
    }
    fprintf(f, "static mt_obj *const fz_k%ld[] = {", me);
    for (size_t i = 0; i < nc; i++) {
        fprintf(f, "%s%s", consts[i], (i + 1) % 4 ? ", " : ",\n    ");
    }
    fputs("NULL};\n", f);
    if (has_sub) {
        fprintf(f, "static const mt_frozen_code *const fz_sub%ld[] = {", me);
        for (size_t i = 0; i < nc; i++) {
            if (sub[i] >= 0) {
                fprintf(f, "&fz_code%ld, ", sub[i]);
            } else {
                fputs("NULL, ", f);
            }
        }
        fputs("NULL};\n", f);
    }
    fprintf(f, "static const uint32_t fz_w%ld[] = {", me);
    for (size_t i = 0; i < co->ncode; i++) {
        fprintf(f, "0x%" PRIx32 ",%s", co->code[i], (i + 1) % 10 ? " " : "\n    ");
    }
    fprintf(f, "0};\nstatic const int32_t fz_l%ld[] = {", me);
    for (size_t i = 0; i < co->ncode; i++) {
        fprintf(f, "%" PRId32 ",%s", co->lines[i], (i + 1) % 16 ? " " : "\n    ");
    }
    fprintf(f, "0};\nstatic const int fz_c%ld[] = {", me);
    for (int i = 0; i < co->ncells; i++) {
        fprintf(f, "%d, ", co->cell2arg[i]);
    }
    fprintf(f, "0};\n");
    fprintf(f,
            "static const mt_frozen_code fz_code%ld = {\n"
            "    fz_w%ld, fz_l%ld, %zu, fz_k%ld, %s, %zu, fz_n%ld, %zu, fz_v%ld, fz_c%ld,\n"
            "    %d, %d, %d, %d, %d, %d, %d, %d, %d,\n"
            "    %s, %s, %s};\n",
            me, me, me, co->ncode, me, subname, nc, me, co->nnames, me, me, co->nlocals, co->ncells,
            co->nfree, co->argcount, co->posonly, co->kwonly, co->flags, co->stacksize,
            co->firstline, name, qualname, filename);
    cm_free(consts);
    cm_free(sub);
    *id = me;
    return 0;
}

// The whole of the file at path (cm_alloc'd, NUL-terminated), or NULL.
static char *
slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb"); // check-src: allow(host) a build-time tool, not in the box
    if (!f) {
        return NULL;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    char chunk[8192];
    size_t n;
    int bad = 0;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (cm_buf_add(&b, chunk, n) < 0) {
            bad = 1;
            break;
        }
    }
    bad |= ferror(f);
    fclose(f);
    if (bad) {
        cm_buf_free(&b);
        return NULL;
    }
    *len = b.len;
    if (b.len == 0) {
        return cm_strndup("", 0);
    }
    return cm_buf_take(&b);
}

// Compile one module and write its tables; *id is its top code object's number.
static int
freeze_one(freezer *fz, const char *name, long *id)
{
    size_t len = 0;
    char *src = slurp(fz->path, &len);
    if (!src) {
        perror(fz->path);
        return -1;
    }
    char filename[128];
    snprintf(filename, sizeof filename, "<frozen %s>", name);
    mt_code *co = mt_compile_source(fz->st, src, len, filename, MT_PARSE_FILE);
    cm_free(src);
    if (!co) {
        mt_obj *exc = mt_exc_fetch(fz->st);
        mt_obj *msg = exc ? mt_tostr(fz->st, exc) : NULL;
        mt_obj *ln = exc && ((mt_exc *)exc)->dict
                         ? mt_dict_get_str_borrow(((mt_exc *)exc)->dict, "lineno")
                         : NULL;
        fprintf(stderr, "monty-freeze: %s:%" PRId64 ": %s: %s\n", fz->path,
                ln && MT_IS_SMALL(ln) ? MT_SMALL_VAL(ln) : (int64_t)0,
                exc ? MT_TYPE(exc)->name : "error", msg ? mt_str_data(msg) : "?");
        MT_XDECREF(msg);
        MT_XDECREF(exc);
        mt_exc_clear(fz->st);
        return -1;
    }
    fprintf(fz->out, "\n/* ---- %s, from %s ---- */\n", name, fz->path);
    int rc = put_code(fz, co, id);
    MT_DECREF(co);
    return rc;
}

typedef struct module_arg {
    char name[64];
    const char *path;
    long id; // the number of its top code object
} module_arg;

static int
by_name(const void *a, const void *b)
{
    return strcmp(((const module_arg *)a)->name, ((const module_arg *)b)->name);
}

int
main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: monty-freeze OUT.c NAME.py...\n");
        return 2;
    }
    int nmod = argc - 2;
    module_arg *mods = cm_calloc((size_t)nmod, sizeof *mods);
    if (!mods) {
        fprintf(stderr, "monty-freeze: out of memory\n");
        return 1;
    }
    for (int i = 0; i < nmod; i++) {
        // the module's name is the file's, less the directory and ".py"
        const char *path = argv[i + 2];
        const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
        size_t n = strlen(base);
        if (n <= 3 || strcmp(base + n - 3, ".py") != 0 || n - 3 >= sizeof mods[i].name) {
            fprintf(stderr, "monty-freeze: '%s' is not a NAME.py file\n", path);
            cm_free(mods);
            return 2;
        }
        memcpy(mods[i].name, base, n - 3);
        mods[i].path = path;
    }
    qsort(mods, (size_t)nmod, sizeof *mods, by_name); // mt_frozen_find searches by halves
    freezer fz = {0};
    fz.st = monty_new(NULL, NULL);
    fz.out = fopen(argv[1], "w"); // check-src: allow(host) a build-time tool, not in the box
    fz.strs = fz.st ? mt_dict_new(fz.st) : NULL;
    int rc = fz.st && fz.out && fz.strs ? 0 : -1;
    if (rc < 0) {
        fprintf(stderr, "monty-freeze: cannot start (out of memory, or %s not writable)\n",
                argv[1]);
    } else {
        fprintf(fz.out, "/* Generated by monty-freeze (monty/tools/freeze.c) from monty/lib/: "
                        "do not edit.\n * The frozen library modules (monty/frozen.h). */\n"
                        "#include \"config.h\"\n\n#include <math.h>\n#include <string.h>\n\n"
                        "#include \"monty/frozen.h\"\n");
    }
    for (int i = 0; i < nmod && rc == 0; i++) {
        fz.path = mods[i].path;
        rc = freeze_one(&fz, mods[i].name, &mods[i].id);
    }
    if (rc == 0) {
        fputs("\n/* Sorted by name. */\nstatic const mt_frozen_module modules[] = {\n", fz.out);
        for (int i = 0; i < nmod; i++) {
            fprintf(fz.out, "    {\"%s\", &fz_code%ld},\n", mods[i].name, mods[i].id);
        }
        fputs("};\n\nconst mt_frozen_module *\nmt_frozen_find(const char *name)\n{\n"
              "    size_t lo = 0, hi = sizeof modules / sizeof modules[0];\n"
              "    while (lo < hi) {\n"
              "        size_t mid = (lo + hi) / 2;\n"
              "        int c = strcmp(name, modules[mid].name);\n"
              "        if (c == 0) {\n"
              "            return &modules[mid];\n"
              "        }\n"
              "        if (c < 0) {\n"
              "            hi = mid;\n"
              "        } else {\n"
              "            lo = mid + 1;\n"
              "        }\n"
              "    }\n"
              "    return NULL;\n}\n",
              fz.out);
    }
    if (fz.out && fclose(fz.out) != 0) {
        perror(argv[1]);
        rc = -1;
    }
    MT_XDECREF(fz.strs);
    if (fz.st) {
        monty_free(fz.st);
    }
    cm_free(mods);
    return rc == 0 ? 0 : 1;
}
