#!/usr/bin/env bash
# Runs the fetch example in a fresh temporary home, with no internet: server.py serves
# the API on 127.0.0.1, install.sh lays out ~/src/project and the box's config (the API's
# name pinned to 127.0.0.1 in [egress] resolve), and one strands-shell command runs
# report.py, then the shell's own utilities over what it wrote. Prints the output, then
# every decision the policy made (verdict, action, resource, rule), one per line.
# Usage: run-demo.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:?usage: run-demo.sh BUILD_DIR}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/strands-fetch-demo.XXXXXX)
server=
trap '[ -z "$server" ] || kill "$server"; rm -rf "$tmp"' EXIT

python3 "$here/server.py" "$tmp/port" &
server=$!
for _ in $(seq 100); do [ -s "$tmp/port" ] && break; sleep 0.1; done
export HOME="$tmp/home"
mkdir -p "$HOME"
cfg=$("$here/install.sh" "$HOME/.config/strands-box/fetch" "$tmp/box" \
    "http://api.box.test:$(cat "$tmp/port")")
cd "$HOME/src/project"
"$build/strands-shell" --config "$cfg" -c 'python3 report.py
echo "open items:"; sort out/items.txt | head -n 2
wc -l out/items.txt; grep -c certificate out/items.txt; cat out/summary.json; echo'
echo "decisions:"
"$build/strands-box" log --config "$cfg" | cut -f 4-7
