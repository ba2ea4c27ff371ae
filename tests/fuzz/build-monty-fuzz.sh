#!/bin/sh
# Build one of Monty's libFuzzer targets with clang (ASan + UBSan) and, with -run SECONDS,
# run it on a seed corpus:
#   tests/fuzz/build-monty-fuzz.sh [BUILD_DIR] [compile|json|exec] [-run SECONDS]
# compile: tests/fuzz/fuzz_compile.c (tokenizer, parser and compiler; corpus seeded from
#          tests/e2e/py/**/*.py, each prefixed with a mode byte)
# json:    tests/fuzz/fuzz_json.c (json.loads and json.dumps; corpus of small documents)
# exec:    tests/fuzz/fuzz_exec.c (compile and run a script under small limits; corpus
#          seeded from every .py under tests/ and the Python conformance cases, with
#          tests/fuzz/python.dict as the mutation dictionary)
# With -run, FUZZ_CORPUS=DIR adds DIR's files to the seed corpus (e.g. the programs
# tests/diff/run.py --keep wrote) and FUZZ_ARGS adds libFuzzer options.
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
compile | json | exec) ;;
*)
    echo "build-monty-fuzz.sh: unknown target $target (compile, json or exec)" >&2
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
# an object is stale when its source or any header it may include is newer
# shellcheck disable=SC2012 # plain file names
newest_h=$(ls -t "$src"/monty/*.h "$src"/monty/modules/*.h "$src"/common/*.h "$build/config.h" | head -n 1)
for f in "$src"/monty/*.c "$src"/monty/modules/*.c "$src"/common/*.c; do
    o="$build/fuzz-obj/$(echo "${f#"$src"/}" | tr / _ | sed 's/\.c$/.o/')"
    objs="$objs $o"
    if [ ! -f "$o" ] || [ "$f" -nt "$o" ] || [ "$newest_h" -nt "$o" ]; then
        printf '%s %s\n' "$f" "$o" >>"$list"
    fi
done
# two compilers at a time (the machine is shared)
# shellcheck disable=SC2016 # expanded by the inner shell
xargs -r -P 2 -L 1 sh -c 'clang '"$cflags"' -c "$0" -o "$1"' <"$list"
# the frozen library modules (monty/frozen.h, HACKING.md): the freeze tool linked from the
# same objects writes the tables of monty/lib/*.py, compiled as one more object
frozen="$build/fuzz-obj/frozen_lib"
# shellcheck disable=SC2012 # plain file names
newest_py=$(ls -t "$src"/monty/lib/*.py "$src"/monty/tools/freeze.c | head -n 1)
if [ -s "$list" ] || [ ! -f "$frozen.o" ] || [ "$newest_py" -nt "$frozen.o" ]; then
    # shellcheck disable=SC2086 # word lists on purpose
    clang -g -O1 -fsanitize=address,undefined -std=c11 -D_GNU_SOURCE -DCM_DEBUG -I"$src" \
        -I"$build" "$src/monty/tools/freeze.c" $objs $libs -o "$frozen-tool"
    "$frozen-tool" "$frozen.c" "$src"/monty/lib/*.py
    # shellcheck disable=SC2086 # word lists on purpose
    clang $cflags -c "$frozen.c" -o "$frozen.o"
fi
objs="$objs $frozen.o"
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
    elif [ "$target" = exec ]; then
        find "$src/tests" -name '*.py' | while read -r f; do
            cp "$f" "$corpus/$(echo "${f#"$src"/}" | tr / _)"
        done
        for f in "$src"/tests/conformance/cases/*.case; do
            if head -n 1 "$f" | grep -q '^# pyconf'; then
                cp "$f" "$corpus/$(basename "$f" .case).py"
            fi
        done
        dict="-dict=$src/tests/fuzz/python.dict"
    else
        printf '\000{"a": [1, 2.5, -3e10, true, false, null], "b": {"c": "\\u00e9\\n"}}' >"$corpus/obj"
        printf '\001[[[[[]]]], "x\\ud83d\\ude00", 1E400, NaN, -Infinity]' >"$corpus/nest"
        printf '\002"tab\there"' >"$corpus/loose"
    fi
    if [ -n "${FUZZ_CORPUS:-}" ]; then
        find "$FUZZ_CORPUS" -type f -exec cp {} "$corpus/" \;
    fi
    # shellcheck disable=SC2086 # word lists on purpose
    "$out" -max_total_time="$run" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$build/$target-" ${dict:-} ${FUZZ_ARGS:-} "$corpus"
fi
