#!/bin/sh
# Build the shell parser's libFuzzer target with clang (ASan + UBSan) and, with -run
# SECONDS, run it on a seed corpus of the e2e sh cases:
#   tests/fuzz/build-shell-fuzz.sh [BUILD_DIR] [-run SECONDS]
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
out="$build/fuzz_shell_parse"
clang -g -O1 -fsanitize=fuzzer,address,undefined -std=c11 -D_GNU_SOURCE -DCM_DEBUG \
    -I"$src" -I"$build" \
    "$src/tests/fuzz/fuzz_shell_parse.c" "$src/shell/lex.c" "$src/shell/parse.c" \
    "$src/common/arena.c" "$src/common/alloc.c" "$src/common/buf.c" -o "$out"
echo "built $out"
if [ "$run" -gt 0 ]; then
    corpus="$build/shell-corpus"
    mkdir -p "$corpus"
    cp "$src"/tests/e2e/sh/*.sh "$corpus/"
    "$out" -max_total_time="$run" -max_len=4096 -timeout=10 "$corpus"
fi
