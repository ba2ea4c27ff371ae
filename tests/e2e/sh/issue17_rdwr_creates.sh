# expect: bash --posix
# Issue 17 (outside suite, redirections): <> opens a file for reading and writing and
# makes it when it is missing (it failed with "No such file or directory"); an existing
# file is neither truncated nor appended to.
echo made 1<>out/rw1; echo "status $?"; cat out/rw1
cat <>out/rw2; echo "empty one: $? [$(cat out/rw2)]"
echo 0123456789 >out/rw3
echo ab 1<>out/rw3; cat out/rw3
{ read -r first; echo "read back: $first"; } <>out/rw3
ls out
