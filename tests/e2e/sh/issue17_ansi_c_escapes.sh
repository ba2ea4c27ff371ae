# expect: bash --posix
# Issue 17 (found by the Oils spec tests): $'...' knows \u and \U (a code point written
# as UTF-8), \cX, \? and keeps the backslash of an unknown escape or of \x \u with no
# digit, as bash does; $"..." is "..." (it printed a '$').
printf '[%s]\n' $'\u03bc' $'\U0001F600' $'mu=\u3bc!' $'\x41\x4a'
[ $'\cA' = "$(printf '\001')" ] && [ $'\c?' = "$(printf '\177')" ] && echo 'cA, c? ok'
printf '[%s]\n' $'\z' $'\x' $'\u' $'\uZ' $'a\?b' $'q\"q' $'s\\s'
v=$'_\u03bc_'; echo "${#v}"
x=World; echo $"Hello" $"dear $x" a$"b c"d "$" "a$"
e='t\u00e9\x21'; echo "${e@E}"
