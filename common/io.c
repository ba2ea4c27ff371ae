/* Whole-buffer I/O on a file descriptor: cm_write_all, cm_read_all (see io.h). */
#include "config.h"

#include "common/io.h"

#include <errno.h>
#include <unistd.h>

int
cm_write_all(int fd, const void *p, size_t n)
{
    const char *s = p;
    while (n > 0) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w < 0) {
            return -1;
        }
        if (w == 0) {
            errno = EIO; // no progress and no error: give up rather than spin
            return -1;
        }
        s += w;
        n -= (size_t)w;
    }
    return 0;
}

// Mark b failed (freeing it) and return -1 with errno e.
static int
read_fail(cm_buf *b, int e)
{
    cm_buf_fail(b);
    errno = e;
    return -1;
}

int
cm_read_all(int fd, cm_buf *b, size_t cap)
{
    char chunk[16384];
    size_t got = 0;
    for (;;) {
        // room left under both bounds; ask for one byte more, so that a full fd shows
        size_t room = cap - got;
        if (b->max - b->len < room) {
            room = b->max - b->len;
        }
        size_t ask = room < sizeof chunk ? room + 1 : sizeof chunk;
        ssize_t n = read(fd, chunk, ask);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            return read_fail(b, errno);
        }
        if (n == 0) {
            return 0;
        }
        if ((size_t)n > room) {
            return read_fail(b, EFBIG);
        }
        if (cm_buf_add(b, chunk, (size_t)n) != 0) {
            return read_fail(b, ENOMEM);
        }
        got += (size_t)n;
    }
}
