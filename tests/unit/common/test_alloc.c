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

#ifdef __GLIBC__

// [box] memory_bytes (issue 12): the live blocks are counted, a request past the limit
// fails and is noted, and freeing makes room again.
Test(cm_alloc, issue12_heap_limit_refuses_past_it)
{
    size_t base = cm_alloc_live();
    cm_alloc_clear_refused();
    cm_alloc_set_limit(base + (1u << 20));
    void *a = cm_alloc(512u << 10);
    cr_assert_not_null(a);
    cr_assert_geq(cm_alloc_live(), base + (512u << 10));
    cr_assert_null(cm_alloc(768u << 10), "past the limit");
    cr_assert(cm_alloc_refused());
    cr_assert_null(cm_calloc(768u << 10, 1));
    cr_assert_null(cm_realloc(a, 1536u << 10), "a growth past the limit");
    cr_assert_null(cm_realloc(NULL, 768u << 10));
    cm_alloc_clear_refused();
    cr_assert_not(cm_alloc_refused());
    void *b = cm_realloc(a, 256u << 10); // shrinking is always allowed
    cr_assert_not_null(b);
    cm_free(b);
    void *c = cm_alloc(768u << 10); // room again once freed
    cr_assert_not_null(c);
    cm_free(c);
    cr_assert_leq(cm_alloc_live(), base + 4096);
    cm_alloc_set_limit(0);
    cr_assert_not(cm_alloc_refused());
}

// A library's own block (GMP's) is counted and never refused; a pass is noted.
Test(cm_alloc, issue12_heap_limit_notes_a_library_block)
{
    size_t base = cm_alloc_live();
    cm_alloc_clear_refused();
    cm_alloc_set_limit(base + (64u << 10));
    void *p = cm_lib_alloc(128u << 10);
    cr_assert_not_null(p);
    cr_assert_geq(cm_alloc_live(), base + (128u << 10));
    cr_assert(cm_alloc_refused());
    p = cm_lib_realloc(p, 256u << 10);
    cr_assert_not_null(p);
    cr_assert_geq(cm_alloc_live(), base + (256u << 10));
    cm_lib_free(p);
    cr_assert_leq(cm_alloc_live(), base + 4096);
    cm_alloc_set_limit(0);
    cm_alloc_clear_refused();
}

// The callback pair handed to PCRE2 allocates from the same budget: counted, and refused
// past the limit.
Test(cm_alloc, issue12_heap_limit_binds_the_callback_pair)
{
    size_t base = cm_alloc_live();
    cm_alloc_clear_refused();
    cm_alloc_set_limit(base + (1u << 20));
    void *p = cm_alloc_ud(512u << 10, NULL);
    cr_assert_not_null(p);
    cr_assert_geq(cm_alloc_live(), base + (512u << 10));
    cr_assert_null(cm_alloc_ud(768u << 10, NULL), "past the limit");
    cr_assert(cm_alloc_refused());
    cm_free_ud(p, NULL);
    cr_assert_leq(cm_alloc_live(), base + 4096);
    cm_alloc_set_limit(0);
    cm_alloc_clear_refused();
}

// Small blocks are counted; the release build's cache keeps freed ones (still the
// process's memory, so still counted) and hands them out again without growing the count.
Test(cm_alloc, issue12_heap_limit_counts_small_blocks)
{
    size_t base = cm_alloc_live();
    void *v[1000];
    for (int i = 0; i < 1000; i++) {
        v[i] = cm_alloc(40);
        cr_assert_not_null(v[i]);
    }
    size_t peak = cm_alloc_live();
    cr_assert_geq(peak, base + 40000);
    for (int i = 0; i < 1000; i++) {
        cm_free(v[i]);
    }
    cr_assert_leq(cm_alloc_live(), peak);
    for (int i = 0; i < 1000; i++) {
        v[i] = cm_alloc(40);
        cr_assert_not_null(v[i]);
    }
    cr_assert_leq(cm_alloc_live(), peak + 4096);
    for (int i = 0; i < 1000; i++) {
        cm_free(v[i]);
    }
}
#endif
