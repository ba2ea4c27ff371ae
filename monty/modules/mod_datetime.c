/* The datetime module: date, time, datetime, timedelta, timezone with CPython's arithmetic (Python
 * part in monty/lib/, frozen). */
#include "config.h"

#include <string.h>

#include "common/alloc.h"
#include "monty/frozen.h"
#include "monty/modules/registry.h"
#include "monty/vm.h"

// The Python part of datetime is monty/lib/datetime.py, frozen at build time (monty/frozen.h).

static int
datetime_init(mt_state *st, mt_obj *m)
{
    return mt_module_exec_frozen(st, m, "datetime");
}

const mt_module_def mt_module_datetime = {"datetime", NULL, datetime_init};
