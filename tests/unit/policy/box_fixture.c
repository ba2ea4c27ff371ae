/* A temporary operator home for the box tests (see box_fixture.h). */
#include "config.h"

#include <criterion/criterion.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/unit/policy/box_fixture.h"

static char root[PATH_MAX];
static char home[PATH_MAX];
static char subbuf[65536];
static char absbuf[PATH_MAX * 2];
static cm_buf *snap_out;

const char *
fx_root(void)
{
    return root;
}

const char *
fx_home(void)
{
    return home;
}

const char *
fx_sub(const char *text)
{
    size_t o = 0;
    for (const char *c = text; *c; c++) {
        const char *rep = NULL;
        if (strncmp(c, "@H@", 3) == 0) {
            rep = home;
        } else if (strncmp(c, "@R@", 3) == 0) {
            rep = root;
        }
        if (rep) {
            size_t n = strlen(rep);
            cr_assert_lt(o + n, sizeof subbuf);
            memcpy(subbuf + o, rep, n);
            o += n;
            c += 2;
            continue;
        }
        cr_assert_lt(o + 1, sizeof subbuf);
        subbuf[o++] = *c;
    }
    subbuf[o] = 0;
    return subbuf;
}

const char *
fx_abs(const char *rel)
{
    snprintf(absbuf, sizeof absbuf, "%s/%s", root, rel);
    return absbuf;
}

void
fx_write(const char *rel, const char *text)
{
    const char *t = fx_sub(text);
    FILE *f = fopen(fx_abs(rel), "w");
    cr_assert_not_null(f, "cannot write %s", rel);
    fputs(t, f);
    fclose(f);
}

void
fx_mkdir(const char *rel)
{
    char p[PATH_MAX * 2];
    snprintf(p, sizeof p, "%s/%s", root, rel);
    for (char *c = p + strlen(root) + 1; *c; c++) {
        if (*c == '/') {
            *c = 0;
            mkdir(p, 0755);
            *c = '/';
        }
    }
    mkdir(p, 0755);
}

void
fx_symlink(const char *target, const char *linkrel)
{
    char t[PATH_MAX * 2];
    snprintf(t, sizeof t, "%s", fx_sub(target));
    cr_assert_eq(symlink(t, fx_abs(linkrel)), 0, "symlink %s", linkrel);
}

void
fx_setup(void)
{
    char tmpl[] = "/tmp/boxtest.XXXXXX";
    cr_assert_not_null(mkdtemp(tmpl));
    cr_assert_not_null(realpath(tmpl, root));
    cr_assert_lt(strlen(root) + 6, sizeof home);
    memcpy(home, root, strlen(root));
    memcpy(home + strlen(root), "/home", 6);
    fx_mkdir("home/src/project/out");
    fx_mkdir("home/cfg");
    fx_mkdir("home/boxes");
    fx_write("home/src/project/notes.txt", "remember the milk\n");
    setenv("HOME", home, 1);
    cr_assert_eq(chdir(root), 0);
}

static int
rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    remove(path);
    return 0;
}

void
fx_teardown(void)
{
    if (root[0]) {
        if (chdir("/") != 0) {
            return;
        }
        nftw(root, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    }
}

static int
snap_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)flag;
    (void)ftw;
    if (cm_buf_printf(snap_out, "%s %o %lld %lld.%09ld\n", path + strlen(root), st->st_mode,
                      (long long)st->st_size, (long long)st->st_mtim.tv_sec,
                      st->st_mtim.tv_nsec) != 0) {
        return 1;
    }
    return 0;
}

void
fx_snapshot(cm_buf *out)
{
    cm_buf_init(out, 0);
    snap_out = out;
    cr_assert_eq(nftw(root, snap_one, 16, FTW_PHYS), 0);
}
