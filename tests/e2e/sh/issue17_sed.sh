# expect: bash --posix
# sed of issue 17: s/// (g, N, p, I, & and groups, -E, other delimiters), -n, -e, -i,
# addresses (N, $, /re/, ranges, !), blocks, p d q = and GNU's parse errors.
printf 'a\nb\nc\nd\n' > in.txt
printf 'foo ba bar\nbaz\nba\n' > words.txt
printf 'x:3:z\ny:1:w\nz:20:v\n' > colon.txt
printf 'b\nA\na\nB\n' > mixed.txt
printf 'a\tb\tc\n1\t2\n' > tabs.txt
sed 's/a/X/' in.txt
sed -n '2p' in.txt
sed -e 's/a/X/' -e 's/b/Y/' in.txt
sed '2d' in.txt
sed -n '/b/,/c/p' in.txt
sed '$d' in.txt
sed -n '$p' in.txt
cp in.txt out/s.txt && sed -i 's/a/Z/' out/s.txt && cat out/s.txt
sed 's/o/0/g' words.txt
sed 's/a/_/2' words.txt
sed 's/\(ba\)\(.\)/\2\1/' words.txt
sed -E 's/(ba)(.)/\2\1/g' words.txt
sed 's/ba/[&]/g' words.txt
sed 's|/|:|g' colon.txt
sed -n 's/ba/BA/p' words.txt
sed '2,3d' in.txt
sed '2,$d' in.txt
sed -n '1!p' in.txt
sed '/b/!d' in.txt
sed 2q in.txt
sed -n '/c/=' in.txt
sed 's/A/x/I' mixed.txt
sed -n '3,1p' in.txt
sed '1d;3d' in.txt
sed -n '/a/,2p' in.txt
sed = in.txt
sed 's/x/y/' in.txt colon.txt
printf 'a\nb' | sed 's/b/c/'
sed 's/a/b' in.txt
sed 'k' in.txt
sed -n '2{p}' in.txt
sed 's/.*/"&"/' in.txt
sed 's/^/> /' in.txt
sed 's/[0-9][0-9]*/N/' colon.txt
sed 's/a\|b/X/' in.txt
sed -E 's/a|b/X/' in.txt
sed 's/a\+/X/' words.txt
sed 's/\t/TAB/' tabs.txt
sed 's/b/\n/' in.txt
sed -n '/b/{p;p}' in.txt
sed '2,3{s/./X/;s/$/!/}' in.txt
sed -n '1!{/c/p}' in.txt
sed '{p' in.txt
sed 'p}' in.txt
sed 's/a/b/x' in.txt
sed 2q3 in.txt
