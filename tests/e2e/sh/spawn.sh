# expect: hand-written (decisions)
# Host programs: shell:spawn with program_path; only /bin/echo is permitted.
/bin/echo from the host
/bin/true
echo "true status $?"
no-such-command-here
echo "missing status $?"
