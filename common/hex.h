/* Hexadecimal digits, the one rule every escape and fromhex() decoder shares. */
#ifndef COMMON_HEX_H
#define COMMON_HEX_H

/* The value (0 to 15) of the ASCII hexadecimal digit c, either case; -1 for anything else,
 * including bytes above 0x7f passed as a negative char. */
int cm_hexval(int c);

#endif
