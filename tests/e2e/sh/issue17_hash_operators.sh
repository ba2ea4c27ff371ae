# expect: bash --posix
# ${#...} of issue 17: '#' followed by an operator and a word is $# with that operator
# (${#-w}, ${#?w}, ${#=w}, ${#+w}, ${##w}), not the length of $-, $?, ... (it was a bad
# substitution); ${#?} alone is still the length of $?.
bracket() { printf '[%s]' "$@"; echo; }
set -- a b c
bracket ${#-""}
bracket ${#?X}
bracket ${#+""} "${#:+}" ${#+set}
bracket ${#=""} "${#:=}"
bracket ${##3} ${##} ${#?}
set -- 1 2 3 4 5 6 7 8 9 10 11 12
bracket ${##1} ${#%2}
