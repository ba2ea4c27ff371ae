# expect: bash --posix
# Double quotes nested in the word of a ${...} inside double quotes are quote removal, as
# in bash: "${u-"b c"}" is b c (it kept the quotes); a substitution's replacement loses
# its quotes inside double quotes too; single quotes stay in "${u-'s'}".
x=abc
echo "${u-"b c"}" "${u:-"a"b}" "${u+"no"}" "${x+"yes $x"}"
echo "${x/b/"B"}" "${x/b/"$x"}" "${x/b/'q'}" ${x/b/"B"} "${x//[ac]/"-"}"
echo "${x#"a"}" "${x/"b"/X}" "${u-'s q'}" "${u-\"esc\"}" "${x/b/\"}"
set -- "a b" c
echo "${1+"$1"}" "${2-"two"}"
printf '[%s]' "${u-"one two"}"; echo
