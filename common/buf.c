/* Capped growing byte buffers. */
#include "config.h"

#include "common/buf.h"

#include <stdio.h>
#include <string.h>

#include "common/alloc.h"

void
cm_buf_init(cm_buf *b, size_t max)
{
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
    b->max = max ? max : CM_BUF_DEFAULT_MAX;
    b->failed = 0;
    b->sticky = 0;
}

void
cm_buf_init_sticky(cm_buf *b, size_t max)
{
    cm_buf_init(b, max);
    b->sticky = 1;
}

void
cm_buf_free(cm_buf *b)
{
    cm_free(b->data);
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
    b->failed = 0;
}

static int
fail(cm_buf *b)
{
    cm_buf_free(b);
    b->failed = 1;
    return -1;
}

void
cm_buf_fail(cm_buf *b)
{
    (void)fail(b);
}

static int
reserve(cm_buf *b, size_t extra)
{
    if (b->failed && b->sticky) {
        return -1;
    }
    if (extra > b->max || b->len > b->max - extra) {
        return fail(b);
    }
    size_t need = b->len + extra + 1;
    if (need <= b->cap) {
        return 0;
    }
    size_t cap = b->cap ? b->cap : 64;
    while (cap < need) {
        cap *= 2;
    }
    if (cap > b->max + 1) {
        cap = b->max + 1;
    }
    char *p = cm_realloc(b->data, cap);
    if (!p) {
        return fail(b);
    }
    b->data = p;
    b->cap = cap;
    return 0;
}

int
cm_buf_add(cm_buf *b, const void *p, size_t n)
{
    if (reserve(b, n) != 0) {
        return -1;
    }
    if (n > 0) {
        memcpy(b->data + b->len, p, n);
    }
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

int
cm_buf_adds(cm_buf *b, const char *s)
{
    return cm_buf_add(b, s, strlen(s));
}

int
cm_buf_addc(cm_buf *b, char c)
{
    return cm_buf_add(b, &c, 1);
}

int
cm_buf_fill(cm_buf *b, char c, size_t n)
{
    if (reserve(b, n) != 0) {
        return -1;
    }
    memset(b->data + b->len, c, n);
    b->len += n;
    b->data[b->len] = '\0';
    return 0;
}

int
cm_buf_vprintf(cm_buf *b, const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n < 0) {
        return fail(b);
    }
    if (reserve(b, (size_t)n) != 0) {
        return -1;
    }
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
    return 0;
}

int
cm_buf_printf(cm_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = cm_buf_vprintf(b, fmt, ap);
    va_end(ap);
    return rc;
}

const char *
cm_buf_str(const cm_buf *b)
{
    return b->data ? b->data : "";
}

void
cm_buf_reset(cm_buf *b)
{
    b->len = 0;
    b->failed = 0;
    if (b->data) {
        b->data[0] = '\0';
    }
}

char *
cm_buf_take(cm_buf *b)
{
    char *p = b->data;
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
    b->failed = 0;
    return p;
}
