/* The single allocator, with allocation-failure injection in debug builds. */
#include "config.h"

#include "common/alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GLIBC__)
#include <malloc.h>
#define CM_ACCOUNT 1
#endif

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

/* The process's heap budget ([box] memory_bytes): the bytes of every block malloc gave
 * and free has not taken back (so the small-block cache below too), as
 * malloc_usable_size reports them, are counted, and a request that would take the count
 * past the limit fails as if memory had run out; a block from the cache is always given. One count
 * for the process: the MCP reader thread allocates too, so the count is read and written with
 * relaxed atomics (a lost update between two threads skews it by one block; the limit is a bound on
 * a runaway, not an exact figure). */
static size_t live;
static size_t limit; // 0: none
static int refused;  // a request was refused for the limit since cm_alloc_clear_refused

#ifdef CM_ACCOUNT
static inline size_t
load_live(void)
{
    return __atomic_load_n(&live, __ATOMIC_RELAXED);
}

static inline void
add_live(size_t n)
{
    __atomic_store_n(&live, load_live() + n, __ATOMIC_RELAXED);
}

static inline void
sub_live_block(size_t n)
{
    size_t v = load_live();
    __atomic_store_n(&live, v > n ? v - n : 0, __ATOMIC_RELAXED);
}

// 0 when a new block of n bytes stays within the limit; else -1, noting the refusal
static inline int
over_limit(size_t n)
{
    size_t cap = __atomic_load_n(&limit, __ATOMIC_RELAXED);
    if (cap && (n > cap || load_live() > cap - n)) {
        __atomic_store_n(&refused, 1, __ATOMIC_RELAXED);
        return -1;
    }
    return 0;
}

static inline void *
counted(void *p)
{
    if (p) {
        add_live(malloc_usable_size(p));
    }
    return p;
}
#else
static inline void
add_live(size_t n)
{
    (void)n;
}

static inline void
sub_live_block(size_t n)
{
    (void)n;
}

static inline int
over_limit(size_t n)
{
    (void)n;
    return 0;
}

static inline void *
counted(void *p)
{
    return p;
}
#endif

// The usable bytes of a block malloc gave (0 where they are not counted).
static inline size_t
usable(void *p)
{
#ifdef CM_ACCOUNT
    return p ? malloc_usable_size(p) : 0;
#else
    (void)p;
    return 0;
#endif
}

// realloc, counted: the old block's old bytes leave the count and the new block's join it.
// past the limit: NULL when refuse is set, else only noted (a library's block).
static void *
realloc_counted(void *p, size_t old, size_t n, int refuse)
{
    if (n > old && over_limit(n - old) && refuse) {
        return NULL;
    }
    void *q = realloc(p, n ? n : 1);
    if (q) {
        sub_live_block(old);
        (void)counted(q);
    }
    return q;
}

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
        return p; // counted while it was cached: the cache's blocks are the process's
    }
#endif
    return over_limit(n) ? NULL : counted(malloc(n ? n : 1));
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
    return over_limit(n * size) ? NULL : counted(calloc(n ? n : 1, size ? size : 1));
}

void *
cm_realloc(void *p, size_t n)
{
    if (should_fail()) {
        return NULL;
    }
    size_t old = usable(p);
#ifdef CM_POOL
    // a first allocation comes from the cache as cm_alloc's does (a cm_buf's first
    // reserve is a realloc of NULL); a block already large enough is kept
    if (!p) {
        void *q = pool_take(n);
        if (q) {
            return q;
        }
    } else if (n && old >= n) {
        return p;
    }
#endif
    return realloc_counted(p, old, n, 1);
}

void
cm_free(void *p)
{
    if (!p) {
        return;
    }
    size_t u = usable(p);
#ifdef CM_POOL
    size_t k = u >= 24 ? (u - 8) / 16 : 0;
    if (k >= 1 && k < POOL_CLASSES && pool.bytes + 16 * k + 8 <= POOL_MAX_BYTES) {
        pool_block *b = p;
        b->next = pool.head[k];
        pool.head[k] = b;
        pool.bytes += 16 * k + 8;
        return; // still counted: cached, it is the process's
    }
#endif
    sub_live_block(u);
    free(p);
}

void
cm_alloc_set_limit(size_t max_live)
{
    __atomic_store_n(&limit, max_live, __ATOMIC_RELAXED);
}

size_t
cm_alloc_limit(void)
{
    return __atomic_load_n(&limit, __ATOMIC_RELAXED);
}

size_t
cm_alloc_live(void)
{
    return __atomic_load_n(&live, __ATOMIC_RELAXED);
}

int
cm_alloc_refused(void)
{
    return __atomic_load_n(&refused, __ATOMIC_RELAXED);
}

void
cm_alloc_clear_refused(void)
{
    __atomic_store_n(&refused, 0, __ATOMIC_RELAXED);
}

void *
cm_lib_alloc(size_t n)
{
    // a library that cannot take a failure: never refused for the limit, but a pass of
    // it is noted for the embedder's next check
    (void)over_limit(n);
    return counted(malloc(n ? n : 1));
}

void *
cm_lib_realloc(void *p, size_t n)
{
    return realloc_counted(p, usable(p), n, 0);
}

void
cm_lib_free(void *p)
{
    sub_live_block(usable(p));
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

/* cm_alloc_ud: see common/alloc.h. */
void *
cm_alloc_ud(size_t n, void *data)
{
    (void)data;
    return cm_alloc(n);
}

/* cm_free_ud: see common/alloc.h. */
void
cm_free_ud(void *p, void *data)
{
    (void)data;
    cm_free(p);
}
