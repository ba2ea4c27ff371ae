#!/bin/sh
# Runs one tests/e2e/py/**/<name>.py through the built shell in a fresh temporary box
# and compares its merged output (plus "[exit N]" when nonzero) with <name>.py.exp.
# Exit 0 pass, 1 fail, 77 skip.
set -u
test_py=$1
: "${BUILD_DIR:?BUILD_DIR is not set}"
shell_bin="$BUILD_DIR/strands-shell"
exp="$test_py.exp"
name=$(basename "$test_py")
base=${name%.py}
dir=$(dirname "$test_py")

if [ ! -x "$shell_bin" ]; then
    echo "SKIP: $shell_bin is not built"
    exit 77
fi
if [ ! -f "$exp" ]; then
    echo "FAIL: $exp is missing (run make update-exp, or write it by hand)"
    exit 1
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/run-py.XXXXXX") || exit 1
trap 'chmod -R u+rwX "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
tmp=$(cd "$tmp" && pwd -P)
home="$tmp/home"
ws="$home/ws"
mkdir -p "$ws" "$tmp/etc"
cp "$test_py" "$ws/$name" || exit 1
if [ -d "$dir/$base.data" ]; then
    cp -R "$dir/$base.data" "$ws/$base.data" || exit 1
fi

cat >"$tmp/etc/policy.dw" <<'POLICY'
@id("ws_files")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write",
                              Box::Action::"fs:delete", Box::Action::"fs:move"], resource)
when { context.input.path == "~/ws" || context.input.path like "~/ws/*" };

@id("python_in_shell")
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3"].contains(context.input.program) };
POLICY

cat >"$tmp/etc/box.toml" <<TOML
name = "run-py"
box_dir = "$tmp/box"
policy = "policy.dw"

[agent]
workspace = "$ws"
TOML

run_shell() {
    (cd "$ws" && HOME="$home" "$shell_bin" --config "$tmp/etc/box.toml" -c "$1" </dev/null 2>&1)
}

# The shell must run Monty before any .py case can say anything.
probe=$(run_shell "python3 -c 'print(6*7)'")
if [ "$probe" != "42" ]; then
    echo "SKIP: the shell does not run python3 yet ($(printf '%s' "$probe" | head -1))"
    exit 77
fi

out="$tmp/out"
run_shell "python3 $name" >"$out"
status=$?
if [ "$status" -ne 0 ]; then
    echo "[exit $status]" >>"$out"
fi
if diff -u "$exp" "$out"; then
    exit 0
fi
echo "FAIL: $test_py (expected $exp, got the + lines)"
exit 1
