# builtins/: the shell's own commands, the effect gate and the Monty host.
noinst_LIBRARIES += libbuiltins.a
libbuiltins_a_SOURCES = \
	builtins/builtins.h

# --- strands-box CLI section (check, explain, log) ---
libbuiltins_a_SOURCES += builtins/boxcli.c

# --- box section (bi_box_open, gate, fsact, init) ---

# --- shell commands section (command table, cat, ls, grep, ...) ---

# --- python section (python builtin, alias, Monty host, egress) ---
