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

/* A pattern compiled twice: `any` with the caller's options (PCRE2_UTF with
 * PCRE2_MATCH_INVALID_UTF: a line that is not UTF-8 matches in its valid stretches), `valid`
 * without PCRE2_MATCH_INVALID_UTF, for a line checked once as valid UTF-8. PCRE2's
 * interpreter looks for the end of the valid stretch at every call with the first, so the
 * matches of one long line (s///g, grep -o) cost the square of its length; the second,
 * matched with PCRE2_NO_UTF_CHECK, costs what the match does. */
typedef struct bi_re {
    pcre2_code *any;
    pcre2_code *valid; // NULL when the options hold no PCRE2_MATCH_INVALID_UTF
} bi_re;

/* pcre2_compile of [s, s + n) with opts into *re; 0, or -1 with *err and *off set as
 * pcre2_compile sets them (PCRE2_ERROR_HEAP_FAILED when memory is out). */
CM_MUST_CHECK int bi_re_compile(bi_re *re, const char *s, size_t n, uint32_t opts, int *err,
                                PCRE2_SIZE *off);

/* Frees what bi_re_compile made (a zeroed re is ignored). */
void bi_re_free(bi_re *re);

/* Match data for re's groups (re NULL: for pairs pairs); NULL when memory is out. */
CM_MUST_CHECK pcre2_match_data *bi_re_match_data(const bi_re *re, uint32_t pairs);

/* pcre2_match of re on [s, s + n) from off into md, with PCRE2's default limits. *utf is
 * the caller's note on this subject: -1 before its first match (the subject is checked
 * then), 1 valid UTF-8, 0 not; keep it while matching the same subject from later offsets.
 * On a valid subject an offset inside a character starts at the next character. */
int bi_re_match(const bi_re *re, const char *s, size_t n, size_t off, pcre2_match_data *md,
                int *utf);

/* The text of a match's error rc in buf (size bytes), naming the box's memory limit when
 * the budget refused the memory; returns buf. */
const char *bi_re_error(int rc, char *buf, size_t size);

#endif
