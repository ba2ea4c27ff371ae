# expect: bash --posix
# test and [[ ]]: the one- and two-argument forms ([ "$x" ] was refused as an
# unexpected argument), bash's -v -o -a -O -k, and =~ with BASH_REMATCH, where
# ( ) | belong to the regex and quoted or escaped characters match themselves.
x=word; e=
[ "$x" ]; echo "one $?"
[ "$e" ]; echo "empty $?"
[ -z ]; echo "dash-z $?"
[ ! "$x" ]; echo "not $?"
[ ! ]; echo "bang $?"
test "$x"; echo "test $?"
[[ $x ]]; echo "dbl $?"
[[ -v x ]] && echo "x is set"
[[ -v nope ]] || echo "nope is unset"
a=(1 2)
[[ -v a[1] ]] && echo "a[1] is set"
[[ -v a[5] ]] || echo "a[5] is unset"
set -o pipefail
[[ -o pipefail ]] && echo "pipefail on"
[ -o errexit ] || echo "errexit off"
[ -a notes.txt ] && echo "notes exists"
[ -O notes.txt ] && echo "notes is mine"
[[ -k notes.txt ]] || echo "not sticky"
[ 1 -a 1 ] && [ -n x -a -n y ] && [ "" -o x ] && echo "and/or"
[[ abc =~ ^a(b)c$ ]] && echo "re ${BASH_REMATCH[0]} ${BASH_REMATCH[1]} ${#BASH_REMATCH[@]}"
re='([0-9]+)-([0-9]+)'
[[ "10-20" =~ $re ]] && echo "groups ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
[[ x =~ y ]]; echo "no match $? ${#BASH_REMATCH[@]}"
[[ ab =~ (a|x)(y)?b ]] && echo "unmatched group [${BASH_REMATCH[2]}]"
[[ 1x2 =~ ^1\.2$ ]] && echo "escaped dot matched x" || echo "escaped dot is literal"
[[ abc =~ "a.c" ]] && echo "quoted dot matched b" || echo "quoted dot is literal"
p='a.c'
[[ abc =~ $p ]] && echo "variable is a regex"
[[ 'x(y' =~ 'x(' ]] && echo "quoted paren"
[[ "a b" =~ a\ b ]] && echo "escaped blank"
v=1.2.3
if [[ $v =~ ^([0-9]+)\.([0-9]+) ]]; then echo "major ${BASH_REMATCH[1]}"; fi
