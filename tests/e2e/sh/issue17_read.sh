# expect: bash --posix
# read of issue 17: -r -n -N -d -a -p -u -t (-u only reads a descriptor the shell opened).
read -r -n 3 v <<< "abcdef"; echo "n=$v $?"
read -n 2 v <<< "a"; echo "short n=$v $?"
printf 'ab\ncd' > out/in.txt
read -N 4 v < out/in.txt; printf 'N=[%s] %s\n' "$v" "$?"
read -n 4 v < out/in.txt; printf 'n4=[%s] %s\n' "$v" "$?"
read -n 2 v <<< "éèx"; echo "chars=$v"
read -d , v <<< "x,y"; echo "d=$v $?"
read -d '' v < out/in.txt; printf 'nul=[%s] %s\n' "$v" "$?"
read -a arr <<< "  p  q r  "; echo "a=${#arr[@]} ${arr[1]} ${arr[2]}"
IFS=: read -a arr <<< "x::y"; echo "ifs=${#arr[@]} [${arr[1]}]"
read -p "prompt> " v <<< "pp"; echo "p=$v"
exec 3< notes.txt
read -u 3 w; echo "u=$w $?"
exec 3<&-
read -u 3 w 2>/dev/null; echo "closed=$?"
read -u 7 w 2>/dev/null; echo "never opened=$?"
read -t 1 v <<< "in time"; echo "t=$v $?"
read -r a b <<< 'x\y z'; echo "r=$a $b"
read a b <<< 'x\ y z'; echo "bs=$a|$b"
while read -r line; do echo "line: $line"; done < notes.txt
