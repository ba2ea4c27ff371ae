# e2e sh cases: each <name>.sh is run by tests/e2e/run-sh.sh and compared with
# <name>.sh.exp (from bash --posix where the first line says so, see gen-exp.sh;
# hand-written otherwise). <name>.policy replaces the default policy; <name>.argv
# replaces `-c TEXT`, <name>.stdin is the stdin, <name>.data/ is copied into the workspace.
SH_CASES = \
	tests/e2e/sh/quoting.sh tests/e2e/sh/params.sh tests/e2e/sh/arith.sh \
	tests/e2e/sh/cmdsubst.sh tests/e2e/sh/control.sh tests/e2e/sh/functions.sh \
	tests/e2e/sh/redirs.sh tests/e2e/sh/pipes.sh tests/e2e/sh/subshell.sh \
	tests/e2e/sh/set_e.sh tests/e2e/sh/set_u.sh tests/e2e/sh/builtins.sh \
	tests/e2e/sh/split_glob.sh tests/e2e/sh/exec_denied.sh tests/e2e/sh/spawn.sh \
	tests/e2e/sh/redirect_denied.sh tests/e2e/sh/cd_glob_denied.sh tests/e2e/sh/errors.sh \
	tests/e2e/sh/alias_forms.sh tests/e2e/sh/alias_lc.sh tests/e2e/sh/script_args.sh \
	tests/e2e/sh/env_minimal.sh tests/e2e/sh/utils.sh tests/e2e/sh/script_file.sh \
	tests/e2e/sh/script_stdin.sh tests/e2e/sh/script_missing.sh tests/e2e/sh/python_builtin.sh \
	tests/e2e/sh/braces.sh tests/e2e/sh/example.sh tests/e2e/sh/util_flags.sh \
	tests/e2e/sh/issue17_break_in_eval_dot.sh tests/e2e/sh/issue17_hangs.sh tests/e2e/sh/issue17_line_continuation.sh tests/e2e/sh/issue17_rdwr_creates.sh tests/e2e/sh/issue17_redir_only_status.sh tests/e2e/sh/issue17_script_via_path.sh tests/e2e/sh/issue17_tilde_in_patterns.sh tests/e2e/sh/issue17_redirs.sh tests/e2e/sh/issue17_arrays.sh \
	tests/e2e/sh/issue17_assoc_arrays.sh tests/e2e/sh/issue17_declare_attrs.sh tests/e2e/sh/issue17_type_own.sh \
	tests/e2e/sh/issue17_subst_anchor.sh tests/e2e/sh/issue17_print_vars.sh \
	tests/e2e/sh/issue17_procsubst_arg.sh tests/e2e/sh/issue17_procsubst_fd_floor.sh \
	tests/e2e/sh/issue17_cat_flags.sh tests/e2e/sh/issue17_read_elements.sh tests/e2e/sh/issue17_assoc_stress.sh \
	tests/e2e/sh/issue17_nounset_elements.sh tests/e2e/sh/issue17_declare_funcs.sh \
	tests/e2e/sh/issue17_expansion.sh tests/e2e/sh/issue17_arith.sh tests/e2e/sh/issue17_case.sh \
	tests/e2e/sh/issue17_readonly.sh tests/e2e/sh/issue17_printf.sh tests/e2e/sh/issue17_read.sh \
	tests/e2e/sh/issue17_builtins.sh tests/e2e/sh/issue17_umask.sh tests/e2e/sh/issue17_mkdir_abs.sh \
	tests/e2e/sh/issue17_pipes_stream.sh tests/e2e/sh/issue17_pipestatus_array.sh tests/e2e/sh/issue17_jobs.sh \
	tests/e2e/sh/issue17_case_modification.sh tests/e2e/sh/issue17_test_operators.sh tests/e2e/sh/issue17_bashisms.sh tests/e2e/sh/issue17_process_substitution.sh tests/e2e/sh/issue17_nested_quotes.sh tests/e2e/sh/issue17_default_word_split.sh \
	tests/e2e/sh/issue18_expand_paths.sh tests/e2e/sh/issue13_brace_range_overflow.sh tests/e2e/sh/issue13_index_overflow.sh \
	tests/e2e/sh/issue17_jobs_errors.sh tests/e2e/sh/issue17_grep.sh tests/e2e/sh/issue17_sort.sh tests/e2e/sh/issue17_headtail.sh tests/e2e/sh/issue17_cut.sh tests/e2e/sh/issue17_sed.sh tests/e2e/sh/issue17_find.sh tests/e2e/sh/issue17_find_exec.sh tests/e2e/sh/issue17_sed_inplace.sh tests/e2e/sh/issue17_set_cluster.sh tests/e2e/sh/issue17_time_keyword.sh tests/e2e/sh/issue17_timeout.sh tests/e2e/sh/issue17_err_trap_lineno.sh tests/e2e/sh/issue17_env_command.sh tests/e2e/sh/issue17_utils_more.sh tests/e2e/sh/issue17_date_ref.sh tests/e2e/sh/issue17_sed_empty_match.sh tests/e2e/sh/issue12_regex_backslash_c.sh tests/e2e/sh/issue17_cdpath.sh tests/e2e/sh/issue17_old_arith.sh tests/e2e/sh/issue17_usage_errors.sh tests/e2e/sh/issue17_special_usage.sh tests/e2e/sh/issue17_dbracket_keyword.sh tests/e2e/sh/issue17_env_ignore.sh tests/e2e/sh/issue17_alias_parse_time.sh tests/e2e/sh/issue17_test_pseudo_files.sh tests/e2e/sh/issue17_dot_eval_status.sh tests/e2e/sh/issue17_hash_operators.sh tests/e2e/sh/issue17_read_last_field.sh tests/e2e/sh/issue17_double_paren_subshells.sh tests/e2e/sh/issue17_trap_return_status.sh tests/e2e/sh/issue17_dbracket_lines_bang.sh tests/e2e/sh/issue17_for_readonly.sh tests/e2e/sh/issue17_misc.sh tests/e2e/sh/issue17_ls.sh tests/e2e/sh/issue17_xargs.sh \
	tests/e2e/sh/issue17_streaming.sh \
	tests/e2e/sh/issue17_nameref.sh tests/e2e/sh/issue17_array_transforms.sh \
	tests/e2e/sh/issue17_ansi_c_escapes.sh tests/e2e/sh/issue17_pattern_parens.sh tests/e2e/sh/issue17_empty_quoted_field.sh \
	tests/e2e/sh/issue17_utf8_patterns.sh tests/e2e/sh/issue17_small_statuses.sh tests/e2e/sh/issue17_dbracket_arith.sh \
	tests/e2e/sh/issue17_declare_f.sh tests/e2e/sh/issue17_procsubst_out.sh \
	tests/e2e/sh/issue17_funcname_divzero.sh \
	tests/e2e/sh/issue17_heredoc_in_comsub.sh tests/e2e/sh/issue17_subst_patterns.sh \
	tests/e2e/sh/issue17_option_order.sh tests/e2e/sh/issue17_gnu_texts.sh \
	tests/e2e/sh/issue17_err_trap_functions.sh tests/e2e/sh/issue17_glob_dirs.sh \
	tests/e2e/sh/issue17_dev_null.sh \
	tests/e2e/sh/issue17_set_options.sh tests/e2e/sh/issue17_heredoc_in_cmdsub.sh \
	tests/e2e/sh/issue17_kill_stop_self.sh tests/e2e/sh/issue17_ls_go.sh \
	tests/e2e/sh/issue17_special_builtins.sh tests/e2e/sh/issue17_devnull_spellings.sh \
	tests/e2e/sh/issue17_alias_print.sh tests/e2e/sh/issue17_shift_zero.sh \
	tests/e2e/sh/issue17_posix_builtins.sh tests/e2e/sh/issue17_special_errors.sh \
	tests/e2e/sh/issue17_lineno_stdin.sh tests/e2e/sh/issue17_trap_in_subshell.sh \
	tests/e2e/sh/issue17_special_via_command.sh
SH_EXTRA = tests/e2e/sh/issue17_hangs.policy tests/e2e/sh/issue17_script_via_path.policy tests/e2e/sh/issue17_streaming.policy tests/e2e/sh/issue17_procsubst_fd_floor.policy tests/e2e/sh/exec_denied.policy tests/e2e/sh/spawn.policy \
	tests/e2e/sh/redirect_denied.policy tests/e2e/sh/cd_glob_denied.policy \
	tests/e2e/sh/env_minimal.policy tests/e2e/sh/alias_forms.argv tests/e2e/sh/alias_lc.argv \
	tests/e2e/sh/script_args.argv tests/e2e/sh/script_file.argv tests/e2e/sh/script_file.data \
	tests/e2e/sh/script_stdin.argv tests/e2e/sh/script_stdin.stdin \
	tests/e2e/sh/issue17_shift_zero.argv tests/e2e/sh/issue17_shift_zero.stdin \
	tests/e2e/sh/issue17_lineno_stdin.argv tests/e2e/sh/issue17_lineno_stdin.stdin \
	tests/e2e/sh/script_missing.argv tests/e2e/sh/example.argv tests/e2e/sh/example.policy \
	tests/e2e/sh/example.data
TESTS += $(SH_CASES)
EXTRA_DIST += $(SH_CASES) $(SH_CASES:=.exp) $(SH_EXTRA) tests/e2e/run-sh.sh \
	tests/e2e/sh/gen-exp.sh
