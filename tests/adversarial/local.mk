# Adversarial e2e cases: attacks as an attacker writes them, run by tests/e2e/run-box.sh.
# Each asserts the refusal, its text and exit status, the log record, and an unchanged
# disk (disk_snapshot / expect_disk_unchanged).
ADV_CASES = \
	tests/adversarial/issue12_scaffold.box \
	tests/adversarial/issue12_http_dot_segments.box \
	tests/adversarial/issue12_trailing_slash.box \
	tests/adversarial/issue12_same_file_copy.box \
	tests/adversarial/issue12_terminal_escapes.box \
	tests/adversarial/issue12_log_cap.box \
	tests/adversarial/issue12_shell_limits.box \
	tests/adversarial/issue12_stdio_run_seconds.box \
	tests/adversarial/issue12_short_results.box \
	tests/adversarial/issue12_alias_argv.box \
	tests/adversarial/issue12_alias_crash.box \
	tests/adversarial/issue12_alias_home.box \
	tests/adversarial/issue12_alias_script.box \
	tests/adversarial/issue12_builtin_wrappers.box \
	tests/adversarial/issue12_spawn_box.box \
	tests/adversarial/issue12_spawn_probe.box \
	tests/adversarial/issue12_py_deadline_loops.box \
	tests/adversarial/issue12_py_deadline_alias.box \
	tests/adversarial/issue12_py_results.box \
	tests/adversarial/issue12_py_regex_report.box \
	tests/adversarial/issue19_mcp_write_outside.box \
	tests/adversarial/issue17_jobs_bounds.box \
	tests/adversarial/issue17_find_exec_decided.box \
	tests/adversarial/issue17_sed_backup_decided.box
TESTS += $(ADV_CASES)
EXTRA_DIST += $(ADV_CASES) tests/adversarial/README.md
