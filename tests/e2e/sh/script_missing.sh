# expect: hand-written (argv in script_missing.argv)
# The sh alias reads its SCRIPT with the agent's own access: with no [agent.filesystem]
# grant, a script (here a missing one) is refused before anything is looked at: 125.
