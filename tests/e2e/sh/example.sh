# expect: hand-written (the spec's Example, through the zsh alias name)
# `zsh -c 'python3 report.py'` with the Example policy plus python_in_shell prints
# "wrote 18"; the written file is read back by a second script; cat is not permitted.
