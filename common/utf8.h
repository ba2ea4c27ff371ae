/* UTF-8 encoding and strict decoding, shared by the Python lexer, the policy lexer, the
 * TOML reader and every JSON decoder. */
#ifndef COMMON_UTF8_H
#define COMMON_UTF8_H

#include <stddef.h>
#include <stdint.h>

#include "common/attr.h"
#include "common/buf.h"

/* Write the UTF-8 form of code point cp (at most 0x10FFFF; surrogates are written as they
 * are, which CESU-style callers rely on) into out. Returns the length, 1 to 4. */
size_t cm_utf8_encode(uint32_t cp, char out[4]);

/* Append the UTF-8 form of cp to b. Returns 0, or -1 as cm_buf_add does. */
CM_MUST_CHECK int cm_buf_add_utf8(cm_buf *b, uint32_t cp);

/* Decode the well-formed UTF-8 sequence at s (n > 0 bytes available): returns its
 * length (1 to 4) and stores the code point in *cp. Returns 0, with *cp untouched, for
 * an ill-formed sequence: a stray continuation byte, an overlong form, a surrogate, a
 * value past 0x10FFFF, or a sequence cut off by the end of the input. */
size_t cm_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp);

/* 1 when the n bytes at s are well-formed UTF-8, else 0. */
int cm_utf8_valid(const char *s, size_t n);

/* The code points in s[0..n) when it is well-formed UTF-8, else (size_t)-1. */
size_t cm_utf8_check(const char *s, size_t n);

/* Append the n bytes at s to b as text, losslessly (CPython's surrogateescape): each
 * well-formed UTF-8 sequence is copied, and each byte that is not part of one becomes the
 * lone surrogate U+DC80..U+DCFF (U+DC00 + the byte), written as its 3-byte form. Text that
 * is well-formed UTF-8 holds no surrogate, so two different byte strings never give the
 * same text: a decision made on the text is a decision on exactly those bytes. Returns 0,
 * or -1 as cm_buf_add does. */
CM_MUST_CHECK int cm_buf_add_fsescape(cm_buf *b, const char *s, size_t n);

/* 1 when s[0..n) is text cm_buf_add_fsescape can make: well-formed UTF-8 in which the lone
 * surrogates U+DC80..U+DCFF may also stand (as their 3-byte forms). */
int cm_utf8_valid_fsescaped(const char *s, size_t n);

/* The inverse for text that came from a script (CPython's os.fsencode): copies s[0..n)
 * into b with each 3-byte lone surrogate U+DC80..U+DCFF turned back into its byte.
 * Returns 0; -1 as cm_buf_add does; or -2 (b holds the part before it, *at the code point
 * offset of the character and *bad the character) for any other surrogate, which names no
 * byte. */
CM_MUST_CHECK int cm_buf_add_fsencode(cm_buf *b, const char *s, size_t n, size_t *at,
                                      uint32_t *bad);

/* 1 when cp must never reach an operator's terminal raw: a C0 control, DEL, a C1
 * control (U+0080-U+009F), or a bidi formatting character (U+061C, U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069). */
int cm_utf8_is_unsafe_display(uint32_t cp);

/* Append the n bytes at s to b for a human-readable output (log lines, check, explain,
 * error messages): every character cm_utf8_is_unsafe_display names is written as an
 * escape, "\t", "\n", "\r", "\x1b" (C0 and DEL) or "\u202e" (C1 and bidi); a byte
 * that is not part of well-formed UTF-8 is "\xNN"; everything else is copied. The one
 * escaping function of the box. Returns 0, or -1 as cm_buf_add does. */
CM_MUST_CHECK int cm_utf8_escape_display(cm_buf *b, const char *s, size_t n);

/* fprintf(stderr, fmt, ...) for a message an operator reads: the formatted text goes
 * through cm_utf8_escape_display, a final newline excepted. On out-of-memory the
 * message is dropped (stderr is best effort). */
void cm_utf8_eprintf(const char *fmt, ...) CM_PRINTF(1, 2);

#endif
