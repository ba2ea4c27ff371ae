#!/bin/sh
# Regenerate the expected answers of tests/e2e/policy/ with the Cedar oracle (needs node
# and an installed cedar-oracle: ORACLE_DIR, default ../shared/tools/cedar-oracle).
# Writes one <case>.pol descriptor and one <case>.pol.exp per request file, and one
# .pol per refusal policy. Run by hand; the tests themselves never need node.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
pol="$top/tests/e2e/policy"
ORACLE_DIR=${ORACLE_DIR:-$top/../shared/tools/cedar-oracle}
oracle="node $ORACLE_DIR/oracle.js"
cases="$pol/cases"
mkdir -p "$cases"
rm -f "$cases"/*.pol "$cases"/*.pol.exp

# Oracle --json lines to "decision<TAB>cause<TAB>rule<TAB>det,sorted<TAB>message".
to_tsv() {
    python3 -c '
import json, sys
for line in sys.stdin:
    line = line.strip()
    if not line.startswith("{"):
        continue
    r = json.loads(line)
    det = ",".join(sorted(r["determining"]))
    print("\t".join([r["decision"], r["cause"], r["rule"], det, r["message"]]))
'
}

for json in "$pol"/samples/requests/*.json "$pol"/corner/*.json; do
    rel=${json#"$pol"/}
    name=$(echo "$rel" | sed 's|/requests/|-|; s|/|-|g; s|\.json$||')
    mode=schema
    if grep -q '"mode": *"no-schema"' "$json"; then mode=no-schema; fi
    policy=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["policy"])' "$json")
    flag=""
    [ "$mode" = no-schema ] && flag=--no-schema
    (cd "$(dirname "$json")" && $oracle $flag --json "$policy" "$(basename "$json")") | to_tsv \
        >"$cases/$name.pol.exp"
    {
        echo "# Decide $rel with strands-box explain; the answers are the Cedar oracle's ($mode)."
        echo "explain: ../$rel"
    } >"$cases/$name.pol"
done

for dw in "$pol"/corner/refuse/*.dw; do
    rel=${dw#"$pol"/}
    name=$(basename "$dw" .dw)
    want=$(head -n 1 "$dw" | sed 's|^// expect-refusal: *||')
    case $name in
    missing-scope-variable | scope-out-of-order)
        # Dogwood's relaxed scope (spec 2.2, corner 72): we load what plain Cedar refuses.
        {
            echo "# $rel: plain Cedar refuses it ($want); Dogwood's relaxed scope loads it (spec 2.2)."
            echo "load: ../$rel"
        } >"$cases/refuse-$name.pol"
        continue
        ;;
    bad-decimal-literal | ip-constructor-non-literal | ip-is-a-string)
        # Phase 1 refuses every extension function at load (spec 4.8).
        want="extension functions and methods are not supported by this box"
        ;;
    esac
    {
        echo "# $rel must not load (the oracle refuses it with: $want)."
        echo "refuse: ../$rel"
        echo "expect: $want"
    } >"$cases/refuse-$name.pol"
done
echo "wrote $(ls "$cases"/*.pol | wc -l) cases under $cases"
