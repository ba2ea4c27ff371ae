# expect: hand-written (the script comes on stdin: script_stdin.stdin)
