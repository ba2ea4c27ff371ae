# expect: bash --posix
# bash-isms agents write: mapfile/readarray, ${!prefix*} ${!prefix@}, ${v@Q} ${v@U}
# ${v@u} ${v@L}, and trap ... ERR (where set -e would exit; not inside functions or
# subshells unless set -E; once for a pipeline).
printf 'a\nb\nc\nd\n' >out/four.txt
mapfile -t lines <out/four.txt
echo "${#lines[@]} ${lines[3]}"
mapfile -t -s 1 -n 2 mid <out/four.txt
echo "${mid[@]}"
readarray raw <out/four.txt
printf '[%s]' "${raw[@]}"; echo
mapfile -O 5 -t raw <out/four.txt
echo "${!raw[@]}"
mapfile -d , -t parts <<<'x,y,z'
printf '<%s>' "${parts[@]}"; echo
mapfile -t 1bad </dev/null 2>/dev/null; echo "bad name $?"
ab1=1 ab2=2 ab_e=
abc=(x)
echo ${!ab*}
for n in "${!ab@}"; do echo "[$n]"; done
echo "${!zz*}."
x='a b' y="it's" e=
echo ${x@Q} ${y@Q} ${e@Q} "${nope@Q}."
s=hello
echo ${s@U} ${s@u} ${s@L}
arr=(x 'y z')
echo ${arr[@]@Q}
set -- p q
echo ${@@U}
trap 'echo "ERR trapped $?"' ERR
false
echo after
if false; then :; fi
false || true
! false
f() { false; echo in-f; }
f
(false)
v=$(false)
false | true
true | false
echo a | while read -r w; do false; echo "in loop"; done
trap
trap - ERR
false
echo quiet
set -E
trap 'echo E' ERR
f
exec 3<out/four.txt
mapfile -t -u 3 fromfd
exec 3<&-
echo "fd ${fromfd[*]}"
kill -ERR $$ 2>/dev/null; echo "kill -ERR $?"
