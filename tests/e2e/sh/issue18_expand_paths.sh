# expect: bash --posix
# Issue 18: the expansion's fast paths (a quoted run with no pattern character copied in
# one piece, numbers formatted without printf) give bash's results: quoted pattern
# characters in case and [[ ]]-free pattern contexts stay literal, unquoted ones match.
x='a*b[c]?'
case 'a*b[c]?' in $x) echo "unquoted: match";; *) echo "unquoted: no match";; esac
case 'a*b[c]?' in "$x") echo "quoted: match";; esac
case 'axbcq' in $x) echo "unquoted glob: match";; *) echo "unquoted glob: no match";; esac
case 'axbcq' in "$x") echo "quoted glob: wrong";; *) echo "quoted glob: no match";; esac
y='\*'
case '\*' in "$y") echo "backslash: match";; esac
case 'pre*fix' in "pre*"f*) echo "mixed: match";; esac
v=${x#"a*"}; echo "strip quoted: $v"
w=${x#a?}; echo "strip glob: $w"
echo $((-9223372036854775807-1)) $((0)) $((-5)) $((123456789012)) $((7/2)) $((-7%3))
i=0; while [ $i -lt 3 ]; do i=$((i+1)); done; echo "loop: $i"
