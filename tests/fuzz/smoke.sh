#!/bin/sh
# make fuzz-smoke: build every libFuzzer target once with clang (ASan + UBSan) and run
# each for SECONDS (default 60) on its seed corpus:
#   tests/fuzz/smoke.sh BUILD_DIR [SECONDS]
# Targets: policy, toml, shell parse, Monty compile, json and exec. BUILD_DIR is
# configured with CC=clang on first use and keeps the objects (and each corpus) between
# runs. Exits nonzero when a target fails to build or its run finds a crash, a leak, a
# sanitizer report or a timeout; the artifact is left in BUILD_DIR. The last line is
#   fuzz-smoke: T targets, F failed
set -u
dir=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: smoke.sh BUILD_DIR [SECONDS]}
secs=${2:-60}
mkdir -p "$build"
build=$(cd "$build" && pwd)
failed=0
total=0
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
run() {
    name=$1
    shift
    total=$((total + 1))
    echo "fuzz-smoke: $name for ${secs}s"
    if ! sh "$@" -run "$secs" >"$build/smoke-$name.log" 2>&1; then
        failed=$((failed + 1))
        echo "fuzz-smoke: $name FAILED (log: $build/smoke-$name.log)"
        tail -n 30 "$build/smoke-$name.log"
    else
        grep -E '^(Done|#[0-9]+[[:space:]]+DONE)' "$build/smoke-$name.log" | tail -n 1
    fi
}
run policy "$dir/build-policy-fuzz.sh" "$build"
run toml "$dir/build-toml-fuzz.sh" "$build"
run shell_parse "$dir/build-shell-fuzz.sh" "$build"
run compile "$dir/build-monty-fuzz.sh" "$build" compile
run json "$dir/build-monty-fuzz.sh" "$build" json
run exec "$dir/build-monty-fuzz.sh" "$build" exec
echo "fuzz-smoke: $total targets, $failed failed"
[ "$failed" = 0 ]
