#!/bin/sh
# Runs one Criterion test program with its results as TAP on stdout, for automake's
# tap-driver: each Criterion test becomes one counted result.
prog=$1
shift
exec "$prog" --tap=/dev/stdout --jobs=1 "$@"
