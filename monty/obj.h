/* Monty's object model: the object header, type tables, the interpreter state and the
 * generic operations every part of the interpreter uses (the interface of obj.c and of
 * the obj_*.c type files).
 *
 * References follow CPython: a returned mt_obj * is a new reference, arguments are
 * borrowed, `_take` steals an argument and `_borrow` lends a result. Errors: NULL or -1
 * with an exception pending in st->exc. Small ints are tagged pointers (low bit 1):
 * never dereference an object without MT_TYPE(). */
#ifndef MONTY_OBJ_H
#define MONTY_OBJ_H

#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "common/attr.h"
#include "common/buf.h"
#include "monty/monty.h"

typedef struct mt_obj mt_obj;
typedef struct mt_type mt_type;
typedef struct monty_state mt_state;

/* Every heap object starts with this header; `next`/`prev` link it on st->objects. */
struct mt_obj {
    const mt_type *type;
    size_t refcnt;
    mt_obj *next;
    mt_obj *prev;
#ifdef CM_DEBUG
    // debug builds: where it was allocated, for monty_free's ownership check
    const char *alloc_file; // the C file of the mt_alloc call
    int alloc_line;         // its line
    int alloc_pyline;       // the script line running then, or 0
    int check_mark;         // monty_free's check: 1 once the object was cleared
#endif
};

#define MT_IMMORTAL ((size_t)1 << 60)
#ifdef CM_DEBUG
#define MT_STATIC_HEAD(tp)                                                                         \
    {                                                                                              \
        (tp), MT_IMMORTAL, NULL, NULL, NULL, 0, 0, 0                                               \
    }
#else
#define MT_STATIC_HEAD(tp)                                                                         \
    {                                                                                              \
        (tp), MT_IMMORTAL, NULL, NULL                                                              \
    }
#endif

/* ---- Tagged small ints ---- */
#define MT_SMALL_MIN     (-((int64_t)1 << 62))
#define MT_SMALL_MAX     (((int64_t)1 << 62) - 1)
#define MT_IS_SMALL(o)   (((uintptr_t)(o)) & 1)
#define MT_SMALL_VAL(o)  (((int64_t)(intptr_t)(o)) >> 1)
#define MT_FROM_SMALL(v) ((mt_obj *)(uintptr_t)((((uint64_t)(int64_t)(v)) << 1) | 1))
#define MT_FITS_SMALL(v) ((v) >= MT_SMALL_MIN && (v) <= MT_SMALL_MAX)

extern const mt_type mt_type_int;
#define MT_TYPE(o) (MT_IS_SMALL(o) ? &mt_type_int : (o)->type)

void mt_dealloc(mt_obj *o);

static inline void
mt_incref(mt_obj *o)
{
    if (!MT_IS_SMALL(o) && o->refcnt < MT_IMMORTAL) {
        o->refcnt++;
    }
}

static inline void
mt_decref(mt_obj *o)
{
    if (!MT_IS_SMALL(o) && o->refcnt < MT_IMMORTAL && --o->refcnt == 0) {
        mt_dealloc(o);
    }
}

#define MT_INCREF(o) mt_incref((mt_obj *)(o))
#define MT_DECREF(o) mt_decref((mt_obj *)(o))
#define MT_XINCREF(o)                                                                              \
    do {                                                                                           \
        if (o) {                                                                                   \
            MT_INCREF(o);                                                                          \
        }                                                                                          \
    } while (0)
#define MT_XDECREF(o)                                                                              \
    do {                                                                                           \
        if (o) {                                                                                   \
            MT_DECREF(o);                                                                          \
        }                                                                                          \
    } while (0)
#define MT_SETREF(dst, src)                                                                        \
    do {                                                                                           \
        mt_obj *mt_old_ = (mt_obj *)(dst);                                                         \
        (dst) = (src);                                                                             \
        MT_XDECREF(mt_old_);                                                                       \
    } while (0)
#define MT_CLEAR(dst)                                                                              \
    do {                                                                                           \
        mt_obj *mt_old_ = (mt_obj *)(dst);                                                         \
        (dst) = NULL;                                                                              \
        MT_XDECREF(mt_old_);                                                                       \
    } while (0)

/* ---- Function tables ---- */

/* A C function callable from Python: args[0..n) positional, then one value per name in
 * the kwnames tuple kw (NULL when there are none). Methods get self as args[0]. */
typedef mt_obj *(*mt_cfunc)(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw);

#define MT_ARGS(lo, hi) ((uint32_t)(lo) | ((uint32_t)(hi) << 8))
#define MT_VAR          0xff      // hi: no upper bound
#define MT_KW           0x10000u  // accepts keyword arguments (checks them itself)
#define MT_CLASSM       0x20000u  // a classmethod of a type: args[0] is the type
#define MT_STATICM      0x40000u  // a staticmethod of a type: no self
#define MT_NOSELF       0x80000u  // module function / builtin: no self
#define MT_ANYKW        0x100000u // with MT_KW: takes **kwargs (arity counted as positional)
// a wrong argument count in PyArg_ParseTuple's words: "name() takes at least N argument(s)
// (M given)" (str/bytes find, count, index, startswith, endswith and their r- forms)
#define MT_PTUPLE 0x200000u
// A function CPython writes in Python, its name spelled MT_PYNAME("name", "a,b"): the
// parameters' names follow the name's NUL, MT_ARGS' lo of them required and at most the
// last optional; "Class.name:a,b" names the class CPython defines it in for the errors. Keywords
// map to positions, a wrong call is worded as a Python function's (mt_args_parse_py), and fn gets
// positional arguments only.
#define MT_PYPARAMS             0x400000u
#define MT_PYNAME(name, params) name "\0" params

typedef struct mt_method {
    const char *name;
    mt_cfunc fn;
    uint32_t flags;
} mt_method;

typedef struct mt_getset {
    const char *name;
    mt_obj *(*get)(mt_state *st, mt_obj *self);
    int (*set)(mt_state *st, mt_obj *self, mt_obj *v); // v NULL: delete; NULL: read-only
} mt_getset;

/* Binary operators (the AST's mt_operator values) and the in-place flag. */
enum {
    MT_OP_ADD = 1,
    MT_OP_SUB,
    MT_OP_MUL,
    MT_OP_MATMUL,
    MT_OP_TRUEDIV,
    MT_OP_MOD,
    MT_OP_POW,
    MT_OP_LSHIFT,
    MT_OP_RSHIFT,
    MT_OP_OR,
    MT_OP_XOR,
    MT_OP_AND,
    MT_OP_FLOORDIV,
    MT_OP_COUNT
};
#define MT_OP_INPLACE 0x40

/* Rich comparisons. */
enum { MT_CMP_LT, MT_CMP_LE, MT_CMP_EQ, MT_CMP_NE, MT_CMP_GT, MT_CMP_GE };
/* Unary operators. */
enum { MT_UN_NEG, MT_UN_POS, MT_UN_INVERT };

/* Type flags. */
#define MT_TF_HEAP         1u   // a class made by a script
#define MT_TF_BASETYPE     2u   // may be subclassed
#define MT_TF_EXC          4u   // instances are mt_exc
#define MT_TF_ABSTRACT     8u   // cannot be instantiated directly
#define MT_TF_GETATTRIBUTE 16u  // a script class in the MRO defines __getattribute__
#define MT_TF_NODICT       32u  // heap type whose instances have no __dict__ (__slots__)
#define MT_TF_VARTAIL      64u  // heap type over tuple: __dict__ and slots follow the items
#define MT_TF_INPLACE      128u // static type whose binop does the MT_OP_INPLACE forms itself
#define MT_TF_REPEAT       256u // static sequence type whose binop repeats it by an int count
#define MT_TF_FINALIZE     512u // mt_dealloc asks mt_gen_finalize first (generators)
// instance attribute access must take mt_getattr/mt_setattr (no VM fast path)
#define MT_TF_SLOWATTR (MT_TF_GETATTRIBUTE | MT_TF_NODICT | MT_TF_VARTAIL)

struct mt_type {
    mt_obj ob;
    const char *name;
    size_t basicsize;
    unsigned flags;
    const mt_type *base;
    const mt_type *base2;       // a second static base (ExceptionGroup's Exception)
    size_t dictoffset;          // offset of the instance __dict__ pointer, 0 when none
    void (*clear)(mt_obj *o);   // drop the object's references and buffers (not o itself)
    void (*release)(mt_obj *o); // free the object's own buffers only (monty_free)
    mt_obj *(*repr)(mt_state *st, mt_obj *o);
    mt_obj *(*str)(mt_state *st, mt_obj *o);
    int64_t (*hash)(mt_state *st, mt_obj *o);
    mt_obj *(*richcmp)(mt_state *st, mt_obj *a, mt_obj *b, int op);
    mt_obj *(*binop)(mt_state *st, mt_obj *a, mt_obj *b, int op);
    mt_obj *(*unop)(mt_state *st, mt_obj *a, int op);
    int (*truth)(mt_state *st, mt_obj *o);
    mt_obj *(*call)(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw);
    mt_obj *(*iter)(mt_state *st, mt_obj *o);
    mt_obj *(*next)(mt_state *st, mt_obj *o); // NULL and no exception: exhausted
    mt_obj *(*getitem)(mt_state *st, mt_obj *o, mt_obj *key);
    int (*setitem)(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v); // v NULL: delete
    ssize_t (*len)(mt_state *st, mt_obj *o);
    int (*contains)(mt_state *st, mt_obj *o, mt_obj *v);
    mt_obj *(*getattr)(mt_state *st, mt_obj *o, mt_obj *name);
    int (*setattr)(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *v); // v NULL: delete
    mt_obj *(*descr_get)(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type);
    int (*descr_set)(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *v);
    mt_obj *(*tp_new)(mt_state *st, const mt_type *t, size_t n, mt_obj *const *args, mt_obj *kw);
    int (*tp_init)(mt_state *st, mt_obj *self, size_t n, mt_obj *const *args, mt_obj *kw);
    const mt_method *methods;
    const mt_getset *getsets;
    // Heap types only (NULL in the static tables):
    mt_obj *dict;         // the class namespace
    mt_obj *mro;          // tuple of types
    mt_obj *bases;        // tuple of types
    mt_obj *name_obj;     // str
    mt_obj *tp_name_obj;  // str behind name when it is CPython's "module.name" (else NULL)
    mt_obj *qualname;     // str
    const mt_type *solid; // nearest static type in the MRO
    // heap types: a small cache of dunder lookups, valid while *epoch_src == dc_epoch
    const uint64_t *epoch_src;
    uint64_t dc_epoch;
    mt_obj *dc_key[8];
    mt_obj *dc_val[8];
    unsigned dc_next;
};

/* ---- Core object layouts ---- */

typedef struct mt_bigint {
    mt_obj ob;
    void *z; // mpz_t (cm_alloc'd __mpz_struct)
} mt_bigint;

typedef struct mt_float {
    mt_obj ob;
    double v;
} mt_float;

typedef struct mt_complex {
    mt_obj ob;
    double re, im;
} mt_complex;

typedef struct mt_str {
    mt_obj ob;
    size_t len;       // bytes (UTF-8)
    size_t nchars;    // code points
    int64_t hash;     // -1: not yet computed
    const char *data; // NUL-terminated
} mt_str;

typedef struct mt_bytes {
    mt_obj ob;
    size_t len;
    size_t cap; // bytearray only
    int64_t hash;
    char *data;
} mt_bytes;

typedef struct mt_tuple {
    mt_obj ob;
    size_t n;
    mt_obj *items[];
} mt_tuple;

typedef struct mt_list {
    mt_obj ob;
    size_t n, cap;
    mt_obj **items;
} mt_list;

typedef struct mt_dict_entry {
    int64_t hash;
    mt_obj *key; // NULL: deleted
    mt_obj *value;
} mt_dict_entry;

// The small tables a dict holds in itself: an index of 8 slots, 8 * 2 / 3 keys.
enum { MT_DICT_SMALL_SLOTS = 8, MT_DICT_SMALL_KEYS = 5 };

typedef struct mt_dict {
    mt_obj ob;
    mt_dict_entry *entries;
    size_t nentries; // used slots of entries (including deleted)
    size_t used;     // live items
    size_t cap;      // capacity of entries
    int32_t *index;  // hash table of entry indices, -1 empty, -2 dummy
    size_t mask;
    uint64_t kver; // bumped whenever a key is added or removed
    // the tables of a dict of up to five keys (an instance's attributes): in the object's
    // own allocation, not two more
    int32_t small_index[MT_DICT_SMALL_SLOTS];
    mt_dict_entry small_entries[MT_DICT_SMALL_KEYS];
} mt_dict;

typedef struct mt_set_entry {
    int64_t hash;
    mt_obj *key; // NULL: empty; &mt_set_dummy: deleted
} mt_set_entry;

typedef struct mt_set {
    mt_obj ob;
    mt_set_entry *table;
    size_t mask, fill, used;
    int64_t hash; // frozenset
    uint64_t ver; // bumped by every change to the table: a probe restarts after a callback
    mt_set_entry small[8];
} mt_set;

typedef struct mt_cell {
    mt_obj ob;
    mt_obj *v;
} mt_cell;

typedef struct mt_slice {
    mt_obj ob;
    mt_obj *start, *stop, *step;
} mt_slice;

typedef struct mt_range {
    mt_obj ob;
    int64_t start, stop, step, len;
    mt_obj *big; // NULL, or (start, stop, step, len) as ints when a bound leaves +-2**61
} mt_range;

typedef struct mt_module {
    mt_obj ob;
    mt_obj *dict;
    mt_obj *name;
} mt_module;

/* A builtin function or a method of a static type, possibly bound to self. */
typedef struct mt_cfunc_obj {
    mt_obj ob;
    const mt_method *m;
    mt_obj *self;         // bound self (or module), or NULL
    const mt_type *owner; // the type the method belongs to (unbound descriptor)
    const char *modname;  // a module function's module (its __module__), or NULL
} mt_cfunc_obj;

typedef struct mt_boundmeth {
    mt_obj ob;
    mt_obj *func;
    mt_obj *self;
} mt_boundmeth;

typedef struct mt_instance {
    mt_obj ob;
    mt_obj *dict;
} mt_instance;

typedef struct mt_tb_entry {
    mt_obj *code; // mt_code
    int line;
} mt_tb_entry;

typedef struct mt_exc {
    mt_obj ob;
    mt_obj *dict;
    mt_obj *args; // tuple
    mt_obj *cause, *context;
    mt_obj *notes;
    int suppress_context;
    int fatal;
    int interrupted; // 1: delivered by monty_keyboard_interrupt (uncaught: status 130)
    mt_tb_entry *tb;
    size_t ntb, captb;
} mt_exc;

/* ---- The interpreter state ---- */

typedef struct mt_frame mt_frame;

#define MT_FZ_PAGE 64 // st->fz_cache's second level

typedef enum { MT_ATTR_NONE, MT_ATTR_OBJ, MT_ATTR_METHOD, MT_ATTR_GETSET } mt_attr_kind;

/* Inline cache for global and attribute lookups (vm.c): one per instruction of a code object. */
typedef struct mt_icache {
    uint64_t ver;    // dict kver, or type epoch
    const void *key; // the dict or type the entry is valid for
    union {
        int64_t idx;      // LOAD_GLOBAL: dict entry index; -1: a builtin
        const void *key2; // LOAD_ATTR, STORE_ATTR: a second type, of the same epoch
    };
    // borrowed: the builtin (LOAD_GLOBAL); owned: LOAD_METHOD's function, the key object an
    // instance dict held for the name (LOAD_ATTR, STORE_ATTR), CALL's class's __init__
    mt_obj *val;
    mt_attr_kind kind;  // attribute caches: what the class holds for key
    mt_attr_kind kind2; // ... and for key2
    union {
        const mt_method *m; // LOAD_METHOD on a static type (kind MT_ATTR_METHOD)
        mt_obj *val2;       // LOAD_METHOD on script classes: the function for key2, owned
        size_t hint;        // LOAD_ATTR, STORE_ATTR: the entry index where val was last found
    };
} mt_icache;

struct monty_state {
    monty_host host;
    monty_limits limits;
    mt_obj objects;  // sentinel of the list of every heap object
    mt_obj *exc;     // the pending exception, owned
    mt_obj *handled; // the exception being handled (sys.exc_info()), owned or NULL
    mt_frame *frame;
    int depth;
    int recursion_limit; // what sys.setrecursionlimit was given (0: never called)
    mt_obj **stack;      // the value stack for frames of ordinary calls
    size_t stack_size;
    mt_obj **stack_top;
    mt_obj *modules; // dict: name -> module
    mt_obj *main_dict;
    mt_obj *builtins_mod;
    uint64_t type_epoch; // bumped when any class attribute changes
    // LOAD_GLOBAL's cache entry in code that has none (vm.c icache_scratch); holds no reference
    mt_icache icache_scratch;
    uint64_t dict_serial; // the last serial vm.c's dict_cache_version gave a globals dict
    // MT_INTR_* bits: set by a signal handler or another thread, read at every tick
    atomic_int interrupt;
    int exiting;     // sys.exit was raised fatally
    double deadline; // monotonic time after which the run aborts (0: none)
    unsigned tick;
    mt_obj *memerr; // preallocated MemoryError instance
    size_t nfiles;  // file objects alive (obj_file.c): mt_file_flush_all walks only then
    const char *filename;
    mt_obj *filename_obj;
    mt_obj *stdout_obj, *stderr_obj;
    mt_obj *kw_interned; // dict of interned identifier strings
    uint64_t rand_state[4];
    mt_obj **repr_active; // containers being repr'd (mt_repr_enter's self-reference guard)
    size_t nrepr, caprepr;
    mt_obj *method_descrs; // dict: a static method entry's address -> its unbound method
    // sys.set_int_max_str_digits: 0 until set (CPython's default 4300), then the value + 1
    // (so 1 is "no limit")
    size_t int_max_str_digits;
    // the inline caches of frozen code objects (shared by every interpreter) in this one, by
    // their number i in the frozen tables: fz_cache[i / MT_FZ_PAGE][i % MT_FZ_PAGE], each
    // level NULL until an entry there is made (monty/frozen.c)
    mt_icache ***fz_cache;
    struct mt_fz_caches *fz_caches; // the same caches as a list, for monty_free
    // generators dropped while suspended in a try or with, each owning one reference: their
    // close() runs at the evaluation loop's next safe point (obj_gen.c mt_gen_run_closes)
    mt_obj *closes, *closes_tail;
    int closes_off; // the run is ending for a limit, or is over: no close runs any more
    int gens_made;  // a generator was made: the script's end looks for suspended ones
#ifdef CM_DEBUG
    char debug_filename[80]; // the last script's name, for monty_free's ownership report
#endif
};

/* ---- Static singletons ---- */

extern const mt_type mt_type_object, mt_type_type, mt_type_none, mt_type_bool, mt_type_float,
    mt_type_complex, mt_type_str, mt_type_bytes, mt_type_bytearray, mt_type_tuple, mt_type_list,
    mt_type_dict, mt_type_set, mt_type_frozenset, mt_type_cell, mt_type_slice, mt_type_range,
    mt_type_module, mt_type_cfunc, mt_type_boundmeth, mt_type_function, mt_type_code,
    mt_type_notimpl, mt_type_ellipsis, mt_type_property, mt_type_staticmethod, mt_type_classmethod,
    mt_type_super, mt_type_generator, mt_type_coroutine, mt_type_enumerate, mt_type_zip,
    mt_type_map, mt_type_filter, mt_type_reversed, mt_type_seqiter, mt_type_dict_keys,
    mt_type_dict_values, mt_type_dict_items, mt_type_dictiter, mt_type_setiter, mt_type_rangeiter,
    mt_type_listiter, mt_type_tupleiter, mt_type_striter, mt_type_calliter, mt_type_slotwrapper,
    mt_type_genericalias, mt_type_listreviter, mt_type_union, mt_type_mappingproxy,
    mt_type_method_descr, mt_type_methwrapper, mt_type_classmdescr;

/* A builtin function or method object of any of the cfunc types (mt_cfunc_obj). */
static inline int
mt_is_cfunc(const mt_obj *o)
{
    const mt_type *t = MT_TYPE(o);
    return t == &mt_type_cfunc || t == &mt_type_method_descr || t == &mt_type_slotwrapper ||
           t == &mt_type_methwrapper || t == &mt_type_classmdescr;
}
/* obj_dict.c: a read-only mappingproxy over mapping (new ref; a class's __dict__). */
mt_obj *mt_mappingproxy_new(mt_state *st, mt_obj *mapping);
/* obj_descr.c: property.__set_name__(prop, owner, name) for an exact property prop. */
void mt_property_set_name(mt_obj *prop, mt_obj *name);
/* obj_misc.c: a | b for types, None, generic aliases and unions: a types.UnionType (new
 * ref), the one type when both sides name it, or MT_NOTIMPL for other operands. */
mt_obj *mt_union_or(mt_state *st, mt_obj *a, mt_obj *b);

extern const mt_obj mt_none_obj, mt_notimpl_obj, mt_ellipsis_obj;
typedef struct mt_boolobj {
    mt_obj ob;
    int v;
} mt_boolobj;
extern const mt_boolobj mt_true_obj, mt_false_obj;

#define MT_NONE     ((mt_obj *)&mt_none_obj)
#define MT_TRUE     ((mt_obj *)&mt_true_obj)
#define MT_FALSE    ((mt_obj *)&mt_false_obj)
#define MT_NOTIMPL  ((mt_obj *)&mt_notimpl_obj)
#define MT_ELLIPSIS ((mt_obj *)&mt_ellipsis_obj)
#define MT_BOOL(b)  ((b) ? MT_TRUE : MT_FALSE)

/* ---- Exceptions: static types, declared by an X-macro (name, base). ---- */
#define MT_EXC_LIST(X)                                                                             \
    X(BaseException, object)                                                                       \
    X(BaseExceptionGroup, BaseException)                                                           \
    X(GeneratorExit, BaseException)                                                                \
    X(KeyboardInterrupt, BaseException)                                                            \
    X(SystemExit, BaseException)                                                                   \
    X(Exception, BaseException)                                                                    \
    X(ArithmeticError, Exception)                                                                  \
    X(FloatingPointError, ArithmeticError)                                                         \
    X(OverflowError, ArithmeticError)                                                              \
    X(ZeroDivisionError, ArithmeticError)                                                          \
    X(AssertionError, Exception)                                                                   \
    X(AttributeError, Exception)                                                                   \
    X(BufferError, Exception)                                                                      \
    X(EOFError, Exception)                                                                         \
    X(ExceptionGroup, BaseExceptionGroup)                                                          \
    X(ImportError, Exception)                                                                      \
    X(ModuleNotFoundError, ImportError)                                                            \
    X(LookupError, Exception)                                                                      \
    X(IndexError, LookupError)                                                                     \
    X(KeyError, LookupError)                                                                       \
    X(MemoryError, Exception)                                                                      \
    X(NameError, Exception)                                                                        \
    X(UnboundLocalError, NameError)                                                                \
    X(OSError, Exception)                                                                          \
    X(BlockingIOError, OSError)                                                                    \
    X(ChildProcessError, OSError)                                                                  \
    X(ConnectionError, OSError)                                                                    \
    X(BrokenPipeError, ConnectionError)                                                            \
    X(ConnectionAbortedError, ConnectionError)                                                     \
    X(ConnectionRefusedError, ConnectionError)                                                     \
    X(ConnectionResetError, ConnectionError)                                                       \
    X(FileExistsError, OSError)                                                                    \
    X(FileNotFoundError, OSError)                                                                  \
    X(InterruptedError, OSError)                                                                   \
    X(IsADirectoryError, OSError)                                                                  \
    X(NotADirectoryError, OSError)                                                                 \
    X(PermissionError, OSError)                                                                    \
    X(ProcessLookupError, OSError)                                                                 \
    X(TimeoutError, OSError)                                                                       \
    X(ReferenceError, Exception)                                                                   \
    X(RuntimeError, Exception)                                                                     \
    X(NotImplementedError, RuntimeError)                                                           \
    X(RecursionError, RuntimeError)                                                                \
    X(StopAsyncIteration, Exception)                                                               \
    X(StopIteration, Exception)                                                                    \
    X(SyntaxError, Exception)                                                                      \
    X(IndentationError, SyntaxError)                                                               \
    X(TabError, IndentationError)                                                                  \
    X(SystemError, Exception)                                                                      \
    X(TypeError, Exception)                                                                        \
    X(ValueError, Exception)                                                                       \
    X(UnicodeError, ValueError)                                                                    \
    X(UnicodeDecodeError, UnicodeError)                                                            \
    X(UnicodeEncodeError, UnicodeError)                                                            \
    X(UnicodeTranslateError, UnicodeError)                                                         \
    X(Warning, Exception)                                                                          \
    X(BytesWarning, Warning)                                                                       \
    X(DeprecationWarning, Warning)                                                                 \
    X(EncodingWarning, Warning)                                                                    \
    X(FutureWarning, Warning)                                                                      \
    X(ImportWarning, Warning)                                                                      \
    X(PendingDeprecationWarning, Warning)                                                          \
    X(ResourceWarning, Warning)                                                                    \
    X(RuntimeWarning, Warning)                                                                     \
    X(SyntaxWarning, Warning)                                                                      \
    X(UnicodeWarning, Warning)                                                                     \
    X(UserWarning, Warning)

#define MT_DECLARE_EXC(name, base) extern const mt_type mt_exc_##name;
MT_EXC_LIST(MT_DECLARE_EXC)
#undef MT_DECLARE_EXC
#define MT_EXC(name) (&mt_exc_##name)

/* ---- Interned C-level names (static str objects) ---- */
// clang-format off
#define MT_NAME_LIST(X) \
    X(__init__) \
    X(__new__) \
    X(__repr__) \
    X(__str__) \
    X(__hash__) \
    X(__eq__) \
    X(__ne__) \
    X(__lt__) \
    X(__le__) \
    X(__gt__) \
    X(__ge__) \
    X(__len__) \
    X(__getitem__) \
    X(__setitem__) \
    X(__delitem__) \
    X(__contains__) \
    X(__iter__) \
    X(__next__) \
    X(__call__) \
    X(__enter__) \
    X(__exit__) \
    X(__getattr__) \
    X(__getattribute__) \
    X(__setattr__) \
    X(__delattr__) \
    X(__bool__) \
    X(__name__) \
    X(__qualname__) \
    X(__module__) \
    X(__doc__) \
    X(__dict__) \
    X(__class__) \
    X(__add__) \
    X(__radd__) \
    X(__iadd__) \
    X(__sub__) \
    X(__rsub__) \
    X(__isub__) \
    X(__mul__) \
    X(__rmul__) \
    X(__imul__) \
    X(__truediv__) \
    X(__rtruediv__) \
    X(__itruediv__) \
    X(__floordiv__) \
    X(__rfloordiv__) \
    X(__ifloordiv__) \
    X(__mod__) \
    X(__rmod__) \
    X(__imod__) \
    X(__pow__) \
    X(__rpow__) \
    X(__ipow__) \
    X(__matmul__) \
    X(__rmatmul__) \
    X(__imatmul__) \
    X(__lshift__) \
    X(__rlshift__) \
    X(__ilshift__) \
    X(__rshift__) \
    X(__rrshift__) \
    X(__irshift__) \
    X(__and__) \
    X(__rand__) \
    X(__iand__) \
    X(__or__) \
    X(__ror__) \
    X(__ior__) \
    X(__xor__) \
    X(__rxor__) \
    X(__ixor__) \
    X(__neg__) \
    X(__pos__) \
    X(__invert__) \
    X(__abs__) \
    X(__index__) \
    X(__int__) \
    X(__float__) \
    X(__format__) \
    X(__get__) \
    X(__set__) \
    X(__delete__) \
    X(__init_subclass__) \
    X(__class_getitem__) \
    X(__slots__) \
    X(__main__) \
    X(__missing__) \
    X(__reversed__) \
    X(__round__) \
    X(__set_name__) \
    X(__builtins__) \
    X(__file__) \
    X(__annotations__) \
    X(__await__) \
    X(__aiter__) \
    X(__anext__) \
    X(__aenter__) \
    X(__aexit__) \
    X(__trunc__) \
    X(__floor__) \
    X(__ceil__) \
    X(__complex__) \
    X(__bytes__) \
    X(__dir__) \
    X(__sizeof__) \
    X(__match_args__) \
    X(__mro__) \
    X(__bases__) \
    X(__base__) \
    X(__subclasses__) \
    X(__instancecheck__) \
    X(__subclasscheck__) \
    X(__classcell__) \
    X(__prepare__) \
    X(__length_hint__) \
    X(__fspath__) \
    X(__divmod__) \
    X(__rdivmod__) \
    X(__del__) \
    X(__weakref__) \
    X(__objclass__) \
    X(__self__) \
    X(__func__) \
    X(__wrapped__) \
    X(__defaults__) \
    X(__kwdefaults__) \
    X(__code__) \
    X(__closure__) \
    X(__globals__) \
    X(__copy__) \
    X(__deepcopy__) \
    X(__reduce__) \
    X(__reduce_ex__) \
    X(__getstate__) \
    X(__setstate__) \
    X(__post_init__) \
    X(__dataclass_fields__) \
    X(__abstractmethods__) \
    X(__cause__) \
    X(__context__) \
    X(__traceback__) \
    X(__notes__) \
    X(__suppress_context__) \
    X(__getnewargs__) \
    X(__format_spec__) \
    X(args) \
    X(keys) \
    X(items) \
    X(values) \
    X(append) \
    X(send) \
    X(throw) \
    X(close) \
    X(value) \
    X(name) \
    X(code) \
    X(errno) \
    X(strerror) \
    X(filename) \
    X(filename2) \
    X(msg) \
    X(lineno) \
    X(offset) \
    X(text) \
    X(end_lineno) \
    X(end_offset) \
    X(print_file_and_line) \
    X(obj) \
    X(exceptions) \
    X(message) \
    X(write) \
    X(flush) \
    X(read) \
    X(readline) \
    X(join) \
    X(get) \
    X(update) \
    X(copy) \
    X(sort) \
    X(fileno) \
    X(mode) \
    X(encoding) \
    X(closed) \
    X(real) \
    X(imag) \
    X(start) \
    X(stop) \
    X(step) \
    X(self) \
    X(cls) \
    X(path) \
    X(characters_written) \
    X(partial) \
    X(reason) \
    X(object) \
    X(end) \
    X(sep) \
    X(file) \
    X(key) \
    X(reverse) \
    X(default) \
    X(strict)
// clang-format on

typedef struct mt_static_str {
    mt_str s;
} mt_static_str;
#define MT_DECLARE_NAME(n) extern mt_str mt_name_##n;
MT_NAME_LIST(MT_DECLARE_NAME)
#undef MT_DECLARE_NAME
#define MT_NAME(n) ((mt_obj *)&mt_name_##n)

/* ---- obj.c: allocation and generic operations ---- */

/* Allocate a zeroed object of size bytes of type t with one reference, linked on the
 * state's list (a heap type gains a reference). NULL with MemoryError pending. In debug
 * builds mt_alloc is a macro over mt_alloc_at, which also records the caller's file and
 * line and the script line running (for monty_free's ownership check). */
#ifdef CM_DEBUG
CM_MUST_CHECK mt_obj *mt_alloc_at(mt_state *st, const mt_type *t, size_t size, const char *file,
                                  int line);
#define mt_alloc(st, t, size) mt_alloc_at((st), (t), (size), __FILE__, __LINE__)
#else
CM_MUST_CHECK mt_obj *mt_alloc(mt_state *st, const mt_type *t, size_t size);
#endif
/* (mt_dealloc, declared above: unlink and free an object whose count reached zero.) */
/* cm_alloc with MemoryError (and the max_alloc limit); NULL on failure. */
CM_MUST_CHECK void *mt_mem(mt_state *st, size_t n);
CM_MUST_CHECK void *mt_mem_realloc(mt_state *st, void *p, size_t n);
/* 0 when a result of n bytes fits in one allocation (limits.max_alloc); else -1 with the
 * MemoryError the script cannot catch, raised before any work is done. Loops whose trip
 * count the script chooses call it first, so they never run on past the cap. */
CM_MUST_CHECK int mt_size_check(mt_state *st, size_t n);
/* Raise the MemoryError of a result too big for any allocation (a size that overflows);
 * returns NULL. */
mt_obj *mt_too_big(mt_state *st);
/* Prepare a sticky cm_buf (cm_buf_init_sticky) capped at the state's one-allocation
 * limit, for building a result the script receives. */
void mt_buf_init(mt_state *st, cm_buf *b);
/* 0 when no append to b failed; else frees b and returns -1 with MemoryError (a result
 * is whole or an error, never silently short). */
CM_MUST_CHECK int mt_buf_check(mt_state *st, cm_buf *b);
/* Append the j-th (from 0) of cnt parameter names to a sticky b as CPython's argument
 * errors list them: 'a'; 'a' and 'b'; 'a', 'b', and 'c' (a failed append is b's to report). */
void mt_buf_add_name(cm_buf *b, size_t j, size_t cnt, const char *name);

/* The run's time limits inside C loops (vm.c). 0, or -1 with the run-ending exception
 * once run_seconds has passed or the embedder interrupted the run (monty_interrupt, the
 * deadline): the same uncatchable exception the evaluation loop raises between opcodes.
 * mt_deadline_check reads the clock on every call, for loops whose each step is costly;
 * mt_tick reads it once in 4096 calls (and at once after an interrupt), for cheap
 * steps. */
CM_MUST_CHECK int mt_deadline_check(mt_state *st);

/* Raise the uncatchable MemoryError of the process's heap budget ([box] memory_bytes,
 * common/alloc.h), once a request was refused for it; mt_nomem and mt_deadline_check
 * call it. Always returns NULL. */
mt_obj *mt_out_of_budget(mt_state *st);

// st->interrupt's bits: the embedder's abort (the deadline; sticky, uncatchable) and a
// keyboard interrupt (one catchable KeyboardInterrupt, cleared when raised).
#define MT_INTR_ABORT    1
#define MT_INTR_KEYBOARD 2
static inline int
mt_tick(mt_state *st)
{
    return CM_UNLIKELY((++st->tick & 0xfff) == 0 ||
                       atomic_load_explicit(&st->interrupt, memory_order_relaxed))
               ? mt_deadline_check(st)
               : 0;
}

/* Raise a new exception of type t with a printf-formatted message (%S: an object's str,
 * %R: its repr, %T: its type name, plus the usual C specifiers). Always returns NULL. */
mt_obj *mt_raise(mt_state *st, const mt_type *t, const char *fmt, ...);
/* Same, returning -1 for int-returning callers. */
int mt_raisei(mt_state *st, const mt_type *t, const char *fmt, ...);
/* Set exc (borrowed) as the pending exception; returns NULL. */
mt_obj *mt_raise_obj(mt_state *st, mt_obj *exc);
/* Raise type t with the single argument arg (borrowed). */
mt_obj *mt_raise_arg(mt_state *st, const mt_type *t, mt_obj *arg);
mt_obj *mt_nomem(mt_state *st);
/* 1 when an exception is pending and is an instance of t. */
int mt_exc_matches(mt_state *st, const mt_type *t);
/* Drop the pending exception. */
void mt_exc_clear(mt_state *st);
/* Take the pending exception (new reference), leaving none pending. */
mt_obj *mt_exc_fetch(mt_state *st);

const char *mt_type_name(mt_obj *o);
/* The name an argument-checking message gives o: "None" for None, else its type's name
   (CPython's `argument 2 must be str, not None`, from the functions whose arguments its
   Argument Clinic converts; other messages keep the type's name, NoneType). */
const char *mt_arg_type_name(mt_obj *o);
int mt_issubtype(const mt_type *a, const mt_type *b);
static inline int
mt_isinst(mt_obj *o, const mt_type *t)
{
    return MT_TYPE(o) == t || mt_issubtype(MT_TYPE(o), t);
}
/* isinstance(o, cls) with cls a type or a tuple of them; -1 on error. */
int mt_isinstance(mt_state *st, mt_obj *o, mt_obj *cls);

/* ---- The C recursion guard ----
 * Every recursive C path (repr, comparison, hash, isinstance, copy, json, ...) brackets
 * each level with mt_recur_enter/mt_recur_leave. The level counts on st->depth, the
 * counter Python calls use (CPython's shared recursion limit), and the C stack of the
 * running thread is checked too, so neither a deep structure nor an optimiser's frame
 * sizes can overflow it. */

/* Enter one level: 0, or -1 with RecursionError("maximum recursion depth exceeded" +
 * where) pending when the depth limit is reached or the C stack is nearly used up.
 * where is a static suffix such as " in comparison". */
CM_MUST_CHECK int mt_recur_enter(mt_state *st, const char *where);
static inline void
mt_recur_leave(mt_state *st)
{
    st->depth--;
}
/* The lowest C stack address a guarded level of this thread may use; 0 until its first
 * check (obj.c mt_stack_find_floor). */
extern _Thread_local uintptr_t mt_stack_floor;
void mt_stack_find_floor(uintptr_t here);
/* 1 when the calling thread's C stack is nearly used up (nothing is raised). Inline: every
 * Python call checks it. */
static inline int
mt_stack_low(void)
{
    uintptr_t here = (uintptr_t)CM_FRAME_ADDRESS();
    if (here == 0) {
        return 0; // no way to tell (not GCC or Clang): the depth counter alone guards
    }
    if (CM_UNLIKELY(mt_stack_floor == 0)) {
        mt_stack_find_floor(here);
    }
    return here < mt_stack_floor;
}
/* Raise RecursionError when the C stack is nearly used up: 0, or -1 with it pending. For
 * C paths that nest through calls or iterators rather than through data. */
CM_MUST_CHECK int mt_stack_check(mt_state *st);

/* The repr self-reference guard (CPython's Py_ReprEnter): 0 when o was entered (call
 * mt_repr_leave after), 1 when o is being repr'd further out (print "..." instead),
 * -1 on error (no memory). */
CM_MUST_CHECK int mt_repr_enter(mt_state *st, mt_obj *o);
/* Leave what mt_repr_enter entered (0 result). */
void mt_repr_leave(mt_state *st, mt_obj *o);

mt_obj *mt_repr(mt_state *st, mt_obj *o);
mt_obj *mt_tostr(mt_state *st, mt_obj *o);
mt_obj *mt_ascii(mt_state *st, mt_obj *o);
int64_t mt_hash(mt_state *st, mt_obj *o);
/* The hash slot of unhashable types: raises TypeError. */
int64_t mt_hash_unhashable(mt_state *st, mt_obj *o);
int mt_truth(mt_state *st, mt_obj *o);
mt_obj *mt_richcmp(mt_state *st, mt_obj *a, mt_obj *b, int op);
// a's own type's comparison alone (its class's dunder, else its builtin's), no reflection
// and no identity fallback: NotImplemented where the type has none (object.__ne__'s step).
mt_obj *mt_richcmp_own(mt_state *st, mt_obj *a, mt_obj *b, int op);
/* a == b: 1, 0, or -1 on error. */
int mt_eq(mt_state *st, mt_obj *a, mt_obj *b);
/* a < b for sorting: 1, 0, or -1 on error. */
int mt_lt(mt_state *st, mt_obj *a, mt_obj *b);
mt_obj *mt_binop(mt_state *st, mt_obj *a, mt_obj *b, int op);
mt_obj *mt_unop(mt_state *st, mt_obj *a, int op);
const char *mt_op_symbol(int op);
/* round(x[, nd]) for an int or a float x, as their own __round__ (nd NULL: no ndigits). */
mt_obj *mt_round_number(mt_state *st, mt_obj *x, mt_obj *nd);
mt_obj *mt_getattr(mt_state *st, mt_obj *o, mt_obj *name);
mt_obj *mt_getattr_s(mt_state *st, mt_obj *o, const char *name);
/* getattr that returns NULL without an exception when the attribute is missing. */
mt_obj *mt_getattr_opt(mt_state *st, mt_obj *o, mt_obj *name);
int mt_setattr(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *v);
mt_obj *mt_generic_getattr(mt_state *st, mt_obj *o, mt_obj *name);
/* object.__getattribute__: the generic lookup without the __getattr__ fallback. */
mt_obj *mt_object_getattribute(mt_state *st, mt_obj *o, mt_obj *name);
int mt_generic_setattr(mt_state *st, mt_obj *o, mt_obj *name, mt_obj *v);
mt_obj **mt_dictptr(mt_obj *o);
// o.__dict__ = v (a dict; NULL: del o.__dict__), for the getsets of the objects with one
int mt_set_dict_attr(mt_state *st, mt_obj *o, mt_obj *v);
/* d.__get__(obj, type) for static or script-defined descriptors (new ref). */
mt_obj *mt_descr_get(mt_state *st, mt_obj *d, mt_obj *obj, mt_obj *type);
mt_obj *mt_call(mt_state *st, mt_obj *f, size_t n, mt_obj *const *args, mt_obj *kw);
mt_obj *mt_call0(mt_state *st, mt_obj *f);
mt_obj *mt_call1(mt_state *st, mt_obj *f, mt_obj *a);
/* The result r (a new reference, or NULL) of an alternate constructor of the builtin base
 * (bytes.fromhex, int.from_bytes, float.fromhex) called on cls: r itself when cls is base,
 * else cls(r), as CPython does for a subclass. Takes r. */
mt_obj *mt_alt_ctor_result(mt_state *st, mt_obj *cls, const mt_type *base, mt_obj *r);
mt_obj *mt_call2(mt_state *st, mt_obj *f, mt_obj *a, mt_obj *b);
/* Call o.name(*args): n positional args (self not included). */
mt_obj *mt_call_method(mt_state *st, mt_obj *o, mt_obj *name, size_t n, mt_obj *const *args);
/* obj_type.c: object.__sizeof__'s value (CPython 3.11's layout sizes), and what
 * sys.getsizeof adds to an object's __sizeof__ (the GC header, managed-dict pointers). */
int64_t mt_object_sizeof(mt_obj *o);
int64_t mt_object_gc_overhead(mt_obj *o);
/* Call with a tuple of positional args and a dict (or NULL) of keyword args. */
mt_obj *mt_call_tuple_dict(mt_state *st, mt_obj *f, mt_obj *args, mt_obj *kwargs);
int mt_callable(mt_obj *o);
mt_obj *mt_iter(mt_state *st, mt_obj *o);
/* The iter slot of iterators: o itself, a new reference. */
mt_obj *mt_iter_self(mt_state *st, mt_obj *o);
/* Next item (new ref); NULL with no exception pending when exhausted. */
mt_obj *mt_next(mt_state *st, mt_obj *it);
// mt_next, leaving a StopIteration raised under a builtin iterator pending (next(), yield from)
mt_obj *mt_next_keep(mt_state *st, mt_obj *it);
mt_obj *mt_getitem(mt_state *st, mt_obj *o, mt_obj *key);
int mt_setitem(mt_state *st, mt_obj *o, mt_obj *key, mt_obj *v);
int mt_delitem(mt_state *st, mt_obj *o, mt_obj *key);
ssize_t mt_len(mt_state *st, mt_obj *o);
int mt_contains(mt_state *st, mt_obj *o, mt_obj *v);
/* The int o stands for as an index (CPython's PyNumber_Index): o itself when it is an int,
 * else its __index__() result, checked to be an int. A new reference; NULL with TypeError
 * "'T' object cannot be interpreted as an integer" when it has no __index__. */
mt_obj *mt_index_int(mt_state *st, mt_obj *o);
/* 1 when o can be an index: an int, or an instance of a class with its own __index__. */
int mt_has_index(mt_obj *o);
/* o.__index__() as an int64 argument (a C ssize_t to CPython); -1 with an exception: the
 * TypeError above, __index__'s own error, or OverflowError "Python int too large to convert
 * to C ssize_t". */
int mt_index(mt_state *st, mt_obj *o, int64_t *out);
/* o as an index into a sequence (CPython's PyNumber_AsSsize_t): an int that does not fit
 * raises exc "cannot fit 'T' into an index-sized integer" (T is o's type), or, with exc NULL,
 * is clamped to -MT_INDEX_CLAMP or MT_INDEX_CLAMP, as slice bounds are. */
#define MT_INDEX_CLAMP (INT64_MAX / 2)
int mt_index_ssize(mt_state *st, mt_obj *o, const mt_type *exc, int64_t *out);
/* A slice bound or a start/stop argument (CPython's _PyEval_SliceIndex): an int or an object
 * with its own __index__, clamped when huge; anything else is the TypeError "slice indices
 * must be integers or None or have an __index__ method" (without "or None" unless none_ok;
 * the caller handles None). */
int mt_slice_bound(mt_state *st, mt_obj *o, int none_ok, int64_t *out);
/* A list of the items of an iterable (new list). */
mt_obj *mt_list_from_iter(mt_state *st, mt_obj *iterable);
mt_obj *mt_tuple_from_iter(mt_state *st, mt_obj *iterable);
/* Format o with spec (format(o, spec)). */
mt_obj *mt_format(mt_state *st, mt_obj *o, mt_obj *spec);

/* Keyword argument parsing. */
typedef struct mt_argspec {
    const char *name;
    int required; // 1 required, 2 required and positional-only (sum's iterable), 0 optional
} mt_argspec;
/* Match n positional args and the kwnames kw against specs (NULL-name terminated;
 * the first npos may be given positionally). out[i] is borrowed or NULL when absent. */
int mt_args_parse(mt_state *st, const char *fname, size_t n, mt_obj *const *args, mt_obj *kw,
                  const mt_argspec *specs, size_t npos, mt_obj **out);
/* The same for a function CPython writes in Python (re.sub, json.dumps, base64, random's
 * methods, pathlib): an unknown keyword is "f() got an unexpected keyword argument 'x'",
 * where a C function's (mt_args_parse) is "'x' is an invalid keyword argument for f()". */
int mt_args_parse_py(mt_state *st, const char *fname, size_t n, mt_obj *const *args, mt_obj *kw,
                     const mt_argspec *specs, size_t npos, mt_obj **out);
int mt_no_kw(mt_state *st, const char *fname, mt_obj *kw);

/* ---- obj_type.c ---- */
typedef struct mt_attr {
    mt_attr_kind kind;
    mt_obj *obj; // borrowed
    const mt_method *m;
    const mt_getset *gs;
    const mt_type *owner;
} mt_attr;
/* Find name along t's MRO (no exception raised). */
int mt_type_find(const mt_type *t, mt_obj *name, mt_attr *out);
/* The attribute as a Python object bound to self (self NULL: unbound), new ref. */
mt_obj *mt_attr_materialize(mt_state *st, const mt_attr *a, mt_obj *self, const mt_type *t);
/* A special method as CPython's _PyObject_LookupSpecial: name found on o's type (never in
 * o's own __dict__), bound to o (new ref), or NULL (none, or with the error of binding). */
mt_obj *mt_lookup_special(mt_state *st, mt_obj *o, mt_obj *name);
/* Find a dunder implemented by a script class in t's MRO (borrowed, or NULL). */
mt_obj *mt_type_heap_dunder(const mt_type *t, mt_obj *name);
/* A frozen library module's classes that CPython implements as C types take their C type's
   name, "module.name", in messages (`'datetime.date' object has no attribute 'x'`); __name__
   stays. The classes are those the tuple _c_type_names of the module's namespace d names; the
   tuple is then dropped. */
int mt_type_qualify_names(mt_state *st, mt_obj *d, const char *module);
mt_obj *mt_type_mro(mt_state *st, const mt_type *t);
mt_obj *mt_build_class(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw);
mt_obj *mt_type_new_heap(mt_state *st, mt_obj *name, mt_obj *bases, mt_obj *ns, mt_obj *kw);
mt_obj *mt_obj_new_cfunc(mt_state *st, const mt_method *m, mt_obj *self, const mt_type *owner);
/* The unbound method object for method m of static type owner (new ref), the same object on
 * every access so that `Plain.__hash__ is object.__hash__` holds as in CPython. */
mt_obj *mt_unbound_method(mt_state *st, const mt_method *m, const mt_type *owner);
mt_obj *mt_boundmeth_new(mt_state *st, mt_obj *func, mt_obj *self);
/* Call t's constructor with self: args[0] free. */
mt_obj *mt_type_call(mt_state *st, mt_obj *t, size_t n, mt_obj *const *args, mt_obj *kw);
/* Instance allocation for heap or static types (object.__new__). */
mt_obj *mt_instance_new(mt_state *st, const mt_type *t);
/* dir() of a class: the names in its namespace and its bases' (a sorted list). */
mt_obj *mt_type_dir(mt_state *st, mt_obj *t);
extern const mt_method mt_object_methods[];

/* ---- obj_int.c ---- */
/* sys.get_int_max_str_digits(): the decimal digits int<->str conversions allow (0: any). */
size_t mt_int_max_str_digits(mt_state *st);
mt_obj *mt_int_from_i64(mt_state *st, int64_t v);
mt_obj *mt_int_from_u64(mt_state *st, uint64_t v);
/* Take ownership of a cm_alloc'd, initialised mpz and normalise it to an int. */
mt_obj *mt_int_from_mpz_take(mt_state *st, void *z);
mt_obj *mt_int_from_str(mt_state *st, const char *s, size_t len, int base);
mt_obj *mt_int_from_double(mt_state *st, double d);
/* 1 when o is an int (or bool). */
int mt_int_check(mt_obj *o);
/* Checks what a user __index__ or __int__ (named by dunder) returned: r itself when it is an
   int, else NULL with TypeError "<dunder> returned non-int (type T)". Steals r (NULL passes
   through with its pending exception). */
mt_obj *mt_int_result(mt_state *st, mt_obj *r, const char *dunder);
/* The value of an int (or bool) as int64: 0, or -1 with OverflowError pending. */
int mt_int_as_i64(mt_state *st, mt_obj *o, int64_t *out);
double mt_int_as_double(mt_state *st, mt_obj *o, int *overflow);
int mt_int_sign(mt_obj *o);
/* A new mpz (cm_alloc'd) holding the value of an int. */
void *mt_int_to_mpz(mt_state *st, mt_obj *o);
void mt_mpz_free(void *z);
mt_obj *mt_int_to_base(mt_state *st, mt_obj *o, int base, int prefix);
int mt_int_cmp(mt_obj *a, mt_obj *b);
int64_t mt_int_hash(mt_obj *o);
mt_obj *mt_int_binop(mt_state *st, mt_obj *a, mt_obj *b, int op);
/* pow(a, e, m) for ints (m != 0); NULL with ValueError when e < 0 and a has no inverse. */
mt_obj *mt_int_powmod(mt_state *st, mt_obj *a, mt_obj *e, mt_obj *m);
size_t mt_int_bit_length(mt_obj *o);
/* An upper bound on the decimal digits of |o| (never fewer than it has). */
size_t mt_int_decimal_digits_bound(mt_obj *o);

/* ---- obj_float.c ---- */
mt_obj *mt_float_new(mt_state *st, double v);
static inline double
mt_float_val(mt_obj *o)
{
    return ((mt_float *)o)->v;
}
/* Convert a number (int, bool, float) to double: 0 or -1 with an exception. */
int mt_number_as_double(mt_state *st, mt_obj *o, double *out);
/* Python's repr(float) into buf (at least 32 bytes). */
void mt_float_repr_buf(double v, char *buf, size_t n);
mt_obj *mt_float_from_str(mt_state *st, mt_obj *s);
int64_t mt_float_hash(double v);
mt_obj *mt_complex_new(mt_state *st, double re, double im);

/* ---- obj_str.c ---- */
/* A new str holding len bytes of valid UTF-8 s. */
mt_obj *mt_str_new(mt_state *st, const char *s, size_t len);
/* A new str of len bytes holding nchars code points, its NUL set; the caller writes the
 * text at mt_str_data() before the str is seen. len 0 gives the shared empty str. */
mt_obj *mt_str_alloc(mt_state *st, size_t len, size_t nchars);
/* str() of v, one allocation. */
mt_obj *mt_str_from_i64(mt_state *st, int64_t v);
/* The decimal digits of v (and its sign) at the end of out; returns where they start. */
enum { MT_I64_DIGITS = 24 };
size_t mt_fmt_i64(char out[MT_I64_DIGITS], int64_t v);
mt_obj *mt_str_from_c(mt_state *st, const char *s);
mt_obj *mt_str_printf(mt_state *st, const char *fmt, ...);
mt_obj *mt_str_from_buf(mt_state *st, cm_buf *b); // frees the buffer
mt_obj *mt_str_intern(mt_state *st, const char *s, size_t len);
static inline const char *
mt_str_data(mt_obj *o)
{
    return ((mt_str *)o)->data;
}
static inline size_t
mt_str_len(mt_obj *o)
{
    return ((mt_str *)o)->len;
}
int mt_str_eq(mt_obj *a, mt_obj *b);
/* str.isidentifier() of the str s. */
int mt_str_isidentifier(mt_obj *s);
int mt_str_eq_c(mt_obj *a, const char *s);
/* Give the interned names (MT_NAME) their hashes: once per process, before any interpreter
 * runs (monty_new). They are static objects every interpreter shares, so mt_str_hash
 * never writes a hash into them. */
void mt_str_names_init(void);
/* Route GMP's allocations through the heap budget (obj_int.c); once per process. */
void mt_int_statics_init(void);
/* The hash a str of these n UTF-8 bytes has: FNV-1a, never -1. */
int64_t mt_str_hash_bytes(const char *p, size_t n);
int64_t mt_str_hash(mt_obj *o);
mt_obj *mt_str_concat(mt_state *st, mt_obj *a, mt_obj *b);
/* The n strs of items (checked: TypeError names the first that is not a str) joined by sep
 * (NULL: none), in one allocation; runs no Python code, so items may be a list's array. */
mt_obj *mt_str_concat_n(mt_state *st, mt_obj *sep, mt_obj *const *items, size_t n);
mt_obj *mt_str_join(mt_state *st, mt_obj *sep, mt_obj *iterable);
mt_obj *mt_str_repr(mt_state *st, mt_obj *s);
int mt_str_repr_buf(cm_buf *b, const char *s, size_t len, int ascii);
/* Append one code point as UTF-8. */
int mt_utf8_put(cm_buf *b, uint32_t c);
/* Append n copies of code point c (one reservation: a run past the buffer's cap fails at
 * once). 0, or -1 when the buffer refused. */
int mt_utf8_put_n(cm_buf *b, uint32_t c, size_t n);
uint32_t mt_utf8_get(const char *s, size_t *i);
/* obj_str.c: s for int() and float() as CPython's _PyUnicode_TransformDecimalAndSpaceToASCII
 * gives it (new ref): Unicode white space as ' ', decimal digits (Nd) as ASCII digits, and
 * the text ending at the first other non-ASCII character, written '?'. */
mt_obj *mt_str_ascii_digits(mt_state *st, mt_obj *s);
size_t mt_utf8_count(const char *s, size_t len);
mt_obj *mt_str_format_method(mt_state *st, mt_obj *fmt, size_t n, mt_obj *const *args, mt_obj *kw);
mt_obj *mt_str_mod(mt_state *st, mt_obj *fmt, mt_obj *args);
mt_obj *mt_bytes_mod(mt_state *st, mt_obj *fmt, mt_obj *args);
mt_obj *mt_str_char(mt_state *st, uint32_t c);

/* ---- obj_bytes.c ---- */
mt_obj *mt_bytes_new(mt_state *st, const char *s, size_t len);
mt_obj *mt_bytearray_new(mt_state *st, const char *s, size_t len);
int mt_bytes_check(mt_obj *o);
/* The separator of bytes.hex(sep) (to_bytes 0) and binascii.hexlify(data, sep) (to_bytes 1),
 * as CPython's _Py_strhex takes it: one character of a str (up to U+00FF, and ASCII when
 * the result is a str) or one byte of a bytes-like object. 0, or -1 with an error set. */
int mt_hex_sep(mt_state *st, mt_obj *sep, int to_bytes, char *out);
/* Decode/encode with a codec name (NULL: utf-8) and an error handler name (NULL: strict). */
mt_obj *mt_codec_decode(mt_state *st, const char *data, size_t n, mt_obj *encoding, mt_obj *errors);
/* The code point the Unicode name (as in \N{name}) stands for, or -1 (monty/parse_str.c). */
int32_t mt_char_from_name(const char *name);
mt_obj *mt_codec_encode(mt_state *st, mt_obj *s, mt_obj *encoding, mt_obj *errors);
mt_obj *mt_bytes_repr_prefixed(mt_state *st, const char *data, size_t len, const char *prefix,
                               const char *suffix);

/* ---- obj_tuple.c ---- */
mt_obj *mt_tuple_new(mt_state *st, size_t n);
mt_obj *mt_tuple_pack(mt_state *st, size_t n, ...);
/* The items of list l as a new tuple; takes the reference to l (NULL gives NULL). */
mt_obj *mt_tuple_from_list_take(mt_state *st, mt_obj *l);
mt_obj *mt_tuple_from_array(mt_state *st, mt_obj *const *items, size_t n);
#define MT_TUPLE_N(o)       (((mt_tuple *)(o))->n)
#define MT_TUPLE_ITEM(o, i) (((mt_tuple *)(o))->items[i])
/* Compare two sequences the way list and tuple do: the first pair of items that are not
 * equal decides, else the lengths. *a and *na (*b, *nb) are the items and their count, read
 * again after every item comparison, so a list that an __eq__ resizes is never read past
 * its end; the items being compared are held meanwhile. Returns a new reference (a bool,
 * or what the deciding items' comparison returned), or NULL with an exception pending. */
mt_obj *mt_seq_richcmp(mt_state *st, mt_obj **const *a, const size_t *na, mt_obj **const *b,
                       const size_t *nb, int op);
extern const mt_tuple mt_empty_tuple;
#define MT_EMPTY_TUPLE ((mt_obj *)&mt_empty_tuple)

/* ---- obj_list.c ---- */
mt_obj *mt_list_new(mt_state *st, size_t n);
int mt_list_append(mt_state *st, mt_obj *l, mt_obj *v);
int mt_list_append_take(mt_state *st, mt_obj *l, mt_obj *v);
int mt_list_extend(mt_state *st, mt_obj *l, mt_obj *iterable);
int mt_list_sort(mt_state *st, mt_obj *l, mt_obj *key, int reverse);
/* list.sort/sorted's reverse= read as CPython's clinic does (a C int via __index__): 0/1, -1. */
int mt_sort_reverse(mt_state *st, mt_obj *o);
/* obj_float.c: divmod()'s "float divmod()" for a float operand and a zero divisor: -1. */
int mt_float_divmod_zero(mt_state *st, mt_obj *a, mt_obj *b);
#define MT_LIST_N(o)       (((mt_list *)(o))->n)
#define MT_LIST_ITEM(o, i) (((mt_list *)(o))->items[i])
/* Normalise a slice against len: 0 or -1. The slice's __index__ methods run first, so a
   mutable container whose length they may change unpacks and adjusts separately. */
int mt_slice_indices(mt_state *st, mt_obj *slice, int64_t len, int64_t *start, int64_t *stop,
                     int64_t *step, int64_t *count);
/* The slice's start, stop and step as integers (None as the widest bound), calling any
   __index__: 0 or -1. Clip them to a length with mt_slice_adjust, after the last call back
   into Python, so the length is current. */
int mt_slice_unpack(mt_state *st, mt_obj *slice, int64_t *start, int64_t *stop, int64_t *step);
/* Clip unpacked start and stop to len (no callbacks, cannot fail); returns the count. */
int64_t mt_slice_adjust(int64_t len, int64_t *start, int64_t *stop, int64_t step);

/* ---- obj_dict.c ---- */
mt_obj *mt_dict_new(mt_state *st);
/* Borrowed value or NULL (no exception when missing; -1 error via st->exc check). */
mt_obj *mt_dict_get_borrow(mt_state *st, mt_obj *d, mt_obj *key);
mt_obj *mt_dict_get_str_borrow(mt_obj *d, const char *key);
/* Lookup of a str key that cannot fail (only str keys compare equal); borrowed or NULL. */
/* The value (borrowed) for an exact str key in dict o without calling anything; NULL when
 * it is not there, or when an entry of the same hash has a key of another type, whose
 * __eq__ only the generic lookup may ask. */
mt_obj *mt_dict_get_str_fast(mt_obj *o, mt_obj *key);
mt_obj *mt_dict_lookup_str(mt_obj *d, mt_obj *key);
/* The same lookup giving the entry's index in ((mt_dict *)d)->entries, or -1. */
int64_t mt_dict_lookup_str_index(mt_obj *d, mt_obj *key);
int mt_dict_set(mt_state *st, mt_obj *d, mt_obj *key, mt_obj *v);
int mt_dict_set_str(mt_state *st, mt_obj *d, const char *key, mt_obj *v);
int mt_dict_set_take(mt_state *st, mt_obj *d, mt_obj *key, mt_obj *v); // steals v
/* 1 deleted, 0 missing, -1 error. */
int mt_dict_del(mt_state *st, mt_obj *d, mt_obj *key);
int mt_dict_update(mt_state *st, mt_obj *d, mt_obj *other);
int64_t mt_dict_lookup_index(mt_state *st, mt_obj *d, mt_obj *key, int64_t hash);
/* Iterate: *pos starts at 0; returns 1 with borrowed key/value, 0 at the end. */
int mt_dict_next(mt_obj *d, size_t *pos, mt_obj **key, mt_obj **value);
mt_obj *mt_dict_copy(mt_state *st, mt_obj *d);
/* Make room for n more keys in dict d at once (a namespace about to be filled), so that
 * adding them does not grow it step by step. 0, or -1 with MemoryError raised. */
int mt_dict_reserve(mt_state *st, mt_obj *d, size_t n);
#define MT_DICT_LEN(o) (((mt_dict *)(o))->used)

/* ---- obj_set.c ---- */
mt_obj *mt_set_new(mt_state *st, const mt_type *t);
int mt_set_add(mt_state *st, mt_obj *s, mt_obj *key);
int mt_set_contains(mt_state *st, mt_obj *s, mt_obj *key);
int mt_set_update(mt_state *st, mt_obj *s, mt_obj *iterable);
int mt_set_next(mt_obj *s, size_t *pos, mt_obj **key);

/* ---- obj_misc.c: None, bool, slice, range, cell, module, iterators ---- */
mt_obj *mt_cell_new(mt_state *st, mt_obj *v);
mt_obj *mt_slice_new(mt_state *st, mt_obj *start, mt_obj *stop, mt_obj *step);
mt_obj *mt_range_new(mt_state *st, int64_t start, int64_t stop, int64_t step);
mt_obj *mt_module_new(mt_state *st, const char *name);
mt_obj *mt_seqiter_new(mt_state *st, mt_obj *seq);
mt_obj *mt_calliter_new(mt_state *st, mt_obj *callable, mt_obj *sentinel);

/* ---- obj_exc.c ---- */
/* A new exception instance of type t with args tuple (borrowed; NULL: empty). */
mt_obj *mt_exc_new(mt_state *st, const mt_type *t, mt_obj *args);
mt_obj *mt_exc_new_msg(mt_state *st, const mt_type *t, const char *msg);
int mt_exc_add_tb(mt_state *st, mt_obj *exc, mt_obj *code, int line);
/* obj_misc.c: exc.__traceback__ as a new chain of traceback objects (None if never
 * raised), and its setter (tb: None or a traceback; -1 with TypeError otherwise). */
extern const mt_type mt_type_traceback;
/* except*'s end, as CPython's _PyExc_PrepReraiseStar: from orig (the exception caught)
 * and excs (a list of what each clause raised, then the part no clause matched; None for
 * nothing), what the statement raises (new ref): None, the re-raised parts of orig in its
 * structure, or an ExceptionGroup('', [raised..., re-raised part]). NULL on error. */
mt_obj *mt_exc_prep_reraise_star(mt_state *st, mt_obj *orig, mt_obj *excs);
/* obj_misc.c: a frame object of code at line (new ref; f_code and f_lineno). */
mt_obj *mt_frame_new(mt_state *st, mt_obj *code, int line);
mt_obj *mt_exc_traceback(mt_state *st, mt_obj *exc);
int mt_exc_set_traceback(mt_state *st, mt_obj *exc, mt_obj *tb);
/* str(exc) as CPython prints it after "Type: ". */
mt_obj *mt_exc_str(mt_state *st, mt_obj *exc);
mt_obj *mt_exc_from_host(mt_state *st, monty_error *err);
const mt_type *mt_exc_for_errno(int err_no);
mt_obj *mt_raise_errno(mt_state *st, int err_no, const char *filename);
/* The same with a second filename (NULL: none), as CPython's rename errors carry. */
mt_obj *mt_raise_errno2(mt_state *st, int err_no, const char *filename, const char *filename2);
/* Set exception attribute `name` (exc.name, exc.obj, ...) to v (borrowed); -1 on error. */
int mt_exc_set_attr(mt_state *st, mt_obj *exc, const char *name, mt_obj *v);
/* Raise NameError "name 'x' is not defined" with exc.name set, as the VM does. */
mt_obj *mt_raise_name_error(mt_state *st, mt_obj *name);
/* After a failed getattr(o, name): a pending AttributeError whose .name and .obj are both
 * None gets them set (CPython's set_attribute_error_context). */
void mt_exc_attr_context(mt_state *st, mt_obj *o, mt_obj *name);
/* Raise UnicodeDecodeError (decode 1) or UnicodeEncodeError made from its five fields:
 * encoding, the object (bytes or str, borrowed), the failing range [start, end) and the
 * reason. */
mt_obj *mt_raise_unicode_error(mt_state *st, int decode, const char *encoding, mt_obj *object,
                               size_t start, size_t end, const char *reason);
int mt_exc_is_instance_of_type(mt_obj *exc, mt_obj *type);

/* ---- helpers ---- */
int mt_write_out(mt_state *st, int fd, const char *s, size_t n);
/* The bool for comparison op given a three-way result c (<0, 0, >0); borrowed. */
mt_obj *mt_cmp_from3(int c, int op);
/* Three-way comparison of the byte strings a (na bytes) and b (nb bytes) as memcmp orders
 * them, a proper prefix first: <0, 0 or >0. The order of str (UTF-8) and bytes. */
int mt_memcmp3(const char *a, size_t na, const char *b, size_t nb);
/* The offset in h (hl bytes) of the first occurrence of n (nl bytes), or with right set the
 * last; -1 when there is none. An empty n is found at 0, or at hl with right set. The
 * search behind str and bytes find, index, count, split, partition and replace. */
ptrdiff_t mt_memfind(const char *h, size_t hl, const char *n, size_t nl, int right);
/* The number of non-overlapping occurrences of n (nl bytes) in h (hl bytes), counted from
 * the left as str.count and bytes.count do; an empty n counts hl + 1 times. */
size_t mt_memcount(const char *h, size_t hl, const char *n, size_t nl);

#endif
