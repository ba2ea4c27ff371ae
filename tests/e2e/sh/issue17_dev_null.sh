# expect: bash --posix
# Own commands open /dev/null and their own /dev/stdin, /dev/stdout and /dev/stderr as a
# redirection does (no file of the box is touched); they were refused as outside the box.
cat notes.txt | tee /dev/null | wc -l
cat /dev/null; echo "cat: $?"
grep x /dev/null; echo "grep: $?"
echo piped | cat /dev/stdin
cp /dev/null out/empty && wc -c out/empty
head -n 1 /dev/null; wc -l /dev/null
