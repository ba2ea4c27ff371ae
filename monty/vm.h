/* The bytecode virtual machine: opcodes, code objects, functions, frames, generators. */
#ifndef MONTY_VM_H
#define MONTY_VM_H

#include "monty/obj.h"

/* Instruction word: opcode in the low 8 bits, argument in the upper 24. */
#define MT_OP(w)  ((w)&0xff)
#define MT_ARG(w) ((w) >> 8)

/* The opcode table, the one place that lists every opcode with its fixed stack effect:
 * X(NAME, pops, pushes) counts the values an instruction takes off the top of the stack and
 * the values it leaves there (values it reads below the top and leaves alone count in
 * neither). MT_OPC_VAR marks an effect that depends on the argument or on whether a jump is
 * taken; the compiler's stack_effect() (monty/emit.c) computes those. The enum below
 * numbers the opcodes in this order and run_frame's label table follows it. Only the
 * compiler (monty/compile.c, through mt_emit() of monty/emit.c) writes instructions. */
#define MT_OPC_VAR (-1)
#define MT_OPCODES(X)                                                                              \
    /* the stack itself */                                                                         \
    X(POP_TOP, 1, 0)                                                                               \
    X(ROT_TWO, 2, 2)                                                                               \
    X(ROT_THREE, 3, 3)                                                                             \
    X(DUP_TOP, 1, 2)                                                                               \
    X(DUP_TOP_TWO, 2, 4)                                                                           \
    /* constants, locals, cells, globals and names */                                              \
    X(LOAD_CONST, 0, 1)                                                                            \
    X(LOAD_FAST, 0, 1)                                                                             \
    X(STORE_FAST, 1, 0)                                                                            \
    X(DELETE_FAST, 0, 0)                                                                           \
    X(LOAD_DEREF, 0, 1)                                                                            \
    X(STORE_DEREF, 1, 0)                                                                           \
    X(DELETE_DEREF, 0, 0)                                                                          \
    X(LOAD_CLOSURE, 0, 1)                                                                          \
    X(LOAD_CLASSDEREF, 0, 1)                                                                       \
    X(LOAD_GLOBAL, 0, 1)                                                                           \
    X(STORE_GLOBAL, 1, 0)                                                                          \
    X(DELETE_GLOBAL, 0, 0)                                                                         \
    X(LOAD_NAME, 0, 1)                                                                             \
    X(STORE_NAME, 1, 0)                                                                            \
    X(DELETE_NAME, 0, 0)                                                                           \
    /* attributes and method calls */                                                              \
    X(LOAD_ATTR, 1, 1)                                                                             \
    X(STORE_ATTR, 2, 0)                                                                            \
    X(DELETE_ATTR, 1, 0)                                                                           \
    X(LOAD_METHOD, 1, 2)                                                                           \
    X(CALL_METHOD, MT_OPC_VAR, 1)                                                                  \
    X(CALL_METHOD_KW, MT_OPC_VAR, 1)                                                               \
    /* operators and subscripts */                                                                 \
    X(BINARY_OP, 2, 1)                                                                             \
    X(UNARY_OP, 1, 1)                                                                              \
    X(UNARY_NOT, 1, 1)                                                                             \
    X(COMPARE_OP, 2, 1)                                                                            \
    X(IS_OP, 2, 1)                                                                                 \
    X(CONTAINS_OP, 2, 1)                                                                           \
    X(BINARY_SUBSCR, 2, 1)                                                                         \
    X(STORE_SUBSCR, 3, 0)                                                                          \
    X(DELETE_SUBSCR, 2, 0)                                                                         \
    /* building containers and strings; unpacking */                                               \
    X(BUILD_SLICE, MT_OPC_VAR, 1)                                                                  \
    X(BUILD_TUPLE, MT_OPC_VAR, 1)                                                                  \
    X(BUILD_LIST, MT_OPC_VAR, 1)                                                                   \
    X(BUILD_SET, MT_OPC_VAR, 1)                                                                    \
    X(BUILD_MAP, MT_OPC_VAR, 1)                                                                    \
    X(LIST_APPEND, 1, 0)                                                                           \
    X(SET_ADD, 1, 0)                                                                               \
    X(MAP_ADD, 2, 0)                                                                               \
    X(LIST_EXTEND, 1, 0)                                                                           \
    X(SET_UPDATE, 1, 0)                                                                            \
    X(DICT_UPDATE, 1, 0)                                                                           \
    X(DICT_MERGE, 1, 0)                                                                            \
    X(LIST_TO_TUPLE, 1, 1)                                                                         \
    X(BUILD_STRING, MT_OPC_VAR, 1)                                                                 \
    X(FORMAT_VALUE, MT_OPC_VAR, 1)                                                                 \
    X(UNPACK_SEQUENCE, 1, MT_OPC_VAR)                                                              \
    X(UNPACK_EX, 1, MT_OPC_VAR)                                                                    \
    /* jumps and loops */                                                                          \
    X(JUMP, 0, 0)                                                                                  \
    X(POP_JUMP_IF_FALSE, 1, 0)                                                                     \
    X(POP_JUMP_IF_TRUE, 1, 0)                                                                      \
    X(JUMP_IF_FALSE_OR_POP, 1, MT_OPC_VAR)                                                         \
    X(JUMP_IF_TRUE_OR_POP, 1, MT_OPC_VAR)                                                          \
    X(POP_JUMP_IF_NONE, 1, 0)                                                                      \
    X(GET_ITER, 1, 1)                                                                              \
    X(FOR_ITER, MT_OPC_VAR, MT_OPC_VAR)                                                            \
    /* calls, functions and classes */                                                             \
    X(CALL, MT_OPC_VAR, 1)                                                                         \
    X(CALL_KW, MT_OPC_VAR, 1)                                                                      \
    X(CALL_EX, MT_OPC_VAR, 1)                                                                      \
    X(MAKE_FUNCTION, MT_OPC_VAR, 1)                                                                \
    X(LOAD_BUILD_CLASS, 0, 1)                                                                      \
    X(RETURN_VALUE, 1, 0)                                                                          \
    /* generators and coroutines */                                                                \
    X(YIELD_VALUE, 1, 1)                                                                           \
    X(GET_YIELD_FROM_ITER, 1, 1)                                                                   \
    X(YIELD_FROM, 1, 0)                                                                            \
    X(GET_AWAITABLE, 1, 1)                                                                         \
    /* exception blocks, raise, with */                                                            \
    X(SETUP_FINALLY, 0, MT_OPC_VAR)                                                                \
    X(SETUP_CLEANUP, 0, 0)                                                                         \
    X(POP_BLOCK, 0, 0)                                                                             \
    X(PUSH_EXC_INFO, 1, 2)                                                                         \
    X(POP_EXCEPT, 1, 0)                                                                            \
    X(POP_EXCEPT_RERAISE, 2, 0)                                                                    \
    X(RERAISE, 1, 0)                                                                               \
    X(RAISE_VARARGS, MT_OPC_VAR, 0)                                                                \
    X(CHECK_EXC_MATCH, 1, 1)                                                                       \
    X(CHECK_EG_MATCH, 1, 1)                                                                        \
    X(BEFORE_WITH, 1, 2)                                                                           \
    X(WITH_EXCEPT, 0, 1)                                                                           \
    /* imports */                                                                                  \
    X(IMPORT_NAME, 1, 1)                                                                           \
    X(IMPORT_FROM, 0, 1)                                                                           \
    X(IMPORT_STAR, 1, 0)                                                                           \
    X(LOAD_ASSERTION_ERROR, 0, 1)                                                                  \
    /* match statements */                                                                         \
    X(MATCH_CLASS, 3, 1)                                                                           \
    X(MATCH_MAPPING, 0, 1)                                                                         \
    X(MATCH_SEQUENCE, 0, 1)                                                                        \
    X(MATCH_KEYS, 0, 1)                                                                            \
    X(GET_LEN, 0, 1)                                                                               \
    X(COPY_DICT_WITHOUT_KEYS, 1, 1)                                                                \
    X(SETUP_ANNOTATIONS, 0, 0)                                                                     \
    /* async iteration */                                                                          \
    X(GET_AITER, 1, 1)                                                                             \
    X(GET_ANEXT, 0, 1)                                                                             \
    X(END_ASYNC_FOR, 2, 0)                                                                         \
    X(PREP_RERAISE_STAR, 2, 1)

#define MT_OPC_ENUM(n, pops, pushes) MT_OPC_##n,
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
// a frozen module's code (monty/frozen.c): an immortal object shared by every interpreter,
// made once per process over the static tables and never written; its caches are each
// interpreter's own (st->fz_cache[fz_index], vm.c)
#define MT_CO_FROZEN 128

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
    mt_icache *cache; // one per instruction; NULL until the code first runs (vm.c)
    // MT_CO_FROZEN: its number in the frozen tables, where this interpreter keeps its caches
    // (st->fz_cache; cache stays NULL: the object is shared by every interpreter)
    uint32_t fz_index;
} mt_code;

/* Drop the references the inline caches `cache` of code object co own (obj_func.c). */
void mt_code_cache_drop(const mt_code *co, mt_icache *cache);

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
    int closed;         // async generator: finished or closed; athrow/aclose end at once
    int running_async;  // async generator: an asend/athrow is in progress
    int hooked;         // async generator: asyncio's first-iteration hook has seen it
    mt_obj *yf;         // the iterator delegated to by yield from
    int finalized;      // its close() was queued once when it died (never twice)
    mt_obj *close_next; // the next on st->closes
    mt_state *st;       // whose queue takes it when it dies suspended
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
/* Build the builtins' lookup index: once per process, from monty_new. */
void mt_builtins_index_init(void);
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
/* LOAD_METHOD on super object o: when name resolves to a Python function and o has an
 * instance, the function (new ref) and *self the instance (new ref), so that the call
 * builds no bound method; else NULL and *self NULL (with an exception if one was raised). */
mt_obj *mt_super_method(mt_state *st, mt_obj *o, mt_obj *name, mt_obj **self);
/* The new instance self once its __init__ returned r (new ref or NULL): self, or NULL
 * with self dropped when r is NULL or (TypeError) not None. */
mt_obj *mt_type_init_result(mt_state *st, mt_obj *self, mt_obj *r);
/* Run a class body function with ns as its namespace; returns its result (the __class__
 * cell or None). */
mt_obj *mt_vm_call_classbody(mt_state *st, mt_obj *func, mt_obj *ns);
/* Throw the pending exception into a generator; returns the next yielded value or NULL. */
mt_obj *mt_gen_throw_pending(mt_state *st, mt_obj *gen);

/* Closing generators that die suspended, as CPython's finalizer does: mt_dealloc cannot run
 * Python code (its callers hold borrowed pointers), so it asks mt_gen_finalize first, which
 * queues a generator suspended inside a try or with on st->closes (resurrected: the queue
 * owns it) and returns 1; 0 lets the object be freed. mt_gen_run_closes, called by the
 * evaluation loop between instructions, closes the queued ones in order (GeneratorExit
 * thrown in at the yield; an error is reported as CPython's unraisable, through
 * sys.unraisablehook) and drops them; 0, or -1 with the run-ending exception once a limit
 * ended the run (the rest are dropped unclosed). mt_gen_close_all is the end of a script:
 * every generator still suspended is closed (the globals' in their order, then the rest in
 * the order they were made); 0 or -1 as above. */
int mt_gen_finalize(mt_obj *o);
int mt_gen_run_closes(mt_state *st);
int mt_gen_close_all(mt_state *st);
/* Drop the queue without running anything (the run is ending): every close is skipped. */
void mt_gen_closes_off(mt_state *st);

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
