# expect: bash --posix
# Issue 17 (yash dot-p, export-p, readonly-p, return-p, option-p): a dot script that is
# not found, and an export or readonly of a readonly variable, are special builtin errors
# that end a non-interactive shell (a subshell: the subshell); return in a dot script run
# by a function ends the script, not the function; PS4 is expanded before each trace.
(. ./no_such_file; echo not reached) 2>/dev/null; echo ". not found: $?"
(readonly a=1; export a=2; echo not reached) 2>/dev/null; echo "export of a readonly: $?"
(readonly b=1; readonly b=2; echo not reached) 2>/dev/null; echo "readonly again: $?"
printf 'echo in script\nreturn 3\necho not reached\n' >ret.sh
f() { echo in f; . ./ret.sh; echo "back in f: $?"; }; f
(foo=XY PS4='${foo#X} '; set -x; echo traced) 2>&1
