# expect: bash --posix
# test of issue 17: four arguments starting with '!' negate the three-argument test of
# the rest, and '( X Y )' is the two-argument test (POSIX's rules by count): `! "" -a ""`
# was read as (! "") -a "". /dev/null and the standard streams are the pseudo-files a
# redirection opens without a decision, and test sees them as such (it was refused).
test ! "" -a ""; echo "not (empty and empty): $?"
test ! 0 -a ""; echo "not (0 and empty): $?"
test ! a = a; echo "not (a = a): $?"
test \( -n x \); echo "( -n x ): $?"
[ ! x -o "" ]; echo "not (x or empty): $?"
test -e /dev/null; echo "-e /dev/null: $?"
test -c /dev/null; echo "-c /dev/null: $?"
test -f /dev/null; echo "-f /dev/null: $?"
test -w /dev/null && echo "/dev/null is writable"
test -e /dev/stdin; echo "-e /dev/stdin: $?"
