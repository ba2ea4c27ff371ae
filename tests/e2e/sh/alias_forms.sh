# expect: hand-written (argv in alias_forms.argv)
# The zsh/bash/sh alias names accept only -c CMD, -lc CMD, -c -l CMD, -l -c CMD and
# one SCRIPT: `zsh -i` exits 125 with the alias's message.
