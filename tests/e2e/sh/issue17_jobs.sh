# expect: bash --posix
# Issue 17: background jobs. `cmd &` runs cmd concurrently and sets $!; wait waits for
# one job (its status), all (0), or the next (-n); a job waited for is forgotten (127);
# jobs lists the running ones; kill %N signals one; a bad argument fails as in bash.
# (bash itself is racy about jobs that end before `jobs`, `wait %N` or `wait -n` look
# at them, so those come before any other job here; issue17_jobs_errors.sh has more.)
echo "before any job: [$!]"
wait -n 2>/dev/null; echo "wait -n without jobs: $?"
f() { while :; do :; done; }
f & jobs
kill -9 %1; wait $!; echo "killed: $?"
(exit 2) & wait -n; echo "wait -n: $?"
true & wait -p v -n; echo "wait -p: ${v:+set} $?"
(exit 3) & wait $!; echo "wait pid: $?"
wait $! 2>/dev/null; echo "wait again: $?"
(exit 4) & (exit 5) & wait; echo "wait all: $?"
f & g=$!; kill -s KILL $g; wait $g; echo "killed by pid: $?"
echo "in the background" >out/bg.txt & wait; cat out/bg.txt
{ echo a; echo b; } | cat & wait
(wait; echo "a subshell has no jobs: $?")
wait abc 2>/dev/null; echo "bad id: $?"
wait -x 2>/dev/null; echo "bad option: $?"
wait %9 2>/dev/null; echo "no such job: $?"
kill 2>/dev/null; echo "kill usage: $?"
kill %4 2>/dev/null; echo "kill no such job: $?"
kill abc 2>/dev/null; echo "kill bad id: $?"
kill -s 2>/dev/null; echo "kill -s: $?"
kill -l 15; kill -l 137
fg 2>/dev/null; echo "fg: $?"
