/* Helpers shared by the binascii and base64 modules (mod_binascii.c). */
#ifndef MONTY_MODULES_BINASCII_H
#define MONTY_MODULES_BINASCII_H

#include "monty/obj.h"

/* Raise binascii.Error(msg) (importing binascii when needed); returns NULL. */
mt_obj *mt_binascii_error(mt_state *st, const char *msg);
/* The bytes of a bytes-like argument (bytes, bytearray); with ascii_str, an ASCII str is
 * accepted too. 0, or -1 with TypeError/ValueError pending. */
int mt_binascii_data(mt_state *st, mt_obj *o, int ascii_str, const char **data, size_t *len);
/* Standard base64 of data (with a trailing newline when nl), a new bytes object. */
mt_obj *mt_b64_encode(mt_state *st, const char *data, size_t len, int nl);
/* binascii.a2b_base64(data, strict_mode=strict), a new bytes object; binascii.Error with
 * CPython's texts. */
mt_obj *mt_b64_decode(mt_state *st, const char *data, size_t len, int strict);
/* Hex digits of data (lower or upper case), a new bytes object. */
mt_obj *mt_hex_encode(mt_state *st, const char *data, size_t len, int upper);
/* binascii.unhexlify, a new bytes object. */
mt_obj *mt_hex_decode(mt_state *st, const char *data, size_t len);

#endif
