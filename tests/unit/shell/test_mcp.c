/* Unit tests for shell/mcp.c: line framing, JSON-RPC validation, the lifecycle of both
 * eras, the tool list and argument checks (no box: every effect is refused). */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "common/json.h"
#include "shell/mcp.h"

static sh_mcp srv;
static cm_buf out;

static void
setup(void)
{
    cr_assert_eq(sh_mcp_init(&srv, NULL), 0);
    cm_buf_init(&out, 0);
}

static void
teardown(void)
{
    cm_buf_free(&out);
    sh_mcp_fini(&srv);
}

TestSuite(sh_mcp, .init = setup, .fini = teardown);

// Send msg; the response text (borrowed until the next send).
static const char *
send(const char *msg)
{
    cm_buf_reset(&out);
    cr_assert_eq(sh_mcp_handle(&srv, msg, strlen(msg), &out), 0);
    return cm_buf_str(&out);
}

// The error code of the response to msg (0 when it is a result), its message in msg_out.
static int
code_of(const char *msg, char **msg_out)
{
    const char *r = send(msg);
    cm_json d;
    cm_buf why;
    cm_buf_init(&why, 0);
    cr_assert_eq(cm_json_parse(&d, r, strlen(r), &why), 0, "bad response %s", r);
    cm_buf_free(&why);
    int e = cm_json_get(&d, 0, "error");
    int64_t code = 0;
    if (e >= 0) {
        cr_assert_eq(cm_json_int(&d, cm_json_get(&d, e, "code"), &code), 0);
        if (msg_out) {
            *msg_out = cm_json_str(&d, cm_json_get(&d, e, "message"), NULL);
        }
    } else {
        cr_assert(cm_json_get(&d, 0, "result") >= 0, "neither result nor error: %s", r);
    }
    cm_json_free(&d);
    return (int)code;
}

static void
expect_error(const char *msg, int code, const char *names)
{
    char *m = NULL;
    cr_assert_eq(code_of(msg, &m), code, "%s -> %s", msg, cm_buf_str(&out));
    cr_assert(m && strstr(m, names), "%s: message '%s' does not name %s", msg, m, names);
    cm_free(m);
}

static void
init_legacy(const char *version)
{
    cm_buf m;
    cm_buf_init(&m, 0);
    cr_assert_eq(
        cm_buf_printf(&m,
                      "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{"
                      "\"protocolVersion\":\"%s\",\"capabilities\":{},\"clientInfo\":{"
                      "\"name\":\"t\",\"version\":\"1\"}}}",
                      version),
        0);
    cr_assert_eq(code_of(cm_buf_str(&m), NULL), 0);
    cm_buf_free(&m);
}

Test(sh_mcp, errors_name_the_field_and_serving_goes_on)
{
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,", -32700, "Parse error");
    // the id could not be read: the error has none (MCP's JSONRPCErrorResponse)
    cr_assert(strncmp(cm_buf_str(&out), "{\"jsonrpc\":\"2.0\",\"error\":", 25) == 0, "%s",
              cm_buf_str(&out));
    expect_error("[1,2]", -32600, "batch");
    expect_error("\"hello\"", -32600, "JSON object");
    expect_error("{\"id\":1,\"method\":\"ping\"}", -32600, "`jsonrpc`");
    expect_error("{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}", -32600, "`jsonrpc`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", -32600, "`id`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}", -32600, "`id`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}", -32600, "`method`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1}", -32600, "`method`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":[]}", -32602,
                 "`params`");
    // the id comes back as written
    send("{\"jsonrpc\":\"2.0\",\"id\":\"abc\",\"method\":\"nope/nope\"}");
    cr_assert(strstr(cm_buf_str(&out), "\"id\":\"abc\""), "%s", cm_buf_str(&out));
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":\"abc\",\"method\":\"nope/nope\"}", -32601,
                 "`nope/nope`");
    // and it still serves
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}", NULL), 0);
}

Test(sh_mcp, notifications_and_responses_get_no_reply)
{
    cr_assert_str_eq(send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"), "");
    cr_assert_str_eq(send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
                          "\"params\":{\"requestId\":3}}"),
                     "");
    cr_assert_str_eq(send("{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{}}"), "");
}

Test(sh_mcp, legacy_requests_before_initialize_are_refused_but_ping)
{
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", -32600,
                 "not initialized");
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}", NULL), 0);
    cr_assert_str_eq(cm_buf_str(&out), "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}");
}

Test(sh_mcp, initialize_negotiates_the_version)
{
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{}}", -32602,
                 "`params.protocolVersion`");
    init_legacy("2025-06-18");
    cr_assert(strstr(cm_buf_str(&out), "\"protocolVersion\":\"2025-06-18\""));
    cr_assert(strstr(cm_buf_str(&out), "\"tools\":{"));
    cr_assert(strstr(cm_buf_str(&out), "\"serverInfo\":{\"name\":\"strands-shell\""));
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{"
                 "\"protocolVersion\":\"2025-06-18\"}}",
                 -32600, "already");
}

Test(sh_mcp, initialize_with_an_unknown_version_answers_the_newest_legacy_one)
{
    init_legacy("2024-01-01");
    cr_assert(strstr(cm_buf_str(&out), "\"protocolVersion\":\"2025-11-25\""));
}

Test(sh_mcp, tools_list_has_every_schema)
{
    init_legacy("2025-11-25");
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", NULL), 0);
    const char *r = cm_buf_str(&out);
    cm_json d;
    cr_assert_eq(cm_json_parse(&d, r, strlen(r), NULL), 0);
    int tl = cm_json_get(&d, cm_json_get(&d, 0, "result"), "tools");
    cr_assert_eq(d.t[tl].size, 5);
    static const char *const names[] = {"shell", "python", "read_file", "write_file", "list_dir"};
    int k = tl + 1;
    for (int i = 0; i < 5; i++) {
        cr_assert(cm_json_is(&d, cm_json_get(&d, k, "name"), names[i]));
        int in = cm_json_get(&d, k, "inputSchema");
        int outs = cm_json_get(&d, k, "outputSchema");
        cr_assert(cm_json_is(&d, cm_json_get(&d, in, "type"), "object"));
        cr_assert(cm_json_is(&d, cm_json_get(&d, outs, "type"), "object"));
        k = cm_json_skip(&d, k);
    }
    cm_json_free(&d);
}

Test(sh_mcp, revision_2025_03_26_gets_no_output_schema)
{
    init_legacy("2025-03-26");
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", NULL), 0);
    cr_assert(strstr(cm_buf_str(&out), "inputSchema"));
    cr_assert_null(strstr(cm_buf_str(&out), "outputSchema"));
}

#define META(v)                                                                                    \
    "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" v "\","                            \
    "\"io.modelcontextprotocol/clientCapabilities\":{}}"

Test(sh_mcp, stateless_era_needs_no_handshake)
{
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\","
                         "\"params\":{" META("2026-07-28") "}}",
                         NULL),
                 0);
    cr_assert(strstr(cm_buf_str(&out), "\"supportedVersions\":[\"2026-07-28\",\"2025-11-25\""));
    cr_assert(strstr(cm_buf_str(&out), "\"resultType\":\"complete\""));
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\","
                         "\"params\":{" META("2026-07-28") "}}",
                         NULL),
                 0);
    cr_assert(strstr(cm_buf_str(&out), "\"resultType\":\"complete\",\"tools\":["));
    cr_assert_eq(srv.initialized, 0);
    // a revision not served: the list of ours, and what was asked
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\","
                 "\"params\":{" META("1900-01-01") "}}",
                 -32022, "Unsupported protocol version");
    cr_assert(strstr(cm_buf_str(&out), "\"requested\":\"1900-01-01\""));
    cr_assert(strstr(cm_buf_str(&out), "\"supported\":[\"2026-07-28\""));
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/list\",\"params\":{\"_meta\":{"
                 "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\"}}}",
                 -32602, "clientCapabilities");
    expect_error(
        "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/list\",\"params\":{\"_meta\":7}}", -32602,
        "`params._meta`");
    // ping is gone in 2026-07-28
    expect_error(
        "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"ping\",\"params\":{" META("2026-07-28") "}}",
        -32601, "ping");
}

Test(sh_mcp, tool_arguments_are_checked)
{
    init_legacy("2025-11-25");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\"}", -32602, "`params`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{}}", -32602,
                 "`params.name`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"rm\"}}",
                 -32602, "unknown tool `rm`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"shell\",\"arguments\":{}}}",
                 -32602, "`arguments.command`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"shell\",\"arguments\":{\"command\":5}}}",
                 -32602, "`arguments.command` must be a string");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"shell\",\"arguments\":{\"command\":\"a\\u0000b\"}}}",
                 -32602, "NUL");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"shell\",\"arguments\":{\"command\":\"true\",\"timeout_seconds\":-1}}}",
                 -32602, "`arguments.timeout_seconds`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"read_file\",\"arguments\":{\"path\":\"x\",\"source\":\"y\"}}}",
                 -32602, "unknown argument `arguments.source`");
    expect_error("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":"
                 "\"write_file\",\"arguments\":{\"path\":\"x\"}}}",
                 -32602, "`arguments.content`");
}

Test(sh_mcp, without_a_box_every_effect_is_a_refused_tool_result)
{
    init_legacy("2025-11-25");
    cr_assert_eq(code_of("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{"
                         "\"name\":\"write_file\",\"arguments\":{\"path\":\"/tmp/strands-mcp-"
                         "unit-never\",\"content\":\"x\"}}}",
                         NULL),
                 0);
    cr_assert(strstr(cm_buf_str(&out), "\"isError\":true"), "%s", cm_buf_str(&out));
    cr_assert(strstr(cm_buf_str(&out), "no box is open"), "%s", cm_buf_str(&out));
    cr_assert_eq(access("/tmp/strands-mcp-unit-never", F_OK), -1);
}

// ---- framing ----

typedef struct got {
    char lines[8][64];
    size_t lens[8];
    int n;
} got;

static int
collect(void *arg, const char *line, size_t len)
{
    got *g = arg;
    cr_assert_lt(g->n, 8);
    if (line) {
        memcpy(g->lines[g->n], line, len < 63 ? len : 63);
    } else {
        strcpy(g->lines[g->n], "<over>");
    }
    g->lens[g->n] = len;
    g->n++;
    return 0;
}

Test(sh_mcp_framer, lines_across_reads_and_the_cap)
{
    sh_mcp_framer f;
    sh_mcp_framer_init(&f, 8);
    got g;
    memset(&g, 0, sizeof g);
    cr_assert_eq(sh_mcp_framer_feed(&f, "ab", 2, collect, &g), 0);
    cr_assert_eq(g.n, 0);
    cr_assert_eq(sh_mcp_framer_feed(&f, "c\n \r\n12345678\n123456789", 23, collect, &g), 0);
    // "abc", the blank line skipped, "12345678" (exactly the cap)
    cr_assert_eq(g.n, 2);
    cr_assert_str_eq(g.lines[0], "abc");
    cr_assert_str_eq(g.lines[1], "12345678");
    // the over-long line is dropped as it comes and reported with its length
    cr_assert_lt(f.line.cap, 64);
    cr_assert_eq(sh_mcp_framer_feed(&f, "0123456789\nok", 13, collect, &g), 0);
    cr_assert_eq(g.n, 3);
    cr_assert_str_eq(g.lines[2], "<over>");
    cr_assert_eq(g.lens[2], 19);
    // the end of input delivers a last unterminated line
    cr_assert_eq(sh_mcp_framer_feed(&f, NULL, 0, collect, &g), 0);
    cr_assert_eq(g.n, 4);
    cr_assert_str_eq(g.lines[3], "ok");
    sh_mcp_framer_free(&f);
}

Test(sh_mcp, oversize_reply_names_the_cap)
{
    cr_assert_eq(sh_mcp_oversize(&srv, 5000000, &out), 0);
    cr_assert(strstr(cm_buf_str(&out), "\"code\":-32600"));
    cr_assert(strstr(cm_buf_str(&out), "5000000 bytes"));
    cr_assert(strstr(cm_buf_str(&out), "max_message_bytes (4194304)"));
}
