/* Hexadecimal digits: cm_hexval and cm_buf_add_escape (see hex.h). */
#include "config.h"

#include "common/hex.h"

int
cm_hexval(int c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

int
cm_buf_add_escape(cm_buf *b, uint32_t v)
{
    static const char digits[] = "0123456789abcdef";
    char e[10];
    int n = v < 0x100 ? 2 : v < 0x10000 ? 4 : 8;
    e[0] = '\\';
    e[1] = n == 2 ? 'x' : n == 4 ? 'u' : 'U';
    for (int k = 0; k < n; k++) {
        e[2 + k] = digits[(v >> (4 * (n - 1 - k))) & 15];
    }
    return cm_buf_add(b, e, (size_t)n + 2);
}
