/* main(): one binary, several names; dispatch on the name it was started under. */
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
    if (strcmp(name, "strands-box") == 0) {
        return bi_box_main(argc, argv);
    }
    // leading --config FILE and --as NAME (the box's bin/ wrappers pass both)
    int i = 1;
    while (i + 1 < argc) {
        if (strcmp(argv[i], "--config") == 0) {
            config = argv[i + 1];
        } else if (strcmp(argv[i], "--as") == 0) {
            name = argv[i + 1];
        } else {
            break;
        }
        i += 2;
    }
    // argv[i - 1] becomes the program name slot for the route
    argv[i - 1] = (char *)name;
    return sh_main(config, name, argc - (i - 1), argv + (i - 1));
}
