/* The code generator, the compiler's last pass: walks the AST with the scopes that
 * symtable.c resolved and emits each function body as an mt_code (bytecode, constants,
 * names, line table, stack depth), raising CPython's compile-time SyntaxErrors. Passes, in
 * mt_compile_flags order: private-name mangling, the scope walk and analyze()
 * (symtable.c), then one unit per scope here (mt_emit_unit_enter, c<node> emitters,
 * mt_emit_unit_finish). The assembler under the emitters (the unit, emitting
 * instructions, labels and jumps, stack effects, max_stack, building the mt_code) is
 * emit.c, through monty/emit.h.
 *
 * The emitters below are one mutually recursive walk (expressions, statements,
 * comprehensions, patterns call each other through cexpr/cstmt), so they stay together. */
#include "config.h"

#include "monty/compile.h"

#include <stdio.h>
#include <string.h>

#include "common/arena.h"
#include "monty/emit.h"
#include "monty/symtable.h"

/* ======================================================================== */
/* Code generation                                                          */
/* ======================================================================== */

static int cexpr(comp *k, mt_expr *e);
static int cjump_if(comp *k, mt_expr *e, int when_true, int label);
static int cstmts(comp *k, mt_stmt_seq *s);

static int
local_index(unit *u, const char *name)
{
    return mt_symtable_ix_get(&u->localix, name);
}

/* Index of a cell or free slot. */
static int
deref_index(unit *u, const char *name)
{
    return mt_symtable_ix_get(&u->derefix, name);
}

typedef enum { NAME_LOAD, NAME_STORE, NAME_DEL } name_op;

static int
cname(comp *k, const char *name, name_op op)
{
    unit *u = k->u;
    scope *s = u->sc;
    sym *y = mt_symtable_find(s, name);
    int sc = y ? y->scope : SC_GLOBAL_IMPLICIT;
    if (s->kind == SK_CLASS && strcmp(name, "__class__") == 0 && op == NAME_LOAD && s->class_cell &&
        (!y || y->scope != SC_LOCAL)) {
        int ix = deref_index(u, "__class__");
        return mt_emit(k, MT_OPC_LOAD_DEREF, (uint32_t)ix);
    }
    if (op == NAME_LOAD && strcmp(name, "__debug__") == 0) {
        return mt_emit_load_const_take(k, MT_TRUE); // asserts are always on
    }
    if (s->kind == SK_MODULE) {
        int ix = mt_emit_name_index(k, name);
        if (ix < 0) {
            return -1;
        }
        if (k->c->module_names && sc != SC_GLOBAL_EXPLICIT) {
            // exec/eval code may run with a locals mapping apart from its globals
            return mt_emit(k,
                           op == NAME_LOAD    ? MT_OPC_LOAD_NAME
                           : op == NAME_STORE ? MT_OPC_STORE_NAME
                                              : MT_OPC_DELETE_NAME,
                           (uint32_t)ix);
        }
        return mt_emit(k,
                       op == NAME_LOAD    ? MT_OPC_LOAD_GLOBAL
                       : op == NAME_STORE ? MT_OPC_STORE_GLOBAL
                                          : MT_OPC_DELETE_GLOBAL,
                       (uint32_t)ix);
    }
    switch (sc) {
    case SC_LOCAL:
        if (s->kind == SK_CLASS) {
            break;
        }
        return mt_emit(k,
                       op == NAME_LOAD    ? MT_OPC_LOAD_FAST
                       : op == NAME_STORE ? MT_OPC_STORE_FAST
                                          : MT_OPC_DELETE_FAST,
                       (uint32_t)local_index(u, name));
    case SC_CELL:
    case SC_FREE: {
        int ix = deref_index(u, name);
        if (ix < 0) {
            break;
        }
        if (s->kind == SK_CLASS && op == NAME_LOAD) {
            int ni = mt_emit_name_index(k, name);
            if (ni < 0) {
                return -1;
            }
            if (ix > 0xfff || ni > 0xfff) { // the two share one 24-bit argument
                return mt_symtable_synerr(k->c, u->line, 0,
                                          "too many free variables in a class body");
            }
            return mt_emit(k, MT_OPC_LOAD_CLASSDEREF, (uint32_t)ix | ((uint32_t)ni << 12));
        }
        if (s->kind == SK_CLASS && y && (y->flags & DEF_LOCAL) && !(y->flags & DEF_NONLOCAL)) {
            break;
        }
        return mt_emit(k,
                       op == NAME_LOAD    ? MT_OPC_LOAD_DEREF
                       : op == NAME_STORE ? MT_OPC_STORE_DEREF
                                          : MT_OPC_DELETE_DEREF,
                       (uint32_t)ix);
    }
    case SC_GLOBAL_EXPLICIT: {
        int ix = mt_emit_name_index(k, name);
        if (ix < 0) {
            return -1;
        }
        return mt_emit(k,
                       op == NAME_LOAD    ? MT_OPC_LOAD_GLOBAL
                       : op == NAME_STORE ? MT_OPC_STORE_GLOBAL
                                          : MT_OPC_DELETE_GLOBAL,
                       (uint32_t)ix);
    }
    default:
        if (s->kind != SK_CLASS) {
            int ix = mt_emit_name_index(k, name);
            if (ix < 0) {
                return -1;
            }
            if (op == NAME_LOAD) {
                return mt_emit(k, MT_OPC_LOAD_GLOBAL, (uint32_t)ix);
            }
            return mt_emit(k, op == NAME_STORE ? MT_OPC_STORE_GLOBAL : MT_OPC_DELETE_GLOBAL,
                           (uint32_t)ix);
        }
        break;
    }
    int ix = mt_emit_name_index(k, name);
    if (ix < 0) {
        return -1;
    }
    return mt_emit(k,
                   op == NAME_LOAD    ? MT_OPC_LOAD_NAME
                   : op == NAME_STORE ? MT_OPC_STORE_NAME
                                      : MT_OPC_DELETE_NAME,
                   (uint32_t)ix);
}

/* ---- fblocks ---- */

static int
push_fb(comp *k, int type, int lc, int lb)
{
    unit *u = k->u;
    if (u->nfb >= MAX_FB || u->nfb >= MT_MAX_BLOCKS - 4) {
        return mt_symtable_synerr(k->c, u->line, 0, "too many statically nested blocks");
    }
    fblock *f = &u->fb[u->nfb++];
    memset(f, 0, sizeof *f);
    f->type = type;
    f->l_continue = lc;
    f->l_break = lb;
    return 0;
}

static void
pop_fb(comp *k)
{
    k->u->nfb--;
}

static int cstmt(comp *k, mt_stmt *s);

static int
emit_none(comp *k)
{
    return mt_emit_load_const_take(k, MT_NONE);
}

/* Emit the code that leaves one fblock on a return/break/continue. */
static int
unwind_fb(comp *k, fblock *f, int preserve_tos)
{
    switch (f->type) {
    case FB_WHILE:
        return 0;
    case FB_FOR:
        if (preserve_tos && mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_POP_TOP, 0);
    case FB_TRY_EXCEPT:
        return mt_emit(k, MT_OPC_POP_BLOCK, 0);
    case FB_FINALLY_TRY: {
        if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0) {
            return -1;
        }
        // compile the finally body with this block removed
        fblock saved = *f;
        unit *u = k->u;
        int idx = (int)(f - u->fb);
        int nsaved = u->nfb;
        fblock tail[MAX_FB];
        memcpy(tail, &u->fb[idx], sizeof(fblock) * (size_t)(nsaved - idx));
        u->nfb = idx;
        if (push_fb(k, FB_POP_VALUE, -1, -1) < 0) {
            return -1;
        }
        if (!preserve_tos) {
            u->fb[u->nfb - 1].type = FB_WHILE; // neutral
        }
        int rc = cstmts(k, &saved.node->v.Try.finalbody);
        u->nfb = nsaved;
        memcpy(&u->fb[idx], tail, sizeof(fblock) * (size_t)(nsaved - idx));
        return rc;
    }
    case FB_FINALLY_END:
        // stack: [prev, exc, (value)]
        if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0) {
            return -1;
        }
        if (preserve_tos) {
            if (mt_emit(k, MT_OPC_ROT_THREE, 0) < 0 || mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
                return -1;
            }
        } else if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_POP_EXCEPT, 0);
    case FB_HANDLER:
        if (f->name) {
            if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || emit_none(k) < 0 ||
                cname(k, f->name, NAME_STORE) < 0 || cname(k, f->name, NAME_DEL) < 0) {
                return -1;
            }
        }
        if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0) {
            return -1;
        }
        if (preserve_tos && mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_POP_EXCEPT, 0);
    case FB_WITH:
        if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0) {
            return -1;
        }
        if (preserve_tos && mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
            return -1;
        }
        if (emit_none(k) < 0 || emit_none(k) < 0 || emit_none(k) < 0 ||
            mt_emit(k, MT_OPC_CALL, 3) < 0) {
            return -1;
        }
        if (f->async && (mt_emit(k, MT_OPC_GET_AWAITABLE, 0) < 0 || emit_none(k) < 0 ||
                         mt_emit(k, MT_OPC_YIELD_FROM, 0) < 0)) {
            return -1;
        }
        return mt_emit(k, MT_OPC_POP_TOP, 0);
    case FB_POP_VALUE:
        if (preserve_tos && mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_POP_TOP, 0);
    default:
        return 0;
    }
}

/* ---- expressions ---- */

static int
cexprs(comp *k, mt_expr_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        if (cexpr(k, s->v[i]) < 0) {
            return -1;
        }
    }
    return 0;
}

static mt_obj *
const_obj(comp *k, mt_constant *c)
{
    mt_state *st = k->st;
    switch (c->kind) {
    case MT_CONST_NONE:
        return MT_NONE;
    case MT_CONST_TRUE:
        return MT_TRUE;
    case MT_CONST_FALSE:
        return MT_FALSE;
    case MT_CONST_ELLIPSIS:
        return MT_ELLIPSIS;
    case MT_CONST_INT:
        return mt_int_from_i64(st, c->v.i);
    case MT_CONST_BIGINT:
        return mt_int_from_str(st, c->v.big.digits, strlen(c->v.big.digits), c->v.big.base);
    case MT_CONST_FLOAT:
        return mt_float_new(st, c->v.f);
    case MT_CONST_COMPLEX:
        return mt_complex_new(st, 0.0, c->v.f);
    case MT_CONST_STR:
        return mt_str_new(st, c->v.str.s, c->v.str.len);
    case MT_CONST_BYTES:
        return mt_bytes_new(st, c->v.str.s, c->v.str.len);
    }
    return MT_NONE;
}

static int
has_starred(mt_expr_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        if (s->v[i]->kind == MT_EXPR_STARRED) {
            return 1;
        }
    }
    return 0;
}

/* Build a list from elements with possible *starred items; leaves a list on the stack. */
static int
starred_list(comp *k, mt_expr_seq *s, int pre)
{
    // the list starts with the pre values already on the stack
    if (mt_emit(k, MT_OPC_BUILD_LIST, (uint32_t)pre) < 0) {
        return -1;
    }
    for (int i = 0; i < s->n; i++) {
        mt_expr *e = s->v[i];
        if (e->kind == MT_EXPR_STARRED) {
            if (cexpr(k, e->v.Starred.value) < 0 || mt_emit(k, MT_OPC_LIST_EXTEND, 1) < 0) {
                return -1;
            }
        } else if (cexpr(k, e) < 0 || mt_emit(k, MT_OPC_LIST_APPEND, 1) < 0) {
            return -1;
        }
    }
    return 0;
}

static int cassign(comp *k, mt_expr *t);

static int
cunpack(comp *k, mt_expr_seq *elts, const mt_expr *t)
{
    int star = -1;
    for (int i = 0; i < elts->n; i++) {
        if (elts->v[i]->kind == MT_EXPR_STARRED) {
            if (star >= 0) {
                return mt_symtable_synerr_span(k->c, t->line, t->col, t->end_line, t->end_col,
                                               "multiple starred expressions in assignment");
            }
            star = i;
        }
    }
    if (star >= 0) {
        int before = star, after = elts->n - star - 1;
        if (before > 255 || after > 255) {
            return mt_symtable_synerr_span(k->c, t->line, t->col, t->end_line, t->end_col,
                                           "too many expressions in star-unpacking assignment");
        }
        if (mt_emit(k, MT_OPC_UNPACK_EX, (uint32_t)(before | (after << 8))) < 0) {
            return -1;
        }
    } else if (mt_emit(k, MT_OPC_UNPACK_SEQUENCE, (uint32_t)elts->n) < 0) {
        return -1;
    }
    for (int i = 0; i < elts->n; i++) {
        mt_expr *x = elts->v[i];
        if (x->kind == MT_EXPR_STARRED) {
            x = x->v.Starred.value;
        }
        if (cassign(k, x) < 0) {
            return -1;
        }
    }
    return 0;
}

/* Store TOS into target t (consumes it). */
static int
cassign(comp *k, mt_expr *t)
{
    int saved = k->u->line;
    k->u->line = t->line;
    int rc = 0;
    switch (t->kind) {
    case MT_EXPR_NAME:
        rc = cname(k, t->v.Name.id, NAME_STORE);
        break;
    case MT_EXPR_ATTRIBUTE: {
        if (cexpr(k, t->v.Attribute.value) < 0) {
            return -1;
        }
        int ix = mt_emit_name_index(k, t->v.Attribute.attr);
        rc = ix < 0 ? -1 : mt_emit(k, MT_OPC_STORE_ATTR, (uint32_t)ix);
        break;
    }
    case MT_EXPR_SUBSCRIPT:
        if (cexpr(k, t->v.Subscript.value) < 0 || cexpr(k, t->v.Subscript.slice) < 0) {
            return -1;
        }
        rc = mt_emit(k, MT_OPC_STORE_SUBSCR, 0);
        break;
    case MT_EXPR_TUPLE:
        rc = cunpack(k, &t->v.Tuple.elts, t);
        break;
    case MT_EXPR_LIST:
        rc = cunpack(k, &t->v.List.elts, t);
        break;
    case MT_EXPR_STARRED:
        rc = mt_symtable_synerr_span(k->c, t->line, t->col, t->end_line, t->end_col,
                                     "starred assignment target must be in a list or tuple");
        break;
    default:
        rc = mt_symtable_synerr_span(k->c, t->line, t->col, t->end_line, t->end_col,
                                     "cannot assign to expression");
        break;
    }
    k->u->line = saved;
    return rc;
}

static int
cdelete(comp *k, mt_expr *t)
{
    switch (t->kind) {
    case MT_EXPR_NAME:
        return cname(k, t->v.Name.id, NAME_DEL);
    case MT_EXPR_ATTRIBUTE: {
        if (cexpr(k, t->v.Attribute.value) < 0) {
            return -1;
        }
        int ix = mt_emit_name_index(k, t->v.Attribute.attr);
        return ix < 0 ? -1 : mt_emit(k, MT_OPC_DELETE_ATTR, (uint32_t)ix);
    }
    case MT_EXPR_SUBSCRIPT:
        if (cexpr(k, t->v.Subscript.value) < 0 || cexpr(k, t->v.Subscript.slice) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_DELETE_SUBSCR, 0);
    case MT_EXPR_TUPLE:
    case MT_EXPR_LIST: {
        mt_expr_seq *s = t->kind == MT_EXPR_TUPLE ? &t->v.Tuple.elts : &t->v.List.elts;
        for (int i = 0; i < s->n; i++) {
            if (cdelete(k, s->v[i]) < 0) {
                return -1;
            }
        }
        return 0;
    }
    default:
        return mt_symtable_synerr_span(k->c, t->line, t->col, t->end_line, t->end_col,
                                       "cannot delete expression");
    }
}

// A keyword given twice in one call is a SyntaxError at its second place: 0, or -1 with it
// (or the run-ending exception) pending. The names go through an index, not a walk of
// those before each one (a call of n keywords cost n^2).
static int
repeated_keyword(comp *k, mt_keyword_seq *kws)
{
    mt_nameix seen = {0};
    for (int i = 0; i < kws->n; i++) {
        const char *name = kws->v[i]->arg;
        if (!name) {
            continue; // **mapping
        }
        if (mt_tick(k->st) < 0) {
            k->c->err = 1;
            return -1;
        }
        if (mt_symtable_ix_get(&seen, name) >= 0) {
            return mt_symtable_synerr_span(k->c, kws->v[i]->line, kws->v[i]->col,
                                           kws->v[i]->end_line, kws->v[i]->end_col,
                                           "keyword argument repeated: %s", name);
        }
        if (mt_symtable_ix_set(k->c, &seen, name, i) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
ccall_args(comp *k, mt_expr_seq *args, mt_keyword_seq *kws, int extra_pos, int method)
{
    int star = has_starred(args);
    int dstar = 0;
    for (int i = 0; i < kws->n; i++) {
        if (!kws->v[i]->arg) {
            dstar = 1;
        }
    }
    if (!star && !dstar) {
        if (cexprs(k, args) < 0) {
            return -1;
        }
        for (int i = 0; i < kws->n; i++) {
            if (cexpr(k, kws->v[i]->value) < 0) {
                return -1;
            }
        }
        int n = args->n + kws->n + extra_pos;
        if (kws->n) {
            if (repeated_keyword(k, kws) < 0) {
                return -1;
            }
            mt_obj *names = mt_tuple_new(k->st, (size_t)kws->n);
            if (!names) {
                return mt_emit_oom(k);
            }
            for (int i = 0; i < kws->n; i++) {
                mt_obj *s = mt_str_from_c(k->st, kws->v[i]->arg);
                if (!s) {
                    MT_DECREF(names);
                    return mt_emit_oom(k);
                }
                MT_TUPLE_ITEM(names, i) = s;
            }
            if (mt_emit_load_const_take(k, names) < 0) {
                return -1;
            }
            return mt_emit(k, method ? MT_OPC_CALL_METHOD_KW : MT_OPC_CALL_KW, (uint32_t)n);
        }
        return mt_emit(k, method ? MT_OPC_CALL_METHOD : MT_OPC_CALL, (uint32_t)n);
    }
    // general form: positional list -> tuple, keywords -> dict
    if (extra_pos == 0 && args->n == 1 && args->v[0]->kind == MT_EXPR_STARRED) {
        // f(*v): a bad v is reported against the callee, as CPython does
        if (mt_emit(k, MT_OPC_BUILD_LIST, 0) < 0 || cexpr(k, args->v[0]->v.Starred.value) < 0 ||
            mt_emit(k, MT_OPC_LIST_EXTEND, 1 | MT_EXTEND_CALL_STAR) < 0) {
            return -1;
        }
    } else if (starred_list(k, args, extra_pos) < 0) {
        return -1;
    }
    if (mt_emit(k, MT_OPC_LIST_TO_TUPLE, 0) < 0) {
        return -1;
    }
    if (kws->n) {
        // runs of name=value make a dict each; DICT_MERGE rejects a name given twice
        if (repeated_keyword(k, kws) < 0) {
            return -1;
        }
        int have_dict = 0;
        for (int i = 0; i < kws->n;) {
            mt_keyword *kw = kws->v[i];
            if (kw->arg) {
                int n = 0;
                for (; i < kws->n && kws->v[i]->arg; i++, n++) {
                    if (mt_emit_load_const_take(k, mt_str_from_c(k->st, kws->v[i]->arg)) < 0 ||
                        cexpr(k, kws->v[i]->value) < 0) {
                        return -1;
                    }
                }
                if (mt_emit(k, MT_OPC_BUILD_MAP, (uint32_t)n) < 0 ||
                    (have_dict && mt_emit(k, MT_OPC_DICT_MERGE, 1) < 0)) {
                    return -1;
                }
            } else {
                if ((!have_dict && mt_emit(k, MT_OPC_BUILD_MAP, 0) < 0) ||
                    cexpr(k, kw->value) < 0 || mt_emit(k, MT_OPC_DICT_MERGE, 1) < 0) {
                    return -1;
                }
                i++;
            }
            have_dict = 1;
        }
        return mt_emit(k, MT_OPC_CALL_EX, 1);
    }
    return mt_emit(k, MT_OPC_CALL_EX, 0);
}

static int
ccall(comp *k, mt_expr *e)
{
    mt_expr *f = e->v.Call.func;
    int star = has_starred(&e->v.Call.args);
    for (int i = 0; i < e->v.Call.keywords.n; i++) {
        if (!e->v.Call.keywords.v[i]->arg) {
            star = 1;
        }
    }
    if (f->kind == MT_EXPR_ATTRIBUTE && !star) {
        if (cexpr(k, f->v.Attribute.value) < 0) {
            return -1;
        }
        int saved = k->u->line;
        k->u->line = e->line;
        int ix = mt_emit_name_index(k, f->v.Attribute.attr);
        if (ix < 0 || mt_emit(k, MT_OPC_LOAD_METHOD, (uint32_t)ix) < 0) {
            return -1;
        }
        k->u->line = saved;
        if (ccall_args(k, &e->v.Call.args, &e->v.Call.keywords, 0, 1) < 0) {
            return -1;
        }
        return 0;
    }
    if (cexpr(k, f) < 0) {
        return -1;
    }
    return ccall_args(k, &e->v.Call.args, &e->v.Call.keywords, 0, 0);
}

static int
ccompare(comp *k, mt_expr *e)
{
    static const int ops[] = {0,         MT_CMP_EQ, MT_CMP_NE, MT_CMP_LT, MT_CMP_LE, MT_CMP_GT,
                              MT_CMP_GE, 0,         0,         0,         0};
    if (cexpr(k, e->v.Compare.left) < 0) {
        return -1;
    }
    int n = e->v.Compare.n;
    int cleanup = n > 1 ? mt_emit_new_label(k) : 0;
    for (int i = 0; i < n; i++) {
        if (cexpr(k, e->v.Compare.comparators.v[i]) < 0) {
            return -1;
        }
        if (i < n - 1) {
            if (mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 || mt_emit(k, MT_OPC_ROT_THREE, 0) < 0) {
                return -1;
            }
        }
        mt_cmpop op = e->v.Compare.ops[i];
        int rc;
        switch (op) {
        case MT_IS:
            rc = mt_emit(k, MT_OPC_IS_OP, 0);
            break;
        case MT_ISNOT:
            rc = mt_emit(k, MT_OPC_IS_OP, 1);
            break;
        case MT_IN:
            rc = mt_emit(k, MT_OPC_CONTAINS_OP, 0);
            break;
        case MT_NOTIN:
            rc = mt_emit(k, MT_OPC_CONTAINS_OP, 1);
            break;
        default:
            rc = mt_emit(k, MT_OPC_COMPARE_OP, (uint32_t)ops[op]);
            break;
        }
        if (rc < 0) {
            return -1;
        }
        if (i < n - 1 && mt_emit_jump(k, MT_OPC_JUMP_IF_FALSE_OR_POP, cleanup) < 0) {
            return -1;
        }
    }
    if (n > 1) {
        int end = mt_emit_new_label(k);
        if (mt_emit_jump(k, MT_OPC_JUMP, end) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, cleanup);
        if (mt_emit(k, MT_OPC_ROT_TWO, 0) < 0 || mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, end);
    }
    return 0;
}

static const char *
qualname_for(comp *k, const char *name)
{
    unit *u = k->u;
    if (!u || u->sc->kind == SK_MODULE) {
        return name;
    }
    const char *base = u->qualname ? u->qualname : "";
    size_t n = strlen(base) + strlen(name) + 16;
    char *q = mt_symtable_alloc(k->c, n);
    if (!q) {
        return name;
    }
    if (u->sc->kind == SK_FUNCTION) {
        snprintf(q, n, "%s.<locals>.%s", base, name);
    } else {
        snprintf(q, n, "%s.%s", base, name);
    }
    return q;
}

/* Push a closure tuple for child scope s (if it has free variables); returns flag bits. */
static int
cclosure(comp *k, mt_code *co, int *flags)
{
    if (co->nfree == 0) {
        return 0;
    }
    for (int i = 0; i < co->nfree; i++) {
        mt_obj *nm = co->localnames[co->nlocals + co->ncells + i];
        int ix = deref_index(k->u, mt_str_data(nm));
        if (ix < 0) {
            return mt_symtable_synerr(k->c, k->u->line, 0, "internal error: no cell for '%s'",
                                      mt_str_data(nm));
        }
        if (mt_emit(k, MT_OPC_LOAD_CLOSURE, (uint32_t)ix) < 0) {
            return -1;
        }
    }
    *flags |= MT_MF_CLOSURE;
    return mt_emit(k, MT_OPC_BUILD_TUPLE, (uint32_t)co->nfree);
}

static int
cdefaults(comp *k, mt_arguments *a, int *flags)
{
    if (a->defaults.n) {
        if (cexprs(k, &a->defaults) < 0 ||
            mt_emit(k, MT_OPC_BUILD_TUPLE, (uint32_t)a->defaults.n) < 0) {
            return -1;
        }
        *flags |= MT_MF_DEFAULTS;
    }
    int nkw = 0;
    for (int i = 0; i < a->kw_defaults.n; i++) {
        if (a->kw_defaults.v[i]) {
            nkw++;
        }
    }
    if (nkw) {
        if (mt_emit(k, MT_OPC_BUILD_MAP, 0) < 0) {
            return -1;
        }
        for (int i = 0; i < a->kw_defaults.n; i++) {
            if (!a->kw_defaults.v[i]) {
                continue;
            }
            if (mt_emit_load_const_take(k, mt_str_from_c(k->st, a->kwonlyargs.v[i]->arg)) < 0 ||
                cexpr(k, a->kw_defaults.v[i]) < 0 || mt_emit(k, MT_OPC_MAP_ADD, 1) < 0) {
                return -1;
            }
        }
        *flags |= MT_MF_KWDEFAULTS;
    }
    return 0;
}

// One annotated parameter: push its name and annotation; counts the pairs in *n.
static int
cannotation(comp *k, const char *name, mt_expr *ann, int *n)
{
    if (!ann) {
        return 0;
    }
    if (mt_emit_load_const_take(k, mt_str_from_c(k->st, name)) < 0 || cexpr(k, ann) < 0) {
        return -1;
    }
    (*n)++;
    return 0;
}

// A def's annotations as a dict on the stack (MT_MF_ANNOTATIONS), in CPython's order.
static int
cannotations(comp *k, mt_arguments *a, mt_expr *returns, int *flags)
{
    int n = 0;
    mt_arg_seq *seqs[2] = {&a->args, &a->posonlyargs}; // CPython 3.11 puts args first
    for (int j = 0; j < 2; j++) {
        for (int i = 0; i < seqs[j]->n; i++) {
            if (cannotation(k, seqs[j]->v[i]->arg, seqs[j]->v[i]->annotation, &n) < 0) {
                return -1;
            }
        }
    }
    if (a->vararg && cannotation(k, a->vararg->arg, a->vararg->annotation, &n) < 0) {
        return -1;
    }
    for (int i = 0; i < a->kwonlyargs.n; i++) {
        if (cannotation(k, a->kwonlyargs.v[i]->arg, a->kwonlyargs.v[i]->annotation, &n) < 0) {
            return -1;
        }
    }
    if ((a->kwarg && cannotation(k, a->kwarg->arg, a->kwarg->annotation, &n) < 0) ||
        cannotation(k, "return", returns, &n) < 0) {
        return -1;
    }
    if (n) {
        *flags |= MT_MF_ANNOTATIONS;
        return mt_emit(k, MT_OPC_BUILD_MAP, (uint32_t)n);
    }
    return 0;
}

static int
make_function(comp *k, mt_code *co, int flags)
{
    if (cclosure(k, co, &flags) < 0) {
        MT_DECREF(co);
        return -1;
    }
    if (mt_emit_load_const_take(k, (mt_obj *)co) < 0) {
        return -1;
    }
    return mt_emit(k, MT_OPC_MAKE_FUNCTION, (uint32_t)flags);
}

static mt_code *compile_function_body(comp *k, scope *s, const char *name, mt_stmt_seq *body,
                                      mt_expr *lambda_body, int firstline);

static int
clambda(comp *k, mt_expr *e)
{
    int flags = 0;
    if (cdefaults(k, e->v.Lambda.args, &flags) < 0) {
        return -1;
    }
    scope *s = mt_symtable_scope_of(k->c, e);
    mt_code *co = compile_function_body(k, s, "<lambda>", NULL, e->v.Lambda.body, e->line);
    if (!co) {
        return -1;
    }
    return make_function(k, co, flags);
}

/* Comprehensions are functions taking the first iterator as `.0`. */
static int async_for_next(comp *k, int cleanup);

static int
comp_loop(comp *k, mt_expr *e, mt_comprehension_seq *gens, int gi, mt_expr *elt, mt_expr *val,
          int kind, int depth)
{
    mt_comprehension *g = gens->v[gi];
    int start = mt_emit_new_label(k), end = mt_emit_new_label(k), ifclean = mt_emit_new_label(k);
    if (gi == 0) {
        if (mt_emit(k, MT_OPC_LOAD_FAST, 0) < 0) {
            return -1;
        }
    } else if (cexpr(k, g->iter) < 0 ||
               mt_emit(k, g->is_async ? MT_OPC_GET_AITER : MT_OPC_GET_ITER, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, start);
    if (g->is_async ? async_for_next(k, end) < 0 : mt_emit_jump(k, MT_OPC_FOR_ITER, end) < 0) {
        return -1;
    }
    if (cassign(k, g->target) < 0) {
        return -1;
    }
    for (int i = 0; i < g->ifs.n; i++) {
        if (cjump_if(k, g->ifs.v[i], 0, ifclean) < 0) {
            return -1;
        }
    }
    if (gi + 1 < gens->n) {
        if (comp_loop(k, e, gens, gi + 1, elt, val, kind, depth + 1) < 0) {
            return -1;
        }
    } else {
        switch (kind) {
        case 0: // list
            if (cexpr(k, elt) < 0 || mt_emit(k, MT_OPC_LIST_APPEND, (uint32_t)depth + 2) < 0) {
                return -1;
            }
            break;
        case 1: // set
            if (cexpr(k, elt) < 0 || mt_emit(k, MT_OPC_SET_ADD, (uint32_t)depth + 2) < 0) {
                return -1;
            }
            break;
        case 2: // dict
            if (cexpr(k, elt) < 0 || cexpr(k, val) < 0 ||
                mt_emit(k, MT_OPC_MAP_ADD, (uint32_t)depth + 2) < 0) {
                return -1;
            }
            break;
        default: // generator
            if (cexpr(k, elt) < 0 || mt_emit(k, MT_OPC_YIELD_VALUE, 0) < 0 ||
                mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
                return -1;
            }
            break;
        }
    }
    mt_emit_bind_label(k, ifclean);
    if (mt_emit_jump(k, MT_OPC_JUMP, start) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, end);
    return 0;
}

static int
ccomprehension(comp *k, mt_expr *e)
{
    mt_comprehension_seq *gens;
    mt_expr *elt, *val = NULL;
    int kind;
    const char *name;
    switch (e->kind) {
    case MT_EXPR_LISTCOMP:
        gens = &e->v.ListComp.generators;
        elt = e->v.ListComp.elt;
        kind = 0;
        name = "<listcomp>";
        break;
    case MT_EXPR_SETCOMP:
        gens = &e->v.ListComp.generators;
        elt = e->v.ListComp.elt;
        kind = 1;
        name = "<setcomp>";
        break;
    case MT_EXPR_DICTCOMP:
        gens = &e->v.DictComp.generators;
        elt = e->v.DictComp.key;
        val = e->v.DictComp.value;
        kind = 2;
        name = "<dictcomp>";
        break;
    default:
        gens = &e->v.ListComp.generators;
        elt = e->v.ListComp.elt;
        kind = 3;
        name = "<genexpr>";
        break;
    }
    scope *s = mt_symtable_scope_of(k->c, e);
    if (!s) {
        return mt_symtable_synerr_span(k->c, e->line, e->col, e->end_line, e->end_col,
                                       "internal error: comprehension scope");
    }
    if (mt_emit_unit_enter(k, s, qualname_for(k, name), e->line) < 0) {
        return -1;
    }
    k->u->line = e->line;
    int rc = 0;
    if (kind == 0) {
        rc = mt_emit(k, MT_OPC_BUILD_LIST, 0);
    } else if (kind == 1) {
        rc = mt_emit(k, MT_OPC_BUILD_SET, 0);
    } else if (kind == 2) {
        rc = mt_emit(k, MT_OPC_BUILD_MAP, 0);
    }
    if (rc == 0) {
        rc = comp_loop(k, e, gens, 0, elt, val, kind, 0);
    }
    if (rc == 0 && kind == 3) {
        rc = emit_none(k);
    }
    if (rc == 0) {
        rc = mt_emit(k, MT_OPC_RETURN_VALUE, 0);
    }
    mt_code *co = rc == 0 ? mt_emit_unit_finish(k, name, 0) : NULL;
    mt_emit_unit_drop(k);
    if (!co) {
        return -1;
    }
    if (make_function(k, co, 0) < 0) {
        return -1;
    }
    if (cexpr(k, gens->v[0]->iter) < 0 ||
        mt_emit(k, gens->v[0]->is_async ? MT_OPC_GET_AITER : MT_OPC_GET_ITER, 0) < 0 ||
        mt_emit(k, MT_OPC_CALL, 1) < 0) {
        return -1;
    }
    // an asynchronous list/set/dict comprehension is a coroutine: await it here
    if (s->coroutine && kind != 3 &&
        (mt_emit(k, MT_OPC_GET_AWAITABLE, 0) < 0 || emit_none(k) < 0 ||
         mt_emit(k, MT_OPC_YIELD_FROM, 0) < 0)) {
        return -1;
    }
    return 0;
}

static int
cfstring(comp *k, mt_expr *e)
{
    mt_expr_seq *vals = &e->v.JoinedStr.values;
    for (int i = 0; i < vals->n; i++) {
        if (cexpr(k, vals->v[i]) < 0) {
            return -1;
        }
    }
    if (vals->n == 1 && vals->v[0]->kind == MT_EXPR_FORMATTEDVALUE) {
        return 0;
    }
    if (vals->n == 0) {
        return mt_emit_load_const_take(k, mt_str_new(k->st, "", 0));
    }
    return mt_emit(k, MT_OPC_BUILD_STRING, (uint32_t)vals->n);
}

static int
cexpr_inner(comp *k, mt_expr *e)
{
    mt_state *st = k->st;
    switch (e->kind) {
    case MT_EXPR_BOOLOP: {
        int end = mt_emit_new_label(k);
        int op =
            e->v.BoolOp.op == MT_AND ? MT_OPC_JUMP_IF_FALSE_OR_POP : MT_OPC_JUMP_IF_TRUE_OR_POP;
        for (int i = 0; i < e->v.BoolOp.values.n; i++) {
            if (cexpr(k, e->v.BoolOp.values.v[i]) < 0) {
                return -1;
            }
            if (i < e->v.BoolOp.values.n - 1 && mt_emit_jump(k, op, end) < 0) {
                return -1;
            }
        }
        mt_emit_bind_label(k, end);
        return 0;
    }
    case MT_EXPR_NAMEDEXPR:
        if (cexpr(k, e->v.NamedExpr.value) < 0 || mt_emit(k, MT_OPC_DUP_TOP, 0) < 0) {
            return -1;
        }
        return cassign(k, e->v.NamedExpr.target);
    case MT_EXPR_BINOP:
        if (cexpr(k, e->v.BinOp.left) < 0 || cexpr(k, e->v.BinOp.right) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_BINARY_OP, (uint32_t)e->v.BinOp.op);
    case MT_EXPR_UNARYOP:
        if (cexpr(k, e->v.UnaryOp.operand) < 0) {
            return -1;
        }
        switch (e->v.UnaryOp.op) {
        case MT_NOT:
            return mt_emit(k, MT_OPC_UNARY_NOT, 0);
        case MT_USUB:
            return mt_emit(k, MT_OPC_UNARY_OP, MT_UN_NEG);
        case MT_UADD:
            return mt_emit(k, MT_OPC_UNARY_OP, MT_UN_POS);
        default:
            return mt_emit(k, MT_OPC_UNARY_OP, MT_UN_INVERT);
        }
    case MT_EXPR_LAMBDA:
        return clambda(k, e);
    case MT_EXPR_IFEXP: {
        int other = mt_emit_new_label(k), end = mt_emit_new_label(k);
        if (cjump_if(k, e->v.IfExp.test, 0, other) < 0 || cexpr(k, e->v.IfExp.body) < 0 ||
            mt_emit_jump(k, MT_OPC_JUMP, end) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, other);
        if (cexpr(k, e->v.IfExp.orelse) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, end);
        return 0;
    }
    case MT_EXPR_DICT: {
        if (mt_emit(k, MT_OPC_BUILD_MAP, 0) < 0) {
            return -1;
        }
        for (int i = 0; i < e->v.Dict.keys.n; i++) {
            mt_expr *key = e->v.Dict.keys.v[i];
            if (!key) {
                if (cexpr(k, e->v.Dict.values.v[i]) < 0 || mt_emit(k, MT_OPC_DICT_UPDATE, 1) < 0) {
                    return -1;
                }
                continue;
            }
            if (cexpr(k, key) < 0 || cexpr(k, e->v.Dict.values.v[i]) < 0 ||
                mt_emit(k, MT_OPC_MAP_ADD, 1) < 0) {
                return -1;
            }
        }
        return 0;
    }
    case MT_EXPR_SET:
        if (!has_starred(&e->v.Set.elts)) {
            if (cexprs(k, &e->v.Set.elts) < 0) {
                return -1;
            }
            return mt_emit(k, MT_OPC_BUILD_SET, (uint32_t)e->v.Set.elts.n);
        }
        if (mt_emit(k, MT_OPC_BUILD_SET, 0) < 0) {
            return -1;
        }
        for (int i = 0; i < e->v.Set.elts.n; i++) {
            mt_expr *x = e->v.Set.elts.v[i];
            if (x->kind == MT_EXPR_STARRED) {
                if (cexpr(k, x->v.Starred.value) < 0 || mt_emit(k, MT_OPC_SET_UPDATE, 1) < 0) {
                    return -1;
                }
            } else if (cexpr(k, x) < 0 || mt_emit(k, MT_OPC_SET_ADD, 1) < 0) {
                return -1;
            }
        }
        return 0;
    case MT_EXPR_LISTCOMP:
    case MT_EXPR_SETCOMP:
    case MT_EXPR_DICTCOMP:
    case MT_EXPR_GENERATOREXP:
        return ccomprehension(k, e);
    case MT_EXPR_AWAIT:
        if (cexpr(k, e->v.Await.value) < 0 || mt_emit(k, MT_OPC_GET_AWAITABLE, 0) < 0 ||
            emit_none(k) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_YIELD_FROM, 0);
    case MT_EXPR_YIELD:
        if (e->v.Yield.value) {
            if (cexpr(k, e->v.Yield.value) < 0) {
                return -1;
            }
        } else if (emit_none(k) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_YIELD_VALUE, 0);
    case MT_EXPR_YIELDFROM:
        if (cexpr(k, e->v.YieldFrom.value) < 0 || mt_emit(k, MT_OPC_GET_YIELD_FROM_ITER, 0) < 0 ||
            emit_none(k) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_YIELD_FROM, 0);
    case MT_EXPR_COMPARE:
        return ccompare(k, e);
    case MT_EXPR_CALL:
        return ccall(k, e);
    case MT_EXPR_FORMATTEDVALUE: {
        int conv = e->v.FormattedValue.conversion;
        uint32_t flags = conv == MT_CONV_STR     ? 1
                         : conv == MT_CONV_REPR  ? 2
                         : conv == MT_CONV_ASCII ? 3
                                                 : 0;
        if (cexpr(k, e->v.FormattedValue.value) < 0) {
            return -1;
        }
        if (e->v.FormattedValue.format_spec) {
            if (cexpr(k, e->v.FormattedValue.format_spec) < 0) {
                return -1;
            }
            flags |= 4;
        }
        return mt_emit(k, MT_OPC_FORMAT_VALUE, flags);
    }
    case MT_EXPR_JOINEDSTR:
        return cfstring(k, e);
    case MT_EXPR_CONSTANT:
        return mt_emit_load_const_take(k, const_obj(k, &e->v.Constant));
    case MT_EXPR_ATTRIBUTE: {
        if (cexpr(k, e->v.Attribute.value) < 0) {
            return -1;
        }
        int ix = mt_emit_name_index(k, e->v.Attribute.attr);
        if (ix < 0) {
            return -1;
        }
        if (e->v.Attribute.ctx != MT_LOAD) {
            return mt_symtable_synerr_span(k->c, e->line, e->col, e->end_line, e->end_col,
                                           "internal error: attribute context");
        }
        return mt_emit(k, MT_OPC_LOAD_ATTR, (uint32_t)ix);
    }
    case MT_EXPR_SUBSCRIPT:
        if (cexpr(k, e->v.Subscript.value) < 0 || cexpr(k, e->v.Subscript.slice) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_BINARY_SUBSCR, 0);
    case MT_EXPR_STARRED:
        return mt_symtable_synerr_span(k->c, e->line, e->col, e->end_line, e->end_col,
                                       "can't use starred expression here");
    case MT_EXPR_NAME:
        return cname(k, e->v.Name.id, NAME_LOAD);
    case MT_EXPR_LIST:
        if (has_starred(&e->v.List.elts)) {
            return starred_list(k, &e->v.List.elts, 0);
        }
        if (cexprs(k, &e->v.List.elts) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_BUILD_LIST, (uint32_t)e->v.List.elts.n);
    case MT_EXPR_TUPLE: {
        mt_expr_seq *el = &e->v.Tuple.elts;
        if (has_starred(el)) {
            if (starred_list(k, el, 0) < 0) {
                return -1;
            }
            return mt_emit(k, MT_OPC_LIST_TO_TUPLE, 0);
        }
        // constant tuple folding
        int allconst = el->n > 0;
        for (int i = 0; i < el->n; i++) {
            if (el->v[i]->kind != MT_EXPR_CONSTANT) {
                allconst = 0;
            }
        }
        if (allconst) {
            mt_obj *t = mt_tuple_new(st, (size_t)el->n);
            if (!t) {
                return mt_emit_oom(k);
            }
            for (int i = 0; i < el->n; i++) {
                mt_obj *v = const_obj(k, &el->v[i]->v.Constant);
                if (!v) {
                    for (int j = i; j < el->n; j++) {
                        MT_TUPLE_ITEM(t, j) = MT_NONE;
                    }
                    MT_DECREF(t);
                    return mt_emit_oom(k);
                }
                MT_TUPLE_ITEM(t, i) = v;
            }
            return mt_emit_load_const_take(k, t);
        }
        if (cexprs(k, el) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_BUILD_TUPLE, (uint32_t)el->n);
    }
    case MT_EXPR_SLICE: {
        int n = 2;
        if (e->v.Slice.lower) {
            if (cexpr(k, e->v.Slice.lower) < 0) {
                return -1;
            }
        } else if (emit_none(k) < 0) {
            return -1;
        }
        if (e->v.Slice.upper) {
            if (cexpr(k, e->v.Slice.upper) < 0) {
                return -1;
            }
        } else if (emit_none(k) < 0) {
            return -1;
        }
        if (e->v.Slice.step) {
            if (cexpr(k, e->v.Slice.step) < 0) {
                return -1;
            }
            n = 3;
        }
        return mt_emit(k, MT_OPC_BUILD_SLICE, (uint32_t)n);
    }
    }
    return mt_symtable_synerr_span(k->c, e->line, e->col, e->end_line, e->end_col,
                                   "unsupported expression");
}

static int
cexpr(comp *k, mt_expr *e)
{
    if (k->c->err || mt_symtable_depth_enter(k->c) < 0) {
        return -1;
    }
    int saved = k->u->line;
    k->u->line = e->line;
    int rc = cexpr_inner(k, e);
    k->u->line = saved;
    k->c->depth--;
    return rc;
}

// Jumps to label when e's truth value is when_true, asking each value for its truth at most
// once: `if a or b:` tests a, then b, as CPython does, where evaluating the whole `a or b`
// first and testing its result would call a's __bool__ a second time.
static int
cjump_if(comp *k, mt_expr *e, int when_true, int label)
{
    if (k->c->err || mt_symtable_depth_enter(k->c) < 0) {
        return -1;
    }
    int saved = k->u->line, rc = 0;
    k->u->line = e->line;
    if (e->kind == MT_EXPR_UNARYOP && e->v.UnaryOp.op == MT_NOT) {
        rc = cjump_if(k, e->v.UnaryOp.operand, !when_true, label);
    } else if (e->kind == MT_EXPR_BOOLOP) {
        // A value that decides the whole expression the other way skips past the jump.
        int is_or = e->v.BoolOp.op == MT_OR, n = e->v.BoolOp.values.n;
        int decided = when_true == is_or ? label : mt_emit_new_label(k);
        for (int i = 0; i < n - 1 && rc == 0; i++) {
            rc = cjump_if(k, e->v.BoolOp.values.v[i], is_or, decided);
        }
        if (rc == 0) {
            rc = cjump_if(k, e->v.BoolOp.values.v[n - 1], when_true, label);
        }
        if (decided != label) {
            mt_emit_bind_label(k, decided);
        }
    } else if (cexpr(k, e) < 0 ||
               mt_emit_jump(k, when_true ? MT_OPC_POP_JUMP_IF_TRUE : MT_OPC_POP_JUMP_IF_FALSE,
                            label) < 0) {
        rc = -1;
    }
    k->u->line = saved;
    k->c->depth--;
    return rc;
}

/* ---- statements ---- */

static int
cdecorated_def(comp *k, mt_stmt *s, int async)
{
    mt_expr_seq *decos = &s->v.FunctionDef.decorator_list;
    if (cexprs(k, decos) < 0) {
        return -1;
    }
    int flags = 0;
    if (cdefaults(k, s->v.FunctionDef.args, &flags) < 0 ||
        cannotations(k, s->v.FunctionDef.args, s->v.FunctionDef.returns, &flags) < 0) {
        return -1;
    }
    scope *sc = mt_symtable_scope_of(k->c, s);
    (void)async;
    mt_code *co =
        compile_function_body(k, sc, s->v.FunctionDef.name, &s->v.FunctionDef.body, NULL, s->line);
    if (!co) {
        return -1;
    }
    if (make_function(k, co, flags) < 0) {
        return -1;
    }
    for (int i = 0; i < decos->n; i++) {
        if (mt_emit(k, MT_OPC_CALL, 1) < 0) {
            return -1;
        }
    }
    return cname(
        k, mt_symtable_mangled(k->c, mt_symtable_class_private(sc->parent), s->v.FunctionDef.name),
        NAME_STORE);
}

static int
has_annassign(mt_stmt_seq *body)
{
    for (int i = 0; i < body->n; i++) {
        mt_stmt *s = body->v[i];
        if (s->kind == MT_STMT_ANNASSIGN) {
            return 1;
        }
        // annotations inside if/for/while/try/with at class or module level count too
        switch (s->kind) {
        case MT_STMT_IF:
            if (has_annassign(&s->v.If.body) || has_annassign(&s->v.If.orelse)) {
                return 1;
            }
            break;
        case MT_STMT_FOR:
        case MT_STMT_ASYNCFOR:
            if (has_annassign(&s->v.For.body) || has_annassign(&s->v.For.orelse)) {
                return 1;
            }
            break;
        case MT_STMT_WHILE:
            if (has_annassign(&s->v.While.body) || has_annassign(&s->v.While.orelse)) {
                return 1;
            }
            break;
        case MT_STMT_WITH:
        case MT_STMT_ASYNCWITH:
            if (has_annassign(&s->v.With.body)) {
                return 1;
            }
            break;
        case MT_STMT_TRY:
        case MT_STMT_TRYSTAR:
            if (has_annassign(&s->v.Try.body) || has_annassign(&s->v.Try.orelse) ||
                has_annassign(&s->v.Try.finalbody)) {
                return 1;
            }
            for (int j = 0; j < s->v.Try.handlers.n; j++) {
                if (has_annassign(&s->v.Try.handlers.v[j]->body)) {
                    return 1;
                }
            }
            break;
        default:
            break;
        }
    }
    return 0;
}

static mt_obj *
docstring_of(comp *k, mt_stmt_seq *body)
{
    if (body->n > 0 && body->v[0]->kind == MT_STMT_EXPR &&
        body->v[0]->v.Expr.value->kind == MT_EXPR_CONSTANT &&
        body->v[0]->v.Expr.value->v.Constant.kind == MT_CONST_STR) {
        mt_constant *c = &body->v[0]->v.Expr.value->v.Constant;
        mt_obj *doc = mt_str_new(k->st, c->v.str.s, c->v.str.len);
        if (!doc) {
            // the compile fails (every later statement sees the error), not a class or
            // function quietly without its docstring
            (void)mt_emit_oom(k);
        }
        return doc;
    }
    return NULL;
}

static int
cclass(comp *k, mt_stmt *s)
{
    mt_expr_seq *decos = &s->v.ClassDef.decorator_list;
    if (cexprs(k, decos) < 0) {
        return -1;
    }
    scope *sc = mt_symtable_scope_of(k->c, s);
    const char *qn = qualname_for(k, s->v.ClassDef.name);
    if (mt_emit_unit_enter(k, sc, qn, s->line) < 0) {
        return -1;
    }
    unit *u = k->u;
    u->line = s->line;
    int rc = 0;
    // __module__ = __name__; __qualname__ = '...'
    int ni = mt_emit_name_index(k, "__name__");
    rc = ni < 0 ? -1 : mt_emit(k, MT_OPC_LOAD_GLOBAL, (uint32_t)ni);
    if (rc == 0) {
        int mi = mt_emit_name_index(k, "__module__");
        rc = mi < 0 ? -1 : mt_emit(k, MT_OPC_STORE_NAME, (uint32_t)mi);
    }
    if (rc == 0) {
        rc = mt_emit_load_const_take(k, mt_str_from_c(k->st, qn));
    }
    if (rc == 0) {
        int qi = mt_emit_name_index(k, "__qualname__");
        rc = qi < 0 ? -1 : mt_emit(k, MT_OPC_STORE_NAME, (uint32_t)qi);
    }
    mt_obj *doc = rc == 0 ? docstring_of(k, &s->v.ClassDef.body) : NULL;
    if (rc == 0 && doc) {
        rc = mt_emit_load_const_take(k, doc);
        if (rc == 0) {
            int di = mt_emit_name_index(k, "__doc__");
            rc = di < 0 ? -1 : mt_emit(k, MT_OPC_STORE_NAME, (uint32_t)di);
        }
    }
    if (rc == 0 && has_annassign(&s->v.ClassDef.body)) {
        rc = mt_emit(k, MT_OPC_SETUP_ANNOTATIONS, 0);
    }
    if (rc == 0) {
        rc = cstmts(k, &s->v.ClassDef.body);
    }
    if (rc == 0) {
        if (sc->class_cell) {
            int ix = deref_index(u, "__class__");
            rc = mt_emit(k, MT_OPC_LOAD_CLOSURE, (uint32_t)ix);
        } else {
            rc = emit_none(k);
        }
    }
    if (rc == 0) {
        rc = mt_emit(k, MT_OPC_RETURN_VALUE, 0);
    }
    mt_code *co =
        rc == 0 ? mt_emit_unit_finish(k, s->v.ClassDef.name,
                                      MT_CO_CLASSBODY | (sc->class_cell ? MT_CO_CLASSCELL : 0))
                : NULL;
    mt_emit_unit_drop(k);
    if (!co) {
        return -1;
    }
    if (mt_emit(k, MT_OPC_LOAD_BUILD_CLASS, 0) < 0) {
        MT_DECREF(co);
        return -1;
    }
    if (make_function(k, co, 0) < 0) {
        return -1;
    }
    if (mt_emit_load_const_take(k, mt_str_from_c(k->st, s->v.ClassDef.name)) < 0) {
        return -1;
    }
    // bases and keywords as a call: __build_class__(func, name, *bases, **kw)
    mt_expr_seq *bases = &s->v.ClassDef.bases;
    mt_keyword_seq *kws = &s->v.ClassDef.keywords;
    if (ccall_args(k, bases, kws, 2, 0) < 0) {
        return -1;
    }
    for (int i = 0; i < decos->n; i++) {
        if (mt_emit(k, MT_OPC_CALL, 1) < 0) {
            return -1;
        }
    }
    return cname(
        k,
        mt_symtable_mangled(k->c, mt_symtable_class_private(mt_symtable_scope_of(k->c, s)->parent),
                            s->v.ClassDef.name),
        NAME_STORE);
}

static int
cif(comp *k, mt_stmt *s)
{
    int other = mt_emit_new_label(k), end = mt_emit_new_label(k);
    if (cjump_if(k, s->v.If.test, 0, other) < 0 || cstmts(k, &s->v.If.body) < 0) {
        return -1;
    }
    if (s->v.If.orelse.n) {
        if (mt_emit_jump(k, MT_OPC_JUMP, end) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, other);
        if (cstmts(k, &s->v.If.orelse) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, end);
    } else {
        mt_emit_bind_label(k, other);
        mt_emit_bind_label(k, end);
    }
    return 0;
}

static int
cwhile(comp *k, mt_stmt *s)
{
    int start = mt_emit_new_label(k), orelse = mt_emit_new_label(k), end = mt_emit_new_label(k);
    mt_emit_bind_label(k, start);
    if (cjump_if(k, s->v.While.test, 0, orelse) < 0) {
        return -1;
    }
    if (push_fb(k, FB_WHILE, start, end) < 0) {
        return -1;
    }
    if (cstmts(k, &s->v.While.body) < 0) {
        return -1;
    }
    pop_fb(k);
    if (mt_emit_jump(k, MT_OPC_JUMP, start) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, orelse);
    if (cstmts(k, &s->v.While.orelse) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, end);
    return 0;
}

// The head of an async for: await the next item of the async iterator on the stack; when
// that raises StopAsyncIteration, pop the iterator and go to cleanup.
static int
async_for_next(comp *k, int cleanup)
{
    int lexc = mt_emit_new_label(k), lgot = mt_emit_new_label(k);
    if (mt_emit_jump(k, MT_OPC_SETUP_FINALLY, lexc) < 0 || mt_emit(k, MT_OPC_GET_ANEXT, 0) < 0 ||
        emit_none(k) < 0 || mt_emit(k, MT_OPC_YIELD_FROM, 0) < 0 ||
        mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lgot) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lexc);
    if (mt_emit(k, MT_OPC_END_ASYNC_FOR, 0) < 0 || mt_emit_jump(k, MT_OPC_JUMP, cleanup) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lgot);
    return 0;
}

static int
cfor(comp *k, mt_stmt *s)
{
    int start = mt_emit_new_label(k), cleanup = mt_emit_new_label(k), end = mt_emit_new_label(k);
    int async = s->kind == MT_STMT_ASYNCFOR;
    if (cexpr(k, s->v.For.iter) < 0 ||
        mt_emit(k, async ? MT_OPC_GET_AITER : MT_OPC_GET_ITER, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, start);
    if (async ? async_for_next(k, cleanup) < 0 : mt_emit_jump(k, MT_OPC_FOR_ITER, cleanup) < 0) {
        return -1;
    }
    if (push_fb(k, FB_FOR, start, end) < 0) {
        return -1;
    }
    if (cassign(k, s->v.For.target) < 0 || cstmts(k, &s->v.For.body) < 0) {
        return -1;
    }
    pop_fb(k);
    if (mt_emit_jump(k, MT_OPC_JUMP, start) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, cleanup);
    if (cstmts(k, &s->v.For.orelse) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, end);
    return 0;
}

static int
creturn(comp *k, mt_stmt *s)
{
    unit *u = k->u;
    if (s->v.Return.value) {
        if (cexpr(k, s->v.Return.value) < 0) {
            return -1;
        }
    } else if (emit_none(k) < 0) {
        return -1;
    }
    for (int i = u->nfb - 1; i >= 0; i--) {
        if (unwind_fb(k, &u->fb[i], 1) < 0) {
            return -1;
        }
    }
    return mt_emit(k, MT_OPC_RETURN_VALUE, 0);
}

static int
cbreak(comp *k, mt_stmt *s, int is_break)
{
    unit *u = k->u;
    int i;
    for (i = u->nfb - 1; i >= 0; i--) {
        if (u->fb[i].type == FB_WHILE && u->fb[i].l_break >= 0) {
            break;
        }
        if (u->fb[i].type == FB_FOR) {
            break;
        }
    }
    if (i < 0) {
        return mt_symtable_synerr_span(k->c, s->line, s->col, s->end_line, s->end_col,
                                       is_break ? "'break' outside loop"
                                                : "'continue' not properly in loop");
    }
    for (int j = u->nfb - 1; j > i; j--) {
        if (unwind_fb(k, &u->fb[j], 0) < 0) {
            return -1;
        }
    }
    if (is_break) {
        if (unwind_fb(k, &u->fb[i], 0) < 0) {
            return -1;
        }
        return mt_emit_jump(k, MT_OPC_JUMP, u->fb[i].l_break);
    }
    return mt_emit_jump(k, MT_OPC_JUMP, u->fb[i].l_continue);
}

// The clauses of except* and its end, as CPython 3.11 compiles them: [prev, orig] ->
// [prev, orig, raised, rest]; each clause splits rest and runs its body on the match, and
// what a body raises is appended to raised; at the end PREP_RERAISE_STAR makes what to
// raise of raised and the unmatched rest (None: all handled, then on to lend). An exception
// left raised leaves through the SETUP_CLEANUP block of the caller (lcleanup).
static int
cexcept_star(comp *k, mt_excepthandler_seq *hs, int lend)
{
    if (mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 || mt_emit(k, MT_OPC_BUILD_LIST, 0) < 0 ||
        mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
        return -1;
    }
    for (int i = 0; i < hs->n; i++) {
        mt_excepthandler *h = hs->v[i];
        k->u->line = h->line;
        int lskip = mt_emit_new_label(k), lafter = mt_emit_new_label(k),
            lraised = mt_emit_new_label(k);
        // [.., rest, type] -> [.., rest, match-or-None]
        if (cexpr(k, h->type) < 0 || mt_emit(k, MT_OPC_CHECK_EG_MATCH, 0) < 0 ||
            mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 ||
            mt_emit_jump(k, MT_OPC_POP_JUMP_IF_NONE, lskip) < 0) {
            return -1;
        }
        if (h->name ? cname(k, h->name, NAME_STORE) < 0 : mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        if (mt_emit_jump(k, MT_OPC_SETUP_FINALLY, lraised) < 0 ||
            push_fb(k, FB_POP_VALUE, -1, -1) < 0) {
            return -1; // break/continue/return are errors here anyway
        }
        k->u->fb[k->u->nfb - 1].name = h->name;
        if (cstmts(k, &h->body) < 0) {
            return -1;
        }
        pop_fb(k);
        if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 ||
            (h->name && (emit_none(k) < 0 || cname(k, h->name, NAME_STORE) < 0 ||
                         cname(k, h->name, NAME_DEL) < 0)) ||
            mt_emit_jump(k, MT_OPC_JUMP, lafter) < 0) {
            return -1;
        }
        // the body raised: [.., rest, exc] -> [.., rest], exc appended to raised
        mt_emit_bind_label(k, lraised);
        if ((h->name && (emit_none(k) < 0 || cname(k, h->name, NAME_STORE) < 0 ||
                         cname(k, h->name, NAME_DEL) < 0)) ||
            mt_emit(k, MT_OPC_LIST_APPEND, 2) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lafter) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, lskip);
        if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, lafter);
    }
    // [prev, orig, raised, rest] -> [prev, what to raise or None]
    int ldone = mt_emit_new_label(k);
    if (mt_emit(k, MT_OPC_LIST_APPEND, 1) < 0 || mt_emit(k, MT_OPC_PREP_RERAISE_STAR, 0) < 0 ||
        mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 || mt_emit_jump(k, MT_OPC_POP_JUMP_IF_NONE, ldone) < 0 ||
        mt_emit(k, MT_OPC_RERAISE, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, ldone);
    return mt_emit(k, MT_OPC_POP_TOP, 0) < 0 || mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 ||
                   mt_emit(k, MT_OPC_POP_EXCEPT, 0) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lend) < 0
               ? -1
               : 0;
}

// The clauses of a plain try/except: [prev, exc]; a clause that matches runs its body and
// goes on to lend; none matching re-raises exc (through the caller's SETUP_CLEANUP block).
static int
cexcept_plain(comp *k, mt_excepthandler_seq *hs, int lend)
{
    for (int i = 0; i < hs->n; i++) {
        mt_excepthandler *h = hs->v[i];
        k->u->line = h->line;
        if (!h->type && i < hs->n - 1) {
            return mt_symtable_synerr_span(k->c, h->line, h->col, h->end_line, h->end_col,
                                           "default 'except:' must be last");
        }
        int lnext = mt_emit_new_label(k);
        if (h->type) {
            if (cexpr(k, h->type) < 0 || mt_emit(k, MT_OPC_CHECK_EXC_MATCH, 0) < 0 ||
                mt_emit_jump(k, MT_OPC_POP_JUMP_IF_FALSE, lnext) < 0) {
                return -1;
            }
        }
        if (h->name) {
            if (cname(k, h->name, NAME_STORE) < 0) {
                return -1;
            }
        } else if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        int lname = mt_emit_new_label(k);
        if (h->name && mt_emit_jump(k, MT_OPC_SETUP_FINALLY, lname) < 0) {
            return -1;
        }
        if (push_fb(k, FB_HANDLER, -1, -1) < 0) {
            return -1;
        }
        k->u->fb[k->u->nfb - 1].name = h->name;
        if (cstmts(k, &h->body) < 0) {
            return -1;
        }
        pop_fb(k);
        if (h->name) {
            if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || emit_none(k) < 0 ||
                cname(k, h->name, NAME_STORE) < 0 || cname(k, h->name, NAME_DEL) < 0) {
                return -1;
            }
        }
        if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || mt_emit(k, MT_OPC_POP_EXCEPT, 0) < 0 ||
            mt_emit_jump(k, MT_OPC_JUMP, lend) < 0) {
            return -1;
        }
        if (h->name) {
            mt_emit_bind_label(k, lname);
            if (emit_none(k) < 0 || cname(k, h->name, NAME_STORE) < 0 ||
                cname(k, h->name, NAME_DEL) < 0 || mt_emit(k, MT_OPC_RERAISE, 0) < 0) {
                return -1;
            }
        }
        mt_emit_bind_label(k, lnext);
    }
    return mt_emit(k, MT_OPC_RERAISE, 0);
}

static int
ctry_except(comp *k, mt_stmt *s, int star)
{
    int lexc = mt_emit_new_label(k), lelse = mt_emit_new_label(k), lend = mt_emit_new_label(k),
        lcleanup = mt_emit_new_label(k);
    if (mt_emit_jump(k, MT_OPC_SETUP_FINALLY, lexc) < 0 || push_fb(k, FB_TRY_EXCEPT, -1, -1) < 0) {
        return -1;
    }
    if (cstmts(k, &s->v.Try.body) < 0) {
        return -1;
    }
    pop_fb(k);
    if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lelse);
    if (cstmts(k, &s->v.Try.orelse) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lend) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lexc);
    if (mt_emit(k, MT_OPC_PUSH_EXC_INFO, 0) < 0 ||
        mt_emit_jump(k, MT_OPC_SETUP_CLEANUP, lcleanup) < 0) {
        return -1;
    }
    mt_excepthandler_seq *hs = &s->v.Try.handlers;
    if ((star ? cexcept_star(k, hs, lend) : cexcept_plain(k, hs, lend)) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lcleanup);
    if (mt_emit(k, MT_OPC_POP_EXCEPT_RERAISE, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lend);
    return 0;
}

static int
ctry_finally(comp *k, mt_stmt *s, int star)
{
    int lfin = mt_emit_new_label(k), lend = mt_emit_new_label(k), lcleanup = mt_emit_new_label(k);
    if (mt_emit_jump(k, MT_OPC_SETUP_FINALLY, lfin) < 0 || push_fb(k, FB_FINALLY_TRY, -1, -1) < 0) {
        return -1;
    }
    k->u->fb[k->u->nfb - 1].node = s;
    int rc;
    if (s->v.Try.handlers.n) {
        rc = ctry_except(k, s, star);
    } else {
        rc = cstmts(k, &s->v.Try.body);
    }
    if (rc < 0) {
        return -1;
    }
    pop_fb(k);
    if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || cstmts(k, &s->v.Try.finalbody) < 0 ||
        mt_emit_jump(k, MT_OPC_JUMP, lend) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lfin);
    if (mt_emit(k, MT_OPC_PUSH_EXC_INFO, 0) < 0 ||
        mt_emit_jump(k, MT_OPC_SETUP_CLEANUP, lcleanup) < 0 ||
        push_fb(k, FB_FINALLY_END, -1, -1) < 0) {
        return -1;
    }
    if (cstmts(k, &s->v.Try.finalbody) < 0) {
        return -1;
    }
    pop_fb(k);
    if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || mt_emit(k, MT_OPC_POP_EXCEPT_RERAISE, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lcleanup);
    if (mt_emit(k, MT_OPC_POP_EXCEPT_RERAISE, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lend);
    return 0;
}

static int
cwith(comp *k, mt_stmt *s, int item, int async)
{
    mt_withitem *wi = s->v.With.items.v[item];
    int lexc = mt_emit_new_label(k), lend = mt_emit_new_label(k), lcleanup = mt_emit_new_label(k),
        lsupp = mt_emit_new_label(k);
    if (cexpr(k, wi->context_expr) < 0 || mt_emit(k, MT_OPC_BEFORE_WITH, async) < 0) {
        return -1;
    }
    if (async && (mt_emit(k, MT_OPC_GET_AWAITABLE, 0) < 0 || emit_none(k) < 0 ||
                  mt_emit(k, MT_OPC_YIELD_FROM, 0) < 0)) {
        return -1;
    }
    if (mt_emit_jump(k, MT_OPC_SETUP_CLEANUP, lexc) < 0 || push_fb(k, FB_WITH, -1, -1) < 0) {
        return -1;
    }
    k->u->fb[k->u->nfb - 1].async = async;
    if (wi->optional_vars) {
        if (cassign(k, wi->optional_vars) < 0) {
            return -1;
        }
    } else if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
        return -1;
    }
    int rc =
        item + 1 < s->v.With.items.n ? cwith(k, s, item + 1, async) : cstmts(k, &s->v.With.body);
    if (rc < 0) {
        return -1;
    }
    pop_fb(k);
    // normal exit: exit(None, None, None)
    if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || emit_none(k) < 0 || emit_none(k) < 0 ||
        emit_none(k) < 0 || mt_emit(k, MT_OPC_CALL, 3) < 0) {
        return -1;
    }
    if (async && (mt_emit(k, MT_OPC_GET_AWAITABLE, 0) < 0 || emit_none(k) < 0 ||
                  mt_emit(k, MT_OPC_YIELD_FROM, 0) < 0)) {
        return -1;
    }
    if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lend) < 0) {
        return -1;
    }
    // exceptional exit: [exit, exc]
    mt_emit_bind_label(k, lexc);
    if (mt_emit(k, MT_OPC_PUSH_EXC_INFO, 0) < 0 ||
        mt_emit_jump(k, MT_OPC_SETUP_CLEANUP, lcleanup) < 0 ||
        mt_emit(k, MT_OPC_WITH_EXCEPT, 0) < 0) {
        return -1;
    }
    if (async && (mt_emit(k, MT_OPC_GET_AWAITABLE, 0) < 0 || emit_none(k) < 0 ||
                  mt_emit(k, MT_OPC_YIELD_FROM, 0) < 0)) {
        return -1;
    }
    if (mt_emit_jump(k, MT_OPC_POP_JUMP_IF_TRUE, lsupp) < 0 || mt_emit(k, MT_OPC_RERAISE, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lsupp);
    if (mt_emit(k, MT_OPC_POP_BLOCK, 0) < 0 || mt_emit(k, MT_OPC_POP_TOP, 0) < 0 ||
        mt_emit(k, MT_OPC_POP_EXCEPT, 0) < 0 || mt_emit(k, MT_OPC_POP_TOP, 0) < 0 ||
        mt_emit_jump(k, MT_OPC_JUMP, lend) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lcleanup);
    if (mt_emit(k, MT_OPC_POP_EXCEPT_RERAISE, 0) < 0) {
        return -1;
    }
    mt_emit_bind_label(k, lend);
    return 0;
}

static int
cimport(comp *k, mt_stmt *s)
{
    for (int i = 0; i < s->v.Import.names.n; i++) {
        mt_alias *a = s->v.Import.names.v[i];
        int ix = mt_emit_name_index(k, a->name);
        if (ix < 0) {
            return -1;
        }
        // fromlist None: top-level package; True: the leaf module (for `as`)
        if (mt_emit_load_const_take(k, a->asname ? MT_TRUE : MT_NONE) < 0 ||
            mt_emit(k, MT_OPC_IMPORT_NAME, (uint32_t)ix) < 0) {
            return -1;
        }
        const char *nm = a->asname;
        if (!nm) {
            const char *dot = strchr(a->name, '.');
            nm = dot ? cm_arena_strndup(&k->c->arena, a->name, (size_t)(dot - a->name)) : a->name;
            if (!nm) {
                return mt_emit_oom(k);
            }
        }
        if (cname(k, nm, NAME_STORE) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
cimportfrom(comp *k, mt_stmt *s)
{
    if (s->v.ImportFrom.level > 0) {
        // no packages: a relative import has no parent
        if (mt_emit(k, MT_OPC_LOAD_ASSERTION_ERROR, 1) < 0 ||
            mt_emit_load_const_take(
                k, mt_str_from_c(k->st, "attempted relative import with no known parent package")) <
                0 ||
            mt_emit(k, MT_OPC_CALL, 1) < 0 || mt_emit(k, MT_OPC_RAISE_VARARGS, 1) < 0) {
            return -1;
        }
        return 0;
    }
    mt_alias_seq *names = &s->v.ImportFrom.names;
    mt_obj *fl = mt_tuple_new(k->st, (size_t)names->n);
    if (!fl) {
        return mt_emit_oom(k);
    }
    for (int i = 0; i < names->n; i++) {
        mt_obj *n = mt_str_from_c(k->st, names->v[i]->name);
        if (!n) {
            for (int j = i; j < names->n; j++) {
                MT_TUPLE_ITEM(fl, j) = MT_NONE;
            }
            MT_DECREF(fl);
            return mt_emit_oom(k);
        }
        MT_TUPLE_ITEM(fl, i) = n;
    }
    int ix = mt_emit_name_index(k, s->v.ImportFrom.module);
    if (ix < 0) {
        MT_DECREF(fl); // not yet handed to the constants
        return -1;
    }
    if (mt_emit_load_const_take(k, fl) < 0 || mt_emit(k, MT_OPC_IMPORT_NAME, (uint32_t)ix) < 0) {
        return -1;
    }
    for (int i = 0; i < names->n; i++) {
        mt_alias *a = names->v[i];
        if (strcmp(a->name, "*") == 0) {
            return mt_emit(k, MT_OPC_IMPORT_STAR, 0);
        }
        int ni = mt_emit_name_index(k, a->name);
        if (ni < 0 || mt_emit(k, MT_OPC_IMPORT_FROM, (uint32_t)ni) < 0 ||
            cname(k, a->asname ? a->asname : a->name, NAME_STORE) < 0) {
            return -1;
        }
    }
    return mt_emit(k, MT_OPC_POP_TOP, 0);
}

/* ---- match ---- */

typedef struct pstate {
    int fail_labels[64]; // label that pops i items then fails
    int nfail;
    int defer; // captures go to the case's dict, bound only once the whole pattern matched
    int base;  // items between that dict and where this state's pops count from
} pstate;

static int
fail_label(comp *k, pstate *p, int pops)
{
    if (pops >= 64) {
        return mt_symtable_synerr(k->c, k->u->line, 0, "pattern too deeply nested");
    }
    while (p->nfail <= pops) {
        p->fail_labels[p->nfail++] = mt_emit_new_label(k);
    }
    return p->fail_labels[pops];
}

static int
jump_fail(comp *k, pstate *p, int pops)
{
    int l = fail_label(k, p, pops);
    return l < 0 ? -1 : mt_emit_jump(k, MT_OPC_POP_JUMP_IF_FALSE, l);
}

static int cpattern(comp *k, mt_pattern *pat, pstate *p, int pops);

// A capture of the value on TOS (`above` items over this state's base): bound to the name
// now, or, deferred, put in the case's capture dict under it, so that a pattern failing
// after it binds nothing (CPython binds a case's names only once its pattern matched)
static int
ccapture(comp *k, pstate *p, const char *name, int above)
{
    if (!p->defer) {
        return cname(k, name, NAME_STORE);
    }
    mt_obj *key = mt_str_from_c(k->st, name);
    if (!key) {
        return mt_emit_oom(k);
    }
    return mt_emit_load_const_take(k, key) < 0 || mt_emit(k, MT_OPC_ROT_TWO, 0) < 0 ||
                   mt_emit(k, MT_OPC_MAP_ADD, (uint32_t)(p->base + above + 1)) < 0
               ? -1
               : 0;
}

static int
cpattern_seq(comp *k, mt_pattern *pat, pstate *p, int pops)
{
    mt_pattern_seq *ps = &pat->v.MatchSequence.patterns;
    int star = -1;
    for (int i = 0; i < ps->n; i++) {
        if (ps->v[i]->kind == MT_PAT_MATCHSTAR) {
            if (star >= 0) {
                return mt_symtable_synerr_span(k->c, pat->line, pat->col, pat->end_line,
                                               pat->end_col,
                                               "multiple starred names in sequence pattern");
            }
            star = i;
        }
    }
    if (mt_emit(k, MT_OPC_MATCH_SEQUENCE, 0) < 0 || jump_fail(k, p, pops + 1) < 0 ||
        mt_emit(k, MT_OPC_GET_LEN, 0) < 0) {
        return -1;
    }
    int need = star >= 0 ? ps->n - 1 : ps->n;
    if (mt_emit_load_const_take(k, MT_FROM_SMALL(need)) < 0 ||
        mt_emit(k, MT_OPC_COMPARE_OP, star >= 0 ? MT_CMP_GE : MT_CMP_EQ) < 0 ||
        jump_fail(k, p, pops + 1) < 0) {
        return -1;
    }
    if (star >= 0) {
        if (mt_emit(k, MT_OPC_UNPACK_EX, (uint32_t)(star | ((ps->n - star - 1) << 8))) < 0) {
            return -1;
        }
    } else if (mt_emit(k, MT_OPC_UNPACK_SEQUENCE, (uint32_t)ps->n) < 0) {
        return -1;
    }
    for (int i = 0; i < ps->n; i++) {
        mt_pattern *sub = ps->v[i];
        int remaining = ps->n - i - 1;
        if (sub->kind == MT_PAT_MATCHSTAR) {
            if (sub->v.MatchStar.name) {
                if (ccapture(k, p, sub->v.MatchStar.name, pops + remaining) < 0) {
                    return -1;
                }
            } else if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
                return -1;
            }
            continue;
        }
        if (cpattern(k, sub, p, pops + remaining) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
cpattern(comp *k, mt_pattern *pat, pstate *p, int pops)
{
    // subject on TOS; consumed; on failure jump to fail_label(pops) with it consumed
    int saved = k->u->line;
    k->u->line = pat->line;
    int rc = 0;
    switch (pat->kind) {
    case MT_PAT_MATCHVALUE:
        rc = cexpr(k, pat->v.MatchValue.value) < 0 ||
                     mt_emit(k, MT_OPC_COMPARE_OP, MT_CMP_EQ) < 0 || jump_fail(k, p, pops) < 0
                 ? -1
                 : 0;
        break;
    case MT_PAT_MATCHSINGLETON: {
        mt_obj *v = pat->v.MatchSingleton.value == MT_CONST_NONE   ? MT_NONE
                    : pat->v.MatchSingleton.value == MT_CONST_TRUE ? MT_TRUE
                                                                   : MT_FALSE;
        rc = mt_emit_load_const_take(k, v) < 0 || mt_emit(k, MT_OPC_IS_OP, 0) < 0 ||
                     jump_fail(k, p, pops) < 0
                 ? -1
                 : 0;
        break;
    }
    case MT_PAT_MATCHSEQUENCE:
        rc = cpattern_seq(k, pat, p, pops);
        break;
    case MT_PAT_MATCHMAPPING: {
        mt_expr_seq *keys = &pat->v.MatchMapping.keys;
        mt_pattern_seq *ps = &pat->v.MatchMapping.patterns;
        if (mt_emit(k, MT_OPC_MATCH_MAPPING, 0) < 0 || jump_fail(k, p, pops + 1) < 0) {
            return -1;
        }
        if (keys->n) {
            if (mt_emit(k, MT_OPC_GET_LEN, 0) < 0 ||
                mt_emit_load_const_take(k, MT_FROM_SMALL(keys->n)) < 0 ||
                mt_emit(k, MT_OPC_COMPARE_OP, MT_CMP_GE) < 0 || jump_fail(k, p, pops + 1) < 0) {
                return -1;
            }
        }
        if (cexprs(k, keys) < 0 || mt_emit(k, MT_OPC_BUILD_TUPLE, (uint32_t)keys->n) < 0 ||
            mt_emit(k, MT_OPC_MATCH_KEYS, 0) < 0 || mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 ||
            mt_emit_load_const_take(k, MT_NONE) < 0 || mt_emit(k, MT_OPC_IS_OP, 1) < 0 ||
            jump_fail(k, p, pops + 3) < 0) {
            return -1;
        }
        if (mt_emit(k, MT_OPC_UNPACK_SEQUENCE, (uint32_t)keys->n) < 0) {
            return -1;
        }
        for (int i = 0; i < ps->n; i++) {
            if (cpattern(k, ps->v[i], p, pops + 2 + ps->n - i - 1) < 0) {
                return -1;
            }
        }
        if (pat->v.MatchMapping.rest) {
            if (mt_emit(k, MT_OPC_COPY_DICT_WITHOUT_KEYS, 0) < 0 ||
                ccapture(k, p, pat->v.MatchMapping.rest, pops + 1) < 0 ||
                mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
                return -1;
            }
        } else if (mt_emit(k, MT_OPC_POP_TOP, 0) < 0 || mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        break;
    }
    case MT_PAT_MATCHCLASS: {
        mt_pattern_seq *ps = &pat->v.MatchClass.patterns;
        mt_ident_seq *kn = &pat->v.MatchClass.kwd_attrs;
        mt_pattern_seq *kp = &pat->v.MatchClass.kwd_patterns;
        if (cexpr(k, pat->v.MatchClass.cls) < 0) {
            return -1;
        }
        mt_obj *names = mt_tuple_new(k->st, (size_t)kn->n);
        if (!names) {
            return mt_emit_oom(k);
        }
        for (int i = 0; i < kn->n; i++) {
            mt_obj *s = mt_str_from_c(k->st, kn->v[i]);
            if (!s) {
                for (int j = i; j < kn->n; j++) {
                    MT_TUPLE_ITEM(names, j) = MT_NONE;
                }
                MT_DECREF(names);
                return mt_emit_oom(k);
            }
            MT_TUPLE_ITEM(names, i) = s;
        }
        if (mt_emit_load_const_take(k, names) < 0 ||
            mt_emit(k, MT_OPC_MATCH_CLASS, (uint32_t)ps->n) < 0 ||
            mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 || mt_emit_load_const_take(k, MT_NONE) < 0 ||
            mt_emit(k, MT_OPC_IS_OP, 1) < 0 || jump_fail(k, p, pops + 1) < 0) {
            return -1;
        }
        int total = ps->n + kp->n;
        if (mt_emit(k, MT_OPC_UNPACK_SEQUENCE, (uint32_t)total) < 0) {
            return -1;
        }
        for (int i = 0; i < total; i++) {
            mt_pattern *sub = i < ps->n ? ps->v[i] : kp->v[i - ps->n];
            if (cpattern(k, sub, p, pops + total - i - 1) < 0) {
                return -1;
            }
        }
        break;
    }
    case MT_PAT_MATCHSTAR:
        rc = mt_symtable_synerr_span(k->c, pat->line, pat->col, pat->end_line, pat->end_col,
                                     "can't use starred name here");
        break;
    case MT_PAT_MATCHAS:
        if (pat->v.MatchAs.pattern) {
            if (mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 ||
                cpattern(k, pat->v.MatchAs.pattern, p, pops + 1) < 0) {
                return -1;
            }
        }
        if (pat->v.MatchAs.name) {
            rc = ccapture(k, p, pat->v.MatchAs.name, pops);
        } else {
            rc = mt_emit(k, MT_OPC_POP_TOP, 0);
        }
        break;
    case MT_PAT_MATCHOR: {
        mt_pattern_seq *alts = &pat->v.MatchOr.patterns;
        int lsucc = mt_emit_new_label(k);
        for (int i = 0; i < alts->n; i++) {
            if (i == alts->n - 1) {
                if (cpattern(k, alts->v[i], p, pops) < 0) {
                    return -1;
                }
                break;
            }
            // the subject stays under its copy while an alternative is tried
            pstate sub = {.defer = p->defer, .base = p->base + pops + 1};
            if (mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 || cpattern(k, alts->v[i], &sub, 0) < 0 ||
                mt_emit(k, MT_OPC_POP_TOP, 0) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lsucc) < 0) {
                return -1;
            }
            // failure of this alternative: pop its leftovers, try the next
            for (int j = sub.nfail - 1; j >= 0; j--) {
                mt_emit_bind_label(k, sub.fail_labels[j]);
                if (j > 0 && mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
                    return -1;
                }
            }
        }
        mt_emit_bind_label(k, lsucc);
        break;
    }
    }
    k->u->line = saved;
    return rc;
}

// The names a pattern binds, checked as CPython's compiler does, in its order: a capture or
// wildcard where it is not allowed "makes remaining patterns unreachable", a name bound twice
// is "multiple assignments", alternatives that bind other names "alternative patterns bind
// different names". Each error is placed at the pattern entered last, as CPython's. Past
// PNAMES_MAX names (or deeper than PNAMES_DEPTH) the name checks stop.
#define PNAMES_MAX   64
#define PNAMES_DEPTH 64
typedef struct pnames {
    const char *v[PNAMES_MAX];
    int n;
    int full;
    const mt_pattern *last; // the pattern entered last
} pnames;

enum { PAT_DUP, PAT_ALTS, PAT_CAPTURE, PAT_WILDCARD };

static int
pat_err(comp *k, const mt_pattern *at, int what, const char *name)
{
    int l = at->line, c = at->col, el = at->end_line, ec = at->end_col;
    switch (what) {
    case PAT_DUP:
        return mt_symtable_synerr_span(k->c, l, c, el, ec,
                                       "multiple assignments to name '%s' in pattern", name);
    case PAT_ALTS:
        return mt_symtable_synerr_span(k->c, l, c, el, ec,
                                       "alternative patterns bind different names");
    case PAT_CAPTURE:
        return mt_symtable_synerr_span(
            k->c, l, c, el, ec, "name capture '%s' makes remaining patterns unreachable", name);
    default:
        return mt_symtable_synerr_span(k->c, l, c, el, ec,
                                       "wildcard makes remaining patterns unreachable");
    }
}

static int
pat_bind(comp *k, const char *name, pnames *nm)
{
    for (int i = 0; i < nm->n; i++) {
        if (strcmp(nm->v[i], name) == 0) {
            return pat_err(k, nm->last, PAT_DUP, name);
        }
    }
    if (nm->n == PNAMES_MAX) {
        nm->full = 1;
        return 0;
    }
    nm->v[nm->n++] = name;
    return 0;
}

static int pat_names(comp *k, const mt_pattern *pat, pnames *nm, int depth, int allow);

static int
pat_names_seq(comp *k, const mt_pattern_seq *ps, pnames *nm, int depth)
{
    for (int i = 0; i < ps->n; i++) {
        if (pat_names(k, ps->v[i], nm, depth + 1, 1) < 0) {
            return -1;
        }
    }
    return 0;
}

// alternatives: each binds the first one's names (in any order); only the last may be
// irrefutable; the outer pattern binds the names
static int
pat_names_or(comp *k, const mt_pattern *pat, pnames *nm, int depth, int allow)
{
    const mt_pattern_seq *alts = &pat->v.MatchOr.patterns;
    pnames first = {.n = 0};
    for (int i = 0; i < alts->n; i++) {
        pnames alt = {.n = 0};
        pnames *into = i == 0 ? &first : &alt;
        into->last = alts->v[i];
        if (pat_names(k, alts->v[i], into, depth + 1, allow && i == alts->n - 1) < 0) {
            return -1;
        }
        nm->last = into->last;
        if (i == 0 || first.full || alt.full) {
            continue;
        }
        int same = alt.n == first.n;
        for (int j = 0; same && j < alt.n; j++) {
            int found = 0;
            for (int m = 0; m < first.n && !found; m++) {
                found = strcmp(alt.v[j], first.v[m]) == 0;
            }
            same = found;
        }
        if (!same) {
            return pat_err(k, alt.last, PAT_ALTS, NULL);
        }
    }
    nm->full |= first.full;
    for (int j = 0; j < first.n; j++) {
        if (pat_bind(k, first.v[j], nm) < 0) {
            return -1;
        }
    }
    return 0;
}

static int
pat_names(comp *k, const mt_pattern *pat, pnames *nm, int depth, int allow)
{
    if (depth > PNAMES_DEPTH) {
        nm->full = 1;
        return 0;
    }
    nm->last = pat;
    switch (pat->kind) {
    case MT_PAT_MATCHSEQUENCE:
        return pat_names_seq(k, &pat->v.MatchSequence.patterns, nm, depth);
    case MT_PAT_MATCHMAPPING:
        if (pat_names_seq(k, &pat->v.MatchMapping.patterns, nm, depth) < 0) {
            return -1;
        }
        return pat->v.MatchMapping.rest ? pat_bind(k, pat->v.MatchMapping.rest, nm) : 0;
    case MT_PAT_MATCHCLASS:
        if (pat_names_seq(k, &pat->v.MatchClass.patterns, nm, depth) < 0) {
            return -1;
        }
        return pat_names_seq(k, &pat->v.MatchClass.kwd_patterns, nm, depth);
    case MT_PAT_MATCHSTAR:
        return pat->v.MatchStar.name ? pat_bind(k, pat->v.MatchStar.name, nm) : 0;
    case MT_PAT_MATCHAS:
        if (!pat->v.MatchAs.pattern && !allow) {
            return pat_err(k, pat, pat->v.MatchAs.name ? PAT_CAPTURE : PAT_WILDCARD,
                           pat->v.MatchAs.name);
        }
        if (pat->v.MatchAs.pattern &&
            pat_names(k, pat->v.MatchAs.pattern, nm, depth + 1, allow) < 0) {
            return -1;
        }
        return pat->v.MatchAs.name ? pat_bind(k, pat->v.MatchAs.name, nm) : 0;
    case MT_PAT_MATCHOR:
        return pat_names_or(k, pat, nm, depth, allow);
    default:
        return 0;
    }
}

static int
cmatch(comp *k, mt_stmt *s)
{
    mt_match_case_seq *cases = &s->v.Match.cases;
    int lend = mt_emit_new_label(k);
    if (cexpr(k, s->v.Match.subject) < 0) {
        return -1;
    }
    for (int i = 0; i < cases->n; i++) {
        mt_match_case *mc = cases->v[i];
        int last = i == cases->n - 1;
        pnames bound = {.n = 0};
        if (pat_names(k, mc->pattern, &bound, 0, last || mc->guard) < 0) {
            return -1;
        }
        // a pattern that can fail after a capture collects its captures in a dict under
        // the subject and binds them once it matched (a lone capture has nothing after it)
        mt_pattern *top = mc->pattern;
        pstate p = {.defer = bound.n > 0 && !bound.full &&
                             !(top->kind == MT_PAT_MATCHAS && !top->v.MatchAs.pattern)};
        int lnext = mt_emit_new_label(k);
        if (!last && mt_emit(k, MT_OPC_DUP_TOP, 0) < 0) {
            return -1;
        }
        if (p.defer && (mt_emit(k, MT_OPC_BUILD_MAP, 0) < 0 || mt_emit(k, MT_OPC_ROT_TWO, 0) < 0)) {
            return -1;
        }
        if (cpattern(k, mc->pattern, &p, 0) < 0) {
            return -1;
        }
        for (int j = 0; p.defer && j < bound.n; j++) {
            mt_obj *key = mt_str_from_c(k->st, bound.v[j]);
            if (!key) {
                return mt_emit_oom(k);
            }
            if (mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 || mt_emit_load_const_take(k, key) < 0 ||
                mt_emit(k, MT_OPC_BINARY_SUBSCR, 0) < 0 || cname(k, bound.v[j], NAME_STORE) < 0) {
                return -1;
            }
        }
        if (p.defer && mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        if (mc->guard) {
            // the names are bound (and the dict gone) before the guard, as in CPython
            int l = p.defer ? lnext : fail_label(k, &p, 0);
            if (l < 0 || cjump_if(k, mc->guard, 0, l) < 0) {
                return -1;
            }
        }
        if (!last && mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
            return -1;
        }
        if (cstmts(k, &mc->body) < 0 || mt_emit_jump(k, MT_OPC_JUMP, lend) < 0) {
            return -1;
        }
        // failure path: pop leftovers (and the capture dict) then go to the next case
        for (int j = p.nfail - 1; j >= 0; j--) {
            mt_emit_bind_label(k, p.fail_labels[j]);
            if ((j > 0 || p.defer) && mt_emit(k, MT_OPC_POP_TOP, 0) < 0) {
                return -1;
            }
        }
        mt_emit_bind_label(k, lnext);
    }
    mt_emit_bind_label(k, lend);
    return 0;
}

// `a, b = b, a + b` (two or three targets, a display of as many values, no starred
// item): the values are pushed and the stores take them from the stack in order, as
// CPython does with SWAP, instead of building a tuple and unpacking it. The values are
// still all evaluated before the first store, left to right, and the stores go left to
// right. 1 when emitted, 0 when the statement is not of that form, -1 on error.
static int
cswap_assign(comp *k, mt_stmt *s)
{
    if (s->v.Assign.targets.n != 1) {
        return 0;
    }
    mt_expr *t = s->v.Assign.targets.v[0];
    mt_expr *v = s->v.Assign.value;
    const mt_expr_seq *te = t->kind == MT_EXPR_TUPLE  ? &t->v.Tuple.elts
                            : t->kind == MT_EXPR_LIST ? &t->v.List.elts
                                                      : NULL;
    const mt_expr_seq *ve = v->kind == MT_EXPR_TUPLE  ? &v->v.Tuple.elts
                            : v->kind == MT_EXPR_LIST ? &v->v.List.elts
                                                      : NULL;
    if (!te || !ve || te->n != ve->n || te->n < 2 || te->n > 3) {
        return 0;
    }
    for (int i = 0; i < te->n; i++) {
        if (te->v[i]->kind == MT_EXPR_STARRED || ve->v[i]->kind == MT_EXPR_STARRED) {
            return 0;
        }
    }
    for (int i = 0; i < ve->n; i++) {
        if (cexpr(k, ve->v[i]) < 0) {
            return -1;
        }
    }
    // the first value to the top: [v1, v2] -> [v2, v1]; [v1, v2, v3] -> [v3, v2, v1]
    if ((te->n == 3 && mt_emit(k, MT_OPC_ROT_THREE, 0) < 0) || mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
        return -1;
    }
    int saved = k->u->line;
    for (int i = 0; i < te->n; i++) {
        if (cassign(k, te->v[i]) < 0) {
            return -1;
        }
    }
    k->u->line = saved;
    return 1;
}

static int
caugassign(comp *k, mt_stmt *s)
{
    mt_expr *t = s->v.AugAssign.target;
    int op = (int)s->v.AugAssign.op | MT_OP_INPLACE;
    switch (t->kind) {
    case MT_EXPR_NAME:
        if (cname(k, t->v.Name.id, NAME_LOAD) < 0 || cexpr(k, s->v.AugAssign.value) < 0 ||
            mt_emit(k, MT_OPC_BINARY_OP, (uint32_t)op) < 0) {
            return -1;
        }
        return cname(k, t->v.Name.id, NAME_STORE);
    case MT_EXPR_ATTRIBUTE: {
        int ix = mt_emit_name_index(k, t->v.Attribute.attr);
        if (ix < 0 || cexpr(k, t->v.Attribute.value) < 0 || mt_emit(k, MT_OPC_DUP_TOP, 0) < 0 ||
            mt_emit(k, MT_OPC_LOAD_ATTR, (uint32_t)ix) < 0 || cexpr(k, s->v.AugAssign.value) < 0 ||
            mt_emit(k, MT_OPC_BINARY_OP, (uint32_t)op) < 0 || mt_emit(k, MT_OPC_ROT_TWO, 0) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_STORE_ATTR, (uint32_t)ix);
    }
    case MT_EXPR_SUBSCRIPT:
        if (cexpr(k, t->v.Subscript.value) < 0 || cexpr(k, t->v.Subscript.slice) < 0 ||
            mt_emit(k, MT_OPC_DUP_TOP_TWO, 0) < 0 || mt_emit(k, MT_OPC_BINARY_SUBSCR, 0) < 0 ||
            cexpr(k, s->v.AugAssign.value) < 0 || mt_emit(k, MT_OPC_BINARY_OP, (uint32_t)op) < 0 ||
            mt_emit(k, MT_OPC_ROT_THREE, 0) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_STORE_SUBSCR, 0);
    default:
        return mt_symtable_synerr_span(k->c, s->line, s->col, s->end_line, s->end_col,
                                       "'%s' is an illegal expression for augmented assignment",
                                       "expression");
    }
}

static int
cstmt(comp *k, mt_stmt *s)
{
    if (k->c->err) {
        return -1;
    }
    k->u->line = s->line;
    switch (s->kind) {
    case MT_STMT_FUNCTIONDEF:
        return cdecorated_def(k, s, 0);
    case MT_STMT_ASYNCFUNCTIONDEF:
        return cdecorated_def(k, s, 1);
    case MT_STMT_CLASSDEF:
        return cclass(k, s);
    case MT_STMT_RETURN:
        return creturn(k, s);
    case MT_STMT_DELETE:
        for (int i = 0; i < s->v.Delete.targets.n; i++) {
            if (cdelete(k, s->v.Delete.targets.v[i]) < 0) {
                return -1;
            }
        }
        return 0;
    case MT_STMT_ASSIGN: {
        int swapped = cswap_assign(k, s);
        if (swapped != 0) {
            return swapped < 0 ? -1 : 0;
        }
        if (cexpr(k, s->v.Assign.value) < 0) {
            return -1;
        }
        int n = s->v.Assign.targets.n;
        for (int i = 0; i < n; i++) {
            if (i < n - 1 && mt_emit(k, MT_OPC_DUP_TOP, 0) < 0) {
                return -1;
            }
            if (cassign(k, s->v.Assign.targets.v[i]) < 0) {
                return -1;
            }
        }
        return 0;
    }
    case MT_STMT_AUGASSIGN:
        return caugassign(k, s);
    case MT_STMT_ANNASSIGN: {
        mt_expr *t = s->v.AnnAssign.target;
        if (s->v.AnnAssign.value) {
            if (cexpr(k, s->v.AnnAssign.value) < 0 || cassign(k, t) < 0) {
                return -1;
            }
        }
        if (k->u->sc->kind != SK_FUNCTION && t->kind == MT_EXPR_NAME && s->v.AnnAssign.simple) {
            int ai = mt_emit_name_index(k, "__annotations__");
            if (ai < 0 || cexpr(k, s->v.AnnAssign.annotation) < 0 ||
                mt_emit(k, k->u->sc->kind == SK_CLASS ? MT_OPC_LOAD_NAME : MT_OPC_LOAD_GLOBAL,
                        (uint32_t)ai) < 0 ||
                mt_emit_load_const_take(k, mt_str_from_c(k->st, t->v.Name.id)) < 0 ||
                mt_emit(k, MT_OPC_STORE_SUBSCR, 0) < 0) {
                return -1;
            }
        }
        return 0;
    }
    case MT_STMT_FOR:
        return cfor(k, s);
    case MT_STMT_ASYNCFOR:
        return cfor(k, s);
    case MT_STMT_WHILE:
        return cwhile(k, s);
    case MT_STMT_IF:
        return cif(k, s);
    case MT_STMT_WITH:
        return cwith(k, s, 0, 0);
    case MT_STMT_ASYNCWITH:
        return cwith(k, s, 0, 1);
    case MT_STMT_MATCH:
        return cmatch(k, s);
    case MT_STMT_RAISE:
        if (s->v.Raise.exc) {
            if (cexpr(k, s->v.Raise.exc) < 0) {
                return -1;
            }
            if (s->v.Raise.cause) {
                if (cexpr(k, s->v.Raise.cause) < 0) {
                    return -1;
                }
                return mt_emit(k, MT_OPC_RAISE_VARARGS, 2);
            }
            return mt_emit(k, MT_OPC_RAISE_VARARGS, 1);
        }
        return mt_emit(k, MT_OPC_RAISE_VARARGS, 0);
    case MT_STMT_TRY:
    case MT_STMT_TRYSTAR:
        if (s->v.Try.finalbody.n) {
            return ctry_finally(k, s, s->kind == MT_STMT_TRYSTAR);
        }
        return ctry_except(k, s, s->kind == MT_STMT_TRYSTAR);
    case MT_STMT_ASSERT: {
        int lok = mt_emit_new_label(k);
        if (cjump_if(k, s->v.Assert.test, 1, lok) < 0 ||
            mt_emit(k, MT_OPC_LOAD_ASSERTION_ERROR, 0) < 0) {
            return -1;
        }
        if (s->v.Assert.msg) {
            if (cexpr(k, s->v.Assert.msg) < 0 || mt_emit(k, MT_OPC_CALL, 1) < 0) {
                return -1;
            }
        }
        if (mt_emit(k, MT_OPC_RAISE_VARARGS, 1) < 0) {
            return -1;
        }
        mt_emit_bind_label(k, lok);
        return 0;
    }
    case MT_STMT_IMPORT:
        return cimport(k, s);
    case MT_STMT_IMPORTFROM:
        return cimportfrom(k, s);
    case MT_STMT_GLOBAL:
    case MT_STMT_NONLOCAL:
    case MT_STMT_PASS:
        return 0;
    case MT_STMT_EXPR:
        if (s->v.Expr.value->kind == MT_EXPR_CONSTANT) {
            return 0;
        }
        if (cexpr(k, s->v.Expr.value) < 0) {
            return -1;
        }
        return mt_emit(k, MT_OPC_POP_TOP, 0);
    case MT_STMT_BREAK:
        return cbreak(k, s, 1);
    case MT_STMT_CONTINUE:
        return cbreak(k, s, 0);
    }
    return 0;
}

static int
cstmts(comp *k, mt_stmt_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        if (cstmt(k, s->v[i]) < 0) {
            return -1;
        }
    }
    return 0;
}

static mt_code *
compile_function_body(comp *k, scope *s, const char *name, mt_stmt_seq *body, mt_expr *lambda_body,
                      int firstline)
{
    if (!s) {
        mt_symtable_synerr(k->c, firstline, 0, "internal error: no scope for %s", name);
        return NULL;
    }
    const char *qn = qualname_for(k, name);
    if (mt_emit_unit_enter(k, s, qn, firstline) < 0) {
        if (k->u && k->u->sc == s) {
            mt_emit_unit_drop(k);
        }
        return NULL;
    }
    k->u->line = firstline;
    int rc = 0;
    mt_obj *doc = NULL;
    if (body) {
        doc = docstring_of(k, body);
        // the docstring is constant 0 (CPython's convention)
        if (doc) {
            rc = mt_emit_add_const_take(k, doc) < 0 ? -1 : 0;
        } else {
            rc = mt_emit_add_const_take(k, MT_NONE) < 0 ? -1 : 0;
        }
        if (rc == 0) {
            rc = cstmts(k, body);
        }
        if (rc == 0) {
            // implicit return None
            int needs = 1;
            if (k->u->n > 0 && MT_OP(k->u->code[k->u->n - 1]) == MT_OPC_RETURN_VALUE) {
                needs = 1; // a label may still target the end; keep it simple
            }
            if (needs) {
                k->u->line = body->n ? body->v[body->n - 1]->end_line : firstline;
                rc = emit_none(k) < 0 || mt_emit(k, MT_OPC_RETURN_VALUE, 0) < 0 ? -1 : 0;
            }
        }
    } else {
        rc = mt_emit_add_const_take(k, MT_NONE) < 0 ? -1 : 0;
        if (rc == 0) {
            if (s->generator) {
                rc = cexpr(k, lambda_body) < 0 || mt_emit(k, MT_OPC_POP_TOP, 0) < 0 ||
                             emit_none(k) < 0 || mt_emit(k, MT_OPC_RETURN_VALUE, 0) < 0
                         ? -1
                         : 0;
            } else {
                rc = cexpr(k, lambda_body) < 0 || mt_emit(k, MT_OPC_RETURN_VALUE, 0) < 0 ? -1 : 0;
            }
        }
    }
    mt_code *co = rc == 0 ? mt_emit_unit_finish(k, name, 0) : NULL;
    mt_emit_unit_drop(k);
    return co;
}

mt_code *
mt_compile(mt_state *st, mt_mod *mod, const char *filename)
{
    return mt_compile_flags(st, mod, filename, 0);
}

/* mt_compile with MT_COMPILE_* flags. */
mt_code *
mt_compile_flags(mt_state *st, mt_mod *mod, const char *filename, int flags)
{
    cc c;
    memset(&c, 0, sizeof c);
    c.st = st;
    c.filename = filename;
    c.module_names = (flags & MT_COMPILE_NAMES) != 0;
    cm_arena_init(&c.arena, 0);
    comp k = {&c, NULL, st};
    mt_code *co = NULL;
    int is_eval = mod->kind == MT_MOD_EXPRESSION;
    if (mt_symtable_build(&c, mod) < 0) {
        goto done;
    }
    scope *top = c.top;
    if (!is_eval) {
        top->has_annotations = has_annassign(mod->kind == MT_MOD_MODULE ? &mod->v.Module.body
                                                                        : &mod->v.Interactive.body);
    }
    if (mt_emit_unit_enter(&k, top, "<module>", 1) < 0) {
        if (k.u) {
            mt_emit_unit_drop(&k);
        }
        goto done;
    }
    int rc = 0;
    if (is_eval) {
        rc = cexpr(&k, mod->v.Expression.body) < 0 || mt_emit(&k, MT_OPC_RETURN_VALUE, 0) < 0 ? -1
                                                                                              : 0;
    } else {
        mt_stmt_seq *body =
            mod->kind == MT_MOD_MODULE ? &mod->v.Module.body : &mod->v.Interactive.body;
        if (top->has_annotations) {
            rc = mt_emit(&k, MT_OPC_SETUP_ANNOTATIONS, 0);
        }
        if (rc == 0) {
            rc = cstmts(&k, body);
        }
        if (rc == 0) {
            rc = emit_none(&k) < 0 || mt_emit(&k, MT_OPC_RETURN_VALUE, 0) < 0 ? -1 : 0;
        }
    }
    if (rc == 0) {
        co = mt_emit_unit_finish(&k, "<module>", MT_CO_MODULE);
    }
    mt_emit_unit_drop(&k);
done:
    while (k.u) {
        mt_emit_unit_drop(&k);
    }
    mt_symtable_restore_mangled(&c);
    cm_arena_free(&c.arena);
    if (!co && !st->exc) {
        mt_nomem(st);
    }
    return co;
}

mt_code *
mt_compile_source(mt_state *st, const char *src, size_t len, const char *filename, int mode)
{
    cm_arena a;
    cm_arena_init(&a, 0);
    mt_syntax_error err;
    memset(&err, 0, sizeof err);
    int flags = mode & ~0xff;
    mode &= 0xff;
    mt_mod *mod = mt_parse(&a, src, len, filename, mode, &err);
    if (!mod) {
        const mt_type *t = MT_EXC(SyntaxError);
        if (err.type == MT_SYNERR_INDENT) {
            t = MT_EXC(IndentationError);
        } else if (err.type == MT_SYNERR_TAB) {
            t = MT_EXC(TabError);
        } else if (err.type == MT_SYNERR_MEMORY) {
            cm_arena_free(&a);
            mt_nomem(st);
            return NULL;
        } else if (err.type == MT_SYNERR_RECURSION) {
            t = MT_EXC(RecursionError);
        }
        if (t == MT_EXC(RecursionError)) {
            mt_raise(st, t, "%s", err.msg);
        } else {
            mt_obj *m = mt_str_from_c(st, err.msg);
            mt_obj *fn = mt_str_from_c(st, filename);
            mt_obj *txt = err.text ? mt_str_from_c(st, err.text) : MT_NONE;
            if (m && fn && txt) {
                mt_obj *info =
                    mt_tuple_pack(st, 6, fn, MT_FROM_SMALL(err.line), MT_FROM_SMALL(err.col), txt,
                                  err.end_line ? MT_FROM_SMALL(err.end_line) : MT_NONE,
                                  err.end_line ? MT_FROM_SMALL(err.end_col) : MT_NONE);
                if (info) {
                    mt_obj *args = mt_tuple_pack(st, 2, m, info);
                    if (args) {
                        mt_obj *e = mt_exc_new(st, t, args);
                        if (e) {
                            mt_raise_obj(st, e);
                            MT_DECREF(e);
                        }
                        MT_DECREF(args);
                    }
                    MT_DECREF(info);
                }
            }
            MT_XDECREF(m);
            MT_XDECREF(fn);
            MT_XDECREF(txt);
        }
        cm_arena_free(&a);
        return NULL;
    }
    mt_code *co = mt_compile_flags(st, mod, filename, flags);
    cm_arena_free(&a);
    return co;
}
