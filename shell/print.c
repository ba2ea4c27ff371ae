/* A function's definition printed back from its syntax tree (declare -f, type), in the
 * layout bash's print_cmd.c gives it: bash reprints its own tree rather than keeping the
 * text, so `f() { echo a; echo b; }` comes back as
 *
 *     f ()
 *     {
 *         echo a;
 *         echo b
 *     }
 *
 * Words are printed as written (the tree keeps their source text); comments are gone.
 * Here-document bodies follow the command line they belong to, as bash writes them. */
#include "config.h"

#include <string.h>

#include "shell/expand.h"
#include "shell/print.h"

#define STEP      4    // spaces a nesting level adds
#define MAX_DEPTH 1000 // deeper trees are refused: the printer recurses per node
#define MAX_DOCS  16   // here-documents waiting for their command line to end

typedef struct printer {
    cm_buf *b;
    int indent;      // spaces before a command that starts a line
    int skip;        // > 0: the next command goes on where the text is (no indentation)
    int was_heredoc; // bodies were just written: the next ';' is left out (bash)
    const sh_redir *docs[MAX_DOCS];
    size_t n_docs;
    int depth;
    int bad;
} printer;

static void node(printer *p, const sh_node *n);

static void
put(printer *p, const char *s, size_t n)
{
    p->bad |= cm_buf_add(p->b, s, n) < 0;
}

static void
puts_(printer *p, const char *s)
{
    put(p, s, strlen(s));
}

static void
spaces(printer *p, int n)
{
    for (int i = 0; i < n; i++) {
        put(p, " ", 1);
    }
}

// A command's start: its indentation, unless it continues a line.
static void
start(printer *p)
{
    if (p->skip > 0) {
        p->skip--;
    } else {
        spaces(p, p->indent);
    }
}

// A word without the blanks around it (the parts of (( )) and for (( ; ; ))); empty:
// when_empty.
static void
trimmed(printer *p, sh_word w, const char *when_empty)
{
    size_t s = 0;
    size_t e = w.len;
    while (s < e && strchr(" \t\n", w.text[s])) {
        s++;
    }
    while (e > s && strchr(" \t\n", w.text[e - 1])) {
        e--;
    }
    if (s == e) {
        puts_(p, when_empty);
    }
    put(p, w.text + s, e - s);
}

// The here-document bodies waiting: a newline, then each body and its delimiter line.
static void
flush_docs(printer *p)
{
    if (p->n_docs == 0) {
        return;
    }
    put(p, "\n", 1);
    for (size_t i = 0; i < p->n_docs; i++) {
        const sh_redir *r = p->docs[i];
        puts_(p, r->body ? r->body : "");
        puts_(p, r->delim ? r->delim : "");
        put(p, "\n", 1);
    }
    p->n_docs = 0;
    p->was_heredoc = 1;
}

// bash's semicolon(): a ';' unless the text ends a line or a background command.
static void
semicolon(printer *p)
{
    flush_docs(p);
    size_t n = p->b->len;
    char last = n ? p->b->data[n - 1] : '\n';
    if (last != '\n' && last != '&') {
        put(p, ";", 1);
    }
}

// A new line at the current indentation, then s.
static void
newline(printer *p, const char *s)
{
    put(p, "\n", 1);
    spaces(p, p->indent);
    puts_(p, s);
}

static void
redir(printer *p, const sh_redir *r)
{
    static const struct {
        const char *op;
        int fd; // the default descriptor, not printed; -1: always printed
    } ops[] = {
        [SH_R_IN] = {"< ", 0},       [SH_R_OUT] = {"> ", 1},       [SH_R_APPEND] = {">> ", 1},
        [SH_R_CLOBBER] = {">| ", 1}, [SH_R_RDWR] = {"<> ", 0},     [SH_R_DUPIN] = {"<&", -1},
        [SH_R_DUPOUT] = {">&", -1},  [SH_R_BOTH] = {"&> ", -2},    [SH_R_BOTHAPP] = {"&>> ", -2},
        [SH_R_HEREDOC] = {"<<", 0},  [SH_R_HERESTR] = {"<<< ", 0},
    };
    const char *op = ops[r->kind].op;
    int fd = ops[r->kind].fd;
    if (fd == -1 || (fd >= 0 && r->fd != fd)) {
        p->bad |= cm_buf_printf(p->b, "%d", r->fd) < 0;
    }
    puts_(p, r->kind == SH_R_HEREDOC && r->strip_tabs ? "<<-" : op);
    put(p, r->target.text, r->target.len);
    if (r->kind == SH_R_HEREDOC) {
        if (p->n_docs == MAX_DOCS) {
            flush_docs(p);
        }
        p->docs[p->n_docs++] = r;
    }
}

// Redirections after a command (before_space: one space before the first).
static void
redirs(printer *p, const sh_redir *r, int before_space)
{
    for (; r; r = r->next) {
        if (before_space) {
            put(p, " ", 1);
        }
        redir(p, r);
        before_space = 1;
    }
}

// A word as bash prints it: as written, but each $'...' outside double quotes becomes the
// single-quoted text it stands for (bash decodes it when it reads the word).
static void
word(printer *p, sh_word w)
{
    size_t done = 0;
    int dq = 0;
    for (size_t i = 0; i < w.len && !p->bad; i++) {
        char c = w.text[i];
        if (c == '\\') {
            i++;
        } else if (c == '"') {
            dq = !dq;
        } else if (c == '\'' && !dq) {
            size_t e = sh_lex_skip(w.text, w.len, i);
            i = (e > w.len ? w.len : e) - 1;
        } else if (c == '$' && !dq && i + 1 < w.len && w.text[i + 1] == '\'') {
            size_t e = sh_lex_skip(w.text, w.len, i);
            if (e > w.len || e < i + 3) {
                break; // unterminated: as written
            }
            cm_buf d;
            cm_buf_init(&d, 0);
            p->bad |= sh_ansi_c_decode(&d, w.text + i + 2, e - i - 3) < 0;
            put(p, w.text + done, i - done);
            put(p, "'", 1);
            for (size_t k = 0; k < d.len && !p->bad; k++) {
                if (d.data[k] == '\'') {
                    puts_(p, "'\\''");
                } else {
                    put(p, &d.data[k], 1);
                }
            }
            put(p, "'", 1);
            cm_buf_free(&d);
            done = e;
            i = e - 1;
        } else if (c == '$' || c == '`') {
            size_t e = sh_lex_skip(w.text, w.len, i);
            i = (e > w.len ? w.len : e) - 1;
        }
    }
    put(p, w.text + done, w.len - done);
}

static void
simple(printer *p, const sh_node *n)
{
    int any = 0;
    for (size_t i = 0; i < n->n_assigns; i++, any = 1) {
        if (any) {
            put(p, " ", 1);
        }
        word(p, n->assigns[i]);
    }
    for (size_t i = 0; i < n->n_words; i++, any = 1) {
        if (any) {
            put(p, " ", 1);
        }
        word(p, n->words[i]);
    }
    redirs(p, n->redirs, any);
}

// A command that goes on the current line (after "if ", " && ", "( ").
static void
inline_node(printer *p, const sh_node *n)
{
    p->skip++;
    node(p, n);
}

// A list: commands one a line ending in ';' (none after here-document bodies), or
// "cmd & next" for a background command.
static void
sequence(printer *p, const sh_node *n)
{
    for (size_t i = 0; i < n->n_kids && !p->bad; i++) {
        const sh_node *k = n->kids[i];
        int bg = k->kind == SH_N_BG;
        if (i == 0) {
            inline_node(p, bg ? k->body : k);
        } else {
            node(p, bg ? k->body : k);
        }
        if (bg) {
            puts_(p, " &");
            if (i + 1 < n->n_kids) {
                put(p, " ", 1);
                p->skip++;
            }
            continue;
        }
        if (i + 1 == n->n_kids) {
            break;
        }
        if (p->n_docs > 0) {
            flush_docs(p);
        } else if (p->was_heredoc) {
            p->was_heredoc = 0;
        } else {
            put(p, ";", 1);
        }
        put(p, "\n", 1);
    }
}

static void
pipeline(printer *p, const sh_node *n)
{
    if (n->timed) {
        puts_(p, n->timed == 2 ? "time -p " : "time ");
    }
    if (n->bang) {
        puts_(p, "! ");
    }
    for (size_t i = 0; i < n->n_kids; i++) {
        if (i > 0) {
            puts_(p, " | ");
        }
        inline_node(p, n->kids[i]);
    }
}

// A compound's body one level in.
static void
body(printer *p, const sh_node *n)
{
    p->indent += STEP;
    if (n) {
        node(p, n);
    }
    p->indent -= STEP;
}

// Words as written, sep between them.
static void
word_list(printer *p, const sh_word *w, size_t n, const char *sep)
{
    for (size_t i = 0; i < n; i++) {
        puts_(p, i > 0 ? sep : "");
        put(p, w[i].text, w[i].len);
    }
}

static void
case_clause(printer *p, const sh_node *n)
{
    static const char *const ends[] = {
        [SH_CASE_BREAK] = ";;", [SH_CASE_FALL] = ";&", [SH_CASE_TEST] = ";;&"};
    puts_(p, "case ");
    put(p, n->subject.text, n->subject.len);
    puts_(p, " in ");
    p->indent += STEP;
    for (const sh_case_item *it = n->items; it && !p->bad; it = it->next) {
        newline(p, "");
        word_list(p, it->pats, it->n_pats, " | ");
        puts_(p, ")\n");
        body(p, it->body);
        flush_docs(p);
        newline(p, ends[it->end]);
    }
    p->indent -= STEP;
    newline(p, "esac");
}

// NAME () { BODY } at the current indentation: a group's own redirections after its '}'.
static void
function(printer *p, const char *name, const sh_node *b)
{
    puts_(p, name);
    puts_(p, " () \n");
    spaces(p, p->indent);
    puts_(p, "{ \n");
    int group = b && b->kind == SH_N_GROUP;
    body(p, group ? b->body : b);
    flush_docs(p);
    if (group && b->redirs) {
        newline(p, "} ");
        redirs(p, b->redirs, 0);
    } else {
        newline(p, "}");
    }
}

// "if COND; then\n", "while COND; do\n": kw, the condition on the same line, after.
static void
condition(printer *p, const char *kw, const sh_node *cond, const char *after)
{
    puts_(p, kw);
    inline_node(p, cond);
    semicolon(p);
    puts_(p, after);
}

// ( LIST ) on the current line, or { LIST } over lines (bash: inside a function).
static void
grouping(printer *p, const sh_node *n)
{
    int sub = n->kind == SH_N_SUBSHELL;
    puts_(p, sub ? "( " : "{ \n");
    if (sub) {
        inline_node(p, n->body);
    } else {
        body(p, n->body);
    }
    flush_docs(p);
    if (sub) {
        puts_(p, " )");
    } else {
        newline(p, "}");
    }
}

static void
loop_body(printer *p, const sh_node *n)
{
    body(p, n->body);
    semicolon(p);
    newline(p, "done");
}

static void
node(printer *p, const sh_node *n)
{
    if (p->bad || ++p->depth > MAX_DEPTH) {
        p->bad = 1;
        return;
    }
    start(p);
    switch (n->kind) {
    case SH_N_SIMPLE:
        simple(p, n);
        break;
    case SH_N_PIPE:
        pipeline(p, n);
        break;
    case SH_N_AND:
    case SH_N_OR:
        inline_node(p, n->kids[0]);
        puts_(p, n->kind == SH_N_AND ? " && " : " || ");
        inline_node(p, n->kids[1]);
        break;
    case SH_N_SEQ:
        sequence(p, n);
        break;
    case SH_N_BG:
        inline_node(p, n->body);
        puts_(p, " &");
        break;
    case SH_N_SUBSHELL:
    case SH_N_GROUP:
        grouping(p, n);
        break;
    case SH_N_IF:
        condition(p, "if ", n->cond, " then\n");
        body(p, n->body);
        if (n->alt) {
            semicolon(p);
            newline(p, "else\n");
            body(p, n->alt);
        }
        semicolon(p);
        newline(p, "fi");
        break;
    case SH_N_WHILE:
    case SH_N_UNTIL:
        condition(p, n->kind == SH_N_WHILE ? "while " : "until ", n->cond, " do\n");
        loop_body(p, n);
        break;
    case SH_N_FOR:
        puts_(p, "for ");
        puts_(p, n->name);
        puts_(p, " in ");
        word_list(p, n->words, n->n_words, " ");
        if (!n->have_in) {
            puts_(p, "\"$@\"");
        }
        put(p, ";", 1);
        newline(p, "do\n");
        loop_body(p, n);
        break;
    case SH_N_ARITH_FOR:
        puts_(p, "for ((");
        for (size_t i = 0; i < 3; i++) {
            puts_(p, i > 0 ? "; " : "");
            trimmed(p, n->words[i], "1"); // bash: an empty part is true
        }
        puts_(p, "))");
        newline(p, "do\n");
        loop_body(p, n);
        break;
    case SH_N_CASE:
        case_clause(p, n);
        break;
    case SH_N_FUNC:
        function(p, n->name, n->body);
        break;
    case SH_N_ARITH:
        puts_(p, "(( ");
        trimmed(p, n->subject, "");
        puts_(p, " ))");
        break;
    }
    if (n->kind != SH_N_SIMPLE && n->kind != SH_N_FUNC) {
        redirs(p, n->redirs, 1);
    }
    p->depth--;
}

/* sh_print_function: see shell/print.h. */
int
sh_print_function(cm_buf *b, const char *name, const sh_node *n)
{
    printer p = {.b = b};
    function(&p, name, n);
    put(&p, "\n", 1);
    return p.bad ? -1 : 0;
}
