# expect: hand-written (decisions)
# Redirections are fs decisions: refused by policy, or by the floor after a permit.
echo one > out/ok.txt && cat out/ok.txt
echo two > notes.txt
echo "policy status $?"
cat notes.txt
echo three > /tmp/strands-shell-floor-test.txt
echo "floor status $?"
echo four 2>/dev/null >/dev/null
echo "null status $?"
cat < /etc/hostname
echo "read status $?"
cat /etc/hostname
echo "cat status $?"
ls /
echo "ls status $?"
mkdir out/new && rm -r out/new
echo "rm status $?"
