/* Unit tests for monty/monty.c (and through it the compiler, VM and object model):
 * scripts run through monty_run with an in-memory host. */
#include "config.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "monty/monty.h"

typedef struct cap {
    cm_buf out, err;
    int fs_calls;
} cap;

static int
cap_write(void *ctx, int fd, const char *buf, size_t n)
{
    cap *c = ctx;
    return cm_buf_add(fd == 2 ? &c->err : &c->out, buf, n);
}

static int
cap_fs(void *ctx, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    cap *c = ctx;
    c->fs_calls++;
    if (op->kind == MONTY_FS_READ_FILE && op->path_len == 9 &&
        memcmp(op->path, "notes.txt", 9) == 0) {
        out->data = cm_strdup("remember the milk\n");
        out->len = 18;
        return 0;
    }
    if (op->kind == MONTY_FS_WRITE_FILE) {
        out->len = op->len;
        return 0;
    }
    if (op->kind == MONTY_FS_STAT) {
        out->exists = 0;
        return 0;
    }
    err->kind = MONTY_EXC_OS;
    err->err_no = 2;
    (void)!cm_buf_add(&err->message, op->path, op->path_len);
    return -1;
}

static int
starts(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static int
run(const char *src, cap *c, monty_outcome *oc)
{
    cm_buf_init(&c->out, 0);
    cm_buf_init(&c->err, 0);
    c->fs_calls = 0;
    monty_host h;
    memset(&h, 0, sizeof h);
    h.ctx = c;
    h.write_out = cap_write;
    h.fs = cap_fs;
    monty_state *st = monty_new(&h, NULL);
    cr_assert_not_null(st);
    int status = monty_run(st, src, strlen(src), "t.py", oc);
    monty_free(st);
    return status;
}

static void
done(cap *c)
{
    cm_buf_free(&c->out);
    cm_buf_free(&c->err);
}

Test(monty_run, prints_through_the_host)
{
    cap c;
    monty_outcome oc;
    int s = run("print('hi', 1 + 2)\n", &c, &oc);
    cr_assert_eq(s, 0);
    cr_assert_eq(oc, MONTY_COMPLETED);
    cr_assert_str_eq(cm_buf_str(&c.out), "hi 3\n");
    done(&c);
}

Test(monty_run, vertical_slice_reads_and_writes_through_fs)
{
    cap c;
    monty_outcome oc;
    int s = run("from pathlib import Path\n"
                "text = Path('notes.txt').read_text()\n"
                "Path('out/notes.txt').write_text(text.upper())\n"
                "print('wrote', len(text))\n",
                &c, &oc);
    cr_assert_eq(s, 0);
    cr_assert_str_eq(cm_buf_str(&c.out), "wrote 18\n");
    cr_assert_eq(c.fs_calls, 2);
    done(&c);
}

Test(monty_run, uncaught_exception_line_one_and_frames)
{
    cap c;
    monty_outcome oc;
    int s = run("def parse(x):\n    return int(x)\nparse('q')\n", &c, &oc);
    cr_assert_eq(s, 1);
    cr_assert_eq(oc, MONTY_RAISED);
    const char *e = cm_buf_str(&c.err);
    cr_assert(starts(e, "ValueError: invalid literal for int() with base 10: 'q'\n"), "%s", e);
    cr_assert_not_null(strstr(e, "  File \"t.py\", line 2, in parse\n"));
    cr_assert_not_null(strstr(e, "  File \"t.py\", line 3, in <module>\n"));
    done(&c);
}

Test(monty_run, host_errno_maps_to_oserror_subclass)
{
    cap c;
    monty_outcome oc;
    int s =
        run("try:\n    open('nope.txt')\nexcept FileNotFoundError as e:\n    print(e)\n", &c, &oc);
    cr_assert_eq(s, 0);
    cr_assert_str_eq(cm_buf_str(&c.out), "[Errno 2] No such file or directory: 'nope.txt'\n");
    done(&c);
}

Test(monty_run, sys_exit_statuses)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run("import sys\nsys.exit(3)\n", &c, &oc), 3);
    cr_assert_eq(oc, MONTY_EXITED);
    done(&c);
    cr_assert_eq(run("import sys\nsys.exit('bye')\n", &c, &oc), 1);
    cr_assert_str_eq(cm_buf_str(&c.err), "bye\n");
    done(&c);
    cr_assert_eq(run("import sys\nsys.exit()\n", &c, &oc), 0);
    cr_assert_eq(oc, MONTY_COMPLETED);
    done(&c);
}

Test(monty_run, compile_time_syntax_errors)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run("return 5\n", &c, &oc), 1);
    cr_assert(starts(cm_buf_str(&c.err), "SyntaxError: 'return' outside function"));
    done(&c);
    cr_assert_eq(run("for x in y:\n    pass\nbreak\n", &c, &oc), 1);
    cr_assert(starts(cm_buf_str(&c.err), "SyntaxError: 'break' outside loop"));
    done(&c);
    cr_assert_eq(run("def f():\n    nonlocal q\n", &c, &oc), 1);
    cr_assert(starts(cm_buf_str(&c.err), "SyntaxError: no binding for nonlocal 'q' found"));
    done(&c);
}

Test(monty_run, undefined_builtins_are_name_errors)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run("input()\n", &c, &oc), 1);
    cr_assert(starts(cm_buf_str(&c.err), "NameError: name 'input' is not defined"));
    done(&c);
}

Test(monty_run, unknown_module)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run("import subprocess\n", &c, &oc), 1);
    cr_assert(starts(cm_buf_str(&c.err), "ModuleNotFoundError: No module named 'subprocess'"));
    done(&c);
}

Test(monty_free, reclaims_cycles)
{
    cap c;
    monty_outcome oc;
    int s = run("a = []\na.append(a)\nclass N:\n    pass\nn = N()\nn.me = n\n"
                "d = {}\nd['d'] = d\nprint(a, len(d))\n",
                &c, &oc);
    cr_assert_eq(s, 0);
    cr_assert_str_eq(cm_buf_str(&c.out), "[[...]] 1\n");
    done(&c);
}

Test(monty_run, recursion_error_not_crash)
{
    cap c;
    monty_outcome oc;
    int s = run(
        "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError as e:\n    print(e)\n",
        &c, &oc);
    cr_assert_eq(s, 0);
    cr_assert_str_eq(cm_buf_str(&c.out), "maximum recursion depth exceeded\n");
    done(&c);
}

Test(monty_run, fatal_host_error_is_uncatchable)
{
    cap c;
    monty_outcome oc;
    // a 200 MiB allocation exceeds the default one-allocation limit: uncatchable MemoryError
    int s = run(
        "try:\n    x = 'a' * (200 * 1024 * 1024)\nexcept MemoryError:\n    print('caught')\nfinally:\n    print('finally')\n",
        &c, &oc);
    cr_assert_eq(s, 1);
    cr_assert_str_eq(cm_buf_str(&c.out), "");
    cr_assert(starts(cm_buf_str(&c.err), "MemoryError"));
    done(&c);
}

Test(monty_run, two_states_side_by_side)
{
    cap c1, c2;
    monty_host h1, h2;
    memset(&h1, 0, sizeof h1);
    memset(&h2, 0, sizeof h2);
    cm_buf_init(&c1.out, 0);
    cm_buf_init(&c1.err, 0);
    cm_buf_init(&c2.out, 0);
    cm_buf_init(&c2.err, 0);
    h1.ctx = &c1;
    h1.write_out = cap_write;
    h2.ctx = &c2;
    h2.write_out = cap_write;
    monty_state *a = monty_new(&h1, NULL);
    monty_state *b = monty_new(&h2, NULL);
    cr_assert_eq(monty_run(a, "x = 1\n", 6, "a.py", NULL), 0);
    cr_assert_eq(monty_run(b, "print('x' in globals())\n", 24, "b.py", NULL), 0);
    cr_assert_str_eq(cm_buf_str(&c2.out), "False\n");
    monty_free(a);
    monty_free(b);
    done(&c1);
    done(&c2);
}

Test(monty_run, syntax_error_names_file_line_and_column)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run("print('never')\nif True:\n    x = (1 +\n", &c, &oc), 1);
    cr_assert_eq(oc, MONTY_RAISED);
    cr_assert_str_eq(cm_buf_str(&c.out), "");
    cr_assert_str_eq(cm_buf_str(&c.err), "SyntaxError: '(' was never closed\n"
                                         "  File \"t.py\", line 3, column 9\n"
                                         "    x = (1 +\n"
                                         "        ^\n"
                                         "SyntaxError: '(' was never closed\n");
    done(&c);
    // found by the compiler after parsing: the line comes from the script
    cr_assert_eq(run("x = 1\nbreak\n", &c, &oc), 1);
    // CPython 3.11 underlines the whole statement
    cr_assert_str_eq(cm_buf_str(&c.err), "SyntaxError: 'break' outside loop\n"
                                         "  File \"t.py\", line 2, column 1\n"
                                         "    break\n"
                                         "    ^^^^^\n"
                                         "SyntaxError: 'break' outside loop\n");
    done(&c);
}

Test(monty_run, raised_keyboard_interrupt_is_an_uncaught_exception)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run("print('a')\nraise KeyboardInterrupt\n", &c, &oc), 1);
    cr_assert_eq(oc, MONTY_RAISED);
    cr_assert_str_eq(cm_buf_str(&c.out), "a\n");
    cr_assert_str_eq(cm_buf_str(&c.err), "KeyboardInterrupt\n"
                                         "  File \"t.py\", line 2, in <module>\n"
                                         "KeyboardInterrupt\n");
    done(&c);
}

Test(monty_run, monty_interrupt_aborts_uncatchably)
{
    cap c;
    monty_host h;
    memset(&h, 0, sizeof h);
    cm_buf_init(&c.out, 0);
    cm_buf_init(&c.err, 0);
    h.ctx = &c;
    h.write_out = cap_write;
    monty_state *st = monty_new(&h, NULL);
    cr_assert_not_null(st);
    monty_interrupt(st);
    const char *src = "try:\n    while True:\n        pass\nexcept KeyboardInterrupt:\n"
                      "    print('caught')\n";
    monty_outcome oc;
    cr_assert_eq(monty_run(st, src, strlen(src), "t.py", &oc), 125);
    cr_assert_eq(oc, MONTY_ABORTED);
    cr_assert_str_eq(cm_buf_str(&c.out), "");
    monty_free(st);
    done(&c);
}

// monty_keyboard_interrupt (Ctrl-C, issue 19): one ordinary KeyboardInterrupt, sent
// from another thread as the shell's MCP reader does.
static void *
kbd_later(void *arg)
{
    struct timespec ts = {0, 200000000L};
    nanosleep(&ts, NULL);
    monty_keyboard_interrupt(arg);
    return NULL;
}

static int
run_kbd(const char *src, cap *c, monty_outcome *oc, int abort_too)
{
    monty_host h;
    memset(&h, 0, sizeof h);
    cm_buf_init(&c->out, 0);
    cm_buf_init(&c->err, 0);
    h.ctx = c;
    h.write_out = cap_write;
    monty_state *st = monty_new(&h, NULL);
    cr_assert_not_null(st);
    pthread_t t;
    if (abort_too) {
        monty_keyboard_interrupt(st); // before the run: delivered at its first safe point
        monty_interrupt(st);
    } else {
        cr_assert_eq(pthread_create(&t, NULL, kbd_later, st), 0);
    }
    int status = monty_run(st, src, strlen(src), "t.py", oc);
    if (!abort_too) {
        pthread_join(t, NULL);
    }
    monty_free(st);
    return status;
}

Test(monty_run, keyboard_interrupt_uncaught_ends_130_with_its_report)
{
    cap c;
    monty_outcome oc;
    cr_assert_eq(run_kbd("while True:\n    pass\n", &c, &oc, 0), 130);
    cr_assert_eq(oc, MONTY_RAISED);
    cr_assert(strstr(cm_buf_str(&c.err), "KeyboardInterrupt\n") != NULL, "%s", cm_buf_str(&c.err));
    done(&c);
}

Test(monty_run, keyboard_interrupt_is_catchable_once)
{
    cap c;
    monty_outcome oc;
    const char *src = "n = 0\ntry:\n    while True:\n        n += 1\n"
                      "except KeyboardInterrupt:\n    print('caught')\n"
                      "for i in range(100000):\n    pass\nprint('went on', i)\n";
    cr_assert_eq(run_kbd(src, &c, &oc, 0), 0);
    cr_assert_eq(oc, MONTY_COMPLETED);
    cr_assert_str_eq(cm_buf_str(&c.out), "caught\nwent on 99999\n");
    done(&c);
}

Test(monty_run, keyboard_interrupt_not_caught_by_except_exception)
{
    cap c;
    monty_outcome oc;
    const char *src = "try:\n    while True:\n        pass\nexcept Exception:\n"
                      "    print('wrong')\n";
    cr_assert_eq(run_kbd(src, &c, &oc, 0), 130);
    cr_assert_str_eq(cm_buf_str(&c.out), "");
    done(&c);
}

Test(monty_run, abort_wins_over_a_keyboard_interrupt)
{
    cap c;
    monty_outcome oc;
    const char *src = "try:\n    while True:\n        pass\nexcept KeyboardInterrupt:\n"
                      "    print('caught')\n";
    cr_assert_eq(run_kbd(src, &c, &oc, 1), 125);
    cr_assert_eq(oc, MONTY_ABORTED);
    cr_assert_str_eq(cm_buf_str(&c.out), "");
    done(&c);
}

// A host whose renames fail naming both paths.
static int
rename_fs(void *ctx, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    (void)ctx;
    (void)out;
    err->kind = MONTY_EXC_OS;
    err->err_no = 2;
    (void)!cm_buf_add(&err->message, op->path, op->path_len);
    if (op->kind == MONTY_FS_RENAME && cm_buf_addc(&err->message, '\0') == 0 &&
        cm_buf_add(&err->message, op->path2, op->path2_len) == 0) {
        err->filename2_at = op->path_len + 1;
    }
    return -1;
}

Test(monty_run, host_error_with_two_paths)
{
    cap c;
    monty_host h;
    memset(&h, 0, sizeof h);
    cm_buf_init(&c.out, 0);
    cm_buf_init(&c.err, 0);
    h.ctx = &c;
    h.write_out = cap_write;
    h.fs = rename_fs;
    monty_state *st = monty_new(&h, NULL);
    cr_assert_not_null(st);
    const char *src = "import os\n"
                      "try:\n    os.rename('a', 'b')\nexcept FileNotFoundError as e:\n"
                      "    print(e, e.filename, e.filename2, e.args)\n"
                      "try:\n    os.stat('a')\nexcept FileNotFoundError as e:\n"
                      "    print(e, e.filename2)\n";
    cr_assert_eq(monty_run(st, src, strlen(src), "t.py", NULL), 0);
    cr_assert_str_eq(cm_buf_str(&c.out), "[Errno 2] No such file or directory: 'a' -> 'b' a b "
                                         "(2, 'No such file or directory')\n"
                                         "[Errno 2] No such file or directory: 'a' None\n");
    monty_free(st);
    done(&c);
}

// issue 12: the run-time limit binds inside C loops. The clock moves one second per
// reading, so the limit passes after a few checks whatever the machine's speed; each
// loop below ran forever in C before (only the evaluation loop read the clock).
static double fake_now;

static double
fake_clock(void *ctx, int which)
{
    (void)ctx;
    (void)which;
    fake_now += 1;
    return fake_now;
}

static int
run_timed(const char *src, cap *c, monty_outcome *oc)
{
    cm_buf_init(&c->out, 0);
    cm_buf_init(&c->err, 0);
    c->fs_calls = 0;
    monty_host h;
    memset(&h, 0, sizeof h);
    h.ctx = c;
    h.write_out = cap_write;
    h.fs = cap_fs;
    h.clock = fake_clock;
    monty_limits lim;
    monty_limits_default(&lim);
    lim.run_seconds = 5;
    monty_state *st = monty_new(&h, &lim);
    cr_assert_not_null(st);
    int status = monty_run(st, src, strlen(src), "t.py", oc);
    monty_free(st);
    return status;
}

Test(monty_run, run_seconds_binds_in_c_loops)
{
    static const char *const loops[] = {
        "import itertools\nprint(sum(itertools.count()))\n",
        "import itertools\nprint(max(itertools.repeat(1, 10**12)))\n",
        "import itertools\nprint(2 in itertools.repeat(1))\n",
        "import itertools, collections\ncollections.deque(itertools.repeat(1), maxlen=1)\n",
        "print(sum(range(10**18)))\n",
        "print(any(x < 0 for x in range(10**18)))\n",
        "print(sorted(set(range(10**18))))\n",
        "print(max(map(abs, range(10**18))))\n",
        "print(list(filter(None, iter(int, 1))))\n",
        "print(','.join(str(i) for i in range(10**18)))\n",
        "print(dict(enumerate(range(10**18))))\n",
        "try:\n    print(sum(range(10**18)))\nexcept BaseException:\n    print('caught')\n",
        NULL,
    };
    for (int i = 0; loops[i]; i++) {
        cap c;
        monty_outcome oc;
        fake_now = 0;
        int s = run_timed(loops[i], &c, &oc);
        cr_assert_eq(s, 125, "%s: status %d", loops[i], s);
        cr_assert_eq(oc, MONTY_ABORTED, "%s", loops[i]);
        cr_assert_str_eq(cm_buf_str(&c.out), "", "%s", loops[i]);
        cr_assert_str_eq(cm_buf_str(&c.err), "Python script exceeded its run time of 5 seconds\n",
                         "%s", loops[i]);
        done(&c);
    }
}
