/* Unit tests for policy/ptest.c: POLICY_TESTS.toml to explain's requests (issue 20). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "policy/policy.h"

static char last_err[2048];

static int
load(const char *src, pol_tests *t)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = pol_tests_load(src, strlen(src), "t.toml", t, &err);
    snprintf(last_err, sizeof last_err, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    return rc;
}

Test(pol_tests, issue20_examples_become_requests_in_file_order)
{
    pol_tests t;
    const char *src = "policy = \"p.dw\"\n"
                      "[allow.notes]\n"
                      "action = \"fs:read\"\n"
                      "input = { path = \"~/n\", operation = \"read_content\" }\n"
                      "[deny.key]\n"
                      "action = \"fs:read\"\n"
                      "input.path = \"~/.ssh/k\"\n"
                      "input.operation = \"read_content\"\n"
                      "rule = \"no_keys\"\n"
                      "[allow.py]\n"
                      "action = \"shell:exec\"\n"
                      "input = { argv = [\"python3\", \"x.py\"], n = 3, b = true }\n";
    cr_assert_eq(load(src, &t), 0, "%s", last_err);
    cr_assert_eq(t.n, 3);
    cr_assert_str_eq(t.policy, "p.dw");
    cr_assert_str_eq(t.cases[0].name, "allow.notes");
    cr_assert_eq(t.cases[0].allow, 1);
    cr_assert_null(t.cases[0].rule);
    cr_assert_str_eq(t.cases[1].name, "allow.py");
    cr_assert_str_eq(t.cases[2].name, "deny.key");
    cr_assert_eq(t.cases[2].allow, 0);
    cr_assert_str_eq(t.cases[2].rule, "no_keys");
    cr_assert_eq(t.cases[2].line, 5);
    cr_assert(strstr(cm_buf_str(&t.json), "{\"policy\":\"p.dw\",\"requests\":["));
    cr_assert(
        strstr(cm_buf_str(&t.json),
               "{\"name\":\"allow.py\",\"action\":\"shell:exec\",\"input\":{\"argv\":[\"python3\","
               "\"x.py\"],\"n\":3,\"b\":true}}"),
        "%s", cm_buf_str(&t.json));
    cr_assert(
        strstr(cm_buf_str(&t.json),
               "{\"name\":\"deny.key\",\"action\":\"fs:read\",\"input\":{\"path\":\"~/.ssh/k\","
               "\"operation\":\"read_content\"}}"),
        "%s", cm_buf_str(&t.json));
    pol_tests_free(&t);
}

Test(pol_tests, issue20_mistakes_are_named_with_their_place)
{
    pol_tests t;
    cr_assert_eq(load("[allow.x]\naction = \"fs:read\"\nimput = {}\n", &t), -1);
    cr_assert(strstr(last_err, "t.toml:3:1: unknown key \"imput\" in example allow.x"), "%s",
              last_err);
    cr_assert_eq(load("[deny.x]\ninput = { path = \"~/a\" }\n", &t), -1);
    cr_assert(strstr(last_err, "t.toml:1:1: example deny.x names no action"), "%s", last_err);
    cr_assert_eq(load("[deny.x]\naction = 3\n", &t), -1);
    cr_assert(strstr(last_err, "t.toml:2:1: action in example deny.x is a integer"), "%s",
              last_err);
    cr_assert_eq(load("[deny.x]\naction = \"fs:read\"\ninput = { n = 1.5 }\n", &t), -1);
    cr_assert(strstr(last_err, "a request holds no floats"), "%s", last_err);
    cr_assert_eq(load("polcy = \"p.dw\"\n", &t), -1);
    cr_assert(strstr(last_err, "t.toml:1:1: unknown key \"polcy\""), "%s", last_err);
    cr_assert_eq(load("policy = \"p.dw\"\n", &t), -1);
    cr_assert(strstr(last_err, "no examples"), "%s", last_err);
    cr_assert_eq(load("allow = 3\n", &t), -1);
    cr_assert_eq(load("[allow]\nx = 1\n", &t), -1);
    cr_assert(strstr(last_err, "allow.x is a integer"), "%s", last_err);
}

Test(pol_tests, issue20_json_string_escapes)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(pol_json_string(&b, "a\"b\\c\n\x1b", 7), 0);
    cr_assert_str_eq(cm_buf_str(&b), "\"a\\\"b\\\\c\\u000a\\u001b\"");
    cm_buf_free(&b);
}
