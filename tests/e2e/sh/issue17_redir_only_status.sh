# expect: bash --posix
# Issue 17 (outside suite): a command of only redirections (and assignments) has the
# status of the last command substitution run in its words, the redirections' included
# (it was 0 when the substitution was in a redirection), and still makes its file.
>/dev/null$(exit 7); echo "redirection word: $?"
v=$(exit 3) >/dev/null$(exit 5); echo "assignment then redirection: $? v=[$v]"
v=$(exit 6) >/dev/null; echo "assignment only: $?"
false; >/dev/null; echo "plain redirection: $?"
>out/made$(false); echo "made with a failing substitution: $?"; ls out
