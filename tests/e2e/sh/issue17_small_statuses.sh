# expect: bash --posix
# Issue 17 (found by the Oils spec tests): 'return' outside a function fails with
# status 2 (bash's usage status; it was 1), a quoted key of an associative array in
# (( )) is the text inside its quotes, and echo -e keeps '\x' with no hex digit.
(return 2>/dev/null); echo "return at top level: $?"
f() { (return 7); echo "return in a subshell of f: $?"; }; f
declare -A A=(['spam']=42)
(( x = A['spam'] )); echo "x=$x"
(( A["K"] = 5 )); echo "K=${A[K]} spam=${A[spam]} count=${#A[@]}"
echo -e 'a\x4ab' '\x' '\xg' '\x41'
