# expect: bash --posix
# [[ ]] of issue 17: newlines between its words are blanks (bash), and three words around a
# binary operator compare also when the first is a quoted '!' ([[ '!' == ! ]] was read as
# a negation of "== !": status 2). Before, a newline inside [[ ]] was a syntax error.
[[ foo == foo
&& bar == bar
]] && echo "over three lines"
[[
-n x
]]; echo "words on their own lines: $?"
[[ ^ == ^ ]]; echo "caret $?"
[[ '!' == ! ]]; echo "bang $?"
[[ '!' != x ]]; echo "bang differs $?"
[[ ! -n '' ]]; echo "negation still $?"
[[ ( == ) ]]; echo "parenthesized word $?"
