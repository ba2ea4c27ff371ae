/* The authority: policy language, decisions, denial texts, decision log, box config,
 * path spelling and the reach floor. The only policy header other folders include. */
#ifndef POLICY_POLICY_H
#define POLICY_POLICY_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "common/arena.h"
#include "common/attr.h"
#include "common/buf.h"

/* The largest policy file a box loads (spec section 9). */
#define POL_MAX_POLICY_BYTES ((size_t)1 << 20)

/* ---------------------------------------------------------------------------------
 * Engine: load a policy, decide requests (policy/engine and friends).
 * ------------------------------------------------------------------------------- */

typedef enum pol_action {
    POL_FS_READ,
    POL_FS_WRITE,
    POL_FS_DELETE,
    POL_FS_MOVE,
    POL_SHELL_EXEC,
    POL_SHELL_SPAWN,
    POL_NET_CONNECT,
    POL_HTTP_REQUEST,
    POL_ACTION_COUNT
} pol_action;

/* "fs:read", "shell:exec", ... for an action; NULL for an out-of-range value. */
const char *pol_action_name(pol_action a);

/* One request. Fields that an action does not carry are ignored; an optional field
 * (arg1, arg2, ip) is absent when NULL. Strings are borrowed for the call. */
typedef struct pol_request {
    pol_action action;
    // fs:*
    const char *path;      // the spelled path (pol_path.spelled): "~/x", "/abs"
    const char *operation; // "read_content", "write_content", "rename", ...
    // shell:exec, shell:spawn
    const char *command;
    const char *program;
    const char *program_path; // shell:spawn only
    const char *arg1;
    const char *arg2;
    int64_t arg_count;
    const char *cwd;
    // net:connect, http:request
    const char *host;
    const char *ip;
    int64_t port;
    const char *method;
    const char *url_path; // http:request's context.input.path
    int64_t body_bytes;
    int intercepted; // bool
    // For the decision log only (never decided on):
    const char *caller;      // "python", "shell", "fetch"; NULL: see pol_log_append
    const char *const *args; // shell:*: the arg_count arguments after the program, or NULL
    const unsigned char *args_literal; // per argument: 1 when written literally, 0 when it
                                       // came from an expansion; NULL: none known literal
} pol_request;

typedef enum pol_cause {
    POL_PERMITTED,
    POL_FORBIDDEN,
    POL_NO_MATCH,
    POL_INTERNAL_FAULT,
    POL_ENFORCEMENT // a floor refusal after policy (set by the caller of the floor)
} pol_cause;

/* "permitted", "forbidden", "no_match", "internal_fault", "enforcement". */
const char *pol_cause_name(pol_cause c);

#define POL_MAX_DETERMINING 16

/* The result of one decision. All strings are owned by the decision (or by the
 * engine) and valid until the next pol_decide with the same decision struct, or
 * until pol_decision_free. */
typedef struct pol_decision {
    int allow; // 1 permit, 0 deny
    pol_cause cause;
    const char *rule;        // governing rule: @id, else "policy_N", else "<default-deny>"
    const char *description; // governing rule's @description, or NULL
    const char *determining[POL_MAX_DETERMINING];
    size_t n_determining;
    cm_buf message; // "policy denied this operation on '<p>' [default-deny]: No permit ..."
    // POL_INTERNAL_FAULT only: the erroring rules in file order (labels as in
    // determining), each with its evaluation error (pol_decision_error). A request that
    // does not fit the schema has one entry with the rule "<request>".
    const char *erroring[POL_MAX_DETERMINING];
    size_t n_erroring;
    size_t error_off[POL_MAX_DETERMINING]; // offsets of the messages in errors
    cm_buf errors;                         // the messages, each NUL-terminated
    // The rules rule and determining[] name, as pol_decide set them (NULL for
    // "<default-deny>" and in a decision made by hand): the log copies the JSON text of a
    // label and description made at load from there, while the rule's label is still the
    // string named (issue 18). A caller that changes rule or determining needs no more.
    const struct pol_rule *rule_r;
    const struct pol_rule *determining_r[POL_MAX_DETERMINING];
    // Set by a caller that never reads a permit's message (the gate: a permit's log
    // record has "reason": null) before deciding: a permit then leaves message empty, so
    // the hot path builds no text. A denial's message is always made.
    int no_permit_text;
} pol_decision;

typedef struct pol_engine pol_engine;

/* Parse and validate a policy. text need not be NUL-terminated. origin names the file
 * in messages ("policy.dw"). home is the operator home (for inert-literal checks; may
 * be NULL). Returns a new engine, owned by the caller (pol_engine_free), or NULL with
 * the load error ("policy.dw:3:7: ..." with upstream's class prefix) in err. A policy
 * never loads partially. */
CM_MUST_CHECK pol_engine *pol_engine_load(const char *text, size_t len, const char *origin,
                                          const char *home, cm_buf *err);

/* Load with the Box schema (schema 1, as pol_engine_load) or without it (0: plain Cedar
 * with Box naming, what `strands-box explain --no-schema` uses). */
CM_MUST_CHECK pol_engine *pol_engine_load_mode(const char *text, size_t len, const char *origin,
                                               const char *home, int schema, cm_buf *err);

/* Check a policy text as `strands-box check` does, going on after each error: every
 * load error is appended to errs and every lint to warns, one per line
 * ("origin:line:col: ...", a lint ending in " [lint: name]"). Returns the number of
 * errors; with none, pol_engine_load loads the text with these warnings. */
size_t pol_policy_check(const char *text, size_t len, const char *origin, const char *home,
                        cm_buf *errs, cm_buf *warns);

/* An engine with no rules: denies everything (what a box with no policy key uses). */
CM_MUST_CHECK pol_engine *pol_engine_empty(void);

void pol_engine_free(pol_engine *e);

/* The SHA-256 of the loaded policy text, as 64 lowercase hex digits. Borrowed. */
const char *pol_engine_sha256(const pol_engine *e);

/* Warnings (lints) found at load, one per line; borrowed, may be "". */
const char *pol_engine_warnings(const pol_engine *e);

/* How many rules the engine holds, and rule i described on one line for `check`:
 * "policy_0 @id(\"reads\") permit fs:read, fs:write" (or "... every action"). The
 * describe call returns 0, or -1 when i is out of range or the buffer is full. */
size_t pol_engine_rule_count(const pol_engine *e);
CM_MUST_CHECK int pol_engine_rule_describe(const pol_engine *e, size_t i, cm_buf *out);

/* Escape a resource for a message (spec section 7: control characters escaped, at
 * most budget bytes, then an ellipsis). */
CM_MUST_CHECK int pol_msg_escape_resource(cm_buf *out, const char *s, size_t n, size_t budget);

/* Append s (n bytes) escaped as a denial text escapes an @id or @description:
 * backslash, control and bidi characters written out (section 7). 0 or -1. */
CM_MUST_CHECK int pol_msg_escape_annotation(cm_buf *out, const char *s, size_t n);

/* ---------------------------------------------------------------------------------
 * Explain: decide requests written in the reference engine's request-file format.
 * ------------------------------------------------------------------------------- */

/* One decided request, lent to the sink for the call. */
typedef struct pol_explained {
    int index;             // from 1, in file order
    const char *name;      // the request's "name", or ""
    const char *action;    // "fs:read", or the whole uid of a non-Box action
    const char *resource;  // the resource as messages name it
    const pol_decision *d; // verdict, cause, rule, determining, message
    const char *errors;    // the erroring rules with their messages, or ""
} pol_explained;

/* The caller's half of an explain run. load returns the engine to decide with, given
 * the policy the file names (NULL when it names none; the caller resolves it and
 * decides whether its own --policy wins) and whether to apply the schema; NULL after
 * it has reported why. sink receives each decided request in order. */
typedef struct pol_explain_io {
    void *ctx;
    pol_engine *(*load)(void *ctx, const char *named_policy, int schema);
    void (*sink)(void *ctx, const pol_explained *r);
    // A malformed request: "requests[3]: \"operation\": \"read_contnt\" is not a
    // Box::FsReadOperation; did you mean \"read_content\"?" (requests[i] counts from 0,
    // "request" when the file holds one). A request the schema does not admit is then
    // also denied through sink, as the request gate denies it; one that cannot be built
    // (no action, "input" and "context" both, an empty argv) gets no answer. May be NULL.
    void (*bad)(void *ctx, const char *why);
} pol_explain_io;

/* Decide every request of a request file: one request object, a list of them, or
 * {"policy": ..., "mode": "no-schema"?, "requests": [...]}, each with "action" and
 * "input" (or "context"), including the "argv" and "url" shorthands. A malformed request
 * goes to io->bad (see there) and the others are still decided. Returns 0, or -1 with
 * the reason in err ("not valid JSON", ...) or, when load failed, with err untouched. */
int pol_explain_json(const char *text, size_t len, int schema, const pol_explain_io *io,
                     cm_buf *err);

/* Prepare an empty decision for reuse across calls. */
void pol_decision_init(pol_decision *d);
void pol_decision_free(pol_decision *d);

/* The evaluation error of d->erroring[i] ("integer overflow while attempting to ...");
 * "" when i is out of range. Borrowed from d. */
const char *pol_decision_error(const pol_decision *d, size_t i);

/* Decide one request. Never fails open: any error (a request that does not fit the
 * schema, an evaluation error, an out-of-memory) yields a deny with cause
 * POL_INTERNAL_FAULT. Returns d->allow. */
int pol_decide(const pol_engine *e, const pol_request *req, pol_decision *d);

/* The resource text for messages and the log: the path, the program, host:port, or
 * host:port/path. Appended to out; returns 0 or -1 on out-of-memory. */
CM_MUST_CHECK int pol_request_resource(const pol_request *req, cm_buf *out);

/* The name among names (count of them) within two edits of s, the closest first; NULL
 * when none is (for "did you mean"). */
const char *pol_closest(const char *s, const char *const *names, size_t count);

/* Append n bytes of s to b as a JSON string (quotes, backslashes and control characters
 * escaped). 0, or -1 when b is full. */
CM_MUST_CHECK int pol_json_string(cm_buf *b, const char *s, size_t n);

/* ---------------------------------------------------------------------------------
 * Policy tests: `strands-box test POLICY_TESTS.toml` (docs/policy-tests.md).
 * ------------------------------------------------------------------------------- */

/* One example of a tests file: [allow.NAME] or [deny.NAME]. */
typedef struct pol_test_case {
    const char *name; // "allow.NAME" / "deny.NAME"
    int allow;        // what the example expects
    const char *rule; // the governing rule it expects (`rule = "..."`), or NULL
    int line;         // where its table starts
} pol_test_case;

/* A loaded tests file: its examples as one explain request text (json, for
 * pol_explain_json: request i is case i, in file order) and what each expects. */
typedef struct pol_tests {
    cm_arena arena;
    cm_buf json;
    const char *policy; // the file's `policy = "..."`, or NULL
    pol_test_case *cases;
    size_t n;
} pol_tests;

/* Load a tests file (TOML: policy = "FILE", then [allow.NAME] and [deny.NAME] tables,
 * each with action, input or context, optional principal, resource and rule). Returns
 * 0 (free with pol_tests_free), or -1 with "origin:line:col: ..." in err. */
CM_MUST_CHECK int pol_tests_load(const char *text, size_t len, const char *origin, pol_tests *out,
                                 cm_buf *err);
void pol_tests_free(pol_tests *t);

/* ---------------------------------------------------------------------------------
 * Decision log: <box_dir>/private/decisions.jsonl, one JSON object per line.
 * ------------------------------------------------------------------------------- */

typedef struct pol_log pol_log;

/* Open (creating with mode 0600) the log at path for appending. caller names the
 * route in records ("shell", "python", "alias"). Returns NULL with a message in err. */
CM_MUST_CHECK pol_log *pol_log_open(const char *path, const char *caller, cm_buf *err);
void pol_log_close(pol_log *log);

/* Append one record for a decision (permits too), with the fields of spec section 8.
 * The record's caller is req->caller when set, else "fetch" for net:connect and
 * http:request, else "python" when the log was opened for the python alias ("alias"),
 * else the log's caller. Shell arguments are logged under upstream's redaction rule: an
 * argument not known to be literal is "<redacted>" unless it is a flag ("-x", or a long
 * flag of at most 32 lower-case letters and dashes, whose "=value" part is redacted);
 * at most 64 arguments. An internal fault adds "errors": [{"policy": <erroring rule>,
 * "message": <its error>}, ...]. A failed write never changes a verdict: it is reported on
 * stderr once and then ignored. Returns 0, or -1 when the cap (pol_log_set_max_bytes) is
 * reached: nothing was written, and the caller must refuse the effect. */
int pol_log_append(pol_log *log, const pol_engine *e, const pol_request *req,
                   const pol_decision *d);

/* Cap the log at max_bytes (0: no cap; the box sets [log] max_bytes). A record that
 * would take decisions.jsonl past the cap first moves it to decisions.jsonl.1, once:
 * when that name is taken too (the operator has not cleared it), pol_log_append writes
 * nothing and returns -1 (at every record until the operator clears that name), so
 * that the box can refuse the effect rather than lose its record. Rotation is safe across box
 * processes sharing the log (link(2) claims the .1 name; a process whose file was rotated reopens
 * the path). */
void pol_log_set_max_bytes(pol_log *log, uint64_t max_bytes);

/* The kernel confinement this process applied, as a JSON object (trusted text, under
 * 256 bytes): the next record this process writes carries it as "kernel" (issue 15). */
void pol_log_set_kernel(pol_log *log, const char *json);

/* The run id this process's records carry as "run" (16 hex digits, one per box
 * process; "seq" counts from 1 within it). */
const char *pol_log_run_id(void);

/* Append one log record (a line of the log, without its newline) to out as
 * `strands-box log` prints it, tab-separated: "ts run caller verdict action resource
 * rule" and, for a denial, its reason; "-" for a field the record lacks. Each field
 * goes through cm_utf8_escape_display (a tab, line break or escape sequence in a file
 * name shows as "\t", "\n", "\x1b", bidi controls as "\u202e"). Returns 0, 1 when the
 * line is not a record (nothing appended), or -1 when out is full. */
CM_MUST_CHECK int pol_log_format_line(const char *line, size_t len, cm_buf *out);

/* Which records `strands-box log` shows; a NULL or zero member selects every record. */
typedef struct pol_log_filter {
    int verdict;        // 1 permits only, -1 denials only
    const char *action; // a glob on the action ("fs:*", "http:request")
    const char *rule;   // the governing rule, exactly
    const char *caller; // the caller, exactly ("python", "shell", "fetch", ...)
    const char *run;    // the run id, or a prefix of it of at least 4 digits
    int64_t since_ms;   // records at or after this time (ms since the epoch, UTC)
} pol_log_filter;

/* 1 when the record (a log line without its newline) passes f, 0 when it does not,
 * -1 when the line is not a record. */
int pol_log_match(const char *line, size_t len, const pol_log_filter *f);

/* Parse a --since value: a duration back from now_ms ("90s", "10m", "2h", "1d") or a
 * UTC time ("2026-05-01T12:00:00Z", "2026-05-01"). Returns 0 with *out_ms, or -1. */
int pol_log_parse_since(const char *s, int64_t now_ms, int64_t *out_ms);

/* ---------------------------------------------------------------------------------
 * The box: box.toml, path spelling, the reach floor (policy/box, path, floor).
 * ------------------------------------------------------------------------------- */

/* [box] memory_bytes by default: 1 GiB. */
#define POL_MEMORY_BYTES_DEFAULT ((uint64_t)1 << 30)

/* [python], [shell] and [log] limits, with the spec's numbers as defaults. */
typedef struct pol_limits {
    double run_seconds;      // in-VM run time, 120
    double deadline_seconds; // whole run, 305
    uint64_t host_calls;     // 10000
    double sleep_seconds;    // 180
    uint64_t alloc_bytes;    // one allocation, 128 MiB
    uint64_t urandom_bytes;  // 1 MiB
    uint64_t fetch_bytes;    // 1 MiB
    double fetch_seconds;    // one fetch() request, 60
    // [log] and [shell] (issue 12)
    uint64_t log_max_bytes;       // [log] max_bytes: decisions.jsonl cap, 256 MiB
    double shell_run_seconds;     // [shell] run_seconds: one shell run, 120
    double shell_command_seconds; // [shell] command_seconds: one host program, 30
    // [mcp] (issue 19): the MCP server's tools and caps
    unsigned mcp_tools;         // POL_MCP_* bits of the tools exposed, all five by default
    uint64_t mcp_output_bytes;  // [mcp] max_output_bytes: each stream of one call, 1 MiB
    uint64_t mcp_message_bytes; // [mcp] max_message_bytes: one request line, 4 MiB
    // [box] memory_bytes: the heap of one box process (the shell and its scripts), 1 GiB
    uint64_t memory_bytes;
} pol_limits;

/* The MCP server's tools, as bits of pol_limits.mcp_tools, in the order of
 * POL_MCP_TOOL_NAMES. */
enum {
    POL_MCP_SHELL = 1,
    POL_MCP_PYTHON = 2,
    POL_MCP_READ_FILE = 4,
    POL_MCP_WRITE_FILE = 8,
    POL_MCP_LIST_DIR = 16,
    POL_MCP_ALL = 31
};
#define POL_MCP_TOOL_NAMES                                                                         \
    {                                                                                              \
        "shell", "python", "read_file", "write_file", "list_dir"                                   \
    }

/* One [agent.filesystem] entry. */
typedef struct pol_fs_grant {
    const char *list; // "read", "write", "read_file", ..., "deny"
    const char *path; // as written: absolute, "~" or "~/..."
    const char *abs;  // absolute form
} pol_fs_grant;

/* One [egress.resolve] pin: host -> address. */
typedef struct pol_resolve_pin {
    const char *host;
    const char *addr;
} pol_resolve_pin;

typedef struct pol_box {
    char *config_path; // absolute path of the box.toml loaded
    char *name;
    char *box_dir;                 // absolute
    char *policy_path;             // absolute, or NULL when the config names no policy
    char *workspace;               // absolute, canonical
    char *operator_home;           // absolute, canonical: $HOME of the person running the box
    int operator_home_from_config; // 1 when box.toml's `operator_home` named it
    char *agent_home;              // [agent] env.HOME, default operator_home
    char **env;                    // [agent] env as "NAME=value", NULL-terminated
    pol_fs_grant *grants;
    size_t n_grants;
    pol_resolve_pin *pins;
    size_t n_pins;
    char *ca_file; // [egress] ca_file: absolute, canonical; NULL for the system store
    pol_limits limits;
    // authority sources, compared by device and inode
    dev_t config_dev;
    ino_t config_ino;
    dev_t policy_dev;
    ino_t policy_ino;
    int have_policy_id;
    dev_t ca_dev; // [egress] ca_file, an authority source too (set when ca_file is)
    ino_t ca_ino;
    char *program;          // [agent] command[0] (for the start-up disclosure), or NULL
    char **command;         // [agent] command, NULL-terminated (strands-box run), or NULL
    int kernel_confinement; // [box] kernel_confinement: 1 "required" (default), 0 "off"
} pol_box;

/* Fill limits with the spec's defaults. */
void pol_limits_default(pol_limits *l);

/* Load and check a box.toml. Changes nothing on disk. Returns 0, or -1 with
 * "<file>:<line>:<col>: <problem>" in err. The box owns its strings (pol_box_free).
 * The operator home is box.toml's `operator_home`, else $HOME; the workspace is
 * `[agent] workspace`, else the current directory. */
CM_MUST_CHECK int pol_box_load(const char *config_path, pol_box *out, cm_buf *err);

/* What an alias runs under beside its box.toml, fixed by `strands-box init` (see
 * pol_alias_record_read). Borrowed strings; NULL where nothing is fixed. */
typedef struct pol_box_anchors {
    const char *operator_home; // canonical; used when box.toml names no `operator_home`
    const char *workspace;     // canonical; used when box.toml names no workspace
} pol_box_anchors;

/* pol_box_load, with the operator home and the default workspace taken from anchors
 * (when not NULL) instead of $HOME and the current directory: the alias route, where
 * the caller's environment and directory decide nothing. Same results as pol_box_load. */
CM_MUST_CHECK int pol_box_load_with(const char *config_path, const pol_box_anchors *anchors,
                                    pol_box *out, cm_buf *err);

/* The alias record `strands-box init` writes to <box_dir>/private/alias.toml: the
 * box.toml the aliases load, the operator home and the workspace, all absolute. */
typedef struct pol_alias_record {
    char *config;
    char *operator_home;
    char *workspace;
} pol_alias_record;

/* Append the record of box b (a TOML text) to out. Returns 0, or -1 out of memory. */
CM_MUST_CHECK int pol_alias_record_format(const pol_box *b, cm_buf *out);

/* Read <box_dir>/private/alias.toml into out (which owns its strings afterwards; free
 * with pol_alias_record_free). The file must be a regular file (not a link), owned by
 * this user and writable by no other, holding exactly the three absolute paths.
 * Returns 0, or -1 with a one-line reason in err (out is then empty). */
CM_MUST_CHECK int pol_alias_record_read(const char *box_dir, pol_alias_record *out, cm_buf *err);
void pol_alias_record_free(pol_alias_record *r);
void pol_box_free(pol_box *b);

/* What [agent.filesystem] lets the agent's own process do to the canonical absolute
 * path abs, with no policy decision: op is "read" (a `read` entry at or above abs, or a
 * `read_file` entry naming it), "write" (`write` / `write_file` likewise), "list",
 * "metadata" (also granted by a read grant) or "exec". Never anything at or under the
 * box directory or the directories holding the loaded box.toml and policy.dw, and
 * never under a `deny` entry. Returns 1 when granted, else 0. */
int pol_box_agent_may(const pol_box *b, const char *abs, const char *op);

/* A path spelled once: the form decisions, the floor, the log and the effect use. */
typedef struct pol_path {
    char abs[4097];      // absolute, lexically folded: what the effect acts on
    char spelled[4097];  // "~", "~/rel", or abs: what policy and the log see
    int dir_only;        // written with a final "/", "/." or "/..": the kernel would
                         // require a directory there, so the effect must too
    char must_dir[4097]; // "" or the last written component a ".." stepped back over
                         // ("notes.txt" of "notes.txt/../x"), folded: the kernel walks
                         // through it, so the effect requires it to be a directory
} pol_path;

/* 1 when path is root or lies below it, compared by component ("/a-b" is not under
 * "/a"); both absolute and folded; 0 for a NULL path or root. */
int pol_path_at_or_under(const char *path, const char *root);

/* Spell a path as a caller wrote it. Relative paths join cwd (absolute); ".", ".."
 * and "//" fold lexically, never above "/"; a final "/", "/." or "/.." (or a bare "."
 * or "..") sets dir_only, which the bi_fs_* effects honour as Linux does. Returns 0, or -1 with a
 * reason in err (embedded NUL, longer than 4096 bytes, more than 256 components). Bytes that
 * are not UTF-8 are kept: the engine decides on their lossless text (cm_buf_add_fsescape). */
CM_MUST_CHECK int pol_path_spell(const pol_box *b, const char *cwd, const char *written,
                                 size_t written_len, pol_path *out, cm_buf *err);

/* Rewrite a policy denial text (a pol_decision message for the spelled path) so that
 * it names the path as the caller wrote it (len bytes), escaped and bounded as the
 * engine escapes resources. Text that is not a path denial is copied unchanged.
 * Appends to out; returns 0, or -1 on out-of-memory. */
CM_MUST_CHECK int pol_path_denial_as_written(const char *message, const char *written, size_t len,
                                             cm_buf *out);

/* The effect a floor check guards. */
typedef enum pol_effect {
    POL_EFFECT_READ,   // open for reading, stat, list
    POL_EFFECT_WRITE,  // create, write, mkdir
    POL_EFFECT_DELETE, // unlink, rmdir
    POL_EFFECT_MOVE    // rename (source or destination)
} pol_effect;

/* The deny-only floor, run after a permit. Returns 0 when the path may be acted on,
 * or -1 with "<written>: <reason>" in why (written = the path as the caller wrote
 * it, for the message): outside home and workspace; a symlink in the path; a loaded
 * authority source; inside the box directory. */
CM_MUST_CHECK int pol_floor_check(const pol_box *b, const pol_path *p, pol_effect effect,
                                  const char *written, cm_buf *why);

/* ---------------------------------------------------------------------------------
 * Reach analysis (policy/reach): what a policy could ever permit, for the kernel.
 * ------------------------------------------------------------------------------- */

#define POL_REACH_MAX_TREES 64
#define POL_REACH_MAX_PORTS 64

/* The over-approximated reach of a loaded policy. For each fs action (indexed by
 * POL_FS_READ .. POL_FS_MOVE) the directory trees some permit can reach: an `==`
 * literal gives that path, `like` with a literal prefix the longest directory of the
 * prefix, `.contains` on a set literal each member, `||` the union and `&&` the
 * narrower side; anything unbounded gives the floor (operator home, agent home,
 * workspace), and every tree is clipped to the floor. `unless` clauses and forbids are
 * ignored. Trees are absolute, lexically folded, none inside another of its list. */
typedef struct pol_reach {
    char *trees[4][POL_REACH_MAX_TREES];
    size_t ntrees[4];
    int widened[4];                     // 1 when some permit could not be bounded (whole floor)
    int spawn;                          // 1 when some shell:spawn permit can match
    int net_any;                        // 1 when net:connect permits can allow any port
    int64_t ports[POL_REACH_MAX_PORTS]; // else: the ports they can allow (none: 0 ports)
    size_t nports;
} pol_reach;

/* Compute the reach of engine e for box b (its operator_home, agent_home and workspace
 * are the floor). Returns 0 with out filled (free with pol_reach_free), or -1 out of
 * memory (out then empty). */
CM_MUST_CHECK int pol_reach_compute(const pol_engine *e, const pol_box *b, pol_reach *out);
void pol_reach_free(pol_reach *r);

#endif
