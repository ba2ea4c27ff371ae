# expect: hand-written (our messages)
# A name policy permits nowhere (126, present or not), unsupported background jobs,
# a syntax error later in the text (lines before it have run, as in bash), status 2.
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
