# Kernel confinement cases (issue 15), run by tests/e2e/run-box.sh on this kernel.
CONFINE_CASES = \
	tests/e2e/confine/exec_denied.box \
	tests/e2e/confine/issue12_broker_frame.box \
	tests/e2e/confine/issue15_run.box \
	tests/e2e/confine/issue15_run_unconfined.box \
	tests/e2e/confine/issue15_seccomp_list.box \
	tests/e2e/confine/net_denied.box \
	tests/e2e/confine/raw_open.box \
	tests/e2e/confine/ruleset.box \
	tests/e2e/confine/spawn_read.box
TESTS += $(CONFINE_CASES)
EXTRA_DIST += $(CONFINE_CASES) tests/e2e/confine/lib.sh
