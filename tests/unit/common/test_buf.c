/* Unit tests for common/buf.c. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "common/alloc.h"
#include "common/buf.h"

Test(cm_buf, empty_is_empty_string)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_str_eq(cm_buf_str(&b), "");
    cr_assert_eq(b.len, 0);
    cm_buf_free(&b);
}

Test(cm_buf, appends_and_formats)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_buf_adds(&b, "wrote "), 0);
    cr_assert_eq(cm_buf_printf(&b, "%d", 18), 0);
    cr_assert_eq(cm_buf_addc(&b, '!'), 0);
    cr_assert_str_eq(cm_buf_str(&b), "wrote 18!");
    cr_assert_eq(b.len, 9);
    cm_buf_free(&b);
}

Test(cm_buf, cap_refuses_and_frees)
{
    cm_buf b;
    cm_buf_init(&b, 8);
    cr_assert_eq(cm_buf_adds(&b, "12345678"), 0);
    cr_assert_eq(cm_buf_addc(&b, 'x'), -1);
    cr_assert_eq(b.len, 0);
    cr_assert_null(b.data);
    cr_assert_eq(cm_buf_adds(&b, "ok"), 0);
    cr_assert_str_eq(cm_buf_str(&b), "ok");
    cm_buf_free(&b);
}

Test(cm_buf, grows_past_first_chunk)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    for (int i = 0; i < 1000; i++) {
        cr_assert_eq(cm_buf_adds(&b, "abcdefghij"), 0);
    }
    cr_assert_eq(b.len, 10000);
    cr_assert_eq(memcmp(b.data + 9990, "abcdefghij", 10), 0);
    char *p = cm_buf_take(&b);
    cr_assert_not_null(p);
    cr_assert_eq(strlen(p), 10000);
    cr_assert_null(b.data);
    cm_free(p);
}

// issue 12: a failure is recorded, so a result built from the buffer is never handed on
// short; a sticky buffer refuses every later append until it is reset.
Test(cm_buf, failure_is_recorded)
{
    cm_buf b;
    cm_buf_init(&b, 8);
    cr_assert_eq(b.failed, 0);
    cr_assert_eq(cm_buf_adds(&b, "123456789"), -1);
    cr_assert_eq(b.failed, 1);
    cr_assert_eq(cm_buf_adds(&b, "ok"), 0); // not sticky: starts over, still marked
    cr_assert_eq(b.failed, 1);
    cm_buf_reset(&b);
    cr_assert_eq(b.failed, 0);
    cm_buf_free(&b);
}

Test(cm_buf, sticky_refuses_after_failure)
{
    cm_buf b;
    cm_buf_init_sticky(&b, 8);
    cr_assert_eq(cm_buf_adds(&b, "1234"), 0);
    cr_assert_eq(cm_buf_fill(&b, 'x', 5), -1);
    cr_assert_eq(b.failed, 1);
    cr_assert_null(b.data);
    cr_assert_eq(cm_buf_addc(&b, 'a'), -1);
    cr_assert_eq(cm_buf_printf(&b, "%d", 1), -1);
    cr_assert_eq(b.len, 0);
    cm_buf_reset(&b);
    cr_assert_eq(cm_buf_adds(&b, "again"), 0);
    cr_assert_str_eq(cm_buf_str(&b), "again");
    cm_buf_fail(&b);
    cr_assert_eq(b.failed, 1);
    cr_assert_eq(cm_buf_adds(&b, "x"), -1);
    cm_buf_free(&b);
    cr_assert_eq(b.failed, 0);
    cr_assert_eq(cm_buf_adds(&b, "x"), 0);
    cm_buf_free(&b);
}

Test(cm_buf, fill)
{
    cm_buf b;
    cm_buf_init(&b, 16);
    cr_assert_eq(cm_buf_adds(&b, "ab"), 0);
    cr_assert_eq(cm_buf_fill(&b, '-', 5), 0);
    cr_assert_eq(cm_buf_fill(&b, '+', 0), 0);
    cr_assert_str_eq(cm_buf_str(&b), "ab-----");
    cr_assert_eq(cm_buf_fill(&b, '-', 10), -1); // 17 bytes: over the cap, refused whole
    cr_assert_eq(b.len, 0);
    cr_assert_eq(cm_buf_fill(&b, '-', SIZE_MAX), -1);
    cm_buf_free(&b);
}
