/* Strict JSON (RFC 8259) read with jsmn into a flat token list, and JSON text written
 * into a cm_buf: the JSON layer of the MCP server and anything else that speaks JSON. */
#ifndef COMMON_JSON_H
#define COMMON_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "common/attr.h"
#include "common/buf.h"

enum { CM_JSON_OBJECT = 1, CM_JSON_ARRAY, CM_JSON_STRING, CM_JSON_PRIMITIVE };

// One value: [start, end) in the text (a string without its quotes); size is the number
// of members of an object, of items of an array, 1 for a key followed by its value.
typedef struct cm_json_tok {
    int type; // CM_JSON_*
    int start;
    int end;
    int size;
} cm_json_tok;

typedef struct cm_json {
    const char *js; // borrowed text
    size_t len;
    cm_json_tok *t; // t[0] is the document's one value
    int n;
} cm_json;

#define CM_JSON_MAX_DEPTH  128
#define CM_JSON_MAX_TOKENS (1 << 20)

/* Parse the len bytes at js (borrowed; they must outlive d) as exactly one JSON value
 * with optional white space around it. Stricter than jsmn alone: the grammar is checked
 * first (numbers, literals, escapes, well-formed UTF-8, commas and colons, nesting at
 * most CM_JSON_MAX_DEPTH, at most CM_JSON_MAX_TOKENS values). Returns 0 with d filled
 * (free with cm_json_free), or -1 with the problem and its byte offset in why ("at byte
 * 12: expected ':' after an object key"), d left empty. */
CM_MUST_CHECK int cm_json_parse(cm_json *d, const char *js, size_t len, cm_buf *why);

/* Release d's tokens; d may be parsed into again. */
void cm_json_free(cm_json *d);

/* The index just past value i and everything inside it. */
int cm_json_skip(const cm_json *d, int i);

/* The index of the value of member key in the object at i (the last one when a key is
 * repeated, as JavaScript reads it), or -1 when i is not an object or has no such key. */
int cm_json_get(const cm_json *d, int i, const char *key);

/* 1 when token i is a string whose decoded text is s. */
int cm_json_is(const cm_json *d, int i, const char *s);

/* The decoded text of string token i, NUL-terminated, from cm_alloc (the caller frees
 * it with cm_free); *len (may be NULL) gets its length, which counts any U+0000 inside.
 * Returns NULL when i is not a string or memory runs out. */
char *cm_json_str(const cm_json *d, int i, size_t *len);

/* Store the value of token i in *out when it is a number with no fraction or exponent
 * that fits in int64_t. Returns 0, or -1 otherwise. */
int cm_json_int(const cm_json *d, int i, int64_t *out);

/* Store the value of token i in *out when it is a number. Returns 0, or -1. */
int cm_json_num(const cm_json *d, int i, double *out);

/* 1 when token i is the literal lit ("true", "false" or "null"). */
int cm_json_is_lit(const cm_json *d, int i, const char *lit);

/* Append the n bytes at s to b as a JSON string with its quotes: '"', '\\' and control
 * characters escaped, U+2028/U+2029 as \u escapes, and each byte that is not part of
 * well-formed UTF-8 as \ufffd (so the output is always valid JSON). Returns 0, or -1 as
 * cm_buf_add does. */
CM_MUST_CHECK int cm_json_add_str(cm_buf *b, const char *s, size_t n);

/* Append the escape of ASCII byte c (a quote, a backslash, a control character or DEL)
 * as JSON writes it inside a string: \" \\ \n \t \r, else \u00XX. Returns 0 or -1. */
CM_MUST_CHECK int cm_json_add_ascii_escape(cm_buf *b, unsigned c);

/* cm_json_add_str for a C string. */
CM_MUST_CHECK int cm_json_add_cstr(cm_buf *b, const char *s);

/* Append the text of value i as it was written (a string with its quotes). */
CM_MUST_CHECK int cm_json_add_raw(cm_buf *b, const cm_json *d, int i);

#endif
