/* Unit tests for common/alloc.c. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "common/alloc.h"

Test(cm_alloc, strdup_copies)
{
    char *s = cm_strdup("notes.txt");
    cr_assert_str_eq(s, "notes.txt");
    cm_free(s);
    char *t = cm_strndup("notes.txt", 5);
    cr_assert_str_eq(t, "notes");
    cm_free(t);
}

Test(cm_alloc, calloc_overflow_is_refused)
{
    cr_assert_null(cm_calloc(SIZE_MAX / 2, 4));
}

#ifdef CM_DEBUG
Test(cm_alloc, injected_failure_hits_the_nth_call)
{
    cm_alloc_fail_after(2);
    void *a = cm_alloc(8);
    void *b = cm_alloc(8);
    void *c = cm_alloc(8);
    cm_alloc_fail_after(0);
    cr_assert_not_null(a);
    cr_assert_null(b);
    cr_assert_not_null(c);
    cm_free(a);
    cm_free(c);
}
#endif

/* Issue 14/18: release builds keep freed small blocks for reuse (common/alloc.c, the pool).
 * What a caller can see must not change: calloc is zeroed even over a reused dirty block,
 * realloc keeps the bytes, and every size round-trips. */
Test(cm_alloc, issue18_pool_calloc_is_zeroed_after_reuse)
{
    for (size_t n = 1; n <= 600; n += 7) {
        unsigned char *p = cm_alloc(n);
        cr_assert_not_null(p);
        memset(p, 0xa5, n);
        cm_free(p);
        unsigned char *z = cm_calloc(1, n);
        cr_assert_not_null(z);
        for (size_t i = 0; i < n; i++) {
            cr_assert_eq(z[i], 0, "byte %zu of a %zu-byte calloc", i, n);
        }
        cm_free(z);
    }
}

Test(cm_alloc, issue18_pool_blocks_hold_their_size)
{
    enum { N = 2000 };
    static unsigned char *blocks[N];
    for (int round = 0; round < 3; round++) {
        for (size_t i = 0; i < N; i++) {
            size_t n = 1 + (i * 37) % 520;
            blocks[i] = cm_alloc(n);
            cr_assert_not_null(blocks[i]);
            memset(blocks[i], (int)(i & 0xff), n); // a block shorter than n would be overrun
        }
        for (size_t i = 0; i < N; i++) {
            size_t n = 1 + (i * 37) % 520;
            for (size_t j = 0; j < n; j++) {
                cr_assert_eq(blocks[i][j], (unsigned char)(i & 0xff));
            }
            if (i % 2) {
                unsigned char *r = cm_realloc(blocks[i], n + 100);
                cr_assert_not_null(r);
                for (size_t j = 0; j < n; j++) {
                    cr_assert_eq(r[j], (unsigned char)(i & 0xff));
                }
                blocks[i] = r;
            }
        }
        for (size_t i = 0; i < N; i++) {
            cm_free(blocks[i]);
        }
    }
}
