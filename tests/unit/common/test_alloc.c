/* Unit tests for common/alloc.c. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdint.h>

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
