# policy/: the policy language, decisions, the decision log, box.toml, paths, the floor.
noinst_LIBRARIES += libpolicy.a
libpolicy_a_SOURCES = \
	policy/policy.h \
	policy/version.c
