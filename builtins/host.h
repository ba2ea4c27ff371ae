/* The Monty host: every effect a script can cause, turned into the box's decisions. */
#ifndef BUILTINS_HOST_H
#define BUILTINS_HOST_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "builtins/builtins.h"
#include "monty/monty.h"

/* One file a script opened with open(): the fd and the path as the script wrote it,
 * so each later read or write is decided again on that spelling. */
typedef struct bi_host_file {
    int fd; // -1: slot free
    int flags;
    char *written;
    size_t written_len;
} bi_host_file;

/* The host state of one script run. Lives for one monty_new .. monty_free. */
typedef struct bi_host {
    bi_ctx *ctx;
    pol_limits limits;
    uint64_t calls; // host calls answered so far (fs, fetch, sleep, urandom)
    double slept;   // seconds of sleep charged so far
    bi_host_file *files;
    size_t n_files;
    volatile sig_atomic_t stop; // set when the deadline passed: sleeps and fetches end early
    volatile sig_atomic_t intr; // set by an interrupt: the sleep in progress ends early
} bi_host;

/* Prepare h for one run in ctx (borrowed; must outlive h). The limits are the box's. */
void bi_host_init(bi_host *h, bi_ctx *ctx);

/* Fill out with the host table whose ctx is h. */
void bi_host_table(bi_host *h, monty_host *out);

/* Close every file the script left open and free the table. h may be reused after
 * bi_host_init. */
void bi_host_fini(bi_host *h);

#endif
