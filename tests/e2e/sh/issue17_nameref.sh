# expect: bash --posix
# Issue 17: namerefs (declare -n, local -n, typeset -n): read, assign, +=, unset and
# unset -n, ${!ref}, declare -p, references to arrays, elements and associative arrays,
# the pass-an-array-by-name idiom, declare +n, for loops over a nameref, circular and
# invalid references. Error lines lose their shell-specific prefix.
err() { sed -E 's/^(bash|strands-shell): (line [0-9]+: )?//'; }
x=1; declare -n r=x; echo "$r ${r} ${#r}"; r=5; echo "$x"; r+=3; echo "$x ${!r}"
declare -p r x
unset r; echo "x=${x-unset}"; declare -p r
declare -n r2=y; r2=hello; echo "$y"; unset -n r2; { declare -p r2; } 2>&1 | err; echo "$y"
a=(1 2 3); declare -n ra=a; echo "${ra[1]} ${ra[@]} ${#ra[@]} ${!ra[@]} ${ra[-1]}"
ra[5]=x; ra+=(y); declare -p a
declare -n re='a[1]'; echo "$re ${re:-d} ${!re}"; re=Z; re+=z; declare -p a re
unset re; declare -p a
declare -A m=([k]=v); declare -n rm=m; echo "${rm[k]}"; rm[j]=w; declare -p m
declare -n mk='m[k]'; echo "$mk"; mk=new; echo "${m[k]}"; unset mk; declare -p m
sum() { local -n _a=$1; local t=0 v; for v in "${_a[@]}"; do (( t += v )); done; echo "$t"; }
nums=(1 2 3 4); sum nums
fill() { local -n _out=$1; _out=(); _out+=(one); _out+=("two three"); }
fill res; declare -p res
count() { local -n _m=$1; _m[$2]=$(( ${_m[$2]:-0} + 1 )); }
declare -A seen; count seen a; count seen a; count seen b; echo "${seen[a]} ${seen[b]}"
setv() { local -n _v=$1; printf -v _v '%s-%s' "$2" "$3"; }; setv pv p q; echo "$pv"
rd() { local -n _v=$1; read -r _v; }; rd line <<< "a line"; echo "$line"
rda() { local -n _v=$1; read -ra _v; }; rda words <<< "w1 w2 w3"; declare -p words
inner() { local -n _r=$1; _r=inner; }; outer() { local v=outer; inner v; echo "$v"; }
outer; echo "${v-unset}"
f() { local -n r=$1; local x=local; echo "$r"; }; x=global; f x
declare -n d=x; declare +n d; declare -p d
declare -n p=x; declare +n p=plus; declare -p p x
declare -n n1=t1 n2=t2; declare -n; typeset -n
declare -n q=x; declare -n q=x2; declare -p q; q=via; echo "$x2"
declare -n u; declare -p u; u=z1; z1=3; echo "$u"; declare -p u
export r; declare -p r x | sort
declare -n ro=rv; readonly ro=4; declare -p ro rv
declare -rn rn=x; declare -p rn
declare -nx nx=x; declare -p nx
declare -n ir=iv; declare -i ir=5+1; declare -p iv
declare -n xr=xv; declare -x xr=5; declare -p xv
w1=1 w2=2; declare -n ref; for ref in w1 w2; do echo "$ref"; ref=X; done; declare -p w1 w2 ref
declare -n lr=zz; for lr in w1 w2; do :; done; declare -p lr
{ for ref in w1 1x w2; do echo "[$ref]"; done; echo "for: $?"; } 2>&1 | err
k=5; declare -n kr=k; (( kr++ )); echo "$k $(( kr * 2 ))"; let kr=4*2; echo "$k"
[[ -v kr ]] && echo set; declare -n nr=nothing; [[ -v nr ]] || echo unset
[ -v nr ] || echo unset2; echo "${nr-dflt} ${nr:-dflt2}"; : "${nr:=assigned}"; echo "$nothing"
s="a b"; declare -n sr=s; for w in $sr; do echo "<$w>"; done; echo "${sr^^} ${sr/a/A} ${sr#a}"
( sr=sub; echo "$s" ); echo "$s"; echo "$(sr=cs; echo "$s")"; echo "$s"
declare -n er=ev; ev=1; er=2 env | grep '^ev='; echo "$ev"
{ declare -n bad='1x'; echo "bad: $?"; } 2>&1 | err
{ declare -n sp='a b'; echo "sp: $?"; } 2>&1 | err
{ declare -n self=self; echo "self: $?"; } 2>&1 | err
{ declare -n ar=a; echo "to an array: $?"; declare -n a; echo "array: $?"; } 2>&1 | err
{ declare -n el[1]=x; echo "elem: $?"; } 2>&1 | err
declare -n c1=c2 c2=c1
{ echo "${c1:-circ}"; } 2>&1 | err
{ (c1=3; echo not reached); echo "assign: $?"; } 2>&1 | err
{ unset c1 2>/dev/null; echo "unset: $?"; declare -p c1 c2; } 2>&1 | err
g=end; declare -n h1=g h2=h1 h3=h2 h4=h3 h5=h4 h6=h5 h7=h6 h8=h7; echo "$h8 ${!h8}"
unset -n nothere; echo "unset -n: $?"; plain=1; unset -n plain; echo "$plain"
declare -n ur=uv; uv=1; unset -v ur; echo "${uv-gone}"; declare -p ur
