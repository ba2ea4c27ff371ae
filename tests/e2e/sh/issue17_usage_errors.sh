# expect: bash --posix
# issue 17: the own commands' usage errors in GNU's words, each with its Try line and
# status: an unknown long option is "unrecognized option '--name'", a missing option
# value names the option, missing and extra operands; grep's usage line; mkdir's quotes
# and -p over a file; uniq's OUTPUT operand (POSIX: uniq [INPUT [OUTPUT]]).
printf 'b\na\nb\nb\nc\n' > in.txt
for c in 'ls --nope' 'sort --nope' 'head --nope' 'tail --nope' 'tee --nope' 'date --nope' \
    'wc --nope' 'cut --nope' 'grep --nope x' 'grep -Q x' 'grep' 'cat -Q' 'head -n' \
    'rm' 'mkdir' 'seq' 'cp' 'cp in.txt' 'mv' 'mv in.txt' 'tr' 'tr a' 'tr -s a b c' \
    'basename' 'basename a b c' 'dirname' 'touch' 'uniq a b c' 'mkdir -p in.txt/x'; do
    eval "$c" </dev/null
    echo "[$c] status $?"
done
mkdir sub
mkdir sub
echo "status $?"
uniq in.txt out.txt
echo "status $?"
cat out.txt
sort in.txt | uniq -c - counted.txt
cat counted.txt
