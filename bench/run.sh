#!/usr/bin/env bash
# `make bench`: figures only, nothing here asserts a time. bench/run.py runs every
# program of ../shared/bench and bench/programs against /usr/bin/python3 (or $CPYTHON)
# in alternating rounds, start-up, peak RSS and the C benches (bench/*-bench), and
# writes bench/RESULTS.md.
# Usage: bench/run.sh BUILD_DIR [PROGRAM...]   (bench/run.py --help for the options)
set -eu
build=${1:?usage: bench/run.sh BUILD_DIR [PROGRAM...]}
shift
exec python3 "$(cd "$(dirname "$0")" && pwd)/run.py" "$build" "$@"
