# expect: bash --posix
# issue 17: env -i runs its command with no inherited environment, only the NAME=VALUE
# words given (GNU env). Before, -i with a command was refused with status 125.
export X=exported
env -i env; echo "empty: $?"
env -i FOO=1 BAR=two env | sort
env -i -u X env | wc -l
env -i env X=again env
echo "X is still $X"
