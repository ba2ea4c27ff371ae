/* Internal to policy/: tokens, AST, values and rules shared by the lexer, parser, checker,
 * evaluator and engine of the policy language. */
#ifndef POLICY_LANG_H
#define POLICY_LANG_H

#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "common/attr.h"
#include "common/buf.h"
#include "policy/policy.h"

// Limits of spec section 9 (H1, H9).
#define POL_MAX_RULES         10000
#define POL_MAX_DEPTH         64
#define POL_MAX_STRING_BYTES  ((size_t)64 << 10)
#define POL_MAX_SET_ITEMS     10000
#define POL_MAX_PATTERN_BYTES 4096
#define POL_MAX_PATH_BYTES    4096
#define POL_MAX_PATH_SEGMENTS 256

/* Discard a status on purpose (a message that could not be built is dropped). */
static inline void
pol_ignore(int rc)
{
    (void)rc;
}

/* ---- values ---- */

typedef enum pol_vk { PV_BOOL, PV_LONG, PV_STR, PV_ENT, PV_SET, PV_REC } pol_vk;

typedef struct pol_val pol_val;
typedef struct pol_field pol_field;

struct pol_val {
    pol_vk kind;
    union {
        int b;
        int64_t l;
        struct {
            const char *p;
            size_t n;
        } s;
        struct {
            const char *type; // NUL-terminated, e.g. "Box::Action"
            const char *id;
            size_t idn;
        } e;
        struct {
            const pol_val *v;
            size_t n;
        } set;
        struct {
            const pol_field *f;
            size_t n;
        } rec;
    } u;
};

struct pol_field {
    const char *key;
    size_t keyn;
    pol_val v;
};

/* Structural equality (section 3): never an error. */
int pol_val_eq(const pol_val *a, const pol_val *b);

/* ---- tokens ---- */

typedef enum pol_tk {
    PT_EOF,
    PT_IDENT,
    PT_INT,
    PT_STR,
    PT_AT,
    PT_LPAREN,
    PT_RPAREN,
    PT_LBRACE,
    PT_RBRACE,
    PT_LBRACK,
    PT_RBRACK,
    PT_COMMA,
    PT_SEMI,
    PT_COLON,
    PT_DCOLON,
    PT_DOT,
    PT_EQ,
    PT_NE,
    PT_LT,
    PT_LE,
    PT_GT,
    PT_GE,
    PT_AND,
    PT_OR,
    PT_NOT,
    PT_MINUS,
    PT_PLUS,
    PT_STAR,
    PT_SLASH,
    PT_PERCENT,
    PT_ASSIGN,
    PT_QUESTION,
    PT_AMP,  // a lone '&'
    PT_PIPE, // a lone '|'
} pol_tk;

typedef struct pol_token {
    pol_tk kind;
    const char *p; // source text of the token (for PT_STR, including the quotes)
    size_t n;
    size_t off;
    int line;
    int col;
} pol_token;

/* Split text into tokens (ending with PT_EOF) in the arena. Returns the count, or -1
 * with "line:col: message" style details in err (no prefix). */
CM_MUST_CHECK long pol_lex_run(const char *text, size_t len, cm_arena *a, pol_token **out,
                               int *eline, int *ecol, cm_buf *err);

/* pol_lex_run for `strands-box check`: each bad token is appended to errs as a load
 * error line ("origin:line:col: failed to parse policy source: invalid token\n") and
 * skipped; an unclosed string is named at its opening quote and ends the tokens there
 * (*truncated = 1). Returns the count of tokens, or -1 out of memory (also in errs). */
CM_MUST_CHECK long pol_lex_run_all(const char *text, size_t len, cm_arena *a, pol_token **out,
                                   const char *origin, cm_buf *errs, int *truncated);

/* ---- AST ---- */

typedef enum pol_nk {
    PN_LIT,
    PN_VAR,
    PN_AND,
    PN_OR,
    PN_NOT,
    PN_NEG,
    PN_IF,
    PN_EQ,
    PN_NE,
    PN_LT,
    PN_LE,
    PN_GT,
    PN_GE,
    PN_ADD,
    PN_SUB,
    PN_MUL,
    PN_IN,
    PN_HAS,
    PN_LIKE,
    PN_IS,
    PN_ATTR,
    PN_CONTAINS,
    PN_CONTAINS_ALL,
    PN_CONTAINS_ANY,
    PN_IS_EMPTY,
    PN_SET,
    PN_REC,
    PN_EXT // an extension function or method: refused at load
} pol_nk;

enum { POL_VAR_PRINCIPAL, POL_VAR_ACTION, POL_VAR_RESOURCE, POL_VAR_CONTEXT };

typedef struct pol_pat {
    size_t nseg; // number of '*' + 1
    const char **seg;
    size_t *segn;
} pol_pat;

typedef struct pol_node pol_node;
struct pol_node {
    pol_nk kind;
    int var;     // PN_VAR
    int literal; // PN_LIT written as a primitive or entity literal in the source
    int line;
    int col;
    pol_node *a;
    pol_node *b;
    pol_node *c;
    const char *name; // PN_HAS, PN_ATTR: attribute; PN_IS: type; PN_EXT: name
    size_t namen;
    pol_val val;       // PN_LIT
    pol_node **items;  // PN_SET elements, PN_REC values, PN_EXT arguments
    const char **keys; // PN_REC keys
    size_t *keyn;
    size_t n;
    pol_pat *pat;      // PN_LIKE
    const char *ptext; // PN_LIKE: the pattern as decoded text (for lints)
    size_t ptextn;
    int pure; // no variable below (a constant subtree)
};

/* ---- rules ---- */

typedef struct pol_annot {
    const char *key;
    const char *val; // decoded; "" when written without a value
    size_t valn;
    int line;
    int col;
} pol_annot;

enum { POL_SC_ANY, POL_SC_EQ, POL_SC_IN, POL_SC_IS, POL_SC_IS_IN, POL_SC_IN_SET };

typedef struct pol_scope {
    int kind;
    pol_val ent;      // EQ, IN, IS_IN
    const char *type; // IS, IS_IN
    pol_val *set;     // IN_SET (action only)
    size_t n;
    int line;
    int col;
} pol_scope;

typedef struct pol_cond {
    int when; // 1 when, 0 unless
    pol_node *body;
    int line;
    int col;
} pol_cond;

/* One prefilter entry: input field slot (pol_slot) and a literal prefix. */
typedef struct pol_prefix {
    int slot;
    const char *p;
    size_t n;
} pol_prefix;

typedef struct pol_rule {
    int forbid;
    size_t index; // 0-based file position
    int line;
    int col;
    pol_annot *annots;
    size_t nannots;
    const char *id;          // @id value or NULL
    const char *label;       // display id: @id if not blank, else "policy_N"
    const char *description; // @description or NULL
    // label and description as a log record holds them (quoted JSON strings, "null" for
    // no description), made once at load (pol_engine_load); NULL outside an engine
    const char *label_json;
    size_t label_json_len;
    const char *description_json;
    size_t description_json_len;
    pol_scope principal;
    pol_scope action;
    pol_scope resource;
    pol_cond *conds;
    size_t nconds;
    unsigned actions; // bit per pol_action the scope admits (schema mode)
    // Prefilter (schema mode): the first condition can only hold when some input field
    // slot starts with one of these prefixes; 0 entries means no prefilter.
    const struct pol_prefix *pf;
    size_t npf;
} pol_rule;

/* Parse a whole policy file into rules (arena-owned). Returns 0, or -1 with the full
 * load error ("origin:line:col: failed to parse policy source: ...") in err. */
CM_MUST_CHECK int pol_parse_policy(const char *text, size_t len, const char *origin, cm_arena *a,
                                   pol_rule **rules, size_t *nrules, cm_buf *err);

/* pol_parse_policy for `strands-box check`: every error of the file is appended to errs,
 * one load error per line, and *rules holds the rules that parsed. Returns 0, or -1
 * when the file as a whole is refused (size, encoding, out of memory; in errs). */
CM_MUST_CHECK int pol_parse_policy_all(const char *text, size_t len, const char *origin,
                                       cm_arena *a, pol_rule **rules, size_t *nrules, cm_buf *errs);

/* Decode a Cedar string literal (tok includes the quotes). pattern: allow "\*" and
 * build the pattern. Returns 0, or -1 with the message (no position) in err. */
CM_MUST_CHECK int pol_parse_string(const pol_token *tok, int pattern, cm_arena *a, const char **out,
                                   size_t *outn, pol_pat **pat, cm_buf *err);

/* ---- checking (schema, lints) ---- */

/* Validate rules against the Box schema and run Box's load checks. Returns 0 (lint
 * warnings appended to warn, one per line) or -1 with the refusal in err. home: the
 * operator home for inert-literal checks (may be NULL). */
CM_MUST_CHECK int pol_check_rules(pol_rule *rules, size_t nrules, const char *origin,
                                  const char *home, cm_arena *a, cm_buf *warn, cm_buf *err);

/* pol_check_rules for `strands-box check`: every rule is checked, each refusal
 * appended to errs as one line, and the lints run on all of them. Returns the number
 * of refusals. */
size_t pol_check_rules_all(pol_rule *rules, size_t nrules, const char *origin, const char *home,
                           cm_buf *warn, cm_buf *errs);

/* Lints are named ("bare-action", "spawn-wrapper", ...; docs/policy.md lists them), and a
 * rule silences one with @lint_allow("name") (several: "a, b"). 1 when rule r (may be
 * NULL) silences lint name. */
int pol_lint_allowed(const pol_rule *r, const char *name);

/* Append one lint finding to warn, "origin:line:col: <text> [lint: name]\n", unless rule
 * r (may be NULL) silences it. */
void pol_lint_say(cm_buf *warn, const pol_rule *r, const char *origin, int line, int col,
                  const char *name, const char *fmt, ...) CM_PRINTF(7, 8);

/* Index into the schema's tables for an action name ("fs:read"); -1 if unknown. */
int pol_schema_action(const char *id, size_t n);

/* The enum entity type of an fs action's operation ("Box::FsReadOperation"), or NULL. */
const char *pol_schema_op_type(pol_action a);

/* The declared action name within two edits of (id, n), or NULL. */
const char *pol_schema_action_closest(const char *id, size_t n);

/* The member of fs action a's operation enum within two edits of (id, n), or NULL. */
const char *pol_schema_op_closest(pol_action a, const char *id, size_t n);

/* 1 when id is a declared member of the enum of fs action a. */
int pol_schema_op_valid(pol_action a, const char *id, size_t n);

/* ---- evaluation ---- */

typedef struct pol_entity {
    pol_val uid;
    pol_val attrs; // PV_REC
    const pol_val *parents;
    size_t nparents;
} pol_entity;

typedef struct pol_env {
    pol_val principal;
    pol_val action;
    pol_val resource;
    pol_val context;
    const pol_entity *store;
    size_t nstore;
    cm_arena *scratch; // for sets and records built during evaluation
    int indexed;       // the action scope is already known to match (rule index)
    char err[160];     // the first evaluation error
} pol_env;

enum { POL_R_FALSE = 0, POL_R_TRUE = 1, POL_R_ERROR = -1 };

/* Evaluate one rule: POL_R_TRUE satisfied, POL_R_FALSE not (or not applicable),
 * POL_R_ERROR with env->err set. */
int pol_eval_rule(const pol_rule *r, pol_env *env);

/* 1 when s matches the pattern (section 4.4); linear time. */
int pol_like(const char *s, size_t n, const pol_pat *p);

/* ---- engine internals used by explain (no-schema mode) ---- */

typedef struct pol_generic_request {
    pol_val principal;
    pol_val action;
    pol_val resource;
    pol_val context;
    const pol_entity *store;
    size_t nstore;
    const char *resource_text; // for the message
} pol_generic_request;

/* Decide a request given as generic values (what `explain` uses in no-schema mode).
 * erroring (may be NULL) receives the labels of erroring rules, joined by ", ". */
int pol_decide_generic(const pol_engine *e, const pol_generic_request *req, pol_decision *d,
                       cm_buf *erroring);

/* A piece of text (not NUL-terminated). */
typedef struct pol_part {
    const char *p;
    size_t n;
} pol_part;

/* The resource text of a request (what pol_request_resource builds) as up to three
 * borrowed parts, without allocating: the path, the program, or host, ":port" (written in
 * portbuf) and, for http:request, the URL path without its query. Returns the count. */
size_t pol_request_resource_parts(const pol_request *req, pol_part p[3], char *portbuf,
                                  size_t portn);

/* pol_decide, also appending "label: error" lines for erroring rules to erroring
 * (may be NULL). */
int pol_decide_explain(const pol_engine *e, const pol_request *req, pol_decision *d,
                       cm_buf *erroring);

/* pol_decide_explain with the principal Box::Agent::"principal_id" and the resource
 * Box::Resource::"resource_id" (NULL: "self" and "unused"), as a request file may name
 * them. The schema admits any id of those types; the entity store stays empty. */
int pol_decide_explain_as(const pol_engine *e, const pol_request *req, const char *principal_id,
                          size_t principal_idn, const char *resource_id, size_t resource_idn,
                          pol_decision *d, cm_buf *erroring);

/* Rule i of a loaded engine, or NULL past the end. */
const pol_rule *pol_engine_rule(const pol_engine *e, size_t i);

/* SHA-256 of text as 64 lowercase hex digits (policy/sha256.c). */
void pol_sha256_hex(const char *text, size_t len, char out[65]);

/* 1 when s is NULL, empty, or only white space as the oracle's String.prototype.trim
 * sees it (ECMAScript WhiteSpace and LineTerminator: U+0009-000D, U+0020, U+00A0,
 * U+1680, U+2000-200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF; not U+0085).
 * A blank @id names the rule policy_N; a blank @description is not shown. */
int pol_blank(const char *s);

/* pol_blank for n bytes at s. */
int pol_blank_n(const char *s, size_t n);

/* Validate UTF-8: 1 when s is well-formed. */
int pol_utf8_valid(const char *s, size_t n);

/* Append s (n bytes) to out as a decision log record writes a string: quoted, escaped,
 * cut at the log's field limit (log.c). Returns 0, or -1 when out of memory. */
CM_MUST_CHECK int pol_log_json_string(cm_buf *out, const char *s, size_t n);

#endif
