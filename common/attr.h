/* Compiler attributes and defensive-check macros: the only place extensions are named. */
#ifndef COMMON_ATTR_H
#define COMMON_ATTR_H

#include <stdlib.h>

#if defined(__GNUC__)
#define CM_NORETURN     __attribute__((noreturn))
#define CM_MUST_CHECK   __attribute__((warn_unused_result))
#define CM_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define CM_UNUSED       __attribute__((unused))
#define CM_LIKELY(x)    __builtin_expect(!!(x), 1)
#define CM_UNLIKELY(x)  __builtin_expect(!!(x), 0)
#define CM_FALLTHROUGH  __attribute__((fallthrough))
#define CM_NOINLINE     __attribute__((noinline)) // a slow path kept out of its caller
// the current function's frame on the real C stack (ASan's fake stacks do not move it)
#define CM_FRAME_ADDRESS() ((void *)__builtin_frame_address(0))
#else
#define CM_NORETURN
#define CM_MUST_CHECK
#define CM_PRINTF(f, a)
#define CM_UNUSED
#define CM_LIKELY(x)   (x)
#define CM_UNLIKELY(x) (x)
#define CM_FALLTHROUGH
#define CM_NOINLINE
#define CM_FRAME_ADDRESS() NULL
#endif

/* CM_ALWAYS(x) and CM_NEVER(x) wrap defensive checks (SQLite's ALWAYS/NEVER): in a
 * debug build a violated expectation aborts; in a release build the check still runs
 * and its result steers the code to the safe branch. */
#ifdef CM_DEBUG
#define CM_ALWAYS(x) ((x) ? 1 : (abort(), 0))
#define CM_NEVER(x)  ((x) ? (abort(), 1) : 0)
#else
#define CM_ALWAYS(x) (!!(x))
#define CM_NEVER(x)  (!!(x))
#endif

#define CM_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

#endif
