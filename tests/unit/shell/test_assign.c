/* Unit tests for shell/assign.c: assignment words, array values, declaration arguments. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <string.h>

#include "shell/assign.h"
#include "shell/state.h"

static sh_state st;

static void
setup(void)
{
    cr_assert_eq(sh_state_init(&st, NULL), 0);
    cr_assert_eq(sh_var_set(&st, "V", "a b"), 0);
    cr_assert_eq(sh_var_set(&st, "HOME", "/h"), 0);
}

static void
teardown(void)
{
    sh_state_free(&st);
}

TestSuite(sh_assign, .init = setup, .fini = teardown);

static int
assign(const char *src)
{
    sh_word w = {src, strlen(src)};
    return sh_assign_word(&st, w);
}

Test(sh_assign, scalar_values_are_not_split)
{
    cr_assert_eq(assign("x=$V"), 0);
    cr_assert_str_eq(sh_var_get(&st, "x"), "a b");
    cr_assert_eq(assign("x+=\"!\""), 0);
    cr_assert_str_eq(sh_var_get(&st, "x"), "a b!");
    cr_assert_eq(assign("p=/bin:~/bin:~"), 0);
    cr_assert_str_eq(sh_var_get(&st, "p"), "/bin:/h/bin:/h");
    cr_assert_eq(assign("q='~':~"), 0);
    cr_assert_str_eq(sh_var_get(&st, "q"), "~:/h");
}

Test(sh_assign, compound_values_split_and_index)
{
    cr_assert_eq(assign("a=(x $V \"$V\" [7]=seven next)"), 0);
    const sh_var *v = sh_var_find(&st, "a");
    cr_assert(v->array);
    cr_assert_eq(v->n_elems, 6);
    cr_assert_str_eq(sh_arr_get(&st, "a", 1), "a");
    cr_assert_str_eq(sh_arr_get(&st, "a", 2), "b");
    cr_assert_str_eq(sh_arr_get(&st, "a", 3), "a b");
    cr_assert_str_eq(sh_arr_get(&st, "a", 7), "seven");
    cr_assert_str_eq(sh_arr_get(&st, "a", 8), "next");
    cr_assert_eq(assign("a+=(more)"), 0);
    cr_assert_str_eq(sh_arr_get(&st, "a", 9), "more");
    cr_assert_eq(assign("a[1+1]=sum"), 0);
    cr_assert_str_eq(sh_arr_get(&st, "a", 2), "sum");
    cr_assert_eq(assign("a=()"), 0);
    cr_assert_eq(sh_var_find(&st, "a")->n_elems, 0);
}

Test(sh_assign, declaration_argument_is_canonical)
{
    const char *src = "a=(\"it's\" [3]=$V)";
    sh_word w = {src, strlen(src)};
    sh_strv argv = {0};
    int compound = 0;
    cr_assert_eq(sh_assign_decl_arg(&st, w, &argv, &compound), 1);
    cr_assert_eq(compound, 1);
    cr_assert_str_eq(argv.v[0], "a=('it'\\''s' [3]='a b')");
    cr_assert_eq(sh_assign_value(&st, "a", 0, -1, NULL, 0, "('it'\\''s' [3]='a b')", 1), 0);
    cr_assert_str_eq(sh_arr_get(&st, "a", 0), "it's");
    cr_assert_str_eq(sh_arr_get(&st, "a", 3), "a b");
    // a scalar argument: one field, the subscript evaluated
    const char *s2 = "b[1+2]=$V";
    sh_word w2 = {s2, strlen(s2)};
    cr_assert_eq(sh_assign_decl_arg(&st, w2, &argv, &compound), 1);
    cr_assert_eq(compound, 0);
    cr_assert_str_eq(argv.v[1], "b[3]=a b");
    const char *s3 = "notassign";
    sh_word w3 = {s3, strlen(s3)};
    cr_assert_eq(sh_assign_decl_arg(&st, w3, &argv, &compound), 0);
    cr_assert_eq(argv.n, 2);
}

Test(sh_assign, split_takes_only_numeric_subscripts)
{
    char name[32];
    int has_idx;
    long long idx;
    const char *key;
    int append;
    const char *value;
    cr_assert_eq(
        sh_assign_split(&st, "a[-2]+=v", name, sizeof(name), &has_idx, &idx, &key, &append, &value),
        0);
    cr_assert_str_eq(name, "a");
    cr_assert(has_idx && append);
    cr_assert_eq(idx, -2);
    cr_assert_str_eq(value, "v");
    cr_assert_eq(
        sh_assign_split(&st, "plain", name, sizeof(name), &has_idx, &idx, &key, &append, &value),
        0);
    cr_assert_null(value);
    // an expansion's subscript is never evaluated (no command could run from it)
    cr_assert_eq(sh_assign_split(&st, "a[$(x)]=v", name, sizeof(name), &has_idx, &idx, &key,
                                 &append, &value),
                 -1);
    cr_assert_eq(
        sh_assign_split(&st, "1a=v", name, sizeof(name), &has_idx, &idx, &key, &append, &value),
        -1);
    cr_assert_eq(
        sh_assign_split(&st, "a[]=v", name, sizeof(name), &has_idx, &idx, &key, &append, &value),
        -1);
}

Test(sh_assign, associative_keys_are_text)
{
    cr_assert_eq(sh_assoc_make(&st, "m", 0), 0);
    cr_assert_eq(assign("m[1+1]=two"), 0);
    cr_assert_str_eq(sh_assoc_get(&st, "m", "1+1"), "two");
    cr_assert_null(sh_assoc_get(&st, "m", "2"));
    cr_assert_eq(assign("m=([\"a b\"]=1 [$V]=2)"), 0);
    cr_assert_eq(sh_var_find(&st, "m")->n_elems, 1);
    cr_assert_str_eq(sh_assoc_get(&st, "m", "a b"), "2"); // V is "a b": set twice
    // a declaration's argument spells the key single-quoted, never evaluated again
    const char *src = "m[$V]=x";
    sh_word w = {src, strlen(src)};
    sh_strv argv = {0};
    int compound = 0;
    cr_assert_eq(sh_assign_decl_arg(&st, w, &argv, &compound), 1);
    cr_assert_str_eq(argv.v[0], "m['a b']=x");
    char name[32];
    int has_idx;
    long long idx;
    const char *key;
    int append;
    const char *value;
    cr_assert_eq(sh_assign_split(&st, "m['it'\\''s']=v", name, sizeof(name), &has_idx, &idx, &key,
                                 &append, &value),
                 0);
    cr_assert_str_eq(key, "it's");
    cr_assert_eq(sh_assign_value(&st, "m", 0, -1, NULL, 0, "(['$(no)']='`x`')", 1), 0);
    cr_assert_str_eq(sh_assoc_get(&st, "m", "$(no)"), "`x`");
    // many keys, then half removed: every one still found
    char k[16];
    for (int i = 0; i < 3000; i++) {
        snprintf(k, sizeof k, "k%d", i);
        cr_assert_eq(sh_assoc_set(&st, "m", k, k), 0);
    }
    for (int i = 0; i < 3000; i += 2) {
        snprintf(k, sizeof k, "k%d", i);
        cr_assert_eq(sh_assoc_unset(&st, "m", k), 0);
    }
    for (int i = 0; i < 3000; i++) {
        snprintf(k, sizeof k, "k%d", i);
        const char *got = sh_assoc_get(&st, "m", k);
        if (i % 2) {
            cr_assert_str_eq(got, k);
        } else {
            cr_assert_null(got);
        }
    }
}

Test(sh_assign, canonical_value_never_expands)
{
    // a value spelled like an expansion stays text: the canonical form is only quotes
    cr_assert_eq(sh_assign_value(&st, "c", 0, -1, NULL, 0, "('$(echo no)' '`x`')", 1), 0);
    cr_assert_str_eq(sh_arr_get(&st, "c", 0), "$(echo no)");
    cr_assert_str_eq(sh_arr_get(&st, "c", 1), "`x`");
    cr_redirect_stderr();
    cr_assert_eq(sh_assign_value(&st, "c", 0, -1, NULL, 0, "no parens", 1), 1);
    cr_assert_eq(sh_assign_value(&st, "c", 0, -1, NULL, 0, "([x]='v')", 1), 1);
}

Test(sh_assign, readonly_assignment_fails)
{
    cr_redirect_stderr();
    cr_assert_eq(assign("r=1"), 0);
    sh_var_declare(&st, "r")->readonly = 1;
    cr_assert_eq(assign("r=2"), 1);
    cr_assert_eq(assign("r=(2)"), 1);
    cr_assert_eq(assign("r[1]=2"), 1);
    cr_assert_str_eq(sh_var_get(&st, "r"), "1");
}

Test(sh_assign, declaration_names)
{
    cr_assert(sh_is_declaration("declare"));
    cr_assert(sh_is_declaration("local"));
    cr_assert(sh_is_declaration("readonly"));
    cr_assert_not(sh_is_declaration("echo"));
    cr_assert_not(sh_is_declaration("declared"));
}
