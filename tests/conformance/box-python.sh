#!/usr/bin/env bash
# An interpreter command for ../shared/conformance/run-all.sh that runs each case through
# the built shell's python3, in a box: the case's cwd is the workspace, the case file is
# copied into a fresh operator home, and the policy permits both.
# Usage: box-python.sh CASE.py   (BUILD_DIR names the build tree; default ../../build/plain)
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD_DIR:-$here/../../build/plain}
case_file=$1
ws=$(pwd -P)
tmp=$(mktemp -d /tmp/pyconf-box.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home"
cp "$case_file" "$tmp/home/case.py"
cat >"$tmp/home/policy.dw" <<DW
@id("case_file")
permit (principal, action == Box::Action::"fs:read", resource)
when { context.input.path == "~/case.py" };
@id("workspace")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write",
                              Box::Action::"fs:delete", Box::Action::"fs:move"], resource)
when { context.input.path == "$ws" || context.input.path like "$ws/*" };
@id("python_in_shell")
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3"].contains(context.input.program) };
DW
cat >"$tmp/home/box.toml" <<TOML
name = "conformance"
box_dir = "$tmp/box"
policy = "policy.dw"
[agent]
workspace = "$ws"
TOML
HOME="$tmp/home" "$build/strands-shell" --config "$tmp/home/box.toml" -c "python3 ~/case.py"
