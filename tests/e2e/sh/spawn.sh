# expect: hand-written (decisions)
# Host programs: shell:spawn with program_path; only /bin/echo is permitted, so a name
# found nowhere policy permits is denied (126) without looking for it on disk.
/bin/echo from the host
/bin/true
echo "true status $?"
no-such-command-here
echo "missing status $?"
