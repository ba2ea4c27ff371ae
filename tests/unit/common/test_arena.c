/* Unit tests for common/arena.c. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "common/arena.h"

Test(cm_arena, allocations_are_aligned_and_distinct)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    char *p = cm_arena_alloc(&a, 3);
    char *q = cm_arena_alloc(&a, 5);
    cr_assert_not_null(p);
    cr_assert_not_null(q);
    cr_assert_neq(p, q);
    cr_assert_eq((uintptr_t)q % sizeof(void *), 0);
    cm_arena_free(&a);
}

Test(cm_arena, release_to_mark_drops_later_chunks)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    char *s = cm_arena_strndup(&a, "keep", 4);
    cm_arena_mark m = cm_arena_save(&a);
    for (int i = 0; i < 100; i++) {
        cr_assert_not_null(cm_arena_alloc(&a, 4096));
    }
    cm_arena_release(&a, m);
    cr_assert_eq(a.total, m.total);
    cr_assert_str_eq(s, "keep");
    cm_arena_free(&a);
    cr_assert_null(a.head);
}

Test(cm_arena, cap_is_enforced)
{
    cm_arena a;
    cm_arena_init(&a, 1024);
    cr_assert_not_null(cm_arena_alloc(&a, 512));
    cr_assert_null(cm_arena_alloc(&a, 1024));
    cm_arena_free(&a);
}
