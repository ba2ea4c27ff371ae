#!/bin/sh
# Runs one conformance case (tests/conformance/cases/NAME.case, a Python program from
# ../shared/conformance) through the built shell's python3 with box-python.sh, and
# compares it the way the shared runner does: stdout exactly, the exit status, and for
# a failing script the last line of stderr. Expectations come from CPython 3.11
# (NAME.stdout, NAME.exit, NAME.stderr beside the case) or, for a case whose header
# says "# expect: spec", from its own "# expect-stdout:", "# expect-exit:",
# "# expect-stderr:" and "# expect-stderr-prefix:" lines. Exit 0 pass, 1 fail, 77 skip.
set -u
case_file=$1
: "${BUILD_DIR:?BUILD_DIR is not set}"
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$(dirname "$case_file")" && pwd)
name=$(basename "$case_file" .case)
[ -x "$BUILD_DIR/strands-shell" ] || { echo "SKIP: strands-shell is not built"; exit 77; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/run-case.XXXXXX") || exit 1
trap 'chmod -R u+rwX "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
mkdir -p "$tmp/cwd"
cp "$case_file" "$tmp/$name.py" || exit 1
limit=$(sed -n 's/^# timeout: *\([0-9][0-9]*\).*/\1/p' "$case_file" | head -1)
(cd "$tmp/cwd" && BUILD_DIR=$BUILD_DIR timeout "${limit:-20}" \
    bash "$here/box-python.sh" "$tmp/$name.py" >"$tmp/stdout" 2>"$tmp/stderr")
status=$?

if grep -q '^# expect: spec' "$case_file"; then
    sed -n 's/^# expect-stdout: \{0,1\}//p' "$case_file" >"$tmp/want.stdout"
    want_exit=$(sed -n 's/^# expect-exit: *//p' "$case_file" | head -1)
    want_err=$(sed -n 's/^# expect-stderr: *//p' "$case_file" | head -1)
    want_prefix=$(sed -n 's/^# expect-stderr-prefix: *//p' "$case_file" | head -1)
else
    cp "$dir/$name.stdout" "$tmp/want.stdout" || exit 1
    want_exit=$(cat "$dir/$name.exit")
    want_err=$(tail -n 1 "$dir/$name.stderr" 2>/dev/null)
    want_prefix=""
fi
want_exit=${want_exit:-0}

fail=0
if ! diff -u "$tmp/want.stdout" "$tmp/stdout"; then
    echo "FAIL: $name: stdout differs (- CPython / + Monty)"
    fail=1
fi
if [ "$status" != "$want_exit" ]; then
    echo "FAIL: $name: exit status $status, expected $want_exit"
    fail=1
fi
if [ "$want_exit" != 0 ]; then
    got_err=$(tail -n 1 "$tmp/stderr")
    if [ -n "$want_err" ] && [ "$got_err" != "$want_err" ]; then
        echo "FAIL: $name: last stderr line '$got_err', expected '$want_err'"
        fail=1
    fi
    case $got_err in
        "$want_prefix"*) ;;
        *)
            echo "FAIL: $name: last stderr line '$got_err' does not start with '$want_prefix'"
            fail=1
            ;;
    esac
fi
[ "$fail" = 0 ] || { echo "stderr was:"; cat "$tmp/stderr"; }
exit "$fail"
