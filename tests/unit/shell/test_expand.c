/* Unit tests for shell/expand.c: quoting, parameters, splitting, patterns, arithmetic. */
#include "config.h"

#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <string.h>

#include "shell/expand.h"
#include "shell/state.h"

static sh_state st;

static void
setup(void)
{
    cr_assert_eq(sh_state_init(&st, NULL), 0);
    cr_assert_eq(sh_var_set(&st, "X", "a  b"), 0);
    cr_assert_eq(sh_var_set(&st, "E", ""), 0);
    cr_assert_eq(sh_var_set(&st, "F", "dir/name.tar.gz"), 0);
    char p1[] = "one";
    char p2[] = "two three";
    char *params[] = {p1, p2};
    cr_assert_eq(sh_params_set(&st, params, 2), 0);
}

static void
teardown(void)
{
    sh_state_free(&st);
}

TestSuite(sh_expand, .init = setup, .fini = teardown);

// Expand src as one word and join the fields with '|'.
static const char *
fields(const char *src)
{
    static char out[1024];
    sh_strv v = {0};
    sh_word w = {src, strlen(src)};
    cr_assert_eq(sh_expand_fields(&st, &w, 1, &v), 0, "expanding %s", src);
    out[0] = 0;
    for (size_t i = 0; i < v.n; i++) {
        if (i > 0) {
            strcat(out, "|");
        }
        strcat(out, v.v[i]);
    }
    snprintf(out + strlen(out), sizeof(out) - strlen(out), "#%zu", v.n);
    return out;
}

static const char *
str(const char *src)
{
    sh_word w = {src, strlen(src)};
    char *r = sh_expand_string(&st, w);
    cr_assert_not_null(r);
    return r;
}

Test(sh_expand, quotes_are_removed)
{
    cr_assert_str_eq(fields("'a b'\"c d\"e\\ f"), "a bc de f#1");
    cr_assert_str_eq(fields("\"\""), "#1");
    cr_assert_str_eq(fields("''"), "#1");
    cr_assert_str_eq(fields("$'x\\ty'"), "x\ty#1");
    cr_assert_str_eq(fields("\"\\$X \\\\ \\q\""), "$X \\ \\q#1");
}

Test(sh_expand, unquoted_expansions_split_on_ifs)
{
    cr_assert_str_eq(fields("$X"), "a|b#2");
    cr_assert_str_eq(fields("\"$X\""), "a  b#1");
    cr_assert_str_eq(fields("$E"), "#0");
    cr_assert_str_eq(fields("x${X}y"), "xa|by#2");
    cr_assert_eq(sh_var_set(&st, "IFS", ":"), 0);
    cr_assert_eq(sh_var_set(&st, "P", "a::b:"), 0);
    cr_assert_str_eq(fields("$P"), "a||b#3");
}

Test(sh_expand, positional_parameters)
{
    cr_assert_str_eq(fields("\"$@\""), "one|two three#2");
    cr_assert_str_eq(fields("$@"), "one|two|three#3");
    cr_assert_str_eq(fields("\"$*\""), "one two three#1");
    cr_assert_str_eq(fields("$#"), "2#1");
    cr_assert_str_eq(fields("\"x$@y\""), "xone|two threey#2");
    cr_assert_eq(sh_params_set(&st, NULL, 0), 0);
    cr_assert_str_eq(fields("\"$@\""), "#0");
}

Test(sh_expand, parameter_operators)
{
    cr_assert_str_eq(str("${U:-def}${E:-e}${E-n}"), "defe");
    cr_assert_str_eq(str("${X:+alt}${U+alt}"), "alt");
    cr_assert_str_eq(str("${U:=set}$U"), "setset");
    cr_assert_str_eq(str("${#F}"), "15");
    cr_assert_str_eq(str("${F%.*} ${F%%.*} ${F#*/} ${F##*.}"),
                     "dir/name.tar dir/name name.tar.gz gz");
    cr_assert_str_eq(str("${F/tar/zip} ${F//a/A}"), "dir/name.zip.gz dir/nAme.tAr.gz");
    cr_assert_str_eq(str("${F:4:4} ${F: -2}"), "name gz");
}

Test(sh_expand, unset_with_nounset_is_an_error)
{
    st.opt_nounset = 1;
    sh_strv v = {0};
    sh_word w = {"$NOPE", 5};
    cr_redirect_stderr();
    cr_assert_eq(sh_expand_fields(&st, &w, 1, &v), -1);
    cr_assert_eq(st.flow, SH_FLOW_EXIT);
    fflush(stderr);
    cr_assert_stderr_eq_str("strands-shell: NOPE: unbound variable\n");
}

Test(sh_expand, tilde_uses_home)
{
    cr_assert_eq(sh_var_set(&st, "HOME", "/h/me"), 0);
    cr_assert_str_eq(str("~/x"), "/h/me/x");
    cr_assert_str_eq(str("\"~/x\""), "~/x");
    cr_assert_str_eq(str("a~"), "a~");
}

Test(sh_expand, patterns_escape_quoted_parts)
{
    sh_word w = {"\"*.c\"*", 7};
    char *p = sh_expand_pattern(&st, w);
    cr_assert_str_eq(p, "\\*.c*");
    cr_assert(sh_pattern_match(&st, p, "*.c-file"));
    cr_assert_not(sh_pattern_match(&st, p, "x.c"));
}

static long long
arith(const char *s)
{
    long long v = -999;
    cr_assert_eq(sh_arith(&st, s, strlen(s), &v), 0, "arith %s", s);
    return v;
}

Test(sh_expand, arithmetic)
{
    cr_assert_eq(arith("1 + 2 * 3"), 7);
    cr_assert_eq(arith("(1 + 2) * 3"), 9);
    cr_assert_eq(arith("-7 / 2"), -3);
    cr_assert_eq(arith("-7 % 2"), -1);
    cr_assert_eq(arith("2 ** 10"), 1024);
    cr_assert_eq(arith("1 << 3 | 1"), 9);
    cr_assert_eq(arith("3 > 2 && 2 > 1"), 1);
    cr_assert_eq(arith("0 ? 1 : 2"), 2);
    cr_assert_eq(arith("0x10 + 010"), 24);
    cr_assert_eq(arith("n = 5, n += 2, n * 2"), 14);
    cr_assert_str_eq(sh_var_get(&st, "n"), "7");
    cr_assert_eq(arith("n++ + ++n"), 16);
    cr_assert_eq(arith("$n + 1"), 10);
    cr_assert_eq(arith("0 && 1 / 0"), 0);
    cr_assert_eq(arith(""), 0);
}

Test(sh_expand, arithmetic_errors)
{
    long long v;
    cr_redirect_stderr();
    cr_assert_eq(sh_arith(&st, "1 / 0", 5, &v), -1);
    cr_assert_eq(sh_arith(&st, "1 +", 3, &v), -1);
    cr_assert_eq(sh_arith(&st, "(1", 2, &v), -1);
}

Test(sh_expand, substitution_without_a_box_is_refused)
{
    cr_redirect_stderr();
    cr_assert_str_eq(str("[$(echo hi)]"), "[]");
    cr_assert_eq(st.subst_status, 126);
}

Test(sh_expand, brace_expansion)
{
    cr_assert_str_eq(fields("a{b,c}d"), "abd|acd#2");
    cr_assert_str_eq(fields("{1..3}"), "1|2|3#3");
    cr_assert_str_eq(fields("{c..a}"), "c|b|a#3");
    cr_assert_str_eq(fields("{0..10..5}"), "0|5|10#3");
    cr_assert_str_eq(fields("{a,{b,c}}x"), "ax|bx|cx#3");
    cr_assert_str_eq(fields("'{a,b}'"), "{a,b}#1");
    cr_assert_str_eq(fields("{a}"), "{a}#1");
    cr_assert_str_eq(fields("{1..x}"), "{1..x}#1");
}

// issue 12: a name past 255 bytes is an error, never the value of its first 255 bytes.
Test(sh_expand, issue12_long_names_are_errors_not_shorter_names)
{
    char name[301];
    memset(name, 'v', 300);
    name[300] = 0;
    name[255] = 0;
    cr_assert_eq(sh_var_set(&st, name, "secret"), 0);
    name[255] = 'v';
    char src[310];
    snprintf(src, sizeof src, "$%s", name);
    cr_redirect_stderr();
    sh_word w = {src, strlen(src)};
    cr_assert_null(sh_expand_string(&st, w));
    long long v = 0;
    cr_assert_eq(sh_arith(&st, name, strlen(name), &v), -1);
    snprintf(src, sizeof src, "%s++", name);
    cr_assert_eq(sh_arith(&st, src, strlen(src), &v), -1);
    snprintf(src, sizeof src, "++%s", name);
    cr_assert_eq(sh_arith(&st, src, strlen(src), &v), -1);
    name[255] = 0;
    cr_assert_str_eq(sh_var_get(&st, name), "secret");
}

Test(sh_expand, issue17_array_expansions)
{
    cr_assert_eq(sh_arr_set(&st, "A", 0, "x y"), 0);
    cr_assert_eq(sh_arr_set(&st, "A", 4, "z"), 0);
    cr_assert_str_eq(fields("\"${A[@]}\""), "x y|z#2");
    cr_assert_str_eq(fields("${A[@]}"), "x|y|z#3");
    cr_assert_str_eq(fields("\"${A[*]}\""), "x y z#1");
    cr_assert_str_eq(fields("${#A[@]}"), "2#1");
    cr_assert_str_eq(fields("${!A[@]}"), "0|4#2");
    cr_assert_str_eq(fields("${A[2+2]}${A}"), "zx|y#2");
    cr_assert_str_eq(fields("\"${A[@]/ /_}\""), "x_y|z#2");
    cr_assert_str_eq(fields("\"${A[@]:1}\""), "z#1");
    cr_assert_str_eq(fields("\"${NONE[@]}\""), "#0");
    cr_assert_str_eq(fields("\"x${NONE[@]}\""), "x#1");
    cr_assert_str_eq(fields("\"${@%e}\""), "on|two thre#2");
    cr_assert_eq(sh_var_set(&st, "N", "A[4]"), 0);
    cr_assert_str_eq(fields("${!N}"), "z#1");
}

Test(sh_expand, issue17_length_counts_characters)
{
    cr_assert_eq(sh_var_set(&st, "U", "a\xc3\xa9\xe6\x97\xa5"), 0);
    cr_assert_str_eq(str("${#U}"), "3");
    cr_assert_str_eq(str("${U:1:1}"), "\xc3\xa9");
    cr_assert_eq(sh_var_set(&st, "B", "\xff\xfe"), 0); // not UTF-8: a byte each
    cr_assert_str_eq(str("${#B}"), "2");
}

Test(sh_expand, issue17_arithmetic_bases_and_elements)
{
    cr_assert_eq(arith("2#1010"), 10);
    cr_assert_eq(arith("16#fF"), 255);
    cr_assert_eq(arith("64#@_"), 62 * 64 + 63);
    cr_assert_eq(arith("i = 2, a[i] = 5, a[i] += 1, ++a[i]"), 7);
    cr_assert_str_eq(sh_arr_get(&st, "a", 2), "7");
    cr_redirect_stderr();
    long long v;
    cr_assert_eq(sh_arith(&st, "2#12", 4, &v), -1);
    cr_assert_eq(sh_arith(&st, "65#1", 4, &v), -1);
    cr_assert_eq(sh_arith(&st, "a[1", 3, &v), -1);
}

Test(sh_expand, issue17_brace_zero_padding)
{
    cr_assert_str_eq(fields("{08..11}"), "08|09|10|11#4");
    cr_assert_str_eq(fields("{1..010..4}"), "001|005|009#3");
    cr_assert_str_eq(fields("{8..10}"), "8|9|10#3");
}
