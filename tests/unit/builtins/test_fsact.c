/* Unit tests for builtins/fsact.c: acting on an approved path without following links. */
#include "config.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "tests/unit/policy/box_fixture.h"

TestSuite(bi_fs, .init = fx_setup, .fini = fx_teardown);

static pol_path
at(const char *rel)
{
    pol_path p;
    memset(&p, 0, sizeof p);
    snprintf(p.abs, sizeof p.abs, "%s", fx_abs(rel));
    snprintf(p.spelled, sizeof p.spelled, "%s", p.abs);
    return p;
}

static void
slurp_is(const char *rel, const char *want)
{
    char buf[256];
    FILE *f = fopen(fx_abs(rel), "r");
    cr_assert_not_null(f);
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    cr_assert_str_eq(buf, want);
}

Test(bi_fs, open_read_write_and_truncate)
{
    pol_path p = at("home/src/project/notes.txt");
    int fd = bi_fs_open(&p, O_RDONLY, 0);
    cr_assert_geq(fd, 0);
    char buf[64];
    ssize_t n = read(fd, buf, sizeof buf);
    close(fd);
    cr_assert_eq(n, 18);
    pol_path q = at("home/src/project/out/new.txt");
    fd = bi_fs_open(&q, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, "HELLO\n", 6), 6);
    close(fd);
    fd = bi_fs_open(&q, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, "x", 1), 1);
    close(fd);
    slurp_is("home/src/project/out/new.txt", "x");
}

Test(bi_fs, final_symlink_is_eloop)
{
    fx_symlink("notes.txt", "home/src/project/l");
    pol_path p = at("home/src/project/l");
    errno = 0;
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ELOOP);
    struct stat st;
    cr_assert_eq(bi_fs_stat(&p, &st), -1);
    cr_assert_eq(errno, ELOOP);
    cr_assert_eq(bi_fs_lstat(&p, &st), 0);
    cr_assert(S_ISLNK(st.st_mode));
}

// A link in the middle of the path: nothing is opened, written or made through it.
static void
intermediate_symlink_case(void)
{
    fx_symlink("@H@/src/project/out", "home/src/project/o2");
    pol_path p = at("home/src/project/o2/x.txt");
    cr_assert_eq(bi_fs_open(&p, O_WRONLY | O_CREAT, 0644), -1);
    cr_assert_eq(errno, ELOOP);
    cr_assert_eq(access(fx_abs("home/src/project/out/x.txt"), F_OK), -1, "wrote through a link");
    cr_assert_eq(bi_fs_mkdir(&p, 0755), -1);
    cr_assert_eq(errno, ELOOP);
    cr_assert_null(bi_fs_opendir(&p));
}

Test(bi_fs, intermediate_symlink_is_eloop)
{
    intermediate_symlink_case();
}

Test(bi_fs, dangling_link_is_not_created_through)
{
    fx_symlink("@H@/made-by-link", "home/src/project/d");
    pol_path p = at("home/src/project/d");
    cr_assert_eq(bi_fs_open(&p, O_WRONLY | O_CREAT, 0644), -1);
    cr_assert_eq(errno, ELOOP);
    cr_assert_eq(access(fx_abs("home/made-by-link"), F_OK), -1);
}

// The decision approved a real directory; it was swapped for a link before the act.
Test(bi_fs, swap_to_symlink_fails)
{
    fx_mkdir("home/src/project/sub");
    fx_write("home/src/project/sub/f.txt", "inside\n");
    fx_mkdir("home/secret");
    fx_write("home/secret/f.txt", "secret\n");
    pol_path p = at("home/src/project/sub/f.txt");
    // approved here; now the swap
    char sub[4200];
    snprintf(sub, sizeof sub, "%s", fx_abs("home/src/project/sub"));
    cr_assert_eq(rename(sub, fx_abs("home/src/project/sub.old")), 0);
    fx_symlink("@H@/secret", "home/src/project/sub");
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ELOOP);
    cr_assert_eq(bi_fs_open(&p, O_WRONLY | O_TRUNC, 0), -1);
    slurp_is("home/secret/f.txt", "secret\n");
    cr_assert_eq(bi_fs_unlink(&p), -1);
    cr_assert_eq(access(fx_abs("home/secret/f.txt"), F_OK), 0);
}

Test(bi_fs, fifo_and_socket_refused)
{
    cr_assert_eq(mkfifo(fx_abs("home/src/project/fifo"), 0600), 0);
    pol_path p = at("home/src/project/fifo");
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, EACCES);
    cr_assert_eq(bi_fs_open(&p, O_WRONLY | O_TRUNC, 0), -1);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a;
    memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    snprintf(a.sun_path, sizeof a.sun_path, "%s", fx_abs("home/src/project/sock"));
    if (strlen(fx_abs("home/src/project/sock")) < sizeof a.sun_path) {
        cr_assert_eq(bind(s, (struct sockaddr *)&a, sizeof a), 0);
        pol_path q = at("home/src/project/sock");
        cr_assert_eq(bi_fs_open(&q, O_RDONLY, 0), -1);
    }
    close(s);
}

Test(bi_fs, device_refused)
{
    pol_path p;
    memset(&p, 0, sizeof p);
    snprintf(p.abs, sizeof p.abs, "/dev/null");
    cr_assert_eq(bi_fs_open(&p, O_WRONLY, 0), -1);
    cr_assert_eq(errno, EACCES);
}

Test(bi_fs, directory_needs_o_directory)
{
    pol_path p = at("home/src/project/out");
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, EISDIR);
    int fd = bi_fs_open(&p, O_RDONLY | O_DIRECTORY, 0);
    cr_assert_geq(fd, 0);
    close(fd);
}

Test(bi_fs, mkdir_rename_unlink_rmdir_listdir)
{
    pol_path d = at("home/src/project/out/d");
    cr_assert_eq(bi_fs_mkdir(&d, 0755), 0);
    cr_assert_eq(bi_fs_mkdir(&d, 0755), -1);
    cr_assert_eq(errno, EEXIST);
    pol_path a = at("home/src/project/notes.txt");
    pol_path b = at("home/src/project/out/d/moved.txt");
    cr_assert_eq(bi_fs_rename(&a, &b), 0);
    slurp_is("home/src/project/out/d/moved.txt", "remember the milk\n");
    DIR *dir = bi_fs_opendir(&d);
    cr_assert_not_null(dir);
    int seen = 0;
    struct dirent *e;
    while ((e = readdir(dir))) {
        seen += strcmp(e->d_name, "moved.txt") == 0;
    }
    closedir(dir);
    cr_assert_eq(seen, 1);
    cr_assert_eq(bi_fs_rmdir(&d), -1);
    cr_assert_eq(errno, ENOTEMPTY);
    cr_assert_eq(bi_fs_unlink(&b), 0);
    cr_assert_eq(bi_fs_rmdir(&d), 0);
    struct stat st;
    cr_assert_eq(bi_fs_stat(&d, &st), -1);
    cr_assert_eq(errno, ENOENT);
}

Test(bi_fs, root_and_missing_parent)
{
    pol_path r;
    memset(&r, 0, sizeof r);
    snprintf(r.abs, sizeof r.abs, "/");
    struct stat st;
    cr_assert_eq(bi_fs_stat(&r, &st), 0);
    cr_assert(S_ISDIR(st.st_mode));
    pol_path m = at("home/none/x.txt");
    cr_assert_eq(bi_fs_open(&m, O_WRONLY | O_CREAT, 0644), -1);
    cr_assert_eq(errno, ENOENT);
    pol_path f = at("home/src/project/notes.txt/x");
    cr_assert_eq(bi_fs_stat(&f, &st), -1);
    cr_assert_eq(errno, ENOTDIR);
}

static pol_path
at_dir(const char *rel)
{
    pol_path p = at(rel);
    p.dir_only = 1;
    return p;
}

// issue 12: "notes.txt/" names a directory; every effect refuses a file there as Linux
// does, and nothing changes on disk.
Test(bi_fs, issue12_trailing_slash_needs_a_directory)
{
    pol_path f = at_dir("home/src/project/notes.txt");
    cr_assert_eq(bi_fs_open(&f, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ENOTDIR);
    cr_assert_eq(bi_fs_open(&f, O_WRONLY | O_TRUNC, 0), -1);
    cr_assert_eq(errno, ENOTDIR);
    cr_assert_eq(bi_fs_open(&f, O_WRONLY | O_CREAT | O_TRUNC, 0644), -1);
    cr_assert_eq(errno, EISDIR);
    slurp_is("home/src/project/notes.txt", "remember the milk\n");
    struct stat st;
    cr_assert_eq(bi_fs_lstat(&f, &st), -1);
    cr_assert_eq(errno, ENOTDIR);
    cr_assert_eq(bi_fs_stat(&f, &st), -1);
    cr_assert_eq(errno, ENOTDIR);
    cr_assert_eq(bi_fs_unlink(&f), -1);
    cr_assert_eq(errno, ENOTDIR);
    pol_path g = at("home/src/project/g");
    cr_assert_eq(bi_fs_rename(&f, &g), -1);
    cr_assert_eq(errno, ENOTDIR);
    pol_path plain = at("home/src/project/notes.txt");
    pol_path gdir = at_dir("home/src/project/g");
    cr_assert_eq(bi_fs_rename(&plain, &gdir), -1);
    cr_assert_eq(errno, ENOTDIR);
    slurp_is("home/src/project/notes.txt", "remember the milk\n");
    pol_path nf = at_dir("home/src/project/new");
    cr_assert_eq(bi_fs_open(&nf, O_WRONLY | O_CREAT, 0644), -1);
    cr_assert_eq(errno, EISDIR);
    cr_assert_eq(bi_fs_lstat(&nf, &st), -1);
    cr_assert_eq(errno, ENOENT);
    cr_assert_eq(bi_fs_unlink(&nf), -1);
    cr_assert_eq(errno, ENOENT);
    // A directory written "out/" acts as before.
    pol_path d = at_dir("home/src/project/out");
    cr_assert_eq(bi_fs_stat(&d, &st), 0);
    cr_assert(S_ISDIR(st.st_mode));
    cr_assert_eq(bi_fs_unlink(&d), -1);
    cr_assert_eq(errno, EISDIR);
    pol_path nd = at_dir("home/src/project/out/sub");
    cr_assert_eq(bi_fs_mkdir(&nd, 0755), 0);
    pol_path nd2 = at_dir("home/src/project/out/sub2");
    cr_assert_eq(bi_fs_rename(&nd, &nd2), 0);
}

// issue 12: "notes.txt/../x" fails as on Linux; a real directory passes; a link is never
// walked through.
Test(bi_fs, issue12_dotdot_needs_a_directory)
{
    pol_path p = at("home/src/project/notes.txt");
    snprintf(p.must_dir, sizeof p.must_dir, "%s", p.abs);
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ENOTDIR);
    struct stat st;
    cr_assert_eq(bi_fs_lstat(&p, &st), -1);
    cr_assert_eq(errno, ENOTDIR);
    cr_assert_eq(bi_fs_unlink(&p), -1);
    cr_assert_eq(errno, ENOTDIR);
    slurp_is("home/src/project/notes.txt", "remember the milk\n");
    snprintf(p.must_dir, sizeof p.must_dir, "%s", fx_abs("home/src/project/out"));
    int fd = bi_fs_open(&p, O_RDONLY, 0);
    cr_assert_geq(fd, 0);
    close(fd);
    cr_assert_eq(symlink("out", fx_abs("home/src/project/lnk")), 0);
    snprintf(p.must_dir, sizeof p.must_dir, "%s", fx_abs("home/src/project/lnk"));
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ELOOP);
    snprintf(p.must_dir, sizeof p.must_dir, "%s", fx_abs("home/src/project/none"));
    cr_assert_eq(bi_fs_open(&p, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ENOENT);
}

// One effect's outcome, for comparing the walks: the result (fd results as 0/-1) and
// errno when it failed.
typedef struct outcome {
    int rc;
    int err;
} outcome;

static outcome
try_effect(int which, const char *rel)
{
    pol_path p = at(rel);
    struct stat st;
    errno = 0;
    int rc = -1;
    switch (which) {
    case 0: {
        int fd = bi_fs_open(&p, O_RDONLY, 0);
        rc = fd < 0 ? -1 : 0;
        if (fd >= 0) {
            close(fd);
        }
        break;
    }
    case 1: {
        int fd = bi_fs_open(&p, O_RDONLY | O_DIRECTORY, 0);
        rc = fd < 0 ? -1 : 0;
        if (fd >= 0) {
            close(fd);
        }
        break;
    }
    case 2:
        rc = bi_fs_stat(&p, &st);
        break;
    case 3:
        rc = bi_fs_lstat(&p, &st);
        break;
    default: {
        DIR *d = bi_fs_opendir(&p);
        rc = d ? 0 : -1;
        if (d) {
            closedir(d);
        }
        break;
    }
    }
    outcome o = {rc, rc == 0 ? 0 : errno};
    return o;
}

// issue 18: the kernel's walk (openat2, RESOLVE_NO_SYMLINKS) and the walk by hand give
// the same answer, errno included, for links at the end and in the middle, a file in
// the middle, a missing part, a directory, a dangling link and the root.
Test(bi_fs, issue_18_kernel_walk_answers_as_the_walk_by_hand)
{
    fx_symlink("notes.txt", "home/src/project/l");
    fx_symlink("@H@/src/project/out", "home/src/project/o2");
    fx_symlink("@H@/nowhere", "home/src/project/dangling");
    fx_write("home/src/project/out/in.txt", "in\n");
    static const char *const rels[] = {
        "home/src/project/notes.txt", "home/src/project/l",           "home/src/project/o2/in.txt",
        "home/src/project/o2",        "home/src/project/notes.txt/x", "home/src/project/none/x",
        "home/src/project/out",       "home/src/project/out/in.txt",  "home/src/project/dangling",
        "home/src/project/none",
    };
    for (size_t r = 0; r < sizeof rels / sizeof rels[0]; r++) {
        for (int w = 0; w < 5; w++) {
            int was = bi_fs_kernel_walk(1);
            outcome k = try_effect(w, rels[r]);
            (void)bi_fs_kernel_walk(0);
            outcome h = try_effect(w, rels[r]);
            (void)bi_fs_kernel_walk(was);
            cr_assert_eq(k.rc, h.rc, "%s, effect %d: %d against %d", rels[r], w, k.rc, h.rc);
            cr_assert_eq(k.err, h.err, "%s, effect %d: %s against %s", rels[r], w, strerror(k.err),
                         strerror(h.err));
        }
    }
    pol_path root;
    memset(&root, 0, sizeof root);
    snprintf(root.abs, sizeof root.abs, "/");
    struct stat st;
    (void)bi_fs_kernel_walk(0);
    cr_assert_eq(bi_fs_stat(&root, &st), 0);
    (void)bi_fs_kernel_walk(1);
    cr_assert_eq(bi_fs_stat(&root, &st), 0);
}

// issue 18: the walk by hand (no openat2) still refuses a link in the middle and a file
// in the middle.
Test(bi_fs, issue_18_walk_by_hand_refuses_links)
{
    int was = bi_fs_kernel_walk(0);
    intermediate_symlink_case();
    pol_path f = at("home/src/project/notes.txt/x");
    cr_assert_eq(bi_fs_open(&f, O_RDONLY, 0), -1);
    cr_assert_eq(errno, ENOTDIR);
    (void)bi_fs_kernel_walk(was);
}
