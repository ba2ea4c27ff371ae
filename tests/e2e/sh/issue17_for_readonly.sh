# expect: bash --posix
# for of issue 17: a readonly loop variable is an assignment error, which ends a
# non-interactive shell (POSIX, bash); the loop only stopped, and the script went on.
(
    readonly a=a
    for a in b; do echo "not reached 1"; done
    echo "not reached 2"
) 2>/dev/null
echo "the subshell ended with $?"
for b in 1 2; do echo "a writable one: $b"; done
