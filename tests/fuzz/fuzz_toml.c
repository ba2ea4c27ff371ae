/* libFuzzer target for the box.toml parser: any bytes parse to a tree or one located
 * error, never a crash, a leak or a hang. Built by tests/fuzz/build-toml-fuzz.sh. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "common/buf.h"
#include "policy/toml.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// Touch every node, so ASan sees a bad pointer in the tree.
static size_t
walk(const pol_toml_value *v, int depth)
{
    size_t n = 1;
    if (depth > 64) {
        return n;
    }
    if (v->type == POL_TOML_STRING) {
        n += strlen(v->str);
    }
    for (const pol_toml_entry *e = v->first; e; e = e->next) {
        n += e->key ? strlen(e->key) : 0;
        n += walk(e->val, depth + 1);
    }
    return n;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cm_buf err;
    cm_buf_init(&err, 0);
    pol_toml_doc doc;
    if (pol_toml_parse((const char *)data, size, "f.toml", &doc, &err) == 0) {
        if (walk(doc.root, 0) == 0) {
            __builtin_trap();
        }
        pol_toml_free(&doc);
    } else if (strncmp(cm_buf_str(&err), "f.toml:", 7) != 0) {
        __builtin_trap();
    }
    cm_buf_free(&err);
    return 0;
}
