#!/usr/bin/env bash
# Runs the spec's Example in a fresh temporary home: the workspace ~/src/project holds
# notes.txt and an empty out/, the policy is examples/notes/policy.dw, and the agent's
# `python3 -c …` goes through the box's python3 alias. Prints the script's output, then
# every decision the policy made (verdict, action, resource, rule), one per line.
# Usage: run-demo.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: run-demo.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/strands-demo.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

home="$tmp/home"
ws="$home/src/project"
mkdir -p "$ws/out" "$home/.config/strands-box"
printf 'remember the milk\n' >"$ws/notes.txt"
cfg="$home/.config/strands-box/box.toml"
cp "$here/policy.dw" "$home/.config/strands-box/policy.dw"
cat >"$cfg" <<TOML
name = "notes"
box_dir = "$tmp/box"
policy = "policy.dw"

[agent]
workspace = "$ws"
TOML

export HOME="$home"
"$build/strands-box" init --config "$cfg" >/dev/null
cd "$ws"
"$tmp/box/bin/python3" -c "from pathlib import Path
text = Path('notes.txt').read_text()
Path('out/notes.txt').write_text(text.upper())
print('wrote', len(text))"
echo "out/notes.txt: $(cat "$ws/out/notes.txt")"
echo "decisions:"
"$build/strands-box" log --config "$cfg"
