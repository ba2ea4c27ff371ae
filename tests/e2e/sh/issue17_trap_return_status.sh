# expect: bash --posix
# return in a signal trap of issue 17: a bare return in the action, or in a function the
# action calls, gives $? of before the trap (POSIX), and a return in the action returns
# from the function that was running when the signal came. Before, a bare return gave
# the action's last status, and the function went on after the trap.
fn() { true; return; }
trap 'fn; echo "trapped $?"' USR1
(exit 19)
(kill -s USR1 $$; exit 19)
:
trap '(exit 1); return; echo "not reached $?"' INT
f() {
    (kill -INT $$; exit 2)
    echo "not reached either $?"
}
f
echo "f returned $?"
trap - INT USR1
g() { return; }
false; g; echo "a bare return outside a trap: $?"
