# expect: bash --posix
# set of issue 17: an o inside a cluster of letters takes the next word as the option's
# name, as bash reads `set -euo pipefail` (it failed with "-o: invalid option", so the
# most common first line of an agent's script stopped it).
set -euo pipefail
false | true || echo "pipefail status: $?"
set -o | grep -E '^(errexit|nounset|pipefail) '
set +euo pipefail
set -o | grep -E '^(errexit|nounset|pipefail) '
set -eo pipefail -u
set -o | grep -E '^(errexit|nounset|pipefail) '
set +eo pipefail +u
( set -euo pipefail; false | true ); echo "subshell: $?"
