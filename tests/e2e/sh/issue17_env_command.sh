# expect: bash --posix
# env of issue 17 runs a command as the shell runs a typed one, with NAME=VALUE set and
# -u NAME unset for that command only (it refused every command: "running a command is
# not supported"); without a command it prints the environment as before.
FOO=outer; export FOO
env FOO=inner env | grep '^FOO='
echo "after: $FOO"
env -u FOO env | grep -c '^FOO='
echo "still: $FOO"
env A=1 B=2 env | grep -E '^(A|B)='
env BAR=x python3 -c 'print(6 * 7)'
env A=1 B=2 | grep -E '^(A|B)='
env X=1 exit 3; echo "exit is no program: $?"
env -- echo "after --"
unset FOO
env FOO=tmp true; echo "gone again: ${FOO-unset}"
