# expect: bash --posix
# Issue 17 (yash builtins-p/error-p/export-p/shift-p): the POSIX special builtins were run
# as any other command: an assignment before one was undone after it, a function of the
# same name was called instead, and a redirection error on one went on. Now (as bash
# --posix) the assignment stays, the builtin is found before a function, and the
# redirection error ends a non-interactive shell (a subshell: the subshell). shift past
# the parameters says so.
a=a; a=b :; echo "after a=b :: $a"
a=c eval 'echo "in eval: $a"'; echo "after eval: $a"
x=1 export y=2; echo "x=$x y=$y"; env | grep '^x='
f() { b=2 return; }; b=1; f; echo "b=$b"
c=1 set -- p q; echo "c=$c $#"
d=1 command :; echo "command keeps it temporary: ${d-unset}"
(: <no_such_file; echo not reached) 2>/dev/null; echo "subshell: $?"
(set -- <no_such_file; echo not reached) 2>/dev/null; echo "set: $?"
command : 2>/dev/null <no_such_file; echo "command :: $?"
cd 2>/dev/null <no_such_file; echo "cd: $?"
set --; shift 2>&1 | grep -c 'shift count out of range'
exec 2>/dev/null
eval 'echo eval not run' <no_such_file
echo not reached
