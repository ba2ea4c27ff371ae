/* Monty's public interface: the only monty header other folders may include.
 *
 * Monty never touches the file system, the network, the clock or stdout itself:
 * every effect is one call through the monty_host table the embedder fills in.
 * Memory the host hands back in a result (data, names, bodies) is allocated with
 * cm_alloc and becomes Monty's, which frees it with cm_free. */
#ifndef MONTY_MONTY_H
#define MONTY_MONTY_H

#include <stddef.h>
#include <stdint.h>

#include "common/attr.h"
#include "common/buf.h"

/* The version line `python3 --version` prints. */
const char *monty_version(void);

/* ---- Errors the host reports back; Monty raises the matching exception. ---- */

typedef enum monty_exc_kind {
    MONTY_EXC_NONE = 0,
    MONTY_EXC_OS,         // by errno: FileNotFoundError, IsADirectoryError, ... (CPython's map)
    MONTY_EXC_PERMISSION, // PermissionError with `message` as its text (policy or floor)
    MONTY_EXC_VALUE,      // ValueError
    MONTY_EXC_TYPE,       // TypeError
    MONTY_EXC_RUNTIME,    // RuntimeError
    MONTY_EXC_TIMEOUT,    // TimeoutError
    MONTY_EXC_MEMORY,     // MemoryError
    MONTY_EXC_OSERROR     // plain OSError with `message` as its text (fetch)
} monty_exc_kind;

typedef struct monty_error {
    monty_exc_kind kind;
    int err_no;          // MONTY_EXC_OS: the errno; the text is CPython's
                         // "[Errno N] <strerror>: '<filename>'"
    int fatal;           // 1: the script cannot catch it (limits); the run ends with status 1
    cm_buf message;      // the exception's message (MONTY_EXC_OS: the filename as written)
    size_t filename2_at; // MONTY_EXC_OS with two paths (rename): nonzero, the offset in
                         // message of the second filename, which follows the first and a
                         // NUL; the text is then "[Errno N] <strerror>: '<a>' -> '<b>'"
} monty_error;

/* ---- File operations: one host call per row of the spec's table. ---- */

typedef enum monty_fs_kind {
    MONTY_FS_READ_FILE,  // Path.read_text/read_bytes: whole file  -> fs:read read_content
    MONTY_FS_WRITE_FILE, // Path.write_text/write_bytes (truncate)   -> fs:write write_content
    MONTY_FS_OPEN,       // open(path, mode): returns a handle        -> read_ or write_content
    MONTY_FS_READ,       // read on a handle (decided again)
    MONTY_FS_WRITE,      // write on a handle (decided again)
    MONTY_FS_CLOSE,      // close a handle (no decision)
    MONTY_FS_STAT,       // os.stat, exists, is_file, is_dir         -> fs:read read_metadata
    MONTY_FS_LSTAT,      // is_symlink                               -> fs:read read_metadata
    MONTY_FS_LISTDIR,    // os.listdir, Path.iterdir                 -> fs:read enumerate
    MONTY_FS_MKDIR,      // Path.mkdir (one level)                   -> fs:write create_dir
    MONTY_FS_UNLINK,     // Path.unlink                              -> fs:delete remove_file
    MONTY_FS_RMDIR,      // Path.rmdir                               -> fs:delete remove_dir
    MONTY_FS_RENAME      // Path.rename(dst)                         -> see the spec
} monty_fs_kind;

/* open() mode flags. */
enum {
    MONTY_OPEN_READ = 1,
    MONTY_OPEN_WRITE = 2,
    MONTY_OPEN_APPEND = 4,
    MONTY_OPEN_CREATE = 8,    // "w", "a", "x"
    MONTY_OPEN_TRUNCATE = 16, // "w"
    MONTY_OPEN_EXCLUSIVE = 32 // "x"
};

typedef struct monty_fs_op {
    monty_fs_kind kind;
    const char *path; // as the script wrote it (str or bytes decoded); NUL-free
    size_t path_len;
    const char *path2; // RENAME: the destination
    size_t path2_len;
    int flags;        // OPEN: MONTY_OPEN_*; WRITE_FILE: MONTY_OPEN_APPEND for append
    int64_t handle;   // READ, WRITE, CLOSE
    const void *data; // WRITE_FILE, WRITE
    size_t len;       // WRITE_FILE, WRITE: bytes; READ: most bytes wanted (SIZE_MAX: all)
} monty_fs_op;

typedef struct monty_stat {
    uint32_t mode; // st_mode (type bits and permissions)
    uint64_t size;
    uint64_t ino;
    uint64_t dev;
    uint64_t nlink; // 1 in the box
    uint32_t uid;   // 0 in the box
    uint32_t gid;   // 0 in the box
    int64_t atime_ns;
    int64_t mtime_ns;
    int64_t ctime_ns;
} monty_stat;

typedef struct monty_fs_result {
    int64_t handle; // OPEN
    void *data;     // READ_FILE, READ: bytes read (cm_alloc'd; Monty frees)
    size_t len;     // their length; WRITE, WRITE_FILE: bytes written
    monty_stat st;  // STAT, LSTAT
    char **names;   // LISTDIR: cm_alloc'd array of cm_alloc'd names (Monty frees all)
    size_t n_names;
    // LISTDIR: NULL, or a cm_alloc'd MONTY_DT_* per name, the type the listing itself
    // gives (d_type: no decision of its own, as the shell's listings); Monty frees it
    unsigned char *types;
    int exists; // STAT/LSTAT: 0 when the path does not exist (not an error then)
} monty_fs_result;

/* A directory entry's type as the listing gives it; UNKNOWN: ask with an lstat. */
enum { MONTY_DT_UNKNOWN = 0, MONTY_DT_REG, MONTY_DT_DIR, MONTY_DT_LNK, MONTY_DT_OTHER };

/* ---- fetch() ---- */

typedef struct monty_header {
    char *name;
    char *value;
} monty_header;

typedef struct monty_fetch_req {
    const char *url;
    const char *method;
    const monty_header *headers;
    size_t n_headers;
    const void *body;
    size_t body_len;
    int has_body;
} monty_fetch_req;

typedef struct monty_fetch_resp {
    int status;
    monty_header *headers; // cm_alloc'd; names lowercase; Monty frees names, values, array
    size_t n_headers;
    char *body; // cm_alloc'd UTF-8 text
    size_t body_len;
} monty_fetch_resp;

enum { MONTY_CLOCK_REALTIME = 0, MONTY_CLOCK_MONOTONIC = 1 };

/* Every effect a script can cause. Each int-returning call returns 0 on success or
 * -1 after filling err (err->message is initialised and empty on entry; Monty frees
 * it). write_out is the exception: it returns 0, or -1 with errno set (EIO when it
 * has no better answer), which Monty raises as the matching OSError. */
typedef struct monty_host {
    void *ctx;
    int (*fs)(void *ctx, const monty_fs_op *op, monty_fs_result *out, monty_error *err);
    int (*fetch)(void *ctx, const monty_fetch_req *req, monty_fetch_resp *out, monty_error *err);
    int (*write_out)(void *ctx, int fd, const char *buf, size_t n); // fd 1 or 2
    double (*clock)(void *ctx, int which); // seconds: epoch (REALTIME) or monotonic
    int (*sleep)(void *ctx, double seconds, monty_error *err); // charges the budget
    int (*urandom)(void *ctx, void *buf, size_t n, monty_error *err);
    // The most bytes one urandom call gives (the box's urandom_bytes): os.urandom refuses
    // more with ValueError before allocating. 0: no cap beyond the allocation limit.
    size_t urandom_max;
    // Move an open() handle's position (lseek; whence 0 set, 1 current, 2 end) and give
    // the new offset in *pos. No decision: the path was decided at open, and a seek
    // reads and writes nothing. An OS error is MONTY_EXC_OS with an empty message.
    // NULL: handles cannot seek (seek/tell raise).
    int (*seek)(void *ctx, int64_t handle, int64_t offset, int whence, int64_t *pos,
                monty_error *err);
    // Values, not effects (borrowed; they must outlive the run): the absolute directory a
    // relative path is rooted at (os.getcwd(); NULL: getcwd raises), and the operator
    // home, the directory policy spells `~` (os.path.expanduser; NULL: `~` stays).
    const char *cwd;
    const char *home;
} monty_host;

typedef struct monty_limits {
    size_t max_alloc;   // one allocation; bigger raises an uncatchable MemoryError
    int max_depth;      // Python call depth before RecursionError
    double run_seconds; // in-VM run time; 0 = none
} monty_limits;

/* Fill l with the defaults: 128 MiB, depth 1000, 120 s. */
void monty_limits_default(monty_limits *l);

typedef struct monty_state monty_state;

/* A fresh interpreter with nothing of any earlier script. host is copied; limits may
 * be NULL for the defaults. Returns NULL when memory is exhausted. */
CM_MUST_CHECK monty_state *monty_new(const monty_host *host, const monty_limits *limits);

/* How a run ended. */
typedef enum monty_outcome {
    MONTY_COMPLETED, // ran to its end (or sys.exit(0)/sys.exit(None))
    MONTY_RAISED,    // an uncaught exception, already reported on fd 2 through write_out
    MONTY_EXITED,    // sys.exit(n) with n != 0, or sys.exit("msg") (msg already on fd 2)
    MONTY_ABORTED    // the run-time limit or monty_interrupt ended it (line on fd 2)
} monty_outcome;

/* Compile and run source (len bytes, need not be NUL-terminated) as the script
 * filename ("<string>" for -c). Returns the exit status: 0 completed, 1 uncaught
 * exception, 130 an uncaught KeyboardInterrupt of monty_keyboard_interrupt, n for
 * sys.exit(n), 125 aborted; *outcome (may be NULL) says which. */
int monty_run(monty_state *st, const char *source, size_t len, const char *filename,
              monty_outcome *outcome);

/* Ask a running script to stop at the next safe point with an uncatchable abort (the
 * deadline; status 125). Async-signal-safe and thread-safe. */
void monty_interrupt(monty_state *st);

/* Deliver one KeyboardInterrupt to a running script at its next safe point, as CPython
 * does on SIGINT (Ctrl-C): the script may catch it; uncaught, it is reported and the run
 * ends with status 130 (MONTY_RAISED). A request before the run starts is delivered at
 * its first safe point. Async-signal-safe and thread-safe (one atomic or). */
void monty_keyboard_interrupt(monty_state *st);

/* Free the state and every object the script made, cycles included. */
void monty_free(monty_state *st);

#endif
