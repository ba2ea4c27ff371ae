# expect: bash --posix
# Issue 17 (yash command-p, builtins-p, error-p, exit-p): through `command` a special
# builtin's error does not end the shell; 'a=b exec' keeps a=b (it returned before its
# assignments); a bare exit in the EXIT trap exits with $? as it was before the trap.
command . ./no_such_file 2>/dev/null; echo "command . goes on: $?"
command readonly c=1; command readonly c=2 2>/dev/null; echo "command readonly goes on: $?"
a=x; a=b exec; echo "a=$a"
(readonly r=1; r=2 exec; echo not reached) 2>/dev/null; echo "readonly before exec: $?"
(trap '(exit 1); exit' EXIT; (exit 2); exit); echo "bare exit in the trap: $?"
