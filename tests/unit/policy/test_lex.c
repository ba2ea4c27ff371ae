/* Unit tests for policy/lex.c: tokens, positions, comments, white space. */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "policy/lang.h"

static long
lex(const char *src, pol_token **toks, cm_arena *a, cm_buf *err)
{
    int line = 0;
    int col = 0;
    return pol_lex_run(src, strlen(src), a, toks, &line, &col, err);
}

Test(pol_lex, splits_operators_longest_first)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_token *t;
    long n = lex("a::b == c != d <= >= && || ! = :", &t, &a, &err);
    cr_assert_eq(n, 15);
    pol_tk want[] = {PT_IDENT, PT_DCOLON, PT_IDENT, PT_EQ,  PT_IDENT,  PT_NE,    PT_IDENT, PT_LE,
                     PT_GE,    PT_AND,    PT_OR,    PT_NOT, PT_ASSIGN, PT_COLON, PT_EOF};
    for (long i = 0; i < n; i++) {
        cr_assert_eq(t[i].kind, want[i], "token %ld", i);
    }
    cm_arena_free(&a);
    cm_buf_free(&err);
}

Test(pol_lex, line_comments_and_unicode_space_are_skipped)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_token *t;
    long n = lex("// first\n\xc2\xa0permit // trailing\r\n  ;", &t, &a, &err);
    cr_assert_eq(n, 3);
    cr_assert_eq(t[0].kind, PT_IDENT);
    cr_assert_eq(t[0].line, 2);
    cr_assert_eq(t[0].col, 2);
    cr_assert_eq(t[1].kind, PT_SEMI);
    cr_assert_eq(t[1].line, 3);
    cm_arena_free(&a);
    cm_buf_free(&err);
}

Test(pol_lex, string_token_keeps_escapes_raw)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_token *t;
    long n = lex("\"a\\\"b\" 007", &t, &a, &err);
    cr_assert_eq(n, 3);
    cr_assert_eq(t[0].kind, PT_STR);
    cr_assert_eq(t[0].n, 6);
    cr_assert_eq(t[1].kind, PT_INT);
    cr_assert_eq(t[1].n, 3);
    cm_arena_free(&a);
    cm_buf_free(&err);
}

Test(pol_lex, unterminated_string_is_an_error)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_token *t;
    cr_assert_eq(lex("when { \"abc", &t, &a, &err), -1);
    cr_assert(strstr(cm_buf_str(&err), "not closed"));
    cm_arena_free(&a);
    cm_buf_free(&err);
}

Test(pol_lex, non_ascii_identifier_is_invalid_token)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_token *t;
    cr_assert_eq(lex("context.\xc3\xa9", &t, &a, &err), -1);
    cr_assert_str_eq(cm_buf_str(&err), "invalid token");
    cm_arena_free(&a);
    cm_buf_free(&err);
}

Test(pol_lex, utf8_validation)
{
    cr_assert(pol_utf8_valid("caf\xc3\xa9", 5));
    cr_assert_not(pol_utf8_valid("\xc3", 1));
    cr_assert_not(pol_utf8_valid("\xed\xa0\x80", 3)); // a surrogate
    cr_assert_not(pol_utf8_valid("\xc0\xaf", 2));     // overlong
}
