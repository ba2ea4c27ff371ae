#!/usr/bin/env bash
# Runs the spec's Example in a fresh temporary home: install.sh lays out ~/src/project
# (notes.txt and an empty out/) and the box's config, `strands-box init` creates the box
# directory with its aliases, and the agent's `python3 -c …` goes through the python3
# alias. Prints the script's output, then every decision the policy made (verdict,
# action, resource, rule), one per line.
# Usage: run-demo.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: run-demo.sh BUILD_DIR}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/strands-demo.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

export HOME="$tmp/home"
mkdir -p "$HOME"
cfg=$("$here/install.sh" "$HOME/.config/strands-box/notes" "$tmp/box")
"$build/strands-box" init --config "$cfg" >/dev/null
cd "$HOME/src/project"
"$tmp/box/bin/python3" -c "from pathlib import Path
text = Path('notes.txt').read_text()
Path('out/notes.txt').write_text(text.upper())
print('wrote', len(text))"
echo "out/notes.txt: $(cat out/notes.txt)"
echo "decisions:"
"$build/strands-box" log --config "$cfg"
