# shell/: the command language and main().
noinst_LIBRARIES += libsh.a
libsh_a_SOURCES = \
	shell/sh.h \
	shell/shell.c \
	shell/parse.h shell/lex.c shell/parse.c \
	shell/state.h shell/vars.c \
	shell/expand.h shell/expand.c \
	shell/assign.h shell/assign.c \
	shell/fx.h shell/fx.c \
	shell/exec.h shell/exec.c \
	shell/script.h shell/script.c \
	shell/jobs.h shell/jobs.c \
	shell/limit.h shell/limit.c \
	shell/intr.h shell/intr.c \
	shell/interact.h shell/interact.c \
	shell/mcp.h shell/mcp.c \
	shell/trap.h shell/trap.c \
	shell/run.c \
	shell/builtin.h shell/builtin.c \
	shell/print.h shell/print.c

bin_PROGRAMS += strands-shell
strands_shell_SOURCES = shell/main.c
strands_shell_LDADD = $(BOX_LIBS) $(BOX_EXTERNAL_LIBS)
