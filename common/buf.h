/* Capped growing byte buffers (curl's dynbuf): text is built here, never in raw malloc. */
#ifndef COMMON_BUF_H
#define COMMON_BUF_H

#include <stdarg.h>
#include <stddef.h>

#include "common/attr.h"

typedef struct cm_buf {
    char *data; // NUL-terminated when non-NULL
    size_t len; // bytes in use, excluding the terminator
    size_t cap; // bytes allocated
    size_t max; // most bytes the buffer may ever hold
    // An append failed since the last init, reset, take or free: what the buffer holds
    // is not what was appended, and a result built from it must not be handed on.
    unsigned char failed;
    unsigned char sticky; // after a failure, refuse every append until reset (cm_buf_init_sticky)
} cm_buf;

#define CM_BUF_DEFAULT_MAX ((size_t)64 << 20)

/* Prepare an empty buffer that may grow to max bytes (0 means CM_BUF_DEFAULT_MAX).
 * Allocates nothing. */
void cm_buf_init(cm_buf *b, size_t max);

/* Like cm_buf_init, but a failed append is final: the buffer frees itself, and every
 * later append fails at once (cheaply) until cm_buf_reset, cm_buf_take or cm_buf_free.
 * For results that are whole or nothing: a loop that ignores each append's status
 * checks b->failed once at the end. */
void cm_buf_init_sticky(cm_buf *b, size_t max);

/* Append n bytes. Returns 0, or -1 when the cap would be passed or memory runs out;
 * on failure the buffer frees itself, is left empty and sets b->failed (a later append
 * starts over, unless the buffer is sticky). */
CM_MUST_CHECK int cm_buf_add(cm_buf *b, const void *p, size_t n);
CM_MUST_CHECK int cm_buf_adds(cm_buf *b, const char *s);
CM_MUST_CHECK int cm_buf_addc(cm_buf *b, char c);
/* Append n copies of byte c (one reservation, one memset). */
CM_MUST_CHECK int cm_buf_fill(cm_buf *b, char c, size_t n);
CM_MUST_CHECK int cm_buf_printf(cm_buf *b, const char *fmt, ...) CM_PRINTF(2, 3);
CM_MUST_CHECK int cm_buf_vprintf(cm_buf *b, const char *fmt, va_list ap) CM_PRINTF(2, 0);

/* Mark b failed, as a failed append would (frees it): for a result built from another
 * buffer that failed. */
void cm_buf_fail(cm_buf *b);

/* The contents as a C string: never NULL (an empty buffer gives ""). Borrowed: valid
 * until the next change to the buffer. */
const char *cm_buf_str(const cm_buf *b);

/* Forget the contents (and a failure) but keep the allocation for reuse. */
void cm_buf_reset(cm_buf *b);

/* Hand the contents to the caller (who frees them with cm_free) and leave the buffer
 * empty. Returns NULL when the buffer is empty and nothing was ever allocated. */
char *cm_buf_take(cm_buf *b);

/* Release the allocation; the buffer may be used again as if just initialised. */
void cm_buf_free(cm_buf *b);

#endif
