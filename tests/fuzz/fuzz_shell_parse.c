/* libFuzzer target for the shell parser: any bytes parse to a tree or a syntax error,
 * never a crash, a leak or a hang. Built on demand by tests/fuzz/build-shell-fuzz.sh. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "common/buf.h"
#include "shell/parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// Walk a tree so every node the parser built is touched (ASan sees bad pointers).
static size_t
walk(const sh_node *n, int depth)
{
    size_t count = 0;
    if (!n || depth > 1000) {
        return 0;
    }
    count++;
    for (size_t i = 0; i < n->n_words; i++) {
        count += n->words[i].len > 0 ? (size_t)(unsigned char)n->words[i].text[0] % 2 : 0;
    }
    for (const sh_redir *r = n->redirs; r; r = r->next) {
        count += r->body ? 1 : 0;
    }
    for (size_t i = 0; i < n->n_kids; i++) {
        count += walk(n->kids[i], depth + 1);
    }
    for (const sh_case_item *it = n->items; it; it = it->next) {
        count += walk(it->body, depth + 1);
    }
    count += walk(n->cond, depth + 1);
    count += walk(n->body, depth + 1);
    count += walk(n->alt, depth + 1);
    return count;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cm_arena arena;
    cm_buf err;
    sh_parser p;
    cm_arena_init(&arena, (size_t)64 << 20);
    cm_buf_init(&err, 0);
    sh_parse_init(&p, (const char *)data, size, &arena, "fuzz", &err);
    for (int guard = 0; guard < 100000; guard++) {
        sh_node *n;
        int r = sh_parse_next(&p, &n);
        if (r <= 0) {
            break;
        }
        (void)walk(n, 0);
    }
    cm_arena_free(&arena);
    cm_buf_free(&err);
    return 0;
}
