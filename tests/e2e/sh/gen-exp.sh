#!/bin/sh
# Regenerate the .exp of every tests/e2e/sh/*.sh case whose first line is
# "# expect: bash --posix": the same command text run by `bash --posix -c` in the same
# kind of workspace run-sh.sh makes (notes.txt, out/, stdin /dev/null, output merged,
# "[exit N]" when nonzero, the home path shown as $HOME). Other cases keep their
# hand-written .exp.
set -u
here=$(cd "$(dirname "$0")" && pwd)
bash_bin=${BASH_BIN:-bash}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gen-exp.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
tmp=$(cd "$tmp" && pwd -P)
n=0
for c in "$here"/*.sh; do
    [ "$(basename "$c")" = gen-exp.sh ] && continue
    [ "$(head -n 1 "$c")" = "# expect: bash --posix" ] || continue
    home="$tmp/home"
    ws="$home/src/project"
    rm -rf "$home"
    mkdir -p "$ws/out"
    printf 'remember the milk\n' >"$ws/notes.txt"
    text=$(cat "$c")
    (cd "$ws" && env -i HOME="$home" PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=dumb \
        "$bash_bin" --posix -c "$text" </dev/null >"$tmp/out" 2>&1)
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "[exit $status]" >>"$tmp/out"
    fi
    sed "s|$home|\$HOME|g" "$tmp/out" >"$c.exp"
    n=$((n + 1))
done
echo "gen-exp: wrote $n .exp files from $bash_bin --posix"
