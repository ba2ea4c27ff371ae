# shell/: the command language and main().
noinst_LIBRARIES += libsh.a
libsh_a_SOURCES = \
	shell/sh.h \
	shell/shell.c \
	shell/parse.h shell/lex.c shell/parse.c \
	shell/state.h shell/vars.c \
	shell/expand.h shell/expand.c \
	shell/fx.h shell/fx.c \
	shell/exec.h shell/exec.c \
	shell/jobs.h shell/jobs.c \
	shell/limit.h shell/limit.c \
	shell/trap.h shell/trap.c \
	shell/builtin.h shell/builtin.c

bin_PROGRAMS += strands-shell
strands_shell_SOURCES = shell/main.c
strands_shell_LDADD = $(BOX_LIBS) $(BOX_EXTERNAL_LIBS)
