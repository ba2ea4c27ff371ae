# expect: hand-written (argv in script_file.argv)
# strands-shell SCRIPT ARG...: the script is read under an fs:read decision and runs
# with $0 and the positional parameters; a missing script exits 127.
