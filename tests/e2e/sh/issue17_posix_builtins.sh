# expect: bash --posix
# Issue 17 (yash trap-p, exit-p, error-p, exec-p, command-p, builtins-p): POSIX details of
# the builtins. trap N SIG... (a number first) resets them all; an exit in the EXIT trap
# sets the status; a syntax error in eval ends the (sub)shell; exec -- CMD; command exec
# keeps its redirections as exec does; command -pv/-pV grouped; times; set +m.
trap 'echo trapped' 2 QUIT; trap 2 QUIT; trap; echo "trap reset: $?"
(trap 'exit 7' EXIT; exit 1); echo "exit in the EXIT trap: $?"
(trap 'exit' EXIT; (exit 3); exit); echo "plain exit in the EXIT trap: $?"
(eval 'fi'; echo not reached) 2>/dev/null; echo "syntax error in eval: $?"
(exec -- echo "exec --"); echo "after: $?"
command exec 3<<END
kept by command exec
END
cat <&3; exec 3<&-
command -pv cat >/dev/null; echo "command -pv: $?"
command -pV cat >/dev/null; echo "command -pV: $?"
times | wc -l; a=kept times >/dev/null; echo "a=$a"
set +m; echo "set +m: $?"
