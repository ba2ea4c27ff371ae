# expect: bash --posix
# Issue 17: associative arrays as bash has them (declare -A, local -A, [key]=value,
# pairs, +=, ${m[@]} ${!m[@]} ${#m[@]}, unset, -v, arithmetic on keys, declare -p).
# bash lists keys in its hash order: every listing of several keys is sorted.
declare -A m
m[a]=1; m[b c]=2 2>/dev/null; m["b c"]=2; k='x$y'; m[$k]=3
echo "${m[a]} ${m["b c"]} ${m[$k]} ${#m[@]}"
for k in "${!m[@]}"; do echo "key<$k>=${m[$k]}"; done | sort
printf '%s\n' "${m[@]}" | sort
m[a]+=z; echo ${m[a]}
unset 'm[a]'; echo ${#m[@]} ${m[a]:-gone}
[[ -v m["b c"] ]] && echo set; [[ -v m[nope] ]] || echo notset
f() { local -A loc=([q]=w); loc[e]=r; echo "${!loc[@]}" | tr ' ' '\n' | sort | tr '\n' ' '; echo; }
f; echo "after: ${loc[q]-none}"
declare -A c; for w in a b a c a b; do (( c[$w]++ )); done; for k in "${!c[@]}"; do echo "$k ${c[$k]}"; done | sort
declare -A h; h[x]=1; h+=([y]=2 [z]=3); echo ${#h[@]}
declare -a ia; i=3; ia[i+1]=v; echo "${!ia[@]}"; declare -A aa; aa[i+1]=v; echo "${!aa[@]}"
declare -A d=(k1 v1 k2 v2); declare -p d
echo "${m[nokey]:-default}"
declare -A one=([k]=v); declare -p one
declare -A sp=(["a b"]=1); declare -p sp; declare -A dq=([q\"t]=1); declare -p dq
declare -A m=([a]=1 ["k y"]='v w' [q\"t]=x [d\$z]=y)
echo "${m[k y]} X ${#m[a]} ${#m[@]}"
echo "${!m[*]}" | tr ' ' '\n' | sort | tr '\n' ,; echo
echo "${m[*]}" | tr ' ' '\n' | sort | tr '\n' ,; echo
k='k y'; [[ -v m[$k] ]] && echo has; [ -v 'm[a]' ] && echo has2
echo $(( m[a] + 1 )); (( m[n] += 5 )); echo ${m[n]}; let 'm[n]++'; echo ${m[n]}
printf -v 'm[p]' '%03d' 7; echo ${m[p]}
( echo "sub ${m[a]}" ); echo "cs $(echo ${m[n]})"
x=$(echo a); echo ${m[$(echo a)]} ${m[${x}]}
declare -A e; echo "[${e[@]:-empty}] ${#e[@]}"
e[0]=zero; echo "$e"; e=five; echo "${e[0]}"
declare -A big; for i in $(seq 1 2000); do big[k$i]=$i; done; echo ${#big[@]} ${big[k1999]}
for i in $(seq 1 1000); do unset "big[k$i]"; done; echo ${#big[@]} ${big[k1001]} ${big[k5]:-none}
unset 'm[d$z]'; echo ${#m[@]}
unset m; echo "${#m[@]} ${m[a]:-gone}"
f() { local -A m=([in]=1); echo "f ${!m[@]}"; }; declare -A m=([out]=2); f; echo "${!m[@]}"
declare -A r=([a]=1); readonly r; (r[b]=2) 2>/dev/null || echo ro
declare -A s; s[one]=1; s=([two]=2); echo "${!s[@]}"
declare -A mixed; mixed[1+1]=x; echo "${!mixed[@]}"
declare -a ind; ind[1+1]=x; echo "${!ind[@]}"
declare -A q; q["a b"]+=1; q["a b"]+=2; echo "${q["a b"]}"
for v in "${m[@]}"; do echo "v=$v"; done
declare -A cnt; while read -r w; do cnt[$w]=$(( ${cnt[$w]:-0} + 1 )); done <<'X'
apple
pear
apple
X
for k in "${!cnt[@]}"; do printf '%s:%s\n' "$k" "${cnt[$k]}"; done | sort
a=(x y z); i=1; unset 'a[$i]'; echo "${a[@]}"
declare -A m=([k]=1 [j]=2); k=k; unset 'm[$k]'; echo "${!m[@]}"
