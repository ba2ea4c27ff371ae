# expect: bash --posix
# Issue 17: redirections before or without a command, descriptors 3-9, exec with
# redirections only (the shell's own descriptors), and closing with >&- / <&-.
> empty.txt; wc -c < empty.txt
echo hi > a.txt; <a.txt cat
<<EOF cat
here doc first
EOF
2>&1
x=1 >b.txt; echo "$x"; [ -f b.txt ] && echo "b.txt made"
exec 3>&1; echo "to three" >&3
exec 3>c.txt; echo one >&3; echo two >&3; exec 3>&-; cat c.txt
echo "after close" 2>/dev/null >&3 || echo "3 is closed: $?"
{ exec 4>d.txt; } 2>/dev/null; echo kept >&4; exec 4>&-; cat d.txt
exec 5<c.txt; read l <&5; echo "read $l"; read l <&5; echo "read $l"; exec 5<&-
f() { exec 6>e.txt; }; f 2>/dev/null; echo "from a function" >&6; exec 6>&-; cat e.txt
exec 7>g.txt; (echo sub >&7; exec 7>&-); echo parent >&7; exec 7>&-; cat g.txt
exec 8>h.txt; exec 8>i.txt; echo second >&8; exec 8>&-; wc -c < h.txt; cat i.txt
cat 9<a.txt <&9
(exec 2>/dev/null; cat missing.txt; echo "stderr gone: $?")
{ exec 3>x.txt; } 3>y.txt; echo "after the group" 2>/dev/null >&3 || echo "3 closed again: $?"
exec 4>a4.txt; { echo inner >&4; exec 4>b4.txt; echo moved >&4; } 4>c4.txt; echo outer >&4; exec 4>&-
cat a4.txt; echo --; cat b4.txt; echo --; cat c4.txt
