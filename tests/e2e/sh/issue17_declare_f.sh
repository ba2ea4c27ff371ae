# expect: bash --posix
# Issue 17: declare -f, declare -f NAME, typeset -f, type and command -V print a function
# as bash regenerates it from its tree: "NAME () ", "{ ", four spaces a level, ';' where
# bash puts one, elif as else + if, here-document bodies after their line, $'...' as the
# single-quoted text, redirections of the body after '}'.
f1() { echo hi; }
f2() { echo a; echo b
  echo c; }
f3() { a=1 b=2 cmd x >out 2>&1 </dev/null; ls | grep x | wc -l; true && false || echo no; }
f4() { if [ -f x ]; then echo y; elif true; then :; else echo n; fi; }
f5() { while read l; do echo "$l"; done < file; until false; do break; done; }
f6() { for i in 1 2 "3 4"; do echo $i; done; for j; do :; done; for ((i=0;i<3;i++)); do echo $i; done; }
f7() { case $1 in a|b) echo ab;; c) echo c;& d) ;; *) echo other;;& esac; }
f8() { ( cd /tmp; ls ); { echo g; } >&2; }
f9() { g() { echo inner; }; g; }
f10() { cat <<EOF2
hello $x
EOF2
cat <<'Q'
raw $x
Q
}
f11() { local x=1; (( x++ )); [[ $x == 2 && -n $x ]] && echo ok; echo $((x+1)) $(date) `pwd`; }
f12() { echo a & wait; ! true; echo b >>log; exec 3>&-; cmd 2>&1 | tee x; }
f14() { echo "a;b" 'c d' \$e # comment
}
f15() { time ls; }
f16() { ls |& cat; cat <<< "str"; echo x >| y; echo z &> /dev/null; }
f17() { if true; then if false; then echo x; fi; fi; }
f18() { while true; do case x in x) break;; esac; done; }
f19 () 
{ 
    echo already
}
function f20 { echo kw; }
function f21() { echo kw2; }
f22() ( echo subshell body )
f23() { arr=(1 2 3); declare -A m=([a]=1); echo ${arr[@]}; }
f24() { echo a; } > /dev/null
h1() { if true; then cat <<E
x
E
fi; echo after; }
h3() { cat <<-E
	tabbed
	E
}
h4() { cat <<E; echo same line
body
E
}
h5() { x=1
  # comment line
  echo $x   # trailing
}
h6() { echo a && { echo b; echo c; }; (echo d; echo e) | cat; }
h7() { echo "multi
line"; }
h8() { [[ -n $1 ]] || return 1; local -a arr=("$@"); printf '%s\n' "${arr[@]}"; }
h9() { echo $((1 + 2)); (( $# > 1 )) && shift; }
h10() { while :; do :; done & }
g1() { while a; b; do c; done 2>/dev/null; if a && b || c; then :; fi >&2; }
g2() { case "$x" in *.txt|'a b') echo t;; "q") ;; esac; for x in $(ls); do echo "$x"; done > out; }
g3() { ! grep -q x f && echo no; exec 3<f 4>>g; read -u 3 l; cat 0<&3; echo >&3 2>>err; }
g4() { echo a; echo b & echo c; sleep 1 & }
g5() { ( ( nested ) ); { { inner; }; }; }
g6() { local f; f() { g() { echo deep; }; }; }
g7() { until [ $i -gt 3 ]; do i=$((i+1)); continue; done; return 0; }
g8() { for ((;;)); do break; done; for ((i=0, j=1; i<j; i++)); do :; done; }
g9() { echo $'tab\t' "$@" ${#@} ${x:-"d e"}; }
g10() { cat <<< $x; echo 1>&2; echo 2 >&1; echo 3 2>&-; }
g11() { if a; then b; elif c; then d; elif e; then f; fi; }
g12() { x=1; export y=2; readonly z; declare -a arr; }
g13() { echo "$(cmd "$x")" `echo bq`; }
g14() { [[ $a =~ ^(x|y)$ ]] && echo m; }
g15() { (( i = 1 + 2, j = 3 )); echo $(( i ** 2 )); }
g16() { if true; then echo one; fi; if false; then :; else echo two; fi; }
g17() { trap 'echo bye' EXIT; set -e; shift 2; }
g18() { cmd1 | cmd2 && cmd3 | cmd4 || { cmd5; cmd6; }; }
g19() { while read -r a b; do echo "$a"; done <<EOF
1 2
EOF
}
g20() { echo x > "$out" < in; }
g21() { cat <<A <<B
a
A
b
B
echo done; }
g22() { echo $'a\nb' $'it\'s' "x$'y'" x$'\t'y; }
declare -f f1 f2 f3 f4 f5 f6 f7 f8 f9 f10 f11 f12 f14 f15 f16 f17 f18 f19 f20 f21 f22 f23 f24
declare -f h1 h3 h4 h5 h6 h7 h8 h9 h10
declare -f g1 g2 g3 g4 g5 g6 g7 g8 g9 g10 g11 g12 g13 g14 g15 g16 g17 g18 g19 g20 g21 g22
g6; declare -f f; type g16; command -V g1; typeset -f g7; declare -f nope g7; echo "status $?"
unset -f $(declare -F | sed 's/^declare -f //'); a() { :; }; b() { echo b; }; declare -f; type -t a
