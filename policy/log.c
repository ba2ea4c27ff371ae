/* The decision log: one JSON object per decision, appended with one write() (spec 8). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
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
// The per-log buffer records are built in. A record is a few hundred bytes; a longer
// one (many or long shell arguments) moves to the heap, up to SPILL_MAX, far above the
// longest a record can be (64 arguments of 4 KiB each escaped 6-fold: about 1.6 MB).
#define LOG_FIXED 8192
#define SPILL_MAX ((size_t)64 << 20)

static const char hex[] = "0123456789abcdef";

struct pol_log {
    int fd;
    char *caller;
    char *path;
    // the caller a record names when its request names none, as the record's JSON
    // string ("python" for "alias"): made once at open
    char *caller_json;
    size_t caller_json_len;
    uint64_t seq;
    // The run's counter, in memory shared with the processes this one forks (pipeline
    // stages and background jobs), so that a run's records keep distinct numbers;
    // NULL when it could not be mapped (then seq counts for this process alone).
    uint64_t *shared_seq;
    int reported;
    uint64_t max_bytes; // 0: no cap
    int full;           // a record was refused at the cap: see make_room
    cm_buf spill;       // a record longer than fixed is built here (freed after it)
    char kernel[256];   // pol_log_set_kernel's object, for this process's first record
    int kernel_pending;
    // The text of the second of the last record ("2026-05-01T12:00:00"): gmtime and its
    // formatting run once a second. Per log, as the buffer is.
    time_t ts_sec;
    int ts_valid;
    size_t ts_n;
    char ts_text[64];
    char fixed[LOG_FIXED]; // where a record is built: no allocation per record
};

/* The run: one id per box process; a forked child (a pipeline stage, a job, a subshell)
 * starts a run of its own. seq is the log's, in memory shared with the processes this one
 * forks, so it is monotonic within each run and distinct across a run's forked children. */
static struct {
    pid_t pid;   // the process the run belongs to (0: none yet)
    int at_fork; // a fork handler forgets the run in the child: no getpid() per record
    char id[17];
} run;

// In the child of a fork(): its first record starts a new run.
static void
run_forget(void)
{
    run.pid = 0;
}

// The run of this process, started at its first record.
static void
run_enter(void)
{
    if (run.pid != 0 && (run.at_fork || run.pid == getpid())) {
        return;
    }
    if (!run.at_fork) {
        // without the handler (out of memory), getpid() tells each record's process
        run.at_fork = pthread_atfork(NULL, NULL, run_forget) == 0;
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
        run.id[2 * i] = hex[r[i] >> 4];
        run.id[2 * i + 1] = hex[r[i] & 0xF];
    }
    run.id[16] = '\0';
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
    cm_buf_init(&log->spill, SPILL_MAX);
    cm_buf cj;
    cm_buf_init(&cj, 0);
    const char *shown = strcmp(c, "alias") == 0 ? "python" : c;
    if (pol_log_json_string(&cj, shown, strlen(shown)) == 0) {
        log->caller_json = cm_strdup(cm_buf_str(&cj));
    }
    if (!log->caller_json) {
        cm_buf_free(&cj);
        pol_log_close(log);
        pol_ignore(cm_buf_adds(err, "out of memory"));
        return NULL;
    }
    log->caller_json_len = cj.len;
    cm_buf_free(&cj);
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
    cm_free(log->caller_json);
    cm_free(log->path);
    cm_buf_free(&log->spill);
    cm_free(log);
}

/* ---- the record's writer: a fixed buffer, spilling to the heap ---- */

// Where a record is built: the log's fixed buffer, and for the rare record longer than
// that, a heap buffer it moves to whole (spill). Appends cannot fail one by one: a
// record that cannot be built (out of memory in the spill) sets failed, and is then not
// written at all, so no record is ever cut short.
typedef struct lw {
    char *p;
    size_t len;
    size_t cap;    // bytes p can hold
    cm_buf *spill; // the heap buffer (its data is p once spilled)
    char *fixed;
    int failed;
} lw;

// Append n bytes that do not fit where the record is: continue it in the spill buffer.
static void
lw_spill(lw *w, const char *s, size_t n)
{
    if (w->failed) {
        return;
    }
    cm_buf *b = w->spill;
    int rc = 0;
    if (w->p == w->fixed) {
        cm_buf_reset(b);
        rc = cm_buf_add(b, w->p, w->len);
    } else {
        b->len = w->len; // the bytes appended in place since the last spill
    }
    if (rc < 0 || cm_buf_add(b, s, n) < 0) {
        cm_buf_free(b);
        w->failed = 1;
        w->p = w->fixed;
        w->len = 0;
        w->cap = 0; // every later append comes here, and is dropped
        return;
    }
    w->p = b->data;
    w->len = b->len;
    w->cap = b->cap - 1; // the buffer keeps a byte for its terminator
}

static inline void
lw_put(lw *w, const char *s, size_t n)
{
    if (n <= w->cap - w->len) {
        memcpy(w->p + w->len, s, n);
        w->len += n;
        return;
    }
    lw_spill(w, s, n);
}

static inline void
lw_putc(lw *w, char c)
{
    if (w->len < w->cap) {
        w->p[w->len++] = c;
        return;
    }
    lw_spill(w, &c, 1);
}

#define LW_LIT(w, s) lw_put((w), (s), sizeof(s) - 1)

static void
lw_puts(lw *w, const char *s)
{
    lw_put(w, s, strlen(s));
}

// An integer in decimal, as "%" PRIu64 / PRId64 write it.
static void
lw_u64(lw *w, uint64_t v)
{
    char t[24];
    size_t i = sizeof t;
    do {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    lw_put(w, t + i, sizeof t - i);
}

static void
lw_i64(lw *w, int64_t v)
{
    if (v < 0) {
        lw_putc(w, '-');
        lw_u64(w, (uint64_t)0 - (uint64_t)v);
        return;
    }
    lw_u64(w, (uint64_t)v);
}

/* ---- JSON strings ---- */

// The bytes that go into a JSON string as they are: printable ASCII but '"' and '\\'
// (a table: the scan of a record's text is one load and one test per byte).
static const unsigned char plain_byte[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x00
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x10
    1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x20
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x30
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x40
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, // 0x50
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, // 0x60
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, // 0x70
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x80
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x90
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xA0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xB0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xC0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xD0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xE0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xF0
};

static inline int
plain(unsigned char c)
{
    return plain_byte[c];
}

// Whether some byte of the eight at u is not plain: 0x7F and up (the byte's high bit, or
// the carry of adding 1), below 0x20, '"' or '\\' (the zero-byte test, (v - 0x01..) & ~v &
// 0x80.., of the word less 0x20.. or of it xor the byte). A carry or a borrow crosses
// into the next byte only from a byte that is itself a hit, so the answer is exact.
static inline uint64_t
word_hit(const unsigned char *u)
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t x;
    memcpy(&x, u, sizeof x);
    uint64_t q = x ^ (ones * '"');
    uint64_t b = x ^ (ones * '\\');
    return (x | (x + ones) | ((x - ones * 0x20) & ~x) | ((q - ones) & ~q) | ((b - ones) & ~b)) &
           (ones * 0x80);
}

// The length of the run of plain bytes at the start of u[0, n): eight at a time, the
// last (partial) eight read again as the last eight bytes of u; then one at a time from
// the word where some byte is not plain.
static size_t
plain_run(const unsigned char *u, size_t n)
{
    size_t j = 0;
    if (n >= 8) {
        for (; j + 8 <= n; j += 8) {
            if (word_hit(u + j)) {
                break;
            }
        }
        if (j == n || (j + 8 > n && !word_hit(u + n - 8))) {
            return n;
        }
    }
    while (j < n && plain(u[j])) {
        j++;
    }
    return j;
}

// A control character, '"', '\\' or DEL escaped as cm_json_add_ascii_escape does.
static void
ascii_escape(lw *w, unsigned c)
{
    switch (c) {
    case '"':
        LW_LIT(w, "\\\"");
        return;
    case '\\':
        LW_LIT(w, "\\\\");
        return;
    case '\n':
        LW_LIT(w, "\\n");
        return;
    case '\t':
        LW_LIT(w, "\\t");
        return;
    case '\r':
        LW_LIT(w, "\\r");
        return;
    default: {
        char u[6] = {'\\', 'u', '0', '0', hex[(c >> 4) & 0xF], hex[c & 0xF]};
        lw_put(w, u, sizeof u);
        return;
    }
    }
}

// The text of a JSON string, s continuing a string that already holds *used bytes of
// text: at most FIELD_LIMIT bytes of text, escaping control, bidi and line-separator
// characters; invalid UTF-8 becomes U+FFFD. Returns 1 when the text was cut (the
// string is complete: nothing more may follow), else 0.
static int
json_text(lw *w, const char *s, size_t n, size_t *usedp)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    size_t used = *usedp;
    while (i < n) {
        // a run of plain ASCII, within the limit, goes in one copy
        size_t room = used < FIELD_LIMIT ? FIELD_LIMIT - used : 0;
        size_t stop = n - i < room ? n : i + room;
        size_t j = i + plain_run(u + i, stop - i);
        if (j > i) {
            lw_put(w, s + i, j - i);
            used += j - i;
            i = j;
            continue;
        }
        unsigned c = u[i];
        size_t k = 1;
        if (c >= 0x80) {
            k = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
            if (c < 0xC2 || i + k > n || !pol_utf8_valid(s + i, k)) {
                // a byte that is not UTF-8: its lossless text, the lone surrogate
                // U+DC00 + byte (cm_buf_add_fsescape), which the policy decided on
                char e[6] = {'\\', 'u', 'd', 'c', hex[c >> 4], hex[c & 0xF]};
                lw_put(w, e, sizeof e);
                i++;
                used += 3;
                continue;
            }
        }
        if (used + k > FIELD_LIMIT) {
            LW_LIT(w, TRUNCATED);
            *usedp = used;
            return 1;
        }
        if (c == '"' || c == '\\' || c < 0x20 || c == 0x7F) {
            ascii_escape(w, c);
        } else if (k == 3 && c == 0xE2 && u[i + 1] == 0x80 &&
                   (u[i + 2] == 0xA8 || u[i + 2] == 0xA9 ||
                    (u[i + 2] >= 0xAA && u[i + 2] <= 0xAE))) {
            unsigned x = 0x28 + (u[i + 2] - 0xA8);
            char e[6] = {'\\', 'u', '2', '0', hex[x >> 4], hex[x & 0xF]};
            lw_put(w, e, sizeof e);
        } else {
            lw_put(w, s + i, k);
        }
        used += k;
        i += k;
    }
    *usedp = used;
    return 0;
}

// Append s as a JSON string (quoted); see json_text.
static void
json_str(lw *w, const char *s, size_t n)
{
    // the common string, plain and within the limit and the buffer: one copy
    if (n <= FIELD_LIMIT && n + 2 <= w->cap - w->len &&
        plain_run((const unsigned char *)s, n) == n) {
        char *p = w->p + w->len;
        p[0] = '"';
        memcpy(p + 1, s, n);
        p[n + 1] = '"';
        w->len += n + 2;
        return;
    }
    size_t used = 0;
    lw_putc(w, '"');
    (void)json_text(w, s, n, &used);
    lw_putc(w, '"');
}

// The longest C string json_cstr copies as it scans it.
#define SHORT_CSTR 64

static void
json_cstr(lw *w, const char *s)
{
    if (!s) {
        LW_LIT(w, "null");
        return;
    }
    // a short plain string (a caller, an operation, a program, a host): copied while it is
    // scanned, in one pass with no strlen (issue 18); plain('\0') is 0, so the scan stops
    // at the terminator and reads no byte past it. Anything else as json_str writes it.
    if (w->cap - w->len >= SHORT_CSTR + 2) {
        char *p = w->p + w->len;
        size_t i = 0;
        while (i < SHORT_CSTR && plain((unsigned char)s[i])) {
            p[1 + i] = s[i];
            i++;
        }
        if (s[i] == '\0') {
            p[0] = '"';
            p[1 + i] = '"';
            w->len += i + 2;
            return;
        }
    }
    json_str(w, s, strlen(s));
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
static void
json_args(lw *w, const pol_request *q)
{
    if (!q->args || q->arg_count <= 0) {
        return;
    }
    LW_LIT(w, ",\"args\":[");
    size_t n = (size_t)q->arg_count;
    for (size_t i = 0; i < n && i < MAX_ARGS; i++) {
        const char *a = q->args[i] ? q->args[i] : "";
        if (i) {
            lw_putc(w, ',');
        }
        if (q->args_literal && q->args_literal[i]) {
            json_cstr(w, a);
            continue;
        }
        size_t k = flag_len(a);
        if (k == 0) {
            LW_LIT(w, "\"" REDACTED "\"");
        } else if (a[k] == '=') {
            lw_putc(w, '"');
            lw_put(w, a, k);
            LW_LIT(w, "=" REDACTED "\"");
        } else {
            json_cstr(w, a);
        }
    }
    if (n > MAX_ARGS) {
        LW_LIT(w, ",\"<");
        lw_u64(w, n - MAX_ARGS);
        LW_LIT(w, " more>\"");
    }
    lw_putc(w, ']');
}

// "errors":[{"policy":...,"message":...}] for an internal fault.
static void
json_errors(lw *w, const pol_decision *d)
{
    if (d->cause != POL_INTERNAL_FAULT) {
        return;
    }
    LW_LIT(w, ",\"errors\":[");
    for (size_t i = 0; i < d->n_erroring; i++) {
        if (i) {
            lw_putc(w, ',');
        }
        LW_LIT(w, "{\"policy\":");
        json_cstr(w, d->erroring[i]);
        LW_LIT(w, ",\"message\":");
        json_cstr(w, pol_decision_error(d, i));
        lw_putc(w, '}');
    }
    lw_putc(w, ']');
}

/* pol_log_json_string: see lang.h. */
int
pol_log_json_string(cm_buf *out, const char *s, size_t n)
{
    char fixed[256];
    cm_buf spill;
    cm_buf_init(&spill, SPILL_MAX);
    lw w = {fixed, 0, sizeof fixed, &spill, fixed, 0};
    json_str(&w, s, n);
    int rc = w.failed ? -1 : cm_buf_add(out, w.p, w.len);
    cm_buf_free(&spill);
    return rc;
}

// The caller a record names (see pol_log_append in policy.h), as its JSON string.
static void
json_caller(const pol_log *log, lw *w, const pol_request *q)
{
    if (q && q->caller) {
        json_cstr(w, q->caller);
    } else if (q && (q->action == POL_NET_CONNECT || q->action == POL_HTTP_REQUEST)) {
        LW_LIT(w, "\"fetch\"");
    } else {
        lw_put(w, log->caller_json, log->caller_json_len);
    }
}

// The action's and the cause's names as JSON strings (plain ASCII: nothing to escape).
static const struct {
    const char *s;
    size_t n;
} action_json[POL_ACTION_COUNT] = {
#define AJ(x)                                                                                      \
    {                                                                                              \
        "\"" x "\"", sizeof(x) + 1                                                                 \
    }
    [POL_FS_READ] = AJ("fs:read"),         [POL_FS_WRITE] = AJ("fs:write"),
    [POL_FS_DELETE] = AJ("fs:delete"),     [POL_FS_MOVE] = AJ("fs:move"),
    [POL_SHELL_EXEC] = AJ("shell:exec"),   [POL_SHELL_SPAWN] = AJ("shell:spawn"),
    [POL_NET_CONNECT] = AJ("net:connect"), [POL_HTTP_REQUEST] = AJ("http:request"),
#undef AJ
};

static void
json_action(lw *w, const pol_request *q)
{
    if (q && (unsigned)q->action < POL_ACTION_COUNT && action_json[q->action].s) {
        lw_put(w, action_json[q->action].s, action_json[q->action].n);
    } else {
        json_cstr(w, q ? pol_action_name(q->action) : NULL);
    }
}

// The rule a decision names, and its description, copied from the engine's text when the
// decision still names the rule pol_decide found (issue 18: no escape per record).
static void
json_rule(lw *w, const pol_decision *d)
{
    const pol_rule *r = d->rule_r;
    int ours = r && r->label_json && r->label == d->rule;
    LW_LIT(w, "\",\"rule\":");
    if (ours) {
        lw_put(w, r->label_json, r->label_json_len);
    } else {
        json_cstr(w, d->rule ? d->rule : "<default-deny>");
    }
    LW_LIT(w, ",\"determining\":[");
    for (size_t i = 0; i < d->n_determining; i++) {
        if (i) {
            lw_putc(w, ',');
        }
        const pol_rule *k = d->determining_r[i];
        if (k && k->label_json && k->label == d->determining[i]) {
            lw_put(w, k->label_json, k->label_json_len);
        } else {
            json_cstr(w, d->determining[i]);
        }
    }
    LW_LIT(w, "],\"description\":");
    if (ours && r->description_json && r->description == d->description) {
        lw_put(w, r->description_json, r->description_json_len);
    } else {
        json_cstr(w, d->description);
    }
}

// "ts":"YYYY-MM-DDTHH:MM:SS.mmmZ" for now, the second's text kept in the log.
static void
json_ts(pol_log *log, lw *w)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    if (!log->ts_valid || log->ts_sec != ts.tv_sec) {
        struct tm tm;
        gmtime_r(&ts.tv_sec, &tm);
        int n = snprintf(log->ts_text, sizeof log->ts_text, "%04d-%02d-%02dT%02d:%02d:%02d",
                         tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min,
                         tm.tm_sec);
        log->ts_n = n > 0 && (size_t)n < sizeof log->ts_text ? (size_t)n : 0;
        log->ts_sec = ts.tv_sec;
        log->ts_valid = 1;
    }
    LW_LIT(w, "{\"ts\":\"");
    lw_put(w, log->ts_text, log->ts_n);
    long ms = ts.tv_nsec / 1000000;
    char f[6] = {
        '.', (char)('0' + ms / 100), (char)('0' + ms / 10 % 10), (char)('0' + ms % 10), 'Z', '"'};
    lw_put(w, f, sizeof f);
}

// Build the record (with its newline) in w.
static void
build(pol_log *log, lw *w, const pol_engine *e, const pol_request *q, const pol_decision *d)
{
    json_ts(log, w);
    LW_LIT(w, ",\"seq\":");
    lw_u64(w, log->seq);
    LW_LIT(w, ",\"run\":\"");
    lw_put(w, run.id, sizeof run.id - 1);
    LW_LIT(w, "\",\"caller\":");
    json_caller(log, w, q);
    LW_LIT(w, ",\"action\":");
    json_action(w, q);
    LW_LIT(w, ",\"resource\":\"");
    if (q) {
        pol_part res[3];
        char port[32];
        size_t nres = pol_request_resource_parts(q, res, port, sizeof port);
        size_t used = 0;
        for (size_t i = 0; i < nres && json_text(w, res[i].p, res[i].n, &used) == 0; i++) {
        }
    }
    lw_putc(w, '"');
    if (q) {
        switch (q->action) {
        case POL_FS_READ:
        case POL_FS_WRITE:
        case POL_FS_DELETE:
        case POL_FS_MOVE:
            LW_LIT(w, ",\"operation\":");
            json_cstr(w, q->operation);
            break;
        case POL_SHELL_EXEC:
        case POL_SHELL_SPAWN:
            LW_LIT(w, ",\"program\":");
            json_cstr(w, q->program);
            LW_LIT(w, ",\"arg_count\":");
            lw_i64(w, q->arg_count);
            LW_LIT(w, ",\"cwd\":");
            json_cstr(w, q->cwd);
            json_args(w, q);
            break;
        case POL_NET_CONNECT:
            LW_LIT(w, ",\"host\":");
            json_cstr(w, q->host);
            LW_LIT(w, ",\"port\":");
            lw_i64(w, q->port);
            break;
        case POL_HTTP_REQUEST:
            LW_LIT(w, ",\"host\":");
            json_cstr(w, q->host);
            LW_LIT(w, ",\"port\":");
            lw_i64(w, q->port);
            LW_LIT(w, ",\"method\":");
            json_cstr(w, q->method);
            LW_LIT(w, ",\"path\":");
            if (q->url_path) {
                json_str(w, q->url_path, strcspn(q->url_path, "?#"));
            } else {
                LW_LIT(w, "null");
            }
            break;
        default:
            break;
        }
    }
    if (d->allow) {
        LW_LIT(w, ",\"verdict\":\"permit\",\"cause\":\"");
    } else {
        LW_LIT(w, ",\"verdict\":\"deny\",\"cause\":\"");
    }
    lw_puts(w, pol_cause_name(d->cause));
    json_rule(w, d);
    LW_LIT(w, ",\"reason\":");
    if (d->allow) {
        LW_LIT(w, "null");
    } else {
        json_str(w, d->message.data ? d->message.data : "", d->message.len);
    }
    json_errors(w, d);
    // hex digits (or "" without an engine): nothing to escape
    LW_LIT(w, ",\"policy_sha256\":\"");
    lw_puts(w, pol_engine_sha256(e));
    lw_putc(w, '"');
    if (log->kernel_pending) {
        LW_LIT(w, ",\"kernel\":");
        lw_puts(w, log->kernel);
    }
    LW_LIT(w, "}\n");
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
//
// Why the size is read per record (issue 18 weighed replacing it): the file is shared. Forked jobs
// and pipeline stages, but also alias calls, the broker's clients and other runs of the box, append
// to the same decisions.jsonl through descriptors of their own, and any of them may rotate it. A
// size kept in this process (the last fstat plus what it wrote since) is only a lower bound:
// trusting it would let the log pass max_bytes by whatever the others wrote meanwhile, with no
// limit, and would miss a rotation. Skipping the check while "far from the cap" is unsound for the
// same reason (others may write any amount). A counter shared by every writer would need every box
// process, not only this one's children, to map one file and keep it exact across rotation and
// crashes. So the size is asked of the file itself, on the descriptor the record goes through: one
// lseek and no path walk. (The check and the write are two calls, so writers racing at the cap may
// each add one record past it, as before.)
static int make_room_at(pol_log *log, size_t n, const char *rotated);

static int
make_room(pol_log *log, size_t n)
{
    if (!log->full) {
        // the common case, far from the cap: the file's size, no name built. lseek to the
        // end reads the size the kernel holds; fstat would give the same st_size but costs
        // a full getattr (ext4 counts the file's delayed blocks): on this VM a record with
        // fstat took ~1 us more than one without, with lseek the same as without. The
        // descriptor is O_APPEND, so its offset never places a write.
        off_t end = lseek(log->fd, 0, SEEK_END);
        if (end < 0) {
            return -1;
        }
        if ((uint64_t)end + n <= log->max_bytes) {
            return 0;
        }
    }
    cm_buf old;
    cm_buf_init(&old, 0);
    if (cm_buf_printf(&old, "%s.1", log->path) != 0) {
        cm_buf_free(&old);
        return -1;
    }
    int rc = make_room_at(log, n, cm_buf_str(&old));
    cm_buf_free(&old);
    return rc;
}

// make_room with the rotation's name. Once a record has been refused at the cap, every
// later one is refused too while decisions.jsonl.1 is there, however small it is:
// the box refuses further effects until the operator removes .1 (a smaller record
// that would still fit must not let a loop of cheap effects go on).
static int
make_room_at(pol_log *log, size_t n, const char *rotated)
{
    struct stat rs;
    if (log->full) {
        if (lstat(rotated, &rs) == 0 || errno != ENOENT) {
            return -1;
        }
        log->full = 0; // the operator cleared the rotation: the next rotation may go on
    }
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
        // link() fails when <path>.1 exists, so two processes cannot both rotate, and a
        // full rotation is never overwritten.
        int linked = link(log->path, rotated) == 0;
        int e = errno;
        struct stat os;
        int same = !linked && e == EEXIST && lstat(rotated, &os) == 0 && os.st_ino == fs.st_ino &&
                   os.st_dev == fs.st_dev;
        if (linked) {
            // the new name holds the records; the old one goes, a new file takes it
            if (unlink(log->path) != 0 && errno != ENOENT) {
                return -1;
            }
        } else if (!same) {
            log->full = 1; // the rotation is full too
            return -1;
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
    lw w = {log->fixed, 0, sizeof log->fixed, &log->spill, log->fixed, 0};
    build(log, &w, e, req, d);
    if (w.failed) {
        report(log, "a record could not be built (out of memory)");
        return 0;
    }
    int rc = 0;
    // checked at every record: once the operator clears decisions.jsonl.1, the next
    // record rotates and effects go on
    if (log->max_bytes > 0 && make_room(log, w.len) != 0) {
        // the number goes back unless another process took the next one meanwhile
        uint64_t mine = log->seq;
        if (log->shared_seq) {
            (void)__atomic_compare_exchange_n(log->shared_seq, &mine, mine - 1, 0, __ATOMIC_SEQ_CST,
                                              __ATOMIC_SEQ_CST);
        }
        log->seq--;
        rc = -1;
    } else {
        // One write(2) of the whole line on an O_APPEND descriptor: a record is complete
        // or absent, whatever happens to this process.
        ssize_t n;
        do {
            n = write(log->fd, w.p, w.len);
        } while (n < 0 && errno == EINTR);
        if (n < 0) {
            report(log, strerror(errno));
        } else if ((size_t)n == w.len) {
            log->kernel_pending = 0;
        } else {
            report(log, "a short write");
            log->kernel_pending = 0;
        }
    }
    if (w.p != log->fixed) {
        cm_buf_free(&log->spill); // a long record's memory is not kept
    }
    return rc;
}
