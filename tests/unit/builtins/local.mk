# Unit tests for builtins/: one check program per section, each owning its own lines.

# --- python section ---
check_PROGRAMS += tests/unit/builtins/check_python
TESTS += tests/unit/builtins/check_python
tests_unit_builtins_check_python_SOURCES = \
	tests/unit/builtins/pyfix.c tests/unit/builtins/pyfix.h \
	tests/unit/builtins/test_host.c tests/unit/builtins/test_egress.c \
	tests/unit/builtins/test_python.c tests/unit/builtins/test_python_run.c
tests_unit_builtins_check_python_CFLAGS = $(UNIT_CFLAGS)
tests_unit_builtins_check_python_LDADD = $(UNIT_LIBS)

# --- box section (gate, box, fsact) ---
check_PROGRAMS += tests/unit/builtins/check_gate
TESTS += tests/unit/builtins/check_gate
tests_unit_builtins_check_gate_SOURCES = \
	tests/unit/policy/box_fixture.c tests/unit/policy/box_fixture.h \
	tests/unit/builtins/test_confine.c tests/unit/builtins/test_fsact.c \
	tests/unit/builtins/test_gate.c
tests_unit_builtins_check_gate_CFLAGS = $(UNIT_CFLAGS)
tests_unit_builtins_check_gate_LDADD = $(UNIT_LIBS)

# --- cmd section (the utilities' parsing helpers) ---
check_PROGRAMS += tests/unit/builtins/check_cmd
TESTS += tests/unit/builtins/check_cmd
tests_unit_builtins_check_cmd_SOURCES = tests/unit/builtins/test_cmd_text.c
tests_unit_builtins_check_cmd_CFLAGS = $(UNIT_CFLAGS)
tests_unit_builtins_check_cmd_LDADD = $(UNIT_LIBS)
