# e2e box cases.
BOX_CASES = \
	tests/e2e/box/bad_config.box \
	tests/e2e/box/bad_policy.box \
	tests/e2e/box/init.box \
	tests/e2e/box/init_bad.box \
	tests/e2e/box/floor_symlink_file.box \
	tests/e2e/box/floor_symlink_dir.box \
	tests/e2e/box/floor_dangling.box \
	tests/e2e/box/floor_dotdot.box \
	tests/e2e/box/floor_prefix_sibling.box \
	tests/e2e/box/floor_box_dir.box \
	tests/e2e/box/floor_sources.box \
	tests/e2e/box/floor_swap.box \
	tests/e2e/box/floor_shell.box \
	tests/e2e/box/notes_example.box \
	tests/e2e/box/issue3_log_args.box \
	tests/e2e/box/issue6_spec_walk.box \
	tests/e2e/box/issue3_box_help.box \
	tests/e2e/box/issue17_decl_no_injection.box tests/e2e/box/issue17_trap_ignored_at_entry.box \
	tests/e2e/box/issue17_umask_floor.box tests/e2e/box/issue17_stdin_script.box tests/e2e/box/issue17_interactive_flag.box tests/e2e/box/issue12_extglob_stack_budget.box \
	tests/e2e/box/issue17_script_no_shebang.box \
	tests/e2e/box/issue17_mkdir_abs.box \
	tests/e2e/box/issue17_non_utf8_words.box \
	tests/e2e/box/issue17_globstar_decided.box \
	tests/e2e/box/issue17_bracket_not_glob.box tests/e2e/box/issue17_ls_total.box tests/e2e/box/issue17_time_keyword.box tests/e2e/box/issue17_timeout.box tests/e2e/box/issue17_env_command.box tests/e2e/box/issue17_invocation_options.box \
	tests/e2e/box/issue17_jobs_log.box \
	tests/e2e/box/issue17_sleep_budget.box \
	tests/e2e/box/issue18_deadline_timer.box \
	tests/e2e/box/issue12_own_loops_deadline.box \
	tests/e2e/box/issue12_regex_long_line.box tests/e2e/box/issue18_regex_long_line.box \
	tests/e2e/box/issue12_c_call_deadline.box \
	tests/e2e/box/issue12_compile_run_seconds.box \
	tests/e2e/box/issue12_expansion_run_end.box \
	tests/e2e/box/issue12_python_shell_run_seconds.box \
	tests/e2e/box/issue12_memory_budget.box \
	tests/e2e/box/issue12_memory_budget_pcre.box \
	tests/e2e/box/issue16_gen_close_limits.box \
	tests/e2e/box/issue12_input_is_output.box \
	tests/e2e/box/issue13_pattern_depth.box \
	tests/e2e/box/issue13_and_or_chain.box \
	tests/e2e/box/issue13_elif_chain.box \
	tests/e2e/box/issue13_test_depth.box \
	tests/e2e/box/issue13_shell_depth.box \
	tests/e2e/box/issue12_bigint_deadline.box \
	tests/e2e/box/issue12_path_planted_program.box
TESTS += $(BOX_CASES)
EXTRA_DIST += $(BOX_CASES) tests/e2e/run-box.sh

# --- python section (the Monty host and the python routes) ---
PY_BOX_CASES = tests/e2e/box/py_ops.box tests/e2e/box/py_handles.box \
	tests/e2e/box/py_rename.box tests/e2e/box/py_always.box tests/e2e/box/py_time.box tests/e2e/box/issue14_urandom_cap.box tests/e2e/box/issue14_frozen_fresh.box \
	tests/e2e/box/issue18_frozen_code_shared.box \
	tests/e2e/box/issue14_lib_cpython_syntax.box tests/e2e/box/issue6_buffered_writes.box \
	tests/e2e/box/py_limits.box tests/e2e/box/py_exit.box tests/e2e/box/py_argv.box \
	tests/e2e/box/py_alias.box tests/e2e/box/py_fresh.box tests/e2e/box/py_fetch.box
TESTS += $(PY_BOX_CASES)
EXTRA_DIST += $(PY_BOX_CASES)

# --- host audit section ---
# The issue 6 audit (tests/e2e/box/COVERAGE.md): exact texts and decision-log records
# for every row of the spec's tables. The gap cases pin differences the audit found and
# that are now fixed (the script's spelling in os refusals, text decoding, the
# SyntaxError column and a raised KeyboardInterrupt's status, os.environ named alone,
# the two paths of a failed rename).
HOST_AUDIT_CASES = tests/e2e/box/py_audit_deny.box tests/e2e/box/py_audit_io.box \
	tests/e2e/box/py_audit_handles.box tests/e2e/box/py_audit_rename.box \
	tests/e2e/box/py_audit_always.box tests/e2e/box/py_audit_limits.box \
	tests/e2e/box/py_audit_argv.box tests/e2e/box/py_audit_fetch.box \
	tests/e2e/box/py_audit_alias.box tests/e2e/box/py_audit_os.box \
	tests/e2e/box/py_audit_gap_spelling.box tests/e2e/box/py_audit_gap_utf8.box \
	tests/e2e/box/issue16_did_you_mean.box \
	tests/e2e/box/py_audit_gap_report.box tests/e2e/box/py_audit_gap_environ.box \
	tests/e2e/box/py_audit_gap_rename.box
TESTS += $(HOST_AUDIT_CASES)
EXTRA_DIST += $(HOST_AUDIT_CASES) tests/e2e/box/py_audit_lib.sh \
	tests/e2e/box/COVERAGE.md

# --- operator tools section (issue 20: check, log, test; issue 19: CLI basics) ---
OPS_BOX_CASES = tests/e2e/box/issue20_check.box tests/e2e/box/issue20_log.box \
	tests/e2e/box/issue20_policy_test.box tests/e2e/box/issue19_cli_basics.box \
	tests/e2e/box/issue19_cli_init.box \
	tests/e2e/box/issue20_fetch_local.box tests/e2e/box/issue20_docs.box \
	tests/e2e/box/issue20_fetch_tls.box tests/e2e/box/issue20_fetch_stall.box \
	tests/e2e/box/issue20_man.box tests/e2e/box/example_fetch.box
TESTS += $(OPS_BOX_CASES)
EXTRA_DIST += $(OPS_BOX_CASES) tests/e2e/box/fetch/server.py

# --- issue 16: pathlib and os effects (glob/scandir/walk skip what is refused, decided once)
PATHOS_BOX_CASES = tests/e2e/box/issue16_pathos_decided.box
TESTS += $(PATHOS_BOX_CASES)
EXTRA_DIST += $(PATHOS_BOX_CASES)
