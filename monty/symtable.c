/* Scope analysis, the compiler's first pass (CPython's symtable.c, MicroPython's scope.c):
 * private-name mangling over the tree, a walk that records each name's uses and bindings in
 * a tree of scopes (module, function, class, lambda, comprehension), then analyze(), which
 * resolves every symbol to local, global, free or cell. The code generator (compile.c)
 * reads the result through monty/symtable.h. */
#include "config.h"

#include "monty/symtable.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// Expression nesting the scope walk and the code generator accept; deeper trees (long
// `**`, attribute or call chains the parser builds without recursing) raise
// RecursionError instead of overflowing the C stack, as CPython's compiler does.
#define MT_COMPILE_MAXDEPTH 3000 // CPython 3.11: 3 x the recursion limit

// Enter one level of expression nesting: 0, or -1 with RecursionError raised.
int
mt_symtable_depth_enter(cc *c)
{
    // the run's time limits: compiling a source the script built (compile, exec, eval)
    // is quadratic in its names and constants, 40,000 of them took 5 to 18 s in one call
    if (mt_tick(c->st) < 0) {
        c->err = 1;
        return -1;
    }
    if (++c->depth <= MT_COMPILE_MAXDEPTH) {
        return 0;
    }
    c->depth--;
    if (!c->err) {
        c->err = 1;
        mt_raise(c->st, MT_EXC(RecursionError),
                 "maximum recursion depth exceeded during compilation");
    }
    return -1;
}

static int
synerr_v(cc *c, int line, int col, int end_line, int end_col, const char *fmt, va_list ap)
{
    if (c->err) {
        return -1;
    }
    c->err = 1;
    char msg[256];
    vsnprintf(msg, sizeof msg, fmt, ap);
    mt_state *st = c->st;
    mt_obj *m = mt_str_from_c(st, msg);
    mt_obj *fn = mt_str_from_c(st, c->filename);
    if (!m || !fn) {
        MT_XDECREF(m);
        MT_XDECREF(fn);
        return -1;
    }
    mt_obj *info = mt_tuple_pack(st, 6, fn, MT_FROM_SMALL(line), MT_FROM_SMALL(col + 1), MT_NONE,
                                 MT_FROM_SMALL(end_line), MT_FROM_SMALL(end_col + 1));
    if (info) {
        mt_obj *args = mt_tuple_pack(st, 2, m, info);
        if (args) {
            mt_obj *e = mt_exc_new(st, MT_EXC(SyntaxError), args);
            if (e) {
                mt_raise_obj(st, e);
                MT_DECREF(e);
            }
            MT_DECREF(args);
        }
        MT_DECREF(info);
    }
    MT_DECREF(m);
    MT_DECREF(fn);
    return -1;
}

int
mt_symtable_synerr(cc *c, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = synerr_v(c, line, col, line, col, fmt, ap);
    va_end(ap);
    return rc;
}

int
mt_symtable_synerr_span(cc *c, int line, int col, int end_line, int end_col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = synerr_v(c, line, col, end_line, end_col, fmt, ap);
    va_end(ap);
    return rc;
}

void *
mt_symtable_alloc(cc *c, size_t n)
{
    void *p = cm_arena_calloc(&c->arena, n);
    if (!p && !c->err) {
        c->err = 1;
        mt_nomem(c->st);
    }
    return p;
}

/* ---- The name index ---- */

static size_t
ix_hash(const mt_nameix *ix, const void *key)
{
    if (ix->by_ptr) {
        return (size_t)(((uintptr_t)key >> 3) * (uintptr_t)0x9e3779b97f4a7c15ULL);
    }
    size_t h = 2166136261u; // FNV-1a
    for (const unsigned char *p = key; *p; p++) {
        h = (h ^ *p) * 16777619u;
    }
    return h;
}

static int
ix_same(const mt_nameix *ix, const void *a, const void *b)
{
    return ix->by_ptr ? a == b : strcmp(a, b) == 0;
}

// The slot of key in ix (cap > 0): where it is, or the empty slot that ends its probes.
static size_t
ix_slot(const mt_nameix *ix, const void *key)
{
    size_t mask = (size_t)ix->cap - 1;
    size_t i = ix_hash(ix, key) & mask;
    while (ix->key[i] && !ix_same(ix, ix->key[i], key)) {
        i = (i + 1) & mask;
    }
    return i;
}

/* mt_symtable_ix_get: see monty/symtable.h. */
int
mt_symtable_ix_get(const mt_nameix *ix, const void *key)
{
    if (ix->cap == 0) {
        return -1;
    }
    size_t i = ix_slot(ix, key);
    return ix->key[i] ? ix->val[i] : -1;
}

/* mt_symtable_ix_set: see monty/symtable.h. */
int
mt_symtable_ix_set(cc *c, mt_nameix *ix, const void *key, int val)
{
    if (ix->cap > 0) {
        size_t i = ix_slot(ix, key);
        if (ix->key[i]) {
            ix->val[i] = val;
            return 0;
        }
    }
    if (val < 0) {
        return 0; // nothing to remove
    }
    if ((size_t)(ix->used + 1) * 2 > (size_t)ix->cap) {
        // at most half full: the old arrays stay in the arena, freed with it
        if (ix->cap > INT_MAX / 4) {
            c->err = 1;
            (void)mt_nomem(c->st);
            return -1;
        }
        mt_nameix bigger = {0};
        bigger.by_ptr = ix->by_ptr;
        bigger.cap = ix->cap ? ix->cap * 2 : 16;
        bigger.key = mt_symtable_alloc(c, sizeof(void *) * (size_t)bigger.cap);
        bigger.val = mt_symtable_alloc(c, sizeof(int) * (size_t)bigger.cap);
        if (!bigger.key || !bigger.val) {
            return -1;
        }
        for (int k = 0; k < ix->cap; k++) {
            if (ix->key[k] && ix->val[k] >= 0) {
                size_t j = ix_slot(&bigger, ix->key[k]);
                bigger.key[j] = ix->key[k];
                bigger.val[j] = ix->val[k];
                bigger.used++;
            }
        }
        *ix = bigger;
    }
    size_t i = ix_slot(ix, key);
    ix->key[i] = key;
    ix->val[i] = val;
    ix->used++;
    return 0;
}

/* ---- Private names (CPython's _Py_Mangle) ----
 * Inside a class, an identifier `__x` (not a dunder, no dot) becomes `_C__x`, C the class
 * name without leading underscores. mangle_module rewrites the identifier fields of the
 * tree before the walk and restore_mangled puts the originals back after compiling (the
 * tree belongs to the caller). Keyword argument names and match keyword attributes stay,
 * as in CPython; def and class names are mangled where they are stored (their __name__
 * keeps the written name). */

// name as seen in a scope whose innermost enclosing class is named cls (NULL: none).
const char *
mt_symtable_mangled(cc *c, const char *cls, const char *name)
{
    if (!cls || !name || name[0] != '_' || name[1] != '_') {
        return name;
    }
    size_t n = strlen(name);
    if ((name[n - 1] == '_' && name[n - 2] == '_') || strchr(name, '.')) {
        return name;
    }
    while (*cls == '_') {
        cls++;
    }
    if (!*cls) {
        return name;
    }
    size_t cl = strlen(cls);
    char *r = mt_symtable_alloc(c, cl + n + 2);
    if (!r) {
        return name;
    }
    r[0] = '_';
    memcpy(r + 1, cls, cl);
    memcpy(r + 1 + cl, name, n + 1);
    return r;
}

// The name of the innermost class scope at or above s (its members' private prefix).
const char *
mt_symtable_class_private(const scope *s)
{
    for (; s; s = s->parent) {
        if (s->kind == SK_CLASS) {
            return s->name;
        }
    }
    return NULL;
}

static void
mangle_slot(cc *c, const char *cls, const char **slot)
{
    const char *m = mt_symtable_mangled(c, cls, *slot);
    if (m == *slot || c->err) {
        return;
    }
    if (c->nmangled == c->capmangled) {
        int cap = c->capmangled ? c->capmangled * 2 : 16;
        const char ***ns = mt_symtable_alloc(c, sizeof *ns * (size_t)cap);
        const char **no = mt_symtable_alloc(c, sizeof *no * (size_t)cap);
        if (!ns || !no) {
            return;
        }
        if (c->nmangled) {
            memcpy(ns, c->mslots, sizeof *ns * (size_t)c->nmangled);
            memcpy(no, c->mold, sizeof *no * (size_t)c->nmangled);
        }
        c->mslots = ns;
        c->mold = no;
        c->capmangled = cap;
    }
    c->mslots[c->nmangled] = slot;
    c->mold[c->nmangled] = *slot;
    c->nmangled++;
    *slot = m;
}

void
mt_symtable_restore_mangled(cc *c)
{
    while (c->nmangled > 0) {
        c->nmangled--;
        *c->mslots[c->nmangled] = c->mold[c->nmangled];
    }
}

static void mg_expr(cc *c, const char *cls, mt_expr *e);
static void mg_stmts(cc *c, const char *cls, mt_stmt_seq *s);

static void
mg_exprs(cc *c, const char *cls, mt_expr_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        mg_expr(c, cls, s->v[i]);
    }
}

static void
mg_argseq(cc *c, const char *cls, mt_arg_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        mangle_slot(c, cls, &s->v[i]->arg);
        mg_expr(c, cls, s->v[i]->annotation);
    }
}

static void
mg_arguments(cc *c, const char *cls, mt_arguments *a)
{
    if (!a) {
        return;
    }
    mg_argseq(c, cls, &a->posonlyargs);
    mg_argseq(c, cls, &a->args);
    mg_argseq(c, cls, &a->kwonlyargs);
    mg_exprs(c, cls, &a->kw_defaults);
    mg_exprs(c, cls, &a->defaults);
    if (a->vararg) {
        mangle_slot(c, cls, &a->vararg->arg);
        mg_expr(c, cls, a->vararg->annotation);
    }
    if (a->kwarg) {
        mangle_slot(c, cls, &a->kwarg->arg);
        mg_expr(c, cls, a->kwarg->annotation);
    }
}

static void
mg_comps(cc *c, const char *cls, mt_comprehension_seq *g)
{
    for (int i = 0; i < g->n; i++) {
        mg_expr(c, cls, g->v[i]->target);
        mg_expr(c, cls, g->v[i]->iter);
        mg_exprs(c, cls, &g->v[i]->ifs);
    }
}

static void
mg_keywords(cc *c, const char *cls, mt_keyword_seq *k)
{
    for (int i = 0; i < k->n; i++) {
        mg_expr(c, cls, k->v[i]->value); // the keyword's own name is not mangled
    }
}

static void
mg_expr(cc *c, const char *cls, mt_expr *e)
{
    if (!e || c->err || mt_symtable_depth_enter(c) < 0) {
        return;
    }
    switch (e->kind) {
    case MT_EXPR_BOOLOP:
        mg_exprs(c, cls, &e->v.BoolOp.values);
        break;
    case MT_EXPR_NAMEDEXPR:
        mg_expr(c, cls, e->v.NamedExpr.target);
        mg_expr(c, cls, e->v.NamedExpr.value);
        break;
    case MT_EXPR_BINOP:
        mg_expr(c, cls, e->v.BinOp.left);
        mg_expr(c, cls, e->v.BinOp.right);
        break;
    case MT_EXPR_UNARYOP:
        mg_expr(c, cls, e->v.UnaryOp.operand);
        break;
    case MT_EXPR_LAMBDA:
        mg_arguments(c, cls, e->v.Lambda.args);
        mg_expr(c, cls, e->v.Lambda.body);
        break;
    case MT_EXPR_IFEXP:
        mg_expr(c, cls, e->v.IfExp.test);
        mg_expr(c, cls, e->v.IfExp.body);
        mg_expr(c, cls, e->v.IfExp.orelse);
        break;
    case MT_EXPR_DICT:
        mg_exprs(c, cls, &e->v.Dict.keys);
        mg_exprs(c, cls, &e->v.Dict.values);
        break;
    case MT_EXPR_SET:
        mg_exprs(c, cls, &e->v.Set.elts);
        break;
    case MT_EXPR_LISTCOMP:
    case MT_EXPR_SETCOMP:
    case MT_EXPR_GENERATOREXP:
        mg_expr(c, cls, e->v.ListComp.elt);
        mg_comps(c, cls, &e->v.ListComp.generators);
        break;
    case MT_EXPR_DICTCOMP:
        mg_expr(c, cls, e->v.DictComp.key);
        mg_expr(c, cls, e->v.DictComp.value);
        mg_comps(c, cls, &e->v.DictComp.generators);
        break;
    case MT_EXPR_AWAIT:
        mg_expr(c, cls, e->v.Await.value);
        break;
    case MT_EXPR_YIELD:
        mg_expr(c, cls, e->v.Yield.value);
        break;
    case MT_EXPR_YIELDFROM:
        mg_expr(c, cls, e->v.YieldFrom.value);
        break;
    case MT_EXPR_COMPARE:
        mg_expr(c, cls, e->v.Compare.left);
        mg_exprs(c, cls, &e->v.Compare.comparators);
        break;
    case MT_EXPR_CALL:
        mg_expr(c, cls, e->v.Call.func);
        mg_exprs(c, cls, &e->v.Call.args);
        mg_keywords(c, cls, &e->v.Call.keywords);
        break;
    case MT_EXPR_FORMATTEDVALUE:
        mg_expr(c, cls, e->v.FormattedValue.value);
        mg_expr(c, cls, e->v.FormattedValue.format_spec);
        break;
    case MT_EXPR_JOINEDSTR:
        mg_exprs(c, cls, &e->v.JoinedStr.values);
        break;
    case MT_EXPR_ATTRIBUTE:
        mg_expr(c, cls, e->v.Attribute.value);
        mangle_slot(c, cls, &e->v.Attribute.attr);
        break;
    case MT_EXPR_SUBSCRIPT:
        mg_expr(c, cls, e->v.Subscript.value);
        mg_expr(c, cls, e->v.Subscript.slice);
        break;
    case MT_EXPR_STARRED:
        mg_expr(c, cls, e->v.Starred.value);
        break;
    case MT_EXPR_NAME:
        mangle_slot(c, cls, &e->v.Name.id);
        break;
    case MT_EXPR_LIST:
        mg_exprs(c, cls, &e->v.List.elts);
        break;
    case MT_EXPR_TUPLE:
        mg_exprs(c, cls, &e->v.Tuple.elts);
        break;
    case MT_EXPR_SLICE:
        mg_expr(c, cls, e->v.Slice.lower);
        mg_expr(c, cls, e->v.Slice.upper);
        mg_expr(c, cls, e->v.Slice.step);
        break;
    default:
        break;
    }
    c->depth--;
}

static void
mg_pattern(cc *c, const char *cls, mt_pattern *p)
{
    if (!p || c->err) {
        return;
    }
    switch (p->kind) {
    case MT_PAT_MATCHVALUE:
        mg_expr(c, cls, p->v.MatchValue.value);
        break;
    case MT_PAT_MATCHSEQUENCE:
        for (int i = 0; i < p->v.MatchSequence.patterns.n; i++) {
            mg_pattern(c, cls, p->v.MatchSequence.patterns.v[i]);
        }
        break;
    case MT_PAT_MATCHMAPPING:
        mg_exprs(c, cls, &p->v.MatchMapping.keys);
        for (int i = 0; i < p->v.MatchMapping.patterns.n; i++) {
            mg_pattern(c, cls, p->v.MatchMapping.patterns.v[i]);
        }
        mangle_slot(c, cls, &p->v.MatchMapping.rest);
        break;
    case MT_PAT_MATCHCLASS:
        mg_expr(c, cls, p->v.MatchClass.cls);
        for (int i = 0; i < p->v.MatchClass.patterns.n; i++) {
            mg_pattern(c, cls, p->v.MatchClass.patterns.v[i]);
        }
        for (int i = 0; i < p->v.MatchClass.kwd_patterns.n; i++) {
            mg_pattern(c, cls, p->v.MatchClass.kwd_patterns.v[i]);
        }
        break;
    case MT_PAT_MATCHSTAR:
        mangle_slot(c, cls, &p->v.MatchStar.name);
        break;
    case MT_PAT_MATCHAS:
        mg_pattern(c, cls, p->v.MatchAs.pattern);
        mangle_slot(c, cls, &p->v.MatchAs.name);
        break;
    case MT_PAT_MATCHOR:
        for (int i = 0; i < p->v.MatchOr.patterns.n; i++) {
            mg_pattern(c, cls, p->v.MatchOr.patterns.v[i]);
        }
        break;
    default:
        break;
    }
}

static void
mg_aliases(cc *c, const char *cls, mt_alias_seq *a)
{
    for (int i = 0; i < a->n; i++) {
        mangle_slot(c, cls, &a->v[i]->name);
        mangle_slot(c, cls, &a->v[i]->asname);
    }
}

static void
mg_stmt(cc *c, const char *cls, mt_stmt *s)
{
    if (!s || c->err) {
        return;
    }
    switch (s->kind) {
    case MT_STMT_FUNCTIONDEF:
    case MT_STMT_ASYNCFUNCTIONDEF:
        mg_exprs(c, cls, &s->v.FunctionDef.decorator_list);
        mg_arguments(c, cls, s->v.FunctionDef.args);
        mg_expr(c, cls, s->v.FunctionDef.returns);
        mg_stmts(c, cls, &s->v.FunctionDef.body);
        break;
    case MT_STMT_CLASSDEF:
        mg_exprs(c, cls, &s->v.ClassDef.decorator_list);
        mg_exprs(c, cls, &s->v.ClassDef.bases);
        mg_keywords(c, cls, &s->v.ClassDef.keywords);
        mg_stmts(c, s->v.ClassDef.name, &s->v.ClassDef.body);
        break;
    case MT_STMT_RETURN:
        mg_expr(c, cls, s->v.Return.value);
        break;
    case MT_STMT_DELETE:
        mg_exprs(c, cls, &s->v.Delete.targets);
        break;
    case MT_STMT_ASSIGN:
        mg_exprs(c, cls, &s->v.Assign.targets);
        mg_expr(c, cls, s->v.Assign.value);
        break;
    case MT_STMT_AUGASSIGN:
        mg_expr(c, cls, s->v.AugAssign.target);
        mg_expr(c, cls, s->v.AugAssign.value);
        break;
    case MT_STMT_ANNASSIGN:
        mg_expr(c, cls, s->v.AnnAssign.target);
        mg_expr(c, cls, s->v.AnnAssign.annotation);
        mg_expr(c, cls, s->v.AnnAssign.value);
        break;
    case MT_STMT_FOR:
    case MT_STMT_ASYNCFOR:
        mg_expr(c, cls, s->v.For.target);
        mg_expr(c, cls, s->v.For.iter);
        mg_stmts(c, cls, &s->v.For.body);
        mg_stmts(c, cls, &s->v.For.orelse);
        break;
    case MT_STMT_WHILE:
        mg_expr(c, cls, s->v.While.test);
        mg_stmts(c, cls, &s->v.While.body);
        mg_stmts(c, cls, &s->v.While.orelse);
        break;
    case MT_STMT_IF:
        mg_expr(c, cls, s->v.If.test);
        mg_stmts(c, cls, &s->v.If.body);
        mg_stmts(c, cls, &s->v.If.orelse);
        break;
    case MT_STMT_WITH:
    case MT_STMT_ASYNCWITH:
        for (int i = 0; i < s->v.With.items.n; i++) {
            mg_expr(c, cls, s->v.With.items.v[i]->context_expr);
            mg_expr(c, cls, s->v.With.items.v[i]->optional_vars);
        }
        mg_stmts(c, cls, &s->v.With.body);
        break;
    case MT_STMT_MATCH:
        mg_expr(c, cls, s->v.Match.subject);
        for (int i = 0; i < s->v.Match.cases.n; i++) {
            mt_match_case *mc = s->v.Match.cases.v[i];
            mg_pattern(c, cls, mc->pattern);
            mg_expr(c, cls, mc->guard);
            mg_stmts(c, cls, &mc->body);
        }
        break;
    case MT_STMT_RAISE:
        mg_expr(c, cls, s->v.Raise.exc);
        mg_expr(c, cls, s->v.Raise.cause);
        break;
    case MT_STMT_TRY:
    case MT_STMT_TRYSTAR:
        mg_stmts(c, cls, &s->v.Try.body);
        for (int i = 0; i < s->v.Try.handlers.n; i++) {
            mt_excepthandler *h = s->v.Try.handlers.v[i];
            mg_expr(c, cls, h->type);
            mangle_slot(c, cls, &h->name);
            mg_stmts(c, cls, &h->body);
        }
        mg_stmts(c, cls, &s->v.Try.orelse);
        mg_stmts(c, cls, &s->v.Try.finalbody);
        break;
    case MT_STMT_ASSERT:
        mg_expr(c, cls, s->v.Assert.test);
        mg_expr(c, cls, s->v.Assert.msg);
        break;
    case MT_STMT_IMPORT:
        mg_aliases(c, cls, &s->v.Import.names);
        break;
    case MT_STMT_IMPORTFROM:
        mangle_slot(c, cls, &s->v.ImportFrom.module);
        mg_aliases(c, cls, &s->v.ImportFrom.names);
        break;
    case MT_STMT_GLOBAL:
        for (int i = 0; i < s->v.Global.names.n; i++) {
            mangle_slot(c, cls, &s->v.Global.names.v[i]);
        }
        break;
    case MT_STMT_NONLOCAL:
        for (int i = 0; i < s->v.Nonlocal.names.n; i++) {
            mangle_slot(c, cls, &s->v.Nonlocal.names.v[i]);
        }
        break;
    case MT_STMT_EXPR:
        mg_expr(c, cls, s->v.Expr.value);
        break;
    default:
        break;
    }
}

static void
mg_stmts(cc *c, const char *cls, mt_stmt_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        mg_stmt(c, cls, s->v[i]);
    }
}

static scope *
new_scope(cc *c, int kind, const void *node, const char *name, scope *parent, int line)
{
    scope *s = mt_symtable_alloc(c, sizeof(scope));
    if (!s) {
        return NULL;
    }
    s->kind = kind;
    s->node = node;
    s->name = name;
    s->parent = parent;
    s->line = line;
    if (parent) {
        s->comp_iter = parent->comp_iter; // as CPython's symtable_enter_block
        if (parent->nkids == parent->capkids) {
            int cap = parent->capkids ? parent->capkids * 2 : 4;
            scope **k = mt_symtable_alloc(c, sizeof(scope *) * (size_t)cap);
            if (!k) {
                return NULL;
            }
            if (parent->nkids) {
                memcpy(k, parent->kids, sizeof(scope *) * (size_t)parent->nkids);
            }
            parent->kids = k;
            parent->capkids = cap;
        }
        parent->kids[parent->nkids++] = s;
    }
    if (c->nall == c->capall) {
        int cap = c->capall ? c->capall * 2 : 16;
        scope **a = mt_symtable_alloc(c, sizeof(scope *) * (size_t)cap);
        if (!a) {
            return NULL;
        }
        if (c->nall) {
            memcpy(a, c->all, sizeof(scope *) * (size_t)c->nall);
        }
        c->all = a;
        c->capall = cap;
    }
    c->scopeix.by_ptr = 1;
    if (node && mt_symtable_ix_get(&c->scopeix, node) < 0 &&
        mt_symtable_ix_set(c, &c->scopeix, node, c->nall) < 0) {
        return NULL;
    }
    c->all[c->nall++] = s;
    return s;
}

scope *
mt_symtable_scope_of(cc *c, const void *node)
{
    int i = mt_symtable_ix_get(&c->scopeix, node);
    return i >= 0 ? c->all[i] : NULL;
}

sym *
mt_symtable_find(scope *s, const char *name)
{
    int i = mt_symtable_ix_get(&s->symix, name);
    return i >= 0 ? &s->syms[i] : NULL;
}

static sym *
add_sym(cc *c, scope *s, const char *name, int flags)
{
    // each lookup walks the scope's names: the run's time limits bind in between
    if (c->err || mt_tick(c->st) < 0) {
        c->err = 1;
        return NULL;
    }
    sym *y = mt_symtable_find(s, name);
    if (y) {
        y->flags |= flags;
        return y;
    }
    if (s->nsyms == s->capsyms) {
        int cap = s->capsyms ? s->capsyms * 2 : 8;
        sym *n = mt_symtable_alloc(c, sizeof(sym) * (size_t)cap);
        if (!n) {
            return NULL;
        }
        if (s->nsyms) {
            memcpy(n, s->syms, sizeof(sym) * (size_t)s->nsyms);
        }
        s->syms = n;
        s->capsyms = cap;
    }
    if (mt_symtable_ix_set(c, &s->symix, name, s->nsyms) < 0) {
        return NULL;
    }
    y = &s->syms[s->nsyms++];
    y->name = name;
    y->flags = flags;
    y->scope = SC_NONE;
    return y;
}

typedef struct symwalk {
    cc *c;
    scope *cur;
    int loc[4]; // the statement (or lambda) walked: where CPython places a __debug__ error
} symwalk;

static void
set_loc(symwalk *w, int line, int col, int end_line, int end_col)
{
    w->loc[0] = line;
    w->loc[1] = col;
    w->loc[2] = end_line;
    w->loc[3] = end_col;
}

// `__debug__` bound by a def, class, import, parameter or annotation: CPython's error
static void
debug_bound(symwalk *w)
{
    mt_symtable_synerr_span(w->c, w->loc[0], w->loc[1], w->loc[2], w->loc[3],
                            "cannot assign to __debug__");
}

static void sw_expr(symwalk *w, mt_expr *e);
static void sw_stmts(symwalk *w, mt_stmt_seq *s);

static void
sw_exprs(symwalk *w, mt_expr_seq *s)
{
    for (int i = 0; i < s->n; i++) {
        if (s->v[i]) {
            sw_expr(w, s->v[i]);
        }
    }
}

// `__debug__` is a constant: storing to it (or deleting it) is CPython's compile error
static void
debug_target(symwalk *w, const mt_expr *e, mt_expr_context ctx)
{
    mt_symtable_synerr_span(w->c, e->line, e->col, e->end_line, e->end_col, "cannot %s __debug__",
                            ctx == MT_DEL ? "delete" : "assign to");
}

static void
sw_name(symwalk *w, const char *name, int flags, int line, int col)
{
    cc *c = w->c;
    scope *s = w->cur;
    (void)line;
    (void)col;
    if ((flags & (DEF_LOCAL | DEF_PARAM)) && strcmp(name, "__debug__") == 0) {
        debug_bound(w);
        return;
    }
    if (!add_sym(c, s, name, flags)) {
        return;
    }
    if ((flags & USE) && s->kind == SK_FUNCTION &&
        (strcmp(name, "super") == 0 || strcmp(name, "__class__") == 0)) {
        s->uses_class = 1;
    }
}

static void
sw_args(symwalk *w, mt_arguments *a)
{
    // defaults are evaluated in the enclosing scope
    sw_exprs(w, &a->defaults);
    sw_exprs(w, &a->kw_defaults);
}

// Annotations of a def's parameters, evaluated in the enclosing scope.
static void
sw_arg_annotations(symwalk *w, mt_arguments *a)
{
    mt_arg_seq *seqs[3] = {&a->posonlyargs, &a->args, &a->kwonlyargs};
    for (int j = 0; j < 3; j++) {
        for (int i = 0; i < seqs[j]->n; i++) {
            sw_expr(w, seqs[j]->v[i]->annotation);
        }
    }
    if (a->vararg) {
        sw_expr(w, a->vararg->annotation);
    }
    if (a->kwarg) {
        sw_expr(w, a->kwarg->annotation);
    }
}

static int
add_param(symwalk *w, scope *s, mt_arg *a)
{
    if (w->c->err) {
        return -1; // the rest of a long list costs nothing once the run's time is up
    }
    sym *y = mt_symtable_find(s, a->arg);
    if (y && (y->flags & DEF_PARAM)) {
        return mt_symtable_synerr_span(w->c, a->line, a->col, a->end_line, a->end_col,
                                       "duplicate argument '%s' in function definition", a->arg);
    }
    if (strcmp(a->arg, "__debug__") == 0) {
        debug_bound(w);
        return -1;
    }
    if (!add_sym(w->c, s, a->arg, DEF_PARAM)) {
        return -1;
    }
    s->params[s->nparams++] = a->arg;
    return 0;
}

static void
sw_params(symwalk *w, scope *s, mt_arguments *a)
{
    int total =
        a->posonlyargs.n + a->args.n + a->kwonlyargs.n + (a->vararg ? 1 : 0) + (a->kwarg ? 1 : 0);
    s->params = mt_symtable_alloc(w->c, sizeof(char *) * (size_t)(total + 1));
    if (!s->params) {
        return;
    }
    for (int i = 0; i < a->posonlyargs.n; i++) {
        add_param(w, s, a->posonlyargs.v[i]);
    }
    for (int i = 0; i < a->args.n; i++) {
        add_param(w, s, a->args.v[i]);
    }
    for (int i = 0; i < a->kwonlyargs.n; i++) {
        add_param(w, s, a->kwonlyargs.v[i]);
    }
    if (a->vararg) {
        add_param(w, s, a->vararg);
    }
    if (a->kwarg) {
        add_param(w, s, a->kwarg);
    }
    s->posonly = a->posonlyargs.n;
    s->argcount = a->posonlyargs.n + a->args.n;
    s->kwonly = a->kwonlyargs.n;
    s->varargs = a->vararg != NULL;
    s->varkw = a->kwarg != NULL;
}

static void
sw_comprehension(symwalk *w, mt_expr *e, mt_comprehension_seq *gens, mt_expr *elt, mt_expr *val,
                 int is_gen)
{
    // the first iterable is evaluated in the enclosing scope
    w->cur->comp_iter++;
    sw_expr(w, gens->v[0]->iter);
    w->cur->comp_iter--;
    scope *s = new_scope(w->c, SK_FUNCTION, e, is_gen ? "<genexpr>" : "<comp>", w->cur, e->line);
    if (!s) {
        return;
    }
    s->comprehension = 1;
    s->generator = is_gen;
    s->params = mt_symtable_alloc(w->c, sizeof(char *));
    if (!s->params) {
        return;
    }
    s->params[0] = ".0";
    s->nparams = 1;
    s->argcount = 1;
    add_sym(w->c, s, ".0", DEF_PARAM);
    scope *saved = w->cur;
    w->cur = s;
    for (int i = 0; i < gens->n; i++) {
        mt_comprehension *g = gens->v[i];
        if (i > 0) {
            s->comp_iter++;
            sw_expr(w, g->iter);
            s->comp_iter--;
        }
        sw_expr(w, g->target);
        sw_exprs(w, &g->ifs);
        if (g->is_async) {
            s->coroutine = 1;
        }
    }
    if (elt) {
        sw_expr(w, elt);
    }
    if (val) {
        sw_expr(w, val);
    }
    w->cur = saved;
    // a list/set/dict comprehension with async for or await is awaited where it is built
    if (s->coroutine && !is_gen) {
        if (saved->comprehension) {
            saved->coroutine = 1;
        } else if (saved->kind != SK_FUNCTION || !saved->coroutine) {
            mt_symtable_synerr_span(
                w->c, e->line, e->col, e->end_line, e->end_col,
                "asynchronous comprehension outside of an asynchronous function");
        }
    }
}

static void
sw_pattern(symwalk *w, mt_pattern *p)
{
    if (!p) {
        return;
    }
    switch (p->kind) {
    case MT_PAT_MATCHVALUE:
        sw_expr(w, p->v.MatchValue.value);
        break;
    case MT_PAT_MATCHSINGLETON:
        break;
    case MT_PAT_MATCHSEQUENCE:
        for (int i = 0; i < p->v.MatchSequence.patterns.n; i++) {
            sw_pattern(w, p->v.MatchSequence.patterns.v[i]);
        }
        break;
    case MT_PAT_MATCHMAPPING:
        sw_exprs(w, &p->v.MatchMapping.keys);
        for (int i = 0; i < p->v.MatchMapping.patterns.n; i++) {
            sw_pattern(w, p->v.MatchMapping.patterns.v[i]);
        }
        if (p->v.MatchMapping.rest) {
            sw_name(w, p->v.MatchMapping.rest, DEF_LOCAL, p->line, p->col);
        }
        break;
    case MT_PAT_MATCHCLASS:
        sw_expr(w, p->v.MatchClass.cls);
        for (int i = 0; i < p->v.MatchClass.patterns.n; i++) {
            sw_pattern(w, p->v.MatchClass.patterns.v[i]);
        }
        for (int i = 0; i < p->v.MatchClass.kwd_patterns.n; i++) {
            sw_pattern(w, p->v.MatchClass.kwd_patterns.v[i]);
        }
        break;
    case MT_PAT_MATCHSTAR:
        if (p->v.MatchStar.name) {
            sw_name(w, p->v.MatchStar.name, DEF_LOCAL, p->line, p->col);
        }
        break;
    case MT_PAT_MATCHAS:
        sw_pattern(w, p->v.MatchAs.pattern);
        if (p->v.MatchAs.name) {
            sw_name(w, p->v.MatchAs.name, DEF_LOCAL, p->line, p->col);
        }
        break;
    case MT_PAT_MATCHOR:
        for (int i = 0; i < p->v.MatchOr.patterns.n; i++) {
            sw_pattern(w, p->v.MatchOr.patterns.v[i]);
        }
        break;
    }
}

static void sw_expr_inner(symwalk *w, mt_expr *e);

static void
sw_expr(symwalk *w, mt_expr *e)
{
    if (!e || w->c->err || mt_symtable_depth_enter(w->c) < 0) {
        return;
    }
    sw_expr_inner(w, e);
    w->c->depth--;
}

static void
sw_expr_inner(symwalk *w, mt_expr *e)
{
    switch (e->kind) {
    case MT_EXPR_BOOLOP:
        sw_exprs(w, &e->v.BoolOp.values);
        break;
    case MT_EXPR_NAMEDEXPR: {
        if (w->cur->comp_iter > 0) {
            mt_symtable_synerr_span(
                w->c, e->line, e->col, e->end_line, e->end_col,
                "assignment expression cannot be used in a comprehension iterable expression");
            return;
        }
        sw_expr(w, e->v.NamedExpr.value);
        const char *name = e->v.NamedExpr.target->v.Name.id;
        if (strcmp(name, "__debug__") == 0) {
            debug_target(w, e->v.NamedExpr.target, MT_STORE);
            return;
        }
        scope *s = w->cur;
        if (s->comprehension) {
            // binds in the nearest enclosing non-comprehension scope
            scope *t = s;
            while (t->comprehension) {
                sym *y = mt_symtable_find(t, name);
                if (y && (y->flags & DEF_LOCAL) && !(y->flags & DEF_NONLOCAL)) {
                    mt_symtable_synerr_span(
                        w->c, e->line, e->col, e->end_line, e->end_col,
                        "assignment expression cannot rebind comprehension iteration variable '%s'",
                        name);
                    return;
                }
                t = t->parent;
            }
            if (t->kind == SK_CLASS) {
                mt_symtable_synerr_span(
                    w->c, e->line, e->col, e->end_line, e->end_col,
                    "assignment expression within a comprehension cannot be used in a class body");
                return;
            }
            // a name the enclosing function declared global stays global in the
            // comprehension too (otherwise it would look for a cell that is never made)
            sym *ty = mt_symtable_find(t, name);
            int glob = t->kind == SK_MODULE || (ty && (ty->flags & DEF_GLOBAL));
            for (scope *u = s; u->comprehension; u = u->parent) {
                add_sym(w->c, u, name, glob ? DEF_GLOBAL : DEF_NONLOCAL);
            }
            add_sym(w->c, t, name, DEF_LOCAL);
        } else {
            sw_name(w, name, DEF_LOCAL, e->line, e->col);
        }
        break;
    }
    case MT_EXPR_BINOP:
        sw_expr(w, e->v.BinOp.left);
        sw_expr(w, e->v.BinOp.right);
        break;
    case MT_EXPR_UNARYOP:
        sw_expr(w, e->v.UnaryOp.operand);
        break;
    case MT_EXPR_LAMBDA: {
        set_loc(w, e->line, e->col, e->end_line, e->end_col);
        sw_args(w, e->v.Lambda.args);
        scope *s = new_scope(w->c, SK_FUNCTION, e, "<lambda>", w->cur, e->line);
        if (!s) {
            return;
        }
        s->lambda = 1;
        scope *saved = w->cur;
        w->cur = s;
        sw_params(w, s, e->v.Lambda.args);
        sw_expr(w, e->v.Lambda.body);
        w->cur = saved;
        break;
    }
    case MT_EXPR_IFEXP:
        sw_expr(w, e->v.IfExp.test);
        sw_expr(w, e->v.IfExp.body);
        sw_expr(w, e->v.IfExp.orelse);
        break;
    case MT_EXPR_DICT:
        sw_exprs(w, &e->v.Dict.keys);
        sw_exprs(w, &e->v.Dict.values);
        break;
    case MT_EXPR_SET:
        sw_exprs(w, &e->v.Set.elts);
        break;
    case MT_EXPR_LISTCOMP:
    case MT_EXPR_SETCOMP:
        sw_comprehension(w, e, &e->v.ListComp.generators, e->v.ListComp.elt, NULL, 0);
        break;
    case MT_EXPR_GENERATOREXP:
        sw_comprehension(w, e, &e->v.ListComp.generators, e->v.ListComp.elt, NULL, 1);
        break;
    case MT_EXPR_DICTCOMP:
        sw_comprehension(w, e, &e->v.DictComp.generators, e->v.DictComp.key, e->v.DictComp.value,
                         0);
        break;
    case MT_EXPR_AWAIT:
        if (w->cur->kind != SK_FUNCTION || (!w->cur->coroutine && !w->cur->comprehension)) {
            mt_symtable_synerr_span(w->c, e->line, e->col, e->end_line, e->end_col,
                                    "'await' outside %s",
                                    w->cur->kind == SK_FUNCTION ? "async function" : "function");
            return;
        }
        sw_expr(w, e->v.Await.value);
        w->cur->coroutine = 1; // a comprehension with await is asynchronous
        break;
    case MT_EXPR_YIELD:
    case MT_EXPR_YIELDFROM:
        if (w->cur->kind != SK_FUNCTION) {
            mt_symtable_synerr_span(w->c, e->line, e->col, e->end_line, e->end_col,
                                    "'yield' outside function");
            return;
        }
        if (w->cur->comprehension) {
            mt_symtable_synerr_span(w->c, e->line, e->col, e->end_line, e->end_col,
                                    "'yield' inside %s",
                                    strcmp(w->cur->name, "<genexpr>") == 0 ? "generator expression"
                                                                           : "list comprehension");
            return;
        }
        if (e->kind == MT_EXPR_YIELDFROM && w->cur->coroutine) {
            mt_symtable_synerr_span(w->c, e->line, e->col, e->end_line, e->end_col,
                                    "'yield from' inside async function");
            return;
        }
        w->cur->generator = 1;
        sw_expr(w, e->kind == MT_EXPR_YIELD ? e->v.Yield.value : e->v.YieldFrom.value);
        break;
    case MT_EXPR_COMPARE:
        sw_expr(w, e->v.Compare.left);
        sw_exprs(w, &e->v.Compare.comparators);
        break;
    case MT_EXPR_CALL:
        sw_expr(w, e->v.Call.func);
        sw_exprs(w, &e->v.Call.args);
        for (int i = 0; i < e->v.Call.keywords.n; i++) {
            const mt_keyword *kw = e->v.Call.keywords.v[i];
            if (kw->arg && strcmp(kw->arg, "__debug__") == 0) {
                set_loc(w, e->line, e->col, e->end_line, e->end_col); // the call
                debug_bound(w);
                break;
            }
            sw_expr(w, kw->value);
        }
        break;
    case MT_EXPR_FORMATTEDVALUE:
        sw_expr(w, e->v.FormattedValue.value);
        sw_expr(w, e->v.FormattedValue.format_spec);
        break;
    case MT_EXPR_JOINEDSTR:
        sw_exprs(w, &e->v.JoinedStr.values);
        break;
    case MT_EXPR_CONSTANT:
        break;
    case MT_EXPR_ATTRIBUTE:
        if (e->v.Attribute.ctx == MT_STORE && strcmp(e->v.Attribute.attr, "__debug__") == 0) {
            debug_target(w, e, e->v.Attribute.ctx);
            break;
        }
        sw_expr(w, e->v.Attribute.value);
        break;
    case MT_EXPR_SUBSCRIPT:
        sw_expr(w, e->v.Subscript.value);
        sw_expr(w, e->v.Subscript.slice);
        break;
    case MT_EXPR_STARRED:
        sw_expr(w, e->v.Starred.value);
        break;
    case MT_EXPR_NAME:
        if (e->v.Name.ctx != MT_LOAD && strcmp(e->v.Name.id, "__debug__") == 0) {
            debug_target(w, e, e->v.Name.ctx);
            break;
        }
        sw_name(w, e->v.Name.id, e->v.Name.ctx == MT_LOAD ? USE : DEF_LOCAL, e->line, e->col);
        break;
    case MT_EXPR_LIST:
        sw_exprs(w, &e->v.List.elts);
        break;
    case MT_EXPR_TUPLE:
        sw_exprs(w, &e->v.Tuple.elts);
        break;
    case MT_EXPR_SLICE:
        sw_expr(w, e->v.Slice.lower);
        sw_expr(w, e->v.Slice.upper);
        sw_expr(w, e->v.Slice.step);
        break;
    }
}

static void
sw_funcdef(symwalk *w, mt_stmt *s, int async)
{
    sw_exprs(w, &s->v.FunctionDef.decorator_list);
    sw_args(w, s->v.FunctionDef.args);
    sw_arg_annotations(w, s->v.FunctionDef.args);
    sw_expr(w, s->v.FunctionDef.returns);
    sw_name(w, mt_symtable_mangled(w->c, mt_symtable_class_private(w->cur), s->v.FunctionDef.name),
            DEF_LOCAL, s->line, s->col);
    scope *f = new_scope(w->c, SK_FUNCTION, s, s->v.FunctionDef.name, w->cur, s->line);
    if (!f) {
        return;
    }
    f->coroutine = async;
    scope *saved = w->cur;
    w->cur = f;
    sw_params(w, f, s->v.FunctionDef.args);
    sw_stmts(w, &s->v.FunctionDef.body);
    w->cur = saved;
}

static void
sw_stmt(symwalk *w, mt_stmt *s)
{
    if (!s || w->c->err) {
        return;
    }
    cc *c = w->c;
    set_loc(w, s->line, s->col, s->end_line, s->end_col);
    switch (s->kind) {
    case MT_STMT_FUNCTIONDEF:
        sw_funcdef(w, s, 0);
        break;
    case MT_STMT_ASYNCFUNCTIONDEF:
        sw_funcdef(w, s, 1);
        break;
    case MT_STMT_CLASSDEF: {
        sw_exprs(w, &s->v.ClassDef.decorator_list);
        sw_exprs(w, &s->v.ClassDef.bases);
        for (int i = 0; i < s->v.ClassDef.keywords.n; i++) {
            sw_expr(w, s->v.ClassDef.keywords.v[i]->value);
        }
        sw_name(w, mt_symtable_mangled(c, mt_symtable_class_private(w->cur), s->v.ClassDef.name),
                DEF_LOCAL, s->line, s->col);
        scope *k = new_scope(c, SK_CLASS, s, s->v.ClassDef.name, w->cur, s->line);
        if (!k) {
            return;
        }
        scope *saved = w->cur;
        w->cur = k;
        sw_stmts(w, &s->v.ClassDef.body);
        w->cur = saved;
        break;
    }
    case MT_STMT_RETURN:
        if (w->cur->kind != SK_FUNCTION) {
            mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                    "'return' outside function");
            return;
        }
        if (s->v.Return.value && w->cur->coroutine && w->cur->generator) {
            mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                    "'return' with value in async generator");
            return;
        }
        sw_expr(w, s->v.Return.value);
        break;
    case MT_STMT_DELETE:
        sw_exprs(w, &s->v.Delete.targets);
        break;
    case MT_STMT_ASSIGN:
        sw_expr(w, s->v.Assign.value);
        sw_exprs(w, &s->v.Assign.targets);
        break;
    case MT_STMT_AUGASSIGN:
        sw_expr(w, s->v.AugAssign.value);
        sw_expr(w, s->v.AugAssign.target);
        if (s->v.AugAssign.target->kind == MT_EXPR_NAME) {
            sw_name(w, s->v.AugAssign.target->v.Name.id, USE, s->line, s->col);
        }
        break;
    case MT_STMT_ANNASSIGN:
        if (s->v.AnnAssign.target->kind == MT_EXPR_NAME &&
            strcmp(s->v.AnnAssign.target->v.Name.id, "__debug__") == 0) {
            debug_bound(w);
            break;
        }
        if (s->v.AnnAssign.value) {
            sw_expr(w, s->v.AnnAssign.value);
        }
        if (w->cur->kind != SK_FUNCTION) {
            sw_expr(w, s->v.AnnAssign.annotation);
            w->cur->has_annotations = 1;
        }
        if (s->v.AnnAssign.target->kind == MT_EXPR_NAME) {
            sym *y = mt_symtable_find(w->cur, s->v.AnnAssign.target->v.Name.id);
            if (y && (y->flags & (DEF_GLOBAL | DEF_NONLOCAL)) && s->v.AnnAssign.simple) {
                mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                        "annotated name '%s' can't be %s",
                                        s->v.AnnAssign.target->v.Name.id,
                                        (y->flags & DEF_GLOBAL) ? "global" : "nonlocal");
                return;
            }
            sw_name(w, s->v.AnnAssign.target->v.Name.id, DEF_LOCAL, s->line, s->col);
        } else {
            sw_expr(w, s->v.AnnAssign.target);
        }
        break;
    case MT_STMT_ASYNCFOR:
    case MT_STMT_ASYNCWITH:
        if (w->cur->kind != SK_FUNCTION || !w->cur->coroutine) {
            mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                    "'async %s' outside async function",
                                    s->kind == MT_STMT_ASYNCFOR ? "for" : "with");
            return;
        }
        if (s->kind == MT_STMT_ASYNCWITH) {
            for (int i = 0; i < s->v.With.items.n; i++) {
                sw_expr(w, s->v.With.items.v[i]->context_expr);
                sw_expr(w, s->v.With.items.v[i]->optional_vars);
            }
            sw_stmts(w, &s->v.With.body);
        } else {
            sw_expr(w, s->v.For.iter);
            sw_expr(w, s->v.For.target);
            sw_stmts(w, &s->v.For.body);
            sw_stmts(w, &s->v.For.orelse);
        }
        break;
    case MT_STMT_FOR:
        sw_expr(w, s->v.For.iter);
        sw_expr(w, s->v.For.target);
        sw_stmts(w, &s->v.For.body);
        sw_stmts(w, &s->v.For.orelse);
        break;
    case MT_STMT_WHILE:
        sw_expr(w, s->v.While.test);
        sw_stmts(w, &s->v.While.body);
        sw_stmts(w, &s->v.While.orelse);
        break;
    case MT_STMT_IF:
        sw_expr(w, s->v.If.test);
        sw_stmts(w, &s->v.If.body);
        sw_stmts(w, &s->v.If.orelse);
        break;
    case MT_STMT_WITH:
        for (int i = 0; i < s->v.With.items.n; i++) {
            sw_expr(w, s->v.With.items.v[i]->context_expr);
            sw_expr(w, s->v.With.items.v[i]->optional_vars);
        }
        sw_stmts(w, &s->v.With.body);
        break;
    case MT_STMT_MATCH:
        sw_expr(w, s->v.Match.subject);
        for (int i = 0; i < s->v.Match.cases.n; i++) {
            mt_match_case *mc = s->v.Match.cases.v[i];
            sw_pattern(w, mc->pattern);
            sw_expr(w, mc->guard);
            sw_stmts(w, &mc->body);
        }
        break;
    case MT_STMT_RAISE:
        sw_expr(w, s->v.Raise.exc);
        sw_expr(w, s->v.Raise.cause);
        break;
    case MT_STMT_TRY:
    case MT_STMT_TRYSTAR:
        sw_stmts(w, &s->v.Try.body);
        for (int i = 0; i < s->v.Try.handlers.n; i++) {
            mt_excepthandler *h = s->v.Try.handlers.v[i];
            sw_expr(w, h->type);
            if (h->name) {
                sw_name(w, h->name, DEF_LOCAL, h->line, h->col);
            }
            sw_stmts(w, &h->body);
        }
        sw_stmts(w, &s->v.Try.orelse);
        sw_stmts(w, &s->v.Try.finalbody);
        break;
    case MT_STMT_ASSERT:
        sw_expr(w, s->v.Assert.test);
        sw_expr(w, s->v.Assert.msg);
        break;
    case MT_STMT_IMPORT:
        for (int i = 0; i < s->v.Import.names.n; i++) {
            mt_alias *a = s->v.Import.names.v[i];
            const char *nm = a->asname;
            if (!nm) {
                const char *dot = strchr(a->name, '.');
                nm = dot ? cm_arena_strndup(&c->arena, a->name, (size_t)(dot - a->name)) : a->name;
            }
            if (nm) {
                sw_name(w, nm, DEF_LOCAL, a->line, a->col);
            }
        }
        break;
    case MT_STMT_IMPORTFROM:
        for (int i = 0; i < s->v.ImportFrom.names.n; i++) {
            mt_alias *a = s->v.ImportFrom.names.v[i];
            if (strcmp(a->name, "*") == 0) {
                if (w->cur->kind != SK_MODULE) {
                    mt_symtable_synerr_span(c, a->line, a->col, a->end_line, a->end_col,
                                            "import * only allowed at module level");
                    return;
                }
                continue;
            }
            sw_name(w, a->asname ? a->asname : a->name, DEF_LOCAL, a->line, a->col);
        }
        break;
    case MT_STMT_GLOBAL:
    case MT_STMT_NONLOCAL: {
        int isg = s->kind == MT_STMT_GLOBAL;
        mt_ident_seq *names = isg ? &s->v.Global.names : &s->v.Nonlocal.names;
        if (!isg && w->cur->kind == SK_MODULE) {
            mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                    "nonlocal declaration not allowed at module level");
            return;
        }
        for (int i = 0; i < names->n && !c->err; i++) {
            const char *nm = names->v[i];
            sym *y = mt_symtable_find(w->cur, nm);
            if (y) {
                if (y->flags & DEF_PARAM) {
                    mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                            "name '%s' is parameter and %s", nm,
                                            isg ? "global" : "nonlocal");
                    return;
                }
                if (isg && (y->flags & DEF_NONLOCAL)) {
                    mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                            "name '%s' is nonlocal and global", nm);
                    return;
                }
                if (!isg && (y->flags & DEF_GLOBAL)) {
                    mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                            "name '%s' is nonlocal and global", nm);
                    return;
                }
                if (y->flags & USE) {
                    mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                            "name '%s' is used prior to %s declaration", nm,
                                            isg ? "global" : "nonlocal");
                    return;
                }
                if (y->flags & DEF_LOCAL) {
                    mt_symtable_synerr_span(c, s->line, s->col, s->end_line, s->end_col,
                                            "name '%s' is assigned to before %s declaration", nm,
                                            isg ? "global" : "nonlocal");
                    return;
                }
            }
            sym *d = add_sym(c, w->cur, nm, isg ? DEF_GLOBAL : DEF_NONLOCAL);
            if (d && !isg) {
                d->decl_line = s->line;
                d->decl_col = s->col;
                d->decl_end_line = s->end_line;
                d->decl_end_col = s->end_col;
            }
        }
        break;
    }
    case MT_STMT_EXPR:
        sw_expr(w, s->v.Expr.value);
        break;
    default:
        break;
    }
}

static void
sw_stmts(symwalk *w, mt_stmt_seq *s)
{
    for (int i = 0; i < s->n && !w->c->err; i++) {
        sw_stmt(w, s->v[i]);
    }
}

/* ---- analysis ---- */

typedef struct nameset {
    const char **v;
    int n, cap;
    mt_nameix ix; // name -> index in v
    // the names the enclosing scopes bind (a bound set only): each scope adds its own to
    // its parent's and hides its `global` names, as layers, not a copy (a copy per scope
    // cost scopes x names in time and memory)
    const struct nameset *up;
    mt_nameix gone; // names this layer hides from the layers above
} nameset;

// Whether the layers of bound bind name.
static int
bound_has(const nameset *bound, const char *name)
{
    for (const nameset *l = bound; l; l = l->up) {
        if (mt_symtable_ix_get(&l->gone, name) >= 0) {
            return 0;
        }
        if (mt_symtable_ix_get(&l->ix, name) >= 0) {
            return 1;
        }
    }
    return 0;
}

static int
ns_has(nameset *s, const char *name)
{
    return mt_symtable_ix_get(&s->ix, name) >= 0;
}

static void
ns_add(cc *c, nameset *s, const char *name)
{
    // a scope may add many names: the run's time limits bind in between
    if (c->err || ns_has(s, name)) {
        return;
    }
    if (mt_tick(c->st) < 0) {
        c->err = 1;
        return;
    }
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 8;
        const char **v = mt_symtable_alloc(c, sizeof(char *) * (size_t)cap);
        if (!v) {
            return;
        }
        if (s->n) {
            memcpy(v, s->v, sizeof(char *) * (size_t)s->n);
        }
        s->v = v;
        s->cap = cap;
    }
    if (mt_symtable_ix_set(c, &s->ix, name, s->n) < 0) {
        return;
    }
    s->v[s->n++] = name;
}

static void
ns_del(cc *c, nameset *s, const char *name)
{
    int i = mt_symtable_ix_get(&s->ix, name);
    if (i < 0) {
        return;
    }
    // the last name takes the removed one's place (no set below allocates: each key is
    // in the index already)
    const char *last = s->v[--s->n];
    if (mt_symtable_ix_set(c, &s->ix, name, -1) < 0) {
        return;
    }
    if (i < s->n) {
        s->v[i] = last;
        if (mt_symtable_ix_set(c, &s->ix, last, i) < 0) {
            return;
        }
    }
}

/* Resolve the scope of every symbol; returns the free names of s in *free. */
static int
analyze(cc *c, scope *s, nameset *bound, nameset *free)
{
    for (int i = 0; i < s->nsyms; i++) {
        sym *y = &s->syms[i];
        if (y->flags & DEF_GLOBAL) {
            y->scope = SC_GLOBAL_EXPLICIT;
        } else if (y->flags & DEF_NONLOCAL) {
            if (!bound_has(bound, y->name)) {
                if (s->comprehension) {
                    y->scope = SC_FREE; // walrus target: bound by the enclosing function
                } else {
                    return mt_symtable_synerr_span(c, y->decl_line, y->decl_col, y->decl_end_line,
                                                   y->decl_end_col,
                                                   "no binding for nonlocal '%s' found", y->name);
                }
            }
            y->scope = SC_FREE;
        } else if (y->flags & (DEF_LOCAL | DEF_PARAM)) {
            y->scope = s->kind == SK_MODULE ? SC_GLOBAL_IMPLICIT : SC_LOCAL;
        } else if (s->kind != SK_MODULE && bound_has(bound, y->name)) {
            y->scope = SC_FREE;
        } else {
            y->scope = SC_GLOBAL_IMPLICIT;
        }
    }
    // function scopes referencing super/__class__ need the class cell
    if (s->kind == SK_FUNCTION && s->uses_class && bound_has(bound, "__class__")) {
        sym *y = add_sym(c, s, "__class__", USE);
        if (!y) {
            return -1;
        }
        y->scope = SC_FREE;
    }
    nameset nb = {0};
    if (s->kind != SK_MODULE) {
        nb.up = bound;
    }
    if (s->kind == SK_FUNCTION) {
        for (int i = 0; i < s->nsyms; i++) {
            if (s->syms[i].scope == SC_LOCAL) {
                ns_add(c, &nb, s->syms[i].name);
            }
        }
    } else if (s->kind == SK_CLASS) {
        ns_add(c, &nb, "__class__");
    }
    // `global x` in a function hides any enclosing binding of x from the nested scopes
    // (a class namespace has no effect on what its methods see)
    for (int i = 0; i < s->nsyms && s->kind != SK_CLASS; i++) {
        if (s->syms[i].scope == SC_GLOBAL_EXPLICIT) {
            ns_del(c, &nb, s->syms[i].name);
            if (mt_symtable_ix_set(c, &nb.gone, s->syms[i].name, 0) < 0) {
                return -1;
            }
        }
    }
    nameset childfree = {0};
    for (int k = 0; k < s->nkids; k++) {
        if (analyze(c, s->kids[k], &nb, &childfree) < 0) {
            return -1;
        }
    }
    for (int i = 0; i < childfree.n; i++) {
        const char *name = childfree.v[i];
        sym *y = mt_symtable_find(s, name);
        if (s->kind == SK_FUNCTION && y && y->scope == SC_LOCAL) {
            y->scope = SC_CELL;
            continue;
        }
        if (s->kind == SK_CLASS && strcmp(name, "__class__") == 0) {
            s->class_cell = 1;
            continue;
        }
        if (s->kind == SK_CLASS && y && (y->scope == SC_LOCAL || y->scope == SC_GLOBAL_EXPLICIT)) {
            // the class body keeps its own binding; the cell passes through to the methods
            y->flags |= DEF_FREE_CLASS;
            ns_add(c, free, name);
            continue;
        }
        if (y && (y->scope == SC_CELL || y->scope == SC_FREE)) {
            continue;
        }
        if (y && y->scope == SC_GLOBAL_EXPLICIT) {
            continue;
        }
        if (s->kind == SK_MODULE) {
            continue;
        }
        if (!y) {
            y = add_sym(c, s, name, 0);
            if (!y) {
                return -1;
            }
            y->scope = SC_FREE;
        } else if (y->scope == SC_GLOBAL_IMPLICIT || s->kind == SK_CLASS) {
            // a class uses the name itself from globals but passes the cell through
            if (s->kind == SK_CLASS && y->scope == SC_LOCAL) {
                // class-local name shadows nothing for children; pass through a free copy
                continue;
            }
            y->scope = SC_FREE;
        }
    }
    for (int i = 0; i < s->nsyms; i++) {
        if (s->syms[i].scope == SC_FREE) {
            ns_add(c, free, s->syms[i].name);
        }
    }
    return c->err ? -1 : 0;
}

int
mt_symtable_build(cc *c, mt_mod *mod)
{
    int is_eval = mod->kind == MT_MOD_EXPRESSION;
    scope *top = new_scope(c, SK_MODULE, mod, "<module>", NULL, 1);
    if (!top) {
        return -1;
    }
    c->top = top;
    if (!is_eval) {
        mg_stmts(c, NULL,
                 mod->kind == MT_MOD_MODULE ? &mod->v.Module.body : &mod->v.Interactive.body);
        if (c->err) {
            return -1;
        }
    }
    symwalk w = {c, top, {0, 0, 0, 0}};
    if (is_eval) {
        sw_expr(&w, mod->v.Expression.body);
    } else {
        sw_stmts(&w, mod->kind == MT_MOD_MODULE ? &mod->v.Module.body : &mod->v.Interactive.body);
    }
    if (c->err) {
        return -1;
    }
    nameset bound = {0}, free = {0};
    return analyze(c, top, &bound, &free);
}
