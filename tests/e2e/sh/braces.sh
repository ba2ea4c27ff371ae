# expect: bash --posix
# Brace expansion (bash and zsh): lists, sequences, nesting; quoted braces stay.
echo a{b,c}d {1..5} {a..e} {10..1..3} x{1,2}{y,z}
echo "{a,b}" '{x,y}' {a} {} {a,{b,c}} pre{,1}
mkdir -p out/{p,q}/r && ls out out/p
for i in {1..3}; do echo "i=$i"; done
printf 'a b\nc d\\\ne\nlast' > out/r.txt
while read x y; do echo "[$x][$y]"; done < out/r.txt
{ read l1; read l2; cat; echo; } < out/r.txt
