/* fetch(): the builtin that sends one HTTP request through host->fetch. */
#ifndef MONTY_MOD_FETCH_H
#define MONTY_MOD_FETCH_H

#include <stddef.h>

#include "monty/obj.h"

/* fetch(url, method="GET", headers=None, body=None), each argument positional or a
 * keyword (n positional args, then the values named by the kw tuple). Checks every
 * argument before anything is sent (TypeError), then makes one host->fetch call.
 * Returns a new dict {"status": int, "headers": dict, "body": str}, or NULL with
 * TypeError or the host's error (OSError, or an uncatchable limit) pending. */
mt_obj *mt_fetch_call(mt_state *st, size_t n, mt_obj *const *args, mt_obj *kw);

#endif
