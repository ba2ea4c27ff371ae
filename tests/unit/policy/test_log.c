/* Unit tests for policy/log.c: one JSON line per decision, failures reported once. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/json.h"
#include "policy/lang.h"
#include "policy/policy.h"

static char *
slurp(const char *path)
{
    static char buf[65536];
    int fd = open(path, O_RDONLY);
    cr_assert(fd >= 0);
    ssize_t n = read(fd, buf, sizeof(buf) - 1);
    close(fd);
    cr_assert(n >= 0);
    buf[n] = '\0';
    return buf;
}

Test(pol_log, one_line_per_decision_with_fields)
{
    char dir[] = "/tmp/pol-log-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof(path), "%s/decisions.jsonl", dir);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_log *log = pol_log_open(path, "python", &err);
    cr_assert(log, "%s", cm_buf_str(&err));
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.path = "~/.ssh/id\"rsa\n";
    q.operation = "read_content";
    pol_decide(e, &q, &d);
    pol_log_append(log, e, &q, &d);
    pol_log_append(log, e, &q, &d);
    pol_log_close(log);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0600);
    const char *text = slurp(path);
    const char *nl = strchr(text, '\n');
    cr_assert(nl && strchr(nl + 1, '\n') && nl[1] == '{');
    cr_assert(
        strstr(
            text,
            "\"caller\":\"python\",\"action\":\"fs:read\",\"resource\":\"~/.ssh/id\\\"rsa\\n\",\"operation\":\"read_content\",\"verdict\":\"deny\",\"cause\":\"no_match\",\"rule\":\"<default-deny>\",\"determining\":[],\"description\":null,\"reason\":\"policy denied this operation on '~/.ssh/id\\\\\\\"rsa\\\\n' [default-deny]: No permit policy matched this request.\",\"policy_sha256\":\"e3b0c442"),
        "%s", text);
    cr_assert(strstr(text, "\"seq\":2,"));
    cr_assert(strncmp(text, "{\"ts\":\"20", 9) == 0);
    // issue 20: the run of this process follows seq in both records
    char run[64];
    snprintf(run, sizeof(run), "\"seq\":1,\"run\":\"%s\",\"caller\"", pol_log_run_id());
    cr_assert(strstr(text, run), "%s", text);
    snprintf(run, sizeof(run), "\"seq\":2,\"run\":\"%s\",", pol_log_run_id());
    cr_assert(strstr(nl, run), "%s", text);
    pol_decision_free(&d);
    pol_engine_free(e);
    cm_buf_free(&err);
    unlink(path);
    rmdir(dir);
}

Test(pol_log, permits_are_logged_without_reason)
{
    char dir[] = "/tmp/pol-log-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof(path), "%s/d.jsonl", dir);
    cm_buf err;
    cm_buf_init(&err, 0);
    const char *src =
        "@id(\"sh\") @description(\"shells\") permit (principal, action == Box::Action::\"shell:exec\", resource);";
    pol_engine *e = pol_engine_load(src, strlen(src), "p.dw", NULL, &err);
    cr_assert(e);
    pol_log *log = pol_log_open(path, "shell", &err);
    pol_decision d;
    pol_decision_init(&d);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "ls -l secret";
    q.program = "ls";
    q.arg1 = "-l";
    q.arg_count = 2;
    q.cwd = "~";
    cr_assert_eq(pol_decide(e, &q, &d), 1);
    pol_log_append(log, e, &q, &d);
    pol_log_close(log);
    const char *text = slurp(path);
    cr_assert(
        strstr(
            text,
            "\"program\":\"ls\",\"arg_count\":2,\"cwd\":\"~\",\"verdict\":\"permit\",\"cause\":\"permitted\",\"rule\":\"sh\",\"determining\":[\"sh\"],\"description\":\"shells\",\"reason\":null"),
        "%s", text);
    cr_assert_null(strstr(text, "ls -l secret")); // never the full command line
    pol_decision_free(&d);
    pol_engine_free(e);
    cm_buf_free(&err);
    unlink(path);
    rmdir(dir);
}

Test(pol_log, failed_write_is_reported_once, .init = cr_redirect_stderr)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_log *log = pol_log_open("/dev/full", "shell", &err);
    cr_assert(log, "%s", cm_buf_str(&err));
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.path = "~/a";
    q.operation = "read_content";
    pol_decide(e, &q, &d);
    pol_log_append(log, e, &q, &d);
    pol_log_append(log, e, &q, &d);
    cr_assert_eq(d.allow, 0); // the verdict is unchanged
    pol_log_close(log);
    fflush(stderr);
    cr_assert_stderr_eq_str(
        "strands-box: warning: decision log /dev/full: No space left on device; later records may be lost\n");
    pol_decision_free(&d);
    pol_engine_free(e);
    cm_buf_free(&err);
}

Test(pol_log, open_failure_reports_path)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_null(pol_log_open("/nonexistent-dir/x.jsonl", "shell", &err));
    cr_assert(strstr(cm_buf_str(&err), "/nonexistent-dir/x.jsonl: "));
    cm_buf_free(&err);
}

// Decide q under src (NULL: the empty engine), log it with caller, and return the line.
static const char *
log_one(const char *src, const char *caller, const pol_request *q, pol_decision *d)
{
    static char line[65536];
    char dir[] = "/tmp/pol-log-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof(path), "%s/d.jsonl", dir);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e =
        src ? pol_engine_load(src, strlen(src), "p.dw", NULL, &err) : pol_engine_empty();
    cr_assert(e, "%s", cm_buf_str(&err));
    pol_log *log = pol_log_open(path, caller, &err);
    cr_assert(log, "%s", cm_buf_str(&err));
    pol_decide(e, q, d);
    pol_log_append(log, e, q, d);
    pol_log_close(log);
    snprintf(line, sizeof(line), "%s", slurp(path));
    pol_engine_free(e);
    cm_buf_free(&err);
    unlink(path);
    rmdir(dir);
    return line;
}

static const char *const fault_policy =
    "@id(\"ok\") permit (principal, action == Box::Action::\"shell:exec\", resource);\n"
    "@id(\"big\") forbid (principal, action == Box::Action::\"shell:exec\", resource)\n"
    "when { context.input.arg_count + 9223372036854775807 > 0 };\n"
    "permit (principal, action == Box::Action::\"shell:exec\", resource)\n"
    "when { context.input.arg_count * 9223372036854775807 > 0 };\n";

Test(pol_log, internal_fault_lists_each_erroring_rule_and_its_message)
{
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "ls a b";
    q.program = "ls";
    q.arg_count = 2;
    q.cwd = "~";
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(fault_policy, "shell", &q, &d);
    cr_assert_eq(d.cause, POL_INTERNAL_FAULT);
    cr_assert(
        strstr(
            text,
            "\"cause\":\"internal_fault\",\"rule\":\"<default-deny>\",\"determining\":[\"ok\"],\"description\":null,\"reason\":\"policy denied this operation on 'ls' because the request could not be evaluated.\",\"errors\":[{\"policy\":\"big\",\"message\":\"integer overflow while attempting to add the values `2` and `9223372036854775807`\"},{\"policy\":\"policy_2\",\"message\":\"integer overflow while attempting to multiply the values `2` and `9223372036854775807`\"}],\"policy_sha256\":\""),
        "%s", text);
    pol_decision_free(&d);
}

Test(pol_log, errors_field_only_on_internal_fault)
{
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "ls";
    q.program = "ls";
    q.cwd = "~";
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(fault_policy, "shell", &q, &d); // arg_count 0: no overflow
    cr_assert_eq(d.cause, POL_FORBIDDEN);
    cr_assert_eq(d.n_erroring, 0);
    cr_assert_null(strstr(text, "\"errors\""), "%s", text);
    pol_decision_free(&d);
}

Test(pol_log, request_that_does_not_fit_names_the_request_as_erroring)
{
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.path = "~/a";
    q.operation = "write_content"; // not a Box::FsReadOperation
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(NULL, "python", &q, &d);
    cr_assert(
        strstr(
            text,
            "\"cause\":\"internal_fault\",\"rule\":\"<default-deny>\",\"determining\":[],\"description\":null,\"reason\":\"policy denied this operation on '~/a' because the request could not be evaluated.\",\"errors\":[{\"policy\":\"<request>\",\"message\":\"the request does not fit the schema: input.operation is not a declared Box::FsReadOperation\"}]"),
        "%s", text);
    pol_decision_free(&d);
}

Test(pol_log, shell_args_literal_or_redacted_but_flags)
{
    const char *args[] = {
        "-l",      "notes.txt", "--output=secret", "$HOME-value",
        "--color", "-psecret",  "--Upper=x",       "--averyveryverylongflagnameover32x"};
    const unsigned char literal[] = {0, 1, 0, 0, 0, 0, 0, 0};
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "ls -l notes.txt ...";
    q.program = "ls";
    q.arg1 = "-l";
    q.arg2 = "notes.txt";
    q.arg_count = 8;
    q.cwd = "~/src";
    q.args = args;
    q.args_literal = literal;
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(NULL, "shell", &q, &d);
    cr_assert(
        strstr(
            text,
            "\"program\":\"ls\",\"arg_count\":8,\"cwd\":\"~/src\",\"args\":[\"-l\",\"notes.txt\",\"--output=<redacted>\",\"<redacted>\",\"--color\",\"<redacted>\",\"<redacted>\",\"<redacted>\"],\"verdict\":\"deny\""),
        "%s", text);
    cr_assert_null(strstr(text, "secret"));
    q.args_literal = NULL; // nothing known literal: every non-flag redacted
    text = log_one(NULL, "shell", &q, &d);
    cr_assert(strstr(text, "\"args\":[\"-l\",\"<redacted>\",\"--output=<redacted>\""), "%s", text);
    pol_decision_free(&d);
}

Test(pol_log, at_most_64_args)
{
    const char *args[70];
    for (size_t i = 0; i < 70; i++) {
        args[i] = "-v";
    }
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "x";
    q.program = "x";
    q.arg_count = 70;
    q.cwd = "~";
    q.args = args;
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(NULL, "shell", &q, &d);
    size_t n = 0;
    for (const char *p = strstr(text, "\"-v\""); p; p = strstr(p + 1, "\"-v\"")) {
        n++;
    }
    cr_assert_eq(n, 64);
    cr_assert(strstr(text, "\"-v\",\"<6 more>\"]"), "%s", text);
    pol_decision_free(&d);
}

Test(pol_log, caller_per_record)
{
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_NET_CONNECT;
    q.host = "example.com";
    q.port = 443;
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(NULL, "shell", &q, &d);
    cr_assert(
        strstr(
            text,
            "\"caller\":\"fetch\",\"action\":\"net:connect\",\"resource\":\"example.com:443\",\"host\":\"example.com\",\"port\":443,\"verdict\":\"deny\""),
        "%s", text);
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.path = "~/a";
    q.operation = "read_content";
    text = log_one(NULL, "alias", &q, &d);
    cr_assert(strstr(text, "\"caller\":\"python\",\"action\":\"fs:read\""), "%s", text);
    text = log_one(NULL, "shell", &q, &d);
    cr_assert(strstr(text, "\"caller\":\"shell\",\"action\":\"fs:read\""), "%s", text);
    q.caller = "python";
    text = log_one(NULL, "shell", &q, &d);
    cr_assert(strstr(text, "\"caller\":\"python\",\"action\":\"fs:read\""), "%s", text);
    pol_decision_free(&d);
}

Test(pol_log, http_fields_never_hold_a_query)
{
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_HTTP_REQUEST;
    q.host = "api.example.com";
    q.port = 443;
    q.method = "POST";
    q.url_path = "/v1/items?token=secret#frag";
    q.body_bytes = 12;
    pol_decision d;
    pol_decision_init(&d);
    const char *text = log_one(NULL, "python", &q, &d);
    cr_assert(
        strstr(
            text,
            "\"caller\":\"fetch\",\"action\":\"http:request\",\"resource\":\"api.example.com:443/v1/items\",\"host\":\"api.example.com\",\"port\":443,\"method\":\"POST\",\"path\":\"/v1/items\",\"verdict\":\"deny\""),
        "%s", text);
    cr_assert_null(strstr(text, "token="));
    cr_assert_null(strstr(text, "frag\""));
    pol_decision_free(&d);
}

Test(pol_log, floor_record_has_cause_enforcement)
{
    char dir[] = "/tmp/pol-log-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof(path), "%s/d.jsonl", dir);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_empty();
    pol_log *log = pol_log_open(path, "python", &err);
    cr_assert(log);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_WRITE;
    q.path = "/etc/x";
    q.operation = "write_content";
    pol_decision f;
    pol_decision_init(&f);
    f.allow = 0;
    f.cause = POL_ENFORCEMENT;
    f.rule = "enforcement:reach-floor";
    cr_assert_eq(cm_buf_adds(&f.message, "/etc/x: outside the home and the workspace"), 0);
    pol_log_append(log, e, &q, &f);
    pol_log_close(log);
    const char *text = slurp(path);
    cr_assert(
        strstr(
            text,
            "\"operation\":\"write_content\",\"verdict\":\"deny\",\"cause\":\"enforcement\",\"rule\":\"enforcement:reach-floor\",\"determining\":[],\"description\":null,\"reason\":\"/etc/x: outside the home and the workspace\",\"policy_sha256\":"),
        "%s", text);
    pol_decision_free(&f);
    pol_engine_free(e);
    cm_buf_free(&err);
    unlink(path);
    rmdir(dir);
}

// issue 12: a cap, one rotation, then refusal; no record is lost or cut.
Test(pol_log, issue12_cap_rotates_once_then_refuses)
{
    char dir[] = "/tmp/pol-log-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256];
    char old[300];
    snprintf(path, sizeof(path), "%s/decisions.jsonl", dir);
    snprintf(old, sizeof(old), "%s.1", path);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_log *log = pol_log_open(path, "shell", &err);
    cr_assert(log, "%s", cm_buf_str(&err));
    pol_log_set_max_bytes(log, 1000);
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.path = "~/x";
    q.operation = "read_content";
    pol_decide(e, &q, &d);
    int ok = 0;
    while (pol_log_append(log, e, &q, &d) == 0) {
        ok++;
        cr_assert(ok < 100);
    }
    cr_assert_eq(pol_log_append(log, e, &q, &d), -1); // and it stays refused
    struct stat a;
    struct stat b;
    cr_assert_eq(stat(path, &a), 0);
    cr_assert_eq(stat(old, &b), 0);
    cr_assert_leq(a.st_size, 1000);
    cr_assert_leq(b.st_size, 1000);
    size_t one = (size_t)b.st_size / (size_t)(ok / 2); // records are alike in size
    cr_assert_gt((size_t)a.st_size + one, 1000);
    cr_assert_gt((size_t)b.st_size + one, 1000);
    // every record complete: lines of both files = records accepted
    size_t lines = 0;
    const char *files[] = {old, path};
    for (int f = 0; f < 2; f++) {
        const char *t = slurp(files[f]);
        for (; *t; t++) {
            lines += *t == '\n';
        }
        cr_assert_eq(t[-1], '\n');
    }
    cr_assert_eq(lines, (size_t)ok);
    pol_log_close(log);
    // A second box process on the same full log refuses at once; with .1 gone it
    // rotates the full file and writes.
    log = pol_log_open(path, "shell", &err);
    pol_log_set_max_bytes(log, 1000);
    cr_assert_eq(pol_log_append(log, e, &q, &d), -1);
    pol_log_close(log);
    cr_assert_eq(unlink(old), 0);
    log = pol_log_open(path, "shell", &err);
    pol_log_set_max_bytes(log, 1000);
    cr_assert_eq(pol_log_append(log, e, &q, &d), 0);
    cr_assert_eq(stat(old, &b), 0);
    cr_assert_eq(b.st_size, a.st_size);
    cr_assert_eq(stat(path, &a), 0);
    cr_assert_leq(a.st_size, (off_t)one + 2);
    // The same process, once full again, goes on as soon as .1 is cleared.
    int more = 0;
    while (pol_log_append(log, e, &q, &d) == 0) {
        cr_assert(++more < 100);
    }
    cr_assert_eq(unlink(old), 0);
    cr_assert_eq(pol_log_append(log, e, &q, &d), 0);
    cr_assert_eq(stat(old, &b), 0);
    pol_log_close(log);
    unlink(path);
    unlink(old);
    rmdir(dir);
    pol_decision_free(&d);
    pol_engine_free(e);
    cm_buf_free(&err);
}

// Session 8: once a record is refused at the cap, a smaller one that would still fit is
// refused too, while decisions.jsonl.1 is there: a loop of cheap effects cannot go on
// past a refusal (tests/adversarial/issue12_log_cap.box passed only by record sizes).
Test(pol_log, issue12_refusal_at_the_cap_is_sticky)
{
    char dir[] = "/tmp/pol-log-XXXXXX";
    cr_assert(mkdtemp(dir));
    char path[256];
    char old[300];
    snprintf(path, sizeof(path), "%s/decisions.jsonl", dir);
    snprintf(old, sizeof(old), "%s.1", path);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_log *log = pol_log_open(path, "shell", &err);
    cr_assert(log, "%s", cm_buf_str(&err));
    pol_log_set_max_bytes(log, 2000);
    pol_engine *e = pol_engine_empty();
    pol_decision d;
    pol_decision_init(&d);
    static char longp[900];
    memset(longp, 'a', sizeof longp - 1);
    memcpy(longp, "~/", 2);
    pol_request big;
    memset(&big, 0, sizeof(big));
    big.action = POL_FS_READ;
    big.path = longp;
    big.operation = "read_content";
    pol_request small = big;
    small.path = "~/x";
    pol_decide(e, &big, &d);
    int n = 0;
    while (pol_log_append(log, e, &big, &d) == 0) {
        cr_assert(++n < 100);
    }
    struct stat a;
    cr_assert_eq(stat(path, &a), 0);
    cr_assert_lt(a.st_size + 400, 2000, "room left for a small record: %lld", (long long)a.st_size);
    cr_assert_eq(pol_log_append(log, e, &small, &d), -1);
    struct stat b;
    cr_assert_eq(stat(path, &b), 0);
    cr_assert_eq(b.st_size, a.st_size); // nothing written
    cr_assert_eq(unlink(old), 0);
    cr_assert_eq(pol_log_append(log, e, &small, &d), 0); // cleared: it rotates and goes on
    pol_log_close(log);
    unlink(path);
    unlink(old);
    rmdir(dir);
    pol_decision_free(&d);
    pol_engine_free(e);
    cm_buf_free(&err);
}

/* ---- issue 20: run ids, seq, the log view and its filters ---- */

Test(pol_log, issue20_run_id_is_16_hex_digits_and_new_in_a_child)
{
    const char *id = pol_log_run_id();
    cr_assert_eq(strlen(id), 16);
    cr_assert_eq(strspn(id, "0123456789abcdef"), 16);
    char mine[17];
    memcpy(mine, id, sizeof mine);
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        // a forked child (a subshell) is a box process of its own
        ssize_t w = write(fds[1], pol_log_run_id(), 16);
        _exit(w == 16 ? 0 : 1);
    }
    char child[17] = {0};
    cr_assert_eq(read(fds[0], child, 16), 16);
    close(fds[0]);
    close(fds[1]);
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    cr_assert_neq(strcmp(child, mine), 0, "the child kept the run %s", mine);
    cr_assert_str_eq(pol_log_run_id(), mine);
}

static const char rec_permit[] =
    "{\"ts\":\"2026-05-01T12:00:00.123Z\",\"seq\":1,\"run\":\"00112233aabbccdd\",\"caller\":"
    "\"python\",\"action\":\"fs:read\",\"resource\":\"~/n.txt\",\"verdict\":\"permit\","
    "\"rule\":\"reads\",\"reason\":null}";
static const char rec_deny[] =
    "{\"ts\":\"2026-05-01T12:10:00.000Z\",\"seq\":2,\"run\":\"00112233aabbccdd\",\"caller\":"
    "\"fetch\",\"action\":\"http:request\",\"resource\":\"a\\u001b[2Jb\",\"verdict\":\"deny\","
    "\"rule\":\"<default-deny>\",\"reason\":\"policy denied this\"}";

static int
match(const char *rec, pol_log_filter f)
{
    return pol_log_match(rec, strlen(rec), &f);
}

Test(pol_log, issue20_filters)
{
    cr_assert_eq(match(rec_permit, (pol_log_filter){0}), 1);
    cr_assert_eq(match(rec_permit, (pol_log_filter){.verdict = -1}), 0);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.verdict = -1}), 1);
    cr_assert_eq(match(rec_permit, (pol_log_filter){.verdict = 1}), 1);
    cr_assert_eq(match(rec_permit, (pol_log_filter){.action = "fs:*"}), 1);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.action = "fs:*"}), 0);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.action = "http:request"}), 1);
    cr_assert_eq(match(rec_permit, (pol_log_filter){.rule = "reads"}), 1);
    cr_assert_eq(match(rec_permit, (pol_log_filter){.rule = "read"}), 0);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.caller = "fetch"}), 1);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.caller = "python"}), 0);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.run = "0011"}), 1);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.run = "00112233aabbccdd"}), 1);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.run = "0012"}), 0);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.run = "001"}), 0, "too short a prefix");
    int64_t t;
    cr_assert_eq(pol_log_parse_since("2026-05-01T12:05:00Z", 0, &t), 0);
    cr_assert_eq(match(rec_permit, (pol_log_filter){.since_ms = t}), 0);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.since_ms = t}), 1);
    cr_assert_eq(match(rec_deny, (pol_log_filter){.verdict = -1, .caller = "python"}), 0);
    cr_assert_eq(pol_log_match("not json", 8, &(pol_log_filter){0}), -1);
}

Test(pol_log, issue20_parse_since)
{
    int64_t t;
    cr_assert_eq(pol_log_parse_since("10m", 1000000, &t), 0);
    cr_assert_eq(t, 1000000 - 600000);
    cr_assert_eq(pol_log_parse_since("90s", 100000, &t), 0);
    cr_assert_eq(t, 10000);
    cr_assert_eq(pol_log_parse_since("2h", 0, &t), 0);
    cr_assert_eq(t, -7200000);
    cr_assert_eq(pol_log_parse_since("1d", 0, &t), 0);
    cr_assert_eq(t, -86400000);
    cr_assert_eq(pol_log_parse_since("1970-01-02", 0, &t), 0);
    cr_assert_eq(t, 86400000);
    cr_assert_eq(pol_log_parse_since("1970-01-01T00:00:01.500Z", 0, &t), 0);
    cr_assert_eq(t, 1500);
    cr_assert_eq(pol_log_parse_since("10", 0, &t), -1);
    cr_assert_eq(pol_log_parse_since("10x", 0, &t), -1);
    cr_assert_eq(pol_log_parse_since("m", 0, &t), -1);
    cr_assert_eq(pol_log_parse_since("-5m", 0, &t), -1);
    cr_assert_eq(pol_log_parse_since("2026-13-01", 0, &t), -1);
    cr_assert_eq(pol_log_parse_since("2026-05-01T12:00", 0, &t), -1);
}

Test(pol_log, issue20_view_line_has_time_run_caller_and_reason_escaped)
{
    cm_buf out;
    cm_buf_init(&out, 0);
    cr_assert_eq(pol_log_format_line(rec_deny, strlen(rec_deny), &out), 0);
    cr_assert_str_eq(cm_buf_str(&out),
                     "2026-05-01T12:10:00.000Z\t00112233aabbccdd\tfetch\tdeny\thttp:request\t"
                     "a\\x1b[2Jb\t<default-deny>\tpolicy denied this\n");
    cm_buf_reset(&out);
    cr_assert_eq(pol_log_format_line(rec_permit, strlen(rec_permit), &out), 0);
    cr_assert_str_eq(cm_buf_str(&out),
                     "2026-05-01T12:00:00.123Z\t00112233aabbccdd\tpython\tpermit\t"
                     "fs:read\t~/n.txt\treads\n");
    cm_buf_reset(&out);
    const char old[] = "{\"verdict\":\"deny\",\"action\":\"fs:read\"}";
    cr_assert_eq(pol_log_format_line(old, strlen(old), &out), 0);
    cr_assert_str_eq(cm_buf_str(&out), "-\t-\t-\tdeny\tfs:read\t-\t-\n");
    cm_buf_free(&out);
}

/* ---- issue 18: records built without allocation, in one write ---- */

// The whole file at path (cm_free it), its length in *n.
static char *
slurp_all(const char *path, size_t *n)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    int fd = open(path, O_RDONLY);
    cr_assert(fd >= 0);
    char chunk[65536];
    ssize_t r;
    while ((r = read(fd, chunk, sizeof chunk)) > 0) {
        cr_assert_eq(cm_buf_add(&b, chunk, (size_t)r), 0);
    }
    close(fd);
    *n = b.len;
    char *s = cm_buf_take(&b);
    cr_assert(s);
    return s;
}

// The log of one test: a fresh directory and decisions.jsonl in it.
typedef struct tlog {
    char dir[32];
    char path[256];
    pol_log *log;
    pol_engine *e;
    pol_decision d;
} tlog;

static void
tlog_open(tlog *t)
{
    snprintf(t->dir, sizeof t->dir, "/tmp/pol-log-XXXXXX");
    cr_assert(mkdtemp(t->dir));
    snprintf(t->path, sizeof t->path, "%s/decisions.jsonl", t->dir);
    cm_buf err;
    cm_buf_init(&err, 0);
    t->log = pol_log_open(t->path, "shell", &err);
    cr_assert(t->log, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    t->e = pol_engine_empty();
    pol_decision_init(&t->d);
}

static void
tlog_close(tlog *t)
{
    pol_log_close(t->log);
    pol_decision_free(&t->d);
    pol_engine_free(t->e);
    unlink(t->path);
    rmdir(t->dir);
}

// Every line of text is a JSON object ending in a newline; returns the line count.
static size_t
lines_are_json(const char *text, size_t n)
{
    size_t count = 0;
    size_t i = 0;
    while (i < n) {
        const char *nl = memchr(text + i, '\n', n - i);
        cr_assert(nl, "a record without its newline");
        cm_json j;
        cm_buf why;
        cm_buf_init(&why, 0);
        cr_assert_eq(cm_json_parse(&j, text + i, (size_t)(nl - (text + i)), &why), 0, "%s",
                     cm_buf_str(&why));
        cm_json_free(&j);
        cm_buf_free(&why);
        count++;
        i = (size_t)(nl - text) + 1;
    }
    return count;
}

Test(pol_log, issue18_records_around_the_fixed_buffer_are_whole)
{
    tlog t;
    tlog_open(&t);
    static char path[9000];
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.operation = "read_content";
    // records from under to over the per-log buffer (8 KiB): the path is not cut (its
    // escapes hold 4 KiB of text at most, as ever), and each record is one whole line
    size_t first = 7600;
    size_t last = 8800;
    for (size_t n = first; n <= last; n += 7) {
        memset(path, 'a', n);
        memcpy(path, "~/", 2);
        for (size_t k = 2; k < n; k += 3) {
            path[k] = '\x01'; // escaped six-fold
        }
        path[n] = '\0';
        q.path = path;
        pol_decide(t.e, &q, &t.d);
        cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    }
    size_t len;
    char *text = slurp_all(t.path, &len);
    cr_assert_eq(lines_are_json(text, len), (last - first) / 7 + 1);
    cr_assert(strstr(text, "\"~/\\u0001aa\\u0001aa"));
    cr_assert(strstr(text, "aa\\u0001a\xe2\x80\xa6 (truncated)\""));
    cm_free(text);
    tlog_close(&t);
}

Test(pol_log, issue18_a_record_of_megabytes_is_written_whole)
{
    tlog t;
    tlog_open(&t);
    // 64 literal arguments of 4 KiB of control characters, each escaped six-fold: a
    // record of about 1.6 MB (more than the old 256 KiB cap, which lost it)
    static char arg[4097];
    memset(arg, '\x02', 4096);
    const char *args[70];
    unsigned char lit[70];
    for (int i = 0; i < 70; i++) {
        args[i] = arg;
        lit[i] = 1;
    }
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_SHELL_EXEC;
    q.command = "x";
    q.program = "x";
    q.cwd = "~";
    q.arg_count = 70;
    q.args = args;
    q.args_literal = lit;
    pol_decide(t.e, &q, &t.d);
    cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    size_t len;
    char *text = slurp_all(t.path, &len);
    cr_assert_gt(len, (size_t)2 * 64 * 4096 * 6);
    cr_assert_eq(lines_are_json(text, len), 2);
    cr_assert(strstr(text, ",\"<6 more>\"],\"verdict\":\"deny\""));
    cr_assert(strstr(text, "\\u0002\",\"\\u0002"));
    cm_free(text);
    tlog_close(&t);
}

// Every ASCII byte but NUL as a host, and the JSON text the record must hold for it:
// printable ASCII as it is but '"' and '\\', the rest escaped (issue 18: the plain-byte
// table lets through exactly those).
static void
every_ascii_byte(char host[128], char *want, size_t cap)
{
    size_t w = (size_t)snprintf(want, cap, "\"host\":\"");
    for (int c = 1; c < 128; c++) {
        host[c - 1] = (char)c;
        char u[8] = {(char)c, 0};
        const char *e = u;
        if (c == '"') {
            e = "\\\"";
        } else if (c == '\\') {
            e = "\\\\";
        } else if (c == '\n') {
            e = "\\n";
        } else if (c == '\t') {
            e = "\\t";
        } else if (c == '\r') {
            e = "\\r";
        } else if (c < 0x20 || c == 0x7F) {
            snprintf(u, sizeof u, "\\u%04x", (unsigned)c);
        }
        w += (size_t)snprintf(want + w, cap - w, "%s", e);
    }
    host[127] = 0;
    snprintf(want + w, cap - w, "\",\"port\":-7,");
}

// A net:connect request on port -7, whose host a test fills in.
static void
net_request(pol_request *q)
{
    memset(q, 0, sizeof(*q));
    q->action = POL_NET_CONNECT;
    q->port = -7;
}

Test(pol_log, issue18_escapes_and_cuts_as_before)
{
    tlog t;
    tlog_open(&t);
    pol_request q;
    net_request(&q);
    // plain runs, every escape class, invalid UTF-8, and the cut of a multi-byte
    // character at the 4 KiB limit
    static char host[4200];
    const char *cases[] = {
        "a\"b\\c\x01\x08\x0c\n\r\t\x1f\x7f d",
        "\xe2\x80\xa8\xe2\x80\xa9\xe2\x80\xaa\xe2\x80\xae\xe2\x80\xaf\xc3\xa9\xff\xc0\xaf\xe2\x80",
        NULL, // 4095 'a' then an e-acute: cut before it
        NULL, // 4097 'a': cut after 4096
    };
    const char *want[] = {
        "\"host\":\"a\\\"b\\\\c\\u0001\\u0008\\u000c\\n\\r\\t\\u001f\\u007f d\",\"port\":-7,",
        "\"host\":\"\\u2028\\u2029\\u202a\\u202e\xe2\x80\xaf\xc3\xa9\\udcff\\udcc0\\udcaf\\udce2\\udc80\",",
        "aaaa\xe2\x80\xa6 (truncated)\",\"port\":-7,",
        "aaaa\xe2\x80\xa6 (truncated)\",\"port\":-7,",
    };
    static char ascii[128];
    static char ascii_want[1024];
    every_ascii_byte(ascii, ascii_want, sizeof ascii_want);
    for (size_t c = 0; c < 5; c++) {
        if (c == 4) {
            q.host = ascii;
        } else if (cases[c]) {
            q.host = cases[c];
        } else {
            size_t n = c == 2 ? 4095 : 4097;
            memset(host, 'a', n);
            host[n] = '\0';
            if (c == 2) {
                strcat(host, "\xc3\xa9");
            }
            q.host = host;
        }
        pol_decide(t.e, &q, &t.d);
        cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    }
    size_t len;
    char *text = slurp_all(t.path, &len);
    cr_assert_eq(lines_are_json(text, len), 5);
    for (size_t c = 0; c < 4; c++) {
        cr_assert(strstr(text, want[c]), "case %zu: %s", c, text);
    }
    cr_assert(strstr(text, ascii_want), "want %s in %s", ascii_want, text);
    // the cut strings hold 4095 and 4096 bytes of text, then the mark
    const char *from = strstr(text, "\"host\":\"aaaa");
    cr_assert(from);
    cr_assert_eq(strspn(from + 8, "a"), 4095);
    from = strstr(from + 8, "\"host\":\"aaaa");
    cr_assert(from);
    cr_assert_eq(strspn(from + 8, "a"), 4096);
    cm_free(text);
    tlog_close(&t);
}

// Plain text is scanned eight bytes at a time: a byte to escape at any place of a word,
// and next to a word's edge, is found and escaped, and the plain bytes around it are kept.
Test(pol_log, issue18_plain_runs_by_the_word)
{
    tlog t;
    tlog_open(&t);
    pol_request q;
    net_request(&q);
    const char *special[] = {"\x01", "\x1f", "\"", "\\", "\x7f", "\xc3\xa9", "\xff"};
    const char *escaped[] = {"\\u0001", "\\u001f",  "\\\"",   "\\\\",
                             "\\u007f", "\xc3\xa9", "\\udcff"};
    size_t nspecial = sizeof special / sizeof special[0];
    for (size_t k = 0; k < nspecial; k++) {
        for (size_t at = 0; at < 20; at++) {
            char host[64];
            char want[96];
            memset(host, 'a', at);
            snprintf(host + at, sizeof host - at, "%s%s", special[k], "bbbbbbbbbbbbbbbbbbb");
            memset(want, 0, sizeof want);
            memcpy(want, "\"host\":\"", 8);
            memset(want + 8, 'a', at);
            snprintf(want + 8 + at, sizeof want - 8 - at, "%s%s\",", escaped[k],
                     "bbbbbbbbbbbbbbbbbbb");
            q.host = host;
            pol_decide(t.e, &q, &t.d);
            cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
            size_t len;
            char *text = slurp_all(t.path, &len);
            const char *last = text;
            for (const char *nl = strchr(text, '\n'); nl && nl[1]; nl = strchr(nl + 1, '\n')) {
                last = nl + 1;
            }
            cr_assert(strstr(last, want), "class %zu at %zu: want %s in %s", k, at, want, last);
            cm_free(text);
        }
    }
    tlog_close(&t);
}

#ifdef CM_DEBUG
Test(pol_log, issue18_out_of_memory_loses_no_verdict_and_cuts_no_record, .init = cr_redirect_stderr)
{
    tlog t;
    tlog_open(&t);
    static char path[20000];
    memset(path, '\x01', sizeof path - 1); // escaped six-fold: past the fixed buffer
    memcpy(path, "~/", 2);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.operation = "read_content";
    q.path = "~/short";
    pol_decide(t.e, &q, &t.d);
    // a short record needs no allocation at all
    cm_alloc_fail_after(1);
    cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    cm_alloc_fail_after(0);
    // a long one whose spill cannot be had is not written, not written in part
    q.path = path;
    pol_decide(t.e, &q, &t.d);
    for (size_t nth = 1; nth <= 3; nth++) {
        cm_alloc_fail_after(nth);
        cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
        cm_alloc_fail_after(0);
    }
    cr_assert_eq(t.d.allow, 0);
    cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    size_t len;
    char *text = slurp_all(t.path, &len);
    size_t lines = lines_are_json(text, len);
    cr_assert_geq(lines, 2);
    cr_assert(strstr(text, "\"resource\":\"~/short\""));
    cr_assert_gt(len, (size_t)24000); // the last long record was written whole
    cm_free(text);
    char want[400];
    snprintf(want, sizeof want,
             "strands-box: warning: decision log %s: a record could not be built (out of "
             "memory); later records may be lost\n",
             t.path);
    tlog_close(&t);
    fflush(stderr);
    cr_assert_stderr_eq_str(want);
}
#endif

Test(pol_log, issue18_a_forked_child_writes_under_a_run_of_its_own)
{
    tlog t;
    tlog_open(&t);
    pol_request q;
    memset(&q, 0, sizeof(q));
    q.action = POL_FS_READ;
    q.operation = "read_content";
    q.path = "~/x";
    pol_decide(t.e, &q, &t.d);
    cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        int rc = pol_log_append(t.log, t.e, &q, &t.d) | pol_log_append(t.log, t.e, &q, &t.d);
        _exit(rc == 0 ? 0 : 1);
    }
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
    size_t len;
    char *text = slurp_all(t.path, &len);
    cr_assert_eq(lines_are_json(text, len), 4);
    char mine[64];
    snprintf(mine, sizeof mine, "\"seq\":1,\"run\":\"%s\"", pol_log_run_id());
    cr_assert(strstr(text, mine), "%s", text);
    snprintf(mine, sizeof mine, "\"seq\":4,\"run\":\"%s\"", pol_log_run_id());
    cr_assert(strstr(text, mine), "%s", text);
    // the child's two records: seq 2 and 3, under one run that is not the parent's
    const char *a = strstr(text, "\"seq\":2,\"run\":\"");
    const char *b = strstr(text, "\"seq\":3,\"run\":\"");
    cr_assert(a && b);
    cr_assert_eq(memcmp(a + 15, b + 15, 16), 0);
    cr_assert_neq(memcmp(a + 15, pol_log_run_id(), 16), 0);
    cm_free(text);
    tlog_close(&t);
}

// The ts of the record on line `line` (0-based) of text as seconds since the epoch.
static time_t
record_second(const char *text, int line)
{
    for (int i = 0; i < line; i++) {
        text = strchr(text, '\n') + 1;
    }
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    cr_assert(strncmp(text, "{\"ts\":\"", 7) == 0);
    const char *end = strptime(text + 7, "%Y-%m-%dT%H:%M:%S", &tm);
    cr_assert(end && end[0] == '.' && strspn(end + 1, "0123456789") == 3 && end[4] == 'Z');
    return timegm(&tm);
}

Test(pol_log, issue18_the_kept_second_follows_the_clock)
{
    tlog t;
    tlog_open(&t);
    pol_request q = {.action = POL_FS_READ, .path = "~/x", .operation = "read_content"};
    pol_decide(t.e, &q, &t.d);
    time_t before[3];
    time_t after[3];
    for (int i = 0; i < 3; i++) {
        if (i == 2) {
            struct timespec pause = {1, 100000000}; // into the next second at least
            nanosleep(&pause, NULL);
        }
        // the log's clock (time() reads the coarse clock, a tick behind at a second's turn)
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        before[i] = ts.tv_sec;
        cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
        clock_gettime(CLOCK_REALTIME, &ts);
        after[i] = ts.tv_sec;
    }
    size_t len;
    char *text = slurp_all(t.path, &len);
    for (int i = 0; i < 3; i++) {
        time_t s = record_second(text, i);
        cr_assert(s >= before[i] && s <= after[i], "record %d: %lld not in [%lld, %lld]", i,
                  (long long)s, (long long)before[i], (long long)after[i]);
    }
    cr_assert_gt(record_second(text, 2), record_second(text, 0));
    cm_free(text);
    tlog_close(&t);
}

// The tail of the last record in the file at path, from its "verdict" on (a copy to
// cm_free): what a decision writes, without the time and the number.
static char *
last_verdict_tail(const char *path)
{
    size_t len;
    char *text = slurp_all(path, &len);
    const char *last = text;
    for (const char *nl = strchr(text, '\n'); nl && nl[1]; nl = strchr(nl + 1, '\n')) {
        last = nl + 1;
    }
    const char *v = strstr(last, ",\"verdict\":");
    cr_assert(v, "%s", last);
    char *tail = cm_strdup(v);
    cr_assert(tail);
    cm_free(text);
    return tail;
}

// Labels and descriptions are escaped once at load (issue 18): the record holds the text
// the record's own escaping gives (a decision with no rules behind it), for quotes,
// backslashes, controls, line separators, bidi marks, non-ASCII and the 4 KiB cut.
Test(pol_log, issue18_rule_texts_made_at_load_are_the_records_own)
{
    tlog t;
    tlog_open(&t);
    cm_buf text;
    cm_buf_init(&text, 0);
    cr_assert_eq(cm_buf_adds(&text,
                             "@id(\"a\\\"b\\\\c\\td\\u{2028}e\\u{e9}\\u{202e}f\\u{1}\")\n"
                             "@description(\"x\\ny \\\"z\\\" \\u{2029}\\u{7f}\")\n"
                             "permit (principal, action == Box::Action::\"fs:read\", resource);\n"
                             "@id(\""),
                 0);
    for (int i = 0; i < 4100; i++) {
        cr_assert_eq(cm_buf_adds(&text, "q"), 0);
    }
    cr_assert_eq(cm_buf_adds(&text,
                             "\")\npermit (principal, action == Box::Action::\"fs:read\", "
                             "resource);\n"
                             "permit (principal, action == Box::Action::\"fs:read\", resource);\n"),
                 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load(text.data, text.len, "t.cedar", "/home/u", &err);
    cr_assert(e, "%s", cm_buf_str(&err));
    pol_request q = {.action = POL_FS_READ, .path = "~/x", .operation = "read_content"};
    cr_assert_eq(pol_decide(e, &q, &t.d), 1);
    cr_assert_eq(t.d.n_determining, 3);
    cr_assert(t.d.rule_r && t.d.determining_r[2]);
    cr_assert_eq(pol_log_append(t.log, e, &q, &t.d), 0);
    char *made = last_verdict_tail(t.path);
    // the same decision with no rules behind it: every string escaped as the record goes
    t.d.rule_r = NULL;
    for (size_t i = 0; i < t.d.n_determining; i++) {
        t.d.determining_r[i] = NULL;
    }
    cr_assert_eq(pol_log_append(t.log, e, &q, &t.d), 0);
    char *escaped = last_verdict_tail(t.path);
    cr_assert_str_eq(made, escaped);
    cr_assert(strstr(made, "\\u2028") && strstr(made, "\\u202e") && strstr(made, "\\u2029") &&
                  strstr(made, "\\u0001") && strstr(made, "\xe2\x80\xa6 (truncated)") &&
                  strstr(made, "\"policy_2\"]"),
              "%s", made);
    cm_free(made);
    cm_free(escaped);
    size_t len;
    char *all = slurp_all(t.path, &len);
    cr_assert_eq(lines_are_json(all, len), 2);
    cm_free(all);
    pol_engine_free(e);
    cm_buf_free(&err);
    cm_buf_free(&text);
    tlog_close(&t);
}

// A decision whose rule, determining rules or description were changed after pol_decide
// logs what it names now, never the text of the rule pol_decide found.
Test(pol_log, issue18_a_changed_decision_logs_what_it_names)
{
    tlog t;
    tlog_open(&t);
    static const char policy[] =
        "@id(\"reads\") @description(\"all reads\")\n"
        "permit (principal, action == Box::Action::\"fs:read\", resource);\n";
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_engine *e = pol_engine_load(policy, strlen(policy), "t.cedar", "/home/u", &err);
    cr_assert(e, "%s", cm_buf_str(&err));
    pol_request q = {.action = POL_FS_READ, .path = "~/x", .operation = "read_content"};
    cr_assert_eq(pol_decide(e, &q, &t.d), 1);
    cr_assert_eq(pol_log_append(t.log, e, &q, &t.d), 0);
    char *tail = last_verdict_tail(t.path);
    cr_assert(strstr(tail, "\"rule\":\"reads\",\"determining\":[\"reads\"],\"description\":"
                           "\"all reads\""),
              "%s", tail);
    cm_free(tail);
    t.d.rule = "enforcement:reach-floor";
    cr_assert_eq(pol_log_append(t.log, e, &q, &t.d), 0);
    tail = last_verdict_tail(t.path);
    cr_assert(strstr(tail, "\"rule\":\"enforcement:reach-floor\",\"determining\":[\"reads\"],"
                           "\"description\":\"all reads\""),
              "%s", tail);
    cm_free(tail);
    t.d.rule = t.d.rule_r->label;
    t.d.description = NULL;
    t.d.determining[0] = "other";
    cr_assert_eq(pol_log_append(t.log, e, &q, &t.d), 0);
    tail = last_verdict_tail(t.path);
    cr_assert(strstr(tail, "\"rule\":\"reads\",\"determining\":[\"other\"],\"description\":null"),
              "%s", tail);
    cm_free(tail);
    pol_engine_free(e);
    cm_buf_free(&err);
    tlog_close(&t);
}

// A byte to escape at any place of strings of 1 to 40 bytes, the last eight of which are
// read again as one word (issue 18): found and escaped, the plain bytes around it kept.
Test(pol_log, issue18_plain_runs_end_in_a_word_read_again)
{
    tlog t;
    tlog_open(&t);
    pol_request q;
    net_request(&q);
    const char *special[] = {"\x01", "\"", "\\", "\x7f", "\xff"};
    const char *escaped[] = {"\\u0001", "\\\"", "\\\\", "\\u007f", "\\udcff"};
    for (size_t k = 0; k < sizeof special / sizeof special[0]; k++) {
        for (size_t n = 1; n <= 40; n++) {
            for (size_t at = 0; at < n; at++) {
                char host[64];
                char want[96];
                memset(host, 'a', at);
                host[at] = special[k][0];
                memset(host + at + 1, 'b', n - at - 1);
                host[n] = '\0';
                size_t w = (size_t)snprintf(want, sizeof want, "\"host\":\"");
                memset(want + w, 'a', at);
                w += at;
                w += (size_t)snprintf(want + w, sizeof want - w, "%s", escaped[k]);
                memset(want + w, 'b', n - at - 1);
                w += n - at - 1;
                snprintf(want + w, sizeof want - w, "\",");
                q.host = host;
                pol_decide(t.e, &q, &t.d);
                struct stat st;
                cr_assert_eq(stat(t.path, &st), 0);
                cr_assert_eq(pol_log_append(t.log, t.e, &q, &t.d), 0);
                // the record just written, read from where the file ended
                char text[1024];
                int fd = open(t.path, O_RDONLY);
                cr_assert(fd >= 0);
                ssize_t got = pread(fd, text, sizeof text - 1, st.st_size);
                close(fd);
                cr_assert(got > 0);
                text[got] = '\0';
                cr_assert(strstr(text, want), "class %zu, %zu bytes, at %zu: want %s in %s", k, n,
                          at, want, text);
            }
        }
    }
    tlog_close(&t);
}
