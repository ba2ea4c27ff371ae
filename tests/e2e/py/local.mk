# e2e py cases.

# --- python section (the host: file operations, errors, time) ---
PY_HOST_CASES = tests/e2e/py/host/fileops.py tests/e2e/py/host/errors.py \
	tests/e2e/py/host/timerand.py
TESTS += $(PY_HOST_CASES)
EXTRA_DIST += $(PY_HOST_CASES) $(PY_HOST_CASES:=.exp) tests/e2e/run-py.sh \
	tests/e2e/update-exp.sh
