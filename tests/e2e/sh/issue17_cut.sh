# expect: bash --posix
# New own commands of issue 17: cut (-d -f -c -b -s --output-delimiter), tr (ranges,
# classes, -d -s -c), tee (-a), basename, dirname, seq (-s -w, decimals, negatives).
printf 'a\nb\nc\nd\n' > in.txt
printf 'x:3:z\ny:1:w\nz:20:v\n' > colon.txt
printf 'a\tb\tc\n1\t2\n' > tabs.txt
cut -d: -f2 colon.txt
cut -d: -f1,3 colon.txt
cut -d: -f2- colon.txt
cut -d: -f-2 colon.txt
cut -c2-3 in.txt
cut -c1,3 colon.txt
cut -b2- colon.txt
cut -f2 tabs.txt
cut -f1,3 tabs.txt
cut -d: -s -f2 in.txt colon.txt
cut -d: -f1,3 --output-delimiter=- colon.txt
cut -f2 in.txt
echo 'a:b:c' | cut -d : -f 2
cut colon.txt
cut -d: colon.txt
cut -d ab -f1 colon.txt
cut -f0 colon.txt
cut -f 3-2 colon.txt
cut -d: -f2 nope.txt colon.txt
echo hello | tr a-z A-Z
echo hello | tr -d l
echo 'a  b   c' | tr -s ' '
echo 'Hello World' | tr '[:upper:]' '[:lower:]'
echo 'Hello World' | tr '[:lower:]' '[:upper:]'
echo 'a1b2c3' | tr -cd '0-9'
echo 'a1b2c3' | tr -d '[:alpha:]'
echo 'hello' | tr 'a-y' 'b-z'
echo 'aabbcc' | tr -s 'a-c'
echo 'a b c' | tr ' ' '\n'
echo 'abc' | tr 'abc' 'x'
echo 'aabbcc' | tr -s 'ab' 'xy'
echo 'hello' | tr -ds 'l' 'o'
printf 'a\tb\n' | tr '\t' ,
echo hello | tee out/t.txt
cat out/t.txt
echo a | tee out/t1.txt out/t2.txt > /dev/null; cat out/t1.txt out/t2.txt
echo b | tee -a notes.txt; cat notes.txt
basename /a/b/c.txt .txt
basename /a/b/c.txt
basename /a/b/
basename /
basename c.txt .txt
basename .txt .txt
basename -a /x/y /z/w
basename -s .c a.c /b/d.c
dirname /a/b/c.txt
dirname /a/b/
dirname c.txt
dirname /
dirname //a//b//
dirname a/b c/d
seq 3
seq 2 4
seq 1 2 7
seq 5 -1 1
seq 0
seq 1.5 0.5 3
seq -w 8 11
seq -s , 3
seq -2 2
seq 3 1
seq 1 0 3
seq x
