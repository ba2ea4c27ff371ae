/* Monty's version line. */
#include "config.h"

#include "monty/monty.h"

const char *
monty_version(void)
{
    return "Monty (Strands-Box Python subset)";
}
