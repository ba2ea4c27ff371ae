# Test wiring: Criterion programs report TAP, e2e cases run through the built binary.
TEST_EXTENSIONS = .py .sh .box .pol .case
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/unit/run-criterion.sh
PY_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/e2e/run-py.sh
SH_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/e2e/run-sh.sh
BOX_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/e2e/run-box.sh
POL_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/e2e/run-policy.sh
CASE_LOG_COMPILER = $(SHELL) $(top_srcdir)/tests/conformance/run-case.sh
AM_TESTS_ENVIRONMENT = BUILD_DIR='$(abs_top_builddir)'; SRC_DIR='$(abs_top_srcdir)'; \
	export BUILD_DIR SRC_DIR;

UNIT_CFLAGS = $(AM_CFLAGS) $(CRITERION_CFLAGS)
UNIT_LIBS = $(BOX_LIBS) $(CRITERION_LIBS) $(BOX_EXTERNAL_LIBS)


include tests/unit/common/local.mk
include tests/unit/policy/local.mk
include tests/unit/monty/local.mk
include tests/unit/builtins/local.mk
include tests/unit/shell/local.mk
include tests/e2e/py/local.mk
include tests/e2e/sh/local.mk
include tests/e2e/box/local.mk
include tests/e2e/confine/local.mk
include tests/e2e/tty/local.mk
include tests/e2e/mcp/local.mk
include tests/e2e/policy/local.mk
include tests/conformance/local.mk
include tests/adversarial/local.mk
