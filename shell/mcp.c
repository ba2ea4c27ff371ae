/* The MCP server (`strands-shell --mcp --config BOX_TOML`): newline-delimited JSON-RPC 2.0
 * on stdio, read by a thread that frames lines and watches for cancellations, answered by
 * the main thread, whose tools run in one shell state kept across calls.
 *
 * Revisions served (modelcontextprotocol.io/specification/<rev>/...):
 * - legacy, with the initialize handshake (basic/lifecycle): 2025-11-25, 2025-06-18 and
 *   2025-03-26;
 * - modern, stateless (2026-07-28, basic/versioning): no handshake; every request names
 *   its revision and capabilities in params._meta, and server/discover describes the
 *   server. A request is served in the era its own _meta says. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/io.h"
#include "common/json.h"
#include "common/utf8.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/intr.h"
#include "shell/limit.h"
#include "shell/mcp.h"

#define MODERN_VERSION "2026-07-28"
#define META_VERSION   "io.modelcontextprotocol/protocolVersion"
#define META_CAPS      "io.modelcontextprotocol/clientCapabilities"

// JSON-RPC 2.0 (section 5.1) and MCP's codes
enum {
    E_PARSE = -32700,
    E_REQUEST = -32600,
    E_METHOD = -32601,
    E_PARAMS = -32602,
    E_INTERNAL = -32603,
    // 2026-07-28 basic/versioning: UnsupportedProtocolVersionError, with data
    // {"supported": [...], "requested": "..."}
    E_VERSION = -32022,
};

// The legacy revisions, newest first: initialize answers the client's when it is one
// of these, else the newest (2025-11-25 basic/lifecycle, "Version Negotiation").
static const char *const legacy_versions[] = {"2025-11-25", "2025-06-18", "2025-03-26"};
#define N_LEGACY (sizeof legacy_versions / sizeof legacy_versions[0])

/* ---- framing ---- */

/* sh_mcp_framer_init: see shell/mcp.h. */
void
sh_mcp_framer_init(sh_mcp_framer *f, size_t max)
{
    memset(f, 0, sizeof *f);
    f->max = max;
    cm_buf_init(&f->line, max);
}

/* sh_mcp_framer_free: see shell/mcp.h. */
void
sh_mcp_framer_free(sh_mcp_framer *f)
{
    cm_buf_free(&f->line);
}

static int
blank(const char *s, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        if (s[k] != ' ' && s[k] != '\t' && s[k] != '\r') {
            return 0;
        }
    }
    return 1;
}

// Hand the line collected so far to fn and start the next one.
static int
deliver(sh_mcp_framer *f, sh_mcp_line_fn fn, void *arg)
{
    int rc = 0;
    if (f->over > 0) {
        rc = fn(arg, NULL, f->over);
        f->delivered++;
    } else if (!blank(cm_buf_str(&f->line), f->line.len)) {
        rc = fn(arg, cm_buf_str(&f->line), f->line.len);
        f->delivered++;
    }
    f->over = 0;
    cm_buf_reset(&f->line);
    return rc;
}

/* sh_mcp_framer_feed: see shell/mcp.h. */
int
sh_mcp_framer_feed(sh_mcp_framer *f, const char *data, size_t n, sh_mcp_line_fn fn, void *arg)
{
    if (n == 0) {
        return f->line.len > 0 || f->over > 0 ? deliver(f, fn, arg) : 0;
    }
    size_t k = 0;
    while (k < n) {
        const char *nl = memchr(data + k, '\n', n - k);
        size_t piece = nl ? (size_t)(nl - (data + k)) : n - k;
        if (f->over > 0) {
            f->over += piece;
        } else if (f->line.len + piece > f->max) {
            // over the cap: drop what was kept and count the rest as it passes
            f->over = f->line.len + piece;
            cm_buf_free(&f->line);
            cm_buf_init(&f->line, f->max);
        } else if (piece > 0 && cm_buf_add(&f->line, data + k, piece) < 0) {
            return -1;
        }
        k += piece;
        if (nl) {
            k++;
            if (deliver(f, fn, arg) < 0) {
                return -1;
            }
        }
    }
    return 0;
}

/* ---- responses ---- */

// {"jsonrpc":"2.0","id":ID, where ID is the request's as written. When the id could not
// be read (a parse error, an invalid id, a line over the cap) the error carries none: the
// MCP schema's JSONRPCErrorResponse has an optional id (2025-11-25 schema.ts), where
// JSON-RPC 2.0 writes null, which MCP's RequestId does not admit.
static int
begin(cm_buf *out, const cm_json *d, int id)
{
    if (cm_buf_adds(out, "{\"jsonrpc\":\"2.0\"") < 0) {
        return -1;
    }
    return id >= 0 && (cm_buf_adds(out, ",\"id\":") < 0 || cm_json_add_raw(out, d, id) < 0) ? -1
                                                                                            : 0;
}

// A JSON-RPC error; data is a JSON text or NULL.
static int
error_reply(cm_buf *out, const cm_json *d, int id, int code, const char *msg, const char *data)
{
    if (begin(out, d, id) < 0 ||
        cm_buf_printf(out, ",\"error\":{\"code\":%d,\"message\":", code) < 0 ||
        cm_json_add_cstr(out, msg) < 0) {
        return -1;
    }
    if (data && (cm_buf_adds(out, ",\"data\":") < 0 || cm_buf_adds(out, data) < 0)) {
        return -1;
    }
    return cm_buf_adds(out, "}}");
}

// An error whose message is printf-formatted.
static int errorf(cm_buf *out, const cm_json *d, int id, int code, const char *fmt, ...)
    CM_PRINTF(5, 6);

static int
errorf(cm_buf *out, const cm_json *d, int id, int code, const char *fmt, ...)
{
    cm_buf msg;
    cm_buf_init(&msg, 4096);
    va_list ap;
    va_start(ap, fmt);
    int failed = cm_buf_vprintf(&msg, fmt, ap) < 0;
    va_end(ap);
    int rc = failed ? -1 : error_reply(out, d, id, code, cm_buf_str(&msg), NULL);
    cm_buf_free(&msg);
    return rc;
}

/* sh_mcp_oversize: see shell/mcp.h. */
int
sh_mcp_oversize(sh_mcp *srv, size_t len, cm_buf *out)
{
    // the id is in the part not read: JSON-RPC 2.0 answers with a null id
    return errorf(out, NULL, -1, E_REQUEST,
                  "message of %zu bytes refused: longer than [mcp] max_message_bytes (%zu)", len,
                  srv->line_cap);
}

/* ---- tool descriptions ---- */

#define RUN_OUTPUT                                                                                  \
    "{\"type\":\"object\",\"properties\":{"                                                         \
    "\"stdout\":{\"type\":\"string\",\"description\":\"standard output (at most max_output_bytes, " \
    "then a truncation notice)\"},"                                                                 \
    "\"stderr\":{\"type\":\"string\",\"description\":\"standard error, with any denial\"},"         \
    "\"exit_status\":{\"type\":\"integer\",\"description\":\"0 on success; 126 when the policy "    \
    "refused the command\"}},"                                                                      \
    "\"required\":[\"stdout\",\"stderr\",\"exit_status\"]}"

#define PATH_PROP                                                                                  \
    "\"path\":{\"type\":\"string\",\"description\":\"absolute, ~/..., or relative to the shell's " \
    "current directory\"}"

typedef struct tool_desc {
    const char *name;
    unsigned bit;
    const char *title;
    const char *description;
    const char *input;
    const char *output;
} tool_desc;

static const tool_desc tools[] = {
    {"shell", POL_MCP_SHELL, "Run a shell command",
     "Run a command line in the box's POSIX shell. The shell's state (current directory, "
     "variables, functions, aliases) is kept from one call to the next. Every command, file "
     "and network access is decided by the box's policy.",
     "{\"type\":\"object\",\"properties\":{\"command\":{\"type\":\"string\",\"description\":"
     "\"the command text, as for sh -c\"},\"timeout_seconds\":{\"type\":\"number\","
     "\"exclusiveMinimum\":0,\"description\":\"stop the command after this many seconds (never "
     "longer than the box's [shell] run_seconds)\"}},\"required\":[\"command\"],"
     "\"additionalProperties\":false}",
     RUN_OUTPUT},
    {"python", POL_MCP_PYTHON, "Run a Python script",
     "Run Python source in a fresh interpreter (the box's Python subset), as python3 -c "
     "SOURCE. Relative paths are under the workspace.",
     "{\"type\":\"object\",\"properties\":{\"source\":{\"type\":\"string\",\"description\":"
     "\"the Python program\"}},\"required\":[\"source\"],\"additionalProperties\":false}",
     RUN_OUTPUT},
    {"read_file", POL_MCP_READ_FILE, "Read a text file",
     "Read a UTF-8 text file, as the policy allows (fs:read).",
     "{\"type\":\"object\",\"properties\":{" PATH_PROP "},\"required\":[\"path\"],"
     "\"additionalProperties\":false}",
     "{\"type\":\"object\",\"properties\":{\"content\":{\"type\":\"string\"}},\"required\":["
     "\"content\"]}"},
    {"write_file", POL_MCP_WRITE_FILE, "Write a file",
     "Create or replace a file with the text given, as the policy allows (fs:write).",
     "{\"type\":\"object\",\"properties\":{" PATH_PROP ",\"content\":{\"type\":\"string\"}},"
     "\"required\":[\"path\",\"content\"],\"additionalProperties\":false}",
     "{\"type\":\"object\",\"properties\":{}}"},
    {"list_dir", POL_MCP_LIST_DIR, "List a directory",
     "List a directory's entries with their type and size, as the policy allows (fs:read).",
     "{\"type\":\"object\",\"properties\":{" PATH_PROP "},\"required\":[\"path\"],"
     "\"additionalProperties\":false}",
     "{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\",\"items\":{\"type\":"
     "\"object\",\"properties\":{\"name\":{\"type\":\"string\"},\"type\":{\"type\":\"string\","
     "\"enum\":[\"file\",\"directory\",\"symlink\",\"other\",\"unknown\"]},\"size\":{\"type\":["
     "\"integer\",\"null\"]}},\"required\":[\"name\",\"type\",\"size\"]}}},\"required\":["
     "\"entries\"]}"},
};
#define N_TOOLS (sizeof tools / sizeof tools[0])

// 2025-03-26 has no outputSchema, structuredContent nor title (added in 2025-06-18).
static int
structured(const sh_mcp *srv, int modern)
{
    return modern || strcmp(srv->version, "2025-03-26") != 0;
}

static int
list_tools(sh_mcp *srv, int modern, cm_buf *out)
{
    if (cm_buf_adds(out, "\"tools\":[") < 0) {
        return -1;
    }
    int first = 1;
    for (size_t k = 0; k < N_TOOLS; k++) {
        const tool_desc *t = &tools[k];
        if (!(srv->tools & t->bit)) {
            continue;
        }
        if ((!first && cm_buf_addc(out, ',') < 0) || cm_buf_adds(out, "{\"name\":") < 0 ||
            cm_json_add_cstr(out, t->name) < 0) {
            return -1;
        }
        first = 0;
        if (structured(srv, modern) &&
            (cm_buf_adds(out, ",\"title\":") < 0 || cm_json_add_cstr(out, t->title) < 0)) {
            return -1;
        }
        if (cm_buf_adds(out, ",\"description\":") < 0 ||
            cm_json_add_cstr(out, t->description) < 0 ||
            cm_buf_printf(out, ",\"inputSchema\":%s", t->input) < 0) {
            return -1;
        }
        if (structured(srv, modern) && cm_buf_printf(out, ",\"outputSchema\":%s", t->output) < 0) {
            return -1;
        }
        if (cm_buf_addc(out, '}') < 0) {
            return -1;
        }
    }
    return cm_buf_addc(out, ']');
}

/* ---- one tool call ---- */

typedef struct call {
    sh_mcp *srv;
    const cm_json *d;
    int id;
    int args; // the arguments object, or -1
    int modern;
    cm_buf *out;
    int fd_out; // the call's captured streams
    int fd_err;
} call;

// Read at most cap bytes of fd (from its start) into b; past the cap, a notice naming
// the stream and how much was left out. Returns 0 or -1.
static int
read_capped(int fd, size_t cap, const char *stream, cm_buf *b)
{
    struct stat sb;
    if (fstat(fd, &sb) < 0 || lseek(fd, 0, SEEK_SET) < 0) {
        return -1;
    }
    size_t size = (size_t)sb.st_size;
    size_t want = size < cap ? size : cap;
    char buf[65536];
    size_t got = 0;
    while (got < want) {
        size_t ask = want - got < sizeof buf ? want - got : sizeof buf;
        ssize_t n = read(fd, buf, ask);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            break;
        }
        if (cm_buf_add(b, buf, (size_t)n) < 0) {
            return -1;
        }
        got += (size_t)n;
    }
    if (size > cap) {
        // cut at a character boundary, then say so
        size_t keep = b->len;
        while (keep > 0 && keep > b->len - 4 && ((unsigned char)b->data[keep - 1] & 0xC0) == 0x80) {
            keep--;
        }
        if (keep > 0 && (unsigned char)b->data[keep - 1] >= 0xC0) {
            keep--;
        }
        if (keep < b->len && !cm_utf8_valid(b->data + keep, b->len - keep)) {
            b->len = keep;
            b->data[keep] = 0;
        }
        return cm_buf_printf(b,
                             "\n[%s truncated: %zu more bytes not shown; [mcp] max_output_bytes "
                             "is %zu]\n",
                             stream, size - got, cap);
    }
    return 0;
}

// The argument called name: its index, -1 when absent. A present argument of the wrong
// type is reported (-32602) and -2 returned.
static int
arg(call *c, const char *name, int type, int required)
{
    int i = cm_json_get(c->d, c->args, name);
    if (i < 0) {
        if (required) {
            (void)errorf(c->out, c->d, c->id, E_PARAMS, "missing required argument `arguments.%s`",
                         name);
            return -2;
        }
        return -1;
    }
    double num;
    if (c->d->t[i].type != type || (type == CM_JSON_PRIMITIVE && cm_json_num(c->d, i, &num) < 0)) {
        (void)errorf(c->out, c->d, c->id, E_PARAMS, "`arguments.%s` must be %s", name,
                     type == CM_JSON_STRING ? "a string" : "a number");
        return -2;
    }
    return i;
}

// A string argument with no NUL inside, in *s (cm_free it). -2 after the error reply.
static int
str_arg(call *c, const char *name, char **s, size_t *n)
{
    int i = arg(c, name, CM_JSON_STRING, 1);
    if (i < 0) {
        return i;
    }
    *s = cm_json_str(c->d, i, n);
    if (!*s) {
        (void)errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory");
        return -2;
    }
    if (strlen(*s) != *n) {
        cm_free(*s);
        *s = NULL;
        (void)errorf(c->out, c->d, c->id, E_PARAMS, "`arguments.%s` contains a NUL character",
                     name);
        return -2;
    }
    return i;
}

// The result: structured (a JSON object text, or NULL) and text (the content block).
static int
tool_result(call *c, const char *structured_json, const char *text, size_t text_len, int is_error)
{
    cm_buf *out = c->out;
    if (begin(out, c->d, c->id) < 0 || cm_buf_adds(out, ",\"result\":{") < 0) {
        return -1;
    }
    if (c->modern && cm_buf_adds(out, "\"resultType\":\"complete\",") < 0) {
        return -1;
    }
    if (cm_buf_adds(out, "\"content\":[{\"type\":\"text\",\"text\":") < 0 ||
        cm_json_add_str(out, text, text_len) < 0 || cm_buf_adds(out, "}]") < 0) {
        return -1;
    }
    if (structured_json && structured(c->srv, c->modern) &&
        cm_buf_printf(out, ",\"structuredContent\":%s", structured_json) < 0) {
        return -1;
    }
    return cm_buf_printf(out, ",\"isError\":%s}}", is_error ? "true" : "false");
}

// Point the shell at this call's streams, run fn, put everything back.
typedef struct saved_ctx {
    int in, out, err, capture;
    const char *caller;
} saved_ctx;

static int
call_begin(call *c, saved_ctx *sv, double seconds)
{
    sh_state *st = &c->srv->st;
    sv->in = st->ctx.in;
    sv->out = st->ctx.out;
    sv->err = st->ctx.err;
    sv->capture = st->capture_fd;
    sv->caller = st->ctx.caller;
    c->fd_out = sh_mem_fd();
    c->fd_err = sh_mem_fd();
    if (c->fd_out < 0 || c->fd_err < 0) {
        return -1;
    }
    st->ctx.in = 0; // /dev/null since sh_mcp_take_stdio
    st->ctx.out = c->fd_out;
    st->ctx.err = c->fd_err;
    // output kept in memory is bounded as for $(...): a program past the shell's capture
    // cap gets SIGXFSZ; the response shows at most max_output_bytes of it
    st->capture_fd = c->fd_out;
    st->ctx.caller = "mcp";
    st->flow = SH_FLOW_NONE;
    if (st->box) {
        sh_limit_start_run(seconds);
    }
    return 0;
}

static void
call_end(call *c, saved_ctx *sv)
{
    sh_state *st = &c->srv->st;
    st->ctx.in = sv->in;
    st->ctx.out = sv->out;
    st->ctx.err = sv->err;
    st->capture_fd = sv->capture;
    st->ctx.caller = sv->caller;
    (void)sh_intr_finish(st); // an interrupt ends with the call that it stopped
    st->flow = SH_FLOW_NONE;  // `exit` ends the call, not the server
    if (c->fd_out >= 0) {
        close(c->fd_out);
    }
    if (c->fd_err >= 0) {
        close(c->fd_err);
    }
    c->fd_out = c->fd_err = -1;
}

// The shell and python tools: {stdout, stderr, exit_status}.
static int
run_result(call *c, int status)
{
    cm_buf so, se, js, text;
    cm_buf_init(&so, 0);
    cm_buf_init(&se, 0);
    cm_buf_init(&js, 0);
    cm_buf_init(&text, 0);
    int rc = read_capped(c->fd_out, c->srv->output_cap, "stdout", &so);
    rc = rc < 0 ? -1 : read_capped(c->fd_err, c->srv->output_cap, "stderr", &se);
    if (rc == 0) {
        rc = cm_buf_adds(&js, "{\"stdout\":") < 0 ||
                     cm_json_add_str(&js, so.data ? so.data : "", so.len) < 0 ||
                     cm_buf_adds(&js, ",\"stderr\":") < 0 ||
                     cm_json_add_str(&js, se.data ? se.data : "", se.len) < 0 ||
                     cm_buf_printf(&js, ",\"exit_status\":%d}", status) < 0
                 ? -1
                 : 0;
    }
    if (rc == 0) {
        // the text block: what a terminal would show, then a nonzero status
        rc = cm_buf_add(&text, so.data ? so.data : "", so.len) < 0 ||
                     cm_buf_add(&text, se.data ? se.data : "", se.len) < 0 ||
                     (status != 0 && cm_buf_printf(&text, "[exit %d]\n", status) < 0)
                 ? -1
                 : 0;
    }
    if (rc == 0) {
        rc = tool_result(c, cm_buf_str(&js), cm_buf_str(&text), text.len, status != 0);
    } else {
        rc = errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory collecting the output");
    }
    cm_buf_free(&so);
    cm_buf_free(&se);
    cm_buf_free(&js);
    cm_buf_free(&text);
    return rc;
}

// A file tool that failed: its stderr (the line the shell prints) as the error text.
static int
fail_result(call *c)
{
    cm_buf se;
    cm_buf_init(&se, 0);
    int rc = read_capped(c->fd_err, c->srv->output_cap, "stderr", &se);
    rc = rc < 0 ? errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory")
                : tool_result(c, NULL, cm_buf_str(&se), se.len, 1);
    cm_buf_free(&se);
    return rc;
}

// The body of a tool: runs between call_begin and call_end, with the tool's main string
// argument (command, source or path) decoded in arg.
typedef int (*tool_body)(call *c, const char *arg, size_t n);

static int
body_shell(call *c, const char *cmd, size_t n)
{
    sh_state *st = &c->srv->st;
    sh_exec_text(st, cmd, n, "mcp", &st->code);
    return run_result(c, st->status);
}

static int
body_python(call *c, const char *src, size_t n)
{
    (void)n;
    // python3 -c SOURCE through the shell: its shell:exec decision, then a fresh run
    sh_state *st = &c->srv->st;
    char *argv[] = {(char *)"python3", (char *)"-c", (char *)src, NULL};
    st->argv_literal = NULL;
    st->status = sh_exec_argv(st, 3, argv, 1);
    return run_result(c, st->status);
}

static int
body_read_file(call *c, const char *path, size_t n)
{
    (void)n;
    sh_state *st = &c->srv->st;
    int rc;
    cm_buf content, why, js;
    cm_buf_init(&content, c->srv->output_cap);
    cm_buf_init(&why, 0);
    cm_buf_init(&js, 0);
    if (sh_fx_read_file(st, path, &content, &why) < 0) {
        if (content.failed) {
            sh_errorf(st,
                      "%s: larger than [mcp] max_output_bytes (%zu); read it in parts with "
                      "the shell tool",
                      path, c->srv->output_cap);
        } else {
            sh_errorf(st, "%s", cm_buf_str(&why));
        }
        rc = fail_result(c);
    } else if (!cm_utf8_valid(cm_buf_str(&content), content.len) ||
               memchr(cm_buf_str(&content), 0, content.len)) {
        sh_errorf(st, "%s: not UTF-8 text; read it with the shell tool (base64, od)", path);
        rc = fail_result(c);
    } else if (cm_buf_adds(&js, "{\"content\":") < 0 ||
               cm_json_add_str(&js, cm_buf_str(&content), content.len) < 0 ||
               cm_buf_addc(&js, '}') < 0) {
        rc = errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory");
    } else {
        rc = tool_result(c, cm_buf_str(&js), cm_buf_str(&content), content.len, 0);
    }
    cm_buf_free(&content);
    cm_buf_free(&why);
    cm_buf_free(&js);
    return rc;
}

static int
body_write_file(call *c, const char *path, size_t n)
{
    (void)n;
    int ci = arg(c, "content", CM_JSON_STRING, 1);
    if (ci == -2) {
        return 0;
    }
    size_t tn = 0;
    char *text = cm_json_str(c->d, ci, &tn);
    if (!text) {
        return errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory");
    }
    sh_state *st = &c->srv->st;
    cm_buf why;
    cm_buf_init(&why, 0);
    int rc;
    // as `>` does: fs:write write_content, then the floor
    int fd =
        sh_fx_open(st, path, POL_FS_WRITE, "write_content", O_WRONLY | O_CREAT | O_TRUNC, &why);
    if (fd < 0) {
        sh_errorf(st, "%s", cm_buf_str(&why));
        rc = fail_result(c);
    } else if (cm_write_all(fd, text, tn) < 0) {
        sh_errorf(st, "%s: %s", path, strerror(errno));
        close(fd);
        rc = fail_result(c);
    } else {
        close(fd);
        rc = tool_result(c, "{}", "written", 7, 0);
    }
    cm_buf_free(&why);
    cm_free(text);
    return rc;
}

static const char *
type_name(const struct stat *sb)
{
    return S_ISREG(sb->st_mode)   ? "file"
           : S_ISDIR(sb->st_mode) ? "directory"
           : S_ISLNK(sb->st_mode) ? "symlink"
                                  : "other";
}

// One entry of list_dir: {"name", "type", "size"} in js and a line in text. The type and
// size come from an fs:read read_metadata decision, as ls -l makes; refused, "unknown".
static int
dir_entry(call *c, const char *path, const char *name, int first, cm_buf *js, cm_buf *text)
{
    size_t plen = strlen(path);
    cm_buf p, ignore;
    cm_buf_init(&p, 0);
    cm_buf_init(&ignore, 0);
    struct stat sb;
    int have = cm_buf_add(&p, path, plen) == 0 &&
               (plen == 0 || path[plen - 1] == '/' || cm_buf_addc(&p, '/') == 0) &&
               cm_buf_adds(&p, name) == 0 &&
               sh_fx_stat(&c->srv->st, cm_buf_str(&p), &sb, &ignore) == 0;
    cm_buf_free(&ignore);
    cm_buf_free(&p);
    if ((!first && cm_buf_addc(js, ',') < 0) || cm_buf_adds(js, "{\"name\":") < 0 ||
        cm_json_add_cstr(js, name) < 0 ||
        cm_buf_printf(js, ",\"type\":\"%s\",\"size\":", have ? type_name(&sb) : "unknown") < 0) {
        return -1;
    }
    if ((have ? cm_buf_printf(js, "%lld}", (long long)sb.st_size) : cm_buf_adds(js, "null}")) < 0) {
        return -1;
    }
    return cm_buf_printf(text, "%s%s\n", name, have && S_ISDIR(sb.st_mode) ? "/" : "");
}

static int
body_list_dir(call *c, const char *path, size_t n)
{
    (void)n;
    sh_state *st = &c->srv->st;
    int rc = 0;
    cm_buf why, js, text;
    cm_buf_init(&why, 0);
    cm_buf_init(&js, 0);
    cm_buf_init(&text, 0);
    cm_arena_mark mark = cm_arena_save(&st->tmp);
    sh_strv names;
    memset(&names, 0, sizeof names);
    if (sh_list_dir(st, path, &names, &why) < 0) {
        sh_errorf(st, "%s", cm_buf_str(&why));
        rc = fail_result(c);
    } else {
        rc = cm_buf_adds(&js, "{\"entries\":[");
        for (size_t k = 0; rc == 0 && k < names.n; k++) {
            rc = dir_entry(c, path, names.v[k], k == 0, &js, &text);
        }
        if (rc == 0 && cm_buf_adds(&js, "]}") == 0) {
            rc = tool_result(c, cm_buf_str(&js), cm_buf_str(&text), text.len, 0);
        } else {
            rc = errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory listing %s", path);
        }
    }
    cm_arena_release(&st->tmp, mark);
    cm_buf_free(&why);
    cm_buf_free(&js);
    cm_buf_free(&text);
    return rc;
}

// The shell tool's run: [shell] run_seconds, or timeout_seconds when shorter (the caller
// may shorten a run, never lengthen it). -2 after the error reply.
static int
shell_seconds(call *c, double *seconds)
{
    sh_state *st = &c->srv->st;
    *seconds = st->box ? st->box->box.limits.shell_run_seconds : 0;
    int ti = arg(c, "timeout_seconds", CM_JSON_PRIMITIVE, 0);
    if (ti == -2) {
        return -2;
    }
    double t = 0;
    if (ti >= 0 && (cm_json_num(c->d, ti, &t) < 0 || !(t > 0) || !isfinite(t))) {
        (void)errorf(c->out, c->d, c->id, E_PARAMS,
                     "`arguments.timeout_seconds` must be a positive number");
        return -2;
    }
    if (ti >= 0 && t < *seconds) {
        *seconds = t;
    }
    return 0;
}

// Decode the tool's main argument, point the shell at the call's streams, run body.
static int
run_tool(call *c, const char *argname, tool_body body)
{
    sh_state *st = &c->srv->st;
    double seconds = st->box ? st->box->box.limits.shell_run_seconds : 0;
    if (body == body_shell && shell_seconds(c, &seconds) == -2) {
        return 0;
    }
    char *a = NULL;
    size_t n = 0;
    if (str_arg(c, argname, &a, &n) == -2) {
        return 0;
    }
    if (strcmp(argname, "path") == 0 && a && a[0] == '~' && (a[1] == '/' || a[1] == '\0') &&
        st->box && st->box->box.agent_home) {
        // "~/..." as the tools' schema says: the agent's home, as ~ is in the shell tool
        // (it was a directory named "~" under the current one)
        const char *home = st->box->box.agent_home;
        size_t hl = strlen(home);
        char *full = cm_alloc(hl + n);
        if (!full) {
            cm_free(a);
            return errorf(c->out, c->d, c->id, E_INTERNAL, "out of memory");
        }
        memcpy(full, home, hl);
        memcpy(full + hl, a + 1, n); // the rest and its NUL
        cm_free(a);
        a = full;
        n = hl + n - 1;
    }
    saved_ctx sv;
    int rc;
    if (call_begin(c, &sv, seconds) < 0) {
        rc = errorf(c->out, c->d, c->id, E_INTERNAL, "cannot capture the output: %s",
                    strerror(errno));
    } else {
        rc = body(c, a, n);
    }
    call_end(c, &sv);
    cm_free(a);
    return rc;
}

static int
tools_call(sh_mcp *srv, const cm_json *d, int id, int params, int modern, cm_buf *out)
{
    int ni = cm_json_get(d, params, "name");
    if (ni < 0 || d->t[ni].type != CM_JSON_STRING) {
        return errorf(out, d, id, E_PARAMS, "`params.name` must be the name of a tool");
    }
    const tool_desc *t = NULL;
    for (size_t k = 0; k < N_TOOLS; k++) {
        if (cm_json_is(d, ni, tools[k].name) && (srv->tools & tools[k].bit)) {
            t = &tools[k];
        }
    }
    if (!t) {
        char *name = cm_json_str(d, ni, NULL);
        int rc =
            errorf(out, d, id, E_PARAMS, "unknown tool `%s` in `params.name`", name ? name : "?");
        cm_free(name);
        return rc;
    }
    int ai = cm_json_get(d, params, "arguments");
    if (ai >= 0 && d->t[ai].type != CM_JSON_OBJECT) {
        return errorf(out, d, id, E_PARAMS, "`params.arguments` must be an object");
    }
    // a call whose arguments do not match the tool's inputSchema is a malformed
    // CallToolRequest: reported as invalid params, naming the field
    if (ai >= 0) {
        int k = ai + 1;
        for (int m = 0; m < d->t[ai].size; m++) {
            char *key = cm_json_str(d, k, NULL);
            int known = key && (strcmp(key, "command") == 0 ||
                                strcmp(key, "timeout_seconds") == 0 || strcmp(key, "source") == 0 ||
                                strcmp(key, "path") == 0 || strcmp(key, "content") == 0);
            // each tool accepts only its own properties
            if (known) {
                cm_buf q;
                cm_buf_init(&q, 0);
                known = cm_buf_printf(&q, "\"%s\":{", key) == 0 && strstr(t->input, cm_buf_str(&q));
                cm_buf_free(&q);
            }
            if (!known) {
                int rc =
                    errorf(out, d, id, E_PARAMS, "unknown argument `arguments.%s` for tool `%s`",
                           key ? key : "?", t->name);
                cm_free(key);
                return rc;
            }
            cm_free(key);
            k = cm_json_skip(d, k + 1);
        }
    }
    call c = {srv, d, id, ai, modern, out, -1, -1};
    switch (t->bit) {
    case POL_MCP_SHELL:
        return run_tool(&c, "command", body_shell);
    case POL_MCP_PYTHON:
        return run_tool(&c, "source", body_python);
    case POL_MCP_READ_FILE:
        return run_tool(&c, "path", body_read_file);
    case POL_MCP_WRITE_FILE:
        return run_tool(&c, "path", body_write_file);
    default:
        return run_tool(&c, "path", body_list_dir);
    }
}

// tools/call: the request is the running one while its tool runs, so that the reader
// can match notifications/cancelled to it; a cancelled request gets no response
// (basic/utilities/cancellation), and one cancelled while it waited does not run.
static int
call_request(sh_mcp *srv, const cm_json *d, int id, int pi, int modern, cm_buf *out)
{
    if (pi < 0) {
        return errorf(out, d, id, E_PARAMS, "`params` is missing (it names the tool)");
    }
    pthread_mutex_lock(&srv->lock);
    cm_buf idb;
    cm_buf_init(&idb, sizeof srv->running_id - 1);
    srv->running_id[0] = 0;
    if (cm_json_add_raw(&idb, d, id) == 0) {
        memcpy(srv->running_id, cm_buf_str(&idb), idb.len + 1);
    }
    cm_buf_free(&idb);
    srv->cancelled = 0;
    for (int k = 0; srv->running_id[0] && k < 8; k++) {
        if (strcmp(srv->early[k], srv->running_id) == 0) {
            srv->early[k][0] = 0;
            srv->cancelled = 1;
        }
    }
    // the call starts with no interrupt pending; from here on a cancel interrupts it
    sh_intr_clear();
    pthread_mutex_unlock(&srv->lock);
    size_t at = out->len;
    int rc = srv->cancelled ? 0 : tools_call(srv, d, id, pi, modern, out);
    pthread_mutex_lock(&srv->lock);
    srv->running_id[0] = 0;
    if (srv->cancelled) {
        out->len = at;
        if (out->data) {
            out->data[at] = 0;
        }
    }
    pthread_mutex_unlock(&srv->lock);
    return rc;
}

/* ---- the lifecycle ---- */

static int
server_info(cm_buf *out)
{
    return cm_buf_adds(out,
                       "\"serverInfo\":{\"name\":\"strands-shell\",\"version\":\"" PACKAGE_VERSION
                       "\"},\"instructions\":\"A POSIX shell and a Python subset in a box: "
                       "every command, file and network access is decided by the box's "
                       "policy and logged. Shell state persists across shell calls.\"");
}

// initialize (legacy era, 2025-11-25 basic/lifecycle): answer the client's revision when
// it is one of ours, else our newest; the client disconnects if it cannot speak it.
static int
initialize(sh_mcp *srv, const cm_json *d, int id, int params, cm_buf *out)
{
    int vi = cm_json_get(d, params, "protocolVersion");
    if (vi < 0 || d->t[vi].type != CM_JSON_STRING) {
        return errorf(out, d, id, E_PARAMS, "`params.protocolVersion` must be a string");
    }
    int ci = cm_json_get(d, params, "capabilities");
    if (ci >= 0 && d->t[ci].type != CM_JSON_OBJECT) {
        return errorf(out, d, id, E_PARAMS, "`params.capabilities` must be an object");
    }
    if (srv->initialized) {
        return errorf(out, d, id, E_REQUEST, "initialize was already answered on this connection");
    }
    const char *v = legacy_versions[0];
    for (size_t k = 0; k < N_LEGACY; k++) {
        if (cm_json_is(d, vi, legacy_versions[k])) {
            v = legacy_versions[k];
        }
    }
    snprintf(srv->version, sizeof srv->version, "%s", v);
    srv->initialized = 1;
    if (begin(out, d, id) < 0 ||
        cm_buf_printf(out,
                      ",\"result\":{\"protocolVersion\":\"%s\",\"capabilities\":{\"tools\":{"
                      "\"listChanged\":false}},",
                      v) < 0 ||
        server_info(out) < 0) {
        return -1;
    }
    return cm_buf_adds(out, "}}");
}

// server/discover (2026-07-28 server/discover): versions, capabilities and identity.
static int
discover(const cm_json *d, int id, cm_buf *out)
{
    if (begin(out, d, id) < 0 ||
        cm_buf_adds(
            out, ",\"result\":{\"resultType\":\"complete\",\"supportedVersions\":[\"" MODERN_VERSION
                 "\"") < 0) {
        return -1;
    }
    for (size_t k = 0; k < N_LEGACY; k++) {
        if (cm_buf_printf(out, ",\"%s\"", legacy_versions[k]) < 0) {
            return -1;
        }
    }
    if (cm_buf_adds(out, "],\"capabilities\":{\"tools\":{\"listChanged\":false}},") < 0 ||
        server_info(out) < 0) {
        return -1;
    }
    return cm_buf_adds(out, "}}");
}

// The era of a request: 1 modern (its _meta names a revision), 0 legacy, -1 after an
// error reply (a malformed _meta, or a revision we do not serve).
static int
era(const cm_json *d, int id, int params, cm_buf *out, int *rc)
{
    int meta = cm_json_get(d, params, "_meta");
    if (meta < 0) {
        return 0;
    }
    if (d->t[meta].type != CM_JSON_OBJECT) {
        *rc = errorf(out, d, id, E_PARAMS, "`params._meta` must be an object");
        return -1;
    }
    int vi = cm_json_get(d, meta, META_VERSION);
    if (vi < 0) {
        return 0;
    }
    if (d->t[vi].type != CM_JSON_STRING) {
        *rc = errorf(out, d, id, E_PARAMS, "`params._meta." META_VERSION "` must be a string");
        return -1;
    }
    if (!cm_json_is(d, vi, MODERN_VERSION)) {
        // 2026-07-28 basic/versioning: UnsupportedProtocolVersionError listing ours
        cm_buf data;
        cm_buf_init(&data, 0);
        int r = cm_buf_adds(&data, "{\"supported\":[\"" MODERN_VERSION "\"");
        for (size_t k = 0; r == 0 && k < N_LEGACY; k++) {
            r = cm_buf_printf(&data, ",\"%s\"", legacy_versions[k]);
        }
        r = r < 0 || cm_buf_adds(&data, "],\"requested\":") < 0 ||
                    cm_json_add_raw(&data, d, vi) < 0 || cm_buf_addc(&data, '}') < 0
                ? -1
                : error_reply(out, d, id, E_VERSION, "Unsupported protocol version",
                              cm_buf_str(&data));
        cm_buf_free(&data);
        *rc = r;
        return -1;
    }
    int caps = cm_json_get(d, meta, META_CAPS);
    if (caps < 0 || d->t[caps].type != CM_JSON_OBJECT) {
        *rc = errorf(out, d, id, E_PARAMS,
                     "`params._meta." META_CAPS "` must be an object (required in " MODERN_VERSION
                     ")");
        return -1;
    }
    return 1;
}

/* sh_mcp_handle: see shell/mcp.h. */
int
sh_mcp_handle(sh_mcp *srv, const char *msg, size_t len, cm_buf *out)
{
    cm_json d;
    cm_buf why;
    cm_buf_init(&why, 4096);
    if (cm_json_parse(&d, msg, len, &why) < 0) {
        int rc = errorf(out, NULL, -1, E_PARSE, "Parse error: %s", cm_buf_str(&why));
        cm_buf_free(&why);
        return rc;
    }
    cm_buf_free(&why);
    int rc = 0;
    int id = -1;
    if (d.t[0].type == CM_JSON_ARRAY) {
        // batches exist in 2025-03-26 only, and no client of ours sends them
        rc = errorf(out, &d, -1, E_REQUEST,
                    "a JSON-RPC batch (an array) is not served; send one message per line");
        goto done;
    }
    if (d.t[0].type != CM_JSON_OBJECT) {
        rc = errorf(out, &d, -1, E_REQUEST, "a message must be a JSON object");
        goto done;
    }
    id = cm_json_get(&d, 0, "id");
    int ji = cm_json_get(&d, 0, "jsonrpc");
    int mi = cm_json_get(&d, 0, "method");
    int pi = cm_json_get(&d, 0, "params");
    if (id >= 0 && d.t[id].type != CM_JSON_STRING) {
        int64_t v;
        if (cm_json_int(&d, id, &v) < 0) {
            // MCP: a request id is a string or an integer, never null
            id = -1;
            rc = errorf(out, &d, -1, E_REQUEST, "`id` must be a string or an integer");
            goto done;
        }
    }
    if (ji < 0 || !cm_json_is(&d, ji, "2.0")) {
        rc = errorf(out, &d, id, E_REQUEST, "`jsonrpc` must be \"2.0\"");
        goto done;
    }
    if (mi < 0) {
        if (cm_json_get(&d, 0, "result") >= 0 || cm_json_get(&d, 0, "error") >= 0) {
            goto done; // a response: this server sends no requests, so nothing waits for it
        }
        rc = errorf(out, &d, id, E_REQUEST, "`method` is missing");
        goto done;
    }
    if (d.t[mi].type != CM_JSON_STRING) {
        rc = errorf(out, &d, id, E_REQUEST, "`method` must be a string");
        goto done;
    }
    if (pi >= 0 && d.t[pi].type != CM_JSON_OBJECT) {
        rc = errorf(out, &d, id, E_PARAMS, "`params` must be an object");
        goto done;
    }
    if (id < 0) {
        // notifications get no response: notifications/initialized completes the
        // handshake; notifications/cancelled for a finished call needs nothing
        goto done;
    }
    static const char *const methods[] = {"initialize", "server/discover", "ping", "tools/list",
                                          "tools/call"};
    int known = 0;
    for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
        known |= cm_json_is(&d, mi, methods[k]);
    }
    if (!known) {
        char *name = cm_json_str(&d, mi, NULL);
        rc = errorf(out, &d, id, E_METHOD, "method not found: `%s`", name ? name : "?");
        cm_free(name);
        goto done;
    }
    int modern = era(&d, id, pi, out, &rc);
    if (modern < 0) {
        goto done;
    }
    if (cm_json_is(&d, mi, "initialize")) {
        rc = initialize(srv, &d, id, pi, out);
    } else if (cm_json_is(&d, mi, "server/discover")) {
        // answered with or without _meta: on stdio it is a dual-era client's probe
        rc = discover(&d, id, out);
    } else if (!modern && !srv->initialized && !cm_json_is(&d, mi, "ping")) {
        // legacy era: nothing but ping before initialize (2025-11-25 basic/lifecycle)
        rc = errorf(out, &d, id, E_REQUEST,
                    "the server is not initialized: send initialize first (or name a protocol "
                    "revision in params._meta)");
    } else if (cm_json_is(&d, mi, "ping") && !modern) {
        rc = begin(out, &d, id) < 0 || cm_buf_adds(out, ",\"result\":{}}") < 0 ? -1 : 0;
    } else if (cm_json_is(&d, mi, "tools/list")) {
        rc = begin(out, &d, id) < 0 || cm_buf_adds(out, ",\"result\":{") < 0 ||
                     (modern && cm_buf_adds(out, "\"resultType\":\"complete\",") < 0) ||
                     list_tools(srv, modern, out) < 0 || cm_buf_adds(out, "}}") < 0
                 ? -1
                 : 0;
    } else if (cm_json_is(&d, mi, "tools/call")) {
        rc = call_request(srv, &d, id, pi, modern, out);
    } else {
        // ping, removed in 2026-07-28 (changelog): not a method of the modern era
        rc = errorf(out, &d, id, E_METHOD,
                    "method not found: `ping` (removed in " MODERN_VERSION
                    "; drop the _meta revision to ping)");
    }
done:
    cm_json_free(&d);
    return rc;
}

/* sh_mcp_init: see shell/mcp.h. */
int
sh_mcp_init(sh_mcp *srv, bi_box *box)
{
    memset(srv, 0, sizeof *srv);
    pthread_mutex_init(&srv->lock, NULL);
    pol_limits def;
    pol_limits_default(&def);
    const pol_limits *l = box ? &box->box.limits : &def;
    srv->tools = l->mcp_tools;
    srv->output_cap = (size_t)l->mcp_output_bytes;
    srv->line_cap = (size_t)l->mcp_message_bytes;
    snprintf(srv->version, sizeof srv->version, "%s", legacy_versions[0]);
    return sh_state_init(&srv->st, box);
}

/* sh_mcp_fini: see shell/mcp.h. */
void
sh_mcp_fini(sh_mcp *srv)
{
    sh_state_free(&srv->st);
    pthread_mutex_destroy(&srv->lock);
}

/* ---- the server: a reader thread and the main loop ---- */

static int proto_in = -1;  // the client's messages
static int proto_out = -1; // our responses

/* sh_mcp_take_stdio: see shell/mcp.h. */
int
sh_mcp_take_stdio(void)
{
    proto_in = fcntl(0, F_DUPFD_CLOEXEC, 10);
    proto_out = fcntl(1, F_DUPFD_CLOEXEC, 10);
    int null = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (proto_in < 0 || proto_out < 0 || null < 0 || dup2(null, 0) < 0 || dup2(2, 1) < 0) {
        return -1;
    }
    close(null);
    return 0;
}

// Stop the call now running as Ctrl-C does (shell/intr.h): the script gets
// KeyboardInterrupt, the host program's group SIGINT, the command list stops. Runs on
// the reader thread with srv->lock held; sh_intr_request is thread-safe.
static void
cancel_hook(sh_mcp *srv)
{
    (void)srv;
    sh_intr_request();
}

typedef struct item {
    struct item *next;
    char *line; // NULL: an over-long line of len bytes
    size_t len;
} item;

typedef struct reader {
    sh_mcp *srv;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    item *head;
    item *tail;
    size_t bytes; // queued
    size_t limit; // the reader waits while more than this is queued
    int eof;
    int stop;
    sh_mcp_framer fr;
} reader;

// notifications/cancelled for the request now running: stop it (reader thread).
static void
watch_cancel(reader *r, const char *line, size_t len)
{
    if (!memmem(line, len, "notifications/cancelled", 23)) {
        return;
    }
    cm_json d;
    if (cm_json_parse(&d, line, len, NULL) < 0) {
        return;
    }
    int mi = cm_json_get(&d, 0, "method");
    int pi = cm_json_get(&d, 0, "params");
    int ri = cm_json_get(&d, pi, "requestId");
    if (cm_json_is(&d, mi, "notifications/cancelled") && ri >= 0) {
        cm_buf idb;
        cm_buf_init(&idb, 256);
        if (cm_json_add_raw(&idb, &d, ri) == 0) {
            sh_mcp *srv = r->srv;
            pthread_mutex_lock(&srv->lock);
            if (srv->running_id[0] && strcmp(srv->running_id, cm_buf_str(&idb)) == 0) {
                srv->cancelled = 1;
                cancel_hook(srv);
            } else if (idb.len < sizeof srv->early[0]) {
                // maybe a request still queued: it will not start
                memcpy(srv->early[srv->n_early++ % 8], cm_buf_str(&idb), idb.len + 1);
            }
            pthread_mutex_unlock(&srv->lock);
        }
        cm_buf_free(&idb);
    }
    cm_json_free(&d);
}

static int
enqueue(void *arg, const char *line, size_t len)
{
    reader *r = arg;
    if (line) {
        watch_cancel(r, line, len);
    }
    item *it = cm_alloc(sizeof *it);
    char *copy = line ? cm_alloc(len + 1) : NULL;
    if (!it || (line && !copy)) {
        cm_free(it);
        cm_free(copy);
        return -1;
    }
    if (copy) {
        memcpy(copy, line, len);
        copy[len] = 0;
    }
    it->next = NULL;
    it->line = copy;
    it->len = len;
    pthread_mutex_lock(&r->mu);
    while (r->bytes > r->limit && !r->stop) {
        pthread_cond_wait(&r->cv, &r->mu);
    }
    if (r->tail) {
        r->tail->next = it;
    } else {
        r->head = it;
    }
    r->tail = it;
    r->bytes += line ? len : 0;
    pthread_cond_broadcast(&r->cv);
    int stop = r->stop;
    pthread_mutex_unlock(&r->mu);
    return stop ? -1 : 0;
}

static void *
reader_main(void *arg)
{
    reader *r = arg;
    // every signal goes to the main thread (the Python deadline's SIGALRM among them)
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    char buf[65536];
    for (;;) {
        ssize_t n = read(proto_in, buf, sizeof buf);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            if (sh_mcp_framer_feed(&r->fr, NULL, 0, enqueue, r) < 0) {
                break; // the last line is lost only when memory ran out
            }
            break;
        }
        if (sh_mcp_framer_feed(&r->fr, buf, (size_t)n, enqueue, r) < 0) {
            break;
        }
    }
    pthread_mutex_lock(&r->mu);
    r->eof = 1;
    pthread_cond_broadcast(&r->cv);
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

static item *
dequeue(reader *r)
{
    pthread_mutex_lock(&r->mu);
    while (!r->head && !r->eof) {
        pthread_cond_wait(&r->cv, &r->mu);
    }
    item *it = r->head;
    if (it) {
        r->head = it->next;
        if (!r->head) {
            r->tail = NULL;
        }
        r->bytes -= it->line ? it->len : 0;
        pthread_cond_broadcast(&r->cv);
    }
    pthread_mutex_unlock(&r->mu);
    return it;
}

/* sh_mcp_serve: see shell/mcp.h. */
int
sh_mcp_serve(bi_box *box)
{
    static sh_mcp srv; // large (the shell state's cwd buffers); one per process
    int status = 0;
    if (sh_mcp_init(&srv, box) < 0) {
        fprintf(stderr, "strands-shell: --mcp: out of memory\n");
        sh_mcp_fini(&srv);
        return 1;
    }
    (void)signal(SIGPIPE, SIG_IGN); // a client gone is a failed write, not a death
    // the server outlives each call: a C call past a call's end ends that call, not this
    // process (its watchdog would end the process, and every later call with it)
    sh_limit_contain();
    srv.st.ctx.contained = 1;
    static reader r; // outlives this call if the reader is still blocked in read()
    memset(&r, 0, sizeof r);
    r.srv = &srv;
    r.limit = 2 * srv.line_cap;
    pthread_mutex_init(&r.mu, NULL);
    pthread_cond_init(&r.cv, NULL);
    sh_mcp_framer_init(&r.fr, srv.line_cap);
    pthread_t th;
    if (pthread_create(&th, NULL, reader_main, &r) != 0) {
        fprintf(stderr, "strands-shell: --mcp: cannot start the reader: %s\n", strerror(errno));
        sh_mcp_framer_free(&r.fr);
        sh_mcp_fini(&srv);
        return 1;
    }
    cm_buf out;
    cm_buf_init(&out, 0);
    for (;;) {
        item *it = dequeue(&r);
        if (!it) {
            break;
        }
        cm_buf_reset(&out);
        int rc = it->line ? sh_mcp_handle(&srv, it->line, it->len, &out)
                          : sh_mcp_oversize(&srv, it->len, &out);
        cm_free(it->line);
        cm_free(it);
        if (rc < 0) {
            cm_buf_reset(&out);
            if (errorf(&out, NULL, -1, E_INTERNAL, "out of memory building the response") < 0) {
                continue;
            }
        }
        if (out.len > 0 &&
            (cm_buf_addc(&out, '\n') < 0 || cm_write_all(proto_out, out.data, out.len) < 0)) {
            fprintf(stderr, "strands-shell: --mcp: the client is gone: %s\n", strerror(errno));
            status = 1;
            break;
        }
    }
    cm_buf_free(&out);
    // the end of input ends the session: the EXIT trap runs as at the end of a script
    sh_exec_exit_trap(&srv.st);
    pthread_mutex_lock(&r.mu);
    r.stop = 1;
    pthread_cond_broadcast(&r.cv);
    pthread_mutex_unlock(&r.mu);
    if (status != 0) {
        // the reader may be blocked in read(): the process ends with it
        sh_mcp_fini(&srv);
        return status;
    }
    pthread_join(th, NULL);
    for (item *it = r.head; it;) {
        item *next = it->next;
        cm_free(it->line);
        cm_free(it);
        it = next;
    }
    sh_mcp_framer_free(&r.fr);
    pthread_cond_destroy(&r.cv);
    pthread_mutex_destroy(&r.mu);
    sh_mcp_fini(&srv);
    return status;
}
