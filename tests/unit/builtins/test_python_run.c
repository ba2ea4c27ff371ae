/* Unit tests for builtins/python.c that run Monty: output, statuses, the Example, the
 * deadline, the host-call limit, a fresh interpreter per script, the alias run. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "common/alloc.h"
#include "tests/unit/builtins/pyfix.h"

static void
fini(void)
{
    pyfix_teardown();
}

// Run the shell builtin with argv (NULL-terminated) and check status, stdout, stderr.
static void
shell_case(int want_status, const char *want_out, const char *want_err, const char *const *argv)
{
    int argc = 0;
    while (argv[argc]) {
        argc++;
    }
    int status = bi_python_main(&F.ctx, argc, (char **)argv);
    char *out = pyfix_out();
    char *err = pyfix_err();
    cr_assert_str_eq(out, want_out);
    cr_assert_str_eq(err, want_err);
    cr_assert_eq(status, want_status);
    cm_free(out);
    cm_free(err);
}

#define ARGV(...) ((const char *const[]){__VA_ARGS__, NULL})

// ---- runs (these need Monty) ----

Test(bi_python_run, source_runs_and_prints, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(0, "42\n", "", ARGV("python3", "-c", "print(6*7)"));
}

Test(bi_python_run, script_is_read_under_fs_read, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("report.py", "print('report')\n");
    shell_case(0, "report\n", "", ARGV("python3", "report.py"));
    char *log = pyfix_log();
    cr_assert_str_eq(log, "permit fs:read ~/ws/report.py ws_files\n");
    cm_free(log);
}

Test(bi_python_run, spec_example_writes_the_upper_case_notes, .fini = fini)
{
    static const char policy[] =
        "@id(\"project_read\")\n"
        "permit (principal, action == Box::Action::\"fs:read\", resource)\n"
        "when {\n  context.input.path == \"~/ws\" ||\n  context.input.path like \"~/ws/*\"\n};\n"
        "\n@id(\"out_write\")\n"
        "permit (principal, action == Box::Action::\"fs:write\", resource)\n"
        "when {\n  context.input.path like \"~/ws/out/*\" &&\n"
        "  context.input.operation == Box::FsWriteOperation::\"write_content\"\n};\n";
    pyfix_setup(policy, NULL);
    pyfix_write("notes.txt", "remember the milk\n");
    char out[800];
    snprintf(out, sizeof out, "%s/out", F.ws);
    cr_assert_eq(mkdir(out, 0700), 0);
    shell_case(0, "wrote 18\n", "",
               ARGV("python3", "-c",
                    "from pathlib import Path\n"
                    "text = Path('notes.txt').read_text()\n"
                    "Path('out/notes.txt').write_text(text.upper())\n"
                    "print('wrote', len(text))"));
    char *got = pyfix_read("out/notes.txt");
    cr_assert_str_eq(got, "REMEMBER THE MILK\n");
    cm_free(got);
    char *log = pyfix_log();
    cr_assert_str_eq(log, "permit fs:read ~/ws/notes.txt project_read\n"
                          "permit fs:write ~/ws/out/notes.txt out_write\n");
    cm_free(log);
}

Test(bi_python_run, uncaught_exception_is_status_1, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    int status = bi_python_main(&F.ctx, 3, (char **)ARGV("python3", "-c", "print('a')\nx = 1/0"));
    cr_assert_eq(status, 1);
    char *out = pyfix_out();
    char *err = pyfix_err();
    cr_assert_str_eq(out, "a\n");
    cr_assert(strncmp(err, "ZeroDivisionError: division by zero\n", 36) == 0, "%s", err);
    cm_free(out);
    cm_free(err);
}

Test(bi_python_run, sys_exit_status, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(3, "", "", ARGV("python3", "-c", "import sys\nsys.exit(3)"));
}

Test(bi_python_run, nothing_survives_into_the_next_script, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    cr_assert_eq(bi_python_main(&F.ctx, 3, (char **)ARGV("python3", "-c", "x = 1")), 0);
    cr_assert_eq(bi_python_main(&F.ctx, 3, (char **)ARGV("python3", "-c", "print(x)")), 1);
    char *err = pyfix_err();
    cr_assert(strncmp(err, "NameError: name 'x' is not defined\n", 35) == 0, "%s", err);
    cm_free(err);
}

Test(bi_python_run, deadline_ends_the_run_with_125, .fini = fini)
{
    pyfix_setup(NULL, "[python]\ndeadline_seconds = 0.5\n");
    shell_case(125, "", "Python script exceeded its deadline\n",
               ARGV("python3", "-c", "while True:\n    pass"));
}

Test(bi_python_run, deadline_cuts_a_sleep_short, .fini = fini)
{
    pyfix_setup(NULL, "[python]\ndeadline_seconds = 0.5\n");
    shell_case(125, "", "Python script exceeded its deadline\n",
               ARGV("python3", "-c", "import time\ntime.sleep(60)\nprint('woke')"));
}

Test(bi_python_run, host_call_limit_cannot_be_caught, .fini = fini)
{
    pyfix_setup(NULL, "[python]\nhost_calls = 5\n");
    int status = bi_python_main(
        &F.ctx, 3,
        (char **)ARGV("python3", "-c",
                      "import os\nfor i in range(10):\n    try:\n        os.urandom(1)\n"
                      "    except BaseException:\n        print('caught')\n"
                      "    finally:\n        pass\nprint('end')"));
    cr_assert_eq(status, 1);
    char *out = pyfix_out();
    char *err = pyfix_err();
    cr_assert_str_eq(out, "");
    cr_assert(strncmp(err, "RuntimeError: script exceeded its limit of 5 host calls\n", 56) == 0,
              "%s", err);
    cm_free(out);
    cm_free(err);
}

Test(bi_python_run, alias_runs_a_granted_script, .fini = fini)
{
    pyfix_setup(NULL, "[agent.filesystem]\nread = [\"@WS@\"]\n");
    pyfix_write("report.py", "print('from alias')\n");
    char path[1024];
    snprintf(path, sizeof path, "%s/report.py", F.ws);
    cr_redirect_stdout();
    int status = bi_python_alias_main(&F.box, 2, (char **)ARGV("python3", path));
    fflush(stdout);
    cr_assert_stdout_eq_str("from alias\n");
    cr_assert_eq(status, 0);
    char *log = pyfix_log();
    cr_assert_str_eq(log, "");
    cm_free(log);
}
