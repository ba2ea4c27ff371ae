/* The effect gate: spell, decide, log, then the floor; the one road of every effect. */
#include "config.h"

#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "builtins/builtins.h"

static void
set_why(cm_buf *why, const char *text)
{
    if (!why) {
        return;
    }
    cm_buf_reset(why);
    if (cm_buf_adds(why, text) != 0) {
        cm_buf_reset(why);
    }
}

static void
set_kind(int *kind, int k)
{
    if (kind) {
        *kind = k;
    }
}

static pol_effect
effect_of(pol_action action)
{
    switch (action) {
    case POL_FS_WRITE:
        return POL_EFFECT_WRITE;
    case POL_FS_DELETE:
        return POL_EFFECT_DELETE;
    case POL_FS_MOVE:
        return POL_EFFECT_MOVE;
    default:
        return POL_EFFECT_READ;
    }
}

// Log one decision. -1 when the log is at its cap ([log] max_bytes, rotation full):
// then why says so and the effect must be refused, permitted or not (fail closed:
// no effect without its record).
static int
log_decision(bi_ctx *ctx, const pol_request *req, const pol_decision *d, cm_buf *why)
{
    if (!ctx->box->log || pol_log_append(ctx->box->log, ctx->box->engine, req, d) == 0) {
        return 0;
    }
    if (why) {
        cm_buf_reset(why);
        if (cm_buf_printf(why,
                          "decision log full: %s/private/decisions.jsonl and its rotation "
                          "decisions.jsonl.1 have reached [log] max_bytes (%" PRIu64
                          " bytes); the box refuses further effects until the operator "
                          "removes decisions.jsonl.1",
                          ctx->box->box.box_dir, ctx->box->box.limits.log_max_bytes) != 0) {
            cm_buf_reset(why);
        }
    }
    return -1;
}

/* bi_gate_fs: see builtins.h. One log record per call: the policy's verdict, or, when
 * policy permits and the floor refuses, the floor's deny (cause enforcement), as
 * behaviour.md 10 describes. A denial's reason is the text the caller saw. */
int
bi_gate_fs(bi_ctx *ctx, pol_action action, const char *operation, const char *written, size_t len,
           pol_path *out, cm_buf *why, int *kind)
{
    set_kind(kind, BI_GATE_OK);
    const pol_box *b = &ctx->box->box;
    cm_buf err;
    cm_buf_init(&err, 0);
    if (pol_path_spell(b, ctx->cwd[0] ? ctx->cwd : NULL, written, len, out, &err) != 0) {
        set_why(why, cm_buf_str(&err));
        cm_buf_free(&err);
        set_kind(kind, BI_GATE_BADPATH);
        return -1;
    }
    pol_request req;
    memset(&req, 0, sizeof req);
    req.action = action;
    req.path = out->spelled;
    req.operation = operation;
    req.caller = ctx->caller;
    pol_decision d;
    pol_decision_init(&d);
    d.no_permit_text = 1; // a permit's record has no reason
    if (!pol_decide(ctx->box->engine, &req, &d)) {
        // the log's reason is the text the caller sees: a script sees its own spelling
        if (ctx->name_as_written) {
            cm_buf seen;
            cm_buf_init(&seen, 0);
            if (pol_path_denial_as_written(cm_buf_str(&d.message), written, len, &seen) == 0) {
                cm_buf_reset(&d.message);
                if (cm_buf_adds(&d.message, cm_buf_str(&seen)) != 0) {
                    cm_buf_reset(&d.message);
                }
            }
            cm_buf_free(&seen);
        }
        set_why(why, cm_buf_str(&d.message));
        (void)log_decision(ctx, &req, &d, why);
        pol_decision_free(&d);
        cm_buf_free(&err);
        set_kind(kind, BI_GATE_DENIED);
        return -1;
    }
    // written is len bytes and NUL-free (spelling checked it): a C string for the floor
    char shown[4097];
    memcpy(shown, written, len);
    shown[len] = 0;
    if (pol_floor_check(b, out, effect_of(action), shown, &err) != 0) {
        pol_decision f;
        pol_decision_init(&f);
        f.allow = 0;
        f.cause = POL_ENFORCEMENT;
        f.rule = "enforcement:reach-floor";
        f.description = NULL;
        if (cm_buf_adds(&f.message, cm_buf_str(&err)) != 0) {
            cm_buf_reset(&f.message);
        }
        set_why(why, cm_buf_str(&err));
        (void)log_decision(ctx, &req, &f, why);
        pol_decision_free(&f);
        pol_decision_free(&d);
        cm_buf_free(&err);
        set_kind(kind, BI_GATE_FLOOR);
        return -1;
    }
    int logged = log_decision(ctx, &req, &d, why);
    pol_decision_free(&d);
    cm_buf_free(&err);
    if (logged != 0) {
        set_kind(kind, BI_GATE_DENIED);
        return -1;
    }
    return 0;
}

static int
decide_and_log(bi_ctx *ctx, const pol_request *req, cm_buf *why)
{
    pol_decision d;
    pol_decision_init(&d);
    d.no_permit_text = 1; // a permit's record has no reason
    int allow = pol_decide(ctx->box->engine, req, &d);
    if (!allow) {
        set_why(why, cm_buf_str(&d.message));
    }
    if (log_decision(ctx, req, &d, why) != 0) {
        allow = 0;
    }
    pol_decision_free(&d);
    return allow ? 0 : -1;
}

/* bi_gate_log_enforcement: see builtins.h. */
void
bi_gate_log_enforcement(bi_ctx *ctx, const pol_request *req, const char *rule, const char *why)
{
    pol_decision f;
    pol_decision_init(&f);
    f.allow = 0;
    f.cause = POL_ENFORCEMENT;
    f.rule = rule;
    f.description = NULL;
    if (cm_buf_adds(&f.message, why) != 0) {
        cm_buf_reset(&f.message);
    }
    (void)log_decision(ctx, req, &f, NULL);
    pol_decision_free(&f);
}

/* The host programs the shell never starts, whatever policy permits (the spawn's
 * floor): one in the box directory (spelled there or resolving there), and the box's
 * own binary, which started with options of the agent's choosing would run a box whose
 * config, home and policy the agent picked. Returns 0, or -1 with the reason in why. */
static int
spawn_floor(bi_ctx *ctx, const char *path, cm_buf *why)
{
    const char *box_dir = ctx->box->box.box_dir;
    char real[PATH_MAX];
    const char *text = NULL;
    if (box_dir && (pol_path_at_or_under(path, box_dir) ||
                    (realpath(path, real) && pol_path_at_or_under(real, box_dir)))) {
        text = "resolves into trusted Box state, which no policy may open";
    } else {
        struct stat prog;
        struct stat self;
        if (stat(path, &prog) == 0 && stat("/proc/self/exe", &self) == 0 &&
            prog.st_dev == self.st_dev && prog.st_ino == self.st_ino) {
            text = "is this box's own program, which no policy may start with a box of the "
                   "agent's choosing";
        }
    }
    if (!text) {
        return 0;
    }
    cm_buf_reset(why);
    if (cm_buf_printf(why, "%s: %s", path, text) != 0) {
        cm_buf_reset(why);
    }
    return -1;
}

/* bi_gate_exec: decide and log a shell:exec or shell:spawn request. A spawn policy
 * permits still passes the spawn's floor; when that refuses, the one record is its
 * deny (cause enforcement), as for a file operation. */
int
bi_gate_exec(bi_ctx *ctx, const pol_request *req, cm_buf *why)
{
    if (req->action != POL_SHELL_SPAWN || !req->program_path) {
        return decide_and_log(ctx, req, why);
    }
    pol_decision d;
    pol_decision_init(&d);
    d.no_permit_text = 1; // a permit's record has no reason
    int allow = pol_decide(ctx->box->engine, req, &d);
    if (allow && spawn_floor(ctx, req->program_path, why) != 0) {
        pol_decision f;
        pol_decision_init(&f);
        f.allow = 0;
        f.cause = POL_ENFORCEMENT;
        f.rule = "enforcement:reach-floor";
        if (cm_buf_adds(&f.message, cm_buf_str(why)) != 0) {
            cm_buf_reset(&f.message);
        }
        (void)log_decision(ctx, req, &f, why);
        pol_decision_free(&f);
        pol_decision_free(&d);
        return -1;
    }
    if (log_decision(ctx, req, &d, why) != 0) {
        pol_decision_free(&d);
        return -1;
    }
    if (!allow) {
        set_why(why, cm_buf_str(&d.message));
    }
    pol_decision_free(&d);
    return allow ? 0 : -1;
}

/* bi_gate_exec_would_permit: see builtins.h. */
int
bi_gate_exec_would_permit(bi_ctx *ctx, const pol_request *req)
{
    pol_decision d;
    pol_decision_init(&d);
    d.no_permit_text = 1; // only the verdict is read
    int allow = pol_decide(ctx->box->engine, req, &d);
    pol_decision_free(&d);
    return allow ? 1 : 0;
}

/* bi_gate_request: decide and log a net:connect or http:request request. */
int
bi_gate_request(bi_ctx *ctx, const pol_request *req, cm_buf *why)
{
    return decide_and_log(ctx, req, why);
}
