/* Unit tests for the str/bytes method core of monty/seqcore.c (issue 14): white space, the
 * strip range, split/rsplit, splitlines, startswith/endswith, replace, expandtabs and the padding
 * split, each in the UTF-8 layout of str and the one-byte
 * layout of bytes. The pieces are built as str here, whichever layout the core reads. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "monty/monty.h"
#include "monty/obj.h"
#include "monty/seqcore.h"

static mt_state *st;

static void
setup(void)
{
    st = monty_new(NULL, NULL);
    cr_assert_not_null(st);
    // the builtin objects (exception types' state, names) come with the first run
    cr_assert_eq(monty_run(st, "pass\n", 5, "t.py", NULL), 0);
}

static void
teardown(void)
{
    monty_free(st);
}

TestSuite(mt_seqcore, .init = setup, .fini = teardown);

static mt_obj *
piece(mt_state *s, mt_obj *self, const char *d, size_t n)
{
    (void)self;
    return mt_str_new(s, d, n);
}

static void
data(mt_obj *self, const char **d, size_t *n)
{
    *d = mt_str_data(self);
    *n = mt_str_len(self);
}

static int
sep(mt_state *s, mt_obj *o, const char **d, size_t *n)
{
    if (!mt_isinst(o, &mt_type_str)) {
        return mt_raisei(s, MT_EXC(TypeError), "test sep");
    }
    data(o, d, n);
    return 0;
}

static int
affix(mt_state *s, mt_obj *o, int in_tuple, const char *name, const char **d, size_t *n)
{
    if (!mt_isinst(o, &mt_type_str)) {
        return mt_raisei(s, MT_EXC(TypeError), "test %s %d", name, in_tuple);
    }
    data(o, d, n);
    return 0;
}

static const mt_seq_type utf8_seq = {1, piece, data, sep, affix};
static const mt_seq_type byte_seq = {0, piece, data, sep, affix};

// The number of pieces in list l, ':', then the pieces joined with '|' (a static buffer);
// drops l.
static const char *
joined(mt_obj *l)
{
    static char out[256];
    cr_assert_not_null(l);
    size_t k = (size_t)snprintf(out, sizeof out, "%zu:", MT_LIST_N(l));
    for (size_t i = 0; i < MT_LIST_N(l); i++) {
        mt_obj *p = MT_LIST_ITEM(l, i);
        cr_assert_lt(k + mt_str_len(p) + 2, sizeof out);
        if (i > 0) {
            out[k++] = '|';
        }
        memcpy(out + k, mt_str_data(p), mt_str_len(p));
        k += mt_str_len(p);
    }
    out[k] = '\0';
    MT_DECREF(l);
    return out;
}

// split (right 0) or rsplit of s on sp (NULL: white space) with maxsplit max (-2: none).
static const char *
split(const mt_seq_type *ty, const char *s, const char *sp, int64_t max, int right)
{
    mt_obj *args[3] = {mt_str_from_c(st, s), sp ? mt_str_from_c(st, sp) : MT_NONE,
                       MT_FROM_SMALL(max)};
    size_t n = max == -2 ? 2 : 3;
    mt_obj *l = mt_seq_split(st, ty, n, args, NULL, right);
    MT_DECREF(args[0]);
    if (sp) {
        MT_DECREF(args[1]);
    }
    return joined(l);
}

static const char *
splitlines(const mt_seq_type *ty, const char *s, int keep)
{
    mt_obj *args[2] = {mt_str_from_c(st, s), keep ? MT_TRUE : MT_FALSE};
    mt_obj *l = mt_seq_splitlines(st, ty, 2, args, NULL);
    MT_DECREF(args[0]);
    return joined(l);
}

static void
strip(int utf8, const char *s, const char *set, int which, size_t lo, size_t hi)
{
    size_t i = 99, j = 99;
    mt_seq_strip(utf8, s, strlen(s), set, set ? strlen(set) : 0, which, &i, &j);
    cr_assert_eq(i, lo, "strip(%s) lo %zu, not %zu", s, i, lo);
    cr_assert_eq(j, hi, "strip(%s) hi %zu, not %zu", s, j, hi);
}

Test(mt_seqcore, issue14_isspace)
{
    const uint32_t yes[] = {' ', '\t', '\n', '\v', '\f', '\r', 0x1c, 0x1f, 0x85, 0xa0, 0x3000};
    const uint32_t no[] = {'a', 0, 0x08, 0x20 + 1, 0x200b, 0xfeff};
    for (size_t i = 0; i < sizeof yes / sizeof yes[0]; i++) {
        cr_assert(mt_seq_isspace(yes[i]), "U+%04x", (unsigned)yes[i]);
    }
    for (size_t i = 0; i < sizeof no / sizeof no[0]; i++) {
        cr_assert(!mt_seq_isspace(no[i]), "U+%04x", (unsigned)no[i]);
    }
}

Test(mt_seqcore, issue14_strip_range)
{
    // U+3000 (3 bytes) is white space in str, its bytes are not in bytes
    strip(1, "\xe3\x80\x80 ab \xe3\x80\x80", NULL, 3, 4, 6);
    strip(0, "\xe3\x80\x80 ab \xe3\x80\x80", NULL, 3, 0, 10);
    strip(1, "  ab  ", NULL, 1, 2, 6);
    strip(1, "  ab  ", NULL, 2, 0, 4);
    strip(1, "    ", NULL, 3, 4, 4);
    strip(1, "", NULL, 3, 0, 0);
    // \x1c is white space to str only
    strip(1,
          "\x1c"
          "a\x1c",
          NULL, 3, 1, 2);
    strip(0,
          "\x1c"
          "a\x1c",
          NULL, 3, 0, 3);
    // a set: whole characters of it, never a byte of one
    strip(1, "\xc3\xa9\xc3\xa9x\xc3\xa9", "\xc3\xa9", 3, 4, 5);
    strip(1, "\xc3\xa8x", "\xc3\xa9\xc3\xa0", 3, 0, 3);
    strip(0, "\xc3\xa8x", "\xc3\xa9\xc3\xa0", 3, 1, 3);
    strip(0, "xyaxy", "yx", 3, 2, 3);
    strip(0, "xyaxy", "", 3, 0, 5);
}

Test(mt_seqcore, issue14_split_white_space)
{
    cr_assert_str_eq(split(&utf8_seq,
                           "  a b\xe3\x80\x80"
                           "c  ",
                           NULL, -2, 0),
                     "3:a|b|c");
    cr_assert_str_eq(split(&byte_seq,
                           "  a b\xe3\x80\x80"
                           "c  ",
                           NULL, -2, 0),
                     "2:a|b\xe3\x80\x80"
                     "c");
    cr_assert_str_eq(split(&utf8_seq, " a b c ", NULL, 1, 0), "2:a|b c ");
    cr_assert_str_eq(split(&utf8_seq, " a b c ", NULL, 0, 0), "1:a b c ");
    cr_assert_str_eq(split(&utf8_seq,
                           " a\xe3\x80\x80"
                           "b c ",
                           NULL, 1, 1),
                     "2: a\xe3\x80\x80"
                     "b|c");
    cr_assert_str_eq(split(&utf8_seq,
                           " a\xe3\x80\x80"
                           "b c ",
                           NULL, -1, 1),
                     "3:a|b|c");
    cr_assert_str_eq(split(&byte_seq, " a b c ", NULL, 0, 1), "1: a b c");
    cr_assert_str_eq(split(&utf8_seq, "   ", NULL, -2, 0), "0:");
    cr_assert_str_eq(split(&utf8_seq, "", NULL, -2, 1), "0:");
}

Test(mt_seqcore, issue14_split_separator)
{
    cr_assert_str_eq(split(&utf8_seq, "a,b,,c", ",", -2, 0), "4:a|b||c");
    cr_assert_str_eq(split(&utf8_seq, "a,b,,c", ",", 2, 0), "3:a|b|,c");
    cr_assert_str_eq(split(&utf8_seq, "a,b,,c", ",", 2, 1), "3:a,b||c");
    cr_assert_str_eq(split(&byte_seq, "a::b::", "::", -1, 1), "3:a|b|");
    cr_assert_str_eq(split(&byte_seq, "", "x", -1, 0), "1:");
    cr_assert_str_eq(split(&utf8_seq, "aaa", "aa", -1, 0), "2:|a");
    cr_assert_str_eq(split(&utf8_seq, "aaa", "aa", -1, 1), "2:a|");
    // the core's errors: the type's own TypeError, and CPython's ValueError
    mt_obj *args[2] = {mt_str_from_c(st, "abc"), MT_FROM_SMALL(1)};
    cr_assert_null(mt_seq_split(st, &utf8_seq, 2, args, NULL, 0));
    cr_assert(mt_exc_matches(st, MT_EXC(TypeError)));
    mt_exc_clear(st);
    args[1] = mt_str_from_c(st, "");
    cr_assert_null(mt_seq_split(st, &utf8_seq, 2, args, NULL, 1));
    cr_assert(mt_exc_matches(st, MT_EXC(ValueError)));
    mt_exc_clear(st);
    MT_DECREF(args[0]);
    MT_DECREF(args[1]);
}

Test(mt_seqcore, issue14_splitlines)
{
    const char *s = "a\nb\r\nc\rd\xe2\x80\xa8"
                    "e\x0b"
                    "f\xc2\x85g";
    cr_assert_str_eq(splitlines(&utf8_seq, s, 0), "7:a|b|c|d|e|f|g");
    cr_assert_str_eq(splitlines(&utf8_seq, s, 1),
                     "7:a\n|b\r\n|c\r|d\xe2\x80\xa8|e\x0b|f\xc2\x85|g");
    cr_assert_str_eq(splitlines(&byte_seq, s, 0), "4:a|b|c|d\xe2\x80\xa8"
                                                  "e\x0b"
                                                  "f\xc2\x85g");
    cr_assert_str_eq(splitlines(&byte_seq, "x\r\n\n", 1), "2:x\r\n|\n");
    cr_assert_str_eq(splitlines(&utf8_seq, "", 1), "0:");
    cr_assert_str_eq(splitlines(&utf8_seq, "\x1c\x1d\x1e\x1f", 0), "4:|||\x1f");
}

// The text of b as a static string; frees b.
static const char *
text_of(cm_buf *b)
{
    static char out[256];
    cr_assert(!b->failed);
    cr_assert_lt(b->len, sizeof out);
    memcpy(out, b->len ? cm_buf_str(b) : "", b->len);
    out[b->len] = '\0';
    cm_buf_free(b);
    return out;
}

// replace (utf8 layout or not) of old by new in s, count times at most, as a static string.
static const char *
replace(int utf8, const char *s, const char *old, const char *new, int64_t count)
{
    cm_buf b;
    mt_buf_init(st, &b);
    mt_seq_replace(&b, utf8, s, strlen(s), old, strlen(old), new, strlen(new), count);
    return text_of(&b);
}

Test(mt_seqcore, issue14_replace)
{
    cr_assert_str_eq(replace(1, "aaaa", "aa", "b", -1), "bb");
    cr_assert_str_eq(replace(1, "aaaa", "aa", "b", 1), "baa");
    cr_assert_str_eq(replace(1, "aaaa", "aa", "b", 0), "aaaa");
    cr_assert_str_eq(replace(0, "abc", "", "-", -1), "-a-b-c-");
    cr_assert_str_eq(replace(0, "abc", "", "-", 2), "-a-bc");
    cr_assert_str_eq(replace(0, "", "", "-", -1), "-");
    // an empty old stands between characters, not between the bytes of one
    cr_assert_str_eq(replace(1, "\xc3\xa9x", "", "-", -1), "-\xc3\xa9-x-");
    cr_assert_str_eq(replace(0, "\xc3\xa9", "", "-", -1), "-\xc3-\xa9-");
    cr_assert_str_eq(replace(1, "\xc3\xa9x", "", "-", 1), "-\xc3\xa9x");
}

static const char *
expand(int utf8, const char *s, int64_t ts)
{
    cm_buf b;
    mt_buf_init(st, &b);
    mt_seq_expandtabs(&b, utf8, s, strlen(s), ts);
    return text_of(&b);
}

Test(mt_seqcore, issue14_expandtabs)
{
    cr_assert_str_eq(expand(1, "a\tb", 4), "a   b");
    // columns count characters in str, bytes in bytes
    cr_assert_str_eq(expand(1, "\xc3\xa9\tb", 4), "\xc3\xa9   b");
    cr_assert_str_eq(expand(0, "\xc3\xa9\tb", 4), "\xc3\xa9  b");
    cr_assert_str_eq(expand(1, "ab\r\tc\n\td", 3), "ab\r   c\n   d");
    cr_assert_str_eq(expand(1, "a\tb", 0), "ab");
    cr_assert_str_eq(expand(1, "a\tb", -1), "ab");
    cr_assert_str_eq(expand(1, "\t\t", 2), "    ");
    cr_assert_str_eq(expand(1, "", 8), "");
}

Test(mt_seqcore, issue14_tailmatch)
{
    mt_obj *s = mt_str_from_c(st, "h\xc3\xa9llo");
    mt_obj *lo = mt_str_from_c(st, "lo");
    mt_obj *x = mt_str_from_c(st, "x");
    const char *d = mt_str_data(s);
    size_t n = mt_str_len(s);
    cr_assert_eq(mt_seq_tailmatch(st, &utf8_seq, d, 0, n, lo, 1, "endswith"), MT_TRUE);
    cr_assert_eq(mt_seq_tailmatch(st, &utf8_seq, d, 0, n - 1, lo, 1, "endswith"), MT_FALSE);
    cr_assert_eq(mt_seq_tailmatch(st, &utf8_seq, d, 4, n, lo, 0, "startswith"), MT_TRUE);
    // start past end: no match, not even of an empty affix
    mt_obj *e = mt_str_from_c(st, "");
    cr_assert_eq(mt_seq_tailmatch(st, &utf8_seq, d, 3, 2, e, 0, "startswith"), MT_FALSE);
    cr_assert_eq(mt_seq_tailmatch(st, &utf8_seq, d, 2, 2, e, 0, "startswith"), MT_TRUE);
    // a tuple: any item, in order, up to the first match
    mt_obj *t = mt_tuple_pack(st, 3, x, lo, MT_NONE);
    cr_assert_eq(mt_seq_tailmatch(st, &utf8_seq, d, 0, n, t, 1, "endswith"), MT_TRUE);
    cr_assert_null(mt_seq_tailmatch(st, &utf8_seq, d, 0, n, t, 0, "startswith"));
    cr_assert(mt_exc_matches(st, MT_EXC(TypeError)));
    mt_exc_clear(st);
    MT_DECREF(t);
    MT_DECREF(e);
    MT_DECREF(x);
    MT_DECREF(lo);
    MT_DECREF(s);
}

Test(mt_seqcore, issue14_pad_left)
{
    cr_assert_eq(mt_seq_pad_left(5, 7, 0), 0);
    cr_assert_eq(mt_seq_pad_left(5, 7, 2), 5);
    // center: CPython puts the odd fill on the left when the width is odd
    cr_assert_eq(mt_seq_pad_left(5, 7, 1), 3);
    cr_assert_eq(mt_seq_pad_left(5, 8, 1), 2);
    cr_assert_eq(mt_seq_pad_left(4, 6, 1), 2);
}
