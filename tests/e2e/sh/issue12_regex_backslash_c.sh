# expect: bash --posix
# issue 12 (memory safety): \C in grep's and sed's patterns reached PCRE2 as "one code
# unit", which steps inside a UTF-8 character: undefined in UTF mode, the more so on a
# line matched with PCRE2_NO_UTF_CHECK (grep -o printed half characters). GNU's grep and
# sed read \C as a literal C; ours now do too, and PCRE2_NEVER_BACKSLASH_C locks it out.
printf '\303\251\303\251x\nC\n' >out/u.txt
grep -o '\C' out/u.txt | cat -v
grep -oE '\C' out/u.txt | cat -v
grep -c 'x\C*' out/u.txt
sed 's/\C/X/g' out/u.txt | cat -v
sed -E 's/\C/X/g' out/u.txt | cat -v
sed -n '/\C/p' out/u.txt | cat -v
echo 'a\b' | grep -o '[\]'
