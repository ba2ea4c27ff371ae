#!/bin/sh
# Build the box.toml parser's libFuzzer target with clang (ASan + UBSan) and, with -run
# SECONDS, run it on a seed corpus of the example configs:
#   tests/fuzz/build-toml-fuzz.sh [BUILD_DIR] [-run SECONDS]
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
out="$build/fuzz_toml"
clang -g -O1 -fsanitize=fuzzer,address,undefined -std=c11 -D_GNU_SOURCE -DCM_DEBUG \
    -I"$src" -I"$build" \
    "$src/tests/fuzz/fuzz_toml.c" "$src/policy/toml.c" \
    "$src/common/arena.c" "$src/common/alloc.c" "$src/common/buf.c" "$src/common/utf8.c" "$src/common/hex.c" \
    -lm -o "$out"
echo "built $out"
if [ "$run" -gt 0 ]; then
    corpus="$build/toml-corpus"
    mkdir -p "$corpus"
    cp "$src/examples/notes/box.toml.in" "$corpus/"
    printf 'name = "t"\nbox_dir = "/b"\n[agent]\nenv = { HOME = "/h" }\n[agent.filesystem]\nread = ["~/a", "/b"]\n[python]\nrun_seconds = 1.5\n[egress.resolve]\n"a.b" = "192.0.2.1"\n' >"$corpus/full.toml"
    "$out" -max_total_time="$run" -max_len=4096 -timeout=10 "$corpus"
fi
