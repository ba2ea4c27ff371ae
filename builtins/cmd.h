/* The shell's utilities (cat, ls, grep, ...) and the helpers they share. */
#ifndef BUILTINS_CMD_H
#define BUILTINS_CMD_H

#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "builtins/builtins.h"
#include "common/attr.h"
#include "common/buf.h"

/* Buffered output to one fd, flushed as it grows and at the end. With fd -1 the output
 * is held whole (up to 256 MiB; failed set past it) until the caller sets fd and calls
 * bi_out_done (sed -i, which writes the file it reads). */
typedef struct bi_out {
    int fd;
    cm_buf b;
    int failed;
} bi_out;

void bi_out_init(bi_out *o, int fd);
void bi_out_add(bi_out *o, const char *s, size_t n);
void bi_out_adds(bi_out *o, const char *s);
void bi_out_printf(bi_out *o, const char *fmt, ...) CM_PRINTF(2, 3);
/* Write what is held now (nothing for fd -1), so that a message on stderr comes after it:
 * GNU head and tail write each file's lines before they open the next. */
void bi_out_flush(bi_out *o);
/* Flush and release. Returns 0, or -1 when a write failed. */
int bi_out_done(bi_out *o);

/* Parse the leading flag words of argv ("-rf", "-n"), stopping at "--" (skipped), at "-"
 * or at the first operand. known lists the accepted letters; each one seen sets
 * BI_FLAG(letter) in *set. Returns the index of the first operand, or -1 after printing
 * "<prog>: invalid option -- 'x'". */
#define BI_FLAG(c) ((uint64_t)1 << ((c) - 'A'))
CM_MUST_CHECK int bi_cmd_flags(bi_ctx *ctx, const char *prog, int argc, char **argv,
                               const char *known, uint64_t *set);

/* A walk over the flag words of argv, getopt's way, for options that take values. */
typedef struct bi_opt {
    int argc;
    char **argv;
    int i;           // the word being read; after the walk, the first operand
    size_t k;        // the letter being read in argv[i]
    const char *arg; // the value of the letter just returned ("--" words: the whole word)
} bi_opt;

/* Start a walk at argv[1]. */
void bi_opt_init(bi_opt *o, int argc, char **argv);

/* The next option letter. spec lists the letters; one followed by ':' takes a value
 * (the rest of the word or the next word), left in o->arg; one followed by "::" takes
 * an optional value, the rest of its word only (sed's -i[SUFFIX]; NULL when none). A word
 * "--NAME..." comes back whole as '-' in o->arg when spec starts with '-', for the caller's long
 * options. Returns 0 at the end of the flags ("--" skipped, "-" or a word not starting with '-':
 * o->i is the first operand), or '?' after printing "<prog>: invalid option -- 'x'" or
 * "<prog>: option requires an argument -- 'x'". */
int bi_opt_next(bi_ctx *ctx, const char *prog, const char *spec, bi_opt *o);

/* A time given to touch -d / date -d (stamp 0: "@SECONDS", "YYYY-MM-DD", with
 * "[T ]H[H]:M[M][:S[S]]" and "Z"/" UTC" after it; the box's clock is UTC) or to touch -t
 * (stamp 1: "[[CC]YY]MMDDhhmm[.ss]") in *out. -1 when it is not one. */
CM_MUST_CHECK int bi_cmd_parse_time(const char *s, int stamp, time_t *out);

/* Copy the regular file src to dst, each opened under its own decision (read_content,
 * write_content), refusing a dst that is src; errors are prog's. 0, or -1 printed. */
CM_MUST_CHECK int bi_cmd_copy_file(bi_ctx *ctx, const char *prog, const char *src, const char *dst);

/* GNU cat's check: -1 after printing "<prog>: <name>: input file is output file" when fd
 * reads the regular file ctx->out writes and has not reached its end, so that copying it
 * would append to what it is still to read (`cat f >> f`, `grep -r x . > log`: the file
 * grew without end, gigabytes a second, until the run's end); else 0. */
int bi_cmd_not_output(bi_ctx *ctx, const char *prog, const char *name, int fd);

/* Open path after an fs:<action>/<op> decision and the floor. Returns an fd, or -1
 * after printing "<prog>: <denial>" or "<prog>: <path>: <OS error>". "-" with O_RDONLY
 * is stdin (a dup of ctx->in). */
CM_MUST_CHECK int bi_cmd_open(bi_ctx *ctx, const char *prog, const char *path, pol_action action,
                              const char *op, int flags);

/* Stat path under fs:read read_metadata. Returns 0, or -1 (printed unless quiet;
 * errno ENOENT for a missing path, EACCES for a refusal). */
CM_MUST_CHECK int bi_cmd_stat(bi_ctx *ctx, const char *prog, const char *path, struct stat *st,
                              int quiet);

/* Decide path for action/op and return the approved path in pp. 0, or -1 printed. */
CM_MUST_CHECK int bi_cmd_gate(bi_ctx *ctx, const char *prog, const char *path, pol_action action,
                              const char *op, pol_path *pp);

/* List a directory under fs:read enumerate: sorted names (no . and ..), each owned by
 * the caller (bi_cmd_free_names). NULL after printing; *n set. */
char **bi_cmd_list(bi_ctx *ctx, const char *prog, const char *path, size_t *n);
void bi_cmd_free_names(char **names, size_t n);

/* Read all of fd into b. Returns 0 or -1 (errno; EINTR when an interrupt is pending). */
CM_MUST_CHECK int bi_cmd_read_all(int fd, cm_buf *b);

/* Read up to size bytes of fd into buf, again after EINTR. Returns the count, 0 at the
 * end, or -1 (errno; EINTR when an interrupt is pending). */
CM_MUST_CHECK ssize_t bi_cmd_read_some(int fd, char *buf, size_t size);

/* The lines of one fd, read in chunks as they come: memory is bounded by the longest
 * line (at most 256 MiB), so a stream of any length passes through. */
typedef struct bi_lines {
    int fd;
    char *buf;
    size_t cap;   // bytes allocated
    size_t len;   // bytes read into buf
    size_t start; // where the next line starts
    size_t scan;  // buf[start, scan) holds no newline
    int eof;
    int nul; // a NUL byte has been read (grep's binary files)
} bi_lines;

void bi_lines_init(bi_lines *r, int fd);

/* The next line: *s and *n its bytes without the newline (valid until the next call),
 * *nl 1 when a newline ended it (0 for a last line without one). Returns 1, 0 at the
 * end, or -1 (errno: EFBIG for a longer line than 256 MiB, EINTR when an interrupt is
 * pending, else read's). */
CM_MUST_CHECK int bi_lines_next(bi_lines *r, const char **s, size_t *n, int *nl);

/* Release the buffer (the fd stays open). */
void bi_lines_free(bi_lines *r);

/* The last max lines seen (grep -B N): a ring whose slots keep their memory,
 * so pushing a line allocates only while lines grow. */
typedef struct bi_ring_line {
    char *s;
    size_t n;
    size_t cap;
    int nl;
} bi_ring_line;

typedef struct bi_ring {
    bi_ring_line *v;
    size_t max;   // lines kept at most
    size_t slots; // slots allocated (grows to max)
    size_t count; // lines held
    size_t head;  // the oldest line's slot
} bi_ring;

void bi_ring_init(bi_ring *r, size_t max);

/* Keep a copy of the line s[0, n) (nl: it ended in a newline), dropping the oldest line
 * when max are held. 0, or -1 out of memory. */
CM_MUST_CHECK int bi_ring_push(bi_ring *r, const char *s, size_t n, int nl);

/* The k-th line held, oldest first (k < r->count). */
const bi_ring_line *bi_ring_at(const bi_ring *r, size_t k);

/* Forget the lines held (their memory is kept for the next ones). */
void bi_ring_clear(bi_ring *r);
void bi_ring_free(bi_ring *r);

/* Read up to size bytes of fd into buf, again after EINTR. Returns the count, 0 at the
 * end, -1 after printing "<prog>: read error: <OS error>", or -2 when an interrupt is
 * pending (Ctrl-C: nothing printed, the command ends with 130). */
CM_MUST_CHECK ssize_t bi_cmd_read_chunk(bi_ctx *ctx, const char *prog, int fd, char *buf,
                                        size_t size);

/* path + "/" + name, owned by the caller (cm_free); NULL on out of memory. */
char *bi_cmd_join(const char *path, const char *name);

/* Append the POSIX basic (ere 0) or extended (ere 1) regex p, in PCRE2 syntax, to out
 * (grep and sed). An extended one is PCRE2's own syntax but for \C, a literal C as in
 * GNU's (PCRE2's one code unit would split a UTF-8 character). Returns 0, or -1 out of
 * memory. */
CM_MUST_CHECK int bi_cmd_re_to_pcre(const char *p, int ere, cm_buf *out);

/* One sort -k key. Fields and characters count from 1; echar 0 is the end of field eword,
 * eword 0 the end of the line, sword 0 the whole line. The flags are the key's letters
 * (b f n g h V r); own is 1 when it had any (else sort gives it the global ones). */
typedef struct bi_sort_key {
    long sword, schar, eword, echar;
    int blank_start, blank_end, fold, numeric, version, reverse, own;
} bi_sort_key;

/* Parse a -k value ("2", "2,3", "1.2b,1.4nr") into k. Returns 1 when the key has flag
 * letters of its own, 0 when not, -1 when spec is not a key. */
CM_MUST_CHECK int bi_cmd_sort_key(const char *spec, bi_sort_key *k);

/* Version order of two byte strings as sort -V (Debian's: numbers compare by value,
 * '~' before everything, letters before other characters). <0, 0 or >0. */
int bi_cmd_vercmp(const char *a, size_t an, const char *b, size_t bn);

/* One item of a cut list: lo..hi (1-based), hi 0 for an open end ("3-"). */
typedef struct bi_range {
    long lo, hi;
} bi_range;

/* Parse a cut list ("1,3-5,7-", "-2") into at most max ranges of r. Returns how many;
 * -2 for a position 0, -3 for a decreasing range, -1 when list is not one otherwise. */
CM_MUST_CHECK int bi_cmd_ranges(const char *list, bi_range *r, int max);

/* 1 when position i is in one of the n ranges, else 0. */
int bi_cmd_in_ranges(const bi_range *r, int n, long i);

/* Expand a tr set ("a-z", "[:upper:]", "\n") into set (room for 4096 bytes, in
 * order, repeats kept). Returns the count, or -1 for a range that runs backwards. */
CM_MUST_CHECK int bi_cmd_tr_set(const char *s, unsigned char *set);

int bi_cmd_cat(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_ls(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_head(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_tail(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_wc(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_mkdir(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_rm(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_mv(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_cp(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_touch(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_grep(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_sort(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_uniq(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_cut(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_tr(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_tee(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_basename(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_dirname(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_seq(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_sed(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_find(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_sleep(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_env(bi_ctx *ctx, int argc, char **argv);
int bi_cmd_date(bi_ctx *ctx, int argc, char **argv);

#endif
