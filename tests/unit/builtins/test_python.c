/* Unit tests for builtins/python.c: the shell route's argv forms and refusals, the
 * script read under fs:read, and the alias route's forms and script access. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <stdio.h>
#include <string.h>

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

static const char no_script[] = "python: no script given; this box's Python runs only `-c "
                                "SOURCE` or a script file (no REPL, pipe, or heredoc)\n";
static const char after[] = "python: no arguments are accepted after the script or -c source\n";

Test(bi_python, version_wins_and_stops, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(0, "Monty (Strands-Box Python subset)\n", "",
               ARGV("python3", "--version", "-c", "print(1)"));
}

Test(bi_python, short_version, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(0, "Monty (Strands-Box Python subset)\n", "", ARGV("python", "-V"));
}

Test(bi_python, help_prints_usage, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    int status = bi_python_main(&F.ctx, 2, (char **)ARGV("python3", "-h"));
    cr_assert_eq(status, 0);
    char *out = pyfix_out();
    cr_assert(strncmp(out, "Usage: python [-c SOURCE | SCRIPT]\n", 35) == 0, "%s", out);
    cr_assert(strstr(out, "Monty, a Python subset \xe2\x80\x94 not CPython"));
    cr_assert(strstr(out,
                     "and `python -`. The subset, its modules and what it refuses:\n"
                     "docs/python.md in the box's source (installed in share/doc/strands-box).\n"));
    cm_free(out);
}

Test(bi_python, bare_python_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(2, "", no_script, ARGV("python3"));
}

Test(bi_python, stdin_dash_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(2, "",
               "python: reading a script from stdin is not supported; use `-c SOURCE` or a "
               "script file\n",
               ARGV("python3", "-"));
}

Test(bi_python, argument_after_source_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(2, "", after, ARGV("python3", "-c", "print(1)", "--version"));
}

Test(bi_python, word_after_source_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(2, "", after, ARGV("python3", "-cprint(1)", "x.py"));
}

Test(bi_python, second_script_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(2, "", "python: only one script file may be given\n",
               ARGV("python3", "a.py", "b.py"));
}

Test(bi_python, flag_after_script_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(2, "", after, ARGV("python3", "a.py", "-c", "x"));
}

Test(bi_python, unknown_short_option, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(1, "", "strands-shell: python3: invalid option '-m'\n",
               ARGV("python3", "-m", "json.tool"));
}

Test(bi_python, unknown_long_option, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(1, "", "strands-shell: python: invalid option '--foo'\n", ARGV("python", "--foo"));
}

Test(bi_python, c_without_value, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(1, "", "strands-shell: python3: missing argument for option '-c'\n",
               ARGV("python3", "-c"));
}

Test(bi_python, script_read_denied_by_policy, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("../report.py", "print(1)\n");
    int status = bi_python_main(&F.ctx, 2, (char **)ARGV("python3", "../report.py"));
    cr_assert_eq(status, 1);
    char *err = pyfix_err();
    cr_assert(strncmp(err,
                      "strands-shell: python3: policy denied this operation on '~/report.py' "
                      "[default-deny]",
                      82) == 0 ||
                  strncmp(err,
                          "strands-shell: python3: policy denied this operation on "
                          "'../report.py' [default-deny]",
                          84) == 0,
              "%s", err);
    cm_free(err);
    char *log = pyfix_log();
    cr_assert_str_eq(log, "deny fs:read ~/report.py <default-deny>\n");
    cm_free(log);
}

Test(bi_python, missing_script, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    shell_case(1, "", "strands-shell: python3: nope.py: No such file or directory\n",
               ARGV("python3", "nope.py"));
}

// ---- the alias route ----

static void
alias_case(int want_status, const char *want_err, const char *const *argv)
{
    int argc = 0;
    while (argv[argc]) {
        argc++;
    }
    cr_redirect_stderr();
    int status = bi_python_alias_main(&F.box, argc, (char **)argv);
    fflush(stderr);
    cr_assert_stderr_eq_str(want_err);
    cr_assert_eq(status, want_status);
}

static const char alias_forms[] =
    "strands-box-sock-alias: Python alias accepts only -c SOURCE or SCRIPT\n";

Test(bi_python_alias, version_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    alias_case(125, alias_forms, ARGV("python3", "--version"));
}

Test(bi_python_alias, bare_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    alias_case(125, alias_forms, ARGV("python3"));
}

Test(bi_python_alias, extra_argument_is_refused, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    alias_case(125, alias_forms, ARGV("python3", "-c", "print(1)", "x"));
}

Test(bi_python_alias, script_not_granted, .fini = fini)
{
    pyfix_setup(NULL, NULL);
    pyfix_write("report.py", "print(1)\n");
    char path[1024];
    snprintf(path, sizeof path, "%s/report.py", F.ws);
    char want[1200];
    snprintf(want, sizeof want,
             "strands-box-sock-alias: read Shell script %s: Permission denied (os error 13)\n",
             path);
    alias_case(125, want, ARGV("python3", path));
    char *log = pyfix_log();
    cr_assert_str_eq(log, "");
    cm_free(log);
}

Test(bi_python_alias, script_denied_by_deny_list, .fini = fini)
{
    pyfix_setup(NULL, "[agent.filesystem]\nread = [\"@WS@\"]\ndeny = [\"@WS@/secret\"]\n");
    pyfix_write("secret/report.py", "print(1)\n");
    char path[1024];
    snprintf(path, sizeof path, "%s/secret/report.py", F.ws);
    char want[1200];
    snprintf(want, sizeof want,
             "strands-box-sock-alias: read Shell script %s: Permission denied (os error 13)\n",
             path);
    alias_case(125, want, ARGV("python3", path));
}

Test(bi_python_alias, script_missing, .fini = fini)
{
    pyfix_setup(NULL, "[agent.filesystem]\nread = [\"@WS@\"]\n");
    char path[1024];
    snprintf(path, sizeof path, "%s/nope.py", F.ws);
    char want[1200];
    snprintf(want, sizeof want,
             "strands-box-sock-alias: read Shell script %s: No such file or directory (os error "
             "2)\n",
             path);
    alias_case(125, want, ARGV("python3", path));
}

Test(bi_python_alias, script_too_big, .fini = fini)
{
    pyfix_setup(NULL, "[agent.filesystem]\nread = [\"@WS@\"]\n");
    char *big = cm_alloc(70001);
    memset(big, '#', 70000);
    big[70000] = '\0';
    pyfix_write("big.py", big);
    cm_free(big);
    char path[1024];
    snprintf(path, sizeof path, "%s/big.py", F.ws);
    char want[1200];
    snprintf(want, sizeof want,
             "strands-box-sock-alias: Shell script %s is 70000 bytes; maximum is 65536\n", path);
    alias_case(125, want, ARGV("python3", path));
}
