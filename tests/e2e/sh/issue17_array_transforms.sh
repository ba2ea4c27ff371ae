# expect: bash --posix
# Issue 17: declare -a/-A NAME never assigned prints without a value (=() once assigned),
# and the @ operators on arrays and parameters, per element: @Q @U @L @u @E @a, @A
# (declare's words), @K (key "value" pairs) and @k (key and value words).
# Associative arrays hold one key here: bash lists several in its hash order.
declare -a x; declare -p x; x+=(); declare -p x
declare -A m; declare -p m; m[k]=v; unset 'm[k]'; declare -p m
f() { local -a z; declare -p z; local -A w; declare -p w; local -a y=(); declare -p y; }; f
declare -a e; e=(); declare -p e; declare -a q; q[0]=1; declare -p q; declare -ai n; declare -p n
declare -a inv; echo "[${inv@A}] [${inv[@]@A}] [${inv@a}]"; declare -A af; echo "[${af[@]@A}]"
a=(x "y z")
printf '<%s>' "${a[@]@Q}" "${a[@]@U}" "${a[*]@u}" "${a[@]@L}" "${a[@]@a}"; echo
printf '<%s>' "${a[@]@A}"; echo; printf '<%s>' ${a[@]@A}; echo; printf '<%s>' "${a[*]@A}"; echo
printf '<%s>' "${a@A}" "${a[1]@A}" "${a[1]@a}"; echo
printf '<%s>' "${a[@]@K}"; echo; printf '<%s>' "${a[@]@k}"; echo
declare -A one=([key]="v w"); printf '<%s>' "${one[@]@A}"; echo
printf '<%s>' "${one[@]@K}" "${one[@]@k}" "${one[@]@a}" "${one[key]@Q}"; echo
y="it's"; echo "${y@Q} ${y@K} ${y@k} ${y@A}"; echo "${unset_v@Q}x ${unset_v@A}x"
declare -rx rz=1; echo "${rz@A} ${rz@a}"; declare -il lw=3; echo "${lw@A} ${lw@a}"
export EXP=1; echo "${EXP@a}"
t='a\x41\101\n'; printf '<%s>' "${t@E}"; echo
set -- a "b c" 'p\tq'
printf '<%s>' "${@@Q}"; echo; printf '<%s>' "${*@Q}"; echo; printf '<%s>' "${@@A}"; echo
printf '<%s>' "${@@a}" "${3@E}" "${2@A}"; echo
declare -n r=a; printf '<%s>' "${r[@]@Q}" "${r@a}" "${r[@]@A}"; echo
b=(1 "2 3"); eval "$(echo "${b[@]@A}")"; declare -p b; c=("${b[@]@Q}"); echo "${c[*]}"
