/* Strands Shell's interface: the entry points main() dispatches to. */
#ifndef SHELL_SH_H
#define SHELL_SH_H

/* `strands-shell …` and the zsh/bash/sh alias names. Returns the exit status. */
int sh_main(int argc, char **argv);

#endif
