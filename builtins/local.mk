# builtins/: the shell's own commands and the Monty host.
noinst_LIBRARIES += libbuiltins.a
libbuiltins_a_SOURCES = \
	builtins/builtins.h \
	builtins/boxcli.c
