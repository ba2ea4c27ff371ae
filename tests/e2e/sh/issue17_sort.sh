# expect: bash --posix
# sort and uniq flags of issue 17: -t and -k N,M (several keys, characters, per-key
# flags), -b, -f, -V, -s, -u with keys; uniq -d -u -f -s -i -c.
mkdir -p out/s && cd out/s
printf 'x:3:z\ny:1:w\nz:20:v\nw:1:a\n' > colon.txt
printf '  b\na\n c\n\tz\n' > blank.txt
printf 'b\nA\na\nB\nc\n' > mixed.txt
printf 'v1.10\nv1.2\nv1.9\nv1.9a\nv1.0~rc1\nv1.0\nv2\n' > ver.txt
printf 'b 1\na 2\nb 0\na 1\nc 10\n' > stab.txt
printf 'john  smith 30\nann   lee   25\nbob   smith 25\n' > people.txt
sort -t: -k2,2 colon.txt
sort -t: -k2n colon.txt
sort -t: -k2,2n -k1,1 colon.txt
sort -t: -k2,2nr colon.txt
sort -t : -k3 colon.txt
sort -b blank.txt
sort blank.txt
sort -f mixed.txt
sort -fu mixed.txt
sort -V ver.txt
sort -rV ver.txt
sort -s -k1,1 stab.txt
sort -k1,1 stab.txt
sort -k2,2 -k1,1r stab.txt
sort -k2n stab.txt
sort -u -k1,1 stab.txt
sort -k1.2,1.3 colon.txt
sort -k2b,2 people.txt
sort -k3,3n -k2,2b people.txt
sort -t: -k2,2 -u colon.txt
sort -k 0 stab.txt; echo "bad key $?"
sort -t ab stab.txt; echo "bad tab $?"
printf 'a\na\nb\nc\nc\nd\n' > dup.txt
printf '1 x\n2 x\n3 y\nxxab\nyyab\n' > fields.txt
printf 'A\na\nb\nB\nb\n' > case.txt
uniq -d dup.txt
uniq -u dup.txt
uniq -c dup.txt
uniq -cd dup.txt
uniq -f1 fields.txt
uniq -f 1 -c fields.txt
uniq -s2 fields.txt
uniq -s 2 -d fields.txt
uniq -i case.txt
uniq -ic case.txt
uniq -f1 -s1 fields.txt
