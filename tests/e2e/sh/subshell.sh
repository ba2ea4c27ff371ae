# expect: bash --posix
# Subshells copy the state; groups share it.
x=1
(x=2; echo "inner $x"; cd out; pwd)
echo "outer $x"
pwd
{ x=3; echo "group $x"; }
echo "after group $x"
(exit 4); echo "subshell status $?"
( echo a; echo b ) | cat
