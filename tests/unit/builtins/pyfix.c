/* Test fixture for the python section: a temporary box and a Monty host on it. */
#include "config.h"

#include <criterion/criterion.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/buf.h"
#include "tests/unit/builtins/pyfix.h"

pyfix F;

const char pyfix_policy_ws[] =
    "@id(\"ws_files\")\n"
    "permit (principal, action in [Box::Action::\"fs:read\", Box::Action::\"fs:write\",\n"
    "                              Box::Action::\"fs:delete\", Box::Action::\"fs:move\"], "
    "resource)\n"
    "when { context.input.path == \"~/ws\" || context.input.path like \"~/ws/*\" };\n"
    "\n"
    "@id(\"python_in_shell\")\n"
    "permit (principal, action == Box::Action::\"shell:exec\", resource)\n"
    "when { [\"python\", \"python3\"].contains(context.input.program) };\n";

static void
put_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert(f, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

static char *
slurp(const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return NULL;
    }
    cm_buf b;
    cm_buf_init(&b, 0);
    char chunk[4096];
    ssize_t n;
    while ((n = read(fd, chunk, sizeof chunk)) > 0) {
        cr_assert_eq(cm_buf_add(&b, chunk, (size_t)n), 0);
    }
    close(fd);
    return b.data ? cm_buf_take(&b) : cm_strdup("");
}

/* Make the box, open it and prepare F.ctx and F.host. */
void
pyfix_setup(const char *policy, const char *extra_toml)
{
    memset(&F, 0, sizeof F);
    char tmpl[] = "/tmp/pyfix.XXXXXX";
    cr_assert(mkdtemp(tmpl));
    cr_assert(realpath(tmpl, F.root));
    snprintf(F.home, sizeof F.home, "%s/home", F.root);
    snprintf(F.ws, sizeof F.ws, "%s/ws", F.home);
    snprintf(F.config, sizeof F.config, "%s/etc/box.toml", F.root);
    snprintf(F.log, sizeof F.log, "%s/box/private/decisions.jsonl", F.root);
    char path[1024];
    cr_assert_eq(mkdir(F.home, 0700), 0);
    cr_assert_eq(mkdir(F.ws, 0700), 0);
    snprintf(path, sizeof path, "%s/etc", F.root);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/etc/policy.dw", F.root);
    put_file(path, policy ? policy : pyfix_policy_ws);
    // "@WS@" in the extra lines stands for the workspace path.
    cm_buf extra;
    cm_buf_init(&extra, 0);
    for (const char *p = extra_toml ? extra_toml : ""; *p; p++) {
        if (strncmp(p, "@WS@", 4) == 0) {
            cr_assert_eq(cm_buf_adds(&extra, F.ws), 0);
            p += 3;
        } else {
            cr_assert_eq(cm_buf_addc(&extra, *p), 0);
        }
    }
    // Grants must exist: make every "@WS@/<dir>" the extra lines name.
    for (const char *p = extra_toml ? strstr(extra_toml, "@WS@/") : NULL; p;
         p = strstr(p + 1, "@WS@/")) {
        size_t n = strcspn(p + 5, "\"");
        snprintf(path, sizeof path, "%s/%.*s", F.ws, (int)n, p + 5);
        cr_assert_eq(mkdir(path, 0700), 0);
    }
    cm_buf toml;
    cm_buf_init(&toml, 0);
    cr_assert_eq(cm_buf_printf(&toml,
                               "name = \"pyfix\"\nbox_dir = \"%s/box\"\npolicy = \"policy.dw\"\n"
                               "\n[agent]\nworkspace = \"%s\"\n\n%s\n",
                               F.root, F.ws, cm_buf_str(&extra)),
                 0);
    put_file(F.config, cm_buf_str(&toml));
    cm_buf_free(&toml);
    cm_buf_free(&extra);

    const char *old = getenv("HOME");
    F.saved_home = old ? cm_strdup(old) : NULL;
    setenv("HOME", F.home, 1);
    cm_buf err;
    cm_buf_init(&err, 0);
    int rc = bi_box_open(F.config, "python", &F.box, &err);
    cr_assert_eq(rc, 0, "bi_box_open: %s", cm_buf_str(&err));
    cm_buf_free(&err);
    F.opened = 1;

    F.ctx.box = &F.box;
    snprintf(F.ctx.cwd, sizeof F.ctx.cwd, "%s", F.ws);
    F.ctx.in = -1;
    snprintf(path, sizeof path, "%s/stdout", F.root);
    F.ctx.out = open(path, O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
    snprintf(path, sizeof path, "%s/stderr", F.root);
    F.ctx.err = open(path, O_RDWR | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
    cr_assert(F.ctx.out >= 0 && F.ctx.err >= 0);
    bi_host_init(&F.host, &F.ctx);
    bi_host_table(&F.host, &F.tbl);
}

static int
rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    if (flag == FTW_DP) {
        chmod(path, 0700);
        return rmdir(path);
    }
    return unlink(path);
}

/* Close everything and remove the temporary tree. */
void
pyfix_teardown(void)
{
    if (!F.opened) {
        return;
    }
    bi_host_fini(&F.host);
    bi_box_close(&F.box);
    close(F.ctx.out);
    close(F.ctx.err);
    nftw(F.root, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    if (F.saved_home) {
        setenv("HOME", F.saved_home, 1);
        cm_free(F.saved_home);
    }
    F.opened = 0;
}

static void
abs_of(const char *rel, char *out, size_t cap)
{
    if (rel[0] == '/') {
        snprintf(out, cap, "%s", rel);
    } else {
        snprintf(out, cap, "%s/%s", F.ws, rel);
    }
}

/* Write text to the file at rel. */
void
pyfix_write(const char *rel, const char *text)
{
    char path[2048];
    abs_of(rel, path, sizeof path);
    put_file(path, text);
}

/* The contents of the file at rel, or NULL. */
char *
pyfix_read(const char *rel)
{
    char path[2048];
    abs_of(rel, path, sizeof path);
    return slurp(path);
}

/* What the run wrote to stdout so far. */
char *
pyfix_out(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/stdout", F.root);
    return slurp(path);
}

/* What the run wrote to stderr so far. */
char *
pyfix_err(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/stderr", F.root);
    return slurp(path);
}

// The string value of the first key of keys found in line (quotes and \" handled).
static void
field(const char *line, const char *const *keys, cm_buf *out)
{
    for (; *keys; keys++) {
        char pat[128];
        snprintf(pat, sizeof pat, "\"%s\":", *keys);
        const char *p = strstr(line, pat);
        if (!p) {
            continue;
        }
        p += strlen(pat);
        while (*p == ' ') {
            p++;
        }
        if (*p != '"') {
            continue;
        }
        for (p++; *p && *p != '"'; p++) {
            if (*p == '\\' && p[1]) {
                p++;
            }
            cr_assert_eq(cm_buf_addc(out, *p), 0);
        }
        return;
    }
    cr_assert_eq(cm_buf_adds(out, "?"), 0);
}

/* The decision log as "verdict action resource rule" lines. */
char *
pyfix_log(void)
{
    static const char *const verdict[] = {"verdict", "strands.box.policy.verdict", NULL};
    static const char *const action[] = {"action", "strands.box.policy.action", NULL};
    static const char *const resource[] = {"resource", "strands.box.policy.resource", NULL};
    static const char *const rule[] = {"rule", "strands.box.policy.rule", NULL};
    char *text = slurp(F.log);
    cm_buf out;
    cm_buf_init(&out, 0);
    if (text) {
        char *save = NULL;
        for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
            field(line, verdict, &out);
            cr_assert_eq(cm_buf_addc(&out, ' '), 0);
            field(line, action, &out);
            cr_assert_eq(cm_buf_addc(&out, ' '), 0);
            field(line, resource, &out);
            cr_assert_eq(cm_buf_addc(&out, ' '), 0);
            field(line, rule, &out);
            cr_assert_eq(cm_buf_addc(&out, '\n'), 0);
        }
        cm_free(text);
    }
    return out.data ? cm_buf_take(&out) : cm_strdup("");
}

/* One host fs call. */
int
pyfix_fs(const monty_fs_op *op, monty_fs_result *res, monty_error *err)
{
    memset(res, 0, sizeof *res);
    memset(err, 0, sizeof *err);
    cm_buf_init(&err->message, 0);
    return F.tbl.fs(F.tbl.ctx, op, res, err);
}

/* Free what a host fs call handed back. */
void
pyfix_result_free(monty_fs_result *res, monty_error *err)
{
    cm_free(res->data);
    for (size_t i = 0; i < res->n_names; i++) {
        cm_free(res->names[i]);
    }
    cm_free(res->names);
    cm_free(res->types);
    memset(res, 0, sizeof *res);
    cm_buf_free(&err->message);
}
