# shell/: the command language and main().
noinst_LIBRARIES += libsh.a
libsh_a_SOURCES = \
	shell/sh.h \
	shell/shell.c

bin_PROGRAMS += strands-shell
strands_shell_SOURCES = shell/main.c
strands_shell_LDADD = $(BOX_LIBS) $(BOX_EXTERNAL_LIBS)
