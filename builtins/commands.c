/* The table of commands the shell runs itself that are not shell-state builtins:
 * utilities (cat, ls, grep, ...) and python/python3. */
#include "config.h"

#include <string.h>

#include "builtins/builtins.h"
#include "builtins/cmd.h"

// Sorted by name (strcmp): bi_command_find searches it by halves.
static const bi_command commands[] = {
    {"basename", bi_cmd_basename, 0, NULL},
    {"cat", bi_cmd_cat, 0, ""},
    {"cp", bi_cmd_cp, 0, ""},
    {"cut", bi_cmd_cut, 0, "bcdf"},
    {"date", bi_cmd_date, 0, "dr"},
    {"dirname", bi_cmd_dirname, 0, ""},
    {"env", bi_cmd_env, 0, NULL},
    {"find", bi_cmd_find, 0, NULL},
    {"grep", bi_cmd_grep, 0, "ABCem|include,exclude,exclude-dir"},
    {"head", bi_cmd_head, 0, "nc"},
    {"ls", bi_cmd_ls, 0, ""},
    {"mkdir", bi_cmd_mkdir, 0, ""},
    {"mv", bi_cmd_mv, 0, ""},
    {"python", bi_python_main, 0, NULL},
    {"python3", bi_python_main, 0, NULL},
    {"rm", bi_cmd_rm, 0, ""},
    {"sed", bi_cmd_sed, 0, "ef"},
    {"seq", bi_cmd_seq, 0, NULL},
    {"sleep", bi_cmd_sleep, 0, NULL},
    {"sort", bi_cmd_sort, 0, "kto"},
    {"tail", bi_cmd_tail, 0, "nc"},
    {"tee", bi_cmd_tee, 0, ""},
    {"touch", bi_cmd_touch, 0, "dtr"},
    {"tr", bi_cmd_tr, 0, NULL},
    {"uniq", bi_cmd_uniq, 0, "fsw"},
    {"wc", bi_cmd_wc, 0, ""},
};

/* bi_command_find: see builtins/builtins.h. */
const bi_command *
bi_command_find(const char *name)
{
    size_t lo = 0;
    size_t hi = sizeof(commands) / sizeof(commands[0]);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(name, commands[mid].name);
        if (c == 0) {
            return &commands[mid];
        }
        if (c < 0) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    return NULL;
}

/* bi_command_at: see builtins/builtins.h. */
const bi_command *
bi_command_at(size_t i)
{
    return i < sizeof(commands) / sizeof(commands[0]) ? &commands[i] : NULL;
}
