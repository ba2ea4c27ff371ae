# Helpers shared by the tests/e2e/confine cases (sourced after tests/e2e/run-box.sh's).
# The [box] table of a confined box (also the default; kept explicit in the cases).
REQUIRED='[box]
kernel_confinement = "required"'
# need_hook: SKIP unless this is a debug build with the confinement test hook.
need_hook() {
    local out
    out=$(STRANDS_CONFINE_TEST=open:/dev/null "$SHELL_BIN" --config "$CFG" -c true 2>&1)
    case "$out" in
    *confine-test:*) ;;
    *) skip "release build: no STRANDS_CONFINE_TEST hook" ;;
    esac
}
# need_landlock: SKIP unless the kernel offers Landlock (ABI >= 6 for every case here).
need_landlock() {
    local abi
    abi=$(python3 -c 'import ctypes; l=ctypes.CDLL(None, use_errno=True); print(l.syscall(444, None, 0, 1))' 2>/dev/null)
    if [ -z "$abi" ] || [ "$abi" -lt 6 ]; then
        skip "this kernel's Landlock ABI is ${abi:-unknown} (cases need 6)"
    fi
}
# hook WHAT CMD: run strands-shell -c CMD with STRANDS_CONFINE_TEST=WHAT; the hook's line.
hook() {
    STRANDS_CONFINE_TEST="$1" "$SHELL_BIN" --config "$CFG" -c "$2" 2>&1 | grep '^confine-test:'
}
