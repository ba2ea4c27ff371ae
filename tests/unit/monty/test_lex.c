/* Unit tests for monty/lex.c: token streams, indentation and lexical errors. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "common/arena.h"
#include "monty/lex.h"

// Tokenize src and write the token types as names separated by spaces into out.
static int
lex_names(const char *src, char *out, size_t cap, mt_syntax_error *err)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_lexer lx;
    memset(err, 0, sizeof *err);
    int len = (int)strlen(src);
    int r = mt_lex_run(&lx, &a, src, 0, len, 1, 0, 0, "<test>", err);
    out[0] = 0;
    size_t w = 0;
    for (int i = 0; r == 0 && i < lx.ntoks; i++) {
        const mt_token *t = &lx.toks[i];
        const char *name = mt_lex_tok_name(t->type);
        char text[64];
        if (t->type == MT_T_NAME || t->type == MT_T_NUMBER || t->type == MT_T_STRING) {
            snprintf(text, sizeof text, "%.*s", t->end - t->start, src + t->start);
            name = text;
        }
        w += (size_t)snprintf(out + w, cap - w, "%s%s", i ? " " : "", name);
    }
    int failed = lx.failed;
    cm_arena_free(&a);
    return r < 0 ? -1 : failed;
}

static void
expect_tokens(const char *src, const char *want)
{
    char out[2048];
    mt_syntax_error err;
    cr_assert_eq(lex_names(src, out, sizeof out, &err), 0, "error %s for %s", err.msg, src);
    cr_assert_str_eq(out, want, "source: %s", src);
}

static void
expect_error(const char *src, int type, const char *msg, int line, int col)
{
    char out[2048];
    mt_syntax_error err;
    cr_assert_eq(lex_names(src, out, sizeof out, &err), 1, "no error for %s", src);
    cr_assert_eq(err.type, type, "type for %s", src);
    cr_assert_str_eq(err.msg, msg, "source: %s", src);
    cr_assert_eq(err.line, line, "line %d for %s", err.line, src);
    cr_assert_eq(err.col, col, "col %d for %s", err.col, src);
}

Test(mt_lex, simple_statement)
{
    expect_tokens("x = 1 + y\n", "x = 1 + y NEWLINE ENDMARKER");
}

Test(mt_lex, missing_final_newline_is_added)
{
    expect_tokens("x", "x NEWLINE ENDMARKER");
}

Test(mt_lex, indent_and_dedent_to_zero)
{
    expect_tokens("if a:\n    b\n    if c:\n        d\ne\n",
                  "if a : NEWLINE INDENT b NEWLINE if c : NEWLINE INDENT d NEWLINE DEDENT DEDENT e "
                  "NEWLINE ENDMARKER");
}

Test(mt_lex, dedents_at_end_of_input)
{
    expect_tokens("if a:\n  b", "if a : NEWLINE INDENT b NEWLINE DEDENT ENDMARKER");
}

Test(mt_lex, blank_and_comment_lines_do_not_indent)
{
    expect_tokens("if a:\n\n   # note\n  b # c\n\n",
                  "if a : NEWLINE INDENT b NEWLINE DEDENT ENDMARKER");
}

Test(mt_lex, brackets_join_lines)
{
    expect_tokens("x = (1,\n  2)\n", "x = ( 1 , 2 ) NEWLINE ENDMARKER");
}

Test(mt_lex, backslash_joins_lines)
{
    expect_tokens("x = 1 + \\\n    2\n", "x = 1 + 2 NEWLINE ENDMARKER");
}

Test(mt_lex, operators_longest_match)
{
    expect_tokens("a **= b //= c >>= d <<= e -> f := g ... != == <= >=",
                  "a **= b //= c >>= d <<= e -> f := g ... != == <= >= NEWLINE ENDMARKER");
}

Test(mt_lex, keywords_and_soft_keywords)
{
    expect_tokens("match x if not None", "match x if not None NEWLINE ENDMARKER");
    char out[256];
    mt_syntax_error err;
    cr_assert_eq(lex_names("if", out, sizeof out, &err), 0);
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_lexer lx;
    cr_assert_eq(mt_lex_run(&lx, &a, "if match", 0, 8, 1, 0, 0, "<t>", &err), 0);
    cr_assert_eq(lx.toks[0].type, MT_T_IF);
    cr_assert_eq(lx.toks[1].type, MT_T_NAME);
    cm_arena_free(&a);
}

Test(mt_lex, numbers)
{
    expect_tokens("0 00 1_000 0x_FF 0o17 0b1_0 1. .5 1e5 1E-5 1.5j 1_0.0_1e+1_0J 0j 09.5",
                  "0 00 1_000 0x_FF 0o17 0b1_0 1. .5 1e5 1E-5 1.5j 1_0.0_1e+1_0J 0j 09.5 NEWLINE "
                  "ENDMARKER");
}

Test(mt_lex, number_followed_by_keyword)
{
    expect_tokens("1if x else 2", "1 if x else 2 NEWLINE ENDMARKER");
}

Test(mt_lex, number_errors)
{
    expect_error("x = 1abc", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 5);
    expect_error("x = 0x", MT_SYNERR_SYNTAX, "invalid hexadecimal literal", 1, 6);
    expect_error("x = 0o8", MT_SYNERR_SYNTAX, "invalid digit '8' in octal literal", 1, 7);
    expect_error("x = 0b2", MT_SYNERR_SYNTAX, "invalid digit '2' in binary literal", 1, 7);
    expect_error("x = 1__0", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 6);
    expect_error("x = 1e+", MT_SYNERR_SYNTAX, "invalid decimal literal", 1, 7);
    expect_error("x = 012", MT_SYNERR_SYNTAX,
                 "leading zeros in decimal integer literals are not permitted; use an 0o prefix "
                 "for octal integers",
                 1, 5);
}

Test(mt_lex, string_prefixes_and_quotes)
{
    expect_tokens("r'a' b\"b\" u'c' f'd' rb'e' BR'f' Rf'g' fR\"h\" '''i''' \"\"\"j\"\"\"",
                  "r'a' b\"b\" u'c' f'd' rb'e' BR'f' Rf'g' fR\"h\" '''i''' \"\"\"j\"\"\" NEWLINE "
                  "ENDMARKER");
}

Test(mt_lex, invalid_prefix_is_a_name)
{
    expect_tokens("ub'x'", "ub 'x' NEWLINE ENDMARKER");
}

Test(mt_lex, strings_span_lines)
{
    expect_tokens("x = '''a\nb'''\ny = 'c\\\nd'\n", "x = '''a\nb''' NEWLINE y = 'c\\\nd' NEWLINE "
                                                    "ENDMARKER");
}

Test(mt_lex, string_errors)
{
    expect_error("x = 'abc", MT_SYNERR_SYNTAX, "unterminated string literal (detected at line 1)",
                 1, 5);
    expect_error("x = 'abc\ny'", MT_SYNERR_SYNTAX,
                 "unterminated string literal (detected at line 1)", 1, 5);
    expect_error("x = '''abc\ny\n", MT_SYNERR_SYNTAX,
                 "unterminated triple-quoted string literal (detected at line 2)", 1, 5);
}

Test(mt_lex, bracket_errors)
{
    expect_error("foo)", MT_SYNERR_SYNTAX, "unmatched ')'", 1, 4);
    expect_error("foo(]", MT_SYNERR_SYNTAX,
                 "closing parenthesis ']' does not match opening parenthesis '('", 1, 5);
    expect_error("foo(\n]", MT_SYNERR_SYNTAX,
                 "closing parenthesis ']' does not match opening parenthesis '(' on line 1", 2, 1);
}

Test(mt_lex, indentation_errors)
{
    expect_error("if x:\n    a\n  b\n", MT_SYNERR_INDENT,
                 "unindent does not match any outer indentation level", 3, 4);
    expect_error("if x:\n\ta\n        b\n", MT_SYNERR_TAB,
                 "inconsistent use of tabs and spaces in indentation", 3, 1);
}

Test(mt_lex, tabs_consistent_is_fine)
{
    expect_tokens("if x:\n\ta\n\tb\n",
                  "if x : NEWLINE INDENT a NEWLINE b NEWLINE DEDENT ENDMARKER");
}

Test(mt_lex, bad_characters)
{
    expect_error("x = \xe2\x82\xac", MT_SYNERR_SYNTAX, "invalid character '\xe2\x82\xac' (U+20AC)",
                 1, 5);
    expect_error("x = \x01", MT_SYNERR_SYNTAX, "invalid non-printable character U+0001", 1, 5);
    expect_error("x = 1 \\ y", MT_SYNERR_SYNTAX,
                 "unexpected character after line continuation character", 1, 8);
}

Test(mt_lex, unicode_identifiers)
{
    expect_tokens("\xce\xbb = \xc3\xb1", "\xce\xbb = \xc3\xb1 NEWLINE ENDMARKER");
}

Test(mt_lex, too_many_brackets)
{
    char src[300];
    memset(src, '[', 250);
    src[250] = 0;
    expect_error(src, MT_SYNERR_SYNTAX, "too many nested parentheses", 1, 201);
}

Test(mt_lex, positions)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_lexer lx;
    mt_syntax_error err;
    const char *src = "ab = 'x'\n  \ncd(\n  1)\n";
    cr_assert_eq(mt_lex_run(&lx, &a, src, 0, (int)strlen(src), 1, 0, 0, "<t>", &err), 0);
    // ab
    cr_assert_eq(lx.toks[0].line, 1);
    cr_assert_eq(lx.toks[0].col, 0);
    cr_assert_eq(lx.toks[0].end_col, 2);
    // 'x'
    cr_assert_eq(lx.toks[2].col, 5);
    cr_assert_eq(lx.toks[2].end_col, 8);
    // cd on line 3, 1 on line 4
    cr_assert_eq(lx.toks[4].line, 3);
    cr_assert_eq(lx.toks[6].line, 4);
    cr_assert_eq(lx.toks[6].col, 2);
    cm_arena_free(&a);
}

Test(mt_lex, token_names)
{
    cr_assert_str_eq(mt_lex_tok_name(MT_T_NAME), "NAME");
    cr_assert_str_eq(mt_lex_tok_name(MT_T_LPAR), "(");
    cr_assert_str_eq(mt_lex_tok_name(MT_T_YIELD), "yield");
    cr_assert_str_eq(mt_lex_tok_name(MT_T_FALSE), "False");
}
