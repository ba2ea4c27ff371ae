/* The bytecode virtual machine: opcodes, code objects, functions, frames, generators. */
#ifndef MONTY_VM_H
#define MONTY_VM_H

#include "monty/obj.h"

/* Instruction word: opcode in the low 8 bits, argument in the upper 24. */
#define MT_OP(w)  ((w)&0xff)
#define MT_ARG(w) ((w) >> 8)

#define MT_OPCODES(X)                                                                              \
    X(NOP)                                                                                         \
    X(POP_TOP)                                                                                     \
    X(ROT_TWO)                                                                                     \
    X(ROT_THREE)                                                                                   \
    X(ROT_FOUR)                                                                                    \
    X(DUP_TOP)                                                                                     \
    X(DUP_TOP_TWO)                                                                                 \
    X(LOAD_CONST)                                                                                  \
    X(LOAD_FAST)                                                                                   \
    X(STORE_FAST)                                                                                  \
    X(DELETE_FAST)                                                                                 \
    X(LOAD_DEREF)                                                                                  \
    X(STORE_DEREF)                                                                                 \
    X(DELETE_DEREF)                                                                                \
    X(LOAD_CLOSURE)                                                                                \
    X(LOAD_CLASSDEREF)                                                                             \
    X(LOAD_GLOBAL)                                                                                 \
    X(STORE_GLOBAL)                                                                                \
    X(DELETE_GLOBAL)                                                                               \
    X(LOAD_NAME)                                                                                   \
    X(STORE_NAME)                                                                                  \
    X(DELETE_NAME)                                                                                 \
    X(LOAD_ATTR)                                                                                   \
    X(STORE_ATTR)                                                                                  \
    X(DELETE_ATTR)                                                                                 \
    X(LOAD_METHOD)                                                                                 \
    X(CALL_METHOD)                                                                                 \
    X(CALL_METHOD_KW)                                                                              \
    X(BINARY_OP)                                                                                   \
    X(UNARY_OP)                                                                                    \
    X(UNARY_NOT)                                                                                   \
    X(COMPARE_OP)                                                                                  \
    X(IS_OP)                                                                                       \
    X(CONTAINS_OP)                                                                                 \
    X(BINARY_SUBSCR)                                                                               \
    X(STORE_SUBSCR)                                                                                \
    X(DELETE_SUBSCR)                                                                               \
    X(BUILD_SLICE)                                                                                 \
    X(BUILD_TUPLE)                                                                                 \
    X(BUILD_LIST)                                                                                  \
    X(BUILD_SET)                                                                                   \
    X(BUILD_MAP)                                                                                   \
    X(BUILD_CONST_KEY_MAP)                                                                         \
    X(LIST_APPEND)                                                                                 \
    X(SET_ADD)                                                                                     \
    X(MAP_ADD)                                                                                     \
    X(LIST_EXTEND)                                                                                 \
    X(SET_UPDATE)                                                                                  \
    X(DICT_UPDATE)                                                                                 \
    X(DICT_MERGE)                                                                                  \
    X(LIST_TO_TUPLE)                                                                               \
    X(BUILD_STRING)                                                                                \
    X(FORMAT_VALUE)                                                                                \
    X(UNPACK_SEQUENCE)                                                                             \
    X(UNPACK_EX)                                                                                   \
    X(JUMP)                                                                                        \
    X(POP_JUMP_IF_FALSE)                                                                           \
    X(POP_JUMP_IF_TRUE)                                                                            \
    X(JUMP_IF_FALSE_OR_POP)                                                                        \
    X(JUMP_IF_TRUE_OR_POP)                                                                         \
    X(POP_JUMP_IF_NONE)                                                                            \
    X(POP_JUMP_IF_NOT_NONE)                                                                        \
    X(GET_ITER)                                                                                    \
    X(FOR_ITER)                                                                                    \
    X(CALL)                                                                                        \
    X(CALL_KW)                                                                                     \
    X(CALL_EX)                                                                                     \
    X(MAKE_FUNCTION)                                                                               \
    X(LOAD_BUILD_CLASS)                                                                            \
    X(RETURN_VALUE)                                                                                \
    X(YIELD_VALUE)                                                                                 \
    X(GET_YIELD_FROM_ITER)                                                                         \
    X(YIELD_FROM)                                                                                  \
    X(GET_AWAITABLE)                                                                               \
    X(SETUP_FINALLY)                                                                               \
    X(SETUP_CLEANUP)                                                                               \
    X(POP_BLOCK)                                                                                   \
    X(PUSH_EXC_INFO)                                                                               \
    X(POP_EXCEPT)                                                                                  \
    X(POP_EXCEPT_RERAISE)                                                                          \
    X(RERAISE)                                                                                     \
    X(RAISE_VARARGS)                                                                               \
    X(CHECK_EXC_MATCH)                                                                             \
    X(CHECK_EG_MATCH)                                                                              \
    X(BEFORE_WITH)                                                                                 \
    X(WITH_EXCEPT)                                                                                 \
    X(IMPORT_NAME)                                                                                 \
    X(IMPORT_FROM)                                                                                 \
    X(IMPORT_STAR)                                                                                 \
    X(LOAD_ASSERTION_ERROR)                                                                        \
    X(MATCH_CLASS)                                                                                 \
    X(MATCH_MAPPING)                                                                               \
    X(MATCH_SEQUENCE)                                                                              \
    X(MATCH_KEYS)                                                                                  \
    X(GET_LEN)                                                                                     \
    X(COPY_DICT_WITHOUT_KEYS)                                                                      \
    X(SETUP_ANNOTATIONS)                                                                           \
    X(RETURN_GENERATOR)                                                                            \
    X(PRINT_EXPR)                                                                                  \
    X(COPY)                                                                                        \
    X(SWAP)                                                                                        \
    X(LOAD_LOCALS_DICT)                                                                            \
    X(FOR_RANGE)                                                                                   \
    X(EXC_STOPITER_CHECK)                                                                          \
    X(GET_AITER)                                                                                   \
    X(GET_ANEXT)                                                                                   \
    X(END_ASYNC_FOR)

#define MT_OPC_ENUM(n) MT_OPC_##n,
enum { MT_OPCODES(MT_OPC_ENUM) MT_OPC__COUNT };
#undef MT_OPC_ENUM

/* MAKE_FUNCTION flags. */
#define MT_MF_DEFAULTS    1
#define MT_MF_KWDEFAULTS  2
#define MT_MF_ANNOTATIONS 4
#define MT_MF_CLOSURE     8

/* LIST_EXTEND flag: the list is f(*v)'s only positional part (errors name the callee). */
#define MT_EXTEND_CALL_STAR 0x10000

/* Code flags. */
#define MT_CO_VARARGS   1
#define MT_CO_VARKW     2
#define MT_CO_GENERATOR 4
#define MT_CO_COROUTINE 8
#define MT_CO_CLASSBODY 16
#define MT_CO_MODULE    32
#define MT_CO_CLASSCELL 64 // class body: returns its __class__ cell

/* Inline cache for global and attribute lookups. */
typedef struct mt_icache {
    uint64_t ver;      // dict kver, or type epoch
    const void *key;   // the dict or type the entry is valid for
    int64_t idx;       // dict entry index; -1: a builtin
    mt_obj *val;       // borrowed: the builtin, or the attribute found
    mt_attr_kind kind; // attribute caches
    const mt_method *m;
} mt_icache;

typedef struct mt_code {
    mt_obj ob;
    uint32_t *code;
    int32_t *lines; // line per instruction
    size_t ncode;
    mt_obj **consts;
    size_t nconsts;
    mt_obj **names; // str
    size_t nnames;
    mt_obj **localnames; // locals, then cells, then frees
    int nlocals, ncells, nfree;
    int *cell2arg; // for each cell: the argument index it copies, or -1
    int argcount, posonly, kwonly;
    int flags;
    int stacksize;
    int firstline;
    mt_obj *name, *qualname, *filename;
    mt_icache *cache; // one per instruction
} mt_code;

typedef struct mt_func {
    mt_obj ob;
    mt_code *code;
    mt_obj *globals;
    mt_obj *defaults;   // tuple or NULL
    mt_obj *kwdefaults; // dict or NULL
    mt_obj *closure;    // tuple of cells or NULL
    mt_obj *name, *qualname, *doc, *dict, *module, *annotations;
} mt_func;

#define MT_MAX_BLOCKS 24

typedef struct mt_block {
    int handler;
    int level;
} mt_block;

struct mt_frame {
    mt_code *code;
    mt_func *func;
    mt_obj *globals;
    mt_obj *locals; // class body / exec namespace, or NULL
    mt_obj **fast;  // nlocals + ncells + nfree
    mt_obj **stack;
    mt_obj **sp;
    uint32_t ip;
    int nblocks;
    mt_block blocks[MT_MAX_BLOCKS];
    mt_frame *back;
    int line;    // line of the instruction that raised
    int heap;    // fast/stack belong to a generator
    int yielded; // set when the frame suspends: 1 by YIELD_VALUE, 2 by YIELD_FROM
    int errline;
    mt_obj *gen;
#ifdef CM_DEBUG
    uint32_t debug_ip; // debug builds: the instruction about to run (for mt_alloc's record)
#endif
};

typedef struct mt_gen {
    mt_obj ob;
    mt_frame frame;
    mt_obj **mem; // the frame's locals and stack (cm_alloc'd)
    mt_obj *name, *qualname;
    int running;
    int finished;
    int started;
    int closed;        // async generator: finished or closed; athrow/aclose end at once
    int running_async; // async generator: an asend/athrow is in progress
    int hooked;        // async generator: asyncio's first-iteration hook has seen it
    mt_obj *yf;        // the iterator delegated to by yield from
} mt_gen;

/* Compile-time and run-time entry points. */
mt_obj *mt_func_new(mt_state *st, mt_code *code, mt_obj *globals, mt_obj *qualname);
/* Call a Python function (vector call). */
mt_obj *mt_func_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw);
/* Run a code object with the given globals and locals (module or exec). */
mt_obj *mt_vm_run_code(mt_state *st, mt_code *code, mt_obj *globals, mt_obj *locals);
/* Resume a generator: send value v (borrowed; NULL: throw the pending exception). Returns
 * the yielded value, or NULL: finished (no exception) or raised. *done set to 1 when the
 * generator returned; then *retval (new ref) holds the return value. */
mt_obj *mt_gen_resume(mt_state *st, mt_obj *gen, mt_obj *v, mt_obj **retval);
mt_obj *mt_gen_send(mt_state *st, mt_obj *gen, mt_obj *v);
/* Import a module by name (new ref). */
mt_obj *mt_import(mt_state *st, mt_obj *name);
/* Lookup a builtin by name (borrowed; NULL if none). */
mt_obj *mt_builtin_lookup(mt_obj *name);
mt_obj *mt_builtin_lookup_c(const char *name);
/* The builtin `name` as code running with `globals` sees it (borrowed; NULL when there is
 * none, with an exception pending only when a lookup raised): the dict or module in
 * globals['__builtins__'] when that is not the builtins module, else the builtins table and
 * then the builtins module's namespace. *shared is set to 1 when the value came from the
 * table (the same for every globals dict, so a cache may keep it). */
mt_obj *mt_builtin_lookup_in(mt_state *st, mt_obj *globals, mt_obj *name, int *shared);
/* Run a str of source as exec/eval. */
mt_obj *mt_exec_source(mt_state *st, mt_obj *src, mt_obj *globals, mt_obj *locals, int mode,
                       const char *filename);
mt_obj *mt_super_new(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw);
/* Run a class body function with ns as its namespace; returns its result (the __class__
 * cell or None). */
mt_obj *mt_vm_call_classbody(mt_state *st, mt_obj *func, mt_obj *ns);
/* Throw the pending exception into a generator; returns the next yielded value or NULL. */
mt_obj *mt_gen_throw_pending(mt_state *st, mt_obj *gen);

/* Async generators (`yield` in `async def`) and the awaitables their __anext__, asend,
 * athrow and aclose return. */
extern const mt_type mt_type_async_generator, mt_type_agen_asend, mt_type_agen_athrow,
    mt_type_anext_awaitable;
/* Step an asend/athrow awaitable (borrowed) the way mt_gen_resume steps a generator: send v
 * (borrowed; NULL: throw the pending exception). Returns the value to pass up to the event
 * loop, or NULL: done (no exception; *retval holds the result, new ref) or raised. */
mt_obj *mt_agen_op_resume(mt_state *st, mt_obj *op, mt_obj *v, mt_obj **retval);
/* The builtins aiter(obj) and anext(aiter[, default]) (cfunc objects, immortal). */
extern const mt_cfunc_obj mt_vm_aiter_obj, mt_vm_anext_obj;

/* Shared by the evaluation loop (vm.c), function objects (obj_func.c) and generators
 * (obj_gen.c); not for use elsewhere. */

/* Run frame f until it returns, raises or (a generator's frame) yields; throwing: raise
 * the pending exception at the frame's current instruction first. Returns a new reference,
 * or NULL with an exception pending (or, when f->yielded is set, the yielded value). */
mt_obj *mt_vm_run_frame(mt_state *st, mt_frame *f, int throwing);
/* Bind a vector call's arguments (borrowed) into fast[0..nlocals), which starts all NULL:
 * 0, or -1 with the CPython-worded TypeError raised (fast keeps what was bound). */
int mt_vm_bind_args(mt_state *st, mt_func *func, mt_obj **fast, size_t n, mt_obj *const *args,
                    mt_obj *kw);
/* Make the cells of fast (new cells, and the closure's for free names): 0 or -1. */
int mt_vm_init_cells(mt_state *st, mt_func *func, mt_obj **fast);
/* Count one Python-level call against the depth limit: 0, or -1 with RecursionError. */
int mt_vm_enter_call(mt_state *st);
/* Call a generator or coroutine function: a new generator object owning a heap frame
 * with the arguments bound (new reference), or NULL with an exception pending. */
mt_obj *mt_gen_new(mt_state *st, mt_func *func, size_t n, mt_obj *const *args, mt_obj *kw);
/* Step the iterator that an await or a yield from delegates to: send v (borrowed; NULL:
 * throw the pending exception into it). Returns the value it yields, or NULL: finished (no
 * exception; *ret holds its result, new ref, or NULL for None) or raised. */
mt_obj *mt_gen_await_step(mt_state *st, mt_obj *it, mt_obj *v, mt_obj **ret);
/* The iterator `async for` (stmt) or aiter() (!stmt) gets from o (new ref), or NULL. */
mt_obj *mt_gen_get_aiter(mt_state *st, mt_obj *o, int stmt);
/* What `async for` awaits for the next item of it (new ref), or NULL. */
mt_obj *mt_gen_get_anext(mt_state *st, mt_obj *it);

#endif
