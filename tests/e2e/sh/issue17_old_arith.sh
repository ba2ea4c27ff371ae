# expect: bash --posix
# issue 17: $[ EXPR ], bash's (and zsh's) older spelling of $(( EXPR )), which scripts
# copied from old answers still use: in words, in double quotes, nested, in a function
# (printed back by type as written), as a case pattern; '$[' in single quotes or escaped
# stays text.
x=5
echo "x$[1+2]y" $[ 2 * 3 ] $[$[1]+1] $[x*2] "$[x]" $[]
echo $(echo $[2+2]) ${unset_var:-$[3]}
f() { echo $[1+1]; }
f
type f | tail -n 2
case 3 in $[1+2]) echo three ;; esac
echo '$[1]' \$[1]
echo $[7 % 4] $[ (1 << 4) | 1 ]
