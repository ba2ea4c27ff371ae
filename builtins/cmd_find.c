/* find: walk trees under fs:read enumerate (each directory) and read_metadata (each
 * entry, lstat: links are never followed), testing -name -iname -path -type -newer
 * -empty with ! -not -a -o and ( ), -mindepth/-maxdepth, printing with -print. */
#include "config.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "builtins/cmd.h"
#include "common/alloc.h"

#define FIND_DEPTH 64

typedef struct find_run {
    bi_ctx *ctx;
    char **expr; // the expression words
    int nexpr;
    long mindepth;
    long maxdepth;
    int printed; // the expression has its own -print
    struct timespec newer;
    bi_out out;
    int error;
} find_run;

// One visited entry.
typedef struct find_ent {
    const char *path;
    const struct stat *st;
} find_ent;

static int find_or(find_run *f, int *i, const find_ent *e, int live, int *ok);

// 1 when the primary at *i takes a value.
static int
takes_value(const char *w)
{
    static const char *const names[] = {"-name",  "-iname",    "-path",     "-ipath",    "-type",
                                        "-newer", "-maxdepth", "-mindepth", "-wholename"};
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

// primary: ( EXPR ) | ! primary | -not primary | -name G | ... | -print | -true | -false
static int
find_primary(find_run *f, int *i, const find_ent *e, int live, int *ok)
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
    if (strcmp(w, "-print") == 0) {
        bi_out_adds(&f->out, e->path);
        bi_out_add(&f->out, "\n", 1);
        return 1;
    }
    // -maxdepth, -mindepth (read before the walk), -true
    return strcmp(w, "-false") != 0;
}

// and: primary { [-a | -and] primary }
static int
find_and(find_run *f, int *i, const find_ent *e, int live, int *ok)
{
    int v = find_primary(f, i, e, live, ok);
    while (*ok && *i < f->nexpr) {
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
find_or(find_run *f, int *i, const find_ent *e, int live, int *ok)
{
    int v = find_and(f, i, e, live, ok);
    while (*ok && *i < f->nexpr &&
           (strcmp(f->expr[*i], "-o") == 0 || strcmp(f->expr[*i], "-or") == 0)) {
        (*i)++;
        int r = find_and(f, i, e, live && !v, ok);
        v = v || r;
    }
    return v;
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
    if (depth >= f->mindepth) {
        find_ent e = {path, &st};
        int i = 0;
        int ok = 1;
        int v = f->nexpr ? find_or(f, &i, &e, 1, &ok) : 1;
        if (v && !f->printed) {
            bi_out_adds(&f->out, path);
            bi_out_add(&f->out, "\n", 1);
        }
    }
    if (!S_ISDIR(st.st_mode) || depth >= f->maxdepth || depth >= FIND_DEPTH) {
        return;
    }
    size_t n;
    char **names = bi_cmd_list(f->ctx, "find", path, &n);
    if (!names) {
        f->error = 1;
        return;
    }
    for (size_t k = 0; k < n && !bi_stop_pending(); k++) {
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
        int known = takes_value(w) || strcmp(w, "!") == 0 || strcmp(w, "-not") == 0 ||
                    strcmp(w, "(") == 0 || strcmp(w, ")") == 0 || strcmp(w, "-a") == 0 ||
                    strcmp(w, "-and") == 0 || strcmp(w, "-o") == 0 || strcmp(w, "-or") == 0 ||
                    strcmp(w, "-print") == 0 || strcmp(w, "-empty") == 0 ||
                    strcmp(w, "-true") == 0 || strcmp(w, "-false") == 0;
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
            f.printed |= strcmp(w, "-print") == 0;
            continue;
        }
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
    find_ent none = {".", NULL};
    if (f.nexpr > 0) {
        (void)find_or(&f, &probe, &none, 0, &ok);
    }
    if (!ok || probe != f.nexpr) {
        bi_cmd_err(ctx, "find", "invalid expression");
        return 1;
    }
    bi_out_init(&f.out, ctx->out);
    if (npaths == 0) {
        find_visit(&f, ".", 0);
    }
    for (int k = 1; k <= npaths; k++) {
        find_visit(&f, argv[k], 0);
    }
    if (bi_out_done(&f.out) < 0) {
        f.error = 1;
    }
    return bi_stop_pending() ? 130 : f.error;
}
