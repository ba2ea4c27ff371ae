/* The box a process runs in: box.toml, the policy engine and the decision log, once. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/io.h"

#define POLICY_MAX_BYTES ((size_t)1 << 20)

static int
set_err(cm_buf *err, const char *a, const char *b, const char *c)
{
    cm_buf_reset(err);
    if (cm_buf_printf(err, "%s%s%s", a, b ? b : "", c ? c : "") != 0) {
        cm_buf_reset(err);
    }
    return -1;
}

// The whole policy file (at most 1 MiB) into out.
static int
read_policy(const char *path, cm_buf *out, cm_buf *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        return set_err(err, "policy file ", path, " cannot be read");
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        close(fd);
        return set_err(err, "policy file ", path, " is not a regular file");
    }
    cm_buf_init(out, POLICY_MAX_BYTES);
    int rc = cm_read_all(fd, out, SIZE_MAX);
    int e = errno;
    close(fd);
    if (rc < 0 && e != EFBIG && e != ENOMEM) {
        return set_err(err, "policy file ", path, " cannot be read");
    }
    if (rc < 0) {
        return set_err(err, "policy file ", path, " will not load: it is larger than 1 MiB");
    }
    return 0;
}

// mkdir with mode 0700; an existing directory (not a link) is fine.
static int
make_dir(const char *path, cm_buf *err)
{
    if (mkdir(path, 0700) != 0 && errno != EEXIST) {
        cm_buf_reset(err);
        if (cm_buf_printf(err, "cannot create %s: %s", path, strerror(errno)) != 0) {
            cm_buf_reset(err);
        }
        return -1;
    }
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        return set_err(err, "", path, " is not a directory");
    }
    return 0;
}

static int
open_without_config(bi_box *out, cm_buf *err)
{
    pol_box *b = &out->box;
    pol_limits_default(&b->limits);
    b->kernel_confinement = 0; // no box.toml: the default, "off" (issue 15)
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf)) {
        return set_err(err, "the current directory cannot be resolved", NULL, NULL);
    }
    b->workspace = cm_strdup(buf);
    const char *home = getenv("HOME");
    if (home && home[0] == '/' && realpath(home, buf)) {
        home = buf;
    }
    b->operator_home = cm_strdup(home && home[0] == '/' ? home : "/");
    b->agent_home = b->operator_home ? cm_strdup(b->operator_home) : NULL;
    out->engine = pol_engine_empty();
    if (!b->workspace || !b->operator_home || !b->agent_home || !out->engine) {
        return set_err(err, "out of memory", NULL, NULL);
    }
    cm_alloc_set_limit((size_t)b->limits.memory_bytes);
    return 0;
}

// Nothing is created unless config and policy load.
static int
open_box(const char *config_path, const pol_box_anchors *anchors, const char *caller, bi_box *out,
         cm_buf *err)
{
    pol_box *b = &out->box;
    if (pol_box_load_with(config_path, anchors, b, err) != 0) {
        return -1;
    }
    out->have_config = 1;
    if (b->policy_path) {
        cm_buf text;
        if (read_policy(b->policy_path, &text, err) != 0) {
            bi_box_close(out);
            return -1;
        }
        const char *base = strrchr(b->policy_path, '/');
        base = base ? base + 1 : b->policy_path;
        cm_buf lerr;
        cm_buf_init(&lerr, 0);
        out->engine =
            pol_engine_load(text.data ? text.data : "", text.len, base, b->operator_home, &lerr);
        cm_buf_free(&text);
        if (!out->engine) {
            cm_buf_reset(err);
            if (cm_buf_printf(err, "policy file %s will not load: %s", b->policy_path,
                              cm_buf_str(&lerr)) != 0) {
                cm_buf_reset(err);
            }
            cm_buf_free(&lerr);
            bi_box_close(out);
            return -1;
        }
        cm_buf_free(&lerr);
    } else {
        out->engine = pol_engine_empty();
        if (!out->engine) {
            bi_box_close(out);
            return set_err(err, "out of memory", NULL, NULL);
        }
    }
    // config and policy loaded: now the box directory may be made
    cm_buf p;
    cm_buf_init(&p, 0);
    int rc = make_dir(b->box_dir, err);
    if (rc == 0 && cm_buf_printf(&p, "%s/private", b->box_dir) != 0) {
        rc = set_err(err, "out of memory", NULL, NULL);
    }
    if (rc == 0) {
        rc = make_dir(cm_buf_str(&p), err);
    }
    if (rc == 0 && cm_buf_adds(&p, "/decisions.jsonl") != 0) {
        rc = set_err(err, "out of memory", NULL, NULL);
    }
    if (rc == 0) {
        out->log = pol_log_open(cm_buf_str(&p), caller ? caller : "shell", err);
        if (!out->log) {
            rc = -1;
        } else {
            pol_log_set_max_bytes(out->log, out->box.limits.log_max_bytes);
        }
    }
    cm_buf_free(&p);
    if (rc != 0) {
        bi_box_close(out);
        return -1;
    }
    // from here the process's heap is held to [box] memory_bytes
    cm_alloc_set_limit(
        out->box.limits.memory_bytes < SIZE_MAX ? (size_t)out->box.limits.memory_bytes : SIZE_MAX);
    return 0;
}

/* bi_box_open: see builtins.h. */
int
bi_box_open(const char *config_path, const char *caller, bi_box *out, cm_buf *err)
{
    memset(out, 0, sizeof *out);
    if (!config_path) {
        if (open_without_config(out, err) != 0) {
            bi_box_close(out);
            return -1;
        }
        return 0;
    }
    return open_box(config_path, NULL, caller, out, err);
}

/* bi_box_open_alias: see builtins.h. */
int
bi_box_open_alias(const char *box_dir, const char *caller, bi_box *out, cm_buf *err)
{
    memset(out, 0, sizeof *out);
    pol_alias_record rec;
    if (pol_alias_record_read(box_dir, &rec, err) != 0) {
        return -1;
    }
    pol_box_anchors anchors = {rec.operator_home, rec.workspace};
    int rc = open_box(rec.config, &anchors, caller, out, err);
    if (rc == 0 && strcmp(out->box.box_dir, box_dir) != 0) {
        // the config was edited to name another box: its aliases are not these
        cm_buf_reset(err);
        if (cm_buf_printf(err,
                          "the aliases of %s load %s, which now names box_dir %s; run "
                          "`strands-box init --config %s` again",
                          box_dir, rec.config, out->box.box_dir, rec.config) != 0) {
            cm_buf_reset(err);
        }
        bi_box_close(out);
        rc = -1;
    }
    pol_alias_record_free(&rec);
    return rc;
}

/* bi_box_close: releases the engine, the log and the config; safe on a zeroed box. */
void
bi_box_close(bi_box *b)
{
    if (!b) {
        return;
    }
    if (b->log) {
        pol_log_close(b->log);
    }
    if (b->engine) {
        pol_engine_free(b->engine);
    }
    pol_box_free(&b->box);
    memset(b, 0, sizeof *b);
}
