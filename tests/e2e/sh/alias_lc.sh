# expect: hand-written (argv in alias_lc.argv)
# `bash -lc CMD` through the alias name: the command runs in the workspace.
