# e2e policy cases: each .pol names a request file (answers from the Cedar oracle, in
# .pol.exp) or a policy that must be refused; regenerate cases/ with tests/tools/oracle-diff-gen.sh
# (own/ is written by hand; fidelity/ holds the
# cases that exposed each Cedar-fidelity bug, with the oracle's answers).
POLICY_E2E_CASES = \
	tests/e2e/policy/cases/corner-accepted.pol \
	tests/e2e/policy/cases/corner-arith.pol \
	tests/e2e/policy/cases/corner-authorizer.pol \
	tests/e2e/policy/cases/corner-empty.pol \
	tests/e2e/policy/cases/corner-equality.pol \
	tests/e2e/policy/cases/corner-has-access.pol \
	tests/e2e/policy/cases/corner-like.pol \
	tests/e2e/policy/cases/corner-logic.pol \
	tests/e2e/policy/cases/corner-sets-in.pol \
	tests/e2e/policy/cases/fidelity-blank-id.pol \
	tests/e2e/policy/cases/fidelity-malformed.pol \
	tests/e2e/policy/cases/fidelity-path-whitespace.pol \
	tests/e2e/policy/cases/fidelity-plain-noise.pol \
	tests/e2e/policy/cases/fidelity-request-shapes.pol \
	tests/e2e/policy/cases/fidelity-shorthands.pol \
	tests/e2e/policy/cases/refuse-action-is.pol \
	tests/e2e/policy/cases/refuse-action-set-with-eq.pol \
	tests/e2e/policy/cases/refuse-bad-decimal-literal.pol \
	tests/e2e/policy/cases/refuse-block-comment.pol \
	tests/e2e/policy/cases/refuse-chained-relation.pol \
	tests/e2e/policy/cases/refuse-compare-long-with-string.pol \
	tests/e2e/policy/cases/refuse-contains-on-string.pol \
	tests/e2e/policy/cases/refuse-division.pol \
	tests/e2e/policy/cases/refuse-duplicate-annotation.pol \
	tests/e2e/policy/cases/refuse-duplicate-id.pol \
	tests/e2e/policy/cases/refuse-effect-word.pol \
	tests/e2e/policy/cases/refuse-empty-set.pol \
	tests/e2e/policy/cases/refuse-empty-when.pol \
	tests/e2e/policy/cases/refuse-enum-typo.pol \
	tests/e2e/policy/cases/refuse-guard-after-read.pol \
	tests/e2e/policy/cases/refuse-integer-too-large.pol \
	tests/e2e/policy/cases/refuse-ip-constructor-non-literal.pol \
	tests/e2e/policy/cases/refuse-ip-is-a-string.pol \
	tests/e2e/policy/cases/refuse-like-on-long.pol \
	tests/e2e/policy/cases/refuse-missing-scope-variable.pol \
	tests/e2e/policy/cases/refuse-missing-semicolon.pol \
	tests/e2e/policy/cases/refuse-negated-guard.pol \
	tests/e2e/policy/cases/refuse-non-literal-pattern.pol \
	tests/e2e/policy/cases/refuse-path-on-every-action.pol \
	tests/e2e/policy/cases/refuse-reserved-identifier.pol \
	tests/e2e/policy/cases/refuse-scope-out-of-order.pol \
	tests/e2e/policy/cases/refuse-single-equals.pol \
	tests/e2e/policy/cases/refuse-star-escape-outside-like.pol \
	tests/e2e/policy/cases/refuse-string-ordering.pol \
	tests/e2e/policy/cases/refuse-template-slot.pol \
	tests/e2e/policy/cases/refuse-temporal-clause.pol \
	tests/e2e/policy/cases/refuse-unary-chain.pol \
	tests/e2e/policy/cases/refuse-unguarded-optional.pol \
	tests/e2e/policy/cases/refuse-unknown-action.pol \
	tests/e2e/policy/cases/refuse-unknown-attribute.pol \
	tests/e2e/policy/cases/refuse-unknown-entity-type.pol \
	tests/e2e/policy/cases/refuse-unknown-method.pol \
	tests/e2e/policy/cases/refuse-unless-grants-no-capability.pol \
	tests/e2e/policy/cases/samples-01-read-notes.pol \
	tests/e2e/policy/cases/samples-02-list-workspace.pol \
	tests/e2e/policy/cases/samples-03-stat-out-dir.pol \
	tests/e2e/policy/cases/samples-04-write-out-notes.pol \
	tests/e2e/policy/cases/samples-05-append-out-log.pol \
	tests/e2e/policy/cases/samples-06-write-outside-out.pol \
	tests/e2e/policy/cases/samples-07-mkdir-in-out.pol \
	tests/e2e/policy/cases/samples-08-write-out-dir-itself.pol \
	tests/e2e/policy/cases/samples-09-read-ssh-key.pol \
	tests/e2e/policy/cases/samples-10-stat-ssh-config.pol \
	tests/e2e/policy/cases/samples-11-write-aws-credentials.pol \
	tests/e2e/policy/cases/samples-12-read-ssh-dir-itself.pol \
	tests/e2e/policy/cases/samples-13-delete-out-file.pol \
	tests/e2e/policy/cases/samples-14-rename-legs.pol \
	tests/e2e/policy/cases/samples-15-shell-python3.pol \
	tests/e2e/policy/cases/samples-16-shell-python.pol \
	tests/e2e/policy/cases/samples-17-shell-other-program.pol \
	tests/e2e/policy/cases/samples-18-shell-program-spellings.pol \
	tests/e2e/policy/cases/samples-19-fetch-connect.pol \
	tests/e2e/policy/cases/samples-20-fetch-request.pol \
	tests/e2e/policy/cases/samples-21-noncanonical-dotdot.pol \
	tests/e2e/policy/cases/samples-22-sibling-prefix.pol \
	tests/e2e/policy/cases/samples-23-trailing-slash.pol \
	tests/e2e/policy/cases/samples-24-case-sensitive.pol \
	tests/e2e/policy/cases/samples-25-message-escaping.pol \
	tests/e2e/policy/cases/samples-26-wrong-operation-enum.pol \
	tests/e2e/policy/cases/samples-27-read-project-readme-and-key.pol
POLICY_E2E_OWN = \
	tests/e2e/policy/own/check-refusal-names-file.pol \
	tests/e2e/policy/own/check-seed.pol \
	tests/e2e/policy/own/dogwood-scope.pol \
	tests/e2e/policy/own/explain-cli.box \
	tests/e2e/policy/own/inert-literal.pol \
	tests/e2e/policy/own/lint-bare-action.pol \
	tests/e2e/policy/own/lint-dir-pattern.pol \
	tests/e2e/policy/own/lint-forbid-no-description.pol \
	tests/e2e/policy/own/lint-impossible.pol \
	tests/e2e/policy/own/lint-no-path.pol \
	tests/e2e/policy/own/lint-prefix-pattern.pol \
	tests/e2e/policy/own/lint-program-slash.pol \
	tests/e2e/policy/own/lint-writable-script.pol \
	tests/e2e/policy/own/log-format.pol \
	tests/e2e/policy/own/log-internal-fault.box
TESTS += $(POLICY_E2E_CASES) $(POLICY_E2E_OWN)
EXTRA_DIST += $(POLICY_E2E_CASES) $(POLICY_E2E_OWN) tests/e2e/run-policy.sh tests/e2e/policy
