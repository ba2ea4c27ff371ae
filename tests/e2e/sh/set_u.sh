# expect: hand-written (bash --posix agrees up to its own message and status 127)
# set -u refuses unset variables; set -o pipefail.
set -o pipefail
false | true; echo "pipefail $?"
set +o pipefail
false | true; echo "no pipefail $?"
set -u
echo "${unset_var:-default ok}"
echo "$unset_var"
echo not-reached
