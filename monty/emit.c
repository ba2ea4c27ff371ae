/* The compiler's assembler, under the code generator (compile.c, through monty/emit.h).
 * What lives here: the unit each scope's code is built in (instructions and their line
 * table, constants, names, localsplus names), mt_emit and the labels jumps carry until
 * mt_emit_unit_finish resolves them, the stack effects (the fixed ones from the opcode
 * table MT_OPCODES of monty/vm.h, the variable ones in stack_effect()) that max_stack()
 * follows along every path to size the frame, and mt_emit_unit_finish, which builds the
 * mt_code. Nothing here walks the AST. */
#include "config.h"

#include "monty/emit.h"

#include <assert.h>
#include <string.h>

#include "common/alloc.h"

int
mt_emit_oom(comp *k)
{
    if (!k->c->err) {
        k->c->err = 1;
        if (!k->st->exc) {
            mt_nomem(k->st);
        }
    }
    return -1;
}

int
mt_emit(comp *k, int op, uint32_t arg)
{
    unit *u = k->u;
    if (u->n == u->cap) {
        size_t cap = u->cap ? u->cap * 2 : 64;
        uint32_t *c = cm_realloc(u->code, cap * sizeof(uint32_t));
        if (!c) {
            return mt_emit_oom(k);
        }
        u->code = c;
        int32_t *l = cm_realloc(u->lines, cap * sizeof(int32_t));
        if (!l) {
            return mt_emit_oom(k);
        }
        u->lines = l;
        u->cap = cap;
    }
    if (arg >= (1u << 24)) {
        return mt_symtable_synerr(k->c, u->line, 0, "too many constants or names");
    }
    u->code[u->n] = (uint32_t)op | (arg << 8);
    u->lines[u->n] = u->line;
    u->n++;
    return 0;
}

int
mt_emit_new_label(comp *k)
{
    unit *u = k->u;
    if (u->nlabels == u->caplabels) {
        int cap = u->caplabels ? u->caplabels * 2 : 16;
        int *p = cm_realloc(u->label_pos, sizeof(int) * (size_t)cap);
        if (!p) {
            mt_emit_oom(k);
            return 0;
        }
        u->label_pos = p;
        u->caplabels = cap;
    }
    u->label_pos[u->nlabels] = -1;
    return u->nlabels++;
}

/* Jumps carry the label number until resolve_labels patches them. */
static int
is_jump(int op)
{
    switch (op) {
    case MT_OPC_JUMP:
    case MT_OPC_POP_JUMP_IF_FALSE:
    case MT_OPC_POP_JUMP_IF_TRUE:
    case MT_OPC_JUMP_IF_FALSE_OR_POP:
    case MT_OPC_JUMP_IF_TRUE_OR_POP:
    case MT_OPC_POP_JUMP_IF_NONE:
    case MT_OPC_FOR_ITER:
    case MT_OPC_SETUP_FINALLY:
    case MT_OPC_SETUP_CLEANUP:
        return 1;
    default:
        return 0;
    }
}

int
mt_emit_add_const_take(comp *k, mt_obj *v)
{
    if (!v) {
        return mt_emit_oom(k);
    }
    if (k->c->err || mt_tick(k->st) < 0) {
        MT_DECREF(v);
        k->c->err = 1;
        return -1;
    }
    unit *u = k->u;
    size_t n = MT_LIST_N(u->consts);
    // reuse an equal str constant and the same object (None, a small int), each found in
    // an index: a walk of the list made n constants cost n^2
    int same = mt_symtable_ix_get(&u->constix, v);
    if (same >= 0) {
        MT_DECREF(v);
        return same;
    }
    if (MT_TYPE(v) == &mt_type_str) {
        mt_obj *ix = mt_dict_get_borrow(k->st, u->strconsts, v);
        if (ix) {
            MT_DECREF(v);
            return (int)MT_SMALL_VAL(ix);
        }
        if (mt_dict_set(k->st, u->strconsts, v, MT_FROM_SMALL((int64_t)n)) < 0) {
            MT_DECREF(v);
            return mt_emit_oom(k);
        }
    }
    // the list keeps v alive, so its address names it as long as the index lives
    u->constix.by_ptr = 1;
    if (mt_symtable_ix_set(k->c, &u->constix, v, (int)n) < 0) {
        MT_DECREF(v);
        return -1;
    }
    if (mt_list_append_take(k->st, u->consts, v) < 0) {
        return mt_emit_oom(k);
    }
    return (int)n;
}

int
mt_emit_load_const_take(comp *k, mt_obj *v)
{
    int i = mt_emit_add_const_take(k, v);
    return i < 0 ? -1 : mt_emit(k, MT_OPC_LOAD_CONST, (uint32_t)i);
}

int
mt_emit_name_index(comp *k, const char *name)
{
    unit *u = k->u;
    mt_obj *s = mt_str_from_c(k->st, name);
    if (!s) {
        return mt_emit_oom(k);
    }
    mt_obj *ix = mt_dict_get_borrow(k->st, u->namemap, s);
    if (ix) {
        MT_DECREF(s);
        return (int)MT_SMALL_VAL(ix);
    }
    int n = (int)MT_LIST_N(u->names);
    if (mt_dict_set(k->st, u->namemap, s, MT_FROM_SMALL(n)) < 0) {
        MT_DECREF(s); // not yet handed to the list
        return mt_emit_oom(k);
    }
    if (mt_list_append_take(k->st, u->names, s) < 0) {
        return mt_emit_oom(k);
    }
    return n;
}

/* ---- units ---- */

int
mt_emit_unit_enter(comp *k, scope *s, const char *qualname, int firstline)
{
    unit *u = cm_calloc(1, sizeof(unit));
    if (!u) {
        return mt_emit_oom(k);
    }
    u->sc = s;
    u->up = k->u;
    u->line = firstline;
    u->firstline = firstline;
    u->qualname = qualname;
    u->consts = mt_list_new(k->st, 0);
    u->names = mt_list_new(k->st, 0);
    u->namemap = mt_dict_new(k->st);
    u->strconsts = mt_dict_new(k->st);
    k->u = u;
    if (!u->consts || !u->names || !u->namemap || !u->strconsts) {
        return mt_emit_oom(k);
    }
    // locals: params first, then other locals; then cells, then frees. A cell variable
    // takes two slots (its local name and its cell) and a symbol may also be free, so the
    // bound is three slots per symbol, plus the parameters and the class's __class__ cell.
    size_t cap = 3 * (size_t)s->nsyms + (size_t)s->nparams + 1;
    u->local = mt_symtable_alloc(k->c, sizeof(char *) * cap);
    if (!u->local) {
        return -1;
    }
    if (s->kind == SK_FUNCTION) {
        for (int i = 0; i < s->nparams; i++) {
            u->local[u->nlocals++] = s->params[i];
        }
        for (int i = 0; i < s->nsyms; i++) {
            sym *y = &s->syms[i];
            if ((y->scope == SC_LOCAL || y->scope == SC_CELL) && !(y->flags & DEF_PARAM)) {
                u->local[u->nlocals++] = y->name;
            }
        }
    }
    for (int i = 0; i < s->nsyms; i++) {
        if (s->syms[i].scope == SC_CELL) {
            u->local[u->nlocals + u->ncells++] = s->syms[i].name;
        }
    }
    if (s->kind == SK_CLASS && s->class_cell) {
        u->local[u->nlocals + u->ncells++] = "__class__";
    }
    for (int i = 0; i < s->nsyms; i++) {
        if (s->syms[i].scope == SC_FREE || (s->syms[i].flags & DEF_FREE_CLASS)) {
            u->local[u->nlocals + u->ncells + u->nfree++] = s->syms[i].name;
        }
    }
    assert((size_t)(u->nlocals + u->ncells + u->nfree) <= cap);
    // the code generator looks each name up: an index, not a walk of the slots
    int total = u->nlocals + u->ncells + u->nfree;
    for (int i = 0; i < total; i++) {
        if (mt_symtable_ix_get(&u->localix, u->local[i]) < 0 &&
            mt_symtable_ix_set(k->c, &u->localix, u->local[i], i) < 0) {
            return -1;
        }
        if (i >= u->nlocals && mt_symtable_ix_get(&u->derefix, u->local[i]) < 0 &&
            mt_symtable_ix_set(k->c, &u->derefix, u->local[i], i) < 0) {
            return -1;
        }
    }
    return 0;
}

static void
unit_free(unit *u)
{
    cm_free(u->code);
    cm_free(u->lines);
    cm_free(u->label_pos);
    MT_XDECREF(u->consts);
    MT_XDECREF(u->names);
    MT_XDECREF(u->strconsts);
    MT_XDECREF(u->namemap);
    cm_free(u);
}

void
mt_emit_unit_drop(comp *k)
{
    unit *u = k->u;
    k->u = u->up;
    unit_free(u);
}

// The fixed part of the opcode table (monty/vm.h): values taken and left by each opcode.
#define OPC_POPS(n, pops, pushes)   pops,
#define OPC_PUSHES(n, pops, pushes) pushes,
static const signed char opc_pops[MT_OPC__COUNT] = {MT_OPCODES(OPC_POPS)};
static const signed char opc_pushes[MT_OPC__COUNT] = {MT_OPCODES(OPC_PUSHES)};
#undef OPC_POPS
#undef OPC_PUSHES

// Net change of the stack depth by instruction w, on its jump edge when jump is set. The
// table gives the fixed effects; only the opcodes it marks MT_OPC_VAR are computed here.
static int
stack_effect(uint32_t w, int jump)
{
    int op = (int)MT_OP(w);
    int arg = (int)MT_ARG(w);
    switch (op) {
    case MT_OPC_CALL_METHOD:
        return -arg - 1;
    case MT_OPC_CALL_METHOD_KW:
        return -arg - 2;
    case MT_OPC_BUILD_SLICE:
    case MT_OPC_BUILD_TUPLE:
    case MT_OPC_BUILD_LIST:
    case MT_OPC_BUILD_SET:
    case MT_OPC_BUILD_STRING:
        return 1 - arg;
    case MT_OPC_BUILD_MAP:
        return 1 - 2 * arg;
    case MT_OPC_FORMAT_VALUE:
        return (arg & 4) ? -1 : 0;
    case MT_OPC_UNPACK_SEQUENCE:
        return arg - 1;
    case MT_OPC_UNPACK_EX:
        return (arg & 0xff) + (arg >> 8);
    case MT_OPC_JUMP_IF_FALSE_OR_POP:
    case MT_OPC_JUMP_IF_TRUE_OR_POP:
        return jump ? 0 : -1;
    case MT_OPC_FOR_ITER:
        return jump ? -1 : 1;
    case MT_OPC_CALL:
        return -arg;
    case MT_OPC_CALL_KW:
        return -arg - 1;
    case MT_OPC_CALL_EX:
        return (arg & 1) ? -2 : -1;
    case MT_OPC_MAKE_FUNCTION:
        return -(((arg & 1) != 0) + ((arg & 2) != 0) + ((arg & 4) != 0) + ((arg & 8) != 0));
    case MT_OPC_SETUP_FINALLY:
        return jump ? 1 : 0;
    case MT_OPC_RAISE_VARARGS:
        return -arg;
    default:
        assert(opc_pops[op] != MT_OPC_VAR && opc_pushes[op] != MT_OPC_VAR);
        return opc_pushes[op] - opc_pops[op];
    }
}

static int
max_stack(comp *k, uint32_t *code, size_t n)
{
    int *depth = cm_alloc(sizeof(int) * (n + 1));
    size_t *work = cm_alloc(sizeof(size_t) * (n + 1) * 2);
    if (!depth || !work) {
        cm_free(depth);
        cm_free(work);
        return mt_emit_oom(k);
    }
    for (size_t i = 0; i <= n; i++) {
        depth[i] = -1;
    }
    size_t nw = 0;
    int maxd = 0;
    depth[0] = 0;
    work[nw++] = 0;
    while (nw) {
        size_t i = work[--nw];
        int d = depth[i];
        while (i < n) {
            uint32_t w = code[i];
            int op = (int)MT_OP(w);
            if (is_jump(op)) {
                int jd;
                if (op == MT_OPC_SETUP_CLEANUP) {
                    jd = d; // handler: level (d - 1) plus the exception
                } else {
                    jd = d + stack_effect(w, 1);
                }
                size_t t = MT_ARG(w);
                if (jd > maxd) {
                    maxd = jd;
                }
                if (t <= n && depth[t] < 0) {
                    depth[t] = jd;
                    work[nw++] = t;
                }
            }
            d += stack_effect(w, 0);
            if (d > maxd) {
                maxd = d;
            }
            i++;
            if (op == MT_OPC_JUMP || op == MT_OPC_RETURN_VALUE || op == MT_OPC_RERAISE ||
                op == MT_OPC_RAISE_VARARGS || op == MT_OPC_POP_EXCEPT_RERAISE) {
                break;
            }
            if (i < n && depth[i] >= 0) {
                break;
            }
            if (i <= n) {
                depth[i] = d;
            }
        }
    }
    cm_free(depth);
    cm_free(work);
    return maxd + 2;
}

mt_code *
mt_emit_unit_finish(comp *k, const char *name, int flags)
{
    unit *u = k->u;
    mt_state *st = k->st;
    scope *s = u->sc;
    // resolve jumps
    for (size_t i = 0; i < u->n; i++) {
        int op = (int)MT_OP(u->code[i]);
        if (is_jump(op)) {
            int pos = u->label_pos[MT_ARG(u->code[i])];
            u->code[i] = (uint32_t)op | ((uint32_t)pos << 8);
        }
    }
    mt_code *co = (mt_code *)mt_alloc(st, &mt_type_code, sizeof(mt_code));
    if (!co) {
        return NULL;
    }
    co->ncode = u->n;
    co->code = mt_mem(st, (u->n + 1) * sizeof(uint32_t));
    co->lines = mt_mem(st, (u->n + 1) * sizeof(int32_t));
    co->cache = cm_calloc(u->n + 1, sizeof(mt_icache));
    if (!co->code || !co->lines || !co->cache) {
        MT_DECREF(co);
        mt_emit_oom(k);
        return NULL;
    }
    memcpy(co->code, u->code, u->n * sizeof(uint32_t));
    memcpy(co->lines, u->lines, u->n * sizeof(int32_t));
    // the counts are set only once their arrays are filled: a failure in between frees co,
    // and code_clear walks nconsts/nnames entries
    size_t nconsts = MT_LIST_N(u->consts), nnames = MT_LIST_N(u->names);
    co->consts = mt_mem(st, (nconsts + 1) * sizeof(mt_obj *));
    co->names = mt_mem(st, (nnames + 1) * sizeof(mt_obj *));
    int total = u->nlocals + u->ncells + u->nfree;
    co->localnames = mt_mem(st, ((size_t)total + 1) * sizeof(mt_obj *));
    co->cell2arg = mt_mem(st, ((size_t)u->ncells + 1) * sizeof(int));
    if (!co->consts || !co->names || !co->localnames || !co->cell2arg) {
        MT_DECREF(co);
        return NULL;
    }
    for (size_t i = 0; i < nconsts; i++) {
        co->consts[i] = MT_LIST_ITEM(u->consts, i);
        MT_INCREF(co->consts[i]);
    }
    co->nconsts = nconsts;
    for (size_t i = 0; i < nnames; i++) {
        co->names[i] = MT_LIST_ITEM(u->names, i);
        MT_INCREF(co->names[i]);
    }
    co->nnames = nnames;
    for (int i = 0; i < total; i++) {
        co->localnames[i] = NULL;
    }
    co->nlocals = u->nlocals;
    co->ncells = u->ncells;
    co->nfree = u->nfree;
    for (int i = 0; i < total; i++) {
        co->localnames[i] = mt_str_from_c(st, u->local[i]);
        if (!co->localnames[i]) {
            MT_DECREF(co);
            return NULL;
        }
    }
    for (int i = 0; i < u->ncells; i++) {
        co->cell2arg[i] = -1;
        const char *cn = u->local[u->nlocals + i];
        for (int p = 0; p < s->nparams; p++) {
            if (strcmp(s->params[p], cn) == 0 && s->kind == SK_FUNCTION) {
                co->cell2arg[i] = p;
            }
        }
    }
    co->argcount = s->argcount;
    co->posonly = s->posonly;
    co->kwonly = s->kwonly;
    co->flags = flags | (s->varargs ? MT_CO_VARARGS : 0) | (s->varkw ? MT_CO_VARKW : 0);
    if (s->generator) {
        co->flags |= MT_CO_GENERATOR;
    }
    if (s->coroutine) {
        co->flags |= MT_CO_COROUTINE;
    }
    co->firstline = u->firstline;
    int ms = max_stack(k, co->code, co->ncode);
    if (ms < 0) {
        MT_DECREF(co);
        return NULL;
    }
    co->stacksize = ms;
    co->name = mt_str_from_c(st, name);
    co->qualname = mt_str_from_c(st, u->qualname ? u->qualname : name);
    co->filename = mt_str_from_c(st, k->c->filename);
    if (!co->name || !co->qualname || !co->filename) {
        MT_DECREF(co);
        return NULL;
    }
    return co;
}
