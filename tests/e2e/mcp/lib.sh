# Helpers of the MCP server cases (issue 19), sourced by a case after need_shell:
#   mcp_box [EXTRA_TOML]   box_config with every shell:exec and fs:read/fs:write under the
#                          workspace (rules all_exec, ws_files, ws_dir)
#   mcp_raw LINE...        send the lines to `strands-shell --mcp --config $CFG` from $WS,
#                          then end its input; its stdout in $MCP_OUT, stderr in $MCP_ERR,
#                          status in $MCP_STATUS
#   mcp_get N EXPR         evaluate the Python expression EXPR on r, the Nth response
#                          (1-based) parsed as JSON, and print the result (a tuple's
#                          items joined by spaces)
#   mcp_all_json           FAIL unless every line of $MCP_OUT is one JSON-RPC 2.0 message
#   need_sdk               install the official TypeScript SDK (package.json and lock file
#                          of this folder) under the build tree, else SKIP
MCP_SRC=$(dirname "$case_file")
# beside $TMP_ROOT, not in it, so that disk_snapshot does not see them
MCP_OUT="$TMP_ROOT.mcp.out"
MCP_ERR="$TMP_ROOT.mcp.err"
trap "rm -f '$MCP_OUT' '$MCP_ERR'; $(trap -p EXIT | sed -n "s/^trap -- '\(.*\)' EXIT\$/\1/p")" EXIT
MCP_INIT='{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}'
MCP_META='"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}'

mcp_box() {
    box_config '@id("all_exec")
permit (principal, action == Box::Action::"shell:exec", resource);

@id("ws_files")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write"], resource)
when { context.input.path like "~/src/project/*" };

@id("ws_dir")
permit (principal, action == Box::Action::"fs:read", resource)
when { context.input.path == "~/src/project" };' "${1-}"
}

mcp_raw() {
    (cd "$WS" && printf '%s\n' "$@" | "$SHELL_BIN" --mcp --config "$CFG" >"$MCP_OUT" 2>"$MCP_ERR")
    MCP_STATUS=$?
}

mcp_get() {
    /usr/bin/python3 -c '
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
r = json.loads(lines[int(sys.argv[2]) - 1]) if int(sys.argv[2]) <= len(lines) else None
v = eval(sys.argv[3])
print(" ".join(str(x) for x in v) if isinstance(v, tuple) else v)' "$MCP_OUT" "$1" "$2"
}

mcp_all_json() {
    local bad
    bad=$(/usr/bin/python3 -c '
import json, sys
for n, line in enumerate(open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1], 1):
    try:
        m = json.loads(line)
        assert m["jsonrpc"] == "2.0" and ("result" in m) != ("error" in m)
        assert "id" in m or "error" in m
    except Exception as e:
        print("line %d is not a JSON-RPC response: %r" % (n, line[:200]))' "$MCP_OUT")
    expect_eq "stdout holds only JSON-RPC responses" "" "$bad"
}

need_sdk() {
    command -v node >/dev/null 2>&1 || skip "node is not installed (./quickstart setup installs it)"
    command -v npm >/dev/null 2>&1 || skip "npm is not installed (./quickstart setup installs it)"
    SDK_DIR="$BUILD_DIR/tests/e2e/mcp/sdk"
    mkdir -p "$SDK_DIR" || skip "cannot create $SDK_DIR"
    (
        flock 9
        if ! cmp -s "$MCP_SRC/package-lock.json" "$SDK_DIR/package-lock.json" ||
            [ ! -d "$SDK_DIR/node_modules/@modelcontextprotocol/sdk" ]; then
            cp "$MCP_SRC/package.json" "$MCP_SRC/package-lock.json" "$SDK_DIR/" &&
                (cd "$SDK_DIR" && npm ci --no-audit --no-fund --loglevel=error >"$SDK_DIR/npm.log" 2>&1)
        fi
    ) 9>"$BUILD_DIR/tests/e2e/mcp/.sdk.lock"
    [ -d "$SDK_DIR/node_modules/@modelcontextprotocol/sdk" ] ||
        skip "npm ci of @modelcontextprotocol/sdk failed: $(tail -3 "$SDK_DIR/npm.log" 2>/dev/null)"
}
