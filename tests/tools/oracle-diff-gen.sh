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

# Oracle --json lines to "decision<TAB>cause<TAB>rule<TAB>det,sorted<TAB>message" (the
# labels escaped as explain --tsv writes them); the exit status explain must give (0 all
# allowed, 1 some denied, 2 a request fault or a bad request) goes to the file in $1.
to_tsv() {
    python3 -c '
import json, sys
sys.path.insert(0, sys.argv[2])
oracle_diff = __import__("oracle-diff")
status = 0
for line in sys.stdin.read().split("\n"):
    if "bad request" in line:
        status = 2
    if not line.startswith("{"):
        continue
    r = json.loads(line)
    if r["fault"] == "request":
        status = 2
    elif r["decision"] == "deny" and status == 0:
        status = 1
    print(oracle_diff.oracle_line(r))
open(sys.argv[1], "w").write("%d\n" % status)
' "$1" "$here"
}

for json in "$pol"/samples/requests/*.json "$pol"/corner/*.json "$pol"/fidelity/*.json; do
    rel=${json#"$pol"/}
    name=$(echo "$rel" | sed 's|/requests/|-|; s|/|-|g; s|\.json$||')
    mode=schema
    if grep -q '"mode": *"no-schema"' "$json"; then mode=no-schema; fi
    policy=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["policy"])' "$json")
    flag=""
    [ "$mode" = no-schema ] && flag=--no-schema
    (cd "$(dirname "$json")" && $oracle $flag --json "$policy" "$(basename "$json")") |
        to_tsv "$cases/$name.status" >"$cases/$name.pol.exp"
    {
        echo "# Decide $rel with strands-box explain; the answers are the Cedar oracle's ($mode)."
        echo "explain: ../$rel"
        echo "status: $(cat "$cases/$name.status")"
        # what explain must say on stderr about a malformed request (written by hand)
        python3 -c 'import json,sys; [print("stderr: " + s) for s in json.load(open(sys.argv[1])).get("stderr", [])]' "$json"
    } >"$cases/$name.pol"
    rm -f "$cases/$name.status"
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
