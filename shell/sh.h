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

/* The same for the alias named alias (exactly one of those names, nothing more) of the box
 * in box_dir (absolute): the broker's entry, which takes both apart, so that a caller's
 * text can name neither another box nor another alias. Any other name exits 125 before a
 * box is touched. */
int sh_alias_run(const char *alias, const char *box_dir, int argc, char **argv);

/* `strands-box run --config BOX_TOML [--unconfined] [-- COMMAND...]` (shell/run.c):
 * start the agent confined to its [agent.filesystem] lists, and broker its aliases'
 * calls. argv[0] is "run". Returns the agent's exit status (125: the box failed). */
int sh_box_run(int argc, char **argv);

/* The alias's side of `strands-box run`: when STRANDS_BOX_BROKER_FD is set, send the
 * call (name, argv[1..], cwd, stdio) to the broker and return the status it answers
 * (125 when it cannot be reached); -1 when no broker is named (run in-process). */
int sh_broker_call(const char *name, int argc, char **argv);

#endif
