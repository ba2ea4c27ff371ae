/* Whole-buffer I/O on a file descriptor: the write-everything and read-to-the-end loops. */
#ifndef COMMON_IO_H
#define COMMON_IO_H

#include <stddef.h>

#include "common/attr.h"
#include "common/buf.h"

/* Write the n bytes at p to fd, with as many write(2) calls as it takes: a short write
 * goes on from where it stopped and EINTR is retried. n == 0 writes nothing. Returns 0,
 * or -1 with errno: write's own (EPIPE, ENOSPC, EBADF, ...), or EIO when write(2) returns
 * 0 for a nonzero count. It never waits for room: on a nonblocking fd that is full it
 * fails with EAGAIN, and how much went out before a failure is not reported. Only
 * write(2) is called (and the wait of cm_io_set_write_wait, async-signal-safe when set),
 * so it is safe in a signal handler and between fork and exec.
 * Not CM_MUST_CHECK: a diagnostic that cannot be written is often dropped on purpose. */
int cm_write_all(int fd, const void *p, size_t n);

/* A wait cm_write_all calls before each write(2) once set (NULL: none): it returns how
 * many bytes that write may ask for (SIZE_MAX: any), having waited until fd has room for
 * them, or 0 to stop the write (cm_write_all then fails with EINTR). The shell sets one
 * that waits no longer than its run's end, so a reader that never reads cannot hold a
 * command past it. It must be async-signal-safe, as cm_write_all is. */
void cm_io_set_write_wait(size_t (*wait)(int fd));

/* Read fd to its end (read(2) returns 0), retrying EINTR, and append what it gives to b;
 * cap is the most bytes this call may append (SIZE_MAX: no bound but b's own max).
 * Exactly cap bytes succeed: the excess is noticed by reading one byte past, so at most
 * cap + 1 bytes are taken from fd. fd is not closed. Returns 0, or -1 with errno:
 *   EFBIG   fd holds more than cap bytes, or b would pass its max;
 *   ENOMEM  memory ran out;
 *   read's own (EIO, EISDIR, EAGAIN on a nonblocking fd with nothing ready, ...).
 * On any failure b is left as a failed cm_buf_add leaves it: freed (its earlier contents
 * too), empty, with b->failed set. */
CM_MUST_CHECK int cm_read_all(int fd, cm_buf *b, size_t cap);

#endif
