/* A strict TOML subset (tables, dotted keys, strings, numbers, booleans, arrays, inline
 * tables) parsed into a tree that remembers where every key and value was written. */
#ifndef POLICY_TOML_H
#define POLICY_TOML_H

#include <stddef.h>
#include <stdint.h>

#include "common/arena.h"
#include "common/attr.h"
#include "common/buf.h"

typedef enum pol_toml_type {
    POL_TOML_STRING,
    POL_TOML_INT,
    POL_TOML_FLOAT,
    POL_TOML_BOOL,
    POL_TOML_ARRAY,
    POL_TOML_TABLE
} pol_toml_type;

typedef struct pol_toml_value pol_toml_value;
typedef struct pol_toml_entry pol_toml_entry;

/* One key of a table (or one item of an array, with key NULL), in written order. */
struct pol_toml_entry {
    const char *key; // NUL-terminated; NULL for array items
    int line;        // where the key (or the item) was written, 1-based
    int col;         // 1-based, counted in characters
    pol_toml_value *val;
    pol_toml_entry *next;
};

struct pol_toml_value {
    pol_toml_type type;
    int line; // where the value starts (for a table: its header or first dotted key)
    int col;
    const char *str; // POL_TOML_STRING: NUL-terminated (never holds a NUL: refused)
    size_t str_len;
    int64_t i; // POL_TOML_INT
    double f;  // POL_TOML_FLOAT
    int b;     // POL_TOML_BOOL
    size_t n;  // entries in a table or an array
    int how;   // tables: how they were created (internal)
    pol_toml_entry *first;
    pol_toml_entry *last;
};

typedef struct pol_toml_doc {
    cm_arena arena;
    pol_toml_value *root;
} pol_toml_doc;

/* Parse text (len bytes, need not be NUL-terminated). origin names the file in
 * errors. Returns 0 with the tree in doc (free with pol_toml_free), or -1 with
 * "<origin>:<line>:<col>: <problem>" in err (doc is then empty and needs no free). */
CM_MUST_CHECK int pol_toml_parse(const char *text, size_t len, const char *origin,
                                 pol_toml_doc *doc, cm_buf *err);
void pol_toml_free(pol_toml_doc *doc);

/* The entry named key in table t, or NULL (t may be NULL). Borrowed. */
pol_toml_entry *pol_toml_find(const pol_toml_value *t, const char *key);

/* "string", "integer", "float", "boolean", "array", "table". */
const char *pol_toml_type_name(pol_toml_type t);

#endif
