/* libFuzzer target over Monty's tokenizer and parser (and the AST dumper): arbitrary bytes in.
 *
 * Not built by make. Build and run by hand from the source tree (needs clang):
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -std=c11 -I. -Ibuild-dir \
 *     $(pkg-config --cflags icu-uc) tests/fuzz/fuzz_parse.c monty/lex.c monty/parse.c \
 *     monty/parse_str.c monty/astdump.c common/arena.c common/alloc.c common/buf.c \
 *     common/hex.c common/utf8.c \
 *     $(pkg-config --libs icu-uc) -lm -o fuzz_parse
 *   mkdir -p corpus && ./fuzz_parse -max_len=4096 -max_total_time=600 corpus
 *
 * where build-dir holds a configured config.h. Seed the corpus with any .py files. The
 * first input byte picks the mode (file, eval, single) and whether the arena is capped, so
 * the out-of-memory paths are exercised too. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/arena.h"
#include "common/buf.h"
#include "monty/ast.h"
#include "monty/astdump.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) {
        return 0;
    }
    int mode = data[0] % 3;
    size_t cap = (data[0] & 0x80) ? 4096 + (size_t)(data[0] & 0x7f) * 256 : 0;
    cm_arena a;
    cm_arena_init(&a, cap);
    mt_syntax_error err;
    mt_mod *m = mt_parse(&a, (const char *)data + 1, size - 1, "<fuzz>", mode, &err);
    if (m) {
        cm_buf b;
        cm_buf_init(&b, 0);
        if (mt_ast_dump(m, 1, &b) == 0) {
            // touch the result so the dump is not optimised away
            volatile size_t n = strlen(cm_buf_str(&b));
            (void)n;
        }
        cm_buf_free(&b);
    } else if (err.type == MT_SYNERR_NONE) {
        __builtin_trap(); // a failure must always say why
    } else if (err.text) {
        volatile size_t n = strlen(err.text) + strlen(err.msg);
        (void)n;
    }
    cm_arena_free(&a);
    return 0;
}
