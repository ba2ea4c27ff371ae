/* The interactive session: libreadline loaded at first use, the banner, the zsh-style
 * prompt, history kept in <box_dir>/private/history, completion that lists directories
 * only through the gate, and Ctrl-C / Ctrl-D as a person at a terminal expects. */
#include "config.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <readline/readline.h> // types and RL_VERSION_MAJOR; the library is loaded

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/buf.h"
#include "common/dl.h"
#include "common/io.h"
#include "common/utf8.h"
#include "shell/builtin.h"
#include "shell/exec.h"
#include "shell/expand.h"
#include "shell/fx.h"
#include "shell/interact.h"
#include "shell/intr.h"
#include "shell/parse.h"

#define DEFAULT_PS1      "%~ %% "
#define DEFAULT_HISTSIZE 1000
#define HISTORY_MAX      ((size_t)16 << 20) // the most of the history file read at start

// ---- libreadline, through dlsym ------------------------------------------------------

typedef struct rl_api {
    char *(*readline)(const char *);
    void (*add_history)(const char *);
    void (*using_history)(void);
    int (*history_expand)(char *, char **);
    char **(*completion_matches)(const char *, rl_compentry_func_t *);
    int (*insert_text)(const char *);
    void (*redisplay)(void);
    rl_completion_func_t **attempted_completion_function;
    rl_getc_func_t **getc_function;
    int *catch_signals;
    int *attempted_completion_over;
    int *completion_append_character;
    int *point;
    int *end;
    char **line_buffer;
    const char **word_break_characters;
    int *quotes_inhibit_expansion;
} rl_api;

#define RL_STR2(x) #x
#define RL_STR(x)  RL_STR2(x)

static rl_api rl;

static int
rl_load(void)
{
    void *lib = dlopen("libreadline.so." RL_STR(RL_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        return -1;
    }
    if (cm_dl_sym(lib, "readline", &rl.readline) != 0 ||
        cm_dl_sym(lib, "add_history", &rl.add_history) != 0 ||
        cm_dl_sym(lib, "using_history", &rl.using_history) != 0 ||
        cm_dl_sym(lib, "history_expand", &rl.history_expand) != 0 ||
        cm_dl_sym(lib, "rl_completion_matches", &rl.completion_matches) != 0 ||
        cm_dl_sym(lib, "rl_insert_text", &rl.insert_text) != 0 ||
        cm_dl_sym(lib, "rl_redisplay", &rl.redisplay) != 0 ||
        cm_dl_sym(lib, "rl_attempted_completion_function", &rl.attempted_completion_function) !=
            0 ||
        cm_dl_sym(lib, "rl_getc_function", &rl.getc_function) != 0 ||
        cm_dl_sym(lib, "rl_catch_signals", &rl.catch_signals) != 0 ||
        cm_dl_sym(lib, "rl_attempted_completion_over", &rl.attempted_completion_over) != 0 ||
        cm_dl_sym(lib, "rl_completion_append_character", &rl.completion_append_character) != 0 ||
        cm_dl_sym(lib, "rl_point", &rl.point) != 0 || cm_dl_sym(lib, "rl_end", &rl.end) != 0 ||
        cm_dl_sym(lib, "rl_line_buffer", &rl.line_buffer) != 0 ||
        cm_dl_sym(lib, "rl_basic_word_break_characters", &rl.word_break_characters) != 0 ||
        cm_dl_sym(lib, "history_quotes_inhibit_expansion", &rl.quotes_inhibit_expansion) != 0) {
        dlclose(lib);
        memset(&rl, 0, sizeof rl);
        return -1;
    }
    return 0;
}

// ---- Ctrl-C at the prompt ----------------------------------------------------------

static int intr_hit; // the line being read was cancelled by Ctrl-C

// readline's getc: a byte from the terminal; on Ctrl-C (our SIGINT handler interrupted
// the read) the line shows "^C" and is accepted, and the loop discards it.
static int
tty_getc(FILE *in)
{
    for (;;) {
        if (sh_intr_pending()) {
            if (!intr_hit) {
                intr_hit = 1;
                *rl.point = *rl.end;
                rl.insert_text("^C");
                rl.redisplay();
            }
            return '\r'; // accept-line, in a search too
        }
        unsigned char c;
        ssize_t n = read(fileno(in), &c, 1);
        if (n == 1) {
            return c;
        }
        if (n < 0 && errno == EINTR) {
            continue;
        }
        return EOF;
    }
}

// One line without readline: the prompt on stderr, the line without its newline, in
// memory from malloc (as readline's); NULL at the end of input or on Ctrl-C.
static char *
plain_readline(const char *prompt)
{
    fputs(prompt, stderr);
    fflush(stderr);
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, stdin);
    if (n < 0) {
        clearerr(stdin);
        free(line); // check-src: allow(alloc) getline() allocates with malloc()
        return NULL;
    }
    if (n > 0 && line[n - 1] == '\n') {
        line[n - 1] = 0;
    }
    return line;
}

// ---- history ------------------------------------------------------------------------

static struct {
    char **v; // oldest first, cm_alloc'd
    size_t n;
    size_t cap;
    int fd;            // <box_dir>/private/history, -1 when none
    size_t file_lines; // lines in the file now
} hist = {NULL, 0, 0, -1, 0};

static size_t
histsize(sh_state *st)
{
    const char *s = sh_var_get(st, "HISTSIZE");
    if (!s || !*s) {
        return DEFAULT_HISTSIZE;
    }
    char *end;
    long v = strtol(s, &end, 10);
    return *end || v < 0 ? DEFAULT_HISTSIZE : (size_t)v;
}

// Drop the oldest entries past max.
static void
hist_trim(size_t max)
{
    if (hist.n <= max) {
        return;
    }
    size_t drop = hist.n - max;
    for (size_t i = 0; i < drop; i++) {
        cm_free(hist.v[i]);
    }
    memmove(hist.v, hist.v + drop, (hist.n - drop) * sizeof(char *));
    hist.n -= drop;
}

static int
hist_push(const char *line, size_t len)
{
    if (hist.n == hist.cap) {
        size_t cap = hist.cap ? hist.cap * 2 : 64;
        char **v = cm_realloc(hist.v, cap * sizeof(char *));
        if (!v) {
            return -1;
        }
        hist.v = v;
        hist.cap = cap;
    }
    char *c = cm_strndup(line, len);
    if (!c) {
        return -1;
    }
    hist.v[hist.n++] = c;
    return 0;
}

/* sh_interact_history_open: see shell/interact.h. */
int
sh_interact_history_open(const bi_box *box)
{
    if (!box || !box->box.box_dir) {
        return -1;
    }
    cm_buf path;
    cm_buf_init(&path, 0);
    int fd = -1;
    if (cm_buf_printf(&path, "%s/private/history", box->box.box_dir) == 0) {
        fd = open(cm_buf_str(&path), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    }
    cm_buf_free(&path);
    return fd;
}

// Read the file's entries (the last max), give them to readline for Up/Down and Ctrl-R.
static void
hist_load(int max)
{
    cm_buf b;
    cm_buf_init(&b, HISTORY_MAX);
    char chunk[8192];
    off_t off = 0;
    for (;;) {
        ssize_t n = pread(hist.fd, chunk, sizeof chunk, off);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0 || cm_buf_add(&b, chunk, (size_t)n) < 0) {
            break;
        }
        off += n;
    }
    const char *p = b.data ? b.data : "";
    const char *end = p + b.len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        hist.file_lines++;
        if (len > 0 && hist_push(p, len) < 0) {
            break;
        }
        p += len + 1;
    }
    cm_buf_free(&b);
    hist_trim((size_t)max);
    for (size_t i = 0; rl.add_history && i < hist.n; i++) {
        rl.add_history(hist.v[i]);
    }
}

// Add one line to the history, to readline's list and to the file; past twice HISTSIZE
// lines the file is rewritten with the last HISTSIZE.
static void
hist_add(sh_state *st, const char *line)
{
    size_t max = histsize(st);
    if (!line[0] || max == 0) {
        return;
    }
    if (hist_push(line, strlen(line)) < 0) {
        return;
    }
    hist_trim(max);
    if (rl.add_history) {
        rl.add_history(line);
    }
    if (hist.fd < 0) {
        return;
    }
    if (cm_write_all(hist.fd, line, strlen(line)) == 0 && cm_write_all(hist.fd, "\n", 1) == 0) {
        hist.file_lines++;
    }
    if (hist.file_lines > 2 * max && ftruncate(hist.fd, 0) == 0) {
        hist.file_lines = 0;
        for (size_t i = 0; i < hist.n; i++) {
            if (cm_write_all(hist.fd, hist.v[i], strlen(hist.v[i])) == 0 &&
                cm_write_all(hist.fd, "\n", 1) == 0) {
                hist.file_lines++;
            }
        }
    }
}

static void
hist_free(void)
{
    for (size_t i = 0; i < hist.n; i++) {
        cm_free(hist.v[i]);
    }
    cm_free(hist.v);
    hist.v = NULL;
    hist.n = hist.cap = 0;
    if (hist.fd >= 0) {
        close(hist.fd);
    }
    hist.fd = -1;
    hist.file_lines = 0;
}

/* sh_interact_history_list: see shell/interact.h. */
int
sh_interact_history_list(cm_buf *out)
{
    for (size_t i = 0; i < hist.n; i++) {
        if (cm_buf_printf(out, "%5zu  %s\n", i + 1, hist.v[i]) < 0) {
            return -1;
        }
    }
    return 0;
}

// ---- prompt and banner ------------------------------------------------------------

// path with $HOME (home) shown as ~.
static int
add_tilde(cm_buf *out, const char *path, const char *home)
{
    size_t hl = home ? strlen(home) : 0;
    while (hl > 1 && home[hl - 1] == '/') {
        hl--;
    }
    if (hl > 1 && strncmp(path, home, hl) == 0 && (path[hl] == 0 || path[hl] == '/')) {
        return cm_buf_addc(out, '~') < 0 ? -1 : cm_buf_adds(out, path + hl);
    }
    return cm_buf_adds(out, path);
}

static const char *
user_name(sh_state *st)
{
    const char *u = sh_var_get(st, "USER");
    if (u && *u) {
        return u;
    }
    struct passwd *pw = getpwuid(geteuid());
    return pw && pw->pw_name ? pw->pw_name : "?";
}

/* sh_interact_prompt: see shell/interact.h. */
int
sh_interact_prompt(sh_state *st, const char *ps, cm_buf *out)
{
    const char *home = sh_var_get(st, "HOME");
    const char *cwd = st->ctx.cwd;
    char host[256];
    if (gethostname(host, sizeof host) != 0) {
        strcpy(host, "?");
    }
    host[sizeof host - 1] = 0;
    char *dot = strchr(host, '.');
    if (dot) {
        *dot = 0;
    }
    int root = geteuid() == 0;
    int rc = 0;
    for (const char *p = ps; *p && rc == 0; p++) {
        if ((*p != '\\' && *p != '%') || !p[1]) {
            rc = cm_buf_addc(out, *p);
            continue;
        }
        char k = *p;
        char c = *++p;
        if ((k == '\\' && c == 'w') || (k == '%' && c == '~')) {
            rc = add_tilde(out, cwd, home);
        } else if (k == '\\' && c == 'W') {
            const char *slash = strrchr(cwd, '/');
            rc = cm_buf_adds(out, slash && slash[1] ? slash + 1 : cwd);
        } else if (k == '%' && (c == 'd' || c == '/')) {
            rc = cm_buf_adds(out, cwd);
        } else if ((k == '\\' && c == 'u') || (k == '%' && c == 'n')) {
            rc = cm_buf_adds(out, user_name(st));
        } else if ((k == '\\' && c == 'h') || (k == '%' && c == 'm')) {
            rc = cm_buf_adds(out, host);
        } else if (k == '\\' && c == '$') {
            rc = cm_buf_addc(out, root ? '#' : '$');
        } else if (k == '%' && c == '#') {
            rc = cm_buf_addc(out, root ? '#' : '%');
        } else if (k == '\\' && c == 'n') {
            rc = cm_buf_addc(out, '\n');
        } else if (c == k) {
            rc = cm_buf_addc(out, c);
        } else {
            rc = cm_buf_addc(out, k) < 0 ? -1 : cm_buf_addc(out, c); // unknown: as written
        }
    }
    return rc;
}

// One line: the box, its workspace, its policy, and how to read its decisions.
static void
banner(sh_state *st)
{
    cm_buf b;
    cm_buf_init(&b, 0);
    const pol_box *box = st->box && st->box->have_config ? &st->box->box : NULL;
    const char *home = box ? box->operator_home : sh_var_get(st, "HOME");
    int rc;
    if (box) {
        rc = cm_buf_printf(&b, "Strands Box %s (", box->name ? box->name : "");
        rc = rc < 0 ? -1 : add_tilde(&b, box->box_dir ? box->box_dir : "no box_dir", home);
        rc = rc < 0 ? -1 : cm_buf_adds(&b, "): workspace ");
        rc = rc < 0 ? -1 : add_tilde(&b, box->workspace, home);
        rc = rc < 0 ? -1 : cm_buf_adds(&b, ", policy ");
        rc = rc < 0 ? -1 : add_tilde(&b, box->policy_path ? box->policy_path : "(none)", home);
        rc = rc < 0 ? -1 : cm_buf_adds(&b, "; decisions: strands-box log --config ");
        rc = rc < 0 ? -1 : add_tilde(&b, box->config_path, home);
    } else {
        rc = cm_buf_adds(&b, "Strands Box without a config: workspace ");
        rc = rc < 0 ? -1 : add_tilde(&b, st->ctx.cwd, home);
        rc = rc < 0 ? -1 : cm_buf_adds(&b, ", no policy (every effect is denied)");
    }
    if (rc == 0) {
        cm_utf8_eprintf("%s\n", cm_buf_str(&b));
    }
    cm_buf_free(&b);
}

// ---- completion ----------------------------------------------------------------------

static sh_state *comp_st;
static sh_strv comp; // candidates, full replacement words, in st->tmp
static size_t comp_next;

// Readline's generator over comp; each result from malloc, as readline frees them.
static char *
comp_gen(const char *text, int state)
{
    (void)text;
    if (state == 0) {
        comp_next = 0;
    }
    if (comp_next >= comp.n) {
        return NULL;
    }
    const char *s = comp.v[comp_next++];
    size_t n = strlen(s) + 1;
    char *r = malloc(n); // check-src: allow(alloc) readline frees a completion with free()
    if (r) {
        memcpy(r, s, n);
    }
    return r;
}

static int
cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

// Add prefix + name (+ suffix) to comp.
static void
comp_add(const char *prefix, size_t pl, const char *name, const char *suffix)
{
    size_t nl = strlen(name);
    size_t sl = strlen(suffix);
    char *s = cm_arena_alloc(&comp_st->tmp, pl + nl + sl + 1);
    if (!s) {
        return;
    }
    memcpy(s, prefix, pl);
    memcpy(s + pl, name, nl);
    memcpy(s + pl + nl, suffix, sl + 1);
    if (sh_strv_push(comp_st, &comp, s) < 0) {
        return;
    }
}

static int
has_prefix(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

// Variables after '$'.
static void
complete_vars(const char *text)
{
    const char *base = text + 1;
    for (size_t i = 0; i < comp_st->n_vars; i++) {
        const sh_var *v = &comp_st->vars[i];
        if (v->value && has_prefix(v->name, base) && v->name[0] != '_') {
            comp_add("$", 1, v->name, "");
        }
    }
}

// Host programs on PATH whose shell:spawn some permit could allow (nothing logged).
static void
complete_programs(const char *text)
{
    const char *path = sh_var_get(comp_st, "PATH");
    if (!path || !text[0]) {
        return; // never the whole of PATH for an empty word
    }
    size_t tl = strlen(text);
    for (const char *p = path; *p;) {
        const char *colon = strchr(p, ':');
        size_t dl = colon ? (size_t)(colon - p) : strlen(p);
        char dir[4097];
        if (dl > 0 && dl < sizeof dir && p[0] == '/') {
            memcpy(dir, p, dl);
            dir[dl] = 0;
            DIR *d = opendir(dir);
            struct dirent *e;
            while (d && (e = readdir(d)) != NULL) {
                if (strncmp(e->d_name, text, tl) != 0) {
                    continue;
                }
                char full[4097 + 256];
                snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
                char *argv[2] = {e->d_name, NULL};
                if (sh_fx_spawn_permitted(comp_st, 1, argv, full)) {
                    comp_add("", 0, e->d_name, "");
                }
            }
            if (d) {
                closedir(d);
            }
        }
        p += dl;
        if (*p == ':') {
            p++;
        }
    }
}

// Command names: builtins, own commands, functions, aliases, permitted host programs.
static void
complete_commands(const char *text)
{
    const sh_builtin *b;
    for (size_t i = 0; (b = sh_builtin_at(i)) != NULL; i++) {
        if (has_prefix(b->name, text)) {
            comp_add("", 0, b->name, "");
        }
    }
    const bi_command *c;
    for (size_t i = 0; (c = bi_command_at(i)) != NULL; i++) {
        if (has_prefix(c->name, text)) {
            comp_add("", 0, c->name, "");
        }
    }
    for (size_t i = 0; i < comp_st->n_funcs; i++) {
        if (has_prefix(comp_st->funcs[i].name, text)) {
            comp_add("", 0, comp_st->funcs[i].name, "");
        }
    }
    for (size_t i = 0; i < comp_st->n_aliases; i++) {
        if (has_prefix(comp_st->aliases[i].name, text)) {
            comp_add("", 0, comp_st->aliases[i].name, "");
        }
    }
    complete_programs(text);
}

// Paths: the directory part is listed under fs:read enumerate (caller "completion"); a
// directory completes with '/'. "~/" and "$NAME/" are listed where they point and kept
// as typed.
static void
complete_paths(const char *text)
{
    const char *slash = strrchr(text, '/');
    size_t dl = slash ? (size_t)(slash - text) + 1 : 0;
    const char *base = text + dl;
    cm_buf dir;
    cm_buf_init(&dir, 8192);
    int rc = 0;
    if (dl > 0 && text[0] == '~' && text[1] == '/') {
        const char *home = sh_var_get(comp_st, "HOME");
        rc = cm_buf_adds(&dir, home ? home : "~");
        rc = rc < 0 ? -1 : cm_buf_add(&dir, text + 1, dl - 1);
    } else if (dl > 0 && text[0] == '$') {
        const char *vs = strchr(text, '/');
        char name[256];
        size_t nl = (size_t)(vs - text) - 1;
        if (nl == 0 || nl >= sizeof name) {
            cm_buf_free(&dir);
            return;
        }
        memcpy(name, text + 1, nl);
        name[nl] = 0;
        const char *v = sh_is_name(name) ? sh_var_get(comp_st, name) : NULL;
        if (!v || !*v) {
            cm_buf_free(&dir);
            return;
        }
        rc = cm_buf_adds(&dir, v);
        rc = rc < 0 ? -1 : cm_buf_add(&dir, vs, (size_t)(text + dl - vs));
    } else {
        rc = cm_buf_add(&dir, text, dl);
    }
    sh_strv names = {0};
    cm_buf why;
    cm_buf_init(&why, 0);
    if (rc == 0 && sh_list_dir_marked(comp_st, cm_buf_str(&dir), &names, &why) == 0) {
        for (size_t i = 0; i < names.n; i++) {
            const char *n = names.v[i];
            if (has_prefix(n, base) && (n[0] != '.' || base[0] == '.')) {
                comp_add(text, dl, n, "");
            }
        }
    }
    cm_buf_free(&why);
    cm_buf_free(&dir);
}

// Whether the word starting at `start` of the line is in command position.
static int
command_position(const char *line, int start)
{
    int i = start;
    while (i > 0 && (line[i - 1] == ' ' || line[i - 1] == '\t')) {
        i--;
    }
    if (i == 0 || strchr(";|&(!{`", line[i - 1])) {
        return 1;
    }
    static const char *const kw[] = {"then", "do", "else", "elif", "if", "while", "until"};
    for (size_t k = 0; k < sizeof kw / sizeof kw[0]; k++) {
        int l = (int)strlen(kw[k]);
        if (i >= l && strncmp(line + i - l, kw[k], (size_t)l) == 0 &&
            (i == l || strchr(" \t;|&(", line[i - l - 1]))) {
            return 1;
        }
    }
    return 0;
}

static char **
attempt_completion(const char *text, int start, int end)
{
    (void)end;
    *rl.attempted_completion_over = 1; // never readline's own file completion
    if (!comp_st) {
        return NULL;
    }
    sh_state *st = comp_st;
    const char *was_caller = st->ctx.caller;
    st->ctx.caller = "completion";
    cm_arena_mark mark = cm_arena_save(&st->tmp);
    memset(&comp, 0, sizeof comp);
    if (text[0] == '$' && !strchr(text, '/')) {
        complete_vars(text);
    } else if (!strchr(text, '/') && text[0] != '~' && text[0] != '.' &&
               command_position(*rl.line_buffer, start)) {
        complete_commands(text);
    } else {
        complete_paths(text);
    }
    char **m = NULL;
    if (comp.n > 0) {
        qsort(comp.v, comp.n, sizeof(char *), cmp_str);
        size_t w = 0;
        for (size_t i = 0; i < comp.n; i++) {
            if (w == 0 || strcmp(comp.v[w - 1], comp.v[i]) != 0) {
                comp.v[w++] = comp.v[i];
            }
        }
        comp.n = w;
        m = rl.completion_matches(text, comp_gen);
        if (m && m[0] && !m[1]) {
            size_t l = strlen(m[0]);
            if (l > 0 && m[0][l - 1] == '/') {
                *rl.completion_append_character = 0; // a directory: go on typing in it
            }
        }
    }
    memset(&comp, 0, sizeof comp);
    cm_arena_release(&st->tmp, mark);
    st->ctx.caller = was_caller;
    return m;
}

// ---- the loop -------------------------------------------------------------------------

/* sh_interact_incomplete: see shell/interact.h. */
int
sh_interact_incomplete(sh_state *st, const char *text, size_t len)
{
    cm_arena probe;
    cm_arena_init(&probe, 0);
    cm_buf err;
    cm_buf_init(&err, 0);
    sh_parser p;
    sh_parse_init(&p, text, len, &probe, "stdin", &err);
    if (st) {
        p.alias_get = sh_exec_parser_alias;
        p.alias_ctx = st;
    }
    sh_node *x;
    int r;
    do {
        r = sh_parse_next(&p, &x);
    } while (r > 0);
    int result = p.incomplete ? 1 : r < 0 ? -1 : 0;
    cm_arena_free(&probe);
    cm_buf_free(&err);
    return result;
}

// `!!`, `!n`, `!prefix` through readline's history_expand. Returns the line to run
// (line itself, or a new malloc'd one after freeing line), or NULL when nothing runs.
static char *
expand_history(char *line)
{
    if (!rl.history_expand || !strchr(line, '!')) {
        return line;
    }
    char *out = NULL;
    int r = rl.history_expand(line, &out);
    if (r == 0) {
        free(out); // check-src: allow(alloc) readline allocates with malloc()
        return line;
    }
    free(line); // check-src: allow(alloc) readline's lines come from malloc()
    if (r < 0 || r == 2) {
        cm_utf8_eprintf("%s%s\n", r < 0 ? "strands-shell: " : "", out ? out : "");
        free(out); // check-src: allow(alloc) see above
        return NULL;
    }
    cm_utf8_eprintf("%s\n", out ? out : ""); // as bash, the expanded line is shown
    return out;
}

/* sh_interact_run: see shell/interact.h. */
int
sh_interact_run(sh_state *st, int hist_fd)
{
    int have_rl = rl_load() == 0;
    cm_buf text;
    cm_buf prompt;
    cm_buf_init(&text, 16 << 20);
    cm_buf_init(&prompt, 0);
    st->interactive = 1;
    st->session = 1;
    const char *ps1 = sh_var_get(st, "PS1");
    if (!ps1 || strcmp(ps1, "$ ") == 0) {
        (void)!sh_var_set(st, "PS1", DEFAULT_PS1);
    }
    banner(st);
    struct sigaction quit_ign;
    struct sigaction was_quit;
    memset(&quit_ign, 0, sizeof quit_ign);
    quit_ign.sa_handler = SIG_IGN;
    sigemptyset(&quit_ign.sa_mask);
    (void)sigaction(SIGQUIT, &quit_ign, &was_quit);
    (void)sh_intr_install();
    comp_st = st;
    if (have_rl) {
        rl.using_history();
        *rl.attempted_completion_function = attempt_completion;
        *rl.getc_function = tty_getc;
        *rl.catch_signals = 0; // our handler; tty_getc turns Ctrl-C into a new line
        *rl.word_break_characters = " \t\n\"'`><=;|&(";
        *rl.quotes_inhibit_expansion = 1;
    }
    hist.fd = hist_fd;
    if (hist.fd >= 0) {
        hist_load((int)histsize(st));
    }
    for (;;) {
        cm_buf_reset(&prompt);
        const char *ps = sh_var_get(st, text.len ? "PS2" : "PS1");
        if (sh_interact_prompt(st, ps ? ps : "$ ", &prompt) < 0) {
            break;
        }
        sh_intr_clear();
        intr_hit = 0;
        char *line =
            have_rl ? rl.readline(cm_buf_str(&prompt)) : plain_readline(cm_buf_str(&prompt));
        if (intr_hit || (!line && sh_intr_pending())) {
            // Ctrl-C: the line (and a continuation begun) is dropped; a fresh prompt
            free(line); // check-src: allow(alloc) readline's lines come from malloc()
            if (!have_rl) {
                fputs("\n", stderr);
            }
            cm_buf_reset(&text);
            sh_intr_clear();
            st->status = 130;
            continue;
        }
        if (!line) {
            if (text.len == 0) {
                fputs("\n", stderr); // Ctrl-D on an empty line: the session ends
                break;
            }
            cm_buf_reset(&text);
            continue;
        }
        line = have_rl ? expand_history(line) : line;
        if (!line) {
            continue;
        }
        hist_add(st, line);
        int added = cm_buf_adds(&text, line) == 0 && cm_buf_addc(&text, '\n') == 0;
        free(line); // check-src: allow(alloc) readline's lines come from malloc()
        if (!added) {
            sh_errorf(st, "the command is longer than %zu bytes; dropped", (size_t)16 << 20);
            cm_buf_reset(&text);
            continue;
        }
        if (sh_interact_incomplete(st, text.data, text.len) == 1) {
            continue;
        }
        st->flow = SH_FLOW_NONE;
        sh_exec_text(st, text.data, text.len, "stdin", &st->code);
        cm_buf_reset(&text);
        sh_intr_finish(st);
        if (st->flow == SH_FLOW_EXIT) {
            break;
        }
        st->flow = SH_FLOW_NONE;
    }
    comp_st = NULL;
    sh_intr_uninstall();
    (void)sigaction(SIGQUIT, &was_quit, NULL);
    hist_free();
    cm_buf_free(&text);
    cm_buf_free(&prompt);
    sh_exec_exit_trap(st);
    return st->status;
}
