/* Unit tests for shell/lex.c: word boundaries, nested constructs, operators. */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "common/arena.h"
#include "common/buf.h"
#include "shell/parse.h"

static size_t
word_end(const char *s, int *bad)
{
    return sh_lex_word_end(s, strlen(s), 0, bad);
}

Test(sh_lex, plain_word_stops_at_blank_and_operators)
{
    int bad;
    cr_assert_eq(word_end("abc def", &bad), 3);
    cr_assert_eq(word_end("abc;def", &bad), 3);
    cr_assert_eq(word_end("abc|x", &bad), 3);
    cr_assert_eq(word_end("a>b", &bad), 1);
    cr_assert_eq(bad, 0);
}

Test(sh_lex, quotes_and_substitutions_are_one_word)
{
    int bad;
    cr_assert_eq(word_end("'a b'c d", &bad), 6);
    cr_assert_eq(word_end("\"a $(echo ')' \"x\") b\" z", &bad), 21);
    cr_assert_eq(word_end("${x:-a b} c", &bad), 9);
    cr_assert_eq(word_end("$((1 + (2 * 3))) z", &bad), 16);
    cr_assert_eq(word_end("`echo a b` c", &bad), 10);
    cr_assert_eq(word_end("a\\ b c", &bad), 4);
    cr_assert_eq(bad, 0);
}

Test(sh_lex, unterminated_quote_is_reported)
{
    int bad;
    word_end("\"abc", &bad);
    cr_assert_eq(bad, 1);
    word_end("$(echo", &bad);
    cr_assert_eq(bad, 1);
}

Test(sh_lex, skip_dollar_single_quote_with_escape)
{
    const char *s = "$'a\\'b' x";
    cr_assert_eq(sh_lex_skip(s, strlen(s), 0), 7);
}

Test(sh_lex, issue17_heredoc_body_inside_command_substitution)
{
    int bad;
    // the body's ')' and quote belong to the here-document, not to the $( )
    const char *a = "$(cat <<'EOF'\nit's ) done\nEOF\n) z";
    cr_assert_eq(word_end(a, &bad), strlen(a) - 2);
    cr_assert_eq(bad, 0);
    // <<- strips leading tabs from the delimiter line; two documents on one line
    const char *b = "$(cat <<-A; cat <<\"B\"\n)\n\tA\n'\nB\n)";
    cr_assert_eq(word_end(b, &bad), strlen(b));
    cr_assert_eq(bad, 0);
    // a body that never ends leaves the substitution open
    word_end("$(cat <<EOF\n)\n", &bad);
    cr_assert_eq(bad, 1);
    // in $(( )) and (( )) << is a shift, and a here-string opens no document
    cr_assert_eq(word_end("$((1<<2)) z", &bad), 9);
    const char *c = "$(((x = 1 << 2)); echo)";
    cr_assert_eq(word_end(c, &bad), strlen(c));
    const char *d = "$(cat <<<')'; echo)";
    cr_assert_eq(word_end(d, &bad), strlen(d));
    cr_assert_eq(bad, 0);
}

static int
tokens(const char *src, int *out, int max)
{
    cm_arena a;
    cm_buf err;
    sh_parser p;
    cm_arena_init(&a, 0);
    cm_buf_init(&err, 0);
    sh_parse_init(&p, src, strlen(src), &a, "t", &err);
    int n = 0;
    while (n < max) {
        int t = sh_lex_token(&p);
        out[n++] = t;
        if (t == SH_T_EOF || t == SH_T_ERROR) {
            break;
        }
    }
    cm_arena_free(&a);
    cm_buf_free(&err);
    return n;
}

Test(sh_lex, operators_longest_match)
{
    int t[16];
    int n = tokens("a&&b||c;;d>>e 2>&1 <<<f &>g |& h", t, 16);
    int want[] = {SH_T_WORD, SH_T_AND,    SH_T_WORD, SH_T_OR,       SH_T_WORD, SH_T_DSEMI,
                  SH_T_WORD, SH_T_DGREAT, SH_T_WORD, SH_T_GREATAND, SH_T_WORD, SH_T_TLESS,
                  SH_T_WORD, SH_T_ANDGT,  SH_T_WORD, SH_T_PIPEAMP};
    cr_assert_eq(n, 16);
    for (int i = 0; i < 16; i++) {
        cr_assert_eq(t[i], want[i], "token %d: %d != %d", i, t[i], want[i]);
    }
}

Test(sh_lex, comments_are_skipped_only_at_word_start)
{
    int t[8];
    int n = tokens("echo a#b # comment\nx", t, 8);
    cr_assert_eq(n, 5);
    cr_assert_eq(t[0], SH_T_WORD);
    cr_assert_eq(t[1], SH_T_WORD);
    cr_assert_eq(t[2], SH_T_NEWLINE);
    cr_assert_eq(t[3], SH_T_WORD);
    cr_assert_eq(t[4], SH_T_EOF);
}

Test(sh_lex, name_chars)
{
    cr_assert(sh_lex_name_start('_'));
    cr_assert(sh_lex_name_start('Z'));
    cr_assert_not(sh_lex_name_start('1'));
    cr_assert(sh_lex_name_char('1'));
    cr_assert_not(sh_lex_name_char('-'));
}
