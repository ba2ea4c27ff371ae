/* Strands Shell entry point (placeholder until the command language lands). */
#include "config.h"

#include <stdio.h>

#include "shell/sh.h"

int
sh_main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "strands-shell: not built yet\n");
    return 125;
}
