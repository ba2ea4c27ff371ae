# expect: bash --posix
# Flag words of the utilities: grouped letters, "--", and the first bad letter named.
mkdir -p out/a/b && echo made
printf 'x\ny\nx\n' > out/a/f.txt
cat -n out/a/f.txt
sort out/a/f.txt | uniq -ci
wc -lw out/a/f.txt
cp -rp out/a out/c && cat out/c/f.txt | wc -l
mv -fx out/c out/d; echo "mv status $?"
touch -c -- out/e.txt; echo "touch -c status $?"
touch -am -- out/g.txt; echo "touch status $?"
rm -rfz out/c; echo "rm status $?"
cat -nq out/a/f.txt; echo "cat status $?"
wc -lk out/a/f.txt; echo "wc status $?"
rm -rf out/c && ls out
