/* PCRE2 for the shell's own commands (grep, sed), with its memory taken from the box's
 * allocator: compiled patterns, match data and the interpreter's backtracking frames
 * count toward [box] memory_bytes and are refused past it. */
#ifndef BUILTINS_CMD_RE_H
#define BUILTINS_CMD_RE_H

#ifndef PCRE2_CODE_UNIT_WIDTH
#define PCRE2_CODE_UNIT_WIDTH 8
#endif
#include <pcre2.h>
#include <stddef.h>
#include <stdint.h>

#include "common/attr.h"

/* pcre2_compile of [s, s + n) with opts; NULL with *err and *off set as pcre2_compile sets
 * them (PCRE2_ERROR_HEAP_FAILED when memory is out). */
CM_MUST_CHECK pcre2_code *bi_re_compile(const char *s, size_t n, uint32_t opts, int *err,
                                        PCRE2_SIZE *off);

/* Match data for re's groups (re NULL: for pairs pairs); NULL when memory is out. */
CM_MUST_CHECK pcre2_match_data *bi_re_match_data(const pcre2_code *re, uint32_t pairs);

/* pcre2_match of re on [s, s + n) from off into md, with PCRE2's default limits. */
int bi_re_match(const pcre2_code *re, const char *s, size_t n, size_t off, pcre2_match_data *md);

/* The text of a match's error rc in buf (size bytes), naming the box's memory limit when
 * the budget refused the memory; returns buf. */
const char *bi_re_error(int rc, char *buf, size_t size);

#endif
