# expect: bash --posix
# Issue 17: ${x/#pat/rep} and ${x/%pat/rep} with an empty pattern add rep at the start or
# the end, per element for arrays and "$@"; in ${x//#p/r} and for a quoted "#" the
# character is part of the pattern.
s=abc; echo ${s/#a/X} ${s/%c/Y} ${s/#/P} ${s/%/S} ${s/#b/Z}; set -- a b; echo "${@/#/-}"
s=abc; echo ${s//#/x} ${s//%/y} "${s/%*/Y}" "${s/#*/Z}" ${s/#a*/Q} ${s//b/}; e=; echo "[${e/#/P}]" "[${e/%/S}]"; a=(x y); echo "${a[@]/%/.c}"
s="a#b"; echo ${s/"#"/X} ${s/\#/Y}
x=(1 2 3); echo "${x[@]/#/pre-}"; echo "${x[@]/%/-suf}"
