/* Policy benchmark: decisions per second for the Example policy and for generated
 * 100- and 1,000-rule policies, with the decision log off, on, and on under the box's
 * default cap (the size read per record), and the floor a logged decision stands on: one
 * write(2) of a record-sized line to a file. Figures only. */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common/buf.h"
#include "policy/policy.h"

static const char example[] =
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

// A generated policy of n rules spread over the actions, shaped like real ones.
static int
generate(size_t n, cm_buf *out)
{
    static const char *const acts[] = {"fs:read", "fs:write",     "shell:exec", "net:connect",
                                       "fs:read", "http:request", "fs:delete",  "fs:read"};
    for (size_t i = 0; i < n; i++) {
        const char *a = acts[i % 8];
        int forbid = i % 10 == 9;
        int rc;
        if (strncmp(a, "fs:", 3) == 0) {
            rc = cm_buf_printf(
                out,
                "@id(\"r%zu\") @description(\"rule %zu\")\n%s (principal, action == Box::Action::\"%s\", resource)\n"
                "when { context.input.path == \"~/p%zu\" || context.input.path like \"~/p%zu/*\" };\n",
                i, i, forbid ? "forbid" : "permit", a, i, i);
        } else if (strcmp(a, "shell:exec") == 0) {
            rc = cm_buf_printf(
                out,
                "@id(\"r%zu\") @description(\"rule %zu\")\n%s (principal, action == Box::Action::\"%s\", resource)\n"
                "when { [\"tool%zu\", \"tool%zu-x\"].contains(context.input.program) }\n"
                "unless { context.input has arg1 && context.input.arg1 == \"-rf\" };\n",
                i, i, forbid ? "forbid" : "permit", a, i, i);
        } else {
            rc = cm_buf_printf(
                out,
                "@id(\"r%zu\") @description(\"rule %zu\")\n%s (principal, action == Box::Action::\"%s\", resource)\n"
                "when { context.input.host == \"h%zu.example.com\" && context.input.port == 443 };\n",
                i, i, forbid ? "forbid" : "permit", a, i);
        }
        if (rc < 0) {
            return -1;
        }
    }
    return 0;
}

static double
now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

// The time of one write(2) of a 500-byte line to an O_APPEND file, as a record's.
static void
floor_write(const char *path, long iters)
{
    char line[500];
    memset(line, 'x', sizeof line);
    line[sizeof line - 1] = '\n';
    int fd = open(path, O_WRONLY | O_APPEND | O_TRUNC);
    if (fd < 0) {
        return;
    }
    double t0 = now();
    for (long i = 0; i < iters; i++) {
        if (write(fd, line, sizeof line) != (ssize_t)sizeof line) {
            break;
        }
    }
    double dt = now() - t0;
    close(fd);
    unlink(path);
    printf("%-28s %-4s %10.0f writes/s     %8.3f us/write\n", "write(2) alone, 500 bytes", "",
           (double)iters / dt, dt * 1e6 / (double)iters);
}

static void
run(const char *label, const char *mode, const pol_engine *e, const pol_request *reqs, size_t nreq,
    pol_log *log, long iters)
{
    pol_decision d;
    pol_decision_init(&d);
    d.no_permit_text = 1; // as the gate decides (builtins/gate.c)
    long allows = 0;
    double t0 = now();
    for (long i = 0; i < iters; i++) {
        const pol_request *q = &reqs[(size_t)i % nreq];
        allows += pol_decide(e, q, &d);
        if (log) {
            pol_log_append(log, e, q, &d);
        }
    }
    double dt = now() - t0;
    printf("%-28s %-4s %10.0f decisions/s  %8.3f us/decision  (%ld allowed of %ld)\n", label, mode,
           (double)iters / dt, dt * 1e6 / (double)iters, allows, iters);
    pol_decision_free(&d);
}

static void
bench(const char *label, const char *text, size_t len, const pol_request *reqs, size_t nreq,
      const char *logpath, long iters)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    double t0 = now();
    pol_engine *e = pol_engine_load(text, len, label, "/home/bench", &err);
    double tl = now() - t0;
    if (!e) {
        fprintf(stderr, "policy-bench: %s will not load: %s\n", label, cm_buf_str(&err));
        cm_buf_free(&err);
        exit(1);
    }
    printf("%-28s load %.3f ms (%zu bytes)\n", label, tl * 1e3, len);
    run(label, "off", e, reqs, nreq, NULL, iters);
    pol_log *log = pol_log_open(logpath, "bench", &err);
    if (log) {
        run(label, "on", e, reqs, nreq, log, iters / 4);
        pol_log_close(log);
        unlink(logpath);
    }
    // as the box runs it: under [log] max_bytes (256 MiB by default), checked per record
    log = pol_log_open(logpath, "bench", &err);
    if (log) {
        pol_log_set_max_bytes(log, (uint64_t)256 << 20);
        run(label, "cap", e, reqs, nreq, log, iters / 4);
        pol_log_close(log);
        unlink(logpath);
    }

    pol_engine_free(e);
    cm_buf_free(&err);
}

/* Run the benchmark; argv[1] may give the iteration count, and argv[2] a text that
 * selects the policies whose label holds it ("example", "1000 rules"). */
int
main(int argc, char **argv)
{
    long iters = argc > 1 ? atol(argv[1]) : 400000;
    const char *only = argc > 2 ? argv[2] : "";
    pol_request reqs[8];
    memset(reqs, 0, sizeof(reqs));
    reqs[0] = (pol_request){
        .action = POL_FS_READ, .path = "~/src/project/notes.txt", .operation = "read_content"};
    reqs[1] =
        (pol_request){.action = POL_FS_READ, .path = "~/.ssh/id_rsa", .operation = "read_content"};
    reqs[2] = (pol_request){
        .action = POL_FS_WRITE, .path = "~/src/project/out/a.txt", .operation = "write_content"};
    reqs[3] = (pol_request){.action = POL_SHELL_EXEC,
                            .command = "python3 report.py",
                            .program = "python3",
                            .arg1 = "report.py",
                            .arg_count = 1,
                            .cwd = "~/src/project"};
    reqs[4] = (pol_request){.action = POL_NET_CONNECT, .host = "api.github.com", .port = 443};
    reqs[5] =
        (pol_request){.action = POL_FS_READ, .path = "~/p700/x.txt", .operation = "read_content"};
    reqs[6] = (pol_request){.action = POL_SHELL_EXEC,
                            .command = "tool42 -rf",
                            .program = "tool42",
                            .arg1 = "-rf",
                            .arg_count = 1,
                            .cwd = "~"};
    reqs[7] =
        (pol_request){.action = POL_FS_READ, .path = "~/p96/deep/x", .operation = "read_content"};
    char logpath[] = "/tmp/policy-bench-log.XXXXXX";
    int fd = mkstemp(logpath);
    if (fd >= 0) {
        close(fd);
    }
    printf("policy-bench: %ld decisions per run (log on: a quarter of that)\n", iters);
    floor_write(logpath, iters / 4);
    if (strstr("example (4 rules)", only)) {
        bench("example (4 rules)", example, strlen(example), reqs, 8, logpath, iters);
    }
    size_t sizes[2] = {100, 1000};
    for (int k = 0; k < 2; k++) {
        cm_buf text;
        cm_buf_init(&text, 0);
        if (generate(sizes[k], &text) < 0) {
            return 1;
        }
        char label[64];
        snprintf(label, sizeof(label), "generated (%zu rules)", sizes[k]);
        if (!strstr(label, only)) {
            cm_buf_free(&text);
            continue;
        }
        bench(label, text.data, text.len, reqs, 8, logpath, sizes[k] >= 1000 ? iters / 4 : iters);
        cm_buf_free(&text);
    }
    return 0;
}
