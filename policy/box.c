/* box.toml: load, check every key against the spec, and describe the box. */
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/io.h"
#include "policy/path.h"
#include "policy/policy.h"
#include "policy/toml.h"

#define CONFIG_MAX_BYTES ((size_t)1 << 20)

/* pol_limits_default: the spec's numbers. */
void
pol_limits_default(pol_limits *l)
{
    l->run_seconds = 120;
    l->deadline_seconds = 305;
    l->host_calls = 10000;
    l->sleep_seconds = 180;
    l->alloc_bytes = (uint64_t)128 << 20;
    l->urandom_bytes = (uint64_t)1 << 20;
    l->fetch_bytes = (uint64_t)1 << 20;
    l->fetch_seconds = 60;
    l->log_max_bytes = (uint64_t)256 << 20;
    l->memory_bytes = POL_MEMORY_BYTES_DEFAULT;
    l->shell_run_seconds = 120;
    l->shell_command_seconds = 30;
    l->mcp_tools = POL_MCP_ALL;
    l->mcp_output_bytes = (uint64_t)1 << 20;
    l->mcp_message_bytes = (uint64_t)4 << 20;
}

typedef struct loader {
    const char *origin; // the config path as the caller wrote it
    cm_buf *err;
    pol_box *b;
    int failed;
} loader;

static int fail(loader *L, int line, int col, const char *fmt, ...) CM_PRINTF(4, 5);

static int
fail(loader *L, int line, int col, const char *fmt, ...)
{
    if (L->failed) {
        return -1;
    }
    L->failed = 1;
    cm_buf_reset(L->err);
    va_list ap;
    va_start(ap, fmt);
    if (cm_buf_printf(L->err, "%s:%d:%d: ", L->origin, line, col) == 0 &&
        cm_buf_vprintf(L->err, fmt, ap) != 0) {
        cm_buf_reset(L->err);
    }
    va_end(ap);
    return -1;
}

static int
oom(loader *L)
{
    return fail(L, 1, 1, "out of memory");
}

static size_t
edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a);
    size_t lb = strlen(b);
    if (la > 64 || lb > 64) {
        return la > lb ? la : lb;
    }
    size_t row[65];
    for (size_t j = 0; j <= lb; j++) {
        row[j] = j;
    }
    for (size_t i = 1; i <= la; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] == b[j - 1] ? 0 : 1);
            if (up + 1 < best) {
                best = up + 1;
            }
            if (row[j - 1] + 1 < best) {
                best = row[j - 1] + 1;
            }
            row[j] = best;
            diag = up;
        }
    }
    return row[lb];
}

// Every key of t must be in valid (NULL-terminated); where is "" or " in [agent]".
static int
check_keys(loader *L, const pol_toml_value *t, const char *const *valid, const char *where)
{
    for (const pol_toml_entry *e = t->first; e; e = e->next) {
        int ok = 0;
        const char *best = NULL;
        size_t best_d = (size_t)-1;
        for (size_t k = 0; valid[k]; k++) {
            if (strcmp(e->key, valid[k]) == 0) {
                ok = 1;
                break;
            }
            size_t d = edit_distance(e->key, valid[k]);
            if (d < best_d) {
                best_d = d;
                best = valid[k];
            }
        }
        if (!ok) {
            return fail(L, e->line, e->col, "unknown key `%s`%s; did you mean `%s`?", e->key, where,
                        best ? best : "?");
        }
    }
    return 0;
}

static const char *
a_type(pol_toml_type t)
{
    switch (t) {
    case POL_TOML_STRING:
        return "a string";
    case POL_TOML_INT:
        return "an integer";
    case POL_TOML_FLOAT:
        return "a float";
    case POL_TOML_BOOL:
        return "a boolean";
    case POL_TOML_ARRAY:
        return "an array";
    case POL_TOML_TABLE:
        return "a table";
    }
    return "a value";
}

// The value of key in t when it has type want; NULL (and *bad set on a type error).
static const pol_toml_value *
get(loader *L, const pol_toml_value *t, const char *key, const char *shown, pol_toml_type want,
    int *bad)
{
    const pol_toml_entry *e = t ? pol_toml_find(t, key) : NULL;
    if (!e) {
        return NULL;
    }
    if (e->val->type != want) {
        fail(L, e->val->line, e->val->col, "`%s` must be %s, not %s", shown, a_type(want),
             a_type(e->val->type));
        *bad = 1;
        return NULL;
    }
    return e->val;
}

static char *
sdup(loader *L, const char *s)
{
    char *r = cm_strdup(s);
    if (!r) {
        oom(L);
    }
    return r;
}

// realpath into a fixed buffer of POL_PATH_MAX + 1 bytes; returns 0 or -1 with errno.
static int
canon(const char *path, char *out)
{
    char tmp[PATH_MAX > POL_PATH_MAX ? PATH_MAX : POL_PATH_MAX + 1];
    if (!realpath(path, tmp)) {
        return -1;
    }
    size_t n = strlen(tmp);
    if (n > POL_PATH_MAX) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(out, tmp, n + 1);
    return 0;
}

static void
dir_of(const char *path, char *out)
{
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] != '/') {
        n--;
    }
    if (n > 1) {
        n--;
    }
    memcpy(out, path, n);
    out[n] = 0;
}

static int
check_name(loader *L, const pol_toml_value *v)
{
    const char *s = v->str;
    const char *reason = NULL;
    char rb[64];
    if (v->str_len == 0) {
        reason = "it is empty";
    } else if (v->str_len > 32) {
        snprintf(rb, sizeof rb, "it is %zu bytes, more than 32", v->str_len);
        reason = rb;
    } else if (strcmp(s, ".") == 0 || strcmp(s, "..") == 0) {
        reason = "it is `.` or `..`";
    } else {
        for (size_t k = 0; k < v->str_len; k++) {
            unsigned char c = (unsigned char)s[k];
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                  c == '.' || c == '_' || c == '-')) {
                if (c > 0x20 && c < 0x7f) {
                    snprintf(rb, sizeof rb, "it contains '%c'", c);
                } else {
                    snprintf(rb, sizeof rb, "it contains the byte 0x%02x", c);
                }
                reason = rb;
                break;
            }
        }
    }
    if (reason) {
        return fail(
            L, v->line, v->col,
            "box name \"%s\" is invalid: %s; use one component of letters, digits, '.', '_', or '-'",
            v->str_len > 64 ? "(too long to show)" : s, reason);
    }
    return 0;
}

// Names the box sets itself or that make a runtime load code.
static int
env_name_refused(const char *n)
{
    static const char *const exact[] = {"HTTP_PROXY",
                                        "HTTPS_PROXY",
                                        "http_proxy",
                                        "https_proxy",
                                        "NO_PROXY",
                                        "no_proxy",
                                        "SSL_CERT_FILE",
                                        "NODE_EXTRA_CA_CERTS",
                                        "NODE_USE_ENV_PROXY",
                                        "CODEX_CA_CERTIFICATE",
                                        "AWS_CA_BUNDLE",
                                        "REQUESTS_CA_BUNDLE",
                                        "GIT_SSL_CAINFO",
                                        "PWD",
                                        "USER",
                                        "NODE_OPTIONS",
                                        "BASH_ENV",
                                        "ENV",
                                        "RUBYOPT",
                                        "PERL5LIB",
                                        "PERL5OPT",
                                        "GEM_PATH",
                                        "CLASSPATH",
                                        "JAVA_TOOL_OPTIONS",
                                        "_JAVA_OPTIONS",
                                        NULL};
    static const char *const prefix[] = {"OTEL_EXPORTER_OTLP_", "LD_", "DYLD_", "PYTHON", NULL};
    for (size_t k = 0; exact[k]; k++) {
        if (strcmp(n, exact[k]) == 0) {
            return 1;
        }
    }
    for (size_t k = 0; prefix[k]; k++) {
        if (strncmp(n, prefix[k], strlen(prefix[k])) == 0) {
            return 1;
        }
    }
    return 0;
}

// An absolute path value, lexically folded into out. kind names the key in messages.
static int
abs_value(loader *L, const pol_toml_value *v, const char *kind, char *out)
{
    if (v->str_len == 0 || v->str[0] != '/') {
        return fail(L, v->line, v->col, "`%s` \"%s\" must be an absolute path", kind, v->str);
    }
    if (v->str_len > POL_PATH_MAX || pol_path_fold(v->str, v->str_len, out, POL_PATH_MAX + 1) < 0) {
        return fail(L, v->line, v->col, "`%s` is longer than 4096 bytes", kind);
    }
    return 0;
}

static int
load_env(loader *L, const pol_toml_value *env)
{
    pol_box *b = L->b;
    b->env = cm_calloc(env->n + 1, sizeof *b->env);
    if (!b->env) {
        return oom(L);
    }
    size_t k = 0;
    for (const pol_toml_entry *e = env->first; e; e = e->next) {
        const char *n = e->key;
        int bad_name = n[0] == 0 || strchr(n, '=') != NULL;
        for (const char *c = n; *c && !bad_name; c++) {
            bad_name = (unsigned char)*c <= 0x20 || *c == 0x7f;
        }
        if (bad_name) {
            return fail(L, e->line, e->col, "`env` name \"%s\" is not a valid variable name", n);
        }
        if (env_name_refused(n)) {
            return fail(L, e->line, e->col,
                        "`env` name \"%s\" is set by the box itself, so a table cannot claim it",
                        n);
        }
        if (e->val->type != POL_TOML_STRING) {
            return fail(L, e->val->line, e->val->col, "`env.%s` must be a string, not %s", n,
                        a_type(e->val->type));
        }
        if (strcmp(n, "HOME") == 0 || strcmp(n, "TMPDIR") == 0) {
            char folded[POL_PATH_MAX + 1];
            char shown[16];
            snprintf(shown, sizeof shown, "env.%s", n);
            if (abs_value(L, e->val, shown, folded) != 0) {
                return -1;
            }
            if (strcmp(n, "HOME") == 0) {
                b->agent_home = sdup(L, folded);
                if (!b->agent_home) {
                    return -1;
                }
            }
        }
        cm_buf kv;
        cm_buf_init(&kv, 0);
        if (cm_buf_printf(&kv, "%s=%s", n, e->val->str) != 0) {
            return oom(L);
        }
        b->env[k++] = cm_buf_take(&kv);
    }
    return 0;
}

static const char *const fs_lists[] = {"read",     "write", "read_file", "write_file", "list",
                                       "metadata", "exec",  "deny",      NULL};

static int
is_pattern_or_control(const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c < 0x20 || *c == 0x7f || strchr("*?[]{}", *c)) {
            return 1;
        }
    }
    return 0;
}

static int
has_dotdot(const char *s)
{
    const char *c = s;
    while (*c) {
        const char *e = strchr(c, '/');
        size_t n = e ? (size_t)(e - c) : strlen(c);
        if (n == 2 && c[0] == '.' && c[1] == '.') {
            return 1;
        }
        if (!e) {
            break;
        }
        c = e + 1;
    }
    return 0;
}

// One [agent.filesystem] entry: shape, then the file system.
static int
check_grant(loader *L, const char *list, const pol_toml_value *v, char *abs)
{
    const char *s = v->str;
    if (!(s[0] == '/' || strcmp(s, "~") == 0 || strncmp(s, "~/", 2) == 0)) {
        return fail(
            L, v->line, v->col,
            "`filesystem.%s` path \"%s\" must be absolute or start with `~/`, so a checked-in configuration holds in every clone",
            list, s);
    }
    if (is_pattern_or_control(s)) {
        return fail(
            L, v->line, v->col,
            "`filesystem.%s` path \"%s\" must be exact and contain no pattern or control character",
            list, s);
    }
    if (has_dotdot(s)) {
        return fail(L, v->line, v->col,
                    "`filesystem.%s` path \"%s\" carries `..`; name the path it means", list, s);
    }
    char joined[2 * POL_PATH_MAX + 2];
    if (s[0] == '~') {
        snprintf(joined, sizeof joined, "%s%s", L->b->operator_home, s + 1);
    } else {
        snprintf(joined, sizeof joined, "%s", s);
    }
    if (strlen(joined) > POL_PATH_MAX) {
        return fail(L, v->line, v->col, "`filesystem.%s` path \"%s\" is longer than 4096 bytes",
                    list, s);
    }
    memcpy(abs, joined, strlen(joined) + 1);
    struct stat st;
    if (lstat(abs, &st) != 0) {
        int e = errno;
        return fail(
            L, v->line, v->col,
            "%s is not there: %s (os error %d). A grant on a path that does not exist grants nothing and says so nowhere",
            s, strerror(e), e);
    }
    if (S_ISLNK(st.st_mode)) {
        return fail(
            L, v->line, v->col,
            "%s is a symbolic link. A grant carries the identity the kernel checks, so a link renders a rule that matches nothing; name what it points at",
            s);
    }
    char real[POL_PATH_MAX + 1];
    if (canon(abs, real) != 0) {
        return fail(L, v->line, v->col, "%s cannot be resolved: %s", s, strerror(errno));
    }
    if (strcmp(real, abs) != 0) {
        return fail(
            L, v->line, v->col,
            "%s is not the path the kernel checks, which is %s. A grant carries the identity it acts on, so name that path instead",
            s, real);
    }
    int dir = S_ISDIR(st.st_mode);
    if (dir && (strcmp(list, "read_file") == 0 || strcmp(list, "write_file") == 0)) {
        return fail(L, v->line, v->col,
                    "%s is a directory; `%s` names one file, and a tree belongs in `%s`", s, list,
                    list[0] == 'r' ? "read" : "write");
    }
    if (!dir && strcmp(list, "list") == 0) {
        return fail(L, v->line, v->col, "%s is a file, and `list` enumerates a directory tree", s);
    }
    if (!dir && strcmp(list, "metadata") == 0) {
        return fail(
            L, v->line, v->col,
            "%s is a file, and a file's metadata comes with the `read_file` or `exec` grant that names it",
            s);
    }
    if (!dir && strcmp(list, "exec") == 0 && (!S_ISREG(st.st_mode) || access(abs, X_OK) != 0)) {
        return fail(L, v->line, v->col, "%s is not an executable regular file", s);
    }
    return 0;
}

// Lists whose grants are one operation: a list with itself, and *_file with its tree list.
static int
same_operation(const char *a, const char *b)
{
    if (strcmp(a, b) == 0) {
        return 1;
    }
    if ((strcmp(a, "read") == 0 && strcmp(b, "read_file") == 0) ||
        (strcmp(b, "read") == 0 && strcmp(a, "read_file") == 0)) {
        return 1;
    }
    return (strcmp(a, "write") == 0 && strcmp(b, "write_file") == 0) ||
           (strcmp(b, "write") == 0 && strcmp(a, "write_file") == 0);
}

static int
load_filesystem(loader *L, const pol_toml_value *fs)
{
    pol_box *b = L->b;
    if (check_keys(L, fs, fs_lists, " in [agent.filesystem]") != 0) {
        return -1;
    }
    size_t total = 0;
    for (const pol_toml_entry *e = fs->first; e; e = e->next) {
        if (e->val->type != POL_TOML_ARRAY) {
            return fail(L, e->val->line, e->val->col, "`filesystem.%s` must be an array, not %s",
                        e->key, a_type(e->val->type));
        }
        total += e->val->n;
    }
    b->grants = cm_calloc(total ? total : 1, sizeof *b->grants);
    if (!b->grants) {
        return oom(L);
    }
    int rc = 0;
    for (const pol_toml_entry *e = fs->first; e && rc == 0; e = e->next) {
        const char *list = NULL;
        for (size_t k = 0; fs_lists[k]; k++) {
            if (strcmp(fs_lists[k], e->key) == 0) {
                list = fs_lists[k];
            }
        }
        for (const pol_toml_entry *it = e->val->first; it && rc == 0; it = it->next) {
            if (it->val->type != POL_TOML_STRING) {
                rc = fail(L, it->val->line, it->val->col,
                          "`filesystem.%s` entries must be strings, not %s", list,
                          a_type(it->val->type));
                break;
            }
            char abs[POL_PATH_MAX + 1];
            if (check_grant(L, list, it->val, abs) != 0) {
                rc = -1;
                break;
            }
            for (size_t j = 0; j < b->n_grants && rc == 0; j++) {
                const pol_fs_grant *g = &b->grants[j];
                if (!same_operation(g->list, list)) {
                    continue;
                }
                if (strcmp(g->abs, abs) == 0 && strcmp(g->list, list) == 0) {
                    rc = fail(L, it->val->line, it->val->col,
                              "`filesystem.%s` path %s is duplicated", list, it->val->str);
                } else if (strcmp(g->abs, abs) != 0 && (pol_path_at_or_under(abs, g->abs) ||
                                                        pol_path_at_or_under(g->abs, abs))) {
                    int inner_new = pol_path_at_or_under(abs, g->abs);
                    rc = fail(
                        L, it->val->line, it->val->col,
                        "%s lies inside %s, granted by `%s`. The union is the wider grant, so the narrower one enforces nothing it appears to",
                        inner_new ? it->val->str : g->path, inner_new ? g->path : it->val->str,
                        inner_new ? g->list : list);
                }
            }
            if (rc != 0) {
                break;
            }
            pol_fs_grant *g = &b->grants[b->n_grants];
            g->list = list;
            g->path = cm_strdup(it->val->str);
            g->abs = cm_strdup(abs);
            if (!g->path || !g->abs) {
                cm_free((void *)g->path);
                cm_free((void *)g->abs);
                rc = oom(L);
                break;
            }
            b->n_grants++;
        }
    }
    return rc;
}

static int
load_python(loader *L, const pol_toml_value *py)
{
    static const char *const keys[] = {"run_seconds",   "deadline_seconds", "host_calls",
                                       "sleep_seconds", "alloc_bytes",      "urandom_bytes",
                                       "fetch_bytes",   "fetch_seconds",    NULL};
    if (check_keys(L, py, keys, " in [python]") != 0) {
        return -1;
    }
    pol_limits *l = &L->b->limits;
    for (const pol_toml_entry *e = py->first; e; e = e->next) {
        const pol_toml_value *v = e->val;
        if (strstr(e->key, "_seconds")) {
            double d;
            if (v->type == POL_TOML_INT) {
                d = (double)v->i;
            } else if (v->type == POL_TOML_FLOAT) {
                d = v->f;
            } else {
                return fail(L, v->line, v->col, "`python.%s` must be a number, not %s", e->key,
                            a_type(v->type));
            }
            if (!(d > 0) || !isfinite(d) || d > 1e9) {
                return fail(L, v->line, v->col, "`python.%s` must be a positive number of seconds",
                            e->key);
            }
            if (strcmp(e->key, "run_seconds") == 0) {
                l->run_seconds = d;
            } else if (strcmp(e->key, "deadline_seconds") == 0) {
                l->deadline_seconds = d;
            } else if (strcmp(e->key, "sleep_seconds") == 0) {
                l->sleep_seconds = d;
            } else {
                l->fetch_seconds = d;
            }
            continue;
        }
        if (v->type != POL_TOML_INT) {
            return fail(L, v->line, v->col, "`python.%s` must be an integer, not %s", e->key,
                        a_type(v->type));
        }
        if (v->i <= 0) {
            return fail(L, v->line, v->col, "`python.%s` must be a positive integer", e->key);
        }
        uint64_t u = (uint64_t)v->i;
        if (strcmp(e->key, "host_calls") == 0) {
            l->host_calls = u;
        } else if (strcmp(e->key, "alloc_bytes") == 0) {
            l->alloc_bytes = u;
        } else if (strcmp(e->key, "urandom_bytes") == 0) {
            l->urandom_bytes = u;
        } else {
            l->fetch_bytes = u;
        }
    }
    return 0;
}

// The smallest [log] max_bytes: one record (its line is capped at 256 KiB) must fit.
#define LOG_MAX_BYTES_MIN ((uint64_t)256 << 10)

static int
load_log(loader *L, const pol_toml_value *lg)
{
    static const char *const keys[] = {"max_bytes", NULL};
    if (check_keys(L, lg, keys, " in [log]") != 0) {
        return -1;
    }
    for (const pol_toml_entry *e = lg->first; e; e = e->next) {
        const pol_toml_value *v = e->val;
        if (v->type != POL_TOML_INT) {
            return fail(L, v->line, v->col, "`log.%s` must be an integer, not %s", e->key,
                        a_type(v->type));
        }
        if (v->i < (int64_t)LOG_MAX_BYTES_MIN) {
            return fail(L, v->line, v->col, "`log.%s` must be at least %" PRIu64 " bytes", e->key,
                        LOG_MAX_BYTES_MIN);
        }
        L->b->limits.log_max_bytes = (uint64_t)v->i;
    }
    return 0;
}

// The smallest [box] memory_bytes: room for the shell, a policy and a small script.
#define MEMORY_BYTES_MIN ((uint64_t)16 << 20)

// [box] kernel_confinement = "required" | "off" (issue 15), memory_bytes
static int
load_boxsec(loader *L, const pol_toml_value *bx)
{
    static const char *const keys[] = {"kernel_confinement", "memory_bytes", NULL};
    if (check_keys(L, bx, keys, " in [box]") != 0) {
        return -1;
    }
    for (const pol_toml_entry *e = bx->first; e; e = e->next) {
        const pol_toml_value *v = e->val;
        if (strcmp(e->key, "memory_bytes") == 0) {
            if (v->type != POL_TOML_INT) {
                return fail(L, v->line, v->col, "`box.%s` must be an integer, not %s", e->key,
                            a_type(v->type));
            }
            if (v->i < (int64_t)MEMORY_BYTES_MIN) {
                return fail(L, v->line, v->col, "`box.%s` must be at least %" PRIu64 " bytes",
                            e->key, MEMORY_BYTES_MIN);
            }
            L->b->limits.memory_bytes = (uint64_t)v->i;
            continue;
        }
        if (v->type != POL_TOML_STRING) {
            return fail(L, v->line, v->col, "`box.%s` must be a string, not %s", e->key,
                        a_type(v->type));
        }
        if (strcmp(v->str, "required") == 0) {
            L->b->kernel_confinement = 1;
        } else if (strcmp(v->str, "off") == 0) {
            L->b->kernel_confinement = 0;
        } else {
            return fail(L, v->line, v->col, "`box.%s` must be \"required\" or \"off\", not \"%s\"",
                        e->key, v->str);
        }
    }
    return 0;
}

static int
load_shell(loader *L, const pol_toml_value *sh)
{
    static const char *const keys[] = {"run_seconds", "command_seconds", NULL};
    if (check_keys(L, sh, keys, " in [shell]") != 0) {
        return -1;
    }
    for (const pol_toml_entry *e = sh->first; e; e = e->next) {
        const pol_toml_value *v = e->val;
        double d;
        if (v->type == POL_TOML_INT) {
            d = (double)v->i;
        } else if (v->type == POL_TOML_FLOAT) {
            d = v->f;
        } else {
            return fail(L, v->line, v->col, "`shell.%s` must be a number, not %s", e->key,
                        a_type(v->type));
        }
        if (!(d > 0) || !isfinite(d) || d > 1e9) {
            return fail(L, v->line, v->col, "`shell.%s` must be a positive number of seconds",
                        e->key);
        }
        if (strcmp(e->key, "run_seconds") == 0) {
            L->b->limits.shell_run_seconds = d;
        } else {
            L->b->limits.shell_command_seconds = d;
        }
    }
    return 0;
}

// [mcp]: tools = [names], max_output_bytes, max_message_bytes (issue 19)
static int
load_mcp(loader *L, const pol_toml_value *mc)
{
    static const char *const keys[] = {"tools", "max_output_bytes", "max_message_bytes", NULL};
    static const char *const names[] = POL_MCP_TOOL_NAMES;
    if (check_keys(L, mc, keys, " in [mcp]") != 0) {
        return -1;
    }
    for (const pol_toml_entry *e = mc->first; e; e = e->next) {
        const pol_toml_value *v = e->val;
        if (strcmp(e->key, "tools") == 0) {
            if (v->type != POL_TOML_ARRAY) {
                return fail(L, v->line, v->col,
                            "`mcp.tools` must be an array of tool names, not %s", a_type(v->type));
            }
            unsigned mask = 0;
            for (const pol_toml_entry *it = v->first; it; it = it->next) {
                unsigned bit = 0;
                for (size_t k = 0; it->val->type == POL_TOML_STRING && k < 5; k++) {
                    if (strcmp(it->val->str, names[k]) == 0) {
                        bit = 1u << k;
                    }
                }
                if (bit == 0) {
                    return fail(L, it->line, it->col,
                                "`mcp.tools` items must be one of \"shell\", \"python\", "
                                "\"read_file\", \"write_file\", \"list_dir\"");
                }
                if (mask & bit) {
                    return fail(L, it->line, it->col, "`mcp.tools` names \"%s\" twice",
                                it->val->str);
                }
                mask |= bit;
            }
            L->b->limits.mcp_tools = mask;
            continue;
        }
        // the caps: at least 1 KiB, at most 64 MiB (the shell's capture bound)
        if (v->type != POL_TOML_INT) {
            return fail(L, v->line, v->col, "`mcp.%s` must be an integer, not %s", e->key,
                        a_type(v->type));
        }
        if (v->i < 1024 || v->i > ((int64_t)64 << 20)) {
            return fail(L, v->line, v->col,
                        "`mcp.%s` must be between 1024 and 67108864 bytes, not %" PRId64, e->key,
                        v->i);
        }
        if (strcmp(e->key, "max_output_bytes") == 0) {
            L->b->limits.mcp_output_bytes = (uint64_t)v->i;
        } else {
            L->b->limits.mcp_message_bytes = (uint64_t)v->i;
        }
    }
    return 0;
}

static int
host_ok(const char *h)
{
    size_t n = strlen(h);
    if (n == 0 || n > 253 || h[0] == '.' || h[0] == '-') {
        return 0;
    }
    for (const char *c = h; *c; c++) {
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-' || *c == '.')) {
            return 0;
        }
    }
    return 1;
}

// A file box.toml names beside itself (`policy`, `[egress] ca_file`): written absolute,
// or relative to box.toml's directory; folded lexically into out (POL_PATH_MAX + 1
// bytes). -1 when it does not fit.
static int
beside_config(const pol_box *b, const char *written, char *out)
{
    char cfgdir[POL_PATH_MAX + 1];
    dir_of(b->config_path, cfgdir);
    char joined[2 * POL_PATH_MAX + 2];
    if (written[0] == '/') {
        snprintf(joined, sizeof joined, "%s", written);
    } else {
        snprintf(joined, sizeof joined, "%s/%s", cfgdir, written);
    }
    size_t n = strlen(joined);
    if (n > POL_PATH_MAX || pol_path_fold(joined, n, out, POL_PATH_MAX + 1) < 0) {
        return -1;
    }
    return 0;
}

// How much of a CA file the load reads looking for its first certificate.
#define CA_FILE_HEAD_BYTES ((size_t)64 << 10)

// [egress] ca_file: the CA bundle fetch() trusts instead of the system store (issue 20).
// Absolute, or relative to box.toml's directory as `policy` is; a readable regular file
// holding a PEM certificate, so that a wrong path fails here and not at every fetch().
static int
load_ca_file(loader *L, const pol_toml_value *v)
{
    pol_box *b = L->b;
    if (v->str_len == 0) {
        return fail(L, v->line, v->col, "`egress.ca_file` is empty; name a CA bundle file");
    }
    char folded[POL_PATH_MAX + 1];
    char real[POL_PATH_MAX + 1];
    if (beside_config(b, v->str, folded) != 0) {
        return fail(L, v->line, v->col, "`egress.ca_file` is longer than 4096 bytes");
    }
    struct stat st;
    if (canon(folded, real) != 0 || stat(real, &st) != 0) {
        return fail(L, v->line, v->col, "CA file %s cannot be read: %s", folded, strerror(errno));
    }
    if (!S_ISREG(st.st_mode)) {
        return fail(L, v->line, v->col, "CA file %s is not a regular file", folded);
    }
    int fd = open(real, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        return fail(L, v->line, v->col, "CA file %s cannot be read: %s", folded, strerror(errno));
    }
    char *head = cm_alloc(CA_FILE_HEAD_BYTES + 1);
    if (!head) {
        close(fd);
        return oom(L);
    }
    size_t len = 0;
    int read_errno = 0;
    while (len < CA_FILE_HEAD_BYTES) {
        ssize_t n = read(fd, head + len, CA_FILE_HEAD_BYTES - len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            read_errno = errno;
            break;
        }
        if (n == 0) {
            break;
        }
        len += (size_t)n;
    }
    close(fd);
    head[len] = 0;
    int pem = memmem(head, len, "-----BEGIN CERTIFICATE-----", 27) != NULL;
    cm_free(head);
    if (read_errno != 0) {
        return fail(L, v->line, v->col, "CA file %s cannot be read: %s", folded,
                    strerror(read_errno));
    }
    if (!pem) {
        return fail(
            L, v->line, v->col,
            "CA file %s holds no PEM certificate (no `-----BEGIN CERTIFICATE-----` in its first 64 KiB)",
            folded);
    }
    if (!(b->ca_file = sdup(L, real))) {
        return -1;
    }
    b->ca_dev = st.st_dev;
    b->ca_ino = st.st_ino;
    return 0;
}

static int
load_egress(loader *L, const pol_toml_value *eg)
{
    static const char *const keys[] = {"ca_file", "resolve", NULL};
    if (check_keys(L, eg, keys, " in [egress]") != 0) {
        return -1;
    }
    int bad = 0;
    const pol_toml_value *ca = get(L, eg, "ca_file", "egress.ca_file", POL_TOML_STRING, &bad);
    const pol_toml_value *rs =
        bad ? NULL : get(L, eg, "resolve", "egress.resolve", POL_TOML_TABLE, &bad);
    if (bad) {
        return -1;
    }
    if (ca && load_ca_file(L, ca) != 0) {
        return -1;
    }
    if (!rs) {
        return 0;
    }
    pol_box *b = L->b;
    b->pins = cm_calloc(rs->n ? rs->n : 1, sizeof *b->pins);
    if (!b->pins) {
        return oom(L);
    }
    for (const pol_toml_entry *e = rs->first; e; e = e->next) {
        if (!host_ok(e->key)) {
            return fail(L, e->line, e->col,
                        "`egress.resolve` host \"%s\" must be a lower-case host name", e->key);
        }
        const pol_toml_value *v = e->val;
        if (v->type != POL_TOML_STRING) {
            return fail(L, v->line, v->col, "`egress.resolve.%s` must be a string, not %s", e->key,
                        a_type(v->type));
        }
        unsigned char a[16];
        if (inet_pton(AF_INET, v->str, a) != 1 && inet_pton(AF_INET6, v->str, a) != 1) {
            return fail(L, v->line, v->col, "`egress.resolve.%s` must be an IP address, not \"%s\"",
                        e->key, v->str);
        }
        pol_resolve_pin *pin = &b->pins[b->n_pins];
        pin->host = cm_strdup(e->key);
        pin->addr = cm_strdup(v->str);
        if (!pin->host || !pin->addr) {
            cm_free((void *)pin->host);
            cm_free((void *)pin->addr);
            return oom(L);
        }
        b->n_pins++;
    }
    return 0;
}

static int
load_agent(loader *L, const pol_toml_value *ag, const pol_toml_value **ws_val)
{
    static const char *const keys[] = {"command", "workspace", "env", "filesystem", NULL};
    if (check_keys(L, ag, keys, " in [agent]") != 0) {
        return -1;
    }
    int bad = 0;
    const pol_toml_value *cmd = get(L, ag, "command", "command", POL_TOML_ARRAY, &bad);
    const pol_toml_value *ws =
        bad ? NULL : get(L, ag, "workspace", "workspace", POL_TOML_STRING, &bad);
    const pol_toml_value *env = bad ? NULL : get(L, ag, "env", "env", POL_TOML_TABLE, &bad);
    const pol_toml_value *fs =
        bad ? NULL : get(L, ag, "filesystem", "filesystem", POL_TOML_TABLE, &bad);
    if (bad) {
        return -1;
    }
    if (cmd) {
        if (cmd->n == 0) {
            return fail(L, cmd->line, cmd->col, "`command` must name a program");
        }
        for (const pol_toml_entry *e = cmd->first; e; e = e->next) {
            if (e->val->type != POL_TOML_STRING) {
                return fail(L, e->val->line, e->val->col,
                            "`command` elements must be strings, not %s", a_type(e->val->type));
            }
        }
        if (cmd->first->val->str_len == 0) {
            return fail(L, cmd->first->val->line, cmd->first->val->col,
                        "`command` element 0 is empty; write an absolute path or a bare name");
        }
        L->b->program = sdup(L, cmd->first->val->str);
        L->b->command = cm_calloc(cmd->n + 1, sizeof *L->b->command);
        if (!L->b->program || !L->b->command) {
            return -1;
        }
        size_t k = 0;
        for (const pol_toml_entry *e = cmd->first; e; e = e->next) {
            if (!(L->b->command[k++] = sdup(L, e->val->str))) {
                return -1;
            }
        }
    }
    *ws_val = ws;
    if (ws) {
        char folded[POL_PATH_MAX + 1];
        if (abs_value(L, ws, "workspace", folded) != 0) {
            return -1;
        }
    }
    if (env && load_env(L, env) != 0) {
        return -1;
    }
    if (fs && load_filesystem(L, fs) != 0) {
        return -1;
    }
    return 0;
}

static int
read_file(loader *L, const char *path, char **text, size_t *len, struct stat *st)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        return fail(L, 1, 1, "cannot read the configuration: %s", strerror(errno));
    }
    if (fstat(fd, st) != 0 || !S_ISREG(st->st_mode)) {
        close(fd);
        return fail(L, 1, 1, "the configuration is not a regular file");
    }
    if ((size_t)st->st_size > CONFIG_MAX_BYTES) {
        close(fd);
        return fail(L, 1, 1, "the configuration is larger than 1 MiB");
    }
    cm_buf b;
    cm_buf_init(&b, CONFIG_MAX_BYTES);
    if (cm_read_all(fd, &b, SIZE_MAX) < 0) {
        int e = errno;
        close(fd);
        if (e == EFBIG || e == ENOMEM) {
            return fail(L, 1, 1, "the configuration is larger than 1 MiB");
        }
        return fail(L, 1, 1, "cannot read the configuration: %s", strerror(e));
    }
    close(fd);
    *len = b.len;
    *text = cm_buf_take(&b);
    if (!*text) {
        *text = cm_strdup("");
        if (!*text) {
            return oom(L);
        }
    }
    return 0;
}

static int check_unreachable_grants(loader *L, const pol_toml_value *fs);

// path must be an absolute, existing directory spelled canonically; out gets it.
static int
canonical_dir(loader *L, int line, int col, const char *what, const char *path, char *out)
{
    struct stat st;
    if (path[0] != '/') {
        return fail(L, line, col, "%s %s is not an absolute path", what, path);
    }
    if (stat(path, &st) != 0 || canon(path, out) != 0) {
        return fail(L, line, col, "%s %s cannot be resolved: %s", what, path, strerror(errno));
    }
    if (!S_ISDIR(st.st_mode)) {
        return fail(L, line, col, "%s %s is not a directory", what, path);
    }
    if (strcmp(out, path) != 0) {
        return fail(L, line, col,
                    "%s is %s but resolves to %s; policy would name one directory with two strings",
                    what, path, out);
    }
    return 0;
}

/* The operator home, in this order: box.toml's `operator_home`, the home `strands-box
 * init` recorded for the aliases, and only then $HOME (the shell route, run by the
 * operator). The first two must be spelled canonically. */
static int
load_operator_home(loader *L, const pol_toml_value *key, const pol_box_anchors *anchors)
{
    char buf[POL_PATH_MAX + 1];
    int rc;
    if (key) {
        rc = canonical_dir(L, key->line, key->col, "`operator_home`", key->str, buf);
        L->b->operator_home_from_config = 1;
    } else if (anchors && anchors->operator_home) {
        rc = canonical_dir(L, 1, 1, "the recorded operator home", anchors->operator_home, buf);
    } else {
        const char *home = getenv("HOME");
        rc = !home || home[0] != '/' || canon(home, buf) != 0
                 ? fail(L, 1, 1, "the operator home $HOME (%s) cannot be resolved",
                        home ? home : "unset")
                 : 0;
    }
    if (rc == 0 && !(L->b->operator_home = sdup(L, buf))) {
        rc = -1;
    }
    return rc;
}

static int
load(loader *L, const char *config_path, const pol_box_anchors *anchors)
{
    pol_box *b = L->b;
    char buf[POL_PATH_MAX + 1];
    char buf2[POL_PATH_MAX + 1];

    if (canon(config_path, buf) != 0) {
        return fail(L, 1, 1, "cannot read the configuration: %s", strerror(errno));
    }
    b->config_path = sdup(L, buf);
    if (!b->config_path) {
        return -1;
    }
    char *text = NULL;
    size_t len = 0;
    struct stat st;
    if (read_file(L, b->config_path, &text, &len, &st) != 0) {
        return -1;
    }
    b->config_dev = st.st_dev;
    b->config_ino = st.st_ino;
    pol_toml_doc doc;
    int rc = pol_toml_parse(text, len, L->origin, &doc, L->err);
    cm_free(text);
    if (rc != 0) {
        L->failed = 1;
        return -1;
    }
    const pol_toml_value *root = doc.root;
    static const char *const keys[] = {"name",          "box_dir", "policy", "agent",
                                       "python",        "egress",  "log",    "shell",
                                       "operator_home", "box",     "mcp",    NULL};
    int bad = 0;
    const pol_toml_value *name = NULL;
    const pol_toml_value *box_dir = NULL;
    const pol_toml_value *policy = NULL;
    const pol_toml_value *agent = NULL;
    const pol_toml_value *python = NULL;
    const pol_toml_value *egress = NULL;
    const pol_toml_value *log = NULL;
    const pol_toml_value *shell = NULL;
    const pol_toml_value *boxsec = NULL;
    const pol_toml_value *mcp = NULL;
    const pol_toml_value *home = NULL;
    const pol_toml_value *ws = NULL;
    rc = check_keys(L, root, keys, "");
    if (rc == 0) {
        name = get(L, root, "name", "name", POL_TOML_STRING, &bad);
        box_dir = bad ? NULL : get(L, root, "box_dir", "box_dir", POL_TOML_STRING, &bad);
        policy = bad ? NULL : get(L, root, "policy", "policy", POL_TOML_STRING, &bad);
        agent = bad ? NULL : get(L, root, "agent", "agent", POL_TOML_TABLE, &bad);
        python = bad ? NULL : get(L, root, "python", "python", POL_TOML_TABLE, &bad);
        egress = bad ? NULL : get(L, root, "egress", "egress", POL_TOML_TABLE, &bad);
        log = bad ? NULL : get(L, root, "log", "log", POL_TOML_TABLE, &bad);
        shell = bad ? NULL : get(L, root, "shell", "shell", POL_TOML_TABLE, &bad);
        boxsec = bad ? NULL : get(L, root, "box", "box", POL_TOML_TABLE, &bad);
        mcp = bad ? NULL : get(L, root, "mcp", "mcp", POL_TOML_TABLE, &bad);
        home = bad ? NULL : get(L, root, "operator_home", "operator_home", POL_TOML_STRING, &bad);
        rc = bad ? -1 : 0;
    }
    if (rc == 0) {
        rc = load_operator_home(L, home, anchors);
    }
    if (rc == 0 && !name) {
        rc = fail(L, 1, 1, "missing required key `name`");
    }
    if (rc == 0 && !box_dir) {
        rc = fail(L, 1, 1, "missing required key `box_dir`");
    }
    if (rc == 0) {
        rc = check_name(L, name);
    }
    if (rc == 0 && !(b->name = sdup(L, name->str))) {
        rc = -1;
    }
    if (rc == 0) {
        rc = abs_value(L, box_dir, "box_dir", buf);
    }
    if (rc == 0 && strcmp(buf, "/") == 0) {
        rc = fail(L, box_dir->line, box_dir->col, "`box_dir` may not be the root directory");
    }
    if (rc == 0) {
        // canonical parent + leaf: the floor compares by spelling
        dir_of(buf, buf2);
        const char *leaf = buf + strlen(buf2) + (strlen(buf2) > 1 ? 1 : 0);
        char parent[POL_PATH_MAX + 1];
        if (canon(buf2, parent) != 0) {
            rc = fail(
                L, box_dir->line, box_dir->col,
                "the box directory's parent does not exist; create it, because Box creates no directory above the one `box_dir` names");
        } else {
            char full[2 * POL_PATH_MAX + 2];
            snprintf(full, sizeof full, "%s/%s", strcmp(parent, "/") == 0 ? "" : parent, leaf);
            if (strlen(full) > POL_PATH_MAX) {
                rc = fail(L, box_dir->line, box_dir->col, "`box_dir` is longer than 4096 bytes");
            } else if (!(b->box_dir = sdup(L, full))) {
                rc = -1;
            }
        }
    }
    if (rc == 0) {
        struct stat bs;
        if (lstat(b->box_dir, &bs) == 0) {
            if (S_ISLNK(bs.st_mode)) {
                rc = fail(L, box_dir->line, box_dir->col,
                          "`box_dir` %s is a symbolic link; name the directory it points at",
                          box_dir->str);
            } else if (!S_ISDIR(bs.st_mode)) {
                rc = fail(L, box_dir->line, box_dir->col,
                          "`box_dir` %s exists and is not a directory", box_dir->str);
            }
        }
    }
    if (rc == 0 && policy) {
        struct stat ps;
        if (policy->str_len == 0) {
            rc = fail(L, policy->line, policy->col, "`policy` is empty; name the policy file");
        } else if (beside_config(b, policy->str, buf) != 0) {
            rc = fail(L, policy->line, policy->col, "`policy` is longer than 4096 bytes");
        } else if (canon(buf, buf2) != 0 || stat(buf2, &ps) != 0) {
            rc = fail(L, policy->line, policy->col, "policy file %s cannot be read: %s", buf,
                      strerror(errno));
        } else if (!S_ISREG(ps.st_mode)) {
            rc = fail(L, policy->line, policy->col, "policy file %s is not a regular file", buf);
        } else if (!(b->policy_path = sdup(L, buf2))) {
            rc = -1;
        } else {
            b->policy_dev = ps.st_dev;
            b->policy_ino = ps.st_ino;
            b->have_policy_id = 1;
        }
    }
    if (rc == 0 && agent) {
        rc = load_agent(L, agent, &ws);
    }
    if (rc == 0 && python) {
        rc = load_python(L, python);
    }
    if (rc == 0 && log) {
        rc = load_log(L, log);
    }
    if (rc == 0 && shell) {
        rc = load_shell(L, shell);
    }
    if (rc == 0 && boxsec) {
        rc = load_boxsec(L, boxsec);
    }
    if (rc == 0 && egress) {
        rc = load_egress(L, egress);
    }
    if (rc == 0 && mcp) {
        rc = load_mcp(L, mcp);
    }
    // the workspace: absolute, existing, canonical, not the operator home
    const pol_toml_value *ws_at = ws ? ws : agent;
    int ws_line = ws_at ? ws_at->line : 1;
    int ws_col = ws_at ? ws_at->col : 1;
    if (rc == 0) {
        if (ws) {
            struct stat wst;
            if (stat(ws->str, &wst) != 0) {
                rc = fail(L, ws_line, ws_col, "the workspace directory %s does not exist", ws->str);
            } else if (!S_ISDIR(wst.st_mode)) {
                rc = fail(L, ws_line, ws_col, "the workspace %s is not a directory", ws->str);
            } else if (canon(ws->str, buf) != 0) {
                rc = fail(L, ws_line, ws_col, "the workspace directory %s cannot be resolved: %s",
                          ws->str, strerror(errno));
            } else if (strcmp(buf, ws->str) != 0) {
                rc = fail(
                    L, ws_line, ws_col,
                    "the workspace directory is %s but resolves to %s; the interpreters would name one directory with two strings",
                    ws->str, buf);
            }
        } else if (anchors && anchors->workspace) {
            // the workspace `strands-box init` recorded for the aliases
            rc = canonical_dir(L, ws_line, ws_col, "the recorded workspace", anchors->workspace,
                               buf);
        } else if (!getcwd(buf, sizeof buf)) {
            rc = fail(L, ws_line, ws_col, "the current directory cannot be resolved: %s",
                      strerror(errno));
        }
    }
    if (rc == 0 && strcmp(buf, b->operator_home) == 0) {
        rc = fail(
            L, ws_line, ws_col,
            "the workspace %s is the operator home; name a directory below it, because a workspace at the home would put every file of the operator in reach",
            buf);
    }
    if (rc == 0 && !(b->workspace = sdup(L, buf))) {
        rc = -1;
    }
    if (rc == 0 && !b->agent_home && !(b->agent_home = sdup(L, b->operator_home))) {
        rc = -1;
    }
    // relations between the paths
    if (rc == 0 && pol_path_at_or_under(b->box_dir, b->workspace)) {
        rc = fail(L, box_dir->line, box_dir->col,
                  "`box_dir` %s is equal to or below the agent's workspace %s", b->box_dir,
                  b->workspace);
    }
    if (rc == 0 && pol_path_at_or_under(b->workspace, b->box_dir)) {
        rc = fail(L, ws_line, ws_col, "the workspace %s lies inside `box_dir` %s", b->workspace,
                  b->box_dir);
    }
    if (rc == 0 && pol_path_at_or_under(b->config_path, b->box_dir)) {
        rc = fail(L, box_dir->line, box_dir->col, "configuration source %s is inside `box_dir` %s",
                  b->config_path, b->box_dir);
    }
    if (rc == 0 && b->policy_path && pol_path_at_or_under(b->policy_path, b->box_dir)) {
        rc = fail(L, policy->line, policy->col, "policy source %s is inside `box_dir` %s",
                  b->policy_path, b->box_dir);
    }
    if (rc == 0 && strcmp(b->agent_home, b->operator_home) != 0) {
        if (pol_path_at_or_under(b->agent_home, b->box_dir)) {
            rc = fail(
                L, box_dir->line, box_dir->col,
                "`env.HOME` is %s, which lies in trusted Box state. The box directory holds `bin`, `run`, `trust`, and `private`, and none of them is a home. Name a directory outside it, or omit `env.HOME` for the operator's own home",
                b->agent_home);
        } else if (pol_path_at_or_under(b->box_dir, b->agent_home)) {
            rc = fail(
                L, box_dir->line, box_dir->col,
                "`env.HOME` is %s, which encloses the box directory %s. A declared home is reachable, so a home above the box directory would put this box's own state, and any sibling box's, inside the reachable set. Name a home beside the box directory rather than above it, or omit `env.HOME` for the operator's own home",
                b->agent_home, b->box_dir);
        }
    }
    if (rc == 0 && agent) {
        const pol_toml_entry *fs = pol_toml_find(agent, "filesystem");
        if (fs) {
            rc = check_unreachable_grants(L, fs->val);
        }
    }
    pol_toml_free(&doc);
    return rc;
}

// A grant no path can use: inside a deny entry, the box directory, or the directory
// holding the loaded box.toml or policy.dw. Runs once the box's paths are known.
static int
check_unreachable_grants(loader *L, const pol_toml_value *fs)
{
    pol_box *b = L->b;
    char cfg_dir[POL_PATH_MAX + 1];
    char pol_dir[POL_PATH_MAX + 1];
    dir_of(b->config_path, cfg_dir);
    if (b->policy_path) {
        dir_of(b->policy_path, pol_dir);
    } else {
        memcpy(pol_dir, cfg_dir, strlen(cfg_dir) + 1);
    }
    for (size_t k = 0; k < b->n_grants; k++) {
        const pol_fs_grant *g = &b->grants[k];
        if (strcmp(g->list, "deny") == 0) {
            continue;
        }
        const char *wall = NULL;
        const char *shown = NULL;
        for (size_t j = 0; j < b->n_grants && !wall; j++) {
            if (strcmp(b->grants[j].list, "deny") == 0 &&
                pol_path_at_or_under(g->abs, b->grants[j].abs)) {
                wall = b->grants[j].abs;
                shown = b->grants[j].path;
            }
        }
        if (!wall && pol_path_at_or_under(g->abs, b->box_dir)) {
            wall = shown = b->box_dir;
        }
        if (!wall && pol_path_at_or_under(g->abs, cfg_dir)) {
            wall = shown = cfg_dir;
        }
        if (!wall && pol_path_at_or_under(g->abs, pol_dir)) {
            wall = shown = pol_dir;
        }
        if (wall) {
            // find where the entry was written
            int line = fs->line;
            int col = fs->col;
            for (const pol_toml_entry *e = fs->first; e; e = e->next) {
                if (strcmp(e->key, g->list) != 0) {
                    continue;
                }
                for (const pol_toml_entry *it = e->val->first; it; it = it->next) {
                    if (it->val->type == POL_TOML_STRING && strcmp(it->val->str, g->path) == 0) {
                        line = it->val->line;
                        col = it->val->col;
                    }
                }
            }
            return fail(
                L, line, col,
                "%s is at or inside %s, which no grant reaches. The grant would render and reach nothing, so it is refused rather than left enforcing nothing",
                g->path, shown);
        }
    }
    return 0;
}

/* pol_box_agent_may: see policy.h. */
int
pol_box_agent_may(const pol_box *b, const char *abs, const char *op)
{
    if (!b || !abs || !op || abs[0] != '/') {
        return 0;
    }
    if (b->box_dir && pol_path_at_or_under(abs, b->box_dir)) {
        return 0;
    }
    char dir[POL_PATH_MAX + 1];
    if (b->config_path) {
        dir_of(b->config_path, dir);
        if (pol_path_at_or_under(abs, dir)) {
            return 0;
        }
    }
    if (b->policy_path) {
        dir_of(b->policy_path, dir);
        if (pol_path_at_or_under(abs, dir)) {
            return 0;
        }
    }
    int granted = 0;
    for (size_t k = 0; k < b->n_grants; k++) {
        const pol_fs_grant *g = &b->grants[k];
        int tree = pol_path_at_or_under(abs, g->abs);
        int exact = strcmp(abs, g->abs) == 0;
        const char *l = g->list;
        if (strcmp(l, "deny") == 0) {
            if (tree) {
                return 0;
            }
            continue;
        }
        if (strcmp(op, "read") == 0) {
            granted |= (strcmp(l, "read") == 0 && tree) || (strcmp(l, "read_file") == 0 && exact);
        } else if (strcmp(op, "write") == 0) {
            granted |= (strcmp(l, "write") == 0 && tree) || (strcmp(l, "write_file") == 0 && exact);
        } else if (strcmp(op, "list") == 0) {
            granted |= (strcmp(l, "list") == 0 || strcmp(l, "read") == 0) && tree;
        } else if (strcmp(op, "metadata") == 0) {
            granted |=
                ((strcmp(l, "metadata") == 0 || strcmp(l, "read") == 0 || strcmp(l, "exec") == 0) &&
                 tree) ||
                (strcmp(l, "read_file") == 0 && exact);
        } else if (strcmp(op, "exec") == 0) {
            granted |= strcmp(l, "exec") == 0 && tree;
        }
    }
    return granted;
}

/* pol_box_load: see policy.h. On failure the box holds nothing (no free needed, though
 * pol_box_free is harmless). */
int
pol_box_load(const char *config_path, pol_box *out, cm_buf *err)
{
    return pol_box_load_with(config_path, NULL, out, err);
}

/* pol_box_load_with: see policy.h. */
int
pol_box_load_with(const char *config_path, const pol_box_anchors *anchors, pol_box *out,
                  cm_buf *err)
{
    memset(out, 0, sizeof *out);
    pol_limits_default(&out->limits);
    out->kernel_confinement = 1; // "required" by default (issue 15)
    loader L = {config_path, err, out, 0};
    if (!config_path || !*config_path) {
        cm_buf_reset(err);
        if (cm_buf_adds(err, "(none):1:1: no configuration file named") != 0) {
            cm_buf_reset(err);
        }
        return -1;
    }
    if (load(&L, config_path, anchors) != 0) {
        pol_box_free(out);
        return -1;
    }
    return 0;
}

/* pol_box_free: releases every string the box owns; the struct may be reused. */
void
pol_box_free(pol_box *b)
{
    if (!b) {
        return;
    }
    cm_free(b->config_path);
    cm_free(b->name);
    cm_free(b->box_dir);
    cm_free(b->policy_path);
    cm_free(b->workspace);
    cm_free(b->operator_home);
    cm_free(b->agent_home);
    cm_free(b->program);
    for (size_t k = 0; b->command && b->command[k]; k++) {
        cm_free(b->command[k]);
    }
    cm_free(b->command);
    if (b->env) {
        for (size_t k = 0; b->env[k]; k++) {
            cm_free(b->env[k]);
        }
        cm_free(b->env);
    }
    for (size_t k = 0; k < b->n_grants; k++) {
        cm_free((void *)b->grants[k].path);
        cm_free((void *)b->grants[k].abs);
    }
    cm_free(b->grants);
    for (size_t k = 0; k < b->n_pins; k++) {
        cm_free((void *)b->pins[k].host);
        cm_free((void *)b->pins[k].addr);
    }
    cm_free(b->pins);
    cm_free(b->ca_file);
    memset(b, 0, sizeof *b);
    pol_limits_default(&b->limits);
}

// ---- the alias record -----------------------------------------------------------------

#define ALIAS_RECORD_MAX 65536

// Append s as a TOML basic string.
static int
add_toml_string(cm_buf *out, const char *s)
{
    if (cm_buf_addc(out, '"') != 0) {
        return -1;
    }
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        int r;
        if (*c == '"' || *c == '\\') {
            r = cm_buf_printf(out, "\\%c", *c);
        } else if (*c < 0x20 || *c == 0x7f) {
            r = cm_buf_printf(out, "\\u%04X", *c);
        } else {
            r = cm_buf_addc(out, (char)*c);
        }
        if (r != 0) {
            return -1;
        }
    }
    return cm_buf_addc(out, '"');
}

/* pol_alias_record_format: see policy.h. */
int
pol_alias_record_format(const pol_box *b, cm_buf *out)
{
    if (cm_buf_printf(out,
                      "# What the aliases in %s/bin run under, fixed by `strands-box init`.\n"
                      "# Nothing the caller passes (arguments, environment, current directory)\n"
                      "# changes it; run `strands-box init` again to change it.\n",
                      b->box_dir) != 0 ||
        cm_buf_adds(out, "config = ") != 0 || add_toml_string(out, b->config_path) != 0 ||
        cm_buf_adds(out, "\noperator_home = ") != 0 ||
        add_toml_string(out, b->operator_home) != 0 || cm_buf_adds(out, "\nworkspace = ") != 0 ||
        add_toml_string(out, b->workspace) != 0 || cm_buf_addc(out, '\n') != 0) {
        return -1;
    }
    return 0;
}

static int
record_fail(cm_buf *err, const char *path, const char *what)
{
    cm_buf_reset(err);
    if (cm_buf_printf(err, "the alias record %s %s; run `strands-box init --config BOX_TOML` again",
                      path, what) != 0) {
        cm_buf_reset(err);
    }
    return -1;
}

// The whole record into text: a regular file owned by this user, writable by no other.
static int
read_record(const char *path, cm_buf *text, cm_buf *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0) {
        return record_fail(err, path, strerror(errno));
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return record_fail(err, path, "is not a regular file");
    }
    if (st.st_uid != geteuid() || (st.st_mode & 022) != 0) {
        close(fd);
        return record_fail(err, path, "is not owned by this user alone");
    }
    cm_buf_init(text, ALIAS_RECORD_MAX);
    int rc = cm_read_all(fd, text, SIZE_MAX);
    close(fd);
    return rc < 0 ? record_fail(err, path, "cannot be read") : 0;
}

/* pol_alias_record_read: see policy.h. */
int
pol_alias_record_read(const char *box_dir, pol_alias_record *out, cm_buf *err)
{
    memset(out, 0, sizeof *out);
    cm_buf path;
    cm_buf_init(&path, 0);
    if (box_dir[0] != '/' || cm_buf_printf(&path, "%s/private/alias.toml", box_dir) != 0) {
        cm_buf_free(&path);
        return record_fail(err, box_dir, "is not under an absolute box directory");
    }
    const char *p = cm_buf_str(&path);
    cm_buf text;
    int rc = read_record(p, &text, err);
    pol_toml_doc doc;
    memset(&doc, 0, sizeof doc);
    if (rc == 0) {
        rc = pol_toml_parse(text.data ? text.data : "", text.len, p, &doc, err);
        cm_buf_free(&text);
    }
    static const char *const keys[] = {"config", "operator_home", "workspace", NULL};
    char **slots[] = {&out->config, &out->operator_home, &out->workspace};
    for (size_t k = 0; rc == 0 && keys[k]; k++) {
        const pol_toml_entry *e = pol_toml_find(doc.root, keys[k]);
        if (!e || e->val->type != POL_TOML_STRING || e->val->str[0] != '/') {
            rc = record_fail(err, p, "does not name every path as an absolute string");
        } else if (!(*slots[k] = cm_strdup(e->val->str))) {
            rc = record_fail(err, p, "cannot be read: out of memory");
        }
    }
    if (rc == 0 && doc.root->n != 3) {
        rc = record_fail(err, p, "holds a key other than config, operator_home and workspace");
    }
    if (doc.root) {
        pol_toml_free(&doc);
    }
    if (rc != 0) {
        pol_alias_record_free(out);
    }
    cm_buf_free(&path);
    return rc;
}

/* pol_alias_record_free: releases the record's strings; safe on a zeroed record. */
void
pol_alias_record_free(pol_alias_record *r)
{
    cm_free(r->config);
    cm_free(r->operator_home);
    cm_free(r->workspace);
    memset(r, 0, sizeof *r);
}
