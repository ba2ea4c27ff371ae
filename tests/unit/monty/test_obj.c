/* Unit tests for the shared byte-string and comparison helpers of monty/obj.c
 * (mt_memfind, mt_memcount, mt_memcmp3, mt_cmp_from3) and of slice clipping (mt_slice_adjust). */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "monty/obj.h"

static ptrdiff_t
find(const char *h, const char *n, int right)
{
    return mt_memfind(h, strlen(h), n, strlen(n), right);
}

Test(mt_obj, memfind_forward)
{
    cr_assert_eq(find("abcabc", "c", 0), 2);
    cr_assert_eq(find("abcabc", "bc", 0), 1);
    cr_assert_eq(find("abcabc", "abcabc", 0), 0);
    cr_assert_eq(find("abcabc", "abcabcd", 0), -1);
    cr_assert_eq(find("abcabc", "x", 0), -1);
    cr_assert_eq(find("abc", "", 0), 0);
    cr_assert_eq(find("", "", 0), 0);
    cr_assert_eq(find("", "a", 0), -1);
}

Test(mt_obj, memfind_backward)
{
    cr_assert_eq(find("abcabc", "c", 1), 5);
    cr_assert_eq(find("abcabc", "ab", 1), 3);
    cr_assert_eq(find("abcabc", "abcabc", 1), 0);
    cr_assert_eq(find("abcabc", "x", 1), -1);
    cr_assert_eq(find("abc", "", 1), 3);
    cr_assert_eq(find("", "", 1), 0);
    // the first byte recurs: candidates that fail must not hide an earlier match
    cr_assert_eq(find("aab", "ab", 1), 1);
    cr_assert_eq(find("abaaa", "ab", 1), 0);
    cr_assert_eq(find("aaaa", "aa", 1), 2);
    cr_assert_eq(find("xaxbxaxbx", "xa", 1), 4);
    // a match may not run past the end
    cr_assert_eq(find("abca", "ab", 1), 0);
    // NUL bytes are ordinary bytes
    cr_assert_eq(mt_memfind("a\0b\0b", 5, "\0b", 2, 1), 3);
    cr_assert_eq(mt_memfind("a\0b\0b", 5, "\0b", 2, 0), 1);
}

Test(mt_obj, memcount)
{
    cr_assert_eq(mt_memcount("aaaa", 4, "aa", 2), 2);
    cr_assert_eq(mt_memcount("aaaaa", 5, "aa", 2), 2);
    cr_assert_eq(mt_memcount("abcabcab", 8, "ab", 2), 3);
    cr_assert_eq(mt_memcount("abc", 3, "x", 1), 0);
    cr_assert_eq(mt_memcount("ab", 2, "abc", 3), 0);
    cr_assert_eq(mt_memcount("abc", 3, "", 0), 4);
    cr_assert_eq(mt_memcount("", 0, "", 0), 1);
}

Test(mt_obj, memcmp3)
{
    cr_assert_eq(mt_memcmp3("ab", 2, "ab", 2), 0);
    cr_assert_lt(mt_memcmp3("a", 1, "ab", 2), 0);
    cr_assert_gt(mt_memcmp3("ab", 2, "a", 1), 0);
    cr_assert_lt(mt_memcmp3("abc", 3, "abd", 3), 0);
    cr_assert_gt(mt_memcmp3("\xc3\xa9", 2, "z", 1), 0);
    cr_assert_eq(mt_memcmp3(NULL, 0, NULL, 0), 0);
    cr_assert_lt(mt_memcmp3(NULL, 0, "a", 1), 0);
}

Test(mt_obj, cmp_from3)
{
    static const int ops[] = {MT_CMP_LT, MT_CMP_LE, MT_CMP_EQ, MT_CMP_NE, MT_CMP_GT, MT_CMP_GE};
    static const int want[3][6] = {
        {1, 1, 0, 1, 0, 0}, // c < 0
        {0, 1, 1, 0, 0, 1}, // c == 0
        {0, 0, 0, 1, 1, 1}, // c > 0
    };
    for (int c = -1; c <= 1; c++) {
        for (int k = 0; k < 6; k++) {
            mt_obj *r = mt_cmp_from3(c * 7, ops[k]);
            cr_assert_eq(r, want[c + 1][k] ? MT_TRUE : MT_FALSE, "c=%d op=%d", c, ops[k]);
        }
    }
}

// mt_slice_adjust clips unpacked bounds (None as INT64_MIN/INT64_MAX) against a length that
// may have changed since the slice was unpacked; the count must never reach past len.
static int64_t
adjust(int64_t len, int64_t start, int64_t stop, int64_t step, int64_t *s, int64_t *e)
{
    *s = start;
    *e = stop;
    return mt_slice_adjust(len, s, e, step);
}

Test(mt_obj, slice_adjust_forward)
{
    int64_t s, e;
    cr_assert_eq(adjust(10, 0, INT64_MAX, 1, &s, &e), 10); // [:]
    cr_assert_eq(s, 0);
    cr_assert_eq(e, 10);
    cr_assert_eq(adjust(10, 2, 5, 1, &s, &e), 3);
    cr_assert_eq(adjust(10, -3, INT64_MAX, 1, &s, &e), 3); // [-3:]
    cr_assert_eq(s, 7);
    cr_assert_eq(adjust(10, -30, 30, 1, &s, &e), 10);
    cr_assert_eq(adjust(10, 0, INT64_MAX, 3, &s, &e), 4); // [::3]
    cr_assert_eq(adjust(10, 8, 2, 1, &s, &e), 0);
    // a list emptied after unpacking [2:15]: nothing left to read
    cr_assert_eq(adjust(0, 2, 15, 1, &s, &e), 0);
    cr_assert_eq(s, 0);
    cr_assert_eq(e, 0);
    cr_assert_eq(adjust(0, INT64_MIN, INT64_MAX, 1, &s, &e), 0);
}

Test(mt_obj, slice_adjust_backward)
{
    int64_t s, e;
    cr_assert_eq(adjust(10, INT64_MAX, INT64_MIN, -1, &s, &e), 10); // [::-1]
    cr_assert_eq(s, 9);
    cr_assert_eq(e, -1);
    cr_assert_eq(adjust(10, 19, 0, -1, &s, &e), 9); // [19:0:-1]
    cr_assert_eq(s, 9);
    cr_assert_eq(adjust(10, -1, -11, -2, &s, &e), 5);
    cr_assert_eq(adjust(10, 2, 8, -1, &s, &e), 0);
    // emptied after unpacking [19:0:-1]
    cr_assert_eq(adjust(0, 19, 0, -1, &s, &e), 0);
    cr_assert_eq(adjust(1, INT64_MAX, INT64_MIN, -1, &s, &e), 1);
    cr_assert_eq(s, 0);
}
