/* Python tokenizer: source bytes to a token array in an arena (INDENT/DEDENT, strings, numbers). */
#ifndef MONTY_LEX_H
#define MONTY_LEX_H

#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "monty/ast.h"

typedef enum mt_tok_type {
    MT_T_ENDMARKER = 0,
    MT_T_NAME,
    MT_T_NUMBER,
    MT_T_STRING, // one literal with its prefix and quotes (f-strings too)
    MT_T_NEWLINE,
    MT_T_INDENT,
    MT_T_DEDENT,
    MT_T_ERROR, // the lexer stopped here; its message is in the lexer's error
    // operators and delimiters
    MT_T_LPAR,
    MT_T_RPAR,
    MT_T_LSQB,
    MT_T_RSQB,
    MT_T_LBRACE,
    MT_T_RBRACE,
    MT_T_COLON,
    MT_T_COMMA,
    MT_T_SEMI,
    MT_T_PLUS,
    MT_T_MINUS,
    MT_T_STAR,
    MT_T_SLASH,
    MT_T_VBAR,
    MT_T_AMPER,
    MT_T_LESS,
    MT_T_GREATER,
    MT_T_EQUAL,
    MT_T_DOT,
    MT_T_PERCENT,
    MT_T_EQEQUAL,
    MT_T_NOTEQUAL,
    MT_T_LESSEQUAL,
    MT_T_GREATEREQUAL,
    MT_T_TILDE,
    MT_T_CIRCUMFLEX,
    MT_T_LEFTSHIFT,
    MT_T_RIGHTSHIFT,
    MT_T_DOUBLESTAR,
    MT_T_PLUSEQUAL,
    MT_T_MINEQUAL,
    MT_T_STAREQUAL,
    MT_T_SLASHEQUAL,
    MT_T_PERCENTEQUAL,
    MT_T_AMPEREQUAL,
    MT_T_VBAREQUAL,
    MT_T_CIRCUMFLEXEQUAL,
    MT_T_LEFTSHIFTEQUAL,
    MT_T_RIGHTSHIFTEQUAL,
    MT_T_DOUBLESTAREQUAL,
    MT_T_DOUBLESLASH,
    MT_T_DOUBLESLASHEQUAL,
    MT_T_AT,
    MT_T_ATEQUAL,
    MT_T_RARROW,
    MT_T_ELLIPSIS,
    MT_T_COLONEQUAL,
    MT_T_EXCLAMATION, // only meaningful inside f-string replacement fields
    MT_T_OP,          // any other character (`$`, `?`, backtick): always invalid syntax
    // hard keywords
    MT_T_FALSE,
    MT_T_NONE,
    MT_T_TRUE,
    MT_T_AND,
    MT_T_AS,
    MT_T_ASSERT,
    MT_T_ASYNC,
    MT_T_AWAIT,
    MT_T_BREAK,
    MT_T_CLASS,
    MT_T_CONTINUE,
    MT_T_DEF,
    MT_T_DEL,
    MT_T_ELIF,
    MT_T_ELSE,
    MT_T_EXCEPT,
    MT_T_FINALLY,
    MT_T_FOR,
    MT_T_FROM,
    MT_T_GLOBAL,
    MT_T_IF,
    MT_T_IMPORT,
    MT_T_IN,
    MT_T_IS,
    MT_T_LAMBDA,
    MT_T_NONLOCAL,
    MT_T_NOT,
    MT_T_OR,
    MT_T_PASS,
    MT_T_RAISE,
    MT_T_RETURN,
    MT_T_TRY,
    MT_T_WHILE,
    MT_T_WITH,
    MT_T_YIELD,
    MT_T_COUNT
} mt_tok_type;

typedef struct mt_token {
    int type;       // mt_tok_type
    int start, end; // byte offsets into the source, end exclusive
    int line, col;  // 1-based line, 0-based byte column (CPython's)
    int end_line, end_col;
} mt_token;

enum {
    MT_LEX_MAXLEVEL = 200, // nested brackets ("too many nested parentheses")
    MT_LEX_MAXINDENT = 100 // indentation levels ("too many levels of indentation")
};

typedef struct mt_lexer {
    cm_arena *arena;
    const char *src; // the whole source
    int len;         // bytes of src that may be read
    const char *filename;
    mt_token *toks; // the tokens, ending with ENDMARKER or ERROR
    int ntoks, cap;
    // error state: set when a token of type MT_T_ERROR was produced
    mt_syntax_error *err;
    int failed;
    // open brackets, for "was never closed" after the parser fails
    int level;
    char paren[MT_LEX_MAXLEVEL];
    int paren_line[MT_LEX_MAXLEVEL], paren_col[MT_LEX_MAXLEVEL];
} mt_lexer;

/* Tokenize src[start, end) into lx->toks (arena a). The text begins at 1-based line
 * `line` whose first byte is at offset line_start. fstring_expr != 0 lexes an f-string
 * replacement field (as inside brackets, no NEWLINE or INDENT, '#' and '\' rejected).
 * Returns 0 when the token array was built (it may end in MT_T_ERROR, with err
 * filled in and lx->failed set), or -1 when the arena ran out (err type
 * MT_SYNERR_MEMORY). */
int mt_lex_run(mt_lexer *lx, cm_arena *a, const char *src, int start, int end, int line,
               int line_start, int fstring_expr, const char *filename, mt_syntax_error *err);

/* Fill err with a message at the byte range [start, end) of lx->src (end == start: a
 * single point; end < 0: CPython's "no end" (-1 / 0)). type is an MT_SYNERR_*. The source
 * line (text) is copied into the arena. Returns -1 for convenience. */
int mt_lex_error_at(mt_lexer *lx, int type, int start, int end, const char *fmt, ...)
    CM_PRINTF(5, 6);

/* The token name for messages and tests, e.g. "NAME", "'('", "'if'". */
const char *mt_lex_tok_name(int type);

#endif
