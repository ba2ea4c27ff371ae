# expect: bash --posix
# Command substitution, nested and with backquotes; trailing newlines removed.
a=$(echo hello)
b=`echo world`
echo "$a $b"
echo "$(echo "$(echo deep)")"
c=$(printf 'x\n\n\n')
echo "[$c]"
d=$(false); echo "status $?"
x=1; y=$(x=2; echo $x); echo "$x $y"
echo $(echo a b   c)
echo "$(echo a b   c)"
