# expect: bash --posix
# Issue 17 (yash lineno-p): a script read from stdin runs command by command, and each
# command's text was parsed from line 1: $LINENO was 1 everywhere. The text comes on stdin
# here (issue17_lineno_stdin.stdin holds the same lines).
echo "line $LINENO"
echo "line $LINENO"

: $(echo foo
echo \
baz)
echo "line $LINENO"
f() {
    echo "in f, line $LINENO"
}
f
