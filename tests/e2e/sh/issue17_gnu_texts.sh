# expect: bash --posix
# Own commands name a file they cannot read in the words of the GNU tool, and sort -o
# writes its output file once every input is read (so `sort -o f f` sorts f in place).
head nope; tail -n 1 nope; sort nope; sed p nope; cp nope out/x; mv nope out/x
head -n 1 notes.txt nope; echo "head: $?"
printf 'b\na\nc\n' > out/s.txt; sort -o out/s.txt out/s.txt; cat out/s.txt
printf '2\n10\n1\n' | sort -n -o out/n.txt; cat out/n.txt
sort nope -o out/never; echo "sort: $?"; ls out
