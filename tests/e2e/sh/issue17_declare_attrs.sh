# expect: bash --posix
# Issue 17: declare/local/typeset -i -l -u (+u), -r, -x, -g, and declare -p for
# scalars and indexed arrays in bash's format.
declare -i n=3+4; echo $n; n+=2; echo $n; n=n*2; echo $n; n=abc; echo $n
declare -p n
declare -u u=hello; echo $u; u+=" world"; echo $u; declare -p u
declare -l l=HeLLo; echo $l; typeset -u t=xy; echo $t
declare -u s; s=ab; declare +u s; s=cd; echo $s
declare -r ro=1; (ro=2) 2>/dev/null; echo "ro=$ro"
declare -x ex=val; env | grep '^ex='
declare -a arr=(a "b c" 'd"e'); declare -p arr
declare sc='a "q" $x `y` \z'; declare -p sc
f() { declare -g G=glob; local -i L=2*3; echo "L=$L"; declare in=1; }
f; echo "G=$G in=${in-unset} L=${L-unset}"
g() { local -u up=abc; echo $up; local -a la=(1 2); echo ${#la[@]}; }
g
declare -i k; k=5/2; echo $k
declare -ai ai=(1+1 2*3); echo "${ai[@]}"
declare -l lo; lo=ÀÉÎ; echo $lo
declare -xr xr=1; declare -p xr
