/* Unit tests: random's seed and os.urandom's cap come from the host (issue 14's two
 * leaks: random seeded from getentropy()/time(), and a 1 MiB cap written into mod_os.c). */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "common/buf.h"
#include "monty/monty.h"

typedef struct ent {
    cm_buf out, err;
    int urandom_calls;
    unsigned char fill;
} ent;

static int
ent_write(void *ctx, int fd, const char *buf, size_t n)
{
    ent *e = ctx;
    return cm_buf_add(fd == 2 ? &e->err : &e->out, buf, n);
}

static int
ent_urandom(void *ctx, void *buf, size_t n, monty_error *err)
{
    (void)err;
    ent *e = ctx;
    e->urandom_calls++;
    memset(buf, e->fill, n);
    return 0;
}

// Run src with a host whose urandom fills every byte with fill; stdout in e->out.
static int
run(ent *e, const char *src, unsigned char fill, size_t urandom_max)
{
    cm_buf_init(&e->out, 0);
    cm_buf_init(&e->err, 0);
    e->urandom_calls = 0;
    e->fill = fill;
    monty_host h;
    memset(&h, 0, sizeof h);
    h.ctx = e;
    h.write_out = ent_write;
    h.urandom = ent_urandom;
    h.urandom_max = urandom_max;
    monty_state *st = monty_new(&h, NULL);
    cr_assert_not_null(st);
    int status = monty_run(st, src, strlen(src), "t.py", NULL);
    monty_free(st);
    return status;
}

static void
done(ent *e)
{
    cm_buf_free(&e->out);
    cm_buf_free(&e->err);
}

Test(monty_host, random_is_seeded_from_the_host)
{
    const char *src = "import random\nprint(random.random(), random.Random().random())\n";
    ent a, b, c;
    cr_assert_eq(run(&a, src, 0x5a, 0), 0);
    cr_assert_eq(a.urandom_calls, 2, "one host call for the module's Random, one for Random()");
    cr_assert_eq(run(&b, src, 0x5a, 0), 0);
    cr_assert_str_eq(cm_buf_str(&a.out), cm_buf_str(&b.out),
                     "the same entropy gives the same numbers");
    cr_assert_eq(run(&c, src, 0xa5, 0), 0);
    cr_assert_str_neq(cm_buf_str(&a.out), cm_buf_str(&c.out), "other entropy, other numbers");
    done(&a);
    done(&b);
    done(&c);
}

Test(monty_host, urandom_cap_is_the_hosts)
{
    ent e;
    const char *src = "import os\n"
                      "print(len(os.urandom(3 * 1024 * 1024)))\n"
                      "try:\n"
                      "    os.urandom(4 * 1024 * 1024 + 1)\n"
                      "except ValueError as err:\n"
                      "    print(err)\n";
    cr_assert_eq(run(&e, src, 1, 4 * 1024 * 1024), 0, "%s", cm_buf_str(&e.err));
    cr_assert_str_eq(cm_buf_str(&e.out),
                     "3145728\nos.urandom: at most 4194304 bytes per call in this box\n");
    cr_assert_eq(e.urandom_calls, 1, "the refused call never reached the host");
    done(&e);
}
