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

/* The heap budget ([box] memory_bytes; glibc only, else these are no-ops that report 0).
 * Every live block from the functions above is counted at its usable size, and in release
 * builds the small-block allocator's pools from the first use of each until its arena is
 * given back (a freed small block stays counted until then). With a limit
 * set (0: none), a request that would take the count past it fails (NULL), and the
 * refusal is noted until cm_alloc_clear_refused, so that an embedder can tell a run out
 * of its budget from a failed request. */
void cm_alloc_set_limit(size_t max_live);
size_t cm_alloc_limit(void);
size_t cm_alloc_live(void);
int cm_alloc_refused(void);
void cm_alloc_clear_refused(void);

/* Memory the process maps itself outside malloc for the box's work (a thread's stack):
 * n bytes counted as a block is, and refused past the limit as a block is (-1, the
 * refusal noted); cm_alloc_uncharge(n) gives them back. */
CM_MUST_CHECK int cm_alloc_charge(size_t n);
void cm_alloc_uncharge(size_t n);

/* For a library that cannot take a failed allocation (GMP): blocks counted like the
 * others but never refused for the limit (a pass of it is noted); NULL only when memory
 * is out. A block from these goes back through cm_lib_realloc or cm_lib_free only. */
CM_MUST_CHECK void *cm_lib_alloc(size_t n);
CM_MUST_CHECK void *cm_lib_realloc(void *p, size_t n);
void cm_lib_free(void *p);

/* cm_alloc and cm_free in the shape of callbacks that take a user-data pointer (ignored),
 * as PCRE2's general context does: a library given these allocates from the budget. */
CM_MUST_CHECK void *cm_alloc_ud(size_t n, void *data);
void cm_free_ud(void *p, void *data);

/* Debug builds: the number of allocation calls so far, and a way for tests to arm
 * the failure injector (fail the nth call from now; 0 disarms). No-ops in release. */
size_t cm_alloc_count(void);
void cm_alloc_fail_after(size_t nth);

#endif
