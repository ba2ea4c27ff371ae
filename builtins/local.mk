# builtins/: the shell's own commands, the effect gate and the Monty host.
noinst_LIBRARIES += libbuiltins.a
# where `make install` puts strands-shell: strands-box init lists it in the aliases
libbuiltins_a_CPPFLAGS = $(AM_CPPFLAGS) -DBI_BINDIR='"$(bindir)"'
libbuiltins_a_SOURCES = \
	builtins/builtins.h

# --- strands-box CLI section (check, explain, log) ---
libbuiltins_a_SOURCES += builtins/boxcli.c

# --- box section (bi_box_open, gate, fsact, init) ---
libbuiltins_a_SOURCES += builtins/box.c builtins/gate.c builtins/fsact.c builtins/boxinit.c \
	builtins/confine.c

# --- shell commands section (command table, cat, ls, grep, ...) ---
libbuiltins_a_SOURCES += builtins/cmd.h builtins/cmd_re.h builtins/commands.c builtins/cmd_util.c builtins/cmd_cat.c \
	builtins/cmd_text.c builtins/cmd_fs.c builtins/cmd_grep.c builtins/cmd_cut.c \
	builtins/cmd_misc.c builtins/cmd_sed.c builtins/cmd_find.c

# --- python section (python builtin, alias, Monty host, egress) ---
libbuiltins_a_SOURCES += builtins/python.c builtins/host.c builtins/host.h builtins/egress.c \
	builtins/egress.h builtins/intr.c builtins/intr.h
