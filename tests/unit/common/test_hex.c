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
