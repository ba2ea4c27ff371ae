#!/bin/sh
# `make update-exp`: regenerate every tests/e2e/py/**/*.py.exp from /usr/bin/python3, the
# way run-py.sh runs a case (a temporary workspace, stderr merged, "[exit N]" when
# nonzero). A .py whose first line is "# expect: spec" has a hand-written .exp and is
# left alone.
set -u
here=$(cd "$(dirname "$0")" && pwd)
src="$here/py"
python=${CPYTHON:-/usr/bin/python3} # never a python3 on PATH (a version manager's shim)
if ! command -v "$python" >/dev/null 2>&1; then
    echo "update-exp: python3 was not found" >&2
    exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/update-exp.XXXXXX") || exit 1
trap 'chmod -R u+rwX "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
written=0
kept=0
for py in $(find "$src" -name '*.py' | sort); do
    if [ "$(head -n 1 "$py")" = "# expect: spec" ]; then
        kept=$((kept + 1))
        continue
    fi
    name=$(basename "$py")
    base=${name%.py}
    dir=$(dirname "$py")
    ws="$tmp/ws"
    rm -rf "$ws"
    mkdir -p "$ws"
    cp "$py" "$ws/$name"
    if [ -d "$dir/$base.data" ]; then
        cp -R "$dir/$base.data" "$ws/$base.data"
    fi
    out="$tmp/out"
    (cd "$ws" && TZ=UTC "$python" -I -B -X utf8 "$name" </dev/null >"$out" 2>&1)
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "[exit $status]" >>"$out"
    fi
    cp "$out" "$py.exp"
    written=$((written + 1))
done
echo "update-exp: wrote $written .exp files, kept $kept hand-written (# expect: spec)"
