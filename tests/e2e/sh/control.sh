# expect: bash --posix
# if/elif/else, while, until, for, case, break and continue.
for n in 1 2 3 4 5; do
  if [ $n -eq 1 ]; then echo one
  elif [ $n -eq 2 ]; then echo two
  else echo "many $n"
  fi
done
i=0
while [ $i -lt 3 ]; do i=$((i + 1)); echo "w$i"; done
until [ $i -eq 0 ]; do i=$((i - 1)); done; echo "u$i"
for x in a b c d; do
  case $x in
    a) echo "A" ;;
    b|c) echo "B or C: $x" ;;
    *) echo "other $x" ;;
  esac
done
for i in 1 2 3; do
  for j in 1 2 3; do
    [ $j -eq 2 ] && continue
    [ $i -eq 3 ] && break 2
    echo "$i$j"
  done
done
case "file.txt" in *.sh) echo sh ;; *.txt) echo txt ;; esac
case x in y) echo no ;; esac; echo "case status $?"
if false; then :; fi; echo "if status $?"
! true; echo "not $?"
true && echo and1 || echo or1
false && echo and2 || echo or2
