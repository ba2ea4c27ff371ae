/* Loading a library at its first use: a function pointer from dlsym without the cast
 * that ISO C leaves undefined. */
#ifndef COMMON_DL_H
#define COMMON_DL_H

#include "common/attr.h"

/* Store the address of name in lib into *slot, which is a pointer of any kind (a
 * function pointer, or a pointer to a variable). Returns 0, or -1 when name is missing
 * (*slot unchanged). */
CM_MUST_CHECK int cm_dl_sym(void *lib, const char *name, void *slot);

#endif
