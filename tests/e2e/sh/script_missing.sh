# expect: hand-written (argv in script_missing.argv)
# The sh alias reads its SCRIPT with the agent's own access: a missing one exits 125.
