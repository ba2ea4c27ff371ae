/* Unit tests for common/json.c: the strict grammar, tokens, decoding and writing. */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "common/json.h"

// Parse s; return 0 or -1, leaving the message in why (freed by the caller).
static int
parse(cm_json *d, const char *s, cm_buf *why)
{
    cm_buf_init(why, 0);
    return cm_json_parse(d, s, strlen(s), why);
}

static void
refused(const char *s, const char *msg)
{
    cm_json d;
    cm_buf why;
    cr_assert_eq(parse(&d, s, &why), -1, "accepted %s", s);
    cr_assert(strstr(cm_buf_str(&why), msg), "%s: got '%s', want '%s'", s, cm_buf_str(&why), msg);
    cm_buf_free(&why);
}

Test(cm_json, strict_grammar_refusals_name_the_problem)
{
    refused("", "found the end of the text");
    refused("{\"a\" 1}", "expected ':' after an object key");
    refused("{\"a\":1 \"b\":2}", "expected ',' or '}' in an object");
    refused("[1 2]", "expected ',' or ']' in an array");
    refused("{1:2}", "expected a string as an object key");
    refused("[01]", "expected ',' or ']'");
    refused("[1.]", "expected a digit after '.'");
    refused("[tru]", "expected a JSON value");
    refused("{\"a\":1}x", "text after the JSON value");
    refused("{} {}", "text after the JSON value");
    refused("[\"a\\x\"]", "invalid escape");
    refused("[\"\\u12g4\"]", "four hex digits");
    refused("[\"a\nb\"]", "control character");
    refused("[\"\xff\"]", "not well-formed UTF-8");
    refused("[\"abc", "unterminated string");
    refused("[1,]", "expected a JSON value");
}

Test(cm_json, nesting_is_capped)
{
    char deep[CM_JSON_MAX_DEPTH + 3];
    memset(deep, '[', sizeof deep - 1);
    deep[sizeof deep - 1] = 0;
    refused(deep, "nested too deeply");
}

Test(cm_json, members_strings_and_numbers)
{
    cm_json d;
    cm_buf why;
    const char *s = " {\"id\": 7, \"m\": \"a\\u00e9\\ud83d\\ude00\\n\", \"x\": [1, {\"y\": null}],"
                    " \"m\": \"last\", \"f\": -1.5e2, \"t\": true} ";
    cr_assert_eq(parse(&d, s, &why), 0, "%s", cm_buf_str(&why));
    cm_buf_free(&why);
    cr_assert_eq(d.t[0].type, CM_JSON_OBJECT);
    int64_t v;
    cr_assert_eq(cm_json_int(&d, cm_json_get(&d, 0, "id"), &v), 0);
    cr_assert_eq(v, 7);
    // a repeated key: the last one, as JavaScript reads it
    cr_assert(cm_json_is(&d, cm_json_get(&d, 0, "m"), "last"));
    double f;
    cr_assert_eq(cm_json_num(&d, cm_json_get(&d, 0, "f"), &f), 0);
    cr_assert_eq(f, -150.0);
    cr_assert_eq(cm_json_int(&d, cm_json_get(&d, 0, "f"), &v), -1);
    cr_assert(cm_json_is_lit(&d, cm_json_get(&d, 0, "t"), "true"));
    int x = cm_json_get(&d, 0, "x");
    cr_assert_eq(d.t[x].type, CM_JSON_ARRAY);
    cr_assert_eq(d.t[x].size, 2);
    cr_assert_eq(cm_json_get(&d, 0, "nope"), -1);
    cr_assert_eq(cm_json_get(&d, x, "y"), -1); // not an object
    cm_json_free(&d);

    cr_assert_eq(parse(&d, "[\"a\\u00e9\\ud83d\\ude00\\n\\/\", \"\\ud800x\"]", &why), 0);
    cm_buf_free(&why);
    size_t n;
    char *t = cm_json_str(&d, 1, &n);
    cr_assert_str_eq(t, "a\xc3\xa9\xf0\x9f\x98\x80\n/");
    cr_assert_eq(n, strlen(t));
    cm_free(t);
    // a lone surrogate cannot be UTF-8: U+FFFD
    t = cm_json_str(&d, 2, NULL);
    cr_assert_str_eq(t, "\xef\xbf\xbdx");
    cm_free(t);
    cr_assert_eq(cm_json_skip(&d, 0), 3);
    cm_json_free(&d);
}

Test(cm_json, written_strings_are_always_valid_json)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    const char in[] = "q\"b\\\n\t\x01\x7f\xe2\x80\xa8\xff\xc3\xa9";
    cr_assert_eq(cm_json_add_str(&b, in, sizeof in - 1), 0);
    cr_assert_str_eq(cm_buf_str(&b), "\"q\\\"b\\\\\\n\\t\\u0001\\u007f\\u2028\\ufffd\xc3\xa9\"");
    cm_json d;
    cm_buf why;
    cm_buf_init(&why, 0);
    cr_assert_eq(cm_json_parse(&d, b.data, b.len, &why), 0, "%s", cm_buf_str(&why));
    cm_json_free(&d);
    cm_buf_free(&why);
    cm_buf_free(&b);
}
