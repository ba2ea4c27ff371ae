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
strands_shell_LDFLAGS = $(RELR_LDFLAGS) $(HOT_LDFLAGS)

# The functions a start runs, first in the text, so that a one-liner maps a few hundred KiB
# of the binary instead of nearly all of it (issue 18, M1; configure's LAYOUT_CFLAGS).
# shell/hot-functions.txt is made by bench/hot-functions.sh: `make hot-functions`.
EXTRA_DIST += shell/hot-functions.txt bench/hot-functions.sh
if HOT_LAYOUT
EXTRA_strands_shell_DEPENDENCIES = shell/hot.ld
CLEANFILES += shell/hot.ld
endif
shell/hot.ld: $(srcdir)/shell/hot-functions.txt
	$(AM_V_GEN)$(MKDIR_P) shell && { \
	  echo '/* Made from shell/hot-functions.txt: the functions a start runs, placed first. */'; \
	  echo 'SECTIONS'; echo '{'; echo '  .text.box_hot :'; echo '  {'; \
	  sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)$$/    *(.text.\1 .text.\1.*)/p' $(srcdir)/shell/hot-functions.txt; \
	  echo '  }'; echo '}'; echo 'INSERT BEFORE .text;'; } > $@-t && mv $@-t $@
hot-functions: strands-shell$(EXEEXT)
	$(SHELL) $(srcdir)/bench/hot-functions.sh $(builddir) > $(srcdir)/shell/hot-functions.txt-t
	mv $(srcdir)/shell/hot-functions.txt-t $(srcdir)/shell/hot-functions.txt
.PHONY: hot-functions
