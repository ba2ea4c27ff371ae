/* Unit tests for the frozen library modules (monty/frozen.c, monty/tools/freeze.c; issue
 * 14): every module's Python part is in the tables, two interpreters share the tables and
 * the code objects (issue 18) but not the caches or module state, and a traceback through
 * frozen code names "<frozen NAME>" with the line of monty/lib/NAME.py. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/buf.h"
#include "monty/frozen.h"
#include "monty/monty.h"
#include "monty/obj.h"

static int
to_buf(void *ctx, int fd, const char *buf, size_t n)
{
    (void)fd;
    return cm_buf_add(ctx, buf, n);
}

static monty_state *
state_with(cm_buf *out)
{
    monty_host host = {0};
    host.ctx = out;
    host.write_out = to_buf;
    monty_state *st = monty_new(&host, NULL);
    cr_assert_not_null(st);
    return st;
}

static int
run(monty_state *st, const char *src)
{
    return monty_run(st, src, strlen(src), "t.py", NULL);
}

// The code object of function `fn` of module `mod` in st (borrowed).
static mt_code *
func_code(monty_state *st, const char *mod, const char *fn)
{
    mt_obj *m = mt_dict_get_str_borrow(st->modules, mod);
    cr_assert_not_null(m, "%s is not imported", mod);
    mt_obj *f = mt_dict_get_str_borrow(((mt_module *)m)->dict, fn);
    cr_assert_not_null(f, "%s.%s is missing", mod, fn);
    cr_assert_eq(MT_TYPE(f), &mt_type_function);
    return ((mt_func *)f)->code;
}

Test(mt_frozen, every_module_is_in_the_tables)
{
    static const char *const names[] = {"asyncio",
                                        "asyncio._extra",
                                        "collections",
                                        "collections.abc",
                                        "copy",
                                        "dataclasses",
                                        "datetime",
                                        "functools",
                                        "functools._extra",
                                        "itertools",
                                        "json",
                                        "os",
                                        "os._extra",
                                        "pathlib",
                                        "posixpath",
                                        "re",
                                        "sys",
                                        "sys._extra",
                                        "time",
                                        "typing"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const mt_frozen_module *fm = mt_frozen_find(names[i]);
        cr_assert_not_null(fm, "no frozen module %s", names[i]);
        cr_assert_str_eq(fm->name, names[i]);
        char want[64];
        snprintf(want, sizeof want, "<frozen %s>", names[i]);
        const mt_code *fc = mt_frozen_code_of(fm);
        cr_assert_not_null(fc);
        cr_assert_eq(mt_frozen_code_of(fm), fc, "made once per process");
        cr_assert_str_eq(mt_str_data(fc->filename), want);
        cr_assert(fc->flags & MT_CO_MODULE);
    }
    cr_assert_null(mt_frozen_find("math")); // all C
    cr_assert_null(mt_frozen_find(""));
    cr_assert_null(mt_frozen_find("zzz"));
}

// Two live interpreters: the code objects are the one immortal copy (issue 18), while
// each has its own inline caches.
Test(mt_frozen, issue18_code_objects_shared_caches_not)
{
    cm_buf o1, o2;
    cm_buf_init(&o1, 0);
    cm_buf_init(&o2, 0);
    monty_state *a = state_with(&o1), *b = state_with(&o2);
    const char *src = "import datetime\nassert datetime._days_in_month(2024, 2) == 29\n"
                      "assert datetime.date(2024, 2, 1).replace(day=29).day == 29\n";
    cr_assert_eq(run(a, src), 0, "%s", cm_buf_str(&o1));
    cr_assert_eq(run(b, src), 0, "%s", cm_buf_str(&o2));
    mt_code *ca = func_code(a, "datetime", "_days_in_month");
    mt_code *cb = func_code(b, "datetime", "_days_in_month");
    cr_assert_eq(ca, cb);
    cr_assert(ca->flags & MT_CO_FROZEN);
    cr_assert_geq(ca->ob.refcnt, MT_IMMORTAL);
    cr_assert_null(ca->cache, "the caches are not the shared object's");
    cr_assert_not_null(a->fz_cache);
    cr_assert_not_null(b->fz_cache);
    uint32_t page = ca->fz_index / MT_FZ_PAGE, at = ca->fz_index % MT_FZ_PAGE;
    cr_assert_not_null(a->fz_cache[page]);
    cr_assert_not_null(b->fz_cache[page]);
    mt_icache *ka = a->fz_cache[page][at], *kb = b->fz_cache[page][at];
    cr_assert_not_null(ka, "made at the first run");
    cr_assert_not_null(kb);
    cr_assert_neq(ka, kb);
    monty_free(a);
    // b's module still works after a is gone (a's caches went with it)
    cr_assert_eq(run(b, src), 0, "%s", cm_buf_str(&o2));
    cr_assert_eq(b->fz_cache[page][at], kb);
    monty_free(b);
    cm_buf_free(&o1);
    cm_buf_free(&o2);
}

// What one interpreter does to a frozen module's objects (module globals, lists built from
// constants, classes, function defaults) the other never sees, alive at the same time or
// made after.
Test(mt_frozen, module_state_is_per_interpreter)
{
    cm_buf o1, o2;
    cm_buf_init(&o1, 0);
    cm_buf_init(&o2, 0);
    monty_state *a = state_with(&o1), *b = state_with(&o2);
    const char *mutate = "import datetime, json, collections.abc\n"
                         "datetime.MINYEAR = 7\n"
                         "datetime._DAYS_IN_MONTH[2] = 99\n"
                         "datetime.timedelta.extra = 1\n"
                         "json.JSONEncoder.item_separator = ';'\n"
                         "collections.abc.Mapping.marker = 1\n";
    const char *fresh = "import datetime, json, collections.abc\n"
                        "assert datetime.MINYEAR == 1\n"
                        "assert datetime._DAYS_IN_MONTH[2] == 28\n"
                        "assert not hasattr(datetime.timedelta, 'extra')\n"
                        "assert json.JSONEncoder.item_separator == ', '\n"
                        "assert not hasattr(collections.abc.Mapping, 'marker')\n"
                        "assert datetime.date(2023, 2, 28) + datetime.timedelta(days=1) == "
                        "datetime.date(2023, 3, 1)\n";
    cr_assert_eq(run(a, mutate), 0, "%s", cm_buf_str(&o1));
    cr_assert_eq(run(b, fresh), 0, "%s", cm_buf_str(&o2));
    // a keeps its own changes: its module stays in its sys.modules
    cr_assert_eq(run(a, "import datetime\nassert datetime._DAYS_IN_MONTH[2] == 99\n"), 0, "%s",
                 cm_buf_str(&o1));
    monty_free(a);
    monty_free(b);
    monty_state *c = state_with(&o1);
    cr_assert_eq(run(c, fresh), 0, "%s", cm_buf_str(&o1));
    monty_free(c);
    cm_buf_free(&o1);
    cm_buf_free(&o2);
}

// The line of the first line of file path holding needle (1-based), or 0.
static int
line_of(const char *path, const char *needle)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f, "cannot open %s", path);
    char line[512];
    int n = 0, found = 0;
    while (!found && fgets(line, sizeof line, f)) {
        n++;
        found = strstr(line, needle) != NULL;
    }
    fclose(f);
    return found ? n : 0;
}

Test(mt_frozen, traceback_names_the_frozen_file_and_line)
{
    const char *srcdir = getenv("SRC_DIR");
    cr_assert_not_null(srcdir, "SRC_DIR is not set (run through make check)");
    char path[1024];
    snprintf(path, sizeof path, "%s/monty/lib/datetime.py", srcdir);
    int line = line_of(path, "raise TypeError('fromisoformat: argument must be str')");
    cr_assert_gt(line, 0);
    cm_buf out;
    cm_buf_init(&out, 0);
    monty_state *st = state_with(&out);
    cr_assert_eq(run(st, "import datetime\ndatetime.date.fromisoformat(5)\n"), 1);
    char want[128];
    snprintf(want, sizeof want, "  File \"<frozen datetime>\", line %d, in fromisoformat\n", line);
    cr_assert_not_null(strstr(cm_buf_str(&out), want), "want %s in:\n%s", want, cm_buf_str(&out));
    monty_free(st);
    cm_buf_free(&out);
}

// Every object the tables describe, made live, is what the compiler made: str and bytes
// NUL-terminated with the hash this process computes, tuples with their items, all immortal;
// every code object's words and lines, names and constants in place (issue 18: the tables
// hold numbers only, and the loader builds the objects once per process).
static void
check_code(monty_state *st, const mt_code *fc, int depth)
{
    cr_assert_lt(depth, 64);
    cr_assert_gt(fc->ncode, 0);
    cr_assert_eq(fc->code[fc->ncode], 0, "the spare word");
    cr_assert_geq(fc->ob.refcnt, MT_IMMORTAL);
    cr_assert(fc->flags & MT_CO_FROZEN);
    cr_assert_null(fc->cache);
    cr_assert_eq(MT_TYPE(fc->name), &mt_type_str);
    cr_assert_geq(fc->name->refcnt, MT_IMMORTAL);
    for (size_t i = 0; i < fc->nnames; i++) {
        mt_obj *n = fc->names[i];
        cr_assert_eq(MT_TYPE(n), &mt_type_str);
        mt_str *s = (mt_str *)n;
        cr_assert_eq(s->data[s->len], 0);
        cr_assert_eq(strlen(s->data), s->len);
        cr_assert_geq(n->refcnt, MT_IMMORTAL);
    }
    cr_assert_null(fc->names[fc->nnames]);
    cr_assert_null(fc->consts[fc->nconsts]);
    for (size_t i = 0; i < fc->nconsts; i++) {
        mt_obj *k = fc->consts[i];
        cr_assert_not_null(k);
        if (MT_IS_SMALL(k)) {
            continue;
        }
        cr_assert_geq(k->refcnt, MT_IMMORTAL);
        if (MT_TYPE(k) == &mt_type_code) {
            check_code(st, (const mt_code *)k, depth + 1);
        } else if (MT_TYPE(k) == &mt_type_str) {
            mt_str *s = (mt_str *)k;
            cr_assert_eq(s->data[s->len], 0);
            int64_t h = s->hash;
            cr_assert_eq(mt_hash(st, k), h, "the hash written at build time");
        } else if (MT_TYPE(k) == &mt_type_tuple) {
            for (size_t j = 0; j < MT_TUPLE_N(k); j++) {
                cr_assert_not_null(MT_TUPLE_ITEM(k, j));
            }
        }
    }
}

// The str object `text` among the names of fc or of a code object nested in it, or NULL.
static mt_obj *
find_name(const mt_code *fc, const char *text)
{
    for (size_t i = 0; i < fc->nnames; i++) {
        if (strcmp(mt_str_data(fc->names[i]), text) == 0) {
            return fc->names[i];
        }
    }
    for (size_t i = 0; i < fc->nconsts; i++) {
        mt_obj *k = fc->consts[i];
        mt_obj *o = !MT_IS_SMALL(k) && MT_TYPE(k) == &mt_type_code
                        ? find_name((const mt_code *)k, text)
                        : NULL;
        if (o) {
            return o;
        }
    }
    return NULL;
}

Test(mt_frozen, issue18_tables_made_live_as_compiled)
{
    monty_state *st = monty_new(NULL, NULL);
    cr_assert_not_null(st);
    static const char *const names[] = {"asyncio", "collections", "datetime", "json",
                                        "pathlib", "re",          "typing"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const mt_code *fc = mt_frozen_code_of(mt_frozen_find(names[i]));
        cr_assert_not_null(fc, "%s", names[i]);
        check_code(st, fc, 0);
    }
    // equal strings are one object across modules
    mt_obj *na = find_name(mt_frozen_code_of(mt_frozen_find("json")), "__qualname__");
    mt_obj *nb = find_name(mt_frozen_code_of(mt_frozen_find("re")), "__qualname__");
    cr_assert_not_null(na);
    cr_assert_eq(na, nb);
    monty_free(st);
}
