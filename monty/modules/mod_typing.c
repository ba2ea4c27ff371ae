/* The typing module: placeholders that make annotations evaluate: Any, Optional, List[int],
 * TypeVar, Generic, NamedTuple, TypedDict, ... (Python part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of typing is monty/lib/typing.py, frozen at build time (monty/frozen.h).

static int
typing_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "typing");
}

const mt_module_def mt_module_typing = {"typing", NULL, typing_init};
