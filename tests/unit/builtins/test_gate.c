/* Unit tests for builtins/gate.c and builtins/box.c: spell, decide, log, floor. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "tests/unit/policy/box_fixture.h"

#define POLICY                                                                                     \
    "@id(\"read_all\")\n"                                                                          \
    "permit (principal, action == Box::Action::\"fs:read\", resource)\n"                           \
    "when { context.input.path like \"*\" };\n"                                                    \
    "@id(\"out_write\")\n"                                                                         \
    "permit (principal, action == Box::Action::\"fs:write\", resource)\n"                          \
    "when { context.input.path like \"~/src/project/out/*\" };\n"                                  \
    "@id(\"no_secret\")\n"                                                                         \
    "forbid (principal, action == Box::Action::\"fs:read\", resource)\n"                           \
    "when { context.input.path like \"~/src/project/secret*\" };\n"                                \
    "@id(\"python_in_shell\")\n"                                                                   \
    "permit (principal, action == Box::Action::\"shell:exec\", resource)\n"                        \
    "when { [\"python\", \"python3\"].contains(context.input.program) };\n"

static bi_box box;
static bi_ctx ctx;

static void
open_box(void)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = bi_box_open("home/cfg/box.toml", "python", &box, &err);
    cr_assert_eq(rc, 0, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    memset(&ctx, 0, sizeof ctx);
    ctx.box = &box;
    snprintf(ctx.cwd, sizeof ctx.cwd, "%s", box.box.workspace);
}

static void
setup(void)
{
    fx_setup();
    fx_write("home/cfg/policy.dw", POLICY);
    fx_write("home/cfg/box.toml",
             "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"policy.dw\"\n"
             "[agent]\nworkspace = \"@H@/src/project\"\n");
}

static void
teardown(void)
{
    bi_box_close(&box);
    fx_teardown();
}

TestSuite(bi_gate, .init = setup, .fini = teardown);

// The decision log's lines, and how many.
static size_t
log_lines(char *out, size_t cap)
{
    FILE *f = fopen(fx_abs("home/boxes/b1/private/decisions.jsonl"), "r");
    if (!f) {
        out[0] = 0;
        return 0;
    }
    size_t n = fread(out, 1, cap - 1, f);
    fclose(f);
    out[n] = 0;
    size_t lines = 0;
    for (size_t k = 0; k < n; k++) {
        lines += out[k] == '\n';
    }
    return lines;
}

static int
gate(pol_action a, const char *op, const char *written, pol_path *p, cm_buf *why, int *kind)
{
    return bi_gate_fs(&ctx, a, op, written, strlen(written), p, why, kind);
}

Test(bi_gate, box_open_creates_box_dir)
{
    open_box();
    struct stat st;
    cr_assert_eq(stat(fx_abs("home/boxes/b1"), &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0700);
    cr_assert_eq(stat(fx_abs("home/boxes/b1/private"), &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0700);
    cr_assert_eq(stat(fx_abs("home/boxes/b1/private/decisions.jsonl"), &st), 0);
    cr_assert_not_null(box.engine);
    cr_assert_not_null(box.log);
    cr_assert_eq(box.have_config, 1);
}

Test(bi_gate, permit_logs_one_record)
{
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_READ, "read_content", "notes.txt", &p, &why, &kind), 0, "%s",
                 cm_buf_str(&why));
    cr_assert_eq(kind, BI_GATE_OK);
    cr_assert_str_eq(p.spelled, "~/src/project/notes.txt");
    cr_assert_str_eq(p.abs, fx_sub("@H@/src/project/notes.txt"));
    char buf[8192];
    cr_assert_eq(log_lines(buf, sizeof buf), 1);
    cr_assert_not_null(strstr(buf, "\"verdict\":\"permit\""));
    cr_assert_not_null(strstr(buf, "\"rule\":\"read_all\""));
    cr_assert_not_null(strstr(buf, "\"resource\":\"~/src/project/notes.txt\""));
    cm_buf_free(&why);
}

Test(bi_gate, default_deny_text)
{
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_WRITE, "write_content", "notes.txt", &p, &why, &kind), -1);
    cr_assert_eq(kind, BI_GATE_DENIED);
    cr_assert_str_eq(cm_buf_str(&why), "policy denied this operation on '~/src/project/notes.txt' "
                                       "[default-deny]: No permit policy matched this request.");
    char buf[8192];
    cr_assert_eq(log_lines(buf, sizeof buf), 1);
    cr_assert_not_null(strstr(buf, "\"verdict\":\"deny\""));
    cr_assert_not_null(strstr(buf, "<default-deny>"));
    cm_buf_free(&why);
}

Test(bi_gate, forbid_text)
{
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_READ, "read_content", "secret.txt", &p, &why, &kind), -1);
    cr_assert_eq(kind, BI_GATE_DENIED);
    cr_assert_str_eq(
        cm_buf_str(&why),
        "policy denied this operation on '~/src/project/secret.txt' [policy: no_secret].");
    cm_buf_free(&why);
}

Test(bi_gate, floor_after_permit_logs_enforcement_once)
{
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_READ, "read_content", "../../../../../etc/passwd", &p, &why, &kind),
                 -1);
    cr_assert_eq(kind, BI_GATE_FLOOR);
    cr_assert_str_eq(cm_buf_str(&why),
                     "../../../../../etc/passwd: outside this box's home and every declared bind");
    char buf[8192];
    cr_assert_eq(log_lines(buf, sizeof buf), 1);
    cr_assert_not_null(strstr(buf, "\"verdict\":\"deny\""));
    cr_assert_not_null(strstr(buf, "\"cause\":\"enforcement\""));
    cr_assert_not_null(strstr(buf, "\"rule\":\"enforcement:reach-floor\""));
    cr_assert_not_null(strstr(buf, "\"resource\":\"/etc/passwd\""));
    cm_buf_free(&why);
}

Test(bi_gate, floor_box_dir_and_sources)
{
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_READ, "read_content", "../../boxes/b1/private/decisions.jsonl", &p,
                      &why, &kind),
                 -1);
    cr_assert_eq(kind, BI_GATE_FLOOR);
    cr_assert_str_eq(cm_buf_str(&why), "../../boxes/b1/private/decisions.jsonl: resolves into "
                                       "trusted Box state, which no policy may open");
    cr_assert_eq(gate(POL_FS_READ, "read_content", "../../cfg/policy.dw", &p, &why, &kind), -1);
    cr_assert_str_eq(cm_buf_str(&why),
                     "../../cfg/policy.dw: resolves to an authority source that this run loaded, "
                     "which no policy may open or change");
    cm_buf_free(&why);
}

Test(bi_gate, symlink_refused_after_permit)
{
    fx_symlink("@H@/src/project/notes.txt", "home/src/project/out/l.txt");
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_WRITE, "write_content", "out/l.txt", &p, &why, &kind), -1);
    cr_assert_eq(kind, BI_GATE_FLOOR);
    cr_assert_str_eq(cm_buf_str(&why), "out/l.txt: resolves to a different path, so it is not "
                                       "the identity policy judged");
    cm_buf_free(&why);
}

Test(bi_gate, bad_path_is_not_decided)
{
    open_box();
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(bi_gate_fs(&ctx, POL_FS_READ, "read_content", "a\0b", 3, &p, &why, &kind), -1);
    cr_assert_eq(kind, BI_GATE_BADPATH);
    cr_assert_str_eq(cm_buf_str(&why), "embedded null byte");
    char buf[256];
    cr_assert_eq(log_lines(buf, sizeof buf), 0);
    cm_buf_free(&why);
}

Test(bi_gate, exec_decided_and_logged)
{
    open_box();
    pol_request req;
    memset(&req, 0, sizeof req);
    req.action = POL_SHELL_EXEC;
    req.command = "python3";
    req.program = "python3";
    req.arg_count = 0;
    req.cwd = "~/src/project";
    cm_buf why;
    cm_buf_init(&why, 0);
    cr_assert_eq(bi_gate_exec(&ctx, &req, &why), 0, "%s", cm_buf_str(&why));
    req.command = "rm";
    req.program = "rm";
    cr_assert_eq(bi_gate_exec(&ctx, &req, &why), -1);
    cr_assert_str_eq(cm_buf_str(&why), "policy denied this operation on 'rm' [default-deny]: No "
                                       "permit policy matched this request.");
    char buf[8192];
    cr_assert_eq(log_lines(buf, sizeof buf), 2);
    cm_buf_free(&why);
}

Test(bi_gate, no_config_denies_everything)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(chdir(fx_abs("home/src/project")), 0);
    cr_assert_eq(bi_box_open(NULL, "shell", &box, &err), 0);
    cr_assert_eq(box.have_config, 0);
    cr_assert_null(box.log);
    cr_assert_str_eq(box.box.workspace, fx_sub("@H@/src/project"));
    cr_assert_str_eq(box.box.operator_home, fx_home());
    memset(&ctx, 0, sizeof ctx);
    ctx.box = &box;
    snprintf(ctx.cwd, sizeof ctx.cwd, "%s", box.box.workspace);
    pol_path p;
    int kind = -1;
    cr_assert_eq(gate(POL_FS_READ, "read_content", "notes.txt", &p, &err, &kind), -1);
    cr_assert_eq(kind, BI_GATE_DENIED);
    cm_buf_free(&err);
}

Test(bi_gate, bad_config_creates_nothing)
{
    fx_write("home/cfg/box.toml", "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\nwat = 1\n");
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(bi_box_open("home/cfg/box.toml", "shell", &box, &err), -1);
    cr_assert_str_eq(cm_buf_str(&err),
                     "home/cfg/box.toml:3:1: unknown key `wat`; did you mean `name`?");
    cr_assert_eq(access(fx_abs("home/boxes/b1"), F_OK), -1);
    cm_buf_free(&err);
}

Test(bi_gate, bad_policy_creates_nothing)
{
    fx_write("home/cfg/policy.dw", "permit (principal, action, resource)");
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(bi_box_open("home/cfg/box.toml", "shell", &box, &err), -1);
    char want[4300];
    snprintf(want, sizeof want, "policy file %s will not load: ", fx_abs("home/cfg/policy.dw"));
    cr_assert_eq(strncmp(cm_buf_str(&err), want, strlen(want)), 0, "%s", cm_buf_str(&err));
    cr_assert_eq(access(fx_abs("home/boxes/b1"), F_OK), -1);
    cm_buf_free(&err);
}

Test(bi_gate, denial_can_name_the_path_as_written)
{
    open_box();
    ctx.name_as_written = 1;
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    int kind = -1;
    cr_assert_eq(gate(POL_FS_WRITE, "write_content", "sub/../it's.txt", &p, &why, &kind), -1);
    cr_assert_eq(kind, BI_GATE_DENIED);
    cr_assert_str_eq(cm_buf_str(&why), "policy denied this operation on 'sub/../it\\'s.txt' "
                                       "[default-deny]: No permit policy matched this request.");
    cr_assert_eq(gate(POL_FS_READ, "read_content", "secret\n.txt", &p, &why, &kind), -1);
    cr_assert_str_eq(cm_buf_str(&why),
                     "policy denied this operation on 'secret\\n.txt' [policy: no_secret].");
    char buf[8192];
    cr_assert_eq(log_lines(buf, sizeof buf), 2);
    // the record names the spelled path; its reason is the text the script saw
    cr_assert_not_null(strstr(buf, "\"resource\":\"~/src/project/it's.txt\""), "%s", buf);
    cr_assert_not_null(strstr(buf, "\"reason\":\"policy denied this operation on "
                                   "'sub/../it\\\\'s.txt' [default-deny]"),
                       "%s", buf);
    cr_assert_not_null(strstr(buf, "'secret\\\\n.txt' [policy: no_secret]."), "%s", buf);
    cm_buf_free(&why);
}
