#!/usr/bin/env bash
# `make bench`: run the benchmark programs. Figures only; nothing here asserts a time.
#  - every bench/*-bench program the build made (policy decisions per second, ...)
#  - ../shared/bench/*.py through our shell's python3 and through CPython, median of 3
# Usage: bench/run.sh BUILD_DIR [PROGRAM...]
set -u
build=${1:?usage: bench/run.sh BUILD_DIR [PROGRAM...]}
shift
src=$(cd "$(dirname "$0")/.." && pwd)
shared="$src/../shared/bench"

for b in "$build"/bench/*-bench; do
    [ -x "$b" ] || continue
    echo "== $(basename "$b")"
    "$b"
done

[ -d "$shared" ] || { echo "bench: $shared not found; skipping the Python programs"; exit 0; }

tmp=$(mktemp -d /tmp/strands-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/home/ws/data"
head -c 180 /dev/zero | tr '\0' 'x' >"$tmp/home/ws/data/small.txt"
cat >"$tmp/home/policy.dw" <<'DW'
@id("bench_ws")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write"], resource)
when { context.input.path == "~/ws" || context.input.path like "~/ws/*" };
@id("bench_python")
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3"].contains(context.input.program) };
DW
cat >"$tmp/home/box.toml" <<TOML
name = "bench"
box_dir = "$tmp/box"
policy = "policy.dw"
[agent]
workspace = "$tmp/home/ws"
TOML

# median of three wall-clock runs of a command, in seconds
median3() {
    local t=()
    for _ in 1 2 3; do
        local s e
        s=$(date +%s.%N)
        "$@" >/dev/null 2>&1
        e=$(date +%s.%N)
        t+=("$(awk -v a="$s" -v b="$e" 'BEGIN { printf "%.4f", b - a }')")
    done
    printf '%s\n' "${t[@]}" | sort -n | sed -n 2p
}

progs=("$@")
[ "${#progs[@]}" -gt 0 ] || progs=(fib loop_arith classes generators strings sort_key regex json_roundtrip bigint fileops)
printf '%-16s %10s %10s %8s\n' program cpython monty ratio
for p in "${progs[@]}"; do
    f="$shared/$p.py"
    [ -f "$f" ] || continue
    # the line marked "# DATA" names the data directory; point it at the permitted one
    sed "s|^DATA_DIR = .*# DATA\$|DATA_DIR = \"$tmp/home/ws/data\"  # DATA|" "$f" >"$tmp/home/ws/$p.py"
    c=$(cd "$tmp/home/ws" && median3 python3 "$p.py")
    m=$(cd "$tmp/home/ws" && HOME="$tmp/home" median3 "$build/strands-shell" --config "$tmp/home/box.toml" -c "python3 $p.py")
    r=$(awk -v a="$m" -v b="$c" 'BEGIN { printf "%.2f", a / b }')
    printf '%-16s %9.3fs %9.3fs %7sx\n' "$p" "$c" "$m" "$r"
done
