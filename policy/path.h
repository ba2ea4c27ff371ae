/* Lexical path helpers shared by path spelling, box.toml checks and the floor. */
#ifndef POLICY_PATH_H
#define POLICY_PATH_H

#include <stddef.h>

#include "common/attr.h"

#define POL_PATH_MAX       4096
#define POL_PATH_MAX_PARTS 256

/* Fold the absolute path in (n bytes) lexically: "." and empty components dropped,
 * ".." removes the previous component and never climbs above "/". Writes the result
 * (no trailing slash except for "/") into out (cap bytes with the NUL). Returns the
 * length, or -1 when in is not absolute or the result does not fit. */
CM_MUST_CHECK int pol_path_fold(const char *in, size_t n, char *out, size_t cap);

#endif
