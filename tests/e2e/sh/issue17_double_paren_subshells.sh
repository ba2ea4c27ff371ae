# expect: bash --posix
# (( of issue 17: '((' whose parentheses close with a lone ')' is two subshells, as bash
# reads `((exit 2); exit)`; one that closes with '))' stays an arithmetic command. Before,
# every '((' was arithmetic: a syntax error ("expected '))'").
((exit 2); echo "inner subshell ran"); echo "status $?"
((echo a) | cat)
((x = (1 + 2) * 3)); echo "x=$x"
trap '((exit 2); exit); echo "in trap: $?"' INT
(exit 1)
kill -INT $$
echo "after the trap"
