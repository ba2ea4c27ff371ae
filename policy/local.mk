# policy/: the policy language, decisions, the decision log, box.toml, paths, the floor.
noinst_LIBRARIES += libpolicy.a
libpolicy_a_SOURCES = \
	policy/policy.h \
	policy/version.c

# --- engine section (language, schema, decisions, messages, log) ---

# --- box section (toml, box.toml, path spelling, floor) ---
