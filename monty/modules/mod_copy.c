/* The copy module: copy and deepcopy with a memo, __copy__/__deepcopy__ (Python part in monty/lib/,
 * frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of copy is monty/lib/copy.py, frozen at build time (monty/frozen.h).

static int
copy_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "copy");
}

const mt_module_def mt_module_copy = {"copy", NULL, copy_init};
