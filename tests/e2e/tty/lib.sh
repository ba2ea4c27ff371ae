# Helpers for the interactive-shell cases (issue 19): a real pseudo-terminal through
# tmux (its own server per case), keys in with send-keys, the screen out with
# capture-pane. Every wait is for a pattern, with a generous timeout: nothing passes or
# fails on a fixed sleep.
#   need_tmux                   SKIP unless tmux runs
#   tty_start CMD               run CMD (a bash command line) in a 160x50 terminal; when it
#                               ends the pane shows "__EXIT_<status>__"
#   tty_keys KEY...             tmux send-keys (names: Enter, C-c, C-d, C-r, Tab, Up)
#   tty_type TEXT               type TEXT literally
#   tty_screen                  the whole pane with its scroll-back, wrapped lines joined
#   tty_wait WHAT NEEDLE [SECS] wait until the screen holds NEEDLE (default 60 s); on a
#                               time-out mark FAIL, print the screen and return 1
#   tty_count NEEDLE            how many screen lines hold NEEDLE
#   tty_wait_count WHAT NEEDLE N [SECS]  wait until tty_count NEEDLE >= N
#   tty_stop                    end the terminal's tmux server
#   now_ms                      CLOCK_REALTIME in milliseconds
# PROMPT is the default prompt in the workspace, "~/src/project % " (root or not), as
# capture-pane shows it at the end of a line: without its trailing space.
TTY_SOCK="strands-tty-$$-$RANDOM"
PROMPT="~/src/project %"

need_tmux() {
    command -v tmux >/dev/null 2>&1 || skip "tmux is not installed"
}

tty_stop() {
    tmux -L "$TTY_SOCK" kill-server >/dev/null 2>&1 || true
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$TTY_SOCK"
}

trap 'tty_stop; chmod -R u+rwX "$TMP_ROOT" 2>/dev/null; rm -rf "$TMP_ROOT"' EXIT

tty_start() {
    tty_stop
    tmux -L "$TTY_SOCK" -f /dev/null new-session -d -x 160 -y 50 \
        "cd '$WS' && $1; echo __EXIT_\$?__; sleep 3600" || {
        echo "FAIL: tmux could not start"
        FAILED=1
        return 1
    }
    tmux -L "$TTY_SOCK" set-option -g history-limit 5000 >/dev/null 2>&1
}

tty_keys() {
    tmux -L "$TTY_SOCK" send-keys "$@"
}

tty_type() {
    tmux -L "$TTY_SOCK" send-keys -l -- "$1"
}

tty_screen() {
    tmux -L "$TTY_SOCK" capture-pane -p -J -S - 2>/dev/null
}

tty_count() {
    tty_screen | grep -cF -- "$1"
}

tty_wait_count() {
    local secs=${4:-60}
    local end=$(($(date +%s) + secs))
    while [ "$(tty_count "$2")" -lt "$3" ]; do
        if [ "$(date +%s)" -ge "$end" ]; then
            printf 'FAIL: %s: no %s lines holding "%s" within %s s; the screen:\n%s\n---\n' \
                "$1" "$3" "$2" "$secs" "$(tty_screen)"
            FAILED=1
            return 1
        fi
        sleep 0.05
    done
    return 0
}

tty_wait() {
    tty_wait_count "$1" "$2" 1 "${3:-60}"
}

now_ms() {
    date +%s%3N
}

# Run one command line at the prompt and wait for the prompt after it.
tty_run() {
    local n
    n=$(tty_count "$PROMPT")
    tty_type "$1"
    tty_keys Enter
    tty_wait_count "$1" "$PROMPT" $((n + 1))
}
