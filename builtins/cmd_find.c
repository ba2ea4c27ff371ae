/* find: walk trees under fs:read enumerate (each directory) and read_metadata (each
 * entry, lstat: links are never followed), testing -name -iname -path -type -newer
 * -empty -size -mtime -mmin -perm with ! -not -a -o and ( ), -mindepth/-maxdepth/-depth,
 * -prune and -quit; acting with -print -print0 -printf, -delete (fs:delete, one decision
 * per entry) and -exec COMMAND ; / -exec COMMAND {} + (each run decided as a command
 * typed with those words, through the shell: bi_ctx.run_argv). */
#include "config.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "builtins/cmd.h"
#include "common/alloc.h"

#define FIND_DEPTH       64
#define FIND_BATCHES     8     // -exec ... {} + primaries in one expression
#define FIND_BATCH_ITEMS 1024  // paths a -exec ... {} + run takes at most
#define FIND_BATCH_BYTES 65536 // and their bytes

// The paths waiting for one -exec ... {} + primary (at: its first command word).
typedef struct find_batch {
    int at;
    cm_buf paths; // NUL-terminated paths, one after another
    size_t n;
} find_batch;

typedef struct find_run {
    bi_ctx *ctx;
    char **expr; // the expression words
    int nexpr;
    long mindepth;
    long maxdepth;
    int printed;     // the expression has an action of its own (-print, -exec, -delete...)
    int depth_first; // -depth or -delete: an entry after what is under it
    int quit;        // -quit ran
    struct timespec newer;
    time_t now;
    const char *start; // the starting point being walked (-printf %P)
    find_batch batch[FIND_BATCHES];
    int nbatch;
    bi_out out;
    int error;
} find_run;

// One visited entry.
typedef struct find_ent {
    const char *path;
    const struct stat *st;
    long depth;
    int prune; // -prune was true for it
} find_ent;

static int find_or(find_run *f, int *i, find_ent *e, int live, int *ok);

// 1 when the primary at *i takes a value.
static int
takes_value(const char *w)
{
    static const char *const names[] = {"-name",  "-iname",    "-path",     "-ipath",     "-type",
                                        "-newer", "-maxdepth", "-mindepth", "-wholename", "-size",
                                        "-mtime", "-mmin",     "-perm",     "-printf"};
    for (size_t k = 0; k < sizeof(names) / sizeof(names[0]); k++) {
        if (strcmp(w, names[k]) == 0) {
            return 1;
        }
    }
    return 0;
}

static int
type_hit(const char *t, const struct stat *st)
{
    switch (t[0]) {
    case 'f':
        return S_ISREG(st->st_mode);
    case 'd':
        return S_ISDIR(st->st_mode);
    case 'l':
        return S_ISLNK(st->st_mode);
    case 'p':
        return S_ISFIFO(st->st_mode);
    case 's':
        return S_ISSOCK(st->st_mode);
    case 'c':
        return S_ISCHR(st->st_mode);
    case 'b':
        return S_ISBLK(st->st_mode);
    default:
        return 0;
    }
}

// The words without a value: tests that are always answered, options and actions.
static int
is_flag_word(const char *w)
{
    static const char *const names[] = {"!",      "-not",   "(",      ")",       "-a",     "-and",
                                        "-o",     "-or",    "-print", "-print0", "-empty", "-true",
                                        "-false", "-prune", "-quit",  "-depth",  "-delete"};
    for (size_t k = 0; k < sizeof(names) / sizeof(names[0]); k++) {
        if (strcmp(w, names[k]) == 0) {
            return 1;
        }
    }
    return 0;
}

// The end of -exec's command, which starts at at: the index of its ";", or of its "+"
// when "{}" stands right before it (then *plus is 1). -1 when neither comes.
static int
exec_end(char **expr, int n, int at, int *plus)
{
    for (int k = at; k < n; k++) {
        if (strcmp(expr[k], ";") == 0) {
            *plus = 0;
            return k;
        }
        if (strcmp(expr[k], "+") == 0 && k > at && strcmp(expr[k - 1], "{}") == 0) {
            *plus = 1;
            return k;
        }
    }
    return -1;
}

// Run argv through the shell, find's output written first so that the two keep their
// order. Returns the command's status, or -1 when none could run.
static int
run_command(find_run *f, int argc, char **argv)
{
    if (!f->ctx->run_argv) {
        bi_cmd_err(f->ctx, "find", "-exec runs only in the shell");
        f->error = 1;
        return -1;
    }
    bi_out_flush(&f->out);
    int s = f->ctx->run_argv(f->ctx->run_arg, argc, argv);
    if (s == -2) {
        bi_cmd_err(f->ctx, "find", "\u2018%s\u2019: No such file or directory", argv[0]);
        return 127;
    }
    return s;
}

// -exec COMMAND ;: the words from at to end, each "{}" in them the entry's path.
// 1 when the command exited 0.
static int
exec_one(find_run *f, int at, int end, const char *path)
{
    int argc = end - at;
    char **argv = cm_calloc((size_t)argc + 1, sizeof(char *));
    cm_buf words;
    cm_buf_init(&words, 0);
    size_t *offs = cm_calloc((size_t)argc + 1, sizeof(size_t));
    int e = argv && offs ? 0 : -1;
    for (int k = 0; k < argc && e == 0; k++) {
        offs[k] = words.len;
        const char *w = f->expr[at + k];
        for (const char *hit = strstr(w, "{}"); hit && e == 0; hit = strstr(w, "{}")) {
            e = cm_buf_add(&words, w, (size_t)(hit - w));
            e = e == 0 ? cm_buf_adds(&words, path) : e;
            w = hit + 2;
        }
        e = e == 0 ? cm_buf_adds(&words, w) : e;
        e = e == 0 ? cm_buf_addc(&words, 0) : e;
    }
    int r = 0;
    if (e < 0) {
        bi_cmd_err(f->ctx, "find", "out of memory");
        f->error = 1;
    } else {
        for (int k = 0; k < argc; k++) {
            argv[k] = words.data + offs[k];
        }
        // a command that exits non-zero, or could not run (refused, not found), only makes
        // the primary false: GNU's status stays 0
        r = run_command(f, argc, argv) == 0;
    }
    cm_buf_free(&words);
    cm_free(offs);
    cm_free(argv);
    return r;
}

// Run batch b's command (its words up to the "{}") with the paths it holds, and empty it.
static void
exec_flush(find_run *f, find_batch *b)
{
    if (b->n == 0) {
        return;
    }
    int plus = 0;
    int end = exec_end(f->expr, f->nexpr, b->at, &plus) - 1; // the "{}"
    int argc = end - b->at + (int)b->n;
    char **argv = cm_calloc((size_t)argc + 1, sizeof(char *));
    if (!argv) {
        bi_cmd_err(f->ctx, "find", "out of memory");
        f->error = 1;
    } else {
        int k = 0;
        for (int w = b->at; w < end; w++) {
            argv[k++] = f->expr[w];
        }
        for (const char *p = b->paths.data; k < argc; p += strlen(p) + 1) {
            argv[k++] = (char *)p;
        }
        f->error |= run_command(f, argc, argv) != 0; // {} +: any failure is find's
    }
    cm_free(argv);
    cm_buf_free(&b->paths);
    cm_buf_init(&b->paths, 0);
    b->n = 0;
}

// -exec COMMAND {} +: path joins the batch of the primary at at; a full batch runs.
static void
exec_add(find_run *f, int at, const char *path)
{
    find_batch *b = NULL;
    for (int k = 0; k < f->nbatch && !b; k++) {
        b = f->batch[k].at == at ? &f->batch[k] : NULL;
    }
    if (!b && f->nbatch < FIND_BATCHES) {
        b = &f->batch[f->nbatch++];
        b->at = at;
        cm_buf_init(&b->paths, 0);
    }
    if (!b) {
        bi_cmd_err(f->ctx, "find", "too many -exec ... + in one expression");
        f->error = 1;
        return;
    }
    if (b->n > 0 && (b->n >= FIND_BATCH_ITEMS || b->paths.len + strlen(path) > FIND_BATCH_BYTES)) {
        exec_flush(f, b);
    }
    if (cm_buf_adds(&b->paths, path) < 0 || cm_buf_addc(&b->paths, 0) < 0) {
        bi_cmd_err(f->ctx, "find", "out of memory");
        f->error = 1;
        return;
    }
    b->n++;
}

// -size N[cwbkMG]: the size in those units, rounded up, against N (+N more, -N less).
static int
size_hit(const char *v, const struct stat *st)
{
    int sign = *v == '+' || *v == '-' ? *v++ : 0;
    char *end;
    unsigned long long n = strtoull(v, &end, 10);
    unsigned long long unit = 512;
    switch (*end) {
    case 'c':
        unit = 1;
        break;
    case 'w':
        unit = 2;
        break;
    case 'k':
        unit = 1024;
        break;
    case 'M':
        unit = 1024 * 1024;
        break;
    case 'G':
        unit = 1024ULL * 1024 * 1024;
        break;
    default:
        break;
    }
    unsigned long long size = (unsigned long long)(st->st_size > 0 ? st->st_size : 0);
    unsigned long long have = size / unit + (size % unit != 0);
    return sign == '+' ? have > n : sign == '-' ? have < n : have == n;
}

// -mtime N (days, the fraction dropped) and -mmin N (minutes): the age of the content.
static int
age_hit(const find_run *f, const char *v, const struct stat *st, long unit)
{
    int sign = *v == '+' || *v == '-' ? *v++ : 0;
    long long n = strtoll(v, NULL, 10);
    long long age = (long long)f->now - (long long)st->st_mtim.tv_sec;
    if (unit == 60) {
        // minutes are compared exactly: -mmin -5 is "less than 5 minutes ago"
        long long secs = n * 60;
        return sign == '+' ? age > secs : sign == '-' ? age < secs : (age + 59) / 60 == n;
    }
    long long have = age >= 0 ? age / unit : -((-age + unit - 1) / unit);
    return sign == '+' ? have > n : sign == '-' ? have < n : have == n;
}

// -perm MODE (exactly), -MODE (all of these bits), /MODE (any of them); octal.
static int
perm_hit(const char *v, const struct stat *st)
{
    int how = *v == '-' || *v == '/' ? *v++ : 0;
    unsigned long m = strtoul(v, NULL, 8) & 07777;
    unsigned long have = st->st_mode & 07777;
    return how == '-' ? (have & m) == m : how == '/' ? (m == 0 || (have & m) != 0) : have == m;
}

// -printf FORMAT: %p path, %f name, %h directory, %P path below the starting point, %s
// size, %d depth, %m mode (octal), %y type letter, %T@ %A@ times, %%; \n \t \0 \\ escapes.
static void
printf_entry(find_run *f, const char *fmt, const find_ent *e, const char *base)
{
    bi_out *o = &f->out;
    for (const char *c = fmt; *c; c++) {
        if (*c == '\\' && c[1]) {
            c++;
            char ch = *c == 'n' ? '\n' : *c == 't' ? '\t' : *c == '0' ? '\0' : *c;
            bi_out_add(o, &ch, 1);
            continue;
        }
        if (*c != '%' || !c[1]) {
            bi_out_add(o, c, 1);
            continue;
        }
        c++;
        const char *slash = strrchr(e->path, '/');
        size_t sl = strlen(f->start);
        switch (*c) {
        case 'p':
            bi_out_adds(o, e->path);
            break;
        case 'f':
            bi_out_adds(o, base);
            break;
        case 'h':
            if (slash) {
                bi_out_add(o, e->path, slash > e->path ? (size_t)(slash - e->path) : 1);
            } else {
                bi_out_add(o, ".", 1);
            }
            break;
        case 'P':
            if (strncmp(e->path, f->start, sl) == 0) {
                const char *rest = e->path + sl;
                bi_out_adds(o, *rest == '/' ? rest + 1 : rest);
            }
            break;
        case 's':
            bi_out_printf(o, "%lld", (long long)e->st->st_size);
            break;
        case 'd':
            bi_out_printf(o, "%ld", e->depth);
            break;
        case 'm':
            bi_out_printf(o, "%lo", (unsigned long)(e->st->st_mode & 07777));
            break;
        case 'y': {
            const char *t = "fdlpscb";
            char ch = 'U';
            for (const char *k = t; *k; k++) {
                char one[2] = {*k, 0};
                if (ch == 'U' && type_hit(one, e->st)) {
                    ch = *k;
                }
            }
            bi_out_add(o, &ch, 1);
            break;
        }
        case '%':
            bi_out_add(o, "%", 1);
            break;
        case 'T':
        case 'A':
            if (c[1] == '@') { // %T@ / %A@: seconds since the epoch, as GNU's
                const struct timespec *t = *c == 'T' ? &e->st->st_mtim : &e->st->st_atim;
                bi_out_printf(o, "%lld.%09ld0", (long long)t->tv_sec, (long)t->tv_nsec);
                c++;
                break;
            }
            bi_out_add(o, c - 1, 2);
            break;
        default:
            bi_out_add(o, c - 1, 2);
            break;
        }
    }
}

// -delete: the entry, a directory only when empty; one fs:delete decision.
static int
delete_entry(find_run *f, const find_ent *e)
{
    if (strcmp(e->path, ".") == 0) {
        return 1; // GNU find never deletes its starting point "."
    }
    int dir = S_ISDIR(e->st->st_mode);
    pol_path pp;
    if (bi_cmd_gate(f->ctx, "find", e->path, POL_FS_DELETE, dir ? "remove_dir" : "remove_file",
                    &pp) < 0) {
        f->error = 1;
        return 0;
    }
    if ((dir ? bi_fs_rmdir(&pp) : bi_fs_unlink(&pp)) < 0) {
        bi_cmd_err(f->ctx, "find", "cannot delete \u2018%s\u2019: %s", e->path, strerror(errno));
        f->error = 1;
        return 0;
    }
    return 1;
}

// primary: ( EXPR ) | ! primary | -not primary | -name G | ... | -print | -true | -false
static int
find_primary(find_run *f, int *i, find_ent *e, int live, int *ok)
{
    if (*i >= f->nexpr) {
        *ok = 0;
        return 0;
    }
    const char *w = f->expr[(*i)++];
    if (strcmp(w, "!") == 0 || strcmp(w, "-not") == 0) {
        return !find_primary(f, i, e, live, ok);
    }
    if (strcmp(w, "(") == 0) {
        int v = find_or(f, i, e, live, ok);
        if (*i >= f->nexpr || strcmp(f->expr[*i], ")") != 0) {
            *ok = 0;
            return 0;
        }
        (*i)++;
        return v;
    }
    if (strcmp(w, "-exec") == 0) {
        int plus = 0;
        int end = exec_end(f->expr, f->nexpr, *i, &plus);
        if (end < 0 || end == *i) {
            *ok = 0;
            return 0;
        }
        int at = *i;
        *i = end + 1;
        if (!live) {
            return 0;
        }
        if (plus) {
            exec_add(f, at, e->path);
            return 1;
        }
        return exec_one(f, at, end, e->path);
    }
    const char *v = NULL;
    if (takes_value(w)) {
        if (*i >= f->nexpr) {
            *ok = 0;
            return 0;
        }
        v = f->expr[(*i)++];
    }
    if (!live) {
        return 0;
    }
    const char *base = strrchr(e->path, '/');
    base = base && base[1] ? base + 1 : e->path;
    if (strcmp(w, "-name") == 0 || strcmp(w, "-iname") == 0) {
        return fnmatch(v, base, w[1] == 'i' ? FNM_CASEFOLD : 0) == 0;
    }
    if (strcmp(w, "-path") == 0 || strcmp(w, "-wholename") == 0 || strcmp(w, "-ipath") == 0) {
        return fnmatch(v, e->path, w[1] == 'i' ? FNM_CASEFOLD : 0) == 0;
    }
    if (strcmp(w, "-type") == 0) {
        return type_hit(v, e->st);
    }
    if (strcmp(w, "-newer") == 0) {
        const struct timespec *m = &e->st->st_mtim;
        return m->tv_sec > f->newer.tv_sec ||
               (m->tv_sec == f->newer.tv_sec && m->tv_nsec > f->newer.tv_nsec);
    }
    if (strcmp(w, "-empty") == 0) {
        if (S_ISREG(e->st->st_mode)) {
            return e->st->st_size == 0;
        }
        size_t n = 0;
        char **names = S_ISDIR(e->st->st_mode) ? bi_cmd_list(f->ctx, "find", e->path, &n) : NULL;
        bi_cmd_free_names(names, names ? n : 0);
        return names && n == 0;
    }
    if (strcmp(w, "-print") == 0 || strcmp(w, "-print0") == 0) {
        bi_out_adds(&f->out, e->path);
        bi_out_add(&f->out, w[6] ? "" : "\n", 1);
        return 1;
    }
    if (strcmp(w, "-size") == 0) {
        return size_hit(v, e->st);
    }
    if (strcmp(w, "-mtime") == 0 || strcmp(w, "-mmin") == 0) {
        return age_hit(f, v, e->st, w[3] == 'i' ? 60 : 86400);
    }
    if (strcmp(w, "-perm") == 0) {
        return perm_hit(v, e->st);
    }
    if (strcmp(w, "-printf") == 0) {
        printf_entry(f, v, e, base);
        return 1;
    }
    if (strcmp(w, "-prune") == 0) {
        e->prune = 1;
        return 1;
    }
    if (strcmp(w, "-quit") == 0) {
        f->quit = 1;
        return 1;
    }
    if (strcmp(w, "-delete") == 0) {
        return delete_entry(f, e);
    }
    // -maxdepth, -mindepth, -depth (read before the walk), -true
    return strcmp(w, "-false") != 0;
}

// and: primary { [-a | -and] primary }
static int
find_and(find_run *f, int *i, find_ent *e, int live, int *ok)
{
    int v = find_primary(f, i, e, live, ok);
    while (*ok && *i < f->nexpr) {
        // after -quit nothing more runs (a dead walk still reads the words to the end)
        live = live && !f->quit;
        const char *w = f->expr[*i];
        if (strcmp(w, "-o") == 0 || strcmp(w, "-or") == 0 || strcmp(w, ")") == 0) {
            break;
        }
        if (strcmp(w, "-a") == 0 || strcmp(w, "-and") == 0) {
            (*i)++;
        }
        int r = find_primary(f, i, e, live && v, ok);
        v = v && r;
    }
    return v;
}

// or: and { [-o | -or] and }
static int
find_or(find_run *f, int *i, find_ent *e, int live, int *ok)
{
    int v = find_and(f, i, e, live, ok);
    while (*ok && *i < f->nexpr &&
           (strcmp(f->expr[*i], "-o") == 0 || strcmp(f->expr[*i], "-or") == 0)) {
        (*i)++;
        live = live && !f->quit;
        int r = find_and(f, i, e, live && !v, ok);
        v = v || r;
    }
    return v;
}

// The expression for one entry, and the implicit -print when it has no action.
static void
find_test(find_run *f, find_ent *e)
{
    if (e->depth < f->mindepth) {
        return;
    }
    int i = 0;
    int ok = 1;
    int v = f->nexpr ? find_or(f, &i, e, 1, &ok) : 1;
    if (v && !f->printed) {
        bi_out_adds(&f->out, e->path);
        bi_out_add(&f->out, "\n", 1);
    }
}

static void
find_visit(find_run *f, const char *path, long depth)
{
    if (bi_stop_pending()) {
        return;
    }
    pol_path pp;
    struct stat st;
    if (bi_cmd_gate(f->ctx, "find", path, POL_FS_READ, "read_metadata", &pp) < 0) {
        f->error = 1;
        return;
    }
    if (bi_fs_lstat(&pp, &st) < 0) {
        bi_cmd_err(f->ctx, "find", "\u2018%s\u2019: %s", path, strerror(errno));
        f->error = 1;
        return;
    }
    find_ent e = {path, &st, depth, 0};
    if (!f->depth_first) {
        find_test(f, &e);
    }
    if (!S_ISDIR(st.st_mode) || depth >= f->maxdepth || depth >= FIND_DEPTH || e.prune || f->quit) {
        if (f->depth_first && !f->quit) {
            find_test(f, &e);
        }
        return;
    }
    size_t n;
    char **names = bi_cmd_list(f->ctx, "find", path, &n);
    if (!names) {
        f->error = 1;
        return;
    }
    for (size_t k = 0; k < n && !bi_stop_pending() && !f->quit; k++) {
        size_t pl = strlen(path);
        char *child = pl > 0 && path[pl - 1] == '/' ? cm_alloc(pl + strlen(names[k]) + 1)
                                                    : bi_cmd_join(path, names[k]);
        if (child && pl > 0 && path[pl - 1] == '/') {
            memcpy(child, path, pl);
            strcpy(child + pl, names[k]);
        }
        if (child) {
            find_visit(f, child, depth + 1);
        }
        cm_free(child);
    }
    bi_cmd_free_names(names, n);
    if (f->depth_first && !f->quit) {
        find_test(f, &e); // -depth: the directory after its entries
    }
}

// A -maxdepth / -mindepth value. -1 when it is not a number.
static long
depth_arg(const char *v)
{
    char *end;
    long n = strtol(v, &end, 10);
    return !*v || *end || n < 0 ? -1 : n;
}

/* find [PATH...] [EXPRESSION] */
int
bi_cmd_find(bi_ctx *ctx, int argc, char **argv)
{
    find_run f;
    memset(&f, 0, sizeof(f));
    f.ctx = ctx;
    f.maxdepth = FIND_DEPTH;
    int i = 1;
    while (i < argc && argv[i][0] != '-' && strcmp(argv[i], "(") != 0 &&
           strcmp(argv[i], "!") != 0) {
        i++;
    }
    int npaths = i - 1;
    f.expr = argv + i;
    f.nexpr = argc - i;
    // check the expression and read its options before the walk
    for (int k = 0; k < f.nexpr; k++) {
        const char *w = f.expr[k];
        if (strcmp(w, "-exec") == 0) {
            int plus = 0;
            int end = exec_end(f.expr, f.nexpr, k + 1, &plus);
            if (end < 0 || end == k + 1) {
                bi_cmd_err(ctx, "find", "missing argument to `%s'", w);
                return 1;
            }
            f.printed = 1;
            k = end;
            continue;
        }
        int known = takes_value(w) || is_flag_word(w);
        if (!known) {
            bi_cmd_err(
                ctx, "find",
                w[0] == '-' ? "unknown predicate `%s'" : "paths must precede expression: `%s'", w);
            return 1;
        }
        if (takes_value(w) && k + 1 >= f.nexpr) {
            bi_cmd_err(ctx, "find", "missing argument to `%s'", w);
            return 1;
        }
        if (!takes_value(w)) {
            f.printed |=
                strcmp(w, "-print") == 0 || strcmp(w, "-print0") == 0 || strcmp(w, "-delete") == 0;
            f.depth_first |= strcmp(w, "-depth") == 0 || strcmp(w, "-delete") == 0;
            continue;
        }
        f.printed |= strcmp(w, "-printf") == 0;
        const char *v = f.expr[++k];
        if (strcmp(w, "-maxdepth") == 0 || strcmp(w, "-mindepth") == 0) {
            long d = depth_arg(v);
            if (d < 0) {
                bi_cmd_err(
                    ctx, "find",
                    "Expected a positive decimal integer argument to %s, but got \u2018%s\u2019", w,
                    v);
                return 1;
            }
            *(w[2] == 'a' ? &f.maxdepth : &f.mindepth) = d;
        } else if (strcmp(w, "-type") == 0 && (strlen(v) != 1 || !strchr("fdlpscb", v[0]))) {
            bi_cmd_err(ctx, "find", "Unknown argument to -type: %s", v);
            return 1;
        } else if (strcmp(w, "-size") == 0 || strcmp(w, "-mtime") == 0 || strcmp(w, "-mmin") == 0 ||
                   strcmp(w, "-perm") == 0) {
            const char *d = v + (*v == '+' || *v == '-' || (*v == '/' && w[2] == 'e'));
            const char *digits = w[2] == 'e' ? "01234567" : "0123456789";
            size_t nd = strspn(d, digits);
            const char *rest = d + nd;
            if (nd > 0 && w[2] == 'i' && *rest && (rest[1] || !strchr("cwbkMG", *rest))) {
                bi_cmd_err(ctx, "find", "invalid -size type `%c'", *rest);
                return 1;
            }
            if (nd == 0 || (w[2] != 'i' && *rest)) {
                bi_cmd_err(ctx, "find", "invalid argument `%s' to `%s'", v, w);
                return 1;
            }
        } else if (strcmp(w, "-newer") == 0) {
            struct stat sb;
            if (bi_cmd_stat(ctx, "find", v, &sb, 0) < 0) {
                return 1;
            }
            f.newer = sb.st_mtim;
        }
    }
    int probe = 0;
    int ok = 1;
    find_ent none = {".", NULL, 0, 0};
    if (f.nexpr > 0) {
        (void)find_or(&f, &probe, &none, 0, &ok);
    }
    if (!ok || probe != f.nexpr) {
        bi_cmd_err(ctx, "find", "invalid expression");
        return 1;
    }
    bi_out_init(&f.out, ctx->out);
    f.now = time(NULL);
    if (npaths == 0) {
        f.start = ".";
        find_visit(&f, ".", 0);
    }
    for (int k = 1; k <= npaths && !f.quit; k++) {
        f.start = argv[k];
        find_visit(&f, argv[k], 0);
    }
    for (int k = 0; k < f.nbatch; k++) {
        if (!bi_stop_pending()) {
            exec_flush(&f, &f.batch[k]);
        }
        cm_buf_free(&f.batch[k].paths);
    }
    if (bi_out_done(&f.out) < 0) {
        f.error = 1;
    }
    return bi_stop_pending() ? 130 : f.error;
}
