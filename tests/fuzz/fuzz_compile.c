/* libFuzzer target over Monty's tokenizer, parser and bytecode compiler: arbitrary bytes
 * in, compiled only (never executed).
 *
 * Not built by make. Build (and run) with tests/fuzz/build-monty-fuzz.sh, which compiles
 * every Monty and common source with clang -fsanitize=fuzzer,address,undefined. The first
 * input byte picks the mode (file, eval, single); the rest is the source. Every failure
 * must leave an exception pending (SyntaxError, IndentationError, RecursionError or
 * MemoryError), and a success must return a code object. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "monty/compile.h"
#include "monty/monty.h"
#include "monty/obj.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static monty_state *fz_state;

static int
fz_write_out(void *ctx, int fd, const char *buf, size_t n)
{
    (void)ctx;
    (void)fd;
    (void)buf;
    (void)n;
    return 0;
}

static void
fz_free_state(void)
{
    monty_free(fz_state);
    fz_state = NULL;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) {
        return 0;
    }
    if (!fz_state) {
        monty_host host = {0};
        host.write_out = fz_write_out;
        fz_state = monty_new(&host, NULL);
        if (!fz_state) {
            abort();
        }
        atexit(fz_free_state);
    }
    static const int modes[3] = {MT_PARSE_FILE, MT_PARSE_EVAL, MT_PARSE_SINGLE};
    mt_state *st = fz_state;
    mt_code *co =
        mt_compile_source(st, (const char *)data + 1, size - 1, "<fuzz>", modes[data[0] % 3]);
    if (co) {
        if (st->exc) {
            __builtin_trap(); // a code object and an exception at once
        }
        MT_DECREF(co);
    } else {
        if (!st->exc) {
            __builtin_trap(); // a failure must always say why
        }
        mt_exc_clear(st);
    }
    return 0;
}
