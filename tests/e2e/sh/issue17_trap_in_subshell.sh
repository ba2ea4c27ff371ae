# expect: bash --posix
# Issue 17 (yash trap-p): trap with no operands in a subshell or $( ) that set no trap of
# its own listed nothing; it lists the shell's traps (POSIX), so saved=$(trap) can restore
# them. A subshell's own trap is listed as its own.
trap 'echo "a"'"'b'"'\c' USR1
saved=$(trap); echo "[$saved]"
trap - USR1; trap; eval "$saved"; trap
(trap 'echo own' USR2; trap; (trap))
( (trap) )
