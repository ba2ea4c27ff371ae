/* The functools module: reduce, partial, wraps, lru_cache, cmp_to_key, total_ordering,
 * cached_property, singledispatch (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of functools is monty/lib/functools.py, frozen at build time (monty/frozen.h).

static int
functools_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "functools");
}

const mt_module_def mt_module_functools = {"functools", NULL, functools_init};
