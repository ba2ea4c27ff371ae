/* The functools module: reduce, partial, wraps, lru_cache, cmp_to_key, total_ordering,
 * cached_property, singledispatch (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of functools is monty/lib/functools.py, frozen at build time (monty/frozen.h).

// _load_extra(): run monty/lib/functools._extra.py into this interpreter's functools module
// (functools.py's __getattr__ calls it once, at the first name functools does not otherwise
// have).
static mt_obj *
functools__load_extra(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw)
{
    (void)n;
    (void)args;
    (void)kw;
    return mt_module_exec_frozen_part(st, "functools", "functools._extra");
}

static const mt_method functools_methods[] = {
    {"_load_extra", functools__load_extra, MT_ARGS(0, 0) | MT_NOSELF}, {NULL, NULL, 0}};

static int
functools_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "functools");
}

const mt_module_def mt_module_functools = {"functools", functools_methods, functools_init};
