# expect: hand-written (decisions)
# Issue 17: <(list) as an argument is a memory file the shell holds, readable only by the
# shell's own commands and only while the command that made it runs, through the name
# the shell gave it. Under a policy that permits everything, a /dev/fd/N the agent names
# is still refused by the floor: a descriptor the shell holds (exec 3<), the shell's own
# 0-2, and a substitution whose command has ended; a host program gets no descriptor.
# >(list) likewise, written only (a command cannot read it, nor write a <(list)).
cat <(echo "own command reads it")
n=$(echo <(echo stale)); cat "$n" 2>&1 | sed 's|/dev/fd/[0-9]*|/dev/fd/N|g'; echo "stale status ${PIPESTATUS[0]}"
cat /dev/fd/0 </dev/null; echo "stdin status $?"
exec 3<notes.txt
cat <(echo ok) /dev/fd/3; echo "held fd status $?"
exec 3<&-
/bin/cat <(echo x) 2>&1 | sed 's|/dev/fd/[0-9]*|/dev/fd/N|g'; echo "host program status ${PIPESTATUS[0]}"
sed -i s/a/b/ <(echo a) 2>&1 | sed 's|/dev/fd/[0-9]*|/dev/fd/N|g'
echo x > >(cat); echo "output substitution status $?"
/bin/cat >(true) 2>&1 | sed 's|/dev/fd/[0-9]*|/dev/fd/N|g'; echo "host output status ${PIPESTATUS[0]}"
tee <(echo a) < notes.txt 2>&1 >/dev/null | sed 's|/dev/fd/[0-9]*|/dev/fd/N|g'
cat >(true) 2>&1 | sed 's|/dev/fd/[0-9]*|/dev/fd/N|g'
