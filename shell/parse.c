/* The shell's parser: recursive descent over tokens, building nodes in an arena. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "common/arena.h"
#include "common/buf.h"
#include "shell/parse.h"

#define MAX_DEPTH 200

static sh_node *parse_and_or(sh_parser *p);
static sh_node *parse_command(sh_parser *p);
static sh_node *parse_compound_list(sh_parser *p);

/* sh_parse_init: see shell/parse.h. */
void
sh_parse_init(sh_parser *p, const char *src, size_t len, cm_arena *arena, const char *origin,
              cm_buf *err)
{
    memset(p, 0, sizeof(*p));
    p->src = src;
    p->len = len;
    if (len > 1 && memmem(src, len, "\\\n", 2)) {
        p->wsrc = cm_arena_strndup(arena, src, len); // NULL: continuations split as before
        if (p->wsrc) {
            p->src = p->wsrc;
        }
    }
    p->line = 1;
    p->arena = arena;
    p->origin = origin ? origin : "-c";
    p->err = err;
    p->tok_io = -1;
}

static int
peek(sh_parser *p)
{
    if (!p->have_tok) {
        sh_lex_token(p);
        p->have_tok = 1;
        if (p->tok == SH_T_ERROR) {
            p->failed = 1;
        }
    }
    return p->tok;
}

static void
consume(sh_parser *p)
{
    p->have_tok = 0;
}

static const char *
tok_desc(sh_parser *p, char *buf, size_t n)
{
    switch (p->tok) {
    case SH_T_EOF:
        return "end of input";
    case SH_T_NEWLINE:
        return "newline";
    default: {
        size_t l = p->tok_end - p->tok_start;
        if (l > 40) {
            l = 40;
        }
        snprintf(buf, n, "'%.*s'", (int)l, p->src + p->tok_start);
        return buf;
    }
    }
}

// Record "expected X, found Y" at the current token; returns NULL for chaining.
static sh_node *
expected(sh_parser *p, const char *what)
{
    if (p->failed) {
        return NULL;
    }
    char buf[64];
    peek(p);
    if (p->failed) {
        return NULL;
    }
    if (p->tok == SH_T_EOF) {
        p->incomplete = 1;
    }
    cm_buf_reset(p->err);
    if (cm_buf_printf(p->err, "%s:%d:%d: syntax error: expected %s, found %s", p->origin,
                      p->tok_line, p->tok_col, what, tok_desc(p, buf, sizeof(buf))) < 0) {
        cm_buf_reset(p->err);
    }
    p->failed = 1;
    return NULL;
}

static void *
oom(sh_parser *p)
{
    if (!p->failed) {
        cm_buf_reset(p->err);
        if (cm_buf_adds(p->err, "out of memory while parsing") < 0) {
            cm_buf_reset(p->err);
        }
    }
    p->failed = 1;
    return NULL;
}

static sh_node *
new_node(sh_parser *p, sh_node_kind k)
{
    sh_node *n = cm_arena_calloc(p->arena, sizeof(*n));
    if (!n) {
        return oom(p);
    }
    n->kind = k;
    n->line = p->tok_line;
    return n;
}

// 1 when the look-ahead is the unquoted word kw.
static int
is_kw(sh_parser *p, const char *kw)
{
    if (peek(p) != SH_T_WORD) {
        return 0;
    }
    size_t l = strlen(kw);
    return p->tok_end - p->tok_start == l && memcmp(p->src + p->tok_start, kw, l) == 0;
}

static int
accept_kw(sh_parser *p, const char *kw)
{
    if (is_kw(p, kw)) {
        consume(p);
        return 1;
    }
    return 0;
}

static int
expect_kw(sh_parser *p, const char *kw)
{
    if (accept_kw(p, kw)) {
        return 1;
    }
    char what[32];
    snprintf(what, sizeof(what), "'%s'", kw);
    expected(p, what);
    return 0;
}

static void
skip_newlines(sh_parser *p)
{
    while (!p->failed && peek(p) == SH_T_NEWLINE) {
        consume(p);
    }
}

static sh_word
cur_word(sh_parser *p)
{
    sh_word w = {p->src + p->tok_start, p->tok_end - p->tok_start};
    return w;
}

// 1 when the look-ahead word is a reserved word, which no alias replaces.
static int
is_reserved(sh_parser *p)
{
    static const char *const words[] = {
        "!",  "{",  "}",    "case",  "do",    "done",     "elif", "else", "esac", "fi",     "for",
        "if", "in", "then", "until", "while", "function", "[[",   "]]",   "time", "select", NULL};
    for (size_t i = 0; words[i]; i++) {
        if (is_kw(p, words[i])) {
            return 1;
        }
    }
    return 0;
}

// When the look-ahead word names an alias (unquoted, no reserved word, not an alias whose
// text is being read), the parser reads the alias's text in its place: 1, else 0.
static int
substitute_alias(sh_parser *p)
{
    if (!p->alias_get || p->failed || peek(p) != SH_T_WORD || p->n_frames >= SH_ALIAS_MAX_NEST) {
        return 0;
    }
    sh_word w = cur_word(p);
    char name[256];
    if (w.len == 0 || w.len >= sizeof(name) || memchr(w.text, '\\', w.len) ||
        memchr(w.text, '\'', w.len) || memchr(w.text, '"', w.len) || is_reserved(p)) {
        return 0;
    }
    memcpy(name, w.text, w.len);
    name[w.len] = 0;
    for (const sh_alias_frame *f = p->frames; f; f = f->next) {
        if (strcmp(f->name, name) == 0) {
            return 0;
        }
    }
    const char *text = p->alias_get(p->alias_ctx, name);
    if (!text) {
        return 0;
    }
    size_t len = strlen(text);
    sh_alias_frame *f = cm_arena_calloc(p->arena, sizeof(*f));
    char *copy = cm_arena_strndup(p->arena, text, len);
    char *fname = cm_arena_strndup(p->arena, name, w.len);
    if (!f || !copy || !fname) {
        oom(p);
        return 0;
    }
    consume(p);
    f->name = fname;
    f->ends_blank = len > 0 && (text[len - 1] == ' ' || text[len - 1] == '\t');
    f->src = p->src;
    f->len = p->len;
    f->pos = p->pos;
    f->line_start = p->line_start;
    f->line = p->line;
    f->wsrc = p->wsrc;
    f->next = p->frames;
    p->frames = f;
    p->n_frames++;
    p->src = copy;
    p->len = len;
    p->pos = 0;
    p->line_start = 0;
    p->wsrc = memmem(copy, len, "\\\n", 2) ? copy : NULL;
    return 1;
}

// The look-ahead where a command's name may stand, its aliases substituted.
static int
peek_cmd(sh_parser *p)
{
    while (substitute_alias(p)) {
    }
    return peek(p);
}

// Newlines before a command (after '|', '&&', '||'), aliases substituted.
static void
skip_newlines_cmd(sh_parser *p)
{
    while (!p->failed && peek_cmd(p) == SH_T_NEWLINE) {
        consume(p);
    }
}

// Grow an arena array by one element. The capacity is the next power of two of the
// count, so an array is copied only when its count reaches a power of two.
static void *
push(sh_parser *p, void *arr, size_t *n, size_t elem)
{
    size_t cnt = *n;
    if (cnt != 0 && (cnt & (cnt - 1)) != 0) {
        (*n)++;
        return arr;
    }
    char *na = cm_arena_alloc(p->arena, (cnt ? cnt * 2 : 1) * elem);
    if (!na) {
        return oom(p);
    }
    if (cnt > 0) {
        memcpy(na, arr, cnt * elem);
    }
    (*n)++;
    return na;
}

static int
is_redir_tok(int t)
{
    return t == SH_T_LESS || t == SH_T_GREAT || t == SH_T_DGREAT || t == SH_T_CLOBBER ||
           t == SH_T_LESSGT || t == SH_T_DLESS || t == SH_T_DLESSD || t == SH_T_TLESS ||
           t == SH_T_LESSAND || t == SH_T_GREATAND || t == SH_T_ANDGT || t == SH_T_ANDDGT;
}

// The here-document delimiter with quotes removed; *quoted set when any quoting was seen.
static char *
heredoc_delim(sh_parser *p, sh_word w, int *quoted)
{
    char *d = cm_arena_alloc(p->arena, w.len + 1);
    size_t o = 0;
    *quoted = 0;
    if (!d) {
        return oom(p);
    }
    for (size_t i = 0; i < w.len; i++) {
        char c = w.text[i];
        if (c == '\'' || c == '"') {
            *quoted = 1;
            continue;
        }
        if (c == '\\' && i + 1 < w.len) {
            *quoted = 1;
            d[o++] = w.text[++i];
            continue;
        }
        if (c == '$' && i + 1 < w.len && (w.text[i + 1] == '\'' || w.text[i + 1] == '"')) {
            continue;
        }
        d[o++] = c;
    }
    d[o] = 0;
    return d;
}

/* redirection: [IO_NUMBER] op WORD */
static sh_redir *
parse_redir(sh_parser *p)
{
    int t = peek(p);
    int io = p->tok_io;
    sh_redir *r = cm_arena_calloc(p->arena, sizeof(*r));
    if (!r) {
        return oom(p);
    }
    consume(p);
    switch (t) {
    case SH_T_LESS:
        r->kind = SH_R_IN;
        break;
    case SH_T_GREAT:
        r->kind = SH_R_OUT;
        break;
    case SH_T_DGREAT:
        r->kind = SH_R_APPEND;
        break;
    case SH_T_CLOBBER:
        r->kind = SH_R_CLOBBER;
        break;
    case SH_T_LESSGT:
        r->kind = SH_R_RDWR;
        break;
    case SH_T_DLESS:
    case SH_T_DLESSD:
        r->kind = SH_R_HEREDOC;
        break;
    case SH_T_TLESS:
        r->kind = SH_R_HERESTR;
        break;
    case SH_T_LESSAND:
        r->kind = SH_R_DUPIN;
        break;
    case SH_T_GREATAND:
        r->kind = SH_R_DUPOUT;
        break;
    case SH_T_ANDGT:
        r->kind = SH_R_BOTH;
        break;
    default:
        r->kind = SH_R_BOTHAPP;
        break;
    }
    int input = r->kind == SH_R_IN || r->kind == SH_R_RDWR || r->kind == SH_R_HEREDOC ||
                r->kind == SH_R_HERESTR || r->kind == SH_R_DUPIN;
    r->fd = io >= 0 ? io : (input ? 0 : 1);
    if (peek(p) != SH_T_WORD) {
        expected(p, "a word after the redirection");
        return NULL;
    }
    r->target = cur_word(p);
    consume(p);
    if (r->kind == SH_R_HEREDOC) {
        sh_heredoc_pending *h = cm_arena_calloc(p->arena, sizeof(*h));
        if (!h) {
            return oom(p);
        }
        h->r = r;
        h->delim = heredoc_delim(p, r->target, &r->quoted);
        if (!h->delim) {
            return NULL;
        }
        h->strip_tabs = t == SH_T_DLESSD;
        r->delim = h->delim;
        r->strip_tabs = h->strip_tabs;
        if (p->heredocs_tail) {
            p->heredocs_tail->next = h;
        } else {
            p->heredocs = h;
        }
        p->heredocs_tail = h;
    }
    return r;
}

// Append trailing redirections to n.
static int
parse_redirs(sh_parser *p, sh_node *n)
{
    sh_redir **tail = &n->redirs;
    while (*tail) {
        tail = &(*tail)->next;
    }
    while (!p->failed && is_redir_tok(peek(p))) {
        sh_redir *r = parse_redir(p);
        if (!r) {
            return -1;
        }
        *tail = r;
        tail = &r->next;
    }
    return p->failed ? -1 : 0;
}

static int
is_reserved_end(sh_parser *p)
{
    static const char *const ends[] = {"then", "else", "elif", "fi", "do",
                                       "done", "esac", "}",    NULL};
    for (size_t i = 0; ends[i]; i++) {
        if (is_kw(p, ends[i])) {
            return 1;
        }
    }
    return 0;
}

/* function_body: compound_command redirect* */
static sh_node *
parse_funcdef_body(sh_parser *p, const char *name)
{
    sh_node *f = new_node(p, SH_N_FUNC);
    if (!f) {
        return NULL;
    }
    f->name = name;
    skip_newlines(p);
    if (!(is_kw(p, "{") || peek(p) == SH_T_LPAREN || is_kw(p, "if") || is_kw(p, "while") ||
          is_kw(p, "until") || is_kw(p, "for") || is_kw(p, "case"))) {
        return expected(p, "a compound command as the function body");
    }
    f->body = parse_command(p);
    return f->body ? f : NULL;
}

// The word after =~ in [[ ]], as bash reads it: one word up to a blank outside
// parentheses, where ( ) | < > & are part of the regex (`^a(b|c)$`), quotes and
// expansions as in any word. It becomes the parser's current token.
static int
regex_operand(sh_parser *p)
{
    const char *s = p->src;
    size_t n = p->len;
    size_t i = p->pos;
    while (i < n && (s[i] == ' ' || s[i] == '\t')) {
        i++;
    }
    size_t start = i;
    int depth = 0;
    while (i < n && s[i] != '\n') {
        char c = s[i];
        if ((c == ' ' || c == '\t') && depth == 0) {
            break;
        }
        if (c == '(' || c == ')' || c == '|' || c == '<' || c == '>' || c == '&' || c == ' ' ||
            c == '\t' || c == ';') {
            if (c == ';' && depth == 0) {
                break;
            }
            depth += c == '(' ? 1 : c == ')' && depth > 0 ? -1 : 0;
            i++;
            continue;
        }
        int bad = 0;
        size_t e = sh_lex_word_end(s, n, i, &bad);
        if (bad) {
            p->pos = e;
            p->incomplete = 1;
            expected(p, "the end of a quote or substitution in the regular expression");
            return -1;
        }
        i = e > i ? e : i + 1;
    }
    if (i == start) {
        return 0; // nothing there: the operator has no operand, as test reports
    }
    p->pos = i;
    p->tok = SH_T_WORD;
    p->tok_start = start;
    p->tok_end = i;
    p->have_tok = 1;
    return 0;
}

/* [[ expression ]]: every token up to the closing ]] is a word (&&, ||, (, ), <, >) */
static int
parse_dbl_bracket(sh_parser *p, sh_node *n)
{
    n->dbl = 1;
    for (;;) {
        int t = peek(p);
        if (p->failed) {
            return -1;
        }
        if (t == SH_T_EOF) {
            expected(p, "']]'");
            return -1;
        }
        if (t == SH_T_NEWLINE) {
            consume(p); // a newline between the words of [[ ]] is a blank (bash)
            continue;
        }
        sh_word w = cur_word(p);
        consume(p);
        n->words = push(p, n->words, &n->n_words, sizeof(sh_word));
        if (!n->words) {
            return -1;
        }
        n->words[n->n_words - 1] = w;
        if (t == SH_T_WORD && w.len == 2 && memcmp(w.text, "]]", 2) == 0) {
            break;
        }
        if (t == SH_T_WORD && w.len == 2 && memcmp(w.text, "=~", 2) == 0 && regex_operand(p) < 0) {
            return -1;
        }
    }
    return parse_redirs(p, n);
}

// 1 when the simple command so far is a declaration builtin, whose NAME=(...) arguments
// are array assignments (bash).
static int
is_declaration(const sh_node *n)
{
    char name[16];
    if (n->n_words == 0 || n->words[0].len >= sizeof(name)) {
        return 0;
    }
    memcpy(name, n->words[0].text, n->words[0].len);
    name[n->words[0].len] = 0;
    return sh_is_declaration(name);
}

/* compound_value: '(' (word | newline)* ')' right after NAME= or NAME+=: *w grows to end
 * at the ')', so the assignment word holds the whole NAME=(...). 0 when w is no such
 * assignment, 1 when it grew, -1 on a syntax error. */
static int
parse_compound_value(sh_parser *p, sh_word *w)
{
    if (w->text[w->len - 1] != '=' || peek(p) != SH_T_LPAREN ||
        p->src + p->tok_start != w->text + w->len) {
        return 0;
    }
    for (size_t i = 0; i + 1 < w->len; i++) {
        if (w->text[i] == '[') {
            expected(p, "a value (an array element holds one string)");
            return -1;
        }
    }
    consume(p);
    for (;;) {
        int t = peek(p);
        if (p->failed) {
            return -1;
        }
        if (t == SH_T_RPAREN) {
            if (w->text < p->src || w->text > p->src + p->len) {
                expected(p, "')' in the text the array's values began in");
                return -1;
            }
            w->len = p->tok_end - (size_t)(w->text - p->src);
            consume(p);
            return 1;
        }
        if (t != SH_T_WORD && t != SH_T_NEWLINE) {
            expected(p, "')' to end the array's values");
            return -1;
        }
        consume(p);
    }
}

/* simple_command: (assignment | redirect)* word (word | redirect)* ; or a function
 * definition: name '(' ')' linebreak function_body */
static sh_node *
parse_simple(sh_parser *p)
{
    sh_node *n = new_node(p, SH_N_SIMPLE);
    sh_redir **tail;
    if (!n) {
        return NULL;
    }
    tail = &n->redirs;
    for (;;) {
        int t = peek(p);
        if (n->n_words == 0 || p->alias_next) {
            t = peek_cmd(p); // a command's name, or the word after an alias ending in a blank
            p->alias_next = 0;
        }
        if (p->failed) {
            return NULL;
        }
        if (is_redir_tok(t)) {
            sh_redir *r = parse_redir(p);
            if (!r) {
                return NULL;
            }
            *tail = r;
            tail = &r->next;
            continue;
        }
        if (t != SH_T_WORD) {
            break;
        }
        sh_word w = cur_word(p);
        if (n->n_words == 0 && sh_assign_is_word(w)) {
            n->assigns = push(p, n->assigns, &n->n_assigns, sizeof(sh_word));
            if (!n->assigns) {
                return NULL;
            }
            consume(p);
            if (parse_compound_value(p, &w) < 0) {
                return NULL;
            }
            n->assigns[n->n_assigns - 1] = w;
            continue;
        }
        consume(p);
        if (is_declaration(n) && sh_assign_is_word(w) && parse_compound_value(p, &w) < 0) {
            return NULL;
        }
        n->words = push(p, n->words, &n->n_words, sizeof(sh_word));
        if (!n->words) {
            return NULL;
        }
        n->words[n->n_words - 1] = w;
        n->aliased |= p->n_frames > 0;
        // [[ is a keyword only as a command's first word: after an assignment or a
        // redirection it is an ordinary word (bash: "[[: command not found")
        if (n->n_words == 1 && n->n_assigns == 0 && !n->redirs && w.len == 2 &&
            memcmp(w.text, "[[", 2) == 0) {
            return parse_dbl_bracket(p, n) < 0 ? NULL : n;
        }
        if (n->n_words == 1 && n->n_assigns == 0 && !n->redirs && peek(p) == SH_T_LPAREN) {
            // name ( ) body
            consume(p);
            if (peek(p) != SH_T_RPAREN) {
                return expected(p, "')' after '(' in a function definition");
            }
            consume(p);
            char *name = cm_arena_strndup(p->arena, w.text, w.len);
            if (!name) {
                return oom(p);
            }
            return parse_funcdef_body(p, name);
        }
    }
    if (n->n_words == 0 && n->n_assigns == 0 && !n->redirs) {
        return expected(p, "a command");
    }
    return n;
}

// The condition and the body of an if or an elif, into n: 0, or -1 after the error.
static int
parse_if_part(sh_parser *p, sh_node *n)
{
    n->cond = parse_compound_list(p);
    if (!n->cond || !expect_kw(p, "then")) {
        if (!n->cond) {
            (void)expected(p, "a condition after 'if'");
        }
        return -1;
    }
    n->body = parse_compound_list(p);
    if (!n->body) {
        (void)expected(p, "a command after 'then'");
        return -1;
    }
    return 0;
}

/* if_clause: If compound_list Then compound_list else_part? Fi */
static sh_node *
parse_if(sh_parser *p)
{
    sh_node *n = new_node(p, SH_N_IF);
    if (!n || parse_if_part(p, n) < 0) {
        return NULL;
    }
    // each elif is an if in the alternative of the one before, made in this loop (a
    // recursion per elif overflowed the stack at 100,000 of them)
    sh_node *last = n;
    while (accept_kw(p, "elif")) {
        sh_node *e = new_node(p, SH_N_IF);
        if (!e || parse_if_part(p, e) < 0) {
            return NULL;
        }
        last->alt = e;
        last = e;
    }
    if (accept_kw(p, "else")) {
        last->alt = parse_compound_list(p);
        if (!last->alt) {
            return expected(p, "a command after 'else'");
        }
    }
    return expect_kw(p, "fi") ? n : NULL;
}

/* do_group: Do compound_list Done */
static sh_node *
parse_do_group(sh_parser *p)
{
    if (!expect_kw(p, "do")) {
        return NULL;
    }
    sh_node *b = parse_compound_list(p);
    if (!b) {
        return expected(p, "a command after 'do'");
    }
    return expect_kw(p, "done") ? b : NULL;
}

/* while_clause: (While | Until) compound_list do_group */
static sh_node *
parse_while(sh_parser *p, sh_node_kind k)
{
    sh_node *n = new_node(p, k);
    if (!n) {
        return NULL;
    }
    n->cond = parse_compound_list(p);
    if (!n->cond) {
        return expected(p, "a condition");
    }
    n->body = parse_do_group(p);
    return n->body ? n : NULL;
}

static sh_node *parse_arith_cmd(sh_parser *p);

/* arith_for (bash): For '((' expr? ';' expr? ';' expr? '))' sequential_sep? do_group */
static sh_node *
parse_arith_for(sh_parser *p, sh_node *n)
{
    sh_node *a = parse_arith_cmd(p);
    if (!a) {
        return NULL;
    }
    n->kind = SH_N_ARITH_FOR;
    n->words = cm_arena_calloc(p->arena, 3 * sizeof(sh_word));
    if (!n->words) {
        return oom(p);
    }
    const char *t = a->subject.text;
    size_t len = a->subject.len;
    size_t start = 0;
    int depth = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && t[i] == '(') {
            depth++;
        } else if (i < len && t[i] == ')') {
            depth--;
        } else if (i == len || (t[i] == ';' && depth == 0)) {
            if (n->n_words == 3) {
                return expected(p, "three expressions in 'for (( ; ; ))'");
            }
            n->words[n->n_words].text = t + start;
            n->words[n->n_words].len = i - start;
            n->n_words++;
            start = i + 1;
        }
    }
    if (n->n_words != 3) {
        return expected(p, "three expressions in 'for (( ; ; ))'");
    }
    if (peek(p) == SH_T_SEMI) {
        consume(p);
    }
    skip_newlines(p);
    n->body = parse_do_group(p);
    return n->body ? n : NULL;
}

/* for_clause: For name linebreak (In word* sequential_sep)? do_group */
static sh_node *
parse_for(sh_parser *p)
{
    sh_node *n = new_node(p, SH_N_FOR);
    if (!n) {
        return NULL;
    }
    if (peek(p) == SH_T_LPAREN && p->tok_start + 1 < p->len && p->src[p->tok_start + 1] == '(') {
        return parse_arith_for(p, n);
    }
    if (peek(p) != SH_T_WORD) {
        return expected(p, "a variable name after 'for'");
    }
    sh_word w = cur_word(p);
    int ok = w.len > 0 && sh_lex_name_start((unsigned char)w.text[0]);
    for (size_t i = 1; ok && i < w.len; i++) {
        ok = sh_lex_name_char((unsigned char)w.text[i]);
    }
    if (!ok) {
        return expected(p, "a variable name after 'for'");
    }
    n->name = cm_arena_strndup(p->arena, w.text, w.len);
    if (!n->name) {
        return oom(p);
    }
    consume(p);
    skip_newlines(p);
    if (accept_kw(p, "in")) {
        n->have_in = 1;
        while (peek(p) == SH_T_WORD) {
            n->words = push(p, n->words, &n->n_words, sizeof(sh_word));
            if (!n->words) {
                return NULL;
            }
            n->words[n->n_words - 1] = cur_word(p);
            consume(p);
        }
        if (p->failed) {
            return NULL;
        }
        if (peek(p) != SH_T_SEMI && peek(p) != SH_T_NEWLINE) {
            return expected(p, "';' or a newline after the word list");
        }
        consume(p);
    } else if (peek(p) == SH_T_SEMI) {
        consume(p);
    }
    skip_newlines(p);
    n->body = parse_do_group(p);
    return n->body ? n : NULL;
}

// ;; ;& ;;& end a case item.
static int
is_case_end(int t)
{
    return t == SH_T_DSEMI || t == SH_T_SEMIAND || t == SH_T_DSEMIAND;
}

/* case_clause: Case WORD linebreak In linebreak case_item* Esac
 * case_item: '('? pattern ('|' pattern)* ')' compound_list? (';;' | before Esac) */
static sh_node *
parse_case(sh_parser *p)
{
    sh_node *n = new_node(p, SH_N_CASE);
    sh_case_item **tail;
    if (!n) {
        return NULL;
    }
    if (peek(p) != SH_T_WORD) {
        return expected(p, "a word after 'case'");
    }
    n->subject = cur_word(p);
    consume(p);
    skip_newlines(p);
    if (!expect_kw(p, "in")) {
        return NULL;
    }
    skip_newlines(p);
    tail = &n->items;
    while (!p->failed && !is_kw(p, "esac")) {
        sh_case_item *it = cm_arena_calloc(p->arena, sizeof(*it));
        if (!it) {
            return oom(p);
        }
        if (peek(p) == SH_T_LPAREN) {
            consume(p);
        }
        for (;;) {
            if (peek(p) != SH_T_WORD) {
                return expected(p, "a pattern");
            }
            it->pats = push(p, it->pats, &it->n_pats, sizeof(sh_word));
            if (!it->pats) {
                return NULL;
            }
            it->pats[it->n_pats - 1] = cur_word(p);
            consume(p);
            if (peek(p) == SH_T_PIPE) {
                consume(p);
                continue;
            }
            break;
        }
        if (peek(p) != SH_T_RPAREN) {
            return expected(p, "')' after the pattern");
        }
        consume(p);
        skip_newlines(p);
        if (!is_case_end(peek(p)) && !is_kw(p, "esac")) {
            it->body = parse_compound_list(p);
            if (!it->body && p->failed) {
                return NULL;
            }
        }
        *tail = it;
        tail = &it->next;
        if (is_case_end(peek(p))) {
            it->end = p->tok == SH_T_SEMIAND    ? SH_CASE_FALL
                      : p->tok == SH_T_DSEMIAND ? SH_CASE_TEST
                                                : SH_CASE_BREAK;
            consume(p);
            skip_newlines(p);
            continue;
        }
        if (!is_kw(p, "esac")) {
            return expected(p, "';;' or 'esac'");
        }
    }
    if (p->failed) {
        return NULL;
    }
    consume(p); // esac
    return n;
}

/* (( expression )): the text between the parentheses */
static sh_node *
parse_arith_cmd(sh_parser *p)
{
    size_t start = p->tok_start + 2;
    size_t i = start;
    int depth = 0;
    while (i < p->len) {
        if (p->src[i] == '(') {
            depth++;
        } else if (p->src[i] == ')') {
            if (depth == 0) {
                break;
            }
            depth--;
        } else if (p->src[i] == '\n') {
            p->line++;
            p->line_start = i + 1;
        }
        i++;
    }
    if (i + 1 >= p->len || p->src[i + 1] != ')') {
        p->incomplete = i + 1 >= p->len;
        return expected(p, "'))' to close '(('");
    }
    sh_node *n = new_node(p, SH_N_ARITH);
    if (!n) {
        return NULL;
    }
    n->subject.text = p->src + start;
    n->subject.len = i - start;
    p->pos = i + 2;
    p->have_tok = 0;
    return n;
}

// 0 when the '((' at the look-ahead closes with a lone ')' (as in `((exit 1); exit)`): two
// subshells, as bash reads it; 1 when it closes with '))' or the text ends first.
static int
arith_closes(const sh_parser *p)
{
    int depth = 0;
    for (size_t i = p->tok_start + 2; i < p->len; i++) {
        if (p->src[i] == '(') {
            depth++;
        } else if (p->src[i] == ')' && depth-- == 0) {
            return i + 1 >= p->len || p->src[i + 1] == ')';
        }
    }
    return 1;
}

/* command: compound_command redirect* | function_definition | simple_command */
static sh_node *
parse_command(sh_parser *p)
{
    sh_node *n = NULL;
    if (++p->depth > MAX_DEPTH) {
        cm_buf_reset(p->err);
        if (cm_buf_printf(p->err, "%s:%d:%d: syntax error: commands nested too deeply", p->origin,
                          p->tok_line, p->tok_col) < 0) {
            cm_buf_reset(p->err);
        }
        p->failed = 1;
        return NULL;
    }
    int t = peek_cmd(p);
    if (p->failed) {
        return NULL;
    }
    if (t == SH_T_LPAREN) {
        if (p->tok_start + 1 < p->len && p->src[p->tok_start + 1] == '(' && arith_closes(p)) {
            n = parse_arith_cmd(p);
        } else {
            consume(p);
            n = new_node(p, SH_N_SUBSHELL);
            if (n) {
                n->body = parse_compound_list(p);
                if (!n->body) {
                    n = expected(p, "a command inside '( )'");
                } else if (peek(p) != SH_T_RPAREN) {
                    n = expected(p, "')'");
                } else {
                    consume(p);
                }
            }
        }
    } else if (t != SH_T_WORD && !is_redir_tok(t)) {
        n = expected(p, "a command");
    } else if (accept_kw(p, "{")) {
        n = new_node(p, SH_N_GROUP);
        if (n) {
            n->body = parse_compound_list(p);
            if (!n->body) {
                n = expected(p, "a command inside '{ }'");
            } else if (!expect_kw(p, "}")) {
                n = NULL;
            }
        }
    } else if (accept_kw(p, "if")) {
        n = parse_if(p);
    } else if (accept_kw(p, "while")) {
        n = parse_while(p, SH_N_WHILE);
    } else if (accept_kw(p, "until")) {
        n = parse_while(p, SH_N_UNTIL);
    } else if (accept_kw(p, "for")) {
        n = parse_for(p);
    } else if (accept_kw(p, "case")) {
        n = parse_case(p);
    } else if (accept_kw(p, "function")) {
        if (peek(p) != SH_T_WORD) {
            n = expected(p, "a function name");
        } else {
            sh_word w = cur_word(p);
            char *name = cm_arena_strndup(p->arena, w.text, w.len);
            consume(p);
            if (!name) {
                n = oom(p);
            } else {
                if (peek(p) == SH_T_LPAREN) {
                    consume(p);
                    if (peek(p) != SH_T_RPAREN) {
                        p->depth--;
                        return expected(p, "')'");
                    }
                    consume(p);
                }
                n = parse_funcdef_body(p, name);
            }
        }
    } else if (is_reserved_end(p)) {
        n = expected(p, "a command");
    } else {
        n = parse_simple(p);
        p->depth--;
        return n;
    }
    p->depth--;
    if (n && n->kind != SH_N_FUNC && parse_redirs(p, n) < 0) {
        return NULL;
    }
    return p->failed ? NULL : n;
}

/* pipeline: ('time' '-p'?)? '!'? command (('|' | '|&') linebreak command)*
 * (bash takes `time` and `!` in either order) */
static sh_node *
parse_pipeline(sh_parser *p)
{
    int bang = 0;
    int timed = 0;
    for (;;) {
        peek_cmd(p);
        if (accept_kw(p, "!")) {
            bang = !bang;
        } else if (!timed && accept_kw(p, "time")) {
            timed = accept_kw(p, "-p") ? 2 : 1;
        } else {
            break;
        }
    }
    sh_node *c = NULL;
    int t = peek(p);
    if (timed && (t == SH_T_EOF || t == SH_T_SEMI || t == SH_T_NEWLINE || t == SH_T_AMP)) {
        c = new_node(p, SH_N_SIMPLE); // `time` alone times an empty pipeline
    } else {
        c = parse_command(p);
    }
    if (!c) {
        return NULL;
    }
    if (peek(p) != SH_T_PIPE && peek(p) != SH_T_PIPEAMP && !bang && !timed) {
        return c;
    }
    sh_node *n = new_node(p, SH_N_PIPE);
    if (!n) {
        return NULL;
    }
    n->bang = bang;
    n->timed = timed;
    n->kids = push(p, NULL, &n->n_kids, sizeof(sh_node *));
    if (!n->kids) {
        return NULL;
    }
    n->kids[0] = c;
    while (peek(p) == SH_T_PIPE || peek(p) == SH_T_PIPEAMP) {
        if (p->tok == SH_T_PIPEAMP) {
            // a |& b is a 2>&1 | b
            sh_redir *r = cm_arena_calloc(p->arena, sizeof(*r));
            if (!r) {
                return oom(p);
            }
            r->kind = SH_R_DUPOUT;
            r->fd = 2;
            r->target.text = "1";
            r->target.len = 1;
            sh_redir **tail = &c->redirs;
            while (*tail) {
                tail = &(*tail)->next;
            }
            *tail = r;
        }
        consume(p);
        skip_newlines_cmd(p);
        c = parse_command(p);
        if (!c) {
            return NULL;
        }
        n->kids = push(p, n->kids, &n->n_kids, sizeof(sh_node *));
        if (!n->kids) {
            return NULL;
        }
        n->kids[n->n_kids - 1] = c;
    }
    return p->failed ? NULL : n;
}

/* and_or: pipeline (('&&' | '||') linebreak pipeline)* */
static sh_node *
parse_and_or(sh_parser *p)
{
    sh_node *left = parse_pipeline(p);
    while (left && (peek(p) == SH_T_AND || peek(p) == SH_T_OR)) {
        sh_node *n = new_node(p, p->tok == SH_T_AND ? SH_N_AND : SH_N_OR);
        if (!n) {
            return NULL;
        }
        consume(p);
        skip_newlines_cmd(p);
        n->kids = cm_arena_alloc(p->arena, 2 * sizeof(sh_node *));
        if (!n->kids) {
            return oom(p);
        }
        n->n_kids = 2;
        n->kids[0] = left;
        n->kids[1] = parse_pipeline(p);
        if (!n->kids[1]) {
            return p->failed ? NULL : expected(p, "a command after '&&' or '||'");
        }
        left = n;
    }
    return p->failed ? NULL : left;
}

// Add c to the sequence seq (creating it).
static sh_node *
seq_add(sh_parser *p, sh_node *seq, sh_node *c)
{
    if (!seq) {
        seq = new_node(p, SH_N_SEQ);
        if (!seq) {
            return NULL;
        }
    }
    seq->kids = push(p, seq->kids, &seq->n_kids, sizeof(sh_node *));
    if (!seq->kids) {
        return NULL;
    }
    seq->kids[seq->n_kids - 1] = c;
    return seq;
}

// c followed by '&' (the current token); start is where c's text began: the node keeps
// that text (`jobs` shows it).
static sh_node *
wrap_bg(sh_parser *p, sh_node *c, const char *src, size_t len, size_t start)
{
    sh_node *b = new_node(p, SH_N_BG);
    if (!b) {
        return NULL;
    }
    b->body = c;
    // an alias's text may have begun or ended in between: the text where it began, then
    size_t end = src == p->src ? p->tok_start : len;
    while (end > start && strchr(" \t\n", src[end - 1])) {
        end--;
    }
    b->subject.text = src + start;
    b->subject.len = end > start ? end - start : 0;
    return b;
}

/* compound_list: linebreak and_or (separator and_or)* separator? -- ends before a
 * reserved word that closes the construct, ')' or ';;' */
static sh_node *
parse_compound_list(sh_parser *p)
{
    sh_node *seq = NULL;
    skip_newlines(p);
    for (;;) {
        int t = peek_cmd(p);
        if (p->failed) {
            return NULL;
        }
        if (t == SH_T_NEWLINE) {
            consume(p); // an alias's text was blank up to a newline
            continue;
        }
        if (t == SH_T_EOF || t == SH_T_RPAREN || is_case_end(t) || is_reserved_end(p)) {
            break;
        }
        size_t start = p->tok_start;
        const char *start_src = p->src;
        size_t start_len = p->len;
        sh_node *c = parse_and_or(p);
        if (!c) {
            return NULL;
        }
        t = peek(p);
        if (t == SH_T_AMP) {
            c = wrap_bg(p, c, start_src, start_len, start);
            if (!c) {
                return NULL;
            }
        }
        seq = seq_add(p, seq, c);
        if (!seq) {
            return NULL;
        }
        if (t == SH_T_SEMI || t == SH_T_AMP || t == SH_T_NEWLINE) {
            consume(p);
            skip_newlines(p);
            continue;
        }
        break;
    }
    if (seq && seq->n_kids == 1 && seq->kids[0]->kind != SH_N_BG) {
        return seq->kids[0];
    }
    return seq;
}

/* sh_parse_next: see shell/parse.h. */
int
sh_parse_next(sh_parser *p, sh_node **out)
{
    sh_node *seq = NULL;
    *out = NULL;
    for (;;) {
        int t = seq ? peek(p) : peek_cmd(p);
        if (p->failed) {
            return -1;
        }
        if (t == SH_T_NEWLINE) {
            consume(p);
            if (seq) {
                break;
            }
            continue;
        }
        if (t == SH_T_EOF) {
            if (!seq) {
                return 0;
            }
            break;
        }
        size_t start = p->tok_start;
        const char *start_src = p->src;
        size_t start_len = p->len;
        sh_node *c = parse_and_or(p);
        if (!c) {
            return -1;
        }
        t = peek(p);
        if (t == SH_T_AMP) {
            c = wrap_bg(p, c, start_src, start_len, start);
            if (!c) {
                return -1;
            }
        }
        seq = seq_add(p, seq, c);
        if (!seq) {
            return -1;
        }
        if (t == SH_T_SEMI || t == SH_T_AMP) {
            consume(p);
            continue;
        }
        if (t == SH_T_NEWLINE || t == SH_T_EOF) {
            continue;
        }
        expected(p, "';', '&', '&&', '||', '|' or a newline");
        return -1;
    }
    if (seq->n_kids == 1 && seq->kids[0]->kind != SH_N_BG) {
        *out = seq->kids[0];
    } else {
        *out = seq;
    }
    return 1;
}

/* sh_parse_all: see shell/parse.h. */
int
sh_parse_all(const char *src, size_t len, cm_arena *arena, const char *origin, sh_node **out,
             cm_buf *err)
{
    sh_parser p;
    sh_node *all = NULL;
    sh_parse_init(&p, src, len, arena, origin, err);
    *out = NULL;
    for (;;) {
        sh_node *n;
        int r = sh_parse_next(&p, &n);
        if (r < 0) {
            return -1;
        }
        if (r == 0) {
            break;
        }
        if (!n) {
            continue;
        }
        all = seq_add(&p, all, n);
        if (!all) {
            return -1;
        }
    }
    if (all && all->n_kids == 1 && all->kids[0]->kind != SH_N_BG) {
        all = all->kids[0];
    }
    *out = all;
    return 0;
}
