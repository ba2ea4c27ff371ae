/* Whole-buffer I/O on a file descriptor: cm_write_all, cm_read_all (see io.h). */
#include "config.h"

#include "common/io.h"

#include <errno.h>
#include <unistd.h>

// Set once by the process that bounds its writes (cm_io_set_write_wait); NULL: none.
static size_t (*write_wait)(int fd);

/* cm_io_set_write_wait: see common/io.h. */
void
cm_io_set_write_wait(size_t (*wait)(int fd))
{
    write_wait = wait;
}

int
cm_write_all(int fd, const void *p, size_t n)
{
    const char *s = p;
    while (n > 0) {
        size_t ask = n;
        if (write_wait) {
            size_t most = write_wait(fd);
            if (most == 0) {
                errno = EINTR; // the wait was stopped (an interrupt, a deadline)
                return -1;
            }
            ask = ask < most ? ask : most;
        }
        ssize_t w = write(fd, s, ask);
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
