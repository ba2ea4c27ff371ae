#!/bin/bash
# Runs one tests/e2e/box/<name>.box case: a bash script sourced in a fresh temporary box.
# Exit 0 pass, 1 fail, 77 skip.
#
# Before the case runs, this runner makes (all canonical, under one temporary directory):
#   $HOME      a fresh operator home ($TMP_ROOT/home), exported
#   $WS        the workspace, $HOME/src/project, holding notes.txt ("remember the milk\n")
#              and an empty out/ directory; the current directory of the case
#   $CFG_DIR   $HOME/cfg, where box_config writes box.toml and policy.dw
#   $CFG       $CFG_DIR/box.toml
#   $BOX_DIR   $HOME/boxes/b1 (its parent exists; the box creates it)
#   $LOG       $BOX_DIR/private/decisions.jsonl
#   $SHELL_BIN $BUILD_DIR/strands-shell     $BOX_BIN $BUILD_DIR/strands-box
#
# Helpers a case may call:
#   box_config POLICY_TEXT [EXTRA_TOML]  write $CFG_DIR/policy.dw and $CFG (name, box_dir,
#                                        policy, [agent] workspace), then EXTRA_TOML lines
#   permit_all_fs                        box_config with a policy permitting every fs:* on
#                                        every path (rule all_fs) and shell:exec of python
#                                        and python3 (python_in_shell): in floor cases the
#                                        floor must refuse, not policy
#   permit_all                           like permit_all_fs, but every shell:exec
#                                        (all_exec): for cases using cat, ls, echo > ...
#   run_shell CMD                        strands-shell --config $CFG -c CMD from $WS, stdout
#                                        and stderr merged on stdout; returns its status
#   run_py SOURCE                        run_shell "python3 -c '<SOURCE>'" (SOURCE must not
#                                        hold a single quote)
#   run_box ARGS...                      strands-box ARGS..., output merged
#   log_tuples                           the decision log as "verdict action resource rule"
#                                        lines, in order
#   expect_eq WHAT WANT GOT              compare; on a difference print both and mark FAIL
#   expect_contains WHAT NEEDLE HAYSTACK the haystack must contain the needle
#   expect_status WHAT WANT GOT          compare exit statuses
#   disk_snapshot                        record every path under $TMP_ROOT (the home, the
#                                        workspace, the config, the box directory) with its
#                                        type, mode, size and content hash, the log excepted
#   expect_disk_unchanged WHAT           compare with the last disk_snapshot; a created,
#                                        removed or changed file marks FAIL
#   need_shell                           SKIP (exit 77) unless `strands-shell -c true` works
#   need_python                          SKIP unless the shell prints 42 for python3 6*7
#   skip REASON                          print SKIP and exit 77
# The case passes when it returns with no failed expectation.
if [ -z "${BASH_VERSION:-}" ]; then
    exec bash "$0" "$@"
fi
set -u
: "${BUILD_DIR:?BUILD_DIR is not set}"
# Absolute paths: the case is sourced from the workspace, and a build configured with a
# relative path (`../configure`) hands us a relative case path.
if [ ! -f "$1" ]; then
    echo "FAIL: $1: no such case file"
    exit 1
fi
case_file="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
BUILD_DIR=$(cd "$BUILD_DIR" && pwd) || exit 1
SHELL_BIN="$BUILD_DIR/strands-shell"
BOX_BIN="$BUILD_DIR/strands-box"

if [ ! -x "$SHELL_BIN" ]; then
    echo "SKIP: $SHELL_BIN is not built"
    exit 77
fi

TMP_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/run-box.XXXXXX") || exit 1
trap 'chmod -R u+rwX "$TMP_ROOT" 2>/dev/null; rm -rf "$TMP_ROOT"' EXIT
TMP_ROOT=$(cd "$TMP_ROOT" && pwd -P)
HOME="$TMP_ROOT/home"
export HOME
WS="$HOME/src/project"
CFG_DIR="$HOME/cfg"
CFG="$CFG_DIR/box.toml"
BOX_DIR="$HOME/boxes/b1"
LOG="$BOX_DIR/private/decisions.jsonl"
mkdir -p "$WS/out" "$CFG_DIR" "$HOME/boxes" || exit 1
printf 'remember the milk\n' >"$WS/notes.txt"
cd "$WS" || exit 1
FAILED=0

box_config() {
    printf '%s\n' "$1" >"$CFG_DIR/policy.dw"
    {
        printf 'name = "b1"\nbox_dir = "%s"\npolicy = "policy.dw"\n\n[agent]\nworkspace = "%s"\n' \
            "$BOX_DIR" "$WS"
        if [ $# -ge 2 ]; then
            printf '%s\n' "$2"
        fi
    } >"$CFG"
}

permit_all_fs() {
    box_config '@id("all_fs")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write",
                              Box::Action::"fs:delete", Box::Action::"fs:move"], resource)
when { context.input.path like "*" };

@id("python_in_shell")
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3"].contains(context.input.program) };'
}

permit_all() {
    box_config '@id("all_fs")
permit (principal, action in [Box::Action::"fs:read", Box::Action::"fs:write",
                              Box::Action::"fs:delete", Box::Action::"fs:move"], resource)
when { context.input.path like "*" };

@id("all_exec")
permit (principal, action == Box::Action::"shell:exec", resource);'
}

run_shell() {
    (cd "$WS" && "$SHELL_BIN" --config "$CFG" -c "$1" </dev/null 2>&1)
}

run_py() {
    run_shell "python3 -c '$1'"
}

run_box() {
    "$BOX_BIN" "$@" </dev/null 2>&1
}

# One JSON string field of a log line (the log escapes '"' and '\'; tests avoid both).
json_field() {
    printf '%s\n' "$2" | sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p"
}

log_tuples() {
    [ -f "$LOG" ] || return 0
    while IFS= read -r line; do
        printf '%s %s %s %s\n' "$(json_field verdict "$line")" "$(json_field action "$line")" \
            "$(json_field resource "$line")" "$(json_field rule "$line")"
    done <"$LOG"
}

expect_eq() {
    if [ "$2" != "$3" ]; then
        printf 'FAIL: %s\n--- want\n%s\n--- got\n%s\n---\n' "$1" "$2" "$3"
        FAILED=1
    fi
}

expect_contains() {
    case "$3" in
    *"$2"*) ;;
    *)
        printf 'FAIL: %s\n--- want a line containing\n%s\n--- got\n%s\n---\n' "$1" "$2" "$3"
        FAILED=1
        ;;
    esac
}

expect_status() {
    if [ "$2" != "$3" ]; then
        printf 'FAIL: %s: exit status %s, want %s\n' "$1" "$3" "$2"
        FAILED=1
    fi
}

skip() {
    echo "SKIP: $1"
    exit 77
}

# One line per path under $TMP_ROOT: path, type, mode, size, and the content's hash for
# files (the link target for symlinks). The decision log and its rotation are left out:
# an attack that fails still adds its records there.
disk_listing() {
    (cd "$TMP_ROOT" && find . \( -path "./home/boxes/b1/private/decisions.jsonl*" \) -prune -o \
        -printf '%p %y %m %s %l\n' | LC_ALL=C sort) | while IFS= read -r line; do
        set -- $line
        if [ "$2" = f ]; then
            printf '%s %s\n' "$line" "$(cksum <"$TMP_ROOT/$1" 2>/dev/null | cut -d' ' -f1)"
        else
            printf '%s\n' "$line"
        fi
    done
}

disk_snapshot() {
    DISK_BEFORE=$(disk_listing)
}

expect_disk_unchanged() {
    local after
    after=$(disk_listing)
    if [ "${DISK_BEFORE-}" != "$after" ]; then
        printf 'FAIL: %s: the disk changed\n' "$1"
        diff <(printf '%s\n' "$DISK_BEFORE") <(printf '%s\n' "$after") | sed 's/^/  /'
        FAILED=1
    fi
}

need_shell() {
    local out
    box_config 'permit (principal, action == Box::Action::"shell:exec", resource);'
    out=$(run_shell true)
    if [ $? -ne 0 ]; then
        skip "strands-shell -c true does not work yet ($(printf '%s' "$out" | head -1))"
    fi
    rm -rf "$BOX_DIR"
}

need_python() {
    need_shell
    local out
    permit_all_fs
    out=$(run_shell "python3 -c 'print(6*7)'")
    if [ "$out" != "42" ]; then
        skip "the shell does not run python3 yet ($(printf '%s' "$out" | head -1))"
    fi
    rm -rf "$BOX_DIR"
}

# shellcheck disable=SC1090
. "$case_file"
if [ "$FAILED" -ne 0 ]; then
    exit 1
fi
exit 0
