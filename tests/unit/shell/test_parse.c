/* Unit tests for shell/parse.c: trees, here-documents, syntax errors with positions. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/arena.h"
#include "common/buf.h"
#include "shell/parse.h"
#include "shell/print.h"

static cm_arena arena;
static cm_buf err;

static void
setup(void)
{
    cm_arena_init(&arena, 0);
    cm_buf_init(&err, 0);
}

static void
teardown(void)
{
    cm_arena_free(&arena);
    cm_buf_free(&err);
}

static sh_node *
parse(const char *src)
{
    sh_node *n = NULL;
    int r = sh_parse_all(src, strlen(src), &arena, "-c", &n, &err);
    cr_assert_eq(r, 0, "parse failed: %s", cm_buf_str(&err));
    return n;
}

static const char *
parse_error(const char *src)
{
    sh_node *n = NULL;
    int r = sh_parse_all(src, strlen(src), &arena, "-c", &n, &err);
    cr_assert_eq(r, -1, "parse of '%s' should fail", src);
    return cm_buf_str(&err);
}

static int
word_is(sh_word w, const char *s)
{
    return w.len == strlen(s) && memcmp(w.text, s, w.len) == 0;
}

TestSuite(sh_parse, .init = setup, .fini = teardown);

Test(sh_parse, simple_command_with_assignments_and_redirections)
{
    sh_node *n = parse("A=1 B='x y' echo \"hi there\" 2>/dev/null >out.txt");
    cr_assert_eq(n->kind, SH_N_SIMPLE);
    cr_assert_eq(n->n_assigns, 2);
    cr_assert_eq(n->n_words, 2);
    cr_assert(word_is(n->words[1], "\"hi there\""));
    cr_assert_not_null(n->redirs);
    cr_assert_eq(n->redirs->fd, 2);
    cr_assert_eq(n->redirs->kind, SH_R_OUT);
    cr_assert_eq(n->redirs->next->fd, 1);
}

Test(sh_parse, and_or_pipeline_precedence)
{
    sh_node *n = parse("a | b && ! c || d");
    cr_assert_eq(n->kind, SH_N_OR);
    cr_assert_eq(n->kids[0]->kind, SH_N_AND);
    cr_assert_eq(n->kids[0]->kids[0]->kind, SH_N_PIPE);
    cr_assert_eq(n->kids[0]->kids[0]->n_kids, 2);
    cr_assert_eq(n->kids[0]->kids[1]->kind, SH_N_PIPE);
    cr_assert(n->kids[0]->kids[1]->bang);
}

Test(sh_parse, compound_commands)
{
    sh_node *n = parse("if a; then b; elif c; then d; else e; fi");
    cr_assert_eq(n->kind, SH_N_IF);
    cr_assert_eq(n->alt->kind, SH_N_IF);
    cr_assert_not_null(n->alt->alt);
    n = parse("for x in 1 2 3; do echo $x; done");
    cr_assert_eq(n->kind, SH_N_FOR);
    cr_assert_str_eq(n->name, "x");
    cr_assert_eq(n->n_words, 3);
    n = parse("while true\ndo\n  break\ndone");
    cr_assert_eq(n->kind, SH_N_WHILE);
    n = parse("case $x in a|b) echo ab ;; (*) echo other ;; esac");
    cr_assert_eq(n->kind, SH_N_CASE);
    cr_assert_eq(n->items->n_pats, 2);
    cr_assert_not_null(n->items->next);
    n = parse("f() { echo hi; }");
    cr_assert_eq(n->kind, SH_N_FUNC);
    cr_assert_str_eq(n->name, "f");
    cr_assert_eq(n->body->kind, SH_N_GROUP);
    n = parse("( cd x; ls ) > out");
    cr_assert_eq(n->kind, SH_N_SUBSHELL);
    cr_assert_not_null(n->redirs);
    n = parse("(( i += 1 ))");
    cr_assert_eq(n->kind, SH_N_ARITH);
    cr_assert(word_is(n->subject, " i += 1 "));
}

Test(sh_parse, here_documents_read_after_the_line)
{
    sh_node *n = parse("cat <<EOF; cat <<-'END'\nline $x\nEOF\n\tquoted\n\tEND\necho after");
    cr_assert_eq(n->kind, SH_N_SEQ);
    cr_assert_eq(n->n_kids, 2);
    cr_assert_eq(n->kids[0]->kind, SH_N_SEQ);
    sh_node *c1 = n->kids[0]->kids[0];
    cr_assert_eq(c1->redirs->kind, SH_R_HEREDOC);
    cr_assert_str_eq(c1->redirs->body, "line $x\n");
    cr_assert_eq(c1->redirs->quoted, 0);
    sh_node *c2 = n->kids[0]->kids[1];
    cr_assert_str_eq(c2->redirs->body, "quoted\n");
    cr_assert_eq(c2->redirs->quoted, 1);
}

Test(sh_parse, double_bracket_takes_operators_as_words)
{
    sh_node *n = parse("[[ -f x && $a == b* ]]");
    cr_assert_eq(n->kind, SH_N_SIMPLE);
    cr_assert(n->dbl);
    cr_assert_eq(n->n_words, 8);
    cr_assert(word_is(n->words[3], "&&"));
}

Test(sh_parse, background_is_a_node)
{
    sh_node *n = parse("sleep 1 &");
    cr_assert_eq(n->kind, SH_N_SEQ);
    cr_assert_eq(n->kids[0]->kind, SH_N_BG);
}

Test(sh_parse, errors_name_position_and_expectation)
{
    cr_assert_str_eq(parse_error("if true; then echo x; fi fi"),
                     "-c:1:26: syntax error: expected ';', '&', '&&', '||', '|' or a newline, "
                     "found 'fi'");
    cr_assert_str_eq(parse_error("echo a |"),
                     "-c:1:9: syntax error: expected a command, found end of input");
    cr_assert_str_eq(parse_error("for 1x in a; do :; done"),
                     "-c:1:5: syntax error: expected a variable name after 'for', found '1x'");
    cr_assert_str_eq(parse_error("echo >"),
                     "-c:1:7: syntax error: expected a word after the redirection, found end of "
                     "input");
    cr_assert_str_eq(parse_error("while true; do echo; "),
                     "-c:1:22: syntax error: expected 'done', found end of input");
    cr_assert_str_eq(parse_error("\n\n  )"), "-c:3:3: syntax error: expected a command, found ')'");
}

Test(sh_parse, incomplete_input_is_flagged)
{
    sh_parser p;
    sh_node *n;
    const char *src = "if true; then";
    sh_parse_init(&p, src, strlen(src), &arena, "stdin", &err);
    cr_assert_eq(sh_parse_next(&p, &n), -1);
    cr_assert(p.incomplete);
    src = "fi";
    sh_parse_init(&p, src, strlen(src), &arena, "stdin", &err);
    cr_assert_eq(sh_parse_next(&p, &n), -1);
    cr_assert_not(p.incomplete);
}

Test(sh_parse, deep_nesting_is_refused_not_crashing)
{
    char src[2000];
    size_t o = 0;
    for (int i = 0; i < 400; i++) {
        src[o++] = '(';
        src[o++] = ' ';
    }
    src[o++] = 'x';
    for (int i = 0; i < 400; i++) {
        src[o++] = ')';
    }
    src[o] = 0;
    cr_assert_not_null(strstr(parse_error(src), "nested too deeply"));
}

Test(sh_parse, next_returns_one_command_at_a_time)
{
    sh_parser p;
    sh_node *n;
    const char *src = "echo a; echo b\necho c\n\n";
    sh_parse_init(&p, src, strlen(src), &arena, "-c", &err);
    cr_assert_eq(sh_parse_next(&p, &n), 1);
    cr_assert_eq(n->kind, SH_N_SEQ);
    cr_assert_eq(sh_parse_next(&p, &n), 1);
    cr_assert_eq(n->kind, SH_N_SIMPLE);
    cr_assert_eq(sh_parse_next(&p, &n), 0);
}

Test(sh_parse, function_printed_as_bash)
{
    sh_node *n = parse("f() { if a; then b; elif c; then :; fi; x=1 y >o 2>&1 & z; } >/dev/null");
    cr_assert_eq(n->kind, SH_N_FUNC);
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(sh_print_function(&b, n->name, n->body), 0);
    cr_assert_str_eq(cm_buf_str(&b), "f () \n{ \n    if a; then\n        b;\n    else\n"
                                     "        if c; then\n            :;\n        fi;\n    fi;\n"
                                     "    x=1 y > o 2>&1 & z\n} > /dev/null\n");
    cm_buf_free(&b);
}

Test(sh_parse, function_printer_depth_is_bounded)
{
    // 150 nested groups (each a group and a list to the printer) print; a hand-made chain
    // of 5,000 subshells is refused, not followed down the C stack
    cm_buf src;
    cm_buf_init(&src, 0);
    cr_assert_eq(cm_buf_adds(&src, "f() "), 0);
    for (int i = 0; i < 150; i++) {
        cr_assert_eq(cm_buf_adds(&src, "{ :; "), 0);
    }
    for (int i = 0; i < 150; i++) {
        cr_assert_eq(cm_buf_adds(&src, "}; "), 0);
    }
    sh_node *n = parse(cm_buf_str(&src));
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(sh_print_function(&b, n->name, n->body), 0);
    sh_node *deep = NULL;
    for (int i = 0; i < 5000; i++) {
        sh_node *s = cm_arena_calloc(&arena, sizeof(*s));
        cr_assert_not_null(s);
        s->kind = SH_N_SUBSHELL;
        s->body = deep ? deep : n->body;
        deep = s;
    }
    cm_buf_reset(&b);
    cr_assert_eq(sh_print_function(&b, "g", deep), -1);
    cm_buf_free(&b);
    cm_buf_free(&src);
}

// issue 17: aliases substituted as the parser reads a command's name. The table: i is
// `if true`, t `then :`, a<N> names a<N+1> with a trailing blank (a chain longer than the
// nesting bound), s is `;;`, self names itself.
static const char *
alias_table(void *ctx, const char *name)
{
    (void)ctx;
    static char text[16];
    if (strcmp(name, "i") == 0) {
        return "if true";
    }
    if (strcmp(name, "t") == 0) {
        return "then :";
    }
    if (strcmp(name, "s") == 0) {
        return ";;";
    }
    if (strcmp(name, "self") == 0) {
        return "self x";
    }
    if (name[0] == 'a' && name[1] >= '0' && name[1] <= '9') {
        snprintf(text, sizeof(text), "a%d", atoi(name + 1) + 1);
        return text;
    }
    return NULL;
}

static sh_node *
parse_aliased(const char *src)
{
    sh_parser p;
    sh_node *n = NULL;
    sh_parse_init(&p, src, strlen(src), &arena, "-c", &err);
    p.alias_get = alias_table;
    int r = sh_parse_next(&p, &n);
    cr_assert_eq(r, 1, "parse of '%s' failed: %s", src, cm_buf_str(&err));
    return n;
}

Test(sh_parse, issue17_alias_reserved_words_and_operators)
{
    sh_node *n = parse_aliased("i; t; fi");
    cr_assert_eq(n->kind, SH_N_IF);
    n = parse_aliased("case a in (b) s (a) echo A; esac");
    cr_assert_eq(n->kind, SH_N_CASE);
    cr_assert_not_null(n->items->next);
    // an alias is not substituted inside its own text; its words are marked as aliased
    n = parse_aliased("self");
    cr_assert_eq(n->kind, SH_N_SIMPLE);
    cr_assert_eq(n->n_words, 2);
    cr_assert(word_is(n->words[0], "self"));
    cr_assert(n->aliased);
    // quoted: no alias
    n = parse_aliased("\\i");
    cr_assert_eq(n->kind, SH_N_SIMPLE);
    cr_assert(!n->aliased);
}

Test(sh_parse, issue17_alias_chain_is_bounded)
{
    // a0 -> a1 -> ... : past SH_ALIAS_MAX_NEST texts the word stays as it is
    sh_node *n = parse_aliased("a0");
    cr_assert_eq(n->kind, SH_N_SIMPLE);
    char want[16];
    snprintf(want, sizeof(want), "a%d", SH_ALIAS_MAX_NEST);
    cr_assert(word_is(n->words[0], want), "got %.*s", (int)n->words[0].len, n->words[0].text);
}
