# expect: hand-written (our messages)
# A name policy permits nowhere (126, present or not), a background job (issue 17), fg
# without job control, a syntax error later in the text (lines before it have run, as in bash), status 2.
nosuch-command arg
echo "not found: $?"
echo bg & wait
echo "background: $?"
jobs; echo "jobs: $?"
fg
echo "fg: $?"
if true; then echo fine; fi
if true; then echo never; fi fi
echo not-reached
