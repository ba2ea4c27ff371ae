/* Strands Shell's interface: the entry points main() dispatches to. */
#ifndef SHELL_SH_H
#define SHELL_SH_H

/* Run the shell route (strands-shell, run by the operator). config is the box.toml
 * named by --config (NULL: no box, every effect refused); argv[1..] are the arguments
 * after the leading --config options. Returns the exit status. */
int sh_main(const char *config, int argc, char **argv);

/* Run an alias of a box's bin/: spec is "NAME:BOX_DIR" from the wrapper's fixed first
 * argument (NAME one of zsh, bash, sh, python3, python); argv[1..] are the caller's
 * arguments, which must be one of the alias's forms. The box is the one `strands-box
 * init` recorded in BOX_DIR/private/alias.toml. The box runs in a child process, and a
 * crash or fatal signal of it exits 125 ("Box failed"). Returns the exit status. */
int sh_alias_main(const char *spec, int argc, char **argv);

#endif
