/* Unit tests for policy/box.c: box.toml keys, checks and their exact errors. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "policy/policy.h"
#include "tests/unit/policy/box_fixture.h"

#define CFG "home/cfg/box.toml"

// Lines 1-5 of most configs: a valid box whose workspace is home/src/project.
#define HEAD                                                                                       \
    "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"policy.dw\"\n[agent]\n"                  \
    "workspace = \"@H@/src/project\"\n"

static void
setup(void)
{
    fx_setup();
    fx_write("home/cfg/policy.dw", "");
}

// Load text as CFG; expect failure with "<CFG>:<want>" and an untouched tree.
static void
check_bad_at(const char *cfg, const char *text, const char *want)
{
    fx_write(cfg, text);
    cm_buf before;
    cm_buf after;
    fx_snapshot(&before);
    pol_box b;
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = pol_box_load(cfg, &b, &err);
    cm_buf exp;
    cm_buf_init(&exp, 0);
    cr_assert_eq(cm_buf_printf(&exp, "%s:%s", cfg, fx_sub(want)), 0);
    cr_assert_eq(rc, -1, "loaded; expected %s", cm_buf_str(&exp));
    cr_assert_str_eq(cm_buf_str(&err), cm_buf_str(&exp));
    fx_snapshot(&after);
    cr_assert_str_eq(cm_buf_str(&before), cm_buf_str(&after), "the disk changed");
    pol_box_free(&b);
    cm_buf_free(&err);
    cm_buf_free(&exp);
    cm_buf_free(&before);
    cm_buf_free(&after);
}

static void
check_bad(const char *text, const char *want)
{
    check_bad_at(CFG, text, want);
}

static void
load_ok(const char *text, pol_box *b)
{
    fx_write(CFG, text);
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = pol_box_load(CFG, b, &err);
    cr_assert_eq(rc, 0, "error: %s", cm_buf_str(&err));
    cm_buf_free(&err);
}

TestSuite(pol_box, .init = setup, .fini = fx_teardown);

Test(pol_box, minimal_box_and_defaults)
{
    pol_box b;
    load_ok(HEAD, &b);
    cr_assert_str_eq(b.name, "t");
    cr_assert_str_eq(b.box_dir, fx_sub("@H@/boxes/b1"));
    cr_assert_str_eq(b.policy_path, fx_sub("@H@/cfg/policy.dw"));
    cr_assert_str_eq(b.config_path, fx_sub("@H@/cfg/box.toml"));
    cr_assert_str_eq(b.workspace, fx_sub("@H@/src/project"));
    cr_assert_str_eq(b.operator_home, fx_home());
    cr_assert_str_eq(b.agent_home, fx_home());
    cr_assert_eq(b.limits.run_seconds, 120);
    cr_assert_eq(b.limits.deadline_seconds, 305);
    cr_assert_eq(b.limits.host_calls, 10000);
    cr_assert_eq(b.limits.sleep_seconds, 180);
    cr_assert_eq(b.limits.alloc_bytes, 128u << 20);
    cr_assert_eq(b.limits.urandom_bytes, 1u << 20);
    cr_assert_eq(b.limits.fetch_bytes, 1u << 20);
    cr_assert_eq(b.limits.fetch_seconds, 60);
    struct stat st;
    cr_assert_eq(stat(fx_abs("home/cfg/box.toml"), &st), 0);
    cr_assert_eq(b.config_ino, st.st_ino);
    cr_assert_eq(stat(fx_abs("home/cfg/policy.dw"), &st), 0);
    cr_assert_eq(b.policy_ino, st.st_ino);
    cr_assert_eq(b.have_policy_id, 1);
    struct stat bs;
    cr_assert_neq(stat(fx_abs("home/boxes/b1"), &bs), 0, "load created box_dir");
    pol_box_free(&b);
}

Test(pol_box, everything_set)
{
    fx_mkdir("home/tools");
    fx_write("home/tools/run.py", "print(1)\n");
    pol_box b;
    load_ok(HEAD
            "command = [\"/bin/sh\", \"-c\"]\nenv = { HOME = \"@H@/agent\", TERM = \"xterm\" }\n"
            "[agent.filesystem]\nread = [\"~/tools\"]\nread_file = [\"~/src/project/notes.txt\"]\n"
            "list = [\"~/src/project\"]\n"
            "[python]\nrun_seconds = 5\ndeadline_seconds = 7.5\nhost_calls = 50\n"
            "alloc_bytes = 1_048_576\n[egress.resolve]\n\"api.example.com\" = \"192.0.2.7\"\n",
            &b);
    cr_assert_str_eq(b.agent_home, fx_sub("@H@/agent"));
    cr_assert_str_eq(b.program, "/bin/sh");
    cr_assert_str_eq(b.env[0], fx_sub("HOME=@H@/agent"));
    cr_assert_str_eq(b.env[1], "TERM=xterm");
    cr_assert_null(b.env[2]);
    cr_assert_eq(b.n_grants, 3);
    cr_assert_str_eq(b.grants[0].list, "read");
    cr_assert_str_eq(b.grants[0].path, "~/tools");
    cr_assert_str_eq(b.grants[0].abs, fx_sub("@H@/tools"));
    cr_assert_str_eq(b.grants[2].list, "list");
    cr_assert_eq(b.limits.run_seconds, 5);
    cr_assert_eq(b.limits.deadline_seconds, 7.5);
    cr_assert_eq(b.limits.host_calls, 50);
    cr_assert_eq(b.limits.alloc_bytes, 1048576);
    cr_assert_eq(b.limits.sleep_seconds, 180);
    cr_assert_eq(b.n_pins, 1);
    cr_assert_str_eq(b.pins[0].host, "api.example.com");
    cr_assert_str_eq(b.pins[0].addr, "192.0.2.7");
    pol_box_free(&b);
}

Test(pol_box, no_policy_key_and_default_workspace)
{
    fx_mkdir("home/src/other");
    cr_assert_eq(chdir(fx_abs("home/src/other")), 0);
    pol_box b;
    fx_write(CFG, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n");
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_box_load(fx_abs(CFG), &b, &err), 0, "%s", cm_buf_str(&err));
    cr_assert_null(b.policy_path);
    cr_assert_eq(b.have_policy_id, 0);
    cr_assert_str_eq(b.workspace, fx_sub("@H@/src/other"));
    pol_box_free(&b);
    cm_buf_free(&err);
}

Test(pol_box, box_dir_is_canonicalised)
{
    fx_symlink("@H@/boxes", "home/boxlink");
    pol_box b;
    load_ok(
        "name = \"t\"\nbox_dir = \"@H@/boxlink/b1/\"\n[agent]\nworkspace = \"@H@/src/project\"\n",
        &b);
    cr_assert_str_eq(b.box_dir, fx_sub("@H@/boxes/b1"));
    pol_box_free(&b);
}

// --- malformed configs: exact error, nothing on disk changed ---

#define BAD(tname, text, want)                                                                     \
    Test(pol_box, tname)                                                                           \
    {                                                                                              \
        check_bad(text, want);                                                                     \
    }

BAD(issue12_log_unknown_key, HEAD "[log]\nmax_byte = 300000\n",
    "7:1: unknown key `max_byte` in [log]; did you mean `max_bytes`?")
BAD(issue12_log_string, HEAD "[log]\nmax_bytes = \"1G\"\n",
    "7:13: `log.max_bytes` must be an integer, not a string")
BAD(issue12_log_too_small, HEAD "[log]\nmax_bytes = 4096\n",
    "7:13: `log.max_bytes` must be at least 262144 bytes")
BAD(issue12_shell_unknown_key, HEAD "[shell]\nrun_second = 3\n",
    "7:1: unknown key `run_second` in [shell]; did you mean `run_seconds`?")
BAD(issue12_shell_negative, HEAD "[shell]\ncommand_seconds = -1\n",
    "7:19: `shell.command_seconds` must be a positive number of seconds")
BAD(issue12_shell_string, HEAD "[shell]\nrun_seconds = \"3\"\n",
    "7:15: `shell.run_seconds` must be a number, not a string")

Test(pol_box, issue12_log_and_shell_limits)
{
    pol_box b;
    load_ok(HEAD "[log]\nmax_bytes = 1_048_576\n[shell]\nrun_seconds = 2.5\ncommand_seconds = 1\n",
            &b);
    cr_assert_eq(b.limits.log_max_bytes, 1048576);
    cr_assert_eq(b.limits.shell_run_seconds, 2.5);
    cr_assert_eq(b.limits.shell_command_seconds, 1);
    pol_box_free(&b);
    load_ok(HEAD, &b);
    cr_assert_eq(b.limits.log_max_bytes, (uint64_t)256 << 20);
    cr_assert_eq(b.limits.shell_run_seconds, 120);
    cr_assert_eq(b.limits.shell_command_seconds, 30);
    pol_box_free(&b);
}

// --- [egress] ca_file (issue 20) ---

#define PEM "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"

Test(pol_box, issue20_ca_file)
{
    pol_box b;
    load_ok(HEAD, &b);
    cr_assert_null(b.ca_file); // the system store
    pol_box_free(&b);
    // relative to box.toml's directory, as `policy` is; kept canonical
    fx_write("home/cfg/ca.pem", "# a comment first\n" PEM);
    load_ok(HEAD "[egress]\nca_file = \"./ca.pem\"\n", &b);
    cr_assert_str_eq(b.ca_file, fx_sub("@H@/cfg/ca.pem"));
    struct stat st;
    cr_assert_eq(stat(fx_abs("home/cfg/ca.pem"), &st), 0);
    cr_assert_eq(b.ca_ino, st.st_ino);
    pol_box_free(&b);
    fx_mkdir("home/tls");
    fx_write("home/tls/bundle.crt", PEM);
    fx_symlink("@H@/tls", "home/tlslink");
    load_ok(HEAD "[egress]\nca_file = \"@H@/tlslink/bundle.crt\"\n"
                 "resolve = { \"api.box.test\" = \"127.0.0.1\" }\n",
            &b);
    cr_assert_str_eq(b.ca_file, fx_sub("@H@/tls/bundle.crt"));
    cr_assert_eq(b.n_pins, 1);
    pol_box_free(&b);
}

BAD(issue20_ca_file_unknown_key, HEAD "[egress]\nca_flie = \"ca.pem\"\n",
    "7:1: unknown key `ca_flie` in [egress]; did you mean `ca_file`?")
BAD(issue20_ca_file_not_a_string, HEAD "[egress]\nca_file = [\"ca.pem\"]\n",
    "7:11: `egress.ca_file` must be a string, not an array")
BAD(issue20_ca_file_empty, HEAD "[egress]\nca_file = \"\"\n",
    "7:11: `egress.ca_file` is empty; name a CA bundle file")
BAD(issue20_ca_file_missing, HEAD "[egress]\nca_file = \"none.pem\"\n",
    "7:11: CA file @H@/cfg/none.pem cannot be read: No such file or directory")
BAD(issue20_ca_file_directory, HEAD "[egress]\nca_file = \"../src/\"\n",
    "7:11: CA file @H@/src is not a regular file")

Test(pol_box, issue20_ca_file_not_pem)
{
    fx_write("home/cfg/ca.der", "0\x82\x01\x0a not text");
    check_bad(HEAD "[egress]\nca_file = \"ca.der\"\n",
              "7:11: CA file @H@/cfg/ca.der holds no PEM certificate (no `-----BEGIN "
              "CERTIFICATE-----` in its first 64 KiB)");
}

Test(pol_box, issue20_ca_file_unreadable)
{
    if (geteuid() == 0) {
        cr_skip_test("root reads a file whatever its mode");
    }
    fx_write("home/cfg/ca.pem", PEM);
    cr_assert_eq(chmod(fx_abs("home/cfg/ca.pem"), 0), 0);
    check_bad(HEAD "[egress]\nca_file = \"ca.pem\"\n",
              "7:11: CA file @H@/cfg/ca.pem cannot be read: Permission denied");
}

BAD(issue15_box_unknown_key, HEAD "[box]\nkernel_confinment = \"off\"\n",
    "7:1: unknown key `kernel_confinment` in [box]; did you mean `kernel_confinement`?")
BAD(issue15_box_not_a_string, HEAD "[box]\nkernel_confinement = false\n",
    "7:22: `box.kernel_confinement` must be a string, not a boolean")
BAD(issue15_box_bad_value, HEAD "[box]\nkernel_confinement = \"best-effort\"\n",
    "7:22: `box.kernel_confinement` must be \"required\" or \"off\", not \"best-effort\"")

Test(pol_box, issue15_kernel_confinement)
{
    pol_box b;
    load_ok(HEAD, &b);
    cr_assert_eq(b.kernel_confinement, 1); // default "required" (issue 15)
    pol_box_free(&b);
    load_ok(HEAD "[box]\nkernel_confinement = \"off\"\n", &b);
    cr_assert_eq(b.kernel_confinement, 0);
    pol_box_free(&b);
    load_ok(HEAD "[box]\nkernel_confinement = \"required\"\n", &b);
    cr_assert_eq(b.kernel_confinement, 1);
    pol_box_free(&b);
}

BAD(issue12_memory_bytes_too_small, HEAD "[box]\nmemory_bytes = 1000\n",
    "7:16: `box.memory_bytes` must be at least 16777216 bytes")
BAD(issue12_memory_bytes_not_an_integer, HEAD "[box]\nmemory_bytes = \"1G\"\n",
    "7:16: `box.memory_bytes` must be an integer, not a string")

Test(pol_box, issue12_memory_bytes)
{
    pol_box b;
    load_ok(HEAD, &b);
    cr_assert_eq(b.limits.memory_bytes, (uint64_t)1 << 30); // 1 GiB by default
    pol_box_free(&b);
    load_ok(HEAD "[box]\nmemory_bytes = 33_554_432\n", &b);
    cr_assert_eq(b.limits.memory_bytes, 33554432);
    pol_box_free(&b);
}

Test(pol_box, issue15_agent_command_array)
{
    pol_box b;
    load_ok(HEAD "command = [\"/bin/sh\", \"agent.sh\", \"--x\"]\n", &b);
    cr_assert_str_eq(b.program, "/bin/sh");
    cr_assert_not_null(b.command);
    cr_assert_str_eq(b.command[0], "/bin/sh");
    cr_assert_str_eq(b.command[1], "agent.sh");
    cr_assert_str_eq(b.command[2], "--x");
    cr_assert_null(b.command[3]);
    pol_box_free(&b);
    load_ok(HEAD, &b);
    cr_assert_null(b.command);
    pol_box_free(&b);
}

BAD(unknown_root_key, "nmae = \"t\"\n", "1:1: unknown key `nmae`; did you mean `name`?")
BAD(unknown_agent_key, HEAD "workspce = \"/x\"\n",
    "6:1: unknown key `workspce` in [agent]; did you mean `workspace`?")
BAD(unknown_filesystem_key, HEAD "[agent.filesystem]\nreed = []\n",
    "7:1: unknown key `reed` in [agent.filesystem]; did you mean `read`?")
BAD(unknown_python_key, HEAD "[python]\nrun_second = 3\n",
    "7:1: unknown key `run_second` in [python]; did you mean `run_seconds`?")
BAD(unknown_egress_key, HEAD "[egress]\nresolv = {}\n",
    "7:1: unknown key `resolv` in [egress]; did you mean `resolve`?")
BAD(unknown_table, HEAD "[telemetry]\n", "6:1: unknown key `telemetry`; did you mean `name`?")
BAD(missing_name, "box_dir = \"@H@/boxes/b1\"\n", "1:1: missing required key `name`")
BAD(missing_box_dir, "name = \"t\"\n", "1:1: missing required key `box_dir`")
BAD(name_not_string, "name = 3\n", "1:8: `name` must be a string, not an integer")
BAD(name_with_slash, "name = \"a/b\"\nbox_dir = \"@H@/boxes/b1\"\n",
    "1:8: box name \"a/b\" is invalid: it contains '/'; use one component of letters, digits, '.', '_', or '-'")
BAD(name_too_long, "name = \"abcdefghijabcdefghijabcdefghijabc\"\nbox_dir = \"@H@/boxes/b1\"\n",
    "1:8: box name \"abcdefghijabcdefghijabcdefghijabc\" is invalid: it is 33 bytes, more than 32; use one component of letters, digits, '.', '_', or '-'")
BAD(name_empty, "name = \"\"\nbox_dir = \"@H@/boxes/b1\"\n",
    "1:8: box name \"\" is invalid: it is empty; use one component of letters, digits, '.', '_', or '-'")
BAD(name_dotdot, "name = \"..\"\nbox_dir = \"@H@/boxes/b1\"\n",
    "1:8: box name \"..\" is invalid: it is `.` or `..`; use one component of letters, digits, '.', '_', or '-'")
BAD(box_dir_relative, "name = \"t\"\nbox_dir = \"boxes/b1\"\n",
    "2:11: `box_dir` \"boxes/b1\" must be an absolute path")
BAD(box_dir_not_string, "name = \"t\"\nbox_dir = [\"/x\"]\n",
    "2:11: `box_dir` must be a string, not an array")
BAD(box_dir_parent_missing, "name = \"t\"\nbox_dir = \"@H@/nowhere/b1\"\n",
    "2:11: the box directory's parent does not exist; create it, because Box creates no directory above the one `box_dir` names")
BAD(box_dir_inside_workspace,
    "name = \"t\"\nbox_dir = \"@H@/src/project/state\"\n[agent]\nworkspace = \"@H@/src/project\"\n",
    "2:11: `box_dir` @H@/src/project/state is equal to or below the agent's workspace @H@/src/project")
BAD(box_dir_is_workspace,
    "name = \"t\"\nbox_dir = \"@H@/src/project\"\n[agent]\nworkspace = \"@H@/src/project\"\n",
    "2:11: `box_dir` @H@/src/project is equal to or below the agent's workspace @H@/src/project")
BAD(box_dir_is_a_file, "name = \"t\"\nbox_dir = \"@H@/src/project/notes.txt\"\n",
    "2:11: `box_dir` @H@/src/project/notes.txt exists and is not a directory")
BAD(policy_missing, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"nope.dw\"\n",
    "3:10: policy file @H@/cfg/nope.dw cannot be read: No such file or directory")
BAD(policy_not_string, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = true\n",
    "3:10: `policy` must be a string, not a boolean")
BAD(agent_not_table, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\nagent = 1\n",
    "3:9: `agent` must be a table, not an integer")
BAD(workspace_relative, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n[agent]\nworkspace = \"src\"\n",
    "4:13: `workspace` \"src\" must be an absolute path")
BAD(workspace_missing,
    "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n[agent]\nworkspace = \"@H@/src/gone\"\n",
    "4:13: the workspace directory @H@/src/gone does not exist")
BAD(workspace_not_canonical,
    "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n[agent]\nworkspace = \"@H@/src/./project\"\n",
    "4:13: the workspace directory is @H@/src/./project but resolves to @H@/src/project; the interpreters would name one directory with two strings")
BAD(workspace_is_home, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n[agent]\nworkspace = \"@H@\"\n",
    "4:13: the workspace @H@ is the operator home; name a directory below it, because a workspace at the home would put every file of the operator in reach")
BAD(workspace_is_file,
    "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\n[agent]\nworkspace = \"@H@/src/project/notes.txt\"\n",
    "4:13: the workspace @H@/src/project/notes.txt is not a directory")
BAD(env_home_relative, HEAD "env = { HOME = \"agent\" }\n",
    "6:16: `env.HOME` \"agent\" must be an absolute path")
BAD(env_refused_name, HEAD "env = { LD_PRELOAD = \"/x.so\" }\n",
    "6:9: `env` name \"LD_PRELOAD\" is set by the box itself, so a table cannot claim it")
BAD(env_value_not_string, HEAD "[agent.env]\nDEBUG = 1\n",
    "7:9: `env.DEBUG` must be a string, not an integer")
BAD(env_home_in_box_dir, HEAD "env = { HOME = \"@H@/boxes/b1/home\" }\n",
    "2:11: `env.HOME` is @H@/boxes/b1/home, which lies in trusted Box state. The box directory holds `bin`, `run`, `trust`, and `private`, and none of them is a home. Name a directory outside it, or omit `env.HOME` for the operator's own home")
BAD(fs_relative, HEAD "[agent.filesystem]\nread = [\"src\"]\n",
    "7:9: `filesystem.read` path \"src\" must be absolute or start with `~/`, so a checked-in configuration holds in every clone")
BAD(fs_pattern, HEAD "[agent.filesystem]\nread = [\"~/src/*\"]\n",
    "7:9: `filesystem.read` path \"~/src/*\" must be exact and contain no pattern or control character")
BAD(fs_dotdot, HEAD "[agent.filesystem]\nwrite = [\"~/src/../cfg\"]\n",
    "7:10: `filesystem.write` path \"~/src/../cfg\" carries `..`; name the path it means")
BAD(fs_missing, HEAD "[agent.filesystem]\nread = [\"~/gone\"]\n",
    "7:9: ~/gone is not there: No such file or directory (os error 2). A grant on a path that does not exist grants nothing and says so nowhere")
BAD(fs_not_canonical, HEAD "[agent.filesystem]\nread = [\"~/src/\"]\n",
    "7:9: ~/src/ is not the path the kernel checks, which is @H@/src. A grant carries the identity it acts on, so name that path instead")
BAD(fs_duplicate, HEAD "[agent.filesystem]\nread = [\"~/src\", \"~/src\"]\n",
    "7:18: `filesystem.read` path ~/src is duplicated")
BAD(fs_nested, HEAD "[agent.filesystem]\nread = [\"~/src\", \"~/src/project\"]\n",
    "7:18: ~/src/project lies inside ~/src, granted by `read`. The union is the wider grant, so the narrower one enforces nothing it appears to")
BAD(fs_read_file_dir, HEAD "[agent.filesystem]\nread_file = [\"~/src\"]\n",
    "7:14: ~/src is a directory; `read_file` names one file, and a tree belongs in `read`")
BAD(fs_list_file, HEAD "[agent.filesystem]\nlist = [\"~/src/project/notes.txt\"]\n",
    "7:9: ~/src/project/notes.txt is a file, and `list` enumerates a directory tree")
BAD(fs_exec_not_executable, HEAD "[agent.filesystem]\nexec = [\"~/src/project/notes.txt\"]\n",
    "7:9: ~/src/project/notes.txt is not an executable regular file")
BAD(fs_list_not_array, HEAD "[agent.filesystem]\nread = \"~/src\"\n",
    "7:8: `filesystem.read` must be an array, not a string")
BAD(fs_entry_not_string, HEAD "[agent.filesystem]\nread = [1]\n",
    "7:9: `filesystem.read` entries must be strings, not an integer")
BAD(python_negative, HEAD "[python]\nrun_seconds = -1\n",
    "7:15: `python.run_seconds` must be a positive number of seconds")
BAD(python_float_count, HEAD "[python]\nhost_calls = 1.5\n",
    "7:14: `python.host_calls` must be an integer, not a float")
BAD(python_string, HEAD "[python]\nsleep_seconds = \"3\"\n",
    "7:17: `python.sleep_seconds` must be a number, not a string")
BAD(issue20_fetch_seconds_zero, HEAD "[python]\nfetch_seconds = 0\n",
    "7:17: `python.fetch_seconds` must be a positive number of seconds")
BAD(issue20_fetch_seconds_string, HEAD "[python]\nfetch_seconds = \"1s\"\n",
    "7:17: `python.fetch_seconds` must be a number, not a string")

Test(pol_box, issue20_fetch_seconds)
{
    pol_box b;
    load_ok(HEAD "[python]\nfetch_seconds = 2.5\nsleep_seconds = 9\n", &b);
    cr_assert_eq(b.limits.fetch_seconds, 2.5);
    cr_assert_eq(b.limits.sleep_seconds, 9);
    pol_box_free(&b);
}
BAD(egress_bad_address, HEAD "[egress.resolve]\n\"api.example.com\" = \"not-an-ip\"\n",
    "7:21: `egress.resolve.api.example.com` must be an IP address, not \"not-an-ip\"")
BAD(egress_bad_host, HEAD "[egress.resolve]\n\"API.example.com\" = \"192.0.2.1\"\n",
    "7:1: `egress.resolve` host \"API.example.com\" must be a lower-case host name")
BAD(duplicate_key, HEAD "workspace = \"@H@/src\"\n",
    "6:1: duplicate key `workspace` (first set at line 5)")
BAD(duplicate_table, HEAD "[agent]\n", "6:1: table [agent] is defined twice (first at line 4)")
BAD(bad_escape, "name = \"a\\qb\"\n", "1:10: invalid escape `\\q` in a string")
BAD(truncated, "name = \"t\"\nbox_dir = \"@H@/bo", "2:11: unterminated string")
BAD(truncated_table, HEAD "[agent.filesys",
    "6:15: expected `]` to close the table header [agent.filesys, found the end of the file")

Test(pol_box, config_inside_box_dir)
{
    fx_mkdir("home/boxes/b1");
    fx_write("home/boxes/b1/policy.dw", "");
    check_bad_at(
        "home/boxes/b1/box.toml", HEAD,
        "2:11: configuration source @H@/boxes/b1/box.toml is inside `box_dir` @H@/boxes/b1");
}

Test(pol_box, policy_inside_box_dir)
{
    fx_mkdir("home/boxes/b1");
    fx_write("home/boxes/b1/p.dw", "");
    check_bad("name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"@H@/boxes/b1/p.dw\"\n[agent]\n"
              "workspace = \"@H@/src/project\"\n",
              "3:10: policy source @H@/boxes/b1/p.dw is inside `box_dir` @H@/boxes/b1");
}

Test(pol_box, box_dir_is_a_symlink)
{
    fx_symlink("@H@/src", "home/boxes/b1");
    check_bad(HEAD,
              "2:11: `box_dir` @H@/boxes/b1 is a symbolic link; name the directory it points at");
}

Test(pol_box, fs_symlink_entry)
{
    fx_symlink("@H@/src", "home/srclink");
    check_bad(
        HEAD "[agent.filesystem]\nread = [\"~/srclink\"]\n",
        "7:9: ~/srclink is a symbolic link. A grant carries the identity the kernel checks, so a link renders a rule that matches nothing; name what it points at");
}

Test(pol_box, missing_config_file)
{
    pol_box b;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_box_load("home/cfg/none.toml", &b, &err), -1);
    cr_assert_str_eq(
        cm_buf_str(&err),
        "home/cfg/none.toml:1:1: cannot read the configuration: No such file or directory");
    cm_buf_free(&err);
}

BAD(fs_inside_deny, HEAD "[agent.filesystem]\ndeny = [\"~/src\"]\nread = [\"~/src/project\"]\n",
    "8:9: ~/src/project is at or inside ~/src, which no grant reaches. The grant would render and reach nothing, so it is refused rather than left enforcing nothing")
BAD(fs_inside_config_dir, HEAD "[agent.filesystem]\nread_file = [\"~/cfg/policy.dw\"]\n",
    "7:14: ~/cfg/policy.dw is at or inside @H@/cfg, which no grant reaches. The grant would render and reach nothing, so it is refused rather than left enforcing nothing")

Test(pol_box, fs_inside_box_dir)
{
    fx_mkdir("home/boxes/b1/bin");
    check_bad(
        HEAD "[agent.filesystem]\nexec = [\"~/boxes/b1/bin\"]\n",
        "7:9: ~/boxes/b1/bin is at or inside @H@/boxes/b1, which no grant reaches. The grant would render and reach nothing, so it is refused rather than left enforcing nothing");
}

Test(pol_box, agent_may)
{
    fx_mkdir("home/tools/sub");
    fx_mkdir("home/tools/private");
    fx_write("home/tools/sub/a.py", "print(1)\n");
    fx_write("home/src/project/b.py", "print(2)\n");
    fx_mkdir("home/boxes/b1");
    pol_box b;
    load_ok(HEAD "[agent.filesystem]\nread = [\"~/tools\"]\nread_file = [\"~/src/project/b.py\"]\n"
                 "deny = [\"~/tools/private\"]\nlist = [\"~/src/project\"]\n",
            &b);
    cr_assert(pol_box_agent_may(&b, fx_sub("@H@/tools/sub/a.py"), "read"));
    cr_assert(pol_box_agent_may(&b, fx_sub("@H@/src/project/b.py"), "read"));
    cr_assert(pol_box_agent_may(&b, fx_sub("@H@/tools/sub/a.py"), "metadata"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/tools/private/k"), "read"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/boxes/b1/private/decisions.jsonl"), "read"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/cfg/box.toml"), "read"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/cfg"), "list"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/src/project/notes.txt"), "read"));
    cr_assert(pol_box_agent_may(&b, fx_sub("@H@/src/project"), "list"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/tools/sub/a.py"), "write"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/tools/sub/a.py"), "exec"));
    cr_assert_not(pol_box_agent_may(&b, "/etc/passwd", "read"));
    pol_box_free(&b);
}

Test(pol_box, agent_may_never_reaches_box_state)
{
    fx_mkdir("home/boxes/b1/private");
    fx_write("home/boxes/other.py", "print(1)\n");
    pol_box b;
    load_ok(HEAD "[agent.filesystem]\nread = [\"~/boxes\"]\n", &b);
    cr_assert(pol_box_agent_may(&b, fx_sub("@H@/boxes/other.py"), "read"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/boxes/b1"), "list"));
    cr_assert_not(pol_box_agent_may(&b, fx_sub("@H@/boxes/b1/private/decisions.jsonl"), "read"));
    pol_box_free(&b);
}

// issue 12: box.toml's operator_home wins over $HOME, and must be canonical.
Test(pol_box, issue12_operator_home_key)
{
    fx_mkdir("other");
    cr_assert_eq(setenv("HOME", fx_abs("other"), 1), 0);
    pol_box b;
    load_ok("operator_home = \"@H@\"\n" HEAD, &b);
    cr_assert_str_eq(b.operator_home, fx_home());
    cr_assert_eq(b.operator_home_from_config, 1);
    pol_box_free(&b);
    fx_symlink("@H@", "homelink");
    check_bad("operator_home = \"@R@/homelink\"\n" HEAD,
              "1:17: `operator_home` is @R@/homelink but resolves to @H@; policy would name one "
              "directory with two strings");
    check_bad("operator_home = \"home\"\n" HEAD,
              "1:17: `operator_home` home is not an absolute path");
    check_bad("operator_home = \"@R@/none\"\n" HEAD,
              "1:17: `operator_home` @R@/none cannot be resolved: No such file or directory");
    check_bad("operator_home = \"@H@/src/project/notes.txt\"\n" HEAD,
              "1:17: `operator_home` @H@/src/project/notes.txt is not a directory");
}

// issue 12: the anchors replace $HOME and the current directory (the alias route).
Test(pol_box, issue12_anchors_replace_environment)
{
    fx_mkdir("other");
    cr_assert_eq(setenv("HOME", "/", 1), 0);
    cr_assert_eq(chdir("/"), 0);
    fx_write(CFG, "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"policy.dw\"\n");
    char home[4097];
    char ws[4097];
    snprintf(home, sizeof home, "%s", fx_home());
    snprintf(ws, sizeof ws, "%s", fx_abs("home/src/project"));
    pol_box_anchors a = {home, ws};
    pol_box b;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_box_load_with(fx_abs(CFG), &a, &b, &err), 0, "%s", cm_buf_str(&err));
    cr_assert_str_eq(b.operator_home, home);
    cr_assert_str_eq(b.workspace, ws);
    cr_assert_eq(b.operator_home_from_config, 0);
    pol_box_free(&b);
    pol_box_anchors bad = {"/tmp/../tmp", ws};
    cr_assert_eq(pol_box_load_with(fx_abs(CFG), &bad, &b, &err), -1);
    cr_assert(strstr(cm_buf_str(&err), "the recorded operator home /tmp/../tmp is not") ||
                  strstr(cm_buf_str(&err), "resolves to /tmp"),
              "%s", cm_buf_str(&err));
    cm_buf_free(&err);
}

// issue 12: the alias record, written and read back; a record others may write is refused.
Test(pol_box, issue12_alias_record_round_trip)
{
    pol_box b;
    load_ok(HEAD, &b);
    cm_buf text;
    cm_buf_init(&text, 0);
    cr_assert_eq(pol_alias_record_format(&b, &text), 0);
    fx_mkdir("home/boxes/b1/private");
    fx_write("home/boxes/b1/private/alias.toml", cm_buf_str(&text));
    cr_assert_eq(chmod(fx_abs("home/boxes/b1/private/alias.toml"), 0600), 0);
    pol_alias_record r;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_alias_record_read(b.box_dir, &r, &err), 0, "%s", cm_buf_str(&err));
    cr_assert_str_eq(r.config, b.config_path);
    cr_assert_str_eq(r.operator_home, b.operator_home);
    cr_assert_str_eq(r.workspace, b.workspace);
    pol_alias_record_free(&r);
    cr_assert_eq(chmod(fx_abs("home/boxes/b1/private/alias.toml"), 0622), 0);
    cr_assert_eq(pol_alias_record_read(b.box_dir, &r, &err), -1);
    cr_assert(strstr(cm_buf_str(&err), "is not owned by this user alone"), "%s", cm_buf_str(&err));
    cr_assert_null(r.config);
    fx_write("home/boxes/b1/private/alias.toml",
             "config = \"/a\"\noperator_home = \"/b\"\nworkspace = \"/c\"\nextra = \"/d\"\n");
    cr_assert_eq(chmod(fx_abs("home/boxes/b1/private/alias.toml"), 0600), 0);
    cr_assert_eq(pol_alias_record_read(b.box_dir, &r, &err), -1);
    cr_assert(strstr(cm_buf_str(&err), "holds a key other than"), "%s", cm_buf_str(&err));
    fx_write("home/boxes/b1/private/alias.toml", "config = \"rel\"\n");
    cr_assert_eq(pol_alias_record_read(b.box_dir, &r, &err), -1);
    cr_assert(strstr(cm_buf_str(&err), "as an absolute string"), "%s", cm_buf_str(&err));
    cr_assert_eq(unlink(fx_abs("home/boxes/b1/private/alias.toml")), 0);
    fx_symlink("@H@/cfg/box.toml", "home/boxes/b1/private/alias.toml");
    cr_assert_eq(pol_alias_record_read(b.box_dir, &r, &err), -1);
    pol_box_free(&b);
    cm_buf_free(&text);
    cm_buf_free(&err);
}
