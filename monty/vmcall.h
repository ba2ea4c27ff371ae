/* Entering a Python-level call, shared by the calls in vm.c and the generator resumption in
 * obj_gen.c. It is static inline because every call and every resumption passes here: out of
 * line it cost generators.py 1.1% more instructions once generators left vm.c. */
#ifndef MONTY_VMCALL_H
#define MONTY_VMCALL_H

#include "monty/obj.h"

/* Count one Python-level call against the depth limit: 0, or -1 with RecursionError. */
static inline int
mt_vm_enter_call(mt_state *st)
{
    if (st->depth >= st->limits.max_depth || mt_stack_low()) {
        (void)mt_raise(st, MT_EXC(RecursionError), "maximum recursion depth exceeded");
        return -1;
    }
    st->depth++;
    return 0;
}

#endif
