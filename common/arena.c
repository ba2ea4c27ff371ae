/* Bump arenas: a list of chunks, newest first. */
#include "config.h"

#include "common/arena.h"

#include <stdalign.h>
#include <stdint.h>
#include <string.h>

#include "common/alloc.h"

struct cm_arena_chunk {
    cm_arena_chunk *next;
    size_t size;
    alignas(max_align_t) unsigned char data[];
};

#define CHUNK_MIN ((size_t)16 << 10)
#define ALIGN     (alignof(max_align_t))

void
cm_arena_init(cm_arena *a, size_t max)
{
    a->head = NULL;
    a->used = 0;
    a->total = 0;
    a->max = max;
}

void *
cm_arena_alloc(cm_arena *a, size_t n)
{
    if (n > SIZE_MAX / 2) {
        return NULL;
    }
    n = (n + ALIGN - 1) & ~(ALIGN - 1);
    if (n == 0) {
        n = ALIGN;
    }
    if (a->max && (n > a->max || a->total > a->max - n)) {
        return NULL;
    }
    if (!a->head || a->head->size - a->used < n) {
        size_t size = n > CHUNK_MIN ? n : CHUNK_MIN;
        cm_arena_chunk *c = cm_alloc(sizeof(*c) + size);
        if (!c) {
            return NULL;
        }
        c->next = a->head;
        c->size = size;
        a->head = c;
        a->used = 0;
    }
    void *p = a->head->data + a->used;
    a->used += n;
    a->total += n;
    return p;
}

void *
cm_arena_calloc(cm_arena *a, size_t n)
{
    void *p = cm_arena_alloc(a, n);
    if (p) {
        memset(p, 0, n);
    }
    return p;
}

char *
cm_arena_strndup(cm_arena *a, const char *s, size_t n)
{
    char *d = cm_arena_alloc(a, n + 1);
    if (!d) {
        return NULL;
    }
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

cm_arena_mark
cm_arena_save(const cm_arena *a)
{
    cm_arena_mark m = {a->head, a->used, a->total};
    return m;
}

void
cm_arena_release(cm_arena *a, cm_arena_mark m)
{
    while (a->head && a->head != m.head) {
        cm_arena_chunk *next = a->head->next;
        cm_free(a->head);
        a->head = next;
    }
    a->used = m.used;
    a->total = m.total;
}

void
cm_arena_free(cm_arena *a)
{
    cm_arena_mark empty = {NULL, 0, 0};
    cm_arena_release(a, empty);
}
