/* UTF-8 encoding and strict decoding (the Unicode standard's table 3-7 of well-formed
 * byte sequences). */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "common/utf8.h"

/* Write cp as UTF-8 into out; returns the length. */
size_t
cm_utf8_encode(uint32_t cp, char out[4])
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Append cp to b as UTF-8. */
int
cm_buf_add_utf8(cm_buf *b, uint32_t cp)
{
    char u[4];
    return cm_buf_add(b, u, cm_utf8_encode(cp, u));
}

/* Decode one well-formed sequence; 0 when ill-formed. */
size_t
cm_utf8_decode(const unsigned char *s, size_t n, uint32_t *cp)
{
    unsigned c = s[0];
    size_t len;
    uint32_t v;
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
        v = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        v = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        v = c & 0x07;
    } else {
        return 0;
    }
    if (n < len) {
        return 0;
    }
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            return 0;
        }
        v = (v << 6) | (s[i] & 0x3F);
    }
    // Overlong three- and four-byte forms, surrogates and values past U+10FFFF.
    if ((len == 3 && v < 0x800) || (len == 4 && (v < 0x10000 || v > 0x10FFFF)) ||
        (v >= 0xD800 && v <= 0xDFFF)) {
        return 0;
    }
    *cp = v;
    return len;
}

/* cm_utf8_check: see common/utf8.h. */
size_t
cm_utf8_check(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, chars = 0;
    while (i < n) {
        unsigned c = u[i];
        if (c < 0x80) {
            // ASCII eight bytes at a time
            size_t i0 = i++;
            while (i + 8 <= n) {
                uint64_t w;
                memcpy(&w, u + i, 8);
                if (w & 0x8080808080808080ull) {
                    break;
                }
                i += 8;
            }
            chars += i - i0;
            continue;
        }
        if (c >= 0xC2 && c <= 0xDF && i + 1 < n && (u[i + 1] & 0xC0) == 0x80) {
            i += 2; // the common two-byte form inline
            chars++;
            continue;
        }
        uint32_t cp;
        size_t k = cm_utf8_decode(u + i, n - i, &cp);
        if (k == 0) {
            return (size_t)-1;
        }
        i += k;
        chars++;
    }
    return chars;
}

/* 1 when s[0..n) is well-formed UTF-8. */
int
cm_utf8_valid(const char *s, size_t n)
{
    return cm_utf8_check(s, n) != (size_t)-1;
}

/* cm_buf_add_fsescape: see common/utf8.h. */
int
cm_buf_add_fsescape(cm_buf *b, const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        uint32_t cp;
        size_t k = 0;
        while (j < n && (u[j] < 0x80 || (k = cm_utf8_decode(u + j, n - j, &cp)) != 0)) {
            j += u[j] < 0x80 ? 1 : k; // a well-formed run goes in one copy
        }
        if (j > i && cm_buf_add(b, s + i, j - i) != 0) {
            return -1;
        }
        if (j < n && cm_buf_add_utf8(b, 0xDC00u + u[j]) != 0) {
            return -1;
        }
        i = j + 1;
    }
    return 0;
}

/* cm_utf8_valid_fsescaped: see common/utf8.h. */
int
cm_utf8_valid_fsescaped(const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        uint32_t cp;
        size_t k = u[i] < 0x80 ? 1 : cm_utf8_decode(u + i, n - i, &cp);
        if (k == 0) {
            // U+DC80..U+DCFF: ED B2 80 .. ED B3 BF
            if (u[i] != 0xED || i + 2 >= n || (u[i + 1] != 0xB2 && u[i + 1] != 0xB3) ||
                (u[i + 2] & 0xC0) != 0x80) {
                return 0;
            }
            k = 3;
        }
        i += k;
    }
    return 1;
}

/* cm_buf_add_fsencode: see common/utf8.h. */
int
cm_buf_add_fsencode(cm_buf *b, const char *s, size_t n, size_t *at, uint32_t *bad)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0, from = 0, chars = 0;
    while (i < n) {
        // a surrogate's 3-byte form: ED A0..BF xx
        if (u[i] == 0xED && i + 2 < n && u[i + 1] >= 0xA0) {
            uint32_t cp = 0xD000u | ((uint32_t)(u[i + 1] & 0x3F) << 6) | (u[i + 2] & 0x3F);
            if (cm_buf_add(b, s + from, i - from) != 0) {
                return -1;
            }
            if (cp < 0xDC80 || cp > 0xDCFF) {
                if (at) {
                    *at = chars;
                }
                if (bad) {
                    *bad = cp;
                }
                return -2;
            }
            char byte = (char)(cp - 0xDC00);
            if (cm_buf_add(b, &byte, 1) != 0) {
                return -1;
            }
            i += 3;
            from = i;
            chars++;
            continue;
        }
        chars += (u[i] & 0xC0) != 0x80; // count code points by their lead bytes
        i++;
    }
    return cm_buf_add(b, s + from, n - from) != 0 ? -1 : 0;
}

/* cm_utf8_is_unsafe_display: see common/utf8.h. */
int
cm_utf8_is_unsafe_display(uint32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x061C || cp == 0x200E ||
           cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

/* cm_utf8_escape_display: see common/utf8.h. */
int
cm_utf8_escape_display(cm_buf *b, const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < n) {
        // the longest run that needs no escape goes in one piece
        size_t j = i;
        uint32_t cp = 0;
        size_t k = 0;
        while (j < n) {
            k = cm_utf8_decode(u + j, n - j, &cp);
            if (k == 0 || cm_utf8_is_unsafe_display(cp)) {
                break;
            }
            j += k;
        }
        if (j > i && cm_buf_add(b, s + i, j - i) != 0) {
            return -1;
        }
        if (j >= n) {
            break;
        }
        int rc;
        if (k == 0) {
            rc = cm_buf_printf(b, "\\x%02x", u[j]);
            k = 1;
        } else if (cp == '\t' || cp == '\n' || cp == '\r') {
            rc = cm_buf_printf(b, "\\%c", cp == '\t' ? 't' : cp == '\n' ? 'n' : 'r');
        } else if (cp < 0x80) {
            rc = cm_buf_printf(b, "\\x%02x", (unsigned)cp);
        } else {
            rc = cm_buf_printf(b, "\\u%04x", (unsigned)cp);
        }
        if (rc != 0) {
            return -1;
        }
        i = j + k;
    }
    return 0;
}

/* cm_utf8_eprintf: see common/utf8.h. */
void
cm_utf8_eprintf(const char *fmt, ...)
{
    cm_buf raw;
    cm_buf shown;
    cm_buf_init(&raw, 0);
    cm_buf_init(&shown, 0);
    va_list ap;
    va_start(ap, fmt);
    int rc = cm_buf_vprintf(&raw, fmt, ap);
    va_end(ap);
    size_t n = raw.len;
    int nl = n > 0 && raw.data[n - 1] == '\n';
    if (rc == 0 && cm_utf8_escape_display(&shown, raw.data ? raw.data : "", n - (size_t)nl) == 0 &&
        (!nl || cm_buf_addc(&shown, '\n') == 0)) {
        fputs(cm_buf_str(&shown), stderr);
    }
    cm_buf_free(&raw);
    cm_buf_free(&shown);
}
