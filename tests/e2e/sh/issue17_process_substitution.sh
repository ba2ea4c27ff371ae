# expect: bash --posix
# `cmd < <(list)`: a loop or a builtin reads a list's output without a pipe, so the
# variables it sets stay in this shell (bash's idiom for while-read loops).
while IFS= read -r line; do echo "got $line"; done < <(printf 'a\nb c\n')
n=0
while read -r x; do n=$((n + x)); done < <(seq 4)
echo "sum $n"
readarray -t arr < <(printf 'x\ny\n')
echo "${#arr[@]} ${arr[1]}"
cat < <(echo out; false)
echo "status $?"
read -r first rest < <(echo one two three)
echo "$first|$rest"
echo "a<(b)" '<(x)'
