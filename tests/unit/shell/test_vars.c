/* Unit tests for shell/vars.c and the command tables (shell/builtin.c, builtins/commands.c). */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
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

Test(sh_vars, arrays_are_sparse_and_sorted)
{
    cr_assert_eq(sh_arr_set(&st, "A", 5, "five"), 0);
    cr_assert_eq(sh_arr_set(&st, "A", 1, "one"), 0);
    cr_assert_eq(sh_arr_set(&st, "A", 3, "three"), 0);
    const sh_var *v = sh_var_find(&st, "A");
    cr_assert(v->array);
    cr_assert_eq(v->n_elems, 3);
    cr_assert_eq(v->elems[0].idx, 1);
    cr_assert_eq(v->elems[2].idx, 5);
    cr_assert_str_eq(sh_arr_get(&st, "A", 3), "three");
    cr_assert_null(sh_arr_get(&st, "A", 2));
    cr_assert_null(sh_var_get(&st, "A")); // $A is ${A[0]}, unset here
    cr_assert_str_eq(sh_arr_get(&st, "A", -1), "five");
    cr_assert_eq(sh_arr_next(&st, "A"), 6);
    cr_assert_eq(sh_arr_unset(&st, "A", 3), 0);
    cr_assert_null(sh_arr_get(&st, "A", 3));
    cr_assert_eq(sh_var_find(&st, "A")->n_elems, 2);
}

Test(sh_vars, scalar_becomes_element_zero)
{
    cr_assert_eq(sh_var_set(&st, "S", "zero"), 0);
    cr_assert_str_eq(sh_arr_get(&st, "S", 0), "zero");
    cr_assert_eq(sh_arr_next(&st, "S"), 1);
    cr_assert_eq(sh_arr_set(&st, "S", 2, "two"), 0);
    cr_assert_str_eq(sh_var_get(&st, "S"), "zero");
    cr_assert_eq(sh_var_set(&st, "S", "new"), 0); // sets element 0
    cr_assert_str_eq(sh_arr_get(&st, "S", 0), "new");
    cr_assert_str_eq(sh_arr_get(&st, "S", 2), "two");
    cr_assert_eq(sh_arr_make(&st, "S", 1), 0);
    cr_assert_eq(sh_var_find(&st, "S")->n_elems, 0);
}

Test(sh_vars, bad_negative_subscript_is_refused)
{
    cr_redirect_stderr();
    cr_assert_eq(sh_arr_set(&st, "N", -1, "x"), SH_VAR_BADSUB);
    cr_assert_null(sh_var_find(&st, "N"));
}

Test(sh_vars, readonly_refuses_every_change)
{
    cr_redirect_stderr();
    cr_assert_eq(sh_var_set(&st, "R", "1"), 0);
    sh_var_declare(&st, "R")->readonly = 1;
    cr_assert_eq(sh_var_set(&st, "R", "2"), SH_VAR_READONLY);
    cr_assert_eq(sh_arr_set(&st, "R", 1, "2"), SH_VAR_READONLY);
    cr_assert_eq(sh_arr_make(&st, "R", 1), SH_VAR_READONLY);
    cr_assert_eq(sh_var_unset(&st, "R"), SH_VAR_READONLY);
    cr_assert_str_eq(sh_var_get(&st, "R"), "1");
    cr_assert_null(sh_arr_get(&st, "R", 1));
}

Test(sh_vars, local_array_restored_whole)
{
    cr_assert_eq(sh_arr_set(&st, "L", 0, "g0"), 0);
    cr_assert_eq(sh_arr_set(&st, "L", 4, "g4"), 0);
    sh_saved *base = st.locals;
    st.locals_base = st.locals;
    cr_assert_eq(sh_var_save_local(&st, "L"), 0);
    cr_assert_eq(sh_arr_make(&st, "L", 1), 0);
    cr_assert_eq(sh_arr_set(&st, "L", 1, "in"), 0);
    sh_var_restore_locals(&st, base);
    const sh_var *v = sh_var_find(&st, "L");
    cr_assert(v->array);
    cr_assert_eq(v->n_elems, 2);
    cr_assert_str_eq(sh_arr_get(&st, "L", 4), "g4");
    cr_assert_null(sh_arr_get(&st, "L", 1));
}

Test(sh_vars, copy_keeps_arrays_and_flags)
{
    sh_state c;
    cr_assert_eq(sh_arr_set(&st, "C", 2, "two"), 0);
    sh_var_declare(&st, "C")->readonly = 1;
    cr_assert_eq(sh_state_copy(&st, &c), 0);
    const sh_var *v = sh_var_find(&c, "C");
    cr_assert(v->array && v->readonly);
    cr_assert_str_eq(sh_arr_get(&c, "C", 2), "two");
    sh_state_free(&c);
}

Test(sh_vars, nameref_chain_is_bounded)
{
    cr_redirect_stderr();
    char name[8];
    char prev[8] = "X";
    cr_assert_eq(sh_var_set(&st, "X", "end"), 0);
    for (int i = 1; i <= SH_NAMEREF_MAX + 1; i++) {
        snprintf(name, sizeof(name), "N%d", i);
        cr_assert_eq(sh_nameref_set(&st, name, prev), 0);
        memcpy(prev, name, sizeof(prev));
    }
    // N8 is SH_NAMEREF_MAX steps from X; N9 one more, taken as circular (bash)
    cr_assert_str_eq(sh_nameref_follow(&st, "N8"), "X");
    cr_assert_str_eq(sh_var_get(&st, "N8"), "end");
    cr_assert_null(sh_nameref_follow(&st, "N9"));
    cr_assert_null(sh_var_get(&st, "N9"));
    cr_assert_eq(sh_var_set(&st, "N9", "v"), SH_VAR_ERROR);
    cr_assert_eq(sh_nameref_set(&st, "N1", "N9"), 0); // a loop now
    cr_assert_null(sh_nameref_follow(&st, "N5"));
    cr_assert_eq(sh_arr_set(&st, "N5", 0, "v"), SH_VAR_ERROR);
    cr_assert_str_eq(sh_var_get(&st, "X"), "end");
}

Test(sh_vars, nameref_to_an_element)
{
    cr_redirect_stderr();
    cr_assert_eq(sh_arr_set(&st, "A", 3, "three"), 0);
    cr_assert_eq(sh_nameref_set(&st, "E", "A[3]"), 0);
    cr_assert_str_eq(sh_var_get(&st, "E"), "three");
    cr_assert_eq(sh_var_set(&st, "E", "new"), 0);
    cr_assert_str_eq(sh_arr_get(&st, "A", 3), "new");
    cr_assert_eq(sh_var_unset(&st, "E"), 0);
    cr_assert_null(sh_arr_get(&st, "A", 3));
    cr_assert(sh_var_is_nameref(&st, "E"));
    cr_assert_eq(sh_nameref_set(&st, "E", "1x"), SH_VAR_ERROR);
    cr_assert_eq(sh_nameref_set(&st, "A", "X"), SH_VAR_ERROR); // an array cannot be one
}
