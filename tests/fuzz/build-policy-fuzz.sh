#!/bin/sh
# Build the policy engine's libFuzzer target with clang (ASan + UBSan) and, with -run
# SECONDS, run it on a seed corpus of the e2e policies:
#   tests/fuzz/build-policy-fuzz.sh [BUILD_DIR] [-run SECONDS]
# BUILD_DIR is a configured build directory (for config.h); default /tmp/build-fuzz.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-/tmp/build-fuzz}
run=0
if [ "${2:-}" = "-run" ]; then
    run=${3:-60}
fi
mkdir -p "$build"
if [ ! -f "$build/config.h" ]; then
    (cd "$build" && "$src/configure" -q CC=clang)
fi
out="$build/fuzz_policy"
# shellcheck disable=SC2046 # pkg-config prints several flags
clang -g -O1 -fsanitize=fuzzer,address,undefined -std=c11 -D_GNU_SOURCE -DCM_DEBUG \
    -I"$src" -I"$build" \
    "$src/tests/fuzz/fuzz_policy.c" "$src/policy/lex.c" "$src/policy/parse.c" \
    "$src/policy/check.c" "$src/policy/eval.c" "$src/policy/engine.c" "$src/policy/sha256.c" "$src/policy/log.c" \
    "$src/common/arena.c" "$src/common/alloc.c" "$src/common/buf.c" "$src/common/utf8.c" "$src/common/hex.c" \
    "$src/common/icu.c" $(pkg-config --cflags icu-uc) -o "$out"
echo "built $out"
if [ "$run" -gt 0 ]; then
    corpus="$build/policy-corpus"
    mkdir -p "$corpus"
    find "$src/tests/e2e/policy" -name '*.dw' -exec cp {} "$corpus/" \;
    "$out" -max_total_time="$run" -max_len=8192 -timeout=10 "$corpus"
fi
