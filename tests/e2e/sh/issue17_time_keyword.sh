# expect: bash --posix
# `time` of issue 17 is a reserved word before a pipeline, as in bash and zsh: the
# pipeline runs in the shell (an own command, a function, python3 as the box's Python),
# and its real, user and system times go to the shell's stderr in bash's format. It was
# run as the host program /usr/bin/time, which ran the host's python3, not the box's.
# The figures vary: each is shown as T.
times_of() { sed -e 's/[0-9][0-9]*m[0-9][0-9]*\.[0-9][0-9][0-9]s$/T/'; }
{ time echo hi; } 2>&1 | times_of
{ time python3 -c 'print(6 * 7)'; } 2>&1 | times_of
{ time ! false; } 2>&1 | times_of; echo "status $?"
{ time false | true; } 2>/dev/null; echo "status $?"
{ time true | false; } 2>/dev/null; echo "status $?"
f() { echo "in f: $*"; return 3; }
{ time f a b; } 2>&1 | times_of
{ time f; } 2>/dev/null; echo "status $?"
{ time echo quiet 2>/dev/null; } 2>&1 | times_of
type time
