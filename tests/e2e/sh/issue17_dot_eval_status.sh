# expect: bash --posix
# . and eval of issue 17: the script or text sees $? of the command before it, and one of
# no command is status 0 (POSIX); `. /dev/null` reads the pseudo-file a redirection opens
# without a decision. Before, $? was reset to 0 first, and /dev/null was refused.
printf 'echo "in the script: $?"\n(exit 3)\n' >out/s1
(exit 5)
. ./out/s1
echo "after the script: $?"
(exit 1)
. /dev/null
echo "after . /dev/null: $?"
printf '\n# only a comment\n' >out/s2
false
. ./out/s2
echo "after a script of no command: $?"
false
eval 'echo "in eval: $?"'
false
eval ''
echo "after an empty eval: $?"
false
eval 'x=1'
echo "after eval of an assignment: $?"
