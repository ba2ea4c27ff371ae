# expect: bash --posix
# The shell's own utilities agree with GNU coreutils and grep on common flags.
mkdir -p out/a/b/c && echo "mkdir $?"
printf 'x\n' > out/a/b/c/deep.txt
printf 'banana 3\napple 10\ncherry 2\napple 10\n' > out/fruit.txt
ls out
ls -1 out/a/b
ls -R out/a
ls -a out/a
cat -n out/fruit.txt
head -n 2 out/fruit.txt
tail -n 1 out/fruit.txt
tail -n +3 out/fruit.txt
head -1 out/fruit.txt
wc -l out/fruit.txt
wc -w < out/fruit.txt
wc -c out/fruit.txt
wc out/fruit.txt notes.txt
sort out/fruit.txt
sort -r out/fruit.txt
sort -u out/fruit.txt
sort -k2 -n out/fruit.txt
sort -t ' ' -k 2,2nr out/fruit.txt
sort out/fruit.txt | uniq -c
sort out/fruit.txt | uniq
grep apple out/fruit.txt
grep -n an out/fruit.txt
grep -c apple out/fruit.txt
grep -v apple out/fruit.txt
grep -i APPLE out/fruit.txt
grep -o '[0-9][0-9]*' out/fruit.txt
grep -E 'ban|che' out/fruit.txt
grep -F 'a.' out/fruit.txt; echo "fixed $?"
grep 'an\{2\}' out/fruit.txt; echo "bre $?"
grep -l milk notes.txt out/fruit.txt
grep -r deep out | sort
grep -rn x out/a
grep -w app out/fruit.txt; echo "word $?"
cp out/fruit.txt out/copy.txt && cat out/copy.txt | head -n 1
cp -r out/a out/a2 && ls -R out/a2
mv out/copy.txt out/moved.txt && ls out
mv out/moved.txt out/a && ls out/a
touch out/new.txt && ls out
rm out/new.txt && ls out
rm out/a; echo "rm dir $?"
rm -r out/a out/a2 && ls out
rm -f out/nothing; echo "rm -f $?"
rm out/nothing; echo "rm $?"
cat out/nothing; echo "cat $?"
