/* The single allocator, with allocation-failure injection in debug builds. */
#include "config.h"

#include "common/alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef CM_DEBUG
static size_t calls;
static size_t fail_at; // 0: never fail
static int env_read;

static int
should_fail(void)
{
    if (!env_read) {
        const char *v = getenv("CM_FAIL_ALLOC");
        env_read = 1;
        if (v && *v) {
            fail_at = (size_t)strtoull(v, NULL, 10);
        }
    }
    calls++;
    return fail_at != 0 && calls == fail_at;
}
#else
static int
should_fail(void)
{
    return 0;
}
#endif

/* A cache of freed small blocks in front of malloc, per thread (release builds on glibc).
 * An interpreter frees thousands of small objects at the end of a script and the next one
 * allocates them again; glibc's tcache holds seven blocks a size, so the rest went through
 * its bins (a third of `import datetime` was malloc and free). Blocks stay malloc's own: a
 * cached block is one malloc returned, kept on a list by the size malloc_usable_size
 * reports, so realloc and free treat it as any other; class k holds blocks with at least
 * 16 k + 8 usable bytes (glibc's sizes are 16 k + 8), for requests up to 504 bytes. At most
 * POOL_MAX_BYTES are kept per thread. Debug and sanitizer builds call malloc and free
 * directly, so that ASan sees every use after free. */
#if !defined(CM_DEBUG) && !defined(__SANITIZE_ADDRESS__) && defined(__GLIBC__)
#define CM_POOL 1
#include <malloc.h>

enum { POOL_CLASSES = 32, POOL_MAX_BYTES = 4 << 20 };

typedef struct pool_block {
    struct pool_block *next;
} pool_block;

static __thread struct {
    pool_block *head[POOL_CLASSES];
    size_t bytes;
} pool;

// The class a request of n bytes takes blocks from (POOL_CLASSES or more: not pooled).
static inline size_t
pool_class_for(size_t n)
{
    return n <= 24 ? 1 : (n + 7) / 16;
}

static inline void *
pool_take(size_t n)
{
    size_t k = pool_class_for(n);
    if (k < POOL_CLASSES && pool.head[k]) {
        pool_block *b = pool.head[k];
        pool.head[k] = b->next;
        pool.bytes -= 16 * k + 8;
        return b;
    }
    return NULL;
}
#endif

void *
cm_alloc(size_t n)
{
    if (should_fail()) {
        return NULL;
    }
#ifdef CM_POOL
    void *p = pool_take(n);
    if (p) {
        return p;
    }
#endif
    return malloc(n ? n : 1);
}

void *
cm_calloc(size_t n, size_t size)
{
    if (size != 0 && n > SIZE_MAX / size) {
        return NULL;
    }
    if (should_fail()) {
        return NULL;
    }
#ifdef CM_POOL
    void *p = pool_take(n * size);
    if (p) {
        return memset(p, 0, n * size);
    }
#endif
    return calloc(n ? n : 1, size ? size : 1);
}

void *
cm_realloc(void *p, size_t n)
{
    if (should_fail()) {
        return NULL;
    }
#ifdef CM_POOL
    // a first allocation comes from the cache as cm_alloc's does (a cm_buf's first
    // reserve is a realloc of NULL); a block already large enough is kept
    if (!p) {
        void *q = pool_take(n);
        if (q) {
            return q;
        }
    } else if (n && malloc_usable_size(p) >= n) {
        return p;
    }
#endif
    return realloc(p, n ? n : 1);
}

void
cm_free(void *p)
{
#ifdef CM_POOL
    if (p) {
        size_t u = malloc_usable_size(p);
        size_t k = u >= 24 ? (u - 8) / 16 : 0;
        if (k >= 1 && k < POOL_CLASSES && pool.bytes + 16 * k + 8 <= POOL_MAX_BYTES) {
            pool_block *b = p;
            b->next = pool.head[k];
            pool.head[k] = b;
            pool.bytes += 16 * k + 8;
            return;
        }
    }
#endif
    free(p);
}

char *
cm_strndup(const char *s, size_t n)
{
    char *d = cm_alloc(n + 1);
    if (!d) {
        return NULL;
    }
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

char *
cm_strdup(const char *s)
{
    return cm_strndup(s, strlen(s));
}

size_t
cm_alloc_count(void)
{
#ifdef CM_DEBUG
    return calls;
#else
    return 0;
#endif
}

void
cm_alloc_fail_after(size_t nth)
{
#ifdef CM_DEBUG
    env_read = 1;
    fail_at = nth ? calls + nth : 0;
#else
    (void)nth;
#endif
}
