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

#endif
