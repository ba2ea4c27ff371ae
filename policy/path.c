/* Path spelling: the one function that turns a caller's path into what policy sees. */
#include "config.h"

#include <string.h>

#include "policy/lang.h"
#include "policy/path.h"
#include "policy/policy.h"

/* pol_path_fold: see path.h. */
int
pol_path_fold(const char *in, size_t n, char *out, size_t cap)
{
    if (n == 0 || in[0] != '/' || cap < 2) {
        return -1;
    }
    size_t o = 0;
    size_t k = 0;
    while (k < n) {
        while (k < n && in[k] == '/') {
            k++;
        }
        size_t st = k;
        while (k < n && in[k] != '/') {
            k++;
        }
        size_t cl = k - st;
        if (cl == 0 || (cl == 1 && in[st] == '.')) {
            continue;
        }
        if (cl == 2 && in[st] == '.' && in[st + 1] == '.') {
            while (o > 0 && out[o - 1] != '/') {
                o--;
            }
            if (o > 0) {
                o--; // drop the slash too
            }
            continue;
        }
        if (o + 1 + cl + 1 > cap) {
            return -1;
        }
        out[o++] = '/';
        memcpy(out + o, in + st, cl);
        o += cl;
    }
    if (o == 0) {
        out[o++] = '/';
    }
    out[o] = 0;
    return (int)o;
}

// The fold of in[0..n) again, noting the last component that a ".." removed when that
// component was written at or after offset from (the caller's part, not the cwd's): its
// folded path goes to out. Returns 1 when one was noted, else 0 (out is then "").
static int
last_popped(const char *in, size_t n, size_t from, char *out, size_t cap)
{
    size_t starts[POL_PATH_MAX_PARTS + 2]; // where each output component came from
    size_t depth = 0;
    size_t o = 0;
    size_t k = 0;
    int noted = 0;
    out[0] = 0;
    char cur[POL_PATH_MAX + 2];
    while (k < n) {
        while (k < n && in[k] == '/') {
            k++;
        }
        size_t st = k;
        while (k < n && in[k] != '/') {
            k++;
        }
        size_t cl = k - st;
        if (cl == 0 || (cl == 1 && in[st] == '.')) {
            continue;
        }
        if (cl == 2 && in[st] == '.' && in[st + 1] == '.') {
            if (depth > 0) {
                if (starts[depth - 1] >= from && o < cap) {
                    memcpy(out, cur, o);
                    out[o] = 0;
                    noted = 1;
                }
                depth--;
            }
            while (o > 0 && cur[o - 1] != '/') {
                o--;
            }
            if (o > 0) {
                o--;
            }
            continue;
        }
        if (o + 1 + cl + 1 > sizeof cur || depth >= CM_ARRAY_LEN(starts)) {
            out[0] = 0;
            return 0; // pol_path_fold refused this already
        }
        cur[o++] = '/';
        memcpy(cur + o, in + st, cl);
        o += cl;
        starts[depth++] = st;
    }
    return noted;
}

/* pol_path_at_or_under: see policy.h. */
int
pol_path_at_or_under(const char *path, const char *root)
{
    if (!path || !root) {
        return 0;
    }
    size_t rl = strlen(root);
    if (rl == 1 && root[0] == '/') {
        return path[0] == '/';
    }
    if (strncmp(path, root, rl) != 0) {
        return 0;
    }
    return path[rl] == 0 || path[rl] == '/';
}

static size_t
count_parts(const char *s, size_t n)
{
    size_t parts = 0;
    int in = 0;
    for (size_t k = 0; k < n; k++) {
        if (s[k] == '/') {
            in = 0;
        } else if (!in) {
            in = 1;
            parts++;
        }
    }
    return parts;
}

// 1 when s[0..n) holds "..": from each '.' that memchr finds (glibc's memmem costs ~300
// instructions for a path of a few dozen bytes, a byte loop ~5 a byte; issue 18).
static int
has_dotdot(const char *s, size_t n)
{
    const char *end = s + n;
    for (const char *d = memchr(s, '.', n); d && d + 1 < end;
         d = memchr(d + 1, '.', (size_t)(end - d - 1))) {
        if (d[1] == '.') {
            return 1;
        }
    }
    return 0;
}

static int
refuse(cm_buf *err, const char *why)
{
    if (err) {
        cm_buf_reset(err);
        if (cm_buf_adds(err, why) != 0) {
            cm_buf_reset(err);
        }
    }
    return -1;
}

/* pol_path_spell: see policy.h. The operator home is b->operator_home (none when b is
 * NULL or has none); cwd NULL means b->workspace. */
int
pol_path_spell(const pol_box *b, const char *cwd, const char *written, size_t written_len,
               pol_path *out, cm_buf *err)
{
    out->abs[0] = 0;
    out->spelled[0] = 0;
    out->dir_only = 0;
    out->must_dir[0] = 0;
    if (!written) {
        return refuse(err, "no path given");
    }
    if (memchr(written, 0, written_len)) {
        return refuse(err, "embedded null byte");
    }
    if (written_len > POL_PATH_MAX) {
        return refuse(err, "path is longer than 4096 bytes");
    }
    if (written_len == 0) {
        return refuse(err, "empty path");
    }
    char joined[2 * POL_PATH_MAX + 2];
    size_t jl;
    size_t from = 0; // where the caller's own text starts in joined
    if (written[0] == '/') {
        memcpy(joined, written, written_len);
        jl = written_len;
    } else {
        if (!cwd && b) {
            cwd = b->workspace;
        }
        if (!cwd || cwd[0] != '/') {
            return refuse(err, "relative path with no current directory");
        }
        size_t cl = strlen(cwd);
        if (cl > POL_PATH_MAX) {
            return refuse(err, "path is longer than 4096 bytes");
        }
        memcpy(joined, cwd, cl);
        joined[cl] = '/';
        memcpy(joined + cl + 1, written, written_len);
        jl = cl + 1 + written_len;
        from = cl + 1;
    }
    // k components take at least 2k - 1 bytes: a shorter path needs no count (issue 18)
    if (jl >= 2 * POL_PATH_MAX_PARTS + 1 && count_parts(joined, jl) > POL_PATH_MAX_PARTS) {
        return refuse(err, "path has more than 256 components");
    }
    if (pol_path_fold(joined, jl, out->abs, sizeof out->abs) < 0) {
        return refuse(err, "path is longer than 4096 bytes");
    }
    // The last component as written: "" (a trailing slash), "." or ".." name a directory.
    const char *slash = memrchr(written, '/', written_len);
    size_t ll = slash ? written_len - (size_t)(slash - written) - 1 : written_len;
    const char *lc = written + written_len - ll;
    out->dir_only =
        ll == 0 || (ll == 1 && lc[0] == '.') || (ll == 2 && lc[0] == '.' && lc[1] == '.');
    // "x/.." walks through x: it must be a directory. Only inside the operator home or
    // the workspace, where the floor lets the box look; elsewhere the box folds as
    // before and touches nothing the floor would refuse.
    if (has_dotdot(written, written_len) &&
        last_popped(joined, jl, from, out->must_dir, sizeof out->must_dir)) {
        const char *ws = b ? b->workspace : NULL;
        const char *oh = b ? b->operator_home : NULL;
        const char *bd = b ? b->box_dir : NULL;
        int inside = (ws && pol_path_at_or_under(out->must_dir, ws)) ||
                     (oh && pol_path_at_or_under(out->must_dir, oh));
        if (!inside || (bd && pol_path_at_or_under(out->must_dir, bd))) {
            out->must_dir[0] = 0;
        }
    }
    const char *home = b ? b->operator_home : NULL;
    if (home && pol_path_at_or_under(out->abs, home)) {
        size_t hl = strlen(home);
        if (hl == 1) {
            hl = 0; // home is "/": every path is under it
        }
        const char *rest = out->abs + hl; // "" or "/..."
        if (rest[0] == 0 || (hl == 0 && rest[1] == 0)) {
            memcpy(out->spelled, "~", 2);
        } else {
            out->spelled[0] = '~';
            size_t rl = strlen(rest);
            if (rl + 2 > sizeof out->spelled) {
                return refuse(err, "path is longer than 4096 bytes");
            }
            memcpy(out->spelled + 1, rest, rl + 1);
        }
    } else {
        memcpy(out->spelled, out->abs, strlen(out->abs) + 1);
    }
    return 0;
}

/* pol_path_denial_as_written: see policy.h. */
int
pol_path_denial_as_written(const char *message, const char *written, size_t len, cm_buf *out)
{
    static const char pre[] = "policy denied this operation on '";
    size_t pl = sizeof pre - 1;
    const char *c = message + pl;
    if (strncmp(message, pre, pl) == 0) {
        // the escaped path ends at the first quote that no backslash escapes
        while (*c && *c != '\'') {
            if (*c == '\\' && c[1]) {
                c++;
            }
            c++;
        }
    }
    if (strncmp(message, pre, pl) != 0 || *c == 0) {
        return cm_buf_adds(out, message);
    }
    cm_buf t;
    cm_buf_init(&t, 0);
    if (cm_buf_add(&t, pre, pl) != 0 || pol_msg_escape_resource(&t, written, len, 1024) != 0 ||
        cm_buf_adds(&t, c) != 0) {
        cm_buf_free(&t);
        return -1;
    }
    // the whole message stays within 4096 bytes, cut at a character boundary
    size_t n = t.len;
    int cut = 0;
    if (n > 4096) {
        n = 4093;
        while (n > 0 && ((unsigned char)t.data[n] & 0xC0) == 0x80) {
            n--;
        }
        cut = 1;
    }
    int rc = cm_buf_add(out, t.data, n);
    if (rc == 0 && cut) {
        rc = cm_buf_adds(out, "...");
    }
    cm_buf_free(&t);
    return rc;
}
