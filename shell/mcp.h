/* The MCP server of `strands-shell --mcp`: JSON-RPC 2.0 messages, one per line, on
 * stdio; tools that run in one persistent shell state through the box's gate. */
#ifndef SHELL_MCP_H
#define SHELL_MCP_H

#include <pthread.h>
#include <stddef.h>

#include "builtins/builtins.h"
#include "common/attr.h"
#include "common/buf.h"
#include "shell/state.h"

/* ---- framing: bytes in, lines out, none longer than the cap held in memory ---- */

typedef struct sh_mcp_framer {
    cm_buf line;      // the line being read (capped)
    size_t max;       // most bytes one line may have, newline excluded
    size_t over;      // > 0 while dropping an over-long line: its length so far
    size_t delivered; // lines handed on (for messages)
} sh_mcp_framer;

/* Called for each line framed: line/len without its newline (NULL when the line was
 * over the cap and dropped, len then its full length). Returns 0, or -1 to stop. */
typedef int (*sh_mcp_line_fn)(void *arg, const char *line, size_t len);

void sh_mcp_framer_init(sh_mcp_framer *f, size_t max);
void sh_mcp_framer_free(sh_mcp_framer *f);

/* Feed n bytes; each complete line goes to fn. An over-long line is never held past the
 * cap: its bytes are dropped as they come and fn gets (NULL, length) at its newline.
 * Lines of white space only are skipped. Returns 0, or -1 when fn returned -1 or memory
 * ran out. At the end of input, call with n == 0 to deliver a last unterminated line. */
CM_MUST_CHECK int sh_mcp_framer_feed(sh_mcp_framer *f, const char *data, size_t n,
                                     sh_mcp_line_fn fn, void *arg);

/* ---- the protocol: one message in, at most one message out ---- */

typedef struct sh_mcp {
    sh_state st;       // the shell the tools run in, kept across calls
    int initialized;   // legacy era: initialize answered
    char version[16];  // legacy era: the negotiated revision
    unsigned tools;    // POL_MCP_* bits exposed
    size_t output_cap; // [mcp] max_output_bytes
    size_t line_cap;   // [mcp] max_message_bytes
    // The request now running a tool (its id as written, NUL-terminated), read by the
    // stdin reader to match notifications/cancelled; "" when none. Guarded by the reader's
    // lock in the server; the unit tests run without a reader.
    char running_id[128];
    volatile int cancelled; // the running request was cancelled: no response is sent
    // Requests cancelled before they started (read ahead by the reader): not run at all.
    char early[8][128];
    unsigned n_early;
    pthread_mutex_t lock;
} sh_mcp;

/* Set up srv for box (may be NULL in unit tests: every effect is then refused). Returns
 * 0, or -1 out of memory (srv must still be passed to sh_mcp_fini). */
CM_MUST_CHECK int sh_mcp_init(sh_mcp *srv, bi_box *box);
void sh_mcp_fini(sh_mcp *srv);

/* Handle one message (len bytes, no newline): append the response line (without its
 * newline) to out, or nothing for a notification or a response. A tool call runs here.
 * Returns 0, or -1 when out ran out of memory. */
CM_MUST_CHECK int sh_mcp_handle(sh_mcp *srv, const char *msg, size_t len, cm_buf *out);

/* The error response for a line over the cap (len bytes, of which none were kept). */
CM_MUST_CHECK int sh_mcp_oversize(sh_mcp *srv, size_t len, cm_buf *out);

/* `strands-shell --mcp`: serve on stdin/stdout until the end of stdin. The box is open
 * and confined. Returns the exit status (0 after a clean end of input). */
int sh_mcp_serve(bi_box *box);

/* Move the protocol's descriptors out of the way before the box is confined: stdin is
 * kept for the reader on a private descriptor and fd 0 becomes /dev/null; stdout is kept
 * for responses and fd 1 becomes a copy of stderr, so that nothing else ever writes to the
 * protocol stream. Returns 0, or -1 with errno. */
CM_MUST_CHECK int sh_mcp_take_stdio(void);

#endif
