/* `strands-box init`: check config and policy, make the box directory and its aliases. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/io.h"
#include "common/utf8.h"

static const char *const alias_names[] = {"zsh", "bash", "sh", "python3", "python", NULL};

// Append s single-quoted for /bin/sh.
static int
add_quoted(cm_buf *b, const char *s)
{
    if (cm_buf_addc(b, '\'') != 0) {
        return -1;
    }
    for (const char *c = s; *c; c++) {
        if (*c == '\'') {
            if (cm_buf_adds(b, "'\\''") != 0) {
                return -1;
            }
        } else if (cm_buf_addc(b, *c) != 0) {
            return -1;
        }
    }
    return cm_buf_addc(b, '\'');
}

// The whole of a small file, or -1 (missing, unreadable, or larger than cap).
static int
slurp(const char *path, cm_buf *out, size_t cap)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0) {
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return -1;
    }
    cm_buf_init(out, cap);
    int rc = cm_read_all(fd, out, SIZE_MAX);
    close(fd);
    return rc;
}

/* Make path hold exactly text with mode: unchanged when it already does, else written
 * to a temporary name beside it and renamed over. Returns 0 or -1 (message on stderr). */
static int
put_file(const char *path, const char *text, size_t len, mode_t mode)
{
    cm_buf old;
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 07777) == mode &&
        slurp(path, &old, len + 1) == 0) {
        int same = old.len == len && memcmp(cm_buf_str(&old), text, len) == 0;
        cm_buf_free(&old);
        if (same) {
            return 0;
        }
    }
    cm_buf tmp;
    cm_buf_init(&tmp, 0);
    if (cm_buf_printf(&tmp, "%s.tmp%ld", path, (long)getpid()) != 0) {
        cm_utf8_eprintf("strands-box: error: out of memory\n");
        return -1;
    }
    const char *t = cm_buf_str(&tmp);
    int fd = open(t, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
    int rc = fd < 0 ? -1 : cm_write_all(fd, text, len);
    if (rc == 0 && fchmod(fd, mode) != 0) {
        rc = -1;
    }
    if (fd >= 0 && close(fd) != 0) {
        rc = -1;
    }
    if (rc == 0 && rename(t, path) != 0) {
        rc = -1;
    }
    if (rc != 0) {
        cm_utf8_eprintf("strands-box: error: cannot write %s: %s\n", path, strerror(errno));
        unlink(t);
    }
    cm_buf_free(&tmp);
    return rc;
}

static int
make_dir(const char *path)
{
    if (mkdir(path, 0700) != 0 && errno != EEXIST) {
        cm_utf8_eprintf("strands-box: error: cannot create %s: %s\n", path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        cm_utf8_eprintf("strands-box: error: %s is not a directory\n", path);
        return -1;
    }
    return 0;
}

static int
write_aliases(const pol_box *b, const char *const *exes)
{
    cm_buf dir;
    cm_buf_init(&dir, 0);
    if (cm_buf_printf(&dir, "%s/bin", b->box_dir) != 0) {
        return -1;
    }
    int rc = make_dir(cm_buf_str(&dir));
    for (size_t k = 0; rc == 0 && alias_names[k]; k++) {
        cm_buf text;
        cm_buf path;
        cm_buf_init(&text, 0);
        cm_buf_init(&path, 0);
        cm_buf entry;
        cm_buf_init(&entry, 0);
        // one fixed first argument; the binary parses no option after it, and the
        // record in private/ (not the caller) says which config, home and workspace
        int bad =
            cm_buf_printf(&text,
                          "#!/bin/sh\n# The %s alias of box %s, written by `strands-box init`. "
                          "It runs under\n# %s/private/alias.toml; no argument or variable "
                          "changes that.\n# The box's shell where init ran it, else where "
                          "PATH and `make install` had it then.\n",
                          alias_names[k], b->name, b->box_dir) != 0 ||
            cm_buf_printf(&entry, "%s%s:%s", BI_ALIAS_ENTRY, alias_names[k], b->box_dir) != 0;
        for (size_t e = 0; !bad && exes[e]; e++) {
            // one fixed line per candidate: the path and the entry are init's, not the caller's
            bad = cm_buf_adds(&text, "[ -x ") != 0 || add_quoted(&text, exes[e]) != 0 ||
                  cm_buf_adds(&text, " ] && exec ") != 0 || add_quoted(&text, exes[e]) != 0 ||
                  cm_buf_addc(&text, ' ') != 0 || add_quoted(&text, cm_buf_str(&entry)) != 0 ||
                  cm_buf_adds(&text, " \"$@\"\n") != 0;
        }
        bad = bad ||
              cm_buf_printf(&text,
                            "echo \"%s: the box's shell is gone; run strands-box init --config "
                            "BOX_TOML again\" >&2\nexit 126\n",
                            alias_names[k]) != 0;
        if (bad || cm_buf_printf(&path, "%s/%s", cm_buf_str(&dir), alias_names[k]) != 0) {
            cm_utf8_eprintf("strands-box: error: out of memory\n");
            rc = -1;
        } else {
            rc = put_file(cm_buf_str(&path), cm_buf_str(&text), text.len, 0755);
        }
        cm_buf_free(&entry);
        cm_buf_free(&text);
        cm_buf_free(&path);
    }
    cm_buf_free(&dir);
    return rc;
}

static int
write_private(const pol_box *b)
{
    cm_buf cfg;
    if (slurp(b->config_path, &cfg, (size_t)1 << 20) != 0) {
        cm_utf8_eprintf("strands-box: error: cannot read %s\n", b->config_path);
        return -1;
    }
    cm_buf path;
    cm_buf_init(&path, 0);
    int rc = cm_buf_printf(&path, "%s/private/box.toml", b->box_dir);
    if (rc == 0) {
        rc = put_file(cm_buf_str(&path), cm_buf_str(&cfg), cfg.len, 0600);
    }
    cm_buf rec;
    cm_buf_init(&rec, 0);
    cm_buf_reset(&path);
    if (rc == 0 && (cm_buf_printf(&path, "%s/private/alias.toml", b->box_dir) != 0 ||
                    pol_alias_record_format(b, &rec) != 0)) {
        fprintf(stderr, "strands-box: error: out of memory\n");
        rc = -1;
    }
    if (rc == 0) {
        rc = put_file(cm_buf_str(&path), cm_buf_str(&rec), rec.len, 0600);
    }
    cm_buf_free(&rec);
    cm_buf_reset(&path);
    if (rc == 0 && cm_buf_printf(&path, "%s/private/history", b->box_dir) == 0) {
        int fd = open(cm_buf_str(&path), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd < 0) {
            cm_utf8_eprintf("strands-box: error: cannot create %s: %s\n", cm_buf_str(&path),
                            strerror(errno));
            rc = -1;
        } else {
            close(fd);
        }
    }
    cm_buf_free(&path);
    cm_buf_free(&cfg);
    return rc;
}

/* The start-up disclosure of [agent.filesystem], one line per entry, on stream. */
static void
disclose(const pol_box *b, FILE *stream)
{
    if (b->n_grants == 0) {
        return;
    }
    fprintf(stream, "strands-box: [agent] runs %s with no policy decision over these paths:\n",
            b->program ? b->program : "strands-shell");
    for (size_t k = 0; k < b->n_grants; k++) {
        fprintf(stream, "  %s  %s\n", b->grants[k].list, b->grants[k].path);
    }
}

/* The operator home the aliases will run under is recorded from $HOME now (unless
 * box.toml names `operator_home`): it must be spelled as the kernel spells it, or the
 * record would fix a second name for the home. Returns 0 or -1 (message on stderr). */
static int
check_home(const pol_box *b)
{
    const char *home = getenv("HOME");
    if (b->operator_home_from_config || (home && strcmp(home, b->operator_home) == 0)) {
        return 0;
    }
    fprintf(stderr,
            "strands-box: error: the operator home $HOME is %s but resolves to %s; the aliases "
            "record the home once, so set HOME to %s or name it in box.toml as "
            "`operator_home`\n",
            home ? home : "unset", b->operator_home, b->operator_home);
    return -1;
}

#ifndef BI_BINDIR
#define BI_BINDIR "" // no installed path known: the aliases do without it
#endif

// The canonical path of the executable name PATH finds first, into out (PATH_MAX
// bytes); 0, or -1 when there is none.
static int
find_on_path(const char *name, char *out)
{
    const char *p = getenv("PATH");
    while (p && *p) {
        const char *colon = strchr(p, ':');
        size_t n = colon ? (size_t)(colon - p) : strlen(p);
        char cand[PATH_MAX];
        if (n > 0 && p[0] == '/' && n + strlen(name) + 2 < sizeof cand) {
            snprintf(cand, sizeof cand, "%.*s/%s", (int)n, p, name);
            if (access(cand, X_OK) == 0 && realpath(cand, out)) {
                return 0;
            }
        }
        p = colon ? colon + 1 : NULL;
    }
    return -1;
}

static int
usage(void)
{
    cm_utf8_eprintf("usage: strands-box init --config BOX_TOML\n");
    return 2;
}

/* bi_box_init_main: see builtins.h. Exit 0 when the box is ready, 1 when the config or
 * the policy does not load or a file cannot be written, 2 on a usage error. */
int
bi_box_init_main(int argc, char **argv)
{
    const char *config = NULL;
    for (int k = 1; k < argc; k++) {
        if (strcmp(argv[k], "--config") == 0 && k + 1 < argc) {
            config = argv[++k];
        } else if (strncmp(argv[k], "--config=", 9) == 0) {
            config = argv[k] + 9;
        } else {
            return usage();
        }
    }
    if (!config || !*config) {
        return usage();
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        cm_utf8_eprintf("strands-box: error: cannot find this program's path: %s\n",
                        strerror(errno));
        return 1;
    }
    exe[n] = 0;
    // where the aliases look for the box's shell, in order: this program, the
    // strands-shell PATH finds now, and the installed one (which `make install` may
    // put there later)
    char on_path[PATH_MAX];
    const char *exes[4] = {exe, NULL, NULL, NULL};
    size_t nexes = 1;
    if (find_on_path("strands-shell", on_path) == 0 && strcmp(on_path, exe) != 0) {
        exes[nexes++] = on_path;
    }
    static const char installed[] = BI_BINDIR "/strands-shell";
    if (installed[0] == '/' && strcmp(installed, exe) != 0 &&
        (nexes == 1 || strcmp(installed, on_path) != 0)) {
        exes[nexes++] = installed;
    }
    bi_box box;
    cm_buf err;
    cm_buf_init(&err, 0);
    if (bi_box_open(config, "init", &box, &err) != 0) {
        cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
        cm_buf_free(&err);
        return 1;
    }
    cm_buf_free(&err);
    int rc = check_home(&box.box);
    if (rc == 0) {
        rc = write_private(&box.box);
    }
    if (rc == 0) {
        rc = write_aliases(&box.box, exes);
    }
    if (rc == 0) {
        disclose(&box.box, stderr);
        cm_buf rules;
        cm_buf_init(&rules, 0);
        if (bi_confine_describe(&box, &rules) == 0) {
            fprintf(stderr, "strands-box: kernel ruleset:\n%s", cm_buf_str(&rules));
        }
        cm_buf_free(&rules);
        printf("strands-box: box %s is ready; its aliases are in %s/bin\n", box.box.name,
               box.box.box_dir);
    }
    bi_box_close(&box);
    return rc == 0 ? 0 : 1;
}
