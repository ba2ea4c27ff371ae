/* Unit tests for common/hex.c. */
#include "config.h"

#include <criterion/criterion.h>

#include "common/hex.h"

Test(cm_hex, digits_of_both_cases)
{
    cr_assert_eq(cm_hexval('0'), 0);
    cr_assert_eq(cm_hexval('9'), 9);
    cr_assert_eq(cm_hexval('a'), 10);
    cr_assert_eq(cm_hexval('f'), 15);
    cr_assert_eq(cm_hexval('A'), 10);
    cr_assert_eq(cm_hexval('F'), 15);
}

Test(cm_hex, everything_else_is_minus_one)
{
    int n = 0;
    for (int c = -128; c < 256; c++) {
        int v = cm_hexval(c);
        if (v >= 0) {
            n++;
            cr_assert_lt(v, 16, "%d gave %d", c, v);
        }
    }
    cr_assert_eq(n, 22); // 0-9, a-f, A-F
    cr_assert_eq(cm_hexval('g'), -1);
    cr_assert_eq(cm_hexval('G'), -1);
    cr_assert_eq(cm_hexval('/'), -1);
    cr_assert_eq(cm_hexval(':'), -1);
    cr_assert_eq(cm_hexval('@'), -1);
    cr_assert_eq(cm_hexval('`'), -1);
    cr_assert_eq(cm_hexval((char)0xc1), -1);
}

Test(cm_hex, issue_18_escapes_by_width)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    const uint32_t vs[] = {0, 0x1f, 0x7f, 0xff, 0x100, 0xabcd, 0xffff, 0x10000, 0x10ffff};
    for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
        cr_assert_eq(cm_buf_add_escape(&b, vs[i]), 0);
    }
    cr_assert_str_eq(cm_buf_str(&b), "\\x00\\x1f\\x7f\\xff\\u0100\\uabcd\\uffff\\U00010000"
                                     "\\U0010ffff");
    cm_buf_free(&b);
    cm_buf full;
    cm_buf_init(&full, 3); // a cap too small for one escape: the buffer's error
    cr_assert_eq(cm_buf_add_escape(&full, 0x41), -1);
    cm_buf_free(&full);
}
