/* strands-box: the management commands (init, check, explain, log). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "builtins/builtins.h"
#include "common/alloc.h"
#include "common/utf8.h"
#include "policy/policy.h"

/* ---- files ---- */

// Read fd to its end into out (capped at max bytes); closes fd unless it is stdin.
// Returns 0 or -1 with errno.
static int
read_fd(int fd, cm_buf *out, size_t max)
{
    char chunk[65536];
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof(chunk));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            int e = errno;
            if (fd != 0) {
                close(fd);
            }
            errno = e;
            return -1;
        }
        if (n == 0) {
            break;
        }
        if (out->len + (size_t)n > max || cm_buf_add(out, chunk, (size_t)n) < 0) {
            if (fd != 0) {
                close(fd);
            }
            errno = EFBIG;
            return -1;
        }
    }
    if (fd != 0) {
        close(fd);
    }
    return 0;
}

// Read a whole file into out (capped at max bytes). Returns 0 or -1 with errno.
static int
read_file(const char *path, cm_buf *out, size_t max)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    return fd < 0 ? -1 : read_fd(fd, out, max);
}

/* ---- options shared by check and explain ---- */

typedef struct opts {
    const char *policy;
    const char *config;
    const char *home;
    int json;
    int tsv;
    int no_schema;
    int follow;
    int help;
    const char *logfile;
    char **files;
    int nfiles;
    // explain: requests given inline (--request JSON, or the Cedar-style --action with
    // --principal, --resource, --input or --context)
    char **inline_reqs;
    int ninline;
    const char *principal;
    const char *action;
    const char *resource;
    const char *input;
    const char *context;
} opts;

#define USAGE                                                                                      \
    "usage: strands-box init --config BOX_TOML\n"                                                  \
    "       strands-box check [--policy FILE | --config BOX_TOML] [--home DIR]\n"                  \
    "       strands-box explain [--policy FILE | --config BOX_TOML] [--json | --tsv] "             \
    "[--no-schema] REQUEST.json|-...\n"                                                            \
    "       strands-box explain --policy FILE [--json | --tsv] --request JSON...\n"                \
    "       strands-box explain --policy FILE [--json | --tsv] --action ACTION "                   \
    "[--principal UID] [--resource UID] [--input JSON | --context JSON]\n"                         \
    "       strands-box log [--config BOX_TOML | --file LOG] [--follow]\n"

// The usage on stderr after a mistake (status 2).
static int
usage(void)
{
    fputs(USAGE, stderr);
    return 2;
}

// --help: the usage and the request format on stdout (status 0).
static int
help(void)
{
    fputs(USAGE
          "\n"
          "A REQUEST.json holds one request, a list of them, or {\"requests\": [...]}; "
          "each request\nnames its action and the action's context.input, e.g.\n"
          "  {\"action\": \"fs:read\", \"input\": {\"path\": \"~/src/project/notes.txt\", "
          "\"operation\": \"read_content\"}}\n"
          "  {\"action\": \"shell:exec\", \"input\": {\"argv\": [\"python3\", \"report.py\"]}}\n"
          "  {\"action\": \"http:request\", \"input\": {\"method\": \"GET\", \"url\": "
          "\"https://api.example.com/v1/items\"}}\n"
          "A request may name \"principal\" (any Box::Agent, default Box::Agent::\"self\") and\n"
          "\"resource\" (any Box::Resource, default Box::Resource::\"unused\"). `-` reads the\n"
          "requests from stdin.\n"
          "\n"
          "One request inline, as Cedar's CLI names its parts:\n"
          "  --request JSON       a whole request object (may repeat)\n"
          "  --action ACTION      fs:read, ..., or Type::\"id\"; with\n"
          "  --principal UID      Box::Agent::\"self\" unless given\n"
          "  --resource UID       Box::Resource::\"unused\" unless given\n"
          "  --input JSON         context.input (with the argv/url shorthands), or\n"
          "  --context JSON       the whole context\n"
          "e.g. strands-box explain --policy policy.dw --action fs:read \\\n"
          "       --input '{\"path\": \"~/.ssh/id_rsa\", \"operation\": \"read_content\"}'\n"
          "\n"
          "explain exits 0 when every request is allowed, 1 when any is denied, 2 when a\n"
          "request is malformed (each is named on stderr: FILE: requests[i]: \"field\": ...,\n"
          "i counting from 0) or on a usage error, and 3 when the policy will not load.\n",
          stdout);
    return 0;
}

static int
parse_opts(int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof(*o));
    o->files = cm_calloc((size_t)argc + 1, sizeof(char *));
    o->inline_reqs = cm_calloc((size_t)argc + 1, sizeof(char *));
    if (!o->files || !o->inline_reqs) {
        return -1;
    }
    static const struct {
        const char *flag;
        size_t off;
    } valued[] = {
        {"--principal", offsetof(opts, principal)}, {"--action", offsetof(opts, action)},
        {"--resource", offsetof(opts, resource)},   {"--input", offsetof(opts, input)},
        {"--context", offsetof(opts, context)},
    };
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if ((strcmp(a, "--policy") == 0 || strcmp(a, "--config") == 0 || strcmp(a, "--home") == 0 ||
             strcmp(a, "--file") == 0) &&
            i + 1 < argc) {
            const char *v = argv[++i];
            if (a[2] == 'p') {
                o->policy = v;
            } else if (a[2] == 'c') {
                o->config = v;
            } else if (a[2] == 'h') {
                o->home = v;
            } else {
                o->logfile = v;
            }
        } else if (strcmp(a, "--request") == 0 && i + 1 < argc) {
            o->inline_reqs[o->ninline++] = argv[++i];
        } else if (a[0] == '-' && a[1] == '-' && i + 1 < argc &&
                   (strcmp(a, "--principal") == 0 || strcmp(a, "--action") == 0 ||
                    strcmp(a, "--resource") == 0 || strcmp(a, "--input") == 0 ||
                    strcmp(a, "--context") == 0)) {
            for (size_t k = 0; k < CM_ARRAY_LEN(valued); k++) {
                if (strcmp(a, valued[k].flag) == 0) {
                    *(const char **)(void *)((char *)o + valued[k].off) = argv[i + 1];
                }
            }
            i++;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            o->help = 1;
        } else if (strcmp(a, "--json") == 0) {
            o->json = 1;
        } else if (strcmp(a, "--tsv") == 0) {
            o->tsv = 1;
        } else if (strcmp(a, "--no-schema") == 0) {
            o->no_schema = 1;
        } else if (strcmp(a, "--follow") == 0 || strcmp(a, "-f") == 0) {
            o->follow = 1;
        } else if (a[0] == '-' && a[1] != '\0') {
            cm_utf8_eprintf("strands-box: unknown option '%s'%s\n", a,
                            i + 1 == argc ? " (or it lacks its value)" : "");
            return -1;
        } else {
            o->files[o->nfiles++] = argv[i];
        }
    }
    return 0;
}

// Load the policy named by --policy FILE or by the box config. Returns the engine or
// NULL after printing the error. *path_out names the file for messages.
static pol_engine *
load_engine(const opts *o, const char *policy_override, int schema, char *shown, size_t shownn)
{
    cm_buf err;
    cm_buf text;
    cm_buf_init(&err, 0);
    cm_buf_init(&text, POL_MAX_POLICY_BYTES + 1);
    pol_engine *e = NULL;
    const char *path = policy_override ? policy_override : o->policy;
    const char *home = o->home ? o->home : getenv("HOME");
    pol_box box;
    int have_box = 0;
    memset(&box, 0, sizeof(box));
    if (!path && o->config) {
        if (pol_box_load(o->config, &box, &err) < 0) {
            cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
            goto done;
        }
        have_box = 1;
        path = box.policy_path;
        if (!o->home && box.operator_home) {
            home = box.operator_home;
        }
        if (!path) {
            snprintf(shown, shownn, "(none: the config names no policy)");
            e = pol_engine_empty();
            goto done;
        }
    }
    if (!path) {
        fprintf(
            stderr,
            "strands-box: error: name a policy with --policy FILE or a box with --config BOX_TOML\n");
        goto done;
    }
    snprintf(shown, shownn, "%s", path);
    if (read_file(path, &text, POL_MAX_POLICY_BYTES + 1) < 0 && errno != EFBIG) {
        cm_utf8_eprintf("strands-box: error: policy file %s will not load: %s\n", path,
                        strerror(errno));
        goto done;
    }
    e = pol_engine_load_mode(text.data ? text.data : "", text.len, path, home, schema, &err);
    if (!e) {
        cm_utf8_eprintf("strands-box: error: policy file %s will not load: %s\n", path,
                        cm_buf_str(&err));
    }
done:
    if (have_box) {
        pol_box_free(&box);
    }
    cm_buf_free(&err);
    cm_buf_free(&text);
    return e;
}

/* ---- check ---- */

static const char *shown_text(const char *s);

static int
cmd_check(const opts *o)
{
    char shown[4200];
    pol_engine *e =
        load_engine(o, o->nfiles ? o->files[0] : NULL, !o->no_schema, shown, sizeof(shown));
    if (!e) {
        return 1;
    }
    size_t n = pol_engine_rule_count(e);
    printf("policy %s: %zu rule(s); %s\n", shown_text(shown), n,
           o->no_schema ? "no schema (plain Cedar)" : "validated against the Box schema");
    cm_buf line;
    cm_buf_init(&line, 0);
    for (size_t i = 0; i < n; i++) {
        cm_buf_reset(&line);
        if (pol_engine_rule_describe(e, i, &line) < 0) {
            cm_utf8_eprintf("strands-box: out of memory\n");
            break;
        }
        printf("  rule %zu = %s\n", i + 1, shown_text(cm_buf_str(&line)));
    }
    const char *w = pol_engine_warnings(e);
    while (*w) {
        const char *nl = strchr(w, '\n');
        size_t len = nl ? (size_t)(nl - w) : strlen(w);
        cm_buf_reset(&line);
        if (cm_utf8_escape_display(&line, w, len) == 0) {
            printf("strands-box: warning: %s\n", cm_buf_str(&line));
        }
        w += len + (nl ? 1 : 0);
    }
    shown_text(NULL);
    printf("policy sha256 %s\n", pol_engine_sha256(e));
    int rc = 0;
    if (o->config && !o->no_schema) {
        // the kernel ruleset every process of this box applies (issue 15)
        bi_box bb;
        cm_buf err;
        cm_buf_init(&err, 0);
        memset(&bb, 0, sizeof bb);
        if (pol_box_load(o->config, &bb.box, &err) < 0) {
            cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
            rc = 1;
        } else {
            bb.have_config = 1;
            bb.engine = e;
            cm_buf_reset(&line);
            if (bi_confine_describe(&bb, &line) < 0) {
                cm_utf8_eprintf("strands-box: out of memory\n");
                rc = 1;
            } else {
                printf("kernel ruleset:\n%s", cm_buf_str(&line));
            }
            pol_box_free(&bb.box);
        }
        cm_buf_free(&err);
    }
    cm_buf_free(&line);
    pol_engine_free(e);
    return rc;
}

/* ---- output ---- */

static void
json_out(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            fprintf(f, "\\%c", *p);
        } else if (*p == '\n') {
            fputs("\\n", f);
        } else if (*p == '\t') {
            fputs("\\t", f);
        } else if (*p == '\r') {
            fputs("\\r", f);
        } else if (*p < 0x20) {
            fprintf(f, "\\u%04x", *p);
        } else {
            fputc(*p, f);
        }
    }
    fputc('"', f);
}

static int
cmp_cstr(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

// s escaped for the terminal (cm_utf8_escape_display). The text lives in one of four
// rotating buffers, so up to four results may be used in one printf; NULL frees them.
static const char *
shown_text(const char *s)
{
    static cm_buf ring[4];
    static unsigned next;
    if (!s) {
        for (unsigned i = 0; i < 4; i++) {
            cm_buf_free(&ring[i]);
        }
        return NULL;
    }
    cm_buf *b = &ring[next++ % 4];
    if (b->max == 0) {
        cm_buf_init(b, 0);
    }
    cm_buf_reset(b);
    if (cm_utf8_escape_display(b, s, strlen(s)) != 0) {
        return "?";
    }
    return cm_buf_str(b);
}

static void
print_result(const opts *o, const char *file, int index, const char *name, const char *action,
             const char *resource, const pol_decision *d, const char *erroring)
{
    const char *decision = d->allow ? "allow" : "deny";
    if (o->tsv) {
        const char *det[POL_MAX_DETERMINING];
        memcpy(det, d->determining, d->n_determining * sizeof(*det));
        qsort(det, d->n_determining, sizeof(*det), cmp_cstr);
        // the labels escaped as the message escapes them, so one answer is one line
        cm_buf f;
        cm_buf_init(&f, 0);
        (void)!(pol_msg_escape_annotation(&f, d->rule, strlen(d->rule)));
        printf("%s\t%s\t%s\t", decision, pol_cause_name(d->cause), cm_buf_str(&f));
        for (size_t i = 0; i < d->n_determining; i++) {
            cm_buf_reset(&f);
            (void)!(pol_msg_escape_annotation(&f, det[i], strlen(det[i])));
            printf("%s%s", i ? "," : "", cm_buf_str(&f));
        }
        cm_buf_free(&f);
        printf("\t%s\n", cm_buf_str(&d->message));
        return;
    }
    if (o->json) {
        printf("{\"file\":");
        json_out(stdout, file);
        printf(",\"index\":%d,\"name\":", index);
        json_out(stdout, name);
        printf(",\"action\":");
        json_out(stdout, action);
        printf(",\"resource\":");
        json_out(stdout, resource);
        printf(",\"decision\":\"%s\",\"cause\":\"%s\",\"rule\":", decision,
               pol_cause_name(d->cause));
        json_out(stdout, d->rule);
        printf(",\"determining\":[");
        for (size_t i = 0; i < d->n_determining; i++) {
            if (i) {
                putchar(',');
            }
            json_out(stdout, d->determining[i]);
        }
        // as the oracle: the erroring rules' labels, then each one's error
        printf("],\"erroring\":[");
        for (size_t i = 0; i < d->n_erroring; i++) {
            printf("%s", i ? "," : "");
            json_out(stdout, d->erroring[i]);
        }
        printf("],\"errors\":[");
        for (size_t i = 0; i < d->n_erroring; i++) {
            cm_buf one;
            cm_buf_init(&one, 0);
            (void)!cm_buf_printf(&one, "%s: %s", d->erroring[i], pol_decision_error(d, i));
            printf("%s", i ? "," : "");
            json_out(stdout, cm_buf_str(&one));
            cm_buf_free(&one);
        }
        printf("],\"message\":");
        json_out(stdout, cm_buf_str(&d->message));
        printf("}\n");
        return;
    }
    cm_buf shown;
    cm_buf_init(&shown, 0);
    (void)!pol_msg_escape_resource(&shown, resource, strlen(resource), 1024);
    printf("  [%d]%s%s\n      %s '%s'\n      => %s (%s)  rule=%s  determining=[", index,
           *name ? " " : "", shown_text(name), shown_text(action), cm_buf_str(&shown),
           d->allow ? "ALLOW" : "DENY", pol_cause_name(d->cause), shown_text(d->rule));
    cm_buf_free(&shown);
    for (size_t i = 0; i < d->n_determining; i++) {
        printf("%s%s", i ? ", " : "", shown_text(d->determining[i]));
    }
    printf("]\n");
    if (*erroring) {
        printf("      error: %s\n", shown_text(erroring));
    }
    printf("      %s\n", shown_text(cm_buf_str(&d->message)));
    shown_text(NULL);
}

// What an explain run over one file needs from this side: the options, the file (for
// relative policy names and messages), and where the policy came from.
typedef struct explain_ctx {
    const opts *o;
    const char *file;
    int denied;    // some request was denied
    int malformed; // some request was malformed
    int refused;   // the policy did not load
} explain_ctx;

// pol_explain_io.load: the --policy/--config policy wins over the one the file names,
// which is relative to the file.
static pol_engine *
explain_load(void *vctx, const char *named, int schema)
{
    explain_ctx *c = vctx;
    char ppath[4200];
    const char *policy = NULL;
    if (!c->o->policy && !c->o->config && named) {
        const char *slash = strrchr(c->file, '/');
        if (named[0] != '/' && slash) {
            snprintf(ppath, sizeof(ppath), "%.*s/%s", (int)(slash - c->file), c->file, named);
        } else {
            snprintf(ppath, sizeof(ppath), "%s", named);
        }
        policy = ppath;
    }
    char shown[4200];
    pol_engine *e = load_engine(c->o, policy, schema, shown, sizeof(shown));
    c->refused |= !e;
    if (e && !c->o->json && !c->o->tsv) {
        printf("%s (policy %s)\n", shown_text(c->file), shown_text(shown));
    }
    return e;
}

// pol_explain_io.sink: print one decided request.
static void
explain_sink(void *vctx, const pol_explained *r)
{
    explain_ctx *c = vctx;
    c->denied |= !r->d->allow;
    print_result(c->o, c->file, r->index, r->name, r->action, r->resource, r->d, r->errors);
}

// pol_explain_io.bad: name the file, the request and the field on stderr.
static void
explain_bad(void *vctx, const char *why)
{
    explain_ctx *c = vctx;
    c->malformed = 1;
    cm_utf8_eprintf("strands-box: %s: %s\n", c->file, why);
}

// Decide every request of one request text (shown as file in messages); sets the
// flags of c.
static void
explain_text(explain_ctx *c, const cm_buf *text)
{
    pol_explain_io io = {c, explain_load, explain_sink, explain_bad};
    cm_buf err;
    cm_buf_init(&err, 0);
    if (pol_explain_json(text->data ? text->data : "", text->len, !c->o->no_schema, &io, &err) <
        0) {
        if (err.len > 0) {
            cm_utf8_eprintf("strands-box: %s: %s\n", c->file, cm_buf_str(&err));
            c->malformed = 1;
        }
    }
    cm_buf_free(&err);
}

// Decide every request of one file ("-": stdin).
static void
explain_file(explain_ctx *c)
{
    cm_buf text;
    cm_buf_init(&text, (size_t)16 << 20);
    int rc = strcmp(c->file, "-") == 0 ? read_fd(0, &text, (size_t)16 << 20)
                                       : read_file(c->file, &text, (size_t)16 << 20);
    if (rc < 0) {
        cm_utf8_eprintf("strands-box: %s: %s\n", strcmp(c->file, "-") == 0 ? "stdin" : c->file,
                        strerror(errno));
        c->malformed = 1;
    } else {
        explain_text(c, &text);
    }
    cm_buf_free(&text);
}

// Append s to b as a JSON string.
static void
json_str_buf(cm_buf *b, const char *s)
{
    (void)!cm_buf_addc(b, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            (void)!cm_buf_printf(b, "\\%c", *p);
        } else if (*p < 0x20) {
            (void)!cm_buf_printf(b, "\\u%04x", *p);
        } else {
            (void)!cm_buf_addc(b, (char)*p);
        }
    }
    (void)!cm_buf_addc(b, '"');
}

// The inline requests as one request text: {"requests": [--request..., the request of
// --action/--principal/--resource/--input/--context]}.
static int
inline_text(const opts *o, cm_buf *b)
{
    (void)!cm_buf_adds(b, "{\"requests\": [");
    for (int i = 0; i < o->ninline; i++) {
        (void)!cm_buf_printf(b, "%s\n%s", i ? "," : "", o->inline_reqs[i]);
    }
    if (o->action || o->principal || o->resource || o->input || o->context) {
        (void)!cm_buf_printf(b, "%s\n{", o->ninline ? "," : "");
        int first = 1;
        const char *keys[] = {"action", "principal", "resource"};
        const char *vals[] = {o->action, o->principal, o->resource};
        for (int k = 0; k < 3; k++) {
            if (vals[k]) {
                (void)!cm_buf_printf(b, "%s\"%s\": ", first ? "" : ", ", keys[k]);
                json_str_buf(b, vals[k]);
                first = 0;
            }
        }
        if (o->input) {
            (void)!cm_buf_printf(b, "%s\"input\": %s\n", first ? "" : ", ", o->input);
            first = 0;
        }
        if (o->context) {
            (void)!cm_buf_printf(b, "%s\"context\": %s\n", first ? "" : ", ", o->context);
        }
        (void)!cm_buf_adds(b, "}");
    }
    return cm_buf_adds(b, "]}");
}

static int
cmd_explain(const opts *o)
{
    int inl = o->ninline > 0 || o->action || o->principal || o->resource || o->input || o->context;
    if (o->nfiles == 0 && !inl) {
        return usage();
    }
    explain_ctx c = {o, NULL, 0, 0, 0};
    for (int i = 0; i < o->nfiles; i++) {
        c.file = o->files[i];
        explain_file(&c);
    }
    if (inl) {
        cm_buf text;
        cm_buf_init(&text, 0);
        c.file = "--request";
        if (inline_text(o, &text) < 0) {
            cm_utf8_eprintf("strands-box: out of memory\n");
            c.malformed = 1;
        } else {
            explain_text(&c, &text);
        }
        cm_buf_free(&text);
    }
    // as Cedar's CLI separates a denial from a failure: 0 all allowed, 1 some denied,
    // 2 a malformed request, 3 the policy will not load
    return c.refused ? 3 : c.malformed ? 2 : c.denied ? 1 : 0;
}

/* ---- log ---- */

// Print one record as verdict<TAB>action<TAB>resource<TAB>rule.
static void
log_line(const char *line, size_t len)
{
    cm_buf out;
    cm_buf_init(&out, 0);
    if (pol_log_format_line(line, len, &out) == 0) {
        fputs(cm_buf_str(&out), stdout);
    }
    cm_buf_free(&out);
}

static int
cmd_log(const opts *o)
{
    char path[4200];
    if (o->logfile) {
        snprintf(path, sizeof(path), "%s", o->logfile);
    } else if (o->config) {
        pol_box box;
        cm_buf err;
        cm_buf_init(&err, 0);
        memset(&box, 0, sizeof(box));
        if (pol_box_load(o->config, &box, &err) < 0) {
            cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
            cm_buf_free(&err);
            return 1;
        }
        snprintf(path, sizeof(path), "%s/private/decisions.jsonl", box.box_dir);
        pol_box_free(&box);
        cm_buf_free(&err);
    } else {
        cm_utf8_eprintf("strands-box: log: name the box with --config BOX_TOML (or --file LOG)\n");
        return 2;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        cm_utf8_eprintf("strands-box: log: %s: %s\n", path, strerror(errno));
        return 1;
    }
    cm_buf pending;
    cm_buf_init(&pending, (size_t)1 << 20);
    char chunk[65536];
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof(chunk));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            break;
        }
        if (n == 0) {
            if (!o->follow) {
                break;
            }
            fflush(stdout);
            struct timespec ts = {0, 250000000};
            nanosleep(&ts, NULL);
            continue;
        }
        if (cm_buf_add(&pending, chunk, (size_t)n) < 0) {
            cm_buf_reset(&pending);
            continue;
        }
        char *start = pending.data;
        char *nl;
        while ((nl = memchr(start, '\n', pending.len - (size_t)(start - pending.data)))) {
            log_line(start, (size_t)(nl - start));
            start = nl + 1;
        }
        size_t rest = pending.len - (size_t)(start - pending.data);
        memmove(pending.data, start, rest);
        pending.len = rest;
        pending.data[rest] = '\0';
    }
    cm_buf_free(&pending);
    close(fd);
    return 0;
}

/* `strands-box SUBCOMMAND …`; see builtins.h. */
int
bi_box_main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("%s\n", pol_version());
        return 0;
    }
    if (argc < 2) {
        return usage();
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
        strcmp(argv[1], "help") == 0) {
        return help();
    }
    if (strcmp(argv[1], "init") == 0) {
        return bi_box_init_main(argc - 1, argv + 1);
    }
    opts o;
    if (parse_opts(argc, argv, &o) < 0) {
        cm_free(o.files);
        cm_free(o.inline_reqs);
        return 2;
    }
    int rc;
    if (o.help) {
        rc = help();
    } else if (strcmp(argv[1], "check") == 0) {
        rc = cmd_check(&o);
    } else if (strcmp(argv[1], "explain") == 0) {
        rc = cmd_explain(&o);
    } else if (strcmp(argv[1], "log") == 0) {
        rc = cmd_log(&o);
    } else {
        rc = usage();
    }
    cm_free(o.files);
    cm_free(o.inline_reqs);
    return rc;
}
