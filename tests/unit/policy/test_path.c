/* Unit tests for policy/path.c: one spelling for every caller. */
#include "config.h"

#include <criterion/criterion.h>
#include <string.h>

#include "policy/path.h"
#include "policy/policy.h"

static pol_box box;

static void
setup(void)
{
    memset(&box, 0, sizeof box);
    static char home[] = "/home/dev";
    static char ws[] = "/home/dev/src/project";
    box.operator_home = home;
    box.workspace = ws;
}

TestSuite(pol_path, .init = setup);

static void
spell(const char *cwd, const char *written, const char *abs, const char *spelled)
{
    pol_path p;
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = pol_path_spell(&box, cwd, written, strlen(written), &p, &err);
    cr_assert_eq(rc, 0, "%s: %s", written, cm_buf_str(&err));
    cr_assert_str_eq(p.abs, abs);
    cr_assert_str_eq(p.spelled, spelled);
    cm_buf_free(&err);
}

static void
refused(const char *written, size_t len, const char *why)
{
    pol_path p;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_path_spell(&box, NULL, written, len, &p, &err), -1);
    cr_assert_str_eq(cm_buf_str(&err), why);
    cm_buf_free(&err);
}

Test(pol_path, relative_joins_the_workspace)
{
    spell(NULL, "notes.txt", "/home/dev/src/project/notes.txt", "~/src/project/notes.txt");
    spell(NULL, "./notes.txt", "/home/dev/src/project/notes.txt", "~/src/project/notes.txt");
    spell(NULL, "out/../notes.txt", "/home/dev/src/project/notes.txt", "~/src/project/notes.txt");
    spell(NULL, ".", "/home/dev/src/project", "~/src/project");
}

Test(pol_path, relative_joins_cwd)
{
    spell("/home/dev/src/project/out", "x", "/home/dev/src/project/out/x", "~/src/project/out/x");
    spell("/tmp", "x", "/tmp/x", "/tmp/x");
}

Test(pol_path, home_itself_is_tilde)
{
    spell(NULL, "../..", "/home/dev", "~");
    spell(NULL, "/home/dev/", "/home/dev", "~");
    spell(NULL, "/home/dev/.ssh/id_rsa", "/home/dev/.ssh/id_rsa", "~/.ssh/id_rsa");
}

Test(pol_path, prefix_sibling_is_absolute)
{
    spell(NULL, "/home/dev-evil/x", "/home/dev-evil/x", "/home/dev-evil/x");
    spell(NULL, "../../../dev-evil", "/home/dev-evil", "/home/dev-evil");
}

Test(pol_path, folds_never_above_root)
{
    spell(NULL, "/../..", "/", "/");
    spell(NULL, "../../../../../../etc/passwd", "/etc/passwd", "/etc/passwd");
    spell(NULL, "//etc///passwd/", "/etc/passwd", "/etc/passwd");
    spell(NULL, "/a/./b/../c", "/a/c", "/a/c");
}

Test(pol_path, tilde_is_a_plain_name)
{
    spell(NULL, "~/x", "/home/dev/src/project/~/x", "~/src/project/~/x");
    spell(NULL, "~", "/home/dev/src/project/~", "~/src/project/~");
}

Test(pol_path, no_home)
{
    pol_path p;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_path_spell(NULL, "/w", "a", 1, &p, &err), 0);
    cr_assert_str_eq(p.spelled, "/w/a");
    cr_assert_eq(pol_path_spell(NULL, NULL, "a", 1, &p, &err), -1);
    cm_buf_free(&err);
}

// issue 17: a name that is not UTF-8 is spelled as its bytes (the engine decides on the
// lossless text of them, and the effect acts on the same bytes), never refused here
Test(pol_path, issue17_bytes_not_utf8_are_spelled)
{
    spell(NULL, "\xff.txt", "/home/dev/src/project/\xff.txt", "~/src/project/\xff.txt");
    spell(NULL, "/home/dev/a\xc0\xaf/..", "/home/dev", "~");
}

Test(pol_path, refusals)
{
    refused("a\0b", 3, "embedded null byte");
    refused("", 0, "empty path");
    static char big[5000];
    memset(big, 'a', sizeof big);
    refused(big, 4097, "path is longer than 4096 bytes");
    static char many[1024];
    size_t n = 0;
    for (int k = 0; k < 257; k++) {
        many[n++] = 'a';
        many[n++] = '/';
    }
    refused(many, n, "path has more than 256 components");
}

Test(pol_path, exactly_4096_bytes_is_fine)
{
    static char p[4097];
    p[0] = '/';
    for (size_t k = 1; k < 4096; k++) {
        p[k] = (k % 100 == 0) ? '/' : 'a';
    }
    pol_path out;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_path_spell(&box, NULL, p, 4096, &out, &err), 0, "%s", cm_buf_str(&err));
    cr_assert_eq(strlen(out.abs), 4096);
    cm_buf_free(&err);
}

Test(pol_path, utf8_names)
{
    spell(NULL, "caf\xc3\xa9.txt", "/home/dev/src/project/caf\xc3\xa9.txt",
          "~/src/project/caf\xc3\xa9.txt");
}

Test(pol_path, at_or_under_compares_components)
{
    cr_assert(pol_path_at_or_under("/home/dev", "/home/dev"));
    cr_assert(pol_path_at_or_under("/home/dev/x", "/home/dev"));
    cr_assert_not(pol_path_at_or_under("/home/dev-evil", "/home/dev"));
    cr_assert_not(pol_path_at_or_under("/home", "/home/dev"));
    cr_assert(pol_path_at_or_under("/x", "/"));
}

Test(pol_path, home_is_root)
{
    static char root[] = "/";
    box.operator_home = root;
    spell(NULL, "/", "/", "~");
    spell(NULL, "/etc", "/etc", "~/etc");
}

static int
dir_only(const char *written)
{
    pol_path p;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_path_spell(&box, NULL, written, strlen(written), &p, &err), 0);
    cm_buf_free(&err);
    return p.dir_only;
}

// issue 12: the spelling keeps what a final slash says (the folded path drops it).
Test(pol_path, issue12_final_slash_or_dot_is_dir_only)
{
    cr_assert_eq(dir_only("notes.txt/"), 1);
    cr_assert_eq(dir_only("notes.txt/."), 1);
    cr_assert_eq(dir_only("notes.txt//"), 1);
    cr_assert_eq(dir_only("out/.."), 1);
    cr_assert_eq(dir_only("."), 1);
    cr_assert_eq(dir_only(".."), 1);
    cr_assert_eq(dir_only("/"), 1);
    cr_assert_eq(dir_only("notes.txt"), 0);
    cr_assert_eq(dir_only("./notes.txt"), 0);
    cr_assert_eq(dir_only("out/../notes.txt"), 0);
    cr_assert_eq(dir_only("a/.b"), 0);
    cr_assert_eq(dir_only("a/..."), 0);
    cr_assert_eq(dir_only("/etc/passwd"), 0);
}

static const char *
must_dir(const char *cwd, const char *written)
{
    static pol_path p;
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_path_spell(&box, cwd, written, strlen(written), &p, &err), 0);
    cm_buf_free(&err);
    return p.must_dir;
}

// issue 12: "x/.." walks through x, so the effect must find a directory there.
Test(pol_path, issue12_dotdot_notes_the_component_it_steps_over)
{
    cr_assert_str_eq(must_dir(NULL, "notes.txt/.."), "/home/dev/src/project/notes.txt");
    cr_assert_str_eq(must_dir(NULL, "notes.txt/../x"), "/home/dev/src/project/notes.txt");
    cr_assert_str_eq(must_dir(NULL, "a/b/../../x"), "/home/dev/src/project/a");
    cr_assert_str_eq(must_dir(NULL, "a/../b/c/../x"), "/home/dev/src/project/b/c");
    cr_assert_str_eq(must_dir(NULL, "./a/./../x"), "/home/dev/src/project/a");
    // the cwd's own components, and paths outside the home, are never probed
    cr_assert_str_eq(must_dir(NULL, "../x"), "");
    cr_assert_str_eq(must_dir(NULL, "../../.."), "");
    cr_assert_str_eq(must_dir(NULL, "/etc/passwd/../hostname"), "");
    cr_assert_str_eq(must_dir(NULL, "notes.txt"), "");
    cr_assert_str_eq(must_dir(NULL, "a..b/x"), "");
}

// issue 18: ".." is found from each '.' (memchr), and components are counted only in a
// path long enough to hold more than 256: the same spellings, limits and notes as before.
Test(pol_path, issue18_dotdot_and_components_at_the_edges)
{
    static const char *const dots[][2] = {
        {"a.b./../x", "/home/dev/src/project/a.b."},
        {".a/.b/../x", "/home/dev/src/project/.a/.b"},
        {"a/b./..", "/home/dev/src/project/a/b."},
        {"a./b.", ""},
        {"...", ""},
    };
    for (size_t i = 0; i < CM_ARRAY_LEN(dots); i++) {
        cr_assert_str_eq(must_dir(NULL, dots[i][0]), dots[i][1], "%s", dots[i][0]);
    }
    static char p[1100];
    for (int parts = 255; parts <= 258; parts++) {
        for (int rel = 0; rel < 2; rel++) {
            // the fewest bytes for the parts: "/a/a/.../a", or "a/.../a" under cwd "/w"
            size_t n = 0;
            int own = rel ? parts - 1 : parts;
            for (int k = 0; k < own; k++) {
                if (k > 0 || !rel) {
                    p[n++] = '/';
                }
                p[n++] = 'a';
            }
            pol_path out;
            cm_buf err;
            cm_buf_init(&err, 0);
            int rc = pol_path_spell(NULL, rel ? "/w" : NULL, p, n, &out, &err);
            if (parts <= 256) {
                cr_assert_eq(rc, 0, "%d parts: %s", parts, cm_buf_str(&err));
            } else {
                cr_assert_eq(rc, -1, "%d parts", parts);
                cr_assert_str_eq(cm_buf_str(&err), "path has more than 256 components");
            }
            cm_buf_free(&err);
        }
    }
}
