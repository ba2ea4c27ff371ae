/* File utilities: ls, mkdir, rm, mv, cp, touch. Each file operation is one decision
 * through the gate, named as in Python's table (enumerate, create_dir, remove_file, ...). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "builtins/cmd.h"
#include "common/alloc.h"

#define MAX_DEPTH 64

/* ----- ls ----- */

typedef struct ls_opts {
    int all;
    int almost;
    int longf;
    int recursive;
    int dir_only;
    int classify;
    int order;    // 't' newest first, 'S' largest first, 0 by name
    int reverse;  // -r
    int human;    // -h: sizes as 1.5K, 20M
    int no_user;  // -g: a long listing without the owner
    int no_group; // -o: a long listing without the group
} ls_opts;

// One directory entry with its status, for -t and -S.
typedef struct ls_ent {
    const char *name;
    const struct stat *st; // NULL when it could not be read
    size_t at;             // its place by name (ties keep it)
    int order;
    int reverse;
} ls_ent;

static int
cmp_ent(const void *pa, const void *pb)
{
    const ls_ent *a = pa;
    const ls_ent *b = pb;
    int c = 0;
    if (a->st && b->st && a->order == 't') {
        const struct timespec *x = &a->st->st_mtim;
        const struct timespec *y = &b->st->st_mtim;
        c = x->tv_sec != y->tv_sec
                ? (x->tv_sec > y->tv_sec ? -1 : 1)
                : (x->tv_nsec != y->tv_nsec ? (x->tv_nsec > y->tv_nsec ? -1 : 1) : 0);
    } else if (a->st && b->st && a->order == 'S' && a->st->st_size != b->st->st_size) {
        c = a->st->st_size > b->st->st_size ? -1 : 1;
    }
    if (c == 0) {
        c = a->at < b->at ? -1 : a->at > b->at ? 1 : 0;
    }
    return a->reverse ? -c : c;
}

static void
mode_string(mode_t m, char *out)
{
    out[0] = S_ISDIR(m)    ? 'd'
             : S_ISLNK(m)  ? 'l'
             : S_ISFIFO(m) ? 'p'
             : S_ISSOCK(m) ? 's'
             : S_ISCHR(m)  ? 'c'
             : S_ISBLK(m)  ? 'b'
                           : '-';
    const char *rwx = "rwxrwxrwx";
    for (int i = 0; i < 9; i++) {
        out[i + 1] = (m & (1u << (8 - i))) ? rwx[i] : '-';
    }
    out[10] = 0;
}

// GNU's -h size: bytes below 1024, else one decimal below 10 and none above, rounded up.
static void
human_size(long long n, char *out, size_t cap)
{
    const char *units = "KMGTPE";
    if (n < 1024) {
        snprintf(out, cap, "%lld", n);
        return;
    }
    double v = (double)n;
    int u = -1;
    while (v >= 1024 && u < 5) {
        v /= 1024;
        u++;
    }
    if (v < 10) {
        double t = (double)(long long)(v * 10);
        v = (t < v * 10 ? t + 1 : t) / 10;
    }
    if (v >= 10) {
        double t = (double)(long long)v;
        v = t < v ? t + 1 : t;
    }
    if (v >= 1024 && u < 5) {
        v /= 1024;
        u++;
    }
    snprintf(out, cap, v < 10 ? "%.1f%c" : "%.0f%c", v, units[u]);
}

static void
ls_long_line(bi_out *o, const char *name, const struct stat *sb, const ls_opts *op)
{
    char mode[11];
    char date[32];
    mode_string(sb->st_mode, mode);
    struct tm tm;
    time_t now = time(NULL);
    time_t t = sb->st_mtime;
    gmtime_r(&t, &tm);
    if (now - t > 182 * 24 * 3600 || t > now + 3600) {
        strftime(date, sizeof(date), "%b %e  %Y", &tm);
    } else {
        strftime(date, sizeof(date), "%b %e %H:%M", &tm);
    }
    char size[32];
    if (op->human) {
        human_size((long long)sb->st_size, size, sizeof size);
    } else {
        snprintf(size, sizeof size, "%lld", (long long)sb->st_size);
    }
    char ids[48] = "";
    int n = 0;
    if (!op->no_user) {
        n = snprintf(ids, sizeof ids, " %lu", (unsigned long)sb->st_uid);
    }
    if (!op->no_group) {
        snprintf(ids + n, sizeof ids - (size_t)n, " %lu", (unsigned long)sb->st_gid);
    }
    bi_out_printf(o, "%s %lu%s %8s %s %s\n", mode, (unsigned long)sb->st_nlink, ids, size, date,
                  name);
}

static void
ls_name(bi_out *o, const char *name, const struct stat *sb, const ls_opts *op)
{
    bi_out_adds(o, name);
    if (op->classify && sb) {
        if (S_ISDIR(sb->st_mode)) {
            bi_out_add(o, "/", 1);
        } else if (sb->st_mode & S_IXUSR) {
            bi_out_add(o, "*", 1);
        }
    }
    bi_out_add(o, "\n", 1);
}

static int ls_dir(bi_ctx *ctx, bi_out *o, const char *path, const ls_opts *op, int header,
                  int depth);

static int
ls_entries(bi_ctx *ctx, bi_out *o, const char *path, const ls_opts *op, int depth)
{
    size_t n;
    char **names = bi_cmd_list(ctx, "ls", path, &n);
    int rc = 0;
    if (!names) {
        return 2;
    }
    struct stat *sts = cm_calloc(n + 2, sizeof(struct stat));
    int *have = cm_calloc(n + 2, sizeof(int));
    if (!sts || !have) {
        cm_free(sts);
        cm_free(have);
        bi_cmd_free_names(names, n);
        return 2;
    }
    int need_stat = op->longf || op->recursive || op->classify || op->order;
    long long blocks = 0;
    for (size_t i = 0; i < n; i++) {
        if (names[i][0] == '.' && !op->all && !op->almost) {
            continue;
        }
        if (need_stat) {
            char *p = bi_cmd_join(path, names[i]);
            if (p && bi_cmd_stat(ctx, "ls", p, &sts[i], 1) == 0) {
                have[i] = 1;
                blocks += (long long)sts[i].st_blocks;
            }
            cm_free(p);
        }
    }
    // -a lists "." and ".." too, and GNU counts their blocks in the total; ".." is a path
    // of its own (decided as one), shown as "." where it cannot be read
    struct stat dots[2];
    int have_dots = 0;
    if (op->all && op->longf && bi_cmd_stat(ctx, "ls", path, &dots[0], 1) == 0) {
        have_dots = 1;
        char *up = bi_cmd_join(path, "..");
        if (!up || bi_cmd_stat(ctx, "ls", up, &dots[1], 1) != 0) {
            dots[1] = dots[0];
        }
        cm_free(up);
        blocks += (long long)dots[0].st_blocks + (long long)dots[1].st_blocks;
    }
    if (op->longf) {
        bi_out_printf(o, "total %lld\n", blocks / 2);
    }
    if (have_dots) {
        ls_long_line(o, ".", &dots[0], op);
        ls_long_line(o, "..", &dots[1], op);
    } else if (op->all) {
        bi_out_adds(o, ".\n..\n");
    }
    ls_ent *ents = cm_calloc(n + 1, sizeof(ls_ent));
    if (!ents) {
        cm_free(sts);
        cm_free(have);
        bi_cmd_free_names(names, n);
        return 2;
    }
    for (size_t i = 0; i < n; i++) {
        ents[i] = (ls_ent){names[i], have[i] ? &sts[i] : NULL, i, op->order, op->reverse};
    }
    qsort(ents, n, sizeof(ls_ent), cmp_ent);
    for (size_t k = 0; k < n; k++) {
        size_t i = ents[k].at;
        if (names[i][0] == '.' && !op->all && !op->almost) {
            continue;
        }
        if (op->longf && have[i]) {
            ls_long_line(o, names[i], &sts[i], op);
        } else {
            ls_name(o, names[i], have[i] ? &sts[i] : NULL, op);
        }
    }
    if (op->recursive && depth < MAX_DEPTH) {
        for (size_t k = 0; k < n; k++) {
            size_t i = ents[k].at;
            if (names[i][0] == '.' && !op->all && !op->almost) {
                continue;
            }
            if (have[i] && S_ISDIR(sts[i].st_mode)) {
                char *p = bi_cmd_join(path, names[i]);
                if (p) {
                    bi_out_add(o, "\n", 1);
                    rc |= ls_dir(ctx, o, p, op, 1, depth + 1);
                    cm_free(p);
                }
            }
        }
    }
    cm_free(ents);
    cm_free(sts);
    cm_free(have);
    bi_cmd_free_names(names, n);
    return rc;
}

static int
ls_dir(bi_ctx *ctx, bi_out *o, const char *path, const ls_opts *op, int header, int depth)
{
    if (header) {
        bi_out_printf(o, "%s:\n", path);
    }
    return ls_entries(ctx, o, path, op, depth);
}

static int
cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* ls [-l] [-g] [-o] [-a] [-A] [-1] [-R] [-d] [-F] [-t|-S] [-r] [-h] [PATH...] */
int
bi_cmd_ls(bi_ctx *ctx, int argc, char **argv)
{
    ls_opts op;
    memset(&op, 0, sizeof(op));
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }
        for (size_t k = 1; argv[i][k]; k++) {
            switch (argv[i][k]) {
            case 'l':
                op.longf = 1;
                break;
            case 'a':
                op.all = 1;
                break;
            case 'A':
                op.almost = 1;
                break;
            case 'R':
                op.recursive = 1;
                break;
            case 'd':
                op.dir_only = 1;
                break;
            case 'F':
                op.classify = 1;
                break;
            case 't':
            case 'S':
                op.order = argv[i][k];
                break;
            case 'r':
                op.reverse = 1;
                break;
            case 'h':
                op.human = 1;
                break;
            case 'g':
                op.longf = 1;
                op.no_user = 1;
                break;
            case 'o':
                op.longf = 1;
                op.no_group = 1;
                break;
            case '1':
            case 'C':
            case 'G':
            case 'N':
                break;
            default:
                return bi_cmd_bad_option(ctx, "ls", argv[i], argv[i][k], 2);
            }
        }
    }
    char *dot[] = {(char *)".", NULL};
    char **paths = i < argc ? argv + i : dot;
    int np = i < argc ? argc - i : 1;
    char **sorted = cm_calloc((size_t)np + 1, sizeof(char *));
    if (!sorted) {
        return 2;
    }
    memcpy(sorted, paths, (size_t)np * sizeof(char *));
    qsort(sorted, (size_t)np, sizeof(char *), cmp_str);
    bi_out o;
    bi_out_init(&o, ctx->out);
    int rc = 0;
    struct stat *sts = cm_calloc((size_t)np, sizeof(struct stat));
    int *ok = cm_calloc((size_t)np, sizeof(int));
    if (!sts || !ok) {
        cm_free(sts);
        cm_free(ok);
        cm_free(sorted);
        return 2;
    }
    int ndirs = 0;
    int nfiles = 0;
    for (int k = 0; k < np; k++) {
        if (bi_cmd_stat(ctx, "ls", sorted[k], &sts[k], 1) < 0) {
            if (errno == ENOENT) {
                bi_cmd_err(ctx, "ls", "cannot access '%s': No such file or directory", sorted[k]);
            } else {
                // show the refusal
                struct stat again;
                if (bi_cmd_stat(ctx, "ls", sorted[k], &again, 0) == 0) {
                    sts[k] = again;
                    ok[k] = 1;
                    continue;
                }
            }
            rc = 2;
            continue;
        }
        ok[k] = 1;
    }
    for (int k = 0; k < np; k++) {
        if (!ok[k]) {
            continue;
        }
        if (S_ISDIR(sts[k].st_mode) && !op.dir_only) {
            ndirs++;
            continue;
        }
        nfiles++;
        if (op.longf) {
            ls_long_line(&o, sorted[k], &sts[k], &op);
        } else {
            ls_name(&o, sorted[k], &sts[k], &op);
        }
    }
    int shown = nfiles;
    for (int k = 0; k < np; k++) {
        if (!ok[k] || !S_ISDIR(sts[k].st_mode) || op.dir_only) {
            continue;
        }
        if (shown++ > 0) {
            bi_out_add(&o, "\n", 1);
        }
        int hdr = np > 1 || op.recursive;
        int r = ls_dir(&ctx[0], &o, sorted[k], &op, hdr, 0);
        if (r) {
            rc = r;
        }
    }
    cm_free(sts);
    cm_free(ok);
    cm_free(sorted);
    if (bi_out_done(&o) < 0) {
        rc = 2;
    }
    return rc;
}

/* ----- mkdir ----- */

static int
make_dir(bi_ctx *ctx, const char *path, int parents_ok)
{
    pol_path pp;
    if (bi_cmd_gate(ctx, "mkdir", path, POL_FS_WRITE, "create_dir", &pp) < 0) {
        return -1;
    }
    if (bi_fs_mkdir(&pp, 0777) < 0) {
        if (errno == EEXIST && parents_ok) {
            struct stat sb;
            if (bi_fs_stat(&pp, &sb) == 0 && S_ISDIR(sb.st_mode)) {
                return 0;
            }
            errno = ENOTDIR; // -p over a file: GNU's words
        }
        bi_cmd_err(ctx, "mkdir", "cannot create directory \u2018%s\u2019: %s", path,
                   strerror(errno));
        return -1;
    }
    return 0;
}

// 1 when the absolute path written is the current directory or one of its parents,
// spelled plainly (no "." or ".." level, no doubled '/').
static int
is_cwd_or_above(const bi_ctx *ctx, const char *p)
{
    size_t n = strlen(p);
    if (p[0] != '/' || strstr(p, "//") || strstr(p, "/./") || strstr(p, "/../")) {
        return 0;
    }
    if ((n >= 2 && strcmp(p + n - 2, "/.") == 0) || (n >= 3 && strcmp(p + n - 3, "/..") == 0)) {
        return 0;
    }
    return strncmp(ctx->cwd, p, n) == 0 && (ctx->cwd[n] == '/' || ctx->cwd[n] == 0);
}

/* mkdir [-p] DIR... (-p: one create_dir decision per level; none for the levels that
 * are the current directory or above it, which exist) */
int
bi_cmd_mkdir(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "mkdir", argc, argv, "pv", &fl);
    if (i < 0) {
        return 1;
    }
    int parents = (fl & BI_FLAG('p')) != 0;
    if (i >= argc) {
        bi_cmd_err(ctx, "mkdir", "missing operand");
        return bi_cmd_usage(ctx, "mkdir");
    }
    int rc = 0;
    for (; i < argc; i++) {
        if (!parents) {
            rc |= make_dir(ctx, argv[i], 0) < 0;
            continue;
        }
        char *p = cm_strdup(argv[i]);
        if (!p) {
            return 1;
        }
        size_t len = strlen(p);
        while (len > 1 && p[len - 1] == '/') {
            p[--len] = 0;
        }
        for (size_t k = 1; k <= len; k++) {
            if (k < len && p[k] != '/') {
                continue;
            }
            if (k < len && p[k - 1] == '/') {
                continue;
            }
            char save = p[k];
            p[k] = 0;
            // a level that is the current directory or above it exists: nothing to
            // create or decide (so /abs/path/to/ws/new works as new does)
            int r = is_cwd_or_above(ctx, p) ? 0 : make_dir(ctx, p, 1);
            p[k] = save;
            if (r < 0) {
                rc = 1;
                break;
            }
        }
        cm_free(p);
    }
    return rc;
}

/* ----- rm ----- */

#define RM_EMPTY_DIRS 2 // remove_path's recursive for -d (without -r)

// rmdir path under fs:delete remove_dir. 0, or -1 printed.
static int
remove_dir(bi_ctx *ctx, const char *path)
{
    pol_path pp;
    if (bi_cmd_gate(ctx, "rm", path, POL_FS_DELETE, "remove_dir", &pp) < 0) {
        return -1;
    }
    if (bi_fs_rmdir(&pp) < 0) {
        bi_cmd_err(ctx, "rm", "cannot remove '%s': %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int
remove_path(bi_ctx *ctx, const char *path, int recursive, int force, int depth)
{
    pol_path pp;
    if (recursive == RM_EMPTY_DIRS) {
        // -d: a directory goes only when empty (rmdir's refusal), no listing
        struct stat sb;
        if (bi_cmd_stat(ctx, "rm", path, &sb, 1) == 0 && S_ISDIR(sb.st_mode)) {
            return remove_dir(ctx, path);
        }
    } else if (recursive) {
        struct stat sb;
        if (bi_cmd_stat(ctx, "rm", path, &sb, 1) < 0) {
            if (errno == ENOENT) {
                if (force) {
                    return 0;
                }
                bi_cmd_err(ctx, "rm", "cannot remove '%s': No such file or directory", path);
                return -1;
            }
            struct stat again;
            if (bi_cmd_stat(ctx, "rm", path, &again, 0) < 0) {
                return -1;
            }
            sb = again;
        }
        if (S_ISDIR(sb.st_mode)) {
            if (depth > MAX_DEPTH) {
                bi_cmd_err(ctx, "rm", "%s: too deep", path);
                return -1;
            }
            size_t n;
            char **names = bi_cmd_list(ctx, "rm", path, &n);
            if (!names) {
                return -1;
            }
            int rc = 0;
            for (size_t i = 0; i < n; i++) {
                char *p = bi_cmd_join(path, names[i]);
                if (!p || remove_path(ctx, p, 1, force, depth + 1) < 0) {
                    rc = -1;
                }
                cm_free(p);
            }
            bi_cmd_free_names(names, n);
            if (rc < 0) {
                return -1;
            }
            return remove_dir(ctx, path);
        }
    }
    if (bi_cmd_gate(ctx, "rm", path, POL_FS_DELETE, "remove_file", &pp) < 0) {
        return -1;
    }
    if (bi_fs_unlink(&pp) < 0) {
        if (errno == ENOENT && force) {
            return 0;
        }
        int e = errno;
        if (e == EISDIR || e == EPERM) {
            struct stat sb;
            if (bi_fs_lstat(&pp, &sb) == 0 && S_ISDIR(sb.st_mode)) {
                e = EISDIR;
            }
        }
        bi_cmd_err(ctx, "rm", "cannot remove '%s': %s", path, strerror(e));
        return -1;
    }
    return 0;
}

/* rm [-r] [-f] [-d] PATH... */
int
bi_cmd_rm(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "rm", argc, argv, "rRfvdi", &fl);
    if (i < 0) {
        return 1;
    }
    int recursive = (fl & (BI_FLAG('r') | BI_FLAG('R'))) != 0;
    if (!recursive && (fl & BI_FLAG('d'))) {
        recursive = RM_EMPTY_DIRS;
    }
    int force = (fl & BI_FLAG('f')) != 0;
    if (i >= argc && !force) {
        bi_cmd_err(ctx, "rm", "missing operand");
        return bi_cmd_usage(ctx, "rm");
    }
    int rc = 0;
    for (; i < argc; i++) {
        rc |= remove_path(ctx, argv[i], recursive, force, 0) < 0;
    }
    return rc;
}

/* ----- mv, cp ----- */

static const char *
base_name(const char *p)
{
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') {
        n--;
    }
    const char *s = p + n;
    while (s > p && s[-1] != '/') {
        s--;
    }
    return s;
}

// dst, or dst/basename(src) when dst is a directory; owned by the caller.
static char *
target_path(bi_ctx *ctx, const char *src, const char *dst, int force_dir)
{
    struct stat sb;
    if (force_dir || (bi_cmd_stat(ctx, "mv", dst, &sb, 1) == 0 && S_ISDIR(sb.st_mode))) {
        const char *b = base_name(src);
        char bb[4097];
        snprintf(bb, sizeof(bb), "%s", b);
        size_t l = strlen(bb);
        while (l > 1 && bb[l - 1] == '/') {
            bb[--l] = 0;
        }
        return bi_cmd_join(dst, bb);
    }
    return cm_strdup(dst);
}

// Whether dst is src or lies under it, compared on the spelled paths (folded, and
// links are never followed, so the spelling is the identity). No decision is taken.
static int
inside(bi_ctx *ctx, const char *src, const char *dst)
{
    pol_path a;
    pol_path b;
    cm_buf why;
    cm_buf_init(&why, 0);
    int r =
        pol_path_spell(&ctx->box->box, ctx->cwd, src, strlen(src), &a, &why) == 0 &&
        pol_path_spell(&ctx->box->box, ctx->cwd, dst, strlen(dst), &b, &why) == 0 &&
        strncmp(b.abs, a.abs, strlen(a.abs)) == 0 &&
        (b.abs[strlen(a.abs)] == '\0' || b.abs[strlen(a.abs)] == '/' || strcmp(a.abs, "/") == 0);
    cm_buf_free(&why);
    return r;
}

static int
move_one(bi_ctx *ctx, const char *src, const char *dst)
{
    pol_path from;
    pol_path to;
    pol_path del;
    struct stat sb;
    // the decisions Python's rename takes: read, move source, delete an existing
    // destination, move destination
    if (bi_cmd_gate(ctx, "mv", src, POL_FS_READ, "read_content", &from) < 0 ||
        bi_cmd_gate(ctx, "mv", src, POL_FS_MOVE, "rename", &from) < 0) {
        return -1;
    }
    if (bi_cmd_gate(ctx, "mv", dst, POL_FS_MOVE, "rename", &to) < 0) {
        return -1;
    }
    if (bi_fs_lstat(&to, &sb) == 0) {
        struct stat fb;
        if (bi_fs_lstat(&from, &fb) == 0 && fb.st_dev == sb.st_dev && fb.st_ino == sb.st_ino) {
            bi_cmd_err(ctx, "mv", "'%s' and '%s' are the same file", src, dst);
            return -1;
        }
        if (bi_cmd_gate(ctx, "mv", dst, POL_FS_DELETE,
                        S_ISDIR(sb.st_mode) ? "remove_dir" : "remove_file", &del) < 0) {
            return -1;
        }
    }
    if (strcmp(from.abs, to.abs) != 0 && inside(ctx, src, dst)) {
        bi_cmd_err(ctx, "mv", "cannot move '%s' to a subdirectory of itself, '%s'", src, dst);
        return -1;
    }
    if (bi_fs_rename(&from, &to) < 0) {
        int e = errno;
        struct stat fb;
        if (bi_fs_lstat(&from, &fb) < 0) {
            bi_cmd_err(ctx, "mv", "cannot stat '%s': %s", src, strerror(errno)); // as GNU mv
            return -1;
        }
        bi_cmd_err(ctx, "mv", "cannot move '%s' to '%s': %s", src, dst, strerror(e));
        return -1;
    }
    return 0;
}

/* mv SRC DST | mv SRC... DIR */
int
bi_cmd_mv(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "mv", argc, argv, "fvin", &fl);
    if (i < 0) {
        return 1;
    }
    int n = argc - i;
    if (n < 2) {
        if (n == 0) {
            bi_cmd_err(ctx, "mv", "missing file operand");
        } else {
            bi_cmd_err(ctx, "mv", "missing destination file operand after '%s'", argv[i]);
        }
        return bi_cmd_usage(ctx, "mv");
    }
    const char *dst = argv[argc - 1];
    int rc = 0;
    for (int k = i; k < argc - 1; k++) {
        char *t = target_path(ctx, argv[k], dst, 0);
        if (!t) {
            return 1;
        }
        rc |= move_one(ctx, argv[k], t) < 0;
        cm_free(t);
    }
    return rc;
}

/* bi_cmd_copy_file: see builtins/cmd.h. */
int
bi_cmd_copy_file(bi_ctx *ctx, const char *prog, const char *src, const char *dst)
{
    int in = bi_cmd_open(ctx, prog, src, POL_FS_READ, "read_content", O_RDONLY);
    if (in < 0) {
        return -1;
    }
    // No O_TRUNC yet: the destination is emptied only once it is known not to be the
    // source (GNU cp's refusal, compared by inode after both are open).
    int out = bi_cmd_open(ctx, prog, dst, POL_FS_WRITE, "write_content", O_WRONLY | O_CREAT);
    if (out < 0) {
        close(in);
        return -1;
    }
    struct stat si;
    struct stat so;
    if (fstat(in, &si) != 0 || fstat(out, &so) != 0) {
        bi_cmd_err(ctx, prog, "%s: %s", dst, strerror(errno));
        close(in);
        close(out);
        return -1;
    }
    if (si.st_dev == so.st_dev && si.st_ino == so.st_ino) {
        bi_cmd_err(ctx, prog, "'%s' and '%s' are the same file", src, dst);
        close(in);
        close(out);
        return -1;
    }
    if (S_ISREG(so.st_mode) && ftruncate(out, 0) != 0) {
        bi_cmd_err(ctx, prog, "%s: %s", dst, strerror(errno));
        close(in);
        close(out);
        return -1;
    }
    char buf[65536];
    int rc = 0;
    for (;;) {
        if (bi_stop_pending()) {
            rc = -1; // Ctrl-C: the copy stops where it is
            break;
        }
        ssize_t r = bi_stop_read(in, buf, sizeof(buf));
        if (r < 0 && errno == EINTR) {
            rc = -1; // Ctrl-C or the run's end while waiting for input
            break;
        }
        if (r < 0) {
            bi_cmd_err(ctx, prog, "%s: %s", src, strerror(errno));
            rc = -1;
            break;
        }
        if (r == 0) {
            break;
        }
        ssize_t off = 0;
        while (off < r) {
            ssize_t w = write(out, buf + off, (size_t)(r - off));
            if (w <= 0) {
                bi_cmd_err(ctx, prog, "%s: %s", dst, strerror(errno));
                rc = -1;
                break;
            }
            off += w;
        }
        if (rc < 0) {
            break;
        }
    }
    close(in);
    close(out);
    return rc;
}

static int
copy_tree(bi_ctx *ctx, const char *src, const char *dst, int recursive, int depth)
{
    struct stat sb;
    if (bi_cmd_stat(ctx, "cp", src, &sb, 0) < 0) {
        return -1;
    }
    if (!S_ISDIR(sb.st_mode)) {
        return bi_cmd_copy_file(ctx, "cp", src, dst);
    }
    if (!recursive) {
        bi_cmd_err(ctx, "cp", "-r not specified; omitting directory '%s'", src);
        return -1;
    }
    if (depth > MAX_DEPTH) {
        bi_cmd_err(ctx, "cp", "%s: too deep", src);
        return -1;
    }
    if (depth == 0 && inside(ctx, src, dst)) {
        bi_cmd_err(ctx, "cp", "cannot copy a directory, '%s', into itself, '%s'", src, dst);
        return -1;
    }
    pol_path pp;
    if (bi_cmd_gate(ctx, "cp", dst, POL_FS_WRITE, "create_dir", &pp) < 0) {
        return -1;
    }
    if (bi_fs_mkdir(&pp, 0777) < 0 && errno != EEXIST) {
        bi_cmd_err(ctx, "cp", "cannot create directory '%s': %s", dst, strerror(errno));
        return -1;
    }
    size_t n;
    char **names = bi_cmd_list(ctx, "cp", src, &n);
    if (!names) {
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; i < n; i++) {
        char *s = bi_cmd_join(src, names[i]);
        char *d = bi_cmd_join(dst, names[i]);
        if (!s || !d || copy_tree(ctx, s, d, 1, depth + 1) < 0) {
            rc = -1;
        }
        cm_free(s);
        cm_free(d);
    }
    bi_cmd_free_names(names, n);
    return rc;
}

/* cp [-r] SRC DST | cp [-r] SRC... DIR */
int
bi_cmd_cp(bi_ctx *ctx, int argc, char **argv)
{
    uint64_t fl;
    int i = bi_cmd_flags(ctx, "cp", argc, argv, "rRafvpP", &fl);
    if (i < 0) {
        return 1;
    }
    int recursive = (fl & (BI_FLAG('r') | BI_FLAG('R') | BI_FLAG('a'))) != 0;
    int n = argc - i;
    if (n < 2) {
        if (n == 0) {
            bi_cmd_err(ctx, "cp", "missing file operand");
        } else {
            bi_cmd_err(ctx, "cp", "missing destination file operand after '%s'", argv[i]);
        }
        return bi_cmd_usage(ctx, "cp");
    }
    const char *dst = argv[argc - 1];
    int rc = 0;
    for (int k = i; k < argc - 1; k++) {
        char *t = target_path(ctx, argv[k], dst, n > 2);
        if (!t) {
            return 1;
        }
        rc |= copy_tree(ctx, argv[k], t, recursive, 0) < 0;
        cm_free(t);
    }
    return rc;
}

/* touch [-acm] [-d DATE | -t STAMP | -r FILE] FILE... (write_content: create when missing,
 * unless -c, then set the access and modification times, -a or -m only one, to now or the
 * time given; -r reads FILE's under read_metadata) */
int
bi_cmd_touch(bi_ctx *ctx, int argc, char **argv)
{
    bi_opt op;
    bi_opt_init(&op, argc, argv);
    int c;
    int only_a = 0;
    int only_m = 0;
    int no_create = 0;
    struct timespec when = {0, UTIME_NOW};
    struct timespec when_a = when; // -r: the reference's access time
    while ((c = bi_opt_next(ctx, "touch", "acmfd:t:r:", &op)) != 0) {
        if (c == '?') {
            return 1;
        }
        only_a |= c == 'a';
        only_m |= c == 'm';
        no_create |= c == 'c';
        if (c == 'd' || c == 't') {
            if (bi_cmd_parse_time(op.arg, c == 't', &when.tv_sec) < 0) {
                bi_cmd_err(ctx, "touch", "invalid date format \u2018%s\u2019", op.arg);
                return 1;
            }
            when.tv_nsec = 0;
            when_a = when;
        } else if (c == 'r') {
            struct stat ref;
            if (bi_cmd_stat(ctx, "touch", op.arg, &ref, 1) < 0) {
                bi_cmd_err(ctx, "touch", "failed to get attributes of '%s': %s", op.arg,
                           strerror(errno));
                return 1;
            }
            when = ref.st_mtim;
            when_a = ref.st_atim;
        }
    }
    int i = op.i;
    if (i >= argc) {
        bi_cmd_err(ctx, "touch", "missing file operand");
        return bi_cmd_usage(ctx, "touch");
    }
    // -a or -m alone leave the other time as it is
    struct timespec times[2] = {when_a, when};
    if (only_a && !only_m) {
        times[1].tv_nsec = UTIME_OMIT;
    } else if (only_m && !only_a) {
        times[0].tv_nsec = UTIME_OMIT;
    }
    int rc = 0;
    for (; i < argc; i++) {
        struct stat sb;
        if (no_create && bi_cmd_stat(ctx, "touch", argv[i], &sb, 1) < 0 && errno == ENOENT) {
            continue; // -c: a missing file is left missing, silently
        }
        int fd =
            bi_cmd_open(ctx, "touch", argv[i], POL_FS_WRITE, "write_content", O_WRONLY | O_CREAT);
        if (fd < 0) {
            rc = 1;
            continue;
        }
        if (futimens(fd, times) < 0) {
            bi_cmd_err(ctx, "touch", "setting times of '%s': %s", argv[i], strerror(errno));
            rc = 1;
        }
        close(fd);
    }
    return rc;
}
