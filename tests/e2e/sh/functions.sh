# expect: bash --posix
# Functions: arguments, return, recursion, scope of variables.
greet() { echo "hello $1 ($#)"; }
greet world
greet "a b" c
early() { echo before; return 3; echo after; }
early; echo "status $?"
fact() { if [ $1 -le 1 ]; then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 6
g=global
setg() { g=changed; }
setg; echo $g
count() { n=0; for a in "$@"; do n=$((n + 1)); done; echo $n; }
count 1 "2 3" 4
f() { echo "in f: $1"; }; f x; echo "outer \$1 is [${1-}]"
