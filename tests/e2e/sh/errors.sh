# expect: hand-written (our messages)
# Not found, unsupported background jobs, a syntax error later in the text (the lines
# before it have run, as in bash), and the status 2 it ends with.
nosuch-command arg
echo "not found: $?"
echo bg &
echo "background: $?"
wait; jobs; echo "jobs: $?"
fg
echo "fg: $?"
if true; then echo fine; fi
if true; then echo never; fi fi
echo not-reached
