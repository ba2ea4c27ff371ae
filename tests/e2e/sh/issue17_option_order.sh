# expect: bash --posix
# Own commands read options placed after their operands, as GNU's getopt permutes them
# (`grep -rn TODO . --include='*.py'`, `mkdir dir -p`, `sort file -r`): every option word,
# with the value it takes, comes before the operands; "--" still ends the options.
mkdir -p out/src/a && printf 'x = 1  # TODO\n' > out/src/a/m.py && printf 'TODO\n' > out/src/a/n.txt
grep -rn TODO out/src --include='*.py'
grep -rn TODO --include '*.py' out/src
grep TODO out/src -r -l | sort
grep -e TODO out/src/a/m.py -c
grep -- -n notes.txt; echo "dash pattern: $?"
printf 'b\na\nc\n' > out/l.txt
sort out/l.txt -r; head out/l.txt -n 1; tail out/l.txt -n +3; wc out/l.txt -l
echo a,b,c | cut -f2 -d,; uniq out/l.txt -c | head -n 1
mkdir out/d/e -p && ls -d out/d/e && rm out/d -r && ls out
sed 1d out/l.txt -n; echo "sed -n: done"
touch out/new -c; ls out/new 2>&1 | sed 's/.*No such.*/absent/'
