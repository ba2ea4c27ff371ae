/* Shell state: variables, the environment commands get, functions, aliases, parameters. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common/alloc.h"
#include "common/arena.h"
#include "shell/state.h"
#include "shell/trap.h"

/* sh_is_name: see shell/state.h. */
int
sh_is_name(const char *s)
{
    if (!s || !sh_lex_name_start((unsigned char)s[0])) {
        return 0;
    }
    for (size_t i = 1; s[i]; i++) {
        if (!sh_lex_name_char((unsigned char)s[i])) {
            return 0;
        }
    }
    return 1;
}

/* sh_var_find: see shell/state.h. */
sh_var *
sh_var_find(const sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_vars; i++) {
        if (strcmp(st->vars[i].name, name) == 0) {
            return &st->vars[i];
        }
    }
    return NULL;
}

/* sh_var_get: see shell/state.h. */
const char *
sh_var_get(const sh_state *st, const char *name)
{
    const sh_var *v = sh_var_find(st, name);
    if (!v && st->pipestatus && strcmp(name, "pipestatus") == 0) {
        return st->pipestatus;
    }
    if (!v && st->pipestatus && strcmp(name, "PIPESTATUS") == 0) {
        return st->pipestatus_first; // bash's $PIPESTATUS is ${PIPESTATUS[0]}
    }
    return v ? v->value : NULL;
}

static sh_var *
var_add(sh_state *st, const char *name)
{
    if (st->n_vars == st->cap_vars) {
        size_t nc = st->cap_vars ? st->cap_vars * 2 : 32;
        sh_var *nv = cm_realloc(st->vars, nc * sizeof(*nv));
        if (!nv) {
            return NULL;
        }
        st->vars = nv;
        st->cap_vars = nc;
    }
    sh_var *v = &st->vars[st->n_vars];
    v->name = cm_strdup(name);
    if (!v->name) {
        return NULL;
    }
    v->value = NULL;
    v->exported = 0;
    st->n_vars++;
    return v;
}

/* sh_var_set: see shell/state.h. */
int
sh_var_set(sh_state *st, const char *name, const char *value)
{
    sh_var *v = sh_var_find(st, name);
    char *copy = cm_strdup(value ? value : "");
    if (!copy) {
        return -1;
    }
    if (!v) {
        v = var_add(st, name);
        if (!v) {
            cm_free(copy);
            return -1;
        }
    }
    cm_free(v->value);
    v->value = copy;
    return 0;
}

/* sh_var_export: see shell/state.h. */
int
sh_var_export(sh_state *st, const char *name)
{
    sh_var *v = sh_var_find(st, name);
    if (!v) {
        v = var_add(st, name);
        if (!v) {
            return -1;
        }
    }
    v->exported = 1;
    return 0;
}

/* sh_var_unset: see shell/state.h. */
void
sh_var_unset(sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_vars; i++) {
        if (strcmp(st->vars[i].name, name) == 0) {
            cm_free(st->vars[i].name);
            cm_free(st->vars[i].value);
            st->vars[i] = st->vars[st->n_vars - 1];
            st->n_vars--;
            return;
        }
    }
}

/* sh_var_save_local: see shell/state.h. */
int
sh_var_save_local(sh_state *st, const char *name)
{
    for (sh_saved *s = st->locals; s && s != st->locals_base; s = s->next) {
        if (strcmp(s->name, name) == 0) {
            return 0; // already local in this frame
        }
    }
    sh_saved *s = cm_calloc(1, sizeof(*s));
    if (!s) {
        return -1;
    }
    s->name = cm_strdup(name);
    const sh_var *v = sh_var_find(st, name);
    if (v) {
        s->existed = 1;
        s->exported = v->exported;
        s->value = v->value ? cm_strdup(v->value) : NULL;
    }
    if (!s->name || (v && v->value && !s->value)) {
        cm_free(s->name);
        cm_free(s->value);
        cm_free(s);
        return -1;
    }
    s->next = st->locals;
    st->locals = s;
    return 0;
}

/* sh_var_restore_locals: see shell/state.h. */
void
sh_var_restore_locals(sh_state *st, sh_saved *frame)
{
    while (st->locals && st->locals != frame) {
        sh_saved *s = st->locals;
        st->locals = s->next;
        if (!s->existed) {
            sh_var_unset(st, s->name);
        } else {
            sh_var *v = sh_var_find(st, s->name);
            if (!v) {
                v = var_add(st, s->name);
            }
            if (v) {
                cm_free(v->value);
                v->value = s->value;
                v->exported = s->exported;
                s->value = NULL;
            }
        }
        cm_free(s->name);
        cm_free(s->value);
        cm_free(s);
    }
}

/* sh_var_environ: see shell/state.h. */
char **
sh_var_environ(sh_state *st)
{
    size_t n = 0;
    for (size_t i = 0; i < st->n_vars; i++) {
        if (st->vars[i].exported && st->vars[i].value) {
            n++;
        }
    }
    char **env = cm_arena_alloc(&st->tmp, (n + 1) * sizeof(char *));
    if (!env) {
        return NULL;
    }
    size_t k = 0;
    for (size_t i = 0; i < st->n_vars; i++) {
        const sh_var *v = &st->vars[i];
        if (!v->exported || !v->value) {
            continue;
        }
        size_t ln = strlen(v->name);
        size_t lv = strlen(v->value);
        char *e = cm_arena_alloc(&st->tmp, ln + lv + 2);
        if (!e) {
            return NULL;
        }
        memcpy(e, v->name, ln);
        e[ln] = '=';
        memcpy(e + ln + 1, v->value, lv + 1);
        env[k++] = e;
    }
    env[k] = NULL;
    return env;
}

static void
free_params(sh_state *st)
{
    for (size_t i = 0; i < st->n_params; i++) {
        cm_free(st->params[i]);
    }
    cm_free(st->params);
    st->params = NULL;
    st->n_params = 0;
}

/* sh_params_set: see shell/state.h. */
int
sh_params_set(sh_state *st, char *const *argv, size_t n)
{
    char **np = cm_calloc(n + 1, sizeof(char *));
    if (!np) {
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        np[i] = cm_strdup(argv[i]);
        if (!np[i]) {
            for (size_t j = 0; j < i; j++) {
                cm_free(np[j]);
            }
            cm_free(np);
            return -1;
        }
    }
    free_params(st);
    st->params = np;
    st->n_params = n;
    return 0;
}

/* sh_func_find: see shell/state.h. */
const sh_func *
sh_func_find(const sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (strcmp(st->funcs[i].name, name) == 0) {
            return &st->funcs[i];
        }
    }
    return NULL;
}

/* sh_func_define: see shell/state.h. */
int
sh_func_define(sh_state *st, const char *name, sh_node *body)
{
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (strcmp(st->funcs[i].name, name) == 0) {
            st->funcs[i].body = body;
            return 0;
        }
    }
    sh_func *nf = cm_realloc(st->funcs, (st->n_funcs + 1) * sizeof(*nf));
    if (!nf) {
        return -1;
    }
    st->funcs = nf;
    nf[st->n_funcs].name = cm_strdup(name);
    if (!nf[st->n_funcs].name) {
        return -1;
    }
    nf[st->n_funcs].body = body;
    st->n_funcs++;
    return 0;
}

/* sh_func_remove: see shell/state.h. */
void
sh_func_remove(sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (strcmp(st->funcs[i].name, name) == 0) {
            cm_free(st->funcs[i].name);
            st->funcs[i] = st->funcs[st->n_funcs - 1];
            st->n_funcs--;
            return;
        }
    }
}

/* sh_alias_get: see shell/state.h. */
const char *
sh_alias_get(const sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (strcmp(st->aliases[i].name, name) == 0) {
            return st->aliases[i].value;
        }
    }
    return NULL;
}

/* sh_alias_set: see shell/state.h. */
int
sh_alias_set(sh_state *st, const char *name, const char *value)
{
    char *v = cm_strdup(value);
    if (!v) {
        return -1;
    }
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (strcmp(st->aliases[i].name, name) == 0) {
            cm_free(st->aliases[i].value);
            st->aliases[i].value = v;
            return 0;
        }
    }
    sh_alias *na = cm_realloc(st->aliases, (st->n_aliases + 1) * sizeof(*na));
    if (!na) {
        cm_free(v);
        return -1;
    }
    st->aliases = na;
    na[st->n_aliases].name = cm_strdup(name);
    if (!na[st->n_aliases].name) {
        cm_free(v);
        return -1;
    }
    na[st->n_aliases].value = v;
    st->n_aliases++;
    return 0;
}

/* sh_alias_remove: see shell/state.h. */
void
sh_alias_remove(sh_state *st, const char *name)
{
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (strcmp(st->aliases[i].name, name) == 0) {
            cm_free(st->aliases[i].name);
            cm_free(st->aliases[i].value);
            st->aliases[i] = st->aliases[st->n_aliases - 1];
            st->n_aliases--;
            return;
        }
    }
}

static int
set_exported(sh_state *st, const char *name, const char *value)
{
    if (sh_var_set(st, name, value) < 0 || sh_var_export(st, name) < 0) {
        return -1;
    }
    return 0;
}

/* sh_state_init: see shell/state.h. */
int
sh_state_init(sh_state *st, bi_box *box)
{
    memset(st, 0, sizeof(*st));
    st->box = box;
    st->ctx.box = box;
    st->ctx.in = 0;
    st->ctx.out = 1;
    st->ctx.err = 2;
    cm_arena_init(&st->code, 0);
    cm_arena_init(&st->tmp, 0);
    st->pid = (long)getpid();
    st->capture_fd = -1;
    for (int i = 0; i < 10; i++) {
        st->fd_hi[i] = -1;
    }
    const char *ws = box && box->box.workspace ? box->box.workspace : NULL;
    if (ws) {
        snprintf(st->ctx.cwd, sizeof(st->ctx.cwd), "%s", ws);
    } else if (!getcwd(st->ctx.cwd, sizeof(st->ctx.cwd))) {
        snprintf(st->ctx.cwd, sizeof(st->ctx.cwd), "/");
    }
    const char *home = box && box->box.agent_home ? box->box.agent_home : getenv("HOME");
    const char *path = getenv("PATH");
    const char *lang = getenv("LANG");
    const char *term = getenv("TERM");
    st->arg0 = cm_strdup("strands-shell");
    if (!st->arg0 || set_exported(st, "HOME", home ? home : "/") < 0 ||
        set_exported(st, "PATH", path ? path : "/usr/local/bin:/usr/bin:/bin") < 0 ||
        set_exported(st, "PWD", st->ctx.cwd) < 0 ||
        set_exported(st, "LANG", lang ? lang : "C.UTF-8") < 0 ||
        set_exported(st, "TERM", term ? term : "dumb") < 0 || sh_var_set(st, "IFS", " \t\n") < 0 ||
        sh_var_set(st, "PS1", "$ ") < 0 || sh_var_set(st, "PS2", "> ") < 0 ||
        sh_var_set(st, "OPTIND", "1") < 0) {
        return -1;
    }
    if (box && box->box.env) {
        for (char **e = box->box.env; *e; e++) {
            const char *eq = strchr(*e, '=');
            if (!eq) {
                continue;
            }
            char name[256];
            size_t ln = (size_t)(eq - *e);
            if (ln == 0 || ln >= sizeof(name)) {
                continue;
            }
            memcpy(name, *e, ln);
            name[ln] = 0;
            if (set_exported(st, name, eq + 1) < 0) {
                return -1;
            }
        }
    }
    return 0;
}

/* sh_state_copy: see shell/state.h. */
int
sh_state_copy(const sh_state *st, sh_state *out)
{
    memset(out, 0, sizeof(*out));
    out->box = st->box;
    out->ctx = st->ctx;
    memcpy(out->fd_hi, st->fd_hi, sizeof out->fd_hi);
    cm_arena_init(&out->code, 0);
    cm_arena_init(&out->tmp, 0);
    out->pid = st->pid;
    out->status = st->status;
    out->opt_errexit = st->opt_errexit;
    out->opt_nounset = st->opt_nounset;
    out->opt_xtrace = st->opt_xtrace;
    out->opt_pipefail = st->opt_pipefail;
    out->opt_noglob = st->opt_noglob;
    out->opt_noclobber = st->opt_noclobber;
    out->no_errexit = st->no_errexit;
    out->func_depth = st->func_depth;
    out->subshell = st->subshell + 1;
    out->capture_fd = st->capture_fd;
    out->arg0 = cm_strdup(st->arg0);
    if (!out->arg0) {
        return -1;
    }
    if (st->pipestatus && !(out->pipestatus = cm_strdup(st->pipestatus))) {
        return -1;
    }
    memcpy(out->pipestatus_first, st->pipestatus_first, sizeof out->pipestatus_first);
    for (size_t i = 0; i < st->n_vars; i++) {
        const sh_var *v = &st->vars[i];
        if (v->value && sh_var_set(out, v->name, v->value) < 0) {
            return -1;
        }
        if (v->exported && sh_var_export(out, v->name) < 0) {
            return -1;
        }
    }
    for (size_t i = 0; i < st->n_funcs; i++) {
        if (sh_func_define(out, st->funcs[i].name, st->funcs[i].body) < 0) {
            return -1;
        }
    }
    for (size_t i = 0; i < st->n_aliases; i++) {
        if (sh_alias_set(out, st->aliases[i].name, st->aliases[i].value) < 0) {
            return -1;
        }
    }
    if (sh_params_set(out, st->params, st->n_params) < 0) {
        return -1;
    }
    return 0;
}

/* sh_state_free: see shell/state.h. */
void
sh_state_free(sh_state *st)
{
    sh_var_restore_locals(st, NULL);
    for (size_t i = 0; i < st->n_vars; i++) {
        cm_free(st->vars[i].name);
        cm_free(st->vars[i].value);
    }
    cm_free(st->vars);
    for (size_t i = 0; i < st->n_funcs; i++) {
        cm_free(st->funcs[i].name);
    }
    cm_free(st->funcs);
    for (size_t i = 0; i < st->n_aliases; i++) {
        cm_free(st->aliases[i].name);
        cm_free(st->aliases[i].value);
    }
    cm_free(st->aliases);
    free_params(st);
    cm_free(st->arg0);
    cm_free(st->pipestatus);
    sh_trap_free(st);
    int held[10] = {st->ctx.in, st->ctx.out, st->ctx.err};
    for (int i = 0; i < 10; i++) {
        int fd = i < 3 ? held[i] : st->fd_hi[i];
        if (st->fd_owned[i] && fd >= 0) {
            close(fd);
        }
    }
    cm_arena_free(&st->code);
    cm_arena_free(&st->tmp);
    memset(st, 0, sizeof(*st));
}
