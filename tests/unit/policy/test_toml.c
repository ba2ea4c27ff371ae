/* Unit tests for policy/toml.c: the strict TOML subset and its file:line:col errors. */
#include "config.h"

#include <criterion/criterion.h>
#include <math.h>
#include <string.h>

#include "policy/toml.h"

static pol_toml_doc doc;

static void
ok(const char *text)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = pol_toml_parse(text, strlen(text), "t.toml", &doc, &err);
    cr_assert_eq(rc, 0, "unexpected error: %s", cm_buf_str(&err));
    cm_buf_free(&err);
}

static void
bad(const char *text, size_t len, const char *want)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_toml_doc d;
    int rc = pol_toml_parse(text, len, "t.toml", &d, &err);
    cr_assert_eq(rc, -1, "parsed, expected: %s", want);
    cr_assert_str_eq(cm_buf_str(&err), want);
    cm_buf_free(&err);
}

#define BAD(text, want) bad(text, sizeof(text) - 1, want)

static const pol_toml_value *
at(const pol_toml_value *t, const char *key)
{
    pol_toml_entry *e = pol_toml_find(t, key);
    cr_assert_not_null(e, "no key %s", key);
    return e->val;
}

Test(pol_toml, scalars)
{
    ok("s = \"a\\tb\\u00e9\\U0001F600\"\nl = 'C:\\no\\escape'\ni = -1_000\nh = 0xff\n"
       "o = 0o17\nb = 0b101\nf = 6.5e-1\nt = true\nn = false\ninf1 = -inf\n");
    cr_assert_str_eq(at(doc.root, "s")->str, "a\tb\xc3\xa9\xf0\x9f\x98\x80");
    cr_assert_str_eq(at(doc.root, "l")->str, "C:\\no\\escape");
    cr_assert_eq(at(doc.root, "i")->i, -1000);
    cr_assert_eq(at(doc.root, "h")->i, 255);
    cr_assert_eq(at(doc.root, "o")->i, 15);
    cr_assert_eq(at(doc.root, "b")->i, 5);
    cr_assert_float_eq(at(doc.root, "f")->f, 0.65, 1e-12);
    cr_assert_eq(at(doc.root, "t")->b, 1);
    cr_assert_eq(at(doc.root, "n")->type, POL_TOML_BOOL);
    cr_assert(isinf(at(doc.root, "inf1")->f));
    pol_toml_free(&doc);
}

Test(pol_toml, tables_dotted_and_inline)
{
    ok("# comment\nname = \"x\" # trailing\n[agent]\nworkspace = \"/w\"\n"
       "env = { HOME = \"/h\", \"A B\" = 'v' }\n[agent.filesystem]\nread = [\n  \"~/a\", # c\n"
       "  \"/b\",\n]\n[python]\nlimits.x = 1\nlimits.y = 2\n");
    const pol_toml_value *agent = at(doc.root, "agent");
    cr_assert_eq(agent->type, POL_TOML_TABLE);
    cr_assert_str_eq(at(agent, "workspace")->str, "/w");
    cr_assert_str_eq(at(at(agent, "env"), "A B")->str, "v");
    const pol_toml_value *read = at(at(agent, "filesystem"), "read");
    cr_assert_eq(read->type, POL_TOML_ARRAY);
    cr_assert_eq(read->n, 2);
    cr_assert_str_eq(read->first->next->val->str, "/b");
    cr_assert_eq(read->first->next->line, 9);
    cr_assert_eq(at(at(at(doc.root, "python"), "limits"), "y")->i, 2);
    pol_toml_entry *e = pol_toml_find(agent, "workspace");
    cr_assert_eq(e->line, 4);
    cr_assert_eq(e->col, 1);
    pol_toml_free(&doc);
}

Test(pol_toml, crlf_and_bom)
{
    ok("\xEF\xBB\xBFname = \"x\"\r\n[agent]\r\nworkspace = \"/w\"\r\n");
    cr_assert_str_eq(at(at(doc.root, "agent"), "workspace")->str, "/w");
    cr_assert_eq(pol_toml_find(at(doc.root, "agent"), "workspace")->line, 3);
    pol_toml_free(&doc);
}

Test(pol_toml, implicit_table_then_header)
{
    ok("[a.b]\nx = 1\n[a]\ny = 2\n");
    cr_assert_eq(at(at(doc.root, "a"), "y")->i, 2);
    pol_toml_free(&doc);
}

Test(pol_toml, columns_count_characters)
{
    BAD("k = \"\xc3\xa9\" x\n",
        "t.toml:1:9: expected the end of the line after a value, found `x`");
}

Test(pol_toml, duplicate_key)
{
    BAD("name = \"a\"\nname = \"b\"\n", "t.toml:2:1: duplicate key `name` (first set at line 1)");
}

Test(pol_toml, duplicate_table)
{
    BAD("[agent]\n[agent]\n", "t.toml:2:1: table [agent] is defined twice (first at line 1)");
}

Test(pol_toml, duplicate_in_inline)
{
    BAD("e = { A = \"1\", A = \"2\" }\n", "t.toml:1:16: duplicate key `A` (first set at line 1)");
}

Test(pol_toml, dotted_into_inline)
{
    BAD("e = { A = \"1\" }\ne.B = \"2\"\n",
        "t.toml:2:1: `e` is an inline table (line 1), which cannot be extended");
}

Test(pol_toml, header_over_value)
{
    BAD("a = 1\n[a]\n", "t.toml:2:2: `a` is already an integer (line 1), not a table");
}

Test(pol_toml, dotted_into_header_table)
{
    BAD("[a.b]\n[a]\nb.c = 1\n",
        "t.toml:3:1: `b` is a table with its own [header] (line 1); add keys to it there");
}

Test(pol_toml, bad_escape)
{
    BAD("s = \"a\\qb\"\n", "t.toml:1:7: invalid escape `\\q` in a string");
}

Test(pol_toml, short_unicode_escape)
{
    BAD("s = \"\\u12\"\n", "t.toml:1:6: the escape `\\u` needs 4 hex digits");
}

Test(pol_toml, surrogate_escape)
{
    BAD("s = \"\\uD800\"\n", "t.toml:1:6: the escape `\\uD800` is not a Unicode scalar value");
}

Test(pol_toml, nul_escape)
{
    BAD("s = \"\\u0000\"\n", "t.toml:1:6: a NUL character is not allowed in a string");
}

Test(pol_toml, unterminated_string)
{
    BAD("name = \"abc\n", "t.toml:1:8: unterminated string");
}

Test(pol_toml, truncated_file)
{
    BAD("name = \"abc", "t.toml:1:8: unterminated string");
    BAD("[agent",
        "t.toml:1:7: expected `]` to close the table header [agent, found the end of the file");
    BAD("read = [\"a\",", "t.toml:1:13: unterminated array (opened at line 1, column 8)");
    BAD("name =", "t.toml:1:7: expected a value, found the end of the file");
    BAD("name", "t.toml:1:5: expected `=` after the key `name`, found the end of the file");
}

Test(pol_toml, missing_equals)
{
    BAD("name \"x\"\n", "t.toml:1:6: expected `=` after the key `name`, found `\"`");
}

Test(pol_toml, two_values_on_a_line)
{
    BAD("a = 1 b = 2\n", "t.toml:1:7: expected the end of the line after a value, found `b`");
}

Test(pol_toml, multiline_strings_refused)
{
    BAD("s = \"\"\"x\"\"\"\n", "t.toml:1:5: multi-line strings are not supported in box.toml");
}

Test(pol_toml, array_of_tables_refused)
{
    BAD("[[a]]\n", "t.toml:1:1: arrays of tables ([[...]]) are not supported in box.toml");
}

Test(pol_toml, dates_refused)
{
    BAD("d = 1979-05-27\n", "t.toml:1:5: dates and times are not supported in box.toml");
}

Test(pol_toml, bad_numbers)
{
    BAD("n = 012\n", "t.toml:1:5: `012` is not a valid value");
    BAD("n = 1__0\n", "t.toml:1:5: `1__0` is not a valid value");
    BAD("n = 1.\n", "t.toml:1:5: `1.` is not a valid float");
    BAD("n = 9223372036854775808\n",
        "t.toml:1:5: the integer `9223372036854775808` is out of range");
    BAD("n = yes\n", "t.toml:1:5: `yes` is not a valid value");
}

Test(pol_toml, not_utf8)
{
    BAD("s = \"\xff\"\n", "t.toml:1:6: the file is not valid UTF-8");
}

Test(pol_toml, control_character)
{
    BAD("s = \"a\x01\"\n",
        "t.toml:1:7: control character U+0001 is not allowed; write it as an escape in a string");
}

Test(pol_toml, inline_table_rules)
{
    BAD("e = { A = \"1\", }\n", "t.toml:1:16: a trailing comma is not allowed in an inline table");
    BAD("e = { A = \"1\",\n B = \"2\" }\n",
        "t.toml:1:15: an inline table must close on the line it opens");
}

Test(pol_toml, array_separator)
{
    BAD("a = [1 2]\n", "t.toml:1:8: expected `,` or `]` in an array, found `2`");
}

Test(pol_toml, key_required)
{
    BAD("= 1\n", "t.toml:1:1: expected a key, found `=`");
}

// Mutated configs: every parse ends in a tree or in one located error, never a crash.
Test(pol_toml, survives_mutations)
{
    static const char seed[] =
        "name = \"t\" # c\nbox_dir = '/b'\n[agent]\nenv = { HOME = \"/h\", A.B = 'x' }\n"
        "[agent.filesystem]\nread = [\"~/a\", \"\\u00e9\",\n  \"/b\" ]\n[python]\nrun_seconds = 1.5e2\n"
        "host_calls = 0x10\n";
    char buf[sizeof seed + 16];
    uint32_t r = 12345;
    int parsed = 0;
    for (int round = 0; round < 3000; round++) {
        size_t n = sizeof seed - 1;
        memcpy(buf, seed, n);
        int edits = 1 + round % 4;
        for (int e = 0; e < edits; e++) {
            r = r * 1103515245u + 12345u;
            size_t at = (r >> 8) % n;
            r = r * 1103515245u + 12345u;
            unsigned char c = (unsigned char)(r >> 16);
            if (round % 3 == 0) {
                buf[at] = (char)c;
            } else if (round % 3 == 1 && n > 1) {
                memmove(buf + at, buf + at + 1, n - at - 1);
                n--;
            } else if (n < sizeof buf - 1) {
                memmove(buf + at + 1, buf + at, n - at);
                buf[at] = "[]{}\"'=.,#\n\\ "[c % 13];
                n++;
            }
        }
        cm_buf err;
        cm_buf_init(&err, 0);
        pol_toml_doc d;
        if (pol_toml_parse(buf, n, "m.toml", &d, &err) == 0) {
            parsed++;
            pol_toml_free(&d);
        } else {
            cr_assert_eq(strncmp(cm_buf_str(&err), "m.toml:", 7), 0, "%s", cm_buf_str(&err));
        }
        cm_buf_free(&err);
    }
    cr_assert_gt(parsed, 0);
}
