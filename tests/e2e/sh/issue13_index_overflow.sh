# expect: bash --posix
# Crash-free (issue 13): indices and offsets at the ends of long long. ++ and -- on a
# variable holding 9223372036854775807 or -9223372036854775808, the next index of an
# array whose last element is at 9223372036854775807 (a[-1], ${a[@]: -1}) and
# ${x:off:len} with a huge length were signed overflow (UBSan aborts the ASan build).
# As bash, they wrap at the ends as every other arithmetic operator does; and as bash,
# an offset counted back past the start gives nothing (it gave the string's start).
x=9223372036854775807
echo $((x++)) $x $((x--)) $x $((++x)) $((--x))
a[3]=9223372036854775807
echo $((a[3]++)) ${a[3]} $((++a[3])) $((--a[3]))
c[9223372036854775807]=1
echo ${c[-1]} ${c[@]: -1} ${c[@]:9223372036854775807}
c[-2]=y
echo "${!c[@]}"
s=abcdef
echo ${s:2:9223372036854775807} ${s:9223372036854775807:9223372036854775807} ${s: -9223372036854775807:3}
echo "[${s: -10:3}]" "[${s: -10}]" "[${s: -10:-1}]" "[${s: -6:2}]"
echo after
