#!/bin/bash
# Lists the functions of strands-shell that a start runs, for shell/hot-functions.txt.
#
#   bench/hot-functions.sh BUILD_DIR > shell/hot-functions.txt   (or: make hot-functions)
#
# The link puts the listed functions first in the text (shell/hot.ld), so that a one-liner
# maps a few hundred KiB of the binary instead of nearly all of it: the kernel maps a
# file's pages around each one a process touches, and the functions a start runs were
# spread over the whole text (issue 18, M1: a one-liner's peak RSS). Each scenario below
# runs once under callgrind (which needs kernel_confinement = "off": valgrind does not know
# Landlock's system calls) in a box made under a temporary directory; a function is listed
# when any scenario ran it. A name that later disappears from the source only drops out of
# the placement: the link does not fail, and `make hot-functions` makes the list again.
set -euo pipefail

build=$(cd "${1:?usage: hot-functions.sh BUILD_DIR}" && pwd)
shell=$build/strands-shell
command -v valgrind >/dev/null || {
    echo "hot-functions.sh: valgrind is needed (apt-get install valgrind)" >&2
    exit 1
}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/hot-functions.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home/ws/data"
printf '%s\n' x > "$tmp/home/ws/data/small.txt"
cat > "$tmp/home/policy.dw" <<'EOF'
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write",
                              Box::Action::"fs:delete"], resource)
when { context.input.path == "~/ws" || context.input.path like "~/ws/*" };
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3", "true", "echo", "cat"].contains(context.input.program) };
EOF
cat > "$tmp/home/box.toml" <<EOF
name = "hot"
box_dir = "$tmp/box"
policy = "policy.dw"
[agent]
workspace = "$tmp/home/ws"
[box]
kernel_confinement = "off"
EOF
cat > "$tmp/home/ws/header.py" <<'EOF'
import json, re, os, sys
from pathlib import Path
from datetime import datetime
from collections import Counter
print(len(sys.argv), Path("data/small.txt").read_text().strip(), json.dumps({"a": 1}))
EOF

n=0
run() {
    n=$((n + 1))
    (cd "$tmp/home/ws" && HOME=$tmp/home valgrind -q --tool=callgrind \
        --callgrind-out-file="$tmp/cg.$n" "$shell" --config "$tmp/home/box.toml" -c "$1" \
        >/dev/null 2>"$tmp/err.$n") || {
        echo "hot-functions.sh: \"$1\" failed:" >&2
        grep -v "^--" "$tmp/err.$n" >&2
        exit 1
    }
}
# In the order of the list, so that what a one-liner runs comes first and is packed tightest.
run "true"
run "python3 -c pass"
run "python3 -c 'print(6*7)'"
run "echo hi"
run "cat data/small.txt"
run "python3 header.py"

# Callgrind names a function once per file as "fn=(ID) NAME"; GCC's clones (foo.part.0,
# foo.isra.0) and callgrind's recursion marks (foo'2) reduce to the source name. A function
# is listed after the scenario that first ran it, in name order within one scenario.
nm --defined-only "$shell" | awk '$2 ~ /^[tT]$/ { sub(/\..*/, "", $3); print $3 }' |
    sort -u > "$tmp/ours"
echo "# The functions a start of strands-shell runs, placed first in its text (shell/hot.ld)."
echo "# Made by bench/hot-functions.sh (make hot-functions); do not edit by hand."
: > "$tmp/listed"
emit() {
    sort -u | comm -12 - "$tmp/ours" | comm -23 - "$tmp/listed" > "$tmp/new"
    cat "$tmp/new"
    sort -u "$tmp/listed" "$tmp/new" -o "$tmp/listed"
}
for i in $(seq 1 "$n"); do
    sed -n -E 's/^c?fn=\([0-9]+\) ([A-Za-z_][A-Za-z0-9_]*).*/\1/p' "$tmp/cg.$i" | emit
    if [ "$i" = 1 ]; then
        # Kernel confinement ("required" by default) runs at every start, but not under
        # valgrind: its two files are listed whole, after what `true` runs.
        for o in confine reach; do
            obj=$(find "$build/builtins" "$build/policy" -name "*$o.o" | head -n 1)
            [ -n "$obj" ] && nm --defined-only "$obj" |
                awk '$2 ~ /^[tT]$/ { sub(/\..*/, "", $3); print $3 }'
        done | emit
    fi
done
