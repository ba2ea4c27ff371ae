/* Unit tests for shell/vars.c and the command tables (shell/builtin.c, builtins/commands.c). */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "builtins/builtins.h"
#include "shell/builtin.h"
#include "shell/state.h"

static sh_state st;

static void
setup(void)
{
    cr_assert_eq(sh_state_init(&st, NULL), 0);
}

static void
teardown(void)
{
    sh_state_free(&st);
}

TestSuite(sh_vars, .init = setup, .fini = teardown);

Test(sh_vars, minimal_environment_is_exported)
{
    char **env = sh_var_environ(&st);
    cr_assert_not_null(env);
    size_t n = 0;
    for (; env[n]; n++) {
        cr_assert(strncmp(env[n], "HOME=", 5) == 0 || strncmp(env[n], "PATH=", 5) == 0 ||
                      strncmp(env[n], "PWD=", 4) == 0 || strncmp(env[n], "LANG=", 5) == 0 ||
                      strncmp(env[n], "TERM=", 5) == 0,
                  "unexpected %s", env[n]);
    }
    cr_assert_eq(n, 5);
    cr_assert_not_null(sh_var_get(&st, "IFS"));
}

Test(sh_vars, set_export_unset)
{
    cr_assert_eq(sh_var_set(&st, "A", "1"), 0);
    cr_assert_str_eq(sh_var_get(&st, "A"), "1");
    cr_assert_eq(sh_var_export(&st, "A"), 0);
    char **env = sh_var_environ(&st);
    int found = 0;
    for (size_t i = 0; env[i]; i++) {
        found |= strcmp(env[i], "A=1") == 0;
    }
    cr_assert(found);
    sh_var_unset(&st, "A");
    cr_assert_null(sh_var_get(&st, "A"));
}

Test(sh_vars, locals_restore_on_return)
{
    cr_assert_eq(sh_var_set(&st, "G", "global"), 0);
    sh_saved *base = st.locals;
    st.locals_base = st.locals;
    cr_assert_eq(sh_var_save_local(&st, "G"), 0);
    cr_assert_eq(sh_var_save_local(&st, "NEW"), 0);
    cr_assert_eq(sh_var_set(&st, "G", "local"), 0);
    cr_assert_eq(sh_var_set(&st, "NEW", "x"), 0);
    sh_var_restore_locals(&st, base);
    cr_assert_str_eq(sh_var_get(&st, "G"), "global");
    cr_assert_null(sh_var_get(&st, "NEW"));
}

Test(sh_vars, copy_is_independent)
{
    sh_state c;
    cr_assert_eq(sh_var_set(&st, "V", "parent"), 0);
    cr_assert_eq(sh_state_copy(&st, &c), 0);
    cr_assert_eq(sh_var_set(&c, "V", "child"), 0);
    cr_assert_str_eq(sh_var_get(&st, "V"), "parent");
    cr_assert_str_eq(sh_var_get(&c, "V"), "child");
    cr_assert_eq(c.subshell, 1);
    sh_state_free(&c);
}

Test(sh_vars, names)
{
    cr_assert(sh_is_name("_a1"));
    cr_assert_not(sh_is_name("1a"));
    cr_assert_not(sh_is_name("a-b"));
    cr_assert_not(sh_is_name(""));
}

Test(sh_vars, aliases_and_functions)
{
    cr_assert_eq(sh_alias_set(&st, "ll", "ls -l"), 0);
    cr_assert_str_eq(sh_alias_get(&st, "ll"), "ls -l");
    sh_alias_remove(&st, "ll");
    cr_assert_null(sh_alias_get(&st, "ll"));
    cr_assert_eq(sh_func_define(&st, "f", NULL), 0);
    cr_assert_not_null(sh_func_find(&st, "f"));
    sh_func_remove(&st, "f");
    cr_assert_null(sh_func_find(&st, "f"));
}

Test(sh_builtin, table_is_searchable)
{
    const char *names[] = {".",    ":",     "[",      "[[",    "alias",  "cd",    "echo",
                           "eval", "exit",  "export", "local", "printf", "pwd",   "read",
                           "set",  "shift", "source", "test",  "type",   "unset", "wait"};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        const sh_builtin *b = sh_builtin_find(names[i]);
        cr_assert_not_null(b, "%s", names[i]);
        cr_assert_str_eq(b->name, names[i]);
    }
    cr_assert_null(sh_builtin_find("ls"));
}

Test(bi_command, table_is_searchable)
{
    const char *names[] = {"cat",     "cp", "grep", "head", "ls",    "mkdir", "mv", "python",
                           "python3", "rm", "sort", "tail", "touch", "uniq",  "wc"};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        const bi_command *c = bi_command_find(names[i]);
        cr_assert_not_null(c, "%s", names[i]);
        cr_assert_str_eq(c->name, names[i]);
    }
    cr_assert_null(bi_command_find("echo"));
    cr_assert_null(bi_command_find("zzz"));
}
