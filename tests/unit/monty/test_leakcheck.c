/* Unit tests for monty_free's ownership check (monty/monty.c, debug builds; issue 13):
 * a reference nobody owns is reported with its type and allocation site and fails the
 * run, while cycles and objects the state owns are not leaks. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "monty/monty.h"
#include "monty/obj.h"

static int
quiet_write(void *ctx, int fd, const char *buf, size_t n)
{
    (void)ctx;
    (void)fd;
    (void)buf;
    (void)n;
    return 0;
}

static monty_state *
state_after(const char *src)
{
    monty_host host = {0};
    host.write_out = quiet_write;
    monty_state *st = monty_new(&host, NULL);
    cr_assert_not_null(st);
    cr_assert_eq(monty_run(st, src, strlen(src), "t.py", NULL), 0);
    return st;
}

#ifdef CM_DEBUG

// The check's own switches come from the environment (CI sets MONTY_LEAK_LOG): each test
// starts from the default, failing mode.
static void
default_mode(void)
{
    unsetenv("MONTY_LEAK_CHECK");
    unsetenv("MONTY_LEAK_LOG");
}

static void
default_mode_capture(void)
{
    default_mode();
    cr_redirect_stderr();
}

// The script's own garbage: cycles through lists, dicts, instances, classes, closures,
// generators and exceptions, all left for monty_free.
Test(mt_leakcheck, cycles_are_not_leaks, .init = default_mode)
{
    monty_state *st = state_after("a = [1]; a.append(a)\n"
                                  "d = {}; d['d'] = d\n"
                                  "class C:\n"
                                  "    def __init__(self): self.me = self\n"
                                  "c = C()\n"
                                  "def outer():\n"
                                  "    x = 1\n"
                                  "    def inner(): return x + inner.__name__.count('i')\n"
                                  "    return inner\n"
                                  "f = outer()\n"
                                  "def gen():\n"
                                  "    yield g\n"
                                  "g = gen(); next(g)\n"
                                  "try:\n"
                                  "    raise ValueError(a)\n"
                                  "except ValueError as e:\n"
                                  "    err = e\n"
                                  "del a, d, c\n");
    monty_free(st); // returns: nothing to report
}

// A list created and never released: found, and the process ends.
Test(mt_leakcheck, leaked_reference_aborts, .init = default_mode, .signal = SIGABRT)
{
    monty_state *st = state_after("x = 1\n");
    mt_obj *l = mt_list_new(st, 0);
    cr_assert_not_null(l);
    monty_free(st);
}

// An extra reference to an object the script still holds counts too.
Test(mt_leakcheck, extra_reference_aborts, .init = default_mode, .signal = SIGABRT)
{
    monty_state *st = state_after("held = {'k': [1, 2]}\n");
    mt_obj *held = mt_dict_get_str_borrow(st->main_dict, "held");
    cr_assert_not_null(held);
    MT_INCREF(held);
    monty_free(st);
}

// MONTY_LEAK_CHECK=warn reports the type, the C site and the script line, and returns.
Test(mt_leakcheck, report_names_type_and_site, .init = default_mode_capture)
{
    setenv("MONTY_LEAK_CHECK", "warn", 1);
    monty_state *st = state_after("x = 1\n"
                                  "class Leaky:\n"
                                  "    pass\n"
                                  "obj = Leaky()\n");
    mt_obj *obj = mt_dict_get_str_borrow(st->main_dict, "obj");
    cr_assert_not_null(obj);
    MT_INCREF(obj);
    monty_free(st);
    unsetenv("MONTY_LEAK_CHECK");
    fflush(stderr);
    FILE *f = cr_get_redirected_stderr();
    char text[4096] = {0};
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    cr_assert(strstr(text, "monty: leak: a Leaky (1 reference(s) owned by nobody) allocated at "),
              "%s", text);
    cr_assert(strstr(text, "script t.py line 4"), "%s", text);
    cr_assert(
        strstr(text,
               "monty: ownership check: 1 object(s) with unowned or missing references (t.py)"),
        "%s", text);
}

// Issue 13 (found by a CM_FAIL_ALLOC sweep): compiling a code object whose arrays were
// allocated but not yet filled when the next allocation failed cleared it through garbage
// constants (UBSan: a misaligned 0xbebebebe "object") or walked its inline caches without
// its words (a null load), a name whose index could not be recorded leaked its str, a
// `from M import` whose module name could not be recorded leaked its names tuple, a class
// leaked its docstring after an earlier failure, and a fill character's encoding whose
// buffer could not be allocated divided by a width of 0 (UBSan).
// Each allocation of compiling and running the source fails in turn: every run ends with
// its result or an exception, and monty_free finds nothing unowned (the default, failing
// check ends the process on a leak).
static const char compile_src[] = "import re\n"
                                  "def f(a, b=2, *c, d, **e):\n"
                                  "    x = [i * i for i in range(3)]\n"
                                  "    class K:\n"
                                  "        def m(self): return a\n"
                                  "    g = lambda q: (q, x, {k: v for k, v in e.items()})\n"
                                  "    return x, K, g\n"
                                  "async def h(): return [y async for y in z()]\n"
                                  "async def z():\n"
                                  "    yield 1\n"
                                  "from re import sub as s2\n"
                                  "class D:\n"
                                  "    'the docstring'\n"
                                  "    y: int = 1\n"
                                  "print(f(1, d=2)[0], re.sub('(a)b', 'x', 'ab'), D.__doc__)\n"
                                  "print(f\"{'x':\u00e9^9}\", 'ab'.center(7, '\u00fc'))\n";

static int
run_failing(size_t k, size_t *used)
{
    monty_host host = {0};
    host.write_out = quiet_write;
    monty_state *st = monty_new(&host, NULL);
    cr_assert_not_null(st);
    size_t before = cm_alloc_count();
    cm_alloc_fail_after(k);
    int status = monty_run(st, compile_src, strlen(compile_src), "t.py", NULL);
    cm_alloc_fail_after(0);
    *used = cm_alloc_count() - before;
    monty_free(st);
    return status;
}

Test(mt_leakcheck, issue_13_compile_survives_each_failed_allocation, .init = default_mode)
{
    size_t total;
    cr_assert_eq(run_failing(0, &total), 0);
    cr_assert_gt(total, 200);
    for (size_t k = 1; k <= total; k++) {
        size_t used;
        int status = run_failing(k, &used);
        cr_assert(status == 0 || status == 1, "allocation %zu: status %d", k, status);
    }
}

#else

// Without CM_DEBUG there is no check: monty_free reclaims even a leaked object.
Test(mt_leakcheck, plain_build_frees_leaks)
{
    monty_state *st = state_after("x = [1]\n");
    mt_obj *l = mt_list_new(st, 0);
    cr_assert_not_null(l);
    monty_free(st);
}

#endif
