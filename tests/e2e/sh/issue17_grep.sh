# expect: bash --posix
# grep flags of issue 17: context (-A/-B/-C with "--" between groups and files), -L, -h/-H,
# -w, -x, -q, -s, several -e, --include/--exclude/--exclude-dir, exit statuses 0/1/2.
mkdir -p out/g/sub out/g/skip
printf 'a\nb\nc\nd\ne\nf\ng\nh\n' > out/g/in.txt
printf 'foo ba bar\nbaz\nba\n' > out/g/words.txt
printf 'ba\n' > out/g/sub/x.txt
printf 'ba\n' > out/g/skip/y.txt
printf 'ba\n' > out/g/sub/z.log
cd out/g
grep -A1 b in.txt
grep -B2 d in.txt
grep -C1 -e b -e g in.txt
grep -n -A1 -e a -e c in.txt
grep -n -C1 -e b -e f in.txt words.txt
grep -c -A3 a in.txt
grep -m1 -A2 '[ab]' in.txt
grep -A 1 -B0 h in.txt
grep -A x a in.txt; echo "bad context $?"
grep -L zzz in.txt words.txt; echo "L none $?"
grep -L a in.txt words.txt; echo "L some $?"
grep -h ba words.txt sub/x.txt
grep -H a in.txt
grep -w ba words.txt
grep -x ba words.txt
grep -xv ba words.txt
grep -q a in.txt; echo "q hit $?"
grep -q zzz in.txt; echo "q miss $?"
grep -q a nope.txt in.txt; echo "q missing file $?"
grep -s a nope.txt; echo "s $?"
grep a nope.txt; echo "missing $?"
grep -sq zzz nope.txt; echo "sq $?"
grep -e a -e c in.txt
grep -c -e a -e b in.txt
grep -r --include='*.txt' ba . | sort
grep -r --exclude='*.txt' ba . | sort
grep -r --exclude-dir=skip ba . | sort
grep -r --include '*.log' ba .
grep --include='*.log' ba words.txt sub/z.log
grep -rl ba . | sort
