/* The policy module's version string. */
#include "config.h"

#include "policy/policy.h"

const char *
pol_version(void)
{
    return "strands-box policy " PACKAGE_VERSION;
}
