# expect: hand-written (our messages; the statuses are bash's)
# Issue 17: jobs and pipelines where the output is ours: the error texts, zsh's
# $pipestatus (bash's ${PIPESTATUS[@]}), `wait %N` for a job that has ended, a trapped
# signal back at its default in a job, a Done job in `jobs`, and kill of a process the
# shell did not start, refused (pid 1 is never this shell's).
while :; do echo y; done | head -n 1; echo "pipestatus: $pipestatus"
true | (exit 3) | (exit 4); echo "pipestatus: $pipestatus PIPESTATUS: $PIPESTATUS"
(exit 7) & wait; (exit 8) & p=$!; wait %1; echo "wait %1: $?"
trap 'echo caught' TERM
f() { while :; do :; done; }
f & kill %1; wait %1; echo "TERM in a job: $?"
trap - TERM
(exit 3) & wait $!; wait $! 2>/dev/null; echo "not a child: $?"
wait abc; echo "bad id: $?"
wait %9; echo "no such job: $?"
wait -x; echo "bad option: $?"
kill %4; echo "kill: $?"
kill abc; echo "kill: $?"
kill -FOO %1; echo "kill: $?"
kill -0 1; echo "kill 1: $?"
kill -0 $$; echo "kill self: $?"
kill -s TERM -- -1; echo "kill -1: $?"
kill 0; echo "kill 0: $?"
true & q=$!; while kill -0 $q 2>/dev/null; do :; done; jobs; jobs; echo "done reported once"
fg; echo "fg: $?"
