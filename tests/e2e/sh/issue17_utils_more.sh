# expect: bash --posix
# Own commands of issue 17, flags a probe of agent command strings found missing: sed's
# a, i, c and y commands; sort -h; wc -L; touch -d, -t, -r, -a, -m and date -d with a
# calendar date. Times are in UTC, as the box's clock.
printf 'alpha\nbeta\ngamma\ndelta\n' > a.txt
sed -e '1i\header' a.txt
sed '2a\appended' a.txt
sed '$a\
the end' a.txt
sed 'a more' a.txt | head -n 4
sed '/beta/i\>> before beta' a.txt | head -n 3
sed '2c\changed' a.txt
sed '2,3c\range' a.txt
sed '2!c\X' a.txt
sed -n '2{p;a\x
}' a.txt
sed '1d;a\after' a.txt | head -n 3
sed '2q;a\tail' a.txt
sed 'y/abc/xyz/' a.txt
sed 'y/a\/b/1\n2/' a.txt | head -n 2
sed 'y/ab/x/' a.txt; echo "unequal: $?"
printf '10K\n2M\n1G\n500\n-1K\n3k\n0.5M\n' | sort -h
printf '10K\n2M\n1G\n500\n' | sort -rh
printf 'x 2M\ny 5K\n' | sort -k2,2h
printf 'ab\tc\nxyzxyzxyzxyz\n\n' > w.txt
wc -L w.txt; wc -lL w.txt a.txt; printf 'abc' | wc -L
ftimes() { find "$1" -printf '%A@ %T@\n'; }
touch -d '2020-01-02 03:04:05' t1; ftimes t1
touch -d 2021-06-30 t2; ftimes t2
touch -t 202001020304.05 t3; ftimes t3
touch -d @86400 t4; ftimes t4
touch -a -d @100 t4; ftimes t4
touch -m -d @200 t4; ftimes t4
touch -r t3 t5; ftimes t5
touch -r t4 t6; ftimes t6
touch -d 2020-02-30 bad; echo "no such day: $?"; ls bad 2>&1
touch -d garbage bad; echo "garbage: $?"
date -u -d '2020-01-01 10:00' +%s
date -u -d 2024-02-29T12:00:00Z +%j_%H
date -u -d '2020-01-01 10:1' +%s; echo "cut minutes: $?"
date -u -d '2020-01-01 10:11:5' +%s; echo "cut seconds: $?"
date -u -d '2020-01-01T' +%s; echo "bare T: $?"
