# expect: bash --posix
# Issue 17: declare -F / typeset -F: every function as "declare -f NAME" in name order, or
# the named ones that are functions (status 1 for one that is not): the existence check.
f() { echo hi; }; g() { :; }; declare -F f; declare -F | grep -c f; declare -F g f nope; echo $?; declare -F; typeset -F g; declare -F nope || echo "no nope"
