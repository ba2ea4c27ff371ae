/* The list of builtin modules a script may import (each instantiated on first import). */
#ifndef MONTY_MODULES_REGISTRY_H
#define MONTY_MODULES_REGISTRY_H

#include "monty/obj.h"

typedef struct mt_module_def {
    const char *name;
    const mt_method *methods;                  // functions; called without self
    int (*init)(mt_state *st, mt_obj *module); // adds constants and types; -1 on error
} mt_module_def;

/* The definition of module `name`, or NULL when the box has no such module. */
const mt_module_def *mt_module_find(const char *name);

extern const mt_module_def mt_module_sys, mt_module_pathlib;

/* The builtins module of st (builtins.c), made on first use and kept in st->builtins_mod,
 * never in sys.modules nor importable. Borrowed; NULL with an exception. */
mt_obj *mt_builtins_module_borrow(mt_state *st);
extern const mt_module_def mt_module_math;        // stdlib-a
extern const mt_module_def mt_module_json;        // stdlib-a
extern const mt_module_def mt_module_re;          // stdlib-a
extern const mt_module_def mt_module_random;      // stdlib-a
extern const mt_module_def mt_module_base64;      // stdlib-a
extern const mt_module_def mt_module_binascii;    // stdlib-a
extern const mt_module_def mt_module_unicodedata; // stdlib-a
extern const mt_module_def mt_module_asyncio;     // stdlib-a
extern const mt_module_def mt_module_collections; // stdlib-b
extern const mt_module_def mt_module_itertools;   // stdlib-b
extern const mt_module_def mt_module_functools;   // stdlib-b
extern const mt_module_def mt_module_copy;        // stdlib-b
extern const mt_module_def mt_module_typing;      // stdlib-b
extern const mt_module_def mt_module_dataclasses; // stdlib-b
extern const mt_module_def mt_module_datetime;    // stdlib-b
extern const mt_module_def mt_module_time;        // stdlib-b
extern const mt_module_def mt_module_os;          // stdlib-b
extern const mt_module_def mt_module_os_path;     // stdlib-b
/* collections.abc (pysys; code in mod_collections.c). */
extern const mt_module_def mt_module_collections_abc;

/* sys.stdout / sys.stderr: text streams that write through the host. */
typedef struct mt_textstream {
    mt_obj ob;
    int fd;
} mt_textstream;
extern const mt_type mt_type_textstream;

/* open(): a file object acting through host->fs (obj_file.c). */
mt_obj *mt_file_open(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw);
/* The end of a run: give every open file's pending writes to the host, as CPython's
 * shutdown flushes (errors are dropped, the pending exception is kept); with drop (a run
 * stopped by its deadline), forget them instead: nothing is written past a deadline. */
void mt_file_flush_all(mt_state *st, int drop);
/* Call host->fs for one operation; 0, or -1 with the mapped exception pending. */
int mt_host_fs(mt_state *st, monty_fs_op *op, monty_fs_result *res);
/* Text mode's newline= (obj_file.c): None translates \r\n and \r to \n on read; ''
 * reads untranslated and splits lines at any of them; "\n", "\r", "\r\n" end lines
 * only there, and a write turns each \n into that string. */
enum { MT_NL_TRANSLATE, MT_NL_UNIVERSAL, MT_NL_LF, MT_NL_CR, MT_NL_CRLF };
/* Line endings met, for f.newlines. */
enum { MT_SEEN_CR = 1, MT_SEEN_LF = 2, MT_SEEN_CRLF = 4 };
int mt_newline_mode(mt_state *st, mt_obj *v);
int mt_newline_encode(cm_buf *out, const char *p, size_t n, int mode);
int mt_newline_decode(cm_buf *out, const char *p, size_t n, int mode, int *seen);
/* The str a text read of bytes p[0..n) gives in newline mode (MT_NL_*) with encoding and
 * errors (NULL: utf-8, strict). A new reference, or NULL with the exception pending. */
mt_obj *mt_text_decode(mt_state *st, const char *p, size_t n, int mode, mt_obj *encoding,
                       mt_obj *errors);
/* sys.exit's pending exit status (set when SystemExit reaches the top). */
mt_obj *mt_sys_module(mt_state *st);

#endif
