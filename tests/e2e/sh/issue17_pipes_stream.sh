# expect: bash --posix
# Issue 17: the stages of a pipeline run at once. An endless writer ends when its reader
# has gone (SIGPIPE, 141), output larger than a pipe's buffer flows through, $PIPESTATUS
# is the first command's status, and set -o pipefail takes the rightmost failure.
while :; do echo y; done | head -n 1
echo "endless writer: $PIPESTATUS"
while :; do printf 'a\nb\n'; done | head -n 3 | tail -n 1
i=0; while [ $i -lt 3000 ]; do echo "line $i of a pipeline larger than one pipe buffer"; i=$((i+1)); done | tail -n 1
i=0; while [ $i -lt 3000 ]; do echo "$i"; i=$((i+1)); done | wc -l
true | (exit 3) | cat; echo "middle: $? first: $PIPESTATUS"
(exit 2) | true; echo "first: $PIPESTATUS status: $?"
! (exit 2) | false; echo "bang: $? first: $PIPESTATUS"
(exit 5); echo "subshell: $PIPESTATUS"
x=$(exit 6); echo "assignment: $PIPESTATUS"
false; true; echo "simple: $PIPESTATUS"
set -o pipefail
(exit 2) | (exit 3) | true; echo "pipefail: $?"
(exit 2) | true; echo "pipefail left: $?"
true | true; echo "pipefail none: $?"
while :; do echo y; done | head -n 1; echo "pipefail sigpipe: $?"
set +o pipefail
printf 'b\na\nc\n' | while read l; do echo "got $l"; done | sort -r
echo x | { read v; echo "read [$v]"; }
cat notes.txt | cat | cat | cat
{ echo one; echo two >&2; } 2>&1 | sort
