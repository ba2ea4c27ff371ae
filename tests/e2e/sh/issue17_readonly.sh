# expect: bash --posix
# readonly is enforced (issue 17); a failed assignment ends a non-interactive shell, so
# each refusal runs in a subshell. Messages differ in their prefix: stderr is dropped.
readonly r=1
(r=2; echo not reached) 2>/dev/null; echo "assign: $?"
(r=(x); echo not reached) 2>/dev/null; echo "array: $?"
(r[1]=x; echo not reached) 2>/dev/null; echo "element: $?"
unset r 2>/dev/null; echo "unset: $? $r"
f() { local r=5; echo "local: $?"; }
f 2>/dev/null
declare r=6 2>/dev/null; echo "declare: $? $r"
readonly -a ra=(p q)
(ra+=(s)) 2>/dev/null; echo "append: $? ${ra[@]}"
readonly -p | grep -c ' r='
x='($(echo INJECTED >&2; echo bad))'
declare y=$x
declare -p y
echo "$y"
