/* The shell's syntax tree and parser: command text in, one complete command at a time. */
#ifndef SHELL_PARSE_H
#define SHELL_PARSE_H

#include <stddef.h>

#include "common/arena.h"
#include "common/attr.h"
#include "common/buf.h"

// A word keeps its source text, quotes and all; expansion interprets it at run time.
typedef struct sh_word {
    const char *text;
    size_t len;
} sh_word;

typedef enum sh_redir_kind {
    SH_R_IN,      // <
    SH_R_OUT,     // >
    SH_R_APPEND,  // >>
    SH_R_CLOBBER, // >|
    SH_R_RDWR,    // <>
    SH_R_DUPIN,   // <&
    SH_R_DUPOUT,  // >&
    SH_R_BOTH,    // &>
    SH_R_BOTHAPP, // &>>
    SH_R_HEREDOC, // << and <<-
    SH_R_HERESTR  // <<<
} sh_redir_kind;

typedef struct sh_redir {
    sh_redir_kind kind;
    int fd; // target fd (default 0 or 1)
    sh_word target;
    const char *body;  // here-document body (raw), NUL-terminated
    int quoted;        // here-document delimiter was quoted: no expansion
    const char *delim; // here-document delimiter after quote removal
    int strip_tabs;    // <<-: the body's leading tabs were removed
    struct sh_redir *next;
} sh_redir;

typedef enum sh_node_kind {
    SH_N_SIMPLE,
    SH_N_PIPE,
    SH_N_AND,
    SH_N_OR,
    SH_N_SEQ,
    SH_N_BG, // cmd &: body, and subject its text as written
    SH_N_SUBSHELL,
    SH_N_GROUP,
    SH_N_IF,
    SH_N_WHILE,
    SH_N_UNTIL,
    SH_N_FOR,
    SH_N_CASE,
    SH_N_FUNC,
    SH_N_ARITH,    // (( expr ))
    SH_N_ARITH_FOR // for (( init; cond; step )): words[0..3), body
} sh_node_kind;

enum { SH_CASE_BREAK = 0, SH_CASE_FALL, SH_CASE_TEST }; // ;; ;& ;;&

typedef struct sh_case_item {
    sh_word *pats;
    size_t n_pats;
    int end;              // SH_CASE_*: how the item ends
    struct sh_node *body; // may be NULL
    struct sh_case_item *next;
} sh_case_item;

typedef struct sh_node {
    sh_node_kind kind;
    int line;
    sh_redir *redirs; // compound commands and simple commands
    // SH_N_SIMPLE: assignments then words
    sh_word *assigns;
    size_t n_assigns;
    sh_word *words;
    size_t n_words;
    // SH_N_PIPE, SH_N_SEQ: a list of children; SH_N_AND/OR: kids[0], kids[1]
    struct sh_node **kids;
    size_t n_kids;
    int bang;    // SH_N_PIPE: leading '!'
    int timed;   // SH_N_PIPE: a leading `time` (1) or `time -p` (2): its times on stderr
    int dbl;     // SH_N_SIMPLE: a [[ ... ]] test: words are not split or globbed
    int aliased; // SH_N_SIMPLE: a word was read from an alias's text: none counts as literal
    // SH_N_IF: cond, then, else (else may be NULL); WHILE/UNTIL: cond, body;
    // SUBSHELL/GROUP/FOR/FUNC: body
    struct sh_node *cond;
    struct sh_node *body;
    struct sh_node *alt;
    // SH_N_FOR: name, words (have_in = 0: "$@"); SH_N_FUNC: name; SH_N_CASE: subject
    const char *name;
    int have_in;
    sh_word subject; // SH_N_CASE subject, SH_N_ARITH expression
    sh_case_item *items;
} sh_node;

// An alias's text being read in place of the word that named it (POSIX: substituted when
// the parser reads a command's name); the reader returns to the saved place at its end.
typedef struct sh_alias_frame {
    const char *name; // the alias: not substituted again while its text is read
    int ends_blank;   // the text ends in a blank: the word after it is checked too
    const char *src;  // the text read before it, and where
    size_t len;
    size_t pos;
    size_t line_start;
    int line;
    char *wsrc;
    struct sh_alias_frame *next;
} sh_alias_frame;

// At most this many alias texts are read inside one another.
#define SH_ALIAS_MAX_NEST 64

typedef struct sh_heredoc_pending {
    sh_redir *r;
    const char *delim; // delimiter after quote removal
    int strip_tabs;
    struct sh_heredoc_pending *next;
} sh_heredoc_pending;

// A parser over one text buffer; nodes and words live in the caller's arena.
typedef struct sh_parser {
    const char *src;
    size_t len;
    size_t pos;
    int line;
    size_t line_start;
    cm_arena *arena;
    const char *origin; // "-c", a script name: names the position in messages
    // one token of look-ahead
    int tok;
    size_t tok_start;
    size_t tok_end;
    int tok_line;
    int tok_col;
    int tok_io; // IO_NUMBER value before a redirection operator, -1 when none
    int have_tok;
    sh_heredoc_pending *heredocs;
    sh_heredoc_pending *heredocs_tail;
    int depth;
    cm_buf *err;
    int failed;
    // error caused by reaching the end of the text (interactive: read more); also set,
    // with no error, when a here-document's body ran to the end of the text
    int incomplete;
    // the parser's own copy of src when it holds a line continuation (backslash-newline):
    // the lexer moves each continuation past the operator or word it splits (join_word,
    // pull_continued in lex.c), so the continuation still counts its line
    char *wsrc;
    // aliases: alias_get(alias_ctx, NAME) gives NAME's text or NULL; unset, none apply
    const char *(*alias_get)(void *ctx, const char *name);
    void *alias_ctx;
    sh_alias_frame *frames; // alias texts being read, innermost first
    int n_frames;
    int alias_next; // an alias text ending in a blank just ended: check the next word
} sh_parser;

enum {
    SH_T_EOF = 0,
    SH_T_WORD,
    SH_T_NEWLINE,
    SH_T_SEMI,     // ;
    SH_T_DSEMI,    // ;;
    SH_T_AMP,      // &
    SH_T_AND,      // &&
    SH_T_OR,       // ||
    SH_T_PIPE,     // |
    SH_T_LPAREN,   // (
    SH_T_RPAREN,   // )
    SH_T_LESS,     // <
    SH_T_GREAT,    // >
    SH_T_DGREAT,   // >>
    SH_T_CLOBBER,  // >|
    SH_T_LESSGT,   // <>
    SH_T_DLESS,    // <<
    SH_T_DLESSD,   // <<-
    SH_T_TLESS,    // <<<
    SH_T_LESSAND,  // <&
    SH_T_GREATAND, // >&
    SH_T_ANDGT,    // &>
    SH_T_ANDDGT,   // &>>
    SH_T_PIPEAMP,  // |&
    SH_T_SEMIAND,  // ;&  (case: run the next body too)
    SH_T_DSEMIAND, // ;;& (case: go on testing the next patterns)
    SH_T_ERROR
};

/* Prepare a parser over src (len bytes, borrowed for the parser's life). Nodes are
 * allocated in arena; syntax errors are written to err ("<origin>:<line>:<col>:
 * syntax error: ..."). */
void sh_parse_init(sh_parser *p, const char *src, size_t len, cm_arena *arena, const char *origin,
                   cm_buf *err);

/* Parse the next complete command (a list ended by a newline or the end of the text).
 * Returns 1 with *out set (NULL for an empty line), 0 at the end of the text, or -1
 * on a syntax error (message in err; p->incomplete when the text simply ended). */
CM_MUST_CHECK int sh_parse_next(sh_parser *p, sh_node **out);

/* Parse all of src as one list (used by $(...), eval and function bodies). Returns 0
 * with *out (NULL when empty) or -1 with the message in err. */
CM_MUST_CHECK int sh_parse_all(const char *src, size_t len, cm_arena *arena, const char *origin,
                               sh_node **out, cm_buf *err);

/* Lexing helpers shared with expansion (shell/lex.c). */

/* How deep quotes and substitutions may nest inside one another in a word: the scan is
 * recursive, so past this the word is refused ("nested too deeply"), not scanned. */
#define SH_LEX_MAX_NEST 200

/* The index just past the construct that starts at src[i] (a '$(', '${', '$((' or '`'
 * opener, or a quote), scanning nested quotes and brackets; past len when unterminated
 * or nested more than SH_LEX_MAX_NEST deep. */
size_t sh_lex_skip(const char *src, size_t len, size_t i);

/* Scan one word starting at src[i]; returns the index just past it. *bad is set to 1
 * when a quote or bracket is left open at the end of the text, 2 when they nest more than
 * SH_LEX_MAX_NEST deep. */
size_t sh_lex_word_end(const char *src, size_t len, size_t i, int *bad);

/* Read the next token into p->tok (and its span); reads pending here-document bodies
 * after a newline. Returns the token type (SH_T_ERROR with err set on failure). */
int sh_lex_token(sh_parser *p);

/* 1 when c can start a shell name, and when c can continue one. */
int sh_lex_name_start(int c);
int sh_lex_name_char(int c);

/* Where the subscript opened at t[open] ('[') closes (the index of its ']'), or len;
 * quotes and expansions inside are skipped whole. */
size_t sh_lex_subscript_end(const char *t, size_t len, size_t open);

/* 1 when w is an assignment word as written: NAME=, NAME+=, NAME[subscript]= or
 * NAME[subscript]+= followed by anything. */
int sh_assign_is_word(sh_word w);

/* 1 when name is a declaration builtin (declare, export, local, readonly, typeset). */
int sh_is_declaration(const char *name);

#endif
