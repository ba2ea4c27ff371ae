# expect: bash --posix
# Parameter expansion: defaults, assignment, alternatives, lengths, patterns.
unset u
e=
v=value.tar.gz
echo "1 ${u:-def} ${e:-def} ${e-def} ${v:-def}"
echo "2 ${u:=set} $u"
echo "3 ${v:+alt} ${u+alt} ${e:+alt}[${nothing+alt}]"
echo "4 ${#v} ${#nothing}"
echo "5 ${v%.*} ${v%%.*} ${v#*.} ${v##*.}"
p=/a/b/c.txt
echo "6 ${p##*/} ${p%/*}"
( : ${u2:?is required} ) 2>/dev/null || echo "7 error status $?"
set -- one two "three four"
echo "8 $# $1 $3"
for a in "$@"; do echo "9 [$a]"; done
for a in $*; do echo "10 [$a]"; done
echo "11 [$*]"
f() { echo "12 $# [$1] [$2]"; }
f "$@"
f
