/* The Monty host table: each effect of a script becomes exactly the spec's decisions,
 * then the act on the approved path, with the run's limits enforced here. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "builtins/egress.h"
#include "builtins/host.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/io.h"
#include "common/utf8.h"

// ---- errors -------------------------------------------------------------------

static int fail(monty_error *err, monty_exc_kind kind, int fatal, const char *fmt, ...)
    CM_PRINTF(4, 5);

static int
fail(monty_error *err, monty_exc_kind kind, int fatal, const char *fmt, ...)
{
    err->kind = kind;
    err->fatal = fatal;
    va_list ap;
    va_start(ap, fmt);
    cm_buf_reset(&err->message);
    if (cm_buf_vprintf(&err->message, fmt, ap) != 0) {
        // out of memory: the text stays empty
    }
    va_end(ap);
    return -1;
}

// An I/O error after a permit: errno plus the path as the script wrote it.
static int
fail_os(monty_error *err, int e, const char *path, size_t len)
{
    err->kind = MONTY_EXC_OS;
    err->err_no = e != 0 ? e : EIO;
    err->fatal = 0;
    cm_buf_reset(&err->message);
    if (cm_buf_add(&err->message, path, len) != 0) {
        // out of memory: the text stays empty
    }
    return -1;
}

// The same for an operation on two paths (rename): CPython names both, "'a' -> 'b'".
static int
fail_os2(monty_error *err, int e, const monty_fs_op *op)
{
    fail_os(err, e, op->path, op->path_len);
    if (cm_buf_addc(&err->message, '\0') == 0 &&
        cm_buf_add(&err->message, op->path2, op->path2_len) == 0) {
        err->filename2_at = op->path_len + 1;
    } else {
        // out of memory (the buffer emptied itself): only the first filename
        fail_os(err, e, op->path, op->path_len);
    }
    return -1;
}

static int
fail_nomem(monty_error *err)
{
    return fail(err, MONTY_EXC_MEMORY, 0, "out of memory");
}

// ---- limits -------------------------------------------------------------------

// Count one host call; the call past the limit ends the run (uncatchable).
static int
charge(bi_host *h, monty_error *err)
{
    if (h->calls >= h->limits.host_calls) {
        return fail(err, MONTY_EXC_RUNTIME, 1,
                    "script exceeded its limit of %" PRIu64 " host calls", h->limits.host_calls);
    }
    h->calls++;
    return 0;
}

// ---- the gate -------------------------------------------------------------------

// A script's path as the bytes the OS gets, as CPython's os.fsencode makes them: a lone
// surrogate U+DC80..U+DCFF stands for the byte it escapes (os.listdir gives such names for
// bytes that are not UTF-8), and any other surrogate names no byte (CPython's
// UnicodeEncodeError, a ValueError here). *w and *wl are replaced, pointing into bytes,
// only when the text holds a surrogate (3-byte forms ED A0..BF xx). 0, or -1 with err set.
static int
os_bytes(const char **w, size_t *wl, cm_buf *bytes, monty_error *err)
{
    const unsigned char *u = (const unsigned char *)*w;
    size_t i = 0;
    while (i + 2 < *wl && !(u[i] == 0xED && u[i + 1] >= 0xA0)) {
        i++;
    }
    if (i + 2 >= *wl) {
        return 0;
    }
    size_t at = 0;
    uint32_t bad = 0;
    int rc = cm_buf_add_fsencode(bytes, *w, *wl, &at, &bad);
    if (rc == -1) {
        return fail_nomem(err);
    }
    if (rc == -2) {
        return fail(err, MONTY_EXC_VALUE, 0,
                    "'utf-8' codec can't encode character '\\u%04x' in position %zu: "
                    "surrogates not allowed",
                    (unsigned)bad, at);
    }
    *w = bytes->len ? bytes->data : "";
    *wl = bytes->len;
    return 0;
}

// Decide one operation on the path as written (policy, log, floor). Returns 0 with
// the approved path, or -1 with PermissionError (ValueError for a path that cannot
// be spelled).
static int
gate(bi_host *h, pol_action action, const char *operation, const char *w, size_t wl, pol_path *p,
     monty_error *err)
{
    cm_buf bytes;
    cm_buf_init(&bytes, 0);
    if (os_bytes(&w, &wl, &bytes, err) != 0) {
        cm_buf_free(&bytes);
        return -1;
    }
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = BI_GATE_OK;
    if (bi_gate_fs(h->ctx, action, operation, w, wl, p, &why, &kind) == 0) {
        cm_buf_free(&why);
        cm_buf_free(&bytes);
        return 0;
    }
    monty_exc_kind k = kind == BI_GATE_BADPATH ? MONTY_EXC_VALUE : MONTY_EXC_PERMISSION;
    // the text names the path's bytes: back to the script's text (surrogates), so that
    // the exception's message is a str
    cm_buf text;
    cm_buf_init(&text, 0);
    if (why.len > 0 && cm_buf_add_fsescape(&text, why.data, why.len) != 0) {
        cm_buf_reset(&text);
    }
    fail(err, k, 0, "%s", text.len > 0 ? cm_buf_str(&text) : "policy denied this operation");
    cm_buf_free(&text);
    cm_buf_free(&why);
    cm_buf_free(&bytes);
    return -1;
}

// A NUL in a path is refused before any decision, as CPython does.
static int
check_path(const char *w, size_t wl, monty_error *err)
{
    if (!w || memchr(w, '\0', wl)) {
        return fail(err, MONTY_EXC_VALUE, 0, "embedded null byte");
    }
    return 0;
}

// ---- byte helpers ---------------------------------------------------------------

// Read up to want bytes (SIZE_MAX: to end of file) into a new cm_alloc'd block.
// More than cap bytes gives -1 with errno EFBIG; an I/O error -1 with its errno.
static int
read_some(int fd, size_t want, size_t cap, void **data, size_t *len)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    char chunk[65536];
    size_t got = 0;
    while (got < want) {
        size_t ask = want - got < sizeof chunk ? want - got : sizeof chunk;
        ssize_t k = read(fd, chunk, ask);
        if (k < 0) {
            if (errno == EINTR) {
                continue;
            }
            int e = errno;
            cm_buf_free(&b);
            errno = e;
            return -1;
        }
        if (k == 0) {
            break;
        }
        if (got + (size_t)k > cap) {
            cm_buf_free(&b);
            errno = EFBIG;
            return -1;
        }
        if (cm_buf_add(&b, chunk, (size_t)k) != 0) {
            cm_buf_free(&b);
            errno = ENOMEM;
            return -1;
        }
        got += (size_t)k;
    }
    if (got == 0) {
        *data = cm_alloc(1);
        if (!*data) {
            errno = ENOMEM;
            return -1;
        }
        *len = 0;
        return 0;
    }
    *len = got;
    *data = cm_buf_take(&b);
    return 0;
}

// Open the approved path; a directory is IsADirectoryError as in CPython, and a
// truncating open empties a regular file after the open (never O_TRUNC on a path).
// bi_fs_open already refused a directory (EISDIR: no O_DIRECTORY here) and anything
// but a regular file, so only a truncating open needs the size.
static int
open_approved(const pol_path *p, int oflags, int truncate)
{
    int fd = bi_fs_open(p, oflags | O_CLOEXEC, 0666);
    if (fd < 0 || !truncate) {
        return fd;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    if (S_ISDIR(st.st_mode)) {
        close(fd);
        errno = EISDIR;
        return -1;
    }
    if (truncate && S_ISREG(st.st_mode) && st.st_size > 0 && ftruncate(fd, 0) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    return fd;
}

static size_t
read_cap(const bi_host *h)
{
    return h->limits.alloc_bytes > 0 && h->limits.alloc_bytes < SIZE_MAX
               ? (size_t)h->limits.alloc_bytes
               : SIZE_MAX;
}

static int
fail_read(bi_host *h, monty_error *err, int e, const char *w, size_t wl)
{
    (void)h;
    if (e == EFBIG) {
        return fail(err, MONTY_EXC_MEMORY, 1, "the file is larger than one allocation may be");
    }
    if (e == ENOMEM) {
        return fail_nomem(err);
    }
    return fail_os(err, e, w, wl);
}

// ---- file operations ------------------------------------------------------------

static int
fs_read_file(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    pol_path p;
    if (gate(h, POL_FS_READ, "read_content", op->path, op->path_len, &p, err) != 0) {
        return -1;
    }
    int fd = open_approved(&p, O_RDONLY, 0);
    if (fd < 0) {
        return fail_os(err, errno, op->path, op->path_len);
    }
    int rc = read_some(fd, SIZE_MAX, read_cap(h), &out->data, &out->len);
    int e = errno;
    close(fd);
    if (rc != 0) {
        return fail_read(h, err, e, op->path, op->path_len);
    }
    return 0;
}

static int
fs_write_file(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    pol_path p;
    if (gate(h, POL_FS_WRITE, "write_content", op->path, op->path_len, &p, err) != 0) {
        return -1;
    }
    int append = (op->flags & MONTY_OPEN_APPEND) != 0;
    int fd = open_approved(&p, O_WRONLY | O_CREAT | (append ? O_APPEND : 0), !append);
    if (fd < 0) {
        return fail_os(err, errno, op->path, op->path_len);
    }
    if (op->len > 0 && cm_write_all(fd, op->data, op->len) != 0) {
        int e = errno;
        close(fd);
        return fail_os(err, e, op->path, op->path_len);
    }
    if (close(fd) != 0 && errno != EINTR) {
        return fail_os(err, errno, op->path, op->path_len);
    }
    out->len = op->len;
    return 0;
}

static int
is_write_mode(int flags)
{
    return (flags & (MONTY_OPEN_WRITE | MONTY_OPEN_APPEND | MONTY_OPEN_CREATE |
                     MONTY_OPEN_TRUNCATE | MONTY_OPEN_EXCLUSIVE)) != 0;
}

static int
fs_open(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    int writes = is_write_mode(op->flags);
    pol_path p;
    if (gate(h, writes ? POL_FS_WRITE : POL_FS_READ, writes ? "write_content" : "read_content",
             op->path, op->path_len, &p, err) != 0) {
        return -1;
    }
    int reads = (op->flags & MONTY_OPEN_READ) != 0 || !writes;
    int oflags = reads && writes ? O_RDWR : writes ? O_WRONLY : O_RDONLY;
    if (op->flags & MONTY_OPEN_APPEND) {
        oflags |= O_APPEND | O_CREAT;
    }
    if (op->flags & MONTY_OPEN_CREATE) {
        oflags |= O_CREAT;
    }
    if (op->flags & MONTY_OPEN_EXCLUSIVE) {
        oflags |= O_CREAT | O_EXCL;
    }
    // Find a free slot first, so a full table never leaves an fd behind.
    size_t slot = h->n_files;
    for (size_t i = 0; i < h->n_files; i++) {
        if (h->files[i].fd < 0) {
            slot = i;
            break;
        }
    }
    if (slot == h->n_files) {
        bi_host_file *grown = cm_realloc(h->files, (h->n_files + 1) * sizeof *grown);
        if (!grown) {
            return fail_nomem(err);
        }
        h->files = grown;
        h->files[h->n_files].fd = -1;
        h->files[h->n_files].written = NULL;
        h->n_files++;
    }
    char *written = cm_strndup(op->path, op->path_len);
    if (!written) {
        return fail_nomem(err);
    }
    int fd = open_approved(&p, oflags, (op->flags & MONTY_OPEN_TRUNCATE) != 0);
    if (fd < 0) {
        int e = errno;
        cm_free(written);
        return fail_os(err, e, op->path, op->path_len);
    }
    bi_host_file *f = &h->files[slot];
    f->fd = fd;
    f->flags = (reads ? MONTY_OPEN_READ : 0) | op->flags;
    f->written = written;
    f->written_len = op->path_len;
    out->handle = (int64_t)slot + 1;
    return 0;
}

static bi_host_file *
find_file(bi_host *h, int64_t handle, monty_error *err)
{
    if (handle < 1 || (uint64_t)handle > h->n_files || h->files[handle - 1].fd < 0) {
        fail(err, MONTY_EXC_VALUE, 0, "I/O operation on closed file.");
        return NULL;
    }
    return &h->files[handle - 1];
}

static int
fs_read(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    bi_host_file *f = find_file(h, op->handle, err);
    if (!f) {
        return -1;
    }
    if (!(f->flags & MONTY_OPEN_READ)) {
        return fail(err, MONTY_EXC_OSERROR, 0, "not readable");
    }
    pol_path p;
    if (gate(h, POL_FS_READ, "read_content", f->written, f->written_len, &p, err) != 0) {
        return -1;
    }
    if (read_some(f->fd, op->len, read_cap(h), &out->data, &out->len) != 0) {
        return fail_read(h, err, errno, f->written, f->written_len);
    }
    return 0;
}

static int
fs_write(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    bi_host_file *f = find_file(h, op->handle, err);
    if (!f) {
        return -1;
    }
    if (!is_write_mode(f->flags)) {
        return fail(err, MONTY_EXC_OSERROR, 0, "not writable");
    }
    pol_path p;
    if (gate(h, POL_FS_WRITE, "write_content", f->written, f->written_len, &p, err) != 0) {
        return -1;
    }
    if (op->len > 0 && cm_write_all(f->fd, op->data, op->len) != 0) {
        return fail_os(err, errno, f->written, f->written_len);
    }
    out->len = op->len;
    return 0;
}

static int
fs_close(bi_host *h, const monty_fs_op *op, monty_error *err)
{
    bi_host_file *f = find_file(h, op->handle, err);
    if (!f) {
        return -1;
    }
    int rc = close(f->fd);
    int e = errno;
    f->fd = -1;
    if (rc != 0 && e != EINTR) {
        fail_os(err, e, f->written, f->written_len);
    }
    cm_free(f->written);
    f->written = NULL;
    return rc != 0 && e != EINTR ? -1 : 0;
}

static int64_t
ts_ns(struct timespec t)
{
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static int
fs_stat(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    pol_path p;
    if (gate(h, POL_FS_READ, "read_metadata", op->path, op->path_len, &p, err) != 0) {
        return -1;
    }
    struct stat st;
    int rc = op->kind == MONTY_FS_LSTAT ? bi_fs_lstat(&p, &st) : bi_fs_stat(&p, &st);
    if (rc != 0) {
        // "file/" and "file/x" are not missing: a part is not a directory (CPython's
        // NotADirectoryError); os.path.exists(), Path.exists() and friends still answer
        // False, as CPython's ignore that error
        if (errno == ENOENT) {
            out->exists = 0;
            return 0;
        }
        return fail_os(err, errno, op->path, op->path_len);
    }
    out->exists = 1;
    out->st.mode = (uint32_t)st.st_mode;
    out->st.size = (uint64_t)st.st_size;
    out->st.ino = (uint64_t)st.st_ino;
    out->st.dev = (uint64_t)st.st_dev;
    out->st.nlink = 1;
    out->st.uid = 0;
    out->st.gid = 0;
    out->st.atime_ns = ts_ns(st.st_atim);
    out->st.mtime_ns = ts_ns(st.st_mtim);
    out->st.ctime_ns = ts_ns(st.st_ctim);
    return 0;
}

static void
free_names(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        cm_free(names[i]);
    }
    cm_free(names);
}

// A directory entry's name as a Python str: well-formed UTF-8 is kept, and each other
// byte becomes the lone surrogate U+DC80..U+DCFF, as CPython's surrogateescape gives
// (os.listdir shows 'a\udcffb'). NULL when out of memory.
static char *
name_as_str(const char *name)
{
    size_t n = strlen(name);
    if (cm_utf8_valid(name, n)) {
        return cm_strdup(name);
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    if (cm_buf_add_fsescape(&b, name, n) != 0) {
        cm_buf_free(&b);
        return NULL;
    }
    return cm_buf_take(&b);
}

// The entry's type as readdir gives it (no stat: the listing's own decision covers it).
static unsigned char
dirent_type(const struct dirent *e)
{
    switch (e->d_type) {
    case DT_REG:
        return MONTY_DT_REG;
    case DT_DIR:
        return MONTY_DT_DIR;
    case DT_LNK:
        return MONTY_DT_LNK;
    case DT_UNKNOWN:
        return MONTY_DT_UNKNOWN;
    default:
        return MONTY_DT_OTHER;
    }
}

static int
fs_listdir(bi_host *h, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    pol_path p;
    if (gate(h, POL_FS_READ, "enumerate", op->path, op->path_len, &p, err) != 0) {
        return -1;
    }
    DIR *d = bi_fs_opendir(&p);
    if (!d) {
        return fail_os(err, errno, op->path, op->path_len);
    }
    char **names = NULL;
    unsigned char *types = NULL;
    size_t n = 0;
    size_t cap = 0;
    for (;;) {
        errno = 0;
        struct dirent *e = readdir(d);
        if (!e) {
            break;
        }
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 16;
            char **grown = cm_realloc(names, ncap * sizeof *grown);
            if (!grown) {
                goto nomem;
            }
            names = grown;
            unsigned char *tgrown = cm_realloc(types, ncap);
            if (!tgrown) {
                goto nomem;
            }
            types = tgrown;
            cap = ncap;
        }
        names[n] = name_as_str(e->d_name);
        if (!names[n]) {
            goto nomem;
        }
        types[n] = dirent_type(e);
        n++;
    }
    int e = errno;
    closedir(d);
    if (e != 0) {
        free_names(names, n);
        cm_free(types);
        return fail_os(err, e, op->path, op->path_len);
    }
    if (!names) {
        names = cm_alloc(sizeof *names);
        if (!names) {
            return fail_nomem(err);
        }
    }
    out->names = names;
    out->n_names = n;
    out->types = types;
    return 0;
nomem:
    closedir(d);
    free_names(names, n);
    cm_free(types);
    return fail_nomem(err);
}

static int
fs_simple(bi_host *h, const monty_fs_op *op, monty_error *err)
{
    pol_path p;
    int rc;
    switch (op->kind) {
    case MONTY_FS_MKDIR:
        if (gate(h, POL_FS_WRITE, "create_dir", op->path, op->path_len, &p, err) != 0) {
            return -1;
        }
        rc = bi_fs_mkdir(&p, 0777);
        break;
    case MONTY_FS_UNLINK:
        if (gate(h, POL_FS_DELETE, "remove_file", op->path, op->path_len, &p, err) != 0) {
            return -1;
        }
        rc = bi_fs_unlink(&p);
        break;
    default:
        if (gate(h, POL_FS_DELETE, "remove_dir", op->path, op->path_len, &p, err) != 0) {
            return -1;
        }
        rc = bi_fs_rmdir(&p);
        break;
    }
    if (rc != 0) {
        return fail_os(err, errno, op->path, op->path_len);
    }
    return 0;
}

// rename: fs:read on the source, fs:move on the source, fs:delete on a destination
// that exists (not following a final link), fs:move on the destination; the first
// denial stops it and nothing moves.
static int
fs_rename(bi_host *h, const monty_fs_op *op, monty_error *err)
{
    if (check_path(op->path2, op->path2_len, err) != 0) {
        return -1;
    }
    pol_path src;
    pol_path dst;
    if (gate(h, POL_FS_READ, "read_content", op->path, op->path_len, &src, err) != 0) {
        return -1;
    }
    if (gate(h, POL_FS_MOVE, "rename", op->path, op->path_len, &src, err) != 0) {
        return -1;
    }
    // Does the destination exist? Probed on its spelling with the no-follow walk,
    // which takes no decision and changes nothing.
    cm_buf why;
    cm_buf_init(&why, 0);
    pol_path probe;
    struct stat st;
    int exists = 0;
    int is_dir = 0;
    // the probe spells the same bytes the gate will (os_bytes), or a surrogate-escaped
    // destination would look absent and skip its fs:delete decision
    const char *w2 = op->path2;
    size_t w2l = op->path2_len;
    cm_buf bytes;
    cm_buf_init(&bytes, 0);
    if (os_bytes(&w2, &w2l, &bytes, err) != 0) {
        cm_buf_free(&bytes);
        cm_buf_free(&why);
        return -1;
    }
    if (pol_path_spell(&h->ctx->box->box, h->ctx->cwd, w2, w2l, &probe, &why) == 0 &&
        bi_fs_lstat(&probe, &st) == 0) {
        exists = 1;
        is_dir = S_ISDIR(st.st_mode);
    }
    cm_buf_free(&bytes);
    cm_buf_free(&why);
    if (exists && gate(h, POL_FS_DELETE, is_dir ? "remove_dir" : "remove_file", op->path2,
                       op->path2_len, &dst, err) != 0) {
        return -1;
    }
    if (gate(h, POL_FS_MOVE, "rename", op->path2, op->path2_len, &dst, err) != 0) {
        return -1;
    }
    if (bi_fs_rename(&src, &dst) != 0) {
        return fail_os2(err, errno, op);
    }
    return 0;
}

static int
host_fs(void *vh, const monty_fs_op *op, monty_fs_result *out, monty_error *err)
{
    bi_host *h = vh;
    if (op->kind == MONTY_FS_CLOSE) {
        // Releasing a handle is no effect to decide and never refused by a limit.
        return fs_close(h, op, err);
    }
    if (charge(h, err) != 0) {
        return -1;
    }
    int on_handle = op->kind == MONTY_FS_READ || op->kind == MONTY_FS_WRITE;
    if (!on_handle && check_path(op->path, op->path_len, err) != 0) {
        return -1;
    }
    switch (op->kind) {
    case MONTY_FS_READ_FILE:
        return fs_read_file(h, op, out, err);
    case MONTY_FS_WRITE_FILE:
        return fs_write_file(h, op, out, err);
    case MONTY_FS_OPEN:
        return fs_open(h, op, out, err);
    case MONTY_FS_READ:
        return fs_read(h, op, out, err);
    case MONTY_FS_WRITE:
        return fs_write(h, op, out, err);
    case MONTY_FS_STAT:
    case MONTY_FS_LSTAT:
        return fs_stat(h, op, out, err);
    case MONTY_FS_LISTDIR:
        return fs_listdir(h, op, out, err);
    case MONTY_FS_MKDIR:
    case MONTY_FS_UNLINK:
    case MONTY_FS_RMDIR:
        return fs_simple(h, op, err);
    case MONTY_FS_RENAME:
        return fs_rename(h, op, err);
    default:
        return fail(err, MONTY_EXC_RUNTIME, 0, "unknown file operation");
    }
}

// ---- fetch, output, clock, sleep, urandom -----------------------------------------

static int
host_fetch(void *vh, const monty_fetch_req *req, monty_fetch_resp *out, monty_error *err)
{
    bi_host *h = vh;
    if (charge(h, err) != 0) {
        return -1;
    }
    return bi_egress_fetch(h->ctx, &h->limits, &h->stop, req, out, err);
}

static int
host_write_out(void *vh, int fd, const char *buf, size_t n)
{
    bi_host *h = vh;
    if (h->stop) {
        // Past the deadline the run's last line is the deadline's, written by the runner.
        return 0;
    }
    return cm_write_all(fd == 2 ? h->ctx->err : h->ctx->out, buf, n);
}

// Clock reads take no decision and are not counted toward the host-call limit: they
// have no error path, and a script timing a loop must not exhaust its budget.
static double
host_clock(void *vh, int which)
{
    (void)vh;
    struct timespec t;
    if (clock_gettime(which == MONTY_CLOCK_MONOTONIC ? CLOCK_MONOTONIC : CLOCK_REALTIME, &t) != 0) {
        return 0.0;
    }
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int
host_sleep(void *vh, double seconds, monty_error *err)
{
    bi_host *h = vh;
    if (charge(h, err) != 0) {
        return -1;
    }
    if (isnan(seconds)) {
        return fail(err, MONTY_EXC_VALUE, 0, "Invalid value NaN (not a number)");
    }
    if (seconds < 0) {
        return fail(err, MONTY_EXC_VALUE, 0, "sleep length must be non-negative");
    }
    if (seconds > h->limits.sleep_seconds - h->slept + 1e-9) {
        // Refused at once and not charged (catchable: the spec marks only the call
        // and allocation limits as uncatchable).
        return fail(err, MONTY_EXC_TIMEOUT, 0, "script exceeded its total sleep of %.15g seconds",
                    h->limits.sleep_seconds);
    }
    h->slept += seconds;
    struct timespec until;
    if (clock_gettime(CLOCK_MONOTONIC, &until) != 0) {
        return fail_os(err, errno, "", 0);
    }
    double whole = floor(seconds);
    until.tv_sec += (time_t)whole;
    until.tv_nsec += (long)((seconds - whole) * 1e9);
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    // in slices of at most 50 ms: an interrupt from another thread (an MCP cancel) sends
    // no signal, so the flag is looked at between slices
    while (!h->stop && !h->intr) {
        struct timespec now;
        if (clock_gettime(CLOCK_MONOTONIC, &now) != 0) {
            return fail_os(err, errno, "", 0);
        }
        struct timespec slice = now;
        slice.tv_nsec += 50000000L;
        if (slice.tv_nsec >= 1000000000L) {
            slice.tv_sec++;
            slice.tv_nsec -= 1000000000L;
        }
        int last = slice.tv_sec > until.tv_sec ||
                   (slice.tv_sec == until.tv_sec && slice.tv_nsec >= until.tv_nsec);
        int rc = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, last ? &until : &slice, NULL);
        if (rc == 0 && last) {
            break;
        }
        if (rc != 0 && rc != EINTR) {
            return fail_os(err, rc, "", 0);
        }
    }
    h->intr = 0; // the caller raises the KeyboardInterrupt (mod_time)
    return 0;
}

static int
host_urandom(void *vh, void *buf, size_t n, monty_error *err)
{
    bi_host *h = vh;
    if (charge(h, err) != 0) {
        return -1;
    }
    if (n > h->limits.urandom_bytes) {
        return fail(err, MONTY_EXC_VALUE, 0,
                    "os.urandom: at most %" PRIu64 " bytes per call in this box",
                    h->limits.urandom_bytes);
    }
    unsigned char *p = buf;
    while (n > 0) {
        ssize_t k = getrandom(p, n, 0);
        if (k < 0) {
            if (errno == EINTR) {
                continue;
            }
            return fail_os(err, errno, "", 0);
        }
        p += k;
        n -= (size_t)k;
    }
    return 0;
}

// A seek only moves the position of a descriptor whose path was decided at open(): it
// reads and writes nothing, so it takes no new policy decision (the next read or
// write on the handle is decided as always) and is not counted as a host call.
static int
host_seek(void *vh, int64_t handle, int64_t offset, int whence, int64_t *pos, monty_error *err)
{
    bi_host *h = vh;
    bi_host_file *f = find_file(h, handle, err);
    if (!f) {
        return -1;
    }
    if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
        return fail(err, MONTY_EXC_VALUE, 0, "whence value %d unsupported", whence);
    }
    off_t r = lseek(f->fd, (off_t)offset, whence);
    if (r < 0) {
        err->kind = MONTY_EXC_OS;
        err->err_no = errno;
        return -1;
    }
    *pos = (int64_t)r;
    return 0;
}

// ---- lifecycle ------------------------------------------------------------------

/* Prepare h for one run in ctx (ctx->box must be open); the limits are the box's. */
void
bi_host_init(bi_host *h, bi_ctx *ctx)
{
    memset(h, 0, sizeof *h);
    h->ctx = ctx;
    h->limits = ctx->box->box.limits;
}

/* Fill out with the host table whose ctx is h. */
void
bi_host_table(bi_host *h, monty_host *out)
{
    out->ctx = h;
    out->fs = host_fs;
    out->fetch = host_fetch;
    out->write_out = host_write_out;
    out->clock = host_clock;
    out->sleep = host_sleep;
    out->urandom = host_urandom;
    out->urandom_max =
        h->limits.urandom_bytes > SIZE_MAX ? SIZE_MAX : (size_t)h->limits.urandom_bytes;
    out->seek = host_seek;
    // python.c roots the run's relative paths here (the workspace) before the script runs
    out->cwd = h->ctx->cwd;
    out->home = h->ctx->box ? h->ctx->box->box.operator_home : NULL;
}

/* Close every file the script left open and free the table. */
void
bi_host_fini(bi_host *h)
{
    for (size_t i = 0; i < h->n_files; i++) {
        if (h->files[i].fd >= 0) {
            close(h->files[i].fd);
        }
        cm_free(h->files[i].written);
    }
    cm_free(h->files);
    h->files = NULL;
    h->n_files = 0;
}
