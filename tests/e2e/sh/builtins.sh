# expect: bash --posix
# Builtins: printf, test, shift, eval, export, unset, read, type of true.
printf '%s-%d-%05.1f|%-4s|%4s|%x|%o|%c\n' str 42 3.14159 ab cd 255 8 xyz
printf '%s\n' a b c
printf 'no newline'; echo
printf '%3d|%-3d|%03d\n' 5 5 5
set -- a b c d
shift; echo "$@"
shift 2; echo "$@"
cmd='echo evaluated $((1+1))'; eval "$cmd"
export EXPORTED=yes; unset EXPORTED; echo "[${EXPORTED-unset}]"
[ -f notes.txt ] && echo file
[ -d out ] && echo dir
[ ! -e nothing ] && echo missing
test "a" = "a" -a 1 -lt 2 && echo both
[ -z "" ] && [ -n x ] && echo lengths
echo "a b c" | { read x y; echo "[$x] [$y]"; }
IFS=: read -r p q <<EOF2
one:two:three
EOF2
echo "$p / $q"
v=3; v=$((v * 2)); echo $v
echo ${#v}
