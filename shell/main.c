/* main(): one binary, several names; dispatch on the name it was started under. */
#include "config.h"

#include <string.h>

#include "builtins/builtins.h"
#include "shell/sh.h"

int
main(int argc, char **argv)
{
    const char *name = argc > 0 && argv[0] ? argv[0] : "strands-shell";
    const char *slash = strrchr(name, '/');
    if (slash) {
        name = slash + 1;
    }
    if (strcmp(name, "strands-box") == 0) {
        return bi_box_main(argc, argv);
    }
    return sh_main(argc, argv);
}
