# expect: bash --posix
# Issue 17 (probe of agent-style commands): FUNCNAME lists the running functions,
# innermost first, and is unset outside them; division by zero names bash's error token.
# Error lines lose their shell-specific prefix.
err() { sed -E 's/^(bash|strands-shell): (line [0-9]+: )?//'; }
f() { echo "${FUNCNAME[0]} ${#FUNCNAME[@]}"; g; }; g() { echo "${FUNCNAME[*]}"; }
f; echo "top[${FUNCNAME[*]}] ${FUNCNAME-unset}"
h() { local n=$1; if (( n > 0 )); then h $((n - 1)); else echo "${FUNCNAME[@]}"; fi; }; h 3
log() { echo "${FUNCNAME[1]}: $*"; }; work() { log "started"; }; work
( echo $((1/0)); echo not reached ) 2>&1 | err
( x=0; echo $((5 / x)) ) 2>&1 | err
( echo $((1/0+2)) ) 2>&1 | err
( echo $((7 % 0)) ) 2>&1 | err
( echo $(( 2 / 0 ))) 2>&1 | err
