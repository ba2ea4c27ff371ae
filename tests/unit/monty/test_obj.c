/* Unit tests for the shared byte-string and comparison helpers of monty/obj.c
 * (mt_memfind, mt_memcount, mt_memcmp3, mt_cmp_from3), slice clipping (mt_slice_adjust) and the
 * result-size guards (mt_size_check, mt_buf_init, mt_buf_check, mt_utf8_put_n). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "common/buf.h"
#include "monty/monty.h"
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

// A long needle that almost matches at every position: the leftward scan gives up after
// a few haystacks' worth of comparisons and finishes on reversed copies (issue 12).
// The answer must be the one a plain scan gives, wherever the match lies.
static ptrdiff_t
slow_rfind(const char *h, size_t hl, const char *n, size_t nl)
{
    for (size_t i = hl - nl + 1; i-- > 0;) {
        if (memcmp(h + i, n, nl) == 0) {
            return (ptrdiff_t)i;
        }
    }
    return -1;
}

Test(mt_obj, memfind_backward_long_needle)
{
    size_t hl = 300000, nl = 2000;
    char *h = malloc(hl);
    char *n = malloc(nl);
    memset(h, 'a', hl);
    memset(n, 'a', nl);
    n[nl - 1] = 'b';
    cr_assert_eq(mt_memfind(h, hl, n, nl, 1), -1); // no b anywhere
    size_t spots[] = {0, 1, 77, 150000, hl - nl - 1, hl - nl};
    for (size_t k = 0; k < sizeof spots / sizeof spots[0]; k++) {
        memset(h, 'a', hl);
        h[spots[k] + nl - 1] = 'b';
        cr_assert_eq(mt_memfind(h, hl, n, nl, 1), slow_rfind(h, hl, n, nl), "match at %zu",
                     spots[k]);
        cr_assert_eq(mt_memfind(h, hl, n, nl, 1), (ptrdiff_t)spots[k]);
    }
    // two matches: the later one wins
    memset(h, 'a', hl);
    h[10 + nl - 1] = 'b';
    h[5000 + nl - 1] = 'b';
    cr_assert_eq(mt_memfind(h, hl, n, nl, 1), 5000);
    free(h);
    free(n);
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

// issue 12: a fill is one reservation; past the buffer's cap it fails at once and marks
// the buffer, never leaving a short run behind.
Test(mt_obj, utf8_put_n)
{
    cm_buf b;
    cm_buf_init_sticky(&b, 64);
    cr_assert_eq(mt_utf8_put_n(&b, 'z', 3), 0);
    cr_assert_eq(mt_utf8_put_n(&b, 0xe9, 2), 0);    // é, 2 bytes each
    cr_assert_eq(mt_utf8_put_n(&b, 0x1f600, 3), 0); // 4 bytes each
    cr_assert_eq(mt_utf8_put_n(&b, 0x20ac, 0), 0);  // nothing
    cr_assert_str_eq(cm_buf_str(&b),
                     "zzz\xc3\xa9\xc3\xa9\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80");
    cr_assert_eq(mt_utf8_put_n(&b, 0x20ac, 20), -1); // 60 more bytes: past 64
    cr_assert_eq(b.failed, 1);
    cr_assert_eq(b.len, 0);
    cr_assert_eq(mt_utf8_put_n(&b, 'a', 1), -1); // sticky
    cm_buf_reset(&b);
    cr_assert_eq(mt_utf8_put_n(&b, 0xe9, SIZE_MAX / 2 + 1), -1); // the size overflows
    cr_assert_eq(b.failed, 1);
    cm_buf_free(&b);
}

// issue 12: a result over one allocation raises the uncatchable MemoryError before any
// work, and a buffer that refused an append turns into that error, never a short result.
Test(mt_obj, size_check_and_buf_check)
{
    monty_limits lim;
    monty_limits_default(&lim);
    lim.max_alloc = 1000;
    mt_state *st = monty_new(NULL, &lim);
    cr_assert_not_null(st);
    cr_assert_eq(mt_size_check(st, 1000), 0);
    cr_assert_null(st->exc);
    cr_assert_eq(mt_size_check(st, 1001), -1);
    cr_assert(mt_exc_matches(st, MT_EXC(MemoryError)) == 0, "uncatchable: no C caller matches it");
    cr_assert_not_null(st->exc);
    cr_assert_eq(((mt_exc *)st->exc)->fatal, 1);
    mt_exc_clear(st);
    cm_buf b;
    mt_buf_init(st, &b);
    cr_assert_eq(b.max, 1000);
    cr_assert_eq(mt_utf8_put_n(&b, 'x', 900), 0);
    cr_assert_eq(mt_buf_check(st, &b), 0);
    (void)!cm_buf_fill(&b, 'y', 200);
    (void)!cm_buf_adds(&b, "more");
    cr_assert_null(mt_str_from_buf(st, &b));
    cr_assert_not_null(st->exc);
    cr_assert_eq(((mt_exc *)st->exc)->fatal, 1);
    cr_assert_null(b.data);
    mt_exc_clear(st);
    monty_free(st);
}
