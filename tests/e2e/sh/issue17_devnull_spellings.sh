# expect: bash --posix
# Issue 17: the shell's pseudo-files were matched only as spelled exactly, so <//dev/null
# or >/dev//null went to the policy as paths outside the box and were refused. Extra
# slashes and "." components name the same file; /dev/null/. is still no file.
cat <//dev/null; echo "//dev/null: $?"
echo lost >/dev//null; echo "/dev//null: $?"
cat </dev/./null; echo "/dev/./null: $?"
