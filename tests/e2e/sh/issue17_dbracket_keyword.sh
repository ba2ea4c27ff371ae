# expect: bash --posix
# issue 17: [[ is a keyword only as a command's first word. After an assignment or a
# redirection, from an expansion, or under `command`, it is an ordinary name that no
# command has (bash: 127; the box decides the name first, so a policy that permits no such
# program gives 126); `builtin [[` is not a builtin; type calls it a keyword.
x='[['
$x 1 == 1 ]] 2>/dev/null || echo "expanded: no command"
FOO=bar [[ x == x ]] 2>/dev/null || echo "after an assignment: no command"
>/dev/null [[ x ]] 2>/dev/null || echo "after a redirection: no command"
command [[ a ]] 2>/dev/null || echo "command: no command"
builtin [[ a ]] 2>/dev/null; echo "builtin: $?"
type [[; type -t [[; command -v [[
[[ a == a && -n b ]]; echo "keyword: $?"
if [[ a == b ]]; then echo yes; else echo "keyword false: $?"; fi
f() { [[ $1 == y* ]]; }; f yes && echo "in a function"
eval '[[ -z "" ]]'; echo "eval: $?"
! [[ a == b ]] && echo negated
