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

#endif
