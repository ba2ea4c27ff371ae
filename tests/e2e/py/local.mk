# e2e py cases.

# --- python section (the host: file operations, errors, time) ---
PY_HOST_CASES = tests/e2e/py/host/fileops.py tests/e2e/py/host/errors.py \
	tests/e2e/py/host/timerand.py tests/e2e/py/host2/handles.py
TESTS += $(PY_HOST_CASES)
EXTRA_DIST += $(PY_HOST_CASES) $(PY_HOST_CASES:=.exp) tests/e2e/run-py.sh \
	tests/e2e/update-exp.sh

# --- core section (language golden tests; monty-core) ---
PY_CORE_CASES = \
	tests/e2e/py/bi/dir_vars.py \
	tests/e2e/py/bi/issue_16_dir_dict_weakref.py \
	tests/e2e/py/bi/issue_16_dir_mapping_locals.py \
	tests/e2e/py/bi/issue_16_dir_slots_callback.py \
	tests/e2e/py/bi/issue_16_builtin_module_attr.py \
	tests/e2e/py/bi/issue_16_dir_builtin_slots.py \
	tests/e2e/py/bi/issue_16_minmax_order.py \
	tests/e2e/py/bi/eval_exec.py \
	tests/e2e/py/bi/getattr_family.py \
	tests/e2e/py/bi/hash_id.py \
	tests/e2e/py/bi/isinstance_tuple.py \
	tests/e2e/py/bi/iter_next.py \
	tests/e2e/py/bi/min_max_key.py \
	tests/e2e/py/bi/misc_builtins.py \
	tests/e2e/py/bi/print_kwargs.py \
	tests/e2e/py/bytes/basics.py \
	tests/e2e/py/bytes/issue_16_hex_sep_latin1.py \
	tests/e2e/py/bytes/bytearray_mutation.py \
	tests/e2e/py/bytes/constructors.py \
	tests/e2e/py/bytes/methods.py \
	tests/e2e/py/bytes/issue_16_bytearray_repr_quote.py \
	tests/e2e/py/bytes/issue_16_bytes_partition_sep.py \
	tests/e2e/py/bytes/issue_16_repeat_one_identity.py \
	tests/e2e/py/bytes/issue_16_bytes_dunder_bytes.py \
	tests/e2e/py/class/abstract_like.py \
	tests/e2e/py/class/attribute_error.py \
	tests/e2e/py/class/basic.py \
	tests/e2e/py/class/class_attrs.py \
	tests/e2e/py/class/class_getitem.py \
	tests/e2e/py/class/descriptors.py \
	tests/e2e/py/class/dunder_arith.py \
	tests/e2e/py/class/dunder_call_bool.py \
	tests/e2e/py/class/dunder_compare.py \
	tests/e2e/py/class/dunder_container.py \
	tests/e2e/py/class/dunder_hash_eq.py \
	tests/e2e/py/class/dunder_inplace.py \
	tests/e2e/py/class/getattr_setattr.py \
	tests/e2e/py/class/inheritance.py \
	tests/e2e/py/class/init_subclass.py \
	tests/e2e/py/class/instance_dict.py \
	tests/e2e/py/class/issue_18_attr_caches.py \
	tests/e2e/py/class/issue_18_class_creation.py \
	tests/e2e/py/class/issue_18_class_call.py \
	tests/e2e/py/class/issue_18_float_mixed.py \
	tests/e2e/py/class/issue_18_import_shortcuts.py \
	tests/e2e/py/class/issue_18_method_cache.py \
	tests/e2e/py/class/mro_error.py \
	tests/e2e/py/class/multiple_inheritance.py \
	tests/e2e/py/class/new_method.py \
	tests/e2e/py/class/properties.py \
	tests/e2e/py/class/slots_accepted.py \
	tests/e2e/py/class/static_class_methods.py \
	tests/e2e/py/class/str_repr.py \
	tests/e2e/py/class/subclass_builtins.py \
	tests/e2e/py/class/type_builtin.py \
	tests/e2e/py/class/issue_16_property_errors.py \
	tests/e2e/py/class/issue_16_set_dict.py \
	tests/e2e/py/class/issue_16_set_dict_callbacks.py \
	tests/e2e/py/class/issue_16_assign_bases.py \
	tests/e2e/py/class/issue_16_assign_class.py \
	tests/e2e/py/class/issue_16_class_star_bases.py \
	tests/e2e/py/class/issue_16_mappingproxy.py \
	tests/e2e/py/class/issue_16_method_descriptor.py \
	tests/e2e/py/class/issue_16_object_new_init_args.py \
	tests/e2e/py/class/issue_16_metaclass_prepare.py \
	tests/e2e/py/class/issue_16_super_attrs.py \
	tests/e2e/py/class/issue_16_list_set_subclass_init.py \
	tests/e2e/py/class/issue_16_bytearray_subclass.py \
	tests/e2e/py/class/issue_16_class_namespace_details.py \
	tests/e2e/py/class/issue_16_set_name_error.py \
	tests/e2e/py/class/issue_16_object_new_builtin.py \
	tests/e2e/py/class/issue_16_seq_subclass_add_override.py \
	tests/e2e/py/class/issue_16_alt_ctor_subclass.py \
	tests/e2e/py/coll/any_all.py \
	tests/e2e/py/coll/copy_semantics.py \
	tests/e2e/py/coll/dict_basic.py \
	tests/e2e/py/coll/dict_comprehension.py \
	tests/e2e/py/coll/dict_keyerror.py \
	tests/e2e/py/coll/dict_methods.py \
	tests/e2e/py/coll/dict_order_delete.py \
	tests/e2e/py/coll/dict_union.py \
	tests/e2e/py/coll/dict_views.py \
	tests/e2e/py/coll/enumerate_zip.py \
	tests/e2e/py/coll/frozenset_basic.py \
	tests/e2e/py/coll/list_comprehension.py \
	tests/e2e/py/coll/list_errors.py \
	tests/e2e/py/coll/list_methods.py \
	tests/e2e/py/coll/list_ops.py \
	tests/e2e/py/coll/list_slicing.py \
	tests/e2e/py/coll/list_sort_key.py \
	tests/e2e/py/coll/list_sort_stable.py \
	tests/e2e/py/coll/issue_18_sort_compare.py \
	tests/e2e/py/coll/issue_18_dict_small.py \
	tests/e2e/py/coll/issue_18_dict_str_subscript.py \
	tests/e2e/py/coll/map_filter.py \
	tests/e2e/py/coll/nested_structures.py \
	tests/e2e/py/coll/range_basic.py \
	tests/e2e/py/coll/reversed_sorted.py \
	tests/e2e/py/coll/set_basic.py \
	tests/e2e/py/coll/set_methods.py \
	tests/e2e/py/coll/set_ops.py \
	tests/e2e/py/coll/set_small_ints_order.py \
	tests/e2e/py/coll/tuple_basic.py \
	tests/e2e/py/coll/tuple_compare_hash.py \
	tests/e2e/py/coll/issue_16_dictview_isdisjoint.py \
	tests/e2e/py/coll/issue_16_dunder_ne.py \
	tests/e2e/py/coll/issue_16_iter_length_hint.py \
	tests/e2e/py/coll/issue_16_inplace_dunders.py \
	tests/e2e/py/coll/issue_16_length_hint.py \
	tests/e2e/py/comp/closure_in_class.py \
	tests/e2e/py/comp/nested.py \
	tests/e2e/py/comp/scope.py \
	tests/e2e/py/comp/set_dict_gen.py \
	tests/e2e/py/exc/assert_stmt.py \
	tests/e2e/py/exc/issue_16_user_instance_type_errors.py \
	tests/e2e/py/exc/bare_raise.py \
	tests/e2e/py/exc/custom_exceptions.py \
	tests/e2e/py/exc/except_tuple.py \
	tests/e2e/py/exc/exception_args.py \
	tests/e2e/py/exc/exception_group.py \
	tests/e2e/py/exc/finally_return.py \
	tests/e2e/py/exc/hierarchy.py \
	tests/e2e/py/exc/messages.py \
	tests/e2e/py/exc/nested_handlers.py \
	tests/e2e/py/exc/raise_from.py \
	tests/e2e/py/exc/stopiteration_in_gen.py \
	tests/e2e/py/exc/try_else_finally.py \
	tests/e2e/py/exc/unbound_local.py \
	tests/e2e/py/exc/with_statement.py \
	tests/e2e/py/exc/issue_16_exception_texts.py \
	tests/e2e/py/exc/issue_16_exc_str_unbound.py \
	tests/e2e/py/fmt/e_format.py \
	tests/e2e/py/fmt/issue_16_huge_general_precision.py \
	tests/e2e/py/fmt/issue_16_percent_tuple_subclass.py \
	tests/e2e/py/fmt/issue_16_percent_edge_cases.py \
	tests/e2e/py/fmt/issue_16_str_subclass_format.py \
	tests/e2e/py/fmt/format_builtin.py \
	tests/e2e/py/fmt/format_errors.py \
	tests/e2e/py/fmt/format_method.py \
	tests/e2e/py/fmt/format_method_spec.py \
	tests/e2e/py/fmt/fstring_basic.py \
	tests/e2e/py/fmt/fstring_debug.py \
	tests/e2e/py/fmt/fstring_int_spec.py \
	tests/e2e/py/fmt/fstring_nested.py \
	tests/e2e/py/fmt/fstring_spec.py \
	tests/e2e/py/fmt/g_format.py \
	tests/e2e/py/fmt/percent_basic.py \
	tests/e2e/py/fmt/percent_misc.py \
	tests/e2e/py/fmt/issue_16_format_width_limits.py \
	tests/e2e/py/fmt/issue_16_percent_mapping_mix.py \
	tests/e2e/py/func/arg_errors.py \
	tests/e2e/py/func/issue_16_bind_error_order.py \
	tests/e2e/py/func/attributes.py \
	tests/e2e/py/func/closure_late_binding.py \
	tests/e2e/py/func/closures.py \
	tests/e2e/py/func/decorator_args.py \
	tests/e2e/py/func/decorators.py \
	tests/e2e/py/func/defaults.py \
	tests/e2e/py/func/first_class.py \
	tests/e2e/py/func/global_nonlocal.py \
	tests/e2e/py/func/kwonly_posonly.py \
	tests/e2e/py/func/lambda.py \
	tests/e2e/py/func/recursion.py \
	tests/e2e/py/func/recursion_error.py \
	tests/e2e/py/func/stacked_decorators.py \
	tests/e2e/py/func/varargs.py \
	tests/e2e/py/func/issue_16_keyword_texts.py \
	tests/e2e/py/func/issue_16_code_cell_free.py \
	tests/e2e/py/func/issue_16_call_slot_recursion.py \
	tests/e2e/py/func/issue_16_code_co_names.py \
	tests/e2e/py/gen/basic_yield.py \
	tests/e2e/py/gen/close_finally.py \
	tests/e2e/py/gen/generator_state.py \
	tests/e2e/py/gen/genexpr_lazy.py \
	tests/e2e/py/gen/infinite_break.py \
	tests/e2e/py/gen/iter_protocol.py \
	tests/e2e/py/gen/iter_sentinel.py \
	tests/e2e/py/gen/next_default.py \
	tests/e2e/py/gen/return_value.py \
	tests/e2e/py/gen/send.py \
	tests/e2e/py/gen/throw.py \
	tests/e2e/py/gen/yield_from.py \
	tests/e2e/py/gen/issue_16_stopiteration_in_callback.py \
	tests/e2e/py/gen/issue_16_gen_attrs.py \
	tests/e2e/py/match/builtin_types.py \
	tests/e2e/py/match/classes.py \
	tests/e2e/py/match/guards_as.py \
	tests/e2e/py/match/literals.py \
	tests/e2e/py/match/mappings.py \
	tests/e2e/py/match/sequences.py \
	tests/e2e/py/match/issue_16_class_pattern_checks.py \
	tests/e2e/py/match/issue_16_match_capture_on_failure.py \
	tests/e2e/py/num/abs_min_max.py \
	tests/e2e/py/num/issue_16_complex_identity.py \
	tests/e2e/py/num/issue_16_complex_int.py \
	tests/e2e/py/num/issue_16_float_divmod_zero.py \
	tests/e2e/py/num/issue_16_round_huge_ndigits.py \
	tests/e2e/py/num/issue_16_int_cmp_methods.py \
	tests/e2e/py/num/bool_arith.py \
	tests/e2e/py/num/compare_chain.py \
	tests/e2e/py/num/complex_basic.py \
	tests/e2e/py/num/divmod_pow.py \
	tests/e2e/py/num/float_methods.py \
	tests/e2e/py/num/float_ops.py \
	tests/e2e/py/num/float_repr.py \
	tests/e2e/py/num/float_special.py \
	tests/e2e/py/num/float_str_errors.py \
	tests/e2e/py/num/int_arith.py \
	tests/e2e/py/num/int_bases.py \
	tests/e2e/py/num/int_big.py \
	tests/e2e/py/num/int_big_compare.py \
	tests/e2e/py/num/int_bitops.py \
	tests/e2e/py/num/int_conversions.py \
	tests/e2e/py/num/int_methods.py \
	tests/e2e/py/num/int_str_errors.py \
	tests/e2e/py/num/issue_18_int_str_small.py \
	tests/e2e/py/num/issue_16_int_bytes_literal.py \
	tests/e2e/py/num/issue_18_bigint_boundaries.py \
	tests/e2e/py/num/issue_18_bigint_shared.py \
	tests/e2e/py/num/mixed_types.py \
	tests/e2e/py/num/round_builtin.py \
	tests/e2e/py/num/sum_builtin.py \
	tests/e2e/py/str/issue_16_utf8_surrogates.py \
	tests/e2e/py/str/issue_16_str_subclass_result.py \
	tests/e2e/py/str/issue_18_rfind_windows.py \
	tests/e2e/py/str/issue_18_hex_and_chars.py \
	tests/e2e/py/str/issue_16_translate_mapping.py \
	tests/e2e/py/str/issue_18_utf8_decode_paths.py \
	tests/e2e/py/str/issue_18_str_fast_paths.py \
	tests/e2e/py/str/issue_18_translate_memo.py \
	tests/e2e/py/num/zero_division.py \
	tests/e2e/py/num/issue_16_divmod_sort_key.py \
	tests/e2e/py/num/issue_16_pow_three_args.py \
	tests/e2e/py/num/issue_16_float_fromhex.py \
	tests/e2e/py/num/issue_16_float_fromhex_grammar.py \
	tests/e2e/py/num/issue_16_int_bytes_byteorder.py \
	tests/e2e/py/num/issue_16_int_round_none.py \
	tests/e2e/py/scope/class_scope.py \
	tests/e2e/py/scope/global_shadow.py \
	tests/e2e/py/scope/nonlocal_nested.py \
	tests/e2e/py/slice/assign_extended.py \
	tests/e2e/py/slice/negative_steps.py \
	tests/e2e/py/slice/objects.py \
	tests/e2e/py/str/issue_18_case_ascii.py \
	tests/e2e/py/str/basic_methods.py \
	tests/e2e/py/str/chr_ord.py \
	tests/e2e/py/str/compare.py \
	tests/e2e/py/str/concat_repeat.py \
	tests/e2e/py/str/expandtabs.py \
	tests/e2e/py/str/in_operator.py \
	tests/e2e/py/str/iteration.py \
	tests/e2e/py/str/maketrans.py \
	tests/e2e/py/str/padding.py \
	tests/e2e/py/str/partition.py \
	tests/e2e/py/str/predicates.py \
	tests/e2e/py/str/removeprefix.py \
	tests/e2e/py/str/replace.py \
	tests/e2e/py/str/repr_escapes.py \
	tests/e2e/py/str/search.py \
	tests/e2e/py/str/slicing.py \
	tests/e2e/py/str/split_join.py \
	tests/e2e/py/str/splitlines.py \
	tests/e2e/py/str/startswith.py \
	tests/e2e/py/str/str_constructor.py \
	tests/e2e/py/str/strip.py \
	tests/e2e/py/str/unicode.py \
	tests/e2e/py/unpack/issue_18_swap_assign.py \
	tests/e2e/py/unpack/basic.py \
	tests/e2e/py/unpack/call_star.py \
	tests/e2e/py/unpack/errors.py \
	tests/e2e/py/unpack/for_targets.py \
	tests/e2e/py/unpack/star.py \
	tests/e2e/py/walrus/basic.py
TESTS += $(PY_CORE_CASES)
EXTRA_DIST += $(PY_CORE_CASES) $(PY_CORE_CASES:=.exp)

# --- stdlib-a section (math, json, re, random, base64, binascii, unicodedata, asyncio) ---
PY_STDLIB_A_CASES = \
	tests/e2e/py/stdlib/asyncio_basic.py \
	tests/e2e/py/stdlib/asyncio_sync.py \
	tests/e2e/py/stdlib/b64_basic.py \
	tests/e2e/py/stdlib/binascii_basic.py \
	tests/e2e/py/stdlib/issue_16_base64_a85.py \
	tests/e2e/py/stdlib/issue_16_int_max_str_digits.py \
	tests/e2e/py/stdlib/issue_16_base64_b32hex.py \
	tests/e2e/py/stdlib/issue_16_binascii_qp.py \
	tests/e2e/py/stdlib/issue_16_binascii_uu.py \
	tests/e2e/py/stdlib/issue_16_json_loads.py \
	tests/e2e/py/stdlib/issue_16_math_hypot.py \
	tests/e2e/py/stdlib/issue_16_math_pow.py \
	tests/e2e/py/stdlib/issue_16_names_asyncio.py \
	tests/e2e/py/stdlib/issue_16_names_functools.py \
	tests/e2e/py/stdlib/issue_16_names_os.py \
	tests/e2e/py/stdlib/issue_16_names_os_identity.py \
	tests/e2e/py/stdlib/issue_16_names_random.py \
	tests/e2e/py/stdlib/issue_16_names_sys.py \
	tests/e2e/py/stdlib/issue_16_names_sys_trace.py \
	tests/e2e/py/stdlib/issue_16_names_typing.py \
	tests/e2e/py/stdlib/issue_16_random_dists.py \
	tests/e2e/py/stdlib/issue_16_random_gamma.py \
	tests/e2e/py/stdlib/issue_16_random_subclass.py \
	tests/e2e/py/stdlib/issue_16_re_bytes.py \
	tests/e2e/py/stdlib/issue_16_re_errors.py \
	tests/e2e/py/stdlib/issue_16_re_set_bracket.py \
	tests/e2e/py/stdlib/issue_16_re_template_types.py \
	tests/e2e/py/stdlib/issue_16_timedelta_divzero.py \
	tests/e2e/py/stdlib/issue_16_itertools_names.py \
	tests/e2e/py/stdlib/issue_16_json_type_names.py \
	tests/e2e/py/stdlib/issue_16_timedelta_float_round.py \
	tests/e2e/py/stdlib/issue_16_asyncio_queue_cancel.py \
	tests/e2e/py/stdlib/issue_16_random_uniform_types.py \
	tests/e2e/py/stdlib/issue_16_python_coded_args.py \
	tests/e2e/py/stdlib/issue_18_regex_cache.py \
	tests/e2e/py/stdlib/issue_18_json_runs.py \
	tests/e2e/py/stdlib/issue_18_regex_jit_limits.py \
	tests/e2e/py/stdlib/issue_18_regex_long.py \
	tests/e2e/py/stdlib/issue_18_regex_offsets.py \
	tests/e2e/py/stdlib/issue_18_regex_sub_reentrant.py \
	tests/e2e/py/stdlib/json_dumps_errors.py \
	tests/e2e/py/stdlib/json_dumps_opts.py \
	tests/e2e/py/stdlib/json_errors.py \
	tests/e2e/py/stdlib/json_file.py \
	tests/e2e/py/stdlib/json_loads.py \
	tests/e2e/py/stdlib/math_basic.py \
	tests/e2e/py/stdlib/math_errors.py \
	tests/e2e/py/stdlib/math_int.py \
	tests/e2e/py/stdlib/random_errors.py \
	tests/e2e/py/stdlib/random_seq.py \
	tests/e2e/py/stdlib/random_str_seed.py \
	tests/e2e/py/stdlib/re_basic.py \
	tests/e2e/py/stdlib/re_errors.py \
	tests/e2e/py/stdlib/re_findall_sub.py \
	tests/e2e/py/stdlib/re_log.py \
	tests/e2e/py/stdlib/ud_props.py
TESTS += $(PY_STDLIB_A_CASES)
EXTRA_DIST += $(PY_STDLIB_A_CASES) $(PY_STDLIB_A_CASES:=.exp)

# --- stdlib-b section (collections, itertools, functools, copy, typing, dataclasses, datetime, time, os) ---
PY_STDLIB_B_CASES = \
	tests/e2e/py/stdlib/collections_chainmap.py \
	tests/e2e/py/stdlib/collections_counter_arith.py \
	tests/e2e/py/stdlib/collections_counter_basic.py \
	tests/e2e/py/stdlib/issue_16_counter_most_common_n.py \
	tests/e2e/py/stdlib/issue_16_itertools_ssize_args.py \
	tests/e2e/py/stdlib/collections_defaultdict.py \
	tests/e2e/py/stdlib/collections_deque_basic.py \
	tests/e2e/py/stdlib/collections_deque_c_01.py \
	tests/e2e/py/stdlib/collections_deque_c_02.py \
	tests/e2e/py/stdlib/collections_deque_c_03.py \
	tests/e2e/py/stdlib/collections_deque_c_04.py \
	tests/e2e/py/stdlib/collections_deque_c_05.py \
	tests/e2e/py/stdlib/collections_deque_c_06.py \
	tests/e2e/py/stdlib/collections_deque_errors.py \
	tests/e2e/py/stdlib/collections_deque_maxlen.py \
	tests/e2e/py/stdlib/collections_namedtuple.py \
	tests/e2e/py/stdlib/collections_namedtuple_errors.py \
	tests/e2e/py/stdlib/collections_ordereddict.py \
	tests/e2e/py/stdlib/copy_atomic.py \
	tests/e2e/py/stdlib/copy_collections.py \
	tests/e2e/py/stdlib/copy_custom_classes.py \
	tests/e2e/py/stdlib/copy_cycles.py \
	tests/e2e/py/stdlib/copy_deep.py \
	tests/e2e/py/stdlib/copy_errors.py \
	tests/e2e/py/stdlib/copy_getstate.py \
	tests/e2e/py/stdlib/copy_hooks.py \
	tests/e2e/py/stdlib/issue_16_copy_bound_method.py \
	tests/e2e/py/stdlib/issue_16_copy_partial.py \
	tests/e2e/py/stdlib/issue_16_copy_mutating_hooks.py \
	tests/e2e/py/stdlib/copy_shallow.py \
	tests/e2e/py/stdlib/dataclasses_basic.py \
	tests/e2e/py/stdlib/dataclasses_errors.py \
	tests/e2e/py/stdlib/dataclasses_field_options.py \
	tests/e2e/py/stdlib/dataclasses_frozen.py \
	tests/e2e/py/stdlib/dataclasses_helpers.py \
	tests/e2e/py/stdlib/dataclasses_kw_only.py \
	tests/e2e/py/stdlib/dataclasses_make.py \
	tests/e2e/py/stdlib/dataclasses_order.py \
	tests/e2e/py/stdlib/dataclasses_post_init.py \
	tests/e2e/py/stdlib/dataclasses_unsafe_hash.py \
	tests/e2e/py/stdlib/datetime_agent_buckets.py \
	tests/e2e/py/stdlib/datetime_arith_edges.py \
	tests/e2e/py/stdlib/datetime_date.py \
	tests/e2e/py/stdlib/datetime_datetime.py \
	tests/e2e/py/stdlib/datetime_format.py \
	tests/e2e/py/stdlib/datetime_now.py \
	tests/e2e/py/stdlib/datetime_strptime.py \
	tests/e2e/py/stdlib/datetime_time.py \
	tests/e2e/py/stdlib/datetime_timedelta.py \
	tests/e2e/py/stdlib/datetime_timezone.py \
	tests/e2e/py/stdlib/functools_cached_property.py \
	tests/e2e/py/stdlib/functools_cmp_total.py \
	tests/e2e/py/stdlib/functools_lru_cache.py \
	tests/e2e/py/stdlib/functools_lru_typed.py \
	tests/e2e/py/stdlib/functools_partial_repr.py \
	tests/e2e/py/stdlib/issue_16_partial_dict.py \
	tests/e2e/py/stdlib/functools_reduce_initial.py \
	tests/e2e/py/stdlib/functools_reduce_partial.py \
	tests/e2e/py/stdlib/functools_singledispatch.py \
	tests/e2e/py/stdlib/functools_wraps.py \
	tests/e2e/py/stdlib/itertools_chain_accumulate.py \
	tests/e2e/py/stdlib/itertools_combinatorics.py \
	tests/e2e/py/stdlib/itertools_errors.py \
	tests/e2e/py/stdlib/itertools_filtering.py \
	tests/e2e/py/stdlib/itertools_groupby.py \
	tests/e2e/py/stdlib/itertools_infinite.py \
	tests/e2e/py/stdlib/itertools_islice.py \
	tests/e2e/py/stdlib/itertools_lazy.py \
	tests/e2e/py/stdlib/itertools_recipes.py \
	tests/e2e/py/stdlib/itertools_tee_zip.py \
	tests/e2e/py/stdlib/os_constants.py \
	tests/e2e/py/stdlib/os_getenv.py \
	tests/e2e/py/stdlib/os_path.py \
	tests/e2e/py/stdlib/os_path_exists_dirs.py \
	tests/e2e/py/stdlib/os_remove_rmdir.py \
	tests/e2e/py/stdlib/os_stat.py \
	tests/e2e/py/stdlib/os_stat_fields.py \
	tests/e2e/py/stdlib/os_urandom.py \
	tests/e2e/py/stdlib/os_urandom_limit.py \
	tests/e2e/py/stdlib/os_walk_makedirs.py \
	tests/e2e/py/stdlib/pathlib_decode.py \
	tests/e2e/py/stdlib/pathlib_pure.py \
	tests/e2e/py/stdlib/time_basics.py \
	tests/e2e/py/stdlib/time_elapsed.py \
	tests/e2e/py/stdlib/time_errors.py \
	tests/e2e/py/stdlib/time_gmtime.py \
	tests/e2e/py/stdlib/time_gmtime_edges.py \
	tests/e2e/py/stdlib/time_mktime_roundtrip.py \
	tests/e2e/py/stdlib/time_sleep_order.py \
	tests/e2e/py/stdlib/time_strftime.py \
	tests/e2e/py/stdlib/time_strptime_struct.py \
	tests/e2e/py/stdlib/time_struct.py \
	tests/e2e/py/stdlib/typing_aliases.py \
	tests/e2e/py/stdlib/typing_callable_protocol.py \
	tests/e2e/py/stdlib/typing_get_origin_args.py \
	tests/e2e/py/stdlib/typing_misc.py \
	tests/e2e/py/stdlib/typing_namedtuple.py \
	tests/e2e/py/stdlib/typing_overload.py \
	tests/e2e/py/stdlib/typing_typeddict_literal.py \
	tests/e2e/py/stdlib/typing_typevar_generic.py \
	tests/e2e/py/stdlib/typing_union_ops.py
TESTS += $(PY_STDLIB_B_CASES)
EXTRA_DIST += $(PY_STDLIB_B_CASES) $(PY_STDLIB_B_CASES:=.exp)

# --- issue 16 library breadth (typing, datetime, time, dataclasses, collections) ---
PY_ISSUE16_LIBS_CASES = \
	tests/e2e/py/stdlib/issue_16_collections_namedtuple.py \
	tests/e2e/py/stdlib/issue_16_collections_user.py \
	tests/e2e/py/stdlib/issue_16_dataclasses_slots_kwonly.py \
	tests/e2e/py/stdlib/issue_16_datetime_fromisoformat.py \
	tests/e2e/py/stdlib/issue_16_datetime_strftime_strptime.py \
	tests/e2e/py/stdlib/issue_16_datetime_timezone.py \
	tests/e2e/py/stdlib/issue_16_time_edges.py \
	tests/e2e/py/stdlib/issue_16_time_typing_names.py \
	tests/e2e/py/stdlib/issue_14_datetime_constants.py \
	tests/e2e/py/stdlib/issue_14_import_light.py \
	tests/e2e/py/stdlib/issue_16_copy_reduce.py \
	tests/e2e/py/stdlib/issue_16_typing_forms.py \
	tests/e2e/py/stdlib/issue_16_typing_isinstance.py \
	tests/e2e/py/stdlib/issue_16_typing_protocol_hints.py
TESTS += $(PY_ISSUE16_LIBS_CASES)
EXTRA_DIST += $(PY_ISSUE16_LIBS_CASES) $(PY_ISSUE16_LIBS_CASES:=.exp)

# --- pytests section (language golden tests from CPython 3.11; gaps in lang/GAPS.md) ---
PY_LANG_CASES = \
	tests/e2e/py/lang/assert_01.py \
	tests/e2e/py/lang/assert_02.py \
	tests/e2e/py/lang/assign_annotated_01.py \
	tests/e2e/py/lang/assign_augmented_01.py \
	tests/e2e/py/lang/assign_unpack_01.py \
	tests/e2e/py/lang/assign_unpack_02.py \
	tests/e2e/py/lang/async_01.py \
	tests/e2e/py/lang/async_02.py \
	tests/e2e/py/lang/async_03.py \
	tests/e2e/py/lang/async_04.py \
	tests/e2e/py/lang/async_05.py \
	tests/e2e/py/lang/async_more_01.py \
	tests/e2e/py/lang/async_more_02.py \
	tests/e2e/py/lang/async_more_03.py \
	tests/e2e/py/lang/async_more_04.py \
	tests/e2e/py/lang/async_more_05.py \
	tests/e2e/py/lang/async_more_06.py \
	tests/e2e/py/lang/async_more_07.py \
	tests/e2e/py/lang/async_more_08.py \
	tests/e2e/py/lang/async_more_09.py \
	tests/e2e/py/lang/async_more_10.py \
	tests/e2e/py/lang/async_more_11.py \
	tests/e2e/py/lang/async_more_12.py \
	tests/e2e/py/lang/async_more_13.py \
	tests/e2e/py/lang/async_more_14.py \
	tests/e2e/py/lang/async_more_15.py \
	tests/e2e/py/lang/async_more_16.py \
	tests/e2e/py/lang/async_more_17.py \
	tests/e2e/py/lang/async_more_18.py \
	tests/e2e/py/lang/async_more_19.py \
	tests/e2e/py/lang/async_more_20.py \
	tests/e2e/py/lang/bool_none_01.py \
	tests/e2e/py/lang/builtins_attr_01.py \
	tests/e2e/py/lang/builtins_chr_ord_01.py \
	tests/e2e/py/lang/builtins_eval_exec_01.py \
	tests/e2e/py/lang/builtins_format_repr_01.py \
	tests/e2e/py/lang/builtins_globals_locals_01.py \
	tests/e2e/py/lang/builtins_hash_id_01.py \
	tests/e2e/py/lang/builtins_iter_01.py \
	tests/e2e/py/lang/builtins_misc_02.py \
	tests/e2e/py/lang/builtins_missing_01.py \
	tests/e2e/py/lang/builtins_numeric_01.py \
	tests/e2e/py/lang/builtins_print_01.py \
	tests/e2e/py/lang/builtins_setattr_02.py \
	tests/e2e/py/lang/builtins_slice_iter_01.py \
	tests/e2e/py/lang/builtins_super_object_01.py \
	tests/e2e/py/lang/builtins_type_01.py \
	tests/e2e/py/lang/bytearray_01.py \
	tests/e2e/py/lang/bytes_01.py \
	tests/e2e/py/lang/bytes_02.py \
	tests/e2e/py/lang/bytes_percent_01.py \
	tests/e2e/py/lang/class_attrs_01.py \
	tests/e2e/py/lang/class_basic_01.py \
	tests/e2e/py/lang/class_classattr_02.py \
	tests/e2e/py/lang/class_dataclass_like_01.py \
	tests/e2e/py/lang/class_dunder_repr_01.py \
	tests/e2e/py/lang/class_eq_hash_02.py \
	tests/e2e/py/lang/class_inherit_01.py \
	tests/e2e/py/lang/class_inherit_02.py \
	tests/e2e/py/lang/class_mixin_01.py \
	tests/e2e/py/lang/class_mro_01.py \
	tests/e2e/py/lang/class_property_01.py \
	tests/e2e/py/lang/class_property_02.py \
	tests/e2e/py/lang/class_repr_str_02.py \
	tests/e2e/py/lang/class_static_class_01.py \
	tests/e2e/py/lang/class_super_01.py \
	tests/e2e/py/lang/closures_cells_01.py \
	tests/e2e/py/lang/comp_dict_set_01.py \
	tests/e2e/py/lang/comp_dict_set_02.py \
	tests/e2e/py/lang/comp_genexp_01.py \
	tests/e2e/py/lang/comp_genexp_02.py \
	tests/e2e/py/lang/comp_list_01.py \
	tests/e2e/py/lang/comp_list_02.py \
	tests/e2e/py/lang/comp_scope_01.py \
	tests/e2e/py/lang/complex_01.py \
	tests/e2e/py/lang/conditional_02.py \
	tests/e2e/py/lang/control_for_01.py \
	tests/e2e/py/lang/control_for_02.py \
	tests/e2e/py/lang/control_if_01.py \
	tests/e2e/py/lang/control_while_01.py \
	tests/e2e/py/lang/del_01.py \
	tests/e2e/py/lang/dict_01.py \
	tests/e2e/py/lang/dict_02.py \
	tests/e2e/py/lang/dict_merge_01.py \
	tests/e2e/py/lang/dict_order_01.py \
	tests/e2e/py/lang/dict_views_01.py \
	tests/e2e/py/lang/dunder_arith_01.py \
	tests/e2e/py/lang/dunder_arith_02.py \
	tests/e2e/py/lang/dunder_bool_len_01.py \
	tests/e2e/py/lang/dunder_call_hash_01.py \
	tests/e2e/py/lang/dunder_class_getitem_01.py \
	tests/e2e/py/lang/dunder_compare_01.py \
	tests/e2e/py/lang/dunder_container_01.py \
	tests/e2e/py/lang/dunder_descriptor_01.py \
	tests/e2e/py/lang/dunder_getattr_01.py \
	tests/e2e/py/lang/dunder_getattribute_01.py \
	tests/e2e/py/lang/dunder_init_subclass_01.py \
	tests/e2e/py/lang/dunder_inplace_01.py \
	tests/e2e/py/lang/dunder_iter_01.py \
	tests/e2e/py/lang/dunder_iter_02.py \
	tests/e2e/py/lang/dunder_matmul_01.py \
	tests/e2e/py/lang/dunder_misc_01.py \
	tests/e2e/py/lang/dunder_new_01.py \
	tests/e2e/py/lang/dunder_reflected_01.py \
	tests/e2e/py/lang/dunder_slots_01.py \
	tests/e2e/py/lang/exc_attrs_01.py \
	tests/e2e/py/lang/exc_custom_01.py \
	tests/e2e/py/lang/exc_custom_02.py \
	tests/e2e/py/lang/exc_finally_order_01.py \
	tests/e2e/py/lang/exc_group_01.py \
	tests/e2e/py/lang/exc_hierarchy_01.py \
	tests/e2e/py/lang/exc_in_generators_01.py \
	tests/e2e/py/lang/exc_reraise_01.py \
	tests/e2e/py/lang/float_methods_01.py \
	tests/e2e/py/lang/float_repr_01.py \
	tests/e2e/py/lang/frozenset_01.py \
	tests/e2e/py/lang/fstring_01.py \
	tests/e2e/py/lang/fstring_02.py \
	tests/e2e/py/lang/fstring_03.py \
	tests/e2e/py/lang/fstring_04.py \
	tests/e2e/py/lang/func_attrs_01.py \
	tests/e2e/py/lang/func_calls_01.py \
	tests/e2e/py/lang/func_closure_02.py \
	tests/e2e/py/lang/func_decorators_01.py \
	tests/e2e/py/lang/func_decorators_02.py \
	tests/e2e/py/lang/func_defaults_01.py \
	tests/e2e/py/lang/func_kwargs_02.py \
	tests/e2e/py/lang/func_kwonly_posonly_01.py \
	tests/e2e/py/lang/func_recursion_01.py \
	tests/e2e/py/lang/func_recursion_02.py \
	tests/e2e/py/lang/func_varargs_01.py \
	tests/e2e/py/lang/gen_basic_01.py \
	tests/e2e/py/lang/gen_basic_02.py \
	tests/e2e/py/lang/gen_pipeline_01.py \
	tests/e2e/py/lang/gen_send_01.py \
	tests/e2e/py/lang/gen_send_02.py \
	tests/e2e/py/lang/gen_state_01.py \
	tests/e2e/py/lang/gen_throw_close_01.py \
	tests/e2e/py/lang/gen_yield_from_01.py \
	tests/e2e/py/lang/global_nonlocal_02.py \
	tests/e2e/py/lang/import_01.py \
	tests/e2e/py/lang/import_02.py \
	tests/e2e/py/lang/import_03.py \
	tests/e2e/py/lang/int_big_01.py \
	tests/e2e/py/lang/int_division_01.py \
	tests/e2e/py/lang/int_methods_01.py \
	tests/e2e/py/lang/lambda_02.py \
	tests/e2e/py/lang/lex_indent_01.py \
	tests/e2e/py/lang/lex_lines_01.py \
	tests/e2e/py/lang/lex_numbers_01.py \
	tests/e2e/py/lang/lex_numbers_02.py \
	tests/e2e/py/lang/lex_numbers_03.py \
	tests/e2e/py/lang/lex_strings_01.py \
	tests/e2e/py/lang/lex_strings_02.py \
	tests/e2e/py/lang/lex_strings_03.py \
	tests/e2e/py/lang/list_methods_01.py \
	tests/e2e/py/lang/list_methods_02.py \
	tests/e2e/py/lang/list_ops_01.py \
	tests/e2e/py/lang/match_capture_01.py \
	tests/e2e/py/lang/match_class_01.py \
	tests/e2e/py/lang/match_class_02.py \
	tests/e2e/py/lang/match_guard_01.py \
	tests/e2e/py/lang/match_literal_01.py \
	tests/e2e/py/lang/match_mapping_01.py \
	tests/e2e/py/lang/match_misc_01.py \
	tests/e2e/py/lang/match_nested_01.py \
	tests/e2e/py/lang/match_or_as_01.py \
	tests/e2e/py/lang/match_sequence_01.py \
	tests/e2e/py/lang/match_value_01.py \
	tests/e2e/py/lang/nameerror_01.py \
	tests/e2e/py/lang/numeric_tower_01.py \
	tests/e2e/py/lang/ops_arith_01.py \
	tests/e2e/py/lang/ops_arith_02.py \
	tests/e2e/py/lang/ops_bitwise_01.py \
	tests/e2e/py/lang/ops_boolean_01.py \
	tests/e2e/py/lang/ops_compare_01.py \
	tests/e2e/py/lang/ops_compare_02.py \
	tests/e2e/py/lang/ops_conditional_01.py \
	tests/e2e/py/lang/ops_identity_01.py \
	tests/e2e/py/lang/ops_lambda_01.py \
	tests/e2e/py/lang/ops_membership_01.py \
	tests/e2e/py/lang/ops_precedence_01.py \
	tests/e2e/py/lang/ops_starred_01.py \
	tests/e2e/py/lang/ops_walrus_01.py \
	tests/e2e/py/lang/raise_from_01.py \
	tests/e2e/py/lang/range_01.py \
	tests/e2e/py/lang/recursion_error_01.py \
	tests/e2e/py/lang/return_01.py \
	tests/e2e/py/lang/scope_class_01.py \
	tests/e2e/py/lang/scope_closure_01.py \
	tests/e2e/py/lang/scope_global_01.py \
	tests/e2e/py/lang/scope_nonlocal_01.py \
	tests/e2e/py/lang/set_01.py \
	tests/e2e/py/lang/set_02.py \
	tests/e2e/py/lang/slicing_01.py \
	tests/e2e/py/lang/slicing_02.py \
	tests/e2e/py/lang/starred_02.py \
	tests/e2e/py/lang/str_case_01.py \
	tests/e2e/py/lang/str_compare_sort_01.py \
	tests/e2e/py/lang/str_format_method_01.py \
	tests/e2e/py/lang/str_format_method_02.py \
	tests/e2e/py/lang/str_iter_01.py \
	tests/e2e/py/lang/str_join_build_01.py \
	tests/e2e/py/lang/str_methods_02.py \
	tests/e2e/py/lang/str_misc_01.py \
	tests/e2e/py/lang/str_percent_01.py \
	tests/e2e/py/lang/str_percent_02.py \
	tests/e2e/py/lang/str_predicates_01.py \
	tests/e2e/py/lang/str_replace_translate_01.py \
	tests/e2e/py/lang/str_search_01.py \
	tests/e2e/py/lang/str_split_join_01.py \
	tests/e2e/py/lang/str_strip_pad_01.py \
	tests/e2e/py/lang/str_unicode_01.py \
	tests/e2e/py/lang/strbytes_bytearray_mut_01.py \
	tests/e2e/py/lang/strbytes_bytearray_mut_02.py \
	tests/e2e/py/lang/strbytes_bytes_hex_01.py \
	tests/e2e/py/lang/strbytes_bytes_methods_01.py \
	tests/e2e/py/lang/strbytes_bytes_ops_01.py \
	tests/e2e/py/lang/strbytes_bytes_percent_02.py \
	tests/e2e/py/lang/strbytes_bytes_search_01.py \
	tests/e2e/py/lang/strbytes_bytes_split_01.py \
	tests/e2e/py/lang/strbytes_case_01.py \
	tests/e2e/py/lang/strbytes_case_02.py \
	tests/e2e/py/lang/strbytes_case_03.py \
	tests/e2e/py/lang/strbytes_codecs_01.py \
	tests/e2e/py/lang/strbytes_complex_format_01.py \
	tests/e2e/py/lang/strbytes_format_errors_01.py \
	tests/e2e/py/lang/strbytes_format_method_03.py \
	tests/e2e/py/lang/strbytes_format_spec_01.py \
	tests/e2e/py/lang/strbytes_fstring_spec_01.py \
	tests/e2e/py/lang/strbytes_predicates_01.py \
	tests/e2e/py/lang/strbytes_str_argerrors_01.py \
	tests/e2e/py/lang/strbytes_str_dunders_01.py \
	tests/e2e/py/lang/strbytes_str_percent_03.py \
	tests/e2e/py/lang/syntax_errors_01.py \
	tests/e2e/py/lang/try_basic_01.py \
	tests/e2e/py/lang/try_basic_02.py \
	tests/e2e/py/lang/try_finally_01.py \
	tests/e2e/py/lang/try_nested_01.py \
	tests/e2e/py/lang/tuple_01.py \
	tests/e2e/py/lang/tuple_02.py \
	tests/e2e/py/lang/typeerror_msgs_01.py \
	tests/e2e/py/lang/unpack_loops_01.py \
	tests/e2e/py/lang/valueerror_msgs_01.py \
	tests/e2e/py/lang/walrus_02.py \
	tests/e2e/py/lang/while_else_02.py \
	tests/e2e/py/lang/with_01.py \
	tests/e2e/py/lang/with_02.py \
	tests/e2e/py/lang/with_03.py
TESTS += $(PY_LANG_CASES)
EXTRA_DIST += $(PY_LANG_CASES) $(PY_LANG_CASES:=.exp) tests/e2e/py/lang/GAPS.md
# Cases that fail on Monty today (real gaps; see tests/e2e/py/lang/GAPS.md).
PY_LANG_XFAIL =
XFAIL_TESTS += $(PY_LANG_XFAIL)

# --- funcs section (calls, scopes, numbers, sys; helper funcs) ---
PY_FUNCS_CASES = \
	tests/e2e/py/lang/funcs_annotations_01.py \
	tests/e2e/py/lang/funcs_call_errors_01.py \
	tests/e2e/py/lang/funcs_complex_repr_01.py \
	tests/e2e/py/lang/funcs_eval_exec_01.py \
	tests/e2e/py/lang/funcs_powmod_01.py \
	tests/e2e/py/lang/funcs_range_big_01.py \
	tests/e2e/py/lang/funcs_recursion_limit_01.py \
	tests/e2e/py/lang/funcs_scopes_01.py \
	tests/e2e/py/lang/funcs_traceback_01.py \
	tests/e2e/py/lang/funcs_unhashable_01.py \
	tests/e2e/py/lang/import_uaf_01.py
TESTS += $(PY_FUNCS_CASES)
EXTRA_DIST += $(PY_FUNCS_CASES) $(PY_FUNCS_CASES:=.exp)

# --- policy section (deep nesting is a clean error, never a crash; found by fuzzing) ---
PY_NEST_CASES = tests/e2e/py/nest/nest_blocks.py tests/e2e/py/nest/nest_compile.py
TESTS += $(PY_NEST_CASES)
EXTRA_DIST += $(PY_NEST_CASES) $(PY_NEST_CASES:=.exp)

# --- objmodel section (object model: slots, __getattribute__, builtin subclasses, hashing) ---
PY_OBJMODEL_CASES = \
	tests/e2e/py/lang/objmodel_dunder_num_01.py \
	tests/e2e/py/lang/objmodel_getattribute_01.py \
	tests/e2e/py/lang/objmodel_hash_eq_01.py \
	tests/e2e/py/lang/objmodel_slots_01.py \
	tests/e2e/py/lang/objmodel_slots_02.py \
	tests/e2e/py/lang/objmodel_str_repr_01.py \
	tests/e2e/py/lang/objmodel_subclass_num_01.py \
	tests/e2e/py/lang/objmodel_subclass_seq_01.py \
	tests/e2e/py/lang/objmodel_type_attrs_01.py
TESTS += $(PY_OBJMODEL_CASES)
EXTRA_DIST += $(PY_OBJMODEL_CASES) $(PY_OBJMODEL_CASES:=.exp)

# --- lang2 section (language golden tests from CPython 3.11, helper golden; gaps in lang2/GAPS.md) ---
PY_LANG2_CASES = \
	tests/e2e/py/lang2/bi_char_repr_ascii.py \
	tests/e2e/py/lang2/bi_compile_modes.py \
	tests/e2e/py/lang2/bi_enumerate_zip_map.py \
	tests/e2e/py/lang2/bi_eval_calculator.py \
	tests/e2e/py/lang2/bi_eval_errors.py \
	tests/e2e/py/lang2/bi_exec_namespace.py \
	tests/e2e/py/lang2/bi_hash_callable_id.py \
	tests/e2e/py/lang2/bi_iter_next_sentinel.py \
	tests/e2e/py/lang2/bi_numeric_builtins.py \
	tests/e2e/py/lang2/bi_print_options.py \
	tests/e2e/py/lang2/bi_sorted_min_max.py \
	tests/e2e/py/lang2/bi_vars_dir_globals.py \
	tests/e2e/py/lang2/class_abstract_base.py \
	tests/e2e/py/lang2/class_bool_len_truth.py \
	tests/e2e/py/lang2/class_callable_iterators.py \
	tests/e2e/py/lang2/class_container_protocol.py \
	tests/e2e/py/lang2/class_context_manager.py \
	tests/e2e/py/lang2/class_custom_exceptions.py \
	tests/e2e/py/lang2/class_descriptors_set_name.py \
	tests/e2e/py/lang2/class_eq_hash_dedupe.py \
	tests/e2e/py/lang2/class_getattr_proxy.py \
	tests/e2e/py/lang2/class_init_subclass.py \
	tests/e2e/py/lang2/class_inplace_reflected.py \
	tests/e2e/py/lang2/class_introspection.py \
	tests/e2e/py/lang2/class_inventory.py \
	tests/e2e/py/lang2/class_mro_super.py \
	tests/e2e/py/lang2/class_new_singleton.py \
	tests/e2e/py/lang2/class_property_validation.py \
	tests/e2e/py/lang2/class_static_class_methods.py \
	tests/e2e/py/lang2/class_str_repr_format.py \
	tests/e2e/py/lang2/class_vector_dunders.py \
	tests/e2e/py/lang2/err_arith_overflow.py \
	tests/e2e/py/lang2/err_exception_str_repr.py \
	tests/e2e/py/lang2/err_generator_stopiteration.py \
	tests/e2e/py/lang2/err_indentation.py \
	tests/e2e/py/lang2/err_name_attr_msgs.py \
	tests/e2e/py/lang2/err_notes_context.py \
	tests/e2e/py/lang2/err_syntax_assign.py \
	tests/e2e/py/lang2/err_syntax_attrs.py \
	tests/e2e/py/lang2/err_syntax_brackets.py \
	tests/e2e/py/lang2/err_syntax_common.py \
	tests/e2e/py/lang2/err_syntax_misc.py \
	tests/e2e/py/lang2/err_syntax_strings.py \
	tests/e2e/py/lang2/err_sys_exit_codes.py \
	tests/e2e/py/lang2/err_sys_exit_message.py \
	tests/e2e/py/lang2/err_type_value_msgs.py \
	tests/e2e/py/lang2/err_uncaught_assert.py \
	tests/e2e/py/lang2/err_uncaught_attr.py \
	tests/e2e/py/lang2/err_uncaught_bare.py \
	tests/e2e/py/lang2/err_uncaught_chained.py \
	tests/e2e/py/lang2/err_uncaught_custom.py \
	tests/e2e/py/lang2/err_uncaught_in_except.py \
	tests/e2e/py/lang2/err_uncaught_indent.py \
	tests/e2e/py/lang2/err_uncaught_keyerror.py \
	tests/e2e/py/lang2/err_uncaught_nameerror.py \
	tests/e2e/py/lang2/err_uncaught_recursion.py \
	tests/e2e/py/lang2/err_uncaught_syntax_colon.py \
	tests/e2e/py/lang2/err_uncaught_syntax_invalid.py \
	tests/e2e/py/lang2/err_uncaught_syntax_paren.py \
	tests/e2e/py/lang2/err_uncaught_typeerror.py \
	tests/e2e/py/lang2/err_uncaught_valueerror.py \
	tests/e2e/py/lang2/err_uncaught_zerodiv.py \
	tests/e2e/py/lang2/expr_and_or_operands.py \
	tests/e2e/py/lang2/expr_augmented_targets.py \
	tests/e2e/py/lang2/expr_bitwise_flags.py \
	tests/e2e/py/lang2/expr_chained_compare.py \
	tests/e2e/py/lang2/expr_comprehension_kinds.py \
	tests/e2e/py/lang2/expr_comprehension_scope.py \
	tests/e2e/py/lang2/expr_conditional_expr.py \
	tests/e2e/py/lang2/expr_eval_order.py \
	tests/e2e/py/lang2/expr_genexp_lazy.py \
	tests/e2e/py/lang2/expr_lambda_sorting.py \
	tests/e2e/py/lang2/expr_precedence.py \
	tests/e2e/py/lang2/expr_slicing_steps.py \
	tests/e2e/py/lang2/expr_starred_everywhere.py \
	tests/e2e/py/lang2/expr_walrus_loops.py \
	tests/e2e/py/lang2/func_arg_errors.py \
	tests/e2e/py/lang2/func_closures_cells.py \
	tests/e2e/py/lang2/func_decorators_stacked.py \
	tests/e2e/py/lang2/func_defaults_sentinel.py \
	tests/e2e/py/lang2/func_generators_protocol.py \
	tests/e2e/py/lang2/func_higher_order.py \
	tests/e2e/py/lang2/func_names_docs.py \
	tests/e2e/py/lang2/func_recursion_limit.py \
	tests/e2e/py/lang2/func_varargs_forwarding.py \
	tests/e2e/py/lang2/lex_escapes.py \
	tests/e2e/py/lang2/lex_fstring_conversions.py \
	tests/e2e/py/lang2/lex_fstring_misc.py \
	tests/e2e/py/lang2/lex_fstring_nested_spec.py \
	tests/e2e/py/lang2/lex_fstring_selfdoc.py \
	tests/e2e/py/lang2/lex_indent_blocks.py \
	tests/e2e/py/lang2/lex_line_join.py \
	tests/e2e/py/lang2/lex_number_literals.py \
	tests/e2e/py/lang2/lex_soft_keywords.py \
	tests/e2e/py/lang2/lex_string_prefixes.py \
	tests/e2e/py/lang2/lex_triple_quotes.py \
	tests/e2e/py/lang2/lex_unicode_names.py \
	tests/e2e/py/lang2/prog_csv_report.py \
	tests/e2e/py/lang2/prog_log_parser.py \
	tests/e2e/py/lang2/prog_state_machine.py \
	tests/e2e/py/lang2/spec_import_unlisted.py \
	tests/e2e/py/lang2/spec_missing_builtins.py \
	tests/e2e/py/lang2/spec_missing_eval.py \
	tests/e2e/py/lang2/spec_missing_input.py \
	tests/e2e/py/lang2/spec_missing_uncaught.py \
	tests/e2e/py/lang2/stmt_annotations.py \
	tests/e2e/py/lang2/stmt_assert_checks.py \
	tests/e2e/py/lang2/stmt_async_basic.py \
	tests/e2e/py/lang2/stmt_async_for_with.py \
	tests/e2e/py/lang2/stmt_async_generators.py \
	tests/e2e/py/lang2/stmt_augassign_all.py \
	tests/e2e/py/lang2/stmt_del_forms.py \
	tests/e2e/py/lang2/stmt_except_forms.py \
	tests/e2e/py/lang2/stmt_global_nonlocal.py \
	tests/e2e/py/lang2/stmt_import_forms.py \
	tests/e2e/py/lang2/stmt_loops_else.py \
	tests/e2e/py/lang2/stmt_match_classes.py \
	tests/e2e/py/lang2/stmt_match_commands.py \
	tests/e2e/py/lang2/stmt_match_mappings.py \
	tests/e2e/py/lang2/stmt_match_values.py \
	tests/e2e/py/lang2/stmt_pass_ellipsis.py \
	tests/e2e/py/lang2/stmt_raise_from.py \
	tests/e2e/py/lang2/stmt_return_forms.py \
	tests/e2e/py/lang2/stmt_try_flow.py \
	tests/e2e/py/lang2/stmt_unpack_targets.py \
	tests/e2e/py/lang2/stmt_with_files.py \
	tests/e2e/py/lang2/stmt_with_multi.py \
	tests/e2e/py/lang2/stmt_yield_from.py \
	tests/e2e/py/lang2/type_bool_none_singletons.py \
	tests/e2e/py/lang2/type_bytearray_buffer.py \
	tests/e2e/py/lang2/type_bytes_protocol.py \
	tests/e2e/py/lang2/type_complex_numbers.py \
	tests/e2e/py/lang2/type_dict_errors.py \
	tests/e2e/py/lang2/type_dict_views_ops.py \
	tests/e2e/py/lang2/type_exception_groups.py \
	tests/e2e/py/lang2/type_float_repr.py \
	tests/e2e/py/lang2/type_generic_aliases.py \
	tests/e2e/py/lang2/type_int_bigint.py \
	tests/e2e/py/lang2/type_list_ops.py \
	tests/e2e/py/lang2/type_object_type_dynamic.py \
	tests/e2e/py/lang2/type_set_frozenset.py \
	tests/e2e/py/lang2/type_str_encode_decode.py \
	tests/e2e/py/lang2/type_str_methods_report.py \
	tests/e2e/py/lang2/type_str_percent_fmt.py \
	tests/e2e/py/lang2/type_str_translate.py \
	tests/e2e/py/lang2/type_tuple_range.py
TESTS += $(PY_LANG2_CASES)
EXTRA_DIST += $(PY_LANG2_CASES) $(PY_LANG2_CASES:=.exp) tests/e2e/py/lang2/GAPS.md
# Cases that fail on Monty today (real gaps; see tests/e2e/py/lang2/GAPS.md). None now.
PY_LANG2_XFAIL =
XFAIL_TESTS += $(PY_LANG2_XFAIL)

# --- lang3 section (CPython 3.11 semantics: the lang2 gaps and object-model leftovers, helper gaps) ---
PY_LANG3_CASES = \
	tests/e2e/py/lang3/dir_metaclass.py \
	tests/e2e/py/lang3/eval_exec_builtins.py \
	tests/e2e/py/lang3/exc_attrs_name_obj.py \
	tests/e2e/py/lang3/exc_unicode_attrs.py \
	tests/e2e/py/lang3/format_complex_grouping.py \
	tests/e2e/py/lang3/int_float_unicode_digits.py \
	tests/e2e/py/lang3/metaclass_basics.py \
	tests/e2e/py/lang3/method_identity.py \
	tests/e2e/py/lang3/seq_repeat_fallback.py \
	tests/e2e/py/lang3/slots_private_names.py \
	tests/e2e/py/lang3/syntax_tuple_target_hint.py \
	tests/e2e/py/lang3/syntax_walrus_comp_iter.py \
	tests/e2e/py/lang3/union_type.py \
	tests/e2e/py/lang3/dataclass_init_qualname.py
TESTS += $(PY_LANG3_CASES)
EXTRA_DIST += $(PY_LANG3_CASES) $(PY_LANG3_CASES:=.exp)

# --- dups section (one helper for sequence compare and for str/bytes search) ---
PY_DUPS_CASES = tests/e2e/py/coll/seq_compare.py tests/e2e/py/str/search_shared.py
TESTS += $(PY_DUPS_CASES)
EXTRA_DIST += $(PY_DUPS_CASES) $(PY_DUPS_CASES:=.exp)

# --- pyfile section (text-mode newline=, seek/tell on open() files) ---
PY_PYFILE_CASES = tests/e2e/py/io/newline_modes.py tests/e2e/py/io/read_limits.py \
	tests/e2e/py/io/seek_modes.py \
	tests/e2e/py/io/seek_tell.py tests/e2e/py/io/universal_newlines.py
TESTS += $(PY_PYFILE_CASES)
EXTRA_DIST += $(PY_PYFILE_CASES) $(PY_PYFILE_CASES:=.exp)

# --- pysys section (CPython compatibility: sys struct sequences, stdin, exit/quit, re flags, collections.abc, json classes) ---
PY_PYSYS_CASES = \
	tests/e2e/py/compat/builtins_exit_quit.py \
	tests/e2e/py/compat/collections_abc_checks.py \
	tests/e2e/py/compat/collections_abc_import.py \
	tests/e2e/py/compat/exit_quit_more.py \
	tests/e2e/py/compat/json_classes.py \
	tests/e2e/py/compat/json_encoder_class.py \
	tests/e2e/py/compat/re_flag_repr.py \
	tests/e2e/py/compat/re_regexflag.py \
	tests/e2e/py/compat/stdin_streams.py \
	tests/e2e/py/compat/sys_info_attrs.py \
	tests/e2e/py/compat/sys_stdin_eof.py \
	tests/e2e/py/compat/sys_struct_seqs.py \
	tests/e2e/py/compat/sys_version_info_fields.py
TESTS += $(PY_PYSYS_CASES)
EXTRA_DIST += $(PY_PYSYS_CASES) $(PY_PYSYS_CASES:=.exp)

# Issue 13, crash classes of the core: closure cells, self-in-place operations, sort and
# callbacks that mutate, unchecked builtin arguments, trusted dunder results.
PY_REGRESS13_CORE_CASES = \
	tests/e2e/py/regress/issue_13_closure_cells.py \
	tests/e2e/py/regress/issue_18_dunder_deletes_itself.py \
	tests/e2e/py/regress/issue_18_text_decode_fast_path.py \
	tests/e2e/py/regress/issue_13_self_inplace.py \
	tests/e2e/py/regress/issue_13_sys_modules_replaced.py \
	tests/e2e/py/regress/issue_13_int_limb_boundary.py \
	tests/e2e/py/regress/issue_13_mutating_callbacks.py \
	tests/e2e/py/regress/issue_13_sort_callbacks.py \
	tests/e2e/py/regress/issue_13_builtin_args.py \
	tests/e2e/py/regress/issue_13_power_chain_depth.py \
	tests/e2e/py/regress/issue_13_dunder_results.py \
	tests/e2e/py/regress/issue_13_deque_reverse_mutated.py \
	tests/e2e/py/regress/issue_13_float_repr_pow2.py \
	tests/e2e/py/regress/issue_13_index_hostile.py \
	tests/e2e/py/regress/issue_13_index_sizes.py \
	tests/e2e/py/regress/issue_13_shift_huge.py \
	tests/e2e/py/regress/issue_13_shift_wrap.py \
	tests/e2e/py/regress/issue_13_shift_errors.py \
	tests/e2e/py/regress/issue_13_slice_step_min.py \
	tests/e2e/py/regress/issue_13_negated_min.py \
	tests/e2e/py/regress/issue_13_groupby_identity.py \
	tests/e2e/py/regress/issue_13_list_index_clears.py \
	tests/e2e/py/regress/issue_13_bytes_index_callbacks.py \
	tests/e2e/py/regress/issue_13_bytes_join_item_type.py \
	tests/e2e/py/regress/issue_13_bytes_format_dunder_result.py \
	tests/e2e/py/regress/issue_13_stale_global_cache.py
TESTS += $(PY_REGRESS13_CORE_CASES)
EXTRA_DIST += $(PY_REGRESS13_CORE_CASES) $(PY_REGRESS13_CORE_CASES:=.exp)

# --- regressions, named after their issue ---
PY_REGRESS_CASES = \
	tests/e2e/py/regress/issue_12_builtins.py \
	tests/e2e/py/regress/issue_12_fills.py \
	tests/e2e/py/regress/issue_12_long_message.py \
	tests/e2e/py/regress/issue_12_powmod.py
TESTS += $(PY_REGRESS_CASES)
EXTRA_DIST += $(PY_REGRESS_CASES) $(PY_REGRESS_CASES:=.exp)

# --- issue 13: recursive C paths, the repr guard, callbacks that change what C walks,
# the small-set leak (F3) ---
PY_REGRESS13_RECUR_CASES = \
	tests/e2e/py/regress/issue_13_iter_nesting.py \
	tests/e2e/py/regress/issue_13_mutating_eq.py \
	tests/e2e/py/regress/issue_13_recur_compare.py \
	tests/e2e/py/regress/issue_13_recur_paths.py \
	tests/e2e/py/regress/issue_13_repr_cycles.py \
	tests/e2e/py/regress/issue_13_small_set_leak.py \
	tests/e2e/py/regress/issue_13_func_attr_types.py
TESTS += $(PY_REGRESS13_RECUR_CASES)
EXTRA_DIST += $(PY_REGRESS13_RECUR_CASES) $(PY_REGRESS13_RECUR_CASES:=.exp)

# --- issue 16, language corners (session 6, lead) ---
PY_ISSUE16_LEAD_CASES = \
	tests/e2e/py/lang/issue_16_bytes_dunder.py \
	tests/e2e/py/lang/issue_16_getset_descriptor.py \
	tests/e2e/py/lang/issue_16_builtin_new.py \
	tests/e2e/py/lang/issue_16_builtin_operator_dunders.py \
	tests/e2e/py/lang/issue_16_singletons_subclasshook.py \
	tests/e2e/py/lang/issue_16_hash_result.py \
	tests/e2e/py/lang/issue_16_lang_corners.py \
	tests/e2e/py/lang/issue_16_number_dunders.py \
	tests/e2e/py/lang/issue_16_float_int_dunders.py \
	tests/e2e/py/lang/issue_16_index_protocol.py \
	tests/e2e/py/lang/issue_16_special_lookup.py \
	tests/e2e/py/lang/issue_16_main_dunders.py \
	tests/e2e/py/lang/issue_16_builtin_descriptor_types.py \
	tests/e2e/py/lang/issue_16_exception_group_args.py \
	tests/e2e/py/lang/issue_16_compile_errors.py \
	tests/e2e/py/lang/issue_16_fstring_field_errors.py \
	tests/e2e/py/lang/issue_16_unhashable_hash_none.py \
	tests/e2e/py/lang/issue_16_builtin_arg_errors.py \
	tests/e2e/py/lang/issue_16_module_function_names.py \
	tests/e2e/py/stdlib/issue_16_dataclass_fields_detail.py \
	tests/e2e/py/lang/issue_16_setrecursionlimit.py \
	tests/e2e/py/lang/issue_16_round_floor_ceil.py \
	tests/e2e/py/lang/issue_16_code_counts.py \
	tests/e2e/py/lang/issue_16_parsetuple_texts.py \
	tests/e2e/py/lang/issue_16_sizeof.py \
	tests/e2e/py/lang/issue_16_gen_close.py \
	tests/e2e/py/lang/issue_16_gen_close_end.py \
	tests/e2e/py/lang/issue_16_coro_close.py \
	tests/e2e/py/lang/issue_16_except_star_reraise.py \
	tests/e2e/py/lang/issue_16_small_corners.py \
	tests/e2e/py/lang/issue_16_init_not_a_function.py \
	tests/e2e/py/lang/issue_16_clinic_none_name.py \
	tests/e2e/py/lang/issue_16_complex_division_power.py \
	tests/e2e/py/stdlib/issue_16_c_type_names.py \
	tests/e2e/py/lang/issue_16_dunder_set_to_none.py \
	tests/e2e/py/stdlib/issue_16_itertools_index_args.py \
	tests/e2e/py/lang/issue_16_type_call_keywords.py \
	tests/e2e/py/stdlib/issue_16_defaultdict_ror.py \
	tests/e2e/py/lang/issue_16_issubclass_hook_first.py \
	tests/e2e/py/lang/issue_16_number_touching_keyword.py \
	tests/e2e/py/lang/issue_18_attr_cache_two_types.py \
	tests/e2e/py/stdlib/issue_16_sys_buffer.py
TESTS += $(PY_ISSUE16_LEAD_CASES)
EXTRA_DIST += $(PY_ISSUE16_LEAD_CASES) $(PY_ISSUE16_LEAD_CASES:=.exp)

# --- issue 16: pathlib and os / os.path (glob, match, stat, touch, scandir, walk, relpath,
# getcwd, uname; the refused abspath/realpath/owner/group/expandvars) ---
PY_ISSUE16_PATHOS_CASES = \
	tests/e2e/py/stdlib/issue_16_os_path.py \
	tests/e2e/py/stdlib/issue_16_os_refused.py \
	tests/e2e/py/stdlib/issue_16_os_scandir.py \
	tests/e2e/py/stdlib/issue_16_os_walk.py \
	tests/e2e/py/stdlib/issue_16_pathlib_effects.py \
	tests/e2e/py/stdlib/issue_16_pathlib_glob.py \
	tests/e2e/py/stdlib/issue_16_pathlib_match.py
TESTS += $(PY_ISSUE16_PATHOS_CASES)
EXTRA_DIST += $(PY_ISSUE16_PATHOS_CASES) $(PY_ISSUE16_PATHOS_CASES:=.exp)

# --- issue 16, RustPython snippets (out5-rp-b) ---
PY_RPB_CASES = \
	tests/e2e/py/lang3/issue_16_bool_test_once.py \
	tests/e2e/py/lang3/issue_16_builtin_init_extra_args.py \
	tests/e2e/py/bi/issue_16_compile_bytes_coding.py \
	tests/e2e/py/str/issue_16_unicode_escape_codec.py \
	tests/e2e/py/str/issue_16_idna_codec.py \
	tests/e2e/py/func/issue_16_code_co_consts.py \
	tests/e2e/py/stdlib/issue_16_time_tuple_c_int.py
TESTS += $(PY_RPB_CASES)
EXTRA_DIST += $(PY_RPB_CASES) $(PY_RPB_CASES:=.exp)
