/* Unit tests for policy/floor.c: the reach floor's order and exact texts. */
#include "config.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "common/alloc.h"
#include "policy/policy.h"
#include "tests/unit/policy/box_fixture.h"

static pol_box box;

static void
setup(void)
{
    fx_setup();
    fx_write("home/cfg/policy.dw", "");
    fx_write("home/cfg/box.toml",
             "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"policy.dw\"\n"
             "[agent]\nworkspace = \"@H@/src/project\"\n");
    fx_mkdir("home/boxes/b1/private");
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_box_load("home/cfg/box.toml", &box, &err), 0, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
}

static void
teardown(void)
{
    pol_box_free(&box);
    fx_teardown();
}

TestSuite(pol_floor, .init = setup, .fini = teardown);

// Spell written from the workspace, run the floor, and compare ("" = passes).
static void
floor_is(const char *written, pol_effect effect, const char *want)
{
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    const char *w = fx_sub(written);
    char shown[4200];
    snprintf(shown, sizeof shown, "%s", w);
    cr_assert_eq(pol_path_spell(&box, NULL, shown, strlen(shown), &p, &why), 0);
    int rc = pol_floor_check(&box, &p, effect, shown, &why);
    if (want[0] == 0) {
        cr_assert_eq(rc, 0, "%s refused: %s", shown, cm_buf_str(&why));
    } else {
        cr_assert_eq(rc, -1, "%s passed", shown);
        char exp[4400];
        snprintf(exp, sizeof exp, "%s: %s", shown, want);
        cr_assert_str_eq(cm_buf_str(&why), exp);
    }
    cm_buf_free(&why);
}

#define OUTSIDE "outside this box's home and every declared bind"
#define LINK    "resolves to a different path, so it is not the identity policy judged"
#define SOURCE                                                                                     \
    "resolves to an authority source that this run loaded, which no policy may open or change"
#define TRUSTED "resolves into trusted Box state, which no policy may open"

Test(pol_floor, plain_paths_pass)
{
    floor_is("notes.txt", POL_EFFECT_READ, "");
    floor_is("out/new.txt", POL_EFFECT_WRITE, "");
    floor_is("out/../notes.txt", POL_EFFECT_READ, "");
    floor_is("@H@/other/file", POL_EFFECT_WRITE, "");
    floor_is("missing/dir/file", POL_EFFECT_WRITE, "");
}

Test(pol_floor, outside_home_and_workspace)
{
    floor_is("/etc/passwd", POL_EFFECT_READ, OUTSIDE);
    floor_is("../../../x", POL_EFFECT_READ, OUTSIDE);
    floor_is("@R@", POL_EFFECT_READ, OUTSIDE);
}

Test(pol_floor, dotdot_escape_names_the_spelling)
{
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    cr_assert_eq(pol_path_spell(&box, NULL, "../../../../etc/passwd", 22, &p, &why), 0);
    cr_assert_eq(pol_floor_check(&box, &p, POL_EFFECT_READ, "../../../../etc/passwd", &why), -1);
    cr_assert_str_eq(cm_buf_str(&why), "../../../../etc/passwd: " OUTSIDE);
    cm_buf_free(&why);
}

Test(pol_floor, prefix_sibling_is_outside)
{
    fx_mkdir("home-evil");
    fx_write("home-evil/x", "x");
    floor_is("@H@-evil/x", POL_EFFECT_READ, OUTSIDE);
    floor_is("../../../home-evil/x", POL_EFFECT_READ, OUTSIDE);
}

Test(pol_floor, agent_home_is_reachable)
{
    fx_mkdir("agent");
    char *old = box.agent_home;
    box.agent_home = cm_strdup(fx_abs("agent"));
    floor_is("@R@/agent/x", POL_EFFECT_WRITE, "");
    cm_free(box.agent_home);
    box.agent_home = old;
}

Test(pol_floor, symlinked_file_inside)
{
    fx_symlink("notes.txt", "home/src/project/link.txt");
    floor_is("link.txt", POL_EFFECT_READ, LINK);
}

Test(pol_floor, symlinked_file_outside)
{
    fx_symlink("/etc/passwd", "home/src/project/pw");
    floor_is("pw", POL_EFFECT_READ, LINK);
}

Test(pol_floor, symlinked_dir_inside_and_outside)
{
    fx_symlink("@H@/src/project/out", "home/src/project/o2");
    fx_symlink("/etc", "home/src/project/etc");
    floor_is("o2/x.txt", POL_EFFECT_WRITE, LINK);
    floor_is("etc/passwd", POL_EFFECT_READ, LINK);
    floor_is("o2", POL_EFFECT_READ, LINK);
}

Test(pol_floor, dangling_link)
{
    fx_symlink("@H@/nothing-here", "home/src/project/dangling");
    floor_is("dangling", POL_EFFECT_WRITE, LINK);
}

Test(pol_floor, link_above_the_workspace_under_home)
{
    fx_symlink("@H@/src", "home/s");
    floor_is("@H@/s/project/notes.txt", POL_EFFECT_READ, LINK);
}

Test(pol_floor, loaded_config_and_policy)
{
    floor_is("@H@/cfg/box.toml", POL_EFFECT_READ, SOURCE);
    floor_is("@H@/cfg/policy.dw", POL_EFFECT_WRITE, SOURCE);
    floor_is("@H@/cfg/../cfg/policy.dw", POL_EFFECT_READ, SOURCE);
}

Test(pol_floor, hard_links_to_sources)
{
    char a[4200];
    snprintf(a, sizeof a, "%s", fx_abs("home/cfg/policy.dw"));
    cr_assert_eq(link(a, fx_abs("home/src/project/p2.dw")), 0);
    snprintf(a, sizeof a, "%s", fx_abs("home/cfg/box.toml"));
    cr_assert_eq(link(a, fx_abs("home/src/project/b2.toml")), 0);
    floor_is("p2.dw", POL_EFFECT_READ, SOURCE);
    floor_is("b2.toml", POL_EFFECT_DELETE, SOURCE);
}

Test(pol_floor, source_directory_read_but_not_moved)
{
    fx_write("home/cfg/other.txt", "x");
    floor_is("@H@/cfg", POL_EFFECT_READ, "");
    floor_is("@H@/cfg/other.txt", POL_EFFECT_DELETE, "");
    floor_is("@H@/cfg", POL_EFFECT_DELETE, SOURCE);
    floor_is("@H@/cfg", POL_EFFECT_MOVE, SOURCE);
}

// [egress] ca_file is an authority source too: the CA bundle fetch() trusts (issue 20)
Test(pol_floor, issue20_ca_file_is_a_source)
{
    fx_mkdir("home/ca");
    fx_write("home/ca/ca.pem", "-----BEGIN CERTIFICATE-----\nx\n-----END CERTIFICATE-----\n");
    fx_write("home/ca/other.txt", "x");
    fx_write("home/cfg/box.toml",
             "name = \"t\"\nbox_dir = \"@H@/boxes/b1\"\npolicy = \"policy.dw\"\n"
             "[agent]\nworkspace = \"@H@/src/project\"\n[egress]\nca_file = \"../ca/ca.pem\"\n");
    pol_box_free(&box);
    cm_buf err;
    cm_buf_init(&err, 0);
    cr_assert_eq(pol_box_load("home/cfg/box.toml", &box, &err), 0, "%s", cm_buf_str(&err));
    cm_buf_free(&err);
    floor_is("@H@/ca/ca.pem", POL_EFFECT_READ, SOURCE);
    floor_is("@H@/ca/ca.pem", POL_EFFECT_WRITE, SOURCE);
    floor_is("@H@/ca/other.txt", POL_EFFECT_WRITE, "");
    floor_is("@H@/ca", POL_EFFECT_MOVE, SOURCE);
}

Test(pol_floor, box_dir_and_below)
{
    floor_is("@H@/boxes/b1", POL_EFFECT_READ, TRUSTED);
    floor_is("@H@/boxes/b1/private/decisions.jsonl", POL_EFFECT_WRITE, TRUSTED);
    floor_is("@H@/boxes/b1/new", POL_EFFECT_WRITE, TRUSTED);
    floor_is("@H@/boxes", POL_EFFECT_READ, "");
    floor_is("@H@/boxes", POL_EFFECT_MOVE, TRUSTED);
    floor_is("@H@/boxes/b1-sibling", POL_EFFECT_WRITE, "");
}

Test(pol_floor, order_reach_before_link)
{
    // a link outside the reach is refused as outside (rule 1 first)
    fx_mkdir("outside");
    fx_symlink("@H@", "outside/l");
    floor_is("@R@/outside/l/x", POL_EFFECT_READ, OUTSIDE);
}

Test(pol_floor, order_link_before_source)
{
    fx_symlink("@H@/cfg/box.toml", "home/src/project/cfg-link");
    floor_is("cfg-link", POL_EFFECT_READ, LINK);
}

Test(pol_floor, written_name_is_escaped_and_bounded)
{
    pol_path p;
    cm_buf why;
    cm_buf_init(&why, 0);
    const char *w = "/etc/x\ny\xe2\x80\xae";
    cr_assert_eq(pol_path_spell(&box, NULL, w, strlen(w), &p, &why), 0);
    cr_assert_eq(pol_floor_check(&box, &p, POL_EFFECT_READ, w, &why), -1);
    cr_assert_str_eq(cm_buf_str(&why), "/etc/x\\ny\\u{202e}: " OUTSIDE);
    static char longname[3000];
    memset(longname, 'a', sizeof longname - 1);
    longname[0] = '/';
    longname[100] = '/';
    cr_assert_eq(pol_path_spell(&box, NULL, longname, strlen(longname), &p, &why), 0);
    cr_assert_eq(pol_floor_check(&box, &p, POL_EFFECT_READ, longname, &why), -1);
    cr_assert_eq(strlen(cm_buf_str(&why)), 1024 + 3 + 2 + strlen(OUTSIDE));
    cm_buf_free(&why);
}
