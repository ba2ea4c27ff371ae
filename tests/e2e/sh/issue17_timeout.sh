# expect: bash --posix
# timeout and nohup of issue 17 run their command as the shell runs a typed one (an own
# command here; the box's python3 in issue17_timeout.box), with GNU's statuses: 124 when
# the time ran out, 125 for timeout's own errors, 127 for a command that is no program,
# 137 for KILL, the command's own status otherwise or with --preserve-status.
timeout 5 echo hi; echo "done in time: $?"
timeout 1 false; echo "false: $?"
timeout 0.3 sleep 5; echo "slept too long: $?"
timeout 0 sleep 0.1; echo "no limit: $?"
timeout --preserve-status 0.2 sleep 3; echo "preserved: $?"
timeout -s KILL 0.2 sleep 3; echo "killed: $?"
timeout -k 1 0.2 sleep 3; echo "with -k: $?"
timeout 0.2s sleep 0.05; echo "suffix s: $?"
timeout 1m echo minute; echo "suffix m: $?"
timeout 0.3 seq 1 1000000000 > /dev/null; echo "long seq: $?"
timeout x echo never; echo "bad interval: $?"
timeout -s NOPE 1 true; echo "bad signal: $?"
timeout 5 exit 3; echo "exit is no program: $?"
timeout 5; echo "no command: $?"
timeout; echo "nothing: $?"
nohup echo "from nohup"; echo "nohup: $?"
nohup; echo "nohup alone: $?"
