/* The itertools module: count, cycle, chain, groupby, islice, product, permutations, ... (Python
 * part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of itertools is monty/lib/itertools.py, frozen at build time (monty/frozen.h).

static int
itertools_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "itertools");
}

const mt_module_def mt_module_itertools = {"itertools", NULL, itertools_init};
