/* Strands Shell's interface: the entry points main() dispatches to. */
#ifndef SHELL_SH_H
#define SHELL_SH_H

/* Run the shell. config is the box.toml named by --config (NULL: no box, every
 * effect refused); name is the route name ("strands-shell", or "zsh", "bash", "sh"
 * for the alias forms); argv[1..] are the arguments after the name and the leading
 * --config/--as options. Returns the exit status. */
int sh_main(const char *config, const char *name, int argc, char **argv);

#endif
