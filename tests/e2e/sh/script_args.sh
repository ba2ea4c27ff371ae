# expect: hand-written (argv in script_args.argv)
# strands-shell -c CMD NAME ARG...: $0 and the positional parameters.
