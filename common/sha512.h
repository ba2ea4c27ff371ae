/* SHA-512 (FIPS 180-4), for random.seed(str|bytes) parity with CPython. */
#ifndef COMMON_SHA512_H
#define COMMON_SHA512_H

#include <stddef.h>

#define CM_SHA512_LEN 64

/* Write the 64-byte SHA-512 digest of the len bytes at data into out. */
void cm_sha512(const void *data, size_t len, unsigned char out[CM_SHA512_LEN]);

#endif
