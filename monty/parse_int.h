/* The Python parser's private interface between monty/parse.c (the grammar, tokens, errors,
 * AST allocation) and monty/parse_str.c (string literals and f-strings): the parser state,
 * the helpers both use, and the two calls across. Included only by those two files. The
 * public entry, mt_parse, is in monty/parse.h. */
#ifndef MONTY_PARSE_INT_H
#define MONTY_PARSE_INT_H

#include "common/arena.h"
#include "common/attr.h"
#include "monty/ast.h"
#include "monty/lex.h"

// The parser's state; a replacement field of an f-string is parsed by a copy of it.
typedef struct parser {
    cm_arena *a;
    const char *src;
    int len;
    const char *filename;
    mt_lexer *lx;         // the token array and the lexer's error
    mt_token *t;          // tokens
    int pos;              // current token
    int maxpos;           // furthest token looked at (for "invalid syntax")
    int reach;            // furthest token a failed parse could have read (for brackets)
    mt_syntax_error perr; // the parser's own error
    int failed;           // perr is set (or memory ran out)
    int oom;
    int depth;
    int fdepth; // f-string format-spec nesting
    int in_fstring;
    mt_syntax_error *err;
    // where the last f-string field's line was found: the token (by its start, line and
    // column; line 0 none) and the offset reached with its line and line start. The next
    // field of the same token resumes there (a scan from the token's start for each
    // field made n fields cost n^2).
    int fs_start, fs_tline, fs_tcol, fs_pos, fs_line, fs_ls;
} parser;

// Give node n the span from the start of token ts to the end of token te.
#define NODE_POS(n, ts, te)                                                                        \
    do {                                                                                           \
        (n)->line = (ts)->line;                                                                    \
        (n)->col = (ts)->col;                                                                      \
        (n)->end_line = (te)->end_line;                                                            \
        (n)->end_col = (te)->end_col;                                                              \
    } while (0)

// A growable list of pointers: inline storage first, then arena blocks.
typedef struct vec {
    void **v;
    int n, cap;
    void *inl[8];
} vec;

// Finish vec x into the AST sequence seq (arena memory; on failure empty, with oom set).
#define SEQ(p, x, seq) ((seq).v = (void *)mt_parse_vec_done((p), (x), &(seq).n))

/* The current token (borrowed, in the token array); records it as looked at, for
 * "invalid syntax" at the furthest token. Never fails. */
mt_token *mt_parse_cur(parser *p);

/* Fail the parse with a SyntaxError over sline:scol to eline:ecol (0-based byte columns;
 * ecol -1 for no end) and a printf-formatted message ("f-string: " prefixed inside a
 * replacement field), unless the parse failed already. Always returns NULL. */
void *mt_parse_err_range(parser *p, int sline, int scol, int eline, int ecol, const char *fmt, ...)
    CM_PRINTF(6, 7);

/* mt_parse_err_range over token t's span. Always returns NULL. */
void *mt_parse_err_tok(parser *p, const mt_token *t, const char *fmt, ...) CM_PRINTF(3, 4);

/* Mark the parse failed for want of memory (unless it failed already). Always returns
 * NULL. */
void *mt_parse_oom(parser *p);

/* A zeroed expression node of kind from the arena spanning tokens ts to te, or NULL with
 * oom set. */
mt_expr *mt_parse_new_expr(parser *p, int kind, const mt_token *ts, const mt_token *te);

/* Make x an empty list (inline storage, no allocation). */
void mt_parse_vec_init(vec *x);

/* Append e to x, growing it in the arena: 0, or -1 with oom set. */
int mt_parse_vec_push(parser *p, vec *x, void *e);

/* Copy the list into the arena; returns its array (NULL for an empty list, or with oom
 * set on failure) and sets *n. */
void **mt_parse_vec_done(parser *p, vec *x, int *n);

/* Parse the replacement field src[from, to) of f-string token t as `(expr)` (parse.c): the
 * expression node, or NULL with the error set, its position made relative to the field as
 * CPython 3.11 reports it. */
mt_expr *mt_parse_fstring_expr(parser *p, const mt_token *t, int from, int to);

/* strings: STRING+ (parse_str.c). At a STRING token, consume the run of adjacent literals:
 * a Constant (str or bytes) or, if any is an f-string, a JoinedStr. NULL with the error set
 * (mixed bytes and str, a bad escape, a malformed f-string, or memory). */
mt_expr *mt_parse_strings(parser *p);

#endif
