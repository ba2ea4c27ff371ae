#!/bin/sh
# Build one of Monty's libFuzzer targets with clang (ASan + UBSan) and, with -run SECONDS,
# run it on a seed corpus:
#   tests/fuzz/build-monty-fuzz.sh [BUILD_DIR] [compile|json] [-run SECONDS]
# compile: tests/fuzz/fuzz_compile.c (tokenizer, parser and compiler; corpus seeded from
#          tests/e2e/py/**/*.py, each prefixed with a mode byte)
# json:    tests/fuzz/fuzz_json.c (json.loads and json.dumps; corpus of small documents)
# BUILD_DIR is a configured build directory (for config.h); default /tmp/build-monty-fuzz.
# Objects are kept in BUILD_DIR/fuzz-obj and rebuilt when their source is newer.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-/tmp/build-monty-fuzz}
target=${2:-compile}
run=0
if [ "${3:-}" = "-run" ]; then
    run=${4:-60}
fi
case $target in
compile | json) ;;
*)
    echo "build-monty-fuzz.sh: unknown target $target (compile or json)" >&2
    exit 2
    ;;
esac
mkdir -p "$build/fuzz-obj"
if [ ! -f "$build/config.h" ]; then
    (cd "$build" && "$src/configure" -q CC=clang)
fi
# shellcheck disable=SC2046 # pkg-config prints several flags
cflags="-g -O1 -fsanitize=fuzzer-no-link,address,undefined -std=c11 -D_GNU_SOURCE -DCM_DEBUG -I$src -I$build $(pkg-config --cflags icu-uc libpcre2-8 gmp)"
# ICU is loaded on first use by common/icu.c, not linked
libs="$(pkg-config --libs libpcre2-8 gmp) -lm"
objs=""
list="$build/fuzz-obj/todo"
: >"$list"
for f in "$src"/monty/*.c "$src"/monty/modules/*.c "$src"/common/*.c; do
    o="$build/fuzz-obj/$(echo "${f#"$src"/}" | tr / _ | sed 's/\.c$/.o/')"
    objs="$objs $o"
    if [ ! -f "$o" ] || [ "$f" -nt "$o" ]; then
        printf '%s %s\n' "$f" "$o" >>"$list"
    fi
done
# two compilers at a time (the machine is shared)
# shellcheck disable=SC2016 # expanded by the inner shell
xargs -P 2 -L 1 sh -c 'clang '"$cflags"' -c "$0" -o "$1"' <"$list"
out="$build/fuzz_$target"
# shellcheck disable=SC2086 # word lists on purpose
clang -g -O1 -fsanitize=fuzzer,address,undefined -std=c11 -D_GNU_SOURCE -DCM_DEBUG \
    -I"$src" -I"$build" "$src/tests/fuzz/fuzz_$target.c" $objs $libs -o "$out"
echo "built $out"
if [ "$run" -gt 0 ]; then
    corpus="$build/$target-corpus"
    mkdir -p "$corpus"
    if [ "$target" = compile ]; then
        # the first byte picks the mode: 0 file
        find "$src/tests/e2e/py" -name '*.py' | while read -r f; do
            n=$(echo "$f" | tr / _)
            { printf '\000'; cat "$f"; } >"$corpus/$n"
        done
        printf '\001(1 + x) * [y for y in z if y]' >"$corpus/eval-seed"
        printf '\002if x:\n    pass\n\n' >"$corpus/single-seed"
    else
        printf '\000{"a": [1, 2.5, -3e10, true, false, null], "b": {"c": "\\u00e9\\n"}}' >"$corpus/obj"
        printf '\001[[[[[]]]], "x\\ud83d\\ude00", 1E400, NaN, -Infinity]' >"$corpus/nest"
        printf '\002"tab\there"' >"$corpus/loose"
    fi
    "$out" -max_total_time="$run" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$build/" "$corpus"
fi
