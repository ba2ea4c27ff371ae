/* The shell's lexer: words with their quoting kept, operators, here-document bodies. */
#include "config.h"

#include <string.h>

#include "common/arena.h"
#include "common/buf.h"
#include "shell/parse.h"

/* sh_lex_name_start: see shell/parse.h. */
int
sh_lex_name_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* sh_lex_name_char: see shell/parse.h. */
int
sh_lex_name_char(int c)
{
    return sh_lex_name_start(c) || (c >= '0' && c <= '9');
}

static int
is_meta(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '&' || c == '|' || c == '(' ||
           c == ')' || c == '<' || c == '>';
}

// Past the closing quote of '...' starting at src[i] == '\''.
static size_t
skip_squote(const char *src, size_t len, size_t i)
{
    i++;
    while (i < len && src[i] != '\'') {
        i++;
    }
    return i < len ? i + 1 : len + 1;
}

// Past $'...' starting at src[i] == '$', src[i+1] == '\''.
static size_t
skip_dollar_squote(const char *src, size_t len, size_t i)
{
    i += 2;
    while (i < len && src[i] != '\'') {
        if (src[i] == '\\') {
            i++;
        }
        i++;
    }
    return i < len ? i + 1 : len + 1;
}

static size_t
skip_dquote(const char *src, size_t len, size_t i)
{
    i++;
    while (i < len && src[i] != '"') {
        if (src[i] == '\\') {
            i += 2;
        } else if (src[i] == '$' || src[i] == '`') {
            i = sh_lex_skip(src, len, i);
        } else {
            i++;
        }
    }
    return i < len ? i + 1 : len + 1;
}

static size_t
skip_backquote(const char *src, size_t len, size_t i)
{
    i++;
    while (i < len && src[i] != '`') {
        if (src[i] == '\\') {
            i++;
        }
        i++;
    }
    return i < len ? i + 1 : len + 1;
}

// 1 when the reserved word w stands at src[i] as a word of its own.
static int
word_at(const char *src, size_t len, size_t i, const char *w)
{
    size_t n = strlen(w);
    if (i + n > len || memcmp(src + i, w, n) != 0) {
        return 0;
    }
    int before = i == 0 || is_meta((unsigned char)src[i - 1]);
    return before && (i + n == len || is_meta((unsigned char)src[i + n]));
}

// 1 when src[i] starts a command: only blanks since body, or after ; & | ( a newline, or
// after a reserved word that a command follows.
static int
command_start(const char *src, size_t body, size_t i)
{
    static const char *const kw[] = {"then",  "do", "else", "elif", "if", "while",
                                     "until", "{",  "!",    "time", NULL};
    while (i > body && (src[i - 1] == ' ' || src[i - 1] == '\t')) {
        i--;
    }
    if (i == body || strchr(";&|(\n", src[i - 1])) {
        return 1;
    }
    size_t e = i;
    while (i > body && !is_meta((unsigned char)src[i - 1])) {
        i--;
    }
    for (size_t k = 0; kw[k]; k++) {
        if (e - i == strlen(kw[k]) && memcmp(src + i, kw[k], e - i) == 0) {
            return 1;
        }
    }
    return 0;
}

// Here-documents opened inside a $( ) whose bodies start at the next newline: the spans
// of their delimiter words as written (kept small: skip_bracketed's frame holds it).
#define PENDING_DOCS 8
typedef struct {
    size_t start[PENDING_DOCS], end[PENDING_DOCS];
    int strip_tabs[PENDING_DOCS];
    int n;
} pending_docs;

// After "<<" or "<<-" (src[i] is past the operator): notes the delimiter word in docs and
// returns where it ends (past len when a quote in it is not closed).
static size_t
note_heredoc(const char *src, size_t len, size_t i, int strip_tabs, pending_docs *docs)
{
    while (i < len && (src[i] == ' ' || src[i] == '\t')) {
        i++;
    }
    size_t start = i;
    while (i < len && !is_meta((unsigned char)src[i])) {
        if (src[i] == '\'') {
            i = skip_squote(src, len, i);
        } else if (src[i] == '"') {
            i = skip_dquote(src, len, i);
        } else {
            i += src[i] == '\\' && i + 1 < len ? 2 : 1;
        }
    }
    if (i <= len && i > start && docs->n < PENDING_DOCS) {
        docs->start[docs->n] = start;
        docs->end[docs->n] = i;
        docs->strip_tabs[docs->n] = strip_tabs;
        docs->n++;
    }
    return i;
}

// The delimiter word src[s..e) with its quotes removed, into out (cap bytes); its length,
// or -1 when it does not fit.
static long
heredoc_delim(const char *src, size_t s, size_t e, char *out, size_t cap)
{
    size_t n = 0;
    char q = 0; // the quote the scan is inside
    for (size_t k = s; k < e; k++) {
        char c = src[k];
        if (!q && (c == '\'' || c == '"')) {
            q = c;
            continue;
        }
        if (q && c == q) {
            q = 0;
            continue;
        }
        if (c == '\\' && k + 1 < e && (!q || (q == '"' && strchr("$`\"\\", src[k + 1])))) {
            c = src[++k];
        }
        if (n == cap) {
            return -1;
        }
        out[n++] = c;
    }
    return (long)n;
}

// Past the bodies of the pending here-documents, whose first starts at src[i]: each ends
// at a line that is its delimiter (after leading tabs for <<-). Past len when one is not
// ended, as an unterminated quote is.
static size_t
skip_heredoc_bodies(const char *src, size_t len, size_t i, pending_docs *docs)
{
    char delim[256];
    for (int k = 0; k < docs->n; k++) {
        long dlen = heredoc_delim(src, docs->start[k], docs->end[k], delim, sizeof delim);
        for (;;) {
            if (i >= len) {
                return len + 1;
            }
            const char *nl = memchr(src + i, '\n', len - i);
            size_t e = nl ? (size_t)(nl - src) : len;
            size_t s = i;
            while (docs->strip_tabs[k] && s < e && src[s] == '\t') {
                s++;
            }
            i = nl ? e + 1 : len;
            if (dlen >= 0 && e - s == (size_t)dlen && memcmp(src + s, delim, e - s) == 0) {
                break;
            }
        }
    }
    docs->n = 0;
    return i;
}

// Past a bracketed body: open is at src[i]; depth counts open/close, quotes skipped. In a
// $( ), a here-document's body is skipped whole (it may hold any ')' or quote); not in
// $(( )) or (( )), where << is a shift.
static size_t
skip_bracketed(const char *src, size_t len, size_t i, char open, char close)
{
    int depth = 1;
    int cases = 0;       // case ... esac open inside a $( )
    size_t body = i + 1; // where the bracketed text starts
    int docs_here = close == ')' && (body >= len || src[body] != '(');
    pending_docs docs;
    docs.n = 0;
    i++;
    while (i < len) {
        char c = src[i];
        if (c == '\\') {
            i += 2;
            continue;
        }
        if (docs_here && c == '\n' && docs.n > 0) {
            i = skip_heredoc_bodies(src, len, i + 1, &docs);
            continue;
        }
        if (docs_here && c == '<' && i + 1 < len && src[i + 1] == '<' &&
            (i + 2 >= len || src[i + 2] != '<')) {
            int strip = i + 2 < len && src[i + 2] == '-';
            i = note_heredoc(src, len, i + 2 + strip, strip, &docs);
            continue;
        }
        if (docs_here && c == '(' && i + 1 < len && src[i + 1] == '(' &&
            command_start(src, body, i)) {
            i = skip_bracketed(src, len, i, '(', ')'); // an arithmetic command (( ))
            continue;
        }
        if (c == '\'' && close == ')') {
            i = skip_squote(src, len, i);
            continue;
        }
        if (c == '"' || c == '`' || (c == '$' && i + 1 < len)) {
            if (c == '$' && src[i + 1] != '(' && src[i + 1] != '{' && src[i + 1] != '\'' &&
                src[i + 1] != '[') {
                i++;
                continue;
            }
            i = sh_lex_skip(src, len, i);
            continue;
        }
        if (c == '\'' && close == '}') {
            i = skip_squote(src, len, i);
            continue;
        }
        if (c == '#' && close == ')' &&
            (src[i - 1] == ' ' || src[i - 1] == '\t' || src[i - 1] == '\n' || src[i - 1] == '(')) {
            while (i < len && src[i] != '\n') {
                i++;
            }
            continue;
        }
        if (close == ')' && word_at(src, len, i, "case") && command_start(src, body, i)) {
            cases++;
        } else if (close == ')' && cases > 0 && word_at(src, len, i, "esac")) {
            cases--;
        }
        if (c == open) {
            depth++;
        } else if (c == close) {
            // inside case ... esac, a pattern's ')' closes nothing
            if (depth == 1 && cases > 0) {
                i++;
                continue;
            }
            depth--;
            if (depth == 0) {
                return i + 1;
            }
        }
        i++;
    }
    return len + 1;
}

// How many quotes and substitutions the scan is inside (each a level of C recursion), and
// whether a scan met more than SH_LEX_MAX_NEST of them: it then ends as unterminated.
static _Thread_local int lex_nest;
static _Thread_local int lex_too_deep;

/* sh_lex_skip: see shell/parse.h. */
size_t
sh_lex_skip(const char *src, size_t len, size_t i)
{
    size_t r;
    if (i >= len) {
        return len;
    }
    if (lex_nest >= SH_LEX_MAX_NEST) {
        lex_too_deep = 1;
        return len + 1;
    }
    lex_nest++;
    switch (src[i]) {
    case '\'':
        r = skip_squote(src, len, i);
        break;
    case '"':
        r = skip_dquote(src, len, i);
        break;
    case '`':
        r = skip_backquote(src, len, i);
        break;
    case '$':
        if (i + 1 >= len) {
            r = i + 1;
        } else if (src[i + 1] == '\'') {
            r = skip_dollar_squote(src, len, i);
        } else if (src[i + 1] == '(') {
            r = skip_bracketed(src, len, i + 1, '(', ')');
        } else if (src[i + 1] == '{') {
            r = skip_bracketed(src, len, i + 1, '{', '}');
        } else if (src[i + 1] == '[') {
            r = skip_bracketed(src, len, i + 1, '[', ']'); // $[ ]: bash's old $(( ))
        } else {
            r = i + 1;
        }
        break;
    default:
        r = i + 1;
    }
    lex_nest--;
    return r;
}

/* sh_lex_word_end: see shell/parse.h. */
size_t
sh_lex_word_end(const char *src, size_t len, size_t i, int *bad)
{
    *bad = 0;
    lex_too_deep = 0;
    while (i < len && !is_meta((unsigned char)src[i])) {
        char c = src[i];
        if (c == '\\') {
            i += 2;
            if (i > len) {
                i = len;
            }
            continue;
        }
        if (c == '\'' || c == '"' || c == '`' || c == '$') {
            size_t j = sh_lex_skip(src, len, i);
            if (j > len) {
                *bad = lex_too_deep ? 2 : 1;
                return len;
            }
            i = j;
            continue;
        }
        if (strchr("?*+@!", c) && i + 1 < len && src[i + 1] == '(') {
            // an extglob group ?(..) *(..) +(..) @(..) !(..) belongs to the word
            size_t j = skip_bracketed(src, len, i + 1, '(', ')');
            if (j <= len) {
                i = j;
                continue;
            }
        }
        i++;
    }
    return i;
}

static void
lex_error(sh_parser *p, const char *msg)
{
    if (!p->failed) {
        cm_buf_reset(p->err);
        if (cm_buf_printf(p->err, "%s:%d:%zu: syntax error: %s", p->origin, p->line,
                          p->pos - p->line_start + 1, msg) < 0) {
            cm_buf_reset(p->err);
        }
    }
    p->failed = 1;
}

// Read the bodies of pending here-documents, starting at p->pos (the line after).
static int
read_heredocs(sh_parser *p)
{
    while (p->heredocs) {
        sh_heredoc_pending *h = p->heredocs;
        cm_buf body;
        size_t dlen = strlen(h->delim);
        int found = 0;
        cm_buf_init(&body, 0);
        while (p->pos < p->len) {
            size_t s = p->pos;
            size_t e = s;
            while (e < p->len && p->src[e] != '\n') {
                e++;
            }
            size_t ls = s;
            if (h->strip_tabs) {
                while (ls < e && p->src[ls] == '\t') {
                    ls++;
                }
            }
            p->pos = e < p->len ? e + 1 : e;
            p->line++;
            p->line_start = p->pos;
            if (e - ls == dlen && memcmp(p->src + ls, h->delim, dlen) == 0) {
                found = 1;
                break;
            }
            if (cm_buf_add(&body, p->src + ls, e - ls) < 0 || cm_buf_addc(&body, '\n') < 0) {
                cm_buf_free(&body);
                lex_error(p, "out of memory");
                return -1;
            }
        }
        if (!found) {
            // like bash, an unterminated here-document ends at the end of text; the
            // prompt and stdin streaming read more lines first (issue 19)
            p->incomplete = 1;
        }
        h->r->body = cm_arena_strndup(p->arena, cm_buf_str(&body), body.len);
        cm_buf_free(&body);
        if (!h->r->body) {
            lex_error(p, "out of memory");
            return -1;
        }
        p->heredocs = h->next;
    }
    p->heredocs_tail = NULL;
    return 0;
}

static int
set_tok(sh_parser *p, int t, size_t start, size_t end)
{
    p->tok = t;
    p->tok_start = start;
    p->tok_end = end;
    p->pos = end;
    return t;
}

// A process substitution <(list) or >(list) at i: one word (bash).
static int
proc_subst_word(sh_parser *p, size_t i)
{
    size_t j = skip_bracketed(p->src, p->len, i + 1, '(', ')');
    if (j > p->len) {
        p->pos = p->len;
        p->incomplete = 1;
        lex_error(p, "unterminated process substitution");
        return p->tok = SH_T_ERROR;
    }
    return set_tok(p, SH_T_WORD, i, j);
}

// A line continuation (backslash-newline, one or more) at k that splits an operator or an
// IO number: the first character after it that is one of chars moves before it, so the
// operator reads whole while the continuation stays to count its line (POSIX removes line
// continuations before tokens are formed). Only in the parser's own copy of the text.
static void
pull_continued(sh_parser *p, size_t k, const char *chars)
{
    char *s = p->wsrc;
    size_t m = k;
    while (s && m + 1 < p->len && s[m] == '\\' && s[m + 1] == '\n') {
        m += 2;
    }
    if (m == k || m >= p->len || s[m] == '\0' || !strchr(chars, s[m])) {
        return;
    }
    char c = s[m];
    memmove(s + k + 1, s + k, m - k);
    s[k] = c;
}

// The word at [i, e) without the line continuations its quoting leaves active (not in
// '...', $'...', nor inside a substitution, whose text is parsed on its own later): they
// move to the word's end, where the next token's blank skipping counts their lines, so a
// reserved word, an assignment or a here-document delimiter split by them reads whole.
// Returns the word's new end.
static size_t
join_word(sh_parser *p, size_t i, size_t e)
{
    char *s = p->wsrc;
    if (!s || !memmem(s + i, e - i, "\\\n", 2)) {
        return e;
    }
    char *w = cm_arena_alloc(p->arena, e - i);
    if (!w) {
        return e; // out of memory: the word keeps its continuations
    }
    size_t n = 0;
    size_t pairs = 0;
    int dq = 0;
    int ends_continued = 0;
    for (size_t k = i; k < e;) {
        char c = s[k];
        size_t to = k + 1;
        ends_continued = c == '\\' && k + 1 < e && s[k + 1] == '\n';
        if (ends_continued) {
            pairs++;
            k += 2;
            continue;
        }
        if (c == '\\') {
            to = k + 2 < e ? k + 2 : e;
        } else if (c == '"') {
            dq = !dq;
        } else if ((c == '\'' && !dq) || c == '`' ||
                   (c == '$' && k + 1 < e && strchr(dq ? "({" : "({'", s[k + 1]))) {
            to = sh_lex_skip(s, e, k);
            to = to > e ? e : to;
        }
        memcpy(w + n, s + k, to - k);
        n += to - k;
        k = to;
    }
    memcpy(s + i, w, n);
    for (size_t k = 0; k < pairs; k++) {
        s[i + n + 2 * k] = '\\';
        s[i + n + 2 * k + 1] = '\n';
    }
    if (ends_continued && e >= p->len) {
        p->incomplete = 1; // the word may go on in the next line (stdin, a prompt)
    }
    return i + n;
}

/* sh_lex_token: see shell/parse.h. */
int
sh_lex_token(sh_parser *p)
{
    const char *s = p->src;
    size_t n = p->len;
    p->tok_io = -1;
    for (;;) {
        while (p->pos < n && (s[p->pos] == ' ' || s[p->pos] == '\t')) {
            p->pos++;
        }
        if (p->pos >= n && p->frames) {
            // an alias's text ended: read on where its name was
            sh_alias_frame *f = p->frames;
            p->frames = f->next;
            p->n_frames--;
            p->src = s = f->src;
            p->len = n = f->len;
            p->pos = f->pos;
            p->line_start = f->line_start;
            p->line = f->line;
            p->wsrc = f->wsrc;
            if (f->ends_blank) {
                p->alias_next = 1;
            }
            continue;
        }
        if (p->pos + 1 < n && s[p->pos] == '\\' && s[p->pos + 1] == '\n') {
            p->pos += 2;
            p->line++;
            p->line_start = p->pos;
            if (p->pos >= n) {
                p->incomplete = 1; // the text ends in a continuation: a line is to come
            }
            continue;
        }
        if (p->pos < n && s[p->pos] == '#') {
            while (p->pos < n && s[p->pos] != '\n') {
                p->pos++;
            }
        }
        break;
    }
    size_t i = p->pos;
    p->tok_line = p->line;
    p->tok_col = (int)(i - p->line_start + 1);
    if (i >= n) {
        return set_tok(p, SH_T_EOF, i, i);
    }
    char c = s[i];
    if (c != '\0' && strchr(";&|<>", c)) {
        pull_continued(p, i + 1, ";&|<>-(");
        if (i + 1 < n && ((c == ';' && s[i + 1] == ';') || (c == '&' && s[i + 1] == '>') ||
                          (c == '<' && s[i + 1] == '<'))) {
            pull_continued(p, i + 2, "&>-<");
        }
    }
    char c1 = i + 1 < n ? s[i + 1] : 0;
    char c2 = i + 2 < n ? s[i + 2] : 0;
    switch (c) {
    case '\n':
        set_tok(p, SH_T_NEWLINE, i, i + 1);
        p->line++;
        p->line_start = p->pos;
        if (p->heredocs && read_heredocs(p) < 0) {
            return p->tok = SH_T_ERROR;
        }
        return SH_T_NEWLINE;
    case ';':
        if (c1 == ';' && i + 2 < p->len && p->src[i + 2] == '&') {
            return set_tok(p, SH_T_DSEMIAND, i, i + 3);
        }
        if (c1 == '&') {
            return set_tok(p, SH_T_SEMIAND, i, i + 2);
        }
        if (c1 == ';') {
            return set_tok(p, SH_T_DSEMI, i, i + 2);
        }
        return set_tok(p, SH_T_SEMI, i, i + 1);
    case '&':
        if (c1 == '&') {
            return set_tok(p, SH_T_AND, i, i + 2);
        }
        if (c1 == '>') {
            if (c2 == '>') {
                return set_tok(p, SH_T_ANDDGT, i, i + 3);
            }
            return set_tok(p, SH_T_ANDGT, i, i + 2);
        }
        return set_tok(p, SH_T_AMP, i, i + 1);
    case '|':
        if (c1 == '|') {
            return set_tok(p, SH_T_OR, i, i + 2);
        }
        if (c1 == '&') {
            return set_tok(p, SH_T_PIPEAMP, i, i + 2);
        }
        return set_tok(p, SH_T_PIPE, i, i + 1);
    case '(':
        return set_tok(p, SH_T_LPAREN, i, i + 1);
    case ')':
        return set_tok(p, SH_T_RPAREN, i, i + 1);
    case '<':
        if (c1 == '(') {
            return proc_subst_word(p, i);
        }
        if (c1 == '<') {
            if (c2 == '<') {
                return set_tok(p, SH_T_TLESS, i, i + 3);
            }
            if (c2 == '-') {
                return set_tok(p, SH_T_DLESSD, i, i + 3);
            }
            return set_tok(p, SH_T_DLESS, i, i + 2);
        }
        if (c1 == '>') {
            return set_tok(p, SH_T_LESSGT, i, i + 2);
        }
        if (c1 == '&') {
            return set_tok(p, SH_T_LESSAND, i, i + 2);
        }
        return set_tok(p, SH_T_LESS, i, i + 1);
    case '>':
        if (c1 == '(') {
            return proc_subst_word(p, i);
        }
        if (c1 == '>') {
            return set_tok(p, SH_T_DGREAT, i, i + 2);
        }
        if (c1 == '|') {
            return set_tok(p, SH_T_CLOBBER, i, i + 2);
        }
        if (c1 == '&') {
            return set_tok(p, SH_T_GREATAND, i, i + 2);
        }
        return set_tok(p, SH_T_GREAT, i, i + 1);
    default:
        break;
    }
    // an IO number: digits right before < or >
    size_t j = i;
    while (j < n && s[j] >= '0' && s[j] <= '9') {
        j++;
        pull_continued(p, j, "0123456789<>");
    }
    if (j > i && j - i < 5 && j < n && (s[j] == '<' || s[j] == '>')) {
        int v = 0;
        for (size_t k = i; k < j; k++) {
            v = v * 10 + (s[k] - '0');
        }
        p->pos = j;
        int t = sh_lex_token(p);
        p->tok_io = v;
        p->tok_start = i;
        p->tok_col = (int)(i - p->line_start + 1);
        return t;
    }
    int bad = 0;
    size_t e = sh_lex_word_end(s, n, i, &bad);
    if (bad == 2) {
        p->pos = i; // named where the word starts
        lex_error(p, "quotes and substitutions nested too deeply");
        return p->tok = SH_T_ERROR;
    }
    if (!bad) {
        e = join_word(p, i, e);
    }
    // count newlines inside the word (quoted newlines) for positions
    for (size_t k = i; k < e; k++) {
        if (s[k] == '\n') {
            p->line++;
            p->line_start = k + 1;
        }
    }
    if (bad) {
        p->pos = e;
        p->incomplete = 1;
        lex_error(p, "unterminated quote or substitution");
        return p->tok = SH_T_ERROR;
    }
    return set_tok(p, SH_T_WORD, i, e);
}

/* sh_lex_subscript_end: see shell/parse.h. */
size_t
sh_lex_subscript_end(const char *t, size_t len, size_t open)
{
    int depth = 0;
    for (size_t i = open; i < len; i++) {
        if (t[i] == '\\') {
            i++;
        } else if (t[i] == '\'' || t[i] == '"' || t[i] == '`' || t[i] == '$') {
            size_t e = sh_lex_skip(t, len, i);
            i = (e > len ? len : e) - 1;
        } else if (t[i] == '[') {
            depth++;
        } else if (t[i] == ']' && --depth == 0) {
            return i;
        }
    }
    return len;
}

/* sh_assign_is_word: see shell/parse.h. */
int
sh_assign_is_word(sh_word w)
{
    if (w.len == 0 || !sh_lex_name_start((unsigned char)w.text[0])) {
        return 0;
    }
    size_t i = 1;
    while (i < w.len && sh_lex_name_char((unsigned char)w.text[i])) {
        i++;
    }
    if (i < w.len && w.text[i] == '[') {
        i = sh_lex_subscript_end(w.text, w.len, i) + 1;
    }
    if (i < w.len && w.text[i] == '+') {
        i++;
    }
    return i < w.len && w.text[i] == '=';
}

/* sh_is_declaration: see shell/parse.h. */
int
sh_is_declaration(const char *name)
{
    static const char *const decl[] = {"declare", "export", "local", "readonly", "typeset", NULL};
    for (size_t i = 0; decl[i]; i++) {
        if (strcmp(name, decl[i]) == 0) {
            return 1;
        }
    }
    return 0;
}
