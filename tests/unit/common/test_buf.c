/* Unit tests for common/buf.c. */
#include "config.h"

#include <criterion/criterion.h>
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
