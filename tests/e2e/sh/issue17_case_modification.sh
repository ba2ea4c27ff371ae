# expect: bash --posix
# bash's case modification: ${v^} ${v^^} ${v,} ${v,,}, with and without a pattern, on
# scalars, positional parameters and arrays, unset and empty values, and past ASCII.
s="hello world"
echo ${s^^} ${s^} ${s,,} ${s^^[lo]} ${s^[h]} ${s^[x]}
S=HeLLo
echo ${S,,} ${S,} ${S,,[L]} "${S^^}"
set -- ab cd "e f"
echo ${@^^} "${@^}"
printf '<%s>' "${@^^}"; echo
a=(xy zw)
echo ${a[@]^^} ${a[1]^} ${a[*],,}
u=
echo "[${u^^}]" "[${nope^}]"
w=élan
echo ${w^^} ${w^}
t=straße
echo ${t^^}
g=ΣΑΣ
echo ${g,,}
