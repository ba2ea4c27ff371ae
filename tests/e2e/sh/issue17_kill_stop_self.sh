# expect: bash --posix
# Issue 17 (yash kill3-p): a subshell stopping its shell with SIGSTOP/TSTP/TTIN/TTOU and
# continuing it hung for ever here: the subshell runs in the shell's own process, so it
# stopped itself and nothing was left to send SIGCONT. The shell waits for its subshell
# anyway, so the stop has no effect to see: it is not sent.
for s in STOP TSTP TTIN TTOU; do
    (kill -s $s $$; status=$?; kill -s CONT $$; exit $status); echo "-s $s: $?"
    (kill -$s $$; status=$?; kill -s CONT $$; exit $status); echo "-$s: $?"
done
