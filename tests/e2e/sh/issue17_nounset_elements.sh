# expect: bash --posix
# Issue 17: set -u with array elements: a set key reads, :- and - give defaults, and an
# unset element is named as written (m[q], a[i+1]: unbound variable).
set -u; declare -A m=([a]=1); echo "${m[a]} ${m[a]:-x} ${m[zz]:-dflt} ${m[zz]-dash}"; echo "${#m[a]}"; ( echo "${m[$a]}" ) 2>&1 | sed "s/.*: \([^:]*: unbound\)/\1/"; ( echo "${m[q]}" ) 2>&1 | sed "s/.*: \([^:]*: unbound\)/\1/"; (i=9; echo "${a[i+1]}") 2>&1 | sed "s/.*: \([^:]*: unbound\)/\1/"
