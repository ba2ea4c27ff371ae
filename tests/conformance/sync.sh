#!/bin/sh
# Copy ../shared/conformance's cases (as NAME.case) and CPython's expectations into
# tests/conformance/cases/, and rewrite the case list in tests/conformance/local.mk.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
shared=${1:-$here/../../../shared/conformance}
rm -f "$here"/cases/*
mkdir -p "$here/cases"
for f in "$shared"/cases/*.py; do
    n=$(basename "$f" .py)
    cp "$f" "$here/cases/$n.case"
    for e in stdout exit stderr; do
        if [ -f "$shared/expected/$n.$e" ]; then
            cp "$shared/expected/$n.$e" "$here/cases/$n.$e"
        fi
    done
done
chmod u+w "$here"/cases/*
cd "$here/../.."
{
    sed -n '1,/^CONFORMANCE_CASES = /p' tests/conformance/local.mk
    ls tests/conformance/cases/*.case | sed 's/^/\t/; s/$/ \\/' | sed '$ s/ \\$//'
    echo 'TESTS += $(CONFORMANCE_CASES)'
    echo 'EXTRA_DIST += $(CONFORMANCE_CASES) tests/conformance/run-case.sh tests/conformance/box-python.sh \'
    echo '	tests/conformance/sync.sh \'
    ls tests/conformance/cases/*.stdout tests/conformance/cases/*.exit tests/conformance/cases/*.stderr |
        sed 's/^/\t/; s/$/ \\/' | sed '$ s/ \\$//'
} >tests/conformance/local.mk.new
mv tests/conformance/local.mk.new tests/conformance/local.mk
echo "synced $(ls "$here"/cases/*.case | wc -l) cases"
