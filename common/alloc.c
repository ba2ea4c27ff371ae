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

void *
cm_alloc(size_t n)
{
    if (should_fail()) {
        return NULL;
    }
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
    return calloc(n ? n : 1, size ? size : 1);
}

void *
cm_realloc(void *p, size_t n)
{
    if (should_fail()) {
        return NULL;
    }
    return realloc(p, n ? n : 1);
}

void
cm_free(void *p)
{
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
