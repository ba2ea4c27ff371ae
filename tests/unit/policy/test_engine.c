/* Unit tests for policy/engine.c: decisions, the request gate, the denial texts. */
#include "config.h"

#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "common/alloc.h"
#include "policy/lang.h"
#include "policy/policy.h"

static const char seed[] =
    "@id(\"project_read\")\n"
    "permit (principal, action == Box::Action::\"fs:read\", resource)\n"
    "when { context.input.path == \"~/src/project\" || context.input.path like \"~/src/project/*\" };\n"
    "@id(\"out_write\")\n"
    "permit (principal, action == Box::Action::\"fs:write\", resource)\n"
    "when { context.input.path like \"~/src/project/out/*\" &&\n"
    "       context.input.operation == Box::FsWriteOperation::\"write_content\" };\n"
    "@id(\"no_keys\")\n"
    "forbid (principal, action in [Box::Action::\"fs:read\", Box::Action::\"fs:write\"], resource)\n"
    "when { context.input.path like \"~/.ssh/*\" || context.input.path like \"~/.aws/*\" };\n"
    "@id(\"python_in_shell\")\n"
    "permit (principal, action == Box::Action::\"shell:exec\", resource)\n"
    "when { [\"python\", \"python3\"].contains(context.input.program) };\n";

static pol_engine *
load(const char *src)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load(src, strlen(src), "p.dw", "/home/dev", &err);
    cr_assert(e, "load failed: %s", cm_buf_str(&err));
    cm_buf_free(&err);
    return e;
}

static pol_request
fs(pol_action a, const char *path, const char *op)
{
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = a;
    q.path = path;
    q.operation = op;
    return q;
}

Test(pol_engine, seed_decisions)
{
    pol_engine *e = load(seed);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/src/project/notes.txt", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 1);
    cr_assert_eq(d.cause, POL_PERMITTED);
    cr_assert_str_eq(d.rule, "project_read");
    cr_assert_eq(d.n_determining, 1);
    cr_assert_str_eq(cm_buf_str(&d.message),
                     "policy permitted this operation on '~/src/project/notes.txt'.");

    q = fs(POL_FS_READ, "~/.ssh/id_rsa", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_FORBIDDEN);
    cr_assert_str_eq(cm_buf_str(&d.message),
                     "policy denied this operation on '~/.ssh/id_rsa' [policy: no_keys].");

    q = fs(POL_FS_MOVE, "~/src/project/out/a.txt", "rename");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_NO_MATCH);
    cr_assert_str_eq(d.rule, "<default-deny>");
    cr_assert_str_eq(
        cm_buf_str(&d.message),
        "policy denied this operation on '~/src/project/out/a.txt' [default-deny]: No permit policy matched this request.");

    pol_request x;
    memset(&x, 0, sizeof(x));
    x.action = POL_SHELL_EXEC;
    x.command = "python3 report.py";
    x.program = "python3";
    x.arg1 = "report.py";
    x.arg_count = 1;
    x.cwd = "~/src/project";
    cr_assert_eq(pol_decide(e, &x, &d), 1);
    cr_assert_str_eq(d.rule, "python_in_shell");
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, request_gate_denies_misfits)
{
    pol_engine *e = load(seed);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/src/project/notes.txt", "write_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    cr_assert_str_eq(
        cm_buf_str(&d.message),
        "policy denied this operation on '~/src/project/notes.txt' because the request could not be evaluated.");
    q = fs(POL_FS_READ, NULL, "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    q.action = POL_ACTION_COUNT;
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    pol_decision_free(&d);
    pol_engine_free(e);
}

// issue 17: bytes that are not UTF-8 are decided on their lossless text (U+DC00 + byte),
// never refused as a misfit, and never confused with other bytes
Test(pol_engine, issue17_bytes_not_utf8_are_decided_on_their_text)
{
    pol_engine *e = load(seed);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/src/project/\xff", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 1);
    cr_assert_eq(d.cause, POL_PERMITTED);
    q = fs(POL_FS_READ, "~/.ssh/id\xffrsa", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_FORBIDDEN);
    cr_assert_str_eq(cm_buf_str(&d.message),
                     "policy denied this operation on '~/.ssh/id\\u{dcff}rsa' [policy: no_keys].");
    pol_request x;
    memset(&x, 0, sizeof x);
    x.action = POL_SHELL_EXEC;
    x.command = "python\xff";
    x.program = "python\xff";
    x.cwd = "~/src/project";
    cr_assert_eq(pol_decide(e, &x, &d), 0);
    cr_assert_eq(d.cause, POL_NO_MATCH);
    x.command = "python3";
    x.program = "python3";
    x.arg1 = "\xed\xb3\xbf";
    x.arg_count = 1;
    cr_assert_eq(pol_decide(e, &x, &d), 1);
    // a path made longer than the schema allows by its escapes is a misfit: denied
    static char big[4000];
    memset(big, '\xff', sizeof big - 1);
    q = fs(POL_FS_READ, big, "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    pol_decision_free(&d);
    pol_engine_free(e);
}

// A request's strings are found ASCII eight bytes at a time, the last eight read again
// (issue 18): a byte that is not UTF-8 at any place of a path of 1 to 24 bytes still
// has the path decided on its lossless text, and a valid two-byte character does not.
Test(pol_engine, issue18_a_byte_not_utf8_is_found_at_any_place)
{
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    for (size_t n = 1; n <= 24; n++) {
        for (size_t at = 0; at < n; at++) {
            for (int valid = 0; valid < 2; valid++) {
                char path[40];
                memset(path, 'a', at);
                size_t k = at;
                if (valid) {
                    path[k++] = '\xc3';
                    path[k++] = '\xa9';
                } else {
                    path[k++] = '\xff';
                }
                memset(path + k, 'b', n - at - 1);
                path[k + n - at - 1] = '\0';
                pol_request q = fs(POL_FS_READ, path, "read_content");
                cr_assert_eq(pol_decide(e, &q, &d), 0);
                cr_assert_eq(d.cause, POL_NO_MATCH, "%zu bytes, at %zu: %s", n, at,
                             cm_buf_str(&d.message));
                char want[64];
                memset(want, 'a', at);
                int w =
                    snprintf(want + at, sizeof want - at, "%s", valid ? "\xc3\xa9" : "\\u{dcff}");
                memset(want + at + (size_t)w, 'b', n - at - 1);
                snprintf(want + at + (size_t)w + n - at - 1, 3, "'");
                cr_assert(strstr(cm_buf_str(&d.message), want), "%zu bytes, at %zu: %s", n, at,
                          cm_buf_str(&d.message));
            }
        }
    }
    pol_decision_free(&d);
    pol_engine_free(e);
}

// The path's components are counted only when it is longer than their limit (issue 18):
// 256 are taken, 257 refused, whatever the path's length.
Test(pol_engine, issue18_path_components_limit_as_before)
{
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    static char path[1200];
    for (int slashes = 255; slashes <= 258; slashes++) {
        for (int wide = 0; wide < 2; wide++) {
            size_t k = 0;
            for (int i = 0; i < slashes; i++) {
                path[k++] = '/';
                if (wide) {
                    path[k++] = 'x';
                }
            }
            path[k] = '\0';
            pol_request q = fs(POL_FS_READ, path, "read_content");
            cr_assert_eq(pol_decide(e, &q, &d), 0);
            if (slashes <= 256) {
                cr_assert_eq(d.cause, POL_NO_MATCH, "%d slashes: %s", slashes,
                             cm_buf_str(&d.message));
            } else {
                cr_assert_eq(d.cause, POL_INTERNAL_FAULT, "%d slashes", slashes);
                cr_assert(strstr(pol_decision_error(&d, 0), "more than 256 components"), "%s",
                          pol_decision_error(&d, 0));
            }
        }
    }
    pol_decision_free(&d);
    pol_engine_free(e);
}

// issue 18: the gate never reads a permit's message; asked not to, the engine builds
// none, and a denial's text is as before
Test(pol_engine, issue18_no_permit_text)
{
    pol_engine *e = load(seed);
    pol_decision d;
    pol_decision_init(&d);
    d.no_permit_text = 1;
    pol_request q = fs(POL_FS_READ, "~/src/project/notes.txt", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 1);
    cr_assert_eq(d.message.len, 0);
    cr_assert_str_eq(d.rule, "project_read");
    q = fs(POL_FS_READ, "~/.ssh/id_rsa", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_str_eq(cm_buf_str(&d.message),
                     "policy denied this operation on '~/.ssh/id_rsa' [policy: no_keys].");
    d.no_permit_text = 0;
    q = fs(POL_FS_READ, "~/src/project/notes.txt", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 1);
    cr_assert_str_eq(cm_buf_str(&d.message),
                     "policy permitted this operation on '~/src/project/notes.txt'.");
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, evaluation_error_denies_even_with_a_permit)
{
    pol_engine *e = load(
        "permit (principal, action == Box::Action::\"fs:read\", resource) when { context.input.path like \"~/*\" };\n"
        "@id(\"boom\") forbid (principal, action == Box::Action::\"fs:read\", resource) when { context.input.path like \"~/big*\" && 9223372036854775807 + 1 > 0 };");
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/big.bin", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    cr_assert_str_eq(d.rule, "<default-deny>");
    cr_assert_eq(d.n_determining, 1); // the permit Cedar would have used
    cr_assert_str_eq(d.determining[0], "policy_0");
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, forbid_list_with_descriptions)
{
    pol_engine *e = load(
        "permit (principal, action == Box::Action::\"fs:write\", resource) when { context.input.path like \"~/*\" };\n"
        "@id(\"a\") @description(\"Desc a\") forbid (principal, action == Box::Action::\"fs:write\", resource) when { context.input.path like \"~/d/*\" };\n"
        "@id(\"b\") forbid (principal, action == Box::Action::\"fs:write\", resource) when { context.input.path like \"~/d/*\" };\n"
        "@id(\"c\") @description(\"Stop!\") forbid (principal, action == Box::Action::\"fs:write\", resource) when { context.input.path like \"~/d/*\" };\n");
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_WRITE, "~/d/x", "write_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.n_determining, 3);
    cr_assert_str_eq(d.rule, "a");
    cr_assert_str_eq(d.description, "Desc a");
    cr_assert_str_eq(
        cm_buf_str(&d.message),
        "policy denied this operation on '~/d/x' [policy: a]: Desc a; [policy: b]; [policy: c]: Stop!");
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, resource_escaping_and_caps)
{
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/it's\n\"x\"\\\t\xe2\x80\xae\x1b\xcc\x81 ok", "read_content");
    pol_decide(e, &q, &d);
    cr_assert_str_eq(
        cm_buf_str(&d.message),
        "policy denied this operation on '~/it\\'s\\n\\\"x\\\"\\\\\\t\\u{202e}\\u{1b}\\u{301} ok' [default-deny]: No permit policy matched this request.");
    char big[3000];
    memset(big, 'a', sizeof(big) - 1);
    big[sizeof(big) - 1] = '\0';
    q = fs(POL_FS_READ, big, "read_content");
    pol_decide(e, &q, &d);
    const char *m = cm_buf_str(&d.message);
    cr_assert(strstr(m, "aaa...' [default-deny]"));
    cr_assert_eq(strlen(m), strlen("policy denied this operation on '") + 1024 + 3 +
                                strlen("' [default-deny]: No permit policy matched this request."));
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, annotation_escaping_and_message_cap)
{
    static char src[8192];
    char desc[5000];
    memset(desc, 'd', sizeof(desc) - 1);
    desc[sizeof(desc) - 1] = '\0';
    snprintf(
        src, sizeof(src),
        "@id(\"x\\u{202e}y\") @description(\"%s\") forbid (principal, action == Box::Action::\"fs:read\", resource) when { context.input.path like \"~/*\" };",
        desc);
    pol_engine *e = load(src);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/a", "read_content");
    pol_decide(e, &q, &d);
    const char *m = cm_buf_str(&d.message);
    cr_assert(strstr(m, "[policy: x\\u{202e}y]: ddd"));
    cr_assert_eq(strlen(m), 4096);
    cr_assert(strcmp(m + 4093, "...") == 0);
    pol_decision_free(&d);
    pol_engine_free(e);
}

// A denial's @id and @description go in by runs of plain ASCII (issue 18): the text is
// still pol_msg_escape_annotation's, character by character, around every escape.
Test(pol_engine, issue18_annotation_runs_escape_as_before)
{
    static const char src[] =
        "@id(\"a\\\\b\\tc\\u{7f}d\\u{1}e\\u{85}f~\") @description(\"x\\ny\\\\z \\u{e9} "
        "\\u{2066}w\\r\") forbid (principal, action == Box::Action::\"fs:read\", resource);";
    pol_engine *e = load(src);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/a", "read_content");
    pol_decide(e, &q, &d);
    cm_buf want;
    cm_buf_init(&want, 0);
    cr_assert_eq(cm_buf_adds(&want, "policy denied this operation on '~/a' [policy: "), 0);
    cr_assert_eq(pol_msg_escape_annotation(&want, d.rule, strlen(d.rule)), 0);
    cr_assert_eq(cm_buf_adds(&want, "]: "), 0);
    cr_assert_eq(pol_msg_escape_annotation(&want, d.description, strlen(d.description)), 0);
    cr_assert_eq(cm_buf_adds(&want, "."), 0);
    cr_assert_str_eq(cm_buf_str(&d.message), cm_buf_str(&want));
    cr_assert(strstr(cm_buf_str(&want), "\\\\b\\tc\\u{7f}d\\u{1}e\\u{85}f~]"), "%s",
              cm_buf_str(&want));
    cm_buf_free(&want);
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, empty_engine_denies_everything)
{
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_NET_CONNECT;
    q.host = "api.github.com";
    q.port = 443;
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_NO_MATCH);
    cr_assert_str_eq(
        cm_buf_str(&d.message),
        "policy denied this operation on 'api.github.com:443' [default-deny]: No permit policy matched this request.");
    cr_assert_str_eq(pol_engine_sha256(e),
                     "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, names_and_resources)
{
    cr_assert_str_eq(pol_action_name(POL_HTTP_REQUEST), "http:request");
    cr_assert_null(pol_action_name(POL_ACTION_COUNT));
    cr_assert_str_eq(pol_cause_name(POL_ENFORCEMENT), "enforcement");
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_HTTP_REQUEST;
    q.host = "h";
    q.port = 8080;
    q.url_path = "/p";
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(pol_request_resource(&q, &b), 0);
    cr_assert_str_eq(cm_buf_str(&b), "h:8080/p");
    cm_buf_free(&b);
}

// The port of a resource is written without snprintf (issue 18): the text is still
// snprintf's, at every width and sign and at both ends of int64_t.
Test(pol_engine, issue18_resource_port_as_snprintf_writes_it)
{
    const int64_t ports[] = {0, 1, 9, 10, 443, 65535, -1, -7, 1234567890123, INT64_MAX, INT64_MIN};
    for (size_t i = 0; i < sizeof ports / sizeof ports[0]; i++) {
        pol_request q;
        memset(&q, 0, sizeof(q));
        q.action = POL_NET_CONNECT;
        q.host = "h";
        q.port = ports[i];
        char want[64];
        snprintf(want, sizeof want, "h:%" PRId64, ports[i]);
        cm_buf b;
        cm_buf_init(&b, 0);
        cr_assert_eq(pol_request_resource(&q, &b), 0);
        cr_assert_str_eq(cm_buf_str(&b), want);
        cm_buf_free(&b);
    }
}

Test(pol_engine, hot_path_does_not_allocate)
{
    pol_engine *e = load(seed);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/src/project/notes.txt", "read_content");
    pol_decide(e, &q, &d); // warms the message buffer
    size_t before = cm_alloc_count();
    for (int i = 0; i < 100; i++) {
        pol_decide(e, &q, &d);
    }
    cr_assert_eq(cm_alloc_count(), before);
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, index_by_action_skips_other_actions)
{
    // a rule for fs:read that would error is never evaluated for shell:exec
    pol_engine *e = load(
        "permit (principal, action == Box::Action::\"fs:read\", resource) when { context.input.path like \"~/*\" && 9223372036854775807 + 1 > 0 };");
    pol_decision d;
    pol_decision_init(&d);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "ls";
    q.program = "ls";
    q.cwd = "~";
    pol_decide(e, &q, &d);
    cr_assert_eq(d.cause, POL_NO_MATCH);
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, load_failure_returns_null_with_message)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load("permit (principal, action, resource)", 36, "x.dw", NULL, &err);
    cr_assert_null(e);
    cr_assert(strncmp(cm_buf_str(&err), "x.dw:1:37: failed to parse policy source: ", 42) == 0,
              "%s", cm_buf_str(&err));
    cm_buf_free(&err);
}

Test(pol_engine, sha256_matches_known_digests)
{
    char out[65];
    pol_sha256_hex("abc", 3, out);
    cr_assert_str_eq(out, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const char *two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    pol_sha256_hex(two, strlen(two), out);
    cr_assert_str_eq(out, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    static char million[1000000];
    memset(million, 'a', sizeof(million));
    pol_sha256_hex(million, sizeof(million), out);
    cr_assert_str_eq(out, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

Test(pol_engine, erroring_rules_in_file_order_with_messages)
{
    pol_engine *e =
        load("permit (principal, action == Box::Action::\"fs:read\", resource)\n"
             "when { context.input.path like \"~/*\" };\n"
             "@id(\"bad_add\") forbid (principal, action == Box::Action::\"fs:read\", resource)\n"
             "when { 9223372036854775807 + 1 == 0 };\n"
             "@id(\"bad_neg\") permit (principal, action == Box::Action::\"fs:read\", resource)\n"
             "when { -(-9223372036854775807 - 1) == 0 };\n");
    pol_decision d;
    pol_decision_init(&d);
    pol_request q = fs(POL_FS_READ, "~/a", "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    cr_assert_eq(d.n_determining, 1);
    cr_assert_str_eq(d.determining[0], "policy_0");
    cr_assert_eq(d.n_erroring, 2);
    cr_assert_str_eq(d.erroring[0], "bad_add");
    cr_assert_str_eq(pol_decision_error(&d, 0),
                     "integer overflow while attempting to add the values "
                     "`9223372036854775807` and `1`");
    cr_assert_str_eq(d.erroring[1], "bad_neg");
    cr_assert_str_eq(pol_decision_error(&d, 1),
                     "integer overflow while attempting to negate the value "
                     "`-9223372036854775808`");
    cr_assert_str_eq(pol_decision_error(&d, 2), "");
    // the next decision on the same struct starts with no errors
    q = fs(POL_FS_WRITE, "~/a", "write_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_NO_MATCH);
    cr_assert_eq(d.n_erroring, 0);
    pol_decision_free(&d);
    pol_engine_free(e);
}

Test(pol_engine, request_gate_fault_says_why)
{
    pol_engine *e = load(seed);
    pol_decision d;
    pol_decision_init(&d);
    char longpath[5000];
    memset(longpath, 'a', sizeof(longpath) - 1);
    longpath[0] = '~';
    longpath[1] = '/';
    longpath[sizeof(longpath) - 1] = '\0';
    pol_request q = fs(POL_FS_READ, longpath, "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    cr_assert_eq(d.n_erroring, 1);
    cr_assert_str_eq(d.erroring[0], "<request>");
    cr_assert_str_eq(pol_decision_error(&d, 0),
                     "the request does not fit the schema: input.path is longer than 4096 bytes");
    q = fs(POL_FS_READ, NULL, "read_content");
    cr_assert_eq(pol_decide(e, &q, &d), 0);
    cr_assert_str_eq(pol_decision_error(&d, 0),
                     "the request does not fit the schema: input.path is missing");
    pol_decision_free(&d);
    pol_engine_free(e);
}

/* ---- issue 18: the prefix index decides as every rule evaluated alone ---- */

// Rule i of a policy long enough to be indexed (at least 16 rules per action): prefixes
// shared by several rules, rules no table can hold, erroring ones, several actions.
static void
indexed_rule(cm_buf *b, unsigned i, unsigned k)
{
    const char *verb = i % 5 == 4 ? "forbid" : "permit";
    const char *act = i % 2 ? "fs:read" : "fs:write";
    int rc;
    switch (i % 9) {
    case 0:
    case 1:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"%s\", resource) "
                           "when { context.input.path == \"~/p%u\" || context.input.path like "
                           "\"~/p%u/*\" };\n",
                           i, verb, act, k, k);
        break;
    case 2:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action in [Box::Action::\"fs:read\", "
                           "Box::Action::\"fs:write\"], resource) when { context.input.path like "
                           "\"~/p%u*\" && context.input.path like \"*.txt\" };\n",
                           i, verb, k);
        break;
    case 3:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"%s\", resource) "
                           "when { context.input.path like \"*secret*\" };\n",
                           i, verb, act);
        break;
    case 4:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"%s\", resource) "
                           "unless { context.input.path like \"~/p%u*\" } when { "
                           "context.input.path == \"\" || context.input.path like \"~/q*\" };\n",
                           i, verb, act, k);
        break;
    case 5:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"shell:exec\", "
                           "resource) when { [\"tool%u\", \"tool%u-x\", \"\"].contains("
                           "context.input.program) };\n",
                           i, verb, k, k);
        break;
    case 6:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"shell:exec\", "
                           "resource) when { context.input.program like \"tool%u*\" } unless { "
                           "context.input has arg1 && context.input.arg1 == \"-rf\" };\n",
                           i, verb, k % 3);
        break;
    case 7:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"net:connect\", "
                           "resource) when { context.input.host == \"h%u.example.com\" && "
                           "context.input.port == 443 };\n",
                           i, verb, k);
        break;
    default:
        rc = cm_buf_printf(b,
                           "@id(\"r%u\") %s (principal, action == Box::Action::\"net:connect\", "
                           "resource) when { context.input.host like \"h%u*\" && "
                           "context.input.port * 9223372036854775807 > 0 };\n",
                           i, verb, k % 4);
        break;
    }
    cr_assert_eq(rc, 0);
}

Test(pol_engine, issue18_index_decides_as_each_rule_alone)
{
    enum { NRULES = 180 };
    cm_buf all;
    cm_buf_init(&all, 0);
    pol_engine *one[NRULES];
    const char *label[NRULES];
    unsigned x = 12345;
    for (unsigned i = 0; i < NRULES; i++) {
        x = x * 1103515245u + 12345u;
        unsigned k = (x >> 16) % 12;
        cm_buf r;
        cm_buf_init(&r, 0);
        indexed_rule(&r, i, k);
        indexed_rule(&all, i, k);
        one[i] = load(cm_buf_str(&r)); // one rule: under the index's threshold, scanned
        label[i] = pol_engine_rule(one[i], 0)->label;
        cm_buf_free(&r);
    }
    pol_engine *e = load(cm_buf_str(&all));
    const char *paths[] = {"~/p3",        "~/p3/a.txt", "~/p31.txt", "~/p1", "~/q/x", "",
                           "~/secret/p2", "/etc/p3",    "~/p11/x",   "~/p",  "~/p7/"};
    const char *programs[] = {"tool4", "tool4-x", "tool1x", "", "python3", "tool"};
    const char *hosts[] = {"h1.example.com", "h2.example.com", "h10.example.com", "x"};
    int64_t ports[] = {443, 2, 0};
    pol_decision d;
    pol_decision_init(&d);
    pol_decision d1;
    pol_decision_init(&d1);
    size_t checked = 0;
    for (size_t c = 0; c < 2 * 11 + 6 * 2 + 4 * 3; c++) {
        pol_request q;
        memset(&q, 0, sizeof q);
        if (c < 22) {
            q = fs(c % 2 ? POL_FS_READ : POL_FS_WRITE, paths[c / 2],
                   c % 2 ? "read_content" : "write_content");
        } else if (c < 34) {
            q.action = POL_SHELL_EXEC;
            q.command = "x";
            q.program = programs[(c - 22) / 2];
            q.arg1 = c % 2 ? "-rf" : NULL;
            q.arg_count = c % 2;
            q.cwd = "~";
        } else {
            q.action = POL_NET_CONNECT;
            q.host = hosts[(c - 34) / 3];
            q.port = ports[(c - 34) % 3];
        }
        // what each rule says alone, combined as section 4.2 says
        const char *forbids[NRULES];
        const char *permits[NRULES];
        const char *errs[NRULES];
        size_t nf = 0;
        size_t np = 0;
        size_t ne = 0;
        for (unsigned i = 0; i < NRULES; i++) {
            pol_decide(one[i], &q, &d1);
            if (d1.cause == POL_INTERNAL_FAULT) {
                errs[ne++] = label[i];
            } else if (d1.cause == POL_FORBIDDEN) {
                forbids[nf++] = label[i];
            } else if (d1.cause == POL_PERMITTED) {
                permits[np++] = label[i];
            }
        }
        pol_decide(e, &q, &d);
        const char **det = nf ? forbids : permits;
        size_t ndet = nf ? nf : np;
        ndet = ndet < POL_MAX_DETERMINING ? ndet : POL_MAX_DETERMINING;
        cr_assert_eq(d.allow, ne == 0 && nf == 0 && np > 0, "request %zu", c);
        cr_assert_eq(d.cause,
                     ne   ? POL_INTERNAL_FAULT
                     : nf ? POL_FORBIDDEN
                     : np ? POL_PERMITTED
                          : POL_NO_MATCH,
                     "request %zu", c);
        cr_assert_eq(d.n_determining, ndet, "request %zu", c);
        for (size_t i = 0; i < ndet; i++) {
            cr_assert_str_eq(d.determining[i], det[i], "request %zu", c);
        }
        cr_assert_str_eq(d.rule, ne || ndet == 0 ? "<default-deny>" : det[0]);
        size_t nerr = ne < POL_MAX_DETERMINING ? ne : POL_MAX_DETERMINING;
        cr_assert_eq(d.n_erroring, nerr, "request %zu", c);
        for (size_t i = 0; i < nerr; i++) {
            cr_assert_str_eq(d.erroring[i], errs[i], "request %zu", c);
        }
        checked += ndet + ne;
    }
    cr_assert_gt(checked, 40); // the requests hit rules, not only the default
    pol_decision_free(&d);
    pol_decision_free(&d1);
    pol_engine_free(e);
    for (unsigned i = 0; i < NRULES; i++) {
        pol_engine_free(one[i]);
    }
    cm_buf_free(&all);
}

#ifdef CM_DEBUG
Test(pol_engine, issue18_out_of_memory_while_indexing_loads_nothing)
{
    cm_buf all;
    cm_buf_init(&all, 0);
    for (unsigned i = 0; i < 60; i++) {
        indexed_rule(&all, i, i % 7);
    }
    pol_engine *ref = load(cm_buf_str(&all));
    pol_request q = fs(POL_FS_READ, "~/p3", "read_content");
    pol_decision d;
    pol_decision_init(&d);
    int want = pol_decide(ref, &q, &d);
    const char *want_rule = d.rule;
    size_t refused = 0;
    for (size_t nth = 1; nth < 400; nth++) {
        cm_buf err;
        cm_buf_init(&err, 0);
        cm_alloc_fail_after(nth);
        pol_engine *e = pol_engine_load(all.data, all.len, "p.dw", "/home/dev", &err);
        cm_alloc_fail_after(0);
        if (!e) {
            cr_assert(strstr(cm_buf_str(&err), "out of memory"), "%s", cm_buf_str(&err));
            refused++;
        } else {
            // an engine that loaded decides as the reference
            cr_assert_eq(pol_decide(e, &q, &d), want);
            cr_assert_str_eq(d.rule, want_rule);
        }
        pol_engine_free(e);
        cm_buf_free(&err);
    }
    cr_assert_gt(refused, 0);
    pol_decision_free(&d);
    pol_engine_free(ref);
    cm_buf_free(&all);
}
#endif
