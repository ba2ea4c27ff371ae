/* libFuzzer target for the policy engine: parse, check (with and without the schema)
 * and, when the text loads, decide a fixed set of requests. Build with
 * tests/fuzz/build-policy-fuzz.sh. */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "policy/lang.h"
#include "policy/policy.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
decide_all(const pol_engine *e)
{
    pol_request q[6];
    memset(q, 0, sizeof(q));
    q[0] = (pol_request){
        .action = POL_FS_READ, .path = "~/src/project/a", .operation = "read_content"};
    q[1] = (pol_request){.action = POL_SHELL_EXEC,
                         .command = "rm -rf /",
                         .program = "rm",
                         .arg1 = "-rf",
                         .arg2 = "/",
                         .arg_count = 2,
                         .cwd = "~"};
    q[2] = (pol_request){.action = POL_NET_CONNECT, .host = "a.b", .ip = "1.2.3.4", .port = 443};
    q[3] = (pol_request){.action = POL_HTTP_REQUEST,
                         .host = "a.b",
                         .port = 443,
                         .method = "GET",
                         .url_path = "/x",
                         .intercepted = 1};
    // bytes that are not UTF-8: decided on their escaped text (issue 17)
    q[4] = (pol_request){.action = POL_FS_WRITE,
                         .path = "~/src/project/\xff\xed\xb3\xbf"
                                 "a",
                         .operation = "write_content"};
    q[5] = (pol_request){.action = POL_SHELL_SPAWN,
                         .command = "cat \xc0",
                         .program = "cat",
                         .program_path = "/bin/cat",
                         .arg1 = "\xc0\xaf",
                         .arg_count = 1,
                         .cwd = "~/\x80"};
    pol_decision d;
    pol_decision_init(&d);
    for (size_t i = 0; i < 6; i++) {
        pol_decide(e, &q[i], &d);
    }
    pol_decision_free(&d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load((const char *)data, size, "fuzz.dw", "/home/fuzz", &err);
    if (e) {
        decide_all(e);
        pol_engine_free(e);
    }
    cm_buf_reset(&err);
    e = pol_engine_load_mode((const char *)data, size, "fuzz.dw", NULL, 0, &err);
    if (e) {
        pol_field f[2] = {{"p", 1, {PV_STR, {.s = {"~/src/x", 7}}}}, {"n", 1, {PV_LONG, {.l = 2}}}};
        pol_generic_request g = {{PV_ENT, {.e = {"Box::Agent", "self", 4}}},
                                 {PV_ENT, {.e = {"Box::Action", "fs:read", 7}}},
                                 {PV_ENT, {.e = {"Box::Resource", "unused", 6}}},
                                 {PV_REC, {.rec = {f, 2}}},
                                 NULL,
                                 0,
                                 "r"};
        pol_decision d;
        pol_decision_init(&d);
        pol_decide_generic(e, &g, &d, NULL);
        pol_decision_free(&d);
        pol_engine_free(e);
    }
    cm_buf_free(&err);
    return 0;
}
