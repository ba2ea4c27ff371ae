# expect: bash --posix
# Pipelines between the shell's own commands.
echo hello | cat
printf 'b\na\nc\n' | sort
printf 'one\ntwo\nthree\n' | head -n 2 | tail -n 1
echo "x y z" | wc -w
false | true; echo "status $?"
true | false; echo "status $?"
! echo hidden | cat >/dev/null; echo "bang $?"
printf 'a\nb\na\n' | sort | uniq -c
