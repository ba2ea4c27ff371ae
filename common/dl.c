/* Loading a library at its first use (see common/dl.h). */
#include "config.h"

#include <dlfcn.h>
#include <string.h>

#include "common/dl.h"

/* cm_dl_sym: see common/dl.h. */
int
cm_dl_sym(void *lib, const char *name, void *slot)
{
    void *p = dlsym(lib, name);
    if (!p) {
        return -1;
    }
    memcpy(slot, &p, sizeof p);
    return 0;
}
