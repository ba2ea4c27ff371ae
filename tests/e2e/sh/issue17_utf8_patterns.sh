# expect: bash --posix
# Issue 17 (found by the Oils spec tests): '?' and [...] in a pattern stand for one
# character of UTF-8, as ${#s} counts them, not one byte.
for s in '__a__' '__μ__' "__$(printf 'a\314\200')__"; do
    case $s in __?__) echo "$s: one" ;; *) echo "$s: not one" ;; esac
done
v='μ-'; echo "${v#?}" "${v##?}"
v='-μ'; echo "${v%?}" "${v%%?}"
x=μabcμ; echo "[${x#?abc?}]" "[${x%%?abc}]" "[${x/?a/X}]"
[[ é == ? ]] && echo '[[ é == ? ]]'
case ü in [ü]) echo 'case ü in [ü]' ;; esac
