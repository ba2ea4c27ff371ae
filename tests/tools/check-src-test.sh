#!/bin/sh
# check-src.py finds each kind of breach in a small tree made for it, lets through a
# line that says why, and passes a clean tree. Exit 0 pass, 1 fail.
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/check-src.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/monty" "$tmp/shell" "$tmp/common" "$tmp/builtins" "$tmp/policy" "$tmp/tests/e2e/box"
cat >"$tmp/monty/a.c" <<'C'
#include <unistd.h>
#include "policy/policy.h"
static int f(void) { return open("x", 0); } /* open( in a comment is fine */
static const char *s = "read(";
static void *g(void) { return malloc(3); }
static char *h(void) { return getenv("A"); } // check-src: allow(host) a test says why
static char *k(void) { return getenv("B"); } // check-src: allow(host)
C
cat >"$tmp/shell/b.c" <<'C'
#include "monty/obj.h"
#include "builtins/builtins.h"
// Sorted by name
static const struct { const char *n; } t[] = {
    {"b"}, {"a"},
};
C
{
    printf '%s\n' 'static const char src[] ='
    i=0
    while [ $i -lt 20 ]; do
        printf '%s\n' '    "x = 1\n"'
        i=$((i + 1))
    done
    printf '%s\n' '    "y = 2\n";'
    printf '%s\n' 'static int z;'
    printf '%s\n' 'static const char ok[] ='
    printf '%s\n' '    "short\n";'
} >"$tmp/monty/c.c"
: >"$tmp/tests/e2e/box/orphan.box"
out=$(python3 "$here/check-src.py" "$tmp")
status=$?
fail=0
for want in "monty/a.c:1: host: monty/ includes unistd.h" \
    "monty/a.c:2: layers: monty/ includes policy/policy.h" \
    "monty/a.c:3: host: monty/ calls open()" \
    "monty/a.c:5: alloc: malloc() outside common/alloc.c" \
    "monty/a.c:7: host: monty/ calls getenv()" \
    "shell/b.c:1: layers: shell/ includes monty/obj.h" \
    'shell/b.c:5: sorted: "b" is not before "a"' \
    "tests/e2e/box/orphan.box:1: listed: an e2e test file no local.mk lists" \
    "monty/a.c:2: host: monty/ includes policy/policy.h" \
    "monty/c.c:1: pysrc: 22 lines of string literals" \
    "check-src: 10 problem(s)"; do
    case "$out" in
    *"$want"*) ;;
    *) echo "FAIL: missing: $want"; fail=1 ;;
    esac
done
[ "$status" = 1 ] || { echo "FAIL: exit $status, want 1"; fail=1; }
rm -rf "$tmp/monty/a.c" "$tmp/monty/c.c" "$tmp/shell/b.c" "$tmp/tests/e2e/box/orphan.box"
python3 "$here/check-src.py" "$tmp" >/dev/null || { echo "FAIL: a clean tree fails"; fail=1; }
[ "$fail" = 0 ] || { echo "$out"; exit 1; }
echo "PASS: check-src finds each breach"
