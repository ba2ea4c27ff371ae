# expect: bash --posix
# Expansion items of issue 17: declaration builtins keep their values whole, ${@%a} per
# field, tilde after ':' and '=' in assignments, ${#s} in characters, {01..10},
# $LINENO, $RANDOM, $PPID, $UID, $_ and $SECONDS.
v='one   two *'
f() {
    local a=$v b="$v"
    printf '<%s>' "$a" "$b"; echo
}
f
declare d=$v
export e=$v
readonly r=$v
printf '<%s>' "$d" "$e" "$r"; echo
declare n1=1 n2=$v n3
echo "$n1|$n2|${n3-unset}"
set -- banana cabana ala
echo "${@%a}" "${*#?}"
printf '<%s>' "${@/an/AN}"; echo
HOME=/home/u
p=/bin:~/bin:~
q=~
echo "$p" "$q"
x="aé日本"
echo "${#x}" "${x:1:2}" "${x: -1}"
echo {01..10}
echo {8..11} {08..11} {-2..2} {a..e} {05..1..2}
echo line $LINENO
echo next line $LINENO
r1=$RANDOM
case $r1 in ''|*[!0-9]*) echo bad random;; *) [ "$r1" -le 32767 ] && echo random ok;; esac
[ "$RANDOM" != "$RANDOM$RANDOM" ] && echo random differs
case $PPID in ''|*[!0-9]*) echo bad ppid;; *) echo ppid ok;; esac
case $UID$EUID in ""|*[!0-9]*) echo bad uid;; *) echo uid ok;; esac
echo a b c
echo "$_"
case $SECONDS in ''|*[!0-9]*) echo bad seconds;; *) echo seconds ok;; esac
