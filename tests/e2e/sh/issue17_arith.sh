# expect: bash --posix
# Arithmetic of issue 17: for ((;;)), BASE#digits, let, the comma operator.
for ((i = 0; i < 3; i++)); do
    echo "i=$i"
done
for ((i = 10, j = 0; i > j; i -= 4, j++)); do echo "$i $j"; done
n=0
for ((;;)); do
    n=$((n + 1))
    [ $n -ge 3 ] && break
done
echo "n=$n"
for ((k = 0; k < 5; k++)); do
    [ $k = 1 ] && continue
    echo "k=$k"
done
echo $((2#101)) $((8#17)) $((16#ff)) $((16#FF)) $((36#z)) $((64#_)) $((64#@)) $((62#Z))
let a=5+2 b=a*2
echo "$a $b"
let 'c = 1 << 3' "d = c, d + 1"
echo "$c $d $?"
let z=0
echo "let zero: $?"
echo $((x = 1, y = x + 1, x + y))
echo "$x $y"
((e = 3, e *= 2))
echo "$e"
