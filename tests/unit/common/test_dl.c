/* Unit tests for common/dl.c. */
#include <criterion/criterion.h>
#include <dlfcn.h>
#include <string.h>

#include "common/dl.h"

Test(cm_dl, finds_a_function_and_leaves_the_slot_alone_when_missing)
{
    void *lib = dlopen("libc.so.6", RTLD_NOW | RTLD_LOCAL);
    cr_assert_not_null(lib);
    size_t (*len)(const char *) = NULL;
    cr_assert_eq(cm_dl_sym(lib, "strlen", &len), 0);
    cr_assert_not_null(len);
    cr_assert_eq(len("four"), 4);
    int (*missing)(void) = NULL;
    cr_assert_eq(cm_dl_sym(lib, "no_such_function_in_libc", &missing), -1);
    cr_assert_null(missing);
    dlclose(lib);
}
