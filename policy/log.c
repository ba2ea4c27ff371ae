/* The decision log: one JSON object per decision, appended with one write() (spec 8). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/json.h"
#include "policy/lang.h"

#define FIELD_LIMIT 4096
#define TRUNCATED   "\xe2\x80\xa6 (truncated)"
#define MAX_ARGS    64
#define REDACTED    "<redacted>"

struct pol_log {
    int fd;
    char *caller;
    char *path;
    uint64_t seq;
    // The run's counter, in memory shared with the processes this one forks (pipeline
    // stages and background jobs), so that a run's records keep distinct numbers;
    // NULL when it could not be mapped (then seq counts for this process alone).
    uint64_t *shared_seq;
    int reported;
    uint64_t max_bytes; // 0: no cap
    cm_buf line;
    char kernel[256]; // pol_log_set_kernel's object, for this process's first record
    int kernel_pending;
};

/* The run: one id per box process; a forked child (a pipeline stage, a job, a subshell)
 * starts a run of its own. seq is the log's, in memory shared with the processes this one
 * forks, so it is monotonic within each run and distinct across a run's forked children. */
static struct {
    pid_t pid; // the process the run belongs to (0: none yet)
    char id[17];
} run;

// The run of this process, started at its first record.
static void
run_enter(void)
{
    if (run.pid == getpid()) {
        return;
    }
    unsigned char r[8];
    if (getrandom(r, sizeof r, GRND_NONBLOCK) != (ssize_t)sizeof r) {
        // no entropy yet: the time and the process still tell runs apart
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        uint64_t x =
            ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec) ^ ((uint64_t)getpid() << 40);
        memcpy(r, &x, sizeof r);
    }
    for (size_t i = 0; i < sizeof r; i++) {
        snprintf(run.id + 2 * i, 3, "%02x", r[i]);
    }
    run.pid = getpid();
}

/* The run id of this process's records (16 hex digits); see policy.h. */
const char *
pol_log_run_id(void)
{
    run_enter();
    return run.id;
}

/* Open the log for appending; see policy.h. */
pol_log *
pol_log_open(const char *path, const char *caller, cm_buf *err)
{
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        pol_ignore(cm_buf_printf(err, "%s: %s", path, strerror(errno)));
        return NULL;
    }
    pol_log *log = cm_calloc(1, sizeof(*log));
    char *c = cm_strdup(caller ? caller : "");
    char *p = cm_strdup(path);
    if (!log || !c || !p) {
        cm_free(log);
        cm_free(c);
        cm_free(p);
        close(fd);
        pol_ignore(cm_buf_adds(err, "out of memory"));
        return NULL;
    }
    void *m =
        mmap(NULL, sizeof(uint64_t), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    log->shared_seq = m == MAP_FAILED ? NULL : m;
    log->fd = fd;
    log->caller = c;
    log->path = p;
    cm_buf_init(&log->line, (size_t)256 << 10);
    return log;
}

/* Close the log (NULL is ignored). */
void
pol_log_close(pol_log *log)
{
    if (!log) {
        return;
    }
    close(log->fd);
    if (log->shared_seq) {
        munmap(log->shared_seq, sizeof(uint64_t));
    }
    cm_free(log->caller);
    cm_free(log->path);
    cm_buf_free(&log->line);
    cm_free(log);
}

// Append s as a JSON string (quoted), at most FIELD_LIMIT bytes of text, escaping
// control, bidi and line-separator characters; invalid UTF-8 becomes U+FFFD.
static int
json_str(cm_buf *b, const char *s, size_t n)
{
    if (cm_buf_addc(b, '"') < 0) {
        return -1;
    }
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    size_t used = 0;
    while (i < n) {
        unsigned c = u[i];
        size_t k = 1;
        if (c >= 0x80) {
            k = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
            if (c < 0xC2 || i + k > n || !pol_utf8_valid(s + i, k)) {
                if (cm_buf_adds(b, "\\ufffd") < 0) {
                    return -1;
                }
                i++;
                used += 3;
                continue;
            }
        }
        if (used + k > FIELD_LIMIT) {
            if (cm_buf_adds(b, TRUNCATED) < 0) {
                return -1;
            }
            break;
        }
        int rc;
        if (c == '"' || c == '\\' || c < 0x20 || c == 0x7F) {
            rc = cm_json_add_ascii_escape(b, c);
        } else if (k == 3 && c == 0xE2 && u[i + 1] == 0x80 &&
                   (u[i + 2] == 0xA8 || u[i + 2] == 0xA9 ||
                    (u[i + 2] >= 0xAA && u[i + 2] <= 0xAE))) {
            rc = cm_buf_printf(b, "\\u20%02x", 0x28 + (u[i + 2] - 0xA8));
        } else {
            rc = cm_buf_add(b, s + i, k);
        }
        if (rc < 0) {
            return -1;
        }
        used += k;
        i += k;
    }
    return cm_buf_addc(b, '"');
}

static int
json_cstr(cm_buf *b, const char *s)
{
    if (!s) {
        return cm_buf_adds(b, "null");
    }
    return json_str(b, s, strlen(s));
}

static int
key(cm_buf *b, const char *k)
{
    return cm_buf_printf(b, ",\"%s\":", k);
}

// Length of the flag name a logged argument may show: all of a short flag ("-x"), the
// name of a long flag of at most 32 lower-case letters and dashes ("--out" of
// "--out=secret"), else 0 (the whole argument is redacted).
static size_t
flag_len(const char *s)
{
    if (s[0] != '-') {
        return 0;
    }
    if (s[1] != '-') {
        unsigned char c = (unsigned char)s[1];
        int alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        return alnum && s[2] == '\0' ? 2 : 0;
    }
    size_t i = 2;
    while ((s[i] >= 'a' && s[i] <= 'z') || s[i] == '-') {
        i++;
    }
    if (i - 2 > 32 || (s[i] != '\0' && s[i] != '=')) {
        return 0;
    }
    return i;
}

// "args":[...] for a shell request: literal arguments as written, the others redacted
// unless they are flags; at most MAX_ARGS, then "<N more>".
static int
json_args(cm_buf *b, const pol_request *q)
{
    if (!q->args || q->arg_count <= 0) {
        return 0;
    }
    if (cm_buf_adds(b, ",\"args\":[") < 0) {
        return -1;
    }
    size_t n = (size_t)q->arg_count;
    for (size_t i = 0; i < n && i < MAX_ARGS; i++) {
        const char *a = q->args[i] ? q->args[i] : "";
        int rc = i ? cm_buf_addc(b, ',') : 0;
        if (rc == 0 && q->args_literal && q->args_literal[i]) {
            rc = json_cstr(b, a);
        } else if (rc == 0) {
            size_t k = flag_len(a);
            if (k == 0) {
                rc = cm_buf_adds(b, "\"" REDACTED "\"");
            } else if (a[k] == '=') {
                rc = cm_buf_printf(b, "\"%.*s=" REDACTED "\"", (int)k, a);
            } else {
                rc = json_cstr(b, a);
            }
        }
        if (rc < 0) {
            return -1;
        }
    }
    if (n > MAX_ARGS && cm_buf_printf(b, ",\"<%zu more>\"", n - MAX_ARGS) < 0) {
        return -1;
    }
    return cm_buf_addc(b, ']');
}

// "errors":[{"policy":...,"message":...}] for an internal fault.
static int
json_errors(cm_buf *b, const pol_decision *d)
{
    if (d->cause != POL_INTERNAL_FAULT) {
        return 0;
    }
    if (cm_buf_adds(b, ",\"errors\":[") < 0) {
        return -1;
    }
    for (size_t i = 0; i < d->n_erroring; i++) {
        if ((i && cm_buf_addc(b, ',') < 0) || cm_buf_adds(b, "{\"policy\":") < 0 ||
            json_cstr(b, d->erroring[i]) < 0 || cm_buf_adds(b, ",\"message\":") < 0 ||
            json_cstr(b, pol_decision_error(d, i)) < 0 || cm_buf_addc(b, '}') < 0) {
            return -1;
        }
    }
    return cm_buf_addc(b, ']');
}

// The caller a record names; see pol_log_append in policy.h.
static const char *
record_caller(const pol_log *log, const pol_request *q)
{
    if (q && q->caller) {
        return q->caller;
    }
    if (q && (q->action == POL_NET_CONNECT || q->action == POL_HTTP_REQUEST)) {
        return "fetch";
    }
    if (strcmp(log->caller, "alias") == 0) {
        return "python";
    }
    return log->caller;
}

static int
build(pol_log *log, const pol_engine *e, const pol_request *q, const pol_decision *d)
{
    cm_buf *b = &log->line;
    struct timespec ts;
    struct tm tm;
    clock_gettime(CLOCK_REALTIME, &ts);
    gmtime_r(&ts.tv_sec, &tm);
    const char *action = q ? pol_action_name(q->action) : NULL;
    if (cm_buf_printf(b,
                      "{\"ts\":\"%04d-%02d-%02dT%02d:%02d:%02d.%03ldZ\",\"seq\":%" PRIu64
                      ",\"run\":\"%s\"",
                      tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min,
                      tm.tm_sec, ts.tv_nsec / 1000000, log->seq, run.id) < 0 ||
        key(b, "caller") < 0 || json_cstr(b, record_caller(log, q)) < 0 || key(b, "action") < 0 ||
        json_cstr(b, action) < 0 || key(b, "resource") < 0) {
        return -1;
    }
    cm_buf res;
    cm_buf_init(&res, 0);
    int rc = q ? pol_request_resource(q, &res) : 0;
    rc = rc < 0 ? -1 : json_str(b, res.data ? res.data : "", res.len);
    cm_buf_free(&res);
    if (rc < 0) {
        return -1;
    }
    if (q) {
        switch (q->action) {
        case POL_FS_READ:
        case POL_FS_WRITE:
        case POL_FS_DELETE:
        case POL_FS_MOVE:
            rc = key(b, "operation") < 0 || json_cstr(b, q->operation) < 0 ? -1 : 0;
            break;
        case POL_SHELL_EXEC:
        case POL_SHELL_SPAWN:
            rc = key(b, "program") < 0 || json_cstr(b, q->program) < 0 ||
                         cm_buf_printf(b, ",\"arg_count\":%" PRId64, q->arg_count) < 0 ||
                         key(b, "cwd") < 0 || json_cstr(b, q->cwd) < 0 || json_args(b, q) < 0
                     ? -1
                     : 0;
            break;
        case POL_NET_CONNECT:
            rc = key(b, "host") < 0 || json_cstr(b, q->host) < 0 ||
                         cm_buf_printf(b, ",\"port\":%" PRId64, q->port) < 0
                     ? -1
                     : 0;
            break;
        case POL_HTTP_REQUEST:
            rc = key(b, "host") < 0 || json_cstr(b, q->host) < 0 ||
                         cm_buf_printf(b, ",\"port\":%" PRId64, q->port) < 0 ||
                         key(b, "method") < 0 || json_cstr(b, q->method) < 0 ||
                         key(b, "path") < 0 ||
                         (q->url_path ? json_str(b, q->url_path, strcspn(q->url_path, "?#"))
                                      : cm_buf_adds(b, "null")) < 0
                     ? -1
                     : 0;
            break;
        default:
            break;
        }
        if (rc < 0) {
            return -1;
        }
    }
    if (cm_buf_printf(b, ",\"verdict\":\"%s\",\"cause\":\"%s\"", d->allow ? "permit" : "deny",
                      pol_cause_name(d->cause)) < 0 ||
        key(b, "rule") < 0 || json_cstr(b, d->rule ? d->rule : "<default-deny>") < 0 ||
        cm_buf_adds(b, ",\"determining\":[") < 0) {
        return -1;
    }
    for (size_t i = 0; i < d->n_determining; i++) {
        if ((i && cm_buf_addc(b, ',') < 0) || json_cstr(b, d->determining[i]) < 0) {
            return -1;
        }
    }
    if (cm_buf_addc(b, ']') < 0 || key(b, "description") < 0 || json_cstr(b, d->description) < 0 ||
        key(b, "reason") < 0 ||
        (d->allow ? cm_buf_adds(b, "null")
                  : json_str(b, d->message.data ? d->message.data : "", d->message.len)) < 0 ||
        json_errors(b, d) < 0 || key(b, "policy_sha256") < 0 ||
        json_cstr(b, pol_engine_sha256(e)) < 0) {
        return -1;
    }
    if (log->kernel_pending && cm_buf_printf(b, ",\"kernel\":%s", log->kernel) < 0) {
        return -1;
    }
    return cm_buf_adds(b, "}\n") < 0 ? -1 : 0;
}

/* pol_log_set_kernel: see policy.h. */
void
pol_log_set_kernel(pol_log *log, const char *json)
{
    if (log && json && strlen(json) < sizeof log->kernel) {
        memcpy(log->kernel, json, strlen(json) + 1);
        log->kernel_pending = 1;
    }
}

/* pol_log_set_max_bytes: see policy.h. */
void
pol_log_set_max_bytes(pol_log *log, uint64_t max_bytes)
{
    if (log) {
        log->max_bytes = max_bytes;
    }
}

// Open the log's path again (another process rotated it, or this one did).
static int
reopen(pol_log *log)
{
    int fd = open(log->path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        return -1;
    }
    close(log->fd);
    log->fd = fd;
    return 0;
}

// Make room for a record of n bytes under the cap: 0 when it fits in the open file,
// after at most one rotation to <path>.1; -1 when the log and its rotation are full
// (nothing is ever dropped: an existing <path>.1 is never replaced).
static int
make_room(pol_log *log, size_t n)
{
    for (int tries = 0; tries < 100; tries++) {
        struct stat fs;
        if (fstat(log->fd, &fs) != 0) {
            return -1;
        }
        if ((uint64_t)fs.st_size + n <= log->max_bytes) {
            return 0;
        }
        // Full. If another box process already rotated this file away, follow it.
        struct stat ps;
        if (lstat(log->path, &ps) != 0 || ps.st_ino != fs.st_ino || ps.st_dev != fs.st_dev) {
            if (reopen(log) != 0) {
                return -1;
            }
            continue;
        }
        cm_buf old;
        cm_buf_init(&old, 0);
        if (cm_buf_printf(&old, "%s.1", log->path) != 0) {
            cm_buf_free(&old);
            return -1;
        }
        // link() fails when <path>.1 exists, so two processes cannot both rotate, and a
        // full rotation is never overwritten.
        int linked = link(log->path, cm_buf_str(&old)) == 0;
        int e = errno;
        struct stat os;
        int same = !linked && e == EEXIST && lstat(cm_buf_str(&old), &os) == 0 &&
                   os.st_ino == fs.st_ino && os.st_dev == fs.st_dev;
        cm_buf_free(&old);
        if (linked) {
            // the new name holds the records; the old one goes, a new file takes it
            if (unlink(log->path) != 0 && errno != ENOENT) {
                return -1;
            }
        } else if (!same) {
            return -1; // the rotation is full too
        } else {
            // another process linked our file to .1 and is about to unlink the path
            struct timespec ts = {0, 1000000};
            nanosleep(&ts, NULL);
            continue;
        }
        if (reopen(log) != 0) {
            return -1;
        }
    }
    return -1;
}

static void
report(pol_log *log, const char *what)
{
    if (log->reported) {
        return;
    }
    log->reported = 1;
    fprintf(stderr, "strands-box: warning: decision log %s: %s; later records may be lost\n",
            log->path, what);
}

/* Append one record; see policy.h. */
int
pol_log_append(pol_log *log, const pol_engine *e, const pol_request *req, const pol_decision *d)
{
    if (!log || !d) {
        return 0;
    }
    run_enter();
    log->seq =
        log->shared_seq ? __atomic_add_fetch(log->shared_seq, 1, __ATOMIC_SEQ_CST) : log->seq + 1;
    cm_buf_reset(&log->line);
    if (build(log, e, req, d) < 0) {
        report(log, "a record could not be built (out of memory)");
        return 0;
    }
    // checked at every record: once the operator clears decisions.jsonl.1, the next
    // record rotates and effects go on
    if (log->max_bytes > 0 && make_room(log, log->line.len) != 0) {
        // the number goes back unless another process took the next one meanwhile
        uint64_t mine = log->seq;
        if (log->shared_seq) {
            (void)__atomic_compare_exchange_n(log->shared_seq, &mine, mine - 1, 0, __ATOMIC_SEQ_CST,
                                              __ATOMIC_SEQ_CST);
        }
        log->seq--;
        return -1;
    }
    // One write(2) of the whole line on an O_APPEND descriptor: a record is complete
    // or absent, whatever happens to this process.
    ssize_t w;
    do {
        w = write(log->fd, log->line.data, log->line.len);
    } while (w < 0 && errno == EINTR);
    if (w < 0) {
        report(log, strerror(errno));
    } else if (w > 0 && (size_t)w == log->line.len) {
        log->kernel_pending = 0;
    } else if ((size_t)w != log->line.len) {
        report(log, "a short write");
        log->kernel_pending = 0;
    }
    return 0;
}
