# expect: bash --posix
# Issue 17 (outside suite): break and continue run by eval or by a file read with `.`
# inside a loop act on that loop (eval's and dot's text used to swallow them, so the
# rest of the loop body still ran).
for n in 1 2 3; do
    echo "round $n"
    eval 'if [ "$n" = 2 ]; then break; fi'
    echo "end of round $n"
done
echo "after the loop: n=$n"
for outer in x y; do
    for inner in 1 2; do
        eval "continue 2"
        echo "never printed"
    done
    echo "never printed either"
done
echo "continue 2 from eval: outer=$outer"
printf 'echo "dot file ran"\nbreak\necho "not after break"\n' >out/stop.sh
k=0
while :; do
    k=$((k + 1))
    . ./out/stop.sh
    echo "not after the dot"
done
echo "while left after $k round(s)"
eval 'break' 2>/dev/null; echo "eval break outside a loop: $?"
