/* The single list of builtin modules (Lua's linit.c): no build-time scanning. */
#include "config.h"

#include "monty/modules/registry.h"

#include <string.h>

static const mt_module_def *const modules[] = {
    &mt_module_pathlib,     &mt_module_sys, &mt_module_collections_abc,
    &mt_module_math,        // stdlib-a
    &mt_module_json,        // stdlib-a
    &mt_module_re,          // stdlib-a
    &mt_module_random,      // stdlib-a
    &mt_module_base64,      // stdlib-a
    &mt_module_binascii,    // stdlib-a
    &mt_module_unicodedata, // stdlib-a
    &mt_module_asyncio,     // stdlib-a
    &mt_module_collections, // stdlib-b
    &mt_module_itertools,   // stdlib-b
    &mt_module_functools,   // stdlib-b
    &mt_module_copy,        // stdlib-b
    &mt_module_typing,      // stdlib-b
    &mt_module_dataclasses, // stdlib-b
    &mt_module_datetime,    // stdlib-b
    &mt_module_time,        // stdlib-b
    &mt_module_os,          // stdlib-b
    &mt_module_os_path,     // stdlib-b
};

const mt_module_def *
mt_module_find(const char *name)
{
    for (size_t i = 0; i < sizeof modules / sizeof modules[0]; i++) {
        if (strcmp(modules[i]->name, name) == 0) {
            return modules[i];
        }
    }
    return NULL;
}
