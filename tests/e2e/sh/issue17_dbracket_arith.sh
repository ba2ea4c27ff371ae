# expect: bash --posix
# Issue 17 (found by the Oils spec tests): the integer comparisons of [[ ]] read each
# side as an arithmetic expression, as bash does ([ ] and test still want integers).
decimal=15 octal=017 hex=0x0f expr='1+2'
[[ $decimal -eq $octal ]] && echo "octal: equal"
[[ $decimal -eq $hex ]] && echo "hex: equal"
[[ 1+2 -eq 3 ]] && [[ $expr -eq 3 ]] && echo "expressions"
[[ '' -eq 0 ]] && [[ unset_name -eq 0 ]] && echo "empty and unset are 0"
[[ -64#a -eq -10 ]] && [[ -0123 -eq -83 ]] && echo "bases"
n=5; [[ n -gt 3 && n -le 5 && n -ne 4 && n -ge 5 && ! n -lt 5 ]] && echo "names"
[[ 1/0 -eq 1 ]] 2>/dev/null; echo "division by zero: $?"
[ 1+2 -eq 3 ] 2>/dev/null; echo "test still wants integers: $?"
