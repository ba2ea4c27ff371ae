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
