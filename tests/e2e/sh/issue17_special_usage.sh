# expect: bash --posix
# issue 17: a POSIX special builtin's usage error (an unknown option, a missing operand,
# return outside a function) prints bash's usage line and ends a non-interactive shell
# with status 2, as bash --posix does; `command` keeps the shell. A name that is no
# identifier (export, readonly, unset) is reported and the shell goes on; a readonly
# variable ends it. Each case runs in a subshell, which is what ends.
err() { sed -E 's/^(bash|strands-shell): (line [0-9]+: )?//'; }
for cmd in 'set -Q' 'set -o bogus' 'set +o bogus' 'export -Q' 'readonly -Q' 'unset -Q' \
    'unset -vQ x' 'trap -Q' 'exec -Q' 'eval -Q' 'times -Q' '.' 'return' \
    'export 1a' 'readonly 1a' 'unset -v 1a' 'unset 1a b' \
    'readonly r=1; export r=2' 'readonly r=1; readonly r=2' 'readonly r=1; unset r' \
    'command set -Q' 'command export -Q' 'trap - INT' 'trap -- "" INT' 'eval -- echo x' \
    'exec -- true' 'unset -- -x'; do
    { (eval "$cmd"; echo "  went on: $?"); echo "[$cmd] status $?"; } 2>&1 | err
done
