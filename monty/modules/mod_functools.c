/* The functools module: reduce, partial, wraps, lru_cache, cmp_to_key, total_ordering,
 * cached_property, singledispatch (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of functools is monty/lib/functools.py, frozen at build time (monty/frozen.h).

// The module's __getattr__ (PEP 562): monty/lib/functools._extra.py is run into the module
// at the first name it does not otherwise have.
static mt_obj *
functools___getattr__(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)kw;
    return mt_module_getattr_part(st, "functools", "functools._extra", args[0]);
}

static const mt_method functools_methods[] = {
    {"__getattr__", functools___getattr__, MT_ARGS(1, 1) | MT_NOSELF}, {NULL, NULL, 0}};

static int
functools_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "functools");
}

const mt_module_def mt_module_functools = {"functools", functools_methods, functools_init};
