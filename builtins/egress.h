/* fetch(): the egress steps of one request a script sends (scheme and address
 * refusals, net:connect, http:request, then libcurl). */
#ifndef BUILTINS_EGRESS_H
#define BUILTINS_EGRESS_H

#include <signal.h>

#include "builtins/builtins.h"
#include "monty/monty.h"

/* Send one fetch() request for a script running in ctx (borrowed). limits gives the
 * body cap; stop (may be NULL) ends a transfer early when it becomes nonzero.
 * Returns 0 with the response in out (all cm_alloc'd; Monty frees it), or -1 with
 * the error in err (OSError texts of the spec; nothing is sent on a refusal). */
CM_MUST_CHECK int bi_egress_fetch(bi_ctx *ctx, const pol_limits *limits,
                                  const volatile sig_atomic_t *stop, const monty_fetch_req *req,
                                  monty_fetch_resp *out, monty_error *err);

/* Whether a literal address must never be dialed: loopback, private, link-local,
 * unspecified, ULA, or an IPv6 form embedding such an IPv4 address. family is
 * AF_INET (addr: 4 bytes, network order) or AF_INET6 (16 bytes). */
int bi_egress_blocked_addr(int family, const unsigned char *addr);

#endif
