# The interactive shell in a real pseudo-terminal (tmux) and stdin streaming (issue 19),
# run by tests/e2e/run-box.sh; lib.sh has the terminal helpers.
TTY_CASES = \
	tests/e2e/tty/issue19_history_floor.box \
	tests/e2e/tty/issue19_stdin_stream.box \
	tests/e2e/tty/issue19_tty_completion.box \
	tests/e2e/tty/issue19_tty_history.box \
	tests/e2e/tty/issue19_tty_interrupt.box \
	tests/e2e/tty/issue19_tty_session.box
TESTS += $(TTY_CASES)
EXTRA_DIST += $(TTY_CASES) tests/e2e/tty/lib.sh
