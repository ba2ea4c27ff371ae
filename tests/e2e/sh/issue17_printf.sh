# expect: bash --posix
# printf of issue 17: -v, %q, %b, \u and \U, %(fmt)T (UTC here, as TZ is unset).
printf -v pv '%s-%s' a b; echo "pv=$pv"
printf -v 'arr[2]' '%03d' 7; echo "${arr[2]}"
printf '%q\n' "a b'c" '' 'x$y' '~home' 'a=b' "tab	in" 'plain' 'é' '#c' 'a#b'
printf '%b|\n' 'x\ty' '\u00e9'
printf '\u00e9 \U0001F600 \u41\n'
printf '%(%Y-%m-%d %H:%M:%S)T\n' 0
printf '[%20(%Y)T]\n' 86400
printf '%s %q\n' a 'b c' d
