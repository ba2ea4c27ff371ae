# expect: bash --posix
# ${v/pat/rep} and ${v//pat/rep} with patterns of a fixed length (literal bytes, ?, bracket
# expressions, escapes: one try per place) and with * (the longest match), anchored or not;
# a 100,000-byte value takes milliseconds (it was minutes: a try per place and per end).
v='a.b-c_d/e f[g]h\i*j?k'
echo "${v//./:}|${v//[._-]/+}|${v//[!a-z]/}|${v//\//%}|${v// /_}|${v//\\/B}"
echo "${v//\*/S}|${v//\?/Q}|${v//[[]/L}|${v//[]]/R}|${v//[[:punct:]]/}|${v/?/X}"
echo "${v/#a./A}|${v/%j?k/END}|${v/#?/1}|${v/%?/9}|${v//b?c/BC}|${v//[a-c]?/_}"
echo "${v//*/all}|${v/b*f/mid}|${v//c*/}|${v/#/pre}|${v/%/post}|${v//x/}|${v//}"
w=aaaa; echo "${w//aa/b}|${w//a/}|${w/a/b}|${w//?a/x}|${w/#aa/}|${w/%aa/}|${w//[a]a/Z}"
big=$(printf '%0100000d' 0)
r=${big//0/ab}; echo "${#r}"
r=${big//[0-9]/}; echo "[${#r}]"
r=${big//00/x}; echo "${#r} ${r:0:3}"
r=${big/%000/E}; echo "${#r} ${r: -3}"
set -- x.y a.b.c; echo "${@//./-}"
