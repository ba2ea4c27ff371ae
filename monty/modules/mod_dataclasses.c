/* The dataclasses module: dataclass, field, fields, asdict, astuple, replace, FrozenInstanceError
 * (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of dataclasses is monty/lib/dataclasses.py, frozen at build time
// (monty/frozen.h).

static int
dataclasses_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "dataclasses");
}

const mt_module_def mt_module_dataclasses = {"dataclasses", NULL, dataclasses_init};
