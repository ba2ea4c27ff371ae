/* Hexadecimal digits, the one rule every escape and fromhex() decoder shares. */
#ifndef COMMON_HEX_H
#define COMMON_HEX_H

#include <stdint.h>

#include "common/buf.h"

/* The value (0 to 15) of the ASCII hexadecimal digit c, either case; -1 for anything else,
 * including bytes above 0x7f passed as a negative char. */
int cm_hexval(int c);

/* Append Python's escape of code point or byte v: \\xhh below 0x100, \\uhhhh below
 * 0x10000, else \\Uhhhhhhhh, lower-case digits (repr, ascii, backslashreplace). Returns 0,
 * or -1 as cm_buf_add does. */
int cm_buf_add_escape(cm_buf *b, uint32_t v);

#endif
