# expect: bash --posix
# Issue 17: export -p, readonly -p, set and declare with no argument print in bash's
# (POSIX mode) spelling: export NAME="v", readonly [-a] NAME="v", NAME=v quoted only when
# the value holds a character the shell gives a meaning, arrays as NAME=([0]="v").
# (Each line starts with a space: bash's set also prints BASH_EXECUTION_STRING, this text.)
 export FOO="a b"; export -p | grep FOO; readonly R=1; readonly -p | grep " R="; declare -r R2="q\"x"; readonly -p | grep R2; readonly -a RA=(1 2); readonly -p | grep RA; export -n FOO; export -p | grep -c FOO
 x=1; declare | grep "^x="; set | grep "^x="; declare -p x
 a=(1 "2 3"); set | grep "^a="; declare | grep "^a="; declare -A m=([k]=v); set | grep "^m="; b="x y"; c=plain; d=; set | grep "^[bcd]="; declare -i n=2; declare | grep "^n="
