# expect: bash --posix
# set -e stops at the first failing command, except in conditions.
set -e
if false; then echo no; fi
false || echo "or is a condition"
false && echo no
echo before
false
echo not-reached
