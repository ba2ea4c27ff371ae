# policy/: the policy language, decisions, the decision log, box.toml, paths, the floor.
noinst_LIBRARIES += libpolicy.a
libpolicy_a_SOURCES = \
	policy/policy.h

# --- engine section (language, schema, decisions, messages, log) ---
libpolicy_a_SOURCES += \
	policy/lang.h \
	policy/lex.c \
	policy/parse.c \
	policy/check.c \
	policy/eval.c \
	policy/engine.c \
	policy/log.c \
	policy/explain.c \
	policy/ptest.c \
	policy/sha256.c

# The policy benchmark (make bench runs every bench/*-bench program).
EXTRA_PROGRAMS += bench/policy-bench
BENCH_TARGETS += bench/policy-bench$(EXEEXT)
CLEANFILES += bench/policy-bench$(EXEEXT)
bench_policy_bench_SOURCES = bench/policy-bench.c
bench_policy_bench_LDADD = $(BOX_LIBS) $(BOX_EXTERNAL_LIBS)

# --- box section (toml, box.toml, path spelling, floor) ---
libpolicy_a_SOURCES += policy/toml.c policy/toml.h policy/box.c policy/path.c policy/path.h \
	policy/floor.c policy/reach.c
