# Unit tests for monty/.

# --- core section (object model, compiler, VM; monty-core) ---
# Test-only driver: runs a .py file with a host acting on the current directory.
check_PROGRAMS += tests/tools/monty_run
tests_tools_monty_run_SOURCES = tests/tools/monty_run.c
tests_tools_monty_run_LDADD = libmonty.a libmontylib.a libcommon.a $(BOX_EXTERNAL_LIBS)
check_PROGRAMS += tests/unit/monty/check_core
TESTS += tests/unit/monty/check_core
tests_unit_monty_check_core_SOURCES = tests/unit/monty/test_monty.c tests/unit/monty/test_mod_re.c
tests_unit_monty_check_core_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_core_LDADD = $(UNIT_LIBS) -lpthread

# --- front section (tokenizer, parser, AST dumper) ---
# mt_ast_dump (monty/astdump.c, CPython's ast.dump() text) serves only the parser's tests and
# the parse fuzzer, so it is a test-only library, not part of libmonty.a.
check_LIBRARIES += libastdump.a
libastdump_a_SOURCES = monty/astdump.h monty/astdump.c
check_PROGRAMS += tests/unit/monty/check_front
TESTS += tests/unit/monty/check_front
tests_unit_monty_check_front_SOURCES = \
	tests/unit/monty/test_lex.c \
	tests/unit/monty/test_parse.c
tests_unit_monty_check_front_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_front_LDADD = libastdump.a $(UNIT_LIBS)

# --- dups section (shared byte-string and comparison helpers of monty/obj.c) ---
check_PROGRAMS += tests/unit/monty/check_obj
TESTS += tests/unit/monty/check_obj
tests_unit_monty_check_obj_SOURCES = tests/unit/monty/test_obj.c
tests_unit_monty_check_obj_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_obj_LDADD = $(UNIT_LIBS)

# --- leak section (monty_free's ownership check of debug builds; issue 13) ---
check_PROGRAMS += tests/unit/monty/check_leakcheck
TESTS += tests/unit/monty/check_leakcheck
tests_unit_monty_check_leakcheck_SOURCES = tests/unit/monty/test_leakcheck.c
tests_unit_monty_check_leakcheck_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_leakcheck_LDADD = $(UNIT_LIBS)

# --- host section (entropy and the urandom cap come from the host; issue 14) ---
check_PROGRAMS += tests/unit/monty/check_host
TESTS += tests/unit/monty/check_host
tests_unit_monty_check_host_SOURCES = tests/unit/monty/test_host_entropy.c
tests_unit_monty_check_host_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_host_LDADD = $(UNIT_LIBS)

# --- recur section (the C recursion guard, the repr guard, iterative freeing; issue 13) ---
check_PROGRAMS += tests/unit/monty/check_recur
TESTS += tests/unit/monty/check_recur
tests_unit_monty_check_recur_SOURCES = tests/unit/monty/test_recur.c
tests_unit_monty_check_recur_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_recur_LDADD = $(UNIT_LIBS)

# --- frozen section (the library's Python part frozen at build time; issue 14) ---
check_PROGRAMS += tests/unit/monty/check_frozen
TESTS += tests/unit/monty/check_frozen
tests_unit_monty_check_frozen_SOURCES = tests/unit/monty/test_frozen.c
tests_unit_monty_check_frozen_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_frozen_LDADD = $(UNIT_LIBS)

# --- seqcore section (the str/bytes method core of monty/seqcore.c; issue 14) ---
check_PROGRAMS += tests/unit/monty/check_seqcore
TESTS += tests/unit/monty/check_seqcore
tests_unit_monty_check_seqcore_SOURCES = tests/unit/monty/test_seqcore.c
tests_unit_monty_check_seqcore_CFLAGS = $(UNIT_CFLAGS)
tests_unit_monty_check_seqcore_LDADD = $(UNIT_LIBS)
