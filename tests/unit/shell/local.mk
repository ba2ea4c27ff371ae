# Unit tests for shell/: lexer, parser, expansion, variables, the builtin tables.
check_PROGRAMS += tests/unit/shell/check_shell
TESTS += tests/unit/shell/check_shell
tests_unit_shell_check_shell_SOURCES = \
	tests/unit/shell/test_lex.c \
	tests/unit/shell/test_mcp.c \
	tests/unit/shell/test_parse.c \
	tests/unit/shell/test_expand.c \
	tests/unit/shell/test_vars.c \
	tests/unit/shell/test_assign.c \
	tests/unit/shell/test_trap.c \
	tests/unit/shell/test_jobs.c
tests_unit_shell_check_shell_CFLAGS = $(UNIT_CFLAGS)
tests_unit_shell_check_shell_LDADD = $(UNIT_LIBS)

# --- interrupt and interactive section (shell/intr.c, builtins/intr.c, shell/interact.c;
# issue 19) ---
check_PROGRAMS += tests/unit/shell/check_intr
TESTS += tests/unit/shell/check_intr
tests_unit_shell_check_intr_SOURCES = tests/unit/shell/test_intr.c tests/unit/shell/test_interact.c \
	tests/unit/builtins/pyfix.c tests/unit/builtins/pyfix.h
tests_unit_shell_check_intr_CFLAGS = $(UNIT_CFLAGS)
tests_unit_shell_check_intr_LDADD = $(UNIT_LIBS) -lpthread
