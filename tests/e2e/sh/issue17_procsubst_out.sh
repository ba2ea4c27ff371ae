# expect: bash --posix
# Issue 17: >(list) as an argument of the shell's own commands: the command writes
# /dev/fd/N, the list reads what it wrote (bash runs it beside the command: `wait $!`
# waits for it there; here it runs when the command ends). Host programs are refused it.
tee >(wc -c > out/n) < notes.txt > /dev/null; wait $!; cat out/n
tee >(wc -w) < notes.txt > /dev/null; wait $!; echo next
tee out/copy.txt >(tr a-z A-Z > out/up.txt) < notes.txt > /dev/null; wait $!
cat out/copy.txt out/up.txt
f() { tee >(grep -c milk) < notes.txt > /dev/null; wait $!; }; f
tee -a >(cat > out/app) < notes.txt > /dev/null; wait $!; cat out/app
