# expect: bash --posix
# Issue 17: GNU cat -A -b -e -E -n -s -t -T -v (control bytes as ^X, DEL as ^?, high bytes
# as M-X, tabs ^I, line ends $, empty lines squeezed and left unnumbered by -b).
printf 'a\tb\n\n\n\nc\x01d\x7f\n\xc3\xa9\n' > out/t.txt
cat -A out/t.txt; cat -E out/t.txt | head -2; cat -T out/t.txt | head -1
cat -n out/t.txt; cat -b out/t.txt; cat -s out/t.txt; cat -sn out/t.txt
cat -v out/t.txt | tail -2; cat -e out/t.txt | head -2; cat -t out/t.txt | head -1
printf 'x\n\n' | cat -bs - out/t.txt
printf 'no newline' | cat -A; echo
