# expect: bash --posix
# $LINENO of issue 17 in an ERR trap: the action's lines count from the failed command's
# line (it was 1, the trap text's own), and a function call that fails is reported at
# the call's line, not at the last line its body ran.
trap 'echo "error at line $LINENO"
  echo "next line $LINENO"' ERR

false
f() {
  echo in f
  false
}
f
g() { return 3; }
g
echo "after $LINENO"
