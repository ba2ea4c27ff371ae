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

// Read fd to its end into out; closes fd unless it is stdin. Returns 0, or -1 with errno:
// EFBIG when the input is longer than max bytes, with out holding exactly its first max
// bytes (so that a caller passing limit + 1 gets the text's own size error from the
// checker: a text cut at the limit would pass it), ENOMEM, or read's errno.
static int
read_fd(int fd, cm_buf *out, size_t max)
{
    char chunk[65536];
    int rc = 0;
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof(chunk));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            rc = n < 0 ? -1 : 0;
            break;
        }
        size_t take = (size_t)n, room = max - out->len; // out->len <= max throughout
        if (take > room) {
            take = room;
        }
        if (cm_buf_add(out, chunk, take) < 0) {
            errno = ENOMEM;
            rc = -1;
            break;
        }
        if (take < (size_t)n) {
            errno = EFBIG;
            rc = -1;
            break;
        }
    }
    int e = errno;
    if (fd != 0) {
        close(fd);
    }
    errno = e;
    return rc;
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
    int strict;
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
    // log: the filters
    int verdict; // --allow 1, --deny -1
    const char *rule;
    const char *since;
    const char *caller;
    const char *run;
} opts;

#define USAGE                                                                                      \
    "usage: strands-box init --config BOX_TOML\n"                                                  \
    "       strands-box check [--policy FILE | --config BOX_TOML | FILE | -] [--home DIR] "        \
    "[--strict] [--json]\n"                                                                        \
    "       strands-box explain [--policy FILE | --config BOX_TOML] [--json | --tsv] "             \
    "[--no-schema] REQUEST.json|-...\n"                                                            \
    "       strands-box explain --policy FILE [--json | --tsv] --request JSON...\n"                \
    "       strands-box explain --policy FILE [--json | --tsv] --action ACTION "                   \
    "[--principal UID] [--resource UID] [--input JSON | --context JSON]\n"                         \
    "       strands-box log [--config BOX_TOML | --file LOG] [--follow] [--json] [FILTERS]\n"      \
    "       strands-box test [--policy FILE | --config BOX_TOML] POLICY_TESTS.toml...\n"           \
    "       strands-box --version | --help | SUBCOMMAND --help\n"

#define DOCS                                                                                       \
    "The docs: docs/README.md in the source tree (installed in share/doc/strands-box),\n"          \
    "and the man pages strands-box(1), strands-shell(1) and box.toml(5).\n"

// The usage on stderr after a mistake (status 2).
static int
usage(void)
{
    fputs(USAGE, stderr);
    return 2;
}

// explain --help: the request format and the inline flags.
#define EXPLAIN_HELP                                                                               \
    "A REQUEST.json holds one request, a list of them, or {\"requests\": [...]}; "                 \
    "each request\nnames its action and the action's context.input, e.g.\n"                        \
    "  {\"action\": \"fs:read\", \"input\": {\"path\": \"~/src/project/notes.txt\", "              \
    "\"operation\": \"read_content\"}}\n"                                                          \
    "  {\"action\": \"shell:exec\", \"input\": {\"argv\": [\"python3\", \"report.py\"]}}\n"        \
    "  {\"action\": \"http:request\", \"input\": {\"method\": \"GET\", \"url\": "                  \
    "\"https://api.example.com/v1/items\"}}\n"                                                     \
    "A request may name \"principal\" (any Box::Agent, default Box::Agent::\"self\") and\n"        \
    "\"resource\" (any Box::Resource, default Box::Resource::\"unused\"). `-` reads the\n"         \
    "requests from stdin.\n"                                                                       \
    "\n"                                                                                           \
    "One request inline, as Cedar's CLI names its parts:\n"                                        \
    "  --request JSON       a whole request object (may repeat)\n"                                 \
    "  --action ACTION      fs:read, ..., or Type::\"id\"; with\n"                                 \
    "  --principal UID      Box::Agent::\"self\" unless given\n"                                   \
    "  --resource UID       Box::Resource::\"unused\" unless given\n"                              \
    "  --input JSON         context.input (with the argv/url shorthands), or\n"                    \
    "  --context JSON       the whole context\n"                                                   \
    "e.g. strands-box explain --policy policy.dw --action fs:read \\\n"                            \
    "       --input '{\"path\": \"~/.ssh/id_rsa\", \"operation\": \"read_content\"}'\n"            \
    "\n"                                                                                           \
    "explain exits 0 when every request is allowed, 1 when any is denied, 2 when a\n"              \
    "request is malformed (each is named on stderr: FILE: requests[i]: \"field\": ...,\n"          \
    "i counting from 0) or on a usage error, and 3 when the policy will not load.\n"

#define CHECK_HELP                                                                                 \
    "usage: strands-box check [--policy FILE | --config BOX_TOML | FILE | -] [--home DIR] "        \
    "[--strict] [--json]\n"                                                                        \
    "Loads the policy as a box would and reports every error in it (FILE:LINE:COL), every\n"       \
    "lint warning (each ends in [lint: NAME]), the rule table and the policy's SHA-256;\n"         \
    "with --config also the kernel ruleset of the box. `-` reads the policy from stdin.\n"         \
    "  --strict    warnings fail too (exit 1)\n"                                                   \
    "  --json      one JSON object: policy, loads, ok, errors, warnings, rules, sha256\n"          \
    "  --home DIR  the operator home the inert-literal checks use (default $HOME)\n"               \
    "  --no-schema load as plain Cedar (no Box schema, no lints)\n"                                \
    "A rule silences one lint with @lint_allow(\"NAME\") (several: \"NAME, NAME\").\n"             \
    "Exit 0 when the policy loads, 1 when it does not (or --strict and a warning), 2 on a\n"       \
    "usage error.\n"

#define LOG_HELP                                                                                   \
    "usage: strands-box log [--config BOX_TOML | --file LOG] [--follow] [--json] [FILTERS]\n"      \
    "Prints the decision log, one record a line, tab-separated: time, run, caller, verdict,\n"     \
    "action, resource, rule and, for a denial, its reason (control characters escaped).\n"         \
    "  --json            the raw JSONL records instead (filtered)\n"                               \
    "  --follow, -f      keep reading as the box appends\n"                                        \
    "FILTERS (all must hold):\n"                                                                   \
    "  --deny | --allow  denials only, permits only\n"                                             \
    "  --action GLOB     e.g. fs:* or http:request\n"                                              \
    "  --rule ID         the governing rule\n"                                                     \
    "  --caller NAME     python, shell, fetch, alias, ...\n"                                       \
    "  --run ID          one box process (its run id, or 4+ leading digits of it)\n"               \
    "  --since WHEN      10m, 2h, 1d, 90s, or a UTC time 2026-05-01T12:00:00Z\n"                   \
    "Every record carries \"run\" (one id per box process) and \"seq\" (from 1 within a run).\n"

#define TEST_HELP                                                                                  \
    "usage: strands-box test [--policy FILE | --config BOX_TOML] POLICY_TESTS.toml...\n"           \
    "Decides every example of a tests file and checks the answer it expects:\n"                    \
    "  policy = \"policy.dw\"            # relative to the tests file (--policy wins)\n"           \
    "  [allow.read_notes]\n"                                                                       \
    "  action = \"fs:read\"\n"                                                                     \
    "  input = { path = \"~/src/project/notes.txt\", operation = \"read_content\" }\n"             \
    "  [deny.ssh_key]\n"                                                                           \
    "  action = \"fs:read\"\n"                                                                     \
    "  input = { path = \"~/.ssh/id_rsa\", operation = \"read_content\" }\n"                       \
    "  rule = \"no_keys\"                  # optional: the rule that must decide it\n"             \
    "Each example may also name principal, resource, or context instead of input; input\n"         \
    "takes explain's argv and url shorthands. See docs/policy-tests.md.\n"                         \
    "Exit 0 when every example holds, 1 when one fails, 2 for a malformed file or\n"               \
    "example, 3 when the policy will not load.\n"

#define INIT_HELP                                                                                  \
    "usage: strands-box init --config BOX_TOML\n"                                                  \
    "Checks box.toml and its policy, makes the box directory and writes its aliases\n"             \
    "(bin/zsh, bin/bash, bin/sh, bin/python3, bin/python). An alias runs the strands-shell\n"      \
    "found when init ran (this program, the one on PATH, and the installed one, in that\n"         \
    "order), so the aliases keep working after `make install`.\n"

static const char *const subcommands[] = {"check", "explain", "help", "init", "log", "test"};

// --help (of the whole program or of one subcommand): on stdout, status 0.
static int
help(const char *sub)
{
    if (sub && strcmp(sub, "check") == 0) {
        fputs(CHECK_HELP, stdout);
    } else if (sub && strcmp(sub, "log") == 0) {
        fputs(LOG_HELP, stdout);
    } else if (sub && strcmp(sub, "test") == 0) {
        fputs(TEST_HELP, stdout);
    } else if (sub && strcmp(sub, "init") == 0) {
        fputs(INIT_HELP, stdout);
    } else if (sub && strcmp(sub, "explain") == 0) {
        fputs("usage: strands-box explain [--policy FILE | --config BOX_TOML] [--json | --tsv] "
              "[--no-schema] REQUEST.json|-...\n"
              "       strands-box explain --policy FILE [--json | --tsv] --request JSON...\n"
              "       strands-box explain --policy FILE [--json | --tsv] --action ACTION "
              "[--principal UID] [--resource UID] [--input JSON | --context JSON]\n"
              "\n" EXPLAIN_HELP,
              stdout);
    } else {
        fputs(USAGE "\n"
                    "  init      make a box's directory and aliases from its box.toml\n"
                    "  check     every error and lint warning of a policy\n"
                    "  explain   decide requests offline, as the box would\n"
                    "  log       read the decision log, filtered\n"
                    "  test      check a policy against allow and deny examples\n"
                    "`strands-box SUBCOMMAND --help` tells more.\n\n" EXPLAIN_HELP "\n" DOCS,
              stdout);
    }
    return 0;
}

// A flag with a value, and where opts keeps it.
typedef struct valued_opt {
    const char *flag;
    size_t off;
} valued_opt;

#define N_VALUED 9

// The index of flag a in the table (N_VALUED entries), or -1.
static int
valued_flag(const valued_opt *v, const char *a)
{
    for (int k = 0; k < N_VALUED; k++) {
        if (strcmp(a, v[k].flag) == 0) {
            return k;
        }
    }
    return -1;
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
    static const valued_opt valued[] = {
        {"--principal", offsetof(opts, principal)},
        {"--action", offsetof(opts, action)},
        {"--resource", offsetof(opts, resource)},
        {"--input", offsetof(opts, input)},
        {"--context", offsetof(opts, context)},
        {"--rule", offsetof(opts, rule)},
        {"--since", offsetof(opts, since)},
        {"--caller", offsetof(opts, caller)},
        {"--run", offsetof(opts, run)},
    };
    _Static_assert(CM_ARRAY_LEN(valued) == N_VALUED, "N_VALUED counts the table");
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
        } else if (a[0] == '-' && a[1] == '-' && i + 1 < argc && valued_flag(valued, a) >= 0) {
            size_t k = (size_t)valued_flag(valued, a);
            *(const char **)(void *)((char *)o + valued[k].off) = argv[++i];
        } else if (strcmp(a, "--deny") == 0 || strcmp(a, "--allow") == 0) {
            o->verdict = a[2] == 'd' ? -1 : 1;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            o->help = 1;
        } else if (strcmp(a, "--json") == 0) {
            o->json = 1;
        } else if (strcmp(a, "--strict") == 0) {
            o->strict = 1;
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

// `check --no-schema`: the policy loaded as plain Cedar (no lints), its rule table.
static void print_head(pol_engine *e, const char *shown, const char *how);

static int
cmd_check_plain(const opts *o)
{
    char shown[4200];
    pol_engine *e = load_engine(o, o->nfiles ? o->files[0] : NULL, 0, shown, sizeof(shown));
    if (!e) {
        return 1;
    }
    print_head(e, shown, "no schema (plain Cedar)");
    printf("policy sha256 %s\n", pol_engine_sha256(e));
    pol_engine_free(e);
    return 0;
}

/* ---- check ---- */

// One finding of `check`: "origin:line:col: message[ [lint: name]]" taken apart.
typedef struct finding {
    int line;
    int col;
    const char *msg; // borrowed from the line
    size_t msgn;
    const char *lint; // borrowed, or NULL
    size_t lintn;
} finding;

// Take a finding line (len bytes, no newline) apart; the origin is known. Lines of
// another shape keep the whole text as the message at 0:0.
static void
finding_parse(const char *s, size_t len, const char *origin, finding *f)
{
    memset(f, 0, sizeof(*f));
    f->msg = s;
    f->msgn = len;
    size_t on = strlen(origin);
    if (len > on + 1 && memcmp(s, origin, on) == 0 && s[on] == ':') {
        char *end;
        const char *p = s + on + 1;
        long line = strtol(p, &end, 10);
        if (end > p && *end == ':') {
            p = end + 1;
            long col = strtol(p, &end, 10);
            if (end > p && end[0] == ':' && end[1] == ' ') {
                f->line = (int)line;
                f->col = (int)col;
                f->msg = end + 2;
                f->msgn = len - (size_t)(f->msg - s);
            }
        }
    }
    static const char tag[] = " [lint: ";
    if (f->msgn > sizeof(tag) && f->msg[f->msgn - 1] == ']') {
        for (size_t i = f->msgn - 1; i-- > 0;) {
            if (i + sizeof(tag) - 1 <= f->msgn && memcmp(f->msg + i, tag, sizeof(tag) - 1) == 0) {
                f->lint = f->msg + i + sizeof(tag) - 1;
                f->lintn = f->msgn - 1 - (i + sizeof(tag) - 1);
                f->msgn = i;
                break;
            }
        }
    }
}

// The findings of text (one per line) as a JSON list of {"file", "line", "col",
// "message"[, "lint"]}.
static void
findings_json(cm_buf *b, const char *text, const char *origin)
{
    (void)!cm_buf_addc(b, '[');
    int first = 1;
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t len = nl ? (size_t)(nl - text) : strlen(text);
        finding f;
        finding_parse(text, len, origin, &f);
        (void)!cm_buf_adds(b, first ? "{\"file\":" : ",{\"file\":");
        (void)!pol_json_string(b, origin, strlen(origin));
        (void)!cm_buf_printf(b, ",\"line\":%d,\"col\":%d,\"message\":", f.line, f.col);
        (void)!pol_json_string(b, f.msg, f.msgn);
        if (f.lint) {
            (void)!cm_buf_adds(b, ",\"lint\":");
            (void)!pol_json_string(b, f.lint, f.lintn);
        }
        (void)!cm_buf_addc(b, '}');
        first = 0;
        text += len + (nl ? 1 : 0);
    }
    (void)!cm_buf_addc(b, ']');
}

// Print each line of text as "strands-box: <kind><line>", escaped for the terminal.
static void
print_lines(FILE *f, const char *kind, const char *text)
{
    cm_buf line;
    cm_buf_init(&line, 0);
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t len = nl ? (size_t)(nl - text) : strlen(text);
        cm_buf_reset(&line);
        if (cm_utf8_escape_display(&line, text, len) == 0) {
            fprintf(f, "strands-box: %s%s\n", kind, cm_buf_str(&line));
        }
        text += len + (nl ? 1 : 0);
    }
    cm_buf_free(&line);
}

// The kernel ruleset of the box --config names, for `check` (issue 15); appended to
// out. Returns 0, or 1 after printing why it could not be built.
static int
check_kernel(const opts *o, pol_engine *e, cm_buf *out)
{
    int rc = 0;
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
        if (bi_confine_describe(&bb, out) < 0) {
            cm_utf8_eprintf("strands-box: out of memory\n");
            rc = 1;
        }
        pol_box_free(&bb.box);
    }
    cm_buf_free(&err);
    return rc;
}

// Load the box.toml at config into box; 0, or -1 after printing why.
static int
open_box(const char *config, pol_box *box)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    memset(box, 0, sizeof(*box));
    int rc = pol_box_load(config, box, &err);
    if (rc < 0) {
        cm_utf8_eprintf("strands-box: error: %s\n", cm_buf_str(&err));
    }
    cm_buf_free(&err);
    return rc < 0 ? -1 : 0;
}

// Where `check` reads its policy: the FILE argument, --policy, or the box's policy
// key. Fills path (NULL when the box names none) and home; 0, or -1 after saying why.
static int
check_source(const opts *o, char *path, size_t pathn, char *home, size_t homen)
{
    const char *h = o->home ? o->home : getenv("HOME");
    snprintf(home, homen, "%s", h ? h : "");
    path[0] = '\0';
    const char *p = o->nfiles ? o->files[0] : o->policy;
    if (p) {
        snprintf(path, pathn, "%s", p);
        return 0;
    }
    if (!o->config) {
        fprintf(stderr, "strands-box: error: name a policy with --policy FILE (or - for stdin) "
                        "or a box with --config BOX_TOML\n");
        return -1;
    }
    pol_box box;
    if (open_box(o->config, &box) < 0) {
        return -1;
    }
    if (box.policy_path) {
        snprintf(path, pathn, "%s", box.policy_path);
    }
    if (!o->home && box.operator_home) {
        snprintf(home, homen, "%s", box.operator_home);
    }
    pol_box_free(&box);
    return 0;
}

// The rule table of a loaded engine, in text (one "  rule N = ..." line each) or as a
// JSON list of strings.
static void
rule_table(pol_engine *e, int json, cm_buf *out)
{
    cm_buf line;
    cm_buf_init(&line, 0);
    size_t n = pol_engine_rule_count(e);
    if (json) {
        (void)!cm_buf_addc(out, '[');
    }
    for (size_t i = 0; i < n; i++) {
        cm_buf_reset(&line);
        if (pol_engine_rule_describe(e, i, &line) < 0) {
            break;
        }
        if (json) {
            (void)!cm_buf_adds(out, i ? "," : "");
            (void)!pol_json_string(out, line.data, line.len);
        } else {
            (void)!cm_buf_printf(out, "  rule %zu = %s\n", i + 1, shown_text(cm_buf_str(&line)));
        }
    }
    if (json) {
        (void)!cm_buf_addc(out, ']');
    }
    shown_text(NULL);
    cm_buf_free(&line);
}

// check's head: "policy FILE: N rule(s); HOW" and the rule table (shown NULL: the box
// names no policy).
static void
print_head(pol_engine *e, const char *shown, const char *how)
{
    printf("policy %s: %zu rule(s); %s\n",
           shown ? shown_text(shown) : "(none: the config names no policy)",
           pol_engine_rule_count(e), how);
    shown_text(NULL);
    cm_buf table;
    cm_buf_init(&table, 0);
    rule_table(e, 0, &table);
    fputs(cm_buf_str(&table), stdout);
    cm_buf_free(&table);
}

/* `check`: every load error (file:line:col), every lint, the rule table; exit 0 when the
 * policy loads (1 with --strict and a warning), 1 when it does not. */
static int
cmd_check(const opts *o)
{
    if (o->no_schema) {
        return cmd_check_plain(o);
    }
    char path[4200];
    char home[4200];
    if (check_source(o, path, sizeof(path), home, sizeof(home)) < 0) {
        return 1;
    }
    int stdin_text = strcmp(path, "-") == 0;
    const char *origin = stdin_text ? "<stdin>" : path;
    cm_buf text;
    cm_buf errs;
    cm_buf warns;
    cm_buf out;
    cm_buf_init(&text, POL_MAX_POLICY_BYTES + 1);
    cm_buf_init(&errs, 0);
    cm_buf_init(&warns, 0);
    cm_buf_init(&out, 0);
    int rc = 0;
    pol_engine *e = NULL;
    if (!path[0]) {
        // the box names no policy: it denies everything
        (void)!cm_buf_printf(&warns,
                             "%s:1:1: the box names no policy, so it denies every request "
                             "[lint: empty-policy]\n",
                             o->config);
        origin = o->config;
        e = pol_engine_empty();
    } else if ((stdin_text ? read_fd(0, &text, POL_MAX_POLICY_BYTES + 1)
                           : read_file(path, &text, POL_MAX_POLICY_BYTES + 1)) < 0 &&
               errno != EFBIG) {
        cm_utf8_eprintf("strands-box: error: policy file %s will not load: %s\n", origin,
                        strerror(errno));
        rc = 1;
        goto done;
    } else if (pol_policy_check(text.data ? text.data : "", text.len, origin, home, &errs,
                                &warns) == 0) {
        cm_buf err;
        cm_buf_init(&err, 0);
        e = pol_engine_load(text.data ? text.data : "", text.len, origin, home, &err);
        if (!e) {
            // pol_policy_check found no error: only out of memory gets here
            (void)!cm_buf_printf(&errs, "%s\n", cm_buf_str(&err));
        }
        cm_buf_free(&err);
    }
    size_t nerr = 0;
    for (size_t i = 0; i < errs.len; i++) {
        nerr += errs.data[i] == '\n';
    }
    if (e && o->config) {
        rc |= check_kernel(o, e, &out);
    }
    if (o->json) {
        cm_buf j;
        cm_buf_init(&j, 0);
        (void)!cm_buf_adds(&j, "{\"policy\":");
        (void)!pol_json_string(&j, origin, strlen(origin));
        (void)!cm_buf_printf(&j, ",\"loads\":%s,\"ok\":%s,\"errors\":", e ? "true" : "false",
                             e && !(o->strict && warns.len) ? "true" : "false");
        findings_json(&j, cm_buf_str(&errs), origin);
        (void)!cm_buf_adds(&j, ",\"warnings\":");
        findings_json(&j, cm_buf_str(&warns), origin);
        if (e) {
            (void)!cm_buf_adds(&j, ",\"rules\":");
            rule_table(e, 1, &j);
            (void)!cm_buf_printf(&j, ",\"sha256\":\"%s\"", pol_engine_sha256(e));
            if (o->config) {
                (void)!cm_buf_adds(&j, ",\"kernel\":");
                (void)!pol_json_string(&j, out.data ? out.data : "", out.len);
            }
        }
        (void)!cm_buf_adds(&j, "}\n");
        fputs(cm_buf_str(&j), stdout);
        cm_buf_free(&j);
    } else if (!e) {
        cm_buf kind;
        cm_buf_init(&kind, 0);
        (void)!cm_buf_printf(&kind, "error: policy file %s will not load: ", origin);
        print_lines(stderr, cm_buf_str(&kind), cm_buf_str(&errs));
        cm_buf_free(&kind);
        print_lines(stderr, "warning: ", cm_buf_str(&warns));
        cm_utf8_eprintf("strands-box: policy file %s will not load: %zu error(s)\n", origin, nerr);
    } else {
        print_head(e, path[0] ? origin : NULL, "validated against the Box schema");
        fflush(stdout);
        print_lines(stdout, "warning: ", cm_buf_str(&warns));
        printf("policy sha256 %s\n", pol_engine_sha256(e));
        if (o->config && out.len) {
            printf("kernel ruleset:\n%s", cm_buf_str(&out));
        }
        if (o->strict && warns.len) {
            cm_utf8_eprintf("strands-box: --strict: the policy has warnings\n");
        }
    }
    rc |= !e || (o->strict && warns.len);
done:
    pol_engine_free(e);
    cm_buf_free(&text);
    cm_buf_free(&errs);
    cm_buf_free(&warns);
    cm_buf_free(&out);
    return rc;
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
                (void)!pol_json_string(b, vals[k], strlen(vals[k]));
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

/* ---- test ---- */

// A `test` run: explain's context (first, so explain_load takes it) and the examples.
typedef struct test_ctx {
    explain_ctx ex;
    const pol_tests *t;
    unsigned char *bad; // per example: malformed
    size_t passed;
    size_t failed;
} test_ctx;

// pol_explain_io.bad: a malformed example fails, whatever its answer.
static void
test_bad(void *vctx, const char *why)
{
    test_ctx *c = vctx;
    size_t i = 0;
    const char *rest = strstr(why, "]: ");
    if (sscanf(why, "requests[%zu]", &i) == 1 && i < c->t->n && rest) {
        // named as the tests file names it
        c->bad[i] = 1;
        c->ex.malformed = 1;
        cm_utf8_eprintf("strands-box: %s: %s: %s\n", c->ex.file, c->t->cases[i].name, rest + 3);
        return;
    }
    explain_bad(&c->ex, why);
}

// pol_explain_io.sink: compare one answer with what its example expects.
static void
test_sink(void *vctx, const pol_explained *r)
{
    test_ctx *c = vctx;
    size_t i = (size_t)r->index - 1;
    if (r->index < 1 || i >= c->t->n) {
        return;
    }
    const pol_test_case *tc = &c->t->cases[i];
    int ok =
        !c->bad[i] && r->d->allow == tc->allow && (!tc->rule || strcmp(tc->rule, r->d->rule) == 0);
    if (ok) {
        c->passed++;
        printf("ok    %s\n", shown_text(tc->name));
    } else {
        c->failed++;
        printf("FAIL  %s (%s:%d): expected %s%s%s, ", shown_text(tc->name), shown_text(c->ex.file),
               tc->line, tc->allow ? "allow" : "deny", tc->rule ? " by " : "",
               tc->rule ? shown_text(tc->rule) : "");
        printf("got %s by %s%s\n      %s\n", r->d->allow ? "allow" : "deny", shown_text(r->d->rule),
               c->bad[i] ? " (the example is malformed)" : "",
               shown_text(cm_buf_str(&r->d->message)));
    }
    shown_text(NULL);
}

/* `test POLICY_TESTS.toml...`: every example must get the answer it expects. Exit 0 all
 * pass, 1 some fail, 2 a malformed file or example (or a usage error), 3 the policy
 * will not load. */
static int
cmd_test(const opts *o)
{
    if (o->nfiles == 0) {
        return usage();
    }
    int rc = 0;
    for (int f = 0; f < o->nfiles; f++) {
        const char *file = o->files[f];
        cm_buf text;
        cm_buf err;
        cm_buf_init(&text, (size_t)16 << 20);
        cm_buf_init(&err, 0);
        pol_tests t;
        int got = strcmp(file, "-") == 0 ? read_fd(0, &text, (size_t)16 << 20)
                                         : read_file(file, &text, (size_t)16 << 20);
        if (got < 0) {
            cm_utf8_eprintf("strands-box: test: %s: %s\n", file, strerror(errno));
            rc = rc > 2 ? rc : 2;
        } else if (pol_tests_load(text.data ? text.data : "", text.len, file, &t, &err) < 0) {
            cm_utf8_eprintf("strands-box: test: %s\n", cm_buf_str(&err));
            rc = rc > 2 ? rc : 2;
        } else {
            test_ctx c = {{o, file, 0, 0, 0}, &t, cm_calloc(t.n ? t.n : 1, 1), 0, 0};
            if (!c.bad) {
                cm_utf8_eprintf("strands-box: out of memory\n");
                rc = 2;
            } else {
                pol_explain_io io = {&c, explain_load, test_sink, test_bad};
                cm_buf_reset(&err);
                if (pol_explain_json(t.json.data, t.json.len, !o->no_schema, &io, &err) < 0 &&
                    err.len) {
                    cm_utf8_eprintf("strands-box: test: %s: %s\n", file, cm_buf_str(&err));
                    c.ex.malformed = 1;
                }
                if (!c.ex.refused) {
                    printf("%s: %zu passed, %zu failed\n", shown_text(file), c.passed, c.failed);
                    shown_text(NULL);
                }
                int one = c.ex.refused ? 3 : c.ex.malformed ? 2 : c.failed ? 1 : 0;
                rc = one > rc ? one : rc;
            }
            cm_free(c.bad);
            pol_tests_free(&t);
        }
        cm_buf_free(&text);
        cm_buf_free(&err);
    }
    return rc;
}

/* ---- log ---- */

// Print one record if it passes the filters: the raw JSON line (--json) or the
// escaped tab-separated view.
static void
log_line(const opts *o, const pol_log_filter *f, const char *line, size_t len)
{
    if (pol_log_match(line, len, f) != 1) {
        return;
    }
    if (o->json) {
        fwrite(line, 1, len, stdout);
        fputc('\n', stdout);
        return;
    }
    cm_buf out;
    cm_buf_init(&out, 0);
    if (pol_log_format_line(line, len, &out) == 0) {
        fputs(cm_buf_str(&out), stdout);
    }
    cm_buf_free(&out);
}

// The filters of the options; 0, or -1 after saying what is wrong.
static int
log_filter(const opts *o, pol_log_filter *f)
{
    memset(f, 0, sizeof(*f));
    f->verdict = o->verdict;
    f->action = o->action;
    f->rule = o->rule;
    f->caller = o->caller;
    f->run = o->run;
    if (o->run && strlen(o->run) < 4) {
        cm_utf8_eprintf("strands-box: log: --run '%s': give at least 4 digits of the run id\n",
                        o->run);
        return -1;
    }
    if (o->since) {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        int64_t ms = (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
        if (pol_log_parse_since(o->since, ms, &f->since_ms) < 0) {
            cm_utf8_eprintf("strands-box: log: --since '%s' is not a duration (10m, 2h, 1d, 90s) "
                            "or a UTC time (2026-05-01T12:00:00Z)\n",
                            o->since);
            return -1;
        }
    }
    return 0;
}

static int
cmd_log(const opts *o)
{
    char path[4200];
    pol_log_filter filter;
    if (log_filter(o, &filter) < 0) {
        return 2;
    }
    if (o->logfile) {
        snprintf(path, sizeof(path), "%s", o->logfile);
    } else if (o->config) {
        pol_box box;
        if (open_box(o->config, &box) < 0) {
            return 1;
        }
        snprintf(path, sizeof(path), "%s/private/decisions.jsonl", box.box_dir);
        pol_box_free(&box);
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
            log_line(o, &filter, start, (size_t)(nl - start));
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
    if (argc >= 2 && (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)) {
        printf("strands-box %s\n", PACKAGE_VERSION);
        return 0;
    }
    if (argc < 2) {
        return usage();
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        return help(NULL);
    }
    if (strcmp(argv[1], "help") == 0) {
        return help(argc > 2 ? argv[2] : NULL);
    }
    int known = 0;
    for (size_t k = 0; k < CM_ARRAY_LEN(subcommands); k++) {
        known |= strcmp(argv[1], subcommands[k]) == 0;
    }
    if (!known) {
        const char *near = pol_closest(argv[1], subcommands, CM_ARRAY_LEN(subcommands));
        cm_utf8_eprintf("strands-box: '%s' is not a subcommand%s%s%s\n", argv[1],
                        near ? "; did you mean '" : "", near ? near : "", near ? "'?" : "");
        return usage();
    }
    for (int k = 2; k < argc; k++) {
        if (strcmp(argv[k], "--help") == 0 || strcmp(argv[k], "-h") == 0) {
            return help(argv[1]);
        }
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
    if (strcmp(argv[1], "check") == 0) {
        rc = cmd_check(&o);
    } else if (strcmp(argv[1], "explain") == 0) {
        rc = cmd_explain(&o);
    } else if (strcmp(argv[1], "log") == 0) {
        rc = cmd_log(&o);
    } else {
        rc = cmd_test(&o);
    }
    cm_free(o.files);
    cm_free(o.inline_reqs);
    return rc;
}
