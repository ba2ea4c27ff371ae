#!/bin/bash
# Runs an outside shell suite written in the "*.tst" form (a test file is a shell script
# that calls `testcase LINE [-d] [-e STATUS] NAME [ARG...]` with the case's script on fd 3,
# its expected stdout on fd 4 and its expected stderr on fd 5, usually through the aliases
# test_oE, test_OE, test_x, ...) against one shell, and writes one result line per case.
#
#   run-tst.sh [-t SECONDS] [-o RESULTS] TST_DIR_OR_FILE... -- SHELL [ARG...]
#   run-tst.sh [-t SECONDS] [-o RESULTS] TST_DIR_OR_FILE... --box STRANDS_SHELL
#   run-tst.sh --compare BASH_RESULTS OUR_RESULTS
#
# SHELL [ARG...] is the testee (e.g. `bash --posix`); it gets the case's arguments and reads
# the case's script on stdin. `--box STRANDS_SHELL` runs our shell under a permit-all box
# (every fs action on every path, every shell:exec, kernel_confinement = "off") made in the
# run's temporary root. Each case runs in a fresh empty directory under a timeout (default
# 10 s): a case still running then is killed and counted as a hang, not waited on.
#
# A result line is "FILE<TAB>LINE<TAB>PASS|FAIL|HANG<TAB>NAME" (written to RESULTS, default
# stdout). --compare prints, per file, the cases, bash's passes, ours, ours among bash's,
# and our hangs, then the totals.
# The test files are reference data of another project: keep them out of this repository.
set -u

if [ "${1:-}" = --compare ]; then
    [ $# -eq 3 ] || {
        echo "usage: $0 --compare BASH_RESULTS OUR_RESULTS" >&2
        exit 2
    }
    awk -F '\t' '
        FNR == NR { bash[$1 "\t" $2 "\t" $4] = $3; next }
        {
            k = $1 "\t" $2 "\t" $4
            if (!($1 in seen)) { seen[$1] = 1; order[++nf] = $1 }
            n[$1]++
            if (bash[k] == "PASS") b[$1]++
            if ($3 == "PASS") o[$1]++
            if ($3 == "PASS" && bash[k] == "PASS") ob[$1]++
            if ($3 == "HANG") h[$1]++
        }
        END {
            printf "%-16s %6s %6s %6s %12s %6s\n", "file", "cases", "bash", "ours", "ours&bash", "hangs"
            for (i = 1; i <= nf; i++) {
                f = order[i]
                printf "%-16s %6d %6d %6d %12s %6d\n", f, n[f], b[f], o[f], \
                    sprintf("%d/%d", ob[f], b[f]), h[f]
                tn += n[f]; tb += b[f]; to += o[f]; tob += ob[f]; th += h[f]
            }
            printf "%-16s %6d %6d %6d %12s %6d\n", "TOTAL", tn, tb, to, \
                sprintf("%d/%d", tob, tb), th
            if (tb > 0) printf "ours passes %.1f %% of the cases bash passes\n", 100 * tob / tb
        }' "$2" "$3"
    exit
fi

timeout_s=10
results=/dev/stdout
while [ $# -gt 0 ]; do
    case $1 in
    -t) timeout_s=$2; shift 2 ;;
    -o) results=$2; shift 2 ;;
    *) break ;;
    esac
done
files=()
while [ $# -gt 0 ] && [ "$1" != -- ] && [ "$1" != --box ]; do
    if [ -d "$1" ]; then
        for f in "$1"/*.tst; do files+=("$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"); done
    else
        files+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")")
    fi
    shift
done
if [ $# -lt 2 ] || [ ${#files[@]} -eq 0 ]; then
    echo "usage: $0 [-t SECONDS] [-o RESULTS] TST_DIR_OR_FILE... (-- SHELL [ARG...] | --box STRANDS_SHELL)" >&2
    exit 2
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/run-tst.XXXXXX") || exit 1
trap 'chmod -R u+rwX "$root" 2>/dev/null; rm -rf "$root"' EXIT
root=$(cd "$root" && pwd -P)
# The operator home, and the workspace below it that holds every case directory.
ws="$root/home/ws"
mkdir -p "$ws" || exit 1

if [ "$1" = --box ]; then
    bin=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
    cat >"$root/policy.dw" <<'EOF'
@id("all")
permit (principal, action, resource);
EOF
    # The box starts the shell in its workspace: each case's directory is the workspace.
    box_config() {
        printf 'name = "tst"\nbox_dir = "%s/box"\npolicy = "policy.dw"\n\n[agent]\nworkspace = "%s"\n\n[box]\nkernel_confinement = "off"\n' \
            "$root" "$1" >"$root/box.toml"
    }
    box_config "$ws"
    testee_cmd=("$bin" --config "$root/box.toml")
else
    shift
    testee_cmd=("$@")
fi
# A program the cases may run as "$TESTEE": the same shell and arguments.
{
    printf '#!/bin/sh\nexec'
    printf ' %q' "${testee_cmd[@]}"
    printf ' "$@"\n'
} >"$root/testee"
chmod +x "$root/testee"
export TESTEE="$root/testee"

# Result lines go to a file of the run (a test file may close any low descriptor).
if [ "$results" != /dev/stdout ]; then : >"$results" || exit 1; fi
: >"$root/results"
exec 3<&- 4<&- 5<&-

# The interface the test files expect.
macos_kill_workaround() { :; } # yash's helper for macOS only
setup_script=""
setup() {
    case "${1--}" in
    -) setup "$(cat)" ;;
    -d)
        setup <<'END'
_empty= _sp=' ' _tab='	' _nl='
'
echoraw() {
    printf '%s\n' "$*"
}
bracket() {
    if [ $# -gt 0 ]; then printf '[%s]' "$@"; fi
    echo
}
END
        ;;
    *) setup_script="$setup_script
$1" ;;
    esac
}

testee() {
    (cd "${case_dir:-$ws}" && env -i PATH="$PATH" HOME="$root/home" LANG=C TESTEE="$TESTEE" \
        timeout -k 2 "$timeout_s" "${testee_cmd[@]}" "$@")
}

# Variables a test file exports reach the testee (env -i keeps the runner's own out).
base_exports=" $(compgen -e | tr '\n' ' ') "
file_exports() {
    local v
    for v in $(compgen -e); do
        case $base_exports in
        *" $v "*) ;;
        *) printf '%s=%s\0' "$v" "${!v}" ;;
        esac
    done
}

case_no=0
testcase() {
    local line=$1 want_diag=false want_status="" opt OPTIND=1 name status verdict
    shift
    while getopts de:f opt; do
        case $opt in
        d) want_diag=true ;;
        e) want_status=$OPTARG ;;
        f) ;; # yash's "known to fail here": judged as any case
        *) return 64 ;;
        esac
    done
    shift $((OPTIND - 1))
    name=$1
    shift
    case_no=$((case_no + 1))
    case_dir="$ws/c$case_no"
    mkdir "$case_dir"
    # What the file made before its cases (files, fifos) is copied into each case's directory.
    cp -a "$file_dir/." "$case_dir/" 2>/dev/null
    if declare -F box_config >/dev/null; then box_config "$case_dir"; fi
    {
        if [ -n "$setup_script" ]; then printf '%s\n' "$setup_script"; fi
        cat <&3
    } >"$root/in"
    if [ -n "${skip:-}" ]; then
        rm -rf "$case_dir"
        return 0
    fi
    local -a extra=()
    mapfile -t -d '' extra < <(file_exports)
    local started=$SECONDS
    (cd "$case_dir" && exec env -i PATH="$PATH" HOME="$root/home" LANG=C TESTEE="$TESTEE" \
        "${extra[@]}" timeout -k 2 "$timeout_s" "${testee_cmd[@]}" "$@" <"$root/in" \
        >"$root/out" 2>"$root/err" 3<&- 4<&- 5<&-)
    status=$?
    verdict=PASS
    # 137 is also a shell that a case's own SIGKILL ended: a hang only when the time ran out
    if [ "$status" -eq 124 ] ||
        { [ "$status" -eq 137 ] && [ $((SECONDS - started)) -ge "$timeout_s" ]; }; then
        verdict=HANG
    else
        case $want_status in
        '') ;;
        n) [ "$status" -ne 0 ] || verdict=FAIL ;;
        [A-Za-z]*)
            if [ "$status" -le 128 ] || [ "$(kill -l "$status" 2>/dev/null)" != "$want_status" ]; then
                verdict=FAIL
            fi
            ;;
        *) [ "$status" -eq "$want_status" ] || verdict=FAIL ;;
        esac
        if { true <&4; } 2>/dev/null; then
            cmp -s - "$root/out" <&4 || verdict=FAIL
        fi
        if $want_diag; then
            [ -s "$root/err" ] || verdict=FAIL
        elif { true <&5; } 2>/dev/null; then
            cmp -s - "$root/err" <&5 || verdict=FAIL
        fi
    fi
    if [ -n "${TST_VERBOSE:-}" ] && [ $verdict != PASS ]; then
        {
            printf '=== %s:%s %s (%s, status %s)\n--- script\n' "$tst_name" "$line" "$name" "$verdict" "$status"
            cat "$root/in"
            printf -- '--- stdout\n'
            cat "$root/out"
            printf -- '--- stderr\n'
            cat "$root/err"
        } >&2
    fi
    printf '%s\t%s\t%s\t%s\n' "$tst_name" "$line" "$verdict" "$name" >>"$root/results"
    chmod -R u+rwX "$case_dir" 2>/dev/null
    rm -rf "$case_dir"
}

shopt -s expand_aliases
alias test_x='testcase "$LINENO" 3<<\__IN__'
alias test_o='testcase "$LINENO" 3<<\__IN__ 4<<\__OUT__'
alias test_O='testcase "$LINENO" 3<<\__IN__ 4</dev/null'
alias test_e='testcase "$LINENO" 3<<\__IN__ 5<<\__ERR__'
alias test_oe='testcase "$LINENO" 3<<\__IN__ 4<<\__OUT__ 5<<\__ERR__'
alias test_Oe='testcase "$LINENO" 3<<\__IN__ 4</dev/null 5<<\__ERR__'
alias test_E='testcase "$LINENO" 3<<\__IN__ 5</dev/null'
alias test_oE='testcase "$LINENO" 3<<\__IN__ 4<<\__OUT__ 5</dev/null'
alias test_OE='testcase "$LINENO" 3<<\__IN__ 4</dev/null 5</dev/null'

for f in "${files[@]}"; do
    tst_name=$(basename "$f" .tst)
    # Each file in a subshell of its own, from a directory of its own.
    file_dir="$root/files/$tst_name"
    mkdir -p "$file_dir" || exit 1
    (
        cd "$file_dir" || exit 1
        unset posix skip
        # shellcheck disable=SC1090
        . "$f"
    ) </dev/null
done
cat "$root/results" >>"$results"
