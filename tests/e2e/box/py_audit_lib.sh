# Helpers for the py_audit_*.box cases (sourced by them after run-box.sh's own helpers):
# the decision log read field by field, so a case can check whole records exactly.

# One field of a log line: a JSON string (escapes kept as written) or a bare number/null.
audit_field() { # NAME LINE
    printf '%s\n' "$2" | sed -n \
        -e "s/.*\"$1\":\"\\(\\([^\"\\\\]\\|\\\\.\\)*\\)\".*/\\1/p" \
        -e "t" \
        -e "s/.*\"$1\":\\([-0-9a-z]*\\).*/\\1/p"
}

# The log, one record per line, as the fields a record carries apart from its time, seq,
# caller and hashes:
#   fs:*          verdict action resource operation cause rule
#   shell:exec    verdict action resource arg_count=N cause rule
#   net:connect   verdict action resource host port cause rule
#   http:request  verdict action resource host port method path cause rule
audit_records() {
    [ -f "$LOG" ] || return 0
    local line action extra
    while IFS= read -r line; do
        action=$(audit_field action "$line")
        case "$action" in
        fs:*) extra=$(audit_field operation "$line") ;;
        shell:*) extra="arg_count=$(audit_field arg_count "$line")" ;;
        net:connect) extra="$(audit_field host "$line") $(audit_field port "$line")" ;;
        http:request)
            extra="$(audit_field host "$line") $(audit_field port "$line")"
            extra="$extra $(audit_field method "$line") $(audit_field path "$line")"
            ;;
        *) extra="?" ;;
        esac
        printf '%s %s %s %s %s %s\n' "$(audit_field verdict "$line")" "$action" \
            "$(audit_field resource "$line")" "$extra" "$(audit_field cause "$line")" \
            "$(audit_field rule "$line")"
    done <"$LOG"
}

# The records without the shell:exec ones (most cases permit python3 first).
audit_fs_records() {
    audit_records | grep -v '^permit shell:exec ' || true
}

# The reason field of every record, one per line ("null" for a permit).
audit_reasons() {
    [ -f "$LOG" ] || return 0
    local line
    while IFS= read -r line; do
        audit_field reason "$line"
    done <"$LOG"
}

# The reasons of the deny records only.
audit_deny_reasons() {
    audit_reasons | grep -v '^null$' || true
}

audit_line1() {
    printf '%s\n' "$1" | head -1
}

# Start a fresh log: the next run's records are the only ones.
audit_fresh_log() {
    rm -f "$LOG"
}

# Policy text: shell:exec of python/python3, then the rules given.
audit_policy() { # RULES [EXTRA_TOML]
    local head='@id("py")
permit (principal, action == Box::Action::"shell:exec", resource)
when { ["python", "python3"].contains(context.input.program) };'
    if [ $# -ge 2 ]; then
        box_config "$head
$1" "$2"
    else
        box_config "$head
$1"
    fi
}
