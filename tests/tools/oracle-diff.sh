#!/bin/sh
# Differential test: random policies and requests, decided by our strands-box and by the
# Cedar oracle; every difference is printed. Needs node and an installed oracle
# (ORACLE=path/to/oracle.js, default ../shared/tools/cedar-oracle/oracle.js).
# Usage: tests/tools/oracle-diff.sh BUILD_DIR [POLICIES] [SEED]
set -eu
command -v node >/dev/null 2>&1 || { echo "oracle-diff: node not found; skipped"; exit 77; }
exec python3 "$(dirname "$0")/oracle-diff.py" "$@"
