/* The reach floor: deny-only checks that run after a permit and that no rule can lift. */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "policy/lang.h"
#include "policy/path.h"
#include "policy/policy.h"

// "<written>: <text>", the path escaped as annotations are (control and bidi
// characters, backslash) and cut at 1024 bytes, so a name cannot forge a line.
static int
refuse(cm_buf *why, const char *written, const char *text)
{
    if (!why) {
        return -1;
    }
    cm_buf_reset(why);
    cm_buf esc;
    cm_buf_init(&esc, 0);
    int rc = pol_msg_escape_annotation(&esc, written, strlen(written));
    size_t n = esc.len;
    int cut = 0;
    if (n > 1024) {
        n = 1024;
        while (n > 0 && ((unsigned char)esc.data[n] & 0xC0) == 0x80) {
            n--;
        }
        cut = 1;
    }
    if (rc != 0 || cm_buf_add(why, esc.data ? esc.data : "", n) != 0 ||
        (cut && cm_buf_adds(why, "...") != 0) || cm_buf_printf(why, ": %s", text) != 0) {
        cm_buf_reset(why);
    }
    cm_buf_free(&esc);
    return -1;
}

// 1 when the directory at dir is path itself or one of its ancestors (both canonical).
static int
at_or_above(const char *dir, const char *path)
{
    return dir && path && pol_path_at_or_under(path, dir);
}

// The parent directory of an absolute canonical path, into out.
static void
parent_of(const char *path, char *out, size_t cap)
{
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] != '/') {
        n--;
    }
    if (n > 1) {
        n--; // drop the slash unless it is the root
    }
    if (n >= cap) {
        n = cap - 1;
    }
    memcpy(out, path, n);
    out[n] = 0;
}

// A symbolic link at any component of abs below the canonical root it lies under.
// What it saw of abs itself goes to *seen (the authority check reuses it, so the path
// is lstat'ed once, not twice): LEAF_FOUND with *leaf, LEAF_NONE when abs or a part of
// it could not be lstat'ed (nothing is there to match), LEAF_UNSEEN when abs is the
// root itself and nothing was looked at.
enum { LEAF_UNSEEN, LEAF_FOUND, LEAF_NONE };

static int
has_symlink(const pol_box *b, const char *abs, struct stat *leaf, int *seen)
{
    *seen = LEAF_UNSEEN;
    size_t start = 0; // components before this offset are known canonical
    const char *roots[2] = {b->operator_home, b->workspace};
    for (size_t r = 0; r < 2; r++) {
        const char *root = roots[r];
        if (root && pol_path_at_or_under(abs, root)) {
            size_t rl = strlen(root);
            if (rl > start) {
                start = rl == 1 ? 0 : rl;
            }
        }
    }
    char pre[POL_PATH_MAX + 1];
    size_t n = strlen(abs);
    size_t k = start;
    while (k < n) {
        // abs[k] is '/': extend to the end of the next component
        size_t e = k + 1;
        while (e < n && abs[e] != '/') {
            e++;
        }
        memcpy(pre, abs, e);
        pre[e] = 0;
        struct stat st;
        if (lstat(pre, &st) != 0) {
            // missing or unreachable: nothing further can be a link that we follow;
            // the effect itself will fail
            *seen = LEAF_NONE;
            return 0;
        }
        if (S_ISLNK(st.st_mode)) {
            return 1;
        }
        if (e == n) {
            *leaf = st;
            *seen = LEAF_FOUND;
        }
        k = e;
    }
    return 0;
}

/* pol_floor_check: see policy.h. Order: reach, symlink identity, authority sources,
 * trusted Box state. */
int
pol_floor_check(const pol_box *b, const pol_path *p, pol_effect effect, const char *written,
                cm_buf *why)
{
    if (!written) {
        written = p->spelled;
    }
    const char *abs = p->abs;
    if (abs[0] != '/') {
        return refuse(why, written, "outside this box's home and every declared bind");
    }
    // 1. reach: operator home, agent home, workspace (by component)
    if (!pol_path_at_or_under(abs, b->operator_home) && !pol_path_at_or_under(abs, b->agent_home) &&
        !pol_path_at_or_under(abs, b->workspace)) {
        return refuse(why, written, "outside this box's home and every declared bind");
    }
    // 2. a symbolic link anywhere in the path, dangling ones included
    struct stat st;
    int seen;
    if (has_symlink(b, abs, &st, &seen)) {
        return refuse(why, written,
                      "resolves to a different path, so it is not the identity policy judged");
    }
    // 3. the authority sources this run loaded, by device and inode; their directories
    // (and every directory above them) may be read but not removed or renamed
    const char *authority =
        "resolves to an authority source that this run loaded, which no policy may open or change";
    if (b->config_path) {
        // abs as the link check just lstat'ed it (a missing part: nothing to match);
        // lstat'ed here only when that check looked at nothing
        if (seen == LEAF_UNSEEN) {
            seen = lstat(abs, &st) == 0 ? LEAF_FOUND : LEAF_NONE;
        }
        if (seen == LEAF_FOUND) {
            if (st.st_dev == b->config_dev && st.st_ino == b->config_ino) {
                return refuse(why, written, authority);
            }
            if (b->have_policy_id && st.st_dev == b->policy_dev && st.st_ino == b->policy_ino) {
                return refuse(why, written, authority);
            }
            // the CA bundle fetch() trusts ([egress] ca_file)
            if (b->ca_file && st.st_dev == b->ca_dev && st.st_ino == b->ca_ino) {
                return refuse(why, written, authority);
            }
        }
        if (effect == POL_EFFECT_DELETE || effect == POL_EFFECT_MOVE) {
            char dir[POL_PATH_MAX + 1];
            parent_of(b->config_path, dir, sizeof dir);
            if (at_or_above(abs, dir)) {
                return refuse(why, written, authority);
            }
            if (b->policy_path) {
                parent_of(b->policy_path, dir, sizeof dir);
                if (at_or_above(abs, dir)) {
                    return refuse(why, written, authority);
                }
            }
            if (b->ca_file) {
                parent_of(b->ca_file, dir, sizeof dir);
                if (at_or_above(abs, dir)) {
                    return refuse(why, written, authority);
                }
            }
        }
    }
    // 4. the box directory and everything under it (and, for a removal or a rename,
    // every directory that holds it)
    const char *state = "resolves into trusted Box state, which no policy may open";
    if (b->box_dir) {
        if (pol_path_at_or_under(abs, b->box_dir)) {
            return refuse(why, written, state);
        }
        if ((effect == POL_EFFECT_DELETE || effect == POL_EFFECT_MOVE) &&
            at_or_above(abs, b->box_dir)) {
            return refuse(why, written, state);
        }
    }
    return 0;
}
