# expect: bash --posix
# Indexed arrays (issue 17): bash's semantics, 0-based; zsh agrees under KSH_ARRAYS.
a=(x y z)
echo "${a[0]}" "${a[1]}" "${a[2]}" "[${a[3]}]"
echo "$a" "${a}" "${#a[@]}" "${#a[*]}"
a+=(w "two words")
echo "${#a[@]}" "${a[4]}" "${a[-1]}" "${a[-2]}"
for e in "${a[@]}"; do printf '<%s>' "$e"; done; echo
for e in ${a[@]}; do printf '<%s>' "$e"; done; echo
printf '<%s>' "${a[*]}"; echo
IFS=: ; printf '<%s>' "${a[*]}"; echo; IFS=' 	
'
echo "${!a[@]}"
unset 'a[1]'
echo "${!a[@]}" "${#a[@]}" "${a[@]}"
a[7]=seven
echo "${!a[@]}"
a[1+1]=computed
i=3
a[i]=byname
echo "${a[2]}" "${a[3]}" "${a[@]}"
echo "${#a[7]}"
b=()
echo "${#b[@]}" "[${b[@]}]"
set -- "${b[@]}"
echo "$#"
set -- "${a[@]}"
echo "$#"
c=([2]=two [0]=zero one)
echo "${!c[@]}" "${c[@]}"
d=(1 2 3 4 5)
echo "${d[@]:1:2}" "${d[@]: -2}" "${d[@]:3}"
echo "${d[@]/3/three}" "${d[@]#1}"
echo $(( d[1] + d[4] ))
(( d[0] += 10 ))
echo "${d[0]}"
d[5]=6
echo $(( ${#d[@]} * 2 ))
s=scalar
s[1]=more
echo "${s[0]}" "${s[1]}" "${#s[@]}"
x=$((d[2]++))
echo "$x" "${d[2]}"
declare -a e=(one "two three" four)
echo "${#e[@]}" "${e[1]}"
declare -a f
echo "${#f[@]}"
f[3]=three
echo "${!f[@]}"
fn() {
    local -a g=(in side)
    local h=(p q r)
    echo "${g[@]}" "${#h[@]}"
}
g=(out)
fn
echo "${g[@]}"
declare -p e
unset e
echo "[${e[@]}]" "${#e[@]}"
files=(*.txt)
echo "${files[@]}"
v='a b'
w=($v "$v")
echo "${#w[@]}"
echo "${a[@]:-empty}" "${b[@]:-empty}"
