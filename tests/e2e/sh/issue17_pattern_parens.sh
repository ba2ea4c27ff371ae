# expect: bash --posix
# Issue 17 (found by the Oils spec tests): a quoted or backslashed '(' ')' '|' in a
# pattern is literal: case "foo()" in *\(\)) matched nothing, since patterns match with
# extended globbing and the escape was dropped.
s='foo()'
case $s in *\(\)) echo "case *\\(\\): match" ;; *) echo "case *\\(\\): no" ;; esac
case $s in *"()") echo 'case *"()": match' ;; esac
case 'a|b' in a\|b) echo 'a\|b matches a|b' ;; esac
case ab in a\|b) echo wrong ;; *) echo 'a\|b does not match ab' ;; esac
[[ $s == *\(\) ]] && echo '[[ == *\(\) ]]'
[[ $s == foo'('* ]] && echo "[[ == foo'('* ]]"
echo "${s%\(\)}" "${s#foo\(}" "${s/\(\)/[]}"
