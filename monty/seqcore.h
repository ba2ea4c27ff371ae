/* The shared core of the str and bytes/bytearray methods (issue 14), private to monty/. */
#ifndef MONTY_SEQCORE_H
#define MONTY_SEQCORE_H

#include <stddef.h>
#include <stdint.h>

#include "monty/obj.h"

/* What the core needs to know of one of the types. A str is UTF-8 with Unicode white space
 * and line breaks; bytes and bytearray have one byte a character, ASCII white space and
 * only \n and \r as line breaks. */
typedef struct mt_seq_type {
    int utf8;
    /* A result piece of the type of self (str, bytes or bytearray): new reference or NULL. */
    mt_obj *(*make)(mt_state *st, mt_obj *self, const char *d, size_t n);
    /* The bytes of self, borrowed. */
    void (*data)(mt_obj *self, const char **d, size_t *n);
    /* The bytes of a separator argument o, borrowed; -1 with the type's TypeError. */
    int (*sep)(mt_state *st, mt_obj *o, const char **d, size_t *n);
    /* The bytes of a prefix or suffix o of startswith/endswith (name), borrowed; -1 with the
     * type's TypeError, worded for an o inside a tuple when in_tuple is set. */
    int (*affix)(mt_state *st, mt_obj *o, int in_tuple, const char *name, const char **d,
                 size_t *n);
} mt_seq_type;

/* Whether code point c is white space as str.isspace() and str.split() see it. */
int mt_seq_isspace(uint32_t c);

/* The strip family on the bytes d[0, n): the range [*lo, *hi) left after taking characters
 * from the left (which & 1) and the right (which & 2). A character goes when it occurs in
 * set (ns bytes, of the same layout) or, with set NULL, when it is white space. */
void mt_seq_strip(int utf8, const char *d, size_t n, const char *set, size_t ns, int which,
                  size_t *lo, size_t *hi);

/* split (right 0) or rsplit (right 1) of self, the method's arguments in n, args and kw as
 * the method gets them (args[0] is self): a new list of pieces ty->make builds, or NULL with
 * the exception CPython raises. */
mt_obj *mt_seq_split(mt_state *st, const mt_seq_type *ty, size_t n, mt_obj *const *args, mt_obj *kw,
                     int right);

/* splitlines of self, arguments as for mt_seq_split: a new list, or NULL with an exception. */
mt_obj *mt_seq_splitlines(mt_state *st, const mt_seq_type *ty, size_t n, mt_obj *const *args,
                          mt_obj *kw);

/* startswith (end 0) or endswith (end 1) on the bytes d[b0, b1) (no match when b0 > b1):
 * whether arg, or one item of arg when it is a tuple, stands at that end. MT_TRUE or
 * MT_FALSE (immortal), or NULL with the TypeError of ty->affix for an item that is not of
 * the type; items are checked in order, up to the first match. */
mt_obj *mt_seq_tailmatch(mt_state *st, const mt_seq_type *ty, const char *d, size_t b0, size_t b1,
                         mt_obj *arg, int end, const char *name);

/* replace on d[0, len), appended to b: the first count occurrences (all with count < 0) of
 * old (on bytes) become new (nn bytes); an empty old stands before each character and at
 * the end. A failure is b's (sticky), for the caller's check. */
void mt_seq_replace(cm_buf *b, int utf8, const char *d, size_t len, const char *od, size_t on,
                    const char *nd, size_t nn, int64_t count);

/* expandtabs on d[0, len), appended to b: each tab becomes the spaces up to the next multiple
 * of ts columns (nothing when ts <= 0); \n and \r restart the column. A failure is b's. */
void mt_seq_expandtabs(cm_buf *b, int utf8, const char *d, size_t len, int64_t ts);

/* The fill that goes left of the text when center (where 1), ljust (0) or rjust (2) pads it
 * with pad characters to width; CPython's rounding for center. */
int64_t mt_seq_pad_left(int64_t pad, int64_t width, int where);

#endif
