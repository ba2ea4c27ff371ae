/* Unit tests for builtins/cmd_text.c (sort's -k key parser and version order), the
 * flag walk, line reader and line ring of builtins/cmd_util.c, cut's lists and tr's
 * sets (builtins/cmd_cut.c). */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "builtins/cmd.h"

Test(bi_cmd, sort_key_field_only)
{
    bi_sort_key k;
    cr_assert_eq(bi_cmd_sort_key("2", &k), 0);
    cr_assert_eq(k.sword, 2);
    cr_assert_eq(k.schar, 1);
    cr_assert_eq(k.eword, 0); // to the end of the line
    cr_assert_eq(k.echar, 0);
}

Test(bi_cmd, sort_key_range_and_chars)
{
    bi_sort_key k;
    cr_assert_eq(bi_cmd_sort_key("2.3,4.5", &k), 0);
    cr_assert_eq(k.sword, 2);
    cr_assert_eq(k.schar, 3);
    cr_assert_eq(k.eword, 4);
    cr_assert_eq(k.echar, 5);
    cr_assert_eq(bi_cmd_sort_key("1,1", &k), 0);
    cr_assert_eq(k.eword, 1);
    cr_assert_eq(k.echar, 0); // the end of field 1
}

Test(bi_cmd, sort_key_flags)
{
    bi_sort_key k;
    cr_assert_eq(bi_cmd_sort_key("2nr", &k), 1);
    cr_assert(k.numeric && k.reverse && !k.fold);
    cr_assert_eq(bi_cmd_sort_key("1b,1Vf", &k), 1);
    cr_assert(k.blank_start && !k.blank_end && k.version && k.fold);
    cr_assert_eq(bi_cmd_sort_key("1,2b", &k), 1);
    cr_assert(!k.blank_start && k.blank_end);
}

Test(bi_cmd, sort_key_bad)
{
    bi_sort_key k;
    cr_assert_eq(bi_cmd_sort_key("", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("0", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("x", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("1.0", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("1,", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("1,0", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("1z", &k), -1);
    cr_assert_eq(bi_cmd_sort_key("1,2.", &k), -1);
}

static int
vc(const char *a, const char *b)
{
    return bi_cmd_vercmp(a, strlen(a), b, strlen(b));
}

Test(bi_cmd, vercmp)
{
    cr_assert_lt(vc("v1.2", "v1.10"), 0);
    cr_assert_gt(vc("v1.10", "v1.9"), 0);
    cr_assert_eq(vc("1.01", "1.1"), 0);
    cr_assert_lt(vc("1.0~rc1", "1.0"), 0); // '~' before the end
    cr_assert_lt(vc("1.0", "1.0a"), 0);
    cr_assert_lt(vc("1.0a", "1.0+"), 0); // letters before other characters
    cr_assert_lt(vc("a", "b"), 0);
    cr_assert_eq(vc("", ""), 0);
    cr_assert_lt(vc("", "1"), 0);
}

// bi_opt_next (builtins/cmd_util.c), the flag walk sort and uniq use
// Split the words of buf (a writable copy) into argv; returns argc.
static int
words(char *buf, char **argv)
{
    int n = 0;
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) {
        argv[n++] = w;
    }
    argv[n] = NULL;
    return n;
}

static int
walk(const char *line, const char *spec, char *seen, const char **vals, int *first)
{
    static char buf[256];
    char *argv[16];
    snprintf(buf, sizeof buf, "%s", line);
    int argc = words(buf, argv);
    bi_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.err = -1; // messages go nowhere
    bi_opt o;
    bi_opt_init(&o, argc, argv);
    int n = 0;
    int c;
    while ((c = bi_opt_next(&ctx, "t", spec, &o)) != 0) {
        seen[n] = (char)c;
        vals[n++] = o.arg;
        if (c == '?') {
            break;
        }
    }
    seen[n] = 0;
    *first = o.i;
    return n;
}

Test(bi_cmd, opt_grouped_and_values)
{
    char seen[16];
    const char *vals[16];
    int first;
    cr_assert_eq(walk("t -cd -f1 -s 2 -ik3 x", "cdif:s:k:", seen, vals, &first), 6);
    cr_assert_str_eq(seen, "cdfsik");
    cr_assert_str_eq(vals[2], "1");
    cr_assert_str_eq(vals[3], "2");
    cr_assert_str_eq(vals[5], "3");
    cr_assert_eq(first, 6);
}

Test(bi_cmd, opt_end_markers)
{
    char seen[16];
    const char *vals[16];
    int first;
    cr_assert_eq(walk("t -c -- -d", "cd", seen, vals, &first), 1);
    cr_assert_eq(first, 3);
    cr_assert_eq(walk("t - x", "cd", seen, vals, &first), 0);
    cr_assert_eq(first, 1);
}

Test(bi_cmd, opt_errors_and_long)
{
    char seen[16];
    const char *vals[16];
    int first;
    walk("t -cz", "c", seen, vals, &first);
    cr_assert_str_eq(seen, "c?");
    walk("t -k", "k:", seen, vals, &first);
    cr_assert_str_eq(seen, "?");
    cr_assert_eq(walk("t --name=v -c y", "-c", seen, vals, &first), 2);
    cr_assert_str_eq(seen, "-c");
    cr_assert_str_eq(vals[0], "--name=v");
    cr_assert_eq(first, 3);
}

// bi_cmd_ranges and bi_cmd_tr_set (builtins/cmd_cut.c)
Test(bi_cmd, ranges)
{
    bi_range r[8];
    cr_assert_eq(bi_cmd_ranges("1,3-5,7-", r, 8), 3);
    cr_assert(r[0].lo == 1 && r[0].hi == 1);
    cr_assert(r[1].lo == 3 && r[1].hi == 5);
    cr_assert(r[2].lo == 7 && r[2].hi == 0);
    cr_assert(bi_cmd_in_ranges(r, 3, 4) && bi_cmd_in_ranges(r, 3, 99));
    cr_assert(!bi_cmd_in_ranges(r, 3, 2) && !bi_cmd_in_ranges(r, 3, 6));
    cr_assert_eq(bi_cmd_ranges("-2", r, 8), 1);
    cr_assert(r[0].lo == 1 && r[0].hi == 2);
}

Test(bi_cmd, ranges_bad)
{
    bi_range r[2];
    cr_assert_eq(bi_cmd_ranges("0", r, 2), -2);
    cr_assert_eq(bi_cmd_ranges("1-0", r, 2), -2);
    cr_assert_eq(bi_cmd_ranges("3-2", r, 2), -3);
    cr_assert_eq(bi_cmd_ranges("", r, 2), -1);
    cr_assert_eq(bi_cmd_ranges("-", r, 2), -1);
    cr_assert_eq(bi_cmd_ranges("1,,2", r, 2), -1);
    cr_assert_eq(bi_cmd_ranges("1x", r, 2), -1);
    cr_assert_eq(bi_cmd_ranges("1,2,3", r, 2), -1); // past max
}

Test(bi_cmd, tr_set)
{
    unsigned char set[4096];
    cr_assert_eq(bi_cmd_tr_set("a-e", set), 5);
    cr_assert_eq(memcmp(set, "abcde", 5), 0);
    cr_assert_eq(bi_cmd_tr_set("[:digit:]x", set), 11);
    cr_assert_eq(set[10], 'x');
    cr_assert_eq(bi_cmd_tr_set("\\n\\t\\101\\\\", set), 4);
    cr_assert_eq(memcmp(set, "\n\tA\\", 4), 0);
    cr_assert_eq(bi_cmd_tr_set("[:upper:]", set), 26);
    cr_assert_eq(bi_cmd_tr_set("z-a", set), -1);
    cr_assert_eq(bi_cmd_tr_set("[:nope:]", set), 8); // not a class: its characters
}

// bi_lines and bi_ring (builtins/cmd_util.c), the streaming commands' reader and ring

// A file holding n bytes of text, rewound; the FILE keeps it open.
static FILE *
text_file(const char *text, size_t n)
{
    FILE *f = tmpfile();
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(text, 1, n, f), n);
    cr_assert_eq(fflush(f), 0);
    cr_assert_eq(lseek(fileno(f), 0, SEEK_SET), 0);
    return f;
}

// The next line of in is want[0, n), ended by a newline when nl; NULL want: the end.
static void
next_is(bi_lines *in, const char *want, size_t n, int nl)
{
    const char *s;
    size_t got;
    int got_nl;
    int r = bi_lines_next(in, &s, &got, &got_nl);
    if (!want) {
        cr_assert_eq(r, 0);
        return;
    }
    cr_assert_eq(r, 1);
    cr_assert(got == n && memcmp(s, want, n) == 0 && got_nl == nl);
}

Test(bi_cmd, lines_last_without_newline_and_empty_lines)
{
    FILE *f = text_file("a\n\nbc", 5);
    bi_lines in;
    bi_lines_init(&in, fileno(f));
    next_is(&in, "a", 1, 1);
    next_is(&in, "", 0, 1);
    next_is(&in, "bc", 2, 0);
    next_is(&in, NULL, 0, 0);
    next_is(&in, NULL, 0, 0); // the end stays the end
    cr_assert_eq(in.nul, 0);
    bi_lines_free(&in);
    fclose(f);
}

Test(bi_cmd, lines_empty_input_and_nul)
{
    FILE *f = text_file("", 0);
    bi_lines in;
    bi_lines_init(&in, fileno(f));
    next_is(&in, NULL, 0, 0);
    bi_lines_free(&in);
    fclose(f);
    f = text_file("a\0b\n", 4);
    bi_lines_init(&in, fileno(f));
    next_is(&in, "a\0b", 3, 1);
    cr_assert_eq(in.nul, 1);
    bi_lines_free(&in);
    fclose(f);
}

// Lines longer than the first chunk, and many short ones across chunk ends, come back
// whole and in order.
Test(bi_cmd, lines_across_chunks)
{
    size_t big = 300000;
    size_t cap = big + 2000000;
    char *text = malloc(cap);
    cr_assert_not_null(text);
    memset(text, 'x', big);
    text[big] = '\n';
    size_t len = big + 1;
    for (int k = 0; k < 100000; k++) {
        len += (size_t)snprintf(text + len, cap - len, "line %d\n", k);
    }
    memset(text + len, 'y', big);
    len += big; // a long last line without a newline
    FILE *f = text_file(text, len);
    bi_lines in;
    bi_lines_init(&in, fileno(f));
    next_is(&in, text, big, 1);
    for (int k = 0; k < 100000; k++) {
        char want[32];
        int w = snprintf(want, sizeof want, "line %d", k);
        next_is(&in, want, (size_t)w, 1);
    }
    next_is(&in, text + len - big, big, 0);
    next_is(&in, NULL, 0, 0);
    cr_assert_lt(in.cap, 4 * big); // bounded by the longest line, not the input
    bi_lines_free(&in);
    fclose(f);
    free(text);
}

Test(bi_cmd, ring_keeps_the_last_lines)
{
    bi_ring r;
    bi_ring_init(&r, 3);
    const char *words[] = {"one", "two", "three", "four", "five"};
    for (int k = 0; k < 5; k++) {
        cr_assert_eq(bi_ring_push(&r, words[k], strlen(words[k]), k != 4), 0);
    }
    cr_assert_eq(r.count, 3);
    for (size_t k = 0; k < 3; k++) {
        const bi_ring_line *l = bi_ring_at(&r, k);
        cr_assert(l->n == strlen(words[k + 2]) && memcmp(l->s, words[k + 2], l->n) == 0);
        cr_assert_eq(l->nl, k != 2);
    }
    bi_ring_clear(&r);
    cr_assert_eq(r.count, 0);
    cr_assert_eq(bi_ring_push(&r, "", 0, 1), 0);
    cr_assert(r.count == 1 && bi_ring_at(&r, 0)->n == 0);
    bi_ring_free(&r);
    bi_ring_init(&r, 0); // -n 0 / no -B: nothing kept
    cr_assert_eq(bi_ring_push(&r, "x", 1, 1), 0);
    cr_assert_eq(r.count, 0);
    bi_ring_free(&r);
}

// words: argv as one space-separated string (string literals are const; argv is not)
static void
permuted(const char *spec, const char *words, const char *want)
{
    char buf[256];
    char *argv[16];
    int argc = 0;
    snprintf(buf, sizeof buf, "%s", words);
    for (char *w = strtok(buf, " "); w && argc < 15; w = strtok(NULL, " ")) {
        argv[argc++] = w;
    }
    argv[argc] = NULL;
    char *out[16];
    char got[256] = "";
    bi_cmd_permute(spec, argc, argv, out);
    cr_assert_null(out[argc]);
    for (int i = 0; i < argc; i++) {
        strcat(got, i ? " " : "");
        strcat(got, out[i]);
    }
    cr_assert_str_eq(got, want);
}

Test(bi_cmd, issue17_permute_puts_options_first_as_gnu_getopt)
{
    permuted("ABCem|include,exclude", "grep -rn TODO . --include *.py -A3 -B 2 x",
             "grep -rn --include *.py -A3 -B 2 TODO . x");
    // "--" ends the options: what follows stays an operand, in its place after them
    permuted("e", "grep pat -- -v f -c", "grep pat -- -v f -c");
    // --name=value takes no further word; a lone "-" is an operand; a value-taking letter
    // inside a cluster takes the rest of the word, at its end the next word
    permuted("kt", "sort - -t, --key=2 f -rk 1 g", "sort -t, --key=2 -rk 1 - f g");
    // an option that wants a value at the end of argv takes nothing
    permuted("nc", "head f -n", "head -n f");
}
