/* Unit tests for builtins/host.c: each file operation's decisions, acts and errors,
 * and the limits (host calls, sleep, urandom), called through the host table. */
#include "config.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "common/alloc.h"
#include "tests/unit/builtins/pyfix.h"

static void
fini(void)
{
    pyfix_teardown();
}

static monty_fs_op
op_path(monty_fs_kind kind, const char *path)
{
    monty_fs_op op;
    memset(&op, 0, sizeof op);
    op.kind = kind;
    op.path = path;
    op.path_len = strlen(path);
    return op;
}

static void
assert_log(const char *want)
{
    char *log = pyfix_log();
    cr_assert_str_eq(log, want);
    cm_free(log);
}

static void
assert_file(const char *rel, const char *want)
{
    char *got = pyfix_read(rel);
    cr_assert(got, "%s is missing", rel);
    cr_assert_str_eq(got, want);
    cm_free(got);
}

static const char forbid_notes[] = "@id(\"ws_files\")\n"
                                   "permit (principal, action in [Box::Action::\"fs:read\", "
                                   "Box::Action::\"fs:write\", Box::Action::\"fs:delete\", "
                                   "Box::Action::\"fs:move\"], resource)\n"
                                   "when { context.input.path like \"~/ws/*\" };\n"
                                   "@id(\"no_delete\")\n"
                                   "forbid (principal, action == Box::Action::\"fs:delete\", "
                                   "resource);\n";

Test(bi_host, read_file_permitted, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("notes.txt", "remember the milk\n");
    monty_fs_op op = op_path(MONTY_FS_READ_FILE, "notes.txt");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    cr_assert_eq(res.len, 18);
    cr_assert_eq(memcmp(res.data, "remember the milk\n", 18), 0);
    pyfix_result_free(&res, &err);
    assert_log("permit fs:read ~/ws/notes.txt ws_files\n");
}

Test(bi_host, read_file_default_deny_names_the_spelling, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("../secret.txt", "x");
    monty_fs_op op = op_path(MONTY_FS_READ_FILE, "../secret.txt");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_PERMISSION);
    cr_assert_eq(err.fatal, 0);
    cr_assert(strncmp(cm_buf_str(&err.message), "policy denied this operation on '", 33) == 0, "%s",
              cm_buf_str(&err.message));
    cr_assert(strstr(cm_buf_str(&err.message), "[default-deny]"), "%s", cm_buf_str(&err.message));
    pyfix_result_free(&res, &err);
    assert_log("deny fs:read ~/secret.txt <default-deny>\n");
}

Test(bi_host, nul_in_path_is_value_error_without_decision, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    monty_fs_op op = op_path(MONTY_FS_READ_FILE, "a");
    op.path = "a\0b";
    op.path_len = 3;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_VALUE);
    cr_assert_str_eq(cm_buf_str(&err.message), "embedded null byte");
    pyfix_result_free(&res, &err);
    op = op_path(MONTY_FS_RENAME, "a");
    op.path2 = "b\0";
    op.path2_len = 2;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_VALUE);
    pyfix_result_free(&res, &err);
    assert_log("");
}

Test(bi_host, read_missing_file_is_os_error_with_errno, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    monty_fs_op op = op_path(MONTY_FS_READ_FILE, "nope.txt");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_OS);
    cr_assert_eq(err.err_no, ENOENT);
    cr_assert_str_eq(cm_buf_str(&err.message), "nope.txt");
    pyfix_result_free(&res, &err);
}

Test(bi_host, read_directory_is_eisdir, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    char d[800];
    snprintf(d, sizeof d, "%s/sub", F.ws);
    cr_assert_eq(mkdir(d, 0700), 0);
    monty_fs_op op = op_path(MONTY_FS_READ_FILE, "sub");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_OS);
    cr_assert_eq(err.err_no, EISDIR);
    pyfix_result_free(&res, &err);
}

Test(bi_host, write_file_truncates_and_appends, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("out.txt", "a much longer old text\n");
    monty_fs_op op = op_path(MONTY_FS_WRITE_FILE, "out.txt");
    op.data = "REMEMBER";
    op.len = 8;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    cr_assert_eq(res.len, 8);
    pyfix_result_free(&res, &err);
    assert_file("out.txt", "REMEMBER");
    op.flags = MONTY_OPEN_APPEND;
    op.data = " MILK";
    op.len = 5;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
    pyfix_result_free(&res, &err);
    assert_file("out.txt", "REMEMBER MILK");
    assert_log("permit fs:write ~/ws/out.txt ws_files\npermit fs:write ~/ws/out.txt ws_files\n");
}

Test(bi_host, write_file_outside_the_box_is_floor_refusal, .fini = fini)
{
    pyfix_setup("@id(\"all\")\npermit (principal, action, resource);\n", NULL);
    monty_fs_op op = op_path(MONTY_FS_WRITE_FILE, "/tmp/pyfix-outside.txt");
    op.data = "x";
    op.len = 1;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_PERMISSION);
    cr_assert_str_eq(cm_buf_str(&err.message),
                     "/tmp/pyfix-outside.txt: outside this box's home and every declared bind");
    pyfix_result_free(&res, &err);
    cr_assert_eq(access("/tmp/pyfix-outside.txt", F_OK), -1);
    assert_log("deny fs:write /tmp/pyfix-outside.txt enforcement:reach-floor\n");
}

Test(bi_host, open_read_then_each_read_is_decided_again, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("notes.txt", "0123456789");
    monty_fs_op op = op_path(MONTY_FS_OPEN, "notes.txt");
    op.flags = MONTY_OPEN_READ;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    int64_t h = res.handle;
    cr_assert(h > 0);
    pyfix_result_free(&res, &err);
    monty_fs_op rd;
    memset(&rd, 0, sizeof rd);
    rd.kind = MONTY_FS_READ;
    rd.handle = h;
    rd.len = 4;
    cr_assert_eq(pyfix_fs(&rd, &res, &err), 0);
    cr_assert_eq(res.len, 4);
    cr_assert_eq(memcmp(res.data, "0123", 4), 0);
    pyfix_result_free(&res, &err);
    rd.len = SIZE_MAX;
    cr_assert_eq(pyfix_fs(&rd, &res, &err), 0);
    cr_assert_eq(res.len, 6);
    cr_assert_eq(memcmp(res.data, "456789", 6), 0);
    pyfix_result_free(&res, &err);
    // a write on a read handle is refused without a decision
    monty_fs_op wr = rd;
    wr.kind = MONTY_FS_WRITE;
    wr.data = "x";
    wr.len = 1;
    cr_assert_eq(pyfix_fs(&wr, &res, &err), -1);
    pyfix_result_free(&res, &err);
    monty_fs_op cl = rd;
    cl.kind = MONTY_FS_CLOSE;
    cr_assert_eq(pyfix_fs(&cl, &res, &err), 0);
    pyfix_result_free(&res, &err);
    cr_assert_eq(pyfix_fs(&rd, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_VALUE);
    pyfix_result_free(&res, &err);
    assert_log("permit fs:read ~/ws/notes.txt ws_files\n"
               "permit fs:read ~/ws/notes.txt ws_files\n"
               "permit fs:read ~/ws/notes.txt ws_files\n");
}

Test(bi_host, open_write_modes_decide_write_content, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("log.txt", "old\n");
    monty_fs_op op = op_path(MONTY_FS_OPEN, "log.txt");
    op.flags = MONTY_OPEN_WRITE | MONTY_OPEN_CREATE | MONTY_OPEN_TRUNCATE;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    int64_t h = res.handle;
    pyfix_result_free(&res, &err);
    assert_file("log.txt", "");
    monty_fs_op wr;
    memset(&wr, 0, sizeof wr);
    wr.kind = MONTY_FS_WRITE;
    wr.handle = h;
    wr.data = "new\n";
    wr.len = 4;
    cr_assert_eq(pyfix_fs(&wr, &res, &err), 0);
    cr_assert_eq(res.len, 4);
    pyfix_result_free(&res, &err);
    wr.kind = MONTY_FS_CLOSE;
    cr_assert_eq(pyfix_fs(&wr, &res, &err), 0);
    pyfix_result_free(&res, &err);
    assert_file("log.txt", "new\n");
    // "x" on an existing file: FileExistsError after the permit
    op.flags = MONTY_OPEN_WRITE | MONTY_OPEN_CREATE | MONTY_OPEN_EXCLUSIVE;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_OS);
    cr_assert_eq(err.err_no, EEXIST);
    pyfix_result_free(&res, &err);
    assert_log("permit fs:write ~/ws/log.txt ws_files\n"
               "permit fs:write ~/ws/log.txt ws_files\n"
               "permit fs:write ~/ws/log.txt ws_files\n");
}

Test(bi_host, stat_reports_size_type_and_box_ids, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("f.txt", "12345");
    monty_fs_op op = op_path(MONTY_FS_STAT, "f.txt");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    cr_assert_eq(res.exists, 1);
    cr_assert_eq(res.st.size, 5);
    cr_assert(S_ISREG(res.st.mode));
    cr_assert_eq(res.st.uid, 0);
    cr_assert_eq(res.st.gid, 0);
    cr_assert_eq(res.st.nlink, 1);
    cr_assert(res.st.mtime_ns > 0);
    pyfix_result_free(&res, &err);
    op = op_path(MONTY_FS_STAT, ".");
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
    cr_assert(S_ISDIR(res.st.mode));
    pyfix_result_free(&res, &err);
    op = op_path(MONTY_FS_LSTAT, "missing");
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
    cr_assert_eq(res.exists, 0);
    pyfix_result_free(&res, &err);
    assert_log("permit fs:read ~/ws/f.txt ws_files\n"
               "permit fs:read ~/ws ws_files\n"
               "permit fs:read ~/ws/missing ws_files\n");
}

Test(bi_host, listdir_enumerates_names, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("a.txt", "");
    pyfix_write("b.txt", "");
    monty_fs_op op = op_path(MONTY_FS_LISTDIR, ".");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    cr_assert_eq(res.n_names, 2);
    int a = strcmp(res.names[0], "a.txt") == 0 || strcmp(res.names[1], "a.txt") == 0;
    int b = strcmp(res.names[0], "b.txt") == 0 || strcmp(res.names[1], "b.txt") == 0;
    cr_assert(a && b);
    pyfix_result_free(&res, &err);
    assert_log("permit fs:read ~/ws ws_files\n");
}

// Issue 16: each name comes with its type from the listing itself (no decision of its
// own: the log holds only the enumerate).
Test(bi_host, listdir_gives_each_type, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("f.txt", "");
    monty_fs_op op = op_path(MONTY_FS_MKDIR, "d");
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    pyfix_result_free(&res, &err);
    op = op_path(MONTY_FS_LISTDIR, ".");
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    cr_assert_eq(res.n_names, 2);
    cr_assert_not_null(res.types);
    for (size_t i = 0; i < 2; i++) {
        int dir = strcmp(res.names[i], "d") == 0;
        cr_assert(res.types[i] == (dir ? MONTY_DT_DIR : MONTY_DT_REG) ||
                  res.types[i] == MONTY_DT_UNKNOWN);
    }
    pyfix_result_free(&res, &err);
    assert_log("permit fs:write ~/ws/d ws_files\n"
               "permit fs:read ~/ws ws_files\n");
}

// Issue 16: os.getcwd() is the directory relative paths are rooted at, and '~' the
// operator home: values in the table, no call and no decision.
Test(bi_host, table_gives_cwd_and_home, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    cr_assert_str_eq(F.tbl.cwd, F.ws);
    cr_assert_str_eq(F.tbl.home, F.home);
    assert_log("");
}

Test(bi_host, mkdir_unlink_rmdir, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    monty_fs_result res;
    monty_error err;
    monty_fs_op op = op_path(MONTY_FS_MKDIR, "d");
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    pyfix_result_free(&res, &err);
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.err_no, EEXIST);
    pyfix_result_free(&res, &err);
    pyfix_write("d/f", "x");
    op = op_path(MONTY_FS_RMDIR, "d");
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.err_no, ENOTEMPTY);
    pyfix_result_free(&res, &err);
    op = op_path(MONTY_FS_UNLINK, "d/f");
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
    pyfix_result_free(&res, &err);
    op = op_path(MONTY_FS_RMDIR, "d");
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
    pyfix_result_free(&res, &err);
    char d[800];
    snprintf(d, sizeof d, "%s/d", F.ws);
    cr_assert_eq(access(d, F_OK), -1);
    assert_log("permit fs:write ~/ws/d ws_files\n"
               "permit fs:write ~/ws/d ws_files\n"
               "permit fs:delete ~/ws/d ws_files\n"
               "permit fs:delete ~/ws/d/f ws_files\n"
               "permit fs:delete ~/ws/d ws_files\n");
}

Test(bi_host, rename_to_new_destination, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("a.txt", "A");
    monty_fs_op op = op_path(MONTY_FS_RENAME, "a.txt");
    op.path2 = "b.txt";
    op.path2_len = 5;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0, "%s", cm_buf_str(&err.message));
    pyfix_result_free(&res, &err);
    assert_file("b.txt", "A");
    assert_log("permit fs:read ~/ws/a.txt ws_files\n"
               "permit fs:move ~/ws/a.txt ws_files\n"
               "permit fs:move ~/ws/b.txt ws_files\n");
}

Test(bi_host, rename_over_existing_stops_at_the_delete_denial, .fini = fini)
{
    pyfix_setup(forbid_notes, NULL);
    pyfix_write("a.txt", "A");
    pyfix_write("b.txt", "B");
    monty_fs_op op = op_path(MONTY_FS_RENAME, "a.txt");
    op.path2 = "b.txt";
    op.path2_len = 5;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_PERMISSION);
    cr_assert(strstr(cm_buf_str(&err.message), "'b.txt'") ||
                  strstr(cm_buf_str(&err.message), "b.txt'"),
              "%s", cm_buf_str(&err.message));
    cr_assert(strstr(cm_buf_str(&err.message), "[policy: no_delete]"), "%s",
              cm_buf_str(&err.message));
    pyfix_result_free(&res, &err);
    assert_file("a.txt", "A");
    assert_file("b.txt", "B");
    assert_log("permit fs:read ~/ws/a.txt ws_files\n"
               "permit fs:move ~/ws/a.txt ws_files\n"
               "deny fs:delete ~/ws/b.txt no_delete\n");
}

Test(bi_host, host_call_limit_is_fatal_runtime_error, .fini = fini)
{
    pyfix_setup(NULL, "[python]\nhost_calls = 3\n");
    monty_fs_op op = op_path(MONTY_FS_STAT, "x");
    monty_fs_result res;
    monty_error err;
    for (int i = 0; i < 3; i++) {
        cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
        pyfix_result_free(&res, &err);
    }
    cr_assert_eq(pyfix_fs(&op, &res, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_RUNTIME);
    cr_assert_eq(err.fatal, 1);
    cr_assert_str_eq(cm_buf_str(&err.message), "script exceeded its limit of 3 host calls");
    pyfix_result_free(&res, &err);
    // urandom and sleep are host calls too
    monty_error e2;
    memset(&e2, 0, sizeof e2);
    cm_buf_init(&e2.message, 0);
    char b[4];
    cr_assert_eq(F.tbl.urandom(F.tbl.ctx, b, sizeof b, &e2), -1);
    cr_assert_eq(e2.fatal, 1);
    cm_buf_free(&e2.message);
}

Test(bi_host, default_limit_counts_ten_thousand_calls, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    cr_assert_eq(F.host.limits.host_calls, 10000);
    char b[1];
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    for (int i = 0; i < 10000; i++) {
        cr_assert_eq(F.tbl.urandom(F.tbl.ctx, b, 1, &err), 0);
    }
    cr_assert_eq(F.tbl.urandom(F.tbl.ctx, b, 1, &err), -1);
    cr_assert_str_eq(cm_buf_str(&err.message), "script exceeded its limit of 10000 host calls");
    cm_buf_free(&err.message);
}

static double
now_mono(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

Test(bi_host, sleep_budget_refuses_at_once, .fini = fini)
{
    pyfix_setup(NULL, "[python]\nsleep_seconds = 0.3\n");
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    double t0 = now_mono();
    cr_assert_eq(F.tbl.sleep(F.tbl.ctx, 0.2, &err), 0);
    double t1 = now_mono();
    cr_assert(t1 - t0 >= 0.2, "slept %f", t1 - t0);
    cr_assert_eq(F.tbl.sleep(F.tbl.ctx, 0.2, &err), -1);
    double t2 = now_mono();
    cr_assert(t2 - t1 < 0.1, "the refused sleep waited %f", t2 - t1);
    cr_assert_eq(err.kind, MONTY_EXC_TIMEOUT);
    cr_assert_str_eq(cm_buf_str(&err.message), "script exceeded its total sleep of 0.3 seconds");
    cm_buf_reset(&err.message);
    // the refused sleep was not charged: 0.1 more still fits
    cr_assert_eq(F.tbl.sleep(F.tbl.ctx, 0.1, &err), 0);
    cr_assert_eq(F.tbl.sleep(F.tbl.ctx, -1, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_VALUE);
    cm_buf_free(&err.message);
}

Test(bi_host, sleep_default_budget_text, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    cr_assert_eq(F.tbl.sleep(F.tbl.ctx, 180.5, &err), -1);
    cr_assert_str_eq(cm_buf_str(&err.message), "script exceeded its total sleep of 180 seconds");
    cm_buf_free(&err.message);
}

Test(bi_host, urandom_limit_and_bytes, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    monty_error err;
    memset(&err, 0, sizeof err);
    cm_buf_init(&err.message, 0);
    size_t n = 1048576;
    unsigned char *buf = cm_calloc(n + 1, 1);
    cr_assert_eq(F.tbl.urandom(F.tbl.ctx, buf, n, &err), 0);
    size_t zeros = 0;
    for (size_t i = 0; i < 4096; i++) {
        zeros += buf[i] == 0;
    }
    cr_assert(zeros < 100);
    cr_assert_eq(F.tbl.urandom(F.tbl.ctx, buf, n + 1, &err), -1);
    cr_assert_eq(err.kind, MONTY_EXC_VALUE);
    cr_assert_eq(err.fatal, 0);
    cr_assert_str_eq(cm_buf_str(&err.message),
                     "os.urandom: at most 1048576 bytes per call in this box");
    cm_free(buf);
    cm_buf_free(&err.message);
    assert_log("");
}

Test(bi_host, clocks, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    double real = F.tbl.clock(F.tbl.ctx, MONTY_CLOCK_REALTIME);
    cr_assert(fabs(real - (double)time(NULL)) < 2.0);
    double m1 = F.tbl.clock(F.tbl.ctx, MONTY_CLOCK_MONOTONIC);
    double m2 = F.tbl.clock(F.tbl.ctx, MONTY_CLOCK_MONOTONIC);
    cr_assert(m2 >= m1);
    cr_assert_eq(F.host.calls, 0);
}

Test(bi_host, write_out_goes_to_the_command_fds, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    cr_assert_eq(F.tbl.write_out(F.tbl.ctx, 1, "out\n", 4), 0);
    cr_assert_eq(F.tbl.write_out(F.tbl.ctx, 2, "err\n", 4), 0);
    char *o = pyfix_out();
    char *e = pyfix_err();
    cr_assert_str_eq(o, "out\n");
    cr_assert_str_eq(e, "err\n");
    cm_free(o);
    cm_free(e);
}

Test(bi_host, fini_closes_open_handles, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("n.txt", "x");
    monty_fs_op op = op_path(MONTY_FS_OPEN, "n.txt");
    op.flags = MONTY_OPEN_READ;
    monty_fs_result res;
    monty_error err;
    cr_assert_eq(pyfix_fs(&op, &res, &err), 0);
    int fd = F.host.files[res.handle - 1].fd;
    pyfix_result_free(&res, &err);
    bi_host_fini(&F.host);
    cr_assert_eq(fcntl(fd, F_GETFD), -1);
    bi_host_init(&F.host, &F.ctx);
}

Test(bi_host, allocation_failures_are_errors_not_crashes, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("a.txt", "some text\n");
    pyfix_write("b.txt", "");
    monty_fs_kind kinds[] = {MONTY_FS_READ_FILE, MONTY_FS_LISTDIR, MONTY_FS_OPEN, MONTY_FS_STAT};
    const char *paths[] = {"a.txt", ".", "a.txt", "b.txt"};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (size_t nth = 1; nth < 40; nth++) {
            monty_fs_op op = op_path(kinds[k], paths[k]);
            op.flags = MONTY_OPEN_READ;
            monty_fs_result res;
            monty_error err;
            memset(&res, 0, sizeof res);
            memset(&err, 0, sizeof err);
            cm_buf_init(&err.message, 0);
            cm_alloc_fail_after(nth);
            int rc = F.tbl.fs(F.tbl.ctx, &op, &res, &err);
            cm_alloc_fail_after(0);
            cr_assert(rc == 0 || (rc == -1 && err.kind != MONTY_EXC_NONE));
            if (rc == 0 && kinds[k] == MONTY_FS_OPEN) {
                monty_fs_op cl;
                memset(&cl, 0, sizeof cl);
                cl.kind = MONTY_FS_CLOSE;
                cl.handle = res.handle;
                monty_fs_result r2;
                monty_error e2;
                cr_assert_eq(pyfix_fs(&cl, &r2, &e2), 0);
                pyfix_result_free(&r2, &e2);
            }
            pyfix_result_free(&res, &err);
        }
    }
}
