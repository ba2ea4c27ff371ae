# expect: bash --posix
# The word of an unquoted ${u:-word} / ${v+word} is split on IFS like any expansion's
# result (issue 17: ${u:-a b c} is three fields): in a for list, set --, an array, with
# its quoted parts kept whole; not inside double quotes or an assignment.
u=
v=set
for w in ${u:-a b c}; do echo "d:$w"; done
set -- ${u:-x y}; echo "$#"
for w in ${u:-"p q"} r; do echo "q:$w"; done
a=(${u:-1 2 3}); echo "${#a[@]}"
for w in ${v+x  y}; do echo "p:$w"; done
echo "${u:-a  b}"
x=${u:-a  b}; echo "[$x]"
IFS=:
for w in ${u:-a:b c}; do echo "i:$w"; done
