# Unit tests for policy/: one check program per section, each owning its own lines.

# --- engine section (language, schema, decisions, messages, log) ---
check_PROGRAMS += tests/unit/policy/check_engine
TESTS += tests/unit/policy/check_engine
tests_unit_policy_check_engine_SOURCES = \
	tests/unit/policy/test_lex.c tests/unit/policy/test_parse.c tests/unit/policy/test_check.c \
	tests/unit/policy/test_eval.c tests/unit/policy/test_engine.c tests/unit/policy/test_log.c \
	tests/unit/policy/test_reach.c tests/unit/policy/test_ptest.c
tests_unit_policy_check_engine_CFLAGS = $(UNIT_CFLAGS)
tests_unit_policy_check_engine_LDADD = $(UNIT_LIBS)

# --- box section (toml, box.toml, path spelling, floor) ---
check_PROGRAMS += tests/unit/policy/check_box
TESTS += tests/unit/policy/check_box
tests_unit_policy_check_box_SOURCES = \
	tests/unit/policy/box_fixture.c tests/unit/policy/box_fixture.h \
	tests/unit/policy/test_toml.c tests/unit/policy/test_box.c tests/unit/policy/test_path.c \
	tests/unit/policy/test_floor.c
tests_unit_policy_check_box_CFLAGS = $(UNIT_CFLAGS)
tests_unit_policy_check_box_LDADD = $(UNIT_LIBS)
