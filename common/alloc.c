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

// the small-block allocator below: release builds on glibc 2.32 or later
#if !defined(CM_DEBUG) && !defined(__SANITIZE_ADDRESS__) && defined(__GLIBC__) &&                  \
    (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 32)
#define CM_POOL 1
#include <pthread.h>
#include <sys/mman.h>
#include <sys/single_threaded.h>
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

static int drop_kept_arenas(void);

// 1 when a new block of n bytes would take the count past the limit
static inline int
past_limit(size_t n)
{
    size_t cap = __atomic_load_n(&limit, __ATOMIC_RELAXED);
    return cap && (n > cap || load_live() > cap - n);
}

// 0 when a new block of n bytes stays within the limit (after giving back the empty
// arenas the small-block allocator keeps, if need be); else -1, noting the refusal
static inline int
over_limit(size_t n)
{
    if (CM_UNLIKELY(past_limit(n)) && (!drop_kept_arenas() || past_limit(n))) {
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

/* The small-block allocator (release builds on glibc), after CPython's obmalloc. A request
 * of up to SMALL_MAX bytes takes a block from a pool: POOL_SIZE bytes holding blocks of one
 * size class (16-byte steps) behind a header at the pool's start. A pool keeps its freed
 * blocks on a list and its never-used ones behind a bump pointer. The pools of a class are
 * on a list, and blocks come from the first: a full one leaves the list when a request
 * finds it so, and goes back last when a block of it is freed, so that a loop that makes
 * and drops objects keeps using the same pool. A pool with no block in use goes back to its
 * arena (but for the first of its list when its arena has other pools in use).
 *
 * Arenas are ARENA_SIZE bytes from mmap, aligned to their size, carved into pools as they
 * are needed. The arenas with free pools are kept sorted by how many they have, fewest
 * first, and a pool is taken from the first, so the emptiest arenas drain; an arena whose
 * pools are all free is unmapped, but for one, kept for the next burst. Whether a block is
 * the allocator's is told by its address: a bit per ARENA_SIZE of address space, set while
 * an arena is mapped there (two levels: a root of leaf pointers, leaves of bits), so
 * cm_free and cm_realloc take any block. Before, a cache of malloc's blocks stood in front
 * of malloc, and what it did not hold (past 4 MiB) went through glibc's bins: in str.split
 * of a large text, malloc and free were 45 % of the time.
 *
 * The heap budget counts a pool from the first time it is carved until its arena is
 * unmapped (the pages it has touched), and the allocator's own bookkeeping. A pool that
 * would take the count past the limit is not carved, and the request goes to malloc, which
 * is checked as any other request. One allocator for the process: while it has a single
 * thread (glibc's __libc_single_threaded) it runs without a lock; once another exists (the
 * MCP reader) every call takes pool_mu, and a fork holds pool_mu across the fork so that a
 * child never inherits the allocator half-changed. Debug and sanitizer builds call malloc
 * and free for every block, so that ASan sees every use after free. */
#ifdef CM_POOL
enum {
    SMALL_MAX = 512,
    SMALL_CLASSES = SMALL_MAX / 16,
    POOL_SIZE = 16 << 10,
    ARENA_SHIFT = 20,
    ARENA_SIZE = 1 << ARENA_SHIFT,
    ARENA_POOLS = ARENA_SIZE / POOL_SIZE,
    ADDR_BITS = 48, // user space on x86-64 and arm64 (an arena above it is not used)
    LEAF_BITS = 14, // arena slots per leaf: a leaf of 2 KiB
    ROOT_BITS = ADDR_BITS - ARENA_SHIFT - LEAF_BITS,
    KEEP_EMPTY = 16, // empty arenas kept mapped (reused without the kernel's page faults)
};

typedef struct small_block {
    struct small_block *next;
} small_block;

typedef struct arena arena;

typedef struct pool {
    small_block *free; // freed blocks, to give again
    char *bump;        // the first block never given
    struct pool *next; // on its class's list, or its arena's free pools
    struct pool *prev;
    arena *arena;
    uint32_t size;   // block size
    uint32_t used;   // blocks handed out and not freed
    uint32_t cls;    // its size class
    uint32_t listed; // on its class's list (a full pool leaves it when found so)
} pool;

#define POOL_HDR ((sizeof(pool) + 15) & ~(size_t)15)

// Class k holds blocks of 16 k bytes, and class 0 those of 16 (requests of 0 bytes).
#define CLASS_OF(n) (((n) + 15) / 16)
#define SIZE_OF(k)  ((k) ? (uint32_t)(k)*16 : 16)

struct arena {
    char *base;
    pool *freepools;   // pools given back, for any class
    uint32_t ntouched; // pools carved so far: the first ntouched * POOL_SIZE bytes
    uint32_t nfree;    // pools not in use (given back or never carved)
    arena *next;       // on the list of arenas with a free pool, by nfree, fewest first
    arena *prev;
};

static struct {
    pool *room[SMALL_CLASSES + 1];          // per class, the pools that may have a block to give
    pool *room_last[SMALL_CLASSES + 1];     // and the last of them
    arena *usable;                          // the arenas with a free pool, fewest first
    arena *last_with[ARENA_POOLS + 1];      // the last arena on `usable` with k free pools
    uint64_t *root[(size_t)1 << ROOT_BITS]; // leaves: which arena slots hold an arena
    char *hint;                             // where the next arena is likely to map aligned
    int nempty;                             // arenas kept with every pool free
    int atfork;                             // the fork handlers are registered
} sa;

static pthread_mutex_t pool_mu = PTHREAD_MUTEX_INITIALIZER;

// 1 when the lock was taken (the process has more than one thread), else 0.
static inline int
pool_lock(void)
{
    if (__libc_single_threaded) {
        return 0;
    }
    pthread_mutex_lock(&pool_mu);
    return 1;
}

static inline void
pool_unlock(int held)
{
    if (held) {
        pthread_mutex_unlock(&pool_mu);
    }
}

static void
fork_prepare(void)
{
    pthread_mutex_lock(&pool_mu);
}

static void
fork_done(void)
{
    pthread_mutex_unlock(&pool_mu);
}

// 1 when p is a block of an arena. Without the lock: while p is live its arena's bit is
// set and stays so, and a range malloc gave never holds an arena.
static inline int
is_small(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    if (a >> ADDR_BITS) {
        return 0;
    }
    uint64_t *leaf = __atomic_load_n(&sa.root[a >> (ARENA_SHIFT + LEAF_BITS)], __ATOMIC_ACQUIRE);
    if (!leaf) {
        return 0;
    }
    size_t k = (a >> ARENA_SHIFT) & (((size_t)1 << LEAF_BITS) - 1);
    return (int)((__atomic_load_n(&leaf[k / 64], __ATOMIC_RELAXED) >> (k % 64)) & 1);
}

static inline pool *
pool_of(const void *p)
{
    return (pool *)((uintptr_t)p & ~(uintptr_t)(POOL_SIZE - 1));
}

// Mark or clear the arena slot of base; -1 when a leaf cannot be had.
static int
slot_mark(char *base, int on)
{
    uintptr_t a = (uintptr_t)base;
    uint64_t **leafp = &sa.root[a >> (ARENA_SHIFT + LEAF_BITS)];
    uint64_t *leaf = *leafp;
    if (!leaf) {
        leaf = counted(calloc((size_t)1 << LEAF_BITS >> 6, sizeof(uint64_t)));
        if (!leaf) {
            return -1;
        }
        __atomic_store_n(leafp, leaf, __ATOMIC_RELEASE); // kept for the process's life
    }
    size_t k = (a >> ARENA_SHIFT) & (((size_t)1 << LEAF_BITS) - 1);
    uint64_t bit = (uint64_t)1 << (k % 64);
    if (on) {
        __atomic_fetch_or(&leaf[k / 64], bit, __ATOMIC_RELAXED);
    } else {
        __atomic_fetch_and(&leaf[k / 64], ~bit, __ATOMIC_RELAXED);
    }
    return 0;
}

// ARENA_SIZE bytes aligned to ARENA_SIZE, or NULL. mmap places a mapping below the last
// one, so the slot below the last arena is tried first (one call); else twice the size
// is mapped and trimmed to the aligned part.
static char *
map_aligned(void)
{
    const int prot = PROT_READ | PROT_WRITE, flags = MAP_PRIVATE | MAP_ANONYMOUS;
    if (sa.hint) {
        void *m = mmap(sa.hint, ARENA_SIZE, prot, flags, -1, 0);
        if (m != MAP_FAILED && ((uintptr_t)m & (ARENA_SIZE - 1)) == 0) {
            return m;
        }
        if (m != MAP_FAILED) {
            munmap(m, ARENA_SIZE);
        }
    }
    char *m = mmap(NULL, 2 * (size_t)ARENA_SIZE, prot, flags, -1, 0);
    if (m == MAP_FAILED) {
        return NULL;
    }
    size_t head = (ARENA_SIZE - ((uintptr_t)m & (ARENA_SIZE - 1))) & (ARENA_SIZE - 1);
    if (head) {
        munmap(m, head);
    }
    munmap(m + head + ARENA_SIZE, ARENA_SIZE - head);
    return m + head;
}

static void
usable_unlink(arena *a)
{
    if (a->prev) {
        a->prev->next = a->next;
    } else {
        sa.usable = a->next;
    }
    if (a->next) {
        a->next->prev = a->prev;
    }
}

// Put a on the list after `after` (NULL: first).
static void
usable_link_after(arena *a, arena *after)
{
    a->prev = after;
    a->next = after ? after->next : sa.usable;
    if (a->next) {
        a->next->prev = a;
    }
    if (after) {
        after->next = a;
    } else {
        sa.usable = a;
    }
}

// A new arena, first on the (empty) list of usable arenas; NULL when none can be had.
static arena *
arena_new(void)
{
    char *base = map_aligned();
    if (!base) {
        return NULL;
    }
    arena *a = NULL;
    if ((uintptr_t)base >> ADDR_BITS || !(a = counted(malloc(sizeof *a)))) {
        munmap(base, ARENA_SIZE);
        return NULL;
    }
    if (slot_mark(base, 1) < 0) {
        sub_live_block(malloc_usable_size(a));
        free(a);
        munmap(base, ARENA_SIZE);
        return NULL;
    }
    if (!sa.atfork) {
        // the first arena comes with the process's first allocation, one thread then
        sa.atfork = pthread_atfork(fork_prepare, fork_done, fork_done) == 0;
    }
    sa.hint = (uintptr_t)base >= ARENA_SIZE ? base - ARENA_SIZE : NULL;
    *a = (arena){.base = base, .nfree = ARENA_POOLS};
    usable_link_after(a, NULL);
    sa.last_with[ARENA_POOLS] = a;
    sa.nempty++;
    return a;
}

static void
arena_release(arena *a)
{
    if (sa.last_with[ARENA_POOLS] == a) {
        sa.last_with[ARENA_POOLS] = a->prev && a->prev->nfree == ARENA_POOLS ? a->prev : NULL;
    }
    usable_unlink(a);
    (void)slot_mark(a->base, 0); // a leaf exists: the mark made it
    munmap(a->base, ARENA_SIZE);
    sub_live_block((size_t)a->ntouched * POOL_SIZE);
    sub_live_block(malloc_usable_size(a));
    free(a);
}

// Unmap the empty arenas kept; 1 when there were any.
static int
drop_kept_arenas(void)
{
    int held = pool_lock();
    int any = sa.nempty > 0;
    arena *a;
    while ((a = sa.last_with[ARENA_POOLS])) {
        arena_release(a);
        sa.nempty--;
    }
    pool_unlock(held);
    return any;
}

// The first usable arena gave a pool: it stays first (fewest free pools), or leaves the
// list when it has none left.
static void
arena_took_pool(arena *a)
{
    uint32_t k = a->nfree--;
    if (k == ARENA_POOLS) {
        sa.nempty--;
    }
    if (sa.last_with[k] == a) {
        sa.last_with[k] = NULL; // the first, and the last with k: the only one
    }
    if (a->nfree == 0) {
        usable_unlink(a);
    } else if (!sa.last_with[a->nfree]) {
        sa.last_with[a->nfree] = a; // none had fewer than k
    }
}

// Pool p of arena a was given back: a moves to the end of the arenas with as many free
// pools as it now has (or joins the list), and leaves the process when all are free.
static void
arena_gave_pool(arena *a, pool *p)
{
    p->next = a->freepools;
    a->freepools = p;
    uint32_t k = a->nfree++;
    if (k == 0) {
        usable_link_after(a, NULL); // one free pool: the fewest
    } else {
        arena *last = sa.last_with[k];
        if (last == a) {
            sa.last_with[k] = a->prev && a->prev->nfree == k ? a->prev : NULL;
        } else {
            usable_unlink(a);
            usable_link_after(a, last);
        }
    }
    if (!sa.last_with[k + 1]) {
        sa.last_with[k + 1] = a; // the first of those with k + 1, and so far the last
    }
    if (a->nfree == ARENA_POOLS) {
        if (sa.nempty < KEEP_EMPTY) {
            sa.nempty++; // kept
        } else {
            arena_release(a);
        }
    }
}

// A pool for class k (blocks of SIZE_OF(k)), first on the class's list; NULL when no arena
// can be had or carving a pool would take the count past the limit (only noted when
// refuse is 0).
static pool *
pool_new(size_t k, int refuse)
{
    arena *a = sa.usable;
    if (!a && !(a = arena_new())) {
        return NULL;
    }
    pool *p = a->freepools;
    if (p) {
        a->freepools = p->next;
    } else {
        size_t cap = __atomic_load_n(&limit, __ATOMIC_RELAXED);
        if (cap && (POOL_SIZE > cap || load_live() > cap - POOL_SIZE)) {
            if (refuse) {
                return NULL; // malloc takes the request, and the limit decides it
            }
            __atomic_store_n(&refused, 1, __ATOMIC_RELAXED);
        }
        p = (pool *)(a->base + (size_t)a->ntouched * POOL_SIZE);
        a->ntouched++;
        add_live(POOL_SIZE);
    }
    arena_took_pool(a);
    *p = (pool){.bump = (char *)p + POOL_HDR,
                .next = sa.room[k],
                .arena = a,
                .size = SIZE_OF(k),
                .cls = (uint32_t)k,
                .listed = 1};
    if (p->next) {
        p->next->prev = p;
    } else {
        sa.room_last[k] = p;
    }
    sa.room[k] = p;
    return p;
}

static void
pool_unlink(pool *p)
{
    if (p->prev) {
        p->prev->next = p->next;
    } else {
        sa.room[p->cls] = p->next;
    }
    if (p->next) {
        p->next->prev = p->prev;
    } else {
        sa.room_last[p->cls] = p->prev;
    }
    p->listed = 0;
}

// A block never given from p (which has no freed block and room behind bump): the first
// of up to BUMP_BATCH, the others listed as freed ones, so that the fast path gives them.
static void *
pool_bump(pool *p)
{
    enum { BUMP_BATCH = 16 };
    char *b = p->bump;
    size_t room = (size_t)((char *)p + POOL_SIZE - b) / p->size;
    size_t n = room < BUMP_BATCH ? room : BUMP_BATCH;
    small_block **tail = &p->free;
    for (size_t i = 1; i < n; i++) {
        small_block *c = (small_block *)(b + i * p->size);
        *tail = c;
        tail = &c->next;
    }
    *tail = NULL;
    p->bump = b + n * p->size;
    p->used++;
    return b;
}

// A block of class k when the first pool on its list has no freed block to give: one
// never given from it, or the next pool's (a pool with neither leaves the list), or a
// new pool's; NULL as pool_new.
static CM_NOINLINE void *
pool_take_slow(size_t k, int refuse)
{
    pool *p;
    while ((p = sa.room[k])) {
        if (p->free) {
            small_block *b = p->free;
            p->free = b->next;
            p->used++;
            return b;
        }
        if (p->bump + p->size <= (char *)p + POOL_SIZE) {
            return pool_bump(p);
        }
        pool_unlink(p); // full
    }
    p = pool_new(k, refuse);
    return p ? pool_bump(p) : NULL;
}

// Pool p, full and off its list, had a block freed: it goes last on its list, so that
// a loop that makes and drops objects keeps taking them from the first pool. Or it has no
// block in use: it goes back to its arena, unless it is the first (that loop's pool) and
// its arena has other pools in use (so that a pool kept never keeps an arena).
static CM_NOINLINE void
pool_settle(pool *p)
{
    if (!p->listed) {
        p->next = NULL;
        p->prev = sa.room_last[p->cls];
        if (p->prev) {
            p->prev->next = p;
        } else {
            sa.room[p->cls] = p;
        }
        sa.room_last[p->cls] = p;
        p->listed = 1;
    }
    if (p->used == 0 && (p->prev || p->arena->nfree + 1 >= ARENA_POOLS)) {
        pool_unlink(p);
        arena_gave_pool(p->arena, p);
    }
}

static inline void
pool_put(void *ptr)
{
    pool *p = pool_of(ptr);
    small_block *b = ptr;
    small_block *last = p->free;
    b->next = last;
    p->free = b;
    p->used--;
    if (CM_UNLIKELY(!last) || CM_UNLIKELY(p->used == 0)) {
        pool_settle(p);
    }
}

// The fast path: a freed block of the first pool for n bytes, with the process on one
// thread; else NULL.
static inline void *
small_alloc_fast(size_t n)
{
    if (CM_LIKELY(n <= SMALL_MAX && __libc_single_threaded)) {
        pool *p = sa.room[CLASS_OF(n)];
        small_block *b = p ? p->free : NULL;
        if (CM_LIKELY(b)) {
            p->free = b->next;
            p->used++;
            return b;
        }
    }
    return NULL;
}

// A block of at least n (<= SMALL_MAX) bytes, or NULL (see pool_new); any thread.
static CM_NOINLINE void *
small_alloc(size_t n, int refuse)
{
    size_t k = CLASS_OF(n);
    int held = pool_lock();
    void *b = pool_take_slow(k, refuse);
    pool_unlock(held);
    return b;
}

// Free a small block; any thread.
static CM_NOINLINE void
small_free(void *ptr)
{
    int held = pool_lock();
    pool_put(ptr);
    pool_unlock(held);
}
#else
static int
drop_kept_arenas(void)
{
    return 0;
}
#endif

// A new block of n bytes, counted; NULL past the limit (refuse) or when memory is out.
static void *
alloc_any(size_t n, int refuse)
{
#ifdef CM_POOL
    if (n <= SMALL_MAX) {
        void *p = small_alloc(n, refuse);
        if (p) {
            return p;
        }
    }
#endif
    if (over_limit(n) && refuse) {
        return NULL;
    }
    return counted(malloc(n ? n : 1));
}

// realloc for any block: a small block moves when it grows and is kept when it shrinks,
// as is one of malloc's already large enough.
static void *
realloc_any(void *p, size_t n, int refuse)
{
#ifdef CM_POOL
    if (!p) {
        void *b = small_alloc_fast(n);
        return b ? b : alloc_any(n, refuse);
    }
    if (is_small(p)) {
        size_t old = pool_of(p)->size;
        if (n <= old) {
            return p;
        }
        void *q = alloc_any(n, refuse);
        if (q) {
            memcpy(q, p, old);
            small_free(p);
        }
        return q;
    }
    size_t old = usable(p);
    if (n && old >= n) {
        return p;
    }
#else
    if (!p) {
        return alloc_any(n, refuse);
    }
    size_t old = usable(p);
#endif
    return realloc_counted(p, old, n, refuse);
}

void *
cm_alloc(size_t n)
{
    if (should_fail()) {
        return NULL;
    }
#ifdef CM_POOL
    void *b = small_alloc_fast(n);
    if (CM_LIKELY(b)) {
        return b;
    }
#endif
    return alloc_any(n, 1);
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
    if (n * size <= SMALL_MAX) {
        void *p = small_alloc(n * size, 1);
        if (p) {
            return memset(p, 0, n * size);
        }
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
    return realloc_any(p, n, 1);
}

void
cm_free(void *p)
{
    if (!p) {
        return;
    }
#ifdef CM_POOL
    if (is_small(p)) {
        if (CM_LIKELY(__libc_single_threaded)) {
            pool_put(p);
        } else {
            small_free(p);
        }
        return;
    }
#endif
    sub_live_block(usable(p));
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
cm_alloc_charge(size_t n)
{
    if (over_limit(n) < 0) {
        return -1;
    }
    add_live(n);
    return 0;
}

void
cm_alloc_uncharge(size_t n)
{
    sub_live_block(n);
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
    return alloc_any(n, 0);
}

void *
cm_lib_realloc(void *p, size_t n)
{
    return realloc_any(p, n, 0);
}

void
cm_lib_free(void *p)
{
    cm_free(p);
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
