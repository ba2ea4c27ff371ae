# expect: bash --posix
# find of issue 17: -name -iname -path -type -newer -empty, ! -not -o ( ), -maxdepth and
# -mindepth, -print, and GNU's errors. Output is sorted: GNU walks in directory order.
mkdir -p d/sub d/empty && printf "xx\n" > d/x1.txt && printf "a\n" > d/sub/x2.txt
sleep 0.05 && printf "yyyyyyyyy\n" > d/big.dat
find d -name '*.txt' | sort
find d -type d | sort
find d -type f | sort
find d -maxdepth 1 | sort
find d -mindepth 2 | sort
find . -path './d/*' -name 'x*' | sort
find d -name '*.txt' -o -name '*.dat' | sort
find d ! -name '*.txt' | sort
find d -not -type d | sort
find d \( -name x1.txt -o -name big.dat \) -print | sort
find d -type f -newer d/sub/x2.txt | sort
find d -empty
find d/ -maxdepth 1 -type f | sort
find d -iname 'X*' | sort
find nope
find d -bogus
find d -name
find d -type q
find d -maxdepth x
find . -maxdepth 0
find d -mindepth 1 -maxdepth 1 -type f | sort
sleep 0; echo "sleep $?"
sleep 0.01s 0; echo "sleep sum $?"
sleep; echo "sleep none $?"
sleep 1x; echo "sleep bad $?"
