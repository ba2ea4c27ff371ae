/* main(): one binary, several names; dispatch on the name it was started under, or on
 * the alias entry point that the wrappers in a box's bin/ pass as their first argument. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "builtins/builtins.h"
#include "shell/sh.h"

int
main(int argc, char **argv)
{
    const char *name = argc > 0 && argv[0] ? argv[0] : "strands-shell";
    const char *slash = strrchr(name, '/');
    const char *config = NULL;
    if (slash) {
        name = slash + 1;
    }
    // An alias: the wrapper's one fixed first argument says everything it runs under,
    // and every later argument belongs to the alias's own form (no option is parsed).
    if (argc >= 2 && strncmp(argv[1], BI_ALIAS_ENTRY, strlen(BI_ALIAS_ENTRY)) == 0) {
        return sh_alias_main(argv[1] + strlen(BI_ALIAS_ENTRY), argc - 1, argv + 1);
    }
    if (strcmp(name, "strands-box") == 0) {
        // `run` starts the agent and brokers its aliases, which run the shell route
        if (argc >= 2 && strcmp(argv[1], "run") == 0) {
            return sh_box_run(argc - 1, argv + 1);
        }
        return bi_box_main(argc, argv);
    }
    // the shell route, run by the operator: leading --config FILE (the last one wins)
    int i = 1;
    while (i + 1 < argc && strcmp(argv[i], "--config") == 0) {
        config = argv[i + 1];
        i += 2;
    }
    if (i < argc && strcmp(argv[i], "--as") == 0) {
        // the wrappers of an older `strands-box init` passed the route this way, where
        // the caller could pass it again; they must be written anew
        fprintf(stderr, "strands-box-sock-alias: this alias was written by an older "
                        "`strands-box init`; run `strands-box init --config BOX_TOML` again\n");
        return 125;
    }
    // argv[i - 1] becomes the program name slot for the route
    argv[i - 1] = (char *)"strands-shell";
    return sh_main(config, argc - (i - 1), argv + (i - 1));
}
