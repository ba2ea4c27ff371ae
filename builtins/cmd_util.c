/* Helpers the shell's utilities share: buffered output, errors, gated opens and lists. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "builtins/cmd_re.h"
#include "common/alloc.h"
#include "common/io.h"
#include "common/utf8.h"

#define OUT_FLUSH    (64 * 1024)
#define OUT_HELD_MAX ((size_t)256 << 20)

/* bi_out_init: see builtins/cmd.h. */
void
bi_out_init(bi_out *o, int fd)
{
    o->fd = fd;
    o->failed = 0;
    cm_buf_init(&o->b, fd < 0 ? OUT_HELD_MAX : 0);
}

static void
out_flush(bi_out *o)
{
    if (o->fd < 0) {
        return; // held until bi_out_done
    }
    if (o->b.len > 0 && !o->failed && cm_write_all(o->fd, o->b.data, o->b.len) < 0) {
        o->failed = 1;
    }
    cm_buf_reset(&o->b);
}

/* bi_out_flush: see builtins/cmd.h. */
void
bi_out_flush(bi_out *o)
{
    if (!o->failed && o->b.len > 0) {
        out_flush(o);
    }
}

/* bi_out_add: see builtins/cmd.h. */
void
bi_out_add(bi_out *o, const char *s, size_t n)
{
    if (o->failed) {
        return;
    }
    if (cm_buf_add(&o->b, s, n) < 0) {
        o->failed = 1;
        return;
    }
    if (o->b.len >= OUT_FLUSH) {
        out_flush(o);
    }
}

/* bi_out_adds: see builtins/cmd.h. */
void
bi_out_adds(bi_out *o, const char *s)
{
    bi_out_add(o, s, strlen(s));
}

/* bi_out_printf: see builtins/cmd.h. */
void
bi_out_printf(bi_out *o, const char *fmt, ...)
{
    va_list ap;
    if (o->failed) {
        return;
    }
    va_start(ap, fmt);
    if (cm_buf_vprintf(&o->b, fmt, ap) < 0) {
        o->failed = 1;
    }
    va_end(ap);
    if (o->b.len >= OUT_FLUSH) {
        out_flush(o);
    }
}

/* bi_out_done: see builtins/cmd.h. */
int
bi_out_done(bi_out *o)
{
    out_flush(o);
    cm_buf_free(&o->b);
    return o->failed ? -1 : 0;
}

/* bi_cmd_err: see builtins/cmd.h. */
void
bi_cmd_err(bi_ctx *ctx, const char *prog, const char *fmt, ...)
{
    cm_buf b;
    cm_buf raw;
    va_list ap;
    cm_buf_init(&b, 0);
    cm_buf_init(&raw, 0);
    va_start(ap, fmt);
    int r = cm_buf_printf(&b, "%s: ", prog);
    if (r == 0) {
        r = cm_buf_vprintf(&raw, fmt, ap);
    }
    va_end(ap);
    // names and texts in the message come from the script: never raw to a terminal
    if (r == 0 && cm_utf8_escape_display(&b, raw.data ? raw.data : "", raw.len) == 0 &&
        cm_buf_addc(&b, '\n') == 0) {
        (void)cm_write_all(ctx->err, b.data, b.len);
    }
    cm_buf_free(&raw);
    cm_buf_free(&b);
}

/* bi_cmd_usage: see builtins/cmd.h. */
int
bi_cmd_usage(bi_ctx *ctx, const char *prog)
{
    if (strcmp(prog, "grep") == 0) {
        // GNU grep puts its synopsis before the Try line of every usage error
        static const char line[] = "Usage: grep [OPTION]... PATTERNS [FILE]...\n";
        (void)cm_write_all(ctx->err, line, sizeof line - 1);
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    if (cm_buf_printf(&b, "Try '%s --help' for more information.\n", prog) == 0) {
        (void)cm_write_all(ctx->err, b.data, b.len);
    }
    cm_buf_free(&b);
    return 1;
}

/* bi_cmd_bad_option: see builtins/builtins.h. */
int
bi_cmd_bad_option(bi_ctx *ctx, const char *prog, const char *word, char c, int status)
{
    if (word && word[0] == '-' && word[1] == '-') {
        bi_cmd_err(ctx, prog, "unrecognized option '%s'", word);
    } else {
        bi_cmd_err(ctx, prog, "invalid option -- '%c'", c);
    }
    (void)bi_cmd_usage(ctx, prog);
    return status;
}

/* bi_cmd_flags: see builtins/cmd.h. */
int
bi_cmd_flags(bi_ctx *ctx, const char *prog, int argc, char **argv, const char *known, uint64_t *set)
{
    *set = 0;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            return i + 1;
        }
        for (size_t k = 1; argv[i][k]; k++) {
            char c = argv[i][k];
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) || !strchr(known, c)) {
                (void)bi_cmd_bad_option(ctx, prog, argv[i], c, 1);
                return -1;
            }
            *set |= BI_FLAG(c);
        }
    }
    return i;
}

// 1 when the long option word w ("--name", no '=') takes the next word: name is in the
// comma-separated list longs.
static int
long_takes_value(const char *longs, const char *w)
{
    const char *name = w + 2;
    size_t n = strlen(name);
    for (const char *p = longs; p && *p;) {
        const char *e = strchr(p, ',');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        if (l == n && memcmp(p, name, n) == 0) {
            return 1;
        }
        p = e ? e + 1 : NULL;
    }
    return 0;
}

/* bi_cmd_permute: see builtins/builtins.h. */
void
bi_cmd_permute(const char *spec, int argc, char *const *argv, char **out)
{
    const char *bar = strchr(spec, '|');
    size_t nshort = bar ? (size_t)(bar - spec) : strlen(spec);
    const char *longs = bar ? bar + 1 : NULL;
    int o = 1;
    // first the options in their order, then the operands in theirs
    for (int pass = 0; pass < 2; pass++) {
        int i = 1;
        for (; i < argc; i++) {
            const char *w = argv[i];
            if (strcmp(w, "--") == 0) {
                break;
            }
            int opt = w[0] == '-' && w[1] != 0;
            int value = 0; // the next word belongs to this option
            if (opt && w[1] == '-') {
                value = !strchr(w, '=') && long_takes_value(longs, w);
            } else if (opt) {
                for (size_t j = 1; w[j]; j++) {
                    if (memchr(spec, w[j], nshort)) {
                        value = w[j + 1] == 0;
                        break;
                    }
                }
            }
            if (opt == (pass == 0)) {
                out[o++] = (char *)w;
                if (opt && value && i + 1 < argc) {
                    out[o++] = argv[i + 1];
                }
            }
            i += opt && value && i + 1 < argc;
        }
        if (pass == 1) {
            for (; i < argc; i++) {
                out[o++] = argv[i]; // "--" and every word after it
            }
        }
    }
    out[0] = argv[0];
    out[argc] = NULL;
}

/* bi_opt_init: see builtins/cmd.h. */
void
bi_opt_init(bi_opt *o, int argc, char **argv)
{
    o->argc = argc;
    o->argv = argv;
    o->i = 1;
    o->k = 0;
    o->arg = NULL;
}

/* bi_opt_next: see builtins/cmd.h. */
int
bi_opt_next(bi_ctx *ctx, const char *prog, const char *spec, bi_opt *o)
{
    o->arg = NULL;
    if (o->k == 0) {
        const char *w = o->i < o->argc ? o->argv[o->i] : NULL;
        if (!w || w[0] != '-' || !w[1]) {
            return 0;
        }
        if (strcmp(w, "--") == 0) {
            o->i++;
            return 0;
        }
        if (w[1] == '-' && spec[0] == '-') {
            o->arg = w;
            o->i++;
            return '-';
        }
        o->k = 1;
    }
    const char *w = o->argv[o->i];
    if (o->k == 1 && w[1] == '-') {
        // a long option the command does not take
        o->i++;
        o->k = 0;
        (void)bi_cmd_bad_option(ctx, prog, w, '-', 1);
        return '?';
    }
    char c = w[o->k++];
    const char *at = c != '-' && c != ':' ? strchr(spec, c) : NULL;
    int takes = at && at[1] == ':';
    if (takes && at[2] == ':') {
        o->arg = w[o->k] ? w + o->k : NULL; // an optional value: this word's rest only
        o->i++;
        o->k = 0;
        return c;
    }
    if (takes) {
        o->arg = w[o->k] ? w + o->k : (o->i + 1 < o->argc ? o->argv[o->i + 1] : NULL);
        o->i += w[o->k] ? 1 : 2;
        o->k = 0;
    } else if (!w[o->k]) {
        o->i++;
        o->k = 0;
    }
    if (!at) {
        (void)bi_cmd_bad_option(ctx, prog, NULL, c, 1);
        return '?';
    }
    if (takes && !o->arg) {
        bi_cmd_err(ctx, prog, "option requires an argument -- '%c'", c);
        (void)bi_cmd_usage(ctx, prog);
        return '?';
    }
    return c;
}

// A refusal inside a permitted command: "strands-shell: <cmd>: <text>" (the spec's
// wording for the shell's own commands).
static void
refused(bi_ctx *ctx, const char *prog, const cm_buf *why)
{
    cm_buf name;
    cm_buf_init(&name, 0);
    if (cm_buf_printf(&name, "strands-shell: %s", prog) == 0) {
        bi_cmd_err(ctx, cm_buf_str(&name), "%s", cm_buf_str(why));
    }
    cm_buf_free(&name);
}

/* bi_cmd_gate: see builtins/cmd.h. */
int
bi_cmd_gate(bi_ctx *ctx, const char *prog, const char *path, pol_action action, const char *op,
            pol_path *pp)
{
    cm_buf why;
    cm_buf_init(&why, 0);
    if (!ctx->box) {
        bi_cmd_err(ctx, prog, "%s: no box is open, so every effect is refused", path);
        errno = EACCES;
        return -1;
    }
    const char *w = path[0] ? path : ".";
    if (bi_gate_fs(ctx, action, op, w, strlen(w), pp, &why, NULL) < 0) {
        refused(ctx, prog, &why);
        cm_buf_free(&why);
        errno = EACCES;
        return -1;
    }
    cm_buf_free(&why);
    return 0;
}

/* bi_subst_fd: see builtins/builtins.h. */
int
bi_subst_fd(const bi_ctx *ctx, const char *path, int *writable)
{
    if (ctx->n_subst == 0 || strncmp(path, "/dev/fd/", 8) != 0) {
        return -1;
    }
    const char *d = path + 8;
    if (d[0] < '1' || d[0] > '9' || d[strspn(d, "0123456789")] != 0 || strlen(d) > 9) {
        return -1;
    }
    int n = atoi(d);
    for (unsigned i = 0; i < ctx->n_subst && i < BI_MAX_SUBST; i++) {
        if (ctx->subst_fd[i] == n) {
            if (writable) {
                *writable = ctx->subst_write[i];
            }
            return n;
        }
    }
    return -1;
}

/* bi_cmd_not_output: see builtins/cmd.h. */
int
bi_cmd_not_output(bi_ctx *ctx, const char *prog, const char *name, int fd)
{
    struct stat in;
    struct stat out;
    if (fstat(fd, &in) == 0 && S_ISREG(in.st_mode) && fstat(ctx->out, &out) == 0 &&
        S_ISREG(out.st_mode) && in.st_dev == out.st_dev && in.st_ino == out.st_ino &&
        lseek(fd, 0, SEEK_CUR) < in.st_size) {
        bi_cmd_err(ctx, prog, "%s: input file is output file", name);
        return -1;
    }
    return 0;
}

// "<prog>: ..." for a file the system could not open (or stat), in the words of the GNU
// tool of that name ("head: cannot open 'f' for reading: No such file or directory"): the
// text before and after the path; others "<prog>: <path>: <error>".
static void
os_error(bi_ctx *ctx, const char *prog, const char *path, int e, int stat)
{
    static const struct {
        const char *prog;
        int stat;
        const char *before, *after;
    } texts[] = {
        {"cp", 1, "cannot stat '", "'"},  {"head", 0, "cannot open '", "' for reading"},
        {"mv", 1, "cannot stat '", "'"},  {"sed", 0, "can't read ", ""},
        {"sort", 0, "cannot read: ", ""}, {"tail", 0, "cannot open '", "' for reading"},
    };
    const char *before = "", *after = "";
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        if (texts[i].stat == stat && strcmp(prog, texts[i].prog) == 0) {
            before = texts[i].before;
            after = texts[i].after;
        }
    }
    bi_cmd_err(ctx, prog, "%s%s%s: %s", before, path, after, strerror(e));
}

// The fd of the command's own stream that /dev/stdin, /dev/stdout or /dev/stderr names;
// -2 for any other path.
static int
std_stream(const bi_ctx *ctx, const char *path)
{
    return strcmp(path, "/dev/stdin") == 0    ? ctx->in
           : strcmp(path, "/dev/stdout") == 0 ? ctx->out
           : strcmp(path, "/dev/stderr") == 0 ? ctx->err
                                              : -2;
}

/* bi_cmd_open: see builtins/cmd.h. */
int
bi_cmd_open(bi_ctx *ctx, const char *prog, const char *path, pol_action action, const char *op,
            int flags)
{
    if (strcmp(path, "-") == 0 && (flags & O_ACCMODE) == O_RDONLY) {
        int fd = fcntl(ctx->in, F_DUPFD_CLOEXEC, 3);
        if (fd < 0) {
            bi_cmd_err(ctx, prog, "-: %s", strerror(errno));
        }
        return fd;
    }
    // the pseudo-files a redirection serves without a decision: /dev/null, and the
    // command's own standard streams
    int std = std_stream(ctx, path);
    if (std != -2 || strcmp(path, "/dev/null") == 0) {
        int fd = std == -2 ? open("/dev/null", (flags & ~(O_CREAT | O_TRUNC | O_EXCL)) | O_CLOEXEC)
                           : fcntl(std, F_DUPFD_CLOEXEC, 3);
        if (fd < 0) {
            int e = errno;
            bi_cmd_err(ctx, prog, "%s: %s", path, strerror(e));
            errno = e;
        }
        return fd;
    }
    int writable = 0;
    int sub = bi_subst_fd(ctx, path, &writable);
    if (sub >= 0) {
        // <(list): the list's output the shell holds, read from its start; >(list): the
        // memory file the list reads when the command ends, written only
        int want_write = (flags & O_ACCMODE) != O_RDONLY;
        int fd = want_write == writable ? fcntl(sub, F_DUPFD_CLOEXEC, 3) : -1;
        if (fd < 0 || (!writable && lseek(fd, 0, SEEK_SET) < 0)) {
            int e = fd < 0 && want_write != writable ? EBADF : errno;
            if (fd >= 0) {
                close(fd);
            }
            bi_cmd_err(ctx, prog, "%s: %s", path, strerror(e));
            errno = e;
            return -1;
        }
        return fd;
    }
    pol_path pp;
    if (bi_cmd_gate(ctx, prog, path, action, op, &pp) < 0) {
        return -1;
    }
    int fd = bi_fs_open(&pp, flags | O_CLOEXEC, 0666);
    if (fd < 0) {
        int e = errno;
        os_error(ctx, prog, path, e, 0);
        errno = e;
        return -1;
    }
    return fd;
}

/* bi_cmd_stat: see builtins/cmd.h. */
int
bi_cmd_stat(bi_ctx *ctx, const char *prog, const char *path, struct stat *st, int quiet)
{
    int sub = bi_subst_fd(ctx, path, NULL);
    if (sub >= 0) {
        return fstat(sub, st); // <(list), >(list): the memory file the shell holds
    }
    if (strcmp(path, "/dev/null") == 0) {
        return stat(path, st); // the pseudo-files bi_cmd_open serves
    }
    int std = std_stream(ctx, path);
    if (std != -2) {
        return fstat(std, st);
    }
    pol_path pp;
    cm_buf why;
    cm_buf_init(&why, 0);
    if (!ctx->box) {
        cm_buf_free(&why);
        errno = EACCES;
        return -1;
    }
    if (bi_gate_fs(ctx, POL_FS_READ, "read_metadata", path, strlen(path), &pp, &why, NULL) < 0) {
        if (!quiet) {
            refused(ctx, prog, &why);
        }
        cm_buf_free(&why);
        errno = EACCES;
        return -1;
    }
    cm_buf_free(&why);
    if (bi_fs_stat(&pp, st) < 0) {
        int e = errno;
        if (!quiet) {
            os_error(ctx, prog, path, e, 1);
        }
        errno = e;
        return -1;
    }
    return 0;
}

static int
cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* bi_cmd_free_names: see builtins/cmd.h. */
void
bi_cmd_free_names(char **names, size_t n)
{
    if (!names) {
        return;
    }
    for (size_t i = 0; i < n; i++) {
        cm_free(names[i]);
    }
    cm_free(names);
}

/* bi_cmd_list: see builtins/cmd.h. */
char **
bi_cmd_list(bi_ctx *ctx, const char *prog, const char *path, size_t *n)
{
    pol_path pp;
    *n = 0;
    if (bi_cmd_gate(ctx, prog, path, POL_FS_READ, "enumerate", &pp) < 0) {
        return NULL;
    }
    DIR *d = bi_fs_opendir(&pp);
    if (!d) {
        bi_cmd_err(ctx, prog, "%s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 16;
    char **v = cm_calloc(cap, sizeof(char *));
    struct dirent *e;
    while (v && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }
        if (*n + 1 >= cap) {
            char **nv = cm_realloc(v, cap * 2 * sizeof(char *));
            if (!nv) {
                bi_cmd_free_names(v, *n);
                v = NULL;
                break;
            }
            v = nv;
            cap *= 2;
        }
        v[*n] = cm_strdup(e->d_name);
        if (!v[*n]) {
            bi_cmd_free_names(v, *n);
            v = NULL;
            break;
        }
        (*n)++;
        v[*n] = NULL;
    }
    closedir(d);
    if (!v) {
        *n = 0;
        bi_cmd_err(ctx, prog, "out of memory");
        return NULL;
    }
    qsort(v, *n, sizeof(char *), cmp_names);
    return v;
}

/* bi_cmd_read_some: see builtins/cmd.h. */
ssize_t
bi_cmd_read_some(int fd, char *buf, size_t size)
{
    return bi_stop_read(fd, buf, size); // EINTR: Ctrl-C or the run's deadline
}

/* bi_cmd_read_all: see builtins/cmd.h. */
int
bi_cmd_read_all(int fd, cm_buf *b)
{
    char buf[16384];
    for (;;) {
        ssize_t n = bi_cmd_read_some(fd, buf, sizeof(buf));
        if (n <= 0) {
            return n < 0 ? -1 : 0;
        }
        if (cm_buf_add(b, buf, (size_t)n) < 0) {
            errno = EFBIG;
            return -1;
        }
    }
}

/* bi_cmd_read_chunk: see builtins/cmd.h. */
ssize_t
bi_cmd_read_chunk(bi_ctx *ctx, const char *prog, int fd, char *buf, size_t size)
{
    ssize_t r = bi_cmd_read_some(fd, buf, size);
    if (r < 0 && errno == EINTR) {
        return -2;
    }
    if (r < 0) {
        bi_cmd_err(ctx, prog, "read error: %s", strerror(errno));
    }
    return r;
}

#define LINES_CHUNK ((size_t)64 << 10)
#define LINES_MAX   ((size_t)256 << 20)

/* bi_lines_init: see builtins/cmd.h. */
void
bi_lines_init(bi_lines *r, int fd)
{
    memset(r, 0, sizeof(*r));
    r->fd = fd;
}

/* bi_lines_next: see builtins/cmd.h. */
int
bi_lines_next(bi_lines *r, const char **s, size_t *n, int *nl)
{
    for (;;) {
        const char *at = r->scan < r->len ? memchr(r->buf + r->scan, '\n', r->len - r->scan) : NULL;
        if (at || (r->eof && r->start < r->len)) {
            size_t end = at ? (size_t)(at - r->buf) : r->len;
            *s = r->buf + r->start;
            *n = end - r->start;
            *nl = at != NULL;
            r->start = r->scan = at ? end + 1 : end;
            return 1;
        }
        if (r->eof) {
            return 0;
        }
        r->scan = r->len;
        // the unfinished line to the front, then room for at least half the buffer
        if (r->start > 0) {
            memmove(r->buf, r->buf + r->start, r->len - r->start);
            r->len -= r->start;
            r->scan -= r->start;
            r->start = 0;
        }
        if (r->cap - r->len < r->cap / 2 || r->cap == 0) {
            if (r->len >= LINES_MAX) {
                errno = EFBIG;
                return -1;
            }
            size_t cap = r->cap ? r->cap * 2 : LINES_CHUNK;
            char *nb = cm_realloc(r->buf, cap);
            if (!nb) {
                errno = ENOMEM;
                return -1;
            }
            r->buf = nb;
            r->cap = cap;
        }
        ssize_t got = bi_cmd_read_some(r->fd, r->buf + r->len, r->cap - r->len);
        if (got < 0) {
            return -1;
        }
        if (got == 0) {
            r->eof = 1;
            continue;
        }
        r->nul |= memchr(r->buf + r->len, 0, (size_t)got) != NULL;
        r->len += (size_t)got;
    }
}

/* bi_lines_free: see builtins/cmd.h. */
void
bi_lines_free(bi_lines *r)
{
    cm_free(r->buf);
    r->buf = NULL;
    r->cap = r->len = r->start = r->scan = 0;
}

/* bi_ring_init: see builtins/cmd.h. */
void
bi_ring_init(bi_ring *r, size_t max)
{
    memset(r, 0, sizeof(*r));
    r->max = max;
}

/* bi_ring_push: see builtins/cmd.h. */
int
bi_ring_push(bi_ring *r, const char *s, size_t n, int nl)
{
    if (r->max == 0) {
        return 0;
    }
    bi_ring_line *slot;
    if (r->count < r->max) {
        // not full yet: the lines fill slots 0..count in order (head stays 0)
        if (r->count == r->slots) {
            size_t grow = r->slots ? r->slots * 2 : 16;
            grow = grow < r->max ? grow : r->max;
            bi_ring_line *nv = cm_realloc(r->v, grow * sizeof(*nv));
            if (!nv) {
                return -1;
            }
            memset(nv + r->slots, 0, (grow - r->slots) * sizeof(*nv));
            r->v = nv;
            r->slots = grow;
        }
        slot = &r->v[(r->head + r->count) % r->slots];
        r->count++;
    } else {
        slot = &r->v[r->head];
        r->head = (r->head + 1) % r->slots;
    }
    if (n > slot->cap) {
        size_t cap = slot->cap ? slot->cap : 64;
        while (cap < n) {
            cap *= 2;
        }
        char *ns = cm_realloc(slot->s, cap);
        if (!ns) {
            return -1;
        }
        slot->s = ns;
        slot->cap = cap;
    }
    if (n > 0) {
        memcpy(slot->s, s, n);
    }
    slot->n = n;
    slot->nl = nl;
    return 0;
}

/* bi_ring_at: see builtins/cmd.h. */
const bi_ring_line *
bi_ring_at(const bi_ring *r, size_t k)
{
    return &r->v[(r->head + k) % r->slots];
}

/* bi_ring_clear: see builtins/cmd.h. */
void
bi_ring_clear(bi_ring *r)
{
    r->count = 0;
    r->head = 0;
}

/* bi_ring_free: see builtins/cmd.h. */
void
bi_ring_free(bi_ring *r)
{
    for (size_t k = 0; k < r->slots; k++) {
        cm_free(r->v[k].s);
    }
    cm_free(r->v);
    memset(r, 0, sizeof(*r));
}

/* bi_cmd_join: see builtins/cmd.h. */
char *
bi_cmd_join(const char *path, const char *name)
{
    size_t pl = strlen(path);
    size_t nl = strlen(name);
    char *r = cm_alloc(pl + nl + 2);
    if (!r) {
        return NULL;
    }
    memcpy(r, path, pl);
    size_t o = pl;
    if (pl > 0 && path[pl - 1] != '/') {
        r[o++] = '/';
    }
    memcpy(r + o, name, nl + 1);
    return r;
}

/* ---- PCRE2 through the box's allocator ---- */

// Made once per process and only read after (a forked job inherits them).
static struct {
    pcre2_general_context *gen;
    pcre2_compile_context *comp;
    pcre2_match_context *match;
} re_ctx;

static void
re_ctx_make(void)
{
    re_ctx.gen = pcre2_general_context_create(cm_alloc_ud, cm_free_ud, NULL);
    if (re_ctx.gen) {
        re_ctx.comp = pcre2_compile_context_create(re_ctx.gen);
        re_ctx.match = pcre2_match_context_create(re_ctx.gen);
    }
}

// 0 when every context is there, -1 when one could not be made.
static int
re_ctx_ready(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, re_ctx_make);
    return re_ctx.comp && re_ctx.match ? 0 : -1;
}

/* bi_re_compile: see builtins/cmd_re.h. */
int
bi_re_compile(bi_re *re, const char *s, size_t n, uint32_t opts, int *err, PCRE2_SIZE *off)
{
    re->any = NULL;
    re->valid = NULL;
    if (re_ctx_ready() < 0) {
        *err = PCRE2_ERROR_HEAP_FAILED;
        *off = 0;
        return -1;
    }
    if (opts & PCRE2_UTF) {
        // \C (one code unit) would leave a match inside a character, undefined in PCRE2's
        // UTF mode, the more so with PCRE2_NO_UTF_CHECK (the callers spell a typed \C as
        // a literal C, as GNU's tools read it)
        opts |= PCRE2_NEVER_BACKSLASH_C;
    }
    re->any = pcre2_compile((PCRE2_SPTR)s, n, opts, err, off, re_ctx.comp);
    if (!re->any) {
        return -1;
    }
    if ((opts & PCRE2_UTF) && (opts & PCRE2_MATCH_INVALID_UTF)) {
        re->valid =
            pcre2_compile((PCRE2_SPTR)s, n, opts & ~PCRE2_MATCH_INVALID_UTF, err, off, re_ctx.comp);
        if (!re->valid) {
            bi_re_free(re);
            return -1;
        }
    }
    return 0;
}

/* bi_re_free: see builtins/cmd_re.h. */
void
bi_re_free(bi_re *re)
{
    pcre2_code_free(re->any);
    pcre2_code_free(re->valid);
    re->any = NULL;
    re->valid = NULL;
}

/* bi_re_match_data: see builtins/cmd_re.h. */
pcre2_match_data *
bi_re_match_data(const bi_re *re, uint32_t pairs)
{
    if (re_ctx_ready() < 0) {
        return NULL;
    }
    return re ? pcre2_match_data_create_from_pattern(re->any, re_ctx.gen)
              : pcre2_match_data_create(pairs, re_ctx.gen);
}

/* bi_re_error: see builtins/cmd_re.h. */
const char *
bi_re_error(int rc, char *buf, size_t size)
{
    pcre2_get_error_message(rc, (PCRE2_UCHAR *)buf, size);
    if (rc == PCRE2_ERROR_NOMEMORY && cm_alloc_refused()) {
        size_t n = strlen(buf);
        snprintf(buf + n, size - n, " (the box's memory limit of %zu bytes, [box] memory_bytes)",
                 cm_alloc_limit());
    }
    return buf;
}

/* bi_re_match: see builtins/cmd_re.h. */
int
bi_re_match(const bi_re *re, const char *s, size_t n, size_t off, pcre2_match_data *md, int *utf)
{
    // a pattern exists only after bi_re_compile made the contexts
    if (!re->valid) {
        return pcre2_match(re->any, (PCRE2_SPTR)s, n, off, 0, md, re_ctx.match);
    }
    if (*utf < 0) {
        *utf = cm_utf8_valid(s, n) ? 1 : 0;
    }
    if (*utf == 0) {
        return pcre2_match(re->any, (PCRE2_SPTR)s, n, off, 0, md, re_ctx.match);
    }
    // PCRE2_NO_UTF_CHECK needs a character's start: a match cannot begin inside one anyway
    while (off < n && ((unsigned char)s[off] & 0xC0) == 0x80) {
        off++;
    }
    return pcre2_match(re->valid, (PCRE2_SPTR)s, n, off, PCRE2_NO_UTF_CHECK, md, re_ctx.match);
}
