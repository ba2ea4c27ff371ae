/* strands-box: the management commands (init, check, explain, log). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "builtins/builtins.h"
#include "policy/policy.h"

int
bi_box_main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("%s\n", pol_version());
        return 0;
    }
    fprintf(stderr, "usage: strands-box init|check|explain|log [--config BOX_TOML]\n");
    return 2;
}
