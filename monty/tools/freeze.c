/* monty-freeze: the build-time tool that turns the library's Python files (monty/lib/NAME.py)
 * into frozen modules (monty/frozen.h). It compiles each file with Monty's own compiler,
 * exactly as an import used to at run time, and writes the code objects as static C
 * tables: one C file for every module, compiled into libmontylib.a.
 *
 *     monty-freeze OUT.c DIR/NAME.py...   (module NAME, e.g. monty/lib/collections.abc.py)
 *
 * The tables hold numbers only (monty/frozen.h): every constant is a numbered object (str
 * and bytes with their hash worked out here, in one text; tuples, floats, complex numbers,
 * small ints), equal strings are written once, and each code object is an mt_fz_code whose
 * arrays, constants and nested code objects are named by index. No pointer means no
 * relocation: a position-independent program would otherwise write every page of the
 * tables at every start. A SyntaxError, or a constant the tables cannot hold, fails the
 * build with the file and line. Not linked into the box: it reads and writes files with
 * stdio. */
#include "config.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/compile.h"
#include "monty/frozen.h"

typedef struct freezer {
    mt_state *st;
    FILE *out;
    mt_obj *strs; // dict: each str written so far -> its object number
    const char *path;
    // the tables (monty/frozen.h), built in memory and written at the end
    cm_buf text; // str and bytes contents, each followed by a NUL
    cm_buf objs; // C initialisers of mt_fz_obj, one a line
    uint32_t nobjs;
    cm_buf codes; // C initialisers of mt_fz_code
    uint32_t ncodes;
    uint32_t *refs, *words;
    int32_t *lines;
    int *cells;
    size_t nrefs, nwords, ncells, caprefs, capwords, caplines, capcells;
} freezer;

// Append n items of size sz at *v (count *len, capacity *cap); -1 out of memory.
static int
grow(void **v, size_t *len, size_t *cap, size_t n, size_t sz)
{
    if (*len + n > *cap) {
        size_t c = *cap ? *cap : 1024;
        while (c < *len + n) {
            c *= 2;
        }
        void *p = cm_realloc(*v, c * sz);
        if (!p) {
            return -1;
        }
        *v = p;
        *cap = c;
    }
    return 0;
}

static int
add_refs(freezer *fz, const uint32_t *r, size_t n, uint32_t *at)
{
    if (grow((void **)&fz->refs, &fz->nrefs, &fz->caprefs, n, sizeof *fz->refs) < 0) {
        return -1;
    }
    *at = (uint32_t)fz->nrefs;
    memcpy(fz->refs + fz->nrefs, r, n * sizeof *r);
    fz->nrefs += n;
    return 0;
}

// Object number of a new mt_fz_obj whose initialiser is fields (printf-style).
static int add_obj(freezer *fz, uint32_t *id, const char *fmt, ...) CM_PRINTF(3, 4);
static int
add_obj(freezer *fz, uint32_t *id, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = cm_buf_adds(&fz->objs, "    {") < 0 || cm_buf_vprintf(&fz->objs, fmt, ap) < 0 ||
                     cm_buf_adds(&fz->objs, "},\n") < 0
                 ? -1
                 : 0;
    va_end(ap);
    *id = fz->nobjs++;
    return rc;
}

// The offset in text of a copy of s[0..n) and a NUL.
static int
add_text(freezer *fz, const char *s, size_t n, uint32_t *off)
{
    *off = (uint32_t)fz->text.len;
    return cm_buf_add(&fz->text, s, n) < 0 || cm_buf_addc(&fz->text, '\0') < 0 ? -1 : 0;
}

/* The tool compiles; it never imports a frozen module (libmontylib.a is what it makes). */
const mt_fz_tables mt_fz_lib;

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

static int ref(freezer *fz, mt_obj *o, uint32_t *r);

#define OBJ_REF(id) (((uint32_t)(id) << 3) | MT_FZ_REF_OBJ)

// A str constant or name: its object (once per distinct text).
static int
ref_str(freezer *fz, mt_obj *o, uint32_t *r)
{
    mt_obj *seen = mt_dict_get_borrow(fz->st, fz->strs, o);
    if (seen) {
        *r = OBJ_REF(MT_SMALL_VAL(seen));
        return 0;
    }
    if (fz->st->exc) {
        return fail(fz, "a string could not be looked up");
    }
    mt_str *s = (mt_str *)o;
    uint32_t off, id;
    if (add_text(fz, s->data, s->len, &off) < 0 ||
        add_obj(fz, &id, "MT_FZ_STR, %" PRIu32 ", %zu, %zu, INT64_C(%" PRId64 "), 0, 0", off,
                s->len, s->nchars, mt_str_hash(o)) < 0 ||
        mt_dict_set(fz->st, fz->strs, o, MT_FROM_SMALL(id)) < 0) {
        return fail(fz, "out of memory");
    }
    *r = OBJ_REF(id);
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
ref_tuple(freezer *fz, mt_obj *o, uint32_t *r)
{
    size_t n = MT_TUPLE_N(o);
    uint32_t *items = cm_alloc((n + 1) * sizeof *items);
    if (!items) {
        return fail(fz, "out of memory");
    }
    for (size_t i = 0; i < n; i++) {
        if (ref(fz, MT_TUPLE_ITEM(o, i), &items[i]) < 0) {
            cm_free(items);
            return -1;
        }
    }
    uint32_t at = 0, id;
    int rc = add_refs(fz, items, n, &at) < 0 ||
                     add_obj(fz, &id, "MT_FZ_TUPLE, %" PRIu32 ", %zu, 0, 0, 0, 0", at, n) < 0
                 ? fail(fz, "out of memory")
                 : 0;
    cm_free(items);
    *r = OBJ_REF(id);
    return rc;
}

// The reference of constant o, after adding the object it names.
static int
ref(freezer *fz, mt_obj *o, uint32_t *r)
{
    uint32_t id;
    if (MT_IS_SMALL(o)) {
        if (add_obj(fz, &id, "MT_FZ_INT, 0, 0, 0, INT64_C(%" PRId64 "), 0, 0", MT_SMALL_VAL(o)) <
            0) {
            return fail(fz, "out of memory");
        }
        *r = OBJ_REF(id);
        return 0;
    }
    const mt_type *t = MT_TYPE(o);
    static mt_obj *const singletons[] = {MT_NONE, MT_TRUE, MT_FALSE, MT_ELLIPSIS};
    for (uint32_t i = 0; i < sizeof singletons / sizeof singletons[0]; i++) {
        if (o == singletons[i]) {
            *r = (i << 3) | MT_FZ_REF_ONE;
            return 0;
        }
    }
    if (t == &mt_type_str) {
        return ref_str(fz, o, r);
    }
    if (t == &mt_type_tuple) {
        if (MT_TUPLE_N(o) == 0) {
            *r = (4u << 3) | MT_FZ_REF_ONE; // the one empty tuple (MT_EMPTY_TUPLE)
            return 0;
        }
        return ref_tuple(fz, o, r);
    }
    int rc = 0;
    if (t == &mt_type_bytes) {
        mt_bytes *b = (mt_bytes *)o;
        int64_t h = mt_hash(fz->st, o); // worked out now, so the object is never written
        uint32_t off;
        rc =
            add_text(fz, b->data, b->len, &off) < 0 ||
                    add_obj(fz, &id, "MT_FZ_BYTES, %" PRIu32 ", %zu, 0, INT64_C(%" PRId64 "), 0, 0",
                            off, b->len, h) < 0
                ? -1
                : 0;
    } else if (t == &mt_type_float || t == &mt_type_complex) {
        char re[48], im[48] = "0";
        double x = t == &mt_type_float ? ((mt_float *)o)->v : ((mt_complex *)o)->re;
        if (ref_float(x, re, sizeof re) < 0 ||
            (t == &mt_type_complex && ref_float(((mt_complex *)o)->im, im, sizeof im) < 0)) {
            return fail(fz, "a NaN constant cannot be frozen");
        }
        rc = add_obj(fz, &id, "%s, 0, 0, 0, 0, %s, %s",
                     t == &mt_type_float ? "MT_FZ_FLOAT" : "MT_FZ_COMPLEX", re, im);
    } else {
        char what[160];
        snprintf(what, sizeof what,
                 "a constant of type %s cannot be frozen (only str, bytes, "
                 "small int, float, complex, tuple and code)",
                 t->name);
        return fail(fz, what);
    }
    if (rc < 0) {
        return fail(fz, "out of memory");
    }
    *r = OBJ_REF(id);
    return 0;
}

// The references of n objects, added to refs followed by a 0; *at where they start.
static int
put_refs(freezer *fz, mt_obj *const *v, size_t n, uint32_t *at)
{
    uint32_t *items = cm_calloc(n + 1, sizeof *items);
    if (!items) {
        return fail(fz, "out of memory");
    }
    for (size_t i = 0; i < n; i++) {
        if (ref(fz, v[i], &items[i]) < 0) {
            cm_free(items);
            return -1;
        }
    }
    int rc = add_refs(fz, items, n + 1, at) < 0 ? fail(fz, "out of memory") : 0;
    cm_free(items);
    return rc;
}

// Add code object co and everything it holds; *id is its number in the code table.
static int
put_code(freezer *fz, mt_code *co, uint32_t *id)
{
    size_t nc = co->nconsts;
    uint32_t *consts = cm_calloc(nc + 1, sizeof *consts);
    if (!consts) {
        return fail(fz, "out of memory");
    }
    int rc = 0;
    for (size_t i = 0; i < nc && rc == 0; i++) {
        if (MT_TYPE(co->consts[i]) == &mt_type_code) {
            uint32_t sub;
            rc = put_code(fz, (mt_code *)co->consts[i], &sub);
            consts[i] = (sub << 3) | MT_FZ_REF_CODE;
        } else {
            rc = ref(fz, co->consts[i], &consts[i]);
        }
    }
    uint32_t kat = 0, nat = 0, lat = 0, name = 0, qualname = 0, filename = 0;
    if (rc == 0 && add_refs(fz, consts, nc + 1, &kat) < 0) {
        rc = fail(fz, "out of memory");
    }
    cm_free(consts);
    if (rc == 0) {
        rc = put_refs(fz, co->names, co->nnames, &nat);
    }
    if (rc == 0) {
        rc = put_refs(fz, co->localnames, (size_t)(co->nlocals + co->ncells + co->nfree), &lat);
    }
    if (rc == 0 && (ref(fz, co->name, &name) < 0 || ref(fz, co->qualname, &qualname) < 0 ||
                    ref(fz, co->filename, &filename) < 0)) {
        rc = -1;
    }
    size_t wat = fz->nwords, cat = fz->ncells;
    if (rc == 0 &&
        (grow((void **)&fz->words, &fz->nwords, &fz->capwords, co->ncode + 1, sizeof *fz->words) <
             0 ||
         grow((void **)&fz->lines, &wat, &fz->caplines, co->ncode + 1, sizeof *fz->lines) < 0 ||
         grow((void **)&fz->cells, &fz->ncells, &fz->capcells, (size_t)co->ncells + 1,
              sizeof *fz->cells) < 0)) {
        rc = fail(fz, "out of memory");
    }
    if (rc < 0) {
        return -1;
    }
    memcpy(fz->words + wat, co->code, co->ncode * sizeof *fz->words);
    memcpy(fz->lines + wat, co->lines, co->ncode * sizeof *fz->lines);
    fz->words[wat + co->ncode] = 0;
    fz->lines[wat + co->ncode] = 0;
    fz->nwords += co->ncode + 1;
    for (int i = 0; i < co->ncells; i++) {
        fz->cells[cat + (size_t)i] = co->cell2arg[i];
    }
    fz->cells[cat + (size_t)co->ncells] = 0;
    fz->ncells += (size_t)co->ncells + 1;
    if (cm_buf_printf(&fz->codes,
                      "    {%zu, %" PRIu32 ", %" PRIu32 ", %zu, %" PRIu32 ", %" PRIu32 ", %" PRIu32
                      ", %zu,\n     %d, %d, %d, %d, %d, %d, %d, %d, %d, %" PRIu32 ", %" PRIu32
                      ", %" PRIu32 "},\n",
                      wat, (uint32_t)co->ncode, kat, nc, nat, (uint32_t)co->nnames, lat, cat,
                      co->nlocals, co->ncells, co->nfree, co->argcount, co->posonly, co->kwonly,
                      co->flags, co->stacksize, co->firstline, name, qualname, filename) < 0) {
        return fail(fz, "out of memory");
    }
    *id = fz->ncodes++;
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
freeze_one(freezer *fz, const char *name, uint32_t *id)
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
    int rc = put_code(fz, co, id);
    MT_DECREF(co);
    return rc;
}

// n numbers (printed with fmt) as the array `decl`, ten to a line.
static void
put_numbers(FILE *f, const char *decl, const void *v, size_t n, int is_signed)
{
    fprintf(f, "static const %s[] = {", decl);
    for (size_t i = 0; i < n; i++) {
        long long x =
            is_signed ? (long long)((const int32_t *)v)[i] : (long long)((const uint32_t *)v)[i];
        fprintf(f, "%lld,%s", x, (i + 1) % 10 ? " " : "\n    ");
    }
    fputs("0};\n", f);
}

// Write the tables, then mt_fz_lib naming them.
static int
put_tables(freezer *fz)
{
    FILE *f = fz->out;
    fputs("\nstatic const char text[] = ", f);
    put_cstr(f, fz->text.len ? fz->text.data : "", fz->text.len);
    fputs(";\n", f);
    fprintf(f, "static const mt_fz_obj objs[] = {\n%s    {0, 0, 0, 0, 0, 0, 0}};\n",
            fz->objs.len ? cm_buf_str(&fz->objs) : "");
    put_numbers(f, "uint32_t refs", fz->refs, fz->nrefs, 0);
    put_numbers(f, "uint32_t words", fz->words, fz->nwords, 0);
    put_numbers(f, "int32_t lines", fz->lines, fz->nwords, 1);
    _Static_assert(sizeof(int) == sizeof(int32_t), "cell2arg entries are written as int32");
    put_numbers(f, "int cells", fz->cells, fz->ncells, 1);
    fprintf(f, "static const mt_fz_code codes[] = {\n%s    {0}};\n",
            fz->codes.len ? cm_buf_str(&fz->codes) : "");
    fprintf(f,
            "\nconst mt_fz_tables mt_fz_lib = {text, objs, %" PRIu32 ", refs, words, lines, "
            "cells, codes, %" PRIu32 "};\n",
            fz->nobjs, fz->ncodes);
    return ferror(f) ? fail(fz, "write error") : 0;
}

typedef struct module_arg {
    char name[64];
    const char *path;
    uint32_t id; // the number of its top code object
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
    cm_buf_init(&fz.text, 0);
    cm_buf_init(&fz.objs, 0);
    cm_buf_init(&fz.codes, 0);
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
        rc = put_tables(&fz);
    }
    if (rc == 0) {
        fputs("\n/* Sorted by name. */\nstatic const mt_frozen_module modules[] = {\n", fz.out);
        for (int i = 0; i < nmod; i++) {
            fprintf(fz.out, "    {\"%s\", %" PRIu32 "},\n", mods[i].name, mods[i].id);
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
    cm_buf_free(&fz.text);
    cm_buf_free(&fz.objs);
    cm_buf_free(&fz.codes);
    cm_free(fz.refs);
    cm_free(fz.words);
    cm_free(fz.lines);
    cm_free(fz.cells);
    if (fz.st) {
        monty_free(fz.st);
    }
    cm_free(mods);
    return rc == 0 ? 0 : 1;
}
