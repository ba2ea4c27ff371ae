# expect: hand-written (decisions)
# shell:exec is decided for every own command: only echo is permitted here.
echo allowed
cat notes.txt
echo "cat status $?"
printf 'no\n'
echo "printf status $?"
python3 -c 'print(6*7)'
echo "python3 status $?"
