# expect: bash --posix
# head, tail and wc flags of issue 17: head -c N and -c/-n -N (all but the last N),
# tail -c N, -c +N, -n +N, wc -m (UTF-8 characters) beside -l -w -c.
printf 'a\nb\nc\nd\n' > out/in.txt
printf 'a\nb\nc\nd' > out/nonl.txt
printf 'h\xc3\xa9llo w\xc3\xb6rld\n' > out/utf.txt
head -c 5 out/in.txt; echo
head -c 100 out/in.txt
head -n -2 out/in.txt
head -n -1 out/nonl.txt; echo
head -n -9 out/in.txt
head -n -0 out/in.txt
head -c -3 out/in.txt; echo
head -c -30 out/in.txt
head -2 out/in.txt
head -n 1 out/in.txt out/nonl.txt
printf 'x\ny\nz\n' | head -n -1
printf 'x\ny\nz\n' | head -c -2; echo
head -n x out/in.txt; echo "bad $?"
tail -c 4 out/in.txt
tail -c +3 out/in.txt
tail -c +1 out/nonl.txt; echo
tail -n +2 out/in.txt
tail -n +1 out/in.txt
tail -n +9 out/in.txt
tail -n -2 out/in.txt
tail -n 1 out/nonl.txt; echo
printf 'x\ny\nz\n' | tail -n +2
wc -m out/utf.txt
wc -c out/utf.txt
wc -lmc out/utf.txt
wc -m out/in.txt out/utf.txt
printf 'h\xc3\xa9\n' | wc -m
wc out/utf.txt
