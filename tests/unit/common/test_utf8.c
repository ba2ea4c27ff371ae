/* Unit tests for common/utf8.c: encoding every length, and strict decoding. */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "common/alloc.h"
#include "common/utf8.h"

Test(utf8, encode_each_length)
{
    char u[4];
    cr_assert_eq(cm_utf8_encode(0x41, u), 1);
    cr_assert_eq(u[0], 'A');
    cr_assert_eq(cm_utf8_encode(0xE9, u), 2);
    cr_assert(memcmp(u, "\xC3\xA9", 2) == 0);
    cr_assert_eq(cm_utf8_encode(0x20AC, u), 3);
    cr_assert(memcmp(u, "\xE2\x82\xAC", 3) == 0);
    cr_assert_eq(cm_utf8_encode(0x1F600, u), 4);
    cr_assert(memcmp(u, "\xF0\x9F\x98\x80", 4) == 0);
}

Test(utf8, buf_add)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_buf_add_utf8(&b, 0x78), 0);
    cr_assert_eq(cm_buf_add_utf8(&b, 0x10FFFF), 0);
    cr_assert_eq(b.len, 5);
    cr_assert_str_eq(cm_buf_str(&b), "x\xF4\x8F\xBF\xBF");
    cm_buf_free(&b);
}

Test(utf8, decode_round_trip)
{
    static const uint32_t cps[] = {0,      0x7F,   0x80,   0x7FF,   0x800,
                                   0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF};
    for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++) {
        char u[4];
        size_t n = cm_utf8_encode(cps[i], u);
        uint32_t cp = 0xABCD;
        cr_assert_eq(cm_utf8_decode((const unsigned char *)u, n, &cp), n);
        cr_assert_eq(cp, cps[i]);
    }
}

Test(utf8, decode_refuses_ill_formed)
{
    static const char *bad[] = {
        "\x80",             // stray continuation
        "\xC0\xAF",         // overlong two-byte
        "\xC1\xBF",         // overlong two-byte
        "\xE0\x80\xAF",     // overlong three-byte
        "\xED\xA0\x80",     // surrogate D800
        "\xF0\x80\x80\xAF", // overlong four-byte
        "\xF4\x90\x80\x80", // past U+10FFFF
        "\xF5\x80\x80\x80", // lead byte past F4
        "\xE2\x82",         // cut off
        "\xE2\x28\xA1",     // bad continuation
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint32_t cp = 7;
        cr_assert_eq(cm_utf8_decode((const unsigned char *)bad[i], strlen(bad[i]), &cp), 0,
                     "case %zu", i);
        cr_assert_eq(cp, 7);
        cr_assert_eq(cm_utf8_valid(bad[i], strlen(bad[i])), 0, "case %zu", i);
    }
}

Test(utf8, valid_text)
{
    const char *s = "plain, caf\xC3\xA9, \xE2\x82\xAC 5, \xF0\x9F\x98\x80";
    cr_assert_eq(cm_utf8_valid(s, strlen(s)), 1);
    cr_assert_eq(cm_utf8_valid("", 0), 1);
    cr_assert_eq(cm_utf8_valid("a\0b", 3), 1);
}

static void
shown(const char *in, size_t n, const char *want)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_utf8_escape_display(&b, in, n), 0);
    cr_assert_str_eq(cm_buf_str(&b), want);
    cm_buf_free(&b);
}

// issue 12: nothing from a script reaches the operator's terminal as a control.
Test(utf8, issue12_escape_display)
{
    shown("plain name.txt", 14, "plain name.txt");
    shown("out/\x1b[1A\x1b[2K", 12, "out/\\x1b[1A\\x1b[2K");
    shown("a\tb\nc\rd", 7, "a\\tb\\nc\\rd");
    shown("nul\0x", 5, "nul\\x00x");
    shown("del\x7f", 4, "del\\x7f");
    shown("c1\xc2\x9b"
          "2J",
          6, "c1\\u009b2J");
    shown("c1\xc2\x85", 4, "c1\\u0085");
    shown("txt\xe2\x80\xae"
          "exe",
          9, "txt\\u202eexe");
    shown("\xd8\x9c\xe2\x80\x8e\xe2\x80\x8f\xe2\x80\xaa\xe2\x81\xa6\xe2\x81\xa9", 17,
          "\\u061c\\u200e\\u200f\\u202a\\u2066\\u2069");
    shown("raw\x9b"
          "byte\xff",
          9, "raw\\x9bbyte\\xff");
    shown("caf\xc3\xa9 \xe2\x80\x8b \xf0\x9f\x99\x82", 14,
          "caf\xc3\xa9 \xe2\x80\x8b \xf0\x9f\x99\x82");
    shown("back\\slash", 10, "back\\slash");
    cr_assert(cm_utf8_is_unsafe_display(0x1b));
    cr_assert(cm_utf8_is_unsafe_display(0x9f));
    cr_assert(!cm_utf8_is_unsafe_display(0xa0));
    cr_assert(!cm_utf8_is_unsafe_display(0x2029));
    cr_assert(cm_utf8_is_unsafe_display(0x2067));
}

static void
escaped(const char *in, size_t n, const char *want)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    cr_assert_eq(cm_buf_add_fsescape(&b, in, n), 0);
    cr_assert_str_eq(cm_buf_str(&b), want);
    cr_assert(cm_utf8_valid_fsescaped(b.data ? b.data : "", b.len));
    // and back: the text names exactly the bytes it came from
    cm_buf back;
    cm_buf_init(&back, 0);
    cr_assert_eq(cm_buf_add_fsencode(&back, b.data ? b.data : "", b.len, NULL, NULL), 0);
    cr_assert_eq(back.len, n);
    cr_assert(n == 0 || memcmp(back.data, in, n) == 0);
    cm_buf_free(&back);
    cm_buf_free(&b);
}

// issue 17: bytes that are not UTF-8 get a lossless text (CPython's surrogateescape)
Test(utf8, issue17_fsescape_round_trips)
{
    escaped("", 0, "");
    escaped("plain", 5, "plain");
    escaped("caf\xc3\xa9", 5, "caf\xc3\xa9");
    escaped("a\xff"
            "b",
            3,
            "a\xed\xb3\xbf"
            "b");
    escaped("\x80", 1, "\xed\xb2\x80");
    // the bytes of U+DCFF's own 3-byte form are three escapes, never the escape of FF
    escaped("\xed\xb3\xbf", 3, "\xed\xb3\xad\xed\xb2\xb3\xed\xb2\xbf");
    // a cut-off sequence: each byte escaped, the ASCII after it kept
    escaped("\xe2\x82x", 3, "\xed\xb3\xa2\xed\xb2\x82x");
    escaped("\xc0\xaf", 2, "\xed\xb3\x80\xed\xb2\xaf");
    cr_assert(!cm_utf8_valid_fsescaped("\xed\xa0\x80", 3)); // U+D800 names no byte
    cr_assert(!cm_utf8_valid_fsescaped("\xed\xb2\x7f", 3));
    cr_assert(!cm_utf8_valid_fsescaped("\xff", 1));
    cm_buf b;
    cm_buf_init(&b, 0);
    size_t at = 99;
    uint32_t bad = 0;
    cr_assert_eq(cm_buf_add_fsencode(&b, "ab\xed\xa0\x80", 5, &at, &bad), -2);
    cr_assert_eq(at, 2);
    cr_assert_eq(bad, 0xD800);
    cm_buf_free(&b);
}
