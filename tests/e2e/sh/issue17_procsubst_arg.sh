# expect: bash --posix
# Issue 17: <(list) as an argument of the shell's own commands (cat, sort, wc, grep, head,
# cut, uniq, tail), several in one command, in a function's argument, in a loop and in
# $(...); the list's output is read from the name the command gets.
cat <(echo hi)
sort <(printf 'b\na\n') <(printf 'd\nc\n')
wc -l <(seq 5) | sed 's|/dev/fd/[0-9]*|FD|'
grep -c x <(printf 'x\ny\nx\n')
head -n 1 <(printf '1\n2\n')
f() { cat "$1"; }; f <(echo infunc)
for i in 1 2 3; do cat <(echo "loop $i"); done
while read -r l; do echo "got $l"; done < <(echo redirect)
x=$(cat <(echo nested)); echo "$x"
cut -d, -f2 <(echo a,b,c)
uniq <(printf 'a\na\nb\n')
tail -n 1 <(seq 3)
cat <(echo one) <(echo two) <(echo three)
