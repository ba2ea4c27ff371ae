# expect: bash --posix
# Issue 17: associative arrays under churn: sets, += and unsets of many keys, local -A with
# a subshell copy, redeclaration, declare -ai, keys with a newline, * and $ in declare -p.
declare -A m
for i in $(seq 1 300); do m[k$((i % 37))]+=x; (( i % 5 == 0 )) && unset "m[k$((i % 11))]"; done
echo ${#m[@]}
f() { local -A m=([a]=1); local -i n=2; m[b]=$n; ( m[c]=3; echo "${#m[@]}" ); echo "${#m[@]}"; }
f; echo ${#m[@]}
g() { declare -A loc; for i in $(seq 1 100); do loc[$i]=$i; done; for i in $(seq 1 2 100); do unset "loc[$i]"; done; echo ${#loc[@]}; }
g; g
declare -A z=([a]=1); declare -A z=([b]=2); echo "${!z[@]}"
declare -ai ia=(1 2); ia+=(3*3); echo "${ia[@]}"
declare -A q; q[x]=1; unset q; q[x]=2; echo "${q[x]}"
declare -u up; up=abc; unset up; up=def; echo $up
x=$(declare -A w=([a]=1); echo ${w[a]}); echo $x
declare -A m2; m2[$'\n']=nl; m2['*']=star; m2['$']=d; declare -p m2 | wc -c
cat <(declare -p m2) | wc -l
