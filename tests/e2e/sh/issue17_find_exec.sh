# expect: bash --posix
# find of issue 17, the primaries agents use beyond the tests: -exec COMMAND ; and
# -exec COMMAND {} + (each run a command of its own), -size, -mtime, -mmin, -perm,
# -prune, -quit, -depth, -delete, -print0, -printf, and GNU's statuses and errors.
# Output is sorted where GNU walks in directory order.
mkdir -p d/sub d/skip d/empty && printf "xx\n" > d/x1.txt && printf "a\n" > d/sub/x2.txt
printf "0123456789%.0s" 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 > d/big.dat
printf "s\n" > d/skip/s.txt
find d -name '*.txt' -exec echo "found {} ({})" \; | sort
find d -name '*.txt' -exec grep -H . {} + | sort
find d -name '*.txt' -exec false \; ; echo "false ; -> $?"
find d -name '*.txt' -exec false {} + ; echo "false + -> $?"
find d -name nothing -exec echo never {} + ; echo "no match -> $?"
find d -name '*.txt' -exec test -s {} \; -print | sort
find d -type f -size +1 | sort
find d -type f -size -2 | sort
find d -type f -size 3c | sort
find d -type f -size +100c -size -1k | sort
find d -type f -mtime -1 | sort
find d -type f -mtime +1 | sort
find d -type f -mmin -60 | sort
find d -type f -perm 644 | sort
find d -type f -perm -444 | sort
find d -path d/skip -prune -o -type f -print | sort
find d -name '*.txt' -print0 | tr '\0' '\n' | sort
find d -type f -printf '%f %s %d %y\n' | sort
find d/sub -printf '[%P] [%h]\n' | sort
find d -name x2.txt -quit -print; echo "quit -> $?"
find d -depth -type d | sort
find d -name x1.txt -exec exit 3 \; ; echo "exit, no program -> $?"
find d -name x1.txt -exec cd / {} + ; echo "cd, no program -> $?"
find d -name '*.txt' -delete; find d -type f | sort
find d -type d -empty -delete; find d | sort
find d -exec; echo "-> $?"
find d -exec echo {} +x; echo "-> $?"
find d -size 2x; echo "-> $?"
find d -mtime x; echo "-> $?"
