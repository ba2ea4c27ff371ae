/* Bump arenas for short-lived data (tokens, ASTs, one shell command), dropped in one call. */
#ifndef COMMON_ARENA_H
#define COMMON_ARENA_H

#include <stddef.h>

#include "common/attr.h"

typedef struct cm_arena_chunk cm_arena_chunk;

typedef struct cm_arena {
    cm_arena_chunk *head; // newest chunk first
    size_t used;          // bytes used in head
    size_t total;         // bytes handed out over all chunks
    size_t max;           // cap on total (0: unlimited)
} cm_arena;

/* A position in an arena; releasing to it frees everything allocated after it. */
typedef struct cm_arena_mark {
    cm_arena_chunk *head;
    size_t used;
    size_t total;
} cm_arena_mark;

/* Prepare an empty arena that may hand out at most max bytes (0: no cap). */
void cm_arena_init(cm_arena *a, size_t max);

/* Return n bytes aligned for any type, owned by the arena; NULL when out of memory
 * or past the cap. The block lives until cm_arena_release or cm_arena_free. */
CM_MUST_CHECK void *cm_arena_alloc(cm_arena *a, size_t n);

/* Zero-filled cm_arena_alloc. */
CM_MUST_CHECK void *cm_arena_calloc(cm_arena *a, size_t n);

/* Copy n bytes of s into the arena and NUL-terminate; NULL on failure. */
CM_MUST_CHECK char *cm_arena_strndup(cm_arena *a, const char *s, size_t n);

cm_arena_mark cm_arena_save(const cm_arena *a);
void cm_arena_release(cm_arena *a, cm_arena_mark m);

/* Free every chunk; the arena is empty and reusable afterwards. */
void cm_arena_free(cm_arena *a);

#endif
