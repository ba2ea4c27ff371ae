/* Monty's abstract syntax tree: the contract between the front end and the compiler.
 *
 * THIS HEADER IS A CONTRACT AND IT IS STABLE. The parser (monty/parse.c) produces these
 * nodes and the compiler consumes them; both were written against this file at the same
 * time. Add to it only at the end of an enum or struct; never rename, reorder or retype
 * an existing member.
 *
 * The node set mirrors CPython 3.11's `ast` module exactly (Python/Python.asdl), with the
 * same names, fields, optional fields and list fields, so `ast.dump()` of CPython and
 * mt_ast_dump() (monty/astdump.h) print the same text for the same source:
 *   - one tagged struct per node family (mt_mod, mt_stmt, mt_expr, mt_pattern, ...), with
 *     `kind` and a union `v` whose member is named after the CPython node (v.BinOp);
 *   - a few kinds share one union member where CPython's fields are identical:
 *     AsyncFunctionDef uses v.FunctionDef, AsyncFor v.For, AsyncWith v.With, TryStar
 *     v.Try, ListComp/SetComp/GeneratorExp v.ListComp (see the comments at each);
 *   - an optional field (`expr?` in the ASDL) is a NULL pointer when absent;
 *   - a list field (`expr*`) is a sequence struct {int n; T **v;} (n == 0, v may be NULL);
 *   - identifiers are NUL-terminated UTF-8 strings (const char *), NFKC-normalised as
 *     CPython does for non-ASCII names; NULL where the ASDL says `identifier?`.
 *
 * Positions are CPython's: `line` and `end_line` are 1-based, `col` and `end_col` are
 * 0-based UTF-8 byte offsets into the line (CPython's col_offset / end_col_offset). The
 * end is exclusive.
 *
 * Memory: every node, sequence array and string hangs off the cm_arena passed to
 * mt_parse and dies with it (cm_arena_free or cm_arena_release to a mark taken before).
 * Nothing in the tree is ever freed on its own. Nodes are never shared between two
 * parents, except Constant strings' bytes, which must be treated as read-only anyway.
 */
#ifndef MONTY_AST_H
#define MONTY_AST_H

#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"

typedef struct mt_mod mt_mod;
typedef struct mt_stmt mt_stmt;
typedef struct mt_expr mt_expr;
typedef struct mt_pattern mt_pattern;
typedef struct mt_comprehension mt_comprehension;
typedef struct mt_excepthandler mt_excepthandler;
typedef struct mt_arguments mt_arguments;
typedef struct mt_arg mt_arg;
typedef struct mt_keyword mt_keyword;
typedef struct mt_alias mt_alias;
typedef struct mt_withitem mt_withitem;
typedef struct mt_match_case mt_match_case;

/* ---- Sequences: count plus an arena array of n pointers (no NULL entries, except the
 * two places CPython allows them: Dict.keys for `**d` and arguments.kw_defaults). ---- */

typedef struct mt_stmt_seq {
    int n;
    mt_stmt **v;
} mt_stmt_seq;

typedef struct mt_expr_seq {
    int n;
    mt_expr **v;
} mt_expr_seq;

typedef struct mt_pattern_seq {
    int n;
    mt_pattern **v;
} mt_pattern_seq;

typedef struct mt_comprehension_seq {
    int n;
    mt_comprehension **v;
} mt_comprehension_seq;

typedef struct mt_excepthandler_seq {
    int n;
    mt_excepthandler **v;
} mt_excepthandler_seq;

typedef struct mt_arg_seq {
    int n;
    mt_arg **v;
} mt_arg_seq;

typedef struct mt_keyword_seq {
    int n;
    mt_keyword **v;
} mt_keyword_seq;

typedef struct mt_alias_seq {
    int n;
    mt_alias **v;
} mt_alias_seq;

typedef struct mt_withitem_seq {
    int n;
    mt_withitem **v;
} mt_withitem_seq;

typedef struct mt_match_case_seq {
    int n;
    mt_match_case **v;
} mt_match_case_seq;

typedef struct mt_ident_seq {
    int n;
    const char **v; // NUL-terminated UTF-8 identifiers
} mt_ident_seq;

/* ---- Small enums. Values start at 1 as in CPython; 0 is never a valid value. ---- */

typedef enum mt_expr_context { MT_LOAD = 1, MT_STORE, MT_DEL } mt_expr_context;

typedef enum mt_boolop { MT_AND = 1, MT_OR } mt_boolop;

typedef enum mt_operator {
    MT_ADD = 1,
    MT_SUB,
    MT_MULT,
    MT_MATMULT,
    MT_DIV,
    MT_MOD,
    MT_POW,
    MT_LSHIFT,
    MT_RSHIFT,
    MT_BITOR,
    MT_BITXOR,
    MT_BITAND,
    MT_FLOORDIV
} mt_operator;

typedef enum mt_unaryop { MT_INVERT = 1, MT_NOT, MT_UADD, MT_USUB } mt_unaryop;

typedef enum mt_cmpop {
    MT_EQ = 1,
    MT_NOTEQ,
    MT_LT,
    MT_LTE,
    MT_GT,
    MT_GTE,
    MT_IS,
    MT_ISNOT,
    MT_IN,
    MT_NOTIN
} mt_cmpop;

/* ---- Modules ---- */

typedef enum mt_mod_kind {
    MT_MOD_MODULE = 1,  // mode MT_PARSE_FILE
    MT_MOD_INTERACTIVE, // mode MT_PARSE_SINGLE
    MT_MOD_EXPRESSION   // mode MT_PARSE_EVAL
} mt_mod_kind;

struct mt_mod {
    mt_mod_kind kind;
    union {
        struct {
            mt_stmt_seq body; // type_ignores is always empty and not stored
        } Module;
        struct {
            mt_stmt_seq body;
        } Interactive;
        struct {
            mt_expr *body;
        } Expression;
    } v;
};

/* ---- Constants ---- */

typedef enum mt_const_kind {
    MT_CONST_NONE = 1,
    MT_CONST_TRUE,
    MT_CONST_FALSE,
    MT_CONST_ELLIPSIS,
    MT_CONST_INT,     // fits int64_t: v.i
    MT_CONST_BIGINT,  // does not fit: v.big (digits in some base, for mpz_set_str)
    MT_CONST_FLOAT,   // v.f
    MT_CONST_COMPLEX, // an imaginary literal `3j`: v.f is the imaginary part, real is 0
    MT_CONST_STR,     // v.str: UTF-8 text, escapes already decoded, may contain NULs
    MT_CONST_BYTES    // v.str: raw bytes, escapes already decoded
} mt_const_kind;

typedef struct mt_constant {
    mt_const_kind kind;
    int u_prefix; // 1 for a str literal whose first piece had the `u` prefix (CPython's
                  // Constant.kind == 'u'); 0 otherwise
    union {
        int64_t i; // MT_CONST_INT; always >= 0 (`-5` is UnaryOp(USub, 5))
        double f;  // MT_CONST_FLOAT, MT_CONST_COMPLEX
        struct {
            const char *digits; // NUL-terminated, no sign, no prefix, no underscores,
                                // lower or upper case hex digits as written
            int base;           // 2, 8, 10 or 16
        } big;                  // MT_CONST_BIGINT; value >= 2**63
        struct {
            const char *s; // arena bytes, NUL-terminated for convenience; a str is UTF-8,
                           // except that lone surrogates from escapes such as
                           // '\ud800' are encoded as 3-byte sequences (surrogatepass)
            size_t len;    // length in bytes, excluding that terminator
        } str;             // MT_CONST_STR, MT_CONST_BYTES
    } v;
} mt_constant;

/* ---- Expressions ---- */

typedef enum mt_expr_kind {
    MT_EXPR_BOOLOP = 1,
    MT_EXPR_NAMEDEXPR,
    MT_EXPR_BINOP,
    MT_EXPR_UNARYOP,
    MT_EXPR_LAMBDA,
    MT_EXPR_IFEXP,
    MT_EXPR_DICT,
    MT_EXPR_SET,
    MT_EXPR_LISTCOMP,
    MT_EXPR_SETCOMP,
    MT_EXPR_DICTCOMP,
    MT_EXPR_GENERATOREXP,
    MT_EXPR_AWAIT,
    MT_EXPR_YIELD,
    MT_EXPR_YIELDFROM,
    MT_EXPR_COMPARE,
    MT_EXPR_CALL,
    MT_EXPR_FORMATTEDVALUE,
    MT_EXPR_JOINEDSTR,
    MT_EXPR_CONSTANT,
    MT_EXPR_ATTRIBUTE,
    MT_EXPR_SUBSCRIPT,
    MT_EXPR_STARRED,
    MT_EXPR_NAME,
    MT_EXPR_LIST,
    MT_EXPR_TUPLE,
    MT_EXPR_SLICE
} mt_expr_kind;

/* FormattedValue.conversion: -1 (none) or the character of !s, !r, !a, as CPython. */
enum { MT_CONV_NONE = -1, MT_CONV_STR = 's', MT_CONV_REPR = 'r', MT_CONV_ASCII = 'a' };

struct mt_expr {
    mt_expr_kind kind;
    int line, col, end_line, end_col;
    union {
        struct {
            mt_boolop op;
            mt_expr_seq values; // n >= 2; `a or b or c` is one BoolOp with 3 values
        } BoolOp;
        struct {
            mt_expr *target; // a Name (Store)
            mt_expr *value;
        } NamedExpr;
        struct {
            mt_expr *left;
            mt_operator op;
            mt_expr *right;
        } BinOp;
        struct {
            mt_unaryop op;
            mt_expr *operand;
        } UnaryOp;
        struct {
            mt_arguments *args; // never NULL (may be all empty)
            mt_expr *body;
        } Lambda;
        struct {
            mt_expr *test;
            mt_expr *body;
            mt_expr *orelse;
        } IfExp;
        struct {
            mt_expr_seq keys; // keys.v[i] == NULL for a `**values.v[i]` item
            mt_expr_seq values;
        } Dict;
        struct {
            mt_expr_seq elts;
        } Set;
        struct {
            mt_expr *elt;
            mt_comprehension_seq generators; // n >= 1
        } ListComp;                          // also SetComp and GeneratorExp (same fields)
        struct {
            mt_expr *key;
            mt_expr *value;
            mt_comprehension_seq generators;
        } DictComp;
        struct {
            mt_expr *value;
        } Await;
        struct {
            mt_expr *value; // NULL for a bare `yield`
        } Yield;
        struct {
            mt_expr *value;
        } YieldFrom;
        struct {
            mt_expr *left;
            int n;                   // number of ops == comparators.n, >= 1
            mt_cmpop *ops;           // arena array of n operators
            mt_expr_seq comparators; // right-hand operands
        } Compare;
        struct {
            mt_expr *func;
            mt_expr_seq args; // positional, Starred for *x
            mt_keyword_seq keywords;
        } Call;
        struct {
            mt_expr *value;
            int conversion;       // MT_CONV_*
            mt_expr *format_spec; // NULL or a JoinedStr
        } FormattedValue;
        struct {
            mt_expr_seq values; // Constant (str) and FormattedValue nodes
        } JoinedStr;
        mt_constant Constant;
        struct {
            mt_expr *value;
            const char *attr;
            mt_expr_context ctx;
        } Attribute;
        struct {
            mt_expr *value;
            mt_expr *slice; // a Slice, a Tuple (possibly holding Slices) or any expr
            mt_expr_context ctx;
        } Subscript;
        struct {
            mt_expr *value;
            mt_expr_context ctx;
        } Starred;
        struct {
            const char *id;
            mt_expr_context ctx;
        } Name;
        struct {
            mt_expr_seq elts;
            mt_expr_context ctx;
        } List;
        struct {
            mt_expr_seq elts;
            mt_expr_context ctx;
        } Tuple;
        struct {
            mt_expr *lower; // each NULL when omitted
            mt_expr *upper;
            mt_expr *step;
        } Slice;
    } v;
};

/* ---- Statements ---- */

typedef enum mt_stmt_kind {
    MT_STMT_FUNCTIONDEF = 1,
    MT_STMT_ASYNCFUNCTIONDEF,
    MT_STMT_CLASSDEF,
    MT_STMT_RETURN,
    MT_STMT_DELETE,
    MT_STMT_ASSIGN,
    MT_STMT_AUGASSIGN,
    MT_STMT_ANNASSIGN,
    MT_STMT_FOR,
    MT_STMT_ASYNCFOR,
    MT_STMT_WHILE,
    MT_STMT_IF,
    MT_STMT_WITH,
    MT_STMT_ASYNCWITH,
    MT_STMT_MATCH,
    MT_STMT_RAISE,
    MT_STMT_TRY,
    MT_STMT_TRYSTAR,
    MT_STMT_ASSERT,
    MT_STMT_IMPORT,
    MT_STMT_IMPORTFROM,
    MT_STMT_GLOBAL,
    MT_STMT_NONLOCAL,
    MT_STMT_EXPR,
    MT_STMT_PASS,
    MT_STMT_BREAK,
    MT_STMT_CONTINUE
} mt_stmt_kind;

struct mt_stmt {
    mt_stmt_kind kind;
    int line, col, end_line, end_col; // a decorated def/class starts at its `def`/`class`
                                      // keyword line, as CPython 3.8+
    union {
        struct {
            const char *name;
            mt_arguments *args; // never NULL
            mt_stmt_seq body;   // n >= 1
            mt_expr_seq decorator_list;
            mt_expr *returns; // NULL when there is no `-> ann`
        } FunctionDef;        // also AsyncFunctionDef
        struct {
            const char *name;
            mt_expr_seq bases;
            mt_keyword_seq keywords;
            mt_stmt_seq body;
            mt_expr_seq decorator_list;
        } ClassDef;
        struct {
            mt_expr *value; // NULL for a bare `return`
        } Return;
        struct {
            mt_expr_seq targets; // ctx MT_DEL
        } Delete;
        struct {
            mt_expr_seq targets; // `a = b = 1` has two targets; ctx MT_STORE
            mt_expr *value;
        } Assign;
        struct {
            mt_expr *target; // Name, Attribute or Subscript
            mt_operator op;
            mt_expr *value;
        } AugAssign;
        struct {
            mt_expr *target;
            mt_expr *annotation;
            mt_expr *value; // NULL for `x: int`
            int simple;     // 1 for a plain unparenthesised Name target
        } AnnAssign;
        struct {
            mt_expr *target;
            mt_expr *iter;
            mt_stmt_seq body;
            mt_stmt_seq orelse;
        } For; // also AsyncFor
        struct {
            mt_expr *test;
            mt_stmt_seq body;
            mt_stmt_seq orelse;
        } While;
        struct {
            mt_expr *test;
            mt_stmt_seq body;
            mt_stmt_seq orelse; // `elif` is a nested If alone in orelse
        } If;
        struct {
            mt_withitem_seq items;
            mt_stmt_seq body;
        } With; // also AsyncWith
        struct {
            mt_expr *subject;
            mt_match_case_seq cases;
        } Match;
        struct {
            mt_expr *exc;   // NULL for a bare `raise`
            mt_expr *cause; // NULL without `from`
        } Raise;
        struct {
            mt_stmt_seq body;
            mt_excepthandler_seq handlers;
            mt_stmt_seq orelse;
            mt_stmt_seq finalbody;
        } Try; // also TryStar (`except*`)
        struct {
            mt_expr *test;
            mt_expr *msg; // NULL when absent
        } Assert;
        struct {
            mt_alias_seq names;
        } Import;
        struct {
            const char *module; // dotted name, NULL for `from . import x`
            mt_alias_seq names; // `*` is one alias named "*"
            int level;          // number of leading dots
        } ImportFrom;
        struct {
            mt_ident_seq names;
        } Global;
        struct {
            mt_ident_seq names;
        } Nonlocal;
        struct {
            mt_expr *value;
        } Expr;
        // Pass, Break, Continue: no fields
    } v;
};

/* ---- Helper nodes ---- */

struct mt_comprehension {
    mt_expr *target; // ctx MT_STORE
    mt_expr *iter;
    mt_expr_seq ifs;
    int is_async;
};

struct mt_excepthandler { // CPython's ExceptHandler, the only excepthandler kind
    int line, col, end_line, end_col;
    mt_expr *type;    // NULL for a bare `except:`
    const char *name; // NULL without `as name`
    mt_stmt_seq body;
};

struct mt_arguments {
    mt_arg_seq posonlyargs; // before `/`
    mt_arg_seq args;
    mt_arg *vararg; // *args, or NULL
    mt_arg_seq kwonlyargs;
    mt_expr_seq kw_defaults; // n == kwonlyargs.n; v[i] NULL when kwonlyargs[i] has none
    mt_arg *kwarg;           // **kwargs, or NULL
    mt_expr_seq defaults;    // for the last defaults.n of posonlyargs + args
};

struct mt_arg {
    int line, col, end_line, end_col;
    const char *arg;
    mt_expr *annotation; // NULL when absent (always NULL in a lambda)
};

struct mt_keyword {
    int line, col, end_line, end_col;
    const char *arg; // NULL for `**value`
    mt_expr *value;
};

struct mt_alias {
    int line, col, end_line, end_col;
    const char *name;   // dotted, e.g. "os.path"
    const char *asname; // NULL without `as`
};

struct mt_withitem {
    mt_expr *context_expr;
    mt_expr *optional_vars; // NULL without `as target`; ctx MT_STORE
};

struct mt_match_case {
    mt_pattern *pattern;
    mt_expr *guard; // NULL without `if`
    mt_stmt_seq body;
};

/* ---- Patterns ---- */

typedef enum mt_pattern_kind {
    MT_PAT_MATCHVALUE = 1,
    MT_PAT_MATCHSINGLETON,
    MT_PAT_MATCHSEQUENCE,
    MT_PAT_MATCHMAPPING,
    MT_PAT_MATCHCLASS,
    MT_PAT_MATCHSTAR,
    MT_PAT_MATCHAS,
    MT_PAT_MATCHOR
} mt_pattern_kind;

struct mt_pattern {
    mt_pattern_kind kind;
    int line, col, end_line, end_col;
    union {
        struct {
            mt_expr *value; // Constant, UnaryOp(USub), BinOp(+/-) of numbers, Attribute,
                            // or a JoinedStr-free string Constant
        } MatchValue;
        struct {
            mt_const_kind value; // MT_CONST_NONE, MT_CONST_TRUE or MT_CONST_FALSE
        } MatchSingleton;
        struct {
            mt_pattern_seq patterns; // may hold one MatchStar
        } MatchSequence;
        struct {
            mt_expr_seq keys; // Constant / Attribute / number expressions
            mt_pattern_seq patterns;
            const char *rest; // `**rest`, or NULL
        } MatchMapping;
        struct {
            mt_expr *cls; // Name or Attribute chain
            mt_pattern_seq patterns;
            mt_ident_seq kwd_attrs;
            mt_pattern_seq kwd_patterns;
        } MatchClass;
        struct {
            const char *name; // NULL for `*_`
        } MatchStar;
        struct {
            mt_pattern *pattern; // NULL for a capture or the wildcard
            const char *name;    // NULL for the wildcard `_`
        } MatchAs;
        struct {
            mt_pattern_seq patterns; // n >= 2
        } MatchOr;
    } v;
};

/* ---- The parser entry ---- */

/* mt_parse modes (CPython's compile() modes "exec", "eval", "single"). */
enum { MT_PARSE_FILE = 0, MT_PARSE_EVAL = 1, MT_PARSE_SINGLE = 2 };

typedef enum mt_syntax_error_type {
    MT_SYNERR_NONE = 0,  // no error
    MT_SYNERR_SYNTAX,    // SyntaxError
    MT_SYNERR_INDENT,    // IndentationError
    MT_SYNERR_TAB,       // TabError
    MT_SYNERR_MEMORY,    // MemoryError: the arena ran out (msg may be empty)
    MT_SYNERR_RECURSION, // RecursionError (msg: "maximum recursion depth exceeded during
                         // parsing"); nesting too deep even for the parser's own limit
} mt_syntax_error_type;

/* What the compiler needs to raise the error exactly as CPython would:
 * SyntaxError(msg, (filename, line, col, text, end_line, end_col)). */
typedef struct mt_syntax_error {
    mt_syntax_error_type type;
    char msg[256];        // the message, NUL-terminated, e.g. "'(' was never closed"
    const char *filename; // the filename passed to mt_parse (borrowed)
    int line;             // 1-based; 0 when unknown
    int col;              // 1-based offset in characters (code points), as CPython's
                          // SyntaxError.offset; 0 when unknown
    int end_line;         // 0 when CPython gives none
    int end_col;          // 1-based, exclusive, in characters; 0 when none
    const char *text;     // the offending source line, in the arena, including its trailing
                          // "\n" when the source has one (CPython's SyntaxError.text);
                          // NULL when unknown
} mt_syntax_error;

/* Parse len bytes of UTF-8 Python source (need not be NUL-terminated; a leading BOM is
 * skipped) in the given MT_PARSE_* mode. The tree, its strings and err->text are
 * allocated from arena a; the source and filename are borrowed only during the call
 * (err->filename keeps the filename pointer). Returns the module node, or NULL with
 * *err filled in (err->type != MT_SYNERR_NONE). Never aborts on any input: arbitrary
 * bytes give a SyntaxError, deep nesting gives "too many nested parentheses" or a
 * MT_SYNERR_RECURSION error, and exhaustion of the arena gives MT_SYNERR_MEMORY.
 * Checks that belong to the compiler are NOT made here: 'return'/'yield'/'await'
 * outside function, 'break'/'continue' outside loop, nonlocal at module level, name
 * used before global declaration, duplicate argument names. */
mt_mod *mt_parse(cm_arena *a, const char *src, size_t len, const char *filename, int mode,
                 mt_syntax_error *err);

#endif
