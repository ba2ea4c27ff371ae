# MCP server cases (issue 19), run by tests/e2e/run-box.sh; the SDK session installs the
# official TypeScript SDK (package.json, package-lock.json) under the build tree.
MCP_CASES = \
	tests/e2e/mcp/issue12_mcp_c_call_deadline.box \
	tests/e2e/mcp/issue19_mcp_cancel.box \
	tests/e2e/mcp/issue19_mcp_config.box \
	tests/e2e/mcp/issue19_mcp_raw_errors.box \
	tests/e2e/mcp/issue19_mcp_sdk_session.box \
	tests/e2e/mcp/issue19_mcp_stateless.box \
	tests/e2e/mcp/issue19_mcp_tilde_paths.box
TESTS += $(MCP_CASES)
EXTRA_DIST += $(MCP_CASES) tests/e2e/mcp/lib.sh tests/e2e/mcp/sdk_session.mjs \
	tests/e2e/mcp/package.json tests/e2e/mcp/package-lock.json
