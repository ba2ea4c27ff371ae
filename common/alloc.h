/* The single allocator: every heap byte in the project comes through here. */
#ifndef COMMON_ALLOC_H
#define COMMON_ALLOC_H

#include <stddef.h>

#include "common/attr.h"

/* Return a new block of n bytes (n == 0 is treated as 1), or NULL when memory is
 * exhausted or, in a debug build, when CM_FAIL_ALLOC=N names this call. The caller
 * owns the block and releases it with cm_free. */
CM_MUST_CHECK void *cm_alloc(size_t n);

/* Like cm_alloc, but the block is zero-filled; NULL also when n * size overflows. */
CM_MUST_CHECK void *cm_calloc(size_t n, size_t size);

/* Resize p (which may be NULL) to n bytes. On failure returns NULL and p is left
 * untouched and still owned by the caller. */
CM_MUST_CHECK void *cm_realloc(void *p, size_t n);

/* Release a block from cm_alloc/cm_calloc/cm_realloc/cm_strdup; NULL is ignored. */
void cm_free(void *p);

/* Return a new NUL-terminated copy of s (or of its first n bytes for cm_strndup),
 * owned by the caller, or NULL on failure. */
CM_MUST_CHECK char *cm_strdup(const char *s);
CM_MUST_CHECK char *cm_strndup(const char *s, size_t n);

/* Debug builds: the number of allocation calls so far, and a way for tests to arm
 * the failure injector (fail the nth call from now; 0 disarms). No-ops in release. */
size_t cm_alloc_count(void);
void cm_alloc_fail_after(size_t nth);

#endif
