/* Unit tests for policy/log.c: one JSON line per decision, failures reported once. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
            "\"seq\":1,\"caller\":\"python\",\"action\":\"fs:read\",\"resource\":\"~/.ssh/id\\\"rsa\\n\",\"operation\":\"read_content\",\"verdict\":\"deny\",\"cause\":\"no_match\",\"rule\":\"<default-deny>\",\"determining\":[],\"description\":null,\"reason\":\"policy denied this operation on '~/.ssh/id\\\\\\\"rsa\\\\n' [default-deny]: No permit policy matched this request.\",\"policy_sha256\":\"e3b0c442"),
        "%s", text);
    cr_assert(strstr(text, "\"seq\":2,"));
    cr_assert(strncmp(text, "{\"ts\":\"20", 9) == 0);
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
