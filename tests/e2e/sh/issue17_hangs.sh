# expect: bash --posix
# Issue 17, hangs first: a bad break/continue argument ends the shell (it used to loop
# forever), a descriptor past 9 is bad (a probe loop used to never end), and a trapped
# signal runs its action instead of killing the shell.
(while true; do break oops; done; echo not reached) 2>/dev/null; echo "break oops: $?"
(for i in 1 2; do continue x; done; echo not reached) 2>/dev/null; echo "continue x: $?"
(for i in 1 2; do break 1 2; done; echo not reached) 2>/dev/null; echo "break 1 2: $?"
for i in 1 2; do for j in a b; do echo "$i$j"; break 0 2>/dev/null; done; done; echo "break 0: $?"
break 2>/dev/null; echo "break outside a loop: $?"
echo lost 2>/dev/null >&100; echo ">&100: $?"
echo lost 2>/dev/null >&7; echo ">&7: $?"
n=0; while ! true 2>/dev/null >&$((20 + n)); do n=$((n + 1)); [ "$n" -gt 5 ] && break; done; echo "probe ended after $n"
[ -e 100 ] || [ -e 7 ] || echo "no file made"
trap 'echo got USR1 $?' USR1
trap
false; kill -USR1 $$; echo "after USR1: $?"
trap - USR1; trap '' USR2; trap; kill -USR2 $$; echo "USR2 ignored"
