# expect: bash --posix
# Issue 17, crash-free (yash shift-p, builtins-p): 'shift 0' with no positional
# parameters wrote through the absent parameter array (SIGSEGV since the first commit).
# The text comes on stdin (issue17_shift_zero.stdin, the same lines): only a script read
# from stdin starts without a parameter array.
shift 0; echo "shift 0 with none: $?"
f() { shift 0; echo "in a function without arguments: $? $#"; }; f
set -- a 'b  b'; shift 0; echo "$# $2"
shift 2; shift 0; echo "after shifting all: $? $#"
